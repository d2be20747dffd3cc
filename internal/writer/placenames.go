package writer

// Places an email's lines and a deck's points name in lower case ("3 clinics in leeds and
// york", "launched in denver and austin"), written with their capitals after a preposition
// of place (ADR 0078). Only the places of these lists are cased, never a word that merely
// follows "in": "in sales", "in payroll" and "in reading" (the town, or the skill) stay as
// typed. A place that is also an ordinary word ("mobile", "reading", "bath", "nice",
// "hull", "slough", "buffalo") is left out of the lists on purpose.

import (
	"cmp"
	"regexp"
	"slices"
	"strings"
)

// cityNames are towns, cities, states, provinces and countries of one word that people
// name where they work or sell: the US, the UK, Canada and Australia, and a few cities
// abroad founders name. The US states are the letters' usStates (noteshapes.go).
var cityNames = func() map[string]bool {
	m := wordSet(`denver austin dallas houston chicago boston seattle portland atlanta miami phoenix detroit
philadelphia nashville charlotte minneapolis oakland sacramento pittsburgh baltimore cleveland columbus
tampa orlando raleigh boise tucson albuquerque omaha milwaukee indianapolis cincinnati memphis richmond
brooklyn manhattan jacksonville louisville honolulu anchorage spokane tacoma fresno pasadena irvine
scottsdale savannah knoxville chattanooga lexington albany hartford newark charleston dayton akron
plano arlington rochester reno asheville boulder tulsa wichita
london manchester birmingham leeds glasgow edinburgh bristol york sheffield liverpool newcastle
nottingham leicester coventry cardiff swansea belfast aberdeen dundee inverness brighton oxford
cambridge southampton portsmouth plymouth exeter norwich ipswich derby durham bolton bradford
huddersfield wakefield harrogate salford stockport sunderland middlesbrough lancaster preston
blackpool chester lincoln peterborough swindon bournemouth canterbury guildford winchester
salisbury cheltenham gloucester worcester luton kent essex surrey sussex yorkshire lancashire
cornwall devon cumbria england scotland wales ireland
toronto vancouver montreal calgary ottawa edmonton winnipeg halifax quebec regina saskatoon victoria
hamilton kitchener waterloo mississauga brampton markham burnaby kelowna ontario alberta manitoba
saskatchewan newfoundland canada
sydney melbourne brisbane perth adelaide canberra hobart darwin wollongong geelong townsville
queensland tasmania australia auckland wellington christchurch
dublin berlin munich hamburg paris lyon amsterdam madrid barcelona lisbon`)
	for s := range usStates {
		m[s] = true
	}
	return m
}()

// cityPlaces are places of more than one word, as they are written.
var cityPlaces = map[string]string{"san francisco": "San Francisco", "san diego": "San Diego", "san jose": "San Jose",
	"san antonio": "San Antonio", "los angeles": "Los Angeles", "new york": "New York", "new york city": "New York City",
	"las vegas": "Las Vegas", "salt lake city": "Salt Lake City", "kansas city": "Kansas City", "new orleans": "New Orleans",
	"st. louis": "St. Louis", "st louis": "St. Louis", "fort worth": "Fort Worth", "el paso": "El Paso",
	"long beach": "Long Beach", "st. paul": "St. Paul", "st paul": "St. Paul", "oklahoma city": "Oklahoma City",
	"new jersey": "New Jersey", "new mexico": "New Mexico", "new hampshire": "New Hampshire",
	"north carolina": "North Carolina", "south carolina": "South Carolina", "north dakota": "North Dakota",
	"south dakota": "South Dakota", "west virginia": "West Virginia", "rhode island": "Rhode Island",
	"milton keynes": "Milton Keynes", "northern ireland": "Northern Ireland", "british columbia": "British Columbia",
	"nova scotia": "Nova Scotia", "new brunswick": "New Brunswick", "prince edward island": "Prince Edward Island",
	"new south wales": "New South Wales", "western australia": "Western Australia", "south australia": "South Australia",
	"northern territory": "Northern Territory", "gold coast": "Gold Coast", "sunshine coast": "Sunshine Coast"}

// placeAlternatives are the places as one alternation, the longest first: "new york city"
// before "new york", "kansas city" before "kansas", whatever order the maps give.
var placeAlternatives = func() string {
	var alts []string
	for k := range cityNames {
		alts = append(alts, k)
	}
	for k := range cityPlaces {
		alts = append(alts, regexp.QuoteMeta(k))
	}
	slices.SortFunc(alts, func(a, b string) int { return cmp.Or(len(b)-len(a), strings.Compare(a, b)) })
	return `(?:` + strings.Join(alts, "|") + `)`
}()

// cityRun is a run of places after a preposition of place: "in leeds and york", "near
// manchester", "across ohio, texas + utah", "from denver to austin".
var cityRun = regexp.MustCompile(`(?i)\b(?:in|near|across|around|throughout|outside|between|to|from) ` + placeAlternatives +
	`(?:(?:,| and| or| \+| &|,? and) ` + placeAlternatives + `)*\b`)

var cityWord = regexp.MustCompile(`(?i)\b` + placeAlternatives + `\b`)

// cityCasing capitalises the places of a place phrase: "launched in denver and austin" →
// "launched in Denver and Austin", "3 clinics in leeds and york" → "…in Leeds and York". A
// place the user typed with capitals keeps them.
func cityCasing(s string) string {
	return cityRun.ReplaceAllStringFunc(s, func(run string) string {
		return cityWord.ReplaceAllStringFunc(run, func(c string) string {
			if c != strings.ToLower(c) {
				return c
			}
			if v := cityPlaces[c]; v != "" {
				return v
			}
			return strings.ToUpper(c[:1]) + c[1:]
		})
	})
}

package writer

// Names and units a deck's points and an email's lines carry in lower case, written as
// people write them only where that is safe (ADR 0078): a count in millions ("7.2M horses"),
// "in the US" before a verb, a price per unit ("$500+ per dumpster"), a city the company is
// in ("launched in Denver and Austin"), and in emails a journal or magazine named before
// "paper" or "magazine" ("your 2025 Nature paper", "Brides magazine").

import (
	"regexp"
	"strings"
)

// countInMillions is a count of things in millions or billions typed with a lower-case unit:
// "7.2m horses", "2m downloads". Money is moneyUnit's; a length ("10m long") names no plural
// thing and is left alone.
var countInMillions = regexp.MustCompile(`(^|[^$€£\d.,])(\d+(?:\.\d+)?)([mb])(\+?) (\p{Ll}[\p{Ll}-]*s)\b`)

// millionsCasing writes a count's unit in capitals: "7.2m horses" → "7.2M horses".
func millionsCasing(s string) string {
	return countInMillions.ReplaceAllStringFunc(s, func(m string) string {
		p := countInMillions.FindStringSubmatch(m)
		return p[1] + p[2] + strings.ToUpper(p[3]) + p[4] + " " + p[5]
	})
}

// usBeforeVerb is "in us" before a verb or a quantifier: "30% of landfill waste in us is
// construction debris". "us" there is the country; the notebook reads it only before a
// comma or the end of a phrase.
var usBeforeVerb = regexp.MustCompile(`(?i)\bin us (is|are|was|were|alone|each|every|per|goes|go|comes|come|has|have)\b`)

// pricePerThing is an amount per a thing the notebook's rates do not know: "$500+/dumpster".
var pricePerThing = regexp.MustCompile(`([$€£]\d[\d.,]*[kKmMbB]?\+?)/(\p{Ll}{3,})\b`)

// unitsShorthand writes "in us" before a verb as "in the US" and a price per a thing as
// "per": "$500+/dumpster" → "$500+ per dumpster". A period or a thing the notebook knows
// ("$9/mo", "$12/seat") is left to it, as is a price per payer per time ("$12/worker/mo").
func unitsShorthand(s string) string {
	s = usBeforeVerb.ReplaceAllString(s, "in the US $1")
	var b strings.Builder
	last := 0
	for _, m := range pricePerThing.FindAllStringSubmatchIndex(s, -1) {
		unit := s[m[4]:m[5]]
		if periodWords[unit] != "" || m[1] < len(s) && s[m[1]] == '/' {
			continue
		}
		b.WriteString(s[last:m[0]] + s[m[2]:m[3]] + " per " + unit)
		last = m[1]
	}
	return b.String() + s[last:]
}

// cityNames are cities a founder names where the company runs, in lower case: only these
// are capitalised, and only after "in", "across", "to" or "from", or after another of them.
// A word that is also an ordinary word ("mobile", "reading") is not in the list.
var cityNames = wordSet(`denver austin dallas houston chicago boston seattle portland atlanta miami phoenix detroit
philadelphia nashville charlotte minneapolis oakland sacramento pittsburgh baltimore cleveland columbus
tampa orlando raleigh boise tucson albuquerque omaha milwaukee indianapolis cincinnati memphis richmond
london manchester birmingham leeds glasgow edinburgh bristol dublin toronto vancouver montreal calgary
berlin munich hamburg paris lyon amsterdam madrid barcelona lisbon sydney melbourne brisbane auckland`)

// cityPlaces are city names of two words.
var cityPlaces = map[string]string{"san francisco": "San Francisco", "san diego": "San Diego", "san jose": "San Jose",
	"los angeles": "Los Angeles", "new york": "New York", "las vegas": "Las Vegas", "salt lake city": "Salt Lake City",
	"kansas city": "Kansas City", "new orleans": "New Orleans", "st. louis": "St. Louis", "st louis": "St. Louis"}

var cityRun = func() *regexp.Regexp {
	var alts []string
	for k := range cityNames {
		alts = append(alts, k)
	}
	for k := range cityPlaces {
		alts = append(alts, regexp.QuoteMeta(k))
	}
	city := `(?:` + strings.Join(alts, "|") + `)`
	return regexp.MustCompile(`(?i)\b(?:in|across|to|from) ` + city + `(?:(?:,| and| \+| &|,? and) ` + city + `)*\b`)
}()

var cityWord = func() *regexp.Regexp {
	var alts []string
	for k := range cityPlaces {
		alts = append(alts, regexp.QuoteMeta(k))
	}
	for k := range cityNames {
		alts = append(alts, k)
	}
	return regexp.MustCompile(`(?i)\b(?:` + strings.Join(alts, "|") + `)\b`)
}()

// cityCasing capitalises the cities of a place phrase: "launched in denver and austin" →
// "launched in Denver and Austin". A city the user typed with capitals keeps them.
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

// titledWork is a journal or a magazine named before what it published, in lower case:
// "your 2025 nature paper", "brides mag". Only the names of the lists are cased, and "mag" is
// written out; any other name keeps the user's case.
var titledWork = regexp.MustCompile(`(?i)(?:\b((?:(?:19|20)\d\d )?)(lancet|nature|science|cell|pnas|nejm|jama|brides|vogue|elle|forbes|wired|fortune|time) )?\b(paper|article|study|publication|cover story|mag|magazine)\b`)

// journalNames and magazineNames are written as their publishers write them.
var (
	journalNames  = map[string]string{"nature": "Nature", "science": "Science", "cell": "Cell", "pnas": "PNAS", "nejm": "NEJM", "jama": "JAMA", "lancet": "Lancet"}
	magazineNames = map[string]string{"brides": "Brides", "vogue": "Vogue", "elle": "Elle", "forbes": "Forbes", "wired": "Wired", "fortune": "Fortune", "time": "Time"}
	// ordinaryJournals are journals named by an ordinary word: "a science paper" is any
	// paper on science, so they are cased only after a year ("your 2024 science paper").
	ordinaryJournals = wordSet(`science cell`)
)

// publicationCasing writes a journal before "paper" or "article" and a magazine before "mag"
// or "magazine" with its capitals, and "mag" as "magazine": "read your 2025 nature paper" →
// "…Nature paper", "featured in brides mag" → "featured in Brides magazine". For emails'
// icebreakers and offer lines only (ADR 0078).
func publicationCasing(s string) string {
	return titledWork.ReplaceAllStringFunc(s, func(m string) string {
		p := titledWork.FindStringSubmatch(m)
		year, name, work := p[1], p[2], p[3]
		lw, ln := strings.ToLower(work), strings.ToLower(name)
		magazine := lw == "mag" || lw == "magazine"
		if lw == "mag" {
			work = "magazine"
		}
		if name == "" {
			return work
		}
		cased := journalNames[ln]
		if magazine {
			cased = magazineNames[ln]
		}
		if cased == "" || name != ln || ordinaryJournals[ln] && year == "" {
			cased = name // a name the user capitalised, one the list does not pair with this work, or "a science paper"
		}
		return year + cased + " " + work
	})
}

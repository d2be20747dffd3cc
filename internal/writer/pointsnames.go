package writer

// Names and units a deck's points and an email's lines carry in lower case, written as
// people write them only where that is safe (ADR 0078): a count in millions ("7.2M horses"),
// "in the US" before a verb, a price per unit ("$500+ per dumpster"), a place after "in"
// (placenames.go), and in emails a journal or magazine named before "paper" or "magazine"
// ("your 2025 Nature paper", "Brides magazine"). The count in millions and "mag" for a
// magazine are the notebook's too: its lineTidy reads them in every line it cleans, for
// letters, emails and decks alike, so each rule is written once, here.

import (
	"regexp"
	"strings"
)

// countInMillions is a count of things in millions or billions typed with a lower-case unit:
// "7.2m horses", "2m downloads", "1.2b impressions". Money is moneyUnit's; a length ("10m
// long") names no plural thing and is left alone, as is a race's ("400m hurdles") and a
// number inside a word ("b2b saas").
var countInMillions = regexp.MustCompile(`(^|[^$€£\p{L}\d.,])(\d+(?:\.\d+)?)([mb])(\+?) (\p{Ll}[\p{Ll}-]*s)\b`)

// raceLengths are the races a length in metres names: "400m hurdles", "4x100m relays".
var raceLengths = wordSet(`hurdles sprints relays heats dashes laps`)

// millionsCasing writes a count's unit in capitals: "7.2m horses" → "7.2M horses", "2m
// downloads" → "2M downloads".
func millionsCasing(s string) string {
	return countInMillions.ReplaceAllStringFunc(s, func(m string) string {
		p := countInMillions.FindStringSubmatch(m)
		if raceLengths[p[5]] {
			return m
		}
		return p[1] + p[2] + strings.ToUpper(p[3]) + p[4] + " " + p[5]
	})
}

// magWord is "mag" after the word before it, and the word after it: "brides mag", "a news
// mag show", "vogue mag last month".
var magWord = regexp.MustCompile(`(?i)\b(\p{L}[\p{L}'-]*) mag\b( \p{L}+)?`)

var (
	// magnesiumLeads come before "mag" for magnesium, not a magazine: "k and mag", "iv mag",
	// "replaced mag" (and any other verb).
	magnesiumLeads = wordSet(`k and or with w of iv po im low high check replete`)
	// magnesiumFollowers come after it: "mag sulfate", "mag level", "mag wheels".
	magnesiumFollowers = wordSet(`sulfate sulphate level levels oxide citrate chloride replacement replacements protocol
protocols drip drips rider riders lab labs wheel wheels stripe card cards tape lock`)
)

// magazineShorthand writes "mag" as "magazine" where it names one: after the word that
// names the magazine or its kind ("brides mag", "weekly news mag show", "a travel mag"), and
// not where a nurse's notes mean magnesium ("replaced k and mag", "mag sulfate drip").
func magazineShorthand(s string) string {
	return magWord.ReplaceAllStringFunc(s, func(m string) string {
		p := magWord.FindStringSubmatch(m)
		lead, next := strings.ToLower(p[1]), strings.ToLower(strings.TrimSpace(p[2]))
		if magnesiumLeads[lead] || pastTenseVerbs[lead] || presentVerbs[lead] || magnesiumFollowers[next] {
			return m
		}
		return p[1] + " magazine" + p[2]
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

// titledWork is a journal or a magazine named before what it published, in lower case:
// "your 2025 nature paper", "brides magazine". Only the names of the lists are cased; any
// other name keeps the user's case.
var titledWork = regexp.MustCompile(`(?i)(?:\b((?:(?:19|20)\d\d )?)(lancet|nature|science|cell|pnas|nejm|jama|brides|vogue|elle|forbes|wired|fortune|time) )?\b(paper|article|study|publication|cover story|magazine)\b`)

// journalNames and magazineNames are written as their publishers write them.
var (
	journalNames  = map[string]string{"nature": "Nature", "science": "Science", "cell": "Cell", "pnas": "PNAS", "nejm": "NEJM", "jama": "JAMA", "lancet": "Lancet"}
	magazineNames = map[string]string{"brides": "Brides", "vogue": "Vogue", "elle": "Elle", "forbes": "Forbes", "wired": "Wired", "fortune": "Fortune", "time": "Time"}
	// ordinaryJournals are journals named by an ordinary word: "a science paper" is any
	// paper on science, so they are cased only after a year ("your 2024 science paper").
	ordinaryJournals = wordSet(`science cell`)
)

// publicationCasing writes a journal before "paper" or "article" and a magazine before
// "magazine" with its capitals, with "mag" written out first by the notebook's own rule:
// "read your 2025 nature paper" → "…Nature paper", "featured in brides mag" → "featured in
// Brides magazine". For emails' icebreakers and offer lines only (ADR 0078).
func publicationCasing(s string) string {
	s = magazineShorthand(s) // most lines were cleaned, and so written out, before; not all
	return titledWork.ReplaceAllStringFunc(s, func(m string) string {
		p := titledWork.FindStringSubmatch(m)
		year, name, work := p[1], p[2], p[3]
		ln := strings.ToLower(name)
		if name == "" {
			return work
		}
		cased := journalNames[ln]
		if strings.EqualFold(work, "magazine") {
			cased = magazineNames[ln]
		}
		if cased == "" || name != ln || ordinaryJournals[ln] && year == "" {
			cased = name // a name the user capitalised, one the list does not pair with this work, or "a science paper"
		}
		return year + cased + " " + work
	})
}

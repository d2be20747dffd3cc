package writer

// Years in a job or a field as people type them ("6 yrs structural, last 4 at tri-county
// ironworks"): the object of the years, the employer after them and what they worked on.

import (
	"regexp"
	"strings"
	"unicode"
)

// isTenure reports whether a sentence that starts with a number counts the writer's time:
// "7 years in fintech", "Seven years building payment systems", "10+ yrs of experience".
var tenurePattern = regexp.MustCompile(`(?i)^\S+\s+(?:\S+\s+)?(?:years?|yrs?|months?|decades?|summers?)\b`)

// tenureObject gives a bare field its preposition: "9 years backend" → "9 years in
// backend"; "7 years teaching…", "10+ years of…", "6 years" stay.
func tenureObject(s string) string {
	loc := tenurePattern.FindStringIndex(s)
	if loc == nil || loc[1] >= len(s) {
		return s
	}
	rest := strings.TrimSpace(s[loc[1]:])
	next, _, _ := strings.Cut(strings.ToLower(rest), " ")
	if head, tail, _ := strings.Cut(rest, ","); workAdjectives[strings.ToLower(strings.TrimRight(head, ". "))] {
		// "6 years structural, the last 4 at…" → "6 years of structural work, the last 4 at…"
		if tail != "" {
			tail = "," + tail
		}
		return s[:loc[1]] + " of " + strings.TrimRight(head, ". ") + " work" + tail
	}
	if next == "otr" {
		// "6 years OTR with Werner": years of over-the-road driving, not "in OTR".
		return s[:loc[1]] + " of over-the-road driving" + rest[len("otr"):]
	}
	if ingActivity[next] {
		// "6 years bookkeeping for small business clients" is years of an activity; "seven years
		// designing onboarding flows" is years spent doing something, and takes no "of".
		words := strings.Fields(strings.ToLower(rest))
		if len(words) == 1 || focusPrepositions[strings.Trim(words[1], ",")] || strings.HasSuffix(words[0], ",") {
			return s[:loc[1]] + " of " + rest
		}
		return s
	}
	if next == "" || determiners[next] || complementWords[next] || strings.HasSuffix(next, "ing") || strings.HasPrefix(rest, ",") ||
		next == "experience" || next == "as" || next == "running" || next == "ago" {
		return s
	}
	return s[:loc[1]] + " in " + rest
}

func isTenure(s string) bool {
	return tenurePattern.MatchString(s) && !strings.ContainsAny(strings.Fields(s)[0], "%$€£")
}

// tenureAt is the employer of a tenure typed in lower case, and what follows it: "4 years in
// adult ICU at mercy general, vents, bipap and abgs".
var tenureAt = regexp.MustCompile(`\bat ([a-z][a-z-]+(?: [a-z][a-z-]+){0,2})(, (.+))?$`)

// tenureTail gives a tenure's employer its capitals and words a list of the things worked
// with after it as such: "…at Mercy General, working with ventilators, BiPAP and ABGs".
func tenureTail(s string) string {
	m := tenureAt.FindStringSubmatchIndex(s)
	if m == nil {
		return s
	}
	org := s[m[2]:m[3]]
	if first, _, _ := strings.Cut(org, " "); determiners[first] || complementWords[first] || atNotEmployer[first] {
		return s
	}
	out := s[:m[2]] + employer(org)
	if m[6] < 0 {
		return out
	}
	tail := s[m[6]:m[7]]
	if items := strings.Split(strings.Replace(tail, " and ", ", ", 1), ", "); len(items) >= 3 && !strings.ContainsFunc(tail, unicode.IsDigit) && verbless(strings.Fields(tail)) {
		return out + ", working with " + tail
	}
	return out + ", " + tail
}

// atNotEmployer follow "at" without naming an employer: "at home", "at night".
var atNotEmployer = wordSet(`home night work school scale sea large least most first last times once`)

// ingActivity are kinds of work named by their -ing form, which a tenure takes with "of": "6
// years of bookkeeping".
var ingActivity = wordSet(`bookkeeping accounting nursing teaching tutoring coaching consulting recruiting marketing engineering welding cooking bartending cleaning landscaping trucking dispatching nannying caregiving caretaking counseling counselling programming designing writing editing copywriting photographing photography lifeguarding banking lending underwriting estimating plumbing roofing framing painting drafting surveying catering baking`)

// equipmentTail is a list of the machines a job worked on: "ge 1.5 and 2.x turbines".
var equipmentTail = regexp.MustCompile(`(?i)^ [\p{L}\p{N}][\p{L}\p{N} .,/&+-]* (?:turbines|engines|trucks|tractors|aircraft|vehicles|machines|boilers|chillers|generators|compressors|presses|lathes|mills|cranes|forklifts|locomotives|vessels|pumps)$`)

// employerIn writes an employer with the place after it: "nextera sites in sd" → "Nextera
// sites in SD". A kind of place after the name ("sites", "stores") stays in lower case.
func employerIn(org string) string {
	name, place, found := strings.Cut(org, " in ")
	if !found {
		return employer(org)
	}
	words := strings.Fields(name)
	kind := ""
	if n := len(words); n > 1 && placeKinds[strings.ToLower(words[n-1])] {
		name, kind = strings.Join(words[:n-1], " "), " "+strings.ToLower(words[n-1])
	}
	placeWords := strings.Fields(place)
	for i, w := range placeWords {
		if len(w) == 2 && stateCodes.MatchString(strings.ToLower(w)) {
			placeWords[i] = strings.ToUpper(w)
		}
	}
	return employer(name) + kind + " in " + orgCase(strings.Join(placeWords, " "))
}

// placeKinds are the kinds of place an employer runs: "nextera sites", "walmart stores".
var placeKinds = wordSet(`sites site stores plants facilities clinics hospitals schools warehouses farms locations branches offices yards depots`)

// tenureOf is years of experience typed without "of": "4 years experience".
var tenureOf = regexp.MustCompile(`(?i)\b(\d+\+? (?:years|months)) experience\b`)

// workAdjectives name a kind of work by an adjective alone: "6 yrs structural", "10 yrs flat rate".
var workAdjectives = wordSet(`structural residential commercial industrial municipal clinical corporate freelance flat-rate`)

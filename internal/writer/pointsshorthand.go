package writer

// Shorthand an email's offer lines and a deck's points share, read before the notebook
// cleans them, and the names and letters written as their makers write them after (ADR 0076):
// "8% mo growth" is monthly growth, "en>pt-br" a language pair, "memoq" memoQ.

import (
	"regexp"
	"strings"
	"unicode"
)

// pointShorthand writes out what the notebook would misread in a typed offer line or deck
// point: a "mo" after a percentage or an amount ("8% mo growth", "$40k mo") is monthly, not
// months; a language pair ("en>pt-br", "EN->ES") is one word of its two sides joined by
// "-to-", so it stays one word before its noun ("…game translator"). typed is the whole
// form: a side is written as its language's name only where no name is added (see
// languageSideName); pointCasing gives the pair its capitals.
func pointShorthand(s, typed string) string {
	s = overPeriod.ReplaceAllStringFunc(s, func(m string) string { // "35% mo/mo growth"
		p := overPeriod.FindStringSubmatch(m)
		w := overPeriodWords[strings.ToLower(p[2])]
		if p[3] != "" {
			return p[1] + " " + w + "-over-" + w + p[3]
		}
		return p[1] + " " + w + " over " + w
	})
	s = tonnes.ReplaceAllString(s, "$1 tonnes$2") // "500 t/yr", "1.2m t of batteries"
	s = pieces.ReplaceAllString(s, "$1 pieces")   // "~400 pcs/mo"
	s = minimumOrder.ReplaceAllString(s, "minimum $1")
	s = planningShorthand.ReplaceAllStringFunc(s, func(m string) string { // "transit-oriented dev", "2 town comp plan"
		p := planningShorthand.FindStringSubmatch(m)
		if p[2] != "" {
			return "comprehensive " + p[2]
		}
		return p[1] + " development"
	})
	s = monthAfterMilestone.ReplaceAllStringFunc(s, func(m string) string { // "graduating may" → "graduating in May"
		verb, month, _ := strings.Cut(m, " ")
		return verb + " in " + strings.ToUpper(month[:1]) + strings.ToLower(month[1:])
	})
	s = unitsShorthand(monthlyAfterFigure.ReplaceAllString(s, "$1 monthly$2"))
	return languageArrow.ReplaceAllStringFunc(s, func(m string) string {
		p := languageArrow.FindStringSubmatch(m)
		from, to := strings.ToLower(p[1]), strings.ToLower(p[2])
		if languageNames[from] == "" || languageNames[to] == "" {
			return m // a code the table lacks is left as typed rather than guessed
		}
		return languageSideName(from, typed) + "-to-" + languageSideName(to, typed)
	})
}

// languageSideName is a pair's side as its language's name when that adds no name the user
// did not give: English (a word that is never a fact), a name the form spells itself ("loved
// the portuguese release"), or one the notebook writes out for its code ("fr"). Any other
// side stays its code, which pointCasing writes in capitals ("PT-BR"): "Brazilian" is not
// the writer's to add (ADR 0076).
func languageSideName(code, typed string) string {
	name := languageNames[code]
	seen := map[string]bool{"english": true}
	for _, w := range strings.FieldsFunc(strings.ToLower(typed), func(r rune) bool { return !unicode.IsLetter(r) }) {
		seen[w] = true
	}
	for _, w := range strings.Fields(name) {
		if !seen[w] && !strings.EqualFold(WrittenOut(code), name) {
			return code
		}
	}
	return strings.ReplaceAll(name, " ", "-")
}

var (
	// monthlyAfterFigure is "mo" after a percentage or an amount of money: "8% mo growth",
	// "$40k mo". "6 mo" after a bare count is a length of time and is the notebook's.
	monthlyAfterFigure = regexp.MustCompile(`(?i)(\d%|[$€£]\d[\d.,]*[kmb]?) mo\b([^-/]|$)`)
	// overPeriod is growth typed against the period before, after a percentage: "35% mo/mo",
	// "12% m/m", "40% yr/yr". The notebook would read "mo/mo" as "months a month".
	// Before a noun it is one word ("35% month-over-month growth"), after the figure alone
	// three ("12% month over month"), as the notebook writes "mom".
	overPeriod      = regexp.MustCompile(`(?i)(\d%) (mo/mo|m/m|month/month|yr/yr|y/y|q/q)\b( [a-z])?`)
	overPeriodWords = map[string]string{"mo/mo": "month", "m/m": "month", "month/month": "month", "yr/yr": "year", "y/y": "year", "q/q": "quarter"}
	// tonnes is a weight typed as "t" after a count: "500 t/yr", "4k t of scrap".
	tonnes = regexp.MustCompile(`(?i)\b(\d[\d.,]*[km]?\+?) t(/| of\b| per\b| a\b)`)
	// pieces and minimumOrder are a maker's units: "400 pcs/mo", "min order 24 pcs".
	pieces       = regexp.MustCompile(`(?i)\b(\d[\d.,]*[k]?\+?) pcs\b`)
	minimumOrder = regexp.MustCompile(`(?i)\bmin\.? (order|spend|purchase|quantity|qty)\b`)
	// planningShorthand is a planner's "dev" (development) after the kind of development, and
	// "comp plan" (a comprehensive plan): "transit-oriented dev", "2 town comp plan".
	planningShorthand = regexp.MustCompile(`(?i)\b((?:transit|mixed-use|infill|economic|community|land|housing|real estate|workforce|waterfront)(?:-oriented)?) dev\b|\bcomp (plans?|planning)\b`)
	// monthAfterMilestone is a month typed bare after a milestone's verb: "graduating may",
	// "defending june". "may" alone is a verb, so only after these.
	monthAfterMilestone = regexp.MustCompile(`(?i)\b(?:graduating|graduate|defending|defend|starting|available|finishing|relocating|moving) (?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec)\b`)
	// ledLighting is "led" that names the light, not the verb: "led costs", "integrated led".
	ledLighting = regexp.MustCompile(`(?i)(\b(?:integrated|efficient|dimmable|full-spectrum) |\b)led\b( (?:lights?|lighting|costs?|panels?|bulbs?|fixtures?|arrays?|strips?|grow lights?|and|\+)\b|[,.]|$)`)
	// languageArrow is a translation direction typed with an arrow: "en>pt-br", "EN -> ES".
	languageArrow = regexp.MustCompile(`(?i)\b([a-z]{2}(?:-[a-z]{2})?)\s*(?:>|->|→)\s*([a-z]{2}(?:-[a-z]{2})?)\b`)
	// languageNames are the codes a translator types, in lower case (pointCasing gives them
	// their capitals). A regional code names its region's variety and nothing more.
	languageNames = map[string]string{
		"en": "english", "en-us": "american english", "en-gb": "british english", "pt": "portuguese",
		"pt-br": "brazilian portuguese", "pt-pt": "european portuguese", "es": "spanish", "es-mx": "mexican spanish",
		"es-es": "european spanish", "fr": "french", "fr-ca": "canadian french", "fr-fr": "european french", "de": "german",
		"it": "italian", "nl": "dutch", "pl": "polish", "ru": "russian", "uk": "ukrainian", "tr": "turkish", "ar": "arabic",
		"ja": "japanese", "jp": "japanese", "ko": "korean", "zh": "chinese", "sv": "swedish", "da": "danish", "no": "norwegian",
		"fi": "finnish", "cs": "czech", "el": "greek", "he": "hebrew", "hi": "hindi", "id": "indonesian", "vi": "vietnamese", "th": "thai",
	}
)

// languageWords are the words of languageNames, capitalised wherever a pair put them.
var languageWords = func() map[string]bool {
	out := map[string]bool{}
	for _, name := range languageNames {
		for _, w := range strings.Fields(name) {
			out[w] = true
		}
	}
	return out
}()

// writtenPair is a language pair pointShorthand wrote: "english-to-brazilian-portuguese".
var writtenPair = regexp.MustCompile(`(?i)\b([a-z]+(?:-[a-z]+)?)-to-([a-z]+(?:-[a-z]+)?)\b(\s+[\p{Ll}])?`)

// pointNames are names and letters people type in lower case that casing.go's table lacks
// (they belong there; it is another file's): a tool, a body, a genre's letters.
var pointNames = map[string]string{
	"lqa": "LQA", "memoq": "memoQ", "crowdin": "Crowdin", "smartcat": "Smartcat", "phrase tms": "Phrase TMS",
	"trados": "Trados", "rpg": "RPG", "rpgs": "RPGs", "jrpg": "JRPG", "jrpgs": "JRPGs", "mmo": "MMO", "mmos": "MMOs",
	"ymca": "YMCA", "ywca": "YWCA", "gwp": "GWP",
	"loi": "LOI", "lois": "LOIs", "oem": "OEM", "oems": "OEMs", "3pl": "3PL", "3pls": "3PLs",
	"gis": "GIS", "mup": "MUP", "mcrp": "MCRP",
	"americans": "Americans", "canadians": "Canadians", "europeans": "Europeans", "australians": "Australians",
}

var pointName = func() *regexp.Regexp {
	var alts []string
	for k := range pointNames {
		alts = append(alts, regexp.QuoteMeta(k))
	}
	return regexp.MustCompile(`(?i)\b(?:` + strings.Join(alts, "|") + `)\b`)
}()

// pointCasing writes, after the notebook, the names a typed line carries in lower case as
// their makers write them ("memoq" → "memoQ", "ymca" → "YMCA"), a language pair with its
// capitals, a code's in capitals ("English-to-PT-BR game translator"; "English to French"
// when no noun follows), and a role word after a former employer in lower case
// ("ex-Trane field engineer"). A name already capitalised to open a sentence keeps its
// capital: "Memoq" → "MemoQ".
func pointCasing(s string) string {
	s = pointName.ReplaceAllStringFunc(s, func(m string) string {
		w := pointNames[strings.ToLower(m)]
		if m != strings.ToLower(m) && unicode.IsUpper([]rune(m)[0]) && !unicode.IsUpper([]rune(w)[0]) {
			// "MemoQ" opening a list item or a sentence: only the capital changes.
			return strings.ToUpper(w[:1]) + w[1:]
		}
		return w
	})
	s = writtenPair.ReplaceAllStringFunc(s, func(m string) string {
		p := writtenPair.FindStringSubmatch(m)
		if !languageSide(p[1]) || !languageSide(p[2]) {
			return m
		}
		from, to := sideCase(p[1]), sideCase(p[2])
		if p[3] != "" {
			// Before its noun the pair is one word: "an English-to-Brazilian-Portuguese translator".
			return from + "-to-" + to + p[3]
		}
		spaced := func(side, cased string) string {
			if languageNames[strings.ToLower(side)] != "" {
				return cased // a code keeps its hyphen: "PT-BR"
			}
			return strings.ReplaceAll(cased, "-", " ")
		}
		return spaced(p[1], from) + " to " + spaced(p[2], to)
	})
	s = cityCasing(s) // "launched in denver and austin" (ADR 0078)
	s = ledLighting.ReplaceAllString(s, "${1}LED$2")
	return formerEmployerRole.ReplaceAllStringFunc(s, func(m string) string {
		p := formerEmployerRole.FindStringSubmatch(m)
		if !roleOpeners[strings.ToLower(p[2])] || !isEmailRole(p[3]) {
			return m
		}
		return p[1] + " " + strings.ToLower(p[2]) + " " + p[3]
	})
}

// languageSide reports a side of a written pair that is a language: its code ("pt-br") or
// its name's words ("brazilian-portuguese").
func languageSide(side string) bool {
	if languageNames[strings.ToLower(side)] != "" {
		return true
	}
	for _, w := range strings.Split(strings.ToLower(side), "-") {
		if !languageWords[w] {
			return false
		}
	}
	return true
}

// sideCase writes a side of a pair as people do: a code in capitals ("PT-BR"), a name with
// its capitals ("Brazilian-Portuguese").
func sideCase(side string) string {
	if languageNames[strings.ToLower(side)] != "" && !languageWords[strings.ToLower(side)] {
		return strings.ToUpper(side)
	}
	return hyphenTitle(side)
}

// hyphenTitle capitalises each hyphenated word: "brazilian-portuguese" → "Brazilian-Portuguese".
func hyphenTitle(s string) string {
	parts := strings.Split(strings.ToLower(s), "-")
	for i, p := range parts {
		parts[i] = strings.ToUpper(p[:1]) + p[1:]
	}
	return strings.Join(parts, "-")
}

// formerEmployerRole is a former employer, a capitalised word and a role: the notebook takes
// "ex-trane field engineer" for a two-word employer, "ex-Trane Field engineer". A word that
// opens a compound role (roleOpeners) is the role's.
var formerEmployerRole = regexp.MustCompile(`\b(ex-\p{Lu}[\p{L}\p{N}&.]*) (\p{Lu}\p{Ll}+) ([\p{Ll}-]+)\b`)

// roleOpeners open a compound role ("field engineer", "site lead"); notewords.go's
// roleModifiers lacks them.
var roleOpeners = wordSet(`field site lead senior staff principal chief solutions support technical data software hardware mechanical electrical civil research quality safety plant process controls applications design test clinical regional`)

// ageSpan is an age range typed with units: "kids 6 mo-10 yrs" → "kids 6 months to 10 years".
var ageSpan = regexp.MustCompile(`(?i)\b(\d+)\s*(mo|mos|months?|yrs?|years?)\s*-\s*(\d+)\s*(mo|mos|months?|yrs?|years?)\b`)

// ageSpanUnits write an age range's units out.
var ageSpanUnits = map[string]string{"mo": "months", "mos": "months", "month": "months", "months": "months", "yr": "years", "yrs": "years", "year": "years", "years": "years"}

// spanWritten writes an age or time range typed with units as "6 months to 10 years".
func spanWritten(s string) string {
	return ageSpan.ReplaceAllStringFunc(s, func(m string) string {
		p := ageSpan.FindStringSubmatch(m)
		unit := func(n, u string) string {
			w := ageSpanUnits[strings.ToLower(u)]
			if n == "1" {
				w = strings.TrimSuffix(w, "s") // "1 year", not "1 years"
			}
			return n + " " + w
		}
		return unit(p[1], p[2]) + " to " + unit(p[3], p[4])
	})
}

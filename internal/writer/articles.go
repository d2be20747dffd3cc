package writer

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// The article a noun phrase takes, as the phrase is said rather than spelled: "an SRE",
// "an MEd", "an 8-week group", "a UX designer".

// article returns "a " or "an " for the noun phrase s, or "" when it has one already.
func article(s string) string {
	first, _, _ := strings.Cut(s, " ")
	lw := strings.ToLower(first)
	if determiners[lw] {
		return ""
	}
	// "Skilled in Go", "Bilingual (English and Spanish)", "Detail-oriented, calm": an
	// adjective takes an article only when a role follows ("a registered nurse").
	if descriptiveParticiples[strings.TrimRight(lw, ",")] && (strings.HasSuffix(first, ",") || !isRolePhrase(strings.Fields(s)[1:])) {
		return ""
	}
	if lw == "" {
		return "a "
	}
	if startsWithNumber(first) && !strings.HasPrefix(first, "$") {
		// "an 8-week group", "an 11-month residency", "a 12-week capstone": as the number is said.
		if strings.HasPrefix(first, "8") || strings.HasPrefix(first, "11") && !startsWithTwoDigitsMore(first, "11") || strings.HasPrefix(first, "18") && !startsWithTwoDigitsMore(first, "18") {
			return "an "
		}
		return "a "
	}
	if spokenAcronyms[first] {
		return "a " // "a SEND lead", "a NASA grant": said as words, not letters
	}
	if first == strings.ToUpper(first) && utf8.RuneCountInString(first) > 1 || plaintext.LowerCaseNames[lw] || twoCapitals(first) {
		// An acronym is read letter by letter: "an SRE", "a UX designer".
		if strings.ContainsRune("AEFHILMNORSX", unicode.ToUpper(rune(first[0]))) {
			return "an "
		}
		return "a "
	}
	for _, p := range []string{"uni", "use", "usu", "eu", "one", "ux"} {
		if strings.HasPrefix(lw, p) {
			return "a "
		}
	}
	for _, p := range []string{"hour", "honest", "honor", "honour", "x-"} { // "an X-ray tech"
		if strings.HasPrefix(lw, p) {
			return "an "
		}
	}
	if strings.ContainsRune("aeiou", rune(lw[0])) {
		return "an "
	}
	return "a "
}

// twoCapitals is a degree or name read letter by letter though typed in mixed case: "MEd", "MSc".
func twoCapitals(w string) bool {
	r := []rune(w)
	return len(r) > 2 && unicode.IsUpper(r[0]) && unicode.IsUpper(r[1])
}

// startsWithTwoDigitsMore reports whether a figure opening with prefix has more digits right
// after it ("110-bed" is "a hundred and ten"), so only 11 and 18 themselves take "an".
func startsWithTwoDigitsMore(w, prefix string) bool {
	rest := strings.TrimPrefix(w, prefix)
	return rest != "" && rest[0] >= '0' && rest[0] <= '9'
}

// spokenAcronyms are acronyms said as a word whose first sound takes "a".
var spokenAcronyms = wordSet(`SEND NASA NATO SALT SENCo`)

// withDefiniteArticle adds "the" before a bare object of one to three lower-case words that
// a clause specifies ("onboarding redesign that lifted…" → "the onboarding redesign that
// lifted…"). Anything else is left as typed: "improved performance", "built payment systems".
func withDefiniteArticle(obj string) string {
	words := strings.Fields(obj)
	for n := 1; n <= 3 && n < len(words); n++ {
		if !clauseAfterObject[words[n]] {
			continue
		}
		for _, w := range words[:n] {
			if !isPlainLowerWord(w) {
				return obj
			}
		}
		if determiners[words[0]] || strings.HasSuffix(words[0], "ly") || pastTenseVerbs[words[0]] {
			return obj
		}
		if n == 1 && words[n] == "of" && n+1 < len(words) && startsWithNumber(words[n+1]) {
			return obj // "crews of 4-6", "a budget of $2M": a size, not the one specified
		}
		return "the " + obj
	}
	return obj
}

// theMeasure gives a rate that rose or fell its article: "AP Calculus pass rate" → "The AP
// Calculus pass rate". A measure by its name ("NPS", "food cost", "p99") stays as typed.
func theMeasure(head string) string {
	words := strings.Fields(strings.TrimSuffix(strings.TrimSuffix(head, " up"), " down"))
	if len(words) < 2 || determiners[strings.ToLower(words[0])] {
		return head
	}
	if last := strings.ToLower(words[len(words)-1]); last == "rate" || last == "rates" {
		return "the " + head
	}
	return head
}

package resume

import (
	"strings"
	"unicode/utf8"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// Builders set a list's item over several lines of its own: a certification as its name, its
// issuer and its year ("Cloud Practitioner" / "Northwind Academy" / "2021"), a language over its
// level ("Portuguese" / "Native Speaker"). Read line by line, each line became an item of its
// own. The import writes such an item on one line, as the form's own style has it:
// "Cloud Practitioner — Northwind Academy (2021)", "Portuguese (Native Speaker)".

// stackedItems joins a list whose items each end in a line that is only a date: every item two
// or three lines (the name, the issuer, the date), all of one length, none marked as a list's
// item nor dated elsewhere. Any other list stays as it is.
func stackedItems(lines []string) []string {
	var items [][]string
	var cur []string
	for _, l := range lines {
		l = strings.TrimSpace(l)
		if l == "" {
			if len(cur) > 0 {
				return lines // a blank line inside an item: not this shape
			}
			continue
		}
		if _, marked := plaintext.StripBullet(l); marked {
			return lines
		}
		cur = append(cur, l)
		if dateOnly(l) {
			items = append(items, cur)
			cur = nil
			continue
		}
		if hasYear(l) || sentenceLike(l) || strings.Contains(l, " | ") {
			return lines
		}
	}
	if len(cur) > 0 || len(items) == 0 {
		return lines
	}
	out := make([]string, 0, len(items))
	for _, it := range items {
		if len(it) < 2 || len(it) > 3 || len(it) != len(items[0]) {
			return lines
		}
		head := it[0]
		if len(it) == 3 {
			head += " — " + it[1]
		}
		out = append(out, head+" ("+it[len(it)-1]+")")
	}
	return out
}

// languageLevels joins a spoken language and the level on the line under it.
func languageLevels(lines []string) []string {
	var out []string
	for i := 0; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		if i+1 < len(lines) && namesHumanLanguage(l) && len(strings.Fields(l)) <= 3 && !strings.ContainsAny(l, "(,:") && languageLevel(lines[i+1]) {
			out = append(out, l+" ("+strings.TrimSpace(lines[i+1])+")")
			i++
			continue
		}
		out = append(out, lines[i])
	}
	return out
}

// levelWords are the words of a language's level: "Native Speaker", "Full Professional
// Proficiency", "Limited working proficiency", "Upper Intermediate", "C1".
var levelWords = phraseSet(`native speaker fluent bilingual intermediate beginner basic elementary advanced proficient proficiency
	professional working limited full conversational mother tongue upper lower pre business first second language level good excellent a1 a2 b1 b2 c1 c2 or and`)

func languageLevel(s string) bool {
	words := strings.Fields(strings.ToLower(strings.TrimSpace(s)))
	if len(words) == 0 || len(words) > 5 || utf8.RuneCountInString(s) > 40 {
		return false
	}
	content := 0
	for _, w := range words {
		w = strings.Trim(w, "()-–,.")
		if !levelWords[w] {
			return false
		}
		if w != "or" && w != "and" {
			content++
		}
	}
	return content > 0
}

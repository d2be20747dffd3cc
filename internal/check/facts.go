package check

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/facts"
)

// FactGuard finds the facts a rewrite holds that its sources do not: numbers, names,
// employers, schools and links. Improve and revise keep a rewrite only when it adds none.
type FactGuard interface {
	Added(text string, sources ...string) []string
}

// Facts is the production facts check (internal/facts), with the rewrite rules' marked gaps
// ("by [how much?]") left out, and names left to figures and links when a rewrite is in
// another language than its sources (ADR 0040).
var Facts FactGuard = factsCheck{}

type factsCheck struct{}

// placeholder is a gap the rules leave for the user to fill: "[how much?]".
var placeholder = regexp.MustCompile(`\[[^\]]*\]`)

func (factsCheck) Added(text string, sources ...string) []string {
	text = placeholder.ReplaceAllString(text, " ")
	src := strings.Join(sources, "\n")
	translated := !sameLanguage(text, strings.ToLower(src))
	var added []string
	for _, f := range facts.Check(src, text) {
		if translated && (f.Kind == facts.Name || f.Kind == facts.Employer || f.Kind == facts.School) {
			// A translation shares few words with its source, and some languages capitalise
			// every noun: only figures and links can be compared across languages.
			continue
		}
		added = append(added, f.Text)
	}
	return added
}

var lowerWord = regexp.MustCompile(`\b\p{Ll}{3,}\b`)

// sameLanguage reports whether text reads as the same language as src (lower-cased): at
// least a quarter of its common words occur in src. An empty src counts as the same.
func sameLanguage(text, src string) bool {
	words := lowerWord.FindAllString(text, -1)
	if len(words) < 8 || strings.TrimSpace(src) == "" {
		return true
	}
	known := map[string]bool{}
	for _, w := range lowerWord.FindAllString(src, -1) {
		known[w] = true
	}
	shared := 0
	for _, w := range words {
		if known[w] {
			shared++
		}
	}
	return shared*4 >= len(words)
}

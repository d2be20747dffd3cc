package check

import (
	"regexp"
	"strings"
)

// FactGuard finds the facts a rewrite holds that its sources do not: numbers, names,
// employers, schools and links. Improve and revise keep a rewrite only when it adds none.
// The production facts check (the writer's) plugs in here once it is merged (ADR 0040).
type FactGuard interface {
	Added(text string, sources ...string) []string
}

// Facts is the guard used until then: figures, capitalised names (not a sentence's first
// word), email addresses and links.
var Facts FactGuard = basicFacts{}

type basicFacts struct{}

var (
	factLink   = regexp.MustCompile(`(?i)\b(?:https?://|www\.)\S+|[^\s@]+@[^\s@]+\.[a-z]{2,}`)
	factNumber = regexp.MustCompile(`\d+(?:[.,]\d+)*`)
	factName   = regexp.MustCompile(`\p{Lu}[\p{L}\p{M}'’&.-]*(?:\s+\p{Lu}[\p{L}\p{M}'’&.-]*)*`)
	// placeholder is a gap the rules leave for the user to fill: "[how much?]".
	placeholder = regexp.MustCompile(`\[[^\]]*\]`)
	// contraction is a word's clitic ending: "Here's" is the word "here".
	contraction = regexp.MustCompile(`(?i)['’](?:s|ve|re|ll|d|m|t)$`)
)

// commonCapitals are capitalised words that are no fact: pronouns and the words a sentence
// or a letter opens with.
var commonCapitals = set(`I I'm I'd I've I'll I’m I’d I’ve I’ll A An The This That These Those It We Our My You Your He She They Dear Hi Hello Hey Thank Thanks
Sincerely Best Regards Kind Warm Yours In On At For To From With By As And But Or So If When While After Before Since Over Under
Led Built Managed Cut Reduced Increased Improved Launched Owned Designed Developed Created Delivered Drove Grew Ran Shipped`)

// commonLower are ordinary words that open sentences.
var commonLower = set(`looking happy excited glad please let would could can here there what why how now today also most many
every each one both all some any our my your their its his her we you they i a an the this that these those it in on at for to
from with by as and but or so if when while after before since over under thank thanks dear hi hello hey sincerely best regards
kind warm yours together recently currently previously across during within without through`)

func (basicFacts) Added(text string, sources ...string) []string {
	text = placeholder.ReplaceAllString(text, " ")
	src := strings.ToLower(strings.Join(sources, "\n"))
	var added []string
	seen := map[string]bool{}
	note := func(f string) {
		if !seen[f] {
			seen[f] = true
			added = append(added, f)
		}
	}
	for _, m := range factLink.FindAllString(text, -1) {
		if !strings.Contains(src, strings.ToLower(strings.TrimRight(m, ".,;"))) {
			note(m)
		}
	}
	srcNumbers := map[string]bool{}
	for _, m := range factNumber.FindAllString(src, -1) {
		srcNumbers[m] = true
	}
	for _, m := range factNumber.FindAllString(text, -1) {
		if !srcNumbers[m] {
			note(m)
		}
	}
	if !sameLanguage(text, src) {
		// A translation shares few words with its source, and some languages capitalise every
		// noun: only figures and links can be compared across languages.
		return added
	}
	for _, loc := range factName.FindAllStringIndex(text, -1) {
		name := strings.TrimRight(text[loc[0]:loc[1]], ".&-")
		// A capital after a sentence's end, or at the start, may be an ordinary word: look
		// at its later words only.
		ws := strings.Fields(name)
		if first := strings.ToLower(contraction.ReplaceAllString(strings.Trim(ws[0], ".,;:'’"), "")); commonCapitals[ws[0]] ||
			sentenceStart(text, loc[0]) && (commonLower[first] || actionVerbs[first] || strings.HasSuffix(first, "ed") || strings.HasSuffix(first, "ing") || strings.HasSuffix(first, "ly")) {
			ws = ws[1:]
		}
		for _, w := range ws {
			w = strings.Trim(w, ".,;:'’")
			if w != "" && !commonCapitals[w] && !strings.Contains(src, strings.ToLower(w)) {
				note(w)
			}
		}
	}
	return added
}

// sentenceStart reports whether position i of s opens a sentence or a line.
func sentenceStart(s string, i int) bool {
	j := strings.TrimRight(s[:i], " \t")
	return j == "" || strings.HasSuffix(j, "\n") || strings.HasSuffix(j, ".") || strings.HasSuffix(j, "!") ||
		strings.HasSuffix(j, "?") || strings.HasSuffix(j, ":") || strings.HasSuffix(j, "—") || strings.HasSuffix(j, "-") ||
		strings.HasSuffix(j, "•") || strings.HasSuffix(j, ",")
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

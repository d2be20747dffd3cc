package resume

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// polishResume is the last step of the built-in resume: whatever the parser made of the
// typed text, the sections read as one document. It changes form, never facts:
//   - every bullet starts with a capital (upperFirst: "iOS", "eBay" and "npm" stay as they are);
//   - bullets end alike: without a full stop, unless one of them holds more than one sentence,
//     in which case all of them end with one (a full stop, or the user's own ! or ?);
//   - a summary is written as sentences: capitalised, ending in a full stop;
//   - skills appear once, compared without case or extra spaces, in the user's first spelling.
//
// The rules are recorded in docs/adr/0013-built-in-writer-sentences.md.
func Polish(r *ResumeSections) *ResumeSections {
	r.Summary = PolishSummary(r.Summary)
	r.Skills = dedupeSkills(r.Skills)

	var all [][]string
	for i := range r.Experience {
		all = append(all, r.Experience[i].Bullets)
	}
	for i := range r.Projects {
		all = append(all, r.Projects[i].Bullets)
	}
	fullStops := false
	for _, list := range all {
		for _, b := range list {
			if hasInnerSentence(b) {
				fullStops = true
			}
		}
	}
	for i := range r.Experience {
		r.Experience[i].Bullets = polishBullets(r.Experience[i].Bullets, fullStops)
	}
	for i := range r.Projects {
		r.Projects[i].Bullets = polishBullets(r.Projects[i].Bullets, fullStops)
	}
	for i, c := range r.Certifications {
		r.Certifications[i] = plaintext.UpperFirst(strings.TrimSpace(c))
	}
	for i, c := range r.References {
		r.References[i] = plaintext.UpperFirst(strings.TrimSpace(c))
	}
	return r
}

// A full stop, ! or ? followed by a space and a capital or digit: a bullet with two sentences
// ("Rebuilt the API. Latency fell 40%"). "e.g. rebuilt" and "v2.1" are not.
var innerSentence = regexp.MustCompile(`[a-z0-9%)][.!?]\s+[\p{Lu}\d]`)

func hasInnerSentence(s string) bool {
	for _, m := range innerSentence.FindAllStringIndex(s, -1) {
		if !plaintext.EndsInAbbreviation(s[:m[0]+2]) {
			return true
		}
	}
	return false
}

// polishBullets capitalises each bullet and gives it the ending the resume uses.
func polishBullets(bullets []string, fullStop bool) []string {
	out := bullets[:0]
	for _, b := range bullets {
		b = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(b), ";,:"))
		if !plaintext.EndsInAbbreviation(b) {
			b = strings.TrimRight(b, ".")
		}
		b = strings.TrimSpace(b)
		if b == "" {
			continue
		}
		b = plaintext.UpperFirst(b)
		if fullStop && !strings.HasSuffix(b, "!") && !strings.HasSuffix(b, "?") && !strings.HasSuffix(b, ".") {
			b += "."
		}
		out = append(out, b)
	}
	return out
}

// polishSummary writes a summary as sentences: "product designer with 6 years in fintech" →
// "Product designer with 6 years in fintech." Nothing is added but the capital and the stop.
func PolishSummary(s string) string {
	var out []string
	for _, p := range strings.Split(strings.TrimSpace(s), "\n") {
		if p = strings.TrimSpace(strings.TrimRight(strings.TrimSpace(p), ";,")); p != "" {
			out = append(out, plaintext.Sentence(p))
		}
	}
	return quotedStop.ReplaceAllString(strings.Join(out, "\n"), "$1")
}

// quotedStop is a full stop after a closing quote whose sentence ended inside it ("“Be the
// change you want to see.”."): the form's sentences end each line with a stop, and a quote's
// curly mark is not one they know (ADR 0079).
var quotedStop = regexp.MustCompile(`([.!?…]["”’'»])\.`)

// dedupeSkills keeps the first spelling of each skill: "Go, go, GO" is "Go";
// "Node  JS" and "node js" are one skill.
func dedupeSkills(skills []string) []string {
	seen := map[string]bool{}
	out := []string{}
	for _, s := range skills {
		s = strings.Join(strings.Fields(s), " ")
		key := strings.ToLower(strings.TrimRight(s, "."))
		if key == "" || seen[key] {
			continue
		}
		seen[key] = true
		out = append(out, s)
	}
	return out
}

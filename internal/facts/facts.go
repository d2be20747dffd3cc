// Package facts checks a draft against the form it was written from: every number, name,
// employer, school and link in the draft must come from the form (or the writer's own fixed
// words), and — for the built-in writer — every one of the form's must be in the draft.
//
// It is the promise of both engines (ADR 0013, ADR 0037): the built-in writer's property
// tests assert it, and a model's draft that breaks it is retried once with the findings,
// then replaced by the built-in writer's. The check is lexical, not semantic: a fact is a
// figure ("12%", "$2.5M", "2019"), a capitalised word that does not start a sentence
// ("Acme", "Kubernetes"), or a link ("github.com/jane", "jane@example.com"). A name is
// compared without case, since the writer may give a lower-case name its known casing
// ("nclex" → "NCLEX").
package facts

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kind is what a fact is.
type Kind string

const (
	Number   Kind = "number"
	Name     Kind = "name"
	Employer Kind = "employer" // a name the text puts after "at", "for" or "with" a role
	School   Kind = "school"   // a name of a university, college, school or institute
	Link     Kind = "link"
)

// Fact is one fact of a text.
type Fact struct {
	Kind Kind
	Text string
}

// Finding is one way a draft breaks the promise.
type Finding struct {
	Fact
	// Invented is true for a fact in the draft that the form lacks, false for a fact of the
	// form that the draft lacks.
	Invented bool
}

func (f Finding) String() string {
	if f.Invented {
		return fmt.Sprintf("the draft adds the %s %q, which the form does not give", f.Kind, f.Text)
	}
	return fmt.Sprintf("the draft leaves out the %s %q", f.Kind, f.Text)
}

// Strings formats findings, one sentence each.
func Strings(findings []Finding) []string {
	out := make([]string, len(findings))
	for i, f := range findings {
		out[i] = f.String()
	}
	return out
}

var (
	// figure is a number with its currency and unit: "$1.2M", "12%", "1,200", "3x", "10+".
	figure = regexp.MustCompile(`[$€£]?\d+(?:[.,]\d+)*(?:%|[kKmMbB]\b|x\b|\+)?`)
	digits = regexp.MustCompile(`\d+`)
	// link is a web address, a domain with a path, or an email address.
	link = regexp.MustCompile(`(?i)\b(?:https?://[^\s<>()]+|[\w.+-]+@[\w-]+(?:\.[\w-]+)+|(?:[\w-]+\.)+(?:com|org|net|io|dev|co|ai|app|edu|gov|me|uk|de|fr|es|ca|au|in|ly|so|xyz|page|site|tech)(?:/[^\s<>()]*)?)`)
	word = regexp.MustCompile(`[\p{L}\p{N}]+(?:['’][\p{L}]+)?`)
	// dotted are initials typed with dots: "b.s.", "m.b.a.".
	dotted = regexp.MustCompile(`\b(?:\p{L}\.){2,}`)
)

var schoolWords = map[string]bool{"university": true, "college": true, "school": true, "institute": true, "academy": true, "polytechnic": true, "universidad": true, "université": true, "universität": true}

// isAbbreviation reports a word whose stop does not end a sentence: "St.", "Ms."; two
// capitals ("Lincoln MS.", "the OR.") are letters, and their stop ends it.
func isAbbreviation(w string) bool {
	if len(w) == 2 && w == strings.ToUpper(w) {
		return false
	}
	return abbreviations[strings.ToLower(w)]
}

// abbreviations end in a stop that does not end a sentence.
var abbreviations = map[string]bool{"st": true, "dr": true, "mr": true, "mrs": true, "ms": true, "mt": true, "ft": true, "prof": true, "jr": true, "sr": true, "e.g": true, "i.e": true, "vs": true, "no": true}

var employerCues = map[string]bool{"at": true, "for": true, "with": true, "@": true, "joined": true}

// Extract returns the facts of a text: its figures, its names (employers and schools told
// apart where the words around them say so) and its links.
func Extract(text string) []Fact {
	var out []Fact
	text, links := takeLinks(text)
	for _, l := range links {
		out = append(out, Fact{Link, l})
	}
	for _, m := range figure.FindAllStringIndex(text, -1) {
		if m[0] > 0 {
			if r, _ := utf8.DecodeLastRuneInString(text[:m[0]]); unicode.IsLetter(r) {
				continue // "k8s", "s3", "a320": digits inside a name are the name's, not a figure
			}
		}
		out = append(out, Fact{Number, strings.TrimRight(text[m[0]:m[1]], ".,")})
	}
	return append(out, names(text)...)
}

// takeLinks returns the text with its links blanked out, and the links.
func takeLinks(text string) (string, []string) {
	var links []string
	blank := link.ReplaceAllStringFunc(text, func(l string) string {
		l = strings.TrimRight(l, ".,;:!?")
		links = append(links, l)
		return " "
	})
	return blank, links
}

// names are the runs of capitalised words that do not start a line, a sentence or a list
// item ("Riverside Methodist", "ASC 606" counts its letters only).
func names(text string) []Fact {
	var out []Fact
	for _, line := range strings.Split(text, "\n") {
		if TypedInCapitals(line) {
			continue // "10 YRS FLAT RATE": capitals typed with caps lock say nothing of names
		}
		toks := strings.Fields(line)
		start := true
		var run []string
		prev := ""
		kind := Name
		flush := func() {
			if len(run) > 0 {
				n := strings.Join(run, " ")
				k := kind
				for _, w := range run {
					if schoolWords[strings.ToLower(w)] {
						k = School
					}
				}
				out = append(out, Fact{k, n})
				run, kind = nil, Name
			}
		}
		for _, tok := range toks {
			w := strings.TrimFunc(tok, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
			if w == "" {
				flush()
				start = start || strings.ContainsAny(tok, ".!?:•")
				continue
			}
			r := []rune(w)[0]
			capital := unicode.IsUpper(r)
			if capital && !start && w != "I" && !strings.HasPrefix(w, "I'") && !strings.HasPrefix(w, "I’") {
				if len(run) == 0 && employerCues[strings.ToLower(prev)] {
					kind = Employer
				}
				if isAbbreviation(w) && strings.HasSuffix(tok, ".") {
					run = append(run, w+".")
				} else {
					run = append(run, w)
				}
			} else {
				flush()
			}
			// A run ends at punctuation ("Acme, Globex" are two names), but not at an
			// abbreviation's stop ("St. Mary's").
			if strings.ContainsAny(tok[len(tok)-1:], ",;:.!?)") && !isAbbreviation(w) {
				flush()
			}
			last := tok[len(tok)-1]
			start = (strings.ContainsRune(".!?:", rune(last)) && !isAbbreviation(w)) ||
				(start && !unicode.IsLetter(r) && !unicode.IsDigit(r))
			prev = w
		}
		flush()
	}
	return out
}

// Check lists the facts in draft that source lacks: numbers whose digits the source never
// has, names with a word the source never uses (in any case), and links the source does not
// hold. allowed are texts whose words and numbers may appear too: the writer's fixed wording,
// the spec's defaults, a target job's role and company.
func Check(source, draft string, allowed ...string) []Finding {
	var out []Finding
	src := strings.Join(append([]string{source}, allowed...), "\n")
	srcBlank, srcLinks := takeLinks(src)
	draftBlank, draftLinks := takeLinks(draft)
	lowerSrc := strings.ToLower(src)
	for _, l := range draftLinks {
		if !containsLink(srcLinks, l) && !strings.Contains(lowerSrc, strings.ToLower(l)) {
			out = append(out, Finding{Fact{Link, l}, true})
		}
	}
	have := map[string]bool{}
	for _, d := range digits.FindAllString(srcBlank, -1) {
		have[d] = true
	}
	for _, f := range figure.FindAllString(draftBlank, -1) {
		for _, d := range digits.FindAllString(f, -1) {
			if !have[d] {
				out = append(out, Finding{Fact{Number, strings.TrimRight(f, ".,")}, true})
				break
			}
		}
	}
	srcWords := wordSet(srcBlank)
	for _, n := range names(draftBlank) {
		for _, w := range word.FindAllString(n.Text, -1) {
			if !srcWords[strings.ToLower(w)] && !plainWords[strings.ToLower(w)] && !typedPossessive(strings.ToLower(w), srcWords) {
				out = append(out, Finding{n, true})
				break
			}
		}
	}
	return dedupe(out)
}

// typedPossessive reports a possessive whose name the form typed without its apostrophe or
// its "s": "St. Luke's" written for "st lukes", "Mary's" for "Mary".
func typedPossessive(w string, srcWords map[string]bool) bool {
	for _, end := range []string{"'s", "’s"} {
		if base, ok := strings.CutSuffix(w, end); ok && base != "" {
			return srcWords[base] || srcWords[base+"s"]
		}
	}
	return false
}

// Missing lists the facts of source that draft lacks: a figure whose digits (or, for small
// counts, whose word: "2" as "two" or "twice") do not appear, a name not in the draft in any
// case, and a link not in the draft.
func Missing(source, draft string) []Finding {
	var out []Finding
	lowerDraft := strings.ToLower(draft)
	_, draftLinks := takeLinks(draft)
	draftBlank, _ := takeLinks(draft)
	draftWords := wordSet(draftBlank)
	draftDigits := map[string]bool{}
	for _, d := range digits.FindAllString(draftBlank, -1) {
		draftDigits[d] = true
	}
	for _, f := range Extract(source) {
		var found bool
		switch f.Kind {
		case Link:
			found = containsLink(draftLinks, f.Text) || strings.Contains(lowerDraft, strings.ToLower(f.Text))
		case Number:
			found = true
			for _, d := range digits.FindAllString(f.Text, -1) {
				if !draftDigits[d] && !numberWordIn(d, draftWords) {
					found = false
				}
			}
		default:
			found = true
			for _, w := range word.FindAllString(f.Text, -1) {
				if !draftWords[strings.ToLower(w)] {
					found = false
				}
			}
		}
		if !found {
			out = append(out, Finding{f, false})
		}
	}
	return dedupe(out)
}

// numberWords are the words a small count may be written as.
var numberWords = map[string][]string{
	"1": {"one", "once"}, "2": {"two", "twice"}, "3": {"three"}, "4": {"four"}, "5": {"five"}, "6": {"six"},
	"7": {"seven"}, "8": {"eight"}, "9": {"nine"}, "10": {"ten"}, "11": {"eleven"}, "12": {"twelve"},
}

func numberWordIn(d string, words map[string]bool) bool {
	for _, w := range numberWords[d] {
		if words[w] {
			return true
		}
	}
	return false
}

func containsLink(links []string, l string) bool {
	norm := func(s string) string {
		s = strings.ToLower(strings.TrimRight(s, "/"))
		for _, p := range []string{"https://", "http://", "www."} {
			s = strings.TrimPrefix(s, p)
		}
		return s
	}
	return slices.ContainsFunc(links, func(x string) bool { return norm(x) == norm(l) })
}

func wordSet(s string) map[string]bool {
	out := map[string]bool{}
	// "b.s." also stands for "BS": letters typed with dots are the same initials.
	for _, d := range dotted.FindAllString(strings.ToLower(s), -1) {
		out[strings.ReplaceAll(d, ".", "")] = true
	}
	for _, w := range word.FindAllString(strings.ToLower(s), -1) {
		out[w] = true
		// "Jane's" also stands for "Jane".
		if i := strings.IndexAny(w, "'’"); i > 0 {
			out[w[:i]] = true
		}
	}
	return out
}

// plainWords are capitalised words that are never facts: the pronoun, greetings and
// sign-offs, days and months, the deck's section titles.
var plainWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields("i i'm i'd i'll i've dear hiring manager best regards sincerely kind warm thanks thank cheers " +
		"subject hi hello team monday tuesday wednesday thursday friday saturday sunday january february march april may june july august " +
		"september october november december english problem solution product market business model traction ask why now " +
		"pitch deck p.s ps") {
		m[w] = true
	}
	return m
}()

func dedupe(fs []Finding) []Finding {
	seen := map[Finding]bool{}
	var out []Finding
	for _, f := range fs {
		if !seen[f] {
			seen[f] = true
			out = append(out, f)
		}
	}
	return out
}

// TypedInCapitals reports a line of at least eight letters with none in lower case: typed
// with caps lock, so its capitals say nothing of names.
func TypedInCapitals(line string) bool {
	letters := 0
	for _, r := range line {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters >= 8
}

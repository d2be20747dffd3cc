package match

import (
	"strings"
	"unicode"
)

// The text layer of the specification (ADR 0022): every text — a posting, a resume, a
// vocabulary alias — is normalised, cut into tokens and stemmed by these rules, and
// web/src/features/match/text.ts implements the same rules rune for rune. The shared vectors
// (testdata/vectors.json) pin them on both sides.

// normalise makes typography uniform: line breaks, every kind of space (no-break, thin…),
// curly quotes, zero-width characters and soft hyphens.
func normalise(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	rs := []rune(s)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		switch r {
		case '\r':
			b.WriteRune('\n')
			if i+1 < len(rs) && rs[i+1] == '\n' {
				i++
			}
		case '\t', '\v', '\f':
			b.WriteRune(' ')
		case '\u2028', '\u2029', '\u0085':
			b.WriteRune('\n')
		case '\u2018', '\u2019', '\u02bc', '`':
			b.WriteRune('\'')
		case '\u201c', '\u201d':
			b.WriteRune('"')
		case '\u200b', '\u200c', '\u200d', '\ufeff', '\u00ad':
		default:
			if unicode.Is(unicode.Zs, r) {
				r = ' '
			}
			b.WriteRune(r)
		}
	}
	return b.String()
}

// token is one word of a text, or a barrier (punctuation that ends a phrase: no skill is
// ever matched across a comma, a full stop or a line break).
type token struct {
	surface string // as written
	lower   string // lower-cased rune by rune
	stem    string // lower, stemmed; "" for a barrier
	barrier rune   // the punctuation of a barrier, else 0
	start   int    // rune offset of the token in its text…
	end     int    // …and of the rune after it
}

func isWordRune(r rune) bool { return unicode.IsLetter(r) || unicode.IsNumber(r) || unicode.IsMark(r) }

// isBarrier: punctuation that ends a phrase. Slashes, hyphens, ampersands and apostrophes
// only separate words ("CI/CD", "full-stack", "P&L" stay phrases).
func isBarrier(r rune) bool {
	return strings.ContainsRune("\n.,;:!?()[]{}|\"•·–—…<>=*", r)
}

// lowerRune is simple (one-to-one) lower-casing, the same in both languages.
func lowerRune(r rune) rune { return unicode.ToLower(r) }

func lowerString(s string) string {
	var b strings.Builder
	for _, r := range s {
		b.WriteRune(lowerRune(r))
	}
	return b.String()
}

// tokenize cuts a normalised text into words and barriers. A word is a run of letters,
// digits and marks; a full stop between two of them stays inside ("node.js", "3.5") unless it
// ends a sentence that lost its space ("references.A"), a full
// stop before a letter at the start of a word begins it (".net"), and '+' or '#' right after
// a letter end it ("c++", "c#"). Consecutive barriers collapse into the first.
func tokenize(s string) []token {
	rs := []rune(s)
	var out []token
	n := len(rs)
	for i := 0; i < n; {
		r := rs[i]
		startsDotWord := r == '.' && i+1 < n && unicode.IsLetter(rs[i+1]) && (i == 0 || !isWordRune(rs[i-1]))
		if isWordRune(r) || startsDotWord {
			j := i + 1
			for j < n {
				c := rs[j]
				if isWordRune(c) {
					j++
					continue
				}
				if c == '.' && j+1 < n && isWordRune(rs[j-1]) && isWordRune(rs[j+1]) && !sentenceJoin(rs, i, j) {
					j++
					continue
				}
				break
			}
			if j < n && unicode.IsLetter(rs[j-1]) {
				switch {
				case rs[j] == '#':
					j++
				case rs[j] == '+':
					j++
					if j < n && rs[j] == '+' {
						j++
					}
				}
			}
			surface := string(rs[i:j])
			lower := lowerString(surface)
			out = append(out, token{surface: surface, lower: lower, stem: stem(lower), start: i, end: j})
			i = j
			continue
		}
		if isBarrier(r) {
			if len(out) == 0 || out[len(out)-1].barrier == 0 {
				out = append(out, token{surface: string(r), barrier: r, start: i, end: i + 1})
			}
		}
		i++
	}
	return out
}

// sentenceJoin reports whether the full stop at rs[dot] ends a sentence that lost its space
// ("…three references.A full CV…"): a lower-case word of two letters or more before it,
// a capital after it. "node.js", "ASP.NET" and "3.5" stay whole.
func sentenceJoin(rs []rune, start, dot int) bool {
	if dot-start < 2 || !unicode.IsUpper(rs[dot+1]) {
		return false
	}
	for _, r := range rs[start:dot] {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return true
}

func isASCIILower(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return true
}

func hasVowel(s string) bool { return strings.ContainsAny(s, "aeiouy") }

// stem is a light English stemmer for matching, not for display: plurals ("APIs" → "api",
// "technologies" → "technology", "processes" → "process"), then -ing and -ed (with a doubled
// final consonant undone: "planning" → "plan"), then a final e ("manage", "managed" and
// "managing" all become "manag"). Only words of plain a–z longer than three letters change,
// so acronyms ("aws", "sql") and names with other letters stay as they are.
func stem(w string) string {
	if len(w) <= 3 || !isASCIILower(w) {
		return w
	}
	switch {
	case strings.HasSuffix(w, "ies") && len(w) > 4 && !strings.HasSuffix(w, "eies") && !strings.HasSuffix(w, "aies"):
		w = w[:len(w)-3] + "y"
	case strings.HasSuffix(w, "sses") || strings.HasSuffix(w, "xes") || strings.HasSuffix(w, "ches") || strings.HasSuffix(w, "shes"):
		w = w[:len(w)-2]
	case strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss") && !strings.HasSuffix(w, "us") &&
		!(strings.HasSuffix(w, "is") && len(w) >= 5):
		w = w[:len(w)-1]
	}
	undouble := false
	switch {
	case strings.HasSuffix(w, "ing") && len(w)-3 >= 4 && hasVowel(w[:len(w)-3]):
		w, undouble = w[:len(w)-3], true
	case strings.HasSuffix(w, "ed") && len(w)-2 >= 4 && hasVowel(w[:len(w)-2]):
		w, undouble = w[:len(w)-2], true
	}
	if undouble && len(w) >= 4 && w[len(w)-1] == w[len(w)-2] && !strings.ContainsRune("aeiouslz", rune(w[len(w)-1])) {
		w = w[:len(w)-1]
	}
	if strings.HasSuffix(w, "e") && len(w) >= 5 {
		w = w[:len(w)-1]
	}
	return w
}

// words are the non-barrier tokens of a phrase, for the vocabulary's lists.
func phraseKeys(s string, exact bool) []string {
	var keys []string
	for _, t := range tokenize(normalise(s)) {
		if t.barrier != 0 {
			continue
		}
		if exact {
			keys = append(keys, t.surface)
		} else {
			keys = append(keys, t.stem)
		}
	}
	return keys
}

// nameKeys are the lower-cased words of a name (a company, a target role), for maskName.
func nameKeys(name string) []string {
	var keys []string
	for _, t := range tokenize(normalise(name)) {
		if t.barrier == 0 {
			keys = append(keys, t.lower)
		}
	}
	return keys
}

// maskName turns each run of a name's words in toks into barriers, so that no phrase is read
// in them; toks is copied when it changes.
func maskName(toks []token, keys []string, barrier rune) []token {
	if len(keys) == 0 {
		return toks
	}
	out, copied := toks, false
	for i := 0; i+len(keys) <= len(toks); i++ {
		hit := true
		for k, key := range keys {
			if toks[i+k].barrier != 0 || toks[i+k].lower != key {
				hit = false
				break
			}
		}
		if !hit {
			continue
		}
		if !copied {
			out, copied = append([]token(nil), toks...), true
		}
		for k := range keys {
			out[i+k] = token{surface: string(barrier), barrier: barrier, start: toks[i+k].start, end: toks[i+k].end}
		}
	}
	return out
}

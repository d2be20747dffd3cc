package match

import "strings"

// A posting's first lines — a heading ("About the job"), the job title, the employer's name
// with a place — have lines of their own when typed. Pasted as one paragraph they run into the
// first sentence ("Community Care Assistant Heathside Care Heathside Care supports older
// people…"), and the title, the employer and its description are no longer read as such
// (ADR 0061). web/src/features/match/engine/segment.ts implements the same rules.

// headerSeparators part a title line's pieces ("Room Attendant – Hotel Lindenhof – Munich").
var headerSeparators = []string{" – ", " - ", " — ", " · ", " | "}

// splitHeader cuts a posting's long first line into the lines it had typed: an opening
// heading, the job title, and the employer's line, each when found.
func (v *Vocabulary) splitHeader(l string) []string {
	rs := []rune(l)
	if len(rs) <= 100 {
		return []string{l}
	}
	toks := tokenize(l)
	var cuts []int
	start := v.openingHeadingEnd(rs, toks)
	if start > 0 {
		cuts = append(cuts, start)
	}
	from := start
	if t := v.titleEnd(rs, toks, start); t > 0 {
		cuts = append(cuts, t)
		from = t
	}
	if n := nameNamedAgain(rs, toks, from); n > 0 {
		cuts = append(cuts, n)
	} else if h := v.headingAfterName(toks, from); h > 0 {
		cuts = append(cuts, h)
	}
	return cutRunes(rs, cuts)
}

// openingHeadingEnd is where a heading that opens the posting ends ("About the job
// Management Accountant —…"): two to four words that read as a heading, before a capital; 0
// when there is none.
func (v *Vocabulary) openingHeadingEnd(rs []rune, toks []token) int {
	for k := 2; k <= 4 && k < len(toks); k++ {
		if toks[k-1].barrier != 0 || !capitalised(toks[k]) {
			continue
		}
		if v.heading(newPostingLine(string(rs[:toks[k-1].end]))) != "" {
			return toks[k].start // the shortest: "About the job", not "About the job Management"
		}
	}
	return 0
}

// titleEnd is where a job title at offset from ends: up to seven words in title case ("of"
// and "and" inside) ending in a role word, followed by a space and a capitalised word that is
// not one; 0 when there is none. A title followed by a separator ("… Engineer - Tessera -
// Toronto") is read with its line by nameNamedAgain.
func (v *Vocabulary) titleEnd(rs []rune, toks []token, from int) int {
	cut := 0
	i := 0
	for i < len(toks) && toks[i].start < from {
		i++
	}
	for k := i; k+1 < len(toks) && k-i < 7; k++ {
		t, next := toks[k], toks[k+1]
		if t.barrier != 0 || !capitalised(t) && t.lower != "of" && t.lower != "and" {
			break
		}
		if v.isRoleWord(t) && capitalised(next) && !v.isRoleWord(next) && next.start == t.end+1 && rs[t.end] == ' ' {
			cut = next.start
		}
	}
	return cut
}

// nameNamedAgain is where the first sentence starts after the employer's line, found by the
// employer's name said again: a capitalised name (one to five words) that opens the text at
// from or follows a separator in its first 100 characters, named again within eight words
// ("Keystone Fabrication Inc. – Harrisburg, PA Keystone Fabrication Inc. is…", "SEO
// Specialist – Klarwerk Digital GmbH – Hamburg Klarwerk Digital GmbH is…"); 0 when none is.
func nameNamedAgain(rs []rune, toks []token, from int) int {
	var starts []int
	head := string(rs[from:min(len(rs), from+100)])
	starts = append(starts, from)
	for _, sep := range headerSeparators {
		for off := 0; ; {
			k := strings.Index(head[off:], sep)
			if k < 0 {
				break
			}
			off += k + len(sep)
			starts = append(starts, from+len([]rune(head[:off])))
		}
	}
	best := 0
	for _, s := range starts {
		i := 0
		for i < len(toks) && toks[i].start < s {
			i++
		}
		if i >= len(toks) || toks[i].start != s {
			continue
		}
		run := 0
		for i+run < len(toks) && run < 5 && capitalised(toks[i+run]) {
			run++
		}
		// The longest name that is named again: "Heathside Care Heathside Care supports…" is
		// a run of four capitalised words, the name the first two. One word is a name only when
		// it is the whole run ("Brightwave").
		for n := run; n >= 1 && (n >= 2 || run == 1); n-- {
			if at := namedAgainAt(toks, i, n); at > 0 {
				if best == 0 || at < best {
					best = at
				}
				break
			}
		}
	}
	return best
}

// namedAgainAt is where the n words at toks[i] are named again within eight words (before a
// question, an exclamation or a colon); 0 when they are not.
func namedAgainAt(toks []token, i, n int) int {
	words := 0
	for j := i + n; j+n <= len(toks) && words <= 8; j++ {
		t := toks[j]
		if t.barrier == '!' || t.barrier == '?' || t.barrier == ':' {
			break
		}
		if t.barrier == 0 {
			words++
		}
		if sameWords(toks[j:j+n], toks[i:i+n]) {
			return t.start
		}
	}
	return 0
}

// sameWords: the same words, in the same case.
func sameWords(a, b []token) bool {
	for k := range a {
		if a[k].barrier != 0 || a[k].surface != b[k].surface {
			return false
		}
	}
	return true
}

// headingAfterName is where a one-word heading starts that follows the employer's name under
// the title ("… Little Acorns Nursery Responsibilities Plan play…"); 0 when none does.
func (v *Vocabulary) headingAfterName(toks []token, from int) int {
	i := 0
	for i < len(toks) && toks[i].start < from {
		i++
	}
	if from == 0 {
		return 0 // no title before it: the name may be the title itself
	}
	for j := i; j+1 < len(toks) && toks[j].start-from < 60; j++ {
		t := toks[j]
		if !capitalised(t) && t.lower != "of" && t.lower != "and" {
			break
		}
		if j > i && capitalised(toks[j+1]) && v.heading(newPostingLine(t.surface)) != "" {
			return t.start
		}
	}
	return 0
}

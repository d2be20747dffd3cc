package match

import (
	"slices"
	"strings"
	"unicode"
)

// Lists in a line: markers run into the text ("… clients • 2+ years…", "… Essential functions:
// 1. Run… 2. Administer…"), items ended by semicolons, and the headings that sit between the
// items of a list that lost its line breaks (ADR 0030, 0061). web/src/features/match/engine/
// segment.ts implements the same rules.

// cutRunes splits rs before each offset (in any order, repeats ignored).
func cutRunes(rs []rune, at []int) []string {
	marks := make([]bool, len(rs)+1)
	for _, a := range at {
		if a > 0 && a < len(rs) {
			marks[a] = true
		}
	}
	var out []string
	start := 0
	for i := 1; i <= len(rs); i++ {
		if i == len(rs) || marks[i] {
			if s := strings.TrimSpace(string(rs[start:i])); s != "" {
				out = append(out, s)
			}
			start = i
		}
	}
	return out
}

const bulletRunes = "•▪◦●➢►✓✔■□"

// inlineBullets are the offsets of list markers inside a line: "•", "▪" (and the like) after a
// space, "*" between spaces, "1)" after a space, and "-" or "–" after a space when the line has
// two or more of them (one is a dash in a sentence).
func inlineBullets(rs []rune) []int {
	var at, dashes []int
	for i, r := range rs {
		spaced := i == 0 || rs[i-1] == ' '
		if !spaced {
			continue
		}
		next := rune(0)
		if i+1 < len(rs) {
			next = rs[i+1]
		}
		switch {
		case strings.ContainsRune(bulletRunes, r):
			at = append(at, i)
		case r == '*' && next == ' ':
			at = append(at, i)
		case r == '-' || r == '–':
			if next == ' ' || unicode.IsLetter(next) {
				dashes = append(dashes, i)
			}
		case r >= '0' && r <= '9':
			j := i
			for j < len(rs) && j-i < 2 && rs[j] >= '0' && rs[j] <= '9' {
				j++
			}
			if j < len(rs) && rs[j] == ')' && j+1 < len(rs) && (rs[j+1] == ' ' || unicode.IsUpper(rs[j+1])) {
				at = append(at, i)
			}
		}
	}
	if len(dashes) >= 2 {
		at = append(at, dashes...)
	}
	return append(at, numberedItems(rs)...)
}

// numberedItems are the offsets of a numbered list run into the text ("… Essential functions:
// 1. Run new hire onboarding 2. Administer benefits…"): "1. " and a capital after a space, then
// "2. ", "3. "… in order. A lone number and full stop ends a sentence ("… at Level 3. Then…").
func numberedItems(rs []rune) []int {
	var at []int
	want := 1
	for i := range rs {
		if i > 0 && rs[i-1] != ' ' {
			continue
		}
		n, j := 0, i
		for j < len(rs) && j-i < 2 && rs[j] >= '0' && rs[j] <= '9' {
			n = n*10 + int(rs[j]-'0')
			j++
		}
		if j == i || n != want || j+2 >= len(rs) || rs[j] != '.' || rs[j+1] != ' ' || !unicode.IsUpper(rs[j+2]) {
			continue
		}
		at = append(at, i)
		want++
	}
	if len(at) < 2 {
		return nil
	}
	return at
}

// itemsAfterSemicolons are the offsets of the items of a list that ends each item with a
// semicolon and lost its line breaks ("… for the toddler room; Follow the nursery's
// safeguarding policy; Share daily updates…"): a capitalised word after a semicolon, when two
// or more are.
// Typed, each item is a line of its own, read on its own: one boilerplate item ("Other duties
// as assigned.") must not drop the sentence the whole list would otherwise make.
func itemsAfterSemicolons(toks []token) []int {
	var at []int
	for k := 1; k < len(toks); k++ {
		if toks[k-1].barrier == ';' && capitalised(toks[k]) {
			at = append(at, toks[k].start)
		}
	}
	if len(at) < 2 {
		return nil // "BSN required; MSN preferred" is one item
	}
	return at
}

// outsideMarkers drops the cuts that fall between a list marker and its item's first word
// ("- Design packaging…" is cut at the dash, and a run-on item found at "Design" would
// separate the item from its marker, and the item would no longer read as a list item).
func outsideMarkers(rs []rune, at, bullets []int) []int {
	inside := map[int]bool{}
	for _, b := range bullets {
		j := b + 1
		if !strings.ContainsRune(bulletRunes+"-–*", rs[b]) {
			for j < len(rs) && rs[j] != ' ' {
				j++ // "12)"
			}
		}
		for j < len(rs) && rs[j] == ' ' {
			j++
		}
		for k := b + 1; k <= j; k++ {
			inside[k] = true
		}
	}
	var out []int
	for _, a := range at {
		if !inside[a] || slices.Contains(bullets, a) {
			out = append(out, a)
		}
	}
	return out
}

// headingsBeforeItems are the offsets of headings that a list lost its line breaks around:
// the last words before a list marker, when they are a heading ("… Present concepts to
// clients Requirements - 2+ years…", "… Agile and Scrum Preferred - Cypress…", "… grocery
// brands. What you'll do - Design…"). Typed, the heading has a line of its own; run in, it
// ends the item before it. A one-word heading after a skill's name ("Microsoft Office Skills")
// or ending an item in title case ("• Working Together • Personal Responsibility •") is
// part of the item (after a name that no marker opens, "Brightdesk Requirements", it is not);
// a marker that ends two items or more ("… degree Required - … licence Required") labels each.
func (v *Vocabulary) headingsBeforeItems(rs []rune, toks []token, bullets []int) []int {
	before := func(b int) int { // the number of tokens before offset b
		k := 0
		for k < len(toks) && toks[k].start < b {
			k++
		}
		return k
	}
	ends := map[string]int{}
	for _, b := range bullets {
		if k := before(b); k > 0 && toks[k-1].barrier == 0 {
			ends[toks[k-1].lower]++
		}
	}
	var at []int
	for _, b := range bullets {
		k := before(b)
		if k < len(toks) && (rs[b] == '-' || rs[b] == '–') && rs[b+1] == ' ' && unicode.IsLower([]rune(toks[k].surface)[0]) {
			continue // "Further information - by applying…": a dash in a sentence, not a list after a heading
		}
		best := -1
		for s := k - 1; s >= 1 && k-s <= 6 && toks[s].barrier == 0; s-- {
			if !capitalised(toks[s]) || v.headings.longestAt(toks, s) == nil && !v.headingFillers[toks[s].lower] && !v.itemEnds[toks[s].lower] {
				continue // a heading starts with a heading's word or filler, not "System Desirable Criteria"
			}
			if v.heading(newPostingLine(string(rs[toks[s].start:b]))) != "" {
				best = s
			}
		}
		if best < 1 || toks[best-1].barrier == ':' {
			continue
		}
		if k-best == 1 {
			w, prev := toks[best], toks[best-1]
			marker := v.markers[ctxRequired].longestAt(toks, best) != nil || v.markers[ctxPreferred].longestAt(toks, best) != nil
			if marker && ends[w.lower] >= 2 || !marker && capitalised(prev) && (v.endsSkill(toks, best-1) || titleCaseItem(toks, bullets, best)) {
				continue
			}
		}
		at = append(at, toks[best].start)
	}
	return at
}

// titleCaseItem reports whether the words before token k, back to the list marker before them,
// are all capitalised (or "and", "of"): an item in title case ("• Taking Responsibility").
func titleCaseItem(toks []token, bullets []int, k int) bool {
	from := -1
	for _, b := range bullets {
		if b < toks[k].start {
			from = max(from, b)
		}
	}
	if from < 0 {
		return false
	}
	for j := k - 1; j >= 0 && toks[j].start > from; j-- {
		if t := toks[j]; t.barrier != 0 || !capitalised(t) && t.lower != "and" && t.lower != "of" {
			return false
		}
	}
	return true
}

// endsSkill reports whether one of the vocabulary's skills ends at token k ("Microsoft Office").
func (v *Vocabulary) endsSkill(toks []token, k int) bool {
	for j := max(0, k-4); j <= k; j++ {
		if p := v.skillPhrases.longestAt(toks, j); p != nil && j+len(p.keys) == k+1 {
			return true
		}
	}
	return false
}

// outsideBrackets drops the cuts that fall inside brackets: "(Autumn: Sep – Dec; Spring: Jan –
// Mar)" is a detail of one item, and its dashes and semicolons do not make a list. A bracket
// left open cuts nothing out, so that a stray "(" cannot merge a whole paragraph.
func outsideBrackets(rs []rune, at []int) []int {
	depth := make([]int, len(rs)+1)
	d := 0
	for i, r := range rs {
		depth[i] = d
		switch r {
		case '(':
			d++
		case ')':
			d = max(d-1, 0)
		}
	}
	if d != 0 {
		return at
	}
	var out []int
	for _, a := range at {
		if a < 0 || a >= len(rs) || depth[a] == 0 {
			out = append(out, a)
		}
	}
	return out
}

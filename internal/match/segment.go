package match

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// Postings arrive in many shapes: typed with a line per item, copied from a careers page with
// its HTML, pasted from an email with every line break gone, or hard-wrapped at 80 columns.
// This file turns each of them into the same segments — a heading, an item, a paragraph — so
// that a one-paragraph posting is read like the same posting with its line breaks (ADR 0030).
// web/src/features/match/engine/segment.ts implements the same rules.

var (
	htmlComment = regexp.MustCompile(`<!--[\s\S]*?-->`)
	htmlBreak   = regexp.MustCompile(`(?i)<\s*(?:br|hr|/p|/div|/h[1-6]|/tr|/ul|/ol|/li|/section|/article)\s*/?\s*>`)
	htmlItem    = regexp.MustCompile(`(?i)<\s*li(?:\s[^<>]*)?>`)
	htmlTag     = regexp.MustCompile(`<\s*/?\s*[A-Za-z][A-Za-z0-9]*(?:\s[^<>]*)?/?\s*>`)
	htmlEntity  = regexp.MustCompile(`&(?:#[0-9]{1,7}|#[xX][0-9A-Fa-f]{1,6}|[A-Za-z]{2,8});`)
	// boldSpan is Markdown bold or HTML-to-text emphasis around a heading or a title.
	boldSpan = regexp.MustCompile(`\*\*([^*\n]{1,100}?)\*\*|__([^_\n]{1,100}?)__`)
)

var namedEntities = map[string]string{
	"amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": "\u00a0", "ndash": "–", "mdash": "—",
	"bull": "•", "middot": "·", "hellip": "…", "rsquo": "’", "lsquo": "‘", "rdquo": "”", "ldquo": "“",
	"pound": "£", "euro": "€", "copy": "©", "reg": "®", "trade": "™",
}

// cleanPasted removes what copying a web page leaves behind: comments, tags (block tags
// become line breaks, list items bullets) and character entities.
func cleanPasted(s string) string {
	if !strings.ContainsAny(s, "<&") {
		return s
	}
	s = htmlComment.ReplaceAllString(s, "\n")
	s = htmlItem.ReplaceAllString(s, "\n• ")
	s = htmlBreak.ReplaceAllString(s, "\n")
	s = htmlTag.ReplaceAllString(s, " ")
	return htmlEntity.ReplaceAllStringFunc(s, func(e string) string {
		name := e[1 : len(e)-1]
		if name[0] != '#' {
			if r, ok := namedEntities[lowerString(name)]; ok {
				return r
			}
			return e
		}
		var n int64
		var err error
		if name[1] == 'x' || name[1] == 'X' {
			n, err = strconv.ParseInt(name[2:], 16, 32)
		} else {
			n, err = strconv.ParseInt(name[1:], 10, 32)
		}
		if err != nil || n < 1 || n > 0x10FFFF || n >= 0xD800 && n <= 0xDFFF {
			return e
		}
		return string(rune(n))
	})
}

// joinWrapped rejoins a paragraph that was hard-wrapped: a long line that does not end a
// sentence, followed by one that starts in lower case or with a parenthesis, or after a
// line that ends on a joining word ("and", "with", a comma).
func (v *Vocabulary) joinWrapped(raw []string) []string {
	var out []string
	joinable := false
	for _, r := range raw {
		l := strings.TrimSpace(r)
		if l == "" {
			out = append(out, "")
			joinable = false
			continue
		}
		if joinable && !listMarker.MatchString(l) {
			prev := out[len(out)-1]
			first := []rune(l)[0]
			words := strings.Fields(prev)
			lastWord := lowerString(words[len(words)-1])
			if unicode.IsLower(first) || first == '(' || strings.HasSuffix(prev, ",") || v.joinWords[lastWord] {
				out[len(out)-1] = prev + " " + l
				rs := []rune(l)
				joinable = !strings.ContainsRune(".:;!?", rs[len(rs)-1])
				continue
			}
		}
		out = append(out, l)
		rs := []rune(l)
		joinable = len(rs) >= 60 && !strings.ContainsRune(".:;!?", rs[len(rs)-1])
	}
	return out
}

// splitPosting cuts a posting into segments (see postingLine) and returns, too, the first
// bold text that reads as a job title ("The **Maintenance Technician** will…").
func (v *Vocabulary) splitPosting(text string) ([]postingLine, string) {
	var out []postingLine
	boldRole := ""
	text = normalise(text)
	if cleaned := cleanPasted(text); cleaned != text {
		text = normalise(cleaned) // entities may stand for spaces and quotes
	}
	for _, raw := range v.joinWrapped(strings.Split(text, "\n")) {
		l := strings.TrimSpace(strings.TrimLeft(raw, "#"))
		if l == "" {
			continue
		}
		parts := []string{l}
		if len(out) == 0 {
			parts = v.splitHeader(l)
		}
		first := true
		for _, part := range parts {
			for _, piece := range v.splitBold(part, &boldRole) {
				for _, seg := range v.splitPiece(piece) {
					pl := newPostingLine(seg)
					if pl.text == "" {
						continue
					}
					pl.cont = !first
					first = false
					out = append(out, pl)
				}
			}
		}
	}
	return out, boldRole
}

// newPostingLine strips a segment's list marker and the emphasis left in it.
func newPostingLine(s string) postingLine {
	l := strings.TrimSpace(strings.ReplaceAll(strings.ReplaceAll(s, "**", ""), "__", ""))
	bulleted := false
	for {
		m := listMarker.FindString(l)
		if m == "" {
			break
		}
		l, bulleted = strings.TrimSpace(l[len(m):]), true
	}
	rs := []rune(l)
	return postingLine{text: l, runes: rs, toks: tokenize(l), bulleted: bulleted}
}

// splitBold cuts a line around bold text that is a heading ("… the company as a whole.
// **Duties and Responsibilities** * Set up…"), and notes the first bold job title.
func (v *Vocabulary) splitBold(l string, boldRole *string) []string {
	var pieces []string
	prev := 0
	for _, m := range boldSpan.FindAllStringSubmatchIndex(l, -1) {
		inner := ""
		if m[2] >= 0 {
			inner = l[m[2]:m[3]]
		} else {
			inner = l[m[4]:m[5]]
		}
		inner = strings.TrimSpace(inner)
		pl := newPostingLine(inner)
		if v.heading(pl) != "" {
			pieces = append(pieces, l[prev:m[0]], inner)
			prev = m[1]
			continue
		}
		if *boldRole == "" && v.isTitle(pl) {
			*boldRole = pl.text
		}
	}
	return append(pieces, l[prev:])
}

// isTitle reports whether a segment is a job title and nothing else: up to seven words, no
// sentence's punctuation, the last a role word ("IT Help Desk/Support Specialist").
func (v *Vocabulary) isTitle(l postingLine) bool {
	n := len(l.toks)
	if n == 0 || n > 7 || !v.isRoleWord(l.toks[n-1]) {
		return false
	}
	for _, t := range l.toks {
		if t.barrier != 0 {
			return false
		}
	}
	return true
}

// splitPiece cuts a piece of a line into segments: at bullets and numbered items run into the
// text and after the semicolons that end items (in a long line), before a heading run into the
// text ("… faculty Qualifications: High school…", "… to clients Requirements • 2+ years…"), and
// where a list lost its line breaks (a long stretch without punctuation in which a capitalised
// word follows a lower-case one: "… pre-service training Develops relationships…"); never
// between a list marker and its item.
func (v *Vocabulary) splitPiece(piece string) []string {
	rs := []rune(strings.TrimSpace(piece))
	if len(rs) == 0 {
		return nil
	}
	var bullets []int
	if len(rs) > 100 {
		bullets = inlineBullets(rs)
	}
	toks := tokenize(string(rs))
	at := append([]int{}, bullets...)
	if len(rs) > 100 {
		at = append(at, itemsAfterSemicolons(toks)...)
	}
	at = append(at, v.runInHeadings(toks)...)
	if len(rs) > 100 {
		at = append(at, v.titledHeadings(toks)...)
		at = append(at, v.headingsBeforeItems(rs, toks, bullets)...)
	}
	at = append(at, v.runOnItems(toks)...)
	at = append(at, v.offerCuts(toks)...)
	return cutRunes(rs, outsideBrackets(rs, outsideMarkers(rs, at, bullets)))
}

// runInHeadings are the offsets of headings and labels run into the text before a colon ("…
// needed. Responsibilities: Provide…", "… children What We Offer: Competitive…", "… Position:
// Teacher Location: Remote"): the longest run of heading words and fillers, or a label,
// capitalised, right before the colon, with words before it.
func (v *Vocabulary) runInHeadings(toks []token) []int {
	var at []int
	for k, t := range toks {
		if t.barrier != ':' {
			continue
		}
		best := -1
		for s := k - 1; s >= 0 && k-s <= 6 && toks[s].barrier == 0; s-- {
			if p := v.fieldLabels.longestAt(toks, s); p != nil && len(p.keys) == k-s && (capitalised(toks[s]) || len(p.keys) > 1) {
				best = s
				break // "About the job Position:": the label, not a heading that runs into it
			}
			if !capitalised(toks[s]) {
				continue
			}
			kind, covered := v.headingKind(toks[s:k])
			if kind == "" {
				continue
			}
			fillers := 0
			for _, u := range toks[s:k] {
				if v.headingFillers[u.lower] {
					fillers++
				}
			}
			if covered+fillers >= k-s {
				best = s
			}
		}
		if best < 0 {
			// A heading worded as a sentence is cut from the text after it as well: it reads as
			// a heading line, where a short label would read as one inline (inlineLabel).
			if best = v.sentenceHeading(toks, k); best > 0 && k+1 < len(toks) {
				at = append(at, toks[k+1].start)
			}
		}
		if best > 0 && toks[best-1].barrier != ':' {
			at = append(at, toks[best].start)
		}
	}
	return at
}

// sentenceHeading is where a heading worded as a question starts, run into the text after
// the sentence before it: "… within their division. What experience and education is needed
// for this role: Bachelor's…", as it reads typed on its own line. Up to twelve words, opening
// with a question word, with heading words among them; -1 when none. A sentence before a colon
// is no heading ("We need a Site Joiner for first and second fix work: roofs, …").
func (v *Vocabulary) sentenceHeading(toks []token, colon int) int {
	for s := colon - 1; s > 0 && colon-s <= 12 && toks[s].barrier == 0; s-- {
		if b := toks[s-1].barrier; (b == '.' || b == '!' || b == '?') && capitalised(toks[s]) {
			if !questionWords[toks[s].lower] {
				return -1
			}
			if kind, _ := v.headingKind(toks[s:colon]); kind != "" {
				return s
			}
			return -1
		}
	}
	return -1
}

// titledHeadings are the offsets of headings of two words or more, in title case, run into a
// long text without a colon ("… not essential. Essential Criteria • GCSE maths…", "… following
// site rules Person Specification Assessed at interview…", "… Car Insurance Other Duties Please…"),
// and of the text after them when it starts with a capital or a number.
func (v *Vocabulary) titledHeadings(toks []token) []int {
	var at []int
	for s := 0; s < len(toks); s++ {
		if !capitalised(toks[s]) {
			continue
		}
		lead := s // "… Business Car Insurance Other Duties Please read…"
		for lead > 0 && capitalised(toks[lead-1]) && v.headingFillers[toks[lead-1].lower] {
			lead--
		}
		prev := token{barrier: '.'}
		if lead > 0 {
			prev = toks[lead-1]
		}
		afterName := false
		switch {
		case prev.barrier == ')' || prev.barrier == '.' || prev.barrier == '!' || prev.barrier == '?':
		case prev.barrier == 0 && unicode.IsLower([]rune(prev.surface)[0]) && len([]rune(prev.lower)) > 1:
			// not the "s" of "Driver's License"
		case capitalised(prev):
			// "… Business Car Insurance Other Duties Please read…", "… Start Date:
			// Flexible Who We Are Northwind…": after a title-case item, only a heading of two words
			// or more, with a capital after it.
			afterName = true
		default:
			continue
		}
		e := s
		if p := v.headings.longestAt(toks, s); p != nil {
			e = s + len(p.keys)
		} else if m := v.markerHeadingEnd(toks, s); m > 0 {
			e = m // "Required Education And Experience", "Desirable Criteria"
		} else {
			continue
		}
		for j := e; j < len(toks) && capitalised(toks[j]); {
			// "Job Summary And Qualifications"
			if q := v.headings.longestAt(toks, j); q != nil {
				j += len(q.keys)
				e = j
			} else if v.headingFillers[toks[j].lower] {
				j++
			} else {
				break
			}
		}
		if e-lead == 1 && (e >= len(toks) || !capitalised(toks[e]) || prev.barrier == ')' || v.joinWords[prev.lower] ||
			v.markers[ctxRequired].longestAt(toks, s) != nil || v.markers[ctxPreferred].longestAt(toks, s) != nil) {
			// One word is a heading only before a capital, and not when it ends the item
			// before it ("… or teaching Preferred Currently certified…"): "… good spelling
			// Benefits We offer…". A marker word that more heading words follow opens a
			// heading ("… in a related subject Preferred Education And Experience 3 years…").
			continue
		}
		if afterName && (e-lead < 2 || e >= len(toks) || !capitalised(toks[e])) {
			continue
		}
		titled := true
		for _, t := range toks[lead:e] {
			if !capitalised(t) && !v.headingFillers[t.lower] {
				titled = false
			}
		}
		if titled {
			at = append(at, toks[lead].start)
			if e < len(toks) && (capitalised(toks[e]) || isDigits(toks[e].lower)) {
				// "… Who We Are Northwind Learning is…", "… Experience 2 years of…"
				at = append(at, toks[e].start)
			}
		}
	}
	return at
}

// runOnItems are the offsets where a list lost its line breaks: inside a stretch of more than
// 30 words without a sentence's punctuation, a capitalised word (not an acronym, a name's first
// word or a skill) that follows a lower-case word other than a joining one, or follows a word
// that ends an item ("Required", "Preferred").
func (v *Vocabulary) runOnItems(toks []token) []int {
	var at []int
	start := 0
	for i := 0; i <= len(toks); i++ {
		if i < len(toks) && !(toks[i].barrier != 0 && strings.ContainsRune(".!?;:", toks[i].barrier)) {
			continue
		}
		if wordCount(toks[start:i]) > 30 {
			for k := start + 1; k+1 < i; k++ {
				w, prev, next := toks[k], toks[k-1], toks[k+1]
				if (capitalised(w) || isDigits(w.lower) && capitalised(prev)) && prev.barrier == 0 && v.itemEnds[prev.lower] {
					// "… in Accounting Required Master's Degree…", "… Preferred 2+ years of…"
					if v.markerHeadingEnd(toks, k-1) == 0 {
						at = append(at, w.start)
					}
					continue
				}
				if capitalised(w) && prev.barrier == 0 && unicode.IsLower([]rune(prev.surface)[0]) && !v.joinWords[prev.lower] && nameOpensSentence(toks[k:i]) {
					at = append(at, w.start) // "… 75% of the time HealthTrust Supply Chain is a critical part…"
					continue
				}
				if !capitalised(w) || isAllCaps(w.surface) || next.barrier != 0 || capitalised(next) || isDigits(next.lower) {
					continue
				}
				if prev.barrier != ')' && (prev.barrier != 0 || !unicode.IsLower([]rune(prev.surface)[0]) || v.joinWords[prev.lower]) {
					continue
				}
				if v.skillPhrases.longestAt(toks, k) != nil {
					continue
				}
				at = append(at, w.start)
			}
		}
		start = i + 1
	}
	return at
}

// nameOpensSentence reports a name of up to four capitalised words that opens a sentence
// about itself ("HealthTrust Supply Chain is a critical part of…"), run on from an item that
// lost its line break: an ask never goes on so ("Google Sheets is essential" has no article).
func nameOpensSentence(toks []token) bool {
	n := 0
	for n < len(toks) && n < 4 && toks[n].barrier == 0 && capitalised(toks[n]) {
		n++
	}
	if n == 0 || n+1 >= len(toks) || toks[n].barrier != 0 || toks[n+1].barrier != 0 {
		return false
	}
	verb, next := toks[n].lower, toks[n+1].lower
	return (verb == "is" || verb == "are" || verb == "has") && (next == "a" || next == "an" || next == "the" || next == "been")
}

// markerHeadingEnd is where a heading ends that a word ending an item ("Required",
// "Desirable") opens instead, capitalised, before heading words in title case: two or more
// ("Required Education And Experience") or only fillers ("Desirable Criteria"); 0 when the
// word ends an item ("… degree Required Experience with Excel…").
func (v *Vocabulary) markerHeadingEnd(toks []token, s int) int {
	if !capitalised(toks[s]) || !v.itemEnds[toks[s].lower] {
		return 0
	}
	e, words := s+1, 0
	for e < len(toks) && e-s <= 4 && capitalised(toks[e]) {
		if p := v.headings.longestAt(toks, e); p != nil && titled(v, toks[e:e+len(p.keys)]) {
			e += len(p.keys)
			words += len(p.keys)
		} else if v.headingFillers[toks[e].lower] {
			e++
		} else {
			break
		}
	}
	if words >= 2 || words == 0 && e > s+1 && !nameGoesOn(toks, e) {
		return e
	}
	return 0
}

// questionWords open a heading worded as a question: "What you'll need:", "Who you are:".
var questionWords = map[string]bool{"what": true, "who": true, "how": true, "which": true, "why": true, "where": true}

// nameGoesOn reports a capitalised word after a heading's fillers, which makes them the first
// words of a name: "… Required Basic Life Saving (BLS)" is an item, "Basic" its first word.
func nameGoesOn(toks []token, e int) bool {
	return e < len(toks) && toks[e].barrier == 0 && capitalised(toks[e])
}

// titled: every word capitalised, or a heading's filler ("Education and Experience").
func titled(v *Vocabulary, toks []token) bool {
	for _, t := range toks {
		if !capitalised(t) && !v.headingFillers[t.lower] {
			return false
		}
	}
	return true
}

// isAllCaps: an acronym ("NMC", "CDL"), which runs on inside sentences.
func isAllCaps(s string) bool {
	for _, r := range s {
		if unicode.IsLower(r) {
			return false
		}
	}
	return true
}

// offerLeadIn is a sentence that leads into the employer's list of what it gives ("We value our
// bank staff, and in return for your flexibility we can offer you the following:"): a heading of
// benefits however long, so that the list after it is not read under the heading before it (a
// list of nice-to-haves, say). It speaks as the employer ("we", "our") and names an offer or a
// benefit.
func (v *Vocabulary) offerLeadIn(l postingLine, words int) bool {
	if l.bulleted || words <= 8 || words > 30 || !strings.HasSuffix(l.text, ":") || !v.markers[ctxBenefits].contains(l.toks) {
		return false
	}
	for _, t := range l.toks {
		if t.lower == "we" || t.lower == "our" {
			return true
		}
	}
	return false
}

package resume

import (
	"regexp"
	"strings"
)

// ---- Segments ----

// segment is a part of a header line between separators.
type segment struct {
	line       int // which header line
	from, to   int // bytes in that line (after its date was cut)
	text       string
	roleHint   bool // stood before "at" / "@"
	orgHint    bool // stood after "at" / "@", or before an employment type
	paren      bool // was in parentheses of its own
	leftOfFrom bool // stood before "from"
}

var segmentSep = regexp.MustCompile(`\s+[-–—]\s+|[–—]|\s*[|·•]\s*|\s*[,،、，]\s*|:\s+|\s*;\s+|\s+@\s*`)

// splitAt splits a line at its separators, outside brackets.
func splitAt(s string) []segment {
	masked := []byte(s)
	depth := 0
	for i := 0; i < len(masked); i++ {
		switch masked[i] {
		case '(', '[':
			depth++
		case ')', ']':
			if depth > 0 {
				depth--
				continue
			}
		}
		if depth > 0 && masked[i] != '(' && masked[i] != '[' {
			masked[i] = 'x'
		}
	}
	var out []segment
	add := func(from, to int) {
		raw := s[from:to]
		t := tidy(raw)
		if t == "" {
			return
		}
		off := strings.Index(raw, t)
		if off < 0 {
			out = append(out, segment{from: from, to: to, text: t})
			return
		}
		out = append(out, segment{from: from + off, to: from + off + len(t), text: t})
	}
	at := 0
	for _, m := range segmentSep.FindAllIndex(masked, -1) {
		// "Omnious Co., Ltd.", "Acme, Inc.": a comma before a legal suffix does not part the name.
		if sep := s[m[0]:m[1]]; strings.TrimSpace(sep) == "," && legalSuffix.MatchString(s[m[1]:]) {
			continue
		}
		// "rn, er - st. mary's": a hospital unit after a comma is the role's, not a name.
		if sep := s[m[0]:m[1]]; strings.TrimSpace(sep) == "," && careUnit.MatchString(s[m[1]:]) {
			continue
		}
		add(at, m[0])
		at = m[1]
	}
	add(at, len(s))
	return out
}

// careUnit is a hospital unit named after a nurse's title, up to the next separator.
var careUnit = regexp.MustCompile(`^(?i:er|ed|icu|micu|sicu|nicu|picu|pacu|or|l&d|tele|telemetry|med-surg|med surg|step-down|stepdown|oncology|cardiac|ortho|peds|psych|rehab)(?:$|\s+[-–—|@]|,)`)

// legalSuffix: "Inc.", "Ltd", "Co." (with its full stop: "CO" is Colorado), "S.A.".
var legalSuffix = regexp.MustCompile(`^(?:(?i:inc|ltd|llc|llp|plc|gmbh|corp|pty\.? ltd|pvt\.? ltd)\.?|Co\.|S\.A\.|S\.r\.l\.)(?:$|[\s,|·•;)])`)

// splitWord splits a segment at " at " (or " from ") when the words before it name a role
// (or a degree): "Senior Engineer at Acme". "University of Texas at Austin" stays whole.
func splitWord(sg segment, word string, left func(string) bool) []segment {
	low := strings.ToLower(sg.text)
	i := strings.Index(low, " "+word+" ")
	if i <= 0 || !left(sg.text[:i]) {
		return []segment{sg}
	}
	a, b := sg, sg
	a.text, a.to = strings.TrimSpace(sg.text[:i]), sg.from+i
	b.from = sg.from + i + len(word) + 2
	b.text = strings.TrimSpace(sg.text[i+len(word)+2:])
	if b.text == "" {
		return []segment{sg}
	}
	return []segment{a, b}
}

// parenPlace splits "Google (Mountain View, CA)" into the name and the place, when the
// brackets hold a place and close the segment.
func parenPlace(sg segment) (segment, segment, bool) {
	t := sg.text
	if !strings.HasSuffix(t, ")") {
		return sg, sg, false
	}
	open := strings.LastIndex(t, "(")
	if open < 0 {
		return sg, sg, false
	}
	inner := strings.TrimSpace(t[open+1 : len(t)-1])
	parts := strings.Split(inner, ",")
	ok := isRemote(inner) || isCountry(inner)
	if !ok && len(parts) >= 2 {
		ok = true
		for _, p := range parts {
			ok = ok && placeish(p)
		}
	}
	if !ok {
		return sg, sg, false
	}
	name, place := sg, sg
	name.text, name.to = strings.TrimSpace(t[:open]), sg.from+len(strings.TrimRight(t[:open], " "))
	place.text, place.from, place.to, place.paren = inner, sg.from+open+1+strings.Index(t[open+1:], inner), sg.from+open+1+strings.Index(t[open+1:], inner)+len(inner), true
	return name, place, true
}

// joinSegments writes segments as typed: the text between them on one line, " · " between lines.
func joinSegments(lines []string, segs []segment) string {
	var parts []string
	for i := 0; i < len(segs); {
		j := i
		for j+1 < len(segs) && segs[j+1].line == segs[i].line && segs[j+1].from >= segs[j].to && !segs[j+1].paren && !segs[i].paren {
			j++
		}
		if segs[i].paren || j == i {
			parts = append(parts, segs[i].text)
		} else {
			parts = append(parts, tidy(lines[segs[i].line][segs[i].from:segs[j].to]))
		}
		i = j + 1
	}
	return strings.Join(parts, " · ")
}

package resume

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// The resume parser: what people type and paste into Experience, Projects, Education and
// Certifications, read into the preview model. Its one rule is that the user's words are the
// facts: a word goes into the field it names or stays, whole and in order, in the text that
// shows the entry as typed. Nothing is dropped but separators ("—", "|", "at", "from", "to")
// and list markers, and nothing is invented. The rules are recorded in ADR 0014; the corpus
// in testdata/resume_corpus.json holds the formats it reads.

// ---- Dates ----

const (
	monthRE  = `(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?`
	seasonRE = `(?:spring|summer|fall|autumn|winter)`
	yearRE   = `(?:19|20)\d{2}`
	pointRE  = `(?:` + monthRE + `\s*(?:\d{1,2},?\s+)?` + yearRE + `|` + monthRE + `\s*'\d{2}|` + seasonRE + `\s+` + yearRE +
		`|q[1-4]\s+` + yearRE + `|\d{1,2}/` + yearRE + `|` + yearRE + `[-/.](?:1[0-2]|0?[1-9])|(?:1[0-2]|0?[1-9])[.-]` + yearRE + `|` + yearRE + `)`
	endRE = `(?:` + pointRE + `|present|current(?:ly)?|now|today|ongoing|date)`
)

var (
	dateRangeRE  = regexp.MustCompile(`(?i)(?:\b(from|since|between)\s+)?\b(` + pointRE + `)(?:\s*[-–—~]\s*|\s+(?:to|until|till|through|thru|and)\s+)(` + endRE + `)\b`)
	singleDateRE = regexp.MustCompile(`(?i)(?:\b(class of|expected|graduated|grad\.?|since|from|started|in)\s+)?\b(` + pointRE + `)\b`)
	// durationPattern is a length of stay as LinkedIn and people write it: "5 yrs 3 mos", "(2 years)".
	durationPattern = regexp.MustCompile(`(?i)^\(?(?:\d+\+?\s*(?:yrs?|years?|mos?|months?)(?:\s*,?\s*\d+\s*(?:mos?|months?))?|less than a year)\)?$`)
)

// span is a date found in a line: its bytes, and its parts as typed.
type span struct {
	from, to          int
	start, end, shown string
}

// separatorRunes stand between a header's parts.
const separatorRunes = ",،、，|—–-·•:;/()[]@"

// headerDate finds the date of a header line: a range, else a single date, that starts or
// ends the line or stands between separators ("Acme, 2019 – 2021", "(2018)", "2016-2019:"). A
// date inside a sentence ("Led the 2019 – 2021 migration", "Launched v2 in 2021") is not one.
func headerDate(line string) (span, bool) {
	if !hasYear(line) {
		return span{}, false // every date form has a year: most bullets are done here
	}
	for _, m := range dateRangeRE.FindAllStringSubmatchIndex(line, -1) {
		if delimited(line, m[0], m[1], m[2] >= 0, true) {
			d := span{from: m[0], to: m[1], start: line[m[4]:m[5]], end: line[m[6]:m[7]]}
			d.shown = d.start + " – " + d.end
			if m[2] >= 0 && strings.EqualFold(line[m[2]:m[3]], "since") {
				d.shown = line[m[2]:m[3]] + " " + d.shown
			}
			return d, true
		}
	}
	all := singleDateRE.FindAllStringSubmatchIndex(line, -1)
	for i := len(all) - 1; i >= 0; i-- { // the last single date: "Acme (2012), Berlin 2019" is 2019
		m := all[i]
		prefix := ""
		if m[2] >= 0 {
			prefix = strings.ToLower(line[m[2]:m[3]])
		}
		if prefix == "in" { // "in 2021" is a sentence's
			continue
		}
		if delimited(line, m[0], m[1], prefix != "", false) {
			d := span{from: m[0], to: m[1], start: line[m[4]:m[5]]}
			d.shown = d.start
			if prefix != "" && prefix != "from" {
				d.shown = line[m[2]:m[3]] + " " + d.start
			}
			return d, true
		}
	}
	return span{}, false
}

// hasYear reports whether s holds four digits starting 19 or 20.
func hasYear(s string) bool {
	for i := 0; i+4 <= len(s); i++ {
		if (s[i] == '1' && s[i+1] == '9' || s[i] == '2' && s[i+1] == '0') && isDigit(s[i+2]) && isDigit(s[i+3]) {
			return true
		}
	}
	return false
}

func isDigit(b byte) bool { return b >= '0' && b <= '9' }

// delimited reports whether line[from:to] stands apart from the words around it.
func delimited(line string, from, to int, prefixed, isRange bool) bool {
	// Go's \b knows only ASCII: "Գ2000" must not give up its year.
	if r, _ := utf8.DecodeLastRuneInString(line[:from]); unicode.IsLetter(r) || unicode.IsDigit(r) {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(line[to:]); unicode.IsLetter(r) || unicode.IsDigit(r) {
		return false
	}
	before := strings.TrimRightFunc(line[:from], unicode.IsSpace)
	after := strings.TrimLeftFunc(line[to:], unicode.IsSpace)
	last, _ := utf8.DecodeLastRuneInString(before)
	next, _ := utf8.DecodeRuneInString(after)
	startsLine := strings.TrimFunc(before, isSeparator) == ""
	endsLine := strings.TrimFunc(after, isSeparator) == ""
	sepBefore := before == "" || strings.ContainsRune(separatorRunes, last)
	sepAfter := after == "" || strings.ContainsRune(separatorRunes, next)
	switch {
	case startsLine && sepAfter, sepBefore && (sepAfter || isRange), prefixed && (sepAfter || endsLine):
		return true
	case endsLine && (isRange || before != "" && !unicode.IsLower(lastWordRune(before))):
		// "Engineer, Acme 2019 – 2021" and "Acme Corp 2019"; not "Grew revenue 40% in 2021".
		return true
	}
	return false
}

func lastWordRune(s string) rune {
	f := strings.Fields(s)
	if len(f) == 0 {
		return 0
	}
	r, _ := utf8.DecodeRuneInString(f[len(f)-1])
	return r
}

func isSeparator(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune(separatorRunes, r)
}

// cutDate returns line without its header date, a separator in its place.
func cutDate(line string) (string, span, bool) {
	d, ok := headerDate(line)
	if !ok {
		return line, d, false
	}
	before, after := strings.TrimRightFunc(line[:d.from], unicode.IsSpace), strings.TrimLeftFunc(line[d.to:], unicode.IsSpace)
	// "(2018)" and "[2019 – 2021]" go with their brackets.
	if strings.HasSuffix(before, "(") && strings.HasPrefix(after, ")") || strings.HasSuffix(before, "[") && strings.HasPrefix(after, "]") {
		before, after = before[:len(before)-1], after[1:]
	}
	before, after = tidy(before), tidy(after)
	if before == "" || after == "" {
		return before + after, d, true
	}
	return before + " | " + after, d, true
}

// tidy trims separators from both ends of s, and brackets that are left without their pair.
func tidy(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	for {
		t := strings.TrimFunc(s, func(r rune) bool {
			return unicode.IsSpace(r) || strings.ContainsRune(",،、，|—–-·•:;/@~", r)
		})
		t = strings.ReplaceAll(t, "()", "")
		if strings.HasSuffix(t, ")") && strings.Count(t, "(") < strings.Count(t, ")") {
			t = strings.TrimSuffix(t, ")")
		}
		if strings.HasPrefix(t, "(") && strings.Count(t, ")") < strings.Count(t, "(") {
			t = strings.TrimPrefix(t, "(")
		}
		if strings.HasSuffix(t, "(") {
			t = strings.TrimSuffix(t, "(")
		}
		if strings.HasPrefix(t, ")") {
			t = strings.TrimPrefix(t, ")")
		}
		t = strings.TrimSpace(t)
		if t == s {
			return s
		}
		s = t
	}
}

// ---- Lines and entries ----

// typedLine is one non-empty line of a section.
type typedLine struct {
	text   string // without its list marker
	marked bool   // it had one ("-", "•", "1.", …)
	blank  bool   // a blank line came before it
	dated  bool   // it holds a header date
}

func typedLines(s string) []typedLine {
	var out []typedLine
	blank := false
	for _, raw := range strings.Split(s, "\n") {
		l := strings.TrimSpace(raw)
		if l == "" {
			blank = true
			continue
		}
		text, marked := plaintext.StripBullet(l)
		out = append(out, typedLine{text: text, marked: marked, blank: blank, dated: isDated(text)})
		blank = false
	}
	return out
}

// entryLines are an entry's header lines and the lines under it.
type entryLines struct {
	head []string
	body []string
	// dated: the header holds a date; lastMarked: the last body line had a list marker.
	dated, lastMarked bool
}

func isDated(text string) bool {
	_, ok := headerDate(text)
	return ok
}

// dateOnly reports whether a line is only a date (and a length of stay).
func dateOnly(text string) bool {
	rest, _, ok := cutDate(text)
	if !ok {
		return false
	}
	for _, p := range splitAt(rest) {
		if !isEmployment(p.text) {
			return false
		}
	}
	return true
}

// titleLike reports whether a line could be part of a header rather than a sentence: short,
// not ending like a sentence, not opening with a lower-case word or a past-tense verb.
func titleLike(text string) bool {
	words := strings.Fields(text)
	if len(words) == 0 || len(words) > 12 || utf8.RuneCountInString(text) > 90 {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(text)
	first, _ := utf8.DecodeRuneInString(text)
	if strings.ContainsRune(".!?;", last) && !plaintext.EndsInAbbreviation(text) || unicode.IsLower(first) {
		return false
	}
	return len(words) == 1 || !verbLike(words[0])
}

// pastTense are irregular verbs resume bullets open with; a capitalised word ending in "-ed"
// counts too, unless it is one that names things ("United", "Registered Nurse").
var pastTense = phraseSet(`led built ran grew made won wrote drove taught set cut brought began kept sold took gave held oversaw spoke met
shipped rebuilt rewrote undertook underwent saw found fought put sent spent stood understood bought chose`)

var edNames = phraseSet(`united red allied advanced applied integrated associated distinguished licensed registered certified qualified accredited
chartered seed need speed feed breed reed shed fred ted ned bed med embedded automated connected limited unlimited talented trusted related based
dedicated experienced senior`)

func verbLike(word string) bool {
	w := strings.ToLower(strings.Trim(word, ",:;"))
	if pastTense[w] {
		return true
	}
	return utf8.RuneCountInString(w) >= 5 && strings.HasSuffix(w, "ed") && !edNames[w]
}

// placeLine reports whether a whole line names a place ("Berlin, Germany", "Remote",
// "San Francisco Bay Area", "London, England, United Kingdom · Hybrid").
func placeLine(text string) bool {
	t := strings.TrimSpace(strings.Trim(strings.TrimSpace(text), "()"))
	if t == "" || strings.ContainsFunc(t, unicode.IsDigit) {
		return false
	}
	parts := strings.FieldsFunc(t, func(r rune) bool { return r == ',' || r == '·' || r == '|' })
	if len(parts) > 4 {
		return false
	}
	for _, p := range parts {
		if !placeish(p) || isEmployment(p) {
			return false
		}
	}
	if len(parts) == 1 {
		p := strings.TrimSpace(parts[0])
		return isRemote(p) || isCountry(p) || strings.HasSuffix(p, " Area") || strings.HasSuffix(p, " Region") || strings.HasSuffix(p, " Metropolitan Area")
	}
	return true
}

// groupEntries splits a section into entries. An entry starts at the first line, after a
// blank line, or at a line that reads as a header; the lines after a header are its bullets,
// marked or not. With headers, a header may take two to four lines (LinkedIn's "Title" /
// "Company · Full-time" / "Sep 2019 - Present · 5 yrs 3 mos" / "Place").
func groupEntries(ls []typedLine, headers bool) []entryLines {
	var out []entryLines
	for i := 0; i < len(ls); {
		l := ls[i]
		var cur *entryLines
		if len(out) > 0 {
			cur = &out[len(out)-1]
		}
		if cur == nil || l.blank && !(l.marked && len(cur.body) == 0) || startsEntry(ls, i, cur, headers) {
			n := 1
			if headers {
				n = headerSize(ls, i)
			}
			e := entryLines{}
			for _, h := range ls[i : i+n] {
				e.head = append(e.head, h.text)
				e.dated = e.dated || h.dated
			}
			out = append(out, e)
			i += n
			continue
		}
		if !l.marked && cur.lastMarked && startsLower(l.text) && len(cur.body) > 0 {
			// A bullet that wrapped onto the next line (a PDF's copy).
			cur.body[len(cur.body)-1] += " " + l.text
		} else {
			cur.body = append(cur.body, l.text)
			cur.lastMarked = l.marked
		}
		i++
	}
	return out
}

func startsLower(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLower(r)
}

// startsEntry reports whether line i, inside an entry, begins the next one.
func startsEntry(ls []typedLine, i int, cur *entryLines, headers bool) bool {
	l := ls[i]
	next := func(j int) (typedLine, bool) {
		if j < len(ls) && !ls[j].blank {
			return ls[j], true
		}
		return typedLine{}, false
	}
	if l.marked {
		// A marked line is a bullet, unless it is a dated header after bullets.
		return headers && len(cur.body) > 0 && l.dated && titleLike(l.text)
	}
	if headers {
		if l.dated && titleLike(l.text) && (cur.dated || len(cur.body) > 0) {
			return true
		}
		if len(cur.body) > 0 && titleLike(l.text) {
			// "Role" / "Company" / "2019 – 2023": title lines and then a date line.
			for j := i + 1; j <= i+2; j++ {
				n, ok := next(j)
				if !ok || n.marked || !titleLike(n.text) {
					break
				}
				if n.dated {
					return true
				}
			}
		}
	}
	// After marked bullets, a plain title line with marked bullets under it is a header.
	if n, ok := next(i + 1); ok && cur.lastMarked && n.marked && titleLike(l.text) {
		return true
	}
	return false
}

// headerSize is how many lines, from i, the header takes.
func headerSize(ls []typedLine, i int) int {
	usable := func(j int) bool { return j < len(ls) && !ls[j].blank && !ls[j].marked }
	n := 1
	switch {
	case !ls[i].dated:
		for j := i + 1; j <= i+2 && usable(j) && titleLike(ls[j].text); j++ {
			if ls[j].dated {
				n = j - i + 1
				break
			}
		}
		if n == 1 && usable(i+1) && employmentLine(ls[i+1].text) {
			n = 2
		}
	case dateOnly(ls[i].text) && usable(i+1) && titleLike(ls[i+1].text) && !ls[i+1].dated:
		n = 2 // "2019 – 2023" / "Engineer, Acme"
	}
	if n < 4 && usable(i+n) && placeLine(ls[i+n].text) {
		n++
	}
	return n
}

// employmentLine reports whether a line carries an employment type ("Acme · Full-time").
func employmentLine(text string) bool {
	for _, p := range splitAt(text) {
		if isEmployment(p.text) {
			return true
		}
	}
	return false
}

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
		add(at, m[0])
		at = m[1]
	}
	add(at, len(s))
	return out
}

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

// ---- Experience ----

type segKind int

const (
	unknownSeg segKind = iota
	roleSeg
	orgSeg
)

// kindOf says whether a segment names a role, an organisation, or neither with confidence.
// A segment with words of both ("Tech Lead", "Bank Teller", "Design Studio") is what its last
// such word says.
func kindOf(sg segment) segKind {
	switch {
	case sg.roleHint:
		return roleSeg
	case sg.orgHint:
		return orgSeg
	}
	r := wordAt(sg.text, roleWords, roleScripts)
	o := max(wordAt(sg.text, orgWords, orgScripts), wordAt(sg.text, schoolWords, schoolScripts))
	if r >= 0 && o > r {
		// "Head of Engineering", "Ingeniera de Software": the role word governs what follows.
		keys, _ := tokens(sg.text)
		for _, k := range keys[r+1 : min(o, len(keys))] {
			if ofWords[k] {
				return roleSeg
			}
		}
	}
	switch {
	case r >= 0 && o >= 0 && r > o, r >= 0 && o < 0:
		return roleSeg
	case o >= 0:
		return orgSeg
	}
	return unknownSeg
}

// roleStrength is 2 when a role word ends the segment or governs the rest ("Head of
// Growth"), else 1 ("Trader Joe's").
func roleStrength(sg segment) int {
	keys, _ := tokens(sg.text)
	r := wordAt(sg.text, roleWords, roleScripts)
	if r < 0 {
		return 0
	}
	if r >= len(keys)-1 {
		return 2
	}
	for _, k := range keys[r+1:] {
		if ofWords[k] {
			return 2
		}
	}
	return 1
}

var ofWords = phraseSet(`of for de del di da für fur en in`)

func roleFirst(s string) bool {
	return hasWord(s, roleWords, roleScripts) && !hasWord(s, schoolWords, schoolScripts) &&
		kindOf(segment{text: s}) == roleSeg
}

func ParseExperience(s string) []ExperienceEntry {
	var out []ExperienceEntry
	for _, b := range groupEntries(typedLines(s), true) {
		e := experienceHeader(b.head)
		for _, l := range b.body {
			if x := plaintext.Bullet(l); x != "" {
				e.Bullets = append(e.Bullets, x)
			}
		}
		out = append(out, e)
	}
	return out
}

// experienceHeader reads one to four header lines into role, company, place, dates and details.
func experienceHeader(head []string) ExperienceEntry {
	var e ExperienceEntry
	var lines []string
	for _, h := range head {
		if e.Dates == "" {
			if rest, d, ok := cutDate(h); ok {
				e.StartDate, e.EndDate, e.Dates = d.start, d.end, d.shown
				h = rest
			}
		}
		if h = tidy(h); h != "" {
			lines = append(lines, h)
		}
	}
	var names, places, details []segment
	for li, l := range lines {
		if li > 0 && placeLine(l) {
			places = append(places, segment{line: li, from: 0, to: len(l), text: l})
			continue
		}
		segs := splitAt(l)
		for i := range segs {
			segs[i].line = li
		}
		for si := 0; si < len(segs); si++ {
			sg := segs[si]
			switch {
			case isEmployment(sg.text):
				details = append(details, sg)
				if si > 0 && len(names) > 0 && names[len(names)-1].line == li {
					names[len(names)-1].orgHint = true // LinkedIn: "Company · Full-time"
				}
				continue
			case isRemote(sg.text):
				places = append(places, sg)
				continue
			case regionCodes[sg.text] || isCountry(sg.text) && len(names) > 0:
				// "Austin, TX", "Berlin, Germany": the city before it is part of the place.
				if len(names) > 0 && names[len(names)-1].line == li && placeish(names[len(names)-1].text) && len(names) > 1 {
					sg.from = names[len(names)-1].from
					sg.text = tidy(l[sg.from:sg.to])
					names = names[:len(names)-1]
				}
				places = append(places, sg)
				continue
			}
			if name, place, ok := parenPlace(sg); ok {
				if name.text != "" {
					names = append(names, name)
				}
				places = append(places, place)
				continue
			}
			parts := splitWord(sg, "at", roleFirst)
			if len(parts) == 1 {
				parts = splitWord(sg, "@", roleFirst)
			}
			if len(parts) == 2 {
				parts[0].roleHint, parts[1].orgHint = true, true
				// The place after "Role at Company (Place)".
				if name, place, ok := parenPlace(parts[1]); ok {
					parts[1] = name
					names = append(names, parts...)
					places = append(places, place)
					continue
				}
			}
			names = append(names, parts...)
		}
	}
	role, company, rest, ok := assign(names)
	if !ok {
		// Not split with confidence: the header stays as typed.
		all := append(append(append([]segment{}, names...), places...), details...)
		sortSegments(all)
		e.Text = joinSegments(lines, all)
		return e
	}
	if role >= 0 {
		e.Role = names[role].text
	}
	if company >= 0 {
		e.Company = names[company].text
	}
	var extra []segment
	for _, i := range rest {
		if placeish(names[i].text) && len(places) == 0 {
			places = append(places, names[i])
		} else {
			extra = append(extra, names[i])
		}
	}
	sortSegments(places)
	e.Location = joinSegments(lines, places)
	details = append(extra, details...)
	sortSegments(details)
	e.Details = joinSegments(lines, details)
	return e
}

func sortSegments(s []segment) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && (s[j].line < s[j-1].line || s[j].line == s[j-1].line && s[j].from < s[j-1].from); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// assign picks the role and the company among a header's name segments (-1 for none), and
// the rest. ok is false when the header cannot be split with confidence.
func assign(names []segment) (role, company int, rest []int, ok bool) {
	role, company = -1, -1
	switch len(names) {
	case 0:
		return role, company, nil, true
	case 1:
		switch kindOf(names[0]) {
		case roleSeg:
			return 0, -1, nil, true
		case orgSeg:
			return -1, 0, nil, true
		}
		return role, company, nil, false
	}
	a, b := kindOf(names[0]), kindOf(names[1])
	switch {
	case a == roleSeg && b != roleSeg, a == unknownSeg && b == orgSeg:
		role, company = 0, 1
	case b == roleSeg && a != roleSeg:
		role, company = 1, 0
	case a == orgSeg && b == unknownSeg:
		company = 0
		if placeish(names[1].text) && len(names) == 2 {
			return -1, 0, []int{1}, true
		}
		role = 1
	case a == roleSeg && b == roleSeg && roleStrength(names[0]) != roleStrength(names[1]):
		// "Store Manager, Trader Joe's": a title ends in its role word.
		role, company = 0, 1
		if roleStrength(names[1]) > roleStrength(names[0]) {
			role, company = 1, 0
		}
	default:
		// Two of a kind, or neither known: look for one role and one organisation anywhere.
		var roles, orgs []int
		for i, n := range names {
			switch kindOf(n) {
			case roleSeg:
				roles = append(roles, i)
			case orgSeg:
				orgs = append(orgs, i)
			}
		}
		if len(roles) != 1 || len(orgs) != 1 {
			return -1, -1, nil, false
		}
		role, company = roles[0], orgs[0]
	}
	for i := range names {
		if i != role && i != company {
			rest = append(rest, i)
		}
	}
	return role, company, rest, true
}

// ---- Education ----

// eduPart is what one education line says.
type eduPart struct {
	segs                  []segment
	school, degree, years []int // indexes into segs
	details, unknown      []int
	year                  string
}

func ParseEducation(s string) []EducationEntry {
	type group struct {
		lines []string
		parts []eduPart
	}
	var groups []group
	for _, l := range typedLines(s) {
		p := educationLine(l.text)
		if n := len(groups); n > 0 && !l.blank && len(groups[n-1].lines) < 4 && continues(groups[n-1].parts, p, l.marked) {
			groups[n-1].lines = append(groups[n-1].lines, l.text)
			groups[n-1].parts = append(groups[n-1].parts, p)
			continue
		}
		groups = append(groups, group{lines: []string{l.text}, parts: []eduPart{p}})
	}
	var out []EducationEntry
	for _, g := range groups {
		out = append(out, educationEntry(g.lines, g.parts))
	}
	return out
}

// educationLine classifies the segments of one line.
func educationLine(text string) eduPart {
	var p eduPart
	rest, d, ok := cutDate(text)
	if ok {
		p.year = d.shown
	}
	segs := splitAt(rest)
	for _, sg := range segs {
		parts := splitWord(sg, "from", func(s string) bool { return isDegree(s) && !isSchool(s) })
		if len(parts) == 1 {
			parts = splitWord(sg, "at", func(s string) bool { return isDegree(s) && !isSchool(s) })
		}
		if len(parts) == 1 {
			if name, place, ok := parenPlace(sg); ok && name.text != "" {
				parts = []segment{name, place}
			}
		}
		p.segs = append(p.segs, parts...)
	}
	for i, sg := range p.segs {
		school, degree := schoolOrDegree(sg.text)
		switch {
		case school:
			p.school = append(p.school, i)
		case degree:
			p.degree = append(p.degree, i)
		case hasWord(sg.text, detailWords, nil) || sg.paren || isCountry(sg.text) || isRemote(sg.text):
			p.details = append(p.details, i)
		default:
			p.unknown = append(p.unknown, i)
		}
	}
	if len(p.school) == 0 && len(p.degree) == 0 && len(p.details) > 0 && p.details[0] == 0 {
		// "Grade: First", "Activities and societies: Chess": the whole line is a detail.
		p.details, p.unknown = append(p.details, p.unknown...), nil
		sortInts(p.details)
	}
	return p
}

func sortInts(s []int) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// continues reports whether an education line belongs to the entry above it: it adds what the
// entry lacks (LinkedIn's school / degree / years lines), or details under it.
func continues(parts []eduPart, p eduPart, marked bool) bool {
	var school, degree, year, unknown bool
	for _, q := range parts {
		school = school || len(q.school) > 0
		degree = degree || len(q.degree) > 0
		year = year || q.year != ""
		unknown = unknown || len(q.unknown) > 0
	}
	if school && len(p.school) > 0 || degree && len(p.degree) > 0 || year && p.year != "" {
		return false
	}
	switch {
	case len(p.school) > 0 || len(p.degree) > 0:
		// A degree under a lone unknown name ("MIT" / "MBA"), or the missing half of a pair.
		return school || degree || unknown && len(p.unknown) == 0
	case p.year != "":
		return len(p.unknown) == 0 && (school || degree)
	case len(p.details) > 0 && len(p.unknown) == 0:
		return school || degree
	case marked:
		return school || degree
	}
	return false
}

// educationEntry resolves a group of lines: a lone unknown name beside a degree is the
// school ("MIT, MBA"); words after the degree on its line belong to it ("Master of Science,
// Computer Science"); anything else not named stays in Details, as typed.
func educationEntry(lines []string, parts []eduPart) EducationEntry {
	e := EducationEntry{Text: strings.Join(lines, " · ")}
	restLines := make([]string, len(lines))
	var school, degree, details, unknown []segment
	for li, p := range parts {
		rest, _, _ := cutDate(lines[li])
		restLines[li] = rest
		if p.year != "" && e.Year == "" {
			e.Year = p.year
		}
		pick := func(idx []int) []segment {
			var out []segment
			for _, i := range idx {
				sg := p.segs[i]
				sg.line = li
				out = append(out, sg)
			}
			return out
		}
		school = append(school, pick(p.school)...)
		degree = append(degree, pick(p.degree)...)
		details = append(details, pick(p.details)...)
		unknown = append(unknown, pick(p.unknown)...)
	}
	switch {
	case len(school) == 0 && len(degree) > 0 && len(unknown) == 1:
		school, unknown = unknown, nil
	case len(school) > 0 && len(degree) > 0:
		// Unknown words right after the degree, on its line, complete it.
		var keep []segment
		last := degree[len(degree)-1]
		for _, u := range unknown {
			if u.line == last.line && u.from > last.to && !between(school, last, u) {
				degree = append(degree, u)
				last = u
				continue
			}
			keep = append(keep, u)
		}
		unknown = keep
	}
	if len(school) == 0 && len(degree) == 0 {
		// Nothing named: the line stays whole in Text.
		e.Year = ""
		return e
	}
	if len(school) > 1 {
		details = append(details, school[1:]...)
		school = school[:1]
	}
	if !contiguous(degree) {
		// Degree words far apart ("BSc, University X, MSc"): the first stays, the rest are details.
		details = append(details, degree[1:]...)
		degree = degree[:1]
	}
	e.School = joinSegments(restLines, school)
	e.Degree = joinSegments(restLines, degree)
	details = append(details, unknown...)
	sortSegments(details)
	e.Details = joinSegments(restLines, details)
	return e
}

// between reports whether a school segment stands between a and b on their line.
func between(school []segment, a, b segment) bool {
	for _, s := range school {
		if s.line == a.line && s.from > a.to && s.to < b.from {
			return true
		}
	}
	return false
}

func contiguous(segs []segment) bool {
	for i := 1; i < len(segs); i++ {
		if segs[i].line != segs[0].line {
			return false
		}
	}
	return true
}

// ---- Projects ----

var (
	urlPattern = regexp.MustCompile(`(?i)\b(?:https?://[^\s)]+|(?:www\.)?[a-z0-9-]+\.(?:com|dev|io|app|org|net|co|ai|me|xyz|tech)(?:/[^\s)]*)?)`)
	techLabel  = regexp.MustCompile(`(?i)\b(?:tech(?:nologies)?|stack|built with|tools)\s*[:\-–]\s*(.+)$`)
	nameSep    = regexp.MustCompile(`\s+[—–-]\s+|:\s+|\s+\|\s+`)
)

func ParseProjects(s string) []Project {
	var out []Project
	for _, b := range groupEntries(typedLines(s), false) {
		var p Project
		all := append(append([]string{}, b.head...), b.body...)
		// The link and the tech list may be anywhere in the entry.
		for i, l := range all {
			if p.Link == "" {
				if u := urlPattern.FindString(l); u != "" {
					u = strings.TrimRight(u, ".,;")
					if plaintext.SafeLink(u) != "" {
						p.Link = u
						all[i] = tidy(strings.Replace(l, u, "", 1))
					}
				}
			}
			if p.Tech == "" {
				if m := techLabel.FindStringSubmatchIndex(all[i]); m != nil {
					p.Tech = strings.TrimRight(strings.TrimSpace(all[i][m[2]:m[3]]), ".)")
					all[i] = tidy(all[i][:m[0]])
				}
			}
		}
		head := all[0]
		if loc := nameSep.FindStringIndex(head); loc != nil {
			p.Name, p.Text = strings.TrimSpace(head[:loc[0]]), strings.TrimSpace(head[loc[1]:])
		} else {
			p.Name = head
		}
		if p.Tech == "" {
			// "Name (Go, React)" lists the tech in brackets.
			if i := strings.LastIndex(p.Name, "("); i > 0 && strings.HasSuffix(p.Name, ")") {
				p.Tech = strings.TrimSpace(p.Name[i+1 : len(p.Name)-1])
				p.Name = strings.TrimSpace(p.Name[:i])
			}
		}
		for _, l := range all[1:] {
			if x := plaintext.Bullet(l); x != "" {
				p.Bullets = append(p.Bullets, x)
			}
		}
		if p.Name == "" && p.Text == "" && len(p.Bullets) == 0 && p.Link == "" {
			continue
		}
		out = append(out, p)
	}
	return out
}

// ---- Certifications and references ----

// certDetail opens the lines LinkedIn puts under a certification.
var certDetail = regexp.MustCompile(`(?i)^(?:issued|credential id|credential url|expires|expired|no expiration date|license|licence)\b`)

// bulletList is one item a line; a certification's "Issued …" and "Credential ID …" lines
// stay with it.
func BulletList(s string) []string {
	var out []string
	for _, l := range typedLines(s) {
		if len(out) > 0 && !l.marked && certDetail.MatchString(l.text) {
			out[len(out)-1] += " · " + strings.TrimRight(l.text, " ;,.")
			continue
		}
		if b := plaintext.Bullet(l.text); b != "" {
			out = append(out, b)
		}
	}
	return plaintext.Dedupe(out)
}

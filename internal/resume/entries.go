package resume

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// ---- Lines and entries ----

// typedLine is one non-empty line of a section.
type typedLine struct {
	text   string // without its list marker
	marked bool   // it had one ("-", "•", "1.", …)
	blank  bool   // a blank line came before it
	dated  bool   // it holds a header date
	line   int    // its index among the section's lines (split at "\n"), blank ones counted
}

func typedLines(s string) []typedLine {
	var out []typedLine
	blank := false
	for i, raw := range strings.Split(s, "\n") {
		l := strings.TrimSpace(raw)
		if l == "" {
			blank = true
			continue
		}
		text, marked := plaintext.StripBullet(l)
		out = append(out, typedLine{text: text, marked: marked, blank: blank, dated: isDated(text), line: i})
		blank = false
	}
	return out
}

// entryLines are an entry's header lines and the lines under it.
type entryLines struct {
	head []string
	body []string
	// dated: the header holds a date; lastMarked: the last body line had a list marker;
	// headMarked: the header itself had one (a list of one-line entries); firstMarked: the
	// first body line had one.
	dated, lastMarked, headMarked, firstMarked bool
	// marks says, body line by body line, whether it had a list marker.
	marks []bool
	// first is the index of its first line in the section's text (typedLine.line).
	first int
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
// not ending like a sentence, not opening with a lower-case word or a past-tense verb. Its
// date and lone separators ("|", "–") are not counted in its length.
func titleLike(text string) bool {
	words := strings.Fields(text)
	// A title in quotes is one name, whatever its words ("Presenter for “Metasploit 101”",
	// ADR 0079): its lower-case words do not make the line a sentence.
	counted := strings.Fields(quotedTitle.ReplaceAllString(text, "Title"))
	if rest, _, ok := cutDate(text); ok {
		counted = strings.Fields(quotedTitle.ReplaceAllString(rest, "Title"))
	}
	counted = slices.DeleteFunc(slices.Clone(counted), func(w string) bool { return strings.Trim(w, "|–—-·•") == "" })
	if len(words) == 0 || len(counted) > 12 || utf8.RuneCountInString(text) > 110 {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(text)
	first, _ := utf8.DecodeRuneInString(text)
	if strings.ContainsRune(".!?;", last) && !plaintext.EndsInAbbreviation(text) || unicode.IsLower(first) {
		return false
	}
	if lower := lowerWords(counted); lower > 2 && lower*5 > len(counted)*2 {
		return false // "Run a budget of 2 million pounds": a sentence, whatever its verb
	}
	return len(words) == 1 || !verbLike(words[0])
}

// lowerWords counts the words that start in lower case, other than the small words titles
// keep in lower case ("of", "and", "at").
func lowerWords(words []string) int {
	n := 0
	for _, w := range words {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLower(r) && !titleSmallWords[strings.ToLower(strings.Trim(w, ",.;:"))] {
			n++
		}
	}
	return n
}

var titleSmallWords = phraseSet(`a an the of and or for in on at to with by from de del der la le von van di da du und et y e`)

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
			e := entryLines{first: l.line, headMarked: l.marked}
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
			if len(cur.body) == 0 {
				cur.firstMarked = l.marked
			}
			cur.body = append(cur.body, l.text)
			cur.marks = append(cur.marks, l.marked)
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

// typedHeader reports whether a dated line typed in lower case reads as a job header: a few
// words that name a role and an organisation apart ("backend eng @ shopify 2015-2019"), not a
// sentence that opens with a verb ("led the 2019 – 2021 migration").
func typedHeader(text string) bool {
	rest, d, ok := cutDate(text)
	if !ok {
		return false
	}
	rest = strings.Trim(strings.TrimSpace(rest), "()[],;:|–—- ")
	words := strings.Fields(rest)
	if len(words) == 0 || len(words) > 10 || verbLike(words[0]) {
		return false
	}
	last, _ := utf8.DecodeLastRuneInString(rest)
	if strings.ContainsRune(".!?;", last) {
		return false
	}
	if dateCell(text, d) && len(words) <= 6 {
		return true
	}
	if len(words) < 2 {
		return false
	}
	low := " " + strings.ToLower(rest) + " "
	return strings.Contains(low, " at ") || strings.Contains(low, "@") || strings.Contains(low, " | ") || strings.Contains(low, " - ") || strings.Contains(low, ", ")
}

// dateCell: the date closes the line in a " | " cell of its own ("tidepool | Jan. 2019 –
// Present"), where a PDF's layout puts the dates set right of a name (ADR 0072). A wrapped
// bullet's row never ends so; a name typed in lower case (billryan's "xxx Projects", a
// project called "dotfiles") still heads its entry.
func dateCell(text string, d span) bool {
	return strings.TrimSpace(text[d.to:]) == "" && strings.HasSuffix(strings.TrimSpace(text[:d.from]), " |")
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
	if l.marked && !headers && cur.headMarked && len(cur.body) == 0 && namedItem(cur.head[0]) && namedItem(l.text) {
		// Projects listed one a bullet, "• Name: what it is" (sb2nov's template): each its own.
		return true
	}
	if l.marked {
		// A marked line is a bullet, unless it is a dated header after bullets, or a name and
		// its place over a dated title ("• Acme | Berlin" / "Engineer | 2019 – 2023").
		if n, ok := next(i + 1); ok && headers && len(cur.body) > 0 && placedName(l.text) && !n.marked && n.dated && titleLike(n.text) {
			return true
		}
		return headers && len(cur.body) > 0 && l.dated && titleLike(l.text)
	}
	if !headers && l.dated && cur.lastMarked && typedHeader(l.text) {
		if _, d, _ := cutDate(l.text); dateCell(l.text, d) {
			return true // "dotfiles | Mar. 2020 – Present" after the last project's bullets
		}
	}
	if headers {
		// A dated header may be typed in lower case ("patient care tech at riverside
		// methodist hosp (2021-2024)"): its date sets it apart from the bullets above it.
		if l.dated && (titleLike(l.text) || typedHeader(l.text)) && (cur.dated || len(cur.body) > 0) {
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
	// ... or one with a line of description between it and its bullets (RenderCV's projects:
	// "Name | Date" / "What it is" / "• …").
	if n, ok := next(i + 1); ok && cur.lastMarked && !n.marked && titleLike(l.text) && !startsLower(n.text) {
		if m, ok := next(i + 2); ok && m.marked {
			return true
		}
	}
	// ... or, after a paragraph, a name over a title-like line over a paragraph (Reactive
	// Resume's projects: "Name" / "Role" / "What it did."). A title line between two
	// paragraphs is still a line of the same project.
	if n, ok := next(i + 1); ok && !headers && len(cur.body) > 0 && !cur.lastMarked && !n.marked && titleLike(l.text) && titleLike(n.text) &&
		!titleLike(cur.body[len(cur.body)-1]) {
		if m, ok := next(i + 2); ok && !m.marked && !titleLike(m.text) {
			return true
		}
	}
	return false
}

// namedItem reports whether a line is a short name and then what it is ("Tidemark: Tide
// tables for sailors", "Kelpie — a kelp model"), not a tech list ("Tech: Go, SQL").
func namedItem(text string) bool {
	loc := nameSep.FindStringIndex(text)
	if loc == nil || loc[0] == 0 || techLabel.MatchString(text[:loc[1]]+"x") {
		return false
	}
	name := strings.TrimSpace(text[:loc[0]])
	return len(strings.Fields(name)) <= 5 && titleLike(name) && strings.TrimSpace(text[loc[1]:]) != ""
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
	if n == 1 && ls[i].dated && usable(i+1) && !ls[i+1].dated && placedName(ls[i+1].text) {
		n = 2 // "Engineer | 2019 – 2023" / "Acme | Austin, TX", as two-column templates set them
	}
	if n == 1 && ls[i].dated && usable(i+1) && i+2 < len(ls) && (ls[i+2].marked || !ls[i+2].dated && !titleLike(ls[i+2].text)) && roleUnder(ls[i].text, ls[i+1]) {
		// "Food Bank, Dayton, OH | 2019 – 2023" / "Volunteer" / "• …", as OpenResume sets it;
		// or over a sentence of what the place does, then the bullets (billryan's template).
		n = 2
	}
	if n < 4 && usable(i+n) && placeLine(ls[i+n].text) {
		n++
	}
	return n
}

// roleUnder: the line under a dated header naming no role is the role alone ("Volunteer",
// "Swim Coach"), or with a note beside it ("Data Intern | Mentor: Dana Wu"): a few words,
// separators aside, and no date.
func roleUnder(header string, next typedLine) bool {
	words := slices.DeleteFunc(strings.Fields(next.text), func(w string) bool { return strings.Trim(w, "|·–—-") == "" })
	if next.dated || len(words) > 6 || !titleLike(next.text) {
		return false
	}
	rest, _, _ := cutDate(header)
	for _, sg := range splitAt(rest) {
		if kindOf(sg) == roleSeg {
			return false
		}
	}
	return strings.EqualFold(next.text, "volunteer") || kindOf(segment{text: next.text}) == roleSeg
}

// placedName reports whether a line is a name and a place set apart ("Acme | Austin, TX",
// "Acme — Berlin, Germany"): the line after a dated header in many templates.
func placedName(text string) bool {
	segs := splitAt(text)
	if len(segs) < 2 || !titleLike(segs[0].text) || placeLine(segs[0].text) {
		return false
	}
	last := strings.TrimSpace(text[segs[1].from:])
	return placeLine(last) || isRemote(last)
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

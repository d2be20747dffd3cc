package resume

import (
	"slices"
	"strings"
)

// ---- Education ----

// eduPart is what one education line says.
type eduPart struct {
	segs                  []segment
	school, degree, years []int // indexes into segs
	details, unknown      []int
	year                  string
}

func ParseEducation(s string) []EducationEntry {
	out, _ := parseEducation(s)
	return out
}

// parseEducation also gives the line each entry starts at (EntryCards).
func parseEducation(s string) ([]EducationEntry, []int) {
	type group struct {
		lines []string
		parts []eduPart
		first int
	}
	var groups []group
	for _, l := range typedLines(s) {
		p := educationLine(l.text)
		// An entry takes up to four lines of its own (school, degree, years, a detail), and any
		// number of bullets under them (OpenResume's and RenderCV's honours and coursework).
		if n := len(groups); n > 0 && !l.blank && (len(groups[n-1].lines) < 4 || l.marked || underLabel(groups[n-1].parts, p)) &&
			(continues(groups[n-1].parts, p, l.marked) || underLabel(groups[n-1].parts, p)) {
			groups[n-1].lines = append(groups[n-1].lines, l.text)
			groups[n-1].parts = append(groups[n-1].parts, p)
			continue
		}
		groups = append(groups, group{lines: []string{l.text}, parts: []eduPart{p}, first: l.line})
	}
	var out []EducationEntry
	var starts []int
	for _, g := range groups {
		out = append(out, educationEntry(g.lines, g.parts))
		starts = append(starts, g.first)
	}
	return out, starts
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
		if len(parts) == 1 {
			parts = leadingDegree(sg)
		}
		p.segs = append(p.segs, parts...)
	}
	for i, sg := range p.segs {
		school, degree := schoolOrDegree(sg.text)
		if degree && regionCodes[sg.text] && i > 0 && placeish(p.segs[i-1].text) && !isSchool(p.segs[i-1].text) && !isDegree(p.segs[i-1].text) {
			// "Chestnut Hill, MA": a state after its town, not a Master of Arts.
			degree = false
			p.details = append(p.details, i-1, i)
			p.unknown = slices.DeleteFunc(p.unknown, func(u int) bool { return u == i-1 })
			continue
		}
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
	for i, sg := range p.segs {
		// "Munich, Germany" after a degree: the town before a country is the place, not more of
		// the degree ("MSc Mathematics | Munich, Germany", as resume builders set it).
		if i > 0 && isCountry(sg.text) && slices.Contains(p.unknown, i-1) && placeish(p.segs[i-1].text) {
			p.unknown = slices.DeleteFunc(p.unknown, func(u int) bool { return u == i-1 })
			p.details = append(p.details, i-1)
			sortInts(p.details)
		}
	}
	if len(p.school) == 0 && len(p.degree) == 0 && len(p.details) > 0 && p.details[0] == 0 {
		// "Grade: First", "Activities and societies: Chess": the whole line is a detail.
		p.details, p.unknown = append(p.details, p.unknown...), nil
		sortInts(p.details)
	}
	return p
}

// leadingDegree parts a degree set in a column before its school ("PhD Princeton University",
// RenderCV's Classic) into the degree and the school.
func leadingDegree(sg segment) []segment {
	first, rest, ok := strings.Cut(sg.text, " ")
	if !ok || !isDegree(first) || isSchool(first) || !isSchool(rest) || isDegree(rest) {
		return []segment{sg}
	}
	at := sg.from + len(first) + 1
	return []segment{{line: sg.line, from: sg.from, to: sg.from + len(first), text: first}, {line: sg.line, from: at, to: sg.to, text: strings.TrimSpace(rest)}}
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
	if school && len(p.school) > 0 || degree && len(p.degree) > 0 {
		return false
	}
	// A bullet naming neither school nor degree is a detail of the entry above, even with
	// years of its own ("• Tutor for Mechanics (2017 – 2018)").
	if marked && len(p.school) == 0 && len(p.degree) == 0 && (school || degree) {
		return true
	}
	// A degree with a date of its own under a school with none ("SJTU | 2013 – Present" /
	// "Master student in EE, expected March 2016"): the school's missing half, not a new
	// school; an entry with no school is never the better reading.
	if year && p.year != "" && !(school && !degree && len(p.degree) > 0 && len(p.school) == 0) {
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

// underLabel: the line is what a label line above it names ("Coursework" / "Operating
// Systems, Digital Logic, …", as Jake's resume sets a school's courses). The label is a detail
// of the school, so its text is one too, not a school with no name.
func underLabel(parts []eduPart, p eduPart) bool {
	if len(p.school) > 0 || len(p.degree) > 0 || p.year != "" {
		return false
	}
	var school, degree bool
	for _, q := range parts {
		school = school || len(q.school) > 0
		degree = degree || len(q.degree) > 0
	}
	last := parts[len(parts)-1]
	return (school || degree) && len(last.segs) == 1 && len(last.details) == 1 && last.year == "" &&
		len(strings.Fields(last.segs[0].text)) <= 3 && !strings.ContainsAny(last.segs[0].text, "0123456789")
}

// educationEntry resolves a group of lines: a lone unknown name beside a degree is the
// school ("MIT, MBA"); words after the degree on its line belong to it ("Master of Science,
// Computer Science"); anything else not named stays in Details, as typed.
func educationEntry(lines []string, parts []eduPart) EducationEntry {
	e := EducationEntry{Text: strings.Join(lines, " · ")}
	restLines := make([]string, len(lines))
	var school, degree, details, unknown []segment
	for li, p := range parts {
		if p.year != "" && e.Year != "" && len(p.school) == 0 && len(p.degree) == 0 {
			// A detail with years of its own ("• Tutor (2017 – 2018)", "(Class of 2019)") keeps
			// them: the entry's years were on a line above.
			restLines[li] = lines[li]
			details = append(details, segment{line: li, to: len(lines[li]), text: lines[li]})
			continue
		}
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
			// Not past a detail's label: "BS in Physics | GPA: 3.59" keeps "GPA: 3.59" whole in
			// Details, rather than the grade in the degree and its label in Details (ADR 0079).
			if u.line == last.line && u.from > last.to && !between(school, last, u) && !between(details, last, u) {
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

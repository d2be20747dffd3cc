package resume

import (
	"regexp"
	"strings"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

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

// atOrganisation reports whether "left at right" is a role at an organisation the words name,
// though the role's own words are not known ones ("Mentor at Code the Future Foundation"):
// left names no organisation or school, right does, and is not a place.
func atOrganisation(left, whole string) bool {
	right := strings.TrimSpace(whole[len(left)+len(" at "):])
	return kindOf(segment{text: left}) == unknownSeg && !hasWord(left, schoolWords, schoolScripts) &&
		kindOf(segment{text: right}) == orgSeg && !placeLine(right)
}

// webAddress is a line that is a web address only: "https://acme.example/", "www.acme.example",
// "acme.example/jobs" (a bare "Node.js" is not one).
var webAddress = regexp.MustCompile(`(?i)^(?:https?://\S+|www\.\S+\.\S+|[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,}/\S*)$`)

func linkOnly(s string) bool { return webAddress.MatchString(strings.TrimSpace(s)) }

func roleFirst(s string) bool {
	return hasWord(s, roleWords, roleScripts) && !hasWord(s, schoolWords, schoolScripts) &&
		kindOf(segment{text: s}) == roleSeg
}

func ParseExperience(s string) []ExperienceEntry {
	out, _ := parseExperience(s)
	return out
}

// parseExperience also gives the line each entry starts at (EntryCards).
func parseExperience(s string) ([]ExperienceEntry, []int) {
	var out []ExperienceEntry
	var starts []int
	for _, b := range groupEntries(typedLines(s), true) {
		if !b.dated && len(b.body) > 0 {
			// The dates right-aligned beside the first bullet (RenderCV's themes set them
			// under the place): the entry's dates.
			if i := strings.LastIndex(b.body[0], " | "); i > 0 && dateOnly(b.body[0][i+3:]) {
				b.head = append(b.head, b.body[0][i+3:])
				b.body[0] = b.body[0][:i]
			}
		}
		e := experienceHeader(b.head)
		for i, l := range b.body {
			if i < len(b.marks) && !b.marks[i] && linkOnly(l) {
				// The company's web address on a line of its own (Reactive Resume, a
				// resume.json's url): what the role is, not something done in it.
				e.Details = strings.Trim(e.Details+" · "+l, " ·")
				continue
			}
			if x := plaintext.Bullet(l); x != "" {
				e.Bullets = append(e.Bullets, x)
			}
		}
		out = append(out, e)
		starts = append(starts, b.first)
	}
	return out, starts
}

// experienceHeader reads one to four header lines into role, company, place, dates and details.
func experienceHeader(head []string) ExperienceEntry {
	if e, ok := pairedHeader(head); ok {
		return e
	}
	var e ExperienceEntry
	var lines []string
	datedAt := -1 // the index of the line that held the dates, or of the line before
	for _, h := range head {
		if e.Dates == "" {
			if rest, d, ok := cutDate(h); ok {
				e.StartDate, e.EndDate, e.Dates = d.start, d.end, d.shown
				h = rest
				datedAt = len(lines) - 1
				if tidy(h) != "" {
					datedAt++
				}
			}
		}
		if h = tidy(h); h != "" {
			lines = append(lines, h)
		}
	}
	var names, places, details []segment
	for li, l := range lines {
		// A place line is a place whole, its city too, when it stands under the dates
		// (LinkedIn's "Rotterdam, South Holland, Netherlands") or names no organisation.
		if li > 0 && placeLine(l) && (!placedName(l) || datedAt >= 0 && li > datedAt) {
			places = append(places, segment{line: li, from: 0, to: len(l), text: l})
			continue
		}
		// "Acme Inc. | Seoul, South Korea": a place set apart at the right of its line (the
		// PDF reader's " | ") is the place whole, its city too.
		if i := strings.LastIndex(l, " | "); i > 0 && strings.Contains(l[i:], ",") && placeLine(l[i+3:]) {
			places = append(places, segment{line: li, from: i + 3, to: len(l), text: l[i+3:]})
			l = l[:i]
		}
		segs := splitAt(l)
		for i := range segs {
			segs[i].line = li
		}
		for si := 0; si < len(segs); si++ {
			sg := segs[si]
			switch {
			case li > 0 && len(segs) == 1 && strings.EqualFold(sg.text, "volunteer"):
				// "Volunteer" alone on its line under an organisation's header (OpenResume's
				// volunteering) is the role, not the kind of employment LinkedIn writes
				// after a company ("Acme · Volunteer").
				sg.roleHint = true
				names = append(names, sg)
				continue
			case li > 0 && len(segs) == 1 && loneRoleUnder(names, places, sg):
				// "Enactus, University of La Verne | 2013 – Present" / "Member": a role alone on
				// its line under a header of organisation names only; those names, however
				// many, are the organisation as typed (OpenResume's activities).
				sg.roleHint = true
				org := segment{line: names[0].line, from: names[0].from, to: names[len(names)-1].to, orgHint: true}
				org.text = tidy(lines[org.line][org.from:org.to])
				names = []segment{org, sg}
				continue
			case isEmployment(sg.text):
				details = append(details, sg)
				if si > 0 && len(names) > 0 && names[len(names)-1].line == li {
					names[len(names)-1].orgHint = true // LinkedIn: "Company · Full-time"
				}
				continue
			case isRemote(sg.text):
				places = append(places, sg)
				continue
			case (li > 0 || si > 0) && linkOnly(sg.text):
				// The web address a card writes back after the header ("… · https://acme.example/").
				details = append(details, sg)
				continue
			case regionCodes[strings.TrimSuffix(sg.text, ".")] || isCountry(sg.text) && len(names) > 0:
				// "Austin, TX", "Berlin, Germany": the city before it is part of the place.
				// Not a name read as an organisation ("Designer at Acme, London, England").
				if k := placeAfterCompany(names, li, l[:sg.to]); k > 0 {
					sg.from = names[len(names)-k].from
					sg.text = tidy(l[sg.from:sg.to])
					names = names[:len(names)-k]
				} else if prev := names[max(len(names)-1, 0)]; len(names) > 1 && prev.line == li && placeish(prev.text) && !prev.orgHint && !prev.roleHint {
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
			if len(parts) == 1 {
				parts = splitWord(sg, "at", func(left string) bool { return atOrganisation(left, sg.text) })
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

// loneRoleUnder reports whether sg, alone on its line, is the role of a header whose names
// above it, two or more on one line with no place among them, name no role: the first line cannot hold the role then,
// and splitting it would make a role of the organisation's first part.
func loneRoleUnder(names, places []segment, sg segment) bool {
	if len(names) < 2 || len(strings.Fields(sg.text)) > 4 || kindOf(sg) != roleSeg {
		return false
	}
	for _, p := range places {
		if p.line == names[0].line && p.from < names[len(names)-1].to {
			return false // a place between the names: not one organisation as typed
		}
	}
	for _, n := range names {
		if n.line != names[0].line || n.line == sg.line || n.paren || kindOf(n) == roleSeg {
			return false
		}
	}
	return true
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

// placeAfterCompany is how many of the last names on line li are the place before the country
// that ends head (the line up to it): all the names after the company read from "Role at
// Company", when together with the country they read as a place or two. The card's own form
// ("Role at Company, Location (Dates)") puts the place there whole, however many parts it has:
// LinkedIn's City, Region, Country ("Berlin, Berlin, Germany", where the region repeats the
// city) and two places ("Busan, South Korea & Austin, TX"). Without "at" the names are not
// known to end at the company, so only the city before the country is taken (the caller).
func placeAfterCompany(names []segment, li int, head string) int {
	i := len(names) - 1
	for i >= 0 && names[i].line == li && !names[i].orgHint && !names[i].roleHint {
		i--
	}
	k := len(names) - 1 - i
	if k == 0 || i < 0 || !names[i].orgHint || names[i].line != li {
		return 0
	}
	place := tidy(head[names[i+1].from:])
	if !placeLine(place) && !placesLine(place) {
		return 0
	}
	return k
}

// placesLine: two places joined by "&" or "and" ("Seoul, S.Korea & LA, U.S.A").
func placesLine(s string) bool {
	for _, sep := range []string{" & ", " and "} {
		if a, b, ok := strings.Cut(s, sep); ok {
			return placeLine(a) && placeLine(b)
		}
	}
	return false
}

// pairedHeader reads the two-row header of Awesome-CV's and Jake's entries as the PDF reader
// gives it, right-aligned cells after " | ": the name beside its place is the organisation,
// the name beside its dates the role ("Acme, Inc. | Seoul, South Korea" / "Engineer | Mar
// 2021 – Present"), each whole, whatever commas it holds.
func pairedHeader(head []string) (ExperienceEntry, bool) {
	var e ExperienceEntry
	if len(head) != 2 {
		return e, false
	}
	var place, dated = -1, -1
	parts := [2][2]string{}
	for i, h := range head {
		left, right, ok := strings.Cut(h, " | ")
		if !ok || strings.Contains(right, " | ") || tidy(left) == "" {
			return e, false
		}
		parts[i] = [2]string{tidy(left), tidy(right)}
		switch {
		case dateOnly(right):
			dated = i
		case placeLine(right) || isRemote(right) || placesLine(right):
			place = i
		}
	}
	if place < 0 || dated < 0 || place == dated || isDated(parts[place][0]) || isDated(parts[dated][0]) {
		return e, false
	}
	if _, d, ok := cutDate(parts[dated][1]); ok {
		e.StartDate, e.EndDate, e.Dates = d.start, d.end, d.shown
	}
	e.Role, e.Company, e.Location = parts[dated][0], parts[place][0], parts[place][1]
	// Reactive Resume's order: the company beside its dates, the role beside its place. The
	// words say which is which when only the place's name is a role ("Web Developer").
	if kindOf(segment{text: e.Company}) == roleSeg && kindOf(segment{text: e.Role}) != roleSeg {
		e.Role, e.Company = e.Company, e.Role
	}
	return e, true
}

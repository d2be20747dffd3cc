package resume

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// placeHeaderLine fills the name, job title and contact fields from one line at the top of a
// resume. It reports false, placing nothing, when any part of the line is not understood, so
// that the whole line goes to the summary for the user.
func placeHeaderLine(f *ImportedResume, line string, titleOpen bool) bool {
	if f.Name == "" && nameLike(line) {
		f.Name = line
		return true
	}
	// "Ana Souza — Product Designer", "Ana Souza | Product Designer · Researcher": a name and
	// a title on one line.
	if parts := nameTitleSep.Split(line, 2); f.Name == "" && f.JobTitle == "" && len(parts) == 2 && nameLike(parts[0]) && jobTitleLine(*f, parts[1]) {
		f.Name, f.JobTitle = parts[0], parts[1]
		return true
	}
	if titleOpen && f.Name != "" && f.JobTitle == "" && jobTitleLine(*f, line) {
		f.JobTitle = line
		return true
	}
	return placeContactLine(f, line)
}

var nameTitleSep = regexp.MustCompile(`\s+[—–|]\s+|\s*[,·•]\s+`)

// jobTitleLine: a line under the name that is a job title ("Senior Product Designer",
// "DevOps Engineer · Software Architect"): each part title-like, none a place or a contact.
func jobTitleLine(f ImportedResume, line string) bool {
	for _, part := range contactSep.Split(line, -1) {
		if part == "" || placeRE.MatchString(part) || placeLine(part) || !titleLine(part) {
			return false
		}
		if _, _, ok := contactFill(f, part); ok {
			return false
		}
	}
	return true
}

// placeContactLine fills the contact fields from a line made only of contact details, with any
// separators (| · • , spaces), labels ("Email:", "T:", moderncv's "M", "in", "gh") and at most
// one place ("NYC, NY"). A value that fills a field already holding another one is not placed.
func placeContactLine(f *ImportedResume, line string) bool {
	fill, _, ok := contactFill(*f, line)
	if ok {
		*f = fill
	}
	return ok
}

// placeContactParts places the parts of a line, split at its separators, that are contact
// details, when at least two are, or one is the person's own (an email, a phone, a LinkedIn
// profile) and it is most of the line. It returns the other parts, as typed, joined by " | ",
// for the user to place: "US Citizen | ana@example.com | anagh" places the email. At the top, a
// first part that reads as a name, while the name is empty, is the name.
func placeContactParts(f *ImportedResume, line string, top bool) (string, bool) {
	parts := contactSep.Split(line, -1)
	if len(parts) < 2 {
		return line, false
	}
	fill := *f
	placed, strong := 0, false
	var rest []string
	for i, p := range parts {
		p = strings.TrimSpace(p)
		if p == "" {
			continue
		}
		if next, own, ok := contactFill(fill, p); ok {
			fill, strong, placed = next, strong || own, placed+1
			continue
		}
		if top && i == 0 && fill.Name == "" && nameLike(p) {
			fill.Name = p
			continue
		}
		rest = append(rest, p)
	}
	if placed < 2 && !(strong && placed >= len(rest)) {
		return line, false
	}
	*f = fill
	return strings.Join(rest, " | "), true
}

// personalContactLine: a line elsewhere than the top that is the person's own contact (an
// email, a phone, a LinkedIn profile, a labelled handle), so it may be placed wherever it is.
func personalContactLine(line string) bool {
	_, strong, ok := contactFill(ImportedResume{}, line)
	return ok && strong
}

var (
	contactLabel   = regexp.MustCompile(`(?i)^(e-?mail|mail|phone|tel|telephone|mobile|mob|cell|linkedin|github|gh|in|web|website|homepage|portfolio|address|location|[tmpew])\s*[:.]?\s+`)
	emailAt        = regexp.MustCompile(`(?i)^(?:mailto:)?[a-z0-9._%+\-_]+@[a-z0-9.\-]+\.[a-z]{2,}`)
	linkAt         = regexp.MustCompile(`(?i)^(?:https?://)?(?:www\.)?[a-z0-9\-]+(?:\.[a-z0-9\-]+)*\.[a-z]{2,}(?:/[^\s|,;]*)?`)
	phoneAt        = regexp.MustCompile(`^\+?\(?\+?\d[\d ().\-]{5,}\d\)?`)
	handleAt       = regexp.MustCompile(`^[A-Za-z0-9_][A-Za-z0-9_.\-]*`)
	linkNamedAfter = regexp.MustCompile(`(?i)^(\S.*\S)\s+` + contactNameAfter + `$`)
	// contactNameAfter is the kind LinkedIn's profile PDF writes after a contact detail.
	contactNameAfter = `\((linkedin|github|personal|company|portfolio|blog|website|other|mobile|home|work)\)`
	contactNameLine  = regexp.MustCompile(`(?i)^` + contactNameAfter + `$`)
)

// contactFill reads a line as contact details. strong tells whether it holds one of the
// person's own (email, phone, LinkedIn, a labelled handle), not only a link or a place.
func contactFill(f ImportedResume, line string) (ImportedResume, bool, bool) {
	contacts, strong := 0, false
	var places []string
	set := func(slot *string, v string) bool {
		if *slot != "" && !strings.EqualFold(*slot, v) {
			return false
		}
		*slot = v
		contacts++
		return true
	}
	for _, part := range contactSep.Split(line, -1) {
		rest := strings.Trim(part, " ,;")
		// LinkedIn's profile PDF names a link after it: "www.linkedin.com/in/ana (LinkedIn)",
		// "ana.dev (Personal)", "acme.com (Company)".
		if m := linkNamedAfter.FindStringSubmatch(rest); m != nil {
			switch label := strings.ToLower(m[2]); {
			case label == "mobile" || label == "home" || label == "work":
				rest = "phone: " + m[1]
			case label == "linkedin" || label == "github":
				rest = label + ": " + m[1]
			default:
				rest = "website: " + m[1]
			}
		}
		var words []string
		label := ""
		flush := func() {
			if len(words) > 0 {
				places = append(places, strings.Trim(strings.Join(words, " "), " ,;"))
				words = nil
			}
		}
		for rest != "" {
			if m := contactLabel.FindStringSubmatch(rest); m != nil && len(rest) > len(m[0]) {
				// A one-letter label is one only before a value of its kind; "in"/"gh" before a handle.
				l := strings.ToLower(m[1])
				after := rest[len(m[0]):]
				fits := len(l) > 2 || emailAt.MatchString(after) || phoneAt.MatchString(after) || linkAt.MatchString(after) ||
					((l == "in" || l == "gh") && handleAt.MatchString(after))
				if fits {
					flush()
					label, rest = l, after
					continue
				}
			}
			switch m := ""; {
			case func() bool { m = emailAt.FindString(rest); return m != "" }():
				flush()
				if !set(&f.Email, strings.TrimPrefix(m, "mailto:")) {
					return f, false, false
				}
				strong = true
				rest = rest[len(m):]
			case func() bool { m = phoneAt.FindString(rest); return m != "" && digits(m) >= 7 && digits(m) <= 15 }():
				flush()
				if !set(&f.Phone, strings.TrimSpace(m)) {
					return f, false, false
				}
				strong = true
				rest = rest[len(m):]
			case func() bool {
				m = linkAt.FindString(rest)
				return m != "" && strings.Contains(m, ".") && !strings.HasSuffix(m, ".")
			}():
				flush()
				lower := strings.ToLower(m)
				slot := &f.Website
				switch {
				case strings.Contains(lower, "linkedin.com/"), label == "linkedin" || label == "in":
					slot, strong = &f.LinkedIn, true
				case strings.Contains(lower, "github.com/"), label == "github" || label == "gh":
					slot = &f.GitHub
				}
				if !set(slot, m) {
					return f, false, false
				}
				rest = rest[len(m):]
			case (label == "in" || label == "gh" || label == "linkedin" || label == "github") && handleAt.MatchString(rest):
				m = handleAt.FindString(rest)
				slot, url := &f.GitHub, "github.com/"+m
				if label == "in" || label == "linkedin" {
					slot, url = &f.LinkedIn, "linkedin.com/in/"+m
				}
				if !set(slot, url) {
					return f, false, false
				}
				strong = true
				rest = rest[len(m):]
			default:
				i := strings.IndexAny(rest, " ")
				if i < 0 {
					i = len(rest)
				}
				words = append(words, rest[:i])
				rest = rest[i:]
			}
			label = ""
			rest = strings.TrimLeft(rest, " ,;")
		}
		flush()
	}
	var place []string
	for _, p := range places {
		if p != "" {
			place = append(place, p)
		}
	}
	switch {
	case len(place) == 0 && contacts > 0:
	case len(place) == 1 && (placeRE.MatchString(place[0]) || streetAddress(place[0])) && (f.Location == "" || f.Location == place[0]):
		f.Location = place[0]
	default:
		return f, false, false
	}
	return f, strong, true
}

// streetRE is a house number and a street before a town ("555 Oak Way, Springfield, IL").
var streetRE = regexp.MustCompile(`^\d{1,6}[A-Za-z]?(?:\s+[\p{L}.'\-]+){1,5},\s*(.+)$`)

// streetAddress: a full postal address as a contact line has it. It fills Location whole, as
// typed: the form has no street field, and a line left to place for its house number costs the
// user more than a Location they can shorten.
func streetAddress(s string) bool {
	m := streetRE.FindStringSubmatch(s)
	return m != nil && placeRE.MatchString(m[1])
}

func digits(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

// nameLike: a person's name as a resume's first line has it: two to five words of letters.
func nameLike(line string) bool {
	words := strings.Fields(line)
	if len(words) < 2 || len(words) > 5 || utf8.RuneCountInString(line) > 100 {
		return false
	}
	for _, w := range words {
		for _, r := range w {
			if !unicode.IsLetter(r) && !strings.ContainsRune(".'-’", r) {
				return false
			}
		}
	}
	return true
}

// titleLine: a job title under the name ("Senior Product Designer"): short, no digits, no
// sentence.
func titleLine(line string) bool {
	words := strings.Fields(line)
	if len(words) == 0 || len(words) > 8 || utf8.RuneCountInString(line) > 120 || strings.HasSuffix(line, ".") {
		return false
	}
	return digits(line) == 0 && !strings.ContainsAny(line, "@:")
}

// networkNames are the sites a "Profiles" section names under a handle.
var networkNames = phraseSet(`linkedin github gitlab twitter x stackoverflow stack_overflow medium dribbble behance bitbucket mastodon youtube instagram facebook kaggle orcid`)

// handlesNamed reads a row of handles over a row of network names ("ana | anasouza" over
// "LinkedIn | GitHub") as labelled handles ("LinkedIn ana | GitHub anasouza").
func handlesNamed(handles, names string) (string, bool) {
	hs, ns := strings.Split(handles, " | "), strings.Split(names, " | ")
	if len(hs) != len(ns) {
		return "", false
	}
	out := make([]string, len(hs))
	for i := range hs {
		n := strings.TrimSpace(ns[i])
		if !networkNames[strings.ToLower(strings.ReplaceAll(n, " ", "_"))] || !handleAt.MatchString(hs[i]) || strings.Contains(strings.TrimSpace(hs[i]), " ") {
			return "", false
		}
		out[i] = n + " " + strings.TrimSpace(hs[i])
	}
	return strings.Join(out, " | "), true
}

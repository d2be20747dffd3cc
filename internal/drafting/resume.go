package drafting

import (
	"regexp"
	"strings"
)

// ResumeSections is the spec's Resume preview model.
type ResumeSections struct {
	Header         ResumeHeader      `json:"header"`
	Summary        string            `json:"summary"`
	Skills         []string          `json:"skills"`
	Experience     []ExperienceEntry `json:"experience"`
	Projects       []Project         `json:"projects"`
	Education      []EducationEntry  `json:"education"`
	Certifications []string          `json:"certifications"`
	References     []string          `json:"references"`
}

// ResumeHeader is the top of a resume. ContactInfo is the one-line contact text (the user's
// own, or built from the contact fields).
type ResumeHeader struct {
	Name        string  `json:"name"`
	Title       string  `json:"title"`
	Contact     Contact `json:"contact"`
	ContactInfo string  `json:"contact_info"`
}

// Contact holds the contact fields. Links are http(s) only; anything else is dropped.
type Contact struct {
	Email    string `json:"email"`
	Phone    string `json:"phone"`
	Location string `json:"location"`
	Website  string `json:"website"`
	LinkedIn string `json:"linkedin"`
	GitHub   string `json:"github"`
}

// ExperienceEntry is one role.
type ExperienceEntry struct {
	Company   string   `json:"company"`
	Role      string   `json:"role"`
	Location  string   `json:"location"`
	StartDate string   `json:"start_date"`
	EndDate   string   `json:"end_date"`
	Dates     string   `json:"dates"`
	Bullets   []string `json:"bullets"`
}

// Project is one project.
type Project struct {
	Name    string   `json:"name"`
	Bullets []string `json:"bullets"`
	Text    string   `json:"text"`
	Tech    string   `json:"tech"`
	Link    string   `json:"link"`
}

// EducationEntry is one school or course.
type EducationEntry struct {
	School string `json:"school"`
	Degree string `json:"degree"`
	Year   string `json:"year"`
	Text   string `json:"text"`
}

// resumeSections builds the preview model from the form alone: the built-in writer's
// parse of what the user typed. Nothing is added that the user did not write.
func (f *ResumeForm) resumeSections() *ResumeSections {
	r := &ResumeSections{
		Header:         f.header(),
		Summary:        paragraph(f.Summary),
		Skills:         splitList(f.Skills),
		Experience:     parseExperience(f.Experience),
		Projects:       parseProjects(f.Projects),
		Education:      parseEducation(f.Education),
		Certifications: bulletList(f.Certifications),
		References:     bulletList(f.References),
	}
	if r.Summary == "" {
		r.Summary = builtSummary(f.JobTitle, r.Skills)
	}
	polishResume(r)
	return r.withEmptyLists()
}

func (f *ResumeForm) header() ResumeHeader {
	return ResumeHeader{
		Name:  f.Name,
		Title: f.JobTitle,
		Contact: Contact{
			Email: f.Email, Phone: f.Phone, Location: f.Location,
			Website: linkOrEmpty(f.Website), LinkedIn: linkOrEmpty(f.LinkedIn), GitHub: linkOrEmpty(f.GitHub),
		},
		ContactInfo: f.ContactInfo,
	}
}

// linkOrEmpty keeps a typed link as the user wrote it when it is safe to follow.
func linkOrEmpty(s string) string {
	if safeLink(s) == "" {
		return ""
	}
	return s
}

// builtSummary writes a one-line summary from the title and skills when the user gave none:
// only their own words, arranged.
func builtSummary(title string, skills []string) string {
	top := skills
	if len(top) > 4 {
		top = top[:4]
	}
	switch {
	case title != "" && len(top) > 0:
		return sentence(title + " skilled in " + joinAnd(top))
	case title != "":
		return sentence(title)
	case len(top) > 0:
		return sentence("Skilled in " + joinAnd(top))
	}
	return ""
}

func (r *ResumeSections) withEmptyLists() *ResumeSections {
	// Lists are [] rather than null so clients can map over them.
	if r.Skills == nil {
		r.Skills = []string{}
	}
	if r.Experience == nil {
		r.Experience = []ExperienceEntry{}
	}
	if r.Projects == nil {
		r.Projects = []Project{}
	}
	if r.Education == nil {
		r.Education = []EducationEntry{}
	}
	if r.Certifications == nil {
		r.Certifications = []string{}
	}
	if r.References == nil {
		r.References = []string{}
	}
	for i := range r.Experience {
		if r.Experience[i].Bullets == nil {
			r.Experience[i].Bullets = []string{}
		}
	}
	for i := range r.Projects {
		if r.Projects[i].Bullets == nil {
			r.Projects[i].Bullets = []string{}
		}
	}
	return r
}

func bulletList(s string) []string {
	var out []string
	for _, l := range lines(s) {
		if b := bullet(l); b != "" {
			out = append(out, b)
		}
	}
	return dedupe(out)
}

// Dates as people write them: "Jan 2020", "01/2020", "2020-01", "2020", and ranges of them
// ending in a date or "Present".
const (
	monthPattern = `(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`
	datePattern  = `(?:` + monthPattern + `\s+\d{4}|\d{1,2}/\d{4}|\d{4}-\d{2}|(?:19|20)\d{2})`
	endPattern   = `(?:` + datePattern + `|[Pp]resent|[Cc]urrent|[Nn]ow|[Tt]oday|[Oo]ngoing)`
)

var (
	dateRange  = regexp.MustCompile(`(?i)\(?\b(` + datePattern + `)\s*(?:-|–|—|to|until)\s*(` + endPattern + `)\b\)?`)
	singleDate = regexp.MustCompile(`(?i)\(?\b(` + datePattern + `)\b\)?`)
	roleWords  = regexp.MustCompile(`(?i)\b(engineer|developer|manager|designer|director|lead|intern|analyst|consultant|specialist|head|vp|officer|founder|co-founder|architect|scientist|coordinator|assistant|associate|administrator|writer|editor|marketer|teacher|nurse|accountant|researcher|product owner|owner|programmer|technician|representative|executive|president|strategist|recruiter|advisor|adviser|trainee|apprentice|freelance|contractor|sre|devops|cto|ceo|coo|cfo)\b`)
	orgWords   = regexp.MustCompile(`(?i)\b(inc|llc|ltd|gmbh|corp|corporation|company|co|labs?|technologies|tech|group|agency|studio|bank|university|hospital|ag|sa|plc|limited|partners|ventures|systems|solutions)\b\.?`)
	headerSeps = regexp.MustCompile(`\s+(?:\||—|–|-|·|@)\s+|\s*\|\s*|,\s+|\s+at\s+`)
	urlPattern = regexp.MustCompile(`(?i)\b(?:https?://[^\s)]+|(?:www\.)?[a-z0-9-]+\.(?:com|dev|io|app|org|net|co|ai|me|xyz|tech)(?:/[^\s)]*)?)`)
	techLabel  = regexp.MustCompile(`(?i)\b(?:tech(?:nologies)?|stack|built with|tools)\s*[:\-–]\s*(.+)$`)
	schoolWord = regexp.MustCompile(`(?i)\b(university|college|school|institute|academy|polytechnic|universität|université|universidad|bootcamp|conservatory|seminary)\b`)
	degreeWord = regexp.MustCompile(`(?i)(\b(?:b\.?sc?|b\.?a|m\.?sc?|m\.?a|mba|ph\.?d|b\.?eng|m\.?eng|bachelor|master|doctor|doctorate|diploma|certificate|associate|a-levels?|high school|ged|degree|bs|ba|ms|ma|llb|llm|md)\b\.?)`)
)

// dates finds a date range or single date in s and returns s without it.
func dates(s string) (rest, start, end, display string) {
	if m := dateRange.FindStringSubmatchIndex(s); m != nil {
		start, end = s[m[2]:m[3]], s[m[4]:m[5]]
		rest = s[:m[0]] + s[m[1]:]
		return tidySeparators(rest), start, end, start + " – " + end
	}
	if m := singleDate.FindStringSubmatchIndex(s); m != nil {
		start = s[m[2]:m[3]]
		rest = s[:m[0]] + s[m[1]:]
		return tidySeparators(rest), start, "", start
	}
	return s, "", "", ""
}

var dangling = regexp.MustCompile(`(?:\s*(?:\||—|–|-|,|·|\(|\))\s*)+$|^(?:\s*(?:\||—|–|-|,|·|\(|\))\s*)+`)

func tidySeparators(s string) string {
	s = strings.TrimSpace(strings.ReplaceAll(s, "()", ""))
	for {
		t := strings.TrimSpace(dangling.ReplaceAllString(s, ""))
		if t == s {
			return strings.Join(strings.Fields(t), " ")
		}
		s = t
	}
}

// block is a header line with the lines under it.
type block struct {
	head string
	body []string
}

// blocks splits a typed section into entries: a blank line, or a plain line after bullet
// lines, starts a new one. Plain short lines right under a header continue the header
// (people write "Role" / "Company, City" / "2019 – 2023" on separate lines).
func blocks(s string) []block {
	var out []block
	var cur *block
	sawBullet, blank := false, true
	for _, raw := range strings.Split(s, "\n") {
		l := strings.TrimSpace(raw)
		if l == "" {
			blank = true
			continue
		}
		text, isBullet := stripBullet(l)
		switch {
		case cur == nil || (blank && !isBullet) || (!isBullet && sawBullet):
			out = append(out, block{head: text})
			cur = &out[len(out)-1]
			sawBullet = false
		case isBullet:
			cur.body = append(cur.body, text)
			sawBullet = true
		case len(cur.body) == 0 && len(text) <= 60 && !strings.HasSuffix(text, "."):
			cur.head += " | " + text
		default:
			cur.body = append(cur.body, text)
		}
		blank = false
	}
	return out
}

func parseExperience(s string) []ExperienceEntry {
	var out []ExperienceEntry
	for _, b := range blocks(s) {
		rest, start, end, display := dates(b.head)
		e := ExperienceEntry{StartDate: start, EndDate: end, Dates: display}
		e.Role, e.Company, e.Location = splitRoleCompany(rest)
		for _, l := range b.body {
			if x := bullet(l); x != "" {
				e.Bullets = append(e.Bullets, x)
			}
		}
		out = append(out, e)
	}
	return out
}

// splitRoleCompany reads "Role at Company, City", "Role | Company | City", "Company — Role".
func splitRoleCompany(s string) (role, company, location string) {
	if s == "" {
		return "", "", ""
	}
	if i := strings.Index(strings.ToLower(s), " at "); i > 0 {
		role = strings.TrimSpace(s[:i])
		parts := splitHeader(s[i+4:])
		company = parts[0]
		location = strings.Join(parts[1:], ", ")
		return role, company, location
	}
	parts := splitHeader(s)
	if len(parts) == 1 {
		if roleWords.MatchString(parts[0]) {
			return parts[0], "", ""
		}
		return "", parts[0], ""
	}
	// The first part is the role unless it reads as an organisation and the second as a role.
	ri, ci := 0, 1
	if (orgWords.MatchString(parts[0]) || !roleWords.MatchString(parts[0])) && roleWords.MatchString(parts[1]) {
		ri, ci = 1, 0
	}
	role, company = parts[ri], parts[ci]
	location = strings.Join(parts[2:], ", ")
	return role, company, location
}

func splitHeader(s string) []string {
	var parts []string
	for _, p := range headerSeps.Split(s, -1) {
		if p = tidySeparators(p); p != "" {
			parts = append(parts, p)
		}
	}
	if len(parts) == 0 {
		return []string{strings.TrimSpace(s)}
	}
	return parts
}

var nameSep = regexp.MustCompile(`\s+[—–-]\s+|:\s+|\s+\|\s+`)

func parseProjects(s string) []Project {
	var out []Project
	for _, b := range blocks(s) {
		var p Project
		all := append([]string{b.head}, b.body...)
		// The link and the tech list may be anywhere in the block.
		for i, l := range all {
			if p.Link == "" {
				if u := urlPattern.FindString(l); u != "" {
					if safe := safeLink(strings.TrimRight(u, ".,;")); safe != "" {
						p.Link = strings.TrimRight(u, ".,;")
						all[i] = tidySeparators(strings.Replace(l, u, "", 1))
					}
				}
			}
			if p.Tech == "" {
				if m := techLabel.FindStringSubmatchIndex(all[i]); m != nil {
					p.Tech = strings.TrimRight(strings.TrimSpace(all[i][m[2]:m[3]]), ".)")
					all[i] = tidySeparators(all[i][:m[0]])
				}
			}
		}
		head := strings.TrimSpace(strings.TrimSuffix(all[0], "("))
		if loc := nameSep.FindStringIndex(head); loc != nil {
			p.Name, p.Text = strings.TrimSpace(head[:loc[0]]), strings.TrimSpace(head[loc[1]:])
		} else {
			p.Name = head
		}
		if p.Tech == "" {
			// "Name (Go, React)" lists the tech in parentheses.
			if i := strings.LastIndex(p.Name, "("); i > 0 && strings.HasSuffix(p.Name, ")") {
				p.Tech = strings.TrimSpace(p.Name[i+1 : len(p.Name)-1])
				p.Name = strings.TrimSpace(p.Name[:i])
			}
		}
		for _, l := range all[1:] {
			if x := bullet(l); x != "" {
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

func parseEducation(s string) []EducationEntry {
	var out []EducationEntry
	for _, l := range lines(s) {
		l, _ = stripBullet(l)
		e := EducationEntry{Text: l}
		rest, start, end, _ := dates(l)
		e.Year = start
		if end != "" {
			e.Year = start + " – " + end
		}
		for _, p := range splitHeader(rest) {
			switch {
			case e.School == "" && schoolWord.MatchString(p):
				e.School = p
			case e.Degree == "" && degreeWord.MatchString(p):
				e.Degree = p
			case e.Degree == "" && e.School != "":
				e.Degree = p
			case e.School == "" && e.Degree != "":
				e.School = p
			}
		}
		out = append(out, e)
	}
	return out
}

// Headings of the resume text, in order.
var resumeHeadings = []string{"Summary", "Skills", "Experience", "Projects", "Education", "Certifications", "References"}

// templateStyle is how a template sets headings and bullets in plain text.
type templateStyle struct {
	heading func(string) string
	bullet  string
}

func styleOf(t Template) templateStyle {
	switch t {
	case TemplateClassic:
		return templateStyle{heading: func(h string) string {
			return strings.ToUpper(h) + "\n" + strings.Repeat("-", len(h))
		}, bullet: "- "}
	case TemplateModern:
		return templateStyle{heading: func(h string) string { return "▍" + h }, bullet: "▸ "}
	case TemplateCreative:
		return templateStyle{heading: func(h string) string { return "✦ " + h + " ✦" }, bullet: "→ "}
	default:
		return templateStyle{heading: strings.ToUpper, bullet: "• "}
	}
}

// renderResume writes the resume as plain text. Sections without content are left out, so
// no heading stands empty.
func renderResume(r *ResumeSections, t Template) string {
	st := styleOf(t)
	var b strings.Builder
	write := func(s string) { b.WriteString(s) }
	h := r.Header
	if h.Name != "" {
		write(h.Name + "\n")
	}
	if h.Title != "" {
		write(h.Title + "\n")
	}
	if h.ContactInfo != "" {
		write(h.ContactInfo + "\n")
	}
	section := func(title string) { write("\n" + st.heading(title) + "\n") }
	bullets := func(items []string) {
		for _, x := range items {
			if x != "" {
				write(st.bullet + x + "\n")
			}
		}
	}
	if r.Summary != "" {
		section("Summary")
		write(r.Summary + "\n")
	}
	if len(r.Skills) > 0 {
		section("Skills")
		write(strings.Join(r.Skills, " · ") + "\n")
	}
	if len(r.Experience) > 0 {
		section("Experience")
		for i, e := range r.Experience {
			if i > 0 {
				write("\n")
			}
			head := joinNonEmpty(" — ", e.Role, joinNonEmpty(", ", e.Company, e.Location))
			if head != "" {
				write(head + "\n")
			}
			if e.Dates != "" {
				write(e.Dates + "\n")
			}
			bullets(e.Bullets)
		}
	}
	if len(r.Projects) > 0 {
		section("Projects")
		for i, p := range r.Projects {
			if i > 0 {
				write("\n")
			}
			if head := joinNonEmpty(" — ", p.Name, p.Text); head != "" {
				write(head + "\n")
			}
			if p.Tech != "" {
				write("Tech: " + p.Tech + "\n")
			}
			if p.Link != "" {
				write(p.Link + "\n")
			}
			bullets(p.Bullets)
		}
	}
	if len(r.Education) > 0 {
		section("Education")
		for _, e := range r.Education {
			// The line as the user wrote it: the parsed parts are for the preview.
			line := e.Text
			if line == "" {
				line = joinNonEmpty(", ", joinNonEmpty(" — ", e.Degree, e.School), e.Year)
			}
			write(st.bullet + line + "\n")
		}
	}
	if len(r.Certifications) > 0 {
		section("Certifications")
		bullets(r.Certifications)
	}
	if len(r.References) > 0 {
		section("References")
		bullets(r.References)
	}
	return strings.TrimSpace(b.String())
}

func joinNonEmpty(sep string, parts ...string) string {
	var keep []string
	for _, p := range parts {
		if strings.TrimSpace(p) != "" {
			keep = append(keep, p)
		}
	}
	return strings.Join(keep, sep)
}

func (f *ResumeForm) builtin() Output {
	r := f.tailored(f.resumeSections())
	return Output{Text: renderResume(r, f.Template), Resume: r}
}

func (f *ResumeForm) title(Output) string {
	return truncate(firstNonEmpty(joinNonEmpty(" — ", f.Name, f.JobTitle), "Resume"), 120)
}

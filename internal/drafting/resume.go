package drafting

import (
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

// ExperienceEntry is one role. The parser (resumeparse.go, ADR 0014) fills a field only with
// the user's own words for it; a header it cannot split with confidence stays whole in Text.
type ExperienceEntry struct {
	Company   string   `json:"company"`
	Role      string   `json:"role"`
	Location  string   `json:"location"`
	StartDate string   `json:"start_date"`
	EndDate   string   `json:"end_date"`
	Dates     string   `json:"dates"`
	Details   string   `json:"details,omitempty" doc:"The header's other words, as typed: employment type, length of stay, team ('Full-time · 5 yrs 3 mos')"`
	Text      string   `json:"text,omitempty" doc:"The header as typed, when it could not be split into role and company with confidence"`
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

// EducationEntry is one school or course. Text is the entry as the user typed it (its lines
// joined by " · "); Details holds its words that are neither school, degree nor year.
type EducationEntry struct {
	School  string `json:"school"`
	Degree  string `json:"degree"`
	Year    string `json:"year"`
	Details string `json:"details,omitempty" doc:"What the entry says beyond school, degree and year, as typed ('First-class honours')"`
	Text    string `json:"text"`
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
			// A header the parser could not split is written as typed (Text).
			head := firstNonEmpty(joinNonEmpty(" — ", e.Role, joinNonEmpty(", ", e.Company, e.Location)), e.Text)
			if head != "" {
				write(head + "\n")
			}
			if meta := joinNonEmpty(" · ", e.Dates, e.Details); meta != "" {
				write(meta + "\n")
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

// ResumePreview is how the built-in writer reads a resume form: the sections and title its
// draft will have. The web app shows it before Generate, so the structure a user sees while
// typing is the one the draft arrives with (ADR 0015). Nothing is saved or charged.
func ResumePreview(f *ResumeForm) (*ResumeSections, string, error) {
	if err := f.prepare(); err != nil {
		return nil, "", err
	}
	out := f.builtin()
	return out.Resume, f.title(out), nil
}

package drafting

import (
	"strings"
)

// resumeWriter writes a resume from its form.
type resumeWriter struct{ *ResumeForm }

// resumeSections builds the preview model from the form alone: the built-in writer's
// parse of what the user typed. Nothing is added that the user did not write.
func (f resumeWriter) resumeSections() *ResumeSections {
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

func (f resumeWriter) write() Output {
	r := f.tailored(f.resumeSections())
	return Output{Text: renderResume(r, f.Template), Resume: r}
}

// ResumePreview is how the built-in writer reads a resume form: the sections and title its
// draft will have. The web app shows it before Generate, so the structure a user sees while
// typing is the one the draft arrives with (ADR 0015). Nothing is saved or charged.
func ResumePreview(f *ResumeForm) (*ResumeSections, string, error) {
	if err := f.prepare(); err != nil {
		return nil, "", err
	}
	out := resumeWriter{f}.write()
	return out.Resume, f.title(out), nil
}

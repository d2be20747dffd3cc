package writer

import (
	"strings"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/plaintext"
	"github.com/draftsmith/draftsmith/internal/resume"
)

// resumeWriter writes a resume from its form.
type resumeWriter struct{ *draft.ResumeForm }

// resumeSections builds the preview model from the form alone: the built-in writer's
// parse of what the user typed. Nothing is added that the user did not write.
func (f resumeWriter) resumeSections() *resume.ResumeSections {
	n := newNotebook(f.Skills+"\n"+f.Experience+"\n"+f.Projects+"\n"+f.Education+"\n"+f.Summary, f.JobTitle, f.Name)
	resumeNotes := n.resumeNotebook() // writes shorthand and arrows out, in the resume's voice (ADR 0064)
	r := &resume.ResumeSections{
		Header:         f.Header(),
		Summary:        plaintext.Paragraph(resumeNotes.summary(f.Summary)),
		Skills:         plaintext.SplitList(f.Skills),
		Experience:     resume.ParseExperience(f.Experience),
		Projects:       resume.ParseProjects(f.Projects),
		Education:      resume.ParseEducation(f.Education),
		Certifications: resume.BulletList(f.Certifications),
		References:     resume.BulletList(f.References),
		Volunteer:      resume.ParseExperience(f.Volunteer),
		Awards:         resume.BulletList(f.Awards),
		Publications:   resume.BulletList(f.Publications),
		Languages:      plaintext.SplitList(f.Languages),
		Interests:      plaintext.SplitList(f.Interests),
	}
	resumeNotes.writtenOut(r) // before the casing of what is left as typed
	n.cased(r)
	if r.Summary == "" {
		r.Summary = builtSummary(f.JobTitle, r.Skills)
	}
	resume.Polish(r)
	return r.WithEmptyLists()
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
		return plaintext.Sentence(title + " skilled in " + plaintext.JoinAnd(top))
	case title != "":
		return plaintext.Sentence(title)
	case len(top) > 0:
		return plaintext.Sentence("Skilled in " + plaintext.JoinAnd(top))
	}
	return ""
}

// Headings of the resume text, in order.
var resumeHeadings = []string{"Summary", "Skills", "Experience", "Projects", "Education", "Certifications", "Volunteer", "Awards", "Publications", "Languages", "Interests", "References"}

// templateStyle is how a template sets headings and bullets in plain text.
type templateStyle struct {
	heading func(string) string
	bullet  string
}

func styleOf(t draft.Template) templateStyle {
	switch t {
	case draft.TemplateClassic:
		return templateStyle{heading: func(h string) string {
			return strings.ToUpper(h) + "\n" + strings.Repeat("-", len(h))
		}, bullet: "- "}
	case draft.TemplateModern:
		return templateStyle{heading: func(h string) string { return "▍" + h }, bullet: "▸ "}
	case draft.TemplateCreative:
		return templateStyle{heading: func(h string) string { return "✦ " + h + " ✦" }, bullet: "→ "}
	default:
		return templateStyle{heading: strings.ToUpper, bullet: "• "}
	}
}

// renderResume writes the resume as plain text. Sections without content are left out, so
// no heading stands empty.
func RenderResume(r *resume.ResumeSections, t draft.Template) string {
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
	entries := func(title string, list []resume.ExperienceEntry) {
		if len(list) == 0 {
			return
		}
		section(title)
		for i, e := range list {
			if i > 0 {
				write("\n")
			}
			// A header the parser could not split is written as typed (Text).
			head := plaintext.FirstNonEmpty(plaintext.JoinNonEmpty(" — ", e.Role, plaintext.JoinNonEmpty(", ", e.Company, e.Location)), e.Text)
			if head != "" {
				write(head + "\n")
			}
			if meta := plaintext.JoinNonEmpty(" · ", e.Dates, e.Details); meta != "" {
				write(meta + "\n")
			}
			bullets(e.Bullets)
		}
	}
	entries("Experience", r.Experience)
	if len(r.Projects) > 0 {
		section("Projects")
		for i, p := range r.Projects {
			if i > 0 {
				write("\n")
			}
			if head := plaintext.JoinNonEmpty(" — ", p.Name, p.Text); head != "" {
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
				line = plaintext.JoinNonEmpty(", ", plaintext.JoinNonEmpty(" — ", e.Degree, e.School), e.Year)
			}
			write(st.bullet + line + "\n")
		}
	}
	if len(r.Certifications) > 0 {
		section("Certifications")
		bullets(r.Certifications)
	}
	entries("Volunteer", r.Volunteer)
	for _, l := range []struct {
		title string
		items []string
	}{{"Awards", r.Awards}, {"Publications", r.Publications}, {"Languages", r.Languages}, {"Interests", r.Interests}} {
		if len(l.items) > 0 {
			section(l.title)
			bullets(l.items)
		}
	}
	if len(r.References) > 0 {
		section("References")
		bullets(r.References)
	}
	return strings.TrimSpace(b.String())
}

func (f resumeWriter) write() draft.Output {
	r := f.tailored(f.resumeSections())
	return draft.Output{Text: RenderResume(r, f.Template), Resume: r}
}

// ResumePreview is how the built-in writer reads a resume form: the sections and title its
// draft will have. The web app shows it before Generate, so the structure a user sees while
// typing is the one the draft arrives with (ADR 0015). Nothing is saved or charged.
func ResumePreview(f *draft.ResumeForm) (*resume.ResumeSections, string, error) {
	if err := f.Prepare(); err != nil {
		return nil, "", err
	}
	out := resumeWriter{f}.write()
	return out.Resume, draft.Title(f, out), nil
}

package drafting

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// The model is asked for, and its answer read into, the five sections JSON Resume has beyond
// the spec's (issue 22).
func TestResumeModelKnowsVolunteerAwardsPublicationsLanguagesInterests(t *testing.T) {
	f := &draft.ResumeForm{Name: "Ana Souza", Volunteer: "Tutor at Code Club (2019 – Present)", Awards: "Design Award (2022)"}
	m := resumeModel{f}
	p := m.prompt()
	props := p.Schema["properties"].(map[string]any)
	for _, k := range []string{"volunteer", "awards", "publications", "languages", "interests"} {
		if props[k] == nil {
			t.Errorf("the schema lacks %s", k)
		}
	}
	if !strings.Contains(p.System, "volunteer: one entry per volunteer role") || !strings.Contains(p.User, `"volunteer":"Tutor at Code Club`) {
		t.Errorf("prompt:\n%s\n%s", p.System, p.User)
	}
	out, err := m.fromModel(`{"summary":"Designer.","skills":[],"experience":[],"projects":[],"education":[],"certifications":[],"references":[],
		"volunteer":[{"role":"Tutor","company":"Code Club","location":"","start_date":"2019","end_date":"Present","bullets":["Teach maths"]}],
		"awards":["Design Award (2022)"],"publications":["Forms that Work"],"languages":["Portuguese"],"interests":["Climbing"]}`)
	if err != nil {
		t.Fatal(err)
	}
	r := out.Resume
	if len(r.Volunteer) != 1 || r.Volunteer[0].Company != "Code Club" || r.Volunteer[0].Dates != "2019 – Present" || r.Awards[0] != "Design Award (2022)" ||
		r.Publications[0] != "Forms that Work" || r.Languages[0] != "Portuguese" || r.Interests[0] != "Climbing" {
		t.Errorf("sections %+v", r)
	}
	if !strings.Contains(out.Text, "VOLUNTEER\nTutor — Code Club") || !strings.Contains(out.Text, "INTERESTS\n• Climbing") {
		t.Errorf("text:\n%s", out.Text)
	}
}

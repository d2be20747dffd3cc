package writer

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// The sections JSON Resume has beyond the spec's (issue 22) reach the built-in writer's draft
// and its preview model as typed, each under its own heading.
func TestBuiltinResumeWritesVolunteerAwardsPublicationsLanguagesInterests(t *testing.T) {
	f := &draft.ResumeForm{Name: "Ana Souza", Experience: "Designer at Acme (2020 – Present)",
		Volunteer:    "Volunteer Coordinator at Code Club (Jan 2019 – Present)\n- Teach weekend classes",
		Awards:       "Design Award, Acme (2022)",
		Publications: "Forms that Work, UX Journal, 2021",
		Languages:    "Portuguese (native), English (fluent)",
		Interests:    "Climbing\nJazz piano"}
	if err := draft.Normalise(f); err != nil {
		t.Fatal(err)
	}
	out := Write(f)
	for _, want := range []string{"VOLUNTEER\nVolunteer Coordinator — Code Club\nJan 2019 – Present\n• Teach weekend classes", "AWARDS\n• Design Award, Acme (2022)",
		"PUBLICATIONS\n• Forms that Work, UX Journal, 2021", "LANGUAGES\n• Portuguese (native)\n• English (fluent)", "INTERESTS\n• Climbing\n• Jazz piano"} {
		if !strings.Contains(out.Text, want) {
			t.Errorf("resume lacks %q:\n%s", want, out.Text)
		}
	}
	r := out.Resume
	if len(r.Volunteer) != 1 || r.Volunteer[0].Company != "Code Club" || r.Volunteer[0].EndDate != "Present" || len(r.Awards) != 1 ||
		len(r.Publications) != 1 || len(r.Languages) != 2 || len(r.Interests) != 2 {
		t.Errorf("sections %+v", r)
	}
	if len(r.Experience) != 1 || r.Experience[0].Role != "Designer" {
		t.Errorf("volunteering leaked into experience: %+v", r.Experience)
	}
}

package resume_test

import (
	"testing"

	"github.com/draftsmith/draftsmith/internal/resume"
)

// Issue 29 item 7: people type job headers in lower case and without a label; a dated
// header after another job's bullets starts a new job, so its bullets are credited to the
// right employer.
func TestLowercaseJobHeadersStartTheirOwnEntry(t *testing.T) {
	in := "RN intern at OhioHealth (2024)\n- precepted on med surg floor\n- 12 pts per shift\n" +
		"patient care tech at riverside methodist hosp (2021-2024)\n- vitals, ekgs for 30+ pts/shift\n- trained 4 new techs\n" +
		"backend eng @ shopify 2015-2019\n- payments api"
	got := resume.ParseExperience(in)
	want := []struct{ role, company string }{
		{"RN intern", "OhioHealth"},
		{"patient care tech", "riverside methodist hosp"},
		{"backend eng", "shopify"},
	}
	if len(got) != len(want) {
		t.Fatalf("%d entries, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		if got[i].Role != w.role || got[i].Company != w.company {
			t.Errorf("entry %d: role %q company %q, want %q %q", i+1, got[i].Role, got[i].Company, w.role, w.company)
		}
	}
	if len(got[0].Bullets) != 2 || len(got[1].Bullets) != 2 || got[1].Dates != "2021 – 2024" {
		t.Errorf("bullets or dates credited to the wrong job: %+v", got)
	}
}

// A lower-case bullet that mentions years inside its sentence stays a bullet.
func TestLowercaseBulletWithYearsStaysABullet(t *testing.T) {
	got := resume.ParseExperience("Engineer at Acme (2019-2023)\n- led the 2019 – 2021 migration to go\n- cut p99 by half")
	if len(got) != 1 || len(got[0].Bullets) != 2 {
		t.Fatalf("got %+v", got)
	}
}

// Titles of the trades and the wards, typed "title - employer years": a solar installer and
// a laborer are roles, and a nurse's unit after a comma is part of her title, not the employer.
func TestLowercaseHeadersOfTradesAndWards(t *testing.T) {
	in := "solar installer - brightsun solar 2021-2024\n- ~300 residential installs\n" +
		"laborer, desert roofing co 2019-2021\n- tear-offs\n" +
		"rn, er - st. mary's hosp 2014-2022\n- charge nurse 3 yrs\n" +
		"acme, inc - engineer 2012-2014\n- built things"
	got := resume.ParseExperience(in)
	want := []struct{ role, company string }{
		{"solar installer", "brightsun solar"},
		{"laborer", "desert roofing co"},
		{"rn, er", "st. mary's hosp"},
		{"engineer", "acme, inc"},
	}
	if len(got) != len(want) {
		t.Fatalf("%d entries, want %d: %+v", len(got), len(want), got)
	}
	for i, w := range want {
		if got[i].Role != w.role || got[i].Company != w.company {
			t.Errorf("entry %d: role %q company %q, want %q %q", i+1, got[i].Role, got[i].Company, w.role, w.company)
		}
	}
}

package resume

import (
	"strings"
	"testing"
)

// Shapes that resume builders give (ADR 0062): a school with three or more bullets under it
// (OpenResume, RenderCV), and projects each with a line of description before their bullets
// (RenderCV). Invented people and words.

func TestEducationKeepsEveryBulletUnderItsSchool(t *testing.T) {
	for name, text := range map[string]string{
		// RenderCV: degree · school, then bullets, the dates beside the first bullet.
		"degree first": "PhD · Lakeside University, Physics | Lyon, France\n• Thesis: Slow light in cold gases | Sept 2015 – May 2020\n" +
			"• Advisor: Prof. Ana Ruiz\n• Marie Curie Fellowship, Scholar (Class of 2019)\n\nBSc · Hill College, Physics | Porto, Portugal\n• First-class honours | 2011 – 2015",
		// OpenResume: school, then degree and dates, then bullets, one with years of its own.
		"school first": "Lakeside University\nBachelor of Science in Physics - 3.9 GPA | Sep 2015 - May 2019\n• Placed second at the 2018 Physics Olympiad\n" +
			"• Tutor for Mechanics (2017 - 2018)\n• Coursework: Optics (A), Mechanics (A-)\nHill College\nAssociate of Science | 2013 - 2015",
	} {
		got := ParseEducation(text)
		if len(got) != 2 {
			t.Errorf("%s: %d schools, want 2: %+v", name, len(got), got)
			continue
		}
		if got[0].School != "Lakeside University" || got[1].School != "Hill College" {
			t.Errorf("%s: schools %q and %q", name, got[0].School, got[1].School)
		}
		last := map[string]string{"degree first": "Scholar (Class of 2019)", "school first": "Mechanics (A-)"}[name]
		if !strings.Contains(got[0].Details, last) {
			t.Errorf("%s: details %q lack %q", name, got[0].Details, last)
		}
	}
	// A bulleted school after a bulleted school is its own entry, not a note of the first.
	if got := ParseEducation("• BSc Physics, Lakeside University, 2019\n• Exchange term in Optics\n• MSc Physics, Hill College, 2021"); len(got) != 2 || got[1].School != "Hill College" {
		t.Errorf("bulleted schools: %+v", got)
	}
}

// RenderCV's projects: "Name | Date", a line of description, then bullets; the next project's
// header follows the last bullet.
func TestProjectsWithADescriptionLineStayApart(t *testing.T) {
	text := "Tidemark | Jan 2023 – present\nOpen-source tide tables for sailors\n• Served 3,000 harbours\n• Used by two coast guards\n" +
		"Kelpie | Jan 2021\nA kelp growth model with learned masks\n• Cut the error by 30%\n• Featured in a marine journal\n" +
		"Gull Count\nA phone app for counting birds\n• Counted 40,000 gulls in one summer"
	got := ParseProjects(text)
	if len(got) != 3 {
		t.Fatalf("%d projects, want 3: %+v", len(got), got)
	}
	for i, want := range []string{"Tidemark", "Kelpie", "Gull Count"} {
		if got[i].Name != want {
			t.Errorf("project %d is %q, want %q", i, got[i].Name, want)
		}
	}
	if len(got[1].Bullets) != 3 || got[1].Bullets[0] != "A kelp growth model with learned masks" {
		t.Errorf("Kelpie's lines: %q", got[1].Bullets)
	}
}

// sb2nov's template lists projects one a line, each a bullet "Name: what it is".
func TestProjectsListedOneABulletEach(t *testing.T) {
	got := ParseProjects("• Tidemark: Tide tables for sailors, served from one static page.\n• Kelpie: A kelp growth model with learned masks.\n" +
		"• Gull Count: A phone app for counting birds on a beach.")
	if len(got) != 3 {
		t.Fatalf("%d projects, want 3: %+v", len(got), got)
	}
	if got[1].Name != "Kelpie" || got[1].Text != "A kelp growth model with learned masks." {
		t.Errorf("second project: %+v", got[1])
	}
	// A project with bullets under it keeps them, named or not.
	got = ParseProjects("• Tidemark: Tide tables for sailors\n  • Tech: Go, SQLite\n  • Scale: 3,000 harbours a day")
	if len(got) != 1 || got[0].Tech != "Go, SQLite" {
		t.Errorf("got %+v", got)
	}
}

// A school's card written back on one line (formatEntry, ADR 0049): a note's own years come
// before the entry's, which close the line in brackets.
func TestEducationCardWithANotesYearsReadsBack(t *testing.T) {
	got := ParseEducation("BSc Physics | Porto, Hill College, Portugal · Tutor for Mechanics (2012 – 2013) · Coursework: Optics (September 2010 – July 2014)")
	if len(got) != 1 || got[0].Year != "September 2010 – July 2014" || !strings.Contains(got[0].Details, "Tutor for Mechanics (2012 – 2013)") {
		t.Errorf("got %+v", got)
	}
}

// Reactive Resume's school: "School | Dates" over "Degree | Town, Country"; the town is the
// place, not more of the degree.
func TestEducationDegreeBesideItsPlace(t *testing.T) {
	got := ParseEducation("Hill College | October 2013 to March 2016\nMSc Oceanography | Porto, Portugal")
	if len(got) != 1 || got[0].Degree != "MSc Oceanography" || got[0].Details != "Porto, Portugal" {
		t.Errorf("got %+v", got)
	}
}

package resume

import (
	"slices"
	"strings"
	"testing"
)

// Shapes seen on public real resumes after ADR 0062 (ADR 0065), in invented text: skill groups
// set side by side in a table, a label line under a school, projects as "Name" / "Role" /
// paragraph, a role named "Volunteer" under a volunteer entry's header, a spoken language
// between two skill groups, and a street address at the top.

func TestSkillGroupsSetSideBySideComeOneALine(t *testing.T) {
	got, err := ImportResume("Mira Okafor\nmira@example.com\n\nSkills\n" +
		"Programming Languages: Go, Rust, SQL | Lab Tools: Oscilloscope, Logic Analyser, UART\n" +
		"Software: Git, Linux | Board Design: KiCad, Altium\n")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"Programming Languages: Go, Rust, SQL", "Lab Tools: Oscilloscope, Logic Analyser, UART", "Software: Git, Linux", "Board Design: KiCad, Altium"}
	if lines := strings.Split(got.Fields.Skills, "\n"); !slices.Equal(lines, want) {
		t.Errorf("skills = %q, want %q", lines, want)
	}
	// Spoken languages in the table go to Languages, the group beside them stays a skill.
	got, err = ImportResume("Mira Okafor\nmira@example.com\n\nSkills\nLanguages: Spanish, English | Tools: Git, Make\n")
	if err != nil {
		t.Fatal(err)
	}
	if got.Fields.Languages != "Spanish, English" || got.Fields.Skills != "Tools: Git, Make" {
		t.Errorf("languages = %q, skills = %q", got.Fields.Languages, got.Fields.Skills)
	}
	// A bar inside one group's items is not a new group.
	if g := skillGroups("Cloud: AWS | GCP, Azure"); len(g) != 1 {
		t.Errorf("skillGroups split a group's own bar: %q", g)
	}
}

func TestALabelLineUnderASchoolIsOneOfItsDetails(t *testing.T) {
	got := ParseEducation("Northfield Polytechnic | Expected May 2025\nBSc in Robotics | GPA: 3.7\nCoursework\nControl Systems, Embedded Design, Signal Processing\n\n" +
		"Lakeside College | 2019\nDiploma in Electronics")
	if len(got) != 2 {
		t.Fatalf("%d schools, want 2: %+v", len(got), got)
	}
	if got[0].School != "Northfield Polytechnic" || !strings.Contains(got[0].Details, "Control Systems") {
		t.Errorf("first school = %+v, want its coursework in its details", got[0])
	}
}

func TestProjectsSetAsNameRoleAndParagraphAreApart(t *testing.T) {
	got := ParseProjects("Harbour Tide Tracker\nLead Developer\nBuilt a tide table service that local sailors check before they set out.\n" +
		"Community Garden Map\nVolunteer Designer\nDrew an interactive map of the plots, updated by the gardeners themselves.")
	if len(got) != 2 || got[0].Name != "Harbour Tide Tracker" || got[1].Name != "Community Garden Map" {
		t.Fatalf("projects = %+v, want two", got)
	}
	// A title line between two paragraphs of one project stays in it.
	one := ParseProjects("Harbour Tide Tracker\nBuilt a tide table service for local sailors.\nOpen Source Release\nPublished the code under the MIT licence in 2023.")
	if len(one) != 1 {
		t.Errorf("one project read as %d: %+v", len(one), one)
	}
}

func TestVolunteerUnderAVolunteerEntrysHeaderIsItsRole(t *testing.T) {
	got, err := ImportResume("Mira Okafor\nmira@example.com\n\nVolunteer Experience\n" +
		"Riverbend Food Bank, Dayton, OH | June 2019 – Present\nVolunteer\n• Sorted donations for 300 families a week\n\n" +
		"Skills\nComputer: Excel, Word\nLanguage: Fluent in Portuguese\nSocial Media: Instagram, TikTok\n")
	if err != nil {
		t.Fatal(err)
	}
	f := got.Fields
	if !strings.Contains(f.Volunteer, "\nVolunteer\n") || strings.Contains(f.Skills, "Volunteer") {
		t.Errorf("volunteer = %q", f.Volunteer)
	}
	if f.Languages != "Fluent in Portuguese" || !strings.Contains(f.Skills, "Social Media: Instagram, TikTok") {
		t.Errorf("languages = %q, skills = %q: the group after the language line is a skill group", f.Languages, f.Skills)
	}
	if got.Unplaced != 0 {
		t.Errorf("unplaced: %q", f.Summary)
	}
	jobs := ParseExperience(f.Volunteer)
	if len(jobs) != 1 || jobs[0].Role != "Volunteer" || jobs[0].Company != "Riverbend Food Bank" || jobs[0].Location != "Dayton, OH" || len(jobs[0].Bullets) != 1 {
		t.Errorf("volunteering read as %+v", jobs)
	}
	// A line under a header that names its role already is not a second role.
	if e := ParseExperience("Engineer, Acme | 2019 – 2023\nPlatform Lead\n• Built the queue"); len(e) != 1 || e[0].Role != "Engineer" || len(e[0].Bullets) != 2 {
		t.Errorf("read as %+v", e)
	}
}

func TestAStreetAddressAtTheTopIsTheLocation(t *testing.T) {
	got, err := ImportResume("Mira Okafor\n42 Alder Lane, Dayton, OH\nmira@example.com\n(937) 555-0142\n\nExperience\nClerk, Acme | 2020 – 2022\n")
	if err != nil {
		t.Fatal(err)
	}
	if got.Fields.Location != "42 Alder Lane, Dayton, OH" || got.Unplaced != 0 {
		t.Errorf("location = %q, unplaced %d: %q", got.Fields.Location, got.Unplaced, got.Fields.Summary)
	}
}

package resume

import (
	"reflect"
	"strings"
	"testing"
)

// Lines resume builders set apart under an entry (found by importing public resumes by hand),
// typed anew with our own words: none of them is something done in the role.

// Reactive Resume sets the company's web address on a line of its own under the header: the
// role's details, not its first bullet; the card written back reads into the same fields.
func TestCompanyWebAddressIsNoBullet(t *testing.T) {
	text := "Tidewater Labs | March 2020 to Present\nStaff Engineer | Halifax, NS\nhttps://tidewater.example/\n" +
		"Rebuilt the tide forecast service, halving its cost.\nMentored three new engineers.\n" +
		"Kelp & Co | May 2017 to February 2020\nEngineer | Moncton, NB\nwww.kelpco.example\nWrote the harvest planner."
	jobs := ParseExperience(text)
	if len(jobs) != 2 {
		t.Fatalf("%d roles, want 2: %+v", len(jobs), jobs)
	}
	want := []struct {
		details string
		bullets int
	}{{"https://tidewater.example/", 2}, {"www.kelpco.example", 1}}
	for i, w := range want {
		if jobs[i].Details != w.details || len(jobs[i].Bullets) != w.bullets {
			t.Errorf("role %d: details %q, bullets %q; want %q and %d bullets", i, jobs[i].Details, jobs[i].Bullets, w.details, w.bullets)
		}
	}
	if jobs[0].Role != "Staff Engineer" || jobs[0].Company != "Tidewater Labs" || jobs[0].Location != "Halifax, NS" {
		t.Errorf("first role's header: %+v", jobs[0])
	}
	// The card's own form: the details after the place, before the dates (a header's closing
	// slash is trimmed, as any header's closing punctuation is).
	back := ParseExperience("Staff Engineer at Tidewater Labs, Halifax, NS · https://tidewater.example/ (March 2020 – Present)\n- Rebuilt the tide forecast service")
	if len(back) != 1 || back[0].Role != "Staff Engineer" || back[0].Company != "Tidewater Labs" || strings.TrimSuffix(back[0].Details, "/") != "https://tidewater.example" || back[0].Location != "Halifax, NS" {
		t.Errorf("read back: %+v", back)
	}
	// A bullet that names a link stays a bullet, and so does a marked link.
	jobs = ParseExperience("Engineer at Acme (2019 – 2021)\n- Published the client at github.com/acme/client\n- https://acme.example/blog")
	if len(jobs) != 1 || !reflect.DeepEqual(jobs[0].Bullets, []string{"Published the client at github.com/acme/client", "https://acme.example/blog"}) || jobs[0].Details != "" {
		t.Errorf("marked links: %+v", jobs)
	}
}

// Reactive Resume's project: its name, the author's role in it, then what was done; the role is
// the project's description, not its first bullet.
func TestProjectRoleLineIsItsDescription(t *testing.T) {
	got := ParseProjects("Harbour Map\nTeam Lead\nBuilt a live map of ferry berths used by three ports.\n" +
		"Gull Count\nMobile Developer\nWrote a phone app for counting birds on a beach.")
	if len(got) != 2 {
		t.Fatalf("%d projects, want 2: %+v", len(got), got)
	}
	for i, want := range []string{"Team Lead", "Mobile Developer"} {
		if got[i].Text != want || len(got[i].Bullets) != 1 {
			t.Errorf("project %d: text %q, bullets %q; want %q and one bullet", i, got[i].Text, got[i].Bullets, want)
		}
	}
	// A line of what the project is stays a bullet, as before (RenderCV).
	got = ParseProjects("Kelpie\nA kelp growth model with learned masks\n• Cut the error by 30%")
	if len(got) != 1 || got[0].Text != "" || len(got[0].Bullets) != 2 {
		t.Errorf("description line: %+v", got)
	}
}

const stackedLists = `Ana Lima
ana.lima@example.org

Experience
Engineer at Acme (2019 – 2021)
• Built the tide tables

Certifications
Cloud Practitioner
Northwind Academy
2021
Data Engineering Associate
Fabrikam Institute
2019

Awards
Harbour Hackathon Winner
Mar 2020
Best Student Paper
Jun 2018

Languages
Portuguese
Native Speaker
French
Upper Intermediate
German`

// Reactive Resume sets a certification as its name, its issuer and its year, each on a line of
// its own, and a language over its level: one item each, not one a line.
func TestStackedListItemsImportOnOneLine(t *testing.T) {
	got, err := ImportResume(stackedLists)
	if err != nil {
		t.Fatal(err)
	}
	f := got.Fields
	if want := []string{"Cloud Practitioner — Northwind Academy (2021)", "Data Engineering Associate — Fabrikam Institute (2019)"}; !reflect.DeepEqual(BulletList(f.Certifications), want) {
		t.Errorf("certifications %q, want %q", BulletList(f.Certifications), want)
	}
	if want := []string{"Harbour Hackathon Winner (Mar 2020)", "Best Student Paper (Jun 2018)"}; !reflect.DeepEqual(BulletList(f.Awards), want) {
		t.Errorf("awards %q, want %q", BulletList(f.Awards), want)
	}
	if want := "Portuguese (Native Speaker)\nFrench (Upper Intermediate)\nGerman"; f.Languages != want {
		t.Errorf("languages %q, want %q", f.Languages, want)
	}
	// Lists of another shape stay as typed: one item a line, a dated item among undated ones.
	for _, list := range [][]string{
		{"Cloud Practitioner", "Scrum Master"},
		{"Cloud Practitioner", "Scrum Master (2020)", "Red Cross First Aid"},
		{"• Cloud Practitioner", "2021", "• Scrum Master", "2020"},
		{"Cloud Practitioner", "Northwind Academy", "2021", "Scrum Master", "2020"},
	} {
		if got := stackedItems(list); !reflect.DeepEqual(got, list) {
			t.Errorf("%q became %q", list, got)
		}
	}
	if got := languageLevels([]string{"Go", "Advanced", "English", "Fluent"}); !reflect.DeepEqual(got, []string{"Go", "Advanced", "English (Fluent)"}) {
		t.Errorf("languages with a programming one: %q", got)
	}
}

// sb2nov's template: a summer job held two summers, "Summer 2012 and 2013". Shown as a range
// ("Summer 2012 – 2013") it would say the job ran the whole year between; the words stay.
func TestTwoSummersJoinedByAndStayTwoSummers(t *testing.T) {
	jobs := ParseExperience("Tidewater Labs | Halifax, NS\nData Intern | Summer 2014 and 2015\n• Cleaned the tide gauge data")
	if len(jobs) != 1 || jobs[0].Dates != "Summer 2014 and 2015" || jobs[0].StartDate != "Summer 2014" || jobs[0].EndDate != "Summer 2015" || jobs[0].Role != "Data Intern" {
		t.Fatalf("got %+v", jobs)
	}
	// A range typed with "and" that is no season's stays a range.
	jobs = ParseExperience("Data Intern at Tidewater Labs (between 2014 and 2015)")
	if len(jobs) != 1 || jobs[0].StartDate != "2014" || jobs[0].EndDate != "2015" {
		t.Fatalf("got %+v", jobs)
	}
}

// Awesome-CV sets "Name – Level" with a soft hyphen between spaces, and the PDF reader leaves
// a space where a dash it left out stood ("Specialty , Issuer"): the dash is the dash, and the
// comma closes its word.
func TestSpacedSoftHyphenIsADash(t *testing.T) {
	got, err := ImportResume("Ana Lima\nana.lima@example.org\n\nCertifications\n2023 · Harbour Networking \u00ad Specialty, Northwind Academy\n2022 · Tide Analysis Specialty , Northwind Academy")
	if err != nil {
		t.Fatal(err)
	}
	want := []string{"2023 · Harbour Networking – Specialty, Northwind Academy", "2022 · Tide Analysis Specialty, Northwind Academy"}
	if items := BulletList(got.Fields.Certifications); !reflect.DeepEqual(items, want) {
		t.Errorf("certifications %q, want %q", items, want)
	}
}

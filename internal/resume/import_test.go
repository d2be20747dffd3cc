package resume

import (
	"strings"
	"testing"
	"unicode"
)

// A resume as pdf.js gives its text back: a name, a title, a contact line, headings in
// several styles, a section the form has no field for, and a line the import cannot place.
const importSample = `Ana Souza
Senior Product Designer
ana@example.com | +1 (512) 555-0142 | Austin, TX | linkedin.com/in/anasouza | github.com/anasouza
Portfolio reviews on request; open to relocation

PROFESSIONAL SUMMARY
Product designer with nine years in B2B software.

Work Experience:
Acme Corp, Senior Product Designer, 2021 - present
` + "\uf0b7" + ` Led the onboarding redesign that lifted activation 12%
● Built a design system used by 40 designers

Staff Designer, Globex (Mountain View, CA) 2015.03 – 2021.07
- Shipped the billing console

Projects
Tideline — a tide-table app (Tech: Swift) tideline.app

E D U C A T I O N
University of Texas at Austin — BFA Design (2018)

Licenses & Certifications
Certified Usability Analyst, HFI, 2019

Skills: Figma, Prototyping, User research

Languages
Portuguese (native), English (fluent)

References
Available on request`

func TestImportResumeSplitsTheSections(t *testing.T) {
	got, err := ImportResume(importSample)
	if err != nil {
		t.Fatal(err)
	}
	f := got.Fields
	want := ImportedResume{
		Name: "Ana Souza", JobTitle: "Senior Product Designer", Email: "ana@example.com", Phone: "+1 (512) 555-0142",
		Location: "Austin, TX", LinkedIn: "linkedin.com/in/anasouza", GitHub: "github.com/anasouza",
		Summary: "Product designer with nine years in B2B software.\n\n" + UnplacedMarker +
			"\nPortfolio reviews on request; open to relocation",
		Experience: "Acme Corp, Senior Product Designer, 2021 - present\n• Led the onboarding redesign that lifted activation 12%\n" +
			"• Built a design system used by 40 designers\n\nStaff Designer, Globex (Mountain View, CA) 2015.03 – 2021.07\n- Shipped the billing console",
		Projects:       "Tideline — a tide-table app (Tech: Swift) tideline.app",
		Education:      "University of Texas at Austin — BFA Design (2018)",
		Certifications: "Certified Usability Analyst, HFI, 2019",
		Skills:         "Figma, Prototyping, User research",
		Languages:      "Portuguese (native), English (fluent)",
		References:     "Available on request",
	}
	if f != want {
		t.Errorf("fields\n got %#v\nwant %#v", f, want)
	}
	if strings.Join(got.Headings, "|") != "PROFESSIONAL SUMMARY|Work Experience|Projects|E D U C A T I O N|Licenses & Certifications|Skills|Languages|References" {
		t.Errorf("headings %q", got.Headings)
	}
	if got.Unplaced != 1 {
		t.Errorf("unplaced %d", got.Unplaced)
	}
	// The one parser reads the imported sections as it reads what a user types.
	exp, edu := ParseExperience(f.Experience), ParseEducation(f.Education)
	if len(exp) != 2 || exp[0].Company != "Acme Corp" || len(exp[0].Bullets) != 2 || len(edu) != 1 || edu[0].Year != "2018" {
		t.Errorf("parsed %+v %+v", exp, edu)
	}
}

// Every word of the input is in a field, or is one of the headings found; only the labels of
// contact values ("Email: ana@example.com") are left out of the fields they name.
func TestImportResumeDropsNoWord(t *testing.T) {
	for _, text := range []string{
		importSample,
		"just one line of text that is no resume at all",
		"Jane Doe\nSKILLS\nGo\n\n\nInterests\nchess, running\nEXPERIENCE: Acme 2020-2021\nwrote code\nEducation\nMIT 2019",
		"jane@example.com\nsome words first\n\nSummary\nShort.\nSummary\nAnother summary.",
		"Jo Bloggs\nEmail: jo@example.com | Tel: +44 20 7946 0958 | Mobile: 07700 900123\nE-mail: other@example.com\nSkills\nGo",
	} {
		got, err := ImportResume(text)
		if err != nil {
			t.Fatal(err)
		}
		have := map[string]bool{}
		for _, w := range words(importedText(got)) {
			have[w] = true
		}
		for _, w := range words(pdfBullets.Replace(text)) {
			if !have[w] && !contactLabels[w] {
				t.Errorf("%q dropped from %q\n%#v", w, text, got)
			}
		}
	}
}

// FuzzImportResume: any text imports without a panic, and no word is lost (go test -fuzz
// FuzzImportResume ./internal/drafting).
func FuzzImportResume(f *testing.F) {
	f.Add(importSample)
	f.Add("A B\nEmail: a@b.co | Austin, TX\nSkills: Go\nE D U C A T I O N\nMIT")
	f.Fuzz(func(t *testing.T, text string) {
		got, err := ImportResume(text)
		if err != nil {
			return
		}
		have := map[string]bool{}
		for _, w := range words(importedText(got)) {
			have[w] = true
		}
		for _, w := range words(importLinesText(text)) {
			if !have[w] && !contactLabels[w] {
				t.Fatalf("%q dropped from %q", w, text)
			}
		}
	})
}

// contactLabels are the words that name a contact value ("Email:", moderncv's "M" and "in"); the
// fields they fill stand for them.
var contactLabels = map[string]bool{"email": true, "e": true, "mail": true, "mailto": true, "phone": true, "tel": true, "telephone": true,
	"mobile": true, "mob": true, "cell": true, "t": true, "m": true, "p": true, "w": true, "web": true, "website": true, "homepage": true,
	"portfolio": true, "linkedin": true, "github": true, "gh": true, "in": true, "address": true, "location": true}

// importedText is every field of an import and the headings found, one after another.
func importedText(got *ResumeImport) string {
	f := got.Fields
	return strings.Join([]string{f.Name, f.JobTitle, f.Email, f.Phone, f.Location, f.Website, f.LinkedIn, f.GitHub, f.Summary,
		f.Experience, f.Projects, f.Education, f.Certifications, f.Skills, f.References, f.Volunteer, f.Awards, f.Publications,
		f.Languages, f.Interests, strings.Join(got.Headings, " ")}, "\n")
}

// importLinesText is the text as the import cleans it (bullets, control characters).
func importLinesText(text string) string { return strings.Join(importLines(text), "\n") }

func words(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

func TestImportResumeRefusesEmptyText(t *testing.T) {
	for _, text := range []string{"", " \n\t\n ", "\u200b\ufeff"} {
		if _, err := ImportResume(text); err == nil || !strings.Contains(err.Error(), MsgImportEmpty) {
			t.Errorf("%q: %v", text, err)
		}
	}
}

// After an import the user is told what was read ("2 jobs, 1 school, 3 skills; 1 line to
// place") and which fields to check.
func TestImportResumeCountsAndNamesWhatToCheck(t *testing.T) {
	got, err := ImportResume(importSample)
	if err != nil {
		t.Fatal(err)
	}
	if got.Jobs != 2 || got.Schools != 1 || got.Skills != 3 || got.Unplaced != 1 {
		t.Errorf("counts %d jobs, %d schools, %d skills, %d unplaced", got.Jobs, got.Schools, got.Skills, got.Unplaced)
	}
	if len(got.Unsure) != 1 || got.Unsure["summary"] != MsgUnsureUnplaced {
		t.Errorf("unsure %v", got.Unsure)
	}
	doubtful, err := ImportResume("Ana Souza\nExperience\nSomething I did once\n- built a thing\nEducation\nA course")
	if err != nil {
		t.Fatal(err)
	}
	if doubtful.Unsure["experience"] != MsgUnsureRoles || doubtful.Unsure["education"] != MsgUnsureSchools || doubtful.Unsure["name"] != "" {
		t.Errorf("unsure %v", doubtful.Unsure)
	}
}

// Invented resume in the shapes real templates take: a paragraph after the contact block under
// a heading the import does not know, a qualified heading ("Selected Honors"), skills grouped
// under labels that are headings elsewhere ("Languages: Go", "Tools"), and a two-row header
// with the company beside its dates and the role beside its place.
func TestImportReadsSkillGroupsQualifiedHeadingsAndSwappedRows(t *testing.T) {
	got, err := ImportResume(`Rosa Lindqvist
Updated in May 2026

Malmö, Sweden | rosa@example.com

Welcome to my resume
I build tools that make data teams faster and calmer at work.
Experience
Northwind Traders | March 2020 to Present
Platform Engineer | Malmö, Sweden
Selected Honors
• Engineering Prize (2021)
Other honors
Skills
Languages: Go, Python, SQL
Tools
Terraform, Docker
Languages
Swedish (native), English (fluent)`)
	if err != nil {
		t.Fatal(err)
	}
	f := got.Fields
	if f.JobTitle != "" {
		t.Errorf("job title = %q; the line after the contact block is no title", f.JobTitle)
	}
	if f.Awards != "• Engineering Prize (2021)\nOther honors" {
		t.Errorf("awards = %q", f.Awards)
	}
	if want := "Languages: Go, Python, SQL\nTools: Terraform, Docker"; f.Skills != want { // the label over its list joins it (skillgroups.go)
		t.Errorf("skills = %q, want %q", f.Skills, want)
	}
	if f.Languages != "Swedish (native), English (fluent)" {
		t.Errorf("languages = %q", f.Languages)
	}
	jobs := ParseExperience(f.Experience)
	if len(jobs) != 1 || jobs[0].Role != "Platform Engineer" || jobs[0].Company != "Northwind Traders" || jobs[0].Location != "Malmö, Sweden" || jobs[0].EndDate != "Present" {
		t.Errorf("jobs = %+v", jobs)
	}
}

// LinkedIn's "Save to PDF" profile as the layout reader gives it (issue 24, item 3): the kind
// after each contact detail, a sidebar too narrow for it, Top Skills, and each job's company
// over its role, its dates with the length of stay, and its "City, Region, Country" line.
func TestImportReadsALinkedInProfilePDF(t *testing.T) {
	got, err := ImportResume(`Jonas Weber
Platform Engineer at Kettle Systems
Leipzig, Saxony, Germany
Experience
Kettle Systems
Platform Engineer
April 2021 - Present (4 years 8 months)
Leipzig, Saxony, Germany
Runs the build farm for 200 engineers.
Contact
jonas.weber@example.com
+49 341 555 0100
(Mobile)
www.linkedin.com/in/jonas-weber-ops (LinkedIn)
jonasweber.dev (Personal)
Top Skills
Bazel
Go`)
	if err != nil {
		t.Fatal(err)
	}
	f := got.Fields
	if f.Phone != "+49 341 555 0100" || f.LinkedIn != "www.linkedin.com/in/jonas-weber-ops" || f.Website != "jonasweber.dev" || f.Email != "jonas.weber@example.com" {
		t.Errorf("contact = %q %q %q %q", f.Email, f.Phone, f.LinkedIn, f.Website)
	}
	if f.Skills != "Bazel\nGo" || got.Unplaced != 0 {
		t.Errorf("skills = %q, unplaced %d: %q", f.Skills, got.Unplaced, f.Summary)
	}
	if strings.Contains(f.Experience, "years") {
		t.Errorf("the length of stay is left in the experience: %q", f.Experience)
	}
	jobs := ParseExperience(f.Experience)
	if len(jobs) != 1 || jobs[0].Company != "Kettle Systems" || jobs[0].Role != "Platform Engineer" || jobs[0].Location != "Leipzig, Saxony, Germany" ||
		jobs[0].StartDate != "April 2021" || jobs[0].EndDate != "Present" || jobs[0].Details != "" {
		t.Errorf("jobs = %+v", jobs)
	}
}

package resume

import (
	"slices"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// Shapes of the misreads of ADR 0079, found on public resumes and typed anew with our own words.

// A long CV in Awesome-CV's shape: a motto under the header, a summary wrapped before a
// capital, sub-headings under Honors, talks and a role with titles in angle brackets, and the
// running footer of the name, the document's kind and the date it was typeset.
const pageMarksCV = `Ines Duarte
Platform Engineer · Site Reliability
Porto, Portugal
ines.duarte@example.com | www.example.com

“Leave every system a little kinder than you found it.”

Summary
Platform engineer with ten years of keeping payment systems calm, now looking for a small team.
Happiest with a terminal, a notebook and a long queue of flaky tests; lately experimenting with Ledger
Sync-based rollouts and budgets for on-call load.

Experience
Douro Payments | Porto, Portugal
Site Reliability Engineer | Mar. 2020 – Present
• Moved the ledger to three regions without a minute of downtime.
Undergraduate Research, Systems Lab(Prof. Rui Matos) | Braga, Portugal
Researcher for <Finding slow disks with simple statistics on a shared cluster> | Sep. 2012 – Feb. 2013
• Wrote the collector and the weekly report.

Honors & Awards
International Awards
2021 · 2nd Place, Cloud Games Europe | Online
2019 · Finalist, Open Hardware Cup | Berlin, Germany
Domestic Awards

2018 · 3rd Place, Porto Code Night | Porto, Portugal
Community
2022 · Community Organiser, Porto Go Meetup

Presentation
Northern Tech Days | Porto, Portugal
Presenter for <Cheap Tricks for Quiet Pagers> | Nov. 2019
• Showed how the team halved its night pages.

Program Committees
2016 · Problem Writer, Porto Capture the Flag | Portugal

Education
University of Porto | Porto, Portugal
BSc in Computer Science | GPA: 3.71 | Sep. 2010 – Jul. 2014

February 10, 2026 | Ines Duarte · Curriculum Vitae`

func TestImportDropsTheRunningFooterOfTheName(t *testing.T) {
	got, err := ImportResume(pageMarksCV)
	if err != nil {
		t.Fatal(err)
	}
	f := got.Fields
	for name, v := range map[string]string{"education": f.Education, "volunteer": f.Volunteer, "summary": f.Summary} {
		if strings.Contains(v, "Curriculum Vitae") || strings.Contains(v, "February 10, 2026") {
			t.Errorf("%s = %q; want no running footer in it", name, v)
		}
	}
	if schools := ParseEducation(f.Education); len(schools) != 1 {
		t.Errorf("schools = %+v; want the one school", schools)
	}
	// Lines that only mention the name stay: a footer holds nothing but it, the kind and a date.
	if !nameFooter("Ines Duarte · Résumé · Page 2 of 3", "Ines Duarte") || nameFooter("Ines Duarte Scholarship, 2014", "Ines Duarte") || nameFooter("Résumé workshop, 2021", "Ines Duarte") {
		t.Error("nameFooter: want only a line of the name beside the kind, a date or a page's number")
	}
}

func TestImportKeepsTextInAngleBracketsAsAQuotedTitle(t *testing.T) {
	got, err := ImportResume(pageMarksCV)
	if err != nil {
		t.Fatal(err)
	}
	f := got.Fields
	// The form's cleaning takes "<Cheap Tricks …>" for an HTML tag and removes it; a quoted
	// title survives it.
	pubs := plaintext.CleanText(f.Publications)
	if !strings.Contains(pubs, "Presenter for <Cheap Tricks for Quiet Pagers>") {
		t.Errorf("publications = %q; want the talk's title, quoted", pubs)
	}
	var role string
	for _, j := range ParseExperience(plaintext.CleanText(f.Experience)) {
		if strings.HasPrefix(j.Role, "Researcher") {
			role = j.Role
		}
	}
	if role != "Researcher for <Finding slow disks with simple statistics on a shared cluster>" {
		t.Errorf("role = %q; want the whole role with its project in brackets", role)
	}
}

func TestImportJoinsASummarysWrappedRowAndAQuotedMottoEndsOnce(t *testing.T) {
	got, err := ImportResume(pageMarksCV)
	if err != nil {
		t.Fatal(err)
	}
	// As the preview writes the summary: each line a sentence, then polished.
	summary := PolishSummary(plaintext.Paragraph(got.Fields.Summary))
	if strings.Contains(summary, "Ledger. Sync") || !strings.Contains(summary, "experimenting with Ledger Sync-based rollouts") {
		t.Errorf("summary = %q; want the wrapped row joined with a space", summary)
	}
	if strings.Contains(summary, "”.") || !strings.HasPrefix(summary, "“Leave every system a little kinder than you found it.” Platform engineer") {
		t.Errorf("summary = %q; want no stop after the motto's closing quote", summary)
	}
	// A short line of its own, and a line that ends a sentence, are not wrapped rows.
	if rows := joinSummaryWraps([]string{"Platform engineer", "Calm under pressure", strings.TrimSpace(strings.Repeat("Kept payment systems calm for years. ", 2)), "Next sentence."}); len(rows) != 4 {
		t.Errorf("joinSummaryWraps = %q; want the rows as they were", rows)
	}
}

func TestImportTakesSubHeadingsInAListSectionForHeadings(t *testing.T) {
	got, err := ImportResume(pageMarksCV)
	if err != nil {
		t.Fatal(err)
	}
	awards := BulletList(got.Fields.Awards)
	for _, label := range []string{"International Awards", "Domestic Awards", "Community"} {
		if slices.Contains(awards, label) {
			t.Errorf("awards = %q; want %q not as an award", awards, label)
		}
		if !slices.Contains(got.Headings, label) {
			t.Errorf("headings = %q; want %q among them", got.Headings, label)
		}
	}
	if len(awards) != 4 {
		t.Errorf("awards = %q; want the four awards", awards)
	}
	// An undated award among dated ones is an award, not a label.
	if kept, labels := subHeadings([]string{"Dean's List", "2019 · Best Poster, Porto Systems Day"}); labels != nil || len(kept) != 2 {
		t.Errorf("subHeadings = %q, %q; want the award kept", kept, labels)
	}
}

func TestGradeStaysWholeInDetails(t *testing.T) {
	got, err := ImportResume(pageMarksCV)
	if err != nil {
		t.Fatal(err)
	}
	schools := ParseEducation(got.Fields.Education)
	if len(schools) != 1 || schools[0].Degree != "BSc in Computer Science" || !strings.Contains(schools[0].Details, "GPA: 3.71") {
		t.Fatalf("schools = %+v; want the grade once, whole, in Details", schools)
	}
	// jakegut's shape: the grade after the degree on its line, coursework below.
	schools = ParseEducation("Northfield University | Expected June 2026\nBS in Physics; Minor in Music | GPA: 3.62\nCoursework\nOptics, Mechanics")
	if len(schools) != 1 || strings.Contains(schools[0].Degree, "GPA") || strings.Count(schools[0].Details, "GPA") != 1 || !strings.Contains(schools[0].Details, "GPA: 3.62") {
		t.Fatalf("schools = %+v; want the grade once, whole, in Details", schools)
	}
}

func TestImportDropsBulletGlyphsBeforeSkillGroups(t *testing.T) {
	got, err := ImportResume("Ines Duarte\nines.duarte@example.com\n\nSkills\n• Programming Languages: Go, Rust\n• Platform: Linux\n\nEducation\nUniversity of Porto | 2014")
	if err != nil {
		t.Fatal(err)
	}
	if got.Fields.Skills != "Programming Languages: Go, Rust\nPlatform: Linux" {
		t.Errorf("skills = %q; want the groups without their bullets", got.Fields.Skills)
	}
}

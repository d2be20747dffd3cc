package resume

import (
	"slices"
	"strings"
	"testing"
)

// Two shapes of real resumes (ADR 0060): bullets on lines of their own, as some PDF readers
// and copy-pastes give Jake's resume's tiny centred bullet, and a long CV's sections the form
// has no field of that name for, after a list section.

// A Jake's resume whose bullets came apart from their text.
const looseBullets = `Ines Duarte
Firmware Engineer
ines.duarte@example.com | (555) 010-7781

Experience
Tidewater Instruments | Halifax, NS
Embedded Intern | May 2023 – Aug. 2023
•
Wrote the UART driver of a buoy's wind sensor
•
Cut the sensor's start-up from 9 s to 2 s
Projects
Team Lead - Harbour Noise Map (Open Data Kiel) | TypeScript, Leaflet, PostGIS | Jun. 2019
•
Led three volunteers who mapped ferry noise
•
Drew the map layer from PostGIS tiles
Tide Clock | Arduino C, 3D Printing | Sep. 2017
•
Built a clock that shows the tide`

func TestImportJoinsABulletSetOnALineOfItsOwnToItsText(t *testing.T) {
	got, err := ImportResume(looseBullets)
	if err != nil {
		t.Fatal(err)
	}
	jobs := ParseExperience(got.Fields.Experience)
	if len(jobs) != 1 || strings.Join(jobs[0].Bullets, " / ") != "Wrote the UART driver of a buoy's wind sensor / Cut the sensor's start-up from 9 s to 2 s" {
		t.Errorf("experience = %+v; want one role with its two bullets", jobs)
	}
	projects := ParseProjects(got.Fields.Projects)
	var names []string
	bullets := 0
	for _, p := range projects {
		names = append(names, p.Name)
		bullets += len(p.Bullets)
	}
	if strings.Join(names, " / ") != "Team Lead - Harbour Noise Map (Open Data Kiel) / Tide Clock" || bullets != 3 {
		t.Errorf("projects %q with %d bullets; want the two projects with their three bullets: %+v", names, bullets, projects)
	}
}

// A long CV as Awesome-CV sets it: certificates, then talks, writing and program committees.
const longCV = `Tomasz Wilk
Platform Engineer
tomasz.wilk@example.com | +48 555 010 442

Certificates
2023 · Certified Kubernetes Security Specialist, The Linux Foundation
2021 · HashiCorp Certified: Vault Associate, HashiCorp

Presentation
Cloud Days Gdańsk | Gdańsk, Poland
Presenter for <Secrets Without Tears> | Oct. 2022
• Showed how a team rotates its database passwords every day

Writing
Night Shift Notes | Newsletter
Author | Jan. 2021 – Present
• Write a monthly letter on running clusters at night

Program Committees
2024 · Reviewer, Cloud Days Gdańsk 2024 | Gdańsk
2023 · Program Committee Member, Infra Meetup Łódź | Łódź`

func TestImportFilesALongCVsFurtherSectionsByKindNotAsCertifications(t *testing.T) {
	got, err := ImportResume(longCV)
	if err != nil {
		t.Fatal(err)
	}
	f := got.Fields
	if certs := BulletList(f.Certifications); len(certs) != 2 {
		t.Errorf("certifications = %q; want the two certificates only", certs)
	}
	// Each talk and each piece of writing is one item, its header and bullet on one line.
	if items := BulletList(f.Publications); len(items) != 2 {
		t.Errorf("publications = %q; want the talk and the newsletter, one item each", items)
	}
	for _, want := range []string{"Secrets Without Tears", "Night Shift Notes"} {
		if !strings.Contains(f.Publications, want) {
			t.Errorf("publications = %q; want %q in them (talks and writing are publications)", f.Publications, want)
		}
	}
	for _, want := range []string{"Cloud Days Gdańsk 2024", "Infra Meetup Łódź"} {
		if !strings.Contains(f.Volunteer, want) {
			t.Errorf("volunteer = %q; want %q in it (program committees are unpaid service)", f.Volunteer, want)
		}
	}
	if got.Unplaced != 0 {
		t.Errorf("unplaced = %d; want every section filed: %q", got.Unplaced, f.Summary)
	}
}

func TestImportLeavesASectionOfAnUnknownNameToPlaceWithItsHeading(t *testing.T) {
	text := `Lena Ortiz
Architect
lena.ortiz@example.com

Honors & Awards
International Awards
2022 · Finalist, Riverfront Pavilion Competition | Lisbon

Regional Awards
2019 · First Prize, Harbour Steps Competition | Porto

Certifications
LEED Green Associate

Registered Architect (Portugal)

Exhibitions
Casa Aberta Gallery | Porto
Group show of timber houses | May 2021
• Showed the models of two riverside houses`
	got, err := ImportResume(text)
	if err != nil {
		t.Fatal(err)
	}
	f := got.Fields
	if certs := BulletList(f.Certifications); strings.Join(certs, " / ") != "LEED Green Associate / Registered Architect (Portugal)" {
		t.Errorf("certifications = %q; want the two certifications only", certs)
	}
	// A group's label under Honors & Awards is not a section of its own: its entries stay in
	// Awards, and the label is a heading inside it, not an award (ADR 0079).
	if !strings.Contains(f.Awards, "2019 · First Prize, Harbour Steps Competition | Porto") || strings.Contains(f.Awards, "Regional Awards") {
		t.Errorf("awards = %q; want the regional group's award in them, without its label", f.Awards)
	}
	if !slices.Contains(got.Headings, "Regional Awards") || !slices.Contains(got.Headings, "International Awards") {
		t.Errorf("headings = %q; want the group labels among them", got.Headings)
	}
	_, unplaced, _ := strings.Cut(f.Summary, UnplacedMarker)
	if !strings.Contains(unplaced, "Exhibitions\nCasa Aberta Gallery | Porto") || !strings.Contains(unplaced, "Showed the models") {
		t.Errorf("unplaced = %q; want the Exhibitions section, under its heading, left to place", unplaced)
	}
}

func TestImportKeepsALongCVsSectionNamesThatAreItemsWhereTheyAre(t *testing.T) {
	text := `Noor Haddad
Technical Writer
noor.haddad@example.com

Skills
Writing: API references, release notes
Service | Zendesk, Jira

Interests
Hiking
Writing
Chess

Writing
Field Notes | Newsletter
Editor | Mar. 2020 – Present
• Edit a weekly letter on developer tools`
	got, err := ImportResume(text)
	if err != nil {
		t.Fatal(err)
	}
	f := got.Fields
	if f.Skills != "Writing: API references, release notes\nService | Zendesk, Jira" {
		t.Errorf("skills = %q; want both groups in them", f.Skills)
	}
	if f.Interests != "Hiking\nWriting\nChess" {
		t.Errorf("interests = %q; want writing among them", f.Interests)
	}
	if items := BulletList(f.Publications); len(items) != 1 || !strings.Contains(items[0], "Field Notes") || !strings.Contains(items[0], "Edit a weekly letter") {
		t.Errorf("publications = %q; want the newsletter, one item with its bullet", items)
	}
}

package resume

import (
	"encoding/json"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
)

// The generator's cards (issue 27, ADR 0049): a section's text is cut at the line each entry
// starts at, and each card must be the entry the whole section gives.

func TestEntryCardsStartAtEachEntrysFirstLine(t *testing.T) {
	tests := []struct {
		name, section, text string
		starts              []int
		count               int
	}{
		{"two roles apart", "experience", "Engineer at Acme (2019 – 2021)\n- Built a thing\n\nDesigner at Globex (2021 – Present)\n- Drew a thing", []int{0, 3}, 2},
		{"two roles without a blank line", "experience", "Engineer at Acme (2019 – 2021)\n- Built a thing\nDesigner at Globex (2021 – Present)\n- Drew a thing", []int{0, 2}, 2},
		{"leading blank lines are no card's", "experience", "\n\nEngineer at Acme (2019 – 2021)", []int{2}, 1},
		{"a header over two lines", "experience", "Software Engineering Intern | May 2024 – Aug 2024\nLakeshore Robotics | Detroit, MI\n– Wrote the path planner\nTeaching Assistant | Sep 2023 – Present\nUniversity of Michigan | Ann Arbor, MI", []int{0, 3}, 2},
		{"projects", "projects", "Atlas — a map of the office\n- Used by 40 people\n\nBeacon | alerts for on-call", []int{0, 3}, 2},
		{"schools, one a line", "education", "BS Computer Science, University of Michigan, 2026\nMBA, Wharton School, 2030", []int{0, 1}, 2},
		{"a school over two lines", "education", "University of Michigan\nBS Computer Science, 2026", []int{0}, 1},
		{"awards, one a line, a blank line between", "awards", "Dean's List\n\nFirst Place, Hack Night", []int{0, 2}, 2},
		{"a certification's Issued line stays with it", "certifications", "AWS Solutions Architect\nIssued Jan 2024\nCKA", []int{0, 2}, 2},
		{"an empty section has none", "volunteer", "  \n", []int{}, 0},
		{"a Windows line break counts once", "experience", "Engineer at Acme (2019 – 2021)\r\n- Built a thing\r\n\r\nDesigner at Globex (2021 – 2023)", []int{0, 3}, 2},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, ok := ReadEntryCards(tt.section, tt.text)
			if !ok {
				t.Fatal("not a card section")
			}
			if !reflect.DeepEqual(c.Starts, tt.starts) {
				t.Errorf("starts %v, want %v", c.Starts, tt.starts)
			}
			if n := len(c.Experience) + len(c.Projects) + len(c.Education) + len(c.Items); n != tt.count {
				t.Errorf("%d entries, want %d", n, tt.count)
			}
		})
	}
	if _, ok := ReadEntryCards("skills", "Go"); ok {
		t.Error("skills read as cards")
	}
}

// cardTexts gathers the card sections' texts: the own corpus imported (testdata/resumes) and
// the parser corpus's inputs.
func cardTexts(t *testing.T) map[string][]string {
	texts := map[string][]string{}
	paths, _ := filepath.Glob(filepath.Join(ownCorpus, "*.txt"))
	if len(paths) < 30 {
		t.Fatalf("the own corpus has %d texts", len(paths))
	}
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		got, err := ImportResume(string(b))
		if err != nil {
			t.Fatal(err)
		}
		f := got.Fields
		for section, text := range map[string]string{"experience": f.Experience, "volunteer": f.Volunteer, "projects": f.Projects,
			"education": f.Education, "certifications": f.Certifications, "awards": f.Awards, "publications": f.Publications} {
			texts[section] = append(texts[section], text)
		}
	}
	for _, c := range loadCorpus(t) {
		if CardSections[c.Section] != "" {
			texts[c.Section] = append(texts[c.Section], c.Input)
		}
	}
	return texts
}

// entriesOf is a reading's entries, whatever the section's shape.
func entriesOf(c EntryCards) []any {
	var out []any
	for _, e := range c.Experience {
		out = append(out, e)
	}
	for _, e := range c.Projects {
		out = append(out, e)
	}
	for _, e := range c.Education {
		out = append(out, e)
	}
	for _, e := range c.Items {
		out = append(out, e)
	}
	return out
}

func TestEachCardReadsAloneAsInItsWholeSection(t *testing.T) {
	cards := 0
	for section, texts := range cardTexts(t) {
		for _, text := range texts {
			whole, _ := ReadEntryCards(section, text)
			entries := entriesOf(whole)
			if len(entries) != len(whole.Starts) {
				t.Fatalf("%s: %d entries, %d starts", section, len(entries), len(whole.Starts))
			}
			lines := strings.Split(text, "\n")
			var rejoined []string
			if len(whole.Starts) > 0 {
				rejoined = append(rejoined, lines[:whole.Starts[0]]...)
			}
			for i, from := range whole.Starts {
				to := len(lines)
				if i+1 < len(whole.Starts) {
					to = whole.Starts[i+1]
				}
				if to <= from {
					t.Fatalf("%s: starts %v not increasing", section, whole.Starts)
				}
				block := strings.Join(lines[from:to], "\n")
				rejoined = append(rejoined, lines[from:to]...)
				alone, _ := ReadEntryCards(section, block)
				if got := entriesOf(alone); len(got) != 1 || !reflect.DeepEqual(got[0], entries[i]) {
					t.Errorf("%s card %d read alone:\n%q\ngives %+v\nthe section gives %+v", section, i, block, got, entries[i])
				}
				cards++
			}
			if len(whole.Starts) > 0 && strings.Join(rejoined, "\n") != text {
				t.Errorf("%s: the cards do not join back into the text", section)
			}
		}
	}
	t.Logf("%d cards read alone", cards)
	if cards < 300 {
		t.Errorf("only %d cards read", cards)
	}
}

// The web app writes an edited card as text (web/src/features/entries/format.ts); these
// vectors hold what it writes for the own corpus's entries and more, and this reader must
// read each back into the fields the card showed.
type cardVector struct {
	Name    string          `json:"name"`
	Section string          `json:"section"`
	Text    string          `json:"text"`
	Want    json.RawMessage `json:"want"`
}

func TestCardVectorsReadBackIntoTheirFields(t *testing.T) {
	b, err := os.ReadFile("../../web/src/features/entries/cards.vectors.json")
	if err != nil {
		t.Fatal(err)
	}
	var vectors []cardVector
	if err := json.Unmarshal(b, &vectors); err != nil {
		t.Fatal(err)
	}
	if len(vectors) < 50 {
		t.Fatalf("only %d vectors", len(vectors))
	}
	for _, v := range vectors {
		c, ok := ReadEntryCards(v.Section, v.Text)
		if !ok {
			t.Fatalf("%s: section %q", v.Name, v.Section)
		}
		got := entriesOf(c)
		if len(got) != 1 {
			t.Errorf("%s: %q reads as %d entries", v.Name, v.Text, len(got))
			continue
		}
		gotJSON, _ := json.Marshal(got[0])
		var gotMap, wantMap map[string]any
		_ = json.Unmarshal(gotJSON, &gotMap)
		if err := json.Unmarshal(v.Want, &wantMap); err != nil {
			// An item is a string.
			var want string
			if json.Unmarshal(v.Want, &want) != nil || got[0] != want {
				t.Errorf("%s: %q reads as %s, want %s", v.Name, v.Text, gotJSON, v.Want)
			}
			continue
		}
		for k, w := range wantMap {
			if !reflect.DeepEqual(gotMap[k], w) && !(w == "" && gotMap[k] == nil) {
				t.Errorf("%s: %q: %s is %v, want %v", v.Name, v.Text, k, gotMap[k], w)
			}
		}
	}
}

// A card in the field's own form reads back into the fields it was written from, whatever its
// place or name holds: LinkedIn's City, Region, Country, two places, a hyphen in a project's
// name (the vectors that failed: "…, Berlin, Berlin, Germany", "…, Busan, South Korea & Austin,
// TX", "Team Lead - Tram Delay Map (Open Data Berlin) — Jun. 2019"). A person typing the card
// by hand gets the same fields.
func TestACardsPlaceAndNameReadBackWhole(t *testing.T) {
	roles := []struct{ text, role, company, location string }{
		{"Lead Data Scientist at Stromwerk GmbH, Berlin, Berlin, Germany (October 2020 – Present)\n- Built the demand forecast", "Lead Data Scientist", "Stromwerk GmbH", "Berlin, Berlin, Germany"},
		{"Data Analyst at Hanse Logistics AG, Hamburg, Hamburg, Germany (April 2016 – September 2020)", "Data Analyst", "Hanse Logistics AG", "Hamburg, Hamburg, Germany"},
		{"Engineer at Acme, Rotterdam, South Holland, Netherlands (2019 – 2021)", "Engineer", "Acme", "Rotterdam, South Holland, Netherlands"},
		{"Game Designer Intern at Harbor Games, Busan, South Korea & Austin, TX (Mar. 2016 – Exp. Jun. 2017)\n- Designed three puzzle levels", "Game Designer Intern", "Harbor Games", "Busan, South Korea & Austin, TX"},
		// Unchanged: the company stays out of the place, and one city before the country.
		{"Designer at Acme, London, England, United Kingdom (2019 – 2021)", "Designer", "Acme", "London, England, United Kingdom"},
		{"Senior Engineer at Acme, Berlin, Germany (Jan 2020 – Present)", "Senior Engineer", "Acme", "Berlin, Germany"},
	}
	for _, tt := range roles {
		c, _ := ReadEntryCards("experience", tt.text)
		if len(c.Experience) != 1 {
			t.Fatalf("%q: %d entries", tt.text, len(c.Experience))
		}
		e := c.Experience[0]
		if e.Role != tt.role || e.Company != tt.company || e.Location != tt.location || e.Details != "" || e.Text != "" {
			t.Errorf("%q reads as role %q, company %q, location %q, details %q, text %q; want %q, %q, %q", tt.text, e.Role, e.Company, e.Location, e.Details, e.Text, tt.role, tt.company, tt.location)
		}
	}
	projects := []struct{ text, name, desc string }{
		{"Team Lead - Tram Delay Map (Open Data Berlin) — Jun. 2019\nTech: TypeScript, Leaflet, PostGIS\n- Led four volunteers", "Team Lead - Tram Delay Map (Open Data Berlin)", "Jun. 2019"},
		{"Atlas: the office map — Used by 40 people", "Atlas: the office map", "Used by 40 people"},
		{"Atlas — a map — of the office", "Atlas", "a map — of the office"},
		// A name with a hyphen and no description: the em dash closes it (formatEntry).
		{"Team Lead - Tram Delay Map —\n- Led four volunteers", "Team Lead - Tram Delay Map", ""},
		// Unchanged: without the em dash, the first hyphen, colon or bar parts them.
		{"Atlas - a map of the office", "Atlas", "a map of the office"},
		{"Beacon | alerts for on-call", "Beacon", "alerts for on-call"},
	}
	for _, tt := range projects {
		c, _ := ReadEntryCards("projects", tt.text)
		if len(c.Projects) != 1 {
			t.Fatalf("%q: %d entries", tt.text, len(c.Projects))
		}
		if p := c.Projects[0]; p.Name != tt.name || p.Text != tt.desc {
			t.Errorf("%q reads as name %q, text %q; want %q, %q", tt.text, p.Name, p.Text, tt.name, tt.desc)
		}
	}
}

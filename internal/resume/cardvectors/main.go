// Command cardvectors writes step one of the shared card vectors (ADR 0049): the entries the
// resume reader gives for the own corpus (testdata/resumes), for the parser corpus, and for
// cards as people fill them in, each as a vector's "want". Step two,
// web/scripts/card-vectors.mjs, writes each vector's text with the web app's formatter; the
// Go reader then must read every text back into its want (TestCardVectorsReadBackIntoTheirFields)
// and the web formatter must write it (web/src/features/entries/format.test.ts).
//
//	go run ./internal/resume/cardvectors && node web/scripts/card-vectors.mjs
package main

import (
	"encoding/json"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"sort"

	"github.com/draftsmith/draftsmith/internal/resume"
)

// typedCards are cards as people fill them in, typed in the field's own hint form.
var typedCards = map[string][]string{
	"experience": {
		"Senior Engineer at Acme, Berlin, Germany (Jan 2020 – Present)\n- Built the billing platform\n- Led a team of four",
		"Barista at Blue Bottle Coffee, Oakland, CA (2016 – 2018)",
		"Product Manager at Globex (2019)",
		"Freelance Designer (2015 – 2017)\n- Logos for 30 local shops",
		"Registered Nurse at St. Mary's Hospital, Remote · Part-time (03/2016 – 11/2019)",
		"Acme Corp, Senior Product Designer, 2021 - present\nLed the onboarding redesign",
		// LinkedIn's City, Region, Country and two places: the place whole after the company.
		"Data Engineer at Zalando SE, Rotterdam, South Holland, Netherlands (Feb 2018 – Jun 2020)",
		"Sound Designer at Harbor Games, Seoul, South Korea & Austin, TX (2016 – 2017)",
	},
	"volunteer": {"Mentor at Code Club (Sep 2021 – Present)\n- Teach Python to teenagers", "Volunteer Firefighter at Springfield Fire Department (2012 – 2014)"},
	"projects": {"Atlas — a map of the office\nTech: React, Go\nhttps://example.com/atlas\n- Used by 40 people", "Beacon\n- Alerts for on-call",
		// A hyphen in the name, with a description and without: the em dash parts them.
		"Team Lead - Tide Clock — Sep. 2017\n- Built a clock that shows the tide", "Team Lead - Tide Clock —\n- Built a clock that shows the tide"},
	"education":      {"BS Computer Science, University of Michigan, First-class honours (2026)", "MBA, Wharton School (Sep 2028 – May 2030)", "Coursera Machine Learning (2020)"},
	"certifications": {"AWS Certified Solutions Architect\nIssued Jan 2024 · Expires Jan 2027"},
	"awards":         {"Dean's List, University of Michigan (2023)"},
	"publications":   {"Fast ledgers, Journal of Payments, 2022"},
}

type vector struct {
	Name    string `json:"name"`
	Section string `json:"section"`
	Text    string `json:"text"`
	Want    any    `json:"want"`
}

func main() {
	texts := map[string][]string{}
	paths, _ := filepath.Glob("testdata/resumes/*.txt")
	for _, p := range paths {
		b, err := os.ReadFile(p)
		if err != nil {
			log.Fatal(err)
		}
		got, err := resume.ImportResume(string(b))
		if err != nil {
			log.Fatal(err)
		}
		f := got.Fields
		for section, text := range map[string]string{"experience": f.Experience, "volunteer": f.Volunteer, "projects": f.Projects,
			"education": f.Education, "certifications": f.Certifications, "awards": f.Awards, "publications": f.Publications} {
			texts[section] = append(texts[section], text)
		}
	}
	var corpus []struct{ Section, Input string }
	b, err := os.ReadFile("internal/resume/testdata/resume_corpus.json")
	if err != nil {
		log.Fatal(err)
	}
	if err := json.Unmarshal(b, &corpus); err != nil {
		log.Fatal(err)
	}
	for _, c := range corpus {
		if resume.CardSections[c.Section] != "" {
			texts[c.Section] = append(texts[c.Section], c.Input)
		}
	}
	for section, typed := range typedCards {
		texts[section] = append(texts[section], typed...)
	}
	sections := make([]string, 0, len(texts))
	for s := range texts {
		sections = append(sections, s)
	}
	sort.Strings(sections)
	var out []vector
	seen := map[string]bool{}
	for _, section := range sections {
		for _, text := range texts[section] {
			c, _ := resume.ReadEntryCards(section, text)
			var entries []any
			for _, e := range c.Experience {
				var m map[string]any
				b, _ := json.Marshal(e)
				_ = json.Unmarshal(b, &m)
				delete(m, "dates") // derived from the start and end: not a card's field
				entries = append(entries, m)
			}
			for _, e := range c.Projects {
				entries = append(entries, e)
			}
			for _, e := range c.Education {
				if e.School == "" && e.Degree == "" {
					entries = append(entries, e)
					continue
				}
				// Text is the entry's lines as typed, whatever they are: a card shows it only
				// when neither school nor degree could be read.
				entries = append(entries, map[string]any{"school": e.School, "degree": e.Degree, "year": e.Year, "details": e.Details})
			}
			for _, e := range c.Items {
				entries = append(entries, e)
			}
			for _, e := range entries {
				key, _ := json.Marshal([]any{section, e})
				if seen[string(key)] {
					continue
				}
				seen[string(key)] = true
				out = append(out, vector{Name: fmt.Sprintf("%s %d", section, len(out)+1), Section: section, Want: e})
			}
		}
	}
	b, _ = json.MarshalIndent(out, "", " ")
	if err := os.WriteFile("web/src/features/entries/cards.vectors.json", append(b, '\n'), 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Printf("%d vectors\n", len(out))
}

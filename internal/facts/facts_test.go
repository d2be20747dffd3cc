package facts_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/facts"
)

func has(findings []facts.Finding, kind facts.Kind, text string, invented bool) bool {
	return slices.ContainsFunc(findings, func(f facts.Finding) bool {
		return f.Kind == kind && f.Text == text && f.Invented == invented
	})
}

func TestExtractFindsFiguresNamesEmployersSchoolsAndLinks(t *testing.T) {
	got := facts.Extract("Led the move to Kubernetes at Acme Corp, cutting costs by 30% ($1.2M).\n" +
		"BSc from the Technical University of Munich, 2016. Portfolio: github.com/jane and jane@example.com")
	want := []facts.Fact{
		{Kind: facts.Number, Text: "30%"}, {Kind: facts.Number, Text: "$1.2M"}, {Kind: facts.Number, Text: "2016"},
		{Kind: facts.Name, Text: "Kubernetes"}, {Kind: facts.Employer, Text: "Acme Corp"},
		{Kind: facts.School, Text: "Technical University"}, {Kind: facts.Name, Text: "Munich"},
		{Kind: facts.Link, Text: "github.com/jane"}, {Kind: facts.Link, Text: "jane@example.com"},
	}
	for _, w := range want {
		if !slices.Contains(got, w) {
			t.Errorf("Extract missed %+v; got %+v", w, got)
		}
	}
	// Sentence-initial words and the pronoun are not names.
	for _, f := range got {
		if f.Text == "Led" || f.Text == "BSc" && f.Kind != facts.Name || f.Text == "Portfolio" {
			t.Errorf("%q taken as a fact", f.Text)
		}
	}
}

func TestCheckFindsInventedNumbersNamesEmployersAndLinks(t *testing.T) {
	form := "led monolith -> go services split (14 svcs) at acme, p99 800ms->120ms"
	faithful := "At Acme, I led the split of a monolith into 14 Go services, and p99 latency went from 800ms to 120ms."
	if f := facts.Check(form, faithful); len(f) > 0 {
		t.Fatalf("a faithful draft was flagged: %v", facts.Strings(f))
	}
	tests := []struct {
		name, draft string
		kind        facts.Kind
		text        string
	}{
		{"a number", faithful + " I cut costs by 35%.", facts.Number, "35%"},
		{"a changed number", strings.Replace(faithful, "14", "15", 1), facts.Number, "15"},
		{"an employer", faithful + " Before that, I worked at Google.", facts.Employer, "Google"},
		{"a school", faithful + " I studied at the University of Leeds.", facts.School, "University"},
		{"a name", faithful + " I also know Kafka well.", facts.Name, "Kafka"},
		{"a link", faithful + " See janedoe.dev for more.", facts.Link, "janedoe.dev"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := facts.Check(form, tt.draft)
			if !has(got, tt.kind, tt.text, true) {
				t.Errorf("Check missed the invented %s %q; it found %v", tt.kind, tt.text, facts.Strings(got))
			}
		})
	}
}

func TestCheckAllowsTheWritersOwnWordsAndKnownCasing(t *testing.T) {
	form := "bsn from osu may 2024, passed nclex july 2024"
	draft := "Dear Hiring Manager,\n\nI earned my BSN from osu in May 2024 and passed the NCLEX in July 2024.\n\nThank you for your time and consideration.\n\nSincerely,\nAna"
	if f := facts.Check(form, draft, "Ana"); len(f) > 0 {
		t.Fatalf("flagged: %v", facts.Strings(f))
	}
	// Digits inside a name are the name's: "k8s" written as "Kubernetes" drops no figure.
	if f := facts.Missing("k8s (eks), terraform", "I work with Kubernetes (EKS) and Terraform."); len(f) > 0 {
		t.Fatalf("missing: %v", facts.Strings(f))
	}
	// Initials typed with dots are the same initials: "b.s. zoology" is a BS.
	if f := facts.Check("b.s. zoology, ohio u 2018", "I earned a BS in zoology from Ohio U in 2018."); len(f) > 0 {
		t.Fatalf("flagged: %v", facts.Strings(f))
	}
	// A saint's name typed without its apostrophe is the same name: "st lukes" is St. Luke's.
	if f := facts.Check("2 yrs microbiology at st lukes", "I spent 2 years in microbiology at St. Luke's."); len(f) > 0 {
		t.Fatalf("flagged: %v", facts.Strings(f))
	}
	// The same draft without "Ana" among the allowed words names someone the form lacks.
	if f := facts.Check(form, draft+" Rivera"); !has(f, facts.Name, "Rivera", true) {
		t.Fatalf("an invented surname passed: %v", facts.Strings(f))
	}
}

func TestMissingFindsDroppedFacts(t *testing.T) {
	form := "Trained 20 new nurses at St. Mary's Hospital 2x/month; portfolio at jane.dev"
	kept := "At St. Mary's Hospital, I trained 20 new nurses twice a month. My portfolio is at jane.dev."
	if f := facts.Missing(form, kept); len(f) > 0 {
		t.Fatalf("a draft keeping every fact was flagged: %v", facts.Strings(f))
	}
	dropped := "I trained new nurses twice a month."
	got := facts.Missing(form, dropped)
	for _, w := range []facts.Fact{{Kind: facts.Number, Text: "20"}, {Kind: facts.Employer, Text: "St. Mary's Hospital"}, {Kind: facts.Link, Text: "jane.dev"}} {
		if !slices.ContainsFunc(got, func(f facts.Finding) bool { return f.Fact == w && !f.Invented }) {
			t.Errorf("Missing did not report %+v; it found %v", w, facts.Strings(got))
		}
	}
}

func TestFindingsReadAsSentences(t *testing.T) {
	got := facts.Check("led a team", "I led a team at Google of 12.")
	s := strings.Join(facts.Strings(got), " | ")
	for _, w := range []string{`the draft adds the number "12", which the form does not give`, `the draft adds the employer "Google"`} {
		if !strings.Contains(s, w) {
			t.Errorf("findings %q lack %q", s, w)
		}
	}
}

// Two capitals before a stop are letters that end the sentence ("Lincoln MS.", "the OR."): the
// next sentence's first word is no part of a name. "St." and "Ms." stay abbreviations.
func TestTwoCapitalsEndASentence(t *testing.T) {
	got := facts.Extract("I taught at Lincoln MS. Further, I ran the club. I scrubbed in the OR. Cases ran long. I trained at St. Mary's with Ms. Park.")
	for _, f := range got {
		if strings.Contains(f.Text, "Further") || strings.Contains(f.Text, "Cases") {
			t.Errorf("a sentence's first word taken into a name: %+v", f)
		}
	}
	for _, w := range []string{"Lincoln MS", "St. Mary's"} {
		if !slices.ContainsFunc(got, func(f facts.Fact) bool { return f.Text == w }) {
			t.Errorf("missed %q in %+v", w, got)
		}
	}
}

// A line typed with caps lock names nothing by its capitals: "FLAT RATE" is no name a draft
// must keep, while the same note's figures still are facts.
func TestALineInCapitalsNamesNothing(t *testing.T) {
	got := facts.Extract("10 YRS FLAT RATE, LAST 6 AT A FORD DEALER\nworked at Acme Corp")
	for _, f := range got {
		if f.Kind == facts.Name && strings.Contains(f.Text, "FLAT") {
			t.Errorf("%q taken as a name", f.Text)
		}
	}
	if !slices.Contains(got, facts.Fact{Kind: facts.Number, Text: "10"}) && !slices.ContainsFunc(got, func(f facts.Fact) bool { return f.Kind == facts.Number && strings.HasPrefix(f.Text, "10") }) {
		t.Errorf("the figure of a line in capitals is lost: %+v", got)
	}
	if !slices.ContainsFunc(got, func(f facts.Fact) bool { return strings.Contains(f.Text, "Acme") }) {
		t.Errorf("a name on another line is lost: %+v", got)
	}
}

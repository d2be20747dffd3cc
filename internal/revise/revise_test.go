package revise_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/check"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/revise"
	"github.com/draftsmith/draftsmith/internal/writer"
)

func TestParseInstructions(t *testing.T) {
	cases := map[string]revise.Instruction{
		"make it shorter":            {Op: revise.Shorter},
		"Please make it more formal": {Op: revise.Formal},
		"warmer":                     {Op: revise.Warmer},
		"more concise please":        {Op: revise.Concise},
		"Make it longer":             {Op: revise.Longer},
		"sound more confident":       {Op: revise.Confident},
		"remove the Kubernetes line": {Op: revise.Remove, Item: "Kubernetes"},
		"don't mention Contoso":      {Op: revise.Remove, Item: "Contoso"},
		"emphasise my Go experience": {Op: revise.Emphasise, Item: "Go"},
		"highlight payments":         {Op: revise.Emphasise, Item: "payments"},
	}
	for in, want := range cases {
		got, err := revise.Parse(in)
		if err != nil || got != want {
			t.Errorf("%q: %+v, %v; want %+v", in, got, err, want)
		}
	}
	for _, in := range []string{"in German", "mention my Kubernetes work", "rewrite it as a poem"} {
		_, err := revise.Parse(in)
		if !errors.Is(err, revise.ErrNeedsModel) || !strings.Contains(err.Error(), "needs a configured AI model") {
			t.Errorf("%q: %v", in, err)
		}
	}
	if _, err := revise.Parse("  "); err == nil || errors.Is(err, revise.ErrNeedsModel) {
		t.Errorf("empty: %v", err)
	}
}

func letterForm() *draft.CoverLetterForm {
	f := &draft.CoverLetterForm{Name: "Ana Silva", JobTitle: "Backend Engineer", CompanyName: "Northwind",
		Background: "5 years building payment APIs in Go at Contoso; cut checkout latency 40%; led a team of 4.",
		Intro:      "I am writing to apply for the Backend Engineer role. I really believe I am a strong fit.",
		Body:       "At Contoso I moved billing to Kubernetes and trained 12 engineers."}
	if err := draft.Normalise(f); err != nil {
		panic(err)
	}
	return f
}

// facts are the figures and names of a text.
func facts(s string) []string { return check.Facts.Added(s) }

func TestShorterCoverLetterIsAtMost80PercentWithItsFactsKept(t *testing.T) {
	for _, tone := range draft.CoverLetterTones {
		for variant := 1; variant <= 3; variant++ {
			f := letterForm()
			f.Tone, f.VariantIndex = tone, draft.VariantIndex(variant)
			v1 := writer.Write(f)
			v2, err := revise.Apply(revise.Instruction{Op: revise.Shorter}, v1, f)
			if err != nil {
				t.Fatalf("%s/%d: %v", tone, variant, err)
			}
			if len(v2.Text) > len(v1.Text)*80/100 {
				t.Errorf("%s/%d: %d → %d characters, over 80%%:\n%s\n---\n%s", tone, variant, len(v1.Text), len(v2.Text), v1.Text, v2.Text)
			}
			if added := check.Facts.Added(v2.Text, v1.Text); len(added) > 0 {
				t.Errorf("%s/%d: adds %v", tone, variant, added)
			}
			for _, fact := range []string{"40%", "Contoso", "Kubernetes", "12", "Northwind", "Ana Silva"} {
				if strings.Contains(v1.Text, fact) && !strings.Contains(v2.Text, fact) {
					t.Errorf("%s/%d: lost %q:\n%s", tone, variant, fact, v2.Text)
				}
			}
		}
	}
}

func TestBuiltInChangesKeepFactsAndChangeTheText(t *testing.T) {
	f := letterForm()
	f.Tone = "confident" // contractions, for "more formal" to expand
	v1 := writer.Write(f)
	for _, in := range []string{"more formal", "warmer", "more concise", "more confident", "remove Kubernetes", "emphasise Kubernetes"} {
		ins, err := revise.Parse(in)
		if err != nil {
			t.Fatal(err)
		}
		v2, err := revise.Apply(ins, v1, f)
		if err != nil {
			t.Errorf("%q: %v", in, err)
			continue
		}
		if added := check.Facts.Added(v2.Text, v1.Text); len(added) > 0 {
			t.Errorf("%q adds %v", in, added)
		}
		switch ins.Op {
		case revise.Remove:
			if strings.Contains(v2.Text, "Kubernetes") {
				t.Errorf("%q kept it", in)
			}
		case revise.Emphasise:
			if strings.Index(v2.Text, "Kubernetes") >= strings.Index(v1.Text, "Kubernetes") {
				t.Errorf("%q did not move it up:\n%s", in, v2.Text)
			}
		}
	}
	if _, err := revise.Apply(revise.Instruction{Op: revise.Remove, Item: "Haskell"}, v1, f); err == nil || !strings.Contains(err.Error(), "not in this draft") {
		t.Errorf("removing what is not there: %v", err)
	}
}

func TestLongerBringsBackOnlyTheForm(t *testing.T) {
	f := letterForm()
	short := "Dear Hiring Manager,\n\nI am applying for the Backend Engineer role at Northwind.\n\nSincerely,\nAna Silva"
	v2, err := revise.Apply(revise.Instruction{Op: revise.Longer}, draft.Output{Text: short}, f)
	if err != nil {
		t.Fatal(err)
	}
	if len(v2.Text) <= len(short) || len(check.Facts.Added(v2.Text, short, f.Background, f.Body)) > 0 {
		t.Errorf("longer:\n%s", v2.Text)
	}
	full := writer.Write(f)
	if _, err := revise.Apply(revise.Instruction{Op: revise.Longer}, full, f); err == nil {
		t.Error("a draft that holds the whole form got longer")
	}
}

func TestResumeRevisions(t *testing.T) {
	f := &draft.ResumeForm{Name: "Ana", Skills: "Go, Kubernetes",
		Experience: "Engineer at Northwind (2020 – Present)\n- Run Go services for 2M users\n- Moved billing to Kubernetes\n- Wrote docs\n- Very successfully mentored 3 juniors\n- Led on-call for 14 services"}
	v1 := writer.Write(f)
	short, err := revise.Apply(revise.Instruction{Op: revise.Shorter}, v1, f)
	if err != nil || len(short.Resume.Experience[0].Bullets) != 3 {
		t.Fatalf("shorter: %v %+v", err, short.Resume)
	}
	emph, err := revise.Apply(revise.Instruction{Op: revise.Emphasise, Item: "Kubernetes"}, v1, f)
	if err != nil || !strings.Contains(emph.Resume.Experience[0].Bullets[0], "Kubernetes") || emph.Resume.Skills[0] != "Kubernetes" {
		t.Fatalf("emphasise: %v %+v", err, emph.Resume)
	}
	if !slices.Equal(facts(emph.Text), facts(emph.Text)) || len(check.Facts.Added(emph.Text, v1.Text)) > 0 {
		t.Error("emphasis added a fact")
	}
}

func TestColdEmailRevisionKeepsItsSubject(t *testing.T) {
	f := &draft.ColdEmailForm{SenderName: "Sam", Recipient: "Priya", Icebreaker: "Loved your talk on pricing", Offer: "Cut churn 12% with pricing audits", Goal: "a call"}
	if err := draft.Normalise(f); err != nil {
		t.Fatal(err)
	}
	v1 := writer.Write(f)
	v2, err := revise.Apply(revise.Instruction{Op: revise.Formal}, v1, f)
	if err != nil {
		t.Fatal(err)
	}
	if v2.Subject != v1.Subject || !strings.HasPrefix(v2.Text, "Subject: "+v1.Subject+"\n\n") || strings.Contains(v2.Text, "I'd") || !strings.Contains(v2.Text, "Dear Priya,") {
		t.Errorf("formal email:\n%s\n---\n%s", v1.Text, v2.Text)
	}
	if added := check.Facts.Added(v2.Text, v1.Text); len(added) > 0 {
		t.Errorf("adds %v", added)
	}
}

// A note the writer words its own way ("cut checkout latency 40%" is written "I cut checkout
// latency by 40%", "yrs" is "years") is already in the draft: "longer" pastes no raw note back.
func TestLongerKnowsANoteTheWriterReworded(t *testing.T) {
	f := &draft.CoverLetterForm{Name: "Ana Silva", JobTitle: "Backend Engineer", CompanyName: "Northwind",
		Background: "5 yrs building payment apis in go at contoso\ncut checkout latency 40%\nled a team of 4"}
	if err := draft.Normalise(f); err != nil {
		t.Fatal(err)
	}
	if v2, err := revise.Apply(revise.Instruction{Op: revise.Longer}, writer.Write(f), f); err == nil {
		t.Errorf("a draft that holds every note got longer:\n%s", v2.Text)
	}
}

package match

import (
	"encoding/json"
	"os"
	"strings"
	"testing"
)

type corpusFile struct {
	Postings []corpusPosting `json:"postings"`
}

type corpusPosting struct {
	ID        string            `json:"id"`
	Field     string            `json:"field"`
	Role      string            `json:"role"`
	Company   string            `json:"company"`
	MustHave  []string          `json:"must_have"`
	Posting   string            `json:"posting"`
	Fitting   map[string]string `json:"fitting"`
	Unrelated string            `json:"unrelated"`
}

func loadCorpus(t *testing.T) []corpusPosting {
	t.Helper()
	b, err := os.ReadFile("testdata/corpus.json")
	if err != nil {
		t.Fatal(err)
	}
	var c corpusFile
	if err := json.Unmarshal(b, &c); err != nil {
		t.Fatal(err)
	}
	return c.Postings
}

// resumeText is a resume form's evidence, as the API and the page build it.
func resumeText(v *Vocabulary, fields map[string]string) string {
	var parts []string
	for _, name := range v.EvidenceFields("resume") {
		if s := fields[name]; s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, "\n")
}

// The corpus: every posting's must-have skills are found as must-haves, its role and company
// are read, and the resume that fits it scores above one from another field.
func TestCorpusExtractionAndRanking(t *testing.T) {
	v := Default()
	corpus := loadCorpus(t)
	if len(corpus) < 20 {
		t.Fatalf("the corpus has %d postings; the issue asks for at least 20", len(corpus))
	}
	fields := map[string]bool{}
	byID := map[string]corpusPosting{}
	for _, c := range corpus {
		byID[c.ID] = c
		fields[c.Field] = true
	}
	for _, f := range []string{"engineering", "nursing", "sales", "design", "finance", "operations"} {
		if !fields[f] {
			t.Errorf("the corpus has no %s posting", f)
		}
	}
	for _, c := range corpus {
		t.Run(c.ID, func(t *testing.T) {
			p := v.Analyze(c.Posting)
			if p.Role != c.Role || p.Company != c.Company {
				t.Errorf("role %q at %q, want %q at %q", p.Role, p.Company, c.Role, c.Company)
			}
			must := map[string]bool{}
			for _, r := range p.Requirements {
				if r.MustHave {
					must[r.ID] = true
				}
			}
			for _, id := range c.MustHave {
				if !must[id] {
					t.Errorf("must-have %q not found; requirements: %s", id, describe(p))
				}
			}
			fit := v.Match(p, resumeText(v, c.Fitting))
			other := v.Match(p, resumeText(v, byID[c.Unrelated].Fitting))
			if fit.Score <= other.Score {
				t.Errorf("the fitting resume scores %d, the unrelated one (%s) %d", fit.Score, c.Unrelated, other.Score)
			}
			t.Logf("fitting %d, unrelated %d; missing from the fitting resume: %s", fit.Score, other.Score, names(fit.Missing))
		})
	}
}

func describe(p *Posting) string {
	var out []string
	for _, r := range p.Requirements {
		s := r.ID
		if r.MustHave {
			s += "*"
		}
		out = append(out, s)
	}
	return strings.Join(out, " ")
}

func names(items []Item) string {
	var out []string
	for _, it := range items {
		out = append(out, it.ID)
	}
	return strings.Join(out, " ")
}

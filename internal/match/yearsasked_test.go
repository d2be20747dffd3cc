package match

import (
	"encoding/json"
	"os"
	"testing"
)

// yearsAskedCase is a posting of our own whose "N years" are an employer's age, a benefit's
// service or the candidate's work (ADR 0068).
type yearsAskedCase struct {
	Name         string `json:"name"`
	Posting      string `json:"posting"`
	OneParagraph bool   `json:"one_paragraph"`
	Years        int    `json:"years"`
	Experience   string `json:"experience"`
}

// Only years of work are asked for: an anniversary or years of service in the leave allowance
// ask for nothing, as typed or pasted as one paragraph.
func TestYearsAskedAreWork(t *testing.T) {
	b, err := os.ReadFile("testdata/years_asked.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Cases []yearsAskedCase `json:"cases"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	v := Default()
	for _, tt := range f.Cases {
		texts := map[string]string{"typed": tt.Posting}
		if tt.OneParagraph {
			texts["one paragraph"] = oneParagraph(tt.Posting)
		}
		for shape, text := range texts {
			p := v.Analyze(text)
			if p.Years != tt.Years {
				t.Errorf("%s (%s): years %d, want %d", tt.Name, shape, p.Years, tt.Years)
			}
			got := ""
			for _, r := range p.Requirements {
				if r.ID == experienceID {
					got = r.Skill
				}
			}
			if got != tt.Experience {
				t.Errorf("%s (%s): experience %q, want %q", tt.Name, shape, got, tt.Experience)
			}
		}
	}
}

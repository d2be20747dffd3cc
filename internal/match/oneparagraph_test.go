package match

import (
	"encoding/json"
	"os"
	"slices"
	"testing"
)

// oneParagraphShape is a posting of our own in a shape that loses its line breaks when copied
// from some sites (ADR 0061), with the must-haves and nice-to-haves it lists as typed.
type oneParagraphShape struct {
	Name    string   `json:"name"`
	Posting string   `json:"posting"`
	Must    []string `json:"must"`
	Nice    []string `json:"nice"`
	// Absent are what the posting does not ask for though it names them (pay, benefits).
	Absent []string `json:"absent"`
}

func loadOneParagraphShapes(t *testing.T) []oneParagraphShape {
	t.Helper()
	b, err := os.ReadFile("testdata/one_paragraph_shapes.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Shapes []oneParagraphShape `json:"shapes"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	return f.Shapes
}

// Each shape lists as one paragraph exactly the requirements it lists as typed, each a
// must-have or not as typed.
func TestOneParagraphReadsLikeTyped(t *testing.T) {
	v := Default()
	shapes := loadOneParagraphShapes(t)
	if len(shapes) < 8 {
		t.Fatalf("%d shapes; want the 8 of ADR 0061 or more", len(shapes))
	}
	for _, tt := range shapes {
		typed := requirementKeys(v.Analyze(tt.Posting))
		joined := requirementKeys(v.Analyze(oneParagraph(tt.Posting)))
		for _, id := range tt.Must {
			if !typed[id] {
				t.Errorf("%s: typed, %s is not a must-have (%v)", tt.Name, id, typed)
			}
		}
		for _, id := range tt.Nice {
			if must, ok := typed[id]; !ok || must {
				t.Errorf("%s: typed, %s is not a nice-to-have (%v)", tt.Name, id, typed)
			}
		}
		for _, id := range tt.Absent {
			if _, ok := typed[id]; ok {
				t.Errorf("%s: typed, %s is listed, but the posting does not ask for it", tt.Name, id)
			}
		}
		for id, must := range typed {
			if m, ok := joined[id]; !ok || m != must {
				t.Errorf("%s: %s (must-have %v as typed) reads as %v (listed %v) as one paragraph", tt.Name, id, must, m, ok)
			}
		}
		for id := range joined {
			if _, ok := typed[id]; !ok {
				t.Errorf("%s: as one paragraph it lists %s, which the typed posting does not", tt.Name, id)
			}
		}
	}
}

// A sentence about a department of the employer names what that department does, not the
// job's duties ("The Site Services Department is responsible for … the gardens").
func TestADepartmentsWorkIsNotTheJobs(t *testing.T) {
	v := Default()
	p := v.Analyze("Maintenance Electrician\n\nThe Site Services Department is responsible for the boilers, the car parks and the gardens of our three clinics.\n\nYou will maintain lighting and power across the site.\nRequirements\n• Time-served electrical apprenticeship\n")
	var ids []string
	for _, r := range p.Requirements {
		ids = append(ids, r.ID)
	}
	if slices.Contains(ids, "grounds") {
		t.Errorf("the department's gardens are listed as a requirement: %v", ids)
	}
	if !slices.Contains(ids, "apprenticeship") || !slices.Contains(ids, "electrical") {
		t.Errorf("the job's own requirements are missing: %v", ids)
	}
}

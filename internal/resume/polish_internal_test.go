package resume

import (
	"reflect"
	"testing"
)

func TestPolishResumeBullets(t *testing.T) {
	tests := []struct {
		name    string
		bullets [][]string // experience entries, then one project
		want    [][]string
	}{
		{"capital first letter, no full stops",
			[][]string{{"built the billing platform.", "Led a team of 4;", "iOS app redesign", "eBay integration", "npm release process"}, {"1200 stars"}},
			[][]string{{"Built the billing platform", "Led a team of 4", "iOS app redesign", "eBay integration", "npm release process"}, {"1200 stars"}}},
		{"one bullet of two sentences: every bullet ends with a full stop",
			[][]string{{"trained 3 new baristas. Became shift lead in 2020", "opened the café"}, {"shipped v2.1 to 40 shops", "Sold out!"}},
			[][]string{{"Trained 3 new baristas. Became shift lead in 2020.", "Opened the café."}, {"Shipped v2.1 to 40 shops.", "Sold out!"}}},
		{"an abbreviation is not a sentence break and keeps its stop",
			[][]string{{"worked with Acme Inc.", "ran pilots, e.g. Berlin and Oslo"}, {}},
			[][]string{{"Worked with Acme Inc.", "Ran pilots, e.g. Berlin and Oslo"}, {}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := &ResumeSections{}
			for _, b := range tt.bullets[:len(tt.bullets)-1] {
				r.Experience = append(r.Experience, ExperienceEntry{Bullets: append([]string{}, b...)})
			}
			r.Projects = []Project{{Bullets: append([]string{}, tt.bullets[len(tt.bullets)-1]...)}}
			Polish(r)
			var got [][]string
			for _, e := range r.Experience {
				got = append(got, e.Bullets)
			}
			got = append(got, r.Projects[0].Bullets)
			if !reflect.DeepEqual(got, tt.want) {
				t.Errorf("\n got %q\nwant %q", got, tt.want)
			}
		})
	}
}

func TestPolishResumeSummary(t *testing.T) {
	for in, want := range map[string]string{
		"product designer with 6 years in fintech":  "Product designer with 6 years in fintech.",
		"Product designer with 6 years in fintech.": "Product designer with 6 years in fintech.",
		"iOS engineer; accessibility advocate;":     "iOS engineer; accessibility advocate.",
		"Builder of tools\nmentor":                  "Builder of tools.\nMentor.",
		"What drives me? Clarity":                   "What drives me? Clarity.",
		"":                                          "",
	} {
		r := &ResumeSections{Summary: in}
		if got := Polish(r).Summary; got != want {
			t.Errorf("summary %q → %q, want %q", in, got, want)
		}
	}
}

func TestPolishResumeSkills(t *testing.T) {
	r := &ResumeSections{Skills: []string{"Go", "go", "PostgreSQL", "GO ", "user research", "User  Research", "postgresql.", "Node.js"}}
	want := []string{"Go", "PostgreSQL", "user research", "Node.js"}
	if got := Polish(r).Skills; !reflect.DeepEqual(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
}

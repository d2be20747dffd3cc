package match

import (
	"testing"
)

// Defects found by hand with real postings, in postings and resumes of our own words.

func matchedVia(r *Result, id string) (string, bool) {
	for _, m := range r.Matched {
		if m.ID == id {
			return m.Via, true
		}
	}
	return "", false
}

// A degree is had after school: a resume that shows one meets a "High school diploma" ask
// (the resume side only: a posting that asks for a degree does not ask for the diploma).
func TestADegreeMeetsTheDiplomaAsk(t *testing.T) {
	v := Default()
	p := v.Analyze("Inside Sales Representative\nRequirements:\n- High school diploma or GED\n- Bachelor's degree preferred\n- Experience with CRM software")
	for _, c := range []struct {
		text, via string
		met       bool
	}{
		{"BSc Business Management, University of Leeds, 2019", "Bachelor's degree", true},
		{"MSc Economics, 2021", "Master's degree", true},
		{"PhD in Chemistry, 2018", "PhD", true},
		{"Associate degree in Business, 2017", "Associate degree", true},
		{"Sold CRM software for three years", "", false},
	} {
		r := v.MatchIn(2026, p, c.text)
		via, met := matchedVia(r, "high_school")
		if met != c.met || met && via != c.via {
			t.Errorf("%q: the diploma is met = %v via %q; want %v via %q (missing %q)", c.text, met, via, c.met, c.via, missingSkills(r))
		}
	}
	q := v.Analyze("Analyst\nRequirements:\n- Bachelor's degree in Finance")
	for _, r := range q.Requirements {
		if r.ID == "high_school" {
			t.Errorf("a posting that asks for a degree asks for the diploma too: %+v", r)
		}
	}
}

// Words that share a skill's words but not its sense ask for nothing; the skill's own words
// still ask for it.
func TestPhrasesThatAskForNoSuchSkill(t *testing.T) {
	v := Default()
	for _, c := range []struct {
		posting, id string
		want        bool
	}{
		{"Online Teacher\nPhysical demands:\n- This is largely a sedentary role. Requires the ability to lift, sit, bend or stand as necessary.", "standing", false},
		{"Warehouse Picker\nRequirements:\n- Standing for long periods\n- Frequent walking and bending", "standing", true},
		{"Packaging Designer\nDuties:\n- Design artwork to support business-to-business marketing and retail packaging", "b2b_sales", false},
		{"Account Executive\nRequirements:\n- 3+ years of business-to-business sales", "b2b_sales", true},
		{"Account Executive\nRequirements:\n- B2B sales experience", "b2b_sales", true},
		{"Packaging Designer\nDuties:\n- Design go-to-market materials for the spring range", "go_to_market", false},
		{"Product Marketing Manager\nRequirements:\n- Own our go-to-market strategy for new regions", "go_to_market", true},
		{"Maintenance Technician\nDuties:\n- Execute repairs and coordinate with equipment suppliers for technical support", "technical_support", false},
		{"IT Technician\nRequirements:\n- 2 years in technical support for 300 users", "technical_support", true},
	} {
		var got bool
		for _, r := range v.Analyze(c.posting).Requirements {
			got = got || r.ID == c.id
		}
		if got != c.want {
			t.Errorf("%q asks for %s = %v, want %v", c.posting, c.id, got, c.want)
		}
	}
}

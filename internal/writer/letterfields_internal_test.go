package writer

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/match"
)

// The general field's words, the fallback for every field whose own words would claim a
// skill the notes do not show, name no skill of the vocabulary.
func TestGeneralFieldWordsNameNoSkill(t *testing.T) {
	v := match.Default()
	var b strings.Builder
	b.WriteString("Requirements\n")
	for _, name := range v.SkillNames() {
		b.WriteString("- " + name + "\n")
	}
	p := v.Analyze(b.String())
	for _, f := range []fieldWords{generalField} {
		for _, words := range [][]string{f.learn, f.team, f.serve, f.value, f.craft} {
			for _, w := range words {
				for i, shown := range v.Shows(p, w) {
					if r := p.Requirements[i]; shown && r.IsSkill() {
						t.Errorf("%q names the skill %q", w, r.Skill)
					}
				}
			}
		}
	}
}

// The field is read from the role's title, else from the notes.
func TestFieldOfReadsTheTitleFirst(t *testing.T) {
	for _, c := range []struct{ title, notes, learn string }{
		{"RN, Med-Surg", "", "unit"},
		{"Associate Product Designer", "7 years teaching", "users"},
		{"ML Engineer", "", "models"},
		{"Staff Backend Engineer", "", "codebase"},
		{"Senior Accountant", "", "ledgers"},
		{"", "head chef 15 yrs", "kitchen"},
		{"Office assistant", "typed letters", "team"},
	} {
		if got := strings.Join(fieldOf(c.title, c.notes).learn, " | "); !strings.Contains(got, c.learn) {
			t.Errorf("%q / %q: learn %q, want one with %q", c.title, c.notes, got, c.learn)
		}
	}
}

package check_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/draftsmith/draftsmith/internal/check"
	"github.com/draftsmith/draftsmith/internal/draft"
)

var now = time.Date(2026, 11, 26, 0, 0, 0, 0, time.UTC)

// weakResume has a duty bullet, a first-person bullet, a passive bullet, a strong bullet and
// no email; strongResume is the same resume with those fixed.
func weakResume() *draft.ResumeForm {
	return &draft.ResumeForm{
		Name: "Ana Silva", JobTitle: "Backend Engineer", Phone: "+44 20 7946 0000",
		Skills: "Go, PostgreSQL",
		Experience: "Backend Engineer at Northwind, London (Mar 2021 – Present)\n" +
			"- Cut checkout latency 40% by moving sessions to PostgreSQL\n" + // strong
			"- Responsible for the on-call rota\n" + // duty
			"- I wrote Go services that handle 2M payments a day\n" + // first person
			"- Was tasked with migrating the billing jobs to Go", // passive
	}
}

func strongResume() *draft.ResumeForm {
	f := weakResume()
	f.Email = "ana@example.com"
	f.Experience = "Backend Engineer at Northwind, London (Mar 2021 – Present)\n" +
		"- Cut checkout latency 40% by moving sessions to PostgreSQL\n" +
		"- Run the on-call rota for 14 services, keeping uptime at 99.95%\n" +
		"- Write Go services that handle 2M payments a day\n" +
		"- Migrate the billing jobs to Go, cutting their run time from 3 hours to 20 minutes"
	return f
}

func checkForm(t *testing.T, f *draft.ResumeForm) *check.Report {
	t.Helper()
	r, err := check.ResumeForm(f, now)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func place(f check.Finding) string {
	p := f.Section
	if f.Entry != nil {
		p += fmt.Sprintf("/%d", *f.Entry)
	}
	if f.Bullet != nil {
		p += fmt.Sprintf("/%d", *f.Bullet)
	}
	return p
}

func TestWeakResumeGetsFindingsOnExactlyItsWeakPlaces(t *testing.T) {
	r := checkForm(t, weakResume())
	got := map[string][]string{}
	for _, f := range r.Findings {
		got[place(f)] = append(got[place(f)], f.Rule)
	}
	want := map[string][]string{
		"header":         {check.RuleMissingEmail},
		"experience/0/1": {check.RuleDuty, check.RuleWeakVerb},
		"experience/0/2": {check.RuleFirstPerson, check.RuleTense},
		"experience/0/3": {check.RulePassive, check.RuleDuty},
	}
	for p := range got {
		if _, ok := want[p]; !ok {
			t.Errorf("unexpected findings at %s: %v", p, got[p])
		}
	}
	for p, rules := range want {
		for _, rule := range rules {
			if !slices.Contains(got[p], rule) {
				t.Errorf("%s: want %s, got %v", p, rule, got[p])
			}
		}
	}
	if _, ok := got["experience/0/0"]; ok {
		t.Errorf("the strong bullet got findings: %v", got["experience/0/0"])
	}
	// Each bullet finding names the field and the line the user typed it on.
	for _, f := range r.Findings {
		if f.Section == "experience" && f.Bullet != nil && (f.Field != "experience" || f.Line == nil || *f.Line != *f.Bullet+1) {
			t.Errorf("%s %s: field %q line %v", place(f), f.Rule, f.Field, f.Line)
		}
	}
}

func TestFixingTheFindingsRaisesTheScoreBy15OrMore(t *testing.T) {
	weak, strong := checkForm(t, weakResume()), checkForm(t, strongResume())
	if len(strong.Findings) != 0 {
		t.Errorf("the fixed resume still has findings: %+v", strong.Findings)
	}
	if strong.Score < weak.Score+15 {
		t.Errorf("weak %d, fixed %d: want at least 15 points more", weak.Score, strong.Score)
	}
	sum := 0
	for _, p := range weak.Breakdown {
		sum += p.Points
	}
	if sum != weak.Score {
		t.Errorf("breakdown adds up to %d, score %d", sum, weak.Score)
	}
	t.Logf("weak %d → fixed %d", weak.Score, strong.Score)
}

func rulesOf(r *check.Report) []string {
	var out []string
	for _, f := range r.Findings {
		out = append(out, f.Rule)
	}
	return out
}

func TestDates(t *testing.T) {
	cases := []struct {
		name, experience string
		want             []string
	}{
		{"consecutive roles", "Engineer at A (Jan 2020 – Present)\n- Cut costs 20%\n\nEngineer at B (Jan 2017 – Dec 2019)\n- Cut costs 20%", nil},
		{"a gap over six months is info", "Engineer at A (Jan 2021 – Present)\n- Cut costs 20%\n\nEngineer at B (Jan 2017 – Mar 2020)\n- Cut costs 20%", []string{check.RuleDateGap}},
		{"a gap of six months is not", "Engineer at A (Oct 2020 – Present)\n- Cut costs 20%\n\nEngineer at B (Jan 2017 – Mar 2020)\n- Cut costs 20%", nil},
		{"year-only dates that touch", "Engineer at A (2021 – Present)\n- Cut costs 20%\n\nEngineer at B (2017 – 2021)\n- Cut costs 20%", nil},
		{"an overlap", "Engineer at A (Jan 2019 – Present)\n- Cut costs 20%\n\nEngineer at B (Jan 2017 – Dec 2020)\n- Cut costs 20%", []string{check.RuleDateOverlap}},
		{"mixed formats", "Engineer at A (Jan 2020 – Present)\n- Cut costs 20%\n\nEngineer at B (01/2017 – 12/2019)\n- Cut costs 20%", []string{check.RuleDateFormats}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			f := &draft.ResumeForm{Name: "A", Email: "a@example.com", Phone: "555 010 0000", Experience: c.experience}
			got := rulesOf(checkForm(t, f))
			if !slices.Equal(got, c.want) {
				t.Errorf("got %v, want %v", got, c.want)
			}
		})
	}
}

func TestTooLongForUnderTenYears(t *testing.T) {
	var b strings.Builder
	b.WriteString("Engineer at A (Jan 2020 – Present)\n")
	for i := range 60 {
		fmt.Fprintf(&b, "- Cut the run time of nightly job number %d by 40%% by rewriting its queries and caching results between its stages\n", i)
	}
	f := &draft.ResumeForm{Name: "A", Email: "a@example.com", Phone: "555 010 0000", Experience: b.String()}
	if got := rulesOf(checkForm(t, f)); !slices.Contains(got, check.RuleTooLong) {
		t.Errorf("a 3-page resume of 6 years: %v", got)
	}
	f.Experience = strings.Replace(f.Experience, "Jan 2020", "Jan 2008", 1)
	if got := rulesOf(checkForm(t, f)); slices.Contains(got, check.RuleTooLong) {
		t.Errorf("18 years may run longer: %v", got)
	}
}

func TestSkillsNeverShownAndMissingMustHaves(t *testing.T) {
	f := &draft.ResumeForm{Name: "A", Email: "a@example.com", Phone: "555 010 0000",
		Skills:     "Go, Kubernetes, Figma",
		Experience: "Backend Engineer at A (Jan 2020 – Present)\n- Run Go services on k8s that serve 3M users",
	}
	f.JobDescription = "Backend Engineer\nRequirements:\n- 3+ years of Go\n- Terraform\n- Kubernetes"
	r := checkForm(t, f)
	var unused, missing []string
	for _, x := range r.Findings {
		switch x.Rule {
		case check.RuleUnusedSkill:
			unused = append(unused, x.Message)
		case check.RuleMissingMust:
			missing = append(missing, x.Message)
		}
	}
	if len(unused) != 1 || !strings.Contains(unused[0], "Figma") {
		t.Errorf("unused skills: %v (k8s shows Kubernetes)", unused)
	}
	if len(missing) != 1 || !strings.Contains(missing[0], "Terraform") {
		t.Errorf("missing must-haves: %v", missing)
	}
}

func TestCoverLetterRules(t *testing.T) {
	long := strings.Repeat("At Contoso I cut checkout latency 40% and led a team of 4 engineers. ", 12)
	cases := []struct {
		name string
		in   check.LetterInput
		want []string
	}{
		{"a good letter", check.LetterInput{Company: "Northwind", Text: "Dear Hiring Manager,\n\nNorthwind's move to real-time payments is why I am applying. " + long + "\n\nI would welcome an interview.\n\nSincerely,\nAna"}, nil},
		{"short, stock, unnamed, no ask", check.LetterInput{Company: "Northwind", Text: "To whom it may concern,\n\nI am writing to apply for the role. I am a team player.\n\nSincerely,\nAna"},
			[]string{check.RuleLetterLength, check.RuleStockPhrase, check.RuleStockPhrase, check.RuleStockPhrase, check.RuleCompanyNamed, check.RuleClearAsk}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := rulesOf(check.Letter(c.in)); !slices.Equal(got, c.want) {
				t.Errorf("got %v, want %v", got, c.want)
			}
		})
	}
}

func TestImproveAddsNoFact(t *testing.T) {
	cases := []struct{ text, experience, want string }{
		{"Responsible for managing the company blog", "", "Managed the company blog"},
		{"Was tasked with migrating the billing service to Go", "", "Migrated the billing service to Go"},
		{"I built a recommendation engine that raised basket size 12%", "", "Built a recommendation engine that raised basket size 12%"},
		{"Successfully launched a loyalty app with 50k downloads", "", "Launched a loyalty app with 50k downloads"},
		{"Manage the quarterly budget across four teams", "Analyst at A (2019 – 2021)\n- Manage the quarterly budget across four teams", "Managed the quarterly budget across four teams"},
		{"Reduced cloud spend", "", "Reduced cloud spend " + check.GapHowMuch},
	}
	for _, c := range cases {
		got := check.Improve(check.ImproveInput{Kind: "resume", Text: c.text, Experience: c.experience})
		if len(got) == 0 || len(got) > check.MaxSuggestions {
			t.Fatalf("%q: %d suggestions", c.text, len(got))
		}
		if !slices.Contains(got, c.want) {
			t.Errorf("%q: want %q among %q", c.text, c.want, got)
		}
		for _, s := range got {
			if added := check.Facts.Added(s, c.text); len(added) > 0 {
				t.Errorf("%q → %q adds %v", c.text, s, added)
			}
		}
	}
}

func TestFactGuardCatchesAddedFacts(t *testing.T) {
	src := "Cut checkout latency 40% at Northwind"
	for _, s := range []string{"Cut checkout latency 45% at Northwind", "Cut checkout latency 40% at Northwind and Contoso", "Cut latency 40%, see https://example.com"} {
		if len(check.Facts.Added(s, src)) == 0 {
			t.Errorf("%q adds a fact to %q, unseen", s, src)
		}
	}
	if added := check.Facts.Added("Reduced checkout latency 40% at Northwind by [how much?]", src); len(added) > 0 {
		t.Errorf("a rewording was taken for a fact: %v", added)
	}
}

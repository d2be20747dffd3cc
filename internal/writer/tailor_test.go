package writer_test

import (
	"fmt"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/draft/drafttest"
	"github.com/draftsmith/draftsmith/internal/match"
)

// notShown lists the posting's skills the draft shows in its own words that the form does not
// show (nor imply): what the draft would be claiming without the user having said it.
func notShown(t *testing.T, f draft.Form, posting, draft string, targets ...string) []string {
	t.Helper()
	v := match.Default()
	p := v.Analyze(posting)
	allowed := map[string]bool{}
	for _, it := range v.Match(p, evidence(f)).Matched {
		allowed[it.ID] = true
	}
	var out []string
	for i, shown := range v.Shows(p, draft, targets...) {
		if r := p.Requirements[i]; shown && r.IsSkill() && !allowed[r.ID] {
			out = append(out, r.Skill)
		}
	}
	return out
}

// evidence is what the user wrote about themselves in the form.
func evidence(f draft.Form) string {
	in := typed(f)
	var parts []string
	for _, name := range match.Default().EvidenceFields(string(f.Kind())) {
		if s := in[name]; s != "" {
			parts = append(parts, s)
		}
	}
	return strings.Join(parts, "\n")
}

func TestTailoredResumePutsTheRelevantFirstAndKeepsEverything(t *testing.T) {
	for _, tmpl := range templates {
		t.Run(string(tmpl), func(t *testing.T) {
			f := drafttest.FullResume()
			f.Template = tmpl
			f.Skills = "Excel, Rust, Go, Figma, PostgreSQL\nKubernetes; Tableau"
			f.Experience = "Senior Engineer at Acme Corp, Berlin (Jan 2020 - Present)\n- Ran the office book club\n- Built the billing platform in Go on PostgreSQL handling 2M invoices a month\n- Organised 4 team offsites\n- Moved 12 services to Kubernetes"
			f.JobDescription = drafttest.BackendPosting
			res := write(t, f)
			r := res.Resume
			wantSkills := []string{"Go", "PostgreSQL", "Kubernetes", "Rust", "Excel", "Figma", "Tableau"}
			if !slices.Equal(r.Skills, wantSkills) {
				t.Errorf("skills %q, want the posting's first, then the rest in the user's order: %q", r.Skills, wantSkills)
			}
			bullets := r.Experience[0].Bullets
			if !strings.Contains(bullets[0], "billing platform") || !strings.Contains(bullets[1], "Kubernetes") ||
				!strings.Contains(bullets[2], "book club") || !strings.Contains(bullets[3], "offsites") {
				t.Errorf("bullets %q: the ones the posting asks about first, the others in the user's order", bullets)
			}
			assertFacts(t, f, res.Text)
			if c := notShown(t, f, drafttest.BackendPosting, res.Text); len(c) > 0 {
				t.Errorf("the resume claims %q", c)
			}
		})
	}
}

func TestTailoredResumeRebuildsOnlyABuiltSummary(t *testing.T) {
	f := &draft.ResumeForm{Name: "Ann Lee", JobTitle: "Engineer", Skills: "Excel, Figma, Tableau, Word, Go, Kubernetes", Target: draft.Target{JobDescription: drafttest.BackendPosting}}
	res := write(t, f)
	if res.Resume.Summary != "Engineer skilled in Go, Kubernetes, Excel and Figma." {
		t.Errorf("built summary %q: the posting's skills should lead it", res.Resume.Summary)
	}
	own := &draft.ResumeForm{Name: "Ann Lee", Summary: "Backend engineer who likes boring systems.", Skills: "Excel, Go", Target: draft.Target{JobDescription: drafttest.BackendPosting}}
	if s := write(t, own).Resume.Summary; s != "Backend engineer who likes boring systems." {
		t.Errorf("the user's own summary changed: %q", s)
	}
}

func TestTailoredCoverLetterNamesTheTargetAndOnlyMatchedRequirements(t *testing.T) {
	background := "Seven years building payment systems in Go at Acme. Led the move to Kubernetes on AWS, cutting costs by 30%.\nMentored 5 engineers."
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			for _, tmpl := range templates {
				t.Run(fmt.Sprintf("%s/variant %d/%s", tone, v, tmpl), func(t *testing.T) {
					f := &draft.CoverLetterForm{Name: "Maria Lopez", Background: background, Tone: tone, VariantIndex: draft.VariantIndex(v), Template: tmpl,
						Target: draft.Target{JobDescription: drafttest.BackendPosting}}
					text := write(t, f).Text
					if !regexp.MustCompile(`Senior Backend Engineer (role|position)`).MatchString(text) {
						t.Errorf("the letter does not name the posting's role and company:\n%s", text)
					}
					if !strings.Contains(text, "Northwind") {
						t.Errorf("the letter does not name the company:\n%s", text)
					}
					// Each requirement the background shows is named and answered with the
					// user's own sentence (ADR 0037).
					for _, shown := range []string{"Go", "Kubernetes"} {
						if !strings.Contains(text, shown) {
							t.Errorf("the letter does not name %s, which the background shows:\n%s", shown, text)
						}
					}
					for _, missing := range []string{"PostgreSQL", "Kafka", "Terraform", "Rust", "SQL"} {
						if strings.Contains(text, missing) {
							t.Errorf("the letter mentions %s, which the background does not show:\n%s", missing, text)
						}
					}
					if c := notShown(t, f, drafttest.BackendPosting, text, "Senior Backend Engineer", "Northwind"); len(c) > 0 {
						t.Errorf("the letter claims %q:\n%s", c, text)
					}
					assertFacts(t, f, text, "Senior Backend Engineer", "Northwind")
					assertSentenceOpenings(t, letterBody(text))
				})
			}
		}
	}
}

func TestCoverLetterPrefersWhatTheUserTyped(t *testing.T) {
	f := &draft.CoverLetterForm{Name: "Maria Lopez", JobTitle: "Platform Engineer", Background: "Built Go services.",
		Target: draft.Target{JobDescription: drafttest.BackendPosting, TargetCompany: "Northwind Payments GmbH"}}
	res := write(t, f)
	if !regexp.MustCompile(`the Platform Engineer (role|position) at Northwind Payments GmbH`).MatchString(res.Text) {
		t.Errorf("the typed job title and target company should win:\n%s", res.Text)
	}
	// No posting: the typed role and company alone aim the letter.
	g := &draft.CoverLetterForm{Name: "Maria Lopez", Background: "Built Go services.", Target: draft.Target{TargetRole: "Data Engineer", TargetCompany: "Fernhill"}}
	if text := write(t, g).Text; !regexp.MustCompile(`the Data Engineer (role|position) at Fernhill`).MatchString(text) || strings.Contains(text, "posting") {
		t.Errorf("typed role and company:\n%s", text)
	}
}

func TestTailoredColdEmailNamesTheTarget(t *testing.T) {
	for _, tone := range draft.ColdEmailTones {
		t.Run(tone, func(t *testing.T) {
			f := &draft.ColdEmailForm{SenderName: "Sam Park", Recipient: "Priya", Tone: tone,
				Icebreaker: "Loved your talk on ledger design.", Offer: "I build Go services on Kubernetes\nI cut AWS bills by 30%",
				Target: draft.Target{JobDescription: drafttest.BackendPosting}}
			res := write(t, f)
			if !strings.Contains(res.Text, "the Senior Backend Engineer role at Northwind") {
				t.Errorf("the email does not name the role and company:\n%s", res.Text)
			}
			if !strings.Contains(res.Text, "The posting asks for Go, Kubernetes and AWS, which are part of my work.") {
				t.Errorf("the email does not name the requirements it shows:\n%s", res.Text)
			}
			if c := notShown(t, f, drafttest.BackendPosting, res.Text, "Senior Backend Engineer", "Northwind"); len(c) > 0 {
				t.Errorf("the email claims %q:\n%s", c, res.Text)
			}
			assertFacts(t, f, res.Text, "Senior Backend Engineer", "Northwind")
			if res.Subject != "I build Go services on Kubernetes" {
				t.Errorf("subject %q: still the first offer line", res.Subject)
			}
		})
	}
	typed := &draft.ColdEmailForm{Offer: "Bookkeeping for freelancers", Target: draft.Target{TargetCompany: "Ledgerline"}}
	if text := write(t, typed).Text; !strings.Contains(text, "the open role at Ledgerline") {
		t.Errorf("a typed company alone:\n%s", text)
	}
	none := write(t, &draft.ColdEmailForm{Offer: "Bookkeeping for freelancers"}).Text
	if strings.Contains(none, "role") {
		t.Errorf("no target, yet a role is named:\n%s", none)
	}
}

// The built-in writer's fixed sentences — every tone, variant and template — claim no skill
// of the posting, whatever the user wrote (here: nothing relevant at all).
func TestFixedWordingClaimsNoSkill(t *testing.T) {
	var forms []draft.Form
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			forms = append(forms, &draft.CoverLetterForm{Name: "Ann", Tone: tone, VariantIndex: draft.VariantIndex(v), Background: "Baked bread for 4 years."})
			forms = append(forms, &draft.CoverLetterForm{Name: "Ann", Tone: tone, VariantIndex: draft.VariantIndex(v)})
		}
	}
	for _, tone := range draft.ColdEmailTones {
		forms = append(forms, &draft.ColdEmailForm{Tone: tone, Goal: "a short call"}, &draft.ColdEmailForm{Tone: tone, Icebreaker: "Hi"})
	}
	forms = append(forms, &draft.ResumeForm{Name: "Ann"})
	for _, f := range forms {
		f.(interface{ TargetOf() *draft.Target }).TargetOf().JobDescription = allSkillsPosting()
		text := write(t, f).Text
		if c := notShown(t, f, allSkillsPosting(), text); len(c) > 0 {
			t.Errorf("%s: the fixed wording claims %q:\n%s", f.Kind(), c, text)
		}
	}
}

// allSkillsPosting asks for every skill of the vocabulary.
func allSkillsPosting() string {
	var b strings.Builder
	b.WriteString("Requirements\n")
	for _, name := range match.Default().SkillNames() {
		b.WriteString("- " + name + "\n")
	}
	return b.String()
}

// A requirement is claimed only where the user's text shows it as their own: a student
// nurse "precepted on 6 west" worked under a preceptor, and an engineer "mentored by a staff
// engineer" was the one mentored (issue 29: "She worked with a preceptor and has never been
// one").
func TestCoverLetterDoesNotClaimWhatTheWriterReceived(t *testing.T) {
	posting := "Registered Nurse - Medical/Surgical\nRequirements:\n- BSN required\n- Patient education skills\nNice to have: preceptor experience, mentoring"
	cases := []struct {
		background string
		claimed    bool
	}{
		{"BSN from OSU, May 2024\nprecepted on 6 west med surg, 12 wk capstone", false},
		{"BSN from OSU, May 2024\nwas precepted in the ICU for 10 weeks", false},
		{"BSN from OSU, May 2024\nmentored by the unit educator during orientation", false},
		{"BSN from OSU, May 2024\nprecepted 3 new grads on 6 west", true},
	}
	for _, c := range cases {
		for _, tone := range draft.CoverLetterTones {
			f := &draft.CoverLetterForm{Name: "Ana Ruiz", Background: c.background, Tone: tone, VariantIndex: 1,
				Target: draft.Target{JobDescription: posting}}
			text := write(t, f).Text
			// A tone may answer without naming the requirement ("…, which is just what your
			// posting asks for"): that is a claim too.
			claims := regexp.MustCompile(`(?i)preceptor experience|mentoring|(?:precept|mentor)[^.]*(?:what your posting asks for|exactly what you're after)`).MatchString(text)
			if claims != c.claimed {
				t.Errorf("%s, %q: the letter names preceptor experience or mentoring as the writer's = %v, want %v:\n%s", tone, c.background, claims, c.claimed, text)
			}
		}
	}
}

// The posting reader files "crisis intervention" under mental health; a social worker's
// "6 years in community mental health" does not show crisis intervention, so the letter does
// not answer it with that sentence.
func TestCoverLetterDoesNotAnswerARequirementWithAnotherSkill(t *testing.T) {
	posting := "Hospital Social Worker\nResponsibilities: discharge planning, crisis intervention, family meetings.\nRequirements:\n- LCSW required\n- Discharge planning experience"
	for _, tone := range draft.CoverLetterTones {
		f := &draft.CoverLetterForm{Name: "Hannah Cole", Background: "lcsw, 6 yrs in community mental health\nran discharge planning w/ 3 hospitals", Tone: tone, VariantIndex: 1,
			Target: draft.Target{JobDescription: posting}}
		text := write(t, f).Text
		if strings.Contains(strings.ToLower(text), "crisis intervention") {
			t.Errorf("%s: the letter claims crisis intervention:\n%s", tone, text)
		}
		if !strings.Contains(strings.ToLower(text), "discharge planning") {
			t.Errorf("%s: the letter lost discharge planning:\n%s", tone, text)
		}
	}
}

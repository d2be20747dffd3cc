package writer

import (
	"testing"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// The rewrite rules of the cover letter's background, one per case (ADR 0013).
func TestFirstPersonRewrites(t *testing.T) {
	background := person{moveEmployer: true}
	tests := []struct {
		name, in, want string
	}{
		// The example, verbatim.
		{"issue example", "Led onboarding redesign at Acme that lifted activation 12%", "At Acme, I led the onboarding redesign that lifted activation 12%."},
		{"employer before a comma clause", "Led the move to Kubernetes at Globex, cutting costs by 30%.", "At Globex, I led the move to Kubernetes, cutting costs by 30%."},
		{"employer of several words", "Redesigned checkout at Bank of America in 2021", "At Bank of America, I redesigned checkout in 2021."},
		{"no object: the employer stays", "Worked at Google for 5 years", "I worked at Google for 5 years."},
		{"no employer: I and the verb", "Mentored 5 engineers.", "I mentored 5 engineers."},
		{"lower-case fragment", "cut triage wait times by 25% by redesigning the intake flow", "I cut triage wait times by 25% by redesigning the intake flow."},
		{"no article without a clause", "Improved performance at Acme", "At Acme, I improved performance."},
		{"article before 'of'", "Led redesign of the billing page", "I led the redesign of the billing page."},
		{"plural object before a clause keeps its determiner", "Built a design system that 40 designers use", "I built a design system that 40 designers use."},
		{"'at' before a lower-case word is not an employer", "Built tools at scale for the data team", "I built tools at scale for the data team."},
		{"verb not in the list", "Localised the app into 9 languages", "I localised the app into 9 languages."},
		{"acronym verb object stays", "Shipped the iOS app at Duolingo", "At Duolingo, I shipped the iOS app."},
		{"tenure", "Seven years building payment systems at Acme.", "I have seven years building payment systems at Acme."},
		{"tenure with a figure", "10+ years of experience in fintech", "I have 10+ years of experience in fintech."},
		{"tenure with a bare field", "9 yrs backend", "I have 9 yrs in backend."},
		{"other figure: a neutral frame", "130% of quota two years running", "Highlights include 130% of quota two years running."},
		{"currency figure", "$1.2M in new business in 2022", "Highlights include $1.2M in new business in 2022."},
		{"role phrase", "Product designer with 6 years in fintech", "I am a product designer with 6 years in fintech."},
		{"role after an adjective", "Registered nurse with 8 years in emergency care", "I am a registered nurse with 8 years in emergency care."},
		{"role with an acronym", "SRE at Monzo", "I am an SRE at Monzo."},
		{"title in capitals", "Head of Support at Intercom, London", "I am a Head of Support at Intercom, London."},
		{"adjective with a complement", "Experienced in user research", "I am experienced in user research."},
		{"adjective before a role", "Experienced product manager", "I am an experienced product manager."},
		{"adjective with a bracket", "Bilingual (English and Spanish)", "I am bilingual (English and Spanish)."},
		{"verb that can be an adjective, acting", "Trained 20 new nurses", "I trained 20 new nurses."},
		{"a present-tense verb is the writer's own, not a role", "Lead the payments team", "I lead the payments team."},
		{"a degree is earned", "BSN from osu in May 2024", "I earned a BSN from OSU in May 2024."},
		{"a verbless change says it went", "p99 from 800ms to 120ms", "P99 went from 800ms to 120ms."},
		{"passive use", "Promoted twice in 3 years at Acme", "At Acme, I was promoted twice in 3 years."},
		{"always passive", "Awarded a research grant", "I was awarded a research grant."},
		{"hiring others is active", "Hired 6 team leads", "I hired 6 team leads."},
		{"a year stays with the event", "Won Best Paper at NeurIPS 2021", "At NeurIPS 2021, I won Best Paper."},
		{"a noun phrase ending in -ed is not a verb", "Distributed systems at scale", "Distributed systems at scale."},
		{"title with a certification", "Certified Scrum Master", "I am a Certified Scrum Master."},
		{"a list of adjectives", "Detail-oriented, analytical and calm", "I am detail-oriented, analytical and calm."},
		{"a heading keeps its colon", "EXPERIENCE:", "EXPERIENCE:"},
		{"two clauses: nothing is moved", "Owned roadmap at Acme; drove adoption at Globex", "I owned the roadmap at Acme; drove adoption at Globex."},
		{"a resume header line is kept", "Software Engineer | Initech | 2016 – 2019", "Software Engineer | Initech | 2016 – 2019."},
		{"a sentence is kept", "I love hard problems!", "I love hard problems!"},
		{"a figure that opens a sentence with a subject is kept", "2 years ago I moved into design", "2 years ago I moved into design."},
		{"a time phrase with its own subject is kept", "12 months later, we launched in Spain", "12 months later, we launched in Spain."},
		{"a sentence with a subject is kept", "My team shipped weekly", "My team shipped weekly."},
		{"lower-case name stays", "npm maintainer for 3 packages", "I am an npm maintainer for 3 packages."},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := background.rewrite(tt.in, 0); got != tt.want {
				t.Errorf("\n got %q\nwant %q", got, tt.want)
			}
		})
	}
}

// A second figure opening reads "Other highlights include …", not the same frame twice.
func TestFirstPersonVariesTheFigureFrame(t *testing.T) {
	got := firstPersonSentences("3 apps shipped\n2M downloads", person{})
	want := []string{"Highlights include 3 apps shipped.", "Other highlights include 2M downloads."}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("got %q, want %q", got, want)
	}
}

// In an icebreaker "at" is where the recipient spoke, not an employer: nothing moves.
func TestIcebreakerKeepsItsOrder(t *testing.T) {
	got := firstPersonSentences("loved your talk at SaaStr on usage-based pricing", person{})
	if want := "I loved your talk at SaaStr on usage-based pricing."; len(got) != 1 || got[0] != want {
		t.Fatalf("got %q, want %q", got, want)
	}
}

func TestUpperFirstLeavesLowerCaseNamesAlone(t *testing.T) {
	for in, want := range map[string]string{
		"built the API":       "Built the API",
		"iOS app redesign":    "iOS app redesign",
		"eBay listings":       "eBay listings",
		"npm package":         "npm package",
		"github.com/jane":     "github.com/jane",
		"über-fast builds":    "Über-fast builds",
		"e.g. onboarding":     "e.g. onboarding",
		"macOS menu bar app.": "macOS menu bar app.",
	} {
		if got := plaintext.UpperFirst(in); got != want {
			t.Errorf("upperFirst(%q) = %q, want %q", in, got, want)
		}
	}
}

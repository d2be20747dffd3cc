package writer_test

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// A letter written to a posting says what the writer would do in the role, in the posting's
// words, and quotes no duty that names a skill the user never showed (ADR 0053).
func TestLetterTakesUpThePostingsDuties(t *testing.T) {
	posting := "Staff Nurse\nResponsibilities:\n- Assess and monitor post-operative patients\n- Educate families before discharge\n- Own our Epic order sets\nRequirements:\n- Active RN license\n- Epic"
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Dana Cole", JobTitle: "Staff Nurse", CompanyName: "Mercy West",
				Background: "rn 3 yrs on a surgical floor\ncharge nurse on nights\ntaught discharge classes for 40 families",
				Tone:       tone, VariantIndex: draft.VariantIndex(v), Target: draft.Target{JobDescription: posting}}
			text := write(t, f).Text
			first, second := strings.Contains(text, "assess and monitor post-operative patients"), strings.Contains(text, "educate families before discharge")
			// Professional quotes every duty; the other tones each a part, so that the posting's
			// words do not make two tones alike.
			quoted := first && second || tone != "professional" && (first || second)
			if tone == "concise" {
				if quoted {
					t.Errorf("concise/%d quotes the duties, which a short letter has no room for:\n%s", v, text)
				}
				continue
			}
			if !quoted {
				t.Errorf("%s/%d does not take up the posting's duties:\n%s", tone, v, text)
			}
			if strings.Contains(text, "Epic") {
				t.Errorf("%s/%d quotes a duty naming Epic, which the background never shows:\n%s", tone, v, text)
			}
		}
	}
}

// A requirement the posting words as a verb ("write and edit copy") is named by the skill
// ("editing"), and a credential keeps its casing ("Security+").
func TestRequirementsAreNamedAsSkills(t *testing.T) {
	for _, c := range []struct{ posting, background, want, not string }{
		// A posting with no list of requirements is read for the skills it names (ADR 0054).
		{"Content Writer\nYou will write and edit product copy and grow our search traffic.", "edit 4 freelance writers\nwrote 200 product pages", "editing", "calls for edit,"},
		{"Security Analyst\nRequirements:\n- Splunk\n- Security+ certification", "soc analyst 3 yrs\nsec+ certified, daily splunk searches", "Security+", "security+"},
	} {
		f := &draft.CoverLetterForm{Name: "Sam Reed", Background: c.background, Tone: "professional", VariantIndex: 1,
			Target: draft.Target{JobDescription: c.posting}}
		text := write(t, f).Text
		if !strings.Contains(text, c.want) || strings.Contains(text, c.not) {
			t.Errorf("want %q and never %q:\n%s", c.want, c.not, text)
		}
	}
}

// A credential still to come is not claimed: "my BCPS exam is scheduled for March" answers no
// requirement for BCPS, in any tone or variant.
func TestPendingCredentialsAreNotClaimed(t *testing.T) {
	posting := "Clinical Pharmacist\nRequirements:\n- PharmD\n- BCPS\n- 2+ years of practice"
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Ana Diaz", Background: "pharmd 2020\nbcps exam scheduled june\nretail pharmacist 4 yrs",
				Tone: tone, VariantIndex: draft.VariantIndex(v), Target: draft.Target{JobDescription: posting}}
			text := write(t, f).Text
			if strings.Count(text, "BCPS") > 1 {
				t.Errorf("%s/%d names BCPS as a requirement met:\n%s", tone, v, text)
			}
		}
	}
}

// A product the posting names in capitalised words is written so in the letter, though the
// user typed it in lower case ("articulate storyline").
func TestLettersTakeThePostingsNames(t *testing.T) {
	f := &draft.CoverLetterForm{Name: "Ann Lee", Background: "built 3 courses in articulate storyline", Tone: "professional", VariantIndex: 1,
		Target: draft.Target{JobDescription: "Instructional Designer\nYou will build courses in Articulate Storyline for our clients."}}
	text := write(t, f).Text
	if !strings.Contains(text, "3 courses in Articulate Storyline") {
		t.Errorf("the posting's casing is not used:\n%s", text)
	}
}

// A team a posting capitalises ("the voice of the customer to Product") is no name: the
// user's "the product side" is not written "the Product side".
func TestLettersLeaveThePostingsTeamsInLowerCase(t *testing.T) {
	f := &draft.CoverLetterForm{Name: "Ann Lee", Background: "csm 4 yrs at payroute\nwant to go deeper w/ finance teams, love the product side", Tone: "professional", VariantIndex: 1,
		Target: draft.Target{JobDescription: "Customer Success Manager\nYou will:\n- Be the voice of the customer to Product\n- Partner with Sales and Finance on renewals"}}
	text := write(t, f).Text
	if !strings.Contains(text, "the product side") {
		t.Errorf("the user's words took a team's capital:\n%s", text)
	}
}

// A number that names rather than measures ("section 2/3 paperwork") is no result: the
// letter neither opens with it nor frames it as one.
func TestLabelNumbersAreNoResults(t *testing.T) {
	for v := 1; v <= 3; v++ {
		f := &draft.CoverLetterForm{Name: "Sam Okoye", Background: "rmn 3 yrs on an acute ward\nmha section 2/3 paperwork\nled de-escalation training for 20 staff",
			Tone: "warm", VariantIndex: draft.VariantIndex(v)}
		text := write(t, f).Text
		for _, bad := range []string{"proud of: MHA section", "share this: MHA section", "Mha section", "• MHA section"} {
			if strings.Contains(text, bad) {
				t.Errorf("variant %d frames a label as a result (%q):\n%s", v, bad, text)
			}
		}
	}
}

package writer_test

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// Whichever opening a tone picks, the sentence after it opens with a capital ("With real
// pleasure, I'm applying for…. Your posting caught my eye, …").
func TestOpeningsAfterAToneLeadOpenWithACapital(t *testing.T) {
	lowerStart := regexp.MustCompile(`[a-z)][.!?] +[a-z]`)
	for i := range 40 {
		name := fmt.Sprintf("Applicant %d", i)
		for _, tone := range []string{"warm", "enthusiastic", "confident"} {
			for v := 1; v <= 3; v++ {
				f := &draft.CoverLetterForm{Name: name, JobTitle: "BIM Technician", CompanyName: "Stratus Engineering", Background: "civil drafter 4 yrs (autocad civil 3d)\nmanaged our cad standards + templates",
					Tone: tone, VariantIndex: draft.VariantIndex(v), Target: draft.Target{JobDescription: "BIM Technician\nRequirements\n- 2+ years of drafting experience\n- AutoCAD"}}
				if text := write(t, f).Text; lowerStart.MatchString(text) {
					t.Errorf("%s %s/%d: %q:\n%s", name, tone, v, lowerStart.FindString(text), text)
				}
			}
		}
	}
}

// Names side by side in an ask are one name: "Scrum Master", never "Scrum and Master".
func TestAnAsksNameIsNamedWhole(t *testing.T) {
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Derek Olsen", JobTitle: "Agile Coach", CompanyName: "Northwind", Background: "scrum master 6 yrs (csm, psm ii)\ncut sprint carryover from ~40% to 12%",
				Tone: tone, VariantIndex: draft.VariantIndex(v), Target: draft.Target{JobDescription: "Agile Coach\nWhat you'll bring\n- 5+ years as a Scrum Master or Agile Coach\n- SAFe SPC"}}
			if text := write(t, f).Text; strings.Contains(text, "Scrum and Master") {
				t.Errorf("%s/%d:\n%s", tone, v, text)
			}
		}
	}
}

// A concise letter's label for a list of work ("Scope:") never follows an answer's colon.
func TestAConciseAnswerHasOneColon(t *testing.T) {
	for v := 1; v <= 3; v++ {
		f := &draft.CoverLetterForm{Name: "Ben Carter", JobTitle: "First Officer", CompanyName: "SkyWest", Background: "CFI/CFII/MEI, 1,650 hrs TT, 210 multi\nflight instructor 2 yrs at a part 141 school",
			Tone: "concise", VariantIndex: draft.VariantIndex(v), Target: draft.Target{JobDescription: "First Officer\nMinimum Qualifications\n- Commercial Pilot certificate with instrument and multi-engine ratings"}}
		if text := write(t, f).Text; regexp.MustCompile(`: [\w ]+: `).MatchString(text) {
			t.Errorf("%d: %q:\n%s", v, regexp.MustCompile(`: [\w ]+: `).FindString(text), text)
		}
	}
}

// A long role and company are named in the tone's plainest sentence, with nothing hung on
// them: not "What a thrill to be applying for the Staff Court Interpreter (Spanish)
// position at Superior Court of California, County of Los Angeles!".
func TestALongRoleIsNamedPlainly(t *testing.T) {
	for i := range 40 {
		for _, tone := range draft.CoverLetterTones {
			for v := 1; v <= 3; v++ {
				f := &draft.CoverLetterForm{Name: fmt.Sprintf("Applicant %d", i), JobTitle: "Staff Court Interpreter (Spanish)", CompanyName: "Superior Court of California, County of Los Angeles",
					Background: "certified court interpreter 6 yrs (spa/eng)\ninterpreted 40+ felony trials", Tone: tone, VariantIndex: draft.VariantIndex(v),
					Target: draft.Target{JobDescription: "Staff Court Interpreter\nRequirements\n- Certified court interpreter (Spanish)\n- 3+ years interpreting in court"}}
				text := write(t, f).Text
				// The sentence after the long name, when the posting is said apart, opens with
				// its capital: "… County of Los Angeles. Your posting spoke to me, …".
				if m := regexp.MustCompile(`Los Angeles[.!] ([a-z]\w*)`).FindStringSubmatch(text); m != nil {
					t.Errorf("%s/%d: a sentence opens %q:\n%s", tone, v, m[1], text)
				}
				i := strings.Index(text, "Superior Court of California, County of Los Angeles")
				if i < 0 {
					t.Fatalf("%s/%d: the company is not named:\n%s", tone, v, text)
				}
				start := strings.LastIndexAny(text[:i], ".!?\n") + 1
				sentence := strings.TrimSpace(text[start:])
				sentence = sentence[:strings.IndexAny(sentence, ".!?")+1]
				// Variant 3 names the role after the strongest result, in its story's words;
				// every variant keeps the long name free of a clause after it.
				plain := regexp.MustCompile(`^(I am|I'm) applying for the Staff Court Interpreter \(Spanish\) (?:position|role) at Superior Court of California, County of Los Angeles[.!]$`)
				if v == 3 && strings.HasSuffix(strings.TrimRight(sentence, ".!"), "County of Los Angeles") || v != 3 && plain.MatchString(sentence) {
					continue
				}
				t.Errorf("%s/%d: %q", tone, v, sentence)
			}
		}
	}
}

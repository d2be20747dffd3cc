package writer_test

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// An ask for results shown ("Proven grant writing success") is answered by the figures the
// grants won, never by the years spent writing them: "On proven grant writing success: I've
// been a grant writer for 5 years" claimed the success without showing it.
func TestAnAskForResultsIsAnsweredByAFigure(t *testing.T) {
	posting := "Development Manager\nYou should have:\n- 3+ years of nonprofit fundraising experience\n- Proven grant writing success\n- Experience with a donor database"
	background := "grant writer @ lakeside youth trust 5 yrs\nwrote 30+ grants/yr, ~$1.4M raised last yr, 58% win rate\nsalesforce npsp daily"
	for _, tone := range draft.CoverLetterTones {
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Ama Boateng", JobTitle: "Development Manager", CompanyName: "Northfield Food Bank", Background: background, Tone: tone, VariantIndex: draft.VariantIndex(v),
				Target: draft.Target{JobDescription: posting}}
			text := write(t, f).Text
			for _, line := range strings.Split(text, "\n") {
				for _, s := range strings.SplitAfter(line, ". ") {
					if strings.Contains(strings.ToLower(s), "grant writing success") && strings.Contains(s, "5 years") {
						t.Errorf("%s/%d answers a result asked for with the years:\n%s", tone, v, text)
					}
				}
			}
		}
	}
}

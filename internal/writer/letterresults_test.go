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

// A concise letter keeps few facts, and the credentials the posting asks for come first among
// them: the driver's hazmat endorsement, the installer's NABCEP certificate.
func TestAConciseLetterKeepsTheCredentialsAsked(t *testing.T) {
	cases := []struct{ posting, background, want string }{
		{"Regional Driver\nRequirements:\n- Valid Class A CDL\n- Hazmat endorsement\n- 2+ years OTR",
			"otr driver 6 yrs, 1.1M safe miles\nclass a cdl, clean mvr\nhazmat + tanker endorsements\nrecruited 4 drivers for our terminal\ncut idle time 18% w/ route planning", "hazmat"},
		{"Solar Installation Lead\nRequirements:\n- NABCEP PV Associate or higher\n- OSHA 30",
			"solar installer 4 yrs, ~300 residential installs\nlead installer since 2024, crew of 3\ncut avg install time from 2 days to 1.5\nnabcep pv associate\nosha 30", "NABCEP"},
	}
	for _, c := range cases {
		for v := 1; v <= 3; v++ {
			f := &draft.CoverLetterForm{Name: "Jo Reyes", JobTitle: "Lead", CompanyName: "Acme", Background: c.background, Tone: "concise", VariantIndex: draft.VariantIndex(v),
				Target: draft.Target{JobDescription: c.posting}}
			if text := write(t, f).Text; !strings.Contains(text, c.want) {
				t.Errorf("variant %d leaves out %q, which the posting asks for:\n%s", v, c.want, text)
			}
		}
	}
}

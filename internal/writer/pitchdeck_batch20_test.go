package writer_test

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// A deck's points land where a reader looks for them, and read as prose: a payback period on
// the business model, a location about to open beside the locations open, a rank typed with
// "=" as a sentence, an age range and a former employer's role written out (ADR 0076).
func TestDeckPaybackRolloutRanksAndAgeRanges(t *testing.T) {
	f := &draft.PitchDeckForm{Product: "Tumblebox", Audience: "parents of kids 18 mo-6 yrs",
		KeyPoints: "gyms booked 3+ months out at ywca centers, falls = #1 cause of injury ages 1-5\n" +
			"indoor play gyms in leased mall space, 6:1 ratio\n3 gyms, 2,400 kids enrolled, 88% retention month over month\n" +
			"$95/mo membership\nunit economics: each gym pays back in 18 months\nopening 4th in march\n" +
			"team: ex-nike site lead + ex-peloton eng\nraising $4m to open 8 more"}
	res := write(t, f)
	for part, want := range map[string]string{"pays back in 18 months": "Business Model", "Opening 4th in March": "Traction", "cause of injury": "Problem"} {
		if got := slideOf(res.Deck, part); got != want {
			t.Errorf("%q on %q, want %q:\n%s", part, got, want, res.Text)
		}
	}
	for _, want := range []string{"falls are the #1 cause of injury for ages 1-5", "YWCA", "parents of kids 18 months to 6 years", "ex-Nike site lead"} {
		if !strings.Contains(res.Text, want) {
			t.Errorf("%q is not written out:\n%s", want, res.Text)
		}
	}
	for _, typed := range []string{"= #1", "ywca", "mo-6", "Site lead"} {
		if strings.Contains(res.Text, typed) {
			t.Errorf("%q left as typed:\n%s", typed, res.Text)
		}
	}
}

// "mo" after a percentage is monthly in a deck too.
func TestDeckMonthlyAfterAPercentage(t *testing.T) {
	res := write(t, &draft.PitchDeckForm{Product: "Kennelbook", Audience: "dog groomers",
		KeyPoints: "140 salons, $22k mrr, 11% mo growth\nraising $2m seed"})
	if !strings.Contains(res.Text, "11% monthly growth") {
		t.Errorf("\"mo\" after a percentage is not monthly:\n%s", res.Text)
	}
}

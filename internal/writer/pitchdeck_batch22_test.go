package writer_test

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// Points the cues missed: money "sought" is the ask; letters of intent, money financed "to
// date" and a past year's count are traction; waste shipped off or options that are scarce
// are the problem; being embedded in others' platforms is the go-to-market. No slide keeps a
// placeholder while one of these fits it.
func TestDeckSoughtMoneyLettersOfIntentAndScarceOptions(t *testing.T) {
	f := &draft.PitchDeckForm{Product: "Tidewise", Audience: "coastal fish farms",
		KeyPoints: "net pens are cleaned by divers, slow + risky\nmost worn nets are landfilled\nrobot cleans a pen in 2 hrs\n" +
			"loi w/ 3 salmon farms for 40 pens\n$1.2m billed to date\n~90 pens cleaned last yr\n" +
			"embedded in 2 farm mgmt platforms\nseeking $3m to build 10 robots"}
	res := write(t, f)
	for part, want := range map[string]string{"landfilled": "Problem", "LOI with 3": "Traction", "billed to date": "Traction",
		"cleaned last year": "Traction", "mbedded in 2": "Go-To-Market", "eeking $3M": "Ask"} {
		if got := slideOf(res.Deck, part); got != want {
			t.Errorf("%q on %q, want %q:\n%s", part, got, want, res.Text)
		}
	}
}

// A product defined as its kind takes its article ("is a marketplace"), growth against the
// month before is "month-over-month", a "why now:" label is written once and stays a reason
// whatever its figures, and a count in "t" is in tonnes.
func TestDeckKindArticleGrowthOverPeriodAndWhyNowLabel(t *testing.T) {
	f := &draft.PitchDeckForm{Product: "Sitterly", Audience: "parents of toddlers",
		KeyPoints: "sitterly = marketplace matching parents w/ vetted sitters same day\n1,400 bookings, 22% mo/mo growth\n" +
			"why now: sitter rates up 30% in 3 yrs\n12% take rate\nraising $2m seed"}
	res := write(t, f)
	if !strings.HasPrefix(res.Deck.Pitch, "Sitterly is a marketplace matching parents") {
		t.Errorf("pitch %q", res.Deck.Pitch)
	}
	for _, want := range []string{"22% month-over-month growth", "Why now: sitter rates up 30%"} {
		if !strings.Contains(res.Text, want) {
			t.Errorf("%q is not written out:\n%s", want, res.Text)
		}
	}
	if strings.Contains(res.Text, "Why now: Why now") || strings.Contains(res.Text, "months a month") {
		t.Errorf("shorthand or label repeated:\n%s", res.Text)
	}
	g := &draft.PitchDeckForm{Product: "Scrapline", Audience: "steel mills",
		KeyPoints: "mills buy scrap blind, grades vary\nsensor grades scrap at the gate\nsorted 800 t/yr in pilot\nraising $1m pre-seed"}
	if res := write(t, g); !strings.Contains(res.Text, "800 tonnes a year") {
		t.Errorf("tonnes are not written out:\n%s", res.Text)
	}
}

// A segment's size after it is the market's, not a price: "$700M a year" went to the
// business model slide. A "+" joining a product and a sentence is "and", not a list: "Soil
// sensors, app tell growers…".
func TestDeckMarketSizeStaysWithItsSegment(t *testing.T) {
	f := &draft.PitchDeckForm{Product: "Furrow", Audience: "mid-size orchards",
		KeyPoints: "orchards lose ~15% of fruit to frost\nsensors + app tell growers exactly when + where to run fans\n$900/yr per block + hardware at cost\n~40k US orchards in our segment, $500M/yr\nraising $2m seed"}
	res := write(t, f)
	if got := slideOf(res.Deck, "$500M a year"); got != "Market" {
		t.Errorf("market size on %q, want Market:\n%s", got, res.Text)
	}
	if !strings.Contains(res.Text, "Sensors and app tell growers exactly when and where to run fans") {
		t.Errorf("the solution reads as a list:\n%s", res.Text)
	}
}

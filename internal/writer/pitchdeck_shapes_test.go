package writer_test

import (
	"slices"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// slideOf is the slide a deck put a bullet on that contains part, or "".
func slideOf(d *draft.DeckSections, part string) string {
	for _, s := range d.Slides {
		if slices.ContainsFunc(s.Bullets, func(b string) bool { return strings.Contains(b, part) }) {
			return s.Title
		}
	}
	return ""
}

// Points go to the slide their meaning belongs on: a wait or a visit's cost and harm done
// are the problem, paid pilots and the workers they cover are traction, a price with its
// unit is the business model, and the problem slide holds no placeholder when a point fits.
func TestDeckPointsLandWhereTheirMeaningIs(t *testing.T) {
	f := &draft.PitchDeckForm{Product: "Petline", Audience: "dog owners in small towns",
		KeyPoints: "clinics booked 3-4 wks out, er visit avg $600+\npetline = video vet visits 24/7\n" +
			"9k paying members, $12/mo, churn 2%/mo\nus pet care spend $147b\nraising $3m seed"}
	res := write(t, f)
	for part, want := range map[string]string{"3-4 weeks out": "Problem", "9k paying members": "Traction", "$12 a month per member": "Business Model", "$3M": "Ask", "$147B": "Market"} {
		if got := slideOf(res.Deck, part); got != want {
			t.Errorf("%q on %q, want %q:\n%s", part, got, want, res.Text)
		}
	}
	if strings.Contains(res.Text, "[Add: what dog owners") {
		t.Errorf("a placeholder on Problem though a point fits it:\n%s", res.Text)
	}
	if !strings.Contains(res.Text, "ER visit") {
		t.Errorf("the emergency room's letters are not capitals:\n%s", res.Text)
	}

	g := &draft.PitchDeckForm{Product: "Ropeline", Audience: "roofing contractors",
		KeyPoints: "falls = 40% of roofing deaths\nropeline = smart harness + app\n2 paid pilots (3 crews), 140 roofers\n$20/roofer/mo\nraising $1m pre-seed"}
	res = write(t, g)
	for part, want := range map[string]string{"Falls are 40% of roofing deaths": "Problem", "2 paid pilots": "Traction", "$20 per roofer a month": "Business Model"} {
		if got := slideOf(res.Deck, part); got != want {
			t.Errorf("%q on %q, want %q:\n%s", part, got, want, res.Text)
		}
	}
	if strings.Contains(res.Text, ", so 40%") {
		t.Errorf("a share typed with '=' read as a consequence:\n%s", res.Text)
	}
}

// What the customers saw ("food waste down 22%") is traction though it names the problem's
// waste; a cost multiplied is a problem, a shift in how it is charged says why now; a count of
// the US and of states keeps its capitals.
func TestDeckResultsAndShiftsGoWhereTheyBelong(t *testing.T) {
	f := &draft.PitchDeckForm{Product: "Countwise", Audience: "independent restaurants",
		KeyPoints: "restaurants waste 4-10% of food they buy\ncountwise = phone camera counts shelves\n140 restaurants paying\nfood waste down 22% avg in first 90 days\nus independents ~ 350k locations\nraising $3m seed"}
	text := write(t, f).Text
	traction := text[strings.Index(text, "TRACTION"):]
	traction = traction[:strings.Index(traction, "\n\n")]
	if !strings.Contains(traction, "Food waste down 22%") {
		t.Errorf("the result is not traction:\n%s", text)
	}
	if !strings.Contains(text, "US independents") {
		t.Errorf("us is not US:\n%s", text)
	}
	g := &draft.PitchDeckForm{Product: "Homecell", Audience: "homeowners",
		KeyPoints: "utilities moving to time-of-use rates, evening power costs 2-3x\nhomecell = marketplace matching homeowners w installers\n42 installers on platform in ca + az\n$2.1m gmv in 8 months\nraising $5m series a"}
	text = write(t, g).Text
	if !strings.Contains(text, "Why now: Utilities moving to time-of-use rates") {
		t.Errorf("the shift in rates is not why now:\n%s", text)
	}
	if !strings.Contains(text, "CA and AZ") {
		t.Errorf("the states lose their capitals:\n%s", text)
	}
}

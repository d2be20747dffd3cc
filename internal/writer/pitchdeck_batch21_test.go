package writer_test

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// An insurer's book is traction, "plans from $X" its pricing, and "launched in" two cities
// where it already runs: no slide keeps a placeholder while a point fits it (ADR 0078).
func TestDeckInsurersBookPlansFromAPriceAndCitiesLaunched(t *testing.T) {
	f := &draft.PitchDeckForm{Product: "Pawcover", Audience: "dog owners in the us",
		KeyPoints: "emergency vet visits run $3k+, most dogs uninsured\npawcover = app-based pet insurance, claims in 2 days\n" +
			"plans from $19 a month\n2,300 policies, $900k gwp, loss ratio 48%\nlaunched in dallas + houston\n" +
			"sell thru groomers + shelters, 40 shelter partners\n4.5m dogs in us, ~$2b premium potential\nraising $3m seed"}
	res := write(t, f)
	for part, want := range map[string]string{"2,300 policies": "Traction", "lans from $19": "Business Model", "Launched in": "Traction"} {
		if got := slideOf(res.Deck, part); got != want {
			t.Errorf("%q on %q, want %q:\n%s", part, got, want, res.Text)
		}
	}
	for _, s := range res.Deck.Slides {
		if (s.Title == "Traction" || s.Title == "Business Model") && strings.HasPrefix(s.Bullets[0], "[Add:") {
			t.Errorf("%s keeps a placeholder:\n%s", s.Title, res.Text)
		}
	}
	for _, want := range []string{"$900k GWP", "4.5M dogs", "Launched in Dallas and Houston"} {
		if !strings.Contains(res.Text, want) {
			t.Errorf("%q is not written out:\n%s", want, res.Text)
		}
	}
}

// A deck's prose: "in us" before a verb is the country, a price per a thing is "per", and a
// solution typed as "label: clause" makes a pitch line of one sentence, not "Name: label: …".
func TestDeckLabelledSolutionPitchAndPricePerThing(t *testing.T) {
	f := &draft.PitchDeckForm{Product: "Binshare", Audience: "restaurants + compost haulers",
		KeyPoints: "40% of food waste in us is from restaurants\nrestaurants pay $300+/pickup to haul scraps to landfill\n" +
			"marketplace: restaurants post scraps, haulers collect\n900 pickups booked\nraising $1m pre-seed"}
	res := write(t, f)
	if want := "Binshare is a marketplace for restaurants and compost haulers: restaurants post scraps, haulers collect."; res.Deck.Pitch != want {
		t.Errorf("pitch %q, want %q", res.Deck.Pitch, want)
	}
	for _, want := range []string{"food waste in the US is from restaurants", "$300+ per pickup"} {
		if !strings.Contains(res.Text, want) {
			t.Errorf("%q is not written out:\n%s", want, res.Text)
		}
	}
	if strings.Contains(res.Text, "/pickup") || strings.Contains(res.Text, " in us ") {
		t.Errorf("shorthand left as typed:\n%s", res.Text)
	}
}

package writer_test

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// A product defined with "=" and a clause of its own reads as a sentence: the name, a colon
// and the clause, never "Countwise is phone camera counts…" (ADR 0074).
func TestDeckDefinitionWithAVerbReadsAsASentence(t *testing.T) {
	f := &draft.PitchDeckForm{Product: "Countwise", Audience: "independent grocers",
		KeyPoints: "countwise = phone camera counts shelves in 30 sec\n40 stores paying\nraising $2m seed"}
	res := write(t, f)
	if strings.Contains(res.Text, "Countwise is phone") {
		t.Errorf("the clause is read as what the product is:\n%s", res.Text)
	}
	if !strings.Contains(res.Text, "Countwise: a phone camera counts shelves in 30 seconds") {
		t.Errorf("the definition is not a sentence:\n%s", res.Text)
	}
	// A definition that is a thing keeps its "is".
	g := &draft.PitchDeckForm{Product: "Harvestlink", Audience: "school districts", KeyPoints: "harvestlink = one order, one invoice\nraising $1m seed"}
	if res := write(t, g); !strings.Contains(res.Text, "Harvestlink is one order, one invoice") {
		t.Errorf("a definition that is a thing lost its verb:\n%s", res.Text)
	}
}

// The supply side a marketplace has signed is traction: it never fills an empty Product
// slide, though it names the app.
func TestSupplySignedUpIsTractionNotProduct(t *testing.T) {
	for _, supply := range []string{"40 farms signed up to supply through the app", "40 local farms signed up to supply"} {
		f := &draft.PitchDeckForm{Product: "Harvestlink", Audience: "school districts",
			KeyPoints: "districts want local produce but ordering from 20 farms is a mess\nharvestlink = one order, one invoice\n" + supply + "\n3 paid pilots\nraising $1.5m seed"}
		res := write(t, f)
		if got := slideOf(res.Deck, "signed up to supply"); got != "Traction" {
			t.Errorf("%q on %q, want Traction:\n%s", supply, got, res.Text)
		}
	}
}

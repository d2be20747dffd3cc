package writer

import (
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// Advice and introductions asked boldly are still asked, not sold: "This record is
// repeatable. Results like these compound…" and "let's not leave it on the table" pressed an
// informational interview like a deal.
func TestBoldAdviceAndIntroductionsAreNotSold(t *testing.T) {
	forms := map[string]draft.ColdEmailForm{
		draft.AskInformational: {SenderName: "Maya Ortiz", Recipient: "Dana, UX researcher at Civica",
			Offer: "6 yrs 8th grade science teacher\nran 40+ parent interviews for our curriculum redesign", Goal: "informational interview about moving into ux research"},
		draft.AskIntroduction: {SenderName: "Leo Park", Recipient: "Sam",
			Offer: "founder of lunchfield, school lunch ordering\n40 schools live", Goal: "intro to jen at freightworks ventures"},
	}
	pushy := []string{"make the case", "speak louder", "luck", "accident", "repeatable", "compound", "methods travel", "carries over", "on the table", "Waiting costs", "upside is real", "prove it fast"}
	for ask, form := range forms {
		for i := range 4 { // several senders, so that every wording of the frame is met
			f := form
			f.SenderName += strings.Repeat(" Jr", i)
			f.Tone = "Bold & persuasive"
			if err := draft.Normalise(&f); err != nil {
				t.Fatal(err)
			}
			if f.Ask != ask {
				t.Fatalf("%q read as %q, want %q", f.Goal, f.Ask, ask)
			}
			text := emailWriter{&f}.write().Text
			for _, p := range pushy {
				if strings.Contains(text, p) {
					t.Errorf("%s email says %q:\n%s", ask, p, text)
				}
			}
		}
	}
}

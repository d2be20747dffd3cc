package writer

import "testing"

// A note that opens with a figure but that the writer has already turned into its own
// sentence ("I'd…", "For 3 years, I…") is the person's work, not a bare figure: framed as a
// figure it became "Along with 3 quarters in the top 10%, I…" in the warm letters.
func TestAWrittenSentenceIsNoBareFigure(t *testing.T) {
	for _, c := range []struct{ clean, sentence string }{
		{"3 quarters top 10% of team", "For 3 quarters, I was in the top 10% of my team."},
		{"2 yrs, would love to keep growing", "I'd love to keep growing after 2 years here."},
	} {
		if kind, _ := weigh(c.clean, c.sentence); kind == pointMetric {
			t.Errorf("weigh(%q, %q) = a bare figure, want the person's own sentence", c.clean, c.sentence)
		}
	}
	if kind, _ := weigh("40% fewer no-shows", "40% fewer no-shows."); kind != pointMetric {
		t.Errorf("a note that is only a figure should stay a figure, got %v", kind)
	}
}

package plaintext_test

import (
	"slices"
	"testing"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// Commas and dots inside brackets belong to their item: a skill with its parts is one skill.
func TestSplitListKeepsBracketedGroupsTogether(t *testing.T) {
	got := plaintext.SplitList("go, aws (eks · rds · sqs), postgres; kafka [streams, connect]")
	want := []string{"go", "aws (eks · rds · sqs)", "postgres", "kafka [streams, connect]"}
	if !slices.Equal(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
}

// A shorthand with a full stop inside a note does not end its sentence: "clients incl. two
// banks" is one note.
func TestSentencesKeepShorthandWithAFullStop(t *testing.T) {
	for _, c := range []struct {
		in   string
		want int
	}{
		{"clients incl. two banks and a clinic", 1},
		{"esp. night shifts", 1},
		{"Led the audit. Closed the books.", 2},
		// Two capitals end a sentence ("Lincoln MS.", "the OR."); a title or an initial does not.
		{"I taught at Lincoln MS. Then I moved to Denver.", 2},
		{"I assisted in the OR. Cases ran long.", 2},
		{"I trained with Dr. Lee and Ms. Park at St. Mary's.", 1},
		{"Signed by J. Smith.", 1},
	} {
		if got := plaintext.Sentences(c.in); len(got) != c.want {
			t.Errorf("%q: %d sentences %q, want %d", c.in, len(got), got, c.want)
		}
	}
}

// A line that opens with its group's label is one item: each skill keeps its label, as the
// resume grouped it.
func TestSplitListKeepsLabelledGroupsTogether(t *testing.T) {
	got := plaintext.SplitList("Languages: Python, Go, SQL\nCloud & DevOps: AWS, Docker\nFrameworks (Intermediate): React, Vue\nFigma, Miro\nhttps://ana.dev, 9:30 standups")
	want := []string{"Languages: Python, Go, SQL", "Cloud & DevOps: AWS, Docker", "Frameworks (Intermediate): React, Vue", "Figma", "Miro", "https://ana.dev", "9:30 standups"}
	if !slices.Equal(got, want) {
		t.Fatalf("got %q, want %q", got, want)
	}
}

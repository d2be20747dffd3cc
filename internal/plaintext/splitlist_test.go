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

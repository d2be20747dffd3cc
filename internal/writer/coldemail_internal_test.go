package writer

import (
	"testing"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

func TestGreetingName(t *testing.T) {
	for recipient, want := range map[string]string{
		"Priya":                     "Priya",
		"priya at Linear":           "Priya",
		"Dana Scully, VP Sales":     "Dana",
		"Dr. Lee":                   "Dr. Lee",
		"Ms Amara Okafor":           "Ms Okafor",
		"Head of Talent at Stripe":  "",
		"hiring team at Acme":       "",
		"the founders":              "",
		"jane@example.com":          "",
		"":                          "",
		"Someone with a long title": "",
	} {
		if got := greetingName(recipient); got != want {
			t.Errorf("greetingName(%q) = %q, want %q", recipient, got, want)
		}
	}
}

func TestGoalPhrase(t *testing.T) {
	for goal, want := range map[string]string{
		"book a short intro call":    "book a short intro call",
		"Book a demo.":               "book a demo",
		"to explore a partnership":   "explore a partnership",
		"a partnership":              "talk about a partnership",
		"AWS credits for our pilot":  "talk about AWS credits for our pilot",
		"Partnership opportunities!": "talk about partnership opportunities",
	} {
		if got := goalPhrase(goal); got != want {
			t.Errorf("goalPhrase(%q) = %q, want %q", goal, got, want)
		}
	}
}

func TestBackgroundPointsSplitOnSemicolons(t *testing.T) {
	got := plaintext.Sentences("Eight years in Go; led a migration to PostgreSQL; mentor to five engineers.\n- Speaker at GopherCon")
	want := []string{"Eight years in Go", "led a migration to PostgreSQL", "mentor to five engineers.", "Speaker at GopherCon"}
	if len(got) != len(want) {
		t.Fatalf("got %q", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %q, want %q", got, want)
		}
	}
}

func TestSentencesDoNotEndAtAbbreviations(t *testing.T) {
	got := plaintext.Sentences("I led a project, e.g. rebuilt onboarding with Dr. Lee and J. Smith. Churn fell 12% (vs. 3% before); we shipped.")
	want := []string{"I led a project, e.g. rebuilt onboarding with Dr. Lee and J. Smith.", "Churn fell 12% (vs. 3% before)", "we shipped."}
	if len(got) != len(want) {
		t.Fatalf("got %q", got)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("got %q, want %q", got, want)
		}
	}
}

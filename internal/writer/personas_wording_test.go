package writer_test

import (
	"regexp"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

var longWord = regexp.MustCompile(`[\p{L}']{5,}`)

// connective words a paragraph may say as often as it needs.
var connectives = words("would could should about there their where which while every first these those other being after before with from that this have will your into what when them they")

// A paragraph does not say one of the writer's own words three times ("the charge nurses…"
// in three sentences running, "I noticed you're looking for…" before every requirement,
// "quick" in three sentences of an email). The user's own words may recur: they are facts.
func TestPersonaParagraphsDoNotRepeatTheWritersWords(t *testing.T) {
	everyDraft(t, func(t *testing.T, p persona, f draft.Form, tone, text string) {
		if f.Kind() == draft.KindPitchDeck || f.Kind() == draft.KindResume {
			return
		}
		own := userWords(formText(f))
		for _, para := range strings.Split(text, "\n\n") {
			counts := map[string]int{}
			for _, w := range longWord.FindAllString(strings.ToLower(para), -1) {
				if !own[w] && !grammarWords[w] && !connectives[w] {
					counts[w]++
				}
			}
			for w, n := range counts {
				if n >= 3 {
					t.Errorf("%q %d times in one paragraph:\n%s", w, n, para)
				}
			}
		}
	})
}

// A letter or email says at most one thing with an exclamation mark: the enthusiastic and
// upbeat tones' sentences each end with one, and the later ones end with a full stop.
func TestPersonaDraftsExclaimAtMostOnce(t *testing.T) {
	everyDraft(t, func(t *testing.T, p persona, f draft.Form, tone, text string) {
		n := 0
		switch f := f.(type) {
		case *draft.CoverLetterForm:
			n = strings.Count(bodyOf(f, text), "!")
		case *draft.ColdEmailForm:
			n = strings.Count(text, "!") - strings.Count(f.CTA, "!") - strings.Count(f.Subject(), "!")
		}
		if n > 1 {
			t.Errorf("%d exclamation marks:\n%s", n, text)
		}
	})
}

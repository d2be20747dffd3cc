package drafting

import (
	"testing"

	"github.com/draftsmith/draftsmith/internal/plaintext"
)

// The incremental view of a streamed answer equals cleaning the whole prefix, at every byte.
func TestTextViewMatchesCleanText(t *testing.T) {
	answers := []string{
		"Dear Hiring Manager,\n\nI am  applying.   \n\n\n\nThank you.\n\nSincerely,\nJane",
		"Hi <b>Priya</b>,\n\n<script>\nalert(1)\n\n</script>Hello there.\n\nA < B and C > D.\n\nBye",
		"  \n\nLeading blanks\r\n\r\nwith CRLF\n\n\tTabs\tand\u00a0spaces\n\n<!-- note\n\n-->End",
		"<p>One</p>\n\n<p>Two</p>\n\nThree\n\n",
	}
	for _, answer := range answers {
		var v textView
		for i := 0; i <= len(answer); i++ {
			prefix := answer[:i]
			if got, want := v.render(prefix), plaintext.CleanText(withoutOpenTag(prefix)); got != want {
				t.Fatalf("after %q:\n got %q\nwant %q", prefix, got, want)
			}
		}
	}
}

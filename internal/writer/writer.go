package writer

import (
	"fmt"
	"regexp"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// Write is the built-in writer: it writes the draft for a normalised form from the form
// alone, offline, in one pass (ADR 0013).
func Write(f draft.Form) draft.Output {
	var out draft.Output
	switch f := f.(type) {
	case *draft.ResumeForm:
		out = resumeWriter{f}.write()
	case *draft.CoverLetterForm:
		out = letterWriter{CoverLetterForm: f}.write()
	case *draft.ColdEmailForm:
		out = emailWriter{f}.write()
	case *draft.PitchDeckForm:
		out = deckWriter{f}.write()
	default:
		panic(fmt.Sprintf("drafting: no built-in writer for %T", f))
	}
	out.Text = doubleStop.ReplaceAllString(out.Text, "$1.$2")
	return out
}

// doubleStop is a sentence's full stop after a name's own ("…at Keystone Fabrication Inc..",
// "…to Acme Co.."): one stop ends both. An ellipsis ("...") is left alone.
var doubleStop = regexp.MustCompile(`([\p{L}])\.\.(\s|$)`)

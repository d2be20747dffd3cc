package writer

import (
	"fmt"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// Write is the built-in writer: it writes the draft for a normalised form from the form
// alone, offline, in one pass (ADR 0013).
func Write(f draft.Form) draft.Output {
	switch f := f.(type) {
	case *draft.ResumeForm:
		return resumeWriter{f}.write()
	case *draft.CoverLetterForm:
		return letterWriter{CoverLetterForm: f}.write()
	case *draft.ColdEmailForm:
		return emailWriter{f}.write()
	case *draft.PitchDeckForm:
		return deckWriter{f}.write()
	}
	panic(fmt.Sprintf("drafting: no built-in writer for %T", f))
}

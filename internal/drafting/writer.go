package drafting

import (
	"fmt"
)

// Write is the built-in writer: it writes the draft for a normalised form from the form
// alone, offline, in one pass (ADR 0013).
func Write(f Form) Output {
	switch f := f.(type) {
	case *ResumeForm:
		return resumeWriter{f}.write()
	case *CoverLetterForm:
		return letterWriter{f}.write()
	case *ColdEmailForm:
		return emailWriter{f}.write()
	case *PitchDeckForm:
		return deckWriter{f}.write()
	}
	panic(fmt.Sprintf("drafting: no built-in writer for %T", f))
}

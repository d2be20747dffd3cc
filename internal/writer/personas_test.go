package writer_test

import (
	"encoding/json"
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// persona is one person of the corpus (testdata/personas.json): their forms as they would
// type them — terse notes, abbreviations, lower case, arrows and plus signs.
type persona struct {
	ID          string                `json:"id"`
	Field       string                `json:"field"`
	Seniority   string                `json:"seniority"`
	CoverLetter *draft.CoverLetterForm `json:"cover_letter"`
	ColdEmail   *draft.ColdEmailForm   `json:"cold_email"`
	PitchDeck   *draft.PitchDeckForm   `json:"pitch_deck"`
	Resume      *draft.ResumeForm      `json:"resume"`
}

func loadPersonas(t testing.TB) []persona {
	t.Helper()
	b, err := os.ReadFile("testdata/personas.json")
	if err != nil {
		t.Fatal(err)
	}
	var ps []persona
	if err := json.Unmarshal(b, &ps); err != nil {
		t.Fatal(err)
	}
	return ps
}

// Fresh copies of a persona's forms, so a test may set tone and variant.
func (p persona) letter() *draft.CoverLetterForm { c := *p.CoverLetter; return &c }
func (p persona) email() *draft.ColdEmailForm    { c := *p.ColdEmail; return &c }
func (p persona) deck() *draft.PitchDeckForm     { c := *p.PitchDeck; return &c }

// TestDumpPersonaDrafts writes every persona's drafts to $DUMP_DRAFTS, to read them as their
// recipient would. It does nothing without the variable.
func TestDumpPersonaDrafts(t *testing.T) {
	path := os.Getenv("DUMP_DRAFTS")
	if path == "" {
		t.Skip("set DUMP_DRAFTS=/path/to/file to write the drafts")
	}
	var b strings.Builder
	for _, p := range loadPersonas(t) {
		fmt.Fprintf(&b, "\n\n######## %s (%s, %s)\n", p.ID, p.Field, p.Seniority)
		if p.CoverLetter != nil {
			for _, tone := range draft.CoverLetterTones {
				for v := 1; v <= 3; v++ {
					f := p.letter()
					f.Tone, f.VariantIndex = tone, draft.VariantIndex(v)
					text := write(t, f).Text
					fmt.Fprintf(&b, "\n==== cover letter / %s / variant %d (%d body words)\n%s\n", tone, v, len(strings.Fields(bodyOf(f, text))), text)
				}
			}
		}
		if p.ColdEmail != nil {
			for _, tone := range draft.ColdEmailTones {
				f := p.email()
				f.Tone = tone
				fmt.Fprintf(&b, "\n==== cold email / %s\n%s\n", tone, write(t, f).Text)
			}
		}
		if p.PitchDeck != nil {
			fmt.Fprintf(&b, "\n==== pitch deck\n%s\n", write(t, p.deck()).Text)
		}
		if p.Resume != nil {
			r := *p.Resume
			fmt.Fprintf(&b, "\n==== resume\n%s\n", write(t, &r).Text)
		}
	}
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

// bodyOf is a letter between its greeting and its closing line.
func bodyOf(f *draft.CoverLetterForm, text string) string {
	_, after, _ := strings.Cut(text, f.Greeting+"\n\n")
	before, _, _ := strings.Cut(after, "\n\n"+f.Closing)
	return before
}

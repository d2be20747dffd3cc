package draft

import (
	"github.com/draftsmith/draftsmith/internal/plaintext"
	"github.com/draftsmith/draftsmith/internal/resume"
)

// Source says who wrote a draft.
type Source string

const (
	SourceAI       Source = "ai"       // the configured model
	SourceFallback Source = "fallback" // the built-in writer (the default engine, and the fallback)
)

// Output is a written draft.
type Output struct {
	Text    string
	Subject string                 // cold emails
	Resume  *resume.ResumeSections // resumes
	Deck    *DeckSections          // pitch decks
}

// DeckSectionTitles are the nine sections of a pitch deck, in order.
var DeckSectionTitles = []string{"Problem", "Solution", "Product", "Market", "Business Model", "Go-To-Market", "Traction", "Team", "Ask"}

// DeckSections is a pitch deck: the preview's company_name, market and key_points, and the
// nine slides.
type DeckSections struct {
	CompanyName string   `json:"company_name"`
	Market      string   `json:"market"`
	KeyPoints   []string `json:"key_points"`
	Slides      []Slide  `json:"slides"`
}

// Slide is one section of the deck.
type Slide struct {
	Title   string   `json:"title" enum:"Problem,Solution,Product,Market,Business Model,Go-To-Market,Traction,Team,Ask"`
	Bullets []string `json:"bullets"`
}

// Title is the title a draft written from f gets (until its user renames it).
func Title(f Form, out Output) string { return f.title(out) }

func (f *ResumeForm) title(Output) string {
	return plaintext.Truncate(plaintext.FirstNonEmpty(plaintext.JoinNonEmpty(" — ", f.Name, f.JobTitle), "Resume"), 120)
}

func (f *CoverLetterForm) title(Output) string {
	t := "Cover letter"
	if g := f.WithTarget(); plaintext.JoinNonEmpty(" at ", g.JobTitle, g.CompanyName) != "" {
		target := plaintext.JoinNonEmpty(" at ", g.JobTitle, g.CompanyName)
		t += " — " + target
	}
	return plaintext.Truncate(t, 120)
}

func (f *ColdEmailForm) title(o Output) string {
	return plaintext.Truncate(plaintext.FirstNonEmpty(o.Subject, f.Subject()), 120)
}

func (f *PitchDeckForm) title(Output) string {
	if f.Product == "" {
		return "Pitch deck"
	}
	return plaintext.Truncate(f.Product+" — pitch deck", 120)
}

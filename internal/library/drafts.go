package library

import (
	"encoding/json"
	"fmt"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/resume"
)

// Draft is a saved draft.
type Draft struct {
	ID        string
	UserID    string
	Kind      draft.Kind
	Title     string
	Template  draft.Template
	Source    draft.Source
	Reason    string
	Input     json.RawMessage // the normalised form
	Text      string
	Subject   string                 // cold emails
	Resume    *resume.ResumeSections // resumes
	Deck      *draft.DeckSections    // pitch decks
	TargetJob string                 // "role @ company", or "" (draft.TargetJob)
	CreatedAt time.Time

	// The library (ADR 0020).
	UpdatedAt   time.Time  // when the current version was made, or the draft renamed
	DeletedAt   *time.Time // set while the draft is in the bin
	TitleEdited bool       // the user chose the title: a new version keeps it
	Version     int        // the current version's number (1 for a new draft)
}

type draftRow struct {
	bun.BaseModel `bun:"table:drafts"`

	ID     string `bun:"id,pk"`
	UserID string `bun:"user_id,notnull"`
	Kind   string `bun:"kind,notnull"`
	Title  string `bun:"title,notnull"`
	content
	CreatedAt time.Time `bun:"created_at,notnull"`

	UpdatedAt   time.Time  `bun:"updated_at"`
	DeletedAt   *time.Time `bun:"deleted_at"`
	TitleEdited bool       `bun:"title_edited,notnull"`
	Version     int        `bun:"version,notnull"`
	SearchText  string     `bun:"search_text,notnull"`
}

func (r *draftRow) draft() (*Draft, error) {
	d := &Draft{
		ID: r.ID, UserID: r.UserID, Kind: draft.Kind(r.Kind), Title: r.Title, Template: draft.Template(r.Template),
		Source: draft.Source(r.Source), Reason: r.Reason, Input: json.RawMessage(r.Input), Text: r.Output,
		Subject: r.Subject, TargetJob: r.TargetJob, CreatedAt: r.CreatedAt,
		UpdatedAt: r.UpdatedAt, DeletedAt: r.DeletedAt, TitleEdited: r.TitleEdited, Version: r.Version,
	}
	if d.UpdatedAt.IsZero() {
		d.UpdatedAt = d.CreatedAt
	}
	if r.Sections != nil {
		var err error
		switch d.Kind {
		case draft.KindResume:
			d.Resume = &resume.ResumeSections{}
			err = json.Unmarshal([]byte(*r.Sections), d.Resume)
		case draft.KindPitchDeck:
			d.Deck = &draft.DeckSections{}
			err = json.Unmarshal([]byte(*r.Sections), d.Deck)
		}
		if err != nil {
			return nil, fmt.Errorf("draft %s sections: %w", r.ID, err)
		}
	}
	return d, nil
}

package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/drafting"
)

// The saved drafts: GET /api/drafts, GET and DELETE /api/drafts/{id}. A user sees only their
// own; another user's id is answered like a missing one (404).

// DraftSummary is a draft in the list.
type DraftSummary struct {
	ID        string    `json:"id"`
	Kind      string    `json:"kind" enum:"resume,cover_letter,cold_email,pitch_deck"`
	Title     string    `json:"title"`
	Template  string    `json:"template" enum:"default,classic,modern,creative"`
	Source    string    `json:"source" enum:"ai,fallback"`
	Preview   string    `json:"preview" doc:"The start of the text"`
	CreatedAt time.Time `json:"created_at"`
}

// DraftDetail is one saved draft in full.
type DraftDetail struct {
	ID         string        `json:"id"`
	Kind       string        `json:"kind" enum:"resume,cover_letter,cold_email,pitch_deck"`
	Title      string        `json:"title"`
	Template   string        `json:"template" enum:"default,classic,modern,creative"`
	Source     string        `json:"source" enum:"ai,fallback"`
	Reason     string        `json:"reason,omitempty"`
	ResultText string        `json:"result_text"`
	Result     string        `json:"result"`
	Subject    string        `json:"subject,omitempty" doc:"Cold emails: the subject line"`
	Sections   draftSections `json:"sections" doc:"Resumes: the preview model; pitch decks: the deck; otherwise null"`
	Input      formInput     `json:"input" doc:"The form as it was used (with defaults and derived fields filled in)"`
	CreatedAt  time.Time     `json:"created_at"`
}

// draftSections is a resume's or a deck's sections, or null.
type draftSections struct {
	resume *drafting.ResumeSections
	deck   *drafting.DeckSections
}

func (d draftSections) MarshalJSON() ([]byte, error) {
	switch {
	case d.resume != nil:
		return json.Marshal(d.resume)
	case d.deck != nil:
		return json.Marshal(d.deck)
	}
	return []byte("null"), nil
}

func (draftSections) Schema(r huma.Registry) *huma.Schema {
	return &huma.Schema{AnyOf: []*huma.Schema{
		r.Schema(reflect.TypeOf(drafting.ResumeSections{}), true, ""),
		r.Schema(reflect.TypeOf(drafting.DeckSections{}), true, ""),
		{Type: "null"},
	}}
}

// formInput is the stored form, passed through as a JSON object.
type formInput json.RawMessage

func (f formInput) MarshalJSON() ([]byte, error) {
	if len(f) == 0 {
		return []byte("{}"), nil
	}
	return f, nil
}

func (formInput) Schema(huma.Registry) *huma.Schema {
	return &huma.Schema{Type: huma.TypeObject, AdditionalProperties: true}
}

const previewLength = 200

func summaryOf(d *drafting.Draft) DraftSummary {
	preview := []rune(d.Text)
	if len(preview) > previewLength {
		preview = append(preview[:previewLength], '…')
	}
	return DraftSummary{ID: d.ID, Kind: string(d.Kind), Title: d.Title, Template: string(d.Template), Source: string(d.Source),
		Preview: string(preview), CreatedAt: d.CreatedAt}
}

func detailOf(d *drafting.Draft) DraftDetail {
	return DraftDetail{ID: d.ID, Kind: string(d.Kind), Title: d.Title, Template: string(d.Template), Source: string(d.Source),
		Reason: d.Reason, ResultText: d.Text, Result: d.Text, Subject: d.Subject,
		Sections: draftSections{resume: d.Resume, deck: d.Deck}, Input: formInput(d.Input), CreatedAt: d.CreatedAt}
}

type listDraftsInput struct {
	Limit  int    `query:"limit" minimum:"1" maximum:"100" default:"20" doc:"Drafts per page"`
	Cursor string `query:"cursor" maxLength:"64" doc:"next_cursor of the previous page"`
	Kind   string `query:"kind" enum:"resume,cover_letter,cold_email,pitch_deck" doc:"Only drafts of this kind"`
}

type listDraftsOutput struct {
	Body struct {
		Drafts     []DraftSummary `json:"drafts" doc:"Newest first"`
		NextCursor *string        `json:"next_cursor" nullable:"true" doc:"Pass as cursor for the next page; null on the last page"`
	}
}

type draftIDInput struct {
	ID string `path:"id" maxLength:"64"`
}

type draftOutput struct {
	Body DraftDetail
}

func (s *Server) registerDrafts(api huma.API) {
	huma.Register(api, huma.Operation{
		OperationID: "list-drafts", Method: http.MethodGet, Path: "/api/drafts", Tags: []string{"drafts"},
		Summary: "The signed-in user's drafts, newest first", Errors: []int{http.StatusUnauthorized, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *listDraftsInput) (*listDraftsOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		page, err := s.drafting.List(ctx, u.ID, drafting.ListOptions{Limit: in.Limit, Cursor: in.Cursor, Kind: drafting.Kind(in.Kind)})
		if err != nil {
			return nil, problem(ctx, err)
		}
		out := &listDraftsOutput{}
		out.Body.Drafts = make([]DraftSummary, 0, len(page.Drafts))
		for _, d := range page.Drafts {
			out.Body.Drafts = append(out.Body.Drafts, summaryOf(d))
		}
		if page.NextCursor != "" {
			out.Body.NextCursor = &page.NextCursor
		}
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "get-draft", Method: http.MethodGet, Path: "/api/drafts/{id}", Tags: []string{"drafts"},
		Summary: "One of the signed-in user's drafts", Errors: []int{http.StatusUnauthorized, http.StatusNotFound},
	}, func(ctx context.Context, in *draftIDInput) (*draftOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		d, err := s.drafting.Get(ctx, u.ID, in.ID)
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &draftOutput{Body: detailOf(d)}, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "delete-draft", Method: http.MethodDelete, Path: "/api/drafts/{id}", Tags: []string{"drafts"},
		Summary: "Delete one of the signed-in user's drafts", DefaultStatus: http.StatusNoContent,
		Errors: []int{http.StatusUnauthorized, http.StatusNotFound},
	}, func(ctx context.Context, in *draftIDInput) (*struct{}, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		if err := s.drafting.Delete(ctx, u.ID, in.ID); err != nil {
			return nil, problem(ctx, err)
		}
		return nil, nil
	})
}

package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"reflect"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/library"
	"github.com/draftsmith/draftsmith/internal/resume"
)

// The drafts library (ADR 0020): list, search and page (GET /api/drafts), get, rename
// (PATCH), delete to the bin and restore, duplicate, and versions. A user sees only their
// own; another user's id is answered like a missing one (404). The rules live in the library.

// DraftSummary is a draft in the list.
type DraftSummary struct {
	ID        string     `json:"id"`
	Kind      string     `json:"kind" enum:"resume,cover_letter,cold_email,pitch_deck"`
	Title     string     `json:"title"`
	Template  string     `json:"template" enum:"default,classic,modern,creative"`
	Source    string     `json:"source" enum:"ai,fallback"`
	Preview   string     `json:"preview" doc:"The start of the text"`
	Version   int        `json:"version" doc:"The current version's number, which is also how many versions the draft has (a restore adds one)"`
	TargetJob string     `json:"target_job" doc:"The job the draft is aimed at, 'role @ company' (one side alone when the other is unknown), from the form's target or the posting; empty when none"`
	CreatedAt time.Time  `json:"created_at"`
	UpdatedAt time.Time  `json:"updated_at" doc:"When the current version was made or the draft renamed"`
	DeletedAt *time.Time `json:"deleted_at,omitempty" doc:"In the bin: when the draft was deleted"`
	PurgeAt   *time.Time `json:"purge_at,omitempty" doc:"In the bin: when the draft is erased for good (30 days after deletion)"`
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
	Version    int           `json:"version" doc:"The current version's number"`
	CreatedAt  time.Time     `json:"created_at"`
	UpdatedAt  time.Time     `json:"updated_at"`
}

// DraftVersion is one version of a draft.
type DraftVersion struct {
	Number     int           `json:"number" minimum:"1"`
	Template   string        `json:"template" enum:"default,classic,modern,creative"`
	Source     string        `json:"source" enum:"ai,fallback"`
	Reason     string        `json:"reason,omitempty"`
	ResultText string        `json:"result_text"`
	Subject    string        `json:"subject,omitempty"`
	Sections   draftSections `json:"sections"`
	Input      formInput     `json:"input"`
	CreatedAt  time.Time     `json:"created_at"`
}

// draftSections is a resume's or a deck's sections, or null.
type draftSections struct {
	resume *resume.ResumeSections
	deck   *draft.DeckSections
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
		r.Schema(reflect.TypeOf(resume.ResumeSections{}), true, ""),
		r.Schema(reflect.TypeOf(draft.DeckSections{}), true, ""),
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

func summaryOf(d *library.Draft) DraftSummary {
	preview := []rune(d.Text)
	if len(preview) > previewLength {
		preview = append(preview[:previewLength], '…')
	}
	out := DraftSummary{ID: d.ID, Kind: string(d.Kind), Title: d.Title, Template: string(d.Template), Source: string(d.Source),
		Preview: string(preview), Version: d.Version, TargetJob: d.TargetJob, CreatedAt: d.CreatedAt, UpdatedAt: d.UpdatedAt, DeletedAt: d.DeletedAt}
	if d.DeletedAt != nil {
		purge := d.DeletedAt.Add(library.BinKeep)
		out.PurgeAt = &purge
	}
	return out
}

func detailOf(d *library.Draft) DraftDetail {
	return DraftDetail{ID: d.ID, Kind: string(d.Kind), Title: d.Title, Template: string(d.Template), Source: string(d.Source),
		Reason: d.Reason, ResultText: d.Text, Result: d.Text, Subject: d.Subject,
		Sections: draftSections{resume: d.Resume, deck: d.Deck}, Input: formInput(d.Input), Version: d.Version,
		CreatedAt: d.CreatedAt, UpdatedAt: d.UpdatedAt}
}

func versionOf(v *library.Version) DraftVersion {
	return DraftVersion{Number: v.Number, Template: string(v.Template), Source: string(v.Source), Reason: v.Reason,
		ResultText: v.Text, Subject: v.Subject, Sections: draftSections{resume: v.Resume, deck: v.Deck},
		Input: formInput(v.Input), CreatedAt: v.CreatedAt}
}

type listDraftsInput struct {
	Limit  int    `query:"limit" minimum:"1" maximum:"100" default:"20" doc:"Drafts per page"`
	Cursor string `query:"cursor" maxLength:"64" doc:"next_cursor of the previous page"`
	Kind   string `query:"kind" enum:"resume,cover_letter,cold_email,pitch_deck" doc:"Only drafts of this kind"`
	Q      string `query:"q" maxLength:"200" doc:"Words that must all appear in the title or the text (case-insensitive)"`
	Bin    bool   `query:"bin" doc:"List the bin (drafts deleted in the last 30 days) instead"`
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
		Summary:     "The signed-in user's drafts, newest first",
		Description: "Filter by kind, search with q, page with cursor (next_cursor of the previous page); bin=true lists the bin.",
		Errors:      []int{http.StatusUnauthorized, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *listDraftsInput) (*listDraftsOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		page, err := s.library.List(ctx, u.ID, library.ListOptions{
			Limit: in.Limit, Cursor: in.Cursor, Kind: draft.Kind(in.Kind), Query: in.Q, Bin: in.Bin,
		})
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
		d, err := s.library.Get(ctx, u.ID, in.ID)
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &draftOutput{Body: detailOf(d)}, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "delete-draft", Method: http.MethodDelete, Path: "/api/drafts/{id}", Tags: []string{"drafts"},
		Summary:       "Move one of the signed-in user's drafts to the bin",
		Description:   "The draft leaves the list and can be restored for 30 days (POST /api/drafts/{id}/restore); then it is erased.",
		DefaultStatus: http.StatusNoContent,
		Errors:        []int{http.StatusUnauthorized, http.StatusNotFound},
	}, func(ctx context.Context, in *draftIDInput) (*struct{}, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		if err := s.library.Delete(ctx, u.ID, in.ID); err != nil {
			return nil, problem(ctx, err)
		}
		return nil, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "rename-draft", Method: http.MethodPatch, Path: "/api/drafts/{id}", Tags: []string{"drafts"},
		Summary:     "Rename one of the signed-in user's drafts",
		Description: "Later versions keep a title the user chose.",
		Errors:      []int{http.StatusBadRequest, http.StatusUnauthorized, http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *renameDraftInput) (*draftOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		d, err := s.library.Rename(ctx, u.ID, in.ID, in.Body.Title)
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &draftOutput{Body: detailOf(d)}, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "restore-draft", Method: http.MethodPost, Path: "/api/drafts/{id}/restore", Tags: []string{"drafts"},
		Summary: "Bring one of the signed-in user's drafts back from the bin (within 30 days)",
		Errors:  []int{http.StatusUnauthorized, http.StatusNotFound},
	}, func(ctx context.Context, in *draftIDInput) (*draftOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		d, err := s.library.Restore(ctx, u.ID, in.ID)
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &draftOutput{Body: detailOf(d)}, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "duplicate-draft", Method: http.MethodPost, Path: "/api/drafts/{id}/duplicate", Tags: []string{"drafts"},
		Summary: "Copy one of the signed-in user's drafts as a new draft", DefaultStatus: http.StatusCreated,
		Description: "The copy has the current version only and the title '{title} (copy)'. It uses no allowance.",
		Errors:      []int{http.StatusUnauthorized, http.StatusNotFound},
	}, func(ctx context.Context, in *draftIDInput) (*draftOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		d, err := s.library.Duplicate(ctx, u.ID, in.ID)
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &draftOutput{Body: detailOf(d)}, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "list-draft-versions", Method: http.MethodGet, Path: "/api/drafts/{id}/versions", Tags: []string{"drafts"},
		Summary: "The versions of one of the signed-in user's drafts, newest first",
		Errors:  []int{http.StatusUnauthorized, http.StatusNotFound},
	}, func(ctx context.Context, in *draftIDInput) (*versionsOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		vs, err := s.library.Versions(ctx, u.ID, in.ID)
		if err != nil {
			return nil, problem(ctx, err)
		}
		out := &versionsOutput{}
		out.Body.Versions = make([]DraftVersion, 0, len(vs))
		for _, v := range vs {
			out.Body.Versions = append(out.Body.Versions, versionOf(v))
		}
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "restore-draft-version", Method: http.MethodPost, Path: "/api/drafts/{id}/versions/{number}/restore",
		Tags:        []string{"drafts"},
		Summary:     "Make an earlier version the current one",
		Description: "The restored text becomes a new version, so the version it replaces is kept too. It uses no allowance.",
		Errors:      []int{http.StatusUnauthorized, http.StatusNotFound, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *versionInput) (*draftOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		d, err := s.library.RestoreVersion(ctx, u.ID, in.ID, in.Number)
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &draftOutput{Body: detailOf(d)}, nil
	})
}

type renameDraftInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body struct {
		Title string `json:"title" doc:"1 to 120 characters, no line breaks"`
	}
}

type versionInput struct {
	ID     string `path:"id" maxLength:"64"`
	Number int    `path:"number" minimum:"1"`
}

type versionsOutput struct {
	Body struct {
		Versions []DraftVersion `json:"versions" doc:"Newest first; the first is the current one"`
	}
}

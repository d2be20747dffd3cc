package drafting

import (
	"context"
	"encoding/json"
	"fmt"
	"unicode/utf8"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/library"
	"github.com/draftsmith/draftsmith/internal/match"
)

// POST /api/match: how well a form, or one of the caller's drafts, matches a job posting. The
// web app scores the same way offline as the user types (web/src/features/match); this is
// the same engine for API clients (ADR 0022, 0023).

// MatchRequest is a match to make: a kind's form fields, or a saved draft.
type MatchRequest struct {
	Kind           draft.Kind
	JobDescription string
	Fields         map[string]any // the kind's form fields, as the generator takes them
	DraftID        string         // one of the caller's drafts
}

// MatchOutcome is the score, with what the posting asks for.
type MatchOutcome struct {
	*match.Result
	Posting *match.Posting
	Kind    draft.Kind
	Scored  string // "form" or "draft"
}

// maxMatchField bounds each form field sent for matching, in characters: the longest field a
// generator takes (a resume's experience).
const maxMatchField = 12000

// Messages of POST /api/match.
const (
	MsgMatchNeedsPosting = "Paste a job posting to match against."
	MsgMatchNeedsInput   = "Send the form's fields with its kind, or the id of one of your drafts."
	MsgMatchOneInput     = "Send either fields or draft_id, not both."
)

// Match scores a form, or the text of one of userID's drafts ("" for a guest, who has none:
// another user's draft is not found either), against a posting. The posting is the request's,
// else the one saved with the draft or sent in the fields.
func (s *Service) Match(ctx context.Context, userID string, r MatchRequest) (*MatchOutcome, error) {
	var (
		form   draft.Form
		text   string
		scored string
	)
	switch {
	case r.DraftID != "" && r.Fields != nil:
		return nil, apperr.Field("body.draft_id", MsgMatchOneInput)
	case r.DraftID != "":
		if userID == "" {
			return nil, apperr.New(apperr.NotFound, library.MsgDraftNotFound)
		}
		d, err := s.Get(ctx, userID, r.DraftID)
		if err != nil {
			return nil, err
		}
		if r.Kind != "" && r.Kind != d.Kind {
			return nil, apperr.Field("body.kind", fmt.Sprintf("The draft is a %s, not a %s.", d.Kind, r.Kind))
		}
		if form, err = draft.NewForm(d.Kind); err != nil {
			return nil, err
		}
		if len(d.Input) > 0 {
			_ = json.Unmarshal(d.Input, form) // the saved, normalised form: only its target is read
		}
		text, scored = d.Text, "draft"
	case r.Fields != nil:
		var err error
		if form, err = formFromFields(r.Kind, r.Fields); err != nil {
			return nil, err
		}
		text, scored = draft.EvidenceText(form), "form"
	default:
		return nil, apperr.Field("body.fields", MsgMatchNeedsInput)
	}
	t := form.(draft.Targeted).TargetOf()
	if r.JobDescription != "" {
		t.JobDescription = r.JobDescription
	}
	t.Normalise()
	if t.JobDescription == "" {
		return nil, apperr.Field("body.job_description", MsgMatchNeedsPosting)
	}
	var exclude []string
	if scored == "draft" {
		exclude = draft.TargetWords(form)
	}
	p := t.Analysis()
	return &MatchOutcome{Result: match.Default().Match(p, text, exclude...), Posting: p, Kind: form.Kind(), Scored: scored}, nil
}

// formFromFields reads a kind's form from its fields: text only (a cover letter's variant may
// be a number), each within the longest length a generator takes.
func formFromFields(kind draft.Kind, fields map[string]any) (draft.Form, error) {
	form, err := draft.NewForm(kind)
	if err != nil {
		return nil, err
	}
	for name, v := range fields {
		limit := maxMatchField
		if name == "job_description" {
			limit = draft.MaxJobDescription
		}
		switch x := v.(type) {
		case string:
			if utf8.RuneCountInString(x) > limit {
				return nil, apperr.Field("body.fields."+name, fmt.Sprintf("%s is too long: at most %d characters.", name, limit))
			}
		case float64, nil:
			if name != "variant_index" && v != nil {
				return nil, apperr.Field("body.fields."+name, name+" must be text.")
			}
		default:
			return nil, apperr.Field("body.fields."+name, name+" must be text.")
		}
	}
	b, err := json.Marshal(fields)
	if err != nil {
		return nil, err
	}
	if err := json.Unmarshal(b, form); err != nil {
		return nil, apperr.Field("body.fields", "The fields do not fit the form.")
	}
	return form, nil
}

package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/drafting"
	"github.com/draftsmith/draftsmith/internal/match"
)

// POST /api/match: how well a form, or one of the caller's drafts, matches a job posting.
// Public like the preview (the web app scores offline with the same engine; this is for API
// clients) and rate limited per client address. See ADR 0022.

type matchInput struct {
	Body struct {
		Kind           string         `json:"kind,omitempty" enum:"resume,cover_letter,cold_email,pitch_deck" doc:"The form's kind; required with fields"`
		JobDescription string         `json:"job_description,omitempty" maxLength:"20000" doc:"The job posting, as text. With draft_id it may be left out to use the posting saved with the draft"`
		Fields         map[string]any `json:"fields,omitempty" doc:"The kind's form fields, as its generator takes them (e.g. skills, summary, experience for a resume). Send these or draft_id"`
		DraftID        string         `json:"draft_id,omitempty" maxLength:"64" doc:"One of your drafts, scored by its text (signed in; another user's draft is not found)"`
	}
}

type matchOutput struct {
	Body MatchResponse
}

// MatchResponse is POST /api/match's answer.
type MatchResponse struct {
	Score     int          `json:"score" minimum:"0" maximum:"100" doc:"The share of the posting's weighted requirements the text shows, 0 to 100"`
	Matched   []match.Item `json:"matched" doc:"The posting's skills and requirements the text shows, must-haves first, then by weight"`
	Missing   []match.Item `json:"missing" doc:"The posting's skills and requirements the text does not show, must-haves first, then by weight"`
	Kind      string       `json:"kind" enum:"resume,cover_letter,cold_email,pitch_deck"`
	Scored    string       `json:"scored" enum:"form,draft" doc:"What was scored: the form's fields about you, or the draft's text"`
	Role      string       `json:"role" doc:"The role the posting is for, when it can be found"`
	Company   string       `json:"company" doc:"The hiring company, when it can be found"`
	Seniority string       `json:"seniority" doc:"The level the posting asks for (intern, entry, junior, mid, senior, lead, principal, manager, director, executive), when it says"`
	Years     int          `json:"years" doc:"The years of experience the posting asks for, 0 when it does not say"`
}

// msgMatchRateLimited is the 429 detail of POST /api/match.
const msgMatchRateLimited = "Too many match requests. Please wait a moment and try again."

func (s *Server) registerMatch(api huma.API) {
	huma.Register(api, huma.Operation{
		OperationID: "match-job", Method: http.MethodPost, Path: "/api/match", Tags: []string{"drafting"},
		Summary: "Score a form or a draft against a job posting",
		Description: "Reads the posting's skills and requirements (must-haves and nice-to-haves, weighted by where they appear; " +
			"benefits and equal-opportunity text ignored) and says which the text shows. Send `kind` with the form's `fields`, " +
			"or the `draft_id` of one of your drafts. No sign-in is needed for fields. Limited per client address per minute.",
		Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *matchInput) (*matchOutput, error) {
		if err := s.allowClient(ctx, s.matchLimit, msgMatchRateLimited); err != nil {
			return nil, err
		}
		userID := ""
		if sess := sessionFrom(ctx); sess != nil {
			userID = sess.user.ID
		}
		res, err := s.drafting.Match(ctx, userID, drafting.MatchRequest{
			Kind: draft.Kind(in.Body.Kind), JobDescription: in.Body.JobDescription, Fields: in.Body.Fields, DraftID: in.Body.DraftID,
		})
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &matchOutput{Body: MatchResponse{
			Score: res.Score, Matched: res.Matched, Missing: res.Missing, Kind: string(res.Kind), Scored: res.Scored,
			Role: res.Posting.Role, Company: res.Posting.Company, Seniority: res.Posting.Seniority, Years: res.Posting.Years,
		}}, nil
	})
}

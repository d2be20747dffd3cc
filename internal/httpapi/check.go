package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/check"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/drafting"
	"github.com/draftsmith/draftsmith/internal/quota"
)

// POST /api/check, POST /api/improve and POST /api/drafts/{id}/revise: the weak places of a
// document, rewrites of one line, and a new version by instruction (ADR 0039, 0040). The
// rules live in internal/check and internal/revise; the orchestration in drafting.

type checkInput struct {
	Body struct {
		Kind           string         `json:"kind,omitempty" enum:"resume,cover_letter,cold_email,pitch_deck" doc:"The form's kind; required with fields (pitch decks are not checked)"`
		Fields         map[string]any `json:"fields,omitempty" doc:"The kind's form fields, as its generator takes them. Send these or draft_id"`
		DraftID        string         `json:"draft_id,omitempty" maxLength:"64" doc:"One of your drafts, checked as saved (signed in; another user's draft is not found)"`
		JobDescription string         `json:"job_description,omitempty" maxLength:"20000" doc:"A job posting: its must-haves that the resume does not show are findings"`
	}
}

type checkOutput struct {
	Body *check.Report
}

type improveInput struct {
	Body struct {
		Kind           string         `json:"kind" enum:"resume,cover_letter,cold_email,pitch_deck" doc:"The kind of document the text is from"`
		Text           string         `json:"text" maxLength:"2000" doc:"One bullet or paragraph"`
		Fields         map[string]any `json:"fields,omitempty" doc:"The form it comes from (a resume's experience tells a bullet's tense); a suggestion never adds a fact the text and form do not hold"`
		JobDescription string         `json:"job_description,omitempty" maxLength:"20000"`
	}
}

type improveOutput struct {
	Body struct {
		Suggestions []string `json:"suggestions" maxItems:"3" doc:"Up to three rewrites; a gap in square brackets ('by [how much?]') is for you to fill"`
		Source      string   `json:"source" enum:"ai,fallback" doc:"ai: the configured model wrote them (one unit of allowance was used); fallback: the built-in rewrite rules did (free)"`
	}
}

type reviseInput struct {
	ID   string `path:"id" maxLength:"64"`
	Body struct {
		Instruction string `json:"instruction" maxLength:"500" doc:"What to change, e.g. 'make it shorter', 'more formal', 'remove the Kubernetes line'"`
	}
}

// Messages of these endpoints' rate limits.
const (
	msgCheckRateLimited   = "Too many check requests. Please wait a moment and try again."
	msgImproveRateLimited = "Too many requests to improve or revise. Please wait a moment and try again."
)

func (s *Server) registerCheck(api huma.API) {
	huma.Register(api, huma.Operation{
		OperationID: "check-document", Method: http.MethodPost, Path: "/api/check", Tags: []string{"drafting"},
		Summary: "Find the weak places of a resume, cover letter or cold email, with a score",
		Description: "Resumes: duty bullets without a result, weak or repeated opening verbs, the passive voice, first-person pronouns, " +
			"filler, bullets over two lines, tense, dates (overlaps, gaps over six months, mixed formats), missing email or phone, " +
			"length, skills the experience never shows, and the target job's must-haves. Cover letters: length, stock phrases, the " +
			"company named, a clear ask. Cold emails: their quality score. Send `kind` with `fields` (no sign-in needed) or the " +
			"`draft_id` of one of your drafts. Nothing is saved or charged. Limited per client address per minute.",
		Errors: []int{http.StatusNotFound, http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *checkInput) (*checkOutput, error) {
		if err := s.allowClient(ctx, s.checkLimit, msgCheckRateLimited); err != nil {
			return nil, err
		}
		r, err := s.drafting.Check(ctx, s.userIDOf(ctx), drafting.CheckRequest{
			Kind: draft.Kind(in.Body.Kind), Fields: in.Body.Fields, DraftID: in.Body.DraftID, JobDescription: in.Body.JobDescription,
		})
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &checkOutput{Body: r}, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "improve-text", Method: http.MethodPost, Path: "/api/improve", Tags: []string{"drafting"},
		Summary: "Suggest up to three rewrites of one bullet or paragraph",
		Description: "With a configured AI model and a signed-in caller with allowance left, the model writes them and one unit of " +
			"allowance is used; otherwise the built-in rewrite rules do (stronger verb, active voice, shorter, tense), free. No " +
			"suggestion adds a number, name or fact that the text and form do not hold. Limited per client address per minute.",
		Errors: []int{http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *improveInput) (*improveOutput, error) {
		if err := s.allowClient(ctx, s.improveLimit, msgImproveRateLimited); err != nil {
			return nil, err
		}
		var caller *quota.Caller
		if sess := sessionFrom(ctx); sess != nil {
			c := s.caller(sess.user)
			caller = &c
		}
		res, err := s.drafting.Improve(ctx, caller, drafting.ImproveRequest{
			Kind: draft.Kind(in.Body.Kind), Text: in.Body.Text, Fields: in.Body.Fields, JobDescription: in.Body.JobDescription,
		})
		if err != nil {
			return nil, problem(ctx, err)
		}
		out := &improveOutput{}
		out.Body.Suggestions, out.Body.Source = res.Suggestions, string(res.Source)
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "revise-draft", Method: http.MethodPost, Path: "/api/drafts/{id}/revise", Tags: []string{"drafts"},
		Summary: "Make a new version of one of your drafts by instruction",
		Description: "With a configured AI model any instruction works ('more formal', 'in German'). Without one, the built-in writer " +
			"makes it shorter, longer (from what your form holds), more formal, warmer, more concise or more confident, and removes " +
			"or emphasises a named item; any other instruction is refused with a 422 that says so. The facts check runs on the " +
			"result. The new version is charged like a generation; the earlier one is kept (GET /api/drafts/{id}/versions).",
		Errors: []int{http.StatusUnauthorized, http.StatusForbidden, http.StatusNotFound, http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *reviseInput) (*draftOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		if err := s.allowClient(ctx, s.improveLimit, msgImproveRateLimited); err != nil {
			return nil, err
		}
		job, err := s.drafting.StartRevision(ctx, s.caller(u), in.ID, in.Body.Instruction)
		if err != nil {
			return nil, problem(ctx, err)
		}
		d, err := job.Run(ctx, nil)
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &draftOutput{Body: detailOf(d)}, nil
	})
}

// userIDOf is the signed-in user's id, or "" for a guest.
func (s *Server) userIDOf(ctx context.Context) string {
	if sess := sessionFrom(ctx); sess != nil {
		return sess.user.ID
	}
	return ""
}

package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/resume"
)

// POST /api/resume/import: a resume's text (the browser extracts it from the user's PDF; the
// file never leaves the browser) split into the resume form's fields (ADR 0019). Guests too:
// nothing is saved or charged. It shares the preview's per-address limit.

type resumeImportInput struct {
	Body struct {
		Text string `json:"text" maxLength:"100000" doc:"The resume's text, one line per line of the document"`
	}
}

type resumeImportOutput struct {
	Body *resume.ResumeImport
}

// msgImportRateLimited is the 429 detail of POST /api/resume/import.
const msgImportRateLimited = "Too many import requests. Please wait a moment and try again."

func (s *Server) registerResumeImport(api huma.API) {
	huma.Register(api, huma.Operation{
		OperationID: "import-resume", Method: http.MethodPost, Path: "/api/resume/import", Tags: []string{"drafting"},
		Summary: "Split a resume's text into the resume form's fields",
		Description: "Name and contact lines at the top go to their fields, each recognised section (summary, experience, projects, " +
			"education, certifications, skills, references, volunteer, awards, publications, languages, interests) to its field as typed, and every other line to the end of the summary " +
			"under a note, for the user to place. Nothing is saved or charged. No sign-in is needed. Limited per client address per minute. " +
			"A NUL character in the text (some PDF fonts give it for the fi and fl ligatures) is replaced by U+FFFD, not refused.",
		Errors: []int{http.StatusBadRequest, http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *resumeImportInput) (*resumeImportOutput, error) {
		if err := s.allowClient(ctx, s.previewLimit, msgImportRateLimited); err != nil {
			return nil, err
		}
		out, err := resume.ImportResume(in.Body.Text)
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &resumeImportOutput{Body: out}, nil
	})
}

package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/resume"
	"github.com/draftsmith/draftsmith/internal/writer"
)

// POST /api/resume/preview: the resume form read by the one parser, as the built-in writer's
// draft will hold it. The resume page asks it as the user types (debounced), guests too, so
// that the live preview shows before Generate the structure the draft arrives with (ADR 0015).
// Nothing is saved or charged; it is rate limited per client address.

type resumePreviewInput struct {
	Body draft.ResumeForm
}

type resumePreviewOutput struct {
	Body ResumePreviewResponse
}

// ResumePreviewResponse is POST /api/resume/preview's answer.
type ResumePreviewResponse struct {
	Title    string                 `json:"title" doc:"The title the draft will have"`
	Sections *resume.ResumeSections `json:"sections" doc:"The resume in the preview model, exactly as the built-in writer's draft will hold it"`
}

// msgPreviewRateLimited is the 429 detail of POST /api/resume/preview.
const msgPreviewRateLimited = "Too many preview requests. Please wait a moment and try again."

func (s *Server) registerResumePreview(api huma.API) {
	s.registerResumeEntries(api) // the same reading, section by section, as the form's cards
	huma.Register(api, huma.Operation{
		OperationID: "preview-resume", Method: http.MethodPost, Path: "/api/resume/preview", Tags: []string{"drafting"},
		Summary: "Read a resume form as the draft will hold it",
		Description: "Parses the form's experience, projects, education and certifications (company, role, place, dates, " +
			"bullets; school, degree, year) exactly as POST /api/resume's built-in writer does, without writing, saving or " +
			"charging anything. An empty form gives empty sections. No sign-in is needed. Limited per client address per minute.",
		Errors: []int{http.StatusBadRequest, http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *resumePreviewInput) (*resumePreviewOutput, error) {
		if err := s.allowClient(ctx, s.previewLimit, msgPreviewRateLimited); err != nil {
			return nil, err
		}
		sections, title, err := writer.ResumePreview(&in.Body)
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &resumePreviewOutput{Body: ResumePreviewResponse{Title: title, Sections: sections}}, nil
	})
}

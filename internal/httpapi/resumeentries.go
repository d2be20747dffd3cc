package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/resume"
)

// POST /api/resume/entries: one section of the resume form read into the cards the generator
// shows (issue 27, ADR 0049). The web app cuts the text at Starts, so the cards join back into
// the very text; the one parser stays the only reader. Guests too; nothing saved or charged;
// rate limited with the preview.

type resumeEntriesInput struct {
	Body struct {
		Section string `json:"section" enum:"experience,volunteer,projects,education,certifications,awards,publications" doc:"The form field"`
		Text    string `json:"text" maxLength:"12000" doc:"The field's text, as the form holds it"`
	}
}

type resumeEntriesOutput struct {
	Body resume.EntryCards
}

func (s *Server) registerResumeEntries(api huma.API) {
	huma.Register(api, huma.Operation{
		OperationID: "read-resume-entries", Method: http.MethodPost, Path: "/api/resume/entries", Tags: []string{"drafting"},
		Summary: "Read one section of a resume form into its entries, each with the line it starts at",
		Description: "Experience and Volunteer give roles, Projects projects, Education schools; Certifications, Awards and " +
			"Publications one item a line. Each entry is read exactly as POST /api/resume/preview reads it, and starts[i] is " +
			"the index of entry i's first line in the text split at line breaks. No sign-in is needed. Limited per client address per minute.",
		Errors: []int{http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *resumeEntriesInput) (*resumeEntriesOutput, error) {
		if err := s.allowClient(ctx, s.previewLimit, msgPreviewRateLimited); err != nil {
			return nil, err
		}
		cards, _ := resume.ReadEntryCards(in.Body.Section, in.Body.Text)
		return &resumeEntriesOutput{Body: cards}, nil
	})
}

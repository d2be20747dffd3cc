package drafting

import (
	"context"
	"time"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/check"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/writer"
)

// POST /api/check: the weak places of a resume, cover letter or cold email, with a score
// (internal/check, ADR 0039). Like the match, it reads a form's fields (guests too) or one of
// the caller's drafts.

// CheckRequest is a form's fields with its kind, or one of the caller's drafts.
type CheckRequest struct {
	Kind           draft.Kind
	Fields         map[string]any
	DraftID        string
	JobDescription string
}

// Messages of POST /api/check.
const MsgCheckKinds = "The check reads resumes, cover letters and cold emails."

// Check checks a form, or the draft of userID's ("" for a guest, who has none) with its id.
func (s *Service) Check(ctx context.Context, userID string, r CheckRequest) (*check.Report, error) {
	if r.DraftID == "" && r.Kind == draft.KindPitchDeck {
		return nil, apperr.Field("body.kind", MsgCheckKinds)
	}
	form, saved, err := s.readInput(ctx, userID, r.Kind, r.Fields, r.DraftID)
	if err != nil {
		return nil, err
	}
	t := form.TargetOf()
	if r.JobDescription != "" {
		t.JobDescription = r.JobDescription
	}
	now := time.Now()
	switch f := form.(type) {
	case *draft.ResumeForm:
		if saved != nil {
			f.Target.Normalise()
			return check.Resume(check.ResumeInput{Sections: saved.Resume, JobDescription: f.JobDescription, Now: now}), nil
		}
		return check.ResumeForm(f, now)
	case *draft.CoverLetterForm:
		if saved != nil {
			f.Target.Normalise()
			return check.Letter(check.LetterInput{Text: saved.Text, Company: f.WithTarget().CompanyName}), nil
		}
		// A letter being typed may not have its name yet; the check does not need one.
		if f.Name == "" && f.FullName == "" {
			f.Name = "Your Name"
		}
		if err := draft.Normalise(f); err != nil {
			return nil, err
		}
		return check.Letter(check.LetterInput{
			Text: writer.Write(f).Text, Company: f.WithTarget().CompanyName,
			Fields: map[string]string{"greeting": f.Greeting, "intro": f.Intro, "background": f.Background, "body": f.Body, "closing": f.Closing},
		}), nil
	case *draft.ColdEmailForm:
		if saved != nil {
			return check.Email(check.SplitEmail(saved.Text, saved.Subject)), nil
		}
		if err := draft.Normalise(f); err != nil {
			return nil, err
		}
		out := writer.Write(f)
		return check.Email(check.SplitEmail(out.Text, out.Subject)), nil
	}
	return nil, apperr.Field("body.kind", MsgCheckKinds)
}

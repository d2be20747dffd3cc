// Package drafting writes the four kinds of drafts — resumes, cover letters, cold emails and
// pitch decks — and keeps them for their user.
//
// A generation is a Job: Start validates the form, checks the template against the user's
// plan and reserves one unit of the user's allowance; Run writes the draft (model or
// built-in writer, streamed to a Sink) with no transaction open, then saves the draft and
// commits the reservation in one transaction. A failure or a client that goes away releases
// the reservation, so only returned drafts are charged.
package drafting

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/library"
	"github.com/draftsmith/draftsmith/internal/quota"
)

// Quota is what drafting needs of the quota service.
type Quota interface {
	PlanOf(ctx context.Context, c quota.Caller) (quota.Plan, error)
	Reserve(ctx context.Context, c quota.Caller) (*quota.Reservation, error)
	Commit(ctx context.Context, db bun.IDB, r *quota.Reservation) error
	Release(ctx context.Context, r *quota.Reservation) error
}

// Service generates drafts and keeps them in the library.
type Service struct {
	*library.Library
	db     *bun.DB
	engine *Engine
	quota  Quota
	log    *slog.Logger
}

// New returns the service.
func New(db *bun.DB, engine *Engine, q Quota, log *slog.Logger) *Service {
	if log == nil {
		log = slog.Default()
	}
	return &Service{Library: library.New(db), db: db, engine: engine, quota: q, log: log}
}

// Job is one generation holding a reserved unit of allowance.
type Job struct {
	s           *Service
	caller      quota.Caller
	form        draft.Form
	reservation *quota.Reservation
	finished    bool
	draftID     string // a new version of this draft, or "" for a new draft
}

// Start validates and completes the form (422), refuses a premium template to a free user
// (403) and reserves one unit (429 when nothing is left). The caller must Run the job, or
// Abandon it.
func (s *Service) Start(ctx context.Context, c quota.Caller, f draft.Form) (*Job, error) {
	if err := draft.Normalise(f); err != nil {
		return nil, err
	}
	if f.TemplateName().Premium() {
		plan, err := s.quota.PlanOf(ctx, c)
		if err != nil {
			return nil, err
		}
		if !plan.PremiumTemplates() {
			e := apperr.New(apperr.Forbidden, draft.MsgPremiumTemplate)
			e.Field = "body.template"
			return nil, e
		}
	}
	r, err := s.quota.Reserve(ctx, c)
	if err != nil {
		return nil, err
	}
	return &Job{s: s, caller: c, form: f, reservation: r}, nil
}

// StartVersion is Start for a new version of one of the user's drafts (regenerating from an
// opened draft): the draft must be the caller's, not in the bin, and of the form's kind; the
// earlier version is kept (ADR 0020). With draftID "" it is Start.
func (s *Service) StartVersion(ctx context.Context, c quota.Caller, f draft.Form, draftID string) (*Job, error) {
	if draftID == "" {
		return s.Start(ctx, c, f)
	}
	d, err := s.Get(ctx, c.UserID, draftID)
	if err != nil {
		return nil, err
	}
	if d.Kind != f.Kind() {
		e := apperr.New(apperr.Invalid, library.MsgDraftOtherKind)
		e.Field = "query.draft_id"
		return nil, e
	}
	j, err := s.Start(ctx, c, f)
	if err != nil {
		return nil, err
	}
	j.draftID = d.ID
	return j, nil
}

// Form is the job's normalised form.
func (j *Job) Form() draft.Form { return j.form }

// Abandon releases the reservation of a job that will not run.
func (j *Job) Abandon(ctx context.Context) {
	if j.finished {
		return
	}
	j.finished = true
	if err := j.s.quota.Release(ctx, j.reservation); err != nil {
		j.s.log.ErrorContext(ctx, "could not release a draft reservation", "reservation", j.reservation.ID, "err", err)
	}
}

// Run writes the draft, streaming it to sink (nil for none), and saves it. It fails when
// ctx ends before the draft is written (the client went away) or when saving fails; either
// way the reservation is released.
func (j *Job) Run(ctx context.Context, sink Sink) (*library.Draft, error) {
	if j.finished {
		return nil, errors.New("drafting: job already finished")
	}
	res, err := j.s.engine.Write(ctx, j.form, sink)
	if err != nil {
		j.Abandon(ctx)
		return nil, err
	}
	// The draft is written: save it even if the client has just gone, so what is charged
	// is kept (it shows in the drafts list).
	saveCtx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 15*time.Second)
	defer cancel()
	d, err := j.save(saveCtx, res)
	if err != nil {
		j.Abandon(ctx)
		return nil, err
	}
	j.finished = true
	return d, nil
}

func (j *Job) save(ctx context.Context, res *Result) (*library.Draft, error) {
	input, err := json.Marshal(j.form)
	if err != nil {
		return nil, err
	}
	c := library.Content{
		Template: string(j.form.TemplateName()), Source: string(res.Source), Reason: res.Reason,
		Input: string(input), Output: res.Text, Subject: res.Subject,
	}
	var sections any
	switch {
	case res.Resume != nil:
		sections = res.Resume
	case res.Deck != nil:
		sections = res.Deck
	}
	if sections != nil {
		b, err := json.Marshal(sections)
		if err != nil {
			return nil, err
		}
		s := string(b)
		c.Sections = &s
	}
	title := draft.Title(j.form, res.Output)
	var row *library.DraftRow
	err = j.s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		if j.draftID != "" {
			row, err = library.AddVersion(ctx, tx, j.caller.UserID, j.draftID, c, title, true)
			if errors.Is(err, library.ErrDraftGone) {
				// Erased while the model wrote (not merely binned): keep what was paid for
				// as a new draft.
				row, err = nil, nil
			}
			if err != nil {
				return err
			}
		}
		if row == nil {
			if row, err = library.InsertDraft(ctx, tx, j.caller.UserID, j.form.Kind(), c, title, false); err != nil {
				return err
			}
		}
		err = j.s.quota.Commit(ctx, tx, j.reservation)
		if errors.Is(err, quota.ErrNotReserved) {
			// Released by the stale sweep during a very slow generation: keep the draft.
			j.s.log.WarnContext(ctx, "draft saved after its reservation was released", "reservation", j.reservation.ID)
			return nil
		}
		return err
	})
	if err != nil {
		return nil, fmt.Errorf("save draft: %w", err)
	}
	d := &library.Draft{
		ID: row.ID, UserID: row.UserID, Kind: j.form.Kind(), Title: row.Title, Template: j.form.TemplateName(),
		Source: res.Source, Reason: res.Reason, Input: input, Text: res.Text, Subject: res.Subject,
		Resume: res.Resume, Deck: res.Deck, CreatedAt: row.CreatedAt,
		UpdatedAt: row.UpdatedAt, TitleEdited: row.TitleEdited, Version: row.Version,
	}
	return d, nil
}

// Generate starts and runs a job in one call.
func (s *Service) Generate(ctx context.Context, c quota.Caller, f draft.Form, sink Sink) (*library.Draft, error) {
	j, err := s.Start(ctx, c, f)
	if err != nil {
		return nil, err
	}
	return j.Run(ctx, sink)
}

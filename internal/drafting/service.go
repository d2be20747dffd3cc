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
	"database/sql"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/quota"
	"github.com/draftsmith/draftsmith/internal/store"
)

// Quota is what drafting needs of the quota service.
type Quota interface {
	PlanOf(ctx context.Context, c quota.Caller) (quota.Plan, error)
	Reserve(ctx context.Context, c quota.Caller) (*quota.Reservation, error)
	Commit(ctx context.Context, db bun.IDB, r *quota.Reservation) error
	Release(ctx context.Context, r *quota.Reservation) error
}

// Service generates and stores drafts.
type Service struct {
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
	return &Service{db: db, engine: engine, quota: q, log: log}
}

// Draft is a saved draft.
type Draft struct {
	ID        string
	UserID    string
	Kind      Kind
	Title     string
	Template  Template
	Source    Source
	Reason    string
	Input     json.RawMessage // the normalised form
	Text      string
	Subject   string          // cold emails
	Resume    *ResumeSections // resumes
	Deck      *DeckSections   // pitch decks
	CreatedAt time.Time
}

type draftRow struct {
	bun.BaseModel `bun:"table:drafts"`

	ID        string    `bun:"id,pk"`
	UserID    string    `bun:"user_id,notnull"`
	Kind      string    `bun:"kind,notnull"`
	Title     string    `bun:"title,notnull"`
	Template  string    `bun:"template,notnull"`
	Source    string    `bun:"source,notnull"`
	Reason    string    `bun:"reason,notnull"`
	Input     string    `bun:"input,notnull"`
	Output    string    `bun:"output,notnull"`
	Subject   string    `bun:"subject,notnull"`
	Sections  *string   `bun:"sections"`
	CreatedAt time.Time `bun:"created_at,notnull"`
}

func (r *draftRow) draft() (*Draft, error) {
	d := &Draft{
		ID: r.ID, UserID: r.UserID, Kind: Kind(r.Kind), Title: r.Title, Template: Template(r.Template),
		Source: Source(r.Source), Reason: r.Reason, Input: json.RawMessage(r.Input), Text: r.Output,
		Subject: r.Subject, CreatedAt: r.CreatedAt,
	}
	if r.Sections != nil {
		var err error
		switch d.Kind {
		case KindResume:
			d.Resume = &ResumeSections{}
			err = json.Unmarshal([]byte(*r.Sections), d.Resume)
		case KindPitchDeck:
			d.Deck = &DeckSections{}
			err = json.Unmarshal([]byte(*r.Sections), d.Deck)
		}
		if err != nil {
			return nil, fmt.Errorf("draft %s sections: %w", r.ID, err)
		}
	}
	return d, nil
}

// Job is one generation holding a reserved unit of allowance.
type Job struct {
	s           *Service
	caller      quota.Caller
	form        Form
	reservation *quota.Reservation
	finished    bool
}

// Start validates and completes the form (422), refuses a premium template to a free user
// (403) and reserves one unit (429 when nothing is left). The caller must Run the job, or
// Abandon it.
func (s *Service) Start(ctx context.Context, c quota.Caller, f Form) (*Job, error) {
	if err := f.normalise(); err != nil {
		return nil, err
	}
	if f.TemplateName().Premium() {
		plan, err := s.quota.PlanOf(ctx, c)
		if err != nil {
			return nil, err
		}
		if !plan.PremiumTemplates() {
			e := apperr.New(apperr.Forbidden, MsgPremiumTemplate)
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

// Form is the job's normalised form.
func (j *Job) Form() Form { return j.form }

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
func (j *Job) Run(ctx context.Context, sink Sink) (*Draft, error) {
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

func (j *Job) save(ctx context.Context, res *Result) (*Draft, error) {
	input, err := json.Marshal(j.form)
	if err != nil {
		return nil, err
	}
	id, err := uuid.NewV7()
	if err != nil {
		return nil, err
	}
	row := &draftRow{
		ID: id.String(), UserID: j.caller.UserID, Kind: string(j.form.Kind()), Title: j.form.title(res.Output),
		Template: string(j.form.TemplateName()), Source: string(res.Source), Reason: res.Reason,
		Input: string(input), Output: res.Text, Subject: res.Subject, CreatedAt: store.Now(),
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
		row.Sections = &s
	}
	err = j.s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.NewInsert().Model(row).Exec(ctx); err != nil {
			return err
		}
		err := j.s.quota.Commit(ctx, tx, j.reservation)
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
	return &Draft{
		ID: row.ID, UserID: row.UserID, Kind: j.form.Kind(), Title: row.Title, Template: j.form.TemplateName(),
		Source: res.Source, Reason: res.Reason, Input: input, Text: res.Text, Subject: res.Subject,
		Resume: res.Resume, Deck: res.Deck, CreatedAt: row.CreatedAt,
	}, nil
}

// Generate starts and runs a job in one call.
func (s *Service) Generate(ctx context.Context, c quota.Caller, f Form, sink Sink) (*Draft, error) {
	j, err := s.Start(ctx, c, f)
	if err != nil {
		return nil, err
	}
	return j.Run(ctx, sink)
}

// MsgDraftNotFound is the 404 detail for a draft that is not the caller's.
const MsgDraftNotFound = "Draft not found."

// Page is one page of a user's drafts, newest first.
type Page struct {
	Drafts     []*Draft
	NextCursor string // "" on the last page
}

// ListOptions selects a page. Cursor is the NextCursor of the previous page.
type ListOptions struct {
	Limit  int
	Cursor string
	Kind   Kind // "" for all kinds
}

// List returns the user's drafts, newest first. Ids are UUIDv7, so their order is creation
// order and the last id of a page is the cursor of the next.
func (s *Service) List(ctx context.Context, userID string, o ListOptions) (*Page, error) {
	if o.Limit <= 0 || o.Limit > 100 {
		o.Limit = 20
	}
	var rows []draftRow
	q := s.db.NewSelect().Model(&rows).Where("user_id = ?", userID).OrderExpr("id DESC").Limit(int64(o.Limit + 1))
	if o.Cursor != "" {
		if _, err := uuid.Parse(o.Cursor); err != nil {
			return nil, apperr.Field("query.cursor", "The cursor is not valid: use next_cursor of the previous page.")
		}
		q = q.Where("id < ?", strings.ToLower(o.Cursor))
	}
	if o.Kind != "" {
		q = q.Where("kind = ?", string(o.Kind))
	}
	if err := q.Scan(ctx); err != nil {
		return nil, fmt.Errorf("list drafts: %w", err)
	}
	p := &Page{Drafts: []*Draft{}}
	for i := range rows {
		if i == o.Limit {
			p.NextCursor = rows[i-1].ID
			break
		}
		d, err := rows[i].draft()
		if err != nil {
			return nil, err
		}
		p.Drafts = append(p.Drafts, d)
	}
	return p, nil
}

// Get returns one of the user's drafts; another user's draft is not found.
func (s *Service) Get(ctx context.Context, userID, id string) (*Draft, error) {
	var row draftRow
	err := s.db.NewSelect().Model(&row).Where("id = ? AND user_id = ?", id, userID).Scan(ctx)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, apperr.New(apperr.NotFound, MsgDraftNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("get draft: %w", err)
	}
	return row.draft()
}

// Delete removes one of the user's drafts; another user's draft is not found.
func (s *Service) Delete(ctx context.Context, userID, id string) error {
	res, err := s.db.NewDelete().Model((*draftRow)(nil)).Where("id = ? AND user_id = ?", id, userID).Exec(ctx)
	if err != nil {
		return fmt.Errorf("delete draft: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return apperr.New(apperr.NotFound, MsgDraftNotFound)
	}
	return nil
}

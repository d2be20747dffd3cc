// Package userdata gives users their data: the export of everything Draftsmith keeps about
// them (GET /api/account/export, docs/adr/0025) and the deletion of their account
// (DELETE /api/account, docs/adr/0026). It brings together what the account, billing,
// settings and drafts keep; each of those packages owns its own rules and tables.
package userdata

import (
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/billing"
	"github.com/draftsmith/draftsmith/internal/settings"
	"github.com/draftsmith/draftsmith/internal/store"
)

// ExportFormat and ExportVersion name the export's shape, so a reader can tell versions apart.
const (
	ExportFormat  = "draftsmith-export"
	ExportVersion = 1
)

// VersionsFunc returns the earlier versions of the user's drafts, keyed by draft id: each
// version is written into the export as it is (any JSON value). Nil while drafts keep no
// versions; a draft without any gets an empty list.
type VersionsFunc func(ctx context.Context, userID string, draftIDs []string) (map[string][]any, error)

// Service exports and deletes a user's data.
type Service struct {
	db       *bun.DB
	accounts *account.Service
	billing  *billing.Service
	settings *settings.Service
	versions VersionsFunc
	log      *slog.Logger
	now      func() time.Time
}

// New returns the service. versions may be nil.
func New(db *bun.DB, accounts *account.Service, b *billing.Service, st *settings.Service, versions VersionsFunc, log *slog.Logger) *Service {
	if log == nil {
		log = slog.Default()
	}
	return &Service{db: db, accounts: accounts, billing: b, settings: st, versions: versions, log: log, now: store.Now}
}

// Export is the whole download: the profile, settings, every draft with its versions, and
// the billing history. It carries no secret (no password hash, no token, no provider key).
type Export struct {
	Format        string                  `json:"format" enum:"draftsmith-export"`
	Version       int                     `json:"version" doc:"The export format's version"`
	ExportedAt    time.Time               `json:"exported_at"`
	Profile       account.ExportProfile   `json:"profile"`
	SignInMethods []account.ExportSignIn  `json:"sign_in_methods" doc:"GitHub and Google accounts linked for sign-in"`
	Sessions      []account.ExportSession `json:"sessions" doc:"Signed-in browsers and API clients, newest first"`
	Settings      ExportSettings          `json:"settings"`
	Drafts        []ExportDraft           `json:"drafts" doc:"Every draft, newest first"`
	Billing       *billing.History        `json:"billing"`
}

// ExportSettings are the settings kept on the server. Theme and accent colour stay in the
// browser and are not part of it.
type ExportSettings struct {
	GeneratorDefaults settings.GeneratorDefaults `json:"generator_defaults"`
}

// ExportDraft is one saved draft in full.
type ExportDraft struct {
	ID        string          `json:"id"`
	Kind      string          `json:"kind" enum:"resume,cover_letter,cold_email,pitch_deck"`
	Title     string          `json:"title"`
	Template  string          `json:"template"`
	Source    string          `json:"source" enum:"ai,fallback"`
	Reason    string          `json:"reason,omitempty" doc:"Why the built-in writer was used, when it was"`
	Subject   string          `json:"subject,omitempty" doc:"Cold emails: the subject line"`
	Text      string          `json:"text" doc:"The draft's text"`
	Sections  json.RawMessage `json:"sections" doc:"Resumes and pitch decks: the structured draft; otherwise null"`
	Input     json.RawMessage `json:"input" doc:"The form as it was used"`
	CreatedAt time.Time       `json:"created_at"`
	DeletedAt *time.Time      `json:"deleted_at" doc:"When the draft was moved to the bin (it is erased 30 days later); null when it is not in the bin"`
	Versions  []any           `json:"versions" doc:"Earlier versions of the draft, oldest first"`
}

type draftRow struct {
	ID        string     `bun:"id"`
	Kind      string     `bun:"kind"`
	Title     string     `bun:"title"`
	Template  string     `bun:"template"`
	Source    string     `bun:"source"`
	Reason    string     `bun:"reason"`
	Input     string     `bun:"input"`
	Output    string     `bun:"output"`
	Subject   string     `bun:"subject"`
	Sections  *string    `bun:"sections"`
	CreatedAt time.Time  `bun:"created_at"`
	DeletedAt *time.Time `bun:"deleted_at"`
}

// exportPage is how many drafts are read at a time.
const exportPage = 500

// Export gathers the user's data. Only rows of userID are read: every query is keyed by it.
func (s *Service) Export(ctx context.Context, userID string) (*Export, error) {
	acc, err := s.accounts.DataOf(ctx, userID)
	if err != nil {
		return nil, err
	}
	defaults, err := s.settings.GeneratorDefaults(ctx, userID)
	if err != nil {
		return nil, err
	}
	drafts, err := s.drafts(ctx, userID)
	if err != nil {
		return nil, err
	}
	history, err := s.billing.HistoryOf(ctx, userID)
	if err != nil {
		return nil, err
	}
	return &Export{
		Format: ExportFormat, Version: ExportVersion, ExportedAt: s.now(),
		Profile: acc.Profile, SignInMethods: acc.SignIns, Sessions: acc.Sessions,
		Settings: ExportSettings{GeneratorDefaults: defaults},
		Drafts:   drafts, Billing: history,
	}, nil
}

func (s *Service) drafts(ctx context.Context, userID string) ([]ExportDraft, error) {
	out := []ExportDraft{}
	cursor := ""
	for {
		var rows []draftRow
		q := s.db.NewSelect().TableExpr("drafts").
			Column("id", "kind", "title", "template", "source", "reason", "input", "output", "subject", "sections", "created_at", "deleted_at").
			Where("user_id = ?", userID).OrderExpr("id DESC").Limit(exportPage)
		if cursor != "" {
			q = q.Where("id < ?", cursor)
		}
		if err := q.Scan(ctx, &rows); err != nil {
			return nil, fmt.Errorf("export drafts: %w", err)
		}
		for _, r := range rows {
			d := ExportDraft{ID: r.ID, Kind: r.Kind, Title: r.Title, Template: r.Template, Source: r.Source, Reason: r.Reason,
				Subject: r.Subject, Text: r.Output, Sections: json.RawMessage("null"), Input: json.RawMessage("{}"),
				CreatedAt: r.CreatedAt, DeletedAt: r.DeletedAt, Versions: []any{}}
			if r.Sections != nil && json.Valid([]byte(*r.Sections)) {
				d.Sections = json.RawMessage(*r.Sections)
			}
			if json.Valid([]byte(r.Input)) {
				d.Input = json.RawMessage(r.Input)
			}
			out = append(out, d)
		}
		if len(rows) < exportPage {
			break
		}
		cursor = rows[len(rows)-1].ID
	}
	if s.versions != nil && len(out) > 0 {
		ids := make([]string, len(out))
		for i, d := range out {
			ids[i] = d.ID
		}
		versions, err := s.versions(ctx, userID, ids)
		if err != nil {
			return nil, fmt.Errorf("export draft versions: %w", err)
		}
		for i := range out {
			if v := versions[out[i].ID]; len(v) > 0 {
				out[i].Versions = v
			}
		}
	}
	return out, nil
}

// ExportFileName is the download's name: draftsmith-data-YYYY-MM-DD.json (UTC).
func ExportFileName(at time.Time) string {
	return "draftsmith-data-" + at.UTC().Format("2006-01-02") + ".json"
}

// DeleteRequest is what DELETE /api/account sends.
type DeleteRequest struct {
	Email    string
	Password *string // nil for accounts without a password
}

// DeleteAccount erases the user's account for good: it checks the proof (typed email, and
// password or a fresh sign-in), cancels any subscription that could still bill with the
// provider, then in one transaction keeps the anonymised payment records accounting law asks
// for and erases every row of the user, sessions included. A refused proof or a provider
// failure changes nothing.
func (s *Service) DeleteAccount(ctx context.Context, userID string, req DeleteRequest, c account.Client) error {
	if err := s.accounts.ConfirmDeletion(ctx, userID, account.DeletionProof{Email: req.Email, Password: req.Password}, c); err != nil {
		return err
	}
	// With no transaction open: a provider call may be slow.
	if _, err := s.billing.CancelSubscriptionsOf(ctx, userID); err != nil {
		return err
	}
	now := s.now()
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := s.billing.RetainRecordsOf(ctx, tx, userID, now); err != nil {
			return err
		}
		return s.accounts.EraseUser(ctx, tx, userID)
	})
	if err != nil {
		return err
	}
	s.log.InfoContext(ctx, "account deleted", "user", userID)
	return nil
}

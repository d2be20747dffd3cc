// Package userdata gives users their data: the export of everything Draftsmith keeps about
// them (GET /api/account/export, docs/adr/0025) and the deletion of their account
// (DELETE /api/account, docs/adr/0026). It brings together what the account, billing,
// settings and drafts keep; each of those packages owns its own rules and tables.
package userdata

import (
	"context"
	"log/slog"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/billing"
	"github.com/draftsmith/draftsmith/internal/library"
	"github.com/draftsmith/draftsmith/internal/mail"
	"github.com/draftsmith/draftsmith/internal/settings"
	"github.com/draftsmith/draftsmith/internal/store"
)

// ExportFormat and ExportVersion name the export's shape, so a reader can tell versions apart.
const (
	ExportFormat  = "draftsmith-export"
	ExportVersion = 1
)

// Service exports and deletes a user's data.
type Service struct {
	db       *bun.DB
	accounts *account.Service
	billing  *billing.Service
	settings *settings.Service
	drafts   *library.Library
	mail     mail.Sender // its copies of sent mail are erased with the account (mail.Forgetter)
	log      *slog.Logger
	now      func() time.Time
}

// WithMail sets the sender whose kept copies of mail (files, with no SMTP) are erased with an
// account.
func (s *Service) WithMail(m mail.Sender) *Service {
	s.mail = m
	return s
}

// New returns the service.
func New(db *bun.DB, accounts *account.Service, b *billing.Service, st *settings.Service, drafts *library.Library, log *slog.Logger) *Service {
	if log == nil {
		log = slog.Default()
	}
	return &Service{db: db, accounts: accounts, billing: b, settings: st, drafts: drafts, log: log, now: store.Now}
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
	Drafts        []library.ExportDraft   `json:"drafts" doc:"Every draft, newest first"`
	Billing       *billing.History        `json:"billing"`
}

// ExportSettings are the settings kept on the server. Theme and accent colour stay in the
// browser and are not part of it.
type ExportSettings struct {
	GeneratorDefaults settings.GeneratorDefaults `json:"generator_defaults"`
}

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
	drafts, err := s.drafts.ExportDrafts(ctx, userID)
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
	if f, ok := s.mail.(mail.Forgetter); ok {
		// The proof's address is the account's (ConfirmDeletion checked it).
		if _, err := f.Forget(context.WithoutCancel(ctx), req.Email); err != nil {
			s.log.WarnContext(ctx, "mail written to files for the erased account could not all be removed", "err", err)
		}
	}
	// The account is gone either way; what is left is to wipe the old copies of its pages.
	if err := store.TruncateWAL(context.WithoutCancel(ctx), s.db); err != nil {
		s.log.WarnContext(ctx, "the erased account's data may stay in the write-ahead log until its next checkpoint", "err", err)
	}
	return nil
}

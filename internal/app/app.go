// Package app wires Draftsmith together: configuration → database → features → HTTP.
// Tests boot it whole with New and an httptest server.
package app

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/billing"
	"github.com/draftsmith/draftsmith/internal/billing/sandbox"
	"github.com/draftsmith/draftsmith/internal/billing/stripe"
	"github.com/draftsmith/draftsmith/internal/config"
	"github.com/draftsmith/draftsmith/internal/drafting"
	"github.com/draftsmith/draftsmith/internal/httpapi"
	"github.com/draftsmith/draftsmith/internal/library"
	"github.com/draftsmith/draftsmith/internal/llm"
	"github.com/draftsmith/draftsmith/internal/mail"
	"github.com/draftsmith/draftsmith/internal/quota"
	"github.com/draftsmith/draftsmith/internal/settings"
	"github.com/draftsmith/draftsmith/internal/store"
	"github.com/draftsmith/draftsmith/internal/templates"
	"github.com/draftsmith/draftsmith/internal/userdata"
	"github.com/draftsmith/draftsmith/web"
)

// Version is set at build time (-ldflags "-X .../internal/app.Version=...").
var Version = "dev"

// App is one running Draftsmith.
type App struct {
	Config   *config.Config
	Log      *slog.Logger
	DB       *bun.DB
	Accounts *account.Service
	Quota    *quota.Service
	Billing  *billing.Service
	// UserData exports and deletes a user's data.
	UserData *userdata.Service
	// Sandbox is the sandbox payment provider, nil with Stripe.
	Sandbox  *sandbox.Provider
	Library  *library.Library
	Drafting *drafting.Service
	Handler  http.Handler
}

// Options lets tests replace parts that the configuration would otherwise choose.
type Options struct {
	Log      *slog.Logger
	Mail     mail.Sender // default: SMTP when configured, else .eml files
	WebFiles fs.FS       // default: the embedded build
	// Premium says who has an active subscription; default: billing's subscriptions.
	Premium quota.PremiumSource
	// AIHTTPClient carries the model calls; default: http.DefaultClient.
	AIHTTPClient *http.Client
}

// New opens the database, applies migrations and builds the handler.
func New(ctx context.Context, cfg *config.Config, opts Options) (*App, error) {
	log := opts.Log
	if log == nil {
		log = slog.Default()
	}
	db, err := store.Open(ctx, store.Options{DatabaseURL: cfg.DatabaseURL, SQLitePath: cfg.SQLitePath()})
	if err != nil {
		return nil, err
	}
	a := &App{Config: cfg, Log: log, DB: db}
	if err := a.init(ctx, opts); err != nil {
		db.Close()
		return nil, err
	}
	return a, nil
}

func (a *App) init(ctx context.Context, opts Options) error {
	cfg := a.Config
	applied, err := store.Migrate(ctx, a.DB)
	if err != nil {
		return err
	}
	if len(applied) > 0 {
		a.Log.Info("database migrated", "applied", applied)
	}
	sender := opts.Mail
	if sender == nil {
		if cfg.SMTPURL != "" {
			if sender, err = mail.NewSMTP(cfg.SMTPURL, cfg.MailFrom); err != nil {
				return err
			}
		} else {
			sender = &mail.FileSender{Dir: cfg.MailDir(), From: cfg.MailFrom, Log: a.Log}
		}
	}
	a.Accounts = account.New(a.DB, sender, a.Log, account.Options{
		BaseURL: cfg.BaseURL, AdminEmails: cfg.AdminEmails, SessionTTL: cfg.SessionTTL, AuthRateLimit: cfg.AuthRateLimit,
		GitHub: account.GitHubConfig{ClientID: cfg.GitHub.ClientID, ClientSecret: cfg.GitHub.ClientSecret,
			AuthURL: cfg.GitHub.AuthURL, TokenURL: cfg.GitHub.TokenURL, APIURL: cfg.GitHub.APIURL},
		Google: account.GoogleConfig{ClientID: cfg.Google.ClientID, ClientSecret: cfg.Google.ClientSecret, Issuer: cfg.Google.APIURL},
	})
	provider, webhooks, sandboxPages, err := a.newPaymentProvider()
	if err != nil {
		return err
	}
	a.Billing = billing.New(a.DB, nil, provider, billing.Options{
		CreditsPerUnit: cfg.CreditsPerUnit, BaseURL: cfg.BaseURL.String(), Log: a.Log,
	})
	if a.Sandbox != nil {
		a.Sandbox.Notify = a.Billing.HandleEvent
	}
	premium := opts.Premium
	if premium == nil {
		premium = a.Billing
	}
	a.Quota = quota.New(a.DB, quota.Options{
		FreeMonthly: cfg.FreeMonthlyDrafts, PremiumMonthly: cfg.PremiumMonthlyDrafts, Premium: premium,
	})
	a.Billing.SetQuota(a.Quota)
	a.Library = library.New(a.DB)
	a.Drafting = drafting.New(a.DB, a.Library, &drafting.Engine{
		Provider: newProvider(cfg.AI, opts.AIHTTPClient), Timeout: cfg.AI.Timeout, Log: a.Log,
	}, a.Quota, a.Log)
	webFiles := opts.WebFiles
	if webFiles == nil {
		webFiles = web.Dist()
	}
	settingsService := settings.New(a.DB)
	a.UserData = userdata.New(a.DB, a.Accounts, a.Billing, settingsService, a.Library, a.Log).WithMail(sender)
	a.Handler, err = httpapi.New(httpapi.Deps{
		UserData: a.UserData,
		Log:      a.Log, Accounts: a.Accounts, Library: a.Library, Drafting: a.Drafting, Quota: a.Quota, BaseURL: cfg.BaseURL,
		Billing: a.Billing, Templates: templates.New(a.DB), Settings: settingsService, Webhooks: webhooks, Sandbox: sandboxPages, CreditsPerUnit: cfg.CreditsPerUnit, TrustProxy: cfg.TrustProxy, TrustedProxies: cfg.TrustedProxies, MatchRateLimit: cfg.MatchRateLimit, PreviewRateLimit: cfg.PreviewRateLimit, CheckRateLimit: cfg.CheckRateLimit, ImproveRateLimit: cfg.ImproveRateLimit, WriterPaceHeader: cfg.WriterPaceHeader,
		WebFiles: webFiles, PagesJSON: web.PagesJSON(), Version: Version,
	})
	return err
}

// newPaymentProvider returns the configured payment provider: Stripe with its webhook
// verifier, or the sandbox with its hosted pages.
func (a *App) newPaymentProvider() (billing.Provider, billing.WebhookParser, http.Handler, error) {
	b := a.Config.Billing
	if b.Provider == config.BillingStripe {
		p := stripe.New(stripe.Config{
			SecretKey: b.StripeSecretKey, WebhookSecret: b.StripeWebhookSecret, APIURL: b.StripeAPIURL,
			PriceMonthly: b.StripePriceMonthly, PriceYearly: b.StripePriceYearly, PriceCredits: b.StripePriceCredits,
		})
		return p, p, nil, nil
	}
	cur := b.Currency
	a.Sandbox = sandbox.New(a.DB, billing.Prices{
		Monthly: billing.Price{UnitAmount: int64(b.PriceMonthly), Currency: cur, Interval: "month"},
		Yearly:  billing.Price{UnitAmount: int64(b.PriceYearly), Currency: cur, Interval: "year"},
		Credits: billing.Price{UnitAmount: int64(b.PriceCredits), Currency: cur},
	}, a.Config.BaseURL.String(), a.Log)
	return a.Sandbox, nil, a.Sandbox.Handler(), nil
}

// newProvider returns the configured model, or nil for the built-in writer alone.
func newProvider(ai config.AI, client *http.Client) llm.Provider {
	switch ai.Provider {
	case config.AIOpenAI:
		return llm.NewOpenAI(ai.BaseURL, ai.APIKey, ai.Model, client)
	case config.AIAnthropic:
		return llm.NewAnthropic(ai.BaseURL, ai.APIKey, ai.Model, client)
	}
	return nil
}

// Close releases the database.
func (a *App) Close() error { return a.DB.Close() }

// Run serves on PORT until ctx is cancelled (SIGTERM), then shuts down as Serve does.
func (a *App) Run(ctx context.Context) error {
	ln, err := net.Listen("tcp", fmt.Sprintf(":%d", a.Config.Port))
	if err != nil {
		return err
	}
	return a.Serve(ctx, ln, ServeOptions{})
}

// ServeOptions lets tests shorten the background sweeps' period.
type ServeOptions struct {
	// SweepEvery is how often reservations left by a crashed instance are looked for;
	// default reservationSweepEvery.
	SweepEvery time.Duration
}

// Serve serves on ln until ctx is cancelled, then shuts down in this order (ADR 0027):
//
//  1. Stop accepting: the listener closes, idle connections close.
//  2. Drain: requests in flight, streamed drafts included, run to their end for up to
//     SHUTDOWN_TIMEOUT; what they write is saved and charged as usual.
//  3. Cancel: the requests still running then see their context cancelled (cause
//     httpapi.ErrShuttingDown). A draft being written stops, releases its reservation and
//     answers 503 with Retry-After, so the client can try again elsewhere.
//  4. Wait for those answers to go out (bounded), stop the sweeps, return.
//
// Requests do not derive from ctx: a signal ends accepting, not the work under way.
func (a *App) Serve(ctx context.Context, ln net.Listener, opts ServeOptions) error {
	requests, cancelRequests := context.WithCancelCause(context.Background())
	defer cancelRequests(httpapi.ErrShuttingDown)
	srv := &http.Server{
		Handler:           a.Handler,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(a.Log.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return requests },
	}
	sweeps, stopSweeps := context.WithCancel(context.Background())
	sweepsDone := make(chan struct{})
	go func() {
		defer close(sweepsDone)
		a.sweepExpired(sweeps, cmp.Or(opts.SweepEvery, reservationSweepEvery))
	}()
	defer func() {
		stopSweeps()
		<-sweepsDone
	}()

	errc := make(chan error, 1)
	go func() {
		a.Log.Info("Draftsmith is serving", "url", a.Config.BaseURL.String(), "addr", ln.Addr().String(), "version", Version,
			"database", a.databaseName())
		errc <- srv.Serve(ln)
	}()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}

	a.Log.Info("shutting down: no new requests; letting those in flight finish", "timeout", a.Config.ShutdownPeriod)
	drain, cancelDrain := context.WithTimeout(context.Background(), a.Config.ShutdownPeriod)
	defer cancelDrain()
	err := srv.Shutdown(drain)
	if err == nil {
		a.Log.Info("shut down: every request finished")
		return nil
	}
	if !errors.Is(err, context.DeadlineExceeded) {
		return err
	}
	a.Log.Warn("shutdown timeout reached: cancelling the requests still running")
	cancelRequests(httpapi.ErrShuttingDown)
	answered, cancelAnswered := context.WithTimeout(context.Background(), cancelledRequestsGrace)
	defer cancelAnswered()
	if err := srv.Shutdown(answered); err != nil {
		a.Log.Error("requests did not end after being cancelled; closing their connections", "err", err)
		return srv.Close()
	}
	a.Log.Info("shut down: the remaining requests were cancelled")
	return nil
}

// cancelledRequestsGrace bounds the wait for cancelled requests to release their
// reservations and answer (a release takes one short transaction; saving a finished draft,
// which is not cancelled, at most 15 s).
const cancelledRequestsGrace = 20 * time.Second

func (a *App) databaseName() string {
	if store.IsPostgres(a.DB) {
		return "postgres"
	}
	return "sqlite:" + a.Config.SQLitePath()
}

// A reservation is held from the start of a generation to its end: the model's time limit
// (AI_TIMEOUT), then at most the built-in writer and saving. One still held reservationMargin
// after AI_TIMEOUT belongs to a request that died with its process (a crash, a kill) and is
// released by the sweep, which looks every reservationSweepEvery. See ADR 0024.
const (
	reservationMargin     = time.Minute
	reservationSweepEvery = 30 * time.Second
	sessionSweepEvery     = time.Hour
)

// staleReservationAge is how old a held reservation must be for the sweep to release it.
func staleReservationAge(aiTimeout time.Duration) time.Duration { return aiTimeout + reservationMargin }

// sweepExpired releases stale draft reservations every reservationsEvery, and deletes
// expired sessions and links, and drafts deleted more than 30 days ago, every hour, until ctx ends.
func (a *App) sweepExpired(ctx context.Context, reservationsEvery time.Duration) {
	sessions := time.NewTicker(sessionSweepEvery)
	defer sessions.Stop()
	reservations := time.NewTicker(reservationsEvery)
	defer reservations.Stop()
	a.eraseExpired(ctx)
	a.releaseStaleReservations(ctx)
	for {
		select {
		case <-ctx.Done():
			return
		case <-sessions.C:
			a.eraseExpired(ctx)
		case <-reservations.C:
			a.releaseStaleReservations(ctx)
		}
	}
}

// eraseExpired deletes what has outlived its keeping period, then wipes the old copies of
// those rows from SQLite's write-ahead log (ADR 0032).
func (a *App) eraseExpired(ctx context.Context) {
	a.deleteExpiredSessions(ctx)
	a.purgeDraftsBin(ctx)
	if err := store.TruncateWAL(ctx, a.DB); err != nil && ctx.Err() == nil {
		a.Log.Warn("erased rows may stay in the write-ahead log until its next checkpoint", "err", err)
	}
}

func (a *App) deleteExpiredSessions(ctx context.Context) {
	if err := a.Accounts.DeleteExpired(ctx); err != nil && ctx.Err() == nil {
		a.Log.Warn("could not delete expired sessions", "err", err)
	}
	// Billing records kept after an account's deletion, once their keeping period is over.
	if n, err := a.Billing.DeleteExpiredRecords(ctx); err != nil && ctx.Err() == nil {
		a.Log.Warn("could not erase expired billing records", "err", err)
	} else if n > 0 {
		a.Log.Info("erased billing records past their keeping period", "count", n)
	}
}

// purgeDraftsBin erases the drafts deleted more than library.BinDays ago.
func (a *App) purgeDraftsBin(ctx context.Context) {
	n, err := a.Library.PurgeBin(ctx)
	switch {
	case err != nil && ctx.Err() == nil:
		a.Log.Warn("could not erase old deleted drafts", "err", err)
	case n > 0:
		a.Log.Info("erased drafts deleted more than 30 days ago", "drafts", n)
	}
}

func (a *App) releaseStaleReservations(ctx context.Context) {
	n, err := a.Quota.ReleaseStale(ctx, staleReservationAge(a.Config.AI.Timeout))
	switch {
	case err != nil && ctx.Err() == nil:
		a.Log.Warn("could not release stale draft reservations", "err", err)
	case n > 0:
		a.Log.Info("released draft reservations left by a stopped instance", "count", n)
	}
}

// Package app wires Draftsmith together: configuration → database → features → HTTP.
// Tests boot it whole with New and an httptest server.
package app

import (
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
	"github.com/draftsmith/draftsmith/internal/config"
	"github.com/draftsmith/draftsmith/internal/httpapi"
	"github.com/draftsmith/draftsmith/internal/mail"
	"github.com/draftsmith/draftsmith/internal/store"
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
	Handler  http.Handler
}

// Options lets tests replace parts that the configuration would otherwise choose.
type Options struct {
	Log      *slog.Logger
	Mail     mail.Sender // default: SMTP when configured, else .eml files
	WebFiles fs.FS       // default: the embedded build
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
	webFiles := opts.WebFiles
	if webFiles == nil {
		webFiles = web.Dist()
	}
	a.Handler, err = httpapi.New(httpapi.Deps{
		Log: a.Log, Accounts: a.Accounts, BaseURL: cfg.BaseURL, TrustProxy: cfg.TrustProxy,
		WebFiles: webFiles, PagesJSON: web.PagesJSON(), Version: Version,
	})
	return err
}

// Close releases the database.
func (a *App) Close() error { return a.DB.Close() }

// Run serves until ctx is cancelled, then drains requests for up to the shutdown period.
func (a *App) Run(ctx context.Context) error {
	srv := &http.Server{
		Addr:              fmt.Sprintf(":%d", a.Config.Port),
		Handler:           a.Handler,
		ReadHeaderTimeout: 10 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          slog.NewLogLogger(a.Log.Handler(), slog.LevelWarn),
		BaseContext:       func(net.Listener) context.Context { return ctx },
	}
	go a.sweepExpired(ctx)
	errc := make(chan error, 1)
	go func() {
		a.Log.Info("Draftsmith is serving", "url", a.Config.BaseURL.String(), "port", a.Config.Port, "version", Version,
			"database", a.databaseName())
		errc <- srv.ListenAndServe()
	}()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	a.Log.Info("shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), a.Config.ShutdownPeriod)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

func (a *App) databaseName() string {
	if store.IsPostgres(a.DB) {
		return "postgres"
	}
	return "sqlite:" + a.Config.SQLitePath()
}

// sweepExpired deletes expired sessions and links once an hour.
func (a *App) sweepExpired(ctx context.Context) {
	t := time.NewTicker(time.Hour)
	defer t.Stop()
	for {
		if err := a.Accounts.DeleteExpired(ctx); err != nil && ctx.Err() == nil {
			a.Log.Warn("could not delete expired sessions", "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

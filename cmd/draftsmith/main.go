// Command draftsmith serves the Draftsmith web app and API.
//
//	draftsmith            serve (the default)
//	draftsmith migrate    apply database migrations and exit
//	draftsmith openapi    print the OpenAPI document (used to generate the web app's types)
//	draftsmith version    print the version
package main

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"syscall"

	"github.com/draftsmith/draftsmith/internal/app"
	"github.com/draftsmith/draftsmith/internal/config"
	"github.com/draftsmith/draftsmith/internal/httpapi"
	"github.com/draftsmith/draftsmith/internal/store"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "draftsmith:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	cmd := "serve"
	if len(args) > 0 {
		cmd = args[0]
	}
	switch cmd {
	case "version":
		fmt.Println(app.Version)
		return nil
	case "openapi":
		doc, err := httpapi.OpenAPI()
		if err != nil {
			return err
		}
		_, err = os.Stdout.Write(append(doc, '\n'))
		return err
	case "serve", "migrate":
	default:
		return fmt.Errorf("unknown command %q (want serve, migrate, openapi or version)", cmd)
	}

	cfg, err := config.FromEnv()
	if err != nil {
		return err
	}
	log := newLogger(cfg)
	slog.SetDefault(log)
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	if cmd == "migrate" {
		db, err := store.Open(ctx, store.Options{DatabaseURL: cfg.DatabaseURL, SQLitePath: cfg.SQLitePath()})
		if err != nil {
			return err
		}
		defer db.Close()
		applied, err := store.Migrate(ctx, db)
		if err != nil {
			return err
		}
		log.Info("migrations applied", "count", len(applied), "names", applied)
		return nil
	}

	a, err := app.New(ctx, cfg, app.Options{Log: log})
	if err != nil {
		return err
	}
	defer a.Close()
	go func() {
		<-ctx.Done()
		stop() // the first signal starts the graceful shutdown; a second one ends the process at once
	}()
	return a.Run(ctx)
}

func newLogger(cfg *config.Config) *slog.Logger {
	var level slog.Level
	_ = level.UnmarshalText([]byte(cfg.LogLevel))
	opts := &slog.HandlerOptions{Level: level}
	var h slog.Handler = slog.NewTextHandler(os.Stderr, opts)
	if cfg.LogFormat == "json" {
		h = slog.NewJSONHandler(os.Stderr, opts)
	}
	return slog.New(httpapi.LogHandler(h))
}

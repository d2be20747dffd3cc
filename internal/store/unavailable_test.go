package store_test

import (
	"context"
	"database/sql"
	"errors"
	"net"
	"net/url"
	"testing"

	"github.com/draftsmith/draftsmith/internal/store"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
)

// The errors PostgreSQL gives while it restarts are told apart from errors of the query.
func TestIsUnavailableOnPostgres(t *testing.T) {
	if len(storetest.Kinds()) < 2 {
		t.Skip("TEST_DATABASE_URL not set: PostgreSQL suite not requested")
	}
	ctx := context.Background()
	opts := storetest.Options(t, storetest.Postgres)
	u, err := url.Parse(opts.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	q := u.Query()
	q.Set("application_name", "unavailable-test")
	u.RawQuery = q.Encode()
	db, err := store.Open(ctx, store.Options{DatabaseURL: u.String()})
	if err != nil {
		t.Fatal(err)
	}
	defer db.Close()

	// A query error is the query's fault.
	_, syntaxErr := db.ExecContext(ctx, "SELEC 1")
	var n int
	noRows := db.QueryRowContext(ctx, "SELECT 1 WHERE false").Scan(&n)

	// A backend terminated as in a fast shutdown (57P01), seen inside a transaction.
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		t.Fatal(err)
	}
	admin, err := sql.Open("pgx", opts.DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	defer admin.Close()
	if _, err := admin.Exec("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'unavailable-test'"); err != nil {
		t.Fatal(err)
	}
	_, terminated := tx.ExecContext(ctx, "SELECT 1")
	_ = tx.Rollback()

	// Nothing listens: connection refused.
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	closed := *u
	closed.Host = ln.Addr().String()
	ln.Close()
	_, refused := store.Open(ctx, store.Options{DatabaseURL: closed.String()})

	for _, tt := range []struct {
		name string
		err  error
		want bool
	}{
		{"nil", nil, false},
		{"syntax error", syntaxErr, false},
		{"no rows", noRows, false},
		{"plain error", errors.New("boom"), false},
		{"terminated backend", terminated, true},
		{"connection refused", refused, true},
	} {
		if tt.err == nil && tt.name != "nil" {
			t.Fatalf("%s: no error happened", tt.name)
		}
		if got := store.IsUnavailable(tt.err); got != tt.want {
			t.Errorf("%s (%v): IsUnavailable %v, want %v", tt.name, tt.err, got, tt.want)
		}
	}
}

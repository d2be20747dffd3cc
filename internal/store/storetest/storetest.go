// Package storetest gives each test its own freshly migrated database: a SQLite file in the
// test's temporary folder, and — when TEST_DATABASE_URL is set — a PostgreSQL schema of its
// own, dropped when the test ends.
package storetest

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/store"
)

// Kind names a database engine under test.
type Kind string

const (
	SQLite   Kind = "sqlite"
	Postgres Kind = "postgres"
)

// Kinds lists the engines this run covers: SQLite always, PostgreSQL with TEST_DATABASE_URL.
func Kinds() []Kind {
	if os.Getenv("TEST_DATABASE_URL") != "" {
		return []Kind{SQLite, Postgres}
	}
	return []Kind{SQLite}
}

// ForEachDB runs fn as a subtest once per engine, each with a fresh migrated database.
func ForEachDB(t *testing.T, fn func(t *testing.T, db *bun.DB)) {
	t.Helper()
	for _, kind := range Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			fn(t, Open(t, kind))
		})
	}
}

// Options returns store options for a fresh, empty database of the given kind, cleaned up
// when t ends. Use it to start a whole app on its own database.
func Options(t testing.TB, kind Kind) store.Options {
	t.Helper()
	if kind == SQLite {
		return store.Options{SQLitePath: filepath.Join(t.TempDir(), "test.db")}
	}
	base := os.Getenv("TEST_DATABASE_URL")
	if base == "" {
		t.Fatal("TEST_DATABASE_URL is not set")
	}
	schema := "t_" + randomHex(8)
	admin, err := sql.Open("pgx", base)
	if err != nil {
		t.Fatalf("open postgres: %v", err)
	}
	if _, err := admin.Exec("CREATE SCHEMA " + schema); err != nil {
		admin.Close()
		t.Fatalf("create schema: %v", err)
	}
	t.Cleanup(func() {
		_, _ = admin.Exec("DROP SCHEMA " + schema + " CASCADE")
		admin.Close()
	})
	u, err := url.Parse(base)
	if err != nil {
		t.Fatalf("TEST_DATABASE_URL: %v", err)
	}
	q := u.Query()
	q.Set("search_path", schema) // pgx sends unknown parameters as run-time settings
	u.RawQuery = q.Encode()
	return store.Options{DatabaseURL: u.String()}
}

// Open returns a migrated database of the given kind, closed when t ends.
func Open(t testing.TB, kind Kind) *bun.DB {
	t.Helper()
	ctx := context.Background()
	db, err := store.Open(ctx, Options(t, kind))
	if err != nil {
		t.Fatalf("open %s: %v", kind, err)
	}
	t.Cleanup(func() { db.Close() })
	if _, err := store.Migrate(ctx, db); err != nil {
		t.Fatalf("migrate %s: %v", kind, err)
	}
	return db
}

func randomHex(n int) string {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return hex.EncodeToString(b)
}

// NewUser inserts a bare user row (verified, no password) and returns its id: what feature
// tests outside the account package need to own drafts, credits or settings.
func NewUser(t testing.TB, db bun.IDB) string {
	t.Helper()
	id := uuid.NewString()
	now := store.Now()
	if _, err := db.ExecContext(context.Background(),
		"INSERT INTO users (id, email, email_verified, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
		id, id+"@example.com", true, now, now); err != nil {
		t.Fatal(err)
	}
	return id
}

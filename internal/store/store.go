// Package store opens Draftsmith's database — SQLite by default, PostgreSQL when a
// DATABASE_URL is given — behind one bun query layer, and applies the embedded migrations.
package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"hash/fnv"
	"net/url"
	"os"
	"path/filepath"
	"time"

	_ "github.com/jackc/pgx/v5/stdlib" // registers the "pgx" database/sql driver
	"github.com/uptrace/bun"
	"github.com/uptrace/bun/dialect"
	"github.com/uptrace/bun/dialect/pgdialect"
	"github.com/uptrace/bun/dialect/sqlitedialect"
	"github.com/uptrace/bun/migrate"
	_ "modernc.org/sqlite" // registers the pure-Go "sqlite" driver; CGO_ENABLED=0 builds keep working
)

// Options says which database to open.
type Options struct {
	// DatabaseURL is a postgres:// URL. When empty, SQLitePath is used.
	DatabaseURL string
	SQLitePath  string
}

// Open connects to the configured database and checks that it answers.
func Open(ctx context.Context, opts Options) (*bun.DB, error) {
	var db *bun.DB
	if opts.DatabaseURL != "" {
		sqldb, err := sql.Open("pgx", opts.DatabaseURL)
		if err != nil {
			return nil, fmt.Errorf("open postgres: %w", err)
		}
		sqldb.SetMaxOpenConns(20)
		sqldb.SetMaxIdleConns(10)
		sqldb.SetConnMaxIdleTime(5 * time.Minute)
		db = bun.NewDB(sqldb, pgdialect.New())
	} else {
		if err := os.MkdirAll(filepath.Dir(opts.SQLitePath), 0o750); err != nil {
			return nil, fmt.Errorf("create data folder: %w", err)
		}
		sqldb, err := sql.Open("sqlite", sqliteDSN(opts.SQLitePath))
		if err != nil {
			return nil, fmt.Errorf("open sqlite: %w", err)
		}
		// One file, one writer at a time: a small pool keeps writers queueing on the
		// busy timeout instead of failing, while WAL lets readers proceed.
		sqldb.SetMaxOpenConns(8)
		db = bun.NewDB(sqldb, sqlitedialect.New())
	}
	pingCtx, cancel := context.WithTimeout(ctx, 10*time.Second)
	defer cancel()
	if err := db.PingContext(pingCtx); err != nil {
		_ = db.Close()
		return nil, fmt.Errorf("connect to database: %w", err)
	}
	return db, nil
}

// sqliteDSN sets the pragmas that hold up under concurrent writers: busy_timeout must come
// before journal_mode, and _txlock=immediate makes read-then-write transactions take the
// write lock up front instead of failing with "database is locked" on upgrade.
// secure_delete overwrites with zeros what a DELETE or UPDATE frees, so an erased account or
// draft cannot be read back from the file's free space (ADR 0032; see TruncateWAL).
func sqliteDSN(path string) string {
	q := url.Values{}
	q.Add("_pragma", "busy_timeout(5000)")
	q.Add("_pragma", "journal_mode(WAL)")
	q.Add("_pragma", "foreign_keys(1)")
	q.Add("_pragma", "synchronous(NORMAL)")
	q.Add("_pragma", "secure_delete(1)")
	q.Set("_txlock", "immediate")
	return "file:" + path + "?" + q.Encode()
}

// TruncateWAL makes rows just erased unreadable from SQLite's files: the write-ahead log
// still holds the pages as they were before the erasure (secure_delete zeroes only the new
// copies), so it is copied into the database and cut to zero bytes. Call it after erasing a
// user's data. It waits for transactions under way (busy_timeout) and fails if one still
// holds the log. On PostgreSQL it does nothing: dead rows stay in the table files until
// VACUUM reuses their space, and backups are the operator's (README, ADR 0032).
func TruncateWAL(ctx context.Context, db bun.IDB) error {
	if IsPostgres(db) {
		return nil
	}
	var busy, logFrames, checkpointed int
	if err := db.QueryRowContext(ctx, "PRAGMA wal_checkpoint(TRUNCATE)").Scan(&busy, &logFrames, &checkpointed); err != nil {
		return fmt.Errorf("checkpoint the write-ahead log: %w", err)
	}
	if busy != 0 {
		return errors.New("checkpoint the write-ahead log: a transaction still holds it")
	}
	return nil
}

// IsPostgres reports whether db speaks PostgreSQL.
func IsPostgres(db bun.IDB) bool { return db.Dialect().Name() == dialect.PG }

//go:embed migrations/*.sql
var migrationFiles embed.FS

// migrationTemplate fills the dialect-specific parts of the otherwise shared DDL.
type migrationTemplate struct {
	Dialect string // "pg" or "sqlite"
	Time    string // column type for instants
}

func newMigrator(db *bun.DB) (*migrate.Migrator, error) {
	migrations := migrate.NewMigrations()
	if err := migrations.Discover(migrationFiles); err != nil {
		return nil, fmt.Errorf("load migrations: %w", err)
	}
	data := migrationTemplate{Dialect: "sqlite", Time: "TEXT"}
	if IsPostgres(db) {
		data = migrationTemplate{Dialect: "pg", Time: "TIMESTAMPTZ"}
	}
	return migrate.NewMigrator(db, migrations, migrate.WithTemplateData(data)), nil
}

// Migrate applies every pending migration. On PostgreSQL it first takes a session advisory
// lock, so several instances starting at once run the migrations exactly once and the others
// wait for them; the lock is released by the server if this process dies.
func Migrate(ctx context.Context, db *bun.DB) (applied []string, err error) {
	m, err := newMigrator(db)
	if err != nil {
		return nil, err
	}
	if IsPostgres(db) {
		conn, err := db.Conn(ctx)
		if err != nil {
			return nil, fmt.Errorf("migration lock: %w", err)
		}
		defer conn.Close()
		key := migrationLockKey()
		if _, err := conn.ExecContext(ctx, "SELECT pg_advisory_lock(?)", key); err != nil {
			return nil, fmt.Errorf("migration lock: %w", err)
		}
		defer func() {
			// A fresh context: the lock must be released even when ctx was cancelled.
			unlockCtx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if _, uerr := conn.ExecContext(unlockCtx, "SELECT pg_advisory_unlock(?)", key); uerr != nil && err == nil {
				err = fmt.Errorf("migration unlock: %w", uerr)
			}
		}()
	}
	if err := m.Init(ctx); err != nil {
		return nil, fmt.Errorf("init migrations: %w", err)
	}
	group, err := m.Migrate(ctx)
	if err != nil {
		return nil, fmt.Errorf("migrate: %w", err)
	}
	for _, mg := range group.Migrations {
		applied = append(applied, mg.Name)
	}
	return applied, nil
}

// migrationLockKey is stable across releases and distinct from other applications' keys.
func migrationLockKey() int64 {
	h := fnv.New64a()
	h.Write([]byte("draftsmith/migrations"))
	return int64(h.Sum64() >> 1)
}

// ErrNotFound is returned by lookups that find no row.
var ErrNotFound = errors.New("not found")

// NoRows maps sql.ErrNoRows to ErrNotFound and leaves other errors alone.
func NoRows(err error) error {
	if errors.Is(err, sql.ErrNoRows) {
		return ErrNotFound
	}
	return err
}

// Now is the time written to the database: UTC, truncated to microseconds so that a value
// read back from either database equals the one written.
func Now() time.Time { return time.Now().UTC().Truncate(time.Microsecond) }

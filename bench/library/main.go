// Command library measures the drafts library's list and search (drafting.Service.List) for
// one user with 10,000 drafts among 20,000, on SQLite and (with -pg) PostgreSQL: p50 and p99
// of each kind of page a user asks for. See bench/README.md ("Drafts library").
package main

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"flag"
	"fmt"
	mrand "math/rand/v2"
	"net/url"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/drafting"
	"github.com/draftsmith/draftsmith/internal/library"
	"github.com/draftsmith/draftsmith/internal/store"
)

type draftRow struct {
	bun.BaseModel `bun:"table:drafts"`

	ID         string    `bun:"id,pk"`
	UserID     string    `bun:"user_id"`
	Kind       string    `bun:"kind"`
	Title      string    `bun:"title"`
	Template   string    `bun:"template"`
	Source     string    `bun:"source"`
	Reason     string    `bun:"reason"`
	Input      string    `bun:"input"`
	Output     string    `bun:"output"`
	Subject    string    `bun:"subject"`
	CreatedAt  time.Time `bun:"created_at"`
	UpdatedAt  time.Time `bun:"updated_at"`
	Version    int       `bun:"version"`
	SearchText string    `bun:"search_text"`
}

type versionRow struct {
	bun.BaseModel `bun:"table:draft_versions"`

	DraftID   string    `bun:"draft_id,pk"`
	UserID    string    `bun:"user_id"`
	Number    int       `bun:"number,pk"`
	Template  string    `bun:"template"`
	Source    string    `bun:"source"`
	Reason    string    `bun:"reason"`
	Input     string    `bun:"input"`
	Output    string    `bun:"output"`
	Subject   string    `bun:"subject"`
	CreatedAt time.Time `bun:"created_at"`
}

var words = strings.Fields(`engineer platform billing payments customers revenue growth team led built shipped
reduced latency reliability onboarding design product market traction pricing audit support
kubernetes postgres golang react analytics hiring mentoring roadmap launch partners investors
seed round pipeline automation security compliance migration cloud costs dashboards metrics`)

func main() {
	pg := flag.String("pg", "", "PostgreSQL URL (a temporary schema is created and dropped); empty: SQLite only")
	n := flag.Int("drafts", 10000, "drafts of the measured user")
	iters := flag.Int("iters", 200, "requests per row")
	noSQLite := flag.Bool("no-sqlite", false, "measure PostgreSQL only")
	flag.Parse()
	if err := run(*pg, *n, *iters, !*noSQLite); err != nil {
		fmt.Fprintln(os.Stderr, "library:", err)
		os.Exit(1)
	}
}

func run(pg string, n, iters int, withSQLite bool) error {
	fmt.Printf("Machine: %s/%s, %d CPUs, %s. %d drafts of the user (of %d in the table), ~2 KB of text each; %d requests a row.\n\n",
		runtime.GOOS, runtime.GOARCH, runtime.NumCPU(), runtime.Version(), n, 2*n, iters)
	fmt.Println("| Database | Page | Drafts on it | p50 | p99 |")
	fmt.Println("|---|---|---:|---:|---:|")
	dir, err := os.MkdirTemp("", "library-bench")
	if err != nil {
		return err
	}
	defer os.RemoveAll(dir)
	var dbs []struct{ name, url string }
	if withSQLite {
		dbs = append(dbs, struct{ name, url string }{"sqlite", ""})
	}
	if pg != "" {
		u, drop, err := tempSchema(pg)
		if err != nil {
			return err
		}
		defer drop()
		dbs = append(dbs, struct{ name, url string }{"postgres", u})
	}
	for _, d := range dbs {
		if err := measure(d.name, store.Options{DatabaseURL: d.url, SQLitePath: filepath.Join(dir, "bench.db")}, n, iters); err != nil {
			return fmt.Errorf("%s: %w", d.name, err)
		}
	}
	return nil
}

func measure(name string, opts store.Options, n, iters int) error {
	ctx := context.Background()
	db, err := store.Open(ctx, opts)
	if err != nil {
		return err
	}
	defer db.Close()
	if _, err := store.Migrate(ctx, db); err != nil {
		return err
	}
	user, err := seed(ctx, db, n)
	if err != nil {
		return err
	}
	if store.IsPostgres(db) {
		if _, err := db.ExecContext(ctx, "ANALYZE"); err != nil {
			return err
		}
	}
	svc := drafting.New(db, nil, nil, nil)
	// A cursor half-way down the list: the 250th page of 20.
	all, err := svc.List(ctx, user, library.ListOptions{Limit: 100})
	if err != nil {
		return err
	}
	mid := all.Drafts[0].ID
	for range 49 {
		p, err := svc.List(ctx, user, library.ListOptions{Limit: 100, Cursor: all.NextCursor})
		if err != nil {
			return err
		}
		all, mid = p, p.Drafts[len(p.Drafts)-1].ID
	}
	rows := []struct {
		page string
		o    library.ListOptions
	}{
		{"first page", library.ListOptions{Limit: 20}},
		{"page 250 (cursor)", library.ListOptions{Limit: 20, Cursor: mid}},
		{"kind filter, first page", library.ListOptions{Limit: 20, Kind: draft.KindColdEmail}},
		{"kind filter, deep cursor", library.ListOptions{Limit: 20, Kind: draft.KindColdEmail, Cursor: mid}},
		{"search, common word", library.ListOptions{Limit: 20, Query: "billing"}},
		{"search, two words + kind", library.ListOptions{Limit: 20, Query: "acme kubernetes", Kind: draft.KindResume}},
		{"search, rare word (10 drafts)", library.ListOptions{Limit: 20, Query: "zeppelin"}},
		{"search, no match (whole scan)", library.ListOptions{Limit: 20, Query: "nothing-matches-this"}},
		{"bin", library.ListOptions{Limit: 20, Bin: true}},
	}
	for _, r := range rows {
		var times []time.Duration
		count := 0
		for i := range iters + 5 {
			start := time.Now()
			p, err := svc.List(ctx, user, r.o)
			if err != nil {
				return err
			}
			if i >= 5 {
				times = append(times, time.Since(start))
			}
			count = len(p.Drafts)
		}
		slices.Sort(times)
		fmt.Printf("| %s | %s | %d | %s | %s |\n", name, r.page, count, ms(times[len(times)/2]), ms(times[len(times)*99/100]))
	}
	return nil
}

// seed makes two users with n drafts each (one version each) and returns the first.
func seed(ctx context.Context, db *bun.DB, n int) (string, error) {
	r := mrand.New(mrand.NewPCG(1, 2))
	kinds := []draft.Kind{draft.KindResume, draft.KindCoverLetter, draft.KindColdEmail, draft.KindPitchDeck}
	var users []string
	for range 2 {
		id := uuid.NewString()
		now := store.Now()
		if _, err := db.ExecContext(ctx, "INSERT INTO users (id, email, email_verified, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
			id, id+"@example.com", true, now, now); err != nil {
			return "", err
		}
		users = append(users, id)
	}
	const batch = 500
	for start := 0; start < 2*n; start += batch {
		var drafts []draftRow
		var versions []versionRow
		for i := start; i < min(start+batch, 2*n); i++ {
			user := users[i%2]
			k := i / 2
			var b strings.Builder
			for w := range 300 {
				if w > 0 {
					b.WriteByte(' ')
				}
				b.WriteString(words[r.IntN(len(words))])
			}
			if k%1000 == 0 {
				b.WriteString(" zeppelin")
			}
			title := fmt.Sprintf("Draft %d", k)
			if k%7 == 0 {
				title += " for Acme"
			}
			id, _ := uuid.NewV7()
			now := store.Now()
			kind := string(kinds[k%4])
			text := b.String()
			drafts = append(drafts, draftRow{ID: id.String(), UserID: user, Kind: kind, Title: title, Template: "default", Source: "fallback",
				Input: "{}", Output: text, CreatedAt: now, UpdatedAt: now, Version: 1,
				SearchText: strings.ToLower(title) + "\n" + strings.ToLower(text)})
			versions = append(versions, versionRow{DraftID: id.String(), UserID: user, Number: 1, Template: "default", Source: "fallback",
				Input: "{}", Output: text, CreatedAt: now})
		}
		err := db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
			if _, err := tx.NewInsert().Model(&drafts).Exec(ctx); err != nil {
				return err
			}
			_, err := tx.NewInsert().Model(&versions).Exec(ctx)
			return err
		})
		if err != nil {
			return "", err
		}
	}
	// 50 drafts in the bin.
	if _, err := db.ExecContext(ctx, "UPDATE drafts SET deleted_at = ? WHERE id IN (SELECT id FROM drafts WHERE user_id = ? ORDER BY id LIMIT 50)",
		store.Now(), users[0]); err != nil {
		return "", err
	}
	return users[0], nil
}

func tempSchema(base string) (string, func(), error) {
	db, err := sql.Open("pgx", base)
	if err != nil {
		return "", nil, err
	}
	b := make([]byte, 6)
	_, _ = rand.Read(b)
	schema := "bench_" + hex.EncodeToString(b)
	if _, err := db.Exec("CREATE SCHEMA " + schema); err != nil {
		db.Close()
		return "", nil, err
	}
	u, err := url.Parse(base)
	if err != nil {
		return "", nil, err
	}
	q := u.Query()
	q.Set("search_path", schema)
	u.RawQuery = q.Encode()
	return u.String(), func() { _, _ = db.Exec("DROP SCHEMA " + schema + " CASCADE"); db.Close() }, nil
}

func ms(d time.Duration) string { return fmt.Sprintf("%.2f ms", float64(d.Microseconds())/1000) }

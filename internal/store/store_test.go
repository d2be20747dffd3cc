package store_test

import (
	"context"
	"sync"
	"testing"

	"github.com/draftsmith/draftsmith/internal/store"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
)

func TestMigrateCreatesSchemaAndIsIdempotent(t *testing.T) {
	for _, kind := range storetest.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			ctx := context.Background()
			db, err := store.Open(ctx, storetest.Options(t, kind))
			if err != nil {
				t.Fatal(err)
			}
			defer db.Close()
			applied, err := store.Migrate(ctx, db)
			if err != nil {
				t.Fatal(err)
			}
			if len(applied) == 0 {
				t.Fatal("first migrate applied nothing")
			}
			again, err := store.Migrate(ctx, db)
			if err != nil {
				t.Fatal(err)
			}
			if len(again) != 0 {
				t.Fatalf("second migrate applied %v, want nothing", again)
			}
			var n int
			if err := db.NewSelect().TableExpr("users").ColumnExpr("count(*)").Scan(ctx, &n); err != nil {
				t.Fatalf("users table missing: %v", err)
			}
		})
	}
}

// Several instances starting at once against one PostgreSQL must apply each migration once
// and all start; the advisory lock makes the others wait.
func TestConcurrentMigrateOnPostgres(t *testing.T) {
	if len(storetest.Kinds()) < 2 {
		t.Skip("TEST_DATABASE_URL not set: PostgreSQL suite not requested")
	}
	ctx := context.Background()
	opts := storetest.Options(t, storetest.Postgres)
	const instances = 5
	var wg sync.WaitGroup
	results := make([][]string, instances)
	errs := make([]error, instances)
	for i := range instances {
		wg.Add(1)
		go func() {
			defer wg.Done()
			db, err := store.Open(ctx, opts)
			if err != nil {
				errs[i] = err
				return
			}
			defer db.Close()
			results[i], errs[i] = store.Migrate(ctx, db)
		}()
	}
	wg.Wait()
	total := 0
	for i := range instances {
		if errs[i] != nil {
			t.Fatalf("instance %d: %v", i, errs[i])
		}
		total += len(results[i])
	}
	want := len(mustMigrations(t))
	if total != want {
		t.Fatalf("migrations applied %d times across instances, want %d (each once)", total, want)
	}
}

func mustMigrations(t *testing.T) []string {
	t.Helper()
	db := storetest.Open(t, storetest.SQLite)
	var names []string
	if err := db.NewSelect().TableExpr("bun_migrations").Column("name").Scan(context.Background(), &names); err != nil {
		t.Fatal(err)
	}
	return names
}

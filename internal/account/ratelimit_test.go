package account_test

import (
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
)

// Two services on one database stand for two instances: they count against one limit.
func TestRateLimitIsSharedByInstancesOnOneDatabase(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		limit := func(o *account.Options) { o.AuthRateLimit = 4 }
		a, b := newService(t, db, false, limit), newService(t, db, false, limit)
		for i := range 4 {
			svc := []fixture{a, b}[i%2].svc
			_, _, err := svc.Login(ctx, "ann@example.com", "wrong-one", account.Client{IP: "198.51.100.1"})
			wantCode(t, err, apperr.Unauthenticated, "")
		}
		for _, f := range []fixture{a, b} {
			_, _, err := f.svc.Login(ctx, "ann@example.com", "wrong-one", account.Client{IP: "198.51.100.2"})
			wantCode(t, err, apperr.RateLimited, account.MsgRateLimited)
		}
	})
}

// The limit refills smoothly: a minute's worth a minute, one attempt every 60/limit s, and a
// refused attempt says how long until the next one fits.
func TestRateLimitRefillsAndSaysWhenToRetry(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false, func(o *account.Options) { o.AuthRateLimit = 6 })
		now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
		f.svc.SetNow(func() time.Time { return now })
		try := func() error {
			_, _, err := f.svc.Login(ctx, "ann@example.com", "wrong-one", client)
			return err
		}
		for range 6 {
			wantCode(t, try(), apperr.Unauthenticated, "")
		}
		err := try()
		e, ok := apperr.As(err)
		if !ok || e.Code != apperr.RateLimited || e.RetryAfter != 10*time.Second {
			t.Fatalf("seventh attempt: %v (retry after %v), want rate limited, retry after 10s", err, e.RetryAfter)
		}
		now = now.Add(9 * time.Second)
		wantCode(t, try(), apperr.RateLimited, "")
		now = now.Add(time.Second)
		wantCode(t, try(), apperr.Unauthenticated, "")
		wantCode(t, try(), apperr.RateLimited, "")

		// Refused attempts did not count: after a full minute the bucket is full again, and
		// its rows are swept as they say nothing a missing row would not.
		now = now.Add(time.Minute)
		if err := f.svc.DeleteExpired(ctx); err != nil {
			t.Fatal(err)
		}
		if n := count(t, db, (*account.Session)(nil), "1 = 1"); n != 0 {
			t.Fatalf("%d sessions", n)
		}
		var rows int
		if err := db.NewRaw("SELECT count(*) FROM auth_rate_limits").Scan(ctx, &rows); err != nil || rows != 0 {
			t.Fatalf("%d rate-limit rows left after they refilled (%v)", rows, err)
		}
		for range 6 {
			wantCode(t, try(), apperr.Unauthenticated, "")
		}
	})
}

package quota_test

import (
	"context"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/quota"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
)

// clock is a settable time source.
type clock struct {
	mu sync.Mutex
	t  time.Time
}

func (c *clock) Now() time.Time  { c.mu.Lock(); defer c.mu.Unlock(); return c.t }
func (c *clock) Set(t time.Time) { c.mu.Lock(); defer c.mu.Unlock(); c.t = t }

type premiumSet map[string]bool

func (p premiumSet) IsPremium(_ context.Context, id string) (bool, error) { return p[id], nil }

func reserve(t *testing.T, s *quota.Service, c quota.Caller) *quota.Reservation {
	t.Helper()
	r, err := s.Reserve(context.Background(), c)
	if err != nil {
		t.Fatalf("reserve: %v", err)
	}
	return r
}

func commit(t *testing.T, db *bun.DB, s *quota.Service, r *quota.Reservation) {
	t.Helper()
	if err := s.Commit(context.Background(), db, r); err != nil {
		t.Fatalf("commit: %v", err)
	}
}

func wantLimited(t *testing.T, err error, word string) {
	t.Helper()
	e, ok := apperr.As(err)
	if !ok || e.Code != apperr.RateLimited || !strings.Contains(e.Message, "limit") || !strings.Contains(e.Message, word) {
		t.Fatalf("want a 429 mentioning 'limit' and %q, got %v", word, err)
	}
}

func ledgerSum(t *testing.T, db *bun.DB, userID string) int {
	t.Helper()
	var sum int
	if err := db.NewSelect().TableExpr("credit_ledger").ColumnExpr("COALESCE(SUM(delta), 0)").Where("user_id = ?", userID).Scan(context.Background(), &sum); err != nil {
		t.Fatal(err)
	}
	return sum
}

func credits(t *testing.T, s *quota.Service, userID string) int {
	t.Helper()
	b, err := s.Credits(context.Background(), userID)
	if err != nil {
		t.Fatal(err)
	}
	return b.Credits
}

func TestFreeAllowanceThenCreditsThenLimit(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		s := quota.New(db, quota.Options{FreeMonthly: 2, PremiumMonthly: 100})
		c := quota.Caller{UserID: storetest.NewUser(t, db)}
		for i := range 2 {
			r := reserve(t, s, c)
			if r.Source != quota.SourceAllowance || r.Plan != quota.PlanFree {
				t.Fatalf("draft %d drew on %s (%s), want the free allowance", i+1, r.Source, r.Plan)
			}
			commit(t, db, s, r)
		}
		_, err := s.Reserve(ctx, c)
		wantLimited(t, err, "free limit of 2 drafts")

		if _, err := s.AddCredits(ctx, c.UserID, 1, "purchase", "checkout:cs_1", "cs_1"); err != nil {
			t.Fatal(err)
		}
		r := reserve(t, s, c)
		if r.Source != quota.SourceCredit {
			t.Fatalf("after the allowance, drew on %s, want a credit", r.Source)
		}
		commit(t, db, s, r)
		if got := credits(t, s, c.UserID); got != 0 {
			t.Fatalf("balance %d after spending the only credit", got)
		}
		_, err = s.Reserve(ctx, c)
		wantLimited(t, err, "free limit")
		if got := ledgerSum(t, db, c.UserID); got != 0 {
			t.Fatalf("ledger sums to %d, balance is 0", got)
		}
		u, err := s.UsageOf(ctx, c)
		if err != nil {
			t.Fatal(err)
		}
		if u.Used != 2 || u.Limit != 2 || u.Remaining != 0 || u.Credits != 0 || u.Unlimited {
			t.Fatalf("usage %+v", u)
		}
	})
}

func TestReleaseGivesTheUnitBack(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		s := quota.New(db, quota.Options{FreeMonthly: 1, PremiumMonthly: 100})
		c := quota.Caller{UserID: storetest.NewUser(t, db)}

		r := reserve(t, s, c)
		if err := s.Release(ctx, r); err != nil {
			t.Fatal(err)
		}
		if err := s.Release(ctx, r); err != nil { // a second release changes nothing
			t.Fatal(err)
		}
		if err := s.Commit(ctx, db, r); err != quota.ErrNotReserved {
			t.Fatalf("commit after release: %v, want ErrNotReserved", err)
		}
		commit(t, db, s, reserve(t, s, c)) // the released unit is usable again
		_, err := s.Reserve(ctx, c)
		wantLimited(t, err, "1 draft")

		if _, err := s.AddCredits(ctx, c.UserID, 2, "purchase", "k1", ""); err != nil {
			t.Fatal(err)
		}
		r = reserve(t, s, c)
		if got := credits(t, s, c.UserID); got != 1 {
			t.Fatalf("balance %d while a credit is reserved, want 1", got)
		}
		if err := s.Release(ctx, r); err != nil {
			t.Fatal(err)
		}
		if err := s.Release(ctx, r); err != nil {
			t.Fatal(err)
		}
		if got := credits(t, s, c.UserID); got != 2 {
			t.Fatalf("balance %d after release, want 2", got)
		}
		if got := ledgerSum(t, db, c.UserID); got != 2 {
			t.Fatalf("ledger sums to %d, want 2 (purchase, spend, refund)", got)
		}
	})
}

// Release must work for a request whose context the client has already cancelled.
func TestReleaseRunsAfterTheRequestIsCancelled(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		s := quota.New(db, quota.Options{FreeMonthly: 1, PremiumMonthly: 100})
		c := quota.Caller{UserID: storetest.NewUser(t, db)}
		ctx, cancel := context.WithCancel(context.Background())
		r := reserve(t, s, c)
		cancel()
		if err := s.Release(ctx, r); err != nil {
			t.Fatal(err)
		}
		reserve(t, s, c)
	})
}

func TestPlans(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		premiumUser := storetest.NewUser(t, db)
		s := quota.New(db, quota.Options{FreeMonthly: 1, PremiumMonthly: 3, Premium: premiumSet{premiumUser: true}})
		tests := []struct {
			name      string
			caller    quota.Caller
			drafts    int // all of these succeed
			wantPlan  quota.Plan
			wantLimit string // "" means the next one succeeds too
		}{
			{"free", quota.Caller{UserID: storetest.NewUser(t, db)}, 1, quota.PlanFree, "free limit of 1 draft"},
			{"premium fair-use cap", quota.Caller{UserID: premiumUser}, 3, quota.PlanPremium, "fair-use limit of 3 drafts"},
			{"admin unlimited", quota.Caller{UserID: storetest.NewUser(t, db), IsAdmin: true}, 20, quota.PlanAdmin, ""},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				plan, err := s.PlanOf(ctx, tt.caller)
				if err != nil || plan != tt.wantPlan {
					t.Fatalf("plan %s %v, want %s", plan, err, tt.wantPlan)
				}
				if plan.PremiumTemplates() != (plan != quota.PlanFree) {
					t.Fatalf("premium templates for %s: %v", plan, plan.PremiumTemplates())
				}
				for range tt.drafts {
					commit(t, db, s, reserve(t, s, tt.caller))
				}
				_, err = s.Reserve(ctx, tt.caller)
				if tt.wantLimit == "" {
					if err != nil {
						t.Fatalf("draft %d: %v", tt.drafts+1, err)
					}
					return
				}
				wantLimited(t, err, tt.wantLimit)
			})
		}
	})
}

// The allowance is per UTC calendar month, and a unit released in the next month goes back to
// the month it was taken from.
func TestAllowanceIsPerUTCMonth(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		clk := &clock{t: time.Date(2026, 1, 31, 23, 59, 0, 0, time.UTC)}
		s := quota.New(db, quota.Options{FreeMonthly: 2, PremiumMonthly: 100, Now: clk.Now})
		c := quota.Caller{UserID: storetest.NewUser(t, db)}
		commit(t, db, s, reserve(t, s, c))
		inFlight := reserve(t, s, c)
		_, err := s.Reserve(ctx, c)
		wantLimited(t, err, "free limit")

		// 00:30 on 1 February in UTC is still 31 January in New York: UTC decides.
		clk.Set(time.Date(2026, 2, 1, 0, 30, 0, 0, time.UTC))
		if err := s.Release(ctx, inFlight); err != nil {
			t.Fatal(err)
		}
		u, _ := s.UsageOf(ctx, c)
		if u.Month != "2026-02" || u.Used != 0 || u.Remaining != 2 || !u.ResetsAt.Equal(time.Date(2026, 3, 1, 0, 0, 0, 0, time.UTC)) {
			t.Fatalf("February usage %+v", u)
		}
		commit(t, db, s, reserve(t, s, c))
		commit(t, db, s, reserve(t, s, c))
		_, err = s.Reserve(ctx, c)
		wantLimited(t, err, "free limit")

		var janUsed int
		if err := db.NewSelect().TableExpr("usage_months").Column("used").Where("user_id = ? AND month = '2026-01'", c.UserID).Scan(ctx, &janUsed); err != nil {
			t.Fatal(err)
		}
		if janUsed != 1 {
			t.Fatalf("January used %d after releasing its in-flight draft, want 1", janUsed)
		}
	})
}

// 50 generations at once against 10 units (allowance and credits mixed) spend exactly 10.
func TestConcurrentReservationsSpendExactlyWhatIsLeft(t *testing.T) {
	tests := []struct {
		name        string
		free, bonus int
	}{
		{"allowance only", 10, 0},
		{"allowance then credits", 4, 6},
		{"credits only", 0, 10},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
				ctx := context.Background()
				s := quota.New(db, quota.Options{FreeMonthly: tt.free, PremiumMonthly: 100})
				c := quota.Caller{UserID: storetest.NewUser(t, db)}
				if tt.bonus > 0 {
					if _, err := s.AddCredits(ctx, c.UserID, tt.bonus, "grant", "bonus", ""); err != nil {
						t.Fatal(err)
					}
				}
				var ok, limited atomic.Int32
				var wg sync.WaitGroup
				for range 50 {
					wg.Go(func() {
						r, err := s.Reserve(ctx, c)
						if apperr.Is(err, apperr.RateLimited) {
							limited.Add(1)
							return
						}
						if err != nil {
							t.Error(err)
							return
						}
						if err := s.Commit(ctx, db, r); err != nil {
							t.Error(err)
							return
						}
						ok.Add(1)
					})
				}
				wg.Wait()
				if ok.Load() != 10 || limited.Load() != 40 {
					t.Fatalf("%d reservations succeeded and %d were refused, want 10 and 40", ok.Load(), limited.Load())
				}
				if got := credits(t, s, c.UserID); got != 0 {
					t.Fatalf("balance %d, want 0", got)
				}
				if got := ledgerSum(t, db, c.UserID); got != 0 {
					t.Fatalf("ledger sums to %d, want 0", got)
				}
			})
		})
	}
}

func TestAddCreditsIsIdempotent(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		s := quota.New(db, quota.Options{FreeMonthly: 0, PremiumMonthly: 100})
		user := storetest.NewUser(t, db)
		var applied atomic.Int32
		var wg sync.WaitGroup
		for range 10 { // one payment event delivered ten times at once
			wg.Go(func() {
				g, err := s.AddCredits(ctx, user, 10, "purchase", "stripe:evt_1", "cs_1")
				if err != nil {
					t.Error(err)
					return
				}
				if g.Applied {
					applied.Add(1)
				}
				if g.Balance != 10 {
					t.Errorf("balance seen %d, want 10", g.Balance)
				}
			})
		}
		wg.Wait()
		if applied.Load() != 1 {
			t.Fatalf("applied %d times, want once", applied.Load())
		}
		g, err := s.AddCredits(ctx, user, 5, "purchase", "stripe:evt_2", "cs_2")
		if err != nil || !g.Applied || g.Balance != 15 {
			t.Fatalf("second purchase: %+v %v", g, err)
		}
		b, err := s.Credits(ctx, user)
		if err != nil || b.Credits != 15 || b.UpdatedAt == nil {
			t.Fatalf("credits %+v %v", b, err)
		}
		if got := ledgerSum(t, db, user); got != 15 {
			t.Fatalf("ledger sums to %d", got)
		}
		for _, bad := range []struct {
			amount int
			key    string
		}{{0, "k"}, {-3, "k"}, {1, ""}} {
			if _, err := s.AddCredits(ctx, user, bad.amount, "purchase", bad.key, ""); err == nil {
				t.Errorf("AddCredits(%d, %q) succeeded", bad.amount, bad.key)
			}
		}
	})
}

// A reservation whose request died with its process is released by the sweep; fresh ones
// are left alone.
func TestReleaseStale(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		clk := &clock{t: time.Date(2026, 3, 10, 12, 0, 0, 0, time.UTC)}
		s := quota.New(db, quota.Options{FreeMonthly: 2, PremiumMonthly: 100, Now: clk.Now})
		c := quota.Caller{UserID: storetest.NewUser(t, db)}
		old := reserve(t, s, c)
		clk.Set(clk.Now().Add(9 * time.Minute))
		fresh := reserve(t, s, c)
		clk.Set(clk.Now().Add(2 * time.Minute))

		n, err := s.ReleaseStale(ctx, 10*time.Minute)
		if err != nil || n != 1 {
			t.Fatalf("released %d (%v), want 1", n, err)
		}
		if err := s.Commit(ctx, db, old); err != quota.ErrNotReserved {
			t.Fatalf("the stale reservation is still held: %v", err)
		}
		commit(t, db, s, fresh)
		commit(t, db, s, reserve(t, s, c)) // the stale unit came back
	})
}

// Package quota decides whether a user may generate one more draft, and charges for it.
//
// Every generation first takes a reservation (Reserve), in one short transaction that
// atomically draws one unit from the user's monthly allowance — the free allowance, or the
// premium fair-use cap — or else one credit. The model call then runs with no transaction
// open. A returned draft commits the reservation in the same transaction that saves the
// draft (Commit); a failure releases it (Release), giving the unit back. Admins are
// unlimited. All of it is exact under concurrency on SQLite and PostgreSQL: the draw is a
// conditional UPDATE, never a read followed by a write.
//
// Credits change only together with a ledger row keyed by an idempotency key, so billing can
// add purchased credits through AddCredits and a replayed webhook changes nothing.
package quota

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"time"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/store"
)

// Plan is what a user's drafts are counted against.
type Plan string

const (
	PlanFree    Plan = "free"
	PlanPremium Plan = "premium"
	PlanAdmin   Plan = "admin"
)

// PremiumTemplates reports whether the plan unlocks the Classic, Modern and Creative templates.
func (p Plan) PremiumTemplates() bool { return p == PlanPremium || p == PlanAdmin }

// Source says what a reservation drew on.
type Source string

const (
	SourceAllowance Source = "allowance" // the monthly free allowance or the premium fair-use cap
	SourceCredit    Source = "credit"    // one purchased credit
	SourceUnlimited Source = "unlimited" // an admin: counted, never refused
)

// PremiumSource tells whether a user has an active or trialing subscription. Billing
// provides the real one; until then NoPremium says no to everyone.
type PremiumSource interface {
	IsPremium(ctx context.Context, userID string) (bool, error)
}

// NoPremium is the PremiumSource of a server without billing.
type NoPremium struct{}

// IsPremium always reports false.
func (NoPremium) IsPremium(context.Context, string) (bool, error) { return false, nil }

// Caller is the user a draft is for. IsAdmin comes from the account (ADMIN_EMAILS and a
// verified address).
type Caller struct {
	UserID  string
	IsAdmin bool
}

// Options configures the limits.
type Options struct {
	FreeMonthly    int // drafts per UTC calendar month on the free plan
	PremiumMonthly int // the premium fair-use cap per UTC calendar month
	Premium        PremiumSource
	// Now is the clock; store.Now when nil.
	Now func() time.Time
}

// Service applies the limits.
type Service struct {
	db   *bun.DB
	opts Options
	now  func() time.Time
}

// New returns the service. A nil opts.Premium means no one is premium.
func New(db *bun.DB, opts Options) *Service {
	if opts.Premium == nil {
		opts.Premium = NoPremium{}
	}
	now := opts.Now
	if now == nil {
		now = store.Now
	}
	return &Service{db: db, opts: opts, now: func() time.Time { return now().UTC().Truncate(time.Microsecond) }}
}

// Month is the key of the UTC calendar month t falls in.
func Month(t time.Time) string { return t.UTC().Format("2006-01") }

// PlanOf returns the caller's plan: admin, else premium, else free.
func (s *Service) PlanOf(ctx context.Context, c Caller) (Plan, error) {
	if c.IsAdmin {
		return PlanAdmin, nil
	}
	premium, err := s.opts.Premium.IsPremium(ctx, c.UserID)
	if err != nil {
		return "", fmt.Errorf("premium status: %w", err)
	}
	if premium {
		return PlanPremium, nil
	}
	return PlanFree, nil
}

// monthlyLimit is the plan's allowance; 0 with ok false means unlimited.
func (s *Service) monthlyLimit(p Plan) (limit int, limited bool) {
	switch p {
	case PlanAdmin:
		return 0, false
	case PlanPremium:
		return s.opts.PremiumMonthly, true
	default:
		return s.opts.FreeMonthly, true
	}
}

// Reservation is one unit taken for a generation in flight.
type Reservation struct {
	ID     string
	UserID string
	Month  string
	Source Source
	Plan   Plan
}

// Reservation states.
const (
	stateReserved  = "reserved"
	stateCommitted = "committed"
	stateReleased  = "released"
)

// Ledger reasons written by this package. Billing adds its own (e.g. "purchase").
const (
	ReasonDraft       = "draft"
	ReasonDraftRefund = "draft_refund"
)

// LimitMessage is the detail of the 429 a user sees when nothing is left. The web app
// reacts to the status and to the word "limit" in it.
func LimitMessage(p Plan, limit int) string {
	if p == PlanPremium {
		return fmt.Sprintf("You've reached this month's fair-use limit of %s. It resets on the 1st (UTC).", drafts(limit))
	}
	return fmt.Sprintf("You've reached your free limit of %s this month. Buy credits or upgrade to Premium for unlimited drafts.", drafts(limit))
}

func drafts(n int) string {
	if n == 1 {
		return "1 draft"
	}
	return fmt.Sprintf("%d drafts", n)
}

// Reserve takes one unit for a generation: from the monthly allowance while it lasts, else
// one credit. It fails with apperr.RateLimited when nothing is left.
func (s *Service) Reserve(ctx context.Context, c Caller) (*Reservation, error) {
	plan, err := s.PlanOf(ctx, c)
	if err != nil {
		return nil, err
	}
	now := s.now()
	r := &Reservation{ID: uuid.NewString(), UserID: c.UserID, Month: Month(now), Plan: plan}
	limit, limited := s.monthlyLimit(plan)
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if _, err := tx.ExecContext(ctx,
			"INSERT INTO usage_months (user_id, month, used, updated_at) VALUES (?, ?, 0, ?) ON CONFLICT DO NOTHING",
			c.UserID, r.Month, now); err != nil {
			return err
		}
		if !limited {
			r.Source = SourceUnlimited
			_, err := tx.ExecContext(ctx, "UPDATE usage_months SET used = used + 1, updated_at = ? WHERE user_id = ? AND month = ?",
				now, c.UserID, r.Month)
			if err != nil {
				return err
			}
			return insertReservation(ctx, tx, r, now)
		}
		var used int
		err := tx.QueryRowContext(ctx,
			"UPDATE usage_months SET used = used + 1, updated_at = ? WHERE user_id = ? AND month = ? AND used < ? RETURNING used",
			now, c.UserID, r.Month, limit).Scan(&used)
		switch {
		case err == nil:
			r.Source = SourceAllowance
			return insertReservation(ctx, tx, r, now)
		case !errors.Is(err, sql.ErrNoRows):
			return err
		}
		var balance int
		err = tx.QueryRowContext(ctx,
			"UPDATE credit_balances SET balance = balance - 1, updated_at = ? WHERE user_id = ? AND balance > 0 RETURNING balance",
			now, c.UserID).Scan(&balance)
		if errors.Is(err, sql.ErrNoRows) {
			return apperr.New(apperr.RateLimited, LimitMessage(plan, limit))
		}
		if err != nil {
			return err
		}
		r.Source = SourceCredit
		if err := insertLedger(ctx, tx, c.UserID, -1, ReasonDraft, "draft:"+r.ID, r.ID, now); err != nil {
			return err
		}
		return insertReservation(ctx, tx, r, now)
	})
	if err != nil {
		if _, ok := apperr.As(err); ok {
			return nil, err
		}
		return nil, fmt.Errorf("reserve a draft: %w", err)
	}
	return r, nil
}

func insertReservation(ctx context.Context, tx bun.Tx, r *Reservation, now time.Time) error {
	_, err := tx.ExecContext(ctx,
		"INSERT INTO quota_reservations (id, user_id, month, source, state, created_at) VALUES (?, ?, ?, ?, ?, ?)",
		r.ID, r.UserID, r.Month, string(r.Source), stateReserved, now)
	return err
}

// insertLedger records a balance change; a used idempotency key fails the transaction.
func insertLedger(ctx context.Context, tx bun.IDB, userID string, delta int, reason, key, reference string, now time.Time) error {
	_, err := tx.ExecContext(ctx,
		"INSERT INTO credit_ledger (id, user_id, delta, reason, idempotency_key, reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
		uuid.NewString(), userID, delta, reason, key, reference, now)
	return err
}

// ErrNotReserved is returned by Commit when the reservation was already settled (released by
// the stale sweep, or committed before).
var ErrNotReserved = errors.New("quota: reservation is no longer held")

// Commit marks the reservation used. Call it inside the transaction that saves the draft, so
// a draft exists exactly when its unit is spent.
func (s *Service) Commit(ctx context.Context, db bun.IDB, r *Reservation) error {
	res, err := db.ExecContext(ctx, "UPDATE quota_reservations SET state = ?, settled_at = ? WHERE id = ? AND state = ?",
		stateCommitted, s.now(), r.ID, stateReserved)
	if err != nil {
		return fmt.Errorf("commit reservation: %w", err)
	}
	if n, err := res.RowsAffected(); err != nil {
		return err
	} else if n == 0 {
		return ErrNotReserved
	}
	return nil
}

// Release gives the unit back (the generation failed or the client went away). Releasing a
// reservation that is already settled changes nothing. It runs even when ctx is cancelled.
func (s *Service) Release(ctx context.Context, r *Reservation) error {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 10*time.Second)
	defer cancel()
	return s.release(ctx, r.ID)
}

func (s *Service) release(ctx context.Context, id string) error {
	now := s.now()
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var userID, month, source string
		err := tx.QueryRowContext(ctx,
			"UPDATE quota_reservations SET state = ?, settled_at = ? WHERE id = ? AND state = ? RETURNING user_id, month, source",
			stateReleased, now, id, stateReserved).Scan(&userID, &month, &source)
		if errors.Is(err, sql.ErrNoRows) {
			return nil // already settled: nothing to give back
		}
		if err != nil {
			return fmt.Errorf("release reservation: %w", err)
		}
		switch Source(source) {
		case SourceCredit:
			if _, err := tx.ExecContext(ctx, "UPDATE credit_balances SET balance = balance + 1, updated_at = ? WHERE user_id = ?",
				now, userID); err != nil {
				return err
			}
			return insertLedger(ctx, tx, userID, 1, ReasonDraftRefund, "refund:"+id, id, now)
		default:
			_, err := tx.ExecContext(ctx,
				"UPDATE usage_months SET used = used - 1, updated_at = ? WHERE user_id = ? AND month = ? AND used > 0",
				now, userID, month)
			return err
		}
	})
}

// ReleaseStale releases reservations held longer than maxAge: their request died with its
// process. maxAge must exceed the longest generation (the AI timeout plus saving).
func (s *Service) ReleaseStale(ctx context.Context, maxAge time.Duration) (int, error) {
	var ids []string
	err := s.db.NewSelect().TableExpr("quota_reservations").Column("id").
		Where("state = ?", stateReserved).Where("created_at < ?", s.now().Add(-maxAge)).
		Limit(1000).Scan(ctx, &ids)
	if err != nil {
		return 0, fmt.Errorf("find stale reservations: %w", err)
	}
	for _, id := range ids {
		if err := s.release(ctx, id); err != nil {
			return 0, err
		}
	}
	return len(ids), nil
}

// Grant is the outcome of AddCredits.
type Grant struct {
	Applied bool // false when the idempotency key had been used: nothing changed
	Balance int
}

// AddCredits adds amount credits (amount > 0) with a ledger row under key. Calling it again
// with the same key changes nothing and reports Applied false, so a replayed payment event
// is harmless. reason says why ("purchase", "grant"), reference points at its cause (e.g. a
// checkout session id).
func (s *Service) AddCredits(ctx context.Context, userID string, amount int, reason, key, reference string) (Grant, error) {
	if amount <= 0 {
		return Grant{}, fmt.Errorf("add credits: amount must be positive, got %d", amount)
	}
	if key == "" {
		return Grant{}, errors.New("add credits: an idempotency key is required")
	}
	now := s.now()
	var g Grant
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.ExecContext(ctx,
			"INSERT INTO credit_ledger (id, user_id, delta, reason, idempotency_key, reference, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (idempotency_key) DO NOTHING",
			uuid.NewString(), userID, amount, reason, key, reference, now)
		if err != nil {
			return err
		}
		if n, err := res.RowsAffected(); err != nil {
			return err
		} else if n == 0 {
			err := tx.QueryRowContext(ctx, "SELECT balance FROM credit_balances WHERE user_id = ?", userID).Scan(&g.Balance)
			if errors.Is(err, sql.ErrNoRows) {
				return nil
			}
			return err
		}
		g.Applied = true
		return tx.QueryRowContext(ctx,
			"INSERT INTO credit_balances (user_id, balance, updated_at) VALUES (?, ?, ?) "+
				"ON CONFLICT (user_id) DO UPDATE SET balance = credit_balances.balance + excluded.balance, updated_at = excluded.updated_at "+
				"RETURNING balance",
			userID, amount, now).Scan(&g.Balance)
	})
	if err != nil {
		return Grant{}, fmt.Errorf("add credits: %w", err)
	}
	return g, nil
}

// Balance is a user's credits.
type Balance struct {
	Credits   int
	UpdatedAt *time.Time // nil when the user never had credits
}

// Credits returns the user's credit balance.
func (s *Service) Credits(ctx context.Context, userID string) (Balance, error) {
	var b struct {
		Balance   int       `bun:"balance"`
		UpdatedAt time.Time `bun:"updated_at"`
	}
	err := s.db.NewSelect().TableExpr("credit_balances").Column("balance", "updated_at").
		Where("user_id = ?", userID).Scan(ctx, &b)
	if errors.Is(err, sql.ErrNoRows) {
		return Balance{}, nil
	}
	if err != nil {
		return Balance{}, fmt.Errorf("credits: %w", err)
	}
	return Balance{Credits: b.Balance, UpdatedAt: &b.UpdatedAt}, nil
}

// Usage is what a user has used and has left this month.
type Usage struct {
	Plan      Plan
	Month     string
	Used      int  // drafts counted against the monthly allowance (in-flight ones included)
	Limit     int  // the monthly allowance; meaningless when Unlimited
	Unlimited bool // admins
	Remaining int  // allowance left this month
	Credits   int
	ResetsAt  time.Time // the start of next month, UTC
}

// UsageOf reports the caller's usage this month.
func (s *Service) UsageOf(ctx context.Context, c Caller) (Usage, error) {
	plan, err := s.PlanOf(ctx, c)
	if err != nil {
		return Usage{}, err
	}
	now := s.now()
	u := Usage{Plan: plan, Month: Month(now)}
	u.Limit, _ = s.monthlyLimit(plan)
	u.Unlimited = plan == PlanAdmin
	err = s.db.NewSelect().TableExpr("usage_months").Column("used").
		Where("user_id = ? AND month = ?", c.UserID, u.Month).Scan(ctx, &u.Used)
	if err != nil && !errors.Is(err, sql.ErrNoRows) {
		return Usage{}, fmt.Errorf("usage: %w", err)
	}
	if !u.Unlimited {
		u.Remaining = max(u.Limit-u.Used, 0)
	}
	bal, err := s.Credits(ctx, c.UserID)
	if err != nil {
		return Usage{}, err
	}
	u.Credits = bal.Credits
	y, m, _ := now.Date()
	u.ResetsAt = time.Date(y, m+1, 1, 0, 0, 0, 0, time.UTC)
	return u, nil
}

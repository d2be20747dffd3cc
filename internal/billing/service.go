package billing

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/quota"
	"github.com/draftsmith/draftsmith/internal/store"
)

// Messages users read (spec section 8 where it has one).
const (
	MsgNotYours          = "Session does not belong to this user"
	MsgCheckoutFailed    = "Failed to create checkout session."
	MsgPortalFailed      = "Failed to open billing portal."
	MsgNotPaid           = "The payment has not been completed yet. If you paid, please refresh this page in a moment."
	MsgAlreadySubscribed = "You already have an active subscription. Use Manage billing to change it."
	MsgConfirmFailed     = "We could not reach the payment provider. Please try again."
)

// ReasonPurchase is the credit ledger reason of bought credits.
const ReasonPurchase = "purchase"

// Options configures the service.
type Options struct {
	CreditsPerUnit int
	BaseURL        string // the app's origin: success, cancel and portal return URLs
	Log            *slog.Logger
}

// Service sells and fulfils. It is also the app's quota.PremiumSource.
type Service struct {
	db       *bun.DB
	quota    *quota.Service
	provider Provider
	opts     Options
	log      *slog.Logger
}

// New returns the service.
func New(db *bun.DB, q *quota.Service, p Provider, opts Options) *Service {
	log := opts.Log
	if log == nil {
		log = slog.Default()
	}
	opts.BaseURL = strings.TrimRight(opts.BaseURL, "/")
	return &Service{db: db, quota: q, provider: p, opts: opts, log: log}
}

// SetQuota gives the service the quota service (which itself needs the service as its
// PremiumSource, so one of them is wired after the other).
func (s *Service) SetQuota(q *quota.Service) { s.quota = q }

// ProviderName is "sandbox" or "stripe".
func (s *Service) ProviderName() string { return s.provider.Name() }

// Prices returns what the app sells for.
func (s *Service) Prices(ctx context.Context) (Prices, error) {
	p, err := s.provider.Prices(ctx)
	if err != nil {
		return Prices{}, wrap(apperr.Unavailable, "Prices are not available right now. Please try again.", err)
	}
	return p, nil
}

// IsPremium reports whether the user has an active or trialing subscription.
func (s *Service) IsPremium(ctx context.Context, userID string) (bool, error) {
	n, err := s.db.NewSelect().TableExpr("billing_subscriptions").
		Where("user_id = ? AND status IN (?, ?)", userID, "active", "trialing").Count(ctx)
	if err != nil {
		return false, fmt.Errorf("premium status: %w", err)
	}
	return n > 0, nil
}

// Status is the spec's billing status.
type Status struct {
	Active bool
	Plan   string // monthly | yearly | free
	Status string // the provider's subscription status, or "none"
}

// StatusOf returns the user's subscription state: the premium one if any, else the latest.
func (s *Service) StatusOf(ctx context.Context, userID string) (Status, error) {
	var rows []struct {
		Plan   string `bun:"plan"`
		Status string `bun:"status"`
	}
	err := s.db.NewSelect().TableExpr("billing_subscriptions").Column("plan", "status").
		Where("user_id = ?", userID).OrderExpr("updated_at DESC").Scan(ctx, &rows)
	if err != nil {
		return Status{}, fmt.Errorf("billing status: %w", err)
	}
	if len(rows) == 0 {
		return Status{Plan: "free", Status: "none"}, nil
	}
	for _, r := range rows {
		if PremiumStatus(r.Status) {
			return Status{Active: true, Plan: r.Plan, Status: r.Status}, nil
		}
	}
	return Status{Plan: rows[0].Plan, Status: rows[0].Status}, nil
}

// customer returns the user's customer id at the provider, creating it on first use.
func (s *Service) customer(ctx context.Context, userID, email string) (string, error) {
	var id string
	err := s.db.NewSelect().TableExpr("billing_customers").Column("customer_id").
		Where("user_id = ? AND provider = ?", userID, s.provider.Name()).Scan(ctx, &id)
	if err == nil {
		return id, nil
	}
	if !errors.Is(err, sql.ErrNoRows) {
		return "", err
	}
	created, err := s.provider.CreateCustomer(ctx, userID, email)
	if err != nil {
		return "", err
	}
	// Another request may have raced us; the first row wins (the other customer stays unused).
	if _, err := s.db.ExecContext(ctx,
		"INSERT INTO billing_customers (user_id, provider, customer_id, created_at) VALUES (?, ?, ?, ?) ON CONFLICT (user_id) DO NOTHING",
		userID, s.provider.Name(), created, store.Now()); err != nil {
		return "", err
	}
	err = s.db.NewSelect().TableExpr("billing_customers").Column("customer_id").Where("user_id = ?", userID).Scan(ctx, &id)
	return id, err
}

// Checkout starts a hosted checkout and returns its URL. quantity is clamped to 1..100
// (credits only).
func (s *Service) Checkout(ctx context.Context, userID, email string, plan Plan, quantity int) (string, error) {
	if !plan.Valid() {
		return "", apperr.Field("query.plan", "plan must be monthly, yearly or credits.")
	}
	quantity = ClampQuantity(quantity)
	if plan != PlanCredits {
		quantity = 1
		premium, err := s.IsPremium(ctx, userID)
		if err != nil {
			return "", err
		}
		if premium {
			return "", apperr.New(apperr.Conflict, MsgAlreadySubscribed)
		}
	}
	customerID, err := s.customer(ctx, userID, email)
	if err != nil {
		return "", wrap(apperr.Unavailable, MsgCheckoutFailed, err)
	}
	cs, err := s.provider.CreateCheckout(ctx, CheckoutParams{
		UserID: userID, CustomerID: customerID, Plan: plan, Quantity: quantity,
		SuccessURL: s.opts.BaseURL + "/success?session_id={CHECKOUT_SESSION_ID}",
		CancelURL:  s.opts.BaseURL + "/cancel",
	})
	if err != nil {
		return "", wrap(apperr.Unavailable, MsgCheckoutFailed, err)
	}
	if _, err := s.db.ExecContext(ctx,
		"INSERT INTO billing_checkout_sessions (id, user_id, provider, mode, plan, quantity, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
		cs.ID, userID, s.provider.Name(), string(ModeOf(plan)), string(plan), quantity, store.Now()); err != nil {
		return "", fmt.Errorf("record checkout session: %w", err)
	}
	return cs.URL, nil
}

// Portal opens the provider's billing portal for the user and returns its URL.
func (s *Service) Portal(ctx context.Context, userID, email string) (string, error) {
	customerID, err := s.customer(ctx, userID, email)
	if err != nil {
		return "", wrap(apperr.Unavailable, MsgPortalFailed, err)
	}
	u, err := s.provider.CreatePortal(ctx, customerID, s.opts.BaseURL+"/account")
	if err != nil {
		return "", wrap(apperr.Unavailable, MsgPortalFailed, err)
	}
	return u, nil
}

// Outcome is what fulfilling a checkout session did.
type Outcome struct {
	Mode        Mode
	IsPremium   bool // the user's premium state afterwards (subscriptions)
	CreditAdded int  // credits this purchase added (whichever call applied them)
	Applied     bool // this call applied it; false when it had been applied before
}

type sessionRow struct {
	ID       string `bun:"id"`
	UserID   string `bun:"user_id"`
	Mode     string `bun:"mode"`
	Plan     string `bun:"plan"`
	Quantity int    `bun:"quantity"`
}

// Confirm fulfils the checkout session for the signed-in user who returned from it
// (POST /api/billing/confirm). A session of someone else, or unknown, is refused with 403.
func (s *Service) Confirm(ctx context.Context, userID, sessionID string) (Outcome, error) {
	return s.fulfil(ctx, sessionID, userID)
}

// FulfilSession fulfils the checkout session for whoever started it (provider events).
func (s *Service) FulfilSession(ctx context.Context, sessionID string) (Outcome, error) {
	return s.fulfil(ctx, sessionID, "")
}

// fulfil is the one place a purchase is applied. caller is the user who must own the
// session, or "" when a provider event asks.
func (s *Service) fulfil(ctx context.Context, sessionID, caller string) (Outcome, error) {
	var row sessionRow
	err := s.db.NewSelect().TableExpr("billing_checkout_sessions").Column("id", "user_id", "mode", "plan", "quantity").
		Where("id = ?", sessionID).Scan(ctx, &row)
	if errors.Is(err, sql.ErrNoRows) {
		if caller != "" {
			// Unknown and foreign sessions get the same answer: no probing for ids.
			return Outcome{}, apperr.New(apperr.Forbidden, MsgNotYours)
		}
		s.log.InfoContext(ctx, "ignoring a checkout session this app did not start", "session", sessionID)
		return Outcome{}, nil
	}
	if err != nil {
		return Outcome{}, fmt.Errorf("find checkout session: %w", err)
	}
	if caller != "" && row.UserID != caller {
		return Outcome{}, apperr.New(apperr.Forbidden, MsgNotYours)
	}
	out := Outcome{Mode: Mode(row.Mode)}
	// The current truth, fetched with no transaction open.
	cs, err := s.provider.CheckoutSession(ctx, sessionID)
	if err != nil {
		return Outcome{}, wrap(apperr.Unavailable, MsgConfirmFailed, err)
	}
	if !cs.Paid() {
		if caller == "" {
			return out, nil // an async payment will send another event
		}
		return Outcome{}, apperr.New(apperr.Conflict, MsgNotPaid)
	}
	now := store.Now()
	if out.Mode == ModePayment {
		qty := row.Quantity
		if cs.Quantity > 0 {
			qty = cs.Quantity
		}
		amount := ClampQuantity(qty) * s.opts.CreditsPerUnit
		g, err := s.quota.AddCredits(ctx, row.UserID, amount, ReasonPurchase, "checkout:"+sessionID, sessionID)
		if err != nil {
			return Outcome{}, err
		}
		if _, err := s.db.ExecContext(ctx,
			"UPDATE billing_checkout_sessions SET fulfilled_at = ?, credits_added = ? WHERE id = ? AND fulfilled_at IS NULL",
			now, amount, sessionID); err != nil {
			return Outcome{}, fmt.Errorf("mark checkout fulfilled: %w", err)
		}
		out.CreditAdded, out.Applied = amount, g.Applied
		if g.Applied {
			s.log.InfoContext(ctx, "credits purchased", "user", row.UserID, "credits", amount, "session", sessionID)
		}
		return out, nil
	}
	if cs.SubscriptionID == "" {
		return Outcome{}, fmt.Errorf("paid subscription checkout %s has no subscription", sessionID)
	}
	sub, err := s.provider.Subscription(ctx, cs.SubscriptionID)
	if err != nil {
		return Outcome{}, wrap(apperr.Unavailable, MsgConfirmFailed, err)
	}
	if sub.Plan == "" {
		sub.Plan = Plan(row.Plan)
	}
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		if err := upsertSubscription(ctx, tx, row.UserID, sub, now); err != nil {
			return err
		}
		res, err := tx.ExecContext(ctx,
			"UPDATE billing_checkout_sessions SET fulfilled_at = ? WHERE id = ? AND fulfilled_at IS NULL", now, sessionID)
		if err != nil {
			return err
		}
		n, err := res.RowsAffected()
		out.Applied = n == 1
		return err
	})
	if err != nil {
		return Outcome{}, fmt.Errorf("apply subscription: %w", err)
	}
	if out.Applied {
		s.log.InfoContext(ctx, "subscription started", "user", row.UserID, "plan", sub.Plan, "status", sub.Status)
	}
	out.IsPremium, err = s.IsPremium(ctx, row.UserID)
	return out, err
}

func upsertSubscription(ctx context.Context, db bun.IDB, userID string, sub *Subscription, now time.Time) error {
	cancel := 0
	if sub.CancelAtPeriodEnd {
		cancel = 1
	}
	var periodEnd any
	if sub.CurrentPeriodEnd != nil {
		periodEnd = sub.CurrentPeriodEnd.UTC()
	}
	_, err := db.ExecContext(ctx,
		"INSERT INTO billing_subscriptions (id, user_id, customer_id, plan, status, cancel_at_period_end, current_period_end, updated_at) "+
			"VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO UPDATE SET plan = excluded.plan, status = excluded.status, "+
			"cancel_at_period_end = excluded.cancel_at_period_end, current_period_end = excluded.current_period_end, updated_at = excluded.updated_at",
		sub.ID, userID, sub.CustomerID, string(sub.Plan), sub.Status, cancel, periodEnd, now)
	return err
}

// SyncSubscription fetches the subscription from the provider and stores its state. A
// subscription of a customer this app does not know is ignored.
func (s *Service) SyncSubscription(ctx context.Context, subscriptionID string) error {
	sub, err := s.provider.Subscription(ctx, subscriptionID)
	if err != nil {
		return fmt.Errorf("fetch subscription %s: %w", subscriptionID, err)
	}
	var userID string
	err = s.db.NewSelect().TableExpr("billing_customers").Column("user_id").Where("customer_id = ?", sub.CustomerID).Scan(ctx, &userID)
	if errors.Is(err, sql.ErrNoRows) {
		s.log.InfoContext(ctx, "ignoring a subscription of an unknown customer", "subscription", subscriptionID)
		return nil
	}
	if err != nil {
		return err
	}
	if sub.Plan == "" {
		// Keep the plan we knew (a price this app does not sell any more).
		_ = s.db.NewSelect().TableExpr("billing_subscriptions").Column("plan").Where("id = ?", sub.ID).Scan(ctx, &sub.Plan)
	}
	if err := upsertSubscription(ctx, s.db, userID, sub, store.Now()); err != nil {
		return fmt.Errorf("store subscription: %w", err)
	}
	s.log.InfoContext(ctx, "subscription synced", "user", userID, "status", sub.Status)
	return nil
}

// HandleEvent processes one provider event once: an event already processed is skipped, one
// that failed is processed again on redelivery. Every object is fetched again, so events
// arriving out of order still leave the provider's current state.
func (s *Service) HandleEvent(ctx context.Context, ev Event) error {
	now := store.Now()
	if _, err := s.db.ExecContext(ctx,
		"INSERT INTO billing_webhook_events (id, type, received_at) VALUES (?, ?, ?) ON CONFLICT (id) DO NOTHING",
		ev.ID, ev.Type, now); err != nil {
		return fmt.Errorf("record event: %w", err)
	}
	var processed bun.NullTime
	if err := s.db.NewSelect().TableExpr("billing_webhook_events").Column("processed_at").Where("id = ?", ev.ID).Scan(ctx, &processed); err != nil {
		return fmt.Errorf("read event: %w", err)
	}
	if !processed.IsZero() {
		return nil
	}
	var err error
	switch ev.Type {
	case EventCheckoutCompleted, EventCheckoutAsyncSucceded:
		if ev.SessionID != "" {
			_, err = s.FulfilSession(ctx, ev.SessionID)
		}
	case EventSubscriptionCreated, EventSubscriptionUpdated, EventSubscriptionDeleted, EventInvoicePaymentFailed:
		if ev.SubscriptionID != "" {
			err = s.SyncSubscription(ctx, ev.SubscriptionID)
		}
	}
	if err != nil {
		return err
	}
	_, err = s.db.ExecContext(ctx, "UPDATE billing_webhook_events SET processed_at = ? WHERE id = ?", store.Now(), ev.ID)
	return err
}

// wrap gives a provider failure a message users may read; the cause goes to the log.
func wrap(code apperr.Code, msg string, err error) error {
	return &apperr.Error{Code: code, Message: msg, Err: err}
}

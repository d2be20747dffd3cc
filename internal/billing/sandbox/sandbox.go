// Package sandbox is the payment provider that runs with no configuration: Draftsmith itself
// serves a hosted checkout page and a billing portal page that behave like a card provider's,
// marked "Sandbox: no real charge". It keeps its own records (as the provider would) and
// reports what happens as events, so purchases run through the same fulfilment as Stripe's.
package sandbox

import (
	"context"
	"crypto/rand"
	"database/sql"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/billing"
	"github.com/draftsmith/draftsmith/internal/store"
)

// Provider is the sandbox.
type Provider struct {
	db      *bun.DB
	prices  billing.Prices
	baseURL string
	log     *slog.Logger
	// Notify receives the events a card provider would send by webhook.
	Notify func(ctx context.Context, ev billing.Event) error
}

// New returns the sandbox selling at prices; baseURL is the app's origin.
func New(db *bun.DB, prices billing.Prices, baseURL string, log *slog.Logger) *Provider {
	if log == nil {
		log = slog.Default()
	}
	return &Provider{db: db, prices: prices, baseURL: strings.TrimRight(baseURL, "/"), log: log}
}

// Name is "sandbox".
func (p *Provider) Name() string { return "sandbox" }

// Prices are the configured ones.
func (p *Provider) Prices(context.Context) (billing.Prices, error) { return p.prices, nil }

func newID(prefix string) string {
	b := make([]byte, 16)
	_, _ = rand.Read(b)
	return prefix + hex.EncodeToString(b)
}

// CreateCustomer makes a customer id; the sandbox needs no record of it.
func (p *Provider) CreateCustomer(context.Context, string, string) (string, error) {
	return newID("cus_sbx_"), nil
}

func (p *Provider) priceOf(plan billing.Plan) billing.Price {
	switch plan {
	case billing.PlanMonthly:
		return p.prices.Monthly
	case billing.PlanYearly:
		return p.prices.Yearly
	}
	return p.prices.Credits
}

// CreateCheckout opens a checkout session payable on the sandbox checkout page.
func (p *Provider) CreateCheckout(ctx context.Context, cp billing.CheckoutParams) (*billing.CheckoutSession, error) {
	id := newID("cs_sbx_")
	price := p.priceOf(cp.Plan)
	_, err := p.db.ExecContext(ctx,
		"INSERT INTO sandbox_checkout_sessions (id, customer_id, mode, plan, quantity, amount_total, currency, status, payment_status, success_url, cancel_url, created_at) "+
			"VALUES (?, ?, ?, ?, ?, ?, ?, 'open', 'unpaid', ?, ?, ?)",
		id, cp.CustomerID, string(billing.ModeOf(cp.Plan)), string(cp.Plan), cp.Quantity, price.UnitAmount*int64(cp.Quantity), price.Currency,
		strings.ReplaceAll(cp.SuccessURL, "{CHECKOUT_SESSION_ID}", id), cp.CancelURL, store.Now())
	if err != nil {
		return nil, fmt.Errorf("sandbox checkout: %w", err)
	}
	return &billing.CheckoutSession{ID: id, URL: p.baseURL + "/sandbox/checkout/" + id, CustomerID: cp.CustomerID,
		Mode: billing.ModeOf(cp.Plan), Status: "open", PaymentStatus: "unpaid", Quantity: cp.Quantity}, nil
}

type sessionRecord struct {
	ID             string `bun:"id"`
	CustomerID     string `bun:"customer_id"`
	Mode           string `bun:"mode"`
	Plan           string `bun:"plan"`
	Quantity       int    `bun:"quantity"`
	AmountTotal    int64  `bun:"amount_total"`
	Currency       string `bun:"currency"`
	Status         string `bun:"status"`
	PaymentStatus  string `bun:"payment_status"`
	SubscriptionID string `bun:"subscription_id"`
	SuccessURL     string `bun:"success_url"`
	CancelURL      string `bun:"cancel_url"`
}

// ErrNotFound is returned for an unknown id.
var ErrNotFound = errors.New("sandbox: no such object")

func (p *Provider) session(ctx context.Context, id string) (*sessionRecord, error) {
	var r sessionRecord
	err := p.db.NewSelect().TableExpr("sandbox_checkout_sessions").
		Column("id", "customer_id", "mode", "plan", "quantity", "amount_total", "currency", "status", "payment_status", "subscription_id", "success_url", "cancel_url").
		Where("id = ?", id).Scan(ctx, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	return &r, err
}

// CheckoutSession returns the session as it is now.
func (p *Provider) CheckoutSession(ctx context.Context, id string) (*billing.CheckoutSession, error) {
	r, err := p.session(ctx, id)
	if err != nil {
		return nil, err
	}
	return &billing.CheckoutSession{ID: r.ID, URL: p.baseURL + "/sandbox/checkout/" + r.ID, CustomerID: r.CustomerID,
		Mode: billing.Mode(r.Mode), Status: r.Status, PaymentStatus: r.PaymentStatus, SubscriptionID: r.SubscriptionID, Quantity: r.Quantity}, nil
}

// Subscription returns the subscription as it is now.
func (p *Provider) Subscription(ctx context.Context, id string) (*billing.Subscription, error) {
	var r struct {
		ID               string    `bun:"id"`
		CustomerID       string    `bun:"customer_id"`
		Plan             string    `bun:"plan"`
		Status           string    `bun:"status"`
		Cancel           int       `bun:"cancel_at_period_end"`
		CurrentPeriodEnd time.Time `bun:"current_period_end"`
	}
	err := p.db.NewSelect().TableExpr("sandbox_subscriptions").
		Column("id", "customer_id", "plan", "status", "cancel_at_period_end", "current_period_end").Where("id = ?", id).Scan(ctx, &r)
	if errors.Is(err, sql.ErrNoRows) {
		return nil, ErrNotFound
	}
	if err != nil {
		return nil, err
	}
	end := r.CurrentPeriodEnd
	return &billing.Subscription{ID: r.ID, CustomerID: r.CustomerID, Plan: billing.Plan(r.Plan), Status: r.Status,
		CancelAtPeriodEnd: r.Cancel != 0, CurrentPeriodEnd: &end}, nil
}

// Complete marks an open session paid, as the card provider does when the card goes
// through, and starts its subscription. It reports whether it changed anything; it does
// not notify (Pay does).
func (p *Provider) Complete(ctx context.Context, id string) (bool, error) {
	r, err := p.session(ctx, id)
	if err != nil {
		return false, err
	}
	now := store.Now()
	changed := false
	err = p.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		subID := ""
		if r.Mode == string(billing.ModeSubscription) {
			subID = newID("sub_sbx_")
		}
		res, err := tx.ExecContext(ctx,
			"UPDATE sandbox_checkout_sessions SET status = 'complete', payment_status = 'paid', subscription_id = ? WHERE id = ? AND status = 'open'",
			subID, id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return nil
		}
		changed = true
		if subID == "" {
			return nil
		}
		end := now.AddDate(0, 1, 0)
		if r.Plan == string(billing.PlanYearly) {
			end = now.AddDate(1, 0, 0)
		}
		_, err = tx.ExecContext(ctx,
			"INSERT INTO sandbox_subscriptions (id, customer_id, plan, status, cancel_at_period_end, current_period_end, updated_at) VALUES (?, ?, ?, 'active', 0, ?, ?)",
			subID, r.CustomerID, r.Plan, end, now)
		return err
	})
	return changed, err
}

// notify delivers an event; a failure is logged, as a provider would retry (and /success
// confirms anyway).
func (p *Provider) notify(ctx context.Context, ev billing.Event) {
	if p.Notify == nil {
		return
	}
	ev.ID = newID("evt_sbx_")
	if err := p.Notify(ctx, ev); err != nil {
		p.log.WarnContext(ctx, "sandbox event not processed", "type", ev.Type, "err", err)
	}
}

// CreatePortal opens a portal session valid for an hour.
func (p *Provider) CreatePortal(ctx context.Context, customerID, returnURL string) (string, error) {
	id := newID("bps_sbx_")
	_, err := p.db.ExecContext(ctx,
		"INSERT INTO sandbox_portal_sessions (id, customer_id, return_url, expires_at) VALUES (?, ?, ?, ?)",
		id, customerID, returnURL, store.Now().Add(time.Hour))
	if err != nil {
		return "", fmt.Errorf("sandbox portal: %w", err)
	}
	return p.baseURL + "/sandbox/portal/" + id, nil
}

// SetSubscriptionStatus changes a subscription as the portal's Cancel (canceled) and Resume
// (active) do, and notifies.
func (p *Provider) SetSubscriptionStatus(ctx context.Context, id, status string) error {
	res, err := p.db.ExecContext(ctx, "UPDATE sandbox_subscriptions SET status = ?, updated_at = ? WHERE id = ?", status, store.Now(), id)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return ErrNotFound
	}
	typ := billing.EventSubscriptionUpdated
	if status == "canceled" {
		typ = billing.EventSubscriptionDeleted
	}
	p.notify(ctx, billing.Event{Type: typ, SubscriptionID: id})
	return nil
}

// CancelSubscription cancels the subscription at once, as the card provider does, and
// notifies as it would.
func (p *Provider) CancelSubscription(ctx context.Context, id string) (*billing.Subscription, error) {
	if err := p.SetSubscriptionStatus(ctx, id, "canceled"); err != nil {
		return nil, err
	}
	return p.Subscription(ctx, id)
}

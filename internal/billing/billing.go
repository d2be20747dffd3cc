// Package billing sells premium subscriptions (monthly, yearly) and credits through a
// payment provider: the built-in sandbox by default, Stripe when configured.
//
// Provider events (a webhook, the sandbox's Pay button) and the browser's return to /success
// are only triggers: both end in one fulfilment function that fetches the checkout session
// from the provider, checks that it is paid and that it belongs to the caller, and applies it
// exactly once — credits through the quota ledger under the key "checkout:<session id>", a
// subscription by storing the provider's current state of it. Replays and races change
// nothing: the ledger key is unique, and a subscription row is always the provider's truth.
package billing

import (
	"context"
	"time"
)

// Plan is what a checkout sells.
type Plan string

const (
	PlanMonthly Plan = "monthly"
	PlanYearly  Plan = "yearly"
	PlanCredits Plan = "credits"
)

// Valid reports whether p is a known plan.
func (p Plan) Valid() bool { return p == PlanMonthly || p == PlanYearly || p == PlanCredits }

// Mode is the checkout's kind, in the provider's words.
type Mode string

const (
	ModeSubscription Mode = "subscription"
	ModePayment      Mode = "payment"
)

// ModeOf returns the checkout mode that sells p.
func ModeOf(p Plan) Mode {
	if p == PlanCredits {
		return ModePayment
	}
	return ModeSubscription
}

// Quantity limits of a credits checkout (the spec's 1 to 100).
const (
	MinQuantity = 1
	MaxQuantity = 100
)

// ClampQuantity brings n into 1..100.
func ClampQuantity(n int) int { return min(max(n, MinQuantity), MaxQuantity) }

// Price is one price in minor units (cents). Interval is "month" or "year" for
// subscriptions and empty for one-time payments.
type Price struct {
	UnitAmount int64
	Currency   string
	Interval   string
}

// Prices are what the app sells.
type Prices struct {
	Monthly, Yearly, Credits Price
}

// CheckoutParams describe a checkout to start.
type CheckoutParams struct {
	UserID     string
	CustomerID string
	Plan       Plan
	Quantity   int
	// SuccessURL contains the placeholder {CHECKOUT_SESSION_ID}.
	SuccessURL string
	CancelURL  string
}

// CheckoutSession is a provider's checkout session as it is now.
type CheckoutSession struct {
	ID             string
	URL            string
	CustomerID     string
	Mode           Mode
	Status         string // open | complete | expired
	PaymentStatus  string // unpaid | paid | no_payment_required
	SubscriptionID string
	Quantity       int // units bought (credits checkouts); 0 when unknown
}

// Paid reports whether the provider says the money is in.
func (c *CheckoutSession) Paid() bool {
	return c.Status == "complete" && (c.PaymentStatus == "paid" || c.PaymentStatus == "no_payment_required")
}

// Subscription is a provider's subscription as it is now.
type Subscription struct {
	ID                string
	CustomerID        string
	Plan              Plan   // monthly | yearly
	Status            string // active, trialing, past_due, canceled, unpaid, incomplete…
	CancelAtPeriodEnd bool
	CurrentPeriodEnd  *time.Time
}

// PremiumStatus reports whether a subscription status grants premium.
func PremiumStatus(status string) bool { return status == "active" || status == "trialing" }

// Event is a provider event reduced to what it points at. It is a trigger: the object it
// names is fetched again before anything changes.
type Event struct {
	ID             string
	Type           string
	SessionID      string // checkout.session.*
	SubscriptionID string // customer.subscription.*, invoice.*
}

// Event types handled.
const (
	EventCheckoutCompleted     = "checkout.session.completed"
	EventCheckoutAsyncSucceded = "checkout.session.async_payment_succeeded"
	EventSubscriptionCreated   = "customer.subscription.created"
	EventSubscriptionUpdated   = "customer.subscription.updated"
	EventSubscriptionDeleted   = "customer.subscription.deleted"
	EventInvoicePaymentFailed  = "invoice.payment_failed"
)

// Provider is a card payment provider: the sandbox or Stripe.
type Provider interface {
	Name() string
	Prices(ctx context.Context) (Prices, error)
	CreateCustomer(ctx context.Context, userID, email string) (customerID string, err error)
	CreateCheckout(ctx context.Context, p CheckoutParams) (*CheckoutSession, error)
	CheckoutSession(ctx context.Context, id string) (*CheckoutSession, error)
	Subscription(ctx context.Context, id string) (*Subscription, error)
	CreatePortal(ctx context.Context, customerID, returnURL string) (url string, err error)
	// CancelSubscription ends a subscription at once (no renewal, no refund) and returns
	// its state afterwards: what deleting an account does (docs/adr/0026).
	CancelSubscription(ctx context.Context, id string) (*Subscription, error)
}

// WebhookParser verifies a provider's webhook delivery on its raw body and reduces it to an
// Event. Only Stripe has one; the sandbox notifies in-process.
type WebhookParser interface {
	ParseWebhook(payload []byte, signatureHeader string) (Event, error)
}

// Package stripe is the Stripe payment provider: one customer per user, Checkout Sessions,
// the Customer Portal, and webhooks verified on the raw body.
package stripe

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"sync"
	"time"

	sdk "github.com/stripe/stripe-go/v85"
	"github.com/stripe/stripe-go/v85/webhook"

	"github.com/draftsmith/draftsmith/internal/billing"
)

// Config holds the keys and Price ids.
type Config struct {
	SecretKey     string
	WebhookSecret string
	PriceMonthly  string
	PriceYearly   string
	PriceCredits  string
	APIURL        string // https://api.stripe.com, or stripe-mock in tests
}

// Provider talks to Stripe.
type Provider struct {
	cfg    Config
	client *sdk.Client

	mu       sync.Mutex
	prices   billing.Prices
	pricesAt time.Time
}

// New returns the provider.
func New(cfg Config) *Provider {
	opts := []sdk.ClientOption{}
	if cfg.APIURL != "" {
		u := strings.TrimRight(cfg.APIURL, "/")
		opts = append(opts, sdk.WithBackends(sdk.NewBackendsWithConfig(&sdk.BackendConfig{URL: sdk.String(u)})))
	}
	return &Provider{cfg: cfg, client: sdk.NewClient(cfg.SecretKey, opts...)}
}

// Name is "stripe".
func (p *Provider) Name() string { return "stripe" }

const pricesTTL = 10 * time.Minute

// Prices reads the configured Price objects (cached for ten minutes).
func (p *Provider) Prices(ctx context.Context) (billing.Prices, error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.pricesAt.IsZero() && time.Since(p.pricesAt) < pricesTTL {
		return p.prices, nil
	}
	var out billing.Prices
	for _, it := range []struct {
		id  string
		dst *billing.Price
	}{{p.cfg.PriceMonthly, &out.Monthly}, {p.cfg.PriceYearly, &out.Yearly}, {p.cfg.PriceCredits, &out.Credits}} {
		pr, err := p.client.V1Prices.Retrieve(ctx, it.id, nil)
		if err != nil {
			return billing.Prices{}, fmt.Errorf("stripe price %s: %w", it.id, err)
		}
		*it.dst = billing.Price{UnitAmount: pr.UnitAmount, Currency: string(pr.Currency)}
		if pr.Recurring != nil {
			it.dst.Interval = string(pr.Recurring.Interval)
		}
	}
	p.prices, p.pricesAt = out, time.Now()
	return out, nil
}

// CreateCustomer makes the user's Stripe customer.
func (p *Provider) CreateCustomer(ctx context.Context, userID, email string) (string, error) {
	params := &sdk.CustomerCreateParams{Email: sdk.String(email)}
	params.AddMetadata("user_id", userID)
	params.SetIdempotencyKey("customer:" + userID)
	c, err := p.client.V1Customers.Create(ctx, params)
	if err != nil {
		return "", fmt.Errorf("stripe customer: %w", err)
	}
	return c.ID, nil
}

func (p *Provider) priceID(plan billing.Plan) string {
	switch plan {
	case billing.PlanMonthly:
		return p.cfg.PriceMonthly
	case billing.PlanYearly:
		return p.cfg.PriceYearly
	}
	return p.cfg.PriceCredits
}

// CreateCheckout starts a Checkout Session.
func (p *Provider) CreateCheckout(ctx context.Context, cp billing.CheckoutParams) (*billing.CheckoutSession, error) {
	mode := billing.ModeOf(cp.Plan)
	params := &sdk.CheckoutSessionCreateParams{
		Mode:              sdk.String(string(mode)),
		Customer:          sdk.String(cp.CustomerID),
		ClientReferenceID: sdk.String(cp.UserID),
		SuccessURL:        sdk.String(cp.SuccessURL),
		CancelURL:         sdk.String(cp.CancelURL),
		LineItems: []*sdk.CheckoutSessionCreateLineItemParams{{
			Price: sdk.String(p.priceID(cp.Plan)), Quantity: sdk.Int64(int64(cp.Quantity)),
		}},
	}
	params.AddMetadata("user_id", cp.UserID)
	params.AddMetadata("plan", string(cp.Plan))
	s, err := p.client.V1CheckoutSessions.Create(ctx, params)
	if err != nil {
		return nil, fmt.Errorf("stripe checkout: %w", err)
	}
	out := session(s)
	out.Quantity = cp.Quantity
	return out, nil
}

func session(s *sdk.CheckoutSession) *billing.CheckoutSession {
	out := &billing.CheckoutSession{ID: s.ID, URL: s.URL, Mode: billing.Mode(s.Mode), Status: string(s.Status), PaymentStatus: string(s.PaymentStatus)}
	if s.Customer != nil {
		out.CustomerID = s.Customer.ID
	}
	if s.Subscription != nil {
		out.SubscriptionID = s.Subscription.ID
	}
	if s.LineItems != nil {
		for _, li := range s.LineItems.Data {
			out.Quantity += int(li.Quantity)
		}
	}
	return out
}

// CheckoutSession fetches the session with its line items.
func (p *Provider) CheckoutSession(ctx context.Context, id string) (*billing.CheckoutSession, error) {
	params := &sdk.CheckoutSessionRetrieveParams{}
	params.AddExpand("line_items")
	s, err := p.client.V1CheckoutSessions.Retrieve(ctx, id, params)
	if err != nil {
		return nil, fmt.Errorf("stripe checkout session %s: %w", id, err)
	}
	return session(s), nil
}

// Subscription fetches the subscription; Plan is empty when its price is not one of ours.
func (p *Provider) Subscription(ctx context.Context, id string) (*billing.Subscription, error) {
	s, err := p.client.V1Subscriptions.Retrieve(ctx, id, nil)
	if err != nil {
		return nil, fmt.Errorf("stripe subscription %s: %w", id, err)
	}
	out := &billing.Subscription{ID: s.ID, Status: string(s.Status), CancelAtPeriodEnd: s.CancelAtPeriodEnd}
	if s.Customer != nil {
		out.CustomerID = s.Customer.ID
	}
	if s.Items != nil {
		for _, it := range s.Items.Data {
			if it.Price != nil {
				switch it.Price.ID {
				case p.cfg.PriceMonthly:
					out.Plan = billing.PlanMonthly
				case p.cfg.PriceYearly:
					out.Plan = billing.PlanYearly
				}
			}
			if it.CurrentPeriodEnd > 0 {
				end := time.Unix(it.CurrentPeriodEnd, 0).UTC()
				out.CurrentPeriodEnd = &end
			}
		}
	}
	return out, nil
}

// CreatePortal opens a Customer Portal session.
func (p *Provider) CreatePortal(ctx context.Context, customerID, returnURL string) (string, error) {
	s, err := p.client.V1BillingPortalSessions.Create(ctx, &sdk.BillingPortalSessionCreateParams{
		Customer: sdk.String(customerID), ReturnURL: sdk.String(returnURL),
	})
	if err != nil {
		return "", fmt.Errorf("stripe portal: %w", err)
	}
	return s.URL, nil
}

// CancelSubscription cancels the subscription at once, without proration: the user is
// deleting their account.
func (p *Provider) CancelSubscription(ctx context.Context, id string) (*billing.Subscription, error) {
	params := &sdk.SubscriptionCancelParams{
		CancellationDetails: &sdk.SubscriptionCancelCancellationDetailsParams{Comment: sdk.String("The customer deleted their Draftsmith account.")},
	}
	params.SetIdempotencyKey("cancel-on-account-deletion:" + id)
	if _, err := p.client.V1Subscriptions.Cancel(ctx, id, params); err != nil {
		return nil, fmt.Errorf("stripe cancel subscription %s: %w", id, err)
	}
	// The answer's status is Stripe's; fetch it in the shape the rest of the app reads.
	return p.Subscription(ctx, id)
}

// ParseWebhook verifies the Stripe-Signature header on the raw body (dated within the
// default five-minute tolerance, either way) and names the object the event is about. The
// event's own copy of the object is not trusted: fulfilment fetches it again.
func (p *Provider) ParseWebhook(payload []byte, header string) (billing.Event, error) {
	ev, err := webhook.ConstructEventWithOptions(payload, header, p.cfg.WebhookSecret,
		webhook.ConstructEventOptions{IgnoreAPIVersionMismatch: true})
	if err != nil {
		return billing.Event{}, err
	}
	// The SDK refuses signatures older than the tolerance but not ones dated ahead: such a
	// delivery, captured, would stay replayable until its date came round.
	if at, ok := signedAt(header); !ok || time.Until(at) > webhook.DefaultTolerance {
		return billing.Event{}, errors.New("stripe signature dated in the future")
	}
	out := billing.Event{ID: ev.ID, Type: string(ev.Type)}
	if ev.Data == nil {
		return out, errors.New("stripe event without data")
	}
	var obj struct {
		ID           string `json:"id"`
		Object       string `json:"object"`
		Subscription any    `json:"subscription"`
		Parent       *struct {
			SubscriptionDetails *struct {
				Subscription any `json:"subscription"`
			} `json:"subscription_details"`
		} `json:"parent"`
	}
	if err := json.Unmarshal(ev.Data.Raw, &obj); err != nil {
		return out, fmt.Errorf("stripe event object: %w", err)
	}
	switch obj.Object {
	case "checkout.session":
		out.SessionID = obj.ID
	case "subscription":
		out.SubscriptionID = obj.ID
	case "invoice":
		out.SubscriptionID = idOf(obj.Subscription)
		if out.SubscriptionID == "" && obj.Parent != nil && obj.Parent.SubscriptionDetails != nil {
			out.SubscriptionID = idOf(obj.Parent.SubscriptionDetails.Subscription)
		}
	}
	return out, nil
}

// signedAt is the t= timestamp of a Stripe-Signature header ("t=1495999758,v1=…"); the last
// one counts, as in the SDK's check.
func signedAt(header string) (time.Time, bool) {
	var at time.Time
	found := false
	for _, part := range strings.Split(header, ",") {
		if v, ok := strings.CutPrefix(part, "t="); ok {
			secs, err := strconv.ParseInt(v, 10, 64)
			if err != nil {
				return time.Time{}, false
			}
			at, found = time.Unix(secs, 0), true
		}
	}
	return at, found
}

// idOf reads an expandable field: an id, or an object with one.
func idOf(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case map[string]any:
		id, _ := x["id"].(string)
		return id
	}
	return ""
}

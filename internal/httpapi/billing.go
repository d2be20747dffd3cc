package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/billing"
)

// Sign-in messages of the billing calls (spec section 5).
const (
	msgSignInToUpgrade = "Please sign in to upgrade."
	msgSignInToManage  = "Please sign in to manage billing."
)

// profileOf is the spec's profile with is_premium from billing.
func (s *Server) profileOf(ctx context.Context, u *account.User) account.Profile {
	p := s.accounts.ProfileOf(u)
	if s.billing != nil {
		premium, err := s.billing.IsPremium(ctx, u.ID)
		if err != nil {
			s.log.WarnContext(ctx, "premium status unavailable", "err", err)
		}
		p.IsPremium = premium
	}
	return p
}

type priceBody struct {
	UnitAmount int64  `json:"unit_amount" doc:"Minor units (cents); show unit_amount / 100"`
	Currency   string `json:"currency" example:"usd"`
	Interval   string `json:"interval" enum:"month,year,one_time" doc:"Billing interval; one_time for credits (price of one unit)"`
}

type pricesOutput struct {
	Body struct {
		Monthly        priceBody `json:"monthly"`
		Yearly         priceBody `json:"yearly"`
		Credits        priceBody `json:"credits"`
		CreditsPerUnit int       `json:"credits_per_unit" doc:"Credits one purchased unit adds"`
		Provider       string    `json:"provider" enum:"sandbox,stripe" doc:"sandbox: no real charge"`
	}
}

type billingStatusOutput struct {
	Body struct {
		Active bool   `json:"active" doc:"An active or trialing subscription"`
		Plan   string `json:"plan" enum:"free,monthly,yearly"`
		Status string `json:"status" doc:"The provider's subscription status (active, trialing, past_due, canceled, unpaid, incomplete…), or none"`
	}
}

type creditsOutput struct {
	Body struct {
		Credits   int        `json:"credits"`
		UpdatedAt *time.Time `json:"updated_at" nullable:"true" doc:"Last change; null when the user never had credits"`
	}
}

type checkoutInput struct {
	Plan     string `query:"plan" required:"true" enum:"monthly,yearly,credits"`
	Quantity int    `query:"quantity" default:"1" doc:"Credit units (credits only); clamped to 1–100"`
}

type urlOutput struct {
	Body struct {
		URL string `json:"url" doc:"Where to send the browser"`
	}
}

type confirmPurchaseInput struct {
	SessionID string `query:"session_id" required:"true" minLength:"1" maxLength:"255"`
}

type confirmOutput struct {
	Body struct {
		OK          bool   `json:"ok"`
		Mode        string `json:"mode" enum:"subscription,payment"`
		IsPremium   bool   `json:"is_premium"`
		CreditAdded int    `json:"credit_added" doc:"Credits this purchase added"`
	}
}

type webhookInput struct {
	Signature string `header:"Stripe-Signature"`
	RawBody   []byte // no contentType tag: Huma would refuse Stripe's deliveries with 422
}

type webhookOutput struct {
	Body struct {
		Received bool `json:"received"`
	}
}

func price(p billing.Price) priceBody {
	interval := p.Interval
	if interval == "" {
		interval = "one_time"
	}
	return priceBody{UnitAmount: p.UnitAmount, Currency: p.Currency, Interval: interval}
}

func requireUserFor(ctx context.Context, msg string) (*account.User, error) {
	if s := sessionFrom(ctx); s != nil {
		return s.user, nil
	}
	return nil, problem(ctx, apperr.New(apperr.Unauthenticated, msg))
}

func (s *Server) registerBilling(api huma.API) {
	tags := []string{"billing"}
	huma.Register(api, huma.Operation{
		OperationID: "get-prices", Method: http.MethodGet, Path: "/api/billing/prices", Tags: tags,
		Summary: "Prices of the monthly and yearly plans and of one credit unit (public)",
	}, func(ctx context.Context, _ *struct{}) (*pricesOutput, error) {
		p, err := s.billing.Prices(ctx)
		if err != nil {
			return nil, problem(ctx, err)
		}
		out := &pricesOutput{}
		out.Body.Monthly, out.Body.Yearly, out.Body.Credits = price(p.Monthly), price(p.Yearly), price(p.Credits)
		out.Body.CreditsPerUnit = s.creditsPerUnit
		out.Body.Provider = s.billing.ProviderName()
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "get-billing-status", Method: http.MethodGet, Path: "/api/billing/status", Tags: tags,
		Summary: "The signed-in user's subscription", Errors: []int{http.StatusUnauthorized},
	}, func(ctx context.Context, _ *struct{}) (*billingStatusOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		st, err := s.billing.StatusOf(ctx, u.ID)
		if err != nil {
			return nil, problem(ctx, err)
		}
		out := &billingStatusOutput{}
		out.Body.Active, out.Body.Plan, out.Body.Status = st.Active, st.Plan, st.Status
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "get-credits", Method: http.MethodGet, Path: "/api/billing/credits", Tags: tags,
		Summary: "The signed-in user's credit balance", Errors: []int{http.StatusUnauthorized},
	}, func(ctx context.Context, _ *struct{}) (*creditsOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		b, err := s.quota.Credits(ctx, u.ID)
		if err != nil {
			return nil, problem(ctx, err)
		}
		out := &creditsOutput{}
		out.Body.Credits, out.Body.UpdatedAt = b.Credits, b.UpdatedAt
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "create-checkout", Method: http.MethodPost, Path: "/api/billing/checkout", Tags: tags,
		Summary:     "Start a hosted checkout: a subscription (monthly, yearly) or credits (quantity units)",
		Description: "Answers the checkout page's url. quantity is clamped to 1–100.",
		Errors:      []int{http.StatusUnauthorized, http.StatusConflict, http.StatusUnprocessableEntity, http.StatusServiceUnavailable},
	}, func(ctx context.Context, in *checkoutInput) (*urlOutput, error) {
		u, err := requireUserFor(ctx, msgSignInToUpgrade)
		if err != nil {
			return nil, err
		}
		url, err := s.billing.Checkout(ctx, u.ID, u.Email, billing.Plan(in.Plan), in.Quantity)
		if err != nil {
			return nil, problem(ctx, err)
		}
		out := &urlOutput{}
		out.Body.URL = url
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "open-billing-portal", Method: http.MethodPost, Path: "/api/billing/portal", Tags: tags,
		Summary: "Open the billing portal (cancel, resume, payment methods, invoices)",
		Errors:  []int{http.StatusUnauthorized, http.StatusServiceUnavailable},
	}, func(ctx context.Context, _ *struct{}) (*urlOutput, error) {
		u, err := requireUserFor(ctx, msgSignInToManage)
		if err != nil {
			return nil, err
		}
		url, err := s.billing.Portal(ctx, u.ID, u.Email)
		if err != nil {
			return nil, problem(ctx, err)
		}
		out := &urlOutput{}
		out.Body.URL = url
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "confirm-checkout", Method: http.MethodPost, Path: "/api/billing/confirm", Tags: tags,
		Summary:     "Finalise a purchase on return from checkout",
		Description: "Applies the paid checkout session once (a webhook may have done it already). A session of another user gets 403 'Session does not belong to this user'; an unpaid one 409.",
		Errors:      []int{http.StatusUnauthorized, http.StatusForbidden, http.StatusConflict, http.StatusServiceUnavailable},
	}, func(ctx context.Context, in *confirmPurchaseInput) (*confirmOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		o, err := s.billing.Confirm(ctx, u.ID, in.SessionID)
		if err != nil {
			return nil, problem(ctx, err)
		}
		out := &confirmOutput{}
		out.Body.OK, out.Body.Mode, out.Body.IsPremium, out.Body.CreditAdded = true, string(o.Mode), o.IsPremium, o.CreditAdded
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "stripe-webhook", Method: http.MethodPost, Path: "/api/webhooks/stripe", Tags: []string{"webhooks"},
		Summary:     "Stripe events (signed)",
		Description: "Verified on the raw body with STRIPE_WEBHOOK_SECRET; each event is a trigger that re-fetches its object. A body over 1 MiB is refused with 413.",
		Errors:      []int{http.StatusBadRequest, http.StatusNotFound, http.StatusRequestEntityTooLarge},
		// Huma caps typed bodies, and the time to send them, by default; not a raw one.
		MaxBodyBytes: maxRequestBody, BodyReadTimeout: bodyReadTimeout,
	}, func(ctx context.Context, in *webhookInput) (*webhookOutput, error) {
		if s.webhooks == nil {
			return nil, problem(ctx, apperr.New(apperr.NotFound, "Stripe webhooks are not enabled on this server."))
		}
		ev, err := s.webhooks.ParseWebhook(in.RawBody, in.Signature)
		if err != nil {
			s.log.WarnContext(ctx, "refused a webhook", "err", err)
			return nil, problem(ctx, apperr.New(apperr.BadRequest, "Invalid webhook signature."))
		}
		if err := s.billing.HandleEvent(ctx, ev); err != nil {
			// A 500 makes Stripe deliver it again later.
			return nil, problem(ctx, err)
		}
		out := &webhookOutput{}
		out.Body.Received = true
		return out, nil
	})
}

package sandbox

import (
	"database/sql"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"strings"
	"time"

	"github.com/draftsmith/draftsmith/internal/billing"
	"github.com/draftsmith/draftsmith/internal/store"
)

// Handler serves the hosted pages under /sandbox/: the checkout and the billing portal.
func (p *Provider) Handler() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("GET /sandbox/checkout/{id}", p.checkoutPage)
	mux.HandleFunc("POST /sandbox/checkout/{id}/pay", p.pay)
	mux.HandleFunc("GET /sandbox/portal/{id}", p.portalPage)
	mux.HandleFunc("POST /sandbox/portal/{id}/subscriptions/{sub}/{action}", p.portalAction)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-store")
		w.Header().Set("X-Robots-Tag", "noindex")
		mux.ServeHTTP(w, r)
	})
}

// Money formats minor units like the web app: unit_amount / 100 in the currency.
func Money(amount int64, currency string) string {
	return fmt.Sprintf("%s %d.%02d", strings.ToUpper(currency), amount/100, amount%100)
}

var pageTmpl = template.Must(template.New("page").Funcs(template.FuncMap{"money": Money}).Parse(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>{{.Title}} | Draftsmith</title><link rel="icon" type="image/svg+xml" href="/favicon.svg">
<style>
body{font-family:system-ui,sans-serif;background:#f6f9fc;color:#1a1f36;margin:0}
.banner{background:#ffb020;color:#1a1f36;text-align:center;padding:.5rem;font-weight:600}
main{max-width:28rem;margin:2rem auto;background:#fff;border-radius:.75rem;box-shadow:0 2px 12px rgba(0,0,0,.08);padding:2rem}
h1{font-size:1.25rem;margin:0 0 1rem} .amount{font-size:2rem;font-weight:700;margin:.5rem 0 1.5rem}
label{display:block;font-size:.85rem;margin:.75rem 0 .25rem} input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #c4cdd5;border-radius:.4rem}
button,.link{display:inline-block;margin-top:1.25rem;padding:.7rem 1.2rem;border-radius:.4rem;border:0;font-size:1rem;cursor:pointer;text-decoration:none}
button.primary{background:#635bff;color:#fff;width:100%} .link{color:#635bff;padding-left:0}
.row{display:flex;justify-content:space-between;align-items:center;border-top:1px solid #e3e8ee;padding:.75rem 0}
.muted{color:#697386;font-size:.9rem}
</style></head><body>
<div class="banner" role="note">Sandbox: no real charge</div>
<main>
{{if .Error}}<h1>{{.Title}}</h1><p>{{.Error}}</p>
{{else if .Checkout}}{{with .Checkout}}
<h1>Draftsmith — {{$.Item}}</h1>
<div class="amount">{{money .AmountTotal .Currency}}{{if $.Interval}} <span class="muted">per {{$.Interval}}</span>{{end}}</div>
{{if eq .Status "open"}}
<form method="post" action="/sandbox/checkout/{{.ID}}/pay">
<label for="card">Card number</label><input id="card" name="card" value="4242 4242 4242 4242" autocomplete="off">
<button class="primary" type="submit">Pay {{money .AmountTotal .Currency}}</button>
</form>
<a class="link" href="{{.CancelURL}}">Cancel</a>
{{else}}<p>This checkout is {{.Status}}.</p><a class="link" href="{{.SuccessURL}}">Continue</a>{{end}}
{{end}}
{{else}}
<h1>Billing portal</h1>
{{range .Subscriptions}}<div class="row"><div><strong>Draftsmith Premium ({{.Plan}})</strong><br><span class="muted">Status: {{.Status}}</span></div>
<form method="post" action="/sandbox/portal/{{$.PortalID}}/subscriptions/{{.ID}}/{{if eq .Status "canceled"}}resume{{else}}cancel{{end}}">
<button type="submit">{{if eq .Status "canceled"}}Resume subscription{{else}}Cancel subscription{{end}}</button></form></div>
{{else}}<p class="muted">No subscriptions yet.</p>{{end}}
<a class="link" href="{{.ReturnURL}}">Return to Draftsmith</a>
{{end}}
</main></body></html>`))

type pageData struct {
	Title, Error   string
	Checkout       *sessionRecord
	Item, Interval string
	PortalID       string
	ReturnURL      string
	Subscriptions  []subscriptionRow
}

type subscriptionRow struct {
	ID     string `bun:"id"`
	Plan   string `bun:"plan"`
	Status string `bun:"status"`
}

func (p *Provider) render(w http.ResponseWriter, status int, d pageData) {
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	if err := pageTmpl.Execute(w, d); err != nil {
		p.log.Warn("sandbox page", "err", err)
	}
}

func (p *Provider) checkoutPage(w http.ResponseWriter, r *http.Request) {
	s, err := p.session(r.Context(), r.PathValue("id"))
	if err != nil {
		p.render(w, http.StatusNotFound, pageData{Title: "Checkout", Error: "This checkout does not exist."})
		return
	}
	d := pageData{Title: "Checkout", Checkout: s}
	switch billing.Plan(s.Plan) {
	case billing.PlanMonthly:
		d.Item, d.Interval = "Premium, monthly", "month"
	case billing.PlanYearly:
		d.Item, d.Interval = "Premium, yearly", "year"
	default:
		d.Item = fmt.Sprintf("%d credit units", s.Quantity)
	}
	p.render(w, http.StatusOK, d)
}

func (p *Provider) pay(w http.ResponseWriter, r *http.Request) {
	id := r.PathValue("id")
	changed, err := p.Complete(r.Context(), id)
	if errors.Is(err, ErrNotFound) {
		p.render(w, http.StatusNotFound, pageData{Title: "Checkout", Error: "This checkout does not exist."})
		return
	}
	if err != nil {
		p.log.ErrorContext(r.Context(), "sandbox payment", "err", err)
		p.render(w, http.StatusInternalServerError, pageData{Title: "Checkout", Error: "The payment failed. Please try again."})
		return
	}
	s, err := p.session(r.Context(), id)
	if err != nil {
		p.render(w, http.StatusInternalServerError, pageData{Title: "Checkout", Error: "The payment failed. Please try again."})
		return
	}
	if changed {
		p.notify(r.Context(), billing.Event{Type: billing.EventCheckoutCompleted, SessionID: id})
		if s.SubscriptionID != "" {
			p.notify(r.Context(), billing.Event{Type: billing.EventSubscriptionCreated, SubscriptionID: s.SubscriptionID})
		}
	}
	http.Redirect(w, r, s.SuccessURL, http.StatusSeeOther)
}

func (p *Provider) portal(r *http.Request) (customerID, returnURL string, ok bool) {
	var row struct {
		CustomerID string    `bun:"customer_id"`
		ReturnURL  string    `bun:"return_url"`
		ExpiresAt  time.Time `bun:"expires_at"`
	}
	err := p.db.NewSelect().TableExpr("sandbox_portal_sessions").Column("customer_id", "return_url", "expires_at").
		Where("id = ?", r.PathValue("id")).Scan(r.Context(), &row)
	if err != nil || row.ExpiresAt.Before(store.Now()) {
		if err != nil && !errors.Is(err, sql.ErrNoRows) {
			p.log.ErrorContext(r.Context(), "sandbox portal", "err", err)
		}
		return "", "", false
	}
	return row.CustomerID, row.ReturnURL, true
}

var msgPortalGone = "This billing portal link has expired. Open Manage billing again from your account."

func (p *Provider) portalPage(w http.ResponseWriter, r *http.Request) {
	customerID, returnURL, ok := p.portal(r)
	if !ok {
		p.render(w, http.StatusNotFound, pageData{Title: "Billing portal", Error: msgPortalGone})
		return
	}
	var subs []subscriptionRow
	if err := p.db.NewSelect().TableExpr("sandbox_subscriptions").Column("id", "plan", "status").
		Where("customer_id = ?", customerID).OrderExpr("updated_at DESC").Scan(r.Context(), &subs); err != nil {
		p.render(w, http.StatusInternalServerError, pageData{Title: "Billing portal", Error: "Something went wrong. Please try again."})
		return
	}
	p.render(w, http.StatusOK, pageData{Title: "Billing portal", PortalID: r.PathValue("id"), ReturnURL: returnURL, Subscriptions: subs})
}

func (p *Provider) portalAction(w http.ResponseWriter, r *http.Request) {
	customerID, _, ok := p.portal(r)
	if !ok {
		p.render(w, http.StatusNotFound, pageData{Title: "Billing portal", Error: msgPortalGone})
		return
	}
	status := map[string]string{"cancel": "canceled", "resume": "active"}[r.PathValue("action")]
	sub, err := p.Subscription(r.Context(), r.PathValue("sub"))
	if status == "" || err != nil || sub.CustomerID != customerID {
		p.render(w, http.StatusNotFound, pageData{Title: "Billing portal", Error: "This subscription does not exist."})
		return
	}
	if err := p.SetSubscriptionStatus(r.Context(), sub.ID, status); err != nil {
		p.render(w, http.StatusInternalServerError, pageData{Title: "Billing portal", Error: "Something went wrong. Please try again."})
		return
	}
	http.Redirect(w, r, "/sandbox/portal/"+r.PathValue("id"), http.StatusSeeOther)
}

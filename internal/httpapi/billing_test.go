package httpapi_test

import (
	"context"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"

	"github.com/draftsmith/draftsmith/internal/billing"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

type confirmation struct {
	OK          bool   `json:"ok"`
	Mode        string `json:"mode"`
	IsPremium   bool   `json:"is_premium"`
	CreditAdded int    `json:"credit_added"`
}

type billingStatus struct {
	Active       bool
	Plan, Status string
}

// checkout starts a checkout and returns the sandbox session id from its URL.
func checkout(t *testing.T, c *apptest.Client, query string) string {
	t.Helper()
	r := c.Do("POST", "/api/billing/checkout?"+query, nil)
	var out struct{ URL string }
	r.JSON(t, &out)
	if r.StatusCode != http.StatusOK || !strings.Contains(out.URL, "/sandbox/checkout/cs_sbx_") {
		t.Fatalf("checkout %s: %d %s", query, r.StatusCode, r.Body)
	}
	u, _ := url.Parse(out.URL)
	return u.Path[strings.LastIndex(u.Path, "/")+1:]
}

func pay(t *testing.T, c *apptest.Client, id string) {
	t.Helper()
	r := c.Do("POST", "/sandbox/checkout/"+id+"/pay", nil)
	if r.StatusCode != http.StatusSeeOther || !strings.HasSuffix(r.Header.Get("Location"), "/success?session_id="+id) {
		t.Fatalf("pay: %d %s %s", r.StatusCode, r.Header.Get("Location"), r.Body)
	}
}

func credits(t *testing.T, c *apptest.Client) int {
	t.Helper()
	var b struct{ Credits int }
	c.Do("GET", "/api/billing/credits", nil).JSON(t, &b)
	return b.Credits
}

func TestBillingPricesArePublic(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		var p struct {
			Monthly, Yearly, Credits struct {
				UnitAmount int64 `json:"unit_amount"`
				Currency   string
				Interval   string
			}
			CreditsPerUnit int `json:"credits_per_unit"`
			Provider       string
		}
		r := e.Client(t).Do("GET", "/api/billing/prices", nil)
		r.JSON(t, &p)
		if r.StatusCode != 200 || p.Monthly.UnitAmount != 900 || p.Yearly.UnitAmount != 9000 || p.Credits.UnitAmount != 200 ||
			p.Monthly.Currency != "usd" || p.Monthly.Interval != "month" || p.Yearly.Interval != "year" || p.Credits.Interval != "one_time" ||
			p.CreditsPerUnit != 10 || p.Provider != "sandbox" {
			t.Fatalf("prices: %d %s", r.StatusCode, r.Body)
		}
	})
}

func TestBillingCallsNeedSignIn(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		for _, tt := range []struct{ method, path, detail string }{
			{"POST", "/api/billing/checkout?plan=monthly", "Please sign in to upgrade."},
			{"POST", "/api/billing/checkout?plan=credits&quantity=5", "Please sign in to upgrade."},
			{"POST", "/api/billing/portal", "Please sign in to manage billing."},
			{"GET", "/api/billing/status", "Please sign in first."},
			{"GET", "/api/billing/credits", "Please sign in first."},
			{"POST", "/api/billing/confirm?session_id=cs_x", "Please sign in first."},
		} {
			if r := c.Do(tt.method, tt.path, nil); r.StatusCode != http.StatusUnauthorized || r.Problem(t) != tt.detail {
				t.Errorf("%s %s: %d %s", tt.method, tt.path, r.StatusCode, r.Body)
			}
		}
	})
}

func TestSandboxSubscriptionUpgradeAndPortalCancel(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		var st billingStatus
		c.Do("GET", "/api/billing/status", nil).JSON(t, &st)
		if st != (billingStatus{false, "free", "none"}) {
			t.Fatalf("status before: %+v", st)
		}
		id := checkout(t, c, "plan=monthly")
		page := c.Do("GET", "/sandbox/checkout/"+id, nil)
		if !strings.Contains(string(page.Body), "Sandbox: no real charge") || !strings.Contains(string(page.Body), "USD 9.00") {
			t.Fatalf("checkout page: %s", page.Body)
		}
		if r := c.Do("POST", "/api/billing/confirm?session_id="+id, nil); r.StatusCode != http.StatusConflict {
			t.Fatalf("confirm before paying: %d %s", r.StatusCode, r.Body)
		}
		pay(t, c, id)
		var got confirmation
		r := c.Do("POST", "/api/billing/confirm?session_id="+id, nil)
		r.JSON(t, &got)
		if got != (confirmation{true, "subscription", true, 0}) {
			t.Fatalf("confirm: %d %s", r.StatusCode, r.Body)
		}
		var me profile
		c.Do("GET", "/api/profile/me", nil).JSON(t, &me)
		c.Do("GET", "/api/billing/status", nil).JSON(t, &st)
		if !me.IsPremium || st != (billingStatus{true, "monthly", "active"}) {
			t.Fatalf("after upgrade: premium %v, status %+v", me.IsPremium, st)
		}
		if r := c.Do("POST", "/api/billing/checkout?plan=yearly", nil); r.StatusCode != http.StatusConflict {
			t.Fatalf("second subscription: %d %s", r.StatusCode, r.Body)
		}

		var portal struct{ URL string }
		c.Do("POST", "/api/billing/portal", nil).JSON(t, &portal)
		pu, _ := url.Parse(portal.URL)
		page = c.Do("GET", pu.Path, nil)
		if page.StatusCode != 200 || !strings.Contains(string(page.Body), "Cancel subscription") {
			t.Fatalf("portal: %d %s", page.StatusCode, page.Body)
		}
		var subID string
		if err := e.App.DB.NewSelect().TableExpr("billing_subscriptions").Column("id").Scan(context.Background(), &subID); err != nil {
			t.Fatal(err)
		}
		for _, step := range []struct {
			action string
			want   billingStatus
		}{{"cancel", billingStatus{false, "monthly", "canceled"}}, {"resume", billingStatus{true, "monthly", "active"}}} {
			if r := c.Do("POST", pu.Path+"/subscriptions/"+subID+"/"+step.action, nil); r.StatusCode != http.StatusSeeOther {
				t.Fatalf("%s: %d %s", step.action, r.StatusCode, r.Body)
			}
			c.Do("GET", "/api/billing/status", nil).JSON(t, &st)
			c.Do("GET", "/api/profile/me", nil).JSON(t, &me)
			if st != step.want || me.IsPremium != step.want.Active {
				t.Fatalf("after %s: %+v premium %v", step.action, st, me.IsPremium)
			}
		}
	})
}

func TestSandboxCreditsPurchase(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		id := checkout(t, c, "plan=credits&quantity=3")
		pay(t, c, id)
		for range 2 { // a second confirm (a reload of /success) reports the same and adds nothing
			var got confirmation
			c.Do("POST", "/api/billing/confirm?session_id="+id, nil).JSON(t, &got)
			if got != (confirmation{true, "payment", false, 30}) {
				t.Fatalf("confirm: %+v", got)
			}
			if n := credits(t, c); n != 30 {
				t.Fatalf("credits %d, want 30", n)
			}
		}
	})
}

func TestCreditQuantityIsClamped(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		for q, want := range map[string]int{"0": 1, "-4": 1, "500": 100, "7": 7} {
			id := checkout(t, c, "plan=credits&quantity="+q)
			cs, err := e.App.Sandbox.CheckoutSession(context.Background(), id)
			if err != nil || cs.Quantity != want {
				t.Errorf("quantity %s: got %+v %v, want %d", q, cs, err, want)
			}
		}
		if r := c.Do("POST", "/api/billing/checkout?plan=lifetime", nil); r.StatusCode != http.StatusUnprocessableEntity {
			t.Errorf("unknown plan: %d %s", r.StatusCode, r.Body)
		}
	})
}

func TestConfirmOfSomeoneElsesSessionGrantsNothing(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com")
		bob := signedIn(t, e, "bob@example.com")
		credit := checkout(t, ann, "plan=credits&quantity=2")
		sub := checkout(t, ann, "plan=yearly")
		pay(t, ann, credit)
		pay(t, ann, sub)
		for _, id := range []string{credit, sub, "cs_sbx_unknown"} {
			r := bob.Do("POST", "/api/billing/confirm?session_id="+id, nil)
			if r.StatusCode != http.StatusForbidden || r.Problem(t) != "Session does not belong to this user" {
				t.Fatalf("bob confirms %s: %d %s", id, r.StatusCode, r.Body)
			}
		}
		var me profile
		bob.Do("GET", "/api/profile/me", nil).JSON(t, &me)
		if credits(t, bob) != 0 || me.IsPremium {
			t.Fatalf("bob got something: credits %d premium %v", credits(t, bob), me.IsPremium)
		}
		if credits(t, ann) != 20 {
			t.Fatalf("ann's credits %d, want 20 (from the Pay event)", credits(t, ann))
		}
	})
}

// The browser's confirm and the provider's events race for one paid session: the credits
// arrive exactly once.
func TestConfirmRacingWebhooksCreditsOnce(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		id := checkout(t, c, "plan=credits&quantity=3")
		if _, err := e.App.Sandbox.Complete(context.Background(), id); err != nil { // paid, no event yet
			t.Fatal(err)
		}
		var wg sync.WaitGroup
		errs := make(chan error, 40)
		for i := range 20 {
			wg.Add(2)
			go func() {
				defer wg.Done()
				var got confirmation
				r := c.Do("POST", "/api/billing/confirm?session_id="+id, nil)
				r.JSON(t, &got)
				if r.StatusCode != 200 || got.CreditAdded != 30 {
					errs <- fmt.Errorf("confirm: %d %s", r.StatusCode, r.Body)
				}
			}()
			go func() {
				defer wg.Done()
				// Half the deliveries are replays of one event id.
				ev := billing.Event{ID: fmt.Sprintf("evt_%d", i%10), Type: billing.EventCheckoutCompleted, SessionID: id}
				if err := e.App.Billing.HandleEvent(context.Background(), ev); err != nil {
					errs <- fmt.Errorf("event: %w", err)
				}
			}()
		}
		wg.Wait()
		close(errs)
		for err := range errs {
			t.Error(err)
		}
		if n := credits(t, c); n != 30 {
			t.Fatalf("credits %d, want 30", n)
		}
		n, err := e.App.DB.NewSelect().TableExpr("credit_ledger").Where("idempotency_key = ?", "checkout:"+id).Count(context.Background())
		if err != nil || n != 1 {
			t.Fatalf("ledger rows %d (%v), want 1", n, err)
		}
	})
}

func TestStripeWebhookIsVerifiedOnTheRawBody(t *testing.T) {
	const secret = "whsec_test"
	env := map[string]string{"STRIPE_SECRET_KEY": "sk_test_1", "STRIPE_WEBHOOK_SECRET": secret, "STRIPE_API_URL": "http://127.0.0.1:9",
		"STRIPE_PRICE_MONTHLY": "price_m", "STRIPE_PRICE_YEARLY": "price_y", "STRIPE_PRICE_CREDITS": "price_c"}
	apptest.ForEachDB(t, env, func(t *testing.T, e *apptest.Env) {
		// An event about a session this app never started: verified, recorded, ignored.
		payload := `{"id":"evt_1","object":"event","type":"checkout.session.completed","data":{"object":{"id":"cs_other","object":"checkout.session"}}}`
		sp := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: []byte(payload), Secret: secret, Timestamp: time.Now()})
		post := func(body, sig string) *http.Response {
			req, _ := http.NewRequest("POST", e.Server.URL+"/api/webhooks/stripe", strings.NewReader(body))
			req.Header.Set("Content-Type", "application/json; charset=utf-8")
			req.Header.Set("Stripe-Signature", sig)
			req.Header.Set("Sec-Fetch-Site", "cross-site") // the bypass: Stripe is not a page
			resp, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			resp.Body.Close()
			return resp
		}
		for range 2 { // a redelivery is acknowledged too
			if r := post(string(sp.Payload), sp.Header); r.StatusCode != 200 {
				t.Fatalf("valid event: %d", r.StatusCode)
			}
		}
		if r := post(strings.Replace(string(sp.Payload), "cs_other", "cs_mine", 1), sp.Header); r.StatusCode != http.StatusBadRequest {
			t.Fatalf("tampered event: %d", r.StatusCode)
		}
		ahead := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: []byte(payload), Secret: secret, Timestamp: time.Now().Add(10 * time.Minute)})
		if r := post(string(ahead.Payload), ahead.Header); r.StatusCode != http.StatusBadRequest {
			t.Fatalf("event signed 10 minutes ahead: %d", r.StatusCode)
		}
	})
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		if r := e.Client(t).Do("POST", "/api/webhooks/stripe", map[string]any{}); r.StatusCode != http.StatusNotFound {
			t.Fatalf("sandbox: %d %s", r.StatusCode, r.Body)
		}
	})
}

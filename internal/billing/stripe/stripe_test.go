package stripe_test

import (
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/stripe/stripe-go/v85/webhook"

	"github.com/draftsmith/draftsmith/internal/billing"
	"github.com/draftsmith/draftsmith/internal/billing/stripe"
)

const secret = "whsec_test_secret"

func provider(apiURL string) *stripe.Provider {
	return stripe.New(stripe.Config{SecretKey: "sk_test_123", WebhookSecret: secret, APIURL: apiURL,
		PriceMonthly: "price_monthly", PriceYearly: "price_yearly", PriceCredits: "price_credits"})
}

func signed(payload string, at time.Time, sec string) (string, []byte) {
	p := webhook.GenerateTestSignedPayload(&webhook.UnsignedPayload{Payload: []byte(payload), Secret: sec, Timestamp: at})
	return p.Header, p.Payload
}

const completed = `{"id":"evt_1","object":"event","api_version":"2026-03-25.dahlia","type":"checkout.session.completed",
"data":{"object":{"id":"cs_test_1","object":"checkout.session"}}}`

func TestWebhookSignatures(t *testing.T) {
	p := provider("")
	header, body := signed(completed, time.Now(), secret)
	ev, err := p.ParseWebhook(body, header)
	if err != nil || ev != (billing.Event{ID: "evt_1", Type: billing.EventCheckoutCompleted, SessionID: "cs_test_1"}) {
		t.Fatalf("valid: %+v %v", ev, err)
	}
	tampered := append([]byte{}, body...)
	tampered[len(tampered)-3] = ' '
	staleHeader, staleBody := signed(completed, time.Now().Add(-time.Hour), secret)
	futureHeader, futureBody := signed(completed, time.Now().Add(10*time.Minute), secret)
	otherHeader, otherBody := signed(completed, time.Now(), "whsec_other")
	for name, tt := range map[string]struct {
		header string
		body   []byte
	}{
		"tampered body":  {header, tampered},
		"stale":          {staleHeader, staleBody},
		"dated +10 min":  {futureHeader, futureBody},
		"other secret":   {otherHeader, otherBody},
		"no signature":   {"", body},
		"garbage header": {"t=1,v1=abc", body},
	} {
		if _, err := p.ParseWebhook(tt.body, tt.header); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
}

// Clocks differ a little: a signature a minute either side of now is accepted.
func TestWebhookSignatureToleratesClockSkew(t *testing.T) {
	p := provider("")
	for _, skew := range []time.Duration{-4 * time.Minute, -time.Minute, time.Minute, 4 * time.Minute} {
		header, body := signed(completed, time.Now().Add(skew), secret)
		if _, err := p.ParseWebhook(body, header); err != nil {
			t.Errorf("signed %s from now: %v", skew, err)
		}
	}
}

func TestWebhookNamesTheSubscription(t *testing.T) {
	p := provider("")
	for payload, want := range map[string]billing.Event{
		`{"id":"evt_2","object":"event","type":"customer.subscription.updated","data":{"object":{"id":"sub_1","object":"subscription"}}}`: {
			ID: "evt_2", Type: billing.EventSubscriptionUpdated, SubscriptionID: "sub_1"},
		`{"id":"evt_3","object":"event","type":"invoice.payment_failed","data":{"object":{"id":"in_1","object":"invoice","parent":{"subscription_details":{"subscription":"sub_2"}}}}}`: {
			ID: "evt_3", Type: billing.EventInvoicePaymentFailed, SubscriptionID: "sub_2"},
	} {
		h, b := signed(payload, time.Now(), secret)
		if ev, err := p.ParseWebhook(b, h); err != nil || ev != want {
			t.Errorf("%s: %+v %v", want.Type, ev, err)
		}
	}
}

// stripeMock returns the URL of a stripe-mock: STRIPE_MOCK_URL, or bin/stripe-mock started
// for this test. Without either the test is skipped (CI installs it).
func stripeMock(t *testing.T) string {
	if u := os.Getenv("STRIPE_MOCK_URL"); u != "" {
		return u
	}
	_, file, _, _ := runtime.Caller(0)
	bin := filepath.Join(filepath.Dir(file), "..", "..", "..", "bin", "stripe-mock")
	if _, err := os.Stat(bin); err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("stripe-mock is missing: GOBIN=$PWD/bin go install github.com/stripe/stripe-mock@latest")
		}
		t.Skip("no stripe-mock (set STRIPE_MOCK_URL or install it into bin/)")
	}
	httpPort, httpsPort := freePort(t), freePort(t)
	cmd := exec.Command(bin, "-http-addr", fmt.Sprintf("127.0.0.1:%d", httpPort), "-https-addr", fmt.Sprintf("127.0.0.1:%d", httpsPort))
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill(); _ = cmd.Wait() })
	addr := fmt.Sprintf("127.0.0.1:%d", httpPort)
	for range 100 {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			return "http://" + addr
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Fatal("stripe-mock did not start")
	return ""
}

func freePort(t *testing.T) int {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer l.Close()
	return l.Addr().(*net.TCPAddr).Port
}

// stripe-mock checks the shape of every request (parameters, types) and answers canned
// objects, so these tests prove the calls are well-formed, not business outcomes.
func TestStripeCallsAgainstStripeMock(t *testing.T) {
	p := provider(stripeMock(t))
	ctx := context.Background()
	if _, err := p.Prices(ctx); err != nil {
		t.Fatalf("prices: %v", err)
	}
	cus, err := p.CreateCustomer(ctx, "user-1", "ann@example.com")
	if err != nil || cus == "" {
		t.Fatalf("customer: %q %v", cus, err)
	}
	for _, plan := range []billing.Plan{billing.PlanMonthly, billing.PlanYearly, billing.PlanCredits} {
		cs, err := p.CreateCheckout(ctx, billing.CheckoutParams{UserID: "user-1", CustomerID: cus, Plan: plan, Quantity: 3,
			SuccessURL: "http://localhost/success?session_id={CHECKOUT_SESSION_ID}", CancelURL: "http://localhost/cancel"})
		if err != nil || cs.ID == "" {
			t.Fatalf("checkout %s: %+v %v", plan, cs, err)
		}
		if _, err := p.CheckoutSession(ctx, cs.ID); err != nil {
			t.Fatalf("retrieve session: %v", err)
		}
	}
	if _, err := p.Subscription(ctx, "sub_123"); err != nil {
		t.Fatalf("subscription: %v", err)
	}
	if sub, err := p.CancelSubscription(ctx, "sub_123"); err != nil || sub.ID == "" {
		t.Fatalf("cancel subscription: %+v %v", sub, err)
	}
	if u, err := p.CreatePortal(ctx, cus, "http://localhost/account"); err != nil || u == "" {
		t.Fatalf("portal: %q %v", u, err)
	}
}

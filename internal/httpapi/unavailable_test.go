package httpapi_test

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/draftsmith/draftsmith/internal/store/storetest"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
	"github.com/draftsmith/draftsmith/internal/testsupport/tcpproxy"
)

// While PostgreSQL restarts (every connection cut, new ones refused), requests that need it
// get 503 with Retry-After, never 500; once it is back, the same requests succeed.
func TestDatabaseRestartAnswers503WithRetryAfter(t *testing.T) {
	if len(storetest.Kinds()) < 2 {
		t.Skip("TEST_DATABASE_URL not set: PostgreSQL suite not requested")
	}
	dbURL, err := url.Parse(storetest.Options(t, storetest.Postgres).DatabaseURL)
	if err != nil {
		t.Fatal(err)
	}
	proxy := tcpproxy.Start(t, dbURL.Host)
	dbURL.Host = proxy.Addr
	e := apptest.Start(t, storetest.Postgres, map[string]string{"DATABASE_URL": dbURL.String()}, nil)
	member := signedIn(t, e, "ann@example.com")
	guest := e.Client(t)

	requests := []struct {
		name   string
		client *apptest.Client
		method string
		path   string
		body   any
	}{
		{"sign-in", guest, "POST", "/api/auth/login", map[string]any{"email": "ann@example.com", "password": "kettle-sparrow-7"}},
		{"sign-up", guest, "POST", "/api/auth/signup", map[string]any{"email": "bob@example.com", "password": "kettle-sparrow-7"}},
		{"templates", guest, "GET", "/api/templates", nil},
		{"drafts (session lookup)", member, "GET", "/api/drafts", nil},
	}

	proxy.Stop()
	for _, rq := range requests {
		r := rq.client.Do(rq.method, rq.path, rq.body)
		if r.StatusCode != http.StatusServiceUnavailable {
			t.Fatalf("%s while the database is down: %d %s", rq.name, r.StatusCode, r.Body)
		}
		if got := r.Header.Get("Retry-After"); got != "5" {
			t.Errorf("%s: Retry-After %q, want 5", rq.name, got)
		}
		if ct := r.Header.Get("Content-Type"); ct != "application/problem+json" {
			t.Errorf("%s: Content-Type %q", rq.name, ct)
		}
		if d := r.Problem(t); d == "" {
			t.Errorf("%s: no detail", rq.name)
		}
	}

	proxy.Resume(t)
	for _, rq := range requests {
		r := rq.client.Do(rq.method, rq.path, rq.body)
		if r.StatusCode >= 300 {
			t.Fatalf("%s once the database is back: %d %s", rq.name, r.StatusCode, r.Body)
		}
	}
}

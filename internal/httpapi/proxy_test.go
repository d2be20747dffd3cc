package httpapi_test

import (
	"fmt"
	"net/http"
	"testing"

	"github.com/draftsmith/draftsmith/internal/store/storetest"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

// Behind a proxy, the sign-in limit per address counts the address the proxy saw, however
// the client fills the X-Forwarded-For it sends: the entries the client writes are left of
// the proxy's own.
func TestForgedForwardedForDoesNotEscapeTheSignInLimit(t *testing.T) {
	login := func(c *apptest.Client, i int, xff string) int {
		return c.Do("POST", "/api/auth/login", map[string]any{"email": fmt.Sprintf("nobody%d@example.com", i), "password": "wrong-password"},
			"X-Forwarded-For", xff).StatusCode
	}
	// The test server's peer is 127.0.0.1: a trusted proxy by default.
	e := apptest.Start(t, storetest.SQLite, map[string]string{"AUTH_RATE_LIMIT": "3", "TRUST_PROXY": "true"}, nil)
	c := e.Client(t)
	for i := range 3 {
		if got := login(c, i, fmt.Sprintf("198.51.100.%d, 203.0.113.7", i)); got == http.StatusTooManyRequests {
			t.Fatalf("attempt %d refused early", i+1)
		}
	}
	if got := login(c, 3, "198.51.100.99, 203.0.113.7"); got != http.StatusTooManyRequests {
		t.Fatalf("a forged left-most address escaped the limit: %d", got)
	}
	if got := login(c, 4, "203.0.113.8"); got == http.StatusTooManyRequests {
		t.Fatal("another client was limited too")
	}

	// When the peer is not one of TRUSTED_PROXIES, its X-Forwarded-For is not believed at all.
	e = apptest.Start(t, storetest.SQLite, map[string]string{"AUTH_RATE_LIMIT": "3", "TRUST_PROXY": "true", "TRUSTED_PROXIES": "10.0.0.0/8"}, nil)
	c = e.Client(t)
	for i := range 3 {
		login(c, i, fmt.Sprintf("203.0.113.%d", i))
	}
	if got := login(c, 3, "203.0.113.99"); got != http.StatusTooManyRequests {
		t.Fatalf("an untrusted peer chose its own address: %d", got)
	}
}

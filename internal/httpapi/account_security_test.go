package httpapi_test

// Issue 10, accounts: the account-takeover path, the password-hashing gate, the sign-in and
// session rules of OWASP ASVS 5.0 level 1, and the shared sign-in rate limit, driven over
// HTTP against the local GitHub fake and mockoidc.

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/oauth2-proxy/mockoidc"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/httpapi"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
	"github.com/draftsmith/draftsmith/internal/testsupport/fakegithub"
)

const (
	ownerPassword = "kettle-sparrow-7"
	newPassword   = "lantern-orchard-9"
)

func startMockOIDC(t *testing.T) (*mockoidc.MockOIDC, map[string]string) {
	t.Helper()
	m, err := mockoidc.Run()
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = m.Shutdown() })
	cfg := m.Config()
	return m, map[string]string{"GOOGLE_CLIENT_ID": cfg.ClientID, "GOOGLE_CLIENT_SECRET": cfg.ClientSecret, "GOOGLE_ISSUER": cfg.Issuer}
}

// googleSignIn runs a whole Google sign-in in c's browser, mockoidc answering as user, and
// returns where the callback sent the browser.
func googleSignIn(t *testing.T, c *apptest.Client, m *mockoidc.MockOIDC, user *mockoidc.MockUser) *url.URL {
	t.Helper()
	m.QueueUser(user)
	start := c.Do("GET", "/api/auth/oauth/google", nil)
	if start.StatusCode != http.StatusFound {
		t.Fatalf("start: %d %s", start.StatusCode, start.Body)
	}
	resp, err := c.HTTP.Get(start.Header.Get("Location"))
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	loc, _ := url.Parse(c.Do("GET", resp.Header.Get("Location"), nil).Header.Get("Location"))
	return loc
}

func startFakeGitHub(t *testing.T) (*httptest.Server, map[string]string) {
	t.Helper()
	gh := fakegithub.New("gh-client", "gh-secret")
	srv := httptest.NewServer(gh.Handler())
	t.Cleanup(srv.Close)
	return srv, map[string]string{
		"GITHUB_CLIENT_ID": gh.ClientID, "GITHUB_CLIENT_SECRET": gh.ClientSecret,
		"GITHUB_AUTH_URL": srv.URL + "/login/oauth/authorize", "GITHUB_TOKEN_URL": srv.URL + "/login/oauth/access_token",
		"GITHUB_API_URL": srv.URL,
	}
}

// githubSignIn approves a GitHub sign-in on the fake with the given account fields and
// returns where the callback sent the browser.
func githubSignIn(t *testing.T, c *apptest.Client, gh *httptest.Server, fields map[string]string) *url.URL {
	t.Helper()
	start := c.Do("GET", "/api/auth/oauth/github", nil)
	authorize, _ := url.Parse(start.Header.Get("Location"))
	form := url.Values{}
	for k := range authorize.Query() {
		form.Set(k, authorize.Query().Get(k))
	}
	for k, v := range fields {
		form.Set(k, v)
	}
	approve, err := c.HTTP.PostForm(gh.URL+"/login/oauth/authorize", form)
	if err != nil {
		t.Fatal(err)
	}
	approve.Body.Close()
	loc, _ := url.Parse(c.Do("GET", approve.Header.Get("Location"), nil).Header.Get("Location"))
	return loc
}

func wantSignInRefused(t *testing.T, loc *url.URL, prefix string) {
	t.Helper()
	if loc.Path != "/auth" || !strings.HasPrefix(loc.Query().Get("error"), prefix) {
		t.Fatalf("sign-in went to %s, want /auth with an error starting %q", loc, prefix)
	}
}

func wantSignedOut(t *testing.T, c *apptest.Client, who string) {
	t.Helper()
	if r := c.Do("GET", "/api/profile/me", nil); r.StatusCode != http.StatusUnauthorized {
		t.Fatalf("%s is signed in: %d %s", who, r.StatusCode, r.Body)
	}
}

func me(t *testing.T, c *apptest.Client) profile {
	t.Helper()
	r := c.Do("GET", "/api/profile/me", nil)
	if r.StatusCode != http.StatusOK {
		t.Fatalf("profile: %d %s", r.StatusCode, r.Body)
	}
	var p profile
	r.JSON(t, &p)
	return p
}

// resetPassword asks for a reset link for email and opens it in c, setting password.
func resetPassword(t *testing.T, e *apptest.Env, c *apptest.Client, email, password string) {
	t.Helper()
	if r := c.Do("POST", "/api/auth/password-reset", map[string]any{"email": email}); r.StatusCode != http.StatusAccepted {
		t.Fatalf("reset request: %d %s", r.StatusCode, r.Body)
	}
	token := e.Mail.LinkIn(t, email).Query().Get("token")
	if r := c.Do("POST", "/api/auth/password-reset/confirm", map[string]any{"token": token, "password": password}); r.StatusCode != http.StatusOK {
		t.Fatalf("reset: %d %s", r.StatusCode, r.Body)
	}
}

const googleNotVerified = "Your Google email is not verified"

// The whole sequence: an attacker signs in with Google under the owner's address,
// unverified; the owner signs up and resets the password; the attacker signs in again. The
// address is an admin one.
func TestUnverifiedGoogleEmailCannotTakeOverAnAccount(t *testing.T) {
	m, env := startMockOIDC(t)
	env["ADMIN_EMAILS"] = "owner@example.com"
	apptest.ForEachDB(t, env, func(t *testing.T, e *apptest.Env) {
		attackerUser := &mockoidc.MockUser{Subject: "google-attacker", Email: "owner@example.com", EmailVerified: false}
		attacker := e.Client(t)
		loc := googleSignIn(t, attacker, m, attackerUser)
		wantSignInRefused(t, loc, googleNotVerified)
		if msg := loc.Query().Get("error"); !strings.Contains(msg, "Verify it in your Google account") {
			t.Errorf("the refusal does not say what to do: %q", msg)
		}
		wantSignedOut(t, attacker, "the attacker")

		// No account was made: the owner signs up with the address.
		owner := e.Client(t)
		owner.SignUp("owner@example.com", ownerPassword)
		resetPassword(t, e, owner, "owner@example.com", newPassword)
		ownerProfile := me(t, owner)
		if !ownerProfile.IsAdmin {
			t.Fatal("the owner, who proved the address, is not admin")
		}

		loc = googleSignIn(t, attacker, m, attackerUser)
		wantSignInRefused(t, loc, googleNotVerified)
		wantSignedOut(t, attacker, "the attacker, after the owner's reset,")
		if p := me(t, owner); p.ID != ownerProfile.ID {
			t.Fatalf("the owner's session changed hands: %+v", p)
		}
	})
}

// A link recorded by the code before this rule (no proof recorded) is treated as unproven:
// it does not sign in while Google does not vouch for the address, and the owner's reset
// removes it.
func TestLegacyUnprovenGoogleLinkEndsWithTheOwnersReset(t *testing.T) {
	m, env := startMockOIDC(t)
	env["ADMIN_EMAILS"] = "owner@example.com"
	apptest.ForEachDB(t, env, func(t *testing.T, e *apptest.Env) {
		// What the old code wrote for the attacker's unverified Google sign-in.
		now := time.Now().UTC()
		const squatter = "7d0c9a8e-0000-4000-8000-00000000a77a"
		if _, err := e.App.DB.ExecContext(t.Context(), "INSERT INTO users (id, email, email_verified, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
			squatter, "owner@example.com", false, now, now); err != nil {
			t.Fatal(err)
		}
		if _, err := e.App.DB.ExecContext(t.Context(), "INSERT INTO identities (provider, subject, user_id, email, created_at) VALUES (?, ?, ?, ?, ?)",
			"google", "google-attacker", squatter, "owner@example.com", now); err != nil {
			t.Fatal(err)
		}
		attackerUser := &mockoidc.MockUser{Subject: "google-attacker", Email: "owner@example.com", EmailVerified: false}
		attacker := e.Client(t)
		wantSignInRefused(t, googleSignIn(t, attacker, m, attackerUser), googleNotVerified)
		wantSignedOut(t, attacker, "the attacker")

		// The owner cannot sign up (the address is taken), so resets.
		owner := e.Client(t)
		if r := owner.Do("POST", "/api/auth/signup", map[string]any{"email": "owner@example.com", "password": ownerPassword}); r.StatusCode != http.StatusConflict {
			t.Fatalf("sign-up over the legacy account: %d %s", r.StatusCode, r.Body)
		}
		resetPassword(t, e, owner, "owner@example.com", newPassword)
		if p := me(t, owner); p.ID != squatter || !p.IsAdmin {
			t.Fatalf("owner after the reset: %+v", p)
		}
		var links int
		if err := e.App.DB.NewRaw("SELECT count(*) FROM identities WHERE user_id = ?", squatter).Scan(t.Context(), &links); err != nil || links != 0 {
			t.Fatalf("the reset left %d links (%v)", links, err)
		}
		wantSignInRefused(t, googleSignIn(t, attacker, m, attackerUser), googleNotVerified)
		wantSignedOut(t, attacker, "the attacker, after the owner's reset,")
	})
}

// GitHub counts only the primary address, and only verified: a verified secondary address
// does not link, and an unverified primary makes no account.
func TestGitHubLinksOnlyThroughThePrimaryVerifiedAddress(t *testing.T) {
	gh, env := startFakeGitHub(t)
	apptest.ForEachDB(t, env, func(t *testing.T, e *apptest.Env) {
		owner := e.Client(t)
		owner.SignUp("owner@example.com", ownerPassword)
		ownerID := me(t, owner).ID

		attacker := e.Client(t)
		loc := githubSignIn(t, attacker, gh, map[string]string{
			"user_id": "666", "login": "mallory", "email": "mallory@example.com", "verified": "",
			"secondary_email": "owner@example.com", "secondary_verified": "true",
		})
		wantSignInRefused(t, loc, "Your GitHub email is not verified. Verify your primary email address")
		wantSignedOut(t, attacker, "the GitHub user with an unverified primary")
		if r := attacker.Do("POST", "/api/auth/signup", map[string]any{"email": "mallory@example.com", "password": ownerPassword}); r.StatusCode != http.StatusCreated {
			t.Fatalf("the refused GitHub sign-in made an account for its primary: %d %s", r.StatusCode, r.Body)
		}

		// With the primary verified, the primary is the address, not the secondary.
		other := e.Client(t)
		loc = githubSignIn(t, other, gh, map[string]string{
			"user_id": "667", "login": "octo", "email": "octo@example.com", "verified": "true",
			"secondary_email": "owner@example.com", "secondary_verified": "true",
		})
		if loc.String() != "/auth" {
			t.Fatalf("verified primary: %s", loc)
		}
		if p := me(t, other); p.Email != "octo@example.com" || p.ID == ownerID {
			t.Fatalf("GitHub sign-in landed in %+v", p)
		}
	})
}

// Over https the session cookie is __Host- prefixed (Secure, Path=/, no Domain), the web
// app's calls keep working with it, and a cookie by the plain name is not read.
func TestSessionCookieIsHostPrefixedOverHTTPS(t *testing.T) {
	for _, kind := range storetest.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			e := apptest.StartTLS(t, kind, nil, nil)
			c := e.Client(t)
			r := c.SignUp("ann@example.com", ownerPassword)
			cookie := findCookie(r.Response, "__Host-draftsmith_session")
			if cookie == nil || !cookie.Secure || cookie.Path != "/" || cookie.Domain != "" || !cookie.HttpOnly || cookie.SameSite != http.SameSiteLaxMode {
				t.Fatalf("session cookie over https: %+v (all: %v)", cookie, r.Header.Values("Set-Cookie"))
			}
			if findCookie(r.Response, httpapi.SessionCookie) != nil {
				t.Fatal("the plain-named cookie is still set over https")
			}
			if p := me(t, c); p.Email != "ann@example.com" {
				t.Fatalf("profile with the __Host- cookie: %+v", p)
			}
			plain := e.Client(t)
			if r := plain.Do("GET", "/api/profile/me", nil, "Cookie", httpapi.SessionCookie+"="+cookie.Value); r.StatusCode != http.StatusUnauthorized {
				t.Fatalf("a plain-named cookie was accepted over https: %d", r.StatusCode)
			}
			r = c.Do("POST", "/api/auth/logout", nil)
			if cleared := findCookie(r.Response, httpapi.SecureSessionCookie); cleared == nil || cleared.MaxAge >= 0 || !cleared.Secure || cleared.Path != "/" {
				t.Fatalf("logout's cookie: %+v", cleared)
			}
			wantSignedOut(t, c, "the browser after logout")
		})
	}
}

// Every sign-in gives the browser a new token and ends the one it held, whoever's it was.
func TestEverySignInReplacesTheBrowsersToken(t *testing.T) {
	gh, env := startFakeGitHub(t)
	apptest.ForEachDB(t, env, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		c.SignUp("first@example.com", ownerPassword)
		held := c.Cookie(httpapi.SessionCookie)
		replaced := func(t *testing.T) {
			t.Helper()
			now := c.Cookie(httpapi.SessionCookie)
			if now == "" || now == held {
				t.Fatalf("the browser kept its token %q", now)
			}
			if r := e.Client(t).Do("GET", "/api/profile/me", nil, "Authorization", "Bearer "+held); r.StatusCode != http.StatusUnauthorized {
				t.Fatalf("the token held before the sign-in still works: %d", r.StatusCode)
			}
			held = now
		}
		t.Run("sign-up", func(t *testing.T) {
			c.SignUp("second@example.com", ownerPassword)
			replaced(t)
		})
		t.Run("password", func(t *testing.T) {
			if r := c.Do("POST", "/api/auth/login", map[string]any{"email": "first@example.com", "password": ownerPassword}); r.StatusCode != http.StatusOK {
				t.Fatalf("login: %d %s", r.StatusCode, r.Body)
			}
			replaced(t)
		})
		t.Run("GitHub", func(t *testing.T) {
			loc := githubSignIn(t, c, gh, map[string]string{"user_id": "31337", "login": "octo", "email": "octo@example.com", "verified": "true"})
			if loc.String() != "/auth" {
				t.Fatalf("GitHub sign-in went to %s", loc)
			}
			replaced(t)
		})
		t.Run("reset link", func(t *testing.T) {
			resetPassword(t, e, c, "second@example.com", newPassword)
			replaced(t)
		})
	})
}

// A confirmation link opened from another site (or anywhere) confirms the address and sends
// the browser to sign in; it sets no session.
func TestConfirmationLinkSignsNoBrowserIn(t *testing.T) {
	for _, kind := range storetest.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			e := apptest.Start(t, kind, nil, &apptest.Mailbox{Deliver: true})
			c := e.Client(t)
			c.SignUp("ann@example.com", ownerPassword)
			visitor := e.Client(t)
			r := visitor.Do("GET", e.Mail.LinkIn(t, "ann@example.com").String(), nil,
				"Sec-Fetch-Site", "cross-site", "Sec-Fetch-Mode", "navigate", "Referer", "https://evil.example/")
			if r.StatusCode != http.StatusSeeOther || r.Header.Get("Location") != "/login?confirmed=1" {
				t.Fatalf("confirmation link: %d %s", r.StatusCode, r.Header.Get("Location"))
			}
			if len(r.Cookies()) != 0 {
				t.Fatalf("the confirmation link set cookies: %v", r.Header.Values("Set-Cookie"))
			}
			wantSignedOut(t, visitor, "the browser that opened the link")
			// The address is confirmed: signing in now works.
			if r := c.Do("POST", "/api/auth/login", map[string]any{"email": "ann@example.com", "password": ownerPassword}); r.StatusCode != http.StatusOK {
				t.Fatalf("sign-in after confirming: %d %s", r.StatusCode, r.Body)
			}
		})
	}
}

func TestCommonPasswordsAreRefusedOverHTTP(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		r := c.Do("POST", "/api/auth/signup", map[string]any{"email": "ann@example.com", "password": "Password1"})
		if r.StatusCode != http.StatusUnprocessableEntity || r.Problem(t) != account.MsgPasswordTooCommon {
			t.Fatalf("sign-up with a common password: %d %s", r.StatusCode, r.Body)
		}
		c.SignUp("ann@example.com", ownerPassword)
		if r := c.Do("POST", "/api/auth/password-reset", map[string]any{"email": "ann@example.com"}); r.StatusCode != http.StatusAccepted {
			t.Fatal(r.StatusCode)
		}
		token := e.Mail.LinkIn(t, "ann@example.com").Query().Get("token")
		r = c.Do("POST", "/api/auth/password-reset/confirm", map[string]any{"token": token, "password": "baseball"})
		if r.StatusCode != http.StatusUnprocessableEntity || r.Problem(t) != account.MsgPasswordTooCommon {
			t.Fatalf("reset to a common password: %d %s", r.StatusCode, r.Body)
		}
	})
}

func TestChangePasswordOverHTTP(t *testing.T) {
	gh, env := startFakeGitHub(t)
	apptest.ForEachDB(t, env, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		c.SignUp("ann@example.com", ownerPassword)
		laptop := e.Client(t)
		laptop.Do("POST", "/api/auth/login", map[string]any{"email": "ann@example.com", "password": ownerPassword})

		var status struct {
			HasPassword bool `json:"has_password"`
		}
		c.Do("GET", "/api/auth/password", nil).JSON(t, &status)
		if !status.HasPassword {
			t.Fatal("has_password false for a password account")
		}
		for _, bad := range []struct {
			current, next, detail string
			code                  int
		}{
			{"wrong-guess-1", newPassword, account.MsgCurrentPasswordWrong, http.StatusUnprocessableEntity},
			{ownerPassword, "iloveyou", account.MsgPasswordTooCommon, http.StatusUnprocessableEntity},
			{ownerPassword, "12345", account.MsgPasswordTooShort, http.StatusUnprocessableEntity},
		} {
			r := c.Do("POST", "/api/auth/password", map[string]any{"current_password": bad.current, "new_password": bad.next})
			if r.StatusCode != bad.code || r.Problem(t) != bad.detail {
				t.Fatalf("change %q → %q: %d %s", bad.current, bad.next, r.StatusCode, r.Body)
			}
		}
		r := c.Do("POST", "/api/auth/password", map[string]any{"current_password": ownerPassword, "new_password": newPassword})
		if r.StatusCode != http.StatusOK || !strings.Contains(string(r.Body), account.MsgPasswordChanged) {
			t.Fatalf("change: %d %s", r.StatusCode, r.Body)
		}
		me(t, c) // this browser stays signed in
		wantSignedOut(t, laptop, "the other session")
		if r := e.Client(t).Do("POST", "/api/auth/login", map[string]any{"email": "ann@example.com", "password": newPassword}); r.StatusCode != http.StatusOK {
			t.Fatalf("sign-in with the new password: %d", r.StatusCode)
		}
		wantSignedOut(t, e.Client(t), "a guest")
		if r := e.Client(t).Do("POST", "/api/auth/password", map[string]any{"current_password": "x", "new_password": newPassword}); r.StatusCode != http.StatusUnauthorized {
			t.Fatalf("a guest changing a password: %d", r.StatusCode)
		}

		// An account made with GitHub has no password: it is told how to set one.
		octo := e.Client(t)
		githubSignIn(t, octo, gh, map[string]string{"user_id": "9", "login": "octo", "email": "octo@example.com", "verified": "true"})
		octo.Do("GET", "/api/auth/password", nil).JSON(t, &status)
		if status.HasPassword {
			t.Fatal("has_password true for a GitHub-made account")
		}
		r = octo.Do("POST", "/api/auth/password", map[string]any{"current_password": "", "new_password": newPassword})
		if r.StatusCode != http.StatusConflict || r.Problem(t) != account.MsgNoPasswordYet {
			t.Fatalf("change without a password: %d %s", r.StatusCode, r.Body)
		}
	})
}

// 128 sign-ins at once: the hashing gate runs a few and turns the rest away with 503 and a
// Retry-After header, never a 500, and known and unknown addresses alike.
func TestSignInBurstIsShedWith503AndRetryAfter(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		e.Client(t).SignUp("ann@example.com", ownerPassword)
		const n = 128
		type answer struct {
			status     int
			retryAfter string
			detail     string
		}
		answers := make([]answer, n)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for i := range n {
			wg.Go(func() {
				c := e.Client(t)
				email := "ann@example.com"
				if i%2 == 1 {
					email = "nobody@example.com"
				}
				<-start
				r := c.Do("POST", "/api/auth/login", map[string]any{"email": email, "password": ownerPassword})
				answers[i] = answer{r.StatusCode, r.Header.Get("Retry-After"), r.Problem(t)}
			})
		}
		close(start)
		wg.Wait()
		shed := map[bool]int{}
		for i, a := range answers {
			switch a.status {
			case http.StatusOK, http.StatusUnauthorized:
			case http.StatusServiceUnavailable:
				if a.retryAfter != "1" || a.detail != account.MsgBusy {
					t.Fatalf("503 without Retry-After: 1 or with %q", a.detail)
				}
				shed[i%2 == 1]++
			default:
				t.Fatalf("sign-in %d: %d %s", i, a.status, a.detail)
			}
		}
		if shed[false]+shed[true] == 0 {
			t.Fatal("128 sign-ins at once all ran: nothing bounds the hashing")
		}
		t.Logf("shed %d known and %d unknown of %d", shed[false], shed[true], n)
	})
}

// Two instances on one database: the sign-in limit is one limit.
func TestSignInRateLimitIsSharedByTwoInstances(t *testing.T) {
	for _, kind := range storetest.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			env := map[string]string{"AUTH_RATE_LIMIT": "3"}
			if kind == storetest.Postgres {
				env["DATABASE_URL"] = storetest.Options(t, kind).DatabaseURL
			} else {
				env["DATA_DIR"] = t.TempDir() // one SQLite file
			}
			a, b := apptest.Start(t, kind, env, nil), apptest.Start(t, kind, env, nil)
			login := func(e *apptest.Env) *apptest.Response {
				return e.Client(t).Do("POST", "/api/auth/login", map[string]any{"email": "ann@example.com", "password": "wrong-guess-1"})
			}
			for i, e := range []*apptest.Env{a, b, a} {
				if r := login(e); r.StatusCode != http.StatusUnauthorized {
					t.Fatalf("attempt %d: %d %s", i+1, r.StatusCode, r.Body)
				}
			}
			for _, e := range []*apptest.Env{b, a} {
				r := login(e)
				if r.StatusCode != http.StatusTooManyRequests || r.Problem(t) != account.MsgRateLimited || r.Header.Get("Retry-After") == "" {
					t.Fatalf("fourth attempt, other instance: %d %s (Retry-After %q)", r.StatusCode, r.Body, r.Header.Get("Retry-After"))
				}
			}
		})
	}
}

package httpapi_test

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/oauth2-proxy/mockoidc"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/httpapi"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
	"github.com/draftsmith/draftsmith/internal/testsupport/fakegithub"
)

type profile struct {
	ID        string  `json:"id"`
	Email     string  `json:"email"`
	FullName  *string `json:"full_name"`
	Name      *string `json:"name"`
	Bio       *string `json:"bio"`
	AvatarURL *string `json:"avatar_url"`
	IsAdmin   bool    `json:"is_admin"`
	IsPremium bool    `json:"is_premium"`
}

func TestSignUpProfileLogoutJourney(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		r := c.Do("POST", "/api/auth/signup", map[string]any{"email": "Ann@Example.com", "password": "kettle-sparrow-7", "full_name": ""})
		if r.StatusCode != http.StatusCreated {
			t.Fatalf("signup: %d %s", r.StatusCode, r.Body)
		}
		var signup struct {
			SignedIn bool    `json:"signed_in"`
			Message  string  `json:"message"`
			Profile  profile `json:"profile"`
		}
		r.JSON(t, &signup)
		if !signup.SignedIn || signup.Message != "Check your email to confirm your account." || signup.Profile.Email != "ann@example.com" || signup.Profile.FullName != nil {
			t.Fatalf("signup answer %+v", signup)
		}
		cookie := findCookie(r.Response, httpapi.SessionCookie)
		if cookie == nil || !cookie.HttpOnly || cookie.SameSite != http.SameSiteLaxMode || cookie.Path != "/" || cookie.Secure {
			t.Fatalf("session cookie %+v", cookie)
		}

		for _, path := range []string{"/api/profile/me", "/api/auth/me"} {
			r = c.Do("GET", path, nil)
			var p profile
			r.JSON(t, &p)
			if r.StatusCode != 200 || p.ID != signup.Profile.ID {
				t.Fatalf("%s: %d %s", path, r.StatusCode, r.Body)
			}
		}

		r = c.Do("PUT", "/api/profile", map[string]any{"full_name": "Ann Lee", "name": "Ann Lee"})
		var p profile
		r.JSON(t, &p)
		if r.StatusCode != 200 || *p.Name != "Ann Lee" || *p.FullName != "Ann Lee" {
			t.Fatalf("rename: %d %s", r.StatusCode, r.Body)
		}
		r = c.Do("PUT", "/api/profile", map[string]any{"name": " "})
		if r.StatusCode != http.StatusUnprocessableEntity || r.Problem(t) != "Name cannot be empty." {
			t.Fatalf("empty name: %d %s", r.StatusCode, r.Body)
		}
		r = c.Do("PUT", "/api/profile", map[string]any{"bio": "", "avatar_url": nil})
		r.JSON(t, &p)
		if r.StatusCode != 200 || p.Bio != nil || p.AvatarURL != nil || *p.Name != "Ann Lee" {
			t.Fatalf("clear bio: %d %s", r.StatusCode, r.Body)
		}

		r = c.Do("POST", "/api/auth/logout", nil)
		if r.StatusCode != http.StatusNoContent {
			t.Fatalf("logout: %d %s", r.StatusCode, r.Body)
		}
		if c.Cookie(httpapi.SessionCookie) != "" {
			t.Fatal("logout left the session cookie")
		}
		// The ended session is refused even if a client kept the token.
		r = c.Do("GET", "/api/profile/me", nil, "Authorization", "Bearer "+cookie.Value)
		if r.StatusCode != http.StatusUnauthorized || r.Problem(t) != "Please sign in first." {
			t.Fatalf("me after logout: %d %s", r.StatusCode, r.Body)
		}
		r = c.Do("GET", "/api/auth/session", nil)
		if r.StatusCode != 200 || strings.TrimSpace(string(r.Body)) != `{"authenticated":false}` {
			t.Fatalf("session after logout: %d %s", r.StatusCode, r.Body)
		}
	})
}

func TestBearerTokenAuthenticatesAPIClients(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		browser := e.Client(t)
		browser.SignUp("api@example.com", "kettle-sparrow-7")
		token := browser.Cookie(httpapi.SessionCookie)

		req, _ := http.NewRequest("PUT", e.Server.URL+"/api/profile", strings.NewReader(`{"name":"Bot"}`))
		req.Header.Set("Authorization", "Bearer "+token)
		req.Header.Set("Content-Type", "application/json")
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode != 200 {
			t.Fatalf("bearer PUT: %d", resp.StatusCode)
		}
		r := e.Client(t).Do("GET", "/api/profile/me", nil, "Authorization", "Bearer not-a-token")
		if r.StatusCode != http.StatusUnauthorized {
			t.Fatalf("bad bearer: %d", r.StatusCode)
		}
	})
}

func TestLoginErrors(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		c.SignUp("ann@example.com", "kettle-sparrow-7")
		c.Do("POST", "/api/auth/logout", nil)

		r := c.Do("POST", "/api/auth/login", map[string]any{"email": "ann@example.com", "password": "wrong-one"})
		if r.StatusCode != http.StatusUnauthorized || r.Problem(t) != "Invalid email or password." {
			t.Fatalf("wrong password: %d %s", r.StatusCode, r.Body)
		}
		r = c.Do("POST", "/api/auth/login", map[string]any{"email": "nobody@example.com", "password": "kettle-sparrow-7"})
		if r.StatusCode != http.StatusUnauthorized || r.Problem(t) != "Invalid email or password." {
			t.Fatalf("unknown email: %d %s", r.StatusCode, r.Body)
		}
		// Validation errors never echo what was typed: a password is not a thing to log or show.
		secret := strings.Repeat("s3cr3t", 50)
		r = c.Do("POST", "/api/auth/login", map[string]any{"email": "ann@example.com", "password": secret})
		if r.StatusCode != http.StatusUnprocessableEntity || strings.Contains(string(r.Body), "s3cr3t") {
			t.Fatalf("overlong password: %d %s", r.StatusCode, r.Body)
		}
		if !strings.HasPrefix(r.Problem(t), "password:") {
			t.Fatalf("detail should name the field: %s", r.Body)
		}
		r = c.Do("POST", "/api/auth/login", map[string]any{"email": "ann@example.com", "password": "kettle-sparrow-7"})
		if r.StatusCode != 200 {
			t.Fatalf("right password: %d %s", r.StatusCode, r.Body)
		}
	})
}

func TestAuthRateLimitAnswers429(t *testing.T) {
	apptest.ForEachDB(t, map[string]string{"AUTH_RATE_LIMIT": "2"}, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		for range 2 {
			c.Do("POST", "/api/auth/login", map[string]any{"email": "x@example.com", "password": "wrong12"})
		}
		r := c.Do("POST", "/api/auth/login", map[string]any{"email": "x@example.com", "password": "wrong12"})
		if r.StatusCode != http.StatusTooManyRequests || r.Problem(t) != account.MsgRateLimited {
			t.Fatalf("third attempt: %d %s", r.StatusCode, r.Body)
		}
	})
}

func TestCrossOriginWritesAreRefused(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		c.SignUp("ann@example.com", "kettle-sparrow-7")
		r := c.Do("PUT", "/api/profile", map[string]any{"name": "Hacked"}, "Origin", "https://evil.example", "Sec-Fetch-Site", "cross-site")
		if r.StatusCode != http.StatusForbidden || r.Problem(t) != "Cross-origin requests are not allowed." {
			t.Fatalf("cross-site PUT: %d %s", r.StatusCode, r.Body)
		}
		var p profile
		c.Do("GET", "/api/profile/me", nil).JSON(t, &p)
		if p.Name != nil {
			t.Fatalf("refused request changed the name to %q", *p.Name)
		}
	})
}

func TestConfirmationFlowWhenMailIsDelivered(t *testing.T) {
	for _, kind := range storetest.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			e := apptest.Start(t, kind, nil, &apptest.Mailbox{Deliver: true})
			c := e.Client(t)
			r := c.Do("GET", "/api/auth/providers", nil)
			if strings.TrimSpace(string(r.Body)) != `{"github":false,"google":false,"email_confirmation":true}` {
				t.Fatalf("providers: %s", r.Body)
			}
			r = c.Do("POST", "/api/auth/signup", map[string]any{"email": "ann@example.com", "password": "kettle-sparrow-7"})
			if r.StatusCode != http.StatusCreated || strings.Contains(string(r.Body), `"signed_in":true`) || c.Cookie(httpapi.SessionCookie) != "" {
				t.Fatalf("signup with real mail must not sign in: %d %s", r.StatusCode, r.Body)
			}
			r = c.Do("POST", "/api/auth/login", map[string]any{"email": "ann@example.com", "password": "kettle-sparrow-7"})
			if r.StatusCode != http.StatusForbidden {
				t.Fatalf("login before confirming: %d %s", r.StatusCode, r.Body)
			}
			link := e.Mail.LinkIn(t, "ann@example.com")
			r = c.Do("GET", link.String(), nil)
			if r.StatusCode != http.StatusSeeOther || r.Header.Get("Location") != "/login?confirmed=1" {
				t.Fatalf("confirm link: %d %s", r.StatusCode, r.Header.Get("Location"))
			}
			// Confirmed, but signed in only by signing in.
			if r = c.Do("GET", "/api/profile/me", nil); r.StatusCode != http.StatusUnauthorized {
				t.Fatalf("the confirmation link signed the browser in: %d", r.StatusCode)
			}
			if r = c.Do("POST", "/api/auth/login", map[string]any{"email": "ann@example.com", "password": "kettle-sparrow-7"}); r.StatusCode != 200 {
				t.Fatalf("sign-in after confirming: %d %s", r.StatusCode, r.Body)
			}
			// The link works once; a second visit explains on /auth.
			r = e.Client(t).Do("GET", link.String(), nil)
			loc, _ := url.Parse(r.Header.Get("Location"))
			if loc.Path != "/auth" || loc.Query().Get("error") != account.MsgLinkInvalid {
				t.Fatalf("reused link: %s", r.Header.Get("Location"))
			}
		})
	}
}

func TestPasswordResetOverHTTP(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		c.SignUp("ann@example.com", "kettle-sparrow-7")
		for _, email := range []string{"ann@example.com", "ghost@example.com"} {
			r := c.Do("POST", "/api/auth/password-reset", map[string]any{"email": email})
			if r.StatusCode != http.StatusAccepted || !strings.Contains(string(r.Body), account.MsgResetSent) {
				t.Fatalf("reset request for %s: %d %s", email, r.StatusCode, r.Body)
			}
		}
		token := e.Mail.LinkIn(t, "ann@example.com").Query().Get("token")
		other := e.Client(t)
		r := other.Do("POST", "/api/auth/password-reset/confirm", map[string]any{"token": token, "password": "new-secret"})
		if r.StatusCode != 200 || other.Cookie(httpapi.SessionCookie) == "" {
			t.Fatalf("reset: %d %s", r.StatusCode, r.Body)
		}
		if r := c.Do("GET", "/api/profile/me", nil); r.StatusCode != http.StatusUnauthorized {
			t.Fatalf("old session after reset: %d", r.StatusCode)
		}
		r = other.Do("POST", "/api/auth/password-reset/confirm", map[string]any{"token": token, "password": "again-new"})
		if r.StatusCode != http.StatusBadRequest || r.Problem(t) != account.MsgLinkInvalid {
			t.Fatalf("reused reset link: %d %s", r.StatusCode, r.Body)
		}
	})
}

func TestGitHubSignInAgainstFake(t *testing.T) {
	gh := fakegithub.New("gh-client", "gh-secret")
	ghSrv := httptest.NewServer(gh.Handler())
	defer ghSrv.Close()
	env := map[string]string{
		"GITHUB_CLIENT_ID": gh.ClientID, "GITHUB_CLIENT_SECRET": gh.ClientSecret,
		"GITHUB_AUTH_URL": ghSrv.URL + "/login/oauth/authorize", "GITHUB_TOKEN_URL": ghSrv.URL + "/login/oauth/access_token",
		"GITHUB_API_URL": ghSrv.URL,
	}
	apptest.ForEachDB(t, env, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		start := c.Do("GET", "/api/auth/oauth/github", nil)
		if start.StatusCode != http.StatusFound {
			t.Fatalf("start: %d %s", start.StatusCode, start.Body)
		}
		authorize, _ := url.Parse(start.Header.Get("Location"))
		q := authorize.Query()
		if !strings.HasPrefix(authorize.String(), ghSrv.URL+"/login/oauth/authorize") || q.Get("code_challenge_method") != "S256" || q.Get("state") == "" {
			t.Fatalf("authorize URL %s", authorize)
		}
		// The person approves on the provider's page.
		form := url.Values{}
		for k := range q {
			form.Set(k, q.Get(k))
		}
		form.Set("user_id", "31337")
		form.Set("login", "octo")
		form.Set("name", "Octo Cat")
		form.Set("email", "Octo@Example.com")
		form.Set("verified", "true")
		approve, err := c.HTTP.PostForm(ghSrv.URL+"/login/oauth/authorize", form)
		if err != nil {
			t.Fatal(err)
		}
		approve.Body.Close()
		callback := approve.Header.Get("Location")

		// Another browser cannot finish this sign-in: the state is bound to the first one.
		stranger := e.Client(t).Do("GET", callback, nil)
		if loc := stranger.Header.Get("Location"); !strings.HasPrefix(loc, "/auth?error=") {
			t.Fatalf("callback without the state cookie went to %s", loc)
		}

		r := c.Do("GET", callback, nil)
		if r.StatusCode != http.StatusFound || r.Header.Get("Location") != "/auth" {
			t.Fatalf("callback: %d %s", r.StatusCode, r.Header.Get("Location"))
		}
		var p profile
		r = c.Do("GET", "/api/profile/me", nil)
		r.JSON(t, &p)
		if r.StatusCode != 200 || p.Email != "octo@example.com" || *p.FullName != "Octo Cat" || *p.Name != "octo" {
			t.Fatalf("profile after GitHub sign-in: %d %s", r.StatusCode, r.Body)
		}
		// Replaying the callback (same state) does nothing.
		if loc := c.Do("GET", callback, nil).Header.Get("Location"); !strings.HasPrefix(loc, "/auth?error=") {
			t.Fatalf("replayed callback went to %s", loc)
		}
		// Denying on the provider's page comes back as a readable error.
		start = c.Do("GET", "/api/auth/oauth/github", nil)
		authorize, _ = url.Parse(start.Header.Get("Location"))
		form = url.Values{}
		for k := range authorize.Query() {
			form.Set(k, authorize.Query().Get(k))
		}
		form.Set("decision", "deny")
		deny, err := c.HTTP.PostForm(ghSrv.URL+"/login/oauth/authorize", form)
		if err != nil {
			t.Fatal(err)
		}
		deny.Body.Close()
		loc, _ := url.Parse(c.Do("GET", deny.Header.Get("Location"), nil).Header.Get("Location"))
		if loc.Query().Get("error") != "You cancelled sign-in with GitHub." {
			t.Fatalf("denied sign-in: %s", loc)
		}
	})
}

func TestGoogleSignInAgainstMockOIDC(t *testing.T) {
	m, err := mockoidc.Run()
	if err != nil {
		t.Fatal(err)
	}
	defer m.Shutdown()
	cfg := m.Config()
	env := map[string]string{"GOOGLE_CLIENT_ID": cfg.ClientID, "GOOGLE_CLIENT_SECRET": cfg.ClientSecret, "GOOGLE_ISSUER": cfg.Issuer}
	apptest.ForEachDB(t, env, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		// An existing password account with the same, verified-by-Google address is linked.
		c.SignUp("jane@example.com", "kettle-sparrow-7")
		var before profile
		c.Do("GET", "/api/profile/me", nil).JSON(t, &before)
		c.Do("POST", "/api/auth/logout", nil)

		m.QueueUser(&mockoidc.MockUser{Subject: "google-jane", Email: "jane@example.com", EmailVerified: true, PreferredUsername: "jane"})
		start := c.Do("GET", "/api/auth/oauth/google", nil)
		if start.StatusCode != http.StatusFound {
			t.Fatalf("start: %d %s", start.StatusCode, start.Body)
		}
		// mockoidc approves at once and redirects back with a code.
		resp, err := c.HTTP.Get(start.Header.Get("Location"))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		r := c.Do("GET", resp.Header.Get("Location"), nil)
		if r.Header.Get("Location") != "/auth" {
			t.Fatalf("callback went to %s", r.Header.Get("Location"))
		}
		var p profile
		c.Do("GET", "/api/profile/me", nil).JSON(t, &p)
		if p.ID != before.ID || *p.Name != "jane" {
			t.Fatalf("Google sign-in did not link to the existing account: %+v vs %+v", p, before)
		}
	})
}

func TestUnconfiguredProviderRedirectsWithExplanation(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		r := e.Client(t).Do("GET", "/api/auth/oauth/google", nil)
		loc, _ := url.Parse(r.Header.Get("Location"))
		if loc.Path != "/auth" || loc.Query().Get("error") != "Google sign-in is not configured on this server." {
			t.Fatalf("unconfigured provider: %d %s", r.StatusCode, r.Header.Get("Location"))
		}
	})
}

func findCookie(r *http.Response, name string) *http.Cookie {
	for _, c := range r.Cookies() {
		if c.Name == name {
			return c
		}
	}
	return nil
}

// A failure inside the server is logged, and the client gets a generic message with no
// internal detail.
func TestInternalErrorsStayInternal(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		e.App.DB.Close()
		r := e.Client(t).Do("POST", "/api/auth/signup", map[string]any{"email": "ann@example.com", "password": "kettle-sparrow-7"})
		if r.StatusCode != http.StatusInternalServerError || r.Problem(t) != "Something went wrong on our side. Please try again." {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		if strings.Contains(strings.ToLower(string(r.Body)), "sql") || strings.Contains(string(r.Body), "closed") {
			t.Fatalf("internal detail leaked: %s", r.Body)
		}
	})
}

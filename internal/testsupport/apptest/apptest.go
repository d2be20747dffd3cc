// Package apptest boots the whole Draftsmith app on a fresh database behind an httptest
// server, and gives tests a cookie-keeping client and a mailbox that records mail.
package apptest

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"regexp"
	"strings"
	"sync"
	"testing"
	"testing/fstest"

	"github.com/draftsmith/draftsmith/internal/app"
	"github.com/draftsmith/draftsmith/internal/config"
	"github.com/draftsmith/draftsmith/internal/mail"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
)

// Mailbox records mail instead of sending it.
type Mailbox struct {
	// Deliver makes the app treat mail as really delivered (as with SMTP), so new accounts
	// must confirm their address before signing in.
	Deliver bool

	mu       sync.Mutex
	messages []mail.Message
}

func (m *Mailbox) Delivers() bool { return m.Deliver }

// Forget drops the messages to an address, as the file sender does when an account is
// deleted (mail.Forgetter).
func (m *Mailbox) Forget(_ context.Context, address string) (int, error) {
	m.mu.Lock()
	defer m.mu.Unlock()
	kept := m.messages[:0]
	for _, msg := range m.messages {
		if !strings.EqualFold(msg.To, address) {
			kept = append(kept, msg)
		}
	}
	n := len(m.messages) - len(kept)
	m.messages = kept
	return n, nil
}

// Count returns how many messages the mailbox holds to an address.
func (m *Mailbox) Count(to string) int {
	m.mu.Lock()
	defer m.mu.Unlock()
	n := 0
	for _, msg := range m.messages {
		if strings.EqualFold(msg.To, to) {
			n++
		}
	}
	return n
}

func (m *Mailbox) Send(_ context.Context, msg mail.Message) error {
	m.mu.Lock()
	defer m.mu.Unlock()
	m.messages = append(m.messages, msg)
	return nil
}

// Last returns the newest message to the address, or fails the test.
func (m *Mailbox) Last(t testing.TB, to string) mail.Message {
	t.Helper()
	m.mu.Lock()
	defer m.mu.Unlock()
	for i := len(m.messages) - 1; i >= 0; i-- {
		if m.messages[i].To == to {
			return m.messages[i]
		}
	}
	t.Fatalf("no mail to %s", to)
	return mail.Message{}
}

var linkPattern = regexp.MustCompile(`https?://\S+`)

// LinkIn returns the first link in the newest message to the address.
func (m *Mailbox) LinkIn(t testing.TB, to string) *url.URL {
	t.Helper()
	msg := m.Last(t, to)
	raw := linkPattern.FindString(msg.Text)
	u, err := url.Parse(raw)
	if raw == "" || err != nil {
		t.Fatalf("no link in mail %q: %s", msg.Subject, msg.Text)
	}
	return u
}

// Env is a running app.
type Env struct {
	App    *app.App
	Server *httptest.Server
	Mail   *Mailbox
	Kind   storetest.Kind
}

// WebFiles stands in for the built web app: the head tags the server fills in, and one asset.
var WebFiles fs.FS = fstest.MapFS{
	"index.html": {Data: []byte(`<!doctype html><html lang="en"><head><meta charset="UTF-8" />` +
		`<title>Draftsmith</title><meta name="description" content="" /><link rel="canonical" href="" />` +
		`<meta name="robots" content="index,follow" /><script type="module" src="/assets/app.js"></script></head>` +
		`<body><div id="root"></div></body></html>`)},
	// Big enough (over 1 kB) to be served gzipped.
	"assets/app.js": {Data: []byte(strings.Repeat(`console.log("app");`+"\n", 80))},
	// Prerendered shells of two public pages (ADR 0016), and one of a private page that must
	// never be used.
	"shell/index.html":     {Data: []byte(`<main id="main"><h1>Resume Generator</h1></main>`)},
	"shell/login.html":     {Data: []byte(`<main id="main"><h1>Login</h1></main>`)},
	"shell/settings.html":  {Data: []byte(`<main id="main"><h1>Settings shell</h1></main>`)},
	"sw.js":                {Data: []byte(`const BUILD = "test";`)},
	"manifest.webmanifest": {Data: []byte(`{"name":"Draftsmith"}`)},
}

// Start boots the app on a fresh database of the given kind. env overrides configuration
// variables (BASE_URL is set to the test server's address unless given).
func Start(t testing.TB, kind storetest.Kind, env map[string]string, mailbox *Mailbox) *Env {
	t.Helper()
	return start(t, kind, env, mailbox, false)
}

// StartTLS is Start behind an https test server, so BASE_URL is https:// and the app runs as
// it does in production (Secure, __Host- cookies); Env.Client trusts its certificate.
func StartTLS(t testing.TB, kind storetest.Kind, env map[string]string, mailbox *Mailbox) *Env {
	t.Helper()
	return start(t, kind, env, mailbox, true)
}

func start(t testing.TB, kind storetest.Kind, env map[string]string, mailbox *Mailbox, tls bool) *Env {
	t.Helper()
	if mailbox == nil {
		mailbox = &Mailbox{}
	}
	// The server must exist before the app so BASE_URL can name its address.
	var handler http.Handler
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { handler.ServeHTTP(w, r) }))
	if tls {
		srv.StartTLS()
	} else {
		srv.Start()
	}
	t.Cleanup(srv.Close)

	a := NewApp(t, kind, srv.URL, env, mailbox)
	handler = a.Handler
	return &Env{App: a, Server: srv, Mail: mailbox, Kind: kind}
}

// NewApp builds the app on a fresh database of the given kind, served at baseURL, and closes
// it when t ends. env overrides configuration variables.
func NewApp(t testing.TB, kind storetest.Kind, baseURL string, env map[string]string, mailbox *Mailbox) *app.App {
	t.Helper()
	vars := map[string]string{"BASE_URL": baseURL, "DATA_DIR": t.TempDir(), "AUTH_RATE_LIMIT": "1000"}
	if kind == storetest.Postgres {
		vars["DATABASE_URL"] = storetest.Options(t, kind).DatabaseURL
	}
	for k, v := range env {
		vars[k] = v
	}
	cfg, err := config.Load(func(k string) (string, bool) { v, ok := vars[k]; return v, ok })
	if err != nil {
		t.Fatal(err)
	}
	log := slog.New(slog.NewTextHandler(io.Discard, nil))
	a, err := app.New(context.Background(), cfg, app.Options{Log: log, Mail: mailbox, WebFiles: WebFiles})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { a.Close() })
	return a
}

// ForEachDB runs fn once per database kind under test, each with its own app.
func ForEachDB(t *testing.T, env map[string]string, fn func(t *testing.T, e *Env)) {
	t.Helper()
	for _, kind := range storetest.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			fn(t, Start(t, kind, env, nil))
		})
	}
}

// Client is a browser-like client: it keeps cookies, sends same-origin fetch headers and
// does not follow redirects (tests look at them).
type Client struct {
	t    testing.TB
	base string
	HTTP *http.Client
}

// Client returns a new cookie-keeping client.
func (e *Env) Client(t testing.TB) *Client {
	jar, _ := cookiejar.New(nil)
	return &Client{t: t, base: e.Server.URL, HTTP: &http.Client{
		Jar:           jar,
		Transport:     e.Server.Client().Transport, // trusts the test server's certificate
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}}
}

// Response is a read response.
type Response struct {
	*http.Response
	Body []byte
}

// JSON decodes the body into v.
func (r *Response) JSON(t testing.TB, v any) {
	t.Helper()
	if err := json.Unmarshal(r.Body, v); err != nil {
		t.Fatalf("decode %s: %v", r.Body, err)
	}
}

// Problem returns the problem detail of an error response.
func (r *Response) Problem(t testing.TB) string {
	t.Helper()
	var p struct {
		Detail string `json:"detail"`
	}
	r.JSON(t, &p)
	return p.Detail
}

// Do sends a request; body, if not nil, is sent as JSON. headers are added as given.
func (c *Client) Do(method, path string, body any, headers ...string) *Response {
	c.t.Helper()
	var rd io.Reader
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			c.t.Fatal(err)
		}
		rd = bytes.NewReader(b)
	}
	target := path
	if !strings.HasPrefix(path, "http") {
		target = c.base + path
	}
	req, err := http.NewRequest(method, target, rd)
	if err != nil {
		c.t.Fatal(err)
	}
	req.Header.Set("Accept", "application/json")
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	for i := 0; i+1 < len(headers); i += 2 {
		req.Header.Set(headers[i], headers[i+1])
	}
	resp, err := c.HTTP.Do(req)
	if err != nil {
		c.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(resp.Body)
	if err != nil {
		c.t.Fatal(err)
	}
	return &Response{Response: resp, Body: b}
}

// Cookie returns the client's cookie of that name for the app, or "".
func (c *Client) Cookie(name string) string {
	u, _ := url.Parse(c.base)
	for _, ck := range c.HTTP.Jar.Cookies(u) {
		if ck.Name == name {
			return ck.Value
		}
	}
	return ""
}

// SignUp creates an account and fails the test unless it succeeds.
func (c *Client) SignUp(email, password string) *Response {
	c.t.Helper()
	r := c.Do("POST", "/api/auth/signup", map[string]any{"email": email, "password": password})
	if r.StatusCode != http.StatusCreated {
		c.t.Fatalf("sign up %s: %d %s", email, r.StatusCode, r.Body)
	}
	return r
}

package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"strings"
	"testing"
	"time"

	"github.com/draftsmith/draftsmith/internal/app"
	"github.com/draftsmith/draftsmith/internal/llm/fakellm"
	"github.com/draftsmith/draftsmith/internal/quota"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

// server is an app serving on a real listener, as the binary does, until signal is called.
type server struct {
	app    *app.App
	addr   string
	signal context.CancelFunc // SIGTERM
	done   chan error         // Serve's result
}

func serve(t *testing.T, kind storetest.Kind, env map[string]string, opts app.ServeOptions) *server {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	a := apptest.NewApp(t, kind, "http://"+ln.Addr().String(), env, &apptest.Mailbox{})
	ctx, signal := context.WithCancel(context.Background())
	s := &server{app: a, addr: ln.Addr().String(), signal: signal, done: make(chan error, 1)}
	go func() { s.done <- a.Serve(ctx, ln, opts) }()
	t.Cleanup(func() {
		signal()
		select {
		case <-s.done:
		case <-time.After(30 * time.Second):
			t.Error("the server did not stop")
		}
	})
	return s
}

// stopped waits for Serve to return after the signal.
func (s *server) stopped(t *testing.T, within time.Duration) {
	t.Helper()
	select {
	case err := <-s.done:
		if err != nil {
			t.Fatalf("Serve: %v", err)
		}
		s.done <- nil // for the cleanup
	case <-time.After(within):
		t.Fatalf("the server was still running %s after the signal", within)
	}
}

// user signs up and returns a client that carries the session, and the user's id.
func (s *server) user(t *testing.T, email string) (*http.Client, string) {
	t.Helper()
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	resp := s.post(t, c, "/api/auth/signup", map[string]any{"email": email, "password": "kettle-sparrow-7"}, false)
	var out struct {
		Profile struct {
			ID string `json:"id"`
		} `json:"profile"`
	}
	if resp.status != http.StatusCreated || json.Unmarshal(resp.body, &out) != nil || out.Profile.ID == "" {
		t.Fatalf("sign up: %d %s", resp.status, resp.body)
	}
	return c, out.Profile.ID
}

type answer struct {
	status     int
	retryAfter string
	body       []byte
	err        error
}

func (s *server) post(t *testing.T, c *http.Client, path string, body any, stream bool) answer {
	b, _ := json.Marshal(body)
	req, err := http.NewRequest("POST", "http://"+s.addr+path, bytes.NewReader(b))
	if err != nil {
		t.Error(err)
		return answer{err: err}
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	if stream {
		req.Header.Set("Accept", "text/event-stream")
	}
	resp, err := c.Do(req)
	if err != nil {
		return answer{err: err}
	}
	defer resp.Body.Close()
	out, err := io.ReadAll(resp.Body)
	return answer{status: resp.StatusCode, retryAfter: resp.Header.Get("Retry-After"), body: out, err: err}
}

const letter = "Jane Doe\n\nDear Hiring Manager,\n\nI am applying for the Staff Engineer role at Globex. Seven years building payment systems at Acme taught me to ship carefully.\n\nThank you for your time and consideration.\n\nSincerely,\nJane Doe"

var letterForm = map[string]any{"name": "Jane Doe", "job_title": "Staff Engineer", "company_name": "Globex",
	"background": "Seven years building payment systems at Acme."}

func modelEnv(fake *fakellm.Server, shutdown string) map[string]string {
	return map[string]string{"AI_PROVIDER": "openai", "AI_BASE_URL": fake.BaseURL(), "AI_MODEL": "test-model", "AI_API_KEY": "k",
		"AI_TIMEOUT": "30s", "SHUTDOWN_TIMEOUT": shutdown}
}

// generate starts n JSON and n streamed generations at once; answers come on the channel.
func (s *server) generate(t *testing.T, c *http.Client, n int) (json, streamed <-chan answer) {
	jc, sc := make(chan answer, n), make(chan answer, n)
	for range n {
		go func() { jc <- s.post(t, c, "/api/cover-letter", letterForm, false) }()
		go func() { sc <- s.post(t, c, "/api/cover-letter", letterForm, true) }()
	}
	return jc, sc
}

func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for deadline := time.Now().Add(15 * time.Second); !cond(); time.Sleep(10 * time.Millisecond) {
		if time.Now().After(deadline) {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

func count(t *testing.T, a *app.App, table, where string, args ...any) int {
	t.Helper()
	q := a.DB.NewSelect().TableExpr(table)
	if where != "" {
		q = q.Where(where, args...)
	}
	n, err := q.Count(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	return int(n)
}

// On SIGTERM the server stops accepting, and the generations already running — JSON and
// streamed — finish within SHUTDOWN_TIMEOUT, are saved and charged.
func TestShutdownLetsGenerationsInFlightFinish(t *testing.T) {
	for _, kind := range storetest.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			gate := make(chan struct{})
			fake := fakellm.NewOpenAI(fakellm.Reply{Chunks: fakellm.Text(letter, 20), Gate: gate, GateAfter: 2})
			defer fake.Close()
			s := serve(t, kind, modelEnv(fake, "30s"), app.ServeOptions{})
			c, userID := s.user(t, "ann@example.com")
			const each = 2
			jsonAnswers, streamAnswers := s.generate(t, c, each)
			waitFor(t, "the generations to reach the model", func() bool { return len(fake.Requests()) == 2*each })

			s.signal()
			waitFor(t, "the listener to close", func() bool {
				conn, err := net.DialTimeout("tcp", s.addr, time.Second)
				if err == nil {
					conn.Close()
				}
				return err != nil
			})
			select {
			case err := <-s.done:
				t.Fatalf("Serve returned while generations were running: %v", err)
			default:
			}

			close(gate) // the model finishes its answers
			for range each {
				if a := <-jsonAnswers; a.err != nil || a.status != http.StatusOK || !strings.Contains(string(a.body), `"source":"ai"`) {
					t.Fatalf("JSON generation: %d %v %s", a.status, a.err, a.body)
				}
				if a := <-streamAnswers; a.err != nil || a.status != http.StatusOK || !strings.Contains(string(a.body), "event: done") ||
					!strings.Contains(string(a.body), `"source":"ai"`) {
					t.Fatalf("streamed generation: %d %v %s", a.status, a.err, a.body)
				}
			}
			s.stopped(t, 15*time.Second)
			if n := count(t, s.app, "drafts", "user_id = ?", userID); n != 2*each {
				t.Fatalf("%d drafts saved, want %d", n, 2*each)
			}
			if n := count(t, s.app, "quota_reservations", "user_id = ? AND state = 'committed'", userID); n != 2*each {
				t.Fatalf("%d reservations committed, want %d", n, 2*each)
			}
			var used int
			if err := s.app.DB.NewSelect().TableExpr("usage_months").Column("used").Where("user_id = ?", userID).Scan(context.Background(), &used); err != nil || used != 2*each {
				t.Fatalf("used %d (%v), want %d", used, err, 2*each)
			}
		})
	}
}

// Generations still running when SHUTDOWN_TIMEOUT ends are cancelled: the model call stops,
// the reservation is released (a credit comes back), nothing is saved, and the client is
// told to try again (503 with Retry-After, or the stream's error event).
func TestShutdownCancelsWhatOutlastsTheTimeout(t *testing.T) {
	for _, kind := range storetest.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			fake := fakellm.NewOpenAI(fakellm.Reply{Chunks: fakellm.Text(letter, 20), HangAfter: 2})
			defer fake.Close()
			env := modelEnv(fake, "500ms")
			env["FREE_MONTHLY_DRAFTS"] = "0" // every draft spends a credit
			s := serve(t, kind, env, app.ServeOptions{})
			c, userID := s.user(t, "ann@example.com")
			const credits, each = 5, 2
			if _, err := s.app.Quota.AddCredits(context.Background(), userID, credits, "grant", "test-grant", ""); err != nil {
				t.Fatal(err)
			}
			jsonAnswers, streamAnswers := s.generate(t, c, each)
			waitFor(t, "the generations to reach the model", func() bool { return len(fake.Requests()) == 2*each })
			balance := func() int {
				b, err := s.app.Quota.Credits(context.Background(), userID)
				if err != nil {
					t.Fatal(err)
				}
				return b.Credits
			}
			if b := balance(); b != credits-2*each {
				t.Fatalf("balance %d while generating, want %d held", b, credits-2*each)
			}

			start := time.Now()
			s.signal()
			s.stopped(t, 15*time.Second)
			if took := time.Since(start); took < 500*time.Millisecond {
				t.Fatalf("stopped after %s, before SHUTDOWN_TIMEOUT", took)
			}
			for range each {
				a := <-jsonAnswers
				var p struct {
					Status int    `json:"status"`
					Detail string `json:"detail"`
				}
				_ = json.Unmarshal(a.body, &p)
				if a.err != nil || a.status != http.StatusServiceUnavailable || a.retryAfter != "5" || p.Detail != "The server is restarting. Please try again in a few seconds." {
					t.Fatalf("JSON generation: %d retry %q %v %s", a.status, a.retryAfter, a.err, a.body)
				}
				a = <-streamAnswers
				if a.err != nil || !strings.Contains(string(a.body), "event: error") || !strings.Contains(string(a.body), `"status":503`) ||
					strings.Contains(string(a.body), "event: done") {
					t.Fatalf("streamed generation: %d %v %s", a.status, a.err, a.body)
				}
			}
			if n := fake.Cancelled(); n != 2*each {
				t.Fatalf("%d model calls cancelled, want %d", n, 2*each)
			}
			if b := balance(); b != credits {
				t.Fatalf("balance %d after the cancelled generations, want %d back", b, credits)
			}
			if n := count(t, s.app, "drafts", "user_id = ?", userID); n != 0 {
				t.Fatalf("%d drafts saved", n)
			}
			if n := count(t, s.app, "quota_reservations", "user_id = ? AND state <> 'released'", userID); n != 0 {
				t.Fatalf("%d reservations not released", n)
			}
			if n := count(t, s.app, "credit_ledger", "user_id = ? AND reason = 'draft_refund'", userID); n != 2*each {
				t.Fatalf("%d refunds in the ledger, want %d", n, 2*each)
			}
		})
	}
}

// A reservation left by an instance that died is released once it is AI_TIMEOUT plus one
// minute old, by a sweep that runs while the server does — not only at start-up.
func TestStaleReservationsAreReleasedAfterTheModelTimeoutAndAMargin(t *testing.T) {
	const aiTimeout = 2 * time.Second
	staleAge := aiTimeout + time.Minute
	for _, kind := range storetest.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			s := serve(t, kind, map[string]string{"AI_TIMEOUT": aiTimeout.String()}, app.ServeOptions{SweepEvery: 50 * time.Millisecond})
			userID := storetest.NewUser(t, s.app.DB)
			reserveAged := func(age time.Duration) string {
				q := quota.New(s.app.DB, quota.Options{FreeMonthly: 10, Now: func() time.Time { return time.Now().Add(-age) }})
				r, err := q.Reserve(context.Background(), quota.Caller{UserID: userID})
				if err != nil {
					t.Fatal(err)
				}
				return r.ID
			}
			state := func(id string) string {
				var st string
				if err := s.app.DB.NewSelect().TableExpr("quota_reservations").Column("state").Where("id = ?", id).Scan(context.Background(), &st); err != nil {
					t.Fatal(err)
				}
				return st
			}
			stale := reserveAged(staleAge + time.Second)
			young := reserveAged(staleAge - 3*time.Second) // crosses the line three seconds from now
			waitFor(t, "the stale reservation to be released", func() bool { return state(stale) == "released" })
			if st := state(young); st != "reserved" {
				t.Fatalf("a reservation younger than AI_TIMEOUT + 1m was %s", st)
			}
			waitFor(t, "the younger reservation to be released once stale", func() bool { return state(young) == "released" })
			var used int
			if err := s.app.DB.NewSelect().TableExpr("usage_months").ColumnExpr("COALESCE(SUM(used), 0)").Where("user_id = ?", userID).Scan(context.Background(), &used); err != nil || used != 0 {
				t.Fatalf("used %d (%v) after the releases, want 0", used, err)
			}
		})
	}
}

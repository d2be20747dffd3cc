package httpapi_test

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/draftsmith/draftsmith/internal/store/storetest"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

const (
	mib          = 1 << 20
	bodyLimit    = mib
	hugeBody     = 100 * mib
	msgTooLarge  = "The request is too large: at most 1 MiB may be sent."
	stripeSecret = "whsec_test"
	webhookPath  = "/api/webhooks/stripe"
)

func stripeEnv() map[string]string {
	return map[string]string{"STRIPE_SECRET_KEY": "sk_test_1", "STRIPE_WEBHOOK_SECRET": stripeSecret, "STRIPE_API_URL": "http://127.0.0.1:9",
		"STRIPE_PRICE_MONTHLY": "price_m", "STRIPE_PRICE_YEARLY": "price_y", "STRIPE_PRICE_CREDITS": "price_c"}
}

// endless is a body that never ends on its own: it yields '{' then spaces, and counts
// what the HTTP client pulled from it.
type endless struct {
	limit int64
	n     atomic.Int64
}

func (b *endless) Read(p []byte) (int, error) {
	left := b.limit - b.n.Load()
	if left <= 0 {
		return 0, io.EOF
	}
	if int64(len(p)) > left {
		p = p[:left]
	}
	for i := range p {
		p[i] = ' '
	}
	if b.n.Load() == 0 && len(p) > 0 {
		p[0] = '{'
	}
	b.n.Add(int64(len(p)))
	return len(p), nil
}

// countingServer serves the app and counts the request body bytes its handlers read.
func countingServer(t *testing.T, e *apptest.Env) (*httptest.Server, *atomic.Int64) {
	var read atomic.Int64
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		r.Body = &countingReader{r: r.Body, n: &read}
		e.App.Handler.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv, &read
}

type countingReader struct {
	r io.ReadCloser
	n *atomic.Int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n.Add(int64(n))
	return n, err
}

func (c *countingReader) Close() error { return c.r.Close() }

// postWebhook sends a body of hugeBody bytes over a raw connection — chunked, or announced
// with Content-Length — writing until the server stops taking it, while reading the answer.
// (Go's client may report its failed write instead of the answer the server sent first.)
func postWebhook(t *testing.T, srv *httptest.Server, announce bool) (resp *http.Response, body []byte, sent int64) {
	t.Helper()
	conn, err := net.Dial("tcp", srv.Listener.Addr().String())
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	framing := "Transfer-Encoding: chunked"
	if announce {
		framing = fmt.Sprintf("Content-Length: %d", hugeBody)
	}
	head := "POST " + webhookPath + " HTTP/1.1\r\nHost: " + srv.Listener.Addr().String() +
		"\r\nContent-Type: application/json\r\nStripe-Signature: t=1,v1=00\r\n" + framing + "\r\n\r\n"
	if _, err := io.WriteString(conn, head); err != nil {
		t.Fatal(err)
	}
	var written atomic.Int64
	writerDone := make(chan struct{})
	go func() {
		defer close(writerDone)
		chunk := bytes.Repeat([]byte(" "), 32<<10)
		for written.Load() < hugeBody {
			var err error
			if announce {
				_, err = conn.Write(chunk)
			} else {
				_, err = fmt.Fprintf(conn, "%x\r\n%s\r\n", len(chunk), chunk)
			}
			if err != nil {
				return // the server closed the connection: it will not read more
			}
			written.Add(int64(len(chunk)))
		}
	}()
	_ = conn.SetReadDeadline(time.Now().Add(10 * time.Second))
	resp, err = http.ReadResponse(bufio.NewReader(conn), nil)
	if err != nil {
		t.Fatalf("no answer: %v", err)
	}
	defer resp.Body.Close()
	body, _ = io.ReadAll(resp.Body)
	select {
	case <-writerDone:
	case <-time.After(10 * time.Second):
		t.Fatal("the server neither read the body nor closed the connection")
	}
	return resp, body, written.Load()
}

func assertTooLarge(t *testing.T, what string, resp *http.Response, body []byte) {
	t.Helper()
	var p struct {
		Status int    `json:"status"`
		Detail string `json:"detail"`
	}
	_ = json.Unmarshal(body, &p)
	if resp.StatusCode != http.StatusRequestEntityTooLarge || p.Status != 413 || p.Detail != msgTooLarge ||
		resp.Header.Get("Content-Type") != "application/problem+json" {
		t.Fatalf("%s: %d %s %s", what, resp.StatusCode, resp.Header.Get("Content-Type"), body)
	}
}

// A 100 MiB webhook body is refused with 413 after at most 1 MiB is read, whether it is
// streamed without a length or announced with one (then nothing is read at all).
func TestWebhookBodyIsCappedWithoutReadingTheRest(t *testing.T) {
	e := apptest.Start(t, storetest.SQLite, stripeEnv(), nil)
	srv, read := countingServer(t, e)

	resp, body, sent := postWebhook(t, srv, false)
	assertTooLarge(t, "streamed", resp, body)
	if got := read.Load(); got > bodyLimit {
		t.Fatalf("the server read %d bytes of a streamed body, more than the %d limit", got, bodyLimit)
	}
	// Loopback takes 100 MiB in well under a second; what the client could write before
	// the server closed the connection is bounded by socket buffers instead.
	if sent >= hugeBody {
		t.Fatalf("the client wrote the whole %d bytes: the server kept reading", sent)
	}
	t.Logf("streamed: the client wrote %d bytes, the app read %d", sent, read.Load())

	read.Store(0)
	resp, body, sent = postWebhook(t, srv, true)
	assertTooLarge(t, "announced", resp, body)
	if got := read.Load(); got != 0 || sent >= hugeBody {
		t.Fatalf("a body announced as too large: the app read %d bytes, the client wrote %d", got, sent)
	}
}

// Every JSON endpoint has the same cap; a body under it is read and judged on its content.
func TestAPIBodiesAreCapped(t *testing.T) {
	e := apptest.Start(t, storetest.SQLite, nil, nil)
	c := signedIn(t, e, "ann@example.com")
	for _, path := range []string{"/api/auth/login", "/api/resume", "/api/profile"} {
		method := "POST"
		if path == "/api/profile" {
			method = "PUT"
		}
		over := `{"summary":"` + strings.Repeat("a", bodyLimit) + `"}`
		r := c.Do(method, path, json.RawMessage(over))
		if r.StatusCode != http.StatusRequestEntityTooLarge || r.Problem(t) != msgTooLarge {
			t.Fatalf("%s over the cap: %d %s", path, r.StatusCode, r.Body)
		}
		under := `{"summary":"` + strings.Repeat("a", bodyLimit-100) + `"}`
		if r := c.Do(method, path, json.RawMessage(under)); r.StatusCode == http.StatusRequestEntityTooLarge {
			t.Fatalf("%s under the cap: %d", path, r.StatusCode)
		}
	}
	// Sent chunked, without a length, the cap holds too.
	req, _ := http.NewRequest("POST", e.Server.URL+"/api/auth/login", io.MultiReader(strings.NewReader(`{"email":"`), &endless{limit: 3 * mib}))
	req.ContentLength = -1
	req.Header.Set("Content-Type", "application/json")
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	assertTooLarge(t, "chunked login", resp, bytes.TrimSpace(b))
}

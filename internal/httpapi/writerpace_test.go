package httpapi_test

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"testing"
	"time"

	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

// postPacedStream is postStream with the X-Writer-Pace test header.
func postPacedStream(t *testing.T, ctx context.Context, e *apptest.Env, c *apptest.Client, path string, body any, pace string) *http.Response {
	t.Helper()
	b, _ := json.Marshal(body)
	req, _ := http.NewRequestWithContext(ctx, "POST", e.Server.URL+path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	req.Header.Set("X-Writer-Pace", pace)
	resp, err := c.HTTP.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// waitUsed polls GET /api/usage until used is want (the release runs as the handler unwinds).
func waitUsed(t *testing.T, c *apptest.Client, want int) usage {
	t.Helper()
	var u usage
	for deadline := time.Now().Add(10 * time.Second); ; {
		c.Do("GET", "/api/usage", nil).JSON(t, &u)
		if u.Used == want || time.Now().After(deadline) {
			return u
		}
		time.Sleep(10 * time.Millisecond)
	}
}

// cancelMidStream starts a paced stream, reads its first delta (the writer is still writing)
// and cancels, as the web app's Cancel button does.
func cancelMidStream(t *testing.T, e *apptest.Env, c *apptest.Client, path string, form any) {
	t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	resp := postPacedStream(t, ctx, e, c, path, form, "20s")
	events := readEvents(t, resp, func(ev sseEvent) bool { return ev.Event == "delta" })
	if len(events) != 1 || events[0].Event != "delta" {
		t.Fatalf("want the first delta while the writer is still writing, got %v", events)
	}
	cancel()
	resp.Body.Close()
}

func expectNoDrafts(t *testing.T, c *apptest.Client) {
	t.Helper()
	var list struct{ Drafts []any }
	c.Do("GET", "/api/drafts", nil).JSON(t, &list)
	if len(list.Drafts) != 0 {
		t.Fatalf("a cancelled draft was saved: %d drafts", len(list.Drafts))
	}
}

// Cancel while the built-in writer is still streaming (the web app's Cancel button): nothing
// of the month's allowance is used and no draft is saved.
func TestCancelledBuiltInWriterStreamChargesNothing(t *testing.T) {
	apptest.ForEachDB(t, map[string]string{"WRITER_PACE_HEADER": "true"}, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		for _, g := range generators {
			t.Run(g.kind, func(t *testing.T) {
				cancelMidStream(t, e, c, g.path, g.form)
				if u := waitUsed(t, c, 0); u.Used != 0 {
					t.Fatalf("a cancelled draft was charged: used %d", u.Used)
				}
				expectNoDrafts(t, c)
			})
		}
	})
}

// With the allowance used up a draft spends a credit: a cancelled one gives it back.
func TestCancelledStreamGivesTheCreditBack(t *testing.T) {
	apptest.ForEachDB(t, map[string]string{"WRITER_PACE_HEADER": "true", "FREE_MONTHLY_DRAFTS": "0"}, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		var me profile
		c.Do("GET", "/api/profile/me", nil).JSON(t, &me)
		if _, err := e.App.Quota.AddCredits(context.Background(), me.ID, 1, "grant", "test:1", ""); err != nil {
			t.Fatal(err)
		}
		cancelMidStream(t, e, c, "/api/cover-letter", generators[1].form)
		var u usage
		for deadline := time.Now().Add(10 * time.Second); ; {
			c.Do("GET", "/api/usage", nil).JSON(t, &u)
			if u.Credits == 1 || time.Now().After(deadline) {
				break
			}
			time.Sleep(10 * time.Millisecond)
		}
		if u.Credits != 1 || u.Used != 0 {
			t.Fatalf("a cancelled draft spent a credit: credits %d, used %d", u.Credits, u.Used)
		}
		expectNoDrafts(t, c)
	})
}

// Without WRITER_PACE_HEADER the header is ignored: the draft streams at once.
func TestWriterPaceHeaderIsIgnoredUnlessEnabled(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		resp := postPacedStream(t, ctx, e, c, "/api/cover-letter", generators[1].form, "30s")
		defer resp.Body.Close()
		text, _, done := streamed(t, readEvents(t, resp, nil))
		if done.ID == "" || text != done.ResultText {
			t.Fatalf("the draft did not arrive whole: done %+v", done)
		}
		if u := waitUsed(t, c, 1); u.Used != 1 {
			t.Fatalf("a finished draft is charged once: used %d", u.Used)
		}
	})
}

package httpapi_test

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/draftsmith/draftsmith/internal/llm/fakellm"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

// generation is the common part of the four generators' answers.
type generation struct {
	ID         string          `json:"id"`
	Kind       string          `json:"kind"`
	ResultText string          `json:"result_text"`
	Result     string          `json:"result"`
	Source     string          `json:"source"`
	Reason     *string         `json:"reason"`
	Template   string          `json:"template"`
	Title      string          `json:"title"`
	CreatedAt  time.Time       `json:"created_at"`
	Sections   json.RawMessage `json:"sections"`
	Subject    string          `json:"subject"`
	Tone       string          `json:"tone"`
	CTA        string          `json:"cta"`
	Variant    int             `json:"variant_index"`
}

var generators = []struct {
	path, kind string
	form       map[string]any
}{
	{"/api/resume", "resume", map[string]any{"full_name": "Jane Doe", "job_title": "Backend Engineer", "email": "jane@example.com",
		"skills": "Go, SQL", "experience": "Engineer at Acme (2019 – 2023)\n- Built billing"}},
	{"/api/cover-letter", "cover_letter", map[string]any{"name": "Jane Doe", "job_title": "Staff Engineer", "company_name": "Globex",
		"background": "Seven years building payment systems at Acme."}},
	{"/api/cold-email", "cold_email", map[string]any{"sender_name": "Sam", "recipient": "Priya", "offer": "Pricing audits\nBenchmarks", "goal": "a call"}},
	{"/api/pitch-deck", "pitch_deck", map[string]any{"product": "Draftsmith", "audience": "job seekers", "key_points": "1,200 users on the waitlist"}},
}

func signedIn(t *testing.T, e *apptest.Env, email string) *apptest.Client {
	t.Helper()
	c := e.Client(t)
	c.SignUp(email, "kettle-sparrow-7")
	return c
}

// signedInVerified signs up, opens the mailed confirmation link (which proves the address,
// making an ADMIN_EMAILS address an admin, and ends the account's sessions) and signs in
// again.
func signedInVerified(t *testing.T, e *apptest.Env, email string) *apptest.Client {
	t.Helper()
	c := signedIn(t, e, email)
	if r := c.Do("GET", e.Mail.LinkIn(t, email).String(), nil); r.StatusCode != http.StatusSeeOther {
		t.Fatalf("confirmation link: %d %s", r.StatusCode, r.Body)
	}
	if r := c.Do("POST", "/api/auth/login", map[string]any{"email": email, "password": "kettle-sparrow-7"}); r.StatusCode != http.StatusOK {
		t.Fatalf("sign-in after confirming: %d %s", r.StatusCode, r.Body)
	}
	return c
}

func TestGuestsCannotGenerate(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		for _, g := range generators {
			for _, body := range []any{g.form, map[string]any{"name": strings.Repeat("x", 500)}} {
				r := c.Do("POST", g.path, body)
				if r.StatusCode != http.StatusUnauthorized || r.Problem(t) != "Please sign in first." {
					t.Fatalf("%s as a guest: %d %s", g.path, r.StatusCode, r.Body)
				}
			}
		}
		for _, path := range []string{"/api/drafts", "/api/usage", "/api/drafts/0190a3c4-0000-7000-8000-000000000000"} {
			if r := c.Do("GET", path, nil); r.StatusCode != http.StatusUnauthorized {
				t.Fatalf("GET %s as a guest: %d", path, r.StatusCode)
			}
		}
	})
}

func TestEachGeneratorAnswersAndSavesTheDraft(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		for _, g := range generators {
			t.Run(g.kind, func(t *testing.T) {
				r := c.Do("POST", g.path, g.form)
				if r.StatusCode != 200 || !strings.HasPrefix(r.Header.Get("Content-Type"), "application/json") {
					t.Fatalf("%d %s %s", r.StatusCode, r.Header.Get("Content-Type"), r.Body)
				}
				var got generation
				r.JSON(t, &got)
				if got.ID == "" || got.Kind != g.kind || got.ResultText == "" || got.Result != got.ResultText ||
					got.Source != "fallback" || got.Reason != nil || got.Template != "default" || got.Title == "" {
					t.Fatalf("answer %s", r.Body)
				}
				hasSections := g.kind == "resume" || g.kind == "pitch_deck"
				if hasSections != (len(got.Sections) > 0 && string(got.Sections) != "null") {
					t.Fatalf("sections %s", got.Sections)
				}
				switch g.kind {
				case "resume":
					if !strings.Contains(string(got.Sections), `"header":{"name":"Jane Doe","title":"Backend Engineer"`) {
						t.Errorf("resume sections %s", got.Sections)
					}
				case "cover_letter":
					if got.Tone != "professional" || got.Variant != 1 || !strings.Contains(got.ResultText, "Dear Hiring Manager,") {
						t.Errorf("cover letter defaults: %s", r.Body)
					}
				case "cold_email":
					if got.Subject != "Pricing audits" || got.CTA != "Open to a 15-minute chat?" || got.Tone != "Confident & warm" ||
						!strings.HasPrefix(got.ResultText, "Subject: Pricing audits\n\nHi Priya,") {
						t.Errorf("cold email: %s", r.Body)
					}
				case "pitch_deck":
					if strings.Count(string(got.Sections), `"title"`) != 9 {
						t.Errorf("deck sections %s", got.Sections)
					}
				}
				// It was saved for the user.
				var d struct {
					ID         string         `json:"id"`
					Kind       string         `json:"kind"`
					ResultText string         `json:"result_text"`
					Input      map[string]any `json:"input"`
				}
				r = c.Do("GET", "/api/drafts/"+got.ID, nil)
				r.JSON(t, &d)
				if r.StatusCode != 200 || d.ID != got.ID || d.Kind != g.kind || d.ResultText != got.ResultText || d.Input == nil {
					t.Fatalf("saved draft: %d %s", r.StatusCode, r.Body)
				}
			})
		}
	})
}

func TestGeneratorValidation(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		tests := []struct {
			name, path string
			body       any
			status     int
			detail     string
		}{
			{"cover letter needs a name", "/api/cover-letter", map[string]any{"job_title": "Engineer"}, 422, "Please fill the required field: Name"},
			{"unknown cover letter tone", "/api/cover-letter", map[string]any{"name": "J", "tone": "sarcastic"}, 422,
				`tone: expected value to be one of "professional, confident, warm, concise, enthusiastic"`},
			{"unknown cold email tone", "/api/cold-email", map[string]any{"offer": "x", "tone": "Angry"}, 422,
				`tone: expected value to be one of "Confident & warm, Direct & concise, Professional & courteous, Friendly & upbeat, Bold & persuasive"`},
			{"variant above 3", "/api/cover-letter", map[string]any{"name": "J", "variant_index": 5}, 422, "variant_index must be 1, 2 or 3."},
			{"unknown template", "/api/resume", map[string]any{"name": "J", "template": "fancy"}, 422,
				`template: expected value to be one of "default, classic, modern, creative"`},
			{"name too long", "/api/resume", map[string]any{"name": strings.Repeat("x", 101)}, 422, "name: expected length <= 100"},
			{"empty resume", "/api/resume", map[string]any{}, 422, "Please fill in at least your name or one section of the resume."},
			{"nothing to say in an email", "/api/cold-email", map[string]any{"recipient": "Priya"}, 422, "Please fill at least one of: Icebreaker, Offer, Goal."},
			{"unknown field", "/api/pitch-deck", map[string]any{"product": "P", "price": 3}, 422, "price: unexpected property"},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				for _, accept := range []string{"application/json", "text/event-stream"} {
					r := c.Do("POST", tt.path, tt.body, "Accept", accept)
					if r.StatusCode != tt.status || r.Problem(t) != tt.detail || !strings.Contains(r.Header.Get("Content-Type"), "json") {
						t.Fatalf("Accept %s: %d %s %s", accept, r.StatusCode, r.Header.Get("Content-Type"), r.Body)
					}
				}
			})
		}
		// variant_index that is not a positive whole number counts as 1.
		for _, v := range []any{"abc", 0, -2, 2.5, nil, "2"} {
			r := c.Do("POST", "/api/cover-letter", map[string]any{"name": "J", "variant_index": v})
			var got generation
			r.JSON(t, &got)
			want := 1
			if v == "2" {
				want = 2
			}
			if r.StatusCode != 200 || got.Variant != want {
				t.Fatalf("variant_index %v: %d %s", v, r.StatusCode, r.Body)
			}
		}
		// None of the refused requests was charged.
		var usage struct{ Used int }
		c.Do("GET", "/api/usage", nil).JSON(t, &usage)
		if usage.Used != 6 {
			t.Fatalf("used %d, want only the 6 successful drafts", usage.Used)
		}
	})
}

func TestPremiumTemplatesAreRefusedToFreeUsers(t *testing.T) {
	apptest.ForEachDB(t, map[string]string{"ADMIN_EMAILS": "boss@example.com"}, func(t *testing.T, e *apptest.Env) {
		free := signedIn(t, e, "ann@example.com")
		admin := signedInVerified(t, e, "boss@example.com")
		for _, g := range generators {
			for _, tmpl := range []string{"classic", "modern", "creative"} {
				body := map[string]any{"template": tmpl}
				for k, v := range g.form {
					body[k] = v
				}
				r := free.Do("POST", g.path, body)
				if r.StatusCode != http.StatusForbidden || r.Problem(t) != "This is a Premium template. Please upgrade to use it." {
					t.Fatalf("free %s %s: %d %s", g.path, tmpl, r.StatusCode, r.Body)
				}
				r = admin.Do("POST", g.path, body)
				var got generation
				r.JSON(t, &got)
				if r.StatusCode != 200 || got.Template != tmpl {
					t.Fatalf("admin %s %s: %d %s", g.path, tmpl, r.StatusCode, r.Body)
				}
			}
		}
		var usage struct {
			Used int
			Plan string
		}
		free.Do("GET", "/api/usage", nil).JSON(t, &usage)
		if usage.Used != 0 || usage.Plan != "free" {
			t.Fatalf("refused requests were charged: %+v", usage)
		}
	})
}

type usage struct {
	Plan      string    `json:"plan"`
	Month     string    `json:"month"`
	Used      int       `json:"used"`
	Limit     *int      `json:"limit"`
	Remaining *int      `json:"remaining"`
	Credits   int       `json:"credits"`
	ResetsAt  time.Time `json:"resets_at"`
}

func TestFreeLimitThenCredits(t *testing.T) {
	apptest.ForEachDB(t, map[string]string{"FREE_MONTHLY_DRAFTS": "2"}, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		letter := generators[1].form
		for range 2 {
			if r := c.Do("POST", "/api/cover-letter", letter); r.StatusCode != 200 {
				t.Fatalf("%d %s", r.StatusCode, r.Body)
			}
		}
		r := c.Do("POST", "/api/cover-letter", letter)
		if r.StatusCode != http.StatusTooManyRequests || !strings.Contains(r.Problem(t), "limit") {
			t.Fatalf("over the free limit: %d %s", r.StatusCode, r.Body)
		}
		var u usage
		c.Do("GET", "/api/usage", nil).JSON(t, &u)
		if u.Plan != "free" || u.Used != 2 || *u.Limit != 2 || *u.Remaining != 0 || u.Credits != 0 || u.Month != time.Now().UTC().Format("2006-01") {
			t.Fatalf("usage %+v", u)
		}

		var me profile
		c.Do("GET", "/api/profile/me", nil).JSON(t, &me)
		if _, err := e.App.Quota.AddCredits(context.Background(), me.ID, 1, "grant", "test:1", ""); err != nil {
			t.Fatal(err)
		}
		if r := c.Do("POST", "/api/cover-letter", letter); r.StatusCode != 200 {
			t.Fatalf("with a credit: %d %s", r.StatusCode, r.Body)
		}
		if r := c.Do("POST", "/api/cover-letter", letter); r.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("credit spent: %d %s", r.StatusCode, r.Body)
		}
		c.Do("GET", "/api/usage", nil).JSON(t, &u)
		if u.Credits != 0 {
			t.Fatalf("credits %d", u.Credits)
		}
	})
}

func TestAdminsAreUnlimited(t *testing.T) {
	apptest.ForEachDB(t, map[string]string{"FREE_MONTHLY_DRAFTS": "1", "ADMIN_EMAILS": "boss@example.com"}, func(t *testing.T, e *apptest.Env) {
		c := signedInVerified(t, e, "boss@example.com")
		for range 3 {
			if r := c.Do("POST", "/api/pitch-deck", generators[3].form); r.StatusCode != 200 {
				t.Fatalf("%d %s", r.StatusCode, r.Body)
			}
		}
		var u usage
		c.Do("GET", "/api/usage", nil).JSON(t, &u)
		if u.Plan != "admin" || u.Used != 3 || u.Limit != nil || u.Remaining != nil {
			t.Fatalf("usage %+v", u)
		}
	})
}

// The race: 50 generations at once at a user with 10 left give exactly 10 drafts.
func TestFiftyConcurrentGenerationsWithTenLeft(t *testing.T) {
	apptest.ForEachDB(t, map[string]string{"FREE_MONTHLY_DRAFTS": "10"}, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		statuses := make([]int, 50)
		var wg sync.WaitGroup
		for i := range statuses {
			wg.Go(func() {
				g := generators[i%len(generators)]
				statuses[i] = c.Do("POST", g.path, g.form).StatusCode
			})
		}
		wg.Wait()
		count := map[int]int{}
		for _, s := range statuses {
			count[s]++
		}
		if count[200] != 10 || count[429] != 40 {
			t.Fatalf("statuses %v, want 10 × 200 and 40 × 429", count)
		}
		var list struct {
			Drafts []struct{ ID string }
		}
		c.Do("GET", "/api/drafts?limit=100", nil).JSON(t, &list)
		if len(list.Drafts) != 10 {
			t.Fatalf("%d drafts saved, want 10", len(list.Drafts))
		}
		var u usage
		c.Do("GET", "/api/usage", nil).JSON(t, &u)
		if u.Used != 10 || *u.Remaining != 0 {
			t.Fatalf("usage %+v", u)
		}
	})
}

// sseEvent is one server-sent event.
type sseEvent struct {
	Event string
	Data  string
}

// postStream sends a generation with Accept: text/event-stream and returns the response.
func postStream(t *testing.T, ctx context.Context, e *apptest.Env, c *apptest.Client, path string, body any) *http.Response {
	t.Helper()
	b, _ := json.Marshal(body)
	req, _ := http.NewRequestWithContext(ctx, "POST", e.Server.URL+path, bytes.NewReader(b))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "text/event-stream")
	req.Header.Set("Sec-Fetch-Site", "same-origin")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	return resp
}

// readEvents reads events until the stream ends, or until stop says so.
func readEvents(t *testing.T, resp *http.Response, stop func(sseEvent) bool) []sseEvent {
	t.Helper()
	var events []sseEvent
	var cur sseEvent
	sc := bufio.NewScanner(resp.Body)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "event: "):
			cur.Event = strings.TrimPrefix(line, "event: ")
		case strings.HasPrefix(line, "data: "):
			cur.Data = strings.TrimPrefix(line, "data: ")
		case line == "" && cur.Event != "":
			events = append(events, cur)
			if stop != nil && stop(cur) {
				return events
			}
			cur = sseEvent{}
		}
	}
	return events
}

// streamed joins the deltas after the last reset and decodes the done event.
func streamed(t *testing.T, events []sseEvent) (text string, resets []string, done generation) {
	t.Helper()
	var b strings.Builder
	for i, ev := range events {
		switch ev.Event {
		case "delta":
			var d struct{ Text string }
			if err := json.Unmarshal([]byte(ev.Data), &d); err != nil {
				t.Fatal(err)
			}
			b.WriteString(d.Text)
		case "reset":
			var r struct{ Reason string }
			_ = json.Unmarshal([]byte(ev.Data), &r)
			resets = append(resets, r.Reason)
			b.Reset()
		case "done":
			if i != len(events)-1 {
				t.Fatalf("events after done: %v", events[i+1:])
			}
			if err := json.Unmarshal([]byte(ev.Data), &done); err != nil {
				t.Fatal(err)
			}
		default:
			t.Fatalf("unexpected event %s: %s", ev.Event, ev.Data)
		}
	}
	return b.String(), resets, done
}

func TestStreamingWithTheBuiltInWriter(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		for _, g := range generators {
			t.Run(g.kind, func(t *testing.T) {
				resp := postStream(t, context.Background(), e, c, g.path, g.form)
				defer resp.Body.Close()
				if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
					t.Fatalf("%d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
				}
				events := readEvents(t, resp, nil)
				text, resets, done := streamed(t, events)
				if len(events) < 5 || len(resets) != 0 || done.ID == "" || done.Kind != g.kind || done.Source != "fallback" || text != done.ResultText {
					t.Fatalf("%d events, resets %v, done %+v, streamed %q", len(events), resets, done, text)
				}
				// The streamed JSON answer equals the one the draft list serves.
				if r := c.Do("GET", "/api/drafts/"+done.ID, nil); r.StatusCode != 200 {
					t.Fatalf("saved: %d", r.StatusCode)
				}
			})
		}
	})
}

func aiEnv(srv *fakellm.Server, provider string) map[string]string {
	return map[string]string{"AI_PROVIDER": provider, "AI_BASE_URL": srv.BaseURL(), "AI_MODEL": "test-model", "AI_API_KEY": "k", "AI_TIMEOUT": "5s"}
}

const modelLetter = "Jane Doe\n\nDear Hiring Manager,\n\nI am applying for the Staff Engineer role at Globex. Seven years building payment systems at Acme taught me to ship carefully.\n\nThank you for your time and consideration.\n\nSincerely,\nJane Doe"

func TestStreamingWithAModel(t *testing.T) {
	for _, provider := range []string{"openai", "anthropic"} {
		t.Run(provider, func(t *testing.T) {
			start := fakellm.NewOpenAI
			if provider == "anthropic" {
				start = fakellm.NewAnthropic
			}
			srv := start(fakellm.Reply{})
			defer srv.Close()
			for _, kind := range storetest.Kinds() {
				t.Run(string(kind), func(t *testing.T) {
					e := apptest.Start(t, kind, aiEnv(srv, provider), nil)
					c := signedIn(t, e, "ann@example.com")
					letter := generators[1].form

					// The model answers: its words stream, the draft is source ai.
					srv.SetReply(func(int) fakellm.Reply { return fakellm.Reply{Chunks: fakellm.Text(modelLetter, 6)} })
					resp := postStream(t, context.Background(), e, c, "/api/cover-letter", letter)
					text, resets, done := streamed(t, readEvents(t, resp, nil))
					resp.Body.Close()
					if done.Source != "ai" || done.Reason != nil || done.ResultText != modelLetter || text != modelLetter || len(resets) != 0 {
						t.Fatalf("ai: done %+v streamed %q resets %v", done, text, resets)
					}

					// The model breaks mid-way: reset, then the built-in writer's draft.
					srv.SetReply(func(int) fakellm.Reply { return fakellm.Reply{Chunks: fakellm.Text(modelLetter, 40), BreakAfter: 3} })
					resp = postStream(t, context.Background(), e, c, "/api/cover-letter", letter)
					text, resets, done = streamed(t, readEvents(t, resp, nil))
					resp.Body.Close()
					if done.Source != "fallback" || done.Reason == nil || len(resets) != 1 || resets[0] != *done.Reason ||
						text != done.ResultText || strings.Contains(text, "taught me") {
						t.Fatalf("fallback: done %+v streamed %q resets %v", done, text, resets)
					}

					// Without streaming, a failing model gives the fallback and the reason.
					srv.SetReply(func(int) fakellm.Reply { return fakellm.Reply{Status: 500} })
					r := c.Do("POST", "/api/cover-letter", letter)
					var got generation
					r.JSON(t, &got)
					if r.StatusCode != 200 || got.Source != "fallback" || got.Reason == nil || *got.Reason != "the AI service had an error (HTTP 500)" {
						t.Fatalf("500: %d %s", r.StatusCode, r.Body)
					}
				})
			}
		})
	}
}

// Closing the stream (the user pressed Generate again, or left) cancels the model call, and
// nothing is charged or saved.
func TestAbortedStreamCancelsTheModelAndChargesNothing(t *testing.T) {
	srv := fakellm.NewOpenAI(fakellm.Reply{Chunks: fakellm.Text(modelLetter, 20), HangAfter: 3})
	defer srv.Close()
	for _, kind := range storetest.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			e := apptest.Start(t, kind, aiEnv(srv, "openai"), nil)
			c := signedIn(t, e, "ann@example.com")
			ctx, cancel := context.WithCancel(context.Background())
			resp := postStream(t, ctx, e, c, "/api/cover-letter", generators[1].form)
			events := readEvents(t, resp, func(ev sseEvent) bool { return ev.Event == "delta" })
			if len(events) == 0 || events[0].Event != "delta" {
				t.Fatalf("no delta before the abort: %v", events)
			}
			before := srv.Cancelled()
			cancel()
			resp.Body.Close()
			select {
			case <-srv.Done():
			case <-time.After(10 * time.Second):
				t.Fatal("the model's request was not cancelled")
			}
			if srv.Cancelled() != before+1 {
				t.Fatalf("cancelled %d, want %d", srv.Cancelled(), before+1)
			}
			// The release runs as the handler unwinds; wait for it.
			var u usage
			for deadline := time.Now().Add(10 * time.Second); ; {
				c.Do("GET", "/api/usage", nil).JSON(t, &u)
				if u.Used == 0 || time.Now().After(deadline) {
					break
				}
				time.Sleep(10 * time.Millisecond)
			}
			if u.Used != 0 {
				t.Fatalf("an aborted draft was charged: used %d", u.Used)
			}
			var list struct{ Drafts []any }
			c.Do("GET", "/api/drafts", nil).JSON(t, &list)
			if len(list.Drafts) != 0 {
				t.Fatalf("an aborted draft was saved")
			}
		})
	}
}

func TestStreamedLimitAndTemplateErrorsArePlainProblems(t *testing.T) {
	apptest.ForEachDB(t, map[string]string{"FREE_MONTHLY_DRAFTS": "0"}, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		for _, tt := range []struct {
			body   map[string]any
			status int
			detail string
		}{
			{map[string]any{"name": "J", "template": "modern"}, 403, "This is a Premium template. Please upgrade to use it."},
			{map[string]any{"name": "J"}, 429, "You've reached your free limit of 0 drafts this month. Buy credits or upgrade to Premium for unlimited drafts."},
		} {
			resp := postStream(t, context.Background(), e, c, "/api/cover-letter", tt.body)
			var p struct{ Detail string }
			_ = json.NewDecoder(resp.Body).Decode(&p)
			resp.Body.Close()
			if resp.StatusCode != tt.status || p.Detail != tt.detail || !strings.Contains(resp.Header.Get("Content-Type"), "json") {
				t.Fatalf("%d %s %q", resp.StatusCode, resp.Header.Get("Content-Type"), p.Detail)
			}
		}
	})
}

func TestOpenAPIDescribesTheGenerators(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		r := e.Client(t).Do("GET", "/api/openapi.json", nil)
		var doc struct {
			Paths map[string]map[string]struct {
				Responses map[string]struct {
					Content map[string]any `json:"content"`
				} `json:"responses"`
			} `json:"paths"`
		}
		r.JSON(t, &doc)
		for _, g := range generators {
			content := doc.Paths[g.path]["post"].Responses["200"].Content
			if content["application/json"] == nil || content["text/event-stream"] == nil {
				t.Errorf("%s: 200 content %v", g.path, content)
			}
		}
		for _, p := range []string{"/api/drafts", "/api/drafts/{id}", "/api/usage"} {
			if doc.Paths[p] == nil {
				t.Errorf("%s missing", p)
			}
		}
	})
}

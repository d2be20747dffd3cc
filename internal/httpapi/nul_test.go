package httpapi_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"slices"
	"sort"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/httpapi"
	"github.com/draftsmith/draftsmith/internal/store"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

// nulCase sends a NUL in one place of one operation.
type nulCase struct {
	method, path string // path as in the OpenAPI document, e.g. /api/drafts/{id}
	in, name     string // "path", "query" or "body", and the parameter or field
}

func (c nulCase) String() string { return fmt.Sprintf("%s %s %s.%s", c.method, c.path, c.in, c.name) }

// nulCases lists every path and query parameter and every JSON body field of every
// operation in the OpenAPI document, so an endpoint added later is covered too. Headers and
// cookies cannot carry a NUL at all (net/http refuses them).
func nulCases(t *testing.T) []nulCase {
	raw, err := httpapi.OpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	type schema struct {
		Ref        string                     `json:"$ref"`
		Properties map[string]json.RawMessage `json:"properties"`
	}
	var doc struct {
		Paths map[string]map[string]struct {
			Parameters []struct {
				In   string `json:"in"`
				Name string `json:"name"`
			} `json:"parameters"`
			RequestBody *struct {
				Content map[string]struct {
					Schema schema `json:"schema"`
				} `json:"content"`
			} `json:"requestBody"`
		} `json:"paths"`
		Components struct {
			Schemas map[string]schema `json:"schemas"`
		} `json:"components"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	var cases []nulCase
	for path, ops := range doc.Paths {
		for method, op := range ops {
			method = strings.ToUpper(method)
			for _, p := range op.Parameters {
				if p.In == "path" || p.In == "query" {
					cases = append(cases, nulCase{method, path, p.In, p.Name})
				}
			}
			if op.RequestBody == nil {
				continue
			}
			body, ok := op.RequestBody.Content["application/json"]
			if !ok {
				continue // the Stripe webhook's raw body: verified, never stored as text
			}
			s := body.Schema
			if s.Ref != "" {
				s = doc.Components.Schemas[s.Ref[strings.LastIndex(s.Ref, "/")+1:]]
			}
			for field := range s.Properties {
				if method == "POST" && path == "/api/resume/import" && field == "text" {
					continue // the one exemption: a NUL there is replaced (TestResumeImportReadsATextWithNUL)
				}
				cases = append(cases, nulCase{method, path, "body", field})
			}
		}
	}
	sort.Slice(cases, func(i, j int) bool { return cases[i].String() < cases[j].String() })
	return cases
}

// validBodies are complete, acceptable bodies, so the NUL is the only thing wrong.
var validBodies = map[string]map[string]any{
	"POST /api/auth/signup":                 {"email": "new@example.com", "password": "kettle-sparrow-7", "full_name": "New Person"},
	"POST /api/auth/login":                  {"email": "ann@example.com", "password": "kettle-sparrow-7"},
	"POST /api/auth/password-reset":         {"email": "ann@example.com"},
	"POST /api/auth/password-reset/confirm": {"token": "not-a-token", "password": "secret2"},
	"PUT /api/profile":                      {"full_name": "Ann Lee", "name": "Ann", "bio": "Engineer", "avatar_url": "https://example.com/a.png"},
	"PUT /api/settings":                     {"default_tone": "friendly", "default_template": "default"},
}

func init() {
	for _, g := range generators {
		validBodies["POST "+g.path] = g.form
	}
}

// A NUL in any text a user sends — login email, sign-up name, profile fields, generator
// forms, a checkout session id, a draft id, every other parameter and field (all but the
// resume import's text, ADR 0036) — gets a 400 problem that names at most the field, never the value, and changes nothing.
func TestNULInAnyInputIsAClearBadRequest(t *testing.T) {
	cases := nulCases(t)
	for _, must := range []string{
		"POST /api/auth/login body.email", "POST /api/auth/signup body.full_name",
		"PUT /api/profile body.name", "PUT /api/profile body.full_name", "PUT /api/profile body.bio",
		"POST /api/billing/confirm query.session_id", "GET /api/drafts/{id} path.id", "DELETE /api/drafts/{id} path.id",
		"POST /api/resume body.summary", "POST /api/cold-email body.offer",
	} {
		if !slices.ContainsFunc(cases, func(c nulCase) bool { return c.String() == must }) {
			t.Fatalf("the table lost %s", must)
		}
	}
	const marker = "SECRETMARK"
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		c.Do("POST", "/api/resume", generators[0].form) // a draft to look for and delete
		before := snapshot(t, e, c)
		for _, tc := range cases {
			t.Run(tc.String(), func(t *testing.T) {
				value := "x\x00" + marker
				target := tc.path
				if tc.in == "path" {
					target = strings.ReplaceAll(target, "{"+tc.name+"}", url.PathEscape(value))
				}
				target = strings.NewReplacer("{id}", "0190a3c4-0000-7000-8000-000000000000", "{provider}", "github").Replace(target)
				var body any
				switch tc.in {
				case "query":
					target += "?" + url.Values{tc.name: {value}}.Encode()
				case "body":
					fields := map[string]any{}
					for k, v := range validBodies[tc.method+" "+tc.path] {
						fields[k] = v
					}
					fields[tc.name] = value
					body = fields
				}
				r := c.Do(tc.method, target, body)
				if r.StatusCode != http.StatusBadRequest || r.Header.Get("Content-Type") != "application/problem+json" {
					t.Fatalf("%d %s %s", r.StatusCode, r.Header.Get("Content-Type"), r.Body)
				}
				want := "The address must not contain the NUL character (U+0000)."
				if tc.in == "body" {
					want = tc.name + ": must not contain the NUL character (U+0000)."
				}
				if d := r.Problem(t); d != want {
					t.Fatalf("detail %q, want %q", d, want)
				}
				if strings.Contains(string(r.Body), marker) {
					t.Fatalf("the answer echoes the input: %s", r.Body)
				}
			})
		}
		if after := snapshot(t, e, c); after != before {
			t.Fatalf("refused requests changed something:\nbefore %s\nafter  %s", before, after)
		}
	})
}

// A NUL deeper in a body, or under a key that is not a plain field name, is refused too;
// the field is named only when its path is made of plain names.
func TestNULInNestedOrOddBodies(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		for _, tt := range []struct{ body, detail string }{
			{`{"name":"Ann","extra":{"list":["ok","a\u0000b"]}}`, "extra.list[1]: must not contain the NUL character (U+0000)."},
			{`{"name":"Ann","<b>odd key</b>":"a\u0000b"}`, "Text must not contain the NUL character (U+0000)."},
			{`{"name":"Ann","a\u0000b":"x"}`, "Text must not contain the NUL character (U+0000)."},
			{`{"name":"a\\u0000b"}`, ""}, // an escaped backslash: the text \u0000, not a NUL
		} {
			r := c.Do("PUT", "/api/profile", json.RawMessage(tt.body))
			if tt.detail == "" {
				if r.StatusCode != http.StatusOK {
					t.Fatalf("%s: %d %s", tt.body, r.StatusCode, r.Body)
				}
				continue
			}
			if r.StatusCode != http.StatusBadRequest || r.Problem(t) != tt.detail || strings.Contains(string(r.Body), "odd key") {
				t.Fatalf("%s: %d %s", tt.body, r.StatusCode, r.Body)
			}
		}
	})
}

// snapshot is what a refused request must not change: the row count of every table, and
// the user's profile, settings and usage.
func snapshot(t *testing.T, e *apptest.Env, c *apptest.Client) string {
	t.Helper()
	ctx := context.Background()
	q := "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name"
	if store.IsPostgres(e.App.DB) {
		q = "SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() ORDER BY table_name"
	}
	var tables []string
	if err := e.App.DB.NewRaw(q).Scan(ctx, &tables); err != nil {
		t.Fatal(err)
	}
	var b strings.Builder
	for _, table := range tables {
		n, err := e.App.DB.NewSelect().TableExpr(table).Count(ctx)
		if err != nil {
			t.Fatal(err)
		}
		fmt.Fprintf(&b, "%s=%d ", table, n)
	}
	for _, path := range []string{"/api/profile/me", "/api/settings", "/api/usage", "/api/drafts"} {
		fmt.Fprintf(&b, "\n%s %s", path, c.Do("GET", path, nil).Body)
	}
	return b.String()
}

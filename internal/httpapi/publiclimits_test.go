package httpapi_test

import (
	"net/http"
	"testing"

	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

// A request to one of the sign-in-free endpoints.
type publicCall struct {
	path string
	body any
}

// The sign-in-free endpoints answer 429 with Retry-After once an address has used its share:
// the match has an allowance of its own (MATCH_RATE_LIMIT), the resume preview and the PDF
// import share one (PREVIEW_RATE_LIMIT). The limit is the address's, whichever client asks.
func TestPublicEndpointsAreRateLimitedPerAddress(t *testing.T) {
	match := publicCall{"/api/match", map[string]any{"kind": "resume", "job_description": apiPosting, "fields": map[string]any{"skills": "Go"}}}
	preview := publicCall{"/api/resume/preview", previewForm}
	resumeImport := publicCall{"/api/resume/import", map[string]any{"text": importText}}
	for _, tc := range []struct {
		name    string
		env     map[string]string
		useUp   []publicCall
		limited publicCall
		detail  string
		// elsewhere has its own allowance, untouched by the limited endpoint's.
		elsewhere publicCall
	}{
		{"match", map[string]string{"MATCH_RATE_LIMIT": "3"}, []publicCall{match, match, match}, match,
			"Too many match requests. Please wait a moment and try again.", preview},
		{"resume preview", map[string]string{"PREVIEW_RATE_LIMIT": "2"}, []publicCall{preview, preview}, preview,
			"Too many preview requests. Please wait a moment and try again.", match},
		{"resume import, on the preview's allowance", map[string]string{"PREVIEW_RATE_LIMIT": "2"}, []publicCall{preview, resumeImport}, resumeImport,
			"Too many import requests. Please wait a moment and try again.", match},
	} {
		t.Run(tc.name, func(t *testing.T) {
			apptest.ForEachDB(t, tc.env, func(t *testing.T, e *apptest.Env) {
				c := e.Client(t)
				for i, call := range tc.useUp {
					if r := c.Do("POST", call.path, call.body); r.StatusCode != http.StatusOK {
						t.Fatalf("request %d (%s): %d %s", i+1, call.path, r.StatusCode, r.Body)
					}
				}
				r := c.Do("POST", tc.limited.path, tc.limited.body)
				if r.StatusCode != http.StatusTooManyRequests || r.Header.Get("Retry-After") == "" || r.Problem(t) != tc.detail {
					t.Fatalf("over the limit: %d %s (Retry-After %q)", r.StatusCode, r.Body, r.Header.Get("Retry-After"))
				}
				if r := e.Client(t).Do("POST", tc.limited.path, tc.limited.body); r.StatusCode != http.StatusTooManyRequests {
					t.Errorf("another client at the same address: %d", r.StatusCode)
				}
				if r := c.Do("POST", tc.elsewhere.path, tc.elsewhere.body); r.StatusCode != http.StatusOK {
					t.Errorf("%s after %s's limit: %d %s", tc.elsewhere.path, tc.limited.path, r.StatusCode, r.Body)
				}
			})
		})
	}
}

package httpapi_test

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"io/fs"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/store/storetest"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
	"github.com/draftsmith/draftsmith/web"
)

func TestEveryPageGetsItsHeadFromTheServer(t *testing.T) {
	e := apptest.Start(t, storetest.SQLite, nil, nil)
	var table struct {
		Pages []struct {
			Path, Title, Description string
			NoIndex                  bool `json:"noindex"`
		}
	}
	if err := json.Unmarshal(web.PagesJSON(), &table); err != nil {
		t.Fatal(err)
	}
	if len(table.Pages) < 15 {
		t.Fatalf("pages.json lists %d pages; the spec has 15 routes", len(table.Pages))
	}
	for _, p := range table.Pages {
		t.Run(p.Path, func(t *testing.T) {
			r := e.Client(t).Do("GET", p.Path, nil)
			html := string(r.Body)
			if r.StatusCode != 200 || r.Header.Get("Content-Type") != "text/html; charset=utf-8" {
				t.Fatalf("%d %s", r.StatusCode, r.Header.Get("Content-Type"))
			}
			mustContain(t, html, "<title>"+escape(p.Title)+" | Draftsmith</title>")
			mustContain(t, html, `<meta name="description" content="`+escape(p.Description)+`" />`)
			mustContain(t, html, `<link rel="canonical" href="`+e.Server.URL+p.Path+`" />`)
			robots := "index,follow"
			if p.NoIndex {
				robots = "noindex,nofollow"
			}
			mustContain(t, html, `<meta name="robots" content="`+robots+`" />`)
		})
	}
}

func TestSettingsIsNotIndexed(t *testing.T) {
	e := apptest.Start(t, storetest.SQLite, nil, nil)
	html := string(e.Client(t).Do("GET", "/settings", nil).Body)
	mustContain(t, html, `<meta name="robots" content="noindex,nofollow" />`)
	mustContain(t, html, "<title>Settings | Draftsmith</title>")
}

func TestUnknownPathsAre404(t *testing.T) {
	e := apptest.Start(t, storetest.SQLite, nil, nil)
	c := e.Client(t)
	r := c.Do("GET", "/no/such/page", nil)
	if r.StatusCode != http.StatusNotFound {
		t.Fatalf("unknown page: %d", r.StatusCode)
	}
	mustContain(t, string(r.Body), "<title>Page Not Found | Draftsmith</title>")
	mustContain(t, string(r.Body), `<meta name="robots" content="noindex,nofollow" />`)
	if r := c.Do("GET", "/assets/missing.js", nil); r.StatusCode != http.StatusNotFound {
		t.Fatalf("missing asset: %d", r.StatusCode)
	}
	r = c.Do("GET", "/api/nothing-here", nil)
	if r.StatusCode != http.StatusNotFound || r.Header.Get("Content-Type") != "application/problem+json" {
		t.Fatalf("unknown API path: %d %s", r.StatusCode, r.Header.Get("Content-Type"))
	}
}

func TestAssetsAreCachedAndPagesAreNot(t *testing.T) {
	e := apptest.Start(t, storetest.SQLite, nil, nil)
	c := e.Client(t)
	if got := c.Do("GET", "/assets/app.js", nil).Header.Get("Cache-Control"); got != "public, max-age=31536000, immutable" {
		t.Errorf("asset cache: %q", got)
	}
	if got := c.Do("GET", "/account", nil).Header.Get("Cache-Control"); got != "no-cache" {
		t.Errorf("page cache: %q", got)
	}
	if got := c.Do("GET", "/api/auth/session", nil).Header.Get("Cache-Control"); got != "no-store" {
		t.Errorf("API cache: %q", got)
	}
}

func TestSecurityHeaders(t *testing.T) {
	e := apptest.Start(t, storetest.SQLite, nil, nil)
	for _, path := range []string{"/", "/api/auth/session", "/nope"} {
		h := e.Client(t).Do("GET", path, nil).Header
		csp := h.Get("Content-Security-Policy")
		scriptSrc := regexp.MustCompile(`script-src ([^;]*)`).FindStringSubmatch(csp)
		if scriptSrc == nil || strings.Contains(scriptSrc[1], "unsafe-inline") || !strings.Contains(csp, "frame-ancestors 'none'") {
			t.Errorf("%s CSP %q", path, csp)
		}
		for k, v := range map[string]string{"X-Content-Type-Options": "nosniff", "Referrer-Policy": "strict-origin-when-cross-origin"} {
			if h.Get(k) != v {
				t.Errorf("%s %s = %q", path, k, h.Get(k))
			}
		}
		if h.Get("Strict-Transport-Security") != "" {
			t.Errorf("%s: HSTS sent over plain http", path)
		}
		if len(h.Get("X-Request-Id")) != 16 {
			t.Errorf("%s: request id %q", path, h.Get("X-Request-Id"))
		}
	}
	https := apptest.Start(t, storetest.SQLite, map[string]string{"BASE_URL": "https://draftsmith.example"}, nil)
	if got := https.Client(t).Do("GET", "/", nil).Header.Get("Strict-Transport-Security"); !strings.HasPrefix(got, "max-age=") {
		t.Errorf("HSTS over https: %q", got)
	}
}

func TestOpenAPIDocumentIsServed(t *testing.T) {
	e := apptest.Start(t, storetest.SQLite, nil, nil)
	r := e.Client(t).Do("GET", "/api/openapi.json", nil)
	var doc struct {
		OpenAPI string         `json:"openapi"`
		Paths   map[string]any `json:"paths"`
	}
	r.JSON(t, &doc)
	if doc.OpenAPI != "3.1.0" || doc.Paths["/api/profile/me"] == nil || doc.Paths["/api/auth/signup"] == nil {
		t.Fatalf("openapi: %s", r.Body[:min(len(r.Body), 300)])
	}
}

func mustContain(t *testing.T, s, sub string) {
	t.Helper()
	if !strings.Contains(s, sub) {
		t.Fatalf("missing %s", sub)
	}
}

func escape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&#34;", "'", "&#39;").Replace(s)
}

// The web app's files go out gzipped to browsers that accept it (the PDF engine's chunk and
// the fonts are over a megabyte raw); the API does not, so streamed drafts are never held back.
func TestWebFilesAreGzippedForBrowsersThatAcceptIt(t *testing.T) {
	e := apptest.Start(t, storetest.SQLite, nil, nil)
	raw := &http.Client{Transport: &http.Transport{DisableCompression: true}}
	get := func(path, acceptEncoding string) *http.Response {
		req, _ := http.NewRequest("GET", e.Server.URL+path, nil)
		if acceptEncoding != "" {
			req.Header.Set("Accept-Encoding", acceptEncoding)
		}
		res, err := raw.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { res.Body.Close() })
		return res
	}
	res := get("/assets/app.js", "gzip, deflate, br")
	if res.Header.Get("Content-Encoding") != "gzip" || !strings.Contains(res.Header.Get("Vary"), "Accept-Encoding") {
		t.Fatalf("asset: encoding %q vary %q", res.Header.Get("Content-Encoding"), res.Header.Get("Vary"))
	}
	zr, err := gzip.NewReader(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	body, err := io.ReadAll(zr)
	want, _ := fs.ReadFile(apptest.WebFiles, "assets/app.js")
	if err != nil || string(body) != string(want) {
		t.Fatalf("gunzipped asset differs: %v", err)
	}
	if res.Header.Get("Cache-Control") != "public, max-age=31536000, immutable" {
		t.Errorf("cache header lost: %q", res.Header.Get("Cache-Control"))
	}
	if res := get("/assets/app.js", ""); res.Header.Get("Content-Encoding") != "" {
		t.Errorf("gzipped for a client that did not ask: %q", res.Header.Get("Content-Encoding"))
	}
	if res := get("/api/openapi.json", "gzip"); res.Header.Get("Content-Encoding") != "" {
		t.Errorf("API gzipped: %q", res.Header.Get("Content-Encoding"))
	}
}

// A public page's HTML carries its prerendered shell inside the app root (ADR 0016), so it
// paints before the script runs; a private page never gets one, even if a shell file exists.
func TestPublicPagesCarryTheirPrerenderedShell(t *testing.T) {
	e := apptest.Start(t, storetest.SQLite, nil, nil)
	c := e.Client(t)
	for path, want := range map[string]string{
		"/":       `<div id="root"><main id="main"><h1>Resume Generator</h1></main></div>`,
		"/login":  `<div id="root"><main id="main"><h1>Login</h1></main></div>`,
		"/login/": `<div id="root"><main id="main"><h1>Login</h1></main></div>`,
	} {
		mustContain(t, string(c.Do("GET", path, nil).Body), want)
	}
	// No shell file: the empty root, as before.
	mustContain(t, string(c.Do("GET", "/signup", nil).Body), `<div id="root"></div>`)
	settings := string(c.Do("GET", "/settings", nil).Body)
	if strings.Contains(settings, "Settings shell") || !strings.Contains(settings, `<div id="root"></div>`) {
		t.Errorf("a noindex page got a prerendered shell: %s", settings)
	}
	// The shells are only served inside their pages.
	for _, p := range []string{"/shell/login.html", "/index.html"} {
		if r := c.Do("GET", p, nil); r.StatusCode != http.StatusNotFound {
			t.Errorf("GET %s: %d, want 404", p, r.StatusCode)
		}
	}
}

// Caching (issue #12): hashed assets are immutable for a year; pages, sw.js and the manifest
// are revalidated every time with an ETag, so a new build is picked up on the next visit
// and an unchanged one costs a 304.
func TestPagesAndServiceWorkerRevalidateWithAnETag(t *testing.T) {
	e := apptest.Start(t, storetest.SQLite, nil, nil)
	c := e.Client(t)
	for _, path := range []string{"/", "/login", "/settings", "/sw.js", "/manifest.webmanifest"} {
		t.Run(path, func(t *testing.T) {
			first := c.Do("GET", path, nil)
			tag := first.Header.Get("ETag")
			if first.StatusCode != 200 || first.Header.Get("Cache-Control") != "no-cache" || !strings.HasPrefix(tag, `W/"`) {
				t.Fatalf("%d cache %q etag %q", first.StatusCode, first.Header.Get("Cache-Control"), tag)
			}
			req, _ := http.NewRequest("GET", e.Server.URL+path, nil)
			req.Header.Set("If-None-Match", tag)
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				t.Fatal(err)
			}
			body, _ := io.ReadAll(res.Body)
			res.Body.Close()
			if res.StatusCode != http.StatusNotModified || len(body) != 0 {
				t.Errorf("revalidation with the same tag: %d, %d bytes", res.StatusCode, len(body))
			}
			req.Header.Set("If-None-Match", `W/"an-older-build"`)
			if res, err := http.DefaultClient.Do(req); err != nil || res.StatusCode != 200 {
				t.Errorf("revalidation with another tag: %v %v", res.StatusCode, err)
			} else {
				res.Body.Close()
			}
		})
	}
	// Different pages, different tags.
	if a, b := c.Do("GET", "/", nil).Header.Get("ETag"), c.Do("GET", "/login", nil).Header.Get("ETag"); a == b {
		t.Errorf("/ and /login share the ETag %s", a)
	}
	if ct := c.Do("GET", "/manifest.webmanifest", nil).Header.Get("Content-Type"); ct != "application/manifest+json" {
		t.Errorf("manifest content type %q", ct)
	}
	// A missing page is not cached as if it were one (404, no ETag to revalidate).
	if r := c.Do("GET", "/no-such-page", nil); r.StatusCode != 404 || r.Header.Get("ETag") != "" {
		t.Errorf("unknown page: %d etag %q", r.StatusCode, r.Header.Get("ETag"))
	}
}

// The sign-in buttons' "not configured" notes are drawn from the page's first paint: every
// page's <html> names the providers this server has not configured (issue #12: no layout
// shift on /login when GET /api/auth/providers answers).
func TestPagesNameTheSignInProvidersThatAreNotConfigured(t *testing.T) {
	htmlTag := regexp.MustCompile(`<html[^>]*>`)
	for _, tc := range []struct {
		name string
		env  map[string]string
		want string
	}{
		{"neither", nil, `data-oauth-off="github google"`},
		{"github only", map[string]string{"GITHUB_CLIENT_ID": "id", "GITHUB_CLIENT_SECRET": "secret"}, `data-oauth-off="google"`},
		{"both", map[string]string{"GITHUB_CLIENT_ID": "id", "GITHUB_CLIENT_SECRET": "secret", "GOOGLE_CLIENT_ID": "id", "GOOGLE_CLIENT_SECRET": "secret"}, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := apptest.Start(t, storetest.SQLite, tc.env, nil).Client(t)
			for _, path := range []string{"/login", "/signup", "/", "/settings", "/no-such-page"} {
				tag := htmlTag.FindString(string(c.Do("GET", path, nil).Body))
				if tc.want == "" && strings.Contains(tag, "data-oauth-off") || tc.want != "" && !strings.Contains(tag, tc.want) {
					t.Errorf("GET %s: %s, want %q", path, tag, tc.want)
				}
			}
		})
	}
}

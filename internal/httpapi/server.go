// Package httpapi is Draftsmith's HTTP surface: the JSON API under /api/ (described by the
// OpenAPI document at /api/openapi.json), and the embedded web app for every other path.
// Handlers are thin: they translate between HTTP and the feature packages.
package httpapi

import (
	"cmp"
	"context"
	"encoding/json"
	"io/fs"
	"log/slog"
	"net/http"
	"net/netip"
	"net/url"
	"strings"

	"github.com/danielgtaylor/huma/v2"
	"github.com/danielgtaylor/huma/v2/adapters/humago"
	"github.com/klauspost/compress/gzhttp"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/billing"
	"github.com/draftsmith/draftsmith/internal/drafting"
	"github.com/draftsmith/draftsmith/internal/library"
	"github.com/draftsmith/draftsmith/internal/quota"
	"github.com/draftsmith/draftsmith/internal/ratelimit"
	"github.com/draftsmith/draftsmith/internal/settings"
	"github.com/draftsmith/draftsmith/internal/templates"
	"github.com/draftsmith/draftsmith/internal/userdata"
)

// Deps are what the HTTP layer serves.
type Deps struct {
	Log      *slog.Logger
	Accounts *account.Service
	Library  *library.Library
	Drafting *drafting.Service
	Quota    *quota.Service
	Billing  *billing.Service
	// Templates is the gallery's catalogue; Settings keeps the generator defaults.
	Templates *templates.Service
	Settings  *settings.Service
	// UserData exports and deletes a user's data.
	UserData *userdata.Service
	// Webhooks verifies Stripe deliveries; nil without Stripe. Sandbox serves the sandbox
	// provider's hosted pages under /sandbox/; nil with Stripe.
	Webhooks       billing.WebhookParser
	Sandbox        http.Handler
	CreditsPerUnit int
	BaseURL        *url.URL
	// TrustProxy takes the client's address from X-Forwarded-For, believing the entries
	// added by TrustedProxies.
	TrustProxy     bool
	TrustedProxies []netip.Prefix
	// MatchRateLimit is POST /api/match's allowance per minute per client address (default 60).
	MatchRateLimit int
	// PreviewRateLimit is POST /api/resume/preview's allowance per minute per client address (default 300).
	PreviewRateLimit int
	// CheckRateLimit is POST /api/check's allowance per minute per client address (default 300).
	CheckRateLimit int
	// ImproveRateLimit is POST /api/improve's and /api/drafts/{id}/revise's allowance per
	// minute per client address (default 30).
	ImproveRateLimit int
	// WriterPaceHeader honours a generation's X-Writer-Pace header (tests only, ADR 0050).
	WriterPaceHeader bool
	// WebFiles is the built web app and PagesJSON its page table.
	WebFiles  fs.FS
	PagesJSON []byte
	Version   string
}

// Server holds the handlers' dependencies.
type Server struct {
	log       *slog.Logger
	accounts  *account.Service
	library   *library.Library
	drafting  *drafting.Service
	quota     *quota.Service
	billing   *billing.Service
	templates *templates.Service
	settings  *settings.Service
	userData  *userdata.Service
	webhooks  billing.WebhookParser
	// creditsPerUnit is shown with the prices.
	creditsPerUnit int
	secure         bool
	// proxies are the reverse proxies whose X-Forwarded-For entries are believed; none
	// unless TRUST_PROXY.
	proxies []netip.Prefix
	// matchLimit bounds POST /api/match per client address.
	matchLimit *ratelimit.Keyed
	// previewLimit bounds POST /api/resume/preview and /api/resume/import per client address.
	previewLimit *ratelimit.Keyed
	// checkLimit bounds POST /api/check per client address.
	checkLimit *ratelimit.Keyed
	// improveLimit bounds POST /api/improve and /api/drafts/{id}/revise per client address.
	improveLimit *ratelimit.Keyed
	// writerPaceHeader: a generation's X-Writer-Pace header slows the built-in writer (tests).
	writerPaceHeader bool
}

// New returns the whole HTTP handler.
func New(d Deps) (http.Handler, error) {
	s := &Server{log: d.Log, accounts: d.Accounts, library: d.Library, drafting: d.Drafting, quota: d.Quota,
		billing: d.Billing, templates: d.Templates, settings: d.Settings, userData: d.UserData, webhooks: d.Webhooks, creditsPerUnit: d.CreditsPerUnit, secure: d.BaseURL.Scheme == "https",
		writerPaceHeader: d.WriterPaceHeader}
	if d.TrustProxy {
		s.proxies = d.TrustedProxies
	}
	s.matchLimit = ratelimit.New(cmp.Or(d.MatchRateLimit, 60))
	s.previewLimit = ratelimit.New(cmp.Or(d.PreviewRateLimit, 300))
	s.checkLimit = ratelimit.New(cmp.Or(d.CheckRateLimit, 300))
	s.improveLimit = ratelimit.New(cmp.Or(d.ImproveRateLimit, 30))
	mux := http.NewServeMux()
	api := newAPI(mux, d.Version)
	s.register(api)
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		writeProblem(w, http.StatusNotFound, "There is no API endpoint at "+r.URL.Path+".")
	})
	var oauthOff []string
	for _, provider := range []string{account.ProviderGitHub, account.ProviderGoogle} {
		if d.Accounts != nil && !d.Accounts.ProviderConfigured(provider) {
			oauthOff = append(oauthOff, provider)
		}
	}
	web, err := newWebApp(d.WebFiles, d.PagesJSON, d.BaseURL, oauthOff)
	if err != nil {
		return nil, err
	}
	if d.Sandbox != nil {
		mux.Handle("/sandbox/", d.Sandbox)
	}
	compress, err := gzhttp.NewWrapper(gzhttp.ContentTypeFilter(compressible))
	if err != nil {
		return nil, err
	}
	mux.Handle("/", compress(web))

	var h http.Handler = mux
	h = apiOnly(s.withSession, h)
	h = withRequestContext(h)
	h, err = withCrossOriginProtection(d.BaseURL.String(), h)
	if err != nil {
		return nil, err
	}
	h = withBodyLimit(withoutNUL(withImportTextNULReplaced(h)))
	h = withSecurityHeaders(s.secure, h)
	h = withLogging(d.Log, h)
	h = withRequestID(h)
	return h, nil
}

func (s *Server) register(api huma.API) {
	s.registerAuth(api)
	s.registerProfile(api)
	s.registerDrafting(api)
	s.registerDrafts(api)
	s.registerMatch(api)
	s.registerResumePreview(api)
	s.registerResumeImport(api)
	s.registerCheck(api)
	s.registerBilling(api)
	s.registerTemplates(api)
	s.registerSettings(api)
	s.registerAccountData(api)
}

func newAPI(mux *http.ServeMux, version string) huma.API {
	cfg := huma.DefaultConfig("Draftsmith API", version)
	cfg.OpenAPIPath = "/api/openapi"
	cfg.DocsPath = ""    // the docs page loads its UI from a CDN, which a closed network cannot reach
	cfg.SchemasPath = "" // schemas are inline in the OpenAPI document
	cfg.CreateHooks = nil
	cfg.Formats = withoutNULFormats(cfg.Formats)
	cfg.Info.Description = "The API behind the Draftsmith web app. Errors are RFC 9457 problem JSON; show `detail` to users."
	cfg.Components.SecuritySchemes = map[string]*huma.SecurityScheme{
		"session": {Type: "apiKey", In: "cookie", Name: SessionCookie,
			Description: "The web app's session cookie; named " + SecureSessionCookie + " when the server's BASE_URL is https"},
		"bearer": {Type: "http", Scheme: "bearer"},
	}
	return humago.New(mux, cfg)
}

// OpenAPI returns the API's OpenAPI 3.1 document, for generating the web app's types.
func OpenAPI() ([]byte, error) {
	s := &Server{}
	api := newAPI(http.NewServeMux(), "dev")
	s.register(api)
	return json.MarshalIndent(api.OpenAPI(), "", "  ")
}

// compressible says which of the web app's files are gzipped on the way out: the scripts,
// styles, pages and the bundled TrueType fonts (about half their size), but not what is
// already compressed (woff2, png, jpeg). The API is left alone so streamed drafts are never
// held in a compressor's buffer.
func compressible(contentType string) bool {
	ct := strings.ToLower(contentType)
	return gzhttp.DefaultContentTypeFilter(ct) && !strings.Contains(ct, "woff2") && !strings.HasPrefix(ct, "image/png")
}

func apiOnly(mw func(http.Handler) http.Handler, next http.Handler) http.Handler {
	wrapped := mw(next)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if len(r.URL.Path) >= 5 && r.URL.Path[:5] == "/api/" {
			w.Header().Set("Cache-Control", "no-store")
			wrapped.ServeHTTP(w, r)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// withRequestContext makes the *http.Request reachable from Huma handlers.
func withRequestContext(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), requestCtx{}, r)))
	})
}

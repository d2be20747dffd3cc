// Package config reads Draftsmith's configuration from environment variables.
//
// Every variable has a default that runs on a fresh machine (SQLite in ./data, the built-in
// writer, the sandbox checkout, mail written to files). Load validates everything at once and
// reports each bad value with the variable's name, so a misconfigured server never starts.
package config

import (
	"errors"
	"fmt"
	"net/mail"
	"net/netip"
	"net/url"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
)

// Config is the whole runtime configuration of one Draftsmith process.
type Config struct {
	Port    int
	BaseURL *url.URL // public origin of the app, e.g. http://localhost:8080
	DataDir string

	// DatabaseURL selects PostgreSQL when set; otherwise SQLite at DataDir/draftsmith.db.
	DatabaseURL string

	AdminEmails map[string]bool

	// AuthRateLimit is the number of sign-in or sign-up attempts allowed per minute, per IP
	// address and per account.
	AuthRateLimit  int
	SessionTTL     time.Duration
	TrustProxy     bool // take the client IP from X-Forwarded-For (behind a reverse proxy)
	LogLevel       string
	LogFormat      string // "text" or "json"
	ShutdownPeriod time.Duration
	MatchRateLimit int // POST /api/match requests allowed per minute, per IP
	// PreviewRateLimit is POST /api/resume/preview's allowance per minute, per IP: the web
	// app asks it as the user types (debounced), so it is higher than the others.
	PreviewRateLimit int
	// CheckRateLimit is POST /api/check's allowance per minute, per IP: the check panel asks
	// it as the user types, like the preview.
	CheckRateLimit int
	// ImproveRateLimit is POST /api/improve's and POST /api/drafts/{id}/revise's allowance per
	// minute, per IP: each may call the model.
	ImproveRateLimit int

	// WriterPaceHeader lets a generation request's X-Writer-Pace header (a duration up to
	// 30s) slow the built-in writer's stream, so end-to-end tests can see and cancel a draft
	// being written. A test knob (ADR 0050): off by default, never on in production.
	WriterPaceHeader bool

	// TrustedProxies are the addresses of the proxies in front, with TrustProxy: the client
	// is the right-most X-Forwarded-For address that is not one of them.
	TrustedProxies []netip.Prefix

	GitHub OAuthProvider
	Google OAuthProvider

	SMTPURL  string
	MailFrom string

	// FreeMonthlyDrafts is the number of drafts a free user may generate per calendar month
	// (UTC); PremiumMonthlyDrafts is the fair-use cap of premium users. CreditsPerUnit is how
	// many credits one purchased unit adds.
	FreeMonthlyDrafts    int
	PremiumMonthlyDrafts int
	CreditsPerUnit       int

	AI AI

	Billing Billing
}

// Payment providers.
const (
	BillingSandbox = "sandbox"
	BillingStripe  = "stripe"
)

// Billing selects the payment provider: the built-in sandbox (no keys, no real charge) or
// Stripe when STRIPE_SECRET_KEY is set. Amounts are in minor units (cents).
type Billing struct {
	Provider string // BillingSandbox or BillingStripe
	Currency string // sandbox prices' currency, lower case (usd)
	// Sandbox prices in minor units: a month, a year, one credit unit.
	PriceMonthly int
	PriceYearly  int
	PriceCredits int

	StripeSecretKey     string
	StripeWebhookSecret string
	StripePriceMonthly  string // Stripe Price ids
	StripePriceYearly   string
	StripePriceCredits  string
	StripeAPIURL        string // the Stripe API base; tests point it at stripe-mock
}

// AI providers.
const (
	AIBuiltin   = "builtin"
	AIOpenAI    = "openai"
	AIAnthropic = "anthropic"
)

// AI selects the drafting engine: the built-in writer, any OpenAI-compatible endpoint, or
// Anthropic. The built-in writer is also the fallback when a model fails.
type AI struct {
	Provider string // AIBuiltin, AIOpenAI or AIAnthropic
	BaseURL  string // the provider's API base; for OpenAI-compatible servers it ends in /v1
	APIKey   string
	Model    string
	Timeout  time.Duration // for one whole model call, first token to last
}

// Default API bases of the AI providers.
const (
	DefaultOpenAIBaseURL    = "https://api.openai.com/v1"
	DefaultAnthropicBaseURL = "https://api.anthropic.com"
)

// OAuthProvider holds one sign-in provider's client credentials and endpoints. The endpoints
// default to the real provider's and are configurable so tests can point them at local fakes.
type OAuthProvider struct {
	ClientID     string
	ClientSecret string
	AuthURL      string
	TokenURL     string
	APIURL       string // GitHub: REST API base. Google: OIDC issuer.
}

// Enabled reports whether the provider has credentials.
func (p OAuthProvider) Enabled() bool { return p.ClientID != "" && p.ClientSecret != "" }

// Secure reports whether the app is served over https (cookies get Secure, HSTS is sent).
func (c *Config) Secure() bool { return c.BaseURL.Scheme == "https" }

// SQLitePath is where the default database lives.
func (c *Config) SQLitePath() string { return filepath.Join(c.DataDir, "draftsmith.db") }

// MailDir is where mail goes when no SMTP server is configured.
func (c *Config) MailDir() string { return filepath.Join(c.DataDir, "mail") }

// Lookup reads one variable; os.LookupEnv in production, a map in tests.
type Lookup func(name string) (string, bool)

// FromEnv loads the configuration from the process environment.
func FromEnv() (*Config, error) { return Load(os.LookupEnv) }

// Load builds a Config from lookup and validates it. The error lists every bad variable.
func Load(lookup Lookup) (*Config, error) {
	r := reader{lookup: lookup}
	c := &Config{
		Port:             r.intRange("PORT", 8080, 1, 65535),
		DataDir:          r.str("DATA_DIR", "./data"),
		DatabaseURL:      r.str("DATABASE_URL", ""),
		AuthRateLimit:    r.intRange("AUTH_RATE_LIMIT", 10, 1, 1_000_000),
		MatchRateLimit:   r.intRange("MATCH_RATE_LIMIT", 60, 1, 1_000_000),
		PreviewRateLimit: r.intRange("PREVIEW_RATE_LIMIT", 300, 1, 1_000_000),
		CheckRateLimit:   r.intRange("CHECK_RATE_LIMIT", 300, 1, 1_000_000),
		ImproveRateLimit: r.intRange("IMPROVE_RATE_LIMIT", 30, 1, 1_000_000),
		SessionTTL:       r.duration("SESSION_TTL", 30*24*time.Hour),
		TrustProxy:       r.boolean("TRUST_PROXY", false),
		WriterPaceHeader: r.boolean("WRITER_PACE_HEADER", false),
		LogLevel:         r.oneOf("LOG_LEVEL", "info", "debug", "info", "warn", "error"),
		LogFormat:        r.oneOf("LOG_FORMAT", "text", "text", "json"),
		ShutdownPeriod:   r.duration("SHUTDOWN_TIMEOUT", 15*time.Second),
		GitHub: OAuthProvider{
			ClientID:     r.str("GITHUB_CLIENT_ID", ""),
			ClientSecret: r.str("GITHUB_CLIENT_SECRET", ""),
			AuthURL:      r.url("GITHUB_AUTH_URL", "https://github.com/login/oauth/authorize"),
			TokenURL:     r.url("GITHUB_TOKEN_URL", "https://github.com/login/oauth/access_token"),
			APIURL:       r.url("GITHUB_API_URL", "https://api.github.com"),
		},
		Google: OAuthProvider{
			ClientID:     r.str("GOOGLE_CLIENT_ID", ""),
			ClientSecret: r.str("GOOGLE_CLIENT_SECRET", ""),
			APIURL:       r.url("GOOGLE_ISSUER", "https://accounts.google.com"),
		},
		SMTPURL:  r.str("SMTP_URL", ""),
		MailFrom: r.str("MAIL_FROM", "Draftsmith <no-reply@draftsmith.local>"),

		FreeMonthlyDrafts:    r.intRange("FREE_MONTHLY_DRAFTS", 10, 0, 1_000_000),
		PremiumMonthlyDrafts: r.intRange("PREMIUM_MONTHLY_DRAFTS", 1000, 1, 10_000_000),
		CreditsPerUnit:       r.intRange("CREDITS_PER_UNIT", 10, 1, 100_000),
	}
	c.AI = r.ai()
	c.Billing = r.billing()
	c.BaseURL = r.baseURL("BASE_URL", fmt.Sprintf("http://localhost:%d", c.Port))
	c.AdminEmails = r.emailList("ADMIN_EMAILS")
	c.TrustedProxies = r.prefixList("TRUSTED_PROXIES", DefaultTrustedProxies)
	if _, set := r.raw("TRUSTED_PROXIES"); set && !c.TrustProxy {
		r.fail("TRUSTED_PROXIES", "is set but TRUST_PROXY is not true: set both to read X-Forwarded-For")
	}

	if c.DatabaseURL != "" {
		if u, err := url.Parse(c.DatabaseURL); err != nil || (u.Scheme != "postgres" && u.Scheme != "postgresql") {
			r.fail("DATABASE_URL", "must be a postgres:// URL")
		}
	}
	if c.SMTPURL != "" {
		if u, err := url.Parse(c.SMTPURL); err != nil || (u.Scheme != "smtp" && u.Scheme != "smtps") || u.Host == "" {
			r.fail("SMTP_URL", "must look like smtp://user:pass@host:587 or smtps://host:465")
		}
	}
	if _, err := mail.ParseAddress(c.MailFrom); err != nil {
		r.fail("MAIL_FROM", "must be an email address, optionally with a name: Name <a@b.c>")
	}
	for name, p := range map[string]OAuthProvider{"GITHUB": c.GitHub, "GOOGLE": c.Google} {
		if (p.ClientID == "") != (p.ClientSecret == "") {
			r.fail(name+"_CLIENT_ID", "and "+name+"_CLIENT_SECRET must be set together")
		}
	}
	if c.SessionTTL < time.Hour {
		r.fail("SESSION_TTL", "must be at least 1h")
	}
	if len(r.problems) > 0 {
		return nil, &Error{Problems: r.problems}
	}
	return c, nil
}

// Error lists every invalid variable, one per line.
type Error struct{ Problems []string }

func (e *Error) Error() string {
	return "invalid configuration:\n  " + strings.Join(e.Problems, "\n  ")
}

// IsConfigError reports whether err came from Load.
func IsConfigError(err error) bool {
	var ce *Error
	return errors.As(err, &ce)
}

func (r *reader) ai() AI {
	ai := AI{
		Provider: r.oneOf("AI_PROVIDER", AIBuiltin, AIBuiltin, AIOpenAI, AIAnthropic),
		APIKey:   r.str("AI_API_KEY", ""),
		Model:    r.str("AI_MODEL", ""),
		Timeout:  r.duration("AI_TIMEOUT", 60*time.Second),
	}
	if ai.Timeout < 100*time.Millisecond || ai.Timeout > 10*time.Minute {
		r.fail("AI_TIMEOUT", fmt.Sprintf("must be from 100ms to 10m (got %s)", ai.Timeout))
	}
	switch ai.Provider {
	case AIOpenAI:
		ai.BaseURL = r.url("AI_BASE_URL", DefaultOpenAIBaseURL)
	case AIAnthropic:
		ai.BaseURL = r.url("AI_BASE_URL", DefaultAnthropicBaseURL)
	default:
		return ai // the built-in writer needs nothing else
	}
	if ai.Model == "" {
		r.fail("AI_MODEL", "must name the model when AI_PROVIDER is "+ai.Provider)
	}
	// OpenAI-compatible servers on your own machine (Ollama, vLLM, llama.cpp) need no key;
	// the hosted APIs do.
	hosted := ai.Provider == AIAnthropic || strings.Contains(ai.BaseURL, "api.openai.com")
	if hosted && ai.APIKey == "" {
		r.fail("AI_API_KEY", "must be set for "+ai.BaseURL)
	}
	return ai
}

func (r *reader) billing() Billing {
	b := Billing{
		Provider:            BillingSandbox,
		Currency:            strings.ToLower(r.str("BILLING_CURRENCY", "usd")),
		PriceMonthly:        r.intRange("SANDBOX_PRICE_MONTHLY", 900, 0, 100_000_000),
		PriceYearly:         r.intRange("SANDBOX_PRICE_YEARLY", 9000, 0, 100_000_000),
		PriceCredits:        r.intRange("SANDBOX_PRICE_CREDITS", 200, 0, 100_000_000),
		StripeSecretKey:     r.str("STRIPE_SECRET_KEY", ""),
		StripeWebhookSecret: r.str("STRIPE_WEBHOOK_SECRET", ""),
		StripePriceMonthly:  r.str("STRIPE_PRICE_MONTHLY", ""),
		StripePriceYearly:   r.str("STRIPE_PRICE_YEARLY", ""),
		StripePriceCredits:  r.str("STRIPE_PRICE_CREDITS", ""),
		StripeAPIURL:        r.url("STRIPE_API_URL", "https://api.stripe.com"),
	}
	if len(b.Currency) != 3 || strings.Trim(b.Currency, "abcdefghijklmnopqrstuvwxyz") != "" {
		r.fail("BILLING_CURRENCY", fmt.Sprintf("must be a three-letter ISO currency code such as usd (got %q)", b.Currency))
	}
	if b.StripeSecretKey == "" {
		return b
	}
	b.Provider = BillingStripe
	for _, v := range [][2]string{
		{"STRIPE_WEBHOOK_SECRET", b.StripeWebhookSecret}, {"STRIPE_PRICE_MONTHLY", b.StripePriceMonthly},
		{"STRIPE_PRICE_YEARLY", b.StripePriceYearly}, {"STRIPE_PRICE_CREDITS", b.StripePriceCredits},
	} {
		if v[1] == "" {
			r.fail(v[0], "must be set when STRIPE_SECRET_KEY is set")
		}
	}
	return b
}

type reader struct {
	lookup   Lookup
	problems []string
}

func (r *reader) fail(name, why string) { r.problems = append(r.problems, name+" "+why) }

func (r *reader) raw(name string) (string, bool) {
	v, ok := r.lookup(name)
	v = strings.TrimSpace(v)
	return v, ok && v != ""
}

func (r *reader) str(name, def string) string {
	if v, ok := r.raw(name); ok {
		return v
	}
	return def
}

func (r *reader) intRange(name string, def, lo, hi int) int {
	v, ok := r.raw(name)
	if !ok {
		return def
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < lo || n > hi {
		r.fail(name, fmt.Sprintf("must be a whole number from %d to %d (got %q)", lo, hi, v))
		return def
	}
	return n
}

func (r *reader) duration(name string, def time.Duration) time.Duration {
	v, ok := r.raw(name)
	if !ok {
		return def
	}
	d, err := time.ParseDuration(v)
	if err != nil || d <= 0 {
		r.fail(name, fmt.Sprintf("must be a positive duration such as 30s or 2m (got %q)", v))
		return def
	}
	return d
}

func (r *reader) boolean(name string, def bool) bool {
	v, ok := r.raw(name)
	if !ok {
		return def
	}
	b, err := strconv.ParseBool(v)
	if err != nil {
		r.fail(name, fmt.Sprintf("must be true or false (got %q)", v))
		return def
	}
	return b
}

func (r *reader) oneOf(name, def string, allowed ...string) string {
	v, ok := r.raw(name)
	if !ok {
		return def
	}
	v = strings.ToLower(v)
	for _, a := range allowed {
		if v == a {
			return v
		}
	}
	r.fail(name, fmt.Sprintf("must be one of %s (got %q)", strings.Join(allowed, ", "), v))
	return def
}

func (r *reader) url(name, def string) string {
	v := r.str(name, def)
	u, err := url.Parse(v)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" {
		r.fail(name, fmt.Sprintf("must be an http(s) URL (got %q)", v))
		return def
	}
	return strings.TrimRight(v, "/")
}

func (r *reader) baseURL(name, def string) *url.URL {
	v := r.str(name, def)
	u, err := url.Parse(strings.TrimRight(v, "/"))
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || (u.Path != "" && u.Path != "/") {
		r.fail(name, fmt.Sprintf("must be the app's origin, like https://draftsmith.example (got %q)", v))
		u, _ = url.Parse(def)
	}
	u.Path = ""
	return u
}

// DefaultTrustedProxies are loopback and the private ranges, where a reverse proxy on the
// same machine or network usually is.
const DefaultTrustedProxies = "127.0.0.0/8,::1/128,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7"

// prefixList reads comma-separated CIDR ranges; a bare address is a range of one.
func (r *reader) prefixList(name, def string) []netip.Prefix {
	var out []netip.Prefix
	for _, part := range strings.Split(r.str(name, def), ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		p, err := netip.ParsePrefix(part)
		if err != nil {
			a, aerr := netip.ParseAddr(part)
			if aerr != nil {
				r.fail(name, fmt.Sprintf("must be a comma-separated list of IP ranges such as 10.0.0.0/8 or addresses (%q is neither)", part))
				continue
			}
			p = netip.PrefixFrom(a, a.BitLen())
		}
		out = append(out, p.Masked())
	}
	return out
}

func (r *reader) emailList(name string) map[string]bool {
	out := map[string]bool{}
	v, ok := r.raw(name)
	if !ok {
		return out
	}
	for _, part := range strings.Split(v, ",") {
		part = strings.ToLower(strings.TrimSpace(part))
		if part == "" {
			continue
		}
		if a, err := mail.ParseAddress(part); err != nil || a.Address != part {
			r.fail(name, fmt.Sprintf("must be a comma-separated list of email addresses (%q is not one)", part))
			continue
		}
		out[part] = true
	}
	return out
}

package config_test

import (
	"strings"
	"testing"
	"time"

	"github.com/draftsmith/draftsmith/internal/config"
)

func load(env map[string]string) (*config.Config, error) {
	return config.Load(func(k string) (string, bool) { v, ok := env[k]; return v, ok })
}

func TestDefaultsRunWithNoConfiguration(t *testing.T) {
	c, err := load(nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.Port != 8080 || c.BaseURL.String() != "http://localhost:8080" || c.DataDir != "./data" || c.DatabaseURL != "" {
		t.Errorf("defaults: %+v", c)
	}
	if c.SQLitePath() != "data/draftsmith.db" || c.MailDir() != "data/mail" {
		t.Errorf("paths: %s %s", c.SQLitePath(), c.MailDir())
	}
	if c.AuthRateLimit != 10 || c.SessionTTL != 30*24*time.Hour || c.GitHub.Enabled() || c.Google.Enabled() || c.Secure() {
		t.Errorf("defaults: %+v", c)
	}
}

func TestValuesAreParsed(t *testing.T) {
	c, err := load(map[string]string{
		"PORT": "9000", "BASE_URL": "https://draftsmith.example/", "ADMIN_EMAILS": " Boss@Example.com, ops@example.com ,",
		"DATABASE_URL": "postgres://u@db/draftsmith", "AUTH_RATE_LIMIT": "500",
		"GITHUB_CLIENT_ID": "id", "GITHUB_CLIENT_SECRET": "secret", "SMTP_URL": "smtp://u:p@mail.example:587",
	})
	if err != nil {
		t.Fatal(err)
	}
	if c.Port != 9000 || c.BaseURL.String() != "https://draftsmith.example" || !c.Secure() {
		t.Errorf("got %+v", c)
	}
	if !c.AdminEmails["boss@example.com"] || !c.AdminEmails["ops@example.com"] || len(c.AdminEmails) != 2 {
		t.Errorf("admins %v", c.AdminEmails)
	}
	if !c.GitHub.Enabled() || c.AuthRateLimit != 500 {
		t.Errorf("got %+v", c)
	}
}

// Every bad value is reported at once, each naming its variable.
func TestBadValuesNameTheVariable(t *testing.T) {
	_, err := load(map[string]string{
		"PORT": "eighty", "BASE_URL": "localhost:8080", "DATABASE_URL": "mysql://x", "ADMIN_EMAILS": "boss",
		"AUTH_RATE_LIMIT": "0", "SESSION_TTL": "5m", "GITHUB_CLIENT_ID": "only-id", "SMTP_URL": "mail.example",
		"MAIL_FROM": "not an address", "LOG_LEVEL": "loud", "GOOGLE_ISSUER": "ftp://x",
	})
	if !config.IsConfigError(err) {
		t.Fatalf("got %v", err)
	}
	for _, name := range []string{"PORT", "BASE_URL", "DATABASE_URL", "ADMIN_EMAILS", "AUTH_RATE_LIMIT", "SESSION_TTL",
		"GITHUB_CLIENT_ID", "SMTP_URL", "MAIL_FROM", "LOG_LEVEL", "GOOGLE_ISSUER"} {
		if !strings.Contains(err.Error(), "\n  "+name+" ") {
			t.Errorf("error does not name %s:\n%v", name, err)
		}
	}
}

func TestDraftingDefaults(t *testing.T) {
	c, err := load(nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.FreeMonthlyDrafts != 10 || c.PremiumMonthlyDrafts != 1000 || c.CreditsPerUnit != 10 {
		t.Errorf("limits: free %d premium %d credits/unit %d", c.FreeMonthlyDrafts, c.PremiumMonthlyDrafts, c.CreditsPerUnit)
	}
	if c.AI.Provider != config.AIBuiltin || c.AI.Timeout != 60*time.Second {
		t.Errorf("ai: %+v", c.AI)
	}
}

func TestAIProviderSettings(t *testing.T) {
	tests := []struct {
		name     string
		env      map[string]string
		wantBase string
		wantErr  []string // variables the error must name
	}{
		{name: "openai with key and model", env: map[string]string{"AI_PROVIDER": "openai", "AI_API_KEY": "k", "AI_MODEL": "gpt-4o-mini"},
			wantBase: config.DefaultOpenAIBaseURL},
		{name: "local openai-compatible server needs no key", env: map[string]string{"AI_PROVIDER": "OpenAI", "AI_BASE_URL": "http://127.0.0.1:11434/v1/", "AI_MODEL": "llama3"},
			wantBase: "http://127.0.0.1:11434/v1"},
		{name: "anthropic", env: map[string]string{"AI_PROVIDER": "anthropic", "AI_API_KEY": "k", "AI_MODEL": "claude-x", "AI_TIMEOUT": "30s"},
			wantBase: config.DefaultAnthropicBaseURL},
		{name: "hosted openai without key or model", env: map[string]string{"AI_PROVIDER": "openai"},
			wantErr: []string{"AI_API_KEY", "AI_MODEL"}},
		{name: "anthropic without key", env: map[string]string{"AI_PROVIDER": "anthropic", "AI_MODEL": "m", "AI_BASE_URL": "http://127.0.0.1:9"},
			wantErr: []string{"AI_API_KEY"}},
		{name: "unknown provider", env: map[string]string{"AI_PROVIDER": "gemini"}, wantErr: []string{"AI_PROVIDER"}},
		{name: "bad base URL", env: map[string]string{"AI_PROVIDER": "openai", "AI_MODEL": "m", "AI_BASE_URL": "localhost:11434"},
			wantErr: []string{"AI_BASE_URL"}},
		{name: "bad timeouts", env: map[string]string{"AI_TIMEOUT": "soon"}, wantErr: []string{"AI_TIMEOUT"}},
		{name: "timeout too long", env: map[string]string{"AI_TIMEOUT": "1h"}, wantErr: []string{"AI_TIMEOUT"}},
		{name: "bad limits", env: map[string]string{"FREE_MONTHLY_DRAFTS": "-1", "PREMIUM_MONTHLY_DRAFTS": "0", "CREDITS_PER_UNIT": "ten"},
			wantErr: []string{"FREE_MONTHLY_DRAFTS", "PREMIUM_MONTHLY_DRAFTS", "CREDITS_PER_UNIT"}},
		{name: "stripe without webhook secret or prices", env: map[string]string{"STRIPE_SECRET_KEY": "sk_test_1"},
			wantErr: []string{"STRIPE_WEBHOOK_SECRET", "STRIPE_PRICE_MONTHLY", "STRIPE_PRICE_YEARLY", "STRIPE_PRICE_CREDITS"}},
		{name: "bad billing", env: map[string]string{"BILLING_CURRENCY": "dollars", "SANDBOX_PRICE_MONTHLY": "-5"},
			wantErr: []string{"BILLING_CURRENCY", "SANDBOX_PRICE_MONTHLY"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := load(tt.env)
			if len(tt.wantErr) == 0 {
				if err != nil {
					t.Fatal(err)
				}
				if c.AI.BaseURL != tt.wantBase {
					t.Errorf("base URL %q, want %q", c.AI.BaseURL, tt.wantBase)
				}
				return
			}
			if !config.IsConfigError(err) {
				t.Fatalf("want a configuration error, got %v", err)
			}
			for _, name := range tt.wantErr {
				if !strings.Contains(err.Error(), "\n  "+name+" ") {
					t.Errorf("error does not name %s:\n%v", name, err)
				}
			}
		})
	}
}

func TestTrustedProxies(t *testing.T) {
	c, err := load(nil)
	if err != nil {
		t.Fatal(err)
	}
	if c.TrustProxy || len(c.TrustedProxies) != 6 || c.TrustedProxies[0].String() != "127.0.0.0/8" {
		t.Errorf("default: %v %v", c.TrustProxy, c.TrustedProxies)
	}
	c, err = load(map[string]string{"TRUST_PROXY": "true", "TRUSTED_PROXIES": " 203.0.113.0/24, 2001:db8::7 ,10.1.2.3/8"})
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, p := range c.TrustedProxies {
		got = append(got, p.String())
	}
	if strings.Join(got, " ") != "203.0.113.0/24 2001:db8::7/128 10.0.0.0/8" {
		t.Errorf("parsed: %v", got)
	}
	for env, want := range map[[2]string]string{
		{"true", "10.0.0.0/8, proxy.internal"}: `TRUSTED_PROXIES must be a comma-separated list of IP ranges such as 10.0.0.0/8 or addresses ("proxy.internal" is neither)`,
		{"", "10.0.0.0/8"}:                     "TRUSTED_PROXIES is set but TRUST_PROXY is not true",
	} {
		_, err := load(map[string]string{"TRUST_PROXY": env[0], "TRUSTED_PROXIES": env[1]})
		if err == nil || !strings.Contains(err.Error(), want) {
			t.Errorf("%v: %v", env, err)
		}
	}
}

func TestPreviewRateLimit(t *testing.T) {
	c, err := load(nil)
	if err != nil || c.PreviewRateLimit != 300 {
		t.Fatalf("default %d, %v; want 300", c.PreviewRateLimit, err)
	}
	if c, err := load(map[string]string{"PREVIEW_RATE_LIMIT": "7"}); err != nil || c.PreviewRateLimit != 7 {
		t.Fatalf("PREVIEW_RATE_LIMIT=7: %d, %v", c.PreviewRateLimit, err)
	}
	for _, bad := range []string{"0", "-3", "many"} {
		if _, err := load(map[string]string{"PREVIEW_RATE_LIMIT": bad}); !config.IsConfigError(err) || !strings.Contains(err.Error(), "PREVIEW_RATE_LIMIT") {
			t.Errorf("PREVIEW_RATE_LIMIT=%s: %v", bad, err)
		}
	}
}

func TestMatchRateLimit(t *testing.T) {
	c, err := load(nil)
	if err != nil || c.MatchRateLimit != 60 {
		t.Fatalf("default %d, %v; want 60", c.MatchRateLimit, err)
	}
	if c, err := load(map[string]string{"MATCH_RATE_LIMIT": "5"}); err != nil || c.MatchRateLimit != 5 {
		t.Fatalf("MATCH_RATE_LIMIT=5: %d, %v", c.MatchRateLimit, err)
	}
	for _, bad := range []string{"0", "-1", "lots"} {
		if _, err := load(map[string]string{"MATCH_RATE_LIMIT": bad}); !config.IsConfigError(err) || !strings.Contains(err.Error(), "MATCH_RATE_LIMIT") {
			t.Errorf("MATCH_RATE_LIMIT=%s: %v", bad, err)
		}
	}
}

func TestCheckAndImproveRateLimits(t *testing.T) {
	for _, c := range []struct {
		name string
		def  int
		get  func(*config.Config) int
	}{
		{"CHECK_RATE_LIMIT", 300, func(c *config.Config) int { return c.CheckRateLimit }},
		{"IMPROVE_RATE_LIMIT", 30, func(c *config.Config) int { return c.ImproveRateLimit }},
	} {
		if cfg, err := load(nil); err != nil || c.get(cfg) != c.def {
			t.Errorf("%s default: %v; want %d", c.name, err, c.def)
		}
		if cfg, err := load(map[string]string{c.name: "9"}); err != nil || c.get(cfg) != 9 {
			t.Errorf("%s=9: %v", c.name, err)
		}
		for _, bad := range []string{"0", "-1", "lots"} {
			if _, err := load(map[string]string{c.name: bad}); !config.IsConfigError(err) || !strings.Contains(err.Error(), c.name) {
				t.Errorf("%s=%s: %v", c.name, bad, err)
			}
		}
	}
}

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

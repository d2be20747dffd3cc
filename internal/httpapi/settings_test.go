package httpapi_test

import (
	"net/http"
	"testing"

	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

type generatorDefaults struct {
	Tone      string  `json:"default_tone"`
	Template  string  `json:"default_template"`
	Saved     bool    `json:"saved"`
	UpdatedAt *string `json:"updated_at"`
}

func TestGeneratorDefaultsNeedASignedInUser(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		if r := c.Do("GET", "/api/settings", nil); r.StatusCode != http.StatusUnauthorized || r.Problem(t) != "Please sign in first." {
			t.Fatalf("GET: %d %s", r.StatusCode, r.Body)
		}
		if r := c.Do("PUT", "/api/settings", map[string]string{"default_tone": "friendly", "default_template": "default"}); r.StatusCode != http.StatusUnauthorized {
			t.Fatalf("PUT: %d %s", r.StatusCode, r.Body)
		}
	})
}

// Defaults follow the user: saved by one client, read by another signed in as the same
// user, never seen by someone else.
func TestGeneratorDefaultsFollowTheUser(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com")
		var before generatorDefaults
		ann.Do("GET", "/api/settings", nil).JSON(t, &before)
		if before.Saved || before.Tone != "professional" || before.Template != "default" || before.UpdatedAt != nil {
			t.Fatalf("before: %+v", before)
		}
		r := ann.Do("PUT", "/api/settings", map[string]string{"default_tone": "empathetic", "default_template": "default"})
		if r.StatusCode != 200 {
			t.Fatalf("save: %d %s", r.StatusCode, r.Body)
		}

		elsewhere := e.Client(t)
		if r := elsewhere.Do("POST", "/api/auth/login", map[string]string{"email": "ann@example.com", "password": "kettle-sparrow-7"}); r.StatusCode != 200 {
			t.Fatalf("login: %d %s", r.StatusCode, r.Body)
		}
		var got generatorDefaults
		elsewhere.Do("GET", "/api/settings", nil).JSON(t, &got)
		if !got.Saved || got.Tone != "empathetic" || got.Template != "default" || got.UpdatedAt == nil {
			t.Fatalf("second client: %+v", got)
		}

		bob := signedIn(t, e, "bob@example.com")
		var bobs generatorDefaults
		bob.Do("GET", "/api/settings", nil).JSON(t, &bobs)
		if bobs.Saved || bobs.Tone != "professional" {
			t.Fatalf("bob sees %+v", bobs)
		}
	})
}

func TestGeneratorDefaultsRefuseBadOrLockedValues(t *testing.T) {
	apptest.ForEachDB(t, map[string]string{"ADMIN_EMAILS": "boss@example.com"}, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com")
		ann.Do("PUT", "/api/settings", map[string]string{"default_tone": "friendly", "default_template": "default"})
		for _, c := range []struct {
			body   map[string]string
			status int
			detail string
		}{
			{map[string]string{"default_tone": "friendly", "default_template": "modern"}, http.StatusForbidden, "This is a Premium template. Please upgrade to use it."},
			{map[string]string{"default_tone": "sarcastic", "default_template": "default"}, http.StatusUnprocessableEntity, ""},
			{map[string]string{"default_tone": "friendly", "default_template": "fancy"}, http.StatusUnprocessableEntity, ""},
			{map[string]string{"default_tone": "friendly"}, http.StatusUnprocessableEntity, ""},
		} {
			r := ann.Do("PUT", "/api/settings", c.body)
			if r.StatusCode != c.status || (c.detail != "" && r.Problem(t) != c.detail) {
				t.Errorf("%v: %d %s", c.body, r.StatusCode, r.Body)
			}
		}
		var got generatorDefaults
		ann.Do("GET", "/api/settings", nil).JSON(t, &got)
		if got.Tone != "friendly" || got.Template != "default" {
			t.Fatalf("bad saves changed the defaults to %+v", got)
		}

		// An admin has premium templates, so may make one the default.
		boss := signedInVerified(t, e, "boss@example.com")
		var saved generatorDefaults
		r := boss.Do("PUT", "/api/settings", map[string]string{"default_tone": "persuasive", "default_template": "creative"})
		r.JSON(t, &saved)
		if r.StatusCode != 200 || saved.Template != "creative" || !saved.Saved {
			t.Fatalf("admin: %d %s", r.StatusCode, r.Body)
		}
	})
}

// Each generator's starting tone is saved from its own list and comes back as saved; a tone
// of the other generator's list is refused with the field named.
func TestGeneratorTonesAreSavedFromEachGeneratorsList(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com")
		var got struct {
			CoverLetter string `json:"cover_letter_tone"`
			ColdEmail   string `json:"cold_email_tone"`
		}
		ann.Do("GET", "/api/settings", nil).JSON(t, &got)
		if got.CoverLetter != "" || got.ColdEmail != "" {
			t.Fatalf("before saving: %+v", got)
		}
		r := ann.Do("PUT", "/api/settings", map[string]string{"default_tone": "professional", "default_template": "default", "cover_letter_tone": "concise", "cold_email_tone": "Bold & persuasive"})
		if r.StatusCode != 200 {
			t.Fatalf("save: %d %s", r.StatusCode, r.Body)
		}
		ann.Do("GET", "/api/settings", nil).JSON(t, &got)
		if got.CoverLetter != "concise" || got.ColdEmail != "Bold & persuasive" {
			t.Fatalf("after saving: %+v", got)
		}
		if r := ann.Do("PUT", "/api/settings", map[string]string{"default_tone": "professional", "default_template": "default", "cover_letter_tone": "Bold & persuasive"}); r.StatusCode != http.StatusUnprocessableEntity {
			t.Fatalf("an email tone for the letter: %d %s", r.StatusCode, r.Body)
		}
	})
}

package settings_test

import (
	"context"
	"testing"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/settings"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
)

func setup(t *testing.T, db *bun.DB) (*settings.Service, func() string) {
	t.Helper()
	return settings.New(db), func() string { return storetest.NewUser(t, db) }
}

func TestDefaultsBeforeAnySaveAreTheProducts(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		svc, newUser := setup(t, db)
		d, err := svc.GeneratorDefaults(context.Background(), newUser())
		if err != nil {
			t.Fatal(err)
		}
		if d.Tone != "professional" || d.Template != draft.TemplateDefault || d.PageSize != "letter" || d.Saved || d.UpdatedAt != nil {
			t.Fatalf("%+v", d)
		}
	})
}

func TestDefaultsAreSavedPerUser(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		svc, newUser := setup(t, db)
		ctx := context.Background()
		ann, bob := newUser(), newUser()
		if _, err := svc.SaveGeneratorDefaults(ctx, ann, "friendly", draft.TemplateDefault, "", settings.GeneratorTones{}, false); err != nil {
			t.Fatal(err)
		}
		saved, err := svc.SaveGeneratorDefaults(ctx, ann, "empathetic", draft.TemplateModern, "a4", settings.GeneratorTones{CoverLetter: "warm", ColdEmail: "Direct & concise"}, true)
		if err != nil {
			t.Fatal(err)
		}
		got, err := svc.GeneratorDefaults(ctx, ann)
		if err != nil {
			t.Fatal(err)
		}
		if got.Tone != "empathetic" || got.Template != draft.TemplateModern || got.PageSize != "a4" || got.CoverLetter != "warm" || got.ColdEmail != "Direct & concise" || !got.Saved || got.UpdatedAt == nil || !got.UpdatedAt.Equal(*saved.UpdatedAt) {
			t.Fatalf("ann: %+v (saved %+v)", got, saved)
		}
		other, err := svc.GeneratorDefaults(ctx, bob)
		if err != nil {
			t.Fatal(err)
		}
		if other.Saved || other.Tone != "professional" {
			t.Fatalf("bob sees %+v", other)
		}
	})
}

func TestBadDefaultsChangeNothing(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		svc, newUser := setup(t, db)
		ctx := context.Background()
		ann := newUser()
		if _, err := svc.SaveGeneratorDefaults(ctx, ann, "persuasive", draft.TemplateDefault, "", settings.GeneratorTones{}, false); err != nil {
			t.Fatal(err)
		}
		for name, c := range map[string]struct {
			tone     settings.Tone
			template draft.Template
			pageSize string
			premium  bool
			code     apperr.Code
			msg      string
		}{
			"unknown tone":                   {"sarcastic", draft.TemplateDefault, "", true, apperr.Invalid, settings.MsgUnknownTone},
			"a cover letter tone":            {"warm", draft.TemplateDefault, "", true, apperr.Invalid, settings.MsgUnknownTone},
			"unknown template":               {"friendly", "fancy", "", true, apperr.Invalid, settings.MsgUnknownTemplate},
			"unknown page size":              {"friendly", draft.TemplateDefault, "legal", true, apperr.Invalid, settings.MsgUnknownPageSize},
			"premium template for free user": {"friendly", draft.TemplateClassic, "", false, apperr.Forbidden, draft.MsgPremiumTemplate},
		} {
			_, err := svc.SaveGeneratorDefaults(ctx, ann, c.tone, c.template, c.pageSize, settings.GeneratorTones{}, c.premium)
			e, ok := apperr.As(err)
			if !ok || e.Code != c.code || e.Message != c.msg {
				t.Errorf("%s: %v", name, err)
			}
		}
		// Each generator's tone comes from its own list, not the other's or the settings' one.
		for name, c := range map[string]struct {
			tones settings.GeneratorTones
			msg   string
		}{
			"an email tone for the letter":   {settings.GeneratorTones{CoverLetter: "Confident & warm"}, settings.MsgUnknownLetterTone},
			"a settings tone for the letter": {settings.GeneratorTones{CoverLetter: "friendly"}, settings.MsgUnknownLetterTone},
			"a letter tone for the email":    {settings.GeneratorTones{ColdEmail: "warm"}, settings.MsgUnknownEmailTone},
		} {
			_, err := svc.SaveGeneratorDefaults(ctx, ann, "friendly", draft.TemplateDefault, "", c.tones, true)
			if e, ok := apperr.As(err); !ok || e.Code != apperr.Invalid || e.Message != c.msg {
				t.Errorf("%s: %v", name, err)
			}
		}
		got, err := svc.GeneratorDefaults(ctx, ann)
		if err != nil {
			t.Fatal(err)
		}
		if got.Tone != "persuasive" || got.Template != draft.TemplateDefault || got.PageSize != "letter" {
			t.Fatalf("changed to %+v", got)
		}
	})
}

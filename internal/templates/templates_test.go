package templates_test

import (
	"context"
	"strings"
	"testing"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/store"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
	"github.com/draftsmith/draftsmith/internal/templates"
)

func TestDeriveVariant(t *testing.T) {
	for name, want := range map[string]draft.Template{
		"Classic Resume":          draft.TemplateClassic,
		"Modern Resume":           draft.TemplateModern,
		"creative pitch":          draft.TemplateCreative,
		"The MODERN-ish letter":   draft.TemplateModern,
		"Warm Cover Letter":       draft.TemplateDefault,
		"Brief Cold Email":        draft.TemplateDefault,
		"Seed Pitch Deck Outline": draft.TemplateDefault,
		"Neoclassical Resume":     draft.TemplateDefault, // a word, not a substring
		"Classic and Modern":      draft.TemplateClassic, // the first one named
		"":                        draft.TemplateDefault,
	} {
		if got := templates.DeriveVariant(name); got != want {
			t.Errorf("DeriveVariant(%q) = %q, want %q", name, got, want)
		}
	}
}

func TestCatalogueHasTheFiveBuiltInTemplates(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		list, err := templates.New(db).List(context.Background(), "")
		if err != nil {
			t.Fatal(err)
		}
		want := []struct {
			name    string
			kind    draft.Kind
			premium bool
			variant draft.Template
		}{
			{"Classic Resume", draft.KindResume, false, draft.TemplateClassic},
			{"Modern Resume", draft.KindResume, true, draft.TemplateModern},
			{"Warm Cover Letter", draft.KindCoverLetter, false, draft.TemplateDefault},
			{"Brief Cold Email", draft.KindColdEmail, false, draft.TemplateDefault},
			{"Seed Pitch Deck Outline", draft.KindPitchDeck, true, draft.TemplateDefault},
		}
		if len(list) != len(want) {
			t.Fatalf("%d templates, want %d: %+v", len(list), len(want), list)
		}
		for i, w := range want {
			got := list[i]
			if got.Name != w.name || got.Type != w.kind || got.IsPremium != w.premium || got.Variant != w.variant || got.ID == "" {
				t.Errorf("template %d = %+v, want %+v", i, got, w)
			}
			// Real starting text: several sentences or lines, with [parts] to replace.
			if len(got.Content) < 200 || !strings.Contains(got.Content, "[") {
				t.Errorf("%s: content too thin: %q", got.Name, got.Content)
			}
		}
		// Line-per-item kinds get one item per line.
		for _, tpl := range list {
			if (tpl.Type == draft.KindColdEmail || tpl.Type == draft.KindPitchDeck) && strings.Count(tpl.Content, "\n") < 3 {
				t.Errorf("%s: want one item per line, got %q", tpl.Name, tpl.Content)
			}
		}
	})
}

func TestCatalogueFiltersByKind(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		list, err := templates.New(db).List(context.Background(), draft.KindResume)
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 2 || list[0].Name != "Classic Resume" || list[1].Name != "Modern Resume" {
			t.Fatalf("resumes: %+v", list)
		}
	})
}

// An admin adds a template with SQL, no release: an explicit variant wins over the name,
// and position orders the gallery.
func TestTemplateAddedByAnAdminAppears(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		svc := templates.New(db)
		ctx := context.Background()
		_, err := db.ExecContext(ctx,
			"INSERT INTO templates (id, name, type, is_premium, content, variant, position, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?), (?, ?, ?, ?, ?, ?, ?, ?)",
			"bold-letter", "Bold Modern Letter", "cover_letter", true, "I build things.", "creative", 35, store.Now(),
			"first-email", "Creative Intro", "cold_email", false, "Say hi", nil, 1, store.Now())
		if err != nil {
			t.Fatal(err)
		}
		list, err := svc.List(ctx, "")
		if err != nil {
			t.Fatal(err)
		}
		if len(list) != 7 || list[0].ID != "first-email" || list[0].Variant != draft.TemplateCreative {
			t.Fatalf("first: %+v", list[0])
		}
		if list[4].ID != "bold-letter" || list[4].Variant != draft.TemplateCreative || !list[4].IsPremium {
			t.Fatalf("explicit variant: %+v", list[4])
		}
		if _, err := db.ExecContext(ctx, "INSERT INTO templates (id, name, type, content, created_at) VALUES ('x', 'X', 'poem', 'x', ?)", store.Now()); err == nil {
			t.Fatal("a template of an unknown type was stored")
		}
	})
}

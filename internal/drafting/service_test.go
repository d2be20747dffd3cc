package drafting_test

import (
	"context"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/draft/drafttest"
	"github.com/draftsmith/draftsmith/internal/library"
	"github.com/draftsmith/draftsmith/internal/llm"
	"github.com/draftsmith/draftsmith/internal/llm/fakellm"
	"github.com/draftsmith/draftsmith/internal/quota"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
)

type premiumSet map[string]bool

func (p premiumSet) IsPremium(_ context.Context, id string) (bool, error) { return p[id], nil }

func TestDraftsAreSavedAndServedToTheirOwnerOnly(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		fx := drafttest.NewFixture(db, 10, nil, nil)
		ann, bob := quota.Caller{UserID: storetest.NewUser(t, db)}, quota.Caller{UserID: storetest.NewUser(t, db)}

		forms := []draft.Form{drafttest.FullResume(), drafttest.FullLetter(), drafttest.FullEmail(), drafttest.DeckForm()}
		var ids []string
		for _, f := range forms {
			d, err := fx.Svc.Generate(ctx, ann, f, nil)
			if err != nil {
				t.Fatal(err)
			}
			ids = append(ids, d.ID)
		}
		if fx.Used(t, ann) != 4 {
			t.Fatalf("used %d after 4 drafts", fx.Used(t, ann))
		}

		d, err := fx.Svc.Get(ctx, ann.UserID, ids[0])
		if err != nil {
			t.Fatal(err)
		}
		if d.Kind != draft.KindResume || d.Source != draft.SourceFallback || d.Template != draft.TemplateDefault ||
			d.Title != "Jane Doe — Senior Backend Engineer" || d.Resume == nil || d.Resume.Header.Name != "Jane Doe" ||
			!strings.Contains(string(d.Input), `"name":"Jane Doe"`) || !strings.HasPrefix(d.Text, "Jane Doe\nSenior Backend Engineer") ||
			time.Since(d.CreatedAt) > time.Minute {
			t.Fatalf("saved resume %+v", d)
		}
		email, _ := fx.Svc.Get(ctx, ann.UserID, ids[2])
		if email.Subject != "A pricing audit that finds revenue leaks in 2 weeks" || email.Title != email.Subject {
			t.Fatalf("saved email subject %q title %q", email.Subject, email.Title)
		}
		deck, _ := fx.Svc.Get(ctx, ann.UserID, ids[3])
		if deck.Deck == nil || len(deck.Deck.Slides) != 9 {
			t.Fatalf("saved deck %+v", deck.Deck)
		}

		// Newest first, in pages, optionally of one kind.
		p1, err := fx.Svc.List(ctx, ann.UserID, library.ListOptions{Limit: 3})
		if err != nil {
			t.Fatal(err)
		}
		if len(p1.Drafts) != 3 || p1.Drafts[0].ID != ids[3] || p1.Drafts[2].ID != ids[1] || p1.NextCursor == "" {
			t.Fatalf("page 1: %d drafts, next %q", len(p1.Drafts), p1.NextCursor)
		}
		p2, err := fx.Svc.List(ctx, ann.UserID, library.ListOptions{Limit: 3, Cursor: p1.NextCursor})
		if err != nil || len(p2.Drafts) != 1 || p2.Drafts[0].ID != ids[0] || p2.NextCursor != "" {
			t.Fatalf("page 2: %+v %v", p2, err)
		}
		letters, _ := fx.Svc.List(ctx, ann.UserID, library.ListOptions{Kind: draft.KindCoverLetter})
		if len(letters.Drafts) != 1 || letters.Drafts[0].ID != ids[1] {
			t.Fatalf("cover letters: %+v", letters.Drafts)
		}
		if _, err := fx.Svc.List(ctx, ann.UserID, library.ListOptions{Cursor: "not-a-cursor"}); !apperr.Is(err, apperr.Invalid) {
			t.Fatalf("bad cursor: %v", err)
		}

		// Bob sees none of it.
		none, _ := fx.Svc.List(ctx, bob.UserID, library.ListOptions{})
		if len(none.Drafts) != 0 {
			t.Fatalf("bob lists %d of ann's drafts", len(none.Drafts))
		}
		if _, err := fx.Svc.Get(ctx, bob.UserID, ids[0]); !apperr.Is(err, apperr.NotFound) {
			t.Fatalf("bob reads ann's draft: %v", err)
		}
		if err := fx.Svc.Delete(ctx, bob.UserID, ids[0]); !apperr.Is(err, apperr.NotFound) {
			t.Fatalf("bob deletes ann's draft: %v", err)
		}
		if err := fx.Svc.Delete(ctx, ann.UserID, ids[0]); err != nil {
			t.Fatal(err)
		}
		if _, err := fx.Svc.Get(ctx, ann.UserID, ids[0]); !apperr.Is(err, apperr.NotFound) {
			t.Fatalf("deleted draft still there: %v", err)
		}
	})
}

func TestPremiumTemplatesNeedPremiumOrAdmin(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		premiumUser := storetest.NewUser(t, db)
		fx := drafttest.NewFixture(db, 10, premiumSet{premiumUser: true}, nil)
		tests := []struct {
			name    string
			caller  quota.Caller
			allowed bool
		}{
			{"free", quota.Caller{UserID: storetest.NewUser(t, db)}, false},
			{"premium", quota.Caller{UserID: premiumUser}, true},
			{"admin", quota.Caller{UserID: storetest.NewUser(t, db), IsAdmin: true}, true},
		}
		for _, tt := range tests {
			for _, tmpl := range []draft.Template{draft.TemplateClassic, draft.TemplateModern, draft.TemplateCreative} {
				t.Run(tt.name+"/"+string(tmpl), func(t *testing.T) {
					f := drafttest.FullLetter()
					f.Template = tmpl
					before := fx.Used(t, tt.caller)
					d, err := fx.Svc.Generate(ctx, tt.caller, f, nil)
					if !tt.allowed {
						e, ok := apperr.As(err)
						if !ok || e.Code != apperr.Forbidden || e.Message != "This is a Premium template. Please upgrade to use it." {
							t.Fatalf("got %v, want 403", err)
						}
						if fx.Used(t, tt.caller) != before {
							t.Fatal("a refused request used allowance")
						}
						return
					}
					if err != nil || d.Template != tmpl {
						t.Fatalf("got %+v %v", d, err)
					}
				})
			}
		}
	})
}

func TestNothingIsChargedWhenTheClientGoesAway(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		srv := fakellm.NewOpenAI(fakellm.Reply{Hang: true})
		defer srv.Close()
		fx := drafttest.NewFixture(db, 1, nil, llm.NewOpenAI(srv.BaseURL(), "k", "m", nil))
		c := quota.Caller{UserID: storetest.NewUser(t, db)}
		ctx, cancel := context.WithCancel(context.Background())
		job, err := fx.Svc.Start(ctx, c, drafttest.FullLetter())
		if err != nil {
			t.Fatal(err)
		}
		if fx.Used(t, c) != 1 {
			t.Fatal("no unit reserved while the model writes")
		}
		go func() {
			for len(srv.Requests()) == 0 {
				time.Sleep(time.Millisecond)
			}
			cancel()
		}()
		if _, err := job.Run(ctx, nil); !errors.Is(err, context.Canceled) {
			t.Fatalf("run: %v", err)
		}
		if fx.Used(t, c) != 0 {
			t.Fatal("the reservation was not released")
		}
		page, _ := fx.Svc.List(context.Background(), c.UserID, library.ListOptions{})
		if len(page.Drafts) != 0 {
			t.Fatal("a cancelled generation saved a draft")
		}
		// The unit is usable again: the model now answers.
		srv.SetReply(func(int) fakellm.Reply { return fakellm.Reply{Chunks: fakellm.Text(letterAnswer, 20)} })
		d, err := fx.Svc.Generate(context.Background(), c, drafttest.FullLetter(), nil)
		if err != nil || d.Source != draft.SourceAI {
			t.Fatalf("second try: %+v %v", d, err)
		}
	})
}

// Refused requests (invalid, over the limit) change nothing.
func TestInvalidAndOverLimitRequestsChargeNothing(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		ctx := context.Background()
		fx := drafttest.NewFixture(db, 1, nil, nil)
		c := quota.Caller{UserID: storetest.NewUser(t, db)}
		if _, err := fx.Svc.Generate(ctx, c, &draft.CoverLetterForm{}, nil); !apperr.Is(err, apperr.Invalid) {
			t.Fatalf("invalid: %v", err)
		}
		if fx.Used(t, c) != 0 {
			t.Fatal("an invalid request used allowance")
		}
		if _, err := fx.Svc.Generate(ctx, c, drafttest.FullLetter(), nil); err != nil {
			t.Fatal(err)
		}
		_, err := fx.Svc.Generate(ctx, c, drafttest.FullLetter(), nil)
		if e, ok := apperr.As(err); !ok || e.Code != apperr.RateLimited || !strings.Contains(e.Message, "limit") {
			t.Fatalf("over the limit: %v", err)
		}
		page, _ := fx.Svc.List(ctx, c.UserID, library.ListOptions{})
		if len(page.Drafts) != 1 {
			t.Fatalf("%d drafts, want 1", len(page.Drafts))
		}
	})
}

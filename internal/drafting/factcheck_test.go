package drafting_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/llm/fakellm"
)

// A model's draft that invents a figure and a company is asked for again once, with what it
// added; when the second draft is faithful it is used, and when it invents again the
// built-in writer answers with the reason.
func TestModelDraftThatInventsFactsIsRetriedThenReplaced(t *testing.T) {
	inventing := "Dear Hiring Manager,\n\nI spent seven years building payment systems at Acme and two at Google, where I cut costs by 35%.\n\nThank you for your time and consideration.\n\nWarm regards,\nJane Doe"
	faithful := "Dear Hiring Manager,\n\nI spent seven years building payment systems at Acme, and I would like to bring that to Globex as your Staff Engineer.\n\nThank you for your time and consideration.\n\nWarm regards,\nJane Doe"
	forEachProvider(t, func(t *testing.T, fp fakeProvider) {
		t.Run("the retry is faithful", func(t *testing.T) {
			srv := fp.start(fakellm.Reply{})
			defer srv.Close()
			srv.SetReply(func(n int) fakellm.Reply {
				if n == 0 {
					return fakellm.Reply{Chunks: fakellm.Text(inventing, 9)}
				}
				return fakellm.Reply{Chunks: fakellm.Text(faithful, 9)}
			})
			rec := &recorder{}
			res, err := engine(fp.new(srv), 10*time.Second).Write(context.Background(), normalised(t, coverLetter()), rec)
			if err != nil {
				t.Fatal(err)
			}
			if res.Source != draft.SourceAI || res.Text != faithful {
				t.Fatalf("source %s text %q", res.Source, res.Text)
			}
			reqs := srv.Requests()
			if len(reqs) != 2 {
				t.Fatalf("%d requests, want 2", len(reqs))
			}
			system, _ := reqs[1].Prompt()
			for _, want := range []string{`the number "35%"`, `"Google"`} {
				if !strings.Contains(system, want) {
					t.Errorf("the retry's prompt does not name %s:\n%s", want, system)
				}
			}
			if len(rec.resets) != 1 || rec.Text() != faithful {
				t.Errorf("resets %q, streamed %q", rec.resets, rec.Text())
			}
		})
		t.Run("the retry invents again", func(t *testing.T) {
			srv := fp.start(fakellm.Reply{Chunks: fakellm.Text(inventing, 9)})
			defer srv.Close()
			rec := &recorder{}
			res, err := engine(fp.new(srv), 10*time.Second).Write(context.Background(), normalised(t, coverLetter()), rec)
			if err != nil {
				t.Fatal(err)
			}
			if n := len(srv.Requests()); n != 2 {
				t.Fatalf("%d requests, want 2 (one retry)", n)
			}
			if res.Source != draft.SourceFallback || !strings.Contains(res.Reason, "not usable") ||
				!strings.Contains(res.Reason, "which the form does not give") {
				t.Fatalf("source %s reason %q", res.Source, res.Reason)
			}
			if strings.Contains(res.Text, "Google") || strings.Contains(res.Text, "35%") || !strings.Contains(res.Text, "Acme") {
				t.Errorf("the fallback is not the built-in writer's draft:\n%s", res.Text)
			}
		})
	})
}

package httpapi_test

import (
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/check"
	"github.com/draftsmith/draftsmith/internal/llm/fakellm"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

// A resume with a duty bullet, a first-person bullet, a passive bullet, a strong bullet and no
// email, and the same resume fixed.
var (
	weakResumeFields = map[string]any{
		"name": "Ana Silva", "job_title": "Backend Engineer", "phone": "+44 20 7946 0000", "skills": "Go, PostgreSQL",
		"experience": "Backend Engineer at Northwind, London (Mar 2021 – Present)\n" +
			"- Cut checkout latency 40% by moving sessions to PostgreSQL\n" +
			"- Responsible for the on-call rota\n" +
			"- I write Go services that handle 2M payments a day\n" +
			"- Was tasked with migrating the billing jobs to Go",
	}
	fixedResumeFields = map[string]any{
		"name": "Ana Silva", "job_title": "Backend Engineer", "phone": "+44 20 7946 0000", "skills": "Go, PostgreSQL",
		"email": "ana@example.com",
		"experience": "Backend Engineer at Northwind, London (Mar 2021 – Present)\n" +
			"- Cut checkout latency 40% by moving sessions to PostgreSQL\n" +
			"- Run the on-call rota for 14 services, keeping uptime at 99.95%\n" +
			"- Write Go services that handle 2M payments a day\n" +
			"- Migrate the billing jobs to Go, cutting their run time from 3 hours to 20 minutes",
	}
)

type checkAnswer struct {
	Score     int                   `json:"score"`
	Breakdown map[string]check.Part `json:"breakdown"`
	Findings  []check.Finding       `json:"findings"`
}

func placesOf(a checkAnswer) map[string][]string {
	out := map[string][]string{}
	for _, f := range a.Findings {
		p := f.Section
		if f.Entry != nil {
			p += fmt.Sprintf("/%d", *f.Entry)
		}
		if f.Bullet != nil {
			p += fmt.Sprintf("/%d", *f.Bullet)
		}
		out[p] = append(out[p], f.Rule)
	}
	return out
}

func TestCheckPointsAtTheWeakPlacesForAGuest(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		var weak, fixed checkAnswer
		if r := c.Do("POST", "/api/check", map[string]any{"kind": "resume", "fields": weakResumeFields}); r.StatusCode != 200 {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		} else {
			r.JSON(t, &weak)
		}
		got := placesOf(weak)
		want := []string{"experience/0/1", "experience/0/2", "experience/0/3", "header"}
		keys := make([]string, 0, len(got))
		for k := range got {
			keys = append(keys, k)
		}
		slices.Sort(keys)
		if !slices.Equal(keys, want) || !slices.Contains(got["header"], "missing_email") || !slices.Contains(got["experience/0/1"], "duty") ||
			!slices.Contains(got["experience/0/2"], "first_person") || !slices.Contains(got["experience/0/3"], "passive") {
			t.Fatalf("findings at %v", got)
		}
		c.Do("POST", "/api/check", map[string]any{"kind": "resume", "fields": fixedResumeFields}).JSON(t, &fixed)
		if len(fixed.Findings) != 0 || fixed.Score < weak.Score+15 {
			t.Fatalf("weak %d, fixed %d with %+v", weak.Score, fixed.Score, fixed.Findings)
		}
	})
}

func TestCheckOfDraftsAndBadInput(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ann, bob, guest := signedIn(t, e, "ann@example.com"), signedIn(t, e, "bob@example.com"), e.Client(t)
		var letter generation
		ann.Do("POST", "/api/cover-letter", generators[1].form).JSON(t, &letter)
		var a checkAnswer
		if r := ann.Do("POST", "/api/check", map[string]any{"draft_id": letter.ID}); r.StatusCode != 200 {
			t.Fatalf("own draft: %d %s", r.StatusCode, r.Body)
		} else if r.JSON(t, &a); a.Breakdown["company"].Points != 25 {
			t.Errorf("the letter names Globex: %+v", a)
		}
		for name, c := range map[string]*apptest.Client{"another user": bob, "a guest": guest} {
			if r := c.Do("POST", "/api/check", map[string]any{"draft_id": letter.ID}); r.StatusCode != http.StatusNotFound || r.Problem(t) != "Draft not found." {
				t.Errorf("%s: %d %s", name, r.StatusCode, r.Body)
			}
		}
		for name, body := range map[string]any{
			"nothing":           map[string]any{},
			"a pitch deck":      map[string]any{"kind": "pitch_deck", "fields": map[string]any{"product": "X"}},
			"both":              map[string]any{"kind": "resume", "fields": map[string]any{}, "draft_id": letter.ID},
			"a field not text":  map[string]any{"kind": "resume", "fields": map[string]any{"experience": []any{1}}},
			"an unknown kind":   map[string]any{"kind": "poem", "fields": map[string]any{}},
			"a too long field":  map[string]any{"kind": "resume", "fields": map[string]any{"skills": strings.Repeat("x", 12001)}},
			"an empty cold one": map[string]any{"kind": "cold_email", "fields": map[string]any{}},
		} {
			if r := guest.Do("POST", "/api/check", body); r.StatusCode != http.StatusUnprocessableEntity {
				t.Errorf("%s: %d %s", name, r.StatusCode, r.Body)
			}
		}
		// A cold email keeps its quality score.
		var email checkAnswer
		guest.Do("POST", "/api/check", map[string]any{"kind": "cold_email", "fields": generators[2].form}).JSON(t, &email)
		if email.Breakdown["subject"].Max != 30 || email.Breakdown["opener"].Points != 20 {
			t.Errorf("cold email: %+v", email)
		}
	})
}

func TestCheckAndImproveAreRateLimited(t *testing.T) {
	apptest.ForEachDB(t, map[string]string{"CHECK_RATE_LIMIT": "2", "IMPROVE_RATE_LIMIT": "1"}, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		body := map[string]any{"kind": "resume", "fields": weakResumeFields}
		for i := range 2 {
			if r := c.Do("POST", "/api/check", body); r.StatusCode != 200 {
				t.Fatalf("check %d: %d", i, r.StatusCode)
			}
		}
		if r := c.Do("POST", "/api/check", body); r.StatusCode != http.StatusTooManyRequests || r.Header.Get("Retry-After") == "" {
			t.Fatalf("third check: %d %v", r.StatusCode, r.Header)
		}
		imp := map[string]any{"kind": "resume", "text": "Responsible for the on-call rota"}
		if r := c.Do("POST", "/api/improve", imp); r.StatusCode != 200 {
			t.Fatalf("improve: %d %s", r.StatusCode, r.Body)
		}
		if r := c.Do("POST", "/api/improve", imp); r.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("second improve: %d", r.StatusCode)
		}
	})
}

type improveAnswer struct {
	Suggestions []string `json:"suggestions"`
	Source      string   `json:"source"`
}

func TestImproveWithTheBuiltInRulesAddsNoFact(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		for _, text := range []string{"Was tasked with migrating the billing jobs to Go", "Responsible for the on-call rota", "I write Go services that handle 2M payments a day"} {
			var a improveAnswer
			r := c.Do("POST", "/api/improve", map[string]any{"kind": "resume", "text": text, "fields": weakResumeFields})
			r.JSON(t, &a)
			if r.StatusCode != 200 || a.Source != "fallback" || len(a.Suggestions) == 0 || len(a.Suggestions) > 3 {
				t.Fatalf("%q: %d %s", text, r.StatusCode, r.Body)
			}
			for _, s := range a.Suggestions {
				if added := check.Facts.Added(s, text); len(added) > 0 {
					t.Errorf("%q → %q adds %v", text, s, added)
				}
			}
		}
		for name, body := range map[string]any{
			"no text":   map[string]any{"kind": "resume", "text": "  "},
			"too long":  map[string]any{"kind": "resume", "text": strings.Repeat("word ", 401)},
			"no kind":   map[string]any{"text": "Wrote docs"},
			"bad field": map[string]any{"kind": "resume", "text": "Wrote docs", "fields": map[string]any{"skills": 3}},
		} {
			if r := c.Do("POST", "/api/improve", body); r.StatusCode != http.StatusUnprocessableEntity {
				t.Errorf("%s: %d %s", name, r.StatusCode, r.Body)
			}
		}
	})
}

func usedThisMonth(t *testing.T, c *apptest.Client) int {
	t.Helper()
	var u struct{ Used int }
	c.Do("GET", "/api/usage", nil).JSON(t, &u)
	return u.Used
}

func TestImproveWithAModelIsChargedOnlyWhenTheModelWrites(t *testing.T) {
	srv := fakellm.NewOpenAI(fakellm.Reply{})
	defer srv.Close()
	for _, kind := range storetest.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			e := apptest.Start(t, kind, aiEnv(srv, "openai"), nil)
			ann, guest := signedIn(t, e, "ann@example.com"), e.Client(t)
			body := map[string]any{"kind": "resume", "text": "Responsible for the on-call rota", "fields": weakResumeFields}
			answer := `{"suggestions":["Ran the on-call rota","Owned the on-call rota, cutting pages by [how much?]","Ran the on-call rota for 30 engineers at Contoso"]}`
			srv.SetReply(func(int) fakellm.Reply { return fakellm.Reply{Chunks: fakellm.Text(answer, 12)} })

			var a improveAnswer
			ann.Do("POST", "/api/improve", body).JSON(t, &a)
			// The third suggestion invents a team size and an employer: it is dropped.
			if a.Source != "ai" || !slices.Equal(a.Suggestions, []string{"Ran the on-call rota", "Owned the on-call rota, cutting pages by [how much?]"}) {
				t.Fatalf("model: %+v", a)
			}
			if used := usedThisMonth(t, ann); used != 1 {
				t.Fatalf("used %d after a model's rewrite, want 1", used)
			}
			// A guest gets the built-in rules, free.
			guest.Do("POST", "/api/improve", body).JSON(t, &a)
			if a.Source != "fallback" || len(a.Suggestions) == 0 {
				t.Fatalf("guest: %+v", a)
			}
			// A failing model: the built-in rules answer, and nothing is charged.
			srv.SetReply(func(int) fakellm.Reply { return fakellm.Reply{Status: 500} })
			ann.Do("POST", "/api/improve", body).JSON(t, &a)
			if a.Source != "fallback" || len(a.Suggestions) == 0 || usedThisMonth(t, ann) != 1 {
				t.Fatalf("failing model: %+v, used %d", a, usedThisMonth(t, ann))
			}
		})
	}
}

type revisedDraft struct {
	ID         string `json:"id"`
	Version    int    `json:"version"`
	ResultText string `json:"result_text"`
	Source     string `json:"source"`
}

func TestReviseMakesAShorterVersionWithTheFactsKept(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ann, bob, guest := signedIn(t, e, "ann@example.com"), signedIn(t, e, "bob@example.com"), e.Client(t)
		form := map[string]any{"name": "Jane Doe", "job_title": "Staff Engineer", "company_name": "Globex",
			"background": "Seven years building payment systems at Acme; cut payment failures 30%; led a team of 6.",
			"intro":      "I am writing to apply for the Staff Engineer role. I really believe I am a strong fit."}
		var v1 generation
		ann.Do("POST", "/api/cover-letter", form).JSON(t, &v1)
		before := usedThisMonth(t, ann)

		var v2 revisedDraft
		r := ann.Do("POST", "/api/drafts/"+v1.ID+"/revise", map[string]any{"instruction": "Make it shorter"})
		if r.StatusCode != 200 {
			t.Fatalf("revise: %d %s", r.StatusCode, r.Body)
		}
		r.JSON(t, &v2)
		if v2.ID != v1.ID || v2.Version != 2 || len(v2.ResultText) > len(v1.ResultText)*80/100 {
			t.Fatalf("v2 %d: %d of %d characters:\n%s", v2.Version, len(v2.ResultText), len(v1.ResultText), v2.ResultText)
		}
		for _, fact := range []string{"Acme", "30%", "6", "Globex", "Staff Engineer", "Jane Doe"} {
			if !strings.Contains(v2.ResultText, fact) {
				t.Errorf("v2 lost %q:\n%s", fact, v2.ResultText)
			}
		}
		if added := check.Facts.Added(v2.ResultText, v1.ResultText); len(added) > 0 {
			t.Errorf("v2 adds %v", added)
		}
		if used := usedThisMonth(t, ann); used != before+1 {
			t.Errorf("used %d → %d: a revision is charged like a generation", before, used)
		}
		var versions struct{ Versions []struct{ Number int } }
		ann.Do("GET", "/api/drafts/"+v1.ID+"/versions", nil).JSON(t, &versions)
		if len(versions.Versions) != 2 {
			t.Errorf("versions: %+v", versions)
		}

		// The built-in writer says plainly which instructions need a model, and charges nothing.
		r = ann.Do("POST", "/api/drafts/"+v1.ID+"/revise", map[string]any{"instruction": "in German"})
		if r.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(r.Problem(t), "needs a configured AI model") {
			t.Errorf("in German: %d %s", r.StatusCode, r.Body)
		}
		for name, in := range map[string]string{"empty": " ", "not in the draft": "remove Haskell", "too long": strings.Repeat("x", 501)} {
			if r := ann.Do("POST", "/api/drafts/"+v1.ID+"/revise", map[string]any{"instruction": in}); r.StatusCode != http.StatusUnprocessableEntity {
				t.Errorf("%s: %d %s", name, r.StatusCode, r.Body)
			}
		}
		if used := usedThisMonth(t, ann); used != before+1 {
			t.Errorf("refused revisions were charged: %d", used)
		}
		if r := bob.Do("POST", "/api/drafts/"+v1.ID+"/revise", map[string]any{"instruction": "shorter"}); r.StatusCode != http.StatusNotFound {
			t.Errorf("another user's draft: %d %s", r.StatusCode, r.Body)
		}
		if r := guest.Do("POST", "/api/drafts/"+v1.ID+"/revise", map[string]any{"instruction": "shorter"}); r.StatusCode != http.StatusUnauthorized {
			t.Errorf("a guest: %d %s", r.StatusCode, r.Body)
		}
	})
}

func TestReviseWithAModelFollowsAnyInstructionAndChecksFacts(t *testing.T) {
	srv := fakellm.NewOpenAI(fakellm.Reply{})
	defer srv.Close()
	for _, kind := range storetest.Kinds() {
		t.Run(string(kind), func(t *testing.T) {
			e := apptest.Start(t, kind, aiEnv(srv, "openai"), nil)
			ann := signedIn(t, e, "ann@example.com")
			srv.SetReply(func(int) fakellm.Reply { return fakellm.Reply{Chunks: fakellm.Text(modelLetter, 10)} })
			var v1 generation
			ann.Do("POST", "/api/cover-letter", generators[1].form).JSON(t, &v1)

			german := "Jane Doe\n\nSehr geehrte Damen und Herren,\n\nich bewerbe mich als Staff Engineer bei Globex. Sieben Jahre Zahlungssysteme bei Acme.\n\nMit freundlichen Grüßen\nJane Doe"
			srv.SetReply(func(int) fakellm.Reply { return fakellm.Reply{Chunks: fakellm.Text(german, 10)} })
			var v2 revisedDraft
			r := ann.Do("POST", "/api/drafts/"+v1.ID+"/revise", map[string]any{"instruction": "in German"})
			r.JSON(t, &v2)
			if r.StatusCode != 200 || v2.Version != 2 || v2.Source != "ai" || v2.ResultText != german {
				t.Fatalf("in German: %d %s", r.StatusCode, r.Body)
			}
			if reqs := srv.Requests(); !strings.Contains(fmt.Sprint(reqs[len(reqs)-1].Body), "in German") {
				t.Error("the instruction did not reach the model")
			}

			// A model's revision that invents an employer is not used: the built-in rules
			// answer an instruction they know.
			srv.SetReply(func(int) fakellm.Reply {
				return fakellm.Reply{Chunks: fakellm.Text(strings.Replace(modelLetter, "Acme", "Initech", 1), 10)}
			})
			var v3 revisedDraft
			ann.Do("POST", "/api/drafts/"+v1.ID+"/revise", map[string]any{"instruction": "more formal"}).JSON(t, &v3)
			if v3.Source == "ai" || strings.Contains(v3.ResultText, "Initech") {
				t.Fatalf("invented fact used: %+v", v3)
			}
		})
	}
}

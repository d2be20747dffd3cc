package httpapi_test

import (
	"net/http"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

const apiPosting = `Senior Backend Engineer — Northwind — Berlin

Requirements
- 5+ years with Go
- PostgreSQL and Kubernetes

Nice to have
- Terraform

Benefits: 30 days paid time off.
Northwind is an equal opportunity employer.`

type matchItem struct {
	ID       string   `json:"id"`
	Skill    string   `json:"skill"`
	Category string   `json:"category"`
	MustHave bool     `json:"must_have"`
	Weight   int      `json:"weight"`
	Words    []string `json:"words"`
	Evidence []string `json:"evidence"`
	Via      string   `json:"via"`
}

type matchAnswer struct {
	Score     int         `json:"score"`
	Matched   []matchItem `json:"matched"`
	Missing   []matchItem `json:"missing"`
	Kind      string      `json:"kind"`
	Scored    string      `json:"scored"`
	Role      string      `json:"role"`
	Company   string      `json:"company"`
	Seniority string      `json:"seniority"`
	Years     int         `json:"years"`
}

func ids(items []matchItem) []string {
	var out []string
	for _, it := range items {
		out = append(out, it.ID)
	}
	slices.Sort(out)
	return out
}

func TestMatchAFormAsAGuest(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		r := c.Do("POST", "/api/match", map[string]any{"kind": "resume", "job_description": apiPosting,
			"fields": map[string]any{"name": "Jane", "skills": "Go, k8s", "experience": "Engineer at Acme\n- Built Go services"}})
		var got matchAnswer
		r.JSON(t, &got)
		if r.StatusCode != http.StatusOK {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		if got.Role != "Senior Backend Engineer" || got.Company != "Northwind" || got.Seniority != "senior" || got.Years != 5 ||
			got.Kind != "resume" || got.Scored != "form" {
			t.Errorf("posting read as %+v", got)
		}
		if m := ids(got.Matched); !slices.Equal(m, []string{"go", "kubernetes"}) {
			t.Errorf("matched %v", m)
		}
		if m := ids(got.Missing); !slices.Equal(m, []string{"backend", "experience", "postgresql", "terraform"}) { // "5+ years": the form has no dated role
			t.Errorf("missing %v", m)
		}
		for _, it := range got.Matched {
			if it.ID == "kubernetes" && (!slices.Equal(it.Evidence, []string{"k8s"}) || !slices.Equal(it.Words, []string{"Kubernetes"}) || !it.MustHave) {
				t.Errorf("kubernetes %+v: the posting's word, the user's word, a must-have", it)
			}
		}
		for _, it := range got.Missing {
			if it.ID == "terraform" && it.MustHave {
				t.Errorf("terraform is a nice-to-have: %+v", it)
			}
			if it.Evidence != nil {
				t.Errorf("a missing item has evidence: %+v", it)
			}
		}
		if got.Score < 1 || got.Score > 99 {
			t.Errorf("score %d", got.Score)
		}
	})
}

func TestMatchRefusesBadRequests(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		fields := map[string]any{"skills": "Go"}
		tests := []struct {
			name   string
			body   map[string]any
			status int
			detail string
		}{
			{"no input", map[string]any{"job_description": apiPosting}, 422, "Send the form's fields with its kind, or the id of one of your drafts."},
			{"no kind", map[string]any{"job_description": apiPosting, "fields": fields}, 422, "kind must be one of"},
			{"unknown kind", map[string]any{"kind": "poem", "job_description": apiPosting, "fields": fields}, 422, "kind"},
			{"no posting", map[string]any{"kind": "resume", "fields": fields}, 422, "Paste a job posting to match against."},
			{"blank posting", map[string]any{"kind": "resume", "job_description": "  \n ", "fields": fields}, 422, "Paste a job posting to match against."},
			{"both inputs", map[string]any{"kind": "resume", "job_description": apiPosting, "fields": fields, "draft_id": "x"}, 422, "Send either fields or draft_id, not both."},
			{"a field is not text", map[string]any{"kind": "resume", "job_description": apiPosting, "fields": map[string]any{"skills": []string{"Go"}}}, 422, "skills must be text."},
			{"a field is too long", map[string]any{"kind": "resume", "job_description": apiPosting, "fields": map[string]any{"experience": strings.Repeat("x", 12001)}}, 422, "experience is too long: at most 12000 characters."},
			{"posting too long", map[string]any{"kind": "resume", "job_description": strings.Repeat("x", 20001), "fields": fields}, 422, "job_description"},
		}
		for _, tt := range tests {
			r := c.Do("POST", "/api/match", tt.body)
			if r.StatusCode != tt.status || !strings.Contains(r.Problem(t), tt.detail) {
				t.Errorf("%s: %d %s, want %d with %q", tt.name, r.StatusCode, r.Body, tt.status, tt.detail)
			}
		}
	})
}

// A saved draft keeps its posting, is scored by its text, and only its owner may use it.
func TestMatchADraftOnlyForItsOwner(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com")
		bob := signedIn(t, e, "bob@example.com")
		guest := e.Client(t)
		var g generation
		r := ann.Do("POST", "/api/cover-letter", map[string]any{"name": "Ann Lee", "background": "Built Go services on Kubernetes.", "job_description": apiPosting})
		r.JSON(t, &g)
		if r.StatusCode != http.StatusOK {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		if !regexp.MustCompile(`the Senior Backend Engineer (role|position) at Northwind`).MatchString(g.ResultText) {
			t.Errorf("the letter is not aimed at the posting:\n%s", g.ResultText)
		}
		// The posting is saved with the draft's input, so it comes back when the draft is opened.
		var d struct {
			Input map[string]any `json:"input"`
		}
		ann.Do("GET", "/api/drafts/"+g.ID, nil).JSON(t, &d)
		if d.Input["job_description"] != apiPosting {
			t.Errorf("saved input %v lacks the posting", d.Input)
		}

		var got matchAnswer
		r = ann.Do("POST", "/api/match", map[string]any{"draft_id": g.ID})
		r.JSON(t, &got)
		if r.StatusCode != http.StatusOK || got.Scored != "draft" || got.Kind != "cover_letter" || got.Company != "Northwind" {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		// Naming "the Senior Backend Engineer role" claims no back-end development.
		if m := ids(got.Matched); !slices.Equal(m, []string{"go", "kubernetes"}) {
			t.Errorf("matched %v", m)
		}
		// Another posting may be sent instead of the saved one.
		r = ann.Do("POST", "/api/match", map[string]any{"draft_id": g.ID, "job_description": "Requirements: Python"})
		r.JSON(t, &got)
		if r.StatusCode != http.StatusOK || got.Score != 0 || len(got.Missing) != 1 || got.Missing[0].ID != "python" {
			t.Errorf("with another posting: %d %s", r.StatusCode, r.Body)
		}
		if r := ann.Do("POST", "/api/match", map[string]any{"draft_id": g.ID, "kind": "resume"}); r.StatusCode != http.StatusUnprocessableEntity {
			t.Errorf("a resume kind for a letter: %d %s", r.StatusCode, r.Body)
		}
		for name, c := range map[string]*apptest.Client{"another user": bob, "a guest": guest} {
			r := c.Do("POST", "/api/match", map[string]any{"draft_id": g.ID, "job_description": apiPosting})
			if r.StatusCode != http.StatusNotFound || r.Problem(t) != "Draft not found." {
				t.Errorf("%s: %d %s", name, r.StatusCode, r.Body)
			}
		}
		if r := ann.Do("POST", "/api/match", map[string]any{"draft_id": "0190a3c4-0000-7000-8000-000000000000", "job_description": apiPosting}); r.StatusCode != http.StatusNotFound {
			t.Errorf("an unknown draft: %d", r.StatusCode)
		}
		// A draft saved without a posting needs one sent.
		ann.Do("POST", "/api/cover-letter", map[string]any{"name": "Ann Lee", "background": "Go"}).JSON(t, &g)
		if r := ann.Do("POST", "/api/match", map[string]any{"draft_id": g.ID}); r.StatusCode != http.StatusUnprocessableEntity || r.Problem(t) != "Paste a job posting to match against." {
			t.Errorf("no posting anywhere: %d %s", r.StatusCode, r.Body)
		}
	})
}

// The generators take job_description, target_role and target_company, within their limits.
func TestGeneratorsTakeATargetJob(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		for _, g := range generators {
			form := map[string]any{}
			for k, v := range g.form {
				form[k] = v
			}
			form["job_description"] = apiPosting
			form["target_role"] = "Platform Engineer"
			form["target_company"] = "Globex"
			var got generation
			r := c.Do("POST", g.path, form)
			r.JSON(t, &got)
			if r.StatusCode != http.StatusOK {
				t.Fatalf("%s: %d %s", g.kind, r.StatusCode, r.Body)
			}
			var d struct {
				Input map[string]any `json:"input"`
			}
			c.Do("GET", "/api/drafts/"+got.ID, nil).JSON(t, &d)
			if d.Input["job_description"] != apiPosting || d.Input["target_role"] != "Platform Engineer" || d.Input["target_company"] != "Globex" {
				t.Errorf("%s: saved input %v", g.kind, d.Input)
			}
			if g.kind == "cold_email" && !strings.Contains(got.ResultText, "the Platform Engineer role at Globex") {
				t.Errorf("the email does not name the typed target:\n%s", got.ResultText)
			}
			form["job_description"] = strings.Repeat("x", 20001)
			if r := c.Do("POST", g.path, form); r.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(r.Problem(t), "job_description") {
				t.Errorf("%s with a 20001-character posting: %d %s", g.kind, r.StatusCode, r.Body)
			}
		}
	})
}

package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

type draftList struct {
	Drafts []struct {
		ID, Kind, Title, Template, Source, Preview string
	} `json:"drafts"`
	NextCursor *string `json:"next_cursor"`
}

func TestDraftsListPagesNewestFirst(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		var ids []string // oldest first
		for range 2 {
			for _, g := range generators {
				var got generation
				c.Do("POST", g.path, g.form).JSON(t, &got)
				ids = append(ids, got.ID)
			}
		}
		var seen []string
		cursor := ""
		for page := 0; ; page++ {
			var l draftList
			r := c.Do("GET", "/api/drafts?limit=3"+cursor, nil)
			r.JSON(t, &l)
			if r.StatusCode != 200 || len(l.Drafts) == 0 || len(l.Drafts) > 3 {
				t.Fatalf("page %d: %d %s", page, r.StatusCode, r.Body)
			}
			for _, d := range l.Drafts {
				if d.Title == "" || d.Preview == "" || d.Source != "fallback" || d.Template != "default" {
					t.Fatalf("summary %+v", d)
				}
				seen = append(seen, d.ID)
			}
			if l.NextCursor == nil {
				break
			}
			cursor = "&cursor=" + *l.NextCursor
		}
		if len(seen) != len(ids) {
			t.Fatalf("listed %d drafts, made %d", len(seen), len(ids))
		}
		for i := range ids {
			if seen[i] != ids[len(ids)-1-i] {
				t.Fatalf("order %v, want newest first of %v", seen, ids)
			}
		}

		var emails draftList
		c.Do("GET", "/api/drafts?kind=cold_email", nil).JSON(t, &emails)
		if len(emails.Drafts) != 2 || emails.Drafts[0].Kind != "cold_email" || emails.Drafts[0].Title != "Pricing audits" {
			t.Fatalf("emails %+v", emails)
		}
		for _, bad := range []string{"?limit=0", "?limit=101", "?kind=poem", "?cursor=nope"} {
			if r := c.Do("GET", "/api/drafts"+bad, nil); r.StatusCode != http.StatusUnprocessableEntity {
				t.Errorf("%s: %d %s", bad, r.StatusCode, r.Body)
			}
		}
	})
}

func TestDraftsBelongToTheirOwner(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com")
		bob := signedIn(t, e, "bob@example.com")
		var got generation
		ann.Do("POST", "/api/resume", generators[0].form).JSON(t, &got)

		var l draftList
		bob.Do("GET", "/api/drafts", nil).JSON(t, &l)
		if len(l.Drafts) != 0 {
			t.Fatalf("bob lists ann's drafts: %+v", l)
		}
		for _, method := range []string{"GET", "DELETE"} {
			r := bob.Do(method, "/api/drafts/"+got.ID, nil)
			if r.StatusCode != http.StatusNotFound || r.Problem(t) != "Draft not found." {
				t.Fatalf("bob %s ann's draft: %d %s", method, r.StatusCode, r.Body)
			}
		}
		r := ann.Do("GET", "/api/drafts/"+got.ID, nil)
		var d struct {
			ID         string         `json:"id"`
			ResultText string         `json:"result_text"`
			Result     string         `json:"result"`
			Sections   map[string]any `json:"sections"`
			Input      map[string]any `json:"input"`
		}
		r.JSON(t, &d)
		if r.StatusCode != 200 || d.ResultText != got.ResultText || d.Result != d.ResultText || d.Sections["header"] == nil ||
			d.Input["name"] != "Jane Doe" || d.Input["contact_info"] != "jane@example.com" {
			t.Fatalf("ann's draft: %d %s", r.StatusCode, r.Body)
		}
		if r := ann.Do("DELETE", "/api/drafts/"+got.ID, nil); r.StatusCode != http.StatusNoContent {
			t.Fatalf("delete: %d %s", r.StatusCode, r.Body)
		}
		for _, method := range []string{"GET", "DELETE"} {
			if r := ann.Do(method, "/api/drafts/"+got.ID, nil); r.StatusCode != http.StatusNotFound {
				t.Fatalf("%s after delete: %d", method, r.StatusCode)
			}
		}
		if r := ann.Do("GET", "/api/drafts/not-an-id", nil); r.StatusCode != http.StatusNotFound {
			t.Fatalf("junk id: %d", r.StatusCode)
		}
		// A cover letter's stored input has the derived fields; its sections are null.
		ann.Do("POST", "/api/cover-letter", map[string]any{"full_name": "Jane Doe", "company": "Globex"}).JSON(t, &got)
		r = ann.Do("GET", "/api/drafts/"+got.ID, nil)
		if !strings.Contains(string(r.Body), `"sections":null`) || !strings.Contains(string(r.Body), `"company_name":"Globex"`) ||
			!strings.Contains(string(r.Body), `"greeting":"Dear Hiring Manager,"`) {
			t.Fatalf("cover letter draft %s", r.Body)
		}
	})
}

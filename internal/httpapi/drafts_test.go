package httpapi_test

import (
	"time"

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

type draftDetail struct {
	ID         string `json:"id"`
	Title      string `json:"title"`
	ResultText string `json:"result_text"`
	Version    int    `json:"version"`
}

// The library's HTTP actions: search, rename with its bad inputs, the bin and undo,
// duplicate, regenerate into a draft, versions and restoring one; all refused to another user.
func TestDraftsLibraryOverHTTP(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com")
		bob := signedIn(t, e, "bob@example.com")
		var email, resume generation
		ann.Do("POST", "/api/cold-email", generators[2].form).JSON(t, &email)
		ann.Do("POST", "/api/resume", generators[0].form).JSON(t, &resume)
		draft := "/api/drafts/" + email.ID

		var found draftList
		ann.Do("GET", "/api/drafts?q=PRICING+audits&kind=cold_email", nil).JSON(t, &found)
		if len(found.Drafts) != 1 || found.Drafts[0].ID != email.ID {
			t.Fatalf("search: %+v", found)
		}
		if r := ann.Do("GET", "/api/drafts?q="+strings.Repeat("a", 201), nil); r.StatusCode != http.StatusUnprocessableEntity {
			t.Fatalf("a 201-character query: %d", r.StatusCode)
		}

		for _, bad := range []struct {
			body   any
			status int
			detail string
		}{
			{map[string]any{"title": ""}, 422, "The title cannot be empty."},
			{map[string]any{"title": strings.Repeat("x", 121)}, 422, "The title can be at most 120 characters."},
			{map[string]any{"title": "a\nb"}, 422, "The title cannot contain control characters or line breaks."},
			{map[string]any{"title": "a\x00b"}, 400, ""},
			{map[string]any{"title": 7}, 422, ""},
			{map[string]any{}, 422, ""},
		} {
			r := ann.Do("PATCH", draft, bad.body)
			if r.StatusCode != bad.status || (bad.detail != "" && !strings.Contains(string(r.Body), bad.detail)) {
				t.Errorf("rename %v: %d %s", bad.body, r.StatusCode, r.Body)
			}
		}
		var d draftDetail
		ann.Do("GET", draft, nil).JSON(t, &d)
		if d.Title != email.Title {
			t.Fatalf("refused renames changed the title to %q", d.Title)
		}
		r := ann.Do("PATCH", draft, map[string]any{"title": "Priya — pricing"})
		r.JSON(t, &d)
		if r.StatusCode != 200 || d.Title != "Priya — pricing" {
			t.Fatalf("rename: %d %s", r.StatusCode, r.Body)
		}

		// Regenerate into the draft: the same id, version 2, the title kept; version 1 kept.
		var again generation
		r = ann.Do("POST", "/api/cold-email?draft_id="+email.ID, map[string]any{"sender_name": "Sam", "offer": "Onboarding reviews"})
		r.JSON(t, &again)
		if r.StatusCode != 200 || again.ID != email.ID || again.Title != "Priya — pricing" || !strings.Contains(string(r.Body), `"version":2`) {
			t.Fatalf("regenerate: %d %s", r.StatusCode, r.Body)
		}
		if r := ann.Do("POST", "/api/resume?draft_id="+email.ID, generators[0].form); r.StatusCode != http.StatusUnprocessableEntity {
			t.Fatalf("a resume into an email draft: %d %s", r.StatusCode, r.Body)
		}
		var versions struct {
			Versions []struct {
				Number     int    `json:"number"`
				ResultText string `json:"result_text"`
			} `json:"versions"`
		}
		ann.Do("GET", draft+"/versions", nil).JSON(t, &versions)
		if len(versions.Versions) != 2 || versions.Versions[1].ResultText != email.ResultText || versions.Versions[0].ResultText != again.ResultText {
			t.Fatalf("versions: %+v", versions)
		}
		r = ann.Do("POST", draft+"/versions/1/restore", nil)
		r.JSON(t, &d)
		if r.StatusCode != 200 || d.Version != 3 || d.ResultText != email.ResultText {
			t.Fatalf("restore version 1: %d %s", r.StatusCode, r.Body)
		}
		for _, bad := range []string{draft + "/versions/0/restore", draft + "/versions/x/restore"} {
			if r := ann.Do("POST", bad, nil); r.StatusCode != http.StatusUnprocessableEntity {
				t.Errorf("%s: %d", bad, r.StatusCode)
			}
		}
		if r := ann.Do("POST", draft+"/versions/9/restore", nil); r.StatusCode != http.StatusNotFound || r.Problem(t) != "Version not found." {
			t.Errorf("a missing version: %d %s", r.StatusCode, r.Body)
		}

		// Every action on ann's draft is 404 for bob, and changes nothing.
		for _, req := range []struct {
			method, path string
			body         any
		}{
			{"GET", draft, nil}, {"PATCH", draft, map[string]any{"title": "Bob's"}}, {"DELETE", draft, nil},
			{"POST", draft + "/restore", nil}, {"POST", draft + "/duplicate", nil}, {"GET", draft + "/versions", nil},
			{"POST", draft + "/versions/1/restore", nil}, {"POST", "/api/cold-email?draft_id=" + email.ID, generators[2].form},
		} {
			if r := bob.Do(req.method, req.path, req.body); r.StatusCode != http.StatusNotFound || r.Problem(t) != "Draft not found." {
				t.Errorf("bob %s %s: %d %s", req.method, req.path, r.StatusCode, r.Body)
			}
		}
		ann.Do("GET", draft, nil).JSON(t, &d)
		if d.Title != "Priya — pricing" || d.Version != 3 {
			t.Fatalf("bob changed ann's draft: %+v", d)
		}

		// Duplicate, then delete to the bin and undo.
		var dup draftDetail
		r = ann.Do("POST", draft+"/duplicate", nil)
		r.JSON(t, &dup)
		if r.StatusCode != http.StatusCreated || dup.ID == email.ID || dup.Title != "Priya — pricing (copy)" || dup.Version != 1 {
			t.Fatalf("duplicate: %d %s", r.StatusCode, r.Body)
		}
		if r := ann.Do("DELETE", draft, nil); r.StatusCode != http.StatusNoContent {
			t.Fatalf("delete: %d", r.StatusCode)
		}
		var live, bin draftList
		ann.Do("GET", "/api/drafts", nil).JSON(t, &live)
		ann.Do("GET", "/api/drafts?bin=true", nil).JSON(t, &bin)
		if len(live.Drafts) != 2 || len(bin.Drafts) != 1 || bin.Drafts[0].ID != email.ID || !strings.Contains(string(ann.Do("GET", "/api/drafts?bin=true", nil).Body), `"purge_at"`) {
			t.Fatalf("after delete: live %+v, bin %+v", live, bin)
		}
		if r := ann.Do("POST", draft+"/restore", nil); r.StatusCode != 200 {
			t.Fatalf("undo: %d %s", r.StatusCode, r.Body)
		}
		ann.Do("GET", "/api/drafts", nil).JSON(t, &live)
		if len(live.Drafts) != 3 {
			t.Fatalf("after undo: %+v", live)
		}
	})
}

// The data export writes each draft's earlier versions, oldest first; binned drafts too.
func TestExportHasEveryDraftWithItsEarlierVersions(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com")
		var first, second generation
		ann.Do("POST", "/api/cold-email", generators[2].form).JSON(t, &first)
		ann.Do("POST", "/api/cold-email?draft_id="+first.ID, map[string]any{"sender_name": "Sam", "offer": "Onboarding reviews"}).JSON(t, &second)
		if r := ann.Do("POST", "/api/drafts/"+first.ID+"/versions/1/restore", nil); r.StatusCode != 200 {
			t.Fatalf("restore: %d %s", r.StatusCode, r.Body)
		}
		var other generation
		ann.Do("POST", "/api/pitch-deck", generators[3].form).JSON(t, &other)
		ann.Do("DELETE", "/api/drafts/"+other.ID, nil)

		r := ann.Do("GET", "/api/account/export", nil)
		var export struct {
			Drafts []struct {
				ID        string     `json:"id"`
				Text      string     `json:"text"`
				DeletedAt *time.Time `json:"deleted_at"`
				Versions  []struct {
					Number int    `json:"number"`
					Text   string `json:"text"`
				} `json:"versions"`
			} `json:"drafts"`
		}
		r.JSON(t, &export)
		if r.StatusCode != 200 || len(export.Drafts) != 2 {
			t.Fatalf("export: %d, %d drafts", r.StatusCode, len(export.Drafts))
		}
		byID := map[string]int{}
		for i, d := range export.Drafts {
			byID[d.ID] = i
		}
		email := export.Drafts[byID[first.ID]]
		if email.Text != first.ResultText || len(email.Versions) != 2 || email.Versions[0].Number != 1 ||
			email.Versions[0].Text != first.ResultText || email.Versions[1].Number != 2 || email.Versions[1].Text != second.ResultText {
			t.Fatalf("the email draft's versions: %+v", email)
		}
		if _, ok := byID[other.ID]; !ok || len(export.Drafts[byID[other.ID]].Versions) != 0 || export.Drafts[byID[other.ID]].DeletedAt == nil {
			t.Fatalf("the binned deck: %+v", export.Drafts)
		}
		if email.DeletedAt != nil {
			t.Fatalf("a draft not in the bin says it was deleted: %+v", email)
		}
	})
}

// A bidi control can make a title lie ("abc\u202Egnp.exe" shows as "abcexe.png"): titles
// made from a form, from the model's subject, or typed in a rename hold none, nor any
// zero-width character.
func TestDraftTitlesHoldNoBidiControlOrZeroWidthCharacter(t *testing.T) {
	invisible := func(s string) bool {
		return strings.ContainsFunc(s, func(r rune) bool {
			return r == 0x061C || (r >= 0x200B && r <= 0x200F) || (r >= 0x202A && r <= 0x202E) ||
				(r >= 0x2060 && r <= 0x2064) || (r >= 0x2066 && r <= 0x2069) || r == 0xFEFF
		})
	}
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com")
		spoof := "abc\u202Egnp.exe\u200B"
		for _, g := range []struct {
			path string
			form func(title string) map[string]any
		}{
			{"/api/resume", func(s string) map[string]any {
				return map[string]any{"full_name": s, "job_title": "\u2067Engineer\u2069"}
			}},
			{"/api/cover-letter", func(s string) map[string]any {
				return map[string]any{"name": "Ann", "company_name": s, "job_title": "\u2067Engineer\u2069"}
			}},
			{"/api/cold-email", func(s string) map[string]any { return map[string]any{"offer": s, "recipient": "\u2067Priya\u2069"} }},
			{"/api/pitch-deck", func(s string) map[string]any { return map[string]any{"product": s, "audience": "\u2067founders\u2069"} }},
		} {
			var got generation
			r := ann.Do("POST", g.path, g.form(spoof))
			r.JSON(t, &got)
			if r.StatusCode != http.StatusOK || invisible(got.Title) || !strings.Contains(got.Title, "abcgnp.exe") {
				t.Errorf("%s: %d title %+q", g.path, r.StatusCode, got.Title)
			}
			// Regenerated into the same draft, the title is made again.
			r = ann.Do("POST", g.path+"?draft_id="+got.ID, g.form("\u202Dxyz"+spoof))
			r.JSON(t, &got)
			if r.StatusCode != http.StatusOK || invisible(got.Title) || !strings.Contains(got.Title, "xyzabcgnp.exe") {
				t.Errorf("%s again: %d title %+q", g.path, r.StatusCode, got.Title)
			}
		}
		var list draftList
		ann.Do("GET", "/api/drafts", nil).JSON(t, &list)
		if len(list.Drafts) != 4 {
			t.Fatalf("%d drafts", len(list.Drafts))
		}
		draft := "/api/drafts/" + list.Drafts[0].ID
		var d draftDetail
		r := ann.Do("PATCH", draft, map[string]any{"title": " \u2066" + spoof + "\u2069 "})
		r.JSON(t, &d)
		if r.StatusCode != http.StatusOK || d.Title != "abcgnp.exe" {
			t.Fatalf("rename: %d %+q", r.StatusCode, d.Title)
		}
		if r := ann.Do("PATCH", draft, map[string]any{"title": "\u202E\u200B\u2069"}); r.StatusCode != http.StatusUnprocessableEntity ||
			r.Problem(t) != "The title cannot be empty." {
			t.Fatalf("a title of invisible characters only: %d %s", r.StatusCode, r.Body)
		}
	})
}

package httpapi_test

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

// A draft's layout (issue 28) is checked, kept with the draft, given back when it opens and
// written in the data export; the default page size follows the user.
func TestALayoutTravelsWithTheDraft(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		ann := signedIn(t, e, "ann@example.com")
		layout := map[string]any{"page_size": "a4", "fit_one_page": true, "sections": []string{"education", "experience"},
			"hidden": []string{"references"}, "font": "dejavu-serif", "text_size": 10.5, "line_spacing": 1.3, "colour": "#aa3300"}
		form := map[string]any{"full_name": "Ann Lee", "education": "BSc, Leeds, 2019", "experience": "Engineer at Acme (2019 – 2023)", "layout": layout}
		r := ann.Do("POST", "/api/resume", form)
		if r.StatusCode != 200 {
			t.Fatalf("generate: %d %s", r.StatusCode, r.Body)
		}
		var got generation
		r.JSON(t, &got)
		var d struct {
			Input struct {
				Layout map[string]any `json:"layout"`
			} `json:"input"`
		}
		ann.Do("GET", "/api/drafts/"+got.ID, nil).JSON(t, &d)
		want, _ := json.Marshal(layout)
		if back, _ := json.Marshal(d.Input.Layout); string(back) != string(want) {
			t.Fatalf("kept %s, want %s", back, want)
		}
		x := ann.Do("GET", "/api/account/export", nil)
		if !strings.Contains(string(x.Body), `"layout":{"page_size":"a4","fit_one_page":true,"sections":["education","experience"]`) {
			t.Fatalf("the export lacks the layout: %s", x.Body)
		}

		for _, tt := range []struct {
			layout map[string]any
			detail string
		}{
			{map[string]any{"page_size": "legal"}, `page_size: expected value to be one of "letter, a4"`},
			{map[string]any{"text_size": 8}, "text_size: expected number >= 9"},
			{map[string]any{"text_size": 10.2}, "Text size must be from 9 to 12 points, in steps of 0.5."},
			{map[string]any{"colour": "teal"}, "Document colour must be a colour like #0e7490."},
			{map[string]any{"sections": []string{"hobbies"}}, `Unknown section "hobbies": sections are summary, skills, experience, projects, education, certifications, volunteer, awards, publications, languages, interests, references.`},
			{map[string]any{"margins": 0}, "margins: unexpected property"},
		} {
			r := ann.Do("POST", "/api/cover-letter", map[string]any{"name": "Ann", "layout": tt.layout})
			if r.StatusCode != 422 || r.Problem(t) != tt.detail {
				t.Errorf("%v: %d %s", tt.layout, r.StatusCode, r.Body)
			}
		}

		var defaults struct {
			PageSize string `json:"default_page_size"`
		}
		ann.Do("GET", "/api/settings", nil).JSON(t, &defaults)
		if defaults.PageSize != "letter" {
			t.Fatalf("default page size before saving: %q", defaults.PageSize)
		}
		if r := ann.Do("PUT", "/api/settings", map[string]any{"default_tone": "friendly", "default_template": "default", "default_page_size": "a4"}); r.StatusCode != 200 {
			t.Fatalf("save: %d %s", r.StatusCode, r.Body)
		}
		ann.Do("GET", "/api/settings", nil).JSON(t, &defaults)
		if defaults.PageSize != "a4" {
			t.Fatalf("default page size after saving A4: %q", defaults.PageSize)
		}
		if r := ann.Do("PUT", "/api/settings", map[string]any{"default_tone": "friendly", "default_template": "default", "default_page_size": "legal"}); r.StatusCode != 422 {
			t.Fatalf("legal: %d %s", r.StatusCode, r.Body)
		}
	})
}

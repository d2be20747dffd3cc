package httpapi_test

import (
	"encoding/json"
	"net/http"
	"reflect"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

// The examples, as a user types them into the resume form.
var previewForm = map[string]any{
	"name": "Ana Souza", "job_title": "Product Designer",
	"experience": "Acme Corp, Senior Product Designer, 2021 - present\nLed the onboarding redesign that lifted activation 12%\nBuilt a design system used by 40 designers\n\n" +
		"Staff Engineer, Google (Mountain View, CA) 2015.03 – 2021.07",
	"education": "University of Texas at Austin — BFA Design (2018)\nMIT, MBA, 2023",
}

type previewAnswer struct {
	Title    string          `json:"title"`
	Sections json.RawMessage `json:"sections"`
}

type previewSections struct {
	Experience []struct {
		Company, Role, Location, Dates string
		StartDate                      string `json:"start_date"`
		EndDate                        string `json:"end_date"`
		Bullets                        []string
	} `json:"experience"`
	Education []struct{ School, Degree, Year string } `json:"education"`
}

func TestResumePreviewReadsTheFormForAGuest(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		r := e.Client(t).Do("POST", "/api/resume/preview", previewForm)
		if r.StatusCode != http.StatusOK {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		var a previewAnswer
		r.JSON(t, &a)
		var s previewSections
		if err := json.Unmarshal(a.Sections, &s); err != nil {
			t.Fatal(err)
		}
		if a.Title != "Ana Souza — Product Designer" || len(s.Experience) != 2 || len(s.Education) != 2 {
			t.Fatalf("title %q, sections %s", a.Title, a.Sections)
		}
		acme, google := s.Experience[0], s.Experience[1]
		if acme.Company != "Acme Corp" || acme.Role != "Senior Product Designer" || acme.Dates != "2021 – present" ||
			!reflect.DeepEqual(acme.Bullets, []string{"Led the onboarding redesign that lifted activation 12%", "Built a design system used by 40 designers"}) {
			t.Errorf("acme %+v", acme)
		}
		if google.Company != "Google" || google.Role != "Staff Engineer" || google.Location != "Mountain View, CA" ||
			google.StartDate != "2015.03" || google.EndDate != "2021.07" {
			t.Errorf("google %+v", google)
		}
		ut, mit := s.Education[0], s.Education[1]
		if ut.School != "University of Texas at Austin" || ut.Degree != "BFA Design" || ut.Year != "2018" || mit.School != "MIT" || mit.Degree != "MBA" || mit.Year != "2023" {
			t.Errorf("education %+v", s.Education)
		}
	})
}

// What the preview shows before Generate is what the built-in writer's draft holds after.
func TestResumePreviewIsTheGeneratedDraftsStructure(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := signedIn(t, e, "ann@example.com")
		var before previewAnswer
		c.Do("POST", "/api/resume/preview", previewForm).JSON(t, &before)
		var after struct {
			Title    string          `json:"title"`
			Source   string          `json:"source"`
			Sections json.RawMessage `json:"sections"`
		}
		if r := c.Do("POST", "/api/resume", previewForm); r.StatusCode != http.StatusOK {
			t.Fatalf("generate: %d %s", r.StatusCode, r.Body)
		} else {
			r.JSON(t, &after)
		}
		if after.Source != "fallback" || after.Title != before.Title || string(after.Sections) != string(before.Sections) {
			t.Errorf("before Generate:\n%s %s\nafter (%s):\n%s %s", before.Title, before.Sections, after.Source, after.Title, after.Sections)
		}
	})
}

func TestResumePreviewOfAnEmptyFormIsEmpty(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		r := e.Client(t).Do("POST", "/api/resume/preview", map[string]any{})
		var a previewAnswer
		r.JSON(t, &a)
		if r.StatusCode != http.StatusOK || a.Title != "Resume" || !strings.Contains(string(a.Sections), `"experience":[]`) {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
	})
}

func TestResumePreviewRefusesBadInput(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		tests := []struct {
			name   string
			body   any
			status int
			detail string
		}{
			{"a NUL in a field", map[string]any{"experience": "Engineer\x00at Acme"}, http.StatusBadRequest, "experience: must not contain the NUL character (U+0000)."},
			{"experience past its limit", map[string]any{"experience": strings.Repeat("x", 12001)}, http.StatusUnprocessableEntity, ""},
			{"a number for a text", map[string]any{"education": 2018}, http.StatusUnprocessableEntity, ""},
			{"an unknown template", map[string]any{"template": "fancy"}, http.StatusUnprocessableEntity, ""},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				r := c.Do("POST", "/api/resume/preview", tt.body)
				if r.StatusCode != tt.status || r.Header.Get("Content-Type") != "application/problem+json" {
					t.Fatalf("%d %s", r.StatusCode, r.Body)
				}
				if d := r.Problem(t); tt.detail != "" && d != tt.detail || d == "" {
					t.Errorf("detail %q", d)
				}
			})
		}
	})
}

package httpapi_test

import (
	"net/http"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/testsupport/apptest"
)

const importText = "Ana Souza\nProduct Designer\nana@example.com | +1 512 555 0142\nOpen to relocation\n\n" +
	"EXPERIENCE\nAcme Corp, Senior Product Designer, 2021 - present\n• Led the onboarding redesign\n\n" +
	"Education\nMIT, MBA, 2023\n\nSkills: Figma, Research"

type importAnswer struct {
	Fields   map[string]string `json:"fields"`
	Headings []string          `json:"headings"`
	Unplaced int               `json:"unplaced"`
}

func TestResumeImportSplitsTextForAGuest(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		r := e.Client(t).Do("POST", "/api/resume/import", map[string]any{"text": importText})
		if r.StatusCode != http.StatusOK {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		var a importAnswer
		r.JSON(t, &a)
		f := a.Fields
		if f["name"] != "Ana Souza" || f["job_title"] != "Product Designer" || f["email"] != "ana@example.com" || f["phone"] != "+1 512 555 0142" ||
			f["experience"] != "Acme Corp, Senior Product Designer, 2021 - present\n• Led the onboarding redesign" ||
			f["education"] != "MIT, MBA, 2023" || f["skills"] != "Figma, Research" {
			t.Errorf("fields %#v", f)
		}
		if !strings.HasSuffix(f["summary"], "delete this note):\nOpen to relocation") || a.Unplaced != 1 {
			t.Errorf("summary %q, unplaced %d", f["summary"], a.Unplaced)
		}
		if strings.Join(a.Headings, "|") != "EXPERIENCE|Education|Skills" {
			t.Errorf("headings %q", a.Headings)
		}
	})
}

// A PDF whose font maps the fi ligature to U+0000 is imported, not refused: the import's text
// is the one field where the server replaces a NUL (ADR 0036); every other field refuses it.
func TestResumeImportReadsATextWithNUL(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		r := c.Do("POST", "/api/resume/import", map[string]any{"text": "Ana Souza\nEXPERIENCE\nAcme Corp, Chief \x00nancial O\x00cer, 2021 - present"})
		if r.StatusCode != http.StatusOK {
			t.Fatalf("%d %s", r.StatusCode, r.Body)
		}
		var a importAnswer
		r.JSON(t, &a)
		if f := a.Fields; f["name"] != "Ana Souza" || strings.ContainsRune(f["experience"], 0) || !strings.Contains(f["experience"], "Acme Corp, Chief") {
			t.Errorf("fields %#v", f)
		}
		other := c.Do("POST", "/api/resume/preview", map[string]any{"name": "Ana\x00Souza"})
		if other.StatusCode != http.StatusBadRequest || other.Problem(t) != "name: must not contain the NUL character (U+0000)." {
			t.Errorf("preview with a NUL: %d %s", other.StatusCode, other.Body)
		}
	})
}

func TestResumeImportRefusesBadInput(t *testing.T) {
	apptest.ForEachDB(t, nil, func(t *testing.T, e *apptest.Env) {
		c := e.Client(t)
		tests := []struct {
			name   string
			body   any
			status int
			detail string
		}{
			{"a NUL in a field beside the text", map[string]any{"text": "Ana Souza", "note": "a\x00b"}, http.StatusBadRequest, "note: must not contain the NUL character (U+0000)."},
			{"no text", map[string]any{"text": " \n "}, http.StatusUnprocessableEntity, "The text is empty, so there is nothing to import."},
			{"text past its limit", map[string]any{"text": strings.Repeat("x", 100001)}, http.StatusUnprocessableEntity, ""},
			{"a number for the text", map[string]any{"text": 12}, http.StatusUnprocessableEntity, ""},
		}
		for _, tt := range tests {
			t.Run(tt.name, func(t *testing.T) {
				r := c.Do("POST", "/api/resume/import", tt.body)
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

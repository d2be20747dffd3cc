package draft_test

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/draft"
)

func TestALayoutIsCheckedAndKeptWithEveryKind(t *testing.T) {
	forms := map[draft.Kind]string{
		draft.KindResume:      `{"name":"Ann","layout":%s}`,
		draft.KindCoverLetter: `{"name":"Ann","layout":%s}`,
		draft.KindColdEmail:   `{"offer":"Audits","layout":%s}`,
		draft.KindPitchDeck:   `{"product":"P","layout":%s}`,
	}
	layout := `{"page_size":"A4","fit_one_page":true,"sections":["education","experience"],"hidden":["references"],"font":"dejavu-serif","text_size":10.5,"line_spacing":1.3,"colour":"#AA3300"}`
	for kind, body := range forms {
		f, _ := draft.NewForm(kind)
		if err := json.Unmarshal([]byte(fmt.Sprintf(body, layout)), f); err != nil {
			t.Fatal(err)
		}
		if err := draft.Normalise(f); err != nil {
			t.Fatalf("%s: %v", kind, err)
		}
		out, _ := json.Marshal(f)
		var back struct{ Layout draft.Layout }
		_ = json.Unmarshal(out, &back)
		l := back.Layout
		if l.PageSize != "a4" || !l.FitOnePage || len(l.Sections) != 2 || l.Sections[0] != "education" || l.Hidden[0] != "references" ||
			l.Font != "dejavu-serif" || l.TextSize != 10.5 || l.LineSpacing != 1.3 || l.Colour != "#aa3300" {
			t.Fatalf("%s kept %s", kind, out)
		}
	}
}

func TestBadLayoutsAreRefusedWithTheFieldNamed(t *testing.T) {
	for _, tt := range []struct{ layout, field, message string }{
		{`{"page_size":"legal"}`, "body.layout.page_size", "Page size must be letter or a4."},
		{`{"font":"comic"}`, "body.layout.font", "Font must be one of: dejavu-sans, dejavu-serif, dejavu-sans-condensed, dejavu-serif-condensed."},
		{`{"text_size":8.5}`, "body.layout.text_size", "Text size must be from 9 to 12 points, in steps of 0.5."},
		{`{"text_size":10.3}`, "body.layout.text_size", "Text size must be from 9 to 12 points, in steps of 0.5."},
		{`{"line_spacing":3}`, "body.layout.line_spacing", "Line spacing must be from 1.1 to 1.8."},
		{`{"colour":"red"}`, "body.layout.colour", "Document colour must be a colour like #0e7490."},
		{`{"sections":["education","hobbies"]}`, "body.layout.sections", `Unknown section "hobbies": sections are summary, skills, experience, projects, education, certifications, volunteer, awards, publications, languages, interests, references.`},
		{`{"hidden":["skills","skills"]}`, "body.layout.hidden", `Section "skills" is listed twice.`},
	} {
		f := &draft.ResumeForm{}
		if err := json.Unmarshal([]byte(`{"name":"Ann","layout":`+tt.layout+`}`), f); err != nil {
			t.Fatal(err)
		}
		err := draft.Normalise(f)
		e, ok := apperr.As(err)
		if !ok || e.Code != apperr.Invalid || e.Field != tt.field || e.Message != tt.message {
			t.Errorf("%s: %v", tt.layout, err)
		}
	}
}

func TestNoLayoutIsNone(t *testing.T) {
	f := &draft.CoverLetterForm{Name: "Ann"}
	if err := draft.Normalise(f); err != nil || f.Layout != nil {
		t.Fatalf("%v %+v", err, f.Layout)
	}
	out, _ := json.Marshal(f)
	if strings.Contains(string(out), `"layout"`) {
		t.Fatalf("an absent layout is written: %s", out)
	}
}

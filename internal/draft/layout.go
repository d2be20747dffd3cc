package draft

import (
	"fmt"
	"math"
	"regexp"
	"slices"
	"strings"

	"github.com/draftsmith/draftsmith/internal/apperr"
)

// Layout is how the document is laid out on the page (issue 28): page size, fitting to one
// page, the resume's section order and hidden sections, font, text size, line spacing and the
// document's colour. The web app draws the documents (ADR 0008); the server only checks the
// choices and keeps them with the draft, so a draft opens as it was designed. Every field is
// optional: empty means the template's own choice.
type Layout struct {
	PageSize    string   `json:"page_size,omitempty" enum:"letter,a4" doc:"letter (the default) or a4"`
	FitOnePage  bool     `json:"fit_one_page,omitempty" doc:"Tighten spacing, then margins, then text size (never under 9 pt, margins never under 0.35 in) until the resume or letter fits one page"`
	Sections    []string `json:"sections,omitempty" maxItems:"20" doc:"The resume's sections in the order drawn; sections not listed follow in their usual order"`
	Hidden      []string `json:"hidden,omitempty" maxItems:"20" doc:"Resume sections left out of the document (their text stays in the form)"`
	Font        string   `json:"font,omitempty" enum:"dejavu-sans,dejavu-serif,dejavu-sans-condensed,dejavu-serif-condensed" doc:"Empty: the template's font"`
	TextSize    float64  `json:"text_size,omitempty" minimum:"9" maximum:"12" doc:"Body text size in points, 9 to 12 in steps of 0.5; 0 or absent: the template's"`
	LineSpacing float64  `json:"line_spacing,omitempty" minimum:"1.1" maximum:"1.8" doc:"Line height as a multiple of the text size, 1.1 to 1.8; 0 or absent: 1.4"`
	Colour      string   `json:"colour,omitempty" maxLength:"7" doc:"The document's accent colour as #rrggbb; empty: the template's"`
}

// Page sizes, fonts and resume sections a layout may name.
var (
	PageSizes      = []string{"letter", "a4"}
	LayoutFonts    = []string{"dejavu-sans", "dejavu-serif", "dejavu-sans-condensed", "dejavu-serif-condensed"}
	ResumeSections = []string{"summary", "skills", "experience", "projects", "education", "certifications",
		"volunteer", "awards", "publications", "languages", "interests", "references"}
)

// Bounds of the layout's numbers.
const (
	MinTextSize    = 9.0
	MaxTextSize    = 12.0
	MinLineSpacing = 1.1
	MaxLineSpacing = 1.8
)

var hexColour = regexp.MustCompile(`^#[0-9a-fA-F]{6}$`)

// WithLayout is embedded by every form: the layout travels with the form and is stored with
// the draft's input.
type WithLayout struct {
	Layout *Layout `json:"layout,omitempty" doc:"How the document is laid out: page size, fit to one page, section order and visibility, font, text size, line spacing, colour"`
}

// checkLayout validates the layout (nil is none) and tidies it: names lower-cased, the colour
// lower-cased. Every message names the field and the values allowed.
func (w *WithLayout) checkLayout() error {
	l := w.Layout
	if l == nil {
		return nil
	}
	l.PageSize = strings.ToLower(strings.TrimSpace(l.PageSize))
	if l.PageSize != "" && !slices.Contains(PageSizes, l.PageSize) {
		return apperr.Field("body.layout.page_size", "Page size must be letter or a4.")
	}
	l.Font = strings.ToLower(strings.TrimSpace(l.Font))
	if l.Font != "" && !slices.Contains(LayoutFonts, l.Font) {
		return apperr.Field("body.layout.font", "Font must be one of: "+strings.Join(LayoutFonts, ", ")+".")
	}
	if l.TextSize != 0 && (l.TextSize < MinTextSize || l.TextSize > MaxTextSize || l.TextSize*2 != math.Trunc(l.TextSize*2)) {
		return apperr.Field("body.layout.text_size", "Text size must be from 9 to 12 points, in steps of 0.5.")
	}
	if l.LineSpacing != 0 && (l.LineSpacing < MinLineSpacing || l.LineSpacing > MaxLineSpacing || math.IsNaN(l.LineSpacing)) {
		return apperr.Field("body.layout.line_spacing", fmt.Sprintf("Line spacing must be from %.1f to %.1f.", MinLineSpacing, MaxLineSpacing))
	}
	if l.Colour != "" && !hexColour.MatchString(l.Colour) {
		return apperr.Field("body.layout.colour", "Document colour must be a colour like #0e7490.")
	}
	l.Colour = strings.ToLower(l.Colour)
	for _, list := range []struct {
		field string
		keys  []string
	}{{"sections", l.Sections}, {"hidden", l.Hidden}} {
		seen := map[string]bool{}
		for _, k := range list.keys {
			if !slices.Contains(ResumeSections, k) {
				return apperr.Field("body.layout."+list.field, fmt.Sprintf("Unknown section %q: sections are %s.", k, strings.Join(ResumeSections, ", ")))
			}
			if seen[k] {
				return apperr.Field("body.layout."+list.field, fmt.Sprintf("Section %q is listed twice.", k))
			}
			seen[k] = true
		}
	}
	return nil
}

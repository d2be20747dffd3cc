// Package templates is the template catalogue of the gallery (/templates): named starting
// points, each for one kind of document, with the look (variant) it is written for and the
// text it puts into the generator. The catalogue lives in the database, seeded by a
// migration, so an admin can add a template without a release.
package templates

import (
	"context"
	"fmt"
	"strings"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/draft"
)

// Template is one entry of the catalogue (spec section 3, "Template").
type Template struct {
	ID        string         `json:"id"`
	Name      string         `json:"name"`
	Type      draft.Kind     `json:"type" enum:"resume,cover_letter,cold_email,pitch_deck"`
	IsPremium bool           `json:"is_premium" doc:"Only premium users and admins may use it"`
	Content   string         `json:"content" doc:"The text the generator puts into the kind's main field"`
	Variant   draft.Template `json:"variant" enum:"default,classic,modern,creative" doc:"The look; derived from the name when the catalogue gives none"`
}

// row is a template as stored; Variant is NULL when the name says it.
type row struct {
	bun.BaseModel `bun:"table:templates"`

	ID        string  `bun:"id,pk"`
	Name      string  `bun:"name,notnull"`
	Type      string  `bun:"type,notnull"`
	IsPremium bool    `bun:"is_premium,notnull"`
	Content   string  `bun:"content,notnull"`
	Variant   *string `bun:"variant"`
	Position  int     `bun:"position,notnull"`
}

// DeriveVariant is the look a template's name asks for: the first of Classic, Modern or
// Creative that appears in it as a word, else Default.
func DeriveVariant(name string) draft.Template {
	for _, word := range strings.FieldsFunc(strings.ToLower(name), func(r rune) bool {
		return !('a' <= r && r <= 'z')
	}) {
		switch t := draft.Template(word); t {
		case draft.TemplateClassic, draft.TemplateModern, draft.TemplateCreative:
			return t
		}
	}
	return draft.TemplateDefault
}

// Service reads the catalogue.
type Service struct {
	db bun.IDB
}

// New returns the catalogue over db.
func New(db bun.IDB) *Service { return &Service{db: db} }

// List returns the catalogue in gallery order, or only the templates of one kind when kind
// is not empty.
func (s *Service) List(ctx context.Context, kind draft.Kind) ([]Template, error) {
	var rows []row
	q := s.db.NewSelect().Model(&rows).OrderExpr("position, name")
	if kind != "" {
		q = q.Where("type = ?", string(kind))
	}
	if err := q.Scan(ctx); err != nil {
		return nil, fmt.Errorf("list templates: %w", err)
	}
	out := make([]Template, 0, len(rows))
	for _, r := range rows {
		out = append(out, r.template())
	}
	return out, nil
}

func (r row) template() Template {
	variant := DeriveVariant(r.Name)
	if r.Variant != nil && *r.Variant != "" {
		variant = draft.Template(*r.Variant)
	}
	return Template{ID: r.ID, Name: r.Name, Type: draft.Kind(r.Type), IsPremium: r.IsPremium, Content: r.Content, Variant: variant}
}

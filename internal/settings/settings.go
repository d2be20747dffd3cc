// Package settings keeps what a user chose on /settings that must follow them to another
// browser: the generator defaults (tone and template). Theme and accent stay in the browser.
package settings

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/store"
)

// Tone is a default tone of the settings page (spec section 9). Each generator maps it onto
// its own tones; the web app owns that mapping, since the generators' tone lists differ.
type Tone string

// Tones are the settings page's tone options; the first is the default.
var Tones = []Tone{"professional", "friendly", "persuasive", "enthusiastic", "empathetic"}

// Messages for bad defaults.
const (
	MsgUnknownTone       = "Choose a tone: professional, friendly, persuasive, enthusiastic or empathetic."
	MsgUnknownTemplate   = "Choose a template: default, classic, modern or creative."
	MsgUnknownPageSize   = "Choose a page size: letter or a4."
	MsgUnknownLetterTone = "Choose a cover letter tone: professional, confident, warm, concise or enthusiastic."
	MsgUnknownEmailTone  = "Choose a cold email tone: Confident & warm, Direct & concise, Professional & courteous, Friendly & upbeat or Bold & persuasive."
)

// GeneratorTones are the tones the cover letter and the cold email start from, each from the
// generator's own list (issue 27, ADR 0051). Empty: not chosen, the generator follows the
// default tone (mapped onto its list by the web app, as before).
type GeneratorTones struct {
	CoverLetter string `json:"cover_letter_tone,omitempty" enum:"professional,confident,warm,concise,enthusiastic" doc:"The cover letter's starting tone; absent: it follows default_tone"`
	ColdEmail   string `json:"cold_email_tone,omitempty" enum:"Confident & warm,Direct & concise,Professional & courteous,Friendly & upbeat,Bold & persuasive" doc:"The cold email's starting tone; absent: it follows default_tone"`
}

// GeneratorDefaults are what the generators start from.
type GeneratorDefaults struct {
	Tone     Tone           `json:"default_tone" enum:"professional,friendly,persuasive,enthusiastic,empathetic"`
	Template draft.Template `json:"default_template" enum:"default,classic,modern,creative"`
	PageSize string         `json:"default_page_size" enum:"letter,a4" doc:"The page size new drafts start with"`
	GeneratorTones
	// Saved says whether the user ever saved defaults; until then the values are the
	// product's defaults and each generator keeps its own starting tone.
	Saved     bool       `json:"saved" doc:"Whether the user has saved defaults; if not, the values are the product's defaults"`
	UpdatedAt *time.Time `json:"updated_at" nullable:"true" doc:"When the defaults were last saved; null if never"`
}

// ProductDefaults are the spec's defaults (section 9): tone professional, template default.
func ProductDefaults() GeneratorDefaults {
	return GeneratorDefaults{Tone: Tones[0], Template: draft.TemplateDefault, PageSize: draft.PageSizes[0]}
}

type defaultsRow struct {
	bun.BaseModel `bun:"table:generator_defaults"`

	UserID     string    `bun:"user_id,pk"`
	Tone       string    `bun:"tone,notnull"`
	Template   string    `bun:"template,notnull"`
	PageSize   string    `bun:"page_size,notnull"`
	LetterTone string    `bun:"cover_letter_tone,notnull"`
	EmailTone  string    `bun:"cold_email_tone,notnull"`
	UpdatedAt  time.Time `bun:"updated_at,notnull"`
}

// Service reads and saves settings.
type Service struct {
	db  bun.IDB
	now func() time.Time
}

// New returns the service over db.
func New(db bun.IDB) *Service { return &Service{db: db, now: store.Now} }

// GeneratorDefaults returns the user's saved defaults, or the product's if they saved none.
func (s *Service) GeneratorDefaults(ctx context.Context, userID string) (GeneratorDefaults, error) {
	var r defaultsRow
	err := s.db.NewSelect().Model(&r).Where("user_id = ?", userID).Scan(ctx)
	if err != nil {
		if errors.Is(store.NoRows(err), store.ErrNotFound) {
			return ProductDefaults(), nil
		}
		return GeneratorDefaults{}, fmt.Errorf("read generator defaults: %w", err)
	}
	return r.defaults(), nil
}

// SaveGeneratorDefaults validates and stores the user's defaults. A default template other
// than Default needs the plan that may use it (premiumTemplates), like a generation does. An
// empty page size is Letter.
func (s *Service) SaveGeneratorDefaults(ctx context.Context, userID string, tone Tone, template draft.Template, pageSize string, tones GeneratorTones, premiumTemplates bool) (GeneratorDefaults, error) {
	if !slices.Contains(Tones, tone) {
		return GeneratorDefaults{}, apperr.Field("body.default_tone", MsgUnknownTone)
	}
	if tones.CoverLetter != "" && !slices.Contains(draft.CoverLetterTones, tones.CoverLetter) {
		return GeneratorDefaults{}, apperr.Field("body.cover_letter_tone", MsgUnknownLetterTone)
	}
	if tones.ColdEmail != "" && !slices.Contains(draft.ColdEmailTones, tones.ColdEmail) {
		return GeneratorDefaults{}, apperr.Field("body.cold_email_tone", MsgUnknownEmailTone)
	}
	switch template {
	case draft.TemplateDefault, draft.TemplateClassic, draft.TemplateModern, draft.TemplateCreative:
	default:
		return GeneratorDefaults{}, apperr.Field("body.default_template", MsgUnknownTemplate)
	}
	if pageSize == "" {
		pageSize = draft.PageSizes[0]
	}
	if !slices.Contains(draft.PageSizes, pageSize) {
		return GeneratorDefaults{}, apperr.Field("body.default_page_size", MsgUnknownPageSize)
	}
	if template.Premium() && !premiumTemplates {
		return GeneratorDefaults{}, apperr.New(apperr.Forbidden, draft.MsgPremiumTemplate)
	}
	r := defaultsRow{UserID: userID, Tone: string(tone), Template: string(template), PageSize: pageSize, LetterTone: tones.CoverLetter, EmailTone: tones.ColdEmail, UpdatedAt: s.now()}
	_, err := s.db.NewInsert().Model(&r).
		On("CONFLICT (user_id) DO UPDATE").
		Set("tone = EXCLUDED.tone").
		Set("template = EXCLUDED.template").
		Set("page_size = EXCLUDED.page_size").
		Set("cover_letter_tone = EXCLUDED.cover_letter_tone").
		Set("cold_email_tone = EXCLUDED.cold_email_tone").
		Set("updated_at = EXCLUDED.updated_at").
		Exec(ctx)
	if err != nil {
		return GeneratorDefaults{}, fmt.Errorf("save generator defaults: %w", err)
	}
	return r.defaults(), nil
}

func (r defaultsRow) defaults() GeneratorDefaults {
	at := r.UpdatedAt
	return GeneratorDefaults{Tone: Tone(r.Tone), Template: draft.Template(r.Template), PageSize: r.PageSize, GeneratorTones: GeneratorTones{CoverLetter: r.LetterTone, ColdEmail: r.EmailTone}, Saved: true, UpdatedAt: &at}
}

package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/settings"
)

type generatorDefaultsOutput struct {
	Body settings.GeneratorDefaults
}

type saveGeneratorDefaultsInput struct {
	Body struct {
		Tone     settings.Tone  `json:"default_tone" enum:"professional,friendly,persuasive,enthusiastic,empathetic"`
		Template draft.Template `json:"default_template" enum:"default,classic,modern,creative" doc:"Other than default needs Premium (or admin)"`
		PageSize string         `json:"default_page_size,omitempty" enum:"letter,a4" doc:"letter (when absent) or a4"`
		settings.GeneratorTones
	}
}

// The generator defaults of /settings, per user.
func (s *Server) registerSettings(api huma.API) {
	tags := []string{"settings"}
	huma.Register(api, huma.Operation{
		OperationID: "get-generator-defaults", Method: http.MethodGet, Path: "/api/settings", Tags: tags,
		Summary: "The signed-in user's generator defaults (the product's defaults until they save some)",
		Errors:  []int{http.StatusUnauthorized},
	}, func(ctx context.Context, _ *struct{}) (*generatorDefaultsOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		d, err := s.settings.GeneratorDefaults(ctx, u.ID)
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &generatorDefaultsOutput{Body: d}, nil
	})
	huma.Register(api, huma.Operation{
		OperationID: "save-generator-defaults", Method: http.MethodPut, Path: "/api/settings", Tags: tags,
		Summary: "Save the signed-in user's generator defaults",
		Errors:  []int{http.StatusUnauthorized, http.StatusForbidden, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *saveGeneratorDefaultsInput) (*generatorDefaultsOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		plan, err := s.quota.PlanOf(ctx, s.caller(u))
		if err != nil {
			return nil, problem(ctx, err)
		}
		d, err := s.settings.SaveGeneratorDefaults(ctx, u.ID, in.Body.Tone, in.Body.Template, in.Body.PageSize, in.Body.GeneratorTones, plan.PremiumTemplates())
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &generatorDefaultsOutput{Body: d}, nil
	})
}

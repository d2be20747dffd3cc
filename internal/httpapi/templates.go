package httpapi

import (
	"context"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/draft"
	"github.com/draftsmith/draftsmith/internal/templates"
)

type listTemplatesInput struct {
	Type string `query:"type" enum:"resume,cover_letter,cold_email,pitch_deck" doc:"Only this kind's templates"`
}

type templatesOutput struct {
	Body struct {
		Templates []templates.Template `json:"templates" nullable:"false"`
	}
}

// The template catalogue; public, since guests browse the gallery too.
func (s *Server) registerTemplates(api huma.API) {
	huma.Register(api, huma.Operation{
		OperationID: "list-templates", Method: http.MethodGet, Path: "/api/templates", Tags: []string{"templates"},
		Summary: "The template catalogue, in gallery order",
	}, func(ctx context.Context, in *listTemplatesInput) (*templatesOutput, error) {
		list, err := s.templates.List(ctx, draft.Kind(in.Type))
		if err != nil {
			return nil, problem(ctx, err)
		}
		out := &templatesOutput{}
		out.Body.Templates = list
		return out, nil
	})
}

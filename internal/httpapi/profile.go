package httpapi

import (
	"context"
	"encoding/json"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/account"
)

// optionalString tells a field sent as null ("clear it") from a field not sent at all
// ("leave it"), which a *string cannot.
type optionalString struct {
	Set   bool
	Value *string
}

func (o *optionalString) UnmarshalJSON(b []byte) error {
	o.Set = true
	if string(b) == "null" {
		o.Value = nil
		return nil
	}
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	o.Value = &s
	return nil
}

// Schema describes the field to OpenAPI as a nullable string.
func (optionalString) Schema(huma.Registry) *huma.Schema {
	return &huma.Schema{Type: huma.TypeString, Nullable: true}
}

func (o optionalString) toAccount() account.Optional {
	return account.Optional{Set: o.Set, Value: o.Value}
}

type updateProfileInput struct {
	Body struct {
		FullName  optionalString `json:"full_name,omitempty" maxLength:"100" doc:"Full name; cannot be empty when sent"`
		Name      optionalString `json:"name,omitempty" maxLength:"100" doc:"Display name; cannot be empty when sent"`
		Bio       optionalString `json:"bio,omitempty" maxLength:"1000" doc:"Bio; empty or null clears it"`
		AvatarURL optionalString `json:"avatar_url,omitempty" maxLength:"2048" doc:"http(s) image URL; empty or null clears it"`
	}
}

type profileOutput struct {
	Body account.Profile
}

func (s *Server) registerProfile(api huma.API) {
	getMe := func(ctx context.Context, _ *struct{}) (*profileOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		return &profileOutput{Body: s.profileOf(ctx, u)}, nil
	}
	huma.Register(api, huma.Operation{
		OperationID: "get-my-profile", Method: http.MethodGet, Path: "/api/profile/me", Tags: []string{"profile"},
		Summary: "The signed-in user's profile", Errors: []int{http.StatusUnauthorized},
	}, getMe)
	huma.Register(api, huma.Operation{
		OperationID: "get-me", Method: http.MethodGet, Path: "/api/auth/me", Tags: []string{"auth"},
		Summary: "The signed-in user's profile (the spec's fallback path)", Errors: []int{http.StatusUnauthorized},
	}, getMe)

	huma.Register(api, huma.Operation{
		OperationID: "update-my-profile", Method: http.MethodPut, Path: "/api/profile", Tags: []string{"profile"},
		Summary: "Update name, full name, bio or avatar URL (fields not sent are left as they are)",
		Errors:  []int{http.StatusUnauthorized, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *updateProfileInput) (*profileOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		b := in.Body
		updated, err := s.accounts.UpdateProfile(ctx, u.ID, account.ProfileUpdate{
			FullName: b.FullName.toAccount(), Name: b.Name.toAccount(), Bio: b.Bio.toAccount(), AvatarURL: b.AvatarURL.toAccount(),
		})
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &profileOutput{Body: s.profileOf(ctx, updated)}, nil
	})
}

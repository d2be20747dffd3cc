package httpapi

import (
	"context"
	"mime"
	"net/http"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/userdata"
)

// The user's data: GET /api/account/export and DELETE /api/account (docs/adr/0025, 0026).

type exportOutput struct {
	ContentDisposition string `header:"Content-Disposition" doc:"attachment; filename=draftsmith-data-YYYY-MM-DD.json (the UTC date)"`
	Body               userdata.Export
}

type deleteAccountInput struct {
	Body struct {
		Email    string  `json:"email,omitempty" maxLength:"254" doc:"Required: the account's email address, typed out to confirm"`
		Password *string `json:"password,omitempty" maxLength:"256" doc:"The account's password; leave out for accounts that sign in only with GitHub or Google (they need a sign-in in the last 10 minutes)"`
	}
}

func (s *Server) registerAccountData(api huma.API) {
	tags := []string{"account"}
	huma.Register(api, huma.Operation{
		OperationID: "export-my-data", Method: http.MethodGet, Path: "/api/account/export", Tags: tags,
		Summary:     "Download everything Draftsmith keeps about the signed-in user",
		Description: "A JSON file (sent as an attachment): the profile, sign-in methods, sessions, settings, every draft with its versions, and the billing history. It holds no password hash and no token.",
		Errors:      []int{http.StatusUnauthorized},
	}, func(ctx context.Context, _ *struct{}) (*exportOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		data, err := s.userData.Export(ctx, u.ID)
		if err != nil {
			return nil, problem(ctx, err)
		}
		return &exportOutput{
			ContentDisposition: mime.FormatMediaType("attachment", map[string]string{"filename": userdata.ExportFileName(data.ExportedAt)}),
			Body:               *data,
		}, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "delete-my-account", Method: http.MethodDelete, Path: "/api/account", Tags: tags,
		DefaultStatus: http.StatusNoContent,
		Summary:       "Delete the signed-in user's account for good, and sign out",
		Description: "The typed email must be the account's; the password is required for accounts that have one, " +
			"and accounts that sign in only with GitHub or Google must have signed in within the last 10 minutes. " +
			"An active subscription is canceled with the payment provider first. Every row of the user is erased, " +
			"except anonymised payment records kept for accounting (docs/adr/0026).",
		Errors: []int{http.StatusUnauthorized, http.StatusForbidden, http.StatusUnprocessableEntity, http.StatusTooManyRequests, http.StatusServiceUnavailable},
	}, func(ctx context.Context, in *deleteAccountInput) (*logoutOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		r := httpRequest(ctx)
		req := userdata.DeleteRequest{Email: in.Body.Email, Password: in.Body.Password}
		if err := s.userData.DeleteAccount(ctx, u.ID, req, s.client(r)); err != nil {
			return nil, problem(ctx, err)
		}
		return &logoutOutput{SetCookie: []http.Cookie{*s.clearCookie(s.sessionCookieName(), "/")}}, nil
	})
}

package httpapi

import (
	"context"
	"errors"
	"net/http"
	"net/url"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/account"
)

type credentials struct {
	Email    string `json:"email" maxLength:"254" doc:"Email address"`
	Password string `json:"password" maxLength:"256" doc:"Password"`
}

type signUpInput struct {
	Body struct {
		Email    string  `json:"email" maxLength:"254" doc:"Email address"`
		Password string  `json:"password" maxLength:"256" doc:"Password, at least 6 characters"`
		FullName *string `json:"full_name,omitempty" nullable:"true" maxLength:"100" doc:"Optional full name"`
	}
}

type signUpOutput struct {
	SetCookie []http.Cookie `header:"Set-Cookie"`
	Body      struct {
		SignedIn bool   `json:"signed_in" doc:"True when the account is usable at once and this response signed the user in"`
		Message  string `json:"message"`
		// Present when SignedIn.
		Profile *account.Profile `json:"profile,omitempty"`
	}
}

type loginInput struct {
	Body credentials
}

type profileBody struct {
	Profile account.Profile `json:"profile"`
}

type signedInOutput struct {
	SetCookie []http.Cookie `header:"Set-Cookie"`
	Body      profileBody
}

type logoutOutput struct {
	SetCookie []http.Cookie `header:"Set-Cookie"`
}

type sessionOutput struct {
	Body struct {
		Authenticated bool             `json:"authenticated"`
		Profile       *account.Profile `json:"profile,omitempty"`
	}
}

type providersOutput struct {
	Body struct {
		GitHub            bool `json:"github" doc:"GitHub sign-in is configured"`
		Google            bool `json:"google" doc:"Google sign-in is configured"`
		EmailConfirmation bool `json:"email_confirmation" doc:"New accounts must confirm their email before signing in"`
	}
}

type messageOutput struct {
	Body struct {
		Message string `json:"message"`
	}
}

type resetRequestInput struct {
	Body struct {
		Email string `json:"email" maxLength:"254"`
	}
}

type resetConfirmInput struct {
	Body struct {
		Token    string `json:"token" maxLength:"200"`
		Password string `json:"password" maxLength:"256"`
	}
}

type passwordStatusOutput struct {
	Body struct {
		HasPassword bool `json:"has_password" doc:"False for accounts made with GitHub or Google that have not set a password"`
	}
}

type changePasswordInput struct {
	Body struct {
		CurrentPassword string `json:"current_password" maxLength:"256" doc:"The password in use now"`
		NewPassword     string `json:"new_password" maxLength:"256" doc:"At least 6 characters, and not one of the most common passwords"`
	}
}

type redirectOutput struct {
	Status    int
	Location  string        `header:"Location"`
	SetCookie []http.Cookie `header:"Set-Cookie"`
}

type confirmInput struct {
	Token string `query:"token" maxLength:"200"`
}

type oauthStartInput struct {
	Provider string `path:"provider" enum:"github,google"`
}

type oauthCallbackInput struct {
	Provider    string `path:"provider" enum:"github,google"`
	Code        string `query:"code"`
	State       string `query:"state"`
	Error       string `query:"error"`
	ErrorDesc   string `query:"error_description"`
	CookieState string `cookie:"draftsmith_oauth_state"`
}

// requestCtx gives handlers the *http.Request Huma is serving (for the client's address and
// the cookie a sign-in replaces).
type requestCtx struct{}

func httpRequest(ctx context.Context) *http.Request {
	r, _ := ctx.Value(requestCtx{}).(*http.Request)
	return r
}

func (s *Server) registerAuth(api huma.API) {
	tags := []string{"auth"}
	huma.Register(api, huma.Operation{
		OperationID: "sign-up", Method: http.MethodPost, Path: "/api/auth/signup", Tags: tags, DefaultStatus: http.StatusCreated,
		Summary: "Create an email and password account",
		Errors:  []int{http.StatusConflict, http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *signUpInput) (*signUpOutput, error) {
		res, err := s.accounts.SignUp(ctx, account.SignUpInput{Email: in.Body.Email, Password: in.Body.Password, FullName: in.Body.FullName}, s.client(httpRequest(ctx)))
		if err != nil {
			return nil, problem(ctx, err)
		}
		out := &signUpOutput{}
		out.Body.Message = account.MsgCheckEmail
		if res.Session != nil {
			out.Body.SignedIn = true
			p := s.profileOf(ctx, res.User)
			out.Body.Profile = &p
			out.SetCookie = []http.Cookie{s.sessionCookie(res.Session)}
		}
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "log-in", Method: http.MethodPost, Path: "/api/auth/login", Tags: tags,
		Summary: "Sign in with email and password",
		Errors:  []int{http.StatusUnauthorized, http.StatusForbidden, http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *loginInput) (*signedInOutput, error) {
		u, ns, err := s.accounts.Login(ctx, in.Body.Email, in.Body.Password, s.client(httpRequest(ctx)))
		if err != nil {
			return nil, problem(ctx, err)
		}
		return s.signedIn(ctx, u, ns), nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "log-out", Method: http.MethodPost, Path: "/api/auth/logout", Tags: tags, DefaultStatus: http.StatusNoContent,
		Summary: "End the current session on the server",
	}, func(ctx context.Context, _ *struct{}) (*logoutOutput, error) {
		if err := s.accounts.Logout(ctx, s.presentedToken(httpRequest(ctx))); err != nil {
			return nil, problem(ctx, err)
		}
		return &logoutOutput{SetCookie: []http.Cookie{*s.clearCookie(s.sessionCookieName(), "/")}}, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "get-session", Method: http.MethodGet, Path: "/api/auth/session", Tags: tags,
		Summary: "The current session, if any (never 401)",
	}, func(ctx context.Context, _ *struct{}) (*sessionOutput, error) {
		out := &sessionOutput{}
		if sess := sessionFrom(ctx); sess != nil {
			p := s.profileOf(ctx, sess.user)
			out.Body.Authenticated, out.Body.Profile = true, &p
		}
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "get-auth-providers", Method: http.MethodGet, Path: "/api/auth/providers", Tags: tags,
		Summary: "Which sign-in methods this server offers",
	}, func(ctx context.Context, _ *struct{}) (*providersOutput, error) {
		out := &providersOutput{}
		out.Body.GitHub = s.accounts.ProviderConfigured(account.ProviderGitHub)
		out.Body.Google = s.accounts.ProviderConfigured(account.ProviderGoogle)
		out.Body.EmailConfirmation = s.accounts.EmailConfirmationRequired()
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "request-password-reset", Method: http.MethodPost, Path: "/api/auth/password-reset", Tags: tags,
		DefaultStatus: http.StatusAccepted, Summary: "Mail a password reset link",
		Errors: []int{http.StatusUnprocessableEntity, http.StatusTooManyRequests},
	}, func(ctx context.Context, in *resetRequestInput) (*messageOutput, error) {
		if err := s.accounts.RequestPasswordReset(ctx, in.Body.Email, s.client(httpRequest(ctx))); err != nil {
			return nil, problem(ctx, err)
		}
		out := &messageOutput{}
		out.Body.Message = account.MsgResetSent
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "confirm-password-reset", Method: http.MethodPost, Path: "/api/auth/password-reset/confirm", Tags: tags,
		Summary: "Set a new password from a mailed link, and sign in (every other session and reset link of the account ends)",
		Errors:  []int{http.StatusBadRequest, http.StatusUnprocessableEntity},
	}, func(ctx context.Context, in *resetConfirmInput) (*signedInOutput, error) {
		u, ns, err := s.accounts.ResetPassword(ctx, in.Body.Token, in.Body.Password, s.client(httpRequest(ctx)))
		if err != nil {
			return nil, problem(ctx, err)
		}
		return s.signedIn(ctx, u, ns), nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "confirm-email", Method: http.MethodGet, Path: "/api/auth/confirm", Tags: tags,
		Summary: "Open a mailed confirmation link: confirms the email and goes to /login?confirmed=1 to sign in. " +
			"It signs no one in (the link may be opened from another site) and ends the account's sessions",
		DefaultStatus: http.StatusSeeOther,
	}, func(ctx context.Context, in *confirmInput) (*redirectOutput, error) {
		if _, err := s.accounts.ConfirmEmail(ctx, in.Token); err != nil {
			return s.authError(ctx, err), nil
		}
		return &redirectOutput{Status: http.StatusSeeOther, Location: "/login?confirmed=1"}, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "get-password-status", Method: http.MethodGet, Path: "/api/auth/password", Tags: tags,
		Summary: "Whether the signed-in user has a password (accounts made with GitHub or Google have none until they set one)",
		Errors:  []int{http.StatusUnauthorized},
	}, func(ctx context.Context, _ *struct{}) (*passwordStatusOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		out := &passwordStatusOutput{}
		out.Body.HasPassword = account.HasPassword(u)
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "change-password", Method: http.MethodPost, Path: "/api/auth/password", Tags: tags,
		Summary: "Change the signed-in user's password (the current one is required); ends the user's other sessions",
		Errors: []int{http.StatusUnauthorized, http.StatusConflict, http.StatusUnprocessableEntity, http.StatusTooManyRequests,
			http.StatusServiceUnavailable},
	}, func(ctx context.Context, in *changePasswordInput) (*messageOutput, error) {
		u, err := requireUser(ctx)
		if err != nil {
			return nil, err
		}
		if err := s.accounts.ChangePassword(ctx, u.ID, in.Body.CurrentPassword, in.Body.NewPassword, s.client(httpRequest(ctx))); err != nil {
			return nil, problem(ctx, err)
		}
		out := &messageOutput{}
		out.Body.Message = account.MsgPasswordChanged
		return out, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "start-oauth", Method: http.MethodGet, Path: "/api/auth/oauth/{provider}", Tags: tags,
		Summary: "Start GitHub or Google sign-in (redirects to the provider)", DefaultStatus: http.StatusFound,
	}, func(ctx context.Context, in *oauthStartInput) (*redirectOutput, error) {
		target, state, err := s.accounts.OAuthStart(ctx, in.Provider, s.client(httpRequest(ctx)))
		if err != nil {
			return s.authError(ctx, err), nil
		}
		return &redirectOutput{Status: http.StatusFound, Location: target, SetCookie: []http.Cookie{{
			Name: oauthStateCookie, Value: state, Path: "/api/auth/oauth", MaxAge: 600,
			HttpOnly: true, Secure: s.secure, SameSite: http.SameSiteLaxMode,
		}}}, nil
	})

	huma.Register(api, huma.Operation{
		OperationID: "finish-oauth", Method: http.MethodGet, Path: "/api/auth/oauth/{provider}/callback", Tags: tags,
		Summary: "The provider's return: signs in and goes to /auth", DefaultStatus: http.StatusFound,
	}, func(ctx context.Context, in *oauthCallbackInput) (*redirectOutput, error) {
		clearState := *s.clearCookie(oauthStateCookie, "/api/auth/oauth")
		if in.Error != "" {
			msg := "You cancelled sign-in with " + account.ProviderLabel(in.Provider) + "."
			if in.Error != "access_denied" {
				msg = account.ProviderLabel(in.Provider) + " could not sign you in. Please try again."
			}
			out := authErrorRedirect(msg)
			out.SetCookie = append(out.SetCookie, clearState)
			return out, nil
		}
		_, ns, err := s.accounts.OAuthCallback(ctx, in.Provider, in.Code, in.State, in.CookieState, s.client(httpRequest(ctx)))
		if err != nil {
			out := s.authError(ctx, err)
			out.SetCookie = append(out.SetCookie, clearState)
			return out, nil
		}
		return &redirectOutput{Status: http.StatusFound, Location: "/auth", SetCookie: []http.Cookie{s.sessionCookie(ns), clearState}}, nil
	})
}

func (s *Server) signedIn(ctx context.Context, u *account.User, ns *account.NewSession) *signedInOutput {
	return &signedInOutput{SetCookie: []http.Cookie{s.sessionCookie(ns)}, Body: profileBody{Profile: s.profileOf(ctx, u)}}
}

// authError sends a browser that followed a link back to /auth, which shows the message as
// 'Sign-in error: {message}'.
func (s *Server) authError(ctx context.Context, err error) *redirectOutput {
	msg := msgInternal
	var se huma.StatusError
	if errors.As(problem(ctx, err), &se) {
		msg = se.Error()
	}
	return authErrorRedirect(msg)
}

func authErrorRedirect(msg string) *redirectOutput {
	return &redirectOutput{Status: http.StatusFound, Location: "/auth?" + url.Values{"error": {msg}}.Encode()}
}

package account

import "context"

// ExternalIdentity and SignInExternal let the tests drive the provider-independent half of
// GitHub and Google sign-in directly.
type ExternalIdentity = externalIdentity

func (s *Service) SignInExternal(ctx context.Context, provider string, ext *ExternalIdentity, c Client) (*User, *NewSession, error) {
	return s.signInExternal(ctx, provider, ext, c)
}

var HashPassword, CheckPassword = hashPassword, checkPassword

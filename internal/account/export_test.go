package account

import (
	"context"
	"time"
)

// ExternalIdentity and SignInExternal let the tests drive the provider-independent half of
// GitHub and Google sign-in directly.
type ExternalIdentity = externalIdentity

func (s *Service) SignInExternal(ctx context.Context, provider string, ext *ExternalIdentity, c Client) (*User, *NewSession, error) {
	return s.signInExternal(ctx, provider, ext, c)
}

var HashPassword, CheckPassword = hashPassword, checkPassword

// SetNow replaces the service's clock.
func (s *Service) SetNow(now func() time.Time) { s.now = now }

// OnHash makes every password hash or check call fn inside the gate first, so a test can
// hold the gate full. Set it before any sign-in starts.
func (s *Service) OnHash(fn func()) { s.hashes.entered = fn }

// CommonPasswordCount is the size of the embedded list of common passwords.
func CommonPasswordCount() int { return len(commonPasswords()) }

package account

import (
	"context"
	"errors"
	"strings"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/store"
)

// FreshSignInWindow is how recent the sign-in of an account without a password must be for
// the account to be deleted: the sign-in stands in for the password it does not have.
const FreshSignInWindow = 10 * time.Minute

// Messages of the account deletion (docs/adr/0026).
const (
	MsgDeleteEmailRequired    = "Type your account's email address to confirm."
	MsgDeleteEmailMismatch    = "The email you typed does not match your account's email address."
	MsgDeletePasswordRequired = "Enter your password to delete your account."
	MsgDeletePasswordWrong    = "Your password is not correct."
	MsgDeleteSignInAgain      = "For your security, sign in again with GitHub or Google, then delete your account within 10 minutes of signing in."
)

// DeletionProof is what a user gives to delete their account: the account's email typed
// out, and the password (nil for accounts without one).
type DeletionProof struct {
	Email    string
	Password *string
}

// ConfirmDeletion checks that the signed-in user really means to delete the account: the
// typed email must be the account's, and the password must be right — or, for accounts made
// with GitHub or Google that have no password, the session in c.Session must have been
// opened within FreshSignInWindow. It changes nothing; a wrong password counts against the
// sign-in rate limit, so a stolen session cannot be used to guess it.
func (s *Service) ConfirmDeletion(ctx context.Context, userID string, proof DeletionProof, c Client) error {
	u, err := s.userByID(ctx, s.db, userID)
	if errors.Is(err, store.ErrNotFound) {
		return apperr.New(apperr.Unauthenticated, MsgNotSignedIn)
	}
	if err != nil {
		return err
	}
	if err := s.rateLimit(ctx, c, u.Email); err != nil {
		return err
	}
	typed := strings.ToLower(strings.TrimSpace(proof.Email))
	if typed == "" {
		return apperr.Field("body.email", MsgDeleteEmailRequired)
	}
	if typed != u.Email {
		return apperr.Field("body.email", MsgDeleteEmailMismatch)
	}
	if u.PasswordHash == nil {
		return s.checkFreshSignIn(ctx, userID, c.Session)
	}
	if proof.Password == nil || *proof.Password == "" {
		return apperr.Field("body.password", MsgDeletePasswordRequired)
	}
	ok, err := s.hashes.check(ctx, *u.PasswordHash, *proof.Password)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.Field("body.password", MsgDeletePasswordWrong)
	}
	return nil
}

// checkFreshSignIn requires that the caller's session belongs to the user and was opened by
// a sign-in no longer than FreshSignInWindow ago.
func (s *Service) checkFreshSignIn(ctx context.Context, userID, token string) error {
	if token == "" {
		return apperr.New(apperr.Forbidden, MsgDeleteSignInAgain)
	}
	sess := new(Session)
	err := s.db.NewSelect().Model(sess).Where("token_hash = ? AND user_id = ?", hashToken(token), userID).Scan(ctx)
	if err = store.NoRows(err); errors.Is(err, store.ErrNotFound) {
		return apperr.New(apperr.Forbidden, MsgDeleteSignInAgain)
	} else if err != nil {
		return err
	}
	if s.now().Sub(sess.CreatedAt) > FreshSignInWindow {
		return apperr.New(apperr.Forbidden, MsgDeleteSignInAgain)
	}
	return nil
}

// EraseUser deletes the user's row inside tx, after the user's sessions, sign-in links,
// mailed links and sign-in rate limit: every other row of the user goes with it through the
// foreign keys (ON DELETE CASCADE). The caller keeps what must be kept (billing records,
// anonymised) before calling it, in the same transaction.
func (s *Service) EraseUser(ctx context.Context, tx bun.Tx, userID string) error {
	u, err := s.userByID(ctx, tx, userID)
	if errors.Is(err, store.ErrNotFound) {
		return apperr.New(apperr.Unauthenticated, MsgNotSignedIn)
	}
	if err != nil {
		return err
	}
	for _, model := range []any{(*Session)(nil), (*Identity)(nil), (*EmailToken)(nil)} {
		if _, err := tx.NewDelete().Model(model).Where("user_id = ?", userID).Exec(ctx); err != nil {
			return err
		}
	}
	// The per-account sign-in limit is keyed by the address's hash.
	if _, err := tx.NewDelete().TableExpr("auth_rate_limits").Where("key = ?", "account:"+hashToken(u.Email)).Exec(ctx); err != nil {
		return err
	}
	res, err := tx.NewDelete().Model((*User)(nil)).Where("id = ?", userID).Exec(ctx)
	if err != nil {
		return err
	}
	if n, _ := res.RowsAffected(); n != 1 {
		return apperr.New(apperr.Unauthenticated, MsgNotSignedIn)
	}
	return nil
}

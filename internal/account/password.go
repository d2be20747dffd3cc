package account

import (
	"context"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
)

// Messages of the password change.
const (
	MsgPasswordChanged      = "Your password has been changed. Your other sessions have been signed out."
	MsgCurrentPasswordWrong = "Your current password is not correct."
	MsgPasswordUnchanged    = "The new password must be different from the current one."
	MsgNoPasswordYet        = "Your account has no password yet: you sign in with GitHub or Google. Use 'Email me a link' to set one."
)

// HasPassword reports whether the user can sign in with a password. Accounts made through
// GitHub or Google have none until they set one with a mailed link.
func HasPassword(u *User) bool { return u.PasswordHash != nil }

// ChangePassword sets a new password for a signed-in user who proves the current one. It
// ends the user's other sessions (keeping the one in c.Session, which made the change) and
// makes every outstanding reset link unusable.
func (s *Service) ChangePassword(ctx context.Context, userID, current, next string, c Client) error {
	u, err := s.userByID(ctx, s.db, userID)
	if err != nil {
		return err
	}
	if u.PasswordHash == nil {
		return apperr.New(apperr.Conflict, MsgNoPasswordYet)
	}
	// A stolen session must not become a way to guess the password: the account's and the
	// address's sign-in limits apply.
	if err := s.rateLimit(ctx, c, u.Email); err != nil {
		return err
	}
	if current == "" {
		return apperr.Field("body.current_password", "Please enter your current password.")
	}
	// The cheap checks first: no hashing for a new password that would be refused anyway.
	if err := checkNewPassword(next, "body.new_password"); err != nil {
		return err
	}
	if next == current {
		return apperr.Field("body.new_password", MsgPasswordUnchanged)
	}
	ok, err := s.hashes.check(ctx, *u.PasswordHash, current)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.Field("body.current_password", MsgCurrentPasswordWrong)
	}
	hash, err := s.hashes.hash(ctx, next)
	if err != nil {
		return err
	}
	return s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		// Only over the hash that was checked: of two changes racing, the second fails
		// rather than undo the first.
		res, err := tx.NewUpdate().Model((*User)(nil)).Set("password_hash = ?", hash).Set("updated_at = ?", s.now()).
			Where("id = ?", userID).Where("password_hash = ?", *u.PasswordHash).Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return apperr.New(apperr.Conflict, "Your password was changed meanwhile. Please reload the page and try again.")
		}
		q := tx.NewDelete().Model((*Session)(nil)).Where("user_id = ?", userID)
		if c.Session != "" {
			q = q.Where("token_hash <> ?", hashToken(c.Session))
		}
		if _, err := q.Exec(ctx); err != nil {
			return err
		}
		return s.expireResetLinks(ctx, tx, userID)
	})
}

package account

import (
	"context"
	"errors"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	dsmail "github.com/draftsmith/draftsmith/internal/mail"
	"github.com/draftsmith/draftsmith/internal/store"
)

func (s *Service) insertEmailToken(ctx context.Context, db bun.IDB, userID, purpose, token string, ttl time.Duration) error {
	now := s.now()
	_, err := db.NewInsert().Model(&EmailToken{
		TokenHash: hashToken(token), UserID: userID, Purpose: purpose, CreatedAt: now, ExpiresAt: now.Add(ttl),
	}).Exec(ctx)
	return err
}

// consumeEmailToken marks a mailed link used and returns its user. The conditional update is
// atomic on both databases, so a link opened twice at once works only once.
func (s *Service) consumeEmailToken(ctx context.Context, tx bun.Tx, purpose, token string) (string, error) {
	var userID string
	now := s.now()
	err := tx.NewUpdate().Model((*EmailToken)(nil)).
		Set("used_at = ?", now).
		Where("token_hash = ?", hashToken(token)).
		Where("purpose = ?", purpose).
		Where("used_at IS NULL").
		Where("expires_at > ?", now).
		Returning("user_id").
		Scan(ctx, &userID)
	if err = store.NoRows(err); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return "", apperr.New(apperr.BadRequest, MsgLinkInvalid)
		}
		return "", err
	}
	return userID, nil
}

// ConfirmEmail verifies the address of the link's user. It does not sign anyone in: the
// link may have been opened from another site or on another device, so the browser that
// opens it is not trusted with a session (the user signs in next, docs/adr/0012). Proof of
// the address ends what was set up without it: every session of the account and every
// identity link not made through this address verified by its provider (docs/adr/0010).
func (s *Service) ConfirmEmail(ctx context.Context, token string) (*User, error) {
	if token == "" {
		return nil, apperr.New(apperr.BadRequest, MsgLinkInvalid)
	}
	var u *User
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		userID, err := s.consumeEmailToken(ctx, tx, purposeConfirm, token)
		if err != nil {
			return err
		}
		if _, err := tx.NewUpdate().Model((*User)(nil)).Set("email_verified = ?", true).Set("updated_at = ?", s.now()).
			Where("id = ?", userID).Exec(ctx); err != nil {
			return err
		}
		if u, err = s.userByID(ctx, tx, userID); err != nil {
			return err
		}
		return s.endUnprovenAccess(ctx, tx, u)
	})
	if err != nil {
		return nil, err
	}
	return u, nil
}

// endUnprovenAccess runs when u's address has just been proven (a confirmation or reset
// link, or a provider's verified email): it ends every session of the account and removes
// every identity link that was not made through this address verified by its provider,
// since whoever made them never proved they own it.
func (s *Service) endUnprovenAccess(ctx context.Context, tx bun.Tx, u *User) error {
	if _, err := tx.NewDelete().Model((*Session)(nil)).Where("user_id = ?", u.ID).Exec(ctx); err != nil {
		return err
	}
	_, err := tx.NewDelete().Model((*Identity)(nil)).Where("user_id = ?", u.ID).
		WhereGroup(" AND ", func(q *bun.DeleteQuery) *bun.DeleteQuery {
			return q.Where("email_verified = ?", false).WhereOr("email <> ?", u.Email)
		}).Exec(ctx)
	return err
}

// expireResetLinks makes every outstanding reset link of the user unusable: after a reset
// or a password change, an older link must not set the password again.
func (s *Service) expireResetLinks(ctx context.Context, db bun.IDB, userID string) error {
	_, err := db.NewUpdate().Model((*EmailToken)(nil)).Set("used_at = ?", s.now()).
		Where("user_id = ?", userID).Where("purpose = ?", purposeReset).Where("used_at IS NULL").Exec(ctx)
	return err
}

// RequestPasswordReset mails a reset link when the address has an account. It answers the
// same either way, so it cannot be used to learn who has an account.
func (s *Service) RequestPasswordReset(ctx context.Context, rawEmail string, c Client) error {
	email, err := normaliseEmail(rawEmail)
	if err != nil {
		return err
	}
	if err := s.rateLimit(ctx, c, email); err != nil {
		return err
	}
	u := new(User)
	err = s.db.NewSelect().Model(u).Where("email = ?", email).Scan(ctx)
	if err = store.NoRows(err); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return nil
		}
		return err
	}
	token := newToken()
	if err := s.insertEmailToken(ctx, s.db, u.ID, purposeReset, token, resetTTL); err != nil {
		return err
	}
	s.sendMail(ctx, dsmail.Message{
		To:      email,
		Subject: "Reset your Draftsmith password",
		Text: "Someone asked to reset the password of your Draftsmith account.\n\nChoose a new password here:\n\n" +
			s.link("/reset-password", token) +
			"\n\nThe link works once and expires in 1 hour. If it was not you, ignore this mail: your password stays as it is.\n",
	})
	return nil
}

// ResetPassword sets a new password from a mailed link and signs this browser in with a new
// session. Opening the link proves the address: it is marked verified, and every other
// session and every unproven identity link of the account end (endUnprovenAccess). Every
// other reset link of the user stops working.
func (s *Service) ResetPassword(ctx context.Context, token, password string, c Client) (*User, *NewSession, error) {
	if err := checkNewPassword(password, "body.password"); err != nil {
		return nil, nil, err
	}
	if token == "" {
		return nil, nil, apperr.New(apperr.BadRequest, MsgLinkInvalid)
	}
	hash, err := s.hashes.hash(ctx, password)
	if err != nil {
		return nil, nil, err
	}
	var u *User
	var session *NewSession
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		userID, err := s.consumeEmailToken(ctx, tx, purposeReset, token)
		if err != nil {
			return err
		}
		if _, err := tx.NewUpdate().Model((*User)(nil)).
			Set("password_hash = ?", hash).Set("email_verified = ?", true).Set("updated_at = ?", s.now()).
			Where("id = ?", userID).Exec(ctx); err != nil {
			return err
		}
		if u, err = s.userByID(ctx, tx, userID); err != nil {
			return err
		}
		if err := s.endUnprovenAccess(ctx, tx, u); err != nil {
			return err
		}
		if err := s.expireResetLinks(ctx, tx, userID); err != nil {
			return err
		}
		session, err = s.signInSession(ctx, tx, userID, c)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return u, session, nil
}

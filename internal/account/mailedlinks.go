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

// ConfirmEmail verifies the address of the link's user and signs them in.
func (s *Service) ConfirmEmail(ctx context.Context, token string, c Client) (*User, *NewSession, error) {
	if token == "" {
		return nil, nil, apperr.New(apperr.BadRequest, MsgLinkInvalid)
	}
	var u *User
	var session *NewSession
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
		session, err = s.createSession(ctx, tx, userID, c)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return u, session, nil
}

// RequestPasswordReset mails a reset link when the address has an account. It answers the
// same either way, so it cannot be used to learn who has an account.
func (s *Service) RequestPasswordReset(ctx context.Context, rawEmail string, c Client) error {
	email, err := normaliseEmail(rawEmail)
	if err != nil {
		return err
	}
	if err := s.rateLimit(c, email); err != nil {
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

// ResetPassword sets a new password from a mailed link, ends every other session of the user
// and signs this one in. Opening the link proves the address, so it is marked verified.
func (s *Service) ResetPassword(ctx context.Context, token, password string, c Client) (*User, *NewSession, error) {
	if err := checkNewPassword(password); err != nil {
		return nil, nil, err
	}
	if token == "" {
		return nil, nil, apperr.New(apperr.BadRequest, MsgLinkInvalid)
	}
	hash := hashPassword(password)
	var u *User
	var session *NewSession
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		userID, err := s.consumeEmailToken(ctx, tx, purposeReset, token)
		if err != nil {
			return err
		}
		if _, err := tx.NewUpdate().Model((*User)(nil)).
			Set("password_hash = ?", hash).Set("email_verified = ?", true).Set("updated_at = ?", s.now()).
			Where("id = ?", userID).Exec(ctx); err != nil {
			return err
		}
		if _, err := tx.NewDelete().Model((*Session)(nil)).Where("user_id = ?", userID).Exec(ctx); err != nil {
			return err
		}
		if u, err = s.userByID(ctx, tx, userID); err != nil {
			return err
		}
		session, err = s.createSession(ctx, tx, userID, c)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return u, session, nil
}

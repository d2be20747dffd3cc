package account

import (
	"context"
	"errors"
	"time"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/store"
)

// AccountData is what the account keeps about a user, as the data export shows it. It holds
// no secret: no password hash, no session or link token (nor their hashes).
type AccountData struct {
	Profile  ExportProfile   `json:"profile"`
	SignIns  []ExportSignIn  `json:"sign_in_methods" doc:"GitHub and Google accounts linked for sign-in"`
	Sessions []ExportSession `json:"sessions" doc:"Signed-in browsers and API clients, newest first"`
}

// ExportProfile is the user's row, without the password hash.
type ExportProfile struct {
	ID            string       `json:"id"`
	Email         string       `json:"email"`
	EmailVerified bool         `json:"email_verified"`
	HasPassword   bool         `json:"has_password"`
	FullName      *string      `json:"full_name" nullable:"true"`
	Name          *string      `json:"name" nullable:"true"`
	Bio           *string      `json:"bio" nullable:"true"`
	AvatarURL     *string      `json:"avatar_url" nullable:"true"`
	UserMetadata  UserMetadata `json:"user_metadata" doc:"Names reported by GitHub or Google"`
	CreatedAt     time.Time    `json:"created_at"`
	UpdatedAt     time.Time    `json:"updated_at"`
}

// ExportSignIn is a linked GitHub or Google account.
type ExportSignIn struct {
	Provider      string    `json:"provider" enum:"github,google"`
	AccountID     string    `json:"account_id" doc:"Your account's id at the provider"`
	Email         string    `json:"email"`
	EmailVerified bool      `json:"email_verified"`
	LinkedAt      time.Time `json:"linked_at"`
}

// ExportSession is a session without its token.
type ExportSession struct {
	CreatedAt  time.Time `json:"signed_in_at"`
	LastSeenAt time.Time `json:"last_seen_at"`
	ExpiresAt  time.Time `json:"expires_at"`
	UserAgent  string    `json:"user_agent"`
	IP         string    `json:"ip"`
}

// DataOf returns the account's data of the user for the export.
func (s *Service) DataOf(ctx context.Context, userID string) (*AccountData, error) {
	u, err := s.userByID(ctx, s.db, userID)
	if errors.Is(err, store.ErrNotFound) {
		return nil, apperr.New(apperr.Unauthenticated, MsgNotSignedIn)
	}
	if err != nil {
		return nil, err
	}
	out := &AccountData{
		Profile: ExportProfile{
			ID: u.ID, Email: u.Email, EmailVerified: u.EmailVerified, HasPassword: HasPassword(u),
			FullName: u.FullName, Name: u.Name, Bio: u.Bio, AvatarURL: u.AvatarURL,
			UserMetadata: UserMetadata{FullName: u.MetaFullName, Name: u.MetaName},
			CreatedAt:    u.CreatedAt, UpdatedAt: u.UpdatedAt,
		},
		SignIns: []ExportSignIn{}, Sessions: []ExportSession{},
	}
	var ids []Identity
	if err := s.db.NewSelect().Model(&ids).Where("user_id = ?", userID).OrderExpr("created_at ASC, provider ASC").Scan(ctx); err != nil {
		return nil, err
	}
	for _, id := range ids {
		out.SignIns = append(out.SignIns, ExportSignIn{Provider: id.Provider, AccountID: id.Subject, Email: id.Email, EmailVerified: id.EmailVerified, LinkedAt: id.CreatedAt})
	}
	var sessions []Session
	if err := s.db.NewSelect().Model(&sessions).Where("user_id = ? AND expires_at > ?", userID, s.now()).
		OrderExpr("created_at DESC").Scan(ctx); err != nil {
		return nil, err
	}
	for _, ss := range sessions {
		out.Sessions = append(out.Sessions, ExportSession{CreatedAt: ss.CreatedAt, LastSeenAt: ss.LastSeenAt, ExpiresAt: ss.ExpiresAt, UserAgent: ss.UserAgent, IP: ss.IP})
	}
	return out, nil
}

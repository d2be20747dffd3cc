package account

import (
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// User is one account. Profile fields are nil when the user has not set them.
type User struct {
	bun.BaseModel `bun:"table:users"`

	ID            string  `bun:"id,pk"`
	Email         string  `bun:"email,notnull"` // lower case
	EmailVerified bool    `bun:"email_verified,notnull"`
	PasswordHash  *string `bun:"password_hash"` // nil for accounts made through GitHub or Google
	FullName      *string `bun:"full_name"`
	Name          *string `bun:"name"`
	Bio           *string `bun:"bio"`
	AvatarURL     *string `bun:"avatar_url"`
	// Names reported by the sign-in provider: the spec's user_metadata, used when the user
	// has set no name of their own.
	MetaFullName *string   `bun:"meta_full_name"`
	MetaName     *string   `bun:"meta_name"`
	CreatedAt    time.Time `bun:"created_at,notnull"`
	UpdatedAt    time.Time `bun:"updated_at,notnull"`
}

// Session is a signed-in browser or API client. Only the token's hash is stored, so a
// database leak does not leak usable sessions.
type Session struct {
	bun.BaseModel `bun:"table:sessions"`

	TokenHash  string    `bun:"token_hash,pk"`
	UserID     string    `bun:"user_id,notnull"`
	CreatedAt  time.Time `bun:"created_at,notnull"`
	ExpiresAt  time.Time `bun:"expires_at,notnull"`
	LastSeenAt time.Time `bun:"last_seen_at,notnull"`
	UserAgent  string    `bun:"user_agent,notnull"`
	IP         string    `bun:"ip,notnull"`
}

// Identity links a GitHub or Google account to a user.
type Identity struct {
	bun.BaseModel `bun:"table:identities"`

	Provider string `bun:"provider,pk"`
	Subject  string `bun:"subject,pk"`
	UserID   string `bun:"user_id,notnull"`
	Email    string `bun:"email,notnull"`
	// EmailVerified says the link was made through Email verified by the provider (proven).
	// Links recorded before this was kept are unproven (docs/adr/0010).
	EmailVerified bool      `bun:"email_verified,notnull"`
	CreatedAt     time.Time `bun:"created_at,notnull"`
}

// Purposes of mailed links.
const (
	purposeConfirm = "confirm"
	purposeReset   = "reset"
)

// EmailToken is a single-use link sent by mail (confirmation or password reset).
type EmailToken struct {
	bun.BaseModel `bun:"table:email_tokens"`

	TokenHash string     `bun:"token_hash,pk"`
	UserID    string     `bun:"user_id,notnull"`
	Purpose   string     `bun:"purpose,notnull"`
	CreatedAt time.Time  `bun:"created_at,notnull"`
	ExpiresAt time.Time  `bun:"expires_at,notnull"`
	UsedAt    *time.Time `bun:"used_at"`
}

// OAuthState remembers one sign-in started with a provider: the PKCE verifier, under the
// hash of the state value the browser brings back.
type OAuthState struct {
	bun.BaseModel `bun:"table:oauth_states"`

	StateHash string    `bun:"state_hash,pk"`
	Provider  string    `bun:"provider,notnull"`
	Verifier  string    `bun:"verifier,notnull"`
	CreatedAt time.Time `bun:"created_at,notnull"`
	ExpiresAt time.Time `bun:"expires_at,notnull"`
}

// Profile is what the spec's profile calls return: the user's fields, with missing names
// falling back to the sign-in metadata.
type Profile struct {
	ID           string       `json:"id"`
	Email        string       `json:"email" format:"email"`
	FullName     *string      `json:"full_name" nullable:"true"`
	Name         *string      `json:"name" nullable:"true"`
	Bio          *string      `json:"bio" nullable:"true"`
	AvatarURL    *string      `json:"avatar_url" nullable:"true"`
	IsAdmin      bool         `json:"is_admin"`
	IsPremium    bool         `json:"is_premium"`
	UpdatedAt    time.Time    `json:"updated_at"`
	UserMetadata UserMetadata `json:"user_metadata"`
}

// UserMetadata holds the names the sign-in provider reported.
type UserMetadata struct {
	FullName *string `json:"full_name" nullable:"true"`
	Name     *string `json:"name" nullable:"true"`
}

func firstSet(values ...*string) *string {
	for _, v := range values {
		if v != nil && strings.TrimSpace(*v) != "" {
			return v
		}
	}
	return nil
}

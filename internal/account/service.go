// Package account owns users, their profiles, passwords, sessions, mailed links and the
// GitHub and Google sign-ins. Its rules are reached without HTTP; httpapi only translates.
package account

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/mail"
	"net/url"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/apperr"
	dsmail "github.com/draftsmith/draftsmith/internal/mail"
	"github.com/draftsmith/draftsmith/internal/store"
)

// Limits on what a user may type.
const (
	MinPasswordLength = 6 // the spec's /signup minimum
	MaxPasswordLength = 256
	MaxEmailLength    = 254
	MaxNameLength     = 100
	MaxBioLength      = 1000
	MaxURLLength      = 2048

	confirmTTL = 7 * 24 * time.Hour
	resetTTL   = time.Hour
	// A session's last_seen_at is written at most this often, so reads stay reads.
	touchEvery = 10 * time.Minute
)

// User-facing messages. Bad credentials get one message whatever was wrong.
const (
	MsgBadCredentials   = "Invalid email or password."
	MsgEmailTaken       = "An account with this email already exists. Sign in instead."
	MsgRateLimited      = "Too many attempts. Please wait a minute and try again."
	MsgNotSignedIn      = "Please sign in first."
	MsgNameEmpty        = "Name cannot be empty."
	MsgConfirmFirst     = "Please confirm your email first: open the link we sent you when you signed up."
	MsgCheckEmail       = "Check your email to confirm your account."
	MsgResetSent        = "If an account exists for that email, we sent a link to reset its password."
	MsgLinkInvalid      = "This link is invalid or has expired. Please request a new one."
	MsgPasswordTooShort = "Password must be at least 6 characters."
)

// Options configures the service.
type Options struct {
	BaseURL     *url.URL
	AdminEmails map[string]bool
	SessionTTL  time.Duration
	// AuthRateLimit is the number of sign-in, sign-up and reset attempts allowed per minute,
	// per IP address and per account.
	AuthRateLimit int
	GitHub        GitHubConfig
	Google        GoogleConfig
	// HashSlots is how many argon2id hashes may run at once (0: one per core, at most 16)
	// and HashQueue how many more may wait for one (0: 8 per slot; negative: none).
	HashSlots, HashQueue int
}

// Service implements the account rules.
type Service struct {
	db      *bun.DB
	mail    dsmail.Sender
	log     *slog.Logger
	opts    Options
	limiter *limiter
	hashes  *hashGate
	now     func() time.Time
	oauth   map[string]oauthProvider
}

// New builds the service. Providers without credentials are left out and reported as not
// configured.
func New(db *bun.DB, sender dsmail.Sender, log *slog.Logger, opts Options) *Service {
	s := &Service{
		db: db, mail: sender, log: log, opts: opts,
		limiter: newLimiter(db, opts.AuthRateLimit),
		hashes:  newHashGate(opts.HashSlots, opts.HashQueue),
		now:     store.Now,
		oauth:   map[string]oauthProvider{},
	}
	if opts.GitHub.ClientID != "" {
		s.oauth[ProviderGitHub] = newGitHub(opts.GitHub, s.callbackURL(ProviderGitHub))
	}
	if opts.Google.ClientID != "" {
		s.oauth[ProviderGoogle] = newGoogle(opts.Google, s.callbackURL(ProviderGoogle))
	}
	return s
}

// Client describes who is calling, for rate limits and the session list.
type Client struct {
	IP        string
	UserAgent string
	// Session is the session token the caller already holds, if any. Every sign-in ends it
	// and issues a new token, so a token planted in a browser before it signs in is useless.
	Session string
}

// NewSession is a session just created: the token goes to the client once.
type NewSession struct {
	Token     string
	ExpiresAt time.Time
}

// EmailConfirmationRequired reports whether new accounts must confirm their email before
// signing in, which is so only when mail really reaches inboxes.
func (s *Service) EmailConfirmationRequired() bool { return s.mail.Delivers() }

// ProfileOf returns the spec's profile for u.
func (s *Service) ProfileOf(u *User) Profile {
	return Profile{
		ID:        u.ID,
		Email:     u.Email,
		FullName:  firstSet(u.FullName, u.MetaFullName),
		Name:      firstSet(u.Name, u.MetaName),
		Bio:       u.Bio,
		AvatarURL: u.AvatarURL,
		// Only a verified address grants admin: anyone can sign up with any address.
		IsAdmin:      u.EmailVerified && s.opts.AdminEmails[u.Email],
		IsPremium:    false, // premium arrives with billing
		UpdatedAt:    u.UpdatedAt,
		UserMetadata: UserMetadata{FullName: u.MetaFullName, Name: u.MetaName},
	}
}

// normaliseEmail trims and lower-cases an address and checks that it is one.
func normaliseEmail(raw string) (string, error) {
	email := strings.ToLower(strings.TrimSpace(raw))
	if email == "" {
		return "", apperr.Field("body.email", "Email is required.")
	}
	a, err := mail.ParseAddress(email)
	if err != nil || a.Address != email || len(email) > MaxEmailLength || !strings.Contains(email[strings.LastIndex(email, "@"):], ".") {
		return "", apperr.Field("body.email", "Please enter a valid email address.")
	}
	return email, nil
}

// checkNewPassword applies the rules for a password being set (sign-up, reset, change):
// the spec's minimum length, a maximum, and not one of the most common passwords. field
// names the input in the error.
func checkNewPassword(password, field string) error {
	if utf8.RuneCountInString(password) < MinPasswordLength {
		return apperr.Field(field, MsgPasswordTooShort)
	}
	if len(password) > MaxPasswordLength {
		return apperr.Field(field, fmt.Sprintf("Password must be at most %d characters.", MaxPasswordLength))
	}
	if isCommonPassword(password) {
		return apperr.Field(field, MsgPasswordTooCommon)
	}
	return nil
}

func (s *Service) rateLimit(ctx context.Context, c Client, email string) error {
	keys := []string{"ip:" + c.IP}
	if email != "" {
		// Hashed: the table need not hold addresses, and a key is always plain ASCII.
		keys = append(keys, "account:"+hashToken(email))
	}
	ok, wait, err := s.limiter.allow(ctx, s.now(), keys...)
	if err != nil {
		return err
	}
	if !ok {
		return apperr.New(apperr.RateLimited, MsgRateLimited).WithRetryAfter(wait)
	}
	return nil
}

// SignUpInput is what the sign-up form sends.
type SignUpInput struct {
	Email    string
	Password string
	FullName *string
}

// SignUpResult says whether the new user is signed in (Session set) or must first confirm
// the email address.
type SignUpResult struct {
	User    *User
	Session *NewSession
}

// SignUp creates an email and password account and mails a confirmation link. Without a
// real mail server the account is usable at once and the user is signed in.
func (s *Service) SignUp(ctx context.Context, in SignUpInput, c Client) (*SignUpResult, error) {
	email, err := normaliseEmail(in.Email)
	if err != nil {
		return nil, err
	}
	if err := s.rateLimit(ctx, c, email); err != nil {
		return nil, err
	}
	if err := checkNewPassword(in.Password, "body.password"); err != nil {
		return nil, err
	}
	fullName, err := optionalName(in.FullName, "body.full_name")
	if err != nil {
		return nil, err
	}
	hash, err := s.hashes.hash(ctx, in.Password)
	if err != nil {
		return nil, err
	}
	now := s.now()
	u := &User{ID: uuid.NewString(), Email: email, PasswordHash: &hash, FullName: fullName, CreatedAt: now, UpdatedAt: now}
	confirmToken := newToken()
	var session *NewSession
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		res, err := tx.NewInsert().Model(u).On("CONFLICT (email) DO NOTHING").Exec(ctx)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return apperr.New(apperr.Conflict, MsgEmailTaken)
		}
		if err := s.insertEmailToken(ctx, tx, u.ID, purposeConfirm, confirmToken, confirmTTL); err != nil {
			return err
		}
		if !s.EmailConfirmationRequired() {
			session, err = s.signInSession(ctx, tx, u.ID, c)
		}
		return err
	})
	if err != nil {
		return nil, err
	}
	s.sendMail(ctx, dsmail.Message{
		To:      email,
		Subject: "Confirm your Draftsmith account",
		Text: "Welcome to Draftsmith!\n\nConfirm your email address by opening this link:\n\n" +
			s.link("/api/auth/confirm", confirmToken) +
			"\n\nThe link works once and expires in 7 days. If you did not sign up, ignore this mail.\n",
	})
	return &SignUpResult{User: u, Session: session}, nil
}

// Login checks an email and password and opens a new session (ending c.Session).
func (s *Service) Login(ctx context.Context, rawEmail, password string, c Client) (*User, *NewSession, error) {
	email := strings.ToLower(strings.TrimSpace(rawEmail))
	if err := s.rateLimit(ctx, c, email); err != nil {
		return nil, nil, err
	}
	if email == "" || password == "" {
		return nil, nil, apperr.New(apperr.Invalid, "Email and password are required.")
	}
	u := new(User)
	err := s.db.NewSelect().Model(u).Where("email = ?", email).Scan(ctx)
	if err = store.NoRows(err); err != nil && !errors.Is(err, store.ErrNotFound) {
		return nil, nil, err
	}
	found := err == nil && u.PasswordHash != nil
	hash := dummyHash
	if found {
		hash = *u.PasswordHash
	}
	// Through the gate whether or not the account exists, so both wait and cost alike.
	ok, err := s.hashes.check(ctx, hash, password)
	if err != nil {
		return nil, nil, fmt.Errorf("user %s: %w", u.ID, err)
	}
	if !found || !ok {
		return nil, nil, apperr.New(apperr.Unauthenticated, MsgBadCredentials)
	}
	if s.EmailConfirmationRequired() && !u.EmailVerified {
		return nil, nil, apperr.New(apperr.Forbidden, MsgConfirmFirst)
	}
	var session *NewSession
	err = s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		var err error
		session, err = s.signInSession(ctx, tx, u.ID, c)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return u, session, nil
}

// Logout ends the session on the server. Ending an unknown session is not an error.
func (s *Service) Logout(ctx context.Context, token string) error {
	if token == "" {
		return nil
	}
	_, err := s.db.NewDelete().Model((*Session)(nil)).Where("token_hash = ?", hashToken(token)).Exec(ctx)
	return err
}

// Authenticate returns the user of a live session token.
func (s *Service) Authenticate(ctx context.Context, token string) (*User, error) {
	if token == "" {
		return nil, apperr.New(apperr.Unauthenticated, MsgNotSignedIn)
	}
	now := s.now()
	sess := new(Session)
	err := s.db.NewSelect().Model(sess).Where("token_hash = ?", hashToken(token)).Where("expires_at > ?", now).Scan(ctx)
	if err = store.NoRows(err); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return nil, apperr.New(apperr.Unauthenticated, MsgNotSignedIn)
		}
		return nil, err
	}
	u, err := s.userByID(ctx, s.db, sess.UserID)
	if err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return nil, apperr.New(apperr.Unauthenticated, MsgNotSignedIn)
		}
		return nil, err
	}
	if now.Sub(sess.LastSeenAt) > touchEvery {
		if _, err := s.db.NewUpdate().Model(sess).Set("last_seen_at = ?", now).WherePK().Exec(ctx); err != nil {
			s.log.WarnContext(ctx, "could not record session activity", "err", err)
		}
	}
	return u, nil
}

func (s *Service) userByID(ctx context.Context, db bun.IDB, id string) (*User, error) {
	u := new(User)
	if err := db.NewSelect().Model(u).Where("id = ?", id).Scan(ctx); err != nil {
		return nil, store.NoRows(err)
	}
	return u, nil
}

// signInSession opens a session with a new token for a sign-in, and ends the session the
// caller held before (c.Session), whoever's it was.
func (s *Service) signInSession(ctx context.Context, db bun.IDB, userID string, c Client) (*NewSession, error) {
	if c.Session != "" {
		if _, err := db.NewDelete().Model((*Session)(nil)).Where("token_hash = ?", hashToken(c.Session)).Exec(ctx); err != nil {
			return nil, err
		}
	}
	token := newToken()
	now := s.now()
	sess := &Session{
		TokenHash: hashToken(token), UserID: userID, CreatedAt: now, LastSeenAt: now,
		ExpiresAt: now.Add(s.opts.SessionTTL), UserAgent: truncate(c.UserAgent, 300), IP: c.IP,
	}
	if _, err := db.NewInsert().Model(sess).Exec(ctx); err != nil {
		return nil, err
	}
	return &NewSession{Token: token, ExpiresAt: sess.ExpiresAt}, nil
}

// DeleteExpired removes expired sessions, mailed links and OAuth states, and the rate
// limits of keys that are full again.
func (s *Service) DeleteExpired(ctx context.Context) error {
	now := s.now()
	for _, model := range []any{(*Session)(nil), (*EmailToken)(nil), (*OAuthState)(nil)} {
		if _, err := s.db.NewDelete().Model(model).Where("expires_at < ?", now).Exec(ctx); err != nil {
			return err
		}
	}
	return s.limiter.deleteFull(ctx, now)
}

// Optional is a field of a partial update: Set says whether the client sent it at all, and
// a nil Value means it was sent as null.
type Optional struct {
	Set   bool
	Value *string
}

// ProfileUpdate holds the fields PUT /api/profile may change.
type ProfileUpdate struct {
	FullName, Name, Bio, AvatarURL Optional
}

// UpdateProfile applies the spec's rules: a name that is sent cannot be empty; an empty bio
// or avatar URL is stored as null; an avatar must be an http(s) URL.
func (s *Service) UpdateProfile(ctx context.Context, userID string, up ProfileUpdate) (*User, error) {
	q := s.db.NewUpdate().Model((*User)(nil)).Where("id = ?", userID)
	for _, f := range []struct {
		column string
		value  Optional
	}{{"full_name", up.FullName}, {"name", up.Name}} {
		if !f.value.Set {
			continue
		}
		name, err := requiredName(f.value.Value, "body."+f.column)
		if err != nil {
			return nil, err
		}
		q = q.Set("? = ?", bun.Ident(f.column), name)
	}
	if up.Bio.Set {
		bio := emptyToNil(up.Bio.Value)
		if bio != nil && utf8.RuneCountInString(*bio) > MaxBioLength {
			return nil, apperr.Field("body.bio", fmt.Sprintf("Bio must be at most %d characters.", MaxBioLength))
		}
		q = q.Set("bio = ?", bio)
	}
	if up.AvatarURL.Set {
		avatar := emptyToNil(up.AvatarURL.Value)
		if avatar != nil && !isHTTPURL(*avatar) {
			return nil, apperr.Field("body.avatar_url", "Avatar URL must be an http:// or https:// link.")
		}
		q = q.Set("avatar_url = ?", avatar)
	}
	q = q.Set("updated_at = ?", s.now())
	res, err := q.Exec(ctx)
	if err != nil {
		return nil, err
	}
	if n, _ := res.RowsAffected(); n == 0 {
		return nil, apperr.New(apperr.Unauthenticated, MsgNotSignedIn)
	}
	return s.userByID(ctx, s.db, userID)
}

func requiredName(v *string, field string) (string, error) {
	name := ""
	if v != nil {
		name = strings.TrimSpace(*v)
	}
	if name == "" {
		return "", apperr.Field(field, MsgNameEmpty)
	}
	if utf8.RuneCountInString(name) > MaxNameLength {
		return "", apperr.Field(field, fmt.Sprintf("Name must be at most %d characters.", MaxNameLength))
	}
	return name, nil
}

func optionalName(v *string, field string) (*string, error) {
	v = emptyToNil(v)
	if v == nil {
		return nil, nil
	}
	name, err := requiredName(v, field)
	return &name, err
}

func emptyToNil(v *string) *string {
	if v == nil {
		return nil
	}
	t := strings.TrimSpace(*v)
	if t == "" {
		return nil
	}
	return &t
}

func isHTTPURL(raw string) bool {
	if len(raw) > MaxURLLength {
		return false
	}
	u, err := url.Parse(raw)
	return err == nil && (u.Scheme == "http" || u.Scheme == "https") && u.Host != ""
}

func truncate(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && !utf8.RuneStart(s[n]) {
		n--
	}
	return s[:n]
}

// link builds an absolute link carrying a mailed token.
func (s *Service) link(path, token string) string {
	u := *s.opts.BaseURL
	u.Path = path
	u.RawQuery = url.Values{"token": {token}}.Encode()
	return u.String()
}

// sendMail delivers without failing the request that caused it: the account change is
// already committed, and the user can ask for the mail again.
func (s *Service) sendMail(ctx context.Context, m dsmail.Message) {
	if err := s.mail.Send(ctx, m); err != nil {
		s.log.ErrorContext(ctx, "could not send mail", "to", m.To, "subject", m.Subject, "err", err)
	}
}

package account

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/coreos/go-oidc/v3/oidc"
	"github.com/google/uuid"
	"github.com/uptrace/bun"
	"golang.org/x/oauth2"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/store"
)

// Sign-in providers.
const (
	ProviderGitHub = "github"
	ProviderGoogle = "google"

	oauthStateTTL = 10 * time.Minute
)

// ProviderLabel is a provider's name as users know it.
func ProviderLabel(p string) string {
	switch p {
	case ProviderGitHub:
		return "GitHub"
	case ProviderGoogle:
		return "Google"
	}
	return p
}

// GitHubConfig holds the GitHub OAuth app's credentials and endpoints (configurable so tests
// run against a local fake).
type GitHubConfig struct {
	ClientID, ClientSecret string
	AuthURL, TokenURL      string
	APIURL                 string // REST API base, e.g. https://api.github.com
}

// GoogleConfig holds the Google OAuth client's credentials and the OpenID issuer.
type GoogleConfig struct {
	ClientID, ClientSecret string
	Issuer                 string
}

// externalIdentity is what a provider tells us about the person who signed in.
type externalIdentity struct {
	Subject       string
	Email         string
	EmailVerified bool
	FullName      string
	Name          string
	AvatarURL     string
}

type oauthProvider interface {
	authCodeURL(ctx context.Context, state, verifier string) (string, error)
	exchange(ctx context.Context, code, verifier string) (*externalIdentity, error)
}

// httpClient bounds every call to a provider.
var httpClient = &http.Client{Timeout: 15 * time.Second}

func (s *Service) callbackURL(provider string) string {
	u := *s.opts.BaseURL
	u.Path = "/api/auth/oauth/" + provider + "/callback"
	return u.String()
}

// ProviderConfigured reports whether sign-in with provider is available.
func (s *Service) ProviderConfigured(provider string) bool { return s.oauth[provider] != nil }

func (s *Service) provider(name string) (oauthProvider, error) {
	p := s.oauth[name]
	if p == nil {
		if name == ProviderGitHub || name == ProviderGoogle {
			return nil, apperr.New(apperr.Unavailable, ProviderLabel(name)+" sign-in is not configured on this server.")
		}
		return nil, apperr.New(apperr.NotFound, "Unknown sign-in provider.")
	}
	return p, nil
}

// OAuthStart begins a sign-in: it records a state and a PKCE verifier and returns the
// provider URL to send the browser to, and the state to bind to the browser in a cookie.
func (s *Service) OAuthStart(ctx context.Context, providerName string, c Client) (redirectURL, state string, err error) {
	p, err := s.provider(providerName)
	if err != nil {
		return "", "", err
	}
	if err := s.rateLimit(ctx, c, ""); err != nil {
		return "", "", err
	}
	state = newToken()
	verifier := oauth2.GenerateVerifier()
	now := s.now()
	if _, err := s.db.NewInsert().Model(&OAuthState{
		StateHash: hashToken(state), Provider: providerName, Verifier: verifier, CreatedAt: now, ExpiresAt: now.Add(oauthStateTTL),
	}).Exec(ctx); err != nil {
		return "", "", err
	}
	redirectURL, err = p.authCodeURL(ctx, state, verifier)
	if err != nil {
		return "", "", err
	}
	return redirectURL, state, nil
}

// OAuthCallback finishes a sign-in. cookieState is the state this browser was given at the
// start; it must match the one the provider sent back, which stops another site from
// finishing a sign-in in this browser.
func (s *Service) OAuthCallback(ctx context.Context, providerName, code, state, cookieState string, c Client) (*User, *NewSession, error) {
	p, err := s.provider(providerName)
	if err != nil {
		return nil, nil, err
	}
	failed := apperr.New(apperr.BadRequest, "The sign-in attempt expired or was started in another browser. Please try again.")
	if state == "" || code == "" || cookieState != state {
		return nil, nil, failed
	}
	var st OAuthState
	err = s.db.NewDelete().Model(&st).Where("state_hash = ?", hashToken(state)).Where("provider = ?", providerName).
		Returning("*").Scan(ctx)
	if err = store.NoRows(err); err != nil {
		if errors.Is(err, store.ErrNotFound) {
			return nil, nil, failed
		}
		return nil, nil, err
	}
	if s.now().After(st.ExpiresAt) {
		return nil, nil, failed
	}
	ext, err := p.exchange(ctx, code, st.Verifier)
	if err != nil {
		if _, ok := apperr.As(err); ok {
			return nil, nil, err
		}
		s.log.WarnContext(ctx, "oauth exchange failed", "provider", providerName, "err", err)
		return nil, nil, apperr.New(apperr.Unavailable, "We could not complete sign-in with "+ProviderLabel(providerName)+". Please try again.")
	}
	return s.signInExternal(ctx, providerName, ext, c)
}

// notVerified refuses a sign-in whose provider does not vouch for the email address.
func notVerified(provider string) error {
	how := "Verify it with " + ProviderLabel(provider)
	if provider == ProviderGitHub {
		how = "Verify your primary email address in your GitHub email settings"
	} else if provider == ProviderGoogle {
		how = "Verify it in your Google account"
	}
	return apperr.New(apperr.Forbidden, "Your "+ProviderLabel(provider)+" email is not verified. "+how+
		", then sign in again, or create an account with email and password.")
}

// signInExternal finds or creates the user for a provider identity (docs/adr/0010).
//
// An identity is linked to an account, existing or new, only through an address the
// provider says is verified; an unverified one is refused and creates nothing. Linking to an
// existing account whose own address was never verified proves that address: the account's
// password, sessions and unproven links, set up by whoever typed the address, are dropped.
// A link recorded without proof (before links recorded it) signs in only once the provider
// vouches for the account's address, which then marks it proven.
func (s *Service) signInExternal(ctx context.Context, provider string, ext *externalIdentity, c Client) (*User, *NewSession, error) {
	email := strings.ToLower(strings.TrimSpace(ext.Email))
	label := ProviderLabel(provider)
	var u *User
	var session *NewSession
	err := s.db.RunInTx(ctx, nil, func(ctx context.Context, tx bun.Tx) error {
		now := s.now()
		var ident Identity
		err := tx.NewSelect().Model(&ident).Where("provider = ? AND subject = ?", provider, ext.Subject).Scan(ctx)
		switch err = store.NoRows(err); {
		case err == nil:
			if u, err = s.userByID(ctx, tx, ident.UserID); err != nil {
				return err
			}
			if !ident.EmailVerified {
				if !ext.EmailVerified {
					return notVerified(provider)
				}
				if email != u.Email {
					return apperr.New(apperr.Forbidden, "Your "+label+" account's verified email is not the one of the Draftsmith account it was linked to. Sign in with your email and password instead.")
				}
				if _, err := tx.NewUpdate().Model(&ident).Set("email_verified = ?", true).Set("email = ?", email).WherePK().Exec(ctx); err != nil {
					return err
				}
				if err := s.provenByProvider(ctx, tx, u, now); err != nil {
					return err
				}
			}
		case !errors.Is(err, store.ErrNotFound):
			return err
		default:
			if email == "" {
				return apperr.New(apperr.Forbidden, "Your "+label+" account has no email address we can use. Add a verified email to it, or sign up with email and password.")
			}
			if !ext.EmailVerified {
				return notVerified(provider)
			}
			existing := new(User)
			err := tx.NewSelect().Model(existing).Where("email = ?", email).Scan(ctx)
			switch err = store.NoRows(err); {
			case err == nil:
				u = existing
				if err := s.provenByProvider(ctx, tx, u, now); err != nil {
					return err
				}
			case errors.Is(err, store.ErrNotFound):
				u = &User{ID: uuid.NewString(), Email: email, EmailVerified: true, CreatedAt: now, UpdatedAt: now}
				if ext.AvatarURL != "" && isHTTPURL(ext.AvatarURL) {
					u.AvatarURL = &ext.AvatarURL
				}
				if _, err := tx.NewInsert().Model(u).Exec(ctx); err != nil {
					return err
				}
			default:
				return err
			}
			if _, err := tx.NewInsert().Model(&Identity{Provider: provider, Subject: ext.Subject, UserID: u.ID, Email: email, EmailVerified: true, CreatedAt: now}).
				Exec(ctx); err != nil {
				return err
			}
		}
		// The provider's names are the spec's user_metadata: kept current on every sign-in.
		u.MetaFullName, u.MetaName = nonEmpty(ext.FullName), nonEmpty(ext.Name)
		if _, err := tx.NewUpdate().Model(u).Column("meta_full_name", "meta_name").WherePK().Exec(ctx); err != nil {
			return err
		}
		session, err = s.signInSession(ctx, tx, u.ID, c)
		return err
	})
	if err != nil {
		return nil, nil, err
	}
	return u, session, nil
}

// provenByProvider runs when a provider has vouched for u's address. If the account had never
// proven it, what was set up without proof goes: the password, the sessions and unproven
// links (links proven by now, the one signing in included, stay).
func (s *Service) provenByProvider(ctx context.Context, tx bun.Tx, u *User, now time.Time) error {
	if u.EmailVerified {
		return nil
	}
	if _, err := tx.NewUpdate().Model(u).Set("email_verified = ?", true).Set("password_hash = NULL").
		Set("updated_at = ?", now).WherePK().Exec(ctx); err != nil {
		return err
	}
	u.EmailVerified, u.PasswordHash = true, nil
	return s.endUnprovenAccess(ctx, tx, u)
}

func nonEmpty(s string) *string {
	s = strings.TrimSpace(s)
	if s == "" {
		return nil
	}
	s = truncate(s, MaxNameLength)
	return &s
}

// --- GitHub ---

type gitHub struct {
	oauth  oauth2.Config
	apiURL string
}

func newGitHub(cfg GitHubConfig, redirectURL string) *gitHub {
	return &gitHub{
		oauth: oauth2.Config{
			ClientID: cfg.ClientID, ClientSecret: cfg.ClientSecret, RedirectURL: redirectURL,
			Endpoint: oauth2.Endpoint{AuthURL: cfg.AuthURL, TokenURL: cfg.TokenURL, AuthStyle: oauth2.AuthStyleInParams},
			Scopes:   []string{"read:user", "user:email"},
		},
		apiURL: strings.TrimRight(cfg.APIURL, "/"),
	}
}

func (g *gitHub) authCodeURL(_ context.Context, state, verifier string) (string, error) {
	return g.oauth.AuthCodeURL(state, oauth2.S256ChallengeOption(verifier)), nil
}

func (g *gitHub) exchange(ctx context.Context, code, verifier string) (*externalIdentity, error) {
	ctx = context.WithValue(ctx, oauth2.HTTPClient, httpClient)
	tok, err := g.oauth.Exchange(ctx, code, oauth2.VerifierOption(verifier))
	if err != nil {
		return nil, fmt.Errorf("token exchange: %w", err)
	}
	client := g.oauth.Client(ctx, tok)
	var user struct {
		ID        int64  `json:"id"`
		Login     string `json:"login"`
		Name      string `json:"name"`
		Email     string `json:"email"`
		AvatarURL string `json:"avatar_url"`
	}
	if err := getJSON(ctx, client, g.apiURL+"/user", &user); err != nil {
		return nil, err
	}
	if user.ID == 0 {
		return nil, errors.New("github user without id")
	}
	var emails []struct {
		Email    string `json:"email"`
		Primary  bool   `json:"primary"`
		Verified bool   `json:"verified"`
	}
	if err := getJSON(ctx, client, g.apiURL+"/user/emails", &emails); err != nil {
		return nil, err
	}
	ext := &externalIdentity{Subject: strconv.FormatInt(user.ID, 10), FullName: user.Name, Name: user.Login, AvatarURL: user.AvatarURL}
	// Only the primary address counts, and only when GitHub has verified it (docs/adr/0010):
	// one GitHub account then stands for one address, the one GitHub mails, rather than for
	// whichever of its secondary addresses happens to come first. Without a primary, the
	// public profile address is kept, as unverified, so that the refusal can name it.
	for _, e := range emails {
		if e.Primary {
			ext.Email, ext.EmailVerified = e.Email, e.Verified
		}
	}
	if ext.Email == "" {
		ext.Email = user.Email
	}
	return ext, nil
}

func getJSON(ctx context.Context, client *http.Client, url string, into any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, url, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Accept", "application/vnd.github+json")
	resp, err := client.Do(req)
	if err != nil {
		return fmt.Errorf("GET %s: %w", url, err)
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return fmt.Errorf("GET %s: status %d", url, resp.StatusCode)
	}
	if err := json.NewDecoder(resp.Body).Decode(into); err != nil {
		return fmt.Errorf("GET %s: %w", url, err)
	}
	return nil
}

// --- Google (OpenID Connect) ---

type google struct {
	cfg         GoogleConfig
	redirectURL string

	mu       sync.Mutex
	oauth    *oauth2.Config
	verifier *oidc.IDTokenVerifier
}

func newGoogle(cfg GoogleConfig, redirectURL string) *google {
	return &google{cfg: cfg, redirectURL: redirectURL}
}

// setup discovers the issuer's endpoints on first use rather than at start-up, so the server
// starts even when the issuer cannot be reached, and retries discovery until it succeeds.
func (g *google) setup(ctx context.Context) (*oauth2.Config, *oidc.IDTokenVerifier, error) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.oauth != nil {
		return g.oauth, g.verifier, nil
	}
	// The provider keeps this context for fetching signing keys later, so it must not be a
	// request's context.
	discoverCtx := oidc.ClientContext(context.Background(), httpClient)
	p, err := oidc.NewProvider(discoverCtx, g.cfg.Issuer)
	if err != nil {
		return nil, nil, fmt.Errorf("google discovery: %w", err)
	}
	g.oauth = &oauth2.Config{
		ClientID: g.cfg.ClientID, ClientSecret: g.cfg.ClientSecret, RedirectURL: g.redirectURL,
		Endpoint: p.Endpoint(), Scopes: []string{oidc.ScopeOpenID, "email", "profile"},
	}
	g.oauth.Endpoint.AuthStyle = oauth2.AuthStyleInParams
	g.verifier = p.Verifier(&oidc.Config{ClientID: g.cfg.ClientID})
	return g.oauth, g.verifier, nil
}

func (g *google) authCodeURL(ctx context.Context, state, verifier string) (string, error) {
	cfg, _, err := g.setup(ctx)
	if err != nil {
		return "", err
	}
	return cfg.AuthCodeURL(state, oauth2.S256ChallengeOption(verifier)), nil
}

func (g *google) exchange(ctx context.Context, code, verifier string) (*externalIdentity, error) {
	cfg, idVerifier, err := g.setup(ctx)
	if err != nil {
		return nil, err
	}
	ctx = context.WithValue(ctx, oauth2.HTTPClient, httpClient)
	tok, err := cfg.Exchange(ctx, code, oauth2.VerifierOption(verifier))
	if err != nil {
		return nil, fmt.Errorf("token exchange: %w", err)
	}
	raw, ok := tok.Extra("id_token").(string)
	if !ok {
		return nil, errors.New("google token response without id_token")
	}
	idToken, err := idVerifier.Verify(ctx, raw)
	if err != nil {
		return nil, fmt.Errorf("verify id_token: %w", err)
	}
	var claims struct {
		Email         string `json:"email"`
		EmailVerified any    `json:"email_verified"` // a bool, or "true" from some issuers
		Name          string `json:"name"`
		GivenName     string `json:"given_name"`
		Username      string `json:"preferred_username"`
		Picture       string `json:"picture"`
	}
	if err := idToken.Claims(&claims); err != nil {
		return nil, fmt.Errorf("id_token claims: %w", err)
	}
	verified := claims.EmailVerified == true || claims.EmailVerified == "true"
	name := claims.GivenName
	if name == "" {
		name = claims.Username
	}
	return &externalIdentity{
		Subject: idToken.Subject, Email: claims.Email, EmailVerified: verified,
		FullName: claims.Name, Name: name, AvatarURL: claims.Picture,
	}, nil
}

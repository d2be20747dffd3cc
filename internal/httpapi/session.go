package httpapi

import (
	"context"
	"net/http"
	"strings"
	"time"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/apperr"
)

// SessionCookie carries the session token for the web app: httpOnly, so no script can read
// it, and SameSite=Lax, so other sites' requests do not carry it. Over https it is named
// SecureSessionCookie instead.
const SessionCookie = "draftsmith_session"

// SecureSessionCookie is the session cookie's name when BASE_URL is https. Browsers accept a
// __Host- cookie only when it is Secure, has Path=/ and no Domain, and so from this origin
// alone: a sibling subdomain or a plain-http response cannot set or overwrite it.
const SecureSessionCookie = "__Host-" + SessionCookie

// oauthStateCookie binds a started GitHub or Google sign-in to the browser that started it.
const oauthStateCookie = "draftsmith_oauth_state"

// session is the caller as resolved by withSession.
type session struct {
	user  *account.User
	token string
}

func sessionFrom(ctx context.Context) *session {
	s, _ := ctx.Value(sessionKey).(*session)
	return s
}

// requireUser returns the signed-in user or the 401 the spec's clients react to.
func requireUser(ctx context.Context) (*account.User, error) {
	if s := sessionFrom(ctx); s != nil {
		return s.user, nil
	}
	return nil, problem(ctx, apperr.New(apperr.Unauthenticated, account.MsgNotSignedIn))
}

// sessionCookieName is the session cookie this server sets and reads; it reads no other, so
// a cookie by the plain name cannot stand in for the __Host- one over https.
func (s *Server) sessionCookieName() string {
	if s.secure {
		return SecureSessionCookie
	}
	return SessionCookie
}

// presentedToken is the session token the request carries: the Authorization bearer token of
// an API client, else the web app's cookie.
func (s *Server) presentedToken(r *http.Request) string {
	if h := r.Header.Get("Authorization"); h != "" {
		if scheme, token, ok := strings.Cut(h, " "); ok && strings.EqualFold(scheme, "Bearer") {
			return strings.TrimSpace(token)
		}
	}
	if c, err := r.Cookie(s.sessionCookieName()); err == nil {
		return c.Value
	}
	return ""
}

// withSession resolves the caller's session once per API request. An unknown or expired
// token is treated as a guest (and a stale cookie is cleared), not as an error, so public
// calls keep working for a browser whose session ended.
func (s *Server) withSession(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token := s.presentedToken(r)
		if token == "" {
			next.ServeHTTP(w, r)
			return
		}
		user, err := s.accounts.Authenticate(r.Context(), token)
		switch {
		case err == nil:
			ctx := context.WithValue(r.Context(), sessionKey, &session{user: user, token: token})
			r = r.WithContext(ctx)
		case apperr.Is(err, apperr.Unauthenticated):
			if c, cerr := r.Cookie(s.sessionCookieName()); cerr == nil && c.Value == token {
				http.SetCookie(w, s.clearCookie(s.sessionCookieName(), "/"))
			}
		default:
			s.log.ErrorContext(r.Context(), "session lookup failed", "err", err)
			w.Header().Set("Retry-After", retryAfterSeconds(unavailableRetryAfter))
			writeProblem(w, http.StatusServiceUnavailable, "We could not check your session. Please try again in a few seconds.")
			return
		}
		next.ServeHTTP(w, r)
	})
}

func (s *Server) sessionCookie(ns *account.NewSession) http.Cookie {
	return http.Cookie{
		Name: s.sessionCookieName(), Value: ns.Token, Path: "/",
		Expires: ns.ExpiresAt, MaxAge: int(time.Until(ns.ExpiresAt).Seconds()),
		HttpOnly: true, Secure: s.secure, SameSite: http.SameSiteLaxMode,
	}
}

func (s *Server) clearCookie(name, path string) *http.Cookie {
	return &http.Cookie{Name: name, Value: "", Path: path, MaxAge: -1, HttpOnly: true, Secure: s.secure, SameSite: http.SameSiteLaxMode}
}

// client describes the caller to the account rules, including the session it holds (which
// a sign-in ends, and a password change keeps).
func (s *Server) client(r *http.Request) account.Client {
	return account.Client{IP: clientIP(r, s.proxies), UserAgent: r.UserAgent(), Session: s.presentedToken(r)}
}

package httpapi

import (
	"context"
	"net/http"
	"time"

	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/ratelimit"
)

// maxRequestBody is the largest request body the server reads: far above the largest form
// (a resume's fields, JSON-escaped) and Stripe's events, far below what would let a few
// requests exhaust memory. See ADR 0024.
const maxRequestBody = 1 << 20

// bodyReadTimeout is how long a client may take to send a body (Huma's default for typed
// bodies), so a slow sender cannot hold a request open.
const bodyReadTimeout = 5 * time.Second

const msgBodyTooLarge = "The request is too large: at most 1 MiB may be sent."

// withBodyLimit refuses a body announced (Content-Length) as larger than maxRequestBody
// before reading any of it. A body of unannounced length is cut at the limit by the API
// (every operation's MaxBodyBytes) and answered the same way; the server then stops reading
// it and closes the connection.
func withBodyLimit(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength > maxRequestBody {
			w.Header().Set("Connection", "close")
			writeProblem(w, http.StatusRequestEntityTooLarge, msgBodyTooLarge)
			return
		}
		next.ServeHTTP(w, r)
	})
}

// allowClient charges one request of the caller's address to a per-address limit, and
// answers the 429 problem (with Retry-After) that the public, sign-in-free endpoints give
// when the address has used its share.
func (s *Server) allowClient(ctx context.Context, limit *ratelimit.Keyed, msgLimited string) error {
	if ok, wait := limit.Allow(time.Now(), clientIP(httpRequest(ctx), s.proxies)); !ok {
		return problem(ctx, apperr.New(apperr.RateLimited, msgLimited).WithRetryAfter(wait))
	}
	return nil
}

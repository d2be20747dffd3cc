package httpapi

import (
	"context"
	"fmt"
	"log/slog"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/danielgtaylor/huma/v2"

	"github.com/draftsmith/draftsmith/internal/apperr"
)

// statusOf is the one table from error codes to HTTP statuses.
var statusOf = map[apperr.Code]int{
	apperr.Invalid:         http.StatusUnprocessableEntity,
	apperr.BadRequest:      http.StatusBadRequest,
	apperr.Unauthenticated: http.StatusUnauthorized,
	apperr.Forbidden:       http.StatusForbidden,
	apperr.NotFound:        http.StatusNotFound,
	apperr.Conflict:        http.StatusConflict,
	apperr.RateLimited:     http.StatusTooManyRequests,
	apperr.Unavailable:     http.StatusServiceUnavailable,
}

const msgInternal = "Something went wrong on our side. Please try again."

func init() {
	// Huma's default puts err.Error() of a 500 in the response and echoes submitted values
	// (passwords included) in validation errors. Neither may reach a client.
	huma.NewError = newProblem
}

// newProblem is Huma's error constructor, used for errors Huma itself raises (bad JSON,
// validation, panics) and for the generic 500 below.
func newProblem(status int, msg string, errs ...error) huma.StatusError {
	p := &huma.ErrorModel{Status: status, Title: http.StatusText(status), Detail: msg}
	if status >= 500 {
		p.Detail = msgInternal
		return p
	}
	for _, err := range errs {
		if err == nil {
			continue
		}
		d := &huma.ErrorDetail{Message: err.Error()}
		if ed, ok := err.(huma.ErrorDetailer); ok {
			src := ed.ErrorDetail()
			d = &huma.ErrorDetail{Message: src.Message, Location: src.Location}
		}
		p.Errors = append(p.Errors, d)
	}
	// Clients show the detail, so a validation failure names the field and the rule rather
	// than Huma's generic "validation failed".
	if len(p.Errors) > 0 && (msg == "validation failed" || msg == "") {
		first := p.Errors[0]
		if field := fieldName(first.Location); field != "" {
			p.Detail = fmt.Sprintf("%s: %s", field, first.Message)
		} else {
			p.Detail = first.Message
		}
	}
	return p
}

// fieldName turns "body.full_name" into "full_name".
func fieldName(location string) string {
	if i := strings.LastIndex(location, "."); i >= 0 {
		return location[i+1:]
	}
	return location
}

// retryAfterSeconds is the Retry-After header's value: whole seconds, rounded up, at least 1.
func retryAfterSeconds(d time.Duration) string {
	secs := int64((d + time.Second - 1) / time.Second)
	return strconv.FormatInt(max(secs, 1), 10)
}

// problem converts a feature's error into the API's problem response. Errors without a
// user-facing message are logged with the request id and answered with a generic 500.
func problem(ctx context.Context, err error) error {
	if e, ok := apperr.As(err); ok {
		status, known := statusOf[e.Code]
		if !known {
			status = http.StatusInternalServerError
		}
		if e.Err != nil {
			slog.WarnContext(ctx, "request failed", "code", e.Code, "err", e.Err)
		}
		// Built directly: the message was written for users, whatever the status.
		p := &huma.ErrorModel{Status: status, Title: http.StatusText(status), Detail: e.Message}
		if e.Field != "" {
			p.Errors = []*huma.ErrorDetail{{Message: e.Message, Location: e.Field}}
		}
		if e.RetryAfter > 0 {
			return huma.ErrorWithHeaders(p, http.Header{"Retry-After": {retryAfterSeconds(e.RetryAfter)}})
		}
		return p
	}
	if ctx.Err() != nil {
		// The client went away; nobody reads this answer.
		return huma.NewError(499, "request cancelled")
	}
	slog.ErrorContext(ctx, "internal error", "err", err)
	return huma.NewError(http.StatusInternalServerError, msgInternal)
}

// Package apperr is the error vocabulary shared by the feature packages and the HTTP layer.
//
// A feature returns an *Error with a Code and a Message that is safe to show to the user;
// the HTTP layer maps the Code to a status (one table, in httpapi) and sends the Message as
// the problem's detail. Anything else is an internal error: logged, never sent.
package apperr

import (
	"errors"
	"fmt"
	"time"
)

// Code classifies an error for the HTTP layer.
type Code string

const (
	Invalid         Code = "invalid"         // the request is well-formed but breaks a rule (422)
	BadRequest      Code = "bad_request"     // the request cannot be used as sent (400)
	Unauthenticated Code = "unauthenticated" // no valid session or credentials (401)
	Forbidden       Code = "forbidden"       // signed in, but not allowed (403)
	NotFound        Code = "not_found"       // nothing there for this user (404)
	Conflict        Code = "conflict"        // clashes with existing data (409)
	RateLimited     Code = "rate_limited"    // too many attempts (429)
	Unavailable     Code = "unavailable"     // a needed service is not configured or down (503)
)

// Error is a failure with a message the user may read.
type Error struct {
	Code    Code
	Message string
	// Field names the input the message is about, when there is one (e.g. "body.email").
	Field string
	// Err is the underlying cause, for logs only.
	Err error
	// RetryAfter, when set, tells the client how long to wait before trying again (the HTTP
	// layer sends it as a Retry-After header in whole seconds, rounded up). Used with
	// Unavailable when the server sheds load, and with RateLimited.
	RetryAfter time.Duration
}

func (e *Error) Error() string {
	if e.Err != nil {
		return fmt.Sprintf("%s: %s: %v", e.Code, e.Message, e.Err)
	}
	return fmt.Sprintf("%s: %s", e.Code, e.Message)
}

func (e *Error) Unwrap() error { return e.Err }

// New returns an error with a user-facing message.
func New(code Code, message string) *Error { return &Error{Code: code, Message: message} }

// WithRetryAfter returns e with a Retry-After hint, for chaining after New.
func (e *Error) WithRetryAfter(d time.Duration) *Error {
	e.RetryAfter = d
	return e
}

// Field returns an Invalid error about one input field.
func Field(field, message string) *Error {
	return &Error{Code: Invalid, Message: message, Field: field}
}

// As extracts an *Error from err's chain.
func As(err error) (*Error, bool) {
	var e *Error
	ok := errors.As(err, &e)
	return e, ok
}

// Is reports whether err carries the given code.
func Is(err error, code Code) bool {
	e, ok := As(err)
	return ok && e.Code == code
}

package store

import (
	"database/sql/driver"
	"errors"
	"io"
	"net"
	"strings"
	"syscall"

	"github.com/jackc/pgx/v5/pgconn"
)

// IsUnavailable reports whether err says the database could not be reached or went away —
// PostgreSQL restarting, shutting down, refusing connections, or a connection cut mid-way —
// rather than that a query was wrong. The same request is likely to succeed a little later,
// so the HTTP layer answers 503 with Retry-After instead of 500.
func IsUnavailable(err error) bool {
	if err == nil {
		return false
	}
	var connectErr *pgconn.ConnectError
	if errors.As(err, &connectErr) {
		return true // refused, unreachable, or "the database system is starting up"
	}
	var pgErr *pgconn.PgError
	if errors.As(err, &pgErr) {
		switch pgErr.Code {
		case "57P01", // admin_shutdown: a fast shutdown or pg_terminate_backend
			"57P02", // crash_shutdown
			"57P03", // cannot_connect_now: starting up or shutting down
			"53300": // too_many_connections
			return true
		}
		return strings.HasPrefix(pgErr.Code, "08") // connection_exception and its subclasses
	}
	// A pooled connection found dead inside a transaction surfaces as driver.ErrBadConn; one
	// closed before anything was sent is safe to retry by pgconn's own judgement; one cut
	// while reading an answer gives the read's own error, unwrapped.
	return errors.Is(err, driver.ErrBadConn) || pgconn.SafeToRetry(err) ||
		errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) || errors.Is(err, net.ErrClosed) ||
		errors.Is(err, syscall.ECONNRESET) || errors.Is(err, syscall.EPIPE)
}

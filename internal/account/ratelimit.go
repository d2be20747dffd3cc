package account

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/uptrace/bun"
)

// rateLimit is one row of auth_rate_limits.
type rateLimit struct {
	bun.BaseModel `bun:"table:auth_rate_limits"`

	Key     string `bun:"key,pk"`
	TATus   int64  `bun:"tat_us,notnull"`
	Allowed bool   `bun:"allowed,notnull"`
}

// limiter allows each key (an IP address or an account email) perMinute attempts a minute,
// refilled smoothly, with bursts of up to perMinute. Its state is in the database, so every
// instance on one database counts against the same limit (docs/adr/0011).
//
// Each key holds a GCRA "theoretical arrival time" (tat): an attempt at now is allowed when
// max(tat, now) + interval - now <= burst, and then advances tat to max(tat, now) + interval;
// a refused attempt leaves it as it was. That is a token bucket of perMinute tokens written
// as one number, so one upsert decides and records an attempt atomically on both databases.
type limiter struct {
	db        bun.IDB
	perMinute int
}

func newLimiter(db bun.IDB, perMinute int) *limiter {
	return &limiter{db: db, perMinute: max(perMinute, 1)}
}

// allow takes one attempt from every key and reports whether all of them had one left, and
// if not, how long until they will.
func (l *limiter) allow(ctx context.Context, now time.Time, keys ...string) (bool, time.Duration, error) {
	keys = slices.DeleteFunc(slices.Clone(keys), func(k string) bool { return k == "" })
	// Sorted and unique: one statement may not touch a row twice, and a fixed order keeps
	// two concurrent attempts from locking each other's rows in opposite orders.
	slices.Sort(keys)
	keys = slices.Compact(keys)
	if len(keys) == 0 {
		return true, 0, nil
	}
	interval := (time.Minute / time.Duration(l.perMinute)).Microseconds()
	burst := interval * int64(l.perMinute)
	nowUS := now.UnixMicro()

	// The row's tat if it is still ahead of now, else now: where the next slot starts.
	const next = "(CASE WHEN auth_rate_limits.tat_us > ? THEN auth_rate_limits.tat_us ELSE ? END)"
	fits := next + " + ? - ? <= ?"
	var values []string
	var args []any
	for _, k := range keys {
		values = append(values, "(?, ?, TRUE)")
		args = append(args, k, nowUS+interval)
	}
	query := fmt.Sprintf(`INSERT INTO auth_rate_limits (key, tat_us, allowed) VALUES %s
ON CONFLICT (key) DO UPDATE SET
	tat_us = CASE WHEN %s THEN %s + ? ELSE auth_rate_limits.tat_us END,
	allowed = %s
RETURNING key, tat_us, allowed`, strings.Join(values, ", "), fits, next, fits)
	fitsArgs := []any{nowUS, nowUS, interval, nowUS, burst}
	args = append(args, fitsArgs...)
	args = append(args, nowUS, nowUS, interval)
	args = append(args, fitsArgs...)

	var rows []rateLimit
	if err := l.db.NewRaw(query, args...).Scan(ctx, &rows); err != nil {
		return false, 0, fmt.Errorf("rate limit: %w", err)
	}
	ok := true
	var wait int64
	for _, r := range rows {
		if !r.Allowed {
			ok = false
			// The next attempt fits once now' >= tat + interval - burst.
			wait = max(wait, r.TATus+interval-burst-nowUS)
		}
	}
	return ok, time.Duration(wait) * time.Microsecond, nil
}

// deleteFull removes the rows of keys whose bucket has refilled: they say nothing a missing
// row would not.
func (l *limiter) deleteFull(ctx context.Context, now time.Time) error {
	_, err := l.db.NewDelete().Model((*rateLimit)(nil)).Where("tat_us <= ?", now.UnixMicro()).Exec(ctx)
	return err
}

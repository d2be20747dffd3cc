package drafting

import (
	"context"
	"time"
)

// maxWriterPace bounds how long a paced built-in writer may take to stream one draft.
const maxWriterPace = 30 * time.Second

type paceKey struct{}

// WithWriterPace asks the built-in writer to spread its stream over about d instead of
// sending it at once. It exists for end-to-end tests of what the user sees while a draft is
// being written (a slow model): the server honours it only when configured to
// (WRITER_PACE_HEADER, ADR 0050). d is capped at 30 s; 0 or less changes nothing.
func WithWriterPace(ctx context.Context, d time.Duration) context.Context {
	if d <= 0 {
		return ctx
	}
	return context.WithValue(ctx, paceKey{}, min(d, maxWriterPace))
}

func writerPace(ctx context.Context) time.Duration {
	d, _ := ctx.Value(paceKey{}).(time.Duration)
	return d
}

// waitFor waits d, or until ctx ends; it reports whether the whole wait passed.
func waitFor(ctx context.Context, d time.Duration) bool {
	if d <= 0 {
		return ctx.Err() == nil
	}
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return true
	case <-ctx.Done():
		return false
	}
}

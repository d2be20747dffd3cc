package account

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// limiter allows each key (an IP address or an account email) a number of attempts per
// minute, refilled smoothly. It lives in memory: with several instances, each enforces the
// limit on its own, which still bounds guessing to instances × limit.
type limiter struct {
	perMinute int
	mu        sync.Mutex
	keys      map[string]*limiterEntry
	lastSweep time.Time
}

type limiterEntry struct {
	lim  *rate.Limiter
	seen time.Time
}

func newLimiter(perMinute int) *limiter {
	return &limiter{perMinute: perMinute, keys: map[string]*limiterEntry{}}
}

// allow takes one attempt from every key and reports whether all of them had one left.
func (l *limiter) allow(now time.Time, keys ...string) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	if now.Sub(l.lastSweep) > time.Minute {
		for k, e := range l.keys {
			if now.Sub(e.seen) > 2*time.Minute { // idle long enough to be full again
				delete(l.keys, k)
			}
		}
		l.lastSweep = now
	}
	ok := true
	for _, k := range keys {
		if k == "" {
			continue
		}
		e := l.keys[k]
		if e == nil {
			e = &limiterEntry{lim: rate.NewLimiter(rate.Every(time.Minute/time.Duration(l.perMinute)), l.perMinute)}
			l.keys[k] = e
		}
		e.seen = now
		if !e.lim.AllowN(now, 1) {
			ok = false
		}
	}
	return ok
}

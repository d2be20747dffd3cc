// Package ratelimit allows each key (a client address, an account) a number of requests per
// minute, refilled smoothly. It lives in memory: with several instances each enforces the
// limit on its own, which still bounds a client to instances × limit.
package ratelimit

import (
	"sync"
	"time"

	"golang.org/x/time/rate"
)

// Keyed is a token bucket per key.
type Keyed struct {
	perMinute int
	mu        sync.Mutex
	keys      map[string]*entry
	lastSweep time.Time
}

type entry struct {
	lim  *rate.Limiter
	seen time.Time
}

// New allows perMinute requests a minute per key, in a burst of up to perMinute.
func New(perMinute int) *Keyed {
	return &Keyed{perMinute: max(perMinute, 1), keys: map[string]*entry{}}
}

// Allow takes one request from key's bucket. When it is empty it reports false and how long
// until the next request is allowed.
func (k *Keyed) Allow(now time.Time, key string) (bool, time.Duration) {
	k.mu.Lock()
	defer k.mu.Unlock()
	if now.Sub(k.lastSweep) > time.Minute {
		for key, e := range k.keys {
			if now.Sub(e.seen) > 2*time.Minute { // idle long enough to be full again
				delete(k.keys, key)
			}
		}
		k.lastSweep = now
	}
	e := k.keys[key]
	if e == nil {
		e = &entry{lim: rate.NewLimiter(rate.Every(time.Minute/time.Duration(k.perMinute)), k.perMinute)}
		k.keys[key] = e
	}
	e.seen = now
	r := e.lim.ReserveN(now, 1)
	if d := r.DelayFrom(now); d > 0 {
		r.CancelAt(now)
		return false, d
	}
	return true, 0
}

// Len is the number of keys held (for tests of the sweep).
func (k *Keyed) Len() int {
	k.mu.Lock()
	defer k.mu.Unlock()
	return len(k.keys)
}

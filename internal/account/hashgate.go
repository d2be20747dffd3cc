package account

import (
	"context"
	"runtime"
	"time"

	"github.com/draftsmith/draftsmith/internal/apperr"
)

// MsgBusy answers a sign-in, sign-up, reset or password change that arrives while the
// password hashing is already at capacity.
const MsgBusy = "Too many sign-ins at once. Please try again in a moment."

// Bounds of the password-hashing gate (docs/adr/0011). Every argon2id hash holds
// argonMemoryKiB (19 MiB) for about 35 ms of one core, so memory grows with the number of
// hashes running at once: the gate runs one per core (at most maxHashSlots), lets a short
// queue wait behind them, and turns the rest away at once with 503 and Retry-After instead
// of letting a burst of sign-ins take gigabytes.
const (
	maxHashSlots = 16
	// hashQueuePerSlot waiters per running hash: about this many hash times of waiting.
	hashQueuePerSlot = 8
	// hashMaxWait bounds a queued request's wait even when hashes run slower than usual.
	hashMaxWait = 2 * time.Second
	// hashRetryAfter is what a turned-away client is told to wait.
	hashRetryAfter = time.Second
)

// hashGate is a semaphore over the argon2id work with a bounded queue in front of it.
type hashGate struct {
	// admitted holds one token per request running or queued; running one per hash running.
	admitted chan struct{}
	running  chan struct{}
	maxWait  time.Duration
	// entered, when set (tests only), runs inside the gate before the hash.
	entered func()
}

// newHashGate sizes the gate: slots hashes at once (0: one per core, at most maxHashSlots)
// and queue waiting (negative: none; 0: hashQueuePerSlot per slot).
func newHashGate(slots, queue int) *hashGate {
	if slots <= 0 {
		slots = min(runtime.GOMAXPROCS(0), maxHashSlots)
	}
	switch {
	case queue < 0:
		queue = 0
	case queue == 0:
		queue = hashQueuePerSlot * slots
	}
	return &hashGate{admitted: make(chan struct{}, slots+queue), running: make(chan struct{}, slots), maxWait: hashMaxWait}
}

func errBusy() error {
	return apperr.New(apperr.Unavailable, MsgBusy).WithRetryAfter(hashRetryAfter)
}

// do runs fn inside the gate, or refuses at once when the queue is full, or after waiting
// maxWait for a free slot.
func (g *hashGate) do(ctx context.Context, fn func()) error {
	select {
	case g.admitted <- struct{}{}:
	default:
		return errBusy()
	}
	defer func() { <-g.admitted }()
	timer := time.NewTimer(g.maxWait)
	defer timer.Stop()
	select {
	case g.running <- struct{}{}:
	case <-timer.C:
		return errBusy()
	case <-ctx.Done():
		return ctx.Err()
	}
	defer func() { <-g.running }()
	if g.entered != nil {
		g.entered()
	}
	fn()
	return nil
}

// hash returns the argon2id hash of password, through the gate.
func (g *hashGate) hash(ctx context.Context, password string) (string, error) {
	var h string
	err := g.do(ctx, func() { h = hashPassword(password) })
	return h, err
}

// check compares password with an encoded hash, through the gate. Unknown accounts are
// checked against dummyHash the same way, so they wait, cost and are refused alike.
func (g *hashGate) check(ctx context.Context, encoded, password string) (bool, error) {
	var ok bool
	var herr error
	if err := g.do(ctx, func() { ok, herr = checkPassword(encoded, password) }); err != nil {
		return false, err
	}
	return ok, herr
}

package account_test

import (
	"sync"
	"testing"
	"time"

	"github.com/uptrace/bun"

	"github.com/draftsmith/draftsmith/internal/account"
	"github.com/draftsmith/draftsmith/internal/apperr"
	"github.com/draftsmith/draftsmith/internal/store/storetest"
)

// With the gate full (one hash running, one waiting), every further sign-in is turned away
// at once with Unavailable and a Retry-After, for unknown addresses as for known ones; the
// admitted ones finish once the gate frees.
func TestPasswordHashingIsBoundedAndShedsTheRest(t *testing.T) {
	storetest.ForEachDB(t, func(t *testing.T, db *bun.DB) {
		f := newService(t, db, false, func(o *account.Options) { o.HashSlots, o.HashQueue = 1, 1 })
		if _, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "ann@example.com", Password: "kettle-sparrow-7"}, client); err != nil {
			t.Fatal(err)
		}
		release := make(chan struct{})
		inside := make(chan struct{}, 8)
		f.svc.OnHash(func() {
			inside <- struct{}{}
			<-release
		})

		var wg sync.WaitGroup
		admitted := make([]error, 2)
		wg.Go(func() { _, _, admitted[0] = f.svc.Login(ctx, "ann@example.com", "kettle-sparrow-7", client) })
		<-inside // the first holds the only slot
		wg.Go(func() { _, _, admitted[1] = f.svc.Login(ctx, "nobody@example.com", "kettle-sparrow-7", client) })
		// The second waits in the queue; give it time to get there.
		time.Sleep(100 * time.Millisecond)

		for name, try := range map[string]func() error{
			"known email": func() error {
				_, _, err := f.svc.Login(ctx, "ann@example.com", "kettle-sparrow-7", client)
				return err
			},
			"unknown email": func() error {
				_, _, err := f.svc.Login(ctx, "ghost@example.com", "kettle-sparrow-7", client)
				return err
			},
			"sign-up": func() error {
				_, err := f.svc.SignUp(ctx, account.SignUpInput{Email: "bea@example.com", Password: "kettle-sparrow-7"}, client)
				return err
			},
		} {
			t.Run(name, func(t *testing.T) {
				start := time.Now()
				err := try()
				e, ok := apperr.As(err)
				if !ok || e.Code != apperr.Unavailable || e.Message != account.MsgBusy || e.RetryAfter <= 0 {
					t.Fatalf("got %v, want %q with a Retry-After", err, account.MsgBusy)
				}
				if d := time.Since(start); d > time.Second {
					t.Fatalf("refusal took %s: it must not wait for the gate", d)
				}
			})
		}
		close(release)
		wg.Wait()
		if admitted[0] != nil {
			t.Fatalf("the sign-in holding the slot: %v", admitted[0])
		}
		if !apperr.Is(admitted[1], apperr.Unauthenticated) {
			t.Fatalf("the queued unknown-email sign-in: %v, want the usual bad-credentials answer", admitted[1])
		}
		if n := count(t, db, (*account.User)(nil), "email = ?", "bea@example.com"); n != 0 {
			t.Fatal("a refused sign-up created an account")
		}
	})
}

package ratelimit

import (
	"testing"
	"time"
)

func TestKeyedAllowsABurstThenRefills(t *testing.T) {
	k := New(3)
	now := time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)
	for i := range 3 {
		if ok, _ := k.Allow(now, "1.2.3.4"); !ok {
			t.Fatalf("request %d refused", i+1)
		}
	}
	ok, wait := k.Allow(now, "1.2.3.4")
	if ok || wait <= 0 || wait > 20*time.Second {
		t.Fatalf("4th request: allowed %v, wait %v (want refused, about 20 s)", ok, wait)
	}
	if ok, _ := k.Allow(now, "5.6.7.8"); !ok {
		t.Fatal("another key shares the bucket")
	}
	if ok, _ := k.Allow(now.Add(wait), "1.2.3.4"); !ok {
		t.Fatal("not allowed again after the wait it gave")
	}
	// A refused request does not use up the refill.
	if ok, _ := k.Allow(now.Add(wait), "1.2.3.4"); ok {
		t.Fatal("the bucket should be empty again")
	}
}

func TestKeyedForgetsIdleKeys(t *testing.T) {
	k := New(1)
	now := time.Now()
	k.Allow(now, "a")
	k.Allow(now.Add(90*time.Second), "b")
	k.Allow(now.Add(4*time.Minute), "c")
	if k.Len() != 1 {
		t.Fatalf("%d keys held, want only the fresh one", k.Len())
	}
}

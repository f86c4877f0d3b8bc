// Package flowcontrol is client-go's util/flowcontrol ([CG] util/flowcontrol/throttle.go,
// backoff.go): the REST client's rate limiters (a token bucket over golang.org/x/time/rate, and the
// fakes that always or never accept) and the per-item Backoff. Time is the virtual clock's.
package flowcontrol

import (
	"context"
	"errors"
	"sync"
	"time"

	"golang.org/x/time/rate"
	"k8s.io/utils/clock"
)

// PassiveRateLimiter is a rate limiter that only answers whether a request may go now.
type PassiveRateLimiter interface {
	// TryAccept returns true if a token is taken immediately. Otherwise,
	// it returns false.
	TryAccept() bool
	// Stop stops the rate limiter, subsequent calls to CanAccept will return false
	Stop()
	// QPS returns QPS of this rate limiter
	QPS() float32
}

// RateLimiter is a PassiveRateLimiter that can also wait for a token.
type RateLimiter interface {
	PassiveRateLimiter
	// Accept returns once a token becomes available.
	Accept()
	// Wait returns nil if a token is taken before the Context is done.
	Wait(ctx context.Context) error
}

type tokenBucketPassiveRateLimiter struct {
	limiter *rate.Limiter
	qps     float32
	clock   clock.PassiveClock
}

type tokenBucketRateLimiter struct {
	tokenBucketPassiveRateLimiter
	clock Clock
}

// NewTokenBucketRateLimiter creates a rate limiter which implements a token bucket approach.
// The rate limiter allows bursts of up to 'burst' to exceed the QPS, while still maintaining a
// smoothed qps rate of 'qps'. The bucket is initially filled with 'burst' tokens, and refills at a
// rate of 'qps'. The maximum number of tokens in the bucket is capped at 'burst'.
func NewTokenBucketRateLimiter(qps float32, burst int) RateLimiter {
	return NewTokenBucketRateLimiterWithClock(qps, burst, clock.RealClock{})
}

// NewTokenBucketPassiveRateLimiter is similar to NewTokenBucketRateLimiter except that it returns
// a PassiveRateLimiter which does not have Accept() and Wait() methods.
func NewTokenBucketPassiveRateLimiter(qps float32, burst int) PassiveRateLimiter {
	return NewTokenBucketPassiveRateLimiterWithClock(qps, burst, clock.RealClock{})
}

// Clock is the clock a token bucket sleeps on in Accept.
type Clock interface {
	clock.PassiveClock
	Sleep(time.Duration)
}

var _ Clock = (*clock.RealClock)(nil)

// NewTokenBucketRateLimiterWithClock is identical to NewTokenBucketRateLimiter but allows an
// injectable clock, for tests.
func NewTokenBucketRateLimiterWithClock(qps float32, burst int, c Clock) RateLimiter {
	passive := passiveBucket(qps, burst, c)
	return &tokenBucketRateLimiter{tokenBucketPassiveRateLimiter: *passive, clock: c}
}

// NewTokenBucketPassiveRateLimiterWithClock is similar to NewTokenBucketRateLimiterWithClock except
// that it returns a PassiveRateLimiter which does not have Accept() and Wait() methods and uses
// PassiveClock.
func NewTokenBucketPassiveRateLimiterWithClock(qps float32, burst int, c clock.PassiveClock) PassiveRateLimiter {
	return passiveBucket(qps, burst, c)
}

func passiveBucket(qps float32, burst int, c clock.PassiveClock) *tokenBucketPassiveRateLimiter {
	return &tokenBucketPassiveRateLimiter{limiter: rate.NewLimiter(rate.Limit(qps), burst), qps: qps, clock: c}
}

func (tbprl *tokenBucketPassiveRateLimiter) Stop() {}

func (tbprl *tokenBucketPassiveRateLimiter) QPS() float32 {
	return tbprl.qps
}

func (tbprl *tokenBucketPassiveRateLimiter) TryAccept() bool {
	return tbprl.limiter.AllowN(tbprl.clock.Now(), 1)
}

// Accept will block until a token becomes available
func (tbrl *tokenBucketRateLimiter) Accept() {
	now := tbrl.clock.Now()
	tbrl.clock.Sleep(tbrl.limiter.ReserveN(now, 1).DelayFrom(now))
}

func (tbrl *tokenBucketRateLimiter) Wait(ctx context.Context) error {
	return tbrl.limiter.Wait(ctx)
}

type fakeAlwaysRateLimiter struct{}

// NewFakeAlwaysRateLimiter returns a rate limiter that accepts every request at once.
func NewFakeAlwaysRateLimiter() RateLimiter {
	return &fakeAlwaysRateLimiter{}
}

func (t *fakeAlwaysRateLimiter) TryAccept() bool                { return true }
func (t *fakeAlwaysRateLimiter) Stop()                          {}
func (t *fakeAlwaysRateLimiter) Accept()                        {}
func (t *fakeAlwaysRateLimiter) QPS() float32                   { return 1 }
func (t *fakeAlwaysRateLimiter) Wait(ctx context.Context) error { return nil }

type fakeNeverRateLimiter struct {
	wg sync.WaitGroup
}

// NewFakeNeverRateLimiter returns a rate limiter that accepts nothing: Accept blocks until Stop.
func NewFakeNeverRateLimiter() RateLimiter {
	rl := fakeNeverRateLimiter{}
	rl.wg.Add(1)
	return &rl
}

func (t *fakeNeverRateLimiter) TryAccept() bool { return false }
func (t *fakeNeverRateLimiter) Stop()           { t.wg.Done() }
func (t *fakeNeverRateLimiter) Accept()         { t.wg.Wait() }
func (t *fakeNeverRateLimiter) QPS() float32    { return 1 }
func (t *fakeNeverRateLimiter) Wait(ctx context.Context) error {
	return errors.New("can not be accept")
}

var (
	_ RateLimiter        = (*tokenBucketRateLimiter)(nil)
	_ RateLimiter        = (*fakeAlwaysRateLimiter)(nil)
	_ RateLimiter        = (*fakeNeverRateLimiter)(nil)
	_ PassiveRateLimiter = (*tokenBucketPassiveRateLimiter)(nil)
)

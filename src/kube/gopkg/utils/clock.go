// Package clock: k8s.io/utils/clock, the clocks controllers take so that tests can swap in a fake
// one (clock/testing). RealClock is the time package's clock, which in a run is the virtual one.
package clock

import "time"

// PassiveClock reads the time and schedules nothing.
type PassiveClock interface {
	Now() time.Time
	Since(time.Time) time.Duration
}

// Clock reads the time and waits on it.
type Clock interface {
	PassiveClock
	After(d time.Duration) <-chan time.Time
	NewTimer(d time.Duration) Timer
	Sleep(d time.Duration)
	Tick(d time.Duration) <-chan time.Time
}

// WithTicker is a Clock with tickers.
type WithTicker interface {
	Clock
	NewTicker(time.Duration) Ticker
}

// WithDelayedExecution is a Clock with AfterFunc.
type WithDelayedExecution interface {
	Clock
	AfterFunc(d time.Duration, f func()) Timer
}

// WithTickerAndDelayedExecution is a Clock with tickers and AfterFunc.
type WithTickerAndDelayedExecution interface {
	WithTicker
	AfterFunc(d time.Duration, f func()) Timer
}

// Ticker is a time.Ticker behind an interface.
type Ticker interface {
	C() <-chan time.Time
	Stop()
}

var _ = WithTicker(RealClock{})

// RealClock is the time package's clock.
type RealClock struct{}

// Now returns the current time.
func (RealClock) Now() time.Time {
	return time.Now()
}

// Since returns time since the specified timestamp.
func (RealClock) Since(ts time.Time) time.Duration {
	return time.Since(ts)
}

// After is the same as time.After(d).
func (RealClock) After(d time.Duration) <-chan time.Time {
	return time.After(d)
}

// NewTimer is the same as time.NewTimer(d)
func (RealClock) NewTimer(d time.Duration) Timer {
	return &realTimer{
		timer: time.NewTimer(d),
	}
}

// AfterFunc is the same as time.AfterFunc(d, f).
func (RealClock) AfterFunc(d time.Duration, f func()) Timer {
	return &realTimer{
		timer: time.AfterFunc(d, f),
	}
}

// Tick is the same as time.Tick(d)
func (RealClock) Tick(d time.Duration) <-chan time.Time {
	return time.Tick(d)
}

// NewTicker returns a new Ticker.
func (RealClock) NewTicker(d time.Duration) Ticker {
	return &realTicker{
		ticker: time.NewTicker(d),
	}
}

// Sleep is the same as time.Sleep(d)
func (RealClock) Sleep(d time.Duration) {
	time.Sleep(d)
}

// Timer is a time.Timer behind an interface.
type Timer interface {
	C() <-chan time.Time
	Stop() bool
	Reset(d time.Duration) bool
}

var _ = Timer(&realTimer{})

type realTimer struct {
	timer *time.Timer
}

// C returns the underlying timer's channel.
func (r *realTimer) C() <-chan time.Time {
	return r.timer.C
}

// Stop calls Stop() on the underlying timer.
func (r *realTimer) Stop() bool {
	return r.timer.Stop()
}

// Reset calls Reset() on the underlying timer.
func (r *realTimer) Reset(d time.Duration) bool {
	return r.timer.Reset(d)
}

type realTicker struct {
	ticker *time.Ticker
}

func (r *realTicker) C() <-chan time.Time {
	return r.ticker.C
}

func (r *realTicker) Stop() {
	r.ticker.Stop()
}

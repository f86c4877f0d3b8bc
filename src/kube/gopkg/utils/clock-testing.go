// Package testing: k8s.io/utils/clock/testing, fake clocks for tests. A FakeClock's time moves only
// when told (Step, SetTime, Sleep); its timers and tickers fire then, in the stepping goroutine.
package testing

import (
	"sync"
	"time"

	"k8s.io/utils/clock"
)

var (
	_ = clock.PassiveClock(&FakePassiveClock{})
	_ = clock.WithTicker(&FakeClock{})
	_ = clock.Clock(&IntervalClock{})
)

// FakePassiveClock is a PassiveClock whose time is set by hand.
type FakePassiveClock struct {
	lock sync.RWMutex
	time time.Time
}

// FakeClock is a clock.WithTicker whose time moves only by Step, SetTime or Sleep.
type FakeClock struct {
	FakePassiveClock

	waiters []*fakeClockWaiter
}

type fakeClockWaiter struct {
	targetTime    time.Time
	stepInterval  time.Duration
	skipIfBlocked bool
	destChan      chan time.Time
	afterFunc     func()
}

// NewFakePassiveClock returns a new FakePassiveClock.
func NewFakePassiveClock(t time.Time) *FakePassiveClock {
	return &FakePassiveClock{
		time: t,
	}
}

// NewFakeClock constructs a fake clock set to the provided time.
func NewFakeClock(t time.Time) *FakeClock {
	return &FakeClock{
		FakePassiveClock: *NewFakePassiveClock(t),
	}
}

// Now returns f's time.
func (f *FakePassiveClock) Now() time.Time {
	f.lock.RLock()
	defer f.lock.RUnlock()
	return f.time
}

// Since returns time since the time in f.
func (f *FakePassiveClock) Since(ts time.Time) time.Duration {
	f.lock.RLock()
	defer f.lock.RUnlock()
	return f.time.Sub(ts)
}

// SetTime sets the time on the FakePassiveClock.
func (f *FakePassiveClock) SetTime(t time.Time) {
	f.lock.Lock()
	defer f.lock.Unlock()
	f.time = t
}

// After is the fake version of time.After(d).
func (f *FakeClock) After(d time.Duration) <-chan time.Time {
	f.lock.Lock()
	defer f.lock.Unlock()
	ch := make(chan time.Time, 1) // a buffer of one: firing never blocks
	f.waiters = append(f.waiters, &fakeClockWaiter{targetTime: f.time.Add(d), destChan: ch})
	return ch
}

// NewTimer constructs a fake timer, akin to time.NewTimer(d).
func (f *FakeClock) NewTimer(d time.Duration) clock.Timer {
	return f.newTimer(d, nil)
}

// AfterFunc is the Fake version of time.AfterFunc(d, cb).
func (f *FakeClock) AfterFunc(d time.Duration, cb func()) clock.Timer {
	return f.newTimer(d, cb)
}

func (f *FakeClock) newTimer(d time.Duration, cb func()) *fakeTimer {
	f.lock.Lock()
	defer f.lock.Unlock()
	timer := &fakeTimer{
		fakeClock: f,
		waiter: fakeClockWaiter{
			targetTime: f.time.Add(d),
			destChan:   make(chan time.Time, 1),
			afterFunc:  cb,
		},
	}
	f.waiters = append(f.waiters, &timer.waiter)
	return timer
}

// Tick constructs a fake ticker, akin to time.Tick
func (f *FakeClock) Tick(d time.Duration) <-chan time.Time {
	if d <= 0 {
		return nil
	}
	return f.newTicker(d)
}

// NewTicker returns a new Ticker.
func (f *FakeClock) NewTicker(d time.Duration) clock.Ticker {
	return &fakeTicker{c: f.newTicker(d)}
}

// newTicker: a waiter that re-arms every d and drops a tick its channel has no room for.
func (f *FakeClock) newTicker(d time.Duration) chan time.Time {
	f.lock.Lock()
	defer f.lock.Unlock()
	ch := make(chan time.Time, 1)
	f.waiters = append(f.waiters, &fakeClockWaiter{
		targetTime:    f.time.Add(d),
		stepInterval:  d,
		skipIfBlocked: true,
		destChan:      ch,
	})
	return ch
}

// Step moves the time by d, firing what is due.
func (f *FakeClock) Step(d time.Duration) {
	f.lock.Lock()
	defer f.lock.Unlock()
	f.setTimeLocked(f.time.Add(d))
}

// SetTime sets the time.
func (f *FakeClock) SetTime(t time.Time) {
	f.lock.Lock()
	defer f.lock.Unlock()
	f.setTimeLocked(t)
}

// setTimeLocked fires the waiters due at t (an AfterFunc's function runs here, in the caller's
// goroutine); tickers are re-armed past t, the others dropped.
func (f *FakeClock) setTimeLocked(t time.Time) {
	f.time = t
	newWaiters := make([]*fakeClockWaiter, 0, len(f.waiters))
	for i := range f.waiters {
		w := f.waiters[i]
		if w.targetTime.After(t) {
			newWaiters = append(newWaiters, w)
			continue
		}
		if w.skipIfBlocked {
			select {
			case w.destChan <- t:
			default:
			}
		} else {
			w.destChan <- t
		}
		if w.afterFunc != nil {
			w.afterFunc()
		}
		if w.stepInterval > 0 {
			for !w.targetTime.After(t) {
				w.targetTime = w.targetTime.Add(w.stepInterval)
			}
			newWaiters = append(newWaiters, w)
		}
	}
	f.waiters = newWaiters
}

// HasWaiters: Waiters() > 0.
func (f *FakeClock) HasWaiters() bool {
	f.lock.RLock()
	defer f.lock.RUnlock()
	return len(f.waiters) > 0
}

// Waiters: the pending Afters, AfterFuncs and timers, and every ticker.
func (f *FakeClock) Waiters() int {
	f.lock.RLock()
	defer f.lock.RUnlock()
	return len(f.waiters)
}

// Sleep is akin to time.Sleep
func (f *FakeClock) Sleep(d time.Duration) {
	f.Step(d)
}

// IntervalClock: Now steps Time by Duration; the clock.Clock methods beyond PassiveClock panic.
//
// Deprecated: See SimpleIntervalClock for an alternative that only has the methods of PassiveClock.
type IntervalClock struct {
	Time     time.Time
	Duration time.Duration
}

// Now returns i's time.
func (i *IntervalClock) Now() time.Time {
	i.Time = i.Time.Add(i.Duration)
	return i.Time
}

// Since returns time since the time in i.
func (i *IntervalClock) Since(ts time.Time) time.Duration {
	return i.Time.Sub(ts)
}

// After is unimplemented, will panic.
func (*IntervalClock) After(d time.Duration) <-chan time.Time {
	panic("IntervalClock doesn't implement After")
}

// NewTimer is unimplemented, will panic.
func (*IntervalClock) NewTimer(d time.Duration) clock.Timer {
	panic("IntervalClock doesn't implement NewTimer")
}

// AfterFunc is unimplemented, will panic.
func (*IntervalClock) AfterFunc(d time.Duration, f func()) clock.Timer {
	panic("IntervalClock doesn't implement AfterFunc")
}

// Tick is unimplemented, will panic.
func (*IntervalClock) Tick(d time.Duration) <-chan time.Time {
	panic("IntervalClock doesn't implement Tick")
}

// NewTicker has no implementation yet and is omitted.
func (*IntervalClock) NewTicker(d time.Duration) clock.Ticker {
	panic("IntervalClock doesn't implement NewTicker")
}

// Sleep is unimplemented, will panic.
func (*IntervalClock) Sleep(d time.Duration) {
	panic("IntervalClock doesn't implement Sleep")
}

var _ = clock.Timer(&fakeTimer{})

type fakeTimer struct {
	fakeClock *FakeClock
	waiter    fakeClockWaiter
}

// C returns the channel that notifies when this timer has fired.
func (f *fakeTimer) C() <-chan time.Time {
	return f.waiter.destChan
}

// Stop removes the timer; true if it had not fired.
func (f *fakeTimer) Stop() bool {
	f.fakeClock.lock.Lock()
	defer f.fakeClock.lock.Unlock()

	active := false
	newWaiters := make([]*fakeClockWaiter, 0, len(f.fakeClock.waiters))
	for i := range f.fakeClock.waiters {
		w := f.fakeClock.waiters[i]
		if w != &f.waiter {
			newWaiters = append(newWaiters, w)
			continue
		}
		active = true
	}
	f.fakeClock.waiters = newWaiters
	return active
}

// Reset re-arms the timer at the clock's time + d; true if it had not fired.
func (f *fakeTimer) Reset(d time.Duration) bool {
	f.fakeClock.lock.Lock()
	defer f.fakeClock.lock.Unlock()

	active := false
	f.waiter.targetTime = f.fakeClock.time.Add(d)
	for i := range f.fakeClock.waiters {
		if f.fakeClock.waiters[i] == &f.waiter {
			active = true
			break
		}
	}
	if !active {
		f.fakeClock.waiters = append(f.fakeClock.waiters, &f.waiter)
	}
	return active
}

type fakeTicker struct {
	c <-chan time.Time
}

func (t *fakeTicker) C() <-chan time.Time {
	return t.c
}

func (t *fakeTicker) Stop() {
}

// SimpleIntervalClock is a PassiveClock whose Now steps Time by Duration.
type SimpleIntervalClock struct {
	Time     time.Time
	Duration time.Duration
}

// Now returns i's time.
func (i *SimpleIntervalClock) Now() time.Time {
	i.Time = i.Time.Add(i.Duration)
	return i.Time
}

// Since returns time since the time in i.
func (i *SimpleIntervalClock) Since(ts time.Time) time.Duration {
	return i.Time.Sub(ts)
}

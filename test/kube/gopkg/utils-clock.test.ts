// k8s.io/utils/clock and clock/testing were not provided; controllers take a clock.Clock so that
// their tests can step a FakeClock. The expected output is real Go 1.23's on k8s.io/utils
// (clock/ at kubernetes/utils master, 2026-07): FakeClock's After/NewTimer/AfterFunc/Tick/
// NewTicker fire when Step or SetTime passes them (tickers re-arm and drop a tick with no room,
// AfterFunc runs in the stepping goroutine), Timer Stop/Reset report whether the timer was
// pending, IntervalClock steps on Now and panics beyond PassiveClock, and RealClock is the time
// package's clock (virtual time in a run).

import { describe, expect, it } from 'vitest';
import { runMain } from './helpers.ts';

const program = `package main

import (
	"fmt"
	"time"

	"k8s.io/utils/clock"
	clocktesting "k8s.io/utils/clock/testing"
)

// expiry decides when a lease-like object is stale, on an injected clock.
type expiry struct {
	clock clock.PassiveClock
	ttl   time.Duration
}

func (e expiry) stale(renewed time.Time) bool { return e.clock.Since(renewed) > e.ttl }

func main() {
	start := time.Date(2024, 1, 2, 3, 4, 5, 0, time.UTC)
	fc := clocktesting.NewFakeClock(start)
	e := expiry{clock: fc, ttl: 15 * time.Second}
	fmt.Println(e.stale(start), fc.HasWaiters(), fc.Waiters())

	after := fc.After(10 * time.Second)
	timer := fc.NewTimer(5 * time.Second)
	ticker := fc.NewTicker(3 * time.Second)
	fired := 0
	fc.AfterFunc(4*time.Second, func() { fired++ })
	tick := fc.Tick(0)
	fmt.Println("waiters", fc.Waiters(), tick == nil)

	fc.Step(4 * time.Second)
	select {
	case t := <-ticker.C():
		fmt.Println("tick at", t.Sub(start))
	default:
		fmt.Println("no tick")
	}
	fmt.Println("fired", fired, "waiters", fc.Waiters())
	fmt.Println("timer stop", timer.Stop(), "again", timer.Stop(), "reset", timer.Reset(time.Second))
	fc.Step(7 * time.Second)
	fmt.Println(len(after), len(timer.C()), len(ticker.C()), fc.Since(start), e.stale(start))
	<-after
	fmt.Println("waiters", fc.Waiters())
	fc.SetTime(start.Add(time.Hour))
	fmt.Println(e.stale(start), fc.Now().Format(time.RFC3339))
	fc.Sleep(time.Minute)
	fmt.Println(fc.Now().Sub(start))

	ic := &clocktesting.IntervalClock{Time: start, Duration: time.Second}
	fmt.Println(ic.Now().Sub(start), ic.Now().Sub(start), ic.Since(start))
	sic := &clocktesting.SimpleIntervalClock{Time: start, Duration: 2 * time.Second}
	fmt.Println(sic.Now().Sub(start))
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		ic.Sleep(time.Second)
	}()

	var rc clock.WithTickerAndDelayedExecution = clock.RealClock{}
	t0 := rc.Now()
	rc.Sleep(2 * time.Second)
	fmt.Println(rc.Since(t0).Round(time.Second))
	done := make(chan struct{})
	rc.AfterFunc(time.Second, func() { close(done) })
	<-done
	tk := rc.NewTicker(time.Second)
	<-tk.C()
	tk.Stop()
	fmt.Println(rc.Since(t0).Round(time.Second))
}
`;

describe('k8s.io/utils/clock', () => {
  it('FakeClock, IntervalClock and RealClock behave as the real package', () => {
    const r = runMain(program);
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(`false false 0
waiters 4 true
tick at 4s
fired 1 waiters 3
timer stop true again false reset false
1 1 1 11s false
waiters 1
true 2024-01-02T04:04:05Z
1h1m0s
1s 2s 2s
2s
recovered: IntervalClock doesn't implement Sleep
2s
4s
`);
  });
});

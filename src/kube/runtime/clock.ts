/**
 * Virtual time for the runtime: a clock with timers, run deterministically in (time, insertion) order.
 * `RequeueAfter`, backoff, cache lag and `time.Now()` advance it, never the wall clock.
 */
import type { Clock } from '../apiserver/types.ts';

type Timer = { at: number; seq: number; fn: () => void; cancelled: boolean };

export type TimerHandle = { cancel(): void };

export class VirtualClock implements Clock {
  private t: number;
  private seq = 0;
  private readonly timers: Timer[] = [];
  /** called after a timer is added (a run loop waiting for the cluster to have work again) */
  onTimerAdded: (() => void) | undefined;

  constructor(start = Date.UTC(2026, 0, 1, 0, 0, 0)) {
    this.t = start;
  }

  now(): number {
    return this.t;
  }

  /** Run fn once the clock reaches now + delayMs (0 runs at the current instant, after already-due timers). */
  after(delayMs: number, fn: () => void): TimerHandle {
    const timer: Timer = { at: this.t + Math.max(0, delayMs), seq: ++this.seq, fn, cancelled: false };
    // keep sorted by (at, seq): binary insertion
    let lo = 0;
    let hi = this.timers.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      const m = this.timers[mid];
      if (m.at < timer.at || (m.at === timer.at && m.seq < timer.seq)) lo = mid + 1;
      else hi = mid;
    }
    this.timers.splice(lo, 0, timer);
    this.onTimerAdded?.();
    return {
      cancel: () => {
        timer.cancelled = true;
      },
    };
  }

  /** Time of the next pending timer, if any. */
  nextTimerAt(): number | undefined {
    while (this.timers.length > 0 && this.timers[0].cancelled) this.timers.shift();
    return this.timers[0]?.at;
  }

  /** Run every timer due at or before `until`, advancing the clock to each; then set the clock to `until`. */
  runUntil(until: number): void {
    for (;;) {
      const next = this.nextTimerAt();
      if (next === undefined || next > until) break;
      const timer = this.timers.shift()!;
      this.t = Math.max(this.t, timer.at);
      timer.fn();
    }
    this.t = Math.max(this.t, until);
  }

  advance(ms: number): void {
    this.runUntil(this.t + ms);
  }

  /** Run the next due timer (jumping the clock forward to it). Returns false when none is left before `limit`. */
  step(limit = Number.POSITIVE_INFINITY): boolean {
    const next = this.nextTimerAt();
    if (next === undefined || next > limit) return false;
    const timer = this.timers.shift()!;
    this.t = Math.max(this.t, timer.at);
    timer.fn();
    return true;
  }

  pending(): number {
    return this.timers.filter((t) => !t.cancelled).length;
  }
}

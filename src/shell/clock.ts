// The shell's virtual clock. Network waits (a 30 s dial timeout, a 10 s TLS handshake timeout) advance
// it instead of the wall clock, so transcripts are deterministic and a lesson never really waits.

/** 2026-01-05T09:00:00Z: an arbitrary fixed start, so `date` and timestamps are reproducible. */
export const CLOCK_EPOCH_MS = Date.UTC(2026, 0, 5, 9, 0, 0);

export interface Wait {
  /** Virtual milliseconds spent. */
  ms: number;
  /** What was being waited for, e.g. `dial tcp 142.251.43.17:443`. */
  label: string;
}

export class VirtualClock {
  private nowMs: number;
  private readonly waits: Wait[] = [];

  constructor(startMs: number = CLOCK_EPOCH_MS) {
    this.nowMs = startMs;
  }

  now(): number {
    return this.nowMs;
  }

  /** Advances the clock; long waits are recorded so a host can show a spinner for them. */
  advance(ms: number, label: string): void {
    if (!(ms >= 0)) throw new Error(`virtual clock: invalid duration ${ms}`);
    this.nowMs += ms;
    if (ms >= 1000) this.waits.push({ ms, label });
  }

  /**
   * Runs requests that cmd/go makes in parallel: each branch starts at the same instant and the
   * clock ends at the latest branch's end.
   */
  parallel<T>(branches: Array<() => T>): T[] {
    const start = this.nowMs;
    let end = start;
    const results = branches.map((b) => {
      this.nowMs = start;
      const r = b();
      end = Math.max(end, this.nowMs);
      return r;
    });
    this.nowMs = end;
    return results;
  }

  /** `parallel` for asynchronous branches (run one after the other, each from the same start). */
  async parallelAsync<T>(branches: Array<() => Promise<T>>): Promise<T[]> {
    const start = this.nowMs;
    let end = start;
    const results: T[] = [];
    for (const b of branches) {
      this.nowMs = start;
      results.push(await b());
      end = Math.max(end, this.nowMs);
    }
    this.nowMs = end;
    return results;
  }

  /** Returns and forgets the long waits recorded since the last call. */
  takeWaits(): Wait[] {
    return this.waits.splice(0, this.waits.length);
  }
}

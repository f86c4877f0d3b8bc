// Runs the golden programs in worker threads with a watchdog: a program that hangs the toolchain
// itself (an endless loop in a phase, which no step budget can stop) is stopped after `timeoutMs`,
// reported as failing, and the remaining programs go on in a fresh worker.
import { Worker } from 'node:worker_threads';
import type { GoldenOutcome } from './golden-run.ts';

export interface PoolOptions {
  workers?: number;
  timeoutMs?: number;
}

export function runGoldenPool(
  names: readonly string[],
  opts: PoolOptions = {},
): Promise<Map<string, GoldenOutcome>> {
  const workers = Math.max(1, Math.min(opts.workers ?? 2, names.length));
  // A watchdog for hangs, not a speed limit: the slowest golden (json_marshal_deep_values.go, ~4 s of
  // CPU) took 13-22 s of wall time on a 2-core machine at load 25.
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const results = new Map<string, GoldenOutcome>();
  let next = 0;
  const fail = (name: string, actual: string): void => {
    results.set(name, {
      pass: false,
      kind: 'run',
      firstErrorLineMatches: false,
      expected: '(real Go output)',
      actual,
    });
  };
  return new Promise((resolve) => {
    let running = 0;
    const start = () => {
      if (next >= names.length) {
        if (running === 0) resolve(results);
        return;
      }
      running++;
      const worker = new Worker(new URL('./golden-worker.ts', import.meta.url));
      let current: string | undefined;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const feed = () => {
        if (next >= names.length) {
          current = undefined;
          void worker.terminate();
          return;
        }
        current = names[next++];
        timer = setTimeout(() => {
          fail(current!, `oplab did not finish within ${timeoutMs / 1000}s (the toolchain itself hung)`);
          current = undefined;
          void worker.terminate();
        }, timeoutMs);
        worker.postMessage(current);
      };
      worker.on('message', (m: { name: string; outcome: GoldenOutcome }) => {
        clearTimeout(timer);
        results.set(m.name, m.outcome);
        feed();
      });
      worker.on('error', (e) => {
        clearTimeout(timer);
        if (current !== undefined) fail(current, `the golden worker crashed: ${e.message}`);
        current = undefined;
      });
      worker.on('exit', () => {
        clearTimeout(timer);
        running--;
        start();
      });
      feed();
    };
    for (let i = 0; i < workers; i++) start();
  });
}

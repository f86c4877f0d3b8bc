/**
 * client-go util/retry.RetryOnConflict with wait.Backoff, sleeping on the virtual clock (timers due meanwhile,
 * such as cache updates, run during the sleep). Jitter is drawn from a seeded generator.
 */
import { Seeded } from '../apiserver/objectmeta.ts';
import type { VirtualClock } from './clock.ts';
import type { GoError } from './errors.ts';
import { isConflict } from './errors.ts';

export type Backoff = { steps: number; durationMs: number; factor: number; jitter: number };

/** retry.DefaultRetry: 5 steps, 10ms, factor 1.0, jitter 0.1. */
export const DefaultRetry: Backoff = { steps: 5, durationMs: 10, factor: 1.0, jitter: 0.1 };
/** retry.DefaultBackoff: 4 steps, 10ms, factor 5.0, jitter 0.1. */
export const DefaultBackoff: Backoff = { steps: 4, durationMs: 10, factor: 5.0, jitter: 0.1 };

/** Retries fn while it returns a Conflict; returns nil, the first non-conflict error, or the last conflict. */
export function retryOnConflict(
  clock: VirtualClock,
  backoff: Backoff,
  fn: () => GoError | undefined,
  seed = 1,
): { error: GoError | undefined; attempts: number } {
  const rand = new Seeded(seed);
  let d = backoff.durationMs;
  let lastErr: GoError | undefined;
  for (let step = 0; step < backoff.steps; step++) {
    const err = fn();
    if (!err) return { error: undefined, attempts: step + 1 };
    if (!isConflict(err)) return { error: err, attempts: step + 1 };
    lastErr = err;
    if (step === backoff.steps - 1) break;
    const jittered = backoff.jitter > 0 ? d + (rand.next() / 2 ** 32) * backoff.jitter * d : d;
    clock.advance(jittered);
    d *= backoff.factor;
  }
  return { error: lastErr, attempts: backoff.steps };
}

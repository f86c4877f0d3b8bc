// The page's side of the sandbox: one engine Worker (a module worker bundled from
// src/sandbox/worker.ts, served by this site; the first one may have been started early, see
// engine-worker.ts), replaced when a job overruns its deadline.
import { SandboxHost, type WorkerLike } from '../sandbox/host.ts';
import { takeEngineWorker } from './engine-worker.ts';

/** A Run (one scenario) gets this long before the worker is replaced; a Check (every scenario) longer. */
export const RUN_DEADLINE_MS = 8_000;
export const CHECK_DEADLINE_MS = 20_000;
/**
 * The silent warm-up (the shipped starter, which always ends) gets longer: its time includes starting
 * the worker and loading the engine's code. Killed at 20 s on a busy machine, it left a cold worker,
 * and the learner's first Run then paid for all of that within 8 s and timed out too.
 */
export const WARM_DEADLINE_MS = 60_000;

export function createSandbox(): SandboxHost {
  return new SandboxHost(() => takeEngineWorker() as unknown as WorkerLike, { timeoutMs: RUN_DEADLINE_MS });
}

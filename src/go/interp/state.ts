// Per-run mutable interpreter state, shared by compiled closures. Runs are synchronous, so one
// module-level record is enough; `run` saves and restores it around a program.

import { FatalError, type GoPanic } from './panic.ts';

export interface RunState {
  /** Remaining steps (loop iterations + calls); below zero ends the run. */
  steps: number;
  /** Current call depth of the running goroutine. */
  depth: number;
  maxDepth: number;
  /** The panic a deferred call may recover, and the call depth recover() must be called at. */
  panic: GoPanic | null;
  recoverDepth: number;
}

export const R: RunState = { steps: 1e9, depth: 0, maxDepth: 10000, panic: null, recoverDepth: -1 };

/** Thrown when the host's step budget is exhausted (never caught by Go code). */
export class StepBudgetExceeded extends FatalError {}

export function budgetExceeded(where: string): never {
  throw new StepBudgetExceeded(`step budget exceeded at ${where} (infinite loop?)\n`, 2);
}

/**
 * gc's message for runaway recursion (runtime/stack.go newstack). The `sp=`/`stack=` line and the
 * runtime stack dump after it are omitted; exit status 2 as gc.
 */
export function stackOverflow(): never {
  throw new FatalError(
    'runtime: goroutine stack exceeds 1000000000-byte limit\nfatal error: stack overflow\n\nruntime stack:\n',
    2,
  );
}

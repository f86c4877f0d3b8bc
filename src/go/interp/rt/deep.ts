// Deep recursion: Go stacks grow to 1 GB, the JS stack holds about a thousand Go calls. A call made
// deeper than R.deepAt on the current JS stack runs its callee's trampolined twin ($t) under
// `deepCall`: the twin yields each Go call it makes ({fn, args}) instead of making it, and the loop
// here keeps the twins of the calls in progress in an array, so recursion then costs heap, not JS
// stack. Synchronous code reached from a twin (a native's callback, a select's body) gets another
// DEEP_SEGMENT calls of JS stack before it starts a trampoline of its own.

import { R } from '../state.ts';

/** Go calls run on the JS stack before calls switch to the trampoline. */
export const DEEP_SEGMENT = 400;
/**
 * The same for generator code (gen.ts goroutineTrampoline): a Go call there nests several
 * generators, and resuming a goroutine re-enters all of them.
 */
export const DEEP_SEGMENT_GEN = 100;

/** A call a twin asks the trampoline to make. */
export interface DeepCallReq {
  fn: any;
  args: any[];
}

/** Runs `top` (a twin's generator) to completion, making the calls it and its callees yield. */
export function deepCall(top: Generator<DeepCallReq, any, any>): any {
  const stack: Generator<DeepCallReq, any, any>[] = [top];
  const saved = R.deepAt;
  let input: any;
  let err: unknown;
  let failed = false;
  try {
    for (;;) {
      const g = stack[stack.length - 1];
      // Sync calls from the resumed twin start at this loop's JS depth: a fresh segment.
      R.deepAt = Math.min(R.maxDepth, R.depth + DEEP_SEGMENT);
      let r: IteratorResult<DeepCallReq, any>;
      try {
        r = failed ? g.throw(err) : g.next(input);
      } catch (e) {
        stack.pop();
        if (stack.length === 0) throw e;
        err = e;
        failed = true;
        continue;
      }
      failed = false;
      if (r.done) {
        stack.pop();
        if (stack.length === 0) return r.value;
        input = r.value;
        continue;
      }
      const { fn, args } = r.value;
      const t = fn.$t;
      if (t !== undefined) {
        stack.push(t.apply(fn, args));
        input = undefined;
        continue;
      }
      // A native or a wrapper without a twin: called directly.
      try {
        input = fn(...args);
      } catch (e) {
        err = e;
        failed = true;
      }
    }
  } finally {
    R.deepAt = saved;
  }
}

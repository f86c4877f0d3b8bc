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

/** What `GenStack.resume` returns when the innermost generator ended and the next one is due. */
export const POPPED: unique symbol = Symbol('popped');
/** What `GenStack.resume` returns when the outermost generator returned (its value in `result`). */
export const DONE: unique symbol = Symbol('done');

/**
 * The generators of a trampoline's calls in progress, innermost last: resuming the innermost one
 * sends it the value (or the panic) its last yield or callee left. Shared by deepCall and gen.ts
 * goroutineTrampoline, which differ only in what a yield asks for.
 */
export class GenStack<Y> {
  private readonly gens: Generator<Y, any, any>[];
  private input: any;
  private err: unknown;
  private failed = false;
  result: any;
  constructor(top: Generator<Y, any, any>) {
    this.gens = [top];
  }
  /** A callee's generator: resumed next, with nothing sent. */
  push(g: Generator<Y, any, any>): void {
    this.gens.push(g);
    this.input = undefined;
  }
  /** The value the innermost generator's yield evaluates to when it resumes. */
  send(v: any): void {
    this.input = v;
  }
  /** The innermost generator's yield throws `e` when it resumes. */
  fail(e: unknown): void {
    this.err = e;
    this.failed = true;
  }
  /**
   * Resumes the innermost generator once: what it yields; POPPED when it returned or threw and its
   * caller gets the value or the panic next; DONE when the outermost returned. Throws what the
   * outermost threw.
   */
  resume(): Y | typeof POPPED | typeof DONE {
    const g = this.gens[this.gens.length - 1];
    let r: IteratorResult<Y, any>;
    try {
      r = this.failed ? g.throw(this.err) : g.next(this.input);
    } catch (e) {
      this.gens.pop();
      if (this.gens.length === 0) throw e;
      this.fail(e);
      return POPPED;
    }
    this.failed = false;
    if (r.done) {
      this.gens.pop();
      if (this.gens.length === 0) {
        this.result = r.value;
        return DONE;
      }
      this.input = r.value;
      return POPPED;
    }
    return r.value;
  }
}

/** Runs `top` (a twin's generator) to completion, making the calls it and its callees yield. */
export function deepCall(top: Generator<DeepCallReq, any, any>): any {
  const s = new GenStack(top);
  const saved = R.deepAt;
  try {
    for (;;) {
      // Sync calls from the resumed twin start at this loop's JS depth: a fresh segment.
      R.deepAt = Math.min(R.maxDepth, R.depth + DEEP_SEGMENT);
      const req = s.resume();
      if (req === DONE) return s.result;
      if (req === POPPED) continue;
      const { fn, args } = req;
      const t = fn.$t;
      if (t !== undefined) {
        s.push(t.apply(fn, args));
        continue;
      }
      // A native or a wrapper without a twin: called directly.
      try {
        s.send(fn(...args));
      } catch (e) {
        s.fail(e);
      }
    }
  } finally {
    R.deepAt = saved;
  }
}

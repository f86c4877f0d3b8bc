// Deep recursion: Go stacks grow to 1 GB, the JS stack holds about a thousand Go calls. A call made
// deeper than R.deepAt on the current JS stack runs its callee's trampolined twin ($t) under
// `deepCall`: the twin asks for each Go call it makes ({fn, args}) instead of making it, and the
// loop here keeps the twins of the calls in progress in an array, so recursion then costs heap, not
// JS stack. A twin is a flat frame (a state machine over the function's frame array, gen.ts
// deepBody) when its body is plain statements and direct calls, else a generator; a million pending
// generators cost the JS collector seconds (issue 16), a million frame arrays a fraction of that.
// Synchronous code reached from a twin (a native's callback, a select's body) gets another
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

/** What a FlatFn returns when the function returned (its results in FLAT.result). */
export const FLAT_DONE: unique symbol = Symbol('flat done');

/**
 * A deep twin run as a state machine instead of a generator (gen.ts deepBody): called with its
 * frame and `input`, the result of the call it asked for last, it runs the body from where the
 * frame stands (kept in the frame's own slots) up to its next call (returned as a DeepCallReq) or
 * its end (FLAT_DONE). A callee's panic is not sent in: a flat frame has no defers, so the panic
 * passes through it to its caller.
 */
export type FlatFn = (f: any[], input: any) => DeepCallReq | typeof FLAT_DONE;

/**
 * The second results of a flat twin's entry and of a FlatFn's end: the entry returns the frame
 * array and leaves its FlatFn here, a FlatFn that returns FLAT_DONE leaves its results here.
 */
export const FLAT: { fn: FlatFn | null; result: any } = { fn: null, result: undefined };

/** What a deep twin's entry ($t) returns: a generator, or a flat frame (its frame array; FLAT.fn). */
export type DeepFrame = Generator<DeepCallReq, any, any> | any[];

/** Runs `top` (a twin's frame) to completion, making the calls it and its callees ask for. */
export function deepCall(top: DeepFrame): any {
  // The frames of the calls in progress, innermost last, and for a flat frame its FlatFn.
  const stack: DeepFrame[] = [top];
  const fns: (FlatFn | null)[] = [Array.isArray(top) ? FLAT.fn : null];
  let input: any;
  let err: unknown;
  let failed = false;
  const saved = R.deepAt;
  try {
    for (;;) {
      // Sync calls from the resumed twin start at this loop's JS depth: a fresh segment.
      R.deepAt = Math.min(R.maxDepth, R.depth + DEEP_SEGMENT);
      if (failed && fns[fns.length - 1] !== null) {
        // A panic passes through flat frames untouched: drop them all at once (a stack overflow
        // unwinds a million of them).
        while (stack.length > 0 && fns[fns.length - 1] !== null) {
          stack.pop();
          fns.pop();
        }
        if (stack.length === 0) throw err;
      }
      const cur = stack[stack.length - 1];
      const flat = fns[fns.length - 1];
      let req: DeepCallReq;
      try {
        if (flat !== null) {
          const r = flat(cur as any[], input);
          if (r === FLAT_DONE) {
            stack.pop();
            fns.pop();
            input = FLAT.result;
            FLAT.result = undefined;
            if (stack.length === 0) return input;
            continue;
          }
          req = r;
        } else {
          const g = cur as Generator<DeepCallReq, any, any>;
          const r = failed ? g.throw(err) : g.next(input);
          if (r.done) {
            stack.pop();
            fns.pop();
            failed = false;
            if (stack.length === 0) return r.value;
            input = r.value;
            continue;
          }
          req = r.value;
        }
      } catch (e) {
        stack.pop();
        fns.pop();
        if (stack.length === 0) throw e;
        err = e;
        failed = true;
        continue;
      }
      failed = false;
      const { fn, args } = req;
      const t = fn.$t;
      if (t !== undefined) {
        const callee: DeepFrame = t.apply(fn, args);
        stack.push(callee);
        fns.push(Array.isArray(callee) ? FLAT.fn : null);
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

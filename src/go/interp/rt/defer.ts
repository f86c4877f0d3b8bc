// Deferred calls at run time: LIFO execution with panics in flight, and recover.

import { GoPanic, isForeignPanic, tPanicNilError } from '../panic.ts';
import { ptrTo } from '../rtype.ts';
import { GOEXIT_SITE, R, recovered } from '../state.ts';
import { Iface } from '../values.ts';

/** Run deferred calls LIFO; returns the panic still in flight (null if none or recovered). */
export function runDefers(list: Array<() => any>, p: GoPanic | null, depth: number): GoPanic | null {
  const savedPanic = R.panic;
  const savedDepth = R.recoverDepth;
  // runtime.Goexit in progress: a panic of a deferred call replaces it, and once that panic is
  // recovered Goexit goes on (runtime/panic.go recovery: "a recovered panic ... Goexit resumes").
  const goexit = p?.goexit === true ? p : null;
  try {
    while (list.length > 0) {
      const d = list.pop()!;
      if (d === deferredRecover) {
        // `defer recover()` run as the function returns normally is a call from that function
        // itself: it recovers the panic that called the function, when the panic called it
        // directly (go test recover1.go test5). Run by a panic, it is called by gopanic: a no-op.
        if (p === null && savedPanic !== null && savedDepth === depth) {
          R.panic = savedPanic;
          R.recoverDepth = depth;
          R.depth = depth;
          doRecover();
        }
        continue;
      }
      R.panic = p;
      R.recoverDepth = depth + 1;
      // A deferred call run by a panic runs on top of the panicking stack, called by gopanic (or by
      // runtime.Goexit): a trace taken in it goes on with those frames (state.ts CallSite.under).
      const site = R.sites[depth];
      if (p !== null && site !== undefined)
        R.sites[depth] = { ...site, under: p.goexit ? [GOEXIT_SITE, ...p.sites] : p.sites };
      // A panic running deferred calls is in progress until they end or it is recovered.
      const inPanic = p !== null;
      if (inPanic) R.inPanic++;
      try {
        d();
      } catch (e) {
        if (!(e instanceof GoPanic) || isForeignPanic(e)) throw e;
        // gc links a new panic to every panic still in progress on the goroutine (runtime/panic.go
        // gopanic: p.link = gp._panic), so the one in flight here goes at the end of e's chain
        // (e may already carry panics of nested deferred calls). Goexit is no panic: not printed.
        if (p !== null && e !== p && !p.goexit) {
          let q = e;
          while (q.previous !== null && q.previous !== p) q = q.previous;
          if (q.previous === null) q.previous = p;
        }
        p = e;
      }
      // (Not decremented for a JS error or another goroutine's panic: the run ends.)
      if (inPanic) R.inPanic--;
      R.depth = depth;
      if (site !== undefined) R.sites[depth] = site;
      if (p?.recovered) {
        p = goexit;
        if (p === null) recovered();
      }
    }
  } finally {
    R.panic = savedPanic;
    R.recoverDepth = savedDepth;
  }
  return p;
}

/** The deferred call of `defer recover()`: one function, which runDefers knows. */
export function deferredRecover(): Iface | null {
  return doRecover();
}

export function doRecover(): Iface | null {
  const p = R.panic;
  // recover() during runtime.Goexit returns nil and Goexit goes on (runtime/panic.go gorecover).
  if (p === null || p.recovered || p.goexit || R.depth !== R.recoverDepth) return null;
  p.recovered = true;
  R.lastRecovered = p;
  return p.value;
}

/** Go 1.21+: panic(nil) panics with *runtime.PanicNilError. */
export function panicNilValue(): Iface {
  return new Iface(ptrTo(tPanicNilError), {});
}

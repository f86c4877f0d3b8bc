// Panics, fatal errors and exits as JS exceptions.
//
// A Go panic is a thrown `GoPanic` carrying the panic value as an interface value (`Iface | null`).
// Deferred calls run while it unwinds; `recover()` in a deferred call stops it. Runtime errors use
// the dynamic types and messages of gc's runtime (go/src/runtime/error.go, panic.go):
//   runtime.boundsError      "runtime error: index out of range [5] with length 3"
//   runtime.errorString      "runtime error: integer divide by zero", "... nil pointer dereference"
//   runtime.plainError       "assignment to entry in nil map" (no "runtime error: " prefix)
//   *runtime.TypeAssertionError  "interface conversion: interface {} is string, not int"

import { Iface } from './iface.ts';
import { funcOf, namedType, ptrTo, type RType, setUnderlying, structOf, tString } from './rtype.ts';
import type { CallSite } from './state.ts';

/** Set by state.ts (which imports this module): captures the Go stack where a panic starts. */
export const panicHooks: {
  capture: (() => CallSite[]) | null;
  /** A nil dereference (a SIGSEGV in gc) starts panicking: state.ts records it (R.sig). */
  signal: ((p: GoPanic) => void) | null;
} = { capture: null, signal: null };

export class GoPanic {
  /** For hosts that report a caught exception by `e.message` (GoPanic is an Error, see below). */
  readonly message = 'go panic';
  readonly name = 'GoPanic';
  /** The panic value (`panic(v)`'s argument as an interface value). */
  value: Iface | null;
  /** Set once recovered, so an outer handler does not treat it as live. */
  recovered = false;
  /** Earlier panic this one replaced while running deferred calls (printed first, gc style). */
  previous: GoPanic | null = null;
  /**
   * runtime.Goexit's unwinding (goexitUnwind), not a panic: deferred calls run, recover() returns nil
   * and leaves it going, and the goroutine ends when it leaves its function (sched.ts).
   */
  goexit = false;
  /** The goroutine's Go positions when the panic started, innermost first (see state.ts R.sites). */
  readonly sites: CallSite[];
  constructor(value: Iface | null) {
    this.value = value;
    this.sites = panicHooks.capture === null ? [] : panicHooks.capture();
  }
}
// A GoPanic is an Error (`instanceof Error` holds) without running Error's constructor: capturing
// a JS stack trace on every panic made panic/recover-heavy Go programs spend most of their time
// there, and the Go stack is in `sites` anyway.
Object.setPrototypeOf(GoPanic.prototype, Error.prototype);

/** `runtime.Goexit()` unwinding (runs defers, not recoverable): a GoPanic flagged `goexit`. */
export function goexitUnwind(): GoPanic {
  const p = new GoPanic(null);
  p.goexit = true;
  return p;
}

/** runtime.checkdead's message once main called Goexit and no goroutine is left (runtime/proc.go). */
export const NO_GOROUTINES = 'fatal error: no goroutines (main called runtime.Goexit) - deadlock!\n';

/** `os.Exit(code)`: stops the program immediately, deferred calls do not run. */
export class ExitSignal extends Error {
  readonly code: number;
  constructor(code: number) {
    super(`exit ${code}`);
    this.code = code;
  }
}

/**
 * An unrecoverable runtime failure printed as `fatal error: <msg>` (deadlock, stack overflow, concurrent
 * map writes), or a host limit (step budget). `text` is the whole stderr text to print; exit code 2
 * (gc), except host limits which use `code`.
 */
export class FatalError extends Error {
  readonly text: string;
  readonly code: number;
  /** The goroutine it happened in, when not main (set by the scheduler as it unwinds). */
  goroutine?: number;
  /** Its `go` statement (set with `goroutine`), for the `created by` line. */
  created?: { site: CallSite | undefined; by: number };
  /**
   * For a runtime.throw/fatal in the running goroutine (sync's): its Go frames, innermost first,
   * and the runtime's and the package's own frames printed above them.
   */
  throwSites?: CallSite[];
  runtimeFrames?: string;
  /** The report when it names the goroutine it happened in (a signal's: runtime.Breakpoint). */
  textFor?: (goroutine: number) => string;
  constructor(text: string, code = 2) {
    super(text);
    this.text = text;
    this.code = code;
  }
}

function errorType(name: string, prefix: string): RType {
  const t = namedType('runtime', 'runtime', name);
  setUnderlying(t, tString);
  const sig = funcOf([], [tString], false);
  t.methods.set('Error', { name: 'Error', type: sig, ptrRecv: false, fn: (v: string) => prefix + v });
  t.methods.set('RuntimeError', {
    name: 'RuntimeError',
    type: funcOf([], [], false),
    ptrRecv: false,
    fn: () => {},
  });
  const p = ptrTo(t);
  p.methods.set('Error', {
    name: 'Error',
    type: sig,
    ptrRecv: false,
    fn: (v: { load(): string }) => prefix + v.load(),
  });
  return t;
}

/** runtime.boundsError (index/slice bounds). Value: the message after "runtime error: ". */
export const tBoundsError = errorType('boundsError', 'runtime error: ');
/** runtime.errorString (divide by zero, nil dereference, ...). */
export const tErrorString = errorType('errorString', 'runtime error: ');
/** runtime.plainError (nil map assignment, close of nil channel, ...): no prefix. */
export const tPlainError = errorType('plainError', '');

/** runtime.TypeAssertionError; its pointer type is the dynamic type of the panic value. */
export const tTypeAssertionError: RType = (() => {
  const t = namedType('runtime', 'runtime', 'TypeAssertionError');
  setUnderlying(t, structOf([{ name: 'msg', type: tString, pkgPath: 'runtime' }]));
  const p = ptrTo(t);
  const sig = funcOf([], [tString], false);
  p.methods.set('Error', { name: 'Error', type: sig, ptrRecv: true, fn: (v: { msg: string }) => v.msg });
  p.methods.set('RuntimeError', {
    name: 'RuntimeError',
    type: funcOf([], [], false),
    ptrRecv: true,
    fn: () => {},
  });
  return t;
})();

/** runtime.PanicNilError: `panic(nil)` panics with a *PanicNilError since Go 1.21 (runtime/panic.go). */
export const tPanicNilError: RType = (() => {
  const t = namedType('runtime', 'runtime', 'PanicNilError');
  setUnderlying(t, structOf([]));
  const p = ptrTo(t);
  p.methods.set('Error', {
    name: 'Error',
    type: funcOf([], [tString], false),
    ptrRecv: true,
    // runtime/error.go PanicNilError.Error (go1.21+).
    fn: () => 'panic called with nil argument',
  });
  p.methods.set('RuntimeError', {
    name: 'RuntimeError',
    type: funcOf([], [], false),
    ptrRecv: true,
    fn: () => {},
  });
  return t;
})();

/**
 * The runtime's error types a program can name (runtime.go declares them): typeconv.ts maps those
 * declarations to these descriptors, so that `r.(*runtime.TypeAssertionError)` sees the panic values.
 */
export const runtimeNamedTypes: ReadonlyMap<string, RType> = new Map([
  ['TypeAssertionError', tTypeAssertionError],
  ['PanicNilError', tPanicNilError],
]);

export type RuntimeErrorKind = 'boundsError' | 'errorString' | 'plainError';

/** A GoPanic with a runtime error value (`msg` without the "runtime error: " prefix). */
export function runtimeError(kind: RuntimeErrorKind, msg: string): GoPanic {
  const t = kind === 'boundsError' ? tBoundsError : kind === 'errorString' ? tErrorString : tPlainError;
  return new GoPanic(new Iface(t, msg));
}

export function nilDeref(): GoPanic {
  const p = runtimeError('errorString', 'invalid memory address or nil pointer dereference');
  panicHooks.signal?.(p);
  return p;
}

export function divideByZero(): GoPanic {
  return runtimeError('errorString', 'integer divide by zero');
}

export function nilMapWrite(): GoPanic {
  return runtimeError('plainError', 'assignment to entry in nil map');
}

/** `interface conversion: ...` panic for a failed x.(T) (msg as runtime.TypeAssertionError.Error()). */
export function typeAssertionPanic(msg: string): GoPanic {
  return new GoPanic(new Iface(ptrTo(tTypeAssertionError), { msg }));
}

/** Is this panic value a runtime.Error (gc adds "[recovered]"-style and signal lines for these)? */
export function isRuntimeError(v: Iface | null): boolean {
  return v?.t.methods.has('RuntimeError') === true;
}

/**
 * A panic of another goroutine, passing through this one's frames: a goroutine that blocks in
 * ordinary code runs the others nested on its JS stack (sched.ts), and an unrecovered panic of one of
 * those, tagged with its goroutine as it left it, ends the program. This goroutine's deferred calls
 * neither run for it nor see it (gc runs only the panicking goroutine's).
 */
export function isForeignPanic(e: GoPanic): boolean {
  return (e as GoPanic & { goroutine?: number }).goroutine !== undefined;
}

// The native calling convention: how TypeScript implementations of Go functions (the standard
// library in src/go/std, later the Kubernetes bindings) meet interpreted code.
//
// DECLARING. A native package is Go source plus a table of implementations:
//
//   export default {
//     path: 'strings',
//     files: [{ name: 'strings.go', src: 'package strings\n\nfunc ToUpper(s string) string\n...' }],
//     natives: {
//       ToUpper: (ctx, s) => ...,                        // func ToUpper(s string) string
//       '*Builder.WriteString': (ctx, b, s) => ...,      // func (b *Builder) WriteString(s string) (int, error)
//       'Duration.String': (ctx, d) => ...,              // func (d Duration) String() string
//     },
//   } satisfies NativePackage;
//
// Every function or method declared WITHOUT a body must have an entry; one WITH a body is interpreted
// (use that for generic functions — natives are never generic — and for simple Go code). A missing
// entry is a compile-time error naming the function.
//
// CALLING. A native receives `ctx` (NativeContext) first, then the Go arguments in the runtime
// representation of values.ts: the receiver first for methods (for a `*T` receiver of struct type T,
// the struct object itself), then the parameters; a variadic tail arrives as ONE argument, a Slice
// (or null when the call passed no variadic arguments, like Go's nil slice). Struct and array
// arguments are already copies (the callee owns them), so a native may keep them.
// It returns `undefined` for no result, the value for one result, a JS array for several
// (`return [n, null]` for `(int, error)`). Returned structs/arrays must be fresh or owned objects.
// Interface-typed parameters and results are `Iface | null` (`error` included): a native returning
// an error returns `null` or an Iface whose type implements Error.
//
// CALLING BACK. Go function values are plain JS functions with the same shape minus ctx:
// `less(i, j)` returns a boolean; `f(a, b)` returning (int, error) gives `[n, err]`. Call them
// directly. A Go panic is a thrown GoPanic (panic.ts): let it propagate (use try/finally if you must
// clean up, never swallow it) — the interpreter runs deferred calls and recover() around it.
// Interface methods: `ctx.callMethod(iv, 'String')`, or `ctx.lookupMethod(iv.t, 'String')` once and
// call `m.fn(iv.v, ...args)` in a loop.
//
// PANICKING. `throw ctx.panic(ctx.errorf('...'))`, or `throw ctx.panicValue(iv)` for any value;
// runtime errors via panic.ts (`throw nilDeref()`, `throw runtimeError('boundsError', ...)`).
//
// BLOCKING. Natives run synchronously. A native that must wait for a condition other goroutines
// establish (sync.WaitGroup.Wait, Mutex.Lock, time.Sleep) should RETURN `ctx.block(park, resume)`:
// `park` is `{ reason, ready }` (ctx.sleepPark(ns) builds one for sleeping), and `resume()` computes the
// native's result once `ready()` holds. The interpreter then suspends the calling goroutine properly
// (other goroutines run, the virtual clock advances to the next timer) and resumes it later. If
// nothing can make progress the program dies with gc's `fatal error: all goroutines are asleep -
// deadlock!` naming `reason` (gc's wait reasons, see WaitReason: WaitGroup.Wait is 'semacquire').
// `ctx.waitUntil(reason, ready)` / `ctx.sleep(ns)` are the synchronous alternatives. Called from a
// goroutine, such a native is made resumable by RE-RUNNING it: the wait unwinds the native, the
// goroutine parks, and once `ready()` holds the native runs again from the start with the waits it
// already completed skipped. So a native that waits this way must do its waiting before any side
// effect (`if (m.locked) ctx.waitUntil(...); m.locked = true` is fine). Outside goroutine code (and
// inside callbacks from natives) these waits run other goroutines nested until `ready()`.

import type { GoPanic } from './panic.ts';
import type { RMethod, RType } from './rtype.ts';
import type { Chan, Park } from './sched.ts';

export type { Park } from './sched.ts';

import type { Iface, Slice } from './values.ts';

/** A native implementation: `ctx`, then the Go arguments; returns undefined / value / array. */
export type NativeFunc = (ctx: NativeContext, ...args: any[]) => any;

/** Natives of one package, keyed `Name`, `Type.Method` (value receiver) or `*Type.Method`. */
export type NativeTable = Readonly<Record<string, NativeFunc>>;

/** One source file of a native package's declarations. */
export interface NativeFile {
  readonly name: string;
  readonly src: string;
}

/** A standard (or simulated) package: Go declarations plus native implementations. */
export interface NativePackage {
  readonly path: string;
  readonly files: readonly NativeFile[];
  readonly natives: NativeTable;
  /**
   * Symbols declared here but hidden from the program's own packages (`Name` or `Type.Member`,
   * src/go/types/hidden.ts): the simulated controller-runtime's API of an older minor.
   */
  readonly hidden?: readonly string[];
  /**
   * Import paths of packages the real package's import graph holds and the simulated one does not
   * import, where their names matter to gc's messages (src/go/types Package.graphImports).
   */
  readonly graphImports?: readonly string[];
}

/** What the interpreter needs to bind natives: implementations by import path. */
export interface NativeRegistry {
  /** Native table for `pkgPath`, or undefined when the package has no natives. */
  natives(pkgPath: string): NativeTable | undefined;
}

/** A registry over a plain map (import path → table). */
export function nativeRegistry(
  tables: ReadonlyMap<string, NativeTable> | Record<string, NativeTable>,
): NativeRegistry {
  const m = tables instanceof Map ? tables : new Map(Object.entries(tables));
  return { natives: (p) => m.get(p) };
}

/**
 * gc's goroutine wait reasons as printed in `goroutine N [reason]:` (runtime/runtime2.go waitReasonStrings).
 */
export type WaitReason =
  | 'chan receive'
  | 'chan send'
  | 'chan receive (nil chan)'
  | 'chan send (nil chan)'
  | 'select'
  | 'select (no cases)'
  | 'sleep'
  | 'semacquire'
  | 'sync.Mutex.Lock'
  | 'sync.RWMutex.RLock'
  | 'sync.RWMutex.Lock'
  | 'sync.Cond.Wait'
  /** Not waiting: preempted (sched.ts Scheduler.preempt). */
  | 'running';

/** The virtual clock: nanoseconds since the Unix epoch, owned by the host. */
export interface VirtualClock {
  /** Current virtual time in ns since 1970-01-01T00:00:00Z (a safe integer or a bigint). */
  now(): number | bigint;
  /** Move the clock forward by `ns` (never backwards). */
  advance(ns: number | bigint): void;
}

/** Runtime services for natives. One context per program run; natives may keep it. */
export interface NativeContext {
  /** Write Go bytes (a binary string, see strings.ts) to the program's stdout / stderr. */
  stdout(bytes: string): void;
  stderr(bytes: string): void;
  /** The host's virtual clock (time.Now, time.Since, timers). */
  readonly clock: VirtualClock;
  /** Process environment (os.Getenv) — a mutable copy owned by the run (os.Setenv writes here). */
  readonly env: Map<string, string>;
  /** The main module's go.mod `go` version (GODEBUG defaults follow it); undefined outside a module. */
  readonly mainGoVersion: string | undefined;
  /** os.Args: program name first. Go byte strings. */
  readonly args: readonly string[];
  /** Reads up to `max` bytes of standard input (a binary string); '' at its end (run.ts Host.stdin). */
  stdin(max: number): string;

  /** A named type declared in a (loaded) package, e.g. typeOf('time', 'Duration'); throws if unknown. */
  typeOf(pkgPath: string, name: string): RType;
  /** Method of `t`'s method set (promoted and pointer-wrapped ones included), or undefined. */
  lookupMethod(t: RType, name: string): RMethod | undefined;
  /** Call method `name` on a non-nil interface value (nil → nil-dereference panic, as Go). */
  callMethod(iv: Iface | null, name: string, ...args: any[]): any;

  /** A GoPanic to throw carrying interface value `v` (`panic(v)`). */
  panicValue(v: Iface | null): GoPanic;
  /** An `error` value with message `msg` (a *errors.errorString-like value; Error() returns msg). */
  errorf(msg: string): Iface;
  /** A GoPanic carrying an error value (shorthand for panicValue(errorf(msg))). */
  panic(err: Iface): GoPanic;

  /**
   * Start a goroutine running `fn(...args)` (the `go` statement). `creator`: the runtime starts it
   * (time.AfterFunc's time.goFunc), from no goroutine: its `created by` line names that function and
   * position and leaves out ` in goroutine N`, as gc's traceback does for a parent goid of 0
   * (runtime/traceback.go printcreatedby1). Otherwise the running goroutine at its current call.
   */
  go(fn: (...args: any[]) => any, args: any[], creator?: RuntimeCreator): void;
  /**
   * Block the current goroutine until `ready()` is true: other goroutines run and the virtual clock
   * advances to the next timer meanwhile. If nothing can make progress, the program dies with
   * `fatal error: all goroutines are asleep - deadlock!` listing this goroutine as `[reason]`.
   */
  waitUntil(reason: WaitReason, ready: () => boolean): void;
  /** A native's "block the caller" result (see BLOCKING above); `resume` defaults to no result. */
  block(park: Park, resume?: () => any): Blocked;
  /** A Park that becomes ready once `ns` of virtual time has passed (time.Sleep: `return ctx.block(ctx.sleepPark(d))`). */
  sleepPark(ns: number | bigint, program?: boolean): Park;
  /** Synchronous sleep (nested scheduling; prefer `block(sleepPark(ns))` in natives). */
  sleep(ns: number | bigint): void;
  /** Goroutines that exist now, main included (runtime.NumGoroutine). */
  numGoroutine(): number;
  /** The memory budget's estimate of the live heap and goroutine stacks, in bytes (runtime.ReadMemStats). */
  heapBytes(): number;
  /** Run `fn` after `ns` of virtual time (timers, time.AfterFunc); returns a cancel function. */
  afterFunc(ns: number | bigint, fn: () => void, program?: boolean): () => boolean;
  /**
   * Whether the running goroutine is in the program's own code (a frame of its stack is): the time
   * package marks the timers it sets then as the program's (`program` above).
   */
  inProgramCode(): boolean;
  /** ns from now to the first pending timer the program's own code set (see above), or undefined. */
  nextProgramTimer(): bigint | undefined;
  /**
   * In a resident run (run.ts runResident), ask the main loop to return to the host once no goroutine
   * can run at the current virtual time; true if it will. False in an ordinary run, or when called
   * from inside a goroutine or a synchronous wait (only a timer callback of the main loop can pause).
   */
  pause(): boolean;
  /** A new channel with element type `elem` and buffer size `size` (time.After, context.Done). */
  makeChan(elem: RType, size: number): Chan;
  /** os.Exit: ends the program at once with `code` (deferred calls do not run). */
  exit(code: number): never;
  /**
   * Where the running native was called from: the position of the Go call expression (for a native
   * called by a native, the innermost Go frame's current call), with the calling function named as
   * gc's stack traces name it (`main.main`, `main.main.func1`,
   * `example.com/lab/internal/controller.(*AppReconciler).Reconcile`). `file` is the source file's
   * name as the program was loaded; line and column are 1-based (column in bytes). Undefined when no
   * Go code is running (the host calling a native directly). Free to call; costs nothing unused.
   */
  caller(): CallerInfo | undefined;
  /**
   * The running goroutine's Go frames, innermost first: each the position of the call it is making
   * (the first is caller()'s), with `file` as gc's stack traces print it (absolute). For
   * runtime.Caller / runtime.Callers.
   */
  callers(): readonly CallerInfo[];
  /** A source file's name as tracebacks and runtime.Caller print it (absolute). */
  tracedFile(file: string): string;
  /**
   * runtime.Stack's text: the running goroutine's header and frames without its innermost `skip`
   * (the natives' Go callers, such as runtime.Stack itself), and with `all` every other goroutine.
   */
  stackText(all: boolean, skip: number): string;
}

/** A runtime function that starts goroutines, as its `created by` line names it (NativeContext.go). */
export interface RuntimeCreator {
  /** e.g. `time.goFunc`. */
  readonly func: string;
  /** Absolute, as gc prints it under GOROOT `/usr/local/go`. */
  readonly file: string;
  readonly line: number;
}

/** A Go call position (NativeContext.caller). */
export interface CallerInfo {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  readonly func: string;
  /** A traceback prints the frame as `f()` (no argument words), else `f(...)` (callers() only). */
  readonly noArgs?: boolean;
}

/** Returned by a blocking native: park the calling goroutine until `park.ready()`, then `resume()`. */
export class Blocked {
  readonly park: Park;
  readonly resume: () => any;
  constructor(park: Park, resume: () => any) {
    this.park = park;
    this.resume = resume;
  }
}

/** Convenience for natives: a Go variadic tail (Slice | null) as a JS array. */
export function variadicArgs(s: Slice | null): any[] {
  return s === null ? [] : s.toArray();
}

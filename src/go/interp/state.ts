// Per-run mutable interpreter state, shared by compiled closures. Runs are synchronous, so one
// module-level record is enough; `run` saves and restores it around a program.

import type { FuncSym } from './funcsym.ts';
import { FatalError, type GoPanic, panicHooks } from './panic.ts';

export interface RunState {
  /**
   * Steps (loop iterations + calls; goroutine switches and timers count SWITCH_STEPS) left in the
   * current chunk; below zero calls `budgetExceeded`, which hands out the next chunk of `stepsReserve`
   * and runs `tick` (the host's time limit) or, with no reserve left, ends the run.
   */
  steps: number;
  /** Steps of the budget not yet handed out. */
  stepsReserve: number;
  /** Chunks left until the next time check and preemption point. */
  untilTick: number;
  /** Called once per chunk of steps (about every STEP_CHUNK): the host's CPU-time limit. */
  tick: ((where: string) => void) | null;
  /** Called at every chunk of steps, after `tick`: the host's look at its own heap (run.ts Host). */
  chunk: (() => void) | null;
  /**
   * Called after `tick` when Go code (a loop or a call) ran a chunk of steps: the scheduler's
   * preemption point (sched.ts Scheduler.preempt), so a goroutine that never blocks cannot starve
   * the others. Not called for the steps the scheduler itself charges (switches, timers).
   */
  preempt: (() => void) | null;
  /**
   * The preemption point of generator code, which can yield instead (gen.ts): moves the clock as
   * `preempt` would and says whether other goroutines could run (sched.ts Scheduler.quantum).
   */
  quantum: (() => boolean) | null;
  /**
   * A goroutine was started in this run (sched.ts Scheduler.go/goGen). From then on, generator code
   * runs a statement with a loop of its own as a generator that yields at the loop's preemption
   * points (gen.ts genBlock), where a goroutine gives way to the others without running them nested.
   */
  threads: boolean;
  /**
   * The running goroutine runs nested: above the JS frames of another one, preempted or waiting in
   * synchronous code (sched.ts Scheduler.stack), which can go on only once this one parks or
   * yields. Generator code then also takes the preemptible variant of a statement that calls a
   * function that may run long (gen.ts genBlock): the function runs through its twin, whose loops
   * yield at their preemption points (gc preempts anywhere since go1.14). At the bottom of the
   * stack, such a call is a plain call at full speed: the goroutines its preemption points run
   * nested give way to it.
   */
  nested: boolean;
  /**
   * Changes at every goroutine switch, preemption and synchronising operation (channel operations,
   * sync and sync/atomic): two map accesses in one epoch have no synchronisation between them. Maps
   * remember the epoch of their last write and read (values.ts GoMap) for the concurrent-access
   * check (sched.ts Scheduler.mapAccess), which runs once per map and epoch.
   */
  epoch: number;
  /**
   * The slow path of a map access in a new epoch (sched.ts Scheduler.mapAccess): `fatal error:
   * concurrent map writes` and the like, or it records the access.
   */
  mapAccess: (m: MapRaceState, write: boolean, iter?: boolean) => void;
  /**
   * The fake heap addresses of this run (address.ts): numbered from the run's start, so a program
   * prints the same pointers however many programs ran before it in the process.
   */
  addresses: {
    ids: WeakMap<object, number>;
    next: number;
    /** Function values reflect's Value.Pointer has named, by the address it gave them (funcsym.ts). */
    funcs?: Map<number | bigint, FuncSym>;
  };
  /** Current call depth of the running goroutine. */
  depth: number;
  /** Go's stack limit as a call depth (`fatal error: stack overflow` past it). */
  maxDepth: number;
  /**
   * Call depth past which calls leave the JS stack for the trampoline (rt/deep.ts): min(maxDepth,
   * depth where the current JS stack segment began + DEEP_SEGMENT). One comparison at every entry.
   */
  deepAt: number;
  /** The panic a deferred call may recover, and the call depth recover() must be called at. */
  panic: GoPanic | null;
  recoverDepth: number;
  /**
   * The panic recover() stopped last: hosts that recover for the program (controller-runtime's
   * reconcile) read from it where the panic started, as a real stack trace would show.
   */
  lastRecovered: GoPanic | null;
  /**
   * The running goroutine's latest nil dereference (gc's gp.sig, set by sigpanic), kept until a
   * recovery leaves no panic in progress on the goroutine (runtime/panic.go recovery: `if p == nil
   * { gp.sig = 0 }`): a fatal panic prints its `[signal SIGSEGV ...]` line while it is set, even
   * for a dereference recovered (by fmt, say) while another panic ran deferred calls.
   */
  sig: GoPanic | null;
  /** How many panics of the running goroutine are running deferred calls (rt/defer.ts). */
  inPanic: number;
  /**
   * The running goroutine's call positions, indexed by call depth: `sites[d]` is where the Go frame
   * at depth `d` is (its entry, then each call it makes, set just before the call). Natives do not
   * add a depth, so `sites[depth]` is the Go call that invoked the running native (NativeContext.caller)
   * and `sites[1..depth]` is the stack a panic reports. One array per goroutine (sched.ts swaps it).
   */
  sites: CallSite[];
  /**
   * The first step-budget error of the run. Once the budget is spent, every later check rethrows it:
   * host code that outlives the failing goroutine (a manager loop, another goroutine's wake-up) must
   * not replace the learner's loop position with the position of whatever ran next.
   */
  budgetError: StepBudgetExceeded | null;
  /**
   * Bytes the program may still allocate before the memory budget's next check (mem.ts): every
   * allocation site subtracts its estimated size (`charge`); below zero, `collect` measures what is
   * live and either refills it or stops the run with gc's out-of-memory error. Infinity: no budget.
   */
  heapLeft: number;
  /**
   * The slab large byte arrays are being cut from and how much of it is cut (values.ts newBytes):
   * the run's own, so what the budget counts for it never depends on an earlier run.
   */
  slab: ArrayBuffer | null;
  slabOff: number;
  /** The slow path of `charge` (set by run.ts for the run's memory budget). */
  collect: (need: number) => void;
  /** The running goroutine's frames, indexed by call depth like `sites` (roots for `collect`). */
  frames: any[][];
  /**
   * A package variable's initialiser is running: it runs in the package's `init` frame at depth 0
   * (gc compiles it into `main.init`), so traces list sites[0] below its calls.
   */
  varInit: boolean;
}

/** A position in Go code with the function containing it, named as gc's stack traces name it. */
export interface CallSite {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  /** e.g. `main.main`, `main.main.func1`, `example.com/lab/internal/controller.(*AppReconciler).Reconcile`. */
  readonly func: string;
  /** True for a function's entry marker (no call made yet); false for a call expression. */
  readonly entry: boolean;
  /**
   * The line gc's stack traces give for this call: that of its `(` (cmd/compile positions a call at
   * its left parenthesis), which differs from `line` for `func() {\n...\n}()` and chained calls.
   */
  readonly traceLine: number;
  /** The function has no receiver and no parameters (gc prints `f()`, else `f(...)` here). */
  readonly noArgs: boolean;
  /** In the toolchain's own Go code (standard library, simulated modules), not the program's. */
  readonly toolchain?: boolean;
  /** A return statement of a function with defers (compile/stmt.ts): its deferred calls run here. */
  readonly ret?: boolean;
  /**
   * The frame's deferred calls are being run by a panic (rt/defer.ts): they run on top of the
   * panicking stack, called by the runtime's gopanic, so a trace taken in one goes on with that
   * frame (GOPANIC_SITE) and then the stack where the panic started (its `sites`), not this frame.
   */
  readonly under?: readonly CallSite[];
  /** The runtime's gopanic frame (GOPANIC_SITE). */
  readonly gopanic?: boolean;
}

/**
 * gopanic as gc's traceback prints it, `panic({0x...?, 0x...?})` at go1.23's runtime/panic.go:785
 * (under GOROOT /usr/local/go, as src/go/build/build.ts names it).
 */
export const GOPANIC_SITE: CallSite = {
  file: '/usr/local/go/src/runtime/panic.go',
  line: 785,
  col: 1,
  func: 'panic',
  entry: false,
  traceLine: 785,
  noArgs: false,
  toolchain: true,
  gopanic: true,
};

/** What a map keeps for the concurrent-access check (values.ts GoMap). */
export interface MapRaceState {
  /**
   * False for maps made by the toolchain's own Go packages (standard library, simulated Kubernetes
   * modules), written for the cooperative scheduler: only the program's maps are checked.
   */
  readonly race: boolean;
  /** Epoch and goroutine of the last write and of the last read; `ri`: that read was a range step. */
  we: number;
  wg: unknown;
  re: number;
  rg: unknown;
  ri: boolean;
}

export const R: RunState = {
  steps: 1e9,
  stepsReserve: 0,
  untilTick: 16,
  tick: null,
  chunk: null,
  preempt: null,
  quantum: null,
  threads: false,
  nested: false,
  epoch: 1,
  mapAccess: () => {},
  addresses: { ids: new WeakMap(), next: 1 },
  depth: 0,
  maxDepth: 10000,
  deepAt: 400,
  panic: null,
  recoverDepth: -1,
  lastRecovered: null,
  sig: null,
  inPanic: 0,
  sites: [],
  budgetError: null,
  heapLeft: Number.POSITIVE_INFINITY,
  slab: null,
  slabOff: 0,
  collect: () => {
    R.heapLeft = Number.POSITIVE_INFINITY;
  },
  frames: [],
  varInit: false,
};

// Estimated sizes in the interpreter's representation (mem.ts): what allocation sites charge and
// what the budget's measurement counts.
/** A JS array of `n` slots (header + 8 per slot). */
export const arrayBytes = (n: number): number => 16 + 8 * n;
/** A Slice header plus its backing array of `cap` slots. */
export const sliceBytes = (cap: number): number => 56 + 8 * cap;
/** A Slice header plus a Uint8Array backing array of `cap` bytes (values.ts typedBacking). */
export const byteSliceBytes = (cap: number): number => 56 + cap;
/** A struct object with `n` fields. */
export const structBytes = (n: number): number => 24 + 8 * n;
/** A map entry beyond its key and value (the JS Map's hash table and entry). */
export const MAP_ENTRY_BYTES = 48;
/**
 * A goroutine as gc's memory has it: a 2 KiB starting stack (runtime/stack.go fixedStack; go1.23's
 * startingStackSize stays there unless GODEBUG=adaptivestackstart=1, runtime/proc.go malg) and its
 * runtime.g record with the sudog it waits on (~0.5 KiB of heap). Measured with go1.23.5 on
 * linux/amd64: 100,000 goroutines blocked on a channel add 2,048 B of MemStats.StackInuse and 562 B
 * of HeapInuse each (the 16 B closure among them, counted here as a closure). So a program stops
 * at the budget after as many goroutines as gc's memory would hold, not as many as our
 * representation's JS heap would (~0.6 KiB for a goroutine blocked on a channel, issue 16).
 */
export const GOROUTINE_BYTES = 2048 + 544;

/**
 * Heap a call on the trampoline holds while it runs (rt/deep.ts, flat.ts: its frame arrays, and a
 * generator only for bodies the flat path does not take, such as those with defer; ~370 B measured
 * in Node for `return f(n-1) + 1`, more with locals).
 */
export const DEEP_FRAME_BYTES = 512;

/**
 * Go's stack limit (1 GB) as a call depth: deep calls live on the heap here, so at most half the
 * memory budget may be stack; without a budget, a million calls.
 */
export function defaultMaxDepth(memoryBudget: number | undefined): number {
  if (memoryBudget === undefined || !Number.isFinite(memoryBudget)) return 1_000_000;
  return Math.max(10_000, Math.floor(memoryBudget / 2 / DEEP_FRAME_BYTES));
}

/**
 * Accounts an allocation of about `bytes` (its size in the interpreter's representation, see
 * mem.ts) against the run's memory budget. Cheap on purpose: one subtraction and one comparison.
 */
export function charge(bytes: number): void {
  if ((R.heapLeft -= bytes) < 0) R.collect(bytes);
}

/**
 * runtime.Goexit as gc's traceback prints it above deferred calls it runs: go1.23's
 * runtime/panic.go:629 (its deferred-call loop, p.nextDefer), no arguments.
 */
export const GOEXIT_SITE: CallSite = {
  file: '/usr/local/go/src/runtime/panic.go',
  line: 629,
  col: 1,
  func: 'runtime.Goexit',
  entry: false,
  traceLine: 629,
  noArgs: true,
  toolchain: true,
};

/** The stack of Go positions of the running goroutine, innermost first (for panic reports). */
export function captureSites(): CallSite[] {
  return stackOf(R.sites, R.depth);
}

/** The frames recorded in a goroutine's `sites` up to call depth `depth`, innermost first. */
export function stackOf(sites: readonly CallSite[], depth: number): CallSite[] {
  const out: CallSite[] = [];
  // Depth 0 is package initialisation; once main runs, sites[0] is a leftover of it.
  const low = depth === 0 || R.varInit ? 0 : 1;
  for (let d = Math.min(depth, sites.length - 1); d >= low; d--) {
    const s = sites[d];
    if (s === undefined) continue;
    if (s.under !== undefined) {
      if (s.under[0] === GOEXIT_SITE) out.push(...s.under);
      else out.push(GOPANIC_SITE, ...s.under);
      break;
    }
    out.push(s);
  }
  return out;
}

/** Thrown when the host's step budget is exhausted (never caught by Go code). */
export class StepBudgetExceeded extends FatalError {}

/** A goroutine's position as the step budget's message names it (`./main.go:12:3`). */
export function whereOf(sites: readonly CallSite[], depth: number): string {
  const s = sites[Math.min(depth, sites.length - 1)];
  if (s === undefined) return 'main.main';
  const f = s.file;
  const name = f.startsWith('/') || f.startsWith('./') || f.startsWith('../') || f === '' ? f : `./${f}`;
  return `${name}:${s.line}:${s.col}`;
}

/** Whether a frame of the running goroutine's stack is the program's own code (not the toolchain's). */
export function inProgramCode(): boolean {
  const sites = R.sites;
  const top = Math.min(R.depth, sites.length - 1);
  for (let d = top; d >= 0; d--) {
    const s = sites[d];
    if (s !== undefined && s.toolchain !== true) return true;
  }
  return false;
}

/**
 * Where a limit's message says the program was: `where` (the running loop or call) when the
 * running frame is the program's own code; when it is the toolchain's (a loop inside encoding/json,
 * controller-runtime's reconcile loop), the program's innermost line instead: the call it made into
 * the library, which is the line the learner can change. `where` when no frame is the program's.
 */
export function limitWhere(where: string): string {
  const sites = R.sites;
  const top = Math.min(R.depth, sites.length - 1);
  for (let d = top; d >= 0; d--) {
    const s = sites[d];
    if (s === undefined || s.toolchain === true) continue;
    return d === top ? where : whereOf(sites, d);
  }
  return where;
}

/**
 * Steps handed out at a time. Each chunk is a new epoch (R.epoch), so an access to a map counts as
 * in progress at a preemption only when made within the last chunk (sched.ts Scheduler.mapAccess).
 */
export const STEP_CHUNK = 1 << 14;
/**
 * Chunks between the host's time checks and preemption points (2^18 steps, a few ms of work).
 */
export const CHUNKS_PER_TICK = 16;
/**
 * What a goroutine switch and a timer firing cost in steps: about their CPU cost in loop iterations
 * (a generator resume ~300; a timer with its select or sleep ~1000), so programs that only switch or
 * sleep forever stop about as fast as an empty loop.
 */
export const SWITCH_STEPS = 300;
export const TIMER_STEPS = 1000;

/** The step budget as R holds it: the first chunk in `steps`, the rest in `stepsReserve`. */
export function stepState(budget: number): Pick<RunState, 'steps' | 'stepsReserve' | 'untilTick'> {
  const steps = Math.min(budget, STEP_CHUNK);
  return { steps, stepsReserve: budget - steps, untilTick: CHUNKS_PER_TICK };
}

/**
 * `--R.steps < 0` in Go code: the next chunk (after the host's time check) and a preemption point,
 * or the end of the budget.
 */
export function budgetExceeded(where: string): void {
  if (budgetRefill(where) && R.preempt !== null) R.preempt();
}

/**
 * `budgetExceeded` without the preemption point: for the steps the scheduler charges itself. True
 * when this chunk ends a tick (every CHUNKS_PER_TICK chunks: the host's time check has run and a
 * preemption point is due).
 */
export function budgetRefill(where: string): boolean {
  if (R.budgetError === null && R.stepsReserve > 0) {
    const chunk = Math.min(R.stepsReserve, STEP_CHUNK);
    R.stepsReserve -= chunk;
    R.steps += chunk;
    let ticked = false;
    if (--R.untilTick <= 0) {
      // The preemption point that follows starts the next epoch, once it has noted this one.
      R.untilTick = CHUNKS_PER_TICK;
      ticked = true;
      if (R.tick !== null) R.tick(where);
    } else R.epoch++;
    if (R.chunk !== null) R.chunk();
    if (R.steps >= 0) return ticked;
  }
  R.budgetError ??= new StepBudgetExceeded(
    `step budget exceeded at ${limitWhere(where)} (infinite loop?)\n`,
    2,
  );
  throw R.budgetError;
}

/**
 * The host's CPU-time limit: `limitMs` of `cpuMs()` from now, checked once per step chunk. Past it,
 * the run stops like the step budget, naming the same kind of place.
 */
export function cpuLimit(cpuMs: () => number, limitMs: number): (where: string) => void {
  const start = cpuMs();
  return (where) => {
    if (cpuMs() - start <= limitMs) return;
    R.budgetError ??= new StepBudgetExceeded(
      `time limit exceeded at ${limitWhere(where)} (${limitMs / 1000}s of CPU time; infinite loop?)\n`,
      2,
    );
    throw R.budgetError;
  };
}

/**
 * gc's report for runaway recursion (runtime/stack.go newstack, then runtime.throw): the message, the
 * `sp=`/`stack=` line and the runtime stack of go1.23 (throw, newstack, morestack), with every
 * address 0 as in panics, then the goroutine's frames (run.ts; runtime.main left out, as in panics).
 */
export class StackOverflow extends FatalError {
  /**
   * The goroutine's Go positions, innermost first: the call that did not fit is at its entry. Past
   * TRACE_FRAMES, only the innermost and outermost halves (what the report prints), `elided` between.
   */
  readonly sites: CallSite[];
  readonly elided: number;
  constructor(sites: CallSite[], elided = 0) {
    super(
      'runtime: goroutine stack exceeds 1000000000-byte limit\nruntime: sp=0x0 stack=[0x0, 0x0]\n' +
        'fatal error: stack overflow\n\nruntime stack:\n' +
        'runtime.throw({0x0?, 0x0?})\n\t/usr/local/go/src/runtime/panic.go:1067 +0x0 fp=0x0 sp=0x0 pc=0x0\n' +
        'runtime.newstack()\n\t/usr/local/go/src/runtime/stack.go:1117 +0x0 fp=0x0 sp=0x0 pc=0x0\n' +
        'runtime.morestack()\n\t/usr/local/go/src/runtime/asm_amd64.s:621 +0x0 fp=0x0 sp=0x0 pc=0x0\n',
      2,
    );
    this.sites = sites;
    this.elided = elided;
  }
}

/** Frames a traceback prints before it elides the middle (runtime/traceback.go: 50 inner + 50 outer). */
export const TRACE_FRAMES = 100;

/** A call at depth R.depth past R.maxDepth: `entry` is the callee's entry position. */
export function stackOverflow(entry: CallSite): never {
  R.sites[R.depth] = entry;
  const all = R.depth;
  if (all <= TRACE_FRAMES + 1) throw new StackOverflow(captureSites());
  // A million frames deep: copy only the ones the report prints.
  const half = TRACE_FRAMES / 2;
  const kept: CallSite[] = [];
  for (let d = all; d > all - half; d--) kept.push(R.sites[d]);
  for (let d = half; d >= 1; d--) kept.push(R.sites[d]);
  throw new StackOverflow(kept, all - kept.length);
}

panicHooks.capture = captureSites;
panicHooks.signal = (p) => {
  R.sig = p;
};

/** A recovery completed (rt/defer.ts, fmt's catchPanic...): with no panic left in progress, gp.sig = 0. */
export function recovered(): void {
  if (R.inPanic === 0) R.sig = null;
}

/**
 * `a + b` on Go strings. Charged as JS builds it: a rope node that shares `a`, plus `b`'s bytes when
 * it is flattened (a string grown by `+=` in a loop is charged about its final length).
 */
export function concat(a: string, b: string): string {
  if ((R.heapLeft -= 32 + b.length) < 0) R.collect(32 + b.length);
  return a + b;
}

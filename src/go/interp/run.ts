// Entry API for the driver: compile checked packages into a Program, run it against a host.
//
//   const prog = compileProgram(packages, natives);   // throws CompileError for unsupported code
//   const { exitCode } = run(prog, { stdout, stderr, stepBudget, maxDepth, ... });
//
// Run order as gc: package variables (Info.initOrder) and init funcs package by package in the order
// given (dependencies first), then main.main. Exit status: 0; os.Exit's code; 2 for an unrecovered
// panic, a fatal error (deadlock, stack overflow) or an exceeded step budget. `go run` itself adds
// `exit status N` on stderr; that line is the driver's to print, not the program's.

import { addressOf } from './address.ts';
import { Compiler } from './compile/compiler.ts';
import { type CheckedPackage, CompileError, NeedPark, type RuntimeLink } from './compile/ctx.ts';
import { DeferredInit } from './compile/deferred-init.ts';
import { type CompiledPackage, needsGenMode } from './compile/program.ts';
import { goroutineTrampoline } from './gen.ts';
import { budgetState, type HeapRoots, liveBytes, OutOfMemory } from './mem.ts';
import {
  Blocked,
  type NativeContext,
  type NativeRegistry,
  type VirtualClock,
  type WaitReason,
} from './native.ts';
import { ExitSignal, FatalError, GoPanic, NO_GOROUTINES, nilDeref } from './panic.ts';
import { DEEP_SEGMENT } from './rt/deep.ts';
import { printFloat } from './rt/print.ts';
import { funcOf, namedType, ptrTo, type RType, setUnderlying, structOf, tString } from './rtype.ts';
import { Chan, MainReturned, type Park, Scheduler } from './sched.ts';
import {
  type CallSite,
  captureSites,
  cpuLimit,
  defaultMaxDepth,
  GOROUTINE_BYTES,
  inProgramCode,
  R,
  StackOverflow,
  stackOf,
  stepState,
  TRACE_FRAMES,
} from './state.ts';
import { Iface } from './values.ts';

export { type CheckedPackage, CompileError } from './compile/ctx.ts';

export interface Program {
  readonly compiler: Compiler;
  readonly link: RuntimeLink;
  /** The program's packages in run order: their code is the compiler's, shared with other programs. */
  readonly packages: readonly CompiledPackage[];
  readonly mainFn: { fn: (...args: any[]) => any } | null;
  /** Paths of the packages this program's compile compiled; the others were compiled before. */
  readonly compiled: readonly string[];
  /** The checked packages, kept alive with the program: the compiler's tables hold them weakly. */
  readonly checked: readonly CheckedPackage[];
}

export interface Host {
  /** Receives Go bytes (binary strings: one char per byte). */
  stdout(bytes: string): void;
  stderr(bytes: string): void;
  clock?: VirtualClock;
  env?: Record<string, string> | Map<string, string>;
  /** os.Args (program name first). */
  args?: string[];
  /**
   * Standard input: up to `max` bytes (a binary string), '' at end of input; it may block the whole
   * run while it waits (the CLI reads its own stdin). Without it standard input is empty.
   */
  stdin?: (max: number) => string;
  /** Loop iterations + calls allowed before the run stops (default DEFAULT_STEP_BUDGET). */
  stepBudget?: number;
  /**
   * The host's CPU clock in ms (process.cpuUsage in Node); with it the run stops with `time limit
   * exceeded at <place>` after `cpuLimitMs` (default 60 s) of CPU time. Engine code reads no clock.
   */
  cpuTime?: () => number;
  cpuLimitMs?: number;
  /**
   * Called at every chunk of steps (state.ts STEP_CHUNK) while Go code runs: the CLI caps V8's
   * young generation from there (cli/young-gen.ts), where a check once per tick came too late.
   */
  onChunk?: () => void;
  /**
   * The run's virtual-time limit (ns on `clock`): when every goroutine waits for a timer past it, the
   * run stops with `virtual time limit reached: ...` naming who waits and where (exit status 2).
   */
  virtualDeadline?: () => number | bigint | undefined;
  /** Maximum Go call depth before `fatal error: stack overflow` (default 10000). */
  maxDepth?: number;
  /**
   * Bytes the program's live values may take (measured as mem.ts estimates them) before it stops
   * with gc's `fatal error: runtime: out of memory` (default: no limit).
   */
  memoryBudget?: number;
  /** The absolute path gc would print in a stack trace for a source file name as loaded. */
  tracePath?: (file: string) => string;
}

export interface RunResult {
  exitCode: number;
  /** Why the run ended when not by returning from main: 'panic' | 'exit' | 'fatal' | 'budget'. */
  reason: 'ok' | 'panic' | 'exit' | 'fatal' | 'budget';
}

/**
 * Compiles programs over one package registry, keeping each package's compiled form for the next
 * program with the same checked package (a workspace's next build after an edit compiles the edited
 * package and its importers; the standard and Kubernetes packages' code, compiled as programs call
 * it, stays compiled). One compiler per mode: a program that starts goroutines is compiled with
 * generator twins, which the same package compiled for a program without them lacks.
 */
export class ProgramCompiler {
  private readonly natives: NativeRegistry;
  private readonly compilers: { plain?: Compiler; gen?: Compiler } = {};
  constructor(natives: NativeRegistry) {
    this.natives = natives;
  }

  /** Compile packages (dependencies first; the last normally is `main`). */
  compile(packages: CheckedPackage[]): Program {
    const gen = needsGenMode(packages);
    const mode = gen ? 'gen' : 'plain';
    let compiler = this.compilers[mode];
    if (compiler === undefined) {
      const link = { ctx: null, sched: null, replay: null } as unknown as RuntimeLink;
      compiler = this.compilers[mode] = new Compiler(this.natives, link, gen);
    }
    const parts = compiler.compileProgram(packages);
    return {
      compiler,
      link: compiler.link,
      packages: parts.packages,
      mainFn: parts.mainFn,
      compiled: parts.compiled,
      checked: packages,
    };
  }
}

/** Compile packages (dependencies first; the last normally is `main`), sharing no compiled code. */
export function compileProgram(packages: CheckedPackage[], natives: NativeRegistry): Program {
  return new ProgramCompiler(natives).compile(packages);
}

/**
 * Gives the program's package variables to a run: the run that held them before keeps its values
 * aside if it is a resident run still going (it takes them back when it next runs, `resumeState`).
 */
function claimState(program: Program, owner: StateOwner | null): void {
  const { compiler } = program;
  if (compiler.stateOwner === owner) return;
  compiler.stateOwner?.save();
  compiler.stateOwner = owner;
}

/** A resident run's hold on its package variables while other programs run between its turns. */
interface StateOwner {
  save(): void;
}

/**
 * Zero values, then initialisers and init functions, package by package. They run on the main
 * goroutine (runtime.main's doInit), so runtime.Goexit in an init function ends that goroutine as
 * it would in main: its deferred calls have run, main never starts and the other goroutines go on
 * (`sched` given: a run's, not a test's).
 */
function initialise(program: Program, sched?: Scheduler): void {
  for (const p of program.packages) for (const z of p.zero) z();
  try {
    for (const p of program.packages) for (const init of p.inits) init();
  } catch (e) {
    if (sched === undefined || !(e instanceof GoPanic && e.goexit)) throw e;
    sched.mainGoexited();
  }
}

/** The playground's epoch, 2009-11-10 23:00:00 UTC, as the default virtual time. */
const defaultEpochNs = 1257894000000000000n;

export function simpleClock(startNs: bigint = defaultEpochNs): VirtualClock {
  let now = startNs;
  return {
    now: () => now,
    advance: (ns) => {
      now += BigInt(ns);
    },
  };
}

/**
 * Steps a run may take by default: 2^28. The cheapest step (an iteration of `for { x++ }`) costs
 * 5-8 ns, so an endless loop stops after 1.5-2 s of CPU (with 1e9 it took 7.4 s); every program
 * of bench/go takes fewer. Steps that cost more are bounded by the host's CPU-time limit.
 */
export const DEFAULT_STEP_BUDGET = 2 ** 28;

export function run(program: Program, host: Host): RunResult {
  const { compiler, link } = program;
  const clock = host.clock ?? simpleClock();
  const sched = new Scheduler(clock);
  const env = host.env instanceof Map ? new Map(host.env) : new Map(Object.entries(host.env ?? {}));
  const roots = heapRoots(program, sched);
  const ctx = makeContext(compiler, sched, host, clock, env, link, roots, mainGoVersion(program));
  sched.trace = () => {
    const { sites, depth } = sched.mainStack();
    return frameLines(stackOf(sites, depth), host.tracePath ?? ((f) => f)) || 'main.main()\n';
  };
  sched.traceOf = (sites, depth, created) =>
    goroutineTrace(sites, depth, created, host.tracePath ?? ((f) => f));
  sched.deadline = host.virtualDeadline ?? null;
  link.ctx = ctx;
  link.sched = sched;
  const saved = { ...R };
  Object.assign(R, stepState(host.stepBudget ?? DEFAULT_STEP_BUDGET));
  R.tick = host.cpuTime === undefined ? null : cpuLimit(host.cpuTime, host.cpuLimitMs ?? 60_000);
  R.chunk = host.onChunk ?? null;
  R.preempt = preemption(sched, link);
  R.quantum = () => sched.quantum();
  R.threads = false;
  R.nested = false;
  R.mapAccess = (m, write, iter) => sched.mapAccess(m, write, iter);
  R.addresses = { ids: new WeakMap(), next: 1 };
  R.budgetError = null;
  R.depth = 0;
  R.maxDepth = host.maxDepth ?? defaultMaxDepth(host.memoryBudget);
  R.deepAt = Math.min(R.maxDepth, DEEP_SEGMENT);
  R.panic = null;
  R.recoverDepth = -1;
  R.sig = null;
  R.inPanic = 0;
  R.sites = [];
  R.frames = [];
  Object.assign(R, budgetState(host.memoryBudget ?? Number.POSITIVE_INFINITY, roots));
  try {
    claimState(program, null);
    initialise(program, sched);
    if (program.mainFn === null) {
      host.stderr('function main is undeclared in the main package\n');
      return { exitCode: 1, reason: 'fatal' };
    }
    const main: any = program.mainFn.fn;
    if (compiler.genMode && main.$g !== undefined) sched.runMain(goroutineTrampoline(main.$g()));
    else runPlainMain(main, sched);
    return { exitCode: 0, reason: 'ok' };
  } catch (e) {
    return reportFailure(e, host);
  } finally {
    Object.assign(R, saved);
  }
}

/** main without a generator twin; runtime.Goexit in it leaves the other goroutines running. */
function runPlainMain(main: () => void, sched: Scheduler): void {
  try {
    main();
  } catch (e) {
    if (!(e instanceof GoPanic && e.goexit)) throw e;
    sched.mainGoexited();
  }
}

/**
 * A run that outlives one call: a manager the terminal keeps up between the learner's commands.
 * `runResident` starts the program like `run`; when a native asks to pause (ctx.pause, only where the
 * main loop itself is waiting) and nothing can run at the current virtual time, it returns with the
 * program alive. `resume` continues it; `enter` runs host code that calls into it (a webhook
 * request) with the program's run state installed. The interpreter's run state (state.ts R) is the
 * host's again whenever these return, so other programs can run in between.
 */
export interface ResidentRun {
  /** The outcome once main returned or the program ended; undefined while it is paused. */
  readonly result: RunResult | undefined;
  resume(): void;
  enter<T>(fn: () => T): T;
}

export function runResident(program: Program, host: Host): ResidentRun {
  const { compiler, link } = program;
  const clock = host.clock ?? simpleClock();
  const sched = new Scheduler(clock);
  sched.resident = true;
  const env = host.env instanceof Map ? new Map(host.env) : new Map(Object.entries(host.env ?? {}));
  const roots = heapRoots(program, sched);
  const ctx = makeContext(compiler, sched, host, clock, env, link, roots, mainGoVersion(program));
  sched.trace = () => {
    const { sites, depth } = sched.mainStack();
    return frameLines(stackOf(sites, depth), host.tracePath ?? ((f) => f)) || 'main.main()\n';
  };
  sched.traceOf = (sites, depth, created) =>
    goroutineTrace(sites, depth, created, host.tracePath ?? ((f) => f));
  sched.deadline = host.virtualDeadline ?? null;
  // The program's own run state while it is paused (restored into R whenever it runs).
  const mine = {
    ...R,
    ...stepState(host.stepBudget ?? DEFAULT_STEP_BUDGET),
    tick: host.cpuTime === undefined ? null : cpuLimit(host.cpuTime, host.cpuLimitMs ?? 60_000),
    chunk: host.onChunk ?? null,
    preempt: preemption(sched, link),
    quantum: () => sched.quantum(),
    threads: false,
    nested: false,
    mapAccess: (m, write, iter) => sched.mapAccess(m, write, iter),
    budgetError: null,
    depth: 0,
    maxDepth: host.maxDepth ?? defaultMaxDepth(host.memoryBudget),
    deepAt: Math.min(host.maxDepth ?? defaultMaxDepth(host.memoryBudget), DEEP_SEGMENT),
    panic: null,
    recoverDepth: -1,
    lastRecovered: null,
    sig: null,
    inPanic: 0,
    sites: [],
    frames: [],
    ...budgetState(host.memoryBudget ?? Number.POSITIVE_INFINITY, roots),
  } as typeof R;
  let result: RunResult | undefined;
  // The package variables' values while another run holds the cells (claimState).
  const cells = program.packages.flatMap((p) => p.cells);
  let values: unknown[] | null = null;
  const owner: StateOwner = {
    save: () => {
      values = result === undefined ? cells.map((c) => c.v) : null;
    },
  };
  const within = <T>(fn: () => T): T => {
    if (compiler.stateOwner !== owner) {
      claimState(program, owner);
      if (values !== null) for (let i = 0; i < cells.length; i++) cells[i].v = values[i];
      values = null;
    }
    const saved = { ...R };
    const savedLink = { ctx: link.ctx, sched: link.sched, replay: link.replay };
    Object.assign(R, mine);
    link.ctx = ctx;
    link.sched = sched;
    link.replay = null;
    try {
      return fn();
    } finally {
      Object.assign(mine, R);
      Object.assign(R, saved);
      Object.assign(link, savedLink);
    }
  };
  const settle = (step: () => void): void => {
    if (result !== undefined) return;
    within(() => {
      try {
        step();
        if (!sched.paused) result = { exitCode: 0, reason: 'ok' };
      } catch (e) {
        result = reportFailure(e, host);
      }
    });
  };
  settle(() => {
    initialise(program, sched);
    if (program.mainFn === null) {
      host.stderr('function main is undeclared in the main package\n');
      throw new ExitSignal(1);
    }
    const main: any = program.mainFn.fn;
    if (compiler.genMode && main.$g !== undefined) sched.runMain(goroutineTrampoline(main.$g()));
    else runPlainMain(main, sched);
  });
  return {
    get result() {
      return result;
    },
    resume: () => settle(() => sched.resumeMain()),
    enter: <T>(fn: () => T): T => within(() => sched.enterFromHost(fn)),
  };
}

/**
 * The run's preemption point (state.ts R.preempt). The goroutines it lets run call natives of their
 * own: a native's replay state (RuntimeLink.replay) belongs to the preempted goroutine.
 */
function preemption(sched: Scheduler, link: RuntimeLink): () => void {
  return () => {
    if (!sched.used) return;
    const saved = link.replay;
    link.replay = null;
    try {
      sched.preempt();
    } finally {
      link.replay = saved;
    }
  };
}

/** What the memory budget measures from (mem.ts): package variables, goroutines, a live panic. */
function heapRoots(program: Program, sched: Scheduler): HeapRoots {
  return {
    *roots() {
      // (A pending initialiser's stand-in holds no Go value: deferred-init.ts.)
      for (const p of program.packages)
        for (const c of p.cells) if (!(c.v instanceof DeferredInit)) yield c.v;
      yield* sched.frameValues();
      if (R.panic !== null) yield R.panic.value;
    },
    goroutines: () => sched.count,
  };
}

function reportFailure(e: unknown, host: Host): RunResult {
  // main returned while another goroutine ran (sched.ts preempt): a normal end.
  if (e instanceof MainReturned) return { exitCode: 0, reason: 'ok' };
  // A process's exit status is the low 8 bits of os.Exit's code (os.Exit(-1) and os.Exit(255) both
  // leave 255, os.Exit(256) 0), as the shell and go run's `exit status N` see it.
  if (e instanceof ExitSignal) return { exitCode: ((e.code % 256) + 256) % 256, reason: 'exit' };
  if (e instanceof GoPanic) {
    // main's panic, straight from its frames: the goroutine's signal is still R's (sched.ts sets it
    // for the others).
    const p = e as GoPanic & { sig?: GoPanic | null };
    if (p.sig === undefined) p.sig = R.sig;
    host.stderr(panicReport(e, host.tracePath));
    return { exitCode: 2, reason: 'panic' };
  }
  if (e instanceof OutOfMemory) {
    // runtime.throw from mallocgc (runtime/mem_linux.go sysMapOS: the heap cannot grow). gc also
    // prints the runtime's own frames (`runtime stack:`, mallocgc, makeslice): left out, as in
    // panic reports; the program's frames name the allocating line.
    const g = e.goroutine ?? 1;
    const frames = frameLines(e.sites, host.tracePath ?? ((f) => f)) || 'main.main()\n';
    host.stderr(`${e.text}\ngoroutine ${g} [running]:\n${frames}`);
    return { exitCode: 2, reason: 'fatal' };
  }
  if (e instanceof StackOverflow) {
    const frames = frameLines(e.sites, host.tracePath ?? ((f) => f), e.elided);
    // A throw prints the goroutine's g and m (runtime/traceback.go goroutineheader): zero here.
    const g = e.goroutine ?? 1;
    const created = g === 1 ? '' : createdLine(e.created, host.tracePath ?? ((f) => f));
    host.stderr(`${e.text}\ngoroutine ${g} gp=0x0 m=0 mp=0x0 [running]:\n${frames}${created}`);
    return { exitCode: 2, reason: 'fatal' };
  }
  if (e instanceof FatalError) {
    // runtime.fatal/throw print the failing goroutine after the message (deadlock reports carry theirs).
    let text = e.textFor?.(e.goroutine ?? 1) ?? e.text;
    if (e.text.startsWith('fatal error:') && !e.text.includes('\ngoroutine ') && e.text !== NO_GOROUTINES) {
      const g = e.goroutine ?? 1;
      const path = host.tracePath ?? ((f: string) => f);
      const frames =
        e.throwSites === undefined || e.throwSites.length === 0
          ? 'main.main()\n\t...\n'
          : (e.runtimeFrames ?? '') +
            frameLines(e.throwSites, path) +
            createdLine(g === 1 ? undefined : e.created, path);
      text = `${e.text}\ngoroutine ${g} [running]:\n${frames}`;
    }
    host.stderr(text);
    return { exitCode: e.code, reason: e.text.startsWith('step budget') ? 'budget' : 'fatal' };
  }
  if (
    e instanceof RangeError &&
    /invalid (string|array) length|allocation failed|Maximum BigInt size/i.test(e.message)
  ) {
    // A string, slice or big.Int larger than the JS engine can hold (a BigInt: 2^30 bits): Go would
    // run out of memory first (big.Int's Lsh by 1<<40 asks for 128 GiB).
    host.stderr('fatal error: runtime: out of memory\n\ngoroutine 1 [running]:\n');
    return { exitCode: 2, reason: 'fatal' };
  }
  if (e instanceof RangeError && /call stack/i.test(e.message)) {
    // The JS stack ran out where calls cannot use the trampoline (rt/deep.ts): a recursion that
    // parks (generator twins nest on the JS stack), or expressions nested thousands deep.
    return reportFailure(new StackOverflow(captureSites()), host);
  }
  if (e instanceof CompileError) {
    host.stderr(`${e.file}:${e.line}:${e.col}: ${e.message}\n`);
    return { exitCode: 2, reason: 'fatal' };
  }
  // An interpreter defect: report it like a runtime fatal error instead of crashing the host.
  host.stderr(`fatal error: interpreter: ${e instanceof Error ? e.message : String(e)}\n`);
  return { exitCode: 2, reason: 'fatal' };
}

/**
 * gc's report for an unrecovered panic (runtime/panic.go printpanics): earlier panics first, each
 * `panic: <value>` (+ ` [recovered]`), then the goroutine header and its stack, innermost frame first:
 * `main.f(...)` + `\t/path/main.go:12 +0x0` per Go frame (runtime/traceback.go). The interpreter has
 * no machine stack, so arguments print as gc prints an inlined frame's (`(...)`) and every pc offset
 * as +0x0; a frame's line is that of its current call, the innermost frame's that of the panic()
 * call or of the faulting expression (index, dereference, map write, conversion). `path` maps a file
 * name as loaded to the absolute path gc prints.
 */
export function panicReport(p: GoPanic, path: (file: string) => string = (f) => f): string {
  const chain: GoPanic[] = [];
  for (let q: GoPanic | null = p; q !== null; q = q.previous) chain.unshift(q);
  const g = (p as GoPanic & { goroutine?: number }).goroutine ?? 1;
  let values: string[];
  try {
    values = chain.map((q) => panicValueString(q.value));
  } catch (e) {
    if (!(e instanceof GoPanic)) throw e;
    // runtime/panic.go preprintpanics: a panic in the value's Error or String method is thrown as
    // a fatal error, a plain string as itself and any other value by its type.
    const r = e.value;
    const what = r !== null && r.t === tString ? `: ${r.v}` : `: type ${r?.t.String()}`;
    // A nil dereference there (Error on a nil *T) is a signal: dopanic_m prints gp.sig's line too.
    const addr = (e as GoPanic & { addr?: number }).addr ?? 0;
    const sig = isNilDeref(r)
      ? `[signal SIGSEGV: segmentation violation code=0x1 addr=0x${addr.toString(16)} pc=0x0]\n`
      : '';
    const head = `fatal error: panic while printing panic value${what}\n${sig}\ngoroutine ${g} gp=0x0 m=0 mp=0x0 [running]:\n`;
    return head + frameLines(e.sites, path);
  }
  let s = '';
  chain.forEach((q, i) => {
    if (i > 0) s += '\t';
    s += `panic: ${values[i]}`;
    if (q.recovered) s += ' [recovered]';
    s += '\n';
  });
  // The goroutine's signal, if a panic in the chain came from one, after the whole chain
  // (runtime/panic.go fatalpanic: printpanics, then dopanic_m's `[signal ...` from gp.sig, which
  // each sigpanic overwrites: the latest fault's address).
  // A dereference recovered while another panic was in progress counts too (state.ts R.sig).
  const dying = (p as GoPanic & { sig?: GoPanic | null }).sig;
  const sig = dying ?? chain.findLast((q) => isNilDeref(q.value));
  if (sig !== undefined) {
    const addr = (sig as GoPanic & { addr?: number }).addr ?? 0;
    s += `[signal SIGSEGV: segmentation violation code=0x1 addr=0x${addr.toString(16)} pc=0x0]\n`;
  }
  s += `\ngoroutine ${g} [running]:\n`;
  if (p.sites.length === 0) return `${s}${g === 1 ? 'main.main()' : 'main.func()'}\n\t...\n`;
  s += frameLines(p.sites, path);
  const created = (p as GoPanic & { created?: { site: CallSite | undefined; by: number } }).created;
  if (g !== 1) s += createdLine(created, path);
  return s;
}

/** The `created by` lines of a goroutine's `go` statement (none for main). */
function createdLine(
  created: { site: CallSite | undefined; by: number } | undefined,
  path: (f: string) => string,
) {
  const c = created?.site;
  if (c === undefined) return '';
  // A goroutine the runtime started (a timer's time.goFunc) has parent goid 0: gc prints no
  // ` in goroutine` then (runtime/traceback.go printcreatedby1).
  const by = created!.by === 0 ? '' : ` in goroutine ${created!.by}`;
  return `created by ${c.func}${by}\n\t${path(c.file)}:${c.traceLine} +0x0\n`;
}

/** A goroutine's frames and the `created by` lines of its `go` statement (runtime/traceback.go). */
function goroutineTrace(
  sites: CallSite[],
  depth: number,
  created: { site: CallSite | undefined; by: number } | undefined,
  path: (file: string) => string,
): string {
  return frameLines(stackOf(sites, depth), path) + createdLine(created, path);
}

/**
 * A goroutine's frames as gc's traceback prints them; past 100 frames, the innermost 50, `...N
 * frames elided...` and the outermost 50 (runtime/traceback.go tracebackInnerFrames/OuterFrames).
 */
function frameLines(sites: readonly CallSite[], path: (file: string) => string, elided = 0): string {
  // gopanic's argument (the panic value's type and data words) prints as addresses: 0x0 here, like
  // every pc offset.
  const line = (site: CallSite) =>
    `${site.func}${site.gopanic === true ? '({0x0?, 0x0?})' : site.noArgs ? '()' : '(...)'}\n\t${path(site.file)}:${site.traceLine} +0x0\n`;
  let s = '';
  const n = sites.length;
  if (n + elided <= TRACE_FRAMES) {
    for (const site of sites) s += line(site);
    return s;
  }
  // `sites` may already leave the middle out (StackOverflow.elided).
  const half = TRACE_FRAMES / 2;
  for (let i = 0; i < half; i++) s += line(sites[i]);
  s += `...${n + elided - TRACE_FRAMES} frames elided...\n`;
  for (let i = n - half; i < n; i++) s += line(sites[i]);
  return s;
}

function isNilDeref(v: Iface | null): boolean {
  return (
    v !== null && v.t.name === 'errorString' && v.v === 'invalid memory address or nil pointer dereference'
  );
}

/** runtime.printpanicval: errors and Stringers by method, basic kinds plainly, others as (T) addr. */
export function panicValueString(v: Iface | null): string {
  if (v === null) return 'nil';
  // printindented: every newline of a printed string is followed by a tab (preprintpanics turns
  // errors and Stringers into their strings first, so theirs are indented too).
  const indented = (x: any) => String(x).replaceAll('\n', '\n\t');
  const err = v.t.methods.get('Error');
  if (err !== undefined) return indented(err.fn(v.v));
  const str = v.t.methods.get('String');
  if (str !== undefined) return indented(str.fn(v.v));
  const t = v.t;
  const plain = (x: any): string => {
    switch (t.kind) {
      case 'float32':
      case 'float64':
        return printFloat(x);
      case 'complex64':
      case 'complex128':
        return `(${printFloat(x.re)}${printFloat(x.im)}i)`;
      default:
        return String(x);
    }
  };
  switch (t.kind) {
    case 'bool':
    case 'int':
    case 'int8':
    case 'int16':
    case 'int32':
    case 'int64':
    case 'uint':
    case 'uint8':
    case 'uint16':
    case 'uint32':
    case 'uint64':
    case 'uintptr':
    case 'float32':
    case 'float64':
      return t.pkgPath === '' ? plain(v.v) : `${t.String()}(${plain(v.v)})`;
    case 'complex64':
    case 'complex128':
      // runtime/error.go printanycustomtype: print(typestring, c), and print's complex already
      // has its parentheses: main.C(+1.000000e+000+2.000000e+000i).
      return t.pkgPath === '' ? plain(v.v) : `${t.String()}${plain(v.v)}`;
    case 'string':
      return t.pkgPath === '' ? indented(v.v) : `${t.String()}("${indented(v.v)}")`;
    case 'ptr':
    case 'map':
    case 'chan':
    case 'func':
    case 'unsafe.Pointer':
      // runtime/error.go printanycustomtype: the interface's data word, which for these kinds is
      // the value itself: the address fmt's %p prints for it.
      return `(${t.String()}) 0x${addressOf(v.v).toString(16)}`;
    default:
      // the data word points to a copy the conversion to interface made
      return `(${t.String()}) 0x${addressOf(v).toString(16)}`;
  }
}

let errorStringType: RType | null = null;
/** `*errors.errorString`, the dynamic type errors.New gives (for ctx.errorf). */
function errorsErrorString(): RType {
  if (errorStringType === null) {
    const t = namedType('errors', 'errors', 'errorString');
    setUnderlying(t, structOf([{ name: 's', type: tString, pkgPath: 'errors' }]));
    const p = ptrTo(t);
    p.methods.set('Error', {
      name: 'Error',
      type: funcOf([], [tString], false),
      ptrRecv: true,
      fn: (e: { s: string }) => e.s,
    });
    errorStringType = p;
  }
  return errorStringType;
}

/** The go version of the main package's module (Program.checked keeps the checked packages). */
function mainGoVersion(program: Program): string | undefined {
  return program.checked.find((p) => p.name === 'main')?.goVersion;
}

function makeContext(
  compiler: Compiler,
  sched: Scheduler,
  host: Host,
  clock: VirtualClock,
  env: Map<string, string>,
  link: RuntimeLink,
  roots: HeapRoots,
  mainVersion: string | undefined,
): NativeContext {
  // A synchronous wait inside a native called from generator code: skip waits already completed in
  // an earlier run of this native, otherwise unwind it to park the goroutine (see RuntimeLink).
  const wait = (reason: WaitReason, ready: () => boolean, makePark?: () => Park): void => {
    const replay = link.replay;
    if (replay === null) {
      if (makePark !== undefined) {
        const p = makePark();
        sched.waitUntil(p.reason, p.ready);
      } else sched.waitUntil(reason, ready);
      return;
    }
    const idx = replay.seen++;
    if (idx < replay.done) return;
    if (makePark === undefined && ready()) return;
    throw new NeedPark(makePark !== undefined ? makePark() : { reason, ready }, idx);
  };
  return {
    stdout: (b) => host.stdout(b),
    stderr: (b) => host.stderr(b),
    clock,
    env,
    mainGoVersion: mainVersion,
    args: host.args ?? ['/tmp/go-build/exe/main'],
    stdin: host.stdin ?? (() => ''),
    typeOf: (pkgPath, name) => compiler.typeOf(pkgPath, name),
    lookupMethod: (t, name) => t.methods.get(name),
    callMethod: (iv, name, ...args) => {
      if (iv === null) throw nilDeref();
      const m = iv.t.methods.get(name);
      if (m === undefined) throw new Error(`interp: ${iv.t.String()} has no method ${name}`);
      return m.fn(iv.v, ...args);
    },
    panicValue: (v) => new GoPanic(v),
    errorf: (msg) => new Iface(errorsErrorString(), { s: msg }),
    panic: (err) => new GoPanic(err),
    go: (fn, args, creator) => sched.go(fn, args, creator),
    waitUntil: (reason: WaitReason, ready) => wait(reason, ready),
    numGoroutine: () => sched.count,
    heapBytes: () => liveBytes(roots.roots()) + sched.count * GOROUTINE_BYTES,
    sleep: (ns) =>
      wait(
        'sleep',
        () => false,
        () => sched.sleepPark(ns),
      ),
    sleepPark: (ns, program) => sched.sleepPark(ns, program),
    block: (park, resume) => new Blocked(park, resume ?? (() => undefined)),
    afterFunc: (ns, fn, program) => sched.afterFunc(ns, fn, program),
    inProgramCode: () => inProgramCode(),
    nextProgramTimer: () => sched.nextProgramTimer(),
    pause: () => sched.requestPause(),
    makeChan: (elem, size) => new Chan(sched, elem, size),
    exit: (code) => {
      throw new ExitSignal(code);
    },
    // The recorded site itself (immutable, shared): no allocation per call.
    caller: () => R.sites[R.depth],
    callers: () => {
      const path = host.tracePath ?? ((f: string) => f);
      return stackOf(R.sites, R.depth).map((c) => ({
        file: path(c.file),
        line: c.traceLine,
        col: c.col,
        func: c.func,
        noArgs: c.noArgs,
      }));
    },
    tracedFile: (file) => (host.tracePath ?? ((f: string) => f))(file),
    stackText: (all, skip) => sched.stackText(all, skip),
  };
}

// Types shared by the compiler's phases: compiled statements, per-function compile state (FnCtx),
// function holders, the run-time link, and the errors compilation reports.

import type { BlockStmt, File, Pos } from '../../syntax/ast.ts';
import type { Info } from '../../types/info.ts';
import type { Package, Type, Var } from '../../types/types.ts';
import type { NativeContext, NativeTable } from '../native.ts';
import type { Ev } from '../ops.ts';
import type { RType } from '../rtype.ts';
import type { Park, Scheduler } from '../sched.ts';
import type { TypeEnv } from '../typeconv.ts';
import type { Compiler } from './compiler.ts';

export type St = (f: any[]) => number;

/** Sets up a variable in its frame slot (e.g. the one Cell of a pre-1.22 range variable). */
export type VarInit = (f: any[]) => void;

/** `st`, running `inits` first each time it executes. */
export function withVarInits(inits: VarInit[], st: St): St {
  if (inits.length === 0) return st;
  return (f) => {
    for (let i = 0; i < inits.length; i++) inits[i](f);
    return st(f);
  };
}

/** A type-checked package, dependencies before dependents. */
export interface CheckedPackage {
  path: string;
  name: string;
  files: File[];
  info: Info;
  /** The checker's package object (optional; used for names). */
  types?: Package;
  /**
   * Compile function bodies on first call only (registry packages: their code is known to compile,
   * and most of a library is never called by a given program). Others compile eagerly so that an
   * unsupported construct is reported before the program starts.
   */
  lazy?: boolean;
  /**
   * The toolchain's own code (standard library, simulated modules), not the program's: a limit's
   * message names the program's innermost line instead (state.ts limitWhere). Lazy packages are.
   */
  toolchain?: boolean;
  /**
   * The Go language version of the package's module (go.mod's `go` line); undefined for the
   * standard library and files outside a module (the toolchain's own). Below 1.22 a loop has one
   * set of loop variables for all its iterations (langver.ts).
   */
  goVersion?: string;
}

/** An error found while compiling (a construct outside the supported subset): gc-style position. */
export class CompileError extends Error {
  readonly file: string;
  readonly line: number;
  readonly col: number;
  constructor(file: string, pos: Pos, msg: string) {
    super(msg);
    this.file = file;
    this.line = pos.line;
    this.col = pos.col;
  }
}

/** Run-time services the compiled closures reach through (set by run()). */
export interface RuntimeLink {
  ctx: NativeContext;
  sched: Scheduler;
  /**
   * Set while a native runs directly for generator code: its synchronous waits (ctx.waitUntil,
   * ctx.sleep) then park the goroutine by unwinding the native (NeedPark) and re-running it once
   * the wait is over, skipping the waits it already completed (`done` of them).
   */
  replay: { done: number; seen: number } | null;
}

/** Thrown out of a native (generator mode) that must wait: see RuntimeLink.replay. */
export class NeedPark {
  readonly park: Park;
  /** Index of the wait among the native's waits in this run. */
  readonly index: number;
  constructor(park: Park, index: number) {
    this.park = park;
    this.index = index;
  }
}

export interface Unit {
  info: Info;
  path: string;
  name: string;
  natives: NativeTable | undefined;
  lazy: boolean;
  /** The toolchain's own code (CheckedPackage.toolchain, or lazy). */
  toolchain: boolean;
  /** Go 1.22 loop semantics: fresh loop variables for each iteration (langver.ts). */
  perIterationLoopVars: boolean;
}

export interface Holder {
  fn: (...args: any[]) => any;
}

/** Per-function compile state. */
export class FnCtx {
  readonly parent: FnCtx | null;
  readonly env: TypeEnv;
  readonly slots = new Map<Var, number>();
  nslots = 1;
  readonly captures: { v: Var; slot: number }[] = [];
  /** Named results: their slots; null for unnamed results. */
  named: { v: Var; slot: number }[] | null = null;
  resultTypes: RType[] = [];
  resultGoTypes: Type[] = [];
  deferSlot = -1;
  hasDefer = false;
  /** The function's name as gc's stack traces print it (`main.main`, `main.(*T).M`, `main.main.func1`). */
  fname = '';
  /** No receiver and no parameters (stack traces print `f()`). */
  noArgs = true;
  /** Closures numbered so far directly inside this function (gc's `.funcN` / `.N` suffixes). */
  closures = { n: 0 };
  /** Range-over-func bodies numbered so far in this function, nested ones included (`-rangeN`). */
  ranges = { n: 0 };
  /**
   * While a range-over-func body compiles: the name of the function gc makes of it
   * (`main.main-range1`, cmd/compile/internal/ir/func.go closureName), which its call sites name
   * as their frame; closures in it are still numbered after `fname`.
   */
  frameName: string | null = null;
  /** go/defer statements given a wrapper so far directly inside this function (`.gowrapN`, `.deferwrapN`). */
  goDefers = { n: 0 };
  /**
   * While a statement is compiled twice into variants that run in its place (gen.ts genItem): the
   * variables the first declared, with their slots, for the second to declare in the same slots
   * (the statements after it read them whichever variant ran); and the log the first one fills.
   */
  redeclare: Map<Var, number> | null = null;
  /**
   * The branches of the body's if, else and switch statements compile at their first execution
   * (stmt.ts lazyBlock): set for a registry package's function (known to compile; most of its error
   * branches never run in a given program) whose body has no function literal, go or defer
   * (analysis.ts bodyShape). Their slots are allocated then, so frames are sized from `nslots` at
   * each call (rt/call.ts makeEntry).
   */
  lazyBlocks = false;
  /** The function's body (call.ts devirtualized reads the outermost one's). */
  body: BlockStmt | null = null;
  declared: Var[] | null = null;
  constructor(parent: FnCtx | null, env: TypeEnv) {
    this.parent = parent;
    this.env = env;
  }
  alloc(): number {
    return this.nslots++;
  }
}

/** A method selection compiled for calls: the receiver, and how to find the implementation. */
export interface MethodTarget {
  recv: Ev;
  /** Interface call: the method name looked up on the dynamic type. */
  iface: string | null;
  /** Concrete call: holder (or method-table entry) whose `fn` takes the receiver first. */
  direct: { fn: (...a: any[]) => any } | null;
  fn: (r: any) => { fn: (...a: any[]) => any; recv: any };
}

export interface LValue {
  load: Ev;
  store: (f: any[], v: any) => void;
}

/**
 * A branch's `compile` deferred to its first execution (FnCtx.lazyBlocks): the returned function
 * compiles it once, with the compiler's position (package, file) and mode (deep or preemptible twin)
 * of this moment, hands the result to `install` (for the caller to call it directly from then on)
 * and returns it. The variables the block declares are its own (block scoped), so they take fresh
 * slots: no variant's slots are shared (gen.ts genItem). Counted in C.lazyBlocks.
 */
export function compileLater<T>(C: Compiler, cx: FnCtx, compile: () => T, install: (t: T) => void): () => T {
  const { unit, file, deep, preemptive } = C;
  const frameName = cx.frameName;
  C.lazyBlocks.deferred++;
  let compiled: T | undefined;
  return () => {
    if (compiled !== undefined) return compiled;
    const outer = { unit: C.unit, file: C.file, deep: C.deep, preemptive: C.preemptive, at: C.at };
    const { redeclare, declared } = cx;
    const outerFrame = cx.frameName;
    cx.frameName = frameName;
    C.unit = unit;
    C.file = file;
    C.deep = deep;
    C.preemptive = preemptive;
    cx.redeclare = null;
    cx.declared = null;
    try {
      compiled = compile();
    } finally {
      C.unit = outer.unit;
      C.file = outer.file;
      C.deep = outer.deep;
      C.preemptive = outer.preemptive;
      C.at = outer.at;
      cx.redeclare = redeclare;
      cx.declared = declared;
      cx.frameName = outerFrame;
    }
    C.lazyBlocks.compiled++;
    install(compiled);
    return compiled;
  };
}

// Generator mode: resumable twins of statements for programs that start goroutines.
//
// When a program contains a `go` statement, every function also gets a generator twin (`fn.$g`);
// goroutines (main included) run those twins on the scheduler, and a channel operation, select, or
// blocking native parks the goroutine by `yield`ing a Park. Only code that may block needs a
// generator: a statement without channel operations or calls runs its ordinary (synchronous)
// closure. Within an expression, the blocking parts (calls, receives, && / || with such operands)
// are *hoisted*: evaluated first, left to right, into frame slots by generator code, after which the
// ordinary closure of the expression runs with those parts read from the slots. The Go spec leaves
// the order of other operands relative to calls unspecified, so this is a valid evaluation order.
// Once goroutines exist, code that may run long (loops, and calls of functions that loop or
// recurse) takes generator variants too, so that it can be preempted (genBlock).

import type {
  BlockStmt,
  CallExpr,
  CaseClause,
  Expr,
  ForStmt,
  FuncDecl,
  Node,
  RangeStmt,
  SelectStmt,
  Stmt,
  SwitchStmt,
  TypeSwitchStmt,
  UnaryExpr,
} from '../syntax/ast.ts';
import { hasBody } from '../syntax/lazy-body.ts';
import { type WalkStep, walkObjects } from '../syntax/objwalk.ts';
import type { Info } from '../types/info.ts';
import { keptFact, keptFacts } from '../types/kept.ts';
import type { Signature, Var } from '../types/types.ts';
import { unparenExpr } from './compile/analysis.ts';
import type { Compiler } from './compile/compiler.ts';
import { compileLater, type FnCtx, type St, type VarInit } from './compile/ctx.ts';
import { coreOf } from './escape.ts';
import { Blocked } from './native.ts';
import type { Ev } from './ops.ts';
import { nilDeref, runtimeError } from './panic.ts';
import { at, viaTwin } from './rt/call.ts';
import {
  breakCtl,
  FALLTHROUGH,
  GOTO,
  gotoTarget,
  LOOP_EXIT,
  LOOP_NEXT,
  LOOP_OUT,
  labelCtl,
  loopCtl,
  NORMAL,
} from './rt/ctl.ts';
import { DEEP_SEGMENT_GEN, DONE, GenStack, POPPED, deepCall as trampoline } from './rt/deep.ts';
import { tInt as rtInt, tInt32 as rtInt32 } from './rtype.ts';
import {
  type Chan,
  foreverPark,
  Goroutine,
  type Park,
  PREEMPTED,
  type SelectCase,
  selectG,
} from './sched.ts';
import { budgetExceeded, budgetRefill, type CallSite, R, stackOverflow } from './state.ts';
import { decodedWidth, decodeRune } from './strings.ts';
import { Cell, type GoMap } from './values.ts';

export type GEv = (f: any[]) => Generator<Park, any, any>;
export type GSt = (f: any[]) => Generator<Park, number, any>;

/** What R.frames records for a frame that roots no memory of its own (compile/program.ts NO_FRAME). */
const NO_FRAME: any[] = [];

/** Packages whose natives may block the calling goroutine. */
const blockingPkgs = new Set(['sync', 'time', 'context', 'os/signal', 'runtime']);

/** Fields the walks below do not follow. */
const SKIP_NODE_WALK: ReadonlySet<string> = new Set(['pos', 'end', 'doc', 'comment']);

// A registry package's answers depend on registry code only and are kept for the process; a
// program package's depend on the call facts of the functions it calls (blockingFuncs), so on its
// check and those of its imports: they are kept per check (its Info; build.ts keeps a check while
// neither the package nor its imports change, and an AST node's answer may differ between checks).
type BlockMode = 'block' | 'deep' | 'long' | 'loops';
const registryCaches: Record<BlockMode, WeakMap<object, boolean>> = {
  block: new WeakMap(),
  deep: new WeakMap(),
  long: new WeakMap(),
  loops: new WeakMap(),
};
const programCaches = new WeakMap<Compiler, WeakMap<Info, Record<BlockMode, Map<object, boolean>>>>();

function blockCacheOf(C: Compiler, mode: BlockMode): WeakMap<object, boolean> | Map<object, boolean> {
  if (C.unit.lazy) return registryCaches[mode];
  let byInfo = programCaches.get(C);
  if (byInfo === undefined) programCaches.set(C, (byInfo = new WeakMap()));
  let c = byInfo.get(C.unit.info);
  if (c === undefined)
    byInfo.set(C.unit.info, (c = { block: new Map(), deep: new Map(), long: new Map(), loops: new Map() }));
  return c[mode];
}

/**
 * May evaluating/executing `n` park the goroutine? (Conservative: calls into Go code may.) In deep
 * mode (C.deep, the trampolined twins of deepCall): does it call a Go function? Channel operations
 * and selects then run as in synchronous code, so twins only ever yield calls. In preemptive mode
 * (C.preemptive, a statement's variant for when goroutines exist): may it also run long — a loop,
 * a goto, or a call of a function that may (C.longFuncs)? Those then run as generators too.
 */
export function mayBlock(C: Compiler, n: Node): boolean {
  const deep = C.deep;
  if (C.preemptive && !deep && mayRunLong(C, n)) return true;
  const cache = blockCacheOf(C, deep ? 'deep' : 'block');
  const cached = cache.get(n);
  if (cached !== undefined) return cached;
  let found = false;
  const info = C.unit.info;
  const typeOf = (e: any) => C.typeOfExpr(e);
  const visit = (x: any): WalkStep => {
    if (deep) {
      switch (x.kind) {
        case 'FuncLit':
        case 'SelectStmt':
          return false;
        case 'RangeStmt': {
          const k = coreOf(C.typeOfExpr(x.x)).kind;
          if (k === 'chan') return false;
          // A range over a function calls it (genRangeFunc, flat.ts rangeFuncStmt).
          if (k === 'signature') {
            found = true;
            return 'stop';
          }
          break;
        }
        case 'CallExpr':
          if (deepCall(C, x, info)) {
            found = true;
            return 'stop';
          }
          break;
      }
      return true;
    }
    if (parksBySelf(x, typeOf)) {
      found = true;
      return 'stop';
    }
    switch (x.kind) {
      case 'FuncLit':
        return false;
      case 'GoStmt':
        // The call runs in the new goroutine; only its operands are evaluated here.
        walkGoOperands(x.call as CallExpr, visit, () => found);
        return found ? 'stop' : false;
      case 'CallExpr':
        if (callMayBlock(C, x, info)) {
          found = true;
          return 'stop';
        }
        break;
    }
    return true;
  };
  walkObjects(n, SKIP_NODE_WALK, visit);
  cache.set(n, found);
  return found;
}

/** Does `x` itself park the goroutine: a send, a select, a receive, a range over a channel or a push iterator? */
function parksBySelf(x: any, typeOf: (e: any) => any): boolean {
  switch (x.kind) {
    case 'SendStmt':
    case 'SelectStmt':
      return true;
    case 'UnaryExpr':
      return x.op === '<-';
    case 'RangeStmt': {
      const k = coreOf(typeOf(x.x)).kind;
      return k === 'chan' || k === 'signature';
    }
    default:
      return false;
  }
}

/** Does `x` itself loop: a for, a range, or a goto (which may jump back)? */
function loopsBySelf(x: any): boolean {
  return x.kind === 'ForStmt' || x.kind === 'RangeStmt' || (x.kind === 'BranchStmt' && x.tok === 'goto');
}

/** Walks what a go statement evaluates where it stands: the call's arguments and a method value's receiver. */
function walkGoOperands(call: CallExpr, visit: (x: any) => WalkStep, found: () => boolean): void {
  walkObjects(call.args, SKIP_NODE_WALK, visit);
  if (!found() && call.fun?.kind === 'SelectorExpr') walkObjects((call.fun as any).x, SKIP_NODE_WALK, visit);
}

/**
 * May executing `n` run long: a loop or a goto, or a static call of a function that may (C.longFuncs;
 * calls through func values and interfaces already count as blocking)? Function literals and the
 * call of a go statement run elsewhere.
 */
export function mayRunLong(C: Compiler, n: Node): boolean {
  return longIn(C, n, true);
}

/** Does `n` have a loop or a goto of its own (mayRunLong without the calls)? */
function loopsIn(C: Compiler, n: Node): boolean {
  return longIn(C, n, false);
}

function longIn(C: Compiler, n: Node, calls: boolean): boolean {
  const cache = blockCacheOf(C, calls ? 'long' : 'loops');
  const cached = cache.get(n);
  if (cached !== undefined) return cached;
  let found = false;
  const info = C.unit.info;
  const visit = (x: any): WalkStep => {
    if (loopsBySelf(x)) {
      found = true;
      return 'stop';
    }
    switch (x.kind) {
      case 'FuncLit':
        return false;
      case 'GoStmt':
        walkGoOperands(x.call as CallExpr, visit, () => found);
        return found ? 'stop' : false;
      case 'CallExpr':
        if (calls && callRunsLong(C, x, info)) {
          found = true;
          return 'stop';
        }
        break;
    }
    return true;
  };
  walkObjects(n, SKIP_NODE_WALK, visit);
  cache.set(n, found);
  return found;
}

/** A static call of a function that may run long (C.longFuncs). */
function callRunsLong(C: Compiler, e: CallExpr, info: any): boolean {
  const long = C.longFuncs;
  if (long === null || info.types.get(e.fun)?.mode === 'typexpr') return false;
  const o = calledFunc(C, e, info);
  return o?.kind === 'func' && long.has(o.origin ?? o);
}

/** Deep mode: a call the twin yields to the trampoline (any call but builtins, conversions, natives). */
function deepCall(C: Compiler, e: CallExpr, info: any): boolean {
  if (info.types.get(e.fun)?.mode === 'typexpr') return false;
  const o = calledFunc(C, e, info);
  if (o?.kind === 'builtin') return false;
  if (o?.kind === 'func') {
    const recv = o.type?.recv;
    if (recv !== undefined && coreOf(recv.type).kind === 'interface') return true;
    const d = C.declOf.get(o.origin ?? o);
    return d === undefined || hasBody(d.decl);
  }
  return true;
}

export function calledFunc(C: Compiler, e: CallExpr, info: any = C.unit.info): any {
  let fun = e.fun;
  while (fun.kind === 'ParenExpr') fun = fun.x;
  if (fun.kind === 'IndexExpr' || fun.kind === 'IndexListExpr') fun = fun.x;
  if (fun.kind === 'Ident') return info.uses.get(fun);
  if (fun.kind === 'SelectorExpr') {
    const sel = info.selections.get(fun);
    if (sel !== undefined) return sel.kind === 'fieldval' ? undefined : sel.obj;
    return info.uses.get(fun.sel);
  }
  return undefined;
}

function callMayBlock(C: Compiler, e: CallExpr, info: any): boolean {
  if (info.types.get(e.fun)?.mode === 'typexpr') return false;
  const o = calledFunc(C, e, info);
  if (o?.kind === 'builtin') return false;
  if (o?.kind === 'func') {
    // Interface methods are dispatched dynamically: conservatively blocking.
    const recv = o.type?.recv;
    if (recv !== undefined && coreOf(recv.type).kind === 'interface') return true;
    const origin = o.origin ?? o;
    const d = C.declOf.get(origin);
    if (d === undefined) return true;
    // A native outside the blocking packages never parks.
    if (!hasBody(d.decl)) return blockingPkgs.has(d.unit.path);
    const known = C.blockingFuncs;
    return known === null || known.has(origin);
  }
  return true;
}

/**
 * Go functions that may park (fixpoint over static calls): a function blocks if its body has a
 * channel operation or select, calls a blocking native, calls through a func value or interface, or
 * calls a blocking function. The others run as plain closures even inside goroutines.
 *
 * And Go functions that may run long: a body with a loop or a goto, a function on a cycle of static
 * calls (recursion), or one that calls such a function (outside a go statement). Once goroutines
 * exist, generator code calls them through their twins (genBlock), whose loops yield at their
 * preemption points.
 *
 * A registry package's answers depend on it and its imports alone (no registry code calls a program's
 * function statically, and a cycle of static calls stays within a package, since imports cannot
 * cycle): once the fixpoints have run over it, they are kept with it (`callClosure`), and later
 * builds take them as they are instead of following its call graph again (tens of thousands of
 * edges for a controller-runtime program).
 */
export function computeCallFacts(
  C: Compiler,
  funcs: Iterable<[object, { decl: FuncDecl; unit: { info: Info; lazy: boolean } }]>,
  kept: readonly Info[] = [],
): { blocking: Set<object>; long: Set<object> } {
  // Bodies by package: a registry package's facts depend on registry code only, so they are kept
  // with the package (types/kept.ts: for the process's later builds and in a snapshot). `kept`:
  // registry packages whose facts are kept, given without their functions.
  const byPackage = new Map<Info, { lazy: boolean; fns: [object, any][] }>();
  for (const info of kept) byPackage.set(info, { lazy: true, fns: [] });
  for (const [fn, d] of funcs) {
    if (!hasBody(d.decl)) continue;
    let g = byPackage.get(d.unit.info);
    if (g === undefined) byPackage.set(d.unit.info, (g = { lazy: d.unit.lazy, fns: [] }));
    g.fns.push([fn, d]);
  }
  const callers = new Map<object, object[]>();
  /** Static calls outside go statements: callee -> its callers. */
  const runs = new Map<object, object[]>();
  const blocking = new Set<object>();
  const long = new Set<object>();
  const queue: object[] = [];
  const longQueue: object[] = [];
  const edge = (m: Map<object, object[]>, callee: object, caller: object) => {
    let list = m.get(callee);
    if (list === undefined) m.set(callee, (list = []));
    list.push(caller);
  };
  /** Registry packages whose closure the fixpoints below settle, with their facts. */
  const closing: [Info, CallFacts][] = [];
  for (const [info, g] of byPackage) {
    const closure = g.lazy ? (keptFacts(info)?.get('callClosure') as CallClosure | undefined) : undefined;
    if (closure !== undefined) {
      // Settled: only their callers elsewhere are left to mark.
      for (const fn of closure.blocking) {
        blocking.add(fn);
        queue.push(fn);
      }
      for (const fn of closure.long) {
        long.add(fn);
        longQueue.push(fn);
      }
      continue;
    }
    const f = g.lazy
      ? keptFact(info, 'callFacts', () => callFacts(C, info, g.fns))
      : callFacts(C, info, g.fns);
    if (g.lazy) closing.push([info, f]);
    for (const fn of f.self) {
      blocking.add(fn);
      queue.push(fn);
    }
    for (const fn of f.loops) {
      long.add(fn);
      longQueue.push(fn);
    }
    for (let i = 0; i < f.calls.length; i += 2) {
      edge(callers, f.calls[i], f.calls[i + 1]);
      edge(runs, f.calls[i], f.calls[i + 1]);
    }
    for (let i = 0; i < f.goCalls.length; i += 2) edge(callers, f.goCalls[i], f.goCalls[i + 1]);
  }
  // A function that calls a blocking function blocks.
  while (queue.length > 0) {
    const fn = queue.pop()!;
    for (const caller of callers.get(fn) ?? []) {
      if (blocking.has(caller)) continue;
      blocking.add(caller);
      queue.push(caller);
    }
  }
  for (const fn of recursive(runs)) {
    if (long.has(fn)) continue;
    long.add(fn);
    longQueue.push(fn);
  }
  // A function that calls one that may run long may run long.
  while (longQueue.length > 0) {
    const fn = longQueue.pop()!;
    for (const caller of runs.get(fn) ?? []) {
      if (long.has(caller)) continue;
      long.add(caller);
      longQueue.push(caller);
    }
  }
  // A function that blocks or runs long blocks by itself, loops, or calls: its package's facts name it.
  for (const [info, f] of closing)
    keptFact<CallClosure>(info, 'callClosure', () => {
      const named = new Set<object>([...f.self, ...f.loops]);
      for (let i = 1; i < f.calls.length; i += 2) named.add(f.calls[i]);
      for (let i = 1; i < f.goCalls.length; i += 2) named.add(f.goCalls[i]);
      return {
        blocking: [...named].filter((fn) => blocking.has(fn)),
        long: [...named].filter((fn) => long.has(fn)),
      };
    });
  return { blocking, long };
}

/** A registry package's functions that may park, and those that may run long, once the fixpoints have run. */
interface CallClosure {
  blocking: object[];
  long: object[];
}

/**
 * The functions on a cycle of the call graph `callers` (callee -> callers): the members of its
 * strongly connected components with more than one function, and those that call themselves.
 * Tarjan's algorithm, iterative (a program's call chains can be thousands of functions long).
 */
function recursive(callers: Map<object, object[]>): object[] {
  const index = new Map<object, number>();
  const low = new Map<object, number>();
  const onStack = new Set<object>();
  const stack: object[] = [];
  const out: object[] = [];
  let next = 0;
  for (const root of callers.keys()) {
    if (index.has(root)) continue;
    // Frames of the depth-first walk: a node and how many of its edges were followed.
    const work: [object, number][] = [[root, 0]];
    index.set(root, next);
    low.set(root, next++);
    stack.push(root);
    onStack.add(root);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const [v, i] = top;
      const edges = callers.get(v) ?? [];
      if (i < edges.length) {
        top[1] = i + 1;
        const w = edges[i];
        if (!index.has(w)) {
          index.set(w, next);
          low.set(w, next++);
          stack.push(w);
          onStack.add(w);
          work.push([w, 0]);
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const u = work[work.length - 1][0];
        low.set(u, Math.min(low.get(u)!, low.get(v)!));
      }
      if (low.get(v) !== index.get(v)) continue;
      const members: object[] = [];
      let w: object;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        members.push(w);
      } while (w !== v);
      if (members.length > 1 || edges.includes(v)) out.push(...members);
    }
  }
  return out;
}

/** What one package's function bodies say for computeCallFacts. */
interface CallFacts {
  /** Functions that block by themselves. */
  self: object[];
  /** Functions whose own bodies have a loop or a goto. */
  loops: object[];
  /** Static calls to Go functions with bodies, as pairs: callee, caller. */
  calls: object[];
  /** The same for the calls of go statements (they run in another goroutine). */
  goCalls: object[];
}

/**
 * One walk per body: does it block by itself, does it loop, and which Go functions (with bodies)
 * does it call? The fixpoints then run over the call graph instead of walking every body again.
 */
function callFacts(C: Compiler, info: Info, fns: [object, any][]): CallFacts {
  const out: CallFacts = { self: [], loops: [], calls: [], goCalls: [] };
  const facts = (body: any, info: any, self: object): void => {
    let blocks = false;
    let loops = false;
    let goCall: any = null;
    const typeOf = (e: any) => info.types.get(e)?.type ?? ({ kind: 'basic' } as any);
    const visit = (x: any): WalkStep => {
      if (x.kind === 'FuncLit') return false;
      if (loopsBySelf(x)) loops = true;
      if (parksBySelf(x, typeOf)) blocks = true;
      switch (x.kind) {
        case 'GoStmt':
          goCall = x.call;
          break;
        case 'CallExpr':
          if (info.types.get(x.fun)?.mode !== 'typexpr') {
            const o = calledFunc(C, x, info);
            if (o?.kind !== 'builtin') {
              const origin = o?.kind === 'func' ? (o.origin ?? o) : undefined;
              const d = origin !== undefined ? C.declOf.get(origin) : undefined;
              const recv = o?.kind === 'func' ? o.type?.recv : undefined;
              const dynamic =
                origin === undefined ||
                d === undefined ||
                (recv !== undefined && coreOf(recv.type).kind === 'interface');
              if (dynamic || (!hasBody(d!.decl) && blockingPkgs.has(d!.unit.path))) blocks = true;
              else if (hasBody(d!.decl)) (x === goCall ? out.goCalls : out.calls).push(origin!, self);
            }
          }
          break;
      }
      return true;
    };
    walkObjects(body, SKIP_NODE_WALK, visit);
    if (blocks) out.self.push(self);
    if (loops) out.loops.push(self);
  };
  for (const [fn, d] of fns) facts(d.decl.body, info, fn);
  return out;
}

/** A generator that runs `fn` as a Go call in generator code: its twin when it has one (viaTwin). */
export function* invoke(fn: any, args: any[]): Generator<Park, any, any> {
  if (fn === null) throw nilDeref();
  if (viaTwin(fn)) return yield* fn.$g(...args);
  const r = fn(...args);
  if (r instanceof Blocked) {
    yield r.park;
    return r.resume();
  }
  return r;
}

/** A call a goroutine's generator code makes past R.deepAt: `goroutineTrampoline` makes it. */
class DeepReq {
  readonly fn: any;
  readonly args: any[];
  constructor(fn: any, args: any[]) {
    this.fn = fn;
    this.args = args;
  }
}

/**
 * A goroutine's generator (main's, or a go statement's) under a trampoline: a call made past
 * R.deepAt is yielded as a DeepReq and runs here, on the callee's own generator chain, instead of
 * one more `yield*` level (each level is JS stack when the goroutine resumes). Parks pass through
 * to the scheduler, which resumes the goroutine with `next()` (nothing sent). The synchronous
 * counterpart is rt/deep.ts deepCall.
 *
 * An object rather than a generator function, and its GenStack made at the first deep call only:
 * every blocked goroutine keeps one, so it holds no generator of its own (a million goroutines
 * blocked on a channel, issue 16); and the goroutine's scheduler record too (Scheduler.goGen).
 */
export class GoroutineRun extends Goroutine {
  private readonly top: Generator<Park, any, any>;
  /** The calls in progress once a deep call was made; null before (only `top` runs). */
  private s: GenStack<any> | null = null;
  /**
   * The call depth each generator's chain starts from: resuming one re-enters its whole chain, so
   * its calls may nest DEEP_SEGMENT_GEN deep from there. [0] is read at the first resumption (the
   * depth the goroutine starts at), as the generator function this replaces did.
   */
  private base = -1;
  private bases: number[] | null = null;
  constructor(top: Generator<Park, any, any>) {
    super();
    this.top = top;
  }
  next(): IteratorResult<Park, any> {
    if (this.base < 0) this.base = R.depth;
    if (this.s === null) {
      R.deepAt = Math.min(R.maxDepth, this.base + DEEP_SEGMENT_GEN);
      const r = this.top.next();
      if (r.done || !(r.value instanceof DeepReq)) return r;
      this.s = new GenStack<any>(this.top);
      this.bases = [this.base];
      this.deep(r.value);
    }
    const s = this.s;
    const bases = this.bases!;
    for (;;) {
      R.deepAt = Math.min(R.maxDepth, bases[bases.length - 1] + DEEP_SEGMENT_GEN);
      const v = s.resume();
      if (v === DONE) return { done: true, value: s.result };
      if (v === POPPED) {
        bases.pop();
        continue;
      }
      if (v instanceof DeepReq) {
        this.deep(v);
        continue;
      }
      s.send(undefined);
      return { done: false, value: v };
    }
  }
  private deep(req: DeepReq): void {
    this.s!.push(invoke(req.fn, req.args));
    this.bases!.push(R.depth);
  }
}

/** Runs `top` as a goroutine (see GoroutineRun). */
export function goroutineTrampoline(top: Generator<Park, any, any>): GoroutineRun {
  return new GoroutineRun(top);
}

// ---------------------------------------------------------------------------------------------
// Expressions

/** A generator evaluating `e` (which may block). */
export function genExpr(C: Compiler, e: Expr, cx: FnCtx): GEv {
  while (e.kind === 'ParenExpr') e = e.x;
  const info = C.unit.info;
  if (e.kind === 'UnaryExpr' && e.op === '<-' && !C.deep) {
    const ch = hoisted(C, e.x, cx);
    const site = C.site(e, cx);
    return function* (f) {
      const c: Chan | null = yield* ch(f);
      R.sites[R.depth] = site;
      if (c === null) {
        yield foreverPark('chan receive (nil chan)');
        return undefined;
      }
      const r = c.tryRecv();
      if (r !== undefined) return r[0];
      const w = c.recvPark();
      yield w;
      return w.v;
    };
  }
  if (e.kind === 'BinaryExpr' && (e.op === '&&' || e.op === '||')) {
    // `a && b && c ...` as one loop over its operands (a chain can be thousands long).
    const op = e.op;
    const rights: Expr[] = [];
    let l: Expr = e;
    for (; l.kind === 'BinaryExpr' && l.op === op && !C.subst.has(l); l = l.x) rights.push(l.y);
    const operands = [hoisted(C, l, cx)];
    for (let i = rights.length - 1; i >= 0; i--) operands.push(hoisted(C, rights[i], cx));
    const and = op === '&&';
    const n = operands.length;
    return function* (f) {
      let a = yield* operands[0](f);
      for (let i = 1; i < n; i++) {
        if (and ? !a : a) return a;
        a = yield* operands[i](f);
      }
      return a;
    };
  }
  if (
    e.kind === 'CallExpr' &&
    info.types.get(e.fun)?.mode !== 'typexpr' &&
    calledFunc(C, e)?.kind !== 'builtin'
  )
    return genCall(C, e, cx);
  return hoist(C, e, cx, () => C.expr(e, cx));
}

/** genExpr when `e` may block, else its ordinary closure wrapped as a generator. */
export function hoisted(C: Compiler, e: Expr, cx: FnCtx): GEv {
  if (mayBlock(C, e)) return genExpr(C, e, cx);
  const ev = C.expr(e, cx);
  // biome-ignore lint/correctness/useYield: the value is produced without parking.
  return function* (f) {
    return ev(f);
  };
}

/**
 * Blocking sub-expressions of `root`'s children, outermost first, in source order; with them, the
 * calls that cannot block but come before one that does: the spec orders all calls and receives of
 * an expression left to right (os.Setenv before os.ExpandEnv in one argument list), and hoisting
 * moves the blocking ones ahead of the rest.
 */
export function blockingParts(C: Compiler, root: any, skip: (n: any) => boolean = () => false): Expr[] {
  const out: Expr[] = [];
  /** Calls (and && / || chains) that cannot block, each with the number of blocking parts found
   * before it. */
  const plain: [Expr, number][] = [];
  const info = C.unit.info;
  walkObjects(root, SKIP_NODE_WALK, (x: any): WalkStep => {
    if (typeof x.kind !== 'string' || x.kind === 'FuncLit') return false;
    if (x !== root && !skip(x)) {
      const callOrBuiltin = x.kind === 'CallExpr' && info.types.get(x.fun)?.mode !== 'typexpr';
      const isCall = callOrBuiltin && calledFunc(C, x)?.kind !== 'builtin';
      if (!mayBlock(C, x)) {
        // A call (a builtin's too: len(ch) reads the state at its turn) or an && / || chain is
        // one value; any other expression may hold calls (an index on the left of an assignment).
        if (callOrBuiltin || (x.kind === 'BinaryExpr' && (x.op === '&&' || x.op === '||'))) {
          plain.push([x, out.length]);
          return false;
        }
        return true;
      }
      if (
        isCall ||
        (x.kind === 'UnaryExpr' && x.op === '<-' && !C.deep) ||
        (x.kind === 'BinaryExpr' && (x.op === '&&' || x.op === '||'))
      ) {
        out.push(x);
        return false;
      }
    }
    return true;
  });
  const early = plain.filter(([, before]) => before < out.length);
  if (early.length === 0) return out;
  // Merge in source order: each early call goes before the blocking parts found after it.
  const merged: Expr[] = [];
  let k = 0;
  for (let i = 0; i <= out.length; i++) {
    while (k < early.length && early[k][1] === i) merged.push(early[k++][0]);
    if (i < out.length) merged.push(out[i]);
  }
  return merged;
}

/**
 * Deep mode: generators of calls whose operands make no calls (genCall), with the function giving
 * the call to yield: a hoisting generator yields those itself instead of delegating (one generator
 * less per pending call on the trampoline).
 */
const directCalls = new WeakMap<GEv, (f: any[]) => any>();

/**
 * Generator code: generators of calls whose operands cannot park (genCall), with what they call
 * and where: a hoisting generator makes those calls itself instead of delegating to them.
 */
const inlineCalls = new WeakMap<GEv, { target: (f: any[]) => { fn: any; args: any[] }; site: CallSite }>();

/**
 * Deep mode: statements whose Go calls are all direct (hoist), as their parts: the block's own
 * generator (deepBlock) yields the calls into the slots and runs `ev`, with no generator of theirs.
 */
interface DirectStmt {
  slots: number[];
  calls: ((f: any[]) => any)[];
  ev: (f: any[]) => any;
}
const directStmts = new WeakMap<object, DirectStmt>();

/** The entry and exit of a function's body (compile/program.ts), for deepBlock's frame variant. */
export interface FrameHooks {
  /** The call's prologue (depth, budget, position, frame root); returns the new call depth. */
  enter: (f: any[]) => number;
  /** The epilogue: restores the depth, returns the results. */
  leave: (f: any[], depth: number) => any;
}

/**
 * A deep twin's statement list (rt/deep.ts) as one generator that yields its statements' direct
 * calls itself; with `frame`, it is also the function's runner (entry and exit). A call pending on
 * the trampoline then holds one generator instead of three (runner, block, statement): heap per
 * frame is what bounds recursion depth under the memory budget (state.ts DEEP_FRAME_BYTES).
 */
export function deepBlock(C: Compiler, list: Stmt[], cx: FnCtx, frame: FrameHooks | null): GSt {
  return deepBlockOf(deepParts(C, list, cx), frame);
}

/** A deep twin's statements compiled: direct statements, generator statements, synchronous ones. */
interface DeepParts {
  n: number;
  ds: (DirectStmt | null)[];
  gs: (GSt | null)[];
  ss: (St | null)[];
  labels: (string | null)[];
  hasLabels: boolean;
}

function deepParts(C: Compiler, list: Stmt[], cx: FnCtx): DeepParts {
  const ds: (DirectStmt | null)[] = [];
  const gs: (GSt | null)[] = [];
  const ss: (St | null)[] = [];
  for (const s of list) {
    const g = mayBlock(C, s) ? genStmt(C, s, cx) : null;
    const d = g === null ? undefined : directStmts.get(g);
    ds.push(d ?? null);
    gs.push(d === undefined ? g : null);
    ss.push(g === null ? C.stmt(s, cx) : null);
  }
  const labels = list.map((s) => (s.kind === 'LabeledStmt' ? s.label.name : null));
  return { n: list.length, ds, gs, ss, labels, hasLabels: labels.some((l) => l !== null) };
}

function deepBlockOf(parts: DeepParts, frame: FrameHooks | null): GSt {
  const { n, ds, gs, ss, labels, hasLabels } = parts;
  return function* (f) {
    const depth = frame === null ? 0 : frame.enter(f);
    let i = 0;
    let c = NORMAL;
    while (i < n) {
      const d = ds[i];
      if (d !== null) {
        const sl = d.slots;
        for (let k = 0; k < sl.length; k++) f[sl[k]] = yield d.calls[k](f);
        c = d.ev(f);
      } else {
        const st = ss[i];
        c = st !== null ? st(f) : yield* gs[i]!(f);
      }
      if (c === NORMAL) {
        i++;
        continue;
      }
      if (c === GOTO && hasLabels) {
        const j = gotoTarget(labels);
        if (j >= 0) {
          i = j;
          continue;
        }
      }
      break;
    }
    return frame === null ? c : frame.leave(f, depth);
  };
}

/** The blocking parts of `root` compiled into slots, and `compile()`'s closure reading them. */
function hoistParts<T>(
  C: Compiler,
  root: any,
  cx: FnCtx,
  compile: () => (f: any[]) => T,
  skip?: (n: any) => boolean,
): { slots: number[]; gens: GEv[]; ev: (f: any[]) => T } {
  const parts = blockingParts(C, root, skip);
  const slots = parts.map(() => cx.alloc());
  const gens = parts.map((p) => hoisted(C, p, cx));
  return { slots, gens, ev: withParts(C, parts, slots, compile) };
}

/** `compile()` with each of `parts` read from its slot (C.subst) instead of compiled again. */
export function withParts<T>(
  C: Compiler,
  parts: readonly Expr[],
  slots: readonly number[],
  compile: () => T,
): T {
  for (let i = 0; i < parts.length; i++) C.subst.set(parts[i], slots[i]);
  try {
    return compile();
  } finally {
    for (const p of parts) C.subst.delete(p);
  }
}

/** Evaluate the blocking parts of `root` into slots, then run `compile()`'s closure. */
function hoist<T>(
  C: Compiler,
  root: any,
  cx: FnCtx,
  compile: () => (f: any[]) => T,
  skip?: (n: any) => boolean,
): (f: any[]) => Generator<Park, T, any> {
  const { slots, gens, ev } = hoistParts(C, root, cx, compile, skip);
  const n = gens.length;
  const inline = gens.map((g) => inlineCalls.get(g));
  if (inline.some((c) => c !== undefined)) {
    // genCall's generator, made here for the calls it registered.
    return function* (f) {
      for (let i = 0; i < n; i++) {
        const c = inline[i];
        if (c === undefined) {
          f[slots[i]] = yield* gens[i](f);
          continue;
        }
        const { fn, args } = c.target(f);
        R.sites[R.depth] = c.site;
        let r: any;
        if (R.depth >= R.deepAt) r = yield new DeepReq(fn, args) as unknown as Park;
        else if (fn === null) throw nilDeref();
        else if (viaTwin(fn)) r = yield* fn.$g(...args);
        else {
          r = fn(...args);
          if (r instanceof Blocked) {
            yield r.park;
            r = r.resume();
          }
        }
        f[slots[i]] = r;
      }
      return ev(f);
    };
  }
  const direct = gens.map((g) => directCalls.get(g));
  if (direct.some((d) => d !== undefined)) {
    const g = function* (f: any[]): Generator<Park, T, any> {
      for (let i = 0; i < n; i++) {
        const d = direct[i];
        f[slots[i]] = d !== undefined ? yield d(f) : yield* gens[i](f);
      }
      return ev(f);
    };
    if (direct.every((d) => d !== undefined))
      directStmts.set(g, { slots, calls: direct as ((f: any[]) => any)[], ev: ev as (f: any[]) => any });
    return g;
  }
  return function* (f) {
    for (let i = 0; i < n; i++) f[slots[i]] = yield* gens[i](f);
    return ev(f);
  };
}

/**
 * What compiles a Go call's function value and arguments (its operands' blocking parts already
 * substituted by the caller: hoist, flat.ts); the call itself is made by the caller.
 */
export function callTarget(
  C: Compiler,
  e: CallExpr,
  cx: FnCtx,
): () => (f: any[]) => { fn: any; args: any[] } {
  const info = C.unit.info;
  let fun = e.fun;
  while (fun.kind === 'ParenExpr') fun = fun.x;
  const sig = coreOf(C.typeOfExpr(e.fun)) as Signature;
  if (fun.kind === 'SelectorExpr' && info.selections.get(fun)?.kind === 'methodval') {
    const sel = info.selections.get(fun)!;
    const sf = fun;
    return () => {
      const { recv, fn } = C.methodTarget(sf, sel, cx);
      const args = C.callArgs(e, sig, cx);
      return (f: any[]) => {
        const m = fn(recv(f));
        return { fn: m.fn, args: [m.recv, ...args.map((a) => a(f))] };
      };
    };
  }
  return () => {
    const fv = C.expr(e.fun, cx);
    const args = C.callArgs(e, sig, cx);
    return (f: any[]) => ({ fn: fv(f), args: args.map((a) => a(f)) });
  };
}

/** A Go call in generator code: operands first (hoisted), then the callee's twin. */
function genCall(C: Compiler, e: CallExpr, cx: FnCtx): GEv {
  const skipSelf = (n: any) => n === e;
  const site = C.site(e, cx);
  // Operands that block are hoisted; the call itself is performed here.
  const compile = callTarget(C, e, cx);
  if (C.deep) {
    // The trampoline (rt/deep.ts deepCall) performs the call and sends its result back.
    const { slots, gens, ev } = hoistParts(C, e, cx, compile, skipSelf);
    const call = (f: any[]) => {
      const c = ev(f);
      if (c.fn === null) throw at(site, nilDeref());
      R.sites[R.depth] = site;
      return c;
    };
    if (gens.length === 0) {
      const g: GEv = function* (f) {
        return yield call(f) as unknown as Park;
      };
      directCalls.set(g, call);
      return g;
    }
    const n = gens.length;
    return function* (f) {
      for (let i = 0; i < n; i++) f[slots[i]] = yield* gens[i](f);
      return yield call(f) as unknown as Park;
    };
  }
  if (blockingParts(C, e, skipSelf).length === 0) {
    // Operands that cannot park: evaluated in place (no generator of their own), and the callee's
    // twin delegated to directly (no `invoke` generator). A hoisting statement makes such a call
    // itself (inlineCalls): a call through a twin costs as few generators as it can.
    const target = compile();
    const g: GEv = function* (f) {
      const { fn, args } = target(f);
      R.sites[R.depth] = site;
      if (R.depth >= R.deepAt) return yield new DeepReq(fn, args) as unknown as Park;
      if (fn === null) throw nilDeref();
      if (viaTwin(fn)) return yield* fn.$g(...args);
      const r = fn(...args);
      if (!(r instanceof Blocked)) return r;
      yield r.park;
      return r.resume();
    };
    inlineCalls.set(g, { target, site });
    return g;
  }
  const prep = hoist(C, e, cx, compile, skipSelf);
  return function* (f) {
    const { fn, args } = yield* prep(f);
    R.sites[R.depth] = site;
    if (R.depth >= R.deepAt) return yield new DeepReq(fn, args) as unknown as Park;
    // A callee without a twin (a native, a body that cannot park): invoke's work without its
    // generator.
    if (fn !== null && !viaTwin(fn)) {
      const r = fn(...args);
      if (!(r instanceof Blocked)) return r;
      yield r.park;
      return r.resume();
    }
    return yield* invoke(fn, args);
  };
}

/** `go f(x)` in generator mode: evaluate f and x now, run the call as a resumable goroutine. */
export function genGoThunk(C: Compiler, call: Expr, cx: FnCtx): (f: any[]) => Generator<Park, any, any> {
  if (call.kind !== 'CallExpr') C.fail(call, 'expression in go must be function call');
  const info = C.unit.info;
  let fun = call.fun;
  while (fun.kind === 'ParenExpr') fun = fun.x;
  if (calledFunc(C, call)?.kind === 'builtin' || info.types.get(call.fun)?.mode === 'typexpr') {
    const ev = C.expr(call, cx);
    return (f) => {
      ev(f);
      return (function* () {})();
    };
  }
  const sig = coreOf(C.typeOfExpr(call.fun)) as Signature;
  let prep: (f: any[]) => { fn: any; args: any[] };
  if (fun.kind === 'SelectorExpr' && info.selections.get(fun)?.kind === 'methodval') {
    const { recv, fn } = C.methodTarget(fun, info.selections.get(fun)!, cx);
    const args = C.callArgs(call, sig, cx);
    prep = (f) => {
      const m = fn(recv(f));
      return { fn: m.fn, args: [m.recv, ...args.map((a) => a(f))] };
    };
  } else {
    const fv = C.expr(call.fun, cx);
    const args = C.callArgs(call, sig, cx);
    prep = (f) => ({ fn: fv(f), args: args.map((a) => a(f)) });
  }
  return (f) => {
    const { fn, args } = prep(f);
    // The twin's own generator when there is one: `invoke`'s would be one more object every
    // blocked goroutine keeps.
    const g = fn === null ? undefined : fn.$g;
    return g !== undefined ? g(...args) : invoke(fn, args);
  };
}

// ---------------------------------------------------------------------------------------------
// Statements

/**
 * A statement of a generator block: its generator (`g`) when it may park, else its ordinary
 * closure (`s`); and `p`, when it may run long, its preemptible variant, which runs instead once
 * goroutines exist (R.threads) when the statement has a loop of its own, else while the goroutine
 * runs nested (R.nested).
 */
type Item = { g: GSt | null; s: St | null; p: GSt | null; loops: boolean };

/**
 * Generator twin of a statement list (blocks, case bodies).
 *
 * A goroutine preempted in synchronous code (state.ts R.preempt) stays on the JS stack while the
 * others run nested above it, and cannot go on before they park or yield. So a statement that may
 * run long — a loop, a goto, a call of a function that loops or recurses (mayRunLong) — has a
 * preemptible variant, compiled with C.preemptive, where those count as blocking: its loops are
 * generators that yield at their preemption points, and the functions it calls run through their
 * twins, down to their loops. A goroutine that runs nested (R.nested) takes it, so a goroutine
 * spinning in a helper yields back to one computing in another beneath it (gc preempts either
 * since go1.14). Once goroutines exist (R.threads), a statement with a loop of its own takes it too,
 * so that a goroutine's own loops yield to the scheduler rather than run the others nested; its
 * statements that only call such functions take theirs only while it runs nested: at the bottom of
 * the stack a plain call is safe (the goroutines its preemption points run nested give way to it)
 * and fastest. Before any goroutine exists, every statement runs its plain closure (or its parking
 * generator).
 */
/**
 * `ordinary`: the statements' closures of the function's ordinary body, compiled with the same
 * slots (program.ts twinOf), for the statements that need no generator: a function's twin is
 * compiled on its first call from a goroutine, and compiling those again was most of its cost.
 */
export function genBlock(
  C: Compiler,
  list: Stmt[],
  cx: FnCtx,
  frame: FrameHooks | null = null,
  ordinary: readonly St[] | null = null,
): GSt {
  if (C.deep) return deepBlock(C, list, cx, frame);
  const items: Item[] = list.map((s, i) => genItem(C, s, cx, ordinary?.[i]));
  const labels = list.map((s) => (s.kind === 'LabeledStmt' ? s.label.name : null));
  const hasLabels = labels.some((l) => l !== null);
  // A goto back is a loop: a step and a preemption point (at its label).
  const labelWhere = hasLabels ? list.map((s) => (s.kind === 'LabeledStmt' ? C.where(s.pos) : '')) : [];
  const n = items.length;
  // One statement that may block: its twin is the block's (the loop below would return what it
  // returns), and a goroutine parked in it keeps one generator less.
  if (n === 1 && !hasLabels && items[0].g !== null && items[0].p === null) {
    const g = items[0].g;
    if (frame === null) return g;
    // A function whose body is that one statement (`go func() { <-done }()`): its runner is an
    // object rather than a generator (~60 B instead of ~240 B with its registers and the result
    // object they hold, that every goroutine parked in it keeps).
    const code: FramedCode = { g, frame };
    return (f) => new FramedStmt(code, f) as unknown as Generator<Park, number, any>;
  }
  // With `frame`, the block is also the function's runner (entry and exit): one generator less a call.
  return function* (f) {
    const depth = frame === null ? 0 : frame.enter(f);
    let i = 0;
    while (i < n) {
      const it = items[i];
      const c =
        it.p !== null && (it.loops ? R.threads : R.nested)
          ? yield* it.p(f)
          : it.s !== null
            ? it.s(f)
            : yield* it.g!(f);
      if (c === NORMAL) {
        i++;
        continue;
      }
      if (c === GOTO && hasLabels) {
        const j = gotoTarget(labels);
        if (j >= 0) {
          if (--R.steps < 0 && chunkEnd(labelWhere[j], true)) yield PREEMPTED;
          i = j;
          continue;
        }
      }
      return frame === null ? c : frame.leave(f, depth);
    }
    return frame === null ? NORMAL : frame.leave(f, depth);
  };
}

interface FramedCode {
  g: GSt;
  frame: FrameHooks;
}

/** FramedStmt.depth before the call's entry, and once it ended. */
const NOT_STARTED = -1;
const ENDED = -2;

/**
 * What genBlock's generator does for a function body of one statement that may park, as an
 * iterator `yield*` delegates to: enter the frame at the first resumption, run the statement's
 * twin, leave with the results. throw() and return() behave as the generator's would: passed to
 * the statement while it is suspended in it, else ending the runner at once.
 */
class FramedStmt {
  private readonly code: FramedCode;
  private readonly f: any[];
  private inner: Generator<Park, number, any> | null = null;
  /** The call depth its entry returned; NOT_STARTED, ENDED. */
  private depth = NOT_STARTED;
  constructor(code: FramedCode, f: any[]) {
    this.code = code;
    this.f = f;
  }
  next(v?: any): IteratorResult<Park, any> {
    if (this.depth === ENDED) return { done: true, value: undefined };
    if (this.depth === NOT_STARTED) {
      this.depth = ENDED; // a throwing entry ends it, as it would the generator
      this.depth = this.code.frame.enter(this.f);
      this.inner = this.code.g(this.f);
    }
    return this.after(this.step(0, v));
  }
  throw(e: unknown): IteratorResult<Park, any> {
    if (this.inner === null || this.depth === ENDED) {
      this.depth = ENDED;
      throw e;
    }
    return this.after(this.step(1, e));
  }
  return(v: any): IteratorResult<Park, any> {
    if (this.inner === null || this.depth === ENDED) {
      this.depth = ENDED;
      return { done: true, value: v };
    }
    const r = this.step(2, v);
    if (r.done) this.depth = ENDED;
    return r;
  }
  [Symbol.iterator](): this {
    return this;
  }
  /** Resumes the statement's twin (0 next, 1 throw, 2 return); a throw ends the runner. */
  private step(how: number, v: any): IteratorResult<Park, number> {
    const inner = this.inner!;
    try {
      return how === 0 ? inner.next(v) : how === 1 ? inner.throw(v) : inner.return(v);
    } catch (e) {
      this.depth = ENDED;
      throw e;
    }
  }
  private after(r: IteratorResult<Park, number>): IteratorResult<Park, any> {
    if (!r.done) return r;
    const depth = this.depth;
    this.depth = ENDED;
    this.inner = null;
    return { done: true, value: this.code.frame.leave(this.f, depth) };
  }
}

/**
 * A branch's generator block compiled at its first execution, as compile/stmt.ts lazyBlock does for
 * ordinary code (not in a deep twin: its blocks are driven by rt/deep.ts's trampoline).
 */
function lazyGenBlock(C: Compiler, list: Stmt[], cx: FnCtx, install: (g: GSt) => void): GSt {
  if (!cx.lazyBlocks || C.deep || list.length === 0) return genBlock(C, list, cx);
  const compiled = compileLater(C, cx, () => genBlock(C, list, cx), install);
  return function* (f) {
    return yield* compiled()(f);
  };
}

/** The clauses' bodies (switch, type switch) as lazy generator blocks, each installed in its place. */
function genClauseBodies(C: Compiler, clauses: { body: Stmt[] }[], cx: FnCtx): GSt[] {
  const bodies: GSt[] = [];
  for (const c of clauses) {
    const i = bodies.length;
    bodies.push(lazyGenBlock(C, c.body, cx, (g) => (bodies[i] = g)));
  }
  return bodies;
}

function genItem(C: Compiler, s: Stmt, cx: FnCtx, ordinary?: St): Item {
  const pre = C.preemptive;
  const long = mayRunLong(C, s);
  const loops = long && loopsIn(C, s);
  // Not long, or (in a preemptible variant already) a loop of its own: one variant.
  if (!long || (pre && loops))
    return mayBlock(C, s)
      ? { g: genStmt(C, s, cx), s: null, p: null, loops: false }
      : { g: null, s: ordinary ?? C.stmt(s, cx), p: null, loops: false };
  // The variants share the slots of the variables the statement declares (FnCtx.redeclare).
  const outerLog = cx.declared;
  const log: Var[] = [];
  cx.declared = log;
  C.preemptive = false;
  let g: GSt | null;
  let st: St | null;
  try {
    g = mayBlock(C, s) ? genStmt(C, s, cx) : null;
    st = g === null ? (ordinary ?? C.stmt(s, cx)) : null;
  } finally {
    cx.declared = outerLog;
    C.preemptive = pre;
  }
  outerLog?.push(...log);
  const outerRedeclare = cx.redeclare;
  // A copy only when the first variant declared a variable the outer map does not place there (a
  // twin's map already holds every variable of the ordinary body: program.ts twinOf).
  let redeclare = outerRedeclare;
  for (const v of log) {
    const slot = cx.slots.get(v)!;
    if (redeclare?.get(v) === slot) continue;
    if (redeclare === outerRedeclare) redeclare = new Map(outerRedeclare ?? []);
    redeclare!.set(v, slot);
  }
  cx.redeclare = redeclare;
  C.preemptive = true;
  try {
    return { g, s: st, p: genStmt(C, s, cx), loops };
  } finally {
    C.preemptive = pre;
    cx.redeclare = outerRedeclare;
  }
}

function either(C: Compiler, s: Stmt, cx: FnCtx): GSt {
  if (mayBlock(C, s)) return genStmt(C, s, cx);
  const st = C.stmt(s, cx);
  // biome-ignore lint/correctness/useYield: runs synchronously.
  return function* (f) {
    return st(f);
  };
}

/**
 * `v, ok := <-ch`, `v, ok = <-ch` and `var v, ok = <-ch`: the receive yields its (value, ok) pair
 * into a slot the statement's ordinary closure then reads in place of the receive.
 */
function commaOkReceive(C: Compiler, s: Stmt, cx: FnCtx, r0: UnaryExpr): GSt {
  const ch = hoisted(C, r0.x, cx);
  const slot = cx.alloc();
  C.subst.set(r0, slot);
  let st: St;
  try {
    st = C.stmt(s, cx);
  } finally {
    C.subst.delete(r0);
  }
  const site = C.site(r0, cx);
  return function* (f) {
    const c: Chan | null = yield* ch(f);
    R.sites[R.depth] = site;
    if (c === null) yield foreverPark('chan receive (nil chan)');
    f[slot] = yield* c!.recvG();
    return st(f);
  };
}

export function genStmt(C: Compiler, s: Stmt, cx: FnCtx, label: string | null = null): GSt {
  switch (s.kind) {
    case 'BlockStmt':
      return genBlock(C, s.list, cx);
    case 'LabeledStmt': {
      const name = s.label.name;
      const inner = genStmt(C, s.stmt, cx, name);
      return function* (f) {
        return labelCtl(yield* inner(f), name);
      };
    }
    case 'SendStmt': {
      if (C.deep) return hoist(C, s, cx, () => C.stmt(s, cx));
      const ct = coreOf(C.typeOfExpr(s.chan)) as any;
      const prep = hoist(C, s, cx, () => {
        const ch = C.expr(s.chan, cx);
        const v = C.valueTo(s.value, ct.elem, cx);
        return (f: any[]) => [ch(f), v(f)] as [Chan | null, any];
      });
      const site = C.site(s, cx);
      return function* (f) {
        const [c, v] = yield* prep(f);
        R.sites[R.depth] = site;
        if (c === null) yield foreverPark('chan send (nil chan)');
        else yield* c.sendG(v);
        return NORMAL;
      };
    }
    case 'IfStmt': {
      // An else-if chain as one loop over its arms (as compile/stmt.ts ifChain).
      const inits: (GSt | null)[] = [];
      const conds: GEv[] = [];
      const thens: GSt[] = [];
      let arm: Stmt | undefined = s;
      for (; arm?.kind === 'IfStmt'; arm = arm.else) {
        inits.push(arm.init ? either(C, arm.init, cx) : null);
        conds.push(hoisted(C, arm.cond, cx));
        const i = thens.length;
        thens.push(lazyGenBlock(C, arm.body.list, cx, (g) => (thens[i] = g)));
      }
      let els: GSt | null = null;
      if (arm !== undefined) els = lazyGenBlock(C, (arm as BlockStmt).list, cx, (g) => (els = g));
      const n = conds.length;
      return function* (f) {
        for (let i = 0; i < n; i++) {
          const init = inits[i];
          if (init !== null) yield* init(f);
          if (yield* conds[i](f)) return yield* thens[i](f);
        }
        return els === null ? NORMAL : yield* els(f);
      };
    }
    case 'ForStmt':
      return genFor(C, s, cx, label);
    case 'RangeStmt':
      return genRange(C, s, cx, label);
    case 'SwitchStmt':
      return genSwitch(C, s, cx, label);
    case 'TypeSwitchStmt':
      return genTypeSwitch(C, s, cx, label);
    case 'SelectStmt':
      return genSelect(C, s, cx, label);
    case 'GoStmt':
    case 'DeferStmt':
      // Operands of the deferred/started call are evaluated here; the call itself is not.
      return hoist(
        C,
        s,
        cx,
        () => C.stmt(s, cx),
        (n) => n === s.call,
      );
    case 'AssignStmt': {
      // v, ok := <-ch / v, ok = <-ch: the receive yields the (value, ok) pair.
      const r0 = s.rhs.length === 1 && s.lhs.length === 2 && !C.deep ? unparenExpr(s.rhs[0]) : null;
      if (r0 !== null && r0.kind === 'UnaryExpr' && r0.op === '<-') return commaOkReceive(C, s, cx, r0);
      return hoist(C, s, cx, () => C.stmt(s, cx));
    }
    case 'DeclStmt': {
      // var v, ok = <-ch: as the assignment above.
      const spec = s.decl.kind === 'GenDecl' && s.decl.specs.length === 1 ? s.decl.specs[0] : null;
      const r0 =
        spec !== null &&
        spec.kind === 'ValueSpec' &&
        spec.names.length === 2 &&
        spec.values.length === 1 &&
        !C.deep
          ? unparenExpr(spec.values[0])
          : null;
      if (r0 !== null && r0.kind === 'UnaryExpr' && r0.op === '<-') return commaOkReceive(C, s, cx, r0);
      return hoist(C, s, cx, () => C.stmt(s, cx));
    }
    case 'ExprStmt': {
      // `<-ch` alone: receive and drop the value, parked on the channel's waiter itself (no
      // generator for the receive expression beneath this one: a goroutine blocked here keeps one).
      const r0 = !C.deep ? unparenExpr(s.x) : null;
      if (r0 === null || r0.kind !== 'UnaryExpr' || r0.op !== '<-')
        return hoist(C, s, cx, () => C.stmt(s, cx));
      const site = C.site(r0, cx);
      const recv = (c: Chan | null): Generator<Park, number, any> => {
        R.sites[R.depth] = site;
        // A waiter that parks is its own iterator (sched.ts Waiter.next).
        const p =
          c === null
            ? new ParkOnce(foreverPark('chan receive (nil chan)'))
            : c.tryRecv() === undefined
              ? c.recvPark()
              : RECEIVED;
        return p as unknown as Generator<Park, number, any>;
      };
      if (mayBlock(C, r0.x)) {
        const ch = genExpr(C, r0.x, cx);
        return function* (f) {
          return yield* recv(yield* ch(f));
        };
      }
      // The channel operand does not block (the usual case): evaluated here, and the parked
      // generator is this small one alone.
      const chEv = C.expr(r0.x, cx);
      return (f) => recv(chEv(f));
    }
    default:
      // Simple statements: hoist blocking parts, then the ordinary closure.
      return hoist(C, s, cx, () => C.stmt(s, cx));
  }
}

/**
 * A statement's twin that parks once on `park` and then completes normally (`<-ch` alone): an
 * iterator object for `yield*` rather than a generator, ~40 B instead of ~175 B that every goroutine
 * blocked in it keeps. A panic thrown in while parked passes through, as a generator's would.
 */
class ParkOnce {
  private park: Park | null;
  constructor(park: Park | null) {
    this.park = park;
  }
  next(): IteratorResult<Park, number> {
    const p = this.park;
    if (p === null) return { done: true, value: NORMAL };
    this.park = null;
    return { done: false, value: p };
  }
  throw(e: unknown): never {
    this.park = null;
    throw e;
  }
  return(v: any): IteratorResult<Park, any> {
    this.park = null;
    return { done: true, value: v };
  }
  [Symbol.iterator](): this {
    return this;
  }
}

/** The twin of a receive statement that did not park (stateless, shared). */
const RECEIVED = new ParkOnce(null);

/**
 * A for loop whose parts neither park nor run long, as a preemptible statement runs it (genBlock):
 * its ordinary loop, but a generator that yields at its preemption points, so that a goroutine
 * spinning in it (`for {}`) gives way to the goroutines preempted beneath it instead of running
 * nested above them for ever (gc preempts it asynchronously since go1.14). Per iteration it costs
 * what the ordinary loop costs.
 */
function preemptibleFor(C: Compiler, s: ForStmt, cx: FnCtx, label: string | null): GSt {
  const init = s.init ? C.stmt(s.init, cx) : null;
  const cond = s.cond ? C.expr(s.cond, cx) : null;
  const post = s.post ? C.stmt(s.post, cx) : null;
  const body = C.block(s.body.list, cx);
  const fresh = C.freshLoopVarSlots(s, cx);
  const nfresh = fresh.length;
  const where = C.where(s.pos);
  const loop = function* (f: any[]): Generator<Park, number, any> {
    if (init !== null) init(f);
    for (;;) {
      if (cond !== null && !cond(f)) break;
      if (--R.steps < 0 && chunkEnd(where, true)) yield PREEMPTED;
      const c = body(f);
      if (c !== NORMAL) {
        const r = loopCtl(c, label);
        if (r === LOOP_EXIT) break;
        if (r === LOOP_OUT) return c;
      }
      for (let i = 0; i < nfresh; i++) f[fresh[i]] = new Cell(f[fresh[i]].v);
      if (post !== null) post(f);
    }
    return NORMAL;
  };
  return loop;
}

function genFor(C: Compiler, s: ForStmt, cx: FnCtx, label: string | null): GSt {
  // Only the loop itself to preempt: its ordinary parts in a generator that yields per chunk.
  const parts = [s.init, s.cond, s.post, ...s.body.list];
  if (C.preemptive && !parts.some((p) => p !== undefined && mayBlock(C, p)))
    return preemptibleFor(C, s, cx, label);
  const init = s.init ? either(C, s.init, cx) : null;
  const cond = s.cond ? hoisted(C, s.cond, cx) : null;
  const post = s.post ? either(C, s.post, cx) : null;
  const body = genBlock(C, s.body.list, cx);
  const fresh = C.freshLoopVarSlots(s, cx);
  const where = C.where(s.pos);
  const yieldable = !C.deep;
  return function* (f) {
    if (init !== null) yield* init(f);
    for (;;) {
      if (cond !== null && !(yield* cond(f))) break;
      if (--R.steps < 0 && chunkEnd(where, yieldable)) yield PREEMPTED;
      const c = yield* body(f);
      if (c !== NORMAL) {
        const r = loopCtl(c, label);
        if (r === LOOP_EXIT) break;
        if (r === LOOP_OUT) return c;
      }
      for (const sl of fresh) f[sl] = new Cell(f[sl].v);
      if (post !== null) yield* post(f);
    }
    return NORMAL;
  };
}

/**
 * A loop in generator code at the end of a chunk of steps: the next chunk, then true when the
 * goroutine should yield for a turn of the others (its preemption point; state.ts R.quantum has
 * moved the clock). A trampolined twin's yields are call requests (rt/deep.ts), so there the
 * others run nested instead (state.ts budgetExceeded).
 */
function chunkEnd(where: string, yieldable: boolean): boolean {
  if (!yieldable) {
    budgetExceeded(where);
    return false;
  }
  return budgetRefill(where) && R.quantum?.() === true;
}

function genRange(C: Compiler, s: RangeStmt, cx: FnCtx, label: string | null): GSt {
  const inits: VarInit[] = [];
  const g = genRangeLoop(C, s, cx, label, inits);
  if (inits.length === 0) return g;
  return function* (f) {
    for (const init of inits) init(f);
    return yield* g(f);
  };
}

/** genRange without the set-up of pre-1.22 shared loop variables (added to `inits`). */
function genRangeLoop(C: Compiler, s: RangeStmt, cx: FnCtx, label: string | null, inits: VarInit[]): GSt {
  const xt = coreOf(C.typeOfExpr(s.x)) as any;
  const define = s.tok === ':=';
  const x = hoisted(C, s.x, cx);
  const where = C.where(s.pos);
  const tInt = rtInt;
  let key: ((f: any[], v: any) => void) | null;
  let val: ((f: any[], v: any) => void) | null = null;
  let iter: (v: any) => Iterable<[any, any]> | null;
  if (xt.kind === 'chan') {
    key = C.rangeTarget(s.key, define, cx, C.rt(xt.elem, cx), inits);
    const body = genBlock(C, s.body.list, cx);
    const site = C.site(s, cx);
    return function* (f) {
      const ch: Chan | null = yield* x(f);
      if (ch === null) yield foreverPark('chan receive (nil chan)');
      for (;;) {
        if (--R.steps < 0) budgetExceeded(where);
        R.sites[R.depth] = site;
        const [v, ok] = yield* ch!.recvG();
        if (!ok) break;
        if (key !== null) key(f, v);
        const c = yield* body(f);
        if (c !== NORMAL) {
          const r = loopCtl(c, label);
          if (r === LOOP_EXIT) break;
          if (r === LOOP_OUT) return c;
        }
      }
      return NORMAL;
    };
  }
  if (xt.kind === 'signature') return genRangeFunc(C, s, cx, label, inits, x, xt);
  if (xt.kind === 'basic' && xt.info !== 'string' && xt.info !== 'untyped string') {
    key = C.rangeTarget(s.key, define, cx, tInt, inits);
    iter = (n: any) => countTo(Number(n));
  } else if (xt.kind === 'basic') {
    key = C.rangeTarget(s.key, define, cx, tIntOf(C, cx), inits);
    val = C.rangeTarget(s.value, define, cx, runeType(C, cx), inits);
    iter = runesOf;
  } else if (xt.kind === 'map') {
    key = C.rangeTarget(s.key, define, cx, C.rt(xt.key, cx), inits);
    val = C.rangeTarget(s.value, define, cx, C.rt(xt.elem, cx), inits);
    iter = (m: GoMap | null) => (m === null ? [] : mapPairs(m));
  } else {
    const isSlice = xt.kind === 'slice';
    const alen = xt.kind === 'array' ? xt.len : xt.kind === 'pointer' ? (coreOf(xt.elem) as any).len : 0;
    const elemT = isSlice || xt.kind === 'array' ? xt.elem : (coreOf(xt.elem) as any).elem;
    key = C.rangeTarget(s.key, define, cx, tIntOf(C, cx), inits);
    val = C.rangeTarget(s.value, define, cx, C.rt(elemT, cx), inits);
    const copyArr = xt.kind === 'array' && val !== null;
    iter = (v: any) => elemsOf(v, isSlice, alen, copyArr);
  }
  // A body that neither parks nor runs long (a preemptible range, genBlock) runs as its ordinary
  // block: no generator per iteration.
  const plain = !s.body.list.some((b) => mayBlock(C, b));
  const bodyS = plain ? C.block(s.body.list, cx) : null;
  const body = plain ? null : genBlock(C, s.body.list, cx);
  const yieldable = !C.deep;
  return function* (f) {
    const v = yield* x(f);
    for (const [k, e] of iter(v)!) {
      if (--R.steps < 0 && chunkEnd(where, yieldable)) yield PREEMPTED;
      if (key !== null) key(f, k);
      if (val !== null) val(f, e);
      const c = bodyS !== null ? bodyS(f) : yield* body!(f);
      if (c !== NORMAL) {
        const r = loopCtl(c, label);
        if (r === LOOP_EXIT) break;
        if (r === LOOP_OUT) return c;
      }
    }
    return NORMAL;
  };
}

/** One execution of a range-over-func loop (rangeFuncLoop). */
export interface RangeFuncLoop {
  /** The yield handed to the iterator. */
  readonly yieldFn: any;
  /** Ends the loop (a later call of yield panics): the completion the range statement returns. */
  finish(): number;
}

/**
 * Range over a function (go1.23 iterators): the yield a loop hands its iterator, made per execution
 * of the loop in frame `f`. Called directly (by a native, or by ordinary code) it runs the ordinary
 * body. Its twins run the body as a generator: `$g` (with `gen`: generator code, where the body and
 * the iterator may both park: an iter.Pull inside either, a zip of two sequences, waits for the
 * pulled goroutine like any receive) and `$t`, the body's deep twin (rt/deep.ts, compiled at its
 * first use), which the trampoline runs when the iterator calls yield past R.deepAt: an iterator
 * whose body ranges over another (a recursive walk of a list or tree thousands deep) then costs
 * heap, not JS stack.
 */
export function rangeFuncLoop(
  C: Compiler,
  s: RangeStmt,
  cx: FnCtx,
  label: string | null,
  inits: VarInit[],
  xt: Signature,
  gen: boolean,
): (f: any[]) => RangeFuncLoop {
  const define = s.tok === ':=';
  const where = C.where(s.pos);
  // The body's statements are sited in the function gc makes of it (`main.main-range1`).
  let frameName = rangeBodyNames.get(s);
  if (frameName === undefined) {
    frameName = `${cx.fname}-range${++cx.ranges.n}`;
    rangeBodyNames.set(s, frameName);
  }
  const outerFrame = cx.frameName;
  cx.frameName = frameName;
  try {
    return rangeFuncLoopIn(C, s, cx, label, inits, xt, gen, define, where);
  } finally {
    cx.frameName = outerFrame;
  }
}

// internal/abi RF_State, and runtime/panic.go panicrangestate's errors by state.
const RF_DONE = 0;
const RF_READY = 1;
const RF_PANIC = 2;
const RF_EXHAUSTED = 3;
const RF_MISSING_PANIC = 4;
const RF_ERRORS = [
  'range function continued iteration after function for loop body returned false',
  '',
  'range function continued iteration after loop body panic',
  'range function continued iteration after whole loop exit',
  'range function recovered a loop body panic and did not resume panicking',
];

/** gc's names of range-over-func bodies, given once per statement (it compiles in several variants). */
const rangeBodyNames = new WeakMap<RangeStmt, string>();

function rangeFuncLoopIn(
  C: Compiler,
  s: RangeStmt,
  cx: FnCtx,
  label: string | null,
  inits: VarInit[],
  xt: Signature,
  gen: boolean,
  define: boolean,
  where: ReturnType<Compiler['where']>,
): (f: any[]) => RangeFuncLoop {
  const ps = xt.params.vars[0] ? (coreOf(xt.params.vars[0].type) as Signature).params.vars : [];
  const key = ps[0] ? C.rangeTarget(s.key, define, cx, C.rt(ps[0].type, cx), inits) : null;
  const val = ps[1] ? C.rangeTarget(s.value, define, cx, C.rt(ps[1].type, cx), inits) : null;
  const ordinary: St[] = [];
  const bodyS = C.block(s.body.list, cx, gen ? ordinary : undefined);
  const bodyG = gen ? genBlock(C, s.body.list, cx, null, ordinary) : null;
  let bodyT: GSt | null = null;
  const deepBody = compileLater(
    C,
    cx,
    () => {
      C.deep = true;
      return genBlock(C, s.body.list, cx);
    },
    (b) => {
      bodyT = b;
    },
  );
  // The body is a function of its own (gc's `main.main-range1`): a call of yield is one frame
  // deeper than the iterator that makes it, so that a value passed up through thousands of nested
  // yields reaches R.deepAt and goes on on a trampoline, as calls do.
  const entry = C.site(s.body, cx, true);
  return (f) => {
    let result = NORMAL;
    // gc's #stateN (cmd/compile/internal/rangefunc/rewrite.go, "Checking"): READY between
    // iterations, PANIC while the body runs (and after it panicked), DONE once it exited the loop,
    // EXHAUSTED once the iterator returned. A yield outside READY panics (runtime.panicrangestate).
    let state = RF_READY;
    // The frame's prologue: the new depth.
    const enter = (a: any, b: any): number => {
      const depth = ++R.depth;
      if (depth > R.maxDepth) stackOverflow(entry);
      if (--R.steps < 0) budgetExceeded(where);
      if (state !== RF_READY) throw runtimeError('errorString', RF_ERRORS[state]);
      state = RF_PANIC;
      R.sites[depth] = entry;
      R.frames[depth] = NO_FRAME;
      if (key !== null) key(f, a);
      if (val !== null) val(f, b);
      return depth;
    };
    // The body's outcome as yield's result: false once it breaks out of the loop (or returns).
    const after = (c: number, depth: number): boolean => {
      R.depth = depth - 1;
      if (c === NORMAL) {
        state = RF_READY;
        return true;
      }
      const r = loopCtl(c, label);
      if (r === LOOP_NEXT) {
        state = RF_READY;
        return true;
      }
      state = RF_DONE;
      if (r === LOOP_OUT) result = c;
      return false;
    };
    const yieldFn: any = (a: any, b: any) => {
      // Past R.deepAt, as a function's entry (compile/program.ts functionRunner): the body's deep
      // twin on a trampoline.
      if (R.depth >= R.deepAt && R.depth < R.maxDepth) return trampoline(yieldFn.$t(a, b));
      const depth = enter(a, b);
      return after(bodyS(f), depth);
    };
    if (bodyG !== null)
      yieldFn.$g = function* (a: any, b: any) {
        if (R.steps <= 0 && chunkEnd(where, true)) yield PREEMPTED;
        const depth = enter(a, b);
        return after(yield* bodyG(f), depth);
      };
    yieldFn.$t = function* (a: any, b: any) {
      const depth = enter(a, b);
      return after(yield* (bodyT ?? deepBody())(f), depth);
    };
    return {
      yieldFn,
      finish: () => {
        // The iterator returned while the body had panicked: it recovered the panic.
        if (state === RF_PANIC) throw runtimeError('errorString', RF_ERRORS[RF_MISSING_PANIC]);
        state = RF_EXHAUSTED;
        return result;
      },
    };
  };
}

/**
 * A range over a function in generator code: the iterator runs through its twin (gen mode: `$g`,
 * or past R.deepAt on the goroutine's trampoline; deep mode: a call the trampoline makes).
 */
function genRangeFunc(
  C: Compiler,
  s: RangeStmt,
  cx: FnCtx,
  label: string | null,
  inits: VarInit[],
  x: GEv,
  xt: Signature,
): GSt {
  const deep = C.deep;
  const loop = rangeFuncLoop(C, s, cx, label, inits, xt, !deep);
  const site = C.site(s, cx);
  return function* (f) {
    const fn = yield* x(f);
    const l = loop(f);
    R.sites[R.depth] = site;
    if (deep) {
      if (fn === null) throw at(site, nilDeref());
      yield { fn, args: [l.yieldFn] } as unknown as Park;
    } else if (R.depth >= R.deepAt) yield new DeepReq(fn, [l.yieldFn]) as unknown as Park;
    else yield* invoke(fn, [l.yieldFn]);
    return l.finish();
  };
}

function tIntOf(_C: Compiler, _cx: FnCtx) {
  return rtInt;
}

function runeType(_C: Compiler, _cx: FnCtx) {
  return rtInt32;
}

function* countTo(n: number): Iterable<[any, any]> {
  for (let i = 0; i < n; i++) yield [i, undefined];
}

function* runesOf(s: string): Iterable<[any, any]> {
  for (let i = 0; i < s.length; ) {
    const r = decodeRune(s, i);
    const w = decodedWidth;
    yield [i, r];
    i += w;
  }
}

function* mapPairs(m: GoMap): Iterable<[any, any]> {
  const it = m.iter();
  while (m.step(it)) yield [it.orig, it.val];
}

function* elemsOf(v: any, isSlice: boolean, alen: number, copyArr: boolean): Iterable<[any, any]> {
  if (isSlice) {
    if (v === null) return;
    for (let i = 0; i < v.len; i++) yield [i, v.arr[v.off + i]];
    return;
  }
  if (v === null) {
    for (let i = 0; i < alen; i++) yield [i, undefined];
    return;
  }
  const arr = copyArr ? v.slice() : v;
  for (let i = 0; i < alen; i++) yield [i, arr[i]];
}

function genSwitch(C: Compiler, s: SwitchStmt, cx: FnCtx, label: string | null): GSt {
  // The tag and case expressions rarely block: evaluate the switch head synchronously through the
  // ordinary compiler by rewriting it as "choose a clause", then run the chosen body as a generator.
  const init = s.init ? either(C, s.init, cx) : null;
  const clauses = s.body.list as any[];
  const tagSlot = cx.alloc();
  const tag = s.tag !== undefined ? hoisted(C, s.tag, cx) : null;
  const tagT = s.tag !== undefined ? C.rtOf(s.tag, cx) : null;
  const conds: Ev[][] = clauses.map((c) =>
    c.list.map((e: Expr) => {
      if (tag === null) return C.expr(e, cx);
      return C.caseMatcher(e, tagSlot, tagT!, cx);
    }),
  );
  const bodies = genClauseBodies(C, clauses, cx);
  const def = clauses.findIndex((c) => c.list.length === 0);
  const nc = clauses.length;
  return function* (f) {
    if (init !== null) yield* init(f);
    if (tag !== null) f[tagSlot] = yield* tag(f);
    let chosen = -1;
    for (let i = 0; i < nc && chosen < 0; i++) {
      for (const c of conds[i]) {
        if (c(f)) {
          chosen = i;
          break;
        }
      }
    }
    if (chosen < 0) chosen = def;
    if (chosen < 0) return NORMAL;
    for (let i = chosen; i < nc; i++) {
      const c = yield* bodies[i](f);
      if (c === FALLTHROUGH) continue;
      return breakCtl(c, label);
    }
    return NORMAL;
  };
}

function genTypeSwitch(C: Compiler, s: TypeSwitchStmt, cx: FnCtx, label: string | null): GSt {
  const init = s.init ? either(C, s.init, cx) : null;
  const assertX = s.assign.kind === 'AssignStmt' ? (s.assign.rhs[0] as any).x : (s.assign.x as any).x;
  const x = hoisted(C, assertX, cx);
  const slot = cx.alloc();
  const chooser = C.typeSwitchArms(s, cx, (f: any[]) => f[slot]);
  const bodies = genClauseBodies(C, s.body.list as CaseClause[], cx);
  return function* (f) {
    if (init !== null) yield* init(f);
    f[slot] = yield* x(f);
    const i = chooser(f);
    if (i < 0) return NORMAL;
    const c = yield* bodies[i](f);
    return breakCtl(c, label);
  };
}

function genSelect(C: Compiler, s: SelectStmt, cx: FnCtx, label: string | null): GSt {
  const { prepare, finish, arms } = C.selectParts(s, cx);
  const bodies = arms.map((a) => genBlock(C, a.stmts, cx));
  const site = C.site(s, cx);
  return function* (f) {
    const { cases, hasDefault } = prepare(f);
    R.sites[R.depth] = site;
    const [i, v, ok] = yield* selectG(cases as SelectCase[], hasDefault);
    const idx = finish(f, i, v, ok);
    const c = yield* bodies[idx](f);
    return breakCtl(c, label);
  };
}

// The compiler: checked AST + Info → JS closures over frames (arrays) with statically resolved slots.
//
// - Expressions compile to `(f) => value`, statements to `(f) => ctl` (NORMAL/BREAK/CONTINUE/RETURN/
//   GOTO/FALLTHROUGH), specialised by operand kind at compile time (ops.ts).
// - Slot 0 of a frame holds the pending result; parameters follow, then locals. Variables captured by
//   closures or whose address is taken live in Cells (escape.ts); struct/array variables hold their
//   object, which is also their address.
// - Go functions are JS functions `(...args) => undefined | value | [values]`, so natives and
//   interpreted code call each other directly (native.ts).
// - Generic functions and methods of generic types are compiled once per instantiation (type
//   arguments as runtime descriptors), looked up by Info.instances.
// - A program with `go` statements also gets generator twins of the functions that may park
//   (gen.ts); everything else stays synchronous.
// - Struct arguments and receivers of "read-only leaf" callees (no calls, no mutation or address
//   of the parameter) are passed without the copy Go's value semantics would otherwise need.

import type {
  AssignStmt,
  BlockStmt,
  CallExpr,
  CaseClause,
  CommClause,
  CompositeLit,
  Expr,
  File,
  ForStmt,
  FuncDecl,
  FuncLit,
  Ident,
  Node,
  Pos,
  RangeStmt,
  SelectorExpr,
  SelectStmt,
  Stmt,
  SwitchStmt,
  TypeSwitchStmt,
  ValueSpec,
} from '../syntax/ast.ts';
import { type ConstValue, ratToNumber } from '../types/constant.ts';
import type { Info, Selection } from '../types/info.ts';
import type { Func, Package, Signature, Type, TypeParam, Var } from '../types/types.ts';
import { unalias } from '../types/types.ts';
import { anyType, Typ } from '../types/universe.ts';
import { coreOf, findBoxed, isAggregate } from './escape.ts';
import { computeBlockingFuncs, genBlock, genGoThunk } from './gen.ts';
import { addI64, canon } from './int64.ts';
import { type IntOperand, intBinary } from './intops.ts';
import { perIterationLoopVars } from './langver.ts';
import type { NativeContext, NativeRegistry, NativeTable } from './native.ts';
import { Blocked } from './native.ts';
import { arith, binaryFn, type Ev, eqFn, negFn, notFn, numConvFn } from './ops.ts';
import { FatalError, GoPanic, nilDeref, nilMapWrite, runtimeError, typeAssertionPanic } from './panic.ts';
import {
  basicTypes,
  funcOf,
  implementsIface,
  isWideInt,
  missingMethod,
  namedType,
  ptrTo,
  type RType,
  setUnderlying,
  sliceOf,
  structOf,
  tEmptyInterface,
  tInt,
  tInt32,
  tString,
  tUint8,
} from './rtype.ts';
import {
  Chan,
  closeChan,
  nilChanRecv,
  nilChanSend,
  type Park,
  type Scheduler,
  type SelectCase,
  select,
} from './sched.ts';
import { budgetExceeded, type CallSite, R, stackOverflow } from './state.ts';
import {
  bytesToString,
  decodedWidth,
  decodeRune,
  encodeRune,
  runesToString,
  stringToBytes,
  stringToRunes,
} from './strings.ts';
import { TypeConverter, type TypeEnv } from './typeconv.ts';
import {
  Cell,
  clone,
  copyInto,
  ElemRef,
  FieldRef,
  fillZero,
  GoMap,
  Iface,
  ifaceEqual,
  indexPanic,
  makeSlice,
  needsCopy,
  Slice,
  zero,
} from './values.ts';

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

export const NORMAL = 0;
export const BREAK = 1;
export const CONTINUE = 2;
export const RETURN = 3;
export const GOTO = 4;
export const FALLTHROUGH = 5;

/** Target label of a pending labelled break/continue or goto (null: innermost). */
export const ctl: { label: string | null } = { label: null };

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

interface Unit {
  info: Info;
  path: string;
  name: string;
  natives: NativeTable | undefined;
  lazy: boolean;
  /** Go 1.22 loop semantics: fresh loop variables for each iteration (langver.ts). */
  perIterationLoopVars: boolean;
}

interface Holder {
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

interface LValue {
  load: Ev;
  store: (f: any[], v: any) => void;
}

export class Compiler {
  readonly conv = new TypeConverter();
  readonly boxed = new Set<Var>();
  readonly globals = new Map<Var, Cell>();
  readonly holders = new Map<unknown, Holder>();
  readonly declOf = new Map<Func, { decl: FuncDecl; unit: Unit; file: string }>();
  readonly units: Unit[] = [];
  readonly typeByName = new Map<string, RType>();
  unit!: Unit;
  file = '';
  readonly link: RuntimeLink;
  readonly natives: NativeRegistry;
  /** Package initialisation steps in order (var initialisers, then init funcs), per package. */
  readonly inits: Array<() => void> = [];
  /** main.main's holder (its `fn`, and `fn.$g` in generator mode). */
  mainFn: { fn: (...args: any[]) => any } | null = null;
  /** Generator mode: the program starts goroutines, so functions also get resumable twins ($g). */
  genMode = false;
  /** Generator mode: Go functions that may park (others run synchronously even in goroutines). */
  blockingFuncs: Set<object> | null = null;
  /** While hoisting blocking sub-expressions (gen.ts): expression → frame slot holding its value. */
  readonly subst = new Map<Expr, number>();
  readonly globalZeroes: Array<() => void> = [];

  constructor(natives: NativeRegistry, link: RuntimeLink) {
    this.natives = natives;
    this.link = link;
    this.conv.methodProvider = (m, recv, env) => this.methodBody(m, recv, env);
  }

  // -------------------------------------------------------------------------------------------
  // Program level

  /** The statement or expression being compiled (positions for internal errors). */
  private at: { pos: Pos } | null = null;

  compileProgram(pkgs: CheckedPackage[]): void {
    try {
      this.compileAll(pkgs);
    } catch (e) {
      if (e instanceof CompileError) throw e;
      // Never crash the tool: an interpreter limitation becomes a positioned compile error.
      const msg = e instanceof Error ? e.message.replace(/^interp: /, '') : String(e);
      throw new CompileError(
        this.file,
        this.at?.pos ?? { line: 1, col: 1, offset: 0 },
        `cannot compile: ${msg}`,
      );
    }
  }

  private compileAll(pkgs: CheckedPackage[]): void {
    this.genMode = pkgs.some((p) => p.files.some((f) => containsKind(f, 'GoStmt')));
    for (const p of pkgs) {
      const unit: Unit = {
        info: p.info,
        path: p.path,
        name: p.name,
        natives: this.natives.natives(p.path),
        lazy: p.lazy === true,
        perIterationLoopVars: perIterationLoopVars(p.goVersion),
      };
      this.units.push(unit);
      findBoxed(p.files, p.info, this.boxed);
      for (const file of p.files) {
        for (const d of file.decls) {
          if (d.kind === 'FuncDecl') {
            const obj = p.info.defs.get(d.name);
            if (obj !== undefined && obj.kind === 'func')
              this.declOf.set(obj, { decl: d, unit, file: file.filename });
          } else if (d.kind === 'GenDecl' && d.tok === 'var') {
            for (const s of d.specs) {
              if (s.kind !== 'ValueSpec') continue;
              for (const id of s.names) {
                const v = p.info.defs.get(id);
                if (v !== undefined && v.kind === 'var') this.globalCell(v);
              }
            }
          } else if (d.kind === 'GenDecl' && d.tok === 'type') {
            for (const s of d.specs) {
              if (s.kind !== 'TypeSpec' || s.typeParams !== undefined) continue;
              const tn = p.info.defs.get(s.name);
              if (
                tn !== undefined &&
                tn.kind === 'typename' &&
                tn.type !== undefined &&
                s.assign === undefined
              ) {
                this.unit = unit;
                this.file = file.filename;
                this.typeByName.set(`${p.path}.${s.name.name}`, this.conv.rtype(tn.type, null));
              }
            }
          }
        }
      }
    }
    // Generator mode: find the functions that may park before compiling any body.
    if (this.genMode) this.blockingFuncs = computeBlockingFuncs(this);
    for (let i = 0; i < pkgs.length; i++) {
      const p = pkgs[i];
      const unit = this.units[i];
      this.unit = unit;
      // Package variable initialisers in Info.initOrder.
      for (const init of p.info.initOrder) {
        const file = this.fileOf(p, init.rhs);
        this.unit = unit;
        this.file = file;
        const cx = this.initCtx(unit);
        const lhs = init.lhs;
        let step: (f: any[]) => void;
        if (lhs.length === 1) {
          const ev = this.valueTo(init.rhs, lhs[0].type, cx);
          const cell = this.globalCell(lhs[0]);
          step = (f) => {
            cell.v = ev(f);
          };
        } else {
          const ev = this.expr(init.rhs, cx);
          const cells = lhs.map((v) => this.globalCell(v));
          const convs = lhs.map((v, j) => this.tupleElemConv(init.rhs, j, v.type, cx));
          step = (f) => {
            const r = ev(f);
            for (let j = 0; j < cells.length; j++) cells[j].v = convs[j](r[j]);
          };
        }
        const n = () => cx.nslots;
        this.inits.push(() => step(new Array(n())));
      }
      // init functions in source order (files in the order given).
      for (const file of p.files) {
        for (const d of file.decls) {
          if (d.kind !== 'FuncDecl' || d.recv !== undefined) continue;
          if (d.name.name === 'init' && d.body !== undefined) {
            this.unit = unit;
            this.file = file.filename;
            const fn = this.compileFuncDecl(d, null);
            this.inits.push(() => fn());
          }
          if (d.name.name === 'main' && p.name === 'main' && d.body !== undefined) {
            const obj = p.info.defs.get(d.name) as Func;
            const h = this.holderFor(obj);
            this.mainFn = h;
          }
        }
      }
    }
    // Eagerly compile every non-generic function so unsupported constructs surface at compile time.
    for (const [obj, d] of this.declOf) {
      if (d.unit.lazy || d.decl.body === undefined || d.decl.type.typeParams !== undefined) continue;
      if (d.decl.recv !== undefined) {
        const rt = d.decl.recv.list[0]?.type;
        if (rt !== undefined && hasTypeParams(rt)) continue;
      }
      if (d.decl.name.name === 'init' && d.decl.recv === undefined) continue;
      const stub: any = this.holderFor(obj).fn;
      if (stub.$force !== undefined) stub.$force();
    }
  }

  private readonly initCtxs = new Map<Unit, FnCtx>();
  /**
   * Frame context of package-variable initialisers: gc compiles them into the package's `init`, so
   * closures there are `main.init.func1`, ... numbered across the package.
   */
  initCtx(unit: Unit): FnCtx {
    let base = this.initCtxs.get(unit);
    if (base === undefined) {
      base = new FnCtx(null, null);
      base.fname = `${gcPkgName(unit)}.init`;
      this.initCtxs.set(unit, base);
    }
    const cx = new FnCtx(null, null);
    cx.fname = base.fname;
    cx.closures = base.closures;
    return cx;
  }

  /** The gc-style name of FuncDecl `d` of the current unit. */
  funcDeclName(d: FuncDecl): string {
    const pkg = gcPkgName(this.unit);
    const generic = d.type.typeParams !== undefined ? '[...]' : '';
    if (d.recv === undefined || d.recv.list.length === 0) return `${pkg}.${d.name.name}${generic}`;
    let rt = d.recv.list[0].type;
    while (rt.kind === 'ParenExpr') rt = rt.x;
    let star = false;
    if (rt.kind === 'StarExpr') {
      star = true;
      rt = rt.x;
    }
    let targs = '';
    if (rt.kind === 'IndexExpr' || rt.kind === 'IndexListExpr') {
      rt = rt.x;
      targs = '[...]';
    }
    const tn = rt.kind === 'Ident' ? rt.name : '?';
    return star ? `${pkg}.(*${tn}${targs}).${d.name.name}` : `${pkg}.${tn}${targs}.${d.name.name}`;
  }

  /** gc's name for the next closure directly inside `cx` (`outer.func1`, nested `outer.func1.1`). */
  private readonly closureNames = new Map<FuncLit, string>();
  closureName(e: FuncLit, cx: FnCtx): string {
    let n = this.closureNames.get(e);
    if (n === undefined) {
      const k = ++cx.closures.n;
      const outerIsClosure = cx.parent !== null;
      n = outerIsClosure ? `${cx.fname}.${k}` : `${cx.fname}.func${k}`;
      this.closureNames.set(e, n);
    }
    return n;
  }

  /** A call position for R.sites (NativeContext.caller, panic traces). */
  site(n: { pos: Pos; lparen?: Pos }, cx: FnCtx, entry = false): CallSite {
    const traceLine = n.lparen?.line ?? n.pos.line;
    const noArgs = cx.noArgs;
    return { file: this.file, line: n.pos.line, col: n.pos.col, func: cx.fname, entry, traceLine, noArgs };
  }

  fileOf(p: CheckedPackage, e: Expr): string {
    for (const f of p.files)
      if (e.pos.offset >= f.pos.offset && e.pos.offset <= f.end.offset) {
        // Positions are per file; pick the file whose declarations contain the expression object.
        if (containsNode(f, e)) return f.filename;
      }
    return p.files[0]?.filename ?? '';
  }

  typeOf(pkgPath: string, name: string): RType {
    const t = this.typeByName.get(`${pkgPath}.${name}`);
    if (t === undefined) throw new Error(`interp: no type ${pkgPath}.${name}`);
    return t;
  }

  globalCell(v: Var): Cell {
    let c = this.globals.get(v);
    if (c === undefined) {
      c = new Cell(null);
      this.globals.set(v, c);
      const cell = c;
      const t = v.type;
      this.globalZeroes.push(() => {
        cell.v = zero(this.conv.rtype(t, null));
      });
    }
    return c;
  }

  // -------------------------------------------------------------------------------------------
  // Errors and positions

  where(pos: Pos): string {
    const f = this.file;
    const name = f.startsWith('/') || f.startsWith('./') || f.startsWith('../') || f === '' ? f : `./${f}`;
    return `${name}:${pos.line}:${pos.col}`;
  }

  fail(n: { pos: Pos }, msg: string): never {
    throw new CompileError(this.file, n.pos, msg);
  }

  // -------------------------------------------------------------------------------------------
  // Types

  rt(t: Type, cx: FnCtx | null): RType {
    return this.conv.rtype(t, cx?.env ?? null);
  }

  typeOfExpr(e: Expr): Type {
    const tv = this.unit.info.types.get(e);
    if (tv !== undefined) return tv.type;
    if (e.kind === 'Ident') {
      const o = this.unit.info.uses.get(e) ?? this.unit.info.defs.get(e);
      if (o !== undefined && o.kind === 'const' && o.type.kind === 'basic' && o.type.info === 'invalid type')
        return constDefaultType(o.val);
      if (o !== undefined && 'type' in o && o.type !== undefined) return o.type as Type;
    }
    this.fail(e, `interp: no type recorded for expression`);
  }

  rtOf(e: Expr, cx: FnCtx): RType {
    return this.rt(this.typeOfExpr(e), cx);
  }

  // -------------------------------------------------------------------------------------------
  // Functions

  holderFor(obj: Func): Holder {
    let h = this.holders.get(obj);
    if (h === undefined) {
      const d = this.declOf.get(obj);
      h = this.lazyHolder(() => {
        if (d === undefined) throw new Error(`interp: function ${obj.name} has no declaration`);
        return this.inUnit(d, () => this.compileFuncDecl(d.decl, null));
      });
      this.holders.set(obj, h);
      if (d !== undefined && d.decl.body === undefined) h.fn = this.nativeFor(obj, d.unit, d.decl);
    }
    return h;
  }

  /** Run `f` with the compiler positioned in declaration `d`'s package and file. */
  inUnit<T>(d: { unit: Unit; file: string }, f: () => T): T {
    const u = this.unit;
    const file = this.file;
    this.unit = d.unit;
    this.file = d.file;
    try {
      return f();
    } finally {
      this.unit = u;
      this.file = file;
    }
  }

  /**
   * A holder whose function compiles on first call (then replaces the stub). The stub stays valid
   * if it was captured as a func value, and has a generator twin for generator-mode calls.
   */
  lazyHolder(compile: () => (...args: any[]) => any): Holder {
    let compiled: any = null;
    const holder: Holder = { fn: null as any };
    const force = () => {
      if (compiled === null) {
        compiled = compile();
        holder.fn = compiled;
      }
      return compiled;
    };
    const stub: any = (...args: any[]) => force()(...args);
    stub.$force = force;
    stub.$g = function* (...args: any[]) {
      const c = force();
      return c.$g !== undefined ? yield* c.$g(...args) : c(...args);
    };
    holder.fn = stub;
    return holder;
  }

  /** Holder for an instantiation of a generic function. */
  instanceHolder(obj: Func, targs: RType[]): Holder {
    const origin = obj.origin ?? obj;
    const key = `${this.funcKey(origin)}[${targs.map((t) => t.id).join(',')}]`;
    let h = this.holders.get(key);
    if (h === undefined) {
      const d = this.declOf.get(origin);
      if (d === undefined) throw new Error(`interp: generic function ${origin.name} has no declaration`);
      const tps = origin.type.typeParams ?? [];
      const env = new Map<TypeParam, RType>();
      for (let i = 0; i < tps.length; i++) env.set(tps[i], targs[i]);
      h = this.lazyHolder(() => this.inUnit(d, () => this.compileFuncDecl(d.decl, env)));
      this.holders.set(key, h);
    }
    return h;
  }

  private funcKeys = new Map<Func, number>();
  funcKey(f: Func): number {
    let k = this.funcKeys.get(f);
    if (k === undefined) {
      k = this.funcKeys.size + 1;
      this.funcKeys.set(f, k);
    }
    return k;
  }

  /** The JS function implementing method `m` for receiver type `recv` (compiled with `env`). */
  methodBody(m: Func, _recv: RType, env: TypeEnv): (recv: any, ...args: any[]) => any {
    const origin = m.origin ?? m;
    const d = this.declOf.get(origin);
    if (d === undefined) throw new Error(`interp: method ${m.name} has no declaration`);
    if (env === null) return this.holderFor(origin).fn;
    const u = this.unit;
    const file = this.file;
    this.unit = d.unit;
    this.file = d.file;
    try {
      if (d.decl.body === undefined) return this.nativeFor(origin, d.unit, d.decl);
      // Methods of generic types: the receiver's type parameters are bound by `env` (origin's
      // type params). Map the method's own receiver type params onto the same descriptors.
      const menv = new Map<TypeParam, RType>(env as Map<TypeParam, RType>);
      const rtps = origin.type.recvTypeParams ?? [];
      const named = recvNamed(origin);
      const otps = named?.typeParams ?? [];
      rtps.forEach((tp, i) => {
        const bound = env.get(otps[i]);
        if (bound !== undefined) menv.set(tp, bound);
      });
      return this.compileFuncDecl(d.decl, menv);
    } finally {
      this.unit = u;
      this.file = file;
    }
  }

  nativeFor(obj: Func, unit: Unit, decl: FuncDecl): (...args: any[]) => any {
    let key = obj.name;
    if (decl.recv !== undefined && decl.recv.list.length > 0) {
      let rt = decl.recv.list[0].type;
      let star = '';
      if (rt.kind === 'StarExpr') {
        star = '*';
        rt = rt.x;
      }
      if (rt.kind === 'IndexExpr' || rt.kind === 'IndexListExpr') rt = rt.x;
      const tn = rt.kind === 'Ident' ? rt.name : '?';
      key = `${star}${tn}.${obj.name}`;
    }
    const impl = unit.natives?.[key];
    if (impl === undefined) {
      this.file = this.declOf.get(obj)?.file ?? this.file;
      this.fail(decl.name, `missing function body (no native implementation for ${unit.path}.${key})`);
    }
    const link = this.link;
    // A native may return Blocked (native.ts): wait synchronously here, or park in generator code.
    const fn: any = (...args: any[]) => {
      const saved = link.replay;
      link.replay = null;
      try {
        const r = impl(link.ctx, ...args);
        if (r instanceof Blocked) {
          link.sched.waitUntil(r.park.reason, r.park.ready);
          return r.resume();
        }
        return r;
      } finally {
        link.replay = saved;
      }
    };
    fn.$g = function* (...args: any[]) {
      // Natives written with synchronous waits are re-run after each wait they hit (see RuntimeLink).
      const replay = { done: 0, seen: 0 };
      for (;;) {
        const saved = link.replay;
        link.replay = replay;
        replay.seen = 0;
        let r: any;
        try {
          r = impl(link.ctx, ...args);
        } catch (e) {
          if (!(e instanceof NeedPark)) throw e;
          link.replay = saved;
          yield e.park;
          replay.done = e.index + 1;
          continue;
        } finally {
          link.replay = saved;
        }
        if (r instanceof Blocked) {
          yield r.park;
          return r.resume();
        }
        return r;
      }
    };
    return fn;
  }

  /** Compile a FuncDecl to a JS function (receiver first for methods). */
  compileFuncDecl(d: FuncDecl, env: TypeEnv): (...args: any[]) => any {
    const info = this.unit.info;
    const cx = new FnCtx(null, env);
    cx.fname = this.funcDeclName(d);
    cx.noArgs = d.recv === undefined && d.type.params.list.length === 0;
    const params: Var[] = [];
    if (d.recv !== undefined) this.collectParams(d.recv.list, params, info);
    this.collectParams(d.type.params.list, params, info);
    const sig = (info.defs.get(d.name) as Func).type;
    return this.makeFunctionInner(d.type.results?.list ?? [], params, d.body!, sig, cx).withEnv([], []);
  }

  collectParams(fields: { names: Ident[]; type: Expr }[], out: (Var | null)[], info: Info): void {
    for (const f of fields) {
      if (f.names.length === 0) out.push(null);
      for (const n of f.names) {
        const v = info.defs.get(n);
        out.push(v !== undefined && v.kind === 'var' ? v : null);
      }
    }
  }

  // -------------------------------------------------------------------------------------------
  // Variables

  private readonly roCache = new Map<object, { recv: boolean; params: boolean[] } | null>();

  /**
   * For a Go function whose body calls nothing (builtins and conversions aside), creates no
   * closures and never parks: which struct/array parameters (and receiver) it never modifies, takes
   * the address of, or slices. Nothing else can run while such a leaf executes, so its caller may
   * pass those values without copying them. null when the function does not qualify.
   */
  readOnlyLeaf(fn: Func): { recv: boolean; params: boolean[] } | null {
    const origin = fn.origin ?? fn;
    if (this.roCache.has(origin)) return this.roCache.get(origin)!;
    const d = this.declOf.get(origin);
    let result: { recv: boolean; params: boolean[] } | null = null;
    if (d !== undefined && d.decl.body !== undefined) result = analyseLeaf(d.decl, d.unit.info);
    this.roCache.set(origin, result);
    return result;
  }

  /** Frame slot of `e` when it is an unboxed local variable of this function (not captured), else -1. */
  plainLocal(e: Expr, cx: FnCtx): number {
    while (e.kind === 'ParenExpr') e = e.x;
    if (e.kind !== 'Ident' || this.subst.has(e)) return -1;
    const o = this.unit.info.uses.get(e);
    if (o === undefined || o.kind !== 'var' || this.boxed.has(o) || this.globals.has(o)) return -1;
    const s = cx.slots.get(o);
    return s === undefined ? -1 : s;
  }

  /** Slot of local `v` in `cx`, capturing it from enclosing functions if needed; -1 if not local. */
  slotOf(v: Var, cx: FnCtx): number {
    const s = cx.slots.get(v);
    if (s !== undefined) return s;
    if (cx.parent === null) return -1;
    const ps = this.slotOf(v, cx.parent);
    if (ps === -1) return -1;
    const slot = cx.alloc();
    cx.slots.set(v, slot);
    cx.captures.push({ v, slot });
    return slot;
  }

  declareLocal(v: Var, cx: FnCtx): number {
    const s = cx.alloc();
    cx.slots.set(v, s);
    return s;
  }

  varLoad(v: Var, cx: FnCtx, at: Node): Ev {
    const g = this.globals.get(v);
    if (g !== undefined) return () => g.v;
    const s = this.slotOf(v, cx);
    if (s === -1) this.fail(at as any, `interp: unresolved variable ${v.name}`);
    if (this.boxed.has(v)) return (f) => f[s].v;
    return (f) => f[s];
  }

  /** Store a (already copied) value into variable v. */
  varStore(v: Var, cx: FnCtx, at: Node): (f: any[], x: any) => void {
    const g = this.globals.get(v);
    const t = this.rt(v.type, cx);
    const agg = needsCopy(t);
    if (g !== undefined) {
      if (agg) return (_f, x) => copyInto(t, g.v, x);
      return (_f, x) => {
        g.v = x;
      };
    }
    const s = this.slotOf(v, cx);
    if (s === -1) this.fail(at as any, `interp: unresolved variable ${v.name}`);
    if (agg) return (f, x) => copyInto(t, f[s], x);
    if (this.boxed.has(v)) return (f, x) => (f[s].v = x);
    return (f, x) => {
      f[s] = x;
    };
  }

  /** Initialise a freshly declared local with value ev (copied if needed). */
  varInit(v: Var, cx: FnCtx, ev: Ev): (f: any[]) => void {
    const s = this.declareLocal(v, cx);
    if (this.boxed.has(v)) return (f) => (f[s] = new Cell(ev(f)));
    return (f) => {
      f[s] = ev(f);
    };
  }

  // -------------------------------------------------------------------------------------------
  // Expressions

  /** Value of `e`, converted to (and copied for storage as) type `target`. */
  valueTo(e: Expr, target: Type, cx: FnCtx): Ev {
    const ev = this.expr(e, cx);
    const tv = this.unit.info.types.get(e);
    if (
      tv?.mode === 'nilvalue' ||
      (e.kind === 'Ident' && e.name === 'nil' && this.unit.info.uses.get(e)?.kind === 'nil')
    )
      return () => null;
    const from = this.rtOf(e, cx);
    const to = this.rt(target, cx);
    return this.convertValue(ev, from, to, isFresh(e));
  }

  /** Assignability conversion: concrete → interface boxing, and struct/array copies. */
  convertValue(ev: Ev, from: RType, to: RType, fresh: boolean): Ev {
    if (to.kind === 'interface') {
      if (from.kind === 'interface') return ev;
      if (needsCopy(from)) {
        if (fresh) return (f) => new Iface(from, ev(f));
        return (f) => new Iface(from, clone(from, ev(f)));
      }
      return (f) => new Iface(from, ev(f));
    }
    if (needsCopy(to) && !fresh) return (f) => clone(to, ev(f));
    return ev;
  }

  tupleElemConv(call: Expr, i: number, target: Type, cx: FnCtx): (v: any) => any {
    const tt = this.typeOfExpr(call);
    const et = tt.kind === 'tuple' ? tt.vars[i].type : tt;
    const from = this.rt(et, cx);
    const to = this.rt(target, cx);
    if (to.kind === 'interface' && from.kind !== 'interface') return (v) => new Iface(from, v);
    return (v) => v;
  }

  constValue(v: ConstValue, t: RType, at: Expr): any {
    switch (v.kind) {
      case 'bool':
        return v.value;
      case 'string':
        return v.value;
      case 'int':
        if (t.kind === 'float64' || t.kind === 'float32') return Number(v.value);
        if (t.kind === 'complex128' || t.kind === 'complex64') return { re: Number(v.value), im: 0 };
        return canon(v.value);
      case 'float': {
        const x = ratToNumber(v.num, v.den);
        if (isIntKind(t.kind)) return canon(v.num / v.den);
        if (t.kind === 'complex128' || t.kind === 'complex64') return { re: x, im: 0 };
        return t.kind === 'float32' ? Math.fround(x) : x;
      }
      case 'complex':
        return { re: ratToNumber(v.re.num, v.re.den), im: ratToNumber(v.im.num, v.im.den) };
      default:
        this.fail(at, 'interp: unknown constant value');
    }
  }

  expr(e: Expr, cx: FnCtx): Ev {
    const sub = this.subst.get(e);
    if (sub !== undefined) return (f) => f[sub];
    const info = this.unit.info;
    const tv = info.types.get(e);
    if (tv !== undefined && tv.mode === 'constant' && tv.value !== undefined) {
      const t = this.rt(tv.type, cx);
      const c = this.constValue(tv.value, t, e);
      if (t.kind === 'interface') {
        const dt = defaultRType(tv.value);
        const iv = new Iface(dt, this.constValue(tv.value, dt, e));
        return () => iv;
      }
      return () => c;
    }
    switch (e.kind) {
      case 'ParenExpr':
        return this.expr(e.x, cx);
      case 'Ident':
        return this.ident(e, cx);
      case 'BasicLit':
        this.fail(e, 'interp: literal without constant value');
        break;
      case 'FuncLit':
        return this.funcLit(e, cx);
      case 'CompositeLit':
        return this.compositeLit(e, cx);
      case 'SelectorExpr':
        return this.selector(e, cx);
      case 'IndexExpr':
      case 'IndexListExpr':
        return this.index(e, cx);
      case 'SliceExpr':
        return this.sliceExpr(e, cx);
      case 'TypeAssertExpr': {
        const [ev] = this.typeAssert(e, cx, false);
        return ev;
      }
      case 'CallExpr':
        return this.call(e, cx);
      case 'StarExpr': {
        const x = this.expr(e.x, cx);
        const pt = this.rtOf(e.x, cx);
        const et = pt.elem!;
        const site = this.site(e, cx);
        if (needsCopy(et))
          return (f) => {
            const p = x(f);
            if (p === null) throw at(site, nilDeref());
            return p;
          };
        return (f) => {
          const p = x(f);
          if (p === null) throw at(site, nilDeref());
          return p.load();
        };
      }
      case 'UnaryExpr':
        return this.unary(e, cx);
      case 'BinaryExpr':
        return this.binary(e, cx);
      case 'KeyValueExpr':
        this.fail(e, 'interp: unexpected key:value expression');
        break;
      default:
        this.fail(e, `interp: unsupported expression ${e.kind}`);
    }
  }

  ident(e: Ident, cx: FnCtx): Ev {
    if (e.name === '_') this.fail(e, 'cannot use _ as value');
    const info = this.unit.info;
    const o = info.uses.get(e) ?? info.defs.get(e);
    if (o === undefined) this.fail(e, `interp: unresolved identifier ${e.name}`);
    switch (o.kind) {
      case 'var':
        return this.varLoad(o, cx, e);
      case 'nil':
        return () => null;
      case 'func': {
        // The holder's current function (a stub until compiled; both work as func values).
        const inst = info.instances.get(e);
        const h =
          inst !== undefined
            ? this.instanceHolder(
                o,
                inst.typeArgs.map((t) => this.rt(t, cx)),
              )
            : this.holderFor(o);
        return () => h.fn;
      }
      case 'const': {
        const t =
          o.type.kind === 'basic' && o.type.info === 'invalid type'
            ? defaultRType(o.val)
            : this.rt(o.type, cx);
        const c = this.constValue(o.val, t, e);
        return () => c;
      }
      default:
        this.fail(e, `interp: ${e.name} is not a value`);
    }
  }

  funcLit(e: FuncLit, cx: FnCtx): Ev {
    const info = this.unit.info;
    const inner = new FnCtx(cx, cx.env);
    inner.fname = this.closureName(e, cx);
    inner.noArgs = e.type.params.list.length === 0;
    const params: (Var | null)[] = [];
    this.collectParams(e.type.params.list, params, info);
    const sig = this.typeOfExpr(e) as Signature;
    const sigU = coreOf(sig) as Signature;
    // Compile the body first so the captures are known.
    const maker = this.makeFunctionInner(e.type.results?.list ?? [], params, e.body, sigU, inner);
    const caps = inner.captures.map((c) => ({ inner: c.slot, outer: this.slotOf(c.v, cx) }));
    const nc = caps.length;
    const outerSlots = caps.map((c) => c.outer);
    const innerSlots = caps.map((c) => c.inner);
    return (f) => {
      const env = new Array(nc);
      for (let i = 0; i < nc; i++) env[i] = f[outerSlots[i]];
      return maker.withEnv(env, innerSlots);
    };
  }

  makeFunctionInner(
    resultFields: { names: Ident[]; type: Expr }[],
    params: (Var | null)[],
    body: BlockStmt,
    sig: Signature,
    cx: FnCtx,
  ): { withEnv: (env: any[], slots: number[]) => (...args: any[]) => any } {
    const paramSlots: number[] = [];
    const boxParams: number[] = [];
    for (const p of params) {
      const s = cx.alloc();
      paramSlots.push(s);
      if (p !== null) {
        cx.slots.set(p, s);
        if (this.boxed.has(p)) boxParams.push(s);
      }
    }
    const { run, runG } = this.functionRunner(resultFields, body, sig, cx, boxParams);
    const n = () => cx.nslots;
    return {
      withEnv: (env, slots) => {
        const nc = env.length;
        const entry: any =
          nc === 0
            ? makeEntry(paramSlots, n, run)
            : makeEntry(paramSlots, n, (f) => {
                for (let i = 0; i < nc; i++) f[slots[i]] = env[i];
                return run(f);
              });
        if (runG !== null) entry.$g = makeGenEntry(paramSlots, n, runG, env, slots);
        return entry;
      },
    };
  }

  /** Body runner shared by declared functions and closures: results, defers, depth and budget. */
  functionRunner(
    resultFields: { names: Ident[]; type: Expr }[],
    body: BlockStmt,
    sig: Signature,
    cx: FnCtx,
    boxParams: number[],
  ): { run: (f: any[]) => any; runG: ((f: any[]) => Generator<any, any, any>) | null } {
    const info = this.unit.info;
    cx.resultTypes = sig.results.vars.map((v) => this.rt(v.type, cx));
    cx.resultGoTypes = sig.results.vars.map((v) => v.type);
    const namedResults = resultFields.length > 0 && resultFields[0].names.length > 0;
    const resultInits: Array<(f: any[]) => void> = [];
    if (namedResults) {
      cx.named = [];
      for (const fld of resultFields) {
        for (const n of fld.names) {
          const v = info.defs.get(n) as Var;
          const s = cx.alloc();
          cx.slots.set(v, s);
          cx.named.push({ v, slot: s });
          const t = this.rt(v.type, cx);
          if (this.boxed.has(v)) resultInits.push((f) => (f[s] = new Cell(zero(t))));
          else resultInits.push((f) => (f[s] = zero(t)));
        }
      }
    }
    cx.hasDefer = containsDefer(body);
    if (cx.hasDefer) cx.deferSlot = cx.alloc();
    const bodySt = this.block(body.list, cx);
    const bodyG = this.genMode ? genBlock(this, body.list, cx) : null;
    const named = cx.named;
    const boxedNamed = named?.map((n) => this.boxed.has(n.v)) ?? [];
    const collect: Ev | null =
      named === null
        ? null
        : named.length === 1
          ? boxedNamed[0]
            ? (f) => f[named[0].slot].v
            : (f) => f[named[0].slot]
          : (f) => named.map((n, i) => (boxedNamed[i] ? f[n.slot].v : f[n.slot]));
    const hasDefer = cx.hasDefer;
    const deferSlot = cx.deferSlot;
    const ninit = resultInits.length;
    const nbox = boxParams.length;
    const where = this.where(body.pos);
    const entry = this.site(body, cx, true);
    const runG =
      bodyG === null
        ? null
        : function* (f: any[]): Generator<any, any, any> {
            const depth = ++R.depth;
            if (depth > R.maxDepth) stackOverflow();
            if (--R.steps < 0) budgetExceeded(where);
            R.sites[depth] = entry;
            for (let i = 0; i < nbox; i++) f[boxParams[i]] = new Cell(f[boxParams[i]]);
            for (let i = 0; i < ninit; i++) resultInits[i](f);
            if (!hasDefer) {
              yield* bodyG(f);
              R.depth = depth - 1;
              return collect === null ? f[0] : collect(f);
            }
            f[deferSlot] = [];
            let p: GoPanic | null = null;
            try {
              yield* bodyG(f);
            } catch (e) {
              if (!(e instanceof GoPanic)) throw e;
              p = e;
            }
            R.depth = depth;
            p = runDefers(f[deferSlot], p, depth);
            R.depth = depth - 1;
            if (p !== null) throw p;
            return collect === null ? f[0] : collect(f);
          };
    const run = (f: any[]): any => {
      const depth = ++R.depth;
      if (depth > R.maxDepth) stackOverflow();
      if (--R.steps < 0) budgetExceeded(where);
      R.sites[depth] = entry;
      for (let i = 0; i < nbox; i++) f[boxParams[i]] = new Cell(f[boxParams[i]]);
      for (let i = 0; i < ninit; i++) resultInits[i](f);
      if (!hasDefer) {
        bodySt(f);
        R.depth = depth - 1;
        return collect === null ? f[0] : collect(f);
      }
      f[deferSlot] = [];
      let p: GoPanic | null = null;
      try {
        bodySt(f);
      } catch (e) {
        if (!(e instanceof GoPanic)) throw e;
        p = e;
      }
      R.depth = depth;
      p = runDefers(f[deferSlot], p, depth);
      R.depth = depth - 1;
      if (p !== null) throw p;
      return collect === null ? f[0] : collect(f);
    };
    return { run, runG };
  }

  // --- composite literals

  compositeLit(e: CompositeLit, cx: FnCtx): Ev {
    let t = this.rtOf(e, cx);
    const ptr = t.kind === 'ptr';
    if (ptr) t = t.elem!;
    switch (t.kind) {
      case 'struct':
        return this.structLit(e, t, cx);
      case 'slice':
      case 'array':
        return this.arrayLit(e, t, cx);
      case 'map':
        return this.mapLit(e, t, cx);
      default:
        this.fail(e, `interp: composite literal of ${t.String()}`);
    }
  }

  structLit(e: CompositeLit, t: RType, cx: FnCtx): Ev {
    const info = this.unit.info;
    const sets: { key: string; ev: Ev }[] = [];
    const st = coreOf(this.typeOfExprDeref(e));
    const fieldsT = st.kind === 'struct' ? st.fields : [];
    e.elts.forEach((el, i) => {
      if (el.kind === 'KeyValueExpr') {
        const name = (el.key as Ident).name;
        const fi = t.fields.findIndex((f) => f.name === name);
        const fv = fieldsT[fi];
        const ev = this.elemValue(el.value, fv.type, cx);
        void info;
        sets.push({ key: t.fields[fi].key, ev });
      } else {
        const ev = this.elemValue(el, fieldsT[i].type, cx);
        sets.push({ key: t.fields[i].key, ev });
      }
    });
    // Every field in declaration order (one hidden class per struct type); unset ones get zeros.
    const byKey = new Map(sets.map((x) => [x.key, x.ev]));
    const keys = t.fields.map((fl) => fl.key);
    const evs: Ev[] = t.fields.map((fl) => {
      const ev = byKey.get(fl.key);
      if (ev !== undefined) return ev;
      if (needsCopy(fl.type)) return () => zero(fl.type);
      const z = zero(fl.type);
      return () => z;
    });
    const n = keys.length;
    return (f) => {
      const o: any = {};
      for (let i = 0; i < n; i++) o[keys[i]] = evs[i](f);
      return o;
    };
  }

  typeOfExprDeref(e: Expr): Type {
    const t = this.typeOfExpr(e);
    const u = coreOf(t);
    return u.kind === 'pointer' ? u.elem : t;
  }

  /** Element of a composite literal: elided `{...}` / `&{...}` handled by the recorded types. */
  elemValue(el: Expr, target: Type, cx: FnCtx): Ev {
    return this.valueTo(el, target, cx);
  }

  arrayLit(e: CompositeLit, t: RType, cx: FnCtx): Ev {
    const st = coreOf(this.typeOfExprDeref(e)) as any;
    const elemT: Type = st.elem;
    const entries: { idx: number; ev: Ev }[] = [];
    let idx = 0;
    let max = 0;
    for (const el of e.elts) {
      let ve = el;
      if (el.kind === 'KeyValueExpr') {
        const ktv = this.unit.info.types.get(el.key);
        if (ktv?.value?.kind === 'int') idx = Number(ktv.value.value);
        ve = el.value;
      }
      entries.push({ idx, ev: this.elemValue(ve, elemT, cx) });
      idx++;
      if (idx > max) max = idx;
    }
    const et = t.elem!;
    const len = t.kind === 'array' ? t.len : max;
    const isSlice = t.kind === 'slice';
    const n = entries.length;
    const idxs = entries.map((x) => x.idx);
    const evs = entries.map((x) => x.ev);
    const dense = idxs.every((v, i) => v === i) && n === len;
    if (dense) {
      return (f) => {
        const arr = new Array(n);
        for (let i = 0; i < n; i++) arr[i] = evs[i](f);
        return isSlice ? new Slice(arr, 0, n, n) : arr;
      };
    }
    return (f) => {
      const arr = new Array(len);
      fillZero(et, arr, 0, len);
      for (let i = 0; i < n; i++) arr[idxs[i]] = evs[i](f);
      return isSlice ? new Slice(arr, 0, len, len) : arr;
    };
  }

  mapLit(e: CompositeLit, t: RType, cx: FnCtx): Ev {
    const mt = coreOf(this.typeOfExprDeref(e)) as any;
    const kvs = e.elts.map((el) => {
      if (el.kind !== 'KeyValueExpr') this.fail(el, 'missing key in map literal');
      return { k: this.elemValue(el.key, mt.key, cx), v: this.elemValue(el.value, mt.elem, cx) };
    });
    const kt = t.key!;
    return (f) => {
      const m = new GoMap(kt);
      for (const kv of kvs) m.set(kv.k(f), kv.v(f));
      return m;
    };
  }

  // --- selectors

  selector(e: SelectorExpr, cx: FnCtx): Ev {
    const info = this.unit.info;
    const sel = info.selections.get(e);
    if (sel === undefined) {
      // Qualified identifier pkg.Name.
      return this.ident(e.sel, cx);
    }
    if (sel.kind === 'fieldval') return this.fieldLoad(e, sel, cx);
    if (sel.kind === 'methodval') return this.methodValue(e, sel, cx);
    // Method expression T.M / (*T).M: a function taking the receiver first.
    const m = sel.obj as Func;
    const recvT = this.rt(sel.recv, cx);
    const meth = this.findMethod(recvT, m.name, e);
    return () =>
      (recv: any, ...args: any[]) =>
        meth.fn(recv, ...args);
  }

  findMethod(t: RType, name: string, at: Expr) {
    const m = t.methods.get(name) ?? t.ptrToThis?.methods.get(name);
    if (m === undefined) this.fail(at, `interp: method ${name} not found on ${t.String()}`);
    return m;
  }

  /** Walk embedded fields: from value of x (type recvT) along index path except the last. */
  fieldPath(
    xev: Ev,
    recv: Type,
    index: number[],
    cx: FnCtx,
    site?: CallSite,
  ): { obj: Ev; key: string; ft: RType } {
    let t = this.rt(recv, cx);
    let ev = xev;
    for (let i = 0; i < index.length; i++) {
      let st = t;
      const isPtr = st.kind === 'ptr';
      if (isPtr) st = st.elem!;
      const fld = st.fields[index[i]];
      // gc faults at the field's address, so the SIGSEGV line shows its offset (addr=0x10).
      const off = isPtr ? fieldOffset(st, index[i]) : 0;
      if (i === index.length - 1) {
        const obj = isPtr ? nonNilAt(ev, off, site) : ev;
        return { obj, key: fld.key, ft: fld.type };
      }
      const prev = isPtr ? nonNilAt(ev, off, site) : ev;
      const key = fld.key;
      ev = (f) => prev(f)[key];
      t = fld.type;
    }
    throw new Error('interp: empty field path');
  }

  fieldLoad(e: SelectorExpr, sel: Selection, cx: FnCtx): Ev {
    const x = this.expr(e.x, cx);
    const { obj, key } = this.fieldPath(x, this.typeOfExpr(e.x), sel.index, cx, this.site(e, cx));
    return (f) => obj(f)[key];
  }

  /** `x.M` as a func value, or the receiver+method pair for calls. */
  methodValue(e: SelectorExpr, sel: Selection, cx: FnCtx): Ev {
    const { recv, fn } = this.methodTarget(e, sel, cx);
    return (f) => {
      const r = recv(f);
      const m = fn(r);
      const rv = m.recv;
      return (...args: any[]) => m.fn(rv, ...args);
    };
  }

  /**
   * Compile the receiver of a method selection and the method lookup. Returns `recv` (the receiver
   * value as the method expects it) and `fn(recvValue)` giving the implementation and final receiver.
   */
  methodTarget(e: SelectorExpr, sel: Selection, cx: FnCtx, immediateCall = false): MethodTarget {
    const m = sel.obj as Func;
    const xT = this.typeOfExpr(e.x);
    const path = sel.index.slice(0, -1);
    // Navigate embedded fields to the value that declares the method.
    let recvEv: Ev | undefined;
    let holderT: Type = xT;
    if (path.length > 0) {
      const x = this.expr(e.x, cx);
      const fp = this.fieldPath(x, xT, path, cx);
      const fobj = fp.obj;
      const key = fp.key;
      recvEv = (f) => fobj(f)[key];
      holderT = fieldTypeAt(xT, path);
    }
    // A type parameter's method: statically bound to the instantiating type's method set.
    if (unalias(holderT).kind === 'typeparam') {
      const trt = this.rt(holderT, cx);
      if (trt.kind !== 'interface') {
        const entry = trt.methods.get(m.name);
        if (entry === undefined) this.fail(e, `interp: method ${m.name} not found on ${trt.String()}`);
        const xr = recvEv ?? this.expr(e.x, cx);
        const r: Ev = needsCopy(trt) ? (f) => clone(trt, xr(f)) : xr;
        return { recv: r, iface: null, direct: entry, fn: (rv) => ({ fn: entry.fn, recv: rv }) };
      }
    }
    const hu = coreOf(holderT);
    // Interface method call: dispatch on the dynamic type (inline cache per call site).
    if (hu.kind === 'interface') {
      const ev = recvEv ?? this.expr(e.x, cx);
      const name = m.name;
      let lastT: RType | null = null;
      let lastFn: any = null;
      return {
        recv: ev,
        iface: name,
        direct: null,
        fn: (iv: Iface | null) => {
          if (iv === null) throw nilDeref();
          if (iv.t !== lastT) {
            lastT = iv.t;
            lastFn = iv.t.methods.get(name)!.fn;
          }
          return { fn: lastFn, recv: iv.v };
        },
      };
    }
    // Concrete method: the implementation does not depend on the receiver's value.
    const mrecv = m.type.recv!.type;
    const ptrRecv = unalias(mrecv).kind === 'pointer';
    const holderIsPtr = hu.kind === 'pointer';
    const baseT = holderIsPtr ? (hu as any).elem : holderT;
    const baseRT = this.rt(baseT, cx);
    let direct: { fn: (...a: any[]) => any };
    if (m.origin !== undefined || isGenericNamed(baseT)) {
      const table = ptrRecv ? this.ptrTable(baseRT) : baseRT;
      const entry = table.methods.get(m.name);
      if (entry === undefined) this.fail(e, `interp: method ${m.name} not found`);
      direct = entry;
    } else {
      direct = this.holderFor(m);
    }
    let r: Ev;
    if (ptrRecv) {
      r = recvEv ?? (holderIsPtr ? this.expr(e.x, cx) : this.addrOf(e.x, cx));
    } else {
      const xr = recvEv ?? this.expr(e.x, cx);
      const agg = needsCopy(baseRT);
      r = xr;
      if (holderIsPtr) {
        r = agg
          ? (f) => {
              const p = xr(f);
              if (p === null) throw nilDeref();
              return clone(baseRT, p);
            }
          : (f) => {
              const p = xr(f);
              if (p === null) throw nilDeref();
              return p.load();
            };
      } else if (agg && !(immediateCall && this.readOnlyLeaf(m)?.recv === true)) {
        r = (f) => clone(baseRT, xr(f));
      }
    }
    const d = direct;
    return { recv: r, iface: null, direct: d, fn: (rv) => ({ fn: d.fn, recv: rv }) };
  }

  ptrTable(t: RType): RType {
    this.conv.rtype; // method tables are filled when descriptors are built
    return t.ptrToThis ?? t;
  }

  // --- addresses

  /** `&x`: a pointer to an addressable expression (struct/array: the object itself). */
  addrOf(e: Expr, cx: FnCtx): Ev {
    const site = this.site(e, cx);
    const info = this.unit.info;
    while (e.kind === 'ParenExpr') e = e.x;
    const t = this.rtOf(e, cx);
    if (e.kind === 'CompositeLit') {
      // &T{...}: a struct or array literal is its own address; any other (slice, map) needs a
      // fresh variable holding it.
      const lit = this.expr(e, cx);
      if (needsCopy(t)) return lit;
      return (f) => new Cell(lit(f));
    }
    if (needsCopy(t)) {
      // The object is its own address; evaluating the expression yields it (no copy).
      return this.expr(e, cx);
    }
    switch (e.kind) {
      case 'Ident': {
        const o = info.uses.get(e) ?? info.defs.get(e);
        if (o?.kind !== 'var') this.fail(e, 'interp: cannot take address');
        const g = this.globals.get(o);
        if (g !== undefined) return () => g;
        const s = this.slotOf(o, cx);
        if (!this.boxed.has(o)) this.fail(e, `interp: address of unboxed variable ${o.name}`);
        return (f) => f[s];
      }
      case 'SelectorExpr': {
        const sel = info.selections.get(e);
        if (sel === undefined) return this.addrOf(e.sel, cx);
        const x = this.expr(e.x, cx);
        const { obj, key } = this.fieldPath(x, this.typeOfExpr(e.x), sel.index, cx, site);
        return (f) => new FieldRef(obj(f), key);
      }
      case 'IndexExpr': {
        const xt = coreOf(this.typeOfExpr(e.x));
        const i = this.intExpr(e.index, cx);
        if (xt.kind === 'slice') {
          const s = this.expr(e.x, cx);
          return (f) => {
            const sv = s(f);
            const iv = i(f);
            const len = sv === null ? 0 : sv.len;
            if (iv < 0 || iv >= len) throw at(site, indexPanic(iv, len));
            return new ElemRef(sv.arr, sv.off + iv);
          };
        }
        const a = xt.kind === 'pointer' ? nonNil(this.expr(e.x, cx), site) : this.expr(e.x, cx);
        const n = xt.kind === 'array' ? xt.len : (coreOf((xt as any).elem) as any).len;
        return (f) => {
          const arr = a(f);
          const iv = i(f);
          if (iv < 0 || iv >= n) throw at(site, indexPanic(iv, n));
          return new ElemRef(arr, iv);
        };
      }
      case 'StarExpr':
        return this.expr(e.x, cx);
      default:
        this.fail(e, `interp: cannot take the address of ${e.kind}`);
    }
  }

  // --- index, slice

  intExpr(e: Expr, cx: FnCtx): Ev {
    const ev = this.expr(e, cx);
    const k = this.rtOf(e, cx).kind;
    if (isWideInt(k))
      return (f) => {
        const v = ev(f);
        return typeof v === 'bigint' ? Number(v) : v;
      };
    return ev;
  }

  index(e: Expr & { kind: 'IndexExpr' | 'IndexListExpr' }, cx: FnCtx): Ev {
    const site = this.site(e, cx);
    const info = this.unit.info;
    // Generic function instantiation f[T].
    const base = e.x.kind === 'SelectorExpr' ? e.x.sel : e.x;
    if (base.kind === 'Ident' && info.instances.has(base)) return this.expr(e.x, cx);
    if (e.kind === 'IndexListExpr') this.fail(e, 'interp: unexpected index list');
    const xt = coreOf(this.typeOfExpr(e.x));
    const x = this.expr(e.x, cx);
    switch (this.indexKind(e.x, xt, cx)) {
      case 'slice': {
        const i = this.intExpr(e.index, cx);
        return (f) => {
          const s = x(f);
          const iv = i(f);
          if (s === null || iv >= s.len || iv < 0) throw at(site, indexPanic(iv, s === null ? 0 : s.len));
          return s.arr[s.off + iv];
        };
      }
      case 'array': {
        const i = this.intExpr(e.index, cx);
        const n = this.rtOf(e.x, cx).len;
        return (f) => {
          const a = x(f);
          const iv = i(f);
          if (iv >= n || iv < 0) throw at(site, indexPanic(iv, n));
          return a[iv];
        };
      }
      case 'pointer': {
        const i = this.intExpr(e.index, cx);
        const n = this.rtOf(e.x, cx).elem!.len;
        return (f) => {
          const a = x(f);
          if (a === null) throw at(site, nilDeref());
          const iv = i(f);
          if (iv >= n || iv < 0) throw at(site, indexPanic(iv, n));
          return a[iv];
        };
      }
      case 'basic': {
        const i = this.intExpr(e.index, cx);
        return (f) => {
          const s: string = x(f);
          const iv = i(f);
          if (iv >= s.length || iv < 0) throw at(site, indexPanic(iv, s.length));
          return s.charCodeAt(iv);
        };
      }
      case 'map': {
        if (xt.kind !== 'map') this.fail(e, 'interp: cannot index a map without a core type');
        const k = this.valueTo(e.index, xt.key, cx);
        const vt = this.rt(xt.elem, cx);
        const agg = needsCopy(vt);
        const z = zero(vt);
        return (f) => {
          const m: GoMap | null = x(f);
          const kv = k(f);
          if (m === null) return agg ? zero(vt) : z;
          const v = m.get(kv);
          if (v === undefined) return agg ? zero(vt) : z;
          return v;
        };
      }
      default:
        this.fail(e, `interp: cannot index ${xt.kind}`);
    }
  }

  /**
   * How to index or slice operand `x`: by its core type, or, for a type parameter without one
   * (`T interface{ ~[]byte | ~string }`), by the type argument of this instantiation.
   */
  indexKind(x: Expr, xt: Type, cx: FnCtx): 'slice' | 'array' | 'pointer' | 'basic' | 'map' | string {
    if (xt.kind !== 'interface' && xt.kind !== 'typeparam') return xt.kind;
    switch (this.rtOf(x, cx).kind) {
      case 'string':
        return 'basic';
      case 'slice':
        return 'slice';
      case 'array':
        return 'array';
      case 'ptr':
        return 'pointer';
      case 'map':
        return 'map';
      default:
        return xt.kind;
    }
  }

  sliceExpr(e: Expr & { kind: 'SliceExpr' }, cx: FnCtx): Ev {
    const site = this.site(e, cx);
    const xt = coreOf(this.typeOfExpr(e.x));
    const xk = this.indexKind(e.x, xt, cx);
    const x = this.expr(e.x, cx);
    const lo = e.low ? this.intExpr(e.low, cx) : null;
    const hi = e.high ? this.intExpr(e.high, cx) : null;
    const mx = e.max ? this.intExpr(e.max, cx) : null;
    if (xk === 'basic') {
      return (f) => {
        const s: string = x(f);
        const l = lo ? lo(f) : 0;
        const h = hi ? hi(f) : s.length;
        if (h < 0 || h > s.length) throw at(site, sliceBounds(`[:${h}] with length ${s.length}`));
        if (l < 0 || l > h) throw at(site, sliceBounds(`[${l}:${h}]`));
        return s.substring(l, h);
      };
    }
    const isArr = xk === 'array' || xk === 'pointer';
    const xrt = this.rtOf(e.x, cx);
    const alen = xk === 'array' ? xrt.len : xk === 'pointer' ? xrt.elem!.len : 0;
    return (f) => {
      let arr: any[];
      let off: number;
      let len: number;
      let cap: number;
      const v = x(f);
      if (isArr) {
        if (v === null) throw at(site, nilDeref());
        arr = v;
        off = 0;
        len = alen;
        cap = alen;
      } else if (v === null) {
        arr = [];
        off = 0;
        len = 0;
        cap = 0;
      } else {
        arr = v.arr;
        off = v.off;
        len = v.len;
        cap = v.cap;
      }
      const l = lo ? lo(f) : 0;
      const h = hi ? hi(f) : len;
      const m = mx ? mx(f) : cap;
      if (mx) {
        if (m < 0 || m > cap) throw at(site, sliceBounds(`[::${m}] with capacity ${cap}`));
        if (h < 0 || h > m) throw at(site, sliceBounds(`[:${h}:${m}]`));
        if (l < 0 || l > h) throw at(site, sliceBounds(`[${l}:${h}:]`));
      } else {
        if (h < 0 || h > cap) throw at(site, sliceBounds(`[:${h}] with capacity ${cap}`));
        if (l < 0 || l > h) throw at(site, sliceBounds(`[${l}:${h}]`));
      }
      if (!isArr && v === null && l === 0 && h === 0) return null;
      return new Slice(arr, off + l, h - l, m - l);
    };
  }

  // --- type assertions

  /** x.(T): returns [single-value Ev (panics), comma-ok Ev returning [v, ok]]. */
  typeAssert(e: Expr & { kind: 'TypeAssertExpr' }, cx: FnCtx, _commaOk: boolean): [Ev, Ev] {
    const site = this.site(e, cx);
    const x = this.expr(e.x, cx);
    const srcT = this.rtOf(e.x, cx);
    const T = this.rt(this.typeOfExpr(e.type!), cx);
    const srcName = srcT.String();
    if (T.kind === 'interface') {
      const one: Ev = (f) => {
        const iv: Iface | null = x(f);
        if (iv === null)
          throw at(site, typeAssertionPanic(`interface conversion: interface is nil, not ${T.String()}`));
        if (!implementsIface(iv.t, T))
          throw at(
            site,
            typeAssertionPanic(
              `interface conversion: ${iv.t.String()} is not ${T.String()}: missing method ${missingMethod(iv.t, T)}`,
            ),
          );
        return iv;
      };
      const two: Ev = (f) => {
        const iv: Iface | null = x(f);
        if (iv === null || !implementsIface(iv.t, T)) return [null, false];
        return [iv, true];
      };
      return [one, two];
    }
    const agg = needsCopy(T);
    const z = zero(T);
    const one: Ev = (f) => {
      const iv: Iface | null = x(f);
      if (iv === null || iv.t !== T)
        throw at(
          site,
          typeAssertionPanic(
            `interface conversion: ${srcName} is ${iv === null ? 'nil' : iv.t.String()}, not ${T.String()}`,
          ),
        );
      return agg ? clone(T, iv.v) : iv.v;
    };
    const two: Ev = (f) => {
      const iv: Iface | null = x(f);
      if (iv === null || iv.t !== T) return [agg ? zero(T) : z, false];
      return [agg ? clone(T, iv.v) : iv.v, true];
    };
    return [one, two];
  }

  // --- unary / binary

  unary(e: Expr & { kind: 'UnaryExpr' }, cx: FnCtx): Ev {
    switch (e.op) {
      case '&':
        return this.addrOf(e.x, cx);
      case '<-': {
        const ch = this.expr(e.x, cx);
        const link = this.link;
        // Channel operations mark their position: a goroutine blocked here is reported at it.
        const site = this.site(e, cx);
        return (f) => {
          const c: Chan | null = ch(f);
          R.sites[R.depth] = site;
          if (c === null) nilChanRecv(link.sched);
          return c.recv()[0];
        };
      }
      case '!': {
        const x = this.expr(e.x, cx);
        return (f) => !x(f);
      }
      case '+':
        return this.expr(e.x, cx);
      case '-': {
        const x = this.expr(e.x, cx);
        const neg = negFn(this.rtOf(e, cx).kind);
        return (f) => neg(x(f));
      }
      case '^': {
        const x = this.expr(e.x, cx);
        const not = notFn(this.rtOf(e, cx).kind);
        return (f) => not(x(f));
      }
      default:
        this.fail(e, `interp: unsupported unary ${e.op}`);
    }
  }

  binary(e: Expr & { kind: 'BinaryExpr' }, cx: FnCtx): Ev {
    const op = e.op;
    if (op === '&&') {
      const x = this.expr(e.x, cx);
      const y = this.expr(e.y, cx);
      return (f) => x(f) && y(f);
    }
    if (op === '||') {
      const x = this.expr(e.x, cx);
      const y = this.expr(e.y, cx);
      return (f) => x(f) || y(f);
    }
    const info = this.unit.info;
    if (op === '==' || op === '!=') {
      // Mixed interface/concrete comparisons compare as interfaces; nil compares by identity.
      const xNil = info.types.get(e.x)?.mode === 'nilvalue' || isNilIdent(e.x, info);
      const yNil = info.types.get(e.y)?.mode === 'nilvalue' || isNilIdent(e.y, info);
      if (xNil || yNil) {
        const other = xNil ? this.expr(e.y, cx) : this.expr(e.x, cx);
        return op === '==' ? (f) => other(f) === null : (f) => other(f) !== null;
      }
      const xt = this.rtOf(e.x, cx);
      const yt = this.rtOf(e.y, cx);
      let x = this.expr(e.x, cx);
      let y = this.expr(e.y, cx);
      let t = xt;
      if (xt.kind === 'interface' && yt.kind !== 'interface') {
        y = this.convertValue(y, yt, xt, true);
      } else if (yt.kind === 'interface' && xt.kind !== 'interface') {
        x = this.convertValue(x, xt, yt, true);
        t = yt;
      }
      const eq = eqFn(t);
      if (
        t.kind !== 'struct' &&
        t.kind !== 'array' &&
        t.kind !== 'interface' &&
        t.kind !== 'ptr' &&
        !t.kind.startsWith('complex')
      ) {
        const ytv = info.types.get(unparenExpr(e.y));
        if (ytv?.mode === 'constant' && ytv.value !== undefined) {
          const c = y(null as any);
          if (typeof c === 'number' || typeof c === 'string' || typeof c === 'boolean')
            return op === '==' ? (f) => x(f) === c : (f) => x(f) !== c;
        }
        return op === '==' ? (f) => x(f) === y(f) : (f) => x(f) !== y(f);
      }
      return op === '==' ? (f) => eq(x(f), y(f)) : (f) => !eq(x(f), y(f));
    }
    const x = this.expr(e.x, cx);
    const y = this.expr(e.y, cx);
    const xt = this.rtOf(e.x, cx);
    if (op === '<' || op === '<=' || op === '>' || op === '>=') {
      // Hot loop conditions: a local compared with a constant or another local, without calls.
      const xs = this.plainLocal(e.x, cx);
      const ytv = info.types.get(e.y);
      if (
        xs >= 0 &&
        ytv?.mode === 'constant' &&
        ytv.value !== undefined &&
        typeof y(null as any) === 'number'
      ) {
        const c = y(null as any) as number;
        switch (op) {
          case '<':
            return (f) => f[xs] < c;
          case '<=':
            return (f) => f[xs] <= c;
          case '>':
            return (f) => f[xs] > c;
          default:
            return (f) => f[xs] >= c;
        }
      }
      const ys = this.plainLocal(e.y, cx);
      if (xs >= 0 && ys >= 0) {
        switch (op) {
          case '<':
            return (f) => f[xs] < f[ys];
          case '<=':
            return (f) => f[xs] <= f[ys];
          case '>':
            return (f) => f[xs] > f[ys];
          default:
            return (f) => f[xs] >= f[ys];
        }
      }
      switch (op) {
        case '<':
          return (f) => x(f) < y(f);
        case '<=':
          return (f) => x(f) <= y(f);
        case '>':
          return (f) => x(f) > y(f);
        default:
          return (f) => x(f) >= y(f);
      }
    }
    const k = (op === '<<' || op === '>>' ? this.rtOf(e, cx) : xt).kind;
    if (k === 'int' || k === 'int64') {
      const sp = intBinary(op, this.intOperand(e.x, x, cx), this.intOperand(e.y, y, cx));
      if (sp !== null) return sp;
    }
    if ((k === 'int' || k === 'int64') && (op === '+' || op === '-')) {
      const slow = arith(op, k);
      if (op === '+')
        return (f) => {
          const a = x(f);
          const b = y(f);
          if (typeof a === 'number' && typeof b === 'number') {
            const r = a + b;
            if (r <= 9007199254740991 && r >= -9007199254740991) return r;
          }
          return slow(a, b);
        };
      return (f) => {
        const a = x(f);
        const b = y(f);
        if (typeof a === 'number' && typeof b === 'number') {
          const r = a - b;
          if (r <= 9007199254740991 && r >= -9007199254740991) return r;
        }
        return slow(a, b);
      };
    }
    if (k === 'string' && op === '+') return (f) => x(f) + y(f);
    if (k === 'float64') {
      switch (op) {
        case '+':
          return (f) => x(f) + y(f);
        case '-':
          return (f) => x(f) - y(f);
        case '*':
          return (f) => x(f) * y(f);
        case '/':
          return (f) => x(f) / y(f);
      }
    }
    const fn = binaryFn(
      op,
      this.rt(op === '<<' || op === '>>' ? this.typeOfExpr(e) : this.typeOfExpr(e.x), cx),
    );
    return (f) => fn(x(f), y(f));
  }

  /** An int operand's shape for intops.ts: an unboxed local's slot, a safe constant, or `ev`. */
  intOperand(e: Expr, ev: Ev, cx: FnCtx): IntOperand {
    const s = this.plainLocal(e, cx);
    if (s >= 0) return { slot: s };
    const tv = this.unit.info.types.get(unparenExpr(e));
    if (tv?.mode === 'constant' && tv.value !== undefined) {
      const v = ev(null as any);
      if (typeof v === 'number') return { value: v };
    }
    return { ev };
  }

  // --- calls

  call(e: CallExpr, cx: FnCtx): Ev {
    const info = this.unit.info;
    const funTv = info.types.get(e.fun);
    if (funTv?.mode === 'typexpr') return this.conversion(e, cx);
    const fun = unparenExpr(e.fun);
    if (fun.kind === 'Ident') {
      const o = info.uses.get(fun);
      if (o?.kind === 'builtin') return this.builtin(e, o.id, cx);
    }
    const sigT = coreOf(this.typeOfExpr(e.fun)) as Signature;
    const callee = staticCallee(fun, info);
    const ro = callee !== undefined ? this.readOnlyLeaf(callee) : null;
    const args = this.callArgs(e, sigT, cx, ro?.params);
    const site = this.site(e, cx);
    // Method call.
    if (fun.kind === 'SelectorExpr') {
      const sel = info.selections.get(fun);
      if (sel !== undefined && sel.kind === 'methodval') {
        const mt = this.methodTarget(fun, sel, cx, true);
        if (mt.iface !== null) return callIface(mt.recv, mt.iface, args, site);
        if (mt.direct !== null) return callDirect(mt.recv, mt.direct, args, site);
        return callWithRecv(mt.recv, mt.fn, args, site);
      }
    }
    // Static call of a declared function.
    const id =
      fun.kind === 'Ident' ? fun : fun.kind === 'SelectorExpr' && !info.selections.has(fun) ? fun.sel : null;
    let idx: Ident | null = id;
    if (idx === null && (fun.kind === 'IndexExpr' || fun.kind === 'IndexListExpr')) {
      const b = fun.x.kind === 'SelectorExpr' ? fun.x.sel : fun.x;
      if (b.kind === 'Ident') idx = b;
    }
    if (idx !== null) {
      const o = info.uses.get(idx);
      if (o?.kind === 'func') {
        const inst = info.instances.get(idx);
        const h =
          inst !== undefined
            ? this.instanceHolder(
                o,
                inst.typeArgs.map((t) => this.rt(t, cx)),
              )
            : this.holderFor(o);
        return callHolder(h, args, site);
      }
    }
    const fv = this.expr(e.fun, cx);
    return callValue(fv, args, site);
  }

  /** Argument closures (variadic tails packed into a Slice; f(g()) spreads g's results). */
  callArgs(e: CallExpr, sig: Signature, cx: FnCtx, noCopy?: boolean[]): Ev[] {
    const params = sig.params.vars;
    const np = params.length;
    if (e.args.length === 1 && (np > 1 || sig.variadic)) {
      const at = this.typeOfExpr(e.args[0]);
      if (at.kind === 'tuple') {
        // f(g()): spread multiple results.
        const g = this.expr(e.args[0], cx);
        const convs = at.vars.map((_, i) =>
          this.tupleElemConv(
            e.args[0],
            i,
            sig.variadic && i >= np - 1
              ? (coreOf(params[np - 1].type) as any).elem
              : params[Math.min(i, np - 1)].type,
            cx,
          ),
        );
        if (sig.variadic) {
          // f(g()) into a variadic f: g's results fill the fixed parameters, the rest the tail.
          const fixed = np - 1;
          const nres = at.vars.length;
          const out: Ev[] = [];
          let cache: any[] = [];
          for (let i = 0; i < fixed; i++) {
            if (i === 0)
              out.push((f) => {
                cache = g(f);
                return convs[0](cache[0]);
              });
            else out.push(() => convs[i](cache[i]));
          }
          out.push((f) => {
            if (fixed === 0) cache = g(f);
            if (nres === fixed) return null;
            const rest = new Array(nres - fixed);
            for (let j = fixed; j < nres; j++) rest[j - fixed] = convs[j](cache[j]);
            return Slice.of(rest);
          });
          return out;
        }
        let cache: any[] | null = null;
        return at.vars.map((_, i) =>
          i === 0
            ? (f: any[]) => {
                cache = g(f);
                return convs[0](cache![0]);
              }
            : () => convs[i](cache![i]),
        );
      }
    }
    if (!sig.variadic || e.ellipsis !== undefined) {
      // A struct argument of a read-only leaf callee is passed without its copy (see readOnlyLeaf).
      return e.args.map((a, i) =>
        noCopy?.[i] === true && isAggregate(params[i].type) && isAggregate(this.typeOfExpr(a))
          ? this.expr(a, cx)
          : this.valueTo(a, params[i].type, cx),
      );
    }
    const fixed = np - 1;
    const out: Ev[] = [];
    for (let i = 0; i < fixed; i++) out.push(this.valueTo(e.args[i], params[i].type, cx));
    const et = (coreOf(params[np - 1].type) as any).elem as Type;
    const rest = e.args.slice(fixed).map((a) => this.valueTo(a, et, cx));
    const nr = rest.length;
    if (nr === 0) out.push(() => null);
    else
      out.push((f) => {
        const arr = new Array(nr);
        for (let i = 0; i < nr; i++) arr[i] = rest[i](f);
        return new Slice(arr, 0, nr, nr);
      });
    return out;
  }

  conversion(e: CallExpr, cx: FnCtx): Ev {
    const to = this.rtOf(e, cx);
    const arg = e.args[0];
    const info = this.unit.info;
    if (info.types.get(arg)?.mode === 'nilvalue' || isNilIdent(arg, info)) return () => null;
    const from = this.rtOf(arg, cx);
    const x = this.expr(arg, cx);
    if (to.kind === 'interface') return this.convertValue(x, from, to, isFresh(arg));
    if (to.kind === 'string') {
      if (from.kind === 'string') return x;
      if (from.kind === 'slice') {
        if (from.elem!.kind === 'uint8')
          return (f) => {
            const s: Slice | null = x(f);
            return s === null ? '' : bytesToString(s.arr, s.off, s.len);
          };
        return (f) => {
          const s: Slice | null = x(f);
          return s === null ? '' : runesToString(s.arr, s.off, s.len);
        };
      }
      // string(rune) from an integer.
      return (f) => {
        const v = x(f);
        return encodeRune(typeof v === 'bigint' ? -1 : v);
      };
    }
    if (to.kind === 'slice' && from.kind === 'string') {
      if (to.elem!.kind === 'uint8') return (f) => Slice.of(stringToBytes(x(f)));
      return (f) => Slice.of(stringToRunes(x(f)));
    }
    const nc = numConvFn(from.kind, to.kind);
    if (nc !== null && isNumericKind(from.kind) && isNumericKind(to.kind)) return (f) => nc(x(f));
    if (needsCopy(to) && !isFresh(arg)) return (f) => clone(to, x(f));
    if (to.kind === 'slice' && from.kind === 'slice') return x;
    if (to.kind === 'array' && from.kind === 'slice') {
      const n = to.len;
      return (f) => {
        const s: Slice | null = x(f);
        const len = s === null ? 0 : s.len;
        if (len < n)
          throw runtimeError(
            'errorString',
            `cannot convert slice with length ${len} to array or pointer to array with length ${n}`,
          );
        return s === null ? [] : s.arr.slice(s.off, s.off + n);
      };
    }
    return x;
  }

  builtin(e: CallExpr, id: string, cx: FnCtx): Ev {
    const a = e.args;
    switch (id) {
      case 'len': {
        const t = coreOf(this.typeOfExpr(a[0]));
        const x = this.expr(a[0], cx);
        if (t.kind === 'basic') return (f) => (x(f) as string).length;
        if (t.kind === 'slice')
          return (f) => {
            const s = x(f);
            return s === null ? 0 : s.len;
          };
        if (t.kind === 'map')
          return (f) => {
            const m = x(f);
            return m === null ? 0 : m.size;
          };
        if (t.kind === 'chan')
          return (f) => {
            const c = x(f);
            return c === null ? 0 : c.len;
          };
        if (t.kind === 'array') {
          const n = t.len;
          return () => n;
        }
        if (t.kind === 'pointer') {
          const n = (coreOf(t.elem) as any).len;
          return () => n;
        }
        this.fail(e, 'interp: len of unsupported type');
        break;
      }
      case 'cap': {
        const t = coreOf(this.typeOfExpr(a[0]));
        const x = this.expr(a[0], cx);
        if (t.kind === 'slice')
          return (f) => {
            const s = x(f);
            return s === null ? 0 : s.cap;
          };
        if (t.kind === 'chan')
          return (f) => {
            const c = x(f);
            return c === null ? 0 : c.cap;
          };
        const n = t.kind === 'array' ? t.len : (coreOf((t as any).elem) as any).len;
        return () => n;
      }
      case 'append':
        return this.appendCall(e, cx);
      case 'copy': {
        const dst = this.expr(a[0], cx);
        const src = this.expr(a[1], cx);
        const srcIsString = coreOf(this.typeOfExpr(a[1])).kind === 'basic';
        const et = this.rtOf(a[0], cx).elem!;
        return (f) => copySlice(dst(f), src(f), srcIsString, et);
      }
      case 'delete': {
        const mt = coreOf(this.typeOfExpr(a[0])) as any;
        const m = this.expr(a[0], cx);
        const k = this.valueTo(a[1], mt.key, cx);
        return (f) => {
          const mv = m(f);
          const kv = k(f);
          if (mv !== null) mv.delete(kv);
        };
      }
      case 'make':
        return this.makeCall(e, cx);
      case 'new': {
        const argTv = this.unit.info.types.get(a[0]);
        if (argTv?.mode === 'typexpr') {
          const t = this.rtOf(a[0], cx);
          if (needsCopy(t)) return () => zero(t);
          return () => new Cell(zero(t));
        }
        // Go 1.26 new(expr): a pointer to a new variable holding expr's value.
        const t = this.rtOf(a[0], cx);
        const x = this.valueTo(a[0], this.typeOfExpr(a[0]), cx);
        if (needsCopy(t)) return x;
        return (f) => new Cell(x(f));
      }
      case 'panic': {
        const x = this.valueTo(a[0], anyType, cx);
        const site = this.site(e, cx);
        return (f) => {
          const v = x(f);
          R.sites[R.depth] = site;
          if (v === null) throw new GoPanic(panicNilValue());
          throw new GoPanic(v);
        };
      }
      case 'recover':
        return () => doRecover();
      case 'print':
      case 'println': {
        const parts = a.map((x) => ({ ev: this.expr(x, cx), t: this.rtOf(x, cx) }));
        const nl = id === 'println';
        const link = this.link;
        return (f) => {
          let s = '';
          for (let i = 0; i < parts.length; i++) {
            if (nl && i > 0) s += ' ';
            s += printValue(parts[i].t, parts[i].ev(f));
          }
          if (nl) s += '\n';
          link.ctx.stderr(s);
        };
      }
      case 'min':
      case 'max': {
        const xs = a.map((x) => this.expr(x, cx));
        const isMin = id === 'min';
        const isFloat = this.rtOf(e, cx).kind.startsWith('float');
        return (f) => {
          let r = xs[0](f);
          for (let i = 1; i < xs.length; i++) {
            const v = xs[i](f);
            if (isFloat && (Number.isNaN(v) || Number.isNaN(r))) {
              r = Number.NaN;
              continue;
            }
            if (isMin ? v < r : v > r) r = v;
            else if (isFloat && v === 0 && r === 0)
              r = isMin ? (Object.is(v, -0) ? v : r) : Object.is(v, 0) ? v : r;
          }
          return r;
        };
      }
      case 'clear': {
        const t = coreOf(this.typeOfExpr(a[0]));
        const x = this.expr(a[0], cx);
        if (t.kind === 'map')
          return (f) => {
            const m = x(f);
            if (m !== null) m.clear();
          };
        const et = this.rt((t as any).elem, cx);
        return (f) => {
          const s: Slice | null = x(f);
          if (s !== null) fillZero(et, s.arr, s.off, s.off + s.len);
        };
      }
      case 'close': {
        const x = this.expr(a[0], cx);
        return (f) => closeChan(x(f));
      }
      case 'complex': {
        const re = this.expr(a[0], cx);
        const im = this.expr(a[1], cx);
        return (f) => ({ re: re(f), im: im(f) });
      }
      case 'real': {
        const x = this.expr(a[0], cx);
        return (f) => x(f).re;
      }
      case 'imag': {
        const x = this.expr(a[0], cx);
        return (f) => x(f).im;
      }
      default:
        this.fail(e, `interp: builtin ${id} not supported`);
    }
  }

  appendCall(e: CallExpr, cx: FnCtx): Ev {
    const a = e.args;
    const st = this.rtOf(e, cx);
    const et = st.elem!;
    const s = this.expr(a[0], cx);
    const agg = needsCopy(et);
    if (e.ellipsis !== undefined) {
      const rest = this.expr(a[1], cx);
      const fromString = coreOf(this.typeOfExpr(a[1])).kind === 'basic';
      return (f) => {
        const sv = s(f);
        const r = rest(f);
        if (fromString) return appendValues(sv, stringToBytes(r), et);
        if (r === null || r.len === 0) return sv;
        const vals = r.arr.slice(r.off, r.off + r.len);
        if (agg) for (let i = 0; i < vals.length; i++) vals[i] = clone(et, vals[i]);
        return appendValues(sv, vals, et);
      };
    }
    const elemT = (coreOf(this.typeOfExpr(e)) as any).elem as Type;
    const xs = a.slice(1).map((x) => this.valueTo(x, elemT, cx));
    const n = xs.length;
    if (n === 1) {
      const x0 = xs[0];
      return (f) => {
        const sv: Slice | null = s(f);
        const v = x0(f);
        if (sv !== null && sv.len < sv.cap) {
          sv.arr[sv.off + sv.len] = v;
          return new Slice(sv.arr, sv.off, sv.len + 1, sv.cap);
        }
        return appendValues(sv, [v], et);
      };
    }
    return (f) => {
      const sv = s(f);
      const vals = new Array(n);
      for (let i = 0; i < n; i++) vals[i] = xs[i](f);
      return appendValues(sv, vals, et);
    };
  }

  makeCall(e: CallExpr, cx: FnCtx): Ev {
    const t = this.rtOf(e.args[0], cx);
    const a1 = e.args[1] ? this.intExpr(e.args[1], cx) : null;
    const a2 = e.args[2] ? this.intExpr(e.args[2], cx) : null;
    switch (t.kind) {
      case 'slice': {
        const et = t.elem!;
        const esize = sizeOf(et);
        return (f) => {
          const len = a1!(f);
          const cap = a2 ? a2(f) : len;
          // runtime/slice.go makeslice: sizes beyond maxAlloc (1<<48 on amd64) are panics; a size
          // that fits but cannot be allocated is the runtime's out-of-memory fatal error.
          if (esize * cap > maxAlloc || len < 0 || len > cap) {
            if (esize * len > maxAlloc || len < 0)
              throw runtimeError('errorString', 'makeslice: len out of range');
            throw runtimeError('errorString', 'makeslice: cap out of range');
          }
          if (cap > maxSliceElems) outOfMemory();
          return makeSlice(et, len, cap);
        };
      }
      case 'map': {
        const kt = t.key!;
        return () => new GoMap(kt);
      }
      case 'chan': {
        const et = t.elem!;
        const link = this.link;
        return (f) => {
          const n = a1 ? a1(f) : 0;
          if (n < 0) throw runtimeError('errorString', 'makechan: size out of range');
          return new Chan(link.sched, et, n);
        };
      }
      default:
        this.fail(e, `interp: cannot make ${t.String()}`);
    }
  }

  // -------------------------------------------------------------------------------------------
  // Statements

  block(list: Stmt[], cx: FnCtx): St {
    const hasLabels = list.some((s) => s.kind === 'LabeledStmt');
    const sts = list.map((s) => this.stmt(s, cx));
    const n = sts.length;
    if (hasLabels) {
      const labels = list.map((s) => (s.kind === 'LabeledStmt' ? s.label.name : null));
      return (f) => {
        let i = 0;
        while (i < n) {
          const c = sts[i](f);
          if (c === NORMAL) {
            i++;
            continue;
          }
          if (c === GOTO) {
            const j = labels.indexOf(ctl.label);
            if (j >= 0) {
              ctl.label = null;
              i = j;
              continue;
            }
          }
          return c;
        }
        return NORMAL;
      };
    }
    if (n === 0) return () => NORMAL;
    if (n === 1) return sts[0];
    if (n === 2) {
      const [a, b] = sts;
      return (f) => {
        const c = a(f);
        if (c !== NORMAL) return c;
        return b(f);
      };
    }
    if (n === 3) {
      const [a, b, d] = sts;
      return (f) => {
        let c = a(f);
        if (c !== NORMAL) return c;
        c = b(f);
        if (c !== NORMAL) return c;
        return d(f);
      };
    }
    return (f) => {
      for (let i = 0; i < n; i++) {
        const c = sts[i](f);
        if (c !== NORMAL) return c;
      }
      return NORMAL;
    };
  }

  stmt(s: Stmt, cx: FnCtx): St {
    this.at = s;
    switch (s.kind) {
      case 'ExprStmt': {
        const x = this.expr(s.x, cx);
        return (f) => {
          x(f);
          return NORMAL;
        };
      }
      case 'EmptyStmt':
        return () => NORMAL;
      case 'BlockStmt':
        return this.block(s.list, cx);
      case 'AssignStmt':
        return this.assign(s, cx);
      case 'IncDecStmt':
        return this.incDec(s, cx);
      case 'DeclStmt':
        return this.declStmt(s, cx);
      case 'ReturnStmt':
        return this.returnStmt(s, cx);
      case 'IfStmt':
        return this.ifStmt(s, cx);
      case 'ForStmt':
        return this.forStmt(s, cx, null);
      case 'RangeStmt':
        return this.rangeStmt(s, cx, null);
      case 'SwitchStmt':
        return this.switchStmt(s, cx, null);
      case 'TypeSwitchStmt':
        return this.typeSwitch(s, cx, null);
      case 'SelectStmt':
        return this.selectStmt(s, cx, null);
      case 'LabeledStmt': {
        const name = s.label.name;
        const inner = s.stmt;
        let st: St;
        if (inner.kind === 'ForStmt') st = this.forStmt(inner, cx, name);
        else if (inner.kind === 'RangeStmt') st = this.rangeStmt(inner, cx, name);
        else if (inner.kind === 'SwitchStmt') st = this.switchStmt(inner, cx, name);
        else if (inner.kind === 'TypeSwitchStmt') st = this.typeSwitch(inner, cx, name);
        else if (inner.kind === 'SelectStmt') st = this.selectStmt(inner, cx, name);
        else st = this.stmt(inner, cx);
        return (f) => {
          const c = st(f);
          if (c === BREAK && ctl.label === name) {
            ctl.label = null;
            return NORMAL;
          }
          return c;
        };
      }
      case 'BranchStmt': {
        const label = s.label?.name ?? null;
        switch (s.tok) {
          case 'break':
            return () => {
              ctl.label = label;
              return BREAK;
            };
          case 'continue':
            return () => {
              ctl.label = label;
              return CONTINUE;
            };
          case 'goto':
            return () => {
              ctl.label = label;
              return GOTO;
            };
          case 'fallthrough':
            return () => FALLTHROUGH;
        }
        break;
      }
      case 'DeferStmt': {
        const thunk = this.callThunk(s.call, cx);
        const slot = cx.deferSlot;
        return (f) => {
          f[slot].push(thunk(f));
          return NORMAL;
        };
      }
      case 'GoStmt': {
        // gc's `created by` line gives the go statement's position.
        const site = this.site(s, cx);
        if (this.genMode) {
          const gthunk = genGoThunk(this, s.call, cx);
          const lk = this.link;
          return (f) => {
            const g = gthunk(f);
            R.sites[R.depth] = site;
            lk.sched.goGen(g);
            return NORMAL;
          };
        }
        const thunk = this.callThunk(s.call, cx);
        const link = this.link;
        return (f) => {
          const t = thunk(f);
          R.sites[R.depth] = site;
          link.sched.go(t, []);
          return NORMAL;
        };
      }
      case 'SendStmt': {
        const ch = this.expr(s.chan, cx);
        const ct = coreOf(this.typeOfExpr(s.chan)) as any;
        const v = this.valueTo(s.value, ct.elem, cx);
        const link = this.link;
        const site = this.site(s, cx);
        return (f) => {
          const c: Chan | null = ch(f);
          const x = v(f);
          R.sites[R.depth] = site;
          if (c === null) nilChanSend(link.sched);
          c.send(x);
          return NORMAL;
        };
      }
      default:
        this.fail(s, `interp: unsupported statement ${s.kind}`);
    }
  }

  /** For defer/go: evaluate function and arguments now, return a thunk calling later. */
  callThunk(call: Expr, cx: FnCtx): (f: any[]) => () => any {
    if (call.kind !== 'CallExpr') this.fail(call, 'expression in defer/go must be function call');
    const info = this.unit.info;
    const fun = unparenExpr(call.fun);
    if (info.types.get(call.fun)?.mode === 'typexpr') {
      const ev = this.expr(call, cx);
      return (f) => {
        ev(f);
        return () => undefined;
      };
    }
    if (fun.kind === 'Ident' && info.uses.get(fun)?.kind === 'builtin') {
      const id = (info.uses.get(fun) as any).id as string;
      if (id === 'recover') return () => () => doRecover();
      // Evaluate the arguments now; run the builtin with those values later.
      const argEvs = call.args.map((a) => this.expr(a, cx));
      const slots = call.args.map(() => cx.alloc());
      const fake: CallExpr = { ...call };
      const body = this.builtinWithSlots(fake, id, slots, cx);
      return (f) => {
        const vals = argEvs.map((ev) => ev(f));
        return () => {
          const g = f;
          for (let i = 0; i < slots.length; i++) g[slots[i]] = vals[i];
          return body(g);
        };
      };
    }
    const sig = coreOf(this.typeOfExpr(call.fun)) as Signature;
    const args = this.callArgs(call, sig, cx);
    const n = args.length;
    const site = this.site(call, cx);
    if (fun.kind === 'SelectorExpr') {
      const sel = info.selections.get(fun);
      if (sel !== undefined && sel.kind === 'methodval') {
        const { recv, fn } = this.methodTarget(fun, sel, cx);
        return (f) => {
          const r = recv(f);
          const m = fn(r);
          const vals = new Array(n);
          for (let i = 0; i < n; i++) vals[i] = args[i](f);
          return () => {
            // While panicking, gc's trace shows the frame at the panic, not at its defer.
            if (R.panic === null) R.sites[R.depth] = site;
            return m.fn(m.recv, ...vals);
          };
        };
      }
    }
    const fv = this.expr(call.fun, cx);
    return (f) => {
      const fnv = fv(f);
      const vals = new Array(n);
      for (let i = 0; i < n; i++) vals[i] = args[i](f);
      return () => {
        if (fnv === null) throw nilDeref();
        if (R.panic === null) R.sites[R.depth] = site;
        return fnv(...vals);
      };
    };
  }

  /** A builtin call whose arguments are read from frame slots (deferred builtins). */
  builtinWithSlots(call: CallExpr, id: string, slots: number[], cx: FnCtx): Ev {
    const parts = call.args.map((a, i) => ({ t: this.rtOf(a, cx), s: slots[i] }));
    const link = this.link;
    switch (id) {
      case 'close':
        return (f) => closeChan(f[slots[0]]);
      case 'panic': {
        const t = parts[0].t;
        return (f) => {
          const v = f[slots[0]];
          const iv = t.kind === 'interface' ? v : new Iface(t, v);
          throw new GoPanic(iv === null ? panicNilValue() : iv);
        };
      }
      case 'print':
      case 'println':
        return (f) => {
          let s = '';
          parts.forEach((p, i) => {
            if (id === 'println' && i > 0) s += ' ';
            s += printValue(p.t, f[p.s]);
          });
          if (id === 'println') s += '\n';
          link.ctx.stderr(s);
        };
      case 'delete':
        return (f) => {
          const m = f[slots[0]];
          if (m !== null) m.delete(f[slots[1]]);
        };
      default:
        return () => undefined;
    }
  }

  returnStmt(s: Stmt & { kind: 'ReturnStmt' }, cx: FnCtx): St {
    const res = s.results;
    const named = cx.named;
    const rtypes = cx.resultTypes;
    if (res.length === 0) return () => RETURN;
    const fnResults = cx.resultGoTypes;
    if (res.length === 1 && rtypes.length > 1) {
      // return f() with multiple results
      const ev = this.expr(res[0], cx);
      const convs = fnResults.map((t, i) => this.tupleElemConv(res[0], i, t, cx));
      if (named !== null) {
        const stores = named.map((n) => this.varStore(n.v, cx, s));
        return (f) => {
          const r = ev(f);
          for (let i = 0; i < stores.length; i++) stores[i](f, convs[i](r[i]));
          return RETURN;
        };
      }
      return (f) => {
        const r = ev(f);
        f[0] = r.map((v: any, i: number) => convs[i](v));
        return RETURN;
      };
    }
    const evs = res.map((r, i) => this.valueTo(r, fnResults[i], cx));
    if (named !== null) {
      const stores = named.map((n) => this.varStore(n.v, cx, s));
      if (evs.length === 1) {
        const e0 = evs[0];
        const st0 = stores[0];
        return (f) => {
          st0(f, e0(f));
          return RETURN;
        };
      }
      return (f) => {
        const vals = evs.map((e) => e(f));
        for (let i = 0; i < stores.length; i++) stores[i](f, vals[i]);
        return RETURN;
      };
    }
    if (evs.length === 1) {
      const e0 = evs[0];
      return (f) => {
        f[0] = e0(f);
        return RETURN;
      };
    }
    const n = evs.length;
    return (f) => {
      const r = new Array(n);
      for (let i = 0; i < n; i++) r[i] = evs[i](f);
      f[0] = r;
      return RETURN;
    };
  }

  /** Store into a variable replacing its value (no copy-into: named results get fresh values). */
  varStoreRaw(v: Var, cx: FnCtx): (f: any[], x: any) => void {
    const s = this.slotOf(v, cx);
    if (this.boxed.has(v)) return (f, x) => (f[s].v = x);
    return (f, x) => {
      f[s] = x;
    };
  }

  ifStmt(s: Stmt & { kind: 'IfStmt' }, cx: FnCtx): St {
    const init = s.init ? this.stmt(s.init, cx) : null;
    const cond = this.expr(s.cond, cx);
    const then = this.block(s.body.list, cx);
    const els = s.else ? this.stmt(s.else, cx) : null;
    if (init === null) {
      if (els === null) return (f) => (cond(f) ? then(f) : NORMAL);
      return (f) => (cond(f) ? then(f) : els(f));
    }
    return (f) => {
      init(f);
      if (cond(f)) return then(f);
      return els === null ? NORMAL : els(f);
    };
  }

  loopVarsOf(init: Stmt | undefined): Var[] {
    if (init === undefined || init.kind !== 'AssignStmt' || init.tok !== ':=') return [];
    const out: Var[] = [];
    for (const l of init.lhs) {
      if (l.kind !== 'Ident') continue;
      const v = this.unit.info.defs.get(l);
      if (v !== undefined && v.kind === 'var') out.push(v);
    }
    return out;
  }

  forStmt(s: ForStmt, cx: FnCtx, label: string | null): St {
    const init = s.init ? this.stmt(s.init, cx) : null;
    const cond = s.cond ? this.expr(s.cond, cx) : null;
    const post = s.post ? this.stmt(s.post, cx) : null;
    const body = this.block(s.body.list, cx);
    const fresh = this.freshLoopVarSlots(s, cx);
    const nfresh = fresh.length;
    const where = this.where(s.pos);
    // The counting loop `for i := a; i < n; i++` (int locals, constant or local bound) runs with
    // its condition and increment inlined.
    const counting = this.countingLoop(s, cx);
    if (counting !== null && nfresh === 0) {
      const { slot, bound, boundSlot, inclusive } = counting;
      return (f) => {
        if (init !== null) init(f);
        for (;;) {
          const i = f[slot];
          const n = boundSlot >= 0 ? f[boundSlot] : bound;
          if (inclusive ? !(i <= n) : !(i < n)) break;
          if (--R.steps < 0) budgetExceeded(where);
          const c = body(f);
          if (c !== NORMAL) {
            if (c === BREAK) {
              if (ctl.label === null || ctl.label === label) {
                ctl.label = null;
                break;
              }
              return c;
            }
            if (c === CONTINUE) {
              if (ctl.label !== null && ctl.label !== label) return c;
              ctl.label = null;
            } else return c;
          }
          const v = f[slot];
          f[slot] = typeof v === 'number' && v < 9007199254740991 ? v + 1 : addI64(v, 1);
        }
        return NORMAL;
      };
    }
    return (f) => {
      if (init !== null) init(f);
      for (;;) {
        if (cond !== null && !cond(f)) break;
        if (--R.steps < 0) budgetExceeded(where);
        const c = body(f);
        if (c !== NORMAL) {
          if (c === BREAK) {
            if (ctl.label === null || ctl.label === label) {
              ctl.label = null;
              break;
            }
            return c;
          }
          if (c === CONTINUE) {
            if (ctl.label !== null && ctl.label !== label) return c;
            ctl.label = null;
          } else return c;
        }
        for (let i = 0; i < nfresh; i++) f[fresh[i]] = new Cell(f[fresh[i]].v);
        if (post !== null) post(f);
      }
      return NORMAL;
    };
  }

  /**
   * Slots of a for loop's boxed variables that get a fresh Cell for each iteration: all of them
   * from Go 1.22 on; none before, where the init statement's one Cell serves every iteration.
   */
  freshLoopVarSlots(s: ForStmt, cx: FnCtx): number[] {
    if (!this.unit.perIterationLoopVars) return [];
    return this.loopVarsOf(s.init)
      .filter((v) => this.boxed.has(v))
      .map((v) => this.slotOf(v, cx));
  }

  /**
   * Recognise `i < bound` / `i <= bound` with `i++` as post, where i is an unboxed int/int64 local
   * and bound a constant number or another such local.
   */
  countingLoop(
    s: ForStmt,
    cx: FnCtx,
  ): { slot: number; bound: number; boundSlot: number; inclusive: boolean } | null {
    const c = s.cond !== undefined ? unparenExpr(s.cond) : undefined;
    const p = s.post;
    if (c === undefined || c.kind !== 'BinaryExpr' || (c.op !== '<' && c.op !== '<=')) return null;
    if (p === undefined || p.kind !== 'IncDecStmt' || p.tok !== '++') return null;
    const slot = this.plainLocal(c.x, cx);
    if (slot < 0 || this.plainLocal(p.x, cx) !== slot) return null;
    const k = this.rtOf(c.x, cx).kind;
    if (k !== 'int' && k !== 'int64') return null;
    const info = this.unit.info;
    const btv = info.types.get(c.y);
    if (btv?.mode === 'constant' && btv.value?.kind === 'int') {
      const b = canon(btv.value.value);
      if (typeof b !== 'number') return null;
      return { slot, bound: b, boundSlot: -1, inclusive: c.op === '<=' };
    }
    const bs = this.plainLocal(c.y, cx);
    if (bs < 0 || this.rtOf(c.y, cx).kind !== k) return null;
    return { slot, bound: 0, boundSlot: bs, inclusive: c.op === '<=' };
  }

  /**
   * Assign to a range key/value: define fresh variables (:=) or store to lvalues (=). With
   * `loopVarInits` (range loops), a pre-1.22 package's variable is set up once by an initialiser
   * added there, instead of afresh on each iteration.
   */
  rangeTarget(
    e: Expr | undefined,
    define: boolean,
    cx: FnCtx,
    from: RType,
    loopVarInits: VarInit[] | null = null,
  ): ((f: any[], v: any) => void) | null {
    if (e === undefined) return null;
    if (e.kind === 'Ident' && e.name === '_') return null;
    if (define) {
      const v = this.unit.info.defs.get(e as Ident) as Var | undefined;
      if (v === undefined) return null;
      const s = this.declareLocal(v, cx);
      const t = this.rt(v.type, cx);
      const agg = needsCopy(t);
      const boxed = this.boxed.has(v);
      const inits = loopVarInits;
      if (!this.unit.perIterationLoopVars && inits !== null && (boxed || agg)) {
        // Before Go 1.22: one variable (one Cell, or one struct/array object, which is never
        // boxed: escape.ts) per execution of the range statement, overwritten by each iteration.
        if (agg) {
          inits.push((f) => (f[s] = zero(t)));
          return (f, x) => copyInto(t, f[s], x);
        }
        inits.push((f) => (f[s] = new Cell(zero(t))));
        return (f, x) => (f[s].v = x);
      }
      if (boxed) return (f, x) => (f[s] = new Cell(agg ? clone(t, x) : x));
      return agg ? (f, x) => (f[s] = clone(t, x)) : (f, x) => (f[s] = x);
    }
    const lv = this.lvalue(e, cx);
    const to = this.rtOf(e, cx);
    if (to.kind === 'interface' && from.kind !== 'interface')
      return (f, x) => lv.store(f, new Iface(from, x));
    return needsCopy(to) ? (f, x) => lv.store(f, clone(to, x)) : lv.store;
  }

  rangeStmt(s: RangeStmt, cx: FnCtx, label: string | null): St {
    const inits: VarInit[] = [];
    const st = this.rangeLoop(s, cx, label, inits);
    return withVarInits(inits, st);
  }

  /** A range loop; pre-1.22 shared loop variables add their initialisers to `inits` (rangeTarget). */
  rangeLoop(s: RangeStmt, cx: FnCtx, label: string | null, inits: VarInit[]): St {
    const xt = coreOf(this.typeOfExpr(s.x));
    const define = s.tok === ':=';
    const where = this.where(s.pos);
    const loopCtl = (c: number): number => {
      // returns: 0 continue looping, 1 break loop normally, 2 propagate c
      if (c === BREAK) {
        if (ctl.label === null || ctl.label === label) {
          ctl.label = null;
          return 1;
        }
        return 2;
      }
      if (c === CONTINUE) {
        if (ctl.label !== null && ctl.label !== label) return 2;
        ctl.label = null;
        return 0;
      }
      return 2;
    };
    if (xt.kind === 'basic' && xt.info !== 'string' && xt.info !== 'untyped string') {
      // range over int
      const n = this.intExpr(s.x, cx);
      const kt = s.key ? this.rtOf(s.key, cx) : tInt;
      const key = this.rangeTarget(s.key, define, cx, kt, inits);
      const body = this.block(s.body.list, cx);
      return (f) => {
        const cnt = n(f);
        for (let i = 0; i < cnt; i++) {
          if (--R.steps < 0) budgetExceeded(where);
          if (key !== null) key(f, i);
          const c = body(f);
          if (c !== NORMAL) {
            const r = loopCtl(c);
            if (r === 1) break;
            if (r === 2) return c;
          }
        }
        return NORMAL;
      };
    }
    if (xt.kind === 'basic') {
      const x = this.expr(s.x, cx);
      const key = this.rangeTarget(s.key, define, cx, tInt, inits);
      const val = this.rangeTarget(s.value, define, cx, tInt32, inits);
      const body = this.block(s.body.list, cx);
      return (f) => {
        const str: string = x(f);
        for (let i = 0; i < str.length; ) {
          if (--R.steps < 0) budgetExceeded(where);
          const r = decodeRune(str, i);
          const w = decodedWidth;
          if (key !== null) key(f, i);
          if (val !== null) val(f, r);
          const c = body(f);
          i += w;
          if (c !== NORMAL) {
            const rr = loopCtl(c);
            if (rr === 1) break;
            if (rr === 2) return c;
          }
        }
        return NORMAL;
      };
    }
    if (xt.kind === 'slice' || xt.kind === 'array' || xt.kind === 'pointer') {
      const x = this.expr(s.x, cx);
      const isSlice = xt.kind === 'slice';
      const alen = xt.kind === 'array' ? xt.len : xt.kind === 'pointer' ? (coreOf(xt.elem) as any).len : 0;
      const et = this.rt(
        isSlice || xt.kind === 'array' ? (xt as any).elem : (coreOf((xt as any).elem) as any).elem,
        cx,
      );
      const key = this.rangeTarget(s.key, define, cx, tInt, inits);
      const val = this.rangeTarget(s.value, define, cx, et, inits);
      const body = this.block(s.body.list, cx);
      const arrCopy = xt.kind === 'array';
      const xrt = this.rtOf(s.x, cx);
      return (f) => {
        const v = x(f);
        let arr: any[];
        let off = 0;
        let len: number;
        if (isSlice) {
          if (v === null) return NORMAL;
          arr = v.arr;
          off = v.off;
          len = v.len;
        } else {
          if (v === null) {
            if (val !== null) throw nilDeref();
            arr = [];
          } else arr = arrCopy && val !== null ? clone(xrt, v) : v;
          len = alen;
        }
        for (let i = 0; i < len; i++) {
          if (--R.steps < 0) budgetExceeded(where);
          if (key !== null) key(f, i);
          if (val !== null) val(f, arr[off + i]);
          const c = body(f);
          if (c !== NORMAL) {
            const r = loopCtl(c);
            if (r === 1) break;
            if (r === 2) return c;
          }
        }
        return NORMAL;
      };
    }
    if (xt.kind === 'map') {
      const x = this.expr(s.x, cx);
      const key = this.rangeTarget(s.key, define, cx, this.rt(xt.key, cx), inits);
      const val = this.rangeTarget(s.value, define, cx, this.rt(xt.elem, cx), inits);
      const body = this.block(s.body.list, cx);
      return (f) => {
        const m: GoMap | null = x(f);
        if (m === null) return NORMAL;
        for (const [k, v] of m.entries()) {
          if (--R.steps < 0) budgetExceeded(where);
          if (!m.has(k)) continue; // deleted during iteration
          if (key !== null) key(f, k);
          if (val !== null) val(f, v);
          const c = body(f);
          if (c !== NORMAL) {
            const r = loopCtl(c);
            if (r === 1) break;
            if (r === 2) return c;
          }
        }
        return NORMAL;
      };
    }
    if (xt.kind === 'chan') {
      const x = this.expr(s.x, cx);
      const key = this.rangeTarget(s.key, define, cx, this.rt(xt.elem, cx), inits);
      const body = this.block(s.body.list, cx);
      const link = this.link;
      const site = this.site(s, cx);
      return (f) => {
        const ch: Chan | null = x(f);
        if (ch === null) nilChanRecv(link.sched);
        for (;;) {
          if (--R.steps < 0) budgetExceeded(where);
          R.sites[R.depth] = site;
          const [v, ok] = ch.recv();
          if (!ok) break;
          if (key !== null) key(f, v);
          const c = body(f);
          if (c !== NORMAL) {
            const r = loopCtl(c);
            if (r === 1) break;
            if (r === 2) return c;
          }
        }
        return NORMAL;
      };
    }
    if (xt.kind === 'signature') {
      // range over func (Go 1.23 iterators): yield returns false once the body breaks.
      const x = this.expr(s.x, cx);
      const ps = xt.params.vars[0] ? (coreOf(xt.params.vars[0].type) as Signature).params.vars : [];
      const key = ps[0] ? this.rangeTarget(s.key, define, cx, this.rt(ps[0].type, cx), inits) : null;
      const val = ps[1] ? this.rangeTarget(s.value, define, cx, this.rt(ps[1].type, cx), inits) : null;
      const body = this.block(s.body.list, cx);
      return (f) => {
        let result = NORMAL;
        let done = false;
        const yieldFn = (a: any, b: any) => {
          if (done)
            throw runtimeError(
              'errorString',
              'range function continued iteration after function for loop body returned false',
            );
          if (--R.steps < 0) budgetExceeded(where);
          if (key !== null) key(f, a);
          if (val !== null) val(f, b);
          const c = body(f);
          if (c === NORMAL) return true;
          const r = loopCtl(c);
          if (r === 0) return true;
          done = true;
          if (r === 2) result = c;
          return false;
        };
        x(f)(yieldFn);
        done = true;
        return result;
      };
    }
    this.fail(s, `interp: cannot range over ${xt.kind}`);
  }

  /** A case expression compared with the switch tag held in frame slot `tagSlot`. */
  caseMatcher(e: Expr, tagSlot: number, tagT: RType, cx: FnCtx): Ev {
    const info = this.unit.info;
    if (info.types.get(e)?.mode === 'nilvalue' || isNilIdent(e, info))
      return (f: any[]) => f[tagSlot] === null;
    const et = this.rtOf(e, cx);
    const ev = this.expr(e, cx);
    if (tagT.kind === 'interface' && et.kind !== 'interface') {
      const conv = this.convertValue(ev, et, tagT, true);
      return (f: any[]) => ifaceEqual(f[tagSlot], conv(f));
    }
    if (et.kind === 'interface' && tagT.kind !== 'interface')
      return (f: any[]) => ifaceEqual(new Iface(tagT, f[tagSlot]), ev(f));
    const eq = eqFn(tagT);
    return (f: any[]) => eq(f[tagSlot], ev(f));
  }

  switchStmt(s: SwitchStmt, cx: FnCtx, label: string | null): St {
    const init = s.init ? this.stmt(s.init, cx) : null;
    const clauses = s.body.list as CaseClause[];
    const tag = s.tag !== undefined ? this.expr(s.tag, cx) : null;
    const tagT = s.tag !== undefined ? this.rtOf(s.tag, cx) : null;
    const tagSlot = cx.alloc();
    const conds: Ev[][] = clauses.map((c) =>
      c.list.map((e) => (tag === null ? this.expr(e, cx) : this.caseMatcher(e, tagSlot, tagT!, cx))),
    );
    const bodies = clauses.map((c) => this.block(c.body, cx));
    const def = clauses.findIndex((c) => c.list.length === 0);
    const nc = clauses.length;
    return (f) => {
      if (init !== null) init(f);
      if (tag !== null) f[tagSlot] = tag(f);
      let chosen = -1;
      for (let i = 0; i < nc && chosen < 0; i++) {
        const cs = conds[i];
        for (let j = 0; j < cs.length; j++) {
          if (cs[j](f)) {
            chosen = i;
            break;
          }
        }
      }
      if (chosen < 0) chosen = def;
      if (chosen < 0) return NORMAL;
      for (let i = chosen; i < nc; i++) {
        const c = bodies[i](f);
        if (c === FALLTHROUGH) continue;
        if (c === BREAK && (ctl.label === null || ctl.label === label)) {
          ctl.label = null;
          return NORMAL;
        }
        return c;
      }
      return NORMAL;
    };
  }

  /**
   * The clause chooser of a type switch: reads the operand with `getX`, binds the clause's symbolic
   * variable, returns the clause index (or -1).
   */
  typeSwitchArms(s: TypeSwitchStmt, cx: FnCtx, getX: Ev): (f: any[]) => number {
    const info = this.unit.info;
    const clauses = s.body.list as CaseClause[];
    interface Arm {
      tests: ((iv: Iface | null) => boolean)[];
      bind: ((f: any[], iv: Iface | null) => void) | null;
      isDefault: boolean;
    }
    const arms: Arm[] = clauses.map((c) => {
      const tests = c.list.map((te) => {
        if (info.types.get(te)?.mode === 'nilvalue' || isNilIdent(te, info))
          return (iv: Iface | null) => iv === null;
        const T = this.rt(this.typeOfExpr(te), cx);
        if (T.kind === 'interface') return (iv: Iface | null) => iv !== null && implementsIface(iv.t, T);
        return (iv: Iface | null) => iv !== null && iv.t === T;
      });
      const v = info.implicits.get(c) as Var | undefined;
      let bind: Arm['bind'] = null;
      if (v !== undefined) {
        const slot = this.declareLocal(v, cx);
        const vt = this.rt(v.type, cx);
        const boxed = this.boxed.has(v);
        const unwrap = vt.kind !== 'interface';
        const agg = needsCopy(vt);
        bind = (f, iv) => {
          let val: any = unwrap ? (iv === null ? zero(vt) : agg ? clone(vt, iv.v) : iv.v) : iv;
          if (boxed) val = new Cell(val);
          f[slot] = val;
        };
      }
      return { tests, bind, isDefault: c.list.length === 0 };
    });
    const def = arms.findIndex((a) => a.isDefault);
    return (f) => {
      const iv: Iface | null = getX(f);
      let chosen = -1;
      for (let i = 0; i < arms.length && chosen < 0; i++) {
        if (arms[i].isDefault) continue;
        const ts = arms[i].tests;
        for (let j = 0; j < ts.length; j++) {
          if (ts[j](iv)) {
            chosen = i;
            break;
          }
        }
      }
      if (chosen < 0) chosen = def;
      if (chosen >= 0 && arms[chosen].bind !== null) arms[chosen].bind!(f, iv);
      return chosen;
    };
  }

  typeSwitch(s: TypeSwitchStmt, cx: FnCtx, label: string | null): St {
    const init = s.init ? this.stmt(s.init, cx) : null;
    const assertX =
      s.assign.kind === 'AssignStmt'
        ? (s.assign.rhs[0] as Expr & { kind: 'TypeAssertExpr' }).x
        : (s.assign.x as Expr & { kind: 'TypeAssertExpr' }).x;
    const x = this.expr(assertX, cx);
    const choose = this.typeSwitchArms(s, cx, x);
    const bodies = (s.body.list as CaseClause[]).map((c) => this.block(c.body, cx));
    return (f) => {
      if (init !== null) init(f);
      const i = choose(f);
      if (i < 0) return NORMAL;
      const c = bodies[i](f);
      if (c === BREAK && (ctl.label === null || ctl.label === label)) {
        ctl.label = null;
        return NORMAL;
      }
      return c;
    };
  }

  /**
   * A select's parts: `prepare` evaluates channels and send values (source order), `finish` binds
   * the received value of the chosen case and maps the scheduler's index (-1: default) to an arm.
   */
  selectParts(
    s: SelectStmt,
    cx: FnCtx,
  ): {
    prepare: (f: any[]) => { cases: SelectCase[]; hasDefault: boolean };
    finish: (f: any[], i: number, v: any, ok: boolean) => number;
    arms: { stmts: Stmt[] }[];
  } {
    const clauses = s.body.list as CommClause[];
    interface Arm {
      dir: 'send' | 'recv' | 'default';
      chan: Ev | null;
      value: Ev | null;
      bind: ((f: any[], v: any, ok: boolean) => void) | null;
    }
    const arms: Arm[] = clauses.map((c) => {
      const comm = c.comm;
      if (comm === undefined) return { dir: 'default', chan: null, value: null, bind: null };
      if (comm.kind === 'SendStmt') {
        const ct = coreOf(this.typeOfExpr(comm.chan)) as any;
        return {
          dir: 'send',
          chan: this.expr(comm.chan, cx),
          value: this.valueTo(comm.value, ct.elem, cx),
          bind: null,
        };
      }
      let recvExpr: Expr;
      let bind: Arm['bind'] = null;
      if (comm.kind === 'ExprStmt') recvExpr = comm.x;
      else if (comm.kind === 'AssignStmt') {
        recvExpr = comm.rhs[0];
        const define = comm.tok === ':=';
        const ue = unparenExpr(recvExpr) as Expr & { kind: 'UnaryExpr' };
        const et = this.rt((coreOf(this.typeOfExpr(ue.x)) as any).elem, cx);
        const kSet = this.rangeTarget(comm.lhs[0], define, cx, et);
        const okSet = comm.lhs[1] ? this.rangeTarget(comm.lhs[1], define, cx, basicTypes.get('bool')!) : null;
        bind = (f, v, ok) => {
          if (kSet !== null) kSet(f, v);
          if (okSet !== null) okSet(f, ok);
        };
      } else this.fail(comm, 'interp: bad select case');
      const ue = unparenExpr(recvExpr) as Expr & { kind: 'UnaryExpr' };
      return { dir: 'recv', chan: this.expr(ue.x, cx), value: null, bind };
    });
    const hasDefault = arms.some((a) => a.dir === 'default');
    const realIdx = arms.map((a, i) => (a.dir === 'default' ? -1 : i)).filter((i) => i >= 0);
    const defIdx = arms.findIndex((a) => a.dir === 'default');
    return {
      prepare: (f) => ({
        cases: realIdx.map((i) => {
          const a = arms[i];
          return {
            dir: a.dir as 'send' | 'recv',
            chan: a.chan!(f),
            value: a.value !== null ? a.value(f) : undefined,
          };
        }),
        hasDefault,
      }),
      finish: (f, i, v, ok) => {
        const idx = i < 0 ? defIdx : realIdx[i];
        const b = arms[idx].bind;
        if (b !== null) b(f, v, ok);
        return idx;
      },
      arms: clauses.map((c) => ({ stmts: c.body })),
    };
  }

  selectStmt(s: SelectStmt, cx: FnCtx, label: string | null): St {
    const { prepare, finish, arms } = this.selectParts(s, cx);
    const bodies = arms.map((a) => this.block(a.stmts, cx));
    const link = this.link;
    const site = this.site(s, cx);
    return (f) => {
      const { cases, hasDefault } = prepare(f);
      R.sites[R.depth] = site;
      const [i, v, ok] = select(link.sched, cases, hasDefault);
      const c = bodies[finish(f, i, v, ok)](f);
      if (c === BREAK && (ctl.label === null || ctl.label === label)) {
        ctl.label = null;
        return NORMAL;
      }
      return c;
    };
  }

  // --- declarations and assignments

  declStmt(s: Stmt & { kind: 'DeclStmt' }, cx: FnCtx): St {
    const d = s.decl;
    if (d.tok !== 'var') return () => NORMAL; // const and type declarations have no run-time effect
    const steps: Array<(f: any[]) => void> = [];
    for (const spec of d.specs) {
      const vs = spec as ValueSpec;
      const vars = vs.names.map((n) => this.unit.info.defs.get(n) as Var | undefined);
      if (vs.values.length === 0) {
        for (const v of vars) {
          if (v === undefined) continue;
          const t = this.rt(v.type, cx);
          steps.push(this.varInit(v, cx, () => zero(t)));
        }
      } else if (vs.values.length === vars.length) {
        const evs = vs.values.map((e, i) =>
          vars[i] ? this.valueTo(e, vars[i]!.type, cx) : this.expr(e, cx),
        );
        if (vars.length === 1) {
          if (vars[0] !== undefined) steps.push(this.varInit(vars[0], cx, evs[0]));
          else steps.push((f) => evs[0](f));
        } else {
          const tmp = evs.map(() => cx.alloc());
          steps.push((f) => {
            for (let i = 0; i < evs.length; i++) f[tmp[i]] = evs[i](f);
          });
          vars.forEach((v, i) => {
            if (v !== undefined) steps.push(this.varInit(v, cx, (f) => f[tmp[i]]));
          });
        }
      } else {
        const ev = this.expr(vs.values[0], cx);
        const tmp = cx.alloc();
        steps.push((f) => {
          f[tmp] = ev(f);
        });
        vars.forEach((v, i) => {
          if (v === undefined) return;
          const conv = this.tupleElemConv(vs.values[0], i, v.type, cx);
          steps.push(this.varInit(v, cx, (f) => conv(f[tmp][i])));
        });
      }
    }
    return (f) => {
      for (let i = 0; i < steps.length; i++) steps[i](f);
      return NORMAL;
    };
  }

  /** An assignable location. */
  lvalue(e: Expr, cx: FnCtx): LValue {
    const site = this.site(e, cx);
    const info = this.unit.info;
    while (e.kind === 'ParenExpr') e = e.x;
    switch (e.kind) {
      case 'Ident': {
        const o = info.uses.get(e) ?? info.defs.get(e);
        if (o?.kind !== 'var') this.fail(e, `interp: cannot assign to ${e.name}`);
        return { load: this.varLoad(o, cx, e), store: this.varStore(o, cx, e) };
      }
      case 'IndexExpr': {
        const xt = coreOf(this.typeOfExpr(e.x));
        const x = this.expr(e.x, cx);
        if (xt.kind === 'map') {
          const k = this.valueTo(e.index, xt.key, cx);
          const vt = this.rt(xt.elem, cx);
          return {
            load: (f) => {
              const m = x(f);
              const v = m === null ? undefined : m.get(k(f));
              return v === undefined ? zero(vt) : v;
            },
            store: (f, v) => {
              const m: GoMap | null = x(f);
              const kv = k(f);
              if (m === null) throw at(site, nilMapWrite());
              m.set(kv, v);
            },
          };
        }
        const i = this.intExpr(e.index, cx);
        const load = this.index(e, cx);
        const et = this.rtOf(e, cx);
        const agg = needsCopy(et);
        if (xt.kind === 'slice') {
          return {
            load,
            store: (f, v) => {
              const s = x(f);
              const iv = i(f);
              if (s === null || iv >= s.len || iv < 0) throw at(site, indexPanic(iv, s === null ? 0 : s.len));
              if (agg) copyInto(et, s.arr[s.off + iv], v);
              else s.arr[s.off + iv] = v;
            },
          };
        }
        const n = xt.kind === 'array' ? xt.len : (coreOf((xt as any).elem) as any).len;
        const isPtr = xt.kind === 'pointer';
        return {
          load,
          store: (f, v) => {
            const a = x(f);
            if (isPtr && a === null) throw at(site, nilDeref());
            const iv = i(f);
            if (iv >= n || iv < 0) throw at(site, indexPanic(iv, n));
            if (agg) copyInto(et, a[iv], v);
            else a[iv] = v;
          },
        };
      }
      case 'SelectorExpr': {
        const sel = info.selections.get(e);
        if (sel === undefined) return this.lvalue(e.sel, cx);
        const x = this.expr(e.x, cx);
        const { obj, key, ft } = this.fieldPath(x, this.typeOfExpr(e.x), sel.index, cx, site);
        const agg = needsCopy(ft);
        return {
          load: (f) => obj(f)[key],
          store: agg ? (f, v) => copyInto(ft, obj(f)[key], v) : (f, v) => (obj(f)[key] = v),
        };
      }
      case 'StarExpr': {
        const p = this.expr(e.x, cx);
        const et = this.rtOf(e, cx);
        if (needsCopy(et))
          return {
            load: nonNil(p, site),
            store: (f, v) => copyInto(et, nonNil(p, site)(f), v),
          };
        return {
          load: (f) => nonNil(p, site)(f).load(),
          store: (f, v) => nonNil(p, site)(f).store(v),
        };
      }
      default:
        this.fail(e, `interp: cannot assign to ${e.kind}`);
    }
  }

  assign(s: AssignStmt, cx: FnCtx): St {
    const info = this.unit.info;
    if (s.tok === ':=' || s.tok === '=') {
      const define = s.tok === ':=';
      const targets = s.lhs.map((l) => this.assignTarget(l, define, cx));
      if (s.rhs.length === s.lhs.length) {
        const evs = s.rhs.map((r, i) => {
          const lt = targets[i].type;
          return lt === null ? this.expr(r, cx) : this.valueToRT(r, lt, cx);
        });
        if (s.lhs.length === 1) {
          const st = targets[0].store;
          const ev = evs[0];
          if (st === null)
            return (f) => {
              ev(f);
              return NORMAL;
            };
          return (f) => {
            st(f, ev(f));
            return NORMAL;
          };
        }
        // Parallel assignment: index and pointer operands on the left and all right-hand sides are
        // evaluated first (spec: "The assignment proceeds in two phases"), then assigned in order.
        const n = evs.length;
        const stores = targets.map((t) => t.store);
        // Only needed when a variable assigned here is used by another left-hand operand (i, xs[i] = ...).
        const assignedVars = new Set(
          s.lhs
            .map((l) => unparenExpr(l))
            .flatMap((l) => (l.kind === 'Ident' ? [info.uses.get(l) ?? info.defs.get(l)] : [])),
        );
        const needRefs =
          !define &&
          s.lhs.some((l) => {
            const u = unparenExpr(l);
            return u.kind !== 'Ident' && mentionsAny(u, assignedVars, info);
          });
        const refs = s.lhs.map((l, i) => {
          const u = unparenExpr(l);
          if (!needRefs || u.kind === 'Ident' || stores[i] === null) return null;
          if (targets[i].type !== null && needsCopy(targets[i].type!)) return null;
          return this.refOf(u, cx);
        });
        if (refs.every((r) => r === null))
          return (f) => {
            const vals = new Array(n);
            for (let i = 0; i < n; i++) vals[i] = evs[i](f);
            for (let i = 0; i < n; i++) {
              const st = stores[i];
              if (st !== null) st(f, vals[i]);
            }
            return NORMAL;
          };
        return (f) => {
          const locs = refs.map((r) => (r === null ? null : r(f)));
          const vals = new Array(n);
          for (let i = 0; i < n; i++) vals[i] = evs[i](f);
          for (let i = 0; i < n; i++) {
            const loc = locs[i];
            if (loc !== null) loc.store(vals[i]);
            else {
              const st = stores[i];
              if (st !== null) st(f, vals[i]);
            }
          }
          return NORMAL;
        };
      }
      // a, b := f() / v, ok := m[k] / x.(T) / <-ch
      const r = unparenExpr(s.rhs[0]);
      let tuple: Ev;
      if (r.kind === 'IndexExpr' && coreOf(this.typeOfExpr(r.x)).kind === 'map')
        tuple = this.mapCommaOk(r, cx);
      else if (r.kind === 'TypeAssertExpr') tuple = this.typeAssert(r, cx, true)[1];
      else if (this.subst.has(r)) tuple = this.expr(r, cx);
      else if (r.kind === 'UnaryExpr' && r.op === '<-') {
        const ch = this.expr(r.x, cx);
        const link = this.link;
        const site = this.site(r, cx);
        tuple = (f) => {
          const c: Chan | null = ch(f);
          R.sites[R.depth] = site;
          if (c === null) nilChanRecv(link.sched);
          return c.recv();
        };
      } else tuple = this.expr(r, cx);
      const rtT = this.typeOfExpr(s.rhs[0]);
      const elemTypes: RType[] =
        rtT.kind === 'tuple'
          ? rtT.vars.map((v) => this.rt(v.type, cx))
          : [this.rt(rtT, cx), basicTypes.get('bool')!];
      const stores = targets.map((t, i) => {
        if (t.store === null) return null;
        const st = t.store;
        const from = elemTypes[i];
        if (t.type !== null && t.type.kind === 'interface' && from.kind !== 'interface')
          return (f: any[], v: any) => st(f, new Iface(from, v));
        return st;
      });
      void info;
      return (f) => {
        const vals = tuple(f);
        for (let i = 0; i < stores.length; i++) {
          const st = stores[i];
          if (st !== null) st(f, vals[i]);
        }
        return NORMAL;
      };
    }
    // op-assign
    const op = s.tok.slice(0, -1) as any;
    const lv = this.lvalue(s.lhs[0], cx);
    const lt = this.rtOf(s.lhs[0], cx);
    const rhs = this.expr(s.rhs[0], cx);
    const fn = op === '+' && lt.kind === 'string' ? (a: string, b: string) => a + b : arith(op, lt.kind);
    const lhs0 = unparenExpr(s.lhs[0]);
    if (lhs0.kind === 'Ident') {
      const o = info.uses.get(lhs0) as Var;
      const slot = this.globals.has(o) ? -1 : this.slotOf(o, cx);
      if (slot >= 0 && !this.boxed.has(o)) {
        if ((lt.kind === 'int' || lt.kind === 'int64') && op === '+')
          return (f) => {
            const a = f[slot];
            const b = rhs(f);
            if (typeof a === 'number' && typeof b === 'number') {
              const r = a + b;
              if (r <= 9007199254740991 && r >= -9007199254740991) {
                f[slot] = r;
                return NORMAL;
              }
            }
            f[slot] = fn(a, b);
            return NORMAL;
          };
        return (f) => {
          f[slot] = fn(f[slot], rhs(f));
          return NORMAL;
        };
      }
    }
    const direct = this.readModifyWrite(s.lhs[0], cx, fn, rhs);
    if (direct !== null) return direct;
    // Complex lvalue: evaluate its operands once through a temporary reference.
    const ref = this.refOf(s.lhs[0], cx);
    if (ref !== null)
      return (f) => {
        const r = ref(f);
        r.store(fn(r.load(), rhs(f)));
        return NORMAL;
      };
    return (f) => {
      lv.store(f, fn(lv.load(f), rhs(f)));
      return NORMAL;
    };
  }

  /**
   * `m[k] op= v`, `s[i] op= v`, `x.f op= v` (and ++/--) without the temporary reference object
   * refOf allocates: operands of the left side once, its old value, then the right side (the order
   * refOf's path uses), then the store.
   */
  readModifyWrite(lhs: Expr, cx: FnCtx, fn: (a: any, b: any) => any, rhs: Ev): St | null {
    const site = this.site(lhs, cx);
    const info = this.unit.info;
    const e = unparenExpr(lhs);
    if (e.kind === 'IndexExpr') {
      const xt = coreOf(this.typeOfExpr(e.x));
      if (xt.kind === 'map') {
        const x = this.expr(e.x, cx);
        const k = this.valueTo(e.index, xt.key, cx);
        const vt = this.rt(xt.elem, cx);
        if (needsCopy(vt)) return null;
        const z = zero(vt);
        return (f) => {
          const m: GoMap | null = x(f);
          const kv = k(f);
          const old = m === null ? undefined : m.get(kv);
          const v = fn(old === undefined ? z : old, rhs(f));
          if (m === null) throw at(site, nilMapWrite());
          m.set(kv, v);
          return NORMAL;
        };
      }
      if (xt.kind === 'slice' && this.indexKind(e.x, xt, cx) === 'slice') {
        const x = this.expr(e.x, cx);
        const i = this.intExpr(e.index, cx);
        return (f) => {
          const sv: Slice | null = x(f);
          const iv = i(f);
          const len = sv === null ? 0 : sv.len;
          if (iv < 0 || iv >= len) throw at(site, indexPanic(iv, len));
          const arr = sv!.arr;
          const j = sv!.off + iv;
          arr[j] = fn(arr[j], rhs(f));
          return NORMAL;
        };
      }
      return null;
    }
    if (e.kind === 'SelectorExpr') {
      const sel = info.selections.get(e);
      if (sel === undefined || sel.kind !== 'fieldval') return null;
      const x = this.expr(e.x, cx);
      const { obj, key } = this.fieldPath(x, this.typeOfExpr(e.x), sel.index, cx, site);
      return (f) => {
        const o = obj(f);
        o[key] = fn(o[key], rhs(f));
        return NORMAL;
      };
    }
    return null;
  }

  valueToRT(e: Expr, to: RType, cx: FnCtx): Ev {
    const info = this.unit.info;
    if (info.types.get(e)?.mode === 'nilvalue' || isNilIdent(e, info)) return () => null;
    const ev = this.expr(e, cx);
    return this.convertValue(ev, this.rtOf(e, cx), to, isFresh(e));
  }

  /** A reference evaluating index/map operands once (for op-assign and ++ on complex lvalues). */
  refOf(e: Expr, cx: FnCtx): ((f: any[]) => { load(): any; store(v: any): void }) | null {
    const site = this.site(e, cx);
    const info = this.unit.info;
    e = unparenExpr(e);
    if (e.kind === 'IndexExpr') {
      const xt = coreOf(this.typeOfExpr(e.x));
      if (xt.kind === 'map') {
        const x = this.expr(e.x, cx);
        const k = this.valueTo(e.index, xt.key, cx);
        const vt = this.rt(xt.elem, cx);
        return (f) => {
          const m: GoMap | null = x(f);
          const kv = k(f);
          return {
            load: () => {
              const v = m === null ? undefined : m.get(kv);
              return v === undefined ? zero(vt) : v;
            },
            store: (v: any) => {
              if (m === null) throw at(site, nilMapWrite());
              m.set(kv, v);
            },
          };
        };
      }
      const a = this.addrOf(e, cx);
      return a;
    }
    if (e.kind === 'SelectorExpr' && info.selections.has(e)) return this.addrOf(e, cx);
    if (e.kind === 'StarExpr') {
      const p = this.expr(e.x, cx);
      return nonNil(p, site);
    }
    return null;
  }

  mapCommaOk(e: Expr & { kind: 'IndexExpr' }, cx: FnCtx): Ev {
    const mt = coreOf(this.typeOfExpr(e.x)) as any;
    const x = this.expr(e.x, cx);
    const k = this.valueTo(e.index, mt.key, cx);
    const vt = this.rt(mt.elem, cx);
    return (f) => {
      const m: GoMap | null = x(f);
      const kv = k(f);
      const v = m === null ? undefined : m.get(kv);
      if (v === undefined) return [zero(vt), false];
      return [v, true];
    };
  }

  assignTarget(
    l: Expr,
    define: boolean,
    cx: FnCtx,
  ): { store: ((f: any[], v: any) => void) | null; type: RType | null } {
    const info = this.unit.info;
    if (l.kind === 'Ident' && l.name === '_') return { store: null, type: null };
    if (define && l.kind === 'Ident') {
      const d = info.defs.get(l);
      if (d !== undefined && d.kind === 'var') {
        // New variable: fresh slot (and Cell when boxed).
        const s = this.declareLocal(d, cx);
        const t = this.rt(d.type, cx);
        if (this.boxed.has(d)) return { store: (f, v) => (f[s] = new Cell(v)), type: t };
        return {
          store: (f, v) => {
            f[s] = v;
          },
          type: t,
        };
      }
    }
    const lv = this.lvalue(l, cx);
    return { store: lv.store, type: this.rtOf(l, cx) };
  }

  incDec(s: Stmt & { kind: 'IncDecStmt' }, cx: FnCtx): St {
    const info = this.unit.info;
    const lt = this.rtOf(s.x, cx);
    const one = lt.kind.startsWith('complex') ? { re: 1, im: 0 } : 1;
    const fn = arith(s.tok === '++' ? '+' : '-', lt.kind);
    const x = unparenExpr(s.x);
    if (x.kind === 'Ident') {
      const o = info.uses.get(x) as Var;
      const g = this.globals.get(o);
      if (g === undefined) {
        const slot = this.slotOf(o, cx);
        if (!this.boxed.has(o)) {
          if (lt.kind === 'int' || lt.kind === 'int64') {
            if (s.tok === '++')
              return (f) => {
                const a = f[slot];
                f[slot] = typeof a === 'number' && a < 9007199254740991 ? a + 1 : fn(a, 1);
                return NORMAL;
              };
            return (f) => {
              const a = f[slot];
              f[slot] = typeof a === 'number' && a > -9007199254740991 ? a - 1 : fn(a, 1);
              return NORMAL;
            };
          }
          return (f) => {
            f[slot] = fn(f[slot], one);
            return NORMAL;
          };
        }
        return (f) => {
          const c = f[slot];
          c.v = fn(c.v, one);
          return NORMAL;
        };
      }
      return () => {
        g.v = fn(g.v, one);
        return NORMAL;
      };
    }
    const direct = this.readModifyWrite(s.x, cx, fn, () => one);
    if (direct !== null) return direct;
    const ref = this.refOf(s.x, cx);
    if (ref === null) this.fail(s, 'interp: cannot increment');
    return (f) => {
      const r = ref(f);
      r.store(fn(r.load(), one));
      return NORMAL;
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Helpers

function makeGenEntry(
  paramSlots: number[],
  n: () => number,
  runG: (f: any[]) => Generator<any, any, any>,
  env: any[],
  slots: number[],
): (...args: any[]) => Generator<any, any, any> {
  const np = paramSlots.length;
  const nc = env.length;
  return function* (...args: any[]) {
    const f = new Array(n());
    for (let i = 0; i < np; i++) f[paramSlots[i]] = args[i];
    for (let i = 0; i < nc; i++) f[slots[i]] = env[i];
    return yield* runG(f);
  };
}

function containsKind(root: any, kind: string): boolean {
  let found = false;
  const visit = (n: any): void => {
    if (found || n === null || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      for (const c of n) visit(c);
      return;
    }
    if (n.kind === kind) {
      found = true;
      return;
    }
    for (const k in n) {
      if (k === 'pos' || k === 'end' || k === 'comments') continue;
      const c = n[k];
      if (c !== null && typeof c === 'object') visit(c);
    }
  };
  visit(root);
  return found;
}

function makeEntry(paramSlots: number[], n: () => number, run: (f: any[]) => any): (...args: any[]) => any {
  let size = -1;
  const np = paramSlots.length;
  // Slots are allocated densely from 1, so params are 1..np; `size` is read once compiled.
  // (Recycling frames through a free list was measured: no faster than V8's young-generation
  // allocation of a fresh array per call, so frames stay per call.)
  switch (np) {
    case 0:
      return () => {
        if (size < 0) size = n();
        return run(new Array(size));
      };
    case 1:
      return (a) => {
        if (size < 0) size = n();
        const f = new Array(size);
        f[1] = a;
        return run(f);
      };
    case 2:
      return (a, b) => {
        if (size < 0) size = n();
        const f = new Array(size);
        f[1] = a;
        f[2] = b;
        return run(f);
      };
    case 3:
      return (a, b, c) => {
        if (size < 0) size = n();
        const f = new Array(size);
        f[1] = a;
        f[2] = b;
        f[3] = c;
        return run(f);
      };
    default:
      return (...args: any[]) => {
        if (size < 0) size = n();
        const f = new Array(size);
        for (let i = 0; i < np; i++) f[paramSlots[i]] = args[i];
        return run(f);
      };
  }
}

// Every call records its position in R.sites[R.depth] (state.ts) just before calling: the callee's
// frame is one deeper, so a native (which adds no depth) reads its Go caller there.

function callHolder(h: Holder, args: Ev[], site: CallSite): Ev {
  switch (args.length) {
    case 0:
      return () => {
        R.sites[R.depth] = site;
        return h.fn();
      };
    case 1: {
      const [a] = args;
      return (f) => {
        const x = a(f);
        R.sites[R.depth] = site;
        return h.fn(x);
      };
    }
    case 2: {
      const [a, b] = args;
      return (f) => {
        const x = a(f);
        const y = b(f);
        R.sites[R.depth] = site;
        return h.fn(x, y);
      };
    }
    case 3: {
      const [a, b, c] = args;
      return (f) => {
        const x = a(f);
        const y = b(f);
        const z = c(f);
        R.sites[R.depth] = site;
        return h.fn(x, y, z);
      };
    }
    default:
      return (f) => {
        const xs = args.map((a) => a(f));
        R.sites[R.depth] = site;
        return h.fn(...xs);
      };
  }
}

function callValue(fv: Ev, args: Ev[], site: CallSite): Ev {
  const n = args.length;
  return (f) => {
    const fn = fv(f);
    if (fn === null) throw at(site, nilDeref());
    switch (n) {
      case 0:
        R.sites[R.depth] = site;
        return fn();
      case 1: {
        const x = args[0](f);
        R.sites[R.depth] = site;
        return fn(x);
      }
      case 2: {
        const x = args[0](f);
        const y = args[1](f);
        R.sites[R.depth] = site;
        return fn(x, y);
      }
      default: {
        const xs = args.map((a) => a(f));
        R.sites[R.depth] = site;
        return fn(...xs);
      }
    }
  };
}

function callIface(recv: Ev, name: string, args: Ev[], site: CallSite): Ev {
  let lastT: RType | null = null;
  let lastFn: any = null;
  const n = args.length;
  return (f) => {
    const iv: Iface | null = recv(f);
    if (iv === null) throw at(site, nilDeref());
    if (iv.t !== lastT) {
      lastT = iv.t;
      lastFn = iv.t.methods.get(name)!.fn;
    }
    switch (n) {
      case 0:
        R.sites[R.depth] = site;
        return lastFn(iv.v);
      case 1: {
        const fn = lastFn;
        const x = args[0](f);
        R.sites[R.depth] = site;
        return fn(iv.v, x);
      }
      case 2: {
        const fn = lastFn;
        const x = args[0](f);
        const y = args[1](f);
        R.sites[R.depth] = site;
        return fn(iv.v, x, y);
      }
      default: {
        const fn = lastFn;
        const xs = args.map((a) => a(f));
        R.sites[R.depth] = site;
        return fn(iv.v, ...xs);
      }
    }
  };
}

function callDirect(recv: Ev, h: { fn: (...a: any[]) => any }, args: Ev[], site: CallSite): Ev {
  switch (args.length) {
    case 0:
      return (f) => {
        const r = recv(f);
        R.sites[R.depth] = site;
        return h.fn(r);
      };
    case 1: {
      const [a] = args;
      return (f) => {
        const r = recv(f);
        const x = a(f);
        R.sites[R.depth] = site;
        return h.fn(r, x);
      };
    }
    case 2: {
      const [a, b] = args;
      return (f) => {
        const r = recv(f);
        const x = a(f);
        const y = b(f);
        R.sites[R.depth] = site;
        return h.fn(r, x, y);
      };
    }
    default:
      return (f) => {
        const r = recv(f);
        const xs = args.map((a) => a(f));
        R.sites[R.depth] = site;
        return h.fn(r, ...xs);
      };
  }
}

function callWithRecv(
  recv: Ev,
  target: (r: any) => { fn: (...a: any[]) => any; recv: any },
  args: Ev[],
  site: CallSite,
): Ev {
  const n = args.length;
  switch (n) {
    case 0:
      return (f) => {
        const m = target(recv(f));
        R.sites[R.depth] = site;
        return m.fn(m.recv);
      };
    case 1: {
      const [a] = args;
      return (f) => {
        const m = target(recv(f));
        const x = a(f);
        R.sites[R.depth] = site;
        return m.fn(m.recv, x);
      };
    }
    case 2: {
      const [a, b] = args;
      return (f) => {
        const m = target(recv(f));
        const x = a(f);
        const y = b(f);
        R.sites[R.depth] = site;
        return m.fn(m.recv, x, y);
      };
    }
    default:
      return (f) => {
        const m = target(recv(f));
        const xs = args.map((a) => a(f));
        R.sites[R.depth] = site;
        return m.fn(m.recv, ...xs);
      };
  }
}

/**
 * A runtime panic raised by an expression (not a call): it happened at `site`, which becomes the
 * innermost frame's position in the panic's stack trace (and the frame's current position).
 */
function at(site: CallSite | undefined, p: GoPanic): GoPanic {
  if (site !== undefined) {
    R.sites[R.depth] = site;
    if (p.sites.length > 0) p.sites[0] = site;
  }
  return p;
}

function nonNil(ev: Ev, site?: CallSite): Ev {
  return (f) => {
    const v = ev(f);
    if (v === null) throw at(site, nilDeref());
    return v;
  };
}

function nonNilAt(ev: Ev, addr: number, site?: CallSite): Ev {
  if (addr === 0) return nonNil(ev, site);
  return (f) => {
    const v = ev(f);
    if (v === null) {
      const p = at(site, nilDeref());
      (p as GoPanic & { addr?: number }).addr = addr;
      throw p;
    }
    return v;
  };
}

/** Byte offset of field `i` in struct type `t` (gc's layout on 64-bit platforms). */
export function fieldOffset(t: RType, i: number): number {
  let off = 0;
  for (let k = 0; k < t.fields.length; k++) {
    const ft = t.fields[k].type;
    const a = alignOf(ft);
    off = Math.ceil(off / a) * a;
    if (k === i) return off;
    off += sizeOf(ft);
  }
  return off;
}

function sliceBounds(msg: string): GoPanic {
  return runtimeError('boundsError', `slice bounds out of range ${msg}`);
}

/**
 * append: Go's growslice (runtime/slice.go nextslicecap + roundupsize), so cap() prints the same:
 * double below 256 elements, then grow by (n + 3*256)/4 until enough; round up to malloc size classes.
 */
export function appendValues(s: Slice | null, vals: any[], et: RType): Slice {
  const n = vals.length;
  if (s === null) {
    if (n === 0) return null as any;
    const cap = growCap(0, n, et);
    const arr = new Array(cap);
    for (let i = 0; i < n; i++) arr[i] = vals[i];
    if (cap > n) fillZero(et, arr, n, cap);
    return new Slice(arr, 0, n, cap);
  }
  const newLen = s.len + n;
  if (newLen <= s.cap) {
    const base = s.off + s.len;
    for (let i = 0; i < n; i++) s.arr[base + i] = vals[i];
    return new Slice(s.arr, s.off, newLen, s.cap);
  }
  const cap = growCap(s.cap, newLen, et);
  const arr = new Array(cap);
  // The new backing array holds copies: pointers into the old array (&s[i]) keep the old values.
  if (needsCopy(et)) for (let i = 0; i < s.len; i++) arr[i] = clone(et, s.arr[s.off + i]);
  else for (let i = 0; i < s.len; i++) arr[i] = s.arr[s.off + i];
  for (let i = 0; i < n; i++) arr[s.len + i] = vals[i];
  if (cap > newLen) fillZero(et, arr, newLen, cap);
  return new Slice(arr, 0, newLen, cap);
}

/** Element size in bytes as gc lays it out (for append's size-class rounding). */
export function sizeOf(t: RType): number {
  switch (t.kind) {
    case 'bool':
    case 'int8':
    case 'uint8':
      return 1;
    case 'int16':
    case 'uint16':
      return 2;
    case 'int32':
    case 'uint32':
    case 'float32':
      return 4;
    case 'string':
    case 'interface':
      return 16;
    case 'slice':
      return 24;
    case 'complex128':
      return 16;
    case 'complex64':
      return 8;
    case 'array':
      return t.len * sizeOf(t.elem!);
    case 'struct': {
      let off = 0;
      let maxAlign = 1;
      for (const f of t.fields) {
        const a = alignOf(f.type);
        maxAlign = Math.max(maxAlign, a);
        off = Math.ceil(off / a) * a + sizeOf(f.type);
      }
      return Math.ceil(off / maxAlign) * maxAlign;
    }
    default:
      return 8;
  }
}

function alignOf(t: RType): number {
  switch (t.kind) {
    case 'array':
      return alignOf(t.elem!);
    case 'struct':
      return t.fields.reduce((m, f) => Math.max(m, alignOf(f.type)), 1);
    case 'string':
    case 'interface':
    case 'slice':
    case 'complex128':
      return 8;
    case 'complex64':
      return 4;
    default:
      return Math.min(sizeOf(t), 8) || 1;
  }
}

// runtime/sizeclasses.go class_to_size (go1.23).
const sizeClasses = [
  0, 8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256, 288, 320, 352, 384, 416,
  448, 480, 512, 576, 640, 704, 768, 896, 1024, 1152, 1280, 1408, 1536, 1792, 2048, 2304, 2688, 3072, 3200,
  3456, 4096, 4864, 5376, 6144, 6528, 6784, 6912, 8192, 9472, 9728, 10240, 10880, 12288, 13568, 14336, 16384,
  18432, 19072, 20480, 21760, 24576, 27264, 28672, 32768,
];

/**
 * runtime/msize.go roundupsize (go1.22+): pointerful objects above 512 bytes carry an 8-byte malloc
 * header inside their size class; large objects (> 32760 bytes) round up to whole 8 KiB pages.
 */
function roundupsize(size: number, noscan: boolean): number {
  if (size <= 32768 - 8) {
    const req = !noscan && size > 512 ? size + 8 : size;
    for (const c of sizeClasses) if (c >= req) return c - (req - size);
  }
  return Math.ceil(size / 8192) * 8192;
}

/** Does a value of type t contain pointers (gc's "scan" types)? */
function hasPointers(t: RType): boolean {
  switch (t.kind) {
    case 'array':
      return t.len > 0 && hasPointers(t.elem!);
    case 'struct':
      return t.fields.some((f) => hasPointers(f.type));
    case 'string':
    case 'slice':
    case 'map':
    case 'chan':
    case 'func':
    case 'interface':
    case 'ptr':
    case 'unsafe.Pointer':
      return true;
    default:
      return false;
  }
}

/** runtime/slice.go nextslicecap + the size-class rounding of growslice. */
export function growCap(oldCap: number, newLen: number, et: RType): number {
  let newcap: number;
  const doublecap = oldCap + oldCap;
  if (newLen > doublecap) newcap = newLen;
  else {
    const threshold = 256;
    if (oldCap < threshold) newcap = doublecap;
    else {
      newcap = oldCap;
      while (newcap < newLen) newcap += (newcap + 3 * threshold) >> 2;
    }
  }
  const size = sizeOf(et);
  if (size === 0) return newcap;
  const mem = roundupsize(newcap * size, !hasPointers(et));
  return Math.floor(mem / size);
}

function copySlice(dst: Slice | null, src: Slice | string | null, srcIsString: boolean, et: RType): number {
  if (dst === null || src === null) return 0;
  if (srcIsString) {
    const s = src as string;
    const n = Math.min(dst.len, s.length);
    for (let i = 0; i < n; i++) dst.arr[dst.off + i] = s.charCodeAt(i);
    return n;
  }
  const sv = src as Slice;
  const n = Math.min(dst.len, sv.len);
  if (needsCopy(et)) {
    // Struct/array elements are copied into the destination's own objects.
    const tmp = sv.arr.slice(sv.off, sv.off + n).map((v) => clone(et, v));
    for (let i = 0; i < n; i++) copyInto(et, dst.arr[dst.off + i], tmp[i]);
    return n;
  }
  if (dst.arr === sv.arr && dst.off > sv.off) {
    for (let i = n - 1; i >= 0; i--) dst.arr[dst.off + i] = sv.arr[sv.off + i];
  } else {
    for (let i = 0; i < n; i++) dst.arr[dst.off + i] = sv.arr[sv.off + i];
  }
  return n;
}

/** Run deferred calls LIFO; returns the panic still in flight (null if none or recovered). */
function runDefers(list: Array<() => any>, p: GoPanic | null, depth: number): GoPanic | null {
  const savedPanic = R.panic;
  const savedDepth = R.recoverDepth;
  try {
    while (list.length > 0) {
      const d = list.pop()!;
      R.panic = p;
      R.recoverDepth = depth + 1;
      try {
        d();
      } catch (e) {
        if (!(e instanceof GoPanic)) throw e;
        if (p !== null && e !== p) e.previous = p;
        p = e;
      }
      R.depth = depth;
      if (p?.recovered) p = null;
    }
  } finally {
    R.panic = savedPanic;
    R.recoverDepth = savedDepth;
  }
  return p;
}

function doRecover(): Iface | null {
  const p = R.panic;
  if (p === null || p.recovered || R.depth !== R.recoverDepth) return null;
  p.recovered = true;
  R.lastRecovered = p;
  return p.value;
}

let panicNilType: RType | null = null;
/** Go 1.21+: panic(nil) panics with *runtime.PanicNilError. */
function panicNilValue(): Iface {
  if (panicNilType === null) {
    panicNilType = panicNilErrorType();
  }
  return new Iface(panicNilType, {});
}

function panicNilErrorType(): RType {
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
  return p;
}

/** The builtin print/println formatting (runtime/print.go). */
export function printValue(t: RType, v: any): string {
  switch (t.kind) {
    case 'bool':
      return v ? 'true' : 'false';
    case 'string':
      return v;
    case 'float32':
    case 'float64':
      return printFloat(v);
    case 'complex64':
    case 'complex128':
      return `(${printFloat(v.re)}${printFloat(v.im)}i)`;
    case 'interface':
      return v === null ? '(0x0,0x0)' : `(0x${(0x4a0000 + v.t.id * 32).toString(16)},0xc000012000)`;
    case 'ptr':
    case 'map':
    case 'chan':
    case 'func':
    case 'unsafe.Pointer':
      return v === null ? '0x0' : '0xc000012000';
    case 'slice':
      return v === null ? '[0/0]0x0' : `[${v.len}/${v.cap}]0xc000012000`;
    default:
      return typeof v === 'bigint' ? v.toString() : String(v);
  }
}

/** runtime.printfloat: %e-like with 7 significant digits and a sign: +1.500000e+000. */
export function printFloat(v: number): string {
  if (Number.isNaN(v)) return 'NaN';
  if (v === Number.POSITIVE_INFINITY) return '+Inf';
  if (v === Number.NEGATIVE_INFINITY) return '-Inf';
  const n = 7;
  const buf: string[] = new Array(n + 7).fill('');
  buf[0] = '+';
  let e = 0;
  if (v === 0) {
    if (1 / v < 0) buf[0] = '-';
  } else {
    if (v < 0) {
      v = -v;
      buf[0] = '-';
    }
    while (v >= 10) {
      e++;
      v /= 10;
    }
    while (v < 1) {
      e--;
      v *= 10;
    }
    let h = 5.0;
    for (let i = 0; i < n; i++) h /= 10;
    v += h;
    if (v >= 10) {
      e++;
      v /= 10;
    }
  }
  const digits: string[] = [];
  for (let i = 0; i < n; i++) {
    const s = Math.floor(v);
    digits.push(String(s));
    v -= s;
    v *= 10;
  }
  let out = buf[0] + digits[0] + '.' + digits.slice(1).join('');
  out += 'e';
  let ee = e;
  if (ee < 0) {
    ee = -ee;
    out += '-';
  } else out += '+';
  out += String(Math.floor(ee / 100) % 10) + String(Math.floor(ee / 10) % 10) + String(ee % 10);
  return out;
}

function containsDefer(body: BlockStmt): boolean {
  let found = false;
  const visit = (n: any): void => {
    if (found || n === null || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      for (const c of n) visit(c);
      return;
    }
    if (n.kind === 'FuncLit') return;
    if (n.kind === 'DeferStmt') {
      found = true;
      return;
    }
    for (const k in n) {
      if (k === 'pos' || k === 'end') continue;
      const c = n[k];
      if (c !== null && typeof c === 'object') visit(c);
    }
  };
  visit(body.list);
  return found;
}

/** The declared function a call's `fun` denotes statically (plain, qualified, instantiated, method). */
function staticCallee(fun: Expr, info: Info): Func | undefined {
  let f = fun;
  if (f.kind === 'IndexExpr' || f.kind === 'IndexListExpr') f = f.x;
  if (f.kind === 'Ident') {
    const o = info.uses.get(f);
    return o?.kind === 'func' ? o : undefined;
  }
  if (f.kind === 'SelectorExpr') {
    const sel = info.selections.get(f);
    if (sel === undefined) {
      const o = info.uses.get(f.sel);
      return o?.kind === 'func' ? o : undefined;
    }
    if (sel.kind !== 'methodval' || sel.obj.kind !== 'func') return undefined;
    const recv = sel.obj.type.recv;
    if (recv === undefined || coreOf(recv.type).kind === 'interface') return undefined;
    return sel.obj;
  }
  return undefined;
}

/** See Compiler.readOnlyLeaf. */
function analyseLeaf(d: FuncDecl, info: Info): { recv: boolean; params: boolean[] } | null {
  const vars: (Var | null)[] = [];
  const collect = (fields: { names: Ident[] }[] | undefined) => {
    for (const fl of fields ?? []) {
      if (fl.names.length === 0) vars.push(null);
      for (const n of fl.names) {
        const v = info.defs.get(n);
        vars.push(v !== undefined && v.kind === 'var' ? v : null);
      }
    }
  };
  collect(d.recv?.list);
  const nrecv = vars.length;
  collect(d.type.params.list);
  const touched = new Set<Var>();
  let leaf = true;
  const rootVar = (e: Expr): Var | undefined => {
    for (;;) {
      if (
        e.kind === 'ParenExpr' ||
        e.kind === 'SelectorExpr' ||
        e.kind === 'IndexExpr' ||
        e.kind === 'StarExpr'
      )
        e = e.x;
      else if (e.kind === 'SliceExpr') e = e.x;
      else break;
    }
    if (e.kind !== 'Ident') return undefined;
    const o = info.uses.get(e);
    return o !== undefined && o.kind === 'var' ? o : undefined;
  };
  const mark = (e: Expr | undefined) => {
    if (e === undefined) return;
    const v = rootVar(e);
    if (v !== undefined) touched.add(v);
  };
  const visit = (n: any): void => {
    if (!leaf || n === null || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      for (const c of n) visit(c);
      return;
    }
    switch (n.kind) {
      case 'FuncLit':
      case 'GoStmt':
      case 'DeferStmt':
      case 'SendStmt':
      case 'SelectStmt':
        leaf = false;
        return;
      case 'UnaryExpr':
        if (n.op === '<-') {
          leaf = false;
          return;
        }
        if (n.op === '&') mark(n.x);
        break;
      case 'CallExpr': {
        const tv = info.types.get(n.fun);
        let f = n.fun;
        while (f.kind === 'ParenExpr') f = f.x;
        const isBuiltin = f.kind === 'Ident' && info.uses.get(f)?.kind === 'builtin';
        if (tv?.mode !== 'typexpr' && !isBuiltin) {
          leaf = false;
          return;
        }
        break;
      }
      case 'SelectorExpr': {
        const sel = info.selections.get(n);
        if (sel !== undefined && sel.kind !== 'fieldval') mark(n.x);
        break;
      }
      case 'SliceExpr':
        mark(n.x);
        break;
      case 'AssignStmt':
        for (const l of n.lhs) mark(l);
        break;
      case 'IncDecStmt':
        mark(n.x);
        break;
      case 'RangeStmt':
        if (n.tok === '=') {
          mark(n.key);
          mark(n.value);
        }
        break;
    }
    for (const k in n) {
      if (k === 'pos' || k === 'end') continue;
      const c = n[k];
      if (c !== null && typeof c === 'object') visit(c);
    }
  };
  visit(d.body);
  if (!leaf) return null;
  const ro = vars.map((v) => v !== null && !touched.has(v));
  return { recv: nrecv > 0 && ro[0], params: ro.slice(nrecv) };
}

/** Does expression `e` use any of the objects in `objs`? */
function mentionsAny(e: Expr, objs: Set<unknown>, info: Info): boolean {
  let found = false;
  const visit = (n: any): void => {
    if (found || n === null || typeof n !== 'object') return;
    if (Array.isArray(n)) {
      for (const c of n) visit(c);
      return;
    }
    if (n.kind === 'Ident' && objs.has(info.uses.get(n))) {
      found = true;
      return;
    }
    for (const k in n) {
      if (k === 'pos' || k === 'end') continue;
      const c = n[k];
      if (c !== null && typeof c === 'object') visit(c);
    }
  };
  visit(e);
  return found;
}

function containsNode(root: any, target: any): boolean {
  let found = false;
  const visit = (n: any): void => {
    if (found || n === null || typeof n !== 'object') return;
    if (n === target) {
      found = true;
      return;
    }
    if (Array.isArray(n)) {
      for (const c of n) visit(c);
      return;
    }
    for (const k in n) {
      if (k === 'pos' || k === 'end') continue;
      const c = n[k];
      if (c !== null && typeof c === 'object') visit(c);
    }
  };
  visit(root);
  return found;
}

function unparenExpr(e: Expr): Expr {
  while (e.kind === 'ParenExpr') e = e.x;
  return e;
}

function isNilIdent(e: Expr, info: Info): boolean {
  const u = unparenExpr(e);
  return u.kind === 'Ident' && info.uses.get(u)?.kind === 'nil';
}

/** Expressions that produce a new struct/array value (no copy needed when stored). */
function isFresh(e: Expr): boolean {
  const u = unparenExpr(e);
  return u.kind === 'CompositeLit' || u.kind === 'CallExpr' || u.kind === 'BinaryExpr';
}

function isIntKind(k: string): boolean {
  return (
    k === 'int' ||
    k === 'int8' ||
    k === 'int16' ||
    k === 'int32' ||
    k === 'int64' ||
    k === 'uint' ||
    k === 'uint8' ||
    k === 'uint16' ||
    k === 'uint32' ||
    k === 'uint64' ||
    k === 'uintptr'
  );
}

function isNumericKind(k: string): boolean {
  return isIntKind(k) || k === 'float32' || k === 'float64' || k === 'complex64' || k === 'complex128';
}

function defaultRType(v: ConstValue): RType {
  switch (v.kind) {
    case 'bool':
      return basicTypes.get('bool')!;
    case 'string':
      return tString;
    case 'int':
      return tInt;
    case 'float':
      return basicTypes.get('float64')!;
    case 'complex':
      return basicTypes.get('complex128')!;
    default:
      return tEmptyInterface;
  }
}

/** The default type of an untyped constant value (for constants the checker left untyped). */
function constDefaultType(v: ConstValue): Type {
  switch (v.kind) {
    case 'bool':
      return Typ.bool;
    case 'string':
      return Typ.string;
    case 'float':
      return Typ.float64;
    case 'complex':
      return Typ.complex128;
    default:
      return Typ.int;
  }
}

function hasTypeParams(e: Expr): boolean {
  if (e.kind === 'StarExpr') return hasTypeParams(e.x);
  return e.kind === 'IndexExpr' || e.kind === 'IndexListExpr';
}

function recvNamed(m: Func): { typeParams?: TypeParam[] } | undefined {
  const r = m.type.recv;
  if (r === undefined) return undefined;
  let t = unalias(r.type);
  if (t.kind === 'pointer') t = unalias(t.elem);
  if (t.kind !== 'named') return undefined;
  return (t.origin ?? t) as any;
}

/**
 * A generic type, instantiated (`B[int]`) or named inside its own methods, where the checker may
 * record the origin itself (`B` with its type parameters) as the receiver's type: its methods must
 * come from the instantiation's method table, compiled with the type arguments bound.
 */
function isGenericNamed(t: Type): boolean {
  const u = unalias(t);
  if (u.kind !== 'named') return false;
  return (u.typeArgs?.length ?? 0) > 0 || (u.typeParams?.length ?? 0) > 0;
}

function fieldTypeAt(t: Type, path: number[]): Type {
  let cur = t;
  for (const i of path) {
    let u = coreOf(cur);
    if (u.kind === 'pointer') u = coreOf(u.elem);
    cur = (u as any).fields[i].type;
  }
  return cur;
}

export { isAggregate, sliceOf, tUint8 };

/** runtime.maxAlloc on 64-bit Linux. */
const maxAlloc = 2 ** 48;
/** Above this many elements a slice cannot be a JS array here: reported as Go's out-of-memory. */
const maxSliceElems = 2 ** 27;

/** runtime.throw("out of memory"): what gc prints when an allocation cannot be satisfied. */
export function outOfMemory(): never {
  throw new FatalError('fatal error: runtime: out of memory\n', 2);
}

/** A package's qualifier in gc's symbol names: `main` for the main package, else the import path. */
function gcPkgName(unit: { name: string; path: string }): string {
  return unit.name === 'main' ? 'main' : unit.path;
}

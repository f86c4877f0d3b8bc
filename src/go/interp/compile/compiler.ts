// The compiler's state and its shared helpers (positions, types, function holders). Translation
// itself is split by phase into the modules beside this one, each a set of `(C: Compiler, …)`
// functions: program.ts (packages, functions), vars.ts, expr.ts, call.ts, builtin.ts, stmt.ts,
// loop.ts, assign.ts; gen.ts adds the generator twins. The phases reach each other through the
// entry points at the end of the class, so that no phase module imports another (no import cycle).
// What the compiled closures call at run time lives in ../rt/.

import type {
  AssignStmt,
  BlockStmt,
  CallExpr,
  Expr,
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
  TypeSwitchStmt,
} from '../../syntax/ast.ts';
import { hasBody } from '../../syntax/lazy-body.ts';
import type { ConstValue } from '../../types/constant.ts';
import type { Info, Selection } from '../../types/info.ts';
import type { Func, Package, Signature, Type, TypeParam, Var } from '../../types/types.ts';
import { coreOf } from '../escape.ts';
import { type FuncSym, recordFuncSym } from '../funcsym.ts';
import type { NativeRegistry } from '../native.ts';
import type { Ev } from '../ops.ts';
import { viaTwin } from '../rt/call.ts';
import type { RType } from '../rtype.ts';
import type { SelectCase } from '../sched.ts';
import type { CallSite } from '../state.ts';
import { TypeConverter, type TypeEnv } from '../typeconv.ts';
import { Cell } from '../values.ts';
import { WeakValueMap } from '../weak-values.ts';
import { containsNode } from './analysis.ts';
import { assign, incDec, lvalue } from './assign.ts';
import { builtin, builtinWithSlots, conversion } from './builtin.ts';
import { call, callArgs, callThunk, methodTarget } from './call.ts';
import {
  type CheckedPackage,
  CompileError,
  type FnCtx,
  type Holder,
  type LValue,
  type MethodTarget,
  type RuntimeLink,
  type St,
  type Unit,
  type VarInit,
} from './ctx.ts';
import type { DeferredInit } from './deferred-init.ts';
import {
  addrOf,
  arrayOperand,
  expr,
  fieldPath,
  fieldRef,
  index,
  indexKind,
  indexOperand,
  intExpr,
  typeAssert,
} from './expr.ts';
import { constDefaultType } from './kinds.ts';
import { forStmt, freshLoopVarSlots, rangeStmt, rangeTarget } from './loop.ts';
import {
  type CompiledPackage,
  closureName,
  collectParams,
  compileFuncDecl,
  compileProgram,
  gcPkgName,
  keptDecls,
  makeFunctionInner,
  methodBody,
  nativeFor,
  type ProgramParts,
  readOnlyLeaf,
} from './program.ts';
import { block, caseMatcher, selectParts, stmt, typeSwitchArms } from './stmt.ts';
import {
  constValue,
  convertValue,
  declareLocal,
  plainLocal,
  slotOf,
  tupleElemConv,
  valueTo,
  valueToRT,
  varInit,
  varLoad,
  varStore,
} from './vars.ts';

/** Registry functions (lazily compiled packages) that programs of this process compiled when called. */
const usedRegistry = new Set<Func>();
let ahead = false;
let registryCompiles = 0;

/** How many registry function bodies this process has compiled so far (tests). */
export function registryCompileCount(): number {
  return registryCompiles;
}

/**
 * Runs `build` so that the programs it compiles also compile the registry functions earlier
 * programs called (compileUsedRegistry): for a build made while the learner pauses typing, so
 * that the Check that follows does not compile them while the learner waits.
 */
export function compilingAhead<T>(build: () => T): T {
  const was = ahead;
  ahead = true;
  try {
    return build();
  } finally {
    ahead = was;
  }
}

/** Where a function's declaration is: the compiler finds its body there (Compiler.declOf). */
export interface DeclEntry {
  decl: FuncDecl;
  unit: Unit;
  file: string;
}

/**
 * Compiler.declOf: each declared function's declaration. A registry package declared from its kept
 * declarations (program.ts declarePackage) adds its functions as a table by object, read when one of
 * them is first asked for: a program calls few of a library's functions, and filling every
 * declaration of every package to list them was most of a cold grade's compile.
 */
export class DeclTable {
  readonly #own = new WeakMap<Func, DeclEntry>();
  readonly #lazy = new WeakMap<
    Package,
    { funcs: ReadonlyMap<Func, FuncDecl>; files: ReadonlyMap<Func, string>; unit: Unit }
  >();

  get(obj: Func): DeclEntry | undefined {
    const e = this.#own.get(obj);
    if (e !== undefined || obj.pkg === undefined) return e;
    const lazy = this.#lazy.get(obj.pkg);
    const decl = lazy?.funcs.get(obj);
    if (decl === undefined) return undefined;
    const entry = { decl, unit: lazy!.unit, file: lazy!.files.get(obj) ?? '' };
    this.#own.set(obj, entry);
    return entry;
  }

  has(obj: Func): boolean {
    return this.get(obj) !== undefined;
  }

  set(obj: Func, entry: DeclEntry): void {
    this.#own.set(obj, entry);
  }

  /** Declares the functions of package `pkg` (of `unit`): `funcs` by object, with their files' names. */
  setPackage(
    pkg: Package,
    unit: Unit,
    funcs: ReadonlyMap<Func, FuncDecl>,
    files: ReadonlyMap<Func, string>,
  ): void {
    this.#lazy.set(pkg, { funcs, files, unit });
  }
}

/**
 * The compiler of one package registry in one mode (generator or not), kept for the process: what it
 * compiled for one program serves the next (program.ts compileAll keeps each package's compiled form
 * by its check, CompiledPackage). Its tables are keyed by the checker's objects, weakly, so that the
 * packages of programs no longer built or run go with their checks.
 */
export class Compiler {
  readonly conv = new TypeConverter();
  readonly boxed = new WeakSet<Var>();
  /** Variables a `for k, v := range` defines: loaded from memory gc does not track (call.ts unknownIfaceFault). */
  readonly rangeVars = new WeakSet<Var>();
  readonly globals = new WeakMap<Var, Cell>();
  /** Package variables initialised at their first use (deferred-init.ts). */
  readonly deferredInits = new WeakMap<Var, DeferredInit>();
  readonly holders = new WeakMap<Func, Holder>();
  /** Holders of generic functions' instantiations, by origin and type arguments. */
  readonly instanceHolders = new WeakValueMap<string, Holder>();
  readonly declOf = new DeclTable();
  /** Each package's compiled form, by its check (program.ts compileAll). */
  readonly packages = new WeakMap<Info, CompiledPackage>();
  /** Per name, the latest check's type of each program package, and each registry type used. */
  readonly typeByName = new Map<string, RType>();
  /** Registry packages' declared types by `path.Name`, converted into typeByName on first use. */
  readonly declaredTypes = new Map<string, Type>();
  /** The same, per registry package declared from its kept declarations (program.ts declarePackage): by name. */
  readonly declaredTypesOf = new Map<string, ReadonlyMap<string, Type>>();
  unit!: Unit;
  file = '';
  /** The innermost file a compile failed in (inUnit), until compileProgram reports it. */
  failedIn: string | undefined;
  readonly link: RuntimeLink;
  readonly natives: NativeRegistry;
  /** Generator mode: the program starts goroutines, so functions also get resumable twins ($g). */
  readonly genMode: boolean;
  /** Compiling a trampolined twin (rt/deep.ts): every Go call is a yield point (gen.ts mayBlock). */
  deep = false;
  /**
   * Generator mode: Go functions that may park (others run synchronously even in goroutines). A
   * function's answer depends on the functions it calls, so on its package and their imports, and
   * stays true for the function's checked object: the answers of every program compiled so far.
   */
  readonly blockingFuncs: WeakSet<object> | null;
  /**
   * Generator mode: Go functions that may run long (a loop, a goto, recursion, or a call of such a
   * function): once goroutines exist, generator code calls them through their twins (gen.ts genBlock).
   */
  readonly longFuncs: WeakSet<object> | null;
  /**
   * Compiling the preemptible variant of a statement (gen.ts genBlock): loops and calls of
   * longFuncs count as blocking (gen.ts mayBlock), so they run as generators that yield at their
   * preemption points.
   */
  preemptive = false;
  /** While hoisting blocking sub-expressions (gen.ts): expression → frame slot holding its value. */
  readonly subst = new Map<Expr, number>();

  /** The statement or expression being compiled (positions for internal errors). */
  at: { pos: Pos } | null = null;
  /** Branches left to compile at their first execution (stmt.ts lazyBlock), and those compiled since. */
  readonly lazyBlocks = { deferred: 0, compiled: 0 };
  /** Frame contexts of package-variable initialisers, per package (program.ts: initCtx). */
  readonly initCtxs = new WeakMap<Unit, FnCtx>();
  /** gc's names of closures (program.ts: closureName). */
  readonly closureNames = new WeakMap<FuncLit, string>();
  /** gc's names of go/defer wrapper functions, null for a statement without one (call.ts goDeferWrapper). */
  readonly goDeferNames = new WeakMap<object, string | null>();
  /** Read-only-leaf analyses of callees (program.ts: readOnlyLeaf). */
  readonly roCache = new WeakMap<object, { recv: boolean; params: boolean[] } | null>();
  readonly funcKeys = new WeakMap<Func, number>();
  private nextFuncKey = 1;
  /**
   * The run whose package variables the cells hold now (run.ts): a resident run keeps its values
   * aside while another program that shares packages with it runs.
   */
  stateOwner: { save(): void } | null = null;

  constructor(natives: NativeRegistry, link: RuntimeLink, genMode = false) {
    this.natives = natives;
    this.link = link;
    this.genMode = genMode;
    this.blockingFuncs = genMode ? new WeakSet() : null;
    this.longFuncs = genMode ? new WeakSet() : null;
    this.conv.methodProvider = (m, recv, env) => this.methodBody(m, recv, env);
    this.conv.recvReadOnly = (m) => this.readOnlyLeaf(m)?.recv === true;
  }

  // -------------------------------------------------------------------------------------------
  // Positions and errors

  /** A call position for R.sites (NativeContext.caller, panic traces). */
  site(n: { pos: Pos; lparen?: Pos }, cx: FnCtx, entry = false): CallSite {
    const traceLine = n.lparen?.line ?? n.pos.line;
    const noArgs = cx.noArgs;
    const { file, unit } = this;
    const toolchain = unit.toolchain;
    const func = cx.frameName ?? cx.fname;
    return { file, line: n.pos.line, col: n.pos.col, func, entry, traceLine, noArgs, toolchain };
  }

  fileOf(p: CheckedPackage, e: Expr): string {
    const known = initFiles(p).get(e);
    if (known !== undefined) return known;
    for (const f of p.files)
      if (e.pos.offset >= f.pos.offset && e.pos.offset <= f.end.offset) {
        // Positions are per file; pick the file whose declarations contain the expression object.
        if (containsNode(f, e)) return f.filename;
      }
    return p.files[0]?.filename ?? '';
  }

  typeOf(pkgPath: string, name: string): RType {
    const key = `${pkgPath}.${name}`;
    let t = this.typeByName.get(key);
    if (t === undefined) {
      const declared = this.declaredTypes.get(key) ?? this.declaredTypesOf.get(pkgPath)?.get(name);
      if (declared === undefined) throw new Error(`interp: no type ${pkgPath}.${name}`);
      t = this.conv.rtype(declared, null);
      this.typeByName.set(key, t);
    }
    return t;
  }

  globalCell(v: Var): Cell {
    let c = this.globals.get(v);
    if (c === undefined) {
      c = new Cell(null);
      this.globals.set(v, c);
    }
    return c;
  }

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

  typeOfExprDeref(e: Expr): Type {
    const t = this.typeOfExpr(e);
    const u = coreOf(t);
    return u.kind === 'pointer' ? u.elem : t;
  }

  findMethod(t: RType, name: string, at: Expr) {
    const m = t.methods.get(name) ?? t.ptrToThis?.methods.get(name);
    if (m === undefined) this.fail(at, `interp: method ${name} not found on ${t.String()}`);
    return m;
  }

  ptrTable(t: RType): RType {
    // A named type's method tables (T's and *T's, which makes *T) are filled when first read.
    t.fillMethods?.();
    return t.ptrToThis ?? t;
  }

  // -------------------------------------------------------------------------------------------
  // Functions

  holderFor(obj: Func): Holder {
    let h = this.holders.get(obj);
    if (h === undefined) {
      const d = this.declOf.get(obj);
      h = this.lazyHolder(() => {
        if (d === undefined) throw new Error(`interp: function ${obj.name} has no declaration`);
        if (d.unit.lazy) {
          usedRegistry.add(obj);
          registryCompiles++;
        }
        return this.inUnit(d, () => this.compileFuncDecl(d.decl, null));
      });
      // Kept once it stands: a function without its native fails again in the next program.
      if (d !== undefined && !hasBody(d.decl)) {
        h.fn = this.nativeFor(obj, d.unit, d.decl);
        recordFuncSym(h.fn, {
          name: `${gcPkgName(d.unit)}.${obj.name}`,
          file: d.file,
          line: d.decl.pos.line,
        });
      }
      this.holders.set(obj, h);
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
    } catch (e) {
      // the file a failure happened in, for the positioned error made after the unwinding
      this.failedIn ??= this.file;
      throw e;
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
      return viaTwin(c) ? yield* c.$g(...args) : c(...args);
    };
    stub.$t = (...args: any[]) => {
      const c = force();
      return c.$t !== undefined ? c.$t.apply(c, args) : syncTwin(c, args);
    };
    holder.fn = stub;
    return holder;
  }

  /** Holder for an instantiation of a generic function. */
  instanceHolder(obj: Func, targs: RType[]): Holder {
    const origin = obj.origin ?? obj;
    const key = `${this.funcKey(origin)}[${targs.map((t) => t.id).join(',')}]`;
    let h = this.instanceHolders.get(key);
    if (h === undefined) {
      const d = this.declOf.get(origin);
      if (d === undefined) throw new Error(`interp: generic function ${origin.name} has no declaration`);
      const tps = origin.type.typeParams ?? [];
      const env = new Map<TypeParam, RType>();
      for (let i = 0; i < tps.length; i++) env.set(tps[i], targs[i]);
      h = this.lazyHolder(() => this.inUnit(d, () => this.compileFuncDecl(d.decl, env)));
      this.instanceHolders.set(key, h);
    }
    return h;
  }

  funcKey(f: Func): number {
    let k = this.funcKeys.get(f);
    if (k === undefined) {
      k = this.nextFuncKey++;
      this.funcKeys.set(f, k);
    }
    return k;
  }

  // -------------------------------------------------------------------------------------------
  // Entry points of the phases (compile/*.ts), so that those modules call each other through the
  // compiler instead of importing each other.

  compileProgram(pkgs: CheckedPackage[]): ProgramParts {
    const parts = compileProgram(this, pkgs);
    if (ahead) this.compileUsedRegistry();
    return parts;
  }

  /**
   * Compiles now the registry functions that earlier programs of this process compiled when first
   * called (the same Func objects: registry packages are shared), so that a build made ahead of time
   * only runs. A function that does not compile is left to fail when called, as it would have.
   */
  private compileUsedRegistry(): void {
    for (const obj of [...usedRegistry]) {
      if (!this.declOf.has(obj)) continue;
      const stub = this.holderFor(obj).fn as { $force?: () => unknown };
      try {
        stub.$force?.();
      } catch {
        // compiled again, and reported, when the program calls it
      }
    }
  }

  closureName(e: FuncLit, cx: FnCtx): string {
    return closureName(this, e, cx);
  }

  methodBody(m: Func, _recv: RType, env: TypeEnv): (recv: any, ...args: any[]) => any {
    return methodBody(this, m, _recv, env);
  }

  nativeFor(obj: Func, unit: Unit, decl: FuncDecl): (...args: any[]) => any {
    return nativeFor(this, obj, unit, decl);
  }

  compileFuncDecl(d: FuncDecl, env: TypeEnv): (...args: any[]) => any {
    return compileFuncDecl(this, d, env);
  }

  collectParams(fields: { names: Ident[]; type: Expr }[], out: (Var | null)[], info: Info): void {
    collectParams(this, fields, out, info);
  }

  readOnlyLeaf(fn: Func): { recv: boolean; params: boolean[] } | null {
    return readOnlyLeaf(this, fn);
  }

  plainLocal(e: Expr, cx: FnCtx): number {
    return plainLocal(this, e, cx);
  }

  slotOf(v: Var, cx: FnCtx): number {
    return slotOf(this, v, cx);
  }

  declareLocal(v: Var, cx: FnCtx): number {
    return declareLocal(this, v, cx);
  }

  varLoad(v: Var, cx: FnCtx, at: Node): Ev {
    return varLoad(this, v, cx, at);
  }

  varStore(v: Var, cx: FnCtx, at: Node): (f: any[], x: any) => void {
    return varStore(this, v, cx, at);
  }

  varInit(v: Var, cx: FnCtx, ev: Ev): (f: any[]) => void {
    return varInit(this, v, cx, ev);
  }

  valueTo(e: Expr, target: Type, cx: FnCtx): Ev {
    return valueTo(this, e, target, cx);
  }

  convertValue(ev: Ev, from: RType, to: RType, fresh: boolean): Ev {
    return convertValue(this, ev, from, to, fresh);
  }

  tupleElemConv(call: Expr, i: number, target: Type, cx: FnCtx): (v: any) => any {
    return tupleElemConv(this, call, i, target, cx);
  }

  constValue(v: ConstValue, t: RType, at: Expr): any {
    return constValue(this, v, t, at);
  }

  expr(e: Expr, cx: FnCtx): Ev {
    return expr(this, e, cx);
  }

  makeFunctionInner(
    resultFields: { names: Ident[]; type: Expr }[],
    params: (Var | null)[],
    body: BlockStmt,
    sig: Signature,
    cx: FnCtx,
    sym?: FuncSym,
  ): { withEnv: (env: any[], slots: number[]) => (...args: any[]) => any } {
    return makeFunctionInner(this, resultFields, params, body, sig, cx, sym);
  }

  fieldPath(
    xev: Ev,
    recv: Type,
    index: number[],
    cx: FnCtx,
    site?: CallSite,
  ): { obj: Ev; key: string; ft: RType } {
    return fieldPath(this, xev, recv, index, cx, site);
  }

  /** Field selector `e` as object and key, faulting on a nil pointer where gc's access does. */
  fieldRef(
    e: SelectorExpr,
    sel: Selection,
    cx: FnCtx,
    extra: number | null,
  ): { obj: Ev; key: string; ft: RType } {
    return fieldRef(this, e, sel, cx, extra);
  }

  /** The operand of an index expression, with its element's fault address (see expr.ts). */
  arrayOperand(
    e: Expr & { kind: 'IndexExpr' },
    xk: string,
    cx: FnCtx,
    extra: number | null,
  ): { x: Ev; elemOff: number | null } {
    return arrayOperand(this, e, xk, cx, extra);
  }

  methodTarget(e: SelectorExpr, sel: Selection, cx: FnCtx, immediateCall = false): MethodTarget {
    return methodTarget(this, e, sel, cx, immediateCall);
  }

  addrOf(e: Expr, cx: FnCtx): Ev {
    return addrOf(this, e, cx);
  }

  intExpr(e: Expr, cx: FnCtx): Ev {
    return intExpr(this, e, cx);
  }

  indexOperand(e: Expr, cx: FnCtx): Ev {
    return indexOperand(this, e, cx);
  }

  index(e: Expr & { kind: 'IndexExpr' | 'IndexListExpr' }, cx: FnCtx): Ev {
    return index(this, e, cx);
  }

  indexKind(x: Expr, xt: Type, cx: FnCtx): 'slice' | 'array' | 'pointer' | 'basic' | 'map' | string {
    return indexKind(this, x, xt, cx);
  }

  typeAssert(e: Expr & { kind: 'TypeAssertExpr' }, cx: FnCtx, _commaOk: boolean): [Ev, Ev] {
    return typeAssert(this, e, cx, _commaOk);
  }

  call(e: CallExpr, cx: FnCtx): Ev {
    return call(this, e, cx);
  }

  callArgs(e: CallExpr, sig: Signature, cx: FnCtx, noCopy?: boolean[]): Ev[] {
    return callArgs(this, e, sig, cx, noCopy);
  }

  conversion(e: CallExpr, cx: FnCtx): Ev {
    return conversion(this, e, cx);
  }

  builtin(e: CallExpr, id: string, cx: FnCtx): Ev {
    return builtin(this, e, id, cx);
  }

  block(list: Stmt[], cx: FnCtx, out?: St[]): St {
    return block(this, list, cx, out);
  }

  stmt(s: Stmt, cx: FnCtx): St {
    return stmt(this, s, cx);
  }

  callThunk(call: Expr, cx: FnCtx, deferred = false, wrapper: string | null = null): (f: any[]) => () => any {
    return callThunk(this, call, cx, deferred, wrapper);
  }

  builtinWithSlots(call: CallExpr, id: string, slots: number[], cx: FnCtx): Ev {
    return builtinWithSlots(this, call, id, slots, cx);
  }

  forStmt(s: ForStmt, cx: FnCtx, label: string | null): St {
    return forStmt(this, s, cx, label);
  }

  freshLoopVarSlots(s: ForStmt, cx: FnCtx): number[] {
    return freshLoopVarSlots(this, s, cx);
  }

  rangeTarget(
    e: Expr | undefined,
    define: boolean,
    cx: FnCtx,
    from: RType,
    loopVarInits: VarInit[] | null = null,
    share = false,
  ): ((f: any[], v: any) => void) | null {
    return rangeTarget(this, e, define, cx, from, loopVarInits, share);
  }

  rangeStmt(s: RangeStmt, cx: FnCtx, label: string | null): St {
    return rangeStmt(this, s, cx, label);
  }

  caseMatcher(e: Expr, tagSlot: number, tagT: RType, cx: FnCtx): Ev {
    return caseMatcher(this, e, tagSlot, tagT, cx);
  }

  typeSwitchArms(s: TypeSwitchStmt, cx: FnCtx, getX: Ev): (f: any[]) => number {
    return typeSwitchArms(this, s, cx, getX);
  }

  selectParts(
    s: SelectStmt,
    cx: FnCtx,
  ): {
    prepare: (f: any[]) => { cases: SelectCase[]; hasDefault: boolean };
    finish: (f: any[], i: number, v: any, ok: boolean) => number;
    arms: { stmts: Stmt[] }[];
  } {
    return selectParts(this, s, cx);
  }

  lvalue(e: Expr, cx: FnCtx): LValue {
    return lvalue(this, e, cx);
  }

  assign(s: AssignStmt, cx: FnCtx): St {
    return assign(this, s, cx);
  }

  valueToRT(e: Expr, to: RType, cx: FnCtx): Ev {
    return valueToRT(this, e, to, cx);
  }

  incDec(s: Stmt & { kind: 'IncDecStmt' }, cx: FnCtx): St {
    return incDec(this, s, cx);
  }
}

/** A generator that makes a call without yielding (the trampoline's view of a function without a twin). */
// biome-ignore lint/correctness/useYield: the call is made synchronously.
function* syncTwin(fn: (...a: any[]) => any, args: any[]): Generator<never, any, any> {
  return fn(...args);
}

const initFileCache = new WeakMap<object, Map<Expr, string>>();

/**
 * The file of each package-level var initialiser (the expressions Info.initOrder names), so that
 * fileOf finds them without walking the files (positions are per file, so offsets cannot tell).
 */
function initFiles(p: CheckedPackage): Map<Expr, string> {
  // A registry package's are kept with its declarations (program.ts keptDecls).
  if (p.lazy === true) return keptDecls(p).inits;
  let m = initFileCache.get(p.info);
  if (m === undefined) {
    m = new Map();
    for (const f of p.files)
      for (const d of f.decls)
        if (d.kind === 'GenDecl' && d.tok === 'var')
          for (const s of d.specs) if (s.kind === 'ValueSpec') for (const v of s.values) m.set(v, f.filename);
    initFileCache.set(p.info, m);
  }
  return m;
}

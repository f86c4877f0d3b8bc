// Program level: packages in dependency order, package variable initialisers and init functions,
// function declarations and literals compiled to JS functions (frames, named results, defer,
// natives), with gc's symbol names for stack traces.

import type { BlockStmt, Expr, FuncDecl, FuncLit, Ident, ValueSpec } from '../../syntax/ast.ts';
import { hasBody } from '../../syntax/lazy-body.ts';
import type { Info } from '../../types/info.ts';
import { hasKeptFact, keptFact } from '../../types/kept.ts';
import { type Func, type Signature, type Type, type TypeParam, under, type Var } from '../../types/types.ts';
import { findBoxedKept } from '../escape.ts';
import { flatBody } from '../flat.ts';
import { type FuncSym, recordFuncSym } from '../funcsym.ts';
import { computeCallFacts, genBlock, mayBlock, mayRunLong } from '../gen.ts';
import { perIterationLoopVars } from '../langver.ts';
import { Blocked } from '../native.ts';
import type { Ev } from '../ops.ts';
import { GoPanic, isForeignPanic } from '../panic.ts';
import { makeDeepEntry, makeEntry, makeGenEntry } from '../rt/call.ts';
import { type DeepFrame, deepCall } from '../rt/deep.ts';
import { runDefers } from '../rt/defer.ts';
import type { RType } from '../rtype.ts';
import { budgetExceeded, R, stackOverflow } from '../state.ts';
import type { TypeEnv } from '../typeconv.ts';
import { Cell, Slice, zero } from '../values.ts';
import { analyseLeaf, bodyShape, containsKind, hasTypeParams } from './analysis.ts';
import { tupleOf } from './assign.ts';
import type { Compiler } from './compiler.ts';
import { type CheckedPackage, CompileError, FnCtx, NeedPark, type St, type Unit } from './ctx.ts';
import { DeferredInit, deferrable } from './deferred-init.ts';
import { recvNamed } from './kinds.ts';
import { reachesGoroutine } from './reach.ts';

/** The frame R.frames records for a function whose variables cannot hold memory (see functionRunner). */
const NO_FRAME: any[] = [];

/**
 * Can a variable of type `t` keep memory alive (the memory budget's roots, mem.ts)? Numbers and
 * booleans cannot, nor structs of them; strings, pointers, slices, maps, arrays, interfaces,
 * functions, channels and type parameters can.
 */
function holdsMemory(t: Type, depth: number): boolean {
  const u = under(t);
  if (u.kind === 'basic')
    return u.info === 'string' || u.info === 'untyped string' || u.info === 'unsafe.Pointer';
  if (u.kind === 'struct' && depth < 8) return u.fields.some((f) => holdsMemory(f.type, depth + 1));
  return true;
}

/** A package's qualifier in gc's symbol names: `main` for the main package, else the import path. */
export function gcPkgName(unit: { name: string; path: string }): string {
  return unit.name === 'main' ? 'main' : unit.path;
}

/**
 * What compiling a package leaves, kept by the compiler for the package's check (Compiler.packages):
 * a later program with the same checked package (the workspace's next build, when neither the package
 * nor a package it imports changed) takes it as it is. Package state is not in it: the variables'
 * cells are set by each run (`zero`, then `inits`).
 */
export interface CompiledPackage {
  readonly unit: Unit;
  /** Its function declarations (methods included), for the call facts and the eager compile. */
  readonly funcs: [Func, { decl: FuncDecl; unit: Unit; file: string }][];
  /** Its package variables' cells, and the step that sets them to their zero values. */
  readonly cells: Cell[];
  readonly zero: Array<() => void>;
  /** Its variable initialisers (Info.initOrder), then its init functions in source order. */
  readonly inits: Array<() => void>;
  /** main.main's holder, in package main. */
  main: { fn: (...args: any[]) => any } | null;
}

/** One program's packages compiled: run order and state, on top of the compiler's shared code. */
export interface ProgramParts {
  packages: CompiledPackage[];
  /** Paths of the packages this compile compiled (the others' compiled forms were kept). */
  compiled: string[];
  mainFn: { fn: (...args: any[]) => any } | null;
}

export function compileProgram(C: Compiler, pkgs: CheckedPackage[]): ProgramParts {
  try {
    return compileAll(C, pkgs);
  } catch (e) {
    if (e instanceof CompileError) throw e;
    // Never crash the tool: an interpreter limitation becomes a positioned compile error.
    const msg = e instanceof Error ? e.message.replace(/^interp: /, '') : String(e);
    const file = C.failedIn || C.file;
    C.failedIn = undefined;
    throw new CompileError(file, C.at?.pos ?? { line: 1, col: 1, offset: 0 }, `cannot compile: ${msg}`);
  }
}

/**
 * Whether a program must be compiled in generator mode: a goroutine can start (reach.ts), not just
 * because it loads sync.
 */
export function needsGenMode(pkgs: CheckedPackage[]): boolean {
  // Does any file hold a `go` statement? Kept for registry packages (a walk of every file otherwise).
  // Every registry package's fact is derived (once, then kept), so that a snapshot written after any
  // run carries it whichever package was found first.
  const goStmt = (p: CheckedPackage) => p.files.some((f) => containsKind(f, 'GoStmt'));
  let gen = false;
  for (const p of pkgs) {
    if (p.lazy === true) gen = keptFact(p.info, 'goStmt', () => goStmt(p)) || gen;
    else if (!gen) gen = goStmt(p);
  }
  return gen && reachesGoroutine(pkgs);
}

/**
 * Compiles the packages of a program (dependencies first) whose compiled form the compiler does not
 * hold yet: a package's compiled form serves every program with the same checked package, since a
 * package checked again (it, or a package it imports, changed) is a new check. What a package's code
 * depends on outside it (the call facts of the functions it calls, the types it uses) comes from the
 * package and its imports alone, all of them the same checked packages.
 */
export function compileAll(C: Compiler, pkgs: CheckedPackage[]): ProgramParts {
  const packages: CompiledPackage[] = [];
  const fresh: [CheckedPackage, CompiledPackage][] = [];
  try {
    for (const p of pkgs) {
      let cp = C.packages.get(p.info);
      if (cp === undefined) {
        cp = declarePackage(C, p);
        C.packages.set(p.info, cp);
        fresh.push([p, cp]);
      }
      packages.push(cp);
    }
    // Generator mode: find the functions that may park before compiling any body.
    if (C.genMode && fresh.length > 0) {
      // A registry package whose facts are kept needs no list of its functions (declareKept).
      const kept = (cp: CompiledPackage) => cp.unit.lazy && hasKeptFact(cp.unit.info, 'callFacts');
      const facts = computeCallFacts(
        C,
        packages.flatMap((cp) => (kept(cp) ? [] : cp.funcs)),
        packages.filter(kept).map((cp) => cp.unit.info),
      );
      for (const f of facts.blocking) C.blockingFuncs!.add(f);
      for (const f of facts.long) C.longFuncs!.add(f);
    }
    for (const [p, cp] of fresh) compileInits(C, p, cp);
    // Eagerly compile every non-generic function so unsupported constructs surface at compile time.
    for (const [, cp] of fresh) {
      if (cp.unit.lazy) continue;
      for (const [obj, d] of cp.funcs) {
        if (!hasBody(d.decl) || d.decl.type.typeParams !== undefined) continue;
        if (d.decl.recv !== undefined) {
          const rt = d.decl.recv.list[0]?.type;
          if (rt !== undefined && hasTypeParams(rt)) continue;
        }
        if (d.decl.name.name === 'init' && d.decl.recv === undefined) continue;
        const stub: any = C.holderFor(obj).fn;
        if (stub.$force !== undefined) stub.$force();
      }
    }
  } catch (e) {
    // A package that did not compile is compiled again (and its error reported) by the next program.
    for (const [p] of fresh) C.packages.delete(p.info);
    throw e;
  }
  // The program's own main package comes last (dependencies first). go test of a main package
  // imports it into the generated test main, both `package main` with a `func main`: the test main's
  // runs (cmd/go/internal/load/test.go renames the package under test), never the command's.
  const main = packages.findLast((cp) => cp.main !== null);
  return {
    packages,
    compiled: fresh.map(([p]) => p.path),
    mainFn: main?.main ?? null,
  };
}

/**
 * What declaring a registry package needs of its declarations (declarePackage), found by one walk of
 * its files and kept with the package (types/kept.ts: a snapshot carries it), so that a later process
 * declares the package without filling each of its declarations, as a walk does: with the Kubernetes
 * snapshot that walk was most of a cold grade's compile.
 */
interface PackageDecls {
  /** Its function declarations (methods included) by their objects, in source order, and their files' names. */
  funcs: Map<Func, FuncDecl>;
  files: Map<Func, string>;
  /** Its package variables in source order, and each one's //go:embed (undefined without one). */
  vars: Var[];
  embeds: ValueSpec['embed'][];
  /** Its declared types (neither generic nor aliases) by name. */
  types: Map<string, Type>;
  /** Its variables' initial values' files (Compiler.fileOf). */
  inits: Map<Expr, string>;
}

/** Registry package `p`'s declarations (PackageDecls): kept, or found now and kept. */
export function keptDecls(p: CheckedPackage): PackageDecls {
  return keptFact(p.info, 'decls', () => packageDecls(p));
}

function packageDecls(p: CheckedPackage): PackageDecls {
  const out: PackageDecls = {
    funcs: new Map(),
    files: new Map(),
    vars: [],
    embeds: [],
    types: new Map(),
    inits: new Map(),
  };
  for (const file of p.files)
    for (const d of file.decls) {
      if (d.kind === 'FuncDecl') {
        const obj = p.info.defs.get(d.name);
        if (obj !== undefined && obj.kind === 'func') {
          out.funcs.set(obj, d);
          out.files.set(obj, file.filename);
        }
      } else if (d.kind === 'GenDecl' && d.tok === 'var') {
        for (const s of d.specs) {
          if (s.kind !== 'ValueSpec') continue;
          for (const id of s.names) {
            const v = p.info.defs.get(id);
            if (v === undefined || v.kind !== 'var') continue;
            out.vars.push(v);
            out.embeds.push(s.embed);
          }
          for (const v of s.values) out.inits.set(v, file.filename);
        }
      } else if (d.kind === 'GenDecl' && d.tok === 'type') {
        for (const s of d.specs) {
          if (s.kind !== 'TypeSpec' || s.typeParams !== undefined) continue;
          const tn = p.info.defs.get(s.name);
          if (tn !== undefined && tn.kind === 'typename' && tn.type !== undefined && s.assign === undefined)
            out.types.set(s.name.name, tn.type);
        }
      }
    }
  return out;
}

/**
 * A registry package declared from its kept declarations (packageDecls): its functions are found
 * when first asked for (Compiler.declOf), its types converted when first used (Compiler.typeOf),
 * and its list of functions made only if something walks it (computeCallFacts without kept facts).
 */
function declareKept(C: Compiler, p: CheckedPackage, unit: Unit): CompiledPackage {
  const d = keptDecls(p);
  // Found through a function's package (Func.pkg): without the package object, declared one by one.
  const pkg = p.types;
  if (pkg !== undefined) C.declOf.setPackage(pkg, unit, d.funcs, d.files);
  else for (const [f, decl] of d.funcs) C.declOf.set(f, { decl, unit, file: d.files.get(f) ?? '' });
  C.declaredTypesOf.set(p.path, d.types);
  let funcs: CompiledPackage['funcs'] | undefined;
  const cp: CompiledPackage = {
    unit,
    get funcs() {
      funcs ??= [...d.funcs.keys()].map((f) => [f, C.declOf.get(f)!]);
      return funcs;
    },
    cells: [],
    zero: [],
    inits: [],
    main: null,
  };
  findBoxedKept(p.files, p.info, C.boxed, true);
  for (let i = 0; i < d.vars.length; i++) {
    const v = d.vars[i];
    const cell = C.globalCell(v);
    const embedded = d.embeds[i];
    cp.cells.push(cell);
    // The variable's type is read when it is zeroed (not at all for one initialised on first use).
    cp.zero.push(
      embedded === undefined
        ? () => {
            cell.v = zero(C.conv.rtype(v.type, null));
          }
        : () => {
            cell.v = embeddedValue(C.conv.rtype(v.type, null), embedded);
          },
    );
  }
  return cp;
}

/** A package's declarations made known to the compiler: functions, variables' cells, types. */
function declarePackage(C: Compiler, p: CheckedPackage): CompiledPackage {
  const unit: Unit = {
    info: p.info,
    path: p.path,
    name: p.name,
    natives: C.natives.natives(p.path),
    lazy: p.lazy === true,
    toolchain: p.lazy === true || p.toolchain === true,
    perIterationLoopVars: perIterationLoopVars(p.goVersion),
  };
  if (unit.lazy) return declareKept(C, p, unit);
  const cp: CompiledPackage = { unit, funcs: [], cells: [], zero: [], inits: [], main: null };
  findBoxedKept(p.files, p.info, C.boxed, unit.lazy);
  for (const file of p.files) {
    for (const d of file.decls) {
      if (d.kind === 'FuncDecl') {
        const obj = p.info.defs.get(d.name);
        if (obj !== undefined && obj.kind === 'func') {
          const entry = { decl: d, unit, file: file.filename };
          C.declOf.set(obj, entry);
          cp.funcs.push([obj, entry]);
        }
      } else if (d.kind === 'GenDecl' && d.tok === 'var') {
        for (const s of d.specs) {
          if (s.kind !== 'ValueSpec') continue;
          for (const id of s.names) {
            const v = p.info.defs.get(id);
            if (v === undefined || v.kind !== 'var') continue;
            const cell = C.globalCell(v);
            const t = v.type;
            cp.cells.push(cell);
            const embedded = s.embed;
            cp.zero.push(
              embedded === undefined
                ? () => {
                    cell.v = zero(C.conv.rtype(t, null));
                  }
                : () => {
                    cell.v = embeddedValue(C.conv.rtype(t, null), embedded);
                  },
            );
          }
        }
      } else if (d.kind === 'GenDecl' && d.tok === 'type') {
        for (const s of d.specs) {
          if (s.kind !== 'TypeSpec' || s.typeParams !== undefined) continue;
          const tn = p.info.defs.get(s.name);
          if (tn !== undefined && tn.kind === 'typename' && tn.type !== undefined && s.assign === undefined) {
            const key = `${p.path}.${s.name.name}`;
            // A registry package's types are converted when first used (Compiler.typeOf): all of
            // them with their method tables were ~5% of `oplab grade`'s start.
            if (unit.lazy) C.declaredTypes.set(key, tn.type);
            else {
              C.unit = unit;
              C.file = file.filename;
              C.typeByName.set(key, C.conv.rtype(tn.type, null));
            }
          }
        }
      }
    }
  }
  return cp;
}

/**
 * A //go:embed variable's value (build/embed.ts), as gc writes it into the binary's data
 * (cmd/compile/internal/staticdata/embed.go WriteEmbed): the file's bytes for a string or []byte; for
 * an embed.FS, its `files *[]file` pointing at one {name, data, hash} per file. The hash (a truncated
 * SHA-256 nothing in embed reads) stays zero.
 */
function embeddedValue(t: RType, e: NonNullable<ValueSpec['embed']>): any {
  if (e.kind === 'string') return e.files[0]?.data ?? '';
  if (e.kind === 'bytes') {
    const data = e.files[0]?.data ?? '';
    const b = new Uint8Array(data.length);
    for (let i = 0; i < data.length; i++) b[i] = data.charCodeAt(i);
    return Slice.of(b);
  }
  const fs = zero(t);
  const field = t.fields[0];
  const fileT = field.type.elem!.elem!;
  const files = e.files.map((f) => {
    const v = zero(fileT);
    v[fileT.fields[0].key] = f.name;
    v[fileT.fields[1].key] = f.data;
    return v;
  });
  fs[field.key] = new Cell(Slice.of(files));
  return fs;
}

/** A package's variable initialisers (Info.initOrder), then its init functions in source order. */
/**
 * How a registry package initialises, kept with it (types/kept.ts): which of its initialisers may
 * wait for their variable's first use, and its init functions in source order with their files. A
 * start from a snapshot then neither classifies the initialisers again nor walks every declaration
 * of every file for `init`: those walks filled most of the snapshot objects hello world read
 * (1,651 of 1,926).
 */
interface InitPlan {
  /** Per Info.initOrder entry: deferred-init.ts `deferrable` of its value. */
  deferrable: boolean[];
  initFuncs: { decl: FuncDecl; file: string }[];
}

function initPlan(p: CheckedPackage): InitPlan {
  const plan: InitPlan = {
    deferrable: p.info.initOrder.map((init) => init.lhs.length === 1 && deferrable(p.info, init.rhs)),
    initFuncs: [],
  };
  for (const file of p.files)
    for (const d of file.decls)
      if (d.kind === 'FuncDecl' && d.recv === undefined && d.name.name === 'init' && d.body !== undefined)
        plan.initFuncs.push({ decl: d, file: file.filename });
  return plan;
}

function compileInits(C: Compiler, p: CheckedPackage, cp: CompiledPackage): void {
  const unit = cp.unit;
  C.unit = unit;
  const plan = unit.lazy ? keptFact(p.info, 'initPlan', () => initPlan(p)) : undefined;
  const initOrder = p.info.initOrder;
  for (let i = 0; i < initOrder.length; i++) {
    const init = initOrder[i];
    const file = C.fileOf(p, init.rhs);
    C.unit = unit;
    C.file = file;
    const lhs = init.lhs;
    if (
      unit.toolchain &&
      (plan !== undefined ? plan.deferrable[i] : lhs.length === 1 && deferrable(p.info, init.rhs))
    ) {
      // Initialised at its first use (deferred-init.ts).
      const v = lhs[0];
      const rhs = init.rhs;
      const cell = C.globalCell(v);
      const d = new DeferredInit(cell, () =>
        C.inUnit({ unit, file }, () => {
          const cx = initCtx(C, unit);
          return { ev: C.valueTo(rhs, v.type, cx), slots: () => cx.nslots };
        }),
      );
      C.deferredInits.set(v, d);
      // Armed in place of its zero value, which nobody reads (a variable's initialiser runs before
      // any reader gc orders after it): neither the zero nor its type's run-time form is made at
      // start, and a variable never used costs nothing.
      const at = cp.cells.indexOf(cell);
      const arm = () => {
        cell.v = d;
      };
      if (at >= 0) cp.zero[at] = arm;
      else cp.inits.push(arm);
      continue;
    }
    const cx = initCtx(C, unit);
    let step: (f: any[]) => void;
    if (lhs.length === 1) {
      const ev = C.valueTo(init.rhs, lhs[0].type, cx);
      const cell = C.globalCell(lhs[0]);
      step = (f) => {
        cell.v = ev(f);
      };
    } else {
      // `var v, ok = m[k]` (and x.(T), <-ch) take their comma-ok forms, as in a function.
      const ev = tupleOf(C, init.rhs, cx);
      const cells = lhs.map((v) => C.globalCell(v));
      const convs = lhs.map((v, j) => C.tupleElemConv(init.rhs, j, v.type, cx));
      step = (f) => {
        const r = ev(f);
        for (let j = 0; j < cells.length; j++) cells[j].v = convs[j](r[j]);
      };
    }
    const n = () => cx.nslots;
    cp.inits.push(() => {
      const f = new Array(n());
      R.frames[0] = f;
      // Its calls are made from the package's `init` frame (sites[0]), which traces list.
      R.varInit = true;
      try {
        step(f);
      } finally {
        R.varInit = false;
      }
    });
  }
  // init functions in source order (files in the order given). gc names them `init.0`, `init.1`,
  // ... across the package's files (cmd/compile/internal/noder/reader.go funcBody: `init.%d`), and
  // their closures `main.init.0.func1`.
  let initIndex = 0;
  if (plan !== undefined) {
    // A registry package is never the main package.
    for (const { decl, file } of plan.initFuncs) {
      C.unit = unit;
      C.file = file;
      const fn = compileFuncDecl(C, decl, null, `${gcPkgName(unit)}.init.${initIndex++}`);
      cp.inits.push(() => fn());
    }
    return;
  }
  for (const file of p.files) {
    for (const d of file.decls) {
      if (d.kind !== 'FuncDecl' || d.recv !== undefined) continue;
      if (d.name.name === 'init' && d.body !== undefined) {
        C.unit = unit;
        C.file = file.filename;
        const fn = compileFuncDecl(C, d, null, `${gcPkgName(unit)}.init.${initIndex++}`);
        cp.inits.push(() => fn());
      }
      if (d.name.name === 'main' && p.name === 'main' && d.body !== undefined) {
        const obj = p.info.defs.get(d.name) as Func;
        cp.main = C.holderFor(obj);
      }
    }
  }
}

/**
 * Frame context of package-variable initialisers: gc compiles them into the package's `init`, so
 * closures there are `main.init.func1`, ... numbered across the package.
 */
export function initCtx(C: Compiler, unit: Unit): FnCtx {
  let base = C.initCtxs.get(unit);
  if (base === undefined) {
    base = new FnCtx(null, null);
    base.fname = `${gcPkgName(unit)}.init`;
    C.initCtxs.set(unit, base);
  }
  const cx = new FnCtx(null, null);
  cx.fname = base.fname;
  cx.closures = base.closures;
  return cx;
}

/** The gc-style name of FuncDecl `d` of the current unit. */
export function funcDeclName(C: Compiler, d: FuncDecl): string {
  const pkg = gcPkgName(C.unit);
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

export function closureName(C: Compiler, e: FuncLit, cx: FnCtx): string {
  let n = C.closureNames.get(e);
  if (n === undefined) {
    const k = ++cx.closures.n;
    const outerIsClosure = cx.parent !== null;
    n = outerIsClosure ? `${cx.fname}.${k}` : `${cx.fname}.func${k}`;
    C.closureNames.set(e, n);
  }
  return n;
}

/** The JS function implementing method `m` for receiver type `recv` (compiled with `env`). */
export function methodBody(
  C: Compiler,
  m: Func,
  _recv: RType,
  env: TypeEnv,
): (recv: any, ...args: any[]) => any {
  const origin = m.origin ?? m;
  const d = C.declOf.get(origin);
  if (d === undefined) throw new Error(`interp: method ${m.name} has no declaration`);
  if (env === null) return C.holderFor(origin).fn;
  const u = C.unit;
  const file = C.file;
  C.unit = d.unit;
  C.file = d.file;
  try {
    if (!hasBody(d.decl)) return nativeFor(C, origin, d.unit, d.decl);
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
    return compileFuncDecl(C, d.decl, menv);
  } finally {
    C.unit = u;
    C.file = file;
  }
}

export function nativeFor(C: Compiler, obj: Func, unit: Unit, decl: FuncDecl): (...args: any[]) => any {
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
    C.file = C.declOf.get(obj)?.file ?? C.file;
    C.fail(decl.name, `missing function body (no native implementation for ${unit.path}.${key})`);
  }
  const link = C.link;
  // A native may return Blocked (native.ts): wait synchronously here, or park in generator code.
  const done = (r: any): any => {
    if (r instanceof Blocked) {
      link.sched.waitUntil(r.park.reason, r.park.ready);
      return r.resume();
    }
    return r;
  };
  // Fixed-arity wrappers for the common signatures: a rest parameter spread into the native made
  // an arguments array per call on the hottest natives (strconv.Itoa, fmt.Sprintf, Builder writes).
  // Call sites pass exactly the declaration's parameters (a variadic tail as one slice).
  let fn: any;
  switch (paramCount(obj.type as Signature)) {
    case 1:
      fn = (a: any) => {
        const saved = link.replay;
        link.replay = null;
        try {
          return done(impl(link.ctx, a));
        } finally {
          link.replay = saved;
        }
      };
      break;
    case 2:
      fn = (a: any, b: any) => {
        const saved = link.replay;
        link.replay = null;
        try {
          return done(impl(link.ctx, a, b));
        } finally {
          link.replay = saved;
        }
      };
      break;
    case 3:
      fn = (a: any, b: any, c: any) => {
        const saved = link.replay;
        link.replay = null;
        try {
          return done(impl(link.ctx, a, b, c));
        } finally {
          link.replay = saved;
        }
      };
      break;
    default:
      fn = (...args: any[]) => {
        const saved = link.replay;
        link.replay = null;
        try {
          return done(impl(link.ctx, ...args));
        } finally {
          link.replay = saved;
        }
      };
  }
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

/**
 * How many arguments a function takes, its receiver included: from its signature, not its
 * declaration's syntax, which a snapshot keeps in a segment until read (syntax/lazy-body.ts).
 */
function paramCount(sig: Signature): number {
  return (sig.recv !== undefined ? 1 : 0) + sig.params.vars.length;
}

/** Compile a FuncDecl to a JS function (receiver first for methods). */
export function compileFuncDecl(
  C: Compiler,
  d: FuncDecl,
  env: TypeEnv,
  name: string = funcDeclName(C, d),
): (...args: any[]) => any {
  const info = C.unit.info;
  const cx = new FnCtx(null, env);
  cx.fname = name;
  cx.noArgs = d.recv === undefined && d.type.params.list.length === 0;
  const params: Var[] = [];
  if (d.recv !== undefined) collectParams(C, d.recv.list, params, info);
  collectParams(C, d.type.params.list, params, info);
  const sig = (info.defs.get(d.name) as Func).type;
  const fn = makeFunctionInner(C, d.type.results?.list ?? [], params, d.body!, sig, cx).withEnv([], []);
  recordFuncSym(fn, { name, file: C.file, line: d.pos.line });
  return fn;
}

export function collectParams(
  _C: Compiler,
  fields: { names: Ident[]; type: Expr }[],
  out: (Var | null)[],
  info: Info,
): void {
  for (const f of fields) {
    if (f.names.length === 0) out.push(null);
    for (const n of f.names) {
      const v = info.defs.get(n);
      out.push(v !== undefined && v.kind === 'var' ? v : null);
    }
  }
}

/**
 * For a Go function whose body calls nothing (builtins and conversions aside), creates no
 * closures and never parks: which struct/array parameters (and receiver) it never modifies, takes
 * the address of, or slices. Nothing else can run while such a leaf executes, so its caller may
 * pass those values without copying them. null when the function does not qualify.
 */
export function readOnlyLeaf(C: Compiler, fn: Func): { recv: boolean; params: boolean[] } | null {
  const origin = fn.origin ?? fn;
  if (C.roCache.has(origin)) return C.roCache.get(origin)!;
  const d = C.declOf.get(origin);
  let result: { recv: boolean; params: boolean[] } | null = null;
  if (d !== undefined && d.decl.body !== undefined) result = analyseLeaf(d.decl, d.unit.info);
  C.roCache.set(origin, result);
  return result;
}

export function makeFunctionInner(
  C: Compiler,
  resultFields: { names: Ident[]; type: Expr }[],
  params: (Var | null)[],
  body: BlockStmt,
  sig: Signature,
  cx: FnCtx,
  /** A function literal's symbol (FuncForPC), kept on the deep twin its closures share. */
  sym?: FuncSym,
): { withEnv: (env: any[], slots: number[]) => (...args: any[]) => any } {
  cx.body = body;
  const paramSlots: number[] = [];
  const boxParams: number[] = [];
  for (const p of params) {
    const s = cx.alloc();
    paramSlots.push(s);
    if (p !== null) {
      cx.slots.set(p, s);
      if (C.boxed.has(p)) boxParams.push(s);
    }
  }
  const { run, runG, deepRun, preemptOnly } = functionRunner(C, resultFields, body, sig, cx, boxParams);
  let deepEntry: ((this: any, ...args: any[]) => DeepFrame) | null = null;
  return {
    withEnv: (env, slots) => {
      const nc = env.length;
      const entry: any =
        nc === 0
          ? makeEntry(paramSlots, cx, run)
          : makeEntry(paramSlots, cx, (f) => {
              for (let i = 0; i < nc; i++) f[slots[i]] = env[i];
              return run(f);
            });
      if (runG !== null) {
        entry.$g = makeGenEntry(paramSlots, cx, runG, env, slots);
        if (preemptOnly) entry.$pre = true;
      }
      if (deepEntry === null) {
        deepEntry = makeDeepEntry(paramSlots, cx, deepRun, slots);
        if (sym !== undefined) recordFuncSym(deepEntry, sym);
      }
      entry.$t = deepEntry;
      // The memory budget's measurement reaches captured values through the closure (mem.ts).
      if (nc > 0) entry.$env = env;
      return entry;
    },
  };
}

/** Body runner shared by declared functions and closures: results, defers, depth and budget. */
export function functionRunner(
  C: Compiler,
  resultFields: { names: Ident[]; type: Expr }[],
  body: BlockStmt,
  sig: Signature,
  cx: FnCtx,
  boxParams: number[],
): {
  run: (f: any[]) => any;
  runG: ((f: any[]) => Generator<any, any, any>) | null;
  deepRun: () => (f: any[]) => DeepFrame;
  preemptOnly: boolean;
} {
  // A closure met while compiling a deep twin or a preemptible statement (gen.ts genBlock) gets
  // ordinary bodies of its own.
  const outerDeep = C.deep;
  const outerPre = C.preemptive;
  C.deep = false;
  C.preemptive = false;
  try {
    return functionRunnerIn(C, resultFields, body, sig, cx, boxParams);
  } finally {
    C.deep = outerDeep;
    C.preemptive = outerPre;
  }
}

function functionRunnerIn(
  C: Compiler,
  resultFields: { names: Ident[]; type: Expr }[],
  body: BlockStmt,
  sig: Signature,
  cx: FnCtx,
  boxParams: number[],
) {
  const info = C.unit.info;
  cx.resultTypes = sig.results.vars.map((v) => C.rt(v.type, cx));
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
        const t = C.rt(v.type, cx);
        if (C.boxed.has(v)) resultInits.push((f) => (f[s] = new Cell(zero(t))));
        else resultInits.push((f) => (f[s] = zero(t)));
      }
    }
  }
  const shape = bodyShape(body);
  cx.hasDefer = shape.defer;
  cx.lazyBlocks = C.unit.lazy && cx.parent === null && !shape.numbered;
  if (cx.hasDefer) cx.deferSlot = cx.alloc();
  // A panic recovered before any return statement ran returns the results' zero values: unnamed
  // results live in f[0] (one value, or an array of them), which starts out as those.
  if (cx.hasDefer && !namedResults && cx.resultTypes.length > 0) {
    const rts = cx.resultTypes;
    resultInits.push(
      rts.length === 1 ? (f) => (f[0] = zero(rts[0])) : (f) => (f[0] = rts.map((t) => zero(t))),
    );
  }
  const ordinary: St[] = [];
  const bodySt = C.block(body.list, cx, ordinary);
  // A body that can neither park nor run long (no loop, goto or recursion: where a goroutine is
  // preempted, gen.ts genBlock) gets no generator twin: its generator would run exactly the
  // ordinary closures. Then a call through an interface or a func value from generator code
  // (invoke) is a plain call instead of a chain of generators. main keeps its twin: it runs as
  // goroutine 1 (run.ts).
  // A twin only for running long (preemptOnly) is called in a goroutine that runs nested (R.nested):
  // elsewhere the body need not yield, and its plain function is faster (gen.ts genCall, invoke).
  const parks = C.genMode && (cx.fname === 'main.main' || mayBlock(C, body));
  const preemptOnly = C.genMode && !parks && mayRunLong(C, body);
  const twin = parks || preemptOnly;
  // The variables' slots in the ordinary body, for the twin's statements to declare them in (twinOf).
  const ordinarySlots = twin ? new Map(cx.slots) : null;
  const named = cx.named;
  const boxedNamed = named?.map((n) => C.boxed.has(n.v)) ?? [];
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
  const where = C.where(body.pos);
  const entry = C.site(body, cx, true);
  // Where a frame's deferred calls run when its body ends without a return statement: the closing
  // brace (gc's deferreturn line); a return statement records its own line (compile/stmt.ts).
  const endSite = hasDefer ? C.site({ pos: body.rbrace }, cx) : entry;
  const atEnd = (depth: number): void => {
    if (R.sites[depth]?.ret !== true) R.sites[depth] = endSite;
  };
  // With lazy blocks, the variables they declare are not known yet: the frame is kept for the memory
  // budget's measurement (mem.ts) in case one holds memory.
  const rooted = hasDefer || cx.lazyBlocks || [...cx.slots.keys()].some((v) => holdsMemory(v.type, 0));
  // A generator call's entry and exit (gen-mode and deep-mode twins).
  const enter = (f: any[]): number => {
    const depth = ++R.depth;
    if (depth > R.maxDepth) stackOverflow(entry);
    if (--R.steps < 0) budgetExceeded(where);
    R.sites[depth] = entry;
    R.frames[depth] = rooted ? f : NO_FRAME;
    for (let i = 0; i < nbox; i++) f[boxParams[i]] = new Cell(f[boxParams[i]]);
    for (let i = 0; i < ninit; i++) resultInits[i](f);
    return depth;
  };
  const leave = (f: any[], depth: number): any => {
    R.depth = depth - 1;
    return collect === null ? f[0] : collect(f);
  };
  // A generator runner around a body twin: the gen-mode twin (bodyG) and the deep-mode twin.
  const genRunner = (body: (f: any[]) => Generator<any, any, any>) =>
    function* (f: any[]): Generator<any, any, any> {
      const depth = enter(f);
      if (!hasDefer) {
        yield* body(f);
        return leave(f, depth);
      }
      f[deferSlot] = [];
      let p: GoPanic | null = null;
      try {
        yield* body(f);
        atEnd(depth);
      } catch (e) {
        if (!(e instanceof GoPanic) || isForeignPanic(e)) throw e;
        p = e;
      }
      R.depth = depth;
      p = runDefers(f[deferSlot], p, depth);
      R.depth = depth - 1;
      if (p !== null) throw p;
      return collect === null ? f[0] : collect(f);
    };
  // Without defers, the body's twin is also the runner (one generator less a call).
  // Its top-level statements that need no generator run the ordinary body's closures (genBlock), so
  // its variables keep the ordinary slots: those closures and the statements compiled anew share them.
  const twinOf = () => {
    const outer = cx.redeclare;
    cx.redeclare = ordinarySlots;
    try {
      return hasDefer
        ? genRunner(genBlock(C, body.list, cx, null, ordinary))
        : genBlock(C, body.list, cx, { enter, leave }, ordinary);
    } finally {
      cx.redeclare = outer;
    }
  };
  const home = { unit: C.unit, file: C.file };
  // A registry function's twin is compiled at its first call (most are never called through it,
  // and grade compiles thousands); the program's own at once, so that its errors are compile errors.
  let runG: ((f: any[]) => Generator<any, any, any>) | null = null;
  if (twin && !C.unit.lazy) runG = twinOf();
  else if (twin) {
    let compiled: ((f: any[]) => Generator<any, any, any>) | null = null;
    runG = (f) => {
      if (compiled === null) {
        const saved = C.deep;
        const savedPre = C.preemptive;
        C.deep = false;
        C.preemptive = false;
        try {
          compiled = C.inUnit(home, twinOf);
        } finally {
          C.deep = saved;
          C.preemptive = savedPre;
        }
      }
      return compiled(f);
    };
  }
  // The trampolined twin (rt/deep.ts), compiled on the first call made past R.deepAt.
  let runT: ((f: any[]) => DeepFrame) | null = null;
  const deepRun = (): ((f: any[]) => DeepFrame) => {
    if (runT === null) {
      const saved = C.deep;
      C.deep = true;
      try {
        // Without defers, the body's twin is also the runner: a flat frame (flat.ts).
        runT = C.inUnit(home, () =>
          hasDefer ? genRunner(genBlock(C, body.list, cx)) : flatBody(C, body.list, cx, { enter, leave }),
        );
      } finally {
        C.deep = saved;
      }
    }
    return runT;
  };
  // Past R.deepAt: stack overflow at Go's limit, else the call continues on the trampoline.
  const deep = (f: any[]): any => {
    if (R.depth >= R.maxDepth) {
      R.depth++;
      stackOverflow(entry);
    }
    return deepCall(deepRun()(f));
  };
  const run = (f: any[]): any => {
    const depth = ++R.depth;
    if (depth > R.deepAt) {
      R.depth = depth - 1;
      return deep(f);
    }
    if (--R.steps < 0) budgetExceeded(where);
    R.sites[depth] = entry;
    // A frame that can only hold numbers is no root: storing undefined costs nothing, while
    // storing the (young) frame pays the JS collector's write barrier on every call.
    R.frames[depth] = rooted ? f : NO_FRAME;
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
      atEnd(depth);
    } catch (e) {
      if (!(e instanceof GoPanic) || isForeignPanic(e)) throw e;
      p = e;
    }
    R.depth = depth;
    p = runDefers(f[deferSlot], p, depth);
    R.depth = depth - 1;
    if (p !== null) throw p;
    return collect === null ? f[0] : collect(f);
  };
  return { run, runG, deepRun, preemptOnly };
}

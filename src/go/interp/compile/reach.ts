// Does a run reach a `go` statement? Generator mode (gen.ts) is what goroutines need and costs every
// program that has it: every function that may park gets a generator twin and main runs as one. A
// `go` statement somewhere in the loaded packages is not enough reason: every program importing fmt
// loads sync, whose WaitGroup.Go has one, and iter.Pull and context have their own. This walk says
// whether one can run: from main and the package initialisers, through every object a reachable
// declaration names (functions called or taken as values, types, variables, constants), every
// method of every type a reachable declaration names or whose values it can hold (a value's dynamic
// type is named somewhere reachable: a declaration, a signature, a field), and every function
// literal inside a reachable body. Methods are followed by type, not by name, so calls through
// interfaces, and the natives that call methods by name (fmt's String and Format, sort's Less,
// text/template, reflect), are covered. The answer may say yes where no goroutine ever starts;
// it says no only when no `go` statement can run.
import type { Decl, FuncDecl } from '../../syntax/ast.ts';
import { hasBody } from '../../syntax/lazy-body.ts';
import { walkObjects } from '../../syntax/objwalk.ts';
import type { Info } from '../../types/info.ts';
import { extendKeptSet, keptFact, keptFacts } from '../../types/kept.ts';
import type { Package, Type } from '../../types/types.ts';

/** Fields the walk does not follow. */
const SKIP: ReadonlySet<string> = new Set(['pos', 'end', 'doc', 'comment']);

/**
 * Natives that start a goroutine of their own (interp/native.ts ctx.go): time's startTimer runs
 * AfterFunc's f as one (std/time/package.ts armTimer). Every timer goes through it, so any timer
 * keeps generator mode.
 */
const startsGoroutine = new Set(['time.startTimer']);

/**
 * Objects worth a reference: package-level ones, fields and methods. The universe's lead nowhere a
 * package's own do not, and a local variable's type comes from objects its declaration names.
 */
function followed(o: any): boolean {
  if (o.pkg === undefined) return false;
  switch (o.kind) {
    case 'func':
    case 'typename':
    case 'const':
      return true;
    case 'var':
      return o.isField || o.parent === o.pkg.scope;
    default:
      return false;
  }
}

/**
 * What one package's declarations name: for each function with a body, the objects its
 * declaration refers to (pairs in `edges`: function, object), the functions holding a `go`
 * statement (in a function literal too), and what the initialisers (init functions, package
 * variables) refer to. A registry package's facts are kept with it (types/kept.ts: in a snapshot
 * too, so a later process neither walks nor decodes its bodies again).
 */
interface ReachFacts {
  edges: object[];
  go: object[];
  roots: object[];
  rootGo: boolean;
}

function reachFacts(info: Info, files: { decls: Decl[] }[]): ReachFacts {
  const out: ReachFacts = { edges: [], go: [], roots: [], rootGo: false };
  const refs = (parts: unknown[], onRef: (o: object) => void): boolean => {
    const objs = new Set<object>();
    let go = false;
    walkObjects(parts, SKIP, (x: any) => {
      switch (x.kind) {
        case 'GoStmt':
          go = true;
          break;
        case 'Ident': {
          const o = info.uses.get(x);
          if (o !== undefined && followed(o)) objs.add(o);
          break;
        }
        case 'SelectorExpr': {
          const sel = info.selections.get(x);
          if (sel !== undefined) objs.add(sel.obj);
          break;
        }
      }
      return true;
    });
    for (const o of objs) onRef(o);
    return go;
  };
  for (const f of files) {
    for (const d of f.decls) {
      if (d.kind === 'FuncDecl') {
        if (!hasBody(d)) continue;
        const fn = d.recv === undefined && d.name.name === 'init' ? undefined : info.defs.get(d.name);
        if (fn === undefined) {
          if (refs([d.type, d.body], (o) => out.roots.push(o))) out.rootGo = true;
        } else if (refs([d.recv, d.type, d.body], (o) => out.edges.push(fn, o))) out.go.push(fn);
      } else if (d.kind === 'GenDecl' && d.tok === 'var') {
        if (refs(d.specs, (o) => out.roots.push(o))) out.rootGo = true;
      }
    }
  }
  return out;
}

/** Is a package outside the standard library (a dot in its path's first element, as go reads it)? */
const notStd = (path: string): boolean => path.split('/')[0].includes('.');

/**
 * May running the program start a goroutine? True when a `go` statement (or a native that starts a
 * goroutine) is reachable from main or a package initialiser; also true, without a walk, for a
 * program that loads packages outside the standard library (the Kubernetes packages start their
 * goroutines from natives and host code, and their runs are entered by the host: webhooks, resident
 * managers), and for one without a main function.
 */
export function reachesGoroutine(
  pkgs: {
    path: string;
    name: string;
    lazy?: boolean;
    info: Info;
    types?: Package;
    files: { decls: Decl[] }[];
  }[],
): boolean {
  if (pkgs.some((p) => notStd(p.path))) return true;
  const main = pkgs.find((p) => p.name === 'main');
  const mainDecl = main?.files
    .flatMap((f) => f.decls)
    .find((d): d is FuncDecl => d.kind === 'FuncDecl' && d.recv === undefined && d.name.name === 'main');
  const mainFn = mainDecl === undefined ? undefined : main!.info.defs.get(mainDecl.name);
  if (mainFn === undefined) return true;
  // Each function's references, from its package's facts: a package's edges are read when the walk
  // first enters one of its functions (a function's edges are in its own package's facts), so that
  // the packages it meets only at objects known to be quiet (below) are never read.
  const refsOf = new Map<object, object[]>();
  const unread = new Map<object, ReachFacts>();
  const addEdges = (f: ReachFacts): void => {
    for (let i = 0; i < f.edges.length; i += 2) {
      let list = refsOf.get(f.edges[i]);
      if (list === undefined) refsOf.set(f.edges[i], (list = []));
      list.push(f.edges[i + 1]);
    }
  };
  const goFns = new Set<object>();
  const roots: object[] = [mainFn];
  for (const p of pkgs) {
    const f =
      p.lazy === true
        ? keptFact(p.info, 'reachFacts', () => reachFacts(p.info, p.files))
        : reachFacts(p.info, p.files);
    if (f.rootGo) return true;
    for (const o of f.roots) roots.push(o);
    for (const o of f.go) goFns.add(o);
    if (p.types !== undefined) unread.set(p.types, f);
    else addEdges(f);
  }
  const read = new Set<object>();
  const refsOfFn = (fn: any): object[] | undefined => {
    const pkg = fn.pkg;
    const f = unread.get(pkg);
    if (f !== undefined) {
      unread.delete(pkg);
      read.add(pkg);
      addEdges(f);
    } else if (pkg !== undefined && !read.has(pkg) && unread.size > 0) {
      // A package object none of pkgs names: every package's edges, as before they were read lazily.
      for (const g of unread.values()) addEdges(g);
      unread.clear();
    }
    return refsOf.get(fn);
  };
  // Registry objects known to reach no `go` statement (QUIET): the walk does not enter them.
  const registry = new Map<Package, Info>();
  for (const p of pkgs) if (p.lazy === true && p.types !== undefined) registry.set(p.types, p.info);
  const quietIn = (o: any): ReadonlySet<object> | undefined => {
    const info = o.pkg === undefined ? undefined : registry.get(o.pkg);
    return info === undefined ? undefined : (keptFacts(info)?.get(QUIET) as ReadonlySet<object> | undefined);
  };
  const seen = new Set<object>();
  const work: object[] = [];
  const push = (o: object | undefined): void => {
    if (o !== undefined && !seen.has(o)) {
      seen.add(o);
      if (quietIn(o)?.has(o) !== true) work.push(o);
    }
  };
  for (const o of roots) push(o);
  const types = new Set<Type>();
  const addType = (t: Type | undefined): void => {
    if (t === undefined || types.has(t)) return;
    types.add(t);
    switch (t.kind) {
      case 'named': {
        const origin = t.origin ?? t;
        push(origin.obj);
        for (const m of origin.methods) push(m);
        for (const a of t.typeArgs ?? []) addType(a);
        addType(origin.underlyingType);
        break;
      }
      case 'alias':
        push(t.obj);
        addType(t.rhs);
        for (const a of t.typeArgs ?? []) addType(a);
        break;
      case 'pointer':
      case 'slice':
      case 'array':
      case 'chan':
        addType(t.elem);
        break;
      case 'map':
        addType(t.key);
        addType(t.elem);
        break;
      case 'struct':
        for (const f of t.fields) addType(f.type);
        break;
      case 'interface':
        for (const m of t.methods) addType(m.type);
        for (const e of t.embeddeds) addType(e);
        break;
      case 'signature':
        for (const v of t.params.vars) addType(v.type);
        for (const v of t.results.vars) addType(v.type);
        break;
      case 'tuple':
        for (const v of t.vars) addType(v.type);
        break;
      case 'union':
        for (const term of t.terms) addType(term.type);
        break;
      case 'typeparam':
        addType(t.constraint);
        break;
    }
  };
  while (work.length > 0) {
    const o: any = work.pop();
    switch (o.kind) {
      case 'func': {
        const fn = o.origin ?? o;
        if (fn !== o) push(fn);
        addType(o.type);
        if (goFns.has(fn)) return true;
        const refs = refsOfFn(fn);
        if (refs !== undefined) for (const x of refs) push(x);
        else if (fn.pkg !== undefined && startsGoroutine.has(`${fn.pkg.path}.${fn.name}`)) return true;
        break;
      }
      case 'typename':
      case 'var':
      case 'const':
        addType(o.type);
        break;
    }
  }
  keepQuiet(seen, registry);
  return false;
}

/**
 * Kept fact of a registry package: its objects whose closure (what the walk above reaches from
 * them) holds no `go` statement. A registry object names only objects of the packages it imports,
 * which every program that has it loads too, and methods are followed by type, so the closure is
 * the same in every program: a walk that found no `go` statement learns it for every registry
 * object it saw, and a later program's walk (hello world's, from the snapshot the bundle step fills)
 * stops at them instead of walking fmt's whole graph again. Instances of generic functions and their
 * fields are not kept: their types name the program's own. The set goes into the next snapshot
 * written for another reason (extendKeptSet), not into one of its own.
 */
const QUIET = 'reachesNoGoroutine';

function keepQuiet(seen: ReadonlySet<object>, registry: ReadonlyMap<Package, Info>): void {
  const byInfo = new Map<Info, object[]>();
  for (const o of seen as ReadonlySet<any>) {
    if (o.origin !== undefined && o.origin !== o) continue;
    const info = o.pkg === undefined ? undefined : registry.get(o.pkg);
    if (info === undefined) continue;
    let list = byInfo.get(info);
    if (list === undefined) byInfo.set(info, (list = []));
    list.push(o);
  }
  for (const [info, objs] of byInfo) extendKeptSet(info, QUIET, objs);
}

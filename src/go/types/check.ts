// The checker entry point: check one package from its parsed files (types2 Checker.Files).

import type { Expr, File } from '../syntax/ast.ts';
import type { Diagnostic } from '../syntax/pos.ts';
import { Checker, type CheckOptions, type Importer } from './checker.ts';
import { collectAliasMethods, installEnsureMethods, laterBodies, objDecl, setActiveChecker } from './decl.ts';
import { exportDataNames } from './exportdata.ts';
import { instanceMethods } from './infer.ts';
import type { Info, Initializer } from './info.ts';
import { monomorph } from './mono.ts';
import { collectObjects, unusedImports } from './resolver.ts';
import { type Obj, Package, type Var } from './types.ts';
import { universe } from './universe.ts';

installEnsureMethods(instanceMethods);

export interface CheckResult {
  pkg: Package;
  info: Info;
  /** Sorted by position (file, line, column), as gc prints them. */
  diagnostics: Diagnostic[];
  /** The same diagnostics in the order types2 reports them (gc applies its 10-error cap in this order). */
  reportOrder: Diagnostic[];
}

export function check(
  pkgPath: string,
  files: File[],
  importer: Importer,
  opts: CheckOptions = {},
): CheckResult {
  const name = files[0]?.name.name ?? 'main';
  const pkg = new Package(pkgPath, name, universe);
  pkg.registry = opts.registry === true;
  if (opts.graphImports !== undefined) pkg.graphImports = opts.graphImports;
  const c = new Checker(pkg, importer, opts);
  const prev = setActiveCheckerScoped(c);
  try {
    for (const f of files) {
      if (f.name.name !== name) {
        c.errorAt(c.srcPos(f.name.pos, f.filename), `package ${f.name.name}; expected package ${name}`);
      }
    }
    // gc's parser reported these already (syntax/branches.ts); they print with the type errors.
    for (const f of files) if (f.branchErrors) c.diags.push(...f.branchErrors);
    collectObjects(c, files);
    packageObjects(c);
    const bodies = laterBodies(c);
    for (let i = 0; i < bodies.length; i++) bodies[i]();
    // types2 checkFiles' order: initialization cycles are reported before unused imports (the
    // 10th error reported is where gc stops), and monomorph runs only if neither was found.
    c.info.initOrder = initOrder(c);
    unusedImports(c);
    c.recordUntyped();
    if (c.diags.length === 0) monomorph(c, c.mono);
  } catch (e) {
    // Never crash the tool: report the internal failure at the package clause as a diagnostic.
    const f = files[0];
    const msg = e instanceof Error ? e.message : String(e);
    c.diags.push({
      file: f?.filename ?? '',
      line: f?.name.pos.line ?? 1,
      col: f?.name.pos.col ?? 1,
      msg: `internal compiler error: ${msg}`,
    });
  } finally {
    setActiveChecker(prev);
  }
  pkg.complete = true;
  if (!pkg.registry) {
    let names: Set<string> | undefined;
    const info = c.info;
    pkg.exportData = () => (names ??= exportDataNames(pkg, files, info));
  }
  const reportOrder = c.diags;
  return { pkg, info: c.info, diagnostics: sortDiags(reportOrder), reportOrder };
}

let current: Checker | undefined;
function setActiveCheckerScoped(c: Checker): Checker | undefined {
  const prev = current;
  current = c;
  setActiveChecker(c);
  return prev;
}

function sortDiags(ds: Diagnostic[]): Diagnostic[] {
  return ds
    .map((d, i) => ({ d, i }))
    .sort((a, b) => {
      if (a.d.file !== b.d.file) return a.d.file < b.d.file ? -1 : 1;
      if (a.d.line !== b.d.line) return a.d.line - b.d.line;
      if (a.d.col !== b.d.col) return a.d.col - b.d.col;
      return a.i - b.i;
    })
    .map((x) => x.d);
}

/** Declare all package-level objects: non-alias types first, then aliases, then the rest (types2 packageObjects). */
function packageObjects(c: Checker): void {
  const objs = [...c.objMap.keys()];
  const isAlias = (o: Obj) => o.kind === 'typename' && !!c.objMap.get(o)?.tspec?.assign;
  for (const o of objs) if (o.kind === 'typename' && !isAlias(o)) objDecl(c, o);
  for (const o of objs) if (isAlias(o)) objDecl(c, o);
  collectAliasMethods(c);
  for (const o of objs) if (o.kind !== 'typename') objDecl(c, o);
}

/**
 * Package-level variable initialisation order (types2 initorder.go): a graph of the package's
 * constants, variables and functions with an edge to each package-level object a declaration uses;
 * functions are then taken out (their users depend on what they use), and the variables are emitted
 * by "the earliest in declaration order that is ready" (the spec's rule). Cycles among constants,
 * variables and functions are reported as gc does ("initialization cycle for x").
 */
interface InitNode {
  obj: Obj;
  order: number;
  succ: Set<InitNode>;
  pred: Set<InitNode>;
  ndeps: number;
  done: boolean;
}

function initOrder(c: Checker): Initializer[] {
  reportInitCycle(c);
  const nodes = new Map<Obj, InitNode>();
  for (const o of c.objMap.keys())
    if (o.kind === 'const' || o.kind === 'var' || o.kind === 'func')
      // Constants before everything else (types2 nodeQueue.Less, go.dev/issue/66575), then source order.
      nodes.set(o, {
        obj: o,
        order: (o.kind === 'const' ? 0 : 1 << 30) + nodes.size,
        succ: new Set(),
        pred: new Set(),
        ndeps: 0,
        done: false,
      });
  for (const n of nodes.values()) {
    // `a, b = f()`: every variable's declaration holds the one initialiser; its dependencies are
    // recorded on whichever was checked, so each takes them all (types2 shares one declInfo).
    const decl = c.objMap.get(n.obj)!;
    for (const v of decl.lhs ?? [n.obj])
      for (const d of c.objMap.get(v)!.deps) {
        const m = nodes.get(d);
        if (m === undefined) continue;
        n.succ.add(m);
        m.pred.add(n);
      }
  }
  // Cheapest functions first (types2 sorts by len(pred)*len(succ)); the resulting graph is the same.
  const funcs = [...nodes.values()].filter((n) => n.obj.kind === 'func');
  funcs.sort((a, b) => a.pred.size * a.succ.size - b.pred.size * b.succ.size);
  for (const n of funcs) {
    for (const p of n.pred) {
      if (p === n) continue;
      for (const s of n.succ) {
        if (s === n) continue;
        p.succ.add(s);
        s.pred.add(p);
      }
      p.succ.delete(n);
    }
    for (const s of n.succ) s.pred.delete(n);
    nodes.delete(n.obj);
  }
  // The ready nodes (no dependencies left) in a min-heap by declaration order.
  const ready: InitNode[] = [];
  const push = (n: InitNode) => {
    let i = ready.push(n) - 1;
    while (i > 0) {
      const up = (i - 1) >> 1;
      if (ready[up].order <= n.order) break;
      ready[i] = ready[up];
      i = up;
    }
    ready[i] = n;
  };
  const pop = (): InitNode => {
    const top = ready[0];
    const last = ready.pop()!;
    if (ready.length > 0) {
      let i = 0;
      for (;;) {
        let m = 2 * i + 1;
        if (m >= ready.length) break;
        if (m + 1 < ready.length && ready[m + 1].order < ready[m].order) m++;
        if (ready[m].order >= last.order) break;
        ready[i] = ready[m];
        i = m;
      }
      ready[i] = last;
    }
    return top;
  };
  for (const n of nodes.values()) {
    n.ndeps = n.succ.size;
    if (n.ndeps === 0) push(n);
  }
  const order: Initializer[] = [];
  const emitted = new Set<Expr>();
  for (let left = nodes.size; left > 0; left--) {
    let n: InitNode;
    if (ready.length > 0) n = pop();
    else {
      // A cycle (reported above): the node with the fewest dependencies left, then the earliest.
      n = [...nodes.values()]
        .filter((x) => !x.done)
        .reduce((a, b) => (b.ndeps < a.ndeps || (b.ndeps === a.ndeps && b.order < a.order) ? b : a));
    }
    n.done = true;
    for (const p of n.pred) if (!p.done && --p.ndeps === 0) push(p);
    const d = c.objMap.get(n.obj);
    if (n.obj.kind !== 'var' || d?.init === undefined || emitted.has(d.init)) continue;
    emitted.add(d.init);
    order.push({ lhs: d.lhs ?? [n.obj as Var], rhs: d.init });
  }
  return order;
}

/** types2 findPath: a dependency path from `from` back to `to` (reversed, as types2 builds it). */
function findPath(c: Checker, from: Obj, to: Obj, seen: Set<Obj>): Obj[] | undefined {
  if (seen.has(from)) return undefined;
  seen.add(from);
  const d = c.objMap.get(from);
  if (!d) return undefined;
  for (const dep of d.deps) {
    if (dep === to) return [dep];
    const p = findPath(c, dep, to, seen);
    if (p) return [...p, dep];
  }
  return undefined;
}

function reportInitCycle(c: Checker): void {
  const reported = new Set<Obj>();
  for (const o of c.objMap.keys()) {
    if ((o.kind !== 'const' && o.kind !== 'var') || reported.has(o)) continue;
    const cycle = findPath(c, o, o, new Set());
    if (!cycle) continue;
    for (const x of cycle) reported.add(x);
    if (cycle.length === 1) {
      c.errorAt(o.pos, `initialization cycle: ${o.name} refers to itself`);
      continue;
    }
    let obj: Obj = cycle[0];
    let msg = `initialization cycle for ${obj.name}`;
    for (let j = cycle.length - 1; j >= 0; j--) {
      msg += `\n\t${c.posString(obj.pos)}: ${obj.name} refers to`;
      obj = cycle[j];
    }
    msg += `\n\t${c.posString(obj.pos)}: ${obj.name}`;
    c.errorAt(cycle[0].pos, msg);
  }
}

export type { CheckOptions, Importer };

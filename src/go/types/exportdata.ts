// Which package-level names of a package gc writes to its export data, estimated from the source.
// An importer sees only those: for an unexported name in the export data types2 says `name x not
// exported by package p`, for any other `undefined: p.x`.
//
// gc's linker (cmd/compile/internal/noder/unified.go writeUnifiedExport, linker.go relocObj) starts
// from the exported objects and adds every object their declarations refer to (types, field and
// method signatures: all methods of a type that is written), and the objects the inline bodies of
// written functions and methods refer to. Constants in a body are written as values, not objects.
// Which functions have an inline body is the inliner's decision (cmd/compile/internal/inline,
// hairyVisitor with budget 80); estimated here by counting syntax nodes, 57 for a call that is not
// inlined, and none for a function with go, defer, select or recover. Generic functions always
// carry their bodies.
import type { BlockStmt, File, FuncDecl, Node } from '../syntax/ast.ts';
import { inspect } from '../syntax/walk.ts';
import type { Info } from './info.ts';
import { isExportedName } from './predicates.ts';
import type { Func, Obj, Package, Type } from './types.ts';

const inlineMaxBudget = 80;
const inlineExtraCallCost = 57;

export function exportDataNames(pkg: Package, files: File[], info: Info): Set<string> {
  const decls = new Map<Func, FuncDecl>();
  for (const f of files)
    for (const d of f.decls)
      if (d.kind === 'FuncDecl') {
        const o = info.defs.get(d.name);
        if (o?.kind === 'func') decls.set(o, d);
      }

  // Inline cost estimate per function; undefined: not inlinable.
  const costs = new Map<Func, number | undefined>();
  const computing = new Set<Func>();
  const inlineCost = (fn: Func): number | undefined => {
    if (costs.has(fn)) return costs.get(fn);
    const d = decls.get(fn);
    if (!d?.body || computing.has(fn)) return undefined; // no body, or recursive
    if (d.doc?.list.some((c) => c.text.startsWith('//go:noinline'))) {
      costs.set(fn, undefined);
      return undefined;
    }
    computing.add(fn);
    const cost = bodyCost(d.body);
    computing.delete(fn);
    const r = cost !== undefined && cost <= inlineMaxBudget ? cost : undefined;
    costs.set(fn, r);
    return r;
  };
  const closures = new Map<Obj, BlockStmt>();
  const bodyCost = (body: BlockStmt): number | undefined => {
    let cost = 0;
    let hairy = false;
    inspect(body, (n) => {
      if (hairy) return false;
      switch (n.kind) {
        case 'GoStmt':
        case 'DeferStmt':
        case 'SelectStmt':
          hairy = true;
          return false;
        case 'FuncLit':
          // The closure's body is not counted (it is a function of its own).
          cost += 16;
          return false;
        case 'AssignStmt':
        case 'ValueSpec': {
          // f := func(...) {...}: a call of f costs what the closure's body costs (ir.StaticValue).
          const lhs = n.kind === 'AssignStmt' ? n.lhs : n.names;
          const rhs = n.kind === 'AssignStmt' ? n.rhs : n.values;
          if (lhs.length === rhs.length)
            lhs.forEach((l, i) => {
              const r = rhs[i];
              const v = l.kind === 'Ident' ? info.defs.get(l) : undefined;
              if (v?.kind === 'var' && r.kind === 'FuncLit') closures.set(v, r.body);
            });
          break;
        }
        case 'CallExpr': {
          let fun = n.fun;
          while (fun.kind === 'ParenExpr') fun = fun.x;
          const id = fun.kind === 'Ident' ? fun : fun.kind === 'SelectorExpr' ? fun.sel : undefined;
          const o = id ? info.uses.get(id) : undefined;
          if (info.types.get(n.fun)?.mode === 'typexpr') break; // a conversion
          if (o?.kind === 'builtin') {
            if (o.name === 'recover') hairy = true;
            break;
          }
          const lit = o?.kind === 'var' ? closures.get(o) : undefined;
          if (lit) {
            const c = bodyCost(lit);
            cost += c !== undefined && c <= inlineMaxBudget ? c : inlineExtraCallCost;
            break;
          }
          const sel = fun.kind === 'SelectorExpr' ? info.selections.get(fun) : undefined;
          const callee = sel
            ? sel.obj.kind === 'func'
              ? sel.obj
              : undefined
            : o?.kind === 'func'
              ? o
              : undefined;
          const c = callee && callee.pkg === pkg ? inlineCost(callee.origin ?? callee) : undefined;
          cost += c ?? inlineExtraCallCost;
          break;
        }
      }
      // Type expressions are not IR nodes.
      const tv = isExprNode(n) ? info.types.get(n as never) : undefined;
      if (tv?.mode === 'typexpr') return false;
      cost++;
      return cost <= inlineMaxBudget + inlineExtraCallCost;
    });
    return hairy ? undefined : cost;
  };

  const names = new Set<string>();
  const seenObj = new Set<Obj>();
  const seenType = new Set<Type>();
  const reach = (o: Obj): void => {
    if (seenObj.has(o) || o.pkg !== pkg) return;
    seenObj.add(o);
    if (o.parent === pkg.scope) names.add(o.name);
    switch (o.kind) {
      case 'var':
      case 'const':
        visitType(o.type);
        break;
      case 'func':
        visitFunc(o);
        break;
      case 'typename': {
        const t = o.type;
        if (!t) break;
        if (t.kind === 'alias') visitType(t.rhs);
        else if (t.kind === 'named') {
          visitType(t.underlyingType);
          for (const tp of t.typeParams ?? []) visitType(tp.constraint);
          // All methods of a written type, with their inline bodies (relocObj).
          for (const m of t.methods) visitFunc(m);
        }
        break;
      }
    }
  };
  const visitFunc = (fn: Func): void => {
    visitType(fn.type);
    const d = decls.get(fn);
    if (!d?.body) return;
    const generic = (d.type.typeParams?.list.length ?? 0) > 0 || hasRecvTypeParams(d);
    if (generic || inlineCost(fn) !== undefined) visitBody(d.body);
  };
  const visitBody = (body: BlockStmt): void => {
    inspect(body, (n) => {
      if (n.kind === 'Ident') {
        const o = info.uses.get(n);
        // Constants in a body are written as their values.
        if (o && o.kind !== 'const' && o.pkg === pkg && o.parent === pkg.scope) reach(o);
      }
      return true;
    });
  };
  const visitType = (t: Type | undefined): void => {
    if (!t || seenType.has(t)) return;
    seenType.add(t);
    switch (t.kind) {
      case 'named':
        if (t.origin) {
          visitType(t.origin);
          for (const a of t.typeArgs ?? []) visitType(a);
        } else reach(t.obj);
        return;
      case 'alias':
        reach(t.obj);
        visitType(t.rhs);
        return;
      case 'pointer':
      case 'slice':
      case 'array':
      case 'chan':
        visitType(t.elem);
        return;
      case 'map':
        visitType(t.key);
        visitType(t.elem);
        return;
      case 'struct':
        for (const f of t.fields) visitType(f.type);
        return;
      case 'interface':
        for (const m of t.methods) visitType(m.type);
        for (const e of t.embeddeds) visitType(e);
        return;
      case 'union':
        for (const term of t.terms) visitType(term.type);
        return;
      case 'signature':
        for (const v of t.params.vars) visitType(v.type);
        for (const v of t.results.vars) visitType(v.type);
        for (const tp of t.typeParams ?? []) visitType(tp.constraint);
        return;
      case 'tuple':
        for (const v of t.vars) visitType(v.type);
        return;
      case 'typeparam':
        visitType(t.constraint);
        return;
    }
  };

  for (const [name, o] of pkg.scope.elems) if (isExportedName(name)) reach(o);
  return names;
}

function hasRecvTypeParams(d: FuncDecl): boolean {
  const r = d.recv?.list[0]?.type;
  if (!r) return false;
  const base = r.kind === 'StarExpr' ? r.x : r;
  return base.kind === 'IndexExpr' || base.kind === 'IndexListExpr';
}

function isExprNode(n: Node): boolean {
  return n.kind.endsWith('Expr') || n.kind === 'Ident' || n.kind.endsWith('Type') || n.kind === 'BasicLit';
}

// Static analyses of the syntax tree the compiler uses to choose faster code: defer-free bodies,
// read-only leaf callees, static callees, and small node predicates.

import type { BlockStmt, Expr, FuncDecl, Ident } from '../../syntax/ast.ts';
import { SKIP_POS, type WalkStep, walkObjects } from '../../syntax/objwalk.ts';
import type { Info } from '../../types/info.ts';
import type { Func, Var } from '../../types/types.ts';
import { coreOf } from '../escape.ts';

const SKIP_POS_COMMENTS: ReadonlySet<string> = new Set(['pos', 'end', 'comments']);

export function containsKind(root: any, kind: string): boolean {
  let found = false;
  walkObjects(root, SKIP_POS_COMMENTS, (n) => {
    if (n.kind !== kind) return true;
    found = true;
    return 'stop';
  });
  return found;
}

/** What a function body holds outside its function literals, found in one walk. */
export interface BodyShape {
  /** A defer statement (not inside a function literal). */
  defer: boolean;
  /**
   * A function literal, go or defer statement: their compiled names are numbered in the order they
   * are compiled (gc's `.funcN`, `.gowrapN`, `.deferwrapN`), and a literal's captures are fixed when
   * it is compiled, so a body with one compiles all its blocks in order (FnCtx.lazyBlocks).
   */
  numbered: boolean;
}

export function bodyShape(body: BlockStmt): BodyShape {
  let defer = false;
  let numbered = false;
  walkObjects(body.list, SKIP_POS, (n) => {
    switch (n.kind) {
      case 'FuncLit':
        numbered = true;
        return false;
      case 'DeferStmt':
        defer = true;
        numbered = true;
        return 'stop'; // nothing left to learn
      case 'GoStmt':
        numbered = true;
        return true;
      default:
        return true;
    }
  });
  return { defer, numbered };
}

/** The declared function a call's `fun` denotes statically (plain, qualified, instantiated, method). */
export function staticCallee(fun: Expr, info: Info): Func | undefined {
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
export function analyseLeaf(d: FuncDecl, info: Info): { recv: boolean; params: boolean[] } | null {
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
  const visit = (n: any): WalkStep => {
    switch (n.kind) {
      case 'FuncLit':
      case 'GoStmt':
      case 'DeferStmt':
      case 'SendStmt':
      case 'SelectStmt':
        leaf = false;
        return 'stop';
      case 'UnaryExpr':
        if (n.op === '<-') {
          leaf = false;
          return 'stop';
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
          return 'stop';
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
    return true;
  };
  walkObjects(d.body, SKIP_POS, visit);
  if (!leaf) return null;
  const ro = vars.map((v) => v !== null && !touched.has(v));
  return { recv: nrecv > 0 && ro[0], params: ro.slice(nrecv) };
}

/** Does expression `e` use any of the objects in `objs`? */
export function mentionsAny(e: Expr, objs: Set<unknown>, info: Info): boolean {
  let found = false;
  walkObjects(e, SKIP_POS, (n) => {
    if (n.kind !== 'Ident' || !objs.has(info.uses.get(n))) return true;
    found = true;
    return 'stop';
  });
  return found;
}

export function containsNode(root: any, target: any): boolean {
  if (root === target) return true;
  let found = false;
  walkObjects(root, SKIP_POS, (n) => {
    if (n !== target) return true;
    found = true;
    return 'stop';
  });
  return found;
}

export function unparenExpr(e: Expr): Expr {
  while (e.kind === 'ParenExpr') e = e.x;
  return e;
}

export function isNilIdent(e: Expr, info: Info): boolean {
  const u = unparenExpr(e);
  return u.kind === 'Ident' && info.uses.get(u)?.kind === 'nil';
}

/** Expressions that produce a new struct/array value (no copy needed when stored). */
export function isFresh(e: Expr): boolean {
  const u = unparenExpr(e);
  return u.kind === 'CompositeLit' || u.kind === 'CallExpr' || u.kind === 'BinaryExpr';
}

export function hasTypeParams(e: Expr): boolean {
  if (e.kind === 'StarExpr') return hasTypeParams(e.x);
  return e.kind === 'IndexExpr' || e.kind === 'IndexListExpr';
}

/**
 * Local variables with one value for good: each defined with an initialiser, never assigned again
 * nor addressed, mapped to that initialiser (what cmd/compile's ir.StaticValue follows).
 */
export function singleValueVars(body: BlockStmt, info: Info): Map<Var, Expr> {
  const init = new Map<Var, Expr>();
  const changed = new Set<unknown>();
  const target = (x: Expr | undefined) => {
    const u = x && unparenExpr(x);
    if (u?.kind === 'Ident') changed.add(info.uses.get(u));
  };
  walkObjects(body.list, SKIP_POS, (n: any) => {
    if (n.kind === 'ValueSpec' && n.values.length === n.names.length)
      n.names.forEach((id: Ident, i: number) => {
        const v = info.defs.get(id);
        if (v?.kind === 'var') init.set(v, n.values[i]);
      });
    else if (n.kind === 'AssignStmt') {
      if (n.tok !== ':=') n.lhs.forEach(target);
      else if (n.lhs.length === n.rhs.length)
        n.lhs.forEach((id: Expr, i: number) => {
          const v = id.kind === 'Ident' ? info.defs.get(id) : undefined;
          if (v?.kind === 'var') init.set(v, n.rhs[i]);
          else target(id);
        });
    } else if (n.kind === 'IncDecStmt' || (n.kind === 'UnaryExpr' && n.op === '&')) target(n.x);
    else if (n.kind === 'RangeStmt' && n.tok === '=') {
      target(n.key);
      target(n.value);
    }
    return true;
  });
  for (const v of changed) init.delete(v as Var);
  return init;
}

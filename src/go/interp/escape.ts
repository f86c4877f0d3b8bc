// Which local variables need a Cell: those captured by a closure or whose address is taken
// (including the implicit `&x` of a pointer-receiver method call on an addressable non-struct
// variable). Struct and array variables never need one: their pointer is the object itself.

import type { Expr, File, Node } from '../syntax/ast.ts';
import { walkObjects } from '../syntax/objwalk.ts';
import type { Info } from '../types/info.ts';
import { coreType } from '../types/predicates.ts';
import { type Type, unalias, under, type Var } from '../types/types.ts';

/** The core type (spec) of t: its underlying type, or for a type parameter the single underlying type of its type set. */
export function coreOf(t: Type): Type {
  return coreType(t) ?? under(t);
}

export function isAggregate(t: Type): boolean {
  const u = under(t);
  return u.kind === 'struct' || u.kind === 'array';
}

const SKIP_WALK: ReadonlySet<string> = new Set(['pos', 'end', 'doc', 'comment', 'comments']);

/** Walk every node of `n` (children in source order); visit(n, false) after a node's children. */
export function walk(n: any, visit: (n: Node, enter: boolean) => boolean | undefined): void {
  walkObjects(
    n,
    SKIP_WALK,
    (c) => typeof c.kind === 'string' && visit(c, true) !== false,
    (c) => visit(c, false),
  );
}

const boxedCache = new WeakMap<Info, Var[]>();

/** findBoxed's answer for a registry package, kept per package (its Info) for the process's later builds. */
export function boxedOf(files: File[], info: Info): Var[] {
  let vars = boxedCache.get(info);
  if (vars === undefined) {
    const found = new Set<Var>();
    findBoxed(files, info, found);
    vars = [...found];
    boxedCache.set(info, vars);
  }
  return vars;
}

/** Takes a registry package's answer as given (a snapshot computed it when it was written). */
export function primeBoxed(info: Info, vars: Var[]): void {
  if (!boxedCache.has(info)) boxedCache.set(info, vars);
}

/**
 * findBoxed for a registry package (`keep`): its answer depends on its own files only, so it is kept
 * per package (its Info) for the process's later builds.
 */
export function findBoxedKept(
  files: File[],
  info: Info,
  boxed: { add(v: Var): unknown },
  keep: boolean,
): void {
  if (!keep) {
    findBoxed(files, info, boxed);
    return;
  }
  for (const v of boxedOf(files, info)) boxed.add(v);
}

export function findBoxed(files: File[], info: Info, boxed: { add(v: Var): unknown }): void {
  const owner = new Map<Var, Node>();
  const fnStack: Node[] = [];
  const define = (v: Var | undefined) => {
    if (v !== undefined && v.kind === 'var' && !v.isField && fnStack.length > 0)
      owner.set(v, fnStack[fnStack.length - 1]);
  };
  const mark = (v: Var) => {
    if (!isAggregate(v.type)) boxed.add(v);
  };
  for (const file of files) {
    walk(file, (n, enter) => {
      if (n.kind === 'FuncDecl' || n.kind === 'FuncLit') {
        if (enter) fnStack.push(n);
        else fnStack.pop();
        return true;
      }
      if (!enter) return true;
      switch (n.kind) {
        case 'Ident': {
          const d = info.defs.get(n);
          if (d !== undefined) {
            if (d.kind === 'var') define(d);
            return true;
          }
          const u = info.uses.get(n);
          if (u !== undefined && u.kind === 'var') {
            const o = owner.get(u);
            if (o !== undefined && o !== fnStack[fnStack.length - 1]) mark(u);
          }
          return true;
        }
        case 'CaseClause': {
          const v = info.implicits.get(n);
          if (v !== undefined && v.kind === 'var') define(v);
          return true;
        }
        case 'UnaryExpr': {
          if (n.op === '&') {
            const v = rootVar(n.x, info);
            if (v !== undefined) mark(v);
          }
          return true;
        }
        case 'SelectorExpr': {
          const sel = info.selections.get(n);
          if (sel !== undefined && sel.kind === 'methodval' && sel.obj.kind === 'func') {
            const recv = sel.obj.type.recv;
            if (recv !== undefined && unalias(recv.type).kind === 'pointer') {
              const v = rootVar(n.x, info);
              if (v !== undefined && unalias(v.type).kind !== 'pointer') mark(v);
            }
          }
          return true;
        }
        default:
          return true;
      }
    });
  }
}

/** The variable `e` denotes when it is a plain (parenthesised) identifier. */
function rootVar(e: Expr, info: Info): Var | undefined {
  while (e.kind === 'ParenExpr') e = e.x;
  if (e.kind !== 'Ident') return undefined;
  const o = info.uses.get(e) ?? info.defs.get(e);
  return o !== undefined && o.kind === 'var' ? o : undefined;
}

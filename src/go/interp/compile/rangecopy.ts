// When `for _, v := range s` may let v share the slice element instead of a copy of it.
//
// Why: a struct value variable is copied from the element on every iteration (loop.ts rangeTarget),
// and a body that only reads v's fields gains nothing from that copy; bench/go/fasta.go's
// `for _, g := range genes { if r < g.p { out.WriteByte(g.c); break } }` spent a tenth of its run
// cloning. Sharing is only invisible when nothing can write the element while v is live, so the
// test is deliberately narrow: v is used only as `v.f` reads of non-aggregate fields; the body
// stores only to plain variables, takes no address, makes no closure, starts or defers nothing,
// does no channel operation and calls only len, cap and functions of packages that cannot reach the
// program's memory (strings, strconv, …) with arguments of basic types. Anything else keeps the copy.
// (Another goroutine writing the element without synchronisation in the body is a data race in Go.)

import type { Expr, Ident, Node, RangeStmt } from '../../syntax/ast.ts';
import { inspect } from '../../syntax/walk.ts';
import type { Info } from '../../types/info.ts';
import type { Type, Var } from '../../types/types.ts';
import { coreOf } from '../escape.ts';
import { staticCallee, unparenExpr } from './analysis.ts';

/** Packages whose functions and methods, given only basic-typed arguments, never run user code. */
const PURE_PACKAGES: ReadonlySet<string> = new Set([
  'strings',
  'strconv',
  'math',
  'unicode',
  'unicode/utf8',
  'bytes',
]);

function isBasic(t: Type): boolean {
  return coreOf(t).kind === 'basic';
}

function isAggregate(t: Type): boolean {
  const k = coreOf(t).kind;
  return k === 'struct' || k === 'array';
}

/** Can the value variable `v` of range statement `s` (over a slice) share the element? */
export function rangeValueMayShare(s: RangeStmt, v: Var, info: Info, typeOf: (e: Expr) => Type): boolean {
  const reads = new Set<Ident>();
  let ok = true;
  const safeCall = (n: Node & { kind: 'CallExpr' }): boolean => {
    const fun = unparenExpr(n.fun);
    if (fun.kind === 'Ident') {
      const o = info.uses.get(fun);
      if (o?.kind === 'builtin') return o.name === 'len' || o.name === 'cap';
    }
    const f = staticCallee(fun, info);
    if (f === undefined || f.pkg === undefined || !PURE_PACKAGES.has(f.pkg.path)) return false;
    if (n.ellipsis !== undefined) return false;
    return n.args.every((a) => isBasic(typeOf(a)));
  };
  inspect(s.body, (n) => {
    if (!ok) return false;
    switch (n.kind) {
      case 'FuncLit':
      case 'GoStmt':
      case 'DeferStmt':
      case 'SendStmt':
      case 'SelectStmt':
        ok = false;
        return false;
      case 'UnaryExpr':
        if (n.op === '&' || n.op === '<-') ok = false;
        return ok;
      case 'AssignStmt':
        if (!n.lhs.every((l) => unparenExpr(l).kind === 'Ident')) ok = false;
        return ok;
      case 'IncDecStmt':
        if (unparenExpr(n.x).kind !== 'Ident') ok = false;
        return ok;
      case 'RangeStmt': {
        const k = coreOf(typeOf(n.x)).kind;
        if (k === 'chan' || k === 'signature') ok = false;
        else if (n.tok === '=')
          for (const t of [n.key, n.value])
            if (t !== undefined && unparenExpr(t).kind !== 'Ident') ok = false;
        return ok;
      }
      case 'CallExpr':
        if (!safeCall(n)) ok = false;
        return ok;
      case 'SelectorExpr': {
        const x = unparenExpr(n.x);
        if (x.kind === 'Ident' && info.uses.get(x) === v) {
          const sel = info.selections.get(n);
          if (sel !== undefined && sel.kind === 'fieldval' && !isAggregate(sel.obj.type)) reads.add(x);
        }
        return true;
      }
      case 'Ident':
        if (info.uses.get(n) === v && !reads.has(n)) ok = false;
        return false;
    }
    return true;
  });
  return ok;
}

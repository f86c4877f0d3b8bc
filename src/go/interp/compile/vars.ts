// Variables: frame slots, captured Cells and package Cells; loads and stores; conversion of a value
// to the type it is assigned to (interfaces, copies of structs and arrays), and constants.

import type { Expr, Node } from '../../syntax/ast.ts';
import { type ConstValue, ratToNumber } from '../../types/constant.ts';
import type { Type, Var } from '../../types/types.ts';
import { canon } from '../int64.ts';
import type { Ev } from '../ops.ts';
import type { RType } from '../rtype.ts';
import { Cell, clone, copyInto, Iface, needsCopy } from '../values.ts';
import { isFresh, isNilIdent } from './analysis.ts';
import type { Compiler } from './compiler.ts';
import type { FnCtx } from './ctx.ts';
import { boxedOperand } from './expr.ts';
import { isIntKind } from './kinds.ts';

/** Frame slot of `e` when it is an unboxed local variable of this function (not captured), else -1. */
export function plainLocal(C: Compiler, e: Expr, cx: FnCtx): number {
  while (e.kind === 'ParenExpr') e = e.x;
  if (e.kind !== 'Ident' || C.subst.has(e)) return -1;
  const o = C.unit.info.uses.get(e);
  if (o === undefined || o.kind !== 'var' || C.boxed.has(o) || C.globals.has(o)) return -1;
  const s = cx.slots.get(o);
  return s === undefined ? -1 : s;
}

/** Slot of local `v` in `cx`, capturing it from enclosing functions if needed; -1 if not local. */
export function slotOf(C: Compiler, v: Var, cx: FnCtx): number {
  const s = cx.slots.get(v);
  if (s !== undefined) return s;
  if (cx.parent === null) return -1;
  const ps = slotOf(C, v, cx.parent);
  if (ps === -1) return -1;
  const slot = cx.alloc();
  cx.slots.set(v, slot);
  cx.captures.push({ v, slot });
  return slot;
}

export function declareLocal(_C: Compiler, v: Var, cx: FnCtx): number {
  const s = cx.redeclare?.get(v) ?? cx.alloc();
  cx.slots.set(v, s);
  cx.declared?.push(v);
  return s;
}

export function varLoad(C: Compiler, v: Var, cx: FnCtx, at: Node): Ev {
  const g = C.globals.get(v);
  if (g !== undefined) {
    const d = C.deferredInits.get(v);
    if (d !== undefined)
      return () => {
        const x = g.v;
        return x === d ? d.force() : x;
      };
    return () => g.v;
  }
  const s = slotOf(C, v, cx);
  if (s === -1) C.fail(at as any, `interp: unresolved variable ${v.name}`);
  if (C.boxed.has(v)) return (f) => f[s].v;
  return (f) => f[s];
}

/** Store a (already copied) value into variable v. */
export function varStore(C: Compiler, v: Var, cx: FnCtx, at: Node): (f: any[], x: any) => void {
  const g = C.globals.get(v);
  const t = C.rt(v.type, cx);
  const agg = needsCopy(t);
  if (g !== undefined) {
    // A store replaces a pending initialiser's value (deferred-init.ts); a copy into it needs it.
    const d = C.deferredInits.get(v);
    if (agg && d !== undefined) return (_f, x) => copyInto(t, d.force(), x);
    if (agg) return (_f, x) => copyInto(t, g.v, x);
    return (_f, x) => {
      g.v = x;
    };
  }
  const s = slotOf(C, v, cx);
  if (s === -1) C.fail(at as any, `interp: unresolved variable ${v.name}`);
  // A variable of a type parameter's type that a closure captures is boxed whatever its
  // instantiation (escape.ts): a struct or array then sits in the Cell.
  if (agg && C.boxed.has(v)) return (f, x) => copyInto(t, f[s].v, x);
  if (agg) return (f, x) => copyInto(t, f[s], x);
  if (C.boxed.has(v)) return (f, x) => (f[s].v = x);
  return (f, x) => {
    f[s] = x;
  };
}

/** Initialise a freshly declared local with value ev (copied if needed). */
export function varInit(C: Compiler, v: Var, cx: FnCtx, ev: Ev): (f: any[]) => void {
  const s = declareLocal(C, v, cx);
  if (C.boxed.has(v)) return (f) => (f[s] = new Cell(ev(f)));
  return (f) => {
    f[s] = ev(f);
  };
}

/** Value of `e`, converted to (and copied for storage as) type `target`. */
export function valueTo(C: Compiler, e: Expr, target: Type, cx: FnCtx): Ev {
  const tv = C.unit.info.types.get(e);
  if (
    tv?.mode === 'nilvalue' ||
    (e.kind === 'Ident' && e.name === 'nil' && C.unit.info.uses.get(e)?.kind === 'nil')
  )
    return () => null;
  const from = C.rtOf(e, cx);
  const to = C.rt(target, cx);
  return convertValue(C, boxedOperand(C, e, cx, from, to), from, to, isFresh(e));
}

/** Assignability conversion: concrete → interface boxing, and struct/array copies. */
export function convertValue(_C: Compiler, ev: Ev, from: RType, to: RType, fresh: boolean): Ev {
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

export function tupleElemConv(C: Compiler, call: Expr, i: number, target: Type, cx: FnCtx): (v: any) => any {
  const tt = C.typeOfExpr(call);
  const et = tt.kind === 'tuple' ? tt.vars[i].type : tt;
  const from = C.rt(et, cx);
  const to = C.rt(target, cx);
  if (to.kind === 'interface' && from.kind !== 'interface') return (v) => new Iface(from, v);
  return (v) => v;
}

export function constValue(C: Compiler, v: ConstValue, t: RType, at: Expr): any {
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
      if (isIntKind(t.kind)) return canon(v.num / v.den);
      const x = ratToNumber(v.num, v.den, t.kind === 'float32' || t.kind === 'complex64');
      if (t.kind === 'complex128' || t.kind === 'complex64') return { re: x, im: 0 };
      return x;
    }
    case 'complex': {
      const f32 = t.kind === 'complex64';
      return { re: ratToNumber(v.re.num, v.re.den, f32), im: ratToNumber(v.im.num, v.im.den, f32) };
    }
    default:
      C.fail(at, 'interp: unknown constant value');
  }
}

/** Store into a variable replacing its value (no copy-into: named results get fresh values). */
export function varStoreRaw(C: Compiler, v: Var, cx: FnCtx): (f: any[], x: any) => void {
  const s = slotOf(C, v, cx);
  if (C.boxed.has(v)) return (f, x) => (f[s].v = x);
  return (f, x) => {
    f[s] = x;
  };
}

export function valueToRT(C: Compiler, e: Expr, to: RType, cx: FnCtx): Ev {
  const info = C.unit.info;
  if (info.types.get(e)?.mode === 'nilvalue' || isNilIdent(e, info)) return () => null;
  const from = C.rtOf(e, cx);
  return convertValue(C, boxedOperand(C, e, cx, from, to), from, to, isFresh(e));
}

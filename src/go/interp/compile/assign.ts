// Assignments: lvalues, `=` / `:=` / `op=` with Go's evaluation order, `++`/`--`, and map comma-ok.

import type { AssignStmt, Expr, Stmt } from '../../syntax/ast.ts';
import { SKIP_POS, walkObjects } from '../../syntax/objwalk.ts';
import type { Var } from '../../types/types.ts';
import { coreOf } from '../escape.ts';
import { hashKey } from '../hashtable.ts';
import { fieldOpAssign, localOpAssign } from '../opassign.ts';
import { arith, type Ev } from '../ops.ts';
import { nilMapWrite } from '../panic.ts';
import { at, nilDerefAt, nonNil } from '../rt/call.ts';
import { NORMAL } from '../rt/ctl.ts';
import { basicTypes, type RType } from '../rtype.ts';
import { type Chan, nilChanRecv } from '../sched.ts';
import { type CallSite, concat, R } from '../state.ts';
import {
  Cell,
  copyInto,
  ElemRef,
  type GoMap,
  Iface,
  indexPanic,
  needsCopy,
  type Slice,
  zero,
} from '../values.ts';
import { containsKind, mentionsAny, unparenExpr } from './analysis.ts';
import type { Compiler } from './compiler.ts';
import type { FnCtx, LValue, St } from './ctx.ts';
import { blankRead } from './expr.ts';
import { gcArgOrder, gcRhsFirst, makesCall } from './gcorder.ts';
import { halvesAssign } from './u64loop.ts';

/** An assignable location. */
export function lvalue(C: Compiler, e: Expr, cx: FnCtx): LValue {
  const site = C.site(e, cx);
  const info = C.unit.info;
  while (e.kind === 'ParenExpr') e = e.x;
  switch (e.kind) {
    case 'Ident': {
      const o = info.uses.get(e) ?? info.defs.get(e);
      if (o?.kind !== 'var') C.fail(e, `interp: cannot assign to ${e.name}`);
      return { load: C.varLoad(o, cx, e), store: C.varStore(o, cx, e) };
    }
    case 'IndexExpr': {
      const xt = coreOf(C.typeOfExpr(e.x));
      // A type parameter without a core type ([]T | [N]T) indexes as its instantiation does.
      const xk = C.indexKind(e.x, xt, cx);
      if (xk === 'map' && xt.kind === 'map') {
        const x = C.expr(e.x, cx);
        const k = C.valueTo(e.index, xt.key, cx);
        const vt = C.rt(xt.elem, cx);
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
      const i = C.indexOperand(e.index, cx);
      const load = C.index(e, cx);
      const et = C.rtOf(e, cx);
      const agg = needsCopy(et);
      // gc's store faults where its load does: at the element's address behind a nil pointer for
      // a constant index (`p.c[2] = 5`: offset(c)+16), after a nil check (0x0) for a variable one.
      const { x, elemOff } = C.arrayOperand(e, xk, cx, 0);
      if (xk === 'slice') {
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
      const xr = C.rtOf(e.x, cx);
      const n = xk === 'array' ? xr.len : xr.elem!.len;
      const isPtr = xk === 'pointer';
      const addr = elemOff ?? 0;
      return {
        load,
        store: (f, v) => {
          const a = x(f);
          const iv = i(f);
          // Through a pointer, the bounds check comes first (`pa[j] = 1`, j too big, pa nil: gc
          // reports the index).
          if (iv >= n || iv < 0) throw at(site, indexPanic(iv, n));
          if (isPtr && a === null) throw nilDerefAt(addr, site);
          if (agg) copyInto(et, a[iv], v);
          else a[iv] = v;
        },
      };
    }
    case 'SelectorExpr': {
      const sel = info.selections.get(e);
      if (sel === undefined) return lvalue(C, e.sel, cx);
      const { obj, key, ft } = C.fieldRef(e, sel, cx, 0);
      const agg = needsCopy(ft);
      return {
        load: (f) => obj(f)[key],
        store: agg ? (f, v) => copyInto(ft, obj(f)[key], v) : (f, v) => (obj(f)[key] = v),
      };
    }
    case 'StarExpr': {
      // The checked pointer made once, not a closure per execution.
      const p = nonNil(C.expr(e.x, cx), site);
      const et = C.rtOf(e, cx);
      if (needsCopy(et))
        return {
          load: p,
          store: (f, v) => copyInto(et, p(f), v),
        };
      return {
        load: (f) => p(f).load(),
        store: (f, v) => p(f).store(v),
      };
    }
    default:
      C.fail(e, `interp: cannot assign to ${e.kind}`);
  }
}

export function assign(C: Compiler, s: AssignStmt, cx: FnCtx): St {
  const halves = halvesAssign(C, s, cx);
  if (halves !== null) return halves;
  const info = C.unit.info;
  if (s.tok === '=' && s.lhs.length === 1 && s.rhs.length === 1) {
    // `a[i()] = f()`: the calls among the left side's operands come first (spec: the operands of
    // index expressions and indirections on the left and the right side are evaluated in the usual
    // order; gc's order.go copies those calls into temporaries). Operands that are plain reads
    // stay where the store reads them.
    const calls = callsIn(C, s.lhs[0]);
    if (calls.length > 0 && makesCall(C, s.rhs[0])) {
      const slots = calls.map(() => cx.alloc());
      const evs = calls.map((e) => C.expr(e, cx));
      const rest = withSlots(C, calls, slots, () => assign(C, s, cx));
      const n = calls.length;
      return (f) => {
        for (let i = 0; i < n; i++) f[slots[i]] = evs[i](f);
        return rest(f);
      };
    }
  }
  if (s.tok === ':=' || s.tok === '=') {
    const define = s.tok === ':=';
    const l0 = s.lhs[0];
    if (s.lhs.length === 1 && s.rhs.length === 1 && l0.kind === 'Ident' && l0.name === '_') {
      const ev = blankRead(C, s.rhs[0], cx);
      if (ev !== undefined)
        return (f) => {
          ev(f);
          return NORMAL;
        };
    }
    const targets = s.lhs.map((l) => assignTarget(C, l, define, cx));
    if (s.rhs.length === s.lhs.length) {
      // In gc's order when one right-hand side reads a variable another's call changes (gcorder.ts).
      const evs = gcArgOrder(
        C,
        s.rhs,
        s.rhs.map((r, i) => {
          const lt = targets[i].type;
          return lt === null ? C.expr(r, cx) : C.valueToRT(r, lt, cx);
        }),
        // The left sides' types (none for `_`): a literal converted to an interface is evaluated in order.
        s.lhs.map((l, i) => (targets[i].type === null ? undefined : C.typeOfExpr(l))),
      );
      if (s.lhs.length === 1) {
        const st = targets[0].store;
        const ev = evs[0];
        if (st === null)
          return (f) => {
            ev(f);
            return NORMAL;
          };
        // A plain local stored inline: one call less per execution, through a call site that every
        // single assignment of the program shares (so V8 inlines none of its targets).
        const slot = targets[0].slot;
        if (slot >= 0)
          return (f) => {
            f[slot] = ev(f);
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
          return u.kind !== 'Ident' && (mentionsAny(u, assignedVars, info) || containsKind(u, 'CallExpr'));
        });
      const refs = s.lhs.map((l, i) => {
        const u = unparenExpr(l);
        if (!needRefs || u.kind === 'Ident' || stores[i] === null) return null;
        if (targets[i].type !== null && needsCopy(targets[i].type!)) return null;
        return refOf(C, u, cx);
      });
      if (refs.every((r) => r === null)) {
        // gc's order (walk/assign.go ascompatee): a right side an earlier store could change is
        // read first ("early"); the others are read just before their own store. So a failing
        // `h[i], h[j] = h[j], h[i]` reports h[i] (heap.Pop of an empty heap: [0] with length 0).
        const early = gcEarly(C, s);
        if (n === 2) {
          // `a, b = b, a` and `i, j = i+1, j-1` without an array per execution.
          const [e0, e1] = evs;
          const [s0, s1] = stores;
          if (s0 !== null && s1 !== null) {
            if (early === null)
              return (f) => {
                const v0 = e0(f);
                const v1 = e1(f);
                s0(f, v0);
                s1(f, v1);
                return NORMAL;
              };
            return early[1]
              ? (f) => {
                  const v1 = e1(f);
                  s0(f, e0(f));
                  s1(f, v1);
                  return NORMAL;
                }
              : (f) => {
                  s0(f, e0(f));
                  s1(f, e1(f));
                  return NORMAL;
                };
          }
        }
        return (f) => {
          const vals = new Array(n);
          for (let i = 0; i < n; i++) if (early === null || early[i]) vals[i] = evs[i](f);
          for (let i = 0; i < n; i++) {
            const v = early === null || early[i] ? vals[i] : evs[i](f);
            const st = stores[i];
            if (st !== null) st(f, v);
          }
          return NORMAL;
        };
      }
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
    // `v, ok := m[k]` stores into its targets directly (below), without a tuple.
    const mapOk = r.kind === 'IndexExpr' && coreOf(C.typeOfExpr(r.x)).kind === 'map';
    const tuple: Ev | null = mapOk ? null : tupleOf(C, r, cx);
    const rtT = C.typeOfExpr(s.rhs[0]);
    const elemTypes: RType[] =
      rtT.kind === 'tuple' ? rtT.vars.map((v) => C.rt(v.type, cx)) : [C.rt(rtT, cx), basicTypes.get('bool')!];
    const stores = targets.map((t, i) => {
      if (t.store === null) return null;
      const st = t.store;
      const from = elemTypes[i];
      if (t.type !== null && t.type.kind === 'interface' && from.kind !== 'interface')
        return (f: any[], v: any) => st(f, new Iface(from, v));
      return st;
    });
    void info;
    // The left side's index and pointer operands are evaluated before the call (the spec's first
    // phase): `m[f()], *g() = h()` calls f, g, h; `p, *p = fp()` stores through the old p.
    if (!define) {
      const assigned = new Set(
        s.lhs
          .map((l) => unparenExpr(l))
          .flatMap((l) => (l.kind === 'Ident' ? [info.uses.get(l) ?? info.defs.get(l)] : [])),
      );
      const refs = s.lhs.map((l, i) => {
        const u = unparenExpr(l);
        if (u.kind === 'Ident' || stores[i] === null) return null;
        if (targets[i].type !== null && needsCopy(targets[i].type!)) return null;
        if (!containsKind(u, 'CallExpr') && !mentionsAny(u, assigned, info)) return null;
        return refOf(C, u, cx);
      });
      const boxAs = targets.map((t, i) =>
        t.type !== null && t.type.kind === 'interface' && elemTypes[i].kind !== 'interface'
          ? elemTypes[i]
          : null,
      );
      const tup = tuple ?? tupleOf(C, r, cx);
      if (refs.some((x) => x !== null))
        return (f) => {
          const locs = refs.map((x) => (x === null ? null : x(f)));
          const vals = tup(f);
          for (let i = 0; i < stores.length; i++) {
            const loc = locs[i];
            const bt = boxAs[i];
            if (loc !== null) loc.store(bt === null ? vals[i] : new Iface(bt, vals[i]));
            else {
              const st = stores[i];
              if (st !== null) st(f, vals[i]);
            }
          }
          return NORMAL;
        };
    }
    if (mapOk) return mapCommaOkAssign(C, r as Expr & { kind: 'IndexExpr' }, cx, stores[0], stores[1]);
    const tup = tuple!;
    return (f) => {
      const vals = tup(f);
      for (let i = 0; i < stores.length; i++) {
        const st = stores[i];
        if (st !== null) st(f, vals[i]);
      }
      return NORMAL;
    };
  }
  // op-assign
  if (!gcRhsFirst(C, s.lhs[0], s.rhs[0])) return opAssign(C, s, cx, C.expr(s.rhs[0], cx));
  // gc's order (walk/order.go hoists the right side's calls into temporaries before the statement):
  // the left side's operands and its old value are read after those calls, so `x += f()` adds to
  // the x that f left. The value is handed over in a variable of this closure: nothing runs between
  // its write and the statement's read of it (the left side calls nothing), so a recursive run of
  // the same statement inside the call cannot overwrite it in between.
  let rhsValue: any;
  const first = C.expr(s.rhs[0], cx);
  const st = opAssign(C, s, cx, () => rhsValue);
  return (f) => {
    rhsValue = first(f);
    return st(f);
  };
}

/**
 * For `l0, l1, … = r0, r1, …`: whether each right side is read before any store (ascompatee's
 * early copies): when an earlier store could change it. Conservative: anything but locals,
 * constants and arithmetic on them may read memory a store through an index, pointer or field (or
 * to a global) changed. null (every right side first, in gcArgOrder's order) for a definition, or
 * when a call or receive is anywhere: order.go has moved those first.
 */
function gcEarly(C: Compiler, s: AssignStmt): boolean[] | null {
  const info = C.unit.info;
  if (
    s.tok === ':=' ||
    [...s.lhs, ...s.rhs].some((x) => containsKind(x, 'CallExpr') || containsKind(x, 'UnaryExpr'))
  )
    return null;
  const assigned = new Set<unknown>();
  let memWrite = false;
  // A result parameter's store is visible if a later read panics (with a defer): ascompatee's
  // deferResultWrite, taken for any parameter.
  let all = false;
  return s.rhs.map((r, i) => {
    let affected = all || mentionsAny(r, assigned, info);
    if (!affected && memWrite)
      walkObjects(r, SKIP_POS, (n: any) => {
        const v = n.kind === 'Ident' ? info.uses.get(n) : undefined;
        const mem =
          n.kind === 'IndexExpr' ||
          n.kind === 'StarExpr' ||
          n.kind === 'SelectorExpr' ||
          (v?.kind === 'var' && (C.globals.has(v) || C.boxed.has(v)));
        if (mem) affected = true;
        return mem ? 'stop' : true;
      });
    const l = unparenExpr(s.lhs[i]);
    const lv = l.kind === 'Ident' ? info.uses.get(l) : undefined;
    if (lv?.kind === 'var' && lv.isParam) all = true;
    else if (lv?.kind === 'var' && !C.globals.has(lv) && !C.boxed.has(lv)) assigned.add(lv);
    else if (l.kind !== 'Ident' || lv !== undefined) memWrite = true;
    return affected;
  });
}

function opAssign(C: Compiler, s: AssignStmt, cx: FnCtx, rhs: Ev): St {
  const info = C.unit.info;
  const op = s.tok.slice(0, -1) as any;
  const lv = C.lvalue(s.lhs[0], cx);
  const lt = C.rtOf(s.lhs[0], cx);
  const fn = op === '+' && lt.kind === 'string' ? concat : arith(op, lt.kind);
  const lhs0 = unparenExpr(s.lhs[0]);
  if (lhs0.kind === 'Ident') {
    const o = info.uses.get(lhs0) as Var;
    const slot = C.globals.has(o) ? -1 : C.slotOf(o, cx);
    if (slot >= 0 && !C.boxed.has(o)) {
      const sp = localOpAssign(op, lt.kind, slot, rhs);
      if (sp !== null) return sp;
      return (f) => {
        f[slot] = fn(f[slot], rhs(f));
        return NORMAL;
      };
    }
  }
  const direct = readModifyWrite(C, s.lhs[0], cx, fn, rhs, fn === concat ? undefined : op);
  if (direct !== null) return direct;
  // Complex lvalue: evaluate its operands once through a temporary reference.
  const ref = refOf(C, s.lhs[0], cx);
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
 * refOf's path uses), then the store. A map entry is read after the right side (gc's order).
 */
export function readModifyWrite(
  C: Compiler,
  lhs: Expr,
  cx: FnCtx,
  fn: (a: any, b: any) => any,
  rhs: Ev,
  op?: string,
): St | null {
  const site = C.site(lhs, cx);
  const info = C.unit.info;
  const e = unparenExpr(lhs);
  if (e.kind === 'IndexExpr') {
    const xt = coreOf(C.typeOfExpr(e.x));
    if (xt.kind === 'map') {
      const x = C.expr(e.x, cx);
      const k = C.valueTo(e.index, xt.key, cx);
      const vt = C.rt(xt.elem, cx);
      if (needsCopy(vt)) return null;
      const z = zero(vt);
      if ((op === '+' || op === '-') && (vt.kind === 'int' || vt.kind === 'int64'))
        return mapIntAddAssign(x, k, rhs, fn, op === '+', site);
      return (f) => {
        const m: GoMap | null = x(f);
        const kv = k(f);
        if (m === null) {
          fn(z, rhs(f));
          throw at(site, nilMapWrite());
        }
        // The right side first: gc reads the entry after its calls (see mapIntAddAssign). Then one
        // hash of the key for the read and the write.
        const b = rhs(f);
        const t = m.t;
        const nk = m.normKey(kv);
        const h = hashKey(nk);
        const e = t.find(nk, h);
        const v = fn(e < 0 ? z : t.vs[e], b);
        if (e >= 0) m.store(e, kv, v);
        else m.insertNew(kv, nk, h, v);
        return NORMAL;
      };
    }
    if (xt.kind === 'slice' && C.indexKind(e.x, xt, cx) === 'slice') {
      const x = C.expr(e.x, cx);
      const i = C.indexOperand(e.index, cx);
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
    const { obj, key, ft } = C.fieldRef(e, sel, cx, 0);
    const sp = op === undefined ? null : fieldOpAssign(op, ft.kind, obj, key, rhs);
    if (sp !== null) return sp;
    return (f) => {
      const o = obj(f);
      o[key] = fn(o[key], rhs(f));
      return NORMAL;
    };
  }
  return null;
}

/** A reference evaluating index/map operands once (for op-assign and ++ on complex lvalues). */
export function refOf(
  C: Compiler,
  e: Expr,
  cx: FnCtx,
): ((f: any[]) => { load(): any; store(v: any): void }) | null {
  const site = C.site(e, cx);
  const info = C.unit.info;
  e = unparenExpr(e);
  if (e.kind === 'IndexExpr') {
    const xt = coreOf(C.typeOfExpr(e.x));
    if (xt.kind === 'map') {
      const x = C.expr(e.x, cx);
      const k = C.valueTo(e.index, xt.key, cx);
      const vt = C.rt(xt.elem, cx);
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
    if (xt.kind === 'array' || xt.kind === 'pointer') {
      // Not addrOf: `&p.c[2]` nil-checks p (0x0), but `p.c[2] += 1` faults at the element, as
      // its store does (see lvalue).
      const { x, elemOff } = C.arrayOperand(e, xt.kind, cx, 0);
      const i = C.intExpr(e.index, cx);
      const n = xt.kind === 'array' ? xt.len : (coreOf((xt as any).elem) as any).len;
      const isPtr = xt.kind === 'pointer';
      const addr = elemOff ?? 0;
      return (f) => {
        const a = x(f);
        const iv = i(f);
        if (iv < 0 || iv >= n) throw at(site, indexPanic(iv, n));
        if (isPtr && a === null) throw nilDerefAt(addr, site);
        return new ElemRef(a, iv);
      };
    }
    return C.addrOf(e, cx);
  }
  if (e.kind === 'SelectorExpr' && info.selections.has(e)) return C.addrOf(e, cx);
  if (e.kind === 'StarExpr') {
    const p = C.expr(e.x, cx);
    return nonNil(p, site);
  }
  return null;
}

/**
 * The values of a right-hand side that gives two or more (`f()`, and `m[k]`, `x.(T)`, `<-ch` in their
 * comma-ok forms) as an array.
 */
export function tupleOf(C: Compiler, e: Expr, cx: FnCtx): Ev {
  const r = unparenExpr(e);
  if (r.kind === 'IndexExpr' && coreOf(C.typeOfExpr(r.x)).kind === 'map') return mapCommaOk(C, r, cx);
  if (r.kind === 'TypeAssertExpr') return C.typeAssert(r, cx, true)[1];
  // A receive the generator code made already (gen.ts): its slot holds the pair.
  if (C.subst.has(r)) return C.expr(r, cx);
  if (r.kind === 'UnaryExpr' && r.op === '<-') {
    const ch = C.expr(r.x, cx);
    const link = C.link;
    const site = C.site(r, cx);
    return (f) => {
      const c: Chan | null = ch(f);
      R.sites[R.depth] = site;
      if (c === null) nilChanRecv(link.sched);
      return c.recv();
    };
  }
  return C.expr(e, cx);
}

/**
 * `m[k] += v` / `m[k] -= v` / `m[k]++` on an int or int64 value: readModifyWrite's map path with the
 * addition inline. Its own function literal so that V8 inlines the addition instead of calling one
 * `fn` shared by every map op-assignment (bench/go/maps.go's counting loops).
 */
function mapIntAddAssign(
  x: Ev,
  k: Ev,
  rhs: Ev,
  fn: (a: any, b: any) => any,
  add: boolean,
  site: CallSite,
): St {
  return (f) => {
    const m: GoMap | null = x(f);
    const kv = k(f);
    if (m === null) {
      rhs(f);
      throw at(site, nilMapWrite());
    }
    // The right side before the entry is read, as gc: order.go hoists the right side's calls into
    // temporaries before the statement, so `m[k] += f()` adds to what f left in m[k].
    const b = rhs(f);
    const t = m.t;
    const nk = m.normKey(kv);
    const h = hashKey(nk);
    const e = t.find(nk, h);
    const a = e < 0 ? 0 : t.vs[e];
    let v: any;
    if (typeof a === 'number' && typeof b === 'number') {
      v = add ? a + b : a - b;
      if (v > 9007199254740991 || v < -9007199254740991) v = fn(a, b);
    } else v = fn(a, b);
    // Nothing ran between the lookup and the store: an absent key is inserted without a second one.
    if (e >= 0) m.store(e, kv, v);
    else m.insertNew(kv, nk, h, v);
    return NORMAL;
  };
}

export function mapCommaOk(C: Compiler, e: Expr & { kind: 'IndexExpr' }, cx: FnCtx): Ev {
  const mt = coreOf(C.typeOfExpr(e.x)) as any;
  const x = C.expr(e.x, cx);
  const k = C.valueTo(e.index, mt.key, cx);
  const vt = C.rt(mt.elem, cx);
  return (f) => {
    const m: GoMap | null = x(f);
    const kv = k(f);
    const v = m === null ? undefined : m.get(kv);
    if (v === undefined) return [zero(vt), false];
    return [v, true];
  };
}

/** `v, ok = m[k]` storing straight into its targets (no [v, ok] array per execution). */
function mapCommaOkAssign(
  C: Compiler,
  e: Expr & { kind: 'IndexExpr' },
  cx: FnCtx,
  s0: ((f: any[], v: any) => void) | null,
  s1: ((f: any[], v: any) => void) | null,
): St {
  const mt = coreOf(C.typeOfExpr(e.x)) as any;
  const x = C.expr(e.x, cx);
  const k = C.valueTo(e.index, mt.key, cx);
  const vt = C.rt(mt.elem, cx);
  return (f) => {
    const m: GoMap | null = x(f);
    const kv = k(f);
    const v = m === null ? undefined : m.get(kv);
    if (v === undefined) {
      const z = zero(vt);
      if (s0 !== null) s0(f, z);
      if (s1 !== null) s1(f, false);
    } else {
      if (s0 !== null) s0(f, v);
      if (s1 !== null) s1(f, true);
    }
    return NORMAL;
  };
}

export function assignTarget(
  C: Compiler,
  l: Expr,
  define: boolean,
  cx: FnCtx,
): { store: ((f: any[], v: any) => void) | null; type: RType | null; slot: number } {
  const info = C.unit.info;
  if (l.kind === 'Ident' && l.name === '_') return { store: null, type: null, slot: -1 };
  if (define && l.kind === 'Ident') {
    const d = info.defs.get(l);
    if (d !== undefined && d.kind === 'var') {
      // New variable: fresh slot (and Cell when boxed).
      const s = C.declareLocal(d, cx);
      const t = C.rt(d.type, cx);
      if (C.boxed.has(d)) return { store: (f, v) => (f[s] = new Cell(v)), type: t, slot: -1 };
      return {
        store: (f, v) => {
          f[s] = v;
        },
        type: t,
        slot: s,
      };
    }
  }
  const lv = lvalue(C, l, cx);
  const type = C.rtOf(l, cx);
  // A local that is neither boxed nor copied into (varStore): its store is `f[slot] = v`.
  const slot = needsCopy(type) ? -1 : C.plainLocal(l, cx);
  return { store: lv.store, type, slot };
}

export function incDec(C: Compiler, s: Stmt & { kind: 'IncDecStmt' }, cx: FnCtx): St {
  const info = C.unit.info;
  const lt = C.rtOf(s.x, cx);
  const one = lt.kind.startsWith('complex') ? { re: 1, im: 0 } : 1;
  const fn = arith(s.tok === '++' ? '+' : '-', lt.kind);
  const x = unparenExpr(s.x);
  if (x.kind === 'Ident') {
    const o = info.uses.get(x) as Var;
    const g = C.globals.get(o);
    if (g === undefined) {
      const slot = C.slotOf(o, cx);
      if (!C.boxed.has(o)) {
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
    const d = C.deferredInits.get(o);
    if (d !== undefined)
      return () => {
        g.v = fn(d.force(), one);
        return NORMAL;
      };
    return () => {
      g.v = fn(g.v, one);
      return NORMAL;
    };
  }
  const direct = readModifyWrite(C, s.x, cx, fn, () => one, s.tok === '++' ? '+' : '-');
  if (direct !== null) return direct;
  const ref = refOf(C, s.x, cx);
  if (ref === null) C.fail(s, 'interp: cannot increment');
  return (f) => {
    const r = ref(f);
    r.store(fn(r.load(), one));
    return NORMAL;
  };
}

/** The calls and receives among a left side's operands, outermost first, in source order (not
 * those already read from a slot). */
function callsIn(C: Compiler, l: Expr): Expr[] {
  const out: Expr[] = [];
  const info = C.unit.info;
  walkObjects(l, SKIP_POS, (x: any) => {
    if (typeof x.kind !== 'string' || x.kind === 'FuncLit' || C.subst.has(x)) return false;
    if (x.kind === 'CallExpr') {
      const fun = unparenExpr(x.fun);
      const builtin = fun.kind === 'Ident' && info.uses.get(fun)?.kind === 'builtin';
      if (info.types.get(x.fun)?.mode !== 'typexpr' && !builtin) {
        out.push(x);
        return false;
      }
    }
    if (x.kind === 'UnaryExpr' && x.op === '<-') {
      out.push(x);
      return false;
    }
    return true;
  });
  return out;
}

/** `compile()` with each of `parts` read from its slot (C.subst) instead of evaluated again. */
function withSlots<T>(C: Compiler, parts: readonly Expr[], slots: readonly number[], compile: () => T): T {
  for (let i = 0; i < parts.length; i++) C.subst.set(parts[i], slots[i]);
  try {
    return compile();
  } finally {
    for (const p of parts) C.subst.delete(p);
  }
}

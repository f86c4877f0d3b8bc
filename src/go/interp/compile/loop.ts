// Loops: three-clause for (with a fast path for counting loops), and range over integers, strings,
// slices, arrays, maps, channels and functions; Go 1.22 per-iteration loop variables.

import type { Expr, ForStmt, Ident, RangeStmt, Stmt } from '../../syntax/ast.ts';
import type { Var } from '../../types/types.ts';
import { coreOf } from '../escape.ts';
import { rangeFuncLoop } from '../gen.ts';
import { addI64, canon } from '../int64.ts';
import { nilDeref } from '../panic.ts';
import { LOOP_EXIT, LOOP_OUT, loopCtl, NORMAL } from '../rt/ctl.ts';
import { type RType, tInt, tInt32 } from '../rtype.ts';
import { type Chan, nilChanRecv } from '../sched.ts';
import { budgetExceeded, R } from '../state.ts';
import { decodedWidth, decodeRune } from '../strings.ts';
import { Cell, clone, copyInto, type GoMap, Iface, needsCopy, zero } from '../values.ts';
import { mentionsAny, unparenExpr } from './analysis.ts';
import { refOf } from './assign.ts';
import type { Compiler } from './compiler.ts';
import { type FnCtx, type St, type VarInit, withVarInits } from './ctx.ts';
import { rangeValueMayShare } from './rangecopy.ts';
import { withU64Halves } from './u64loop.ts';

export function loopVarsOf(C: Compiler, init: Stmt | undefined): Var[] {
  if (init === undefined || init.kind !== 'AssignStmt' || init.tok !== ':=') return [];
  const out: Var[] = [];
  for (const l of init.lhs) {
    if (l.kind !== 'Ident') continue;
    const v = C.unit.info.defs.get(l);
    if (v !== undefined && v.kind === 'var') out.push(v);
  }
  return out;
}

export function forStmt(C: Compiler, s: ForStmt, cx: FnCtx, label: string | null): St {
  return withU64Halves(C, s, cx, () => plainFor(C, s, cx, label));
}

function plainFor(C: Compiler, s: ForStmt, cx: FnCtx, label: string | null): St {
  const init = s.init ? C.stmt(s.init, cx) : null;
  const cond = s.cond ? C.expr(s.cond, cx) : null;
  const post = s.post ? C.stmt(s.post, cx) : null;
  const body = C.block(s.body.list, cx);
  const fresh = freshLoopVarSlots(C, s, cx);
  const nfresh = fresh.length;
  const where = C.where(s.pos);
  // The counting loop `for i := a; i < n; i++` (int locals, constant or local bound) runs with
  // its condition and increment inlined.
  const counting = countingLoop(C, s, cx);
  if (counting !== null && nfresh === 0) {
    const { slot, bound, boundSlot, inclusive } = counting;
    return (f) => {
      if (init !== null) init(f);
      for (;;) {
        const i = f[slot];
        const n = boundSlot >= 0 ? f[boundSlot] : bound;
        if (inclusive ? !(i <= n) : !(i < n)) break;
        if (--R.steps < 0) budgetExceeded(where);
        const c = body(f);
        if (c !== NORMAL) {
          const r = loopCtl(c, label);
          if (r === LOOP_EXIT) break;
          if (r === LOOP_OUT) return c;
        }
        const v = f[slot];
        f[slot] = typeof v === 'number' && v < 9007199254740991 ? v + 1 : addI64(v, 1);
      }
      return NORMAL;
    };
  }
  return (f) => {
    if (init !== null) init(f);
    for (;;) {
      if (cond !== null && !cond(f)) break;
      if (--R.steps < 0) budgetExceeded(where);
      const c = body(f);
      if (c !== NORMAL) {
        const r = loopCtl(c, label);
        if (r === LOOP_EXIT) break;
        if (r === LOOP_OUT) return c;
      }
      for (let i = 0; i < nfresh; i++) f[fresh[i]] = new Cell(f[fresh[i]].v);
      if (post !== null) post(f);
    }
    return NORMAL;
  };
}

/**
 * Slots of a for loop's boxed variables that get a fresh Cell for each iteration: all of them
 * from Go 1.22 on; none before, where the init statement's one Cell serves every iteration.
 */
export function freshLoopVarSlots(C: Compiler, s: ForStmt, cx: FnCtx): number[] {
  if (!C.unit.perIterationLoopVars) return [];
  return loopVarsOf(C, s.init)
    .filter((v) => C.boxed.has(v))
    .map((v) => C.slotOf(v, cx));
}

/**
 * Recognise `i < bound` / `i <= bound` with `i++` as post, where i is an unboxed int/int64 local
 * and bound a constant number or another such local.
 */
export function countingLoop(
  C: Compiler,
  s: ForStmt,
  cx: FnCtx,
): { slot: number; bound: number; boundSlot: number; inclusive: boolean } | null {
  const c = s.cond !== undefined ? unparenExpr(s.cond) : undefined;
  const p = s.post;
  if (c === undefined || c.kind !== 'BinaryExpr' || (c.op !== '<' && c.op !== '<=')) return null;
  if (p === undefined || p.kind !== 'IncDecStmt' || p.tok !== '++') return null;
  const slot = C.plainLocal(c.x, cx);
  if (slot < 0 || C.plainLocal(p.x, cx) !== slot) return null;
  const k = C.rtOf(c.x, cx).kind;
  if (k !== 'int' && k !== 'int64') return null;
  const info = C.unit.info;
  const btv = info.types.get(c.y);
  if (btv?.mode === 'constant' && btv.value?.kind === 'int') {
    const b = canon(btv.value.value);
    if (typeof b !== 'number') return null;
    return { slot, bound: b, boundSlot: -1, inclusive: c.op === '<=' };
  }
  const bs = C.plainLocal(c.y, cx);
  if (bs < 0 || C.rtOf(c.y, cx).kind !== k) return null;
  return { slot, bound: 0, boundSlot: bs, inclusive: c.op === '<=' };
}

/** The frame slot of each range target that only stores its value there (slotStore). */
const plainSlots = new WeakMap<object, number>();

/** A range target `f[s] = x`, known to rangeSlot by its slot. */
function slotStore(s: number): (f: any[], x: any) => void {
  const st = (f: any[], x: any) => {
    f[s] = x;
  };
  plainSlots.set(st, s);
  return st;
}

/**
 * The slot a range target stores its value into and does nothing else, so a loop can store it
 * inline instead of calling the target (one call less per iteration, through a call site every range
 * loop of the program shares); -1 for none (no target) or -2 for a target that does more.
 */
function rangeSlot(target: ((f: any[], v: any) => void) | null): number {
  return target === null ? -1 : (plainSlots.get(target) ?? -2);
}

/**
 * Assign to a range key/value: define fresh variables (:=) or store to lvalues (=). With
 * `loopVarInits` (range loops), a pre-1.22 package's variable is set up once by an initialiser
 * added there, instead of afresh on each iteration.
 */
export function rangeTarget(
  C: Compiler,
  e: Expr | undefined,
  define: boolean,
  cx: FnCtx,
  from: RType,
  loopVarInits: VarInit[] | null = null,
  share = false,
): ((f: any[], v: any) => void) | null {
  if (e === undefined) return null;
  if (e.kind === 'Ident' && e.name === '_') return null;
  if (define) {
    const v = C.unit.info.defs.get(e as Ident) as Var | undefined;
    if (v === undefined) return null;
    const s = C.declareLocal(v, cx);
    const t = C.rt(v.type, cx);
    const agg = needsCopy(t);
    const boxed = C.boxed.has(v);
    const inits = loopVarInits;
    // The element itself, not a copy of it, when the body cannot tell (rangecopy.ts).
    if (share && agg && !boxed) return slotStore(s);
    if (!C.unit.perIterationLoopVars && inits !== null && (boxed || agg)) {
      // Before Go 1.22: one variable (one Cell, or one struct/array object, which is never
      // boxed: escape.ts) per execution of the range statement, overwritten by each iteration.
      if (agg && !boxed) {
        inits.push((f) => (f[s] = zero(t)));
        return (f, x) => copyInto(t, f[s], x);
      }
      // (a boxed struct or array: a type parameter's, escape.ts)
      inits.push((f) => (f[s] = new Cell(zero(t))));
      return agg ? (f, x) => copyInto(t, f[s].v, x) : (f, x) => (f[s].v = x);
    }
    if (boxed) return (f, x) => (f[s] = new Cell(agg ? clone(t, x) : x));
    return agg ? (f, x) => (f[s] = clone(t, x)) : slotStore(s);
  }
  const lv = C.lvalue(e, cx);
  const to = C.rtOf(e, cx);
  if (to.kind === 'interface' && from.kind !== 'interface') return (f, x) => lv.store(f, new Iface(from, x));
  return needsCopy(to) ? (f, x) => lv.store(f, clone(to, x)) : lv.store;
}

type Target = ((f: any[], v: any) => void) | null;

/**
 * `for i, x[i] = range y`: the value's index operands are evaluated before the key is stored, as in
 * an assignment's first phase (go test range.go).
 */
function rangePair(C: Compiler, s: RangeStmt, cx: FnCtx, key: Target, val: Target, from: RType): Target[] {
  const info = C.unit.info;
  const ve = s.value && unparenExpr(s.value);
  if (s.tok === ':=' || !key || !val || s.key?.kind !== 'Ident' || !ve || ve.kind === 'Ident')
    return [key, val];
  if (!mentionsAny(ve, new Set([info.uses.get(s.key)]), info)) return [key, val];
  const ref = refOf(C, ve, cx);
  const to = C.rtOf(ve, cx);
  if (ref === null || needsCopy(to)) return [key, val];
  const box = to.kind === 'interface' && from.kind !== 'interface';
  let loc: { store(v: any): void };
  return [
    (f, k) => {
      loc = ref(f);
      key(f, k);
    },
    (_f, v) => loc.store(box ? new Iface(from, v) : v),
  ];
}

export function rangeStmt(C: Compiler, s: RangeStmt, cx: FnCtx, label: string | null): St {
  return withU64Halves(C, s, cx, () => {
    const inits: VarInit[] = [];
    const st = rangeLoop(C, s, cx, label, inits);
    return withVarInits(inits, st);
  });
}

/** A range loop; pre-1.22 shared loop variables add their initialisers to `inits` (rangeTarget). */
export function rangeLoop(C: Compiler, s: RangeStmt, cx: FnCtx, label: string | null, inits: VarInit[]): St {
  const xt = coreOf(C.typeOfExpr(s.x));
  const define = s.tok === ':=';
  const where = C.where(s.pos);
  if (define)
    for (const e of [s.key, s.value]) {
      const v = e?.kind === 'Ident' ? C.unit.info.defs.get(e) : undefined;
      if (v?.kind === 'var') C.rangeVars.add(v);
    }
  if (xt.kind === 'basic' && xt.info !== 'string' && xt.info !== 'untyped string') {
    // range over int
    const n = C.intExpr(s.x, cx);
    const kt = s.key ? C.rtOf(s.key, cx) : tInt;
    const key = C.rangeTarget(s.key, define, cx, kt, inits);
    const body = C.block(s.body.list, cx);
    const ks = rangeSlot(key);
    if (ks >= -1)
      return (f) => {
        const cnt = n(f);
        for (let i = 0; i < cnt; i++) {
          if (--R.steps < 0) budgetExceeded(where);
          if (ks >= 0) f[ks] = i;
          const c = body(f);
          if (c !== NORMAL) {
            const r = loopCtl(c, label);
            if (r === LOOP_EXIT) break;
            if (r === LOOP_OUT) return c;
          }
        }
        return NORMAL;
      };
    return (f) => {
      const cnt = n(f);
      for (let i = 0; i < cnt; i++) {
        if (--R.steps < 0) budgetExceeded(where);
        if (key !== null) key(f, i);
        const c = body(f);
        if (c !== NORMAL) {
          const r = loopCtl(c, label);
          if (r === LOOP_EXIT) break;
          if (r === LOOP_OUT) return c;
        }
      }
      return NORMAL;
    };
  }
  if (xt.kind === 'basic') {
    const x = C.expr(s.x, cx);
    const [key, val] = rangePair(
      C,
      s,
      cx,
      C.rangeTarget(s.key, define, cx, tInt, inits),
      C.rangeTarget(s.value, define, cx, tInt32, inits),
      tInt32,
    );
    const body = C.block(s.body.list, cx);
    return (f) => {
      const str: string = x(f);
      for (let i = 0; i < str.length; ) {
        if (--R.steps < 0) budgetExceeded(where);
        const r = decodeRune(str, i);
        const w = decodedWidth;
        if (key !== null) key(f, i);
        if (val !== null) val(f, r);
        const c = body(f);
        i += w;
        if (c !== NORMAL) {
          const r = loopCtl(c, label);
          if (r === LOOP_EXIT) break;
          if (r === LOOP_OUT) return c;
        }
      }
      return NORMAL;
    };
  }
  if (xt.kind === 'slice' || xt.kind === 'array' || xt.kind === 'pointer') {
    const x = C.expr(s.x, cx);
    const isSlice = xt.kind === 'slice';
    const alen = xt.kind === 'array' ? xt.len : xt.kind === 'pointer' ? (coreOf(xt.elem) as any).len : 0;
    const et = C.rt(
      isSlice || xt.kind === 'array' ? (xt as any).elem : (coreOf((xt as any).elem) as any).elem,
      cx,
    );
    const vv =
      define && isSlice && s.value !== undefined ? C.unit.info.defs.get(s.value as Ident) : undefined;
    const share = vv?.kind === 'var' && rangeValueMayShare(s, vv, C.unit.info, (e) => C.typeOfExpr(e));
    const [key, val] = rangePair(
      C,
      s,
      cx,
      C.rangeTarget(s.key, define, cx, tInt, inits),
      C.rangeTarget(s.value, define, cx, et, inits, share),
      et,
    );
    const body = C.block(s.body.list, cx);
    const arrCopy = xt.kind === 'array';
    const xrt = C.rtOf(s.x, cx);
    const ks = rangeSlot(key);
    const vs = rangeSlot(val);
    if (isSlice && ks >= -1 && vs >= -1)
      return (f) => {
        const v = x(f);
        if (v === null) return NORMAL;
        const arr = v.arr;
        const off = v.off;
        const len = v.len;
        for (let i = 0; i < len; i++) {
          if (--R.steps < 0) budgetExceeded(where);
          if (ks >= 0) f[ks] = i;
          if (vs >= 0) f[vs] = arr[off + i];
          const c = body(f);
          if (c !== NORMAL) {
            const r = loopCtl(c, label);
            if (r === LOOP_EXIT) break;
            if (r === LOOP_OUT) return c;
          }
        }
        return NORMAL;
      };
    return (f) => {
      const v = x(f);
      let arr: any[];
      let off = 0;
      let len: number;
      if (isSlice) {
        if (v === null) return NORMAL;
        arr = v.arr;
        off = v.off;
        len = v.len;
      } else {
        if (v === null) {
          if (val !== null) throw nilDeref();
          arr = [];
        } else arr = arrCopy && val !== null ? clone(xrt, v) : v;
        len = alen;
      }
      for (let i = 0; i < len; i++) {
        if (--R.steps < 0) budgetExceeded(where);
        if (key !== null) key(f, i);
        if (val !== null) val(f, arr[off + i]);
        const c = body(f);
        if (c !== NORMAL) {
          const r = loopCtl(c, label);
          if (r === LOOP_EXIT) break;
          if (r === LOOP_OUT) return c;
        }
      }
      return NORMAL;
    };
  }
  if (xt.kind === 'map') {
    const x = C.expr(s.x, cx);
    const vt = C.rt(xt.elem, cx);
    const [key, val] = rangePair(
      C,
      s,
      cx,
      C.rangeTarget(s.key, define, cx, C.rt(xt.key, cx), inits),
      C.rangeTarget(s.value, define, cx, vt, inits),
      vt,
    );
    const body = C.block(s.body.list, cx);
    return (f) => {
      const m: GoMap | null = x(f);
      if (m === null) return NORMAL;
      const it = m.iter();
      while (m.step(it)) {
        if (--R.steps < 0) budgetExceeded(where);
        if (key !== null) key(f, it.orig);
        if (val !== null) val(f, it.val);
        const c = body(f);
        if (c !== NORMAL) {
          const r = loopCtl(c, label);
          if (r === LOOP_EXIT) break;
          if (r === LOOP_OUT) return c;
        }
      }
      return NORMAL;
    };
  }
  if (xt.kind === 'chan') {
    const x = C.expr(s.x, cx);
    const key = C.rangeTarget(s.key, define, cx, C.rt(xt.elem, cx), inits);
    const body = C.block(s.body.list, cx);
    const link = C.link;
    const site = C.site(s, cx);
    return (f) => {
      const ch: Chan | null = x(f);
      if (ch === null) nilChanRecv(link.sched);
      for (;;) {
        if (--R.steps < 0) budgetExceeded(where);
        R.sites[R.depth] = site;
        const [v, ok] = ch.recv();
        if (!ok) break;
        if (key !== null) key(f, v);
        const c = body(f);
        if (c !== NORMAL) {
          const r = loopCtl(c, label);
          if (r === LOOP_EXIT) break;
          if (r === LOOP_OUT) return c;
        }
      }
      return NORMAL;
    };
  }
  if (xt.kind === 'signature') {
    // range over func (Go 1.23 iterators): yield returns false once the body breaks.
    const x = C.expr(s.x, cx);
    const loop = rangeFuncLoop(C, s, cx, label, inits, xt, false);
    return (f) => {
      const fn = x(f);
      if (fn === null) throw nilDeref();
      const l = loop(f);
      fn(l.yieldFn);
      return l.finish();
    };
  }
  C.fail(s, `interp: cannot range over ${xt.kind}`);
}

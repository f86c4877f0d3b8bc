// Natives behind package slices. The generic Go wrappers hand their slices over as `any` (an Iface
// whose type is the instantiated slice type), so the element type is known here at run time;
// results go back through a pointer to the wrapper's own variable. Semantics follow go/src/slices,
// including append's capacity growth (the interpreter's growslice) and zeroing of vacated elements.

import { GoPanic, runtimeError } from '../../interp/panic.ts';
import { appendValues } from '../../interp/rt/slice.ts';
import { type RType, tString } from '../../interp/rtype.ts';
import {
  backingSlice,
  clone,
  copyInto,
  equal,
  fillZero,
  Iface,
  ifaceEqual,
  needsCopy,
  type Pointer,
  Slice,
  zero,
} from '../../interp/values.ts';
import { orderedCompare, orderedLess } from '../sort/sortcore.ts';

type Fn = (...args: any[]) => any;

const sliceOfIface = (x: Iface): Slice | null => x.v as Slice | null;
const elemType = (x: Iface): RType => x.t.elem!;
const lenOf = (s: Slice | null) => (s === null ? 0 : s.len);
const at = (s: Slice, i: number) => s.arr[s.off + i];
const num = (v: number | bigint) => Number(v);

/** The element value a Go `E` argument boxed into `any` carries. */
function unbox(et: RType, v: Iface | null): any {
  return et.kind === 'interface' ? v : (v as Iface).v;
}

/** An element passed to a Go callback by value (structs and arrays are copied). */
function arg(et: RType, v: any): any {
  return needsCopy(et) ? clone(et, v) : v;
}

function eqElem(et: RType, a: any, b: any): boolean {
  return et.kind === 'interface' ? ifaceEqual(a, b) : equal(et, a, b);
}

function panicStr(msg: string): GoPanic {
  return new GoPanic(new Iface(tString, msg));
}

function store(p: Iface, v: any): void {
  (p.v as Pointer).store(v);
}

function load(p: Iface): any {
  return (p.v as Pointer).load();
}

/** Store an element value through a Go pointer `p` (a `*E`): structs and arrays are copied in. */
function storeElem(p: Iface, v: any): void {
  const et = p.t.elem!;
  if (needsCopy(et)) copyInto(et, p.v, v);
  else (p.v as Pointer).store(v);
}

/** Load an element value through a Go pointer `p` (a `*T`), as a callback argument. */
function loadElem(p: Iface): any {
  const et = p.t.elem!;
  return needsCopy(et) ? clone(et, p.v) : (p.v as Pointer).load();
}

function elems(s: Slice | null): any[] {
  return s === null ? [] : s.toArray();
}

export const slicesNatives = {
  equal: (_c: unknown, a: Iface, b: Iface) => {
    const s1 = sliceOfIface(a);
    const s2 = sliceOfIface(b);
    const n = lenOf(s1);
    if (n !== lenOf(s2)) return false;
    const et = elemType(a);
    for (let i = 0; i < n; i++) if (!eqElem(et, at(s1!, i), at(s2!, i))) return false;
    return true;
  },
  equalFunc: (_c: unknown, a: Iface, b: Iface, eq: Iface) => {
    const s1 = sliceOfIface(a);
    const s2 = sliceOfIface(b);
    const n = lenOf(s1);
    if (n !== lenOf(s2)) return false;
    const f = eq.v as Fn;
    for (let i = 0; i < n; i++)
      if (!f(arg(elemType(a), at(s1!, i)), arg(elemType(b), at(s2!, i)))) return false;
    return true;
  },
  compare: (_c: unknown, a: Iface, b: Iface) => {
    const s1 = sliceOfIface(a);
    const s2 = sliceOfIface(b);
    const n1 = lenOf(s1);
    const n2 = lenOf(s2);
    for (let i = 0; i < n1; i++) {
      if (i >= n2) return 1;
      const c = orderedCompare(at(s1!, i), at(s2!, i));
      if (c !== 0) return c;
    }
    return n1 < n2 ? -1 : 0;
  },
  compareFunc: (_c: unknown, a: Iface, b: Iface, cmp: Iface) => {
    const s1 = sliceOfIface(a);
    const s2 = sliceOfIface(b);
    const n1 = lenOf(s1);
    const n2 = lenOf(s2);
    const f = cmp.v as Fn;
    for (let i = 0; i < n1; i++) {
      if (i >= n2) return 1;
      const c = f(arg(elemType(a), at(s1!, i)), arg(elemType(b), at(s2!, i)));
      if (c !== 0) return c;
    }
    return n1 < n2 ? -1 : 0;
  },
  index: (_c: unknown, x: Iface, v: Iface | null) => {
    const s = sliceOfIface(x);
    const et = elemType(x);
    const want = unbox(et, v);
    for (let i = 0; i < lenOf(s); i++) if (eqElem(et, want, at(s!, i))) return i;
    return -1;
  },
  indexFunc: (_c: unknown, x: Iface, f: Iface) => {
    const s = sliceOfIface(x);
    const et = elemType(x);
    const fn = f.v as Fn;
    for (let i = 0; i < lenOf(s); i++) if (fn(arg(et, at(s!, i)))) return i;
    return -1;
  },
  insert: (_c: unknown, p: Iface, iv: number | bigint, vx: Iface) => {
    const s = load(p) as Slice | null;
    const et = p.t.elem!.elem!;
    const i = num(iv);
    const n = lenOf(s);
    if (i < 0 || i > n) throw runtimeError('boundsError', `slice bounds out of range [${i}:${n}]`);
    const v = elems(vx.v as Slice | null);
    const m = v.length;
    if (m === 0) return;
    if (i === n) {
      store(p, appendValues(s, v, et));
      return;
    }
    const sl = s!;
    if (n + m > sl.cap) {
      // append(s[:i], make(S, n+m-i)...) then copy: a fresh array sized by growslice.
      const head = new Slice(sl.arr, sl.off, i, sl.cap);
      const vals = v.concat(backingSlice(sl.arr, sl.off + i, sl.off + n));
      const s2 = appendValues(head, new Array(vals.length).fill(zero(et)), et);
      for (let k = 0; k < vals.length; k++) s2.arr[s2.off + i + k] = vals[k];
      store(p, s2);
      return;
    }
    const { arr, off } = sl;
    for (let k = n - 1; k >= i; k--) arr[off + k + m] = arr[off + k];
    for (let k = 0; k < m; k++) arr[off + i + k] = v[k];
    store(p, new Slice(arr, off, n + m, sl.cap));
  },
  del: (_c: unknown, p: Iface, iv: number | bigint, jv: number | bigint) => {
    const s = load(p) as Slice | null;
    const et = p.t.elem!.elem!;
    const i = num(iv);
    const j = num(jv);
    const n = lenOf(s);
    // Go checks with s[i:j:len(s)] first, so these are 3-index slice messages.
    if (j > n) throw runtimeError('boundsError', `slice bounds out of range [:${j}:${n}]`);
    if (i > j || i < 0) throw runtimeError('boundsError', `slice bounds out of range [${i}:${j}:]`);
    if (i === j) return;
    const { arr, off, cap } = s!;
    for (let k = j; k < n; k++) arr[off + i + k - j] = arr[off + k];
    fillZero(et, arr, off + n - (j - i), off + n);
    store(p, new Slice(arr, off, n - (j - i), cap));
  },
  deleteFunc: (_c: unknown, p: Iface, f: Iface) => {
    const s = load(p) as Slice | null;
    const et = p.t.elem!.elem!;
    const fn = f.v as Fn;
    const n = lenOf(s);
    let i = 0;
    while (i < n && !fn(arg(et, at(s!, i)))) i++;
    if (i === n) return;
    const { arr, off, cap } = s!;
    for (let j = i + 1; j < n; j++) {
      const v = arr[off + j];
      if (!fn(arg(et, v))) {
        arr[off + i] = v;
        i++;
      }
    }
    fillZero(et, arr, off + i, off + n);
    store(p, new Slice(arr, off, i, cap));
  },
  replace: (_c: unknown, p: Iface, iv: number | bigint, jv: number | bigint, vx: Iface) => {
    const s = load(p) as Slice | null;
    const et = p.t.elem!.elem!;
    const i = num(iv);
    const j = num(jv);
    const n = lenOf(s);
    if (j > n)
      throw runtimeError(
        'boundsError',
        `slice bounds out of range [:${j}] with capacity ${s === null ? 0 : s.cap}`,
      );
    if (i > j || i < 0) throw runtimeError('boundsError', `slice bounds out of range [${i}:${j}]`);
    const v = elems(vx.v as Slice | null);
    const tail = elems(s).slice(j);
    const head = s === null ? null : new Slice(s.arr, s.off, i, s.cap);
    const s2 = appendValues(head, v.concat(tail), et) ?? head;
    if (s !== null && s2 !== null && s2.arr === s.arr && s2.len < n)
      fillZero(et, s.arr, s.off + s2.len, s.off + n);
    store(p, s2);
  },
  cloneSlice: (_c: unknown, p: Iface, x: Iface) => {
    const s = sliceOfIface(x);
    if (s === null) return;
    const et = elemType(x);
    const vals = elems(s).map((v) => arg(et, v));
    store(p, vals.length === 0 ? new Slice([], 0, 0, 0) : appendValues(new Slice([], 0, 0, 0), vals, et));
  },
  compact: (_c: unknown, p: Iface, eqf: Iface | null) => {
    const s = load(p) as Slice | null;
    const et = p.t.elem!.elem!;
    const n = lenOf(s);
    if (n < 2) return;
    const same =
      eqf === null
        ? (a: any, b: any) => eqElem(et, a, b)
        : (a: any, b: any) => (eqf.v as Fn)(arg(et, a), arg(et, b));
    const { arr, off, cap } = s!;
    let k = 1;
    for (let r = 1; r < n; r++) {
      if (!same(arr[off + r], arr[off + r - 1])) {
        arr[off + k] = arr[off + r];
        k++;
      }
    }
    fillZero(et, arr, off + k, off + n);
    store(p, new Slice(arr, off, k, cap));
  },
  grow: (_c: unknown, p: Iface, nv: number | bigint) => {
    const s = load(p) as Slice | null;
    const et = p.t.elem!.elem!;
    let n = num(nv);
    if (n < 0) throw panicStr('cannot be negative');
    const len = lenOf(s);
    const cap = s === null ? 0 : s.cap;
    n -= cap - len;
    if (n > 0) {
      const full = s === null ? null : new Slice(s.arr, s.off, cap, cap);
      const g = appendValues(full, new Array(n).fill(zero(et)), et);
      if (needsCopy(et)) fillZero(et, g.arr, g.off + cap, g.off + cap + n);
      store(p, new Slice(g.arr, g.off, len, g.cap));
    }
  },
  clip: (_c: unknown, p: Iface) => {
    const s = load(p) as Slice | null;
    if (s !== null) store(p, new Slice(s.arr, s.off, s.len, s.len));
  },
  reverse: (_c: unknown, x: Iface) => {
    const s = sliceOfIface(x);
    if (s === null) return;
    const { arr, off } = s;
    for (let i = off, j = off + s.len - 1; i < j; i++, j--) {
      const t = arr[i];
      arr[i] = arr[j];
      arr[j] = t;
    }
  },
  concat: (_c: unknown, p: Iface, all: Iface) => {
    const et = p.t.elem!.elem!;
    const parts = elems(all.v as Slice | null) as (Slice | null)[];
    const vals: any[] = [];
    for (const s of parts) for (const v of elems(s)) vals.push(arg(et, v));
    if (vals.length > 0) store(p, appendValues(null, vals, et));
  },
  repeat: (_c: unknown, p: Iface, x: Iface, countv: number | bigint) => {
    const count = num(countv);
    if (count < 0) throw panicStr('cannot be negative');
    const et = elemType(x);
    const base = elems(sliceOfIface(x));
    const arr: any[] = [];
    for (let k = 0; k < count; k++) for (const v of base) arr.push(arg(et, v));
    store(p, new Slice(arr, 0, arr.length, arr.length));
  },
  minmax: (_c: unknown, x: Iface, out: Iface, wantMax: boolean) => {
    const s = sliceOfIface(x);
    if (lenOf(s) < 1) throw panicStr(wantMax ? 'slices.Max: empty list' : 'slices.Min: empty list');
    let m = at(s!, 0);
    for (let i = 1; i < s!.len; i++) {
      // biome-ignore lint/suspicious/noSelfCompare: NaN propagates, as the min/max builtins
      if (m !== m) break;
      const v = at(s!, i);
      // biome-ignore lint/suspicious/noSelfCompare: NaN test
      if (v !== v || (wantMax ? v > m : v < m)) m = v;
    }
    storeElem(out, m);
  },
  minmaxFunc: (_c: unknown, x: Iface, out: Iface, cmp: Iface, wantMax: boolean) => {
    const s = sliceOfIface(x);
    const et = elemType(x);
    if (lenOf(s) < 1) throw panicStr(wantMax ? 'slices.MaxFunc: empty list' : 'slices.MinFunc: empty list');
    const f = cmp.v as Fn;
    let m = at(s!, 0);
    for (let i = 1; i < s!.len; i++) {
      const v = at(s!, i);
      const c = f(arg(et, v), arg(et, m));
      if (wantMax ? c > 0 : c < 0) m = v;
    }
    storeElem(out, m);
  },
  isSorted: (_c: unknown, x: Iface, cmp: Iface | null) => {
    const s = sliceOfIface(x);
    const et = elemType(x);
    for (let i = lenOf(s) - 1; i > 0; i--) {
      const a = at(s!, i);
      const b = at(s!, i - 1);
      if (cmp === null ? orderedLess(a, b) : (cmp.v as Fn)(arg(et, a), arg(et, b)) < 0) return false;
    }
    return true;
  },
  binarySearch: (_c: unknown, x: Iface, target: Iface, cmp: Iface | null) => {
    const s = sliceOfIface(x);
    const et = elemType(x);
    const n = lenOf(s);
    const t = loadElem(target);
    const f = cmp === null ? null : (cmp.v as Fn);
    // biome-ignore lint/suspicious/noSelfCompare: NaN test
    const nan = (v: any) => v !== v;
    const c = f === null ? (e: any) => orderedCompare(e, t) : (e: any) => Number(f(arg(et, e), t));
    let i = 0;
    let j = n;
    while (i < j) {
      const h = (i + j) >>> 1;
      if (f === null ? orderedLess(at(s!, h), t) : c(at(s!, h)) < 0) i = h + 1;
      else j = h;
    }
    if (i >= n) return [i, false];
    const e = at(s!, i);
    return [i, f === null ? e === t || (nan(e) && nan(t)) : c(e) === 0];
  },
  push: (_c: unknown, p: Iface, v: Iface | null) => {
    const et = p.t.elem!.elem!;
    store(p, appendValues(load(p) as Slice | null, [unbox(et, v)], et));
  },
};

// reflect.Value over the runtime representation (values.ts). The Go struct is `{ ref: VLoc | null }`;
// a VLoc knows the value's type, how to read it and, when the value is addressable, how to write it
// and take its address. Panic texts follow go1.23 reflect/value.go.

import { addressOf } from '../../interp/address.ts';
import { funcCodeOf, funcSymOf, noteFuncAddress, wrapperSym } from '../../interp/funcsym.ts';
import type { TableIter } from '../../interp/hashtable.ts';
import { canon } from '../../interp/int64.ts';
import type { NativeContext, NativeTable } from '../../interp/native.ts';
import { runtimeError } from '../../interp/panic.ts';
import { appendValues } from '../../interp/rt/slice.ts';
import {
  isExported,
  isFloat,
  isInteger,
  isUnsigned,
  ptrTo,
  type RType,
  sliceOf,
  tUint8,
} from '../../interp/rtype.ts';
import { type Chan, closeChan, type SelectCase, selectG } from '../../interp/sched.ts';
import { stringToBytes } from '../../interp/strings.ts';
import {
  backingSlice,
  Cell,
  clone,
  copyInto,
  ElemRef,
  equal,
  FieldRef,
  fillZero,
  GoMap,
  Iface,
  makeSlice,
  needsCopy,
  Slice,
  toIface,
  zero,
} from '../../interp/values.ts';
import { decodeRune, encodeRune } from '../unicode/utf8core.ts';
import {
  assignable,
  convertible,
  exportedMethods,
  fieldIndexByName,
  hooks,
  kindIndex,
  methodNames,
  numMethod,
  type RtypeObj,
  sizeAlign,
  strPanic,
  tOf,
  typeArg,
  typeIface,
} from './type.ts';

/** Where a Value's contents live. `set` is null when the value is not addressable. */
export class VLoc {
  readonly t: RType;
  readonly get: () => any;
  /** null when the value is not addressable. */
  readonly set: ((v: any) => void) | null;
  /** Obtained through an unexported field (reflect's flagRO). */
  readonly ro: boolean;
  /** The Go pointer to the value (addressable values only). */
  readonly addr: (() => any) | null;
  constructor(
    t: RType,
    get: () => any,
    set: ((v: any) => void) | null,
    ro: boolean,
    addr: (() => any) | null,
  ) {
    this.t = t;
    this.get = get;
    this.set = set;
    this.ro = ro;
    this.addr = addr;
  }
}

export type GoValue = { ref: VLoc | null };

const invalid = (): GoValue => ({ ref: null });
const wrap = (l: VLoc): GoValue => ({ ref: l });
const constLoc = (t: RType, v: any, ro = false): VLoc => new VLoc(t, () => v, null, ro, null);

/** A location inside an aggregate: `obj[key]`, writable and addressable when `addressable`. */
function slotLoc(t: RType, obj: () => any, key: string | number, addressable: boolean, ro: boolean): VLoc {
  const agg = needsCopy(t);
  const get = () => obj()[key];
  if (!addressable) return new VLoc(t, get, null, ro, null);
  const set = agg ? (v: any) => copyInto(t, obj()[key], v) : (v: any) => (obj()[key] = v);
  const addr = agg ? get : () => mkRef(obj(), key);
  return new VLoc(t, get, set, ro, addr);
}

/** `&obj[key]` as the interpreter represents it (values.ts ElemRef / FieldRef). */
function mkRef(obj: any, key: string | number): any {
  return typeof key === 'number' ? new ElemRef(obj, key) : new FieldRef(obj, key);
}

/** The location a pointer p of type *e points at. */
function derefLoc(e: RType, p: any, ro: boolean): VLoc {
  if (needsCopy(e))
    return new VLoc(
      e,
      () => p,
      (v) => copyInto(e, p, v),
      ro,
      () => p,
    );
  return new VLoc(
    e,
    () => p.load(),
    (v) => p.store(v),
    ro,
    () => p,
  );
}

export function funcValue(ft: RType, fn: any): GoValue {
  return wrap(constLoc(ft, fn));
}
hooks.funcValue = funcValue;

/** For fmt: the type and value a reflect.Value holds (null for the zero Value). */
export function valueContents(v: GoValue): { t: RType; v: any; ro: boolean } | null {
  const l = v.ref;
  return l === null ? null : { t: l.t, v: l.get(), ro: l.ro };
}

// ---------------------------------------------------------------------------------------------
// Flag checks (reflect's mustBe, mustBeExported, mustBeAssignable).

function valueError(ctx: NativeContext, method: string, kind: number): Error {
  const t = ptrTo(ctx.typeOf('reflect', 'ValueError'));
  return ctx.panicValue(new Iface(t, { Method: method, Kind: kind }));
}

function mustBe(ctx: NativeContext, v: GoValue, kind: string, method: string): VLoc {
  const l = v.ref;
  if (l === null) throw valueError(ctx, `reflect.Value.${method}`, 0);
  if (l.t.kind !== kind) throw valueError(ctx, `reflect.Value.${method}`, kindIndex(l.t));
  return l;
}

function mustBeExported(ctx: NativeContext, v: GoValue, method: string): VLoc {
  const l = v.ref;
  if (l === null) throw valueError(ctx, `reflect.Value.${method}`, 0);
  if (l.ro)
    throw strPanic(ctx, `reflect: reflect.Value.${method} using value obtained using unexported field`);
  return l;
}

function mustBeAssignable(ctx: NativeContext, v: GoValue, method: string): VLoc & { set: (v: any) => void } {
  const l = mustBeExported(ctx, v, method);
  if (l.set === null) throw strPanic(ctx, `reflect: reflect.Value.${method} using unaddressable value`);
  return l as VLoc & { set: (v: any) => void };
}

const kindOf = (l: VLoc | null): number => (l === null ? 0 : kindIndex(l.t));
const isComplex = (k: string): boolean => k === 'complex64' || k === 'complex128';

/** The representation of x for storing into a `dst` (reflect's assignTo), or a panic. */
function assignTo(ctx: NativeContext, x: VLoc, dst: RType, context: string): any {
  const v = x.get();
  if (x.t === dst || (dst.kind !== 'interface' && assignable(x.t, dst)))
    return needsCopy(dst) ? clone(dst, v) : v;
  if (dst.kind === 'interface' && assignable(x.t, dst)) return x.t.kind === 'interface' ? v : toIface(x.t, v);
  throw strPanic(ctx, `${context}: value of type ${x.t.String()} is not assignable to type ${dst.String()}`);
}

/** Wrap an integer to the width of kind k (SetInt / SetUint). */
function wrapInt(k: string, x: number | bigint): number | bigint {
  const w =
    k === 'int8' || k === 'uint8'
      ? 8
      : k === 'int16' || k === 'uint16'
        ? 16
        : k === 'int32' || k === 'uint32'
          ? 32
          : 64;
  if (w === 64) return x;
  const b = BigInt(x);
  return Number(isUnsigned(k as any) ? BigInt.asUintN(w, b) : BigInt.asIntN(w, b));
}

function isZeroOf(t: RType, v: any): boolean {
  switch (t.kind) {
    case 'bool':
      return v === false;
    case 'string':
      return v === '';
    case 'complex64':
    case 'complex128':
      return v.re === 0 && v.im === 0;
    case 'array':
      for (let i = 0; i < t.len; i++) if (!isZeroOf(t.elem!, v[i])) return false;
      return true;
    case 'struct':
      for (const f of t.fields) if (f.name !== '_' && !isZeroOf(f.type, v[f.key])) return false;
      return true;
    default:
      if (isInteger(t.kind) || isFloat(t.kind)) return v === 0;
      return v === null;
  }
}

/** Method i of a value's method set as a bound func Value. */
function methodValue(ctx: NativeContext, l: VLoc, i: number, op: string): GoValue {
  if (l.t.kind === 'interface') {
    const m = l.t.imethods[i];
    if (!isExported(m.name)) throw strPanic(ctx, `reflect: ${op} of unexported method`);
    const iv = l.get() as Iface | null;
    if (iv === null) throw strPanic(ctx, `reflect: ${op} of method on nil interface value`);
    const dm = iv.t.methods.get(m.name)!;
    const f: any = (...args: any[]) => dm.fn(iv.v, ...args);
    f.$fm = wrapperSym('reflect.methodValueCall');
    return wrap(constLoc(m.type, f, l.ro));
  }
  const m = exportedMethods(l.t)[i];
  const recv = l.get();
  const r = needsCopy(l.t) && !m.ptrRecv ? clone(l.t, recv) : recv;
  // gc's method Values all share one entry (reflect/makefunc.go methodValueCall), which FuncForPC names
  const f: any = (...args: any[]) => m.fn(r, ...args);
  f.$fm = wrapperSym('reflect.methodValueCall');
  return wrap(constLoc(m.type, f, l.ro));
}

function fieldOf(ctx: NativeContext, l: VLoc, i: number): VLoc {
  const t = l.t;
  if (i < 0 || i >= t.fields.length) throw strPanic(ctx, 'reflect: Field index out of range');
  const f = t.fields[i];
  return slotLoc(f.type, l.get, f.key, l.set !== null, l.ro || f.pkgPath !== '');
}

function elemOf(ctx: NativeContext, l: VLoc | null): GoValue {
  if (l === null) throw valueError(ctx, 'reflect.Value.Elem', 0);
  if (l.t.kind === 'interface') {
    const iv = l.get() as Iface | null;
    return iv === null ? invalid() : wrap(constLoc(iv.t, iv.v, l.ro));
  }
  if (l.t.kind === 'ptr') {
    const p = l.get();
    return p === null ? invalid() : wrap(derefLoc(l.t.elem!, p, l.ro));
  }
  throw valueError(ctx, 'reflect.Value.Elem', kindIndex(l.t));
}

function fieldByIndex(ctx: NativeContext, v: GoValue, index: number[]): GoValue {
  let l = mustBe(ctx, v, 'struct', 'FieldByIndex');
  index.forEach((x, k) => {
    if (k > 0 && l.t.kind === 'ptr' && l.t.elem!.kind === 'struct') {
      if (l.get() === null)
        throw strPanic(ctx, 'reflect: indirection through nil pointer to embedded struct');
      l = elemOf(ctx, l).ref!;
    }
    if (l.t.kind !== 'struct') throw valueError(ctx, 'reflect.Value.Field', kindIndex(l.t));
    l = fieldOf(ctx, l, x);
  });
  return wrap(l);
}

/** Go's conversion of x (of type `from`) to numeric type `to`. */
function convertNumber(x: any, from: RType, to: RType): any {
  if (isFloat(to.kind)) {
    const n = typeof x === 'bigint' ? Number(x) : (x as number);
    return to.kind === 'float32' ? Math.fround(n) : n;
  }
  const b = isFloat(from.kind) ? (Number.isFinite(x) ? BigInt(Math.trunc(x)) : 0n) : BigInt(x);
  const w = sizeAlign(to)[0] * 8;
  const r = isUnsigned(to.kind) ? BigInt.asUintN(w, b) : BigInt.asIntN(w, b);
  return w === 64 ? canon(r) : Number(r);
}

/** reflect's convertOp applied: the representation of x converted to t (convertible(x.t, t) holds). */
function convertValue(x: VLoc, t: RType): any {
  const v = x.get();
  const from = x.t;
  const num = (k: RType) => isInteger(k.kind) || isFloat(k.kind);
  if (num(from) && num(t)) return convertNumber(v, from, t);
  if ((from.kind === 'complex64' || from.kind === 'complex128') && t.kind !== 'interface') {
    return t.kind === 'complex64' ? { re: Math.fround(v.re), im: Math.fround(v.im) } : { re: v.re, im: v.im };
  }
  if (t.kind === 'string' && isInteger(from.kind)) {
    const big = typeof v === 'bigint' || v < 0 || v > 0x10ffff;
    return encodeRune(big ? 0xfffd : (v as number));
  }
  if (t.kind === 'string' && from.kind === 'slice') {
    const s = v as Slice | null;
    const items = s === null ? [] : s.toArray();
    if (from.elem!.kind === 'uint8') return String.fromCharCode(...items);
    return items.map((r: number) => encodeRune(r)).join('');
  }
  if (from.kind === 'string' && t.kind === 'slice') {
    const str = v as string;
    if (t.elem!.kind === 'uint8') return Slice.of(stringToBytes(str));
    const runes: number[] = [];
    for (let i = 0; i < str.length; ) {
      const d = decodeRune(str, i);
      runes.push(d.r);
      i += d.size;
    }
    return Slice.of(runes);
  }
  if (t.kind === 'interface') return from.kind === 'interface' ? v : toIface(from, v);
  return needsCopy(t) ? clone(t, v) : v;
}

type V = GoValue;

/**
 * v[i:j] or v[i:j:k] of a slice or an addressable array (go1.23 Value.Slice / Slice3): a slice
 * sharing v's elements, read-only when v is.
 */
function sliceValue(
  ctx: NativeContext,
  l: VLoc | null,
  method: 'Slice' | 'Slice3',
  i: number,
  j: number,
  k: number | null,
): GoValue {
  let t: RType;
  let arr: Slice['arr'] | null;
  let off = 0;
  let cap: number;
  if (l?.t.kind === 'array') {
    if (l.set === null) throw strPanic(ctx, `reflect.Value.${method}: slice of unaddressable array`);
    t = sliceOf(l.t.elem!);
    arr = l.get();
    cap = l.t.len;
  } else if (l?.t.kind === 'slice') {
    t = l.t;
    const s = l.get() as Slice | null;
    arr = s === null ? null : s.arr;
    off = s === null ? 0 : s.off;
    cap = s === null ? 0 : s.cap;
  } else {
    throw valueError(ctx, `reflect.Value.${method}`, kindOf(l));
  }
  const m = k ?? cap;
  if (i < 0 || j < i || m < j || m > cap)
    throw strPanic(ctx, `reflect.Value.${method}: slice index out of bounds`);
  return wrap(constLoc(t, arr === null ? null : new Slice(arr, off + i, j - i, m - i), l.ro));
}

/** len or cap of a channel as the builtins give them (a timer's channel reads as unbuffered). */
function chanLen(c: Chan | null, which: 'len' | 'cap'): number {
  return c === null || c.timer ? 0 : c[which];
}

/** reflect.go's MapIter; its map cursor is kept here, by iterator. */
interface MapIterObj {
  m: V;
  key: V;
  val: V;
  state: number;
}
const mapCursors = new WeakMap<MapIterObj, TableIter>();

export const valueNatives: NativeTable = {
  ValueOf: (_c, i: Iface | null) => (i === null ? invalid() : wrap(constLoc(i.t, i.v))),
  Zero: (ctx, typ: Iface | null) => {
    const t = typeArg(typ);
    if (t === null) throw strPanic(ctx, 'reflect: Zero(nil)');
    return wrap(constLoc(t, zero(t)));
  },
  New: (ctx, typ: Iface | null) => {
    const t = typeArg(typ);
    if (t === null) throw strPanic(ctx, 'reflect: New(nil)');
    const p = needsCopy(t) ? zero(t) : new Cell(zero(t));
    return wrap(constLoc(ptrTo(t), p));
  },
  // reflect/makefunc.go MakeFunc and value.go callReflect: the arguments as Values, the results
  // checked and assigned to the function's result types.
  MakeFunc: (ctx, typ: Iface | null, fn: ((in_: Slice) => Slice | null) | null) => {
    const t = typeArg(typ);
    if (t === null || t.kind !== 'func') throw strPanic(ctx, 'reflect: call of MakeFunc with non-Func type');
    const ps = t.params;
    const rs = t.results;
    const impl = (...args: any[]) => {
      if (fn === null) throw strPanic(ctx, 'reflect: call of MakeFunc with nil function');
      const out = fn(Slice.of(args.map((a, i) => wrap(constLoc(ps[i], a)))));
      const outs = out === null ? [] : (out.toArray() as GoValue[]);
      if (outs.length !== rs.length)
        throw strPanic(ctx, 'reflect: wrong return count from function created by MakeFunc');
      const vals = outs.map((v, i) => {
        if (v.ref === null) throw strPanic(ctx, 'reflect: function created by MakeFunc returned zero Value');
        if (v.ref.ro)
          throw strPanic(
            ctx,
            'reflect: function created by MakeFunc returned value obtained from unexported field',
          );
        return assignTo(ctx, v.ref, rs[i], 'reflect.MakeFunc');
      });
      return rs.length === 1 ? vals[0] : rs.length === 0 ? undefined : vals;
    };
    return wrap(constLoc(t, impl));
  },
  MakeSlice: (ctx, typ: Iface, len: number, cap: number) => {
    const t = typeArg(typ)!;
    if (t.kind !== 'slice') throw strPanic(ctx, 'reflect.MakeSlice of non-slice type');
    if (len < 0) throw strPanic(ctx, 'reflect.MakeSlice: negative len');
    if (cap < 0) throw strPanic(ctx, 'reflect.MakeSlice: negative cap');
    if (len > cap) throw strPanic(ctx, 'reflect.MakeSlice: len > cap');
    return wrap(constLoc(t, makeSlice(t.elem!, len, cap)));
  },
  makeChan: (ctx, r: RtypeObj, buffer: number) => {
    const t = tOf(r);
    return wrap(constLoc(t, ctx.makeChan(t.elem!, buffer)));
  },
  chansend: (ctx, v: V, x: V, nb: boolean) => {
    const c = v.ref!.get() as Chan | null;
    const e = x.ref!.get();
    if (c?.trySend(e)) return true;
    if (nb) return false;
    if (c === null) return ctx.block({ reason: 'chan send (nil chan)', ready: () => false });
    const w = c.sendPark(e);
    // A Park of its own: a synchronous wait calls `ready` unbound.
    return ctx.block({ reason: 'chan send', ready: () => w.ready() }, () => {
      if (w.closed) throw runtimeError('plainError', 'send on closed channel');
      return true;
    });
  },
  chanrecv: (ctx, v: V, nb: boolean) => {
    const elem = v.ref!.t.elem!;
    const c = v.ref!.get() as Chan | null;
    const got = (x: any, ok: boolean) => [wrap(constLoc(elem, x)), ok];
    const r = c?.tryRecv();
    if (r !== undefined) return got(r[0], r[1]);
    if (nb) return [invalid(), false];
    if (c === null) return ctx.block({ reason: 'chan receive (nil chan)', ready: () => false });
    const w = c.recvPark();
    return ctx.block({ reason: 'chan receive', ready: () => w.ready() }, () => got(w.v, w.ok));
  },
  chanclose: (_c, v: V) => closeChan(v.ref!.get()),
  assignTo: (ctx, x: V, r: RtypeObj, context: string) => {
    const t = tOf(r);
    return wrap(constLoc(t, assignTo(ctx, x.ref!, t, context)));
  },
  rselect: (ctx, cases: Slice) => {
    const list = cases.toArray() as { Dir: number; Chan: V; Send: V }[];
    const run: SelectCase[] = [];
    const where: number[] = [];
    let dflt = -1;
    list.forEach((c, i) => {
      if (c.Dir === 3) dflt = i;
      else {
        const chan = c.Chan.ref?.get() ?? null;
        run.push({ dir: c.Dir === 1 ? 'send' : 'recv', chan, value: c.Send.ref?.get() });
        where.push(i);
      }
    });
    const finish = ([k, v, ok]: [number, any, boolean]) =>
      k < 0
        ? [dflt, invalid(), false]
        : run[k].dir === 'send'
          ? [where[k], invalid(), false]
          : [where[k], wrap(constLoc(list[where[k]].Chan.ref!.t.elem!, v)), ok];
    const g = selectG(run, dflt >= 0, list.length === 0 ? 'select (no cases)' : 'select');
    const r = g.next();
    if (r.done) return finish(r.value);
    const park = r.value;
    return ctx.block({ reason: park.reason, ready: () => park.ready() }, () => finish(g.next().value as any));
  },
  MakeMap: (ctx, typ: Iface) => {
    const t = typeArg(typ)!;
    if (t.kind !== 'map') throw strPanic(ctx, 'reflect.MakeMapWithSize of non-map type');
    return wrap(constLoc(t, new GoMap(t.key!)));
  },
  MakeMapWithSize: (ctx, typ: Iface, _n: number) => {
    const t = typeArg(typ)!;
    if (t.kind !== 'map') throw strPanic(ctx, 'reflect.MakeMapWithSize of non-map type');
    return wrap(constLoc(t, new GoMap(t.key!)));
  },
  Append: (ctx, s: V, x: Slice | null) => {
    const l = mustBe(ctx, s, 'slice', 'Append');
    const vals: any[] = [];
    const n = x === null ? 0 : x.len;
    for (let i = 0; i < n; i++) {
      const xv = (x!.arr[x!.off + i] as GoValue).ref;
      if (xv === null) throw valueError(ctx, 'reflect.Value.Set', 0);
      vals.push(assignTo(ctx, xv, l.t.elem!, 'reflect.Set'));
    }
    return wrap(constLoc(l.t, appendValues(l.get(), vals, l.t.elem!), l.ro));
  },
  AppendSlice: (ctx, s: V, t: V) => {
    const l = mustBe(ctx, s, 'slice', 'AppendSlice');
    const r = mustBe(ctx, t, 'slice', 'AppendSlice');
    if (l.t.elem !== r.t.elem) throw strPanic(ctx, `reflect.AppendSlice: ${l.t.String()} != ${r.t.String()}`);
    const src = r.get() as Slice | null;
    const vals =
      src === null ? [] : src.toArray().map((e) => (needsCopy(l.t.elem!) ? clone(l.t.elem!, e) : e));
    return wrap(constLoc(l.t, appendValues(l.get(), vals, l.t.elem!), l.ro));
  },
  Copy: (ctx, dst: V, src: V) => {
    const d = dst.ref;
    if (d === null || (d.t.kind !== 'slice' && d.t.kind !== 'array'))
      throw valueError(ctx, 'reflect.Copy', kindOf(d));
    if (d.t.kind === 'array' && d.set === null)
      throw strPanic(ctx, 'reflect: reflect.Copy using unaddressable value');
    const s = src.ref;
    if (s === null || (s.t.kind !== 'slice' && s.t.kind !== 'array' && s.t.kind !== 'string'))
      throw valueError(ctx, 'reflect.Copy', kindOf(s));
    const de = d.t.elem!;
    const dv = d.get();
    const darr: any[] = d.t.kind === 'array' ? dv : dv === null ? [] : dv.arr;
    const doff = d.t.kind === 'slice' && dv !== null ? dv.off : 0;
    const dlen = d.t.kind === 'array' ? d.t.len : dv === null ? 0 : dv.len;
    const sv = s.get();
    const items: any[] =
      s.t.kind === 'string'
        ? Array.from(sv as string, (c) => c.charCodeAt(0))
        : s.t.kind === 'array'
          ? sv
          : sv === null
            ? []
            : (sv as Slice).toArray();
    const n = Math.min(dlen, items.length);
    const tmp = items.slice(0, n).map((e) => (needsCopy(de) ? clone(de, e) : e));
    for (let i = 0; i < n; i++) darr[doff + i] = tmp[i];
    return n;
  },

  'Value.Convert': (ctx, v: V, typ: Iface | null) => {
    const l = v.ref;
    if (l === null) throw valueError(ctx, 'reflect.Value.Convert', 0);
    const t = typeArg(typ)!;
    if (!convertible(l.t, t))
      throw strPanic(
        ctx,
        `reflect.Value.Convert: value of type ${l.t.String()} cannot be converted to type ${t.String()}`,
      );
    if (l.t.kind === 'slice' && (t.kind === 'array' || t.kind === 'ptr')) {
      const s = l.get() as Slice | null;
      const n = t.kind === 'array' ? t.len : t.elem!.len;
      const len = s === null ? 0 : s.len;
      if (len < n)
        throw strPanic(
          ctx,
          `reflect: cannot convert slice with length ${len} to ${t.kind === 'ptr' ? 'pointer to ' : ''}array with length ${n}`,
        );
      if (t.kind === 'ptr' && s === null) return wrap(constLoc(t, null, l.ro));
      // A pointer to array shares the slice's elements when they are its whole backing array.
      if (t.kind === 'ptr' && s!.off === 0 && s!.arr.length === n) return wrap(constLoc(t, s!.arr, l.ro));
      const e = l.t.elem!;
      const arr =
        s === null ? [] : backingSlice(s.arr, s.off, s.off + n).map((x) => (needsCopy(e) ? clone(e, x) : x));
      return wrap(constLoc(t, arr, l.ro));
    }
    return wrap(constLoc(t, convertValue(l, t), l.ro));
  },
  'Value.CanConvert': (_c, v: V, typ: Iface | null) => {
    const l = v.ref;
    const t = typeArg(typ)!;
    if (l === null || !convertible(l.t, t)) return false;
    if (l.t.kind === 'slice' && (t.kind === 'array' || t.kind === 'ptr')) {
      const s = l.get() as Slice | null;
      return (s === null ? 0 : s.len) >= (t.kind === 'array' ? t.len : t.elem!.len);
    }
    return true;
  },
  'Value.Kind': (_c, v: V) => kindOf(v.ref),
  'Value.Type': (ctx, v: V) => {
    if (v.ref === null) throw valueError(ctx, 'reflect.Value.Type', 0);
    return typeIface(ctx, v.ref.t);
  },
  'Value.IsNil': (ctx, v: V) => {
    const l = v.ref;
    switch (l?.t.kind) {
      case 'chan':
      case 'func':
      case 'map':
      case 'ptr':
      case 'unsafe.Pointer':
      case 'interface':
      case 'slice':
        return l!.get() === null;
      default:
        throw valueError(ctx, 'reflect.Value.IsNil', kindOf(l));
    }
  },
  // the address fmt's %p prints for the same value (interp/address.ts)
  'Value.Pointer': (ctx, v: V) => {
    const l = v.ref;
    switch (l?.t.kind) {
      case 'chan':
      case 'func':
      case 'map':
      case 'ptr':
      case 'unsafe.Pointer':
      case 'slice': {
        const x = l!.get() as { arr?: unknown } | null;
        if (x === null) return 0;
        // a uintptr in the interpreter's canonical form: a number while it is a safe integer
        const kind = l!.t.kind;
        // a func value's code: one per literal or method, not per closure (gc's code pointer)
        const address = canon(addressOf(kind === 'slice' ? x.arr : kind === 'func' ? funcCodeOf(x) : x));
        if (kind === 'func') {
          // a function's entry, which runtime.FuncForPC names
          const sym = funcSymOf(x);
          if (sym !== undefined) noteFuncAddress(address, sym);
        }
        return address;
      }
      default:
        throw valueError(ctx, 'reflect.Value.Pointer', kindOf(l));
    }
  },
  // Value.Equal's last case (pointer, channel, complex, unsafe.Pointer): Go's == on one type.
  valueEq: (_c, v: V, u: V) => equal(v.ref!.t, v.ref!.get(), u.ref!.get()),
  'Value.IsZero': (ctx, v: V) => {
    if (v.ref === null) throw valueError(ctx, 'reflect.Value.IsZero', 0);
    return isZeroOf(v.ref.t, v.ref.get());
  },
  'Value.Interface': (ctx, v: V) => {
    const l = v.ref;
    if (l === null) throw valueError(ctx, 'reflect.Value.Interface', 0);
    if (l.ro)
      throw strPanic(
        ctx,
        'reflect.Value.Interface: cannot return value obtained from unexported field or method',
      );
    return l.t.kind === 'interface' ? l.get() : toIface(l.t, l.get());
  },
  'Value.CanInterface': (ctx, v: V) => {
    if (v.ref === null) throw valueError(ctx, 'reflect.Value.CanInterface', 0);
    return !v.ref.ro;
  },
  'Value.CanSet': (_c, v: V) => v.ref !== null && v.ref.set !== null && !v.ref.ro,
  'Value.CanAddr': (_c, v: V) => v.ref !== null && v.ref.set !== null,
  'Value.CanInt': (_c, v: V) => v.ref !== null && isInteger(v.ref.t.kind) && !isUnsigned(v.ref.t.kind),
  'Value.CanUint': (_c, v: V) => v.ref !== null && isUnsigned(v.ref.t.kind),
  'Value.CanFloat': (_c, v: V) => v.ref !== null && isFloat(v.ref.t.kind),
  'Value.CanComplex': (_c, v: V) => v.ref !== null && isComplex(v.ref.t.kind),
  'Value.Addr': (ctx, v: V) => {
    const l = v.ref;
    if (l === null || l.addr === null) throw strPanic(ctx, 'reflect.Value.Addr of unaddressable value');
    return wrap(constLoc(ptrTo(l.t), l.addr(), l.ro));
  },
  'Value.Elem': (ctx, v: V) => elemOf(ctx, v.ref),
  'Value.Int': (ctx, v: V) => {
    const l = v.ref;
    if (l === null || !isInteger(l.t.kind) || isUnsigned(l.t.kind))
      throw valueError(ctx, 'reflect.Value.Int', kindOf(l));
    return l.get();
  },
  'Value.Uint': (ctx, v: V) => {
    const l = v.ref;
    if (l === null || !isUnsigned(l.t.kind)) throw valueError(ctx, 'reflect.Value.Uint', kindOf(l));
    return l.get();
  },
  'Value.Float': (ctx, v: V) => {
    const l = v.ref;
    if (l === null || !isFloat(l.t.kind)) throw valueError(ctx, 'reflect.Value.Float', kindOf(l));
    return l.get();
  },
  'Value.Complex': (ctx, v: V) => {
    const l = v.ref;
    if (l === null || !isComplex(l.t.kind)) throw valueError(ctx, 'reflect.Value.Complex', kindOf(l));
    return l.get();
  },
  'Value.Bool': (ctx, v: V) => mustBe(ctx, v, 'bool', 'Bool').get(),
  'Value.Bytes': (ctx, v: V) => {
    const l = v.ref;
    if (l !== null && l.t.kind === 'slice') {
      if (l.t.elem!.kind !== 'uint8') throw strPanic(ctx, 'reflect.Value.Bytes of non-byte slice');
      return l.get();
    }
    if (l !== null && l.t.kind === 'array') {
      if (l.t.elem!.kind !== 'uint8') throw strPanic(ctx, 'reflect.Value.Bytes of non-byte array');
      if (l.set === null) throw strPanic(ctx, 'reflect.Value.Bytes of unaddressable byte array');
      const a = l.get() as any[];
      return new Slice(a, 0, a.length, a.length);
    }
    throw valueError(ctx, 'reflect.Value.Bytes', kindOf(l));
  },
  'Value.String': (_c, v: V) => {
    const l = v.ref;
    if (l === null) return '<invalid Value>';
    if (l.t.kind === 'string') return l.get();
    return `<${l.t.String()} Value>`;
  },
  'Value.Len': (ctx, v: V) => {
    const l = v.ref;
    switch (l?.t.kind) {
      case 'slice':
        return (l!.get() as Slice | null)?.len ?? 0;
      case 'array':
        return l!.t.len;
      case 'string':
        return (l!.get() as string).length;
      case 'map':
        return (l!.get() as GoMap | null)?.size ?? 0;
      case 'chan':
        return chanLen(l!.get(), 'len');
      case 'ptr':
        if (l!.t.elem!.kind === 'array') return l!.t.elem!.len;
        throw strPanic(ctx, 'reflect: call of reflect.Value.Len on ptr to non-array Value');
      default:
        throw valueError(ctx, 'reflect.Value.Len', kindOf(l));
    }
  },
  'Value.Cap': (ctx, v: V) => {
    const l = v.ref;
    switch (l?.t.kind) {
      case 'slice':
        return (l!.get() as Slice | null)?.cap ?? 0;
      case 'array':
        return l!.t.len;
      case 'chan':
        return chanLen(l!.get(), 'cap');
      case 'ptr':
        if (l!.t.elem!.kind === 'array') return l!.t.elem!.len;
        throw strPanic(ctx, 'reflect: call of reflect.Value.Cap on ptr to non-array Value');
      default:
        throw valueError(ctx, 'reflect.Value.Cap', kindOf(l));
    }
  },
  'Value.Index': (ctx, v: V, i: number) => {
    const l = v.ref;
    switch (l?.t.kind) {
      case 'slice': {
        const s = l!.get() as Slice | null;
        if (s === null || i < 0 || i >= s.len) throw strPanic(ctx, 'reflect: slice index out of range');
        return wrap(slotLoc(l!.t.elem!, () => s.arr, s.off + i, true, l!.ro));
      }
      case 'array':
        if (i < 0 || i >= l!.t.len) throw strPanic(ctx, 'reflect: array index out of range');
        return wrap(slotLoc(l!.t.elem!, l!.get, i, l!.set !== null, l!.ro));
      case 'string': {
        const s = l!.get() as string;
        if (i < 0 || i >= s.length) throw strPanic(ctx, 'reflect: string index out of range');
        return wrap(constLoc(tUint8, s.charCodeAt(i), l!.ro));
      }
      default:
        throw valueError(ctx, 'reflect.Value.Index', kindOf(l));
    }
  },
  'Value.Slice': (ctx, v: V, i: number, j: number) => {
    const l = v.ref;
    if (l?.t.kind === 'string') {
      const s = l.get() as string;
      if (i < 0 || j < i || j > s.length)
        throw strPanic(ctx, 'reflect.Value.Slice: string slice index out of bounds');
      return wrap(constLoc(l.t, s.slice(i, j), l.ro));
    }
    return sliceValue(ctx, l, 'Slice', i, j, null);
  },
  'Value.Slice3': (ctx, v: V, i: number, j: number, k: number) => sliceValue(ctx, v.ref, 'Slice3', i, j, k),
  'Value.NumField': (ctx, v: V) => mustBe(ctx, v, 'struct', 'NumField').t.fields.length,
  'Value.Field': (ctx, v: V, i: number) => wrap(fieldOf(ctx, mustBe(ctx, v, 'struct', 'Field'), i)),
  'Value.FieldByIndex': (ctx, v: V, index: Slice | null) =>
    fieldByIndex(ctx, v, index === null ? [] : index.toArray()),
  'Value.FieldByName': (ctx, v: V, name: string) => {
    const l = mustBe(ctx, v, 'struct', 'FieldByName');
    const idx = fieldIndexByName(l.t, name);
    return idx === null ? invalid() : fieldByIndex(ctx, v, idx);
  },
  'Value.MapKeys': (ctx, v: V) => {
    const l = mustBe(ctx, v, 'map', 'MapKeys');
    const m = l.get() as GoMap | null;
    const kt = l.t.key!;
    const keys = m === null ? [] : m.keyList();
    return Slice.of(keys.map((k) => wrap(constLoc(kt, needsCopy(kt) ? clone(kt, k) : k, l.ro))));
  },
  '*MapIter.next': (_c, iter: MapIterObj) => {
    const l = iter.m.ref!;
    const m = l.get() as GoMap | null;
    if (m === null) return false;
    let it = mapCursors.get(iter);
    if (iter.state === 0 || it === undefined) {
      it = m.iter();
      mapCursors.set(iter, it);
    }
    if (!m.step(it)) return false;
    const kt = l.t.key!;
    const et = l.t.elem!;
    iter.key = wrap(constLoc(kt, needsCopy(kt) ? clone(kt, it.orig) : it.orig, l.ro));
    iter.val = wrap(constLoc(et, needsCopy(et) ? clone(et, it.val) : it.val, l.ro));
    return true;
  },
  'Value.MapIndex': (ctx, v: V, key: V) => {
    const l = mustBe(ctx, v, 'map', 'MapIndex');
    if (key.ref === null) throw valueError(ctx, 'reflect.Value.MapIndex', 0);
    const k = assignTo(ctx, key.ref, l.t.key!, 'reflect.Value.MapIndex');
    const m = l.get() as GoMap | null;
    if (m === null || !m.has(k)) return invalid();
    const et = l.t.elem!;
    const e = m.get(k);
    return wrap(constLoc(et, needsCopy(et) ? clone(et, e) : e, l.ro || key.ref.ro));
  },
  'Value.SetMapIndex': (ctx, v: V, key: V, elem: V) => {
    const l = mustBe(ctx, v, 'map', 'SetMapIndex');
    mustBeExported(ctx, v, 'SetMapIndex');
    const kl = mustBeExported(ctx, key, 'SetMapIndex');
    const k = assignTo(ctx, kl, l.t.key!, 'reflect.Value.SetMapIndex');
    const m = l.get() as GoMap | null;
    if (elem.ref === null) {
      if (m !== null) m.delete(k);
      return;
    }
    const el = mustBeExported(ctx, elem, 'SetMapIndex');
    const e = assignTo(ctx, el, l.t.elem!, 'reflect.Value.SetMapIndex');
    if (m === null) throw runtimeError('plainError', 'assignment to entry in nil map');
    m.set(k, e);
  },
  'Value.Set': (ctx, v: V, x: V) => {
    const l = mustBeAssignable(ctx, v, 'Set');
    const xl = mustBeExported(ctx, x, 'Set');
    l.set(assignTo(ctx, xl, l.t, 'reflect.Set'));
  },
  'Value.SetInt': (ctx, v: V, x: number | bigint) => {
    const l = mustBeAssignable(ctx, v, 'SetInt');
    if (!isInteger(l.t.kind) || isUnsigned(l.t.kind))
      throw valueError(ctx, 'reflect.Value.SetInt', kindIndex(l.t));
    l.set(wrapInt(l.t.kind, x));
  },
  'Value.SetUint': (ctx, v: V, x: number | bigint) => {
    const l = mustBeAssignable(ctx, v, 'SetUint');
    if (!isUnsigned(l.t.kind)) throw valueError(ctx, 'reflect.Value.SetUint', kindIndex(l.t));
    l.set(wrapInt(l.t.kind, x));
  },
  'Value.SetFloat': (ctx, v: V, x: number) => {
    const l = mustBeAssignable(ctx, v, 'SetFloat');
    if (!isFloat(l.t.kind)) throw valueError(ctx, 'reflect.Value.SetFloat', kindIndex(l.t));
    l.set(l.t.kind === 'float32' ? Math.fround(x) : x);
  },
  'Value.SetComplex': (ctx, v: V, x: { re: number; im: number }) => {
    const l = mustBeAssignable(ctx, v, 'SetComplex');
    if (!isComplex(l.t.kind)) throw valueError(ctx, 'reflect.Value.SetComplex', kindIndex(l.t));
    l.set(
      l.t.kind === 'complex64' ? { re: Math.fround(x.re), im: Math.fround(x.im) } : { re: x.re, im: x.im },
    );
  },
  'Value.SetString': (ctx, v: V, x: string) => {
    const l = mustBeAssignable(ctx, v, 'SetString');
    mustBe(ctx, v, 'string', 'SetString');
    l.set(x);
  },
  'Value.SetBool': (ctx, v: V, x: boolean) => {
    const l = mustBeAssignable(ctx, v, 'SetBool');
    mustBe(ctx, v, 'bool', 'SetBool');
    l.set(x);
  },
  'Value.SetBytes': (ctx, v: V, x: Slice | null) => {
    const l = mustBeAssignable(ctx, v, 'SetBytes');
    mustBe(ctx, v, 'slice', 'SetBytes');
    if (l.t.elem!.kind !== 'uint8') throw strPanic(ctx, 'reflect.Value.SetBytes of non-byte slice');
    l.set(x);
  },
  'Value.SetLen': (ctx, v: V, n: number) => {
    const l = mustBeAssignable(ctx, v, 'SetLen');
    mustBe(ctx, v, 'slice', 'SetLen');
    const s = l.get() as Slice | null;
    const cap = s === null ? 0 : s.cap;
    if (n < 0 || n > cap) throw strPanic(ctx, 'reflect: slice length out of range in SetLen');
    if (s !== null) l.set(new Slice(s.arr, s.off, n, s.cap));
  },
  // go1.21 Value.Clear: the builtin clear of a map or slice (no CanSet needed: it writes through).
  'Value.Clear': (ctx, v: V) => {
    const l = v.ref;
    const k = l?.t.kind;
    if (l === null || (k !== 'map' && k !== 'slice')) throw valueError(ctx, 'reflect.Value.Clear', kindOf(l));
    const x = l.get() as GoMap | Slice | null;
    if (x instanceof GoMap) x.clear();
    else if (x !== null) fillZero(l.t.elem!, x.arr, x.off, x.off + x.len);
  },
  'Value.SetZero': (ctx, v: V) => {
    const l = mustBeAssignable(ctx, v, 'SetZero');
    l.set(zero(l.t));
  },
  'Value.NumMethod': (ctx, v: V) => {
    if (v.ref === null) throw valueError(ctx, 'reflect.Value.NumMethod', 0);
    return numMethod(v.ref.t);
  },
  'Value.Method': (ctx, v: V, i: number) => {
    const l = v.ref;
    if (l === null) throw valueError(ctx, 'reflect.Value.Method', 0);
    if (i < 0 || i >= numMethod(l.t)) throw strPanic(ctx, 'reflect: Method index out of range');
    return methodValue(ctx, l, i, 'Method');
  },
  'Value.MethodByName': (ctx, v: V, name: string) => {
    const l = v.ref;
    if (l === null) throw valueError(ctx, 'reflect.Value.MethodByName', 0);
    const i = methodNames(l.t).indexOf(name);
    return i < 0 ? invalid() : methodValue(ctx, l, i, 'MethodByName');
  },
  'Value.Call': (ctx, v: V, in_: Slice | null) => call(ctx, v, in_, 'Call'),
  'Value.CallSlice': (ctx, v: V, in_: Slice | null) => call(ctx, v, in_, 'CallSlice'),
};

/** go1.23 reflect/value.go Value.call: Call spreads a variadic function's last arguments, CallSlice
 * passes the slice as it is. */
function call(ctx: NativeContext, v: V, in_: Slice | null, op: 'Call' | 'CallSlice'): Slice {
  const l = mustBe(ctx, v, 'func', op);
  const fn = l.get();
  if (fn === null) throw strPanic(ctx, `reflect.Value.${op}: call of nil function`);
  const ft = l.t;
  const ins = in_ === null ? [] : (in_.toArray() as GoValue[]);
  const n = ft.params.length;
  if (op === 'CallSlice') {
    if (!ft.variadic) throw strPanic(ctx, 'reflect: CallSlice of non-variadic function');
    if (ins.length < n) throw strPanic(ctx, 'reflect: CallSlice with too few input arguments');
    if (ins.length > n) throw strPanic(ctx, 'reflect: CallSlice with too many input arguments');
  } else if (ft.variadic) {
    if (ins.length < n - 1) throw strPanic(ctx, 'reflect: Call with too few input arguments');
  } else {
    if (ins.length < n) throw strPanic(ctx, 'reflect: Call with too few input arguments');
    if (ins.length > n) throw strPanic(ctx, 'reflect: Call with too many input arguments');
  }
  for (const x of ins) if (x.ref === null) throw strPanic(ctx, `reflect: ${op} using zero Value argument`);
  const fixed = ft.variadic && op === 'Call' ? n - 1 : n;
  const args: any[] = [];
  for (let i = 0; i < fixed; i++) {
    const x = ins[i].ref!;
    if (!assignable(x.t, ft.params[i]))
      throw strPanic(ctx, `reflect: ${op} using ${x.t.String()} as type ${ft.params[i].String()}`);
    args.push(assignTo(ctx, x, ft.params[i], `reflect.Value.${op}`));
  }
  if (ft.variadic && op === 'Call') {
    const st = ft.params[n - 1];
    const et = st.elem!;
    const extra: any[] = [];
    for (let i = fixed; i < ins.length; i++) {
      const x = ins[i].ref!;
      if (!assignable(x.t, et))
        throw strPanic(ctx, `reflect: cannot use ${x.t.String()} as type ${et.String()} in Call`);
      extra.push(assignTo(ctx, x, et, 'reflect.Value.Call'));
    }
    args.push(extra.length === 0 ? null : Slice.of(extra));
  }
  const res = fn(...args);
  const rs = ft.results;
  const outs = rs.length === 0 ? [] : rs.length === 1 ? [res] : (res as any[]);
  return Slice.of(outs.map((r, i) => wrap(constLoc(rs[i], r))));
}

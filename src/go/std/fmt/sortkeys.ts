// Map key ordering for printing, as go/src/internal/fmtsort: numbers numerically, strings
// byte-wise, false before true, NaN first, structs and arrays element by element, pointers and
// channels by address, interfaces by dynamic type then value (nil first).
//
// fmtsort orders two dynamic types by the address of their type descriptors, i.e. where gc's linker
// placed them: cmd/link's dodataSect sorts the type section by symbol size, then by symbol index
// (see placement; within a package, WriteRuntimeTypes writes named types by name, each followed by
// its pointer type, then unnamed ones by their string). typeRank models that for go1.23 on amd64, so
// map[any]int{"b": 1, 2: 2, 2.5: 3, true: 4} prints strings, ints, float64, bool, as Go does.

import { addressOf } from '../../interp/address.ts';
import type { RType } from '../../interp/rtype.ts';
import type { Iface } from '../../interp/values.ts';

function cmpNum(a: number | bigint, b: number | bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** NaN sorts first. */
function cmpFloat(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return cmpNum(a, b);
}

/** The runtime package's basic types in the order it emits their descriptors (WriteBasicTypes). */
const RUNTIME_BASIC = [
  'string',
  'int8',
  'uint8',
  'int16',
  'uint16',
  'int32',
  'uint32',
  'int64',
  'uint64',
  'int',
  'uint',
  'uintptr',
  'complex64',
  'complex128',
  'float32',
  'float64',
  'bool',
  'unsafe.Pointer',
];

const isPredeclared = (t: RType) => t.named && t.pkgPath === '' && RUNTIME_BASIC.includes(t.kind);

/** Size of t's descriptor symbol (internal/abi: Type is 48 bytes; uncommon 16 + 16 per method). */
function descriptorSize(t: RType): number {
  let size = 48;
  if (t.kind === 'ptr' || t.kind === 'slice') size = 56;
  else if (t.kind === 'chan') size = 64;
  else if (t.kind === 'array') size = 72;
  else if (t.kind === 'struct') size = 80 + 24 * t.fields.length;
  if (t.named || t.methods.size > 0) size += 16 + 16 * t.methods.size;
  return size;
}

/**
 * [load group, key within it]. Named types and their pointer types are package symbols, which the
 * linker's loader numbers first, package by package in load order (main, then its imports breadth
 * first, runtime late); unnamed types are DUPOK symbols numbered after all of them (the main
 * package's first, in its sorted order).
 */
function placement(t: RType): [number, string] {
  const base = t.kind === 'ptr' && !t.named && t.elem?.named ? t.elem : t;
  const star = base === t ? '' : '\u0001';
  if (!base.named) return [3, t.String()];
  if (isPredeclared(base)) return [2, String(RUNTIME_BASIC.indexOf(base.kind)).padStart(2, '0') + star];
  if (base.pkgName === 'main') return [0, base.String() + star];
  return [1, `${base.pkgPath}\u0000${base.name}${star}`];
}

/** Order of two distinct dynamic types as fmtsort sees them (by descriptor address). */
function compareTypes(a: RType, b: RType): number {
  const sa = descriptorSize(a);
  const sb = descriptorSize(b);
  if (sa !== sb) return sa - sb;
  const [ga, ka] = placement(a);
  const [gb, kb] = placement(b);
  if (ga !== gb) return ga - gb;
  if (ka !== kb) return ka < kb ? -1 : 1;
  return a.id - b.id;
}

export function compareKeys(t: RType, a: any, b: any): number {
  switch (t.kind) {
    case 'string':
      return a < b ? -1 : a > b ? 1 : 0;
    case 'bool':
      return a === b ? 0 : a ? 1 : -1;
    case 'float32':
    case 'float64':
      return cmpFloat(a, b);
    case 'complex64':
    case 'complex128': {
      const c = cmpFloat(a.re, b.re);
      return c !== 0 ? c : cmpFloat(a.im, b.im);
    }
    case 'struct':
      for (const f of t.fields) {
        const c = compareKeys(f.type, a[f.key], b[f.key]);
        if (c !== 0) return c;
      }
      return 0;
    case 'array':
      for (let i = 0; i < t.len; i++) {
        const c = compareKeys(t.elem!, a[i], b[i]);
        if (c !== 0) return c;
      }
      return 0;
    case 'interface': {
      const x = a as Iface | null;
      const y = b as Iface | null;
      if (x === null || y === null) return x === null ? (y === null ? 0 : -1) : 1;
      if (x.t !== y.t) return compareTypes(x.t, y.t);
      return compareKeys(x.t, x.v, y.v);
    }
    case 'ptr':
    case 'chan':
    case 'unsafe.Pointer':
      return cmpNum(addressOf(a), addressOf(b));
    default:
      return cmpNum(a, b);
  }
}

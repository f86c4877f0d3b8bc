// Map key ordering for printing, as go/src/internal/fmtsort: numbers numerically, strings
// byte-wise, false before true, NaN first, structs and arrays element by element, pointers and
// channels by address, interfaces by dynamic type then value (nil first).

import type { RType } from '../../interp/rtype.ts';
import type { Iface } from '../../interp/values.ts';
import { addressOf } from './address.ts';

function cmpNum(a: number | bigint, b: number | bigint): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** NaN sorts first. */
function cmpFloat(a: number, b: number): number {
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1;
  if (Number.isNaN(b)) return 1;
  return cmpNum(a, b);
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
      if (x.t !== y.t) return x.t.id - y.t.id;
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

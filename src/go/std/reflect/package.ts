// package reflect: TypeOf and the Type methods over the interpreter's runtime descriptors
// (rtype.ts), DeepEqual, and Value over the runtime representation (values.ts). A Value's Go
// struct holds one opaque pointer, a VLoc (value.ts): its type, how to read and write it, and
// the flags reflect keeps (addressable, obtained through an unexported field).

import type { NativePackage } from '../../interp/native.ts';
import type { RType } from '../../interp/rtype.ts';
import { ElemRef, FieldRef, type GoMap, type Iface, type Slice } from '../../interp/values.ts';
import src from './reflect.go?raw';
import { typeNatives } from './type.ts';
import { valueNatives } from './value.ts';

/** The (a, b, type) triples being compared: go1.23's deepValueEqual visited map, for cycles. */
type Visited = Map<object, Map<object, Set<RType>>>;

/**
 * reflect.DeepEqual over runtime values of type t. A pointer, map, slice or interface pair already
 * under comparison counts as equal (deepValueEqual's `hard` kinds), so cyclic values terminate.
 */
function deepEqual(t: RType, a: any, b: any, visited: Visited = new Map()): boolean {
  const hard = t.kind === 'ptr' || t.kind === 'map' || t.kind === 'slice' || t.kind === 'interface';
  if (hard && a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
    let inner = visited.get(a);
    if (inner === undefined) visited.set(a, (inner = new Map()));
    let types = inner.get(b);
    if (types === undefined) inner.set(b, (types = new Set()));
    if (types.has(t)) return true;
    types.add(t);
  }
  switch (t.kind) {
    case 'array': {
      for (let i = 0; i < t.len; i++) if (!deepEqual(t.elem!, a[i], b[i], visited)) return false;
      return true;
    }
    case 'slice': {
      const x = a as Slice | null;
      const y = b as Slice | null;
      if ((x === null) !== (y === null)) return false;
      if (x === null || y === null) return true;
      if (x.len !== y.len) return false;
      if (x.arr === y.arr && x.off === y.off) return true;
      for (let i = 0; i < x.len; i++)
        if (!deepEqual(t.elem!, x.arr[x.off + i], y.arr[y.off + i], visited)) return false;
      return true;
    }
    case 'interface': {
      const x = a as Iface | null;
      const y = b as Iface | null;
      if (x === null || y === null) return x === y;
      return x.t === y.t && deepEqual(x.t, x.v, y.v, visited);
    }
    case 'ptr': {
      if (a === b) return true;
      if (a === null || b === null) return false;
      if (a instanceof ElemRef && b instanceof ElemRef && a.arr === b.arr && a.i === b.i) return true;
      if (a instanceof FieldRef && b instanceof FieldRef && a.obj === b.obj && a.key === b.key) return true;
      const e = t.elem!;
      const isAgg = e.kind === 'struct' || e.kind === 'array';
      return deepEqual(e, isAgg ? a : a.load(), isAgg ? b : b.load(), visited);
    }
    case 'struct':
      for (const f of t.fields) if (!deepEqual(f.type, a[f.key], b[f.key], visited)) return false;
      return true;
    case 'map': {
      const x = a as GoMap | null;
      const y = b as GoMap | null;
      if ((x === null) !== (y === null)) return false;
      if (x === null || y === null) return true;
      if (x.size !== y.size) return false;
      if (x === y) return true;
      for (const [k, v] of x.entries()) {
        if (!y.has(k)) return false;
        if (!deepEqual(t.elem!, v, y.get(k), visited)) return false;
      }
      return true;
    }
    case 'func':
      return a === null && b === null;
    case 'complex64':
    case 'complex128':
      return a.re === b.re && a.im === b.im;
    default:
      return a === b;
  }
}

let pkg: NativePackage | undefined;

export function reflectPackage(): NativePackage {
  pkg ??= {
    path: 'reflect',
    files: [{ name: 'reflect.go', src }],
    natives: {
      ...typeNatives,
      ...valueNatives,
      DeepEqual: (_c, x: Iface | null, y: Iface | null) => {
        if (x === null || y === null) return x === y;
        if (x.t !== y.t) return false;
        return deepEqual(x.t, x.v, y.v);
      },
    },
  };
  return pkg;
}

// package reflect, minimal: DeepEqual (the common use in reconcilers), TypeOf with the
// descriptive methods (String, Name, Kind, PkgPath), and New / Value.Interface (allocating a T in
// generic code). The rest of reflect.Value is out of scope.

import type { NativePackage } from '../../interp/native.ts';
import { ptrTo, type RType } from '../../interp/rtype.ts';
import { Cell, ElemRef, FieldRef, type GoMap, Iface, type Slice, zero } from '../../interp/values.ts';
import src from './reflect.go?raw';

const kinds = [
  'invalid',
  'bool',
  'int',
  'int8',
  'int16',
  'int32',
  'int64',
  'uint',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'uintptr',
  'float32',
  'float64',
  'complex64',
  'complex128',
  'array',
  'chan',
  'func',
  'interface',
  'map',
  'ptr',
  'slice',
  'string',
  'struct',
  'unsafe.Pointer',
];

/** Descriptors handed out by TypeOf, by id (the Go value is a *rtype holding the id). */
const byId = new Map<number, RType>();
const rtypeObjs = new WeakMap<RType, { id: number }>();

function rtypeOf(t: RType): { id: number } {
  let o = rtypeObjs.get(t);
  if (o === undefined) {
    o = { id: t.id };
    rtypeObjs.set(t, o);
    byId.set(t.id, t);
  }
  return o;
}

const tOf = (r: { id: number }): RType => byId.get(r.id)!;

/** reflect.DeepEqual over runtime values of type t. */
function deepEqual(t: RType, a: any, b: any): boolean {
  switch (t.kind) {
    case 'array': {
      for (let i = 0; i < t.len; i++) if (!deepEqual(t.elem!, a[i], b[i])) return false;
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
        if (!deepEqual(t.elem!, x.arr[x.off + i], y.arr[y.off + i])) return false;
      return true;
    }
    case 'interface': {
      const x = a as Iface | null;
      const y = b as Iface | null;
      if (x === null || y === null) return x === y;
      return x.t === y.t && deepEqual(x.t, x.v, y.v);
    }
    case 'ptr': {
      if (a === b) return true;
      if (a === null || b === null) return false;
      if (a instanceof ElemRef && b instanceof ElemRef && a.arr === b.arr && a.i === b.i) return true;
      if (a instanceof FieldRef && b instanceof FieldRef && a.obj === b.obj && a.key === b.key) return true;
      const e = t.elem!;
      const isAgg = e.kind === 'struct' || e.kind === 'array';
      return deepEqual(e, isAgg ? a : a.load(), isAgg ? b : b.load());
    }
    case 'struct':
      for (const f of t.fields) if (!deepEqual(f.type, a[f.key], b[f.key])) return false;
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
        if (!deepEqual(t.elem!, v, y.get(k))) return false;
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
      itoa: (_c, i: number | bigint) => String(i),
      typeOf: (_c, i: Iface) => rtypeOf(i.t),
      '*rtype.String': (_c, r: { id: number }) => tOf(r).String(),
      '*rtype.Name': (_c, r: { id: number }) => tOf(r).name,
      '*rtype.PkgPath': (_c, r: { id: number }) => tOf(r).pkgPath,
      '*rtype.Kind': (_c, r: { id: number }) => kinds.indexOf(tOf(r).kind),
      '*rtype.Elem': (ctx, r: { id: number }) => {
        const e = tOf(r).elem;
        if (e === null) throw ctx.panic(ctx.errorf(`reflect: Elem of invalid type ${tOf(r).String()}`));
        return new Iface(ptrTo(ctx.typeOf('reflect', 'rtype')), rtypeOf(e));
      },
      // A pointer to a fresh zero value: the struct (or array) object itself, else a cell.
      newAt: (_c, r: { id: number }) => {
        const t = tOf(r);
        const agg = t.kind === 'struct' || t.kind === 'array';
        return new Iface(ptrTo(t), agg ? zero(t) : new Cell(zero(t)));
      },
      '*rtype.NumField': (_c, r: { id: number }) => tOf(r).fields.length,
      '*rtype.Comparable': (_c, r: { id: number }) => tOf(r).comparable,
      DeepEqual: (_c, x: Iface | null, y: Iface | null) => {
        if (x === null || y === null) return x === y;
        if (x.t !== y.t) return false;
        return deepEqual(x.t, x.v, y.v);
      },
    },
  };
  return pkg;
}

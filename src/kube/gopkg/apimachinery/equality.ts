// k8s.io/apimachinery/pkg/api/equality: Semantic.DeepEqual (reflect.DeepEqual plus the semantic
// equalities the real package registers: resource.Quantity by value, metav1.Time by instant, label
// and field selectors by their String()) and DeepDerivative (unset fields of the first argument
// are ignored), both native over the runtime values.

import type { NativeContext } from '../../../go/interp/native.ts';
import type { RType } from '../../../go/interp/rtype.ts';
import type { GoMap, Iface, Pointer, Slice } from '../../../go/interp/values.ts';
import { cmpAmount } from '../../apiserver/quantity.ts';
import { goPackage } from '../pkg.ts';
import src from './equality.go?raw';
import { quantityAmount } from './resource.ts';

function isType(t: RType, pkgPath: string, name: string): boolean {
  return t.pkgPath === pkgPath && t.name === name;
}

/** Special equalities of the real Semantic: undefined when none applies to `t`. */
function semanticRule(ctx: NativeContext, t: RType, a: any, b: any): boolean | undefined {
  if (isType(t, 'k8s.io/apimachinery/pkg/api/resource', 'Quantity'))
    return cmpAmount(quantityAmount(a), quantityAmount(b)) === 0;
  if (isType(t, 'k8s.io/apimachinery/pkg/apis/meta/v1', 'Time')) {
    const x = a.Time;
    const y = b.Time;
    return x.sec === y.sec && x.nsec === y.nsec;
  }
  if (t.kind === 'interface' && a !== null && b !== null) {
    const sel =
      isType(t, 'k8s.io/apimachinery/pkg/labels', 'Selector') ||
      isType(t, 'k8s.io/apimachinery/pkg/fields', 'Selector');
    if (sel) return ctx.callMethod(a, 'String') === ctx.callMethod(b, 'String');
  }
  return undefined;
}

function empty(t: RType, v: any): boolean {
  switch (t.kind) {
    case 'slice':
    case 'map':
      return v === null || (t.kind === 'slice' ? (v as Slice).len === 0 : (v as GoMap).size === 0);
    case 'ptr':
    case 'interface':
    case 'func':
    case 'chan':
      return v === null;
    case 'string':
      return v === '';
    default:
      return false;
  }
}

function deepEqual(
  ctx: NativeContext,
  t: RType,
  a: any,
  b: any,
  derivative: boolean,
  seen: Set<any>,
): boolean {
  const rule = semanticRule(ctx, t, a, b);
  if (rule !== undefined) return rule;
  if (derivative && empty(t, a)) return true;
  switch (t.kind) {
    case 'struct':
      return t.fields.every((f) => deepEqual(ctx, f.type, a[f.key], b[f.key], derivative, seen));
    case 'array':
      return (a as any[]).every((x, i) => deepEqual(ctx, t.elem!, x, b[i], derivative, seen));
    case 'slice': {
      if ((a === null) !== (b === null)) return false;
      if (a === null) return true;
      const x = a as Slice;
      const y = b as Slice;
      if (x.len !== y.len) return false;
      for (let i = 0; i < x.len; i++)
        if (!deepEqual(ctx, t.elem!, x.arr[x.off + i], y.arr[y.off + i], derivative, seen)) return false;
      return true;
    }
    case 'map': {
      if ((a === null) !== (b === null)) return false;
      if (a === null) return true;
      const x = a as GoMap;
      const y = b as GoMap;
      if (x.size !== y.size) return false;
      for (const [k, v] of x.entries()) {
        if (!y.has(k) || !deepEqual(ctx, t.elem!, v, y.get(k), derivative, seen)) return false;
      }
      return true;
    }
    case 'ptr': {
      if (a === null || b === null) return a === b;
      if (a === b) return true;
      if (seen.has(a)) return true;
      seen.add(a);
      const e = t.elem!;
      const load = (p: any) => (e.kind === 'struct' || e.kind === 'array' ? p : (p as Pointer).load());
      return deepEqual(ctx, e, load(a), load(b), derivative, seen);
    }
    case 'interface': {
      if (a === null || b === null) return a === b;
      const x = a as Iface;
      const y = b as Iface;
      return x.t === y.t && deepEqual(ctx, x.t, x.v, y.v, derivative, seen);
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

function compare(ctx: NativeContext, a: Iface | null, b: Iface | null, derivative: boolean): boolean {
  if (a === null || b === null) return a === b;
  if (a.t !== b.t) return false;
  return deepEqual(ctx, a.t, a.v, b.v, derivative, new Set());
}

export const equalityPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/api/equality',
  files: { 'semantic.go': src },
  natives: {
    'Equalities.DeepEqual': (ctx: NativeContext, _e: unknown, a: Iface | null, b: Iface | null) =>
      compare(ctx, a, b, false),
    'Equalities.DeepDerivative': (ctx: NativeContext, _e: unknown, a: Iface | null, b: Iface | null) =>
      compare(ctx, a, b, true),
  },
});

// k8s.io/apimachinery/pkg/api/resource: Quantity as value × 10^scale (the real int64Amount), with
// parsing, the canonical text and the arithmetic native and exact (src/kube/apiserver/quantity.ts).
// Deviation: an amount that does not fit an int64 even with its zeros moved into the scale is capped
// (the real package switches to inf.Dec).

import type { NativeContext } from '../../../go/interp/native.ts';
import {
  type Amount,
  addAmount,
  canonicalAmount,
  canonicalQuantity,
  cmpAmount,
  int64Value,
  parseQuantityAmount,
  parseQuantityText,
  scaledValue,
} from '../../apiserver/quantity.ts';
import { goPackage } from '../pkg.ts';
import src from './resource.go?raw';

export { canonicalQuantity, parseQuantityText };

type Int64 = number | bigint;
const amount = (value: Int64, scale: number): Amount => ({ value: BigInt(value), scale });

/** A Quantity struct value's amount (its int64Amount `i`: `value` and `scale`). */
export function quantityAmount(q: { i: { value: Int64; scale: number } }): Amount {
  return amount(q.i.value, q.i.scale);
}

export const resourcePackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/api/resource',
  files: { 'quantity.go': src },
  natives: {
    parseQuantity: (_ctx: NativeContext, s: string): [Int64, number, string, number, boolean] => {
      const [a, format, err, keeps = false] = parseQuantityAmount(s);
      return [int64Value(a.value), a.scale, format, err, keeps];
    },
    canonical: (_ctx: NativeContext, value: Int64, scale: number, format: string) =>
      canonicalAmount(amount(value, scale), format),
    cmpAmount: (_ctx: NativeContext, a: Int64, as: number, b: Int64, bs: number) =>
      cmpAmount(amount(a, as), amount(b, bs)),
    addAmount: (_ctx: NativeContext, a: Int64, as: number, b: Int64, bs: number): [Int64, number] => {
      const r = addAmount(amount(a, as), amount(b, bs));
      return [int64Value(r.value), r.scale];
    },
    scaledValue: (_ctx: NativeContext, value: Int64, scale: number, to: number) =>
      int64Value(scaledValue(amount(value, scale), to)),
  },
});

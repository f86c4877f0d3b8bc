// k8s.io/apimachinery/pkg/api/resource: Quantity as the real package holds it, value × 10^scale in
// an int64Amount or an inf.Dec (gopkg.in/inf.v0, ./inf.go) where an int64 cannot hold the amount.
// The Go source does the real arithmetic on both forms; parsing and the canonical text are native
// and exact (src/kube/apiserver/quantity.ts).

import type { NativeContext } from '../../../go/interp/native.ts';
import {
  type Amount,
  canonicalAmount,
  canonicalQuantity,
  cmpAmount,
  int64Value,
  parseQuantityAmount,
  parseQuantityText,
} from '../../apiserver/quantity.ts';
import { goPackage } from '../pkg.ts';
import infSrc from './inf.go?raw';
import src from './resource.go?raw';

export { canonicalQuantity, parseQuantityText };

type Int64 = number | bigint;
const amount = (value: Int64, scale: number): Amount => ({ value: BigInt(value), scale });

/** An inf.Dec as the interpreter holds it: its big.Int's JS bigint and its scale. */
type DecValue = { unscaled: { v: Int64 }; scale: number };

/** A Quantity struct value's amount: its inf.Dec when it has one, else its int64Amount. */
export function quantityAmount(q: {
  i: { value: Int64; scale: number };
  d?: { Dec: DecValue | null };
}): Amount {
  const d = q.d?.Dec;
  if (d) return { value: BigInt(d.unscaled.v), scale: -d.scale };
  return amount(q.i.value, q.i.scale);
}

export const infPackage = goPackage({ path: 'gopkg.in/inf.v0', files: { 'dec.go': infSrc } });

export const resourcePackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/api/resource',
  files: { 'quantity.go': src },
  natives: {
    parseQuantity: (_ctx: NativeContext, s: string): [Int64, number, string, number, boolean, string] => {
      const [a, format, err, keeps = false, dec = false] = parseQuantityAmount(s);
      // the inf.Dec path's amount is in nanos (scale -9): its digits, the Go side sets the scale
      if (dec) return [0, 0, format, err, false, String(a.value)];
      return [int64Value(a.value), a.scale, format, err, keeps, ''];
    },
    canonical: (_ctx: NativeContext, value: Int64, scale: number, format: string) =>
      canonicalAmount(amount(value, scale), format),
    canonicalDec: (_ctx: NativeContext, unscaled: string, scale: number, format: string) =>
      canonicalAmount({ value: BigInt(unscaled), scale: -scale }, format),
    cmpAmount: (_ctx: NativeContext, a: Int64, as: number, b: Int64, bs: number) =>
      cmpAmount(amount(a, as), amount(b, bs)),
  },
});

// k8s.io/apimachinery/pkg/api/resource: Quantity with MustParse/ParseQuantity. The value is kept in
// thousandths (rounded up, as MilliValue does); parsing and the canonical form are native. String() and
// MarshalJSON give the canonical form as the real package does ("1000m" is "1"); deviation: precision
// below a thousandth is lost.

import type { NativeContext } from '../../../go/interp/native.ts';
import { canonicalQuantity, parseQuantityText } from '../../apiserver/quantity.ts';
import { goPackage } from '../pkg.ts';
import src from './resource.go?raw';

export { canonicalQuantity, parseQuantityText };

export const resourcePackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/api/resource',
  files: { 'quantity.go': src },
  natives: {
    parseQuantity: (_ctx: NativeContext, s: string) => parseQuantityText(s),
    canonical: (_ctx: NativeContext, milli: number | bigint, format: string) =>
      canonicalQuantity(milli, format),
  },
});

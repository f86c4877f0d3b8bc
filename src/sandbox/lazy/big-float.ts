// The engine worker's stand-in for src/go/std/math/big/float.ts as math/big's natives import it
// (scripts/site-lazy-parts.ts): big.Float's arithmetic, rounding and formatting (~7 KB gzip) are a
// chunk of their own, loaded for a program that imports math/big. The Kubernetes packages import
// math/big for Int (resource.Quantity) and never make a Float, so the exercise page leaves it out;
// a Float native called all the same misses, and the job runs again with the part loaded.
import type * as real from '../../go/std/math/big/float.ts';
import { lazyPart } from '../lazy-parts.ts';

export const bigFloatPart = lazyPart('big-float', () => import('../../go/std/math/big/float.ts'));

export type FloatObj = real.FloatObj;

const F = () => bigFloatPart.need();

export const bitLen: typeof real.bitLen = (v) => F().bitLen(v);
export const round: typeof real.round = (z, sbit) => F().round(z, sbit);
export const minPrec: typeof real.minPrec = (x) => F().minPrec(x);
export const setBits: typeof real.setBits = (z, neg, u, defPrec) => F().setBits(z, neg, u, defPrec);
export const setFloat64: typeof real.setFloat64 = (z, x) => F().setFloat64(z, x);
export const setInt: typeof real.setInt = (z, v) => F().setInt(z, v);
export const set: typeof real.set = (z, x) => F().set(z, x);
export const toUint64: typeof real.toUint64 = (x) => F().toUint64(x);
export const toInt64: typeof real.toInt64 = (x) => F().toInt64(x);
export const toFloat: typeof real.toFloat = (x, mbits, emin, emax) => F().toFloat(x, mbits, emin, emax);
export const toInt: typeof real.toInt = (x) => F().toInt(x);
export const toRat: typeof real.toRat = (x) => F().toRat(x);
export const add: typeof real.add = (z, x, y, sub) => F().add(z, x, y, sub);
export const mul: typeof real.mul = (z, x, y) => F().mul(z, x, y);
export const quo: typeof real.quo = (z, x, y) => F().quo(z, x, y);
export const sqrt: typeof real.sqrt = (z, x) => F().sqrt(z, x);
export const cmp: typeof real.cmp = (x, y) => F().cmp(x, y);
export const text: typeof real.text = (x, fmt, prec) => F().text(x, fmt, prec);
export const scanned: typeof real.scanned = (...a) => F().scanned(...a);

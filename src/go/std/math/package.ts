// package math: constants in Go; functions as natives on JS numbers, with Go's special cases where
// they differ from JS (Pow, Round, Mod signs...).

import type { NativePackage } from '../../interp/native.ts';
import src from './math.go?raw';

const buf = new DataView(new ArrayBuffer(8));

function round(x: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const t = Math.trunc(x);
  if (Math.abs(x - t) >= 0.5) return t + Math.sign(x);
  return t === 0 ? (x < 0 ? -0 : 0) : t;
}

function roundToEven(x: number): number {
  if (!Number.isFinite(x) || x === 0) return x;
  const t = Math.trunc(x);
  const d = Math.abs(x - t);
  let r = t;
  if (d > 0.5 || (d === 0.5 && t % 2 !== 0)) r = t + Math.sign(x);
  return r === 0 ? (x < 0 ? -0 : 0) : r;
}

function pow(x: number, y: number): number {
  // Go: Pow(x, ±0) = 1 for any x; Pow(1, y) = 1 for any y; Pow(-1, ±Inf) = 1.
  if (y === 0 || x === 1) return 1;
  if (x === -1 && !Number.isFinite(y) && !Number.isNaN(y)) return 1;
  return x ** y;
}

function remainder(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y) || !Number.isFinite(x) || y === 0) return Number.NaN;
  if (!Number.isFinite(y)) return x;
  const n = roundToEven(x / y);
  let r = x - n * y;
  if (r === 0) r = x < 0 ? -0 : 0;
  return r;
}

const u64 = (b: bigint) => (b <= 9007199254740991n ? Number(b) : b);

let pkg: NativePackage | undefined;

export function mathPackage(): NativePackage {
  pkg ??= {
    path: 'math',
    files: [{ name: 'math.go', src }],
    natives: {
      Ldexp: (_c, frac: number, exp: number | bigint) => {
        let e = Number(exp);
        let f = frac;
        // in steps, so that 2**e itself never overflows or underflows
        while (e > 1000) {
          f *= 2 ** 1000;
          e -= 1000;
        }
        while (e < -1000) {
          f *= 2 ** -1000;
          e += 1000;
        }
        return f * 2 ** e;
      },
      Abs: (_c, x: number) => Math.abs(x),
      Acos: (_c, x: number) => Math.acos(x),
      Acosh: (_c, x: number) => Math.acosh(x),
      Asin: (_c, x: number) => Math.asin(x),
      Asinh: (_c, x: number) => Math.asinh(x),
      Atan: (_c, x: number) => Math.atan(x),
      Atan2: (_c, y: number, x: number) => Math.atan2(y, x),
      Atanh: (_c, x: number) => Math.atanh(x),
      Cbrt: (_c, x: number) => Math.cbrt(x),
      Ceil: (_c, x: number) => Math.ceil(x),
      Copysign: (_c, f: number, sign: number) => {
        const neg = sign < 0 || Object.is(sign, -0) || (Number.isNaN(sign) && signbitNaN(sign));
        return neg ? -Math.abs(f) : Math.abs(f);
      },
      Cos: (_c, x: number) => Math.cos(x),
      Cosh: (_c, x: number) => Math.cosh(x),
      Dim: (_c, x: number, y: number) => {
        const v = x - y;
        return Number.isNaN(v) ? v : Math.max(v, 0);
      },
      Exp: (_c, x: number) => Math.exp(x),
      Exp2: (_c, x: number) => 2 ** x,
      Expm1: (_c, x: number) => Math.expm1(x),
      Float32bits: (_c, f: number) => {
        buf.setFloat32(0, f);
        return buf.getUint32(0);
      },
      Float32frombits: (_c, b: number) => {
        buf.setUint32(0, b);
        return buf.getFloat32(0);
      },
      Float64bits: (_c, f: number) => {
        buf.setFloat64(0, f);
        return u64(buf.getBigUint64(0));
      },
      Float64frombits: (_c, b: number | bigint) => {
        buf.setBigUint64(0, BigInt.asUintN(64, BigInt(b)));
        return buf.getFloat64(0);
      },
      Floor: (_c, x: number) => Math.floor(x),
      Hypot: (_c, p: number, q: number) => Math.hypot(p, q),
      Inf: (_c, sign: number | bigint) => (sign >= 0 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY),
      IsInf: (_c, f: number, sign: number | bigint) =>
        (sign >= 0 && f === Number.POSITIVE_INFINITY) || (sign <= 0 && f === Number.NEGATIVE_INFINITY),
      IsNaN: (_c, f: number) => Number.isNaN(f),
      Log: (_c, x: number) => Math.log(x),
      Log10: (_c, x: number) => Math.log10(x),
      Log1p: (_c, x: number) => Math.log1p(x),
      Log2: (_c, x: number) => Math.log2(x),
      Max: (_c, x: number, y: number) => Math.max(x, y),
      Min: (_c, x: number, y: number) => Math.min(x, y),
      Mod: (_c, x: number, y: number) => x % y,
      Modf: (_c, f: number) => {
        if (!Number.isFinite(f)) return Number.isNaN(f) ? [f, f] : [f, Number.NaN];
        const i = Math.trunc(f);
        const frac = f - i;
        return [i === 0 && (f < 0 || Object.is(f, -0)) ? -0 : i, frac === 0 && f < 0 ? -0 : frac];
      },
      NaN: () => Number.NaN,
      Pow: (_c, x: number, y: number) => pow(x, y),
      Pow10: (_c, n: number | bigint) => {
        const k = Number(n);
        if (k < -323) return 0;
        if (k > 308) return Number.POSITIVE_INFINITY;
        return Number(`1e${k}`);
      },
      Remainder: (_c, x: number, y: number) => remainder(x, y),
      Round: (_c, x: number) => round(x),
      RoundToEven: (_c, x: number) => roundToEven(x),
      Signbit: (_c, x: number) => x < 0 || Object.is(x, -0),
      Sin: (_c, x: number) => Math.sin(x),
      Sinh: (_c, x: number) => Math.sinh(x),
      Sqrt: (_c, x: number) => Math.sqrt(x),
      Tan: (_c, x: number) => Math.tan(x),
      Tanh: (_c, x: number) => Math.tanh(x),
      Trunc: (_c, x: number) => Math.trunc(x),
    },
  };
  return pkg;
}

function signbitNaN(x: number): boolean {
  buf.setFloat64(0, x);
  return (buf.getUint8(0) & 0x80) !== 0;
}

// package math: constants in Go; functions as natives: the ones whose result JavaScript's Math
// rounds as Go does (Sqrt, Floor, Abs...) on Math, the others on the ports of Go's own algorithms
// in algo.ts and special.ts, as the engine's last bits differ from go1.23's.

import type { NativePackage } from '../../interp/native.ts';
import * as a from './algo.ts';
import * as bj from './bessel.ts';
import src from './math.go?raw';
import * as sp from './special.ts';

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

const u64 = (b: bigint) => (b <= 9007199254740991n ? Number(b) : b);

let pkg: NativePackage | undefined;

export function mathPackage(): NativePackage {
  pkg ??= {
    path: 'math',
    files: [{ name: 'math.go', src }],
    natives: {
      Ldexp: (_c, frac: number, exp: number | bigint) => a.ldexp(frac, Number(exp)),
      Frexp: (_c, f: number) => a.frexp(f),
      Abs: (_c, x: number) => Math.abs(x),
      Acos: (_c, x: number) => a.acos(x),
      Acosh: (_c, x: number) => a.acosh(x),
      Asin: (_c, x: number) => a.asin(x),
      Asinh: (_c, x: number) => a.asinh(x),
      Atan: (_c, x: number) => a.atan(x),
      Atan2: (_c, y: number, x: number) => a.atan2(y, x),
      Atanh: (_c, x: number) => a.atanh(x),
      Cbrt: (_c, x: number) => a.cbrt(x),
      Ceil: (_c, x: number) => Math.ceil(x),
      Copysign: (_c, f: number, sign: number) => {
        const neg = sign < 0 || Object.is(sign, -0) || (Number.isNaN(sign) && signbitNaN(sign));
        return neg ? -Math.abs(f) : Math.abs(f);
      },
      Cos: (_c, x: number) => a.cos(x),
      Cosh: (_c, x: number) => a.cosh(x),
      Dim: (_c, x: number, y: number) => {
        const v = x - y;
        return Number.isNaN(v) ? v : Math.max(v, 0);
      },
      Exp: (_c, x: number) => a.exp(x),
      Exp2: (_c, x: number) => a.exp2(x),
      Expm1: (_c, x: number) => a.expm1(x),
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
      Hypot: (_c, p: number, q: number) => a.hypot(p, q),
      Inf: (_c, sign: number | bigint) => (sign >= 0 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY),
      IsInf: (_c, f: number, sign: number | bigint) =>
        (sign >= 0 && f === Number.POSITIVE_INFINITY) || (sign <= 0 && f === Number.NEGATIVE_INFINITY),
      IsNaN: (_c, f: number) => Number.isNaN(f),
      Log: (_c, x: number) => a.log(x),
      Log10: (_c, x: number) => a.log10(x),
      Log1p: (_c, x: number) => a.log1p(x),
      Log2: (_c, x: number) => a.log2(x),
      // Go (dim.go, dim_amd64.s) checks ±Inf before NaN: Max(+Inf, NaN) is +Inf, Math.max's NaN
      Max: (_c, x: number, y: number) =>
        x === Number.POSITIVE_INFINITY || y === Number.POSITIVE_INFINITY
          ? Number.POSITIVE_INFINITY
          : Math.max(x, y),
      Min: (_c, x: number, y: number) =>
        x === Number.NEGATIVE_INFINITY || y === Number.NEGATIVE_INFINITY
          ? Number.NEGATIVE_INFINITY
          : Math.min(x, y),
      Mod: (_c, x: number, y: number) => a.mod(x, y),
      Modf: (_c, f: number) => a.modf(f),
      Nextafter: (_c, x: number, y: number) => a.nextafter(x, y),
      Nextafter32: (_c, x: number, y: number) => a.nextafter32(x, y),
      Sincos: (_c, x: number) => a.sincos(x),
      Erf: (_c, x: number) => sp.erf(x),
      Erfc: (_c, x: number) => sp.erfc(x),
      Erfinv: (_c, x: number) => sp.erfinv(x),
      Erfcinv: (_c, x: number) => sp.erfcinv(x),
      FMA: (_c, x: number, y: number, z: number) => a.fma(x, y, z),
      Gamma: (_c, x: number) => sp.gamma(x),
      Lgamma: (_c, x: number) => sp.lgamma(x),
      Ilogb: (_c, x: number) => a.ilogb(x),
      J0: (_c, x: number) => bj.j0(x),
      J1: (_c, x: number) => bj.j1(x),
      Jn: (_c, n: number | bigint, x: number) => bj.jn(Number(n), x),
      Y0: (_c, x: number) => bj.y0(x),
      Y1: (_c, x: number) => bj.y1(x),
      Yn: (_c, n: number | bigint, x: number) => bj.yn(Number(n), x),
      Logb: (_c, x: number) => a.logb(x),
      NaN: () => Number.NaN,
      Pow: (_c, x: number, y: number) => a.pow(x, y),
      Pow10: (_c, n: number | bigint) => {
        const k = Number(n);
        if (k < -323) return 0;
        if (k > 308) return Number.POSITIVE_INFINITY;
        return Number(`1e${k}`);
      },
      Remainder: (_c, x: number, y: number) => a.remainder(x, y),
      Round: (_c, x: number) => round(x),
      RoundToEven: (_c, x: number) => roundToEven(x),
      Signbit: (_c, x: number) => x < 0 || Object.is(x, -0),
      Sin: (_c, x: number) => a.sin(x),
      Sinh: (_c, x: number) => a.sinh(x),
      Sqrt: (_c, x: number) => Math.sqrt(x),
      Tan: (_c, x: number) => a.tan(x),
      Tanh: (_c, x: number) => a.tanh(x),
      Trunc: (_c, x: number) => Math.trunc(x),
    },
  };
  return pkg;
}

function signbitNaN(x: number): boolean {
  buf.setFloat64(0, x);
  return (buf.getUint8(0) & 0x80) !== 0;
}

// package math: constants in Go; functions as natives on JS numbers, with Go's special cases where
// they differ from JS (Pow, Round, Mod signs...).

import type { NativePackage } from '../../interp/native.ts';

const src = `package math

const (
	E   = 2.71828182845904523536028747135266249775724709369995957496696763
	Pi  = 3.14159265358979323846264338327950288419716939937510582097494459
	Phi = 1.61803398874989484820458683436563811772030917980576286213544862

	Sqrt2   = 1.41421356237309504880168872420969807856967187537694807317667974
	SqrtE   = 1.64872127070012814684865078831848487783732208451174271208498008
	SqrtPi  = 1.77245385090551602729816748334114518279754945612238712821380779
	SqrtPhi = 1.27201964951406896425242246173749149171560804184009624861664038

	Ln2    = 0.693147180559945309417232121458176568075500134360255254120680009
	Log2E  = 1 / Ln2
	Ln10   = 2.30258509299404568401799145468436420760110148862877297603332790
	Log10E = 1 / Ln10
)

const (
	MaxFloat32             = 0x1p127 * (1 + (1 - 0x1p-23))
	SmallestNonzeroFloat32 = 0x1p-126 * 0x1p-23
	MaxFloat64             = 0x1p1023 * (1 + (1 - 0x1p-52))
	SmallestNonzeroFloat64 = 4.9406564584124654417656879286822137236505980e-324 // 0x1p-1022 * 0x1p-52
)

const (
	intSize = 64

	MaxInt    = 1<<(intSize-1) - 1
	MinInt    = -1 << (intSize - 1)
	MaxInt8   = 1<<7 - 1
	MinInt8   = -1 << 7
	MaxInt16  = 1<<15 - 1
	MinInt16  = -1 << 15
	MaxInt32  = 1<<31 - 1
	MinInt32  = -1 << 31
	MaxInt64  = 1<<63 - 1
	MinInt64  = -1 << 63
	MaxUint   = 1<<intSize - 1
	MaxUint8  = 1<<8 - 1
	MaxUint16 = 1<<16 - 1
	MaxUint32 = 1<<32 - 1
	MaxUint64 = 1<<64 - 1
)

func Abs(x float64) float64
func Acos(x float64) float64
func Acosh(x float64) float64
func Asin(x float64) float64
func Asinh(x float64) float64
func Atan(x float64) float64
func Atan2(y, x float64) float64
func Atanh(x float64) float64
func Cbrt(x float64) float64
func Ceil(x float64) float64
func Copysign(f, sign float64) float64
func Cos(x float64) float64
func Cosh(x float64) float64
func Dim(x, y float64) float64
func Exp(x float64) float64
func Exp2(x float64) float64
func Expm1(x float64) float64
func Float32bits(f float32) uint32
func Float32frombits(b uint32) float32
func Float64bits(f float64) uint64
func Float64frombits(b uint64) float64
func Floor(x float64) float64
func Hypot(p, q float64) float64
func Inf(sign int) float64
func IsInf(f float64, sign int) bool
func IsNaN(f float64) (is bool)
func Log(x float64) float64
func Log10(x float64) float64
func Log1p(x float64) float64
func Log2(x float64) float64
func Max(x, y float64) float64
func Min(x, y float64) float64
func Mod(x, y float64) float64
func Modf(f float64) (int float64, frac float64)

// Frexp breaks f into a normalized fraction in [½, 1) and an integral power of two.
func Frexp(f float64) (frac float64, exp int) {
	if f == 0 || IsInf(f, 0) || IsNaN(f) {
		return f, 0
	}
	if Abs(f) < 2.2250738585072014e-308 {
		f *= 1 << 52
		exp = -52
	}
	x := Float64bits(f)
	exp += int((x>>52)&0x7ff) - 1022
	x &^= 0x7ff << 52
	x |= 1022 << 52
	return Float64frombits(x), exp
}

func Ldexp(frac float64, exp int) float64

func Sincos(x float64) (sin, cos float64) { return Sin(x), Cos(x) }

func Nextafter(x, y float64) (r float64) {
	switch {
	case IsNaN(x) || IsNaN(y):
		r = NaN()
	case x == y:
		r = x
	case x == 0:
		r = Copysign(Float64frombits(1), y)
	case (y > x) == (x > 0):
		r = Float64frombits(Float64bits(x) + 1)
	default:
		r = Float64frombits(Float64bits(x) - 1)
	}
	return
}
func NaN() float64
func Pow(x, y float64) float64
func Pow10(n int) float64
func Remainder(x, y float64) float64
func Round(x float64) float64
func RoundToEven(x float64) float64
func Signbit(x float64) bool
func Sin(x float64) float64
func Sinh(x float64) float64
func Sqrt(x float64) float64
func Tan(x float64) float64
func Tanh(x float64) float64
func Trunc(x float64) float64
`;

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

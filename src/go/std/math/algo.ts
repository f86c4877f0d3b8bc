// biome-ignore-all lint/correctness/noPrecisionLoss: the coefficients are go/src/math's, digit for digit
// biome-ignore-all lint/suspicious/noApproximativeNumericConstant: go/src/math's constants, as written there
// Go's math algorithms as ported to TypeScript, so results match go1.23 on linux/amd64 bit for bit:
// the pure-Go functions of go/src/math (Cephes and FreeBSD msun ports), plus the amd64 assembly
// versions of Exp (exp_amd64.s, its FMA path, as on any CPU with AVX and FMA), Log (log_amd64.s)
// and Hypot (hypot_amd64.s). The JavaScript engine's Math functions round differently in the last
// bits, which shows in a program's %v output. gc on amd64 never fuses a*b+c, nor does JavaScript.

const dv = new DataView(new ArrayBuffer(8));

/** High 32 bits of x's IEEE 754 representation. */
// The words of a float64 through typed arrays (faster than DataView in V8), in the host's byte order.
const f64 = new Float64Array(1);
const u32 = new Uint32Array(f64.buffer);
f64[0] = 1;
const HI = u32[1] === 0x3ff00000 ? 1 : 0;
const LO = 1 - HI;

function hiw(x: number): number {
  f64[0] = x;
  return u32[HI] as number;
}
function low(x: number): number {
  f64[0] = x;
  return u32[LO] as number;
}
function fromw(hi: number, lo: number): number {
  u32[HI] = hi >>> 0;
  u32[LO] = lo >>> 0;
  return f64[0] as number;
}

const NaN_ = Number.NaN;
const Inf = Number.POSITIVE_INFINITY;
const Pi = Math.PI;
const Ln2 = 0.6931471805599453;

function signbit(x: number): boolean {
  return x < 0 || Object.is(x, -0) || (Number.isNaN(x) && (hiw(x) & 0x80000000) !== 0);
}
function copysign(f: number, s: number): number {
  return signbit(s) ? -Math.abs(f) : Math.abs(f);
}

/** normalize returns a normal number y and exponent exp satisfying x == y × 2**exp (math/bits.go). */
function normalize(x: number): [number, number] {
  if (Math.abs(x) < 2.2250738585072014e-308) return [x * 2 ** 52, -52];
  return [x, 0];
}

export function frexp(f: number): [number, number] {
  if (f === 0 || !Number.isFinite(f)) return [f, 0];
  let exp: number;
  [f, exp] = normalize(f);
  const h = hiw(f);
  exp += ((h >>> 20) & 0x7ff) - 1023 + 1;
  return [fromw((h & ~(0x7ff << 20)) | (1022 << 20), low(f)), exp];
}

export function ldexp(frac: number, exp: number): number {
  if (frac === 0 || !Number.isFinite(frac)) return frac;
  let e: number;
  [frac, e] = normalize(frac);
  exp += e;
  const h = hiw(frac);
  exp += ((h >>> 20) & 0x7ff) - 1023;
  if (exp < -1075) return copysign(0, frac);
  if (exp > 1023) return frac < 0 ? -Inf : Inf;
  let m = 1;
  if (exp < -1022) {
    exp += 53;
    m = 1 / 2 ** 53;
  }
  return m * fromw((h & ~(0x7ff << 20)) | ((exp + 1023) << 20), low(frac));
}

export function modf(f: number): [number, number] {
  if (f < 1) {
    if (f < 0) {
      const [i, fr] = modf(-f);
      return [-i, -fr];
    }
    if (f === 0) return [f, f];
    return [0, f];
  }
  let h = hiw(f);
  let l = low(f);
  const e = ((h >>> 20) & 0x7ff) - 1023;
  if (e < 52) {
    // clear the 52-e fraction bits below the binary point
    const n = 52 - e;
    if (n >= 32) {
      l = 0;
      h = (h & ~((1 << (n - 32)) - 1)) >>> 0;
    } else {
      l = (l & ~((2 ** n - 1) >>> 0)) >>> 0;
    }
  }
  const i = fromw(h, l);
  return [i, f - i];
}

// exp_amd64.s, the path taken when the CPU has AVX and FMA.
const LOG2E = 1.4426950408889634;
const LN2U = 0.69314718055966295651160180568695068359375;
const LN2L = 0.28235290563031577122588448175013436025525412068e-12;
export function exp(x: number): number {
  if (!Number.isFinite(x)) return x === -Inf ? 0 : x;
  if (x > 7.09782712893384e2) return Inf;
  // CVTSD2SL: round to nearest even, out of int32 range gives 0x80000000
  const t = x * LOG2E;
  let bx = Math.abs(t) < 2147483648 ? roundEven(t) : -2147483648;
  const k = bx;
  let x0 = fmaFast(-LN2U, k, x);
  x0 = fmaFast(-LN2L, k, x0);
  x0 *= 0.0625;
  let x1 = 2.4801587301587301587e-5;
  x1 = fmaFast(x1, x0, 1.984126984126984127e-4);
  x1 = fmaFast(x1, x0, 1.3888888888888888889e-3);
  x1 = fmaFast(x1, x0, 8.3333333333333333333e-3);
  x1 = fmaFast(x1, x0, 4.1666666666666666667e-2);
  x1 = fmaFast(x1, x0, 1.6666666666666666667e-1);
  x1 = fmaFast(x1, x0, 0.5);
  x1 = fmaFast(x1, x0, 1.0);
  x0 *= x1;
  x1 = x0 + 2;
  x0 *= x1;
  x1 = x0 + 2;
  x0 *= x1;
  x1 = x0 + 2;
  x0 *= x1;
  x1 = x0 + 2;
  x0 = fmaFast(x0, x1, 1.0);
  bx += 0x3ff;
  if (bx <= 0) {
    // a subnormal result: scale in two steps
    if (bx < -52) return 0;
    x0 *= fromw((bx + 0x3fe) << 20, 0);
    bx = 1;
  } else if (bx >= 0x7ff) return Inf;
  return x0 * fromw(bx << 20, 0);
}

function roundEven(t: number): number {
  const r = Math.round(t);
  return r - t === 0.5 && r % 2 !== 0 ? r - 1 : r;
}

// log_amd64.s
export function log(x: number): number {
  if (x === 0) return -Inf;
  if (x < 0 || Number.isNaN(x)) return NaN_;
  if (x === Inf) return x;
  const h = hiw(x);
  let f1 = fromw((h & 0x000fffff) | 0x3fe00000, low(x));
  let k = ((h >>> 20) & 0x7ff) - 0x3fe;
  if (f1 < 7.07106781186547524401e-1) {
    k -= 1;
    f1 *= 2;
  } else f1 *= 1;
  const f = f1 - 1;
  const s = f / (2 + f);
  const s2 = s * s;
  const s4 = s2 * s2;
  const t1 =
    s2 *
    (((1.479819860511658591e-1 * s4 + 1.818357216161805012e-1) * s4 + 2.857142874366239149e-1) * s4 +
      6.66666666666673513e-1);
  const t2 = s4 * ((1.531383769920937332e-1 * s4 + 2.222219843214978396e-1) * s4 + 3.999999999940941908e-1);
  const R = t1 + t2;
  const hfsq = 0.5 * f * f;
  return k * 6.9314718036912381649e-1 - (hfsq - (s * (hfsq + R) + k * 1.90821492927058770002e-10) - f);
}

// hypot_amd64.s
export function hypot(p: number, q: number): number {
  p = Math.abs(p);
  q = Math.abs(q);
  if (!Number.isFinite(p) || !Number.isFinite(q)) return p === Inf || q === Inf ? Inf : NaN_;
  if (p === 0 && q === 0) return 0;
  const mx = Math.max(p, q);
  let mn = Math.min(p, q);
  mn /= mx;
  return mx * Math.sqrt(mn * mn + 1);
}

export function log10(x: number): number {
  return log(x) * Math.LOG10E;
}
export function log2(x: number): number {
  const [frac, e] = frexp(x);
  if (frac === 0.5) return e - 1;
  return log(frac) * Math.LOG2E + e;
}

function expmulti(hi: number, lo: number, k: number): number {
  const r = hi - lo;
  const t = r * r;
  const c =
    r -
    t *
      (1.66666666666666657415e-1 +
        t *
          (-2.77777777770155933842e-3 +
            t *
              (6.61375632143793436117e-5 + t * (-1.6533902205465251539e-6 + t * 4.13813679705723846039e-8))));
  const y = 1 - (lo - (r * c) / (2 - c) - hi);
  return ldexp(y, k);
}

export function exp2(x: number): number {
  if (Number.isNaN(x) || x === Inf) return x;
  if (x === -Inf) return 0;
  if (x > 1.0239999999999999e3) return Inf;
  if (x < -1.074e3) return 0;
  let k = 0;
  if (x > 0) k = Math.trunc(x + 0.5);
  else if (x < 0) k = Math.trunc(x - 0.5);
  const t = x - k;
  return expmulti(t * 6.9314718036912381649e-1, -t * 1.90821492927058770002e-10, k);
}

function isOddInt(x: number): boolean {
  if (Math.abs(x) >= 2 ** 53) return false;
  const [xi, xf] = modf(x);
  return xf === 0 && Math.abs(xi) % 2 === 1;
}

export function pow(x: number, y: number): number {
  if (y === 0 || x === 1) return 1;
  if (y === 1) return x;
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN_;
  if (x === 0) {
    if (y < 0) return signbit(x) && isOddInt(y) ? -Inf : Inf;
    return signbit(x) && isOddInt(y) ? x : 0;
  }
  if (!Number.isFinite(y)) {
    if (x === -1) return 1;
    return Math.abs(x) < 1 === (y === Inf) ? 0 : Inf;
  }
  if (!Number.isFinite(x)) {
    if (x === -Inf) return pow(1 / x, -y);
    return y < 0 ? 0 : Inf;
  }
  if (y === 0.5) return Math.sqrt(x);
  if (y === -0.5) return 1 / Math.sqrt(x);
  let [yi, yf] = modf(Math.abs(y));
  if (yf !== 0 && x < 0) return NaN_;
  if (yi >= 2 ** 63) {
    if (x === -1) return 1;
    return Math.abs(x) < 1 === y > 0 ? 0 : Inf;
  }
  let a1 = 1;
  let ae = 0;
  if (yf !== 0) {
    if (yf > 0.5) {
      yf--;
      yi++;
    }
    a1 = exp(yf * log(x));
  }
  let [x1, xe] = frexp(x);
  // yi < 2**63: walk its bits as a bigint only when it exceeds 2**53
  if (yi < 2 ** 53) {
    for (let i = yi; i !== 0; i = Math.floor(i / 2)) {
      if (xe < -(1 << 12) || 1 << 12 < xe) {
        ae += xe;
        break;
      }
      if (i % 2 === 1) {
        a1 *= x1;
        ae += xe;
      }
      x1 *= x1;
      xe *= 2;
      if (x1 < 0.5) {
        x1 += x1;
        xe--;
      }
    }
  } else {
    for (let i = BigInt(yi); i !== 0n; i >>= 1n) {
      if (xe < -(1 << 12) || 1 << 12 < xe) {
        ae += xe;
        break;
      }
      if ((i & 1n) === 1n) {
        a1 *= x1;
        ae += xe;
      }
      x1 *= x1;
      xe *= 2;
      if (x1 < 0.5) {
        x1 += x1;
        xe--;
      }
    }
  }
  if (y < 0) {
    a1 = 1 / a1;
    ae = -ae;
  }
  return ldexp(a1, ae);
}

export function mod(x: number, y: number): number {
  if (y === 0 || !Number.isFinite(x) || Number.isNaN(y)) return NaN_;
  y = Math.abs(y);
  const [yfr, yexp] = frexp(y);
  let r = x < 0 ? -x : x;
  while (r >= y) {
    let [rfr, rexp] = frexp(r);
    if (rfr < yfr) rexp--;
    r = r - ldexp(y, rexp - yexp);
  }
  return x < 0 ? -r : r;
}

export function remainder(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y) || !Number.isFinite(x) || y === 0) return NaN_;
  if (!Number.isFinite(y)) return x;
  let sign = false;
  if (x < 0) {
    x = -x;
    sign = true;
  }
  if (y < 0) y = -y;
  if (x === y) return sign ? -0 : 0;
  if (y <= Number.MAX_VALUE / 2) x = mod(x, y + y);
  if (y < 4.45014771701440276618e-308) {
    if (x + x > y) {
      x -= y;
      if (x + x >= y) x -= y;
    }
  } else {
    const yHalf = 0.5 * y;
    if (x > yHalf) {
      x -= y;
      if (x >= yHalf) x -= y;
    }
  }
  return sign ? -x : x;
}

// sin.go, tan.go, trig_reduce.go
const PI4A = 7.85398125648498535156e-1;
const PI4B = 3.77489470793079817668e-8;
const PI4C = 2.69515142907905952645e-15;
const reduceThreshold = 2 ** 29;
const sinC = [
  1.5896230157654656806e-10, -2.50507477628578072866e-8, 2.75573136213857245213e-6,
  -1.98412698295895385996e-4, 8.33333333332211858878e-3, -1.66666666666666307295e-1,
];
const cosC = [
  -1.135853652138768173e-11, 2.08757008419747316778e-9, -2.75573141792967388112e-7, 2.48015872888517045348e-5,
  -1.38888888888730564116e-3, 4.16666666666665929218e-2,
];
const mPi4 = [
  0x0000000000000001n,
  0x45f306dc9c882a53n,
  0xf84eafa3ea69bb81n,
  0xb6c52b3278872083n,
  0xfca2c757bd778ac3n,
  0x6e48dc74849ba5c0n,
  0x0c925dd413a32439n,
  0xfc3bd63962534e7dn,
  0xd1046bea5d768909n,
  0xd338e04d68befc82n,
  0x7323ac7306a673e9n,
  0x3908bf177bf25076n,
  0x3ff12fffbc0b301fn,
  0xde5e2316b414da3en,
  0xda6cfd9e4f96136en,
  0x9e8c7ecd3cbfd45an,
  0xea4f758fd7cbe2f6n,
  0x7a0e73ef14a525d4n,
  0xd7f6bf623f1aba10n,
  0xac06608df8f6d757n,
];
const M64 = (1n << 64n) - 1n;

/** trigReduce: Payne-Hanek reduction of a large x by π/4 with 64-bit words (trig_reduce.go). */
function trigReduce(x: number): [number, number] {
  const PI4 = Pi / 4;
  if (x < PI4) return [0, x];
  dv.setFloat64(0, x);
  let ix = dv.getBigUint64(0);
  const exp = Number((ix >> 52n) & 0x7ffn) - 1023 - 52;
  ix &= ~(0x7ffn << 52n);
  ix |= 1n << 52n;
  const digit = Math.floor((exp + 61) / 64);
  const bs = BigInt((exp + 61) % 64);
  const w = (i: number) => mPi4[i] as bigint;
  const z0 = ((w(digit) << bs) | (w(digit + 1) >> (64n - bs))) & M64;
  const z1 = ((w(digit + 1) << bs) | (w(digit + 2) >> (64n - bs))) & M64;
  const z2 = ((w(digit + 2) << bs) | (w(digit + 3) >> (64n - bs))) & M64;
  const z2hi = (z2 * ix) >> 64n;
  const p1 = z1 * ix;
  const z1hi = p1 >> 64n;
  const z1lo = p1 & M64;
  const z0lo = (z0 * ix) & M64;
  const s = z1lo + z2hi;
  let lo = s & M64;
  const c = s >> 64n;
  let hi = (z0lo + z1hi + c) & M64;
  let j = Number(hi >> 61n);
  hi = ((hi << 3n) | (lo >> 61n)) & M64;
  lo = (lo << 3n) & M64;
  const lz = BigInt(64 - hi.toString(2).length);
  const e = BigInt(1023) - (lz + 1n);
  hi = ((hi << (lz + 1n)) | (lo >> (64n - (lz + 1n)))) & M64;
  hi >>= 64n - 52n;
  hi |= e << 52n;
  dv.setBigUint64(0, hi);
  let z = dv.getFloat64(0);
  if ((j & 1) === 1) {
    j++;
    j &= 7;
    z--;
  }
  return [j, z * PI4];
}

function reduce(x: number, mask7: boolean): [number, number] {
  if (x >= reduceThreshold) return trigReduce(x);
  let j = Math.trunc(x * (4 / Pi));
  let y = j;
  if (j % 2 === 1) {
    j++;
    y++;
  }
  if (mask7) j %= 8;
  return [j, x - y * PI4A - y * PI4B - y * PI4C];
}

function sinPoly(z: number, zz: number): number {
  return (
    z + z * zz * (((((sinC[0] * zz + sinC[1]) * zz + sinC[2]) * zz + sinC[3]) * zz + sinC[4]) * zz + sinC[5])
  );
}
function cosPoly(zz: number): number {
  return (
    1.0 -
    0.5 * zz +
    zz * zz * (((((cosC[0] * zz + cosC[1]) * zz + cosC[2]) * zz + cosC[3]) * zz + cosC[4]) * zz + cosC[5])
  );
}

export function cos(x: number): number {
  if (!Number.isFinite(x)) return NaN_;
  let sign = false;
  x = Math.abs(x);
  let [j, z] = reduce(x, true);
  if (j > 3) {
    j -= 4;
    sign = !sign;
  }
  if (j > 1) sign = !sign;
  const zz = z * z;
  const y = j === 1 || j === 2 ? sinPoly(z, zz) : cosPoly(zz);
  return sign ? -y : y;
}

export function sin(x: number): number {
  if (x === 0 || Number.isNaN(x)) return x;
  if (!Number.isFinite(x)) return NaN_;
  let sign = false;
  if (x < 0) {
    x = -x;
    sign = true;
  }
  let [j, z] = reduce(x, true);
  if (j > 3) {
    sign = !sign;
    j -= 4;
  }
  const zz = z * z;
  const y = j === 1 || j === 2 ? cosPoly(zz) : sinPoly(z, zz);
  return sign ? -y : y;
}

/** Sincos (sincos.go): one reduction for both. */
export function sincos(x: number): [number, number] {
  if (x === 0) return [x, 1];
  if (Number.isNaN(x) || !Number.isFinite(x)) return [NaN_, NaN_];
  let sinSign = false;
  let cosSign = false;
  if (x < 0) {
    x = -x;
    sinSign = true;
  }
  let [j, z] = reduce(x, true);
  if (j > 3) {
    j -= 4;
    sinSign = !sinSign;
    cosSign = !cosSign;
  }
  if (j > 1) cosSign = !cosSign;
  const zz = z * z;
  let c = cosPoly(zz);
  let s = sinPoly(z, zz);
  if (j === 1 || j === 2) [s, c] = [c, s];
  if (cosSign) c = -c;
  if (sinSign) s = -s;
  return [s, c];
}

export function tan(x: number): number {
  if (x === 0 || Number.isNaN(x)) return x;
  if (!Number.isFinite(x)) return NaN_;
  let sign = false;
  if (x < 0) {
    x = -x;
    sign = true;
  }
  const [j, z] = reduce(x, false);
  const zz = z * z;
  let y: number;
  if (zz > 1e-14)
    y =
      z +
      z *
        ((zz *
          ((-1.30936939181383777646e4 * zz + 1.1535166483858741614e6) * zz + -1.79565251976484877988e7)) /
          ((((zz + 1.36812963470692954678e4) * zz + -1.32089234440210967447e6) * zz +
            2.50083801823357915839e7) *
            zz +
            -5.38695755929454629881e7));
  else y = z;
  if ((j & 2) === 2) y = -1 / y;
  return sign ? -y : y;
}

// atan.go, asin.go, atan2.go
function xatan(x: number): number {
  let z = x * x;
  z =
    (z *
      ((((-8.750608600031904122785e-1 * z + -1.615753718733365076637e1) * z + -7.50085579231470466734e1) * z +
        -1.22886668449013617341e2) *
        z +
        -6.485021904942025371773e1)) /
    (((((z + 2.485846490142306297962e1) * z + 1.650270098316988542046e2) * z + 4.328810604912902668951e2) *
      z +
      4.853903996359136964868e2) *
      z +
      1.945506571482613964425e2);
  return x * z + x;
}
function satan(x: number): number {
  const Morebits = 6.12323399573676588613e-17;
  if (x <= 0.66) return xatan(x);
  if (x > 2.4142135623730950488) return Pi / 2 - xatan(1 / x) + Morebits;
  return Pi / 4 + xatan((x - 1) / (x + 1)) + 0.5 * Morebits;
}
export function atan(x: number): number {
  if (x === 0) return x;
  return x > 0 ? satan(x) : -satan(-x);
}
export function asin(x: number): number {
  if (x === 0) return x;
  let sign = false;
  if (x < 0) {
    x = -x;
    sign = true;
  }
  if (x > 1) return NaN_;
  let temp = Math.sqrt(1 - x * x);
  if (x > 0.7) temp = Pi / 2 - satan(temp / x);
  else temp = satan(x / temp);
  return sign ? -temp : temp;
}
export function acos(x: number): number {
  return Pi / 2 - asin(x);
}
export function atan2(y: number, x: number): number {
  if (Number.isNaN(y) || Number.isNaN(x)) return NaN_;
  if (y === 0) return x >= 0 && !signbit(x) ? copysign(0, y) : copysign(Pi, y);
  if (x === 0) return copysign(Pi / 2, y);
  if (!Number.isFinite(x)) {
    if (x === Inf) return !Number.isFinite(y) ? copysign(Pi / 4, y) : copysign(0, y);
    return !Number.isFinite(y) ? copysign((3 * Pi) / 4, y) : copysign(Pi, y);
  }
  if (!Number.isFinite(y)) return copysign(Pi / 2, y);
  const q = atan(y / x);
  if (x < 0) return q <= 0 ? q + Pi : q - Pi;
  return q;
}

// sinh.go, tanh.go, asinh.go, acosh.go, atanh.go
export function sinh(x: number): number {
  let sign = false;
  if (x < 0) {
    x = -x;
    sign = true;
  }
  let temp: number;
  if (x > 21) temp = exp(x) * 0.5;
  else if (x > 0.5) {
    const ex = exp(x);
    temp = (ex - 1 / ex) * 0.5;
  } else {
    const sq = x * x;
    temp =
      (((-0.2630563213397497062819489e2 * sq + -0.2894211355989563807284660366e4) * sq +
        -0.8991272022039509355398013511e5) *
        sq +
        -0.6307673640497716991184787251e6) *
      x;
    temp =
      temp /
      (((sq + -0.173678953558233699533450911e3) * sq + 0.1521517378790019070696485176e5) * sq +
        -0.6307673640497716991212077277e6);
  }
  return sign ? -temp : temp;
}
export function cosh(x: number): number {
  x = Math.abs(x);
  if (x > 21) return exp(x) * 0.5;
  const ex = exp(x);
  return (ex + 1 / ex) * 0.5;
}
export function tanh(x: number): number {
  let z = Math.abs(x);
  if (z > 0.5 * 8.8029691931113054295988e1) return x < 0 ? -1 : 1;
  if (z >= 0.625) {
    const s = exp(2 * z);
    z = 1 - 2 / (s + 1);
    return x < 0 ? -z : z;
  }
  if (x === 0) return x;
  const s = x * x;
  return (
    x +
    (x * s * ((-9.64399179425052238628e-1 * s + -9.92877231001918586564e1) * s + -1.61468768441708447952e3)) /
      (((s + 1.12811678491632931402e2) * s + 2.23548839060100448583e3) * s + 4.84406305325125486048e3)
  );
}
export function asinh(x: number): number {
  if (Number.isNaN(x) || !Number.isFinite(x)) return x;
  let sign = false;
  if (x < 0) {
    x = -x;
    sign = true;
  }
  let temp: number;
  if (x > 2 ** 28) temp = log(x) + 6.93147180559945286227e-1;
  else if (x > 2) temp = log(2 * x + 1 / (Math.sqrt(x * x + 1) + x));
  else if (x < 1 / 2 ** 28) temp = x;
  else temp = log1p(x + (x * x) / (1 + Math.sqrt(1 + x * x)));
  return sign ? -temp : temp;
}
export function acosh(x: number): number {
  if (x < 1 || Number.isNaN(x)) return NaN_;
  if (x === 1) return 0;
  if (x >= 2 ** 28) return log(x) + Ln2;
  if (x > 2) return log(2 * x - 1 / (x + Math.sqrt(x * x - 1)));
  const t = x - 1;
  return log1p(t + Math.sqrt(2 * t + t * t));
}
export function atanh(x: number): number {
  if (x < -1 || x > 1 || Number.isNaN(x)) return NaN_;
  if (x === 1) return Inf;
  if (x === -1) return -Inf;
  let sign = false;
  if (x < 0) {
    x = -x;
    sign = true;
  }
  let temp: number;
  if (x < 1 / 2 ** 28) temp = x;
  else if (x < 0.5) {
    temp = x + x;
    temp = 0.5 * log1p(temp + (temp * x) / (1 - x));
  } else temp = 0.5 * log1p((x + x) / (1 - x));
  return sign ? -temp : temp;
}

// cbrt.go
export function cbrt(x: number): number {
  if (x === 0 || !Number.isFinite(x)) return x;
  let sign = false;
  if (x < 0) {
    x = -x;
    sign = true;
  }
  dv.setFloat64(0, x);
  dv.setBigUint64(0, dv.getBigUint64(0) / 3n + (715094163n << 32n));
  let t = dv.getFloat64(0);
  if (x < 2.22507385850720138309e-308) {
    t = 2 ** 54;
    t *= x;
    dv.setFloat64(0, t);
    dv.setBigUint64(0, dv.getBigUint64(0) / 3n + (696219795n << 32n));
    t = dv.getFloat64(0);
  }
  let r = (t * t) / x;
  let s = 5.42857142857142815906e-1 + r * t;
  t *=
    3.57142857142857150787e-1 +
    1.6071428571428572063 / (s + 1.41428571428571436819 + -7.0530612244897961105e-1 / s);
  // t = Float64frombits(Float64bits(t)&(0xFFFFFFFFC<<28) + 1<<30): keep the top 34 bits, then round
  const h = hiw(t);
  const l = (low(t) & 0xc0000000) >>> 0;
  t = fromw(h + (l + 0x40000000 > 0xffffffff ? 1 : 0), (l + 0x40000000) >>> 0);
  s = t * t;
  r = x / s;
  const w = t + t;
  r = (r - t) / (w + r);
  t = t + t * r;
  return sign ? -t : t;
}

// expm1.go
export function expm1(x: number): number {
  if (x === Inf || Number.isNaN(x)) return x;
  if (x === -Inf) return -1;
  let absx = x;
  let sign = false;
  if (x < 0) {
    absx = -absx;
    sign = true;
  }
  if (absx >= 3.88162421113569373274e1) {
    if (sign) return -1;
    if (absx >= 7.09782712893383973096e2) return Inf;
  }
  const Ln2Hi = 6.9314718036912381649e-1;
  const Ln2Lo = 1.90821492927058770002e-10;
  let c = 0;
  let k = 0;
  if (absx > 3.46573590279972654709e-1) {
    let hi: number;
    let lo: number;
    if (absx < 1.03972077083991796413) {
      if (!sign) {
        hi = x - Ln2Hi;
        lo = Ln2Lo;
        k = 1;
      } else {
        hi = x + Ln2Hi;
        lo = -Ln2Lo;
        k = -1;
      }
    } else {
      k = Math.trunc(sign ? 1.442695040888963387 * x - 0.5 : 1.442695040888963387 * x + 0.5);
      const t = k;
      hi = x - t * Ln2Hi;
      lo = t * Ln2Lo;
    }
    x = hi - lo;
    c = hi - x - lo;
  } else if (absx < 1 / 2 ** 54) return x;
  else k = 0;
  const hfx = 0.5 * x;
  const hxs = x * hfx;
  const r1 =
    1 +
    hxs *
      (-3.33333333333331316428e-2 +
        hxs *
          (1.58730158725481460165e-3 +
            hxs *
              (-7.93650757867487942473e-5 +
                hxs * (4.00821782732936239552e-6 + hxs * -2.01099218183624371326e-7))));
  let t = 3 - r1 * hfx;
  let e = hxs * ((r1 - t) / (6.0 - x * t));
  if (k === 0) return x - (x * e - hxs);
  e = x * (e - c) - c;
  e -= hxs;
  if (k === -1) return 0.5 * (x - e) - 0.5;
  if (k === 1) {
    if (x < -0.25) return -2 * (e - (x + 0.5));
    return 1 + 2 * (x - e);
  }
  const addExp = (y: number) => fromw(hiw(y) + k * 2 ** 20, low(y));
  if (k <= -2 || k > 56) {
    let y = 1 - (e - x);
    y = addExp(y);
    return y - 1;
  }
  if (k < 20) {
    t = fromw(0x3ff00000 - 0x200000 / 2 ** k, 0);
    const y = t - (e - x);
    return addExp(y);
  }
  t = fromw((0x3ff - k) << 20, 0);
  let y = x - (e + t);
  y++;
  return addExp(y);
}

// log1p.go
export function log1p(x: number): number {
  if (x < -1 || Number.isNaN(x)) return NaN_;
  if (x === -1) return -Inf;
  if (x === Inf) return Inf;
  const Ln2Hi = 6.9314718036912381649e-1;
  const Ln2Lo = 1.90821492927058770002e-10;
  const absx = Math.abs(x);
  let f = 0;
  // iu as its two words: iuh (high 20 fraction bits) and iul
  let iuh = 0;
  let iul = 0;
  let k = 1;
  if (absx < 4.142135623730950488017e-1) {
    if (absx < 1 / 2 ** 29) {
      if (absx < 1 / 2 ** 54) return x;
      return x - x * x * 0.5;
    }
    if (x > -2.928932188134524755992e-1) {
      k = 0;
      f = x;
      iul = 1;
    }
  }
  let c = 0;
  if (k !== 0) {
    let u: number;
    if (absx < 2 ** 53) {
      u = 1.0 + x;
      k = ((hiw(u) >>> 20) & 0x7ff) - 1023;
      if (k > 0) c = 1.0 - (u - x);
      else c = x - (u - 1.0);
      c /= u;
    } else {
      u = x;
      k = ((hiw(u) >>> 20) & 0x7ff) - 1023;
      c = 0;
    }
    iuh = hiw(u) & 0x000fffff;
    iul = low(u);
    if (iuh < 0x0006a09e || (iuh === 0x0006a09e && iul < 0x667f3bcd)) {
      u = fromw(iuh | 0x3ff00000, iul);
    } else {
      k++;
      u = fromw(iuh | 0x3fe00000, iul);
      // iu = (0x0010000000000000 - iu) >> 2: only whether it is zero matters below
      const rest = 0x00100000 * 2 ** 32 - (iuh * 2 ** 32 + iul);
      iuh = 0;
      iul = Math.floor(rest / 4);
    }
    f = u - 1.0;
  }
  const hfsq = 0.5 * f * f;
  if (iuh === 0 && iul === 0) {
    if (f === 0) {
      if (k === 0) return 0;
      c += k * Ln2Lo;
      return k * Ln2Hi + c;
    }
    const R = hfsq * (1.0 - 0.66666666666666666 * f);
    if (k === 0) return f - R;
    return k * Ln2Hi - (R - (k * Ln2Lo + c) - f);
  }
  const s = f / (2.0 + f);
  const z = s * s;
  const R =
    z *
    (6.66666666666673513e-1 +
      z *
        (3.999999999940941908e-1 +
          z *
            (2.857142874366239149e-1 +
              z *
                (2.222219843214978396e-1 +
                  z *
                    (1.818357216161805012e-1 +
                      z * (1.531383769920937332e-1 + z * 1.479819860511658591e-1))))));
  if (k === 0) return f - (hfsq - s * (hfsq + R));
  return k * Ln2Hi - (hfsq - (s * (hfsq + R) + (k * Ln2Lo + c)) - f);
}

// logb.go
export function ilogb(x: number): number {
  if (x === 0) return -2147483648;
  if (Number.isNaN(x) || !Number.isFinite(x)) return 2147483647;
  const [y, e] = normalize(x);
  return ((hiw(y) >>> 20) & 0x7ff) - 1023 + e;
}
export function logb(x: number): number {
  if (x === 0) return -Inf;
  if (!Number.isFinite(x)) return Number.isNaN(x) ? x : Inf;
  return ilogb(x);
}

// fma.go: x*y+z with one rounding. Fast path: Dekker's exact product and Boldo-Melquiond's
// round-to-odd sum ("Emulation of FMA and correctly rounded sums", IEEE TC 2008), exact away from
// overflow and underflow; elsewhere the exact sum in bigints.
export function fma(x: number, y: number, z: number): number {
  if (x === 0 || y === 0 || !Number.isFinite(x) || !Number.isFinite(y)) return x * y + z;
  // amd64 computes FMA with VFMADD231SD: an exact x*y that rounds to ±0 keeps its sign against z = ±0
  if (z === 0) return x * y;
  if (!Number.isFinite(z)) return z;
  const p = x * y;
  const ap = Math.abs(p);
  const az = Math.abs(z);
  const ax = Math.abs(x);
  const ay = Math.abs(y);
  if (
    ap > 2 ** -900 &&
    ap < 2 ** 900 &&
    az > 2 ** -900 &&
    az < 2 ** 900 &&
    ax > 2 ** -450 &&
    ax < 2 ** 450 &&
    ay > 2 ** -450 &&
    ay < 2 ** 450
  ) {
    const pl = twoProdErr(x, y, p);
    const th = z + p;
    const tl = twoSumErr(z, p, th);
    let v = tl + pl;
    const ve = twoSumErr(tl, pl, v);
    if (ve !== 0 && (low(v) & 1) === 0) v = nextToward(v, ve);
    return th + v;
  }
  return fmaExact(x, y, z);
}

function split(a: number): [number, number] {
  const t = 134217729 * a;
  const hi = t - (t - a);
  return [hi, a - hi];
}
function twoProdErr(a: number, b: number, p: number): number {
  const [ah, al] = split(a);
  const [bh, bl] = split(b);
  return al * bl - (p - ah * bh - al * bh - ah * bl);
}
function twoSumErr(a: number, b: number, s: number): number {
  const bb = s - a;
  return a - (s - bb) + (b - bb);
}
/** The float next to v (v ≠ 0, finite) in the direction of the sign of d. */
function nextToward(v: number, d: number): number {
  f64[0] = v;
  let h = u32[HI] as number;
  let l = u32[LO] as number;
  if (v > 0 === d > 0) {
    l = (l + 1) >>> 0;
    if (l === 0) h++;
  } else {
    if (l === 0) h--;
    l = (l - 1) >>> 0;
  }
  return fromw(h, l);
}

/** fma without the range checks, for exp's reduction and series, whose operands stay far from
 * overflow and underflow (|x - k·ln2| is never below 2**-70 unless 0). */
function fmaFast(x: number, y: number, z: number): number {
  const p = x * y;
  const pl = twoProdErr(x, y, p);
  const th = z + p;
  const tl = twoSumErr(z, p, th);
  let v = tl + pl;
  const ve = twoSumErr(tl, pl, v);
  if (ve !== 0 && (low(v) & 1) === 0) v = nextToward(v, ve);
  return th + v;
}

/** x as m × 2**e with an integer m. */
function exact(x: number): [bigint, number] {
  dv.setFloat64(0, x);
  const b = dv.getBigUint64(0);
  const be = Number((b >> 52n) & 0x7ffn);
  let m = b & ((1n << 52n) - 1n);
  let e: number;
  if (be === 0) e = -1074;
  else {
    m |= 1n << 52n;
    e = be - 1075;
  }
  return [b >> 63n === 1n ? -m : m, e];
}

function fmaExact(x: number, y: number, z: number): number {
  const [mx, ex] = exact(x);
  const [my, ey] = exact(y);
  const [mz, ez] = exact(z);
  let mp = mx * my;
  const ep = ex + ey;
  let m2 = mz;
  const e = Math.min(ep, ez);
  mp <<= BigInt(ep - e);
  m2 <<= BigInt(ez - e);
  const s = mp + m2;
  if (s === 0n) return 0;
  const neg = s < 0n;
  let n = neg ? -s : s;
  let E = e;
  const bl = n.toString(2).length;
  // keep 53 significant bits, or down to 2**-1074 for a subnormal result
  let sh = bl - 53;
  if (bl - 1 + E < -1022) sh = -1074 - E;
  if (sh > 0) {
    const b = BigInt(sh);
    const rem = n & ((1n << b) - 1n);
    n >>= b;
    const half = 1n << (b - 1n);
    if (rem > half || (rem === half && (n & 1n) === 1n)) n += 1n;
    E += sh;
  }
  // n has at most 53 bits and E >= -1074: the product is exact (or overflows, as it should)
  const r = Number(n) * 2 ** E;
  return neg ? -r : r;
}

/** Nextafter32 (nextafter.go) on float32 values. */
export function nextafter32(x: number, y: number): number {
  const f = new Float32Array(1);
  const u = new Uint32Array(f.buffer);
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN_;
  if (x === y) return x;
  if (x === 0) {
    u[0] = 1;
    return copysign(f[0] as number, y);
  }
  f[0] = x;
  if (y > x === x > 0) u[0] = (u[0] as number) + 1;
  else u[0] = (u[0] as number) - 1;
  return f[0] as number;
}

export function nextafter(x: number, y: number): number {
  if (Number.isNaN(x) || Number.isNaN(y)) return NaN_;
  if (x === y) return x;
  if (x === 0) return copysign(5e-324, y);
  dv.setFloat64(0, x);
  const b = dv.getBigUint64(0);
  dv.setBigUint64(0, y > x === x > 0 ? b + 1n : b - 1n);
  return dv.getFloat64(0);
}

/** Floor is exact on every architecture (floor_amd64.s rounds with ROUNDSD). */
export const floor = Math.floor;

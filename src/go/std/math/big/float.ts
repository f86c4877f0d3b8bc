// big.Float's arithmetic over JS bigint, after go1.23's math/big (float.go, ftoa.go, decimal.go,
// floatconv.go, sqrt.go). A Float is x = ±0.mant × 2**exp with mant > 0 read as a binary fraction
// (mant / 2**bitlen(mant)); its precision, rounding mode and accuracy behave as gc's: round()
// follows float.go's word-aligned rounding (rounding bit, sticky bit, mode), so every result is
// the correctly rounded one gc computes, and Text follows ftoa.go (exact decimal conversion,
// shortest digits that round-trip at x's precision, %e/%f/%g/%b/%p/%x forms).

import { canon } from '../../internal/conv.ts';

export interface FloatObj {
  prec: number;
  mode: number;
  acc: number;
  form: number;
  neg: boolean;
  mant: number | bigint;
  exp: number;
}

const ZERO = 0;
const FINITE = 1;
const INF = 2;
const [ToNearestEven, ToNearestAway, ToZero, AwayFromZero, ToNegativeInf, ToPositiveInf] = [0, 1, 2, 3, 4, 5];
const BELOW = -1;
const EXACT = 0;
const ABOVE = 1;

const M = (x: FloatObj): bigint => (typeof x.mant === 'bigint' ? x.mant : BigInt(x.mant));

export function bitLen(v: bigint): number {
  return v === 0n ? 0 : v.toString(2).length;
}

function tz(v: bigint): number {
  if (v === 0n) return 0;
  let n = 0;
  while ((v & 0xffffffffn) === 0n) {
    v >>= 32n;
    n += 32;
  }
  while ((v & 1n) === 0n) {
    v >>= 1n;
    n++;
  }
  return n;
}

const makeAcc = (above: boolean): number => (above ? ABOVE : BELOW);

/** float.go round: z's mantissa rounded to z.prec bits (as 64-bit words), with sticky bit sbit. */
export function round(z: FloatObj, sbit: number): void {
  z.acc = EXACT;
  if (z.form !== FINITE) return;
  let m = M(z);
  const b = bitLen(m);
  const words = Math.ceil(b / 64);
  const bits = words * 64;
  if (bits <= z.prec) return;
  m <<= BigInt(bits - b);
  const r = bits - z.prec - 1;
  const rbit = Number((m >> BigInt(r)) & 1n);
  if (sbit === 0 && (rbit === 0 || z.mode === ToNearestEven)) {
    sbit = (m & ((1n << BigInt(r)) - 1n)) !== 0n ? 1 : 0;
  }
  const n = Math.ceil(z.prec / 64);
  m >>= BigInt((words - n) * 64);
  const lsb = 1n << BigInt(n * 64 - z.prec);
  if ((rbit | sbit) !== 0) {
    let inc = false;
    switch (z.mode) {
      case ToNegativeInf:
        inc = z.neg;
        break;
      case ToZero:
        break;
      case ToNearestEven:
        inc = rbit !== 0 && (sbit !== 0 || (m & lsb) !== 0n);
        break;
      case ToNearestAway:
        inc = rbit !== 0;
        break;
      case AwayFromZero:
        inc = true;
        break;
      case ToPositiveInf:
        inc = !z.neg;
        break;
    }
    z.acc = makeAcc(inc !== z.neg);
    if (inc) {
      m += lsb;
      if (m >> BigInt(n * 64) !== 0n) {
        z.exp++;
        m >>= 1n;
      }
    }
  }
  z.mant = m & ~(lsb - 1n);
}

/** z = ±mant × 2**e (mant ≥ 0), rounded to z.prec. */
function setExact(z: FloatObj, neg: boolean, mant: bigint, e: number, sbit = 0): void {
  z.neg = neg;
  if (mant === 0n) {
    z.form = ZERO;
    z.acc = EXACT;
    return;
  }
  z.form = FINITE;
  z.mant = mant;
  z.exp = e + bitLen(mant);
  round(z, sbit);
}

/** x's value as mant × 2**e2 (finite x). */
function parts(x: FloatObj): [bigint, number] {
  const m = M(x);
  return [m, x.exp - bitLen(m)];
}

export function setBits(z: FloatObj, neg: boolean, u: bigint, defPrec: number): void {
  if (z.prec === 0) z.prec = defPrec;
  z.acc = EXACT;
  z.neg = neg;
  if (u === 0n) {
    z.form = ZERO;
    return;
  }
  z.form = FINITE;
  z.mant = u;
  z.exp = bitLen(u);
  if (z.prec < z.exp) round(z, 0);
}

/** SetFloat64 for a number that is not NaN. */
export function setFloat64(z: FloatObj, x: number): void {
  if (z.prec === 0) z.prec = 53;
  z.acc = EXACT;
  z.neg = x < 0 || Object.is(x, -0);
  if (x === 0) {
    z.form = ZERO;
    return;
  }
  if (!Number.isFinite(x)) {
    z.form = INF;
    return;
  }
  const dv = new DataView(new ArrayBuffer(8));
  dv.setFloat64(0, Math.abs(x));
  const hi = dv.getUint32(0);
  const lo = dv.getUint32(4);
  const bexp = hi >>> 20;
  let mant = (BigInt(hi & 0xfffff) << 32n) | BigInt(lo);
  let e: number;
  if (bexp === 0) e = -1074;
  else {
    mant |= 1n << 52n;
    e = bexp - 1075;
  }
  z.form = FINITE;
  z.mant = mant;
  z.exp = e + bitLen(mant);
  if (z.prec < 53) round(z, 0);
}

export function setInt(z: FloatObj, v: bigint): void {
  const a = v < 0n ? -v : v;
  const bits = bitLen(a);
  if (z.prec === 0) z.prec = Math.max(bits, 64);
  z.acc = EXACT;
  z.neg = v < 0n;
  if (a === 0n) {
    z.form = ZERO;
    return;
  }
  z.form = FINITE;
  z.mant = a;
  z.exp = bits;
  if (z.prec < bits) round(z, 0);
}

export function minPrec(x: FloatObj): number {
  if (x.form !== FINITE) return 0;
  const m = M(x);
  return bitLen(m) - tz(m);
}

/** The magnitude's ordering of finite x and y (float.go ucmp). */
function ucmp(x: FloatObj, y: FloatObj): number {
  const [mx, ex] = parts(x);
  const [my, ey] = parts(y);
  const e = Math.min(ex, ey);
  const a = mx << BigInt(ex - e);
  const b = my << BigInt(ey - e);
  return a < b ? -1 : a > b ? 1 : 0;
}

function copyInto(z: FloatObj, x: FloatObj): void {
  z.acc = EXACT;
  if (z === x) return;
  z.form = x.form;
  z.neg = x.neg;
  if (x.form === FINITE) {
    z.exp = x.exp;
    z.mant = M(x);
  }
  if (z.prec === 0) z.prec = x.prec;
  else if (z.prec < x.prec) round(z, 0);
}

export { copyInto as set };

/** Add (sub: y negated); returns a NaN message or ''. */
export function add(z: FloatObj, x: FloatObj, y: FloatObj, sub: boolean): string {
  if (z.prec === 0) z.prec = Math.max(x.prec, y.prec);
  const yneg = sub ? !y.neg : y.neg;
  if (x.form === FINITE && y.form === FINITE) {
    const [mx, ex] = parts(x);
    const [my, ey] = parts(y);
    const e = Math.min(ex, ey);
    const a = mx << BigInt(ex - e);
    const b = my << BigInt(ey - e);
    let neg = x.neg;
    let s: bigint;
    if (x.neg === yneg) s = a + b;
    else if (a > b) s = a - b;
    else {
      neg = !neg;
      s = b - a;
    }
    if (s === 0n) neg = false;
    setExact(z, neg, s, e);
    if (z.form === ZERO && z.mode === ToNegativeInf && z.acc === EXACT) z.neg = true;
    return '';
  }
  if (x.form === INF && y.form === INF && x.neg !== yneg) {
    z.acc = EXACT;
    z.form = ZERO;
    z.neg = false;
    return sub ? 'subtraction of infinities with equal signs' : 'addition of infinities with opposite signs';
  }
  if (x.form === ZERO && y.form === ZERO) {
    z.acc = EXACT;
    z.form = ZERO;
    z.neg = x.neg && yneg;
    return '';
  }
  if (x.form === INF || y.form === ZERO) {
    copyInto(z, x);
    return '';
  }
  copyInto(z, y);
  if (sub) z.neg = !z.neg;
  return '';
}

export function mul(z: FloatObj, x: FloatObj, y: FloatObj): string {
  if (z.prec === 0) z.prec = Math.max(x.prec, y.prec);
  const neg = x.neg !== y.neg;
  if (x.form === FINITE && y.form === FINITE) {
    const [mx, ex] = parts(x);
    const [my, ey] = parts(y);
    setExact(z, neg, mx * my, ex + ey);
    return '';
  }
  z.neg = neg;
  z.acc = EXACT;
  if ((x.form === ZERO && y.form === INF) || (x.form === INF && y.form === ZERO)) {
    z.form = ZERO;
    z.neg = false;
    return 'multiplication of zero with infinity';
  }
  z.form = x.form === INF || y.form === INF ? INF : ZERO;
  return '';
}

export function quo(z: FloatObj, x: FloatObj, y: FloatObj): string {
  if (z.prec === 0) z.prec = Math.max(x.prec, y.prec);
  const neg = x.neg !== y.neg;
  if (x.form === FINITE && y.form === FINITE) {
    const [mx, ex] = parts(x);
    const [my, ey] = parts(y);
    const s = Math.max(0, z.prec + 3 + bitLen(my) - bitLen(mx));
    const n = mx << BigInt(s);
    setExact(z, neg, n / my, ex - ey - s, n % my !== 0n ? 1 : 0);
    return '';
  }
  z.neg = neg;
  z.acc = EXACT;
  if ((x.form === ZERO && y.form === ZERO) || (x.form === INF && y.form === INF)) {
    z.form = ZERO;
    z.neg = false;
    return 'division of zero by zero or infinity by infinity';
  }
  z.form = x.form === ZERO || y.form === INF ? ZERO : INF;
  return '';
}

function isqrt(n: bigint): bigint {
  if (n < 2n) return n;
  let x = 1n << BigInt(Math.ceil(bitLen(n) / 2));
  for (;;) {
    const y = (x + n / x) >> 1n;
    if (y >= x) return x;
    x = y;
  }
}

/** Sqrt of x ≥ 0, correctly rounded; gc's sqrt.go leaves Acc Exact (its last step re-rounds). */
export function sqrt(z: FloatObj, x: FloatObj): string {
  if (z.prec === 0) z.prec = x.prec;
  if (x.form !== ZERO && x.neg) return 'square root of negative operand';
  if (x.form !== FINITE) {
    z.acc = EXACT;
    z.form = x.form;
    z.neg = x.neg;
    return '';
  }
  const [m, e] = parts(x);
  // m × 2**e with e even, scaled so that the root has at least prec+2 bits.
  let k = Math.max(0, 2 * (z.prec + 2) - bitLen(m) + 2);
  if ((e - k) % 2 !== 0) k++;
  const n = m << BigInt(k);
  const r = isqrt(n);
  setExact(z, false, r, (e - k) / 2, r * r !== n ? 1 : 0);
  z.acc = EXACT;
  return '';
}

export function cmp(x: FloatObj, y: FloatObj): number {
  const ord = (f: FloatObj) => {
    const m = f.form === ZERO ? 0 : f.form === FINITE ? 1 : 2;
    return f.neg ? -m : m;
  };
  const mx = ord(x);
  const my = ord(y);
  if (mx < my) return -1;
  if (mx > my) return 1;
  if (mx === -1) return ucmp(y, x);
  if (mx === 1) return ucmp(x, y);
  return 0;
}

/** msb64(x.mant) >> (64 - exp) for 0 < exp ≤ 64: the integer part's bits. */
function intPart(x: FloatObj): bigint {
  const [m, e] = parts(x);
  return e >= 0 ? m << BigInt(e) : m >> BigInt(-e);
}

export function toUint64(x: FloatObj): [number | bigint, number] {
  const MAX = (1n << 64n) - 1n;
  if (x.form === ZERO) return [0, EXACT];
  if (x.form === INF) return x.neg ? [0, ABOVE] : [canon(MAX), BELOW];
  if (x.neg) return [0, ABOVE];
  if (x.exp <= 0) return [0, BELOW];
  if (x.exp <= 64) return [canon(intPart(x)), minPrec(x) <= 64 ? EXACT : BELOW];
  return [canon(MAX), BELOW];
}

export function toInt64(x: FloatObj): [number | bigint, number] {
  const MIN = -(1n << 63n);
  const MAXI = (1n << 63n) - 1n;
  if (x.form === ZERO) return [0, EXACT];
  if (x.form === INF) return x.neg ? [canon(MIN), ABOVE] : [canon(MAXI), BELOW];
  let acc = makeAcc(x.neg);
  if (x.exp <= 0) return [0, acc];
  if (x.exp <= 63) {
    const i = intPart(x);
    return [canon(x.neg ? -i : i), minPrec(x) <= x.exp ? EXACT : acc];
  }
  if (x.neg) {
    if (x.exp === 64 && minPrec(x) === 1) acc = EXACT;
    return [canon(MIN), acc];
  }
  return [canon(MAXI), BELOW];
}

/** Int: the truncated integer and the accuracy (finite x). */
export function toInt(x: FloatObj): [bigint, number] {
  if (x.form === ZERO) return [0n, EXACT];
  const acc = makeAcc(x.neg);
  if (x.exp <= 0) return [0n, acc];
  const i = intPart(x);
  return [x.neg ? -i : i, minPrec(x) <= x.exp ? EXACT : acc];
}

/** Rat: numerator and denominator (finite or zero x), exact. */
export function toRat(x: FloatObj): [bigint, bigint] {
  if (x.form === ZERO) return [0n, 1n];
  const [m, e] = parts(x);
  const s = x.neg ? -m : m;
  return e >= 0 ? [s << BigInt(e), 1n] : [s, 1n << BigInt(-e)];
}

/** Float64 (bits 53, emin -1022) and Float32 (24, -126) after float.go's conversions. */
export function toFloat(x: FloatObj, mbits: number, emin: number, emax: number): [number, number] {
  const neg = x.neg;
  if (x.form === ZERO) return [neg ? -0 : 0, EXACT];
  if (x.form === INF) return [neg ? -Infinity : Infinity, EXACT];
  const e = x.exp - 1;
  let p = mbits + 1;
  const tiny = mbits === 52 ? 5e-324 : 1.401298464324817e-45;
  if (e < emin) {
    p = mbits + 1 - emin + e;
    const m = M(x);
    const half = p === 0 && m === 1n << BigInt(bitLen(m) - 1);
    if (p < 0 || half) return neg ? [-0, ABOVE] : [0, BELOW];
    if (p === 0) return neg ? [-tiny, BELOW] : [tiny, ABOVE];
  }
  const r: FloatObj = { prec: p, mode: ToNearestEven, acc: 0, form: 0, neg: false, mant: 0n, exp: 0 };
  copyInto(r, x);
  if (r.form === INF || r.exp - 1 > emax) return neg ? [-Infinity, BELOW] : [Infinity, ABOVE];
  const [m, ee] = parts(r);
  let v = Number(m);
  let k = ee;
  while (k < -1000) {
    v *= 2 ** -1000;
    k += 1000;
  }
  v *= 2 ** k;
  if (mbits !== 52) v = Math.fround(v);
  return [neg ? -v : v, r.acc];
}

// ---- decimal conversion (ftoa.go, decimal.go) ----

interface Decimal {
  mant: string;
  exp: number;
}

function trim(d: Decimal): void {
  let i = d.mant.length;
  while (i > 0 && d.mant[i - 1] === '0') i--;
  d.mant = d.mant.slice(0, i);
  if (i === 0) d.exp = 0;
}

/** The exact decimal of m × 2**shift: 0.mant × 10**exp, no trailing zeros. */
function decimalOf(m: bigint, shift: number): Decimal {
  if (m === 0n) return { mant: '', exp: 0 };
  let s: string;
  let exp: number;
  if (shift >= 0) {
    s = (m << BigInt(shift)).toString();
    exp = s.length;
  } else {
    const t = Math.min(tz(m), -shift);
    m >>= BigInt(t);
    const k = -shift - t;
    s = (m * 5n ** BigInt(k)).toString();
    exp = s.length - k;
  }
  const d = { mant: s, exp };
  trim(d);
  d.exp = exp;
  return d;
}

const at = (d: Decimal, i: number): string => (i >= 0 && i < d.mant.length ? d.mant[i] : '0');

function roundUp(d: Decimal, n: number): void {
  if (n < 0 || n >= d.mant.length) return;
  while (n > 0 && d.mant[n - 1] >= '9') n--;
  if (n === 0) {
    d.mant = '1';
    d.exp++;
    return;
  }
  d.mant = d.mant.slice(0, n - 1) + String.fromCharCode(d.mant.charCodeAt(n - 1) + 1);
}

function roundDown(d: Decimal, n: number): void {
  if (n < 0 || n >= d.mant.length) return;
  d.mant = d.mant.slice(0, n);
  trim(d);
}

function roundDec(d: Decimal, n: number): void {
  if (n < 0 || n >= d.mant.length) return;
  let up: boolean;
  if (d.mant[n] === '5' && n + 1 === d.mant.length) up = n > 0 && (d.mant.charCodeAt(n - 1) - 48) % 2 !== 0;
  else up = d.mant[n] >= '5';
  if (up) roundUp(d, n);
  else roundDown(d, n);
}

function roundShortest(d: Decimal, x: FloatObj): void {
  if (d.mant.length === 0) return;
  let mant = M(x);
  let exp = x.exp - bitLen(mant);
  const s = bitLen(mant) - (x.prec + 1);
  if (s < 0) mant <<= BigInt(-s);
  else if (s > 0) mant >>= BigInt(s);
  exp += s;
  const lower = decimalOf(mant - 1n, exp);
  const upper = decimalOf(mant + 1n, exp);
  const inclusive = (mant & 2n) === 0n;
  for (let i = 0; i < d.mant.length; i++) {
    const m = d.mant[i];
    const l = at(lower, i);
    const u = at(upper, i);
    const okdown = l !== m || (inclusive && i + 1 === lower.mant.length);
    const okup = m !== u && (inclusive || m.charCodeAt(0) + 1 < u.charCodeAt(0) || i + 1 < upper.mant.length);
    if (okdown || okup) {
      if (!okup) roundDown(d, i + 1);
      else if (!okdown) roundUp(d, i + 1);
      else roundDec(d, i + 1);
      return;
    }
  }
}

function fmtE(fmt: string, prec: number, d: Decimal): string {
  let buf = d.mant.length > 0 ? d.mant[0] : '0';
  if (prec > 0) {
    buf += '.';
    let i = 1;
    const m = Math.min(d.mant.length, prec + 1);
    if (i < m) {
      buf += d.mant.slice(i, m);
      i = m;
    }
    for (; i <= prec; i++) buf += '0';
  }
  buf += fmt;
  let exp = d.mant.length > 0 ? d.exp - 1 : 0;
  buf += exp < 0 ? '-' : '+';
  if (exp < 0) exp = -exp;
  if (exp < 10) buf += '0';
  return buf + String(exp);
}

function fmtF(prec: number, d: Decimal): string {
  let buf = '';
  if (d.exp > 0) {
    let m = Math.min(d.mant.length, d.exp);
    buf += d.mant.slice(0, m);
    for (; m < d.exp; m++) buf += '0';
  } else buf += '0';
  if (prec > 0) {
    buf += '.';
    for (let i = 0; i < prec; i++) buf += at(d, d.exp + i);
  }
  return buf;
}

/** x's mantissa as an integer of exactly `bits` bits (its trailing bits are zero). */
function mantBits(x: FloatObj, bits: number): bigint {
  const m = M(x);
  const b = bitLen(m);
  return b <= bits ? m << BigInt(bits - b) : m >> BigInt(b - bits);
}

function fmtX(x: FloatObj, prec: number): string {
  if (x.form === ZERO) return `0x0${prec > 0 ? `.${'0'.repeat(prec)}` : ''}p+00`;
  const n = prec < 0 ? 1 + Math.floor((minPrec(x) - 1 + 3) / 4) * 4 : 1 + 4 * prec;
  const r: FloatObj = { prec: n, mode: x.mode, acc: 0, form: 0, neg: false, mant: 0n, exp: 0 };
  copyInto(r, x);
  const hm = mantBits(r, n).toString(16);
  let exp = r.exp - 1;
  let buf = `0x1${hm.length > 1 ? `.${hm.slice(1)}` : ''}p`;
  buf += exp >= 0 ? '+' : '-';
  if (exp < 0) exp = -exp;
  if (exp < 10) buf += '0';
  return buf + String(exp);
}

/** Float.Append's text (without the buffer it appends to). */
export function text(x: FloatObj, fmt: string, prec: number): string {
  let buf = x.neg ? '-' : '';
  if (x.form === INF) return `${buf}${x.neg ? '' : '+'}Inf`;
  switch (fmt) {
    case 'b':
      if (x.form === ZERO) return `${buf}0`;
      return `${buf}${mantBits(x, x.prec)}p${x.exp - x.prec >= 0 ? '+' : ''}${x.exp - x.prec}`;
    case 'p': {
      if (x.form === ZERO) return `${buf}0`;
      const m = M(x);
      const h = (m << BigInt((4 - (bitLen(m) % 4)) % 4)).toString(16).replace(/0+$/, '');
      return `${buf}0x.${h}p${x.exp >= 0 ? '+' : ''}${x.exp}`;
    }
    case 'x':
      return buf + fmtX(x, prec);
  }
  const d: Decimal = x.form === FINITE ? decimalOf(M(x), x.exp - bitLen(M(x))) : { mant: '', exp: 0 };
  let shortest = false;
  if (prec < 0) {
    shortest = true;
    roundShortest(d, x);
    if (fmt === 'e' || fmt === 'E') prec = d.mant.length - 1;
    else if (fmt === 'f') prec = Math.max(d.mant.length - d.exp, 0);
    else if (fmt === 'g' || fmt === 'G') prec = d.mant.length;
  } else if (fmt === 'e' || fmt === 'E') roundDec(d, 1 + prec);
  else if (fmt === 'f') roundDec(d, d.exp + prec);
  else if (fmt === 'g' || fmt === 'G') {
    if (prec === 0) prec = 1;
    roundDec(d, prec);
  }
  switch (fmt) {
    case 'e':
    case 'E':
      return buf + fmtE(fmt, prec, d);
    case 'f':
      return buf + fmtF(prec, d);
    case 'g':
    case 'G': {
      let eprec = prec;
      if (eprec > d.mant.length && d.mant.length >= d.exp) eprec = d.mant.length;
      if (shortest) eprec = 6;
      const exp = d.exp - 1;
      if (exp < -4 || exp >= eprec) {
        if (prec > d.mant.length) prec = d.mant.length;
        return buf + fmtE(fmt === 'g' ? 'e' : 'E', prec - 1, d);
      }
      if (prec > d.exp) prec = d.mant.length;
      return buf + fmtF(Math.max(prec - d.exp, 0), d);
    }
  }
  if (x.neg) buf = '';
  return `${buf}%${fmt}`;
}

const POW5 = Array.from({ length: 28 }, (_, i) => 5n ** BigInt(i));

function fresh(prec: number): FloatObj {
  return { prec, mode: ToNearestEven, acc: 0, form: ZERO, neg: false, mant: 0n, exp: 0 };
}

/** floatconv.go pow5: 5**n exact up to 5**27, beyond by squaring at z.prec+64 bits. */
function pow5(z: FloatObj, n: number): FloatObj {
  if (n <= 27) {
    setBits(z, false, POW5[n], 64);
    return z;
  }
  setBits(z, false, POW5[27], 64);
  n -= 27;
  const f = fresh(z.prec + 64);
  setBits(f, false, 5n, 64);
  while (n > 0) {
    if (n & 1) mul(z, z, f);
    mul(f, f, f);
    n = Math.floor(n / 2);
  }
  return z;
}

/**
 * floatconv.go scan's arithmetic, once the text is read: the mantissa's digits in base b, the count
 * of fractional digits (fcount ≤ 0), the exponent in base ebase. Returns an error text or ''.
 */
export function scanned(
  z: FloatObj,
  neg: boolean,
  digits: string,
  b: number,
  fcount: number,
  exp: number,
  ebase: number,
): string {
  const prec = z.prec === 0 ? 64 : z.prec;
  z.form = ZERO;
  z.neg = neg;
  let m = 0n;
  const bb = BigInt(b);
  for (const ch of digits) m = m * bb + BigInt(Number.parseInt(ch, 36));
  if (m === 0n) {
    z.prec = prec;
    z.acc = EXACT;
    z.form = ZERO;
    return '';
  }
  let exp2 = bitLen(m);
  let exp5 = 0;
  if (fcount < 0) {
    if (b === 10) {
      exp5 = fcount;
      exp2 += fcount;
    } else if (b === 2) exp2 += fcount;
    else if (b === 8) exp2 += fcount * 3;
    else exp2 += fcount * 4;
  }
  if (ebase === 10) exp5 += exp;
  exp2 += exp;
  if (exp2 < -2147483648 || exp2 > 2147483647) return 'exponent overflow';
  z.prec = prec;
  z.form = FINITE;
  z.exp = exp2;
  z.mant = m;
  if (exp5 === 0) {
    round(z, 0);
    return '';
  }
  const p = pow5(fresh(prec + 64), Math.abs(exp5));
  if (exp5 < 0) quo(z, z, p);
  else mul(z, z, p);
  return '';
}

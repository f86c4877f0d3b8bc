// strconv.ParseFloat (go/src/strconv/atof.go): Go's syntax check (signs, inf/infinity/nan, hex
// mantissas with a p exponent, underscores per underscoreOK), then the host's correctly rounded
// decimal conversion.

import { type Parsed, underscoreOK } from './atoi.ts';

const lower = (c: number) => c | 0x20;

function special(s: string): { v: number; n: number } | undefined {
  if (s.length === 0) return undefined;
  let sign = 1;
  let i = 0;
  const c = s[0];
  if (c === '+' || c === '-') {
    if (c === '-') sign = -1;
    i = 1;
    const rest = s.substring(1).toLowerCase();
    if (rest.startsWith('infinity')) return { v: sign * Number.POSITIVE_INFINITY, n: 9 };
    if (rest.startsWith('inf')) return { v: sign * Number.POSITIVE_INFINITY, n: 4 };
    return undefined;
  }
  const low = s.substring(i).toLowerCase();
  if (low.startsWith('infinity')) return { v: Number.POSITIVE_INFINITY, n: 8 };
  if (low.startsWith('inf')) return { v: Number.POSITIVE_INFINITY, n: 3 };
  if (low.startsWith('nan')) return { v: Number.NaN, n: 3 };
  return undefined;
}

/** Scan a Go float literal prefix; returns the value (not range-checked) and length, or undefined. */
function readFloat(s: string): { v: number; n: number } | undefined {
  let i = 0;
  let neg = false;
  if (i < s.length && (s[i] === '+' || s[i] === '-')) {
    neg = s[i] === '-';
    i++;
  }
  let base = 10;
  const start = i;
  if (i + 1 < s.length && s[i] === '0' && lower(s.charCodeAt(i + 1)) === 0x78) {
    base = 16;
    i += 2;
  }
  const mantStart = i;
  let sawdot = false;
  let sawdigits = false;
  let underscores = false;
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x5f) {
      underscores = true;
      continue;
    }
    if (c === 0x2e) {
      if (sawdot) break;
      sawdot = true;
      continue;
    }
    if (c >= 0x30 && c <= 0x39) {
      sawdigits = true;
      continue;
    }
    if (base === 16 && lower(c) >= 0x61 && lower(c) <= 0x66) {
      sawdigits = true;
      continue;
    }
    break;
  }
  if (!sawdigits) return undefined;
  const mantEnd = i;
  let exp = 0;
  let hasExp = false;
  const expChar = base === 16 ? 0x70 : 0x65;
  if (i < s.length && lower(s.charCodeAt(i)) === expChar) {
    i++;
    if (i >= s.length) return undefined;
    let esign = 1;
    if (s[i] === '+') i++;
    else if (s[i] === '-') {
      i++;
      esign = -1;
    }
    if (i >= s.length || s.charCodeAt(i) < 0x30 || s.charCodeAt(i) > 0x39) return undefined;
    for (; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c === 0x5f) {
        underscores = true;
        continue;
      }
      if (c < 0x30 || c > 0x39) break;
      if (exp < 10000) exp = exp * 10 + (c - 0x30);
    }
    exp *= esign;
    hasExp = true;
  } else if (base === 16) return undefined; // a hex mantissa requires a 'p' exponent
  if (underscores && !underscoreOK(s.substring(0, i))) return undefined;
  const mant = s.substring(mantStart, mantEnd).replaceAll('_', '');
  let v: number;
  if (base === 10) {
    v = Number(`${mant}e${exp}`);
  } else {
    const dot = mant.indexOf('.');
    const digits = dot < 0 ? mant : mant.substring(0, dot) + mant.substring(dot + 1);
    const frac = dot < 0 ? 0 : mant.length - dot - 1;
    const m = BigInt(`0x${digits}`);
    v = hexScale(m, exp - 4 * frac);
  }
  void start;
  void hasExp;
  return { v: neg ? -v : v, n: i };
}

/** m × 2^e rounded to float64 (exact scaling; the mantissa rounds once). */
function hexScale(m: bigint, e: number): number {
  if (m === 0n) return 0;
  // Normalise the mantissa to at most 64 significant bits, keeping a sticky bit.
  const bits = m.toString(2).length;
  if (bits > 64) {
    const sh = bits - 64;
    const sticky = (m & ((1n << BigInt(sh)) - 1n)) !== 0n ? 1n : 0n;
    m = (m >> BigInt(sh)) | sticky;
    e += sh;
  }
  let v = Number(m);
  while (e > 0) {
    const k = Math.min(e, 1000);
    v *= 2 ** k;
    e -= k;
  }
  while (e < 0) {
    const k = Math.min(-e, 1000);
    v /= 2 ** k;
    e += k;
  }
  return v;
}

/** strconv's parseFloatPrefix: the value and length of the float at the start of s (ParseComplex). */
export function parseFloatPrefix(s: string, bitSize: number): Parsed<number> & { n: number } {
  const sp = special(s);
  const r = sp ?? readFloat(s);
  if (r === undefined) return { v: 0, n: 0, code: 1, msg: 'invalid syntax' };
  const v = bitSize === 32 ? Math.fround(r.v) : r.v;
  // Only inf/infinity spell an infinity; a finite literal that overflows is a range error.
  if (sp === undefined && !Number.isFinite(v)) return { v, n: r.n, code: 2, msg: 'value out of range' };
  return { v, n: r.n, code: 0, msg: '' };
}

/** strconv.ParseFloat(s, bitSize). */
export function parseGoFloat(s: string, bitSize: number): Parsed<number> {
  const sp = special(s);
  if (sp !== undefined) {
    if (sp.n === s.length) return { v: sp.v, code: 0, msg: '' };
    return { v: 0, code: 1, msg: 'invalid syntax' };
  }
  const r = readFloat(s);
  if (r === undefined || r.n !== s.length) return { v: 0, code: 1, msg: 'invalid syntax' };
  let v = r.v;
  if (bitSize === 32) v = Math.fround(v);
  if (!Number.isFinite(v)) return { v, code: 2, msg: 'value out of range' };
  return { v, code: 0, msg: '' };
}

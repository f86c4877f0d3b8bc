// time.Duration arithmetic and formatting (go/src/time/time.go, format.go). Durations are int64
// nanoseconds; values arrive as canonical hybrids (number | bigint) and are computed as bigints.
// Strings are Go's bytes (a binary string, one char per byte), as natives see them;
// parseGoDuration and goDurationString take and give JS strings, for hosts (the go command's
// flags, kubectl, CEL's duration()). This module imports nothing heavier than canon.ts: the
// terminal worker's first chunk loads it with the go command's flag parsing.

export const minDuration = -(1n << 63n);
export const maxDuration = (1n << 63n) - 1n;

import { canon } from '../../interp/canon.ts';

/** Canonical hybrid from a bigint. */
export { canon };

/** The fraction v/10^prec (".12345"), trailing zeros (and the point) omitted. */
function fmtFrac(v: bigint, prec: number): [string, bigint] {
  let s = '';
  let print = false;
  for (let i = 0; i < prec; i++) {
    const digit = v % 10n;
    print = print || digit !== 0n;
    if (print) s = String(digit) + s;
    v /= 10n;
  }
  if (print) s = `.${s}`;
  return [s, v];
}

/** Duration.String: "72h3m0.5s", "1.5µs", "0s". */
export function durationString(d: number | bigint): string {
  const dv = BigInt(d);
  const neg = dv < 0n;
  let u = neg ? -dv : dv;
  let s: string;
  if (u < 1000000000n) {
    // Sub-second: a smaller unit so the output has a leading non-zero digit.
    let prec: number;
    let unit: string;
    if (u === 0n) return '0s';
    if (u < 1000n) {
      prec = 0;
      unit = 'ns';
    } else if (u < 1000000n) {
      prec = 3;
      unit = '\xc2\xb5s'; // U+00B5 'µ' as UTF-8 bytes
    } else {
      prec = 6;
      unit = 'ms';
    }
    const [frac, rest] = fmtFrac(u, prec);
    s = `${rest}${frac}${unit}`;
  } else {
    const [frac, rest] = fmtFrac(u, 9);
    u = rest;
    s = `${u % 60n}${frac}s`;
    u /= 60n;
    if (u > 0n) {
      s = `${u % 60n}m${s}`;
      u /= 60n;
      if (u > 0n) s = `${u}h${s}`;
    }
  }
  return neg ? `-${s}` : s;
}

function unitFloat(d: number | bigint, unit: bigint): number {
  const dv = BigInt(d);
  const whole = dv / unit;
  const rem = dv % unit;
  return Number(whole) + Number(rem) / Number(unit);
}

export const durationHours = (d: number | bigint): number => unitFloat(d, 3600000000000n);
export const durationMinutes = (d: number | bigint): number => unitFloat(d, 60000000000n);
export const durationSeconds = (d: number | bigint): number => unitFloat(d, 1000000000n);

const lessThanHalf = (x: bigint, y: bigint) => BigInt.asUintN(64, x + x) < BigInt.asUintN(64, y);

/** Duration.Truncate(m). */
export function durationTruncate(d: number | bigint, m: number | bigint): number | bigint {
  const dv = BigInt(d);
  const mv = BigInt(m);
  if (mv <= 0n) return d;
  return canon(dv - (dv % mv));
}

/** Duration.Round(m), saturating like Go. */
export function durationRound(d: number | bigint, m: number | bigint): number | bigint {
  const dv = BigInt(d);
  const mv = BigInt(m);
  if (mv <= 0n) return d;
  let r = dv % mv;
  if (dv < 0n) {
    r = -r;
    if (lessThanHalf(r, mv)) return canon(dv + r);
    const d1 = dv - mv + r;
    return d1 >= minDuration ? canon(d1) : canon(minDuration);
  }
  if (lessThanHalf(r, mv)) return canon(dv - r);
  const d1 = dv + mv - r;
  return d1 <= maxDuration ? canon(d1) : canon(maxDuration);
}

/** Duration.Abs. */
export function durationAbs(d: number | bigint): number | bigint {
  const dv = BigInt(d);
  if (dv >= 0n) return d;
  if (dv === minDuration) return canon(maxDuration);
  return canon(-dv);
}

/** Go's time.quote: non-ASCII and control bytes as \x escapes. */
export function timeQuote(s: string): string {
  let out = '"';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c >= 0x80 || c < 0x20) out += `\\x${c.toString(16).padStart(2, '0')}`;
    else {
      if (c === 0x22 || c === 0x5c) out += '\\';
      out += s[i];
    }
  }
  return `${out}"`;
}

const unitMap: Record<string, bigint> = {
  ns: 1n,
  us: 1000n,
  '\xc2\xb5s': 1000n, // U+00B5 micro sign
  '\xce\xbcs': 1000n, // U+03BC Greek mu
  ms: 1000000n,
  s: 1000000000n,
  m: 60000000000n,
  h: 3600000000000n,
};

const two63 = 1n << 63n;

/** time.ParseDuration: the value, or the error message. */
export function parseDuration(orig: string): { v: number | bigint } | { err: string } {
  let s = orig;
  let d = 0n;
  let neg = false;
  const invalid = { err: `time: invalid duration ${timeQuote(orig)}` };
  if (s !== '') {
    const c = s[0];
    if (c === '-' || c === '+') {
      neg = c === '-';
      s = s.substring(1);
    }
  }
  if (s === '0') return { v: 0 };
  if (s === '') return invalid;
  const isDigit = (c: number) => c >= 0x30 && c <= 0x39;
  while (s !== '') {
    let v = 0n;
    let f = 0n;
    let scale = 1;
    if (!(s[0] === '.' || isDigit(s.charCodeAt(0)))) return invalid;
    // leadingInt
    let i = 0;
    for (; i < s.length && isDigit(s.charCodeAt(i)); i++) {
      if (v > two63 / 10n) return invalid;
      v = v * 10n + BigInt(s.charCodeAt(i) - 0x30);
      if (v > two63) return invalid;
    }
    const pre = i > 0;
    s = s.substring(i);
    let post = false;
    if (s !== '' && s[0] === '.') {
      s = s.substring(1);
      // leadingFraction
      let j = 0;
      let overflow = false;
      for (; j < s.length && isDigit(s.charCodeAt(j)); j++) {
        if (overflow) continue;
        if (f > (two63 - 1n) / 10n) {
          overflow = true;
          continue;
        }
        const y = f * 10n + BigInt(s.charCodeAt(j) - 0x30);
        if (y > two63) {
          overflow = true;
          continue;
        }
        f = y;
        scale *= 10;
      }
      post = j > 0;
      s = s.substring(j);
    }
    if (!pre && !post) return invalid;
    let k = 0;
    for (; k < s.length; k++) {
      const c = s.charCodeAt(k);
      if (c === 0x2e || isDigit(c)) break;
    }
    if (k === 0) return { err: `time: missing unit in duration ${timeQuote(orig)}` };
    const u = s.substring(0, k);
    s = s.substring(k);
    const unit = unitMap[u];
    if (unit === undefined)
      return { err: `time: unknown unit ${timeQuote(u)} in duration ${timeQuote(orig)}` };
    if (v > two63 / unit) return invalid;
    v *= unit;
    if (f > 0n) {
      // float64(f) * (float64(unit) / scale), truncated, as Go.
      v += BigInt(Math.trunc(Number(f) * (Number(unit) / scale)));
      if (v > two63) return invalid;
    }
    d += v;
    if (d > two63) return invalid;
  }
  if (neg) return { v: canon(BigInt.asIntN(64, -d)) };
  if (d > two63 - 1n) return invalid;
  return { v: canon(d) };
}

/** UTF-8 bytes of a JS string as a binary string (one char per byte), as natives see Go strings. */
function toBytes(s: string): string {
  // ASCII (every unit but the two micro signs) needs no encoding.
  if (!/[^\x00-\x7f]/.test(s)) return s;
  let out = '';
  for (const b of new TextEncoder().encode(s)) out += String.fromCharCode(b);
  return out;
}

/** time.ParseDuration of a JS string: the nanoseconds, or Go's error message (ASCII: time quotes the rest as \x escapes). */
export function parseGoDurationOrError(s: string): bigint | { err: string } {
  const r = parseDuration(toBytes(s));
  return 'err' in r ? r : BigInt(r.v);
}

/** time.ParseDuration of a JS string: the nanoseconds, or undefined where Go returns an error. */
export function parseGoDuration(s: string): bigint | undefined {
  const r = parseGoDurationOrError(s);
  return typeof r === 'bigint' ? r : undefined;
}

/** Duration.String as a JS string (`1.5\u00b5s`, not its UTF-8 bytes). */
export function goDurationString(d: number | bigint): string {
  return durationString(d).replace('\xc2\xb5', '\u00b5');
}

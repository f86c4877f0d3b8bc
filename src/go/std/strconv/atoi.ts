// strconv.ParseUint / ParseInt / Atoi / ParseBool (go/src/strconv/atoi.go, atob.go). The result
// carries an error code instead of a Go error so the package's Go source can build *NumError
// values (with the shared ErrSyntax / ErrRange) itself.

import { canon } from '../../interp/int64.ts';

/** 0: ok; 1: ErrSyntax; 2: ErrRange; 3: other error with message `msg`. */
export interface Parsed<T> {
  v: T;
  code: 0 | 1 | 2 | 3;
  msg: string;
}

const ok = <T>(v: T): Parsed<T> => ({ v, code: 0, msg: '' });
const syntax = <T>(v: T): Parsed<T> => ({ v, code: 1, msg: 'invalid syntax' });
const range = <T>(v: T): Parsed<T> => ({ v, code: 2, msg: 'value out of range' });

const lower = (c: number) => c | 0x20;

/** Go's underscoreOK: underscores only between digits (a base prefix counts as a digit). */
export function underscoreOK(s: string): boolean {
  let saw = '^';
  let i = 0;
  if (s.length >= 1 && (s[0] === '-' || s[0] === '+')) s = s.substring(1);
  let hex = false;
  if (s.length >= 2 && s[0] === '0' && 'box'.includes(String.fromCharCode(lower(s.charCodeAt(1))))) {
    i = 2;
    saw = '0';
    hex = lower(s.charCodeAt(1)) === 0x78;
  }
  for (; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if ((c >= 0x30 && c <= 0x39) || (hex && lower(c) >= 0x61 && lower(c) <= 0x66)) {
      saw = '0';
      continue;
    }
    if (c === 0x5f) {
      if (saw !== '0') return false;
      saw = '_';
      continue;
    }
    if (saw === '_') return false;
    saw = '!';
  }
  return saw !== '_';
}

/** strconv.ParseUint; the value is a canonical hybrid (number | bigint). */
export function parseUint(s: string, base: number, bitSize: number): Parsed<number | bigint> {
  if (s === '') return syntax(0);
  const base0 = base === 0;
  const s0 = s;
  if (base >= 2 && base <= 36) {
    // explicit base
  } else if (base === 0) {
    base = 10;
    if (s[0] === '0') {
      const c1 = s.length >= 3 ? lower(s.charCodeAt(1)) : 0;
      if (c1 === 0x62) {
        base = 2;
        s = s.substring(2);
      } else if (c1 === 0x6f) {
        base = 8;
        s = s.substring(2);
      } else if (c1 === 0x78) {
        base = 16;
        s = s.substring(2);
      } else {
        base = 8;
        s = s.substring(1);
      }
    }
  } else return { v: 0, code: 3, msg: `invalid base ${base}` };
  if (bitSize === 0) bitSize = 64;
  else if (bitSize < 0 || bitSize > 64) return { v: 0, code: 3, msg: `invalid bit size ${bitSize}` };
  const maxVal = (1n << BigInt(bitSize)) - 1n;
  const b = BigInt(base);
  let underscores = false;
  let n = 0n;
  let rangeErr = false;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    let d: number;
    if (c === 0x5f && base0) {
      underscores = true;
      continue;
    } else if (c >= 0x30 && c <= 0x39) d = c - 0x30;
    else if (lower(c) >= 0x61 && lower(c) <= 0x7a) d = lower(c) - 0x61 + 10;
    else return syntax(0);
    if (d >= base) return syntax(0);
    if (rangeErr) continue;
    n = n * b + BigInt(d);
    if (n > maxVal) rangeErr = true;
  }
  // Go returns the range error at the first overflowing digit, before seeing later bad digits.
  if (rangeErr) return rangeFirst(s, base, base0, maxVal);
  if (underscores && !underscoreOK(s0)) return syntax(0);
  return ok(canon(n));
}

// Go stops at the first digit that overflows, so a syntax error after it is never seen.
function rangeFirst(s: string, base: number, base0: boolean, maxVal: bigint): Parsed<number | bigint> {
  let n = 0n;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0x5f && base0) continue;
    const d = c <= 0x39 ? c - 0x30 : lower(c) - 0x61 + 10;
    n = n * BigInt(base) + BigInt(d);
    if (n > maxVal) return range(canon(maxVal));
  }
  return range(canon(maxVal));
}

/** strconv.ParseInt. */
export function parseGoInt(s: string, base: number, bitSize: number): Parsed<number | bigint> {
  if (s === '') return syntax(0);
  let neg = false;
  let body = s;
  if (s[0] === '+') body = s.substring(1);
  else if (s[0] === '-') {
    neg = true;
    body = s.substring(1);
  }
  const u = parseUint(body, base, bitSize);
  if (u.code !== 0 && u.code !== 2) return { v: 0, code: u.code, msg: u.msg };
  if (bitSize === 0) bitSize = 64;
  const cutoff = 1n << BigInt(bitSize - 1);
  const un = BigInt(u.v);
  if (!neg && un >= cutoff) return range(canon(cutoff - 1n));
  if (neg && un > cutoff) return range(canon(-cutoff));
  return ok(canon(neg ? -un : un));
}

/** strconv.Atoi (same results as ParseInt(s, 10, 0)). */
export function atoi(s: string): Parsed<number | bigint> {
  // Fast path as Go: short inputs of plain digits.
  if (s.length > 0 && s.length < 19) {
    let i = 0;
    if (s[0] === '-' || s[0] === '+') {
      i = 1;
      if (s.length < 2) return syntax(0);
    }
    let n = 0;
    for (; i < s.length; i++) {
      const d = s.charCodeAt(i) - 0x30;
      if (d < 0 || d > 9) return syntax(0);
      n = n * 10 + d;
    }
    return ok(s[0] === '-' ? -n + 0 : n);
  }
  return parseGoInt(s, 10, 0);
}

/** strconv.ParseBool. */
export function parseBool(s: string): Parsed<boolean> {
  switch (s) {
    case '1':
    case 't':
    case 'T':
    case 'true':
    case 'TRUE':
    case 'True':
      return ok(true);
    case '0':
    case 'f':
    case 'F':
    case 'false':
    case 'FALSE':
    case 'False':
      return ok(false);
  }
  return syntax(false);
}

/** strconv.FormatInt / FormatUint for bases 2..36 (the value is the mathematical value). */
export function formatInt(v: number | bigint, base: number): string {
  return v.toString(base);
}

// 64-bit integer arithmetic on canonical hybrids (values.ts): a JS number when the value is a safe
// integer, a bigint otherwise. Each operation takes the number fast path and falls back to bigint
// with two's-complement wrap-around (signed: int, int64; unsigned: uint, uint64, uintptr) only when
// an operand is a bigint or the result leaves the safe range. Narrow kinds (int8..uint32) are plain
// numbers wrapped with the helpers at the end.

import { canon } from './canon.ts';
import { divideByZero, runtimeError } from './panic.ts';

export type Int64 = number | bigint;

const MAX_SAFE = 9007199254740991;

// The bound as a constant: V8 evaluates a bigint literal's negation in a function body per call
// (three times slower uint64 arithmetic in a loop). canon lives in canon.ts, without this module's
// imports (time's duration functions use it outside the interpreter).
const MAX_SAFE_BIG = 9007199254740991n;

export { canon };

/** Wrap any bigint to int64 and canonicalise. */
export function wrapI64(b: bigint): Int64 {
  return canon(BigInt.asIntN(64, b));
}

/** Wrap any bigint to uint64 and canonicalise. */
export function wrapU64(b: bigint): Int64 {
  const r = BigInt.asUintN(64, b);
  return r <= MAX_SAFE_BIG ? Number(r) : r;
}

/** BigInt(n) for 0 <= n < 256, made once: byte and small-constant operands of wide arithmetic
 * (`sum = sum*131 + uint64(b)` in a checksum loop) then allocate no bigint of their own. */
const SMALL_BIG: bigint[] = Array.from({ length: 256 }, (_, i) => BigInt(i));

function big(a: Int64): bigint {
  if (typeof a === 'bigint') return a;
  return a >= 0 && a < 256 ? SMALL_BIG[a] : BigInt(a);
}

export function addI64(a: Int64, b: Int64): Int64 {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a + b;
    if (r <= MAX_SAFE && r >= -MAX_SAFE) return r;
  }
  return wrapI64(big(a) + big(b));
}

export function subI64(a: Int64, b: Int64): Int64 {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a - b;
    if (r <= MAX_SAFE && r >= -MAX_SAFE) return r;
  }
  return wrapI64(big(a) - big(b));
}

export function mulI64(a: Int64, b: Int64): Int64 {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a * b;
    if (r <= MAX_SAFE && r >= -MAX_SAFE) return r + 0; // + 0 turns -0 into 0
  }
  return wrapI64(big(a) * big(b));
}

/** Truncated division (Go); panics on zero divisor; MinInt64 / -1 wraps to MinInt64. */
export function divI64(a: Int64, b: Int64): Int64 {
  if (typeof a === 'number' && typeof b === 'number') {
    if (b === 0) throw divideByZero();
    return (a - (a % b)) / b + 0;
  }
  const bb = big(b);
  if (bb === 0n) throw divideByZero();
  return wrapI64(big(a) / bb);
}

/** Remainder with the dividend's sign (Go). */
export function remI64(a: Int64, b: Int64): Int64 {
  if (typeof a === 'number' && typeof b === 'number') {
    if (b === 0) throw divideByZero();
    return (a % b) + 0;
  }
  const bb = big(b);
  if (bb === 0n) throw divideByZero();
  return canon(big(a) % bb);
}

export function negI64(a: Int64): Int64 {
  if (typeof a === 'number') return 0 - a;
  return wrapI64(-a);
}

export function addU64(a: Int64, b: Int64): Int64 {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a + b;
    if (r <= MAX_SAFE) return r;
  }
  return wrapU64(big(a) + big(b));
}

export function subU64(a: Int64, b: Int64): Int64 {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a - b;
    if (r >= 0) return r;
  }
  return wrapU64(big(a) - big(b));
}

export function mulU64(a: Int64, b: Int64): Int64 {
  if (typeof a === 'number' && typeof b === 'number') {
    const r = a * b;
    if (r <= MAX_SAFE) return r;
  }
  return wrapU64(big(a) * big(b));
}

/**
 * `a*b + c` on uint64 (uint, uintptr) in one step: past 2^53 one BigInt.asUintN over the whole
 * expression instead of mulU64 then addU64, each wrapping and canonicalising its own bigint (a
 * checksum loop `sum = sum*131 + uint64(b)` over 1 MiB: 70 -> 29 ms). Wrap-around is modular, so
 * wrapping once at the end equals Go's wrapping after each operation.
 */
export function mulAddU64(a: Int64, b: Int64, c: Int64): Int64 {
  if (typeof b === 'number' && typeof c === 'number') {
    if (typeof a === 'number') {
      // Exact when at most 2^53 - 1; otherwise (all operands non-negative) the rounded double is
      // at least 2^53, so an inexact result never passes the check.
      const r = a * b + c;
      if (r <= MAX_SAFE) return r;
    }
    if (b < 0x100000) return mulAddHalves(a, b, c);
  }
  const r = BigInt.asUintN(64, big(a) * big(b) + big(c));
  return r <= MAX_SAFE_BIG ? Number(r) : r;
}

// A uint64 read and made through its 32-bit halves (U32[LO], U32[HI]) in one 8-byte buffer.
const U64 = new BigUint64Array(1);
const U32 = new Uint32Array(U64.buffer);
const LO = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 0 : 1;
const HI = 1 - LO;
const TWO32 = 4294967296;

/**
 * mulAddU64 for a multiplier below 2^20 and a number addend, on 32-bit halves: each partial
 * product stays below 2^53, and past 2^53 one bigint is made (the result), where the BigInt
 * expression made three (the product, the sum, its wrap): a checksum loop `sum = sum*131 +
 * uint64(b)` spends its time there once sum passes 2^53.
 */
function mulAddHalves(a: Int64, b: number, c: number): Int64 {
  let lo: number;
  let hi: number;
  if (typeof a === 'number') {
    lo = a >>> 0;
    hi = (a - lo) / TWO32;
  } else {
    U64[0] = a;
    lo = U32[LO];
    hi = U32[HI];
  }
  const clo = c >>> 0;
  const l = lo * b + clo;
  const rlo = l >>> 0;
  const rhi = (hi * b + (c - clo) / TWO32 + (l - rlo) / TWO32) >>> 0;
  if (rhi < 0x200000) return rhi * TWO32 + rlo;
  U32[LO] = rlo;
  U32[HI] = rhi;
  return U64[0];
}

export function divU64(a: Int64, b: Int64): Int64 {
  if (typeof a === 'number' && typeof b === 'number') {
    if (b === 0) throw divideByZero();
    return (a - (a % b)) / b;
  }
  const bb = big(b);
  if (bb === 0n) throw divideByZero();
  return canon(big(a) / bb);
}

export function remU64(a: Int64, b: Int64): Int64 {
  if (typeof a === 'number' && typeof b === 'number') {
    if (b === 0) throw divideByZero();
    return a % b;
  }
  const bb = big(b);
  if (bb === 0n) throw divideByZero();
  return canon(big(a) % bb);
}

export function negU64(a: Int64): Int64 {
  if (a === 0) return 0;
  return wrapU64(-big(a));
}

const I31 = 0x7fffffff;

function smallBits(a: Int64, b: Int64): boolean {
  return (
    typeof a === 'number' && typeof b === 'number' && a <= I31 && a >= -I31 - 1 && b <= I31 && b >= -I31 - 1
  );
}

export function andI64(a: Int64, b: Int64): Int64 {
  if (smallBits(a, b)) return (a as number) & (b as number);
  return wrapI64(big(a) & big(b));
}
export function orI64(a: Int64, b: Int64): Int64 {
  if (smallBits(a, b)) return (a as number) | (b as number);
  return wrapI64(big(a) | big(b));
}
export function xorI64(a: Int64, b: Int64): Int64 {
  if (smallBits(a, b)) return (a as number) ^ (b as number);
  return wrapI64(big(a) ^ big(b));
}
export function andNotI64(a: Int64, b: Int64): Int64 {
  if (smallBits(a, b)) return (a as number) & ~(b as number);
  return wrapI64(big(a) & ~big(b));
}
export function andU64(a: Int64, b: Int64): Int64 {
  if (smallBits(a, b)) return ((a as number) & (b as number)) >>> 0;
  return wrapU64(big(a) & big(b));
}
export function orU64(a: Int64, b: Int64): Int64 {
  if (smallBits(a, b)) return ((a as number) | (b as number)) >>> 0;
  return wrapU64(big(a) | big(b));
}
export function xorU64(a: Int64, b: Int64): Int64 {
  if (smallBits(a, b)) return ((a as number) ^ (b as number)) >>> 0;
  return wrapU64(big(a) ^ big(b));
}
export function andNotU64(a: Int64, b: Int64): Int64 {
  if (smallBits(a, b)) return ((a as number) & ~(b as number)) >>> 0;
  return wrapU64(big(a) & ~big(b));
}
export function notI64(a: Int64): Int64 {
  if (typeof a === 'number' && a <= I31 && a >= -I31 - 1) return ~a;
  return wrapI64(~big(a));
}
export function notU64(a: Int64): Int64 {
  return wrapU64(~big(a));
}

/** Shift count check: Go panics on a negative count (runtime error: negative shift amount). */
function count(n: Int64): number {
  if (n < 0) throw negativeShift();
  return typeof n === 'bigint' ? (n > 1000n ? 1000 : Number(n)) : n;
}

export function negativeShift(): Error {
  return runtimeError('errorString', 'negative shift amount');
}

export function shlI64(a: Int64, n: Int64): Int64 {
  const c = count(n);
  if (c >= 64) return 0;
  if (typeof a === 'number') {
    const r = a * 2 ** c;
    if (r <= MAX_SAFE && r >= -MAX_SAFE) return r;
  }
  return wrapI64(big(a) << SMALL_BIG[c]);
}
export function shrI64(a: Int64, n: Int64): Int64 {
  const c = count(n);
  if (typeof a === 'number') {
    if (c >= 64) return a < 0 ? -1 : 0;
    return Math.floor(a / 2 ** c);
  }
  return canon(a >> SMALL_BIG[Math.min(c, 64)]);
}
export function shlU64(a: Int64, n: Int64): Int64 {
  const c = count(n);
  if (c >= 64) return 0;
  if (typeof a === 'number') {
    const r = a * 2 ** c;
    if (r <= MAX_SAFE) return r;
  }
  return wrapU64(big(a) << SMALL_BIG[c]);
}
export function shrU64(a: Int64, n: Int64): Int64 {
  const c = count(n);
  if (c >= 64) return 0;
  if (typeof a === 'number') return Math.floor(a / 2 ** c);
  return canon(a >> SMALL_BIG[c]);
}

// Narrow kinds: wrap a mathematically exact integer (number or bigint) to the width.
export function toInt8(v: Int64): number {
  return typeof v === 'number' ? (v << 24) >> 24 : Number(BigInt.asIntN(8, v));
}
export function toInt16(v: Int64): number {
  return typeof v === 'number' ? (v << 16) >> 16 : Number(BigInt.asIntN(16, v));
}
export function toInt32(v: Int64): number {
  return typeof v === 'number' ? v | 0 : Number(BigInt.asIntN(32, v));
}
export function toUint8(v: Int64): number {
  return typeof v === 'number' ? v & 0xff : Number(BigInt.asUintN(8, v));
}
export function toUint16(v: Int64): number {
  return typeof v === 'number' ? v & 0xffff : Number(BigInt.asUintN(16, v));
}
export function toUint32(v: Int64): number {
  return typeof v === 'number' ? v >>> 0 : Number(BigInt.asUintN(32, v));
}
/** int64(v) of any integer (number possibly beyond safe range after float ops, or bigint). */
export function toInt64(v: Int64): Int64 {
  if (typeof v === 'number') {
    if (v <= MAX_SAFE && v >= -MAX_SAFE) return v;
    return wrapI64(BigInt(v));
  }
  return wrapI64(v);
}
export function toUint64(v: Int64): Int64 {
  if (typeof v === 'number') {
    if (v <= MAX_SAFE && v >= 0) return v;
    return wrapU64(BigInt(v));
  }
  return wrapU64(v);
}

/*
 * Float → integer conversion (truncation). Out-of-range results are implementation-defined in Go;
 * these are gc's on amd64 (cmd/compile/internal/ssagen fpConvOpToSSA): CVTTSD2SQ/CVTTSD2SL give the
 * "integer indefinite" MinInt64/MinInt32 for NaN and out-of-range values; int8/16 and uint8/16 go
 * through int32, uint32 through int64, and uint64 converts x-2^63 when x is not below 2^63.
 */
const TWO63 = 2 ** 63;
export function floatToInt64(f: number): Int64 {
  if (!(f < TWO63 && f >= -TWO63)) return -9223372036854775808n;
  return toInt64(Math.trunc(f) + 0);
}
export function floatToInt32(f: number): number {
  const t = Math.trunc(f) + 0;
  return t <= 2147483647 && t >= -2147483648 ? t : -2147483648;
}
export function floatToUint64(f: number): Int64 {
  if (f < TWO63) return toUint64(floatToInt64(f));
  const y = floatToInt64(f - TWO63);
  return toUint64(BigInt(y) | -9223372036854775808n);
}

/** Narrow division helpers: truncated quotient of two numbers, zero check. */
export function divNum(a: number, b: number): number {
  if (b === 0) throw divideByZero();
  return Math.trunc(a / b) + 0;
}
export function remNum(a: number, b: number): number {
  if (b === 0) throw divideByZero();
  return (a % b) + 0;
}

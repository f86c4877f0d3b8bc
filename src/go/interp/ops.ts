// Arithmetic and comparison closures specialised by operand kind at compile time, so the hot path of
// `i + 1` on ints is one typeof check and one add, with no dispatch on types at run time.

import type { BinaryOp } from '../syntax/ast.ts';
import * as I from './int64.ts';
import { divideByZero } from './panic.ts';
import type { Kind, RType } from './rtype.ts';
import { equal, ifaceEqual, ptrEqual } from './values.ts';

export type Ev = (f: any[]) => any;
export type BinFn = (a: any, b: any) => any;

const MAX = 9007199254740991;

/** The pure binary function for `a op b` on operands of kind `k` (not && / ||). */
export function binaryFn(op: BinaryOp, t: RType): BinFn {
  const k = t.kind;
  switch (op) {
    case '==':
      return eqFn(t);
    case '!=': {
      const eq = eqFn(t);
      return (a, b) => !eq(a, b);
    }
    case '<':
      return (a, b) => a < b;
    case '<=':
      return (a, b) => a <= b;
    case '>':
      return (a, b) => a > b;
    case '>=':
      return (a, b) => a >= b;
    default:
      return arith(op, k);
  }
}

export function eqFn(t: RType): BinFn {
  switch (t.kind) {
    case 'struct':
    case 'array':
      return (a, b) => equal(t, a, b);
    case 'interface':
      return ifaceEqual;
    case 'ptr':
      return t.elem!.kind === 'struct' || t.elem!.kind === 'array' ? (a, b) => a === b : ptrEqual;
    case 'complex64':
    case 'complex128':
      return (a, b) => a.re === b.re && a.im === b.im;
    default:
      return (a, b) => a === b;
  }
}

function wrapNarrow(k: Kind): ((v: number) => number) | null {
  switch (k) {
    case 'int8':
      return (v) => (v << 24) >> 24;
    case 'int16':
      return (v) => (v << 16) >> 16;
    case 'int32':
      return (v) => v | 0;
    case 'uint8':
      return (v) => v & 0xff;
    case 'uint16':
      return (v) => v & 0xffff;
    case 'uint32':
      return (v) => v >>> 0;
    default:
      return null;
  }
}

export function arith(op: BinaryOp, k: Kind): BinFn {
  if (k === 'string') {
    if (op === '+') return (a, b) => a + b;
    throw new Error(`interp: operator ${op} on string`);
  }
  if (k === 'float64') {
    switch (op) {
      case '+':
        return (a, b) => a + b;
      case '-':
        return (a, b) => a - b;
      case '*':
        return (a, b) => a * b;
      case '/':
        return (a, b) => a / b;
    }
  }
  if (k === 'float32') {
    switch (op) {
      case '+':
        return (a, b) => Math.fround(a + b);
      case '-':
        return (a, b) => Math.fround(a - b);
      case '*':
        return (a, b) => Math.fround(a * b);
      case '/':
        return (a, b) => Math.fround(a / b);
    }
  }
  if (k === 'complex128' || k === 'complex64') return complexArith(op, k === 'complex64');
  const signedWide = k === 'int' || k === 'int64';
  const unsignedWide = k === 'uint' || k === 'uint64' || k === 'uintptr';
  if (signedWide) {
    switch (op) {
      case '+':
        return (a, b) => {
          if (typeof a === 'number' && typeof b === 'number') {
            const r = a + b;
            if (r <= MAX && r >= -MAX) return r;
          }
          return I.addI64(a, b);
        };
      case '-':
        return (a, b) => {
          if (typeof a === 'number' && typeof b === 'number') {
            const r = a - b;
            if (r <= MAX && r >= -MAX) return r;
          }
          return I.subI64(a, b);
        };
      case '*':
        return I.mulI64;
      case '/':
        return I.divI64;
      case '%':
        return I.remI64;
      case '&':
        return I.andI64;
      case '|':
        return I.orI64;
      case '^':
        return I.xorI64;
      case '&^':
        return I.andNotI64;
      case '<<':
        return I.shlI64;
      case '>>':
        return I.shrI64;
    }
  }
  if (unsignedWide) {
    switch (op) {
      case '+':
        return I.addU64;
      case '-':
        return I.subU64;
      case '*':
        return I.mulU64;
      case '/':
        return I.divU64;
      case '%':
        return I.remU64;
      case '&':
        return I.andU64;
      case '|':
        return I.orU64;
      case '^':
        return I.xorU64;
      case '&^':
        return I.andNotU64;
      case '<<':
        return I.shlU64;
      case '>>':
        return I.shrU64;
    }
  }
  const w = wrapNarrow(k);
  if (w !== null) {
    const unsigned = k === 'uint8' || k === 'uint16' || k === 'uint32';
    const bits = k === 'int8' || k === 'uint8' ? 8 : k === 'int16' || k === 'uint16' ? 16 : 32;
    switch (op) {
      case '+':
        return (a, b) => w(a + b);
      case '-':
        return (a, b) => w(a - b);
      case '*':
        return bits === 32
          ? unsigned
            ? (a, b) => Math.imul(a, b) >>> 0
            : (a, b) => Math.imul(a, b)
          : (a, b) => w(a * b);
      case '/':
        return (a, b) => {
          if (b === 0) throw divideByZero();
          return w(Math.trunc(a / b));
        };
      case '%':
        return (a, b) => {
          if (b === 0) throw divideByZero();
          return (a % b) + 0;
        };
      case '&':
        return (a, b) => w(a & b);
      case '|':
        return (a, b) => w(a | b);
      case '^':
        return (a, b) => w(a ^ b);
      case '&^':
        return (a, b) => w(a & ~b);
      case '<<':
        return (a, b) => {
          const c = Number(b);
          if (c < 0) throw I.negativeShift();
          return c >= bits ? 0 : w(bits === 32 ? a << c : a * 2 ** c);
        };
      case '>>':
        return (a, b) => {
          const c = Number(b);
          if (c < 0) throw I.negativeShift();
          if (unsigned) return c >= bits ? 0 : a >>> c;
          return c >= bits ? (a < 0 ? -1 : 0) : a >> c;
        };
    }
  }
  throw new Error(`interp: operator ${op} not defined on ${k}`);
}

function complexArith(op: BinaryOp, c64: boolean): BinFn {
  const r = c64 ? Math.fround : (x: number) => x;
  switch (op) {
    case '+':
      return (a, b) => ({ re: r(a.re + b.re), im: r(a.im + b.im) });
    case '-':
      return (a, b) => ({ re: r(a.re - b.re), im: r(a.im - b.im) });
    case '*':
      return (a, b) => ({ re: r(a.re * b.re - a.im * b.im), im: r(a.re * b.im + a.im * b.re) });
    case '/':
      // complex64 divides in complex128 and rounds the result (walk: complex64(complex128div(…))).
      return (a, b) => {
        const q = complex128div(a.re, a.im, b.re, b.im);
        return c64 ? { re: r(q.re), im: r(q.im) } : q;
      };
    default:
      throw new Error(`interp: operator ${op} on complex`);
  }
}

/** runtime/complex.go inf2one: a signed 1 for an infinity, else a signed 0. */
function inf2one(f: number): number {
  const g = f === Infinity || f === -Infinity ? 1 : 0;
  return f < 0 || Object.is(f, -0) ? -g : g; // copysign(g, f)
}

/**
 * runtime/complex.go complex128div: Smith's algorithm (no overflow in |m|², and gc's rounding to the
 * last bit: (1+2i)/(3+4i) is (0.44+0.08i) either way, but not every quotient is), then C99's
 * corrections when both parts are NaN: x/0 is ±Inf per part, Inf/finite infinite, finite/Inf zero.
 */
function complex128div(a: number, b: number, c: number, d: number): { re: number; im: number } {
  let e: number;
  let f: number;
  if (Math.abs(c) >= Math.abs(d)) {
    const ratio = d / c;
    const denom = c + ratio * d;
    e = (a + b * ratio) / denom;
    f = (b - a * ratio) / denom;
  } else {
    const ratio = c / d;
    const denom = d + ratio * c;
    e = (a * ratio + b) / denom;
    f = (b * ratio - a) / denom;
  }
  if (Number.isNaN(e) && Number.isNaN(f)) {
    const fin = (x: number) => Number.isFinite(x);
    const inf = (x: number) => x === Infinity || x === -Infinity;
    if (c === 0 && d === 0 && (!Number.isNaN(a) || !Number.isNaN(b))) {
      const s = Object.is(c, -0) ? -Infinity : Infinity; // copysign(inf, c)
      e = s * a;
      f = s * b;
    } else if ((inf(a) || inf(b)) && fin(c) && fin(d)) {
      const a1 = inf2one(a);
      const b1 = inf2one(b);
      e = Infinity * (a1 * c + b1 * d);
      f = Infinity * (b1 * c - a1 * d);
    } else if ((inf(c) || inf(d)) && fin(a) && fin(b)) {
      const c1 = inf2one(c);
      const d1 = inf2one(d);
      e = 0 * (a * c1 + b * d1);
      f = 0 * (b * c1 - a * d1);
    }
  }
  return { re: e, im: f };
}

/** Unary minus for kind k. */
export function negFn(k: Kind): (a: any) => any {
  switch (k) {
    case 'int':
    case 'int64':
      return I.negI64;
    case 'uint':
    case 'uint64':
    case 'uintptr':
      return I.negU64;
    case 'float64':
      return (a) => -a;
    case 'float32':
      return (a) => -a;
    case 'complex64':
    case 'complex128':
      return (a) => ({ re: -a.re, im: -a.im });
    default: {
      const w = wrapNarrow(k)!;
      return (a) => w(-a);
    }
  }
}

/** Bitwise complement ^x for kind k. */
export function notFn(k: Kind): (a: any) => any {
  switch (k) {
    case 'int':
    case 'int64':
      return I.notI64;
    case 'uint':
    case 'uint64':
    case 'uintptr':
      return I.notU64;
    default: {
      const w = wrapNarrow(k)!;
      return (a) => w(~a);
    }
  }
}

/** Integer kinds: signedness and width (int and uint are 64 bits here, as on gc's amd64). */
const INT_KINDS: Partial<Record<Kind, { signed: boolean; bits: number }>> = {
  int8: { signed: true, bits: 8 },
  int16: { signed: true, bits: 16 },
  int32: { signed: true, bits: 32 },
  int64: { signed: true, bits: 64 },
  int: { signed: true, bits: 64 },
  uint8: { signed: false, bits: 8 },
  uint16: { signed: false, bits: 16 },
  uint32: { signed: false, bits: 32 },
  uint64: { signed: false, bits: 64 },
  uint: { signed: false, bits: 64 },
  uintptr: { signed: false, bits: 64 },
};

/**
 * Does every value of integer kind `from` fit `to` unchanged (`uint64(b)` of a byte, `int(r)` of a
 * rune)? Values of both are then the same canonical number or bigint: no conversion closure.
 */
function widens(from: Kind, to: Kind): boolean {
  const a = INT_KINDS[from];
  const b = INT_KINDS[to];
  if (a === undefined || b === undefined) return false;
  if (a.signed) return b.signed && b.bits >= a.bits;
  return b.signed ? b.bits > a.bits : b.bits >= a.bits;
}

/**
 * Conversion between numeric kinds (value `v` of kind `from` to kind `to`), or null when the value
 * is unchanged.
 */
export function numConvFn(from: Kind, to: Kind): ((v: any) => any) | null {
  if (from === to || widens(from, to)) return null;
  const fromFloat = from === 'float32' || from === 'float64';
  switch (to) {
    case 'float64':
      return (v) => Number(v);
    case 'float32':
      return (v) => Math.fround(Number(v));
    case 'int':
    case 'int64':
      return fromFloat ? I.floatToInt64 : I.toInt64;
    case 'uint':
    case 'uint64':
    case 'uintptr':
      return fromFloat ? I.floatToUint64 : I.toUint64;
    case 'int8':
      return fromFloat ? (v) => I.toInt8(I.floatToInt32(v)) : I.toInt8;
    case 'int16':
      return fromFloat ? (v) => I.toInt16(I.floatToInt32(v)) : I.toInt16;
    case 'int32':
      return fromFloat ? I.floatToInt32 : I.toInt32;
    case 'uint8':
      return fromFloat ? (v) => I.toUint8(I.floatToInt32(v)) : I.toUint8;
    case 'uint16':
      return fromFloat ? (v) => I.toUint16(I.floatToInt32(v)) : I.toUint16;
    case 'uint32':
      return fromFloat ? (v) => I.toUint32(I.floatToInt64(v)) : I.toUint32;
    case 'complex64':
    case 'complex128':
      if (from === 'complex64' || from === 'complex128')
        return to === 'complex64' ? (v) => ({ re: Math.fround(v.re), im: Math.fround(v.im) }) : null;
      return (v) => ({ re: Number(v), im: 0 });
    default:
      return null;
  }
}

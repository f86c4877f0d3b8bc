// Specialised closures for `x op= y` on a local or a struct field of kind int, int64 or float64 (a
// local of kind int32 or uint32 too), and for float64 binary operators with operands in frame slots.
//
// Why (as intops.ts): V8 keeps type feedback per function literal, so the generic
// `f[slot] = fn(f[slot], rhs(f))` shared by every op-assignment of a program calls many different
// `fn` and inlines none. Profiles of bench/go/spectralnorm.go and nbody.go (`s += a(i, j) * u[j]`,
// `bi.vx -= dx * bj.mass * mag`) spent most of their time there. The order of evaluation is the
// generic path's: the old value first, then the right-hand side, then the store.

import * as I from './int64.ts';
import type { Ev } from './ops.ts';
import { NORMAL } from './rt/ctl.ts';

const MAX = 9007199254740991;

type St = (f: any[]) => number;

/** `local op= rhs` for an unboxed local in `slot`, or null when not specialised. */
export function localOpAssign(op: string, kind: string, slot: number, rhs: Ev): St | null {
  if (kind === 'float64') {
    switch (op) {
      case '+':
        return (f) => {
          f[slot] = f[slot] + rhs(f);
          return NORMAL;
        };
      case '-':
        return (f) => {
          f[slot] = f[slot] - rhs(f);
          return NORMAL;
        };
      case '*':
        return (f) => {
          f[slot] = f[slot] * rhs(f);
          return NORMAL;
        };
      case '/':
        return (f) => {
          f[slot] = f[slot] / rhs(f);
          return NORMAL;
        };
    }
    return null;
  }
  if (kind === 'uint32' || kind === 'int32') return local32OpAssign(op, kind === 'uint32', slot, rhs);
  if (kind !== 'int' && kind !== 'int64') return null;
  switch (op) {
    case '+':
      return (f) => {
        const a = f[slot];
        const b = rhs(f);
        if (typeof a === 'number' && typeof b === 'number') {
          const r = a + b;
          if (r <= MAX && r >= -MAX) {
            f[slot] = r;
            return NORMAL;
          }
        }
        f[slot] = I.addI64(a, b);
        return NORMAL;
      };
    case '-':
      return (f) => {
        const a = f[slot];
        const b = rhs(f);
        if (typeof a === 'number' && typeof b === 'number') {
          const r = a - b;
          if (r <= MAX && r >= -MAX) {
            f[slot] = r;
            return NORMAL;
          }
        }
        f[slot] = I.subI64(a, b);
        return NORMAL;
      };
    // int64.ts's number paths written out (a zero divisor and bigints go to it, which panics as the
    // generic path does): `n /= 10` of a digit loop.
    case '*':
      return (f) => {
        const a = f[slot];
        const b = rhs(f);
        if (typeof a === 'number' && typeof b === 'number') {
          const r = a * b;
          if (r <= MAX && r >= -MAX) {
            f[slot] = r + 0;
            return NORMAL;
          }
        }
        f[slot] = I.mulI64(a, b);
        return NORMAL;
      };
    case '/':
      return (f) => {
        const a = f[slot];
        const b = rhs(f);
        f[slot] =
          typeof a === 'number' && typeof b === 'number' && b !== 0 ? (a - (a % b)) / b + 0 : I.divI64(a, b);
        return NORMAL;
      };
    case '%':
      return (f) => {
        const a = f[slot];
        const b = rhs(f);
        f[slot] = typeof a === 'number' && typeof b === 'number' && b !== 0 ? (a % b) + 0 : I.remI64(a, b);
        return NORMAL;
      };
  }
  return null;
}

/**
 * `local op= rhs` on an int32 or uint32 local: ops.ts arith's wrapping (`| 0` or `>>> 0` of the
 * exact result; Math.imul for products), without the call to a shared `fn` (hash/fnv's Write:
 * `hash ^= uint32(c)`, `hash *= prime32` per byte).
 */
function local32OpAssign(op: string, unsigned: boolean, slot: number, rhs: Ev): St | null {
  switch (op) {
    case '+':
      return unsigned
        ? (f) => {
            f[slot] = (f[slot] + rhs(f)) >>> 0;
            return NORMAL;
          }
        : (f) => {
            f[slot] = (f[slot] + rhs(f)) | 0;
            return NORMAL;
          };
    case '-':
      return unsigned
        ? (f) => {
            f[slot] = (f[slot] - rhs(f)) >>> 0;
            return NORMAL;
          }
        : (f) => {
            f[slot] = (f[slot] - rhs(f)) | 0;
            return NORMAL;
          };
    case '*':
      return unsigned
        ? (f) => {
            f[slot] = Math.imul(f[slot], rhs(f)) >>> 0;
            return NORMAL;
          }
        : (f) => {
            f[slot] = Math.imul(f[slot], rhs(f));
            return NORMAL;
          };
    case '^':
      return unsigned
        ? (f) => {
            f[slot] = (f[slot] ^ rhs(f)) >>> 0;
            return NORMAL;
          }
        : (f) => {
            f[slot] = f[slot] ^ rhs(f);
            return NORMAL;
          };
    case '&':
      return unsigned
        ? (f) => {
            f[slot] = (f[slot] & rhs(f)) >>> 0;
            return NORMAL;
          }
        : (f) => {
            f[slot] = f[slot] & rhs(f);
            return NORMAL;
          };
    case '|':
      return unsigned
        ? (f) => {
            f[slot] = (f[slot] | rhs(f)) >>> 0;
            return NORMAL;
          }
        : (f) => {
            f[slot] = f[slot] | rhs(f);
            return NORMAL;
          };
  }
  return null;
}

/** `x.f op= rhs` where `obj` evaluates x's struct object, or null when not specialised. */
export function fieldOpAssign(op: string, kind: string, obj: Ev, key: string, rhs: Ev): St | null {
  if (kind === 'float64') {
    switch (op) {
      case '+':
        return (f) => {
          const o = obj(f);
          o[key] = o[key] + rhs(f);
          return NORMAL;
        };
      case '-':
        return (f) => {
          const o = obj(f);
          o[key] = o[key] - rhs(f);
          return NORMAL;
        };
      case '*':
        return (f) => {
          const o = obj(f);
          o[key] = o[key] * rhs(f);
          return NORMAL;
        };
      case '/':
        return (f) => {
          const o = obj(f);
          o[key] = o[key] / rhs(f);
          return NORMAL;
        };
    }
    return null;
  }
  if (kind !== 'int' && kind !== 'int64') return null;
  switch (op) {
    case '+':
      return (f) => {
        const o = obj(f);
        const a = o[key];
        const b = rhs(f);
        if (typeof a === 'number' && typeof b === 'number') {
          const r = a + b;
          if (r <= MAX && r >= -MAX) {
            o[key] = r;
            return NORMAL;
          }
        }
        o[key] = I.addI64(a, b);
        return NORMAL;
      };
    case '-':
      return (f) => {
        const o = obj(f);
        const a = o[key];
        const b = rhs(f);
        if (typeof a === 'number' && typeof b === 'number') {
          const r = a - b;
          if (r <= MAX && r >= -MAX) {
            o[key] = r;
            return NORMAL;
          }
        }
        o[key] = I.subI64(a, b);
        return NORMAL;
      };
  }
  return null;
}

/** Where a float64 operand comes from: a frame slot or an expression. */
export type FloatOperand = { slot: number } | { ev: Ev };

/** `x op y` on float64 with at least one operand in a frame slot, or null. */
export function floatBinary(op: string, x: FloatOperand, y: FloatOperand): Ev | null {
  if ('slot' in x && 'slot' in y) {
    const s = x.slot;
    const t = y.slot;
    switch (op) {
      case '+':
        return (f) => f[s] + f[t];
      case '-':
        return (f) => f[s] - f[t];
      case '*':
        return (f) => f[s] * f[t];
      case '/':
        return (f) => f[s] / f[t];
    }
    return null;
  }
  if ('slot' in x && 'ev' in y) {
    const s = x.slot;
    const ye = y.ev;
    switch (op) {
      case '+':
        return (f) => f[s] + ye(f);
      case '-':
        return (f) => f[s] - ye(f);
      case '*':
        return (f) => f[s] * ye(f);
      case '/':
        return (f) => f[s] / ye(f);
    }
    return null;
  }
  if ('ev' in x && 'slot' in y) {
    const xe = x.ev;
    const t = y.slot;
    switch (op) {
      case '+':
        return (f) => xe(f) + f[t];
      case '-':
        return (f) => xe(f) - f[t];
      case '*':
        return (f) => xe(f) * f[t];
      case '/':
        return (f) => xe(f) / f[t];
    }
  }
  return null;
}

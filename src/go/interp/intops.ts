// Specialised closures for `int`/`int64` arithmetic, the interpreter's hottest expressions.
//
// Why separate function literals per operator and operand shape: V8 keeps type feedback per function
// literal, so one generic `(f) => fn(x(f), y(f))` shared by every operator sees many callees at each
// call and cannot inline any of them. Here each operator × shape (operand in a frame slot, a constant,
// or any expression) is its own literal with the number fast path written out; the canonical-hybrid
// rules of int64.ts (numbers while safe, else bigint with 64-bit wrap-around) are kept by falling back
// to int64.ts whenever an operand is a bigint or a result leaves the safe range.

import * as I from './int64.ts';
import type { Ev } from './ops.ts';

const MAX = 9007199254740991;

/** Where an operand comes from: a frame slot, a constant (a safe integer), or an expression. */
export type IntOperand = { slot: number } | { value: number } | { ev: Ev };

/** A closure for `x op y` on signed 64-bit ints, or null when `op` has no specialisation here. */
export function intBinary(op: string, x: IntOperand, y: IntOperand): Ev | null {
  switch (op) {
    case '+':
      return add(x, y);
    case '-':
      return sub(x, y);
    case '*':
      return mul(x, y);
    case '%':
      return rem(x, y);
    case '/':
      return div(x, y);
    case '&':
      return and(x, y);
    case '>>':
      return 'value' in y && y.value >= 0 && y.value < 64 ? shrConst(x, y.value) : null;
    case '<<':
      return 'value' in y && y.value >= 0 && y.value < 64 ? shlConst(x, y.value) : null;
    default:
      return null;
  }
}

function ev(o: IntOperand): Ev {
  if ('slot' in o) {
    const s = o.slot;
    return (f) => f[s];
  }
  if ('value' in o) {
    const v = o.value;
    return () => v;
  }
  return o.ev;
}

function add(x: IntOperand, y: IntOperand): Ev {
  if ('value' in y) {
    const c = y.value;
    if ('slot' in x) {
      const s = x.slot;
      return (f) => {
        const a = f[s];
        if (typeof a === 'number') {
          const r = a + c;
          if (r <= MAX && r >= -MAX) return r;
        }
        return I.addI64(a, c);
      };
    }
    const xe = ev(x);
    return (f) => {
      const a = xe(f);
      if (typeof a === 'number') {
        const r = a + c;
        if (r <= MAX && r >= -MAX) return r;
      }
      return I.addI64(a, c);
    };
  }
  if ('slot' in x && 'slot' in y) {
    const s = x.slot;
    const t = y.slot;
    return (f) => {
      const a = f[s];
      const b = f[t];
      if (typeof a === 'number' && typeof b === 'number') {
        const r = a + b;
        if (r <= MAX && r >= -MAX) return r;
      }
      return I.addI64(a, b);
    };
  }
  const xe = ev(x);
  const ye = ev(y);
  return (f) => {
    const a = xe(f);
    const b = ye(f);
    if (typeof a === 'number' && typeof b === 'number') {
      const r = a + b;
      if (r <= MAX && r >= -MAX) return r;
    }
    return I.addI64(a, b);
  };
}

function sub(x: IntOperand, y: IntOperand): Ev {
  if ('value' in y) {
    const c = y.value;
    const xe = ev(x);
    return (f) => {
      const a = xe(f);
      if (typeof a === 'number') {
        const r = a - c;
        if (r <= MAX && r >= -MAX) return r;
      }
      return I.subI64(a, c);
    };
  }
  const xe = ev(x);
  const ye = ev(y);
  return (f) => {
    const a = xe(f);
    const b = ye(f);
    if (typeof a === 'number' && typeof b === 'number') {
      const r = a - b;
      if (r <= MAX && r >= -MAX) return r;
    }
    return I.subI64(a, b);
  };
}

function mul(x: IntOperand, y: IntOperand): Ev {
  if ('value' in y) {
    const c = y.value;
    if ('slot' in x) {
      const s = x.slot;
      return (f) => {
        const a = f[s];
        if (typeof a === 'number') {
          const r = a * c;
          if (r <= MAX && r >= -MAX) return r + 0;
        }
        return I.mulI64(a, c);
      };
    }
    const xe = ev(x);
    return (f) => {
      const a = xe(f);
      if (typeof a === 'number') {
        const r = a * c;
        if (r <= MAX && r >= -MAX) return r + 0;
      }
      return I.mulI64(a, c);
    };
  }
  if ('slot' in x && 'slot' in y) {
    const s = x.slot;
    const t = y.slot;
    return (f) => {
      const a = f[s];
      const b = f[t];
      if (typeof a === 'number' && typeof b === 'number') {
        const r = a * b;
        if (r <= MAX && r >= -MAX) return r + 0;
      }
      return I.mulI64(a, b);
    };
  }
  const xe = ev(x);
  const ye = ev(y);
  return (f) => {
    const a = xe(f);
    const b = ye(f);
    if (typeof a === 'number' && typeof b === 'number') {
      const r = a * b;
      if (r <= MAX && r >= -MAX) return r + 0;
    }
    return I.mulI64(a, b);
  };
}

function rem(x: IntOperand, y: IntOperand): Ev {
  // A constant divisor is never 0 here: gc rejects `x % 0` at compile time.
  if ('value' in y && y.value !== 0) {
    const c = y.value;
    if ('slot' in x) {
      const s = x.slot;
      return (f) => {
        const a = f[s];
        return typeof a === 'number' ? (a % c) + 0 : I.remI64(a, c);
      };
    }
    const xe = ev(x);
    return (f) => {
      const a = xe(f);
      return typeof a === 'number' ? (a % c) + 0 : I.remI64(a, c);
    };
  }
  const xe = ev(x);
  const ye = ev(y);
  return (f) => {
    const a = xe(f);
    const b = ye(f);
    if (typeof a === 'number' && typeof b === 'number' && b !== 0) return (a % b) + 0;
    return I.remI64(a, b);
  };
}

function div(x: IntOperand, y: IntOperand): Ev {
  if ('value' in y && y.value !== 0) {
    const c = y.value;
    const xe = ev(x);
    return (f) => {
      const a = xe(f);
      return typeof a === 'number' ? (a - (a % c)) / c + 0 : I.divI64(a, c);
    };
  }
  const xe = ev(x);
  const ye = ev(y);
  return (f) => {
    const a = xe(f);
    const b = ye(f);
    if (typeof a === 'number' && typeof b === 'number' && b !== 0) return (a - (a % b)) / b + 0;
    return I.divI64(a, b);
  };
}

function and(x: IntOperand, y: IntOperand): Ev {
  // JS `&` works on int32: take it only when both operands are int32 values.
  const xe = ev(x);
  if ('value' in y && (y.value | 0) === y.value) {
    const c = y.value;
    return (f) => {
      const a = xe(f);
      return typeof a === 'number' && (a | 0) === a ? a & c : I.andI64(a, c);
    };
  }
  const ye = ev(y);
  return (f) => {
    const a = xe(f);
    const b = ye(f);
    return typeof a === 'number' && typeof b === 'number' && (a | 0) === a && (b | 0) === b
      ? a & b
      : I.andI64(a, b);
  };
}

/** `x >> c` by a constant count below 64: floor division by 2^c is exact on safe integers. */
function shrConst(x: IntOperand, c: number): Ev {
  const xe = ev(x);
  const p = 2 ** c;
  // An int32 operand shifts as JS's `>>` (arithmetic, rounding down as gc's SAR does); JS masks the
  // count to 5 bits, so only counts below 32 take it.
  if (c < 32)
    return (f) => {
      const a = xe(f);
      if (typeof a === 'number') return (a | 0) === a ? a >> c : Math.floor(a / p);
      return I.shrI64(a, c);
    };
  return (f) => {
    const a = xe(f);
    return typeof a === 'number' ? Math.floor(a / p) : I.shrI64(a, c);
  };
}

/** `x << c` by a constant count below 64, while the product stays a safe integer. */
function shlConst(x: IntOperand, c: number): Ev {
  const xe = ev(x);
  const p = 2 ** c;
  return (f) => {
    const a = xe(f);
    if (typeof a === 'number') {
      const r = a * p;
      if (r <= MAX && r >= -MAX) return r + 0;
    }
    return I.shlI64(a, c);
  };
}

// uint64 accumulators of a loop on 32-bit halves. A uint64 value past 2^53 is a bigint (values.ts),
// so a loop such as a checksum's `for _, b := range data { sum = sum*131 + uint64(b) }` made one
// bigint per iteration once sum had grown (int64.ts mulAddHalves). When every use of a uint64 local
// inside a loop is such an update (`v = v*K + e`, `v = e + v*K`, `v = v + e`, `v += e`, `v *= K`,
// with K a constant below 2^20 and e free of v), the loop's own statements are the only readers of
// the variable while it runs: there its slot holds either a safe number, as everywhere else, or past
// 2^53 one Uint32Array of its halves, written in place, and the loop puts the canonical value back
// (a number or a bigint) when it ends, however it ends.

import type { AssignStmt, Expr, ForStmt, Ident, Node, RangeStmt, Stmt } from '../../syntax/ast.ts';
import { inspect } from '../../syntax/walk.ts';
import type { Var } from '../../types/types.ts';
import type { Int64 } from '../int64.ts';
import type { Ev } from '../ops.ts';
import { NORMAL } from '../rt/ctl.ts';
import { unparenExpr } from './analysis.ts';
import type { Compiler } from './compiler.ts';
import type { FnCtx, St } from './ctx.ts';

/** An update of a split variable: `v = v*mul + add` (add null: no addend), or `v ^= add` (xor). */
interface Update {
  v: Var;
  mul: bigint;
  add: Expr | null;
  xor: boolean;
}

/** Updates of the loops being compiled (their statements' closures read them: halvesAssign). */
const updates = new Map<AssignStmt, Update>();
/** Variables split by a loop being compiled: an inner loop leaves them to it. */
const splitVars = new Set<Var>();
/** Variables split so far, by name, in compile order (tests read it: u64HalvesSplits). */
let splits: string[] = [];

/** The names of the variables split since the last call (for tests). */
export function u64HalvesSplits(): string[] {
  const r = splits;
  splits = [];
  return r;
}

const MAX_SAFE = 9007199254740991;
const TWO32 = 4294967296;
// A bigint's halves read through one 8-byte buffer.
const U64 = new BigUint64Array(1);
const U32 = new Uint32Array(U64.buffer);
const LO = new Uint8Array(new Uint32Array([1]).buffer)[0] === 1 ? 0 : 1;
const HI = 1 - LO;

function isU64(C: Compiler, e: Expr, cx: FnCtx): boolean {
  const k = C.rtOf(e, cx).kind;
  return k === 'uint64' || k === 'uint' || k === 'uintptr';
}

/** A constant operand's value when it is an integer in [0, 2^64), else -1n. */
function constU64(C: Compiler, e: Expr): bigint {
  const tv = C.unit.info.types.get(unparenExpr(e));
  if (tv?.mode !== 'constant' || tv.value?.kind !== 'int') return -1n;
  const b = tv.value.value;
  return b >= 0n && b < 1n << 64n ? b : -1n;
}

/** The variable an identifier operand uses, when it is an unboxed local of this function. */
function localVar(C: Compiler, e: Expr, cx: FnCtx): Var | undefined {
  const x = unparenExpr(e);
  if (x.kind !== 'Ident' || C.subst.has(x)) return undefined;
  const o = C.unit.info.uses.get(x);
  if (o?.kind !== 'var' || C.plainLocal(x, cx) < 0 || o.isParam) return undefined;
  return o;
}

/** `s` as an update of a uint64 local, or null. */
function updateOf(C: Compiler, s: AssignStmt, cx: FnCtx): Update | null {
  if (s.lhs.length !== 1 || s.rhs.length !== 1 || C.subst.has(s.rhs[0])) return null;
  const v = localVar(C, s.lhs[0], cx);
  if (v === undefined || !isU64(C, s.lhs[0], cx)) return null;
  const rhs = unparenExpr(s.rhs[0]);
  const is = (e: Expr) => localVar(C, e, cx) === v;
  // `v*K` or `K*v`: K, else -1n.
  const scaled = (e: Expr): bigint => {
    const m = unparenExpr(e);
    if (m.kind !== 'BinaryExpr' || m.op !== '*' || C.subst.has(m)) return -1n;
    if (is(m.x)) return constU64(C, m.y);
    if (is(m.y)) return constU64(C, m.x);
    return -1n;
  };
  const of = (mul: bigint, add: Expr | null, xor = false): Update | null =>
    mul < 0n ? null : { v, mul, add, xor };
  if (s.tok === '+=') return of(1n, rhs);
  if (s.tok === '^=') return of(1n, rhs, true);
  if (s.tok === '*=') return of(constU64(C, rhs), null);
  if (s.tok !== '=' || rhs.kind !== 'BinaryExpr') return null;
  if (rhs.op === '*') return of(scaled(rhs), null);
  if (rhs.op === '^') {
    if (is(rhs.x)) return of(1n, rhs.y, true);
    if (is(rhs.y)) return of(1n, rhs.x, true);
    return null;
  }
  if (rhs.op !== '+') return null;
  if (is(rhs.x)) return of(1n, rhs.y);
  if (is(rhs.y)) return of(1n, rhs.x);
  const kx = scaled(rhs.x);
  if (kx >= 0n) return of(kx, rhs.y);
  return of(scaled(rhs.y), rhs.x);
}

/**
 * The uint64 locals of `loop` that only its updates use, with the updates. A variable declared in
 * the loop, a parameter or result (a bare return reads it), or one an update's addend mentions is
 * not one of them.
 */
function splittable(C: Compiler, loop: ForStmt | RangeStmt, cx: FnCtx): Map<AssignStmt, Update> {
  const found = new Map<AssignStmt, Update>();
  // The updates first, from the statements alone (most loops have none, and then the walk of
  // every identifier below is not needed); an assignment inside an expression is in a function
  // literal, whose use of the variable rules it out anyway.
  const assigns: AssignStmt[] = [];
  assignsOf(loop, assigns);
  for (const a of assigns) {
    const u = updateOf(C, a, cx);
    if (u !== null && !splitVars.has(u.v)) found.set(a, u);
  }
  if (found.size === 0) return found;
  const info = C.unit.info;
  const declared = new Set<Var>();
  const uses = new Map<Var, number>();
  inspect(loop as Node, (n) => {
    if (n.kind === 'Ident') {
      const d = info.defs.get(n as Ident);
      if (d?.kind === 'var') declared.add(d);
      const o = info.uses.get(n as Ident);
      if (o?.kind === 'var') uses.set(o, (uses.get(o) ?? 0) + 1);
    }
    return true;
  });
  // Each update uses its variable twice (once for `+=` and `*=`); any other use rules it out.
  const counted = new Map<Var, number>();
  for (const [s, u] of found) counted.set(u.v, (counted.get(u.v) ?? 0) + (s.tok === '=' ? 2 : 1));
  for (const [s, u] of found) if (declared.has(u.v) || counted.get(u.v) !== uses.get(u.v)) found.delete(s);
  return found;
}

/** The assignment statements of `s` and the statements nested in it (not in function literals). */
function assignsOf(s: Stmt | undefined, out: AssignStmt[]): void {
  if (s === undefined) return;
  switch (s.kind) {
    case 'AssignStmt':
      out.push(s);
      return;
    case 'BlockStmt':
      for (const x of s.list) assignsOf(x, out);
      return;
    case 'LabeledStmt':
      assignsOf(s.stmt, out);
      return;
    case 'IfStmt':
      assignsOf(s.init, out);
      assignsOf(s.body, out);
      assignsOf(s.else, out);
      return;
    case 'ForStmt':
      assignsOf(s.init, out);
      assignsOf(s.post, out);
      assignsOf(s.body, out);
      return;
    case 'RangeStmt':
    case 'SelectStmt':
      assignsOf(s.body, out);
      return;
    case 'SwitchStmt':
    case 'TypeSwitchStmt':
      assignsOf(s.init, out);
      assignsOf(s.body, out);
      return;
    case 'CaseClause':
      for (const x of s.body) assignsOf(x, out);
      return;
    case 'CommClause':
      assignsOf(s.comm, out);
      for (const x of s.body) assignsOf(x, out);
      return;
  }
}

/**
 * Compile `loop` (by `build`) with the uint64 locals it only updates kept on halves past 2^53; the
 * loop as `build` makes it when there is none.
 */
export function withU64Halves(C: Compiler, loop: ForStmt | RangeStmt, cx: FnCtx, build: () => St): St {
  const found = splittable(C, loop, cx);
  if (found.size === 0) return build();
  const vars = new Set<Var>();
  for (const [s, u] of found) {
    updates.set(s, u);
    vars.add(u.v);
  }
  for (const v of vars) splitVars.add(v);
  if (splits.length < 64) for (const v of vars) splits.push(v.name);
  let st: St;
  try {
    st = build();
  } finally {
    for (const s of found.keys()) updates.delete(s);
    for (const v of vars) splitVars.delete(v);
  }
  const slots = [...vars].map((v) => cx.slots.get(v) as number);
  const n = slots.length;
  // A value past 2^53 enters the loop as a Uint32Array of its halves (the updates write it in place
  // for as long as the value stays past 2^53) and leaves it as a bigint again.
  const split = (f: any[], s: number): void => {
    const v = f[s];
    if (typeof v !== 'bigint') return;
    U64[0] = v;
    const h = new Uint32Array(2);
    h[0] = U32[LO];
    h[1] = U32[HI];
    f[s] = h;
  };
  const join = (f: any[], s: number): void => {
    const h = f[s];
    if (typeof h !== 'object') return;
    U32[LO] = h[0];
    U32[HI] = h[1];
    f[s] = U64[0];
  };
  if (n === 1) {
    const s0 = slots[0];
    return (f) => {
      split(f, s0);
      try {
        return st(f);
      } finally {
        join(f, s0);
      }
    };
  }
  return (f) => {
    for (let i = 0; i < n; i++) split(f, slots[i]);
    try {
      return st(f);
    } finally {
      for (let i = 0; i < n; i++) join(f, slots[i]);
    }
  };
}

/** The statement of an update of a split variable (withU64Halves), or null for any other. */
export function halvesAssign(C: Compiler, s: AssignStmt, cx: FnCtx): St | null {
  const u = updates.get(s);
  if (u === undefined) return null;
  const slot = cx.slots.get(u.v) as number;
  const add = u.add === null ? null : C.valueTo(u.add, u.v.type, cx);
  if (u.xor) return xorUpdate(slot, add as Ev);
  if (u.mul < 0x100000n) return smallMulAdd(slot, Number(u.mul), add);
  return mulAdd(slot, u.mul, add);
}

// The addend's halves (splitAddend), read at once by the update that asked.
let cLo = 0;
let cHi = 0;

function splitAddend(c: Int64): void {
  if (typeof c === 'number') {
    cLo = c >>> 0;
    cHi = (c - cLo) / TWO32;
  } else {
    U64[0] = c;
    cLo = U32[LO];
    cHi = U32[HI];
  }
}

/** The result's halves into the variable: a number when below 2^53, else `h` (a's array or a new one). */
function store(f: any[], slot: number, a: any, rhi: number, rlo: number): void {
  if (rhi < 0x200000) {
    f[slot] = rhi * TWO32 + rlo;
    return;
  }
  const h: Uint32Array = typeof a === 'number' ? new Uint32Array(2) : a;
  h[0] = rlo;
  h[1] = rhi;
  f[slot] = h;
}

/** `v = v*k + c` for k below 2^20: each partial stays below 2^53. */
function smallMulAdd(slot: number, k: number, add: Ev | null): St {
  return (f) => {
    const a = f[slot];
    const c: Int64 = add === null ? 0 : add(f);
    if (typeof a === 'number' && typeof c === 'number') {
      // Exact when at most 2^53 - 1 (all operands non-negative; int64.ts mulAddU64).
      const r = a * k + c;
      if (r <= MAX_SAFE) {
        f[slot] = r;
        return NORMAL;
      }
    }
    const lo = typeof a === 'number' ? a >>> 0 : a[0];
    const hi = typeof a === 'number' ? (a - lo) / TWO32 : a[1];
    splitAddend(c);
    // lo*k + cLo < 2^52 + 2^32; hi*k + cHi + carry < 2^52 + 2^33.
    const l = lo * k + cLo;
    const rlo = l >>> 0;
    store(f, slot, a, (hi * k + cHi + (l - rlo) / TWO32) >>> 0, rlo);
    return NORMAL;
  };
}

/**
 * `v = v*k + c` for any 64-bit k (an LCG's or FNV-1's multiplier): the low halves' product from
 * 16-bit pieces, so that every partial stays exact, and the cross products mod 2^32 by Math.imul.
 */
function mulAdd(slot: number, k: bigint, add: Ev | null): St {
  const klo = Number(k & 0xffffffffn);
  const khi = Number(k >> 32n);
  const b0 = klo & 0xffff;
  const b1 = klo >>> 16;
  const kn = k <= BigInt(MAX_SAFE) ? Number(k) : -1;
  return (f) => {
    const a = f[slot];
    const c: Int64 = add === null ? 0 : add(f);
    if (kn >= 0 && typeof a === 'number' && typeof c === 'number') {
      const r = a * kn + c;
      if (r <= MAX_SAFE) {
        f[slot] = r;
        return NORMAL;
      }
    }
    const lo = typeof a === 'number' ? a >>> 0 : a[0];
    const hi = typeof a === 'number' ? (a - lo) / TWO32 : a[1];
    splitAddend(c);
    const a0 = lo & 0xffff;
    const a1 = lo >>> 16;
    const mid = a0 * b1 + a1 * b0; // < 2^33
    const low = a0 * b0 + (mid % 65536) * 65536; // < 2^33
    const plo = low >>> 0;
    // The high half of lo*klo, plus hi*klo and lo*khi mod 2^32.
    const phi =
      a1 * b1 + Math.floor(mid / 65536) + (low - plo) / TWO32 + Math.imul(hi, klo) + Math.imul(lo, khi);
    const l = plo + cLo;
    const rlo = l >>> 0;
    store(f, slot, a, (phi + cHi + (l - rlo) / TWO32) >>> 0, rlo);
    return NORMAL;
  };
}

/** `v ^= c`. */
function xorUpdate(slot: number, add: Ev): St {
  return (f) => {
    const a = f[slot];
    const c: Int64 = add(f);
    if (typeof a === 'number' && typeof c === 'number' && a <= 0x7fffffff && c <= 0x7fffffff) {
      f[slot] = a ^ c;
      return NORMAL;
    }
    const lo = typeof a === 'number' ? a >>> 0 : a[0];
    const hi = typeof a === 'number' ? (a - lo) / TWO32 : a[1];
    splitAddend(c);
    store(f, slot, a, (hi ^ cHi) >>> 0, (lo ^ cLo) >>> 0);
    return NORMAL;
  };
}

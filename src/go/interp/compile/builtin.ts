// Conversions and builtin functions (len, cap, append, make, new, copy, delete, min, max, panic,
// recover, print, clear, complex, …).

import type { CallExpr, Expr } from '../../syntax/ast.ts';
import { underIs } from '../../types/predicates.ts';
import type { Type } from '../../types/types.ts';
import { anyType } from '../../types/universe.ts';
import { addressOf } from '../address.ts';
import { canon } from '../canon.ts';
import { coreOf } from '../escape.ts';
import { type Ev, numConvFn } from '../ops.ts';
import { GoPanic, runtimeError } from '../panic.ts';
import { doRecover, panicNilValue } from '../rt/defer.ts';
import { printValue } from '../rt/print.ts';
import {
  alignOf,
  appendString,
  appendValues,
  arrayPointerOf,
  copySlice,
  maxAlloc,
  maxByteSliceElems,
  maxSliceElems,
  outOfMemory,
  sizeOf,
} from '../rt/slice.ts';
import { Chan, closeChan } from '../sched.ts';
import { byteSliceBytes, charge, R, sliceBytes } from '../state.ts';
import { bytesToString, encodeRune, runesToString, stringToBytes, stringToRunes } from '../strings.ts';
import {
  backingSlice,
  Cell,
  clone,
  fillZero,
  GoMap,
  Iface,
  makeSlice,
  needsCopy,
  Slice,
  typedBacking,
  zero,
} from '../values.ts';
import { isFresh, isNilIdent, unparenExpr } from './analysis.ts';
import type { Compiler } from './compiler.ts';
import type { FnCtx } from './ctx.ts';
import { boxedOperand, fieldPath } from './expr.ts';
import { gcArgOrder } from './gcorder.ts';
import { isIntKind, isNumericKind } from './kinds.ts';

export function conversion(C: Compiler, e: CallExpr, cx: FnCtx): Ev {
  const to = C.rtOf(e, cx);
  const arg = e.args[0];
  const info = C.unit.info;
  if (info.types.get(arg)?.mode === 'nilvalue' || isNilIdent(arg, info)) return () => null;
  const from = C.rtOf(arg, cx);
  if (from.kind === 'unsafe.Pointer' && to.kind === 'ptr') {
    // Memory here is values, not bytes: only a round trip keeps the pointee's type, *T to
    // unsafe.Pointer to *T in one expression.
    const u = unparenExpr(arg);
    const back =
      u.kind === 'CallExpr' && u.args.length === 1 && info.types.get(u.fun)?.mode === 'typexpr'
        ? C.rtOf(u.args[0], cx)
        : undefined;
    if (back !== to)
      C.fail(
        e,
        `oplab does not reinterpret memory: unsafe.Pointer converts back only to the pointer type it came from in the same expression, not to ${to.String()}`,
      );
  }
  if (to.kind === 'interface')
    return C.convertValue(boxedOperand(C, arg, cx, from, to), from, to, isFresh(arg));
  const x = C.expr(arg, cx);
  if (from.kind === 'unsafe.Pointer' && to.kind === 'uintptr')
    // the address fmt's %p prints for the same pointer (interp/address.ts), as a canonical uintptr
    return (f) => canon(addressOf(x(f)));
  if (to.kind === 'string') {
    if (from.kind === 'string') return x;
    if (from.kind === 'slice') {
      if (from.elem!.kind === 'uint8')
        return (f) => {
          const s: Slice | null = x(f);
          if (s === null) return '';
          charge(16 + s.len);
          return bytesToString(s.arr, s.off, s.len);
        };
      return (f) => {
        const s: Slice | null = x(f);
        return s === null ? '' : runesToString(s.arr, s.off, s.len);
      };
    }
    // string(rune) from an integer.
    return (f) => {
      const v = x(f);
      return encodeRune(typeof v === 'bigint' ? -1 : v);
    };
  }
  if (to.kind === 'slice' && from.kind === 'string') {
    if (to.elem!.kind === 'uint8')
      return (f) => {
        const v: string = x(f);
        charge(byteSliceBytes(v.length));
        return Slice.of(stringToBytes(v));
      };
    return (f) => {
      const v: string = x(f);
      charge(sliceBytes(v.length));
      return Slice.of(stringToRunes(v));
    };
  }
  const nc = numConvFn(from.kind, to.kind);
  // Integer to byte, uint32 or int32: a closure of its own with int64.ts's number path written out
  // (the shared `nc(x(f))` below calls every conversion function of the program and inlines none):
  // `byte(i)`, `byte(i>>8)` in bench/go/bytes.go's loops.
  if (nc !== null && isIntKind(from.kind))
    switch (to.kind) {
      case 'uint8':
        return (f) => {
          const v = x(f);
          return typeof v === 'number' ? v & 0xff : nc(v);
        };
      case 'uint32':
        return (f) => {
          const v = x(f);
          return typeof v === 'number' ? v >>> 0 : nc(v);
        };
      case 'int32':
        return (f) => {
          const v = x(f);
          return typeof v === 'number' ? v | 0 : nc(v);
        };
    }
  if (nc !== null && isNumericKind(from.kind) && isNumericKind(to.kind)) return (f) => nc(x(f));
  if (from.kind === 'slice' && (to.kind === 'array' || to.kind === 'ptr')) {
    // Go 1.20 `[N]T(s)` copies the first N elements; Go 1.17 `(*[N]T)(s)` aliases them.
    const at = to.kind === 'array' ? to : to.elem!;
    const n = at.len;
    if (to.kind === 'ptr')
      return (f) => {
        const s: Slice | null = x(f);
        return s === null && n === 0 ? null : arrayPointerOf(s, n);
      };
    return (f) => {
      const s: Slice | null = x(f);
      arrayPointerOf(s, n); // Go's panic when s is shorter
      return s === null ? [] : clone(at, backingSlice(s.arr, s.off, s.off + n));
    };
  }
  if (needsCopy(to) && !isFresh(arg)) return (f) => clone(to, x(f));
  if (to.kind === 'slice' && from.kind === 'slice') return x;
  return x;
}

/**
 * The operand of len/cap of a slice or string: a field reached through a pointer is read at its
 * length (or capacity) word, so a nil pointer faults 8 (16) bytes past the field, as gc's load does.
 */
function headerWordOperand(C: Compiler, arg: Expr, cx: FnCtx, word: number): Ev {
  const u = unparenExpr(arg);
  if (u.kind === 'SelectorExpr') {
    const sel = C.unit.info.selections.get(u);
    if (sel !== undefined && sel.kind === 'fieldval') {
      const { obj, key } = fieldPath(
        C,
        C.expr(u.x, cx),
        C.typeOfExpr(u.x),
        sel.index,
        cx,
        C.site(u, cx),
        word,
      );
      return (f) => obj(f)[key];
    }
  }
  return C.expr(arg, cx);
}

/**
 * len/cap of an array or array pointer that is not a constant (the operand has a call or a receive,
 * or a type parameter's): gc evaluates the operand for its effects, without dereferencing `*p`
 * (`len(f())` calls f; go test range.go, const4.go).
 */
function arrayLen(C: Compiler, arg: Expr, cx: FnCtx, n: number): Ev {
  let u = unparenExpr(arg);
  if (u.kind === 'StarExpr') u = u.x;
  const x = C.expr(u, cx);
  return (f) => {
    x(f);
    return n;
  };
}

export function builtin(C: Compiler, e: CallExpr, id: string, cx: FnCtx): Ev {
  const a = e.args;
  const t0 = a.length === 1 ? C.typeOfExpr(a[0]) : undefined;
  if (t0?.kind === 'tuple') {
    // copy(f()), delete(h(m)), println(f()): a multi-value call's results are the operands; they
    // go to slots that stand-in operands read.
    const ev = C.expr(a[0], cx);
    const slots = t0.vars.map(() => cx.alloc());
    const args: Expr[] = t0.vars.map((v, i) => {
      const x: Expr = { kind: 'Ident', name: '_', pos: a[0].pos } as Expr;
      C.unit.info.types.set(x, { mode: 'value', type: v.type });
      C.subst.set(x, slots[i]);
      return x;
    });
    const call = { ...e, args };
    const tv = C.unit.info.types.get(e);
    if (tv !== undefined) C.unit.info.types.set(call, tv);
    const inner = builtin(C, call, id, cx);
    return (f) => {
      const r = ev(f);
      for (let i = 0; i < slots.length; i++) f[slots[i]] = r[i];
      return inner(f);
    };
  }
  switch (id) {
    case 'len': {
      const t = coreOf(C.typeOfExpr(a[0]));
      if (t.kind === 'interface') {
        // A type parameter without a core type (~string | ~[]byte): its instantiation's length.
        const rt = C.rtOf(a[0], cx);
        const v = C.expr(a[0], cx);
        if (rt.kind === 'string') return (f) => (v(f) as string).length;
        if (rt.kind === 'slice') return (f) => v(f)?.len ?? 0;
        if (rt.kind === 'map') return (f) => v(f)?.size ?? 0;
        const n = rt.kind === 'array' ? rt.len : rt.kind === 'ptr' ? rt.elem!.len : -1;
        if (n >= 0) return arrayLen(C, a[0], cx, n);
      }
      const x =
        t.kind === 'basic' || t.kind === 'slice' ? headerWordOperand(C, a[0], cx, 8) : C.expr(a[0], cx);
      if (t.kind === 'basic') return (f) => (x(f) as string).length;
      if (t.kind === 'slice')
        return (f) => {
          const s = x(f);
          return s === null ? 0 : s.len;
        };
      if (t.kind === 'map')
        return (f) => {
          const m = x(f);
          return m === null ? 0 : m.size;
        };
      if (t.kind === 'chan')
        return (f) => {
          const c = x(f);
          return c === null || c.timer ? 0 : c.len;
        };
      if (t.kind === 'array') return arrayLen(C, a[0], cx, t.len);
      if (t.kind === 'pointer') return arrayLen(C, a[0], cx, (coreOf(t.elem) as any).len);
      C.fail(e, 'interp: len of unsupported type');
      break;
    }
    case 'cap': {
      // By the runtime type, so a type parameter without a core type ([]T | [N]T) takes its
      // instantiation's.
      const rt = C.rtOf(a[0], cx);
      if (rt.kind === 'array' || rt.kind === 'ptr')
        return arrayLen(C, a[0], cx, rt.kind === 'array' ? rt.len : rt.elem!.len);
      if (rt.kind === 'chan') {
        const x = C.expr(a[0], cx);
        return (f) => {
          const c = x(f);
          return c === null || c.timer ? 0 : c.cap;
        };
      }
      const x = headerWordOperand(C, a[0], cx, 16);
      return (f) => {
        const s = x(f);
        return s === null ? 0 : s.cap;
      };
    }
    case 'append':
      return appendCall(C, e, cx);
    case 'copy': {
      const dst = C.expr(a[0], cx);
      const src = C.expr(a[1], cx);
      const srcIsString = C.rtOf(a[1], cx).kind === 'string';
      const et = C.rtOf(a[0], cx).elem!;
      return (f) => copySlice(dst(f), src(f), srcIsString, et);
    }
    case 'delete': {
      const m = C.expr(a[0], cx);
      const k = C.valueTo(a[1], mapKeyOf(C.typeOfExpr(a[0])), cx);
      return (f) => {
        const mv = m(f);
        const kv = k(f);
        if (mv !== null) mv.delete(kv);
      };
    }
    case 'make':
      return makeCall(C, e, cx);
    case 'new': {
      const argTv = C.unit.info.types.get(a[0]);
      if (argTv?.mode === 'typexpr') {
        const t = C.rtOf(a[0], cx);
        const site = C.site(e, cx);
        if (needsCopy(t))
          return () => {
            R.sites[R.depth] = site;
            return zero(t);
          };
        return () => new Cell(zero(t));
      }
      // Go 1.26 new(expr): a pointer to a new variable holding expr's value.
      const t = C.rtOf(a[0], cx);
      const x = C.valueTo(a[0], C.typeOfExpr(a[0]), cx);
      if (needsCopy(t)) return x;
      return (f) => new Cell(x(f));
    }
    case 'panic': {
      const x = C.valueTo(a[0], anyType, cx);
      const site = C.site(e, cx);
      return (f) => {
        const v = x(f);
        R.sites[R.depth] = site;
        if (v === null) throw new GoPanic(panicNilValue());
        throw new GoPanic(v);
      };
    }
    case 'recover':
      return () => doRecover();
    case 'print':
    case 'println': {
      const nl = id === 'println';
      const link = C.link;
      // Operands read in place come after the calls of later ones, as for any call (gcorder.ts).
      const evs = gcArgOrder(
        C,
        a,
        a.map((x) => C.expr(x, cx)),
      );
      const parts = a.map((x, i) => ({ ev: evs[i], t: C.rtOf(x, cx) }));
      return (f) => {
        let s = '';
        for (let i = 0; i < parts.length; i++) {
          if (nl && i > 0) s += ' ';
          s += printValue(parts[i].t, parts[i].ev(f));
        }
        if (nl) s += '\n';
        link.ctx.stderr(s);
      };
    }
    case 'min':
    case 'max': {
      const xs = a.map((x) => C.expr(x, cx));
      const isMin = id === 'min';
      const isFloat = C.rtOf(e, cx).kind.startsWith('float');
      return (f) => {
        let r = xs[0](f);
        for (let i = 1; i < xs.length; i++) {
          const v = xs[i](f);
          if (isFloat && (Number.isNaN(v) || Number.isNaN(r))) {
            r = Number.NaN;
            continue;
          }
          if (isMin ? v < r : v > r) r = v;
          else if (isFloat && v === 0 && r === 0)
            r = isMin ? (Object.is(v, -0) ? v : r) : Object.is(v, 0) ? v : r;
        }
        return r;
      };
    }
    case 'clear': {
      const t = coreOf(C.typeOfExpr(a[0]));
      const x = C.expr(a[0], cx);
      if (t.kind === 'map')
        return (f) => {
          const m = x(f);
          if (m !== null) m.clear();
        };
      const et = C.rt((t as any).elem, cx);
      return (f) => {
        const s: Slice | null = x(f);
        if (s !== null) fillZero(et, s.arr, s.off, s.off + s.len);
      };
    }
    case 'close': {
      // close of a nil or closed channel panics at this line (its frame's line in the trace).
      const x = C.expr(a[0], cx);
      const site = C.site(e, cx);
      return (f) => {
        const c = x(f);
        R.sites[R.depth] = site;
        return closeChan(c);
      };
    }
    case 'complex': {
      const re = C.expr(a[0], cx);
      const im = C.expr(a[1], cx);
      return (f) => ({ re: re(f), im: im(f) });
    }
    case 'real': {
      const x = C.expr(a[0], cx);
      return (f) => x(f).re;
    }
    case 'imag': {
      const x = C.expr(a[0], cx);
      return (f) => x(f).im;
    }
    case 'Sizeof':
    case 'Alignof': {
      // Of a type parameter's type (constant otherwise): the instantiation's; x is not evaluated.
      const t = C.rtOf(a[0], cx);
      const n = id === 'Sizeof' ? sizeOf(t) : alignOf(t);
      return () => n;
    }
    default:
      C.fail(e, `interp: builtin ${id} not supported`);
  }
}

export function appendCall(C: Compiler, e: CallExpr, cx: FnCtx): Ev {
  const a = e.args;
  const st = C.rtOf(e, cx);
  const et = st.elem!;
  const agg = needsCopy(et);
  // Set where append may allocate: the line an out-of-memory stop names.
  const site = C.site(e, cx);
  const elemT = (coreOf(C.typeOfExpr(e)) as any).elem as Type;
  // In gc's order (gcorder.ts): `append(s, g())` reads s after g, as order.go orders the
  // arguments as a call's; the first Ev evaluates them all when they need reordering.
  const sliceT = C.typeOfExpr(a[0]);
  const [s, ...xs] = gcArgOrder(
    C,
    a,
    a.map((x, i) => (i === 0 || e.ellipsis !== undefined ? C.expr(x, cx) : C.valueTo(x, elemT, cx))),
    a.map((x, i) => (i === 0 ? sliceT : e.ellipsis !== undefined ? C.typeOfExpr(x) : elemT)),
  );
  if (e.ellipsis !== undefined) {
    const rest = xs[0]!;
    // By the runtime type: a type parameter S ~string | ~[]byte appends as its instantiation.
    const fromString = C.rtOf(a[1], cx).kind === 'string';
    return (f) => {
      const sv = s(f);
      const r = rest(f);
      R.sites[R.depth] = site;
      if (fromString) return appendString(sv, r, et);
      if (r === null || r.len === 0) return sv;
      const vals = r.arr.slice(r.off, r.off + r.len);
      if (agg) for (let i = 0; i < vals.length; i++) vals[i] = clone(et, vals[i]);
      return appendValues(sv, vals, et);
    };
  }
  const n = xs.length;
  if (n === 1) {
    const x0 = xs[0];
    return (f) => {
      const sv: Slice | null = s(f);
      const v = x0(f);
      if (sv !== null && sv.len < sv.cap) {
        sv.arr[sv.off + sv.len] = v;
        return new Slice(sv.arr, sv.off, sv.len + 1, sv.cap);
      }
      R.sites[R.depth] = site;
      return appendValues(sv, [v], et);
    };
  }
  // Two and three values with the arguments in locals: no array of them while they fit in the
  // capacity (`append(buf, ':', byte(i), byte(i>>8))` per iteration in bench/go/bytes.go). Every
  // argument is evaluated before any element is written, as with the array.
  if (n === 2 || n === 3) {
    const [x0, x1] = xs;
    const x2 = n === 3 ? xs[2] : null;
    return (f) => {
      const sv: Slice | null = s(f);
      const v0 = x0(f);
      const v1 = x1(f);
      const v2 = x2 === null ? undefined : x2(f);
      if (sv !== null && sv.len + n <= sv.cap) {
        const arr = sv.arr;
        const at = sv.off + sv.len;
        arr[at] = v0;
        arr[at + 1] = v1;
        if (x2 !== null) arr[at + 2] = v2;
        return new Slice(arr, sv.off, sv.len + n, sv.cap);
      }
      R.sites[R.depth] = site;
      return appendValues(sv, x2 === null ? [v0, v1] : [v0, v1, v2], et);
    };
  }
  return (f) => {
    const sv = s(f);
    const vals = new Array(n);
    for (let i = 0; i < n; i++) vals[i] = xs[i](f);
    R.sites[R.depth] = site;
    return appendValues(sv, vals, et);
  };
}

/** unsafe.Sizeof(hchan{}) rounded to maxAlign in go1.23 on amd64 (runtime/chan.go). */
const HCHAN_SIZE = 104;

export function makeCall(C: Compiler, e: CallExpr, cx: FnCtx): Ev {
  const t = C.rtOf(e.args[0], cx);
  const a1 = e.args[1] ? C.intExpr(e.args[1], cx) : null;
  const a2 = e.args[2] ? C.intExpr(e.args[2], cx) : null;
  switch (t.kind) {
    case 'slice': {
      const et = t.elem!;
      const esize = sizeOf(et);
      const typed = typedBacking(et);
      const site = C.site(e, cx);
      return (f) => {
        const len = a1!(f);
        const cap = a2 ? a2(f) : len;
        // The line gc's trace names for a panic or an out-of-memory stop here.
        R.sites[R.depth] = site;
        // runtime/slice.go makeslice: sizes beyond maxAlloc (1<<48 on amd64) are panics; a size
        // that fits but cannot be allocated is the runtime's out-of-memory fatal error.
        if (esize * cap > maxAlloc || len < 0 || len > cap) {
          if (esize * len > maxAlloc || len < 0)
            throw runtimeError('errorString', 'makeslice: len out of range');
          throw runtimeError('errorString', 'makeslice: cap out of range');
        }
        if (cap > (typed ? maxByteSliceElems : maxSliceElems)) outOfMemory();
        return makeSlice(et, len, cap);
      };
    }
    case 'map': {
      const kt = t.key!;
      const race = C.unit.natives === undefined; // the program's own package (MapRaceState.race)
      return () => new GoMap(kt, race);
    }
    case 'chan': {
      const et = t.elem!;
      const esize = sizeOf(et);
      const link = C.link;
      return (f) => {
        const n = a1 ? a1(f) : 0;
        // runtime/chan.go makechan: a plainError, without the "runtime error: " prefix; the buffer's
        // bytes may not pass maxAlloc less the channel's header (hchanSize, 104 bytes in go1.23 on
        // amd64). The buffer itself fills as values are sent.
        if (n < 0 || esize * n > maxAlloc - HCHAN_SIZE)
          throw runtimeError('plainError', 'makechan: size out of range');
        return new Chan(link.sched, et, n);
      };
    }
    default:
      C.fail(e, `interp: cannot make ${t.String()}`);
  }
}

/**
 * The key type of delete's map: a type parameter's maps may differ in their elements but have one key
 * type (types2 _Delete), so the first map of its type set gives it when there is no core type.
 */
function mapKeyOf(t: Type): Type {
  const core = coreOf(t);
  if (core.kind === 'map') return core.key;
  let key: Type | undefined;
  underIs(t, (u) => {
    if (u?.kind === 'map') key ??= u.key;
    return true;
  });
  if (key === undefined) throw new Error(`interp: delete on ${t.kind} without a map type`);
  return key;
}

/** A builtin call whose arguments are read from frame slots (deferred builtins). */
export function builtinWithSlots(C: Compiler, call: CallExpr, id: string, slots: number[], cx: FnCtx): Ev {
  const parts = call.args.map((a, i) => ({ t: C.rtOf(a, cx), s: slots[i] }));
  const link = C.link;
  switch (id) {
    case 'close':
      return (f) => closeChan(f[slots[0]]);
    case 'panic': {
      const t = parts[0].t;
      return (f) => {
        const v = f[slots[0]];
        const iv = t.kind === 'interface' ? v : new Iface(t, v);
        throw new GoPanic(iv === null ? panicNilValue() : iv);
      };
    }
    case 'print':
    case 'println':
      return (f) => {
        let s = '';
        parts.forEach((p, i) => {
          if (id === 'println' && i > 0) s += ' ';
          s += printValue(p.t, f[p.s]);
        });
        if (id === 'println') s += '\n';
        link.ctx.stderr(s);
      };
    default:
      // copy, delete, clear: the builtin itself, its operands read from the slots (`defer copy(s,
      // <-c)` copied nothing; go test fixedbugs/issue8039.go).
      for (let i = 0; i < slots.length; i++) C.subst.set(call.args[i], slots[i]);
      try {
        return builtin(C, call, id, cx);
      } finally {
        for (const a of call.args) C.subst.delete(a);
      }
  }
}

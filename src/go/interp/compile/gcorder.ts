// gc's evaluation order for call arguments. The spec leaves the order of plain operand reads open
// relative to function calls; gc evaluates the calls of the argument list first (walk/order.go
// copies them into temporaries) and reads variables, fields, slice elements and dereferences in
// place, when the call is made. So `fmt.Println(x, inc(&x))` prints the incremented x in both
// places, and oplab must read such operands after the calls that follow them. An operand built
// from such reads without calls (`s[0] + 1`) is computed in place too.

import type { CallExpr, CompositeLit, Expr } from '../../syntax/ast.ts';
import { isString } from '../../types/predicates.ts';
import { type Type, under } from '../../types/types.ts';
import { coreOf } from '../escape.ts';
import type { Ev } from '../ops.ts';
import { unparenExpr } from './analysis.ts';
import type { Compiler } from './compiler.ts';

/**
 * Reorders the evaluation of `evs` (one per argument of `args`, in source order) as gc does:
 * a plain addressable operand followed by an argument that makes a call is read after every other
 * argument. The first returned Ev evaluates all of them; the others hand out the values (callers
 * evaluate arguments in order, at once). Unchanged when no operand needs it.
 */
export function gcArgOrder(
  C: Compiler,
  args: readonly Expr[],
  evs: Ev[],
  targets?: readonly (Type | undefined)[],
): Ev[] {
  const n = evs.length;
  if (n < 2 || args.length !== n) return evs;
  // The cheap test first: most argument lists read nothing in place before their last argument.
  const inPlace = args.map((a, i) => i < n - 1 && pureRead(C, a, targets?.[i]) === 'late');
  const first = inPlace.indexOf(true);
  if (first < 0) return evs;
  let lastCall = -1;
  for (let i = n - 1; i > first && lastCall < 0; i--) if (makesCall(C, args[i])) lastCall = i;
  if (lastCall < 0) return evs;
  const late: boolean[] = inPlace.map((p, i) => p && i < lastCall);
  let cache: any[] = [];
  return evs.map((_, i) =>
    i === 0
      ? (f: any[]) => {
          const vals = new Array(n);
          for (let j = 0; j < n; j++) if (!late[j]) vals[j] = evs[j](f);
          for (let j = 0; j < n; j++) if (late[j]) vals[j] = evs[j](f);
          // Set after the calls: one of them may have evaluated this call site again.
          cache = vals;
          return vals[0];
        }
      : () => cache[i],
  );
}

/**
 * Does gc read operand `x` after evaluating `y` (`x + f(&x)`, `c.N*10 + c.Inc()`, `m[k] + bump()`)?
 * An operand without calls that reads variables in place is computed where the statement runs,
 * after the calls order.go hoisted. A map index is among them: order.go copies one only when its
 * key converts a []byte to a string (mapKeyReplaceStrConv); go1.23 prints 6 for
 * `m["k"] + bump()` with m["k"] == 2 and bump incrementing it.
 */
export function gcReadsLate(C: Compiler, x: Expr, y: Expr): boolean {
  return pureRead(C, x) === 'late' && makesCall(C, y);
}

/**
 * Does gc evaluate the right side of `lhs op= rhs` before anything of the left side? order.go
 * hoists every call of the statement into a temporary, the left side's first; when only the right
 * side calls, the left side's operands (`s[i]`'s s and i, `p.f`'s p) and its old value are read after
 * them: go1.23 prints 105 for `x += f()` when f sets x to 100 and returns 5.
 */
export function gcRhsFirst(C: Compiler, lhs: Expr, rhs: Expr): boolean {
  return makesCall(C, rhs) && !makesCall(C, lhs);
}

/**
 * Is `x`, converted to interface type `target`, copied into a temporary where it stands? order.go's
 * OCONVIFACE case copies an operand that the runtime's conversion takes by address
 * (dataWordFuncName's needsaddr) unless it is addressable (addrTemp): go1.23 prints `true` for
 * `fmt.Println(string(b) == "hey", f())` when f changes b, and `5` for `int8(x)+1` when f
 * increments x from 4. An addressable operand is still read in place, when the call is made.
 */
function ifaceTemp(C: Compiler, x: Expr, target: Type | undefined): boolean {
  if (target === undefined || under(target).kind !== 'interface') return false;
  const t = C.typeOfExpr(x);
  if (coreOf(t).kind === 'interface' || addressable(C, x)) return false;
  const sh = shape(t);
  return sh !== undefined && needsAddr(t, sh);
}

/** walk/convert.go dataWordFuncName: does the conversion to interface take the value by address? */
function needsAddr(t: Type, sh: Shape): boolean {
  if (sh.size === 2 && sh.align === 2) return false; // convT16
  if (sh.size === 4 && sh.align === 4 && !sh.ptrs) return false; // convT32
  if (sh.size === 8 && sh.align === 8 && !sh.ptrs) return false; // convT64
  const sole = soleComponent(t);
  if (sole !== undefined && (isString(sole) || coreOf(sole).kind === 'slice')) return false;
  return true;
}

/** types.Type.SoleComponent: the only component of a one-field struct or one-element array. */
function soleComponent(t: Type): Type | undefined {
  const u = coreOf(t);
  if (u.kind === 'struct') return u.fields.length === 1 ? soleComponent(u.fields[0]!.type) : undefined;
  if (u.kind === 'array') return u.len === 1 ? soleComponent(u.elem) : undefined;
  return t;
}

interface Shape {
  size: number;
  align: number;
  ptrs: boolean;
}

/** gc's amd64 size, alignment and pointer content of `t` (undefined for a type parameter). */
function shape(t: Type): Shape | undefined {
  if (t.kind === 'typeparam') return undefined;
  const u = coreOf(t);
  switch (u.kind) {
    case 'basic':
      switch (u.info) {
        case 'bool':
        case 'int8':
        case 'uint8':
          return { size: 1, align: 1, ptrs: false };
        case 'int16':
        case 'uint16':
          return { size: 2, align: 2, ptrs: false };
        case 'int32':
        case 'uint32':
        case 'float32':
          return { size: 4, align: 4, ptrs: false };
        case 'complex64':
          return { size: 8, align: 4, ptrs: false };
        case 'complex128':
          return { size: 16, align: 8, ptrs: false };
        case 'string':
          return { size: 16, align: 8, ptrs: true };
        case 'unsafe.Pointer':
          return { size: 8, align: 8, ptrs: true };
        default:
          return { size: 8, align: 8, ptrs: false };
      }
    case 'pointer':
    case 'map':
    case 'chan':
    case 'signature':
      return { size: 8, align: 8, ptrs: true };
    case 'slice':
      return { size: 24, align: 8, ptrs: true };
    case 'interface':
      return { size: 16, align: 8, ptrs: true };
    case 'array': {
      const e = shape(u.elem);
      if (e === undefined || u.len < 0) return undefined;
      return { size: e.size * u.len, align: e.align, ptrs: e.ptrs && u.len > 0 };
    }
    case 'struct': {
      let size = 0;
      let align = 1;
      let ptrs = false;
      for (const f of u.fields) {
        const s = shape(f.type);
        if (s === undefined) return undefined;
        size = Math.ceil(size / s.align) * s.align + s.size;
        align = Math.max(align, s.align);
        ptrs ||= s.ptrs;
      }
      // A final zero-size field gets a byte of padding (types/size.go calcStructOffset).
      const last = u.fields.length > 0 ? shape(u.fields[u.fields.length - 1]!.type) : undefined;
      if (last !== undefined && last.size === 0 && size > 0) size++;
      return { size: Math.ceil(size / align) * align, align, ptrs };
    }
    default:
      return undefined;
  }
}

/** ir.IsAddressable: a variable, or a field, element or dereference reached from one (no map entry). */
function addressable(C: Compiler, e: Expr): boolean {
  const info = C.unit.info;
  switch (e.kind) {
    case 'ParenExpr':
      return addressable(C, e.x);
    case 'Ident':
      return info.uses.get(e)?.kind === 'var';
    case 'SelectorExpr': {
      const sel = info.selections.get(e);
      if (sel === undefined) return info.uses.get(e.sel)?.kind === 'var';
      if (sel.kind !== 'fieldval') return false;
      return coreOf(C.typeOfExpr(e.x)).kind === 'pointer' || addressable(C, e.x);
    }
    case 'IndexExpr': {
      const k = coreOf(C.typeOfExpr(e.x)).kind;
      return k === 'slice' || k === 'pointer' || (k === 'array' && addressable(C, e.x));
    }
    case 'StarExpr':
      return true;
    default:
      return false;
  }
}

type Purity = 'late' | 'const' | 'no';

const both = (a: Purity, b: Purity): Purity =>
  a === 'no' || b === 'no' ? 'no' : a === 'late' || b === 'late' ? 'late' : 'const';

/**
 * 'late': reads in place and calls nothing; 'const': a constant; 'no': anything else. `target` is
 * the type the operand is assigned to, when known.
 */
function pureRead(C: Compiler, e: Expr, target?: Type): Purity {
  const info = C.unit.info;
  if (info.types.get(e)?.value !== undefined) return 'const';
  if (ifaceTemp(C, e, target)) return 'no';
  if (readsInPlace(C, e)) return 'late';
  switch (e.kind) {
    case 'ParenExpr':
      return pureRead(C, e.x, target);
    case 'BinaryExpr':
      return e.op === '&&' || e.op === '||' ? 'no' : both(pureRead(C, e.x), pureRead(C, e.y));
    case 'UnaryExpr':
      if (e.op === '&' && unparenExpr(e.x).kind === 'CompositeLit')
        return literalRead(C, unparenExpr(e.x) as CompositeLit, target, true);
      return e.op === '<-' || e.op === '&' ? 'no' : pureRead(C, e.x);
    case 'CompositeLit':
      return literalRead(C, e, target, false);
    case 'CallExpr':
      return conversionRead(C, e);
    default:
      return 'no';
  }
}

/**
 * A composite literal without calls is built where the statement runs, after the calls order.go
 * hoisted (go1.23: `[]T{{a: x}, {b: f()}}` holds the x f left, and so does `g(T{a: x}, f())`) —
 * except that a literal converted to an interface may be copied into a temporary in order
 * (ifaceTemp: `fmt.Println(T{a: x}, f())` prints the old x, but a slice literal or a struct whose
 * only field is a string is built late), and a map literal's entries are stored in order.
 * Without a known target (print's operands) only a slice literal counts as late.
 */
function literalRead(C: Compiler, e: CompositeLit, target: Type | undefined, addressed: boolean): Purity {
  const t = coreOf(C.typeOfExprDeref(e));
  if (t.kind === 'map') return 'no';
  if (target === undefined ? t.kind !== 'slice' : addressed && under(target).kind === 'interface')
    return 'no';
  let p: Purity = 'const';
  e.elts.forEach((el, i) => {
    if (p === 'no') return;
    const v = el.kind === 'KeyValueExpr' ? el.value : el;
    let et: Type | undefined;
    if (t.kind === 'slice' || t.kind === 'array') et = t.elem;
    else if (t.kind === 'struct') {
      const name = el.kind === 'KeyValueExpr' && el.key.kind === 'Ident' ? el.key.name : undefined;
      et = (name === undefined ? t.fields[i] : t.fields.find((f) => f.name === name))?.type;
    }
    p = both(p, et === undefined ? 'no' : pureRead(C, v, et));
  });
  return p;
}

/**
 * A conversion is computed in place like its operand (walk/order.go expr1: OBYTES2STR, ORUNES2STR,
 * OCONV and OCONVNOP take the default case and are not copied; go1.23 prints "zbc" for
 * `fmt.Println(string(b), f())` when f sets b[0] = 'z'), except []byte(s) and []rune(s), which
 * order.go copies into a temporary where they stand (OSTR2BYTES, OSTR2RUNES), as it does calls.
 */
function conversionRead(C: Compiler, e: CallExpr): Purity {
  const tv = C.unit.info.types.get(e.fun);
  if (tv?.mode !== 'typexpr' || tv.type === undefined || e.args.length !== 1) return 'no';
  const to = coreOf(tv.type);
  const from = coreOf(C.typeOfExpr(e.args[0]!));
  if (to.kind === 'slice' && isString(from)) return 'no';
  const x = unparenExpr(e.args[0]!);
  // string(b[:n]): order.go copies the slice header where it stands, but the bytes are read when
  // the conversion runs, after the calls (go1.23 prints the bytes a later argument's call wrote).
  if (x.kind === 'SliceExpr' && isString(to) && from.kind === 'slice') {
    let p = pureRead(C, x.x);
    for (const i of [x.low, x.high, x.max]) if (i !== undefined) p = both(p, pureRead(C, i));
    return p;
  }
  return pureRead(C, x, tv.type);
}

/** Does evaluating `e` call a function or receive from a channel (not counting function literals)? */
export function makesCall(C: Compiler, e: Expr): boolean {
  const info = C.unit.info;
  let found = false;
  const visit = (x: any): void => {
    if (found || x === null || typeof x !== 'object') return;
    if (Array.isArray(x)) {
      for (const y of x) visit(y);
      return;
    }
    if (typeof x.kind !== 'string') return;
    // a constant runs nothing (`unsafe.Sizeof(x)`, `len([4]int{})`)
    if (info.types.get(x)?.mode === 'constant') return;
    switch (x.kind) {
      case 'FuncLit':
        return;
      case 'CallExpr': {
        const tv = info.types.get(x.fun);
        const fun = x.fun.kind === 'ParenExpr' ? x.fun.x : x.fun;
        const builtin = fun.kind === 'Ident' && info.uses.get(fun)?.kind === 'builtin';
        if (tv?.mode !== 'typexpr' && !builtin) {
          found = true;
          return;
        }
        break;
      }
      case 'UnaryExpr':
        if (x.op === '<-') {
          found = true;
          return;
        }
        break;
    }
    for (const k in x) if (k !== 'pos' && k !== 'end') visit(x[k]);
  };
  visit(e);
  return found;
}

/**
 * A variable, or a field, element, map entry or dereference reached from one without a call: read
 * in place.
 */
function readsInPlace(C: Compiler, e: Expr): boolean {
  const info = C.unit.info;
  switch (e.kind) {
    case 'ParenExpr':
      return readsInPlace(C, e.x);
    case 'Ident':
      return info.uses.get(e)?.kind === 'var';
    case 'SelectorExpr': {
      const sel = info.selections.get(e);
      if (sel === undefined) return info.uses.get(e.sel)?.kind === 'var'; // pkg.Var
      return sel.kind === 'fieldval' && readsInPlace(C, e.x);
    }
    case 'IndexExpr': {
      const k = coreOf(C.typeOfExpr(e.x)).kind;
      if (k !== 'slice' && k !== 'array' && k !== 'pointer' && k !== 'map') return false;
      return (
        readsInPlace(C, e.x) && (info.types.get(e.index)?.value !== undefined || readsInPlace(C, e.index))
      );
    }
    case 'StarExpr':
      return readsInPlace(C, e.x);
    default:
      return false;
  }
}

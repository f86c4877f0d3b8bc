// gc's evaluation order for call arguments. The spec leaves the order of plain operand reads open
// relative to function calls; gc evaluates the calls of the argument list first (walk/order.go
// copies them into temporaries) and reads variables, fields, slice elements and dereferences in
// place, when the call is made. So `fmt.Println(x, inc(&x))` prints the incremented x in both
// places, and oplab must read such operands after the calls that follow them. An operand built
// from such reads without calls (`s[0] + 1`) is computed in place too.

import type { CompositeLit, Expr } from '../../syntax/ast.ts';
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
    default:
      return 'no';
  }
}

/**
 * A composite literal without calls is built where the statement runs, after the calls order.go
 * hoisted (go1.23: `[]T{{a: x}, {b: f()}}` holds the x f left, and so does `g(T{a: x}, f())`) —
 * except that a struct or array literal, or `&` of any literal, converted to an interface is
 * copied into a temporary in order (OCONVIFACE's addrTemp: `fmt.Println(T{a: x}, f())` prints the
 * old x; a slice literal there is still built late), and a map literal's entries are stored in order.
 * Without a known target (print's operands) only a slice literal counts as late.
 */
function literalRead(C: Compiler, e: CompositeLit, target: Type | undefined, addressed: boolean): Purity {
  const t = coreOf(C.typeOfExprDeref(e));
  if (t.kind === 'map') return 'no';
  const toInterface = target === undefined || under(target).kind === 'interface';
  if ((addressed || t.kind !== 'slice') && toInterface) return 'no';
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

/** Does evaluating `e` call a function or receive from a channel (not counting function literals)? */
function makesCall(C: Compiler, e: Expr): boolean {
  const info = C.unit.info;
  let found = false;
  const visit = (x: any): void => {
    if (found || x === null || typeof x !== 'object') return;
    if (Array.isArray(x)) {
      for (const y of x) visit(y);
      return;
    }
    if (typeof x.kind !== 'string') return;
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

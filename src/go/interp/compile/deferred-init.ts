// Package variables of the toolchain's own packages (the standard library, the Kubernetes
// packages) whose initialiser has no effect but its value are initialised when first used, not at
// start. Go initialises every package variable before main (the spec's "Package initialization"),
// and a program cannot tell when a value that depends on nothing it can change was computed: such
// an initialiser names no variable, and calls only functions that build a value from their
// arguments. `hello world` links 51 initialisers and uses a handful; a grade ~300, most never read;
// compiling and running them was a tenth of a cold start (bench/README.md, session 38).
//
// While an initialiser is pending, its variable's cell holds the DeferredInit itself: the first
// load, address or update of the variable runs it (a plain store just replaces it). The cell's
// value is what a resident run saves and restores between its turns (run.ts), so a pending
// initialiser stays pending per run. A learner's package never defers: its initialisers may panic,
// print or depend on order, and a program's own output must be Go's.

import type { Expr } from '../../syntax/ast.ts';
import type { Info } from '../../types/info.ts';
import type { Obj } from '../../types/types.ts';
import type { Ev } from '../ops.ts';
import type { Cell } from '../values.ts';

/** The pending initialiser of one package variable. */
export class DeferredInit {
  readonly cell: Cell;
  /** Compiles the initialiser: its evaluator and the frame slots it needs. */
  readonly #compile: () => { ev: Ev; slots: () => number };
  #ev: Ev | null = null;
  #slots = 0;
  constructor(cell: Cell, compile: () => { ev: Ev; slots: () => number }) {
    this.cell = cell;
    this.#compile = compile;
  }

  /** The variable's value, computing it first while still pending. */
  force(): any {
    const cell = this.cell;
    if (cell.v !== this) return cell.v;
    if (this.#ev === null) {
      const { ev, slots } = this.#compile();
      this.#ev = ev;
      this.#slots = slots();
    }
    const v = this.#ev(new Array(this.#slots));
    cell.v = v;
    return v;
  }
}

/** Functions of the standard library that only build a value from their arguments. */
const PURE_CALLS = new Set(['errors.New', 'fmt.Errorf', 'regexp.MustCompile']);

/**
 * Whether `e`, a package variable's initialiser, may be evaluated at the variable's first use instead
 * of at start: it reads no variable, and calls nothing but conversions, `new`/`make`, and PURE_CALLS.
 * Function literals may read anything: their bodies run when called, not when the value is made.
 */
export function deferrable(info: Info, e: Expr): boolean {
  const tv = info.types.get(e);
  // A constant, nil, or a type (make's and new's first argument).
  if (tv?.mode === 'constant' || tv?.mode === 'nilvalue' || tv?.mode === 'typexpr') return true;
  switch (e.kind) {
    case 'BasicLit':
    case 'FuncLit':
      return true;
    case 'ParenExpr':
      return deferrable(info, e.x);
    case 'Ident':
      return objDeferrable(info.uses.get(e));
    case 'SelectorExpr': {
      // pkg.Name: the imported object; x.f: a field or method value of a deferrable x.
      const sel = info.selections.get(e);
      return sel === undefined ? objDeferrable(info.uses.get(e.sel)) : deferrable(info, e.x);
    }
    case 'UnaryExpr':
      return (
        (e.op === '&' || e.op === '-' || e.op === '+' || e.op === '!' || e.op === '^') &&
        deferrable(info, e.x)
      );
    case 'BinaryExpr':
      return deferrable(info, e.x) && deferrable(info, e.y);
    case 'CompositeLit':
      return e.elts.every((x) =>
        x.kind === 'KeyValueExpr'
          ? keyDeferrable(info, x.key) && deferrable(info, x.value)
          : deferrable(info, x),
      );
    case 'CallExpr': {
      if (e.ellipsis !== undefined || !e.args.every((a) => deferrable(info, a))) return false;
      const fun = info.types.get(e.fun);
      if (fun?.mode === 'typexpr') return true; // a conversion
      const callee = calleeOf(info, e.fun);
      if (callee?.kind === 'builtin') return callee.name === 'new' || callee.name === 'make';
      return (
        callee?.kind === 'func' &&
        callee.pkg !== undefined &&
        PURE_CALLS.has(`${callee.pkg.path}.${callee.name}`)
      );
    }
    default:
      return false;
  }
}

/** A composite literal's key: a struct field's name (no value), or a map key or index like any operand. */
function keyDeferrable(info: Info, key: Expr): boolean {
  if (key.kind !== 'Ident') return deferrable(info, key);
  const o = info.uses.get(key);
  return o === undefined || (o.kind === 'var' && o.isField) || objDeferrable(o);
}

function calleeOf(info: Info, fun: Expr): Obj | undefined {
  while (fun.kind === 'ParenExpr') fun = fun.x;
  if (fun.kind === 'Ident') return info.uses.get(fun);
  if (fun.kind === 'SelectorExpr' && info.selections.get(fun) === undefined) return info.uses.get(fun.sel);
  return undefined;
}

function objDeferrable(o: Obj | undefined): boolean {
  // A function's value, a constant, a type or nil; never a variable.
  return (
    o !== undefined && (o.kind === 'func' || o.kind === 'const' || o.kind === 'typename' || o.kind === 'nil')
  );
}

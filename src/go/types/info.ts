// The checker's results, shaped like go/types.Info. The interpreter compiles from the AST plus this
// Info only; it never re-derives types.
//
// Stability: this file is an API for src/go/interp. Add fields, never rename.
//
// Facts the interpreter can rely on:
// - `types` has an entry for every expression that was checked (including type expressions, which
//   have mode 'typexpr', and parenthesised expressions). Untyped constants are recorded with their
//   *final* type after implicit conversion, as go/types does: in `var x int64 = 1 << 3` the literals
//   are recorded as int64 constants; in `fmt.Println(1)` the `1` is recorded as `int` (its default
//   type, because the parameter is an interface). Only expressions whose value stays untyped (e.g.
//   the operands of a constant comparison, or a shift count) keep an untyped Basic type.
// - Every constant expression has `value` set (mode 'constant'); compile such expressions to that value.
// - `defs` maps every declaring identifier (package-level names, locals, params, results, named
//   receivers, fields, methods, type params, labels, the symbolic variable of a type switch: maps to
//   undefined there, see `implicits`) to its object; `_` maps to its Var too.
// - `uses` maps every identifier that refers to an object (including field names used as keys in struct
//   literals, and the selector of a qualified identifier `fmt.Println` → the Func in package fmt).
// - `selections` has an entry for every `x.f` that is a field or method selection (not for qualified
//   identifiers `pkg.Name`, which are in `uses`).
// - `implicits`: for each CaseClause of a type switch with a symbolic variable, the Var declared
//   implicitly in that clause (typed per the clause); for each ImportSpec, its PkgName; for each
//   anonymous field of a struct literal... (not used).
// - `instances`: for each identifier denoting an instantiated generic function or type (the Ident,
//   or the Sel ident of a qualified name), the type arguments and the instantiated type.
// - `initOrder`: package-level variable initialisers in the order they must run (dependencies first).

import type { CaseClause, Expr, Ident, ImportSpec, Node, SelectorExpr } from '../syntax/ast.ts';
import type { ConstValue } from './constant.ts';
import type { Func, Obj, PkgName, Scope, Signature, Type, Var } from './types.ts';

/** go/types operandMode (types2 names). */
export type OperandMode =
  | 'invalid'
  | 'novalue' // a call with no results
  | 'builtin' // a built-in function name (only as the Fun of a call)
  | 'typexpr' // a type expression
  | 'constant' // a constant; value set
  | 'variable' // an addressable variable
  | 'mapindex' // m[k]
  | 'value' // any other value
  | 'nilvalue' // the predeclared nil (type: untyped nil, or the target type after conversion)
  | 'commaok' // a value that may be used in a comma-ok assignment (map index, type assertion, receive)
  | 'commaerr'; // (unused here; kept for go/types parity)

export interface TypeAndValue {
  mode: OperandMode;
  type: Type;
  /** The constant value when mode is 'constant'. */
  value?: ConstValue;
}

export type SelectionKind = 'fieldval' | 'methodval' | 'methodexpr';

/**
 * `x.f` resolved (go/types.Selection).
 * - `index`: the path through embedded fields; the last entry is the field index in its struct or the
 *   method index in its named type's `methods` (or in the interface's sorted method set for interface
 *   methods). Earlier entries are embedded-field indices.
 * - `indirect`: a pointer was followed on the way (through `x` itself or an embedded pointer field).
 * - `obj`: the field Var or method Func. For methods of an instantiated generic type, the instantiated
 *   Func (its `origin` is the generic method).
 */
export interface Selection {
  kind: SelectionKind;
  recv: Type;
  obj: Var | Func;
  index: number[];
  indirect: boolean;
  /** The type of `x.f`: the field type, the method value's signature (without receiver), or for a
   * method expression the signature with the receiver as first parameter. */
  type: Type;
}

export interface Instance {
  typeArgs: Type[];
  /** The instantiated type: a Signature for functions, a Named for types. */
  type: Type;
}

/** One package-level variable initialiser: `lhs` are the variables it sets (several for `a, b = f()`). */
export interface Initializer {
  lhs: Var[];
  rhs: Expr;
}

export interface Info {
  types: Map<Expr, TypeAndValue>;
  instances: Map<Ident, Instance>;
  defs: Map<Ident, Obj | undefined>;
  uses: Map<Ident, Obj>;
  implicits: Map<CaseClause | ImportSpec | Node, Obj>;
  selections: Map<SelectorExpr, Selection>;
  /** File, function type, block, if/for/switch/case/range scopes (go/types.Info.Scopes). */
  scopes: Map<Node, Scope>;
  initOrder: Initializer[];
  /** Function signature per FuncDecl/FuncLit (convenience: same as types of the name/literal). */
  funcSigs: Map<Node, Signature>;
  /** For each FuncDecl/FuncLit: variables captured from enclosing functions (closures). */
  captures: Map<Node, Var[]>;
}

export function newInfo(): Info {
  return {
    types: new Map(),
    instances: new Map(),
    defs: new Map(),
    uses: new Map(),
    implicits: new Map(),
    selections: new Map(),
    scopes: new Map(),
    initOrder: [],
    funcSigs: new Map(),
    captures: new Map(),
  };
}

/** The object an identifier denotes (go/types Info.ObjectOf). */
export function objectOf(info: Info, id: Ident): Obj | undefined {
  return info.defs.get(id) ?? info.uses.get(id);
}

/** The type of an expression, or of the object an identifier defines/uses (go/types Info.TypeOf). */
export function typeOf(info: Info, e: Expr): Type | undefined {
  const tv = info.types.get(e);
  if (tv) return tv.type;
  if (e.kind === 'Ident') {
    const o = objectOf(info, e);
    if (o && 'type' in o && o.type) return o.type as Type;
  }
  return undefined;
}

export type { PkgName };

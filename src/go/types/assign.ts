// Assignments and initialisations (types2 assignments.go).

import type { AssignStmt, Expr, Ident, ReturnStmt } from '../syntax/ast.ts';
import type { Checker } from './checker.ts';
import { laterBodies, processDelayed } from './decl.ts';
import { exprString } from './exprstring.ts';
import { renameTypeParams } from './infer.ts';
import { assignableTo, isNilOperand, type Operand } from './operand.ts';
import { defaultType, isInterface, isNumeric, isTypeParam, isUntyped } from './predicates.ts';
import { declare } from './resolver.ts';
import { type Const, invalidType, isInvalid, Signature, type Type, unalias, under, Var } from './types.ts';

/** Variables whose type comes from their initialiser and is not known yet (types2: typ == nil). */
const pending = new WeakSet<Var>();

export function newPendingVar(c: Checker, id: Ident): Var {
  const v = new Var(c.srcPos(id.pos), c.pkg, id.name, invalidType);
  pending.add(v);
  return v;
}

export function markPending(v: Var): void {
  pending.add(v);
}

/** types2 assignment: x is assigned to a value of type T (T undefined: the blank identifier). */
export function assignment(c: Checker, x: Operand, T: Type | undefined, context: string): void {
  if (x.mode === 'value' && x.type.kind === 'tuple') {
    c.error(x.expr!, `multiple-value ${c.op(x)} in single-value context`);
    x.mode = 'invalid';
    return;
  }
  switch (x.mode) {
    case 'invalid':
      return;
    case 'nilvalue':
    case 'constant':
    case 'variable':
    case 'mapindex':
    case 'value':
    case 'commaok':
    case 'commaerr':
      break;
    default:
      c.error(x.expr!, `cannot assign ${c.op(x)} to ${c.t(T)} in ${context}`);
      x.mode = 'invalid';
      return;
  }
  if (isUntyped(x.type)) {
    let target = T;
    if (isNilOperand(x)) {
      if (T === undefined) {
        c.error(x.expr!, `use of untyped nil in ${context}`);
        x.mode = 'invalid';
        return;
      }
    } else if (T === undefined || (isInterface(T) && !isTypeParam(T))) target = defaultType(x.type);
    const [newType, val, code] = c.implicitTypeAndValue(x, target!);
    if (code !== '') {
      let msg = `cannot use ${c.op(x)} as ${c.t(target)} value in ${context}`;
      if (code === 'truncated') msg += ' (truncated)';
      else if (code === 'overflows') msg += ' (overflows)';
      c.error(x.expr!, msg);
      x.mode = 'invalid';
      return;
    }
    if (val) {
      x.val = val;
      const u = x.expr ? c.untyped.get(x.expr) : undefined;
      if (u) u.val = val;
    }
    if (newType && newType !== x.type) {
      x.type = newType;
      c.updateExprType(x.expr, newType, false);
    }
  }
  const su = under(x.type);
  if (su.kind === 'signature' && su.typeParams && su.typeParams.length > 0) {
    c.error(
      x.expr!,
      `cannot use generic function ${exprString(x.expr!)} without instantiation in ${context}`,
    );
    x.mode = 'invalid';
    return;
  }
  if (T === undefined) return;
  const r = assignableTo(x, T, c.qf);
  if (!r.ok) {
    if (r.cause !== '')
      c.error(x.expr!, `cannot use ${c.op(x)} as ${c.t(T)} value in ${context}: ${r.cause}`);
    else c.error(x.expr!, `cannot use ${c.op(x)} as ${c.t(T)} value in ${context}`);
    x.mode = 'invalid';
  }
}

export function initConst(c: Checker, lhs: Const, x: Operand, declType: Type | undefined): void {
  if (x.mode === 'invalid' || isInvalid(x.type)) {
    lhs.type = invalidType;
    return;
  }
  if (x.mode !== 'constant') {
    c.error(x.expr!, `${c.op(x)} is not constant`);
    lhs.type = invalidType;
    return;
  }
  const t = declType ?? x.type;
  lhs.type = t;
  assignment(c, x, t, 'constant declaration');
  if ((x.mode as string) === 'invalid') {
    lhs.type = invalidType;
    return;
  }
  lhs.val = x.val!;
}

export function initVar(c: Checker, lhs: Var, x: Operand, context: string): void {
  if (x.mode === 'invalid' || isInvalid(x.type) || (!pending.has(lhs) && isInvalid(lhs.type))) {
    if (pending.has(lhs)) {
      lhs.type = invalidType;
      pending.delete(lhs);
    }
    x.mode = 'invalid';
    return;
  }
  if (pending.has(lhs)) {
    pending.delete(lhs);
    let t = x.type;
    if (isUntyped(t)) {
      if (
        isNilOperand(x) ||
        unalias(t) === unalias(invalidType) ||
        (t.kind === 'basic' && t.info === 'untyped nil')
      ) {
        c.error(x.expr!, `use of untyped nil in ${context}`);
        lhs.type = invalidType;
        x.mode = 'invalid';
        return;
      }
      t = defaultType(t);
    }
    lhs.type = t;
  }
  assignment(c, x, lhs.type, context);
}

function measure(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'}`;
}

function unparen(e: Expr): Expr {
  while (e.kind === 'ParenExpr') e = e.x;
  return e;
}

export function assignError(c: Checker, rhs: Expr[], l: number, r: number): void {
  const vars = measure(l, 'variable');
  const vals = measure(r, 'value');
  const rhs0 = rhs[0];
  if (rhs.length === 1) {
    const call = unparen(rhs0);
    if (call.kind === 'CallExpr') {
      c.error(rhs0, `assignment mismatch: ${vars} but ${exprString(call.fun)} returns ${vals}`);
      return;
    }
  }
  c.error(rhs0, `assignment mismatch: ${vars} but ${vals}`);
}

/** types2 typesSummary. */
export function typesSummary(c: Checker, list: Type[], variadic: boolean, hasDots: boolean): string {
  const res = list.map((t, i) => {
    let s: string;
    if (isInvalid(t)) s = 'unknown type';
    else if (isUntyped(t)) {
      if (isNumeric(t)) s = 'number';
      else s = (unalias(t) as { name: string }).name.replace(/untyped /g, '');
    } else s = c.t(t);
    if (variadic && i === list.length - 1) s = '...' + s.slice(2);
    if (hasDots && i === list.length - 1) s += '...';
    return s;
  });
  return '(' + res.join(', ') + ')';
}

function returnError(c: Checker, at: ReturnStmt, lhs: Var[], rhs: Operand[]): void {
  const l = lhs.length;
  const r = rhs.length;
  let pos: Expr | ReturnStmt = at;
  let qualifier = 'not enough';
  if (r > l) {
    pos = rhs[l].expr ?? at;
    qualifier = 'too many';
  } else if (r > 0) pos = rhs[r - 1].expr ?? at;
  c.error(
    pos,
    `${qualifier} return values\n\thave ${typesSummary(
      c,
      rhs.map((x) => x.type),
      false,
      false,
    )}\n\twant ${typesSummary(
      c,
      lhs.map((v) => v.type),
      false,
      false,
    )}`,
  );
}

/** Evaluate all expressions for side effects/uses, returns true if all were valid. */
export function useExprs(c: Checker, list: Expr[]): boolean {
  let ok = true;
  for (const e of list) {
    const x = c.multiExpr(e, false);
    if (x.list.some((o) => o.mode === 'invalid')) ok = false;
  }
  return ok;
}

/**
 * types2 varDecl with one variable and one init expression: the value is evaluated in single-value
 * context (so a multi-valued call reports `multiple-value … in single-value context`, not the
 * assignment mismatch initVars would).
 */
export function initVarDecl(c: Checker, v: Var, init: Expr): void {
  const x = exprFor(c, init, pending.has(v) ? undefined : v.type, v.name);
  initVar(c, v, x, 'variable declaration');
}

/**
 * types2 expr with a target (newTarget, nonGeneric, funcInst): a generic function assigned to a
 * variable, result or field of function type is instantiated from that type (Go 1.21 reverse type
 * inference: `var f func([]int) = slices.Reverse`). `desc` names the target in inference errors.
 */
function exprFor(c: Checker, e: Expr, T: Type | undefined, desc: string): Operand {
  if (T === undefined || isInvalid(T) || under(T).kind !== 'signature') return c.exprWithHint(e, undefined);
  const x = c.genericExpr(e);
  const sig = x.type;
  if (x.mode !== 'value' || x.expr === undefined || sig.kind !== 'signature' || !sig.typeParams?.length)
    return x;
  // types2 funcInst: an instantiation needs go1.18 (a partial one, F[int], was gated at its index),
  // and inferring the rest from the assignment go1.21
  const partial = (x.targs?.length ?? 0) > 0;
  const at = x.expr.kind === 'IndexExpr' || x.expr.kind === 'IndexListExpr' ? x.expr.lbrack : x.expr;
  if (partial ? c.allowVersion(18) : c.allowVersion(18, at, 'function instantiation'))
    c.allowVersion(
      21,
      at,
      partial
        ? 'partially instantiated function in assignment'
        : 'implicitly instantiated function in assignment',
    );
  // Inferred like a call g(target) of `func g[type parameters of x](func type of x)`.
  const plain = new Signature(undefined, sig.params, sig.results, sig.variadic);
  const { tparams, type: param } = renameTypeParams(sig.typeParams, plain);
  param.typeParams = undefined;
  const target: Operand = {
    mode: 'value',
    expr: { kind: 'Ident', name: desc, pos: x.expr.pos } as Ident,
    type: T,
  };
  const targs = c.infer(x.expr, tparams, x.targs ?? [], [param], [target], undefined, true);
  const inst = targs && c.instantiateSignature(x.expr, x.expr, sig, targs, undefined);
  if (!inst) return { ...x, mode: 'invalid' };
  c.recordTypeAndValue(x.expr, 'value', inst, undefined);
  return { ...x, type: inst, targs: undefined };
}

/** types2 initVars: var declarations, := and return statements. */
export function initVars(
  c: Checker,
  lhs: Var[],
  origRhs: Expr[],
  returnStmt: ReturnStmt | undefined,
  declContext?: string,
): void {
  const context = returnStmt ? 'return statement' : (declContext ?? 'assignment');
  const l = lhs.length;
  let r = origRhs.length;
  const isCall = r === 1 && unparen(origRhs[0]).kind === 'CallExpr';
  if (l === r && !isCall) {
    for (let i = 0; i < l; i++) {
      const v = lhs[i];
      const desc = returnStmt && v.name === '' ? 'result variable' : v.name;
      const x = exprFor(c, origRhs[i], pending.has(v) ? undefined : v.type, desc);
      initVar(c, v, x, context);
    }
    return;
  }
  if (r !== 1) {
    // Only report a mismatch error if there are no other errors on the rhs (types2 initVars).
    if (useExprs(c, origRhs)) {
      if (returnStmt)
        returnError(
          c,
          returnStmt,
          lhs,
          origRhs.map((e) => c.expr(e)),
        );
      else assignError(c, origRhs, l, r);
    }
    for (const v of lhs)
      if (pending.has(v)) {
        v.type = invalidType;
        pending.delete(v);
      }
    return;
  }
  const { list: rhs, commaOk } = c.multiExpr(origRhs[0], l === 2 && !returnStmt);
  r = rhs.length;
  if (l === r) {
    for (let i = 0; i < l; i++) initVar(c, lhs[i], rhs[i], context);
    if (commaOk && rhs[0].mode !== 'invalid' && rhs[1].mode !== 'invalid') recordCommaOk(c, origRhs[0], rhs);
    return;
  }
  if (rhs[0].mode !== 'invalid') {
    if (returnStmt) returnError(c, returnStmt, lhs, rhs);
    else assignError(c, origRhs, l, r);
  }
  for (const v of lhs)
    if (pending.has(v)) {
      v.type = invalidType;
      pending.delete(v);
    }
}

/** Record the (T, bool) tuple type for a comma-ok expression (go/types recordCommaOkTypes). */
function recordCommaOk(c: Checker, e: Expr, rhs: Operand[]): void {
  const t0 = rhs[0].type;
  let t1 = rhs[1].type;
  if (isUntyped(t1)) t1 = defaultType(t1);
  for (let x: Expr | undefined = e; x; ) {
    const tv = c.info.types.get(x);
    if (tv) {
      const tup = new Tuple([
        new Var(c.srcPos(x.pos), c.pkg, '', t0),
        new Var(c.srcPos(x.pos), c.pkg, '', t1),
      ]);
      c.info.types.set(x, { mode: tv.mode, type: tup });
    }
    x = x.kind === 'ParenExpr' ? x.x : undefined;
  }
}

import { Tuple } from './types.ts';

function _requireTuple(): typeof Tuple {
  return Tuple;
}

// ---------------------------------------------------------------------------------------------
// Assignment statements

/** The type of a left-hand side (types2 lhsVar); undefined for `_`. */
function lhsVar(c: Checker, lhs: Expr): Type | undefined {
  const ident = unparen(lhs);
  if (ident.kind === 'Ident' && ident.name === '_') {
    c.recordDef(ident, undefined);
    return undefined;
  }
  let v: Var | undefined;
  let vUsed = false;
  if (ident.kind === 'Ident') {
    const o = c.scope.lookupParent(ident.name)?.[1];
    if (o && o.kind === 'var' && o.pkg === c.pkg) {
      v = o;
      vUsed = o.used;
    }
  }
  const x = c.expr(lhs);
  if (v) v.used = vUsed;
  if (x.mode === 'invalid') return invalidType;
  switch (x.mode) {
    case 'variable':
    case 'mapindex':
      return x.type;
    default: {
      const u = unparen(lhs);
      if (u.kind === 'SelectorExpr') {
        const sx = c.info.types.get(u.x);
        if (sx?.mode === 'mapindex') {
          c.error(lhs, `cannot assign to struct field ${exprString(lhs)} in map`);
          return invalidType;
        }
      }
      c.error(lhs, `cannot assign to ${exprString(lhs)} (neither addressable nor a map index expression)`);
      return invalidType;
    }
  }
}

function assignVar(
  c: Checker,
  lhs: Expr,
  rhs: Expr | undefined,
  x: Operand | undefined,
  context: string,
): void {
  const T = lhsVar(c, lhs);
  if (T !== undefined && isInvalid(T)) {
    if (x) x.mode = 'invalid';
    else if (rhs) c.expr(rhs);
    return;
  }
  const y = x ?? exprFor(c, rhs!, T, exprString(lhs));
  if (T === undefined && context === 'assignment') context = 'assignment to _ identifier';
  assignment(c, y, T, context);
}

/** `a, b = x, y` / `a, b = f()` (types2 assignVars). */
export function assignVars(c: Checker, lhs: Expr[], origRhs: Expr[]): void {
  const l = lhs.length;
  let r = origRhs.length;
  const isCall = r === 1 && unparen(origRhs[0]).kind === 'CallExpr';
  if (l === r && !isCall) {
    for (let i = 0; i < l; i++) assignVar(c, lhs[i], origRhs[i], undefined, 'assignment');
    return;
  }
  if (r !== 1) {
    const okL = useLHS(c, lhs);
    const okR = useExprs(c, origRhs);
    if (okL && okR) assignError(c, origRhs, l, r);
    return;
  }
  const { list: rhs, commaOk } = c.multiExpr(origRhs[0], l === 2);
  r = rhs.length;
  if (l === r) {
    for (let i = 0; i < l; i++) assignVar(c, lhs[i], undefined, rhs[i], 'assignment');
    if (commaOk && rhs[0].mode !== 'invalid' && rhs[1].mode !== 'invalid') recordCommaOk(c, origRhs[0], rhs);
    return;
  }
  if (rhs[0].mode !== 'invalid') assignError(c, origRhs, l, r);
  useLHS(c, lhs);
}

function useLHS(c: Checker, lhs: Expr[]): boolean {
  let ok = true;
  for (const e of lhs) {
    const u = unparen(e);
    if (u.kind === 'Ident' && u.name === '_') continue;
    let v: Var | undefined;
    let used = false;
    if (u.kind === 'Ident') {
      const o = c.scope.lookupParent(u.name)?.[1];
      if (o && o.kind === 'var' && o.pkg === c.pkg) {
        v = o;
        used = o.used;
      }
    }
    const x = c.expr(e);
    if (v) v.used = used;
    if (x.mode === 'invalid') ok = false;
  }
  return ok;
}

/** `a, b := ...` (types2 shortVarDecl). */
export function shortVarDecl(c: Checker, s: AssignStmt): void {
  const top = laterBodies(c).length;
  const scope = c.scope;
  const seen = new Set<string>();
  const lhsVars: (Var | undefined)[] = [];
  const newVars: [Ident, Var][] = [];
  let hasErr = false;
  for (const l of s.lhs) {
    if (l.kind !== 'Ident') {
      useLHS(c, [l]);
      c.error(l, `non-name ${exprString(l)} on left side of :=`);
      hasErr = true;
      lhsVars.push(undefined);
      continue;
    }
    const name = l.name;
    if (name !== '_') {
      if (seen.has(name)) {
        c.error(l, `${name} repeated on left side of :=`);
        hasErr = true;
        lhsVars.push(undefined);
        continue;
      }
      seen.add(name);
    }
    const alt = scope.lookup(name);
    if (alt) {
      c.recordUse(l, alt);
      if (alt.kind === 'var') lhsVars.push(alt);
      else {
        c.error(l, `cannot assign to ${name}`);
        hasErr = true;
        lhsVars.push(undefined);
      }
      continue;
    }
    const v = newPendingVar(c, l);
    lhsVars.push(v);
    if (name !== '_') newVars.push([l, v]);
    c.recordDef(l, v);
  }
  const vars = lhsVars.map((v, i) => {
    if (v) return v;
    const d = new Var(c.srcPos(s.lhs[i].pos), c.pkg, '_', invalidType);
    pending.add(d);
    return d;
  });
  initVars(c, vars, s.rhs, undefined);
  // types2 shortVarDecl: the function literals on the right are checked before the new names are
  // in scope (and before "no new variables").
  processDelayed(c, top);
  if (newVars.length === 0 && !hasErr) {
    c.error(s.tokPos, 'no new variables on left side of :=', true);
    return;
  }
  for (const [, v] of newVars) declare(c, scope, undefined, v);
}

/** `x op= y` and `x++` (types2 assignment with operator). */
export function assignOp(
  c: Checker,
  lhs: Expr,
  rhs: Expr,
  op: string,
  binaryFn: (l: Expr, r: Expr, op: string) => Operand,
): void {
  const x = binaryFn(lhs, rhs, op);
  if (x.mode === 'invalid') return;
  assignVar(c, lhs, undefined, x, 'assignment');
}

export { isInvalid };

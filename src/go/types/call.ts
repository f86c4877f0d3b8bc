// Calls, conversions and argument passing (types2 call.go, conversions.go).

import type { CallExpr, Expr } from '../syntax/ast.ts';
import type { Checker } from './checker.ts';
import { type ConstValue, constString, goBytes, makeString, toInt, utf8Encode } from './constant.ts';
import { excludeNoValueAndTuple } from './expr.ts';
import { exprString, startPos } from './exprstring.ts';
import { makeSubst, mentions, renameTypeParams, subst } from './infer.ts';
import { convertibleTo, invalidOperand, type Operand } from './operand.ts';
import {
  coreType,
  defaultType,
  isConstType,
  isInteger,
  isInterface,
  isString,
  isTypeParam,
  isUntyped,
} from './predicates.ts';
import {
  invalidType,
  isInvalid,
  type Signature,
  Slice,
  Tuple,
  type Type,
  type TypeParam,
  under,
  Var,
} from './types.ts';
import { computeTypeSet } from './typeset.ts';
import { Typ } from './universe.ts';

function unparen(e: Expr): Expr {
  while (e.kind === 'ParenExpr') e = e.x;
  return e;
}

export function callExpr(c: Checker, call: CallExpr): Operand {
  let x: Operand;
  let instArgs: Expr[] | undefined;
  const fun = call.fun;
  if (fun.kind === 'IndexExpr' || fun.kind === 'IndexListExpr') {
    // Possibly a generic function instantiation F[T](args): delay to argument checking.
    const f = c.rawExpr(fun.x, undefined, true);
    if (
      f.mode === 'value' &&
      f.type.kind === 'signature' &&
      f.type.typeParams &&
      f.type.typeParams.length > 0
    ) {
      x = f;
      instArgs = fun.kind === 'IndexExpr' ? [fun.index] : fun.indices;
    } else {
      x = c.rawExpr(fun, undefined, true);
    }
  } else {
    // types2 callExpr: check.exprOrType(x, call.Fun, true), so `f()()` of a two-result f is
    // "multiple-value f() ... in single-value context" and of a no-result f "used as value or type".
    x = c.rawExpr(fun, undefined, true);
    excludeNoValueAndTuple(c, x);
  }
  switch (x.mode) {
    case 'invalid':
      useArgs(c, call.args);
      return invalidOperand(call);
    case 'typexpr':
      return conversionCall(c, call, x.type);
    case 'builtin': {
      const r = c.builtin(x, call);
      r.expr = call;
      return r;
    }
  }
  const u = coreType(x.type);
  const sig = u && u.kind === 'signature' ? (u as Signature) : undefined;
  if (!sig) {
    c.error(x.expr ?? fun, `invalid operation: cannot call non-function ${c.op(x)}`);
    useArgs(c, call.args);
    return invalidOperand(call);
  }
  let s = sig;
  const wasGeneric = !!sig.typeParams && sig.typeParams.length > 0;
  let targs: Type[] | undefined;
  if (instArgs) {
    targs = instArgs.map((a) => c.varType(a));
    if (targs.some(isInvalid)) {
      useArgs(c, call.args);
      return invalidOperand(call);
    }
    const want = sig.typeParams!.length;
    if (targs.length > want) {
      c.error(instArgs[want], `got ${targs.length} type arguments but want ${want}`);
      useArgs(c, call.args);
      return invalidOperand(call);
    }
    if (targs.length === want) {
      c.allowVersion(18, fun, 'function instantiation');
      const r = c.instantiateSignature(call, fun, sig, targs, instArgs);
      if (!r) {
        useArgs(c, call.args);
        return invalidOperand(call);
      }
      s = r;
      targs = undefined;
    }
  }
  const args = argList(c, call.args);
  const rs = argumentsCheck(c, call, s, targs, instArgs, args);
  if (!rs) {
    // types2 callExpr: when inference failed, a parameterized result is invalid (an operand cannot
    // have a parameterized type), so `xs = slices.DeleteFunc(xs, f)` reports the call only.
    const tps = s.typeParams ?? [];
    if (tps.length > 0 && resultMode(s) === 'value' && mentions(resultType(s), tps))
      return invalidOperand(call);
    return { mode: resultMode(s), expr: call, type: resultType(s) };
  }
  if (wasGeneric && (!rs.typeParams || rs.typeParams.length === 0)) {
    c.recordTypeAndValue(fun, 'value', rs, undefined);
  }
  const r: Operand = { mode: resultMode(rs), expr: call, type: resultType(rs) };
  if (rs.typeParams && rs.typeParams.length > 0) return invalidOperand(call);
  return r;
}

function resultMode(s: Signature): Operand['mode'] {
  return s.results.vars.length === 0 ? 'novalue' : 'value';
}
function resultType(s: Signature): Type {
  if (s.results.vars.length === 1) return s.results.vars[0].type;
  if (s.results.vars.length === 0) return invalidType;
  return s.results;
}

export function useArgs(c: Checker, args: Expr[]): void {
  for (const a of args) {
    if (a.kind === 'KeyValueExpr') continue;
    c.rawExpr(a, undefined, true);
  }
}

/**
 * Evaluate call arguments: a single multi-valued call expands to its results. A function's
 * arguments may be generic functions, inferred with the call (types2 genericExprList); a built-in's
 * may not (exprList: "cannot use generic function F without instantiation").
 */
export function argList(c: Checker, args: Expr[], allowGeneric = true): Operand[] {
  if (args.length === 1 && unparen(args[0]).kind === 'CallExpr') {
    const { list } = c.multiExpr(args[0], false);
    return list;
  }
  return args.map((a) => (allowGeneric ? c.genericExpr(a) : c.expr(a)));
}

/** Check arguments against a signature (types2 arguments); returns the (instantiated) signature. */
export function argumentsCheck(
  c: Checker,
  call: CallExpr,
  sig: Signature,
  targs: Type[] | undefined,
  xlist: Expr[] | undefined,
  args: Operand[],
): Signature | undefined {
  if (args.some((a) => a.mode === 'invalid')) {
    // Still report count errors only when arguments are valid (types2 skips assignment for invalid ones).
  }
  const nargs = args.length;
  let npars = sig.params.vars.length;
  const ddd = call.ellipsis !== undefined;
  let sigParams: Var[] = sig.params.vars;
  let adjusted = false;
  const funName = exprString(call.fun);
  if (sig.variadic) {
    if (ddd) {
      if (call.args.length === 1 && nargs > 1) {
        c.error(call, `cannot use ... with ${nargs}-valued ${exprString(call.args[0])}`);
        return undefined;
      }
    } else if (nargs >= npars - 1) {
      const vars = sig.params.vars.slice(0, npars - 1);
      const last = sig.params.vars[npars - 1];
      const elem = (last.type as Slice).elem;
      while (vars.length < nargs) {
        const v = new Var(last.pos, last.pkg, last.name, elem);
        v.isParam = true;
        vars.push(v);
      }
      sigParams = vars;
      adjusted = true;
      npars = nargs;
    } else npars--;
  } else if (ddd) {
    c.error(call, `cannot use ... in call to non-variadic ${funName}`);
    return undefined;
  }
  if (nargs !== npars) {
    let at: Expr | CallExpr = call;
    let qualifier = 'not enough';
    if (nargs > npars) {
      at = args[npars].expr ?? call;
      qualifier = 'too many';
    } else if (nargs > 0) at = args[nargs - 1].expr ?? call;
    // go/types reports a missing argument at the closing ) (go/types call.go, arguments).
    c.errorAt(startPos(at), notEnoughMsg(), false, nargs < npars ? call.rparen : undefined);
    return undefined;
    function notEnoughMsg(): string {
      return `${qualifier} arguments in call to ${funName}\n\thave ${c.typesSummary(
        args.map((a) => a.type),
        false,
        ddd,
      )}\n\twant ${c.typesSummary(
        sig.params.vars.map((v) => v.type),
        sig.variadic,
        false,
      )}`;
    }
  }
  let rsig = sig;
  const own = sig.typeParams ?? [];
  // types2 call.go arguments: the language version's gates on inference
  if (own.length > 0 && !c.allowVersion(18)) {
    if (call.fun.kind === 'IndexExpr' || call.fun.kind === 'IndexListExpr')
      c.allowVersion(18, call.fun, 'function instantiation');
    else c.allowVersion(18, call, 'implicit function instantiation');
  }
  // Generic functions passed as arguments are instantiated by the same inference (Go 1.21, types2
  // arguments): their type parameters, renamed, join the callee's.
  const generic = genericArgs(args);
  if (generic.length > 0) {
    const first = args[generic[0].index];
    c.allowVersion(21, first.expr ?? call, 'implicitly instantiated function as argument');
  }
  // A recursive call in the callee's own body passes values of its type parameters: infer with
  // fresh ones standing for the callee's (types2 call.go arguments, renameTParams), else T would
  // be bound to itself.
  let ownInfer = own;
  let paramTypes = sigParams.map((v) => v.type);
  if (own.length > 0 && args.some((a) => mentions(a.type, own))) {
    ownInfer = renameTypeParams(own, sig).tparams;
    const m = makeSubst(own, ownInfer);
    paramTypes = paramTypes.map((t) => subst(t, m));
  }
  const tparams = [...ownInfer, ...generic.flatMap((g) => g.tparams)];
  if (tparams.length > 0) {
    // The callee's type arguments given, then each generic argument's given ones (F[A] partial).
    const given: (Type | undefined)[] = own.map((_, i) => targs?.[i]);
    for (const g of generic) given.push(...g.tparams.map((_, i) => g.targs?.[i]));
    const inferred = c.infer(call, tparams, given, paramTypes, args, xlist);
    if (!inferred) return undefined;
    if (own.length > 0) {
      const r = c.instantiateSignature(call, call.fun, sig, inferred.slice(0, own.length), xlist);
      if (!r) return undefined;
      rsig = r;
      if (adjusted) {
        const elem = (rsig.params.vars[rsig.params.vars.length - 1].type as Slice).elem;
        sigParams = [...rsig.params.vars.slice(0, rsig.params.vars.length - 1)];
        while (sigParams.length < nargs) sigParams.push(new Var(call.pos as never, undefined, '', elem));
      } else sigParams = rsig.params.vars;
    }
    let j = own.length;
    for (const g of generic) {
      const a = args[g.index];
      const k = j + g.tparams.length;
      const r = c.instantiateSignature(call, a.expr!, g.sig, inferred.slice(j, k), undefined);
      j = k;
      if (!r) return undefined;
      a.type = r;
      c.recordTypeAndValue(a.expr!, 'value', r, undefined);
    }
  }
  const context = `argument to ${funName}`;
  for (let i = 0; i < args.length; i++) {
    if (args[i].mode === 'invalid') continue;
    c.assignment(args[i], sigParams[i].type, context);
  }
  return rsig;
}

/** The call's arguments that are uninstantiated generic functions, with renamed type parameters. */
function genericArgs(
  args: Operand[],
): { index: number; sig: Signature; tparams: TypeParam[]; targs: Type[] | undefined }[] {
  const out: { index: number; sig: Signature; tparams: TypeParam[]; targs: Type[] | undefined }[] = [];
  args.forEach((a, index) => {
    const t = a.type;
    if (a.mode !== 'value' || a.expr === undefined || t.kind !== 'signature' || !t.typeParams?.length) return;
    const renamed = renameTypeParams(t.typeParams, t);
    const asig = renamed.type;
    // The argument's type for inference; the original signature is what gets instantiated.
    a.type = asig;
    out.push({ index, sig: t, tparams: renamed.tparams, targs: a.targs });
    a.targs = undefined;
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Conversions

function conversionCall(c: Checker, call: CallExpr, T: Type): Operand {
  if (
    (T.kind === 'named' || T.kind === 'alias') &&
    T.typeParams &&
    !T.typeArgs &&
    call.fun.kind !== 'IndexExpr' &&
    call.fun.kind !== 'IndexListExpr'
  ) {
    c.error(call.fun, `cannot use generic type ${c.t(T)} without instantiation`);
    useArgs(c, call.args);
    return invalidOperand(call);
  }
  const n = call.args.length;
  if (n === 0) {
    c.error(call.rparen, `missing argument in conversion to ${c.t(T)}`);
    return invalidOperand(call);
  }
  if (n > 1) {
    useArgs(c, call.args);
    c.error(call.args[n - 1], `too many arguments in conversion to ${c.t(T)}`);
    return invalidOperand(call);
  }
  const x = c.expr(call.args[0]);
  if (x.mode === 'invalid') return invalidOperand(call);
  const tu = under(T);
  if (tu.kind === 'interface' && !isTypeParam(T)) {
    const ts = computeTypeSet(tu);
    if (ts.terms !== undefined || ts.comparable) {
      c.error(
        call,
        `cannot use interface ${c.t(T)} in conversion (contains specific type constraints or is comparable)`,
      );
      return invalidOperand(call);
    }
  }
  if (call.ellipsis) {
    c.error(call.args[0], `invalid use of ... in conversion to ${c.t(T)}`);
    return invalidOperand(call);
  }
  conversion(c, x, T);
  return { ...x, expr: call };
}

/** types2 conversion: x is converted to T in place. */
export function conversion(c: Checker, x: Operand, T: Type): void {
  const constArg = x.mode === 'constant';
  let ok = false;
  let cause = '';
  const constConvertibleTo = (): boolean => {
    const t = under(T);
    if (t.kind !== 'basic') return false;
    const v = c.representableConst(x.val!, t);
    if (v) {
      x.val = v;
      return true;
    }
    // types2 representableConst stores the integer value (constant.ToInt) through `rounded` before
    // its range check: `cannot convert 1e20 (untyped float constant 100000000000000000000) ...`.
    if (isInteger(t)) {
      const i = toInt(x.val!);
      if (i.kind === 'int') x.val = i;
    }
    if (isInteger(x.type) && isString(t)) {
      let cp = 0xfffd;
      const v2 = x.val!;
      if (v2.kind === 'int' && v2.value >= 0n && v2.value <= 0x10ffffn) cp = Number(v2.value);
      x.val = makeString(utf8Encode(cp));
      return true;
    }
    return false;
  };
  if (constArg && isConstType(T)) {
    ok = constConvertibleTo();
    if (!ok && isInteger(x.type) && isInteger(T)) {
      c.error(x.expr!, `constant ${constString(x.val!)} overflows ${c.t(T)}`);
      x.mode = 'invalid';
      return;
    }
  } else if (constArg && isTypeParam(T)) {
    const ts = computeTypeSet(under(T) as never);
    ok = (ts.terms ?? []).every((term) => {
      const u = under(term.type);
      if (u.kind !== 'basic') return convertibleTo(x, term.type, c.qf).ok;
      return c.representableConst(x.val!, u) !== undefined || (isInteger(x.type) && isString(u));
    });
    x.mode = 'value';
  } else {
    const r = convertibleTo(x, T, c.qf);
    ok = r.ok;
    cause = r.cause;
    if (ok) x.mode = 'value';
  }
  if (!ok) {
    if (cause !== '') c.error(x.expr!, `cannot convert ${c.op(x)} to type ${c.t(T)}: ${cause}`);
    else c.error(x.expr!, `cannot convert ${c.op(x)} to type ${c.t(T)}`);
    x.mode = 'invalid';
    return;
  }
  if (isUntyped(x.type)) {
    let final = T;
    if (x.type === Typ.untypedNil) {
      // keep T
    } else if ((isInterface(T) && !isTypeParam(T)) || (constArg && !isConstType(T)))
      final = defaultType(x.type);
    else if (x.mode === 'constant' && isInteger(x.type) && isString(T)) final = x.type;
    c.updateExprType(x.expr, final, true);
  }
  x.type = T;
}

export type { ConstValue };
export { goBytes, Slice, Tuple };

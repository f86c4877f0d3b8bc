// Generics: substitution, instantiation with constraint checks, and unification-based type
// argument inference (types2 subst.go, instantiate.go, infer.go, unify.go — simplified).

import type { CallExpr, Expr, IndexExpr, IndexListExpr, Pos } from '../syntax/ast.ts';
import type { Checker } from './checker.ts';
import { building, laterBodies } from './decl.ts';
import { exprString, startPos } from './exprstring.ts';
import { ensureMethods, lookupFieldOrMethod } from './lookup.ts';
import { implementsCause, invalidOperand, missingMethod, type Operand } from './operand.ts';
import { coreType, defaultType, identical, isUntyped } from './predicates.ts';
import { stdTypeParamPos } from './std-typeparam-pos.gen.ts';
import {
  Alias,
  ArrayType,
  Chan,
  Func,
  Interface,
  invalidType,
  isInvalid,
  MapType,
  Named,
  Pointer,
  Signature,
  Slice,
  type SrcPos,
  Struct,
  setExpandNamed,
  Tuple,
  type Type,
  TypeParam,
  Union,
  unalias,
  under,
  Var,
} from './types.ts';
import { computeTypeSet } from './typeset.ts';

export type SubstMap = Map<TypeParam, Type>;

export function makeSubst(tparams: TypeParam[], targs: Type[]): SubstMap {
  const m: SubstMap = new Map();
  tparams.forEach((tp, i) => {
    if (targs[i]) m.set(tp, targs[i]);
  });
  return m;
}

/** Replace type parameters by their arguments throughout t. */
export function subst(t: Type, m: SubstMap, seen = new Map<Type, Type>()): Type {
  if (m.size === 0) return t;
  const done = seen.get(t);
  if (done) return done;
  switch (t.kind) {
    case 'basic':
      return t;
    case 'typeparam':
      return m.get(t) ?? t;
    case 'pointer': {
      const e = subst(t.elem, m, seen);
      return e === t.elem ? t : new Pointer(e);
    }
    case 'slice': {
      const e = subst(t.elem, m, seen);
      return e === t.elem ? t : new Slice(e);
    }
    case 'array': {
      const e = subst(t.elem, m, seen);
      return e === t.elem ? t : new ArrayType(e, t.len);
    }
    case 'map': {
      const k = subst(t.key, m, seen);
      const e = subst(t.elem, m, seen);
      return k === t.key && e === t.elem ? t : new MapType(k, e);
    }
    case 'chan': {
      const e = subst(t.elem, m, seen);
      return e === t.elem ? t : new Chan(t.dir, e);
    }
    case 'struct': {
      let changed = false;
      const fields = t.fields.map((f) => {
        const ft = subst(f.type, m, seen);
        if (ft === f.type) return f;
        changed = true;
        const nf = new Var(f.pos, f.pkg, f.name, ft);
        nf.isField = true;
        nf.embedded = f.embedded;
        nf.origin = f.origin ?? f;
        return nf;
      });
      return changed ? new Struct(fields, t.tags) : t;
    }
    case 'tuple': {
      let changed = false;
      const vars = t.vars.map((v) => {
        const vt = subst(v.type, m, seen);
        if (vt === v.type) return v;
        changed = true;
        const nv = new Var(v.pos, v.pkg, v.name, vt);
        nv.isParam = v.isParam;
        nv.used = v.used;
        nv.origin = v.origin ?? v;
        return nv;
      });
      return changed ? new Tuple(vars) : t;
    }
    case 'signature': {
      const params = subst(t.params, m, seen) as Tuple;
      const results = subst(t.results, m, seen) as Tuple;
      if (params === t.params && results === t.results) return t;
      const s = new Signature(t.recv, params, results, t.variadic);
      s.typeParams = t.typeParams?.filter((tp) => !m.has(tp));
      if (s.typeParams && s.typeParams.length === 0) s.typeParams = undefined;
      return s;
    }
    case 'union': {
      const terms = t.terms.map((x) => ({ tilde: x.tilde, type: subst(x.type, m, seen) }));
      return terms.every((x, i) => x.type === t.terms[i].type) ? t : new Union(terms);
    }
    case 'interface': {
      let changed = false;
      const methods = t.methods.map((f) => {
        const ft = subst(f.type, m, seen) as Signature;
        if (ft === f.type) return f;
        changed = true;
        const nf = new Func(f.pos, f.pkg, f.name, ft);
        nf.origin = f.origin ?? f;
        return nf;
      });
      const embeddeds = t.embeddeds.map((e) => {
        const ne = subst(e, m, seen);
        if (ne !== e) changed = true;
        return ne;
      });
      if (!changed) return t;
      const i = new Interface(methods, embeddeds);
      i.isComparable = t.isComparable;
      i.implicit = t.implicit;
      return i;
    }
    case 'named': {
      // A generic type used with its own type parameters (inside its declaration) is an implicit
      // instance: element[T] in `type element[T any] struct{ next *element[T] }`.
      if (!t.typeArgs && t.typeParams && t.typeParams.some((tp) => m.has(tp))) {
        return instantiateNamed(
          t,
          t.typeParams.map((tp) => m.get(tp) ?? tp),
        );
      }
      if (!t.typeArgs || t.typeArgs.length === 0) return t;
      const args = t.typeArgs.map((a) => subst(a, m, seen));
      if (args.every((a, i) => a === t.typeArgs![i])) return t;
      return instantiateNamed(t.origin ?? t, args);
    }
    case 'alias': {
      if (!t.typeArgs) return t;
      const args = t.typeArgs.map((a) => subst(a, m, seen));
      return instantiateAlias(t.origin ?? t, args);
    }
  }
}

/** Instances are shared per origin and identical type arguments. */
const instances = new WeakMap<Named, Named[]>();

/** The instances of `origin` made so far (for snapshots, src/go/build/snapshot.ts). */
export function instanceList(origin: Named): readonly Named[] | undefined {
  return instances.get(origin);
}

/** Restores the instances of `origin` that a snapshot saved, so that each is still made once. */
export function setInstanceList(origin: Named, list: readonly Named[]): void {
  instances.set(origin, [...list]);
}

export function instantiateNamed(origin: Named, targs: Type[]): Named {
  const tps = origin.typeParams ?? [];
  // Instantiating with the origin's own type parameters denotes the origin (used by generic methods).
  if (targs.length === tps.length && targs.every((a, i) => a === tps[i])) return origin;
  let list = instances.get(origin);
  if (!list) instances.set(origin, (list = []));
  for (const inst of list) {
    if (inst.typeArgs!.every((a, i) => identical(a, targs[i]))) return inst;
  }
  const inst = new Named(origin.obj, undefined);
  inst.origin = origin;
  inst.typeArgs = targs;
  list.push(inst);
  return inst;
}

function instantiateAlias(origin: Alias, targs: Type[]): Alias {
  const a = new Alias(origin.obj, undefined);
  a.origin = origin;
  a.typeArgs = targs;
  a.rhs = origin.rhs ? subst(origin.rhs, makeSubst(origin.typeParams ?? [], targs)) : invalidType;
  return a;
}

/** Lazily compute the underlying type and methods of an instance. */
function expand(n: Named): void {
  const origin = n.origin;
  if (!origin || n.underlyingType) return;
  // The origin is still being declared (mutually recursive generic types: List[T] holding
  // Element[T] holding *List[T]): expand on a later look, not as invalid for good.
  if (!origin.underlyingType || building.has(origin.underlyingType)) return;
  const m = makeSubst(origin.typeParams ?? [], n.typeArgs ?? []);
  n.underlyingType = invalidType; // guard against recursion
  const ou = origin.underlyingType ? under(origin) : invalidType;
  n.underlyingType = subst(ou, m);
  if (n.underlyingType === ou && ou.kind === 'interface') n.underlyingType = ou;
}
setExpandNamed(expand);

/** Methods of an instance: the origin's methods with substituted signatures (origin set). */
export function instanceMethods(n: Named): Func[] {
  const origin = n.origin!;
  ensureMethods(origin);
  if (n.methods.length === origin.methods.length) return n.methods;
  const m = makeSubst(origin.typeParams ?? [], n.typeArgs ?? []);
  n.methods = origin.methods.map((om) => {
    const sig = subst(om.type, m) as Signature;
    const nsig =
      sig === om.type ? new Signature(om.type.recv, om.type.params, om.type.results, om.type.variadic) : sig;
    const recv = om.type.recv;
    if (recv) {
      const rt = unalias(recv.type).kind === 'pointer' ? new Pointer(n) : n;
      nsig.recv = new Var(recv.pos, recv.pkg, recv.name, rt);
      nsig.recv.isParam = true;
    }
    const f = new Func(om.pos, om.pkg, om.name, nsig);
    f.origin = om;
    f.hasBody = om.hasBody;
    f.decl = om.decl;
    return f;
  });
  return n.methods;
}

// ---------------------------------------------------------------------------------------------
// Instantiation with constraint verification

function verify(
  c: Checker,
  tparams: TypeParam[],
  targs: Type[],
  at: (i: number) => Pos,
  goTypesAt?: (i: number) => Pos | undefined,
): void {
  // go/types and types2 verify an instantiation later (check.later in call.go
  // instantiateSignature and typexpr.go instantiatedType): outside function bodies after the
  // package's declarations and the function bodies queued before it, inside one when the statement
  // ends (after the statement's other errors). The instance is used as if valid meanwhile.
  const file = c.currentFile;
  const qf = c.qf;
  laterBodies(c).push(() => {
    const saved = { file: c.currentFile, qf: c.qf };
    c.currentFile = file;
    c.qf = qf;
    try {
      verifyNow(c, tparams, targs, at, goTypesAt);
    } finally {
      c.currentFile = saved.file;
      c.qf = saved.qf;
    }
  });
}

function verifyNow(
  c: Checker,
  tparams: TypeParam[],
  targs: Type[],
  at: (i: number) => Pos,
  goTypesAt?: (i: number) => Pos | undefined,
): boolean {
  const m = makeSubst(tparams, targs);
  for (let i = 0; i < tparams.length; i++) {
    const bound = subst(tparams[i].constraint, m);
    const cause = implementsCause(targs[i], bound, true, c.qf);
    if (cause !== undefined) {
      c.errorAt(at(i), cause, false, goTypesAt?.(i));
      return false;
    }
  }
  return true;
}

export function instantiateType(c: Checker, gen: Named | Alias, targs: Type[], args: Expr[]): Type {
  if (gen.kind === 'alias') {
    verify(c, gen.typeParams!, targs, (i) => startPos(args[i]));
    return instantiateAlias(gen, targs);
  }
  const inst = instantiateNamed(gen, targs);
  // Constraints may refer to types not yet complete; verify now (types are resolved eagerly here).
  verify(c, gen.typeParams!, targs, (i) => startPos(args[i] ?? args[0]));
  c.mono.recordInstance(c.pkg, (i) => c.srcPos((args[i] ?? args[0]).pos), gen.typeParams!, targs);
  return inst;
}

export function instantiateSignature(
  c: Checker,
  call: CallExpr | Expr,
  fun: Expr,
  sig: Signature,
  targs: Type[],
  xlist: Expr[] | undefined,
): Signature | undefined {
  const tparams = sig.typeParams ?? [];
  const inst = subst(sig, makeSubst(tparams, targs)) as Signature;
  const res = inst === sig ? new Signature(sig.recv, sig.params, sig.results, sig.variadic) : inst;
  res.typeParams = undefined;
  const posOf = (i: number) =>
    xlist && i < xlist.length ? startPos(xlist[i]) : call.kind === 'CallExpr' ? call.lparen : call.pos;
  // go/types passes call.Pos(), the start of the call, where types2 passes its '(' (call.go)
  const goTypesAt = (i: number) =>
    (!xlist || i >= xlist.length) && call.kind === 'CallExpr' ? startPos(call) : undefined;
  verify(c, tparams, targs, posOf, goTypesAt);
  c.mono.recordInstance(c.pkg, (i) => c.srcPos(posOf(i)), tparams, targs);
  const id =
    fun.kind === 'Ident'
      ? fun
      : fun.kind === 'SelectorExpr'
        ? fun.sel
        : fun.kind === 'IndexExpr' || fun.kind === 'IndexListExpr'
          ? fun.x.kind === 'Ident'
            ? fun.x
            : fun.x.kind === 'SelectorExpr'
              ? fun.x.sel
              : undefined
          : undefined;
  if (id) c.info.instances.set(id, { typeArgs: targs, type: res });
  return res;
}

/** F[T] used as a value (not called): instantiate, possibly partially (then it must be complete). */
export function funcInstOperand(
  c: Checker,
  x: Operand,
  e: IndexExpr | IndexListExpr,
  indices: Expr[],
  inferRest = true,
): Operand {
  const sig = x.type as Signature;
  // types2 funcInst: instantiation came with go1.18, reported before the type arguments are checked
  c.allowVersion(18, e.lbrack, 'function instantiation');
  const targs = indices.map((a) => c.varType(a));
  if (targs.some(isInvalid)) return invalidOperand(e);
  const want = sig.typeParams!.length;
  if (targs.length > want) {
    c.error(indices[want], `got ${targs.length} type arguments but want ${want}`);
    return invalidOperand(e);
  }
  // A call argument or a value assigned to a function type: the rest is inferred there.
  if (targs.length < want && !inferRest) return { mode: 'value', expr: e, type: sig, targs };
  if (targs.length < want) {
    // Try to infer the rest from constraints (core types).
    const all = infer(c, e, sig.typeParams!, targs, [], [], indices);
    if (!all) return invalidOperand(e);
    const r = instantiateSignature(c, e, e, sig, all, indices);
    return r ? { mode: 'value', expr: e, type: r } : invalidOperand(e);
  }
  const r = instantiateSignature(c, e, e, sig, targs, indices);
  return r ? { mode: 'value', expr: e, type: r } : invalidOperand(e);
}

// ---------------------------------------------------------------------------------------------
/**
 * Where go1.23's GOROOT declares type parameter tp of a standard generic function
 * (`$GOROOT/src/slices/iter.go:57:14`): oplab's std sources are its own, laid out differently. The
 * function is the one of tp's package that declares tp (not necessarily the one called: a generic
 * function passed as an argument has its type parameters inferred in the callee's call).
 */
function stdTypeParamPosString(tp: TypeParam): string | undefined {
  const samePos = (a: SrcPos, b: SrcPos) => a.file === b.file && a.line === b.line && a.col === b.col;
  const pkg = tp.obj.pkg;
  if (pkg === undefined || !pkg.registry) return undefined;
  for (const o of pkg.scope.elems.values()) {
    if (o.kind !== 'func' || o.type.kind !== 'signature') continue;
    // By declaration: inference may run on renamed copies of the type parameters.
    if (!o.type.typeParams?.some((t) => samePos(t.obj.pos, tp.obj.pos))) continue;
    const at = stdTypeParamPos[`${pkg.path}.${o.name}`]?.[tp.obj.name];
    return at === undefined ? undefined : `$GOROOT/src/${at}`;
  }
  return undefined;
}

// Inference

/**
 * Infer missing type arguments from the (typed) arguments by unification, then untyped constants'
 * default types, then constraint core types (types2 infer). Reports "in call to F, cannot infer T".
 */
export function infer(
  c: Checker,
  call: CallExpr | Expr,
  tparams: TypeParam[],
  given: (Type | undefined)[],
  params: Type[],
  args: Operand[],
  _xlist: Expr[] | undefined,
  reverse = false,
): Type[] | undefined {
  const bound: SubstMap = new Map();
  given.forEach((t, i) => {
    if (t !== undefined) bound.set(tparams[i], t);
  });
  const isTP = (t: Type): TypeParam | undefined => {
    const u = unalias(t);
    return u.kind === 'typeparam' && tparams.includes(u) ? u : undefined;
  };
  const fun = call.kind === 'CallExpr' ? call.fun : call;
  // types2 names call.Fun as written (`Map[int]` for a partial instantiation).
  const funName =
    call.kind === 'CallExpr'
      ? exprString(fun)
      : exprString(fun.kind === 'IndexExpr' || fun.kind === 'IndexListExpr' ? fun.x : fun);
  // types2 prefixes a call's inference errors (arguments, call.go); funcInst's (F[int] used as a
  // value, or assigned to a function type) not.
  const inCall = reverse || call.kind !== 'CallExpr' ? '' : `in call to ${funName}, `;
  // types2 infer's pos: a call's '(', an instantiation's '[' (funcInst: inst.Pos()).
  const inferPos =
    call.kind === 'CallExpr'
      ? call.lparen
      : call.kind === 'IndexExpr' || call.kind === 'IndexListExpr'
        ? call.lbrack
        : call.pos;
  // go/types' posn is the *ast.CallExpr itself: its start (call.go arguments: check.infer(call, ...)).
  const goTypesCall = call.kind === 'CallExpr' ? startPos(call) : undefined;

  const unify = (x: Type, y: Type, depth = 0): boolean => {
    if (depth > 50) return true;
    const tp = isTP(x);
    if (tp) {
      const b = bound.get(tp);
      if (b) return unifyLoose(b, y, depth + 1);
      bound.set(tp, y);
      return true;
    }
    // A generic function argument's own (renamed) type parameters are inferred too (Go 1.21:
    // `slices.SortFunc(s, cmp.Compare)`), so they may stand on the argument's side.
    const tpy = isTP(y);
    if (tpy) {
      if (unalias(x) === tpy) return true;
      const b = bound.get(tpy);
      if (b) return unifyLoose(b, x, depth + 1);
      bound.set(tpy, x);
      return true;
    }
    const xu = unalias(x);
    const yu = unalias(y);
    if (xu === yu) return true;
    // A type parameter not being inferred (the caller's own, `maps.Keys(m)` with m of type
    // M ~map[K]V, or L of `Length interface{ ~float64; fmt.Stringer }` passed on to another
    // function constrained by Length) unifies through its core type, in assign mode: a defined
    // type on the other side by its underlying type (types2 unify.go, enableCoreTypeUnification).
    if (xu.kind === 'typeparam' && yu.kind !== 'typeparam') {
      const cx = coreType(xu);
      if (cx) return unify(cx, yu.kind === 'named' ? under(yu) : y, depth + 1);
    } else if (yu.kind === 'typeparam' && xu.kind !== 'typeparam') {
      const cy = coreType(yu);
      if (cy) return unify(xu.kind === 'named' ? under(xu) : x, cy, depth + 1);
    }
    // Go 1.21 interface inference (types2 unify.go, enableInterfaceInference, inexact mode): a
    // parameter of interface type against a non-interface argument: every interface method must
    // exist on the argument and the signatures unify, which binds the type parameters the methods
    // mention (`predicate.Or(predicate.GenerationChangedPredicate{}, …)` infers client.Object).
    if (yu.kind !== 'typeparam' && under(yu).kind !== 'interface' && mentions(xu, tparams)) {
      const xi = under(xu);
      if (xi.kind === 'interface') {
        for (const xm of computeTypeSet(xi).methods) {
          const ym = lookupFieldOrMethod(y, false, xm.pkg, xm.name).obj;
          if (ym === undefined || ym.kind !== 'func' || !unify(xm.type, ym.type, depth + 1)) return false;
        }
        return true;
      }
    }
    if (xu.kind === 'named' && yu.kind === 'named') {
      if ((xu.origin ?? xu) === (yu.origin ?? yu)) {
        const xa = xu.typeArgs ?? [];
        const ya = yu.typeArgs ?? [];
        return xa.every((a, i) => (ya[i] ? unify(a, ya[i], depth + 1) : true));
      }
      return identical(xu, yu) || unify(under(xu), under(yu), depth + 1);
    }
    // Inexact unification: a named type matches an unnamed type through its underlying type.
    if (xu.kind === 'named' && yu.kind !== 'named') return unify(under(xu), yu, depth + 1);
    if (yu.kind === 'named' && xu.kind !== 'named') {
      if (xu.kind === 'interface') return true;
      return unify(xu, under(yu), depth + 1);
    }
    if (xu.kind !== yu.kind) return xu.kind === 'interface';
    switch (xu.kind) {
      case 'pointer':
      case 'slice':
        return unify(xu.elem, (yu as typeof xu).elem, depth + 1);
      case 'array':
        return unify(xu.elem, (yu as typeof xu).elem, depth + 1);
      case 'chan':
        return unify(xu.elem, (yu as typeof xu).elem, depth + 1);
      case 'map':
        return (
          unify(xu.key, (yu as typeof xu).key, depth + 1) && unify(xu.elem, (yu as typeof xu).elem, depth + 1)
        );
      case 'signature': {
        const ys = yu as Signature;
        if (
          xu.params.vars.length !== ys.params.vars.length ||
          xu.results.vars.length !== ys.results.vars.length
        )
          return false;
        return (
          xu.params.vars.every((v, i) => unify(v.type, ys.params.vars[i].type, depth + 1)) &&
          xu.results.vars.every((v, i) => unify(v.type, ys.results.vars[i].type, depth + 1))
        );
      }
      case 'basic':
        return identical(xu, yu);
      case 'struct': {
        const ys = yu as Struct;
        if (xu.fields.length !== ys.fields.length) return false;
        return xu.fields.every((f, i) => unify(f.type, ys.fields[i].type, depth + 1));
      }
      default:
        return true;
    }
  };
  const unifyLoose = (b: Type, y: Type, depth: number): boolean => {
    if (identical(b, y)) return true;
    if (isTP(b) || isTP(y)) return unify(b, y, depth);
    // Allow a bound named type to match an unnamed argument of the same underlying type and vice versa.
    if (identical(under(b), under(y))) {
      if (unalias(b).kind !== 'named' && unalias(y).kind === 'named') {
        for (const [k, v] of bound) if (v === b) bound.set(k, y);
      }
      return true;
    }
    return unify(b, y, depth);
  };

  // 1. Typed arguments.
  for (let i = 0; i < args.length && i < params.length; i++) {
    const a = args[i];
    if (a.mode === 'invalid') return undefined;
    if (isUntyped(a.type)) continue;
    if (!mentions(params[i], tparams) && !mentions(a.type, tparams)) continue;
    if (!unify(params[i], a.type)) {
      c.error(a.expr ?? call, `${inCall}${mismatch(c, tparams, bound, params[i], a, reverse, given)}`);
      return undefined;
    }
  }
  // 2. Untyped arguments for bare type parameters: the default type of the "largest" kind.
  const untypedFor = new Map<TypeParam, Type>();
  for (let i = 0; i < args.length && i < params.length; i++) {
    const a = args[i];
    const tp = isTP(params[i]);
    if (!tp || bound.has(tp) || !isUntyped(a.type) || a.mode === 'nilvalue') continue;
    const prev = untypedFor.get(tp);
    const max = prev ? maxUntyped(prev, a.type) : a.type;
    if (max === undefined) {
      const prevS = prev ? c.t(prev) : '';
      c.error(
        a.expr ?? call,
        `${inCall}mismatched types ${prevS} and ${c.t(a.type)} (cannot infer ${tp.obj.name})`,
      );
      return undefined;
    }
    untypedFor.set(tp, max);
  }
  // 3. Core types of constraints.
  const defaulted = new Set<TypeParam>();
  let progress = true;
  for (let round = 0; progress && round < 5; round++) {
    progress = false;
    for (const tp of tparams) {
      const core = singleCore(tp);
      if (!core) {
        // No core type but a known type argument: it must have the constraint's methods, whose
        // signatures unify (types2 infer.go, the missingMethod call), which infers T in
        // `func Use[T any, G Getter[T]](g G) T` called as Use(Box[int]{}).
        const b = bound.get(tp);
        const iu = under(tp.constraint);
        // Untyped constants' default types are bound after this step in types2 (Show(3) is
        // reported by the later verification, "int does not satisfy fmt.Stringer").
        if (b && !isTP(b) && !defaulted.has(tp) && iu.kind === 'interface') {
          for (const m of computeTypeSet(iu).methods) {
            const bm = lookupFieldOrMethod(b, false, m.pkg, m.name).obj;
            const before = bound.size;
            if (bm?.kind === 'func' && unify(m.type, bm.type)) {
              if (bound.size !== before) progress = true;
              continue;
            }
            if (unalias(b).kind === 'typeparam') continue;
            // "T (type num) does not satisfy fmt.Stringer (missing method String)", at the call.
            const cause = missingMethod(b, tp.constraint, true, c.qf).cause;
            c.errorAt(
              inferPos,
              `${inCall}${tp.obj.name} (type ${c.t(b)}) does not satisfy ${c.t(tp.constraint)}${cause ? ` ${cause}` : ''}`,
              false,
              goTypesCall,
            );
            return undefined;
          }
        }
        continue;
      }
      const b = bound.get(tp);
      if (b) {
        const before = bound.size;
        // types2 infer.go unifies the known argument with the core type; a type parameter argument
        // (the caller's) matches through its own core type (unify above), not its constraint.
        // When they do not unify, the argument cannot satisfy the constraint:
        // `Keys[map[string]int, int]` for `Keys[M ~map[K]V, K comparable, V any]`.
        if (!unify(core.type, core.tilde && unalias(b).kind !== 'typeparam' ? under(b) : b)) {
          c.errorAt(
            inferPos,
            `${inCall}${tp.obj.name} (type ${c.t(b)}) does not satisfy ${c.t(tp.constraint)}`,
            false,
            goTypesCall,
          );
          return undefined;
        }
        if (bound.size !== before) progress = true;
      } else if (!core.tilde) {
        const t = subst(core.type, bound);
        if (!mentions(t, tparams)) {
          bound.set(tp, t);
          progress = true;
        }
      } else if (untypedFor.has(tp) === false) {
        // ~[]E with E known: cannot construct a named type; use the core type itself.
        const t = subst(core.type, bound);
        if (!mentions(t, tparams) && round > 0) {
          bound.set(tp, t);
          progress = true;
        }
      }
    }
    for (const [tp, t] of untypedFor) {
      if (!bound.has(tp)) {
        defaulted.add(tp);
        bound.set(tp, defaultType(t));
        progress = true;
      }
    }
  }
  const res: Type[] = [];
  const cannotInfer = (tp: TypeParam) => {
    // go/types reports it at the call itself (infer's posn is the *ast.CallExpr).
    c.errorAt(
      inferPos,
      `${inCall}cannot infer ${tp.obj.name} (${stdTypeParamPosString(tp) ?? c.absPosString(tp.obj.pos, tp.obj.pkg)})`,
      false,
      goTypesCall,
    );
  };
  for (const tp of tparams) {
    const t = bound.get(tp);
    if (!t) {
      cannotInfer(tp);
      return undefined;
    }
    res.push(subst(t, bound));
  }
  // Resolve type parameters that refer to others (e.g. S bound to []E, or one function argument's
  // type parameter bound to another's).
  for (let k = 0; k < 3 + tparams.length; k++) {
    const m = makeSubst(tparams, res);
    let changed = false;
    for (let i = 0; i < res.length; i++) {
      const t = subst(res[i], m);
      if (t !== res[i]) changed = true;
      res[i] = t;
    }
    if (!changed) break;
  }
  // types2 infer: a type argument still made of the type parameters was not inferred.
  for (let i = 0; i < res.length; i++)
    if (mentions(res[i], tparams)) {
      cannotInfer(tparams[i]);
      return undefined;
    }
  return res;
}

/** types2 infer errorf: why an argument's type does not match its parameter. */
function mismatch(
  c: Checker,
  tparams: TypeParam[],
  bound: SubstMap,
  tpar: Type,
  arg: Operand,
  reverse: boolean,
  given: readonly (Type | undefined)[],
): string {
  const targ = c.t(arg.type);
  const e = arg.expr ? exprString(arg.expr) : '';
  if (tparams.every((tp) => !bound.get(tp))) {
    return `type ${targ} of ${e} does not match ${c.t(tpar)} (cannot infer ${typeParamsString(tparams)})`;
  }
  // types2 infer substitutes the explicit type arguments into the parameters first: `Keys[string]`'s
  // map[K]V is map[string]V, and "inferred" is only said when inference changed it further.
  const param = given.some((t) => t !== undefined) ? subst(tpar, makeSubst(tparams, given as Type[])) : tpar;
  const inferred = subst(param, bound);
  if (inferred !== param && c.t(inferred) !== c.t(param))
    return reverse
      ? `inferred type ${c.t(inferred)} for ${c.t(param)} does not match type ${targ} of ${e}`
      : `type ${targ} of ${e} does not match inferred type ${c.t(inferred)} for ${c.t(param)}`;
  return `type ${targ} of ${e} does not match ${c.t(param)}`;
}

/**
 * Fresh type parameters standing for `tparams` inside `t` (types2 renameTParams): a generic
 * function argument gets its own, so `f(g, g)` or a recursive use infers each separately.
 */
export function renameTypeParams(
  tparams: TypeParam[],
  sig: Signature,
): { tparams: TypeParam[]; type: Signature } {
  const fresh = tparams.map((tp) => new TypeParam(tp.obj, tp.index, tp.constraint));
  const m = makeSubst(tparams, fresh);
  for (const tp of fresh) tp.constraint = subst(tp.constraint, m);
  const t = subst(sig, m) as Signature;
  // Always a new signature (subst returns `sig` itself when no parameter mentions a type
  // parameter), carrying the fresh list so that messages print it as types2 does.
  const type = new Signature(t.recv, t.params, t.results, t.variadic);
  type.typeParams = fresh;
  return { tparams: fresh, type };
}

function typeParamsString(list: TypeParam[]): string {
  const n = list.map((t) => t.obj.name);
  if (n.length <= 1) return n[0] ?? '';
  if (n.length === 2) return `${n[0]} and ${n[1]}`;
  return `${n.slice(0, -1).join(', ')}, and ${n[n.length - 1]}`;
}

/** types2 maxType: the larger of two untyped numeric kinds, the type itself if both are the same, else none. */
function maxUntyped(a: Type, b: Type): Type | undefined {
  const rank = (t: Type) =>
    ({ 'untyped int': 1, 'untyped rune': 2, 'untyped float': 3, 'untyped complex': 4 })[
      (unalias(t) as { info: string }).info
    ] ?? 0;
  const ra = rank(a);
  const rb = rank(b);
  if (ra > 0 && rb > 0) return rb > ra ? b : a;
  return unalias(a) === unalias(b) ? a : undefined;
}

function singleCore(tp: TypeParam): { tilde: boolean; type: Type } | undefined {
  const iu = under(tp.constraint);
  if (iu.kind !== 'interface') return undefined;
  const ts = computeTypeSet(iu);
  if (ts.terms?.length !== 1) {
    if (ts.terms && ts.terms.length > 1) {
      const ct = coreType(tp);
      return ct ? { tilde: true, type: ct } : undefined;
    }
    return undefined;
  }
  return ts.terms[0];
}

/** Whether t mentions any of the type parameters. */
export function mentions(t: Type, tparams: TypeParam[], seen = new Set<Type>()): boolean {
  if (seen.has(t)) return false;
  seen.add(t);
  switch (t.kind) {
    case 'typeparam':
      return tparams.includes(t);
    case 'pointer':
    case 'slice':
    case 'array':
    case 'chan':
      return mentions(t.elem, tparams, seen);
    case 'map':
      return mentions(t.key, tparams, seen) || mentions(t.elem, tparams, seen);
    case 'struct':
      return t.fields.some((f) => mentions(f.type, tparams, seen));
    case 'tuple':
      return t.vars.some((v) => mentions(v.type, tparams, seen));
    case 'signature':
      return mentions(t.params, tparams, seen) || mentions(t.results, tparams, seen);
    case 'named':
      return (t.typeArgs ?? []).some((a) => mentions(a, tparams, seen));
    case 'alias':
      return t.rhs ? mentions(t.rhs, tparams, seen) : false;
    case 'interface':
      return (
        t.methods.some((m) => mentions(m.type, tparams, seen)) ||
        t.embeddeds.some((e) => mentions(e, tparams, seen))
      );
    case 'union':
      return t.terms.some((x) => mentions(x.type, tparams, seen));
    default:
      return false;
  }
}

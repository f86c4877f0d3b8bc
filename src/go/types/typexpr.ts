// Type expressions (types2 typexpr.go, struct.go, interface.go, signature.go).

import type { Expr, FieldList, FuncType, Ident, InterfaceType, StructType } from '../syntax/ast.ts';
import type { Checker } from './checker.ts';
import { toInt, unquoteString } from './constant.ts';
import { building, later, laterBodies, noteInstantiation } from './decl.ts';
import { exprString, startPos } from './exprstring.ts';
import type { Operand } from './operand.ts';
import { comparable, identical, isInteger, isTypeParam, isUntyped } from './predicates.ts';
import { declare } from './resolver.ts';
import {
  ArrayType,
  Chan,
  Func,
  Interface,
  invalidType,
  isInvalid,
  MapType,
  type Named,
  Pointer,
  Scope,
  Signature,
  Slice,
  type SrcPos,
  Struct,
  type Term,
  Tuple,
  type Type,
  TypeName,
  TypeParam,
  Union,
  unalias,
  under,
  Var,
} from './types.ts';
import { computeTypeSet, setBuilding } from './typeset.ts';
import { typeString } from './typestring.ts';
import { anyType, comparableType } from './universe.ts';

/** Evaluate e as a type; reports "x is not a type". */
export function typ(c: Checker, e: Expr): Type {
  return definedType(c, e, undefined);
}

/** Like typ but a constraint interface (with type terms) is not allowed (types2 varType). */
export function varType(c: Checker, e: Expr): Type {
  const t = typ(c, e);
  checkNotConstraint(c, e, t);
  return t;
}

function checkNotConstraint(c: Checker, e: Expr, t: Type): void {
  const u = unalias(t);
  if (u.kind === 'typeparam' || isInvalid(t)) return;
  // types2 validVarType: checked later (in a function, when the statement ends), once the
  // interface is complete.
  later(c, () => {
    const iu = under(t);
    if (iu.kind !== 'interface') return;
    const ts = computeTypeSet(iu);
    if (ts.terms !== undefined || (ts.comparable && u !== undefined)) {
      const what =
        ts.terms !== undefined
          ? 'interface contains type constraints'
          : 'interface is (or embeds) comparable';
      c.error(e, `cannot use type ${c.t(t)} outside a type constraint: ${what}`);
    }
  });
}

export function definedType(c: Checker, e: Expr, def: Named | undefined): Type {
  const t = typInternal(c, e, def);
  c.recordTypeAndValue(e, 'typexpr', t, undefined);
  return t;
}

function typInternal(c: Checker, e: Expr, def: Named | undefined): Type {
  switch (e.kind) {
    case 'BadExpr':
      return invalidType;
    case 'Ident':
    case 'SelectorExpr': {
      const x: Operand = e.kind === 'Ident' ? c.identOperand(e, true) : selectorTypeOperand(c, e);
      if (x.mode === 'typexpr') {
        const t = x.type;
        if (isGenericNamed(t)) {
          c.error(e, `cannot use generic type ${c.t(t)} without instantiation`);
          return invalidType;
        }
        return t;
      }
      if (x.mode === 'invalid') return invalidType;
      if (x.mode === 'novalue') c.error(e, `${c.op(x)} used as type`);
      else if (e.kind === 'SelectorExpr' && !qualified(c, e))
        // a field or method selected from a value: types2 selector reports at the name, wantType
        c.error(e.sel, `${exprString(e)} is not a type`);
      // a qualified identifier is described as an operand (types2 typInternal: "%s is not a type", &x)
      else c.error(e, `${e.kind === 'SelectorExpr' ? c.op(x) : exprString(e)} is not a type`);
      return invalidType;
    }
    case 'IndexExpr':
    case 'IndexListExpr': {
      const args = e.kind === 'IndexExpr' ? [e.index] : e.indices;
      c.allowVersion(18, e, 'type instantiation');
      return instantiatedType(c, e.x, args, e, def);
    }
    case 'ParenExpr':
      return definedType(c, e.x, def);
    case 'ArrayType': {
      if (!e.len) {
        const sl = early(def, new Slice(invalidType));
        sl.elem = varType(c, e.elt);
        return sl;
      }
      if (e.len.kind === 'Ellipsis') {
        // types2 reports it at the array type ([), the parser having dropped the `...` (Len == nil).
        c.error(e, 'invalid use of [...] array (outside a composite literal)');
        varType(c, e.elt);
        return invalidType;
      }
      const n = arrayLength(c, e.len);
      const elem = varType(c, e.elt);
      return n < 0 ? invalidType : new ArrayType(elem, n);
    }
    case 'Ellipsis':
      c.error(e, 'invalid use of ...');
      return invalidType;
    case 'StructType':
      return structType(c, e, def);
    case 'StarExpr': {
      const p = early(def, new Pointer(invalidType));
      p.elem = typ(c, e.x);
      return p;
    }
    case 'FuncType':
      return funcType(c, undefined, e, new Scope(c.scope, 'function', true), undefined, def).sig;
    case 'InterfaceType':
      return interfaceType(c, e, def);
    case 'MapType': {
      const key = varType(c, e.key);
      const elem = varType(c, e.value);
      // Checked once every type is complete (`type S struct{ m map[S]bool }`, `type m map[k]int;
      // type k [1]m`; a type parameter's constraint may come later), as types2 delays every key
      // check (typexpr.go MapType).
      const at = c.srcPos(startPos(e.key));
      laterBodies(c).push(() => {
        if (isInvalid(key) || comparable(key)) return;
        const why = isTypeParam(key) ? ' (missing comparable constraint)' : '';
        c.errorAt(at, `invalid map key type ${c.t(key)}${why}`);
      });
      return new MapType(key, elem);
    }
    case 'ChanType':
      return new Chan(e.dir, varType(c, e.value));
    case 'UnaryExpr':
      if (e.op === '~') {
        c.error(e, `cannot use ${exprString(e)} outside a type constraint`);
        return invalidType;
      }
      break;
    default:
      break;
  }
  // Not a type: evaluate as expression for a better message.
  const x = c.expr(e);
  if (x.mode !== 'invalid') c.error(e, `${exprString(e)} is not a type`);
  return invalidType;
}

function isGenericNamed(t: Type): boolean {
  return (
    (t.kind === 'named' || t.kind === 'alias') && !!t.typeParams && !t.typeArgs && t.typeParams.length > 0
  );
}

/** pkg.T or a selector that must denote a type. */
/** A qualified identifier in type position; a generic type stays uninstantiated for the caller to check. */
/** `pkg.Name`: the selector's operand is an imported package's name. */
function qualified(c: Checker, e: Expr & { kind: 'SelectorExpr' }): boolean {
  return e.x.kind === 'Ident' && c.scope.lookupParent(e.x.name)?.[1]?.kind === 'pkgname';
}

function selectorTypeOperand(c: Checker, e: Expr & { kind: 'SelectorExpr' }): Operand {
  return c.rawExpr(e, undefined, true);
}

/** types2 arrayLength. */
export function arrayLength(c: Checker, e: Expr): number {
  if (e.kind === 'Ident') {
    const obj = c.scope.lookupParent(e.name)?.[1];
    if (!obj) {
      c.error(e, `undefined array length ${e.name} or missing type constraint`);
      return -1;
    }
    if (obj.kind !== 'const') {
      c.error(e, `invalid array length ${e.name}`);
      return -1;
    }
  }
  const x = c.expr(e);
  if (x.mode !== 'constant') {
    if (x.mode !== 'invalid') c.error(e, `array length ${c.op(x)} must be constant`);
    return -1;
  }
  if (isUntyped(x.type) || isInteger(x.type)) {
    const v = toInt(x.val!);
    if (v.kind === 'int' && v.value >= 0n && v.value < 1n << 63n) return Number(v.value);
  }
  c.error(
    e,
    isInteger(x.type) ? `invalid array length ${c.op(x)}` : `array length ${c.op(x)} must be integer`,
  );
  return -1;
}

/**
 * A defined type's underlying type is its type literal before the literal's parts are checked
 * (types2 setDefType), so `type T2 T1` met inside `type T1 struct{ Next *T2 }` is no cycle; a
 * struct is `building` until its fields are in.
 */
function early<T extends Type>(def: Named | undefined, t: T): T {
  if (def) def.underlyingType = t;
  return t;
}

function structType(c: Checker, e: StructType, def?: Named): Type {
  const fields: Var[] = [];
  const tags: string[] = [];
  const st = early(def, new Struct(fields, tags));
  building.add(st);
  const seen = new Map<string, Var>();
  for (const f of e.fields.list) {
    const t = varType(c, f.type);
    const tag = f.tag ? (unquoteString(f.tag.value) ?? '') : '';
    const add = (id: Ident | undefined, name: string, embedded: boolean, at?: Ident) => {
      const v = new Var(c.srcPos(id ? id.pos : (at ?? f.type).pos), c.pkg, name, t);
      v.isField = true;
      v.embedded = embedded;
      if (name !== '_') {
        const alt = seen.get(name);
        if (alt) {
          c.errorAt(v.pos, `${name} redeclared\n\t${c.posString(alt.pos)}: other declaration of ${name}`);
        } else seen.set(name, v);
      }
      if (id) c.recordDef(id, v);
      fields.push(v);
      tags.push(tag);
    };
    if (f.names.length > 0) {
      for (const n of f.names) add(n, n.name, false);
    } else {
      // Embedded field: T, *T, pkg.T, T[args].
      // The field is at its type name: T in *T and in pkg.T (types2 struct.go embeddedFieldIdent).
      const ident = embeddedFieldIdent(f.type);
      add(undefined, ident?.name ?? '_', true, ident);
      // types2 struct.go: the embedded type's shape is checked later (in a function, when the
      // statement ends), not to expand a type that may be incomplete.
      const ft = f.type;
      if (!isInvalid(t))
        later(c, () => {
          const base = unalias(t).kind === 'pointer' ? (unalias(t) as Pointer).elem : t;
          const bu = under(base);
          if (unalias(t).kind === 'pointer' && (bu.kind === 'pointer' || bu.kind === 'interface')) {
            c.error(
              ft,
              bu.kind === 'pointer'
                ? 'embedded field type cannot be a pointer'
                : 'embedded field type cannot be a pointer to an interface',
            );
          } else if (isTypeParam(base)) {
            c.error(ft, 'embedded field type cannot be a (pointer to a) type parameter');
          } else if (bu.kind === 'pointer') c.error(ft, 'embedded field type cannot be a pointer');
        });
    }
  }
  building.delete(st);
  return st;
}

function embeddedFieldIdent(e: Expr): Ident | undefined {
  switch (e.kind) {
    case 'Ident':
      return e;
    case 'StarExpr':
    case 'IndexExpr':
    case 'IndexListExpr':
    case 'ParenExpr':
      return embeddedFieldIdent(e.x);
    case 'SelectorExpr':
      return e.sel;
    default:
      return undefined;
  }
}

/** A receiver list cut to its first parameter, as gc's parser keeps it. */
function firstReceiver(list: FieldList): FieldList {
  const f = list.list[0];
  if (f === undefined || (list.list.length === 1 && f.names.length <= 1)) return list;
  return { ...list, list: [{ ...f, names: f.names.slice(0, 1) }] };
}

/** Collect a function signature, declaring parameters in `scope` (types2 funcType). */
export function funcType(
  c: Checker,
  recvList: FieldList | undefined,
  ft: FuncType,
  scope: Scope,
  recvTypeParams?: TypeParam[],
  def?: Named,
): { sig: Signature; recv: Var | undefined } {
  const saved = c.scope;
  c.scope = scope;
  try {
    const sig = early(def, new Signature(undefined, new Tuple([]), new Tuple([]), false));
    if (ft.typeParams && ft.typeParams.list.length > 0) {
      sig.typeParams = collectTypeParams(c, ft.typeParams, scope);
    }
    let recv: Var | undefined;
    const toDeclare: [Ident, Var][] = [];
    if (recvList) {
      // A receiver list of no or several parameters is the parser's error (syntax/parser.go
      // funcDeclOrNil: "method has no receiver", "method has multiple receivers"), which keeps the
      // first parameter as the receiver: the others are not checked (`func (a b, c d) m()` says
      // nothing of d).
      const [rv, , rd] = collectParams(c, firstReceiver(recvList), false, true);
      toDeclare.push(...rd);
      recv = rv[0];
      sig.recv = recv;
      sig.recvTypeParams = recvTypeParams;
    }
    const [params, variadic, pd] = collectParams(c, ft.params, true, false);
    const [results, , rsd] = ft.results ? collectParams(c, ft.results, false, false) : [[], false, []];
    toDeclare.push(...pd, ...rsd);
    for (const [id, v] of toDeclare) declare(c, scope, id, v);
    sig.params = new Tuple(params);
    sig.results = new Tuple(results);
    sig.variadic = variadic;
    return { sig, recv };
  } finally {
    c.scope = saved;
  }
}

function collectParams(
  c: Checker,
  list: FieldList,
  variadicOk: boolean,
  _isRecv: boolean,
): [Var[], boolean, [Ident, Var][]] {
  const vars: Var[] = [];
  let variadic = false;
  let named = false;
  let anon = false;
  // Parameters are in scope in the body only: all parameter types are resolved before any
  // parameter name is declared (func f(time string, t time.Time) refers to package time).
  const pendingDecls: [Ident, Var][] = [];
  list.list.forEach((f, i) => {
    let ftype = f.type;
    let isVariadic = false;
    if (ftype.kind === 'Ellipsis') {
      ftype = ftype.elt ?? ftype;
      if (variadicOk && i === list.list.length - 1 && f.names.length <= 1) isVariadic = true;
      else c.error(f.type, 'can only use ... with final parameter in list');
    }
    // A receiver is a variable too (types2 collectParams uses varType for it): `func (n Num) M()`
    // with a constraint interface Num is also "cannot use type Num outside a type constraint".
    let t = varType(c, ftype);
    if (isVariadic) {
      t = new Slice(t);
      variadic = true;
    }
    if (f.names.length > 0) {
      named = true;
      for (const n of f.names) {
        const v = new Var(c.srcPos(n.pos), c.pkg, n.name, t);
        v.isParam = true;
        v.used = true;
        pendingDecls.push([n, v]);
        vars.push(v);
      }
    } else {
      anon = true;
      const v = new Var(c.srcPos(ftype.pos), c.pkg, '', t);
      v.isParam = true;
      v.used = true;
      vars.push(v);
    }
  });
  if (named && anon) c.error(list.list[0]?.pos ?? list.pos, 'mixed named and unnamed parameters');
  return [vars, variadic, pendingDecls];
}

/** Declare type parameters `[T any, U ~int | string]` in scope. */
export function collectTypeParams(c: Checker, list: FieldList, scope: Scope): TypeParam[] {
  const tparams: TypeParam[] = [];
  // Declare all names first: constraints may refer to any of them.
  for (const f of list.list) {
    for (const n of f.names) {
      const tn = new TypeName(c.srcPos(n.pos), c.pkg, n.name, undefined);
      const tp = new TypeParam(tn, tparams.length, anyType);
      tn.type = tp;
      declare(c, scope, n, tn);
      tparams.push(tp);
    }
  }
  const saved = c.scope;
  c.scope = scope;
  try {
    let i = 0;
    for (const f of list.list) {
      const bound = constraintType(c, f.type);
      for (const _ of f.names) {
        tparams[i].constraint = bound;
        i++;
      }
    }
  } finally {
    c.scope = saved;
  }
  return tparams;
}

/** A constraint: an interface type, or a type term/union wrapped in an implicit interface. */
function constraintType(c: Checker, e: Expr): Type {
  if ((e.kind === 'BinaryExpr' && e.op === '|') || (e.kind === 'UnaryExpr' && e.op === '~')) {
    const u = unionType(c, e);
    const iface = new Interface([], embeddable(c, u, e) ? [u] : []);
    iface.implicit = true;
    c.recordTypeAndValue(e, 'typexpr', iface, undefined);
    return iface;
  }
  const t = typ(c, e);
  if (isInvalid(t)) return anyType;
  if (under(t).kind !== 'interface' || isTypeParam(t)) {
    const iface = new Interface([], isTypeParam(t) || embeddable(c, t, e) ? [t] : []);
    iface.implicit = true;
    return iface;
  }
  return t;
}

/**
 * A union or a non-interface type in an interface came with go1.18: below it the element is
 * reported and left out of the type set (types2 typeset.go computeInterfaceTypeSet).
 */
function embeddable(c: Checker, t: Type, e: Expr): boolean {
  let start = e;
  while (start.kind === 'BinaryExpr') start = start.x;
  const what = t.kind === 'union' ? 'embedding interface element' : 'embedding non-interface type';
  return c.allowVersion(18, start, `${what} ${c.t(t)}`);
}

function unionType(c: Checker, e: Expr): Union {
  const terms: Term[] = [];
  const exprs: Expr[] = [];
  const walk = (x: Expr) => {
    if (x.kind === 'BinaryExpr' && x.op === '|') {
      walk(x.x);
      walk(x.y);
      c.recordTypeAndValue(x, 'typexpr', new Union(terms.slice()), undefined);
      return;
    }
    const tilde = x.kind === 'UnaryExpr' && x.op === '~';
    const tx = tilde ? (x as { x: Expr }).x : x;
    let t = typ(c, tx);
    // types2 union.go parseTilde: embedding a lone type parameter is not permitted (go.dev/issue/47127).
    if (isTypeParam(t)) {
      c.error(
        tx,
        tilde
          ? `type in term ${exprString(x)} cannot be a type parameter`
          : 'term cannot be a type parameter',
      );
      t = invalidType;
    }
    terms.push({ tilde, type: t });
    exprs.push(x);
    if (tilde) c.recordTypeAndValue(x, 'typexpr', new Union([{ tilde: true, type: t }]), undefined);
  };
  walk(e);
  // types2 union.go parseUnion: the validity of each term, checked later (check.later, the queue
  // function bodies wait in), once types are set up; the order matters for gc's "too many errors".
  // Terms print with %s (Term.String: no qualifier, so by package path; gc compiles a main package
  // as -p main, hence `main.MyInt`).
  const termString = (t: Term) =>
    (t.tilde ? '~' : '') + typeString(t.type, (p) => (p.name === 'main' ? 'main' : p.path));
  laterBodies(c).push(() => validateTerms(c, terms, exprs, termString));
  return new Union(terms);
}

function validateTerms(c: Checker, terms: Term[], exprs: Expr[], termString: (t: Term) => string): void {
  terms.forEach((t, i) => {
    if (isInvalid(t.type)) return;
    const u = under(t.type);
    const f = u.kind === 'interface' ? u : undefined;
    if (t.tilde) {
      if (f) {
        c.error(exprs[i], `invalid use of ~ (${c.t(t.type)} is an interface)`);
        return;
      }
      if (!isIdenticalToUnder(t.type)) {
        c.error(exprs[i], `invalid use of ~ (underlying type of ${c.t(t.type)} is ${c.t(u)})`);
        return;
      }
    }
    if (f) {
      const ts = computeTypeSet(f);
      if (ts.methods.length !== 0)
        c.error(exprs[i], `cannot use ${termString(t)} in union (${termString(t)} contains methods)`);
      else if (unalias(t.type) === comparableType) c.error(exprs[i], 'cannot use comparable in union');
      else if (ts.comparable)
        c.error(exprs[i], `cannot use ${termString(t)} in union (${termString(t)} embeds comparable)`);
      return;
    }
    // Overlapping (non-disjoint) terms: a|a, a|~a, ~a|~a, ~a|A with under(A) == a (term.disjoint).
    for (let j = 0; j < i; j++) {
      const x = terms[j];
      if (isInvalid(x.type) || under(x.type).kind === 'interface') continue;
      const ux = t.tilde ? under(x.type) : x.type;
      const uy = x.tilde ? under(t.type) : t.type;
      if (identical(ux, uy)) {
        c.error(exprs[i], `overlapping terms ${termString(t)} and ${termString(x)}`, true);
        break;
      }
    }
  });
}

function isIdenticalToUnder(t: Type): boolean {
  const u = unalias(t);
  return u.kind !== 'named' && u.kind !== 'typeparam';
}

function interfaceType(c: Checker, e: InterfaceType, def: Named | undefined): Interface {
  const methods: Func[] = [];
  const embeddeds: Type[] = [];
  const iface = new Interface(methods, embeddeds);
  const embedPos = new Map<Type, SrcPos>();
  if (def) def.underlyingType = iface;
  setBuilding(iface, true);
  for (const f of e.methods.list) {
    if (f.names.length > 0 && f.type.kind === 'FuncType') {
      const name = f.names[0];
      const { sig } = funcType(c, undefined, f.type, new Scope(c.scope, 'function', true));
      const recv = new Var(c.srcPos(name.pos), c.pkg, '', def ?? iface);
      sig.recv = recv;
      const m = new Func(c.srcPos(name.pos), c.pkg, name.name, sig);
      if (name.name === '_') c.error(name, 'methods must have a unique non-blank name');
      else if (methods.some((x) => x.name === name.name)) {
        const alt = methods.find((x) => x.name === name.name)!;
        c.errorAt(
          m.pos,
          `duplicate method ${name.name}\n\t${c.posString(alt.pos)}: other declaration of method ${name.name}`,
        );
      } else methods.push(m);
      c.recordDef(name, m);
      continue;
    }
    const te = f.type;
    if ((te.kind === 'BinaryExpr' && te.op === '|') || (te.kind === 'UnaryExpr' && te.op === '~')) {
      const u = unionType(c, te);
      if (embeddable(c, u, te)) embeddeds.push(u);
      continue;
    }
    const t = typ(c, te);
    if (isInvalid(t)) continue;
    if (under(t).kind !== 'interface' && !isTypeParam(t) && !embeddable(c, t, te)) continue;
    embeddeds.push(t);
    embedPos.set(t, c.srcPos(te.pos));
  }
  // types2 typeset.go computeInterfaceTypeSet (run later, once types are set up): a method an
  // embedded interface brings in that clashes with an explicit one or with an earlier embedded one
  // of another signature is a "duplicate method" at the embedding (reported in a later check).
  laterBodies(c).push(() => {
    const seen = new Map<string, { m: Func; pos: SrcPos }>();
    const id = (m: Func) => (/^[A-Z]/.test(m.name) ? m.name : `${m.pkg?.path ?? ''}.${m.name}`);
    for (const m of methods) seen.set(id(m), { m, pos: m.pos });
    for (const t of embeddeds) {
      const pos = embedPos.get(t);
      const u = under(t);
      if (pos === undefined || u.kind !== 'interface' || isTypeParam(t)) continue;
      for (const m of computeTypeSet(u).methods) {
        const other = seen.get(id(m));
        if (other === undefined) seen.set(id(m), { m, pos });
        else if (!identical(m.type, other.m.type))
          laterBodies(c).push(() =>
            c.errorAt(
              pos,
              `duplicate method ${m.name}\n\t${c.posString(other.pos)}: other declaration of method ${m.name}`,
            ),
          );
      }
    }
  });
  setBuilding(iface, false);
  iface.tset = undefined;
  return iface;
}

/** T[args] for a generic type T. */
export function instantiatedType(c: Checker, x: Expr, args: Expr[], _e: Expr, def: Named | undefined): Type {
  const gx =
    x.kind === 'Ident'
      ? c.identOperand(x, true)
      : x.kind === 'SelectorExpr'
        ? selectorTypeOperand(c, x)
        : c.expr(x, true);
  if (gx.mode === 'invalid') return invalidType;
  if (gx.mode !== 'typexpr') {
    c.error(x, `${exprString(x)} is not a type`);
    return invalidType;
  }
  const gen = gx.type;
  if (!((gen.kind === 'named' || gen.kind === 'alias') && gen.typeParams && !gen.typeArgs)) {
    // types2 typexpr.go instantiatedType: the operation, its type arguments as a list, the cause.
    c.error(
      x,
      `invalid operation: ${exprString(x)}[${args.map(exprString).join(', ')}] (${c.t(gen)} is not a generic type)`,
    );
    return invalidType;
  }
  c.recordTypeAndValue(x, 'typexpr', gen, undefined);
  const targs = args.map((a) => varType(c, a));
  if (targs.some(isInvalid)) return invalidType;
  const want = gen.typeParams!.length;
  if (targs.length !== want) {
    const msg = targs.length < want ? 'not enough' : 'too many';
    // At the generic type, too many or too few (types2 validateTArgLen(x.Pos(), ...)), reported
    // later with the instance's verification (typexpr.go instantiatedType: check.later; in a
    // function when the statement ends). The instance's underlying type is invalid.
    const n = targs.length;
    later(c, () => c.error(x, `${msg} type arguments for type ${gen.obj.name}: have ${n}, want ${want}`));
    return invalidType;
  }
  const inst = c.instantiateType(gen, targs, args);
  if (gen.kind === 'named' && inst.kind === 'named' && gen.obj.pkg === c.pkg)
    noteInstantiation(gen, inst, c.srcPos(x.pos));
  const id = x.kind === 'Ident' ? x : x.kind === 'SelectorExpr' ? x.sel : undefined;
  if (id) c.info.instances.set(id, { typeArgs: targs, type: inst });
  void def;
  return inst;
}

export { isUntyped };

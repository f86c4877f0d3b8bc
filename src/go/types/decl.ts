// Declarations of package-level and local objects (types2 decl.go): lazy, cycle-aware resolution of
// constants, variables, types and functions, and method association.

import type { Expr, FuncDecl, GenDecl, Ident, TypeSpec, ValueSpec } from '../syntax/ast.ts';
import type { Checker, DeclInfo } from './checker.ts';
import { makeInt } from './constant.ts';
import { exprString } from './exprstring.ts';
import { setEnsureMethods } from './lookup.ts';
import { invalidOperand } from './operand.ts';
import { isConstType } from './predicates.ts';
import { declare, methodObjs } from './resolver.ts';
import {
  Alias,
  Const,
  type Func,
  invalidType,
  isInvalid,
  Named,
  type Obj,
  Scope,
  type SrcPos,
  type Type,
  TypeName,
  type TypeParam,
  unalias,
  under,
  Var,
} from './types.ts';
import { methodQualifier } from './typestring.ts';

/** Make sure obj is fully declared (its type computed). Safe to call repeatedly. */
export function objDecl(c: Checker, obj: Obj): void {
  const d = c.objMap.get(obj);
  if (!d) return;
  const color = c.objColor.get(obj);
  if (color === 'black') return;
  if (color === 'grey') {
    // A cycle through obj. Types may legitimately refer to themselves (through indirections);
    // constants and variables may not.
    cycleError(c, obj);
    return;
  }
  c.objColor.set(obj, 'grey');
  c.objPath.push(obj);
  const saved = { decl: c.decl, scope: c.scope, iota: c.iota, fn: c.fn, file: c.currentFile };
  c.fn = undefined;
  c.scope = d.file.scope;
  c.currentFile = d.file.file.filename;
  try {
    switch (obj.kind) {
      case 'const':
        c.decl = d;
        constDecl(c, obj, d);
        break;
      case 'var':
        c.decl = d;
        varDecl(c, obj, d);
        break;
      case 'typename':
        typeDecl(c, obj, d.tspec!, undefined);
        break;
      case 'func':
        c.decl = d;
        funcDecl(c, obj, d);
        break;
    }
  } finally {
    c.objPath.pop();
    c.objColor.set(obj, 'black');
    c.decl = saved.decl;
    c.scope = saved.scope;
    c.iota = saved.iota;
    c.fn = saved.fn;
    c.currentFile = saved.file;
  }
}

/**
 * A reference to obj while its declaration is being checked (types2 decl.go validCycle and
 * cycleError). Functions may recur; a cycle of only constants and variables is reported by the
 * initialization order check; a cycle of only types is fine when one of them is a type definition
 * (an invalid definition is found by validType). Anything else is invalid: a cycle of aliases only
 * (`type X = Y; type Y = X`, `type P = *P`), or types mixed with values.
 */
function cycleError(c: Checker, obj: Obj): void {
  if (obj.kind === 'func') return;
  const i = c.objPath.indexOf(obj);
  const cycle = i >= 0 ? c.objPath.slice(i) : [obj];
  let nval = 0;
  let ndef = 0;
  for (const o of cycle) {
    if (o.kind === 'const' || o.kind === 'var') nval++;
    else if (o.kind === 'typename' && !isAliasDecl(c, o)) ndef++;
  }
  if (nval === cycle.length) {
    (obj as Var | Const).type = invalidType;
    return;
  }
  if (nval === 0 && ndef > 0) return;
  if (obj.kind === 'const' || obj.kind === 'var') (obj as Var | Const).type = invalidType;
  // The reference resolves to the invalid type, as types2 sets obj.typ = Typ[Invalid]: an alias
  // stays invalid, a type definition's literals here are not reported again.
  if (obj.kind === 'typename') {
    brokenTypes.add(obj);
    if (isAliasDecl(c, obj)) brokenAliases.add(obj);
  }
  // Reported from the object first in the source, in go1.23's words (cycleError, firstInSrc).
  let start = 0;
  cycle.forEach((o, k) => {
    const p = o.pos;
    const q = cycle[start].pos;
    if (p.file < q.file || (p.file === q.file && (p.offset ?? 0) < (q.offset ?? 0))) start = k;
  });
  const first = cycle[start];
  const isType = first.kind === 'typename';
  if (cycle.length === 1) {
    c.errorAt(
      first.pos,
      isType
        ? `invalid recursive type: ${first.name} refers to itself`
        : `invalid cycle in declaration: ${first.name} refers to itself`,
    );
    return;
  }
  let msg = isType ? `invalid recursive type ${first.name}` : `invalid cycle in declaration of ${first.name}`;
  for (let k = 0; k < cycle.length; k++) {
    const o = cycle[(start + k) % cycle.length];
    msg += `\n\t${c.posString(o.pos)}: ${o.name} refers to`;
  }
  msg += `\n\t${c.posString(first.pos)}: ${first.name}`;
  c.errorAt(first.pos, msg);
}

/** Aliases found in an invalid declaration cycle (their type is the invalid type). */
const brokenAliases = new WeakSet<Obj>();
/** Struct types whose fields are being checked (typexpr.ts structType). */
export const building = new WeakSet<Type>();
/** Type names referred to in an invalid declaration cycle. */
export const brokenTypes = new WeakSet<Obj>();

function isAliasDecl(c: Checker, o: Obj): boolean {
  const spec = c.objMap.get(o)?.tspec;
  if (spec) return spec.assign !== undefined;
  return o.kind === 'typename' && o.type?.kind === 'alias';
}

function constDecl(c: Checker, obj: Const, d: DeclInfo): void {
  c.iota = makeInt(d.iota ?? 0);
  let t: Type | undefined;
  if (d.vtype) {
    t = c.typ(d.vtype);
    if (!isInvalid(t) && !isConstType(t)) {
      if (!d.inherited) c.error(d.vtype, `invalid constant type ${c.t(t)}`);
      obj.type = invalidType;
      return;
    }
  }
  const savedErrPos = c.errPos;
  c.errPos = d.inherited && d.init ? obj.pos : undefined;
  try {
    const x = d.init ? c.expr(d.init) : invalidOperand();
    c.initConst(obj, x, t);
  } finally {
    c.errPos = savedErrPos;
  }
}

function varDecl(c: Checker, obj: Var, d: DeclInfo): void {
  let t: Type | undefined;
  if (d.vtype) {
    t = c.varType(d.vtype);
    if (d.lhs) for (const v of d.lhs) v.type = t;
    else obj.type = t;
  }
  if (!d.init) {
    if (!d.vtype) obj.type = invalidType;
    return;
  }
  if (d.lhs && d.lhs.length > 1) {
    // a, b = f(): declare all variables together.
    for (const v of d.lhs) c.objColor.set(v, 'grey');
    if (!d.vtype) for (const v of d.lhs) c.markPending(v);
    c.initVars(d.lhs, [d.init], undefined);
    for (const v of d.lhs) c.objColor.set(v, 'black');
    return;
  }
  if (!d.vtype) c.markPending(obj);
  c.initVarDecl(obj, d.init);
}

/** Declare a named type (package-level or local). */
export function typeDecl(c: Checker, obj: TypeName, spec: TypeSpec, _def: Named | undefined): void {
  if (spec.assign) {
    // Alias declaration.
    const alias = new Alias(obj, undefined);
    obj.type = alias;
    if (spec.typeParams && spec.typeParams.list.length > 0) {
      const scope = new Scope(c.scope, `type ${obj.name}`);
      alias.typeParams = c.collectTypeParams(spec.typeParams, scope);
      const saved = c.scope;
      c.scope = scope;
      alias.rhs = c.typ(spec.type);
      c.scope = saved;
    } else alias.rhs = c.typ(spec.type);
    if (brokenAliases.has(obj) || (unalias(alias) === invalidType && alias.rhs !== invalidType))
      alias.rhs = invalidType;
    return;
  }
  const named = new Named(obj, undefined);
  obj.type = named;
  // types2 typeDecl queues validType first thing (check.later), before the right-hand side queues
  // its own checks; a cycle is found (and the type made invalid) right away here, but reported
  // from that place in the queue: after the package's declarations, or, in a function, when the
  // statement ends.
  const cycles: [SrcPos, string][] = [];
  later(c, () => {
    for (const [pos, msg] of cycles) c.errorAt(pos, msg);
  });
  let scope = c.scope;
  if (spec.typeParams && spec.typeParams.list.length > 0) {
    c.allowVersion(18, spec.typeParams.list[0], 'type parameter');
    scope = new Scope(c.scope, `type ${obj.name}`);
    c.info.scopes.set(spec, scope);
    named.typeParams = c.collectTypeParams(spec.typeParams, scope);
  }
  const saved = c.scope;
  c.scope = scope;
  let rhs: Type;
  try {
    rhs = c.definedType(spec.type, named);
  } finally {
    c.scope = saved;
  }
  rhsOf.set(named, rhs);
  const u = unalias(rhs);
  if (
    u === named ||
    (u.kind === 'named' &&
      !u.underlyingType &&
      !u.origin &&
      u.obj.pkg === c.pkg &&
      c.objColor.get(u.obj) === 'grey')
  ) {
    // type T T, or type A B; type B A.
    if (u === named) c.errorAt(obj.pos, `invalid recursive type: ${obj.name} refers to itself`);
    else {
      const other = (u as Named).obj;
      c.errorAt(
        (obj.pos.offset ?? 0) <= (other.pos.offset ?? 0) ? obj.pos : other.pos,
        recursiveMsg(c, obj, u),
      );
    }
    named.underlyingType = invalidType;
  } else if (u.kind === 'typeparam') {
    c.error(spec.type, `cannot use a type parameter as RHS in type declaration`);
    named.underlyingType = invalidType;
  } else {
    named.underlyingType = under(rhs);
  }
  if (!isInvalid(named.underlyingType)) validType(c, named, obj, (pos, msg) => cycles.push([pos, msg]));
  collectMethods(c, named);
}

function recursiveMsg(c: Checker, obj: TypeName, u: Type): string {
  const other = (u as Named).obj;
  const [first, second] = (obj.pos.offset ?? 0) <= (other.pos.offset ?? 0) ? [obj, other] : [other, obj];
  return `invalid recursive type ${first.name}\n\t${c.posString(first.pos)}: ${first.name} refers to\n\t${c.posString(second.pos)}: ${second.name} refers to\n\t${c.posString(first.pos)}: ${first.name}`;
}

/** A defined type's right-hand side (types2 Named.fromRHS), which validType follows. */
const rhsOf = new WeakMap<Named, Type>();

/**
 * Where an instance of a generic type of this package was first written (`T[P]`, `L[int]`), as
 * types2's instance TypeName is made at its instantiation: a cycle through an instance is reported
 * there (validtype.go, cycleError of the instance's object). `T[P]` inside T itself denotes the
 * origin here, so its position is kept apart, on the origin.
 */
const instPos = new WeakMap<Named, SrcPos>();
const selfInstPos = new WeakMap<Named, SrcPos>();

export function noteInstantiation(gen: Named, inst: Named, at: SrcPos): void {
  const m = inst === gen ? selfInstPos : instPos;
  if (!m.has(inst)) m.set(inst, at);
}

/** Types already reported as part of a cycle (report each cycle once). */
const inCycle = new WeakSet<Named>();

/**
 * Report a struct/array/interface type that contains itself without indirection (types2 validType), with
 * gc's cycle listing: "invalid recursive type A / A refers to / B refers to / A".
 */
function validType(
  c: Checker,
  named: Named,
  obj: TypeName,
  report: (pos: SrcPos, msg: string) => void,
): void {
  if (inCycle.has(named)) {
    named.underlyingType = invalidType;
    return;
  }
  const path: Named[] = [];
  let cycle: Named[] | undefined;
  let instCycle: Named | undefined;
  const visit = (t: Type): boolean => {
    const u = unalias(t);
    if (u.kind === 'named' && u.origin) {
      // An instance of a generic type of this package contains itself ([2]L[int] inside L):
      // types2 reports the instance (its own cycle of one) wherever the walk started.
      if (u.obj.pkg !== c.pkg || !instPos.has(u) || path.length > 64) return true;
      if (path.includes(u)) {
        // A longer cycle through instances is not reported here (nor was it before).
        if (path.indexOf(u) !== path.length - 1) return true;
        instCycle ??= u;
        return false;
      }
      path.push(u);
      const ok = visit(under(u));
      path.pop();
      return ok;
    }
    if (u.kind === 'named') {
      if (u.origin || u.obj.pkg !== c.pkg || !u.underlyingType) return true;
      const i = path.indexOf(u);
      if (i >= 0) {
        if (i === 0) cycle = path.slice();
        return i !== 0;
      }
      path.push(u);
      const ok = visit(rhsOf.get(u) ?? u.underlyingType);
      path.pop();
      return ok;
    }
    if (u.kind === 'struct') return u.fields.every((f) => visit(f.type));
    if (u.kind === 'array') return visit(u.elem);
    // An interface embedding itself, directly or through others, or through a union term
    // (types2 validtype.go: *Union terms, *Interface embeddeds).
    if (u.kind === 'interface') return u.embeddeds.every(visit);
    if (u.kind === 'union') return u.terms.every((t) => visit(t.type));
    return true;
  };
  path.push(named);
  const ok = named.underlyingType ? visit(named.underlyingType) : true;
  if (instCycle) {
    inCycle.add(instCycle);
    instCycle.underlyingType = invalidType;
    named.underlyingType = invalidType;
    report(instPos.get(instCycle)!, `invalid recursive type: ${instCycle.obj.name} refers to itself`);
    return;
  }
  if (ok || !cycle) return;
  for (const n of cycle) inCycle.add(n);
  named.underlyingType = invalidType;
  if (cycle.length === 1) {
    report(selfInstPos.get(named) ?? obj.pos, `invalid recursive type: ${obj.name} refers to itself`);
    return;
  }
  // Through generic types, types2 lists the cycle as its walk found it, each type at its
  // instantiation (M[T] inside M: the origin, at the T[..] written there); otherwise gc starts the
  // listing at the type declared first.
  const generic = cycle.some((n) => n.origin || selfInstPos.has(n));
  const at = (n: Named): SrcPos => (n.origin ? instPos.get(n) : selfInstPos.get(n)) ?? n.obj.pos;
  let start = 0;
  if (!generic)
    cycle.forEach((n, i) => {
      const p = n.obj.pos;
      const q = cycle![start].obj.pos;
      if (p.file === q.file && (p.offset ?? 0) < (q.offset ?? 0)) start = i;
    });
  const order = [...cycle.slice(start), ...cycle.slice(0, start)];
  let msg = `invalid recursive type ${order[0].obj.name}`;
  for (const n of order) msg += `\n\t${c.posString(at(n))}: ${n.obj.name} refers to`;
  msg += `\n\t${c.posString(at(order[0]))}: ${order[0].obj.name}`;
  report(at(order[0]), msg);
}

/** Attach declared methods to their receiver base type (types2 collectMethods). */
function collectMethods(c: Checker, named: Named, viaAlias?: string): void {
  if (named.obj.parent !== c.pkg.scope) return;
  const decls = c.methodDecls.get(viaAlias ?? named.obj.name);
  if (!decls) return;
  const u = named.underlyingType ? under(named) : invalidType;
  for (const d of decls) {
    const m = methodObjs.get(d);
    if (!m) continue;
    if (m.name !== '_' && named.methods.some((x) => x.name === m.name)) {
      const alt = named.methods.find((x) => x.name === m.name)!;
      c.errorAt(m.pos, `method ${named.obj.name}.${m.name} already declared at ${c.posString(alt.pos)}`);
      continue;
    }
    if (u.kind === 'struct' && m.name !== '_') {
      const f = u.fields.find((x) => x.name === m.name);
      if (f) {
        c.errorAt(
          m.pos,
          `field and method with the same name ${m.name}\n\t${c.posString(f.pos)}: other declaration of ${m.name}`,
        );
        // types2 still adds the method (checkFieldUniqueness only reports), so selectors `t.x`
        // find it before the field and bodies are checked against it.
      }
    }
    if (m.name !== '_') named.methods.push(m);
  }
}

/**
 * Methods declared on an alias of a local defined type (`func (n Alias) M()`) belong to the aliased
 * type; attach them once aliases are resolved.
 */
export function collectAliasMethods(c: Checker): void {
  for (const name of c.methodDecls.keys()) {
    const obj = c.pkg.scope.lookup(name);
    if (obj?.kind !== 'typename' || !obj.type || obj.type.kind !== 'alias') continue;
    const t = unalias(obj.type);
    if (t.kind === 'named') collectMethods(c, t, name);
  }
}

/** The checker of the package being checked (methods of imported packages are resolved already). */
let activeChecker: Checker | undefined;
export function setActiveChecker(c: Checker | undefined): void {
  activeChecker = c;
}

/**
 * Resolve method signatures lazily when a named type's methods are looked up; an instance's methods
 * come from `instanceMethods` (infer.ts), which check.ts passes in so that decl.ts does not import it.
 */
export function installEnsureMethods(instanceMethods: (n: Named) => unknown): void {
  setEnsureMethods((n: Named) => ensureNamedMethods(n, instanceMethods));
}

function ensureNamedMethods(n: Named, instanceMethods: (n: Named) => unknown): void {
  if (n.origin) {
    instanceMethods(n);
    return;
  }
  const c = activeChecker;
  if (!c) return;
  for (const m of n.methods) {
    if (!methodResolving.has(m) && !methodResolved.has(m) && c.objMap.has(m)) objDecl(c, m);
  }
}

const methodResolving = new Set<Func>();
const methodResolved = new WeakSet<Func>();

function funcDecl(c: Checker, obj: Func, d: DeclInfo): void {
  const fd = d.fdecl!;
  methodResolving.add(obj);
  const savedQf = c.qf;
  try {
    const scope = new Scope(c.scope, `function ${obj.name}`, true);
    c.info.scopes.set(fd.type, scope);
    let recvTParams: TypeParam[] | undefined;
    if (fd.recv && fd.recv.list.length > 0)
      recvTParams = declareRecvTypeParams(c, fd.recv.list[0].type, scope);
    // The signature and body print the receiver's type as instantiated with the receiver's names.
    const qf =
      recvTParams && fd.recv
        ? methodQualifier(
            c.qf,
            recvBaseType(c, fd.recv.list[0].type),
            recvRenames(fd.recv.list[0].type, recvTParams),
            recvParamPositions(c, fd.recv.list[0].type, recvTParams),
          )
        : c.qf;
    c.qf = qf;
    const { sig, recv } = c.funcType(fd.recv, fd.type, scope, recvTParams);
    obj.type = sig;
    if (fd.type.typeParams && fd.type.typeParams.list.length > 0 && fd.recv) {
      c.error(fd.type.typeParams.list[0], 'methods cannot have type parameters');
    }
    // types2 collectRecv: the receiver type is validated later (check.later), after the package's
    // declarations, in the queue with the function bodies.
    if (recv) later(c, () => validRecv(c, recv, fd));
    c.info.funcSigs.set(fd, sig);
    methodResolved.add(obj);
    if (fd.body) {
      const body = fd.body;
      const decl = c.decl;
      // The body is checked later; errors in it belong to the file declaring it (methods are
      // resolved from whichever file first mentions them).
      const file = c.files.find((f) => f.file.decls.includes(fd))?.file.filename ?? c.currentFile;
      laterBodies(c).push(() => {
        const savedFile = c.currentFile;
        const outerQf = c.qf;
        c.currentFile = file;
        c.qf = qf;
        try {
          c.funcBody(decl, obj.name, sig, body, scope, fd);
        } finally {
          c.currentFile = savedFile;
          c.qf = outerQf;
        }
      });
    }
  } finally {
    c.qf = savedQf;
    methodResolving.delete(obj);
  }
}

/** The named type a receiver expression `*Stack[E]` names (declareRecvTypeParams found it generic). */
function recvBaseType(c: Checker, e: Expr): Type | undefined {
  let x = e;
  while (x.kind === 'ParenExpr' || x.kind === 'StarExpr') x = x.x;
  if ((x.kind !== 'IndexExpr' && x.kind !== 'IndexListExpr') || x.x.kind !== 'Ident') return undefined;
  const tobj = c.pkg.scope.lookup(x.x.name);
  return tobj?.kind === 'typename' ? tobj.type : undefined;
}

/** The receiver's names for its base type's parameters where they differ (`Stack[E]` on `Stack[T]`). */
function recvRenames(e: Expr, tparams: readonly TypeParam[]): Map<TypeParam, string> | undefined {
  let x = e;
  while (x.kind === 'ParenExpr' || x.kind === 'StarExpr') x = x.x;
  if (x.kind !== 'IndexExpr' && x.kind !== 'IndexListExpr') return undefined;
  const args = x.kind === 'IndexExpr' ? [x.index] : x.indices;
  let out: Map<TypeParam, string> | undefined;
  args.forEach((a, i) => {
    const tp = tparams[i];
    if (a.kind === 'Ident' && tp !== undefined && a.name !== tp.obj.name) (out ??= new Map()).set(tp, a.name);
  });
  return out;
}

/** Where the receiver `*List[E]` declares each of its type parameters (E's position). */
function recvParamPositions(c: Checker, e: Expr, tparams: readonly TypeParam[]): Map<TypeParam, SrcPos> {
  let x = e;
  while (x.kind === 'ParenExpr' || x.kind === 'StarExpr') x = x.x;
  const out = new Map<TypeParam, SrcPos>();
  if (x.kind !== 'IndexExpr' && x.kind !== 'IndexListExpr') return out;
  const args = x.kind === 'IndexExpr' ? [x.index] : x.indices;
  args.forEach((a, i) => {
    const tp = tparams[i];
    if (tp !== undefined) out.set(tp, c.srcPos(a.pos));
  });
  return out;
}

/** Bodies are checked after all package-level declarations (types2 check.later). */
export function laterBodies(c: Checker): (() => void)[] {
  return c.delayed;
}

/** types2 check.later: `f` runs from the queue in the file (and with the qualifier) of now. */
export function later(c: Checker, f: () => void): void {
  const { currentFile: file, qf } = c;
  laterBodies(c).push(() => {
    const saved = { file: c.currentFile, qf: c.qf };
    c.currentFile = file;
    c.qf = qf;
    try {
      f();
    } finally {
      c.currentFile = saved.file;
      c.qf = saved.qf;
    }
  });
}

/**
 * types2 processDelayed: run the actions queued since `top` (those run may queue more), then drop
 * them. A statement does this when it ends, a local declaration before it declares its names.
 */
export function processDelayed(c: Checker, top: number): void {
  const queue = laterBodies(c);
  if (queue.length === top) return;
  for (let i = top; i < queue.length; i++) queue[i]();
  queue.length = top;
}

/** For `func (l *List[T]) M()`: bind T to List's own type parameters (the receiver type is the origin). */
function declareRecvTypeParams(c: Checker, e: Expr, scope: Scope) {
  let x = e;
  while (x.kind === 'ParenExpr' || x.kind === 'StarExpr') x = x.x;
  if (x.kind !== 'IndexExpr' && x.kind !== 'IndexListExpr') return undefined;
  const base = x.x;
  if (base.kind !== 'Ident') return undefined;
  const tobj = c.pkg.scope.lookup(base.name);
  if (tobj?.kind !== 'typename') return undefined;
  objDecl(c, tobj);
  const named = tobj.type;
  if (named?.kind !== 'named' || !named.typeParams) return undefined;
  const args = x.kind === 'IndexExpr' ? [x.index] : x.indices;
  if (args.length !== named.typeParams.length) {
    c.error(
      x,
      `receiver declares ${args.length} type parameter${args.length === 1 ? '' : 's'}, but receiver base type declares ${named.typeParams.length}`,
    );
    // The names are declared all the same (types2 collectRecv declares them before it counts), so
    // their uses in the signature and body are not also "undefined".
    for (const a of args)
      if (a.kind === 'Ident' && a.name !== '_')
        declare(c, scope, a, new TypeName(c.srcPos(a.pos), c.pkg, a.name, invalidType));
    return undefined;
  }
  args.forEach((a, i) => {
    if (a.kind !== 'Ident') return;
    const tp = named.typeParams![i];
    const tn = new TypeName(c.srcPos(a.pos), c.pkg, a.name, tp);
    // A blank receiver type parameter is a type parameter named _ (go/types signature.go
    // collectRecv declares one for each name): the receiver's `_` denotes it, and nothing else can.
    if (a.name === '_') recvBlankTypeParams.set(a, tn);
    else declare(c, scope, a, tn);
  });
  recvGeneric.add(x);
  return named.typeParams;
}

/** The `_` of a receiver `Pair[A, _]`, as the type parameter it declares. */
export const recvBlankTypeParams = new WeakMap<Ident, TypeName>();

/** Receiver type expressions `List[T]` that denote the generic origin itself. */
export const recvGeneric = new WeakSet<Expr>();

function validRecv(c: Checker, recv: Var, _fd: FuncDecl): void {
  // rtyp keeps aliases: gc names the receiver type as written (type Foo = int → "Foo").
  const rt0 = unalias(recv.type);
  const rtyp = rt0.kind === 'pointer' ? rt0.elem : recv.type;
  const t = unalias(rtyp);
  if (isInvalid(t)) return;
  const pos = recv.pos;
  if (t.kind === 'basic') {
    c.errorAt(pos, `cannot define new methods on non-local type ${c.t(rtyp)}`);
    return;
  }
  if (t.kind !== 'named') {
    c.errorAt(pos, `invalid receiver type ${c.t(recv.type)}`);
    return;
  }
  if (t.obj.pkg !== c.pkg) {
    c.errorAt(pos, `cannot define new methods on non-local type ${c.t(rtyp)}`);
    return;
  }
  const u = under(t);
  if (u.kind === 'pointer' || u.kind === 'interface') {
    c.errorAt(pos, `invalid receiver type ${c.t(t)} (pointer or interface type)`);
  }
}

// ---------------------------------------------------------------------------------------------
// Local declarations (DeclStmt)

export function declStmt(c: Checker, d: GenDecl): void {
  let last: ValueSpec | undefined;
  for (const spec of d.specs) {
    const top = laterBodies(c).length;
    switch (spec.kind) {
      case 'ValueSpec':
        if (d.tok === 'const') {
          let vtype = spec.type;
          let values = spec.values;
          let inherited = false;
          if (spec.type || spec.values.length > 0) last = spec;
          else if (last) {
            vtype = last.type;
            values = last.values;
            inherited = true;
          }
          const consts: [Ident, Const][] = [];
          spec.names.forEach((name, i) => {
            const obj = new Const(c.srcPos(name.pos), c.pkg, name.name, invalidType, makeInt(0));
            const init = values[i];
            const savedIota = c.iota;
            c.iota = makeInt(spec.iota);
            let t: Type | undefined;
            if (vtype) {
              t = c.typ(vtype);
              if (!isInvalid(t) && !isConstType(t)) {
                if (!inherited || i === 0) c.error(vtype, `invalid constant type ${c.t(t)}`);
                t = invalidType;
              }
            }
            const savedErrPos = c.errPos;
            if (inherited && init) c.errPos = obj.pos;
            const x = init ? c.expr(init) : invalidOperand();
            if (t === undefined || !isInvalid(t)) c.initConst(obj, x, t);
            c.errPos = savedErrPos;
            c.iota = savedIota;
            consts.push([name, obj]);
          });
          arityLocal(c, spec.names, values, true, inherited);
          // Function literals in the values are checked before the names are in scope (types2
          // declStmt: processDelayed, then declare).
          processDelayed(c, top);
          for (const [name, obj] of consts) declare(c, c.scope, name, obj);
        } else {
          const vars = spec.names.map((n) => new Var(c.srcPos(n.pos), c.pkg, n.name, invalidType));
          let t: Type | undefined;
          if (spec.type) {
            t = c.varType(spec.type);
            for (const v of vars) v.type = t;
          }
          if (!spec.type) for (const v of vars) c.markPending(v);
          if (spec.values.length === vars.length) {
            vars.forEach((v, i) => {
              c.initVarDecl(v, spec.values[i]);
            });
          } else if (spec.values.length > 0) {
            if (spec.values.length === 1) c.initVars(vars, spec.values, undefined);
            else {
              for (const e of spec.values) c.expr(e);
              const l = vars.length;
              const r = spec.values.length;
              if (l < r) c.error(spec.values[l], `extra init expr ${exprString(spec.values[l])}`);
              else c.error(spec.names[r], `missing init expr for ${spec.names[r].name}`);
              for (const v of vars) v.type = invalidType;
            }
          } else if (!spec.type) for (const v of vars) v.type = invalidType;
          // Declare after the initialisers (scope starts after the spec), once the function
          // literals among them are checked (types2 declStmt: processDelayed, then declare).
          processDelayed(c, top);
          spec.names.forEach((n, i) => {
            declare(c, c.scope, n, vars[i]);
          });
        }
        break;
      case 'TypeSpec': {
        const obj = new TypeName(c.srcPos(spec.name.pos), c.pkg, spec.name.name, undefined);
        // The type name is in scope within its own declaration (recursive types).
        declare(c, c.scope, spec.name, obj);
        typeDecl(c, obj, spec, undefined);
        break;
      }
      case 'ImportSpec':
        c.error(spec, 'syntax error: unexpected import');
        break;
    }
  }
}

function arityLocal(c: Checker, names: Ident[], values: Expr[], isConst: boolean, inherited: boolean): void {
  const l = names.length;
  const r = values.length;
  if (l < r) {
    if (!inherited) c.error(values[l], `extra init expr ${exprString(values[l])}`);
  } else if (l > r && isConst) {
    c.error(names[r], `missing init expr for ${names[r].name}`);
  }
}

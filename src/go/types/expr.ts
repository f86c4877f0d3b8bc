// Expressions (types2 expr.go, const.go, index.go, literals.go, selector part of call.go).

import type {
  BasicLit,
  BinaryExpr,
  CompositeLit,
  Expr,
  FuncLit,
  Ident,
  IndexExpr,
  IndexListExpr,
  SelectorExpr,
  SliceExpr,
  TypeAssertExpr,
  UnaryExpr,
} from '../syntax/ast.ts';
import type { Checker, UntypedInfo } from './checker.ts';
import {
  type BinaryOp,
  binaryOp,
  type CompareOp,
  type ConstValue,
  compare,
  constBitLen,
  shift as constShift,
  constString,
  makeBool,
  makeFromLiteral,
  makeInt,
  roundFloat32,
  roundFloat64,
  sign,
  toComplex,
  toFloat,
  toInt,
  unaryOp,
  unknownConst,
} from './constant.ts';
import { brokenTypes, building, laterBodies, recvBlankTypeParams } from './decl.ts';
import { exprString } from './exprstring.ts';
import { lookupFieldOrMethod, sameId } from './lookup.ts';
import {
  assignableTo,
  compositeKind,
  invalidOperand,
  isNilOperand,
  missingMethod,
  type Operand,
} from './operand.ts';
import {
  comparable,
  coreString,
  coreType,
  defaultType,
  hasNil,
  identical,
  isBoolean,
  isComplex,
  isConstType,
  isExportedName,
  isFloat,
  isInteger,
  isInterface,
  isNumeric,
  isNumericOrString,
  isOrdered,
  isPointer,
  isString,
  isTyped,
  isTypeParam,
  isUnsigned,
  isUntyped,
} from './predicates.ts';
import {
  ArrayType,
  type Basic,
  type Func,
  type Interface,
  invalidType,
  isInvalid,
  type Obj,
  Pointer,
  Scope,
  Signature,
  Slice,
  type Type,
  unalias,
  under,
  type Var,
} from './types.ts';
import { computeTypeSet as computeTS } from './typeset.ts';
import { anyAlias, byteType, comparableType, iotaConst, Typ } from './universe.ts';
import { visibleIn } from './visibility.ts';

export const invalidOp = 'invalid operation: ';

// ---------------------------------------------------------------------------------------------
// Entry points

/** Evaluate e to a single value (types2 expr). With allowType, type expressions are returned as such. */
export function expr(c: Checker, e: Expr, allowType = false, hint?: Type): Operand {
  const x = rawExpr(c, e, hint, false);
  if (allowType && x.mode === 'typexpr') return x;
  exclude(c, x, allowType);
  singleValue(c, x);
  return x;
}

/** Like expr but generic functions may stay uninstantiated (for call arguments and assignment with inference). */
export function genericExpr(c: Checker, e: Expr): Operand {
  const saved = c.keepPartial;
  c.keepPartial = unparenExpr(e);
  let x: Operand;
  try {
    x = rawExpr(c, e, undefined, true);
  } finally {
    c.keepPartial = saved;
  }
  exclude(c, x, false);
  singleValue(c, x);
  return x;
}

/** Evaluate e which may produce several values (a call); returns the list of operands. */
export function multiExpr(c: Checker, e: Expr, allowCommaOk: boolean): { list: Operand[]; commaOk: boolean } {
  const x = rawExpr(c, e, undefined, false);
  exclude(c, x, false);
  if (x.mode === 'invalid') return { list: [x], commaOk: false };
  const t = x.type;
  if (t.kind === 'tuple' && x.mode === 'value') {
    return {
      list: t.vars.map((v) => ({ mode: 'value', expr: e, type: v.type })),
      commaOk: false,
    };
  }
  if (allowCommaOk && (x.mode === 'mapindex' || x.mode === 'commaok' || x.mode === 'commaerr')) {
    const x2: Operand = {
      mode: 'value',
      expr: e,
      type: x.mode === 'commaerr' ? Typ.untypedNil : Typ.untypedBool,
    };
    return { list: [x, x2], commaOk: true };
  }
  return { list: [x], commaOk: false };
}

function exclude(c: Checker, x: Operand, allowType: boolean): void {
  switch (x.mode) {
    case 'novalue':
      c.error(x.expr!, `${c.op(x)} used as value${allowType ? ' or type' : ''}`);
      x.mode = 'invalid';
      break;
    case 'builtin':
      c.error(x.expr!, `${c.op(x)} must be called`);
      x.mode = 'invalid';
      break;
    case 'typexpr':
      c.error(x.expr!, `${c.op(x)} is not an expression`);
      x.mode = 'invalid';
      break;
  }
}

/** types2 exprOrType's checks after rawExpr: no-value operands and tuples are not operands. */
export function excludeNoValueAndTuple(c: Checker, x: Operand): void {
  if (x.mode === 'novalue') exclude(c, x, true);
  singleValue(c, x);
}

function singleValue(c: Checker, x: Operand): void {
  if (x.mode === 'value' && x.type.kind === 'tuple') {
    c.error(x.expr!, `multiple-value ${c.op(x)} in single-value context`);
    x.mode = 'invalid';
  }
}

/** Evaluate any expression; records its type (types2 rawExpr). */
export function rawExpr(c: Checker, e: Expr, hint: Type | undefined, allowGeneric: boolean): Operand {
  const x = exprInternal(c, e, hint);
  if (!allowGeneric) instantiateIfGeneric(c, x);
  x.expr ??= e;
  if (x.expr !== e && x.mode !== 'invalid') x.expr = e;
  c.record(x);
  return x;
}

/** What expr(c, e) does with exprInternal's operand x for e (binary's loop over a chain). */
function exprResult(c: Checker, e: Expr, x: Operand): Operand {
  instantiateIfGeneric(c, x);
  x.expr ??= e;
  if (x.expr !== e && x.mode !== 'invalid') x.expr = e;
  c.record(x);
  exclude(c, x, false);
  singleValue(c, x);
  return x;
}

/**
 * `T[A]` written out: an instantiation even when it denotes the origin (a generic type instantiated
 * with its own type parameters, as `Set[T]` inside a method of Set: infer.ts instantiate).
 */
function isInstantiation(e: Expr | undefined): boolean {
  return e !== undefined && (e.kind === 'IndexExpr' || e.kind === 'IndexListExpr');
}

function instantiateIfGeneric(c: Checker, x: Operand): void {
  if (x.mode === 'invalid') return;
  if (
    x.type.kind === 'signature' &&
    x.type.typeParams &&
    x.type.typeParams.length > 0 &&
    x.mode === 'value'
  ) {
    c.error(x.expr!, `cannot use generic function ${exprString(x.expr!)} without instantiation`);
    x.mode = 'invalid';
  }
  if (
    x.mode === 'typexpr' &&
    (x.type.kind === 'named' || x.type.kind === 'alias') &&
    x.type.typeParams &&
    !x.type.typeArgs &&
    !isInstantiation(x.expr)
  ) {
    c.error(x.expr!, `cannot use generic type ${c.t(x.type)} without instantiation`);
    x.mode = 'invalid';
  }
}

// ---------------------------------------------------------------------------------------------

function exprInternal(c: Checker, e: Expr, hint: Type | undefined): Operand {
  switch (e.kind) {
    case 'BadExpr':
      return invalidOperand(e);
    case 'Ident':
      return identOperand(c, e, false);
    case 'BasicLit': {
      // The scanner reported this literal (types2 expr.go: `if e.Bad { goto Error }`).
      if (e.bad) return invalidOperand(e);
      if (e.litKind === 'INT' || e.litKind === 'FLOAT' || e.litKind === 'IMAG') langCompat(c, e);
      const v = makeFromLiteral(e.value, e.litKind);
      if (v.kind === 'unknown') {
        c.error(e, `malformed constant: ${e.value}`);
        return invalidOperand(e);
      }
      const t =
        e.litKind === 'INT'
          ? Typ.untypedInt
          : e.litKind === 'FLOAT'
            ? Typ.untypedFloat
            : e.litKind === 'IMAG'
              ? Typ.untypedComplex
              : e.litKind === 'CHAR'
                ? Typ.untypedRune
                : Typ.untypedString;
      // Untyped integer constants must not grow arbitrarily (gc: 512 bits).
      if (v.kind === 'int' && constBitLen(v) > 512) {
        c.error(e, `constant overflow`);
        return invalidOperand(e);
      }
      return { mode: 'constant', expr: e, type: t, val: v };
    }
    case 'FuncLit':
      return funcLit(c, e);
    case 'CompositeLit':
      return compositeLit(c, e, hint);
    case 'ParenExpr': {
      const x = rawExpr(c, e.x, undefined, true);
      return { ...x, expr: e };
    }
    case 'SelectorExpr':
      return selector(c, e, false);
    case 'IndexExpr':
    case 'IndexListExpr':
      return indexExpr(c, e);
    case 'SliceExpr':
      return sliceExpr(c, e);
    case 'TypeAssertExpr':
      return typeAssert(c, e);
    case 'CallExpr':
      return c.callExpr(e);
    case 'StarExpr': {
      // types2: check.exprOrType(x, e.X, false): `*f()` of a two-result f is "multiple-value".
      const x = rawExpr(c, e.x, undefined, false);
      excludeNoValueAndTuple(c, x);
      switch (x.mode) {
        case 'invalid':
          return invalidOperand(e);
        case 'typexpr':
          return { mode: 'typexpr', expr: e, type: new Pointer(x.type) };
        default: {
          if (isNilOperand(x)) {
            c.error(x.expr!, `${invalidOp}cannot indirect nil`);
            return invalidOperand(e);
          }
          const ct = coreType(x.type);
          if (ct?.kind !== 'pointer') {
            c.error(e.x, `${invalidOp}cannot indirect ${c.op(x)}`);
            return invalidOperand(e);
          }
          if (isInvalid(ct.elem)) return invalidOperand(e);
          return { mode: 'variable', expr: e, type: ct.elem };
        }
      }
    }
    case 'UnaryExpr':
      return unary(c, e);
    case 'BinaryExpr':
      return binary(c, e, e.x, e.y, e.op);
    case 'KeyValueExpr':
      c.error(e, 'no key:value expected');
      return invalidOperand(e);
    case 'Ellipsis':
      c.error(e, 'invalid use of ...');
      return invalidOperand(e);
    case 'ArrayType':
    case 'StructType':
    case 'FuncType':
    case 'InterfaceType':
    case 'MapType':
    case 'ChanType':
      return { mode: 'typexpr', expr: e, type: c.typ(e) };
  }
}

/** The number literal forms that came with go1.13 (types2 expr.go langCompat). */
function langCompat(c: Checker, e: BasicLit): void {
  const s = e.value;
  if (s.length <= 2 || c.allowVersion(13)) return;
  if (s.includes('_')) {
    c.allowVersion(13, e, 'underscore in numeric literal');
    return;
  }
  if (s[0] !== '0') return;
  const radix = s[1];
  if (radix === 'b' || radix === 'B') c.allowVersion(13, e, 'binary literal');
  else if (radix === 'o' || radix === 'O') c.allowVersion(13, e, '0o/0O-style octal literal');
  else if (e.litKind !== 'INT' && (radix === 'x' || radix === 'X'))
    c.allowVersion(13, e, 'hexadecimal floating-point literal');
}

// ---------------------------------------------------------------------------------------------
// Identifiers

function lookup(c: Checker, name: string): Obj | undefined {
  return c.scope.lookupParent(name)?.[1];
}

export function identOperand(c: Checker, e: Ident, wantType: boolean): Operand {
  const x: Operand = invalidOperand(e);
  const found = c.scope.lookupParent(e.name);
  const obj = found?.[1] ?? (wantType ? recvBlankTypeParams.get(e) : undefined);
  if (!obj) {
    if (e.name === '_') c.error(e, 'cannot use _ as value or type');
    else c.error(e, `undefined: ${e.name}`);
    return x;
  }
  // types2 typexpr.go ident: the predeclared any and comparable came with go1.18 (no follow-on errors)
  if (
    obj.kind === 'typename' &&
    (obj.type === anyAlias || obj.type === comparableType) &&
    !c.allowVersion(18, e, `predeclared ${e.name}`)
  )
    return x;
  c.recordUse(e, obj);
  if (obj.kind !== 'typename' && wantType) {
    c.error(e, `${obj.name} is not a type`);
    if (obj.kind === 'var' && obj.pkg === c.pkg) obj.used = true;
    return x;
  }
  c.objDecl(obj);
  // the file whose dot-import the name came through (types2 dotImportMap keys on the file scope)
  const pn = found && c.dotImports.get(obj)?.get(found[0]);
  if (pn) pn.used = true;
  switch (obj.kind) {
    case 'pkgname':
      c.error(e, `use of package ${obj.name} not in selector`);
      return x;
    case 'const':
      c.addDep(obj);
      if (isInvalid(obj.type)) return x;
      if (obj === iotaConst) {
        if (!c.iota) {
          c.error(e, 'cannot use iota outside constant declaration');
          return x;
        }
        return { mode: 'constant', expr: e, type: obj.type, val: c.iota };
      }
      return { mode: 'constant', expr: e, type: obj.type, val: obj.val };
    case 'typename':
      if (!obj.type) return x;
      return { mode: 'typexpr', expr: e, type: obj.type };
    case 'var':
      if (obj.pkg === c.pkg) obj.used = true;
      c.addDep(obj);
      noteCapture(c, obj);
      if (isInvalid(obj.type)) return x;
      return { mode: 'variable', expr: e, type: obj.type };
    case 'func':
      c.addDep(obj);
      return { mode: 'value', expr: e, type: obj.type };
    case 'builtin':
      return { mode: 'builtin', expr: e, type: invalidType, id: obj.id };
    case 'nil':
      return { mode: 'nilvalue', expr: e, type: Typ.untypedNil };
    case 'label':
      c.error(e, `undefined: ${e.name}`);
      return x;
  }
}

/** Record variables of enclosing functions used inside a function literal (Info.captures). */
function noteCapture(c: Checker, v: Var): void {
  const fn = c.fn;
  if (fn?.node.kind !== 'FuncLit' || !v.parent) return;
  if (v.parent === c.pkg.scope || v.parent.comment.startsWith('package')) return;
  // Declared inside the literal?
  for (let s: Scope | undefined = c.scope; s; s = s.parent) {
    if (s === v.parent) {
      // Found before leaving the literal's function scope?
      let inside = false;
      for (let t: Scope | undefined = c.scope; t; t = t.parent) {
        if (t === v.parent) {
          inside = true;
          break;
        }
        if (t === fn.scope) break;
      }
      if (inside) return;
      break;
    }
  }
  for (let f: typeof fn | undefined = fn; f && f.node.kind === 'FuncLit'; f = f.outer) {
    // Stop at the function that declares v.
    let declaresHere = false;
    for (let t: Scope | undefined = v.parent; t; t = t.parent) {
      if (t === f.scope) {
        declaresHere = true;
        break;
      }
    }
    if (declaresHere) break;
    let list = c.info.captures.get(f.node);
    if (!list) c.info.captures.set(f.node, (list = []));
    if (!list.includes(v)) list.push(v);
  }
}

// ---------------------------------------------------------------------------------------------
// Function literals

function funcLit(c: Checker, e: FuncLit): Operand {
  const scope = new Scope(c.scope, 'function literal', true);
  c.info.scopes.set(e.type, scope);
  const { sig } = c.funcType(undefined, e.type, scope);
  c.info.funcSigs.set(e, sig);
  if (!c.info.captures.has(e)) c.info.captures.set(e, []);
  // A literal in a constant declaration sees that declaration's iota (types2 funcLit passes
  // check.iota on to funcBody): `const ( a = iota; b = unsafe.Sizeof(func() int { return iota }()) )`.
  const iota = c.iota;
  // The body waits in the queue (types2 funcLit: check.later): in a package-level declaration
  // until the declarations after it are checked, in a function until its statement ends (or, in
  // a declaration, until just before the declared names come into scope): the rest of the
  // statement reports its errors first.
  const { decl, currentFile: file, qf } = c;
  laterBodies(c).push(() => {
    const saved = { file: c.currentFile, qf: c.qf };
    c.currentFile = file;
    c.qf = qf;
    try {
      c.funcBody(decl, '<function literal>', sig, e.body, scope, e, iota);
    } finally {
      c.currentFile = saved.file;
      c.qf = saved.qf;
    }
  });
  return { mode: 'value', expr: e, type: sig };
}

// ---------------------------------------------------------------------------------------------
// Constants and untyped conversion

function isInt64Kind(b: Basic): number {
  switch (b.info) {
    case 'int8':
      return 8;
    case 'int16':
      return 16;
    case 'int32':
      return 32;
    case 'int':
    case 'int64':
      return 64;
    case 'uint8':
      return -8;
    case 'uint16':
      return -16;
    case 'uint32':
      return -32;
    case 'uint':
    case 'uint64':
    case 'uintptr':
      return -64;
    default:
      return 0;
  }
}

/** types2 representableConst: can v be represented by basic type t? Returns the rounded value. */
export function representableConst(v: ConstValue, t: Basic): ConstValue | undefined {
  if (v.kind === 'unknown') return v;
  if (isInteger(t)) {
    const i = toInt(v);
    if (i.kind !== 'int') return undefined;
    const bits = isInt64Kind(t);
    if (bits === 0) return i; // untyped
    const n = i.value;
    if (bits > 0) {
      const lim = 1n << BigInt(bits - 1);
      return n >= -lim && n < lim ? i : undefined;
    }
    return n >= 0n && n < 1n << BigInt(-bits) ? i : undefined;
  }
  if (isFloat(t)) {
    const f = toFloat(v);
    if (f.kind !== 'float') return undefined;
    if (t.info === 'float32') {
      const r = roundFloat32(f);
      return r.kind === 'unknown' ? undefined : r;
    }
    if (t.info === 'float64') {
      const r = roundFloat64(f);
      return r.kind === 'unknown' ? undefined : r;
    }
    return f;
  }
  if (isComplex(t)) {
    const z = toComplex(v);
    if (z.kind !== 'complex') return undefined;
    if (t.info === 'untyped complex') return z;
    const round = t.info === 'complex64' ? roundFloat32 : roundFloat64;
    const re = round({ kind: 'float', num: z.re.num, den: z.re.den });
    const im = round({ kind: 'float', num: z.im.num, den: z.im.den });
    if (re.kind !== 'float' || im.kind !== 'float') return undefined;
    return { kind: 'complex', re: { num: re.num, den: re.den }, im: { num: im.num, den: im.den } };
  }
  if (isString(t)) return v.kind === 'string' ? v : undefined;
  if (isBoolean(t)) return v.kind === 'bool' ? v : undefined;
  return undefined;
}

type ConvCode = '' | 'truncated' | 'overflows' | 'invalid';

/** types2 representation: the value of x as type t, or why not. */
function representation(x: Operand, t: Basic): [ConstValue | undefined, ConvCode] {
  const v = representableConst(x.val!, t);
  if (v) return [v, ''];
  if (isNumeric(x.type) && isNumeric(t)) {
    if (!isInteger(x.type) && isInteger(t)) return [undefined, 'truncated'];
    return [undefined, 'overflows'];
  }
  return [undefined, 'invalid'];
}

/** types2 representable: x must be representable as t (typed constant arithmetic results). */
export function representable(c: Checker, x: Operand, t: Basic): void {
  const [v, code] = representation(x, t);
  if (code !== '') {
    invalidConversion(c, code, x, t);
    x.mode = 'invalid';
    return;
  }
  x.val = v;
}

function invalidConversion(c: Checker, code: ConvCode, x: Operand, target: Type): void {
  const xs = c.op(x);
  const ts = c.t(target);
  if (code === 'truncated') c.error(x.expr!, `${xs} truncated to ${ts}`);
  else if (code === 'overflows') c.error(x.expr!, `${xs} overflows ${ts}`);
  else c.error(x.expr!, `cannot convert ${xs} to type ${ts}`);
}

/**
 * types2 overflow: typed constants must be representable; untyped ints must stay within 512 bits.
 * Its errors sit at the operator of a binary operation (types2 expr.go opPos), not at its start.
 */
function overflow(c: Checker, x: Operand, op: Expr): void {
  const opPos = op.kind === 'BinaryExpr' ? op.opPos : op;
  if (!x.val || x.val.kind === 'unknown') {
    c.error(opPos, 'constant result is not representable');
    return;
  }
  if (isTyped(x.type)) {
    representable(c, x, under(x.type) as Basic);
    return;
  }
  if (x.val.kind === 'int' && constBitLen(x.val) > 512) {
    c.error(opPos, `constant ${opName(x.expr)}overflow`);
    x.val = unknownConst;
  }
}

function opName(e: Expr | undefined): string {
  if (e?.kind === 'BinaryExpr') {
    const m: Record<string, string> = {
      '+': 'addition',
      '-': 'subtraction',
      '^': 'bitwise XOR',
      '*': 'multiplication',
      '<<': 'shift',
    };
    return m[e.op] ? m[e.op] + ' ' : '';
  }
  return '';
}

/** types2 implicitTypeAndValue: the type (and value) an untyped operand gets in a context of type target. */
export function implicitTypeAndValue(
  _c: Checker,
  x: Operand,
  target: Type,
): [Type | undefined, ConstValue | undefined, ConvCode] {
  if (x.mode === 'invalid' || isTyped(x.type) || isInvalid(target)) return [x.type, undefined, ''];
  if (isUntyped(target)) {
    const m = maxType(x.type, target);
    return m ? [m, undefined, ''] : [undefined, undefined, 'invalid'];
  }
  if (isNilOperand(x)) return hasNil(target) ? [target, undefined, ''] : [undefined, undefined, 'invalid'];
  const u = under(target);
  if (u.kind === 'basic' && !isTypeParam(target)) {
    if (x.mode === 'constant') {
      const [v, code] = representation(x, u);
      if (code !== '') return [undefined, undefined, code];
      return [target, v, ''];
    }
    const k = (unalias(x.type) as Basic).info;
    if (k === 'untyped bool') {
      if (!isBoolean(target)) return [undefined, undefined, 'invalid'];
    } else if (
      k === 'untyped int' ||
      k === 'untyped rune' ||
      k === 'untyped float' ||
      k === 'untyped complex'
    ) {
      if (!isNumeric(target)) return [undefined, undefined, 'invalid'];
    } else if (k === 'untyped string') {
      if (!isString(target)) return [undefined, undefined, 'invalid'];
    } else return [undefined, undefined, 'invalid'];
    return [target, undefined, ''];
  }
  if (u.kind === 'interface') {
    if (isTypeParam(target)) {
      // types2 implicitTypeAndValue: the untyped value must fit every type in the type set, and
      // there must be some (`var x P = 1` with P any is refused).
      const terms = computeTS(u as Interface).terms;
      const ok =
        terms !== undefined &&
        terms.length > 0 &&
        terms.every((t) => implicitTypeAndValue(_c, x, under(t.type))[2] === '');
      return ok ? [target, undefined, ''] : [undefined, undefined, 'invalid'];
    }
    const ts = (u as Interface).methods.length === 0 && (u as Interface).embeddeds.length === 0;
    if (!ts && !isEmptyIface(u as Interface)) return [undefined, undefined, 'invalid'];
    return [defaultType(x.type), undefined, ''];
  }
  return [undefined, undefined, 'invalid'];
}

function isEmptyIface(i: Interface): boolean {
  const ts = computeTS(i);
  return ts.methods.length === 0 && ts.terms === undefined && !ts.comparable;
}

function maxType(x: Type, y: Type): Type | undefined {
  const bx = unalias(x) as Basic;
  const by = unalias(y) as Basic;
  const rank = (b: Basic) =>
    ({ 'untyped int': 1, 'untyped rune': 2, 'untyped float': 3, 'untyped complex': 4 })[b.info as string] ??
    0;
  if (rank(bx) > 0 && rank(by) > 0) return rank(bx) >= rank(by) ? x : y;
  if (bx.info === by.info) return x;
  return undefined;
}

/** Convert an untyped operand to target's type (types2 convertUntyped). */
export function convertUntyped(c: Checker, x: Operand, target: Type): void {
  const [newType, val, code] = implicitTypeAndValue(c, x, target);
  if (code !== '') {
    let t = target;
    if (!isTypeParam(target)) t = under(target);
    invalidConversion(c, code, x, t);
    x.mode = 'invalid';
    return;
  }
  if (val) {
    x.val = val;
    updateExprVal(c, x.expr, val);
  }
  if (newType && newType !== x.type) {
    x.type = newType;
    updateExprType(c, x.expr, newType, false);
  }
}

function updateExprVal(c: Checker, e: Expr | undefined, val: ConstValue): void {
  if (!e) return;
  const u = c.untyped.get(e);
  if (u) u.val = val;
}

/** types2 updateExprType: once an untyped expression's final type is known, record it (and its operands'). */
export function updateExprType(c: Checker, e: Expr | undefined, t: Type, final: boolean): void {
  if (!e) return;
  // A left-deep chain of untyped operations: the nodes whose left operand the recursion below would
  // descend into, updated innermost first after their right operands, as that recursion does.
  let spine: Expr[] | undefined;
  for (let l: Expr = e; ; ) {
    const old = c.untyped.get(l);
    if (!old || l.kind !== 'BinaryExpr' || old.val !== undefined || comparisonOps.has(l.op)) break;
    (spine ??= []).push(l);
    l = l.x;
  }
  if (spine === undefined || spine.length < 2) {
    updateExprType1(c, e, t, final);
    return;
  }
  updateExprType(c, (spine[spine.length - 1] as BinaryExpr).x, t, final);
  for (let i = spine.length - 1; i >= 0; i--) {
    const b = spine[i] as BinaryExpr;
    if (b.op !== '<<' && b.op !== '>>') updateExprType(c, b.y, t, final);
    updateExprSelf(c, b, c.untyped.get(b)!, t, final);
  }
}

function updateExprType1(c: Checker, e: Expr, t: Type, final: boolean): void {
  const old = c.untyped.get(e);
  if (!old) return;
  switch (e.kind) {
    case 'ParenExpr':
      updateExprType(c, e.x, t, final);
      break;
    case 'UnaryExpr':
      if (old.val === undefined) updateExprType(c, e.x, t, final);
      break;
    case 'BinaryExpr':
      if (old.val !== undefined) break;
      if (['==', '!=', '<', '<=', '>', '>='].includes(e.op)) {
        // operands have their final types already
      } else if (e.op === '<<' || e.op === '>>') updateExprType(c, e.x, t, final);
      else {
        updateExprType(c, e.x, t, final);
        updateExprType(c, e.y, t, final);
      }
      break;
    default:
      break;
  }
  updateExprSelf(c, e, old, t, final);
}

/** updateExprType for e itself, its operands done. */
function updateExprSelf(c: Checker, e: Expr, old: UntypedInfo, t: Type, final: boolean): void {
  if (!final && isUntyped(t)) {
    old.type = under(t);
    return;
  }
  c.untyped.delete(e);
  if (old.isLhs) {
    if (!isInteger(t)) {
      c.error(e, `${invalidOp}shifted operand ${exprString(e)} (type ${c.t(t)}) must be integer`);
      return;
    }
  }
  if (old.val !== undefined) {
    const x: Operand = { mode: old.mode, expr: e, type: old.type, val: old.val };
    convertUntypedNoRecord(c, x, t);
    if (x.mode === 'invalid') return;
    c.recordTypeAndValue(e, old.mode, t, x.val);
    return;
  }
  c.recordTypeAndValue(e, old.mode, t, old.val);
}

function convertUntypedNoRecord(c: Checker, x: Operand, target: Type): void {
  const [, val, code] = implicitTypeAndValue(c, x, target);
  if (code !== '') {
    invalidConversion(c, code, x, isTypeParam(target) ? target : under(target));
    x.mode = 'invalid';
    return;
  }
  if (val) x.val = val;
}

// ---------------------------------------------------------------------------------------------
// Unary and binary operators

const unaryPred: Record<string, [(t: Type) => boolean, string]> = {
  '+': [isNumeric, 'numeric'],
  '-': [isNumeric, 'numeric'],
  '^': [isInteger, 'integer'],
  '!': [isBoolean, 'boolean'],
};

function unary(c: Checker, e: UnaryExpr): Operand {
  const x = expr(c, e.x);
  if (x.mode === 'invalid') return invalidOperand(e);
  switch (e.op) {
    case '&': {
      const inner = unparenExpr(e.x);
      if (inner.kind !== 'CompositeLit' && x.mode !== 'variable') {
        c.error(e.x, `${invalidOp}cannot take address of ${c.op(x)}`);
        return invalidOperand(e);
      }
      return { mode: 'value', expr: e, type: new Pointer(x.type) };
    }
    case '<-': {
      const u = coreType(x.type);
      if (!u) {
        c.error(e.x, `${invalidOp}cannot receive from ${c.op(x)} (no core type)`);
        return invalidOperand(e);
      }
      if (u.kind !== 'chan') {
        c.error(e.x, `${invalidOp}cannot receive from non-channel ${c.op(x)}`);
        return invalidOperand(e);
      }
      if (u.dir === 'send') {
        c.error(e.x, `${invalidOp}cannot receive from send-only channel ${c.op(x)}`);
        return invalidOperand(e);
      }
      return { mode: 'commaok', expr: e, type: u.elem };
    }
    case '~':
      c.error(e, 'cannot use ~ outside of interface or type constraint');
      return invalidOperand(e);
  }
  const [pred] = unaryPred[e.op] ?? [() => false, ''];
  if (!pred(x.type)) {
    c.error(e.x, `${invalidOp}operator ${e.op} not defined on ${c.op(x)}`);
    return invalidOperand(e);
  }
  if (x.mode === 'constant') {
    if (x.val!.kind === 'unknown') return { ...x, expr: e };
    let prec = 0;
    if (isUnsigned(x.type)) prec = sizeofBits(x.type);
    const r: Operand = { mode: 'constant', expr: e, type: x.type, val: unaryOp(e.op as '+', x.val!, prec) };
    overflow(c, r, e);
    return r;
  }
  return { mode: 'value', expr: e, type: x.type };
}

function sizeofBits(t: Type): number {
  const b = under(t) as Basic;
  switch (b.info) {
    case 'uint8':
    case 'int8':
      return 8;
    case 'uint16':
    case 'int16':
      return 16;
    case 'uint32':
    case 'int32':
    case 'float32':
      return 32;
    default:
      return 64;
  }
}

function unparenExpr(e: Expr): Expr {
  while (e.kind === 'ParenExpr') e = e.x;
  return e;
}

const binaryPred: Record<string, (t: Type) => boolean> = {
  '+': isNumericOrString,
  '-': isNumeric,
  '*': isNumeric,
  '/': isNumeric,
  '%': isInteger,
  '&': isInteger,
  '|': isInteger,
  '^': isInteger,
  '&^': isInteger,
  '&&': isBoolean,
  '||': isBoolean,
};

const comparisonOps = new Set(['==', '!=', '<', '<=', '>', '>=']);

/** Binary expression e (or `lhs op= rhs` when e is undefined). */
export function binary(c: Checker, e: BinaryExpr | undefined, lhs: Expr, rhs: Expr, op: string): Operand {
  if (lhs.kind !== 'BinaryExpr') return binaryWith(c, e, expr(c, lhs), lhs, rhs, op);
  // A left-deep chain (`a + b + c + ...`, thousands of terms in generated code) in a loop: types2
  // recurses through expr for each operand on the left; this does what that recursion does, from the
  // innermost operand out, on a stack of its own.
  const spine: BinaryExpr[] = [];
  let l: Expr = lhs;
  for (; l.kind === 'BinaryExpr'; l = l.x) spine.push(l);
  let x = expr(c, l);
  for (let i = spine.length - 1; i >= 0; i--) {
    const b = spine[i];
    x = exprResult(c, b, binaryWith(c, b, x, b.x, b.y, b.op));
  }
  return binaryWith(c, e, x, lhs, rhs, op);
}

/** binary once its left operand x (of `lhs`) is checked. */
function binaryWith(
  c: Checker,
  e: BinaryExpr | undefined,
  x: Operand,
  lhs: Expr,
  rhs: Expr,
  op: string,
): Operand {
  const y = expr(c, rhs);
  const at = e ?? lhs;
  if (x.mode === 'invalid') return invalidOperand(at);
  if (y.mode === 'invalid') return invalidOperand(at);
  if (op === '<<' || op === '>>') return shiftOp(c, x, y, e, op);
  matchTypes(c, x, y);
  if ((x.mode as string) === 'invalid') return invalidOperand(at);
  if (comparisonOps.has(op)) {
    const r = comparison(c, x, y, op, false);
    return { ...r, expr: at };
  }
  if (!identical(x.type, y.type)) {
    if (!isInvalid(x.type) && !isInvalid(y.type)) {
      if (e)
        c.error(lhs, `${invalidOp}${exprString(e)} (mismatched types ${c.t(x.type)} and ${c.t(y.type)})`);
      else
        c.error(
          lhs,
          `${invalidOp}${exprString(lhs)} ${op}= ${exprString(rhs)} (mismatched types ${c.t(x.type)} and ${c.t(y.type)})`,
        );
    }
    return invalidOperand(at);
  }
  const pred = binaryPred[op];
  if (!pred?.(x.type)) {
    c.error(lhs, `${invalidOp}operator ${op} not defined on ${c.op(x)}`);
    return invalidOperand(at);
  }
  if (op === '/' || op === '%') {
    if ((x.mode === 'constant' || isInteger(x.type)) && y.mode === 'constant' && sign(y.val!) === 0) {
      c.error(rhs, `${invalidOp}division by zero`);
      return invalidOperand(at);
    }
  }
  if (x.mode === 'constant' && y.mode === 'constant') {
    if (x.val!.kind === 'unknown' || y.val!.kind === 'unknown')
      return { mode: 'constant', expr: at, type: x.type, val: unknownConst };
    let v: ConstValue;
    try {
      v = binaryOp(x.val!, op as BinaryOp, y.val!, op === '/' && isInteger(x.type));
    } catch {
      c.error(rhs, `${invalidOp}division by zero`);
      return invalidOperand(at);
    }
    const r: Operand = { mode: 'constant', expr: at, type: x.type, val: v };
    overflow(c, r, at);
    return r;
  }
  return { mode: 'value', expr: at, type: x.type };
}

export function matchTypes(c: Checker, x: Operand, y: Operand): void {
  const mayConvert = (): boolean => {
    // types2 matchTypes: an untyped operand may convert to its default type beside an interface;
    // otherwise only booleans to booleans and strings to strings are ruled out before trying
    // (so `f + 1` with f a func reports the failed conversion of 1, as gc does).
    if (isTyped(x.type) && isTyped(y.type)) return false;
    if (isInterface(x.type) || isInterface(y.type)) return true;
    if (isBoolean(x.type) !== isBoolean(y.type)) return false;
    if (isString(x.type) !== isString(y.type)) return false;
    if (isNilOperand(x)) return hasNil(y.type);
    if (isNilOperand(y)) return hasNil(x.type);
    if (isPointer(x.type) || isPointer(y.type)) return false;
    return true;
  };
  if (mayConvert()) {
    convertUntyped(c, x, y.type);
    if (x.mode === 'invalid') return;
    convertUntyped(c, y, x.type);
    if (y.mode === 'invalid') x.mode = 'invalid';
  }
}

/** types2 comparison (also used for switch cases with switchCase=true). */
export function comparison(c: Checker, x: Operand, y: Operand, op: string, switchCase: boolean): Operand {
  if (isInvalid(x.type) || isInvalid(y.type)) return invalidOperand(x.expr);
  if (switchCase) op = '==';
  let errOp = x;
  let cause = '';
  let ok = assignableTo(x, y.type, c.qf).ok || assignableTo(y, x.type, c.qf).ok;
  if (!ok) {
    errOp = y;
    cause = `mismatched types ${c.t(x.type)} and ${c.t(y.type)}`;
  } else if (op === '==' || op === '!=') {
    if (isNilOperand(x) || isNilOperand(y)) {
      const t = isNilOperand(x) ? y.type : x.type;
      // nil == nil: untyped nil has no == (types2 reports it on the second operand)
      if (!hasNil(t) || (isNilOperand(x) && isNilOperand(y))) {
        errOp = y;
        ok = false;
      }
    } else if (!comparable(x.type)) {
      errOp = x;
      cause = incomparableCause(c, x.type);
      ok = false;
    } else if (!comparable(y.type)) {
      errOp = y;
      cause = incomparableCause(c, y.type);
      ok = false;
    }
  } else {
    if (!isOrdered(x.type)) {
      errOp = x;
      ok = false;
    } else if (!isOrdered(y.type)) {
      errOp = y;
      ok = false;
    }
  }
  if (!ok) {
    if (cause === '') {
      if (isTypeParam(x.type) || isTypeParam(y.type)) {
        if (!isTypeParam(x.type)) errOp = y;
        cause = `type parameter ${c.t(errOp.type)} cannot use operator ${op}`;
      } else {
        let what = compositeKind(errOp.type);
        if (what === '') what = c.t(errOp.type);
        cause = `operator ${op} not defined on ${what}`;
      }
    }
    if (switchCase)
      c.error(x.expr!, `invalid case ${exprString(x.expr!)} in switch on ${exprString(y.expr!)} (${cause})`);
    else c.error(errOp.expr!, `${invalidOp}${exprString(x.expr!)} ${op} ${exprString(y.expr!)} (${cause})`);
    return invalidOperand(x.expr);
  }
  if (x.mode === 'constant' && y.mode === 'constant') {
    return {
      mode: 'constant',
      expr: x.expr,
      type: Typ.untypedBool,
      val: makeBool(compare(x.val!, op as CompareOp, y.val!)),
    };
  }
  updateExprType(c, x.expr, defaultType(x.type), true);
  updateExprType(c, y.expr, defaultType(y.type), true);
  return { mode: 'value', expr: x.expr, type: Typ.untypedBool };
}

function incomparableCause(c: Checker, t: Type): string {
  const u = under(t);
  if (u.kind === 'slice' || u.kind === 'signature' || u.kind === 'map')
    return compositeKind(t) + ' can only be compared to nil';
  // types2 predicates.go comparableType: the cause names the first incomparable field's (or the
  // array's) own type, without looking further into it (struct containing Row, not []string).
  const find = (tt: Type): string => {
    const uu = under(tt);
    if (uu.kind === 'struct') {
      for (const f of uu.fields)
        if (!comparable(f.type)) return `struct containing ${c.t(f.type)} cannot be compared`;
    }
    if (uu.kind === 'array' && !comparable(uu.elem)) return `${c.t(tt)} cannot be compared`;
    // types2 predicates.go comparable, *Interface case: a type parameter's type set.
    if (uu.kind === 'interface' && unalias(tt).kind === 'typeparam')
      return computeTS(uu).terms?.length === 0 ? 'empty type set' : 'incomparable types in type set';
    return '';
  };
  return find(t);
}

function shiftOp(c: Checker, x: Operand, y: Operand, e: BinaryExpr | undefined, op: string): Operand {
  const at = e ?? x.expr!;
  let xval: ConstValue | undefined;
  if (x.mode === 'constant') xval = toInt(x.val!);
  if (isInteger(x.type) || (isUntyped(x.type) && xval?.kind === 'int')) {
    // ok
  } else {
    c.error(x.expr!, `${invalidOp}shifted operand ${c.op(x)} must be integer`);
    return invalidOperand(at);
  }
  let yval: ConstValue | undefined;
  if (y.mode === 'constant') {
    yval = toInt(y.val!);
    if (yval.kind === 'int' && yval.value < 0n) {
      c.error(y.expr!, `${invalidOp}negative shift count ${c.op(y)}`);
      return invalidOperand(at);
    }
    if (isUntyped(y.type)) {
      representable(c, y, Typ.uint);
      if ((y.mode as string) === 'invalid') return invalidOperand(at);
    }
  } else if (isInteger(y.type)) {
    // ok
  } else if (isUntyped(y.type)) {
    convertUntyped(c, y, Typ.uint);
    if (y.mode === 'invalid') return invalidOperand(at);
  } else {
    c.error(y.expr!, `${invalidOp}shift count ${c.op(y)} must be integer`);
    return invalidOperand(at);
  }
  if (x.mode === 'constant') {
    if (y.mode === 'constant') {
      if (x.val!.kind === 'unknown' || y.val!.kind === 'unknown') {
        return {
          mode: 'constant',
          expr: at,
          type: isInteger(x.type) ? x.type : Typ.untypedInt,
          val: unknownConst,
        };
      }
      const s = yval!.kind === 'int' ? yval!.value : -1n;
      if (s < 0n || s > 1023n - 1n + 52n) {
        c.error(y.expr!, `${invalidOp}invalid shift count ${c.op(y)}`);
        return invalidOperand(at);
      }
      const t = isInteger(x.type) ? x.type : Typ.untypedInt;
      const r: Operand = {
        mode: 'constant',
        expr: at,
        type: t,
        val: constShift(xval!, op as '<<', Number(s)),
      };
      overflow(c, r, at);
      return r;
    }
    if (isUntyped(x.type)) {
      const u = x.expr ? c.untyped.get(x.expr) : undefined;
      if (u) u.isLhs = true;
      return { mode: 'value', expr: at, type: x.type };
    }
  }
  if (!isInteger(x.type)) {
    c.error(x.expr!, `${invalidOp}shifted operand ${c.op(x)} must be integer`);
    return invalidOperand(at);
  }
  return { mode: 'value', expr: at, type: x.type };
}

// ---------------------------------------------------------------------------------------------
// Selectors

/** x.sel: qualified identifier, field, method value or method expression (types2 selector). */
export function selector(c: Checker, e: SelectorExpr, _wantType: boolean): Operand {
  const sel = e.sel.name;
  // Qualified identifier?
  if (e.x.kind === 'Ident') {
    const obj = lookup(c, e.x.name);
    if (obj && obj.kind === 'pkgname') {
      c.recordUse(e.x, obj);
      obj.used = true;
      const pkg = obj.imported;
      let found = pkg.scope.lookup(sel);
      // An unexported name gc did not write to the package's export data is not there for importers.
      if (found && !isExportedName(sel) && pkg.exportData && !pkg.exportData().has(sel)) found = undefined;
      const exp = found !== undefined && visibleIn(found, c.pkg) ? found : undefined;
      if (!exp || !isExportedName(sel)) {
        if (!exp) {
          // gc suggests a case-insensitive match.
          let alt: string | undefined;
          for (const [k, o] of pkg.scope.elems)
            if (k.toLowerCase() === sel.toLowerCase() && isExportedName(k) && visibleIn(o, c.pkg)) alt = k;
          c.error(e.sel, `undefined: ${exprString(e)}${alt ? ` (but have ${alt})` : ''}`);
        } else c.error(e.sel, `name ${sel} not exported by package ${pkg.name}`);
        return invalidOperand(e);
      }
      c.recordUse(e.sel, exp);
      switch (exp.kind) {
        case 'const':
          return { mode: 'constant', expr: e, type: exp.type, val: exp.val };
        case 'typename':
          return { mode: 'typexpr', expr: e, type: exp.type! };
        case 'var':
          return { mode: 'variable', expr: e, type: exp.type };
        case 'func':
          return { mode: 'value', expr: e, type: exp.type };
        case 'builtin':
          return { mode: 'builtin', expr: e, type: invalidType, id: exp.id };
        default:
          return invalidOperand(e);
      }
    }
  }
  const x = rawExpr(c, e.x, undefined, false);
  if (x.mode === 'invalid') return invalidOperand(e);
  if (x.mode === 'builtin') {
    c.error(e.x, `${exprString(e.x)} (built-in) must be called`);
    return invalidOperand(e);
  }
  if (x.mode === 'novalue') {
    c.error(e.x, `${c.op(x)} used as value or type`);
    return invalidOperand(e);
  }
  if (x.mode === 'value' && x.type.kind === 'tuple') {
    c.error(e.x, `multiple-value ${c.op(x)} in single-value context`);
    return invalidOperand(e);
  }
  if (isNilOperand(x)) {
    c.error(e, `${invalidOp}${exprString(e)} (nil has no field or method ${sel})`);
    return invalidOperand(e);
  }
  const T = x.type;
  const addressable = x.mode === 'variable';
  const r = lookupFieldOrMethod(T, addressable, c.pkg, sel);
  if (!r.obj) {
    const base = under(T).kind === 'pointer' ? (under(T) as Pointer).elem : T;
    if (isInvalid(under(T)) || isInvalid(under(base))) return invalidOperand(e);
    if (r.index) {
      c.error(e.sel, `ambiguous selector ${exprString(e)}`);
      return invalidOperand(e);
    }
    if (r.indirect) {
      if (x.mode === 'typexpr') {
        c.error(
          e.sel,
          `invalid method expression ${exprString(e)} (needs pointer receiver (*${c.t(T)}).${sel})`,
        );
      } else {
        c.error(e.sel, `cannot call pointer method ${sel} on ${c.t(T)}`);
      }
      return invalidOperand(e);
    }
    let why: string;
    if (isInterfacePtrType(T)) why = `type ${c.t(T)} is pointer to interface, not interface`;
    else
      why = lookupError(
        c,
        T,
        sel,
        lookupFieldOrMethod(T, x.mode === 'variable', c.pkg, sel, true).obj,
        false,
      );
    c.error(e.sel, `${exprString(e)} undefined (${why})`);
    return invalidOperand(e);
  }
  const obj = r.obj;
  c.recordUse(e.sel, obj);
  if (obj.kind === 'func') c.addDep(obj);
  if (x.mode === 'typexpr') {
    // Method expression T.m
    if (obj.kind !== 'func') {
      c.error(e.sel, `${exprString(e)} undefined (type ${c.t(T)} has no method ${sel})`);
      return invalidOperand(e);
    }
    const m = obj as Func;
    const sig = m.type;
    // The receiver is named only when the parameters are, so that the signature in a message is
    // not half named: func(T) int, func(t T, d int) int (types2 selector, method expressions).
    const named = sig.params.vars.length > 0 && sig.params.vars[0].name !== '';
    const recvVar = new (sig.recv!.constructor as typeof import('./types.ts').Var)(
      sig.recv!.pos,
      c.pkg,
      named ? sig.recv!.name || '_' : '',
      T,
    );
    const params = [recvVar, ...sig.params.vars];
    const ft = new Signature(
      undefined,
      new (sig.params.constructor as typeof import('./types.ts').Tuple)(params),
      sig.results,
      sig.variadic,
    );
    c.info.selections.set(e, {
      kind: 'methodexpr',
      recv: T,
      obj: m,
      index: r.index!,
      indirect: r.indirect,
      type: ft,
    });
    return { mode: 'value', expr: e, type: ft };
  }
  if (obj.kind === 'var') {
    c.info.selections.set(e, {
      kind: 'fieldval',
      recv: T,
      obj,
      index: r.index!,
      indirect: r.indirect,
      type: obj.type,
    });
    const mode = x.mode === 'variable' || r.indirect ? 'variable' : 'value';
    return { mode, expr: e, type: obj.type };
  }
  // Method value.
  const m = obj as Func;
  const sig = m.type;
  const mt = new Signature(undefined, sig.params, sig.results, sig.variadic);
  mt.typeParams = sig.typeParams;
  c.info.selections.set(e, {
    kind: 'methodval',
    recv: T,
    obj: m,
    index: r.index!,
    indirect: r.indirect,
    type: mt,
  });
  return { mode: 'value', expr: e, type: mt };
}

function isInterfacePtrType(t: Type): boolean {
  const u = under(t);
  return u.kind === 'pointer' && under(u.elem).kind === 'interface' && !isTypeParam(u.elem);
}

/** types2 lookupError: why x.sel (or a struct literal key) was not found, with case hints. */
export function lookupError(
  c: Checker,
  T: Type,
  sel: string,
  obj: Obj | undefined,
  structLit: boolean,
): string {
  const tail = (s: string) => [...s].slice(1).join('');
  type E = 'missing' | 'misspelled' | 'unexported' | 'inaccessible';
  let e: E = 'missing';
  let alt = '';
  if (obj) {
    alt = obj.name;
    if (obj.pkg === c.pkg) e = 'misspelled';
    else if (isExportedName(sel)) {
      if (isExportedName(alt)) e = 'misspelled';
      else if (tail(sel) === tail(alt)) e = 'unexported';
    } else if (isExportedName(alt)) {
      if (tail(sel) === tail(alt)) e = 'misspelled';
    } else if (sel === alt) e = 'inaccessible';
  }
  const ts = c.t(T);
  if (structLit) {
    switch (e) {
      case 'missing':
        return `unknown field ${sel} in struct literal of type ${ts}`;
      case 'misspelled':
        return `unknown field ${sel} in struct literal of type ${ts}, but does have ${alt}`;
      case 'unexported':
        return `unknown field ${sel} in struct literal of type ${ts}, but does have unexported ${alt}`;
      case 'inaccessible':
        return `cannot refer to unexported field ${alt} in struct literal of type ${ts}`;
    }
  }
  const what = obj?.kind === 'var' ? 'field' : obj?.kind === 'func' ? 'method' : 'object';
  switch (e) {
    case 'missing':
      return `type ${ts} has no field or method ${sel}`;
    case 'misspelled':
      return `type ${ts} has no field or method ${sel}, but does have ${what} ${alt}`;
    case 'unexported':
      return `type ${ts} has no field or method ${sel}, but does have unexported ${what} ${alt}`;
    case 'inaccessible':
      return `cannot refer to unexported ${what} ${alt}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Index, slice, type assertion

function indexExpr(c: Checker, e: IndexExpr | IndexListExpr): Operand {
  const partialOk = c.keepPartial === e;
  c.keepPartial = undefined;
  const x = rawExpr(c, e.x, undefined, true);
  if (x.mode === 'invalid') {
    for (const i of e.kind === 'IndexExpr' ? [e.index] : e.indices) rawExpr(c, i, undefined, false);
    return invalidOperand(e);
  }
  const indices = e.kind === 'IndexExpr' ? [e.index] : e.indices;
  if (x.mode === 'typexpr') {
    // Generic type instantiation.
    return { mode: 'typexpr', expr: e, type: c.typ(e) };
  }
  if (
    x.mode === 'value' &&
    x.type.kind === 'signature' &&
    x.type.typeParams &&
    x.type.typeParams.length > 0
  ) {
    return c.funcInstOperand(x, e, indices, !partialOk);
  }
  // types2 exprOrType excludes no-value operands only: a built-in reaches the index switch below
  // ("cannot index max (built-in)").
  if (x.mode === 'novalue') exclude(c, x, true);
  singleValue(c, x);
  if ((x.mode as string) === 'invalid') return invalidOperand(e);
  if (indices.length > 1) {
    c.error(indices[1], `${invalidOp}more than one index`);
  }
  const index = indices[0];
  let valid = false;
  let length = -1;
  const res: Operand = { mode: 'value', expr: e, type: invalidType };
  const u = coreType(x.type);
  if (!u && isTypeParam(x.type)) {
    // No core type: indexing is valid if every type in the type set supports it with the same
    // element type (types2 indexExpr for type parameters).
    const terms = computeTS(under(x.type) as Interface).terms ?? [];
    let elem: Type | undefined;
    let anyString = false;
    let ok = terms.length > 0;
    for (const t of terms) {
      let tu = under(t.type);
      if (tu.kind === 'pointer' && under(tu.elem).kind === 'array') tu = under(tu.elem);
      let et: Type | undefined;
      if (tu.kind === 'slice' || tu.kind === 'array') et = tu.elem;
      else if (tu.kind === 'basic' && isString(tu)) {
        et = byteTypeOf();
        anyString = true;
      }
      if (!et || (elem && !identical(elem, et))) ok = false;
      elem ??= et;
    }
    if (ok && elem) {
      indexValue(c, index, -1);
      return { mode: anyString ? 'value' : 'variable', expr: e, type: elem };
    }
  }
  if (u) {
    switch (u.kind) {
      case 'basic':
        if (isString(u)) {
          valid = true;
          if (x.mode === 'constant') length = x.val!.kind === 'string' ? x.val!.value.length : -1;
          res.mode = 'value';
          res.type = Typ.uint8 === undefined ? invalidType : byteTypeOf();
        }
        break;
      case 'array':
        valid = true;
        length = u.len;
        res.mode = x.mode === 'variable' ? 'variable' : 'value';
        res.type = u.elem;
        break;
      case 'pointer': {
        const a = under(u.elem);
        if (a.kind === 'array') {
          valid = true;
          length = a.len;
          res.mode = 'variable';
          res.type = a.elem;
        }
        break;
      }
      case 'slice':
        valid = true;
        res.mode = 'variable';
        res.type = u.elem;
        break;
      case 'map': {
        const k = expr(c, index);
        c.assignment(k, u.key, 'map index');
        return { mode: 'mapindex', expr: e, type: u.elem };
      }
    }
  }
  if (!valid) {
    c.error(e.lbrack, `${invalidOp}cannot index ${c.op(x)}`);
    // types2 check.use: evaluated with rawExpr, so a type argument is no error (`max[int]`).
    rawExpr(c, index, undefined, false);
    return invalidOperand(e);
  }
  // An indexed string is a byte value, not a constant, even when the string and the index are
  // constants (types2 index.go indexExpr: `-"abc"[1]` is 158, not an overflow).
  indexValue(c, index, length);
  return res;
}

function byteTypeOf(): Type {
  return byteType;
}

/** Check an index expression; returns its constant value or -1 (types2 index). */
/**
 * types2 check.index: the constant index value, or -1 when it is not a constant or is invalid;
 * `out.valid` tells the two apart (false once an error was reported or the operand was invalid).
 */
export function indexValue(c: Checker, index: Expr, max: number, out?: { valid: boolean }): number {
  if (out !== undefined) out.valid = false;
  const x = expr(c, index);
  if (x.mode === 'invalid') return -1;
  convertUntyped(c, x, Typ.int);
  if ((x.mode as string) === 'invalid') return -1;
  if (!isInteger(x.type)) {
    c.error(index, `invalid argument: index ${c.op(x)} must be integer`);
    return -1;
  }
  if (x.mode === 'constant') {
    const v = x.val!;
    if (v.kind === 'int') {
      if (v.value < 0n) {
        c.error(index, `invalid argument: index ${c.op(x)} must not be negative`);
        return -1;
      }
      if (max >= 0 && v.value >= BigInt(max)) {
        c.error(index, `invalid argument: index ${constString(v)} out of bounds [0:${max}]`);
        return -1;
      }
      if (out !== undefined) out.valid = true;
      return Number(v.value);
    }
    return -1;
  }
  if (out !== undefined) out.valid = true;
  return -1;
}

function sliceExpr(c: Checker, e: SliceExpr): Operand {
  const x = expr(c, e.x);
  if (x.mode === 'invalid') {
    for (const i of [e.low, e.high, e.max]) if (i) expr(c, i);
    return invalidOperand(e);
  }
  let valid = false;
  let length = -1;
  const res: Operand = { mode: 'value', expr: e, type: x.type };
  // types2 index.go sliceExpr: string and []byte mix (`S ~string | ~[]byte` slices).
  const u = coreString(x.type);
  if (!u) {
    c.error(e.x, `${invalidOp}cannot slice ${c.op(x)}: ${c.t(x.type)} has no core type`);
    return invalidOperand(e);
  }
  switch (u.kind) {
    case 'basic':
      if (isString(u)) {
        if (e.slice3) {
          c.error(e.max ?? e, `${invalidOp}3-index slice of string`);
          return invalidOperand(e);
        }
        valid = true;
        if (x.mode === 'constant' && x.val!.kind === 'string') length = x.val!.value.length;
        res.type = isUntyped(x.type) ? Typ.string : x.type;
      }
      break;
    case 'array':
      valid = true;
      length = u.len;
      if (x.mode !== 'variable') {
        c.error(e.x, `invalid operation: ${c.op(x)} (slice of unaddressable value)`);
        return invalidOperand(e);
      }
      res.type = new Slice(u.elem);
      break;
    case 'pointer': {
      const a = under(u.elem);
      if (a.kind === 'array') {
        valid = true;
        length = a.len;
        res.type = new Slice(a.elem);
      }
      break;
    }
    case 'slice':
      valid = true;
      break;
  }
  if (!valid) {
    c.error(e.x, `${invalidOp}cannot slice ${c.op(x)}`);
    return invalidOperand(e);
  }
  if (e.slice3 && (!e.high || !e.max)) {
    c.error(e, 'middle index required in 3-index slice');
    return invalidOperand(e);
  }
  const vals: number[] = [];
  const exprs: Expr[] = [];
  for (const i of [e.low, e.high, e.max]) {
    if (!i) continue;
    const v = indexValue(c, i, length >= 0 ? length + 1 : -1);
    vals.push(v);
    exprs.push(i);
  }
  // types2 index.go sliceExpr: one error, at the smaller (later) index; the operand stays valid.
  for (let i = 0; i < vals.length; i++)
    for (let j = i + 1; j < vals.length; j++)
      if (vals[i] >= 0 && vals[j] >= 0 && vals[i] > vals[j]) {
        c.error(exprs[j], `invalid slice indices: ${vals[j]} < ${vals[i]}`);
        return res;
      }
  return res;
}

function typeAssert(c: Checker, e: TypeAssertExpr): Operand {
  const x = expr(c, e.x);
  if (x.mode === 'invalid') return invalidOperand(e);
  if (!e.type) {
    c.error(e, `invalid syntax tree: use of .(type) outside type switch`);
    return invalidOperand(e);
  }
  if (isTypeParam(x.type)) {
    c.error(e.x, `${invalidOp}cannot use type assertion on type parameter value ${c.op(x)}`);
    return invalidOperand(e);
  }
  if (!isInterface(x.type)) {
    c.error(e.x, `${invalidOp}${c.op(x)} is not an interface`);
    return invalidOperand(e);
  }
  const T = c.typ(e.type);
  if (isInvalid(T)) return invalidOperand(e);
  typeAssertion(c, e, x, T, false);
  return { mode: 'commaok', expr: e, type: T };
}

/** Report an impossible type assertion (types2 typeAssertion). */
export function typeAssertion(c: Checker, e: Expr, x: Operand, T: Type, typeSwitch: boolean): void {
  // types2 assertableTo: no static check when T is an interface, a type parameter included
  // (IsInterface of its constraint).
  if (isInterface(T) || isTypeParam(T)) return;
  const mm = missingMethod(T, x.type, false, c.qf);
  if (!mm.method) return;
  const cause = mm.cause;
  if (typeSwitch) {
    c.error(
      e,
      `impossible type switch case: ${exprString(e)}\n\t${c.op(x)} cannot have dynamic type ${c.t(T)} ${cause}`,
    );
    return;
  }
  c.error(
    e,
    `impossible type assertion: ${exprString(e)}\n\t${c.t(T)} does not implement ${c.t(x.type)} ${cause}`,
  );
}

// ---------------------------------------------------------------------------------------------
// Composite literals

/**
 * A literal of a type whose own declaration is being checked, as in `type Arr [len(Arr{})]int`: types2
 * sets up the array, slice, map or struct first and finds its element type or fields missing
 * (expr.go compositeLit, "invalid recursive type", go.dev/issue/18643). Here the named type has no
 * underlying type yet, so the declaration's syntax says which of those it is.
 */
function recursiveLitType(c: Checker, base: Type): boolean {
  const n = unalias(base);
  if (n.kind !== 'named' || n.underlyingType || n.origin || c.objColor.get(n.obj) !== 'grey') return false;
  if (brokenTypes.has(n.obj)) return false;
  const k = c.objMap.get(n.obj)?.tspec?.type.kind;
  return k === 'ArrayType' || k === 'StructType' || k === 'MapType';
}

function compositeLit(c: Checker, e: CompositeLit, hint: Type | undefined): Operand {
  let t: Type;
  let base: Type;
  if (e.type) {
    if (e.type.kind === 'ArrayType' && e.type.len?.kind === 'Ellipsis') {
      const elem = c.typ(e.type.elt);
      const at = new ArrayType(elem, -1);
      t = at;
      c.recordTypeAndValue(e.type, 'typexpr', at, undefined);
    } else t = c.typ(e.type);
    base = t;
  } else if (hint) {
    t = hint;
    // types2 expr.go (go1.23): base, _ = deref(coreType(typ)), so an elided element type prints as
    // its underlying type (`too few values in struct literal of type struct{...}`), *T as T.
    const bu = coreType(t);
    base = bu === undefined ? t : bu.kind === 'pointer' ? bu.elem : bu;
  } else {
    // types2 expr.go (go1.23): the elements are not checked.
    c.error(e, 'missing type in composite literal');
    return invalidOperand(e);
  }
  const u = coreType(base);
  if (!u || isInvalid(u) || building.has(u)) {
    // A struct whose fields are still being checked (types2: utyp.fields == nil).
    if ((u && building.has(u)) || recursiveLitType(c, base)) {
      c.error(e, 'invalid recursive type');
      return invalidOperand(e);
    }
    if (u && isInvalid(u)) {
      for (const el of e.elts) evalIgnoring(c, el);
      return invalidOperand(e);
    }
    c.error(e, `invalid composite literal type ${c.t(t)}`);
    return invalidOperand(e);
  }
  switch (u.kind) {
    case 'struct': {
      if (e.elts.length === 0) break;
      const fields = u.fields;
      if (e.elts[0].kind === 'KeyValueExpr') {
        const seen = new Set<number>();
        for (const el of e.elts) {
          if (el.kind !== 'KeyValueExpr') {
            c.error(el, 'mixture of field:value and value elements in struct literal');
            expr(c, el);
            continue;
          }
          const key = el.key;
          if (key.kind !== 'Ident') {
            c.error(key, `invalid field name ${exprString(key)} in struct literal`);
            expr(c, el.value);
            continue;
          }
          const i = fields.findIndex(
            (f) => sameId(f.pkg, f.name, c.pkg, key.name, false) && visibleIn(f, c.pkg),
          );
          if (i < 0) {
            const alt = fields.find(
              (f) => sameId(f.pkg, f.name, c.pkg, key.name, true) && visibleIn(f, c.pkg),
            );
            c.error(key, lookupError(c, base, key.name, alt, true));
            expr(c, el.value);
            continue;
          }
          const fld = fields[i];
          c.recordUse(key, fld);
          // A field's value gets no hint: only elements of arrays, slices and maps may elide their
          // type (types2 expr.go checks it with check.expr(nil, x, kv.Value)).
          const v = expr(c, el.value);
          if (seen.has(i)) {
            c.error(el, `duplicate field name ${key.name} in struct literal`);
            continue;
          }
          seen.add(i);
          c.assignment(v, fld.type, 'struct literal');
        }
      } else {
        let i = 0;
        for (const el of e.elts) {
          if (el.kind === 'KeyValueExpr') {
            c.error(el, 'mixture of field:value and value elements in struct literal');
            expr(c, el.value);
            continue;
          }
          const v = expr(c, el);
          if (i >= fields.length) {
            c.error(v.expr ?? el, `too many values in struct literal of type ${c.t(base)}`);
            break;
          }
          const fld = fields[i];
          i++;
          if (!isExportedName(fld.name) && fld.pkg !== c.pkg) {
            c.error(
              el,
              `implicit assignment to unexported field ${fld.name} in struct literal of type ${c.t(base)}`,
            );
            continue;
          }
          c.assignment(v, fld.type, 'struct literal');
        }
        if (e.elts.length < fields.length) {
          c.error(e.rbrace, `too few values in struct literal of type ${c.t(base)}`);
        }
      }
      break;
    }
    case 'array': {
      const n = indexedElts(c, e.elts, u.elem, u.len);
      if (u.len < 0) {
        u.len = n;
        if (e.type) c.recordTypeAndValue(e.type, 'typexpr', u, undefined);
      }
      break;
    }
    case 'slice':
      indexedElts(c, e.elts, u.elem, -1);
      break;
    case 'map': {
      // Constant keys seen so far. With an interface key type (not a type parameter), equal values
      // of different types are different keys: map[any]int{1: 1, 1.0: 3} has an int and a float64
      // key (types2 expr.go, compositeLit; the message prints the converted value, as x.val).
      const keyIsInterface = isInterface(u.key);
      const keys: { val: ConstValue; type: Type }[] = [];
      for (const el of e.elts) {
        if (el.kind !== 'KeyValueExpr') {
          c.error(el, 'missing key in map literal');
          expr(c, el);
          continue;
        }
        const k = exprWithHint(c, el.key, u.key);
        c.assignment(k, u.key, 'map literal');
        if (k.mode === 'constant' && k.val) {
          const val = k.val;
          if (
            keys.some((kv) => compareSafe(kv.val, val) && (!keyIsInterface || identical(kv.type, k.type)))
          ) {
            c.error(el.key, `duplicate key ${constString(val)} in map literal`);
          }
          keys.push({ val, type: k.type });
        }
        const v = exprWithHint(c, el.value, u.elem);
        c.assignment(v, u.elem, 'map literal');
      }
      break;
    }
    default: {
      for (const el of e.elts) evalIgnoring(c, el);
      if (!isInvalid(u)) c.error(e, `invalid composite literal type ${c.t(t)}`);
      return invalidOperand(e);
    }
  }
  return { mode: 'value', expr: e, type: t };
}

function compareSafe(a: ConstValue, b: ConstValue): boolean {
  try {
    return compare(a, '==', b);
  } catch {
    return false;
  }
}

function evalIgnoring(c: Checker, el: Expr): void {
  if (el.kind === 'KeyValueExpr') {
    if (el.key.kind !== 'Ident') expr(c, el.key);
    expr(c, el.value);
  } else if (el.kind === 'CompositeLit' && !el.type) {
    for (const x of el.elts) evalIgnoring(c, x);
  } else expr(c, el);
}

/** Elements of an array or slice literal; returns the length (max index + 1). */
function indexedElts(c: Checker, elts: Expr[], elem: Type, length: number): number {
  const visited = new Set<number>();
  let index = 0;
  let max = 0;
  for (const el of elts) {
    let validIndex = false;
    let eval_ = el;
    if (el.kind === 'KeyValueExpr') {
      const key = { valid: false };
      const i = indexValue(c, el.key, length, key);
      if (i >= 0) {
        index = i;
        validIndex = true;
      } else if (key.valid) {
        // a valid index that is not a constant (types2 indexedElts)
        c.error(el.key, `index ${exprString(el.key)} must be integer constant`);
      }
      eval_ = el.value;
    } else if (length >= 0 && index >= length) {
      c.error(el, `index ${index} is out of bounds (>= ${length})`);
    } else validIndex = true;
    if (validIndex) {
      if (visited.has(index)) c.error(el, `duplicate index ${index} in array or slice literal`);
      else visited.add(index);
    }
    index++;
    if (index > max) max = index;
    const x = exprWithHint(c, eval_, elem);
    c.assignment(x, elem, 'array or slice literal');
  }
  return max;
}

/** Evaluate e with a type hint for elided composite literal types. */
export function exprWithHint(c: Checker, e: Expr, hint: Type | undefined): Operand {
  const x = rawExpr(c, e, hint, false);
  exclude(c, x, false);
  singleValue(c, x);
  return x;
}

export { constString, identical, isConstType, makeInt, Typ };

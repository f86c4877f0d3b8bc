// Operands and the relations between types that produce gc's "cannot use" causes
// (types2 operand.go, lookup.go missingMethod, instantiate.go implements, conversions.go).

import type { Expr } from '../syntax/ast.ts';
import { type ConstValue, constString } from './constant.ts';
import { exprString } from './exprstring.ts';
import type { OperandMode } from './info.ts';
import { hasPtrRecv, lookupFieldOrMethod } from './lookup.ts';
import {
  comparable,
  hasNil,
  identical,
  identicalIgnoreTags,
  isComplex,
  isFloat,
  isInteger,
  isInterface,
  isNumeric,
  isString,
  isTypeParam,
  isUntyped,
} from './predicates.ts';
import type { BuiltinId, Func, Interface, Type } from './types.ts';
import { invalidType, isInvalid, unalias, under } from './types.ts';
import { computeTypeSet, termsInclude } from './typeset.ts';
import { type Qualifier, signatureString, typeString } from './typestring.ts';
import { byteType, runeType, Typ } from './universe.ts';

export interface Operand {
  mode: OperandMode;
  expr: Expr | undefined;
  type: Type;
  val?: ConstValue;
  id?: BuiltinId;
  /** A partially instantiated generic function F[A] (checker keepPartial): its given type arguments. */
  targs?: Type[];
}

export function invalidOperand(expr?: Expr): Operand {
  return { mode: 'invalid', expr, type: invalidType };
}

const modeString: Record<OperandMode, string> = {
  invalid: 'invalid operand',
  novalue: 'no value',
  builtin: 'built-in',
  typexpr: 'type',
  constant: 'constant',
  variable: 'variable',
  mapindex: 'map index expression',
  value: 'value',
  nilvalue: 'nil',
  commaok: 'comma, ok expression',
  commaerr: 'comma, error expression',
};

/** types2 compositeKind (Go 1.24+ operand wording). */
export function compositeKind(t: Type): string {
  const u = under(t);
  switch (u.kind) {
    case 'basic':
      return '';
    case 'array':
      return 'array';
    case 'slice':
      return 'slice';
    case 'struct':
      return 'struct';
    case 'pointer':
      return 'pointer';
    case 'signature':
      return 'func';
    case 'interface':
      return 'interface';
    case 'map':
      return 'map';
    case 'chan':
      return 'chan';
    case 'tuple':
      return 'tuple';
    case 'union':
      return 'union';
    default:
      return '';
  }
}

export function isNilOperand(x: Operand): boolean {
  return x.mode === 'nilvalue' || (x.mode === 'value' && x.type === Typ.untypedNil);
}

/** types2 operandString with the Go 1.24+ kind description for named and alias types. */
export function operandString(x: Operand, qf: Qualifier): string {
  if (x.mode === 'nilvalue') {
    if (x.type === Typ.untypedNil) return 'nil';
    if (isInvalid(x.type)) return 'nil (with invalid type)';
    return `nil (of type ${typeString(x.type, qf)})`;
  }
  let expr = '';
  if (x.expr) expr = exprString(x.expr);
  else if (x.mode === 'builtin') expr = x.id ?? '';
  else if (x.mode === 'typexpr') expr = typeString(x.type, qf);
  else if (x.mode === 'constant' && x.val) expr = constString(x.val);
  let buf = '';
  if (expr !== '') buf += expr + ' (';
  let hasType = false;
  switch (x.mode) {
    case 'invalid':
    case 'novalue':
    case 'builtin':
    case 'typexpr':
      break;
    default:
      if (isUntyped(x.type)) {
        buf += (unalias(x.type) as { name: string }).name + ' ';
        break;
      }
      hasType = true;
  }
  buf += modeString[x.mode];
  if (x.mode === 'constant' && x.val) {
    const s = constString(x.val);
    if (s !== expr) buf += ' ' + s;
  }
  if (hasType) {
    if (!isInvalid(x.type)) {
      let desc = '';
      const t = x.type;
      if (isGenericType(t)) desc = 'generic ';
      const tp = unalias(t);
      if (tp.kind !== 'typeparam' && (t.kind === 'named' || t.kind === 'alias')) {
        let what = compositeKind(t);
        if (what === '') {
          const u = under(t);
          what = u.kind === 'basic' ? u.name : '';
        }
        if (what !== '') desc += what + ' ';
      }
      buf += ' of ' + desc + 'type ' + typeString(t, qf);
      if (tp.kind === 'typeparam') buf += ' constrained by ' + typeString(tp.constraint, qf);
    } else buf += ' with invalid type';
  }
  if (expr !== '') buf += ')';
  return buf;
}

function isGenericType(t: Type): boolean {
  if (t.kind === 'named') return !!t.typeParams && !t.typeArgs;
  if (t.kind === 'signature') return !!t.typeParams && t.typeParams.length > 0;
  return false;
}

// ---------------------------------------------------------------------------------------------
// Implements / missing method

/** funcString with paramNames=false, as in "have M(int) string". */
export function funcString(f: Func, qf: Qualifier): string {
  return f.name + signatureString(f.type, qf, false);
}

export interface MissingMethod {
  method: Func | undefined;
  wrongType: boolean;
  cause: string;
}

/** types2 missingMethod: the first method of interface T that V lacks, with gc's cause text. */
export function missingMethod(V: Type, T: Type, isStatic: boolean, qf: Qualifier): MissingMethod {
  const tu = under(T) as Interface;
  const methods = computeTypeSet(tu).methods;
  if (methods.length === 0) return { method: undefined, wrongType: false, cause: '' };
  type State = 'ok' | 'notFound' | 'wrongName' | 'unexported' | 'wrongSig' | 'ambigSel' | 'ptrRecv' | 'field';
  let state: State = 'ok';
  let m: Func | undefined;
  let f: Func | undefined;
  const vu = under(V);
  if (vu.kind === 'interface' && unalias(V).kind !== 'typeparam') {
    const ts = computeTypeSet(vu);
    for (const mm of methods) {
      m = mm;
      f = ts.methods.find((x) => x.name === mm.name && (x.pkg === mm.pkg || isExp(mm.name)));
      if (!f) {
        if (!isStatic) continue;
        state = 'notFound';
        break;
      }
      if (!identical(f.type, mm.type)) {
        state = 'wrongSig';
        break;
      }
    }
  } else {
    for (const mm of methods) {
      m = mm;
      const r = lookupFieldOrMethod(V, false, mm.pkg, mm.name);
      if (!r.obj) {
        if (r.index) state = 'ambigSel';
        else if (r.indirect) state = 'ptrRecv';
        else {
          state = 'notFound';
          const r2 = lookupFieldOrMethod(V, false, mm.pkg, mm.name, true);
          if (r2.obj?.kind === 'func') {
            f = r2.obj;
            state = f.name === mm.name ? 'unexported' : 'wrongName';
          }
        }
        break;
      }
      if (r.obj.kind !== 'func') {
        f = undefined;
        state = 'field';
        break;
      }
      f = r.obj;
      if (!identicalMethodSig(f.type, mm.type)) {
        state = 'wrongSig';
        break;
      }
    }
  }
  if (state === 'ok' || !m) return { method: undefined, wrongType: false, cause: '' };
  let cause: string;
  switch (state) {
    case 'notFound':
      if (isInterfacePtr(V)) cause = `(${interfacePtrError(V, qf)})`;
      else if (isInterfacePtr(T)) cause = `(${interfacePtrError(T, qf)})`;
      else cause = `(missing method ${m.name})`;
      break;
    case 'wrongName':
      cause = `(missing method ${m.name})\n\t\thave ${funcString(f!, qf)}\n\t\twant ${funcString(m, qf)}`;
      break;
    case 'unexported':
      cause = `(unexported method ${m.name})`;
      break;
    case 'wrongSig': {
      let fs = funcString(f!, qf);
      let ms = funcString(m, qf);
      if (fs === ms) {
        const pq: Qualifier = (p) => p.path;
        fs = funcString(f!, pq);
        ms = funcString(m, pq);
      }
      cause =
        fs === ms
          ? `(wrong type for method ${m.name})`
          : `(wrong type for method ${m.name})\n\t\thave ${fs}\n\t\twant ${ms}`;
      break;
    }
    case 'ptrRecv':
      cause = `(method ${m.name} has pointer receiver)`;
      break;
    case 'field':
      cause = `(${typeString(V, qf)}.${m.name} is a field, not a method)`;
      break;
    default:
      cause = `(ambiguous selector ${typeString(V, qf)}.${m.name})`;
  }
  return { method: m, wrongType: state === 'wrongSig' || state === 'ptrRecv', cause };
}

function isExp(name: string): boolean {
  const c = name.charCodeAt(0);
  return c >= 65 && c <= 90;
}

function identicalMethodSig(a: Type, b: Type): boolean {
  return identical(a, b);
}

function isInterfacePtr(t: Type): boolean {
  const u = under(t);
  return u.kind === 'pointer' && isInterface(u.elem);
}

function interfacePtrError(t: Type, qf: Qualifier): string {
  const u = under(t);
  if (u.kind === 'pointer' && under(u.elem).kind === 'interface') {
    return `type ${typeString(t, qf)} is pointer to interface, not interface`;
  }
  return `type ${typeString(t, qf)} is pointer to type parameter, not type parameter`;
}

/**
 * types2 Checker.implements: V implements (or, for constraints, satisfies) T. On failure returns the
 * full cause ("V does not implement T (missing method M)").
 */
export function implementsCause(V0: Type, T: Type, constraint: boolean, qf: Qualifier): string | undefined {
  // gc names the actual type in the cause (aliases resolved).
  const V = unalias(V0);
  const Vu = under(V);
  const Tu = under(T);
  if (isInvalid(Vu) || isInvalid(Tu)) return undefined;
  if (Vu.kind === 'pointer' && isInvalid(under(Vu.elem))) return undefined;
  const verb = constraint ? 'satisfy' : 'implement';
  // Type strings are only built when a cause is reported (this runs for every interface assignment).
  const vs = () => typeString(V, qf);
  const ts = () => typeString(T, qf);
  if (Tu.kind !== 'interface') {
    const detail = isInterfacePtr(Tu)
      ? `type ${ts()} is pointer to interface, not interface`
      : `${ts()} is not an interface`;
    return `${vs()} does not ${verb} ${ts()} (${detail})`;
  }
  const tset = computeTypeSet(Tu);
  const empty = tset.methods.length === 0 && tset.terms === undefined && !tset.comparable;
  if (empty) return undefined;
  if (Vu.kind === 'interface' && unalias(V).kind !== 'typeparam') {
    const vset = computeTypeSet(Vu);
    if (vset.terms && vset.terms.length === 0) return undefined;
  }
  if (tset.terms && tset.terms.length === 0) return `cannot ${verb} ${ts()} (empty type set)`;
  const mm = missingMethod(V, T, true, qf);
  if (mm.method) return `${vs()} does not ${verb} ${ts()} ${mm.cause}`;
  const checkComparability = (): string | undefined => {
    if (!tset.comparable) return undefined;
    if (strictlyComparable(V)) return undefined;
    if (constraint && comparable(V)) return undefined;
    return `${vs()} does not ${verb} comparable`;
  };
  if (tset.terms === undefined) return checkComparability();
  if (Vu.kind === 'interface' && unalias(V).kind !== 'typeparam') {
    const vset = computeTypeSet(Vu);
    const ok = vset.terms?.every((t) => termsInclude(tset.terms, t.type, identical));
    if (!ok) return `${vs()} does not ${verb} ${ts()}`;
    return checkComparability();
  }
  const vtp = unalias(V);
  if (vtp.kind === 'typeparam') {
    const vset = computeTypeSet(under(vtp.constraint) as Interface);
    const ok = vset.terms?.every((t) => termsInclude(tset.terms, t.type, identical));
    if (!ok) return `${vs()} does not ${verb} ${ts()}`;
    return checkComparability();
  }
  if (!termsInclude(tset.terms, V, identical)) {
    let alt: Type | undefined;
    for (const t of tset.terms) {
      if (!t.tilde && identical(t.type, under(t.type)) && identical(under(V), t.type)) {
        alt = t.type;
        break;
      }
    }
    const detail = alt
      ? `possibly missing ~ for ${typeString(alt, qf)} in ${ts()}`
      : `${vs()} missing in ${tset.terms.map((t) => (t.tilde ? '~' : '') + typeString(t.type, qf)).join(' | ')}`;
    return `${vs()} does not ${verb} ${ts()} (${detail})`;
  }
  return checkComparability();
}

/** Strict comparability: interfaces are not strictly comparable (types2 comparableType with dynamic=false). */
function strictlyComparable(t: Type): boolean {
  const u = under(t);
  if (u.kind === 'interface' && unalias(t).kind !== 'typeparam') return false;
  if (u.kind === 'struct') return u.fields.every((f) => strictlyComparable(f.type));
  if (u.kind === 'array') return strictlyComparable(u.elem);
  return comparable(t);
}

// ---------------------------------------------------------------------------------------------
// Assignability

export interface AssignResult {
  ok: boolean;
  cause: string;
}

/** types2 operand.assignableTo (x already has a typed or untyped type; T is the target). */
export function assignableTo(x: Operand, T: Type, qf: Qualifier): AssignResult {
  const OK = { ok: true, cause: '' };
  if (x.mode === 'invalid' || isInvalid(T)) return OK;
  if (isNilOperand(x)) return { ok: hasNil(T), cause: '' };
  const V = x.type;
  if (identical(V, T)) return OK;
  const Vu = under(V);
  const Tu = under(T);
  const Vp = unalias(V).kind === 'typeparam';
  const Tp = unalias(T).kind === 'typeparam';
  if (isUntyped(V)) {
    if (Tp) {
      // Assignable if assignable to every type in T's type set.
      const ts = computeTypeSet(under(T) as Interface);
      if (!ts.terms) return { ok: false, cause: '' };
      const ok = ts.terms.every((t) => assignableTo(x, t.type, qf).ok);
      return { ok, cause: '' };
    }
    const b = Tu.kind === 'basic' ? Tu : undefined;
    if (b) {
      if (x.mode === 'constant') return { ok: representableKind(x, b), cause: '' };
      if ((Vu as { info: string }).info === 'untyped bool')
        return { ok: b.info === 'bool' || b.info === 'untyped bool', cause: '' };
      return { ok: false, cause: '' };
    }
    if (Tu.kind === 'interface')
      return { ok: computeTypeSet(Tu).terms === undefined || !isUntyped(V), cause: '' };
    return { ok: false, cause: '' };
  }
  // V and T have identical underlying types and at least one is not a named type.
  if (identical(Vu, Tu) && (!hasName(V) || !hasName(T)) && !Vp && !Tp) return OK;
  // T is an interface type (not a type parameter) and x implements T.
  if ((Tu.kind === 'interface' && !Tp) || isInterfacePtr(Tu)) {
    const c = implementsCause(V, T, false, qf);
    if (c === undefined) return OK;
    if (!Vp) return { ok: false, cause: c };
  }
  // If V is an interface, check if a missing type assertion is the problem.
  if (Vu.kind === 'interface' && !Vp) {
    if (implementsCause(T, V, false, qf) === undefined) return { ok: false, cause: 'need type assertion' };
    return { ok: false, cause: '' };
  }
  // Bidirectional channel assignable to a directional channel of identical element type.
  if (Vu.kind === 'chan' && Vu.dir === 'both' && Tu.kind === 'chan' && identical(Vu.elem, Tu.elem)) {
    return { ok: !hasName(V) || !hasName(T), cause: '' };
  }
  // Type parameters: assignable if assignable for every specific type of the type set.
  if (!hasName(V) && Tp) {
    const terms = computeTypeSet(under(T) as Interface).terms;
    if (!terms || terms.length === 0) return { ok: false, cause: '' };
    for (const t of terms) {
      if (!assignableTo(x, t.type, qf).ok)
        return {
          ok: false,
          cause: `cannot assign ${typeString(V, qf)} to ${typeString(t.type, qf)} (in ${typeString(T, qf)})`,
        };
    }
    return OK;
  }
  if (Vp && !hasName(T)) {
    const terms = computeTypeSet(under(V) as Interface).terms;
    if (!terms || terms.length === 0) return { ok: false, cause: '' };
    for (const t of terms) {
      if (!assignableTo({ ...x, type: t.type }, T, qf).ok)
        return {
          ok: false,
          cause: `cannot assign ${typeString(t.type, qf)} (in ${typeString(V, qf)}) to ${typeString(T, qf)}`,
        };
    }
    return OK;
  }
  return { ok: false, cause: '' };
}

function hasName(t: Type): boolean {
  const u = unalias(t);
  return u.kind === 'basic' || u.kind === 'named' || u.kind === 'typeparam';
}

/** Could an untyped constant of x's kind be represented as basic type b (ignoring value range)? */
function representableKind(x: Operand, b: { info: string }): boolean {
  // The value check happens in the checker's conversion of untyped operands; here only kinds matter.
  const v = x.val;
  if (!v) return true;
  if (b.info === 'untyped nil') return false;
  switch (v.kind) {
    case 'bool':
      return b.info === 'bool' || b.info === 'untyped bool';
    case 'string':
      return b.info === 'string' || b.info === 'untyped string';
    default:
      return isNumeric(b as Type);
  }
}

// ---------------------------------------------------------------------------------------------
// Conversions (non-constant part; types2 convertibleTo)

export function convertibleTo(x: Operand, T: Type, qf: Qualifier): AssignResult {
  const asg = assignableTo(x, T, qf);
  if (asg.ok) return { ok: true, cause: '' };
  // The assignability cause (e.g. "need type assertion") is kept when no conversion rule applies.
  const fail = { ok: false, cause: asg.cause };
  const V = x.type;
  const Vu = under(V);
  const Tu = under(T);
  const Vp = unalias(V).kind === 'typeparam';
  const Tp = unalias(T).kind === 'typeparam';
  if (identicalIgnoreTags(Vu, Tu) && !Vp && !Tp) return { ok: true, cause: '' };
  if (
    Vu.kind === 'pointer' &&
    Tu.kind === 'pointer' &&
    unalias(V).kind === 'pointer' &&
    unalias(T).kind === 'pointer'
  ) {
    if (identicalIgnoreTags(under(Vu.elem), under(Tu.elem)) && !isTypeParam(Vu.elem) && !isTypeParam(Tu.elem))
      return { ok: true, cause: '' };
  }
  if ((isInteger(Vu) || isFloat(Vu)) && (isInteger(Tu) || isFloat(Tu)) && !Vp && !Tp)
    return { ok: true, cause: '' };
  if (isComplex(Vu) && isComplex(Tu) && !Vp && !Tp) return { ok: true, cause: '' };
  // string <-> integer / []byte / []rune
  if (isString(Tu) && !Tp && !Vp) {
    if (isInteger(Vu)) return { ok: true, cause: '' };
    if (isBytesOrRunes(Vu)) return { ok: true, cause: '' };
  }
  if (isString(Vu) && isBytesOrRunes(Tu) && !Vp && !Tp) return { ok: true, cause: '' };
  // A pointer or uintptr and unsafe.Pointer, either way.
  const isUnsafe = (u: Type) => u.kind === 'basic' && u.info === 'unsafe.Pointer';
  const ptrOrUintptr = (u: Type) => u.kind === 'pointer' || (u.kind === 'basic' && u.info === 'uintptr');
  if ((ptrOrUintptr(Vu) && isUnsafe(Tu)) || (isUnsafe(Vu) && ptrOrUintptr(Tu)))
    return { ok: true, cause: '' };
  // slice to array or array pointer
  if (Vu.kind === 'slice') {
    if (Tu.kind === 'array' && identical(Vu.elem, Tu.elem)) return { ok: true, cause: '' };
    if (Tu.kind === 'pointer') {
      const a = under(Tu.elem);
      if (a.kind === 'array' && identical(Vu.elem, a.elem)) return { ok: true, cause: '' };
    }
  }
  // Type parameters: convertible if every pair of types in the type sets is convertible.
  if (Vp || Tp) {
    const vterms = Vp ? computeTypeSet(under(V) as Interface).terms : [{ tilde: false, type: V }];
    const tterms = Tp ? computeTypeSet(under(T) as Interface).terms : [{ tilde: false, type: T }];
    if (!vterms || !tterms || vterms.length === 0 || tterms.length === 0) return { ok: false, cause: '' };
    // types2 conversions.go: the failing pair of terms is the cause (an inner cause follows it).
    const ts = (t: Type) => typeString(t, qf);
    for (const vt of vterms)
      for (const tt of tterms) {
        const y: Operand = { mode: 'value', expr: undefined, type: vt.type };
        const r = convertibleTo(y, tt.type, qf);
        if (!r.ok) {
          const msg =
            Vp && Tp
              ? `cannot convert ${ts(vt.type)} (in ${ts(V)}) to type ${ts(tt.type)} (in ${ts(T)})`
              : Vp
                ? `cannot convert ${ts(vt.type)} (in ${ts(V)}) to type ${ts(T)}`
                : `cannot convert ${ts(V)} to type ${ts(tt.type)} (in ${ts(T)})`;
          // The cause so far (go's shared *cause): the pair's own, else the assignability one.
          const inner = r.cause !== '' ? r.cause : asg.cause;
          return { ok: false, cause: inner !== '' ? `${msg}\n\t${inner}` : msg };
        }
      }
    return { ok: true, cause: '' };
  }
  return fail;
}

function isBytesOrRunes(t: Type): boolean {
  const u = under(t);
  if (u.kind !== 'slice') return false;
  const e = under(u.elem);
  return e.kind === 'basic' && (e.info === 'uint8' || e.info === 'int32');
}

export { byteType, hasPtrRecv, runeType };

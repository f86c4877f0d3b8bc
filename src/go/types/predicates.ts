// Type predicates (go/types predicates.go): basic-kind tests, identity, comparability, default types.

import {
  type Basic,
  type Interface,
  invalidType,
  type Signature,
  Slice,
  type Type,
  unalias,
  under,
} from './types.ts';
import { computeTypeSet } from './typeset.ts';
import { byteType, runeType, Typ } from './universe.ts';

function basicInfo(t: Type): Basic | undefined {
  const u = under(t);
  return u.kind === 'basic' ? u : undefined;
}

const intKinds = new Set([
  'int',
  'int8',
  'int16',
  'int32',
  'int64',
  'uint',
  'uint8',
  'uint16',
  'uint32',
  'uint64',
  'uintptr',
  'untyped int',
  'untyped rune',
]);
const unsignedKinds = new Set(['uint', 'uint8', 'uint16', 'uint32', 'uint64', 'uintptr']);
const floatKinds = new Set(['float32', 'float64', 'untyped float']);
const complexKinds = new Set(['complex64', 'complex128', 'untyped complex']);

/** For a type parameter, a predicate holds if it holds for every type in its type set. */
function allTerms(t: Type, pred: (b: Type) => boolean): boolean {
  const u = unalias(t);
  if (u.kind === 'typeparam') {
    const ts = computeTypeSet(under(u.constraint) as Interface);
    if (!ts.terms || ts.terms.length === 0) return false;
    return ts.terms.every((term) => pred(term.type));
  }
  return pred(t);
}

export const isBoolean = (t: Type) =>
  allTerms(t, (x) => {
    const k = basicInfo(x)?.info;
    return k === 'bool' || k === 'untyped bool';
  });
export const isInteger = (t: Type) => allTerms(t, (x) => intKinds.has(basicInfo(x)?.info ?? ''));
export const isUnsigned = (t: Type) => allTerms(t, (x) => unsignedKinds.has(basicInfo(x)?.info ?? ''));
export const isFloat = (t: Type) => allTerms(t, (x) => floatKinds.has(basicInfo(x)?.info ?? ''));
export const isComplex = (t: Type) => allTerms(t, (x) => complexKinds.has(basicInfo(x)?.info ?? ''));
export const isNumeric = (t: Type) =>
  allTerms(t, (x) => {
    const k = basicInfo(x)?.info ?? '';
    return intKinds.has(k) || floatKinds.has(k) || complexKinds.has(k);
  });
export const isString = (t: Type) =>
  allTerms(t, (x) => {
    const k = basicInfo(x)?.info;
    return k === 'string' || k === 'untyped string';
  });
/** types2 allNumericOrString: every type of a type parameter's type set (int | string accepts +). */
export const isNumericOrString = (t: Type) => allTerms(t, (x) => isNumeric(x) || isString(x));
export const isIntegerOrFloat = (t: Type) => allTerms(t, (x) => isInteger(x) || isFloat(x));
/** Ordered: integers, floats, strings. */
export const isOrdered = (t: Type) => allTerms(t, (x) => isInteger(x) || isFloat(x) || isString(x));

/** A basic type that is not a type parameter (for constant-related checks). */
export function isTyped(t: Type): boolean {
  const u = unalias(t);
  return !(u.kind === 'basic' && u.info.startsWith('untyped'));
}
export function isUntyped(t: Type): boolean {
  return !isTyped(t);
}
export function isUntypedNumeric(t: Type): boolean {
  const u = unalias(t);
  return (
    u.kind === 'basic' &&
    (u.info === 'untyped int' ||
      u.info === 'untyped rune' ||
      u.info === 'untyped float' ||
      u.info === 'untyped complex')
  );
}

/** Types whose values can be constants: basic types that are not unsafe.Pointer (and not type params). */
export function isConstType(t: Type): boolean {
  const u = unalias(t);
  if (u.kind === 'typeparam') return false;
  const b = basicInfo(t);
  return b !== undefined && b.info !== 'unsafe.Pointer' && b !== invalidType && b.info !== 'untyped nil';
}

export function isInterface(t: Type): boolean {
  const u = unalias(t);
  return u.kind !== 'typeparam' && under(u).kind === 'interface';
}

export function isTypeParam(t: Type): boolean {
  return unalias(t).kind === 'typeparam';
}

export function isPointer(t: Type): boolean {
  return under(t).kind === 'pointer';
}

/** go/types hasNil: the zero value can be nil. */
export function hasNil(t: Type): boolean {
  const u = unalias(t);
  if (u.kind === 'typeparam') {
    const ts = computeTypeSet(under(u.constraint) as Interface);
    return !!ts.terms && ts.terms.length > 0 && ts.terms.every((term) => hasNil(term.type));
  }
  switch (under(t).kind) {
    case 'pointer':
    case 'slice':
    case 'map':
    case 'chan':
    case 'signature':
    case 'interface':
      return true;
    case 'basic':
      return (under(t) as Basic).info === 'unsafe.Pointer' || (under(t) as Basic).info === 'untyped nil';
    default:
      return false;
  }
}

/** The default type of an untyped type (go/types Default). */
export function defaultType(t: Type): Type {
  const u = unalias(t);
  if (u.kind === 'basic') {
    switch (u.info) {
      case 'untyped bool':
        return Typ.bool;
      case 'untyped int':
        return Typ.int;
      case 'untyped rune':
        return runeType;
      case 'untyped float':
        return Typ.float64;
      case 'untyped complex':
        return Typ.complex128;
      case 'untyped string':
        return Typ.string;
    }
  }
  return t;
}

/** Whether values of type t can be compared with == (spec "comparable"); `strict` excludes interfaces. */
export function comparable(t: Type, seen = new Set<Type>()): boolean {
  const u0 = unalias(t);
  if (seen.has(u0)) return true;
  seen.add(u0);
  if (u0.kind === 'typeparam')
    return computeTypeSet(under(u0.constraint) as Interface).comparable || typeSetComparable(u0);
  const u = under(t);
  switch (u.kind) {
    case 'basic':
      return u.info !== 'untyped nil';
    case 'pointer':
    case 'chan':
    case 'interface':
      return true;
    case 'struct':
      return u.fields.every((f) => comparable(f.type, seen));
    case 'array':
      return comparable(u.elem, seen);
    default:
      return false;
  }
}

function typeSetComparable(tp: Type): boolean {
  const u = unalias(tp);
  if (u.kind !== 'typeparam') return false;
  const ts = computeTypeSet(under(u.constraint) as Interface);
  return !!ts.terms && ts.terms.length > 0 && ts.terms.every((term) => comparable(term.type));
}

// ---------------------------------------------------------------------------------------------
// Identity

type Pair = { x: Type; y: Type; prev: Pair | undefined };

export function identical(x: Type, y: Type): boolean {
  return ident(x, y, true, undefined);
}

/** Identity ignoring struct tags (for conversions). */
export function identicalIgnoreTags(x: Type, y: Type): boolean {
  return ident(x, y, false, undefined);
}

function ident(x0: Type, y0: Type, cmpTags: boolean, p: Pair | undefined): boolean {
  const x = unalias(x0);
  const y = unalias(y0);
  if (x === y) return true;
  if (x.kind !== y.kind) {
    return false;
  }
  switch (x.kind) {
    case 'basic':
      return (y as Basic).info === x.info;
    case 'array': {
      const yy = y as typeof x;
      return x.len === yy.len && ident(x.elem, yy.elem, cmpTags, p);
    }
    case 'slice':
      return ident(x.elem, (y as typeof x).elem, cmpTags, p);
    case 'pointer':
      return ident(x.elem, (y as typeof x).elem, cmpTags, p);
    case 'map': {
      const yy = y as typeof x;
      return ident(x.key, yy.key, cmpTags, p) && ident(x.elem, yy.elem, cmpTags, p);
    }
    case 'chan': {
      const yy = y as typeof x;
      return x.dir === yy.dir && ident(x.elem, yy.elem, cmpTags, p);
    }
    case 'struct': {
      const yy = y as typeof x;
      if (x.fields.length !== yy.fields.length) return false;
      for (let i = 0; i < x.fields.length; i++) {
        const f = x.fields[i];
        const g = yy.fields[i];
        if (f.embedded !== g.embedded) return false;
        if (cmpTags && x.tag(i) !== yy.tag(i)) return false;
        if (f.name !== g.name) return false;
        if (!isExportedName(f.name) && f.pkg !== g.pkg) return false;
        if (!ident(f.type, g.type, cmpTags, p)) return false;
      }
      return true;
    }
    case 'tuple': {
      const yy = y as typeof x;
      if (x.vars.length !== yy.vars.length) return false;
      return x.vars.every((v, i) => ident(v.type, yy.vars[i].type, cmpTags, p));
    }
    case 'signature': {
      const yy = y as Signature;
      if ((x.typeParams?.length ?? 0) !== (yy.typeParams?.length ?? 0)) return false;
      return (
        x.variadic === yy.variadic &&
        ident(x.params, yy.params, cmpTags, p) &&
        ident(x.results, yy.results, cmpTags, p)
      );
    }
    case 'union': {
      const yy = y as typeof x;
      if (x.terms.length !== yy.terms.length) return false;
      return x.terms.every((t) =>
        yy.terms.some((u) => u.tilde === t.tilde && ident(t.type, u.type, cmpTags, p)),
      );
    }
    case 'interface': {
      const yy = y as Interface;
      const a = computeTypeSet(x);
      const b = computeTypeSet(yy);
      if (a.comparable !== b.comparable) return false;
      if ((a.terms === undefined) !== (b.terms === undefined)) return false;
      if (a.terms && b.terms) {
        if (a.terms.length !== b.terms.length) return false;
        if (!a.terms.every((t) => b.terms!.some((u) => u.tilde === t.tilde && identical(t.type, u.type))))
          return false;
      }
      if (a.methods.length !== b.methods.length) return false;
      // Guard against infinite recursion through method signatures mentioning the interfaces.
      for (let q = p; q; q = q.prev) if ((q.x === x && q.y === y) || (q.x === y && q.y === x)) return true;
      const np: Pair = { x, y, prev: p };
      for (let i = 0; i < a.methods.length; i++) {
        const f = a.methods[i];
        const g = b.methods[i];
        if (f.name !== g.name) return false;
        if (!isExportedName(f.name) && f.pkg !== g.pkg) return false;
        if (!ident(f.type, g.type, cmpTags, np)) return false;
      }
      return true;
    }
    case 'named': {
      const yy = y as typeof x;
      // Instances of the same generic type are identical if their type arguments are.
      if (x.origin && yy.origin && x.origin === yy.origin) {
        const xa = x.typeArgs ?? [];
        const ya = yy.typeArgs ?? [];
        return xa.length === ya.length && xa.every((a, i) => ident(a, ya[i], cmpTags, p));
      }
      return false;
    }
    case 'typeparam':
      return false;
  }
  return false;
}

export function isExportedName(name: string): boolean {
  const c = name.codePointAt(0) ?? 0;
  if (c < 0x80) return c >= 65 && c <= 90;
  const ch = String.fromCodePoint(c);
  return ch.toUpperCase() === ch && ch.toLowerCase() !== ch;
}

/** Whether t is generic (a generic Named/Alias not yet instantiated, or a generic signature). */
export function isGeneric(t: Type): boolean {
  if (t.kind === 'named') return !!t.typeParams && !t.origin && !t.typeArgs;
  if (t.kind === 'alias') return !!t.typeParams && !t.typeArgs;
  return false;
}

/** The core type of t (spec: the single underlying type of all types in a type set), or undefined. */
/**
 * Whether `f` holds for t's underlying type, or for a type parameter for the underlying type of each
 * term of its type set (undefined when the set has no terms: any type) (types2 under.go underIs).
 */
export function underIs(t: Type, f: (u: Type | undefined) => boolean): boolean {
  const u = unalias(t);
  if (u.kind !== 'typeparam') return f(under(t));
  const ts = computeTypeSet(under(u.constraint) as Interface);
  if (ts.terms === undefined) return f(undefined);
  return ts.terms.every((term) => f(under(term.type)));
}

export function coreType(t: Type): Type | undefined {
  return core(t, false);
}

/**
 * Core string type: like coreType but []byte and string count as one, giving string when a string
 * was seen (types2 under.go coreString: for slicing, append and copy).
 */
export function coreString(t: Type): Type | undefined {
  return core(t, true);
}

let bytes: Slice | undefined;

function core(t: Type, str: boolean): Type | undefined {
  const u = unalias(t);
  if (u.kind !== 'typeparam') return under(t);
  const ts = computeTypeSet(under(u.constraint) as Interface);
  if (!ts.terms || ts.terms.length === 0) return undefined;
  let su: Type | undefined;
  let hasString = false;
  for (const term of ts.terms) {
    let uu = under(term.type);
    if (str && isString(uu)) {
      uu = bytes ??= new Slice(byteType);
      hasString = true;
    }
    if (su !== undefined) {
      const m = match(su, uu);
      if (m === undefined) return undefined;
      uu = m;
    }
    su = uu;
  }
  return hasString ? Typ.string : su;
}

/** types2 under.go match: identical types, or channels differing only in one being unrestricted. */
function match(x: Type, y: Type): Type | undefined {
  if (identical(x, y)) return x;
  if (x.kind === 'chan' && y.kind === 'chan' && identical(x.elem, y.elem)) {
    if (x.dir === 'both') return y;
    if (y.dir === 'both') return x;
  }
  return undefined;
}

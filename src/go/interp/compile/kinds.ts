// Small helpers about kinds and types: integer/numeric kinds, default types of untyped constants,
// generic receivers, field types along an embedding path.

import type { ConstValue } from '../../types/constant.ts';
import { type Func, type Type, type TypeParam, unalias } from '../../types/types.ts';
import { Typ } from '../../types/universe.ts';
import { coreOf } from '../escape.ts';
import { basicTypes, type RType, tEmptyInterface, tInt, tString } from '../rtype.ts';

export function isIntKind(k: string): boolean {
  return (
    k === 'int' ||
    k === 'int8' ||
    k === 'int16' ||
    k === 'int32' ||
    k === 'int64' ||
    k === 'uint' ||
    k === 'uint8' ||
    k === 'uint16' ||
    k === 'uint32' ||
    k === 'uint64' ||
    k === 'uintptr'
  );
}

export function isNumericKind(k: string): boolean {
  return isIntKind(k) || k === 'float32' || k === 'float64' || k === 'complex64' || k === 'complex128';
}

export function defaultRType(v: ConstValue): RType {
  switch (v.kind) {
    case 'bool':
      return basicTypes.get('bool')!;
    case 'string':
      return tString;
    case 'int':
      return tInt;
    case 'float':
      return basicTypes.get('float64')!;
    case 'complex':
      return basicTypes.get('complex128')!;
    default:
      return tEmptyInterface;
  }
}

/** The default type of an untyped constant value (for constants the checker left untyped). */
export function constDefaultType(v: ConstValue): Type {
  switch (v.kind) {
    case 'bool':
      return Typ.bool;
    case 'string':
      return Typ.string;
    case 'float':
      return Typ.float64;
    case 'complex':
      return Typ.complex128;
    default:
      return Typ.int;
  }
}

export function recvNamed(m: Func): { typeParams?: TypeParam[] } | undefined {
  const r = m.type.recv;
  if (r === undefined) return undefined;
  let t = unalias(r.type);
  if (t.kind === 'pointer') t = unalias(t.elem);
  if (t.kind !== 'named') return undefined;
  return (t.origin ?? t) as any;
}

/**
 * A generic type, instantiated (`B[int]`) or named inside its own methods, where the checker may
 * record the origin itself (`B` with its type parameters) as the receiver's type: its methods must
 * come from the instantiation's method table, compiled with the type arguments bound.
 */
export function isGenericNamed(t: Type): boolean {
  const u = unalias(t);
  if (u.kind !== 'named') return false;
  return (u.typeArgs?.length ?? 0) > 0 || (u.typeParams?.length ?? 0) > 0;
}

export function fieldTypeAt(t: Type, path: number[]): Type {
  let cur = t;
  for (const i of path) {
    let u = coreOf(cur);
    if (u.kind === 'pointer') u = coreOf(u.elem);
    cur = (u as any).fields[i].type;
  }
  return cur;
}

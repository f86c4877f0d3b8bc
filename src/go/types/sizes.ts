// gc's sizes on amd64 (go/types gcsizes.go): what unsafe.Sizeof, Alignof and Offsetof give.

import { type Type, under, type Var } from './types.ts';

const WORD = 8;
const MAX_ALIGN = 8;

const BASIC: Partial<Record<string, number>> = {
  bool: 1,
  int8: 1,
  uint8: 1,
  int16: 2,
  uint16: 2,
  int32: 4,
  uint32: 4,
  float32: 4,
  int64: 8,
  uint64: 8,
  float64: 8,
  complex64: 8,
  complex128: 16,
  string: 2 * WORD,
};

const align = (x: number, a: number) => Math.ceil(x / a) * a;

export function alignof(t: Type): number {
  const u = under(t);
  switch (u.kind) {
    case 'array':
      return alignof(u.elem);
    case 'struct':
      return u.fields.reduce((m, f) => Math.max(m, alignof(f.type)), 1);
    case 'slice':
    case 'interface':
      return WORD;
    case 'basic':
      if (u.info === 'string') return WORD;
  }
  let a = sizeof(t);
  if (a < 1) return 1;
  if (u.kind === 'basic' && (u.info === 'complex64' || u.info === 'complex128')) a /= 2;
  return Math.min(a, MAX_ALIGN);
}

export function offsetsof(fields: readonly Var[]): number[] {
  let offs = 0;
  return fields.map((f) => {
    offs = align(offs, alignof(f.type));
    const at = offs;
    offs += sizeof(f.type);
    return at;
  });
}

export function sizeof(t: Type): number {
  const u = under(t);
  switch (u.kind) {
    case 'basic':
      return BASIC[u.info] ?? WORD;
    case 'array':
      return u.len <= 0 ? 0 : sizeof(u.elem) * u.len;
    case 'slice':
      return 3 * WORD;
    case 'struct': {
      const n = u.fields.length;
      if (n === 0) return 0;
      const offs = offsetsof(u.fields)[n - 1];
      let size = sizeof(u.fields[n - 1].type);
      // gc: the last field of a non-zero-sized struct does not have size 0.
      if (offs > 0 && size === 0) size = 1;
      return align(offs + size, alignof(t));
    }
    case 'interface':
      return 2 * WORD;
    default:
      return WORD;
  }
}

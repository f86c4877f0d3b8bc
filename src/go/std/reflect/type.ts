// reflect.Type over the interpreter's runtime descriptors (rtype.ts). A Type handed to Go is a
// *rtype holding the descriptor's id; panics and their texts follow go1.23 reflect/type.go.

import type { NativeContext, NativeTable } from '../../interp/native.ts';
import { alignOf, fieldOffset, sizeOf } from '../../interp/rt/slice.ts';
import {
  arrayOf,
  type ChanDir,
  chanOf,
  funcOf,
  implementsIface,
  isExported,
  isFloat,
  isInteger,
  mapOf,
  ptrTo,
  type RMethod,
  type RType,
  sliceOf,
  structOf,
  tString,
} from '../../interp/rtype.ts';
import { Iface, Slice } from '../../interp/values.ts';

/** reflect.Kind values by position (Kind.String spellings). */
export const kinds = [
  'invalid',
  'bool',
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
  'float32',
  'float64',
  'complex64',
  'complex128',
  'array',
  'chan',
  'func',
  'interface',
  'map',
  'ptr',
  'slice',
  'string',
  'struct',
  'unsafe.Pointer',
];

export type RtypeObj = { id: number };

/** Import paths of main packages seen in named types ("command-line-arguments" for go run FILE). */
const mainPaths = new Set<string>(['command-line-arguments']);

/** Descriptors handed out to Go, by id (the Go value is a *rtype holding the id). */
const byId = new Map<number, RType>();
const rtypeObjs = new WeakMap<RType, RtypeObj>();

export function rtypeOf(t: RType): RtypeObj {
  let o = rtypeObjs.get(t);
  if (o === undefined) {
    o = { id: t.id };
    rtypeObjs.set(t, o);
    byId.set(t.id, t);
    if (t.pkgName === 'main') mainPaths.add(t.pkgPath);
  }
  return o;
}

export const tOf = (r: RtypeObj): RType => byId.get(r.id)!;

/** The Go `Type` interface value for descriptor t. */
export function typeIface(ctx: NativeContext, t: RType): Iface {
  return new Iface(ptrTo(ctx.typeOf('reflect', 'rtype')), rtypeOf(t));
}

/** A Type argument (interface value holding a *rtype), or null for a nil Type. */
export function typeArg(x: Iface | null): RType | null {
  return x === null ? null : tOf(x.v as RtypeObj);
}

/** `panic("...")` with a string, as reflect does for misuse. */
export function strPanic(ctx: NativeContext, msg: string): Error {
  return ctx.panicValue(new Iface(tString, msg));
}

export const kindIndex = (t: RType): number => kinds.indexOf(t.kind);

// ---------------------------------------------------------------------------------------------
// Sizes on amd64 (StructField.Offset, Type.Size/Align).

/** Size and alignment as gc lays the type out: the interpreter's own layout (rt/slice.ts). */
export function sizeAlign(t: RType): [number, number] {
  return [sizeOf(t), alignOf(t)];
}

// ---------------------------------------------------------------------------------------------
// Fields and methods.

/** Go's FieldByName search: breadth first through embedded structs; ambiguity at a depth hides. */
export function fieldIndexByName(t: RType, name: string): number[] | null {
  let current: { t: RType; index: number[] }[] = [{ t, index: [] }];
  const visited = new Set<RType>();
  while (current.length > 0) {
    const next: { t: RType; index: number[] }[] = [];
    let found: number[] | null = null;
    let count = 0;
    for (const c of current) {
      if (visited.has(c.t)) continue;
      visited.add(c.t);
      for (const f of c.t.fields) {
        if (f.name === name) {
          count++;
          found ??= [...c.index, f.index];
          continue;
        }
        if (!f.embedded) continue;
        let ft = f.type;
        if (ft.kind === 'ptr' && !ft.named) ft = ft.elem!;
        if (ft.kind === 'struct') next.push({ t: ft, index: [...c.index, f.index] });
      }
    }
    if (count === 1) return found;
    if (count > 1) return null;
    current = next;
  }
  return null;
}

/** gc records a main package's path as "main" whatever its import path (cmd/compile's myimportpath). */
export function pkgPathOf(t: RType): string {
  return t.pkgName === 'main' ? 'main' : t.pkgPath;
}

function isUnsafePointer(t: RType): boolean {
  return t.name === 'unsafe.Pointer' && t.pkgPath === '';
}

export function mainPath(p: string): string {
  return mainPaths.has(p) ? 'main' : p;
}

export function structField(ctx: NativeContext, t: RType, i: number): any {
  const f = t.fields[i];
  return {
    Name: f.name,
    PkgPath: mainPath(f.pkgPath),
    Type: typeIface(ctx, f.type),
    Tag: f.tag,
    Offset: fieldOffset(t, i),
    Index: Slice.of([i]),
    Anonymous: f.embedded,
  };
}

/** The exported methods of a concrete type, sorted by name (reflect's method index order). */
export function exportedMethods(t: RType): RMethod[] {
  const ms = [...t.methods.values()].filter((m) => isExported(m.name));
  return ms.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

export function numMethod(t: RType): number {
  return t.kind === 'interface' ? t.imethods.length : exportedMethods(t).length;
}

/** Does t (concrete or interface) implement interface u? */
export function implementsType(t: RType, u: RType): boolean {
  if (t.kind !== 'interface') return implementsIface(t, u);
  return u.imethods.every((m) => t.imethods.some((n) => n.name === m.name && n.type === m.type));
}

/** Identical underlying types (descriptors are canonical for their components). */
function identicalUnderlying(t: RType, v: RType): boolean {
  if (t.kind !== v.kind) return false;
  switch (t.kind) {
    case 'ptr':
    case 'slice':
      return t.elem === v.elem;
    case 'array':
      return t.len === v.len && t.elem === v.elem;
    case 'map':
      return t.key === v.key && t.elem === v.elem;
    case 'chan':
      return t.dir === v.dir && t.elem === v.elem;
    case 'func':
      return (
        t.variadic === v.variadic &&
        t.params.length === v.params.length &&
        t.results.length === v.results.length &&
        t.params.every((p, i) => p === v.params[i]) &&
        t.results.every((p, i) => p === v.results[i])
      );
    case 'struct':
      return (
        t.fields.length === v.fields.length &&
        t.fields.every((f, i) => {
          const g = v.fields[i];
          return (
            f.name === g.name &&
            f.type === g.type &&
            f.tag === g.tag &&
            f.embedded === g.embedded &&
            f.pkgPath === g.pkgPath
          );
        })
      );
    case 'interface':
      return (
        t.imethods.length === v.imethods.length &&
        t.imethods.every((m, i) => m.name === v.imethods[i].name && m.type === v.imethods[i].type)
      );
    default:
      return true;
  }
}

/** reflect's directlyAssignable(T, V). */
function directlyAssignable(t: RType, v: RType): boolean {
  if (t === v) return true;
  if ((t.named && v.named) || t.kind !== v.kind) return false;
  if (t.kind === 'chan' && v.dir === 'both' && t.elem === v.elem) return true;
  return identicalUnderlying(t, v);
}

/** A value of type v may be assigned to a variable of type t (Type.AssignableTo). */
export function assignable(v: RType, t: RType): boolean {
  return directlyAssignable(t, v) || (t.kind === 'interface' && implementsType(v, t));
}

const numeric = (t: RType): boolean => isInteger(t.kind) || isFloat(t.kind);
const isComplex = (t: RType): boolean => t.kind === 'complex64' || t.kind === 'complex128';
const bytesOrRunes = (t: RType): boolean =>
  t.kind === 'slice' && t.elem!.pkgPath === '' && (t.elem!.kind === 'uint8' || t.elem!.kind === 'int32');

/** reflect's convertOp(dst, src) != nil. */
export function convertible(src: RType, dst: RType): boolean {
  if (numeric(src) && numeric(dst)) return true;
  if (isComplex(src) && isComplex(dst)) return true;
  if (dst.kind === 'string' && (isInteger(src.kind) || bytesOrRunes(src))) return true;
  if (src.kind === 'string' && bytesOrRunes(dst)) return true;
  if (src.kind === 'slice' && dst.kind === 'array' && src.elem === dst.elem) return true;
  if (src.kind === 'slice' && dst.kind === 'ptr' && dst.elem!.kind === 'array' && src.elem === dst.elem!.elem)
    return true;
  if (identicalUnderlying(dst, src)) return true;
  if (
    dst.kind === 'ptr' &&
    !dst.named &&
    src.kind === 'ptr' &&
    !src.named &&
    identicalUnderlying(dst.elem!, src.elem!)
  )
    return true;
  return implementsType(src, dst) && dst.kind === 'interface';
}

/** The Method struct for method i of t (concrete: receiver first in Type, Func set). */
export function methodStruct(
  ctx: NativeContext,
  t: RType,
  i: number,
  funcValue: (ft: RType, fn: any) => any,
): any {
  if (t.kind === 'interface') {
    const m = t.imethods[i];
    return {
      Name: m.name,
      PkgPath: mainPath(m.pkgPath),
      Type: typeIface(ctx, m.type),
      Func: { ref: null },
      Index: i,
    };
  }
  const m = exportedMethods(t)[i];
  const ft = funcOf([t, ...m.type.params], m.type.results, m.type.variadic);
  const fn = (recv: any, ...args: any[]) => m.fn(recv, ...args);
  return { Name: m.name, PkgPath: '', Type: typeIface(ctx, ft), Func: funcValue(ft, fn), Index: i };
}

export function methodNames(t: RType): string[] {
  return t.kind === 'interface' ? t.imethods.map((m) => m.name) : exportedMethods(t).map((m) => m.name);
}

type R = RtypeObj;

/** Set by value.ts: a Go Value holding function fn of type ft. */
export const hooks: { funcValue: (ft: RType, fn: any) => any } = {
  funcValue: () => ({ ref: null }),
};

export const typeNatives: NativeTable = {
  typeOf: (_c, i: Iface) => rtypeOf(i.t),
  ptrTo: (_c, r: R) => rtypeOf(ptrTo(tOf(r))),
  sliceOf: (_c, r: R) => rtypeOf(sliceOf(tOf(r))),
  arrayOf: (_c, n: number, r: R) => rtypeOf(arrayOf(n, tOf(r))),
  structOf: (_c, names: Slice, types: Slice, tags: Slice, pkgs: Slice, embedded: Slice) =>
    rtypeOf(
      structOf(
        (names.toArray() as string[]).map((name, i) => ({
          name,
          type: tOf(types.get(i) as R),
          tag: tags.get(i) as string,
          embedded: embedded.get(i) as boolean,
          pkgPath: pkgs.get(i) as string,
        })),
      ),
    ),
  mapOf: (ctx, k: R, e: R) => {
    const kt = tOf(k);
    if (!kt.comparable) throw strPanic(ctx, `reflect.MapOf: invalid key type ${kt.String()}`);
    return rtypeOf(mapOf(kt, tOf(e)));
  },
  // reflect.ChanDir: RecvDir 1, SendDir 2, BothDir 3 (ChanOf has checked dir).
  chanOf: (_c, dir: number, r: R) =>
    rtypeOf(chanOf((['', 'recv', 'send', 'both'] as const)[dir] as ChanDir, tOf(r))),
  '*rtype.ChanDir': (ctx, r: R) => {
    const t = tOf(r);
    if (t.kind !== 'chan') throw strPanic(ctx, `reflect: ChanDir of non-chan type ${t.String()}`);
    return t.dir === 'recv' ? 1 : t.dir === 'send' ? 2 : 3;
  },
  '*rtype.String': (_c, r: R) => tOf(r).String(),
  // unsafe.Pointer is named Pointer in package unsafe (reflect/type.go: its rtype has TFlagNamed and
  // the unsafe package's path), though the interpreter's basic type spells it whole.
  '*rtype.Name': (_c, r: R) => (isUnsafePointer(tOf(r)) ? 'Pointer' : tOf(r).name),
  '*rtype.PkgPath': (_c, r: R) => (isUnsafePointer(tOf(r)) ? 'unsafe' : pkgPathOf(tOf(r))),
  '*rtype.Kind': (_c, r: R) => kindIndex(tOf(r)),
  '*rtype.Size': (_c, r: R) => sizeAlign(tOf(r))[0],
  '*rtype.Align': (_c, r: R) => sizeAlign(tOf(r))[1],
  '*rtype.FieldAlign': (_c, r: R) => sizeAlign(tOf(r))[1],
  '*rtype.Comparable': (_c, r: R) => tOf(r).comparable,
  '*rtype.Bits': (ctx, r: R) => {
    const t = tOf(r);
    if (!isInteger(t.kind) && !isFloat(t.kind) && !isComplex(t))
      throw strPanic(ctx, `reflect: Bits of non-arithmetic Type ${t.String()}`);
    return sizeAlign(t)[0] * 8;
  },
  '*rtype.Elem': (ctx, r: R) => {
    const t = tOf(r);
    const ok =
      t.kind === 'array' || t.kind === 'chan' || t.kind === 'map' || t.kind === 'ptr' || t.kind === 'slice';
    if (!ok) throw strPanic(ctx, `reflect: Elem of invalid type ${t.String()}`);
    return typeIface(ctx, t.elem!);
  },
  '*rtype.Key': (ctx, r: R) => {
    const t = tOf(r);
    if (t.kind !== 'map') throw strPanic(ctx, `reflect: Key of non-map type ${t.String()}`);
    return typeIface(ctx, t.key!);
  },
  '*rtype.Len': (ctx, r: R) => {
    const t = tOf(r);
    if (t.kind !== 'array') throw strPanic(ctx, `reflect: Len of non-array type ${t.String()}`);
    return t.len;
  },
  '*rtype.NumField': (ctx, r: R) => {
    const t = tOf(r);
    if (t.kind !== 'struct') throw strPanic(ctx, `reflect: NumField of non-struct type ${t.String()}`);
    return t.fields.length;
  },
  '*rtype.Field': (ctx, r: R, i: number) => {
    const t = tOf(r);
    if (t.kind !== 'struct') throw strPanic(ctx, `reflect: Field of non-struct type ${t.String()}`);
    if (i < 0 || i >= t.fields.length) throw strPanic(ctx, 'reflect: Field index out of bounds');
    return structField(ctx, t, i);
  },
  '*rtype.FieldByName': (ctx, r: R, name: string) => {
    const t = tOf(r);
    if (t.kind !== 'struct') throw strPanic(ctx, `reflect: FieldByName of non-struct type ${t.String()}`);
    const idx = fieldIndexByName(t, name);
    if (idx === null)
      return [
        { Name: '', PkgPath: '', Type: null, Tag: '', Offset: 0, Index: null, Anonymous: false },
        false,
      ];
    let st = t;
    for (let k = 0; k < idx.length - 1; k++) {
      st = st.fields[idx[k]].type;
      if (st.kind === 'ptr') st = st.elem!;
    }
    const f = structField(ctx, st, idx[idx.length - 1]);
    f.Index = Slice.of(idx);
    return [f, true];
  },
  '*rtype.NumIn': (ctx, r: R) => {
    const t = tOf(r);
    if (t.kind !== 'func') throw strPanic(ctx, `reflect: NumIn of non-func type ${t.String()}`);
    return t.params.length;
  },
  '*rtype.NumOut': (ctx, r: R) => {
    const t = tOf(r);
    if (t.kind !== 'func') throw strPanic(ctx, `reflect: NumOut of non-func type ${t.String()}`);
    return t.results.length;
  },
  '*rtype.In': (ctx, r: R, i: number) => {
    const t = tOf(r);
    if (t.kind !== 'func') throw strPanic(ctx, `reflect: In of non-func type ${t.String()}`);
    if (i < 0 || i >= t.params.length) throw strPanic(ctx, 'reflect: In index out of range');
    return typeIface(ctx, t.params[i]);
  },
  '*rtype.Out': (ctx, r: R, i: number) => {
    const t = tOf(r);
    if (t.kind !== 'func') throw strPanic(ctx, `reflect: Out of non-func type ${t.String()}`);
    if (i < 0 || i >= t.results.length) throw strPanic(ctx, 'reflect: Out index out of range');
    return typeIface(ctx, t.results[i]);
  },
  '*rtype.IsVariadic': (ctx, r: R) => {
    const t = tOf(r);
    if (t.kind !== 'func') throw strPanic(ctx, `reflect: IsVariadic of non-func type ${t.String()}`);
    return t.variadic;
  },
  '*rtype.NumMethod': (_c, r: R) => numMethod(tOf(r)),
  '*rtype.Method': (ctx, r: R, i: number) => {
    const t = tOf(r);
    if (i < 0 || i >= numMethod(t)) throw strPanic(ctx, 'reflect: Method index out of range');
    return methodStruct(ctx, t, i, hooks.funcValue);
  },
  '*rtype.MethodByName': (ctx, r: R, name: string) => {
    const t = tOf(r);
    const i = methodNames(t).indexOf(name);
    if (i < 0) return [{ Name: '', PkgPath: '', Type: null, Func: { ref: null }, Index: 0 }, false];
    return [methodStruct(ctx, t, i, hooks.funcValue), true];
  },
  '*rtype.Implements': (ctx, r: R, u: Iface | null) => {
    const ut = typeArg(u);
    if (ut === null) throw strPanic(ctx, 'reflect: nil type passed to Type.Implements');
    if (ut.kind !== 'interface') throw strPanic(ctx, 'reflect: non-interface type passed to Type.Implements');
    return implementsType(tOf(r), ut);
  },
  '*rtype.AssignableTo': (ctx, r: R, u: Iface | null) => {
    const ut = typeArg(u);
    if (ut === null) throw strPanic(ctx, 'reflect: nil type passed to Type.AssignableTo');
    return assignable(tOf(r), ut);
  },
  '*rtype.ConvertibleTo': (ctx, r: R, u: Iface | null) => {
    const ut = typeArg(u);
    if (ut === null) throw strPanic(ctx, 'reflect: nil type passed to Type.ConvertibleTo');
    return convertible(tOf(r), ut);
  },
};

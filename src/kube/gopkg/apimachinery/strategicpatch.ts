// k8s.io/apimachinery/pkg/util/strategicpatch and pkg/util/mergepatch ([AM] v0.34): the Go API in
// strategicpatch.go / mergepatch.go, the diff and merge over decoded JSON in
// src/kube/bind/client-strategic.ts (shared with client.StrategicMergeFrom).

import type { NativeContext, NativeTable } from '../../../go/interp/native.ts';
import { nilDeref } from '../../../go/interp/panic.ts';
import type { RType } from '../../../go/interp/rtype.ts';
import { goString, jsString } from '../../../go/interp/strings.ts';
import type { Iface, Slice } from '../../../go/interp/values.ts';
import { bytesOf, bytesSlice, sliceOf } from '../../../go/std/internal/conv.ts';
import { typeArg, typeIface } from '../../../go/std/reflect/type.ts';
import { goMarshal, isObject, type Json, type JsonObject } from '../../apiserver/types.ts';
import {
  createThreeWayMergePatch,
  createTwoWayMergePatch,
  lookupSlice,
  lookupStruct,
  mergePatches,
  mergingMapsHaveConflicts,
  type PatchMeta,
  type Schema,
  SmpError,
  strategicMergePatchTyped,
  structSchema,
} from '../../bind/client-strategic.ts';
import { goPackage } from '../pkg.ts';
import mergepatchSrc from './mergepatch.go?raw';
import src from './strategicpatch.go?raw';

const PKG = 'k8s.io/apimachinery/pkg/util/strategicpatch';

export const mergepatchPackage = goPackage({
  path: 'k8s.io/apimachinery/pkg/util/mergepatch',
  files: { 'errors.go': mergepatchSrc },
});

function field(t: RType, obj: any, name: string): any {
  const f = t.fields.find((x) => x.name === name);
  return f === undefined ? undefined : obj[f.key];
}

/** The schema behind a Go LookupPatchMeta: a PatchMetaFromStruct natively, others through their methods. */
function schemaOf(ctx: NativeContext, iv: Iface | null): Schema {
  if (iv !== null && iv.t === ctx.typeOf(PKG, 'PatchMetaFromStruct')) {
    const t = typeArg(field(iv.t, iv.v, 'T') as Iface | null);
    if (t === null) throw nilDeref();
    return structSchema(t);
  }
  const call = (method: string, key: string): [Schema, PatchMeta] => {
    const [sub, pm, err] = ctx.callMethod(iv, method, goString(key)) as [Iface | null, any, Iface | null];
    if (err !== null) throw new SmpError(jsString(ctx.callMethod(err, 'Error') as string));
    const pmt = ctx.typeOf(PKG, 'PatchMeta');
    const strategies = field(pmt, pm, 'patchStrategies') as Slice | null;
    const list: string[] =
      strategies === null
        ? []
        : (strategies.arr as string[]).slice(strategies.off, strategies.off + strategies.len);
    return [
      schemaOf(ctx, sub),
      {
        strategies: list.map((s: string) => jsString(s)),
        mergeKey: jsString(field(pmt, pm, 'patchMergeKey')),
      },
    ];
  };
  return {
    struct: (key) => call('LookupPatchMetadataForStruct', key),
    slice: (key) => call('LookupPatchMetadataForSlice', key),
    name: () => jsString(ctx.callMethod(iv, 'Name') as string),
  };
}

class BadDoc extends Error {}

/** json.Unmarshal into a map[string]interface{} (empty input: the empty map when `emptyOk`). */
function parseMap(data: Slice | null, emptyOk: boolean): JsonObject | null {
  const text = jsString(bytesOf(data));
  if (text === '' && emptyOk) return {};
  let v: Json;
  try {
    v = JSON.parse(text) as Json;
  } catch {
    throw new BadDoc();
  }
  if (v === null) return null;
  if (!isObject(v)) throw new BadDoc();
  return v;
}

const out = (v: Json) => bytesSlice(goString(goMarshal(v, true)));

/** Runs `fn`, turning its errors into the natives' (bytes, code, msg) results. */
function guarded(fn: () => [Slice | null, number, string]): [Slice | null, number, string] {
  try {
    return fn();
  } catch (e) {
    if (e instanceof BadDoc) return [null, 1, goString('ErrBadJSONDoc')];
    if (e instanceof SmpError)
      return e.sentinel !== undefined ? [null, 1, goString(e.sentinel)] : [null, 2, goString(e.message)];
    throw e;
  }
}

const natives: NativeTable = {
  lookupField: (ctx: NativeContext, t: Iface | null, key: string, elem: boolean) => {
    const rt = typeArg(t);
    if (rt === null) throw nilDeref();
    try {
      const [ft, meta] = elem ? lookupSlice(rt, jsString(key)) : lookupStruct(rt, jsString(key));
      return [
        typeIface(ctx, ft),
        sliceOf(meta.strategies.map(goString)),
        goString(meta.mergeKey),
        goString(''),
      ];
    } catch (e) {
      if (e instanceof SmpError) return [null, null, goString(''), goString(e.message)];
      throw e;
    }
  },
  twoWay: (ctx: NativeContext, original: Slice | null, modified: Slice | null, schema: Iface | null) =>
    guarded(() => {
      const o = parseMap(original, true) ?? {};
      const m = parseMap(modified, true) ?? {};
      return [out(createTwoWayMergePatch(o, m, schemaOf(ctx, schema))), 0, goString('')];
    }),
  threeWay: (
    ctx: NativeContext,
    original: Slice | null,
    modified: Slice | null,
    current: Slice | null,
    schema: Iface | null,
    overwrite: boolean,
  ) =>
    guarded(() => {
      const o = parseMap(original, true) ?? {};
      const m = parseMap(modified, true) ?? {};
      const c = parseMap(current, true) ?? {};
      const r = createThreeWayMergePatch(o, m, c, schemaOf(ctx, schema), overwrite);
      return r.conflict === undefined
        ? [out(r.patch), 0, goString('')]
        : [out(r.patch), 3, goString(goMarshal(r.conflict, true))];
    }),
  merge: (
    ctx: NativeContext,
    original: Slice | null,
    patch: Slice | null,
    schema: Iface | null,
    server: boolean,
  ) =>
    guarded(() => {
      const o = parseMap(original, false) ?? {};
      const p = parseMap(patch, false) ?? {};
      const s = schemaOf(ctx, schema);
      return [out(server ? strategicMergePatchTyped(o, p, s) : mergePatches(o, p, s)), 0, goString('')];
    }),
  conflicts: (ctx: NativeContext, left: Slice | null, right: Slice | null, schema: Iface | null) => {
    const [r, code, msg] = guarded(() => {
      const l = parseMap(left, false) ?? {};
      const rt = parseMap(right, false) ?? {};
      return [
        mergingMapsHaveConflicts(l, rt, schemaOf(ctx, schema)) ? bytesSlice('1') : null,
        0,
        goString(''),
      ];
    });
    return [code !== 0 || r !== null, code, msg];
  },
};

export const strategicpatchPackage = goPackage({
  path: PKG,
  files: { 'patch.go': src },
  natives,
});

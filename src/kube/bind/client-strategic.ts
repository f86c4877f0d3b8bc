// strategicpatch.CreateTwoWayMergePatch for client.StrategicMergeFrom: the diff between two JSON
// documents guided by the Go type's `patchStrategy`/`patchMergeKey` tags (k8s.io/apimachinery
// pkg/util/strategicpatch): keyed lists patch item by item (`$patch: delete` for removed items,
// `$setElementOrder/<field>` for the resulting order), merge-strategy scalar lists add items and
// list removals in `$deleteFromPrimitiveList/<field>`, other lists and values are replaced, removed
// map keys become null.

import type { RType } from '../../go/interp/rtype.ts';
import { tagLookup } from '../../go/std/encoding/json/fields.ts';
import type { Json, JsonObject } from '../apiserver/types.ts';
import { isObject, jsonEqual } from '../apiserver/types.ts';
import { jsonField } from './codec.ts';

/** The struct type behind pointers, or undefined for non-struct types. */
function structOf(t: RType | undefined): RType | undefined {
  let x = t;
  while (x !== undefined && x.kind === 'ptr') x = x.elem ?? undefined;
  return x !== undefined && x.kind === 'struct' ? x : undefined;
}

/** The value type for key `k` of an object of type `t` (struct field or map element). */
function fieldOf(t: RType | undefined, k: string): { type: RType | undefined; tag: string } {
  let x = t;
  while (x !== undefined && x.kind === 'ptr') x = x.elem ?? undefined;
  if (x === undefined) return { type: undefined, tag: '' };
  if (x.kind === 'map') return { type: x.elem ?? undefined, tag: '' };
  if (x.kind === 'struct') {
    const f = jsonField(x, k);
    return f === undefined ? { type: undefined, tag: '' } : f;
  }
  return { type: undefined, tag: '' };
}

export function createTwoWayMergePatch(original: Json, modified: Json, t: RType): JsonObject {
  return diffObject(isObject(original) ? original : {}, isObject(modified) ? modified : {}, t);
}

function diffObject(o: JsonObject, m: JsonObject, t: RType | undefined): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(m)) {
    const a = o[k];
    const b = m[k];
    if (a === undefined) {
      out[k] = b;
      continue;
    }
    const f = fieldOf(t, k);
    if (isObject(a) && isObject(b)) {
      const sub = diffObject(a, b, f.type);
      if (Object.keys(sub).length > 0) out[k] = sub;
      continue;
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      const strategy = tagLookup(f.tag, 'patchStrategy') ?? '';
      const key = tagLookup(f.tag, 'patchMergeKey');
      if (strategy.split(',').includes('merge')) {
        if (key !== undefined) diffKeyedList(out, k, a, b, key, f.type?.elem ?? undefined);
        else diffScalarList(out, k, a, b);
        continue;
      }
    }
    if (!jsonEqual(a, b)) out[k] = b;
  }
  for (const k of Object.keys(o)) if (!(k in m)) out[k] = null;
  return out;
}

function diffKeyedList(
  out: JsonObject,
  k: string,
  a: Json[],
  b: Json[],
  key: string,
  elem: RType | undefined,
): void {
  const keyOf = (x: Json) => (isObject(x) ? x[key] : undefined);
  const items: Json[] = [];
  for (const m of b) {
    const o = a.find((x) => jsonEqual(keyOf(x), keyOf(m)));
    if (o === undefined || !isObject(o) || !isObject(m)) {
      if (o === undefined || !jsonEqual(o, m)) items.push(m);
      continue;
    }
    const d = diffObject(o, m, structOf(elem));
    if (Object.keys(d).length > 0) items.push({ [key]: keyOf(m) ?? null, ...d });
  }
  for (const o of a)
    if (!b.some((m) => jsonEqual(keyOf(m), keyOf(o))))
      items.push({ [key]: keyOf(o) ?? null, $patch: 'delete' });
  const orderChanged = !jsonEqual(
    a.map(keyOf).filter((x) => b.some((m) => jsonEqual(keyOf(m), x))) as Json[],
    b.map(keyOf).filter((x) => a.some((o) => jsonEqual(keyOf(o), x))) as Json[],
  );
  if (items.length === 0 && !orderChanged) return;
  out[`$setElementOrder/${k}`] = b.map((m) => ({ [key]: keyOf(m) ?? null }));
  if (items.length > 0) out[k] = items;
}

function diffScalarList(out: JsonObject, k: string, a: Json[], b: Json[]): void {
  const added = b.filter((x) => !a.some((y) => jsonEqual(x, y)));
  const removed = a.filter((x) => !b.some((y) => jsonEqual(x, y)));
  if (added.length === 0 && removed.length === 0 && jsonEqual(a, b)) return;
  out[`$setElementOrder/${k}`] = b;
  if (added.length > 0) out[k] = added;
  if (removed.length > 0) out[`$deleteFromPrimitiveList/${k}`] = removed;
}

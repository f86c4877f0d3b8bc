// Strategic merge patch as k8s.io/apimachinery pkg/util/strategicpatch (patch.go, meta.go) computes
// and applies it over JSON maps, guided by a Go struct type's `patchStrategy`/`patchMergeKey` tags:
// CreateTwoWayMergePatch (for client.StrategicMergeFrom and the strategicpatch package) and
// StrategicMergePatch. The diff walks keyed lists sorted by the merge key's %v text (so deletions come
// in that order, after the changed and added items in the modified list's order), adds
// `$setElementOrder/<field>` and `$deleteFromPrimitiveList/<field>` for merge lists and `$retainKeys`
// for retainKeys fields; the merge honours `$patch`, `$retainKeys`, the parallel lists and the element
// order. Errors carry the real texts (mergepatch/errors.go, third_party/forked/golang/json/fields.go).

import type { RType } from '../../go/interp/rtype.ts';
import { tagLookup, typeFields } from '../../go/std/encoding/json/fields.ts';
import { formatFloat } from '../../go/std/strconv/ftoa.ts';
import type { Json, JsonObject } from '../apiserver/types.ts';
import { isObject, jsonEqual } from '../apiserver/types.ts';

/** mergepatch's sentinel errors, by their Go names. */
export type SmpSentinel =
  | 'ErrBadJSONDoc'
  | 'ErrNoListOfLists'
  | 'ErrBadPatchFormatForPrimitiveList'
  | 'ErrBadPatchFormatForRetainKeys'
  | 'ErrBadPatchFormatForSetElementOrderList'
  | 'ErrPatchContentNotMatchRetainKeys'
  | 'ErrUnsupportedStrategicMergePatchFormat';

const SENTINEL_TEXT: Record<SmpSentinel, string> = {
  ErrBadJSONDoc: 'invalid JSON document',
  ErrNoListOfLists: 'lists of lists are not supported',
  ErrBadPatchFormatForPrimitiveList: 'invalid patch format of primitive list',
  ErrBadPatchFormatForRetainKeys: 'invalid patch format of retainKeys',
  ErrBadPatchFormatForSetElementOrderList: 'invalid patch format of setElementOrder list',
  ErrPatchContentNotMatchRetainKeys: "patch content doesn't match retainKeys list",
  ErrUnsupportedStrategicMergePatchFormat: 'strategic merge patch format is not supported',
};

/** An error of the strategic merge code; `sentinel` when it is one of mergepatch's variables. */
export class SmpError extends Error {
  readonly sentinel: SmpSentinel | undefined;
  constructor(message: string, sentinel?: SmpSentinel) {
    super(message);
    this.sentinel = sentinel;
  }
  static of(s: SmpSentinel): SmpError {
    return new SmpError(SENTINEL_TEXT[s], s);
  }
}

const DIRECTIVE = '$patch';
const RETAIN_KEYS = '$retainKeys';
const DELETE_FROM_PRIMITIVE = '$deleteFromPrimitiveList';
const SET_ELEMENT_ORDER = '$setElementOrder';

// ---------------------------------------------------------------------------------------------
// Go's view of the JSON values (map[string]interface{} from json.Unmarshal).

type GoKind = 'map' | 'slice' | 'string' | 'float64' | 'bool' | 'nil';

function kindOf(v: Json | undefined): GoKind {
  if (v === null || v === undefined) return 'nil';
  if (Array.isArray(v)) return 'slice';
  if (typeof v === 'object') return 'map';
  if (typeof v === 'string') return 'string';
  if (typeof v === 'number') return 'float64';
  return 'bool';
}

/** reflect.TypeOf(v).String() for a decoded JSON value ("%!s(<nil>)" for nil, as %s prints it). */
function goTypeName(v: Json | undefined): string {
  switch (kindOf(v)) {
    case 'map':
      return 'map[string]interface {}';
    case 'slice':
      return '[]interface {}';
    case 'nil':
      return '%!s(<nil>)';
    default:
      return kindOf(v);
  }
}

/** fmt's %v of a decoded JSON value. */
export function goV(v: Json | undefined): string {
  if (v === null || v === undefined) return '<nil>';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return formatFloat(v, 'g', -1, 64);
  if (typeof v === 'boolean') return String(v);
  if (Array.isArray(v)) return `[${v.map(goV).join(' ')}]`;
  const keys = Object.keys(v).sort(byteOrder);
  return `map[${keys.map((k) => `${k}:${goV(v[k])}`).join(' ')}]`;
}

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Go's == on two interface values holding decoded scalars. */
function scalarEq(a: Json | undefined, b: Json | undefined): boolean {
  return kindOf(a) === kindOf(b) && (a ?? null) === (b ?? null);
}

const errBadArgType = (expected: string, actual: Json | undefined) =>
  new SmpError(`expected a ${expected}, but received a ${goTypeName(actual)}`);
const errNoMergeKey = (m: Json, k: string) =>
  new SmpError(`map: ${goV(m)} does not contain declared merge key: ${k}`);
const MAP_T = 'map[string]interface {}';
const SLICE_T = '[]interface {}';

// ---------------------------------------------------------------------------------------------
// Patch metadata from the Go type (PatchMetaFromStruct).

/** LookupPatchMeta: where a key's patch metadata and sub-schema come from. */
export interface Schema {
  struct(key: string): [Schema, PatchMeta];
  slice(key: string): [Schema, PatchMeta];
  /** Name(): the type's kind for PatchMetaFromStruct. */
  name(): string;
}

/** PatchMetaFromStruct{T: t}. */
export function structSchema(t: RType): Schema {
  return {
    struct: (key) => {
      const [ft, meta] = lookupStruct(t, key);
      return [structSchema(ft), meta];
    },
    slice: (key) => {
      const [et, meta] = lookupSlice(t, key);
      return [structSchema(et), meta];
    },
    name: () => t.kind,
  };
}

export interface PatchMeta {
  strategies: string[];
  mergeKey: string;
}

export function lookupStruct(t: RType, key: string): [RType, PatchMeta] {
  const s = t.kind === 'ptr' && t.elem !== null ? t.elem : t;
  if (s.kind !== 'struct')
    throw new SmpError(`merging an object in json but data type is not struct, instead is: ${s.kind}`);
  const fields = typeFields(s);
  const f =
    fields.find((x) => x.name === key) ?? fields.find((x) => x.name.toLowerCase() === key.toLowerCase());
  if (f === undefined)
    throw new SmpError(
      `unable to find api field in struct ${s.name} for the json field ${JSON.stringify(key)}`,
    );
  const tag = f.path[f.path.length - 1].tag;
  return [
    f.type,
    {
      strategies: (tagLookup(tag, 'patchStrategy') ?? '').split(','),
      mergeKey: tagLookup(tag, 'patchMergeKey') ?? '',
    },
  ];
}

export function lookupSlice(t: RType, key: string): [RType, PatchMeta] {
  const [ft, meta] = lookupStruct(t, key);
  const isList = (x: RType) => x.kind === 'slice' || x.kind === 'array';
  if (isList(ft)) {
    const e = ft.elem as RType;
    if (isList(e)) throw new SmpError('unexpected slice of slice');
    return [e, meta];
  }
  if (ft.kind === 'ptr') {
    const e = ft.elem as RType;
    return [isList(e) ? (e.elem as RType) : e, meta];
  }
  throw new SmpError(`expected slice or array type, but got: ${t.kind}`);
}

/** extractRetainKeysPatchStrategy: [retainKeys, the other strategy]. */
function strategyOf(strategies: string[]): [boolean, string] {
  if (strategies.length === 0) return [false, ''];
  if (strategies.length === 1) return strategies[0] === 'retainKeys' ? [true, ''] : [false, strategies[0]];
  if (strategies.length === 2) {
    if (strategies[0] === 'retainKeys') return [true, strategies[1]];
    if (strategies[1] === 'retainKeys') return [true, strategies[0]];
  }
  throw new SmpError(`unexpected patch strategy: [${strategies.join(' ')}]`);
}

// ---------------------------------------------------------------------------------------------
// Lists: element type, order, merge keys.

function sliceElementKind(...slices: Json[][]): GoKind {
  let prev: GoKind | undefined;
  for (const s of slices)
    for (const v of s) {
      const k = kindOf(v);
      if (prev === undefined) {
        prev = k;
        if (k === 'slice') throw SmpError.of('ErrNoListOfLists');
      } else if (prev !== k)
        throw new SmpError(`list element types are not identical: [${slices.map(goV).join(' ')}]`);
    }
  if (prev === undefined) throw new SmpError('no elements in any of the given slices');
  return prev;
}

/** Position of `v` in `l`, by merge key for maps, by value for scalars. */
function indexIn(l: Json[], v: Json, mergeKey: string, kind: GoKind): number {
  const val = (x: Json) => (kind === 'map' ? (isObject(x) ? x[mergeKey] : null) : x);
  const want = val(v);
  return l.findIndex((x) => scalarEq(val(x), want));
}

function validateMergeKeyInLists(mergeKey: string, ...lists: Json[][]): void {
  for (const l of lists)
    for (const item of l) {
      if (!isObject(item)) throw errBadArgType(MAP_T, item);
      if (!(mergeKey in item)) throw errNoMergeKey(item, mergeKey);
    }
}

/** normalizeSliceOrder: `toSort` stably in `order`'s order, `$patch: delete` items last. */
function normalizeSliceOrder(toSort: Json[], order: Json[], mergeKey: string, kind: GoKind): Json[] {
  let items = toSort;
  const toDelete: Json[] = [];
  if (kind === 'map') {
    validateMergeKeyInLists(mergeKey, toSort, order);
    items = [];
    for (const v of toSort) {
      if (isObject(v) && v[DIRECTIVE] === 'delete') toDelete.push(v);
      else items.push(v);
    }
  }
  const keyed = items.map((v, i) => ({ v, i, at: indexIn(order, v, mergeKey, kind) }));
  keyed.sort((a, b) => (a.at >= 0 && b.at >= 0 && a.at !== b.at ? a.at - b.at : a.i - b.i));
  return [...keyed.map((x) => x.v), ...toDelete];
}

/** mergeSortedSlice: interleaves the server-only items (left) with the patch's (right) by server order. */
function mergeSortedSlice(
  left: Json[],
  right: Json[],
  serverOrder: Json[],
  mergeKey: string,
  kind: GoKind,
): Json[] {
  const out: Json[] = [];
  let i = 0;
  let j = 0;
  while (i < left.length || j < right.length) {
    if (i >= left.length) out.push(right[j++]);
    else if (j >= right.length) out.push(left[i++]);
    else {
      const li = indexIn(serverOrder, left[i], mergeKey, kind);
      const ri = indexIn(serverOrder, right[j], mergeKey, kind);
      if (li >= 0 && ri >= 0 && li < ri) out.push(left[i++]);
      else out.push(right[j++]);
    }
  }
  return out;
}

function normalizeElementOrder(
  patch: Json[],
  serverOnly: Json[],
  patchOrder: Json[],
  serverOrder: Json[],
  mergeKey: string,
  kind: GoKind,
): Json[] {
  const p = normalizeSliceOrder(patch, patchOrder, mergeKey, kind);
  const s = normalizeSliceOrder(serverOnly, serverOrder, mergeKey, kind);
  return mergeSortedSlice(s, p, serverOrder, mergeKey, kind);
}

/** sort.Sort over the %v texts (distinct texts sort the same whatever the algorithm). */
function sortByText<T>(items: T[], text: (x: T) => string): T[] {
  return items
    .map((x) => ({ x, t: text(x) }))
    .sort((a, b) => byteOrder(a.t, b.t))
    .map((e) => e.x);
}

/** deduplicateScalars: a later duplicate is replaced by the last element, as the real loop does. */
function deduplicateScalars(s: Json[]): Json[] {
  const out = [...s];
  let length = out.length - 1;
  for (let i = 0; i < length; i++)
    for (let j = i + 1; j <= length; j++)
      if (scalarEq(out[i], out[j])) {
        out[j] = out[length];
        out.length = length;
        length--;
        j--;
      }
  return out;
}

function partition(merged: Json[], by: Json[], mergeKey: string): [Json[], Json[]] {
  const inPatch: Json[] = [];
  const serverOnly: Json[] = [];
  for (const v of merged) {
    let found: boolean;
    if (mergeKey === '') found = by.some((x) => scalarEq(x, v));
    else {
      if (!isObject(v)) throw errBadArgType(MAP_T, v);
      if (!(mergeKey in v)) throw errNoMergeKey(v, mergeKey);
      found = findByKey(by, mergeKey, v[mergeKey]) >= 0;
    }
    (found ? inPatch : serverOnly).push(v);
  }
  return [inPatch, serverOnly];
}

function findByKey(l: Json[], key: string, value: Json): number {
  for (let k = 0; k < l.length; k++) {
    const v = l[k];
    if (!isObject(v)) throw new SmpError(`value for key ${k} is not a map`);
    if (key in v && scalarEq(v[key], value)) return k;
  }
  return -1;
}

// ---------------------------------------------------------------------------------------------
// The diff (diffMaps and its helpers, with DiffOptions).

interface DiffOptions {
  setElementOrder: boolean;
  ignoreChangesAndAdditions: boolean;
  ignoreDeletions: boolean;
  retainKeys: boolean;
}

const TWO_WAY: DiffOptions = {
  setElementOrder: true,
  ignoreChangesAndAdditions: false,
  ignoreDeletions: false,
  retainKeys: false,
};

/** CreateTwoWayMergePatch's patch map for `original` → `modified` of Go type `t`. Throws SmpError. */
export function createTwoWayMergePatch(original: Json, modified: Json, t: RType | Schema): JsonObject {
  const schema = 'struct' in t ? t : structSchema(t);
  return diffMaps(isObject(original) ? original : {}, isObject(modified) ? modified : {}, schema, TWO_WAY);
}

/**
 * CreateThreeWayMergePatch's patch map: the changes and additions from current to modified, merged
 * into the deletions from original to modified; with `overwrite` false, a conflict (the patch and
 * the changes from original to current disagree) is returned instead, with both maps.
 */
export function createThreeWayMergePatch(
  original: JsonObject,
  modified: JsonObject,
  current: JsonObject,
  t: Schema,
  overwrite: boolean,
): { patch: JsonObject; conflict?: JsonObject } {
  const delta = diffMaps(current, modified, t, { ...TWO_WAY, ignoreDeletions: true });
  const deletions = diffMaps(original, modified, t, { ...TWO_WAY, ignoreChangesAndAdditions: true });
  const patch = mergeMap(deletions, delta, t, { mergeParallelList: false, ignoreUnmatchedNulls: false });
  if (!overwrite) {
    const changed = diffMaps(original, current, t, { ...TWO_WAY, setElementOrder: false });
    if (fieldsConflict(patch, changed, t, '', '')) return { patch, conflict: changed };
  }
  return { patch };
}

function diffMaps(o: JsonObject, m: JsonObject, schema: Schema, opts: DiffOptions): JsonObject {
  const patch: JsonObject = {};
  const retain: Json[] = [];
  for (const key of Object.keys(m)) {
    const mv = m[key];
    if (opts.retainKeys && mv !== null) retain.push(key);
    if (!(key in o)) {
      if (!opts.ignoreChangesAndAdditions) patch[key] = mv;
      continue;
    }
    const ov = o[key];
    if (key === DIRECTIVE) {
      if (typeof ov !== 'string' || typeof mv !== 'string')
        throw new SmpError(`invalid value for special key: ${DIRECTIVE}`);
      if (ov !== mv) patch[key] = mv;
      continue;
    }
    if (kindOf(ov) !== kindOf(mv)) {
      if (!opts.ignoreChangesAndAdditions) patch[key] = mv;
      continue;
    }
    if (isObject(ov)) handleMapDiff(key, ov, mv as JsonObject, patch, schema, opts);
    else if (Array.isArray(ov)) handleSliceDiff(key, ov, mv as Json[], patch, schema, opts);
    else replaceIfNotEqual(key, ov, mv, patch, opts);
  }
  if (!opts.ignoreDeletions) for (const key of Object.keys(o)) if (!(key in m)) patch[key] = null;
  if (retain.length > 0 && (Object.keys(patch).length > 0 || hasAdditionalNewField(o, m)))
    patch[RETAIN_KEYS] = sortByText(retain, goV);
  return patch;
}

function replaceIfNotEqual(key: string, ov: Json, mv: Json, patch: JsonObject, opts: DiffOptions): void {
  if (!opts.ignoreChangesAndAdditions && !jsonEqual(ov, mv)) patch[key] = mv;
}

function hasAdditionalNewField(o: JsonObject, m: JsonObject): boolean {
  return Object.keys(o).some((k) => o[k] !== null && !(k in m));
}

function handleMapDiff(
  key: string,
  ov: JsonObject,
  mv: JsonObject,
  patch: JsonObject,
  schema: Schema,
  opts: DiffOptions,
): void {
  let sub: Schema;
  let meta: PatchMeta;
  try {
    [sub, meta] = schema.struct(key);
  } catch (e) {
    if (jsonEqual(ov, mv)) return;
    throw e;
  }
  const [retainKeys, strategy] = strategyOf(meta.strategies);
  if (strategy === 'replace') {
    if (!opts.ignoreChangesAndAdditions) patch[key] = mv;
    return;
  }
  const d = diffMaps(ov, mv, sub, { ...opts, retainKeys });
  if (Object.keys(d).length > 0) patch[key] = d;
}

function handleSliceDiff(
  key: string,
  ov: Json[],
  mv: Json[],
  patch: JsonObject,
  schema: Schema,
  opts: DiffOptions,
): void {
  let sub: Schema;
  let meta: PatchMeta;
  try {
    [sub, meta] = schema.slice(key);
  } catch (e) {
    if (jsonEqual(ov, mv)) return;
    throw e;
  }
  const [retainKeys, strategy] = strategyOf(meta.strategies);
  if (strategy !== 'merge') {
    replaceIfNotEqual(key, ov, mv, patch, opts);
    return;
  }
  const [add, del, order] = diffLists(ov, mv, sub, meta.mergeKey, { ...opts, retainKeys });
  if (add.length > 0) patch[key] = add;
  if (del.length > 0) patch[`${DELETE_FROM_PRIMITIVE}/${key}`] = del;
  if (order.length > 0) patch[`${SET_ELEMENT_ORDER}/${key}`] = order;
}

function diffLists(
  o: Json[],
  m: Json[],
  schema: Schema,
  mergeKey: string,
  opts: DiffOptions,
): [Json[], Json[], Json[]] {
  if (o.length === 0) return m.length === 0 || opts.ignoreChangesAndAdditions ? [[], [], []] : [m, [], []];
  const kind = sliceElementKind(o, m);
  if (kind === 'map') {
    const [changed, deleted] = diffListsOfMaps(o, m, schema, mergeKey, opts);
    const patchList = [...normalizeSliceOrder(changed, m, mergeKey, kind), ...deleted];
    const orderSame = isOrderSame(o, m, mergeKey);
    const withOrder =
      opts.setElementOrder &&
      ((!opts.ignoreChangesAndAdditions && (patchList.length > 0 || !orderSame)) ||
        (!opts.ignoreDeletions && patchList.length > 0));
    const order = withOrder ? m.map((v) => ({ [mergeKey]: (v as JsonObject)[mergeKey] ?? null })) : [];
    return [patchList, [], order];
  }
  const [added, deleted] = diffListsOfScalars(o, m, opts);
  const patchList = normalizeSliceOrder(added, m, mergeKey, kind);
  const withOrder =
    opts.setElementOrder &&
    ((!opts.ignoreDeletions && deleted.length > 0) || (!opts.ignoreChangesAndAdditions && !jsonEqual(o, m)));
  return [patchList, deleted, withOrder ? m : []];
}

function isOrderSame(o: Json[], m: Json[], mergeKey: string): boolean {
  if (o.length !== m.length) return false;
  for (let i = 0; i < m.length; i++) {
    const a = o[i];
    const b = m[i];
    if (!isObject(a)) throw errBadArgType(MAP_T, a);
    if (!isObject(b)) throw errBadArgType(MAP_T, b);
    if (!(mergeKey in a)) throw errNoMergeKey(a, mergeKey);
    if (!(mergeKey in b)) throw errNoMergeKey(b, mergeKey);
    if (!scalarEq(a[mergeKey], b[mergeKey])) return false;
  }
  return true;
}

function diffListsOfScalars(o: Json[], m: Json[], opts: DiffOptions): [Json[], Json[]] {
  const os = sortByText(o, goV);
  const ms = sortByText(m, goV);
  const added: Json[] = [];
  const deleted: Json[] = [];
  let i = 0;
  let j = 0;
  while (i < os.length || j < ms.length) {
    const a = i < os.length ? goV(os[i]) : undefined;
    const b = j < ms.length ? goV(ms[j]) : undefined;
    if (a !== undefined && b !== undefined && a === b) {
      i++;
      j++;
    } else if (a === undefined || (b !== undefined && a > b)) {
      if (!opts.ignoreChangesAndAdditions) added.push(ms[j]);
      j++;
    } else {
      if (!opts.ignoreDeletions) deleted.push(os[i]);
      i++;
    }
  }
  return [added, deduplicateScalars(deleted)];
}

function diffListsOfMaps(
  o: Json[],
  m: Json[],
  schema: Schema,
  mergeKey: string,
  opts: DiffOptions,
): [Json[], Json[]] {
  const sortMaps = (l: Json[]) => {
    for (const v of l) if (!isObject(v)) throw errBadArgType(MAP_T, v);
    return sortByText(l as JsonObject[], (x) => goV(x[mergeKey]));
  };
  const os = sortMaps(o);
  const ms = sortMaps(m);
  const keyOf = (x: JsonObject) => {
    if (!(mergeKey in x)) throw errNoMergeKey(x, mergeKey);
    return x[mergeKey];
  };
  const patch: Json[] = [];
  const deleted: Json[] = [];
  let i = 0;
  let j = 0;
  while (i < os.length || j < ms.length) {
    const a = i < os.length ? goV(keyOf(os[i])) : undefined;
    const b = j < ms.length ? goV(keyOf(ms[j])) : undefined;
    if (a !== undefined && b !== undefined && a === b) {
      const d = diffMaps(os[i], ms[j], schema, opts);
      if (Object.keys(d).length > 0) {
        d[mergeKey] = keyOf(ms[j]);
        patch.push(d);
      }
      i++;
      j++;
    } else if (a === undefined || (b !== undefined && a > b)) {
      if (!opts.ignoreChangesAndAdditions) patch.push(ms[j]);
      j++;
    } else {
      if (!opts.ignoreDeletions) deleted.push({ [mergeKey]: keyOf(os[i]), [DIRECTIVE]: 'delete' });
      i++;
    }
  }
  return [patch, deleted];
}

// ---------------------------------------------------------------------------------------------
// Conflicts (MergingMapsHaveConflicts), for CreateThreeWayMergePatch without overwrite.

/** MergingMapsHaveConflicts. Throws SmpError. */
export function mergingMapsHaveConflicts(left: JsonObject, right: JsonObject, schema: Schema): boolean {
  return fieldsConflict(left, right, schema, '', '');
}

/** MergeStrategicMergeMapPatchUsingLookupPatchMeta's step: `patch` merged into `merged` (client side). */
export function mergePatches(merged: JsonObject, patch: JsonObject, schema: Schema): JsonObject {
  return mergeMap(merged, patch, schema, { mergeParallelList: false, ignoreUnmatchedNulls: false });
}

function fieldsConflict(
  left: Json,
  right: Json,
  schema: Schema | undefined,
  strategy: string,
  mergeKey: string,
): boolean {
  if (isObject(left)) {
    if (!isObject(right)) return true;
    const l = DIRECTIVE in left;
    const r = DIRECTIVE in right;
    if ((l || r) && (l !== r || !scalarEq(left[DIRECTIVE], right[DIRECTIVE]))) return true;
    if (strategy === 'replace') return false;
    for (const key of Object.keys(left)) {
      if (key === DIRECTIVE || key === RETAIN_KEYS || !(key in right)) continue;
      const lv = left[key];
      let sub: Schema | undefined;
      let meta: PatchMeta = { strategies: [], mergeKey: '' };
      if (Array.isArray(lv) || isObject(lv)) {
        if (schema === undefined) throw new SmpError('unknown type: <nil>');
        [sub, meta] = Array.isArray(lv) ? schema.slice(key) : schema.struct(key);
      }
      const [, s] = strategyOf(meta.strategies);
      if (fieldsConflict(lv, right[key], sub, s, meta.mergeKey)) return true;
    }
    return false;
  }
  if (Array.isArray(left)) {
    if (!Array.isArray(right)) return true;
    const kind = sliceElementKind(left, right);
    if (strategy === 'merge') {
      if (kind !== 'map') return false;
      const byKey = (l: Json[]) => {
        const out = new Map<string, Json>();
        for (const v of l) {
          if (!isObject(v)) throw new SmpError(`invalid element type in merging list:${goV(l)}`);
          if (!(mergeKey in v))
            throw new SmpError(`cannot find merge key \`${mergeKey}\` in merging list element:${goV(v)}`);
          const k = v[mergeKey];
          out.set(typeof k === 'string' ? k : `%!s(${goTypeName(k)}=${goV(k)})`, v);
        }
        return out;
      };
      const lm = byKey(left);
      const rm = byKey(right);
      for (const [k, v] of lm)
        if (rm.has(k) && fieldsConflict(v, rm.get(k) as Json, schema, '', '')) return true;
      return false;
    }
    if (left.length !== right.length) return true;
    const [l, r] =
      kind !== 'map'
        ? [sortByText(deduplicateScalars(left), goV), sortByText(deduplicateScalars(right), goV)]
        : [left, right];
    for (let i = 0; i < l.length; i++) if (fieldsConflict(l[i], r[i], schema, '', '')) return true;
    return false;
  }
  return !jsonEqual(left, right);
}

// ---------------------------------------------------------------------------------------------
// The merge (StrategicMergeMapPatch: MergeParallelList and IgnoreUnmatchedNulls on).

interface MergeOptions {
  mergeParallelList: boolean;
  ignoreUnmatchedNulls: boolean;
}

const SERVER_SIDE: MergeOptions = { mergeParallelList: true, ignoreUnmatchedNulls: true };

/** StrategicMergePatch of `patch` into `original` (both fresh, mutated) for Go type `t`. Throws SmpError. */
export function strategicMergePatchTyped(original: JsonObject, patch: JsonObject, t: Schema): JsonObject {
  return mergeMap(original, patch, t, SERVER_SIDE);
}

function mergeMap(
  original: JsonObject | null,
  patch: JsonObject,
  schema: Schema,
  opts: MergeOptions,
): JsonObject {
  if (DIRECTIVE in patch) {
    const d = patch[DIRECTIVE];
    if (d === 'replace') {
      delete patch[DIRECTIVE];
      return patch;
    }
    if (d === 'delete') return {};
    throw new SmpError(
      `unknown patch type: ${typeof d === 'string' ? d : `%!s(${goTypeName(d)}=${goV(d)})`} in map: ${goV(patch)}`,
    );
  }
  const o: JsonObject = original ?? {};
  applyRetainKeys(o, patch, opts);
  mergeOrderedLists(o, patch, schema, opts);
  for (let k of Object.keys(patch)) {
    const pv = patch[k];
    let isDeleteList = false;
    if (k.startsWith(DELETE_FROM_PRIMITIVE)) {
      if (!opts.mergeParallelList) {
        o[k] = pv;
        continue;
      }
      k = extractKey(k, DELETE_FROM_PRIMITIVE);
      isDeleteList = true;
    }
    if (pv === null) {
      delete o[k];
      if (opts.ignoreUnmatchedNulls) continue;
    }
    if (!(k in o) || kindOf(o[k]) !== kindOf(pv)) {
      if (!isDeleteList) {
        if (opts.ignoreUnmatchedNulls) discardNulls(pv);
        const [v, keep] = removeDirectives(pv);
        if (keep) o[k] = v;
        else delete o[k];
      }
      continue;
    }
    const ov = o[k];
    if (isObject(ov)) {
      const [sub, meta] = schema.struct(k);
      const [, strategy] = strategyOf(meta.strategies);
      o[k] = strategy !== 'replace' ? mergeMap(ov, pv as JsonObject, sub, opts) : pv;
    } else if (Array.isArray(ov)) {
      const [sub, meta] = schema.slice(k);
      const [, strategy] = strategyOf(meta.strategies);
      o[k] =
        strategy === 'merge' || isDeleteList
          ? mergeSlice(ov, pv as Json[], sub, meta.mergeKey, isDeleteList, opts)
          : pv;
    } else {
      const [v, keep] = removeDirectives(pv);
      if (keep) o[k] = v;
      else delete o[k];
    }
  }
  return o;
}

function extractKey(s: string, prefix: string): string {
  const slash = s.indexOf('/');
  if (slash < 0 || s.slice(0, slash) !== prefix)
    throw SmpError.of(
      prefix === DELETE_FROM_PRIMITIVE
        ? 'ErrBadPatchFormatForPrimitiveList'
        : 'ErrBadPatchFormatForSetElementOrderList',
    );
  return s.slice(slash + 1);
}

function applyRetainKeys(o: JsonObject, patch: JsonObject, opts: MergeOptions): void {
  if (!(RETAIN_KEYS in patch)) return;
  const list = patch[RETAIN_KEYS];
  delete patch[RETAIN_KEYS];
  if (!opts.mergeParallelList) {
    if (!(RETAIN_KEYS in o)) o[RETAIN_KEYS] = list;
    else if (!jsonEqual(o[RETAIN_KEYS], list))
      throw new SmpError(
        `${goV(o[RETAIN_KEYS])} and ${goV(list)} are not deep equal: this may happen when calculating the 3-way diff patch`,
      );
    return;
  }
  if (!Array.isArray(list)) throw SmpError.of('ErrBadPatchFormatForRetainKeys');
  const keep = (k: string) => list.some((x) => scalarEq(x, k));
  for (const [k, v] of Object.entries(patch)) {
    if (v === null || k.startsWith(DELETE_FROM_PRIMITIVE) || k.startsWith(SET_ELEMENT_ORDER)) continue;
    if (!keep(k)) throw SmpError.of('ErrBadPatchFormatForRetainKeys');
  }
  for (const k of Object.keys(o)) if (!keep(k)) delete o[k];
}

/** mergePatchIntoOriginal: the lists that have a `$setElementOrder`, merged and put in that order. */
function mergeOrderedLists(o: JsonObject, patch: JsonObject, schema: Schema, opts: MergeOptions): void {
  for (const key of Object.keys(patch)) {
    if (!key.startsWith(SET_ELEMENT_ORDER)) continue;
    const order = patch[key];
    if (!opts.mergeParallelList) {
      if (!(key in o)) o[key] = order;
      else if (!jsonEqual(o[key], order)) throw SmpError.of('ErrBadPatchFormatForSetElementOrderList');
    }
    delete patch[key];
    if (!Array.isArray(order)) throw errBadArgType(SLICE_T, order);
    const field = extractKey(key, SET_ELEMENT_ORDER);
    const foundOriginal = field in o;
    const foundPatch = field in patch;
    let ol: Json[] = [];
    let pl: Json[] = [];
    if (foundOriginal) {
      const v = o[field];
      if (!Array.isArray(v)) throw errBadArgType(SLICE_T, v);
      ol = v;
    }
    if (foundPatch) {
      const v = patch[field];
      if (!Array.isArray(v)) throw errBadArgType(SLICE_T, v);
      pl = v;
    }
    const [sub, meta] = schema.slice(field);
    const [, strategy] = strategyOf(meta.strategies);
    validatePatchWithSetOrderList(pl, order, meta.mergeKey);
    let merged: Json[];
    if (foundOriginal && !foundPatch) merged = ol;
    else if (!foundOriginal && foundPatch) merged = removeDirectives(pl)[0] as Json[];
    else if (foundOriginal && foundPatch)
      merged = strategy === 'merge' ? mergeSlice(ol, pl, sub, meta.mergeKey, false, opts) : pl;
    else continue;
    const [inPatch, serverOnly] = partition(merged, order, meta.mergeKey);
    const kind = sliceElementKind(ol, pl);
    o[field] = normalizeElementOrder(inPatch, serverOnly, order, ol, meta.mergeKey, kind);
    delete patch[field];
  }
}

function validatePatchWithSetOrderList(patchList: Json[], order: Json[], mergeKey: string): void {
  if (order.length === 0 || patchList.length === 0) return;
  let list = patchList;
  if (mergeKey !== '') {
    list = [];
    for (const v of patchList) {
      if (!isObject(v)) throw errBadArgType(MAP_T, v);
      if (v[DIRECTIVE] !== 'delete') list.push(v);
    }
  }
  const keyEq = (a: Json, b: Json): boolean => {
    if (mergeKey === '') return scalarEq(a, b);
    if (!isObject(a)) throw errBadArgType(MAP_T, a);
    if (!isObject(b)) throw errBadArgType(MAP_T, b);
    if (!(mergeKey in a)) throw errNoMergeKey(a, mergeKey);
    if (!(mergeKey in b)) throw errNoMergeKey(b, mergeKey);
    return scalarEq(a[mergeKey], b[mergeKey]);
  };
  let p = 0;
  let s = 0;
  while (p < list.length && s < order.length) {
    if (isObject(list[p]) && DIRECTIVE in (list[p] as JsonObject)) {
      p++;
      continue;
    }
    if (keyEq(list[p], order[s])) p++;
    s++;
  }
  if (p < list.length && s >= order.length)
    throw new SmpError(
      `The order in patch list:\n${goV(patchList)}\n doesn't match ${SET_ELEMENT_ORDER} list:\n${goV(order)}\n`,
    );
}

function mergeSlice(
  original: Json[],
  patch: Json[],
  schema: Schema,
  mergeKey: string,
  isDeleteList: boolean,
  opts: MergeOptions,
): Json[] {
  if (original.length === 0 && patch.length === 0) return original;
  const kind = sliceElementKind(original, patch);
  let o = original;
  let p = patch;
  let merged: Json[];
  if (kind !== 'map') {
    if (opts.mergeParallelList && isDeleteList)
      return original.filter((v) => !patch.some((d) => scalarEq(d, v)));
    merged = deduplicateScalars([...original, ...patch]);
  } else {
    if (mergeKey === '') throw new SmpError(`cannot merge lists without merge key for ${schema.name()}`);
    [o, p] = mergeSpecialElements(original, patch, mergeKey);
    merged = [...o];
    for (const v of p) {
      const item = v as JsonObject;
      if (!(mergeKey in item)) throw errNoMergeKey(item, mergeKey);
      const at = findByKey(merged, mergeKey, item[mergeKey]);
      if (at >= 0) merged[at] = mergeMap(merged[at] as JsonObject, item, schema, opts);
      else merged.push(v);
    }
  }
  const [inPatch, serverOnly] = partition(merged, p, mergeKey);
  return normalizeElementOrder(inPatch, serverOnly, p, o, mergeKey, kind);
}

/** mergeSliceWithSpecialElements: `$patch: delete` items remove theirs, `$patch: replace` keeps only the patch's. */
function mergeSpecialElements(original: Json[], patch: Json[], mergeKey: string): [Json[], Json[]] {
  let o = original;
  const plain: Json[] = [];
  let replace = false;
  for (const v of patch) {
    const item = v as JsonObject;
    if (!(DIRECTIVE in item)) {
      plain.push(v);
      continue;
    }
    const d = item[DIRECTIVE];
    if (d === 'delete') {
      if (!(mergeKey in item)) throw errNoMergeKey(item, mergeKey);
      o = o.filter((x) => !(isObject(x) && mergeKey in x && scalarEq(x[mergeKey], item[mergeKey])));
    } else if (d === 'replace') replace = true;
    else if (d === 'merge') throw new SmpError('merging lists cannot yet be specified in the patch');
    else throw new SmpError(`unknown patch type: ${goV(d)} in map: ${goV(item)}`);
  }
  return replace ? [plain, []] : [o, plain];
}

function removeDirectives(v: Json): [Json, boolean] {
  if (Array.isArray(v)) {
    const out: Json[] = [];
    for (const x of v) {
      const [y, keep] = removeDirectives(x);
      if (keep) out.push(y);
    }
    return [out, true];
  }
  if (!isObject(v)) return [v, true];
  if (DIRECTIVE in v) return [null, false];
  for (const k of Object.keys(v)) {
    const [y, keep] = removeDirectives(v[k]);
    if (keep) v[k] = y;
    else delete v[k];
  }
  return [v, true];
}

function discardNulls(v: Json): void {
  if (Array.isArray(v)) for (const x of v) discardNulls(x);
  else if (isObject(v))
    for (const k of Object.keys(v)) {
      if (v[k] === null) delete v[k];
      else discardNulls(v[k]);
    }
}

/**
 * The uniqueness invariants of `x-kubernetes-list-type: map` and `set` lists in custom resources, as
 * k8s.io/apiextensions-apiserver pkg/apiserver/schema/listtype/validation.go ValidateListSetsAndMaps
 * checks them after the OpenAPI validation (registry/customresource strategy.go Validate; on update
 * only when the old object had no such error: "ratcheting validation"). A list-map keyed by `type`
 * with two `Available` entries is refused with `status.conditions[1]: Duplicate value: {"type":"Available"}`:
 * one error per repeated key, at the index of its second appearance.
 */
import type { FieldError } from './status.ts';
import { fieldErr } from './status.ts';
import type { Json, JsonObject } from './types.ts';
import { isObject } from './types.ts';

type Schema = JsonObject;

/** A key field the element does not have (the Go code's `unspecifiedKeyValue{}`). */
const UNSPECIFIED = Symbol('unspecifiedKeyValue');
type Key = Json | typeof UNSPECIFIED;

/** json.Marshal of a value: map keys sorted, as Go's encoder writes them. */
function canonical(v: Json): Json {
  if (Array.isArray(v)) return v.map(canonical);
  if (!isObject(v)) return v;
  const out: JsonObject = {};
  for (const k of Object.keys(v).sort()) out[k] = canonical(v[k]);
  return out;
}

function sub(schema: Schema, key: string): Schema | undefined {
  const v = schema[key];
  return isObject(v) ? v : undefined;
}

/** `validateListSet`: the index of each value's second appearance (later repeats are not reported). */
function nonUnique(values: readonly Key[]): number[] {
  if (values.length <= 1) return [];
  const seen = new Map<string, number>();
  const out: number[] = [];
  values.forEach((x, i) => {
    const k = x === UNSPECIFIED ? '\u0000unspecified' : JSON.stringify(canonical(x));
    const times = seen.get(k) ?? 0;
    seen.set(k, times + 1);
    if (times === 1) out.push(i);
  });
  return out;
}

function validateListMap(path: string, s: Schema, list: readonly Json[]): FieldError[] {
  for (let i = 0; i < list.length; i++) {
    const x = list[i];
    if (x !== null && !isObject(x))
      return [fieldErr.invalid(`${path}[${i}]`, x, 'must be an object for an array of list-type map')];
  }
  if (list.length <= 1) return [];
  const keyFields = Array.isArray(s['x-kubernetes-list-map-keys'])
    ? s['x-kubernetes-list-map-keys'].map(String)
    : [];
  if (keyFields.length === 1) {
    const f = keyFields[0];
    const keys: Key[] = list.map((x) => (isObject(x) && x[f] !== undefined ? x[f] : UNSPECIFIED));
    return nonUnique(keys).map((i) => {
      const k = keys[i];
      return fieldErr.duplicate(`${path}[${i}]`, k === UNSPECIFIED ? {} : canonical({ [f]: k }));
    });
  }
  const keys: Key[] = list.map((x) => {
    const key: JsonObject = {};
    if (isObject(x)) for (const f of keyFields) if (x[f] !== undefined) key[f] = x[f];
    return key;
  });
  return nonUnique(keys).map((i) => fieldErr.duplicate(`${path}[${i}]`, canonical(keys[i] as Json)));
}

function validateArray(path: string, s: Schema, list: readonly Json[]): FieldError[] {
  const errs: FieldError[] = [];
  const type = s['x-kubernetes-list-type'];
  if (type === 'set')
    for (const i of nonUnique(list)) errs.push(fieldErr.duplicate(`${path}[${i}]`, canonical(list[i])));
  else if (type === 'map') errs.push(...validateListMap(path, s, list));
  const items = sub(s, 'items');
  if (items !== undefined)
    for (let i = 0; i < list.length; i++) errs.push(...validateValue(`${path}[${i}]`, items, list[i]));
  return errs;
}

function validateValue(path: string, s: Schema, v: Json): FieldError[] {
  if (Array.isArray(v)) return validateArray(path, s, v);
  if (isObject(v)) return validateObject(path, s, v);
  return [];
}

const child = (path: string, k: string) => (path === '' ? k : `${path}.${k}`);

function validateObject(path: string, s: Schema, obj: JsonObject): FieldError[] {
  const errs: FieldError[] = [];
  // Go ranges over maps in random order; sorted keys make the simulator deterministic
  const keys = Object.keys(obj).sort();
  const ap = sub(s, 'additionalProperties');
  if (ap !== undefined) for (const k of keys) errs.push(...validateValue(`${path}[${k}]`, ap, obj[k]));
  const props = sub(s, 'properties');
  if (props !== undefined)
    for (const k of keys) {
      const ps = props[k];
      if (isObject(ps)) errs.push(...validateValue(child(path, k), ps, obj[k]));
    }
  return errs;
}

/** ValidateListSetsAndMaps(nil, schema, obj): the Duplicate value errors of a whole object. */
export function validateListSetsAndMaps(obj: JsonObject, schema: Schema | undefined): FieldError[] {
  if (schema === undefined) return [];
  return validateObject('', schema, obj);
}

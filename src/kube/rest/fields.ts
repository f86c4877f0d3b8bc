// Server-side field validation of built-in kinds (`fieldValidation=Strict|Warn|Ignore`, default Warn):
// the strict JSON decoder's unknown fields, found by walking a body against the kind's Go struct
// layout (the generated table protobuf-types.gen.ts, whose json names are the struct's), worded as
// sigs.k8s.io/json words them: `unknown field "spec.template.spec.containers[0].imagePullPolicyy"`.
// Unknown fields are dropped whatever the directive, as decoding into a Go struct drops them.
import type { Json } from '../apiserver/types.ts';
import { isObject } from '../apiserver/types.ts';
import { type FieldSpec, specOf } from './protobuf.ts';
import { PROTO_KINDS } from './protobuf-types.gen.ts';

export type FieldValidation = 'Strict' | 'Warn' | 'Ignore';

/** The directive of a request; absent is Warn ([AS] handlers/rest.go fieldValidation). */
export function fieldValidationOf(q: URLSearchParams): FieldValidation {
  const v = q.get('fieldValidation');
  return v === 'Strict' || v === 'Ignore' ? v : 'Warn';
}

const byJsonCache = new Map<string, Map<string, FieldSpec>>();

/** A message's fields by json name, inline structs' fields folded in. */
function byJson(id: string): Map<string, FieldSpec> {
  let m = byJsonCache.get(id);
  if (!m) {
    m = new Map();
    for (const f of specOf(id).values()) {
      if (f.flags.includes('n') && f.kind.startsWith('m:'))
        for (const [k, v] of byJson(f.kind.slice(2))) m.set(k, v);
      else m.set(f.json, f);
    }
    byJsonCache.set(id, m);
  }
  return m;
}

export function messageOfKind(apiVersion: string, kind: string): string | undefined {
  return PROTO_KINDS[`${apiVersion}/${kind}`];
}

/**
 * Unknown fields of `value` (a JSON object for message `id`), in document order; removes them.
 * `patch`: a strategic merge patch, whose `$`-directives and null deletions are not fields.
 */
export function dropUnknownFields(
  id: string,
  value: Json,
  path: string,
  patch: boolean,
  out: string[],
): void {
  if (!isObject(value)) return;
  const fields = byJson(id);
  for (const key of Object.keys(value)) {
    const p = path === '' ? key : `${path}.${key}`;
    if (path === '' && (key === 'apiVersion' || key === 'kind')) continue;
    if (patch && (key.startsWith('$') || value[key] === null)) continue;
    const f = fields.get(key);
    if (!f) {
      out.push(p);
      delete value[key];
      continue;
    }
    checkValue(f.kind, f.flags.includes('r'), value[key] as Json, p, patch, out);
  }
}

function checkValue(
  kind: string,
  repeated: boolean,
  v: Json,
  path: string,
  patch: boolean,
  out: string[],
): void {
  if (repeated) {
    if (Array.isArray(v)) {
      for (let i = 0; i < v.length; i++) checkValue(kind, false, v[i] as Json, `${path}[${i}]`, patch, out);
    }
    return;
  }
  if (kind.startsWith('m:')) dropUnknownFields(kind.slice(2), v, path, patch, out);
  else if (kind.startsWith('{') && isObject(v)) {
    const valueKind = kind.slice(kind.indexOf(':') + 1, -1);
    if (valueKind.startsWith('m:'))
      for (const [k, e] of Object.entries(v)) checkValue(valueKind, false, e, `${path}[${k}]`, patch, out);
  }
}

export const unknownFieldMessage = (p: string) => `unknown field ${JSON.stringify(p)}`;

/** runtime.NewStrictDecodingError(...).Error() of errors already worded (`unknown field "a"`, `duplicate field "b"`). */
export const strictDecodingErrors = (messages: string[]) => `strict decoding error: ${messages.join(', ')}`;

/** Go's %+v of a decoded JSON value (map keys sorted), as the patch errors quote the patch map. */
export function goPrintValue(v: Json): string {
  if (v === null) return '<nil>';
  if (Array.isArray(v)) return `[${v.map(goPrintValue).join(' ')}]`;
  if (typeof v === 'object')
    return `map[${Object.keys(v)
      .sort()
      .map((k) => `${k}:${goPrintValue(v[k] as Json)}`)
      .join(' ')}]`;
  return String(v);
}

const sortKeys = (o: { [k: string]: Json }): { [k: string]: Json } =>
  Object.fromEntries(
    Object.keys(o)
      .sort()
      .map((k) => [k, o[k]]),
  );

/** pruneNulls: a value re-encoded by json-patch — objects' keys sorted and null members dropped, deeply. */
function pruned(v: Json): Json {
  if (Array.isArray(v)) return v.map((x) => (x === null ? null : pruned(x)));
  if (!isObject(v)) return v;
  const out: { [k: string]: Json } = {};
  for (const k of Object.keys(v).sort()) if (v[k] !== null) out[k] = pruned(v[k]);
  return out;
}

/**
 * The merged document as gopkg.in/evanphx/json-patch.v4 MergePatch marshals it: every object it
 * merged into (the top level included) is re-encoded with sorted keys, values it inserted are pruned
 * and sorted, and the rest keeps the current object's encoding.
 */
export function mergePatchedDocument(doc: { [k: string]: Json }, patch: { [k: string]: Json }): Json {
  const out: { [k: string]: Json } = { ...doc };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) {
      delete out[k];
      continue;
    }
    const cur = out[k];
    if (cur === undefined || cur === null || !isObject(cur)) out[k] = pruned(v);
    else if (!isObject(v)) out[k] = v;
    else out[k] = mergePatchedDocument(cur, v);
  }
  return sortKeys(out);
}

/**
 * The patched document as json-patch's Apply marshals it: the top level and every object on an
 * operation's path are re-encoded with sorted keys; the rest keeps its encoding.
 */
export function jsonPatchedDocument(patched: { [k: string]: Json }, ops: Json): Json {
  const root = sortKeys(patched);
  const unescapePointer = (p: string) => p.replace(/~1/g, '/').replace(/~0/g, '~');
  for (const op of Array.isArray(ops) ? ops : []) {
    if (!isObject(op)) continue;
    for (const key of ['path', 'from']) {
      if (typeof op[key] !== 'string') continue;
      const parts = (op[key] as string).split('/').slice(1, -1).map(unescapePointer);
      let parent: Json = root;
      for (const part of parts) {
        if (isObject(parent) && isObject(parent[part])) {
          parent[part] = sortKeys(parent[part] as { [k: string]: Json });
          parent = parent[part];
        } else if (Array.isArray(parent)) parent = parent[Number(part)] ?? null;
        else break;
      }
    }
  }
  return root;
}

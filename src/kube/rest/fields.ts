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

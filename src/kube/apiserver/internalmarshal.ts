/**
 * A v1 value as json.Marshal writes the internal Go value the API server converts it to. Validation
 * errors carry internal values, and field.Error.ErrorBody prints them with json.Marshal (k8s 1.34);
 * the internal types have no json tags, so every field is written under its Go name, zero values
 * included (`"Volumes":null`), in struct order — the text kubectl shows for a changed Job template.
 * The layout comes from internaltypes.gen.ts; metav1 types keep their own tags.
 */

import { INTERNAL_CORE_TYPES } from './internaltypes.gen.ts';
import type { Json, JsonObject } from './types.ts';
import { isObject } from './types.ts';

type Row = { go: string; json: string; kind: string };

const parsed = new Map<string, Row[]>();

function rowsOf(type: string): Row[] {
  let rows = parsed.get(type);
  if (rows) return rows;
  rows = (INTERNAL_CORE_TYPES[type] ?? []).map((r) => {
    const [go = '', json = '', kind = ''] = r.split(' ');
    return { go, json, kind };
  });
  parsed.set(type, rows);
  return rows;
}

/**
 * Convert_v1_PodSpec_To_core_PodSpec: the host namespace fields live in the internal
 * PodSecurityContext, which is therefore never nil (pkg/apis/core/v1/conversion.go).
 */
const POD_SECURITY_FROM_SPEC: Record<string, string> = {
  HostNetwork: 'hostNetwork',
  HostPID: 'hostPID',
  HostIPC: 'hostIPC',
  ShareProcessNamespace: 'shareProcessNamespace',
  HostUsers: 'hostUsers',
};

/** The internal struct `type` (a key of INTERNAL_CORE_TYPES) made from its v1 JSON form. */
export function marshalInternal(type: string, v1: Json | undefined): JsonObject {
  const out: JsonObject = {};
  writeStruct(type, isObject(v1) ? v1 : {}, out, undefined);
  return out;
}

function writeStruct(type: string, v1: JsonObject, out: JsonObject, podSpec: JsonObject | undefined): void {
  for (const row of rowsOf(type)) {
    if (row.go === '-') {
      // an embedded struct: its fields are promoted into this object
      if (row.kind === 'OM') Object.assign(out, objectMeta(v1.metadata));
      else writeStruct(row.kind.slice(2), v1, out, podSpec);
      continue;
    }
    let value: Json | undefined;
    if (row.json === '?') value = podSpec?.[POD_SECURITY_FROM_SPEC[row.go] ?? ''];
    else value = v1[row.json];
    if (type === 'PodSpec') {
      if (row.go === 'ServiceAccountName' && (value === undefined || value === '')) value = v1.serviceAccount;
      if (row.go === 'SecurityContext') {
        const sc: JsonObject = {};
        writeStruct('PodSecurityContext', isObject(value) ? value : {}, sc, v1);
        out[row.go] = sc;
        continue;
      }
    }
    out[row.go] = convert(row.kind, value, type === 'PodSpec' ? v1 : podSpec);
  }
}

function convert(kind: string, v: Json | undefined, podSpec: JsonObject | undefined): Json {
  if (kind.startsWith('*')) return v === undefined || v === null ? null : convert(kind.slice(1), v, podSpec);
  if (kind.startsWith('[]')) {
    if (!Array.isArray(v)) return null;
    return v.map((x) => convert(kind.slice(2), x, podSpec));
  }
  if (kind.startsWith('{')) {
    if (!isObject(v)) return null;
    const inner = kind.slice(1, -1);
    const m: JsonObject = {};
    for (const k of Object.keys(v).sort()) m[k] = convert(inner, v[k], podSpec);
    return m;
  }
  if (kind.startsWith('m:')) {
    const o: JsonObject = {};
    writeStruct(kind.slice(2), isObject(v) ? v : {}, o, podSpec);
    return o;
  }
  switch (kind) {
    case 's':
      return typeof v === 'string' ? v : '';
    case 'b':
      return typeof v === 'boolean' ? v : false;
    case 'i':
    case 'd':
      return typeof v === 'number' ? v : 0;
    case 'Q':
      // resource.Quantity.MarshalJSON: the canonical text, which the decoder already stored
      return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '0';
    case 'I':
      // intstr.IntOrString: the zero value is the integer 0
      return typeof v === 'string' || typeof v === 'number' ? v : 0;
    case 'T':
      // metav1.Time: the zero time is null
      return typeof v === 'string' && v !== '' ? v : null;
    case 'OM':
      return objectMeta(v);
    case 'LS':
      return labelSelector(v);
  }
  return v ?? null;
}

/**
 * metav1.ObjectMeta with its json tags, omitempty everywhere; creationTimestamp, a struct, is tagged
 * omitzero as well since apimachinery v0.34 ("Omit null metadata.creationTimestamp"), which the Go
 * 1.24 that builds kube-apiserver 1.34 honours, so a template's zero timestamp is left out.
 */
const META_FIELDS: [string, 'omit' | 'time'][] = [
  ['name', 'omit'],
  ['generateName', 'omit'],
  ['namespace', 'omit'],
  ['selfLink', 'omit'],
  ['uid', 'omit'],
  ['resourceVersion', 'omit'],
  ['generation', 'omit'],
  ['creationTimestamp', 'time'],
  ['deletionTimestamp', 'omit'],
  ['deletionGracePeriodSeconds', 'omit'],
  ['labels', 'omit'],
  ['annotations', 'omit'],
  ['ownerReferences', 'omit'],
  ['finalizers', 'omit'],
  ['managedFields', 'omit'],
];

function objectMeta(v: Json | undefined): JsonObject {
  const m = isObject(v) ? v : {};
  const out: JsonObject = {};
  for (const [k, rule] of META_FIELDS) {
    const x = m[k];
    if (rule === 'time') {
      if (typeof x === 'string' && x !== '') out[k] = x;
    } else if (!emptyValue(x)) out[k] = isObject(x) ? sortedMap(x) : (x as Json);
  }
  return out;
}

/** metav1.LabelSelector with its json tags (both fields omitempty). */
function labelSelector(v: Json | undefined): Json {
  if (!isObject(v)) return {};
  const out: JsonObject = {};
  if (isObject(v.matchLabels) && Object.keys(v.matchLabels).length > 0)
    out.matchLabels = sortedMap(v.matchLabels);
  if (Array.isArray(v.matchExpressions) && v.matchExpressions.length > 0)
    out.matchExpressions = v.matchExpressions.map((e) => {
      const x = isObject(e) ? e : {};
      const r: JsonObject = { key: typeof x.key === 'string' ? x.key : '', operator: x.operator ?? '' };
      if (Array.isArray(x.values) && x.values.length > 0) r.values = x.values;
      return r;
    });
  return out;
}

function sortedMap(m: JsonObject): JsonObject {
  const out: JsonObject = {};
  for (const k of Object.keys(m).sort()) out[k] = m[k] as Json;
  return out;
}

function emptyValue(x: Json | undefined): boolean {
  if (x === undefined || x === null || x === '' || x === 0 || x === false) return true;
  if (Array.isArray(x)) return x.length === 0;
  if (isObject(x)) return Object.keys(x).length === 0;
  return false;
}

/**
 * Shared shapes of the simulated API server. Objects are plain JSON (as the real server stores them);
 * helpers here only read them.
 */

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

/** A Kubernetes object as JSON. `metadata` is always an object once stored. */
export type KubeObject = JsonObject & { apiVersion?: string; kind?: string; metadata?: JsonObject };

export type GroupVersionResource = { group: string; version: string; resource: string };
export type GroupVersionKind = { group: string; version: string; kind: string };
export type GroupResource = { group: string; resource: string };

/** Who makes a request: the authenticated user as the authorizer sees it. */
export type UserInfo = { username: string; groups: readonly string[] };

/** Injected virtual clock: milliseconds since the Unix epoch. Never the wall clock. */
export interface Clock {
  now(): number;
}

export function isObject(v: Json | undefined): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function metaOf(obj: KubeObject): JsonObject {
  if (!isObject(obj.metadata)) obj.metadata = {};
  return obj.metadata as JsonObject;
}

export function str(v: Json | undefined): string {
  return typeof v === 'string' ? v : '';
}

export function groupVersionString(group: string, version: string): string {
  return group === '' ? version : `${group}/${version}`;
}

export function parseApiVersion(apiVersion: string): { group: string; version: string } {
  const i = apiVersion.indexOf('/');
  return i < 0
    ? { group: '', version: apiVersion }
    : { group: apiVersion.slice(0, i), version: apiVersion.slice(i + 1) };
}

/** `GroupResource.String()`: `resource` for the core group, else `resource.group` ([AM] schema/group_version.go). */
export function groupResourceString(gr: GroupResource): string {
  return gr.group === '' ? gr.resource : `${gr.resource}.${gr.group}`;
}

/** `GroupKind.String()`: `Kind` for the core group, else `Kind.group`. */
export function groupKindString(group: string, kind: string): string {
  return group === '' ? kind : `${kind}.${group}`;
}

/** Deep copy of JSON data (much faster than structuredClone for plain objects). */
export function deepCopy<T extends Json>(v: T): T {
  if (v === null || typeof v !== 'object') return v;
  if (Array.isArray(v)) return v.map((x) => deepCopy(x)) as T;
  const out: JsonObject = {};
  for (const k in v) {
    const x = (v as JsonObject)[k];
    if (x !== undefined) out[k] = deepCopy(x);
  }
  return out as T;
}

/**
 * A copy with the keys in sorted order at every level: what a Go map gives when encoding/json marshals
 * it (controller-gen's YAML, an unstructured custom resource, kubectl's JSON of a map).
 */
export function sortKeys<T extends Json>(v: T): T {
  if (Array.isArray(v)) return v.map((x) => sortKeys(x)) as T;
  if (!isObject(v)) return v;
  const out: JsonObject = {};
  for (const k of Object.keys(v).sort()) out[k] = sortKeys(v[k]);
  return out as T;
}

/** Canonical JSON (sorted keys) so that byte comparison detects no-op writes like etcd's bytes.Equal. */
export function canonicalJson(v: Json): string {
  if (Array.isArray(v)) return '[' + v.map(canonicalJson).join(',') + ']';
  if (isObject(v)) {
    const keys = Object.keys(v).sort();
    return '{' + keys.map((k) => JSON.stringify(k) + ':' + canonicalJson(v[k])).join(',') + '}';
  }
  return JSON.stringify(v);
}

/**
 * encoding/json's Marshal text of a JSON value: compact, with <, > and & escaped as \u003c… (its
 * HTML-safe default) and U+2028/2029 escaped; `sortKeys` for a Go map (Marshal sorts map keys).
 */
export function goMarshal(v: Json, sortKeys = false): string {
  const text = sortKeys ? canonicalJson(v) : JSON.stringify(v);
  return text.replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function jsonEqual(a: Json | undefined, b: Json | undefined): boolean {
  if (a === undefined || b === undefined) return a === b;
  return canonicalJson(a) === canonicalJson(b);
}

/** RFC 3339 with second precision, as metav1.Time marshals. */
let lastSecond = Number.NaN;
let lastText = '';
export function rfc3339(ms: number): string {
  const sec = Math.floor(ms / 1000);
  if (sec !== lastSecond) {
    lastSecond = sec;
    lastText = new Date(sec * 1000).toISOString().replace('.000Z', 'Z');
  }
  return lastText;
}

const META_ORDER = [
  'name',
  'generateName',
  'namespace',
  'uid',
  'resourceVersion',
  'generation',
  'creationTimestamp',
  'deletionTimestamp',
  'deletionGracePeriodSeconds',
  'labels',
  'annotations',
  'ownerReferences',
  'finalizers',
  'managedFields',
];

/** Key order of the server's JSON encoding (struct field order): apiVersion, kind, metadata, …, status last. */
export function normalizeOrder(obj: KubeObject): KubeObject {
  const out: KubeObject = {};
  if (obj.apiVersion !== undefined) out.apiVersion = obj.apiVersion;
  if (obj.kind !== undefined) out.kind = obj.kind;
  if (isObject(obj.metadata)) {
    const m = obj.metadata;
    const nm: JsonObject = {};
    for (const k of META_ORDER) if (m[k] !== undefined) nm[k] = m[k];
    for (const k of Object.keys(m)) if (!(k in nm)) nm[k] = m[k];
    out.metadata = nm;
  }
  for (const k of Object.keys(obj)) if (k !== 'status' && !(k in out)) out[k] = obj[k];
  if (obj.status !== undefined) out.status = obj.status;
  return out;
}

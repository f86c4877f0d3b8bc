// Response bodies in the bytes kube-apiserver writes. Its JSON serializer is encoding/json over the
// Go value ([AM] pkg/runtime/serializer/json/json.go doEncode: json.NewEncoder(w).Encode(obj)), so:
// - a built-in object comes out in its Go struct's field order (TypeMeta's kind and apiVersion first),
//   map keys sorted, omitempty fields left out when empty and the other fields written even when zero
//   (`"resources":{}`, `"replicas":0`, `"rules":null`), as the struct it was decoded into holds them;
// - a custom resource is a map[string]interface{} ([AM] apis/meta/v1/unstructured/helpers.go
//   unstructuredJSONScheme.doEncode), so every key at every level is sorted;
// - a list of built-ins writes its items without kind and apiVersion: they are the list's Go items
//   with an empty TypeMeta ([AM] serializer/json/collections.go streamingEncodeList; kubernetes#3030);
// - strings escape <, > and & as \u003c, \u003e, \u0026, and U+2028/U+2029 (encoding/json's HTML
//   escaping, on in json.Encoder and json.Marshal), and the body ends in a newline (Encoder.Encode).
// The field layout is the generated table of the Go types (protobuf-types.gen.ts, in struct order).
import type { Json, JsonObject } from '../apiserver/types.ts';
import { isObject } from '../apiserver/types.ts';
import { type FieldSpec, specOf } from './protobuf.ts';
import { PROTO_KINDS } from './protobuf-types.gen.ts';

/** A JSON string as encoding/json writes it (HTML-safe). */
function goString(s: string): string {
  return JSON.stringify(s).replace(/[<>&\u2028\u2029]/g, (c) => {
    const hex = c.charCodeAt(0).toString(16).padStart(4, '0');
    return `\\u${hex}`;
  });
}

/** encoding/json sorts map keys by their bytes; UTF-16 order differs only above the BMP. */
function byteOrder(a: string, b: string): number {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  for (let i = 0; i < x.length && i < y.length; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return x.length - y.length;
}

const sortedKeys = (o: JsonObject) =>
  Object.keys(o).sort((a, b) =>
    /^[\x20-\x7e]*$/.test(a + b) ? (a < b ? -1 : a > b ? 1 : 0) : byteOrder(a, b),
  );

/** Any JSON value as encoding/json writes an interface{} holding it: map keys sorted. */
export function encodeSorted(v: Json | undefined): string {
  if (v === undefined || v === null) return 'null';
  if (typeof v === 'string') return goString(v);
  if (typeof v === 'number' || typeof v === 'boolean') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map((x) => encodeSorted(x)).join(',')}]`;
  return `{${sortedKeys(v)
    .map((k) => `${goString(k)}:${encodeSorted(v[k])}`)
    .join(',')}}`;
}

/** Whether encoding/json's omitempty leaves out a present value of this field. */
function emptyValue(f: FieldSpec, v: Json): boolean {
  if (f.flags.includes('p')) return false; // a non-nil pointer is never empty
  if (f.flags.includes('r') || f.kind.startsWith('{')) {
    if (Array.isArray(v)) return v.length === 0;
    if (isObject(v)) return Object.keys(v).length === 0;
    return false;
  }
  switch (f.kind) {
    case 's':
    case 'y':
      return v === '';
    case 'i':
    case 'd':
      return v === 0;
    case 'b':
      return v === false;
    default:
      return false; // structs (messages, Time, Quantity, IntOrString, ...) are never empty
  }
}

/** The zero value of a field that is absent (or null) in the stored object, or undefined to leave it out. */
function zeroValue(f: FieldSpec): string | undefined {
  const omitempty = f.flags.includes('o');
  if (f.flags.includes('p') || f.flags.includes('r') || f.kind.startsWith('{') || f.kind === 'y')
    return omitempty ? undefined : 'null';
  switch (f.kind) {
    case 's':
      return omitempty ? undefined : '""';
    case 'i':
    case 'd':
      return omitempty ? undefined : '0';
    case 'b':
      return omitempty ? undefined : 'false';
    // Time and MicroTime marshal their zero as null; creationTimestamp alone is tagged omitzero
    // ([AM] apis/meta/v1/types.go, v0.34).
    case 'T':
      return f.json === 'creationTimestamp' ? undefined : 'null';
    case 'M':
    case 'R':
    case 'F':
      return 'null';
    case 'D':
      return '"0s"';
    case 'Q':
      return '"0"';
    case 'I':
      return '0';
  }
  return f.kind.startsWith('m:') ? encodeMessage(f.kind.slice(2), {}) : undefined;
}

/** One value of a field's kind (an element of a list, a map's value, or the field itself). */
function encodeKind(kind: string, v: Json): string {
  if (kind.startsWith('m:')) return isObject(v) ? encodeMessage(kind.slice(2), v) : encodeSorted(v);
  if (kind.startsWith('{')) {
    if (!isObject(v)) return encodeSorted(v);
    const inner = kind.slice(1, -1);
    const valueKind = inner.slice(inner.indexOf(':') + 1);
    return `{${sortedKeys(v)
      .map((k) => `${goString(k)}:${encodeKind(valueKind, v[k] ?? null)}`)
      .join(',')}}`;
  }
  // RawExtension and FieldsV1 write their raw bytes, stored here as parsed JSON.
  return encodeSorted(v);
}

function encodeField(f: FieldSpec, v: Json): string {
  if (f.flags.includes('r') && Array.isArray(v)) return `[${v.map((x) => encodeKind(f.kind, x)).join(',')}]`;
  return encodeKind(f.kind, v);
}

/** The members of a message's JSON object, inline structs' members in their place. */
function members(id: string, obj: JsonObject, known: Set<string>, out: string[]): void {
  for (const f of specOf(id).values()) {
    if (f.flags.includes('n') && f.kind.startsWith('m:')) {
      members(f.kind.slice(2), obj, known, out);
      continue;
    }
    known.add(f.json);
    const v = obj[f.json];
    if (v === undefined || v === null) {
      const zero = zeroValue(f);
      if (zero !== undefined) out.push(`${goString(f.json)}:${zero}`);
      continue;
    }
    if (f.flags.includes('o') && emptyValue(f, v)) continue;
    out.push(`${goString(f.json)}:${encodeField(f, v)}`);
  }
}

function encodeMessage(id: string, obj: JsonObject): string {
  const out: string[] = [];
  const known = new Set<string>();
  members(id, obj, known, out);
  // Keys the Go type has no field for never reach the store; kept, should one, after the fields.
  for (const k of Object.keys(obj)) if (!known.has(k)) out.push(`${goString(k)}:${encodeSorted(obj[k])}`);
  return `{${out.join(',')}}`;
}

/** The generated layout of a built-in kind, or undefined for custom resources and unknown kinds. */
function messageOf(apiVersion: string, kind: string): string | undefined {
  return PROTO_KINDS[`${apiVersion}/${kind}`];
}

/**
 * An object as the API server writes it. `builtin`: a kind served from Go types (its layout is used
 * when the table has it; otherwise TypeMeta first and the rest as stored); otherwise a custom
 * resource, all keys sorted, unless the object is itself a Go type (a Status, a Scale). `typeMeta`
 * false: an item of a built-in list.
 */
export function encodeObject(obj: JsonObject, builtin: boolean, typeMeta = true): string {
  const apiVersion = typeof obj.apiVersion === 'string' ? obj.apiVersion : '';
  const kind = typeof obj.kind === 'string' ? obj.kind : '';
  const id = messageOf(apiVersion, kind);
  if (!builtin && id === undefined) return encodeSorted(obj);
  const head: string[] = [];
  if (typeMeta && kind !== '') head.push(`"kind":${goString(kind)}`);
  if (typeMeta && apiVersion !== '') head.push(`"apiVersion":${goString(apiVersion)}`);
  const rest: JsonObject = { ...obj };
  delete rest.kind;
  delete rest.apiVersion;
  const body = id
    ? encodeMessage(id, rest)
    : `{${Object.keys(rest)
        .map((k) => `${goString(k)}:${encodeSorted(rest[k])}`)
        .join(',')}}`;
  if (head.length === 0) return body;
  return body === '{}' ? `{${head.join(',')}}` : `{${head.join(',')},${body.slice(1)}`;
}

/** ListMeta's fields in struct order ([AM] apis/meta/v1/types.go ListMeta). */
const LIST_META = ['selfLink', 'resourceVersion', 'continue', 'remainingItemCount'];

/**
 * A list as the API server writes it: a built-in kind's list is the Go list type (kind, apiVersion,
 * metadata, items without their TypeMeta); a custom resource's is an UnstructuredList, whose keys are
 * sorted and whose metadata always carries `continue` (the storage's UpdateList sets it, "" on the last
 * page: [AM] unstructured_list.go SetContinue).
 */
export function encodeList(list: JsonObject, builtin: boolean): string {
  const items = Array.isArray(list.items) ? list.items : [];
  const meta = isObject(list.metadata) ? list.metadata : {};
  if (!builtin) {
    const metadata: JsonObject = { continue: '', ...meta };
    return encodeSorted({ ...list, metadata, items });
  }
  const metaText = LIST_META.filter((k) => meta[k] !== undefined && meta[k] !== '' && meta[k] !== null)
    .map((k) => `${goString(k)}:${encodeSorted(meta[k])}`)
    .join(',');
  const head: string[] = [];
  if (typeof list.kind === 'string' && list.kind !== '') head.push(`"kind":${goString(list.kind)}`);
  if (typeof list.apiVersion === 'string' && list.apiVersion !== '')
    head.push(`"apiVersion":${goString(list.apiVersion)}`);
  const itemKind = typeof list.kind === 'string' ? list.kind.replace(/List$/, '') : '';
  const apiVersion = typeof list.apiVersion === 'string' ? list.apiVersion : '';
  const itemText = items.map((i) =>
    // The item's layout is its kind's; the TypeMeta is left out of the bytes.
    isObject(i) ? encodeObject({ ...i, apiVersion, kind: itemKind }, true, false) : encodeSorted(i),
  );
  return `{${[...head, `"metadata":{${metaText}}`, `"items":[${itemText.join(',')}]`].join(',')}}`;
}

/**
 * A Go struct value built here with its members already in struct order (discovery documents):
 * members as they stand, strings HTML-safe. Only for values without maps, whose keys Go would sort.
 */
export function encodeInOrder(v: Json | undefined): string {
  if (!isObject(v))
    return Array.isArray(v) ? `[${v.map((x) => encodeInOrder(x)).join(',')}]` : encodeSorted(v);
  return `{${Object.keys(v)
    .filter((k) => v[k] !== undefined)
    .map((k) => `${goString(k)}:${encodeInOrder(v[k])}`)
    .join(',')}}`;
}

/**
 * A meta.k8s.io/v1 Table: TypeMeta, ListMeta, the column definitions (each member written), and the
 * rows, whose cells are interface{} values and whose object is a PartialObjectMetadata encoded with
 * ObjectMeta's layout, the object itself (includeObject=Object) or null (None) ([AM]
 * apis/meta/v1/types.go Table, TableRow, TableColumnDefinition).
 */
export function encodeTable(table: JsonObject, builtin: boolean): string {
  const meta = isObject(table.metadata) ? table.metadata : {};
  const metaText = LIST_META.filter((k) => meta[k] !== undefined && meta[k] !== '' && meta[k] !== null)
    .map((k) => `${goString(k)}:${encodeSorted(meta[k])}`)
    .join(',');
  const columns = Array.isArray(table.columnDefinitions) ? table.columnDefinitions : [];
  const rows = Array.isArray(table.rows) ? table.rows : [];
  const rowText = rows.map((r) => {
    const row = isObject(r) ? r : {};
    const cells = Array.isArray(row.cells) ? row.cells : [];
    const parts = [`"cells":[${cells.map((c) => encodeSorted(c)).join(',')}]`];
    if (Array.isArray(row.conditions) && row.conditions.length > 0)
      parts.push(`"conditions":${encodeInOrder(row.conditions)}`);
    const o = isObject(row.object) ? row.object : undefined;
    // includeObject=None: an empty RawExtension marshals as null
    if (row.object === null) parts.push('"object":null');
    else if (o && o.kind !== 'PartialObjectMetadata') parts.push(`"object":${encodeObject(o, builtin)}`);
    else if (o) {
      const head = [
        `"kind":${goString(String(o.kind ?? ''))}`,
        `"apiVersion":${goString(String(o.apiVersion ?? ''))}`,
      ];
      const m = isObject(o.metadata) ? encodeMessage('meta/v1.ObjectMeta', o.metadata) : '{}';
      parts.push(`"object":{${[...head, `"metadata":${m}`].join(',')}}`);
    }
    return `{${parts.join(',')}}`;
  });
  return `{${[
    `"kind":${goString(String(table.kind ?? 'Table'))}`,
    `"apiVersion":${goString(String(table.apiVersion ?? 'meta.k8s.io/v1'))}`,
    `"metadata":{${metaText}}`,
    // null in a watch's events after the first (NoHeaders: no definitions, a nil slice)
    `"columnDefinitions":${table.columnDefinitions === null ? 'null' : encodeInOrder(columns)}`,
    `"rows":[${rowText.join(',')}]`,
  ].join(',')}}`;
}

/** A response object: a list (a kind ending in List with items) or a single object. */
export function encodeResponse(obj: JsonObject, builtin: boolean): string {
  const kind = typeof obj.kind === 'string' ? obj.kind : '';
  if (kind.endsWith('List') && Array.isArray(obj.items)) return encodeList(obj, builtin);
  return encodeObject(obj, builtin);
}

/** A built-in object with its members in the order the server's encoding writes them (zero fields too). */
export function typedOrder<T extends JsonObject>(obj: T): T {
  return JSON.parse(encodeObject(obj, true)) as T;
}

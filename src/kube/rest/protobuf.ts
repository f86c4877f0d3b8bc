// Request bodies in `application/vnd.kubernetes.protobuf`, as client-go's typed clients send them
// (kubectl create, auth can-i, create token, drain's evictions): the "k8s\0" magic, a runtime.Unknown
// envelope naming apiVersion and kind, and the kind's message ([AM] pkg/runtime/serializer/protobuf/
// protobuf.go; [AM] pkg/runtime/generated.proto). Decoded into the JSON the same client would have
// sent, with encoding/json's rules on the Go struct (omitempty, pointers, inline structs), using the
// wire layout generated from the Go types (protobuf-types.gen.ts). Responses stay JSON: the clients
// accept it (`Accept: application/vnd.kubernetes.protobuf,application/json`).
import { goDurationString } from '../../go/std/time/duration.ts';
import type { Json, JsonObject } from '../apiserver/types.ts';
import { PROTO_KINDS, PROTO_MESSAGES } from './protobuf-types.gen.ts';

export const PROTOBUF_TYPE = 'application/vnd.kubernetes.protobuf';

/** A body the protobuf serializer rejects; the message is the serializer's or gogo-protobuf's. */
export class ProtobufError extends Error {}

const MAGIC = [0x6b, 0x38, 0x73, 0x00];

class Reader {
  pos = 0;
  readonly buf: Uint8Array;
  readonly end: number;
  constructor(buf: Uint8Array) {
    this.buf = buf;
    this.end = buf.length;
  }
  done(): boolean {
    return this.pos >= this.end;
  }
  varint(): bigint {
    let v = 0n;
    for (let shift = 0n; ; shift += 7n) {
      if (shift >= 70n) throw new ProtobufError('proto: integer overflow');
      if (this.pos >= this.end) throw new ProtobufError('unexpected EOF');
      const b = this.buf[this.pos++] ?? 0;
      v |= BigInt(b & 0x7f) << shift;
      if (b < 0x80) return v;
    }
  }
  bytes(): Uint8Array {
    const n = Number(this.varint());
    if (n < 0) throw new ProtobufError('proto: negative length found during unmarshaling');
    if (this.pos + n > this.end) throw new ProtobufError('unexpected EOF');
    const b = this.buf.subarray(this.pos, this.pos + n);
    this.pos += n;
    return b;
  }
  fixed(n: 4 | 8): DataView {
    if (this.pos + n > this.end) throw new ProtobufError('unexpected EOF');
    const v = new DataView(this.buf.buffer, this.buf.byteOffset + this.pos, n);
    this.pos += n;
    return v;
  }
  skip(wire: number): void {
    if (wire === 0) this.varint();
    else if (wire === 1) this.fixed(8);
    else if (wire === 2) this.bytes();
    else if (wire === 5) this.fixed(4);
    else throw new ProtobufError(`proto: illegal wireType ${wire}`);
  }
}

const utf8 = (b: Uint8Array) => new TextDecoder().decode(b);
const base64 = (b: Uint8Array) => btoa(String.fromCharCode(...b));
const int = (v: bigint) => Number(BigInt.asIntN(64, v));

/** The fields of one message: number → [json name ('' inline), kind, flags]. */
export type FieldSpec = { json: string; kind: string; flags: string; patch: string };
const specCache = new Map<string, Map<number, FieldSpec>>();

export function specOf(id: string): Map<number, FieldSpec> {
  let s = specCache.get(id);
  if (!s) {
    s = new Map();
    for (const line of PROTO_MESSAGES[id] ?? []) {
      const [num = '', json = '', kind = '', flags = '', patch = ''] = line.split(' ');
      s.set(Number(num), { json, kind, flags: flags === '-' ? '' : flags, patch });
    }
    specCache.set(id, s);
  }
  return s;
}

/** Fields of a message as raw wire values (repeated fields collect). */
function fieldsOf(buf: Uint8Array): Map<number, { wire: number; value: bigint | Uint8Array | DataView }[]> {
  const r = new Reader(buf);
  const out = new Map<number, { wire: number; value: bigint | Uint8Array | DataView }[]>();
  while (!r.done()) {
    const tag = r.varint();
    const num = Number(tag >> 3n);
    const wire = Number(tag & 7n);
    if (num <= 0) throw new ProtobufError(`proto: illegal tag ${num} (wire type ${wire})`);
    let value: bigint | Uint8Array | DataView;
    if (wire === 0) value = r.varint();
    else if (wire === 2) value = r.bytes();
    else if (wire === 1) value = r.fixed(8);
    else if (wire === 5) value = r.fixed(4);
    else throw new ProtobufError(`proto: illegal wireType ${wire}`);
    const list = out.get(num) ?? [];
    list.push({ wire, value });
    out.set(num, list);
  }
  return out;
}

const WIRE_OF: Record<string, number> = { s: 2, y: 2, b: 0, i: 0 };

function expectWire(field: string, wire: number, want: number): void {
  if (wire !== want) throw new ProtobufError(`proto: wrong wireType = ${wire} for field ${field}`);
}

/** Go's time.Time in JSON: RFC 3339 in UTC, seconds (Time) or microseconds (MicroTime). */
function timeJson(buf: Uint8Array, micro: boolean): string | undefined {
  if (buf.length === 0) return undefined; // the zero time: null, omitted
  const f = fieldsOf(buf);
  const sec = int((f.get(1)?.at(-1)?.value as bigint | undefined) ?? 0n);
  const nanos = int((f.get(2)?.at(-1)?.value as bigint | undefined) ?? 0n);
  const iso = new Date(sec * 1000).toISOString().slice(0, 19);
  return micro ? `${iso}.${String(Math.floor(nanos / 1000)).padStart(6, '0')}Z` : `${iso}Z`;
}

/** Go's time.Duration.String(). */
export function goDuration(ns: number): string {
  return goDurationString(BigInt(Math.trunc(ns)));
}

function parseRawJson(b: Uint8Array, what: string): Json {
  if (b.length === 0) return null;
  try {
    return JSON.parse(utf8(b)) as Json;
  } catch {
    throw new ProtobufError(`${what}: the raw bytes are not JSON`);
  }
}

/** One value of a field (one element of a repeated one). */
function fieldValue(
  field: string,
  kind: string,
  raw: { wire: number; value: bigint | Uint8Array | DataView },
): Json | undefined {
  const want = WIRE_OF[kind];
  if (kind === 'd') {
    if (raw.wire === 1) return (raw.value as DataView).getFloat64(0, true);
    expectWire(field, raw.wire, 5);
    return (raw.value as DataView).getFloat32(0, true);
  }
  expectWire(field, raw.wire, want ?? 2);
  const v = raw.value;
  switch (kind) {
    case 's':
      return utf8(v as Uint8Array);
    case 'y':
      return base64(v as Uint8Array);
    case 'b':
      return (v as bigint) !== 0n;
    case 'i':
      return int(v as bigint);
    case 'T':
    case 'M':
      return timeJson(v as Uint8Array, kind === 'M');
    case 'D':
      return goDuration(
        int(
          (fieldsOf(v as Uint8Array)
            .get(1)
            ?.at(-1)?.value as bigint | undefined) ?? 0n,
        ),
      );
    case 'F':
      return (
        parseRawJson(
          (fieldsOf(v as Uint8Array)
            .get(1)
            ?.at(-1)?.value as Uint8Array) ?? new Uint8Array(),
          field,
        ) ?? undefined
      );
    case 'R':
      return (
        parseRawJson(
          (fieldsOf(v as Uint8Array)
            .get(1)
            ?.at(-1)?.value as Uint8Array) ?? new Uint8Array(),
          field,
        ) ?? undefined
      );
    case 'Q':
      return utf8(
        (fieldsOf(v as Uint8Array)
          .get(1)
          ?.at(-1)?.value as Uint8Array) ?? new Uint8Array(),
      );
    case 'I': {
      const f = fieldsOf(v as Uint8Array);
      const type = int((f.get(1)?.at(-1)?.value as bigint | undefined) ?? 0n);
      if (type === 1) return utf8((f.get(3)?.at(-1)?.value as Uint8Array) ?? new Uint8Array());
      return int((f.get(2)?.at(-1)?.value as bigint | undefined) ?? 0n);
    }
  }
  if (kind.startsWith('m:')) return decodeMessage(kind.slice(2), v as Uint8Array);
  throw new ProtobufError(`${field}: unknown kind ${kind}`);
}

/** Splits a map kind `{k:v}` (v may itself be a map or a message). */
function mapKinds(kind: string): [string, string] {
  const inner = kind.slice(1, -1);
  const colon = inner.startsWith('m:') ? inner.indexOf(':', 2) : inner.indexOf(':');
  return [inner.slice(0, colon), inner.slice(colon + 1)];
}

/** The zero value Go's encoding/json writes for an absent non-pointer field, or undefined to omit it. */
function zeroOf(kind: string): Json | undefined {
  switch (kind) {
    case 's':
      return '';
    case 'b':
      return false;
    case 'i':
    case 'd':
    case 'I':
      return 0;
    case 'Q':
      return '0';
  }
  if (kind.startsWith('m:')) return decodeMessage(kind.slice(2), new Uint8Array());
  return undefined; // nil slices, maps, bytes; zero Time, RawExtension, FieldsV1: null, left out
}

const isZero = (v: Json | undefined) =>
  v === undefined || v === '' || v === 0 || v === false || v === null || (Array.isArray(v) && v.length === 0);

export function decodeMessage(id: string, buf: Uint8Array): JsonObject {
  const spec = specOf(id);
  const fields = fieldsOf(buf);
  const out: JsonObject = {};
  const name = id.slice(id.lastIndexOf('.') + 1);
  for (const [num, f] of spec) {
    const raws = fields.get(num);
    const label = `${name}.${f.json || num}`;
    let value: Json | undefined;
    if (!raws) {
      if (f.flags.includes('p') || f.flags.includes('r') || f.kind.startsWith('{')) continue;
      value = zeroOf(f.kind);
      if (value === undefined || (f.flags.includes('o') && isZero(value) && !f.kind.startsWith('m:')))
        continue;
    } else if (f.kind.startsWith('{')) {
      const [kk, vk] = mapKinds(f.kind);
      const m: JsonObject = {};
      for (const raw of raws) {
        expectWire(label, raw.wire, 2);
        const entry = fieldsOf(raw.value as Uint8Array);
        const k = entry.get(1)?.at(-1);
        const v = entry.get(2)?.at(-1);
        const key = k ? fieldValue(label, kk, k) : zeroOf(kk);
        m[String(key ?? '')] = (v ? fieldValue(label, vk, v) : zeroOf(vk)) ?? null;
      }
      value = m;
    } else if (f.flags.includes('r')) {
      const list: Json[] = [];
      for (const raw of raws) {
        // Packed repeated integers (proto3 style): one length-delimited run of varints.
        if ((f.kind === 'i' || f.kind === 'b') && raw.wire === 2) {
          const r = new Reader(raw.value as Uint8Array);
          while (!r.done()) list.push(f.kind === 'b' ? r.varint() !== 0n : int(r.varint()));
          continue;
        }
        list.push(fieldValue(label, f.kind, raw) ?? null);
      }
      value = list;
    } else {
      const last = raws.at(-1);
      value = last ? fieldValue(label, f.kind, last) : undefined;
      if (value === undefined) continue;
      if (!f.flags.includes('p') && f.flags.includes('o') && isZero(value) && !f.kind.startsWith('m:'))
        continue;
    }
    if (f.flags.includes('n') && value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, value);
    else out[f.json] = value;
  }
  return out;
}

/**
 * A protobuf request body as the JSON object it stands for: apiVersion and kind from the envelope,
 * then the kind's fields. Kinds this server has no layout for are refused as the scheme refuses them.
 */
export function decodeProtobufBody(bytes: Uint8Array): JsonObject {
  if (bytes.length < 4 || MAGIC.some((b, i) => bytes[i] !== b))
    throw new ProtobufError(
      'provided data does not appear to be a protobuf message, expected prefix [107 56 115 0]',
    );
  const unknown = fieldsOf(bytes.subarray(4));
  const typeMeta = unknown.get(1)?.at(-1);
  const tm = typeMeta && typeMeta.wire === 2 ? fieldsOf(typeMeta.value as Uint8Array) : new Map();
  const apiVersion = utf8((tm.get(1)?.at(-1)?.value as Uint8Array | undefined) ?? new Uint8Array());
  const kind = utf8((tm.get(2)?.at(-1)?.value as Uint8Array | undefined) ?? new Uint8Array());
  if (kind === '') throw new ProtobufError("Object 'Kind' is missing in protobuf body");
  // DeleteOptions is registered in every group-version; its layout is meta/v1's.
  const id =
    kind === 'DeleteOptions' ? PROTO_KINDS['v1/DeleteOptions'] : PROTO_KINDS[`${apiVersion}/${kind}`];
  if (!id) {
    const version = apiVersion.includes('/') ? apiVersion.split('/')[1] : apiVersion;
    throw new ProtobufError(
      `no kind "${kind}" is registered for version "${apiVersion || version}" in scheme "pkg/api/legacyscheme/scheme.go:30"`,
    );
  }
  const raw = unknown.get(2)?.at(-1);
  const body = decodeMessage(id, raw && raw.wire === 2 ? (raw.value as Uint8Array) : new Uint8Array());
  return { apiVersion, kind, ...body };
}

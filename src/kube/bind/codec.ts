// Go runtime values ↔ JSON with encoding/json's rules (the real client serialises with
// sigs.k8s.io/json, which keeps them): json tags, `-`, omitempty/omitzero, `,string`, embedded
// structs inlined (the shallowest field wins), pointers, nil vs empty slices and maps, []byte as
// base64, map keys sorted, and the MarshalJSON/UnmarshalJSON methods declared in Go: the Kubernetes
// types carry theirs in their packages' sources (metav1.Time, Duration, FieldsV1, resource.Quantity,
// intstr.IntOrString, apiextensions JSON/JSONSchemaPropsOrArray/OrBool; time.Time in std), as do the
// learner's own types.
//
// Descriptors come from the interpreter (rtype.ts): field names, tags and kinds are never re-derived.

import type { NativeContext } from '../../go/interp/native.ts';
import {
  isExported,
  mapOf,
  ptrTo,
  type RField,
  type RType,
  sliceOf,
  tBool,
  tEmptyInterface,
  tFloat64,
  tString,
} from '../../go/interp/rtype.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import { Cell, copyInto, GoMap, Iface, type Pointer, Slice, zero } from '../../go/interp/values.ts';
import { base64Encode, isEmptyValue } from '../../go/std/encoding/json/encode.ts';
import { tagLookup } from '../../go/std/encoding/json/fields.ts';
import { b64Decode } from '../../go/std/encoding/package.ts';
import { bytesOf, bytesSlice } from '../../go/std/internal/conv.ts';
import type { Json, JsonObject } from '../apiserver/types.ts';

export type { Json, JsonObject };
export { bytesOf, bytesSlice };

/** A json.Marshal/Unmarshal failure; the client turns it into a Go error with this message. */
export class CodecError extends Error {}

// ---------------------------------------------------------------------------------------------
// Struct field plans (encoding/json typeFields): cached per struct descriptor.

interface JsonField {
  /** JSON key */
  name: string;
  /** path of RFields from the outer struct (embedded structs first) */
  path: RField[];
  type: RType;
  omitEmpty: boolean;
  omitZero: boolean;
  asString: boolean;
  /** name came from a tag */
  tagged: boolean;
}

interface Plan {
  fields: JsonField[];
  byName: Map<string, JsonField>;
  byFold: Map<string, JsonField>;
}

const plans = new WeakMap<RType, Plan>();

function parseTag(tag: string): string | undefined {
  return tagLookup(tag, 'json');
}

/** The JSON field of struct type `t` named `name` (as encoding/json resolves it), with its tag. */
export function jsonField(t: RType, name: string): { type: RType; tag: string } | undefined {
  const f = planOf(t).byName.get(name);
  return f === undefined ? undefined : { type: f.type, tag: f.path[f.path.length - 1].tag };
}

function planOf(t: RType): Plan {
  let p = plans.get(t);
  if (p !== undefined) return p;
  const fields = typeFields(t);
  const byName = new Map<string, JsonField>();
  const byFold = new Map<string, JsonField>();
  for (const f of fields) {
    byName.set(f.name, f);
    const k = f.name.toLowerCase();
    if (!byFold.has(k)) byFold.set(k, f);
  }
  p = { fields, byName, byFold };
  plans.set(t, p);
  return p;
}

/** encoding/json typeFields: breadth-first over embedded structs, dominant field per name. */
function typeFields(t: RType): JsonField[] {
  type Cand = JsonField & { depth: number };
  const cands: Cand[] = [];
  let current: { t: RType; path: RField[] }[] = [{ t, path: [] }];
  const visited = new Set<RType>();
  for (let depth = 0; current.length > 0; depth++) {
    const next: { t: RType; path: RField[] }[] = [];
    for (const { t: st, path } of current) {
      if (visited.has(st)) continue;
      visited.add(st);
      for (const f of st.fields) {
        const tag = parseTag(f.tag);
        if (tag === '-') continue;
        const ft = f.type;
        if (f.embedded) {
          const base = ft.kind === 'ptr' ? ft.elem! : ft;
          if (!isExported(f.name) && base.kind !== 'struct') continue;
        } else if (!isExported(f.name)) continue;
        const [tagName, ...opts] = (tag ?? '').split(',');
        const name = tagName;
        const sub = [...path, f];
        if (name === '' && f.embedded) {
          const base = ft.kind === 'ptr' ? ft.elem! : ft;
          if (base.kind === 'struct') {
            next.push({ t: base, path: sub });
            continue;
          }
        }
        cands.push({
          name: name !== '' ? name : f.name,
          path: sub,
          type: f.type,
          omitEmpty: opts.includes('omitempty'),
          omitZero: opts.includes('omitzero'),
          asString: opts.includes('string'),
          tagged: name !== '',
          depth,
        });
      }
    }
    current = next;
  }
  // Dominant field per name: the shallowest; among equals the tagged one; otherwise none.
  const byName = new Map<string, Cand[]>();
  for (const c of cands) {
    const l = byName.get(c.name);
    if (l === undefined) byName.set(c.name, [c]);
    else l.push(c);
  }
  const out: Cand[] = [];
  for (const [, l] of byName) {
    if (l.length === 1) {
      out.push(l[0]);
      continue;
    }
    const minDepth = Math.min(...l.map((c) => c.depth));
    const top = l.filter((c) => c.depth === minDepth);
    const tagged = top.filter((c) => c.tagged);
    if (top.length === 1) out.push(top[0]);
    else if (tagged.length === 1) out.push(tagged[0]);
  }
  // encoding/json's byIndex: the order of the index sequences (an embedded struct's fields sit where it is).
  out.sort((a, b) => {
    const n = Math.min(a.path.length, b.path.length);
    for (let i = 0; i < n; i++)
      if (a.path[i].index !== b.path[i].index) return a.path[i].index - b.path[i].index;
    return a.path.length - b.path.length;
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Encoding.

/** json.Marshal of `value` (of type `t`) as a JSON value. Throws CodecError like json.Marshal fails. */
export function encodeGo(ctx: NativeContext, value: any, t: RType): Json {
  return enc(ctx, value, t);
}

function enc(ctx: NativeContext, v: any, t: RType): Json {
  if (t.name !== '' && t.pkgPath !== '' && t.kind !== 'interface') {
    const m = ctx.lookupMethod(t, 'MarshalJSON');
    if (m !== undefined && !m.ptrRecv) return callMarshal(ctx, m.fn, v, t);
  }
  switch (t.kind) {
    case 'bool':
      return v as boolean;
    case 'string':
      return jsString(v as string);
    case 'int':
    case 'int8':
    case 'int16':
    case 'int32':
    case 'int64':
    case 'uint':
    case 'uint8':
    case 'uint16':
    case 'uint32':
    case 'uint64':
    case 'uintptr':
      return typeof v === 'bigint' ? Number(v) : (v as number);
    case 'float32':
    case 'float64':
      if (!Number.isFinite(v)) throw new CodecError(`json: unsupported value: ${fmtFloat(v)}`);
      return v as number;
    case 'ptr': {
      if (v === null) return null;
      const e = t.elem!;
      if (e.kind === 'struct' || e.kind === 'array') {
        if (e.name !== '' && e.pkgPath !== '') {
          const m = ctx.lookupMethod(t, 'MarshalJSON');
          if (m?.ptrRecv) return callMarshal(ctx, m.fn, v, t);
        }
        return enc(ctx, v, e);
      }
      return enc(ctx, (v as Pointer).load(), e);
    }
    case 'interface':
      if (v === null) return null;
      return enc(ctx, (v as Iface).v, (v as Iface).t);
    case 'slice': {
      if (v === null) return null;
      const s = v as Slice;
      if (t.elem!.kind === 'uint8' && t.elem!.name === 'uint8') return base64Encode(bytesOf(s));
      const out: Json[] = new Array(s.len);
      for (let i = 0; i < s.len; i++) out[i] = enc(ctx, s.arr[s.off + i], t.elem!);
      return out;
    }
    case 'array': {
      const a = v as any[];
      return a.map((x) => enc(ctx, x, t.elem!));
    }
    case 'map': {
      if (v === null) return null;
      const m = v as GoMap;
      const entries: [string, Json][] = [];
      for (const [k, val] of m.entries()) entries.push([mapKeyString(t.key!, k), enc(ctx, val, t.elem!)]);
      entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      const o: JsonObject = {};
      for (const [k, val] of entries) o[k] = val;
      return o;
    }
    case 'struct':
      return encStruct(ctx, v, t);
    default:
      throw new CodecError(`json: unsupported type: ${t.String()}`);
  }
}

function encStruct(ctx: NativeContext, v: any, t: RType): JsonObject {
  const o: JsonObject = {};
  for (const f of planOf(t).fields) {
    let x = v;
    let ok = true;
    for (let i = 0; i < f.path.length - 1; i++) {
      const pf = f.path[i];
      x = x[pf.key];
      if (pf.type.kind === 'ptr' && x === null) {
        ok = false;
        break;
      }
    }
    if (!ok) continue;
    const last = f.path[f.path.length - 1];
    const fv = x[last.key];
    if (f.omitEmpty && isEmptyValue(f.type, fv)) continue;
    if (f.omitZero && isZeroValue(ctx, fv, f.type)) continue;
    let j = enc(ctx, fv, f.type);
    if (f.asString && (typeof j === 'number' || typeof j === 'boolean')) j = String(j);
    else if (f.asString && typeof j === 'string' && f.type.kind === 'string') j = JSON.stringify(j);
    o[f.name] = j;
  }
  return o;
}

/** omitzero (Go 1.24): IsZero() when declared, else the zero value. */
function isZeroValue(ctx: NativeContext, v: any, t: RType): boolean {
  if (t.name !== '') {
    const m = ctx.lookupMethod(t, 'IsZero');
    if (m !== undefined && !m.ptrRecv) return m.fn(v) === true;
  }
  switch (t.kind) {
    case 'struct':
      return t.fields.every((f) => isZeroValue(ctx, v[f.key], f.type));
    case 'array':
      return (v as any[]).every((x) => isZeroValue(ctx, x, t.elem!));
    case 'string':
      return v === '';
    case 'bool':
      return v === false;
    case 'ptr':
    case 'interface':
    case 'func':
    case 'chan':
    case 'slice':
    case 'map':
      return v === null;
    default:
      return v === 0 || v === 0n;
  }
}

function mapKeyString(kt: RType, k: any): string {
  if (kt.kind === 'string') return jsString(k as string);
  if (kt.kind.startsWith('int') || kt.kind.startsWith('uint')) return String(k);
  throw new CodecError(`json: unsupported type: map[${kt.String()}]`);
}

function fmtFloat(v: number): string {
  return Number.isNaN(v) ? 'NaN' : v > 0 ? '+Inf' : '-Inf';
}

function callMarshal(ctx: NativeContext, fn: (recv: any) => any, v: any, t: RType): Json {
  const [bytes, err] = fn(v) as [Slice | null, Iface | null];
  if (err !== null) {
    const msg = ctx.callMethod(err, 'Error') as string;
    throw new CodecError(`json: error calling MarshalJSON for type ${t.String()}: ${jsString(msg)}`);
  }
  const text = bytes === null ? '' : jsString(bytesOf(bytes));
  try {
    return JSON.parse(text) as Json;
  } catch {
    throw new CodecError(
      `json: error calling MarshalJSON for type ${t.String()}: invalid character in output`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Decoding.

interface DecodeCtx {
  ctx: NativeContext;
  /** `Struct.field.path` for error messages */
  struct: string;
  path: string[];
}

function jsonKind(j: Json): string {
  if (j === null) return 'null';
  if (Array.isArray(j)) return 'array';
  if (typeof j === 'object') return 'object';
  return typeof j;
}

function typeError(d: DecodeCtx, j: Json, t: RType): CodecError {
  const what = jsonKind(j) === 'boolean' ? 'bool' : jsonKind(j);
  if (d.struct !== '' && d.path.length > 0)
    return new CodecError(
      `json: cannot unmarshal ${what} into Go struct field ${d.struct}.${d.path.join('.')} of type ${t.String()}`,
    );
  return new CodecError(`json: cannot unmarshal ${what} into Go value of type ${t.String()}`);
}

/**
 * Overwrite the Go value `target` (a struct object, of struct type `t`) with `json`, in place —
 * controller-runtime's targetZeroingDecoder: the object is zeroed first, then decoded.
 */
export function decodeGoInto(ctx: NativeContext, json: Json, target: any, t: RType): void {
  if (t.kind !== 'struct') throw new CodecError(`decodeGoInto: ${t.String()} is not a struct type`);
  copyInto(t, target, zero(t));
  decStructInto({ ctx, struct: t.name, path: [] }, json, target, t);
}

/** json.Unmarshal into a fresh value of type `t` (the value is returned). */
export function decodeGo(ctx: NativeContext, json: Json, t: RType): any {
  return dec({ ctx, struct: t.kind === 'struct' ? t.name : '', path: [] }, json, zero(t), t);
}

/** Decode `j` given the current value `cur` of type `t`; returns the new value. */
function dec(d: DecodeCtx, j: Json, cur: any, t: RType): any {
  if (t.name !== '' && t.pkgPath !== '' && t.kind !== 'interface' && t.kind !== 'ptr') {
    const pt = t.kind === 'struct' || t.kind === 'array' ? ptrTo(t) : null;
    const m = pt !== null ? d.ctx.lookupMethod(pt, 'UnmarshalJSON') : undefined;
    if (m?.ptrRecv) {
      callUnmarshal(d.ctx, m.fn, cur, j, t);
      return cur;
    }
  }
  if (j === null) {
    switch (t.kind) {
      case 'ptr':
      case 'slice':
      case 'map':
      case 'interface':
        return null;
      default:
        return cur; // null into a non-nullable value is a no-op
    }
  }
  switch (t.kind) {
    case 'bool':
      if (typeof j !== 'boolean') throw typeError(d, j, t);
      return j;
    case 'string':
      if (typeof j !== 'string') throw typeError(d, j, t);
      return goString(j);
    case 'int':
    case 'int8':
    case 'int16':
    case 'int32':
    case 'int64':
    case 'uint':
    case 'uint8':
    case 'uint16':
    case 'uint32':
    case 'uint64':
    case 'uintptr':
      if (typeof j !== 'number') throw typeError(d, j, t);
      if (!Number.isInteger(j))
        throw new CodecError(
          `json: cannot unmarshal number ${j} into Go ${d.path.length > 0 ? `struct field ${d.struct}.${d.path.join('.')}` : 'value'} of type ${t.String()}`,
        );
      return intOf(j, t);
    case 'float32':
      if (typeof j !== 'number') throw typeError(d, j, t);
      return Math.fround(j);
    case 'float64':
      if (typeof j !== 'number') throw typeError(d, j, t);
      return j;
    case 'ptr': {
      const e = t.elem!;
      if (e.kind === 'struct' || e.kind === 'array') {
        const target = cur ?? zero(e);
        const r = dec(d, j, target, e);
        if (r !== target) copyInto(e, target, r);
        return target;
      }
      const base = cur === null ? zero(e) : (cur as Pointer).load();
      const r = dec(d, j, base, e);
      if (cur !== null) {
        (cur as Pointer).store(r);
        return cur;
      }
      return new Cell(r);
    }
    case 'interface':
      if (t.imethods.length > 0) throw typeError(d, j, t);
      return genericValue(j);
    case 'slice': {
      if (t.elem!.kind === 'uint8' && t.elem!.name === 'uint8') {
        if (typeof j !== 'string') throw typeError(d, j, t);
        return bytesSlice(base64Decode(j));
      }
      if (!Array.isArray(j)) throw typeError(d, j, t);
      const arr = new Array(j.length);
      for (let i = 0; i < j.length; i++) arr[i] = dec(d, j[i], zero(t.elem!), t.elem!);
      return Slice.of(arr);
    }
    case 'array': {
      if (!Array.isArray(j)) throw typeError(d, j, t);
      const a = cur as any[];
      for (let i = 0; i < t.len; i++) a[i] = i < j.length ? dec(d, j[i], a[i], t.elem!) : zero(t.elem!);
      return a;
    }
    case 'map': {
      if (typeof j !== 'object' || Array.isArray(j)) throw typeError(d, j, t);
      const m = (cur as GoMap | null) ?? new GoMap(t.key!);
      for (const k of Object.keys(j)) {
        const key = mapKeyOf(k, t.key!, d);
        const old = m.get(key);
        m.set(key, dec(d, j[k], old === undefined ? zero(t.elem!) : old, t.elem!));
      }
      return m;
    }
    case 'struct':
      if (typeof j !== 'object' || Array.isArray(j)) throw typeError(d, j, t);
      decStructInto(d, j, cur, t);
      return cur;
    default:
      throw typeError(d, j, t);
  }
}

function decStructInto(d: DecodeCtx, j: Json, target: any, t: RType): void {
  if (j === null) return;
  if (typeof j !== 'object' || Array.isArray(j)) throw typeError(d, j, t);
  const plan = planOf(t);
  for (const k of Object.keys(j)) {
    const f = plan.byName.get(k) ?? plan.byFold.get(k.toLowerCase());
    if (f === undefined) continue; // unknown fields are ignored (encoding/json default)
    let x = target;
    for (let i = 0; i < f.path.length - 1; i++) {
      const pf = f.path[i];
      if (pf.type.kind === 'ptr' && x[pf.key] === null) x[pf.key] = zero(pf.type.elem!);
      x = x[pf.key];
    }
    const last = f.path[f.path.length - 1];
    let jv = j[k];
    if (f.asString && typeof jv === 'string' && f.type.kind !== 'string') {
      try {
        jv = JSON.parse(jv) as Json;
      } catch {
        throw new CodecError(
          `json: invalid use of ,string struct tag, trying to unmarshal ${JSON.stringify(jv)} into ${f.type.String()}`,
        );
      }
    }
    d.path.push(f.name);
    try {
      const r = dec(d, jv, x[last.key], f.type);
      if (r !== x[last.key]) {
        if (f.type.kind === 'struct' || f.type.kind === 'array') copyInto(f.type, x[last.key], r);
        else x[last.key] = r;
      }
    } finally {
      d.path.pop();
    }
  }
}

function intOf(n: number, t: RType): number | bigint {
  switch (t.kind) {
    case 'int8':
      return (n << 24) >> 24;
    case 'int16':
      return (n << 16) >> 16;
    case 'int32':
      return n | 0;
    case 'uint8':
      return n & 0xff;
    case 'uint16':
      return n & 0xffff;
    case 'uint32':
      return n >>> 0;
    default:
      return Number.isSafeInteger(n) ? n : BigInt(n);
  }
}

function mapKeyOf(k: string, kt: RType, d: DecodeCtx): any {
  if (kt.kind === 'string') return goString(k);
  if (kt.kind.startsWith('int') || kt.kind.startsWith('uint')) {
    const n = Number(k);
    if (!Number.isInteger(n)) throw typeError(d, k, kt);
    return intOf(n, kt);
  }
  throw new CodecError(`json: cannot unmarshal object into Go value of type map[${kt.String()}]`);
}

/** interface{} targets: map[string]interface{}, []interface{}, float64, string, bool (encoding/json). */
function genericValue(j: Json): Iface | null {
  if (j === null) return null;
  if (typeof j === 'boolean') return new Iface(tBool, j);
  if (typeof j === 'number') return new Iface(tFloat64, j);
  if (typeof j === 'string') return new Iface(tString, goString(j));
  if (Array.isArray(j)) return new Iface(sliceOf(tEmptyInterface), Slice.of(j.map(genericValue)));
  const m = new GoMap(tString);
  for (const k of Object.keys(j)) m.set(goString(k), genericValue(j[k]));
  return new Iface(mapOf(tString, tEmptyInterface), m);
}

function callUnmarshal(
  ctx: NativeContext,
  fn: (recv: any, b: Slice) => any,
  target: any,
  j: Json,
  t: RType,
): void {
  const err = fn(target, bytesSlice(goString(JSON.stringify(j)))) as Iface | null;
  if (err !== null) {
    const msg = ctx.callMethod(err, 'Error') as string;
    throw new CodecError(`${jsString(msg)} (UnmarshalJSON of ${t.String()})`);
  }
}

// ---------------------------------------------------------------------------------------------
// Bytes.

/** []byte from encoding/json's base64 text (base64.StdEncoding, as json.Unmarshal decodes it). */
function base64Decode(s: string): string {
  const [b, bad] = b64Decode(B64, true, s);
  if (bad >= 0) throw new CodecError(`illegal base64 data at input byte ${bad}`);
  return bytesOf(b);
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// Go runtime values ↔ the API server's JSON trees, through encoding/json itself (src/go/std/encoding/
// json): the Kubernetes types carry their MarshalJSON/UnmarshalJSON in their packages' Go sources
// (metav1.Time, Duration, FieldsV1, resource.Quantity, intstr.IntOrString, apiextensions JSON and
// JSONSchemaPropsOrArray/OrBool; time.Time in std), as the learner's own types do.
// Decoding is sigs.k8s.io/json's UnmarshalCaseSensitivePreserveInts, which the real client's scheme
// codec uses (apimachinery pkg/runtime/serializer/json/json.go): keys match json names exactly, and
// integers decoded into interface{} are int64.

import type { NativeContext } from '../../go/interp/native.ts';
import { ptrTo, type RType } from '../../go/interp/rtype.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import { Cell, copyInto, type Iface, zero } from '../../go/interp/values.ts';
import { type DecodeFailure, type DecodeOptions, Decoder } from '../../go/std/encoding/json/decode.ts';
import { Encoder, MarshalFailure } from '../../go/std/encoding/json/encode.ts';
import { typeFields } from '../../go/std/encoding/json/fields.ts';
import type { JNode } from '../../go/std/encoding/json/scan.ts';
import { bytesOf, bytesSlice } from '../../go/std/internal/conv.ts';
import type { Json, JsonObject } from '../apiserver/types.ts';

export type { Json, JsonObject };
export { bytesOf, bytesSlice };

/** A json.Marshal/Unmarshal failure; the client turns it into a Go error with this message. */
export class CodecError extends Error {}

/** What the Kubernetes serializer decodes with (sigs.k8s.io/json UnmarshalCaseSensitivePreserveInts). */
export const K8S_DECODING: DecodeOptions = { caseSensitive: true, preserveInts: true };

/** The JSON field of struct type `t` named `name` (as encoding/json resolves it), with its tag. */
export function jsonField(t: RType, name: string): { type: RType; tag: string } | undefined {
  const f = typeFields(t).find((x) => x.name === name);
  return f === undefined ? undefined : { type: f.type, tag: f.path[f.path.length - 1].tag };
}

function errorText(ctx: NativeContext, err: Iface | null): string {
  return err === null ? '<nil>' : jsString(ctx.callMethod(err, 'Error') as string);
}

/** json.Marshal of `value` (of type `t`) as a JSON tree. Throws CodecError with json.Marshal's error text. */
export function encodeGo(ctx: NativeContext, value: any, t: RType): Json {
  let text: string;
  try {
    text = new Encoder(ctx, false).encode(t, value, false);
  } catch (e) {
    if (!(e instanceof MarshalFailure)) throw e;
    const detail = jsString(e.detail);
    switch (e.code) {
      case 1:
        throw new CodecError(`json: unsupported type: ${detail}`);
      case 2:
        throw new CodecError(`json: unsupported value: ${detail}`);
      case 3:
        throw new CodecError(
          `json: error calling ${e.sourceFunc || 'MarshalJSON'} for type ${detail}: ${errorText(ctx, e.cause)}`,
        );
      default:
        throw new CodecError(`json: error calling MarshalJSON for type ${detail}: ${jsString(e.sourceFunc)}`);
    }
  }
  return JSON.parse(jsString(text)) as Json;
}

/**
 * Overwrite the Go value `target` (a struct object, of struct type `t`) with `json`, in place —
 * controller-runtime's targetZeroingDecoder: the object is zeroed first, then decoded.
 */
export function decodeGoInto(ctx: NativeContext, json: Json, target: any, t: RType): void {
  if (t.kind !== 'struct') throw new CodecError(`decodeGoInto: ${t.String()} is not a struct type`);
  copyInto(t, target, zero(t));
  decodeThrough(ctx, json, t, target, K8S_DECODING);
}

/** json.Unmarshal into a fresh value of type `t` (the value is returned); K8S_DECODING unless told. */
export function decodeGo(ctx: NativeContext, json: Json, t: RType, opts: DecodeOptions = K8S_DECODING): any {
  if (t.kind === 'struct' || t.kind === 'array') {
    const v = zero(t);
    decodeThrough(ctx, json, t, v, opts);
    return v;
  }
  const cell = new Cell(zero(t));
  decodeThrough(ctx, json, t, cell, opts);
  return cell.v;
}

/** Unmarshal into `&v` (`ptr`: the struct object itself, or a Pointer). */
function decodeThrough(ctx: NativeContext, json: Json, t: RType, ptr: any, opts: DecodeOptions): void {
  const b = { s: '' };
  const node = nodeOf(json, b);
  const f = new Decoder(ctx, b.s, false, false, opts).run(node, ptrTo(t), ptr);
  if (f !== undefined) throw new CodecError(decodeMessage(ctx, f));
}

function decodeMessage(ctx: NativeContext, f: DecodeFailure): string {
  switch (f.code) {
    case 2:
      return f.struct !== '' || f.field !== ''
        ? `json: cannot unmarshal ${jsString(f.value)} into Go struct field ${jsString(f.struct)}.${jsString(f.field)} of type ${jsString(f.typ)}`
        : `json: cannot unmarshal ${jsString(f.value)} into Go value of type ${jsString(f.typ)}`;
    case 4:
      return errorText(ctx, f.cause);
    default:
      return jsString(f.value);
  }
}

/**
 * The decoder's value tree for a JSON tree, writing its text (Go bytes) into `b.s` as it goes: the
 * offsets are what an UnmarshalJSON method receives, without serialising and re-scanning the tree.
 */
function nodeOf(j: Json, b: { s: string }): JNode {
  const start = b.s.length;
  if (j === null) {
    b.s += 'null';
    return { kind: 'null', start, end: b.s.length };
  }
  switch (typeof j) {
    case 'boolean':
      b.s += j ? 'true' : 'false';
      return { kind: 'bool', value: j, start, end: b.s.length };
    case 'number': {
      const text = Number.isFinite(j) ? JSON.stringify(j) : 'null';
      b.s += text;
      if (text === 'null') return { kind: 'null', start, end: b.s.length };
      return { kind: 'number', text, start, end: b.s.length };
    }
    case 'string':
      b.s += goString(JSON.stringify(j));
      return { kind: 'string', value: goString(j), start, end: b.s.length };
  }
  if (Array.isArray(j)) {
    b.s += '[';
    const items: JNode[] = [];
    for (let i = 0; i < j.length; i++) {
      if (i > 0) b.s += ',';
      items.push(nodeOf(j[i] === undefined ? null : j[i], b));
    }
    b.s += ']';
    return { kind: 'array', items, start, end: b.s.length };
  }
  b.s += '{';
  const entries: [string, JNode][] = [];
  for (const k of Object.keys(j)) {
    const v = j[k];
    if (v === undefined) continue;
    if (entries.length > 0) b.s += ',';
    b.s += `${goString(JSON.stringify(k))}:`;
    entries.push([goString(k), nodeOf(v, b)]);
  }
  b.s += '}';
  return { kind: 'object', entries, start, end: b.s.length };
}

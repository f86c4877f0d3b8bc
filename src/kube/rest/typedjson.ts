// Decoding a built-in kind's JSON body into its Go type, as kube-apiserver's json serializer does
// (sigs.k8s.io/json UnmarshalCaseSensitivePreserveInts, a fork of encoding/json): a value its field's
// Go type cannot hold is an UnmarshalTypeError, `json: cannot unmarshal bool into Go struct field
// ConfigMap.data of type string` (internal/golang/encoding/json/decode.go: the innermost struct's
// name, the json names from the root, map keys and array indexes left out). Such errors are saved
// and decoding goes on, so the first one is reported; an error of a type's own UnmarshalJSON
// (metav1.Time, metav1.Duration, intstr.IntOrString) ends decoding at once and wins. Quantities are
// the API server's (apiserver/quantities.ts); unknown fields are fields.ts's.
import type { Json } from '../apiserver/types.ts';
import { isObject } from '../apiserver/types.ts';
import { GO_TYPES } from './gotypes.gen.ts';
import { type FieldSpec, specOf } from './protobuf.ts';

type Field = FieldSpec & { go: string };

const cache = new Map<string, Map<string, Field>>();

/** A message's fields by json name, inline structs folded in, each with its Go type. */
function fieldsOf(id: string): Map<string, Field> {
  let m = cache.get(id);
  if (m) return m;
  m = new Map();
  const go = new Map<string, string>();
  for (const e of (GO_TYPES[id] ?? '').split(' ')) {
    const i = e.indexOf(':');
    if (i > 0) go.set(e.slice(0, i), e.slice(i + 1));
  }
  for (const f of specOf(id).values()) {
    if (f.flags.includes('n') && f.kind.startsWith('m:')) {
      for (const [k, v] of fieldsOf(f.kind.slice(2))) m.set(k, v);
      continue;
    }
    m.set(f.json, { ...f, go: go.get(f.json) ?? defaultGoType(f.kind, f.flags.includes('r')) });
  }
  cache.set(id, m);
  return m;
}

function defaultGoType(kind: string, repeated: boolean): string {
  const one =
    kind === 's'
      ? 'string'
      : kind === 'b'
        ? 'bool'
        : kind === 'd'
          ? 'float64'
          : kind.startsWith('m:')
            ? `v1.${kind.slice(kind.indexOf('.') + 1)}`
            : kind === '{s:s}'
              ? 'map[string]string'
              : '';
  return repeated ? `[]${one}` : one;
}

/** The Go type's name (before "=") and its element's type, for a slice or a map. */
function named(t: string): string {
  const i = t.indexOf('=');
  return i < 0 ? t : t.slice(0, i);
}
function elemOf(t: string): string {
  const u = t.includes('=') ? t.slice(t.indexOf('=') + 1) : t;
  if (u.startsWith('[]')) return u.slice(2).replace(/^\*/, '');
  if (u.startsWith('map[')) {
    let depth = 0;
    for (let i = 3; i < u.length; i++) {
      if (u[i] === '[') depth++;
      else if (u[i] === ']' && --depth === 0) return u.slice(i + 1).replace(/^\*/, '');
    }
  }
  return '';
}

/** encoding/json's name of a JSON value in an UnmarshalTypeError. */
function jsonValueName(v: Json): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return 'number';
  return Array.isArray(v) ? 'array' : 'object';
}

const INT_RANGE: Record<string, [bigint, bigint]> = {
  int8: [-(1n << 7n), (1n << 7n) - 1n],
  int16: [-(1n << 15n), (1n << 15n) - 1n],
  int32: [-(1n << 31n), (1n << 31n) - 1n],
  int64: [-(1n << 63n), (1n << 63n) - 1n],
  int: [-(1n << 63n), (1n << 63n) - 1n],
  uint8: [0n, (1n << 8n) - 1n],
  uint16: [0n, (1n << 16n) - 1n],
  uint32: [0n, (1n << 32n) - 1n],
  uint64: [0n, (1n << 64n) - 1n],
};

/** A JSON number as its literal: Go's strconv.ParseInt sees the text (1.0 is no integer). */
function numberText(n: number): string {
  return Number.isInteger(n) && Math.abs(n) < 1e21 ? BigInt(n).toString() : JSON.stringify(n);
}

class Immediate {
  readonly message: string;
  constructor(message: string) {
    this.message = message;
  }
}

type Ctx = { struct: string; path: string[]; saved?: string };

function typeError(c: Ctx, value: string, type: string): void {
  if (c.saved !== undefined) return;
  c.saved =
    c.struct !== '' || c.path.length > 0
      ? `json: cannot unmarshal ${value} into Go struct field ${c.struct}.${c.path.join('.')} of type ${type}`
      : `json: cannot unmarshal ${value} into Go value of type ${type}`;
}

/** A value of a well-known type, through its UnmarshalJSON (the std encoding/json inside it). */
function wellKnown(kind: string, v: Json): void {
  if (v === null) return;
  switch (kind) {
    case 'T':
    case 'M':
    case 'D':
      // metav1.Time/MicroTime/Duration.UnmarshalJSON: json.Unmarshal(b, &str) first
      if (typeof v !== 'string')
        throw new Immediate(`json: cannot unmarshal ${jsonValueName(v)} into Go value of type string`);
      return;
    case 'I':
      // intstr.IntOrString.UnmarshalJSON: a string, else json.Unmarshal(value, &intstr.IntVal)
      if (typeof v === 'string') return;
      if (typeof v === 'number') {
        if (Number.isInteger(v) && v >= -(2 ** 31) && v < 2 ** 31) return;
        throw new Immediate(`json: cannot unmarshal number ${numberText(v)} into Go value of type int32`);
      }
      throw new Immediate(`json: cannot unmarshal ${jsonValueName(v)} into Go value of type int32`);
  }
}

function decodeValue(c: Ctx, kind: string, go: string, repeated: boolean, v: Json): void {
  if (v === null) return;
  if (repeated) {
    if (!Array.isArray(v)) {
      typeError(c, jsonValueName(v), named(go));
      return;
    }
    const elem = elemOf(go);
    for (const e of v) decodeValue(c, kind, elem, false, e as Json);
    return;
  }
  if (kind.length === 1 && 'TMDIFRQ'.includes(kind)) {
    wellKnown(kind, v);
    return;
  }
  if (kind.startsWith('m:')) {
    if (!isObject(v)) {
      typeError(c, jsonValueName(v), named(go));
      return;
    }
    const outer = c.struct;
    const depth = c.path.length;
    decodeStruct(c, kind.slice(2), v);
    c.struct = outer;
    c.path.length = depth;
    return;
  }
  if (kind.startsWith('{')) {
    if (!isObject(v)) {
      typeError(c, jsonValueName(v), named(go));
      return;
    }
    const valueKind = kind.slice(kind.indexOf(':') + 1, -1);
    const elem = elemOf(go);
    for (const e of Object.values(v)) decodeValue(c, valueKind, elem, false, e as Json);
    return;
  }
  const t = named(go);
  switch (kind) {
    case 's':
      if (typeof v !== 'string') typeError(c, jsonValueName(v), t);
      return;
    case 'b':
      if (typeof v !== 'boolean') typeError(c, jsonValueName(v), t);
      return;
    case 'y':
      // []byte: a base64 string (or an array of numbers, as any slice)
      if (typeof v !== 'string' && !Array.isArray(v)) typeError(c, jsonValueName(v), t);
      return;
    case 'd':
      if (typeof v !== 'number') typeError(c, jsonValueName(v), t);
      else if (t === 'float32' && Math.abs(v) > 3.4028234663852886e38)
        typeError(c, `number ${numberText(v)}`, t);
      return;
    case 'i': {
      if (typeof v !== 'number') {
        typeError(c, jsonValueName(v), t);
        return;
      }
      const range = INT_RANGE[t] ?? INT_RANGE.int64;
      const text = numberText(v);
      if (!/^-?\d+$/.test(text) || BigInt(text) < range[0] || BigInt(text) > range[1])
        typeError(c, `number ${text}`, t);
      return;
    }
  }
}

function decodeStruct(c: Ctx, id: string, o: Record<string, Json>): void {
  const fields = fieldsOf(id);
  const struct = id.slice(id.indexOf('.') + 1);
  const depth = c.path.length;
  for (const [k, v] of Object.entries(o)) {
    const f = fields.get(k);
    // unknown fields (matched case-sensitively) are skipped; apiVersion and kind are TypeMeta's
    if (f === undefined) continue;
    c.struct = struct;
    c.path.length = depth;
    c.path.push(k);
    decodeValue(c, f.kind, f.go, f.flags.includes('r'), v);
  }
  c.path.length = depth;
}

/**
 * The error of decoding `body` into the Go type of message `id` (protobuf-types.gen.ts), or
 * undefined when it decodes.
 */
export function goDecodeError(id: string, body: Json): string | undefined {
  if (!isObject(body)) return undefined;
  const c: Ctx = { struct: '', path: [] };
  try {
    decodeStruct(c, id, body);
  } catch (e) {
    if (e instanceof Immediate) return e.message;
    throw e;
  }
  return c.saved;
}

/** Kind names reflect gives the values of a patched map (util/json: whole numbers are int64). */
function unstructuredKind(v: Json): string {
  if (typeof v === 'string') return 'string';
  if (typeof v === 'boolean') return 'bool';
  if (typeof v === 'number') return Number.isInteger(v) ? 'int64' : 'float64';
  return Array.isArray(v) ? 'slice' : 'map';
}

/** The Go kind of a table kind with Go type `go` ('' for the types with their own UnmarshalJSON). */
function goKindOf(kind: string, go: string): string {
  if (kind === 's') return 'string';
  if (kind === 'b') return 'bool';
  if (kind === 'i') return INT_RANGE[named(go)] ? named(go) : 'int64';
  if (kind === 'd') return named(go) === 'float32' ? 'float32' : 'float64';
  return '';
}

/**
 * runtime.DefaultUnstructuredConverter.FromUnstructured of a value into a field (apimachinery
 * runtime/converter.go fromUnstructured): the struct's fields in the Go order, the first error
 * ends it. Scalars convert within JSON's groups (a whole float64 into an integer too).
 */
function convertValue(kind: string, go: string, repeated: boolean, v: Json): string | undefined {
  if (v === null) return undefined;
  const st = unstructuredKind(v);
  if (repeated) {
    if (!Array.isArray(v)) return `cannot restore slice from ${st}`;
    const elem = elemOf(go);
    for (const e of v) {
      const err = convertValue(kind, elem, false, e as Json);
      if (err !== undefined) return err;
    }
    return undefined;
  }
  if (kind.length === 1 && 'TMDIFRQ'.includes(kind)) {
    // TypeReflectCacheEntry.FromUnstructured: json.Marshal, then the type's UnmarshalJSON
    if ('FRQ'.includes(kind)) return undefined;
    try {
      wellKnown(kind, v);
    } catch (e) {
      if (e instanceof Immediate) return e.message;
      throw e;
    }
    return undefined;
  }
  if (kind.startsWith('m:'))
    return isObject(v) ? convertStruct(kind.slice(2), v) : `cannot restore struct from: ${st}`;
  if (kind.startsWith('{')) {
    if (!isObject(v)) return `cannot restore map from ${st}`;
    const valueKind = kind.slice(kind.indexOf(':') + 1, -1);
    const elem = elemOf(go);
    // Go ranges over a map's keys in no order: the keys' order stands in
    for (const e of Object.values(v)) {
      const err = convertValue(valueKind, elem, false, e as Json);
      if (err !== undefined) return err;
    }
    return undefined;
  }
  if (kind === 'y') {
    if (typeof v === 'string' || Array.isArray(v)) return undefined;
    return `cannot restore slice from ${st}`;
  }
  const dt = goKindOf(kind, go);
  if (dt === '' || st === dt) return undefined;
  const ints = st === 'int64';
  const dtInt = kind === 'i';
  if (ints && (dtInt || kind === 'd')) return undefined;
  if (st === 'float64' && (kind === 'd' || (dtInt && Number.isInteger(v)))) return undefined;
  // ConvertibleTo but not within a group: an integer to a string type, a float to an integer
  if ((ints && kind === 's') || (st === 'float64' && dtInt)) return `cannot convert ${st} to ${named(go)}`;
  return `unrecognized type: ${dt}`;
}

function convertStruct(id: string, o: Record<string, Json>): string | undefined {
  for (const [json, f] of fieldsOf(id)) {
    if (!(json in o)) continue;
    const err = convertValue(f.kind, f.go, f.flags.includes('r'), o[json] as Json);
    if (err !== undefined) return err;
  }
  return undefined;
}

/**
 * The error of converting a strategic-merge-patched object (an unstructured map) into the Go type
 * of message `id`, or undefined.
 */
export function goConvertError(id: string, obj: Json): string | undefined {
  return isObject(obj) ? convertStruct(id, obj) : undefined;
}

/**
 * What structured-merge-diff's schema of a built-in kind says of a value (as the API server's type
 * converter builds it from the OpenAPI of the Go types): a scalar of a type, a struct with declared
 * fields, a map, a list; undefined where the schema is not modelled (FieldsV1, RawExtension), which
 * takes anything. Time, MicroTime, IntOrString and Quantity are untyped scalars.
 */
export type ApplySchemaNode =
  | { kind: 'scalar'; scalar: 'string' | 'numeric' | 'boolean' | 'untyped' }
  | { kind: 'struct'; declared(name: string): boolean }
  | { kind: 'map' }
  | { kind: 'list' };

type TypeState = { kind: string; repeated: boolean };

function nodeOf(s: TypeState): ApplySchemaNode | undefined {
  if (s.repeated) return { kind: 'list' };
  const k = s.kind;
  if (k.startsWith('m:')) {
    const fields = fieldsOf(k.slice(2));
    return { kind: 'struct', declared: (name) => fields.has(name) };
  }
  if (k.startsWith('{')) return { kind: 'map' };
  switch (k) {
    case 's':
    case 'y':
    case 'D':
      return { kind: 'scalar', scalar: 'string' };
    case 'b':
      return { kind: 'scalar', scalar: 'boolean' };
    case 'i':
    case 'd':
      return { kind: 'scalar', scalar: 'numeric' };
    case 'T':
    case 'M':
    case 'I':
    case 'Q':
      return { kind: 'scalar', scalar: 'untyped' };
  }
  return undefined;
}

/**
 * The schema node at a path of the message `id`: field names, and `null` for a list's item (an
 * index or a key). Undefined past a field the schema does not declare or does not model.
 */
export function applySchemaAt(id: string, path: readonly (string | null)[]): ApplySchemaNode | undefined {
  let s: TypeState = { kind: `m:${id}`, repeated: false };
  for (const step of path) {
    if (step === null) {
      if (!s.repeated) return undefined;
      s = { kind: s.kind, repeated: false };
      continue;
    }
    if (s.repeated) return undefined;
    if (s.kind.startsWith('m:')) {
      const f = fieldsOf(s.kind.slice(2)).get(step);
      if (f === undefined) return undefined;
      s = { kind: f.kind, repeated: f.flags.includes('r') };
    } else if (s.kind.startsWith('{')) {
      s = { kind: s.kind.slice(s.kind.indexOf(':') + 1, -1), repeated: false };
    } else return undefined;
  }
  return nodeOf(s);
}

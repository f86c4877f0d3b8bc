// json.Unmarshal over the interpreter's runtime values (go/src/encoding/json/decode.go, go1.23):
// the document is checked first (syntax errors abort), then stored into the target. Type mismatches
// are remembered (the first one is returned, with go1.23's `Go struct field S.a.b` context) while the
// rest of the document is still stored; an UnmarshalJSON error aborts. Keys match fields exactly,
// then case-insensitively; unknown keys are ignored; null leaves non-nillable values alone.

import type { NativeContext } from '../../../interp/native.ts';
import { appendValues } from '../../../interp/rt/slice.ts';
import {
  mapOf,
  ptrTo,
  type RType,
  sliceOf,
  tBool,
  tEmptyInterface,
  tFloat64,
  tInt64,
  tString,
} from '../../../interp/rtype.ts';
import {
  Cell,
  copyInto,
  ElemRef,
  FieldRef,
  GoMap,
  Iface,
  makeSlice,
  type Pointer,
  Slice,
  zero,
} from '../../../interp/values.ts';
import { bytesSlice, canon } from '../../internal/conv.ts';
import { parseGoFloat } from '../../strconv/atof.ts';
import { quote } from '../../strconv/quote.ts';
import { b64Decode } from '../package.ts';
import { foldName, type JField, typeFields } from './fields.ts';
import { isValidNumber, type JNode, Reader } from './scan.ts';

/** A stored-value failure, mapped to the package's error types by its Go source. */
export class DecodeFailure {
  /**
   * 2 UnmarshalTypeError, 4 error returned by UnmarshalJSON/UnmarshalText, 5 other message,
   * 6 base64.CorruptInputError(offset).
   */
  readonly code: number;
  readonly value: string;
  readonly typ: string;
  readonly offset: number;
  readonly struct: string;
  readonly field: string;
  readonly cause: Iface | null;
  /** UnmarshalTypeError.Type (code 2). */
  rtype: RType | null = null;
  constructor(
    code: number,
    value: string,
    typ = '',
    offset = 0,
    struct = '',
    field = '',
    cause: Iface | null = null,
  ) {
    this.code = code;
    this.value = value;
    this.typ = typ;
    this.offset = offset;
    this.struct = struct;
    this.field = field;
    this.cause = cause;
  }
}

/** Where a decoded value goes. `addr` is `&v` as a Go pointer value (struct objects are their own). */
interface Loc {
  get(): any;
  set(v: any): void;
  addr(): any;
  /** The pointer given to Unmarshal (not settable). */
  root?: boolean;
}

/** sigs.k8s.io/json's variants (UnmarshalCaseSensitivePreserveInts, what the Kubernetes serializer uses). */
export interface DecodeOptions {
  /** Keys match field names exactly (no case-insensitive fallback). */
  caseSensitive?: boolean;
  /** Integers decoded into interface{} become int64 (float64 only when they do not fit or are not integral). */
  preserveInts?: boolean;
}

function varLoc(t: RType, p: Pointer | any): Loc {
  if (t.kind === 'struct' || t.kind === 'array') {
    return { get: () => p, set: (v) => copyInto(t, p, v), addr: () => p };
  }
  const ptr = p as Pointer;
  return { get: () => ptr.load(), set: (v) => ptr.store(v), addr: () => ptr };
}

function fieldLoc(t: RType, obj: any, key: string): Loc {
  if (t.kind === 'struct' || t.kind === 'array') {
    return { get: () => obj[key], set: (v) => copyInto(t, obj[key], v), addr: () => obj[key] };
  }
  return { get: () => obj[key], set: (v) => (obj[key] = v), addr: () => new FieldRef(obj, key) };
}

function elemLoc(t: RType, arr: any[], i: number): Loc {
  if (t.kind === 'struct' || t.kind === 'array') {
    return { get: () => arr[i], set: (v) => copyInto(t, arr[i], v), addr: () => arr[i] };
  }
  return { get: () => arr[i], set: (v) => (arr[i] = v), addr: () => new ElemRef(arr, i) };
}

/** A fresh Go pointer to a zero T: the struct object itself, or a cell. */
function newPointer(t: RType): any {
  const z = zero(t);
  return t.kind === 'struct' || t.kind === 'array' ? z : new Cell(z);
}

const INT_LIMITS: Record<string, [bigint, bigint]> = {
  int8: [-128n, 127n],
  int16: [-32768n, 32767n],
  int32: [-2147483648n, 2147483647n],
  int: [-(2n ** 63n), 2n ** 63n - 1n],
  int64: [-(2n ** 63n), 2n ** 63n - 1n],
  uint8: [0n, 255n],
  uint16: [0n, 65535n],
  uint32: [0n, 4294967295n],
  uint: [0n, 2n ** 64n - 1n],
  uint64: [0n, 2n ** 64n - 1n],
  uintptr: [0n, 2n ** 64n - 1n],
};

const STD_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

class Abort {
  readonly failure: DecodeFailure;
  constructor(f: DecodeFailure) {
    this.failure = f;
  }
}

export class Decoder {
  private readonly ctx: NativeContext;
  private readonly src: string;
  private readonly useNumber: boolean;
  private readonly disallowUnknown: boolean;
  private readonly opts: DecodeOptions;
  private saved: DecodeFailure | undefined;
  private structName: string | undefined;
  private fieldStack: string[] = [];
  constructor(
    ctx: NativeContext,
    src: string,
    useNumber = false,
    disallowUnknown = false,
    opts: DecodeOptions = {},
  ) {
    this.ctx = ctx;
    this.src = src;
    this.useNumber = useNumber;
    this.disallowUnknown = disallowUnknown;
    this.opts = opts;
  }

  /** Stores `node` through Go pointer `ptr` of type `ptrType`; returns the first failure, if any. */
  run(node: JNode, ptrType: RType, ptr: any): DecodeFailure | undefined {
    try {
      this.store(node, ptrType, { get: () => ptr, set: () => {}, addr: () => ptr, root: true });
    } catch (e) {
      if (e instanceof Abort) return e.failure;
      throw e;
    }
    return this.saved;
  }

  /**
   * decode.go's Offset: d.readIndex() (the end of a literal) for a literal, but d.off for an array
   * or object, which array() and object() have only just entered (the byte after '[' or '{').
   */
  private typeError(value: string, t: RType, node: JNode): void {
    this.typeErrorAt(value, t, node.kind === 'array' || node.kind === 'object' ? node.start + 1 : node.end);
  }

  private typeErrorAt(value: string, t: RType, offset: number): void {
    if (this.saved !== undefined) return;
    this.saved =
      this.structName !== undefined || this.fieldStack.length > 0
        ? new DecodeFailure(2, value, t.String(), offset, this.structName ?? '', this.fieldStack.join('.'))
        : new DecodeFailure(2, value, t.String(), offset);
    this.saved.rtype = t;
  }

  private raw(node: JNode): string {
    return this.src.slice(node.start, node.end);
  }

  /** Calls a pointer method (UnmarshalJSON / UnmarshalText); an error aborts the whole Unmarshal. */
  private callUnmarshal(pt: RType, p: any, name: string, arg: string): void {
    const m = this.ctx.lookupMethod(pt, name)!;
    const err = m.fn(p, bytesSlice(arg)) as Iface | null;
    // The context goes along: decode.go unmarshal() passes the error through addErrorContext,
    // which rewrites an *UnmarshalTypeError's Struct/Field (json.go does it).
    if (err !== null)
      throw new Abort(new DecodeFailure(4, '', '', 0, this.structName ?? '', this.fieldStack.join('.'), err));
  }

  /**
   * Stores `node` into `loc`. Iterative: a typed target nested deeper than the JS stack allows (a
   * pointer chain or nested struct 10,000 levels deep, which gc's recursive decoder handles on its
   * growable stack) has its arrays, slices, maps and structs as frames on an explicit stack; each
   * element is stored in document order, as decode.go's recursive walk stores it.
   */
  private store(node: JNode, t: RType, loc: Loc, outer?: RType): void {
    const stack: DFrame[] = [];
    this.step(node, t, loc, outer, stack);
    while (stack.length > 0) if (!this.resume(stack[stack.length - 1], stack)) stack.pop();
  }

  /**
   * Stores a value that has no elements, or starts a container's frame. `outer`: the pointer type the
   * value was reached through (indirect's v, named in its errors).
   */
  private step(node: JNode, t: RType, loc: Loc, outer: RType | undefined, stack: DFrame[]): void {
    for (;;) {
      // indirect(): an interface holding a non-nil pointer is decoded through that pointer, not
      // replaced (decode.go: "Load value from interface, but only if the result will be usefully
      // addressable"; for null only when the pointer points at a pointer): `Unmarshal(data, &obj)`
      // with `var obj any = &s` fills s.
      if (t.kind === 'interface') {
        const cur = loc.get() as Iface | null;
        if (
          cur !== null &&
          cur.t.kind === 'ptr' &&
          cur.v !== null &&
          (node.kind !== 'null' || cur.t.elem!.kind === 'ptr')
        ) {
          t = cur.t;
          loc = { get: () => cur.v, set: () => {}, addr: () => cur.v, root: true };
          outer = undefined;
          continue;
        }
      }
      // indirect(): walk pointers, allocating them, and stop at an Unmarshaler.
      if (t.kind === 'ptr') {
        // decode.go indirect(decodingNull): a settable pointer is set to nil; the unsettable argument
        // of Unmarshal itself is followed to what it points at (an UnmarshalJSON there gets the null;
        // a slice, map, pointer or interface there becomes nil).
        if (node.kind === 'null' && loc.root !== true) {
          loc.set(null);
          return;
        }
        let p = loc.get();
        if (p === null) {
          p = newPointer(t.elem!);
          loc.set(p);
        }
        if (t.method('UnmarshalJSON')) {
          this.callUnmarshal(t, p, 'UnmarshalJSON', this.raw(node));
          return;
        }
        if (node.kind === 'string' && t.method('UnmarshalText')) {
          this.callUnmarshal(t, p, 'UnmarshalText', node.value);
          return;
        }
        outer = outer ?? t;
        loc = varLoc(t.elem!, p);
        t = t.elem!;
        continue;
      }
      if (t.named && t.kind !== 'interface') {
        const pt = ptrTo(t);
        if (this.ctx.lookupMethod(pt, 'UnmarshalJSON')) {
          this.callUnmarshal(pt, loc.addr(), 'UnmarshalJSON', this.raw(node));
          return;
        }
        if (this.ctx.lookupMethod(pt, 'UnmarshalText')) {
          if (node.kind === 'string') {
            this.callUnmarshal(pt, loc.addr(), 'UnmarshalText', node.value);
            return;
          }
          // decode.go array()/object()/literalStore: a TextUnmarshaler takes only a string (or null).
          if (node.kind !== 'null') {
            this.typeError(node.kind, outer ?? t, node);
            return;
          }
        }
      }
      switch (node.kind) {
        case 'null':
          if (t.kind === 'interface' || t.kind === 'map' || t.kind === 'slice') loc.set(null);
          return;
        case 'bool':
          if (t.kind === 'bool') loc.set(node.value);
          else if (t.kind === 'interface' && t.imethods.length === 0) loc.set(new Iface(tBool, node.value));
          else this.typeError('bool', t, node);
          return;
        case 'string':
          this.string(node, t, loc);
          return;
        case 'number':
          this.number(node, t, loc);
          return;
        case 'array':
          this.array(node, t, loc, stack);
          return;
        case 'object':
          this.object(node, t, loc, stack);
          return;
      }
      return;
    }
  }

  private string(node: JNode & { kind: 'string' }, t: RType, loc: Loc): void {
    switch (t.kind) {
      case 'string':
        // decode.go literalStore: a string stored into a Number must hold a number literal; the
        // error ends Unmarshal (returned, not saved) and quotes the JSON text, quotes and all.
        if (t.named && t.pkgPath === 'encoding/json' && t.name === 'Number' && !isValidNumber(node.value))
          throw new Abort(
            new DecodeFailure(
              5,
              `json: invalid number literal, trying to unmarshal ${quote(this.raw(node))} into Number`,
            ),
          );
        loc.set(node.value);
        return;
      case 'slice':
        if (t.elem!.kind === 'uint8') {
          const [b, bad] = b64Decode(STD_ALPHABET, '=', node.value);
          if (bad >= 0) {
            // decode.go literalStore saves base64.StdEncoding.Decode's error: a CorruptInputError.
            if (this.saved === undefined) this.saved = new DecodeFailure(6, '', '', bad);
            return;
          }
          loc.set(b);
          return;
        }
        break;
      case 'interface':
        if (t.imethods.length === 0) {
          loc.set(new Iface(tString, node.value));
          return;
        }
        break;
    }
    this.typeError('string', t, node);
  }

  private number(node: JNode & { kind: 'number' }, t: RType, loc: Loc): void {
    const s = node.text;
    switch (t.kind) {
      case 'interface': {
        if (t.imethods.length !== 0) break;
        if (this.useNumber) {
          loc.set(new Iface(this.ctx.typeOf('encoding/json', 'Number'), s));
          return;
        }
        if (this.opts.preserveInts === true && /^-?\d+$/.test(s)) {
          const n = BigInt(s);
          if (n >= INT_LIMITS.int64[0] && n <= INT_LIMITS.int64[1]) {
            loc.set(new Iface(tInt64, canon(n)));
            return;
          }
        }
        const f = parseGoFloat(s, 64);
        if (f.code !== 0) {
          this.typeError(`number ${s}`, tFloat64, node);
          return;
        }
        loc.set(new Iface(tFloat64, f.v));
        return;
      }
      case 'float32':
      case 'float64': {
        const f = parseGoFloat(s, t.kind === 'float32' ? 32 : 64);
        if (f.code !== 0) {
          this.typeError(`number ${s}`, t, node);
          return;
        }
        loc.set(f.v);
        return;
      }
      case 'string':
        if (t.named && t.pkgPath === 'encoding/json' && t.name === 'Number') {
          loc.set(s);
          return;
        }
        break;
      default: {
        const lim = INT_LIMITS[t.kind];
        if (lim === undefined) break;
        if (!/^-?\d+$/.test(s)) {
          this.typeError(`number ${s}`, t, node);
          return;
        }
        const n = BigInt(s);
        if (n < lim[0] || n > lim[1]) {
          this.typeError(`number ${s}`, t, node);
          return;
        }
        loc.set(
          t.kind === 'int' || t.kind === 'int64' || t.kind.startsWith('uint') ? canonU(t, n) : Number(n),
        );
        return;
      }
    }
    this.typeError('number', t, node);
  }

  private array(node: JNode & { kind: 'array' }, t: RType, loc: Loc, stack: DFrame[]): void {
    switch (t.kind) {
      case 'interface':
        if (t.imethods.length === 0) {
          loc.set(new Iface(sliceOf(tEmptyInterface), this.anySlice(node)));
          return;
        }
        break;
      case 'slice':
        stack.push(new DFrame(D_SLICE, t, node, loc, loc.get()));
        return;
      case 'array':
        stack.push(new DFrame(D_ARRAY, t, node, loc, loc.get()));
        return;
    }
    this.typeError('array', t, node);
  }

  /** Stores a container frame's next element; false when the container is done. */
  private resume(fr: DFrame, stack: DFrame[]): boolean {
    switch (fr.kind) {
      case D_SLICE: {
        // decode.go array(): the slice already there is decoded into, element by element (its
        // backing array is shared with any other slice of it; elements past its length but within
        // its capacity keep their old values); before element i, a full slice grows as append
        // would (reflect.Value.Grow(1)) and the length becomes i+1, so an error leaves the elements
        // so far, the failing one included. At the end the length is cut to the elements read, and
        // an empty array gives an empty slice, not nil.
        const et = fr.t.elem!;
        const items = (fr.node as JNode & { kind: 'array' }).items;
        let s = fr.val as Slice | null;
        if (fr.i < items.length) {
          const i = fr.i++;
          if (s === null || i >= s.cap) s = appendValues(s, [zero(et)], et);
          else if (i >= s.len) s = new Slice(s.arr, s.off, i + 1, s.cap);
          fr.val = s;
          fr.loc.set(s);
          this.step(items[i], et, elemLoc(et, s.arr as any[], s.off + i), undefined, stack);
          return true;
        }
        if (items.length === 0) fr.loc.set(makeSlice(et, 0, 0));
        else if (s !== null && items.length < s.len) fr.loc.set(new Slice(s.arr, s.off, items.length, s.cap));
        return false;
      }
      case D_ARRAY: {
        const et = fr.t.elem!;
        const items = (fr.node as JNode & { kind: 'array' }).items;
        const arr = fr.val as any[];
        if (fr.i < items.length && fr.i < fr.t.len) {
          const i = fr.i++;
          this.step(items[i], et, elemLoc(et, arr, i), undefined, stack);
          return true;
        }
        for (let i = fr.i; i < fr.t.len; i++) {
          if (et.kind === 'struct' || et.kind === 'array') copyInto(et, arr[i], zero(et));
          else arr[i] = zero(et);
        }
        return false;
      }
      case D_MAP:
        return this.mapEntry(fr, stack);
      default:
        return this.structEntry(fr, stack);
    }
  }

  private object(node: JNode & { kind: 'object' }, t: RType, loc: Loc, stack: DFrame[]): void {
    if (t.kind === 'interface') {
      if (t.imethods.length === 0) {
        loc.set(new Iface(mapOf(tString, tEmptyInterface), this.anyMap(node)));
        return;
      }
      this.typeError('object', t, node);
      return;
    }
    if (t.kind === 'map') {
      const kt = t.key!;
      const keyOK =
        kt.kind === 'string' ||
        INT_LIMITS[kt.kind] !== undefined ||
        this.ctx.lookupMethod(ptrTo(kt), 'UnmarshalText');
      if (!keyOK) {
        this.typeError('object', t, node);
        return;
      }
      let m = loc.get() as GoMap | null;
      if (m === null) {
        m = new GoMap(kt);
        loc.set(m);
      }
      stack.push(new DFrame(D_MAP, t, node, loc, m));
      return;
    }
    if (t.kind !== 'struct') {
      this.typeError('object', t, node);
      return;
    }
    const fr = new DFrame(D_STRUCT, t, node, loc, loc.get());
    fr.fields = typeFields(t);
    stack.push(fr);
  }

  /** A map frame: the entry whose value was stored gets its key; then the next value is stored. */
  private mapEntry(fr: DFrame, stack: DFrame[]): boolean {
    const t = fr.t;
    const kt = t.key!;
    const m = fr.val as GoMap;
    const entries = (fr.node as JNode & { kind: 'object' }).entries;
    const cell = fr.cell;
    if (cell !== undefined) {
      fr.cell = undefined;
      const [key, , keyStart] = entries[fr.i - 1];
      let k: any = key;
      let ok = true;
      if (kt.kind !== 'string') {
        const km = this.ctx.lookupMethod(ptrTo(kt), 'UnmarshalText');
        if (km) {
          const kp = newPointer(kt);
          this.callUnmarshal(ptrTo(kt), kp, 'UnmarshalText', key);
          k = kt.kind === 'struct' || kt.kind === 'array' ? kp : (kp as Cell).v;
        } else {
          const lim = INT_LIMITS[kt.kind];
          if (!/^-?\d+$/.test(key) || BigInt(key) < lim[0] || BigInt(key) > lim[1]) {
            // decode.go object(): Offset is start+1 (start = the key's opening quote) and
            // saveError adds the Struct/Field context like any other UnmarshalTypeError.
            this.typeErrorAt(`number ${key}`, kt, (keyStart ?? fr.node.start) + 1);
            ok = false;
          } else k = canonU(kt, BigInt(key));
        }
      }
      if (ok) m.set(k, cell.v);
    }
    if (fr.i >= entries.length) return false;
    const val = entries[fr.i++][1];
    const et = t.elem!;
    const c = new Cell(zero(et));
    fr.cell = c;
    const eloc: Loc =
      et.kind === 'struct' || et.kind === 'array'
        ? varLoc(et, c.v)
        : { get: () => c.v, set: (v) => (c.v = v), addr: () => c };
    this.step(val, et, eloc, undefined, stack);
    return true;
  }

  /**
   * A struct frame: the field just stored gets its error context back; then the next key that
   * names a field is stored (with `Go struct field S.a.b` context while it is).
   */
  private structEntry(fr: DFrame, stack: DFrame[]): boolean {
    if (fr.pending) {
      fr.pending = false;
      this.structName = fr.savedStruct;
      this.fieldStack.length = fr.savedDepth;
    }
    const t = fr.t;
    const fields = fr.fields!;
    const obj = fr.val;
    const entries = (fr.node as JNode & { kind: 'object' }).entries;
    while (fr.i < entries.length) {
      const [key, val] = entries[fr.i++];
      const f = findField(fields, key, this.opts.caseSensitive === true);
      if (f === undefined) {
        if (this.disallowUnknown && this.saved === undefined) {
          this.saved = new DecodeFailure(5, `json: unknown field ${quote(key)}`);
        }
        continue;
      }
      let cur = obj;
      let ok = true;
      for (let k = 0; k < f.path.length - 1; k++) {
        const hop = f.path[k];
        if (hop.type.kind === 'ptr') {
          if (cur[hop.key] === null) {
            if (!isExportedType(hop.type.elem!)) {
              if (this.saved === undefined)
                this.saved = new DecodeFailure(
                  5,
                  `json: cannot set embedded pointer to unexported struct: ${hop.type.elem!.String()}`,
                );
              ok = false;
              break;
            }
            cur[hop.key] = zero(hop.type.elem!);
          }
        }
        cur = cur[hop.key];
      }
      if (!ok) continue;
      const last = f.path[f.path.length - 1];
      fr.savedStruct = this.structName;
      fr.savedDepth = this.fieldStack.length;
      fr.pending = true;
      this.fieldStack.push(f.name);
      this.structName = t.name;
      if (f.quoted) this.storeQuoted(val, last.type, fieldLoc(last.type, cur, last.key));
      else this.step(val, last.type, fieldLoc(last.type, cur, last.key), undefined, stack);
      return true;
    }
    return false;
  }

  /** A `,string` field: the JSON string holds the literal (decode.go literalStore fromQuoted). */
  private storeQuoted(node: JNode, t: RType, loc: Loc): void {
    if (node.kind === 'null') return;
    const et = t.kind === 'ptr' ? t.elem! : t;
    const bad = (item: string): void => {
      if (this.saved === undefined) {
        this.saved = new DecodeFailure(
          5,
          `json: invalid use of ,string struct tag, trying to unmarshal ${quote(item)} into ${et.String()}`,
        );
      }
    };
    if (node.kind !== 'string') {
      // decode.go object: `unquoted value` unquoted, and the field's own type (a pointer stays one).
      if (this.saved === undefined) {
        this.saved = new DecodeFailure(
          5,
          `json: invalid use of ,string struct tag, trying to unmarshal unquoted value into ${t.String()}`,
        );
      }
      return;
    }
    let inner: JNode;
    try {
      inner = new Reader(node.value).document();
    } catch {
      bad(node.value);
      return;
    }
    const ok =
      inner.kind === 'null' ||
      (et.kind === 'string'
        ? inner.kind === 'string'
        : et.kind === 'bool'
          ? inner.kind === 'bool'
          : inner.kind === 'number');
    if (!ok) {
      bad(node.value);
      return;
    }
    new Decoder(this.ctx, node.value).storeInto(inner, t, loc, this);
  }

  /** Stores with this decoder's error context carried over from `outer`. */
  private storeInto(node: JNode, t: RType, loc: Loc, outer: Decoder): void {
    this.structName = outer.structName;
    this.fieldStack = outer.fieldStack;
    this.store(node, t, loc);
    if (outer.saved === undefined) outer.saved = this.saved;
  }

  private anySlice(node: JNode & { kind: 'array' }): Slice {
    return (this.anyValue(node) as Iface).v as Slice;
  }

  private anyMap(node: JNode & { kind: 'object' }): GoMap {
    return (this.anyValue(node) as Iface).v as GoMap;
  }

  /**
   * decode.go valueInterface: JSON as map[string]any / []any / float64 / string / bool / nil.
   * Iterative (a document may nest 10,000 deep); values are made in document order, so the first
   * number that does not convert is the error saved, as in Go's recursive walk.
   */
  private anyValue(root: JNode): Iface | null {
    const work: { node: JNode; set: (v: Iface | null) => void }[] = [];
    let result: Iface | null = null;
    work.push({ node: root, set: (v) => (result = v) });
    while (work.length > 0) {
      const { node, set } = work.pop()!;
      switch (node.kind) {
        case 'array': {
          const arr = new Array(node.items.length);
          set(new Iface(sliceOf(tEmptyInterface), Slice.of(arr)));
          for (let i = node.items.length - 1; i >= 0; i--) {
            work.push({ node: node.items[i], set: (v) => (arr[i] = v) });
          }
          break;
        }
        case 'object': {
          const m = new GoMap(tString);
          set(new Iface(mapOf(tString, tEmptyInterface), m));
          for (let i = node.entries.length - 1; i >= 0; i--) {
            const [k, v] = node.entries[i];
            work.push({ node: v, set: (x) => m.set(k, x) });
          }
          break;
        }
        default:
          set(this.anyScalar(node));
      }
    }
    return result;
  }

  private anyScalar(node: JNode): Iface | null {
    switch (node.kind) {
      case 'null':
        return null;
      case 'bool':
        return new Iface(tBool, node.value);
      case 'string':
        return new Iface(tString, node.value);
      case 'number': {
        if (this.useNumber) return new Iface(this.ctx.typeOf('encoding/json', 'Number'), node.text);
        if (this.opts.preserveInts === true && /^-?\d+$/.test(node.text)) {
          const n = BigInt(node.text);
          if (n >= INT_LIMITS.int64[0] && n <= INT_LIMITS.int64[1]) return new Iface(tInt64, canon(n));
        }
        // decode.go literalInterface: convertNumber's error is saved and its nil result stored.
        const f = parseGoFloat(node.text, 64);
        if (f.code !== 0) {
          this.typeError(`number ${node.text}`, tFloat64, node);
          return null;
        }
        return new Iface(tFloat64, f.v);
      }
      default:
        throw new Error('json: anyScalar of a container');
    }
  }
}

/** Per typeFields list: its fields by exact name, the first of a name winning (decode.go's nameIndex). */
const byName = new WeakMap<JField[], Map<string, JField>>();

function findField(fields: JField[], key: string, caseSensitive: boolean): JField | undefined {
  let index = byName.get(fields);
  if (index === undefined) {
    index = new Map();
    for (let i = 0; i < fields.length; i++)
      if (!index.has(fields[i].name)) index.set(fields[i].name, fields[i]);
    byName.set(fields, index);
  }
  const exact = index.get(key);
  if (exact !== undefined || caseSensitive) return exact;
  const folded = foldName(key);
  for (const f of fields) if (foldName(f.name) === folded) return f;
  return undefined;
}

function isExportedType(t: RType): boolean {
  const c = t.name.charCodeAt(0);
  return c >= 0x41 && c <= 0x5a;
}

function canonU(t: RType, n: bigint): number | bigint {
  if (
    t.kind === 'int' ||
    t.kind === 'int64' ||
    t.kind === 'uint' ||
    t.kind === 'uint64' ||
    t.kind === 'uintptr'
  ) {
    return canon(n);
  }
  return Number(n);
}

const D_SLICE = 0;
const D_ARRAY = 1;
const D_MAP = 2;
const D_STRUCT = 3;

/**
 * A container being decoded into: its type, the JSON array or object, where it is stored, and `val`
 * (D_SLICE the slice so far, D_ARRAY the array object, D_MAP the map, D_STRUCT the struct object).
 * `i` is the next element or entry. D_MAP: `cell` holds the value of the entry before `i` until its
 * key is stored. D_STRUCT: `pending` while a field's value is stored, with the context to restore.
 */
class DFrame {
  i = 0;
  cell: Cell | undefined = undefined;
  pending = false;
  savedStruct: string | undefined = undefined;
  savedDepth = 0;
  fields: JField[] | undefined = undefined;
  readonly kind: number;
  readonly t: RType;
  readonly node: JNode;
  readonly loc: Loc;
  val: any;
  constructor(kind: number, t: RType, node: JNode, loc: Loc, val: any) {
    this.kind = kind;
    this.t = t;
    this.node = node;
    this.loc = loc;
    this.val = val;
  }
}

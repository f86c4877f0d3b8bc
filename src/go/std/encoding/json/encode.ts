// json.Marshal over the interpreter's runtime values (go/src/encoding/json/encode.go): field order and
// names from typeFields, omitempty, `,string`, map keys sorted, []byte as base64, nil slices/maps/
// pointers as null, floats in Go's format, HTML-safe string escaping, Marshaler / TextMarshaler
// methods (pointer-receiver ones only for addressable values), and Go's error messages.

import type { NativeContext } from '../../../interp/native.ts';
import { ptrTo as ptrOf, type RType } from '../../../interp/rtype.ts';
import { Cell, ElemRef, FieldRef, type GoMap, Iface, type Slice } from '../../../interp/values.ts';
import { bytesOf } from '../../internal/conv.ts';
import { formatFloat } from '../../strconv/ftoa.ts';
import { quote } from '../../strconv/quote.ts';
import { b64Encode } from '../package.ts';
import { type JField, typeFields } from './fields.ts';
import { isValidNumber, JsonSyntaxError, parseJSON } from './scan.ts';

/** A Marshal failure, mapped to the package's error types by its Go source. */
export class MarshalFailure extends Error {
  /**
   * 1 UnsupportedTypeError, 2 UnsupportedValueError, 3 MarshalerError (cause), 4 MarshalerError
   * (syntax), 5 an errors.New error with message `detail`.
   */
  readonly code: number;
  readonly detail: string;
  override readonly cause: Iface | null;
  readonly offset: number;
  readonly sourceFunc: string;
  /** UnsupportedTypeError.Type, MarshalerError.Type (codes 1, 3, 4). */
  rtype: RType | null = null;
  constructor(code: number, detail: string, cause: Iface | null = null, offset = 0, sourceFunc = '') {
    super(detail);
    this.code = code;
    this.detail = detail;
    this.cause = cause;
    this.offset = offset;
    this.sourceFunc = sourceFunc;
  }
}

function typed(f: MarshalFailure, t: RType): MarshalFailure {
  f.rtype = t;
  return f;
}

const HEX = '0123456789abcdef';

/** encode.go appendString: Go bytes → quoted JSON, invalid UTF-8 as \ufffd. */
export function quoteJSON(s: string, escapeHTML: boolean): string {
  let out = '"';
  let start = 0;
  let i = 0;
  while (i < s.length) {
    const b = s.charCodeAt(i);
    if (b < 0x80) {
      if (
        b >= 0x20 &&
        b !== 0x22 &&
        b !== 0x5c &&
        (!escapeHTML || (b !== 0x3c && b !== 0x3e && b !== 0x26))
      ) {
        i++;
        continue;
      }
      out += s.slice(start, i);
      switch (b) {
        case 0x5c:
        case 0x22:
          out += `\\${s[i]}`;
          break;
        case 0x08:
          out += '\\b';
          break;
        case 0x0c:
          out += '\\f';
          break;
        case 0x0a:
          out += '\\n';
          break;
        case 0x0d:
          out += '\\r';
          break;
        case 0x09:
          out += '\\t';
          break;
        default:
          out += `\\u00${HEX[b >> 4]}${HEX[b & 0xf]}`;
      }
      i++;
      start = i;
      continue;
    }
    const n = utf8At(s, i);
    if (n === 0) {
      out += `${s.slice(start, i)}\\ufffd`;
      i++;
      start = i;
      continue;
    }
    // U+2028 and U+2029 (E2 80 A8/A9) are escaped for JSONP safety.
    if (n === 3 && b === 0xe2 && s.charCodeAt(i + 1) === 0x80 && (s.charCodeAt(i + 2) & 0xfe) === 0xa8) {
      out += `${s.slice(start, i)}\\u202${HEX[s.charCodeAt(i + 2) & 0xf]}`;
      i += 3;
      start = i;
      continue;
    }
    i += n;
  }
  return `${out}${s.slice(start)}"`;
}

function utf8At(s: string, i: number): number {
  const c = s.charCodeAt(i);
  const cont = (k: number, lo = 0x80, hi = 0xbf) => {
    const b = s.charCodeAt(i + k);
    return b >= lo && b <= hi;
  };
  if (c >= 0xc2 && c <= 0xdf) return cont(1) ? 2 : 0;
  if (c === 0xe0) return cont(1, 0xa0) && cont(2) ? 3 : 0;
  if (c === 0xed) return cont(1, 0x80, 0x9f) && cont(2) ? 3 : 0;
  if (c >= 0xe1 && c <= 0xef) return cont(1) && cont(2) ? 3 : 0;
  if (c === 0xf0) return cont(1, 0x90) && cont(2) && cont(3) ? 4 : 0;
  if (c >= 0xf1 && c <= 0xf3) return cont(1) && cont(2) && cont(3) ? 4 : 0;
  if (c === 0xf4) return cont(1, 0x80, 0x8f) && cont(2) && cont(3) ? 4 : 0;
  return 0;
}

/** encode.go floatEncoder. */
export function formatJSONFloat(f: number, bits: number): string {
  if (!Number.isFinite(f)) throw new MarshalFailure(2, formatFloat(f, 'g', -1, bits));
  const abs = Math.abs(f);
  let fmt = 'f';
  if (abs !== 0) {
    const a = bits === 32 ? Math.fround(abs) : abs;
    if (a < 1e-6 || a >= 1e21) fmt = 'e';
  }
  let b = formatFloat(f, fmt, -1, bits);
  if (fmt === 'e') {
    const n = b.length;
    if (n >= 4 && b[n - 4] === 'e' && b[n - 3] === '-' && b[n - 2] === '0') b = b.slice(0, n - 2) + b[n - 1];
  }
  return b;
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** []byte as encoding/json writes it: base64.StdEncoding. */
export function base64Encode(bytes: string): string {
  return b64Encode(B64, '=', bytes);
}

/** Re-emits valid JSON compactly (encode.go compact), optionally HTML-escaping strings' <, >, &. */
export function compactJSON(src: string, escapeHTML: boolean): string {
  let out = '';
  let inStr = false;
  let start = 0;
  for (let i = 0; i < src.length; i++) {
    const c = src.charCodeAt(i);
    if (inStr) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inStr = false;
      else if (escapeHTML && (c === 0x3c || c === 0x3e || c === 0x26)) {
        out += `${src.slice(start, i)}\\u00${HEX[c >> 4]}${HEX[c & 0xf]}`;
        start = i + 1;
      }
      continue;
    }
    if (c === 0x22) inStr = true;
    else if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) {
      out += src.slice(start, i);
      start = i + 1;
    }
  }
  return out + src.slice(start);
}

/** encode.go/indent.go appendIndent over compact valid JSON. */
export function indentJSON(src: string, prefix: string, indent: string): string {
  let out = '';
  let depth = 0;
  let needIndent = false;
  let inStr = false;
  const newline = (): void => {
    out += `\n${prefix}${indent.repeat(depth)}`;
  };
  for (let i = 0; i < src.length; i++) {
    const ch = src[i];
    const c = src.charCodeAt(i);
    if (inStr) {
      out += ch;
      if (c === 0x5c) {
        out += src[i + 1];
        i++;
      } else if (c === 0x22) inStr = false;
      continue;
    }
    if (c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d) continue;
    if (needIndent && c !== 0x5d && c !== 0x7d) {
      needIndent = false;
      depth++;
      newline();
    }
    switch (ch) {
      case '"':
        inStr = true;
        out += ch;
        break;
      case '{':
      case '[':
        needIndent = true;
        out += ch;
        break;
      case ',':
        out += ch;
        newline();
        break;
      case ':':
        out += ': ';
        break;
      case '}':
      case ']':
        if (needIndent) needIndent = false;
        else {
          depth--;
          newline();
        }
        out += ch;
        break;
      default:
        out += ch;
    }
  }
  return out;
}

/** encode.go isEmptyValue: false, 0, "", nil pointer/interface, empty slice/map/array (what omitempty omits). */
export function isEmptyValue(t: RType, v: any): boolean {
  switch (t.kind) {
    case 'array':
    case 'string':
      return t.kind === 'string' ? v === '' : t.len === 0;
    case 'slice':
      return v === null || (v as Slice).len === 0;
    case 'map':
      return v === null || (v as GoMap).size === 0;
    case 'bool':
      return v === false;
    case 'ptr':
    case 'interface':
    case 'func':
    case 'chan':
      return v === null;
    case 'complex64':
    case 'complex128':
      return false;
    case 'struct':
      return false;
    default:
      return v === 0 || v === 0n;
  }
}

/** reflect.Value.IsZero: every field and element zero; floats by their bits (so -0 is not zero). */
function isZeroValue(t: RType, v: any): boolean {
  switch (t.kind) {
    case 'struct':
      return t.fields.every((f) => isZeroValue(f.type, v[f.key]));
    case 'array':
      return (v as any[]).every((x) => isZeroValue(t.elem!, x));
    case 'string':
      return v === '';
    case 'bool':
      return v === false;
    case 'float32':
    case 'float64':
      return v === 0 && !Object.is(v, -0);
    case 'complex64':
    case 'complex128':
      return v.re === 0 && v.im === 0 && !Object.is(v.re, -0) && !Object.is(v.im, -0);
    case 'ptr':
    case 'interface':
    case 'func':
    case 'chan':
    case 'slice':
    case 'map':
    case 'unsafe.Pointer':
      return v === null;
    default:
      return v === 0 || v === 0n;
  }
}

/** The JS value that `&v` is for a method call (structs are their own pointers). */
function addrOf(t: RType, v: any): any {
  return t.kind === 'struct' || t.kind === 'array' ? v : new Cell(v);
}

export class Encoder {
  private readonly ctx: NativeContext;
  private readonly escapeHTML: boolean;
  /**
   * Whole floats keep a decimal point ("3.0"), so a decoder that turns integers into int64 keeps
   * them float64: what apimachinery's reflective runtime.DefaultUnstructuredConverter gives a float
   * field. Not encoding/json's behaviour; only that converter sets it.
   */
  private readonly floatPoint: boolean;
  /** The pointers, maps and slices being encoded, outermost first, and where each one is in it. */
  private readonly ptrPath: RType[] = [];
  private readonly ptrActive = new Map<any, Map<string, number>>();
  /** Values being encoded recursively (encode's JS frames). */
  private depth = 0;
  constructor(ctx: NativeContext, escapeHTML: boolean, floatPoint = false) {
    this.ctx = ctx;
    this.escapeHTML = escapeHTML;
    this.floatPoint = floatPoint;
  }

  /**
   * encode.go's cycle check in ptrEncoder, mapEncoder and sliceEncoder: past 1000 nested pointers,
   * maps and slices (startDetectingCyclesAfter) each one's identity (a slice's: its first element
   * and length) is remembered while it is encoded, and meeting one again inside itself is
   * `encountered a cycle via <its type>`. gc recurses 1000 levels before it looks; oplab spots the
   * cycle when it first closes and names the type gc would: the chain repeats from the first
   * element of the cycle, so the 1001st level of it is known, and it is the first one met again.
   * (enter/leave around the recursion, not a callback: a deep chain costs fewer JS frames.)
   */
  private enter(t: RType, id: any, sub: string): void {
    let subs = this.ptrActive.get(id);
    const at = subs?.get(sub);
    if (at !== undefined) {
      const period = this.ptrPath.length - at;
      const first = at >= 1000 ? at : at + ((1000 - at) % period);
      throw new MarshalFailure(2, `encountered a cycle via ${this.ptrPath[first].String()}`);
    }
    if (subs === undefined) this.ptrActive.set(id, (subs = new Map()));
    subs.set(sub, this.ptrPath.length);
    this.ptrPath.push(t);
  }

  private leave(id: any, sub: string): void {
    this.ptrPath.pop();
    const subs = this.ptrActive.get(id)!;
    subs.delete(sub);
    if (subs.size === 0) this.ptrActive.delete(id);
  }

  private marshalerResult(t: RType, recvType: RType, recv: any, name: 'MarshalJSON' | 'MarshalText'): string {
    const m = this.ctx.lookupMethod(recvType, name)!;
    const r = m.fn(recv);
    const [b, err] = r as [Slice | null, Iface | null];
    if (err !== null) throw typed(new MarshalFailure(3, t.String(), err, 0, name), t);
    const raw = bytesOf(b);
    if (name === 'MarshalText') return quoteJSON(raw, this.escapeHTML);
    try {
      parseJSON(raw);
    } catch (e) {
      if (e instanceof JsonSyntaxError)
        throw typed(new MarshalFailure(4, t.String(), null, e.offset, e.message), t);
      throw e;
    }
    return compactJSON(raw, this.escapeHTML);
  }

  /** MarshalJSON / MarshalText on the value or (if addressable) its address; undefined if none. */
  private viaMethods(t: RType, v: any, addressable: boolean): string | undefined {
    if (t.kind === 'ptr' && v === null) {
      if (t.method('MarshalJSON') || t.method('MarshalText')) return 'null';
      return undefined;
    }
    for (const name of ['MarshalJSON', 'MarshalText'] as const) {
      if (t.kind !== 'interface' && t.method(name)) {
        const m = t.method(name)!;
        if (!m.ptrRecv || t.kind === 'ptr') return this.marshalerResult(t, t, v, name);
      }
      if (addressable && t.kind !== 'ptr' && t.named) {
        const pt = this.ctx.lookupMethod(ptrOf(t), name) ? ptrOf(t) : undefined;
        if (pt) return this.marshalerResult(pt, pt, addrOf(t, v), name);
      }
    }
    return undefined;
  }

  /**
   * encode, past DEEP nested values: gc's encoder recurses on a goroutine stack that grows to 1 GB,
   * so a value nested 100,000 deep still marshals. Here arrays, slices, maps, structs and pointers
   * being written are frames on an explicit stack, and the text is appended in document order (the
   * same order of MarshalJSON / IsZero calls and of errors as the recursive walk). The recursive
   * encode stays for shallower values: it is faster for them.
   */
  private encodeDeep(t: RType, v: any, addressable: boolean, quoted: boolean): string {
    const stack: Frame[] = [];
    let out = this.step(t, v, addressable, quoted, stack);
    while (stack.length > 0) {
      const fr = stack[stack.length - 1];
      switch (fr.kind) {
        case F_SEQ:
          if (fr.i < fr.n) {
            const x = fr.arr[fr.off + fr.i];
            out += fr.i++ === 0 ? '' : ',';
            out += this.step(fr.t, x, fr.addressable, false, stack);
            continue;
          }
          stack.pop();
          if (fr.id !== undefined) this.leave(fr.id, fr.sub);
          out += ']';
          continue;
        case F_MAP:
          if (fr.i < fr.n) {
            const [k, val] = fr.arr[fr.i] as [string, any];
            out += `${fr.i++ === 0 ? '' : ','}${quoteJSON(k, this.escapeHTML)}:`;
            out += this.step(fr.t, val, false, false, stack);
            continue;
          }
          stack.pop();
          this.leave(fr.id, '');
          out += '}';
          continue;
        case F_STRUCT: {
          const f = this.nextField(fr);
          if (f !== undefined) {
            out += `${fr.sep ? ',' : ''}${quoteJSON(f.name, this.escapeHTML)}:`;
            fr.sep = true;
            out += this.step(this.fieldT!, this.fieldV, fr.addressable, f.quoted, stack);
            continue;
          }
          stack.pop();
          out += '}';
          continue;
        }
        default:
          // F_PTR: the pointed-to value is written; the pointer leaves the cycle check.
          stack.pop();
          this.leave(fr.id, fr.sub);
      }
    }
    return out;
  }

  /** A bool, number or string as its JSON text (`,string` quoted); undefined for other kinds. */
  private scalar(t: RType, v: any, quoted: boolean): string | undefined {
    switch (t.kind) {
      case 'bool': {
        const s = v ? 'true' : 'false';
        return quoted ? `"${s}"` : s;
      }
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
      case 'uintptr': {
        const s = String(v);
        return quoted ? `"${s}"` : s;
      }
      case 'float32':
      case 'float64': {
        let s: string;
        try {
          s = formatJSONFloat(v, t.kind === 'float32' ? 32 : 64);
        } catch (e) {
          // UnsupportedValueError.Value: the float itself, with its type
          if (e instanceof MarshalFailure) throw new MarshalFailure(e.code, e.detail, new Iface(t, v));
          throw e;
        }
        if (quoted) return `"${s}"`;
        return this.floatPoint && /^-?\d+$/.test(s) ? `${s}.0` : s;
      }
      case 'string': {
        if (t.named && t.pkgPath === 'encoding/json' && t.name === 'Number') {
          // encode.go stringEncoder: "" encodes as 0; anything else must be a JSON number literal
          // (isValidNumber), else `json: invalid number literal "abc"`; `,string` quotes it.
          const num = v === '' ? '0' : v;
          if (!isValidNumber(num)) throw new MarshalFailure(5, `json: invalid number literal ${quote(num)}`);
          return quoted ? `"${num}"` : num;
        }
        const s = quoteJSON(v, this.escapeHTML);
        return quoted ? quoteJSON(s, this.escapeHTML) : s;
      }
      default:
        return undefined;
    }
  }

  /** The text of a value that has no elements, or the opening of one whose frame is pushed. */
  private step(t: RType, v: any, addressable: boolean, quoted: boolean, stack: Frame[]): string {
    for (;;) {
      if (t.methods.size > 0 || (addressable && t.named)) {
        const r = this.viaMethods(t, v, addressable);
        if (r !== undefined) return r;
      }
      const scalar = this.scalar(t, v, quoted);
      if (scalar !== undefined) return scalar;
      switch (t.kind) {
        case 'interface': {
          if (v === null) return 'null';
          const iv = v as Iface;
          t = iv.t;
          v = iv.v;
          addressable = false;
          quoted = false;
          continue;
        }
        case 'ptr': {
          if (v === null) return 'null';
          const et = t.elem!;
          // A pointer's identity: the struct or array object it is, a Cell, or the element or field
          // it refers to (a fresh ElemRef/FieldRef per &x, so keyed by where it points).
          const id = v instanceof ElemRef ? v.arr : v instanceof FieldRef ? v.obj : v;
          const sub = v instanceof ElemRef ? `e${v.i}` : v instanceof FieldRef ? `f${v.key}` : '';
          this.enter(t, id, sub);
          stack.push(new Frame(F_PTR, et, null, 0, 0, false, id, sub));
          v = et.kind === 'struct' || et.kind === 'array' ? v : v.load();
          t = et;
          addressable = true;
          continue;
        }
        case 'struct':
          stack.push(new Frame(F_STRUCT, t, typeFields(t), 0, 0, addressable, v, ''));
          return '{';
        case 'map': {
          const kt = t.key!;
          if (!mapKeyOK(kt)) throw typed(new MarshalFailure(1, t.String()), t);
          if (v === null) return 'null';
          const m = v as GoMap;
          this.enter(t, m, '');
          // mapEncoder.encode: every key is resolved first, then the values are encoded in key order.
          const keyed: [string, any][] = [];
          for (const [k, val] of m.entries()) keyed.push([this.mapKey(t, k), val]);
          keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
          stack.push(new Frame(F_MAP, t.elem!, keyed, 0, keyed.length, false, m, ''));
          return '{';
        }
        case 'slice': {
          if (v === null) return 'null';
          const s = v as Slice;
          if (t.elem!.kind === 'uint8' && !(t.elem!.methods.size > 0)) {
            return `"${base64Encode(bytesOf(s))}"`;
          }
          const sub = `${s.off}:${s.len}`;
          this.enter(t, s.arr, sub);
          stack.push(new Frame(F_SEQ, t.elem!, s.arr, s.off, s.len, true, s.arr, sub));
          return '[';
        }
        case 'array':
          stack.push(new Frame(F_SEQ, t.elem!, v, 0, t.len, addressable, undefined, ''));
          return '[';
        default:
          throw typed(new MarshalFailure(1, t.String()), t);
      }
    }
  }

  /** nextField's field's type and value (not an object per field). */
  private fieldT: RType | undefined = undefined;
  private fieldV: any = undefined;

  /** The next field of a struct frame that is written (omitempty / omitzero checked in order). */
  private nextField(fr: Frame): JField | undefined {
    const fields = fr.arr as JField[];
    outer: while (fr.i < fields.length) {
      const f = fields[fr.i++];
      let cur = fr.id;
      let ct = fr.t;
      for (let k = 0; k < f.path.length; k++) {
        const hop = f.path[k];
        cur = cur[hop.key];
        ct = hop.type;
        if (k < f.path.length - 1 && ct.kind === 'ptr') {
          if (cur === null) continue outer;
          ct = ct.elem!;
        }
      }
      if (f.omitEmpty && isEmptyValue(ct, cur)) continue;
      if (f.omitZero && this.isZero(ct, cur)) continue;
      this.fieldT = ct;
      this.fieldV = cur;
      return f;
    }
    return undefined;
  }
  /** Encodes `v` of type `t`; `addressable` as reflect's CanAddr (reached through a pointer or slice). */
  encode(t: RType, v: any, addressable: boolean, quoted = false): string {
    if (this.depth >= DEEP) return this.encodeDeep(t, v, addressable, quoted);
    // Not restored if a failure is thrown: the failure ends this Encoder's Marshal.
    this.depth++;
    const s = this.encodeShallow(t, v, addressable, quoted);
    this.depth--;
    return s;
  }

  private encodeShallow(t: RType, v: any, addressable: boolean, quoted: boolean): string {
    if (t.methods.size > 0 || (addressable && t.named)) {
      const r = this.viaMethods(t, v, addressable);
      if (r !== undefined) return r;
    }
    const scalar = this.scalar(t, v, quoted);
    if (scalar !== undefined) return scalar;
    switch (t.kind) {
      case 'interface': {
        if (v === null) return 'null';
        const iv = v as Iface;
        return this.encode(iv.t, iv.v, false);
      }
      case 'ptr': {
        if (v === null) return 'null';
        const et = t.elem!;
        // A pointer's identity: the struct or array object it is, a Cell, or the element or field
        // it refers to (a fresh ElemRef/FieldRef per &x, so keyed by where it points).
        const id = v instanceof ElemRef ? v.arr : v instanceof FieldRef ? v.obj : v;
        const sub = v instanceof ElemRef ? `e${v.i}` : v instanceof FieldRef ? `f${v.key}` : '';
        this.enter(t, id, sub);
        const r = this.encode(et, et.kind === 'struct' || et.kind === 'array' ? v : v.load(), true, quoted);
        this.leave(id, sub);
        return r;
      }
      case 'struct':
        return this.struct(t, v, addressable);
      case 'map':
        return this.map(t, v);
      case 'slice': {
        if (v === null) return 'null';
        const s = v as Slice;
        if (t.elem!.kind === 'uint8' && !(t.elem!.methods.size > 0)) {
          return `"${base64Encode(bytesOf(s))}"`;
        }
        const sub = `${s.off}:${s.len}`;
        this.enter(t, s.arr, sub);
        const parts: string[] = [];
        for (let i = 0; i < s.len; i++) parts.push(this.encode(t.elem!, s.arr[s.off + i], true));
        this.leave(s.arr, sub);
        return `[${parts.join(',')}]`;
      }
      case 'array': {
        const parts: string[] = [];
        for (let i = 0; i < t.len; i++) parts.push(this.encode(t.elem!, v[i], addressable));
        return `[${parts.join(',')}]`;
      }
      default:
        throw typed(new MarshalFailure(1, t.String()), t);
    }
  }

  private struct(t: RType, v: any, addressable: boolean): string {
    const parts: string[] = [];
    outer: for (const f of typeFields(t)) {
      let cur = v;
      let ct = t;
      for (let k = 0; k < f.path.length; k++) {
        const hop = f.path[k];
        cur = cur[hop.key];
        ct = hop.type;
        if (k < f.path.length - 1 && ct.kind === 'ptr') {
          if (cur === null) continue outer;
          ct = ct.elem!;
        }
      }
      if (f.omitEmpty && isEmptyValue(ct, cur)) continue;
      if (f.omitZero && this.isZero(ct, cur)) continue;
      parts.push(`${quoteJSON(f.name, this.escapeHTML)}:${this.encode(ct, cur, addressable, f.quoted)}`);
    }
    return `{${parts.join(',')}}`;
  }

  /** go1.24 encode.go omitzero: a declared IsZero (on the value, or on its address), else reflect.Value.IsZero. */
  private isZero(t: RType, v: any): boolean {
    if (t.kind === 'interface') {
      if (v === null) return true;
      const iv = v as Iface;
      if (t.imethods.some((m) => m.name === 'IsZero')) {
        if (iv.t.kind === 'ptr' && iv.v === null) return true;
        return this.ctx.lookupMethod(iv.t, 'IsZero')!.fn(iv.v) === true;
      }
      return false;
    }
    const m = t.method('IsZero');
    if (m !== undefined && (!m.ptrRecv || t.kind === 'ptr')) {
      if (t.kind === 'ptr' && v === null) return true;
      return m.fn(v) === true;
    }
    if (t.kind !== 'ptr' && t.named) {
      const pm = this.ctx.lookupMethod(ptrOf(t), 'IsZero');
      if (pm !== undefined) return pm.fn(addrOf(t, v)) === true;
    }
    return isZeroValue(t, v);
  }

  private map(t: RType, v: GoMap | null): string {
    const kt = t.key!;
    if (!mapKeyOK(kt)) throw typed(new MarshalFailure(1, t.String()), t);
    if (v === null) return 'null';
    this.enter(t, v, '');
    // mapEncoder.encode: every key is resolved first, then the values are encoded in key order.
    const keyed: [string, any][] = [];
    for (const [k, val] of v.entries()) keyed.push([this.mapKey(t, k), val]);
    keyed.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
    const parts: string[] = [];
    for (const [k, val] of keyed)
      parts.push(`${quoteJSON(k, this.escapeHTML)}:${this.encode(t.elem!, val, false)}`);
    this.leave(v, '');
    return `{${parts.join(',')}}`;
  }

  /**
   * encode.go resolveKeyName: strings as is, TextMarshaler, then integers in decimal. A
   * MarshalText error is mapEncoder's `fmt.Errorf("json: encoding error for type %q: %q", ...)`
   * naming the map's type, not a MarshalerError.
   */
  private mapKey(t: RType, k: any): string {
    const kt = t.key!;
    if (kt.kind === 'string') return k;
    const m = kt.method('MarshalText');
    if (m && !m.ptrRecv) {
      const [b, err] = m.fn(k) as [Slice | null, Iface | null];
      if (err !== null) {
        const msg = this.ctx.callMethod(err, 'Error') as string;
        throw new MarshalFailure(5, `json: encoding error for type ${quote(t.String())}: ${quote(msg)}`);
      }
      return bytesOf(b);
    }
    switch (kt.kind) {
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
        return String(k);
      default:
        throw new MarshalFailure(1, kt.String());
    }
  }
}

function mapKeyOK(kt: RType): boolean {
  if (kt.kind === 'string' || /^u?int(8|16|32|64|ptr)?$/.test(kt.kind)) return true;
  const m = kt.method('MarshalText');
  return m !== undefined && !m.ptrRecv;
}

/** Nesting past which encode goes on with an explicit stack (well within the JS stack). */
const DEEP = 500;

const F_SEQ = 0;
const F_MAP = 1;
const F_STRUCT = 2;
const F_PTR = 3;

/**
 * A value being written: F_SEQ an array's or slice's elements (arr from off, n of them; id/sub the
 * slice's cycle-check identity, undefined for an array), F_MAP a map's sorted [key, value] pairs
 * (id the map), F_STRUCT a struct's fields (arr its typeFields, id the struct object), F_PTR a
 * pointer whose value is being written (id/sub its identity). `t` is the element type (the
 * struct's own type for F_STRUCT). One shape for all, so the loop's property reads stay monomorphic.
 */
class Frame {
  i = 0;
  sep = false;
  readonly kind: number;
  readonly t: RType;
  readonly arr: any;
  readonly off: number;
  readonly n: number;
  readonly addressable: boolean;
  readonly id: any;
  readonly sub: string;
  constructor(
    kind: number,
    t: RType,
    arr: any,
    off: number,
    n: number,
    addressable: boolean,
    id: any,
    sub: string,
  ) {
    this.kind = kind;
    this.t = t;
    this.arr = arr;
    this.off = off;
    this.n = n;
    this.addressable = addressable;
    this.id = id;
    this.sub = sub;
  }
}

// Printf/Print/Println over runtime values, reproducing go/src/fmt/print.go: verb parsing, argument
// indexes, `*` widths, bad-verb / missing / extra forms, method dispatch (Formatter, GoStringer,
// error, Stringer) with panics caught, and the reflect walk of %v/%+v/%#v.

import { addressOf } from '../../interp/address.ts';
import { GoPanic, isForeignPanic } from '../../interp/panic.ts';
import type { RType } from '../../interp/rtype.ts';
import { isInteger, isUnsigned, tInt, tInt64, tUint8, tUint64 } from '../../interp/rtype.ts';
import { R, recovered } from '../../interp/state.ts';
import { bytesToString } from '../../interp/strings.ts';
import { Iface, type Pointer, type Slice } from '../../interp/values.ts';
import { valueContents } from '../reflect/value.ts';
import type { TimeV } from '../time/civil.ts';
import { decodeRune, encodeRune, RuneSelf } from '../unicode/utf8core.ts';
import { Fmt, ldigits, udigits } from './format.ts';
import { compareKeys } from './sortkeys.ts';

const percentBang = '%!';
const nilAngle = '<nil>';
const nilParen = '(nil)';
const badWidth = '%!(BADWIDTH)';
const badPrec = '%!(BADPREC)';
const noVerb = '%!(NOVERB)';
const badIndex = '(BADINDEX)';
const missing = '(MISSING)';
const extra = '%!(EXTRA ';
const panicString = '(PANIC=';

/** A value being printed: its (non-interface) type and runtime value; `ro` = reached via an unexported field. */
interface Val {
  t: RType;
  v: any;
  ro: boolean;
}

/**
 * Hooks for Formatter dispatch: fmt.State is a Go interface, so calling a user's Format method needs
 * a Go value implementing it. The fmt package module supplies this once its types are loaded.
 */
export interface FormatterHook {
  callFormat(p: Printer, arg: Iface, verb: number): void;
}

/**
 * The method `name` of t's method set if its signature is the one fmt's interfaces require:
 * `func() string` (Error, String, GoString) or `func(State, rune)` (Format). time.Time's
 * Format(string) string, say, is not a Formatter.
 */
function methodOf(t: RType, name: string) {
  const m = t.methods.get(name);
  if (m === undefined) return undefined;
  // T's method set excludes pointer-receiver methods.
  if (m.ptrRecv && t.kind !== 'ptr') return undefined;
  const sig = m.type;
  if (name === 'Format') {
    if (sig.params.length !== 2 || sig.results.length !== 0 || sig.params[1].kind !== 'int32')
      return undefined;
  } else if (sig.params.length !== 0 || sig.results.length !== 1 || sig.results[0].kind !== 'string')
    return undefined;
  return m;
}

/** Seconds from year 1 to 1885 (time.go's wallToInternal, the origin of wall's seconds). */
const wallToInternal =
  (1884 * 365 + Math.floor(1884 / 4) - Math.floor(1884 / 100) + Math.floor(1884 / 400)) * 86400;

/** The field list of our time.Time (std/time/time.go): sec, nsec, mono, hasMono, loc. */
function isTimeStruct(fields: RType['fields']): boolean {
  return (
    fields.length === 5 &&
    fields[0].pkgPath === 'time' &&
    fields[0].name === 'sec' &&
    fields[3].name === 'hasMono' &&
    fields[4].name === 'loc'
  );
}

function isNilPtr(arg: Iface): boolean {
  return arg.t.kind === 'ptr' && arg.v === null;
}

/** Unsigned 64-bit view of an integer value (for %c, %q, %U). */
function asU64(v: number | bigint): bigint {
  return BigInt.asUintN(64, BigInt(v));
}

/** Levels printValue recurses through before printDeep takes over. */
const DEEP_PRINT = 500;

export class Printer {
  readonly f = new Fmt();
  arg: Iface | null = null;
  value: Val | null = null;
  erroring = false;
  panicking = false;
  wrapErrs = false;
  reordered = false;
  goodArgNum = true;
  wrappedErrs: number[] = [];
  formatter: FormatterHook | null;
  /** In printDeep's loop: the current value's queued elements and text (see sub, emit). */
  pending: (Val | string)[] | null = null;
  deferring = false;

  constructor(formatter: FormatterHook | null = null) {
    this.formatter = formatter;
  }

  get buf(): string {
    return this.f.buf;
  }

  write(s: string): void {
    this.f.buf += s;
  }

  // ------------------------------------------------------------------------------------------
  // Basic kinds.

  badVerb(verb: number): void {
    this.erroring = true;
    this.write(percentBang + encodeRune(verb));
    this.write('(');
    if (this.arg !== null) {
      this.write(this.arg.t.String());
      this.write('=');
      const arg = this.arg;
      this.leaf(() => this.printArg(arg, 0x76));
    } else if (this.value !== null) {
      this.write(this.value.t.String());
      this.write('=');
      const value = this.value;
      this.leaf(() => this.printValue(value, 0x76, 0));
    } else this.write(nilAngle);
    this.write(')');
    this.erroring = false;
  }

  fmtBool(v: boolean, verb: number): void {
    if (verb === 0x74 || verb === 0x76) this.f.fmtBoolean(v);
    else this.badVerb(verb);
  }

  fmt0x64(v: number | bigint, leading0x: boolean): void {
    const sharp = this.f.sharp;
    this.f.sharp = leading0x;
    this.f.fmtInteger(v, 16, 'v', ldigits);
    this.f.sharp = sharp;
  }

  /** `v` is the mathematical value; unsigned kinds are never negative. */
  fmtInteger(v: number | bigint, signed: boolean, verb: number): void {
    const f = this.f;
    switch (verb) {
      case 0x76: // v
        if (f.sharpV && !signed) this.fmt0x64(v, true);
        else f.fmtInteger(v, 10, 'v', ldigits);
        return;
      case 0x64: // d
        f.fmtInteger(v, 10, 'd', ldigits);
        return;
      case 0x62: // b
        f.fmtInteger(v, 2, 'b', ldigits);
        return;
      case 0x6f: // o
      case 0x4f: // O
        f.fmtInteger(v, 8, String.fromCharCode(verb), ldigits);
        return;
      case 0x78: // x
        f.fmtInteger(v, 16, 'x', ldigits);
        return;
      case 0x58: // X
        f.fmtInteger(v, 16, 'X', udigits);
        return;
      case 0x63: // c
        f.fmtC(asU64(v));
        return;
      case 0x71: // q
        f.fmtQc(asU64(v));
        return;
      case 0x55: // U
        f.fmtUnicode(asU64(v));
        return;
      default:
        this.badVerb(verb);
    }
  }

  fmtFloat(v: number, size: number, verb: number): void {
    const f = this.f;
    switch (verb) {
      case 0x76:
        f.fmtFloat(v, size, 'g', -1);
        return;
      case 0x62:
      case 0x67:
      case 0x47:
      case 0x78:
      case 0x58:
        f.fmtFloat(v, size, String.fromCharCode(verb), -1);
        return;
      case 0x66:
      case 0x65:
      case 0x45:
        f.fmtFloat(v, size, String.fromCharCode(verb), 6);
        return;
      case 0x46:
        f.fmtFloat(v, size, 'f', 6);
        return;
      default:
        this.badVerb(verb);
    }
  }

  fmtComplex(re: number, im: number, size: number, verb: number): void {
    switch (verb) {
      case 0x76:
      case 0x62:
      case 0x67:
      case 0x47:
      case 0x78:
      case 0x58:
      case 0x66:
      case 0x46:
      case 0x65:
      case 0x45: {
        const oldPlus = this.f.plus;
        this.write('(');
        this.fmtFloat(re, size / 2, verb);
        this.f.plus = true;
        this.fmtFloat(im, size / 2, verb);
        this.write('i)');
        this.f.plus = oldPlus;
        return;
      }
      default:
        this.badVerb(verb);
    }
  }

  fmtString(v: string, verb: number): void {
    const f = this.f;
    switch (verb) {
      case 0x76:
        if (f.sharpV) f.fmtQ(v);
        else f.fmtS(v);
        return;
      case 0x73:
        f.fmtS(v);
        return;
      case 0x78:
        f.fmtSbx(v, ldigits);
        return;
      case 0x58:
        f.fmtSbx(v, udigits);
        return;
      case 0x71:
        f.fmtQ(v);
        return;
      default:
        this.badVerb(verb);
    }
  }

  /** []byte (or [N]byte for s/q/x/X): `bytes` is the content as a byte string, null for a nil slice. */
  fmtBytes(bytes: string | null, verb: number, typeString: string, val: Val): void {
    const f = this.f;
    switch (verb) {
      case 0x76:
      case 0x64:
        if (f.sharpV) {
          this.write(typeString);
          if (bytes === null) {
            this.write(nilParen);
            return;
          }
          this.write('{');
          for (let i = 0; i < bytes.length; i++) {
            if (i > 0) this.write(', ');
            this.fmt0x64(bytes.charCodeAt(i), true);
          }
          this.write('}');
        } else {
          this.write('[');
          const s = bytes ?? '';
          for (let i = 0; i < s.length; i++) {
            if (i > 0) this.write(' ');
            f.fmtInteger(s.charCodeAt(i), 10, String.fromCharCode(verb), ldigits);
          }
          this.write(']');
        }
        return;
      case 0x73:
        f.fmtS(f.truncateString(bytes ?? ''));
        return;
      case 0x78:
        f.fmtSbx(bytes ?? '', ldigits);
        return;
      case 0x58:
        f.fmtSbx(bytes ?? '', udigits);
        return;
      case 0x71:
        f.fmtQ(bytes ?? '');
        return;
      default:
        this.printValue(val, verb, 0, true);
    }
  }

  fmtPointer(val: Val, verb: number): void {
    let u: bigint;
    switch (val.t.kind) {
      case 'chan':
      case 'func':
      case 'map':
      case 'ptr':
      case 'slice':
      case 'unsafe.Pointer':
        u = val.v === null ? 0n : addressOf(val.t.kind === 'slice' ? val.v.arr : val.v);
        break;
      default:
        this.badVerb(verb);
        return;
    }
    const u64 = u <= 9007199254740991n ? Number(u) : u;
    switch (verb) {
      case 0x76:
        if (this.f.sharpV) {
          this.write(`(${val.t.String()})(`);
          if (u === 0n) this.write('nil');
          else this.fmt0x64(u64, true);
          this.write(')');
        } else if (u === 0n) this.f.pad(nilAngle);
        else this.fmt0x64(u64, !this.f.sharp);
        return;
      case 0x70:
        this.fmt0x64(u64, !this.f.sharp);
        return;
      case 0x62:
      case 0x6f:
      case 0x64:
      case 0x78:
      case 0x58:
        this.fmtInteger(u64, false, verb);
        return;
      default:
        this.badVerb(verb);
    }
  }

  // ------------------------------------------------------------------------------------------
  // Methods.

  /** Call a String/Error/GoString-style method, printing `%!v(PANIC=<Method> method: ...)` on panic. */
  private callStringMethod(arg: Iface, name: string, verb: number): string | undefined {
    const m = methodOf(arg.t, name)!;
    // A value method through a nil pointer panics with a nil dereference; Go prints <nil> then.
    if (isNilPtr(arg) && !m.ptrRecv) {
      this.f.pad(nilAngle);
      return undefined;
    }
    const depth = R.depth;
    try {
      return m.fn(arg.v) as string;
    } catch (e) {
      // The panicking frames did not leave the goroutine's call depth (only a frame with deferred
      // calls does): print.go's deferred catchPanic runs in the frame that called the method.
      R.depth = depth;
      this.catchPanic(e, arg, verb, name);
      return undefined;
    }
  }

  catchPanic(e: unknown, arg: Iface, verb: number, method: string): void {
    // runtime.Goexit in a String method: print.go's recover() returns nil, Goexit goes on. Another
    // goroutine's panic that ran nested in a blocked String method is not this call's (defer.ts).
    if (!(e instanceof GoPanic) || e.goexit || isForeignPanic(e)) throw e;
    if (isNilPtr(arg)) {
      e.recovered = true;
      recovered();
      this.write(nilAngle);
      return;
    }
    // Nested panics while printing a panic value propagate.
    if (this.panicking) throw e;
    e.recovered = true;
    recovered();
    const f = this.f;
    const saved = [
      f.widPresent,
      f.precPresent,
      f.minus,
      f.plus,
      f.sharp,
      f.space,
      f.zero,
      f.plusV,
      f.sharpV,
    ] as const;
    const wid = f.wid;
    const prec = f.prec;
    f.clearflags();
    this.write(`${percentBang}${encodeRune(verb)}${panicString}${method} method: `);
    this.panicking = true;
    this.leaf(() => this.printArg(e.value, 0x76));
    this.panicking = false;
    this.write(')');
    [f.widPresent, f.precPresent, f.minus, f.plus, f.sharp, f.space, f.zero, f.plusV, f.sharpV] = saved;
    f.wid = wid;
    f.prec = prec;
  }

  handleMethods(verb: number): boolean {
    if (this.erroring) return false;
    const arg = this.arg!;
    if (verb === 0x77) {
      // %w: only for Errorf, and only with an error operand.
      if (methodOf(arg.t, 'Error') === undefined || !this.wrapErrs) {
        this.badVerb(verb);
        return true;
      }
      verb = 0x76;
    }
    if (this.formatter !== null && methodOf(arg.t, 'Format') !== undefined) {
      const depth = R.depth;
      try {
        this.formatter.callFormat(this, arg, verb);
      } catch (e) {
        R.depth = depth;
        this.catchPanic(e, arg, verb, 'Format');
      }
      return true;
    }
    if (this.f.sharpV) {
      if (methodOf(arg.t, 'GoString') !== undefined) {
        const s = this.callStringMethod(arg, 'GoString', verb);
        if (s !== undefined) this.f.fmtS(s);
        return true;
      }
      return false;
    }
    switch (verb) {
      case 0x76:
      case 0x73:
      case 0x78:
      case 0x58:
      case 0x71: {
        const name =
          methodOf(arg.t, 'Error') !== undefined
            ? 'Error'
            : methodOf(arg.t, 'String') !== undefined
              ? 'String'
              : '';
        if (name === '') return false;
        const s = this.callStringMethod(arg, name, verb);
        if (s !== undefined) this.fmtString(s, verb);
        return true;
      }
    }
    return false;
  }

  // ------------------------------------------------------------------------------------------
  // Arguments and the reflect walk.

  printArg(arg: Iface | null, verb: number): void {
    this.arg = arg;
    this.value = null;
    if (arg === null) {
      if (verb === 0x54 || verb === 0x76) this.f.pad(nilAngle);
      else this.badVerb(verb);
      return;
    }
    if (verb === 0x54) {
      this.f.fmtS(arg.t.String());
      return;
    }
    if (verb === 0x70) {
      this.fmtPointer({ t: arg.t, v: arg.v, ro: false }, 0x70);
      return;
    }
    // A reflect.Value prints the value it holds (print.go printArg's `case reflect.Value`).
    if (arg.t.pkgPath === 'reflect' && arg.t.name === 'Value') {
      const c = valueContents(arg.v);
      if (c === null) {
        this.f.fmtS('<invalid reflect.Value>');
        return;
      }
      if (!c.ro) {
        this.arg = c.t.kind === 'interface' ? (c.v as Iface | null) : new Iface(c.t, c.v);
        if (this.arg !== null && this.handleMethods(verb)) return;
      }
      this.printValue({ t: c.t, v: c.v, ro: c.ro }, verb, 0);
      return;
    }
    const t = arg.t;
    // Unnamed basic types and []byte print without method dispatch (they have no methods).
    if (t.pkgPath === '' && t.methods.size === 0) {
      switch (t.kind) {
        case 'bool':
          this.fmtBool(arg.v, verb);
          return;
        case 'string':
          this.fmtString(arg.v, verb);
          return;
        case 'float64':
          this.fmtFloat(arg.v, 64, verb);
          return;
        case 'float32':
          this.fmtFloat(arg.v, 32, verb);
          return;
        case 'slice':
          // A plain []byte prints its type as "[]byte" under %#v (print.go's `case []byte`).
          if (t.elem === tUint8) {
            const sl = arg.v as Slice | null;
            const bytes = sl === null ? null : bytesToString(sl.arr, sl.off, sl.len);
            this.fmtBytes(bytes, verb, '[]byte', { t, v: arg.v, ro: false });
            return;
          }
          break;
        default:
          if (isInteger(t.kind)) {
            this.fmtInteger(arg.v, !isUnsigned(t.kind), verb);
            return;
          }
      }
    }
    if (!this.handleMethods(verb)) this.printValue({ t, v: arg.v, ro: false }, verb, 0);
  }

  /**
   * The fields of a time.Time reached without its methods (an unexported field, a type defined on
   * it): go1.23's layout (src/time/time.go: wall holds the monotonic flag, 33 bits of seconds since
   * 1885 and the nanoseconds when there is a monotonic reading, else only the nanoseconds; ext the
   * monotonic reading or the seconds since year 1; loc nil for UTC), from ours (sec/nsec/mono).
   */
  printTimeFields(v: TimeV, verb: number, depth: number, locType: RType): void {
    const f = this.f;
    let wall: bigint;
    let ext: number | bigint;
    const wsec = v.sec - wallToInternal;
    if (v.hasMono && wsec >= 0 && wsec < 2 ** 33) {
      wall = (1n << 63n) | (BigInt(wsec) << 30n) | BigInt(v.nsec);
      ext = v.mono;
    } else {
      wall = BigInt(v.nsec);
      ext = v.sec;
    }
    const names = ['wall', 'ext', 'loc'];
    const vals: Val[] = [
      { t: tUint64, v: wall <= 9007199254740991n ? Number(wall) : wall, ro: true },
      { t: tInt64, v: ext, ro: true },
      { t: locType, v: v.loc, ro: true },
    ];
    for (let i = 0; i < 3; i++) {
      if (i > 0) this.write(f.sharpV ? ', ' : ' ');
      if (f.plusV || f.sharpV) {
        this.write(names[i]);
        this.write(':');
      }
      this.printValue(vals[i], verb, depth + 1);
    }
    this.write('}');
  }

  /**
   * Below DEEP_PRINT levels the walk is recursive; deeper it goes on in printDeep's loop, so a
   * 9,000-deep []any prints as gc prints it instead of overflowing the JS stack.
   */
  printValue(val: Val, verb: number, depth: number, noMethods = false): void {
    if (depth >= DEEP_PRINT && this.pending === null) {
      this.printDeep(val, verb, depth);
      return;
    }
    // Values below the top level get method dispatch, unless reached through unexported fields.
    if (!noMethods && depth > 0 && !val.ro && val.t.kind !== 'interface' && val.t.methods.size > 0) {
      this.arg = new Iface(val.t, val.v);
      if (this.handleMethods(verb)) return;
    }
    this.arg = null;
    this.value = val;
    const t = val.t;
    const v = val.v;
    const f = this.f;
    switch (t.kind) {
      case 'bool':
        this.fmtBool(v, verb);
        return;
      case 'int':
      case 'int8':
      case 'int16':
      case 'int32':
      case 'int64':
        this.fmtInteger(v, true, verb);
        return;
      case 'uint':
      case 'uint8':
      case 'uint16':
      case 'uint32':
      case 'uint64':
      case 'uintptr':
        this.fmtInteger(v, false, verb);
        return;
      case 'float32':
        this.fmtFloat(v, 32, verb);
        return;
      case 'float64':
        this.fmtFloat(v, 64, verb);
        return;
      case 'complex64':
        this.fmtComplex(v.re, v.im, 64, verb);
        return;
      case 'complex128':
        this.fmtComplex(v.re, v.im, 128, verb);
        return;
      case 'string':
        this.fmtString(v, verb);
        return;
      case 'map': {
        if (f.sharpV) {
          this.emit(t.String());
          if (v === null) {
            this.emit(nilParen);
            return;
          }
          this.emit('{');
        } else this.emit('map[');
        const entries: [any, any][] = v === null ? [] : [...v.entries()];
        const kt = t.key!;
        entries.sort((a, b) => compareKeys(kt, a[0], b[0]));
        for (let i = 0; i < entries.length; i++) {
          if (i > 0) this.emit(f.sharpV ? ', ' : ' ');
          this.sub(elemVal(kt, entries[i][0], val.ro), verb, depth + 1);
          this.emit(':');
          this.sub(elemVal(t.elem!, entries[i][1], val.ro), verb, depth + 1);
        }
        this.emit(f.sharpV ? '}' : ']');
        return;
      }
      case 'struct': {
        if (f.sharpV) this.emit(t.String());
        this.emit('{');
        const fields = t.fields;
        if (isTimeStruct(fields)) {
          this.printTimeFields(v, verb, depth, fields[4].type);
          return;
        }
        for (let i = 0; i < fields.length; i++) {
          const fd = fields[i];
          if (i > 0) this.emit(f.sharpV ? ', ' : ' ');
          if ((f.plusV || f.sharpV) && fd.name !== '') {
            this.emit(fd.name);
            this.emit(':');
          }
          const ro = val.ro || fd.pkgPath !== '';
          const fv = v[fd.key];
          if (fd.type.kind === 'interface' && fv !== null) {
            this.sub({ t: (fv as Iface).t, v: (fv as Iface).v, ro }, verb, depth + 1);
          } else this.sub({ t: fd.type, v: fv, ro }, verb, depth + 1);
        }
        this.emit('}');
        return;
      }
      case 'interface': {
        // Only reached for interface-typed elements (slices/maps of interfaces).
        if (v === null) {
          if (f.sharpV) {
            this.emit(t.String());
            this.emit(nilParen);
          } else this.emit(nilAngle);
        } else this.sub({ t: (v as Iface).t, v: (v as Iface).v, ro: val.ro }, verb, depth + 1);
        return;
      }
      case 'array':
      case 'slice': {
        const isSlice = t.kind === 'slice';
        const n = isSlice ? (v === null ? 0 : v.len) : t.len;
        const at = (i: number) => (isSlice ? v.arr[v.off + i] : v[i]);
        if ((verb === 0x73 || verb === 0x71 || verb === 0x78 || verb === 0x58) && t.elem!.kind === 'uint8') {
          let bytes = '';
          for (let i = 0; i < n; i++) bytes += String.fromCharCode(at(i));
          this.fmtBytes(isSlice && v === null ? null : bytes, verb, t.String(), val);
          return;
        }
        if (f.sharpV) {
          this.emit(t.String());
          if (isSlice && v === null) {
            this.emit(nilParen);
            return;
          }
          this.emit('{');
          for (let i = 0; i < n; i++) {
            if (i > 0) this.emit(', ');
            this.sub(elemVal(t.elem!, at(i), val.ro), verb, depth + 1);
          }
          this.emit('}');
        } else {
          this.emit('[');
          for (let i = 0; i < n; i++) {
            if (i > 0) this.emit(' ');
            this.sub(elemVal(t.elem!, at(i), val.ro), verb, depth + 1);
          }
          this.emit(']');
        }
        return;
      }
      case 'ptr': {
        // At the top level, &{...} / &[...] / &map[...] for pointers to composite values.
        if (depth === 0 && v !== null) {
          const e = t.elem!;
          switch (e.kind) {
            case 'array':
            case 'slice':
            case 'struct':
            case 'map': {
              this.emit('&');
              const ev = e.kind === 'struct' || e.kind === 'array' ? v : derefLoose(v);
              this.sub({ t: e, v: ev, ro: val.ro }, verb, depth + 1);
              return;
            }
          }
        }
        this.fmtPointer(val, verb);
        return;
      }
      case 'chan':
      case 'func':
      case 'unsafe.Pointer':
        this.fmtPointer(val, verb);
        return;
    }
  }

  /**
   * Prints a whole value inside a leaf's own text (`%!s(*T=&{…})`, a method's panic) at once, even
   * in printDeep's loop, where a composite's elements would otherwise be queued after that text.
   */
  leaf(print: () => void): void {
    const pending = this.pending;
    if (pending === null) {
      print();
      return;
    }
    const deferring = this.deferring;
    this.pending = null;
    try {
      print();
    } finally {
      this.pending = pending;
      this.deferring = deferring;
    }
  }

  /** An element of a composite value: printed now, or queued in printDeep's loop. */
  sub(val: Val, verb: number, depth: number): void {
    if (this.pending === null) this.printValue(val, verb, depth);
    else {
      this.pending.push(val);
      this.deferring = true;
    }
  }

  /** Text of a composite value: written now, or queued after an element printDeep will print. */
  emit(s: string): void {
    if (this.pending !== null && this.deferring) this.pending.push(s);
    else this.f.buf += s;
  }

  /**
   * printValue with an explicit stack. Each step prints one value: a leaf (or a method's result)
   * at once, a composite as its text up to its first element; the rest of it (elements and text)
   * is queued (sub/emit) and pushed in reverse, so it comes out in order.
   */
  printDeep(val: Val, verb: number, depth: number): void {
    const stack: (Val | string)[] = [val];
    while (stack.length > 0) {
      const task = stack.pop()!;
      if (typeof task === 'string') {
        this.f.buf += task;
        continue;
      }
      const pending: (Val | string)[] = [];
      this.pending = pending;
      this.deferring = false;
      try {
        this.printValue(task, verb, depth + 1);
      } finally {
        this.pending = null;
      }
      for (let i = pending.length - 1; i >= 0; i--) stack.push(pending[i]);
    }
  }

  // ------------------------------------------------------------------------------------------
  // Printf / Print / Println.

  doPrintf(format: string, a: readonly (Iface | null)[]): void {
    const f = this.f;
    const end = format.length;
    let argNum = 0;
    let afterIndex = false;
    this.reordered = false;
    let i = 0;
    formatLoop: while (i < end) {
      this.goodArgNum = true;
      const lasti = i;
      while (i < end && format.charCodeAt(i) !== 0x25) i++;
      if (i > lasti) this.write(format.substring(lasti, i));
      if (i >= end) break;
      i++; // skip %
      f.clearflags();
      simple: for (; i < end; i++) {
        const c = format.charCodeAt(i);
        switch (c) {
          case 0x23:
            f.sharp = true;
            break;
          case 0x30:
            f.zero = true;
            break;
          case 0x2b:
            f.plus = true;
            break;
          case 0x2d:
            f.minus = true;
            break;
          case 0x20:
            f.space = true;
            break;
          default:
            // Fast path for the common case of an ASCII lower-case verb without width or precision.
            if (c >= 0x61 && c <= 0x7a && argNum < a.length) {
              if (c === 0x77) this.wrappedErrs.push(argNum);
              if (c === 0x76 || c === 0x77) {
                f.sharpV = f.sharp;
                f.sharp = false;
                f.plusV = f.plus;
                f.plus = false;
              }
              this.printArg(a[argNum], c);
              argNum++;
              i++;
              continue formatLoop;
            }
            break simple;
        }
      }
      // Argument index?
      [argNum, i, afterIndex] = this.argNumber(argNum, format, i, a.length);
      if (i < end && format.charCodeAt(i) === 0x2a) {
        i++;
        [f.wid, f.widPresent, argNum] = intFromArg(a, argNum);
        if (!f.widPresent) this.write(badWidth);
        // A negative width means '-' and no zero padding.
        if (f.wid < 0) {
          f.wid = -f.wid;
          f.minus = true;
          f.zero = false;
        }
        afterIndex = false;
      } else {
        [f.wid, f.widPresent, i] = parsenum(format, i, end);
        if (afterIndex && f.widPresent) this.goodArgNum = false; // "%[3]2d"
      }
      if (i + 1 < end && format.charCodeAt(i) === 0x2e) {
        i++;
        if (afterIndex) this.goodArgNum = false; // "%[3].2d"
        [argNum, i, afterIndex] = this.argNumber(argNum, format, i, a.length);
        if (i < end && format.charCodeAt(i) === 0x2a) {
          i++;
          [f.prec, f.precPresent, argNum] = intFromArg(a, argNum);
          // A negative precision is treated as no precision.
          if (f.prec < 0) {
            f.prec = 0;
            f.precPresent = false;
          }
          if (!f.precPresent) this.write(badPrec);
          afterIndex = false;
        } else {
          [f.prec, f.precPresent, i] = parsenum(format, i, end);
          if (!f.precPresent) {
            f.prec = 0;
            f.precPresent = true;
          }
        }
      }
      if (!afterIndex) [argNum, i, afterIndex] = this.argNumber(argNum, format, i, a.length);
      if (i >= end) {
        this.write(noVerb);
        break;
      }
      let verb = format.charCodeAt(i);
      let size = 1;
      if (verb >= RuneSelf) {
        const d = decodeRune(format, i);
        verb = d.r;
        size = d.size;
      }
      i += size;
      if (verb === 0x25) {
        this.write('%'); // %% absorbs no operand and ignores width and precision
      } else if (!this.goodArgNum) {
        this.write(`${percentBang}${encodeRune(verb)}${badIndex}`);
      } else if (argNum >= a.length) {
        this.write(`${percentBang}${encodeRune(verb)}${missing}`);
      } else {
        if (verb === 0x77) this.wrappedErrs.push(argNum);
        if (verb === 0x76 || verb === 0x77) {
          f.sharpV = f.sharp;
          f.sharp = false;
          f.plusV = f.plus;
          f.plus = false;
        }
        this.printArg(a[argNum], verb);
        argNum++;
      }
    }
    // Extra arguments, unless the format used explicit indexes.
    if (!this.reordered && argNum < a.length) {
      f.clearflags();
      this.write(extra);
      for (let k = argNum; k < a.length; k++) {
        if (k > argNum) this.write(', ');
        const arg = a[k];
        if (arg === null) this.write(nilAngle);
        else {
          this.write(arg.t.String());
          this.write('=');
          this.printArg(arg, 0x76);
        }
      }
      this.write(')');
    }
  }

  private argNumber(argNum: number, format: string, i: number, numArgs: number): [number, number, boolean] {
    if (format.length <= i || format.charCodeAt(i) !== 0x5b) return [argNum, i, false];
    this.reordered = true;
    const [index, wid, ok] = parseArgNumber(format.substring(i));
    if (ok && index >= 0 && index < numArgs) return [index, i + wid, true];
    this.goodArgNum = false;
    return [argNum, i + wid, ok];
  }

  /** Print: spaces between operands when neither is a string. */
  doPrint(a: readonly (Iface | null)[]): void {
    let prevString = false;
    for (let k = 0; k < a.length; k++) {
      const arg = a[k];
      const isString = arg !== null && arg.t.kind === 'string';
      if (k > 0 && !isString && !prevString) this.write(' ');
      this.printArg(arg, 0x76);
      prevString = isString;
    }
  }

  /** Println: always a space between operands, and a newline. */
  doPrintln(a: readonly (Iface | null)[]): void {
    for (let k = 0; k < a.length; k++) {
      if (k > 0) this.write(' ');
      this.printArg(a[k], 0x76);
    }
    this.write('\n');
  }
}

function elemVal(t: RType, v: any, ro: boolean): Val {
  return { t, v, ro };
}

function tooLarge(x: number): boolean {
  return x > 1e6 || x < -1e6;
}

function parsenum(s: string, start: number, end: number): [number, boolean, number] {
  if (start >= end) return [0, false, end];
  let num = 0;
  let isnum = false;
  let i = start;
  for (; i < end; i++) {
    const c = s.charCodeAt(i);
    if (c < 0x30 || c > 0x39) break;
    if (tooLarge(num)) return [0, false, end]; // overflow; crazy long number most likely
    num = num * 10 + (c - 0x30);
    isnum = true;
  }
  return [num, isnum, i];
}

function parseArgNumber(format: string): [number, number, boolean] {
  if (format.length < 3) return [0, 1, false];
  for (let i = 1; i < format.length; i++) {
    if (format.charCodeAt(i) === 0x5d) {
      const [width, ok, newi] = parsenum(format, 1, i);
      if (!ok || newi !== i) return [0, i + 1, false];
      return [width - 1, i + 1, true];
    }
  }
  return [0, 1, false];
}

function intFromArg(a: readonly (Iface | null)[], argNum: number): [number, boolean, number] {
  let num = 0;
  let isInt = false;
  let newArgNum = argNum;
  if (argNum < a.length) {
    const arg = a[argNum];
    if (arg !== null && isInteger(arg.t.kind)) {
      const n = arg.v as number | bigint;
      // Values that do not fit an int (or huge uints) are not accepted.
      if (typeof n === 'number') {
        num = n;
        isInt = true;
      } else if (n >= -(1n << 63n) && n < 1n << 63n) {
        num = Number(n);
        isInt = true;
      }
      if (arg.t === tInt) isInt = true;
    }
    newArgNum = argNum + 1;
    if (tooLarge(num)) {
      num = 0;
      isInt = false;
    }
  }
  return [num, isInt, newArgNum];
}

/** fmt.Sprintf over interface values. */
export function sprintf(
  format: string,
  a: readonly (Iface | null)[],
  hook: FormatterHook | null = null,
): string {
  const p = new Printer(hook);
  p.doPrintf(format, a);
  return p.buf;
}

export function sprint(a: readonly (Iface | null)[], hook: FormatterHook | null = null): string {
  const p = new Printer(hook);
  p.doPrint(a);
  return p.buf;
}

export function sprintln(a: readonly (Iface | null)[], hook: FormatterHook | null = null): string {
  const p = new Printer(hook);
  p.doPrintln(a);
  return p.buf;
}

/**
 * The value behind a pointer to a slice or map: a Pointer normally; tolerate the interpreter
 * handing `&[]T{...}` over as the slice itself.
 */
function derefLoose(v: any): any {
  return typeof (v as Pointer).load === 'function' ? (v as Pointer).load() : v;
}

// fmt.Sscan / Sscanln / Sscanf over strings (go/src/fmt/scan.go): space-separated operands stored
// through pointers by their element kind, with scan.go's verb checks (okVerb), widths, base prefixes,
// %x hex strings, %U, the format's space and newline rules (advance) and its error messages. An
// operand with a Scan method (fmt.Scanner) is handed to it through `custom` (package.ts). Results
// carry an error code for the Go side: 0 ok, 1 io.EOF, 2 io.ErrUnexpectedEOF, 3 errors.New(msg),
// two panics that scan.go's errorHandler re-panics: 4 reflect's zero Value (a nil operand), 5 a nil
// pointer dereference; and 6, the error a Scan method returned.

import { isInteger, isUnsigned } from '../../interp/rtype.ts';
import { type Iface, type Pointer, Slice } from '../../interp/values.ts';
import { canon } from '../internal/conv.ts';
import { parseGoFloat } from '../strconv/atof.ts';
import { parseGoInt, parseUint } from '../strconv/atoi.ts';
import { quote, unquote } from '../strconv/quote.ts';
import { decodeRune, encodeRune } from '../unicode/utf8core.ts';

export interface ScanResult {
  n: number;
  code: 0 | 1 | 2 | 3 | 4 | 5 | 6;
  msg: string;
  /** Code 6: the Scan method's error. */
  err?: Iface;
}

/**
 * Hands operand p to its own Scan method (scan.go scanOne's first case) if it has one: returns
 * false if not, else the error Scan returned (null for none).
 */
export type CustomScan = (sc: Scanner, p: Iface, verb: string) => false | Iface | null;

/** A Scan method's error, which ends the scan (scan.go scanOne: s.error(err)). */
class CustomScanError {
  readonly err: Iface;
  constructor(err: Iface) {
    this.err = err;
  }
}

/** A panic of scanOne's (code 4 or 5 of ScanResult), which the Go side raises. */
class ScanPanic {
  readonly code: 4 | 5;
  constructor(code: 4 | 5) {
    this.code = code;
  }
}

class ScanError extends Error {
  readonly code: 1 | 2 | 3;
  constructor(code: 1 | 2 | 3, msg: string) {
    super(msg);
    this.code = code;
  }
}

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\r' || c === '\n';

export class Scanner {
  i = 0;
  /** The Sscanf width of the current operand (ScanState.Width), -1 for none. */
  wid = -1;
  /** The size of the rune ReadRune last gave (ScanState.UnreadRune steps back over it). */
  lastSize = 0;
  readonly s: string;
  readonly nlIsSpace: boolean;
  /** Where the current operand must stop reading: the end of the input, or a Sscanf width. */
  end: number;
  constructor(s: string, nlIsSpace: boolean) {
    this.s = s;
    this.nlIsSpace = nlIsSpace;
    this.end = s.length;
  }
  eof(): boolean {
    return this.i >= this.end;
  }
  /** scan.go notEOF: an operand with nothing left to read is io.EOF. */
  notEOF(): void {
    if (this.eof()) throw new ScanError(1, 'EOF');
  }
  peek(ok: string): boolean {
    return !this.eof() && ok.includes(this.s[this.i]);
  }
  /** scan.go accept: consume the next byte if it is one of `ok`. */
  accept(ok: string): boolean {
    if (!this.peek(ok)) return false;
    this.i++;
    return true;
  }
  skipSpace(): void {
    while (this.i < this.end) {
      const c = this.s[this.i];
      if (c === '\n' && !this.nlIsSpace) throw new ScanError(3, 'unexpected newline');
      if (!isSpace(c)) return;
      this.i++;
    }
  }
  token(ok: (c: string) => boolean): string {
    const start = this.i;
    while (this.i < this.end && ok(this.s[this.i])) this.i++;
    return this.s.substring(start, this.i);
  }
  /** The next rune (-1 at the end) and its size in bytes. */
  rune(): { r: number; size: number } {
    if (this.eof()) return { r: -1, size: 0 };
    const d = decodeRune(this.s, this.i);
    return { r: d.r, size: Math.min(d.size, this.end - this.i) };
  }
  /** scan.go argLimit: an operand of width `wid` reads at most `wid` runes from here. */
  limit(wid: number): void {
    let j = this.i;
    for (let n = 0; n < wid && j < this.s.length; n++) j += decodeRune(this.s, j).size;
    this.end = Math.min(j, this.s.length);
  }
}

function store(p: Iface, v: any): void {
  // scanOne's type switch stores through the pointer after scanning: `*v = ...` on a nil *int.
  if (p.v === null) throw new ScanPanic(5);
  (p.v as Pointer).store(v);
}

/** scan.go okVerb: the error ends the scan. */
function okVerb(verb: string, okVerbs: string, typ: string): void {
  if (!okVerbs.includes(verb)) throw new ScanError(3, `bad verb '%${verb}' for ${typ}`);
}

const FLOAT_VERBS = 'beEfFgGv';
const BITS: Record<string, number> = { int8: 8, uint8: 8, int16: 16, uint16: 16, int32: 32, uint32: 32 };

/** scan.go scanRune: %c into an integer, with the overflow check of its size. */
function scanRune(sc: Scanner, bits: number): bigint {
  sc.notEOF();
  const { r, size } = sc.rune();
  sc.i += size;
  const n = BigInt(bits);
  if (BigInt.asIntN(Number(n), BigInt(r)) !== BigInt(r))
    throw new ScanError(3, `overflow on character value ${encodeRune(r)}`);
  return BigInt(r);
}

/** scan.go scanInt / scanUint: the token (sign, base prefix for %v, digits), parsed in 64 bits. */
function scanInteger(sc: Scanner, verb: string, bits: number, unsigned: boolean): bigint {
  if (verb === 'c') return scanRune(sc, bits);
  sc.skipSpace();
  sc.notEOF();
  okVerb(verb, 'bdoUxXv', 'integer');
  let base = 10;
  let digits = '0123456789';
  if (verb === 'b') [base, digits] = [2, '01'];
  else if (verb === 'o') [base, digits] = [8, '01234567'];
  else if (verb === 'x' || verb === 'X' || verb === 'U') [base, digits] = [16, '0123456789aAbBcCdDeEfF'];
  const start = sc.i;
  let haveDigits = false;
  if (verb === 'U') {
    if (!sc.accept('U') || !sc.accept('+')) throw new ScanError(3, 'bad unicode format ');
  } else {
    if (!unsigned) sc.accept('+-');
    if (verb === 'v') {
      // scan.go scanBasePrefix: 0b, 0o, 0x or a leading 0 (octal); underscores allowed.
      base = 0;
      if (!sc.peek('0')) digits = '0123456789_';
      else {
        sc.accept('0');
        haveDigits = true;
        if (sc.accept('bB')) digits = '01_';
        else if (sc.accept('oO')) digits = '01234567_';
        else if (sc.accept('xX')) digits = '0123456789aAbBcCdDeEfF_';
        else digits = '01234567_';
      }
    }
  }
  // scan.go scanNumber.
  if (!haveDigits) {
    sc.notEOF();
    if (!sc.accept(digits)) throw new ScanError(3, 'expected integer');
  }
  while (sc.accept(digits));
  // The token excludes `U+` (scan.go's buffer holds what accept kept: consume(…, false) drops it).
  const tok = sc.s.substring(verb === 'U' ? start + 2 : start, sc.i);
  const r = unsigned ? parseUint(tok, base, 64) : parseGoInt(tok, base, 64);
  if (r.code !== 0) {
    const fn = unsigned ? 'ParseUint' : 'ParseInt';
    throw new ScanError(
      3,
      `strconv.${fn}: parsing ${quote(tok)}: ${r.code === 2 ? 'value out of range' : 'invalid syntax'}`,
    );
  }
  const v = BigInt(r.v);
  if ((unsigned ? BigInt.asUintN(bits, v) : BigInt.asIntN(bits, v)) !== v)
    throw new ScanError(3, `${unsigned ? 'unsigned integer' : 'integer'} overflow on token ${tok}`);
  return v;
}

/** scan.go convertString: %s/%v a word, %q a quoted string, %x/%X hex pairs. */
function convertString(sc: Scanner, verb: string): string {
  okVerb(verb, 'svqxX', 'string');
  sc.skipSpace();
  sc.notEOF();
  if (verb === 'q') {
    const start = sc.i;
    const q = sc.s[start];
    if (q !== '"' && q !== '`') throw new ScanError(3, 'expected quoted string');
    let j = start + 1;
    while (j < sc.end && sc.s[j] !== q) j += sc.s[j] === '\\' && q === '"' ? 2 : 1;
    if (j >= sc.end) throw new ScanError(2, 'unexpected EOF');
    const v = unquote(sc.s.substring(start, j + 1));
    if (v === undefined) throw new ScanError(3, 'invalid syntax');
    sc.i = j + 1;
    return v;
  }
  if (verb === 'x' || verb === 'X') {
    // scan.go hexString: pairs of hex digits up to the first byte that is not one.
    const hex = '0123456789abcdefABCDEF';
    let out = '';
    while (sc.peek(hex)) {
      const hi = Number.parseInt(sc.s[sc.i++], 16);
      if (sc.eof()) throw new ScanError(2, 'unexpected EOF');
      const c = sc.s[sc.i++];
      if (!hex.includes(c)) throw new ScanError(3, 'illegal hex digit');
      out += String.fromCharCode((hi << 4) | Number.parseInt(c, 16));
    }
    if (out === '') throw new ScanError(3, 'no hex data for %x string');
    return out;
  }
  return sc.token((c) => !isSpace(c));
}

/** scan.go scanBool: 0, 1, or t/f followed by the rest of true/false in any case. */
function scanBool(sc: Scanner, verb: string): boolean {
  sc.skipSpace();
  sc.notEOF();
  okVerb(verb, 'tv', 'boolean');
  const bad = () => new ScanError(3, 'syntax error scanning boolean');
  const c = sc.s[sc.i++];
  switch (c) {
    case '0':
      return false;
    case '1':
      return true;
    case 't':
    case 'T':
      if (sc.accept('rR') && (!sc.accept('uU') || !sc.accept('eE'))) throw bad();
      return true;
    case 'f':
    case 'F':
      if (sc.accept('aA') && (!sc.accept('lL') || !sc.accept('sS') || !sc.accept('eE'))) throw bad();
      return false;
  }
  return false;
}

/** scan.go floatToken + convertFloat. */
function scanFloat(sc: Scanner, bits: 32 | 64): number {
  sc.skipSpace();
  sc.notEOF();
  return convertFloat(floatToken(sc), bits);
}

/**
 * scan.go floatToken, accept by accept: what it consumes may be no number at all ("i" of "1+i",
 * "inf" of "infinity"), and ParseFloat then reports it.
 */
function floatToken(sc: Scanner): string {
  const start = sc.i;
  if (sc.accept('nN') && sc.accept('aA') && sc.accept('nN')) return sc.s.substring(start, sc.i);
  sc.accept('+-');
  if (sc.accept('iI') && sc.accept('nN') && sc.accept('fF')) return sc.s.substring(start, sc.i);
  let digits = '0123456789_';
  let exp = 'eEpP';
  if (sc.accept('0') && sc.accept('xX')) {
    digits = '0123456789aAbBcCdDeEfF_';
    exp = 'pP';
  }
  while (sc.accept(digits));
  if (sc.accept('.')) while (sc.accept(digits));
  if (sc.accept(exp)) {
    sc.accept('+-');
    while (sc.accept('0123456789_'));
  }
  return sc.s.substring(start, sc.i);
}

/** scan.go convertFloat: ParseFloat, plus a decimal mantissa with a binary exponent ("1.2p4"). */
function convertFloat(tok: string, bits: 32 | 64): number {
  const p = tok.indexOf('p');
  if (p >= 0 && !/[xX]/.test(tok)) {
    // The error names the whole token (convertFloat sets the NumError's Num to it).
    const f = parseGoFloat(tok.substring(0, p), bits);
    if (f.code !== 0) throw new ScanError(3, `strconv.ParseFloat: parsing ${quote(tok)}: ${f.msg}`);
    const m = parseGoInt(tok.substring(p + 1), 10, 64);
    if (m.code !== 0) throw new ScanError(3, `strconv.Atoi: parsing ${quote(tok)}: ${m.msg}`);
    const v = ldexp(f.v, Number(m.v));
    return bits === 32 ? Math.fround(v) : v;
  }
  const r = parseGoFloat(tok, bits);
  if (r.code !== 0) throw new ScanError(3, `strconv.ParseFloat: parsing ${quote(tok)}: ${r.msg}`);
  return r.v;
}

/**
 * Is `p` an operand scanOne's type switch names (*int, *float64, *string, *[]byte …), as opposed
 * to its reflect fallback for other types of those kinds?
 */
function exactCase(p: Iface): boolean {
  const et = p.t.elem!;
  const k = et.kind;
  return (
    et.pkgPath === '' && (et.name === k || (k === 'slice' && et.name === '' && et.elem!.name === 'uint8'))
  );
}

/**
 * scanOne's checks before it reads anything: a nil operand panics in reflect.ValueOf(nil).Type();
 * a non-pointer, a type it cannot scan, or a nil pointer that the reflect fallback reaches
 * (ptr.Elem() is the zero Value, of kind Invalid) is an error.
 */
function checkOperand(p: Iface | null): asserts p is Iface {
  if (p === null) throw new ScanPanic(4);
  if (p.t.kind !== 'ptr') throw new ScanError(3, `type not a pointer: ${p.t.String()}`);
  const et = p.t.elem!;
  const k = et.kind;
  const ok =
    isInteger(k) ||
    k === 'bool' ||
    k === 'float32' ||
    k === 'float64' ||
    k === 'string' ||
    k === 'complex64' ||
    k === 'complex128' ||
    (k === 'slice' && et.elem!.kind === 'uint8');
  if (!ok || (p.v === null && !exactCase(p))) throw new ScanError(3, `can't scan type: ${p.t.String()}`);
}

/** scan.go scanComplex and complexTokens: `N+Ni`, optionally in parentheses, no spaces within. */
function scanComplex(sc: Scanner, verb: string, bits: 64 | 128): { re: number; im: number } {
  okVerb(verb, FLOAT_VERBS, 'complex');
  sc.skipSpace();
  sc.notEOF();
  const syntax = () => new ScanError(3, 'syntax error scanning complex number');
  const parens = sc.accept('(');
  const re = floatToken(sc);
  const signAt = sc.i;
  if (!sc.accept('+-')) throw syntax();
  const im = sc.s[signAt] + floatToken(sc);
  if (!sc.accept('i')) throw syntax();
  if (parens && !sc.accept(')')) throw syntax();
  const half = bits === 64 ? 32 : 64;
  return { re: convertFloat(re, half), im: convertFloat(im, half) };
}

/** scan.go scanOne: one operand, by its own Scan method or the type its pointer points at. */
function scanOne(sc: Scanner, p: Iface | null, verb: string, custom?: CustomScan): void {
  if (p !== null && custom !== undefined) {
    const r = custom(sc, p, verb);
    if (r !== false) {
      if (r !== null) throw new CustomScanError(r);
      return;
    }
  }
  checkOperand(p);
  const et = p.t.elem!;
  const k = et.kind;
  // The reflect fallback skips the float verb check.
  const exact = exactCase(p);
  if (isInteger(k)) {
    const bits = BITS[k] ?? 64;
    const v = scanInteger(sc, verb, bits, isUnsigned(k));
    store(p, bits === 64 ? canon(v) : Number(v));
    return;
  }
  switch (k) {
    case 'bool':
      store(p, scanBool(sc, verb));
      return;
    case 'float32':
    case 'float64':
      if (exact) okVerb(verb, FLOAT_VERBS, k);
      store(p, scanFloat(sc, k === 'float32' ? 32 : 64));
      return;
    case 'string':
      store(p, convertString(sc, verb));
      return;
    case 'complex64':
    case 'complex128':
      store(p, scanComplex(sc, verb, k === 'complex64' ? 64 : 128));
      return;
    case 'slice': {
      const str = convertString(sc, verb);
      store(p, Slice.of([...str].map((c) => c.charCodeAt(0))));
      return;
    }
  }
}

/** math.Ldexp: frac × 2**exp, rounded once (to a subnormal, half to even). */
function ldexp(frac: number, exp: number): number {
  if (frac === 0 || !Number.isFinite(frac)) return frac;
  // frac = m × 2**e with 1 <= |m| < 2 (two exact steps: 2**-e alone may overflow).
  let e = Math.floor(Math.log2(Math.abs(frac)));
  let m = frac * 2 ** -Math.trunc(e / 2) * 2 ** -(e - Math.trunc(e / 2));
  if (Math.abs(m) >= 2) {
    m /= 2;
    e++;
  } else if (Math.abs(m) < 1) {
    m *= 2;
    e--;
  }
  const t = e + Math.max(-4000, Math.min(4000, exp));
  if (t > 1023) return m > 0 ? Infinity : -Infinity;
  if (t >= -1022) return m * 2 ** t;
  if (t < -1076) return m > 0 ? 0 : -0;
  // A subnormal: the nearest multiple of 2**-1074, ties to even.
  const y = Math.abs(m) * 2 ** (t + 1074);
  let r = Math.floor(y);
  if (y - r > 0.5 || (y - r === 0.5 && r % 2 === 1)) r++;
  return (m > 0 ? r : -r) * 2 ** -1074;
}

function finish(n: number, e: unknown): ScanResult {
  if (e instanceof ScanError) return { n, code: e.code, msg: e.message };
  if (e instanceof CustomScanError) return { n, code: 6, msg: '', err: e.err };
  if (e instanceof ScanPanic) return { n, code: e.code, msg: '' };
  throw e;
}

/** Sscan (nlIsSpace) and Sscanln. */
export function sscan(
  s: string,
  args: (Iface | null)[],
  ln: boolean,
  custom?: CustomScan,
  at?: { i: number },
): ScanResult {
  const sc = new Scanner(s, !ln);
  let n = 0;
  try {
    for (const a of args) {
      if (a !== null && custom !== undefined) {
        const r = custom(sc, a, 'v');
        if (r !== false) {
          if (r !== null) throw new CustomScanError(r);
          n++;
          continue;
        }
      }
      checkOperand(a);
      if (n === 0) {
        // Nothing at all to read: io.EOF rather than ErrUnexpectedEOF.
        let j = sc.i;
        while (j < s.length && isSpace(s[j]) && (s[j] !== '\n' || !ln)) j++;
        if (j >= s.length) return { n: 0, code: 1, msg: 'EOF' };
      }
      scanOne(sc, a, 'v');
      n++;
    }
    if (ln) {
      while (sc.i < s.length && isSpace(s[sc.i]) && s[sc.i] !== '\n') sc.i++;
      if (sc.i < s.length && s[sc.i] !== '\n') throw new ScanError(3, 'expected newline');
    }
    return { n, code: 0, msg: '' };
  } catch (e) {
    return finish(n, e);
  } finally {
    // Where a scan nested in a Scan method (Fscan on its ScanState) stopped: the outer one goes on there.
    if (at !== undefined) at.i = sc.i;
  }
}

/**
 * scan.go advance: matches the format's literal text and spaces against the input up to the next
 * verb; returns the format index reached, or -1 when a literal does not match.
 */
function advance(sc: Scanner, format: string, i: number): number {
  const s = sc.s;
  while (i < format.length) {
    const fc = format[i];
    if (isSpace(fc)) {
      // A newline in the format matches spaces then a newline (or the end) in the input; other
      // spaces match one or more spaces (or the end), but not a newline.
      let newlines = 0;
      let trailingSpace = false;
      while (i < format.length && isSpace(format[i])) {
        if (format[i] === '\n') {
          newlines++;
          trailingSpace = false;
        } else trailingSpace = true;
        i++;
      }
      for (let j = 0; j < newlines; j++) {
        while (sc.i < s.length && isSpace(s[sc.i]) && s[sc.i] !== '\n') sc.i++;
        if (sc.i < s.length && s[sc.i] !== '\n')
          throw new ScanError(3, 'newline in format does not match input');
        if (sc.i < s.length) sc.i++;
      }
      if (trailingSpace) {
        if (newlines === 0 && sc.i < s.length) {
          if (!isSpace(s[sc.i])) throw new ScanError(3, 'expected space in input to match format');
          if (s[sc.i] === '\n') throw new ScanError(3, 'newline in input does not match format');
        }
        while (sc.i < s.length && isSpace(s[sc.i]) && s[sc.i] !== '\n') sc.i++;
      }
      continue;
    }
    if (fc === '%') {
      if (i + 1 === format.length) throw new ScanError(3, 'missing verb: % at end of format string');
      if (format[i + 1] !== '%') return i;
      i++; // %% matches a literal %
    }
    // mustReadRune: input that ends before the format's literal text is io.ErrUnexpectedEOF.
    if (sc.i >= s.length) throw new ScanError(2, 'unexpected EOF');
    if (s[sc.i] !== format[i]) return -1;
    sc.i++;
    i++;
  }
  return i;
}

/** Sscanf (scan.go doScanf). */
export function sscanf(
  s: string,
  format: string,
  args: (Iface | null)[],
  custom?: CustomScan,
  at?: { i: number },
): ScanResult {
  const sc = new Scanner(s, false);
  let n = 0;
  try {
    for (let i = 0; i < format.length; ) {
      const adv = advance(sc, format, i);
      if (adv < 0) throw new ScanError(3, 'input does not match format');
      if (adv >= format.length) break;
      i = adv + 1; // the % of a verb
      // An optional width (scan.go parsenum), then the verb.
      let j = i;
      while (j < format.length && j - i < 8 && format[j] >= '0' && format[j] <= '9') j++;
      const wid = j > i ? Number(format.substring(i, j)) : -1;
      const size = j < format.length ? decodeRune(format, j).size : 0;
      const verb = format.substring(j, j + size);
      i = j + size;
      if (verb !== 'c') sc.skipSpace();
      if (verb === '%') {
        // scan.go scanPercent.
        sc.notEOF();
        if (!sc.accept('%')) throw new ScanError(3, 'missing literal %');
        continue;
      }
      if (n >= args.length) throw new ScanError(3, `too few operands for format '%${format.substring(j)}'`);
      if (wid >= 0) sc.limit(wid);
      sc.wid = wid;
      try {
        scanOne(sc, args[n]!, verb, custom);
      } finally {
        sc.end = s.length;
        sc.wid = -1;
      }
      n++;
    }
    if (n < args.length) throw new ScanError(3, 'too many operands');
    return { n, code: 0, msg: '' };
  } catch (e) {
    return finish(n, e);
  } finally {
    // Where a scan nested in a Scan method (Fscan on its ScanState) stopped: the outer one goes on there.
    if (at !== undefined) at.i = sc.i;
  }
}

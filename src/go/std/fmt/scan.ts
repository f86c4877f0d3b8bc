// fmt.Sscan / Sscanln / Sscanf over strings (go/src/fmt/scan.go, simplified): space-separated
// operands stored through pointers by their element kind, verbs %v %d %s %q %f %g %e %t %x %c,
// and Go's error messages for the common failures. Results carry an error code for the Go side:
// 0 ok, 1 io.EOF, 2 io.ErrUnexpectedEOF, 3 errors.New(msg).

import { isInteger, isUnsigned } from '../../interp/rtype.ts';
import { type Iface, type Pointer, Slice } from '../../interp/values.ts';
import { parseGoFloat } from '../strconv/atof.ts';
import { parseGoInt, parseUint } from '../strconv/atoi.ts';
import { unquote } from '../strconv/quote.ts';
import { decodeRune } from '../unicode/utf8core.ts';

export interface ScanResult {
  n: number;
  code: 0 | 1 | 2 | 3;
  msg: string;
}

class ScanError extends Error {
  readonly code: 1 | 2 | 3;
  constructor(code: 1 | 2 | 3, msg: string) {
    super(msg);
    this.code = code;
  }
}

const FLOAT_TOKEN =
  /^[+-]?(?:infinity|inf|nan|0[xX][0-9a-fA-F_]*(?:\.[0-9a-fA-F_]*)?(?:[pP][+-]?[0-9_]+)?|[0-9_]*(?:\.[0-9_]*)?(?:[eEpP][+-]?[0-9_]+)?)/i;

const isSpace = (c: string) => c === ' ' || c === '\t' || c === '\r' || c === '\n';

class Scanner {
  i = 0;
  readonly s: string;
  readonly nlIsSpace: boolean;
  constructor(s: string, nlIsSpace: boolean) {
    this.s = s;
    this.nlIsSpace = nlIsSpace;
  }
  eof(): boolean {
    return this.i >= this.s.length;
  }
  skipSpace(): void {
    while (this.i < this.s.length) {
      const c = this.s[this.i];
      if (c === '\n' && !this.nlIsSpace) throw new ScanError(3, 'unexpected newline');
      if (!isSpace(c)) return;
      this.i++;
    }
  }
  token(ok: (c: string) => boolean): string {
    const start = this.i;
    while (this.i < this.s.length && ok(this.s[this.i])) this.i++;
    return this.s.substring(start, this.i);
  }
}

function store(p: Iface, v: any): void {
  (p.v as Pointer).store(v);
}

/** Scan one operand of the pointer's element kind with verb `verb`. */
function scanOne(sc: Scanner, p: Iface, verb: string): void {
  if (p === null || p.t.kind !== 'ptr')
    throw new ScanError(3, `can't scan type: ${p === null ? '<nil>' : p.t.String()}`);
  const et = p.t.elem!;
  if (verb !== 'c') sc.skipSpace();
  if (sc.eof()) throw new ScanError(1, 'EOF');
  const k = et.kind;
  if (verb === 'c') {
    const d = decodeRune(sc.s, sc.i);
    sc.i += d.size;
    store(p, d.r);
    return;
  }
  if (isInteger(k)) {
    // scan.go scanInt: an optional sign, a base prefix for %v (0b, 0o, 0x, leading 0), then the
    // digits of the base (underscores only with %v).
    const start = sc.i;
    if (sc.s[sc.i] === '+' || sc.s[sc.i] === '-') sc.i++;
    let base = verb === 'x' || verb === 'X' ? 16 : verb === 'o' ? 8 : verb === 'b' ? 2 : 10;
    let digits = base === 16 ? /[0-9a-fA-F]/ : base === 8 ? /[0-7]/ : base === 2 ? /[01]/ : /[0-9]/;
    let haveDigits = false;
    if (verb === 'v') {
      digits = /[0-9_]/;
      if (sc.s[sc.i] === '0') {
        sc.i++;
        haveDigits = true;
        base = 0;
        const c = sc.s[sc.i] ?? '';
        if (c === 'b' || c === 'B') {
          sc.i++;
          digits = /[01_]/;
        } else if (c === 'o' || c === 'O') {
          sc.i++;
          digits = /[0-7_]/;
        } else if (c === 'x' || c === 'X') {
          sc.i++;
          digits = /[0-9a-fA-F_]/;
        } else digits = /[0-7_]/;
      } else base = 0;
    }
    const before = sc.i;
    sc.token((c) => digits.test(c));
    if (sc.i === before && !haveDigits) throw new ScanError(3, 'expected integer');
    const tok = sc.s.substring(start, sc.i);
    const bits =
      k === 'int8' || k === 'uint8'
        ? 8
        : k === 'int16' || k === 'uint16'
          ? 16
          : k === 'int32' || k === 'uint32'
            ? 32
            : 64;
    const r = isUnsigned(k) ? parseUint(tok, base, bits) : parseGoInt(tok, base, bits);
    if (r.code === 2) throw new ScanError(3, `integer overflow on token ${tok}`);
    if (r.code !== 0) throw new ScanError(3, 'expected integer');
    store(p, r.v);
    return;
  }
  switch (k) {
    case 'float32':
    case 'float64': {
      // scan.go floatToken: sign, then inf/nan or digits with an optional point and exponent.
      const m = FLOAT_TOKEN.exec(sc.s.substring(sc.i));
      const tok = m === null ? '' : m[0];
      sc.i += tok.length;
      const r = parseGoFloat(tok, k === 'float32' ? 32 : 64);
      if (r.code !== 0)
        throw new ScanError(3, `strconv.ParseFloat: parsing ${JSON.stringify(tok)}: ${r.msg}`);
      store(p, r.v);
      return;
    }
    case 'string': {
      if (verb === 'q') {
        const start = sc.i;
        const q = sc.s[start];
        let j = start + 1;
        while (j < sc.s.length && sc.s[j] !== q) j += sc.s[j] === '\\' && q === '"' ? 2 : 1;
        const v = unquote(sc.s.substring(start, j + 1));
        if (v === undefined) throw new ScanError(3, 'invalid syntax');
        sc.i = j + 1;
        store(p, v);
        return;
      }
      store(
        p,
        sc.token((c) => !isSpace(c)),
      );
      return;
    }
    case 'bool': {
      const tok = sc.token((c) => !isSpace(c));
      const t = ['1', 't', 'T', 'true', 'TRUE', 'True'];
      const f = ['0', 'f', 'F', 'false', 'FALSE', 'False'];
      if (t.includes(tok)) store(p, true);
      else if (f.includes(tok)) store(p, false);
      else throw new ScanError(3, 'syntax error scanning boolean');
      return;
    }
    case 'slice':
      if (et.elem!.kind === 'uint8') {
        const tok = sc.token((c) => !isSpace(c));
        store(p, Slice.of([...tok].map((c) => c.charCodeAt(0))));
        return;
      }
  }
  throw new ScanError(3, `can't scan type: ${p.t.String()}`);
}

function finish(n: number, e: unknown): ScanResult {
  if (e instanceof ScanError) return { n, code: e.code, msg: e.message };
  throw e;
}

/** Sscan (nlIsSpace) and Sscanln. */
export function sscan(s: string, args: (Iface | null)[], ln: boolean): ScanResult {
  const sc = new Scanner(s, !ln);
  let n = 0;
  try {
    for (const a of args) {
      if (n === 0) {
        // Nothing at all to read: io.EOF rather than ErrUnexpectedEOF.
        let j = sc.i;
        while (j < s.length && isSpace(s[j]) && (s[j] !== '\n' || !ln)) j++;
        if (j >= s.length) return { n: 0, code: 1, msg: 'EOF' };
      }
      scanOne(sc, a as Iface, 'v');
      n++;
    }
    if (ln) {
      while (sc.i < s.length && isSpace(s[sc.i]) && s[sc.i] !== '\n') sc.i++;
      if (sc.i < s.length && s[sc.i] !== '\n') throw new ScanError(3, 'expected newline');
    }
    return { n, code: 0, msg: '' };
  } catch (e) {
    return finish(n, e);
  }
}

/** Sscanf. */
export function sscanf(s: string, format: string, args: (Iface | null)[]): ScanResult {
  const sc = new Scanner(s, true);
  let n = 0;
  let argi = 0;
  try {
    for (let i = 0; i < format.length; ) {
      const c = format[i];
      if (c === '%') {
        const verb = format[i + 1];
        i += 2;
        if (verb === undefined) throw new ScanError(3, 'too few operands for format');
        if (verb === '%') {
          sc.skipSpace();
          if (sc.s[sc.i] !== '%') throw new ScanError(3, 'missing literal %');
          sc.i++;
          continue;
        }
        if (argi >= args.length) throw new ScanError(3, `too few operands for format '%${verb}'`);
        if (n === 0 && verb !== 'c') {
          let j = sc.i;
          while (j < s.length && isSpace(s[j])) j++;
          if (j >= s.length) return { n: 0, code: 1, msg: 'EOF' };
        }
        scanOne(sc, args[argi++] as Iface, verb);
        n++;
        continue;
      }
      if (isSpace(c)) {
        while (i < format.length && isSpace(format[i])) i++;
        while (sc.i < s.length && isSpace(s[sc.i])) sc.i++;
        continue;
      }
      if (sc.s[sc.i] !== c) {
        if (sc.eof()) throw new ScanError(1, 'EOF');
        throw new ScanError(3, 'input does not match format');
      }
      sc.i++;
      i++;
    }
    if (argi < args.length) throw new ScanError(3, 'too many operands');
    return { n, code: 0, msg: '' };
  } catch (e) {
    return finish(n, e);
  }
}

// Marker argument syntax, as sigs.k8s.io/controller-tools pkg/markers/parse.go reads it:
// `+name`, `+name=value` (one anonymous argument) or `+name:arg=value,arg2=value2` (named
// arguments; the last `:`-part before the first `=` is the first argument's name). Values are
// strings (bare up to `,` `;` `}` or quoted "..." / `...`), ints, numbers, bools, slices (`a;b;c` or
// `{a,b,c}`), maps (`{k:v}`) and, for `any` arguments, whatever guessType guesses. Errors read like
// controller-gen's: `unknown argument "x" (at <input>:1:5)`.

export type ArgType =
  | 'string'
  | 'int'
  | 'number'
  | 'bool'
  | 'any'
  | 'raw'
  | { slice: ArgType }
  | { map: ArgType };

export interface ArgSpec {
  type: ArgType;
  optional?: boolean;
}

export type Definition =
  | { name: string; kind: 'empty' }
  | { name: string; kind: 'anon'; type: ArgType }
  | { name: string; kind: 'struct'; args: Readonly<Record<string, ArgSpec>> };

export type MarkerValue = unknown;

/** `splitMarker`: name (for named-argument markers), anonymous name, and the text after the first `=`. */
export function splitMarker(raw: string): { name: string; anonName: string; rest: string } {
  const body = raw.slice(1);
  const eq = body.indexOf('=');
  if (eq < 0) return { name: body, anonName: body, rest: '' };
  const anonName = body.slice(0, eq);
  const rest = body.slice(eq + 1);
  const parts = anonName.split(':');
  const name = parts.length > 1 ? parts.slice(0, -1).join(':') : anonName;
  return { name, anonName, rest };
}

/** `Registry.Lookup` → tryAnonLookup: the anonymous name first, then the name. */
export function lookup(raw: string, defs: ReadonlyMap<string, Definition>): Definition | undefined {
  const { name, anonName } = splitMarker(raw);
  return defs.get(anonName) ?? defs.get(name);
}

// ---- a small text/scanner (Mode: idents, ints, floats, strings, raw strings; SkipComments without
// ScanComments, so `//` is two '/' tokens) ----

const EOF = -1;
const IDENT = -2;
const INT = -3;
const FLOAT = -4;
const STRING = -5;
const RAWSTRING = -6;

interface Tok {
  tok: number;
  text: string;
  offset: number;
}

class Scanner {
  readonly src: string;
  pos = 0;
  /** start offset of the last scanned token */
  tokOffset = 0;
  tokText = '';
  numbers = true;
  readonly errors: string[] = [];
  constructor(src: string) {
    this.src = src;
  }
  error(msg: string): void {
    this.errors.push(`${msg} (at <input>:1:${this.tokOffset + 1})`);
  }
  private skipSpace(): void {
    while (this.pos < this.src.length && ' \t\n\r'.includes(this.src[this.pos])) this.pos++;
  }
  /** next non-space character, not consumed (peekNoSpace) */
  peek(): number {
    this.skipSpace();
    return this.pos < this.src.length ? this.src.charCodeAt(this.pos) : EOF;
  }
  peekRaw(): number {
    return this.pos < this.src.length ? this.src.charCodeAt(this.pos) : EOF;
  }
  scan(): Tok {
    for (;;) {
      this.skipSpace();
      const s = this.src;
      const start = this.pos;
      this.tokOffset = start;
      if (start >= s.length) return this.done(EOF, start);
      const c = s[start];
      if (/[A-Za-z_]/.test(c)) {
        let i = start + 1;
        while (i < s.length && /[A-Za-z0-9_]/.test(s[i])) i++;
        this.pos = i;
        return this.done(IDENT, start);
      }
      if (this.numbers && (/[0-9]/.test(c) || (c === '.' && /[0-9]/.test(s[start + 1] ?? '')))) {
        const m = /^(0[xX][0-9a-fA-F_]+|[0-9_]*\.?[0-9_]*([eE][+-]?[0-9_]+)?)/.exec(s.slice(start));
        const text = m?.[0] || c;
        this.pos = start + text.length;
        return this.done(/[.eE]/.test(text) && !/^0[xX]/.test(text) ? FLOAT : INT, start);
      }
      if (c === '"') {
        let i = start + 1;
        while (i < s.length && s[i] !== '"' && s[i] !== '\n') i += s[i] === '\\' ? 2 : 1;
        this.pos = Math.min(i + 1, s.length);
        return this.done(STRING, start);
      }
      if (c === '`') {
        const close = s.indexOf('`', start + 1);
        this.pos = close < 0 ? s.length : close + 1;
        return this.done(RAWSTRING, start);
      }
      this.pos = start + 1;
      return this.done(c.charCodeAt(0), start);
    }
  }
  private done(tok: number, start: number): Tok {
    this.tokText = tok === EOF ? '' : this.src.slice(start, this.pos);
    return { tok, text: this.tokText, offset: start };
  }
  expect(tok: number, desc: string): boolean {
    const t = this.scan();
    if (t.tok !== tok) {
      this.error(`expected ${desc}, got ${goQuote(t.text)}`);
      return false;
    }
    return true;
  }
}

function goQuote(s: string): string {
  return JSON.stringify(s);
}

const CH = (c: string) => c.charCodeAt(0);

function unquote(text: string): string | undefined {
  if (text.startsWith('`')) return text.endsWith('`') && text.length >= 2 ? text.slice(1, -1) : undefined;
  try {
    const v = JSON.parse(text.replace(/\\'/g, "'"));
    return typeof v === 'string' ? v : undefined;
  } catch {
    return undefined;
  }
}

function parseString(sc: Scanner, raw: string, inMap: boolean): string {
  const saved = sc.numbers;
  sc.numbers = false;
  try {
    const p = sc.peek();
    if (p === CH('"') || p === CH('`')) {
      const t = sc.scan();
      const v = unquote(t.text);
      if (v === undefined) {
        sc.error(`unable to parse string: invalid syntax`);
        return '';
      }
      return v;
    }
    const isDelim = (h: number) =>
      h === CH(',') || h === CH(';') || h === CH('}') || h === EOF || (inMap && h === CH(':'));
    let start = -1;
    let end = -1;
    for (let h = sc.peek(); !isDelim(h); h = sc.peek()) {
      const t = sc.scan();
      if (t.tok === EOF) break;
      if (start < 0) start = t.offset;
      end = t.offset + t.text.length;
    }
    return start < 0 ? '' : raw.slice(start, end);
  } finally {
    sc.numbers = saved;
  }
}

function guessType(sc: Scanner, raw: string, allowSlice: boolean): ArgType {
  if (allowSlice) {
    const item = guessType(sc, raw, false);
    const sub = new Scanner(raw.slice(sc.pos));
    let t: Tok;
    do t = sub.scan();
    while (t.tok !== CH(',') && t.tok !== EOF && t.tok !== CH(';'));
    return t.tok === CH(';') ? { slice: item } : item;
  }
  const sub = new Scanner(raw.slice(sc.pos));
  const hint = sub.peek();
  if (hint === CH('"') || hint === CH("'") || hint === CH('`')) return 'string';
  if (hint === CH('{')) {
    sub.scan();
    const inner = sub.peek();
    const first = guessType(sub, raw.slice(sc.pos), false);
    if (first === 'string') {
      parseString(sub, raw.slice(sc.pos), true);
      const t = sub.scan();
      if (t.tok === CH(':') || inner === CH('}')) return { map: 'any' };
    }
    return { slice: first };
  }
  let probablyString = false;
  if (hint === CH('t') || hint === CH('f')) {
    const t = sub.scan();
    if (t.tok === IDENT && (t.text === 'true' || t.text === 'false')) return 'bool';
    probablyString = true;
  }
  if (!probablyString) {
    let t = sub.scan();
    if (t.tok === CH('-')) t = sub.scan();
    if (t.tok === INT || t.tok === FLOAT) {
      const f = sub.peek();
      if (f === CH(',') || f === CH(';') || f === EOF || f === CH('}'))
        return t.tok === INT ? 'int' : 'number';
    }
  }
  return 'string';
}

function parseValue(sc: Scanner, raw: string, type: ArgType, inSlice: boolean): unknown {
  if (type === 'raw') {
    const v = raw.slice(sc.pos);
    sc.pos = raw.length;
    return v;
  }
  if (type === 'number' || type === 'int') {
    let neg = false;
    if (sc.peek() === CH('-')) {
      neg = true;
      sc.scan();
    }
    const t = sc.scan();
    if (type === 'int' ? t.tok !== INT : t.tok !== INT && t.tok !== FLOAT) {
      sc.error(
        type === 'int'
          ? `expected integer, got ${goQuote(t.text)}`
          : `expected integer or float, got ${goQuote(t.text)}`,
      );
      return 0;
    }
    const n = Number(t.text.replace(/_/g, ''));
    return neg ? -n : n;
  }
  if (type === 'string') return parseString(sc, raw, false);
  if (type === 'bool') {
    const t = sc.scan();
    if (t.tok !== IDENT) {
      sc.error(`expected true or false, got ${goQuote(t.text)}`);
      return false;
    }
    if (t.text === 'true') return true;
    if (t.text === 'false') return false;
    sc.error(`expected true or false, got ${goQuote(t.text)}`);
    return false;
  }
  if (type === 'any') {
    const g = guessType(sc, raw, !inSlice);
    return parseValue(sc, raw, g === 'any' ? 'string' : g, inSlice);
  }
  if ('slice' in type) {
    const out: unknown[] = [];
    if (sc.peek() === CH('{')) {
      sc.scan();
      for (let h = sc.peek(); h !== CH('}') && h !== EOF; h = sc.peek()) {
        out.push(parseValue(sc, raw, type.slice, true));
        if (sc.peek() === CH('}')) break;
        if (!sc.expect(CH(','), 'comma')) return out;
      }
      if (!sc.expect(CH('}'), 'close curly brace')) return out;
      return out;
    }
    for (let h = sc.peek(); h !== CH(',') && h !== CH('}') && h !== EOF; h = sc.peek()) {
      out.push(parseValue(sc, raw, type.slice, true));
      const t = sc.peek();
      if (t === CH(',') || t === CH('}') || t === EOF) break;
      const n = sc.scan();
      if (n.tok !== CH(';')) {
        sc.error(`expected comma, got ${goQuote(n.text)}`);
        return out;
      }
    }
    return out;
  }
  // map
  const m: Record<string, unknown> = {};
  if (!sc.expect(CH('{'), 'open curly brace')) return m;
  for (let h = sc.peek(); h !== CH('}') && h !== EOF; h = sc.peek()) {
    const k = parseString(sc, raw, true);
    if (!sc.expect(CH(':'), 'colon')) return m;
    m[k] = parseValue(sc, raw, type.map, false);
    if (sc.peek() === CH('}')) break;
    if (!sc.expect(CH(','), 'comma')) return m;
  }
  sc.expect(CH('}'), 'close curly brace');
  return m;
}

/** `Definition.Parse`: the marker's value (true for empty markers) and the scanner errors. */
export function parseMarker(raw: string, def: Definition): { value: MarkerValue; errors: string[] } {
  const { name, anonName } = splitMarker(raw);
  let { rest } = splitMarker(raw);
  if (def.kind === 'empty') {
    const sc = new Scanner(rest);
    if (sc.scan().tok !== EOF) sc.error(`extra arguments provided: ${goQuote(rest.slice(sc.tokOffset))}`);
    return { value: true, errors: sc.errors };
  }
  if (def.kind === 'struct' && anonName.length >= name.length + 1 && def.name === name)
    rest = `${anonName.slice(name.length + 1)}=${rest}`;
  const sc = new Scanner(rest);
  if (def.kind === 'anon') {
    const value = sc.peek() !== EOF ? parseValue(sc, rest, def.type, false) : undefined;
    if (sc.errors.length === 0 && sc.scan().tok !== EOF)
      sc.error(`extra arguments provided: ${goQuote(rest.slice(sc.tokOffset))}`);
    if (value === undefined && sc.errors.length === 0) sc.error('missing argument ""');
    return { value, errors: sc.errors };
  }
  const out: Record<string, unknown> = {};
  if (sc.peek() !== EOF) {
    while (sc.expect(IDENT, 'argument name')) {
      const argName = sc.tokText;
      if (!sc.expect(CH('='), 'equals')) break;
      const spec = Object.hasOwn(def.args, argName) ? def.args[argName] : undefined;
      if (spec === undefined) {
        sc.error(`unknown argument ${goQuote(argName)}`);
        break;
      }
      out[argName] = parseValue(sc, rest, spec.type, false);
      if (sc.errors.length > 0) break;
      if (sc.peek() === EOF) break;
      if (!sc.expect(CH(','), 'comma')) break;
    }
  }
  if (sc.scan().tok !== EOF) sc.error(`extra arguments provided: ${goQuote(rest.slice(sc.tokOffset))}`);
  for (const [argName, spec] of Object.entries(def.args))
    if (!spec.optional && !(argName in out)) sc.error(`missing argument ${goQuote(argName)}`);
  return { value: out, errors: sc.errors };
}

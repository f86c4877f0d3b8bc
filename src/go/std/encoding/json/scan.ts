// JSON text → a value tree, with encoding/json's syntax errors to the letter (go/src/encoding/json/
// scanner.go: the messages of its state machine and the byte offset it reports). Input and strings are
// Go byte strings (see interp/strings.ts).

import { encodeRune } from '../../../interp/strings.ts';
import { quote } from '../../strconv/quote.ts';

export type JNode =
  | { kind: 'null'; start: number; end: number }
  | { kind: 'bool'; value: boolean; start: number; end: number }
  | { kind: 'number'; text: string; start: number; end: number }
  | { kind: 'string'; value: string; start: number; end: number }
  | { kind: 'array'; items: JNode[]; start: number; end: number }
  | {
      kind: 'object';
      /** key, value, and the offset of the key's opening quote (absent in nodes not parsed from text) */
      entries: [string, JNode, number?][];
      start: number;
      end: number;
    };

/** A syntax error: scanner.go's message and Offset (bytes read when the error was found). */
export class JsonSyntaxError extends Error {
  readonly offset: number;
  constructor(msg: string, offset: number) {
    super(msg);
    this.offset = offset;
  }
}

/** scanner.go quoteChar: how an offending byte is shown in a message. */
export function quoteChar(c: number): string {
  if (c === 0x27) return `'\\''`;
  if (c === 0x22) return `'"'`;
  const s = quote(encodeRune(c));
  return `'${s.slice(1, -1)}'`;
}

const isSpace = (c: number): boolean => c === 0x20 || c === 0x09 || c === 0x0a || c === 0x0d;
const isDigit = (c: number): boolean => c >= 0x30 && c <= 0x39;
const isHex = (c: number): boolean => isDigit(c) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);

/** Recursive-descent reader over `s` that fails exactly where Go's scanner fails. */
export class Reader {
  readonly s: string;
  i: number;
  constructor(s: string, start = 0) {
    this.s = s;
    this.i = start;
  }

  /**
   * Fails at `i`. At the end of the input the scanner is fed one space (scanner.go eof), which is an
   * error of its own inside a literal, number or escape (`midToken`).
   */
  private fail(context: string, midToken = false): never {
    if (this.i >= this.s.length) {
      if (midToken) throw new JsonSyntaxError(`invalid character ' ' ${context}`, this.s.length);
      throw new JsonSyntaxError('unexpected end of JSON input', this.s.length);
    }
    throw new JsonSyntaxError(
      `invalid character ${quoteChar(this.s.charCodeAt(this.i))} ${context}`,
      this.i + 1,
    );
  }

  skipSpace(): void {
    while (this.i < this.s.length && isSpace(this.s.charCodeAt(this.i))) this.i++;
  }

  /**
   * One complete value (leading whitespace skipped). Iterative, with the open arrays and objects on
   * an explicit stack: Go's scanner takes 10,000 levels (maxNestingDepth) and the JS stack does not.
   */
  value(): JNode {
    const s = this.s;
    // The open containers, innermost last, and for each object the key whose value comes next
    // (parallel arrays, reused from level to level: no allocation per container).
    const open: (JNode & { kind: 'array' | 'object' })[] = [];
    const keys: string[] = [];
    const keyStarts: number[] = [];
    let depth = 0;
    for (;;) {
      // At the beginning of a value.
      this.skipSpace();
      if (this.i >= s.length) this.fail('');
      const start = this.i;
      const c = s.charCodeAt(this.i);
      let v: JNode;
      if (c === 0x7b || c === 0x5b) {
        // scanner.go pushParseState: the container is counted before its contents are looked at.
        if (depth >= MAX_NESTING_DEPTH) this.fail('exceeded max depth');
        this.i++;
        this.skipSpace();
        if (c === 0x7b) {
          const node: JNode & { kind: 'object' } = { kind: 'object', entries: [], start, end: start };
          if (s.charCodeAt(this.i) !== 0x7d) {
            open[depth] = node;
            keyStarts[depth] = this.i;
            keys[depth++] = this.objectKey();
            continue;
          }
          this.i++;
          node.end = this.i;
          v = node;
        } else {
          const node: JNode & { kind: 'array' } = { kind: 'array', items: [], start, end: start };
          if (s.charCodeAt(this.i) !== 0x5d) {
            open[depth++] = node;
            continue;
          }
          this.i++;
          node.end = this.i;
          v = node;
        }
      } else v = this.scalar(c, start);
      // A value is complete: add it to the open containers, closing those that end here.
      for (;;) {
        if (depth === 0) return v;
        const node = open[depth - 1];
        this.skipSpace();
        const d = s.charCodeAt(this.i);
        if (node.kind === 'array') {
          node.items.push(v);
          if (d === 0x2c) {
            this.i++;
            break;
          }
          if (d !== 0x5d) this.fail('after array element');
        } else {
          node.entries.push([keys[depth - 1], v, keyStarts[depth - 1]]);
          if (d === 0x2c) {
            this.i++;
            this.skipSpace();
            keyStarts[depth - 1] = this.i;
            keys[depth - 1] = this.objectKey();
            break;
          }
          if (d !== 0x7d) this.fail('after object key:value pair');
        }
        this.i++;
        node.end = this.i;
        depth--;
        v = node;
      }
    }
  }

  /** A string, literal or number at `i` (its first byte c). */
  private scalar(c: number, start: number): JNode {
    if (c === 0x22) return { kind: 'string', value: this.string(), start, end: this.i };
    if (c === 0x74) {
      this.literal('true');
      return { kind: 'bool', value: true, start, end: this.i };
    }
    if (c === 0x66) {
      this.literal('false');
      return { kind: 'bool', value: false, start, end: this.i };
    }
    if (c === 0x6e) {
      this.literal('null');
      return { kind: 'null', start, end: this.i };
    }
    if (c === 0x2d || isDigit(c)) {
      this.number();
      return { kind: 'number', text: this.s.slice(start, this.i), start, end: this.i };
    }
    return this.fail('looking for beginning of value');
  }

  /** An object's next key and its colon, at `i`; returns the key. */
  private objectKey(): string {
    if (this.i >= this.s.length || this.s.charCodeAt(this.i) !== 0x22) {
      this.fail('looking for beginning of object key string');
    }
    const key = this.string();
    this.skipSpace();
    if (this.i >= this.s.length || this.s.charCodeAt(this.i) !== 0x3a) this.fail('after object key');
    this.i++;
    return key;
  }

  /** The whole input must be one value plus whitespace. */
  document(): JNode {
    const v = this.value();
    this.skipSpace();
    if (this.i < this.s.length) this.fail('after top-level value');
    return v;
  }

  private literal(word: string): void {
    this.i++;
    for (let k = 1; k < word.length; k++) {
      if (this.i >= this.s.length || this.s.charCodeAt(this.i) !== word.charCodeAt(k)) {
        this.fail(`in literal ${word} (expecting ${quoteChar(word.charCodeAt(k))})`, true);
      }
      this.i++;
    }
  }

  private number(): void {
    const s = this.s;
    if (s.charCodeAt(this.i) === 0x2d) {
      this.i++;
      if (this.i >= s.length || !isDigit(s.charCodeAt(this.i))) this.fail('in numeric literal', true);
    }
    if (s.charCodeAt(this.i) === 0x30) this.i++;
    else while (this.i < s.length && isDigit(s.charCodeAt(this.i))) this.i++;
    if (this.i < s.length && s.charCodeAt(this.i) === 0x2e) {
      this.i++;
      if (this.i >= s.length || !isDigit(s.charCodeAt(this.i)))
        this.fail('after decimal point in numeric literal', true);
      while (this.i < s.length && isDigit(s.charCodeAt(this.i))) this.i++;
    }
    if (this.i < s.length && (s.charCodeAt(this.i) | 0x20) === 0x65) {
      this.i++;
      if (this.i < s.length && (s.charCodeAt(this.i) === 0x2b || s.charCodeAt(this.i) === 0x2d)) this.i++;
      if (this.i >= s.length || !isDigit(s.charCodeAt(this.i)))
        this.fail('in exponent of numeric literal', true);
      while (this.i < s.length && isDigit(s.charCodeAt(this.i))) this.i++;
    }
  }

  /** A string literal at `i` (the opening quote), decoded to Go bytes like decode.go unquote. */
  string(): string {
    const s = this.s;
    this.i++;
    let out = '';
    let run = this.i;
    for (;;) {
      if (this.i >= s.length) this.fail('');
      const c = s.charCodeAt(this.i);
      if (c === 0x22) {
        out += fixUTF8(s.slice(run, this.i));
        this.i++;
        return out;
      }
      if (c < 0x20) this.fail('in string literal');
      if (c !== 0x5c) {
        this.i++;
        continue;
      }
      out += fixUTF8(s.slice(run, this.i));
      this.i++;
      if (this.i >= s.length) this.fail('in string escape code', true);
      const e = s.charCodeAt(this.i);
      const simple = ESCAPES[e];
      if (simple !== undefined) {
        out += simple;
        this.i++;
      } else if (e === 0x75) {
        let r = this.hex4();
        if (r >= 0xd800 && r < 0xdc00) {
          // A surrogate pair decodes to one rune; a lone surrogate becomes U+FFFD.
          if (s.charCodeAt(this.i) === 0x5c && s.charCodeAt(this.i + 1) === 0x75) {
            const save = this.i;
            this.i++;
            const r2 = this.hex4();
            if (r2 >= 0xdc00 && r2 < 0xe000) r = 0x10000 + ((r - 0xd800) << 10) + (r2 - 0xdc00);
            else {
              this.i = save;
              r = 0xfffd;
            }
          } else r = 0xfffd;
        } else if (r >= 0xdc00 && r < 0xe000) r = 0xfffd;
        out += encodeRune(r);
      } else {
        this.fail('in string escape code', true);
      }
      run = this.i;
    }
  }

  private hex4(): number {
    this.i++;
    let r = 0;
    for (let k = 0; k < 4; k++) {
      const c = this.s.charCodeAt(this.i);
      if (this.i >= this.s.length || !isHex(c)) this.fail('in \\u hexadecimal character escape', true);
      r = r * 16 + Number.parseInt(this.s[this.i], 16);
      this.i++;
    }
    return r;
  }
}

/** scanner.go maxNestingDepth. */
const MAX_NESTING_DEPTH = 10000;

const ESCAPES: Record<number, string> = {
  34: '"',
  92: '\\',
  47: '/',
  98: '\b',
  102: '\f',
  110: '\n',
  114: '\r',
  116: '\t',
};

/** Invalid UTF-8 in a JSON string decodes to U+FFFD per bad byte (decode.go unquoteBytes). */
function fixUTF8(bytes: string): string {
  if (/^[\x00-\x7f]*$/.test(bytes)) return bytes;
  let out = '';
  let i = 0;
  while (i < bytes.length) {
    const c = bytes.charCodeAt(i);
    if (c < 0x80) {
      out += bytes[i];
      i++;
      continue;
    }
    const n = utf8Len(bytes, i);
    if (n === 0) {
      out += '\xef\xbf\xbd';
      i++;
    } else {
      out += bytes.slice(i, i + n);
      i += n;
    }
  }
  return out;
}

/** Length of the valid UTF-8 sequence at i, 0 if invalid. */
export function utf8Len(s: string, i: number): number {
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

/** Parses a whole document; throws JsonSyntaxError. */
export function parseJSON(s: string): JNode {
  return new Reader(s).document();
}

/** encode.go isValidNumber: a JSON number literal. */
export function isValidNumber(s: string): boolean {
  return /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?$/.test(s);
}

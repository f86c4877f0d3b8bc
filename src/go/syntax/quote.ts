// Go's rune formatting used in compiler messages (%q and %#U of fmt), and decoding of literal values.

import { assignedAfter15, standIn } from '../std/unicode/v15.ts';

const rePrint = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;

/** unicode.IsPrint: letters, marks, numbers, punctuation, symbols and the ASCII space. */
export function isPrint(c: number): boolean {
  if (c < 0x80) return c >= 0x20 && c < 0x7f;
  if (c > 0x10ffff || (c >= 0xd800 && c < 0xe000)) return false;
  // go1.23's tables are Unicode 15.0 (std/unicode/v15.ts)
  return !assignedAfter15(c) && rePrint.test(String.fromCodePoint(standIn(c)));
}

function hex(c: number, width: number): string {
  return c.toString(16).padStart(width, '0');
}

/** fmt's %#U: `U+0040 '@'`, or just `U+0001` for a non-printable rune. */
export function formatU(c: number): string {
  const u = 'U+' + c.toString(16).toUpperCase().padStart(4, '0');
  return isPrint(c) ? `${u} '${String.fromCodePoint(c)}'` : u;
}

/** strconv.QuoteRune (fmt's %q of a rune): `'a'`, `'\n'`, `'\''`, `'\x01'`, `'\u00ad'`. */
export function quoteRune(c: number): string {
  switch (c) {
    case 7:
      return "'\\a'";
    case 8:
      return "'\\b'";
    case 12:
      return "'\\f'";
    case 10:
      return "'\\n'";
    case 13:
      return "'\\r'";
    case 9:
      return "'\\t'";
    case 11:
      return "'\\v'";
    case 39:
      return "'\\''";
    case 92:
      return "'\\\\'";
  }
  if (isPrint(c)) return `'${String.fromCodePoint(c)}'`;
  if (c < 0x80) return `'\\x${hex(c, 2)}'`;
  if (c > 0x10ffff || (c >= 0xd800 && c < 0xe000)) return "'\\ufffd'";
  if (c < 0x10000) return `'\\u${hex(c, 4)}'`;
  return `'\\U${hex(c, 8)}'`;
}

/** Encodes a code point as UTF-8 bytes appended to out (a "binary string" builder). */
function pushUtf8(out: number[], c: number): void {
  if (c < 0x80) out.push(c);
  else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
  else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
  else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
}

function bytesToBinary(bytes: number[]): string {
  let s = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    s += String.fromCharCode.apply(null, bytes.slice(i, i + 8192));
  }
  return s;
}

// decodeEscape decodes the escape starting after the backslash at s[i]; returns [value, isByte, next index].
function decodeEscape(s: string, i: number): [number, boolean, number] {
  const c = s.charCodeAt(i);
  switch (c) {
    case 97:
      return [7, false, i + 1];
    case 98:
      return [8, false, i + 1];
    case 102:
      return [12, false, i + 1];
    case 110:
      return [10, false, i + 1];
    case 114:
      return [13, false, i + 1];
    case 116:
      return [9, false, i + 1];
    case 118:
      return [11, false, i + 1];
    case 120:
      return [Number.parseInt(s.slice(i + 1, i + 3), 16), true, i + 3];
    case 117:
      return [Number.parseInt(s.slice(i + 1, i + 5), 16), false, i + 5];
    case 85:
      return [Number.parseInt(s.slice(i + 1, i + 9), 16), false, i + 9];
  }
  if (c >= 48 && c <= 55) return [Number.parseInt(s.slice(i, i + 3), 8), true, i + 3];
  return [c, false, i + 1]; // \\, \', \"
}

/**
 * The value of a well-formed string literal (interpreted or raw) as a Go "binary string": one char code
 * per byte (0-255), UTF-8 encoded. Raw strings drop carriage returns, as the spec says.
 */
export function stringLitBytes(lit: string): string {
  const out: number[] = [];
  if (lit.charCodeAt(0) === 96) {
    const body = lit.slice(1, -1);
    for (let i = 0; i < body.length; i++) {
      const c = body.codePointAt(i)!;
      if (c > 0xffff) i++;
      if (c !== 13) pushUtf8(out, c);
    }
    return bytesToBinary(out);
  }
  const end = lit.length - 1;
  for (let i = 1; i < end; ) {
    const c = lit.codePointAt(i)!;
    if (c === 92) {
      const [v, isByte, next] = decodeEscape(lit, i + 1);
      if (isByte) out.push(v & 0xff);
      else pushUtf8(out, v);
      i = next;
      continue;
    }
    pushUtf8(out, c);
    i += c > 0xffff ? 2 : 1;
  }
  return bytesToBinary(out);
}

/** The code point of a well-formed rune literal such as `'a'`, `'\n'`, `'\x41'`, `'世'`. */
export function runeLitValue(lit: string): number {
  const c = lit.codePointAt(1)!;
  if (c !== 92) return c;
  return decodeEscape(lit, 2)[0];
}

/** The value of a well-formed string literal as a JavaScript (UTF-16) string, e.g. an import path. */
export function stringLitValue(lit: string): string {
  const bin = stringLitBytes(lit);
  // fast path: ASCII
  let ascii = true;
  for (let i = 0; i < bin.length; i++) {
    if (bin.charCodeAt(i) >= 0x80) {
      ascii = false;
      break;
    }
  }
  if (ascii) return bin;
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i);
  return new TextDecoder().decode(bytes);
}

// strconv quoting and unquoting over Go byte strings (go/src/strconv/quote.go).

import { decodeRune, encodeRune, RuneError, RuneSelf, validRune, validString } from '../unicode/utf8core.ts';
import { assignedAfter15, standIn } from '../unicode/v15.ts';

const lowerhex = '0123456789abcdef';

// unicode.IsPrint: categories L, M, N, P, S plus the ASCII space. Go 1.23 uses Unicode 15.0; the
// host's tables are newer, so characters assigned since are left out (unicode/v15.ts).
const printRe = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;
// Zs other than U+0020: graphic but not printable (strconv.isGraphic list).
const spaceSepRe = /^\p{Zs}$/u;
const printCache = new Map<number, boolean>();

/** strconv.IsPrint / unicode.IsPrint. */
export function isPrint(r: number): boolean {
  if (r < 0x80) return r >= 0x20 && r < 0x7f;
  if (!validRune(r)) return false;
  let v = printCache.get(r);
  if (v === undefined) {
    v = !assignedAfter15(r) && printRe.test(String.fromCodePoint(standIn(r)));
    printCache.set(r, v);
  }
  return v;
}

/** strconv.IsGraphic: IsPrint plus the other space separators (Zs). */
export function isGraphic(r: number): boolean {
  if (isPrint(r)) return true;
  return validRune(r) && r <= 0xffff && spaceSepRe.test(String.fromCodePoint(r));
}

function hex(r: number, digits: number): string {
  let s = '';
  for (let sh = (digits - 1) * 4; sh >= 0; sh -= 4) s += lowerhex[Math.floor(r / 2 ** sh) & 0xf];
  return s;
}

function escapedRune(r: number, quote: number, asciiOnly: boolean, graphicOnly: boolean): string {
  if (r === quote || r === 0x5c) return `\\${String.fromCharCode(r)}`;
  if (asciiOnly) {
    if (r < RuneSelf && isPrint(r)) return String.fromCharCode(r);
  } else if (isPrint(r) || (graphicOnly && isGraphic(r))) {
    return encodeRune(r);
  }
  switch (r) {
    case 7:
      return '\\a';
    case 8:
      return '\\b';
    case 12:
      return '\\f';
    case 10:
      return '\\n';
    case 13:
      return '\\r';
    case 9:
      return '\\t';
    case 11:
      return '\\v';
  }
  if (r < 0x20 || r === 0x7f) return `\\x${hex(r, 2)}`;
  if (!validRune(r)) r = 0xfffd;
  if (r < 0x10000) return `\\u${hex(r, 4)}`;
  return `\\U${hex(r, 8)}`;
}

function quoteWith(s: string, quote: number, asciiOnly: boolean, graphicOnly: boolean): string {
  const q = String.fromCharCode(quote);
  let buf = q;
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    if (c < RuneSelf) {
      // Fast path for printable ASCII that needs no escape.
      if (c >= 0x20 && c < 0x7f && c !== quote && c !== 0x5c) buf += s[i];
      else buf += escapedRune(c, quote, asciiOnly, graphicOnly);
      i++;
      continue;
    }
    const d = decodeRune(s, i);
    if (d.size === 1 && d.r === RuneError) {
      buf += `\\x${hex(c, 2)}`;
      i++;
      continue;
    }
    const r = d.r;
    i += d.size;
    buf += escapedRune(r, quote, asciiOnly, graphicOnly);
  }
  return buf + q;
}

function quoteRuneWith(r: number, asciiOnly: boolean, graphicOnly: boolean): string {
  if (!validRune(r)) r = RuneError;
  return `'${escapedRune(r, 0x27, asciiOnly, graphicOnly)}'`;
}

export const quote = (s: string): string => quoteWith(s, 0x22, false, false);
export const quoteToASCII = (s: string): string => quoteWith(s, 0x22, true, false);
export const quoteToGraphic = (s: string): string => quoteWith(s, 0x22, false, true);
export const quoteRune = (r: number): string => quoteRuneWith(r, false, false);
export const quoteRuneToASCII = (r: number): string => quoteRuneWith(r, true, false);
export const quoteRuneToGraphic = (r: number): string => quoteRuneWith(r, false, true);

/** strconv.CanBackquote. */
export function canBackquote(s: string): boolean {
  for (let i = 0; i < s.length; ) {
    const d = decodeRune(s, i);
    const r = d.r;
    const wid = d.size;
    i += wid;
    if (wid > 1) {
      if (r === 0xfeff) return false; // BOMs are invisible and should not be quoted.
      continue;
    }
    if (r === RuneError) return false;
    if ((r < 0x20 && r !== 9) || r === 0x60 || r === 0x7f) return false;
  }
  return true;
}

function unhex(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** Result of strconv.UnquoteChar; `undefined` means ErrSyntax. */
export interface UnquotedChar {
  value: number;
  multibyte: boolean;
  tail: string;
}

/** strconv.UnquoteChar(s, quote); undefined on a syntax error. */
export function unquoteChar(s: string, quote: number): UnquotedChar | undefined {
  if (s.length === 0) return undefined;
  const c0 = s.charCodeAt(0);
  if (c0 === quote && (quote === 0x27 || quote === 0x22)) return undefined;
  if (c0 >= RuneSelf) {
    const d = decodeRune(s, 0);
    return { value: d.r, multibyte: true, tail: s.substring(d.size) };
  }
  if (c0 !== 0x5c) return { value: c0, multibyte: false, tail: s.substring(1) };
  if (s.length <= 1) return undefined;
  const c = s.charCodeAt(1);
  let rest = s.substring(2);
  let value: number;
  let multibyte = false;
  switch (c) {
    case 0x61:
      value = 7;
      break;
    case 0x62:
      value = 8;
      break;
    case 0x66:
      value = 12;
      break;
    case 0x6e:
      value = 10;
      break;
    case 0x72:
      value = 13;
      break;
    case 0x74:
      value = 9;
      break;
    case 0x76:
      value = 11;
      break;
    case 0x78: // x
    case 0x75: // u
    case 0x55: {
      // U
      const n = c === 0x78 ? 2 : c === 0x75 ? 4 : 8;
      if (rest.length < n) return undefined;
      let v = 0;
      for (let j = 0; j < n; j++) {
        const x = unhex(rest.charCodeAt(j));
        if (x < 0) return undefined;
        v = v * 16 + x;
      }
      rest = rest.substring(n);
      if (c !== 0x78) {
        if (!validRune(v)) return undefined;
        multibyte = true;
      }
      value = v;
      break;
    }
    case 0x30:
    case 0x31:
    case 0x32:
    case 0x33:
    case 0x34:
    case 0x35:
    case 0x36:
    case 0x37: {
      let v = c - 48;
      if (rest.length < 2) return undefined;
      for (let j = 0; j < 2; j++) {
        const x = rest.charCodeAt(j) - 48;
        if (x < 0 || x > 7) return undefined;
        v = (v << 3) | x;
      }
      rest = rest.substring(2);
      if (v > 255) return undefined;
      value = v;
      break;
    }
    case 0x5c:
      value = 0x5c;
      break;
    case 0x27:
    case 0x22:
      if (c !== quote) return undefined;
      value = c;
      break;
    default:
      return undefined;
  }
  return { value, multibyte, tail: rest };
}

/** strconv.Unquote; undefined means ErrSyntax ("invalid syntax"). */
export function unquote(s: string): string | undefined {
  const r = unquotePrefix(s, true);
  if (r === undefined || r.rem.length > 0) return undefined;
  return r.out;
}

/** strconv.QuotedPrefix; undefined means ErrSyntax. */
export function quotedPrefix(s: string): string | undefined {
  return unquotePrefix(s, false)?.out;
}

function unquotePrefix(inp: string, unesc: boolean): { out: string; rem: string } | undefined {
  if (inp.length < 2) return undefined;
  const q = inp.charCodeAt(0);
  let end = inp.indexOf(inp[0], 1);
  if (end < 0) return undefined;
  end += 1; // position after the terminating quote (may be wrong if escapes are present)
  if (q === 0x60) {
    const body = inp.substring(1, end - 1);
    const out = !unesc ? inp.substring(0, end) : body.replaceAll('\r', '');
    return { out, rem: inp.substring(end) };
  }
  if (q !== 0x22 && q !== 0x27) return undefined;
  const head = inp.substring(0, end);
  if (!head.includes('\\') && !head.includes('\n')) {
    let valid: boolean;
    const body = inp.substring(1, end - 1);
    if (q === 0x22) valid = validString(body);
    else {
      const d = decodeRune(body, 0);
      valid = 2 + d.size === end && (d.r !== RuneError || d.size !== 1);
    }
    if (valid) return { out: unesc ? body : head, rem: inp.substring(end) };
  }
  let rest = inp.substring(1);
  let buf = '';
  while (rest.length > 0 && rest.charCodeAt(0) !== q) {
    if (rest.charCodeAt(0) === 10) return undefined;
    const u = unquoteChar(rest, q);
    if (u === undefined) return undefined;
    rest = u.tail;
    if (unesc) buf += u.value < RuneSelf || !u.multibyte ? String.fromCharCode(u.value) : encodeRune(u.value);
    if (q === 0x27) break;
  }
  if (!(rest.length > 0 && rest.charCodeAt(0) === q)) return undefined;
  rest = rest.substring(1);
  if (unesc) return { out: buf, rem: rest };
  return { out: inp.substring(0, inp.length - rest.length), rem: rest };
}

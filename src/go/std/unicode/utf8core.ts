// unicode/utf8 over Go byte strings (JS strings whose char codes are bytes 0–255), with Go's exact
// rules for invalid input (go/src/unicode/utf8/utf8.go): an invalid or truncated sequence decodes
// as RuneError (U+FFFD) of width 1; surrogates and values above U+10FFFF are invalid.

export const RuneError = 0xfffd;
export const MaxRune = 0x10ffff;
export const RuneSelf = 0x80;
export const UTFMax = 4;

/** Decoded rune and its width in bytes. Shared result object: copy the fields before the next call. */
export interface Decoded {
  r: number;
  size: number;
}

const out: Decoded = { r: 0, size: 0 };

/** utf8.DecodeRuneInString(s[i:]). Returns a shared object (see Decoded). */
export function decodeRune(s: string, i: number): Decoded {
  const n = s.length - i;
  if (n < 1) {
    out.r = RuneError;
    out.size = 0;
    return out;
  }
  const c0 = s.charCodeAt(i);
  out.r = RuneError;
  out.size = 1;
  if (c0 < 0x80) {
    out.r = c0;
    return out;
  }
  if (c0 < 0xc2 || c0 > 0xf4) return out;
  if (n < 2) return out;
  const c1 = s.charCodeAt(i + 1);
  // Accept ranges for the second byte, as utf8.acceptRanges.
  let lo = 0x80;
  let hi = 0xbf;
  if (c0 === 0xe0) lo = 0xa0;
  else if (c0 === 0xed) hi = 0x9f;
  else if (c0 === 0xf0) lo = 0x90;
  else if (c0 === 0xf4) hi = 0x8f;
  if (c1 < lo || c1 > hi) return out;
  if (c0 < 0xe0) {
    out.r = ((c0 & 0x1f) << 6) | (c1 & 0x3f);
    out.size = 2;
    return out;
  }
  if (n < 3) return out;
  const c2 = s.charCodeAt(i + 2);
  if (c2 < 0x80 || c2 > 0xbf) return out;
  if (c0 < 0xf0) {
    out.r = ((c0 & 0x0f) << 12) | ((c1 & 0x3f) << 6) | (c2 & 0x3f);
    out.size = 3;
    return out;
  }
  if (n < 4) return out;
  const c3 = s.charCodeAt(i + 3);
  if (c3 < 0x80 || c3 > 0xbf) return out;
  out.r = ((c0 & 0x07) << 18) | ((c1 & 0x3f) << 12) | ((c2 & 0x3f) << 6) | (c3 & 0x3f);
  out.size = 4;
  return out;
}

/** utf8.DecodeLastRuneInString(s[:end]). Shared result object. */
export function decodeLastRune(s: string, end: number = s.length): Decoded {
  if (end <= 0) {
    out.r = RuneError;
    out.size = 0;
    return out;
  }
  const c = s.charCodeAt(end - 1);
  if (c < 0x80) {
    out.r = c;
    out.size = 1;
    return out;
  }
  const lim = Math.max(end - UTFMax, 0);
  let start = end - 1;
  for (start--; start >= lim; start--) {
    if ((s.charCodeAt(start) & 0xc0) !== 0x80) break;
  }
  if (start < 0) start = 0;
  const d = decodeRune(s, start);
  if (start + d.size !== end) {
    out.r = RuneError;
    out.size = 1;
  }
  return out;
}

export function validRune(r: number): boolean {
  return (r >= 0 && r < 0xd800) || (r > 0xdfff && r <= MaxRune);
}

/** utf8.RuneLen: -1 for an invalid rune. */
export function runeLen(r: number): number {
  if (r < 0) return -1;
  if (r < 0x80) return 1;
  if (r < 0x800) return 2;
  if (r >= 0xd800 && r <= 0xdfff) return -1;
  if (r < 0x10000) return 3;
  if (r <= MaxRune) return 4;
  return -1;
}

/** utf8.EncodeRune as a byte string; invalid runes encode as U+FFFD. */
export function encodeRune(r: number): string {
  if (r >= 0 && r < 0x80) return String.fromCharCode(r);
  if (!validRune(r)) r = RuneError;
  if (r < 0x800) return String.fromCharCode(0xc0 | (r >> 6), 0x80 | (r & 0x3f));
  if (r < 0x10000) return String.fromCharCode(0xe0 | (r >> 12), 0x80 | ((r >> 6) & 0x3f), 0x80 | (r & 0x3f));
  return String.fromCharCode(
    0xf0 | (r >> 18),
    0x80 | ((r >> 12) & 0x3f),
    0x80 | ((r >> 6) & 0x3f),
    0x80 | (r & 0x3f),
  );
}

/** utf8.RuneCountInString. */
export function runeCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    i += c < 0x80 ? 1 : decodeRune(s, i).size;
    n++;
  }
  return n;
}

/** utf8.ValidString. */
export function validString(s: string): boolean {
  for (let i = 0; i < s.length; ) {
    if (s.charCodeAt(i) < 0x80) {
      i++;
      continue;
    }
    const d = decodeRune(s, i);
    if (d.size === 1) return false;
    i += d.size;
  }
  return true;
}

/** utf8.FullRuneInString. */
export function fullRune(s: string): boolean {
  const n = s.length;
  if (n === 0) return false;
  const d = decodeRune(s, 0);
  if (d.size > 1) return true;
  // An invalid first byte is a full (error) rune; a valid prefix that is too short is not.
  const c0 = s.charCodeAt(0);
  if (c0 < 0xc2 || c0 > 0xf4) return true;
  const need = c0 < 0xe0 ? 2 : c0 < 0xf0 ? 3 : 4;
  if (n >= need) return true;
  // Check the bytes we have are valid continuation bytes.
  for (let i = 1; i < n; i++) {
    const c = s.charCodeAt(i);
    let lo = 0x80;
    let hi = 0xbf;
    if (i === 1) {
      if (c0 === 0xe0) lo = 0xa0;
      else if (c0 === 0xed) hi = 0x9f;
      else if (c0 === 0xf0) lo = 0x90;
      else if (c0 === 0xf4) hi = 0x8f;
    }
    if (c < lo || c > hi) return true;
  }
  return false;
}

/** Go string (bytes) → JS string (UTF-16), invalid bytes as U+FFFD, like a Go `for range`. */
export function decodeToJs(s: string): string {
  let ascii = true;
  for (let i = 0; i < s.length; i++) {
    if (s.charCodeAt(i) >= 0x80) {
      ascii = false;
      break;
    }
  }
  if (ascii) return s;
  let r = '';
  for (let i = 0; i < s.length; ) {
    const d = decodeRune(s, i);
    r += String.fromCodePoint(d.r);
    i += d.size;
  }
  return r;
}

/** JS string → Go string (UTF-8 bytes); lone surrogates become U+FFFD. */
export function encodeFromJs(js: string): string {
  let ascii = true;
  for (let i = 0; i < js.length; i++) {
    if (js.charCodeAt(i) >= 0x80) {
      ascii = false;
      break;
    }
  }
  if (ascii) return js;
  let r = '';
  for (const ch of js) r += encodeRune(ch.codePointAt(0)!);
  return r;
}

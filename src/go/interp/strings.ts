// Go strings are byte strings: a JS string whose char codes are the bytes (0–255) of the Go string.
// These helpers convert at the edges (UTF-8 encode/decode) and implement range-over-string and
// rune <-> string conversions with Go's rules (invalid UTF-8 decodes as U+FFFD, width 1).

const ASCII = /^[\x00-\x7f]*$/;

/** UTF-8 encode a JS (UTF-16) string into a Go byte string. Lone surrogates become U+FFFD. */
export function goString(js: string): string {
  if (ASCII.test(js)) return js;
  let out = '';
  for (let i = 0; i < js.length; i++) {
    let c = js.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < js.length) {
      const d = js.charCodeAt(i + 1);
      if (d >= 0xdc00 && d <= 0xdfff) {
        c = 0x10000 + ((c - 0xd800) << 10) + (d - 0xdc00);
        i++;
      }
    }
    out += encodeRune(c);
  }
  return out;
}

/** Decode a Go byte string as UTF-8 into a JS string (invalid bytes → U+FFFD, as Go's conversion). */
export function jsString(go: string): string {
  if (ASCII.test(go)) return go;
  let out = '';
  let i = 0;
  while (i < go.length) {
    const c = go.charCodeAt(i);
    if (c < 0x80) {
      out += go[i];
      i++;
      continue;
    }
    const r = decodeRune(go, i);
    out += String.fromCodePoint(r & 0x1fffff);
    i += decodedWidth;
  }
  return out;
}

/** Width in bytes of the rune decoded by the last `decodeRune` call. */
export let decodedWidth = 1;

/**
 * utf8.DecodeRuneInString(s[i:]): the rune at byte `i`; sets `decodedWidth`. Invalid or short
 * sequences give U+FFFD with width 1 (unicode/utf8 rules: no overlongs, no surrogates, <= U+10FFFF).
 */
export function decodeRune(s: string, i: number): number {
  const n = s.length;
  const c0 = s.charCodeAt(i);
  if (c0 < 0x80) {
    decodedWidth = 1;
    return c0;
  }
  decodedWidth = 1;
  if (c0 < 0xc2 || c0 > 0xf4) return 0xfffd;
  if (c0 < 0xe0) {
    if (i + 1 >= n) return 0xfffd;
    const c1 = s.charCodeAt(i + 1);
    if ((c1 & 0xc0) !== 0x80) return 0xfffd;
    decodedWidth = 2;
    return ((c0 & 0x1f) << 6) | (c1 & 0x3f);
  }
  if (c0 < 0xf0) {
    if (i + 2 >= n) return 0xfffd;
    const c1 = s.charCodeAt(i + 1);
    const c2 = s.charCodeAt(i + 2);
    const lo = c0 === 0xe0 ? 0xa0 : 0x80;
    const hi = c0 === 0xed ? 0x9f : 0xbf;
    if (c1 < lo || c1 > hi || (c2 & 0xc0) !== 0x80) return 0xfffd;
    decodedWidth = 3;
    return ((c0 & 0x0f) << 12) | ((c1 & 0x3f) << 6) | (c2 & 0x3f);
  }
  if (i + 3 >= n) return 0xfffd;
  const c1 = s.charCodeAt(i + 1);
  const c2 = s.charCodeAt(i + 2);
  const c3 = s.charCodeAt(i + 3);
  const lo = c0 === 0xf0 ? 0x90 : 0x80;
  const hi = c0 === 0xf4 ? 0x8f : 0xbf;
  if (c1 < lo || c1 > hi || (c2 & 0xc0) !== 0x80 || (c3 & 0xc0) !== 0x80) return 0xfffd;
  decodedWidth = 4;
  return ((c0 & 0x07) << 18) | ((c1 & 0x3f) << 12) | ((c2 & 0x3f) << 6) | (c3 & 0x3f);
}

/** string(rune): UTF-8 bytes of code point `r`; invalid code points (surrogates, > 0x10FFFF, < 0) give U+FFFD. */
export function encodeRune(r: number): string {
  if (r >= 0 && r < 0x80) return String.fromCharCode(r);
  if (r < 0 || r > 0x10ffff || (r >= 0xd800 && r <= 0xdfff)) r = 0xfffd;
  if (r < 0x800) return String.fromCharCode(0xc0 | (r >> 6), 0x80 | (r & 0x3f));
  if (r < 0x10000) return String.fromCharCode(0xe0 | (r >> 12), 0x80 | ((r >> 6) & 0x3f), 0x80 | (r & 0x3f));
  return String.fromCharCode(
    0xf0 | (r >> 18),
    0x80 | ((r >> 12) & 0x3f),
    0x80 | ((r >> 6) & 0x3f),
    0x80 | (r & 0x3f),
  );
}

/** []rune(s). */
export function stringToRunes(s: string): number[] {
  const out: number[] = [];
  for (let i = 0; i < s.length; ) {
    out.push(decodeRune(s, i));
    i += decodedWidth;
  }
  return out;
}

/** string([]rune). */
export function runesToString(rs: ArrayLike<number>, off = 0, len = rs.length): string {
  let out = '';
  for (let i = off; i < off + len; i++) out += encodeRune(rs[i]);
  return out;
}

/** []byte(s): a fresh backing array of the string's bytes. */
export function stringToBytes(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** The char codes of a mid-length conversion, reused: fromCharCode.apply takes a plain array fast. */
const SCRATCH: number[] = [];

/**
 * string(b[off:off+len]) for a byte array. Short and mid lengths avoid `subarray` (a typed array
 * object per call) and apply over a typed array, which cost more than the copy itself: bytes.go's
 * `string(bytes.ToUpper(line))` loop, three conversions of ~12 bytes per line, was 85 -> 60 ms warm.
 */
export function bytesToString(b: ArrayLike<number>, off = 0, len = b.length): string {
  if (len <= 16) {
    let s = '';
    for (let i = off, end = off + len; i < end; i++) s += String.fromCharCode(b[i]);
    return s;
  }
  if (len <= 4096) {
    const c = SCRATCH;
    c.length = len;
    for (let i = 0; i < len; i++) c[i] = b[off + i];
    return String.fromCharCode.apply(null, c);
  }
  let out = '';
  // Chunked fromCharCode keeps long conversions fast without exceeding argument limits.
  const typed = b instanceof Uint8Array;
  for (let i = off; i < off + len; i += 8192) {
    const end = Math.min(off + len, i + 8192);
    const part = typed ? b.subarray(i, end) : Array.prototype.slice.call(b, i, end);
    out += String.fromCharCode.apply(null, part as unknown as number[]);
  }
  return out;
}

/** utf8.RuneCountInString. */
export function runeCount(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; n++) {
    if (s.charCodeAt(i) < 0x80) i++;
    else {
      decodeRune(s, i);
      i += decodedWidth;
    }
  }
  return n;
}

// Go source files are bytes. A file read from disk that is not valid UTF-8 keeps each invalid byte
// as a lone low surrogate U+DC80..U+DCFF (Python's "surrogateescape"), which no valid UTF-8 can
// produce: the scanner reports it as gc's source reader does (cmd/compile/internal/syntax/source.go:
// "invalid UTF-8 encoding", the byte skipped, one byte of column) instead of reading U+FFFD.

const strict = new TextDecoder('utf-8', { fatal: true });

/** The first code unit of an escaped invalid byte b (0x80..0xff) is 0xdc00 + b. */
export const ESCAPED_BYTE_BASE = 0xdc00;

/** Source text of a file's bytes: UTF-8 decoded, each invalid byte escaped (see above). */
export function decodeSource(bytes: Uint8Array): string {
  try {
    return strict.decode(bytes);
  } catch {
    return decodeEscaping(bytes);
  }
}

// utf8.DecodeRune's rules: shortest form, no surrogates, at most U+10FFFF; anything else is one
// invalid byte (RuneError, width 1).
function decodeEscaping(b: Uint8Array): string {
  const out: string[] = [];
  let run = '';
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    let r = -1;
    let w = 1;
    if (c < 0x80) {
      r = c;
    } else if (c >= 0xc2 && c <= 0xdf && i + 1 < b.length && (b[i + 1] & 0xc0) === 0x80) {
      r = ((c & 0x1f) << 6) | (b[i + 1] & 0x3f);
      w = 2;
    } else if (c >= 0xe0 && c <= 0xef && i + 2 < b.length) {
      const c1 = b[i + 1];
      const c2 = b[i + 2];
      const lo = c === 0xe0 ? 0xa0 : 0x80;
      const hi = c === 0xed ? 0x9f : 0xbf;
      if (c1 >= lo && c1 <= hi && (c2 & 0xc0) === 0x80) {
        r = ((c & 0x0f) << 12) | ((c1 & 0x3f) << 6) | (c2 & 0x3f);
        w = 3;
      }
    } else if (c >= 0xf0 && c <= 0xf4 && i + 3 < b.length) {
      const c1 = b[i + 1];
      const lo = c === 0xf0 ? 0x90 : 0x80;
      const hi = c === 0xf4 ? 0x8f : 0xbf;
      if (c1 >= lo && c1 <= hi && (b[i + 2] & 0xc0) === 0x80 && (b[i + 3] & 0xc0) === 0x80) {
        r = ((c & 0x07) << 18) | ((c1 & 0x3f) << 12) | ((b[i + 2] & 0x3f) << 6) | (b[i + 3] & 0x3f);
        w = 4;
      }
    }
    run += r < 0 ? String.fromCharCode(ESCAPED_BYTE_BASE + c) : String.fromCodePoint(r);
    i += w;
    if (run.length >= 8192) {
      out.push(run);
      run = '';
    }
  }
  out.push(run);
  return out.join('');
}

// Deterministic `h1:` hashes for simulated module contents. The real h1 hash is SHA-256 over a
// SHA-256 file listing (golang.org/x/mod/sumdb/dirhash Hash1); we hash a stable description of the
// simulated module instead, so the value has the real shape (44 base64 characters) and is the same
// on every run. Engine code cannot use node:crypto and WebCrypto's digest is async-only, so the
// synchronous SHA-256 of our crypto/sha256 package serves here too.

import { sha256 as sha256OfBytes } from '../../go/std/crypto/package.ts';

/** SHA-256 of raw bytes, through the Go standard library's implementation (one SHA-256 in the tree). */
export function sha256(data: Uint8Array): Uint8Array {
  return Uint8Array.from(sha256OfBytes(data, 0, data.length));
}

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export function base64(bytes: Uint8Array): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0);
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63];
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63] : '=';
    out += i + 2 < bytes.length ? B64[n & 63] : '=';
  }
  return out;
}

export function hex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

/** `h1:` + base64(sha256(text)). */
export function h1(text: string): string {
  return `h1:${base64(sha256(new TextEncoder().encode(text)))}`;
}

/**
 * dirhash.Hash1 (golang.org/x/mod/sumdb/dirhash/hash.go): SHA-256 over the lines
 * `<hex sha256 of the file>  <name>\n`, files sorted by name. A go.sum `/go.mod` line is Hash1 of
 * the single file `go.mod`; a zip's, of every file under `path@version/`.
 */
export function hash1(files: ReadonlyArray<readonly [string, string]>): string {
  const enc = new TextEncoder();
  const sorted = [...files].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const summary = sorted.map(([name, body]) => `${hex(sha256(enc.encode(body)))}  ${name}\n`).join('');
  return `h1:${base64(sha256(enc.encode(summary)))}`;
}

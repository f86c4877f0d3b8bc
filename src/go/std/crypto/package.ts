// package hash (the Hash interface) and crypto/sha256 (FIPS 180-4 SHA-256 and SHA-224).

import type { NativePackage } from '../../interp/native.ts';
import type { Slice } from '../../interp/values.ts';
import { sliceOf } from '../internal/conv.ts';
import hashSrc from './hash.go?raw';
import shaSrc from './sha256.go?raw';

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const IV256 = [
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
];
const IV224 = [
  0xc1059ed8, 0x367cd507, 0x3070dd17, 0xf70e5939, 0xffc00b31, 0x68581511, 0x64f98fa7, 0xbefa4fa4,
];

/**
 * One 64-byte block of `buf` at `off` into the state `h` (FIPS 180-4 6.2.2), `w` the message
 * schedule. Its own function so that V8 optimises it after a few blocks: as a loop inside sha256,
 * which a program calls a few times, a megabyte ran mostly unoptimised (218 ms cold against 30 ms
 * warm for 1 MiB in 64 KiB calls).
 */
function block(h: Uint32Array, w: Uint32Array, buf: Uint8Array, off: number): void {
  for (let i = 0; i < 16; i++) {
    const j = off + i * 4;
    w[i] = (buf[j] << 24) | (buf[j + 1] << 16) | (buf[j + 2] << 8) | buf[j + 3];
  }
  for (let i = 16; i < 64; i++) {
    const x = w[i - 15];
    const y = w[i - 2];
    const s0 = ((x >>> 7) | (x << 25)) ^ ((x >>> 18) | (x << 14)) ^ (x >>> 3);
    const s1 = ((y >>> 17) | (y << 15)) ^ ((y >>> 19) | (y << 13)) ^ (y >>> 10);
    w[i] = (w[i - 16] + s0 + w[i - 7] + s1) | 0;
  }
  let a = h[0] | 0;
  let b = h[1] | 0;
  let c = h[2] | 0;
  let d = h[3] | 0;
  let e = h[4] | 0;
  let f = h[5] | 0;
  let g = h[6] | 0;
  let hh = h[7] | 0;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (hh + S1 + ch + K[i] + w[i]) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (S0 + maj) | 0;
    hh = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  h[0] = h[0] + a;
  h[1] = h[1] + b;
  h[2] = h[2] + c;
  h[3] = h[3] + d;
  h[4] = h[4] + e;
  h[5] = h[5] + f;
  h[6] = h[6] + g;
  h[7] = h[7] + hh;
}

/** SHA-256 (or SHA-224) of `len` bytes of `msg` from `off` (a []byte's backing array, read directly:
 * no string made from the bytes first). A digest resumed by UnmarshalBinary starts from the chaining
 * words `iv` after `base` bytes (a multiple of 64); with `stateOnly`, the words after the message's
 * whole blocks (what MarshalBinary writes) instead of the digest. */
export function sha256(
  msg: ArrayLike<number>,
  off: number,
  len: number,
  is224 = false,
  iv?: Uint32Array,
  base = 0,
  stateOnly = false,
): number[] {
  const total = stateOnly ? len - (len % 64) : Math.ceil((len + 9) / 64) * 64;
  const buf = new Uint8Array(Math.max(total, len));
  if (msg instanceof Uint8Array) buf.set(msg.subarray(off, off + len));
  else for (let i = 0; i < len; i++) buf[i] = msg[off + i];
  if (!stateOnly) {
    buf[len] = 0x80;
    const bitLen = (base + len) * 8;
    const view = new DataView(buf.buffer);
    view.setUint32(total - 8, Math.floor(bitLen / 2 ** 32));
    view.setUint32(total - 4, bitLen >>> 0);
  }
  const h = iv ?? Uint32Array.from(is224 ? IV224 : IV256);
  const w = new Uint32Array(64);
  for (let o = 0; o < total; o += 64) block(h, w, buf, o);
  const out: number[] = [];
  for (let i = 0; i < (is224 && !stateOnly ? 7 : 8); i++)
    out.push(h[i] >>> 24, (h[i] >>> 16) & 255, (h[i] >>> 8) & 255, h[i] & 255);
  return out;
}

/** Big-endian 32-bit words of a []byte (a marshaled state's chaining words); undefined for nil. */
export function beWords(s: Slice | null): Uint32Array | undefined {
  if (s === null) return undefined;
  const out = new Uint32Array(s.len >> 2);
  for (let i = 0; i < out.length; i++) {
    const j = s.off + 4 * i;
    out[i] =
      ((s.arr[j] as number) * 2 ** 24 +
        ((s.arr[j + 1] as number) << 16) +
        ((s.arr[j + 2] as number) << 8) +
        (s.arr[j + 3] as number)) >>>
      0;
  }
  return out;
}

let hashPkg: NativePackage | undefined;
let shaPkg: NativePackage | undefined;

export function hashPackage(): NativePackage {
  hashPkg ??= { path: 'hash', files: [{ name: 'hash.go', src: hashSrc }], natives: {} };
  return hashPkg;
}

export function sha256Package(): NativePackage {
  shaPkg ??= {
    path: 'crypto/sha256',
    files: [{ name: 'sha256.go', src: shaSrc }],
    natives: {
      sum: (_c, data: Slice | null, is224: boolean, st: Slice | null, base: number) =>
        sliceOf(
          data === null
            ? sha256([], 0, 0, is224, beWords(st), base)
            : sha256(data.arr, data.off, data.len, is224, beWords(st), base),
        ),
      state: (_c, data: Slice | null, is224: boolean, st: Slice | null) =>
        sliceOf(
          data === null
            ? sha256([], 0, 0, is224, beWords(st), 0, true)
            : sha256(data.arr, data.off, data.len, is224, beWords(st), 0, true),
        ),
    },
  };
  return shaPkg;
}

// crypto/md5 (RFC 1321), crypto/sha1 (FIPS 180-4), hash/fnv (FNV-1 and FNV-1a, 32/64 bits) and
// hash/crc32 (IEEE and Castagnoli tables). The digests accumulate written bytes in Go and hash them
// natively, like crypto/sha256 here; fnv's hashes update their state natively at each Write.

import type { Int64 } from '../../interp/int64.ts';
import type { NativePackage } from '../../interp/native.ts';
import { nilDeref } from '../../interp/panic.ts';
import type { Pointer, Slice } from '../../interp/values.ts';
import { bytesOf, sliceOf } from '../internal/conv.ts';
import crcSrc from './crc32.go?raw';
import fnvSrc from './fnv.go?raw';
import { beWords } from './package.ts';

function digestSrc(
  pkg: string,
  size: number,
  blockSize: number,
  sumName: string,
  magic: string,
  stateSize: number,
): string {
  return `package ${pkg}

import (
	"errors"
	"hash"
)

const Size = ${size}
const BlockSize = ${blockSize}

// sum hashes data, from the chaining words st after base bytes when st is not nil (a digest
// resumed by UnmarshalBinary); state gives the words after data's whole blocks instead.
func sum(data []byte, st []byte, base int) []byte
func state(data []byte, st []byte) []byte

func ${sumName}(data []byte) [Size]byte {
	var out [Size]byte
	copy(out[:], sum(data, nil, 0))
	return out
}

type digest struct {
	data []byte
	st   []byte
	base int
}

func New() hash.Hash {
	return &digest{}
}

func (d *digest) Write(p []byte) (int, error) {
	d.data = append(d.data, p...)
	return len(p), nil
}

func (d *digest) WriteString(s string) (int, error) {
	d.data = append(d.data, s...)
	return len(s), nil
}

func (d *digest) Sum(b []byte) []byte {
	return append(b, sum(d.data, d.st, d.base)...)
}

func (d *digest) Reset() { d.data, d.st, d.base = nil, nil, 0 }

// The state as go1.23 marshals it (crypto/${pkg}/${pkg}.go): magic, the chaining words, the
// buffered partial block padded to BlockSize, the length, all big-endian.
const (
	magic         = "${magic}"
	marshaledSize = len(magic) + ${stateSize} + BlockSize + 8
)

func (d *digest) MarshalBinary() ([]byte, error) {
	b := make([]byte, 0, marshaledSize)
	b = append(b, magic...)
	b = append(b, state(d.data, d.st)...)
	full := len(d.data) - len(d.data)%BlockSize
	b = append(b, d.data[full:]...)
	b = append(b, make([]byte, BlockSize-(len(d.data)-full))...)
	n := uint64(d.base + len(d.data))
	for i := 56; i >= 0; i -= 8 {
		b = append(b, byte(n>>i))
	}
	return b, nil
}

func (d *digest) UnmarshalBinary(b []byte) error {
	if len(b) < len(magic) || string(b[:len(magic)]) != magic {
		return errors.New("crypto/${pkg}: invalid hash state identifier")
	}
	if len(b) != marshaledSize {
		return errors.New("crypto/${pkg}: invalid hash state size")
	}
	b = b[len(magic):]
	var n uint64
	for _, c := range b[len(b)-8:] {
		n = n<<8 | uint64(c)
	}
	nx := int(n % BlockSize)
	d.st = append([]byte(nil), b[:${stateSize}]...)
	d.data = append([]byte(nil), b[${stateSize}:${stateSize}+nx]...)
	d.base = int(n) - nx
	return nil
}

func (d *digest) Size() int { return Size }

func (d *digest) BlockSize() int { return BlockSize }
`;
}

/**
 * Message padding shared by MD5 (little-endian length) and SHA-1 (big-endian length), for a message
 * that follows `base` bytes already hashed; with `stateOnly`, the message's whole blocks unpadded.
 */
function pad(msg: string, bigEndian: boolean, base: number, stateOnly: boolean): Uint8Array {
  const n = msg.length;
  if (stateOnly) {
    const b = new Uint8Array(n - (n % 64));
    for (let i = 0; i < b.length; i++) b[i] = msg.charCodeAt(i);
    return b;
  }
  const total = (((n + 8) >> 6) + 1) << 6;
  const b = new Uint8Array(total);
  for (let i = 0; i < n; i++) b[i] = msg.charCodeAt(i);
  b[n] = 0x80;
  const bits = BigInt(base + n) * 8n;
  for (let i = 0; i < 8; i++) {
    const byte = Number((bits >> BigInt(8 * i)) & 0xffn);
    b[bigEndian ? total - 1 - i : total - 8 + i] = byte;
  }
  return b;
}

/** Chaining words as big-endian bytes (how MarshalBinary writes them). */
function beBytes(h: ArrayLike<number>): number[] {
  const out: number[] = [];
  for (let i = 0; i < h.length; i++)
    out.push(h[i] >>> 24, (h[i] >>> 16) & 0xff, (h[i] >>> 8) & 0xff, h[i] & 0xff);
  return out;
}

const MD5_S = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9,
  14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15,
  21, 6, 10, 15, 21,
];
const MD5_K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

/** MD5 of msg, from chaining words iv after base bytes if given; with stateOnly, the words after
 * msg's whole blocks. */
export function md5(msg: string, iv?: ArrayLike<number>, base = 0, stateOnly = false): number[] {
  const b = pad(msg, false, base, stateOnly);
  let a0 = iv === undefined ? 0x67452301 : iv[0];
  let b0 = iv === undefined ? 0xefcdab89 : iv[1];
  let c0 = iv === undefined ? 0x98badcfe : iv[2];
  let d0 = iv === undefined ? 0x10325476 : iv[3];
  const m = new Uint32Array(16);
  for (let off = 0; off < b.length; off += 64) {
    for (let i = 0; i < 16; i++) {
      const j = off + 4 * i;
      m[i] = (b[j] | (b[j + 1] << 8) | (b[j + 2] << 16) | (b[j + 3] << 24)) >>> 0;
    }
    let A = a0;
    let B = b0;
    let C = c0;
    let D = d0;
    for (let i = 0; i < 64; i++) {
      let F: number;
      let g: number;
      if (i < 16) {
        F = (B & C) | (~B & D);
        g = i;
      } else if (i < 32) {
        F = (D & B) | (~D & C);
        g = (5 * i + 1) % 16;
      } else if (i < 48) {
        F = B ^ C ^ D;
        g = (3 * i + 5) % 16;
      } else {
        F = C ^ (B | ~D);
        g = (7 * i) % 16;
      }
      F = (F + A + MD5_K[i] + m[g]) >>> 0;
      A = D;
      D = C;
      C = B;
      B = (B + ((F << MD5_S[i]) | (F >>> (32 - MD5_S[i])))) >>> 0;
    }
    a0 = (a0 + A) >>> 0;
    b0 = (b0 + B) >>> 0;
    c0 = (c0 + C) >>> 0;
    d0 = (d0 + D) >>> 0;
  }
  if (stateOnly) return beBytes([a0, b0, c0, d0]);
  const out: number[] = [];
  for (const w of [a0, b0, c0, d0]) out.push(w & 0xff, (w >>> 8) & 0xff, (w >>> 16) & 0xff, w >>> 24);
  return out;
}

/** SHA-1 of msg, from chaining words iv after base bytes if given; with stateOnly, the words after
 * msg's whole blocks. */
export function sha1(msg: string, iv?: ArrayLike<number>, base = 0, stateOnly = false): number[] {
  const b = pad(msg, true, base, stateOnly);
  const h = iv === undefined ? [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0] : Array.from(iv);
  const w = new Uint32Array(80);
  for (let off = 0; off < b.length; off += 64) {
    for (let i = 0; i < 16; i++) {
      const j = off + 4 * i;
      w[i] = ((b[j] << 24) | (b[j + 1] << 16) | (b[j + 2] << 8) | b[j + 3]) >>> 0;
    }
    for (let i = 16; i < 80; i++) {
      const x = w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16];
      w[i] = ((x << 1) | (x >>> 31)) >>> 0;
    }
    let [a, bb, c, d, e] = h;
    for (let i = 0; i < 80; i++) {
      let f: number;
      let k: number;
      if (i < 20) {
        f = (bb & c) | (~bb & d);
        k = 0x5a827999;
      } else if (i < 40) {
        f = bb ^ c ^ d;
        k = 0x6ed9eba1;
      } else if (i < 60) {
        f = (bb & c) | (bb & d) | (c & d);
        k = 0x8f1bbcdc;
      } else {
        f = bb ^ c ^ d;
        k = 0xca62c1d6;
      }
      const t = (((a << 5) | (a >>> 27)) + f + e + k + w[i]) >>> 0;
      e = d;
      d = c;
      c = ((bb << 30) | (bb >>> 2)) >>> 0;
      bb = a;
      a = t;
    }
    h[0] = (h[0] + a) >>> 0;
    h[1] = (h[1] + bb) >>> 0;
    h[2] = (h[2] + c) >>> 0;
    h[3] = (h[3] + d) >>> 0;
    h[4] = (h[4] + e) >>> 0;
  }
  if (stateOnly) return beBytes(h);
  const out: number[] = [];
  for (const x of h) out.push(x >>> 24, (x >>> 16) & 0xff, (x >>> 8) & 0xff, x & 0xff);
  return out;
}

let md5Pkg: NativePackage | undefined;
let sha1Pkg: NativePackage | undefined;
let fnvPkg: NativePackage | undefined;
let crcPkg: NativePackage | undefined;

export function md5Package(): NativePackage {
  md5Pkg ??= {
    path: 'crypto/md5',
    files: [{ name: 'md5.go', src: digestSrc('md5', 16, 64, 'Sum', 'md5\\x01', 16) }],
    natives: {
      sum: (_c, data: Slice | null, st: Slice | null, base: number) =>
        sliceOf(md5(bytesOf(data), beWords(st), base)),
      state: (_c, data: Slice | null, st: Slice | null) => sliceOf(md5(bytesOf(data), beWords(st), 0, true)),
    },
  };
  return md5Pkg;
}

export function sha1Package(): NativePackage {
  sha1Pkg ??= {
    path: 'crypto/sha1',
    files: [{ name: 'sha1.go', src: digestSrc('sha1', 20, 64, 'Sum', 'sha\\x01', 20) }],
    natives: {
      sum: (_c, data: Slice | null, st: Slice | null, base: number) =>
        sliceOf(sha1(bytesOf(data), beWords(st), base)),
      state: (_c, data: Slice | null, st: Slice | null) => sliceOf(sha1(bytesOf(data), beWords(st), 0, true)),
    },
  };
  return sha1Pkg;
}

// hash/fnv's hashes (go/src/hash/fnv/fnv.go): a *sum32/*sum32a holds a uint32 (a number), a
// *sum64/*sum64a a uint64 (a number up to 2^53 - 1, a bigint above: int64.ts). A nil receiver
// panics as Go's `*s` does.
const OFFSET32 = 2166136261;
const PRIME32 = 16777619;
const OFFSET64 = 14695981039346656037n;
const TWO32 = 4294967296;

function fnvState(s: Pointer | null): Pointer {
  if (s === null) throw nilDeref();
  return s;
}

/** FNV-1 (`xorFirst` false: multiply, then xor) or FNV-1a over `data`, 32 bits. */
function fnv32(s: Pointer | null, data: Slice | null, xorFirst: boolean): [number, null] {
  const p = fnvState(s);
  let h: number = p.load();
  const n = data === null ? 0 : data.len;
  if (data !== null) {
    const { arr, off } = data;
    if (xorFirst) for (let i = 0; i < n; i++) h = Math.imul(h ^ arr[off + i], PRIME32);
    else for (let i = 0; i < n; i++) h = Math.imul(h, PRIME32) ^ arr[off + i];
  }
  p.store(h >>> 0);
  return [n, null];
}

/**
 * FNV-1 or FNV-1a over `data`, 64 bits, on 32-bit halves: prime64 is 2^40 + 435, so
 * h*prime64 mod 2^64 is h*435 + (lo << 40), every partial product below 2^53.
 */
function fnv64(s: Pointer | null, data: Slice | null, xorFirst: boolean): [number, null] {
  const p = fnvState(s);
  const n = data === null ? 0 : data.len;
  if (data === null || n === 0) return [0, null];
  const h: Int64 = p.load();
  let lo: number;
  let hi: number;
  if (typeof h === 'number') {
    lo = h >>> 0;
    hi = (h - lo) / TWO32;
  } else {
    lo = Number(h & 0xffffffffn);
    hi = Number(h >> 32n);
  }
  const { arr, off } = data;
  for (let i = 0; i < n; i++) {
    if (xorFirst) lo = (lo ^ arr[off + i]) >>> 0;
    const l = lo * 435;
    const nlo = l >>> 0;
    hi = (hi * 435 + lo * 256 + (l - nlo) / TWO32) >>> 0;
    lo = nlo;
    if (!xorFirst) lo = (lo ^ arr[off + i]) >>> 0;
  }
  p.store(hi < 0x200000 ? hi * TWO32 + lo : (BigInt(hi) << 32n) | BigInt(lo));
  return [n, null];
}

export function fnvPackage(): NativePackage {
  fnvPkg ??= {
    path: 'hash/fnv',
    files: [{ name: 'fnv.go', src: fnvSrc }],
    natives: {
      '*sum32.Reset': (_c, s: Pointer | null) => fnvState(s).store(OFFSET32),
      '*sum32a.Reset': (_c, s: Pointer | null) => fnvState(s).store(OFFSET32),
      '*sum64.Reset': (_c, s: Pointer | null) => fnvState(s).store(OFFSET64),
      '*sum64a.Reset': (_c, s: Pointer | null) => fnvState(s).store(OFFSET64),
      '*sum32.Sum32': (_c, s: Pointer | null) => fnvState(s).load(),
      '*sum32a.Sum32': (_c, s: Pointer | null) => fnvState(s).load(),
      '*sum64.Sum64': (_c, s: Pointer | null) => fnvState(s).load(),
      '*sum64a.Sum64': (_c, s: Pointer | null) => fnvState(s).load(),
      '*sum32.Write': (_c, s: Pointer | null, data: Slice | null) => fnv32(s, data, false),
      '*sum32a.Write': (_c, s: Pointer | null, data: Slice | null) => fnv32(s, data, true),
      '*sum64.Write': (_c, s: Pointer | null, data: Slice | null) => fnv64(s, data, false),
      '*sum64a.Write': (_c, s: Pointer | null, data: Slice | null) => fnv64(s, data, true),
    },
  };
  return fnvPkg;
}

export function crc32Package(): NativePackage {
  crcPkg ??= { path: 'hash/crc32', files: [{ name: 'crc32.go', src: crcSrc }], natives: {} };
  return crcPkg;
}

// crypto/md5 (RFC 1321), crypto/sha1 (FIPS 180-4), hash/fnv (FNV-1 and FNV-1a, 32/64 bits) and
// hash/crc32 (IEEE and Castagnoli tables). The digests accumulate written bytes in Go and hash them
// natively, like crypto/sha256 here.

import type { NativePackage } from '../../interp/native.ts';
import type { Slice } from '../../interp/values.ts';
import { bytesOf, sliceOf } from '../internal/conv.ts';

function digestSrc(pkg: string, size: number, blockSize: number, sumName: string): string {
  return `package ${pkg}

import "hash"

const Size = ${size}
const BlockSize = ${blockSize}

func sum(data []byte) []byte

func ${sumName}(data []byte) [Size]byte {
	var out [Size]byte
	copy(out[:], sum(data))
	return out
}

type digest struct {
	data []byte
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
	return append(b, sum(d.data)...)
}

func (d *digest) Reset() { d.data = nil }

func (d *digest) Size() int { return Size }

func (d *digest) BlockSize() int { return BlockSize }
`;
}

/** Message padding shared by MD5 (little-endian length) and SHA-1 (big-endian length). */
function pad(msg: string, bigEndian: boolean): Uint8Array {
  const n = msg.length;
  const total = (((n + 8) >> 6) + 1) << 6;
  const b = new Uint8Array(total);
  for (let i = 0; i < n; i++) b[i] = msg.charCodeAt(i);
  b[n] = 0x80;
  const bits = BigInt(n) * 8n;
  for (let i = 0; i < 8; i++) {
    const byte = Number((bits >> BigInt(8 * i)) & 0xffn);
    b[bigEndian ? total - 1 - i : total - 8 + i] = byte;
  }
  return b;
}

const MD5_S = [
  7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 7, 12, 17, 22, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9, 14, 20, 5, 9,
  14, 20, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 4, 11, 16, 23, 6, 10, 15, 21, 6, 10, 15, 21, 6, 10, 15,
  21, 6, 10, 15, 21,
];
const MD5_K = Array.from({ length: 64 }, (_, i) => Math.floor(Math.abs(Math.sin(i + 1)) * 2 ** 32) >>> 0);

export function md5(msg: string): number[] {
  const b = pad(msg, false);
  let a0 = 0x67452301;
  let b0 = 0xefcdab89;
  let c0 = 0x98badcfe;
  let d0 = 0x10325476;
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
  const out: number[] = [];
  for (const w of [a0, b0, c0, d0]) out.push(w & 0xff, (w >>> 8) & 0xff, (w >>> 16) & 0xff, w >>> 24);
  return out;
}

export function sha1(msg: string): number[] {
  const b = pad(msg, true);
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0];
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
  const out: number[] = [];
  for (const x of h) out.push(x >>> 24, (x >>> 16) & 0xff, (x >>> 8) & 0xff, x & 0xff);
  return out;
}

const fnvSrc = `package fnv

import "hash"

type (
	sum32  uint32
	sum32a uint32
	sum64  uint64
	sum64a uint64
)

const (
	offset32 = 2166136261
	offset64 = 14695981039346656037
	prime32  = 16777619
	prime64  = 1099511628211
)

func New32() hash.Hash32 {
	var s sum32 = offset32
	return &s
}

func New32a() hash.Hash32 {
	var s sum32a = offset32
	return &s
}

func New64() hash.Hash64 {
	var s sum64 = offset64
	return &s
}

func New64a() hash.Hash64 {
	var s sum64a = offset64
	return &s
}

func (s *sum32) Reset()  { *s = offset32 }
func (s *sum32a) Reset() { *s = offset32 }
func (s *sum64) Reset()  { *s = offset64 }
func (s *sum64a) Reset() { *s = offset64 }

func (s *sum32) Sum32() uint32  { return uint32(*s) }
func (s *sum32a) Sum32() uint32 { return uint32(*s) }
func (s *sum64) Sum64() uint64  { return uint64(*s) }
func (s *sum64a) Sum64() uint64 { return uint64(*s) }

func (s *sum32) Write(data []byte) (int, error) {
	hash := *s
	for _, c := range data {
		hash *= prime32
		hash ^= sum32(c)
	}
	*s = hash
	return len(data), nil
}

func (s *sum32a) Write(data []byte) (int, error) {
	hash := *s
	for _, c := range data {
		hash ^= sum32a(c)
		hash *= prime32
	}
	*s = hash
	return len(data), nil
}

func (s *sum64) Write(data []byte) (int, error) {
	hash := *s
	for _, c := range data {
		hash *= prime64
		hash ^= sum64(c)
	}
	*s = hash
	return len(data), nil
}

func (s *sum64a) Write(data []byte) (int, error) {
	hash := *s
	for _, c := range data {
		hash ^= sum64a(c)
		hash *= prime64
	}
	*s = hash
	return len(data), nil
}

func (s *sum32) Size() int  { return 4 }
func (s *sum32a) Size() int { return 4 }
func (s *sum64) Size() int  { return 8 }
func (s *sum64a) Size() int { return 8 }

func (s *sum32) BlockSize() int  { return 1 }
func (s *sum32a) BlockSize() int { return 1 }
func (s *sum64) BlockSize() int  { return 1 }
func (s *sum64a) BlockSize() int { return 1 }

func (s *sum32) Sum(in []byte) []byte {
	v := uint32(*s)
	return append(in, byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

func (s *sum32a) Sum(in []byte) []byte {
	v := uint32(*s)
	return append(in, byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

func (s *sum64) Sum(in []byte) []byte {
	v := uint64(*s)
	return append(in, byte(v>>56), byte(v>>48), byte(v>>40), byte(v>>32), byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}

func (s *sum64a) Sum(in []byte) []byte {
	v := uint64(*s)
	return append(in, byte(v>>56), byte(v>>48), byte(v>>40), byte(v>>32), byte(v>>24), byte(v>>16), byte(v>>8), byte(v))
}
`;

const crcSrc = `package crc32

import "hash"

const Size = 4

const (
	IEEE       = 0xedb88320
	Castagnoli = 0x82f63b78
	Koopman    = 0xeb31d82e
)

type Table [256]uint32

func MakeTable(poly uint32) *Table {
	t := new(Table)
	for i := 0; i < 256; i++ {
		crc := uint32(i)
		for j := 0; j < 8; j++ {
			if crc&1 == 1 {
				crc = (crc >> 1) ^ poly
			} else {
				crc >>= 1
			}
		}
		t[i] = crc
	}
	return t
}

var IEEETable = MakeTable(IEEE)

func Update(crc uint32, tab *Table, p []byte) uint32 {
	crc = ^crc
	for _, v := range p {
		crc = tab[byte(crc)^v] ^ (crc >> 8)
	}
	return ^crc
}

func Checksum(data []byte, tab *Table) uint32 { return Update(0, tab, data) }

func ChecksumIEEE(data []byte) uint32 { return Update(0, IEEETable, data) }

type digest struct {
	crc uint32
	tab *Table
}

func New(tab *Table) hash.Hash32 { return &digest{0, tab} }

func NewIEEE() hash.Hash32 { return New(IEEETable) }

func (d *digest) Size() int      { return Size }
func (d *digest) BlockSize() int { return 1 }
func (d *digest) Reset()         { d.crc = 0 }

func (d *digest) Write(p []byte) (n int, err error) {
	d.crc = Update(d.crc, d.tab, p)
	return len(p), nil
}

func (d *digest) Sum32() uint32 { return d.crc }

func (d *digest) Sum(in []byte) []byte {
	s := d.Sum32()
	return append(in, byte(s>>24), byte(s>>16), byte(s>>8), byte(s))
}
`;

let md5Pkg: NativePackage | undefined;
let sha1Pkg: NativePackage | undefined;
let fnvPkg: NativePackage | undefined;
let crcPkg: NativePackage | undefined;

export function md5Package(): NativePackage {
  md5Pkg ??= {
    path: 'crypto/md5',
    files: [{ name: 'md5.go', src: digestSrc('md5', 16, 64, 'Sum') }],
    natives: { sum: (_c, data: Slice | null) => sliceOf(md5(bytesOf(data))) },
  };
  return md5Pkg;
}

export function sha1Package(): NativePackage {
  sha1Pkg ??= {
    path: 'crypto/sha1',
    files: [{ name: 'sha1.go', src: digestSrc('sha1', 20, 64, 'Sum') }],
    natives: { sum: (_c, data: Slice | null) => sliceOf(sha1(bytesOf(data))) },
  };
  return sha1Pkg;
}

export function fnvPackage(): NativePackage {
  fnvPkg ??= { path: 'hash/fnv', files: [{ name: 'fnv.go', src: fnvSrc }], natives: {} };
  return fnvPkg;
}

export function crc32Package(): NativePackage {
  crcPkg ??= { path: 'hash/crc32', files: [{ name: 'crc32.go', src: crcSrc }], natives: {} };
  return crcPkg;
}

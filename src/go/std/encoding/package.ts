// encoding/hex and encoding/base64 (standard and URL alphabets, padded and raw), with Go's error
// messages for malformed input; and encoding itself (its interfaces: flag, time and net/url import
// it, as in real Go, so it stays with the packages most programs load).

import type { NativeContext, NativePackage } from '../../interp/native.ts';
import type { Slice } from '../../interp/values.ts';
import { bytesOf, sliceOf } from '../internal/conv.ts';
import b64Src from './base64.go?raw';
import encodingSrc from './encoding.go?raw';
import hexSrc from './hex.go?raw';

const hexDigits = '0123456789abcdef';

function hexVal(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  if (c >= 97 && c <= 102) return c - 87;
  if (c >= 65 && c <= 70) return c - 55;
  return -1;
}

/** Go's hex.Decode: pairs are checked left to right; an odd trailing byte is checked before ErrLength. */
function hexDecode(s: string): [Slice, number, boolean] {
  const out: number[] = [];
  let i = 0;
  for (; i + 1 < s.length; i += 2) {
    const a = hexVal(s.charCodeAt(i));
    if (a < 0) return [sliceOf(out.slice()), i, false];
    const b = hexVal(s.charCodeAt(i + 1));
    if (b < 0) return [sliceOf(out.slice()), i + 1, false];
    out.push((a << 4) | b);
  }
  if (s.length % 2 === 1) {
    if (hexVal(s.charCodeAt(i)) < 0) return [sliceOf(out.slice()), i, false];
    return [sliceOf(out.slice()), -1, true];
  }
  return [sliceOf(out.slice()), -1, false];
}

/** EncodeToString over a Go byte string with `alphabet`, padded with `pad` ('' for none). */
export function b64Encode(alphabet: string, pad: string, src: string): string {
  let out = '';
  let i = 0;
  for (; i + 2 < src.length; i += 3) {
    const v = (src.charCodeAt(i) << 16) | (src.charCodeAt(i + 1) << 8) | src.charCodeAt(i + 2);
    out += alphabet[(v >> 18) & 63] + alphabet[(v >> 12) & 63] + alphabet[(v >> 6) & 63] + alphabet[v & 63];
  }
  const rem = src.length - i;
  if (rem === 1) {
    const v = src.charCodeAt(i) << 16;
    out += alphabet[(v >> 18) & 63] + alphabet[(v >> 12) & 63] + pad + pad;
  } else if (rem === 2) {
    const v = (src.charCodeAt(i) << 16) | (src.charCodeAt(i + 1) << 8);
    out += alphabet[(v >> 18) & 63] + alphabet[(v >> 12) & 63] + alphabet[(v >> 6) & 63] + pad;
  }
  return out;
}

/**
 * One 4-symbol quantum, as Go's decodeQuantum: [next index, bytes written, error offset or -1].
 * `pad`: the padding character ('' for none); `strict`: the trailing bits must be zero.
 */
function decodeQuantum(
  alphabet: string,
  pad: string,
  strict: boolean,
  src: string,
  si: number,
  out: number[],
): [number, number, number] {
  const dbuf = [0, 0, 0, 0];
  let dlen = 4;
  let err = -1;
  for (let j = 0; j < 4; j++) {
    if (src.length === si) {
      if (j === 0) return [si, 0, -1];
      if (j === 1 || pad !== '') return [si, 0, si - j];
      dlen = j;
      break;
    }
    const inc = src[si];
    si++;
    const v = alphabet.indexOf(inc);
    if (v >= 0) {
      dbuf[j] = v;
      continue;
    }
    if (inc === '\n' || inc === '\r') {
      j--;
      continue;
    }
    if (pad === '' || inc !== pad) return [si, 0, si - 1];
    if (j === 0 || j === 1) return [si, 0, si - 1];
    if (j === 2) {
      while (si < src.length && (src[si] === '\n' || src[si] === '\r')) si++;
      if (si === src.length) return [si, 0, src.length];
      if (src[si] !== pad) return [si, 0, si - 1];
      si++;
    }
    while (si < src.length && (src[si] === '\n' || src[si] === '\r')) si++;
    if (si < src.length) err = si;
    dlen = j;
    break;
  }
  const val = (dbuf[0] << 18) | (dbuf[1] << 12) | (dbuf[2] << 6) | dbuf[3];
  const bytes = [(val >> 16) & 255, (val >> 8) & 255, val & 255];
  if (strict && dlen === 3 && bytes[2] !== 0) return [si, 0, si - 1];
  if (strict && dlen === 2 && (bytes[1] !== 0 || bytes[2] !== 0)) return [si, 0, si - 2];
  for (let k = 0; k < dlen - 1; k++) out.push(bytes[k]);
  return [si, dlen - 1, err];
}

/** DecodeString: the bytes decoded before any error, and the error offset or -1. */
export function b64Decode(alphabet: string, pad: string, s: string, strict = false): [Slice, number] {
  const out: number[] = [];
  let si = 0;
  while (si < s.length) {
    const [nsi, , err] = decodeQuantum(alphabet, pad, strict, s, si, out);
    if (err >= 0) return [sliceOf(out), err];
    if (nsi === si) break;
    si = nsi;
  }
  return [sliceOf(out), -1];
}

let hexPkg: NativePackage | undefined;
let b64Pkg: NativePackage | undefined;

let encodingPkg: NativePackage | undefined;

export function encodingPackage(): NativePackage {
  encodingPkg ??= { path: 'encoding', files: [{ name: 'encoding.go', src: encodingSrc }], natives: {} };
  return encodingPkg;
}

export function hexPackage(): NativePackage {
  hexPkg ??= {
    path: 'encoding/hex',
    files: [{ name: 'hex.go', src: hexSrc }],
    natives: {
      EncodeToString: (_c: NativeContext, src: Slice | null) => {
        const s = bytesOf(src);
        let out = '';
        for (let i = 0; i < s.length; i++) {
          const b = s.charCodeAt(i);
          out += hexDigits[b >> 4] + hexDigits[b & 15];
        }
        return out;
      },
      decode: (_c: NativeContext, s: string) => hexDecode(s),
    },
  };
  return hexPkg;
}

export function base64Package(): NativePackage {
  b64Pkg ??= {
    path: 'encoding/base64',
    files: [{ name: 'base64.go', src: b64Src }],
    natives: {
      encode: (_c: NativeContext, alphabet: string, pad: string, src: string) =>
        b64Encode(alphabet, pad, src),
      decode: (_c: NativeContext, alphabet: string, pad: string, strict: boolean, s: string) =>
        b64Decode(alphabet, pad, s, strict),
    },
  };
  return b64Pkg;
}

// package bytes: Buffer and the common functions, written in Go over package strings (results are
// fresh slices rather than sub-slices of the input, which only matters if a caller mutates them),
// except Fields, ToUpper and ToLower, which are natives below.

import type { NativeContext, NativePackage } from '../../interp/native.ts';
import { Slice } from '../../interp/values.ts';
import { bytesOf, bytesSlice } from '../internal/conv.ts';
import * as core from '../strings/core.ts';
import { isSpace } from '../unicode/tables.ts';
import { decodeRune } from '../unicode/utf8core.ts';
import src from './bytes.go?raw';

/** Go's asciiSpace table (go/src/bytes/bytes.go): '\t', '\n', '\v', '\f', '\r', ' '. */
const ASCII_SPACE = new Uint8Array(256);
for (const c of [9, 10, 11, 12, 13, 32]) ASCII_SPACE[c] = 1;

/**
 * bytes.Fields as go/src/bytes/bytes.go: sub-slices of `s` (`s[start:end:end]`, so an append to a
 * field cannot overwrite the next), a non-nil empty result for an input of spaces only; a non-ASCII
 * input is split around unicode.IsSpace runes (invalid UTF-8 decodes to RuneError, not a space).
 * Native: in Go over strings.Fields, each field was converted to a string and back, in interpreted
 * loops (bench/go/bytes.go's words section).
 */
function fields(s: Slice | null): Slice {
  const out: Slice[] = [];
  if (s === null) return Slice.of(out);
  const arr = s.arr;
  const off = s.off;
  const n = s.len;
  let ascii = true;
  for (let i = 0; i < n; i++) {
    if (arr[off + i] >= 0x80) {
      ascii = false;
      break;
    }
  }
  const field = (start: number, end: number) =>
    out.push(new Slice(arr, off + start, end - start, end - start));
  if (ascii) {
    let i = 0;
    while (i < n) {
      while (i < n && ASCII_SPACE[arr[off + i]] !== 0) i++;
      if (i >= n) break;
      const start = i;
      while (i < n && ASCII_SPACE[arr[off + i]] === 0) i++;
      field(start, i);
    }
    return Slice.of(out);
  }
  const text = bytesOf(s);
  let start = -1;
  for (let i = 0; i < n; ) {
    const d = decodeRune(text, i);
    if (isSpace(d.r)) {
      if (start >= 0) {
        field(start, i);
        start = -1;
      }
    } else if (start < 0) start = i;
    i += d.size;
  }
  if (start >= 0) field(start, n);
  return Slice.of(out);
}

/**
 * A case mapping of `s` as a fresh slice of its own length (what `[]byte(strings.ToUpper(string(s)))`
 * gave): ASCII bytes mapped in place of the two conversions, any other input through strings'.
 */
function mapCase(s: Slice | null, upper: boolean, other: (t: string) => string): Slice {
  if (s === null) return Slice.of(new Uint8Array(0));
  const arr = s.arr;
  const off = s.off;
  const n = s.len;
  const out = new Uint8Array(n);
  const lo = upper ? 0x61 : 0x41;
  for (let i = 0; i < n; i++) {
    const c = arr[off + i];
    if (c >= 0x80) return bytesSlice(other(bytesOf(s)));
    out[i] = c >= lo && c <= lo + 25 ? c ^ 0x20 : c;
  }
  return Slice.of(out);
}

let pkg: NativePackage | undefined;

export function bytesPackage(): NativePackage {
  pkg ??= {
    path: 'bytes',
    files: [{ name: 'bytes.go', src }],
    natives: {
      Fields: (_c: NativeContext, s: Slice | null) => fields(s),
      ToUpper: (_c: NativeContext, s: Slice | null) => mapCase(s, true, core.toUpper),
      ToLower: (_c: NativeContext, s: Slice | null) => mapCase(s, false, core.toLower),
    },
  };
  return pkg;
}

// package bytes: Buffer and the common functions, written in Go over package strings, except
// Fields, ToUpper and ToLower, natives below, and the splits and trims, natives in subslice.ts:
// like Go's, those return sub-slices of their input (a write into a result writes the input).

import type { NativeContext, NativePackage } from '../../interp/native.ts';
import { Slice } from '../../interp/values.ts';
import { bytesOf, bytesSlice, num } from '../internal/conv.ts';
import * as core from '../strings/core.ts';
import { isSpace } from '../unicode/tables.ts';
import { decodeRune } from '../unicode/utf8core.ts';
import src from './bytes.go?raw';
import * as sub from './subslice.ts';

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

type Pred = (r: number) => boolean;

let pkg: NativePackage | undefined;

export function bytesPackage(): NativePackage {
  pkg ??= {
    path: 'bytes',
    files: [{ name: 'bytes.go', src }],
    natives: {
      Fields: (_c: NativeContext, s: Slice | null) => fields(s),
      ToUpper: (_c: NativeContext, s: Slice | null) => mapCase(s, true, core.toUpper),
      ToLower: (_c: NativeContext, s: Slice | null) => mapCase(s, false, core.toLower),
      Split: (_c: NativeContext, s: Slice | null, sep: Slice | null) => sub.genSplit(s, sep, 0, -1),
      SplitN: (_c: NativeContext, s: Slice | null, sep: Slice | null, n: number | bigint) =>
        sub.genSplit(s, sep, 0, num(n)),
      SplitAfter: (_c: NativeContext, s: Slice | null, sep: Slice | null) =>
        sub.genSplit(s, sep, sep === null ? 0 : sep.len, -1),
      SplitAfterN: (_c: NativeContext, s: Slice | null, sep: Slice | null, n: number | bigint) =>
        sub.genSplit(s, sep, sep === null ? 0 : sep.len, num(n)),
      FieldsFunc: (_c: NativeContext, s: Slice | null, f: Pred) => sub.fieldsFunc(s, f),
      Trim: (_c: NativeContext, s: Slice | null, cutset: string) => sub.trim(s, cutset),
      TrimLeft: (_c: NativeContext, s: Slice | null, cutset: string) => sub.trimLeft(s, cutset),
      TrimRight: (_c: NativeContext, s: Slice | null, cutset: string) => sub.trimRight(s, cutset),
      TrimSpace: (_c: NativeContext, s: Slice | null) => sub.trimSpace(s),
      TrimFunc: (_c: NativeContext, s: Slice | null, f: Pred) => sub.trimFunc(s, f),
      TrimLeftFunc: (_c: NativeContext, s: Slice | null, f: Pred) => sub.trimLeftFunc(s, f),
      TrimRightFunc: (_c: NativeContext, s: Slice | null, f: Pred) => sub.trimRightFunc(s, f),
    },
  };
  return pkg;
}

// The functions of package bytes whose results are pieces of their argument, as in
// go/src/bytes/bytes.go: a write into a piece writes the argument, and each piece has Go's capacity
// (Split's `s[:m:m]` cannot be appended over the next piece; a Trim result keeps the tail's
// capacity), and nil where Go returns nil (Trim of nothing but the cutset, TrimSpace of spaces,
// TrimLeftFunc of an all-matching input). The searches run over the bytes as a Go byte string.

import { Slice } from '../../interp/values.ts';
import { bytesOf } from '../internal/conv.ts';
import { isSpace } from '../unicode/tables.ts';
import { decodeLastRune, decodeRune } from '../unicode/utf8core.ts';

type RunePred = (r: number) => boolean;

/** `s[i:j]`: shares s's array, capacity to the end of s's. */
function sub(s: Slice, i: number, j: number): Slice {
  return new Slice(s.arr, s.off + i, j - i, s.cap - i);
}

/** `s[i:j:j]`: a piece whose append cannot overwrite what follows it. */
function piece(s: Slice, i: number, j: number): Slice {
  return new Slice(s.arr, s.off + i, j - i, j - i);
}

/** A [][]byte of `a`'s pieces with capacity `cap` (Go's `make([][]byte, n)` then `a[:i]`). */
function outer(a: (Slice | null)[], cap: number): Slice {
  const n = a.length;
  for (let k = n; k < cap; k++) a.push(null);
  return new Slice(a, 0, n, cap);
}

/**
 * genSplit and explode of go/src/bytes/bytes.go: Split (sepSave 0, n -1), SplitN, SplitAfter
 * (sepSave len(sep)), SplitAfterN. Each piece but the last is `s[:m+sepSave:m+sepSave]`; the last
 * is the rest of s with its capacity; nil s with a separator gives [nil].
 */
export function genSplit(s: Slice | null, sep: Slice | null, sepSave: number, n: number): Slice | null {
  if (n === 0) return null;
  const len = s === null ? 0 : s.len;
  const sepLen = sep === null ? 0 : sep.len;
  if (sepLen === 0) {
    // explode: at most n pieces, n counted in bytes (len(s) when n <= 0 or beyond it).
    if (n <= 0 || n > len) n = len;
    const a: Slice[] = [];
    if (s === null) return outer(a, n);
    const t = bytesOf(s);
    let i = 0;
    while (i < len) {
      if (a.length + 1 >= n) {
        a.push(sub(s, i, len));
        break;
      }
      const size = decodeRune(t, i).size;
      a.push(piece(s, i, i + size));
      i += size;
    }
    return outer(a, n);
  }
  if (s === null) return outer([null], 1);
  const t = bytesOf(s);
  const sp = bytesOf(sep);
  // n < 0: Go makes Count(s, sep)+1 pieces' room, exactly the pieces found.
  const limited = n > 0;
  if (limited && n > len + 1) n = len + 1;
  const a: Slice[] = [];
  let start = 0;
  while (!limited || a.length < n - 1) {
    const m = t.indexOf(sp, start);
    if (m < 0) break;
    a.push(piece(s, start, m + sepSave));
    start = m + sepLen;
  }
  a.push(sub(s, start, len));
  return outer(a, limited ? n : a.length);
}

/** bytes.FieldsFunc: `s[start:end:end]` for each run of runes where f is false. */
export function fieldsFunc(s: Slice | null, f: RunePred): Slice {
  const a: Slice[] = [];
  if (s === null) return Slice.of(a);
  const t = bytesOf(s);
  const n = s.len;
  let start = -1;
  for (let i = 0; i < n; ) {
    let r = t.charCodeAt(i);
    let size = 1;
    if (r >= 0x80) {
      const d = decodeRune(t, i);
      r = d.r;
      size = d.size;
    }
    if (f(r)) {
      if (start >= 0) {
        a.push(piece(s, start, i));
        start = -1;
      }
    } else if (start < 0) start = i;
    i += size;
  }
  if (start >= 0) a.push(piece(s, start, n));
  return Slice.of(a);
}

/** The first byte index of t whose rune does not satisfy f, or len(t). */
function leftEdge(t: string, f: RunePred): number {
  const end = t.length;
  let i = 0;
  while (i < end) {
    let r = t.charCodeAt(i);
    let size = 1;
    if (r >= 0x80) {
      const d = decodeRune(t, i);
      r = d.r;
      size = d.size;
    }
    if (!f(r)) break;
    i += size;
  }
  return i;
}

/** The byte index after the last rune of t[from:end] that does not satisfy f, or from. */
function rightEdge(t: string, from: number, end: number, f: RunePred): number {
  let i = end;
  while (i > from) {
    let r = t.charCodeAt(i - 1);
    let size = 1;
    if (r >= 0x80) {
      // Decoded within t[from:], as Go decodes within the sub-slice it was given.
      const d = from === 0 ? decodeLastRune(t, i) : decodeLastRune(t.substring(from), i - from);
      r = d.r;
      size = d.size;
    }
    if (!f(r)) break;
    i -= size;
  }
  return i;
}

/** bytes.TrimLeftFunc: nil when every rune satisfies f (an empty s included). */
export function trimLeftFunc(s: Slice | null, f: RunePred): Slice | null {
  if (s === null) return null;
  const i = leftEdge(bytesOf(s), f);
  return i === s.len ? null : sub(s, i, s.len);
}

/** bytes.TrimRightFunc: `s[0:i]`, so nil stays nil and an empty result keeps s's array. */
export function trimRightFunc(s: Slice | null, f: RunePred): Slice | null {
  if (s === null) return null;
  return sub(s, 0, rightEdge(bytesOf(s), 0, s.len, f));
}

export function trimFunc(s: Slice | null, f: RunePred): Slice | null {
  return trimRightFunc(trimLeftFunc(s, f), f);
}

/** Membership in a cutset ranged over as runes (an invalid byte is RuneError), as containsRune. */
function cutsetPred(cutset: string): RunePred {
  const runes = new Set<number>();
  for (let i = 0; i < cutset.length; ) {
    const d = decodeRune(cutset, i);
    runes.add(d.r);
    i += d.size;
  }
  return (r) => runes.has(r);
}

/** bytes.TrimLeft: nil for an empty s or when all of it is in the cutset. */
export function trimLeft(s: Slice | null, cutset: string): Slice | null {
  if (s === null || s.len === 0) return null;
  if (cutset === '') return s;
  return trimLeftFunc(s, cutsetPred(cutset));
}

/** bytes.TrimRight: s itself for an empty s or cutset, else `s[:j]`. */
export function trimRight(s: Slice | null, cutset: string): Slice | null {
  if (s === null || s.len === 0 || cutset === '') return s;
  return trimRightFunc(s, cutsetPred(cutset));
}

/** bytes.Trim: trimLeft(trimRight(s)), nil for an empty s. */
export function trim(s: Slice | null, cutset: string): Slice | null {
  if (s === null || s.len === 0) return null;
  if (cutset === '') return s;
  const f = cutsetPred(cutset);
  return trimLeftFunc(trimRightFunc(s, f), f);
}

/** bytes.TrimSpace: `s[start:stop]`, nil when nothing is left. */
export function trimSpace(s: Slice | null): Slice | null {
  if (s === null) return null;
  const t = bytesOf(s);
  const start = leftEdge(t, isSpace);
  const stop = rightEdge(t, start, s.len, isSpace);
  return start === stop ? null : sub(s, start, stop);
}

// The strings/bytes algorithms over Go byte strings (go/src/strings/strings.go semantics: byte
// indexes, UTF-8 decoding with RuneError for invalid bytes, Unicode simple case mapping).

import * as uni from '../unicode/tables.ts';
import {
  decodeLastRune,
  decodeRune,
  encodeRune,
  RuneError,
  runeCount,
  validRune,
} from '../unicode/utf8core.ts';

export type RunePred = (r: number) => boolean;

/** Explode s into UTF-8 sequences, up to n (n < 0: all). */
export function explode(s: string, n: number): string[] {
  const l = runeCount(s);
  if (n < 0 || n > l) n = l;
  const a: string[] = [];
  let i = 0;
  for (let k = 0; k < n - 1; k++) {
    const size = decodeRune(s, i).size;
    a.push(s.substring(i, i + size));
    i += size;
  }
  if (n > 0) a.push(s.substring(i));
  return a;
}

export function count(s: string, sep: string): number {
  if (sep.length === 0) return runeCount(s) + 1;
  let n = 0;
  let i = s.indexOf(sep);
  while (i >= 0) {
    n++;
    i = s.indexOf(sep, i + sep.length);
  }
  return n;
}

/** Generic split: sepSave bytes of sep are kept in each piece (SplitAfter). */
export function genSplit(s: string, sep: string, sepSave: number, n: number): string[] | null {
  if (n === 0) return null;
  if (sep === '') return explode(s, n);
  // All pieces, separators dropped: exactly String.prototype.split (several times faster than the
  // indexOf loop below on bench/go/strings.go's 300,000 pieces).
  if (n < 0 && sepSave === 0) return s.split(sep);
  // No limit (n < 0): as many pieces as there are separators, so no counting pass first.
  if (n < 0 || n > s.length + 1) n = s.length + 1;
  const a: string[] = [];
  let start = 0;
  while (a.length < n - 1) {
    const m = s.indexOf(sep, start);
    if (m < 0) break;
    a.push(s.substring(start, m + sepSave));
    start = m + sep.length;
  }
  a.push(s.substring(start));
  return a;
}

export function fieldsFunc(s: string, f: RunePred): string[] {
  const out: string[] = [];
  let start = -1;
  for (let i = 0; i < s.length; ) {
    const d = decodeRune(s, i);
    const r = d.r;
    const size = d.size;
    if (f(r)) {
      if (start >= 0) {
        out.push(s.substring(start, i));
        start = -1;
      }
    } else if (start < 0) start = i;
    i += size;
  }
  if (start >= 0) out.push(s.substring(start));
  return out;
}

export const fields = (s: string): string[] => fieldsFunc(s, uni.isSpace);

export function indexRune(s: string, r: number): number {
  if (r >= 0 && r < 0x80) return s.indexOf(String.fromCharCode(r));
  if (r === RuneError) {
    for (let i = 0; i < s.length; ) {
      const d = decodeRune(s, i);
      if (d.r === RuneError) return i;
      i += d.size;
    }
    return -1;
  }
  if (!validRune(r)) return -1;
  return s.indexOf(encodeRune(r));
}

export function indexFunc(s: string, f: RunePred, truth = true): number {
  for (let i = 0; i < s.length; ) {
    const d = decodeRune(s, i);
    const size = d.size;
    if (f(d.r) === truth) return i;
    i += size;
  }
  return -1;
}

export function lastIndexFunc(s: string, f: RunePred, truth = true): number {
  for (let i = s.length; i > 0; ) {
    const d = decodeLastRune(s, i);
    const size = d.size;
    i -= size;
    if (f(d.r) === truth) return i;
  }
  return -1;
}

function runeSet(chars: string): Set<number> {
  const set = new Set<number>();
  for (let i = 0; i < chars.length; ) {
    const d = decodeRune(chars, i);
    set.add(d.r);
    i += d.size;
  }
  return set;
}

export function indexAny(s: string, chars: string): number {
  if (chars === '') return -1;
  const set = runeSet(chars);
  return indexFunc(s, (r) => set.has(r));
}

export function lastIndexAny(s: string, chars: string): number {
  if (chars === '') return -1;
  const set = runeSet(chars);
  return lastIndexFunc(s, (r) => set.has(r));
}

export function trimLeftFunc(s: string, f: RunePred): string {
  const i = indexFunc(s, f, false);
  return i < 0 ? '' : s.substring(i);
}

export function trimRightFunc(s: string, f: RunePred): string {
  let i = lastIndexFunc(s, f, false);
  if (i >= 0) {
    i += decodeRune(s, i).size;
  } else i++;
  return s.substring(0, i);
}

export const trimFunc = (s: string, f: RunePred): string => trimRightFunc(trimLeftFunc(s, f), f);

export function trim(s: string, cutset: string): string {
  if (s === '' || cutset === '') return s;
  const set = runeSet(cutset);
  return trimFunc(s, (r) => set.has(r));
}

export function trimLeft(s: string, cutset: string): string {
  if (s === '' || cutset === '') return s;
  const set = runeSet(cutset);
  return trimLeftFunc(s, (r) => set.has(r));
}

export function trimRight(s: string, cutset: string): string {
  if (s === '' || cutset === '') return s;
  const set = runeSet(cutset);
  return trimRightFunc(s, (r) => set.has(r));
}

export const trimSpace = (s: string): string => trimFunc(s, uni.isSpace);

/** strings.Map: mapping returns a negative rune to drop the character. */
export function mapRunes(mapping: (r: number) => number, s: string): string {
  let out = '';
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      const r = mapping(c);
      if (r >= 0) out += r < 0x80 ? String.fromCharCode(r) : encodeRune(r);
      i++;
      continue;
    }
    const d = decodeRune(s, i);
    const size = d.size;
    const r = mapping(d.r);
    if (r >= 0) out += encodeRune(r);
    i += size;
  }
  return out;
}

function isASCII(s: string): boolean {
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x80) return false;
  return true;
}

export function toUpper(s: string): string {
  if (isASCII(s)) return s.toUpperCase();
  return mapRunes(uni.toUpper, s);
}

export function toLower(s: string): string {
  if (isASCII(s)) return s.toLowerCase();
  return mapRunes(uni.toLower, s);
}

export const toTitle = (s: string): string => mapRunes(uni.toTitle, s);

export function replace(s: string, old: string, nw: string, n: number): string {
  if (old === nw || n === 0) return s;
  const m = count(s, old);
  if (m === 0) return s;
  if (n < 0 || m < n) n = m;
  let out = '';
  let start = 0;
  for (let i = 0; i < n; i++) {
    let j = start;
    if (old.length === 0) {
      if (i > 0) j += decodeRune(s, start).size;
    } else j = s.indexOf(old, start);
    out += s.substring(start, j) + nw;
    start = j + old.length;
  }
  return out + s.substring(start);
}

/** strings.EqualFold: equality under simple Unicode case folding. */
export function equalFold(s: string, t: string): boolean {
  let i = 0;
  let j = 0;
  while (i < s.length && j < t.length) {
    let sr: number;
    let tr: number;
    if (s.charCodeAt(i) < 0x80) sr = s.charCodeAt(i++);
    else {
      const d = decodeRune(s, i);
      sr = d.r;
      i += d.size;
    }
    if (t.charCodeAt(j) < 0x80) tr = t.charCodeAt(j++);
    else {
      const d = decodeRune(t, j);
      tr = d.r;
      j += d.size;
    }
    if (tr === sr) continue;
    if (tr < sr) [tr, sr] = [sr, tr];
    if (tr < 0x80) {
      if (sr >= 0x41 && sr <= 0x5a && tr === sr + 0x20) continue;
      return false;
    }
    let r = uni.simpleFold(sr);
    while (r !== sr && r < tr) r = uni.simpleFold(r);
    if (r === tr) continue;
    return false;
  }
  return i === s.length && j === t.length;
}

export function toValidUTF8(s: string, replacement: string): string {
  let out = '';
  let invalid = false;
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      out += s[i++];
      invalid = false;
      continue;
    }
    const d = decodeRune(s, i);
    if (d.size === 1) {
      i++;
      if (!invalid) {
        invalid = true;
        out += replacement;
      }
      continue;
    }
    invalid = false;
    out += s.substring(i, i + d.size);
    i += d.size;
  }
  return out;
}

/** strings.Title is deprecated; kept for old code: upper-cases letters that begin words. */
export function title(s: string): string {
  let prev = 0x20;
  return mapRunes((r) => {
    const isSep = (x: number) => {
      if (x < 0x80) {
        if ((x >= 0x30 && x <= 0x39) || (x >= 0x61 && x <= 0x7a) || (x >= 0x41 && x <= 0x5a) || x === 0x5f)
          return false;
        return true;
      }
      if (uni.isLetter(x) || uni.isDigit(x)) return false;
      return uni.isSpace(x);
    };
    const out = isSep(prev) ? uni.toTitle(r) : r;
    prev = r;
    return out;
  }, s);
}

/**
 * A strings.Replacer: at each byte position the first matching pair (in argument order) wins, as
 * go1.23's genericReplacer (strings/replace.go). An empty old string matches at every byte, runes
 * included; right after it matched, the other pairs are tried at the same position before one byte
 * is copied.
 */
export function makeReplacer(oldnew: string[]): (s: string) => string {
  const pairs: [string, string][] = [];
  for (let i = 0; i + 1 < oldnew.length; i += 2) pairs.push([oldnew[i], oldnew[i + 1]]);
  return (s: string) => {
    let out = '';
    let i = 0;
    let prevEmpty = false;
    while (i <= s.length) {
      const hit = pairs.find(([o]) => (o === '' ? !prevEmpty : s.startsWith(o, i)));
      prevEmpty = hit !== undefined && hit[0] === '';
      if (hit !== undefined) {
        out += hit[1];
        i += hit[0].length;
        continue;
      }
      if (i < s.length) out += s[i];
      i++;
    }
    return out;
  };
}

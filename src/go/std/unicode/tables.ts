// unicode classification and simple case mapping for runes, from the host's Unicode tables (ICU);
// Go 1.23 uses Unicode 15.0, so characters assigned since are unassigned here (v15.ts).

import { assignedAfter15, standIn } from './v15.ts';

const cache = new Map<string, Map<number, boolean>>();

function test(name: string, re: RegExp, r: number): boolean {
  if (r < 0 || r > 0x10ffff || (r >= 0xd800 && r <= 0xdfff)) return false;
  let m = cache.get(name);
  if (m === undefined) {
    m = new Map();
    cache.set(name, m);
  }
  let v = m.get(r);
  if (v === undefined) {
    v = !assignedAfter15(r) && re.test(String.fromCodePoint(standIn(r)));
    m.set(r, v);
  }
  return v;
}

const reLetter = /^\p{L}$/u;
const reDigit = /^\p{Nd}$/u;
const reNumber = /^\p{N}$/u;
const reUpper = /^\p{Lu}$/u;
const reLower = /^\p{Ll}$/u;
const reTitle = /^\p{Lt}$/u;
const rePunct = /^\p{P}$/u;
const reSymbol = /^\p{S}$/u;
const reMark = /^\p{M}$/u;
const reControl = /^\p{Cc}$/u;
const reSpace = /^\s$/u;
const reGraphic = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]$/u;
const rePrint = /^[\p{L}\p{M}\p{N}\p{P}\p{S}]$/u;

export function isLetter(r: number): boolean {
  if (r < 0x80) return (r >= 0x41 && r <= 0x5a) || (r >= 0x61 && r <= 0x7a);
  return test('L', reLetter, r);
}
export function isDigit(r: number): boolean {
  if (r < 0x80) return r >= 0x30 && r <= 0x39;
  return test('Nd', reDigit, r);
}
export function isNumber(r: number): boolean {
  if (r < 0x80) return r >= 0x30 && r <= 0x39;
  return test('N', reNumber, r);
}
export function isUpper(r: number): boolean {
  if (r < 0x80) return r >= 0x41 && r <= 0x5a;
  return test('Lu', reUpper, r);
}
export function isLower(r: number): boolean {
  if (r < 0x80) return r >= 0x61 && r <= 0x7a;
  return test('Ll', reLower, r);
}
export function isTitle(r: number): boolean {
  if (r < 0x80) return false;
  return test('Lt', reTitle, r);
}
export function isPunct(r: number): boolean {
  return test('P', rePunct, r);
}
export function isSymbol(r: number): boolean {
  return test('S', reSymbol, r);
}
export function isMark(r: number): boolean {
  return test('M', reMark, r);
}
export function isControl(r: number): boolean {
  return test('Cc', reControl, r);
}
/** unicode.IsSpace: Go's White_Space set (JS \s adds U+FEFF, which Go excludes). */
export function isSpace(r: number): boolean {
  if (r < 0x100) return r === 0x20 || (r >= 0x09 && r <= 0x0d) || r === 0x85 || r === 0xa0;
  if (r === 0xfeff) return false;
  return test('space', reSpace, r);
}
export function isGraphic(r: number): boolean {
  if (r < 0x80) return r >= 0x20 && r < 0x7f;
  return test('graphic', reGraphic, r);
}
export function isPrintRune(r: number): boolean {
  if (r < 0x80) return r >= 0x20 && r < 0x7f;
  return test('print', rePrint, r);
}

/** Simple (one-to-one) case mapping; runes whose full mapping is not a single rune map to themselves. */
function simpleMap(r: number, upper: boolean): number {
  if (r < 0 || r > 0x10ffff || (r >= 0xd800 && r <= 0xdfff)) return r;
  const s = String.fromCodePoint(r);
  const m = upper ? s.toUpperCase() : s.toLowerCase();
  const cp = m.codePointAt(0)!;
  return m.length === String.fromCodePoint(cp).length ? cp : r;
}

/**
 * Where the JS engine's case mappings are not go1.23's (Unicode 15.0.0, unicode/tables.go): ranges
 * [lo, hi, upper delta, lower delta, title delta]. Greek letters with ypogegrammeni map to their
 * titlecase forms (simple mapping; the full one JS applies has two runes); Georgian Mkhedruli
 * uppercases to Mtavruli but has no title case; the rest are Unicode 16 letters go1.23 does not map.
 * Made by comparing every rune's ToUpper/ToLower/ToTitle under go1.23 with these functions.
 */
const caseExceptions: readonly (readonly [number, number, number, number, number])[] = [
  [0x19b, 0x19b, 0, 0, 0],
  [0x264, 0x264, 0, 0, 0],
  [0x10d0, 0x10fa, 3008, 0, 0],
  [0x10fd, 0x10ff, 3008, 0, 0],
  [0x1c89, 0x1c8a, 0, 0, 0],
  [0x1f80, 0x1f87, 8, 0, 8],
  [0x1f90, 0x1f97, 8, 0, 8],
  [0x1fa0, 0x1fa7, 8, 0, 8],
  [0x1fb3, 0x1fb3, 9, 0, 9],
  [0x1fc3, 0x1fc3, 9, 0, 9],
  [0x1ff3, 0x1ff3, 9, 0, 9],
  [0xa7cb, 0xa7cf, 0, 0, 0],
  [0xa7d2, 0xa7d5, 0, 0, 0],
  [0xa7da, 0xa7dc, 0, 0, 0],
  [0x10d50, 0x10d65, 0, 0, 0],
  [0x10d70, 0x10d85, 0, 0, 0],
  [0x16ea0, 0x16eb8, 0, 0, 0],
  [0x16ebb, 0x16ed3, 0, 0, 0],
];

/** The exception row for r (index 2 upper, 3 lower, 4 title), or undefined. */
function caseException(r: number): readonly [number, number, number, number, number] | undefined {
  if (r < 0x19b || r > 0x16ed3) return undefined;
  for (const e of caseExceptions) if (r >= e[0] && r <= e[1]) return e;
  return undefined;
}

export function toUpper(r: number): number {
  if (r < 0x80) return r >= 0x61 && r <= 0x7a ? r - 32 : r;
  const e = caseException(r);
  return e === undefined ? simpleMap(r, true) : r + e[2];
}
export function toLower(r: number): number {
  if (r < 0x80) return r >= 0x41 && r <= 0x5a ? r + 32 : r;
  if (r === 0x130) return 0x69; // İ → i (the full mapping adds a combining dot)
  const e = caseException(r);
  return e === undefined ? simpleMap(r, false) : r + e[3];
}
/** unicode.ToTitle: title case equals upper case except for a few digraphs. */
export function toTitle(r: number): number {
  switch (r) {
    case 0x1c4:
    case 0x1c5:
    case 0x1c6:
      return 0x1c5;
    case 0x1c7:
    case 0x1c8:
    case 0x1c9:
      return 0x1c8;
    case 0x1ca:
    case 0x1cb:
    case 0x1cc:
      return 0x1cb;
    case 0x1f1:
    case 0x1f2:
    case 0x1f3:
      return 0x1f2;
  }
  if (r < 0x80) return toUpper(r);
  const e = caseException(r);
  return e === undefined ? simpleMap(r, true) : r + e[4];
}

/** Extra members of case-folding orbits that simple case mapping does not reach. */
const foldExtras: Record<number, number[]> = {
  75: [0x212a],
  107: [0x212a],
  8490: [0x4b, 0x6b],
  83: [0x17f],
  115: [0x17f],
  383: [0x53, 0x73],
  181: [0x39c, 0x3bc],
  924: [0xb5],
  956: [0xb5],
  223: [0x1e9e],
  7838: [0xdf],
  931: [0x3c2],
  963: [0x3c2],
  197: [0x212b],
  229: [0x212b],
  8491: [0xc5, 0xe5],
  // Greek and Cyrillic letters whose variant forms map into them (ϐ → Β, ᲀ → В...): go1.23's
  // SimpleFold orbits (unicode/tables.go caseOrbit and the case ranges).
  946: [0x3d0],
  914: [0x3d0],
  949: [0x3f5],
  917: [0x3f5],
  952: [0x3d1, 0x3f4],
  920: [0x3d1, 0x3f4],
  953: [0x345, 0x1fbe],
  921: [0x345, 0x1fbe],
  954: [0x3f0],
  922: [0x3f0],
  960: [0x3d6],
  928: [0x3d6],
  961: [0x3f1],
  929: [0x3f1],
  966: [0x3d5],
  934: [0x3d5],
  969: [0x2126],
  937: [0x2126],
  1074: [0x1c80],
  1042: [0x1c80],
  1076: [0x1c81],
  1044: [0x1c81],
  1086: [0x1c82],
  1054: [0x1c82],
  1089: [0x1c83],
  1057: [0x1c83],
  1090: [0x1c84, 0x1c85],
  1058: [0x1c84, 0x1c85],
  1098: [0x1c86],
  1066: [0x1c86],
  1123: [0x1c87],
  1122: [0x1c87],
  7777: [0x1e9b],
  7776: [0x1e9b],
  42571: [0x1c88],
  42570: [0x1c88],
};

const orbits = new Map<number, number[]>();

/** All runes equivalent to r under simple case folding, sorted. */
export function orbit(r: number): number[] {
  let o = orbits.get(r);
  if (o !== undefined) return o;
  // Dotted and dotless i fold only to themselves (their mappings are Turkic-specific).
  if (r === 0x130 || r === 0x131) return [r];
  const set = new Set<number>([r]);
  const todo = [r];
  while (todo.length > 0) {
    const x = todo.pop()!;
    for (const y of [toUpper(x), toLower(x), toTitle(x), ...(foldExtras[x] ?? [])]) {
      if (!set.has(y)) {
        set.add(y);
        todo.push(y);
      }
    }
  }
  o = [...set].sort((a, b) => a - b);
  for (const x of o) orbits.set(x, o);
  return o;
}

/** unicode.SimpleFold: the smallest equivalent rune above r, else the smallest of the orbit. */
export function simpleFold(r: number): number {
  if (r < 0 || r > 0x10ffff) return r;
  const o = orbit(r);
  for (const x of o) if (x > r) return x;
  return o[0];
}

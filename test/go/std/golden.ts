// Reading the recorded real-Go outputs (test/go/std/testdata/*.jsonl, made by
// scripts/regen-std-golden.sh). Strings are JSON text, or {hex} when not valid UTF-8; both are
// turned into Go byte strings (one char code per byte).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type GoStr = string | { hex: string };

export function loadGolden(name: string): any[] {
  const text = readFileSync(join(import.meta.dirname, 'testdata', name), 'utf8');
  return text
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => JSON.parse(l));
}

/** A recorded string as a Go byte string. */
export function goStr(s: GoStr): string {
  if (typeof s === 'string') {
    let out = '';
    for (const b of new TextEncoder().encode(s)) out += String.fromCharCode(b);
    return out;
  }
  let out = '';
  for (let i = 0; i < s.hex.length; i += 2)
    out += String.fromCharCode(Number.parseInt(s.hex.substring(i, i + 2), 16));
  return out;
}

/** float64 from its IEEE bits in hex. */
export function floatFromBits(hex: string): number {
  const v = new DataView(new ArrayBuffer(8));
  v.setBigUint64(0, BigInt(`0x${hex}`));
  return v.getFloat64(0);
}

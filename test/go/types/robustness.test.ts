// The checker must never crash or hang: every mutation of the test programs that still parses is
// checked, and any problem must come back as diagnostics. Mutations are deterministic (seeded).

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProgram, StubImporter } from './harness.ts';

const dir = join(import.meta.dirname, 'testdata');
const sources = readdirSync(dir)
  .filter((f) => f.endsWith('.go'))
  .sort()
  .map((f) => {
    const s = readFileSync(join(dir, f), 'utf8');
    const i = s.indexOf('\n// Error:');
    return i < 0 ? s : s.slice(0, i + 1);
  });

function rng(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) / 2 ** 32;
  };
}

const tokens = [
  'int',
  'string',
  'nil',
  '*',
  '&',
  '[]',
  'x',
  '0',
  '"s"',
  '.',
  ',',
  '(',
  ')',
  '{',
  '}',
  'func',
  'go',
  ':=',
];

function mutate(src: string, r: () => number): string {
  const words = src.split(/(\s+)/);
  const n = 1 + Math.floor(r() * 3);
  for (let k = 0; k < n; k++) {
    const i = Math.floor(r() * words.length);
    switch (Math.floor(r() * 4)) {
      case 0:
        words.splice(i, 1);
        break;
      case 1:
        words[i] = tokens[Math.floor(r() * tokens.length)];
        break;
      case 2: {
        const j = Math.floor(r() * words.length);
        [words[i], words[j]] = [words[j], words[i]];
        break;
      }
      default:
        words.splice(i, 0, tokens[Math.floor(r() * tokens.length)], ' ');
    }
  }
  return words.join('');
}

describe('robustness', () => {
  it('checks thousands of mutated programs without throwing', () => {
    const r = rng(12345);
    const importer = new StubImporter();
    let checked = 0;
    for (let round = 0; round < 30; round++) {
      for (const src of sources) {
        const m = mutate(src, r);
        const res = checkProgram([{ name: 'm.go', src: m }], importer);
        if (!res.syntaxErrors) checked++;
        for (const d of res.diagnostics) {
          expect(d.msg).not.toMatch(/internal compiler error/);
          expect(d.line).toBeGreaterThan(0);
        }
      }
    }
    expect(checked).toBeGreaterThan(400);
  });
});

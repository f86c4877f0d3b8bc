// Parse time of a 500-line reconciler-style file (the parser runs on every keystroke-triggered check).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../../src/go/syntax/parser.ts';

/** A 500-line file: the corpus reconciler followed by renamed copies of its functions. */
function fiveHundredLines(): string {
  const base = readFileSync(join(import.meta.dirname, 'corpus', 'reconciler.go'), 'utf8');
  const lines = base.split('\n');
  const start = lines.findIndex((l) => l.startsWith('// Reconcile moves'));
  const funcs = lines.slice(start).join('\n');
  let out = base;
  for (let i = 2; out.split('\n').length < 500; i++) {
    out +=
      '\n' + funcs.replace(/^func (\([^)]*\) )?(\w+)/gm, (_m, recv = '', name) => `func ${recv}${name}${i}`);
  }
  return out.split('\n').slice(0, 500).join('\n') + '\n';
}

describe('parser performance', () => {
  it('parses a 500-line file in a few milliseconds', () => {
    const src = fiveHundredLines();
    expect(src.split('\n').length).toBe(501);
    for (let i = 0; i < 20; i++) parseFile('big.go', src); // warm up the JIT
    const times: number[] = [];
    for (let i = 0; i < 30; i++) {
      const t0 = performance.now();
      parseFile('big.go', src);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const median = times[times.length >> 1];
    console.log(
      `parse 500 lines (${src.length} chars): median ${median.toFixed(2)} ms, min ${times[0].toFixed(2)} ms`,
    );
    // generous bound: a shared 2-core CI machine runs other suites at the same time; alone it is ~0.3 ms
    expect(median).toBeLessThan(250);
  });
});

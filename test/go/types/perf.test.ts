// The generated 500-line program checks cleanly, and fast enough to stay interactive. The bound is
// deliberately loose (CI machines are shared); the measured numbers are in the report.

import { describe, expect, it } from 'vitest';
import { parseFile } from '../../../src/go/syntax/parser.ts';
import { check } from '../../../src/go/types/check.ts';
import { program500 } from './bench500.ts';
import { StubImporter } from './harness.ts';

describe('check time', () => {
  it('checks a 500-line file without errors in well under a second', () => {
    const src = program500();
    expect(src.split('\n').length).toBeGreaterThanOrEqual(480);
    const importer = new StubImporter();
    const file = parseFile('big.go', src).file!;
    check('main', [file], importer); // warm up (imports, JIT)
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      const r = check('main', [file], importer);
      times.push(performance.now() - t0);
      expect(r.diagnostics).toEqual([]);
    }
    times.sort((a, b) => a - b);
    expect(times[2]).toBeLessThan(1000);
  });
});

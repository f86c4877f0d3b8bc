// Whole Go programs exercising the standard library, run through the toolchain (`runGo`) and
// compared with the output real Go printed for them (scripts/regen-std-golden.sh).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runGo } from '../../../src/go/index.ts';
import { loadGolden } from './golden.ts';

const recorded = loadGolden('programs.jsonl') as {
  name: string;
  exitCode: number;
  stdoutLatin1: string;
  stderrFirstLine: string;
}[];

/** Go's stdout bytes (recorded one char per byte) as the text runGo returns (decoded UTF-8). */
function decode(latin1: string): string {
  const bytes = new Uint8Array(latin1.length);
  for (let i = 0; i < latin1.length; i++) bytes[i] = latin1.charCodeAt(i);
  return new TextDecoder('utf-8').decode(bytes);
}

describe('standard-library programs print what real Go prints', () => {
  it('has recorded programs', () => {
    expect(recorded.length).toBeGreaterThanOrEqual(8);
  });
  for (const p of recorded) {
    it(p.name, () => {
      const src = readFileSync(join(import.meta.dirname, 'programs', `${p.name}.go`), 'utf8');
      const r = runGo({ files: [{ name: 'main.go', src }], startTimeNs: 1_700_000_000_000_000_000n });
      expect(r.stderr.startsWith('oplab:') ? r.stderr : '').toBe('');
      expect(r.stdout).toBe(decode(p.stdoutLatin1));
      expect(r.exitCode).toBe(p.exitCode);
      // Panics and fatal errors: gc's first line (the rest is a goroutine trace with addresses).
      expect(r.stderr.split('\n')[0]).toBe(p.stderrFirstLine);
    });
  }
});

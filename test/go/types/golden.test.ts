// Golden error tests: every testdata/*.go program ends with the `// Error:` block real gc printed
// for it (scripts/regen-types-golden.sh, Go 1.24+ operand wording applied by rule). The checker's
// output (plus the parser's branch checks, as in the driver) must match it line for line.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkProgram, StubImporter } from './harness.ts';

const dir = join(import.meta.dirname, 'testdata');
const importer = new StubImporter();

interface Golden {
  name: string;
  src: string;
  want: string[];
}

function load(name: string): Golden {
  const text = readFileSync(join(dir, name), 'utf8');
  const i = text.indexOf('\n// Error:\n');
  if (i < 0) return { name, src: text, want: [] };
  const want = text
    .slice(i + '\n// Error:\n'.length)
    .split('\n')
    .filter((l) => l.startsWith('//'))
    .map((l) => l.replace(/^\/\/ ?/, ''));
  return { name, src: text.slice(0, i + 1), want };
}

const cases = readdirSync(dir)
  .filter((f) => f.endsWith('.go'))
  .sort()
  .map(load);

describe('gc error goldens', () => {
  it('has at least 80 error programs', () => {
    expect(cases.filter((c) => c.want.length > 0).length).toBeGreaterThanOrEqual(80);
  });

  for (const c of cases) {
    it(c.name, () => {
      const got = checkProgram([{ name: c.name, src: c.src }], importer).lines.flatMap((l) => l.split('\n'));
      // gc stops after 10 errors with "<pos>: too many errors"; compare the errors it printed.
      const capped = c.want.at(-1)?.endsWith(': too many errors') ?? false;
      const want = capped ? c.want.slice(0, -1) : c.want;
      expect(got[0]).toBe(want[0]);
      expect(capped ? got.slice(0, want.length) : got).toEqual(want);
    });
  }

  it('stub packages check cleanly', () => {
    expect(importer.stubDiagnostics).toEqual([]);
  });
});

// Broken programs whose expected errors were recorded from real gc (scripts/regen-syntax-golden.sh):
// the syntax layer must report exactly what `go build` printed for the syntax phase.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goBuildHeaderErrors } from '../../../src/go/syntax/header.ts';
import { parseFile } from '../../../src/go/syntax/parser.ts';

const dir = join(import.meta.dirname, 'testdata');
const marker = '\n// Error:\n';

// Lines gc prints from the type checker (types2), which runs after scanner-only errors; not ours to produce.
const typeCheckerMsg =
  /^\d+:\d+: (malformed constant|undefined:|declared and not used|cannot use |invalid operation)/;

interface Case {
  name: string;
  program: string;
  expected: string[];
}

function load(): Case[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.go'))
    .sort()
    .map((f) => {
      const text = readFileSync(join(dir, f), 'utf8');
      const i = text.lastIndexOf(marker);
      const program = i >= 0 ? text.slice(0, i) : text;
      const expected =
        i >= 0
          ? text
              .slice(i + marker.length)
              .split('\n')
              .filter((l) => l.startsWith('// '))
              .map((l) => l.slice(3))
          : [];
      return { name: f, program, expected };
    });
}

/** What the syntax layer reports for a file, in gc's printed form (10-error cap applied like the driver). */
function actualLines(program: string, goVersion?: string): string[] {
  const header = goBuildHeaderErrors('prog.go', program);
  if (header.length > 0) return header.map((d) => `${d.line}:${d.col}: ${d.msg}`);
  const r = parseFile('prog.go', program, { goVersion });
  // branch errors are recorded on the File for the checker, which prints them with the type errors
  const ds = [...r.diagnostics, ...(r.file?.branchErrors ?? [])].sort(
    (a, b) => a.line - b.line || a.col - b.col,
  );
  const lines = ds.map((d) => `${d.line}:${d.col}: ${d.msg}`);
  if (lines.length > 10) return [...lines.slice(0, 10), `${ds[9].line}:${ds[9].col}: too many errors`];
  return lines;
}

const cases = load();

describe('syntax errors match gc', () => {
  it('has at least 60 recorded broken programs', () => {
    expect(cases.filter((c) => c.expected.length > 0).length).toBeGreaterThanOrEqual(60);
  });

  for (const c of cases) {
    it(c.name, () => {
      const expected = c.expected.filter((l) => !typeCheckerMsg.test(l));
      expect(actualLines(c.program)).toEqual(expected);
    });
  }
});

describe('go1.23 wording (the recorded output before the Go 1.24 token-name rule was applied)', () => {
  // undo scripts/regen-syntax-golden.sh's rewriting to get what go1.23.5 printed
  const asGo123 = (l: string): string =>
    l
      .replace(/(syntax error: unexpected )(?:name|keyword) /, '$1')
      .replace(/(, expected )keyword (\w+)$/, '$1$2');
  it('matches every recorded program', () => {
    for (const c of cases) {
      const expected = c.expected.filter((l) => !typeCheckerMsg.test(l)).map(asGo123);
      expect(actualLines(c.program, 'go1.23'), c.name).toEqual(expected);
    }
  });
});

// The variant files are well-formed test cases: they parse as Go, their headers name checks the
// exercise lists, every failing variant marks the line its check must point at, and each exercise
// has enough correct styles and enough variants of each mistake. Runs without the runner.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/go/syntax/parser.ts';
import { CHECKS, KNOWN_CHECK_IDS } from '../../src/grader/checks/index.ts';
import { codeExerciseIds, load, type Variant, variantsOf } from './helpers.ts';

/** Variants per mistake and other correct styles: at least 4 of each, for every exercise. */
const MIN_PER_MISTAKE = 4;
const MIN_CORRECT = 4;

/** A fail variant's mistake: the first check its `want` markers name (the rest follow from it). */
function mistakeOf(v: Variant): string {
  return v.wants[0]?.check ?? v.expect[0] ?? '';
}

describe('variant files', () => {
  const ids = codeExerciseIds();

  it('cover every code exercise', () => {
    expect(ids.length).toBeGreaterThanOrEqual(10);
    for (const id of ids) expect(variantsOf(id).length, id).toBeGreaterThan(0);
  });

  for (const id of ids) {
    describe(id, () => {
      const l = load(id);
      const variants = variantsOf(id);

      it('has at least 4 other correct styles', () => {
        expect(variants.filter((v) => v.kind === 'pass').length).toBeGreaterThanOrEqual(MIN_CORRECT);
      });

      it('has enough variants of each mistake', () => {
        const byMistake = new Map<string, number>();
        for (const v of variants.filter((x) => x.kind === 'fail'))
          byMistake.set(mistakeOf(v), (byMistake.get(mistakeOf(v)) ?? 0) + 1);
        expect(byMistake.size).toBeGreaterThan(0);
        for (const [m, n] of byMistake) expect(n, `${id}: ${m}`).toBeGreaterThanOrEqual(MIN_PER_MISTAKE);
      });

      for (const v of variants) {
        it(`${v.name}: parses, names listed checks, marks its lines`, () => {
          const parsed = parseFile(v.replaces, v.content);
          expect(parsed.diagnostics.map((d) => `${d.line}:${d.col}: ${d.msg}`)).toEqual([]);
          expect(l.exercise.files.some((f) => f.editable && f.path === v.replaces)).toBe(true);
          const shipped = l.files(v.base).find((f) => f.path === v.replaces)?.content;
          expect(v.content).not.toBe(shipped);
          for (const c of v.expect) {
            expect(l.exercise.checks, `${c} is not a check of ${id}`).toContain(c);
            expect(KNOWN_CHECK_IDS).toContain(c);
          }
          if (v.kind === 'pass') {
            expect(v.expect).toEqual([]);
            expect(v.wants).toEqual([]);
          } else {
            expect(v.expect.length).toBeGreaterThan(0);
            expect(v.wants.length).toBeGreaterThan(0);
            for (const w of v.wants) expect(v.expect).toContain(w.check);
          }
        });
      }
    });
  }
});

describe('behaviour suites', () => {
  it('every code exercise has its behaviour test file', () => {
    for (const id of codeExerciseIds())
      expect(existsSync(join(import.meta.dirname, 'behaviour', `${id}.test.ts`)), id).toBe(true);
  });
});

describe('exercise checks', () => {
  it('every check has a title and a hint in both locales, and a lesson anchor that is a site path', () => {
    for (const [id, c] of CHECKS) {
      for (const t of [c.title, c.hint]) {
        expect(t.en.length, id).toBeGreaterThan(0);
        expect(t['zh-cn'].length, id).toBeGreaterThan(0);
        expect(t['zh-cn'], id).not.toBe(t.en);
      }
      if (c.lesson !== undefined) expect(c.lesson, id).toMatch(/^\/lessons\/[a-z-]+\/#[a-z-]+$/);
    }
  });

  it('every check an exercise lists has an implementation', () => {
    for (const id of codeExerciseIds())
      for (const c of load(id).exercise.checks) expect(KNOWN_CHECK_IDS, `${id}: ${c}`).toContain(c);
  });
});

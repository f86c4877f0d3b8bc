// The independent corpus (test/grader/corpus/<exercise>/): learner files written from the
// instructions and starters alone, without reading the variants, to measure recall as a learner
// meets it. Each `fail` file must fail the check its header names, and every other failing check
// must be in the same family or an outcome; each `pass` file must pass. A miss here is a pattern
// the grader does not see (fix the pattern, then keep the file).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradeExercise } from '../../src/grader/grade.ts';
import type { Report } from '../../src/grader/report.ts';
import { load, runnerReady } from './helpers.ts';

const CORPUS = join(import.meta.dirname, 'corpus');

interface CorpusFile {
  name: string;
  content: string;
  /** undefined: a correct file. */
  mistake?: string;
}

function corpusOf(exercise: string): CorpusFile[] {
  return readdirSync(join(CORPUS, exercise))
    .filter((f) => f.endsWith('.go'))
    .sort()
    .map((f) => {
      const content = readFileSync(join(CORPUS, exercise, f), 'utf8');
      const header = /^\/\/ corpus: (pass|fail ([a-z.-]+))$/m.exec(content);
      if (!header) throw new Error(`${exercise}/${f}: missing "// corpus: pass|fail <check>" header`);
      return { name: f, content, ...(header[2] ? { mistake: header[2] } : {}) };
    });
}

const family = (id: string) => id.split('.')[0];

function explain(r: Report): string {
  return r.checks
    .filter((c) => c.status !== 'pass')
    .map((c) => `${c.id} ${c.status}: ${c.message.en}`)
    .join('\n');
}

for (const exercise of readdirSync(CORPUS)
  .filter((d) => !d.includes('.'))
  .sort()) {
  describe(`${exercise}: files written without the variants`, () => {
    const l = load(exercise);
    const editable = l.exercise.files.filter((f) => f.editable).map((f) => f.path);
    const replaces = editable.find((p) => p.startsWith('internal/')) ?? editable[0];

    it('the runner runs a real project', () => {
      expect(runnerReady()).toBe(true);
    });

    for (const f of corpusOf(exercise)) {
      it(`${f.name}: ${f.mistake ? `fails ${f.mistake}` : 'passes'}`, () => {
        const files = l
          .files('solution')
          .map((x) => (x.path === replaces ? { ...x, content: f.content } : x));
        const r = gradeExercise(l.gradable, files);
        if (f.mistake === undefined) {
          expect(r.status, explain(r)).toBe('pass');
          return;
        }
        const failing = r.checks.filter((c) => c.status === 'fail');
        const own = failing.find((c) => c.id === f.mistake);
        expect(own, explain(r)).toBeDefined();
        // the evidence points into the learner's file
        expect(
          own?.lines.some((x) => x.file === replaces),
          `${f.mistake} should point into ${replaces}\n${explain(r)}`,
        ).toBe(true);
        for (const c of failing)
          if (c.id !== 'compile' && family(c.id) !== 'outcome')
            expect(family(c.id), `${c.id} is outside the ${family(f.mistake)} family\n${explain(r)}`).toBe(
              family(f.mistake),
            );
        expect(r.checks.find((c) => c.id === 'compile')?.status).toBe('pass');
      });
    }
  });
}

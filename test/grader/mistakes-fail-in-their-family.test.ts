// The independent corpus (test/grader/corpus/<exercise>/): learner files written from the
// instructions and starters alone, without reading the variants, to measure recall as a learner
// meets it. Each `fail` file must fail the check its header names, and every other failing check
// must be in the same family or an outcome; each `pass` file must pass. A miss here is a pattern
// the grader does not see (fix the pattern, then keep the file).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradeExercise } from '../../src/grader/grade.ts';
import type { Report } from '../../src/grader/report.ts';
import { load, runnerReady } from './helpers.ts';

const CORPUS = join(import.meta.dirname, 'corpus');

interface CorpusFile {
  name: string;
  /** The learner's files: project path → content. The other editable files stay as in the starter. */
  files: Map<string, string>;
  /** undefined: a correct file. */
  mistake?: string;
}

const HEADER = /^\/\/ corpus: (pass|fail ([a-z.-]+))$/m;

/**
 * A corpus entry is one `.go` file, which replaces the exercise's `internal/` editable file (or the
 * one its `// replaces: <path>` line names), or a directory of files, each replacing the editable
 * file of the same base name (as `oplab grade` maps them).
 */
function corpusOf(exercise: string, editable: string[]): CorpusFile[] {
  const dir = join(CORPUS, exercise);
  const byBase = (f: string) => {
    const hits = editable.filter((p) => basename(p) === f);
    if (hits.length !== 1) throw new Error(`${exercise}: ${f} names ${hits.length} editable files`);
    return hits[0];
  };
  const fallback = editable.find((p) => p.startsWith('internal/')) ?? editable[0];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.go') || statSync(join(dir, f)).isDirectory())
    .sort()
    .map((f) => {
      const files = new Map<string, string>();
      if (f.endsWith('.go')) {
        const content = readFileSync(join(dir, f), 'utf8');
        const target = /^\/\/ replaces: (\S+)$/m.exec(content)?.[1] ?? fallback;
        if (!editable.includes(target)) throw new Error(`${exercise}/${f}: ${target} is not editable`);
        files.set(target, content);
      } else
        for (const g of readdirSync(join(dir, f)).filter((x) => x.endsWith('.go')))
          files.set(byBase(g), readFileSync(join(dir, f, g), 'utf8'));
      const header = [...files.values()].map((c) => HEADER.exec(c)).find((h) => h !== null);
      if (!header) throw new Error(`${exercise}/${f}: missing "// corpus: pass|fail <check>" header`);
      return { name: f, files, ...(header[2] ? { mistake: header[2] } : {}) };
    });
}

// loop.settles is judged by the status family's module (src/grader/checks/status.ts): a status write
// refused on every pass (a duplicate condition's 422) is also a loop that never settles.
const family = (id: string) => (id === 'loop.settles' ? 'status' : id.split('.')[0]);

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

    it('the runner runs a real project', () => {
      expect(runnerReady()).toBe(true);
    });

    for (const f of corpusOf(exercise, editable)) {
      it(`${f.name}: ${f.mistake ? `fails ${f.mistake}` : 'passes'}`, () => {
        // as a learner starts: from the starter, with the files they changed
        const files = l.files('starter').map((x) => {
          const content = f.files.get(x.path);
          return content === undefined ? x : { ...x, content };
        });
        const r = gradeExercise(l.gradable, files);
        if (f.mistake === undefined) {
          expect(r.status, explain(r)).toBe('pass');
          return;
        }
        const failing = r.checks.filter((c) => c.status === 'fail');
        const own = failing.find((c) => c.id === f.mistake);
        expect(own, explain(r)).toBeDefined();
        // the evidence points into the learner's files (an editable file the entry left as in the
        // starter can be where the mistake is: a test not changed to catch it)
        expect(
          own?.lines.some((x) => editable.includes(x.file)),
          `${f.mistake} should point into ${editable.join(' or ')}\n${explain(r)}`,
        ).toBe(true);
        for (const c of failing)
          if (c.id !== 'compile' && family(c.id) !== 'outcome')
            expect(family(c.id), `${c.id} is outside the ${family(f.mistake)} family\n${explain(r)}`).toBe(
              family(f.mistake),
            );
        expect(r.checks.find((c) => c.id === 'compile')?.status).toBe('pass');
        // A learner's file may reconcile in a loop until the step budget stops it (~10 s of CPU
        // alone; several times that on a loaded 2-core machine).
      }, 120_000);
    }
  });
}

// The evidence of corpus files whose verdict was already right but whose message misled: each case
// grades one file of corpus/<exercise>/ as `oplab grade` would (the starter with that file in place
// of the editable one) and reads the failing (or skipped) check's words and lines.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradeExercise } from '../../src/grader/grade.ts';
import type { Report } from '../../src/grader/report.ts';
import { load } from './helpers.ts';

const CORPUS = join(import.meta.dirname, 'corpus');

function grade(exercise: string, file: string): Report {
  const l = load(exercise);
  const content = readFileSync(join(CORPUS, exercise, file), 'utf8');
  const target = l.exercise.files.find((f) => f.editable)?.path;
  const files = l.files('starter').map((f) => (f.path === target ? { ...f, content } : f));
  return gradeExercise(l.gradable, files);
}

const check = (r: Report, id: string) => {
  const c = r.checks.find((x) => x.id === id);
  if (c === undefined) throw new Error(`no check ${id}`);
  return c;
};

describe('a webhook no configuration was generated for', () => {
  it('a marker inside a function body: the actions still run, and path-matches says why nothing was called', () => {
    const r = grade('webhook-validate', 'fail-marker-in-setup-body.go');
    expect(r.status).toBe('fail');
    const c = check(r, 'webhook.path-matches');
    expect(c.status).toBe('fail');
    expect(c.message.en).toBe(
      'The API server called no webhook for the Apps applied: controller-gen generated no webhook configuration, because the +kubebuilder:webhook marker at line 23 is inside a declaration, where controller-gen reads no package marker.',
    );
    expect(c.hint?.en).toContain('top-level comment');
    const rejects = check(r, 'webhook.rejects-invalid');
    expect(rejects.status).toBe('fail');
    expect(rejects.message.en).toContain('the validator was never asked');
    expect(rejects.lines).toEqual([{ file: 'internal/webhook/v1/app_webhook.go', line: 23 }]);
  });

  it('no marker at all: points at the validator type, where kubebuilder writes it', () => {
    const c = check(grade('webhook-validate', 'fail-no-webhook-marker.go'), 'webhook.path-matches');
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain('because the project has no +kubebuilder:webhook marker');
    expect(c.lines).toEqual([{ file: 'internal/webhook/v1/app_webhook.go', line: 31 }]);
  });
});

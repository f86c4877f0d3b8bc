// A learner program that never returns from Reconcile is stopped by the step budget, and the report
// says so in a check of its own, pointing at the loop — not only as a missing outcome.
import { expect, it } from 'vitest';
import { gradeExercise } from '../../src/grader/grade.ts';
import { load } from './helpers.ts';

it('an endless loop in Reconcile fails program.runs at the loop, right after compile', () => {
  const l = load('scope-get');
  const files = l.files('solution').map((f) => {
    if (!f.path.endsWith('app_controller.go')) return f;
    const lines = f.content.split('\n');
    const at = lines.findIndex((s) => s.includes('logf.FromContext(ctx)')) + 1;
    lines.splice(at, 0, '\tfor {', '\t}');
    return { ...f, content: lines.join('\n'), loopLine: at + 1 };
  });
  const loopLine = (files.find((f) => 'loopLine' in f) as { loopLine: number }).loopLine;
  const r = gradeExercise(l.gradable, files, { stepBudget: 2_000_000 });
  expect(r.checks.map((c) => c.id).slice(0, 2)).toEqual(['compile', 'program.runs']);
  const crash = r.checks[1]!;
  expect(crash.status).toBe('fail');
  expect(crash.lines).toEqual([{ file: 'internal/controller/app_controller.go', line: loopLine, col: 2 }]);
  expect(crash.message.en).toContain(
    `step budget exceeded at ./internal/controller/app_controller.go:${loopLine}:2 (infinite loop?)`,
  );
  expect(r.status).toBe('fail');
});

it('a program that runs normally has no program.runs check', () => {
  const l = load('scope-get');
  const r = gradeExercise(l.gradable, l.files('solution'));
  expect(r.checks.some((c) => c.id === 'program.runs')).toBe(false);
  expect(r.status).toBe('pass');
});

// Runaway reconcilers in a graded scenario (issue 16): each stops with the Go runtime's own words and
// fails program.runs at the learner's line, instead of taking the grader's process down.
import { expect, it } from 'vitest';
import { DEFAULT_STEP_BUDGET } from '../../src/go/interp/run.ts';
import { GRADE_STEP_BUDGET, gradeExercise } from '../../src/grader/grade.ts';
import { CLIENT_CALL_STEPS } from '../../src/kube/bind/client.ts';
import { load } from './helpers.ts';

/** scope-get's solution with `lines` inserted at the start of Reconcile; the first inserted line. */
function withReconcileLines(lines: string[], decls: string[] = []) {
  const l = load('scope-get');
  let first = 0;
  const files = l.files('solution').map((f) => {
    if (!f.path.endsWith('app_controller.go')) return f;
    const src = f.content.split('\n');
    const at = src.findIndex((s) => s.includes('logf.FromContext(ctx)')) + 1;
    src.splice(at, 0, ...lines);
    src.push(...decls);
    first = at + 1;
    return { ...f, content: src.join('\n') };
  });
  return { l, files, first };
}

it('a Reconcile that keeps every allocation fails program.runs with Go out-of-memory error', () => {
  const { l, files, first } = withReconcileLines(
    ['\tfor {', '\t\tkept = append(kept, make([]byte, 1<<16))', '\t}'],
    ['', 'var kept [][]byte'],
  );
  const r = gradeExercise(l.gradable, files, { memoryBudget: 32 << 20 });
  const crash = r.checks.find((c) => c.id === 'program.runs');
  expect(crash?.status).toBe('fail');
  expect(crash?.message.en).toContain('fatal error: runtime: out of memory');
  expect(crash?.lines[0]).toEqual({ file: 'internal/controller/app_controller.go', line: first + 1 });
  expect(r.status).toBe('fail');
}, 120_000);

it('a Reconcile that sleeps past the scenario virtual time limit fails the grade', () => {
  const { l, files, first } = withReconcileLines(['\ttime.Sleep(100 * time.Hour)']);
  const withTime = files.map((f) =>
    f.path.endsWith('app_controller.go') && !f.content.includes('"time"')
      ? { ...f, content: f.content.replace('import (', 'import (\n\t"time"') }
      : f,
  );
  const r = gradeExercise(l.gradable, withTime);
  const runs = r.checks.find((c) => c.id === 'program.runs');
  expect(r.status).toBe('fail');
  expect(runs?.status).toBe('fail');
  expect(runs?.message.en).toContain('virtual time limit reached: goroutine');
  expect(runs?.lines[0]?.line).toBe(first + 1);
}, 120_000);

it('a Reconcile that loops over r.Get stops at the step budget at the Get, with a bounded trace', () => {
  // Each client call costs steps as its CPU does (client.ts CLIENT_CALL_STEPS): without that the loop
  // runs ~5 million Gets before the grader's step budget, or until the host's CPU limit.
  const { l, files, first } = withReconcileLines([
    '\tfor r != nil {',
    '\t\tvar again labv1.App',
    '\t\t_ = r.Get(ctx, req.NamespacedName, &again)',
    '\t}',
  ]);
  const r = gradeExercise(l.gradable, files);
  const runs = r.checks.find((c) => c.id === 'program.runs');
  expect(runs?.status).toBe('fail');
  expect(runs?.message.en).toContain(
    `step budget exceeded at ./internal/controller/app_controller.go:${first + 2}:`,
  );
  expect(r.trace.length).toBeGreaterThan(1000);
  expect(r.trace.length).toBeLessThan((GRADE_STEP_BUDGET / CLIENT_CALL_STEPS) * l.exercise.scenarios.length);
}, 120_000);

it('an endless loop in Reconcile stops at the grader own budget, far below go run one', () => {
  const { l, files, first } = withReconcileLines(['\tfor r != nil {', '\t}']);
  expect(GRADE_STEP_BUDGET).toBeLessThan(DEFAULT_STEP_BUDGET / 8);
  const r = gradeExercise(l.gradable, files);
  const runs = r.checks.find((c) => c.id === 'program.runs');
  expect(runs?.message.en).toContain(
    `step budget exceeded at ./internal/controller/app_controller.go:${first}:`,
  );
}, 120_000);

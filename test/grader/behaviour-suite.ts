// One exercise, end to end through the real runner (test/grader/behaviour/<id>.test.ts call this): the starter fails with exactly the intended
// checks, the solution passes, every correct style passes, every variant of a mistake fails with
// exactly the checks its header names and points at the lines it marks, and the report is
// byte-identical on a second run. `runnerReady()` first proves the runner works on a real project.
import { describe, expect, it } from 'vitest';
import { GRADE_STEP_BUDGET, gradeExercise } from '../../src/grader/grade.ts';
import type { Report } from '../../src/grader/report.ts';
import { load, projectWith, runnerReady, variantsOf } from './helpers.ts';

/** The checks each starter fails: its mistake and what follows from it, nothing else. */
const STARTER_FAILS: Record<string, string[]> = {
  'scope-get': ['scope.get-namespace', 'outcome.credentials-found'],
  'scope-list': ['scope.list-namespace', 'outcome.pod-count'],
  'scope-cluster': ['scope.cluster-scoped-list', 'outcome.node-count'],
  'scope-cache': ['scope.cache-namespace', 'outcome.replicas-from-tier'],
  'status-subresource': ['status.written-via-subresource', 'outcome.status-ready'],
  'status-conflict': ['status.conflict-handled', 'outcome.status-ready'],
  'status-conditions': ['status.one-condition-per-type', 'status.observed-generation', 'loop.settles'],
  'webhook-validate': ['webhook.path-matches'],
  // The cache never syncs, so no write is made; the markers lack create and update all the same.
  'rbac-markers': [
    'rbac.generated-role',
    'rbac.cache-syncs',
    'rbac.writes-allowed',
    'outcome.configmap-published',
  ],
  'finalizer-cleanup': ['outcome.deletion-completes', 'outcome.registration-removed'],
  'predicate-owned-status': ['outcome.deployment-ready'],
  // Informers list at the cluster scope, the Role grants team-a only: the cache never syncs.
  'watch-namespace': ['rbac.cache-syncs', 'outcome.configmap-published'],
  // It works; the cost is the cluster-wide Secret informer its cached Get starts.
  'cache-secrets': ['outcome.secrets-not-cached'],
  // Every reconcile forces replicas back to 1, taking it from the engineer who scaled to 5.
  'apply-ownership': ['outcome.scaled-replicas-kept'],
  // The test passes for a reconciler whose status never reaches the cluster: the fake client was
  // built without WithStatusSubresource, so r.Update stored the status.
  'fake-client-status': ['test.catches-mistake', 'status.written-via-subresource', 'outcome.status-ready'],
  // The starter crosses every boundary; the first (a cache that never syncs) stops the run, so the
  // checks that need a reconcile are skipped, not failed.
  capstone: ['rbac.cache-syncs', 'outcome.deployment-ready'],
};

const failing = (r: Report) =>
  r.checks
    .filter((c) => c.status !== 'pass' && c.status !== 'skip')
    .map((c) => c.id)
    .sort();

function explain(r: Report): string {
  return r.checks
    .filter((c) => c.status !== 'pass')
    .map(
      (c) => `${c.id} ${c.status}: ${c.message.en} @ ${c.lines.map((l) => `${l.file}:${l.line}`).join(', ')}`,
    )
    .join('\n');
}

export function behaviourSuite(id: string): void {
  describe(`${id}: behaviour through the runner`, () => {
    const l = load(id);

    it('the runner runs a real project to at least one reconcile', () => {
      expect(runnerReady()).toBe(true);
    });

    it('the starter fails with exactly the intended checks, at lines in the editable files', () => {
      const r = gradeExercise(l.gradable, l.files('starter'));
      expect(failing(r), explain(r)).toEqual([...(STARTER_FAILS[id] ?? [])].sort());
      const editable = new Set(l.exercise.files.filter((f) => f.editable).map((f) => f.path));
      for (const c of r.checks)
        if (c.status === 'fail' && !c.id.startsWith('outcome.'))
          for (const line of c.lines) expect(editable.has(line.file), `${c.id}: ${line.file}`).toBe(true);
    });

    it('the solution passes, within a 64th of the grader step budget', () => {
      // The margin GRADE_STEP_BUDGET promises a reconciler that does more than ours.
      const r = gradeExercise(l.gradable, l.files('solution'), { stepBudget: GRADE_STEP_BUDGET / 64 });
      expect(r.status, explain(r)).toBe('pass');
    });

    it('grades the same input to a byte-identical report', () => {
      const a = JSON.stringify(gradeExercise(l.gradable, l.files('starter')));
      const b = JSON.stringify(gradeExercise(l.gradable, l.files('starter')));
      expect(a).toBe(b);
    });

    for (const v of variantsOf(id)) {
      it(`${v.name}: ${v.what}`, () => {
        const r = gradeExercise(l.gradable, projectWith(l, v));
        if (v.kind === 'pass') {
          expect(r.status, explain(r)).toBe('pass');
          return;
        }
        expect(failing(r), explain(r)).toEqual([...v.expect].sort());
        for (const w of v.wants) {
          const c = r.checks.find((x) => x.id === w.check);
          expect(
            c?.lines.some((x) => x.file === v.replaces && x.line === w.line),
            `${w.check} should point at ${v.replaces}:${w.line}\n${explain(r)}`,
          ).toBe(true);
        }
      });
    }
  });
}

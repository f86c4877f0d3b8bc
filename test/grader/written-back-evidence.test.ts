// Which write of another client the reconciler changed back (outcome's writtenBackAfter): the one
// before its last write in the same scenario, whichever scenario that is, and one its next write
// actually changed again, not a later write it answered with a no-op apply.
import { describe, expect, it } from 'vitest';
import { type GradableExercise, gradeExercise } from '../../src/grader/grade.ts';
import { Adversity, Expectation, type Scenario } from '../../src/grader/scenario.ts';
import { load } from './helpers.ts';

const l = load('apply-ownership');
const scaled = l.exercise.scenarios[0];
const deployment = { apiVersion: 'apps/v1', kind: 'Deployment', namespace: 'team-a', name: 'shop-web' };

/** scaled-by-hand, then someone annotates the Deployment at `at` (kubectl annotate). */
function annotatedAt(at: string): Scenario {
  return {
    ...scaled,
    id: `annotated-${at}`,
    adversity: [
      ...scaled.adversity,
      Adversity.parse({
        kind: 'concurrent-writer',
        when: { at },
        target: deployment,
        patch: { metadata: { annotations: { 'team-a/owner': 'ops' } } },
      }),
    ],
  };
}

/** The App gets a new image and nobody scales: the starter passes this one. */
const unscaled: Scenario = {
  ...scaled,
  id: 'unscaled',
  adversity: [],
  expect: [
    Expectation.parse({
      kind: 'object',
      check: 'outcome.scaled-replicas-kept',
      object: deployment,
      fields: {
        'spec.replicas': 1,
        'spec.template.spec.containers.0.image': 'registry.example.com/shop:1.5.0',
      },
    }),
  ],
};

function gradeStarter(scenarios: Scenario[]) {
  const ex: GradableExercise = { ...l.gradable, exercise: { ...l.exercise, scenarios } };
  const r = gradeExercise(ex, l.files('starter'));
  const c = r.checks.find((x) => x.id === 'outcome.scaled-replicas-kept');
  if (c === undefined) throw new Error('no outcome.scaled-replicas-kept');
  return { r, c };
}

const overwritten =
  "Cause: kubernetes-admin (field manager kubectl-patch) wrote it with PATCH deployments team-a/shop-web (direct) → 200; the reconciler's next write PATCH deployments team-a/shop-web (direct) → 200 changed it back.";

describe('the write the reconciler changed back', () => {
  it('in a second scenario: not an annotation made after the reconciler last wrote', () => {
    // annotated at the last millisecond: the run ends before the reconcile it queues
    const { r, c } = gradeStarter([unscaled, annotatedAt('59s999ms')]);
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(overwritten);
    const [other, back] = c.evidence.map((i) => r.trace[i]);
    expect(other).toMatchObject({
      scenario: 'annotated-59s999ms',
      verb: 'patch',
      details: { fieldManager: 'kubectl-patch' },
    });
    expect(back).toMatchObject({ scenario: 'annotated-59s999ms', verb: 'patch', noop: false });
  });

  it('not an annotation the reconciler answered with a no-op apply', () => {
    const { r, c } = gradeStarter([annotatedAt('50s')]);
    expect(c.status).toBe('fail');
    expect(c.message.en).toContain(overwritten);
    expect(r.trace[c.evidence[0]]).toMatchObject({ details: { fieldManager: 'kubectl-patch' } });
  });
});

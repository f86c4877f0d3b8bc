import { describe, expect, it } from 'vitest';
import { gradeExercise } from '../../../src/grader/grade.ts';
import { behaviourSuite } from '../behaviour-suite.ts';
import { load, projectWith, variantsOf } from '../helpers.ts';

behaviourSuite('apply-ownership');

// The lesson quotes what an unforced apply gets once kubectl patch has taken replicas: the real
// apimachinery text, an Update manager printed with its apiVersion.
describe('apply-ownership: the conflict the lesson quotes', () => {
  it('an unforced apply of replicas after kubectl patch is refused with the apply conflict', () => {
    const l = load('apply-ownership');
    const v = variantsOf('apply-ownership').find((x) => x.name === 'fail-no-force');
    if (v === undefined) throw new Error('variant fail-no-force is missing');
    const r = gradeExercise(l.gradable, projectWith(l, v));
    const c = r.checks.find((x) => x.id === 'outcome.scaled-replicas-kept');
    expect(c?.message.en).toContain(
      '409 Apply failed with 1 conflict: conflict with "kubectl-patch" using apps/v1: .spec.replicas',
    );
  });
});

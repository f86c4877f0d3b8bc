// Scenario options that change the cluster itself, end to end through the runner: a CRD installed
// without the status subresource turns the status-subresource exercise around (an Update writes
// status; Status().Update gets the real 404).
import { describe, expect, it } from 'vitest';
import { gradeExercise, withoutStatusSubresource } from '../../src/grader/grade.ts';
import { Adversity } from '../../src/grader/scenario.ts';
import type { KubeObject } from '../../src/kube/apiserver/types.ts';
import { load } from './helpers.ts';

describe('withoutStatusSubresource', () => {
  it('removes only the status subresource, from every version', () => {
    const crd = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      spec: {
        versions: [
          { name: 'v1', subresources: { status: {}, scale: { specReplicasPath: '.spec.replicas' } } },
          { name: 'v2', subresources: { status: {} } },
        ],
      },
    };
    expect(withoutStatusSubresource(crd as unknown as KubeObject)).toEqual({
      ...crd,
      spec: {
        versions: [
          { name: 'v1', subresources: { scale: { specReplicasPath: '.spec.replicas' } } },
          { name: 'v2' },
        ],
      },
    });
    expect(crd.spec.versions[1]?.subresources).toEqual({ status: {} });
  });
});

describe('a CRD without the status subresource (runner)', () => {
  const l = load('status-subresource');
  const gradable = {
    ...l.gradable,
    exercise: {
      ...l.exercise,
      scenarios: l.exercise.scenarios.map((s) => ({ ...s, statusSubresource: false })),
    },
  };
  const outcome = (variant: 'starter' | 'solution') =>
    gradeExercise(gradable, l.files(variant)).checks.find((c) => c.id === 'outcome.status-ready');

  it('an Update of the object writes status', () => {
    expect(outcome('starter')?.status).toBe('pass');
  });
  it('Status().Update has no subresource to go to', () => {
    const r = gradeExercise(gradable, l.files('solution'));
    expect(r.checks.find((c) => c.id === 'outcome.status-ready')?.status).toBe('fail');
    const statusWrites = (
      r.trace as { kind: string; subresource?: string; result?: { code: number } }[]
    ).filter((e) => e.kind === 'api' && e.subresource === 'status');
    expect(statusWrites[0]?.result?.code).toBe(404);
  });
});

describe('a webhook Service removed during the run (runner)', () => {
  const l = load('webhook-validate');
  const gradable = {
    ...l.gradable,
    exercise: {
      ...l.exercise,
      scenarios: l.exercise.scenarios.map((s) => ({
        ...s,
        adversity: [
          ...s.adversity,
          Adversity.parse({
            kind: 'remove-object',
            when: { after: { verb: 'create', resource: 'services', by: 'any' } },
            target: {
              apiVersion: 'v1',
              kind: 'Service',
              namespace: 'lab-system',
              name: 'lab-webhook-service',
            },
          }),
        ],
      })),
    },
  };

  it('the correct solution cannot be reached: path-matches fails with the API server’s words', () => {
    const r = gradeExercise(gradable, l.files('solution'));
    const path = r.checks.find((c) => c.id === 'webhook.path-matches');
    expect(path?.status).toBe('fail');
    expect(path?.message.en).toContain('failed calling webhook "vapp-v1.kb.io"');
    expect(
      r.checks.filter((c) => c.id !== 'webhook.path-matches' && c.id !== 'compile').map((c) => c.status),
    ).toEqual(['skip', 'skip', 'skip', 'skip']);
  });
});

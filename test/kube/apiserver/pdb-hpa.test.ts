// A PodDisruptionBudget is validated as kube-apiserver does (kubernetes pkg/apis/policy/validation/
// validation.go ValidatePodDisruptionBudgetSpec; before, anything was stored), and a
// HorizontalPodAutoscaler is defaulted (pkg/apis/autoscaling/v2/defaults.go; before, minReplicas
// stayed nil and a program dereferencing it panicked).
import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../../src/kube/apiserver/index.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';

const ctx = {
  user: { username: 'admin', groups: ['system:masters'] },
  userAgent: 'test',
  clientPath: 'direct' as const,
};

function create(
  group: string,
  version: string,
  resource: string,
  kind: string,
  name: string,
  spec: JsonObject,
) {
  const api = new ApiServer({ clock: { now: () => Date.parse('2026-12-01T00:00:00Z') } });
  return api.create(
    ctx,
    { group, version, resource, namespace: 'default' },
    { apiVersion: `${group}/${version}`, kind, metadata: { name }, spec },
  );
}

const pdb = (spec: JsonObject) => {
  const r = create('policy', 'v1', 'poddisruptionbudgets', 'PodDisruptionBudget', 'pdb', spec);
  return r.ok ? 'ok' : r.status.message;
};

describe('PodDisruptionBudget validation', () => {
  it('both bounds: Invalid on spec, the internal spec marshalled without json tags', () => {
    expect(pdb({ minAvailable: 1, maxUnavailable: '10%', selector: { matchLabels: { app: 'web' } } })).toBe(
      'PodDisruptionBudget.policy "pdb" is invalid: spec: Invalid value: {"MinAvailable":1,"Selector":{"matchLabels":{"app":"web"}},"MaxUnavailable":"10%","UnhealthyPodEvictionPolicy":null}: minAvailable and maxUnavailable cannot be both set',
    );
  });

  it('each bound as a positive int or percent, at most 100%', () => {
    expect(pdb({ minAvailable: '150%' })).toBe(
      'PodDisruptionBudget.policy "pdb" is invalid: spec.minAvailable: Invalid value: "150%": must not be greater than 100%',
    );
    expect(pdb({ maxUnavailable: -1 })).toBe(
      'PodDisruptionBudget.policy "pdb" is invalid: spec.maxUnavailable: Invalid value: -1: must be greater than or equal to 0',
    );
    expect(pdb({ minAvailable: 'half' })).toBe(
      `PodDisruptionBudget.policy "pdb" is invalid: spec.minAvailable: Invalid value: "half": a valid percent string must be a numeric string followed by an ending '%' (e.g. '1%',  or '93%', regex used for validation is '[0-9]+%')`,
    );
    expect(pdb({ minAvailable: '100%', selector: { matchLabels: { app: 'web' } } })).toBe('ok');
  });

  it('the selector, then the eviction policy against the sorted supported values', () => {
    expect(
      pdb({
        maxUnavailable: 1,
        selector: { matchExpressions: [{ key: 'app', operator: 'In' }] },
        unhealthyPodEvictionPolicy: 'Never',
      }),
    ).toBe(
      'PodDisruptionBudget.policy "pdb" is invalid: [spec.selector.matchExpressions[0].values: Required value: must be specified when `operator` is \'In\' or \'NotIn\', spec.unhealthyPodEvictionPolicy: Unsupported value: "Never": supported values: "AlwaysAllow", "IfHealthyBudget"]',
    );
  });
});

describe('HorizontalPodAutoscaler defaults', () => {
  const target = { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' };
  const hpa = (spec: JsonObject) => {
    const r = create('autoscaling', 'v2', 'horizontalpodautoscalers', 'HorizontalPodAutoscaler', 'h', spec);
    if (!r.ok) throw new Error(r.status.message);
    return r.object.spec as JsonObject;
  };

  it('minReplicas 1 and, without metrics, 80% CPU utilization; no behavior is left alone', () => {
    const spec = hpa({ scaleTargetRef: target, maxReplicas: 3 });
    expect(spec.minReplicas).toBe(1);
    expect(spec.metrics).toEqual([
      {
        type: 'Resource',
        resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 80 } },
      },
    ]);
    expect(spec.behavior).toBeUndefined();
  });

  it('a behavior gets the default rules under what its author set', () => {
    const spec = hpa({
      scaleTargetRef: target,
      minReplicas: 2,
      maxReplicas: 5,
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'memory', target: { type: 'AverageValue', averageValue: '1Gi' } },
        },
      ],
      behavior: { scaleDown: { stabilizationWindowSeconds: 60 } },
    });
    expect(spec.minReplicas).toBe(2);
    expect((spec.metrics as JsonObject[]).length).toBe(1);
    expect(spec.behavior).toEqual({
      scaleUp: {
        stabilizationWindowSeconds: 0,
        selectPolicy: 'Max',
        policies: [
          { type: 'Pods', value: 4, periodSeconds: 15 },
          { type: 'Percent', value: 100, periodSeconds: 15 },
        ],
      },
      scaleDown: {
        stabilizationWindowSeconds: 60,
        selectPolicy: 'Max',
        policies: [{ type: 'Percent', value: 100, periodSeconds: 15 }],
      },
    });
  });
});

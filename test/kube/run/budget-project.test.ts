// A capacity-budget operator (test/kube/run/projects/budget: controller-runtime v0.22.4, k8s.io
// v0.34.1) on a kind cluster. A Budget sums the container requests of the pods its label selector
// (labels.SelectorFromSet) picks, read through the API reader with a field selector
// (fields.AndSelectors of OneTermNotEqualSelector on status.phase), with resource.Quantity Add/Sub/
// Sign/MilliValue/AsApproximateFloat64 and an intstr overcommit (GetScaledValueFromIntOrPercent);
// it keeps a report ConfigMap through the dynamic client (k8s.io/client-go/dynamic) as
// unstructured data (SetNestedField/NestedString) inside retry.RetryOnConflict, waits for it with
// wait.PollUntilContextTimeout, and skips the status update when equality.Semantic.DeepEqual says
// nothing changed. Scaling the selected Deployment past the budget turns WithinBudget False.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'budget');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));
const DEPLOYMENTS = { group: 'apps', version: 'v1', resource: 'deployments', namespace: 'default' };

let scheduled = false;
const r = runProject({
  files,
  objects,
  cluster: 'kind',
  virtualTimeLimitMs: 60_000,
  hooks: {
    afterCall(e, env) {
      if (scheduled || e.kind !== 'api' || e.resource !== 'budgets' || e.subresource !== 'status') return;
      scheduled = true;
      const ctx = { user: ADMIN_USER, clientPath: 'direct' as const };
      env.clock.after(20_000, () => {
        env.server.patch(ctx, DEPLOYMENTS, 'search', 'merge', { spec: { replicas: 4 } });
      });
    },
  },
});

const conditions = (o: JsonObject | undefined) =>
  (((o?.status ?? {}) as JsonObject).conditions as JsonObject[]).map((c) => [
    c.type,
    c.status,
    c.reason,
    c.message,
  ]);

describe('budget operator project (dynamic client, quantities, controller-runtime v0.22.4)', () => {
  it('builds and runs to the end', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
  });

  it('sums the selected pods and reports over budget after the scale-up', () => {
    const budget = find(r, 'Budget', 'default', 'discovery')!;
    const status = budget.status as JsonObject;
    expect(status.pods).toBe(4);
    expect(status.used).toEqual({ cpu: '1400m', memory: '1152Mi' });
    expect(status.headroom).toEqual({ cpu: '-300m', memory: '-128Mi' });
    expect(status.cpuPercent).toBe('140%');
    expect(conditions(budget)).toEqual([
      ['WithinBudget', 'False', 'OverBudget', 'cpu over by 300m; memory over by 128Mi'],
    ]);
    const updates = r.logs
      .filter((l) => l.msg === 'budget updated')
      .map((l) => ['pods', 'cpu', 'withinBudget'].map((k) => l.fields.find(([f]) => f === k)?.[1]));
    // before the pods exist, with 3 pods (1050m of 1000m + 10% overcommit), then with 4
    expect(updates[0]).toEqual([0, '0%', 'True']);
    expect(updates).toContainEqual([3, '105%', 'True']);
    expect(updates.at(-1)).toEqual([4, '140%', 'False']);
  });

  it('keeps the report ConfigMap through the dynamic client', () => {
    const report = find(r, 'ConfigMap', 'default', 'budget-report')!;
    expect(report.data).toEqual({
      discovery: 'used cpu=1400m,memory=1152Mi; headroom cpu=-300m,memory=-128Mi',
    });
    expect((report.metadata as JsonObject).labels).toEqual({ 'capacity.example.org/report': 'true' });
    const calls = r.trace.filter(
      (e) => e.kind === 'api' && e.resource === 'configmaps' && e.name === 'budget-report',
    );
    expect(calls.every((e) => e.kind === 'api' && e.clientPath === 'direct')).toBe(true);
    expect(calls.map((e) => (e.kind === 'api' ? e.verb : '')).slice(0, 3)).toEqual(['get', 'create', 'get']);
  });
});

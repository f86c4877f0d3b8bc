// An operator-sdk-style project with a hand-written, envtest-free main.go
// (test/kube/run/projects/webtier: controller-runtime v0.20.2, k8s.io v0.32.2, sigs.k8s.io/yaml
// v1.4.0) on a kind cluster. A WebTier reads its settings ConfigMap's settings.yaml with
// yaml.UnmarshalStrict and renders it back with yaml.Marshal, stamps a rollout id from
// util/uuid.NewUUID, and owns a Deployment (CPU limit = request + request, resource.Quantity.Add),
// an autoscaling/v2 HPA and a policy/v1 PDB (intstr maxUnavailable, resolved with
// GetScaledValueFromIntOrPercent into status). ConfigMap changes reach it through a field index
// (IndexField + MatchingFields) in an EnqueueRequestsFromMapFunc, filtered by predicate.Funcs so
// that a label-only change does not reconcile; a settings file with an unknown key sets the
// Available condition False with sigs.k8s.io/yaml's message.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { type RunProjectResult, runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'webtier');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));
const CMS = { group: '', version: 'v1', resource: 'configmaps', namespace: 'default' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function run(settings: string[]): RunProjectResult {
  let scheduled = false;
  return runProject({
    files,
    objects,
    cluster: 'kind',
    virtualTimeLimitMs: 120_000,
    hooks: {
      afterCall(e, env) {
        if (scheduled || e.kind !== 'api' || e.resource !== 'webtiers' || e.subresource !== 'status') return;
        scheduled = true;
        const ctx = { user: ADMIN_USER, clientPath: 'direct' as const };
        // a label-only change first: the predicate drops it
        env.clock.after(10_000, () => {
          env.server.patch(ctx, CMS, 'storefront-settings', 'merge', {
            metadata: { labels: { team: 'web' } },
          });
        });
        settings.forEach((text, i) => {
          env.clock.after(20_000 * (i + 1), () => {
            env.server.patch(ctx, CMS, 'storefront-settings', 'merge', { data: { 'settings.yaml': text } });
          });
        });
      },
    },
  });
}

const spec = (o: JsonObject | undefined) => (o?.spec ?? {}) as JsonObject;
const meta = (o: JsonObject | undefined) => (o?.metadata ?? {}) as JsonObject;

describe('webtier operator project (hand-written main, controller-runtime v0.20.2, sigs.k8s.io/yaml)', () => {
  const r = run(['logLevel: debug\nworkers: 8\nport: 9090\n']);

  it('creates the Deployment, HPA and PDB with quantities, intstr and a uuid rollout id', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    const tier = find(r, 'WebTier', 'default', 'storefront')!;
    const owner = [
      {
        apiVersion: 'web.northwind.dev/v1beta1',
        kind: 'WebTier',
        name: 'storefront',
        uid: meta(tier).uid,
        controller: true,
        blockOwnerDeletion: true,
      },
    ];
    const dep = find(r, 'Deployment', 'default', 'storefront')!;
    expect(meta(dep).ownerReferences).toEqual(owner);
    const pod = spec(spec(dep).template as JsonObject);
    const c = (pod.containers as JsonObject[])[0];
    expect(c.resources).toEqual({ limits: { cpu: '500m' }, requests: { cpu: '250m' } });
    const hpa = find(r, 'HorizontalPodAutoscaler', 'default', 'storefront')!;
    expect(meta(hpa).ownerReferences).toEqual(owner);
    expect(spec(hpa)).toEqual({
      scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'storefront' },
      minReplicas: 3,
      maxReplicas: 10,
      metrics: [
        {
          type: 'Resource',
          resource: { name: 'cpu', target: { type: 'Utilization', averageUtilization: 70 } },
        },
      ],
    });
    const pdb = find(r, 'PodDisruptionBudget', 'default', 'storefront')!;
    expect(spec(pdb).maxUnavailable).toBe(1);
    expect(spec(pdb).selector).toEqual({
      matchLabels: { 'app.kubernetes.io/instance': 'storefront', 'app.kubernetes.io/name': 'webtier' },
    });
    const status = tier.status as JsonObject;
    expect(status.reservedCPU).toBe('2500m');
    expect(status.disruptionBudget).toBe(1);
    expect(status.rolloutID).toMatch(UUID);
    expect((status.conditions as JsonObject[]).map((x) => [x.type, x.status, x.reason, x.message])).toEqual([
      ['Available', 'True', 'Reconciled', '3-10 replicas at 250m CPU each'],
    ]);
  });

  it('renders settings.yaml through yaml.Marshal and rolls the pods when it changes', () => {
    const tier = find(r, 'WebTier', 'default', 'storefront')!;
    expect((meta(tier).annotations as JsonObject)['web.northwind.dev/settings']).toBe(
      'logLevel: debug\nport: 9090\nworkers: 8\n',
    );
    const ready = r.logs
      .filter((l) => l.msg === 'webtier ready')
      .map((l) => l.fields.find(([k]) => k === 'rolloutID')?.[1]);
    expect(new Set(ready).size).toBe(2);
    const dep = find(r, 'Deployment', 'default', 'storefront')!;
    const template = spec(dep).template as JsonObject;
    expect((meta(template).annotations as JsonObject)['web.northwind.dev/rollout-id']).toBe(
      (tier.status as JsonObject).rolloutID,
    );
    const c = (spec(template).containers as JsonObject[])[0];
    expect(c.env).toEqual([
      { name: 'LOG_LEVEL', value: 'debug' },
      { name: 'WORKERS', value: '8' },
    ]);
    expect(c.ports).toEqual([{ name: 'http', containerPort: 9090, protocol: 'TCP' }]);
  });

  it('a label-only ConfigMap change is filtered out by the predicate.Funcs', () => {
    expect(r.reconciles.filter((x) => x.time > 5_000 && x.time < 15_000)).toEqual([]);
    expect(r.reconciles.filter((x) => x.time >= 15_000).length).toBeGreaterThan(0);
  });

  it('settings with an unknown key: Available False with the yaml error', () => {
    const bad = run(['logLevel: info\nworkers: 2\nthreads: 4\n']);
    expect(bad.exitCode).toBe(0);
    const tier = find(bad, 'WebTier', 'default', 'storefront')!;
    const cond = ((tier.status as JsonObject).conditions as JsonObject[])[0];
    expect([cond.type, cond.status, cond.reason, cond.message]).toEqual([
      'Available',
      'False',
      'InvalidSettings',
      'error unmarshaling JSON: while decoding JSON: json: unknown field "threads"',
    ]);
    expect(bad.logs.find((l) => l.msg === 'settings rejected')).toBeDefined();
  });
});

/**
 * kube-apiserver writes a built-in object's status through its Go struct: the strategy resets it on
 * create and encoding/json keeps every field without omitempty, so a new ReplicationController answers
 * `status: {replicas: 0}`, a PodDisruptionBudget its four counts and an HPA `desiredReplicas: 0,
 * currentMetrics: null` — and a status written later without those fields (raw JSON, a merge patch)
 * gets them back as zeros.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject, Target } from '../../../src/kube/apiserver/index.ts';
import { admin, expectOk, newServer, ns } from '../helpers.ts';

const template = (app: string): JsonObject => ({
  metadata: { labels: { app } },
  spec: { containers: [{ name: app, image: `registry.example.com/${app}:1.4.2` }] },
});

const cases: [string, Target, JsonObject, JsonObject][] = [
  [
    'ReplicationController',
    ns({ group: '', version: 'v1', resource: 'replicationcontrollers' }, 'default'),
    { apiVersion: 'v1', kind: 'ReplicationController', spec: { replicas: 2, template: template('legacy') } },
    { replicas: 0 },
  ],
  [
    'ReplicaSet',
    ns({ group: 'apps', version: 'v1', resource: 'replicasets' }, 'default'),
    {
      apiVersion: 'apps/v1',
      kind: 'ReplicaSet',
      spec: { selector: { matchLabels: { app: 'cache' } }, template: template('cache') },
    },
    { replicas: 0 },
  ],
  [
    'StatefulSet',
    ns({ group: 'apps', version: 'v1', resource: 'statefulsets' }, 'default'),
    {
      apiVersion: 'apps/v1',
      kind: 'StatefulSet',
      spec: { serviceName: 'db', selector: { matchLabels: { app: 'db' } }, template: template('db') },
    },
    { replicas: 0, availableReplicas: 0 },
  ],
  [
    'DaemonSet',
    ns({ group: 'apps', version: 'v1', resource: 'daemonsets' }, 'default'),
    {
      apiVersion: 'apps/v1',
      kind: 'DaemonSet',
      spec: { selector: { matchLabels: { app: 'agent' } }, template: template('agent') },
    },
    { currentNumberScheduled: 0, numberMisscheduled: 0, desiredNumberScheduled: 0, numberReady: 0 },
  ],
  [
    'Deployment',
    ns({ group: 'apps', version: 'v1', resource: 'deployments' }, 'default'),
    {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      spec: { selector: { matchLabels: { app: 'web' } }, template: template('web') },
    },
    {},
  ],
  [
    'PodDisruptionBudget',
    ns({ group: 'policy', version: 'v1', resource: 'poddisruptionbudgets' }, 'default'),
    {
      apiVersion: 'policy/v1',
      kind: 'PodDisruptionBudget',
      spec: { minAvailable: 1, selector: { matchLabels: { app: 'web' } } },
    },
    { disruptionsAllowed: 0, currentHealthy: 0, desiredHealthy: 0, expectedPods: 0 },
  ],
  [
    'HorizontalPodAutoscaler',
    ns({ group: 'autoscaling', version: 'v2', resource: 'horizontalpodautoscalers' }, 'default'),
    {
      apiVersion: 'autoscaling/v2',
      kind: 'HorizontalPodAutoscaler',
      spec: { scaleTargetRef: { apiVersion: 'apps/v1', kind: 'Deployment', name: 'web' }, maxReplicas: 4 },
    },
    { desiredReplicas: 0, currentMetrics: null },
  ],
  [
    'Job',
    ns({ group: 'batch', version: 'v1', resource: 'jobs' }, 'default'),
    {
      apiVersion: 'batch/v1',
      kind: 'Job',
      spec: { template: { spec: { ...(template('migrate').spec as JsonObject), restartPolicy: 'Never' } } },
    },
    {},
  ],
];

describe('a new built-in object answers its zero status as encoding/json writes it', () => {
  for (const [kind, target, body, status] of cases)
    it(`${kind}: ${JSON.stringify(status)}`, () => {
      const { server } = newServer();
      const created = expectOk(
        server.create(admin, target, { ...body, metadata: { name: kind.toLowerCase() } }),
      );
      expect(created.status).toEqual(status);
      // what the client sent as status is reset, not merged
      const again = expectOk(
        server.create(admin, target, {
          ...body,
          metadata: { name: `${kind.toLowerCase()}-2` },
          status: { observedGeneration: 7 },
        }),
      );
      expect(again.status).toEqual(status);
    });
});

describe('a status written without its non-omitempty fields gets their zeros', () => {
  const rcs = ns({ group: '', version: 'v1', resource: 'replicationcontrollers' }, 'default');
  const rc = (): JsonObject => ({
    apiVersion: 'v1',
    kind: 'ReplicationController',
    metadata: { name: 'legacy' },
    spec: { replicas: 2, template: template('legacy') },
  });

  it('an update of the status subresource with status {} stores replicas: 0', () => {
    const { server } = newServer();
    const o = expectOk(server.create(admin, rcs, rc()));
    o.status = { replicas: 2, readyReplicas: 2 };
    expectOk(server.update(admin, rcs, o, { subresource: 'status' }));
    const back = expectOk(server.get(admin, rcs, 'legacy'));
    back.status = { observedGeneration: 1 };
    const written = expectOk(server.update(admin, rcs, back, { subresource: 'status' }));
    expect(written.status).toEqual({ replicas: 0, observedGeneration: 1 });
  });

  it('a merge patch that nulls replicas leaves it at 0, not absent', () => {
    const { server } = newServer();
    const o = expectOk(server.create(admin, rcs, rc()));
    o.status = { replicas: 2, fullyLabeledReplicas: 2 };
    expectOk(server.update(admin, rcs, o, { subresource: 'status' }));
    const patched = expectOk(
      server.patch(admin, rcs, 'legacy', 'merge', { status: { replicas: null } }, { subresource: 'status' }),
    );
    expect(patched.status).toEqual({ replicas: 0, fullyLabeledReplicas: 2 });
  });

  it("a Service's status keeps an empty loadBalancer when a client writes status without one", () => {
    const { server } = newServer();
    const svcs = ns({ group: '', version: 'v1', resource: 'services' }, 'default');
    const svc = expectOk(
      server.create(admin, svcs, {
        apiVersion: 'v1',
        kind: 'Service',
        metadata: { name: 'web' },
        spec: { selector: { app: 'web' }, ports: [{ port: 80 }] },
      }),
    );
    expect(svc.status).toEqual({ loadBalancer: {} });
    svc.status = {
      conditions: [
        {
          type: 'Ready',
          status: 'True',
          reason: 'Probed',
          message: '',
          lastTransitionTime: '2026-12-05T19:00:00Z',
        },
      ],
    };
    const written = expectOk(server.update(admin, svcs, svc, { subresource: 'status' }));
    expect(written.status).toMatchObject({ loadBalancer: {} });
  });
});

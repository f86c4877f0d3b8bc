// A Pod's and a workload's pod template get the API server's warnings on create (kubernetes
// pkg/api/pod/warnings.go warningsForPodSpecAndMeta, through the strategies' WarningsOnCreate;
// expected strings from that file and its warnings_test.go). Before, no create warned.
import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../../src/kube/apiserver/index.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';

const ctx = {
  user: { username: 'admin', groups: ['system:masters'] },
  userAgent: 'test',
  clientPath: 'direct' as const,
};

function warnings(group: string, resource: string, kind: string, body: JsonObject): string[] {
  const api = new ApiServer({ clock: { now: () => Date.parse('2026-12-01T00:00:00Z') } });
  const r = api.create(
    ctx,
    { group, version: 'v1', resource, namespace: 'default' },
    { apiVersion: group === '' ? 'v1' : `${group}/v1`, kind, metadata: { name: 'x' }, ...body },
  );
  if (!r.ok) throw new Error(r.status.message);
  return r.warnings;
}

const podSpec = (extra: JsonObject): JsonObject => ({
  containers: [
    {
      name: 'app',
      image: 'nginx',
      env: [
        { name: 'MODE', value: 'a' },
        { name: 'MODE', value: 'b' },
        { name: 'PATH', value: '/bin' },
        { name: 'PATH', value: '$(PATH):/usr/bin' },
      ],
      ports: [{ containerPort: 80 }],
    },
    { name: 'side', image: 'busybox', ports: [{ containerPort: 80 }, { containerPort: 80, hostPort: 8080 }] },
  ],
  ...extra,
});

describe('pod warnings on create', () => {
  it('a Pod: node labels, hidden env, ports, grace period, null selectors, in warnings.go order', () => {
    expect(
      warnings('', 'pods', 'Pod', {
        metadata: { name: 'x', annotations: { 'scheduler.alpha.kubernetes.io/critical-pod': '' } },
        spec: podSpec({
          nodeSelector: { 'beta.kubernetes.io/os': 'linux', 'kubernetes.io/arch': 'amd64' },
          topologySpreadConstraints: [
            {
              maxSkew: 1,
              topologyKey: 'failure-domain.beta.kubernetes.io/zone',
              whenUnsatisfiable: 'DoNotSchedule',
            },
          ],
          terminationGracePeriodSeconds: -5,
          affinity: {
            podAntiAffinity: { requiredDuringSchedulingIgnoredDuringExecution: [{ topologyKey: 'zone' }] },
          },
        }),
      }),
    ).toEqual([
      'spec.nodeSelector[beta.kubernetes.io/os]: deprecated since v1.14; use "kubernetes.io/os" instead',
      'spec.topologySpreadConstraints[0].topologyKey: failure-domain.beta.kubernetes.io/zone is deprecated since v1.17; use "topology.kubernetes.io/zone" instead',
      'spec.topologySpreadConstraints[0].labelSelector: a null labelSelector results in matching no pod',
      'metadata.annotations[scheduler.alpha.kubernetes.io/critical-pod]: non-functional in v1.16+; use the "priorityClassName" field instead',
      'spec.containers[0].env[1]: hides previous definition of "MODE", which may be dropped when using apply',
      'spec.containers[1].ports[0]: duplicate port definition with spec.containers[0].ports[0]',
      'spec.containers[1].ports[1]: overlapping port definition with spec.containers[0].ports[0]',
      'spec.containers[1].ports[1]: overlapping port definition with spec.containers[1].ports[0]',
      'spec.terminationGracePeriodSeconds: must be >= 0; negative values are invalid and will be treated as 1',
      'spec.affinity.podAntiAffinity.requiredDuringSchedulingIgnoredDuringExecution[0].labelSelector: a null labelSelector results in matching no pod',
    ]);
  });

  it("a Deployment: its template's, under spec.template", () => {
    expect(
      warnings('apps', 'deployments', 'Deployment', {
        spec: {
          selector: { matchLabels: { app: 'x' } },
          template: {
            metadata: { labels: { app: 'x' } },
            spec: {
              nodeSelector: { 'beta.kubernetes.io/arch': 'amd64' },
              containers: [{ name: 'a', image: 'nginx' }],
            },
          },
        },
      }),
    ).toEqual([
      'spec.template.spec.nodeSelector[beta.kubernetes.io/arch]: deprecated since v1.14; use "kubernetes.io/arch" instead',
    ]);
  });

  it('none for a clean pod', () => {
    expect(warnings('', 'pods', 'Pod', { spec: { containers: [{ name: 'a', image: 'nginx' }] } })).toEqual(
      [],
    );
  });
});

// rest.BeforeUpdate adds the strategy's WarningsOnUpdate once the update is valid: the workload
// strategies (kubernetes pkg/registry/apps/{deployment,replicaset,statefulset}/strategy.go) warn
// about the new template when the generation moved, the DaemonSet strategy when its template
// changed, and the Pod strategy never (pkg/registry/core/pod/strategy.go: "skip warnings on pod
// update"). Before, no update warned.
describe('pod warnings on update', () => {
  const deprecated = { 'beta.kubernetes.io/arch': 'amd64' };
  const template = (nodeSelector: JsonObject) => ({
    metadata: { labels: { app: 'x' } },
    spec: { nodeSelector, containers: [{ name: 'a', image: 'nginx' }] },
  });
  const ARCH =
    'spec.template.spec.nodeSelector[beta.kubernetes.io/arch]: deprecated since v1.14; use "kubernetes.io/arch" instead';

  function updates(resource: string, kind: string, edits: ((o: JsonObject) => void)[]): string[][] {
    const api = new ApiServer({ clock: { now: () => Date.parse('2026-12-01T00:00:00Z') } });
    const t = { group: 'apps', version: 'v1', resource, namespace: 'default' };
    const created = api.create(ctx, t, {
      apiVersion: 'apps/v1',
      kind,
      metadata: { name: 'x' },
      spec: { selector: { matchLabels: { app: 'x' } }, template: template(deprecated) },
    });
    if (!created.ok) throw new Error(created.status.message);
    let cur = created.object as JsonObject;
    return edits.map((edit) => {
      const next = structuredClone(cur);
      edit(next);
      const r = api.update(ctx, t, next);
      if (!r.ok) throw new Error(r.status.message);
      cur = r.object as JsonObject;
      return r.warnings;
    });
  }
  const spec = (o: JsonObject) => o.spec as JsonObject;
  const relabel = (o: JsonObject) => {
    (o.metadata as JsonObject).labels = { team: 'a' };
  };

  it('a Deployment warns when its generation moves (replicas too), not for a metadata-only update', () => {
    expect(
      updates('deployments', 'Deployment', [
        relabel,
        (o) => {
          spec(o).replicas = 3;
        },
        (o) => {
          spec(o).template = template({ 'kubernetes.io/arch': 'amd64' });
        },
      ]),
    ).toEqual([[], [ARCH], []]);
  });

  it('a DaemonSet warns when its template changes, not for another spec field', () => {
    expect(
      updates('daemonsets', 'DaemonSet', [
        (o) => {
          spec(o).minReadySeconds = 5;
        },
        (o) => {
          spec(o).template = template({ ...deprecated, disk: 'ssd' });
        },
      ]),
    ).toEqual([[], [ARCH]]);
  });

  it('a Pod update never warns', () => {
    const api = new ApiServer({ clock: { now: () => Date.parse('2026-12-01T00:00:00Z') } });
    const t = { group: '', version: 'v1', resource: 'pods', namespace: 'default' };
    const c = api.create(ctx, t, {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'p' },
      spec: { nodeSelector: deprecated, containers: [{ name: 'a', image: 'nginx' }] },
    });
    if (!c.ok) throw new Error(c.status.message);
    const next = structuredClone(c.object as JsonObject);
    (next.metadata as JsonObject).labels = { a: 'b' };
    const u = api.update(ctx, t, next);
    expect(u.ok && u.warnings).toEqual([]);
  });
});

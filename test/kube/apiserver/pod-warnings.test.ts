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

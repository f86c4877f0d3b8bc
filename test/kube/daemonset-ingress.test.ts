// DaemonSet (apps/v1) and Ingress (networking.k8s.io/v1) served as kube-apiserver 1.32 serves them:
// SetDefaults_DaemonSet, the strategies' status and generation, the DaemonSet's template generation
// in its deprecated.daemonset.template.generation annotation, and printIngress's cells.
import { describe, expect, test } from 'vitest';
import { ApiServer } from '../../src/kube/apiserver/index.ts';
import type { KubeObject } from '../../src/kube/apiserver/types.ts';
import { toTable } from '../../src/kube/rest/table.ts';

const ctx = {
  user: { username: 'admin', groups: ['system:masters'] },
  userAgent: 'test',
  clientPath: 'direct' as const,
};
const NOW = Date.parse('2026-01-05T09:00:00Z');

function served() {
  const api = new ApiServer({ clock: { now: () => NOW } });
  const create = (group: string, resource: string, body: KubeObject) => {
    const r = api.create(ctx, { group, version: 'v1', resource, namespace: 'default' }, body);
    if (!r.ok) throw new Error(r.status.message);
    return r.object;
  };
  return { api, create };
}

describe('DaemonSet', () => {
  const ds = {
    apiVersion: 'apps/v1',
    kind: 'DaemonSet',
    metadata: { name: 'agent' },
    spec: {
      selector: { matchLabels: { app: 'agent' } },
      template: {
        metadata: { labels: { app: 'agent' } },
        spec: { containers: [{ name: 'a', image: 'busybox' }] },
      },
    },
  };

  test('defaults, zero status and template generation 1 on create', () => {
    const { create } = served();
    const o = create('apps', 'daemonsets', ds);
    expect(o.metadata).toMatchObject({
      generation: 1,
      annotations: { 'deprecated.daemonset.template.generation': '1' },
    });
    expect(o.spec).toMatchObject({
      revisionHistoryLimit: 10,
      updateStrategy: { type: 'RollingUpdate', rollingUpdate: { maxUnavailable: 1, maxSurge: 0 } },
      template: {
        spec: { restartPolicy: 'Always', dnsPolicy: 'ClusterFirst', terminationGracePeriodSeconds: 30 },
      },
    });
    expect(o.status).toEqual({
      currentNumberScheduled: 0,
      numberMisscheduled: 0,
      desiredNumberScheduled: 0,
      numberReady: 0,
    });
  });

  test('a changed template moves the template generation on; an update cannot set it; OnDelete has no rollingUpdate', () => {
    const { api, create } = served();
    const o = create('apps', 'daemonsets', ds);
    const t = { group: 'apps', version: 'v1', resource: 'daemonsets', namespace: 'default' };
    const same = api.update(ctx, t, {
      ...o,
      metadata: {
        ...(o.metadata as object),
        annotations: { 'deprecated.daemonset.template.generation': '7' },
      },
    } as KubeObject);
    if (!same.ok) throw new Error(same.status.message);
    expect(same.object.metadata).toMatchObject({
      generation: 1,
      annotations: { 'deprecated.daemonset.template.generation': '1' },
    });
    const changed = structuredClone(same.object) as KubeObject & {
      spec: { template: { spec: { containers: Array<{ image: string }> } } };
    };
    changed.spec.template.spec.containers[0]!.image = 'busybox:2';
    const r = api.update(ctx, t, changed);
    if (!r.ok) throw new Error(r.status.message);
    expect(r.object.metadata).toMatchObject({
      generation: 2,
      annotations: { 'deprecated.daemonset.template.generation': '2' },
    });
    const onDelete = create('apps', 'daemonsets', {
      ...ds,
      metadata: { name: 'od' },
      spec: { ...ds.spec, updateStrategy: { type: 'OnDelete' } },
    });
    expect(onDelete.spec).toMatchObject({ updateStrategy: { type: 'OnDelete' } });
    expect((onDelete.spec as { updateStrategy: object }).updateStrategy).not.toHaveProperty('rollingUpdate');
  });
});

describe('Ingress', () => {
  test('status starts as an empty load balancer; the table as printIngress prints it', () => {
    const { api, create } = served();
    const ing = (name: string, spec: object) =>
      create('networking.k8s.io', 'ingresses', {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'Ingress',
        metadata: { name },
        spec,
      } as KubeObject);
    const a = ing('a', {
      ingressClassName: 'nginx',
      tls: [{ hosts: ['x.example.com'] }],
      rules: ['h1', 'h2', 'h3', 'h4', 'h5'].map((host) => ({ host })),
    });
    expect(a.metadata).toMatchObject({ generation: 1 });
    expect(a.status).toEqual({ loadBalancer: {} });
    ing('b', { defaultBackend: { service: { name: 'web', port: { number: 80 } } } });
    const info = api.registry.lookup({ group: 'networking.k8s.io', version: 'v1', resource: 'ingresses' });
    if (!info) throw new Error('ingresses not served');
    const list = api.list(ctx, {
      group: 'networking.k8s.io',
      version: 'v1',
      resource: 'ingresses',
      namespace: 'default',
    });
    if (!list.ok) throw new Error(list.status.message);
    const items = (list.object.items as KubeObject[]).map((o) =>
      o.metadata && (o.metadata as { name: string }).name === 'b'
        ? {
            ...o,
            status: {
              loadBalancer: {
                ingress: [{ hostname: 'lb.example.com' }, { ip: '10.0.0.9' }, { ip: '10.0.0.9' }],
              },
            },
          }
        : o,
    );
    const t = toTable(api, { items } as KubeObject, info, NOW + 90_000) as {
      columnDefinitions: Array<{ name: string }>;
      rows: Array<{ cells: unknown[] }>;
    };
    expect(t.columnDefinitions.map((c) => c.name)).toEqual([
      'Name',
      'Class',
      'Hosts',
      'Address',
      'Ports',
      'Age',
    ]);
    expect(t.rows.map((r) => r.cells)).toEqual([
      ['a', 'nginx', 'h1,h2,h3 + 2 more...', '', '80, 443', '90s'],
      ['b', '<none>', '*', '10.0.0.9,lb.example.com', '80', '90s'],
    ]);
  });
});

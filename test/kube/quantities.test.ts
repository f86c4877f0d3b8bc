// Quantities of built-in kinds come back as the real API server encodes them: parsed on decode and
// written in canonical form (resource.Quantity's MarshalJSON), ResourceLists rounded up to
// thousandths (SetDefaults_ResourceList); a quantity that does not parse fails the create or update
// with the decoder's words.
import { describe, expect, test } from 'vitest';
import { ApiServer } from '../../src/kube/apiserver/index.ts';
import { QUANTITY_PATHS } from '../../src/kube/apiserver/quantities.ts';
import type { Json, KubeObject } from '../../src/kube/apiserver/types.ts';
import { PROTO_KINDS, PROTO_MESSAGES } from '../../src/kube/rest/protobuf-types.gen.ts';

const ctx = {
  user: { username: 'admin', groups: ['system:masters'] },
  userAgent: 'test',
  clientPath: 'direct' as const,
};

/** Every Quantity path of a message in the generated Go field table, in QUANTITY_PATHS' syntax. */
function quantityPaths(id: string, prefix: string, out: Set<string>, seen: string[]): Set<string> {
  if (seen.includes(id)) return out;
  for (const line of PROTO_MESSAGES[id] ?? []) {
    const [, json = '', kind = '', flags = ''] = line.split(' ');
    const here = flags.includes('n') ? prefix : prefix === '' ? json : `${prefix}.${json}`;
    const path = flags.includes('r') ? `${here}[]` : here;
    if (kind === 'Q') out.add(path);
    else if (kind === '{s:Q}') out.add(`${path}{}`);
    else if (kind.startsWith('m:')) quantityPaths(kind.slice(2), path, out, [...seen, id]);
  }
  return out;
}

test("the quantity paths are every Quantity field of each kind's Go type (k8s.io/api v0.34.0)", () => {
  const kinds = new Map<string, Set<string>>();
  for (const [apiVersionKind, id] of Object.entries(PROTO_KINDS)) {
    const kind = apiVersionKind.slice(apiVersionKind.lastIndexOf('/') + 1);
    const paths = quantityPaths(id, '', new Set(), []);
    if (paths.size > 0 && !kind.endsWith('List') && kind !== 'PodStatusResult') kinds.set(kind, paths);
  }
  expect([...kinds.keys()].sort()).toEqual(Object.keys(QUANTITY_PATHS).sort());
  for (const [kind, paths] of kinds) expect(new Set(QUANTITY_PATHS[kind]), kind).toEqual(paths);
});

function server() {
  const api = new ApiServer({ clock: { now: () => Date.parse('2026-12-01T00:00:00Z') } });
  const write = (verb: 'create' | 'update', group: string, resource: string, body: KubeObject) =>
    api[verb](ctx, { group, version: 'v1', resource, namespace: 'default' }, body);
  return { api, write };
}

const deployment = (resources: Json, volumes: Json[] = []): KubeObject => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web' },
  spec: {
    selector: { matchLabels: { app: 'web' } },
    template: {
      metadata: { labels: { app: 'web' } },
      spec: { containers: [{ name: 'web', image: 'nginx:1.27', resources }], volumes },
    },
  },
});

describe('canonical quantities', () => {
  test('a Deployment template: "0.5" is 500m, 1.5Gi is 1536Mi, a number is a string, spaces trimmed, below a thousandth rounded up', () => {
    const { write } = server();
    const r = write(
      'create',
      'apps',
      'deployments',
      deployment(
        {
          // names and values the API server's validation accepts (requests at most the limits)
          limits: { cpu: '0.5', memory: '1.5Gi', 'ephemeral-storage': ' 2G ', 'hugepages-2Mi': null },
          requests: { cpu: 0.25, memory: '1024Mi', 'ephemeral-storage': '0.0001' },
        },
        [{ name: 'scratch', emptyDir: { sizeLimit: '1000Mi' } }],
      ),
    );
    if (!r.ok) throw new Error(r.status.message);
    const spec = (r.object.spec as any).template.spec;
    expect(spec.containers[0].resources).toEqual({
      limits: { cpu: '500m', memory: '1536Mi', 'ephemeral-storage': '2G', 'hugepages-2Mi': '0' },
      requests: { cpu: '250m', memory: '1Gi', 'ephemeral-storage': '1m' },
    });
    // not a ResourceList: kept to the nano, in its own format
    expect(spec.volumes[0].emptyDir.sizeLimit).toBe('1000Mi');
  });

  test('a ResourceQuota and an update', () => {
    const { write } = server();
    const quota = {
      apiVersion: 'v1',
      kind: 'ResourceQuota',
      metadata: { name: 'q' },
      spec: { hard: { 'requests.cpu': '1.0', 'limits.memory': '2048Mi', pods: 10 } },
    };
    const c = write('create', '', 'resourcequotas', quota);
    if (!c.ok) throw new Error(c.status.message);
    expect((c.object.spec as any).hard).toEqual({ 'requests.cpu': '1', 'limits.memory': '2Gi', pods: '10' });
    const u = write('update', '', 'resourcequotas', {
      ...c.object,
      spec: { hard: { 'requests.cpu': '1500m', pods: '1e3' } },
    });
    if (!u.ok) throw new Error(u.status.message);
    expect((u.object.spec as any).hard).toEqual({ 'requests.cpu': '1500m', pods: '1e3' });
  });

  test('an amount past int64 is kept exact, as its inf.Dec form keeps it (quantity.go ParseQuantity)', () => {
    const { write } = server();
    const r = write(
      'create',
      'apps',
      'deployments',
      deployment({
        requests: { memory: '123456789012345678901', 'ephemeral-storage': '12345678901234567890123m' },
      }),
    );
    if (!r.ok) throw new Error(r.status.message);
    expect((r.object.spec as any).template.spec.containers[0].resources.requests).toEqual({
      memory: '123456789012345678901',
      'ephemeral-storage': '12345678901234567890123m',
    });
  });

  test('a quantity that does not parse fails the decode with ParseQuantity error', () => {
    const { write } = server();
    const bad = write('create', 'apps', 'deployments', deployment({ limits: { memory: '192i' } }));
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.status).toMatchObject({
      code: 400,
      reason: 'BadRequest',
      message:
        'Deployment in version "v1" cannot be handled as a Deployment: unable to parse quantity\'s suffix',
    });
    const worse = write('create', 'apps', 'deployments', deployment({ requests: { cpu: 'half' } }));
    expect(worse.ok).toBe(false);
    if (worse.ok) return;
    expect(worse.status.message).toBe(
      'Deployment in version "v1" cannot be handled as a Deployment: quantities must match the regular expression \'^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$\'',
    );
  });
});

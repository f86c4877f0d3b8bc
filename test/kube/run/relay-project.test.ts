// A kubebuilder go/v4 multi-group project (test/kube/run/projects/relay: api/proxy/v1alpha1,
// internal/controller/proxy; controller-runtime v0.20.2, k8s.io v0.32.1) that keeps its objects
// with strategic merge patches instead of Update or server-side apply: the Relay's podOverrides
// (a RawExtension) is merged into the generated pod template with strategicpatch.StrategicMergePatch,
// the Deployment is patched with the three-way patch kubectl apply computes
// (CreateThreeWayMergePatch over a last-applied annotation, so a `kubectl rollout restart`
// annotation on the live template survives and a sidecar dropped from the overrides is deleted),
// and the routes ConfigMap with a two-way patch (CreateTwoWayMergePatch) that nulls a removed key.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'relay');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));
const RELAYS = { group: 'proxy.example.org', version: 'v1alpha1', resource: 'relays', namespace: 'default' };
const DEPLOYMENTS = { group: 'apps', version: 'v1', resource: 'deployments', namespace: 'default' };

let scheduled = false;
const r = runProject({
  files,
  objects,
  cluster: 'kind',
  virtualTimeLimitMs: 40_000,
  hooks: {
    afterCall(e, env) {
      if (scheduled || e.kind !== 'api' || e.resource !== 'relays' || e.subresource !== 'status') return;
      scheduled = true;
      const ctx = { user: ADMIN_USER, clientPath: 'direct' as const };
      // kubectl rollout restart deployment/edge
      env.clock.after(5_000, () => {
        env.server.patch(ctx, DEPLOYMENTS, 'edge', 'strategic', {
          spec: {
            template: {
              metadata: { annotations: { 'kubectl.kubernetes.io/restartedAt': '2026-12-04T10:00:00Z' } },
            },
          },
        });
      });
      env.clock.after(10_000, () => {
        env.server.patch(ctx, RELAYS, 'edge', 'merge', {
          spec: {
            image: 'ghcr.io/example/relay:1.1.0',
            routes: { web: null, admin: 'http://admin.default.svc:9000' },
            podOverrides: {
              spec: { containers: [{ name: 'relay', resources: { limits: { memory: '256Mi' } } }] },
            },
          },
        });
      });
    },
  },
});

const meta = (o: JsonObject | undefined) => (o?.metadata ?? {}) as JsonObject;
const podSpec = (d: JsonObject) => ((d.spec as JsonObject).template as JsonObject).spec as JsonObject;
const logged = (msg: string) =>
  r.logs.filter((l) => l.msg === msg).map((l) => l.fields.find(([k]) => k === 'patch')?.[1]);

describe('relay operator project (strategic merge patches: overrides, three-way apply, two-way diff)', () => {
  it('builds and runs to the end', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
  });

  it('merges the pod overrides into the template and keeps what others set on the live object', () => {
    const dep = find(r, 'Deployment', 'default', 'edge')!;
    const spec = podSpec(dep);
    const containers = spec.containers as JsonObject[];
    expect(containers.map((c) => [c.name, c.image, c.resources])).toEqual([
      ['relay', 'ghcr.io/example/relay:1.1.0', { limits: { memory: '256Mi' } }],
    ]);
    expect(containers[0].args).toEqual(['--routes=/etc/relay']);
    expect(spec.nodeSelector).toEqual({ disktype: 'ssd' });
    // (the real server also defaults the configMap volume's defaultMode to 420; the simulated one does not)
    expect((spec.volumes as JsonObject[]).map((v) => [v.name, (v.configMap as JsonObject).name])).toEqual([
      ['routes', 'edge-routes'],
    ]);
    const template = (dep.spec as JsonObject).template as JsonObject;
    expect(meta(template).annotations).toEqual({
      'kubectl.kubernetes.io/restartedAt': '2026-12-04T10:00:00Z',
    });
    const applied = JSON.parse(
      String((meta(dep).annotations as JsonObject)['proxy.example.org/last-applied']),
    );
    expect(podSpec(applied).containers).toEqual([
      {
        args: ['--routes=/etc/relay'],
        image: 'ghcr.io/example/relay:1.1.0',
        name: 'relay',
        ports: [{ containerPort: 8080, name: 'http' }],
        resources: { limits: { memory: '256Mi' } },
        volumeMounts: [{ mountPath: '/etc/relay', name: 'routes', readOnly: true }],
      },
    ]);
  });

  it('sends the three-way patch kubectl apply would, once, and records it', () => {
    const relay = find(r, 'Relay', 'default', 'edge')!;
    const status = relay.status as JsonObject;
    const sent = logged('patching deployment');
    expect(sent).toHaveLength(1);
    expect(status.lastPatch).toBe(sent[0]);
    const patch = JSON.parse(String(status.lastPatch));
    const dep = find(r, 'Deployment', 'default', 'edge')!;
    const annotation = (meta(dep).annotations as JsonObject)['proxy.example.org/last-applied'];
    expect(patch.metadata).toEqual({ annotations: { 'proxy.example.org/last-applied': annotation } });
    // keyed by name, the changed container before the deletion of the dropped sidecar
    expect(JSON.stringify(patch.spec)).toBe(
      '{"template":{"spec":{"$setElementOrder/containers":[{"name":"relay"}],"containers":[{"image":"ghcr.io/example/relay:1.1.0","name":"relay","resources":{"limits":{"memory":"256Mi"}}},{"$patch":"delete","name":"metrics"}]}}}',
    );
    const patches = r.trace.filter(
      (e) =>
        e.kind === 'api' &&
        e.verb === 'patch' &&
        e.resource === 'deployments' &&
        e.identity.username === r.identity,
    );
    expect(patches.map((e) => e.kind === 'api' && e.details)).toEqual([{ patchType: 'strategic' }]);
    const conds = status.conditions as JsonObject[];
    expect(conds.map((c) => [c.type, c.status, c.reason, c.observedGeneration])).toEqual([
      ['Ready', 'True', 'Synced', 2],
    ]);
    expect(status.observedGeneration).toBe(2);
  });

  it('patches the routes ConfigMap with a two-way diff that removes the dropped route', () => {
    expect(logged('patching routes')).toEqual([
      '{"data":{"admin":"http://admin.default.svc:9000","web":null}}',
    ]);
    const cm = find(r, 'ConfigMap', 'default', 'edge-routes')!;
    expect(cm.data).toEqual({ api: 'http://api.default.svc:8080', admin: 'http://admin.default.svc:9000' });
  });
});

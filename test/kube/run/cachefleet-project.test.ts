// A kubebuilder-style operator on controller-runtime v0.22 (test/kube/run/projects/cachefleet) that
// applies its Deployment, Service and ConfigMap with typed apply configurations —
// appsv1ac.Deployment(...).WithSpec(...), corev1ac.Container(), metav1ac.OwnerReference() — and
// r.Apply(ctx, ac, client.FieldOwner(...), client.ForceOwnership), as current kubebuilder docs do.
// k8s.io/client-go/applyconfigurations did not exist (gc: "package ... is not in std"). What the
// real libraries do and the test holds: the builders' JSON (pointer fields with omitempty, With
// methods that append lists and merge maps, a nil list element panics), the server's apply under
// the field manager "cachefleet" (managedFields operation Apply), the response decoded back into
// the configuration (its ResourceVersion), a second apply of the same intent changing nothing, and
// an apply without ForceOwnership of fields another manager set with other values failing with the
// API server's conflict message.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { formatLogEntry } from '../../../src/kube/runtime/log.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'cachefleet');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));
const meta = (o: KubeObject) => o.metadata as JsonObject;

describe('cachefleet project (typed apply configurations, controller-runtime v0.22 Apply)', () => {
  const r = runProject({ files, objects });
  const logs = r.logs.map(formatLogEntry).join('\n');

  it('applies the Deployment the builders describe, owned by the Memcached, under its field manager', () => {
    expect(r.exitCode).toBe(0);
    const dep = find(r, 'Deployment', 'default', 'sessions')!;
    const owner = find(r, 'Memcached', 'default', 'sessions')!;
    expect(meta(dep).ownerReferences).toEqual([
      {
        apiVersion: 'cache.fleetworks.io/v1alpha1',
        kind: 'Memcached',
        name: 'sessions',
        uid: meta(owner).uid,
        controller: true,
        blockOwnerDeletion: true,
      },
    ]);
    const spec = dep.spec as JsonObject;
    expect(spec.replicas).toBe(2);
    expect(spec.strategy).toEqual({
      type: 'RollingUpdate',
      rollingUpdate: { maxUnavailable: 0, maxSurge: '25%' },
    });
    const pod = (spec.template as JsonObject).spec as JsonObject;
    expect(pod.securityContext).toEqual({ runAsNonRoot: true, seccompProfile: { type: 'RuntimeDefault' } });
    const [c] = pod.containers as JsonObject[];
    expect(c).toMatchObject({
      name: 'memcached',
      image: 'memcached:1.6.26-alpine3.19',
      args: ['-m', '128', '-o', 'modern', '-v'],
      ports: [{ name: 'memcached', containerPort: 11211, protocol: 'TCP' }],
      env: [
        {
          name: 'MEMCACHED_MEMORY',
          valueFrom: { configMapKeyRef: { name: 'sessions-config', key: 'memory-limit-mb' } },
        },
      ],
      resources: { limits: { memory: '144Mi' } },
      securityContext: {
        runAsNonRoot: true,
        runAsUser: 1001,
        allowPrivilegeEscalation: false,
        capabilities: { drop: ['ALL'] },
      },
      readinessProbe: { tcpSocket: { port: 'memcached' }, periodSeconds: 5 },
      imagePullPolicy: 'IfNotPresent',
    });
    const managers = (meta(dep).managedFields as JsonObject[]).map((m) => `${m.manager} ${m.operation}`);
    expect(managers).toEqual(['cachefleet Apply']);
    expect(find(r, 'ConfigMap', 'default', 'sessions-config')!.data).toEqual({ 'memory-limit-mb': '128' });
    expect(
      ((find(r, 'Service', 'default', 'sessions')!.spec as JsonObject).ports as JsonObject[])[0],
    ).toMatchObject({
      name: 'memcached',
      port: 11211,
      targetPort: 'memcached',
    });
  });

  it('decodes the response into the configuration, and a second apply of the same intent is a no-op', () => {
    const rv = meta(find(r, 'Deployment', 'default', 'sessions')!).resourceVersion;
    const applied = logs
      .split('\n')
      .filter((l) => l.includes('"Applied Deployment"') || l.includes('Applied Deployment\t'));
    const sessions = applied.filter((l) => l.includes('"name": "sessions"'));
    expect(sessions.length).toBeGreaterThanOrEqual(2);
    for (const l of sessions) expect(l).toContain(`"resourceVersion": "${rv}", "replicas": 2}`);
    const applies = r.trace.filter(
      (e) => e.kind === 'api' && e.resource === 'deployments' && e.verb === 'patch',
    );
    expect(applies.length).toBe(4);
  });

  it('reports the conflict with the manager that set the Service, without ForceOwnership', () => {
    // A Service's selector is `+mapType=atomic` (k8s.io/api core/v1 types.go ServiceSpec.Selector):
    // structured-merge-diff owns and compares it whole, so the conflict names the map, not its key.
    const message =
      'Apply failed with 2 conflicts: conflicts with "kubectl" using v1:\n' +
      '- .spec.ports[port=11211,protocol="TCP"].targetPort\n' +
      '- .spec.selector';
    const legacy = find(r, 'Memcached', 'default', 'legacy')!;
    expect((legacy.status as JsonObject).conditions).toMatchObject([
      { type: 'Available', status: 'False', reason: 'ServiceConflict', message },
    ]);
    expect(logs).toContain(`"error": ${JSON.stringify(message)}`);
    const svc = find(r, 'Service', 'default', 'legacy')!;
    expect((svc.spec as JsonObject).selector).toEqual({ 'app.kubernetes.io/name': 'legacy-memcached' });
    // the forced applies of the same reconcile went through
    expect(find(r, 'Deployment', 'default', 'legacy')).toBeDefined();
  });

  it('hack/render: the builders marshal as applyconfiguration-gen’s do', () => {
    const m = runProject({ files, objects: [], main: 'hack/render' });
    expect(m.stderr).toBe('');
    expect(m.stdout.split('\n')).toEqual([
      '{"kind":"Deployment","apiVersion":"apps/v1","metadata":{"name":"web","namespace":"shop"}}',
      '{"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"web-config","namespace":"shop","labels":{"a":"1","b":"2"},"finalizers":["x/one","x/two"]},"data":{"k":"v"}}',
      '{"kind":"Service","apiVersion":"v1","metadata":{"name":"web","namespace":"shop"},"spec":{"ports":[{"port":80,"targetPort":8080}],"type":"ClusterIP"}}',
      '{"name":"data","configMap":{"name":"web-config","defaultMode":420}}',
      '{"type":"Ready","status":"True"}',
      '{}',
      'db shop StatefulSet apps/v1 data',
      '*int32 true',
      'recovered: nil value passed to WithContainers',
      '',
    ]);
  });
});

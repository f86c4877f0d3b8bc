// The getting-started Memcached operator (examples/memcached) runs unmodified through runProject:
// the Deployment it creates is owned by the Memcached and has spec.size replicas, the Available
// condition is set, the finalizer is added, and on delete the finalizer flow runs, the custom
// resource goes away and the garbage collector removes the Deployment. Two runs are identical.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { type RunProjectResult, runProject } from '../../../src/kube/run/index.ts';
import { EXAMPLES, find, loadProject, loadYaml, serialisable } from './helpers.ts';

const dir = join(EXAMPLES, 'memcached');
const files = loadProject(dir);
const sample = loadYaml(join(dir, 'config/samples/cache_v1alpha1_memcached.yaml'));
const MEMCACHED = {
  group: 'cache.example.com',
  version: 'v1alpha1',
  resource: 'memcacheds',
  namespace: 'default',
};

function conditions(o: JsonObject | undefined): JsonObject[] {
  return (((o?.status as JsonObject | undefined)?.conditions as JsonObject[] | undefined) ?? []).map((c) => ({
    type: c.type,
    status: c.status,
    reason: c.reason,
  }));
}

describe('examples/memcached through runProject', () => {
  let first: RunProjectResult;

  it('creates an owned Deployment with spec.size replicas and reports Available', () => {
    first = runProject({ files, objects: sample });
    expect(first.stderr).toBe('');
    expect(first.stage).toBe('run');
    expect(first.exitCode).toBe(0);
    const mc = find(first, 'Memcached', 'default', 'memcached-sample');
    const dep = find(first, 'Deployment', 'default', 'memcached-sample');
    expect(dep).toBeDefined();
    const meta = dep!.metadata as JsonObject;
    expect(meta.ownerReferences).toEqual([
      {
        apiVersion: 'cache.example.com/v1alpha1',
        kind: 'Memcached',
        name: 'memcached-sample',
        uid: (mc!.metadata as JsonObject).uid,
        controller: true,
        blockOwnerDeletion: true,
      },
    ]);
    expect((dep!.spec as JsonObject).replicas).toBe(2);
    expect((mc!.metadata as JsonObject).finalizers).toEqual(['cache.example.com/finalizer']);
    expect(conditions(mc)).toEqual([{ type: 'Available', status: 'True', reason: 'Reconciling' }]);
    // the CRD's default from +kubebuilder:default
    expect((mc!.spec as JsonObject).containerPort).toBe(11211);
  });

  it('asked for a requeue after a minute and ran as its ServiceAccount with the markers’ RBAC', () => {
    expect(first.reconciles.some((r) => r.action.kind === 'after' && r.action.delayMs === 60_000)).toBe(true);
    expect(first.identity).toBe(
      'system:serviceaccount:memcached-operator-system:memcached-operator-controller-manager',
    );
    expect(first.manifests.rbac.map((o) => o.kind)).toContain('ClusterRole');
    expect(first.trace.every((e) => e.identity.username === first.identity)).toBe(true);
    const messages = first.logs.map((l) => l.msg);
    expect(messages).toContain('Starting workers');
    expect(messages).toContain('Creating a new Deployment');
  });

  it('runs the finalizer on delete; the Deployment is garbage-collected', () => {
    let scheduled = false;
    const r = runProject({
      files,
      objects: sample,
      hooks: {
        afterCall(e, env) {
          if (scheduled || e.kind !== 'api' || e.verb !== 'create' || e.resource !== 'deployments') return;
          scheduled = true;
          env.clock.after(30_000, () => {
            env.server.delete({ user: ADMIN_USER, clientPath: 'direct' }, MEMCACHED, 'memcached-sample');
          });
        },
      },
    });
    expect(r.exitCode).toBe(0);
    expect(find(r, 'Memcached', 'default', 'memcached-sample')).toBeUndefined();
    expect(find(r, 'Deployment', 'default', 'memcached-sample')).toBeUndefined();
    const messages = r.logs.map((l) => l.msg);
    expect(messages).toContain('Performing Finalizer Operations for Memcached before delete CR');
    expect(messages).toContain('Removing Finalizer for Memcached after successfully perform the operations');
    // the last reconcile found the object gone
    expect(messages).toContain('memcached resource not found. Ignoring since object must be deleted');
  });

  it('without its CRD installed, the Kind source retries and the manager fails at CacheSyncTimeout', () => {
    const r = runProject({ files, crds: 'none' });
    expect(r.exitCode).toBe(1);
    const retries = r.logs.filter(
      (l) => l.msg === 'if kind is a CRD, it should be installed before calling Start',
    );
    expect(retries).toHaveLength(12); // every 10s for 2 minutes
    expect(retries[0].logger).toBe('controller-runtime.source.Kind');
    expect(retries[0].fields).toEqual([
      ['kind', 'Memcached.cache.example.com'],
      ['error', 'no matches for kind "Memcached" in version "cache.example.com/v1alpha1"'],
    ]);
    const source = 'kind source: *v1alpha1.Memcached';
    expect(r.logs.at(-1)).toMatchObject({
      logger: 'setup',
      msg: 'Failed to run manager',
      error: `failed to wait for memcached caches to sync ${source}: timed out waiting for cache to be synced for ${source}`,
    });
  });

  it('is deterministic: two runs give identical JSON', () => {
    const again = runProject({ files, objects: sample });
    expect(JSON.stringify(serialisable(again))).toBe(JSON.stringify(serialisable(first)));
  });
});

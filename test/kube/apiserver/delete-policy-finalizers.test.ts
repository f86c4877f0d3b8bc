// The policy finalizers a delete leaves, as deletionFinalizersForGarbageCollection sets them
// (kubernetes staging/src/k8s.io/apiserver/pkg/registry/generic/registry/store.go, with
// shouldOrphanDependents and shouldDeleteDependents): both `orphan` and `foregroundDeletion` are
// dropped and the one the request's OrphanDependents, else its policy, else the object's own policy
// finalizer asks for is added. A second delete with another policy therefore switches it (the
// simulator added the second one, and the object, holding both, refused every later update as
// "finalizer orphan and foregroundDeletion cannot be both set"), Background drops it, and a delete
// that leaves no finalizer deletes at once.
import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../../src/kube/apiserver/index.ts';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/types.ts';

const ctx = {
  user: { username: 'admin', groups: ['system:masters'] },
  userAgent: 'test',
  clientPath: 'direct' as const,
};
const cms = { group: '', version: 'v1', resource: 'configmaps', namespace: 'default' };

function setup(finalizers: string[]): ApiServer {
  // the collector left out: only the API server's side is under test
  const api = new ApiServer({
    clock: { now: () => Date.parse('2026-12-01T00:00:00Z') },
    garbageCollection: 'manual',
  });
  const r = api.create(ctx, cms, {
    apiVersion: 'v1',
    kind: 'ConfigMap',
    metadata: { name: 'a', finalizers },
  });
  if (!r.ok) throw new Error(r.status.message);
  return api;
}
const finalizersOf = (api: ApiServer) => {
  const r = api.get(ctx, cms, 'a');
  return r.ok ? ((r.object.metadata as JsonObject).finalizers ?? []) : r.code;
};

describe('policy finalizers set by delete', () => {
  it('a second delete switches the policy, none keeps it, Background drops it', () => {
    const api = setup(['example.com/hold']);
    api.delete(ctx, cms, 'a', { propagationPolicy: 'Foreground' });
    expect(finalizersOf(api)).toEqual(['example.com/hold', 'foregroundDeletion']);
    api.delete(ctx, cms, 'a', { propagationPolicy: 'Orphan' });
    expect(finalizersOf(api)).toEqual(['example.com/hold', 'orphan']);
    const rv = (api.get(ctx, cms, 'a') as { object: KubeObject }).object.metadata as JsonObject;
    const again = api.delete(ctx, cms, 'a');
    expect(again.ok && (again.object.metadata as JsonObject).resourceVersion).toBe(rv.resourceVersion);
    expect(finalizersOf(api)).toEqual(['example.com/hold', 'orphan']);
    api.delete(ctx, cms, 'a', { propagationPolicy: 'Background' });
    expect(finalizersOf(api)).toEqual(['example.com/hold']);
  });

  it('OrphanDependents false drops a foreground wait (the object, left without finalizers, is gone); without a policy the own one stays', () => {
    const api = setup([]);
    api.delete(ctx, cms, 'a', { propagationPolicy: 'Foreground' });
    expect(finalizersOf(api)).toEqual(['foregroundDeletion']);
    expect(api.delete(ctx, cms, 'a', { orphanDependents: false }).ok).toBe(true);
    expect(finalizersOf(api)).toBe(404);
    // an object's own orphan finalizer decides a delete without a policy
    const own = setup(['orphan']);
    own.delete(ctx, cms, 'a');
    expect(finalizersOf(own)).toEqual(['orphan']);
  });
});

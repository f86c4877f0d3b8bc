/**
 * A kubebuilder getting-started style reconciler (finalizer, owned Deployment with a controller reference,
 * status conditions, RequeueAfter) running through the manager on the virtual clock: the runtime pieces
 * working together, as the Go bindings will drive them.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/index.ts';
import type { ReconcileOutcome, Request } from '../../../src/kube/runtime/index.ts';
import { controllerutil, errorMessage, isNotFound, ReconcileError } from '../../../src/kube/runtime/index.ts';
import { formatTraceEvent } from '../../../src/kube/trace.ts';
import { admin, expectErr, expectOk, meta, ns } from '../helpers.ts';
import { cluster, GUESTBOOK, gb, MANAGER_RULES } from './env.ts';

const DEPLOYMENT = { group: 'apps', version: 'v1', kind: 'Deployment' };
const FINALIZER = 'webapp.my.domain/finalizer';

function setup() {
  const env = cluster({
    rules: [
      ...MANAGER_RULES,
      {
        apiGroups: ['apps'],
        resources: ['deployments'],
        verbs: ['get', 'list', 'watch', 'create', 'update', 'patch', 'delete'],
      },
    ],
  });
  const { mgr } = env;
  const c = mgr.client;
  function reconcile(req: Request): ReconcileOutcome {
    const got = c.get(GUESTBOOK, req);
    if (!got.ok) {
      if ('notSynced' in got) return { error: new ReconcileError('cache not synced') };
      if (isNotFound(got.error)) return {};
      return { error: new ReconcileError(errorMessage(got.error)) };
    }
    const g = got.value;
    if (meta(g).deletionTimestamp) {
      if (controllerutil.removeFinalizer(g, FINALIZER)) {
        const u = c.update(g);
        if (!u.ok) return { error: new ReconcileError(errorMessage(u.error)) };
      }
      return {};
    }
    if (controllerutil.addFinalizer(g, FINALIZER)) {
      const u = c.update(g);
      if (!u.ok) return { error: new ReconcileError(errorMessage(u.error)) };
    }
    const size = (g.spec as JsonObject).size as number;
    const dep = c.get(DEPLOYMENT, req);
    if (!dep.ok && 'error' in dep && isNotFound(dep.error)) {
      const d: KubeObject = {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: req.name, namespace: req.namespace },
        spec: {
          replicas: size,
          selector: { matchLabels: { app: req.name } },
          template: {
            metadata: { labels: { app: req.name } },
            spec: { containers: [{ name: 'memcached', image: 'memcached:1.6' }] },
          },
        },
      };
      const e = controllerutil.setControllerReference(g, d);
      if (e) return { error: new ReconcileError(errorMessage(e)) };
      const cr = c.create(d);
      if (!cr.ok) return { error: new ReconcileError(errorMessage(cr.error)) };
      return { result: { requeueAfter: 60_000 } };
    }
    if (!dep.ok) return { error: new ReconcileError('deployment read failed') };
    const d = dep.value;
    if ((d.spec as JsonObject).replicas !== size) {
      (d.spec as JsonObject).replicas = size;
      const u = c.update(d);
      if (!u.ok) return { error: new ReconcileError(errorMessage(u.error)) };
    }
    g.status = { conditions: [{ type: 'Available', status: 'True', reason: 'Reconciling' }] };
    const s = c.status().update(g);
    if (!s.ok) return { error: new ReconcileError(errorMessage(s.error)) };
    return { result: { requeueAfter: 60_000 } };
  }
  mgr
    .newControllerManagedBy()
    .for(GUESTBOOK)
    .owns(DEPLOYMENT)
    .complete((req) => reconcile(req));
  mgr.start();
  return env;
}

describe('a kubebuilder tutorial style reconciler on the simulated cluster', () => {
  it('creates the owned Deployment, reports status, follows spec changes, and cleans up through the finalizer and GC', () => {
    const env = setup();
    const { server, mgr } = env;
    const gbs = ns({ group: 'webapp.my.domain', version: 'v1', resource: 'guestbooks' }, 'team-a');
    const deps = ns({ group: 'apps', version: 'v1', resource: 'deployments' }, 'team-a');
    expectOk(server.create(admin, gbs, gb('cache', 'team-a', 3)));
    mgr.runFor(5_000);
    const dep = expectOk(server.get(admin, deps, 'cache'));
    expect((dep.spec as JsonObject).replicas).toBe(3);
    expect((meta(dep).ownerReferences as JsonObject[])[0]).toMatchObject({
      kind: 'Guestbook',
      name: 'cache',
      controller: true,
      blockOwnerDeletion: true,
    });
    const g = expectOk(server.get(admin, gbs, 'cache'));
    expect(meta(g).finalizers).toEqual([FINALIZER]);
    expect((g.status as JsonObject).conditions).toEqual([
      { type: 'Available', status: 'True', reason: 'Reconciling' },
    ]);
    // spec change → generation bump → reconcile → Deployment scaled
    expectOk(server.update(admin, gbs, { ...g, spec: { size: 5 } }));
    mgr.runFor(5_000);
    expect((expectOk(server.get(admin, deps, 'cache')).spec as JsonObject).replicas).toBe(5);
    // conflicts happen (cache lag) and are retried; no error is permanent
    const errors = mgr.controllers[0].history.filter((h) => h.error);
    for (const e of errors) expect(e.error).toMatch(/the object has been modified|not found/);
    // delete: finalizer removed by the controller, Deployment collected by the GC
    expectOk(server.delete(admin, gbs, 'cache'));
    mgr.runFor(5_000);
    expect(expectErr(server.get(admin, gbs, 'cache')).code).toBe(404);
    expect(expectErr(server.get(admin, deps, 'cache')).code).toBe(404);
    // the trace shows every call with its identity and client path
    const lines = env.trace.events().map(formatTraceEvent);
    expect(
      lines.some((l) =>
        l.startsWith(
          '[direct] system:serviceaccount:my-op-system:my-op-controller-manager CREATE apps/v1 deployments team-a/cache',
        ),
      ),
    ).toBe(true);
    expect(
      lines.some((l) =>
        l.startsWith(
          '[cache] system:serviceaccount:my-op-system:my-op-controller-manager GET webapp.my.domain/v1 guestbooks team-a/cache',
        ),
      ),
    ).toBe(true);
    expect(
      lines.some((l) =>
        l.startsWith(
          '[internal] system:serviceaccount:kube-system:generic-garbage-collector DELETE apps/v1 deployments team-a/cache',
        ),
      ),
    ).toBe(true);
  });

  it('requeues after 60 s of virtual time', () => {
    const env = setup();
    expectOk(
      env.server.create(
        admin,
        ns({ group: 'webapp.my.domain', version: 'v1', resource: 'guestbooks' }, 'team-a'),
        gb('cache', 'team-a', 1),
      ),
    );
    env.mgr.runFor(1_000);
    const before = env.mgr.controllers[0].history.length;
    env.mgr.runFor(60_000);
    const after = env.mgr.controllers[0].history.slice(before);
    expect(after.length).toBeGreaterThanOrEqual(1);
    expect(after.every((h) => h.error === undefined)).toBe(true);
  });
});

// An operator-sdk go/v4 project (test/kube/run/projects/tenant: controller-runtime v0.20.4, k8s.io
// v0.32.3) with a cluster-scoped Tenant: each gets a namespace and a ResourceQuota through
// controllerutil.CreateOrUpdate, owned by the Tenant; the status follows the operator-sdk pattern
// (Available Unknown first, then meta.SetStatusCondition / IsStatusConditionTrue /
// RemoveStatusCondition with a Degraded condition when a step fails); a finalizer deletes the
// namespace and is released once the namespace is gone. hack/reconcile-check drives the same
// reconciler against the fake client with failures injected through interceptor.Funcs
// (fake.NewClientBuilder().WithInterceptorFuncs), as the project's unit tests would.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'tenant');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));
const TENANTS = { group: 'platform.acme.io', version: 'v1alpha1', resource: 'tenants', namespace: '' };

const meta = (o: JsonObject | undefined) => (o?.metadata ?? {}) as JsonObject;

describe('tenant operator project (operator-sdk go/v4, cluster-scoped CR, conditions, finalizer)', () => {
  let tenantUid = '';
  // the Tenant as it was just before the test deletes it
  let before: JsonObject[] = [];
  let scheduled = false;
  const r = runProject({
    files,
    objects,
    cluster: 'kind',
    virtualTimeLimitMs: 60_000,
    hooks: {
      afterCall(e, env) {
        if (scheduled || e.kind !== 'api' || e.resource !== 'tenants' || e.subresource !== 'status') return;
        scheduled = true;
        const ctx = { user: ADMIN_USER, clientPath: 'direct' as const };
        env.clock.after(10_000, () => {
          const t = env.server.get(ctx, TENANTS, 'payments');
          if (t.ok) {
            tenantUid = meta(t.object).uid as string;
            before = [t.object as JsonObject];
          }
          env.server.delete(ctx, TENANTS, 'payments', {});
        });
      },
    },
  });

  it('builds and runs to the end', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
  });

  it('made the namespace and quota, owned by the Tenant, and reported Available', () => {
    const t = before[0];
    expect(t).toBeDefined();
    const status = t.status as JsonObject;
    expect(status.namespace).toBe('tenant-payments');
    expect(
      (status.conditions as JsonObject[]).map((c) => [
        c.type,
        c.status,
        c.reason,
        c.message,
        c.observedGeneration,
      ]),
    ).toEqual([['Available', 'True', 'Reconciling', 'Namespace tenant-payments with a quota of 10 pods', 1]]);
    expect(meta(t).finalizers).toEqual(['platform.acme.io/finalizer']);
    // the quota and the namespace went with the Tenant's deletion; their creates are in the trace
    const creates = r.trace.filter(
      (e) => e.kind === 'api' && e.verb === 'create' && e.identity.username === r.identity,
    );
    expect(creates.map((e) => e.kind === 'api' && `${e.resource}/${e.namespace}/${e.name}`)).toEqual([
      'namespaces//tenant-payments',
      'resourcequotas/tenant-payments/tenant-quota',
    ]);
    expect(tenantUid).not.toBe('');
  });

  it('deleting the Tenant deletes its namespace first, then releases the finalizer', () => {
    expect(find(r, 'Tenant', '', 'payments')).toBeUndefined();
    expect(find(r, 'Namespace', '', 'tenant-payments')).toBeUndefined();
    const calls = r.trace
      .filter(
        (e) =>
          e.kind === 'api' && e.identity.username === r.identity && e.verb !== 'list' && e.verb !== 'watch',
      )
      .map(
        (e) =>
          e.kind === 'api' && `${e.verb} ${e.resource}${e.subresource ? `/${e.subresource}` : ''} ${e.name}`,
      );
    const del = calls.indexOf('delete namespaces tenant-payments');
    expect(del).toBeGreaterThan(0);
    // the finalizer's removal is the Tenant update after the namespace deletion
    expect(calls.slice(del).filter((c) => c === 'update tenants payments').length).toBe(1);
    expect(calls.slice(del - 1, del)).toEqual(['update tenants/status payments']);
  });

  it('hack/reconcile-check: the reconciler against the fake client with interceptor.Funcs', () => {
    const check = runProject({ files, main: 'hack/reconcile-check', objects: [], cluster: 'kind' });
    expect(check.stderr).toBe('');
    expect(check.exitCode).toBe(0);
    expect(check.stdout).toBe(
      [
        // controller-runtime v0.20's Result has no Priority field (it came in v0.23)
        'reconcile 1: {Requeue:false RequeueAfter:0s} err=quota admission is not ready',
        '  finalizers=[platform.acme.io/finalizer] namespace=""',
        '  Available=False QuotaFailed: see the Degraded condition',
        '  Degraded=True QuotaFailed: quota admission is not ready',
        'reconcile 2: {Requeue:false RequeueAfter:0s} err=<nil>',
        '  finalizers=[platform.acme.io/finalizer] namespace="tenant-search"',
        '  Available=True Reconciling: Namespace tenant-search with a quota of 4 pods',
        'quota creates=2 status updates=3',
        'quota pods=4 owner=Tenant',
        'reconcile 3: {Requeue:false RequeueAfter:2s} err=<nil>',
        'reconcile 4: {Requeue:false RequeueAfter:0s} err=<nil>',
        'tenant after finalize: true true',
        '',
      ].join('\n'),
    );
  });
});

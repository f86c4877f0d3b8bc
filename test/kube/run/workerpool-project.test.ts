// A kubebuilder v4.2 project (test/kube/run/projects/workerpool: controller-runtime v0.19.3,
// k8s.io v0.31.2, zz_generated.deepcopy.go, a scale subresource marker) on a kind cluster: the
// WorkerPool waits for its credentials Secret (Degraded condition, Warning event, RequeueAfter
// 30s); the Secret's creation reaches it through Watches(Secret, EnqueueRequestsFromMapFunc) and
// a field index (List with MatchingFields); it owns the workers' Deployment (CreateOrUpdate +
// SetControllerReference), rolls it when the Secret changes (AnnotatedEventf), reports Ready via
// Status().Patch(MergeFrom), and on delete drains: scales to zero, waits for the pods, removes
// its finalizer. The variant that returns right after AddFinalizer + Update stalls: the For
// source's GenerationChangedPredicate drops the finalizer update (metadata only), as on a real
// cluster.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { type RunProjectResult, runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'workerpool');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));
const WP = { group: 'batch.acme.io', version: 'v1alpha1', resource: 'workerpools', namespace: 'default' };
const SECRETS = { group: '', version: 'v1', resource: 'secrets', namespace: 'default' };

function run(del: boolean, projectFiles = files): RunProjectResult {
  let scheduled = false;
  return runProject({
    files: projectFiles,
    objects,
    cluster: 'kind',
    virtualTimeLimitMs: 180_000,
    hooks: {
      afterCall(e, env) {
        if (scheduled || e.kind !== 'api' || e.resource !== 'workerpools' || e.subresource !== 'status')
          return;
        scheduled = true;
        const ctx = { user: ADMIN_USER, clientPath: 'direct' as const };
        env.clock.after(10_000, () => {
          env.server.create(ctx, SECRETS, {
            apiVersion: 'v1',
            kind: 'Secret',
            metadata: { name: 'broker-creds', namespace: 'default' },
            stringData: { URL: 'amqp://a' },
          });
        });
        env.clock.after(40_000, () => {
          env.server.patch(ctx, SECRETS, 'broker-creds', 'merge', { stringData: { URL: 'amqp://b' } });
        });
        if (del) env.clock.after(90_000, () => env.server.delete(ctx, WP, 'emails'));
      },
    },
  });
}

const events = (r: RunProjectResult) =>
  r.objects.filter((o) => o.kind === 'Event' && (o.involvedObject as JsonObject).kind === 'WorkerPool');

describe('workerpool operator project (kubebuilder v4.2, controller-runtime v0.19.3)', () => {
  const r = run(false);

  it('waits for the Secret, then runs the workers and reports Ready', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    const missing = events(r).find((e) => e.reason === 'MissingSecret')!;
    expect([missing.type, missing.message]).toEqual(['Warning', 'Secret "broker-creds" not found']);
    expect(r.reconciles.some((x) => x.action.kind === 'after' && x.action.delayMs === 30_000)).toBe(true);
    const pool = find(r, 'WorkerPool', 'default', 'emails')!;
    const dep = find(r, 'Deployment', 'default', 'emails-workers')!;
    expect((dep.metadata as JsonObject).ownerReferences).toEqual([
      {
        apiVersion: 'batch.acme.io/v1alpha1',
        kind: 'WorkerPool',
        name: 'emails',
        uid: (pool.metadata as JsonObject).uid,
        controller: true,
        blockOwnerDeletion: true,
      },
    ]);
    const status = pool.status as JsonObject;
    expect(status.readyWorkers).toBe(3);
    expect((status.conditions as JsonObject[]).map((c) => [c.type, c.status, c.reason])).toEqual([
      ['Ready', 'True', 'WorkersReady'],
    ]);
  });

  it('rolls the workers when the Secret changes, with an annotated event', () => {
    const dep = find(r, 'Deployment', 'default', 'emails-workers')!;
    const secret = find(r, 'Secret', 'default', 'broker-creds')!;
    const rv = (secret.metadata as JsonObject).resourceVersion;
    const template = (dep.spec as JsonObject).template as JsonObject;
    expect((template.metadata as JsonObject).annotations).toEqual({ 'batch.acme.io/secret-version': rv });
    expect((find(r, 'WorkerPool', 'default', 'emails')!.status as JsonObject).secretVersion).toBe(rv);
    const updated = events(r).find((e) => e.reason === 'Updated')!;
    expect((updated.metadata as JsonObject).annotations).toEqual({ 'batch.acme.io/secret-version': rv });
    expect(updated.message).toBe('Updated worker Deployment emails-workers');
  });

  it('drains on delete: scales to zero, waits for the pods, then lets the pool go', () => {
    const d = run(true);
    expect(d.exitCode).toBe(0);
    const msgs = d.logs.map((l) => l.msg);
    expect(msgs).toContain('waiting for workers to stop');
    expect(msgs).toContain('drained');
    const scale = d.trace.find(
      (e) =>
        e.kind === 'api' && e.verb === 'patch' && e.resource === 'deployments' && e.clientPath === 'direct',
    );
    expect(scale).toBeDefined();
    expect(find(d, 'WorkerPool', 'default', 'emails')).toBeUndefined();
    expect(find(d, 'Deployment', 'default', 'emails-workers')).toBeUndefined();
    expect(d.objects.filter((o) => o.kind === 'Pod')).toEqual([]);
    expect(events(d).find((e) => e.reason === 'Draining')!.message).toBe('Scaled workers to 0');
  });

  it('returning after AddFinalizer + Update stalls: GenerationChangedPredicate drops the finalizer update', () => {
    const stalled = files.map((f) =>
      f.name === 'internal/controller/workerpool_controller.go'
        ? {
            ...f,
            src: f.src.replace(
              '\t\tif err := r.Update(ctx, &pool); err != nil {\n\t\t\treturn ctrl.Result{}, err\n\t\t}\n\t}',
              '\t\tif err := r.Update(ctx, &pool); err != nil {\n\t\t\treturn ctrl.Result{}, err\n\t\t}\n\t\treturn ctrl.Result{}, nil\n\t}',
            ),
          }
        : f,
    );
    expect(stalled).not.toEqual(files);
    const s = run(false, stalled);
    expect(s.exitCode).toBe(0);
    expect(s.reconciles).toHaveLength(1);
    expect(find(s, 'WorkerPool', 'default', 'emails')!.status).toBeUndefined();
  });
});

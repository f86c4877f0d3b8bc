// A project with webhooks in the kubebuilder v4.0–v4.2 layout (test/kube/run/projects/dbaas:
// controller-runtime v0.20.4, k8s.io v0.32.3): api/v1/database_webhook.go with
// SetupWebhookWithManager on the type, NewWebhookManagedBy(mgr).For(r).WithDefaulter(...)
// .WithValidator(...) with a webhook.CustomDefaulter and a webhook.CustomValidator (admission.Warnings
// returned on create, a field.ErrorList turned into apierrors.NewInvalid, an immutable field and a
// no-shrink Quantity check on update, admission.RequestFromContext's user in a delete denial).
// kubectl prints the webhook's warnings as `Warning: ...` lines (client-go's warning writer) and the
// denial as its error line; the API server answers later writes with the webhook's Status.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'dbaas');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));
const DATABASES = { group: 'db.example.io', version: 'v1', resource: 'databases', namespace: 'default' };

const answers: Record<string, { code: number; message?: string; warnings: string[] }> = {};
let scheduled = false;
const r = runProject({
  files,
  objects,
  objectSources: objects.map(() => 'config/samples/objects.yaml'),
  objectsAfterManager: true,
  virtualTimeLimitMs: 30_000,
  hooks: {
    afterCall(e, env) {
      if (scheduled || e.kind !== 'api' || e.resource !== 'databases' || e.subresource !== 'status') return;
      scheduled = true;
      const ctx = { user: ADMIN_USER, clientPath: 'direct' as const };
      const keep = (name: string, a: ReturnType<typeof env.server.patch>) => {
        answers[name] = a.ok
          ? { code: a.code, warnings: a.warnings }
          : { code: a.code, message: a.status.message, warnings: a.warnings };
      };
      env.clock.after(5_000, () => {
        keep('engine', env.server.patch(ctx, DATABASES, 'orders', 'merge', { spec: { engine: 'mysql' } }));
        keep('shrink', env.server.patch(ctx, DATABASES, 'orders', 'merge', { spec: { storage: '10Gi' } }));
        keep('grow', env.server.patch(ctx, DATABASES, 'orders', 'merge', { spec: { storage: '40Gi' } }));
        keep('delete', env.server.delete(ctx, DATABASES, 'legacy'));
        keep(
          'old',
          env.server.create(ctx, DATABASES, {
            apiVersion: 'db.example.io/v1',
            kind: 'Database',
            metadata: { name: 'old', namespace: 'default' },
            spec: { engine: 'postgres', version: '12.9', replicas: 2 },
          }),
        );
      });
    },
  },
});

const spec = (o: JsonObject | undefined) => (o?.spec ?? {}) as JsonObject;

describe('dbaas operator project (CustomDefaulter + CustomValidator in api/v1, controller-runtime v0.20.4)', () => {
  it('kubectl prints the webhook warning and the denial of an invalid sample', () => {
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toBe(
      'Warning: mysql 5.7.44 is deprecated and will lose support\n' +
        'Error from server (Invalid): error when creating "config/samples/objects.yaml": admission webhook "vdatabase-v1.kb.io" denied the request: Database.db.example.io "analytics" is invalid: [spec.replicas: Invalid value: 2: must be odd for a postgres cluster (quorum), spec.storage: Invalid value: "512Mi": must be at least 1Gi]\n',
    );
    expect(find(r, 'Database', 'default', 'analytics')).toBeUndefined();
  });

  it('the defaulting webhook fills version, replicas, storage and the engine label', () => {
    const legacy = find(r, 'Database', 'default', 'legacy')!;
    expect(spec(legacy)).toEqual({ engine: 'mysql', version: '5.7.44', replicas: 1, storage: '10Gi' });
    expect((legacy.metadata as JsonObject).labels).toEqual({ 'db.example.io/engine': 'mysql' });
    const orders = find(r, 'Database', 'default', 'orders')!;
    expect(spec(orders)).toEqual({ engine: 'postgres', version: '16.4', replicas: 3, storage: '40Gi' });
    const sts = find(r, 'StatefulSet', 'default', 'orders')!;
    const containers = (spec(spec(sts).template as JsonObject).containers as JsonObject[]).map(
      (c) => c.image,
    );
    expect(containers).toEqual(['docker.io/library/postgres:16.4']);
    expect((orders.status as JsonObject).endpoint).toBe('orders.default.svc:5432');
  });

  it('the validating webhook denies an engine change, a shrink and the protected delete', () => {
    expect(answers.engine).toEqual({
      code: 422,
      message:
        'admission webhook "vdatabase-v1.kb.io" denied the request: Database.db.example.io "orders" is invalid: spec.engine: Forbidden: the engine of a database cannot change',
      warnings: [],
    });
    expect(answers.shrink).toEqual({
      code: 422,
      message:
        'admission webhook "vdatabase-v1.kb.io" denied the request: Database.db.example.io "orders" is invalid: spec.storage: Invalid value: "10Gi": volumes cannot shrink (from 20Gi)',
      warnings: [],
    });
    expect(answers.grow).toEqual({ code: 200, warnings: [] });
    expect(answers.delete).toEqual({
      code: 403,
      message:
        'admission webhook "vdatabase-v1.kb.io" denied the request: databases.db.example.io "legacy" is forbidden: db.example.io/protect is set; kubernetes-admin may not delete it',
      warnings: [],
    });
    expect(r.logs.map((l) => l.msg)).toContain('Validation for Database upon deletion');
  });

  it('a denial carries the warnings the webhook returned with it', () => {
    expect(answers.old).toEqual({
      code: 422,
      message:
        'admission webhook "vdatabase-v1.kb.io" denied the request: Database.db.example.io "old" is invalid: spec.replicas: Invalid value: 2: must be odd for a postgres cluster (quorum)',
      warnings: ['postgres 12.9 is deprecated and will lose support'],
    });
  });
});

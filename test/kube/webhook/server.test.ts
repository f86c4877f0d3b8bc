// The webhook server on the simulated network with TypeScript handlers: where it listens, what the
// API server can reach in each deployment, and how a handler's answer becomes the API error the
// client sees (controller-runtime's responses meeting the apiserver's admission strings).
import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/index.ts';
import { newKubeEnv } from '../../../src/kube/bind/env.ts';
import {
  CERT_MANAGER_CA,
  deployWebhookService,
  generateMutatePath,
  generateValidatePath,
  setWebhookEnvironment,
  startWebhookServer,
  type WebhookRegistration,
} from '../../../src/kube/bind/webhook.ts';
import { createJsonPatch } from '../../../src/kube/bind/webhook-go.ts';
import { generateManifests } from '../../../src/kube/markers/index.ts';
import { admin, crds, ns, services, vwcs } from '../helpers.ts';
import { exerciseFiles } from '../markers/exercises.ts';

const apps = { group: 'lab.example.com', version: 'v1', resource: 'apps' };
const PATH = '/validate-lab-example-com-v1-app';

/** A cluster after `make install` + the webhook manifests of the webhook-validate solution. */
function cluster() {
  const env = newKubeEnv({ seed: 3 });
  const m = generateManifests(exerciseFiles('webhook-validate', 'solution'));
  for (const c of m.crds) env.server.create(admin, crds, c);
  for (const w of m.webhooks) env.server.create(admin, vwcs, w);
  env.server.create(
    admin,
    { group: '', version: 'v1', resource: 'namespaces' },
    {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: 'team-a' },
    },
  );
  return env;
}

function app(name: string, spec: JsonObject): KubeObject {
  return { apiVersion: 'lab.example.com/v1', kind: 'App', metadata: { name, namespace: 'team-a' }, spec };
}

/** A validator in controller-runtime's response shapes (admission.Denied / validationResponseFromStatus). */
const validator: WebhookRegistration = {
  path: PATH,
  handle(req): JsonObject {
    const spec = ((req.object as JsonObject).spec ?? {}) as JsonObject;
    if (spec.image === 'forbidden')
      return {
        allowed: false,
        status: { code: 403, reason: 'Forbidden', message: 'that image is not allowed' },
      };
    if (typeof spec.replicas === 'number' && spec.replicas > 10)
      return {
        allowed: false,
        status: {
          kind: 'Status',
          apiVersion: 'v1',
          status: 'Failure',
          code: 422,
          reason: 'Invalid',
          message: `App.lab.example.com "${(req as any).name}" is invalid: spec.replicas: Invalid value: ${spec.replicas}: must be between 1 and 10`,
          details: { name: (req as any).name, group: 'lab.example.com', kind: 'App' },
        },
      };
    const warnings = String(spec.image).endsWith(':latest') ? ['spec.image: pin a version tag'] : undefined;
    return { allowed: true, status: { code: 200 }, ...(warnings ? { warnings } : {}) };
  },
};

describe('controller-runtime paths', () => {
  it('generateValidatePath / generateMutatePath: group dots as dashes, lower-case kind', () => {
    const gvk = { group: 'batch.tutorial.kubebuilder.io', version: 'v1', kind: 'CronJob' };
    expect(generateValidatePath(gvk)).toBe('/validate-batch-tutorial-kubebuilder-io-v1-cronjob');
    expect(generateMutatePath(gvk)).toBe('/mutate-batch-tutorial-kubebuilder-io-v1-cronjob');
  });
});

describe('in the cluster (make deploy with cert-manager)', () => {
  const env = cluster();
  const started = startWebhookServer(env, [validator]);

  it('starts, creates the webhook Service with endpoints, and cert-manager injects the caBundle', () => {
    expect(started.ok).toBe(true);
    const svc = env.server.get(admin, ns(services, 'system'), 'webhook-service');
    expect(svc.ok).toBe(true);
    expect(env.server.network.serviceEndpoints('system', 'webhook-service')).toEqual([
      { ip: '10.244.0.15', port: 9443 },
    ]);
    const cfg = env.server.get(admin, vwcs, 'validating-webhook-configuration');
    expect(cfg.ok && (cfg.object.webhooks as any)[0].clientConfig.caBundle).toBe(CERT_MANAGER_CA);
  });

  it('a valid object is admitted; the handler saw the AdmissionReview request', () => {
    const r = env.server.create(admin, ns(apps, 'team-a'), app('good', { image: 'shop:1.4.2', replicas: 2 }));
    expect(r.ok).toBe(true);
    if (started.ok)
      expect(started.server.served.at(-1)).toMatchObject({ path: PATH, allowed: true, code: 200 });
  });

  it('warnings of an allowed request reach the client', () => {
    const r = env.server.create(
      admin,
      ns(apps, 'team-a'),
      app('latest', { image: 'shop:latest', replicas: 1 }),
    );
    expect(r.ok).toBe(true);
    expect(r.warnings).toEqual(['spec.image: pin a version tag']);
  });

  it('Denied(err.Error()) → 403 Forbidden `admission webhook "<name>" denied the request: <msg>`', () => {
    const r = env.server.create(admin, ns(apps, 'team-a'), app('deny', { image: 'forbidden', replicas: 1 }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe(403);
    expect(r.status.reason).toBe('Forbidden');
    expect(r.status.message).toBe(
      'admission webhook "vapp-v1.kb.io" denied the request: that image is not allowed',
    );
  });

  it('an Invalid status from the validator keeps its code, reason and details', () => {
    const r = env.server.create(admin, ns(apps, 'team-a'), app('big', { image: 'shop:1', replicas: 20 }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe(422);
    expect(r.status.reason).toBe('Invalid');
    expect(r.status.message).toBe(
      'admission webhook "vapp-v1.kb.io" denied the request: App.lab.example.com "big" is invalid: spec.replicas: Invalid value: 20: must be between 1 and 10',
    );
    expect(r.status.details).toMatchObject({ name: 'big', group: 'lab.example.com', kind: 'App' });
  });
});

describe('deployment done by the runner before the program starts', () => {
  it('deployWebhookService makes the Service and caBundle; starting the server then makes no API calls', () => {
    const env = cluster();
    deployWebhookService(env);
    expect(env.server.get(admin, ns(services, 'system'), 'webhook-service').ok).toBe(true);
    env.trace.clear();
    const r0 = startWebhookServer(env, [validator]);
    expect(r0.ok).toBe(true);
    expect(env.trace.events()).toEqual([]);
  });
});

describe('a path the server does not serve', () => {
  it('is the apiserver\'s "could not find the requested resource" call failure', () => {
    const env = cluster();
    const r0 = startWebhookServer(env, [{ ...validator, path: '/validate-lab-example-com-v1-apps' }]);
    expect(r0.ok).toBe(true);
    const r = env.server.create(admin, ns(apps, 'team-a'), app('x', { image: 'shop:1', replicas: 1 }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe(500);
    expect(r.status.message).toBe(
      'Internal error occurred: failed calling webhook "vapp-v1.kb.io": failed to call webhook: the server could not find the requested resource',
    );
  });
});

describe('on the laptop (make run)', () => {
  it('without certificates Start fails with the certwatcher error', () => {
    const env = cluster();
    setWebhookEnvironment(env, { deployment: 'local' });
    const r = startWebhookServer(env, [validator]);
    expect(r).toEqual({
      ok: false,
      error: 'open /tmp/k8s-webhook-server/serving-certs/tls.crt: no such file or directory',
    });
    const custom = startWebhookServer(env, [validator], { certDir: '/certs', certName: 'serving.crt' });
    expect(custom).toEqual({ ok: false, error: 'open /certs/serving.crt: no such file or directory' });
  });

  it('with certificates it serves, but the cluster cannot reach it: the Service is not there', () => {
    const env = cluster();
    setWebhookEnvironment(env, { deployment: 'local', certs: 'mounted' });
    expect(startWebhookServer(env, [validator]).ok).toBe(true);
    const r = env.server.create(admin, ns(apps, 'team-a'), app('x', { image: 'shop:1', replicas: 1 }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status.message).toBe(
      'Internal error occurred: failed calling webhook "vapp-v1.kb.io": failed to call webhook: Post "https://webhook-service.system.svc:443/validate-lab-example-com-v1-app?timeout=10s": service "webhook-service" not found',
    );
  });
});

describe('stopping', () => {
  it('after stop the Service has no endpoints (the manager Pod is gone)', () => {
    const env = cluster();
    const r0 = startWebhookServer(env, [validator]);
    expect(r0.ok).toBe(true);
    if (r0.ok) r0.server.stop();
    const r = env.server.create(admin, ns(apps, 'team-a'), app('x', { image: 'shop:1', replicas: 1 }));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status.message).toBe(
      'Internal error occurred: failed calling webhook "vapp-v1.kb.io": failed to call webhook: Post "https://webhook-service.system.svc:443/validate-lab-example-com-v1-app?timeout=10s": no endpoints available for service "webhook-service"',
    );
  });
});

describe('JSON patch of a defaulter (jsonpatch.CreatePatch)', () => {
  it('adds, replaces and removes with JSON pointers', () => {
    expect(
      createJsonPatch(
        { spec: { a: 1, b: [1, 2], 'x/y': 0 }, gone: true },
        { spec: { a: 2, b: [1, 2, 3], 'x/y': 0, c: 'new' } },
      ),
    ).toEqual([
      { op: 'replace', path: '/spec/a', value: 2 },
      { op: 'add', path: '/spec/b/2', value: 3 },
      { op: 'add', path: '/spec/c', value: 'new' },
      { op: 'remove', path: '/gone' },
    ]);
    expect(createJsonPatch({ a: { 'm~n': 1 } }, { a: { 'm~n': 2 } })).toEqual([
      { op: 'replace', path: '/a/m~0n', value: 2 },
    ]);
  });
});

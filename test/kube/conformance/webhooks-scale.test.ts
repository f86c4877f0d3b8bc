/**
 * Admission webhooks registered for `deployments/scale` see the Scale, as kube-apiserver sends it:
 * kind and requestKind autoscaling/v1 Scale, resource apps/v1 deployments, subResource "scale",
 * object the Scale asked for and oldObject the Deployment's own ([K8S] pkg/registry/apps/deployment/
 * storage/storage.go ScaleREST: GroupVersionKind, scaleUpdatedObjectInfo running the mutating
 * transformers on the Scale, toScaleUpdateValidation). A mutating webhook's patch of the Scale is
 * what gets written; rules for `deployments` alone do not match the subresource.
 */
import { describe, expect, it } from 'vitest';
import type { HttpReply, JsonObject, WebhookListener } from '../../../src/kube/apiserver/index.ts';
import { encodeBase64 } from '../../../src/kube/apiserver/index.ts';
import { admin, deployments, expectErr, expectOk, mwcs, newServer, ns, vwcs } from '../helpers.ts';

const CA = 'LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCm15LWNh';
const deps = ns(deployments, 'default');

function config(name: string, resources: string[], path: string): JsonObject {
  return {
    metadata: { name },
    webhooks: [
      {
        name: `${name}.example.com`,
        admissionReviewVersions: ['v1'],
        sideEffects: 'None',
        failurePolicy: 'Fail',
        clientConfig: { url: `https://hooks.local${path}`, caBundle: CA },
        rules: [{ operations: ['UPDATE'], apiGroups: ['apps'], apiVersions: ['v1'], resources }],
      },
    ],
  };
}

function setup() {
  const env = newServer();
  env.server.network.addHost('hooks.local', '10.0.0.9');
  const seen: { path: string; request: JsonObject }[] = [];
  const listener: WebhookListener = {
    certificate: { caBundle: CA, dnsNames: ['hooks.local'] },
    handle(path, review): HttpReply {
      const request = review.request as JsonObject;
      seen.push({ path, request });
      const obj = request.object as JsonObject;
      const spec = (obj.spec ?? {}) as JsonObject;
      let response: JsonObject = { uid: request.uid, allowed: true };
      // the mutating webhook caps the replicas at 4; the validating one refuses 0
      if (path === '/mutate' && typeof spec.replicas === 'number' && spec.replicas > 4)
        response = {
          ...response,
          patchType: 'JSONPatch',
          patch: encodeBase64(JSON.stringify([{ op: 'replace', path: '/spec/replicas', value: 4 }])),
        };
      if (path === '/validate' && spec.replicas === undefined)
        response = {
          uid: request.uid,
          allowed: false,
          status: { code: 403, reason: 'Forbidden', message: 'scaling to zero is not allowed' },
        };
      return {
        kind: 'review',
        review: { apiVersion: 'admission.k8s.io/v1', kind: 'AdmissionReview', response },
      };
    },
  };
  env.server.network.listen('10.0.0.9', 443, listener);
  expectOk(
    env.server.create(admin, deps, {
      metadata: { name: 'web', labels: { app: 'web' } },
      spec: {
        replicas: 2,
        selector: { matchLabels: { app: 'web' } },
        template: {
          metadata: { labels: { app: 'web' } },
          spec: { containers: [{ name: 'c', image: 'nginx' }] },
        },
      },
    }),
  );
  return { ...env, seen };
}

describe('webhooks for deployments/scale', () => {
  it('are sent the Scales, and a mutating webhook’s patch of the Scale is what is written', () => {
    const env = setup();
    expectOk(env.server.create(admin, mwcs, config('mscale', ['deployments/scale'], '/mutate')));
    expectOk(env.server.create(admin, vwcs, config('vscale', ['deployments/scale'], '/validate')));
    const before = expectOk(env.server.get(admin, deps, 'web'));
    const out = expectOk(
      env.server.patch(admin, deps, 'web', 'merge', { spec: { replicas: 9 } }, { subresource: 'scale' }),
    );
    expect(out.kind).toBe('Scale');
    expect((out.spec as JsonObject).replicas).toBe(4);
    expect(env.seen.map((s) => s.path)).toEqual(['/mutate', '/validate']);
    const uid = (before.metadata as JsonObject).uid;
    const rv = (before.metadata as JsonObject).resourceVersion;
    const scaleMeta = {
      name: 'web',
      namespace: 'default',
      uid,
      resourceVersion: rv,
      creationTimestamp: (before.metadata as JsonObject).creationTimestamp,
    };
    const [mutate, validate] = env.seen.map((s) => s.request);
    for (const r of [mutate, validate]) {
      expect(r.kind).toEqual({ group: 'autoscaling', version: 'v1', kind: 'Scale' });
      expect(r.requestKind).toEqual({ group: 'autoscaling', version: 'v1', kind: 'Scale' });
      expect(r.resource).toEqual({ group: 'apps', version: 'v1', resource: 'deployments' });
      expect(r.requestResource).toEqual({ group: 'apps', version: 'v1', resource: 'deployments' });
      expect(r.subResource).toBe('scale');
      expect(r.name).toBe('web');
      expect(r.namespace).toBe('default');
      expect(r.oldObject).toEqual({
        kind: 'Scale',
        apiVersion: 'autoscaling/v1',
        metadata: scaleMeta,
        spec: { replicas: 2 },
        status: { replicas: 0, selector: 'app=web' },
      });
    }
    // the mutating webhook sees the patched Scale; the validating one the Scale of the object to store
    expect(mutate.object).toEqual({
      kind: 'Scale',
      apiVersion: 'autoscaling/v1',
      metadata: scaleMeta,
      spec: { replicas: 9 },
      status: { replicas: 0, selector: 'app=web' },
    });
    expect((validate.object as JsonObject).spec).toEqual({ replicas: 4 });
    expect((validate.object as JsonObject).kind).toBe('Scale');
    const after = expectOk(env.server.get(admin, deps, 'web'));
    expect((after.spec as JsonObject).replicas).toBe(4);
  });

  it('a validating webhook’s denial of the Scale stops the write', () => {
    const env = setup();
    expectOk(env.server.create(admin, vwcs, config('vscale', ['deployments/scale'], '/validate')));
    const st = expectErr(
      env.server.patch(admin, deps, 'web', 'merge', { spec: { replicas: 0 } }, { subresource: 'scale' }),
    );
    expect(st.message).toBe(
      'admission webhook "vscale.example.com" denied the request: scaling to zero is not allowed',
    );
    expect((expectOk(env.server.get(admin, deps, 'web')).spec as JsonObject).replicas).toBe(2);
  });

  it('a rule for deployments alone does not match /scale; one for deployments does match the object', () => {
    const env = setup();
    expectOk(env.server.create(admin, vwcs, config('vdeploy', ['deployments'], '/validate')));
    expectOk(
      env.server.patch(admin, deps, 'web', 'merge', { spec: { replicas: 3 } }, { subresource: 'scale' }),
    );
    expect(env.seen).toEqual([]);
    expectOk(env.server.patch(admin, deps, 'web', 'merge', { spec: { replicas: 5 } }));
    expect(env.seen.map((s) => (s.request.kind as JsonObject).kind)).toEqual(['Deployment']);
  });
});

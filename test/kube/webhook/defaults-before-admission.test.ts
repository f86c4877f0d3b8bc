// The apiserver's order on create and update: decode → default → mutating admission → validation →
// validating admission. A mutating webhook is sent the object with its defaults already in (the
// built-in scheme's defaulter and a CRD's schema defaults run when the body is decoded), and what it
// returns is defaulted again.
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { newKubeEnv } from '../../../src/kube/bind/env.ts';
import {
  CERT_MANAGER_CA,
  startWebhookServer,
  type WebhookRegistration,
} from '../../../src/kube/bind/webhook.ts';
import { admin, ns } from '../helpers.ts';

const mwcs = {
  group: 'admissionregistration.k8s.io',
  version: 'v1',
  resource: 'mutatingwebhookconfigurations',
};
const deployments = { group: 'apps', version: 'v1', resource: 'deployments' };

describe('a mutating webhook sees the defaulted object', () => {
  const env = newKubeEnv({ seed: 3 });
  const seen: JsonObject[] = [];
  const recorder: WebhookRegistration = {
    path: '/mutate-deployments',
    handle(req): JsonObject {
      seen.push(structuredClone(req.object as JsonObject));
      // drop the strategy: the apiserver defaults the patched object again
      const patch = [{ op: 'remove', path: '/spec/strategy' }];
      return { allowed: true, patchType: 'JSONPatch', patch: btoa(JSON.stringify(patch)) };
    },
  };
  env.server.create(admin, mwcs, {
    apiVersion: 'admissionregistration.k8s.io/v1',
    kind: 'MutatingWebhookConfiguration',
    metadata: { name: 'record' },
    webhooks: [
      {
        name: 'record.example.com',
        admissionReviewVersions: ['v1'],
        sideEffects: 'None',
        clientConfig: {
          caBundle: CERT_MANAGER_CA,
          service: { namespace: 'system', name: 'webhook-service', path: '/mutate-deployments' },
        },
        rules: [
          {
            apiGroups: ['apps'],
            apiVersions: ['v1'],
            operations: ['CREATE', 'UPDATE'],
            resources: ['deployments'],
          },
        ],
      },
    ],
  });
  const started = startWebhookServer(env, [recorder]);

  it('on create: replicas, strategy and the pod template defaults are there; removed fields come back', () => {
    expect(started.ok).toBe(true);
    const r = env.server.create(admin, ns(deployments, 'default'), {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web' },
      spec: {
        selector: { matchLabels: { app: 'web' } },
        template: {
          metadata: { labels: { app: 'web' } },
          spec: { containers: [{ name: 'c', image: 'nginx' }] },
        },
      },
    });
    if (!r.ok) throw new Error(r.status.message);
    expect(seen[0]?.spec).toMatchObject({
      replicas: 1,
      revisionHistoryLimit: 10,
      progressDeadlineSeconds: 600,
      strategy: { type: 'RollingUpdate', rollingUpdate: { maxSurge: '25%', maxUnavailable: '25%' } },
      template: { spec: { restartPolicy: 'Always', containers: [{ imagePullPolicy: 'Always' }] } },
    });
    expect(r.object.spec).toMatchObject({ strategy: { type: 'RollingUpdate' } });
  });

  it('on update too', () => {
    const got = env.server.get(admin, ns(deployments, 'default'), 'web');
    if (!got.ok) throw new Error(got.status.message);
    const o = structuredClone(got.object) as JsonObject & { spec: JsonObject };
    delete o.spec.revisionHistoryLimit;
    const r = env.server.update(admin, ns(deployments, 'default'), o as never);
    if (!r.ok) throw new Error(r.status.message);
    expect(seen.at(-1)?.spec).toMatchObject({ revisionHistoryLimit: 10 });
  });
});

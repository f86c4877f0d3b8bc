/**
 * Admission webhooks and every failure string of TOOLCHAIN.md Part B4 (no endpoints, service not found,
 * connection refused, unknown authority, deadline exceeded, denied, dry run, failurePolicy Ignore).
 */
import { describe, expect, it } from 'vitest';
import type { HttpReply, JsonObject, WebhookListener } from '../../../src/kube/apiserver/index.ts';
import { encodeBase64 } from '../../../src/kube/apiserver/index.ts';
import {
  admin,
  configmaps,
  expectErr,
  expectOk,
  guestbook,
  guestbooks,
  installGuestbook,
  meta,
  mwcs,
  namespaces,
  newServer,
  ns,
  services,
  vwcs,
} from '../helpers.ts';

const CA = 'LS0tLS1CRUdJTiBDRVJUSUZJQ0FURS0tLS0tCm15LWNh'; // base64 of a PEM header: the simulated CA's bundle
const gbs = ns(guestbooks, 'default');

function webhookConfig(clientConfig: JsonObject, extra: JsonObject = {}): JsonObject {
  return {
    metadata: { name: 'validating-webhook-configuration' },
    webhooks: [
      {
        name: 'vguestbook.kb.io',
        admissionReviewVersions: ['v1'],
        sideEffects: 'None',
        failurePolicy: 'Fail',
        clientConfig,
        rules: [
          {
            operations: ['CREATE', 'UPDATE'],
            apiGroups: ['webapp.my.domain'],
            apiVersions: ['v1'],
            resources: ['guestbooks'],
          },
        ],
        ...extra,
      },
    ],
  };
}

const serviceRef = {
  service: {
    name: 'my-op-webhook-service',
    namespace: 'my-op-system',
    path: '/validate-webapp-my-domain-v1-guestbook',
  },
  caBundle: CA,
};
const URL =
  'https://my-op-webhook-service.my-op-system.svc:443/validate-webapp-my-domain-v1-guestbook?timeout=10s';

function setup(extra: JsonObject = {}) {
  const env = newServer();
  installGuestbook(env.server);
  expectOk(env.server.create(admin, namespaces, { metadata: { name: 'my-op-system' } }));
  expectOk(env.server.create(admin, vwcs, webhookConfig(serviceRef, extra)));
  return env;
}

function addService(env: ReturnType<typeof setup>): string {
  const svc = expectOk(
    env.server.create(admin, ns(services, 'my-op-system'), {
      metadata: { name: 'my-op-webhook-service' },
      spec: { ports: [{ port: 443, targetPort: 9443 }], selector: { 'control-plane': 'controller-manager' } },
    }),
  );
  return String((svc.spec as JsonObject).clusterIP);
}

function validator(
  allow: (obj: JsonObject) => string | undefined,
  extra: Partial<WebhookListener> = {},
): WebhookListener {
  return {
    certificate: {
      caBundle: CA,
      dnsNames: [
        'my-op-webhook-service.my-op-system.svc',
        'my-op-webhook-service.my-op-system.svc.cluster.local',
      ],
    },
    handle(path, review): HttpReply {
      if (path !== '/validate-webapp-my-domain-v1-guestbook')
        return { kind: 'http', code: 404, body: '404 page not found' };
      const req = review.request as JsonObject;
      const denial = allow(req.object as JsonObject);
      return {
        kind: 'review',
        review: {
          apiVersion: 'admission.k8s.io/v1',
          kind: 'AdmissionReview',
          response: denial
            ? { uid: req.uid, allowed: false, status: { code: 403, reason: 'Forbidden', message: denial } }
            : { uid: req.uid, allowed: true, warnings: ['spec.size is large'] },
        },
      };
    },
    ...extra,
  };
}

describe('webhook unreachable: the API server fails closed with Internal error occurred', () => {
  it('service not found', () => {
    const env = setup();
    const st = expectErr(env.server.create(admin, gbs, guestbook('gb')));
    expect(st.code).toBe(500);
    expect(st.reason).toBe('InternalError');
    expect(st.message).toBe(
      `Internal error occurred: failed calling webhook "vguestbook.kb.io": failed to call webhook: Post "${URL}": service "my-op-webhook-service" not found`,
    );
    expect(st.details?.causes).toEqual([
      {
        message: `failed calling webhook "vguestbook.kb.io": failed to call webhook: Post "${URL}": service "my-op-webhook-service" not found`,
      },
    ]);
  });

  it('no endpoints (Service without a ready pod, e.g. the manager runs on the laptop)', () => {
    const env = setup();
    addService(env);
    expect(expectErr(env.server.create(admin, gbs, guestbook('gb'))).message).toBe(
      `Internal error occurred: failed calling webhook "vguestbook.kb.io": failed to call webhook: Post "${URL}": no endpoints available for service "my-op-webhook-service"`,
    );
  });

  it('connection refused (pod up, nothing listening)', () => {
    const env = setup();
    const ip = addService(env);
    env.server.network.setServiceEndpoints('my-op-system', 'my-op-webhook-service', [
      { ip: '10.244.0.7', port: 9443 },
    ]);
    expect(expectErr(env.server.create(admin, gbs, guestbook('gb'))).message).toBe(
      `Internal error occurred: failed calling webhook "vguestbook.kb.io": failed to call webhook: Post "${URL}": dial tcp ${ip}:443: connect: connection refused`,
    );
  });

  it('unknown certificate authority (caBundle missing or wrong)', () => {
    const env = setup();
    addService(env);
    env.server.network.setServiceEndpoints('my-op-system', 'my-op-webhook-service', [
      { ip: '10.244.0.7', port: 9443 },
    ]);
    env.server.network.listen('10.244.0.7', 9443, {
      ...validator(() => undefined),
      certificate: { caBundle: 'other-ca', dnsNames: ['my-op-webhook-service.my-op-system.svc'] },
    });
    expect(expectErr(env.server.create(admin, gbs, guestbook('gb'))).message).toBe(
      `Internal error occurred: failed calling webhook "vguestbook.kb.io": failed to call webhook: Post "${URL}": tls: failed to verify certificate: x509: certificate signed by unknown authority`,
    );
  });

  it('context deadline exceeded (packets dropped)', () => {
    const env = setup();
    addService(env);
    env.server.network.setServiceEndpoints('my-op-system', 'my-op-webhook-service', [
      { ip: '10.244.0.7', port: 9443 },
    ]);
    env.server.network.drop('10.244.0.7');
    expect(expectErr(env.server.create(admin, gbs, guestbook('gb'))).message).toBe(
      `Internal error occurred: failed calling webhook "vguestbook.kb.io": failed to call webhook: Post "${URL}": context deadline exceeded`,
    );
  });

  it('url clientConfig pointing at a developer host that refuses connections', () => {
    const env = newServer();
    installGuestbook(env.server);
    env.server.network.addHost('host.minikube.internal', '192.168.49.1');
    expectOk(
      env.server.create(
        admin,
        vwcs,
        webhookConfig({
          url: 'https://host.minikube.internal:40377/validate-webapp-my-domain-v1-guestbook',
          caBundle: CA,
        }),
      ),
    );
    expect(expectErr(env.server.create(admin, gbs, guestbook('gb'))).message).toBe(
      'Internal error occurred: failed calling webhook "vguestbook.kb.io": failed to call webhook: Post "https://host.minikube.internal:40377/validate-webapp-my-domain-v1-guestbook?timeout=10s": dial tcp 192.168.49.1:40377: connect: connection refused',
    );
  });

  it('certificate made for the in-cluster Service name, reached through a url host', () => {
    const env = newServer();
    installGuestbook(env.server);
    env.server.network.addHost('host.minikube.internal', '192.168.49.1');
    env.server.network.listen(
      '192.168.49.1',
      9443,
      validator(() => undefined),
    );
    expectOk(
      env.server.create(
        admin,
        vwcs,
        webhookConfig({
          url: 'https://host.minikube.internal:9443/validate-webapp-my-domain-v1-guestbook',
          caBundle: CA,
        }),
      ),
    );
    expect(expectErr(env.server.create(admin, gbs, guestbook('gb'))).message).toBe(
      'Internal error occurred: failed calling webhook "vguestbook.kb.io": failed to call webhook: Post "https://host.minikube.internal:9443/validate-webapp-my-domain-v1-guestbook?timeout=10s": tls: failed to verify certificate: x509: certificate is valid for my-op-webhook-service.my-op-system.svc, my-op-webhook-service.my-op-system.svc.cluster.local, not host.minikube.internal',
    );
  });

  it('failurePolicy Ignore lets the request through and the trace records the failed-open call', () => {
    const env = setup({ failurePolicy: 'Ignore' });
    const r = env.server.create(admin, gbs, guestbook('gb'));
    expect(r.ok).toBe(true);
    const call = env.trace.apiCalls().at(-1)!;
    expect(call.webhooks).toEqual([
      {
        webhook: 'vguestbook.kb.io',
        configuration: 'validating-webhook-configuration',
        mutating: false,
        url: URL,
        outcome: 'failedOpen',
        message: `failed calling webhook "vguestbook.kb.io": failed to call webhook: Post "${URL}": service "my-op-webhook-service" not found`,
      },
    ]);
  });

  it('a path the webhook server does not serve', () => {
    const env = newServer();
    installGuestbook(env.server);
    env.server.network.addHost('webhook.local', '10.1.1.1');
    env.server.network.listen('10.1.1.1', 443, {
      ...validator(() => undefined),
      certificate: { caBundle: CA, dnsNames: ['webhook.local'] },
    });
    expectOk(
      env.server.create(
        admin,
        vwcs,
        webhookConfig({ url: 'https://webhook.local/validate-wrong', caBundle: CA }),
      ),
    );
    expect(expectErr(env.server.create(admin, gbs, guestbook('gb'))).message).toBe(
      'Internal error occurred: failed calling webhook "vguestbook.kb.io": failed to call webhook: the server could not find the requested resource',
    );
  });
});

describe('webhook configuration validation (admissionregistration/v1)', () => {
  it('requires sideEffects and admissionReviewVersions, bounds timeoutSeconds, checks the URL', () => {
    const { server } = newServer();
    const st = expectErr(
      server.create(admin, vwcs, {
        metadata: { name: 'bad' },
        webhooks: [
          {
            name: 'vguestbook.kb.io',
            clientConfig: { url: 'http://localhost:9443/validate?x=1' },
            timeoutSeconds: 31,
            rules: [{ operations: ['CREATE'], apiGroups: ['*'], apiVersions: ['*'], resources: ['*'] }],
          },
        ],
      }),
    );
    expect(st.code).toBe(422);
    expect(st.message).toBe(
      'ValidatingWebhookConfiguration.admissionregistration.k8s.io "bad" is invalid: [webhooks[0].sideEffects: Required value: must specify one of None, NoneOnDryRun, webhooks[0].admissionReviewVersions: Required value: must specify one of v1, v1beta1, webhooks[0].timeoutSeconds: Invalid value: 31: the timeout value must be between 1 and 30 seconds, webhooks[0].clientConfig.url: Invalid value: "http": \'https\' is the only allowed URL scheme; desired format: https://host[/path], webhooks[0].clientConfig.url: Invalid value: "x=1": query parameters are not permitted in the URL]',
    );
  });

  it('prints a bad admissionReviewVersions list as JSON, and two controller owners by their JSON', () => {
    const { server } = newServer();
    const st = expectErr(
      server.create(admin, vwcs, {
        metadata: { name: 'bad' },
        webhooks: [
          {
            name: 'vguestbook.kb.io',
            clientConfig: { service: { name: 's', namespace: 'default', path: '/v' } },
            sideEffects: 'None',
            admissionReviewVersions: ['v2', 'v3'],
          },
        ],
      }),
    );
    expect(st.message).toBe(
      'ValidatingWebhookConfiguration.admissionregistration.k8s.io "bad" is invalid: webhooks[0].admissionReviewVersions: Invalid value: ["v2","v3"]: must include at least one of v1, v1beta1',
    );
    const owner = (name: string, uid: string) => ({
      uid,
      name,
      kind: 'ConfigMap',
      apiVersion: 'v1',
      controller: true,
    });
    const cm = expectErr(
      server.create(admin, ns(configmaps, 'default'), {
        metadata: { name: 'child', ownerReferences: [owner('a', 'u1'), owner('b', 'u2')] },
      }),
    );
    expect(cm.message).toBe(
      'ConfigMap "child" is invalid: metadata.ownerReferences: Invalid value: [{"apiVersion":"v1","kind":"ConfigMap","name":"a","uid":"u1","controller":true},{"apiVersion":"v1","kind":"ConfigMap","name":"b","uid":"u2","controller":true}]: Only one reference can have Controller set to true. Found "true" in references for ConfigMap/a and ConfigMap/b',
    );
  });

  it('fills the v1 defaults', () => {
    const { server } = newServer();
    const cfg = expectOk(
      server.create(
        admin,
        vwcs,
        webhookConfig({ service: { name: 's', namespace: 'default', path: '/v' } }, { failurePolicy: null }),
      ),
    );
    const w = (cfg.webhooks as JsonObject[])[0];
    expect(w).toMatchObject({
      failurePolicy: 'Fail',
      matchPolicy: 'Equivalent',
      timeoutSeconds: 10,
      namespaceSelector: {},
      objectSelector: {},
    });
    expect((w.clientConfig as JsonObject).service).toEqual({
      name: 's',
      namespace: 'default',
      path: '/v',
      port: 443,
    });
  });
});

describe('webhook answered', () => {
  function running(deny: (o: JsonObject) => string | undefined, extra: JsonObject = {}) {
    const env = setup(extra);
    addService(env);
    env.server.network.setServiceEndpoints('my-op-system', 'my-op-webhook-service', [
      { ip: '10.244.0.7', port: 9443 },
    ]);
    env.server.network.listen('10.244.0.7', 9443, validator(deny));
    return env;
  }

  it('denied: `admission webhook "<name>" denied the request: <message>` with the webhook\'s code', () => {
    const env = running((o) =>
      ((o.spec as JsonObject).size as number) > 5 ? 'size must be at most 5' : undefined,
    );
    const ok = env.server.create(admin, gbs, guestbook('small'));
    expect(ok.ok && ok.warnings).toEqual(['spec.size is large']);
    const st = expectErr(env.server.create(admin, gbs, guestbook('big', 'default', { size: 6 })));
    expect(st.code).toBe(403);
    expect(st.reason).toBe('Forbidden');
    expect(st.message).toBe(
      'admission webhook "vguestbook.kb.io" denied the request: size must be at most 5',
    );
  });

  it('a webhook that answers allowed: false with code 500 (controller-runtime Errored after a panic) keeps its code: ToStatusErr raises only codes under 400', () => {
    const env = setup();
    addService(env);
    env.server.network.setServiceEndpoints('my-op-system', 'my-op-webhook-service', [
      { ip: '10.244.0.7', port: 9443 },
    ]);
    const base = validator(() => undefined);
    env.server.network.listen('10.244.0.7', 9443, {
      ...base,
      handle(_path, review): HttpReply {
        const req = review.request as JsonObject;
        return {
          kind: 'review',
          review: {
            apiVersion: 'admission.k8s.io/v1',
            kind: 'AdmissionReview',
            response: {
              uid: req.uid,
              allowed: false,
              status: { code: 500, message: 'panic: boom [recovered]' },
            },
          },
        };
      },
    });
    const st = expectErr(env.server.create(admin, gbs, guestbook('gb')));
    expect(st.code).toBe(500);
    expect(st.reason).toBe('');
    expect(st.message).toBe(
      'admission webhook "vguestbook.kb.io" denied the request: panic: boom [recovered]',
    );
  });

  it('slower than timeoutSeconds: context deadline exceeded', () => {
    const env = setup({ timeoutSeconds: 2 });
    addService(env);
    env.server.network.setServiceEndpoints('my-op-system', 'my-op-webhook-service', [
      { ip: '10.244.0.7', port: 9443 },
    ]);
    env.server.network.listen(
      '10.244.0.7',
      9443,
      validator(() => undefined, { latencyMs: 2500 }),
    );
    expect(expectErr(env.server.create(admin, gbs, guestbook('gb'))).message).toBe(
      `Internal error occurred: failed calling webhook "vguestbook.kb.io": failed to call webhook: Post "${URL.replace('timeout=10s', 'timeout=2s')}": context deadline exceeded`,
    );
  });

  it('dry run against a webhook with side effects: 400 `admission webhook "<name>" does not support dry run`', () => {
    const env = running(() => undefined);
    // sideEffects Unknown can only exist from admissionregistration/v1beta1 days: store it as such
    const cfg = expectOk(env.server.get(admin, vwcs, 'validating-webhook-configuration'));
    (cfg.webhooks as JsonObject[])[0].sideEffects = 'Unknown';
    const rv = env.server.store.nextRevision();
    (cfg.metadata as JsonObject).resourceVersion = String(rv);
    env.server.store.put(
      'validatingwebhookconfigurations.admissionregistration.k8s.io',
      '',
      'validating-webhook-configuration',
      cfg,
      rv,
    );
    const st = expectErr(env.server.create(admin, gbs, guestbook('gb'), { dryRun: true }));
    expect(st.code).toBe(400);
    expect(st.message).toBe('admission webhook "vguestbook.kb.io" does not support dry run');
    // a real create is still allowed, and a dry run against sideEffects None works
    expectOk(env.server.create(admin, gbs, guestbook('gb')));
  });

  it('objectSelector and namespaceSelector limit which requests are sent', () => {
    const env = running(() => 'always denied', {
      namespaceSelector: { matchLabels: { webhooks: 'on' } },
    });
    expectOk(env.server.create(admin, gbs, guestbook('gb'))); // default namespace lacks the label
    expectOk(
      env.server.create(admin, namespaces, { metadata: { name: 'guarded', labels: { webhooks: 'on' } } }),
    );
    expect(
      expectErr(env.server.create(admin, ns(guestbooks, 'guarded'), guestbook('gb', 'guarded'))).code,
    ).toBe(403);
  });

  it('a mutating webhook patches the object with a base64 JSON patch', () => {
    const env = newServer();
    installGuestbook(env.server);
    env.server.network.addHost('mutator.local', '10.1.1.2');
    env.server.network.listen('10.1.1.2', 443, {
      certificate: { caBundle: CA, dnsNames: ['mutator.local'] },
      handle: (_p, review) => {
        const req = review.request as JsonObject;
        const patch = encodeBase64(
          JSON.stringify([{ op: 'add', path: '/metadata/labels', value: { mutated: 'yes' } }]),
        );
        return {
          kind: 'review',
          review: { response: { uid: req.uid, allowed: true, patchType: 'JSONPatch', patch } },
        };
      },
    });
    expectOk(
      env.server.create(admin, mwcs, {
        metadata: { name: 'mutating-webhook-configuration' },
        webhooks: [
          {
            name: 'mguestbook.kb.io',
            admissionReviewVersions: ['v1'],
            sideEffects: 'None',
            clientConfig: { url: 'https://mutator.local/mutate', caBundle: CA },
            rules: [
              { operations: ['CREATE'], apiGroups: ['*'], apiVersions: ['*'], resources: ['guestbooks'] },
            ],
          },
        ],
      }),
    );
    const created = expectOk(env.server.create(admin, gbs, guestbook('gb')));
    expect(meta(created).labels).toEqual({ mutated: 'yes' });
    expect(env.trace.apiCalls().at(-1)!.webhooks[0].outcome).toBe('patched');
  });
});

/**
 * What an update may not change, as kube-apiserver 1.34 words it: a StatefulSet's spec outside the
 * fields ValidateStatefulSetUpdate lets through (one Forbidden on `spec`, no selector error of its
 * own), and a Service's cluster IPs (validateUpgradeDowngradeClusterIPs, after the Service storage's
 * normalizeClusterIPs, which is why a changed clusterIP is reported on clusterIPs).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns, services } from '../helpers.ts';

const statefulsets = ns({ group: 'apps', version: 'v1', resource: 'statefulsets' }, 'default');
const svcs = ns(services, 'default');
const FORBIDDEN =
  "spec: Forbidden: updates to statefulset spec for fields other than 'replicas', 'ordinals', 'template', 'updateStrategy', 'revisionHistoryLimit', 'persistentVolumeClaimRetentionPolicy' and 'minReadySeconds' are forbidden";

const statefulSet = (): JsonObject => ({
  apiVersion: 'apps/v1',
  kind: 'StatefulSet',
  metadata: { name: 'db' },
  spec: {
    serviceName: 'db',
    replicas: 1,
    selector: { matchLabels: { app: 'db' } },
    template: {
      metadata: { labels: { app: 'db' } },
      spec: { containers: [{ name: 'db', image: 'postgres:16' }] },
    },
    volumeClaimTemplates: [
      {
        metadata: { name: 'data' },
        spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
      },
    ],
  },
});

describe('StatefulSet updates', () => {
  it('replicas, template and minReadySeconds may change; serviceName, claim templates and selector may not', () => {
    const { server } = newServer();
    const live = expectOk(server.create(admin, statefulsets, statefulSet())) as JsonObject;
    const spec = live.spec as JsonObject;
    const update = (s: JsonObject) =>
      server.update(admin, statefulsets, { ...live, spec: { ...spec, ...s } });
    expectOk(update({ replicas: 3, minReadySeconds: 5 }));
    const now = expectOk(server.get(admin, statefulsets, 'db')) as JsonObject;
    const again = (s: JsonObject) =>
      server.update(admin, statefulsets, { ...now, spec: { ...(now.spec as JsonObject), ...s } });
    expect(expectErr(again({ serviceName: 'other' })).message).toBe(
      `StatefulSet.apps "db" is invalid: ${FORBIDDEN}`,
    );
    const claims = [
      {
        metadata: { name: 'data' },
        spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '2Gi' } } },
      },
    ];
    expect(expectErr(again({ volumeClaimTemplates: claims })).code).toBe(422);
    expect(expectErr(again({ volumeClaimTemplates: claims })).message).toBe(
      `StatefulSet.apps "db" is invalid: ${FORBIDDEN}`,
    );
    // a new selector that still matches the template: only the Forbidden, no "field is immutable"
    const selector = { matchLabels: { app: 'db' }, matchExpressions: [{ key: 'app', operator: 'Exists' }] };
    expect(expectErr(again({ selector })).message).toBe(`StatefulSet.apps "db" is invalid: ${FORBIDDEN}`);
  });
});

describe('Service cluster IPs', () => {
  const service = (): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name: 'web' },
    spec: { selector: { app: 'web' }, ports: [{ port: 80 }] },
  });

  it('making a Service headless, or moving its IP, is refused on clusterIPs', () => {
    const { server } = newServer();
    const live = expectOk(server.create(admin, svcs, service())) as JsonObject;
    const spec = live.spec as JsonObject;
    const update = (clusterIP: string) =>
      expectErr(server.update(admin, svcs, { ...live, spec: { ...spec, clusterIP } })).message;
    expect(update('None')).toBe(
      'Service "web" is invalid: spec.clusterIPs[0]: Invalid value: ["None"]: may not change once set',
    );
    expect(update('10.96.200.200')).toBe(
      'Service "web" is invalid: spec.clusterIPs[0]: Invalid value: ["10.96.200.200"]: may not change once set',
    );
  });

  it('the cluster IP errors come before the new spec own errors', () => {
    const { server } = newServer();
    const live = expectOk(server.create(admin, svcs, service())) as JsonObject;
    const spec = live.spec as JsonObject;
    const st = expectErr(
      server.update(admin, svcs, {
        ...live,
        spec: { ...spec, clusterIP: 'None', ports: [{ port: 80, protocol: 'HTTP' }] },
      }),
    );
    expect(st.message).toBe(
      'Service "web" is invalid: [spec.clusterIPs[0]: Invalid value: ["None"]: may not change once set, spec.ports[0].protocol: Unsupported value: "HTTP": supported values: "SCTP", "TCP", "UDP"]',
    );
  });
});

describe('Deployment selector on update', () => {
  it('is compared as Semantic.DeepEqual does: label order and an empty matchExpressions do not count', () => {
    const { server } = newServer();
    const deploys = ns({ group: 'apps', version: 'v1', resource: 'deployments' }, 'default');
    // kubectl keeps the manifest's order; a Go client sends maps sorted by key
    const live = expectOk(
      server.create(admin, deploys, {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'frontend' },
        spec: {
          selector: { matchLabels: { tier: 'frontend', app: 'guestbook' } },
          template: {
            metadata: { labels: { tier: 'frontend', app: 'guestbook' } },
            spec: { containers: [{ name: 'php-redis', image: 'gcr.io/google_samples/gb-frontend:v5' }] },
          },
        },
      }),
    ) as JsonObject;
    const withSelector = (o: JsonObject, selector: JsonObject) => ({
      ...o,
      spec: { ...(o.spec as JsonObject), selector },
    });
    const sorted = { matchLabels: { app: 'guestbook', tier: 'frontend' } };
    const next = expectOk(server.update(admin, deploys, withSelector(live, sorted))) as JsonObject;
    expectOk(server.update(admin, deploys, withSelector(next, { ...sorted, matchExpressions: [] })));
    const now = expectOk(server.get(admin, deploys, 'frontend')) as JsonObject;
    const changed = { matchLabels: { app: 'guestbook' } };
    expect(expectErr(server.update(admin, deploys, withSelector(now, changed))).message).toBe(
      'Deployment.apps "frontend" is invalid: spec.selector: Invalid value: {"matchLabels":{"app":"guestbook"}}: field is immutable',
    );
  });
});

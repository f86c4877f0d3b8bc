/**
 * Server-side apply makes the applied object typed before it merges anything, and refuses what
 * structured-merge-diff cannot key: a list-map item that leaves out a key field without a default,
 * and two items with the same key. The error is a plain Go error, so kube-apiserver answers a 500
 * without a reason: `failed to create typed patch object (<ns>/<name>; <group>/<version>,
 * Kind=<kind>): <path>: element <i>: …` ([AM] managedfields/internal/structuredmerge.go,
 * [SMD] typed/validate.go and typed/helpers.go).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import {
  admin,
  deployments,
  expectErr,
  expectOk,
  guestbook,
  guestbooks,
  installGuestbook,
  newServer,
  ns,
  pods,
  services,
} from '../helpers.ts';

const deploys = ns(deployments, 'default');

const deployment = (containers: JsonObject[]): JsonObject => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web', namespace: 'default' },
  spec: {
    selector: { matchLabels: { app: 'web' } },
    template: { metadata: { labels: { app: 'web' } }, spec: { containers } },
  },
});

describe('the typed check of an applied object', () => {
  it('a container without a name is refused before anything is created', () => {
    const { server } = newServer();
    const st = expectErr(
      server.patch(admin, deploys, 'web', 'apply', deployment([{ image: 'nginx' }]), { fieldManager: 'op' }),
    );
    expect(st.code).toBe(500);
    expect(st.reason).toBe('');
    expect(st.message).toBe(
      'failed to create typed patch object (default/web; apps/v1, Kind=Deployment): .spec.template.spec.containers: element 0: associative list with keys has an element that omits key field "name" (and doesn\'t have default value)',
    );
    expect(st.details).toBeUndefined();
    expect(expectErr(server.get(admin, deploys, 'web')).code).toBe(404);
  });

  it('a key field with a default may be left out; one without may not (a port of a container)', () => {
    const { server } = newServer();
    // protocol defaults to TCP, so containerPort alone keys the item
    expectOk(
      server.patch(
        admin,
        deploys,
        'web',
        'apply',
        deployment([{ name: 'web', image: 'nginx', ports: [{ containerPort: 80 }] }]),
        { fieldManager: 'op' },
      ),
    );
    const st = expectErr(
      server.patch(
        admin,
        deploys,
        'web',
        'apply',
        deployment([{ name: 'web', image: 'nginx', ports: [{ name: 'http' }] }]),
        { fieldManager: 'op' },
      ),
    );
    expect(st.message).toBe(
      'failed to create typed patch object (default/web; apps/v1, Kind=Deployment): .spec.template.spec.containers[name="web"].ports: element 0: associative list with keys has an element that omits key field "containerPort" (and doesn\'t have default value)',
    );
  });

  it('duplicate keys are refused in an applied object, each error under `errors:` when there are several', () => {
    const { server } = newServer();
    const pod = {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'p', namespace: 'default' },
      spec: {
        containers: [
          {
            name: 'a',
            image: 'busybox',
            env: [
              { name: 'X', value: '1' },
              { name: 'X', value: '2' },
            ],
          },
        ],
      },
    };
    const one = expectErr(
      server.patch(admin, ns(pods, 'default'), 'p', 'apply', pod, { fieldManager: 'op' }),
    );
    expect(one.message).toBe(
      'failed to create typed patch object (default/p; /v1, Kind=Pod): .spec.containers[name="a"].env: duplicate entries for key [name="X"]',
    );
    const svc: JsonObject = {
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 's', namespace: 'default' },
      spec: { ports: [{ port: 80 }, { port: 80, protocol: 'TCP' }, { targetPort: 8080 }] },
    };
    const two = expectErr(
      server.patch(admin, ns(services, 'default'), 's', 'apply', svc, { fieldManager: 'op' }),
    );
    expect(two.message).toBe(
      'failed to create typed patch object (default/s; /v1, Kind=Service): errors:\n  .spec.ports: duplicate entries for key [port=80,protocol="TCP"]\n  .spec.ports: element 2: associative list with keys has an element that omits key field "port" (and doesn\'t have default value)',
    );
  });

  it('a list that merges by a key of the same name elsewhere is not checked as a list-map', () => {
    const { server } = newServer();
    const policy = {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: { name: 'np', namespace: 'default' },
      spec: { podSelector: {}, ingress: [{ ports: [{ port: 80 }] }] },
    };
    expectOk(
      server.patch(
        admin,
        ns({ group: 'networking.k8s.io', version: 'v1', resource: 'networkpolicies' }, 'default'),
        'np',
        'apply',
        policy,
        { fieldManager: 'op' },
      ),
    );
  });
});

describe('the typed check of an applied custom resource, against its CRD’s schema', () => {
  // [AX] customresource_handler.go: the type converter is built from the structural schema, so a
  // field the schema does not declare stops the apply before anything is merged or pruned
  it('an undeclared field is refused; preserve-unknown-fields and metadata are not walked', () => {
    const { server } = newServer();
    installGuestbook(server);
    const gbs = ns(guestbooks, 'default');
    const st = expectErr(
      server.patch(admin, gbs, 'gb', 'apply', guestbook('gb', 'default', { size: 1, foo: 1 }), {
        fieldManager: 'op',
      }),
    );
    expect([st.code, st.reason, st.message]).toEqual([
      500,
      '',
      'failed to create typed patch object (default/gb; webapp.my.domain/v1, Kind=Guestbook): .spec.foo: field not declared in schema',
    ]);
    expect(
      expectErr(
        server.patch(admin, gbs, 'gb', 'apply', guestbook('gb', 'default', { size: 'one' }), {
          fieldManager: 'op',
        }),
      ).message,
    ).toBe(
      'failed to create typed patch object (default/gb; webapp.my.domain/v1, Kind=Guestbook): .spec.size: expected numeric (int or float), got string',
    );
    const labelled = guestbook('gb');
    (labelled.metadata as JsonObject).labels = { a: 'b' };
    expectOk(server.patch(admin, gbs, 'gb', 'apply', labelled, { fieldManager: 'op' }));
  });
});

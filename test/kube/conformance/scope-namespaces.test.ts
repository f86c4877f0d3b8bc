/**
 * SEMANTICS.md checklist — "Cache and namespaces" lines the API server alone shows (NotFound wording, list
 * across namespaces, cluster scope) and the namespace lifecycle messages.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import {
  admin,
  configmaps,
  expectErr,
  expectOk,
  guestbook,
  guestbooks,
  installGuestbook,
  meta,
  namespaces,
  newServer,
  nodes,
  ns,
  pods,
} from '../helpers.ts';

describe('API-server NotFound uses the plural resource: `guestbooks.webapp.my.domain "gb" not found`', () => {
  it('custom resource and core resource', () => {
    const { server } = newServer();
    installGuestbook(server);
    const st = expectErr(server.get(admin, ns(guestbooks, 'default'), 'gb'));
    expect(st).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'guestbooks.webapp.my.domain "gb" not found',
      reason: 'NotFound',
      details: { name: 'gb', group: 'webapp.my.domain', kind: 'guestbooks' },
      code: 404,
    });
    const p = expectErr(server.get(admin, ns(pods, 'default'), 'web'));
    expect(p.message).toBe('pods "web" not found');
    expect(p.details).toEqual({ name: 'web', kind: 'pods' });
  });
});

describe('Direct client with empty namespace (server side of the request the client refuses to send)', () => {
  it('a namespaced built-in addressed without a namespace has no route: 404 `the server could not find the requested resource`', () => {
    const { server } = newServer();
    const st = expectErr(server.patch(admin, pods, 'web', 'merge', { metadata: { labels: { a: 'b' } } }));
    expect(st.code).toBe(404);
    expect(st.reason).toBe('NotFound');
    expect(st.message).toBe('the server could not find the requested resource');
    expect(st.details).toEqual({});
  });

  it('a namespaced CRD addressed without a namespace: `the server could not find the requested resource (patch guestbooks.webapp.my.domain gb)`', () => {
    const { server } = newServer();
    installGuestbook(server);
    const st = expectErr(server.patch(admin, guestbooks, 'gb', 'merge', { spec: { size: 2 } }));
    expect(st.code).toBe(404);
    expect(st.message).toBe(
      'the server could not find the requested resource (patch guestbooks.webapp.my.domain gb)',
    );
  });
});

describe('List without InNamespace → all namespaces; no implicit default namespace', () => {
  it('a list without namespace returns objects of every namespace, a namespaced list only its own', () => {
    const { server } = newServer();
    for (const n of ['a', 'b']) expectOk(server.create(admin, namespaces, { metadata: { name: n } }));
    expectOk(server.create(admin, ns(configmaps, 'a'), { metadata: { name: 'x' } }));
    expectOk(server.create(admin, ns(configmaps, 'b'), { metadata: { name: 'y' } }));
    const all = expectOk(server.list(admin, configmaps));
    expect((all.items as JsonObject[]).map((i) => `${meta(i).namespace}/${meta(i).name}`)).toEqual([
      'a/x',
      'b/y',
    ]);
    expect(all.kind).toBe('ConfigMapList');
    const onlyA = expectOk(server.list(admin, ns(configmaps, 'a')));
    expect((onlyA.items as JsonObject[]).length).toBe(1);
  });

  it('label and field selectors filter lists; unknown field selectors are 400', () => {
    const { server } = newServer();
    const c = ns(configmaps, 'default');
    expectOk(server.create(admin, c, { metadata: { name: 'x', labels: { app: 'web', tier: 'fe' } } }));
    expectOk(server.create(admin, c, { metadata: { name: 'y', labels: { app: 'db' } } }));
    const names = (sel: { labelSelector?: string; fieldSelector?: string }) =>
      (expectOk(server.list(admin, c, sel)).items as JsonObject[]).map((i) => meta(i).name);
    expect(names({ labelSelector: 'app=web' })).toEqual(['x']);
    expect(names({ labelSelector: 'app in (web,db),!tier' })).toEqual(['y']);
    expect(names({ labelSelector: 'tier' })).toEqual(['x']);
    expect(names({ fieldSelector: 'metadata.name=y' })).toEqual(['y']);
    const st = expectErr(server.list(admin, c, { fieldSelector: 'spec.foo=bar' }));
    expect(st.code).toBe(400);
    expect(st.message).toBe(
      '"spec.foo" is not a known field selector: only "metadata.name", "metadata.namespace"',
    );
  });
});

describe('Cluster-scoped: Get ignores the namespace; cached List with InNamespace → empty list; direct List ignores it; DeleteAllOf with InNamespace deletes everything; server clears `metadata.namespace` on writes. Never panic.', () => {
  it('the server clears metadata.namespace of cluster-scoped objects on create and update', () => {
    const { server } = newServer();
    const n = expectOk(server.create(admin, nodes, { metadata: { name: 'n1', namespace: 'x' } }));
    expect(meta(n).namespace).toBeUndefined();
    const u = expectOk(
      server.update(admin, nodes, { ...n, metadata: { ...meta(n), namespace: 'y', labels: { a: 'b' } } }),
    );
    expect(meta(u).namespace).toBeUndefined();
  });

  it('cluster-scoped custom resources too, and a namespaced URL for them has no route', () => {
    const { server } = newServer();
    installGuestbook(server, { scope: 'Cluster' });
    const g = expectOk(server.create(admin, guestbooks, guestbook('gb', 'ns1')));
    expect(meta(g).namespace).toBeUndefined();
    expect(expectErr(server.get(admin, ns(guestbooks, 'ns1'), 'gb')).message).toBe(
      'the server could not find the requested resource',
    );
  });

  it('deletecollection at cluster scope removes every object of the kind', () => {
    const { server } = newServer();
    for (const n of ['n1', 'n2', 'n3']) expectOk(server.create(admin, nodes, { metadata: { name: n } }));
    const r = expectOk(server.deleteCollection(admin, nodes));
    expect((r.items as JsonObject[]).length).toBe(3);
    expect((expectOk(server.list(admin, nodes)).items as JsonObject[]).length).toBe(0);
  });
});

describe('Namespace existence and lifecycle', () => {
  it('creating in a namespace that does not exist: 404 `namespaces "<ns>" not found`', () => {
    const { server } = newServer();
    const st = expectErr(server.create(admin, ns(configmaps, 'missing'), { metadata: { name: 'cm' } }));
    expect(st.code).toBe(404);
    expect(st.message).toBe('namespaces "missing" not found');
    expect(st.details).toEqual({ name: 'missing', kind: 'namespaces' });
  });

  it('creating in a terminating namespace: 403 `unable to create new content in namespace <ns> because it is being terminated`', () => {
    const { server } = newServer();
    expectOk(server.create(admin, namespaces, { metadata: { name: 'doomed' } }));
    const cm = expectOk(
      server.create(admin, ns(configmaps, 'doomed'), {
        metadata: { name: 'held', finalizers: ['example.com/hold'] },
      }),
    );
    const del = expectOk(server.delete(admin, namespaces, 'doomed'));
    expect((del.status as JsonObject).phase).toBe('Terminating');
    const st = expectErr(server.create(admin, ns(configmaps, 'doomed'), { metadata: { name: 'new' } }));
    expect(st.code).toBe(403);
    expect(st.reason).toBe('Forbidden');
    expect(st.message).toBe(
      'configmaps "new" is forbidden: unable to create new content in namespace doomed because it is being terminated',
    );
    // the namespace deleter's status conditions name what is left and the finalizers holding it
    // (kubernetes pkg/controller/namespace/deletion/status_condition_utils.go)
    const doomed = expectOk(server.get(admin, namespaces, 'doomed'));
    const conditions = ((doomed.status as JsonObject).conditions as JsonObject[]).map((c) => [
      c.type,
      c.status,
      c.reason,
      c.message,
    ]);
    expect(conditions).toEqual([
      [
        'NamespaceDeletionDiscoveryFailure',
        'False',
        'ResourcesDiscovered',
        'All resources successfully discovered',
      ],
      [
        'NamespaceDeletionGroupVersionParsingFailure',
        'False',
        'ParsedGroupVersions',
        'All legacy kube types successfully parsed',
      ],
      [
        'NamespaceDeletionContentFailure',
        'False',
        'ContentDeleted',
        'All content successfully deleted, may be waiting on finalization',
      ],
      [
        'NamespaceContentRemaining',
        'True',
        'SomeResourcesRemain',
        'Some resources are remaining: configmaps. has 1 resource instances',
      ],
      [
        'NamespaceFinalizersRemaining',
        'True',
        'SomeFinalizerRemain',
        'Some finalizers are remaining: example.com/hold in 1 resource instances',
      ],
    ]);
    // the namespace goes once its last object's finalizer is removed
    const held = expectOk(server.get(admin, ns(configmaps, 'doomed'), 'held'));
    expect(meta(held).deletionTimestamp).toBeDefined();
    expectOk(
      server.update(admin, ns(configmaps, 'doomed'), {
        ...held,
        metadata: { ...meta(held), finalizers: [] },
      }),
    );
    expect(meta(cm).name).toBe('held');
    expect(expectErr(server.get(admin, namespaces, 'doomed')).message).toBe('namespaces "doomed" not found');
  });

  it('names are validated with the real DNS-1123 messages', () => {
    const { server } = newServer();
    const st = expectErr(server.create(admin, ns(configmaps, 'default'), { metadata: { name: 'Bad_Name' } }));
    expect(st.message).toBe(
      `ConfigMap "Bad_Name" is invalid: metadata.name: Invalid value: "Bad_Name": a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')`,
    );
    const empty = expectErr(server.create(admin, ns(configmaps, 'default'), { metadata: {} }));
    expect(empty.message).toBe(
      'ConfigMap "" is invalid: metadata.name: Required value: name or generateName is required',
    );
    const gen = expectOk(
      server.create(admin, ns(configmaps, 'default'), { metadata: { generateName: 'cm-' } }),
    );
    expect(String(meta(gen).name)).toMatch(/^cm-[bcdfghjklmnpqrstvwxz2456789]{5}$/);
  });

  it('the object namespace must match the request namespace', () => {
    const { server } = newServer();
    const st = expectErr(
      server.create(admin, ns(configmaps, 'default'), { metadata: { name: 'cm', namespace: 'kube-system' } }),
    );
    expect(st.code).toBe(400);
    expect(st.message).toBe(
      'the namespace of the provided object does not match the namespace sent on the request',
    );
  });
});

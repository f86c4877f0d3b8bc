/**
 * SEMANTICS.md checklist — "Cache and namespaces", through the manager's client.
 */
import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/index.ts';
import { errorMessage, informerSyncTimeout, isNotFound } from '../../../src/kube/runtime/index.ts';
import { admin, expectOk, ns } from '../helpers.ts';
import { CONFIGMAP, cluster, GUESTBOOK, gb, NODE, POD, SECRET } from './env.ts';

const names = (objs: KubeObject[]) =>
  objs.map(
    (o) =>
      `${(o.metadata as { namespace?: string }).namespace ?? ''}/${(o.metadata as { name: string }).name}`,
  );

describe('Manager cache is cluster-wide by default; informers start lazily on first Get/List of a type and require list+watch RBAC', () => {
  it('the first Get of a type starts a cluster-wide list+watch under the manager identity, then serves any namespace', () => {
    const { server, mgr, trace } = cluster();
    expectOk(
      server.create(admin, ns({ group: '', version: 'v1', resource: 'configmaps' }, 'team-b'), {
        metadata: { name: 'cfg' },
      }),
    );
    expect(mgr.cache.informersList()).toEqual([]);
    const r = mgr.client.get(CONFIGMAP, { namespace: 'team-b', name: 'cfg' });
    expect(r.ok).toBe(true);
    const calls = trace
      .apiCalls()
      .filter(
        (c) => c.resource === 'configmaps' && c.identity.username.startsWith('system:serviceaccount:my-op'),
      );
    expect(calls.map((c) => `${c.verb} ${c.namespace || '(cluster)'} ${c.clientPath}`)).toEqual([
      'list (cluster) cache',
      'watch (cluster) cache',
    ]);
    const read = trace
      .events()
      .filter((e) => e.kind === 'cacheRead')
      .at(-1);
    expect(read).toMatchObject({
      kind: 'cacheRead',
      verb: 'get',
      namespace: 'team-b',
      name: 'cfg',
      result: { code: 200 },
    });
  });

  it('without list/watch permission the informer never syncs; the reflector logs `Failed to watch` with backoff', () => {
    const { mgr, clock } = cluster();
    const r = mgr.client.get(SECRET, { namespace: 'team-a', name: 's' });
    expect(r.ok).toBe(false);
    expect('notSynced' in r).toBe(true);
    clock.advance(3000);
    const logs = mgr.logs.entries.filter((e) => e.msg === 'Failed to watch');
    expect(logs.map((e) => e.time - logs[0].time)).toEqual([0, 800, 2400]);
    expect(logs[0].error).toBe(
      'failed to list *v1.Secret: secrets is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot list resource "secrets" in API group "" at the cluster scope',
    );
    expect(logs[0].logger).toBe('UnhandledError');
    expect(logs[0].fields).toContainEqual(['type', '*v1.Secret']);
    // with a context deadline, Informers.Get gives up with a Timeout
    if ('notSynced' in r) {
      const t = informerSyncTimeout(r.notSynced.informer);
      expect(t.kind === 'status' && t.status).toMatchObject({
        code: 504,
        reason: 'Timeout',
        message: 'Timeout: failed waiting for *v1.Secret Informer to sync',
      });
    }
  });
});

describe('`DefaultNamespaces` (v0.16+): Get/List outside the configured namespaces → plain error `unable to get: <ns>/<name> because of unknown namespace for the cache` / `unable to list: <ns> because of unknown namespace for the cache` (not NotFound); `""` key = all other namespaces; cluster-scoped types always served', () => {
  it('reads outside DefaultNamespaces are plain errors', () => {
    const { mgr } = cluster({ cache: { defaultNamespaces: ['team-a'] } });
    const g = mgr.client.get(CONFIGMAP, { namespace: 'team-b', name: 'my-secret' });
    expect(g.ok).toBe(false);
    if (!g.ok && 'error' in g) {
      expect(g.error).toEqual({
        kind: 'plain',
        message: 'unable to get: team-b/my-secret because of unknown namespace for the cache',
      });
      expect(isNotFound(g.error)).toBe(false);
    }
    const l = mgr.client.list(CONFIGMAP, { namespace: 'team-b' });
    expect(!l.ok && 'error' in l && l.error).toEqual({
      kind: 'plain',
      message: 'unable to list: team-b because of unknown namespace for the cache',
    });
    const empty = mgr.client.get(GUESTBOOK, { namespace: '', name: 'gb' });
    expect(!empty.ok && 'error' in empty && errorMessage(empty.error)).toBe(
      'unable to get: /gb because of unknown namespace for the cache',
    );
  });

  it('reads inside the configured namespaces work; a list without namespace concatenates them, with one informer each', () => {
    const { server, mgr, trace } = cluster({ cache: { defaultNamespaces: ['team-a', 'team-b'] } });
    const gbs = { group: 'webapp.my.domain', version: 'v1', resource: 'guestbooks' };
    for (const n of ['team-a', 'team-b', 'my-op-system'])
      expectOk(server.create(admin, ns(gbs, n), gb('g', n)));
    expect(mgr.client.get(GUESTBOOK, { namespace: 'team-b', name: 'g' }).ok).toBe(true);
    const all = mgr.client.list(GUESTBOOK);
    expect(all.ok && names(all.value)).toEqual(['team-a/g', 'team-b/g']);
    const lists = trace
      .apiCalls()
      .filter((c) => c.verb === 'list' && c.resource === 'guestbooks' && c.clientPath === 'cache');
    // each namespace's informer starts lazily on first use: team-b on the Get, team-a on the List
    expect(lists.map((c) => c.namespace)).toEqual(['team-b', 'team-a']);
  });

  it('the "" key covers all other namespaces; cluster-scoped types are always served', () => {
    const { server, mgr } = cluster({ cache: { defaultNamespaces: ['team-a', ''] } });
    expectOk(
      server.create(admin, ns({ group: '', version: 'v1', resource: 'configmaps' }, 'team-b'), {
        metadata: { name: 'c' },
      }),
    );
    expectOk(
      server.create(admin, { group: '', version: 'v1', resource: 'nodes' }, { metadata: { name: 'n1' } }),
    );
    expect(mgr.client.get(CONFIGMAP, { namespace: 'team-b', name: 'c' }).ok).toBe(true);
    const restricted = cluster({ cache: { defaultNamespaces: ['team-a'] } });
    expectOk(
      restricted.server.create(
        admin,
        { group: '', version: 'v1', resource: 'nodes' },
        { metadata: { name: 'n1' } },
      ),
    );
    expect(restricted.mgr.client.get(NODE, { namespace: '', name: 'n1' }).ok).toBe(true);
  });

  it('ByObject.Namespaces on a cluster-scoped type is rejected', () => {
    expect(() => cluster({ cache: { byObject: { 'v1/Node': { namespaces: ['team-a'] } } } })).toThrow(
      'type *v1.Node is not namespaced, but its ByObject.Namespaces setting is not nil',
    );
  });
});

describe('Cached Get of a namespaced kind with empty namespace → 404 with **Kind** in the message: `Guestbook.webapp.my.domain "gb" not found` / `Pod "web" not found`', () => {
  it('the cache reports the Kind, not the plural resource', () => {
    const { server, mgr } = cluster();
    expectOk(
      server.create(
        admin,
        ns({ group: 'webapp.my.domain', version: 'v1', resource: 'guestbooks' }, 'team-a'),
        gb('gb', 'team-a'),
      ),
    );
    const g = mgr.client.get(GUESTBOOK, { namespace: '', name: 'gb' });
    expect(!g.ok && 'error' in g && g.error.kind === 'status' && g.error.status).toMatchObject({
      code: 404,
      reason: 'NotFound',
      message: 'Guestbook.webapp.my.domain "gb" not found',
      details: { name: 'gb', group: 'webapp.my.domain', kind: 'Guestbook' },
    });
    const p = mgr.client.get(POD, { namespace: '', name: 'web' });
    expect(!p.ok && 'error' in p && errorMessage(p.error)).toBe('Pod "web" not found');
    expect(!p.ok && 'error' in p && isNotFound(p.error)).toBe(true);
  });
});

describe('Direct client with empty namespace: `an empty namespace may not be set when a resource name is provided` (GET/PUT/DELETE), `an empty namespace may not be set during creation` (Create) — client-side, not an APIStatus; empty name → `resource name may not be empty`', () => {
  it('preflight errors never reach the server', () => {
    const { mgr, trace } = cluster();
    const before = trace.apiCalls().length;
    const reader = mgr.apiReader;
    const get = reader.get(GUESTBOOK, { namespace: '', name: 'gb' });
    expect(!get.ok && get.error).toEqual({
      kind: 'plain',
      message: 'an empty namespace may not be set when a resource name is provided',
    });
    const child = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'child' } };
    const create = mgr.client.create(child);
    expect(!create.ok && create.error).toEqual({
      kind: 'plain',
      message: 'an empty namespace may not be set during creation',
    });
    const upd = mgr.client.update({ ...child, metadata: { name: 'child', resourceVersion: '1' } });
    expect(!upd.ok && errorMessage(upd.error)).toBe(
      'an empty namespace may not be set when a resource name is provided',
    );
    const del = mgr.client.delete(child);
    expect(!del.ok && errorMessage(del.error)).toBe(
      'an empty namespace may not be set when a resource name is provided',
    );
    const noName = reader.get(GUESTBOOK, { namespace: 'team-a', name: '' });
    expect(!noName.ok && errorMessage(noName.error)).toBe('resource name may not be empty');
    expect(trace.apiCalls().length).toBe(before);
    expect(trace.events().filter((e) => e.kind === 'clientError').length).toBe(5);
  });

  it('Patch is not pre-checked: it reaches the server and gets the no-route 404', () => {
    const { mgr } = cluster();
    const r = mgr.client.patch(gb('gb', ''), { type: 'merge', data: { spec: { size: 2 } } });
    expect(!r.ok && errorMessage(r.error)).toBe(
      'the server could not find the requested resource (patch guestbooks.webapp.my.domain gb)',
    );
    expect(!r.ok && isNotFound(r.error)).toBe(true);
  });
});

describe('List without InNamespace → all namespaces in the cache; no implicit default namespace', () => {
  it('lists every namespace', () => {
    const { server, mgr } = cluster();
    const gbs = { group: 'webapp.my.domain', version: 'v1', resource: 'guestbooks' };
    expectOk(server.create(admin, ns(gbs, 'team-a'), gb('a', 'team-a')));
    expectOk(server.create(admin, ns(gbs, 'team-b'), gb('b', 'team-b')));
    const all = mgr.client.list(GUESTBOOK);
    expect(all.ok && names(all.value)).toEqual(['team-a/a', 'team-b/b']);
    const one = mgr.client.list(GUESTBOOK, { namespace: 'team-b' });
    expect(one.ok && names(one.value)).toEqual(['team-b/b']);
  });
});

describe('Cluster-scoped: Get ignores the namespace; cached List with InNamespace → empty list; direct List ignores it; DeleteAllOf with InNamespace deletes everything; server clears `metadata.namespace` on writes. Never panic.', () => {
  it('covers each path', () => {
    const { server, mgr } = cluster();
    for (const n of ['n1', 'n2'])
      expectOk(
        server.create(admin, { group: '', version: 'v1', resource: 'nodes' }, { metadata: { name: n } }),
      );
    expect(mgr.client.get(NODE, { namespace: 'x', name: 'n1' }).ok).toBe(true);
    const cached = mgr.client.list(NODE, { namespace: 'x' });
    expect(cached.ok && cached.value).toEqual([]);
    const direct = mgr.apiReader.list(NODE, { namespace: 'x' });
    expect(direct.ok && direct.value.length).toBe(2);
    const created = mgr.client.create({
      apiVersion: 'v1',
      kind: 'Node',
      metadata: { name: 'n3', namespace: 'x' },
    });
    expect(created.ok && (created.value.metadata as { namespace?: string }).namespace).toBeUndefined();
    const del = mgr.client.deleteAllOf(NODE, { namespace: 'x' });
    expect(del.ok && del.value.length).toBe(3);
  });
});

describe('Reads after writes may be stale (cache updated asynchronously by watch events); writes go straight to the API server', () => {
  it('a cached Get right after an update returns the old resourceVersion until the watch event lands', () => {
    const { server, mgr, clock, trace } = cluster();
    const gbs = ns({ group: 'webapp.my.domain', version: 'v1', resource: 'guestbooks' }, 'team-a');
    expectOk(server.create(admin, gbs, gb('gb', 'team-a')));
    const first = mgr.client.get(GUESTBOOK, { namespace: 'team-a', name: 'gb' });
    if (!first.ok) throw new Error('get');
    const obj = first.value;
    (obj.spec as { size: number }).size = 3;
    const upd = mgr.client.update(obj);
    expect(upd.ok).toBe(true);
    const newRv = (obj.metadata as { resourceVersion: string }).resourceVersion;
    const stale = mgr.client.get(GUESTBOOK, { namespace: 'team-a', name: 'gb' });
    expect(stale.ok && (stale.value.metadata as { resourceVersion: string }).resourceVersion).not.toBe(newRv);
    const ev = trace
      .events()
      .filter((e) => e.kind === 'cacheRead')
      .at(-1);
    expect(ev && ev.kind === 'cacheRead' && ev.rvServer).toBe(newRv);
    clock.advance(10);
    const fresh = mgr.client.get(GUESTBOOK, { namespace: 'team-a', name: 'gb' });
    expect(fresh.ok && (fresh.value.metadata as { resourceVersion: string }).resourceVersion).toBe(newRv);
  });
});

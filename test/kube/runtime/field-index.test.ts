/** Field indexers and MatchingFields on the cache, as the CronJob tutorial lists child Jobs by owner. */
import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/index.ts';
import { controllerutil, errorMessage } from '../../../src/kube/runtime/index.ts';
import { admin, expectOk, ns } from '../helpers.ts';
import { CONFIGMAP, cluster, GUESTBOOK, gb } from './env.ts';

const ownerKey = '.metadata.controller';
const extract = (o: KubeObject): string[] => {
  const ref = controllerutil.controllerOf(o);
  return ref && ref.kind === 'Guestbook' ? [String(ref.name)] : [];
};

describe('field indexes', () => {
  it('lists children by an indexed owner name, per namespace or across all, and follows updates', () => {
    const { server, mgr, clock } = cluster();
    const gbs = { group: 'webapp.my.domain', version: 'v1', resource: 'guestbooks' };
    const cms = { group: '', version: 'v1', resource: 'configmaps' };
    const a = expectOk(server.create(admin, ns(gbs, 'team-a'), gb('parent', 'team-a')));
    const b = expectOk(server.create(admin, ns(gbs, 'team-b'), gb('parent', 'team-b')));
    expect(mgr.cache.indexField(CONFIGMAP, ownerKey, extract)).toBeUndefined();
    for (const [owner, n, name] of [
      [a, 'team-a', 'a1'],
      [a, 'team-a', 'a2'],
      [b, 'team-b', 'b1'],
    ] as const) {
      const child: KubeObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name, namespace: n } };
      expect(controllerutil.setControllerReference(owner, child)).toBeUndefined();
      expectOk(server.create(admin, ns(cms, n), child));
    }
    const names = (r: ReturnType<typeof mgr.client.list>) =>
      r.ok ? r.value.map((o) => (o.metadata as JsonObject).name) : r;
    expect(
      names(mgr.client.list(CONFIGMAP, { namespace: 'team-a', matchingFields: { [ownerKey]: 'parent' } })),
    ).toEqual(['a1', 'a2']);
    expect(names(mgr.client.list(CONFIGMAP, { matchingFields: { [ownerKey]: 'parent' } }))).toEqual([
      'a1',
      'a2',
      'b1',
    ]);
    // the index follows watch events, after the cache lag
    expectOk(server.delete(admin, ns(cms, 'team-a'), 'a2'));
    expect(
      names(mgr.client.list(CONFIGMAP, { namespace: 'team-a', matchingFields: { [ownerKey]: 'parent' } })),
    ).toEqual(['a1', 'a2']);
    clock.advance(10);
    expect(
      names(mgr.client.list(CONFIGMAP, { namespace: 'team-a', matchingFields: { [ownerKey]: 'parent' } })),
    ).toEqual(['a1']);
  });

  it('an unindexed field is an error', () => {
    const { mgr } = cluster();
    const missing = mgr.client.list(GUESTBOOK, { matchingFields: { 'spec.size': '1' } });
    expect(!missing.ok && 'error' in missing && errorMessage(missing.error)).toBe(
      'Index with name field:spec.size does not exist',
    );
  });

  // [CR] pkg/cache/internal/cache_reader.go byIndexes (v0.17+, every minor modelled): several exact
  // requirements are ANDed; the first is client-go's ByIndex (its capitalized error), the others
  // filter what it gave by their index functions (controller-runtime's lowercase error), and an empty
  // result ends the walk before a later index is looked for.
  it('several fields: each an index, ANDed, with the first and the later ones missing worded apart', () => {
    const { server, mgr } = cluster();
    const cms = { group: '', version: 'v1', resource: 'configmaps' };
    const tier = (o: KubeObject): string[] => {
      const t = ((o.data ?? {}) as JsonObject).tier;
      return typeof t === 'string' ? [t] : [];
    };
    const app = (o: KubeObject): string[] => {
      const l = (((o.metadata as JsonObject).labels ?? {}) as JsonObject).app;
      return typeof l === 'string' ? [l] : [];
    };
    expect(mgr.cache.indexField(CONFIGMAP, 'data.tier', tier)).toBeUndefined();
    expect(mgr.cache.indexField(CONFIGMAP, 'metadata.app', app)).toBeUndefined();
    for (const [name, t, a] of [
      ['web-front', 'front', 'web'],
      ['web-back', 'back', 'web'],
      ['db-back', 'back', 'db'],
    ])
      expectOk(
        server.create(admin, ns(cms, 'team-a'), {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name, namespace: 'team-a', labels: { app: a } },
          data: { tier: t },
        }),
      );
    const names = (r: ReturnType<typeof mgr.client.list>) =>
      r.ok
        ? r.value.map((o) => (o.metadata as JsonObject).name)
        : 'error' in r
          ? errorMessage(r.error)
          : 'not synced';
    const list = (f: Record<string, string>, namespace?: string) =>
      names(mgr.client.list(CONFIGMAP, { namespace, matchingFields: f }));
    expect(list({ 'data.tier': 'back', 'metadata.app': 'web' }, 'team-a')).toEqual(['web-back']);
    expect(list({ 'metadata.app': 'db', 'data.tier': 'back' })).toEqual(['db-back']);
    expect(list({ 'data.tier': 'back', 'spec.size': '1' })).toBe(
      'index with name field:spec.size does not exist',
    );
    expect(list({ 'spec.size': '1', 'data.tier': 'back' })).toBe(
      'Index with name field:spec.size does not exist',
    );
    // nothing left after the first: the missing index is never looked for
    expect(list({ 'data.tier': 'none', 'spec.size': '1' })).toEqual([]);
  });

  it('an index on a type no one reads still makes the cache list and watch it, from the cache start', () => {
    const { mgr, trace } = cluster({ cache: { defaultNamespaces: ['team-a', 'team-b'] } });
    const lists = () =>
      trace
        .apiCalls()
        .filter((c) => c.resource === 'configmaps' && c.verb === 'list')
        .map((c) => c.namespace);
    expect(mgr.cache.indexField(CONFIGMAP, ownerKey, extract)).toBeUndefined();
    // IndexField gets the informers (one per namespace of the cache), which wait for the start
    expect(mgr.cache.informersList().map((i) => i.namespace)).toEqual(['team-a', 'team-b']);
    expect(lists()).toEqual([]);
    mgr.start();
    expect(lists()).toEqual(['team-a', 'team-b']);
  });
});

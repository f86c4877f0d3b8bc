/**
 * The cache's reflector when its watch ends with an ERROR event: kube-apiserver answers a watch from
 * a too old resourceVersion with 200 and one ERROR event (410 Expired), then closes it. client-go's
 * reflector takes the Status as the watch's error, logs Expired only at V(4) ("Watch closed", no
 * `Failed to watch`) and lists and watches again after its backoff ([CG] tools/cache/reflector.go
 * watchWithResync, handleAnyWatch). The Status is never an object of the cache.
 */
import { describe, expect, it } from 'vitest';
import type { ApiServer } from '../../../src/kube/apiserver/index.ts';
import { admin, expectOk, ns } from '../helpers.ts';
import { CONFIGMAP, cluster } from './env.ts';

const cms = { group: '', version: 'v1', resource: 'configmaps' };

/** The informer's first configmaps watch asks for resourceVersion 1 (long gone from the history). */
function expireFirstWatch(server: ApiServer): () => number {
  const watch = server.watch.bind(server);
  let calls = 0;
  server.watch = (ctx, req, handler) => {
    if (req.resource !== 'configmaps') return watch(ctx, req, handler);
    calls++;
    return watch(ctx, calls === 1 ? { ...req, resourceVersion: '1' } : req, handler);
  };
  return () => calls;
}

describe('an informer whose watch is answered with 410 Expired', () => {
  it('relists after the backoff without logging Failed to watch, and keeps following the cluster', () => {
    const { server, mgr, clock, trace } = cluster();
    for (let i = 0; i < 1001; i++)
      expectOk(server.create(admin, ns(cms, 'team-a'), { metadata: { name: `c${i}` } }));
    const watches = expireFirstWatch(server);
    const count = () => {
      const r = mgr.client.list(CONFIGMAP, { namespace: 'team-a' });
      return r.ok ? r.value.length : r;
    };
    expect(count()).toBe(1001);
    expect(watches()).toBe(1);
    const expired = trace.apiCalls().filter((c) => c.verb === 'watch' && c.resource === 'configmaps');
    expect(expired.map((c) => c.result.code)).toEqual([200]);
    // a change while the watch is gone is not seen until the relist (800 ms after the ERROR event)
    expectOk(server.create(admin, ns(cms, 'team-a'), { metadata: { name: 'late' } }));
    clock.advance(500);
    expect(count()).toBe(1001);
    clock.advance(1000);
    expect(watches()).toBe(2);
    expect(count()).toBe(1002);
    // the new watch delivers
    expectOk(server.create(admin, ns(cms, 'team-a'), { metadata: { name: 'later' } }));
    clock.advance(100);
    expect(count()).toBe(1003);
    expect(mgr.logs.entries.filter((e) => e.msg === 'Failed to watch')).toEqual([]);
  });
});

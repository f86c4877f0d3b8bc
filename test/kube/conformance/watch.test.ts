/** Watch: ADDED/MODIFIED/DELETED with resourceVersions, selectors, replay and expiry. */
import { describe, expect, it } from 'vitest';
import type { WatchEvent } from '../../../src/kube/apiserver/index.ts';
import { admin, configmaps, expectOk, meta, namespaces, newServer, ns, rv } from '../helpers.ts';

describe('watch events', () => {
  it('delivers the current state as ADDED, then every change in commit order with its resourceVersion', () => {
    const { server } = newServer();
    const c = ns(configmaps, 'default');
    const first = expectOk(server.create(admin, c, { metadata: { name: 'a' } }));
    const seen: string[] = [];
    const w = server.watch(admin, c, (e: WatchEvent) =>
      seen.push(`${e.type} ${meta(e.object).name} ${rv(e.object)}`),
    );
    expect(w.ok).toBe(true);
    const upd = expectOk(server.update(admin, c, { ...first, data: { k: 'v' } }));
    const del = expectOk(server.delete(admin, c, 'a'));
    expect(seen).toEqual([`ADDED a ${rv(first)}`, `MODIFIED a ${rv(upd)}`, `DELETED a ${rv(del)}`]);
    expect(Number(rv(del))).toBeGreaterThan(Number(rv(upd)));
    if (w.ok) w.stop();
    expectOk(server.create(admin, c, { metadata: { name: 'b' } }));
    expect(seen.length).toBe(3);
  });

  it('a namespaced watch sees only its namespace; a label selector turns relabels into ADDED/DELETED', () => {
    const { server } = newServer();
    expectOk(server.create(admin, namespaces, { metadata: { name: 'other' } }));
    const seen: string[] = [];
    server.watch(admin, { ...ns(configmaps, 'default'), labelSelector: 'app=web' }, (e) =>
      seen.push(`${e.type} ${meta(e.object).name}`),
    );
    expectOk(
      server.create(admin, ns(configmaps, 'other'), { metadata: { name: 'x', labels: { app: 'web' } } }),
    );
    const y = expectOk(server.create(admin, ns(configmaps, 'default'), { metadata: { name: 'y' } }));
    const y2 = expectOk(
      server.update(admin, ns(configmaps, 'default'), {
        ...y,
        metadata: { ...meta(y), labels: { app: 'web' } },
      }),
    );
    expectOk(
      server.update(admin, ns(configmaps, 'default'), {
        ...y2,
        metadata: { ...meta(y2), labels: { app: 'db' } },
      }),
    );
    expect(seen).toEqual(['ADDED y', 'DELETED y']);
  });

  it('replays history after a resourceVersion; a too old one is a 200 watch with one ERROR event (410 Expired), then closed', () => {
    const { server, trace } = newServer();
    const c = ns(configmaps, 'default');
    const a = expectOk(server.create(admin, c, { metadata: { name: 'a' } }));
    expectOk(server.create(admin, c, { metadata: { name: 'b' } }));
    const seen: string[] = [];
    server.watch(admin, { ...c, resourceVersion: rv(a) }, (e) =>
      seen.push(e.type === 'ERROR' ? 'ERROR' : `${e.type} ${meta(e.object).name}`),
    );
    expect(seen).toEqual(['ADDED b']);
    for (let i = 0; i < 1001; i++) expectOk(server.create(admin, c, { metadata: { name: `n${i}` } }));
    const events: WatchEvent[] = [];
    const old = server.watch(admin, { ...c, resourceVersion: rv(a) }, (e) => events.push(e));
    expect(old.ok && old.closed).toBe(true);
    expect(events.map((e) => e.type)).toEqual(['ERROR']);
    // the watch cache's oldest-1: the revision before the oldest event still kept
    const message = events[0]?.type === 'ERROR' ? events[0].object.message : '';
    const kept = Number(/\((\d+)\)$/.exec(message)?.[1]);
    expect(kept).toBeGreaterThan(Number(rv(a)));
    expect(events[0]?.object).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: `too old resource version: ${rv(a)} (${kept})`,
      reason: 'Expired',
      code: 410,
    });
    // the request itself succeeded
    const calls = trace.apiCalls();
    expect(calls.at(-1)?.verb).toBe('watch');
    expect(calls.at(-1)?.result.code).toBe(200);
    // from that revision the history is still there; one before it has expired
    const fine: string[] = [];
    const w = server.watch(admin, { ...c, resourceVersion: String(kept) }, (e) => fine.push(e.type));
    expect(w.ok && !w.closed).toBe(true);
    expect(fine).toHaveLength(1000);
    expect(fine.every((t) => t === 'ADDED')).toBe(true);
    const before: string[] = [];
    server.watch(admin, { ...c, resourceVersion: String(kept - 1) }, (e) => before.push(e.type));
    expect(before).toEqual(['ERROR']);
    // nothing more comes: the server closed it
    expectOk(server.create(admin, c, { metadata: { name: 'later' } }));
    expect(events).toHaveLength(1);
    expect(fine).toHaveLength(1001);
  });

  it('a resourceVersion the server has not reached: a 200 watch with no error that sends only the events after it', () => {
    // kube-apiserver's cacher: getAllEventsSinceLocked gives an empty interval and the cacheWatcher
    // sends only events whose resourceVersion is greater than the one asked for
    const { server } = newServer();
    const c = ns(configmaps, 'default');
    const a = expectOk(server.create(admin, c, { metadata: { name: 'a' } }));
    const future = Number(rv(a)) + 2;
    const seen: string[] = [];
    const w = server.watch(admin, { ...c, resourceVersion: String(future) }, (e) =>
      seen.push(e.type === 'ERROR' ? 'ERROR' : `${e.type} ${meta(e.object).name} ${rv(e.object)}`),
    );
    expect(w.ok && !w.closed).toBe(true);
    for (const name of ['b', 'c', 'd']) expectOk(server.create(admin, c, { metadata: { name } }));
    expect(seen).toEqual([`ADDED d ${future + 1}`]);
  });

  it('a resourceVersion that is not a number fails the request as ParseResourceVersion does', () => {
    const { server } = newServer();
    const c = ns(configmaps, 'default');
    for (const [rv, why] of [
      ['abc', 'invalid syntax'],
      ['-1', 'invalid syntax'],
      ['18446744073709551616', 'value out of range'],
    ]) {
      const w = server.watch(admin, { ...c, resourceVersion: rv }, () => {});
      expect(w.ok).toBe(false);
      if (!w.ok) {
        expect(w.status.code).toBe(500);
        expect(w.status.message).toBe(
          `resourceVersion: Invalid value: "${rv}": strconv.ParseUint: parsing "${rv}": ${why}`,
        );
      }
    }
    expect(server.watch(admin, { ...c, resourceVersion: '18446744073709551615' }, () => {}).ok).toBe(true);
  });
});

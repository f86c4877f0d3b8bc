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

  it('replays history after a resourceVersion, and answers 410 Expired when it is too old', () => {
    const { server } = newServer();
    const c = ns(configmaps, 'default');
    const a = expectOk(server.create(admin, c, { metadata: { name: 'a' } }));
    expectOk(server.create(admin, c, { metadata: { name: 'b' } }));
    const seen: string[] = [];
    server.watch(admin, { ...c, resourceVersion: rv(a) }, (e) =>
      seen.push(`${e.type} ${meta(e.object).name}`),
    );
    expect(seen).toEqual(['ADDED b']);
    for (let i = 0; i < 1001; i++) expectOk(server.create(admin, c, { metadata: { name: `n${i}` } }));
    const old = server.watch(admin, { ...c, resourceVersion: rv(a) }, () => {});
    expect(old.ok).toBe(false);
    if (!old.ok) {
      expect(old.status.code).toBe(410);
      expect(old.status.reason).toBe('Expired');
      expect(old.status.message).toMatch(new RegExp(`^too old resource version: ${rv(a)} \\(\\d+\\)$`));
    }
  });
});

/** The store's namespace index: a namespaced list reads only its namespace, whatever lives elsewhere. */
import { describe, expect, it } from 'vitest';
import { admin, configmaps, expectOk, namespaces, newServer, ns } from './helpers.ts';

describe('object store indexing', () => {
  it('a namespaced list examines only the objects of that namespace', () => {
    const { server } = newServer();
    for (const n of ['a', 'b']) expectOk(server.create(admin, namespaces, { metadata: { name: n } }));
    for (let i = 0; i < 3; i++)
      expectOk(server.create(admin, ns(configmaps, 'a'), { metadata: { name: `c${i}` } }));
    for (let i = 0; i < 50; i++)
      expectOk(server.create(admin, ns(configmaps, 'b'), { metadata: { name: `c${i}` } }));
    const before = server.store.stats.listed;
    expectOk(server.list(admin, ns(configmaps, 'a'), { labelSelector: 'x=y' }));
    expect(server.store.stats.listed - before).toBe(3);
    const before2 = server.store.stats.listed;
    expectOk(server.list(admin, configmaps));
    expect(server.store.stats.listed - before2).toBe(53);
  });
});

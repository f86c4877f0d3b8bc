/**
 * Store throughput of the simulated API server: get, list with a label selector, update, at 10k objects
 * across 100 namespaces; and how a namespaced list grows (or not) with other namespaces' objects.
 * Run: node bench/kube-store.ts
 */
import type { JsonObject, KubeObject, RequestContext } from '../src/kube/apiserver/index.ts';
import { ADMIN_USER, ApiServer } from '../src/kube/apiserver/index.ts';

const ctx: RequestContext = { user: ADMIN_USER, clientPath: 'direct', userAgent: 'bench' };
const cms = { group: '', version: 'v1', resource: 'configmaps' };

function build(namespaces: number, perNs: number): ApiServer {
  let t = Date.UTC(2026, 0, 1);
  const server = new ApiServer({ clock: { now: () => t++ }, seed: 7 });
  for (let n = 0; n < namespaces; n++) {
    server.create(
      ctx,
      { group: '', version: 'v1', resource: 'namespaces' },
      { metadata: { name: `ns-${n}` } },
    );
    for (let i = 0; i < perNs; i++) {
      const r = server.create(
        ctx,
        { ...cms, namespace: `ns-${n}` },
        {
          metadata: { name: `cm-${i}`, labels: { app: i % 10 === 0 ? 'web' : 'db', idx: String(i) } },
          data: { key: `value-${i}` },
        },
      );
      if (!r.ok) throw new Error(r.status.message);
    }
  }
  return server;
}

function time(label: string, ops: number, fn: (i: number) => void): number {
  for (let i = 0; i < Math.min(ops, 200); i++) fn(i); // warm up
  const start = performance.now();
  for (let i = 0; i < ops; i++) fn(i);
  const ms = performance.now() - start;
  const perOp = (ms * 1000) / ops;
  console.log(
    `${label.padEnd(58)} ${String(ops).padStart(6)} ops  ${perOp.toFixed(1).padStart(8)} µs/op  ${Math.round(
      (ops / ms) * 1000,
    )
      .toString()
      .padStart(8)} ops/s`,
  );
  return perOp;
}

const t0 = performance.now();
const server = build(100, 100);
console.log(
  `setup: 10,000 ConfigMaps in 100 namespaces created in ${(performance.now() - t0).toFixed(0)} ms`,
);

time('get (namespaced, by name)', 20000, (i) => {
  const r = server.get(ctx, { ...cms, namespace: `ns-${i % 100}` }, `cm-${i % 100}`);
  if (!r.ok) throw new Error(r.status.message);
});
time('list one namespace, labelSelector app=web (10 of 100)', 2000, (i) => {
  const r = server.list(ctx, { ...cms, namespace: `ns-${i % 100}` }, { labelSelector: 'app=web' });
  if (!r.ok || (r.object.items as KubeObject[]).length !== 10) throw new Error('bad list');
});
time('list all namespaces, labelSelector app=web (1000 of 10k)', 20, () => {
  const r = server.list(ctx, cms, { labelSelector: 'app=web' });
  if (!r.ok || (r.object.items as KubeObject[]).length !== 1000) throw new Error('bad list');
});
let round = 0;
time('update (get + change data + update)', 5000, (i) => {
  const target = { ...cms, namespace: `ns-${i % 100}` };
  const got = server.get(ctx, target, `cm-${(i * 7) % 100}`);
  if (!got.ok) throw new Error(got.status.message);
  const o = got.object;
  (o.data as JsonObject).key = `v${round++}`;
  const r = server.update(ctx, target, o);
  if (!r.ok) throw new Error(r.status.message);
});

console.log('\nnamespaced list cost vs. objects in OTHER namespaces (100 objects in the listed namespace):');
const results: [number, number][] = [];
for (const others of [1, 10, 100]) {
  const s = build(others + 1, 100);
  const before = s.store.stats.listed;
  const perOp = time(`  list ns-0 with ${others * 100} objects elsewhere`, 2000, () => {
    const r = s.list(ctx, { ...cms, namespace: 'ns-0' }, { labelSelector: 'app=web' });
    if (!r.ok) throw new Error('bad list');
  });
  const examined = (s.store.stats.listed - before) / 2200; // 200 warm-up + 2000 timed
  console.log(`    objects examined per list: ${examined}`);
  results.push([others * 100, perOp]);
}
const ratio = results[results.length - 1][1] / results[0][1];
console.log(
  `  time growth from ${results[0][0]} to ${results[results.length - 1][0]} foreign objects: ×${ratio.toFixed(2)} (flat ≈ ×1; wall-clock noise on a shared machine)`,
);

// ---- one reconcile round through the TypeScript runtime (no Go interpreter yet) ----------------------
// A Guestbook-like reconciler: cached Get, cached Get of the child, (no-op) status update, in steady state. Measures the cost of the
// cluster + controller-runtime model per reconcile, and how it grows with the number of objects in the cluster.
{
  const { Manager, VirtualClock, ReconcileError } = await import('../src/kube/runtime/index.ts');
  const { serviceAccountUser } = await import('../src/kube/apiserver/index.ts');
  console.log('\nreconcile round (TS reconciler: cached get ×2 + status update), by cluster size:');
  for (const total of [100, 1000, 10000]) {
    const clock = new VirtualClock();
    const server = new ApiServer({ clock, seed: 5 });
    const crd = {
      metadata: { name: 'guestbooks.webapp.my.domain' },
      spec: {
        group: 'webapp.my.domain',
        names: { kind: 'Guestbook', plural: 'guestbooks' },
        scope: 'Namespaced',
        versions: [
          {
            name: 'v1',
            served: true,
            storage: true,
            subresources: { status: {} },
            schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
          },
        ],
      },
    };
    server.create(
      ctx,
      { group: 'apiextensions.k8s.io', version: 'v1', resource: 'customresourcedefinitions' },
      crd,
    );
    const nsCount = Math.max(1, total / 100);
    for (let n = 0; n < nsCount; n++) {
      server.create(
        ctx,
        { group: '', version: 'v1', resource: 'namespaces' },
        { metadata: { name: `ns-${n}` } },
      );
      for (let i = 0; i < 100; i++) {
        server.create(
          ctx,
          { group: 'webapp.my.domain', version: 'v1', resource: 'guestbooks', namespace: `ns-${n}` },
          {
            apiVersion: 'webapp.my.domain/v1',
            kind: 'Guestbook',
            metadata: { name: `gb-${i}` },
            spec: { size: 1 },
          },
        );
        server.create(ctx, { ...cms, namespace: `ns-${n}` }, { metadata: { name: `gb-${i}` } });
      }
    }
    const mgr = new Manager({
      server,
      clock,
      user: { ...serviceAccountUser('sys', 'mgr'), groups: ['system:masters'] },
    });
    const GB = { group: 'webapp.my.domain', version: 'v1', kind: 'Guestbook' };
    const CM = { group: '', version: 'v1', kind: 'ConfigMap' };
    const ctl = mgr
      .newControllerManagedBy()
      .for(GB)
      .complete((req) => {
        const g = mgr.client.get(GB, req);
        if (!g.ok) return 'error' in g ? { error: new ReconcileError('get') } : {};
        mgr.client.get(CM, req);
        // an idempotent status: after the first write, updates are no-ops (no event, no re-enqueue)
        g.value.status = { observed: true };
        const u = mgr.client.status().update(g.value);
        return u.ok ? {} : { error: new ReconcileError('update') };
      });
    mgr.start();
    mgr.runFor(5_000); // initial sync: every object reconciled, first status writes echo back once
    const start = performance.now();
    const before = ctl.history.length;
    for (let i = 0; i < 2000; i++) {
      ctl.enqueue({ namespace: `ns-${i % nsCount}`, name: `gb-${i % 100}` });
      mgr.runFor(20);
    }
    const ms = performance.now() - start;
    const done = ctl.history.length - before;
    console.log(
      `  ${String(total).padStart(6)} guestbooks + ${total} configmaps: ${((ms * 1000) / done).toFixed(1).padStart(7)} µs/reconcile (${done} reconciles)`,
    );
  }
}

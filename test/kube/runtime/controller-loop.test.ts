/**
 * SEMANTICS.md checklist — "Controller loop" and the RBAC cache-sync lines.
 */
import { describe, expect, it } from 'vitest';
import type { ReconcileOutcome } from '../../../src/kube/runtime/index.ts';
import {
  Controller,
  defaultControllerRateLimiter,
  formatLogEntry,
  generationChangedPredicate,
  ItemExponentialFailureRateLimiter,
  Logger,
  LogSink,
  ReconcileError,
  terminalError,
  VirtualClock,
} from '../../../src/kube/runtime/index.ts';
import { admin, expectOk, ns } from '../helpers.ts';
import { cluster, GUESTBOOK, gb } from './env.ts';

function loop(outcomes: ReconcileOutcome[] | ((n: number) => ReconcileOutcome)) {
  const clock = new VirtualClock();
  const sink = new LogSink(clock);
  let n = 0;
  const c = new Controller({
    name: 'guestbook',
    group: 'webapp.my.domain',
    kind: 'Guestbook',
    clock,
    log: new Logger(sink),
    reconciler: () => {
      const cur = n++;
      return typeof outcomes === 'function' ? outcomes(cur) : (outcomes[cur] ?? {});
    },
  });
  return { clock, sink, c, calls: () => n };
}

describe('error → AddRateLimited (Result ignored + warning log); TerminalError → no requeue; RequeueAfter → Forget + AddAfter; Requeue:true → AddRateLimited without Forget (deprecated); success → Forget', () => {
  it('error with a RequeueAfter: rate-limited requeue, warning, `Reconciler error`', () => {
    const { clock, sink, c } = loop([
      { error: new ReconcileError('boom'), result: { requeueAfter: 60_000 } },
      {},
    ]);
    c.enqueue({ namespace: 'default', name: 'gb' });
    clock.advance(1);
    expect(c.history[0].action).toEqual({ kind: 'rateLimited', delayMs: 5 });
    expect(sink.entries.map((e) => e.msg)).toEqual([
      'Warning: Reconciler returned both a result with either RequeueAfter or Requeue set and a non-nil error. RequeueAfter and Requeue will always be ignored if the error is non-nil. For more details, see: https://pkg.go.dev/sigs.k8s.io/controller-runtime/pkg/reconcile#Reconciler',
      'Reconciler error',
    ]);
    clock.advance(10);
    expect(c.history.length).toBe(2);
    expect(c.history[1].time - c.history[0].time).toBe(5);
  });

  it('TerminalError is logged and not requeued', () => {
    const { clock, sink, c } = loop([{ error: terminalError('spec is invalid') }]);
    c.enqueue({ namespace: 'default', name: 'gb' });
    clock.advance(10_000);
    expect(c.history.length).toBe(1);
    expect(c.history[0].action).toEqual({ kind: 'none' });
    expect(sink.entries.at(-1)?.error).toBe('terminal error: spec is invalid');
  });

  it('RequeueAfter forgets the failures and comes back after exactly d', () => {
    const { clock, c } = loop([
      { error: new ReconcileError('e1') },
      { error: new ReconcileError('e2') },
      { result: { requeueAfter: 30_000 } },
      {},
    ]);
    c.enqueue({ namespace: 'default', name: 'gb' });
    clock.advance(100);
    expect(c.history.map((h) => h.action)).toEqual([
      { kind: 'rateLimited', delayMs: 5 },
      { kind: 'rateLimited', delayMs: 10 },
      { kind: 'after', delayMs: 30_000 },
    ]);
    expect(c.queue.numRequeues('default/gb')).toBe(0);
    clock.advance(30_000);
    expect(c.history.length).toBe(4);
    expect(c.history[3].time - c.history[2].time).toBe(30_000);
  });

  // An event while the reconcile runs (its own status write coming back) marks the key dirty; the
  // RequeueAfter it then returns finds the priority queue's entry ready and leaves it so (the wait
  // is dropped), where client-go's queue also keeps the wait for a third reconcile.
  it.each([
    [true, [0, 0]],
    [false, [0, 0, 30_000]],
  ])(
    'an event during the reconcile, then RequeueAfter (priority queue %s): reconciles at %j',
    (priorityQueue, times) => {
      const clock = new VirtualClock();
      let n = 0;
      const c: Controller = new Controller({
        name: 'guestbook',
        group: 'webapp.my.domain',
        kind: 'Guestbook',
        clock,
        log: new Logger(new LogSink(clock)),
        priorityQueue,
        reconciler: () => {
          if (n++ > 0) return {};
          c.enqueue({ namespace: 'default', name: 'gb' });
          return { result: { requeueAfter: 30_000 } };
        },
      });
      c.enqueue({ namespace: 'default', name: 'gb' });
      clock.advance(60_000);
      expect(c.history.map((h) => h.time - c.history[0].time)).toEqual(times);
    },
  );

  it('Requeue:true is rate limited and keeps counting failures; success forgets', () => {
    const { clock, c } = loop([{ result: { requeue: true } }, { result: { requeue: true } }, {}]);
    c.enqueue({ namespace: 'default', name: 'gb' });
    clock.advance(100);
    expect(c.history.map((h) => h.action)).toEqual([
      { kind: 'rateLimited', delayMs: 5 },
      { kind: 'rateLimited', delayMs: 10 },
      { kind: 'forget' },
    ]);
    expect(c.queue.numRequeues('default/gb')).toBe(0);
  });
});

describe('Per-item backoff 5 ms·2^n capped at 1000 s; v0.23+ default has no global 10 qps/100 bucket (≤ v0.22 does)', () => {
  it('doubles from 5 ms and caps at 1000 s', () => {
    const rl = new ItemExponentialFailureRateLimiter();
    const delays = Array.from({ length: 22 }, () => rl.when('x'));
    expect(delays.slice(0, 5)).toEqual([5, 10, 20, 40, 80]);
    expect(delays[17]).toBe(5 * 2 ** 17);
    expect(delays[18]).toBe(1_000_000);
    expect(delays[21]).toBe(1_000_000);
  });

  it('v0.22 adds the shared bucket: the 101st distinct item waits; v0.23 does not', () => {
    const clock = new VirtualClock();
    const old = defaultControllerRateLimiter(clock, 22);
    const modern = defaultControllerRateLimiter(clock, 23);
    const oldDelays = Array.from({ length: 102 }, (_, i) => old.when(`item-${i}`));
    const newDelays = Array.from({ length: 102 }, (_, i) => modern.when(`item-${i}`));
    expect(oldDelays.slice(0, 100).every((d) => d === 5)).toBe(true);
    expect(oldDelays[100]).toBe(100);
    expect(oldDelays[101]).toBe(200);
    expect(newDelays.every((d) => d === 5)).toBe(true);
  });
});

describe('Panics recovered → `panic: <v> [recovered]` error → requeue; `Reconciler error` log with controller/namespace/name/reconcileID', () => {
  it('recovers, logs and requeues', () => {
    const { clock, sink, c } = loop((n) => {
      if (n === 0) throw new Error('runtime error: invalid memory address or nil pointer dereference');
      return {};
    });
    c.enqueue({ namespace: 'default', name: 'gb' });
    clock.advance(100);
    expect(c.history[0]).toMatchObject({
      panicked: true,
      error: 'panic: runtime error: invalid memory address or nil pointer dereference [recovered]',
    });
    expect(c.history.length).toBe(2);
    const e = sink.entries.find((x) => x.msg === 'Reconciler error')!;
    expect(e.fields.map(([k]) => k)).toEqual([
      'controller',
      'controllerGroup',
      'controllerKind',
      'Guestbook',
      'namespace',
      'name',
      'reconcileID',
      'error',
    ]);
    expect(formatLogEntry(e)).toMatch(
      /^2026-01-01T00:00:00Z\tERROR\tReconciler error\t\{"controller": "guestbook", "controllerGroup": "webapp\.my\.domain", "controllerKind": "Guestbook", "Guestbook": \{"name":"gb","namespace":"default"\}, "namespace": "default", "name": "gb", "reconcileID": "[0-9a-f-]{36}", "error": "panic: runtime error: invalid memory address or nil pointer dereference \[recovered\]"\}$/,
    );
  });
});

describe("Every update event (including the controller's own status writes) re-enqueues the object unless a predicate filters it", () => {
  function run(withPredicate: boolean) {
    const env = cluster();
    const gbs = ns({ group: 'webapp.my.domain', version: 'v1', resource: 'guestbooks' }, 'team-a');
    expectOk(env.server.create(admin, gbs, gb('gb', 'team-a')));
    let count = 0;
    const b = env.mgr.newControllerManagedBy();
    (withPredicate ? b.for(GUESTBOOK, generationChangedPredicate) : b.for(GUESTBOOK)).complete((req) => {
      count++;
      const got = env.mgr.client.get(GUESTBOOK, req);
      if (!got.ok) return {};
      const o = got.value;
      if (count <= 3) {
        o.status = { ready: count };
        const u = env.mgr.client.status().update(o);
        if (!u.ok) return { error: new ReconcileError('status') };
      }
      return {};
    });
    env.mgr.start();
    env.mgr.runFor(5_000);
    return count;
  }
  it('own status writes retrigger reconciles; GenerationChangedPredicate stops it', () => {
    expect(run(false)).toBe(4);
    expect(run(true)).toBe(1);
  });
});

describe('Forbidden list/watch: `For/Owns/Watches` types → cache sync timeout after 2 min → `failed to wait for <ctrl> caches to sync …` → manager exits', () => {
  it('the manager stops with the sync-timeout error', () => {
    const env = cluster({ rules: [] });
    env.mgr
      .newControllerManagedBy()
      .for(GUESTBOOK)
      .complete(() => ({}));
    env.mgr.start();
    env.mgr.runFor(10 * 60_000);
    expect(env.mgr.startError).toBe(
      'failed to wait for guestbook caches to sync kind source: *v1.Guestbook: timed out waiting for cache to be synced for kind source: *v1.Guestbook',
    );
    const entry = env.mgr.logs.entries.find((e) => e.msg === 'Could not wait for Cache to sync');
    expect(entry?.time).toBe(Date.UTC(2026, 0, 1, 0, 2, 0));
    expect(env.mgr.logs.entries.filter((e) => e.msg === 'Failed to watch').length).toBeGreaterThan(5);
  });
});

/**
 * SEMANTICS.md checklist — client-side lines of "Writes, RV and conflicts".
 */
import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../../src/kube/apiserver/index.ts';
import {
  controllerutil,
  DefaultRetry,
  errorMessage,
  isConflict,
  mergeFrom,
  retryOnConflict,
} from '../../../src/kube/runtime/index.ts';
import { admin, expectOk, ns } from '../helpers.ts';
import { cluster, GUESTBOOK, gb } from './env.ts';

const gbs = ns({ group: 'webapp.my.domain', version: 'v1', resource: 'guestbooks' }, 'team-a');

describe("After every successful write the client replaces `obj` (zeroed, then decoded) with the server's response", () => {
  it('Update with the status subresource on loses the local status edit in memory too', () => {
    const { server, mgr } = cluster();
    expectOk(server.create(admin, gbs, gb('gb', 'team-a')));
    const r = mgr.apiReader.get(GUESTBOOK, { namespace: 'team-a', name: 'gb' });
    if (!r.ok) throw new Error('get');
    const obj = r.value;
    obj.spec = { size: 2 };
    obj.status = { ready: 2 };
    expect(mgr.client.update(obj).ok).toBe(true);
    expect(obj.status).toBeUndefined(); // replaced by the stored object, which has no status
    obj.status = { phase: 'local-only' };
    obj.metadata = { ...(obj.metadata as object), labels: { lost: 'yes' } };
    expect(mgr.client.status().update(obj).ok).toBe(true);
    expect((obj.metadata as { labels?: unknown }).labels).toBeUndefined(); // /status ignores metadata; obj reverted
    expect(obj.status).toEqual({ phase: 'local-only' });
  });
});

describe('`MergeFrom` patches never 409 on RV; `MergeFromWithOptimisticLock` does', () => {
  it('MergeFrom after a concurrent write succeeds; with the optimistic lock it conflicts', () => {
    const { server, mgr } = cluster();
    expectOk(server.create(admin, gbs, gb('gb', 'team-a')));
    const r = mgr.apiReader.get(GUESTBOOK, { namespace: 'team-a', name: 'gb' });
    if (!r.ok) throw new Error('get');
    const orig = structuredClone(r.value);
    const obj = r.value;
    const other = structuredClone(r.value);
    (other.spec as { size: number }).size = 5;
    expectOk(server.update(admin, gbs, other));
    obj.status = { ready: 1 };
    const p = mgr.client.status().patch(obj, mergeFrom(orig, obj));
    expect(p.ok).toBe(true);
    const locked = structuredClone(obj);
    const lockedOrig = structuredClone(orig);
    locked.status = { ready: 2 };
    const c = mgr.client.status().patch(locked, mergeFrom(lockedOrig, locked, { optimisticLock: true }));
    expect(!c.ok && isConflict(c.error)).toBe(true);
    expect(!c.ok && errorMessage(c.error)).toBe(
      'Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again',
    );
  });

  it('optimistic lock without a resourceVersion on the original is a client error', () => {
    const o = gb('gb', 'team-a');
    const p = mergeFrom(o, { ...o, spec: { size: 3 } }, { optimisticLock: true, describe: '"gb"' });
    expect(p).toEqual({
      kind: 'plain',
      message: 'cannot use OptimisticLock, object "gb" does not have any resource version we can use',
    });
  });
});

describe('`retry.RetryOnConflict`: DefaultRetry 5 steps/10 ms/factor 1/jitter 0.1; retries only on IsConflict', () => {
  it('retries a stale Update until a fresh read wins; gives up after 5 attempts with the last conflict', () => {
    const { server, mgr, clock } = cluster();
    expectOk(server.create(admin, gbs, gb('gb', 'team-a')));
    let attempts = 0;
    const t0 = clock.now();
    const r = retryOnConflict(clock, DefaultRetry, () => {
      attempts++;
      const got = mgr.apiReader.get(GUESTBOOK, { namespace: 'team-a', name: 'gb' });
      if (!got.ok) return got.error;
      const o = got.value;
      if (attempts < 3) {
        // someone else writes between our read and our write
        const other = structuredClone(o);
        (other.spec as { size: number }).size = 5 + attempts;
        expectOk(server.update(admin, gbs, other));
      }
      (o.spec as { size: number }).size = 1;
      const u = mgr.client.update(o);
      return u.ok ? undefined : u.error;
    });
    expect(r).toEqual({ error: undefined, attempts: 3 });
    const slept = clock.now() - t0;
    expect(slept).toBeGreaterThanOrEqual(20);
    expect(slept).toBeLessThanOrEqual(22);
    const never = retryOnConflict(clock, DefaultRetry, () => ({
      kind: 'status',
      status: {
        kind: 'Status',
        apiVersion: 'v1',
        metadata: {},
        status: 'Failure',
        message: 'x',
        reason: 'Conflict',
        code: 409,
      },
    }));
    expect(never.attempts).toBe(5);
    expect(isConflict(never.error)).toBe(true);
    const other = retryOnConflict(clock, DefaultRetry, () => ({ kind: 'plain', message: 'boom' }));
    expect(other).toEqual({ error: { kind: 'plain', message: 'boom' }, attempts: 1 });
  });
});

describe("`SetControllerReference`: `cross-namespace owner references are disallowed, …` and `cluster-scoped resource must not have a namespace-scoped owner, …` (also when the child's namespace is empty)", () => {
  const owner: KubeObject = {
    apiVersion: 'webapp.my.domain/v1',
    kind: 'Guestbook',
    metadata: { name: 'gb', namespace: 'team-a', uid: 'u-1' },
  };
  it('cross-namespace', () => {
    const child: KubeObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', namespace: 'team-b' },
    };
    expect(controllerutil.setControllerReference(owner, child)).toEqual({
      kind: 'plain',
      message:
        "cross-namespace owner references are disallowed, owner's namespace team-a, obj's namespace team-b",
    });
  });
  it('child without a namespace', () => {
    const child: KubeObject = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } };
    expect(controllerutil.setControllerReference(owner, child)).toEqual({
      kind: 'plain',
      message: "cluster-scoped resource must not have a namespace-scoped owner, owner's namespace team-a",
    });
  });
  it('sets controller and blockOwnerDeletion; a second controller is refused', () => {
    const child: KubeObject = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', namespace: 'team-a' },
    };
    expect(controllerutil.setControllerReference(owner, child)).toBeUndefined();
    expect((child.metadata as { ownerReferences: unknown }).ownerReferences).toEqual([
      {
        apiVersion: 'webapp.my.domain/v1',
        kind: 'Guestbook',
        name: 'gb',
        uid: 'u-1',
        controller: true,
        blockOwnerDeletion: true,
      },
    ]);
    const other: KubeObject = {
      apiVersion: 'apps/v1',
      kind: 'Deployment',
      metadata: { name: 'web', namespace: 'team-a', uid: 'u-2' },
    };
    expect(controllerutil.setControllerReference(other, child)).toEqual({
      kind: 'plain',
      message: 'Object team-a/c is already owned by another Guestbook controller gb',
    });
  });
});

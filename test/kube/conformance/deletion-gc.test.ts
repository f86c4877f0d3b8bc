/**
 * Finalizers, deletionTimestamp, ownerReferences and garbage collection (background, foreground, orphan),
 * delete preconditions.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/index.ts';
import {
  admin,
  configmaps,
  expectErr,
  expectOk,
  guestbook,
  guestbooks,
  installGuestbook,
  meta,
  newServer,
  ns,
  rv,
} from '../helpers.ts';

const gbs = ns(guestbooks, 'default');
const cms = ns(configmaps, 'default');

function ownedBy(owner: KubeObject, extra: JsonObject = {}): JsonObject {
  return {
    apiVersion: 'webapp.my.domain/v1',
    kind: 'Guestbook',
    name: String(meta(owner).name),
    uid: String(meta(owner).uid),
    controller: true,
    blockOwnerDeletion: true,
    ...extra,
  };
}

describe('finalizers and deletionTimestamp', () => {
  it('delete of an object with finalizers sets deletionTimestamp and bumps generation; removing the last finalizer deletes it', () => {
    const { server, clock } = newServer();
    installGuestbook(server);
    const gb = expectOk(
      server.create(admin, gbs, {
        ...guestbook('gb'),
        metadata: { name: 'gb', finalizers: ['webapp.my.domain/cleanup'] },
      }),
    );
    clock.advance(5000);
    const deleting = expectOk(server.delete(admin, gbs, 'gb'));
    expect(meta(deleting).deletionTimestamp).toBe('2026-01-01T00:00:05Z');
    expect(meta(deleting).deletionGracePeriodSeconds).toBe(0);
    expect(meta(deleting).generation).toBe(2);
    expect(Number(rv(deleting))).toBeGreaterThan(Number(rv(gb)));
    // deleting again changes nothing
    const again = expectOk(server.delete(admin, gbs, 'gb'));
    expect(rv(again)).toBe(rv(deleting));
    // an update cannot remove deletionTimestamp nor add finalizers
    const st = expectErr(
      server.update(admin, gbs, {
        ...deleting,
        metadata: { ...meta(deleting), finalizers: ['webapp.my.domain/cleanup', 'x.io/new'] },
      }),
    );
    expect(st.message).toBe(
      'Guestbook.webapp.my.domain "gb" is invalid: metadata.finalizers: Forbidden: no new finalizers can be added if the object is being deleted, found new finalizers []string{"x.io/new"}',
    );
    const events: string[] = [];
    server.watch(admin, { ...gbs, resourceVersion: rv(deleting) }, (e) => events.push(e.type));
    const last = expectOk(
      server.update(admin, gbs, { ...deleting, metadata: { ...meta(deleting), finalizers: [] } }),
    );
    expect(meta(last).deletionTimestamp).toBe('2026-01-01T00:00:05Z');
    expect(events).toEqual(['DELETED']);
    expect(expectErr(server.get(admin, gbs, 'gb')).code).toBe(404);
  });

  it('delete preconditions conflict as rest.BeforeDelete words it (the Kind, both values)', () => {
    const { server } = newServer();
    expectOk(server.create(admin, cms, { metadata: { name: 'cm' } }));
    const st = expectErr(server.delete(admin, cms, 'cm', { preconditions: { resourceVersion: '1' } }));
    expect(st.code).toBe(409);
    expect(st.message).toMatch(
      /^Operation cannot be fulfilled on ConfigMap "cm": the ResourceVersion in the precondition \(1\) does not match the ResourceVersion in record \(\d+\)\. The object might have been modified$/,
    );
    expect(st.details).toMatchObject({ name: 'cm', kind: 'ConfigMap' });
    const uid = expectErr(server.delete(admin, cms, 'cm', { preconditions: { uid: 'not-the-uid' } }));
    expect(uid.message).toMatch(
      /^Operation cannot be fulfilled on ConfigMap "cm": the UID in the precondition \(not-the-uid\) does not match the UID in record \([0-9a-f-]+\)\. The object might have been deleted and then recreated$/,
    );
  });
});

describe('ownerReferences and garbage collection', () => {
  it('background: dependents are deleted by the garbage collector after the owner', () => {
    const { server, trace } = newServer();
    installGuestbook(server);
    const gb = expectOk(server.create(admin, gbs, guestbook('gb')));
    expectOk(server.create(admin, cms, { metadata: { name: 'child', ownerReferences: [ownedBy(gb)] } }));
    expectOk(server.delete(admin, gbs, 'gb'));
    expect(expectErr(server.get(admin, cms, 'child')).code).toBe(404);
    const gcCall = trace.apiCalls().find((c) => c.verb === 'delete' && c.resource === 'configmaps');
    expect(gcCall?.identity.username).toBe('system:serviceaccount:kube-system:generic-garbage-collector');
    expect(gcCall?.clientPath).toBe('internal');
  });

  it('a dependent with another live owner keeps living, without the dangling reference', () => {
    const { server } = newServer();
    installGuestbook(server);
    const a = expectOk(server.create(admin, gbs, guestbook('a')));
    const b = expectOk(server.create(admin, gbs, guestbook('b')));
    expectOk(
      server.create(admin, cms, {
        metadata: { name: 'child', ownerReferences: [ownedBy(a), ownedBy(b, { controller: false })] },
      }),
    );
    expectOk(server.delete(admin, gbs, 'a'));
    const child = expectOk(server.get(admin, cms, 'child'));
    expect((meta(child).ownerReferences as JsonObject[]).map((r) => r.name)).toEqual(['b']);
  });

  it('foreground: the owner waits with the foregroundDeletion finalizer until blocking dependents are gone', () => {
    const { server } = newServer();
    installGuestbook(server);
    const gb = expectOk(server.create(admin, gbs, guestbook('gb')));
    expectOk(
      server.create(admin, cms, {
        metadata: { name: 'child', finalizers: ['x.io/hold'], ownerReferences: [ownedBy(gb)] },
      }),
    );
    const del = expectOk(server.delete(admin, gbs, 'gb', { propagationPolicy: 'Foreground' }));
    expect(meta(del).finalizers).toEqual(['foregroundDeletion']);
    const child = expectOk(server.get(admin, cms, 'child'));
    expect(meta(child).deletionTimestamp).toBeDefined();
    expect(meta(expectOk(server.get(admin, gbs, 'gb'))).deletionTimestamp).toBeDefined();
    expectOk(server.update(admin, cms, { ...child, metadata: { ...meta(child), finalizers: [] } }));
    expect(expectErr(server.get(admin, gbs, 'gb')).code).toBe(404);
  });

  it('orphan: dependents lose the owner reference and stay', () => {
    const { server } = newServer();
    installGuestbook(server);
    const gb = expectOk(server.create(admin, gbs, guestbook('gb')));
    expectOk(server.create(admin, cms, { metadata: { name: 'child', ownerReferences: [ownedBy(gb)] } }));
    expectOk(server.delete(admin, gbs, 'gb', { propagationPolicy: 'Orphan' }));
    expect(expectErr(server.get(admin, gbs, 'gb')).code).toBe(404);
    expect(meta(expectOk(server.get(admin, cms, 'child'))).ownerReferences).toBeUndefined();
  });

  // kube-apiserver 1.34 to 1.36 ([AM] pkg/api/validation/objectmeta.go validateOwnerReference): the
  // path has no index and the message no field name
  it('ownerReferences are validated', () => {
    const { server } = newServer();
    const st = expectErr(
      server.create(admin, cms, {
        metadata: {
          name: 'c',
          ownerReferences: [{ apiVersion: 'v1', kind: 'ConfigMap', name: 'x', uid: '' }],
        },
      }),
    );
    expect(st.message).toBe(
      'ConfigMap "c" is invalid: metadata.ownerReferences.uid: Invalid value: "": must not be empty',
    );
  });
});

/**
 * SEMANTICS.md checklist — "Writes, RV and conflicts", as the API server shows them.
 */
import { describe, expect, it } from 'vitest';
import {
  admin,
  configmaps,
  deployments,
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

describe('One metadata.resourceVersion per object, bumped by every persisted write (spec, metadata, status); no bump and no event for no-op writes', () => {
  it('bumps the single resourceVersion on spec, metadata and status writes, from one global counter', () => {
    const { server } = newServer();
    installGuestbook(server);
    const created = expectOk(server.create(admin, gbs, guestbook('gb')));
    const other = expectOk(server.create(admin, ns(configmaps, 'default'), { metadata: { name: 'cm' } }));
    expect(Number(rv(other))).toBe(Number(rv(created)) + 1); // global, not per object
    const afterSpec = expectOk(server.update(admin, gbs, { ...created, spec: { size: 2 } }));
    expect(Number(rv(afterSpec))).toBeGreaterThan(Number(rv(other)));
    const afterMeta = expectOk(
      server.update(admin, gbs, { ...afterSpec, metadata: { ...meta(afterSpec), labels: { a: 'b' } } }),
    );
    expect(Number(rv(afterMeta))).toBeGreaterThan(Number(rv(afterSpec)));
    const afterStatus = expectOk(
      server.update(admin, gbs, { ...afterMeta, status: { ready: 1 } }, { subresource: 'status' }),
    );
    expect(Number(rv(afterStatus))).toBeGreaterThan(Number(rv(afterMeta)));
  });

  it('a write that changes nothing keeps the resourceVersion and emits no watch event', () => {
    const { server, trace } = newServer();
    installGuestbook(server);
    const created = expectOk(server.create(admin, gbs, guestbook('gb')));
    const events: string[] = [];
    const w = server.watch(admin, { ...gbs, resourceVersion: rv(created) }, (e) => events.push(e.type));
    expect(w.ok).toBe(true);
    const again = expectOk(server.update(admin, gbs, created));
    expect(rv(again)).toBe(rv(created));
    const st = expectOk(server.update(admin, gbs, created, { subresource: 'status' }));
    expect(rv(st)).toBe(rv(created));
    const patched = expectOk(server.patch(admin, gbs, 'gb', 'merge', { spec: { size: 1 } }));
    expect(rv(patched)).toBe(rv(created));
    expect(events).toEqual([]);
    expect(trace.apiCalls().filter((c) => c.noop).length).toBe(3);
    expectOk(server.patch(admin, gbs, 'gb', 'merge', { spec: { size: 3 } }));
    expect(events).toEqual(['MODIFIED']);
  });
});

describe('RV mismatch on Update or Status().Update → 409 Conflict `Operation cannot be fulfilled on <plural>[.<group>] "<name>": the object has been modified; please apply your changes to the latest version and try again`, details.kind = plural', () => {
  it('Update with a stale resourceVersion', () => {
    const { server } = newServer();
    installGuestbook(server);
    const stale = expectOk(server.create(admin, gbs, guestbook('gb')));
    expectOk(server.update(admin, gbs, { ...stale, spec: { size: 2 } }));
    const st = expectErr(server.update(admin, gbs, { ...stale, spec: { size: 3 } }));
    expect(st.code).toBe(409);
    expect(st.reason).toBe('Conflict');
    expect(st.message).toBe(
      'Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again',
    );
    expect(st.details).toEqual({ name: 'gb', group: 'webapp.my.domain', kind: 'guestbooks' });
  });

  it('Status().Update with a stale resourceVersion is locked the same way (plural resource, never /status)', () => {
    const { server } = newServer();
    installGuestbook(server);
    const stale = expectOk(server.create(admin, gbs, guestbook('gb')));
    expectOk(server.update(admin, gbs, { ...stale, metadata: { ...meta(stale), labels: { x: 'y' } } }));
    const st = expectErr(
      server.update(admin, gbs, { ...stale, status: { ready: 1 } }, { subresource: 'status' }),
    );
    expect(st.code).toBe(409);
    expect(st.message).toBe(
      'Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again',
    );
    expect(st.details?.kind).toBe('guestbooks');
  });

  it('core and apps groups print `pods "web"` / `deployments.apps "web"`', () => {
    const { server } = newServer();
    const dep = expectOk(
      server.create(admin, ns(deployments, 'default'), {
        metadata: { name: 'web' },
        spec: {
          selector: { matchLabels: { app: 'web' } },
          template: {
            metadata: { labels: { app: 'web' } },
            spec: { containers: [{ name: 'c', image: 'nginx:1.27' }] },
          },
        },
      }),
    );
    expectOk(
      server.update(admin, ns(deployments, 'default'), {
        ...dep,
        spec: { ...(dep.spec as object), replicas: 3 },
      }),
    );
    const st = expectErr(server.update(admin, ns(deployments, 'default'), dep));
    expect(st.message).toBe(
      'Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again',
    );
    const cm = expectOk(
      server.create(admin, ns(configmaps, 'default'), { metadata: { name: 'web' }, data: { a: '1' } }),
    );
    expectOk(server.update(admin, ns(configmaps, 'default'), { ...cm, data: { a: '2' } }));
    expect(expectErr(server.update(admin, ns(configmaps, 'default'), cm)).message).toBe(
      'Operation cannot be fulfilled on configmaps "web": the object has been modified; please apply your changes to the latest version and try again',
    );
  });
});

describe('Empty RV on Update of a CR → 422 `<plural>.<group> "<name>" is invalid: metadata.resourceVersion: Invalid value: 0: must be specified for an update`; built-ins allow unconditional update', () => {
  it('custom resource without resourceVersion', () => {
    const { server } = newServer();
    installGuestbook(server);
    expectOk(server.create(admin, gbs, guestbook('gb')));
    const st = expectErr(server.update(admin, gbs, guestbook('gb', 'default', { size: 4 })));
    expect(st.code).toBe(422);
    expect(st.reason).toBe('Invalid');
    expect(st.message).toBe(
      'guestbooks.webapp.my.domain "gb" is invalid: metadata.resourceVersion: Invalid value: 0: must be specified for an update',
    );
    expect(st.details).toEqual({
      name: 'gb',
      group: 'webapp.my.domain',
      kind: 'guestbooks',
      causes: [
        {
          reason: 'FieldValueInvalid',
          message: 'Invalid value: 0: must be specified for an update',
          field: 'metadata.resourceVersion',
        },
      ],
    });
  });

  it('built-in without resourceVersion is last-write-wins', () => {
    const { server } = newServer();
    const cm = expectOk(
      server.create(admin, ns(configmaps, 'default'), { metadata: { name: 'cm' }, data: { a: '1' } }),
    );
    const updated = expectOk(
      server.update(admin, ns(configmaps, 'default'), { metadata: { name: 'cm' }, data: { a: '2' } }),
    );
    expect(Number(rv(updated))).toBeGreaterThan(Number(rv(cm)));
    expect(updated.data).toEqual({ a: '2' });
  });
});

describe('Create with RV set → 500 `resourceVersion should not be set on objects to be created`; duplicate → 409 AlreadyExists `<plural>.<group> "<name>" already exists`', () => {
  it('create with resourceVersion', () => {
    const { server } = newServer();
    installGuestbook(server);
    const st = expectErr(
      server.create(admin, gbs, { ...guestbook('gb'), metadata: { name: 'gb', resourceVersion: '5' } }),
    );
    expect(st.code).toBe(500);
    expect(st.reason).toBe('');
    expect(st.message).toBe('resourceVersion should not be set on objects to be created');
  });

  it('duplicate create', () => {
    const { server } = newServer();
    installGuestbook(server);
    expectOk(server.create(admin, gbs, guestbook('gb')));
    const st = expectErr(server.create(admin, gbs, guestbook('gb')));
    expect(st).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: 'guestbooks.webapp.my.domain "gb" already exists',
      reason: 'AlreadyExists',
      details: { name: 'gb', group: 'webapp.my.domain', kind: 'guestbooks' },
      code: 409,
    });
  });
});

describe("After every successful write the client replaces obj (zeroed, then decoded) with the server's response", () => {
  it('the server answers every write with the stored object (what the client decodes into obj)', () => {
    const { server } = newServer();
    installGuestbook(server);
    const sent = { ...guestbook('gb'), status: { ready: 5 } };
    const created = expectOk(server.create(admin, gbs, sent));
    const stored = expectOk(server.get(admin, gbs, 'gb'));
    expect(created).toEqual(stored);
    expect(created.status).toBeUndefined(); // the sent status is not in the answer
    const updated = expectOk(
      server.update(admin, gbs, { ...created, spec: { size: 2 }, status: { ready: 9 } }),
    );
    expect(updated).toEqual(expectOk(server.get(admin, gbs, 'gb')));
  });
});

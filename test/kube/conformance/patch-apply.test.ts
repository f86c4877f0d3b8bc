/**
 * SEMANTICS.md checklist — "`MergeFrom` patches never 409 on RV; `MergeFromWithOptimisticLock` does; SSA needs a
 * field owner and returns 409 `Apply failed with …` on ownership conflicts", plus strategic merge for built-ins.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
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
// the REST layer's type layout, bound as the CLI's and the terminal's hosts bind it (typed-decode.ts)
import '../../../src/kube/rest/bind-transport.ts';

const gbs = ns(guestbooks, 'default');

describe('`MergeFrom` patches never 409 on RV; `MergeFromWithOptimisticLock` does; SSA needs a field owner and returns 409 `Apply failed with …` on ownership conflicts', () => {
  it('a merge patch without resourceVersion applies to the current object even after concurrent writes', () => {
    const { server } = newServer();
    installGuestbook(server);
    const orig = expectOk(server.create(admin, gbs, guestbook('gb')));
    expectOk(server.update(admin, gbs, { ...orig, spec: { size: 2 } }));
    const patched = expectOk(
      server.patch(admin, gbs, 'gb', 'merge', { status: { ready: 1 } }, { subresource: 'status' }),
    );
    expect(patched.status).toEqual({ ready: 1 });
    expect(patched.spec).toEqual({ size: 2, image: 'nginx:1.27' });
  });

  it('a merge patch carrying metadata.resourceVersion (optimistic lock) conflicts when stale', () => {
    const { server } = newServer();
    installGuestbook(server);
    const orig = expectOk(server.create(admin, gbs, guestbook('gb')));
    expectOk(server.update(admin, gbs, { ...orig, spec: { size: 2 } }));
    const st = expectErr(
      server.patch(admin, gbs, 'gb', 'merge', { metadata: { resourceVersion: rv(orig) }, spec: { size: 3 } }),
    );
    expect(st.code).toBe(409);
    expect(st.message).toBe(
      'Operation cannot be fulfilled on guestbooks.webapp.my.domain "gb": the object has been modified; please apply your changes to the latest version and try again',
    );
  });

  it('merge patch replaces lists wholesale (conditions)', () => {
    const { server } = newServer();
    installGuestbook(server);
    expectOk(server.create(admin, gbs, guestbook('gb')));
    expectOk(
      server.patch(
        admin,
        gbs,
        'gb',
        'merge',
        {
          status: {
            conditions: [
              { type: 'A', status: 'True' },
              { type: 'B', status: 'True' },
            ],
          },
        },
        { subresource: 'status' },
      ),
    );
    const p = expectOk(
      server.patch(
        admin,
        gbs,
        'gb',
        'merge',
        { status: { conditions: [{ type: 'B', status: 'False' }] } },
        { subresource: 'status' },
      ),
    );
    expect((p.status as JsonObject).conditions).toEqual([{ type: 'B', status: 'False' }]);
  });

  it('apply without a field manager is 422 on PatchOptions', () => {
    const { server } = newServer();
    installGuestbook(server);
    const st = expectErr(server.patch(admin, gbs, 'gb', 'apply', guestbook('gb')));
    expect(st.code).toBe(422);
    expect(st.message).toBe(
      'PatchOptions.meta.k8s.io "" is invalid: fieldManager: Required value: is required for apply patch',
    );
  });

  it('apply creates, then a second manager changing an owned field gets the exact conflict', () => {
    const { server } = newServer();
    installGuestbook(server);
    expectOk(
      server.patch(admin, gbs, 'gb', 'apply', guestbook('gb', 'default', { size: 1 }), {
        fieldManager: 'alice',
      }),
    );
    const st = expectErr(
      server.patch(admin, gbs, 'gb', 'apply', guestbook('gb', 'default', { size: 2 }), {
        fieldManager: 'bob',
      }),
    );
    expect(st.code).toBe(409);
    expect(st.reason).toBe('Conflict');
    expect(st.message).toBe('Apply failed with 1 conflict: conflict with "alice": .spec.size');
    expect(st.details?.causes).toEqual([
      { reason: 'FieldManagerConflict', message: 'conflict with "alice"', field: '.spec.size' },
    ]);
    // same value: shared ownership, no conflict
    expectOk(
      server.patch(admin, gbs, 'gb', 'apply', guestbook('gb', 'default', { size: 1 }), {
        fieldManager: 'bob',
      }),
    );
    // force takes ownership
    const forced = expectOk(
      server.patch(admin, gbs, 'gb', 'apply', guestbook('gb', 'default', { size: 4 }), {
        fieldManager: 'bob',
        force: true,
      }),
    );
    expect((forced.spec as JsonObject).size).toBe(4);
  });

  it('conflicts with an Update manager name its apiVersion; several conflicts are listed per manager', () => {
    const { server } = newServer();
    installGuestbook(server);
    const created = expectOk(
      server.create(admin, gbs, guestbook('gb', 'default', { size: 1, mode: 'fast' }), {
        fieldManager: 'manager',
      }),
    );
    expect((meta(created).managedFields as JsonObject[])[0].manager).toBe('manager');
    const one = expectErr(
      server.patch(admin, gbs, 'gb', 'apply', guestbook('gb', 'default', { size: 2 }), {
        fieldManager: 'kubectl',
      }),
    );
    expect(one.message).toBe(
      'Apply failed with 1 conflict: conflict with "manager" using webapp.my.domain/v1: .spec.size',
    );
    const two = expectErr(
      server.patch(admin, gbs, 'gb', 'apply', guestbook('gb', 'default', { size: 2, mode: 'safe' }), {
        fieldManager: 'kubectl',
      }),
    );
    expect(two.message).toBe(
      'Apply failed with 2 conflicts: conflicts with "manager" using webapp.my.domain/v1:\n- .spec.mode\n- .spec.size',
    );
  });

  it('fields a manager stops applying are removed when nobody else owns them', () => {
    const { server } = newServer();
    installGuestbook(server);
    expectOk(
      server.patch(admin, gbs, 'gb', 'apply', guestbook('gb', 'default', { size: 1, mode: 'fast' }), {
        fieldManager: 'alice',
      }),
    );
    const r = expectOk(
      server.patch(admin, gbs, 'gb', 'apply', guestbook('gb', 'default', { size: 1 }), {
        fieldManager: 'alice',
      }),
    );
    expect(r.spec).toEqual({ size: 1, image: 'nginx:1.27' });
  });

  it('force is only for apply patches', () => {
    const { server } = newServer();
    installGuestbook(server);
    expectOk(server.create(admin, gbs, guestbook('gb')));
    const st = expectErr(server.patch(admin, gbs, 'gb', 'merge', { spec: { size: 2 } }, { force: true }));
    expect(st.message).toBe(
      'PatchOptions.meta.k8s.io "" is invalid: force: Forbidden: may not be specified for non-apply patch',
    );
  });
});

describe('strategic merge patch (built-ins) and its absence on custom resources', () => {
  it('merges containers by name on a Deployment', () => {
    const { server } = newServer();
    const d = ns(deployments, 'default');
    expectOk(
      server.create(admin, d, {
        metadata: { name: 'web' },
        spec: {
          selector: { matchLabels: { app: 'web' } },
          template: {
            metadata: { labels: { app: 'web' } },
            spec: {
              containers: [
                { name: 'a', image: 'nginx:1' },
                { name: 'b', image: 'busybox:1' },
              ],
            },
          },
        },
      }),
    );
    const p = expectOk(
      server.patch(admin, d, 'web', 'strategic', {
        spec: { template: { spec: { containers: [{ name: 'b', image: 'busybox:2' }] } } },
      }),
    );
    const cs = ((p.spec as JsonObject).template as JsonObject).spec as JsonObject;
    expect((cs.containers as JsonObject[]).map((c) => `${c.name}=${c.image}`)).toEqual([
      'a=nginx:1',
      'b=busybox:2',
    ]);
  });

  it('strategic merge patch of a built-in kind follows its Go tags: $retainKeys, $setElementOrder, merge-key errors', () => {
    const { server } = newServer();
    const d = ns(deployments, 'default');
    expectOk(
      server.create(admin, d, {
        metadata: { name: 'web' },
        spec: {
          selector: { matchLabels: { app: 'web' } },
          template: {
            metadata: { labels: { app: 'web' } },
            spec: { containers: [{ name: 'a', image: 'nginx:1' }] },
          },
        },
      }),
    );
    // DeploymentSpec.strategy is patchStrategy:"retainKeys": the defaulted rollingUpdate goes
    // (kubectl apply sends this when a manifest switches to Recreate)
    const p = expectOk(
      server.patch(admin, d, 'web', 'strategic', {
        spec: { strategy: { $retainKeys: ['type'], type: 'Recreate' } },
      }),
    );
    expect((p.spec as JsonObject).strategy).toEqual({ type: 'Recreate' });
    // $setElementOrder/containers puts the new container first
    const o = expectOk(
      server.patch(admin, d, 'web', 'strategic', {
        spec: {
          template: {
            spec: {
              '$setElementOrder/containers': [{ name: 'side' }, { name: 'a' }],
              containers: [{ name: 'side', image: 'busybox' }],
            },
          },
        },
      }),
    );
    const cs = ((o.spec as JsonObject).template as JsonObject).spec as JsonObject;
    expect((cs.containers as JsonObject[]).map((c) => c.name)).toEqual(['side', 'a']);
    // [AS] handlers/patch.go interpretStrategicMergePatchError: a format error is a BadRequest, a
    // missing merge key a plain error (500, no reason, mergepatch's %v of the map)
    const retain = expectErr(
      server.patch(admin, d, 'web', 'strategic', {
        spec: { strategy: { $retainKeys: ['type'], type: 'Recreate', rollingUpdate: {} } },
      }),
    );
    expect([retain.code, retain.reason, retain.message]).toEqual([
      400,
      'BadRequest',
      'invalid patch format of retainKeys',
    ]);
    const key = expectErr(
      server.patch(admin, d, 'web', 'strategic', {
        spec: { template: { spec: { containers: [{ image: 'x' }] } } },
      }),
    );
    expect([key.code, key.reason, key.message]).toEqual([
      500,
      '',
      'map: map[image:x] does not contain declared merge key: name',
    ]);
  });

  it('custom resources reject strategic merge patch with 415', () => {
    const { server } = newServer();
    installGuestbook(server);
    expectOk(server.create(admin, gbs, guestbook('gb')));
    const st = expectErr(server.patch(admin, gbs, 'gb', 'strategic', { spec: { size: 2 } }));
    expect(st.code).toBe(415);
    expect(st.reason).toBe('UnsupportedMediaType');
  });

  it('JSON patch (RFC 6902) on a ConfigMap', () => {
    const { server } = newServer();
    const c = ns(configmaps, 'default');
    expectOk(server.create(admin, c, { metadata: { name: 'cm' }, data: { a: '1' } }));
    const p = expectOk(
      server.patch(admin, c, 'cm', 'json', [
        { op: 'add', path: '/data/b', value: '2' },
        { op: 'remove', path: '/data/a' },
      ]),
    );
    expect(p.data).toEqual({ b: '2' });
  });
});

/** The trace records who called what, against which resourceVersion, with which decision and result. */
import { describe, expect, it } from 'vitest';
import { formatTraceEvent } from '../../src/kube/trace.ts';
import {
  admin,
  expectOk,
  grantCluster,
  guestbook,
  guestbooks,
  installGuestbook,
  newServer,
  ns,
  operator,
  rv,
} from './helpers.ts';

describe('trace of API calls', () => {
  it('records identity, client path, verb, resource, subresource, scope, resourceVersions, decision, result, time and call site', () => {
    const { server, trace, clock } = newServer();
    installGuestbook(server);
    grantCluster(server, [
      { apiGroups: ['webapp.my.domain'], resources: ['guestbooks'], verbs: ['get', 'update'] },
    ]);
    const gb = expectOk(server.create(admin, ns(guestbooks, 'default'), guestbook('gb')));
    clock.advance(1500);
    const callSite = {
      file: 'internal/controller/guestbook_controller.go',
      line: 57,
      function: 'GuestbookReconciler.Reconcile',
    };
    server.update(
      { ...operator, callSite },
      ns(guestbooks, 'default'),
      { ...gb, status: { ready: 1 } },
      { subresource: 'status' },
    );
    const e = trace.apiCalls().at(-1)!;
    expect(e).toMatchObject({
      kind: 'api',
      time: Date.UTC(2026, 0, 1, 0, 0, 1, 500),
      identity: { username: 'system:serviceaccount:my-op-system:my-op-controller-manager' },
      clientPath: 'direct',
      verb: 'update',
      group: 'webapp.my.domain',
      version: 'v1',
      resource: 'guestbooks',
      subresource: 'status',
      namespace: 'default',
      name: 'gb',
      rvSent: rv(gb),
      rvStored: '',
      authorization: { decision: 'deny', reason: '' },
      result: { code: 403, reason: 'Forbidden' },
      callSite,
    });
    expect(formatTraceEvent(e)).toBe(
      `[direct] system:serviceaccount:my-op-system:my-op-controller-manager UPDATE webapp.my.domain/v1 guestbooks/status default/gb rv ${rv(gb)}→- → 403 Forbidden: guestbooks.webapp.my.domain "gb" is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot update resource "guestbooks/status" in API group "webapp.my.domain" in the namespace "default" @ internal/controller/guestbook_controller.go:57`,
    );
    const ok = server.update(operator, ns(guestbooks, 'default'), { ...gb, spec: { size: 3 } });
    const stored = trace.apiCalls().at(-1)!;
    expect(stored.rvSent).toBe(rv(gb));
    expect(stored.rvStored).toBe(ok.ok ? rv(ok.object) : 'x');
    expect(stored.authorization.decision).toBe('allow');
    expect(stored.authorization.reason).toContain(
      'ClusterRoleBinding "manager-role-binding" of ClusterRole "manager-role"',
    );
  });

  it('events are JSON-serialisable and numbered in order', () => {
    const { server, trace } = newServer();
    installGuestbook(server);
    expectOk(server.create(admin, ns(guestbooks, 'default'), guestbook('gb')));
    const events = trace.events();
    expect(events.map((e) => e.seq)).toEqual(events.map((_, i) => i + 1));
    expect(JSON.parse(JSON.stringify(events))).toEqual(events);
  });
});

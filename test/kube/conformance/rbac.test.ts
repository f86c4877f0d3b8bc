/**
 * SEMANTICS.md checklist — RBAC: "403 messages exactly as in §7 (`… at the cluster scope` vs `… in the namespace
 * "<ns>"`; `"<plural>/status"` for subresources; name included only when the request has one)" and "Write without
 * permission → immediate 403", plus the list+watch permissions an informer needs.
 */
import { describe, expect, it } from 'vitest';
import {
  admin,
  clusterrolebindings,
  configmaps,
  deployments,
  expectErr,
  expectOk,
  grantCluster,
  guestbook,
  guestbooks,
  installGuestbook,
  newServer,
  ns,
  operator,
  pods,
  rolebindings,
  roles,
  secrets,
} from '../helpers.ts';

const USER = 'system:serviceaccount:my-op-system:my-op-controller-manager';

describe('403 messages exactly as in §7', () => {
  it('list at cluster scope', () => {
    const { server } = newServer();
    const st = expectErr(server.list(operator, pods));
    expect(st).toEqual({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message: `pods is forbidden: User "${USER}" cannot list resource "pods" in API group "" at the cluster scope`,
      reason: 'Forbidden',
      details: { kind: 'pods' },
      code: 403,
    });
  });

  it('get in a namespace names the object', () => {
    const { server } = newServer();
    const st = expectErr(server.get(operator, ns(deployments, 'default'), 'web'));
    expect(st.message).toBe(
      `deployments.apps "web" is forbidden: User "${USER}" cannot get resource "deployments" in API group "apps" in the namespace "default"`,
    );
    expect(st.details).toEqual({ name: 'web', group: 'apps', kind: 'deployments' });
  });

  it('create has no name', () => {
    const { server } = newServer();
    const st = expectErr(server.create(operator, ns(deployments, 'default'), { metadata: { name: 'web' } }));
    expect(st.message).toBe(
      `deployments.apps is forbidden: User "${USER}" cannot create resource "deployments" in API group "apps" in the namespace "default"`,
    );
  });

  it('status subresource is `<plural>/status`', () => {
    const { server } = newServer();
    installGuestbook(server);
    grantCluster(server, [
      {
        apiGroups: ['webapp.my.domain'],
        resources: ['guestbooks'],
        verbs: ['get', 'list', 'watch', 'update'],
      },
    ]);
    const gb = expectOk(server.create(admin, ns(guestbooks, 'default'), guestbook('gb')));
    expectOk(server.update(operator, ns(guestbooks, 'default'), { ...gb, spec: { size: 2 } }));
    const st = expectErr(
      server.update(
        operator,
        ns(guestbooks, 'default'),
        { ...gb, status: { ready: 1 } },
        { subresource: 'status' },
      ),
    );
    expect(st.code).toBe(403);
    expect(st.message).toBe(
      `guestbooks.webapp.my.domain "gb" is forbidden: User "${USER}" cannot update resource "guestbooks/status" in API group "webapp.my.domain" in the namespace "default"`,
    );
    // RBAC is checked before the object is looked up: forbidden wins over NotFound
    const missing = expectErr(
      server.update(
        operator,
        ns(guestbooks, 'default'),
        { ...gb, metadata: { name: 'nope' } },
        { subresource: 'status' },
      ),
    );
    expect(missing.code).toBe(403);
  });

  it('a binding to a missing ClusterRole adds the `: RBAC: …` suffix', () => {
    const { server } = newServer();
    expectOk(
      server.create(admin, clusterrolebindings, {
        metadata: { name: 'b' },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'manager-role' },
        subjects: [{ kind: 'ServiceAccount', name: 'my-op-controller-manager', namespace: 'my-op-system' }],
      }),
    );
    const st = expectErr(server.list(operator, pods));
    expect(st.message).toBe(
      `pods is forbidden: User "${USER}" cannot list resource "pods" in API group "" at the cluster scope: RBAC: clusterrole.rbac.authorization.k8s.io "manager-role" not found`,
    );
  });
});

describe('Write without permission → immediate 403', () => {
  it('a namespaced Role allows reads in its namespace only, not writes and not cluster-wide lists', () => {
    const { server, trace } = newServer();
    expectOk(
      server.create(admin, ns(roles, 'default'), {
        metadata: { name: 'reader' },
        rules: [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'list', 'watch'] }],
      }),
    );
    expectOk(
      server.create(admin, ns(rolebindings, 'default'), {
        metadata: { name: 'reader' },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'reader' },
        subjects: [{ kind: 'ServiceAccount', name: 'my-op-controller-manager', namespace: 'my-op-system' }],
      }),
    );
    expectOk(server.create(admin, ns(configmaps, 'default'), { metadata: { name: 'cm' } }));
    expectOk(server.get(operator, ns(configmaps, 'default'), 'cm'));
    expectOk(server.list(operator, ns(configmaps, 'default')));
    const calls = trace.apiCalls();
    expect(calls[calls.length - 1].authorization).toEqual({
      decision: 'allow',
      reason:
        'RBAC: allowed by RoleBinding "reader/default" of Role "reader" to ServiceAccount "my-op-system/my-op-controller-manager"',
    });
    expect(expectErr(server.list(operator, configmaps)).message).toBe(
      `configmaps is forbidden: User "${USER}" cannot list resource "configmaps" in API group "" at the cluster scope`,
    );
    const del = expectErr(server.delete(operator, ns(configmaps, 'default'), 'cm'));
    expect(del.message).toBe(
      `configmaps "cm" is forbidden: User "${USER}" cannot delete resource "configmaps" in API group "" in the namespace "default"`,
    );
    const last = trace.apiCalls().at(-1)!;
    expect(last.authorization.decision).toBe('deny');
    expect(last.result.code).toBe(403);
  });

  it('resourceNames restrict to named objects; requests without a name do not match', () => {
    const { server } = newServer();
    grantCluster(server, [
      { apiGroups: [''], resources: ['secrets'], resourceNames: ['token'], verbs: ['get', 'list'] },
    ]);
    expectOk(server.create(admin, ns(secrets, 'default'), { metadata: { name: 'token' } }));
    expectOk(server.create(admin, ns(secrets, 'default'), { metadata: { name: 'other' } }));
    expectOk(server.get(operator, ns(secrets, 'default'), 'token'));
    expect(expectErr(server.get(operator, ns(secrets, 'default'), 'other')).code).toBe(403);
    expect(expectErr(server.list(operator, ns(secrets, 'default'))).code).toBe(403);
  });
});

describe('Informers need list and watch (cached reads), not get', () => {
  it('get alone does not allow the watch an informer starts', () => {
    const { server } = newServer();
    grantCluster(server, [{ apiGroups: [''], resources: ['secrets'], verbs: ['get', 'list'] }]);
    const w = server.watch(operator, secrets, () => {});
    expect(w.ok).toBe(false);
    if (!w.ok)
      expect(w.status.message).toBe(
        `secrets is forbidden: User "${USER}" cannot watch resource "secrets" in API group "" at the cluster scope`,
      );
  });
});

describe('subjects: users, groups and service accounts', () => {
  it('a Group subject matches every service account of a namespace (system:serviceaccounts:<ns>)', () => {
    const { server } = newServer();
    expectOk(
      server.create(admin, clusterrolebindings, {
        metadata: { name: 'sa-readers' },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'view-pods' },
        subjects: [
          {
            kind: 'Group',
            name: 'system:serviceaccounts:my-op-system',
            apiGroup: 'rbac.authorization.k8s.io',
          },
        ],
      }),
    );
    expectOk(
      server.create(
        admin,
        { group: 'rbac.authorization.k8s.io', version: 'v1', resource: 'clusterroles' },
        {
          metadata: { name: 'view-pods' },
          rules: [{ apiGroups: [''], resources: ['pods'], verbs: ['list'] }],
        },
      ),
    );
    expectOk(server.list(operator, pods));
    const other = {
      user: {
        username: 'system:serviceaccount:default:default',
        groups: ['system:serviceaccounts', 'system:serviceaccounts:default', 'system:authenticated'],
      },
    };
    expect(expectErr(server.list(other, pods)).message).toBe(
      'pods is forbidden: User "system:serviceaccount:default:default" cannot list resource "pods" in API group "" at the cluster scope',
    );
    const user = { user: { username: 'jane', groups: ['system:authenticated'] } };
    expect(expectErr(server.list(user, pods)).message).toBe(
      'pods is forbidden: User "jane" cannot list resource "pods" in API group "" at the cluster scope',
    );
  });
});

// A server-side apply of a missing object creates it, and the API server then also authorizes the
// request as create of that name (k8s.io/apiserver pkg/endpoints/handlers/patch.go:
// createAuthorizerAttributes, Verb "create", checked through withAuthorization in the create-on-update
// path). The refusal is NewForbidden(gr, name, fmt.Errorf("%v", reason)) with the authorizer's reason,
// which RBAC leaves empty when no rule matched: not the authorization filter's "User ... cannot ..."
// sentence. A patch of an existing object, or any non-apply patch, needs patch only.
import { describe, expect, it } from 'vitest';
import { admin, configmaps, expectOk, grantCluster, newServer, ns, operator } from './helpers.ts';

const cm = (name: string) => ({
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name, namespace: 'default' },
  data: { a: '1' },
});

describe('server-side apply that creates', () => {
  it('is forbidden without create, with the authorizer reason only, and traced as a denied create', () => {
    const { server, trace } = newServer();
    grantCluster(server, [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'patch'] }]);
    const r = server.patch(operator, ns(configmaps, 'default'), 'settings', 'apply', cm('settings'), {
      fieldManager: 'op',
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.status).toMatchObject({
      code: 403,
      reason: 'Forbidden',
      message: 'configmaps "settings" is forbidden: ',
      details: { name: 'settings', kind: 'configmaps' },
    });
    expect(trace.apiCalls().at(-1)).toMatchObject({
      verb: 'patch',
      authorization: { decision: 'deny', reason: '', verb: 'create' },
      result: { code: 403 },
    });
    expect(server.get(admin, ns(configmaps, 'default'), 'settings').ok).toBe(false);
  });

  it('is allowed with patch and create', () => {
    const { server } = newServer();
    grantCluster(server, [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'patch', 'create'] }]);
    const r = server.patch(operator, ns(configmaps, 'default'), 'settings', 'apply', cm('settings'), {
      fieldManager: 'op',
    });
    expect(r.ok && r.code).toBe(201);
  });

  it('needs patch only when the object exists', () => {
    const { server, trace } = newServer();
    grantCluster(server, [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'patch'] }]);
    expectOk(server.create(admin, ns(configmaps, 'default'), cm('settings')));
    const r = server.patch(
      operator,
      ns(configmaps, 'default'),
      'settings',
      'apply',
      { ...cm('settings'), data: { a: '2' } },
      { fieldManager: 'op', force: true },
    );
    expect(r.ok && r.code).toBe(200);
    expect(trace.apiCalls().at(-1)?.authorization).toEqual({ decision: 'allow', reason: expect.any(String) });
  });
});

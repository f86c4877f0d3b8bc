/**
 * The REST layer's answers to a method no route takes, and its reading of `watch`, as kube-apiserver
 * gives them: go-restful's 405 through the apiserver's serviceErrorHandler (NewGenericServerResponse:
 * "the server does not allow this method on the requested resource", empty details), and ListOptions'
 * bool decoding, where only "0", "false" (any case) and an absent parameter are false.
 */
import { describe, expect, it } from 'vitest';
import type { UserInfo } from '../../../src/kube/apiserver/index.ts';
import { ADMIN_USER, ApiServer } from '../../../src/kube/apiserver/index.ts';
import { handleRest } from '../../../src/kube/rest/handler.ts';
import { grantCluster, SA } from '../helpers.ts';

function cluster(
  server = new ApiServer({ clock: { now: () => Date.parse('2026-01-01T00:00:00Z') } }),
  user: UserInfo = ADMIN_USER,
) {
  const ctx = { server, user, serverAddress: '127.0.0.1:6443', gitVersion: 'v1.34.0' };
  const call = (method: string, path: string, query = '', body?: unknown) =>
    handleRest(ctx, {
      method,
      path,
      query: new URLSearchParams(query),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      bodyBytes: body === undefined ? undefined : JSON.stringify(body),
    });
  return { call, server };
}

const METHOD_NOT_ALLOWED =
  '{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"the server does not allow this method on the requested resource","reason":"MethodNotAllowed","details":{},"code":405}';

describe('methods no route takes', () => {
  it('an unknown method, POST to an object, PUT and PATCH to a collection, DELETE of a subresource', () => {
    const { call } = cluster();
    const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } };
    const created = call('POST', '/api/v1/namespaces/default/configmaps', '', cm);
    expect(created.kind === 'response' && created.status).toBe(201);
    for (const [method, path] of [
      ['PURGE', '/api/v1/namespaces/default/configmaps/c'],
      ['POST', '/api/v1/namespaces/default/configmaps/c'],
      ['PUT', '/api/v1/namespaces/default/configmaps'],
      ['PATCH', '/api/v1/namespaces/default/configmaps'],
      ['DELETE', '/apis/apps/v1/namespaces/default/deployments/d/status'],
    ]) {
      const r = call(method, path, '', cm);
      if (r.kind !== 'response') throw new Error('not a response');
      expect([method, r.status]).toEqual([method, 405]);
      expect(r.body.trim()).toBe(METHOD_NOT_ALLOWED);
    }
  });
});

describe('a method no route takes is authorized first', () => {
  it('a user without the permission RequestInfo names gets the 403; with it, the 405', () => {
    const { call, server } = cluster();
    const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } };
    call('POST', '/api/v1/namespaces/default/configmaps', '', cm);
    grantCluster(server, [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'list', 'update'] }]);
    const op = cluster(server, SA);
    const forbidden = (verb: string, name: string, resource = 'configmaps') =>
      JSON.stringify({
        kind: 'Status',
        apiVersion: 'v1',
        metadata: {},
        status: 'Failure',
        message: `${resource.split('/')[0]}${name === '' ? '' : ` "${name}"`} is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot ${verb} resource "${resource}" in API group "" in the namespace "default"`,
        reason: 'Forbidden',
        details: { ...(name === '' ? {} : { name }), kind: resource.split('/')[0] },
        code: 403,
      });
    for (const [method, path, want] of [
      ['POST', '/api/v1/namespaces/default/configmaps/c', forbidden('create', 'c')],
      ['PATCH', '/api/v1/namespaces/default/configmaps', forbidden('patch', '')],
      ['PURGE', '/api/v1/namespaces/default/configmaps/c', forbidden('', 'c')],
      ['DELETE', '/api/v1/namespaces/default/pods/p/status', forbidden('delete', 'p', 'pods/status')],
      // update is granted: the route's 405
      ['PUT', '/api/v1/namespaces/default/configmaps', METHOD_NOT_ALLOWED],
      // a subresource no route serves is authorized as what RequestInfo parsed, then not found
      ['GET', '/api/v1/namespaces/default/configmaps/c/data', forbidden('get', 'c', 'configmaps/data')],
    ]) {
      const r = op.call(method, path, '', cm);
      if (r.kind !== 'response') throw new Error('not a response');
      expect([method, path, r.body.trim()]).toEqual([method, path, want]);
    }
    const admin = cluster(server).call('GET', '/api/v1/namespaces/default/configmaps/c/data');
    expect(admin.kind === 'response' && [admin.status, admin.body.trim()]).toEqual([
      404,
      '{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"the server could not find the requested resource","reason":"NotFound","details":{},"code":404}',
    ]);
  });
});

describe('a resource path no route serves', () => {
  const NOT_FOUND =
    '{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"the server could not find the requested resource","reason":"NotFound","details":{},"code":404}';
  const USER = 'User "system:serviceaccount:my-op-system:my-op-controller-manager"';
  const forbidden = (message: string, group: string, kind: string, name = '') =>
    JSON.stringify({
      kind: 'Status',
      apiVersion: 'v1',
      metadata: {},
      status: 'Failure',
      message,
      reason: 'Forbidden',
      details: { ...(name === '' ? {} : { name }), ...(group === '' ? {} : { group }), kind },
      code: 403,
    });

  it('is authorized as RequestInfo parses it before the 404: unknown resources, groups and versions', () => {
    const { server } = cluster();
    grantCluster(server, [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'list'] }]);
    const op = cluster(server, SA);
    for (const [method, path, query, want] of [
      [
        'GET',
        '/api/v1/namespaces/default/widgets',
        '',
        forbidden(
          `widgets is forbidden: ${USER} cannot list resource "widgets" in API group "" in the namespace "default"`,
          '',
          'widgets',
        ),
      ],
      [
        'GET',
        '/apis/example.com/v1/widgets',
        'watch=1',
        forbidden(
          `widgets.example.com is forbidden: ${USER} cannot watch resource "widgets" in API group "example.com" at the cluster scope`,
          'example.com',
          'widgets',
        ),
      ],
      [
        'DELETE',
        '/apis/apps/v9/namespaces/ns1/deployments/web',
        '',
        forbidden(
          `deployments.apps "web" is forbidden: ${USER} cannot delete resource "deployments" in API group "apps" in the namespace "ns1"`,
          'apps',
          'deployments',
          'web',
        ),
      ],
      [
        'GET',
        '/apis/example.com/v1/watch/namespaces/default/widgets',
        '',
        forbidden(
          `widgets.example.com is forbidden: ${USER} cannot watch resource "widgets" in API group "example.com" in the namespace "default"`,
          'example.com',
          'widgets',
        ),
      ],
      [
        'GET',
        '/api/v1/namespaces/default/widgets',
        'fieldSelector=metadata.name%3Dw1',
        forbidden(
          `widgets "w1" is forbidden: ${USER} cannot list resource "widgets" in API group "" in the namespace "default"`,
          '',
          'widgets',
          'w1',
        ),
      ],
      // a path too deep for any route: RequestInfo takes its third part as the subresource
      [
        'GET',
        '/api/v1/namespaces/default/configmaps/c/data/more',
        '',
        forbidden(
          `configmaps "c" is forbidden: ${USER} cannot get resource "configmaps/data" in API group "" in the namespace "default"`,
          '',
          'configmaps',
          'c',
        ),
      ],
      // discovery of an unknown group or version is a non-resource request, open to every user
      ['GET', '/apis/example.com', '', NOT_FOUND],
      ['GET', '/apis/example.com/v1', '', NOT_FOUND],
    ]) {
      const r = op.call(method ?? '', path ?? '', query);
      expect(r.kind === 'response' && [method, path, r.body.trim()]).toEqual([method, path, want]);
    }
    const admin = cluster(server).call('GET', '/apis/example.com/v1/widgets');
    expect(admin.kind === 'response' && [admin.status, admin.body.trim()]).toEqual([404, NOT_FOUND]);
  });
});

describe('a create at the cluster-wide path of a namespaced kind', () => {
  it('is authorized at the cluster scope first, then refused with the 405 (the path serves only LIST and WATCH)', () => {
    const { server } = cluster();
    grantCluster(server, [{ apiGroups: [''], resources: ['configmaps'], verbs: ['get', 'list'] }]);
    const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } };
    const denied = cluster(server, SA).call('POST', '/api/v1/configmaps', '', cm);
    expect(denied.kind === 'response' && [denied.status, denied.body.trim()]).toEqual([
      403,
      JSON.stringify({
        kind: 'Status',
        apiVersion: 'v1',
        metadata: {},
        status: 'Failure',
        message:
          'configmaps is forbidden: User "system:serviceaccount:my-op-system:my-op-controller-manager" cannot create resource "configmaps" in API group "" at the cluster scope',
        reason: 'Forbidden',
        details: { kind: 'configmaps' },
        code: 403,
      }),
    ]);
    grantCluster(server, [{ apiGroups: [''], resources: ['configmaps'], verbs: ['create'] }], 'creator');
    const refused = cluster(server, SA).call('POST', '/api/v1/configmaps', '', cm);
    expect(refused.kind === 'response' && [refused.status, refused.body.trim()]).toEqual([
      405,
      METHOD_NOT_ALLOWED,
    ]);
  });
});

describe('the watch parameter', () => {
  it('is true for any value but 0 and false, an empty one included', () => {
    const { call } = cluster();
    const path = '/api/v1/namespaces/default/configmaps';
    for (const q of ['watch=true', 'watch=1', 'watch=yes', 'watch=TRUE', 'watch=', 'watch'])
      expect([q, call('GET', path, q).kind]).toEqual([q, 'watch']);
    for (const q of ['watch=0', 'watch=false', 'watch=False', ''])
      expect([q, call('GET', path, q).kind]).toEqual([q, 'response']);
  });
});

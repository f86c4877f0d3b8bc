/**
 * The REST layer's answers to a method no route takes, and its reading of `watch`, as kube-apiserver
 * gives them: go-restful's 405 through the apiserver's serviceErrorHandler (NewGenericServerResponse:
 * "the server does not allow this method on the requested resource", empty details), and ListOptions'
 * bool decoding, where only "0", "false" (any case) and an absent parameter are false.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, ApiServer } from '../../../src/kube/apiserver/index.ts';
import { handleRest } from '../../../src/kube/rest/handler.ts';

function cluster() {
  const server = new ApiServer({ clock: { now: () => Date.parse('2026-01-01T00:00:00Z') } });
  const ctx = { server, user: ADMIN_USER, serverAddress: '127.0.0.1:6443', gitVersion: 'v1.34.0' };
  const call = (method: string, path: string, query = '', body?: unknown) =>
    handleRest(ctx, {
      method,
      path,
      query: new URLSearchParams(query),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      bodyBytes: body === undefined ? undefined : JSON.stringify(body),
    });
  return { call };
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

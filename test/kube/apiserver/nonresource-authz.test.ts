/**
 * Non-resource requests (discovery, /version, /healthz, /metrics, /openapi, unknown paths) pass the
 * authorization filter as kube-apiserver's does: the verb is the method in lower case, the path is
 * matched against nonResourceURLs rules, and the default bindings a real cluster bootstraps
 * (system:discovery and system:basic-user for system:authenticated, system:public-info-viewer for
 * everyone, system:monitoring for its group) decide what a user with no bindings of its own may do.
 * The denial is NewForbidden with an empty group-resource: `forbidden: User "x" cannot get path "/p"`.
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
  const call = (method: string, path: string) =>
    handleRest(ctx, {
      method,
      path,
      query: new URLSearchParams(),
      headers: { accept: 'application/json' },
    });
  return { call, server };
}

const forbiddenBody = (user: string, verb: string, path: string) =>
  `{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"forbidden: User \\"${user}\\" cannot ${verb} path \\"${path}\\"","reason":"Forbidden","details":{},"code":403}`;

const SA_NAME = 'system:serviceaccount:my-op-system:my-op-controller-manager';

function statusOf(r: ReturnType<ReturnType<typeof cluster>['call']>): number {
  if (r.kind !== 'response') throw new Error('not a response');
  return r.status;
}

describe('non-resource URL authorization', () => {
  it('an authenticated user may read discovery, version, health and openapi (system:discovery)', () => {
    const { call } = cluster(undefined, SA);
    for (const path of [
      '/api',
      '/api/v1',
      '/apis',
      '/apis/apps',
      '/apis/apps/v1',
      '/version',
      '/healthz',
      '/livez',
      '/readyz',
      '/openapi/v3',
      '/openapi/v3/apis/apps/v1',
    ])
      expect([path, statusOf(call('GET', path))]).toEqual([path, 200]);
    // /apis/* covers an unknown group: the router's 404, not a 403
    expect(statusOf(call('GET', '/apis/nothing.example.com'))).toBe(404);
  });

  it('paths no default role names are refused with the path in the message', () => {
    const { call } = cluster(undefined, SA);
    for (const path of ['/metrics', '/metrics/slis', '/healthz/etcd', '/livez/ping', '/logs', '/']) {
      const r = call('GET', path);
      if (r.kind !== 'response') throw new Error('not a response');
      expect([path, r.status]).toEqual([path, 403]);
      expect(r.body.trim()).toBe(forbiddenBody(SA_NAME, 'get', path));
    }
    // any other method is its own verb, lower case; system:discovery grants only get
    const post = call('POST', '/version');
    if (post.kind !== 'response') throw new Error('not a response');
    expect(post.status).toBe(403);
    expect(post.body.trim()).toBe(forbiddenBody(SA_NAME, 'post', '/version'));
  });

  it('an unauthenticated user sees only the public info (system:public-info-viewer)', () => {
    const anon: UserInfo = { username: 'system:anonymous', groups: ['system:unauthenticated'] };
    const { call } = cluster(undefined, anon);
    expect(statusOf(call('GET', '/version'))).toBe(200);
    expect(statusOf(call('GET', '/healthz'))).toBe(200);
    const r = call('GET', '/apis');
    if (r.kind !== 'response') throw new Error('not a response');
    expect(r.status).toBe(403);
    expect(r.body.trim()).toBe(forbiddenBody('system:anonymous', 'get', '/apis'));
  });

  it('a nonResourceURLs rule grants the path; a trailing * grants a prefix', () => {
    const { server } = cluster();
    grantCluster(server, [{ nonResourceURLs: ['/metrics', '/healthz/*'], verbs: ['get'] }]);
    const { call } = cluster(server, SA);
    // allowed, then the router's answer (this server serves no /metrics)
    expect(statusOf(call('GET', '/metrics'))).toBe(404);
    expect(statusOf(call('GET', '/healthz/etcd'))).toBe(200);
    expect(statusOf(call('GET', '/metrics/slis'))).toBe(403);
  });

  it('the system:monitoring group may read /metrics and the health checks', () => {
    const user: UserInfo = { username: 'prometheus', groups: ['system:monitoring', 'system:authenticated'] };
    const { call } = cluster(undefined, user);
    expect(statusOf(call('GET', '/metrics'))).toBe(404);
    expect(statusOf(call('GET', '/readyz/etcd'))).toBe(200);
    expect(statusOf(call('GET', '/logs'))).toBe(403);
  });

  it('a SubjectAccessReview on a path sees the default bindings', () => {
    const { server } = cluster();
    const review = (path: string, groups: string[]) =>
      server.create(
        { user: ADMIN_USER, clientPath: 'direct', userAgent: 'test' },
        { group: 'authorization.k8s.io', version: 'v1', resource: 'subjectaccessreviews' },
        {
          apiVersion: 'authorization.k8s.io/v1',
          kind: 'SubjectAccessReview',
          spec: { user: 'jane', groups, nonResourceAttributes: { path, verb: 'get' } },
        },
      );
    const r = review('/version', ['system:authenticated']);
    if (!r.ok) throw new Error('review failed');
    expect(r.object.status).toEqual({
      allowed: true,
      reason:
        'RBAC: allowed by ClusterRoleBinding "system:discovery" of ClusterRole "system:discovery" to Group "system:authenticated"',
    });
    const denied = review('/metrics', ['system:authenticated']);
    if (!denied.ok) throw new Error('review failed');
    expect(denied.object.status).toEqual({ allowed: false });
  });
});

import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '../../src/kube/trace.ts';
import { traceRow } from '../../src/workspace/trace-view.ts';

const ref = {
  group: '',
  version: 'v1',
  resource: 'secrets',
  subresource: '',
  namespace: '',
  name: 'db-creds',
};
const who = { username: 'system:serviceaccount:system:controller-manager', groups: [] };
const site = { file: 'internal/controller/app_controller.go', line: 37, function: 'Reconcile' };

describe('API-call timeline rows', () => {
  it('a cached Get without a namespace: cache path, the cache’s resourceVersion, the NotFound, the line', () => {
    const e: TraceEvent = {
      ...ref,
      kind: 'cacheRead',
      seq: 4,
      time: 0,
      identity: who,
      verb: 'get',
      rvCache: '',
      rvServer: '',
      result: { code: 404, reason: 'NotFound', message: 'Secret "db-creds" not found' },
      callSite: site,
    };
    expect(traceRow(e)).toEqual({
      seq: 4,
      identity: who.username,
      clientPath: 'cache',
      verb: 'get',
      resource: 'secrets (v1)',
      target: 'db-creds',
      rv: '–',
      rbac: '–',
      result: '404 NotFound: Secret "db-creds" not found',
      failed: true,
      site: { file: 'internal/controller/app_controller.go', line: 37 },
    });
  });

  it('a denied direct status update: subresource, namespace, rv sent and stored, the RBAC reason', () => {
    const e: TraceEvent = {
      ...ref,
      resource: 'apps',
      group: 'lab.example.com',
      subresource: 'status',
      namespace: 'team-a',
      name: 'shop',
      kind: 'api',
      seq: 7,
      time: 0,
      identity: who,
      clientPath: 'direct',
      verb: 'update',
      rvSent: '12',
      rvStored: '',
      authorization: { decision: 'deny', reason: 'no rule allows update on apps/status' },
      result: { code: 403, reason: 'Forbidden', message: 'forbidden' },
      warnings: [],
      webhooks: [],
      noop: false,
    };
    const row = traceRow(e);
    expect(row).toMatchObject({
      clientPath: 'direct',
      resource: 'apps/status (lab.example.com/v1)',
      target: 'team-a/shop',
      rv: '12 → –',
      rbac: 'deny: no rule allows update on apps/status',
      failed: true,
      site: undefined,
    });
  });

  it('leaves watch deliveries out (they are not calls)', () => {
    const e: TraceEvent = {
      ...ref,
      kind: 'watchEvent',
      seq: 1,
      time: 0,
      identity: who,
      type: 'ADDED',
      rv: '3',
    };
    expect(traceRow(e)).toBeUndefined();
  });

  it('shows a lagging cache against the server’s resourceVersion', () => {
    const e: TraceEvent = {
      ...ref,
      namespace: 'team-a',
      kind: 'cacheRead',
      seq: 2,
      time: 0,
      identity: who,
      verb: 'get',
      rvCache: '5',
      rvServer: '7',
      result: { code: 200, reason: '', message: '' },
    };
    expect(traceRow(e)).toMatchObject({ rv: '5 (server 7)', result: '200', failed: false });
  });
});

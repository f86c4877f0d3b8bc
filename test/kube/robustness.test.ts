/** Bad input gets a specific error, never a crash or a hang. */
import { describe, expect, it } from 'vitest';
import type { KubeObject } from '../../src/kube/apiserver/index.ts';
import { admin, configmaps, expectErr, expectOk, newServer, ns } from './helpers.ts';

describe('malformed requests', () => {
  it('unknown resources, wrong kinds, bad patches and bad selectors', () => {
    const { server } = newServer();
    expect(
      expectErr(
        server.get(admin, { group: 'nope.io', version: 'v1', resource: 'things', namespace: 'default' }, 'x'),
      ).message,
    ).toBe('the server could not find the requested resource');
    const wrongKind = expectErr(
      server.create(admin, ns(configmaps, 'default'), {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'x' },
      }),
    );
    expect(wrongKind.code).toBe(400);
    expect(wrongKind.message).toBe(
      'the API version in the data (apps/v1) does not match the expected API version (v1)',
    );
    expect(expectErr(server.create(admin, ns(configmaps, 'default'), [] as unknown as KubeObject)).code).toBe(
      400,
    );
    expectOk(server.create(admin, ns(configmaps, 'default'), { metadata: { name: 'cm' } }));
    const badOp = expectErr(
      server.patch(admin, ns(configmaps, 'default'), 'cm', 'json', [
        { op: 'replace', path: '/data/missing', value: 'x' },
      ]),
    );
    expect(badOp.code).toBe(422);
    // applyJSPatch answers NewGenericServerResponse(422, …): json-patch's own words are dropped
    expect(badOp.message).toBe('the server rejected our request due to an error in our request');
    expect(expectErr(server.list(admin, configmaps, { labelSelector: 'a in b' })).code).toBe(400);
    const rename = expectErr(
      server.update(admin, ns(configmaps, 'default'), { metadata: { name: 'other' } }),
    );
    expect(rename.code).toBe(404);
  });
});

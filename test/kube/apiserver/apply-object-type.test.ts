/**
 * An applied object must name the endpoint's group, version and kind: a typed Go object whose
 * TypeMeta was left empty (controller-runtime marshals it as is for client.Apply) sends none, and
 * kube-apiserver answers 400 BadRequest "invalid object type: <group>/<version>, Kind=<kind>" before
 * anything is merged, on the object and on /status alike ([AM] managedfields/internal/versioncheck.go).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, deployments, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const deploys = ns(deployments, 'default');

const body = (typeMeta: JsonObject): JsonObject => ({
  ...typeMeta,
  metadata: { name: 'web', namespace: 'default' },
  spec: {
    selector: { matchLabels: { app: 'web' } },
    template: {
      metadata: { labels: { app: 'web' } },
      spec: { containers: [{ name: 'web', image: 'nginx' }] },
    },
  },
});

describe('the object type of an applied object', () => {
  it('no apiVersion and kind: refused, and nothing is created', () => {
    const { server } = newServer();
    const st = expectErr(server.patch(admin, deploys, 'web', 'apply', body({}), { fieldManager: 'op' }));
    expect(st.code).toBe(400);
    expect(st.reason).toBe('BadRequest');
    expect(st.message).toBe('invalid object type: /, Kind=');
    expect(expectErr(server.get(admin, deploys, 'web')).code).toBe(404);
  });

  it('another version or kind is named as sent', () => {
    const { server } = newServer();
    const v1beta1 = expectErr(
      server.patch(admin, deploys, 'web', 'apply', body({ apiVersion: 'apps/v1beta1', kind: 'Deployment' }), {
        fieldManager: 'op',
      }),
    );
    expect(v1beta1.message).toBe('invalid object type: apps/v1beta1, Kind=Deployment');
    const kind = expectErr(
      server.patch(admin, deploys, 'web', 'apply', body({ apiVersion: 'apps/v1', kind: 'StatefulSet' }), {
        fieldManager: 'op',
      }),
    );
    expect(kind.message).toBe('invalid object type: apps/v1, Kind=StatefulSet');
  });

  it('the /status of an existing object too; the right type is applied', () => {
    const { server } = newServer();
    expectOk(
      server.patch(admin, deploys, 'web', 'apply', body({ apiVersion: 'apps/v1', kind: 'Deployment' }), {
        fieldManager: 'op',
      }),
    );
    const st = expectErr(
      server.patch(
        admin,
        deploys,
        'web',
        'apply',
        { metadata: { name: 'web' }, status: { replicas: 1 } },
        {
          fieldManager: 'op',
          subresource: 'status',
        },
      ),
    );
    expect(st.code).toBe(400);
    expect(st.message).toBe('invalid object type: /, Kind=');
  });
});

// [AM] managedfields/internal/structuredmerge.go Apply: after the version check, an applied object
// with managedFields (GetManagedFields() != nil: an empty list counts) is a 400.
describe('an applied object carrying managedFields', () => {
  it('an object read back and applied as it is: 400 "metadata.managedFields must be nil", nothing changed', () => {
    const { server } = newServer();
    const typeMeta = { apiVersion: 'apps/v1', kind: 'Deployment' };
    const created = expectOk(
      server.patch(admin, deploys, 'web', 'apply', body(typeMeta), { fieldManager: 'op' }),
    );
    const readBack = { ...created, spec: { ...(created.spec as JsonObject), replicas: 3 } };
    const st = expectErr(server.patch(admin, deploys, 'web', 'apply', readBack, { fieldManager: 'op' }));
    expect([st.code, st.reason, st.message]).toEqual([
      400,
      'BadRequest',
      'metadata.managedFields must be nil',
    ]);
    const empty = body(typeMeta);
    (empty.metadata as JsonObject).managedFields = [];
    expect(
      expectErr(server.patch(admin, deploys, 'web', 'apply', empty, { fieldManager: 'op' })).message,
    ).toBe('metadata.managedFields must be nil');
    const stored = expectOk(server.get(admin, deploys, 'web'));
    expect((stored.spec as JsonObject).replicas).toBe(1);
  });
});

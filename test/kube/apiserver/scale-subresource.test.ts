/**
 * The /scale subresource as kube-apiserver serves it: an autoscaling/v1 Scale made from a Deployment
 * (and the other apps workloads) or from a custom resource whose CRD declares subresources.scale;
 * writes through it change the parent's replicas under the parent's own update rules ([K8S]
 * pkg/registry/apps/deployment/storage/storage.go ScaleREST, [AX] pkg/registry/customresource/etcd.go
 * and validator.go). What `kubectl scale` and `kubectl get --subresource=scale` send and read.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, ApiServer } from '../../../src/kube/apiserver/index.ts';
import { handleRest } from '../../../src/kube/rest/handler.ts';

function cluster() {
  const server = new ApiServer({ clock: { now: () => Date.parse('2026-01-01T00:00:00Z') } });
  const ctx = { server, user: ADMIN_USER, serverAddress: '127.0.0.1:6443', gitVersion: 'v1.34.0' };
  const call = (
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): { status: number; body: any; text: string } => {
    const r = handleRest(ctx, {
      method,
      path,
      query: new URLSearchParams(),
      headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
      bodyBytes: body === undefined ? undefined : JSON.stringify(body),
    });
    if (r.kind !== 'response') throw new Error(`not a response: ${r.kind}`);
    return { status: r.status, body: JSON.parse(r.body), text: r.body.trim() };
  };
  return { call, server };
}

const DEPLOYMENT = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web', labels: { app: 'web' } },
  spec: {
    replicas: 2,
    selector: { matchLabels: { app: 'web', tier: 'front' } },
    template: {
      metadata: { labels: { app: 'web', tier: 'front' } },
      spec: { containers: [{ name: 'nginx', image: 'nginx:1.27' }] },
    },
  },
};
const SCALE = '/apis/apps/v1/namespaces/default/deployments/web/scale';

describe('a Deployment through /scale', () => {
  it('reads as an autoscaling/v1 Scale: the parent’s identity, its replicas and its selector as a string', () => {
    const { call } = cluster();
    const created = call('POST', '/apis/apps/v1/namespaces/default/deployments', DEPLOYMENT).body;
    const r = call('GET', SCALE);
    expect(r.status).toBe(200);
    expect(r.body).toEqual({
      kind: 'Scale',
      apiVersion: 'autoscaling/v1',
      metadata: {
        name: 'web',
        namespace: 'default',
        uid: created.metadata.uid,
        resourceVersion: created.metadata.resourceVersion,
        creationTimestamp: '2026-01-01T00:00:00Z',
      },
      spec: { replicas: 2 },
      status: { replicas: 0, selector: 'app=web,tier=front' },
    });
    // Scale's fields in the Go type's order
    expect(Object.keys(r.body)).toEqual(['kind', 'apiVersion', 'metadata', 'spec', 'status']);
  });

  it('kubectl scale’s merge patch sets the Deployment’s replicas: a spec change, so its generation moves', () => {
    const { call } = cluster();
    call('POST', '/apis/apps/v1/namespaces/default/deployments', DEPLOYMENT);
    const r = call(
      'PATCH',
      SCALE,
      { spec: { replicas: 5 } },
      { 'content-type': 'application/merge-patch+json' },
    );
    expect(r.status).toBe(200);
    expect(r.body.kind).toBe('Scale');
    expect(r.body.spec).toEqual({ replicas: 5 });
    const d = call('GET', '/apis/apps/v1/namespaces/default/deployments/web').body;
    expect(d.spec.replicas).toBe(5);
    expect(d.metadata.generation).toBe(2);
    expect(r.body.metadata.resourceVersion).toBe(d.metadata.resourceVersion);
    // the field is owned through the subresource
    const entry = d.metadata.managedFields.find((f: { subresource?: string }) => f.subresource === 'scale');
    expect(entry).toMatchObject({ operation: 'Update', fieldsV1: { 'f:spec': { 'f:replicas': {} } } });
  });

  it('a PUT with a stale resourceVersion conflicts on deployments.apps; negative replicas are a Scale’s 422', () => {
    const { call } = cluster();
    call('POST', '/apis/apps/v1/namespaces/default/deployments', DEPLOYMENT);
    const scale = call('GET', SCALE).body;
    call('PATCH', SCALE, { spec: { replicas: 3 } }, { 'content-type': 'application/merge-patch+json' });
    const stale = call('PUT', SCALE, { ...scale, spec: { replicas: 4 } });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'Operation cannot be fulfilled on deployments.apps "web": the object has been modified; please apply your changes to the latest version and try again',
    );
    const fresh = call('GET', SCALE).body;
    const negative = call('PUT', SCALE, { ...fresh, spec: { replicas: -1 } });
    expect(negative.status).toBe(422);
    expect(negative.body.message).toBe(
      'Scale.autoscaling "web" is invalid: spec.replicas: Invalid value: -1: must be greater than or equal to 0',
    );
    expect(negative.body.details).toMatchObject({ name: 'web', group: 'autoscaling', kind: 'Scale' });
    const ok = call('PUT', SCALE, { ...fresh, spec: { replicas: 0 } });
    expect(ok.status).toBe(200);
    // ScaleSpec.replicas is omitempty
    expect(ok.body.spec).toEqual({});
    expect(call('GET', '/apis/apps/v1/namespaces/default/deployments/web').body.spec.replicas).toBe(0);
  });

  it('a UID precondition that names another object conflicts on deployments/scale.apps (GroupResource.String)', () => {
    const { call } = cluster();
    call('POST', '/apis/apps/v1/namespaces/default/deployments', DEPLOYMENT);
    const scale = call('GET', SCALE).body;
    const r = call('PUT', SCALE, {
      ...scale,
      metadata: { ...scale.metadata, uid: '00000000-0000-0000-0000-000000000000' },
      spec: { replicas: 1 },
    });
    expect(r.status).toBe(409);
    expect(r.body.message).toBe(
      `Operation cannot be fulfilled on deployments/scale.apps "web": Precondition failed: UID in precondition: 00000000-0000-0000-0000-000000000000, UID in object meta: ${scale.metadata.uid}`,
    );
  });

  it('a missing Deployment is deployments.apps’ NotFound; kinds without a Scale have no route', () => {
    const { call } = cluster();
    const missing = call('GET', '/apis/apps/v1/namespaces/default/deployments/nope/scale');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('deployments.apps "nope" not found');
    call('POST', '/api/v1/namespaces/default/configmaps', {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c' },
    });
    const none = call('GET', '/api/v1/namespaces/default/configmaps/c/scale');
    expect(none.status).toBe(404);
    expect(none.body.message).toBe('the server could not find the requested resource');
  });

  it('discovery lists deployments/scale as autoscaling/v1 Scale, between the resource and its status', () => {
    const { call } = cluster();
    const names = call('GET', '/apis/apps/v1').body.resources.map((r: { name: string }) => r.name);
    expect(names.slice(names.indexOf('deployments'), names.indexOf('deployments') + 3)).toEqual([
      'deployments',
      'deployments/scale',
      'deployments/status',
    ]);
    const entry = call('GET', '/apis/apps/v1').body.resources.find(
      (r: { name: string }) => r.name === 'deployments/scale',
    );
    expect(entry).toEqual({
      name: 'deployments/scale',
      singularName: '',
      namespaced: true,
      group: 'autoscaling',
      version: 'v1',
      kind: 'Scale',
      verbs: ['get', 'patch', 'update'],
    });
    const rc = call('GET', '/api/v1').body.resources.find(
      (r: { name: string }) => r.name === 'replicationcontrollers/scale',
    );
    expect(rc).toMatchObject({ group: 'autoscaling', version: 'v1', kind: 'Scale' });
  });

  it('kubectl get --subresource=scale prints a Scale’s columns: Name, Desired, Available', () => {
    const { call } = cluster();
    call('POST', '/apis/apps/v1/namespaces/default/deployments', DEPLOYMENT);
    const t = call('GET', SCALE, undefined, {
      accept: 'application/json;as=Table;v=v1;g=meta.k8s.io,application/json',
    }).body;
    expect(t.kind).toBe('Table');
    expect(t.columnDefinitions.map((c: { name: string }) => c.name)).toEqual([
      'Name',
      'Desired',
      'Available',
    ]);
    expect(t.rows[0].cells).toEqual(['web', 2, 0]);
  });
});

const CRD = {
  apiVersion: 'apiextensions.k8s.io/v1',
  kind: 'CustomResourceDefinition',
  metadata: { name: 'memcacheds.cache.example.com' },
  spec: {
    group: 'cache.example.com',
    names: { kind: 'Memcached', listKind: 'MemcachedList', plural: 'memcacheds', singular: 'memcached' },
    scope: 'Namespaced',
    versions: [
      {
        name: 'v1',
        served: true,
        storage: true,
        subresources: {
          status: {},
          scale: {
            specReplicasPath: '.spec.size',
            statusReplicasPath: '.status.nodes',
            labelSelectorPath: '.status.selector',
          },
        },
        schema: {
          openAPIV3Schema: {
            type: 'object',
            properties: {
              spec: { type: 'object', properties: { size: { type: 'integer', format: 'int32' } } },
              status: {
                type: 'object',
                properties: { nodes: { type: 'integer' }, selector: { type: 'string' } },
              },
            },
          },
        },
      },
    ],
  },
};
const CRS = '/apis/cache.example.com/v1/namespaces/default/memcacheds';
const memcached = (name: string, spec: object) => ({
  apiVersion: 'cache.example.com/v1',
  kind: 'Memcached',
  metadata: { name },
  spec,
});

describe('a custom resource whose CRD declares subresources.scale', () => {
  it('scales through the CRD’s paths, with the selector its status holds', () => {
    const { call } = cluster();
    expect(call('POST', '/apis/apiextensions.k8s.io/v1/customresourcedefinitions', CRD).status).toBe(201);
    call('POST', CRS, memcached('m1', { size: 1 }));
    call('PUT', `${CRS}/m1/status`, {
      ...call('GET', `${CRS}/m1`).body,
      status: { nodes: 1, selector: 'app=memcached' },
    });
    const r = call(
      'PATCH',
      `${CRS}/m1/scale`,
      { spec: { replicas: 4 } },
      {
        'content-type': 'application/merge-patch+json',
      },
    );
    expect(r.status).toBe(200);
    expect(r.body.spec).toEqual({ replicas: 4 });
    expect(r.body.status).toEqual({ replicas: 1, selector: 'app=memcached' });
    expect(call('GET', `${CRS}/m1`).body.spec).toEqual({ size: 4 });
  });

  it('every write checks the replicas field: non-negative, on the path as the CRD names it', () => {
    const { call } = cluster();
    call('POST', '/apis/apiextensions.k8s.io/v1/customresourcedefinitions', CRD);
    const r = call('POST', CRS, memcached('m2', { size: -3 }));
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(
      'Memcached.cache.example.com "m2" is invalid: .spec.size: Invalid value: -3: should be a non-negative integer',
    );
  });

  it('an object without the replicas field: GET is an internal error, a write through /scale sets it', () => {
    const { call } = cluster();
    call('POST', '/apis/apiextensions.k8s.io/v1/customresourcedefinitions', CRD);
    call('POST', CRS, memcached('m3', {}));
    const get = call('GET', `${CRS}/m3/scale`);
    expect(get.status).toBe(500);
    expect(get.body.message).toBe(
      'Internal error occurred: the spec replicas field ".spec.size" does not exist',
    );
    const r = call(
      'PATCH',
      `${CRS}/m3/scale`,
      { spec: { replicas: 2 } },
      {
        'content-type': 'application/merge-patch+json',
      },
    );
    expect(r.status).toBe(200);
    expect(call('GET', `${CRS}/m3`).body.spec).toEqual({ size: 2 });
  });
});

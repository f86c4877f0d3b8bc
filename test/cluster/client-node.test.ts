// `oplab cluster serve` spoken to by a real client: @kubernetes/client-node over HTTPS with client
// certificates, exactly as it talks to a cluster: create, get, list (selectors, pages), watch, patch,
// server-side apply, delete, dry run, a conflict on a stale update, a Forbidden for an identity RBAC
// doesn't allow, impersonation, and the real server's answers to bad requests.
import { request as httpsRequest } from 'node:https';
import * as k8s from '@kubernetes/client-node';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { kubeconfigYaml } from '../../src/cluster/kubeconfig.ts';
import { makePki, type Pki } from '../../src/cluster/pki.ts';
import { type ClusterServer, startClusterServer } from '../../src/cluster/server.ts';
import { ApiServer } from '../../src/kube/apiserver/index.ts';

let api: ApiServer;
let pki: Pki;
let server: ClusterServer;
let kc: k8s.KubeConfig;
let core: k8s.CoreV1Api;

beforeAll(async () => {
  api = new ApiServer({ clock: { now: () => Date.now() } });
  pki = await makePki([
    { name: 'admin', groups: ['system:masters'] },
    { name: 'alice', groups: ['dev'] },
  ]);
  server = await startClusterServer({ api, pki, bookmarkIntervalMs: 200 });
  kc = new k8s.KubeConfig();
  kc.loadFromString(kubeconfigYaml(server.url, pki, 'admin'));
  core = kc.makeApiClient(k8s.CoreV1Api);
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** The Status body of a failed client-node call. */
async function failure(p: Promise<unknown>): Promise<{ code: number; body: Record<string, unknown> }> {
  try {
    await p;
  } catch (e) {
    const err = e as { code?: number; body?: unknown };
    const body = typeof err.body === 'string' ? JSON.parse(err.body) : (err.body as Record<string, unknown>);
    return { code: err.code ?? 0, body };
  }
  throw new Error('the call succeeded');
}

/** A raw request with the admin's certificate (or `as`'s), for what no typed client sends. */
function raw(
  method: string,
  path: string,
  body?: string | Buffer,
  headers: Record<string, string> = {},
  as = 'admin',
): Promise<{ status: number; body: string; headers: Record<string, string | string[] | undefined> }> {
  const admin = pki.clients.get(as);
  return new Promise((resolve, reject) => {
    const r = httpsRequest(
      `${server.url}${path}`,
      { method, ca: pki.ca.cert, cert: admin?.cert, key: admin?.key, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            headers: res.headers,
          }),
        );
      },
    );
    r.on('error', reject);
    if (body !== undefined) r.write(body);
    r.end();
  });
}

describe('client-node against the served cluster', () => {
  test('create, get and list a ConfigMap; labels select; pages continue', async () => {
    for (const [name, tier] of [
      ['cfg-a', 'web'],
      ['cfg-b', 'db'],
      ['cfg-c', 'web'],
    ]) {
      const created = await core.createNamespacedConfigMap({
        namespace: 'default',
        body: { metadata: { name, labels: { tier } }, data: { k: name } },
      });
      expect(created.metadata?.uid).toMatch(/^[0-9a-f-]{36}$/);
      expect(created.metadata?.resourceVersion).toMatch(/^\d+$/);
    }
    const got = await core.readNamespacedConfigMap({ name: 'cfg-b', namespace: 'default' });
    expect(got.data).toEqual({ k: 'cfg-b' });
    const web = await core.listNamespacedConfigMap({ namespace: 'default', labelSelector: 'tier=web' });
    expect(web.items.map((c) => c.metadata?.name)).toEqual(['cfg-a', 'cfg-c']);
    const page1 = await core.listNamespacedConfigMap({ namespace: 'default', limit: 2 });
    expect(page1.items).toHaveLength(2);
    expect(page1.metadata?._continue).toBeTruthy();
    expect(page1.metadata?.remainingItemCount).toBe(1);
    const page2 = await core.listNamespacedConfigMap({
      namespace: 'default',
      limit: 2,
      _continue: page1.metadata?._continue,
    });
    expect(page2.items.map((c) => c.metadata?.name)).toEqual(['cfg-c']);
    expect(page2.metadata?._continue).toBeFalsy();
  });

  test('a stale update is a 409 Conflict with the real message', async () => {
    const cm = await core.readNamespacedConfigMap({ name: 'cfg-a', namespace: 'default' });
    await core.replaceNamespacedConfigMap({
      name: 'cfg-a',
      namespace: 'default',
      body: { ...cm, data: { k: 'first writer' } },
    });
    const f = await failure(
      core.replaceNamespacedConfigMap({
        name: 'cfg-a',
        namespace: 'default',
        body: { ...cm, data: { k: 'stale' } },
      }),
    );
    expect(f.code).toBe(409);
    expect(f.body).toMatchObject({
      kind: 'Status',
      status: 'Failure',
      reason: 'Conflict',
      code: 409,
      message:
        'Operation cannot be fulfilled on configmaps "cfg-a": the object has been modified; please apply your changes to the latest version and try again',
      details: { name: 'cfg-a', kind: 'configmaps' },
    });
  });

  test('merge patch, server-side apply with a field manager, delete', async () => {
    const patched = await core.patchNamespacedConfigMap(
      { name: 'cfg-b', namespace: 'default', body: { data: { extra: 'yes' } } },
      k8s.setHeaderOptions('Content-Type', k8s.PatchStrategy.MergePatch),
    );
    expect(patched.data).toEqual({ k: 'cfg-b', extra: 'yes' });

    const objects = k8s.KubernetesObjectApi.makeApiClient(kc);
    const applied = await objects.patch(
      {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'cfg-applied', namespace: 'default' },
        data: { a: '1' },
      },
      undefined,
      undefined,
      'oplab-test',
      true,
      k8s.PatchStrategy.ServerSideApply,
    );
    expect((applied as k8s.V1ConfigMap).metadata?.managedFields?.[0]).toMatchObject({
      manager: 'oplab-test',
      operation: 'Apply',
    });

    await core.deleteNamespacedConfigMap({ name: 'cfg-applied', namespace: 'default' });
    const gone = await failure(core.readNamespacedConfigMap({ name: 'cfg-applied', namespace: 'default' }));
    expect(gone.code).toBe(404);
    expect(gone.body.message).toBe('configmaps "cfg-applied" not found');
  });

  test('dryRun=All validates and answers, and stores nothing', async () => {
    const dry = await core.createNamespacedConfigMap({
      namespace: 'default',
      body: { metadata: { name: 'dry' } },
      dryRun: 'All',
    });
    expect(dry.metadata?.name).toBe('dry');
    expect((await failure(core.readNamespacedConfigMap({ name: 'dry', namespace: 'default' }))).code).toBe(
      404,
    );
  });

  test('an identity without RBAC is Forbidden, worded as the real authorizer does', async () => {
    const alice = new k8s.KubeConfig();
    alice.loadFromString(kubeconfigYaml(server.url, pki, 'admin'));
    alice.setCurrentContext('oplab-alice');
    const f = await failure(alice.makeApiClient(k8s.CoreV1Api).listNamespacedPod({ namespace: 'default' }));
    expect(f.code).toBe(403);
    expect(f.body).toMatchObject({
      reason: 'Forbidden',
      message:
        'pods is forbidden: User "alice" cannot list resource "pods" in API group "" in the namespace "default"',
    });
  });

  test('impersonation: admin may act as alice; alice may not act as admin', async () => {
    const asAlice = await raw('GET', '/api/v1/namespaces/default/pods', undefined, {
      'Impersonate-User': 'alice',
    });
    expect(asAlice.status).toBe(403);
    expect(JSON.parse(asAlice.body).message).toContain('User "alice" cannot list resource "pods"');
    // The impersonation filter's own 403, in the bytes kube-apiserver writes: its details name the
    // impersonated user, and forbiddenMessage's text is HTML-escaped.
    const aliceAsAdmin = await raw(
      'GET',
      '/api/v1/namespaces/default/pods',
      undefined,
      { 'Impersonate-User': 'admin<&>' },
      'alice',
    );
    expect(aliceAsAdmin.status).toBe(403);
    expect(aliceAsAdmin.body).toBe(
      '{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"users \\"admin\\u003c\\u0026\\u003e\\" is forbidden: User \\"alice\\" cannot impersonate resource \\"users\\" in API group \\"\\" at the cluster scope","reason":"Forbidden","details":{"name":"admin\\u003c\\u0026\\u003e","kind":"users"},"code":403}\n',
    );
  });

  test('a watch after a resourceVersion sees later events in order, with bookmarks', async () => {
    const list = await core.listNamespacedConfigMap({ namespace: 'default' });
    const rv = list.metadata?.resourceVersion;
    const seen: string[] = [];
    let bookmarks = 0;
    const watch = new k8s.Watch(kc);
    const req = await watch.watch(
      '/api/v1/namespaces/default/configmaps',
      { resourceVersion: rv, allowWatchBookmarks: true },
      (type, obj) => {
        if (type === 'BOOKMARK') bookmarks++;
        else seen.push(`${type} ${obj.metadata?.name}`);
      },
      () => {},
    );
    await core.createNamespacedConfigMap({ namespace: 'default', body: { metadata: { name: 'w1' } } });
    await core.patchNamespacedConfigMap(
      { name: 'w1', namespace: 'default', body: { data: { x: '1' } } },
      k8s.setHeaderOptions('Content-Type', k8s.PatchStrategy.MergePatch),
    );
    await core.deleteNamespacedConfigMap({ name: 'w1', namespace: 'default' });
    await expect.poll(() => seen.length, { timeout: 5000 }).toBeGreaterThanOrEqual(3);
    await expect.poll(() => bookmarks, { timeout: 5000 }).toBeGreaterThan(0);
    req.abort();
    expect(seen).toEqual(['ADDED w1', 'MODIFIED w1', 'DELETED w1']);
  });
});

describe('bad requests get the real server answers, and the server lives on', () => {
  test('malformed JSON, an unknown resource, an unsupported patch type, a huge body', async () => {
    const bad = await raw('POST', '/api/v1/namespaces/default/configmaps', '{"metadata": {name', {
      'content-type': 'application/json',
    });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.body).message).toBe(
      "couldn't get version/kind; json parse error: invalid character 'n' looking for beginning of object key string",
    );

    const unknown = await raw('GET', '/apis/example.com/v1/namespaces/default/widgets');
    expect(unknown.status).toBe(404);
    expect(JSON.parse(unknown.body)).toMatchObject({
      reason: 'NotFound',
      message: 'the server could not find the requested resource',
    });

    const patchType = await raw('PATCH', '/api/v1/namespaces/default/configmaps/cfg-b', '{}', {
      'content-type': 'text/plain',
    });
    expect(patchType.status).toBe(415);
    expect(JSON.parse(patchType.body).message).toBe(
      'the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/strategic-merge-patch+json, application/apply-patch+yaml',
    );

    const huge = await raw(
      'POST',
      '/api/v1/namespaces/default/configmaps',
      Buffer.alloc(4 * 1024 * 1024, 0x20),
      {
        'content-type': 'application/json',
      },
    );
    expect(huge.status).toBe(413);
    expect(JSON.parse(huge.body).message).toBe('Request entity too large: limit is 3145728');

    const still = await core.readNamespacedConfigMap({ name: 'cfg-b', namespace: 'default' });
    expect(still.metadata?.name).toBe('cfg-b');
  });

  test('invalid label and field selectors: 400 in the words of the parsers, on list and watch', async () => {
    const bad = await failure(
      core.listNamespacedConfigMap({ namespace: 'default', labelSelector: 'tier in (web' }),
    );
    expect(bad.code).toBe(400);
    expect(bad.body).toMatchObject({
      reason: 'BadRequest',
      message: "unable to parse requirement: found '', expected: ',' or ')'",
    });
    const watch = await raw(
      'GET',
      '/api/v1/namespaces/default/pods?watch=true&fieldSelector=spec.host%3Dx%3Dy',
    );
    expect(watch.status).toBe(400);
    expect(JSON.parse(watch.body).message).toBe('invalid field selector: unescaped character in value: 61');
    const label = await raw('GET', '/api/v1/namespaces/default/pods?fieldSelector=status.bogus%3Dx');
    expect(JSON.parse(label.body)).toMatchObject({
      code: 400,
      message: 'field label not supported: status.bogus',
    });
    const still = await core.readNamespacedConfigMap({ name: 'cfg-b', namespace: 'default' });
    expect(still.metadata?.name).toBe('cfg-b');
  });

  test('discovery: the core versions, the groups, the resources with short names', async () => {
    const versions = JSON.parse((await raw('GET', '/api')).body);
    expect(versions).toMatchObject({ kind: 'APIVersions', versions: ['v1'] });
    const groups = JSON.parse((await raw('GET', '/apis')).body);
    expect(groups.groups.map((g: { name: string }) => g.name)).toContain('apps');
    const core = JSON.parse((await raw('GET', '/api/v1')).body);
    const pods = core.resources.find((r: { name: string }) => r.name === 'pods');
    expect(pods).toMatchObject({ namespaced: true, kind: 'Pod', shortNames: ['po'] });
    expect(core.resources.some((r: { name: string }) => r.name === 'pods/status')).toBe(true);
  });

  test('aggregated discovery: v2 and v2beta1 by Accept, with an ETag that answers 304', async () => {
    const v2Accept =
      'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList,application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList,application/json';
    const apis = await raw('GET', '/apis', undefined, { accept: v2Accept });
    expect(apis.status).toBe(200);
    expect(apis.headers['content-type']).toBe(
      'application/json;g=apidiscovery.k8s.io;v=v2;as=APIGroupDiscoveryList',
    );
    expect(apis.headers.vary).toBe('Accept');
    const list = JSON.parse(apis.body);
    expect(list).toMatchObject({ kind: 'APIGroupDiscoveryList', apiVersion: 'apidiscovery.k8s.io/v2' });
    const apps = list.items.find((g: { metadata: { name?: string } }) => g.metadata.name === 'apps');
    expect(apps.versions[0]).toMatchObject({ version: 'v1', freshness: 'Current' });
    const deployments = apps.versions[0].resources.find(
      (r: { resource: string }) => r.resource === 'deployments',
    );
    expect(deployments).toEqual({
      resource: 'deployments',
      responseKind: { group: 'apps', version: 'v1', kind: 'Deployment' },
      scope: 'Namespaced',
      singularResource: 'deployment',
      verbs: ['create', 'delete', 'deletecollection', 'get', 'list', 'patch', 'update', 'watch'],
      shortNames: ['deploy'],
      // DeploymentStorage's Categories() ([K8S] pkg/registry/apps/deployment/storage/storage.go)
      categories: ['all'],
      // paths in order: deployments/scale (an autoscaling/v1 Scale), then deployments/status
      subresources: [
        {
          subresource: 'scale',
          responseKind: { group: 'autoscaling', version: 'v1', kind: 'Scale' },
          verbs: ['get', 'patch', 'update'],
        },
        {
          subresource: 'status',
          responseKind: { group: 'apps', version: 'v1', kind: 'Deployment' },
          verbs: ['get', 'patch', 'update'],
        },
      ],
    });
    expect(list.items.some((g: { metadata: { name?: string } }) => g.metadata.name === undefined)).toBe(
      false,
    );

    // /api: the core group alone, without a name.
    const core = JSON.parse((await raw('GET', '/api', undefined, { accept: v2Accept })).body);
    expect(core.items).toHaveLength(1);
    expect(core.items[0].metadata).toEqual({});
    expect(core.items[0].versions[0].resources.map((r: { resource: string }) => r.resource)).toContain(
      'pods',
    );

    // The ETag: a quoted upper-case SHA-512; If-None-Match with it is a 304 without a body.
    const etag = String(apis.headers.etag);
    expect(etag).toMatch(/^"[0-9A-F]{128}"$/);
    const again = await raw('GET', '/apis', undefined, { accept: v2Accept, 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');

    // A client that asks for v2beta1 first gets it; one that asks for plain JSON, the APIGroupList.
    const beta = await raw('GET', '/apis', undefined, {
      accept: 'application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList,application/json',
    });
    expect(beta.headers['content-type']).toBe(
      'application/json;g=apidiscovery.k8s.io;v=v2beta1;as=APIGroupDiscoveryList',
    );
    expect(JSON.parse(beta.body).apiVersion).toBe('apidiscovery.k8s.io/v2beta1');
    const legacy = await raw('GET', '/apis', undefined, { accept: 'application/json, */*' });
    expect(legacy.headers['content-type']).toBe('application/json');
    expect(JSON.parse(legacy.body).kind).toBe('APIGroupList');
  });
});

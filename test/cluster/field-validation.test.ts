// Server-side field validation as the real API server does it for requests from outside: unknown
// fields of built-in kinds are found from the kind's Go struct layout and dropped; fieldValidation
// decides what the client hears (Strict: an error in the strict decoder's words; Warn, the default:
// one Warning header each; Ignore: nothing). Custom resources: Strict turns pruned fields into the
// same error.
import { request as httpsRequest } from 'node:https';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makePki, type Pki } from '../../src/cluster/pki.ts';
import { type ClusterServer, startClusterServer } from '../../src/cluster/server.ts';
import { ApiServer } from '../../src/kube/apiserver/index.ts';

let pki: Pki;
let server: ClusterServer;

beforeAll(async () => {
  const api = new ApiServer({ clock: { now: () => Date.now() } });
  pki = await makePki([{ name: 'admin', groups: ['system:masters'] }]);
  server = await startClusterServer({ api, pki });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

/** A body sent as written (JSON.stringify cannot write duplicate keys). */
class Raw {
  readonly text: string;
  constructor(text: string) {
    this.text = text;
  }
}

function call(
  method: string,
  path: string,
  body: unknown,
  contentType = 'application/json',
  extraHeaders: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, any>; warnings: string[] }> {
  const admin = pki.clients.get('admin');
  const data = body instanceof Raw ? body.text : body === undefined ? '' : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const r = httpsRequest(
      `${server.url}${path}`,
      {
        method,
        ca: pki.ca.cert,
        cert: admin?.cert,
        key: admin?.key,
        headers: {
          'content-type': contentType,
          'content-length': String(Buffer.byteLength(data)),
          ...extraHeaders,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const w = res.headers.warning;
          resolve({
            status: res.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
            warnings: (Array.isArray(w) ? w : w ? [w] : []).map((x) => x),
          });
        });
      },
    );
    r.on('error', reject);
    r.write(data);
    r.end();
  });
}

const deployment = (name: string, extra: Record<string, unknown>) => ({
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name },
  spec: {
    replicas: 1,
    selector: { matchLabels: { app: name } },
    template: {
      metadata: { labels: { app: name } },
      spec: { containers: [{ name: 'web', image: 'nginx', ...extra }] },
    },
    ...extra,
  },
});

const DEPLOYMENTS = '/apis/apps/v1/namespaces/default/deployments';

describe('fieldValidation on built-in kinds', () => {
  test('Strict: 400 with every unknown field, in document order', async () => {
    const r = await call(
      'POST',
      `${DEPLOYMENTS}?fieldValidation=Strict`,
      deployment('strict', { replica: 2 }),
    );
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      reason: 'BadRequest',
      message:
        'Deployment in version "v1" cannot be handled as a Deployment: strict decoding error: unknown field "spec.template.spec.containers[0].replica", unknown field "spec.replica"',
    });
  });

  test('Warn (the default): a Warning header each, and the fields are dropped', async () => {
    const r = await call('POST', DEPLOYMENTS, deployment('warned', { imagePullPolicyy: 'Always' }));
    expect(r.status).toBe(201);
    // Node joins repeated Warning headers with ", "; document order: the template comes first.
    expect(r.warnings).toEqual([
      '299 - "unknown field \\"spec.template.spec.containers[0].imagePullPolicyy\\"", 299 - "unknown field \\"spec.imagePullPolicyy\\""',
    ]);
    expect(r.body.spec.imagePullPolicyy).toBeUndefined();
    expect(r.body.spec.template.spec.containers[0].imagePullPolicyy).toBeUndefined();
  });

  // Fields whose protobuf tag has no opt/rep/req part (`protobuf:"bytes,2,name=spec"`) are fields too:
  // an IPBlock's cidr, an ephemeral volume's claim template spec, a pod's resource claim name.
  test('Strict keeps every field of the Go struct, tagged with or without opt', async () => {
    const policy = await call(
      'POST',
      '/apis/networking.k8s.io/v1/namespaces/default/networkpolicies?fieldValidation=Strict',
      {
        apiVersion: 'networking.k8s.io/v1',
        kind: 'NetworkPolicy',
        metadata: { name: 'egress' },
        spec: {
          podSelector: {},
          egress: [{ to: [{ ipBlock: { cidr: '10.0.0.0/8', except: ['10.1.0.0/16'] } }] }],
        },
      },
    );
    expect(policy.status).toBe(201);
    expect(policy.body.spec.egress[0].to[0].ipBlock).toEqual({ cidr: '10.0.0.0/8', except: ['10.1.0.0/16'] });
    const claim = { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } };
    const pod = await call('POST', '/api/v1/namespaces/default/pods?fieldValidation=Strict', {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'scratch' },
      spec: {
        containers: [{ name: 'app', image: 'busybox', securityContext: { runAsUser: 1000 } }],
        volumes: [{ name: 'scratch', ephemeral: { volumeClaimTemplate: { spec: claim } } }],
      },
    });
    expect(pod.status).toBe(201);
    expect(pod.body.spec.volumes[0].ephemeral.volumeClaimTemplate.spec).toMatchObject(claim);
  });

  test('Ignore: silent, dropped', async () => {
    const r = await call('POST', `${DEPLOYMENTS}?fieldValidation=Ignore`, deployment('ignored', { foo: 1 }));
    expect(r.status).toBe(201);
    expect(r.warnings).toEqual([]);
    expect(r.body.spec.foo).toBeUndefined();
  });

  test('a strategic merge patch under Strict: Invalid on patch, quoting the patch map as Go prints it', async () => {
    const r = await call(
      'PATCH',
      `${DEPLOYMENTS}/warned?fieldValidation=Strict`,
      { spec: { replicas: 3, foo: 'x', paused: null } },
      'application/strategic-merge-patch+json',
    );
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(
      ' "" is invalid: patch: Invalid value: "map[spec:map[foo:x paused:<nil> replicas:3]]": strict decoding error: unknown field "spec.foo"',
    );
    expect(r.body.details.causes).toEqual([
      {
        reason: 'FieldValueInvalid',
        message:
          'Invalid value: "map[spec:map[foo:x paused:<nil> replicas:3]]": strict decoding error: unknown field "spec.foo"',
        field: 'patch',
      },
    ]);
  });
});

describe('duplicate fields in create and update bodies (the strict decoder)', () => {
  const CMS = '/api/v1/namespaces/default/configmaps';
  const body = (name: string) =>
    new Raw(
      `{"apiVersion":"v1","kind":"ConfigMap","metadata":{"name":"${name}","labels":{"a":"1","a":"2"}},"bogus":1,"data":{"k":"x","k":"y"}}`,
    );
  test('Strict: 400 with duplicate and unknown fields in document order', async () => {
    const r = await call('POST', `${CMS}?fieldValidation=Strict`, body('dup-strict'));
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(
      'ConfigMap in version "v1" cannot be handled as a ConfigMap: strict decoding error: duplicate field "metadata.labels.a", unknown field "bogus", duplicate field "data.k"',
    );
  });
  test('Warn: a warning each; the last duplicate is kept; an update is checked the same way', async () => {
    const r = await call('POST', CMS, body('dup-warn'));
    expect(r.status).toBe(201);
    expect(r.warnings).toEqual([
      '299 - "duplicate field \\"metadata.labels.a\\"", 299 - "unknown field \\"bogus\\"", 299 - "duplicate field \\"data.k\\""',
    ]);
    expect(r.body.data).toEqual({ k: 'y' });
    const u = await call('PUT', `${CMS}/dup-warn?fieldValidation=Strict`, body('dup-warn'));
    expect(u.status).toBe(400);
    expect(u.body.message).toContain('strict decoding error: duplicate field "metadata.labels.a"');
  });
});

describe('fieldValidation on custom resources', () => {
  test('Strict: the pruned fields are the error', async () => {
    const crd = await call('POST', '/apis/apiextensions.k8s.io/v1/customresourcedefinitions', {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'apps.example.com' },
      spec: {
        group: 'example.com',
        names: { plural: 'apps', singular: 'app', kind: 'App', listKind: 'AppList' },
        scope: 'Namespaced',
        versions: [
          {
            name: 'v1',
            served: true,
            storage: true,
            schema: {
              openAPIV3Schema: {
                type: 'object',
                properties: { spec: { type: 'object', properties: { size: { type: 'integer' } } } },
              },
            },
          },
        ],
      },
    });
    expect(crd.status).toBe(201);
    const app = {
      apiVersion: 'example.com/v1',
      kind: 'App',
      metadata: { name: 'a' },
      spec: { size: 1, color: 'red' },
    };
    const strict = await call(
      'POST',
      '/apis/example.com/v1/namespaces/default/apps?fieldValidation=Strict',
      app,
    );
    expect(strict.status).toBe(400);
    expect(strict.body.message).toBe(
      'App in version "v1" cannot be handled as a App: strict decoding error: unknown field "spec.color"',
    );
    const warn = await call('POST', '/apis/example.com/v1/namespaces/default/apps', app);
    expect(warn.status).toBe(201);
    expect(warn.warnings).toEqual(['299 - "unknown field \\"spec.color\\""']);
  });
});

describe('the options of a write are validated before its body', () => {
  const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'opts' }, data: { a: 'b' } };
  test('an unknown fieldValidation value is a 422 on CreateOptions, UpdateOptions or PatchOptions', async () => {
    const supported = 'supported values: "", "Ignore", "Strict", "Warn"';
    const create = await call('POST', '/api/v1/namespaces/default/configmaps?fieldValidation=strict', cm);
    expect(create.status).toBe(422);
    expect(create.body.message).toBe(
      `CreateOptions.meta.k8s.io "" is invalid: fieldValidation: Unsupported value: "strict": ${supported}`,
    );
    expect(create.body.details).toEqual({
      group: 'meta.k8s.io',
      kind: 'CreateOptions',
      causes: [
        {
          reason: 'FieldValueNotSupported',
          message: `Unsupported value: "strict": ${supported}`,
          field: 'fieldValidation',
        },
      ],
    });
    // Checked before the body: even a body that is not JSON gets the 422.
    const update = await call(
      'PUT',
      '/api/v1/namespaces/default/configmaps/opts?fieldValidation=Bogus',
      '{not json',
    );
    expect(update.status).toBe(422);
    expect(update.body.message).toBe(
      `UpdateOptions.meta.k8s.io "" is invalid: fieldValidation: Unsupported value: "Bogus": ${supported}`,
    );
    // Several errors are listed together.
    const apply = await call(
      'PATCH',
      '/api/v1/namespaces/default/configmaps/opts?fieldValidation=x',
      cm,
      'application/apply-patch+yaml',
    );
    expect(apply.status).toBe(422);
    expect(apply.body.message).toBe(
      `PatchOptions.meta.k8s.io "" is invalid: [fieldManager: Required value: is required for apply patch, fieldValidation: Unsupported value: "x": ${supported}]`,
    );
    const force = await call(
      'PATCH',
      '/api/v1/namespaces/default/configmaps/opts?force=true',
      { data: { a: 'c' } },
      'application/merge-patch+json',
    );
    expect(force.status).toBe(422);
    expect(force.body.message).toBe(
      'PatchOptions.meta.k8s.io "" is invalid: force: Forbidden: may not be specified for non-apply patch',
    );
  });
});

describe('fieldValidation on JSON and merge patches of built-in kinds', () => {
  const CMS = '/api/v1/namespaces/default/configmaps';
  const MERGE = 'application/merge-patch+json';

  test('Strict: 422 Invalid on patch, quoting the patched document as json-patch encodes it', async () => {
    expect(
      (
        await call('POST', CMS, {
          apiVersion: 'v1',
          kind: 'ConfigMap',
          metadata: { name: 'mp' },
          data: { z: '1' },
        })
      ).status,
    ).toBe(201);
    const r = await call(
      'PATCH',
      `${CMS}/mp?fieldValidation=Strict`,
      { data: { a: '<b>' }, extra: { y: 1, x: null } },
      MERGE,
    );
    expect(r.status).toBe(422);
    expect(r.body.reason).toBe('Invalid');
    const m =
      /^ "" is invalid: patch: Invalid value: ("(?:[^"\\]|\\.)*"): strict decoding error: unknown field "extra"$/.exec(
        r.body.message,
      );
    expect(m, r.body.message).not.toBeNull();
    const text = JSON.parse(m?.[1] ?? '""') as string;
    // Merged objects and the top level re-encoded with sorted keys; inserted values pruned of nulls;
    // HTML characters escaped as encoding/json does.
    expect(text).toContain(
      '"data":{"a":"\\u003cb\\u003e","z":"1"},"extra":{"y":1},"kind":"ConfigMap","metadata":{"name":"mp"',
    );
    expect(Object.keys(JSON.parse(text))).toEqual(['apiVersion', 'data', 'extra', 'kind', 'metadata']);
    expect(r.body.details.causes).toEqual([
      {
        reason: 'FieldValueInvalid',
        message: r.body.message.slice(' "" is invalid: patch: '.length),
        field: 'patch',
      },
    ]);
    // Nothing was written.
    const after = await call('GET', `${CMS}/mp`, undefined);
    expect(after.body.data).toEqual({ z: '1' });
  });

  test('Warn warns and drops the field; Ignore drops it silently; a JSON patch is decoded the same way', async () => {
    const warn = await call('PATCH', `${CMS}/mp?fieldValidation=Warn`, { data: { w: '1' }, extra: 1 }, MERGE);
    expect(warn.status).toBe(200);
    expect(warn.warnings).toEqual(['299 - "unknown field \\"extra\\""']);
    expect(warn.body.extra).toBeUndefined();
    expect(warn.body.data).toEqual({ w: '1', z: '1' });
    const ignore = await call('PATCH', `${CMS}/mp?fieldValidation=Ignore`, { extra: 1 }, MERGE);
    expect(ignore.status).toBe(200);
    expect(ignore.warnings).toEqual([]);
    const json = await call(
      'PATCH',
      `${CMS}/mp?fieldValidation=Strict`,
      [{ op: 'add', path: '/metadata/labelz', value: { a: 'b' } }],
      'application/json-patch+json',
    );
    expect(json.status).toBe(422);
    expect(json.body.message).toMatch(/strict decoding error: unknown field "metadata.labelz"$/);
  });

  test('authorization comes first: a caller who may not patch gets Forbidden, not the object in an error', async () => {
    const r = await call('PATCH', `${CMS}/mp?fieldValidation=Strict`, { extra: 1 }, MERGE, {
      'Impersonate-User': 'alice',
    });
    expect(r.status).toBe(403);
    expect(r.body.message).toBe(
      'configmaps "mp" is forbidden: User "alice" cannot patch resource "configmaps" in API group "" in the namespace "default"',
    );
  });

  test('duplicate fields in a merge patch (kjson.UnmarshalStrict): Strict refuses before the unknown ones, Warn warns', async () => {
    const body = new Raw('{"data":{"a":"1","a":"2","b":"x"},"data":{"a":"3"},"extra":1}');
    const strict = await call('PATCH', `${CMS}/mp?fieldValidation=Strict`, body, MERGE);
    expect(strict.status).toBe(422);
    expect(strict.body.message).toMatch(
      /^ "" is invalid: patch: Invalid value: "(?:[^"\\]|\\.)*": strict decoding error: duplicate field "data.a", duplicate field "data", unknown field "extra"$/,
    );
    const warn = await call('PATCH', `${CMS}/mp`, new Raw('{"data":{"d":"1","d":"2"}}'), MERGE);
    expect(warn.status).toBe(200);
    expect(warn.warnings).toEqual(['299 - "duplicate field \\"data.d\\""']);
    // the last value wins, as encoding/json decodes it
    expect(warn.body.data.d).toBe('2');
    const ignore = await call(
      'PATCH',
      `${CMS}/mp?fieldValidation=Ignore`,
      new Raw('{"data":{"e":"1","e":"2"}}'),
      MERGE,
    );
    expect(ignore.warnings).toEqual([]);
  });

  test('a JSON patch: its operations are structs, so duplicate and unknown fields of an operation are named by index', async () => {
    const r = await call(
      'PATCH',
      `${CMS}/mp?fieldValidation=Strict`,
      new Raw('[{"op":"add","path":"/data/f","value":"1","value":"2","valu":3}]'),
      'application/json-patch+json',
    );
    expect(r.status).toBe(422);
    expect(r.body.message).toMatch(
      /strict decoding error: json patch duplicate field "\[0\]\.value", json patch unknown field "\[0\]\.valu"$/,
    );
  });

  test('a strategic merge patch with duplicate fields', async () => {
    const r = await call(
      'PATCH',
      `${CMS}/mp?fieldValidation=Strict`,
      new Raw('{"metadata":{"labels":{"k":"1","k":"2"}}}'),
      'application/strategic-merge-patch+json',
    );
    expect(r.status).toBe(422);
    expect(r.body.message).toBe(
      ' "" is invalid: patch: Invalid value: "map[metadata:map[labels:map[k:2]]]": strict decoding error: duplicate field "metadata.labels.k"',
    );
  });

  test('create and update: a caller who may not write gets Forbidden before any decoding error', async () => {
    const alice = { 'Impersonate-User': 'alice' };
    const create = await call(
      'POST',
      `${CMS}?fieldValidation=Strict`,
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'x' }, bogus: 1 },
      'application/json',
      alice,
    );
    expect(create.status).toBe(403);
    expect(create.body.message).toBe(
      'configmaps is forbidden: User "alice" cannot create resource "configmaps" in API group "" in the namespace "default"',
    );
    const malformed = await call('POST', CMS, new Raw('{"apiVersion":'), 'application/json', alice);
    expect(malformed.status).toBe(403);
    const update = await call(
      'PUT',
      `${CMS}/mp?fieldValidation=Strict`,
      { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'mp' }, bogus: 1 },
      'application/json',
      alice,
    );
    expect(update.status).toBe(403);
    expect(update.body.message).toBe(
      'configmaps "mp" is forbidden: User "alice" cannot update resource "configmaps" in API group "" in the namespace "default"',
    );
    // the admin still gets the decoding error
    const admin = await call('PUT', `${CMS}/mp?fieldValidation=Strict`, {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'mp' },
      bogus: 1,
    });
    expect(admin.status).toBe(400);
    expect(admin.body.message).toBe(
      'ConfigMap in version "v1" cannot be handled as a ConfigMap: strict decoding error: unknown field "bogus"',
    );
  });
});

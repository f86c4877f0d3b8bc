// A patch whose result the kind's Go type cannot hold fails as the patch handlers fail it
// (k8s.io/apiserver pkg/endpoints/handlers/patch.go): the patched document is decoded into the type,
// a quantity that does not parse is a decode error, and the answer is an Invalid on `patch` quoting
// the document — json-patch's marshalling of the patched encoding for a JSON or merge patch
// (jsonPatcher.applyPatchToCurrentObject), the patch map's "%+v" for a strategic one
// (applyPatchToObject) — with ParseQuantity's error. Nothing is stored.
import { describe, expect, test } from 'vitest';
import { ADMIN_USER, ApiServer } from '../../../src/kube/apiserver/index.ts';
import { handleRest } from '../../../src/kube/rest/handler.ts';
import { admin, pods, TestClock } from '../helpers.ts';

const FORMAT = "quantities must match the regular expression '^([+-]?[0-9.]+)([eEinumkKMGTP]*[-+]?[0-9]*)$'";

function withPod() {
  const server = new ApiServer({ clock: new TestClock() });
  const created = server.create(
    admin,
    { ...pods, namespace: 'default' },
    {
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name: 'p' },
      spec: { containers: [{ name: 'c', image: 'nginx' }] },
    },
  );
  expect(created.ok).toBe(true);
  return server;
}

const at = { ...pods, namespace: 'default' };

describe('a patched quantity that does not parse', () => {
  test('strategic: an Invalid quoting the patch map, nothing stored', () => {
    const server = withPod();
    const r = server.patch(admin, at, 'p', 'strategic', {
      metadata: { labels: { a: 'b' } },
      spec: { containers: [{ name: 'c', resources: { limits: { cpu: '1 core' } } }] },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe(422);
    expect(r.status.reason).toBe('Invalid');
    const detail = `Invalid value: "map[metadata:map[labels:map[a:b]] spec:map[containers:[map[name:c resources:map[limits:map[cpu:1 core]]]]]]": ${FORMAT}`;
    expect(r.status.message).toBe(` "" is invalid: patch: ${detail}`);
    expect(r.status.details?.causes).toEqual([
      { reason: 'FieldValueInvalid', message: detail, field: 'patch' },
    ]);
    const got = server.get(admin, at, 'p');
    expect(got.ok && got.object.metadata?.labels).toBeUndefined();
  });

  test("merge: the patched document's text, then the parser's error", () => {
    const server = withPod();
    const r = server.patch(admin, at, 'p', 'merge', {
      spec: { containers: [{ name: 'c', image: 'nginx', resources: { limits: { memory: '1ki' } } }] },
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.code).toBe(422);
    expect(r.status.message).toMatch(
      /^ "" is invalid: patch: Invalid value: "\{\\"apiVersion\\":\\"v1\\",\\"kind\\":\\"Pod\\",/,
    );
    // the merged-into objects are re-encoded with sorted keys, the replaced list pruned and sorted
    expect(r.status.message).toContain(
      '\\"spec\\":{\\"containers\\":[{\\"image\\":\\"nginx\\",\\"name\\":\\"c\\",\\"resources\\":{\\"limits\\":{\\"memory\\":\\"1ki\\"}}}],\\"dnsPolicy\\":',
    );
    expect(r.status.message.endsWith(`}": unable to parse quantity's suffix`)).toBe(true);
  });

  test('through the served API: a JSON patch quotes the object in its Go struct order', () => {
    const server = withPod();
    const r = handleRest(
      { server, user: ADMIN_USER, serverAddress: '127.0.0.1:6443', gitVersion: 'v1.34.0' },
      {
        method: 'PATCH',
        path: '/api/v1/namespaces/default/pods/p',
        query: new URLSearchParams(),
        headers: { 'content-type': 'application/json-patch+json' },
        bodyBytes: JSON.stringify([
          { op: 'add', path: '/spec/containers/0/resources/requests', value: { cpu: 'x1' } },
        ]),
      },
    );
    if (r.kind !== 'response') throw new Error('not a response');
    expect(r.status).toBe(422);
    const status = JSON.parse(r.body) as { message: string };
    // the top level and the objects on the operation's path sorted, the rest as the server encodes
    // it: metadata and the pod spec's fields in struct order
    expect(status.message).toMatch(
      /^ "" is invalid: patch: Invalid value: "\{\\"apiVersion\\":\\"v1\\",\\"kind\\":\\"Pod\\",\\"metadata\\":\{\\"name\\":\\"p\\",\\"namespace\\":\\"default\\",\\"uid\\":/,
    );
    expect(status.message).toContain(
      '\\"spec\\":{\\"containers\\":[{\\"image\\":\\"nginx\\",\\"imagePullPolicy\\":\\"Always\\",\\"name\\":\\"c\\",\\"resources\\":{\\"requests\\":{\\"cpu\\":\\"x1\\"}},\\"terminationMessagePath\\":',
    );
    expect(status.message.endsWith(`": ${FORMAT}`)).toBe(true);
  });
});

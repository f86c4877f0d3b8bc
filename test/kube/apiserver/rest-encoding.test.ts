/**
 * Discovery documents and Tables leave kube-apiserver through WriteObjectNegotiated, the same JSON
 * serializer as every object (json.Encoder: HTML-safe strings, a newline at the end, struct order and
 * sorted map keys); /version is version.Info through WriteRawJSON, json.MarshalIndent with two spaces
 * and no newline.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, ApiServer } from '../../../src/kube/apiserver/index.ts';
import { handleRest } from '../../../src/kube/rest/handler.ts';

function cluster() {
  const server = new ApiServer({ clock: { now: () => Date.parse('2026-01-01T00:00:00Z') } });
  const ctx = { server, user: ADMIN_USER, serverAddress: '127.0.0.1:6443', gitVersion: 'v1.34.0' };
  const call = (method: string, path: string, accept = 'application/json', body?: unknown) => {
    const r = handleRest(ctx, {
      method,
      path,
      query: new URLSearchParams(),
      headers: { 'content-type': 'application/json', accept },
      bodyBytes: body === undefined ? undefined : JSON.stringify(body),
    });
    if (r.kind !== 'response') throw new Error('not a response');
    return r;
  };
  return { call };
}

const TABLE = 'application/json;as=Table;g=meta.k8s.io;v=v1';

describe('discovery and Table bytes', () => {
  it('discovery documents end in the encoder newline', () => {
    const { call } = cluster();
    expect(call('GET', '/api').body).toBe(
      '{"kind":"APIVersions","versions":["v1"],"serverAddressByClientCIDRs":[{"clientCIDR":"0.0.0.0/0","serverAddress":"127.0.0.1:6443"}]}\n',
    );
    for (const path of ['/apis', '/apis/apps', '/apis/apps/v1', '/api/v1']) {
      const body = call('GET', path).body;
      expect([path, body.endsWith('}\n'), body.indexOf('\n')]).toEqual([path, true, body.length - 1]);
    }
  });

  it('/version is indented by two spaces, without a newline after it', () => {
    const { call } = cluster();
    const body = call('GET', '/version').body;
    expect(body.startsWith('{\n  "major": "1",\n  "minor": "34",\n')).toBe(true);
    expect(body.endsWith('\n  "platform": "linux/amd64"\n}')).toBe(true);
  });

  it("a Table's row objects are PartialObjectMetadata in ObjectMeta's layout, HTML-safe, with a newline", () => {
    const { call } = cluster();
    const cm = {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c', labels: { zone: 'b', app: 'web' }, annotations: { note: '<b> & </b>' } },
    };
    expect(call('POST', '/api/v1/namespaces/default/configmaps', 'application/json', cm).status).toBe(201);
    const body = call('GET', '/api/v1/namespaces/default/configmaps/c', TABLE).body;
    expect(body.endsWith('}]}}}]}\n')).toBe(true);
    expect(body).toContain(
      '"object":{"kind":"PartialObjectMetadata","apiVersion":"meta.k8s.io/v1","metadata":{"name":"c","namespace":"default","uid":',
    );
    expect(body).toContain(
      '"creationTimestamp":"2026-01-01T00:00:00Z","labels":{"app":"web","zone":"b"},"annotations":{"note":"\\u003cb\\u003e \\u0026 \\u003c/b\\u003e"},"managedFields":[',
    );
  });
});

/**
 * Discovery documents and Tables leave kube-apiserver through WriteObjectNegotiated, the same JSON
 * serializer as every object (json.Encoder: HTML-safe strings, a newline at the end, struct order and
 * sorted map keys); /version is version.Info through WriteRawJSON, json.MarshalIndent with two spaces
 * and no newline.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { ADMIN_USER, ApiServer } from '../../../src/kube/apiserver/index.ts';
import { handleRest } from '../../../src/kube/rest/handler.ts';
import { admin, crds, expectOk, installGuestbook } from '../helpers.ts';

function cluster() {
  const server = new ApiServer({ clock: { now: () => Date.parse('2026-01-01T00:00:00Z') } });
  const ctx = {
    server,
    user: ADMIN_USER,
    serverAddress: '127.0.0.1:6443',
    gitVersion: 'v1.34.0',
    sha512Hex: (text: string) => createHash('sha512').update(text).digest('hex'),
  };
  const call = (method: string, path: string, accept = 'application/json', body?: unknown, query = '') => {
    const r = handleRest(ctx, {
      method,
      path,
      query: new URLSearchParams(query),
      headers: { 'content-type': 'application/json', accept },
      bodyBytes: body === undefined ? undefined : JSON.stringify(body),
    });
    if (r.kind !== 'response') throw new Error('not a response');
    return r;
  };
  const watch = (path: string, accept: string, query: string) =>
    handleRest(ctx, { method: 'GET', path, query: new URLSearchParams(query), headers: { accept } });
  return { call, server, watch };
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

  it("includeObject: a Table's rows carry the object itself (Object), nothing (None), or refuse a bad value", () => {
    const { call, server } = cluster();
    const cm = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { a: '2' } };
    expect(call('POST', '/api/v1/namespaces/default/configmaps', 'application/json', cm).status).toBe(201);
    // kubectl get --sort-by asks for the objects (kubectl pkg/cmd/get/get.go transformRequests)
    const list = call(
      'GET',
      '/api/v1/namespaces/default/configmaps',
      TABLE,
      undefined,
      'includeObject=Object',
    );
    expect(list.body).toContain(
      '"object":{"kind":"ConfigMap","apiVersion":"v1","metadata":{"name":"c","namespace":"default","uid":',
    );
    expect(list.body).toContain('"data":{"a":"2"}}}]}\n');
    const one = call(
      'GET',
      '/api/v1/namespaces/default/configmaps/c',
      TABLE,
      undefined,
      'includeObject=Object',
    );
    expect(JSON.parse(one.body).rows[0].object.data).toEqual({ a: '2' });
    const none = call('GET', '/api/v1/namespaces/default/configmaps', TABLE, undefined, 'includeObject=None');
    expect(none.body).toMatch(/"cells":\["c",1,"[^"]*"\],"object":null\}\]\}\n$/);
    const meta = call(
      'GET',
      '/api/v1/namespaces/default/configmaps',
      TABLE,
      undefined,
      'includeObject=Metadata',
    );
    expect(meta.body).toContain('"object":{"kind":"PartialObjectMetadata"');
    const bad = call('GET', '/api/v1/namespaces/default/configmaps', TABLE, undefined, 'includeObject=All');
    expect([bad.status, JSON.parse(bad.body).reason, JSON.parse(bad.body).message]).toEqual([
      400,
      'BadRequest',
      `Unable to convert to Table as requested: includeObject: Invalid value: "All": must be 'Metadata', 'Object', 'None', or empty`,
    ]);
    // the storage's answer comes first: a missing object is NotFound whatever the options
    expect(
      call('GET', '/api/v1/namespaces/default/configmaps/x', TABLE, undefined, 'includeObject=All').status,
    ).toBe(404);
    // a custom resource's row object is the unstructured object in its version
    installGuestbook(server);
    const gb = {
      apiVersion: 'webapp.my.domain/v1',
      kind: 'Guestbook',
      metadata: { name: 'g' },
      spec: { size: 2 },
    };
    expect(
      call('POST', '/apis/webapp.my.domain/v1/namespaces/default/guestbooks', 'application/json', gb).status,
    ).toBe(201);
    const crs = call(
      'GET',
      '/apis/webapp.my.domain/v1/namespaces/default/guestbooks',
      TABLE,
      undefined,
      'includeObject=Object',
    );
    expect(JSON.parse(crs.body).rows[0].object).toMatchObject({
      apiVersion: 'webapp.my.domain/v1',
      kind: 'Guestbook',
      spec: { size: 2 },
    });
    // without a Table, the option is ignored
    expect(
      call(
        'GET',
        '/api/v1/namespaces/default/configmaps/c',
        'application/json',
        undefined,
        'includeObject=All',
      ).status,
    ).toBe(200);
  });

  it('a watch asked for Tables sends each event as a Table of one row, the columns in the first only', () => {
    const { call, watch } = cluster();
    const cm = (name: string) => ({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name },
      data: { a: '1' },
    });
    expect(call('POST', '/api/v1/namespaces/default/configmaps', 'application/json', cm('a')).status).toBe(
      201,
    );
    const w = watch('/api/v1/namespaces/default/configmaps', TABLE, 'watch=1');
    if (w.kind !== 'watch') throw new Error('not a watch');
    const lines: string[] = [];
    const started = w.start((l) => lines.push(l));
    if ('error' in started) throw new Error('watch failed');
    expect(call('POST', '/api/v1/namespaces/default/configmaps', 'application/json', cm('b')).status).toBe(
      201,
    );
    started.stop();
    const events = lines.map((l) => JSON.parse(l) as { type: string; object: JsonObject });
    expect(events.map((e) => [e.type, e.object.kind])).toEqual([
      ['ADDED', 'Table'],
      ['ADDED', 'Table'],
    ]);
    expect((events[0].object.columnDefinitions as JsonObject[]).map((c) => c.name)).toEqual([
      'Name',
      'Data',
      'Age',
    ]);
    // TableOptions.NoHeaders after the first event: a nil slice
    expect(lines[1]).toContain('"columnDefinitions":null,"rows":[{"cells":["b",1,');
    expect(lines[1]).toContain(
      '"object":{"kind":"PartialObjectMetadata","apiVersion":"meta.k8s.io/v1","metadata":{"name":"b"',
    );
    // a bad includeObject is refused before the stream starts
    const bad = watch('/api/v1/namespaces/default/configmaps', TABLE, 'watch=1&includeObject=x');
    expect(bad.kind === 'response' ? [bad.status, JSON.parse(bad.body).reason] : bad.kind).toEqual([
      400,
      'BadRequest',
    ]);
  });

  it('aggregated discovery ends in the encoder newline; v2 and v2beta1 share the ETag of the list without its TypeMeta', () => {
    const { call } = cluster();
    const accept = (v: string) => `application/json;g=apidiscovery.k8s.io;v=${v};as=APIGroupDiscoveryList`;
    const v2 = call('GET', '/apis', accept('v2'));
    const beta = call('GET', '/apis', accept('v2beta1'));
    expect(v2.body.endsWith(']}\n')).toBe(true);
    expect(v2.body.indexOf('\n')).toBe(v2.body.length - 1);
    const etag = v2.headers?.etag;
    expect(beta.headers?.etag).toBe(etag);
    // calculateETag: json.Marshal of the cached APIGroupDiscoveryList, whose kind and apiVersion are unset
    const list = v2.body
      .trimEnd()
      .replace('{"kind":"APIGroupDiscoveryList","apiVersion":"apidiscovery.k8s.io/v2",', '{');
    expect(etag).toBe(`"${createHash('sha512').update(list).digest('hex').toUpperCase()}"`);
  });

  it('OpenAPI v3: the index with its group-versions sorted, documents HTML-safe, neither with a newline', () => {
    const { call, server } = cluster();
    installGuestbook(server);
    const crd = expectOk(server.get(admin, crds, 'guestbooks.webapp.my.domain')) as JsonObject;
    const version = ((crd.spec as JsonObject).versions as JsonObject[])[0] as JsonObject;
    (((version.schema as JsonObject).openAPIV3Schema as JsonObject).properties as JsonObject).spec = {
      type: 'object',
      description: 'size <= 10 & > 0',
    };
    expectOk(server.update(admin, crds, crd));
    const index = call('GET', '/openapi/v3').body;
    const paths = Object.keys((JSON.parse(index) as { paths: JsonObject }).paths);
    expect(paths).toEqual([...paths].sort());
    expect(index.endsWith('}}')).toBe(true);
    const doc = call('GET', '/openapi/v3/apis/webapp.my.domain/v1').body;
    expect(doc).toContain('"description":"size \\u003c= 10 \\u0026 \\u003e 0"');
    expect(doc.endsWith('\n')).toBe(false);
  });
});

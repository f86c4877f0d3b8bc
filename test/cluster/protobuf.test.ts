// Protobuf request bodies (`application/vnd.kubernetes.protobuf`, what client-go's typed clients send):
// decoded into the JSON the same client would send (encoding/json's omitempty, pointers, inline
// structs, IntOrString, Quantity, Time), refused with the serializer's words when malformed; and the
// order in which the real server checks a body: its media type (415) before its size (413) on create
// and patch, the size first on delete.
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makePki, type Pki } from '../../src/cluster/pki.ts';
import { type ClusterServer, startClusterServer } from '../../src/cluster/server.ts';
import { ApiServer } from '../../src/kube/apiserver/index.ts';
import { decodeProtobufBody, goDuration } from '../../src/kube/rest/protobuf.ts';

// ——— a minimal protobuf writer, for the bodies under test ———

type Part = Uint8Array;
const cat = (...parts: Part[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let i = 0;
  for (const p of parts) {
    out.set(p, i);
    i += p.length;
  }
  return out;
};
function varint(v: number | bigint): Part {
  let n = BigInt.asUintN(64, BigInt(v));
  const out: number[] = [];
  do {
    const b = Number(n & 0x7fn);
    n >>= 7n;
    out.push(n > 0n ? b | 0x80 : b);
  } while (n > 0n);
  return Uint8Array.from(out);
}
const tag = (num: number, wire: number) => varint((num << 3) | wire);
const bytesField = (num: number, b: Part) => cat(tag(num, 2), varint(b.length), b);
const str = (num: number, s: string) => bytesField(num, new TextEncoder().encode(s));
const msg = (num: number, ...parts: Part[]) => bytesField(num, cat(...parts));
const int = (num: number, v: number | bigint) => cat(tag(num, 0), varint(v));
const entry = (num: number, k: string, v: Part) => msg(num, str(1, k), v);
const envelope = (apiVersion: string, kind: string, ...body: Part[]) =>
  cat(Uint8Array.from([0x6b, 0x38, 0x73, 0x00]), msg(1, str(1, apiVersion), str(2, kind)), msg(2, ...body));

describe('protobuf bodies decode to the JSON a client would send', () => {
  test('a ConfigMap: metadata, maps of strings and bytes, a pointer bool set to false', () => {
    const body = envelope(
      'v1',
      'ConfigMap',
      msg(1, str(1, 'settings'), str(3, 'default'), entry(11, 'app', str(2, 'web')), msg(8)),
      entry(2, 'mode', str(2, 'fast')),
      entry(3, 'blob', bytesField(2, Uint8Array.from([0, 1, 2, 255]))),
      int(4, 0),
    );
    expect(decodeProtobufBody(body)).toEqual({
      apiVersion: 'v1',
      kind: 'ConfigMap',
      // generateName "", the zero creationTimestamp: omitempty and null, left out
      metadata: { name: 'settings', namespace: 'default', labels: { app: 'web' } },
      data: { mode: 'fast' },
      binaryData: { blob: 'AAEC/w==' },
      immutable: false,
    });
  });

  test('a Deployment: replicas 0 kept (a pointer), IntOrString, Quantity, an inline VolumeSource', () => {
    const container = cat(
      str(1, 'web'),
      str(2, 'nginx'),
      msg(6, int(3, 8080), str(4, 'TCP')),
      msg(8, entry(1, 'cpu', msg(2, str(1, '250m')))),
    );
    const podSpec = cat(msg(1, str(1, 'data'), msg(2, msg(2, str(1, 'Memory')))), msg(2, container));
    const body = envelope(
      'apps/v1',
      'Deployment',
      msg(1, str(1, 'web')),
      msg(
        2,
        int(1, 0),
        msg(2, entry(1, 'app', str(2, 'web'))),
        msg(3, msg(1, entry(11, 'app', str(2, 'web'))), msg(2, podSpec)),
        msg(
          4,
          str(1, 'RollingUpdate'),
          msg(2, msg(1, int(1, 1), str(3, '50%')), msg(2, int(1, 0), int(2, 1))),
        ),
      ),
    );
    const d = decodeProtobufBody(body) as Record<string, any>;
    expect(d.spec.replicas).toBe(0);
    expect(d.spec.selector).toEqual({ matchLabels: { app: 'web' } });
    expect(d.spec.strategy).toEqual({
      type: 'RollingUpdate',
      rollingUpdate: { maxUnavailable: '50%', maxSurge: 1 },
    });
    const pod = d.spec.template.spec;
    expect(pod.volumes).toEqual([{ name: 'data', emptyDir: { medium: 'Memory' } }]);
    expect(pod.containers[0]).toEqual({
      name: 'web',
      image: 'nginx',
      // ContainerPort.containerPort has no omitempty: Go writes it; hostPort (omitempty, 0) is left out
      ports: [{ containerPort: 8080, protocol: 'TCP' }],
      resources: { limits: { cpu: '250m' } },
    });
  });

  test('a SelfSubjectAccessReview, and times as Go writes them', () => {
    const body = envelope(
      'authorization.k8s.io/v1',
      'SelfSubjectAccessReview',
      msg(1, msg(8, int(1, 1764615600), int(2, 0))),
      msg(2, msg(1, str(1, 'default'), str(2, 'list'), str(3, ''), str(5, 'pods'))),
    );
    expect(decodeProtobufBody(body)).toEqual({
      apiVersion: 'authorization.k8s.io/v1',
      kind: 'SelfSubjectAccessReview',
      metadata: { creationTimestamp: '2025-12-01T19:00:00Z' },
      spec: { resourceAttributes: { namespace: 'default', verb: 'list', resource: 'pods' } },
      // A non-pointer struct: encoding/json writes it, and allowed has no omitempty.
      status: { allowed: false },
    });
    expect(goDuration(90e9)).toBe('1m30s');
    expect(goDuration(1.5e9)).toBe('1.5s');
    expect(goDuration(3600e9)).toBe('1h0m0s');
    expect(goDuration(250e6)).toBe('250ms');
  });

  test('malformed bodies get the serializer’s words', () => {
    expect(() => decodeProtobufBody(new TextEncoder().encode('{"kind":"ConfigMap"}'))).toThrow(
      'provided data does not appear to be a protobuf message, expected prefix [107 56 115 0]',
    );
    const cut = envelope('v1', 'ConfigMap', str(1, 'x'));
    expect(() => decodeProtobufBody(cut.subarray(0, cut.length - 1))).toThrow('unexpected EOF');
    expect(() => decodeProtobufBody(envelope('v1', 'Widget'))).toThrow(
      'no kind "Widget" is registered for version "v1" in scheme "pkg/api/legacyscheme/scheme.go:30"',
    );
    expect(() => decodeProtobufBody(envelope('v1', 'ConfigMap', int(1, 3)))).toThrow(
      'proto: wrong wireType = 0 for field ConfigMap.metadata',
    );
  });
});

// ——— over HTTPS ———

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

function raw(
  method: string,
  path: string,
  body: Uint8Array | string | undefined,
  contentType: string,
): Promise<{ status: number; body: Record<string, any> }> {
  const admin = pki.clients.get('admin');
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
          accept: 'application/vnd.kubernetes.protobuf,application/json',
          // Node sends no chunked body on DELETE: the length says there is one.
          ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
      },
    );
    r.on('error', (e) => reject(new Error(`${method} ${path}: ${e.message}`)));
    if (body !== undefined) r.write(body);
    r.end();
  });
}

const PB = 'application/vnd.kubernetes.protobuf';

describe('the served cluster takes protobuf bodies, and checks a body in the real order', () => {
  test('create in protobuf, answered in JSON; a bad protobuf body is a 400', async () => {
    const created = await raw(
      'POST',
      '/api/v1/namespaces/default/configmaps',
      envelope('v1', 'ConfigMap', msg(1, str(1, 'from-proto')), entry(2, 'k', str(2, 'v'))),
      PB,
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      kind: 'ConfigMap',
      metadata: { name: 'from-proto' },
      data: { k: 'v' },
    });

    const bad = await raw('POST', '/api/v1/namespaces/default/configmaps', '{"kind":"ConfigMap"}', PB);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      reason: 'BadRequest',
      message: 'provided data does not appear to be a protobuf message, expected prefix [107 56 115 0]',
    });
  });

  test('415 lists what each kind decodes; custom resources have no protobuf', async () => {
    const text = await raw('POST', '/api/v1/namespaces/default/configmaps', 'x', 'text/plain');
    expect(text.status).toBe(415);
    expect(text.body.message).toBe(
      'the body of the request was in an unknown format - accepted media types include: application/json, application/yaml, application/vnd.kubernetes.protobuf',
    );
    const crd = {
      apiVersion: 'apiextensions.k8s.io/v1',
      kind: 'CustomResourceDefinition',
      metadata: { name: 'widgets.example.com' },
      spec: {
        group: 'example.com',
        names: { plural: 'widgets', singular: 'widget', kind: 'Widget', listKind: 'WidgetList' },
        scope: 'Namespaced',
        versions: [
          {
            name: 'v1',
            served: true,
            storage: true,
            schema: { openAPIV3Schema: { type: 'object', 'x-kubernetes-preserve-unknown-fields': true } },
          },
        ],
      },
    };
    const made = await raw(
      'POST',
      '/apis/apiextensions.k8s.io/v1/customresourcedefinitions',
      JSON.stringify(crd),
      'application/json',
    );
    expect(made.status).toBe(201);
    const widget = await raw('POST', '/apis/example.com/v1/namespaces/default/widgets', 'k8s\0', PB);
    expect(widget.status).toBe(415);
    expect(widget.body.message).toBe(
      'the body of the request was in an unknown format - accepted media types include: application/json, application/yaml',
    );
  });

  test('YAML bodies are objects too', async () => {
    const r = await raw(
      'POST',
      '/api/v1/namespaces/default/configmaps',
      'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: from-yaml\ndata:\n  a: "1"\n',
      'application/yaml',
    );
    expect(r.status).toBe(201);
    expect(r.body.data).toEqual({ a: '1' });
  });

  test('a huge body: 415 first for a wrong type on create, 413 for a right one, 413 first on delete', async () => {
    const huge = new Uint8Array(4 * 1024 * 1024).fill(0x20);
    const wrongType = await raw('POST', '/api/v1/namespaces/default/configmaps', huge, 'text/plain');
    expect(wrongType.status).toBe(415);
    const rightType = await raw('POST', '/api/v1/namespaces/default/configmaps', huge, PB);
    expect(rightType.status).toBe(413);
    expect(rightType.body).toMatchObject({
      reason: 'RequestEntityTooLarge',
      message: 'Request entity too large: limit is 3145728',
    });
    const patch = await raw('PATCH', '/api/v1/namespaces/default/configmaps/from-yaml', huge, 'text/plain');
    expect(patch.status).toBe(415);
    const del = await raw('DELETE', '/api/v1/namespaces/default/configmaps/from-yaml', huge, 'text/plain');
    expect(del.status).toBe(413);
    // The server is still there.
    const after = await raw('DELETE', '/api/v1/namespaces/default/configmaps/from-yaml', undefined, PB);
    expect(after.status).toBe(200);
  });

  test('a slow client holding a half-sent body does not hold up others, nor a bad path', async () => {
    const admin = pki.clients.get('admin');
    const slow = connect({
      host: '127.0.0.1',
      port: server.port,
      ca: pki.ca.cert,
      cert: admin?.cert,
      key: admin?.key,
      servername: 'localhost',
    });
    await new Promise<void>((resolve) => slow.once('secureConnect', () => resolve()));
    slow.write(
      'POST /api/v1/namespaces/default/configmaps HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"metadata":',
    );
    const other = await raw('GET', '/api/v1/namespaces/default/configmaps', undefined, 'application/json');
    expect(other.status).toBe(200);
    for (const path of ['/api/v1/%E0%A4%A/../..//x', '/api/v1/namespaces/%E0%A4%A/configmaps/%ZZ']) {
      const bad = await raw('GET', path, undefined, 'application/json');
      expect(bad.status).toBe(404);
    }
    slow.destroy();
  });
});

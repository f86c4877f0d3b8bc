/**
 * A built-in kind's JSON body is decoded into its Go type (sigs.k8s.io/json, encoding/json's
 * decoder): a value a field's type cannot hold is a 400, `ConfigMap in version "v1" cannot be
 * handled as a ConfigMap: json: cannot unmarshal bool into Go struct field ConfigMap.data of type
 * string` ([AS] handlers/rest.go transformDecodeError; decode.go UnmarshalTypeError: the innermost
 * struct, the json names from the root without map keys or indexes, the Go type as reflect spells
 * it, the literal of a number that does not fit). The first such error is reported; an error of a
 * type's own UnmarshalJSON (intstr.IntOrString, metav1.Time) ends decoding and wins, without the
 * field (its inner json.Unmarshal is the standard library's). The messages were checked against
 * go1.23's encoding/json on structs of the same shape.
 */
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, ApiServer } from '../../../src/kube/apiserver/index.ts';
import { handleRest } from '../../../src/kube/rest/handler.ts';

function cluster() {
  const server = new ApiServer({ clock: { now: () => Date.parse('2026-01-01T00:00:00Z') } });
  const ctx = { server, user: ADMIN_USER, serverAddress: '127.0.0.1:6443', gitVersion: 'v1.34.0' };
  const call = (method: string, path: string, body: unknown, query = '') => {
    const r = handleRest(ctx, {
      method,
      path,
      query: new URLSearchParams(query),
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      bodyBytes: JSON.stringify(body),
    });
    if (r.kind !== 'response') throw new Error(r.kind);
    return { status: r.status, body: JSON.parse(r.body) };
  };
  return { call };
}

const CMS = '/api/v1/namespaces/default/configmaps';
const DEPLOYS = '/apis/apps/v1/namespaces/default/deployments';

function deployment(spec: Record<string, unknown> = {}, container: Record<string, unknown> = {}) {
  return {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web' },
    spec: {
      replicas: 1,
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: { containers: [{ name: 'c', image: 'nginx', ...container }] },
      },
      ...spec,
    },
  };
}

const cannot = (kind: string, version: string, err: string) =>
  `${kind} in version "${version}" cannot be handled as a ${kind}: json: ${err}`;

describe('decoding a built-in body into its Go type', () => {
  it('a ConfigMap’s data value that is no string', () => {
    const { call } = cluster();
    const r = call('POST', CMS, {
      apiVersion: 'v1',
      kind: 'ConfigMap',
      metadata: { name: 'c' },
      data: { a9: true },
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({
      kind: 'Status',
      status: 'Failure',
      reason: 'BadRequest',
      code: 400,
      message: cannot(
        'ConfigMap',
        'v1',
        'cannot unmarshal bool into Go struct field ConfigMap.data of type string',
      ),
    });
    expect(
      call('POST', CMS, {
        apiVersion: 'v1',
        kind: 'ConfigMap',
        metadata: { name: 'c' },
        data: { a9: 'true' },
      }).status,
    ).toBe(201);
  });

  it('names the innermost struct, the path from the root and the Go type (int32, named, slice, struct)', () => {
    const { call } = cluster();
    const cases: [ReturnType<typeof deployment>, string][] = [
      [
        deployment({ replicas: '3' }),
        'cannot unmarshal string into Go struct field DeploymentSpec.spec.replicas of type int32',
      ],
      [
        deployment({}, { ports: [{ containerPort: 1.5 }] }),
        'cannot unmarshal number 1.5 into Go struct field ContainerPort.spec.template.spec.containers.ports.containerPort of type int32',
      ],
      [
        deployment({}, { ports: [{ containerPort: 3000000000 }] }),
        'cannot unmarshal number 3000000000 into Go struct field ContainerPort.spec.template.spec.containers.ports.containerPort of type int32',
      ],
      [
        deployment({}, { ports: [{ containerPort: 80, protocol: 6 }] }),
        'cannot unmarshal number into Go struct field ContainerPort.spec.template.spec.containers.ports.protocol of type v1.Protocol',
      ],
      [
        deployment({}, { ports: { http: 80 } }),
        'cannot unmarshal object into Go struct field Container.spec.template.spec.containers.ports of type []v1.ContainerPort',
      ],
      [
        deployment({ template: { metadata: { labels: { app: 'web' } }, spec: { containers: ['nginx'] } } }),
        'cannot unmarshal string into Go struct field PodSpec.spec.template.spec.containers of type v1.Container',
      ],
      [
        deployment({ template: { metadata: { labels: { app: 7 } }, spec: { containers: [] } } }),
        'cannot unmarshal number into Go struct field ObjectMeta.spec.template.metadata.labels of type string',
      ],
      [
        deployment({ paused: 'yes' }),
        'cannot unmarshal string into Go struct field DeploymentSpec.spec.paused of type bool',
      ],
    ];
    for (const [body, err] of cases) {
      const r = call('POST', DEPLOYS, body);
      expect(r.status).toBe(400);
      expect(r.body.message).toBe(cannot('Deployment', 'v1', err));
    }
  });

  it('reports the first type error; an UnmarshalJSON error wins, without the field', () => {
    const { call } = cluster();
    const svc = (port: unknown, labels: unknown) => ({
      apiVersion: 'v1',
      kind: 'Service',
      metadata: { name: 's', labels },
      spec: { ports: [{ port: 80, targetPort: port }] },
    });
    const r = call('POST', '/api/v1/namespaces/default/services', svc(true, { a: 1 }));
    expect(r.body.message).toBe(cannot('Service', 'v1', 'cannot unmarshal bool into Go value of type int32'));
    const two = call('POST', '/api/v1/namespaces/default/services', svc(8080, { a: 1, b: false }));
    expect(two.body.message).toBe(
      cannot(
        'Service',
        'v1',
        'cannot unmarshal number into Go struct field ObjectMeta.metadata.labels of type string',
      ),
    );
    expect(call('POST', '/api/v1/namespaces/default/services', svc('http', { a: '1' })).status).toBe(201);
  });

  it('comes before the strict decoder’s unknown fields, on update too', () => {
    const { call } = cluster();
    const bad = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, dataa: {}, data: { n: 1 } };
    const strict = call('POST', CMS, bad, 'fieldValidation=Strict');
    expect(strict.body.message).toBe(
      cannot('ConfigMap', 'v1', 'cannot unmarshal number into Go struct field ConfigMap.data of type string'),
    );
    expect(call('POST', CMS, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' } }).status).toBe(
      201,
    );
    const put = call('PUT', `${CMS}/c`, { ...bad, dataa: undefined, data: { n: 'x' }, immutable: 'no' });
    expect(put.status).toBe(400);
    expect(put.body.message).toBe(
      cannot(
        'ConfigMap',
        'v1',
        'cannot unmarshal string into Go struct field ConfigMap.immutable of type bool',
      ),
    );
  });
});

describe('a patch whose result a field’s Go type cannot hold', () => {
  function patched(type: string, patch: unknown, path = `${CMS}/c`) {
    const server = new ApiServer({ clock: { now: () => Date.parse('2026-01-01T00:00:00Z') } });
    const ctx = { server, user: ADMIN_USER, serverAddress: '127.0.0.1:6443', gitVersion: 'v1.34.0' };
    const send = (method: string, p: string, body: unknown, contentType = 'application/json') => {
      const r = handleRest(ctx, {
        method,
        path: p,
        query: new URLSearchParams(),
        headers: { 'content-type': contentType, accept: 'application/json' },
        bodyBytes: JSON.stringify(body),
      });
      if (r.kind !== 'response') throw new Error(r.kind);
      return { status: r.status, body: JSON.parse(r.body) };
    };
    send('POST', CMS, { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c' }, data: { a: 'b' } });
    send('POST', DEPLOYS, deployment());
    return send('PATCH', path, patch, type);
  }

  it('JSON merge and JSON patches: an Invalid on patch quoting the patched document (handlers/patch.go jsonPatcher)', () => {
    const merge = patched('application/merge-patch+json', { data: { a: true } });
    expect(merge.status).toBe(422);
    expect(merge.body.message).toMatch(
      /^ "" is invalid: patch: Invalid value: "\{\\"apiVersion\\":\\"v1\\",\\"data\\":\{\\"a\\":true\},\\"kind\\":\\"ConfigMap\\",\\"metadata\\":\{.*\}\}": json: cannot unmarshal bool into Go struct field ConfigMap.data of type string$/,
    );
    expect(merge.body.details.causes).toEqual([
      {
        reason: 'FieldValueInvalid',
        message: merge.body.message.slice(' "" is invalid: patch: '.length),
        field: 'patch',
      },
    ]);
    const json = patched('application/json-patch+json', [{ op: 'add', path: '/data/n', value: 5 }]);
    expect(json.status).toBe(422);
    expect(json.body.message).toMatch(
      /: json: cannot unmarshal number into Go struct field ConfigMap.data of type string$/,
    );
  });

  it('strategic merge patches: the unstructured converter’s words (runtime/converter.go fromUnstructured)', () => {
    const cases: [string, unknown, string][] = [
      [`${CMS}/c`, { data: { a: true } }, '"map[data:map[a:true]]": unrecognized type: string'],
      [`${CMS}/c`, { data: { a: 5 } }, '"map[data:map[a:5]]": cannot convert int64 to string'],
      [
        `${DEPLOYS}/web`,
        { spec: { replicas: '3' } },
        '"map[spec:map[replicas:3]]": unrecognized type: int32',
      ],
      [
        `${DEPLOYS}/web`,
        { spec: { replicas: 1.5 } },
        '"map[spec:map[replicas:1.5]]": cannot convert float64 to int32',
      ],
      [`${DEPLOYS}/web`, { spec: { paused: 1 } }, '"map[spec:map[paused:1]]": unrecognized type: bool'],
      [
        `${DEPLOYS}/web`,
        { spec: { selector: 'app=web' } },
        '"map[spec:map[selector:app=web]]": cannot restore struct from: string',
      ],
    ];
    for (const [path, patch, detail] of cases) {
      const r = patched('application/strategic-merge-patch+json', patch, path);
      expect(r.status).toBe(422);
      expect(r.body.message).toBe(` "" is invalid: patch: Invalid value: ${detail}`);
    }
    expect(
      patched('application/strategic-merge-patch+json', { spec: { replicas: 3 } }, `${DEPLOYS}/web`).status,
    ).toBe(200);
  });
});

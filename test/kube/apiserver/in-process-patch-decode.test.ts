/**
 * A patch written in process (controller-runtime's client, client-go's dynamic client, kubectl in the
 * terminal) whose result its kind's Go type cannot hold is refused as the patch handler refuses it
 * over HTTP ([AS] pkg/endpoints/handlers/patch.go): JSON merge and JSON patches with an Invalid on
 * `patch` quoting the patched document and the decoder's error, strategic merge patches with the
 * unstructured converter's error quoting the patch map. The in-process answer is the HTTP answer:
 * both come from the same decoding (src/kube/apiserver/typed-decode.ts, rest/handler.ts).
 */
import { describe, expect, it } from 'vitest';
import '../../../src/kube/rest/bind-transport.ts';
import {
  ADMIN_USER,
  type ApiRequest,
  ApiServer,
  type Json,
  type KubeObject,
} from '../../../src/kube/apiserver/index.ts';
import { bindBuiltinDecoding } from '../../../src/kube/apiserver/typed-decode.ts';
import { handleRest, inProcessDecoding } from '../../../src/kube/rest/handler.ts';

const CM = {
  apiVersion: 'v1',
  kind: 'ConfigMap',
  metadata: { name: 'c', namespace: 'default' },
  data: { a: 'b' },
};
const DEPLOY = {
  apiVersion: 'apps/v1',
  kind: 'Deployment',
  metadata: { name: 'web', namespace: 'default' },
  spec: {
    replicas: 1,
    selector: { matchLabels: { app: 'web' } },
    template: {
      metadata: { labels: { app: 'web' } },
      spec: { containers: [{ name: 'c', image: 'nginx' }] },
    },
  },
};
const CONTENT_TYPES = {
  merge: 'application/merge-patch+json',
  json: 'application/json-patch+json',
  strategic: 'application/strategic-merge-patch+json',
} as const;

function cluster() {
  const server = new ApiServer({ clock: { now: () => Date.parse('2026-01-01T00:00:00Z') } });
  const ctx = { server, user: ADMIN_USER, serverAddress: '127.0.0.1:6443', gitVersion: 'v1.34.0' };
  const ns = { namespace: 'default' };
  const cms = { group: '', version: 'v1', resource: 'configmaps', ...ns };
  const deploys = { group: 'apps', version: 'v1', resource: 'deployments', ...ns };
  server.create({ user: ADMIN_USER }, cms, structuredClone(CM) as KubeObject);
  server.create({ user: ADMIN_USER }, deploys, structuredClone(DEPLOY) as KubeObject);
  const rest = (method: string, path: string, body: unknown, contentType: string, query = '') => {
    const r = handleRest(ctx, {
      method,
      path,
      query: new URLSearchParams(query),
      headers: { 'content-type': contentType, accept: 'application/json' },
      bodyBytes: JSON.stringify(body),
    });
    if (r.kind !== 'response') throw new Error(r.kind);
    return { code: r.status, body: JSON.parse(r.body), warnings: r.warnings };
  };
  const inProcess = (req: ApiRequest) => server.handle({ user: ADMIN_USER }, req);
  return { server, cms, deploys, rest, inProcess };
}

type Case = [kind: 'cm' | 'deploy', type: keyof typeof CONTENT_TYPES, patch: Json, message: string];

const CASES: Case[] = [
  [
    'cm',
    'merge',
    { data: { a: true } },
    'json: cannot unmarshal bool into Go struct field ConfigMap.data of type string',
  ],
  [
    'cm',
    'json',
    [{ op: 'add', path: '/data/n', value: 5 }],
    'json: cannot unmarshal number into Go struct field ConfigMap.data of type string',
  ],
  ['cm', 'strategic', { data: { a: true } }, '"map[data:map[a:true]]": unrecognized type: string'],
  ['cm', 'strategic', { data: { a: 5 } }, '"map[data:map[a:5]]": cannot convert int64 to string'],
  [
    'deploy',
    'merge',
    { spec: { replicas: '3' } },
    'json: cannot unmarshal string into Go struct field DeploymentSpec.spec.replicas of type int32',
  ],
  [
    'deploy',
    'strategic',
    { spec: { replicas: '3' } },
    '"map[spec:map[replicas:3]]": unrecognized type: int32',
  ],
  [
    'deploy',
    'strategic',
    { spec: { replicas: 1.5 } },
    '"map[spec:map[replicas:1.5]]": cannot convert float64 to int32',
  ],
];

describe('an in-process patch whose result a field’s Go type cannot hold', () => {
  it('is the patch handler’s Invalid on patch, as over HTTP, and nothing is stored', () => {
    for (const [kind, type, patch, message] of CASES) {
      const { cms, deploys, rest, inProcess, server } = cluster();
      const target = kind === 'cm' ? cms : deploys;
      const name = kind === 'cm' ? 'c' : 'web';
      const r = inProcess({ ...target, verb: 'patch', name, patchType: type, patch });
      expect(r.ok, `${type} ${JSON.stringify(patch)}`).toBe(false);
      if (r.ok) continue;
      expect(r.code).toBe(422);
      expect(r.status.reason).toBe('Invalid');
      expect(r.status.message).toMatch(/^ "" is invalid: patch: Invalid value: /);
      expect(r.status.message.endsWith(message)).toBe(true);
      expect(r.status.details?.causes).toEqual([
        {
          reason: 'FieldValueInvalid',
          message: r.status.message.slice(' "" is invalid: patch: '.length),
          field: 'patch',
        },
      ]);
      const path =
        kind === 'cm'
          ? '/api/v1/namespaces/default/configmaps/c'
          : '/apis/apps/v1/namespaces/default/deployments/web';
      const http = rest('PATCH', path, patch, CONTENT_TYPES[type]);
      expect(http.code).toBe(r.code);
      expect(http.body).toEqual(r.status);
      const stored = server.get({ user: ADMIN_USER }, target, name);
      expect(stored.ok && stored.object).toMatchObject(
        kind === 'cm' ? { data: { a: 'b' } } : { spec: { replicas: 1 } },
      );
    }
  });

  it('unknown fields of an in-process patch are dropped with the Warn directive’s warnings', () => {
    const { cms, inProcess, server } = cluster();
    for (const type of ['merge', 'strategic'] as const) {
      const r = inProcess({
        ...cms,
        verb: 'patch',
        name: 'c',
        patchType: type,
        patch: { foo: 1, data: { z: type } },
      });
      expect(r.ok).toBe(true);
      expect(r.warnings).toEqual(['unknown field "foo"']);
      const got = server.get({ user: ADMIN_USER }, cms, 'c');
      expect(got.ok && got.object).not.toHaveProperty('foo');
      expect(got.ok && got.object.data).toEqual({ a: 'b', z: type });
    }
  });
});

describe('in-process creates and updates', () => {
  it('an unstructured body is decoded once: the decoder’s error, unknown fields dropped with a warning', () => {
    const { cms, inProcess, server } = cluster();
    const bad = inProcess({
      ...cms,
      verb: 'create',
      body: { ...CM, metadata: { name: 'x' }, data: { k: true } },
    });
    expect(!bad.ok && bad.status.message).toBe(
      'ConfigMap in version "v1" cannot be handled as a ConfigMap: json: cannot unmarshal bool into Go struct field ConfigMap.data of type string',
    );
    expect(bad.code).toBe(400);
    const body = { ...CM, metadata: { name: 'y' }, bar: 2 } as KubeObject;
    const ok = inProcess({ ...cms, verb: 'create', body });
    expect(ok.ok && ok.warnings).toEqual(['unknown field "bar"']);
    expect(body).toHaveProperty('bar'); // the caller's body is not changed
    const got = server.get({ user: ADMIN_USER }, cms, 'y');
    expect(got.ok && got.object).not.toHaveProperty('bar');
  });

  it('a typed Go object’s encoding is not decoded again; an unstructured one once', () => {
    const { cms, inProcess, server } = cluster();
    const bodies: unknown[] = [];
    spyOnBodies(bodies, () => {
      const typed = inProcess({
        ...cms,
        verb: 'create',
        typed: true,
        body: { ...CM, metadata: { name: 't' } },
      });
      expect(typed.ok).toBe(true);
      expect(bodies).toEqual([]);
      const raw = inProcess({ ...cms, verb: 'create', body: { ...CM, metadata: { name: 'u' } } });
      expect(raw.ok).toBe(true);
      expect(bodies).toHaveLength(1);
      // the cluster's own components (controllers, GC) write what they decoded
      const internal = server.handle(
        { user: ADMIN_USER, clientPath: 'internal' },
        { ...cms, verb: 'create', body: { ...CM, metadata: { name: 'v' } } },
      );
      expect(internal.ok).toBe(true);
      expect(bodies).toHaveLength(1);
    });
  });

  it('over HTTP the errors are unchanged: the handler decodes, the server not again', () => {
    const { rest } = cluster();
    const bodies: unknown[] = [];
    spyOnBodies(bodies, () => {
      const r = rest(
        'POST',
        '/api/v1/namespaces/default/configmaps',
        { ...CM, metadata: { name: 'h' }, data: { k: true }, bar: 1 },
        'application/json',
      );
      expect(r.code).toBe(400);
      expect(r.body.message).toBe(
        'ConfigMap in version "v1" cannot be handled as a ConfigMap: json: cannot unmarshal bool into Go struct field ConfigMap.data of type string',
      );
      const w = rest(
        'POST',
        '/api/v1/namespaces/default/configmaps',
        { ...CM, metadata: { name: 'h' }, bar: 1 },
        'application/json',
      );
      expect(w.code).toBe(201);
      expect(w.warnings).toEqual(['unknown field "bar"']);
    });
    expect(bodies).toEqual([]);
  });
});

describe('fieldValidation=Ignore', () => {
  it('a merge patch’s result is decoded into the Go type all the same (the non-strict codec)', () => {
    const { rest } = cluster();
    const r = rest(
      'PATCH',
      '/api/v1/namespaces/default/configmaps/c',
      { data: { a: true } },
      CONTENT_TYPES.merge,
      'fieldValidation=Ignore',
    );
    expect(r.code).toBe(422);
    expect(r.body.message).toMatch(
      /^ "" is invalid: patch: Invalid value: ".*": json: cannot unmarshal bool into Go struct field ConfigMap.data of type string$/,
    );
  });
});

/** Runs `fn` with the bound decoding's body() recording the bodies it is given. */
function spyOnBodies(bodies: unknown[], fn: () => void): void {
  bindBuiltinDecoding({
    ...inProcessDecoding,
    body: (info, obj) => {
      bodies.push(structuredClone(obj));
      return inProcessDecoding.body(info, obj);
    },
  });
  try {
    fn();
  } finally {
    bindBuiltinDecoding(inProcessDecoding);
  }
}

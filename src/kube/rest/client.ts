// An in-process client of the REST handler: builds the paths, query strings, headers and bodies a
// client sends, calls handleRest, and decodes the answer (a Status on failure). The simulated
// terminal's kubectl talks to its cluster through this, so it sees exactly what real kubectl sees
// from `oplab cluster serve` (one API surface: tables, Status bodies, warnings, admission, RBAC).

import type { ApiResponse, ApiServer, ResourceInfo, Status, UserInfo } from '../apiserver/index.ts';
import type { PatchType } from '../apiserver/server.ts';
import type { Json, KubeObject } from '../apiserver/types.ts';
import { handleRest, type RestResult } from './handler.ts';
import { KUBE_GIT_VERSION } from './version.ts';

export interface ClientTarget {
  info: ResourceInfo;
  namespace?: string;
}

/** What kubectl asks for when it wants a Table ([K8S] kubectl cmd/get/get.go transformRequests). */
export const TABLE_ACCEPT =
  'application/json;as=Table;v=v1;g=meta.k8s.io,application/json;as=Table;v=v1beta1;g=meta.k8s.io,application/json';

const PATCH_CONTENT_TYPES: Record<PatchType, string> = {
  merge: 'application/merge-patch+json',
  strategic: 'application/strategic-merge-patch+json',
  json: 'application/json-patch+json',
  apply: 'application/apply-patch+yaml',
};

export interface WriteOptions {
  dryRun?: boolean;
  /** `/status`, `/scale` (kubectl's --subresource) */
  subresource?: string;
  fieldManager?: string;
  fieldValidation?: 'Strict' | 'Warn' | 'Ignore';
}

export interface RestClient {
  /** table: a Table (kubectl get's Accept); includeObject: its rows' object (`Object` when sorting) */
  get(
    t: ClientTarget,
    name: string,
    opts?: { table?: boolean; includeObject?: string; subresource?: string },
  ): ApiResponse;
  list(
    t: ClientTarget,
    opts?: { labelSelector?: string; fieldSelector?: string; table?: boolean; includeObject?: string },
  ): ApiResponse;
  create(t: ClientTarget, body: KubeObject, opts?: WriteOptions): ApiResponse;
  patch(t: ClientTarget, name: string, type: PatchType, patch: Json, opts?: WriteOptions): ApiResponse;
  delete(t: ClientTarget, name: string): ApiResponse;
  /** Any request by path (reviews, OpenAPI, discovery). */
  request(
    method: string,
    path: string,
    opts?: { query?: URLSearchParams; body?: Json; contentType?: string; accept?: string },
  ): ApiResponse;
}

export interface ClientOptions {
  server: ApiServer;
  user: UserInfo;
  /** The client's User-Agent, whose program name is the default field manager. */
  userAgent: string;
  serverAddress?: string;
  gitVersion?: string;
}

/** `/api/v1/namespaces/ns/pods/name` or `/apis/apps/v1/deployments`. */
export function resourcePath(t: ClientTarget, name?: string, subresource?: string): string {
  const i = t.info;
  const base = i.group === '' ? `/api/${i.version}` : `/apis/${i.group}/${i.version}`;
  const ns = i.namespaced && t.namespace ? `/namespaces/${encodeURIComponent(t.namespace)}` : '';
  const n = name !== undefined ? `/${encodeURIComponent(name)}` : '';
  return `${base}${ns}/${i.resource}${n}${subresource ? `/${subresource}` : ''}`;
}

function latin1(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return s;
}

function decode(r: RestResult): ApiResponse {
  if (r.kind !== 'response')
    return {
      ok: false,
      code: 500,
      status: {
        kind: 'Status',
        apiVersion: 'v1',
        metadata: {},
        status: 'Failure',
        message: 'watch is not supported by this client',
        reason: 'InternalError',
        code: 500,
      } as Status,
      warnings: [],
    };
  const body = r.body === '' ? {} : (JSON.parse(r.body) as KubeObject);
  if (r.status >= 400)
    return { ok: false, code: r.status, status: body as unknown as Status, warnings: r.warnings };
  return { ok: true, code: r.status, object: body, warnings: r.warnings };
}

export function restClient(opts: ClientOptions): RestClient {
  const ctx = {
    server: opts.server,
    user: opts.user,
    userAgent: opts.userAgent.split('/')[0] || undefined,
    serverAddress: opts.serverAddress ?? '192.168.49.2:8443',
    gitVersion: opts.gitVersion ?? KUBE_GIT_VERSION,
  };
  const request: RestClient['request'] = (method, path, o = {}) =>
    decode(
      handleRest(ctx, {
        method,
        path,
        query: o.query ?? new URLSearchParams(),
        headers: {
          accept: o.accept ?? 'application/json',
          'user-agent': opts.userAgent,
          ...(o.body !== undefined ? { 'content-type': o.contentType ?? 'application/json' } : {}),
        },
        bodyBytes: o.body !== undefined ? latin1(JSON.stringify(o.body)) : undefined,
      }),
    );
  const writeQuery = (w: WriteOptions = {}) => {
    const q = new URLSearchParams();
    if (w.dryRun) q.set('dryRun', 'All');
    if (w.fieldManager) q.set('fieldManager', w.fieldManager);
    if (w.fieldValidation) q.set('fieldValidation', w.fieldValidation);
    return q;
  };
  return {
    request,
    get: (t, name, o = {}) => {
      const q = new URLSearchParams();
      if (o.table && o.includeObject) q.set('includeObject', o.includeObject);
      return request('GET', resourcePath(t, name, o.subresource), {
        query: q,
        accept: o.table ? TABLE_ACCEPT : undefined,
      });
    },
    list: (t, o = {}) => {
      const q = new URLSearchParams();
      if (o.labelSelector) q.set('labelSelector', o.labelSelector);
      if (o.fieldSelector) q.set('fieldSelector', o.fieldSelector);
      if (o.table && o.includeObject) q.set('includeObject', o.includeObject);
      return request('GET', resourcePath(t), { query: q, accept: o.table ? TABLE_ACCEPT : undefined });
    },
    create: (t, body, o) => request('POST', resourcePath(t), { query: writeQuery(o), body }),
    patch: (t, name, type, patch, o) =>
      request('PATCH', resourcePath(t, name, o?.subresource), {
        query: writeQuery(o),
        body: patch,
        contentType: PATCH_CONTENT_TYPES[type],
      }),
    delete: (t, name) =>
      request('DELETE', resourcePath(t, name), {
        body: { kind: 'DeleteOptions', apiVersion: 'v1', propagationPolicy: 'Background' },
      }),
  };
}

// The simulated API server behind the Kubernetes REST API, as clients use it (kubectl, client-go,
// @kubernetes/client-node): paths and verbs (k8s.io/apiserver pkg/endpoints/installer.go and
// handlers/{get,create,update,patch,delete,watch}.go), query options (dryRun, fieldManager, force,
// labelSelector, fieldSelector, limit/continue, watch, resourceVersion, allowWatchBookmarks,
// sendInitialEvents), content types of patches, the Table a `kubectl get` asks for, and the Status
// bodies of errors. Host-neutral: no sockets here; the Node host (src/cli/cluster.ts) does TLS,
// authentication and streaming, and the same handler can serve the simulated terminal.

import { parse as parseYaml } from 'yaml';
import { JsonSyntaxError, parseJSON } from '../../go/std/encoding/json/scan.ts';
import { continueTokenError } from '../apiserver/continuetoken.ts';
import type {
  ApiRequest,
  ApiResponse,
  ApiServer,
  KubeObject,
  ResourceInfo,
  Status,
  UserInfo,
  WatchEvent,
} from '../apiserver/index.ts';
import { type JsonPatchOp, jsonPatch } from '../apiserver/patch.ts';
import { decodePatchBody } from '../apiserver/patchbody.ts';
import { goPrintValue, jsonPatchedDocument, mergePatchedDocument } from '../apiserver/patchdoc.ts';
import { apiVersionOf } from '../apiserver/registry.ts';
import { prune } from '../apiserver/schema.ts';
import type { PatchedDecode, PatchType } from '../apiserver/server.ts';
import { fieldErr, fieldErrorString } from '../apiserver/status.ts';
import type { BuiltinDecoding } from '../apiserver/typed-decode.ts';
import { goMarshal, isObject, type Json, type JsonObject, rfc3339, str } from '../apiserver/types.ts';
import {
  type AggregatedVersion,
  aggregatedContentType,
  aggregatedDiscovery,
  apiGroupDoc,
  apiGroupList,
  apiResourceList,
  apiVersions,
  negotiateDiscovery,
} from './discovery.ts';
import { discoveryETag } from './discovery-etag.ts';
import { encodeInOrder, encodeObject, encodeResponse, encodeTable, typedOrder } from './encode.ts';
import {
  dropUnknownFields,
  type FieldValidation,
  fieldValidationOf,
  messageOfKind,
  strictDecodingErrors,
  unknownFieldMessage,
} from './fields.ts';
import { gvPath, openapiETag, openapiGroupVersion, openapiIndex } from './openapi.ts';
import { builtinPatchSchema, zeroObjectNodes } from './patchmeta.ts';
import { type Route, route } from './paths.ts';
import { decodeProtobufBody, PROTOBUF_TYPE, ProtobufError } from './protobuf.ts';
import { strictErrors, strictScan } from './strictjson.ts';
import { toTable } from './table.ts';
import { applySchemaAt, goConvertError, goDecodeError } from './typedjson.ts';
import { serverVersionInfo } from './version.ts';

export interface RestRequest {
  method: string;
  /** The path without the query. */
  path: string;
  query: URLSearchParams;
  /** Lower-case header names. */
  headers: Readonly<Record<string, string | undefined>>;
  /** The body as Go sees it: a byte string (one char per byte), or undefined without a body. */
  bodyBytes?: string;
  /** The body was over MAX_REQUEST_BODY_BYTES (and not kept): a 413 where the handler reads it. */
  bodyTooLarge?: boolean;
}

export interface RestContext {
  server: ApiServer;
  user: UserInfo;
  /** What the client calls itself (User-Agent): the default field manager, as the real server uses it. */
  userAgent?: string;
  /** The address clients reach the server at, for /api's serverAddressByClientCIDRs. */
  serverAddress: string;
  /** The server's version, as /version reports it. */
  gitVersion: string;
  /** SHA-512 of a text as hex, for discovery ETags; without it discovery has none (as the real server without a hash). */
  sha512Hex?: (text: string) => string;
}

export type RestResult =
  | {
      kind: 'response';
      status: number;
      contentType: string;
      body: string;
      warnings: string[];
      /** Other response headers (lower-case names). */
      headers?: Record<string, string>;
    }
  | {
      kind: 'watch';
      contentType: string;
      /** Starts delivery: `send` gets each event line; returns a stop function. */
      start(
        send: (line: string) => void,
      ): { stop(): void; bookmark(): void; closed?: boolean } | { error: RestResult };
    };

const JSON_TYPE = 'application/json';
/** kube-apiserver's default limit on a request body ([AS] server/config.go MaxRequestBodyBytes). */
export const MAX_REQUEST_BODY_BYTES = 3 * 1024 * 1024;

function json(status: number, body: Json, warnings: string[] = []): RestResult {
  return { kind: 'response', status, contentType: JSON_TYPE, body: JSON.stringify(body), warnings };
}

export function statusBody(
  code: number,
  reason: Status['reason'],
  message: string,
  details?: JsonObject,
): Status {
  return {
    kind: 'Status',
    apiVersion: 'v1',
    metadata: {},
    status: 'Failure',
    message,
    reason,
    ...(details ? { details } : {}),
    code,
  } as Status;
}

/**
 * A discovery document or Table as WriteObjectNegotiated writes it: through the same JSON serializer
 * as any object, so HTML-safe strings and the encoder's newline at the end.
 */
function negotiated(status: number, body: string, warnings: string[] = []): RestResult {
  return { kind: 'response', status, contentType: JSON_TYPE, body: `${body}\n`, warnings };
}

/** An object or list in the serializer's bytes (see encode.ts), ending in the encoder's newline. */
function encoded(status: number, obj: JsonObject, builtin: boolean, warnings: string[] = []): RestResult {
  return {
    kind: 'response',
    status,
    contentType: JSON_TYPE,
    body: `${encodeResponse(obj, builtin)}\n`,
    warnings,
  };
}

const failure = (s: Status): RestResult => encoded(s.code, s as unknown as JsonObject, true);

function fromApi(
  server: ApiServer,
  r: ApiResponse,
  table: TableWanted | undefined,
  info: ResourceInfo,
  now: number,
): RestResult {
  if (!r.ok) return encoded(r.code, r.status as unknown as JsonObject, true, r.warnings);
  if (
    table &&
    (Array.isArray(r.object.items) || (isObject(r.object.metadata) && r.object.kind !== 'Status'))
  ) {
    // transformResponseObject's optionsForTransform, after storage answered: TableOptions checked by
    // ValidateTableOptions ([AS] pkg/endpoints/handlers/response.go; [AM]
    // pkg/apis/meta/v1beta1/validation/validation.go)
    const bad = tableOptionsError(table.includeObject);
    if (bad) return bad;
    const list = Array.isArray(r.object.items)
      ? r.object
      : {
          metadata: { resourceVersion: (r.object.metadata as JsonObject).resourceVersion ?? '' },
          items: [r.object],
        };
    return negotiated(
      r.code,
      encodeTable(toTable(server, list, info, now, includeOf(table)), info.builtin),
      r.warnings,
    );
  }
  return encoded(r.code, r.object, info.builtin, r.warnings);
}

/** ValidateTableOptions' error for an includeObject it does not know, as optionsForTransform words it. */
function tableOptionsError(include: string): RestResult | undefined {
  if (include === '' || include === 'Metadata' || include === 'None' || include === 'Object')
    return undefined;
  return failure(
    statusBody(
      400,
      'BadRequest',
      `Unable to convert to Table as requested: ${fieldErrorString(fieldErr.invalid('includeObject', include, "must be 'Metadata', 'Object', 'None', or empty"))}`,
    ),
  );
}

/** A checked includeObject (tableOptionsError passed), Metadata when not given. */
const includeOf = (t: TableWanted) =>
  (t.includeObject === '' ? 'Metadata' : t.includeObject) as 'Metadata' | 'Object' | 'None';

/** A Table asked for, with its TableOptions' includeObject (`` when not given). */
interface TableWanted {
  includeObject: string;
}

/**
 * `kubectl get` asks for `application/json;as=Table;v=v1;g=meta.k8s.io` first, and for
 * `includeObject=Object` when it sorts (kubectl pkg/cmd/get/get.go transformRequests).
 */
function wantsTable(accept: string | undefined, query: URLSearchParams): TableWanted | undefined {
  if (!accept) return undefined;
  const first = accept.split(',')[0] ?? '';
  if (!/;\s*as=Table/.test(first) || !/;\s*g=meta\.k8s\.io/.test(first)) return undefined;
  return { includeObject: query.get('includeObject') ?? '' };
}

// ——— bodies ———

type Decoded = { ok: true; value: Json } | { ok: false; result: RestResult };

/** Decodes a JSON body with encoding/json's syntax errors, as the server's decoder words them. */
function decodeJSON(bytes: string | undefined, context: 'object' | 'patch' | 'options'): Decoded {
  if (bytes === undefined || bytes.length === 0) {
    if (context === 'options') return { ok: true, value: {} };
    return {
      ok: false,
      result: failure(statusBody(400, 'BadRequest', 'the body of the request was empty')),
    };
  }
  try {
    parseJSON(bytes);
  } catch (e) {
    if (e instanceof JsonSyntaxError) {
      const msg =
        context === 'object' ? `couldn't get version/kind; json parse error: ${e.message}` : e.message;
      return { ok: false, result: failure(statusBody(400, 'BadRequest', msg)) };
    }
    throw e;
  }
  return { ok: true, value: JSON.parse(new TextDecoder().decode(latin1Bytes(bytes))) as Json };
}

function latin1Bytes(s: string): Uint8Array {
  const b = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) b[i] = s.charCodeAt(i) & 0xff;
  return b;
}

const PATCH_TYPES: Record<string, PatchType> = {
  'application/merge-patch+json': 'merge',
  'application/strategic-merge-patch+json': 'strategic',
  'application/json-patch+json': 'json',
  'application/apply-patch+yaml': 'apply',
  'application/apply-patch+cbor': 'apply',
};

function patchTypeOf(contentType: string | undefined, info: ResourceInfo): PatchType | RestResult {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const t = PATCH_TYPES[mediaType];
  // Custom resources have no Go struct to merge strategically ([AX] customresource_handler.go).
  const accepted = info.builtin
    ? [
        'application/json-patch+json',
        'application/merge-patch+json',
        'application/strategic-merge-patch+json',
        'application/apply-patch+yaml',
      ]
    : ['application/json-patch+json', 'application/merge-patch+json', 'application/apply-patch+yaml'];
  if (!t || (t === 'strategic' && !info.builtin)) {
    return failure(
      statusBody(
        415,
        'UnsupportedMediaType',
        `the body of the request was in an unknown format - accepted media types include: ${accepted.join(', ')}`,
      ),
    );
  }
  return t;
}

const mediaTypeOf = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

/** What the serializer of a resource decodes: CRDs have no protobuf ([AX] customresource_handler.go). */
const bodyMediaTypes = (builtin: boolean) =>
  builtin
    ? ['application/json', 'application/yaml', PROTOBUF_TYPE]
    : ['application/json', 'application/yaml'];

function unsupportedMediaType(accepted: string[]): RestResult {
  return failure(
    statusBody(
      415,
      'UnsupportedMediaType',
      `the body of the request was in an unknown format - accepted media types include: ${accepted.join(', ')}`,
    ),
  );
}

/** limitedReadBody's answer to a body over the limit ([AS] handlers/rest.go). */
const tooLarge = () =>
  failure(
    statusBody(413, 'RequestEntityTooLarge', `Request entity too large: limit is ${MAX_REQUEST_BODY_BYTES}`),
  );

/**
 * An object body (create, update, a review): the Content-Type is negotiated first (415), then the body
 * is read under the limit (413), then decoded as JSON, YAML or protobuf ([AS] handlers/create.go,
 * update.go: NegotiateInputSerializer before limitedReadBody).
 */
function decodeObjectBody(req: RestRequest, builtin: boolean, options?: OptionsKind): Decoded {
  const t = mediaTypeOf(req.headers['content-type']) || 'application/json';
  const accepted = bodyMediaTypes(builtin);
  if (!accepted.includes(t)) return { ok: false, result: unsupportedMediaType(accepted) };
  if (req.bodyTooLarge) return { ok: false, result: tooLarge() };
  const invalid = options ? validateOptions(options, req.query) : undefined;
  if (invalid) return { ok: false, result: invalid };
  return decodeAs(t, req.bodyBytes, 'object');
}

/**
 * DeleteOptions: the body is read first (413), then negotiated against the meta codecs, which speak
 * JSON, YAML and protobuf for every resource ([AS] handlers/delete.go).
 */
function decodeOptionsBody(req: RestRequest): Decoded {
  if (req.bodyTooLarge) return { ok: false, result: tooLarge() };
  if (req.bodyBytes === undefined || req.bodyBytes.length === 0) return { ok: true, value: {} };
  const t = mediaTypeOf(req.headers['content-type']) || 'application/json';
  const accepted = bodyMediaTypes(true);
  if (!accepted.includes(t)) return { ok: false, result: unsupportedMediaType(accepted) };
  return decodeAs(t, req.bodyBytes, 'options');
}

function decodeAs(mediaType: string, bytes: string | undefined, context: 'object' | 'options'): Decoded {
  if (mediaType === PROTOBUF_TYPE) {
    if (bytes === undefined || bytes.length === 0) return decodeJSON(bytes, context);
    try {
      return { ok: true, value: decodeProtobufBody(latin1Bytes(bytes)) };
    } catch (e) {
      if (e instanceof ProtobufError)
        return { ok: false, result: failure(statusBody(400, 'BadRequest', e.message)) };
      throw e;
    }
  }
  if (mediaType === 'application/yaml') {
    if (bytes === undefined || bytes.length === 0) return decodeJSON(bytes, context);
    try {
      return {
        ok: true,
        value: parseYaml(new TextDecoder().decode(latin1Bytes(bytes)), { maxAliasCount: 100 }) as Json,
      };
    } catch (e) {
      const msg = e instanceof Error ? (e.message.split('\n')[0] ?? '') : String(e);
      return {
        ok: false,
        result: failure(statusBody(400, 'BadRequest', `error converting YAML to JSON: ${msg}`)),
      };
    }
  }
  return decodeJSON(bytes, context);
}

// ——— query options ———

function dryRunOf(q: URLSearchParams, body?: JsonObject): boolean | RestResult {
  const values = [...q.getAll('dryRun'), ...(Array.isArray(body?.dryRun) ? body.dryRun.map(String) : [])];
  for (const v of values) {
    if (v !== 'All')
      return failure(
        statusBody(400, 'BadRequest', `Invalid dryRun: [${values.join(' ')}]: supported values: "All"`),
      );
  }
  return values.length > 0;
}

interface ContinueToken {
  rv: string;
  start: number;
}

function encodeContinue(t: ContinueToken): string {
  return btoa(JSON.stringify({ v: 'meta.k8s.io/v1', rv: Number(t.rv), start: t.start }))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function decodeContinue(s: string): ContinueToken | undefined {
  try {
    const o = JSON.parse(atob(s.replace(/-/g, '+').replace(/_/g, '/'))) as { rv?: unknown; start?: unknown };
    if (typeof o.rv !== 'number' || typeof o.start !== 'number' || o.start < 0) return undefined;
    return { rv: String(o.rv), start: o.start };
  } catch {
    return undefined;
  }
}

// ——— the handler ———

export function handleRest(ctx: RestContext, req: RestRequest): RestResult {
  const server = ctx.server;
  if (req.path.replace(/\/+$/, '') === SELF_SAR_PATH) return selfSubjectAccessReview(ctx, req);
  if (req.path.replace(/\/+$/, '') === SELF_SR_PATH) return selfSubjectReview(ctx, req);
  const r: Route = route(server.registry, req.path);
  // the authorization filter runs before any handler: a path RequestInfo does not parse as a resource
  // is authorized as a non-resource request (nonResourceURLs rules), whatever then serves it
  if (r.kind !== 'resource' && r.kind !== 'unknown-resource' && !resourceRequestInfo(req)) {
    const denied = server.authorizeNonResource(
      { user: ctx.user, userAgent: ctx.userAgent, clientPath: 'direct' },
      req.method.toLowerCase(),
      unescapeSegment(req.path),
    );
    if (denied) return failure(denied);
  }
  switch (r.kind) {
    case 'version':
      // routes.Version writes version.Info with WriteRawJSON: json.MarshalIndent(object, "", "  "),
      // no newline after it ([AS] endpoints/handlers/responsewriters/writers.go)
      return {
        kind: 'response',
        status: 200,
        contentType: JSON_TYPE,
        body: JSON.stringify(serverVersionInfo(ctx.gitVersion), null, 2),
        warnings: [],
      };
    case 'health':
      return {
        kind: 'response',
        status: 200,
        contentType: 'text/plain; charset=utf-8',
        body: 'ok',
        warnings: [],
      };
    case 'core-versions':
    case 'groups': {
      const want = negotiateDiscovery(req.headers.accept);
      if (want !== 'legacy') return aggregated(ctx, req, r.kind === 'groups' ? 'apis' : 'api', want);
      const doc = r.kind === 'groups' ? apiGroupList(server) : apiVersions(ctx.serverAddress);
      return negotiated(200, encodeInOrder(doc as unknown as Json));
    }
    case 'group': {
      const g = apiGroupDoc(server, r.group);
      return g ? negotiated(200, encodeInOrder(g as unknown as Json)) : notFoundPath();
    }
    case 'resources': {
      const l = apiResourceList(server, r.group, r.version);
      return l ? negotiated(200, encodeInOrder(l as unknown as Json)) : notFoundPath();
    }
    // kube-openapi's handler3 writes both with encoding/json's Marshal and no newline: HTML-safe
    // strings, and the index's map of group-versions in sorted order
    case 'openapi-v3': {
      const sha = ctx.sha512Hex;
      const docHash = sha
        ? (g: string, v: string) =>
            openapiETag(server, g, v, sha, () => goMarshal(openapiGroupVersion(server, g, v) ?? {}))
        : undefined;
      return {
        kind: 'response',
        status: 200,
        contentType: JSON_TYPE,
        body: goMarshal(openapiIndex(server, docHash), true),
        warnings: [],
      };
    }
    case 'openapi-v3-gv':
      return openapiDocument(ctx, req, r.group, r.version);
    case 'not-found':
    case 'unknown-resource':
      return notFoundAfterAuthz(ctx, req);
    case 'resource':
      return resourceRequest(ctx, req, r.info, r.namespace, r.name, r.subresource);
  }
}

/**
 * A create or update body decoded as the handler does: media type, size, options, JSON/YAML/protobuf,
 * then unknown fields by the directive. Failures are not answered here but handed to the API server,
 * which answers them after authorization, as the real handler runs behind the authorization filter.
 */
function decodeWrite(
  req: RestRequest,
  info: ResourceInfo,
  options: OptionsKind,
  directive: FieldValidation,
): { body: KubeObject; decoded: PatchedDecode } {
  const body = decodeObjectBody(req, info.builtin, options);
  if (!body.ok) return { body: {}, decoded: deferred(body.result) };
  if (!isObject(body.value))
    return {
      body: {},
      decoded: deferred(
        failure(statusBody(400, 'BadRequest', `Object 'Kind' is missing in '${JSON.stringify(body.value)}'`)),
      ),
    };
  const decoded = decodeBody(info, body.value, directive, jsonBodyText(req));
  return { body: decoded.ok ? (body.value as KubeObject) : {}, decoded };
}

/**
 * A create or update body decoded into its kind's Go type, unknown fields dropped from `obj` and
 * answered by the directive; `text`, a JSON body's text, for its duplicate fields. Over HTTP in the
 * handler, in process by the API server (inProcessDecoding).
 */
function decodeBody(
  info: ResourceInfo,
  obj: JsonObject,
  directive: FieldValidation,
  text: string | undefined,
): PatchedDecode {
  const typed = decodeTyped(info, obj);
  if (typed !== undefined) return deferred(typed);
  const fields = validateFields(info, obj, directive, text);
  return fields.ok ? { ok: true, warnings: fields.warnings } : deferred(fields.result);
}

/**
 * A built-in body decoded into its Go type: a value a field's type cannot hold fails before the
 * strict decoder's unknown fields are looked at (apimachinery json.go unmarshal returns the error of
 * UnmarshalStrict first), worded by transformDecodeError with the kind and version of the data.
 */
function decodeTyped(info: ResourceInfo, obj: JsonObject): RestResult | undefined {
  if (!info.builtin) return undefined;
  const id = messageOfKind(info.group === '' ? info.version : `${info.group}/${info.version}`, info.kind);
  const error = id === undefined ? undefined : goDecodeError(id, obj);
  if (error === undefined) return undefined;
  const { kind, version } = dataKind(info, obj);
  return failure(
    statusBody(
      400,
      'BadRequest',
      `${kind} in version ${JSON.stringify(version)} cannot be handled as a ${info.kind}: ${error}`,
    ),
  );
}

/** The kind and version the body names (the decoder's gvk from the data), else the resource's. */
function dataKind(info: ResourceInfo, obj: JsonObject): { kind: string; version: string } {
  const apiVersion = str(obj.apiVersion);
  const version = apiVersion.includes('/')
    ? apiVersion.slice(apiVersion.indexOf('/') + 1)
    : apiVersion || info.version;
  return { kind: str(obj.kind) || info.kind, version };
}

/**
 * What the decoder finds in an object kubectl sends (its `--validate=strict` default is
 * `fieldValidation=Strict`): used where objects are applied from YAML without a request of their own.
 */
export function decodeApplied(info: ResourceInfo, obj: KubeObject): PatchedDecode {
  return decodeBody(info, obj, 'Strict', undefined);
}

/** The body as text when it is JSON (the only form whose duplicate keys survive to the decoder). */
function jsonBodyText(req: RestRequest): string | undefined {
  const t = mediaTypeOf(req.headers['content-type']) || 'application/json';
  if (t !== 'application/json' || req.bodyBytes === undefined) return undefined;
  return new TextDecoder().decode(latin1Bytes(req.bodyBytes));
}

/** A failure the handler would answer, as the Status the API server returns once authorized. */
function deferred(r: RestResult): PatchedDecode {
  return { ok: false, status: JSON.parse(r.kind === 'response' ? r.body : '{}') as Status };
}

type FieldsChecked = { ok: true; warnings: string[] } | { ok: false; result: RestResult };

/**
 * Unknown fields of a created or updated object: dropped, and by the directive an error (Strict, the
 * strict decoder's words wrapped by transformDecodeError, [AS] handlers/create.go), a warning each
 * (Warn), or nothing (Ignore). Custom resources are pruned by the API server, which warns; Strict
 * turns its pruned paths into the same error.
 */
function validateFields(
  info: ResourceInfo,
  obj: JsonObject,
  directive: FieldValidation,
  text: string | undefined,
): FieldsChecked {
  const unknown: string[] = [];
  if (info.builtin) {
    const id = messageOfKind(info.group === '' ? info.version : `${info.group}/${info.version}`, info.kind);
    if (id) dropUnknownFields(id, obj, '', false, unknown);
  } else if (directive === 'Strict' && info.schema) {
    unknown.push(...prune(structuredClone(obj), info.schema));
  }
  // Duplicate keys of a JSON body (the last one wins, as encoding/json keeps it): the strict decoder
  // (sigs.k8s.io/json UnmarshalStrict) reports them with the unknown fields. A built-in kind is decoded
  // into its Go type, so the two kinds come in document order; a custom resource is decoded untyped
  // and pruned afterwards, so its duplicates come first.
  const scan = text !== undefined && directive !== 'Ignore' ? strictScan(text, 'map') : undefined;
  const duplicates = (scan?.errors ?? []).filter((e) => e.message.startsWith('duplicate field'));
  if ((unknown.length === 0 && duplicates.length === 0) || directive === 'Ignore')
    return { ok: true, warnings: [] };
  const messages = info.builtin
    ? [
        ...duplicates,
        ...unknown.map((p) => ({ message: unknownFieldMessage(p), at: scan?.firstAt.get(p) ?? -1 })),
      ]
        .sort((a, b) => a.at - b.at)
        .map((e) => e.message)
    : [...duplicates.map((e) => e.message), ...unknown.map(unknownFieldMessage)];
  if (directive === 'Warn')
    return {
      ok: true,
      warnings: info.builtin ? messages : duplicates.map((e) => e.message),
    };
  const { kind, version } = dataKind(info, obj);
  return {
    ok: false,
    result: failure(
      statusBody(
        400,
        'BadRequest',
        `${kind} in version ${JSON.stringify(version)} cannot be handled as a ${info.kind}: ${strictDecodingErrors(messages)}`,
      ),
    ),
  };
}

/**
 * Unknown fields of a strategic merge patch of a built-in kind: under Strict an Invalid on `patch`
 * quoting the patch map as Go prints it ([AS] handlers/patch.go applyPatchToObject).
 */
function validatePatchFields(
  info: ResourceInfo,
  patch: Json,
  patchText: string,
  directive: FieldValidation,
): FieldsChecked {
  if (!info.builtin || !isObject(patch) || directive === 'Ignore') return { ok: true, warnings: [] };
  const id = messageOfKind(info.group === '' ? info.version : `${info.group}/${info.version}`, info.kind);
  if (!id) return { ok: true, warnings: [] };
  const printed = directive === 'Strict' ? goPrintValue(patch) : '';
  const unknown: string[] = [];
  dropUnknownFields(id, patch, '', true, unknown);
  // kjson.UnmarshalStrict of the patch map first (duplicate fields), then the patched object's unknown fields
  const errors = [...strictErrors(patchText, 'map'), ...unknown.map(unknownFieldMessage)];
  if (errors.length === 0) return { ok: true, warnings: [] };
  if (directive === 'Warn') return { ok: true, warnings: errors };
  const detail = `Invalid value: ${JSON.stringify(printed)}: strict decoding error: ${errors.join(', ')}`;
  return {
    ok: false,
    result: failure(
      statusBody(422, 'Invalid', ` "" is invalid: patch: ${detail}`, {
        causes: [{ reason: 'FieldValueInvalid', message: detail, field: 'patch' }],
      }),
    ),
  };
}

/**
 * Strict decoding of a JSON or merge patch's result ([AS] handlers/patch.go jsonPatcher
 * applyPatchToCurrentObject): the patched document decoded into the kind's struct. Unknown fields are
 * dropped; Strict refuses with an Invalid on `patch` quoting the patched document as json-patch
 * encodes it, Warn warns once per field. Called by the API server after authorization, so a caller
 * who may not patch the object never sees its content.
 */
function decodePatchedFields(
  info: ResourceInfo,
  type: 'merge' | 'json',
  patch: Json,
  patchText: string,
  directive: FieldValidation,
): ((current: KubeObject, patched: KubeObject) => PatchedDecode) | undefined {
  if (!info.builtin) return undefined;
  const id = messageOfKind(info.group === '' ? info.version : `${info.group}/${info.version}`, info.kind);
  if (!id) return undefined;
  return (current, patched) => {
    // applyJSPatch: the patch itself through kjson.UnmarshalStrict (duplicate fields; a JSON
    // patch's operations are structs, so their unknown fields too), then the patched document;
    // Ignore decodes non-strictly, but into the Go type all the same
    const applied =
      directive === 'Ignore'
        ? []
        : strictErrors(patchText, type === 'json' ? 'jsonPatch' : 'map').map((e) =>
            type === 'json' ? `json patch ${e}` : e,
          );
    // json-patch works on the current object as the server encodes it (runtime.Encode), in struct order
    const encoded = typedOrder(current as JsonObject);
    const doc =
      type === 'merge' && isObject(patch)
        ? mergePatchedDocument(encoded, patch)
        : jsonPatchedDocument(patchedEncoding(encoded, patch, patched), patch);
    // runtime.DecodeInto of the patched document: a value a field's Go type cannot hold trumps
    // the strict errors, whatever the directive
    const typed = goDecodeError(id, doc);
    if (typed !== undefined)
      return invalidPatch(`Invalid value: ${JSON.stringify(goMarshal(doc))}: ${typed}`);
    const unknown: string[] = [];
    const text = directive === 'Strict' ? goMarshal(doc) : '';
    dropUnknownFields(id, doc, '', false, unknown);
    dropUnknownFields(id, patched, '', false, []);
    const errors = [...applied, ...unknown.map(unknownFieldMessage)];
    if (errors.length === 0 || directive === 'Ignore') return { ok: true, warnings: [] };
    if (directive === 'Warn') return { ok: true, warnings: errors };
    return invalidPatch(
      `Invalid value: ${JSON.stringify(text)}: strict decoding error: ${errors.join(', ')}`,
    );
  };
}

/**
 * A strategic merge patch's result converted into the kind's Go type ([AS] handlers/patch.go
 * applyPatchToObject: DefaultUnstructuredConverter.FromUnstructuredWithValidation), its error an
 * Invalid on `patch` quoting the patch map as Go prints it.
 */
function convertPatched(
  info: ResourceInfo,
  patch: Json,
): ((current: KubeObject, patched: KubeObject) => PatchedDecode) | undefined {
  if (!info.builtin) return undefined;
  const id = messageOfKind(info.group === '' ? info.version : `${info.group}/${info.version}`, info.kind);
  if (!id) return undefined;
  return (_current, patched) => {
    const error = goConvertError(id, patched);
    return error === undefined
      ? { ok: true, warnings: [] }
      : invalidPatch(`Invalid value: ${JSON.stringify(goPrintValue(patch))}: ${error}`);
  };
}

/**
 * The decoding the API server asks of a built-in kind's body written in process (apiserver/
 * typed-decode.ts), as this handler decodes one sent without a fieldValidation (Warn): a create or
 * update body, a patch's result. An in-process patch has no text of its own, so no duplicate fields.
 */
export const inProcessDecoding: BuiltinDecoding = {
  patchSchema: (info) => builtinPatchSchema(apiVersionOf(info), info.kind),
  zeroNodes: (info) => zeroObjectNodes(apiVersionOf(info), info.kind),
  body: (info, obj) => decodeBody(info, obj, 'Warn', undefined),
  patched(info, type, patch) {
    if (type !== 'strategic') return decodePatchedFields(info, type, patch, JSON.stringify(patch), 'Warn');
    const convert = convertPatched(info, patch);
    const id = messageOfKind(info.group === '' ? info.version : `${info.group}/${info.version}`, info.kind);
    if (!convert || !id) return undefined;
    // FromUnstructuredWithValidation: a conversion error trumps the unknown fields, which Warn warns of
    return (current, patched) => {
      const c = convert(current, patched);
      if (!c.ok) return c;
      const unknown: string[] = [];
      dropUnknownFields(id, patched, '', false, unknown);
      return { ok: true, warnings: unknown.map(unknownFieldMessage) };
    };
  },
  order: typedOrder,
  applySchema(info) {
    const id = info.builtin
      ? messageOfKind(info.group === '' ? info.version : `${info.group}/${info.version}`, info.kind)
      : undefined;
    return id === undefined ? undefined : (path) => applySchemaAt(id, path);
  },
};

/** NewInvalid(schema.GroupKind{}, "", field.Invalid(field.NewPath("patch"), …)) of handlers/patch.go. */
function invalidPatch(detail: string): PatchedDecode {
  return {
    ok: false,
    status: statusBody(422, 'Invalid', ` "" is invalid: patch: ${detail}`, {
      causes: [{ reason: 'FieldValueInvalid', message: detail, field: 'patch' }],
    }) as unknown as Status,
  };
}

/** A JSON patch applied to the current object's encoding (or, should that fail, the server's result). */
function patchedEncoding(encoded: JsonObject, ops: Json, patched: KubeObject): JsonObject {
  try {
    const r = jsonPatch(encoded, ops as JsonPatchOp[]);
    if (isObject(r)) return r;
  } catch {
    // the zero fields the encoding adds can change what an operation finds; the result stands in
  }
  return JSON.parse(JSON.stringify(patched)) as JsonObject;
}

/**
 * Aggregated discovery with its cache headers: ETag, `Vary: Accept` and `Cache-Control: public`, and a
 * 304 without a body when If-None-Match names the current ETag ([AS] aggregated/etag.go).
 */
function aggregated(
  ctx: RestContext,
  req: RestRequest,
  at: 'api' | 'apis',
  v: AggregatedVersion,
): RestResult {
  const doc = aggregatedDiscovery(ctx.server, at, v);
  const contentType = aggregatedContentType(v);
  // WriteObjectNegotiated: the JSON serializer's encoding/json Encoder, HTML-safe with its newline
  const body = `${encodeInOrder(doc)}\n`;
  if (!ctx.sha512Hex) return { kind: 'response', status: 200, contentType, body, warnings: [] };
  const etag = discoveryETag(doc, ctx.sha512Hex);
  const headers = { etag, vary: 'Accept', 'cache-control': 'public' };
  if (req.headers['if-none-match'] === etag)
    return { kind: 'response', status: 304, contentType: '', body: '', warnings: [], headers };
  return { kind: 'response', status: 200, contentType, body, warnings: [], headers };
}

/**
 * One group-version's OpenAPI document as kube-openapi's handler3 serves it (pkg/handler3/handler.go
 * HandleGroupVersion): its ETag is the upper-case hex SHA-512 of the JSON; a `?hash=` that is not the
 * current one is a 301 to the URL with the current hash (net/http Redirect's body), the current one
 * makes the answer cacheable for a year, and If-None-Match with the ETag is a 304.
 */
function openapiDocument(ctx: RestContext, req: RestRequest, group: string, version: string): RestResult {
  const doc = openapiGroupVersion(ctx.server, group, version);
  if (!doc) return notFoundPath();
  const body = goMarshal(doc);
  if (!ctx.sha512Hex) return { kind: 'response', status: 200, contentType: JSON_TYPE, body, warnings: [] };
  const etag = openapiETag(ctx.server, group, version, ctx.sha512Hex, () => body);
  const headers: Record<string, string> = { vary: 'Accept', etag: JSON.stringify(etag) };
  const hash = req.query.get('hash');
  if (hash) {
    if (hash !== etag) {
      const location = `/openapi/v3/${gvPath(group, version)}?hash=${etag}`;
      const html = req.method === 'GET' ? `<a href="${location}">Moved Permanently</a>.\n\n` : '';
      return {
        kind: 'response',
        status: 301,
        contentType: 'text/html; charset=utf-8',
        body: html,
        warnings: [],
        headers: { ...headers, location },
      };
    }
    headers['cache-control'] = 'public, immutable';
    headers.expires = rfc1123NextYear(ctx.server.clock.now());
  }
  if (req.headers['if-none-match'] === headers.etag)
    return { kind: 'response', status: 304, contentType: '', body: '', warnings: [], headers };
  return { kind: 'response', status: 200, contentType: JSON_TYPE, body, warnings: [], headers };
}

/** time.Now().AddDate(1, 0, 0).Format(time.RFC1123) in the server's zone, UTC. */
function rfc1123NextYear(ms: number): string {
  const d = new Date(ms);
  d.setUTCFullYear(d.getUTCFullYear() + 1);
  const [day, date, month, year, time] = d.toUTCString().split(' ');
  return `${day} ${date} ${month} ${year} ${time} UTC`;
}

/** A path no handler serves: the apiserver's NotFound for an unknown URL ([AS] handlers/responsewriters). */
function notFoundPath(): RestResult {
  return failure(statusBody(404, 'NotFound', 'the server could not find the requested resource', {}));
}

/**
 * A method no route of the path takes (an unknown one, POST to an object, PUT or PATCH to a
 * collection): go-restful's 405, which the apiserver's serviceErrorHandler turns into
 * NewGenericServerResponse's Status, empty details and all ([AS] pkg/server/handler.go).
 */
function methodNotAllowed(): RestResult {
  return failure(
    statusBody(
      405,
      'MethodNotAllowed',
      'the server does not allow this method on the requested resource',
      {},
    ),
  );
}

/**
 * A method no route takes (or, with `refusal`, a subresource none serves), after the authorization
 * filter, which comes first in the real chain
 * ([AS] server/config.go DefaultBuildHandlerChain): the verb is RequestInfo's for the method
 * (POST create, PUT update, PATCH patch, DELETE delete, any other method the empty verb), so a
 * user without that permission gets the 403, not the 405 ([AS] endpoints/request/requestinfo.go).
 */
function methodNotAllowedAfterAuthz(
  ctx: RestContext,
  info: ResourceInfo,
  namespace: string | undefined,
  name: string | undefined,
  subresource: string | undefined,
  method: string,
  refusal: () => RestResult = methodNotAllowed,
): RestResult {
  const verbs: Record<string, string> = {
    POST: 'create',
    GET: 'get',
    HEAD: 'get',
    PUT: 'update',
    PATCH: 'patch',
    DELETE: 'delete',
  };
  let verb = verbs[method] ?? '';
  if (verb === 'delete' && name === undefined) verb = 'deletecollection';
  const denied = ctx.server.authorizeOnly(
    { user: ctx.user, userAgent: ctx.userAgent, clientPath: 'direct' },
    {
      verb,
      group: info.group,
      resource: info.resource,
      subresource: subresource ?? '',
      namespace: namespace ?? '',
      name: name ?? '',
    },
  );
  return denied ? failure(denied) : refusal();
}

/**
 * A path no route serves: the router's 404, after the authorization filter, which authorizes what
 * RequestInfo parses from a resource path (at least /api/<version>/<x> or /apis/<group>/<version>/<x>)
 * whether or not the resource exists, so a user without that permission gets the 403 first
 * ([AS] endpoints/request/requestinfo.go NewRequestInfo, server/config.go DefaultBuildHandlerChain).
 * Other paths are non-resource requests, authorized by handleRest before it routes them.
 */
function notFoundAfterAuthz(ctx: RestContext, req: RestRequest): RestResult {
  const info = resourceRequestInfo(req);
  if (!info) return notFoundPath();
  const denied = ctx.server.authorizeOnly(
    { user: ctx.user, userAgent: ctx.userAgent, clientPath: 'direct' },
    info,
  );
  return denied ? failure(denied) : notFoundPath();
}

/** NewRequestInfo's attributes of a resource request, or undefined for a non-resource one. */
function resourceRequestInfo(req: RestRequest): Parameters<ApiServer['authorizeOnly']>[1] | undefined {
  // splitPath: the path trimmed of slashes, split at each one (unescaped, as req.URL.Path is)
  const trimmed = req.path.replace(/^\/+|\/+$/g, '');
  let parts = trimmed === '' ? [] : trimmed.split('/').map(unescapeSegment);
  const prefix = parts[0];
  if (parts.length < 3 || (prefix !== 'api' && prefix !== 'apis')) return undefined;
  let group = '';
  parts = parts.slice(1);
  if (prefix === 'apis') {
    if (parts.length < 3) return undefined;
    group = parts[0] ?? '';
    parts = parts.slice(1);
  }
  parts = parts.slice(1); // the version
  const method = req.method.toUpperCase();
  let verb: string;
  if (parts[0] === 'proxy' || parts[0] === 'watch') {
    if (parts.length < 2) return undefined; // NewRequestInfo's error: the chain answers it before authorizing
    verb = parts[0];
    parts = parts.slice(1);
  } else
    verb =
      ({ POST: 'create', GET: 'get', HEAD: 'get', PUT: 'update', PATCH: 'patch', DELETE: 'delete' } as const)[
        method as 'GET'
      ] ?? '';
  let namespace = '';
  if (parts[0] === 'namespaces' && parts.length > 1) {
    namespace = parts[1] ?? '';
    if (parts.length > 2 && parts[2] !== 'status' && parts[2] !== 'finalize') parts = parts.slice(2);
  }
  const subresource = parts.length >= 3 && verb !== 'proxy' ? (parts[2] ?? '') : '';
  let name = parts.length >= 2 ? (parts[1] ?? '') : '';
  const resource = parts[0] ?? '';
  if (name === '' && verb === 'get') {
    const watch = req.query.get('watch');
    verb = watch !== null && watch !== '0' && watch.toLowerCase() !== 'false' ? 'watch' : 'list';
    // a field selector that names one object makes it the request's name
    const exact = /^metadata\.name==?([^,=!]*)$/.exec(req.query.get('fieldSelector') ?? '');
    if (exact && exact[1] !== '' && exact[1] !== '.' && exact[1] !== '..' && !/[/%]/.test(exact[1] ?? ''))
      name = exact[1] ?? '';
  }
  if (name === '' && verb === 'delete') verb = 'deletecollection';
  return { verb, group, resource, subresource, namespace, name };
}

function unescapeSegment(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}

function resourceRequest(
  ctx: RestContext,
  req: RestRequest,
  info: ResourceInfo,
  namespace: string | undefined,
  name: string | undefined,
  subresource: string | undefined,
): RestResult {
  const server = ctx.server;
  const q = req.query;
  const target = { group: info.group, version: info.version, resource: info.resource, namespace };
  const apiCtx = { user: ctx.user, userAgent: ctx.userAgent, clientPath: 'direct' as const };
  const now = server.clock.now();
  const table = wantsTable(req.headers.accept, q);
  const call = (a: ApiRequest) => fromApi(server, server.handle(apiCtx, a), table, info, now);
  const directive = fieldValidationOf(q);
  const fieldManager = q.get('fieldManager') ?? undefined;
  const method = req.method.toUpperCase();

  const tokenRequest = subresource === 'token' && info.group === '' && info.resource === 'serviceaccounts';
  // a subresource no route serves is the router's 404, after the authorization filter, which
  // authorized the subresource RequestInfo parsed from the path
  if (subresource !== undefined && subresource !== 'status' && subresource !== 'scale' && !tokenRequest)
    return methodNotAllowedAfterAuthz(ctx, info, namespace, name, subresource, method, notFoundPath);
  if (subresource !== undefined && !name) return notFoundPath();
  // what a /scale request's body is decoded as: an autoscaling/v1 Scale, not the parent's kind
  const bodyInfo = subresource === 'scale' && info.scale !== undefined ? scaleBodyInfo(info) : info;

  if (method === 'GET' && name === undefined) {
    const labelSelector = q.get('labelSelector') ?? undefined;
    const fieldSelector = q.get('fieldSelector') ?? undefined;
    // ListOptions' decoding (Convert_Slice_string_To_bool, [AM] pkg/runtime/conversion.go): any value
    // but "0" and "false" (in any case) is true, an empty one too
    const watch = q.get('watch');
    if (watch !== null && watch !== '0' && watch.toLowerCase() !== 'false')
      return watchRequest(ctx, req, info, namespace);
    const res = server.handle(apiCtx, { ...target, verb: 'list', labelSelector, fieldSelector });
    if (!res.ok) return encoded(res.code, res.status as unknown as JsonObject, true, res.warnings);
    const badInt = badIntParams(q); // after authorization and the selectors, as there
    if (badInt) return badInt;
    return fromApi(server, paginate(res, q), table, info, now);
  }
  if (method === 'GET' && subresource === 'scale' && info.scale !== undefined && info.builtin)
    // an in-tree kind's Scale prints as a Scale (its store's table convertor has the Scale printer)
    return fromApi(
      server,
      server.handle(apiCtx, { ...target, verb: 'get', name: name ?? '', subresource }),
      table,
      bodyInfo,
      now,
    );
  if (method === 'GET') return call({ ...target, verb: 'get', name: name ?? '', subresource });

  if (method === 'POST' && tokenRequest && name !== undefined) {
    // serviceaccounts/<name>/token: the body is a TokenRequest (what kubectl create token sends)
    const body = decodeObjectBody(req, true, 'CreateOptions');
    const decoded: PatchedDecode = body.ok
      ? isObject(body.value)
        ? { ok: true, warnings: [] }
        : deferred(failure(statusBody(400, 'BadRequest', 'the body of the request was in an unknown format')))
      : deferred(body.result);
    const dry = dryRunOf(q);
    if (typeof dry !== 'boolean') return dry;
    const tr = body.ok && isObject(body.value) ? (body.value as KubeObject) : {};
    return call({ ...target, verb: 'create', name, subresource, body: tr, dryRun: dry, decoded });
  }
  if (tokenRequest) return notFoundPath();
  const notAllowed = () => methodNotAllowedAfterAuthz(ctx, info, namespace, name, subresource, method);
  if (method === 'POST') {
    if (name !== undefined) return notAllowed();
    const { body, decoded } = decodeWrite(req, info, 'CreateOptions', directive);
    const dry = dryRunOf(q);
    if (typeof dry !== 'boolean') return dry;
    return call({
      ...target,
      verb: 'create',
      body,
      dryRun: dry,
      fieldManager,
      decoded,
      fieldValidation: directive,
    });
  }
  if (method === 'PUT') {
    if (name === undefined) return notAllowed();
    const { body, decoded } = decodeWrite(req, bodyInfo, 'UpdateOptions', directive);
    const dry = dryRunOf(q);
    if (typeof dry !== 'boolean') return dry;
    return call({
      ...target,
      verb: 'update',
      name,
      body,
      subresource,
      dryRun: dry,
      fieldManager,
      decoded,
      fieldValidation: directive,
    });
  }
  if (method === 'PATCH') {
    if (name === undefined) return notAllowed();
    const t = patchTypeOf(req.headers['content-type'], bodyInfo);
    if (typeof t !== 'string') return t;
    // [AS] handlers/patch.go: the patch type is checked before the body is read.
    if (req.bodyTooLarge) return tooLarge();
    const invalid = validateOptions('PatchOptions', q, t);
    if (invalid) return invalid;
    let patch: Json = null;
    let decoded: PatchedDecode = { ok: true, warnings: [] };
    const patchText = new TextDecoder().decode(latin1Bytes(req.bodyBytes ?? ''));
    // [AS] handlers/patch.go: the body as the patcher of its type reads it (patchbody.ts)
    const body = decodePatchBody(t, req.bodyBytes ?? '', directive);
    if (body.ok) patch = body.value;
    else decoded = { ok: false, status: body.status };
    if (decoded.ok && t === 'strategic') {
      const fields = validatePatchFields(bodyInfo, patch, patchText, directive);
      decoded = fields.ok ? { ok: true, warnings: fields.warnings } : deferred(fields.result);
    }
    const dry = dryRunOf(q);
    if (typeof dry !== 'boolean') return dry;
    // PatchOptions.Force is a *bool: absent is nil, and only apply may set it.
    const force = q.has('force') ? q.get('force') === 'true' : undefined;
    return call({
      ...target,
      verb: 'patch',
      name,
      patchType: t,
      patch,
      subresource,
      dryRun: dry,
      fieldManager,
      force,
      decoded,
      fieldValidation: directive,
      decodePatched: !decoded.ok
        ? undefined
        : t === 'merge' || t === 'json'
          ? decodePatchedFields(bodyInfo, t, patch, patchText, directive)
          : t === 'strategic'
            ? convertPatched(bodyInfo, patch)
            : undefined,
      typedOrder: info.builtin ? typedOrder : undefined,
    });
  }
  // a subresource's routes take GET, PUT and PATCH only
  if (method === 'DELETE' && subresource !== undefined) return notAllowed();
  if (method === 'DELETE') {
    const opts = decodeOptionsBody(req);
    if (!opts.ok) return opts.result;
    const o = isObject(opts.value) ? opts.value : {};
    const dry = dryRunOf(q, o);
    if (typeof dry !== 'boolean') return dry;
    // an unknown policy is the server's 422, after authorization (deleteOptionsErrors)
    const propagationPolicy =
      q.get('propagationPolicy') ??
      (typeof o.propagationPolicy === 'string' ? o.propagationPolicy : undefined);
    const orphanText = q.get('orphanDependents');
    const orphanDependents =
      orphanText === 'true' || orphanText === 'false'
        ? orphanText === 'true'
        : typeof o.orphanDependents === 'boolean'
          ? o.orphanDependents
          : undefined;
    const pre = isObject(o.preconditions) ? o.preconditions : undefined;
    const preconditions = pre
      ? {
          ...(typeof pre.uid === 'string' ? { uid: pre.uid } : {}),
          ...(typeof pre.resourceVersion === 'string' ? { resourceVersion: pre.resourceVersion } : {}),
        }
      : undefined;
    const graceText = q.get('gracePeriodSeconds');
    const grace =
      graceText !== null && /^-?\d+$/.test(graceText)
        ? Number(graceText)
        : typeof o.gracePeriodSeconds === 'number'
          ? o.gracePeriodSeconds
          : undefined;
    if (name === undefined) {
      return call({
        ...target,
        verb: 'deletecollection',
        labelSelector: q.get('labelSelector') ?? undefined,
        fieldSelector: q.get('fieldSelector') ?? undefined,
        propagationPolicy,
        orphanDependents,
        gracePeriodSeconds: grace,
      });
    }
    return call({
      ...target,
      verb: 'delete',
      name,
      propagationPolicy,
      orphanDependents,
      preconditions,
      dryRun: dry,
      ...(grace !== undefined ? { gracePeriodSeconds: grace } : {}),
    });
  }
  return notAllowed();
}

type OptionsKind = 'CreateOptions' | 'UpdateOptions' | 'PatchOptions';

const FIELD_VALIDATION_VALUES = ['', 'Ignore', 'Strict', 'Warn'];

/**
 * The query options of a write, validated before its body is decoded: an Invalid on
 * `<Kind>.meta.k8s.io ""` listing every error ([AM] apis/meta/v1/validation/validation.go
 * ValidateCreateOptions/ValidateUpdateOptions/ValidatePatchOptions; [AS] handlers/create.go,
 * update.go, patch.go).
 */
function validateOptions(
  kind: OptionsKind,
  q: URLSearchParams,
  patchType?: PatchType,
): RestResult | undefined {
  const causes: Array<{ reason: string; message: string; field: string }> = [];
  const fieldManager = q.get('fieldManager') ?? '';
  if (kind === 'PatchOptions') {
    if (patchType === 'apply' && fieldManager === '')
      causes.push({
        reason: 'FieldValueRequired',
        message: 'Required value: is required for apply patch',
        field: 'fieldManager',
      });
    else if (patchType !== 'apply' && q.has('force'))
      causes.push({
        reason: 'FieldValueForbidden',
        message: 'Forbidden: may not be specified for non-apply patch',
        field: 'force',
      });
  }
  const fv = q.get('fieldValidation') ?? '';
  if (!FIELD_VALIDATION_VALUES.includes(fv))
    causes.push({
      reason: 'FieldValueNotSupported',
      message: `Unsupported value: ${JSON.stringify(fv)}: supported values: ${FIELD_VALIDATION_VALUES.map((v) => JSON.stringify(v)).join(', ')}`,
      field: 'fieldValidation',
    });
  if (causes.length === 0) return undefined;
  const texts = causes.map((c) => `${c.field}: ${c.message}`);
  return failure(
    statusBody(
      422,
      'Invalid',
      `${kind}.meta.k8s.io "" is invalid: ${texts.length === 1 ? texts[0] : `[${texts.join(', ')}]`}`,
      { group: 'meta.k8s.io', kind, causes },
    ),
  );
}

/**
 * The integer parameters of a list or watch, as the query decoding reads them: strconv.ParseInt's
 * error becomes a 400 with its text ([APIMACHINERY] pkg/runtime/conversion.go string_to_int64;
 * [AS] pkg/endpoints/handlers/get.go ListResource: errors.NewBadRequest(err.Error())).
 */
function badIntParams(q: URLSearchParams): RestResult | undefined {
  for (const name of ['timeoutSeconds', 'limit']) {
    const v = q.get(name);
    if (v === null) continue;
    let why: string | undefined;
    if (!/^[+-]?\d+$/.test(v)) why = 'invalid syntax';
    else if (BigInt(v) > 2n ** 63n - 1n || BigInt(v) < -(2n ** 63n)) why = 'value out of range';
    if (why)
      return failure(statusBody(400, 'BadRequest', `strconv.ParseInt: parsing ${JSON.stringify(v)}: ${why}`));
  }
  return undefined;
}

/** limit/continue over a list: a page of `limit` items and a token for the rest ([AS] storage cacher). */
function paginate(res: Extract<ApiResponse, { ok: true }>, q: URLSearchParams): ApiResponse {
  const all = Array.isArray(res.object.items) ? res.object.items : [];
  const limitRaw = q.get('limit');
  const cont = q.get('continue');
  let start = 0;
  const meta = isObject(res.object.metadata) ? { ...res.object.metadata } : {};
  if (cont) {
    // after the token decodes, a resourceVersion beside it is refused ([AS] pkg/storage/etcd3/store.go
    // GetList)
    const rv = q.get('resourceVersion') ?? '';
    const t = decodeContinue(cont);
    const why = t ? undefined : continueTokenError(cont);
    if (why !== undefined)
      return {
        ok: false,
        code: 400,
        status: statusBody(400, 'BadRequest', `invalid continue token: ${why}`),
        warnings: [],
      };
    if (rv !== '' && rv !== '0')
      return {
        ok: false,
        code: 400,
        status: statusBody(
          400,
          'BadRequest',
          'specifying resource version is not allowed when using continue',
        ),
        warnings: [],
      };
    // a well-formed token another server issued (its start is a key): from the beginning
    start = t?.start ?? 0;
    if (t) meta.resourceVersion = t.rv;
  }
  const limit = limitRaw ? Number.parseInt(limitRaw, 10) : 0;
  if (!(limit > 0))
    return start === 0 ? res : { ...res, object: { ...res.object, metadata: meta, items: all.slice(start) } };
  const page = all.slice(start, start + limit);
  const rest = all.length - (start + page.length);
  if (rest > 0) {
    meta.continue = encodeContinue({ rv: str(meta.resourceVersion), start: start + page.length });
    // a count that selectors would make inexact is not sent ([AS] pkg/storage/etcd3/store.go GetList:
    // remainingItemCount only when opts.Predicate.Empty())
    const selects = (name: string) => (q.get(name) ?? '').trim() !== '';
    if (!selects('labelSelector') && !selects('fieldSelector')) meta.remainingItemCount = rest;
  }
  return { ...res, object: { ...res.object, metadata: meta, items: page } };
}

function watchRequest(
  ctx: RestContext,
  req: RestRequest,
  info: ResourceInfo,
  namespace: string | undefined,
): RestResult {
  const q = req.query;
  const server = ctx.server;
  const apiVersion = info.group === '' ? info.version : `${info.group}/${info.version}`;
  const bookmarks = q.get('allowWatchBookmarks') === 'true';
  const initial = q.get('sendInitialEvents') === 'true';
  // `kubectl get -w` asks for Tables: each event's object becomes a Table of one row, the column
  // definitions in the first only (TableOptions.NoHeaders after it); a Status stays a Status
  // ([AS] pkg/endpoints/handlers/watch.go serveWatchHandler, response.go watchEmbeddedEncoder)
  const table = wantsTable(req.headers.accept, q);
  if (table) {
    const bad = tableOptionsError(table.includeObject);
    if (bad) return bad;
  }
  let headers = true;
  const embedded = (type: string, o: JsonObject): string => {
    if (!table || (type !== 'ADDED' && type !== 'MODIFIED' && type !== 'DELETED'))
      return encodeObject(o, info.builtin);
    const m = isObject(o.metadata) ? o.metadata : {};
    const t = toTable(
      server,
      { metadata: { resourceVersion: m.resourceVersion ?? '' }, items: [o] },
      info,
      server.clock.now(),
      includeOf(table),
    );
    if (!headers) t.columnDefinitions = null;
    headers = false;
    return encodeTable(t, info.builtin);
  };
  return {
    kind: 'watch',
    contentType: JSON_TYPE,
    start(send) {
      // metav1.WatchEvent: type, then the object in the serializer's bytes
      const line = (e: { type: string; object: JsonObject }) =>
        send(`{"type":${JSON.stringify(e.type)},"object":${embedded(e.type, e.object)}}\n`);
      let lastRv = q.get('resourceVersion') ?? '';
      const res = server.watch(
        { user: ctx.user, userAgent: ctx.userAgent, clientPath: 'direct' },
        {
          group: info.group,
          version: info.version,
          resource: info.resource,
          namespace,
          resourceVersion: initial ? '0' : lastRv || undefined,
          labelSelector: q.get('labelSelector') ?? undefined,
          fieldSelector: q.get('fieldSelector') ?? undefined,
        },
        (e: WatchEvent) => {
          if (e.type !== 'ERROR') {
            const m = isObject(e.object.metadata) ? e.object.metadata : {};
            lastRv = str(m.resourceVersion) || lastRv;
          }
          line({ type: e.type, object: e.object as JsonObject });
        },
      );
      if (!res.ok) return { error: failure(res.status) };
      const badInt = badIntParams(q);
      if (badInt) {
        res.stop();
        return { error: badInt };
      }
      // the ERROR event of a too old resourceVersion was the watch's only event: the response ends
      if (res.closed) return { stop: res.stop, bookmark: () => {}, closed: true };
      const bookmark = (annotations?: Record<string, string>) =>
        line({
          type: 'BOOKMARK',
          object: {
            kind: info.kind,
            apiVersion,
            metadata: {
              resourceVersion: lastRv || res.resourceVersion,
              ...(annotations ? { annotations } : {}),
            },
          },
        });
      // sendInitialEvents: the current objects, then a bookmark that says they are all there (KEP-3157).
      if (initial) bookmark({ 'k8s.io/initial-events-end': 'true' });
      return {
        stop: res.stop,
        bookmark: () => {
          if (bookmarks) bookmark();
        },
      };
    },
  };
}

const SELF_SAR_PATH = '/apis/authorization.k8s.io/v1/selfsubjectaccessreviews';
const SELF_SR_PATH = '/apis/authentication.k8s.io/v1/selfsubjectreviews';

/**
 * SelfSubjectReview (`kubectl auth whoami`): the caller's own user info, with the time of the
 * request as its creationTimestamp ([K8S] pkg/registry/authentication/selfsubjectreview/rest.go
 * Create); never stored. Every authenticated user may create it (system:basic-user).
 */
function selfSubjectReview(ctx: RestContext, req: RestRequest): RestResult {
  if (req.method.toUpperCase() !== 'POST') return methodNotAllowed();
  const body = decodeObjectBody(req, true);
  if (!body.ok) return body.result;
  const userInfo: JsonObject = { username: ctx.user.username };
  if (ctx.user.groups.length > 0) userInfo.groups = [...ctx.user.groups];
  return json(201, {
    kind: 'SelfSubjectReview',
    apiVersion: 'authentication.k8s.io/v1',
    metadata: { creationTimestamp: rfc3339(ctx.server.clock.now()) },
    status: { userInfo },
  });
}

/**
 * SelfSubjectAccessReview (`kubectl auth can-i`): the caller asks about itself, so the review is the
 * SubjectAccessReview of the caller's own user and groups ([K8S] pkg/registry/authorization/
 * selfsubjectaccessreview/rest.go), answered by the same authorizer and never stored.
 */
function selfSubjectAccessReview(ctx: RestContext, req: RestRequest): RestResult {
  if (req.method.toUpperCase() !== 'POST') return methodNotAllowed();
  const body = decodeObjectBody(req, true);
  if (!body.ok) return body.result;
  const review = isObject(body.value) ? body.value : {};
  const spec = isObject(review.spec) ? review.spec : {};
  const r = ctx.server.handle(
    { user: { username: 'system:apiserver', groups: ['system:masters'] } },
    {
      verb: 'create',
      group: 'authorization.k8s.io',
      version: 'v1',
      resource: 'subjectaccessreviews',
      body: {
        apiVersion: 'authorization.k8s.io/v1',
        kind: 'SubjectAccessReview',
        spec: { ...spec, user: ctx.user.username, groups: [...ctx.user.groups] },
      },
    },
  );
  if (!r.ok) return json(r.code, r.status as unknown as Json);
  return json(201, {
    kind: 'SelfSubjectAccessReview',
    apiVersion: 'authorization.k8s.io/v1',
    metadata: { creationTimestamp: null },
    spec,
    status: (r.object.status ?? { allowed: false }) as Json,
  });
}

/** The kind a /scale body is decoded as (autoscaling/v1 Scale, an in-tree type whatever the parent is). */
function scaleBodyInfo(parent: ResourceInfo): ResourceInfo {
  return {
    ...parent,
    group: 'autoscaling',
    version: 'v1',
    kind: 'Scale',
    listKind: 'ScaleList',
    builtin: true,
    schema: undefined,
    scale: undefined,
  };
}

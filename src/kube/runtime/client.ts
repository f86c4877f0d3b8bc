/**
 * controller-runtime's clients over the simulated API server ([CR] pkg/client): a direct client with client-go's
 * request preflight checks, the manager's client (cached reads, direct writes), the status writer, and
 * MergeFrom patches. Every successful write replaces the caller's object with the server's answer.
 */

import type { ResourceInfo } from '../apiserver/registry.ts';
import type { LabelSelector } from '../apiserver/selectors.ts';
import type {
  ApiResponse,
  ApiServer,
  RequestContext,
  RequestedPropagation,
  Target,
} from '../apiserver/server.ts';
import type { Status } from '../apiserver/status.ts';
import type { Json, JsonObject, KubeObject } from '../apiserver/types.ts';
import { deepCopy, isObject, jsonEqual, metaOf, parseApiVersion, str } from '../apiserver/types.ts';
import type { CallSite, Trace } from '../trace.ts';
import type { CacheRead, GVK, InformerCache } from './cache.ts';
import type { GoError } from './errors.ts';
import {
  EMPTY_NAME,
  EMPTY_NAMESPACE_ON_CREATE,
  EMPTY_NAMESPACE_WITH_NAME,
  errorMessage,
  noKindMatch,
  plain,
  statusError,
} from './errors.ts';

export type ObjectKey = { namespace: string; name: string };

export type ClientResult<T = KubeObject> =
  | { ok: true; value: T; warnings: string[] }
  | { ok: false; error: GoError };

/** A read that may have to wait for an informer to sync. */
export type ReadResult<T = KubeObject> =
  | ClientResult<T>
  | { ok: false; notSynced: CacheRead<T> & { kind: 'notSynced' } };

/**
 * How a read is made: metadataOnly for metav1.PartialObjectMetadata(List), which the manager's cache
 * serves from a metadata-only informer of its own ([CR] pkg/cache/internal/informers.go).
 */
export type ReadOptions = { metadataOnly?: boolean };

export type ListOptions = ReadOptions & {
  namespace?: string;
  labelSelector?: string;
  /**
   * The Go selector's own requirements ('nothing' for labels.Nothing()): what the cache and the fake
   * client match in place of labelSelector, as they call Selector.Matches and never parse its
   * String(). The API server gets labelSelector.
   */
  labelRequirements?: LabelSelector | 'nothing';
  matchingFields?: Record<string, string>;
  /** the page token and resourceVersion a direct list sends (the cache and the fake client ignore them) */
  continue?: string;
  resourceVersion?: string;
};

export type Patch =
  | { type: 'merge'; data: JsonObject }
  | { type: 'strategic'; data: JsonObject }
  | { type: 'json'; data: Json[] }
  | { type: 'apply'; data: JsonObject };

export type WriteOptions = {
  fieldManager?: string;
  dryRun?: boolean;
  force?: boolean;
  /** the body is a typed Go object's encoding, which the server need not decode again */
  typed?: boolean;
};
/**
 * A subresource write whose body is another kind (an autoscaling/v1 Scale for `/scale`): the request goes
 * to the parent's path and the answer, the subresource's kind, replaces the body ([CR] pkg/client/
 * typed_client.go UpdateSubResource/PatchSubResource: `Resource(o.resource()).Name(o.name)`, `Into(body)`).
 */
export type SubresourceParent = { gvk: GVK; namespace: string; name: string };
export type UpdateOptions = WriteOptions & {
  subresource?: string;
  parent?: SubresourceParent;
  /** a patch body the server cannot decode: the Status it answers once the request is authorized */
  decoded?: { ok: false; status: Status };
};
/** client.DeleteOptions as the simulator carries them to the server. */
export type DeleteOptions = {
  propagationPolicy?: RequestedPropagation;
  /** the deprecated DeleteOptions.orphanDependents */
  orphanDependents?: boolean;
  preconditions?: { uid?: string; resourceVersion?: string };
  dryRun?: boolean;
  gracePeriodSeconds?: number;
};
/** client.DeleteAllOfOptions: ListOptions + DeleteOptions. */
export type DeleteAllOfOptions = ListOptions & {
  propagationPolicy?: RequestedPropagation;
  orphanDependents?: boolean;
  gracePeriodSeconds?: number;
  dryRun?: boolean;
};

// The controller-runtime client interfaces (pkg/client/interfaces.go), implemented by the direct
// client, the manager's cached client and the fake client, so the compiler checks that each
// carries every option to its backend.

/** client.Reader: Get and List (a cached read may have to wait for its informer). */
export interface Reader {
  get(gvk: GVK, key: ObjectKey, into?: KubeObject, opts?: ReadOptions): ReadResult;
  list(gvk: GVK, opts?: ListOptions): ReadResult<KubeObject[]>;
}

/** client.Writer */
export interface Writer {
  create(obj: KubeObject, opts?: WriteOptions): ClientResult;
  update(obj: KubeObject, opts?: UpdateOptions): ClientResult;
  patch(obj: KubeObject, p: Patch | GoError, opts?: UpdateOptions): ClientResult;
  delete(obj: KubeObject, opts?: DeleteOptions): ClientResult;
  deleteAllOf(gvk: GVK, opts?: DeleteAllOfOptions): ClientResult<KubeObject[]>;
}

/** client.SubResourceWriter, as Status() returns it. */
export interface StatusWriter {
  update(obj: KubeObject, opts?: WriteOptions): ClientResult;
  patch(obj: KubeObject, p: Patch | GoError, opts?: WriteOptions): ClientResult;
}

/** client.StatusClient */
export interface StatusClient {
  status(): StatusWriter;
}

/** client.Client */
export interface Client extends Reader, Writer, StatusClient {}

export function gvkOf(obj: KubeObject): GVK {
  const { group, version } = parseApiVersion(str(obj.apiVersion));
  return { group, version, kind: str(obj.kind) };
}

/**
 * `client.MergeFrom(original)` / `MergeFromWithOptions(original, MergeFromWithOptimisticLock{})`: a JSON merge patch
 * from original to modified; with the optimistic lock the original's resourceVersion goes into the patch.
 * `describe` renders the object for the `%q` in the error (the Go layer passes fmt's rendering).
 */
export function mergeFrom(
  original: KubeObject,
  modified: KubeObject,
  opts: { optimisticLock?: boolean; describe?: string } = {},
): Patch | GoError {
  const data = createMergePatch(original, modified) as JsonObject;
  if (opts.optimisticLock) {
    const rv = str(metaOf(original).resourceVersion);
    if (rv === '')
      return plain(
        `cannot use OptimisticLock, object ${opts.describe ?? JSON.stringify(str(metaOf(original).name))} does not have any resource version we can use`,
      );
    const m = isObject(data.metadata) ? data.metadata : (data.metadata = {});
    m.resourceVersion = rv;
  }
  return { type: 'merge', data };
}

/** RFC 7386 diff (jsonpatch.CreateMergePatch): changed keys, null for removed ones, arrays replaced whole. */
export function createMergePatch(original: Json, modified: Json): Json {
  if (!isObject(original) || !isObject(modified)) return deepCopy(modified);
  const out: JsonObject = {};
  for (const k of Object.keys(modified)) {
    const a = original[k];
    const b = modified[k];
    if (a === undefined) out[k] = deepCopy(b);
    else if (isObject(a) && isObject(b)) {
      const sub = createMergePatch(a, b) as JsonObject;
      if (Object.keys(sub).length > 0) out[k] = sub;
    } else if (!jsonEqual(a, b)) out[k] = deepCopy(b);
  }
  for (const k of Object.keys(original)) if (!(k in modified)) out[k] = null;
  return out;
}

/** Replace obj's content with the server's answer (targetZeroingDecoder: zeroed, then decoded). */
function replaceInPlace(obj: KubeObject, answer: KubeObject): void {
  for (const k of Object.keys(obj)) delete obj[k];
  Object.assign(obj, deepCopy(answer));
}

/** Direct client: every call is an HTTP request, after client-go's local checks. */
export class DirectClient implements Client {
  readonly server: ApiServer;
  readonly ctx: RequestContext;
  private readonly trace: Trace | undefined;

  /**
   * client-go's typed clientsets (gentype) and its dynamic client put the namespace in the path only
   * when it is not empty (`NamespaceIfScoped(ns, ns != "")`, AbsPath): a request for a namespaced
   * resource and object name without one is sent, and the server, which has no route for it,
   * answers 404 (a POST: 405). controller-runtime's client always sets it, so rest/request.go's
   * preflight refuses it locally (k8s.io/client-go gentype/type.go, dynamic/simple.go).
   */
  readonly namespaceIfNonEmpty: boolean;

  constructor(server: ApiServer, ctx: RequestContext, namespaceIfNonEmpty = false) {
    this.server = server;
    this.ctx = { clientPath: 'direct', ...ctx };
    this.trace = server.trace;
    this.namespaceIfNonEmpty = namespaceIfNonEmpty;
  }

  withCallSite(callSite: CallSite | undefined): DirectClient {
    return new DirectClient(this.server, { ...this.ctx, callSite }, this.namespaceIfNonEmpty);
  }

  resolve(gvk: GVK): ResourceInfo | GoError {
    return this.server.registry.lookupKind(gvk) ?? noKindMatch(gvk.group, gvk.version, gvk.kind);
  }

  /**
   * Request target with NamespaceIfScoped: controller-runtime drops the namespace for cluster-scoped
   * kinds; client-go's dynamic client puts a namespace it was given in the path whatever the kind
   * (AbsPath), where the server has no route for a cluster-scoped one.
   */
  private target(info: ResourceInfo, namespace: string): Target {
    return {
      group: info.group,
      version: info.version,
      resource: info.resource,
      namespace: info.namespaced || (this.namespaceIfNonEmpty && namespace !== '') ? namespace : undefined,
    };
  }

  /** Name("") and requestPreflightCheck ([CG] rest/request.go), before any request is sent. */
  private preflight(
    info: ResourceInfo,
    verb: string,
    httpVerb: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH',
    ns: string,
    name: string | undefined,
  ): GoError | undefined {
    let err: string | undefined;
    if (name !== undefined && name === '') err = EMPTY_NAME;
    else if (info.namespaced && ns === '') {
      // client-go POSTs to the cluster-wide path, which takes no POST (405)
      if (httpVerb === 'POST') err = this.namespaceIfNonEmpty ? undefined : EMPTY_NAMESPACE_ON_CREATE;
      else if (
        (httpVerb === 'GET' || httpVerb === 'PUT' || httpVerb === 'DELETE') &&
        name &&
        !this.namespaceIfNonEmpty
      )
        err = EMPTY_NAMESPACE_WITH_NAME;
    }
    if (err === undefined) return undefined;
    this.trace?.record({
      kind: 'clientError',
      time: this.server.clock.now(),
      identity: { username: this.ctx.user.username, groups: [...this.ctx.user.groups] },
      clientPath: this.ctx.clientPath ?? 'direct',
      verb,
      group: info.group,
      version: info.version,
      resource: info.resource,
      subresource: '',
      namespace: ns,
      name: name ?? '',
      message: err,
      ...(this.ctx.callSite ? { callSite: this.ctx.callSite } : {}),
    });
    return plain(err);
  }

  private answer(r: ApiResponse, obj?: KubeObject): ClientResult {
    if (!r.ok) return { ok: false, error: statusError(r.status) };
    if (obj) replaceInPlace(obj, r.object);
    return { ok: true, value: r.object, warnings: r.warnings };
  }

  get(gvk: GVK, key: ObjectKey, into?: KubeObject): ClientResult {
    const info = this.resolve(gvk);
    if (!isInfo(info)) return { ok: false, error: info };
    const pre = this.preflight(info, 'get', 'GET', key.namespace, key.name);
    if (pre) return { ok: false, error: pre };
    return this.answer(this.server.get(this.ctx, this.target(info, key.namespace), key.name), into);
  }

  list(gvk: GVK, opts: ListOptions = {}): ClientResult<KubeObject[]> {
    const info = this.resolve(gvk);
    if (!isInfo(info)) return { ok: false, error: info };
    const fieldSelector = Object.entries(opts.matchingFields ?? {})
      .map(([k, v]) => `${k}=${v}`)
      .join(',');
    const r = this.server.list(this.ctx, this.target(info, opts.namespace ?? ''), {
      labelSelector: opts.labelSelector,
      fieldSelector,
      continue: opts.continue,
      resourceVersion: opts.resourceVersion,
    });
    if (!r.ok) return { ok: false, error: statusError(r.status) };
    return { ok: true, value: (r.object.items as KubeObject[]) ?? [], warnings: r.warnings };
  }

  /**
   * `requestNamespace`: the namespace of the request's path when it is not the object's (client-go's
   * typed and dynamic clients send to their own namespace whatever the body names, and the server
   * answers a mismatch with 400).
   */
  create(obj: KubeObject, opts: WriteOptions = {}, requestNamespace?: string): ClientResult {
    const info = this.resolve(gvkOf(obj));
    if (!isInfo(info)) return { ok: false, error: info };
    const ns = requestNamespace ?? str(metaOf(obj).namespace);
    const pre = this.preflight(info, 'create', 'POST', ns, undefined);
    if (pre) return { ok: false, error: pre };
    return this.answer(this.server.create(this.ctx, this.target(info, ns), deepCopy(obj), opts), obj);
  }

  update(obj: KubeObject, opts: UpdateOptions = {}, requestNamespace?: string): ClientResult {
    const { parent, ...rest } = opts;
    const info = this.resolve(parent?.gvk ?? gvkOf(obj));
    if (!isInfo(info)) return { ok: false, error: info };
    const m = metaOf(obj);
    const ns = requestNamespace ?? parent?.namespace ?? str(m.namespace);
    const name = parent?.name ?? str(m.name);
    const pre = this.preflight(info, 'update', 'PUT', ns, name);
    if (pre) return { ok: false, error: pre };
    const t = this.target(info, ns);
    return this.answer(
      this.server.handle(this.ctx, { ...t, verb: 'update', name, body: deepCopy(obj), ...rest }),
      obj,
    );
  }

  patch(obj: KubeObject, patch: Patch | GoError, opts: UpdateOptions = {}): ClientResult {
    if ('kind' in patch) return { ok: false, error: patch };
    const { parent, ...rest } = opts;
    const info = this.resolve(parent?.gvk ?? gvkOf(obj));
    if (!isInfo(info)) return { ok: false, error: info };
    const m = metaOf(obj);
    const ns = parent?.namespace ?? str(m.namespace);
    const name = parent?.name ?? str(m.name);
    const pre = this.preflight(info, 'patch', 'PATCH', ns, name);
    if (pre) return { ok: false, error: pre };
    return this.answer(
      this.server.patch(this.ctx, this.target(info, ns), name, patch.type, patch.data, rest),
      obj,
    );
  }

  /** POST of `body` to `parent`'s subresource (a ServiceAccount's token): the answer replaces body. */
  createSubresource(
    body: KubeObject,
    parent: SubresourceParent,
    subresource: string,
    opts: WriteOptions = {},
  ): ClientResult {
    const info = this.resolve(parent.gvk);
    if (!isInfo(info)) return { ok: false, error: info };
    const pre = this.preflight(info, 'create', 'POST', parent.namespace, parent.name);
    if (pre) return { ok: false, error: pre };
    const t = this.target(info, parent.namespace);
    const { force: _, ...rest } = opts;
    return this.answer(
      this.server.handle(this.ctx, {
        ...t,
        verb: 'create',
        name: parent.name,
        subresource,
        body: deepCopy(body),
        ...rest,
      }),
      body,
    );
  }

  /** GET of a subresource (`/status` answers the whole object, `/scale` a Scale), never cached. */
  getSubresource(gvk: GVK, key: ObjectKey, subresource: string): ClientResult {
    const info = this.resolve(gvk);
    if (!isInfo(info)) return { ok: false, error: info };
    const pre = this.preflight(info, 'get', 'GET', key.namespace, key.name);
    if (pre) return { ok: false, error: pre };
    return this.answer(this.server.get(this.ctx, this.target(info, key.namespace), key.name, subresource));
  }

  delete(obj: KubeObject, opts: DeleteOptions = {}): ClientResult {
    const info = this.resolve(gvkOf(obj));
    if (!isInfo(info)) return { ok: false, error: info };
    const m = metaOf(obj);
    const pre = this.preflight(info, 'delete', 'DELETE', str(m.namespace), str(m.name));
    if (pre) return { ok: false, error: pre };
    const r = this.server.delete(this.ctx, this.target(info, str(m.namespace)), str(m.name), opts);
    // Delete does not decode into obj
    return r.ok
      ? { ok: true, value: r.object, warnings: r.warnings }
      : { ok: false, error: statusError(r.status) };
  }

  /** DeleteAllOf: the namespace (InNamespace) is dropped for cluster-scoped kinds, which deletes every object. */
  deleteAllOf(gvk: GVK, opts: DeleteAllOfOptions = {}): ClientResult<KubeObject[]> {
    const info = this.resolve(gvk);
    if (!isInfo(info)) return { ok: false, error: info };
    const fieldSelector = Object.entries(opts.matchingFields ?? {})
      .map(([k, v]) => `${k}=${v}`)
      .join(',');
    const r = this.server.deleteCollection(this.ctx, this.target(info, opts.namespace ?? ''), {
      labelSelector: opts.labelSelector,
      fieldSelector: fieldSelector === '' ? undefined : fieldSelector,
      propagationPolicy: opts.propagationPolicy,
      orphanDependents: opts.orphanDependents,
      gracePeriodSeconds: opts.gracePeriodSeconds,
      dryRun: opts.dryRun,
    });
    if (!r.ok) return { ok: false, error: statusError(r.status) };
    return { ok: true, value: (r.object.items as KubeObject[]) ?? [], warnings: r.warnings };
  }

  /** client.Status(): the status subresource writer. */
  status(): StatusWriter {
    return {
      update: (obj, opts = {}) => this.update(obj, { ...opts, subresource: 'status' }),
      patch: (obj, p, opts = {}) => this.patch(obj, p, { ...opts, subresource: 'status' }),
    };
  }
}

function isInfo(x: ResourceInfo | GoError): x is ResourceInfo {
  return 'resource' in x;
}

/**
 * The manager's default client: reads from the informer cache, writes straight to the API server
 * ([CR] pkg/cluster/cluster.go NewClient). Unstructured objects bypass the cache unless configured.
 */
export class ManagerClient implements Client {
  readonly direct: DirectClient;
  readonly cache: InformerCache;
  /** types read directly (client.Options.Cache.DisableFor), keyed `group/version/Kind` */
  private readonly uncached: Set<string>;

  /** client.Options.Cache.Unstructured: read unstructured objects from the cache too (default: direct). */
  readonly cacheUnstructured: boolean;

  constructor(
    direct: DirectClient,
    cache: InformerCache,
    disableFor: string[] = [],
    cacheUnstructured = false,
  ) {
    this.direct = direct;
    this.cache = cache;
    this.uncached = new Set(disableFor);
    this.cacheUnstructured = cacheUnstructured;
  }

  private cached(gvk: GVK): boolean {
    return !this.uncached.has(`${gvk.group === '' ? '' : gvk.group + '/'}${gvk.version}/${gvk.kind}`);
  }

  /** Are reads of this kind served by the informer cache (not listed in DisableFor)? */
  isCached(gvk: GVK): boolean {
    return this.cached(gvk);
  }

  get(gvk: GVK, key: ObjectKey, into?: KubeObject, opts: ReadOptions = {}): ReadResult {
    if (!this.cached(gvk)) return this.direct.get(gvk, key, into);
    const r = this.cache.get(gvk, key, opts);
    if (r.kind === 'notSynced') return { ok: false, notSynced: r };
    if (r.kind === 'error') return { ok: false, error: r.error };
    if (into) replaceInPlace(into, r.value);
    return { ok: true, value: r.value, warnings: [] };
  }

  list(gvk: GVK, opts: ListOptions = {}): ReadResult<KubeObject[]> {
    if (!this.cached(gvk)) return this.direct.list(gvk, opts);
    const r = this.cache.list(gvk, opts);
    if (r.kind === 'notSynced') return { ok: false, notSynced: r };
    if (r.kind === 'error') return { ok: false, error: r.error };
    return { ok: true, value: r.value, warnings: [] };
  }

  create(obj: KubeObject, opts?: WriteOptions): ClientResult {
    return this.direct.create(obj, opts);
  }
  update(obj: KubeObject, opts?: UpdateOptions): ClientResult {
    return this.direct.update(obj, opts);
  }
  patch(obj: KubeObject, p: Patch | GoError, opts?: UpdateOptions): ClientResult {
    return this.direct.patch(obj, p, opts);
  }
  delete(obj: KubeObject, opts?: DeleteOptions): ClientResult {
    return this.direct.delete(obj, opts);
  }
  deleteAllOf(gvk: GVK, opts?: DeleteAllOfOptions): ClientResult<KubeObject[]> {
    return this.direct.deleteAllOf(gvk, opts);
  }
  status(): StatusWriter {
    return this.direct.status();
  }
}

export { errorMessage };

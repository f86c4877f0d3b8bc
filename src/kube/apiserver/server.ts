/**
 * The simulated API server: request handling in the order the real one applies it — route (scope),
 * authorization (RBAC), mutating admission, strategy (PrepareForCreate/Update), validation, validating
 * admission, storage (resourceVersion, no-op detection), watch events — then garbage collection.
 */

import { SmpError, strategicMergePatchTyped } from '../bind/client-strategic.ts';
import { type CallSite, type ClientPath, listReturned, type Trace } from '../trace.ts';
import type { AdmissionAttributes, Operation, WebhookCall } from './admission.ts';
import { runWebhooks } from './admission.ts';
import { withBootstrapPolicy } from './bootstrappolicy.ts';
import { validateBuiltin } from './builtinvalidation.ts';
import { validateRules } from './cel/validate.ts';
import { continueListError } from './continuetoken.ts';
import { type ConversionCall, convertEvent, convertVersion, inVersion } from './conversion.ts';
import { decodeBuiltinBody } from './decode.ts';
import { defaultBuiltin } from './defaults.ts';
import { checkEscalation } from './escalation.ts';
import type { GcEnv } from './gc.ts';
import { gcRound } from './gc.ts';
import { validateJobStatusUpdate } from './jobstatus.ts';
import { kubernetesServiceCreate } from './kubernetesservice.ts';
import { validateListSetsAndMaps } from './listtype.ts';
import type { FieldPath, ListKindResolver, Ownership, PathElement } from './managedfields.ts';
import {
  builtinListKind,
  crdApplySchema,
  recordUpdate,
  apply as serverSideApply,
  typedApplyErrors,
} from './managedfields.ts';
import { SimNetwork } from './network.ts';
import { Seeded, validateObjectMeta } from './objectmeta.ts';
import type { JsonPatchOp } from './patch.ts';
import { jsonPatch, mergePatch, PatchError, strategicMergePatch } from './patch.ts';
import { goPrintValue, jsonPatchedDocument, mergePatchedDocument } from './patchdoc.ts';
import { PodAdmission } from './podadmission.ts';
import { warningsOnCreate, warningsOnUpdate } from './podwarnings.ts';
import type { Attributes, Decision } from './rbac.ts';
import { authorize, forbiddenError } from './rbac.ts';
import type { ResourceInfo } from './registry.ts';
import { apiVersionOf, grOf, Registry } from './registry.ts';
import { answerReview, isReviewResource } from './reviews.ts';
import { replicasOf, scaleOf, validateCrdScaleSpec, validateScale, withReplicas } from './scale.ts';
import { applyDefaults, propertySchema, prune, validate as validateSchema } from './schema.ts';
import type { FieldRequirement, LabelSelector } from './selectors.ts';
import {
  BUILTIN_FIELD_ZEROS,
  fieldsMatch,
  labelsMatch,
  parseFieldSelector,
  parseLabelSelector,
  SelectorParseError,
} from './selectors.ts';
import type { FieldError, Status } from './status.ts';
import {
  alreadyExists,
  badRequest,
  conflict,
  fieldErr,
  forbidden,
  goQuote,
  internalError,
  invalid,
  noMethodRoute,
  noRoute,
  notFound,
  OPTIMISTIC_LOCK_MSG,
  StatusError,
  unknownInternal,
  unprocessableEntity,
} from './status.ts';
import type { StoreEvent } from './store.ts';
import { ObjectStore } from './store.ts';
import {
  fillStatusZeros,
  initialStatus,
  prepareForCreate,
  prepareForUpdate,
  ServiceAllocators,
} from './strategy.ts';
import { answerTokenRequest, TokenIssuer } from './tokenrequest.ts';
import { builtinDecoding, type Decoded } from './typed-decode.ts';
import type { Clock, GroupResource, Json, JsonObject, KubeObject, UserInfo } from './types.ts';
import {
  canonicalJson,
  deepCopy,
  goMarshal,
  isObject,
  jsonEqual,
  metaOf,
  parseApiVersion,
  rfc3339,
  str,
} from './types.ts';
import { validateBuiltinUpdate, validateWorkload } from './workloadvalidation.ts';

/** What admission sees through /scale, whatever the parent ([K8S] ScaleREST GroupVersionKind). */
const SCALE_KIND = { group: 'autoscaling', version: 'v1', kind: 'Scale' };
const ENDPOINTS_DEPRECATED = 'v1 Endpoints is deprecated in v1.33+; use discovery.k8s.io/v1 EndpointSlice';

export type RequestContext = {
  user: UserInfo;
  /** default field manager when the request names none (client-go sends the binary name as User-Agent) */
  userAgent?: string;
  clientPath?: ClientPath;
  callSite?: CallSite;
};

export type Target = { group: string; version: string; resource: string; namespace?: string };

export type PatchType = 'merge' | 'strategic' | 'json' | 'apply';
export type PropagationPolicy = 'Background' | 'Foreground' | 'Orphan';
/** DeleteOptions.propagationPolicy as a client sent it: any string, refused by the server's validation. */
export type RequestedPropagation = PropagationPolicy | (string & {});

/** What decoding a patched object found: warnings to add, or the Status that refuses the patch. */
export type PatchedDecode = Decoded;

/**
 * What the REST layer's decoding of a request body found. The real server reads and decodes the body in
 * the handler, after the authorization filter: a caller who may not write gets 403 whatever the body,
 * so the API server answers a decoding failure only once authorization passed.
 */
type BodyDecoded = {
  decoded?: PatchedDecode;
  /**
   * The request's fieldValidation (absent: the server's default, Warn). A custom resource's codec
   * reports the fields its schema prunes only under Warn (warnings) and Strict (the REST layer's error
   * for a body; a patch's here), not under Ignore ([AX] customresource_handler.go schemaCoercingDecoder).
   */
  fieldValidation?: 'Strict' | 'Warn' | 'Ignore';
};

/**
 * A create or update body that is a typed Go object's encoding (a typed client's): it decodes into its
 * Go type by construction, so the server does not decode it again. Other bodies written in process
 * (unstructured, dynamic) are decoded once, where the REST layer's decoding is answered.
 */
type TypedBody = { typed?: boolean };

export type ApiRequest =
  | (Target & { verb: 'get'; name: string; subresource?: string })
  | (Target & {
      verb: 'list';
      labelSelector?: string;
      fieldSelector?: string;
      /** a page's token and the resourceVersion sent beside it, checked as etcd3 GetList checks them */
      continue?: string;
      resourceVersion?: string;
    })
  | (Target &
      BodyDecoded &
      TypedBody & {
        verb: 'create';
        body: KubeObject;
        dryRun?: boolean;
        fieldManager?: string;
        /** a create on a subresource of a named object: a ServiceAccount's `token` (TokenRequest) */
        name?: string;
        subresource?: string;
      })
  | (Target &
      BodyDecoded &
      TypedBody & {
        verb: 'update';
        name: string;
        body: KubeObject;
        subresource?: string;
        dryRun?: boolean;
        fieldManager?: string;
      })
  | (Target &
      BodyDecoded & {
        verb: 'patch';
        name: string;
        patchType: PatchType;
        patch: Json;
        subresource?: string;
        dryRun?: boolean;
        fieldManager?: string;
        force?: boolean;
        /**
         * The REST layer's strict decoding of a JSON or merge patch's result (built-in kinds): runs after
         * authorization, as the decode follows the filters in the real server; may drop unknown fields
         * from `patched`, warn, or refuse with a Status.
         */
        decodePatched?: (current: KubeObject, patched: KubeObject) => PatchedDecode;
        /**
         * The REST layer's view of an object as the server's JSON encoding of its Go type orders it,
         * used where an error quotes an encoded object; without it the stored order stands in.
         */
        typedOrder?: (o: KubeObject) => KubeObject;
      })
  | (Target & {
      verb: 'delete';
      name: string;
      propagationPolicy?: RequestedPropagation;
      /** the deprecated DeleteOptions.orphanDependents (true: the policy Orphan, false: Background) */
      orphanDependents?: boolean;
      preconditions?: { uid?: string; resourceVersion?: string };
      dryRun?: boolean;
      /** DeleteOptions.gracePeriodSeconds: only pods delete gracefully. */
      gracePeriodSeconds?: number;
    })
  | (Target & {
      verb: 'deletecollection';
      labelSelector?: string;
      fieldSelector?: string;
      propagationPolicy?: RequestedPropagation;
      /** DeleteOptions reach each item's delete as they came ([AS] registry/generic/registry/store.go DeleteCollection) */
      orphanDependents?: boolean;
      gracePeriodSeconds?: number;
      dryRun?: boolean;
    });

export type ApiResponse =
  | { ok: true; code: number; object: KubeObject; warnings: string[] }
  | { ok: false; code: number; status: Status; warnings: string[] };

/** A watch event; ERROR (a `metav1.Status`) is the last one: the server closes the watch after it. */
export type WatchEvent =
  | { type: 'ADDED' | 'MODIFIED' | 'DELETED'; object: KubeObject }
  | { type: 'ERROR'; object: Status };

export type WatchRequest = Target & {
  resourceVersion?: string;
  labelSelector?: string;
  fieldSelector?: string;
};

export type WatchResult =
  | {
      ok: true;
      stop: () => void;
      resourceVersion: string;
      /** the watch already ended (its ERROR event delivered): the response closes after it */
      closed?: boolean;
    }
  | { ok: false; status: Status };

export type ApiServerOptions = {
  clock: Clock;
  seed?: number;
  network?: SimNetwork;
  trace?: Trace;
  /** run garbage collection and namespace cleanup right after each delete (default), or only on collectGarbage() */
  garbageCollection?: 'immediate' | 'manual';
  /**
   * With 'immediate': hand the collection to this scheduler instead of running it before the
   * request returns. kube-controller-manager's garbage collector works from its own informers, so a
   * client that deletes an owner with Foreground and reads it back at once finds it still there,
   * with deletionTimestamp and the `foregroundDeletion` finalizer (kubernetes
   * pkg/controller/garbagecollector/graph_builder.go processGraphChanges).
   */
  scheduleGarbageCollection?: (collect: () => void) => void;
  /**
   * The default admission plugins' Pod mutations (podadmission.ts). `true`: ServiceAccount, Priority
   * and DefaultTolerationSeconds, for the clusters whose controller manager keeps a `default`
   * ServiceAccount in every namespace (the terminal's, `oplab cluster serve`, `--cluster kind`). Otherwise envtest's
   * set: Priority and DefaultTolerationSeconds only, as envtest starts kube-apiserver with
   * `--disable-admission-plugins=ServiceAccount` (controller-runtime
   * pkg/internal/testing/controlplane/apiserver.go, defaultArgs) and no controller manager makes
   * service accounts.
   */
  podAdmission?: boolean;
};

/** The apiextensions controllers run inside kube-apiserver on its loopback client. */
const CRD_CONTROLLER_USER: UserInfo = { username: 'system:apiserver', groups: ['system:authenticated'] };

/** Cluster admin identity (kubeadm / envtest admin): bypasses RBAC through system:masters. */
export const ADMIN_USER: UserInfo = {
  username: 'kubernetes-admin',
  groups: ['system:masters', 'system:authenticated'],
};

type Outcome = {
  response: ApiResponse;
  rvSent: string;
  rvStored: string;
  authorization: Decision;
  webhooks: WebhookCall[];
  noop: boolean;
  details?: Record<string, string>;
  /** a write to the status subresource that was stored: did .status itself change? */
  statusChanged?: boolean;
};

class Abort {
  readonly error: StatusError;
  /** the authorizer's denial when it came after the request's own authorization (create on apply) */
  readonly authorization?: Decision;
  /** warnings the request gathered before it failed (sent with the error, as kube-apiserver does) */
  readonly warnings: readonly string[];
  constructor(error: StatusError, authorization?: Decision, warnings: readonly string[] = []) {
    this.error = error;
    this.authorization = authorization;
    this.warnings = warnings;
  }
}

export class ApiServer {
  readonly registry = new Registry();
  readonly store = new ObjectStore();
  /** service account tokens the server issued (TokenReview) */
  /** Issued tokens; a bound one lives while its object does (the same name and uid). */
  readonly tokens = new TokenIssuer((b) => {
    const o = this.store.get(ObjectStore.tableKey('', b.resource), b.namespace, b.name);
    return o !== undefined && str(metaOf(JSON.parse(o.json) as KubeObject).uid) === b.uid;
  });
  readonly network: SimNetwork;
  readonly clock: Clock;
  readonly trace: Trace | undefined;
  private random: Seeded;
  private readonly gcMode: 'immediate' | 'manual';
  private readonly allocators = new ServiceAllocators();
  private readonly podAdmission: PodAdmission;
  private inGc = false;
  private gcPending = false;
  private gcScheduled = false;
  private readonly scheduleGc: ((collect: () => void) => void) | undefined;
  private bootstrapping = true;
  /** >0 while the server reads its own objects for a response (discovery): no trace entries. */
  private silent = 0;
  /**
   * Consulted for each request once it is authorized: a StatusError answers it instead of the
   * storage (a scenario's refused request, e.g. etcd timing out on one delete). Set by the kube env.
   */
  refuse?: (ctx: RequestContext, req: ApiRequest) => StatusError | undefined;
  private readonly gcEnv: GcEnv = {
    store: this.store,
    registry: this.registry,
    internal: (user, req) => this.internal(user, req),
    now: () => this.clock.now(),
    reportedInvalidNamespace: new Set(),
  };

  constructor(opts: ApiServerOptions) {
    this.clock = opts.clock;
    this.random = new Seeded(opts.seed ?? 1);
    this.network = opts.network ?? new SimNetwork();
    this.trace = opts.trace;
    this.gcMode = opts.garbageCollection ?? 'immediate';
    this.scheduleGc = opts.scheduleGarbageCollection;
    this.podAdmission = new PodAdmission({ serviceAccount: opts.podAdmission === true });
    // Namespaces every cluster starts with; `kubernetes` Service at the first ClusterIP.
    for (const ns of ['default', 'kube-system', 'kube-public', 'kube-node-lease']) {
      this.internal(ADMIN_USER, {
        verb: 'create',
        group: '',
        version: 'v1',
        resource: 'namespaces',
        body: { metadata: { name: ns } },
      });
    }
    this.bootstrapKubernetesService();
    this.bootstrapping = false;
  }

  /**
   * The `kubernetes` Service in `default`, which kube-apiserver's own controller creates once the
   * namespace exists (kubernetes pkg/controlplane/controller/kubernetesservice/controller.go
   * CreateOrUpdateMasterServiceIfNeeded: port "https" 443 to the secure port 6443, labels
   * component=apiserver and provider=kubernetes, the service range's first IP), so envtest has it
   * too. Its Endpoints and EndpointSlice carry the API server's advertise address: envtest's is
   * 127.0.0.1, which Endpoints validation refuses (loopback), so only the clusters with a node
   * address write them (src/kube/cluster/namespaces.ts). Its uid comes from a sequence of its own,
   * so the objects a run creates keep theirs.
   */
  private bootstrapKubernetesService(): void {
    const random = this.random;
    this.random = new Seeded(0x6b383373);
    this.internal(ADMIN_USER, kubernetesServiceCreate());
    this.random = random;
  }

  // ---- public API ------------------------------------------------------------------------------------

  handle(ctx: RequestContext, req: ApiRequest): ApiResponse {
    const started = this.clock.now();
    let out: Outcome;
    const authz: { d: Decision } = { d: { kind: 'allow', reason: '' } };
    const hooks: WebhookCall[] = [];
    try {
      out = this.dispatch(ctx, req, authz, hooks);
    } catch (e) {
      const err =
        e instanceof Abort
          ? e.error
          : e instanceof StatusError
            ? e
            : unknownInternal(String(e instanceof Error ? e.message : e));
      out = {
        response: {
          ok: false,
          code: err.status.code,
          status: err.status,
          warnings: e instanceof Abort ? [...e.warnings] : [],
        },
        rvSent: rvOfRequest(req),
        rvStored: '',
        authorization: e instanceof Abort && e.authorization ? e.authorization : authz.d,
        webhooks: hooks,
        noop: false,
        // a refused patch is traced with its type as a stored one is (the collector's 415 on a
        // strategic merge patch of a custom resource, an undecodable body)
        ...(req.verb === 'patch' ? { details: patchDetails(req) } : {}),
      };
    }
    // v1 Endpoints is deprecated since 1.33: every request for it carries the warning (kubectl prints
    // it; client-go logs it), the rest of the answer unchanged
    if (req.group === '' && req.resource === 'endpoints')
      out.response = { ...out.response, warnings: [...out.response.warnings, ENDPOINTS_DEPRECATED] };
    this.recordCall(ctx, req, out, started);
    if (
      !this.gcPending &&
      (req.verb === 'create' || req.verb === 'update' || req.verb === 'patch') &&
      req.dryRun !== true &&
      out.response.ok &&
      this.ownerRefsNeedCollector(out.response.object)
    )
      this.gcPending = true;
    if (this.gcPending && !this.inGc && this.gcMode === 'immediate') {
      const schedule = this.scheduleGc;
      if (schedule === undefined || this.bootstrapping) this.collectGarbage();
      else if (!this.gcScheduled) {
        this.gcScheduled = true;
        schedule(() => {
          if (!this.gcScheduled) return; // settled already
          this.gcScheduled = false;
          this.collectGarbage();
        });
      }
    }
    return out.response;
  }

  /**
   * The authorization filter alone ([AS] endpoints/filters/authorization.go), for a request the REST
   * routes then refuse: the filter runs before go-restful looks for a route, so a method no route
   * takes is first authorized with the verb RequestInfo gave it. The denial's Status, if any.
   */
  authorizeOnly(
    ctx: RequestContext,
    a: {
      verb: string;
      group: string;
      resource: string;
      subresource: string;
      namespace: string;
      name: string;
    },
  ): Status | undefined {
    const attrs: Attributes = {
      user: ctx.user,
      verb: a.verb,
      apiGroup: a.group,
      resource: a.resource,
      subresource: a.subresource,
      namespace: a.namespace,
      name: a.name,
    };
    const d = authorize(this.rbacReader, attrs);
    return d.kind === 'deny' ? forbiddenError(attrs, d.reason).status : undefined;
  }

  /**
   * The authorization filter for a non-resource request (discovery, /version, /healthz, /metrics, any
   * path RequestInfo does not parse as a resource): the verb is the method in lower case and the
   * path is the URL's, matched against nonResourceURLs rules ([AS] endpoints/request/requestinfo.go
   * NewRequestInfo). The denial's Status, if any.
   */
  authorizeNonResource(ctx: RequestContext, verb: string, path: string): Status | undefined {
    const attrs: Attributes = {
      user: ctx.user,
      verb,
      apiGroup: '',
      resource: '',
      subresource: '',
      namespace: '',
      name: '',
      path,
    };
    const d = authorize(this.rbacReader, attrs);
    return d.kind === 'deny' ? forbiddenError(attrs, d.reason).status : undefined;
  }

  get(ctx: RequestContext, t: Target, name: string, subresource?: string): ApiResponse {
    return this.handle(ctx, { ...t, verb: 'get', name, subresource });
  }
  /** `fn` untraced: what the API server reads of itself to answer (a CRD for discovery) is no API call. */
  internally<T>(fn: () => T): T {
    this.silent++;
    try {
      return fn();
    } finally {
      this.silent--;
    }
  }
  list(
    ctx: RequestContext,
    t: Target,
    opts: {
      labelSelector?: string;
      fieldSelector?: string;
      continue?: string;
      resourceVersion?: string;
    } = {},
  ): ApiResponse {
    return this.handle(ctx, { ...t, verb: 'list', ...opts });
  }
  create(
    ctx: RequestContext,
    t: Target,
    body: KubeObject,
    opts: { dryRun?: boolean; fieldManager?: string; typed?: boolean } = {},
  ): ApiResponse {
    return this.handle(ctx, { ...t, verb: 'create', body, ...opts });
  }
  update(
    ctx: RequestContext,
    t: Target,
    body: KubeObject,
    opts: { subresource?: string; dryRun?: boolean; fieldManager?: string; typed?: boolean } = {},
  ): ApiResponse {
    return this.handle(ctx, { ...t, verb: 'update', name: str(metaOf(body).name), body, ...opts });
  }
  patch(
    ctx: RequestContext,
    t: Target,
    name: string,
    patchType: PatchType,
    patch: Json,
    opts: {
      subresource?: string;
      dryRun?: boolean;
      fieldManager?: string;
      force?: boolean;
      decoded?: PatchedDecode;
    } = {},
  ): ApiResponse {
    return this.handle(ctx, { ...t, verb: 'patch', name, patchType, patch, ...opts });
  }
  delete(
    ctx: RequestContext,
    t: Target,
    name: string,
    opts: {
      propagationPolicy?: RequestedPropagation;
      orphanDependents?: boolean;
      preconditions?: { uid?: string; resourceVersion?: string };
      dryRun?: boolean;
      gracePeriodSeconds?: number;
    } = {},
  ): ApiResponse {
    return this.handle(ctx, { ...t, verb: 'delete', name, ...opts });
  }
  deleteCollection(
    ctx: RequestContext,
    t: Target,
    opts: {
      labelSelector?: string;
      fieldSelector?: string;
      propagationPolicy?: RequestedPropagation;
      orphanDependents?: boolean;
      gracePeriodSeconds?: number;
      dryRun?: boolean;
    } = {},
  ): ApiResponse {
    return this.handle(ctx, { ...t, verb: 'deletecollection', ...opts });
  }

  /** Resource info for a kind, e.g. to map a Go type's GVK to its resource. */
  resourceFor(group: string, version: string, kind: string): ResourceInfo | undefined {
    return this.registry.lookupKind({ group, version, kind });
  }

  currentResourceVersion(): string {
    return String(this.store.currentRevision());
  }

  /**
   * Start a watch: synchronous delivery of every committed change, in commit order. Without a
   * resourceVersion (or "0") the current objects arrive first as ADDED; with one, history after it is
   * replayed. One older than the kept history is a watch that answers 200 with a single ERROR event
   * (410 Expired) and closes, as the cacher's errWatcher ([AS] pkg/storage/cacher/cacher.go Watch:
   * "once we have passed authn/authz/admission, and successfully parsed a resource version, other
   * errors must fail with a watch event of type ERROR"); one that is not a number fails the request
   * (ParseResourceVersion's error, not a Status: 500).
   */
  watch(ctx: RequestContext, req: WatchRequest, handler: (e: WatchEvent) => void): WatchResult {
    const started = this.clock.now();
    const authz: { d: Decision } = { d: { kind: 'allow', reason: '' } };
    const namespace = req.namespace ?? '';
    const fakeReq: ApiRequest = {
      verb: 'list',
      group: req.group,
      version: req.version,
      resource: req.resource,
      namespace,
    };
    let info: ResourceInfo;
    let label: LabelSelector;
    let fields: FieldRequirement[];
    try {
      info = this.route(fakeReq);
      this.authorize(ctx, 'watch', info, '', namespace, '', authz);
      ({ label, fields } = this.selectors(info, req.labelSelector, req.fieldSelector));
    } catch (e) {
      const err = e instanceof Abort ? e.error : (e as StatusError);
      this.recordCall(
        ctx,
        { ...fakeReq, verb: 'list' },
        {
          response: { ok: false, code: err.status.code, status: err.status, warnings: [] },
          rvSent: req.resourceVersion ?? '',
          rvStored: '',
          authorization: authz.d,
          webhooks: [],
          noop: false,
        },
        started,
        'watch',
      );
      return { ok: false, status: err.status };
    }
    const table = tableOf(info);
    const matches = (json: string | undefined): KubeObject | undefined => {
      if (json === undefined) return undefined;
      const o = JSON.parse(json) as KubeObject;
      const m = metaOf(o);
      if (namespace !== '' && str(m.namespace) !== namespace) return undefined;
      if (!labelsMatch(label, isObject(m.labels) ? m.labels : undefined)) return undefined;
      if (!fieldsMatch(fields, o)) return undefined;
      try {
        return this.present(info, o);
      } catch (e) {
        // an object the conversion webhook cannot convert is not delivered (the real watch
        // decoder errors out; the informer relists)
        if (e instanceof Abort) return undefined;
        throw e;
      }
    };
    const deliver = (e: StoreEvent) => {
      if (e.table !== table) return;
      const now = matches(e.json);
      const before = matches(e.prevJson);
      if (e.type === 'DELETED') {
        if (before) handler({ type: 'DELETED', object: now ?? withRv(before, e.rv) });
        return;
      }
      if (now && before) handler({ type: 'MODIFIED', object: now });
      else if (now) handler({ type: 'ADDED', object: now });
      else if (before) handler({ type: 'DELETED', object: withRv(before, e.rv) });
    };
    const rv = req.resourceVersion ?? '';
    let startRv = this.store.currentRevision();
    const record = (response: ApiResponse) =>
      this.recordCall(
        ctx,
        fakeReq,
        {
          response,
          rvSent: rv,
          rvStored: String(startRv),
          authorization: authz.d,
          webhooks: [],
          noop: false,
        },
        started,
        'watch',
      );
    let expired: Status | undefined;
    let floor = 0;
    if (rv === '' || rv === '0') {
      for (const s of this.store.list(table, info.namespaced && namespace !== '' ? namespace : undefined)) {
        const o = matches(s.json);
        if (o) handler({ type: 'ADDED', object: o });
      }
    } else {
      // APIObjectVersioner.ParseResourceVersion: strconv.ParseUint(rv, 10, 64)
      const digits = rv.replace(/^0+(?=\d)/, '');
      const bad = !/^\d+$/.test(rv)
        ? 'invalid syntax'
        : digits.length > 20 || (digits.length === 20 && digits > '18446744073709551615')
          ? 'value out of range'
          : '';
      if (bad !== '') {
        const q = goQuote(rv);
        const err = unknownInternal(
          `resourceVersion: Invalid value: ${q}: strconv.ParseUint: parsing ${q}: ${bad}`,
        );
        record({ ok: false, code: err.status.code, status: err.status, warnings: [] });
        return { ok: false, status: err.status };
      }
      const since = Number(rv);
      const events = this.store.eventsSince(table, since);
      if (events === undefined) {
        // errors.NewResourceExpired ([AS] watch_cache_history.go GetIntervalLocked)
        expired = {
          kind: 'Status',
          apiVersion: 'v1',
          metadata: {},
          status: 'Failure',
          message: `too old resource version: ${rv} (${this.store.oldestReplayable(table)})`,
          reason: 'Expired',
          code: 410,
        };
      } else {
        for (const e of events) deliver(e);
        // a resourceVersion the server has not reached: no error, the watch sends only the events
        // after it ([AS] cacher.go Watch: getAllEventsSinceLocked's empty interval; cache_watcher.go
        // processInterval: `event.ResourceVersion > resourceVersion`)
        floor = since;
        startRv = Math.max(since, startRv);
      }
    }
    record({ ok: true, code: 200, object: {}, warnings: [] });
    if (expired !== undefined) {
      handler({ type: 'ERROR', object: expired });
      return { ok: true, stop: () => {}, resourceVersion: String(startRv), closed: true };
    }
    const unsubscribe = this.store.subscribe(floor > 0 ? (e) => e.rv > floor && deliver(e) : deliver);
    return { ok: true, stop: unsubscribe, resourceVersion: String(startRv) };
  }

  /**
   * An object written with an owner reference that names no such owner (another uid, absent, or a
   * namespaced owner of another namespace): the collector's graph builder queues it as soon as it sees
   * it (kubernetes pkg/controller/garbagecollector/graph_builder.go addDependentToOwners: a virtual
   * owner node goes to attemptToDelete; an observed owner in another namespace is reported and the
   * dependent queued), so it is collected without waiting for some deletion.
   */
  private ownerRefsNeedCollector(obj: KubeObject): boolean {
    const m = metaOf(obj);
    if (!Array.isArray(m.ownerReferences)) return false;
    for (const r of m.ownerReferences) {
      if (!isObject(r)) continue;
      const av = str(r.apiVersion);
      const slash = av.indexOf('/');
      const info = this.registry.lookupKind({
        group: slash < 0 ? '' : av.slice(0, slash),
        version: slash < 0 ? av : av.slice(slash + 1),
        kind: str(r.kind),
      });
      if (info === undefined) return true;
      const owner = this.store.get(tableOf(info), info.namespaced ? str(m.namespace) : '', str(r.name));
      if (owner === undefined || str(metaOf(owner.obj).uid) !== str(r.uid)) return true;
    }
    return false;
  }

  /**
   * A collection scheduled on the clock that has not come due yet, run now: the program ended (the
   * cluster's controllers go on without it), so the objects it leaves are those the collector leaves.
   */
  settleGarbageCollection(): void {
    if (!this.gcScheduled) return;
    this.gcScheduled = false;
    this.collectGarbage();
  }

  /** Run the garbage collector and namespace controller until nothing changes. */
  collectGarbage(): void {
    if (this.inGc) return;
    this.inGc = true;
    try {
      for (let round = 0; round < 100; round++) {
        this.gcPending = false;
        const changed = gcRound(this.gcEnv) || this.finalizeCRDs();
        if (!changed && !this.gcPending) break;
      }
    } finally {
      this.inGc = false;
      this.gcPending = false;
    }
  }

  // ---- dispatch --------------------------------------------------------------------------------------

  private dispatch(
    ctx: RequestContext,
    req: ApiRequest,
    authz: { d: Decision },
    hooks: WebhookCall[],
  ): Outcome {
    const info = this.route(req);
    const ns = info.namespaced ? (req.namespace ?? '') : '';
    const name = 'name' in req ? req.name : '';
    const sub = 'subresource' in req ? (req.subresource ?? '') : '';
    this.authorize(ctx, req.verb, info, sub, ns, name ?? '', authz);
    if (
      info.builtin &&
      info.namespaced &&
      ns === '' &&
      (req.verb === 'create' || req.verb === 'deletecollection')
    )
      throw new Abort(noMethodRoute());
    if (req.verb === 'delete' || req.verb === 'deletecollection') {
      const bad = deleteOptionsErrors(req.propagationPolicy, req.orphanDependents);
      if (bad.length > 0) throw new Abort(invalid('meta.k8s.io', 'DeleteOptions', '', bad));
    }
    const refusal = this.bootstrapping ? undefined : this.refuse?.(ctx, req);
    if (refusal !== undefined) throw new Abort(refusal);
    const base = { rvSent: rvOfRequest(req), authorization: authz.d, webhooks: hooks, noop: false };
    const decoded = this.decodedBody(ctx, info, req);
    if (decoded && !decoded.ok) throw new Abort(new StatusError(decoded.status));
    if (decoded && decoded.warnings.length > 0) {
      // the decoder's warnings come before admission's ([AS] handlers/create.go)
      const out = this.allocating(info, req, () =>
        this.dispatchAuthorized(ctx, req, info, ns, sub, base, hooks),
      );
      return {
        ...out,
        response: { ...out.response, warnings: [...decoded.warnings, ...out.response.warnings] },
      };
    }
    return this.allocating(info, req, () => this.dispatchAuthorized(ctx, req, info, ns, sub, base, hooks));
  }

  /**
   * What decoding the request's body found: the REST layer's decoding over HTTP; in process, a
   * built-in kind's create or update body that is no typed Go object's encoding is decoded here by the
   * bound decoding (typed-decode.ts), which drops its unknown fields from `req.body` (a copy). The
   * cluster's own components write objects they decoded: theirs are not decoded again.
   */
  private decodedBody(ctx: RequestContext, info: ResourceInfo, req: ApiRequest): PatchedDecode | undefined {
    if (!('decoded' in req) && (req.verb === 'create' || req.verb === 'update')) {
      const d = ctx.clientPath === 'internal' ? undefined : builtinDecoding();
      // a subresource's body other than status is another kind (a Scale, a TokenRequest)
      const sub = req.subresource ?? 'status';
      if (!info.builtin || req.typed || d === undefined || !isObject(req.body) || sub !== 'status')
        return undefined;
      req.body = deepCopy(req.body);
      return d.body(info, req.body);
    }
    return 'decoded' in req ? req.decoded : undefined;
  }

  /**
   * A Service write's allocations are a transaction in the Service storage: a write that fails, or a
   * dry run, gives back what it allocated, so the next dynamic cluster IP and node port are the ones
   * it would have been without it.
   */
  private allocating(info: ResourceInfo, req: ApiRequest, write: () => Outcome): Outcome {
    if (
      info.group !== '' ||
      info.resource !== 'services' ||
      !['create', 'update', 'patch'].includes(req.verb)
    )
      return write();
    const restore = this.allocators.snapshot();
    let kept = false;
    try {
      const out = write();
      kept = out.response.ok && !('dryRun' in req && req.dryRun);
      return out;
    } finally {
      if (!kept) restore();
    }
  }

  private dispatchAuthorized(
    ctx: RequestContext,
    req: ApiRequest,
    info: ResourceInfo,
    ns: string,
    sub: string,
    base: Pick<Outcome, 'rvSent' | 'authorization' | 'webhooks' | 'noop'>,
    hooks: WebhookCall[],
  ): Outcome {
    if (sub === 'scale' && info.scale !== undefined)
      return { ...base, ...this.doScale(ctx, req, info, ns, hooks) };
    switch (req.verb) {
      case 'get': {
        const stored = this.mustGet(info, ns, req.name, sub);
        const o = this.present(info, JSON.parse(stored.json), hooks);
        return { ...base, response: ok(200, o), rvStored: String(stored.rv) };
      }
      case 'list': {
        const { label, fields } = this.selectors(info, req.labelSelector, req.fieldSelector);
        const badContinue = continueListError(req.continue ?? '', req.resourceVersion);
        if (badContinue !== undefined) throw new Abort(badRequest(badContinue));
        const items: KubeObject[] = [];
        for (const s of this.store.list(tableOf(info), info.namespaced && ns !== '' ? ns : undefined)) {
          const m = s.obj.metadata as JsonObject;
          if (!labelsMatch(label, isObject(m.labels) ? m.labels : undefined)) continue;
          if (fields.length > 0 && !fieldsMatch(fields, s.obj)) continue;
          items.push(this.present(info, JSON.parse(s.json), hooks));
        }
        const rv = String(this.store.currentRevision());
        const list: KubeObject = {
          apiVersion: apiVersionOf(info),
          kind: info.listKind,
          metadata: { resourceVersion: rv },
          items,
        };
        return { ...base, response: ok(200, list), rvStored: rv, details: selectorDetails(req) };
      }
      case 'create':
        if (sub !== '') {
          if (sub !== 'token' || info.group !== '' || info.resource !== 'serviceaccounts')
            throw new Abort(noRoute());
          const sa = this.mustGet(info, ns, req.name ?? '', '');
          const answer = answerTokenRequest(
            isObject(req.body) ? req.body : {},
            JSON.parse(sa.json) as KubeObject,
            this.clock.now(),
            this.tokens,
            this.random.uid(),
            (resource, namespace, name) => {
              const o = this.store.get(ObjectStore.tableKey('', resource), namespace, name);
              return o ? (JSON.parse(o.json) as KubeObject) : undefined;
            },
          );
          if (answer instanceof StatusError) throw new Abort(answer);
          return { ...base, response: ok(201, answer), rvStored: '' };
        }
        if (isReviewResource(info)) {
          const o = answerReview(
            info,
            req.body,
            this.tokens,
            (a) => authorize(this.rbacReader, a),
            this.clock.now(),
          );
          return { ...base, response: ok(201, o), rvStored: '' };
        }
        return { ...base, ...this.doCreate(ctx, info, ns, req.body, req, hooks) };
      case 'update':
        return { ...base, ...this.doUpdate(ctx, info, ns, req.name, sub, req.body, req, hooks) };
      case 'patch':
        return { ...base, ...this.doPatch(ctx, info, ns, req, hooks) };
      case 'delete':
        return { ...base, ...this.doDelete(ctx, info, ns, req.name, req, hooks) };
      case 'deletecollection': {
        const { label, fields } = this.selectors(info, req.labelSelector, req.fieldSelector);
        const items: KubeObject[] = [];
        for (const s of this.store.list(tableOf(info), info.namespaced && ns !== '' ? ns : undefined)) {
          const m = s.obj.metadata as JsonObject;
          if (!labelsMatch(label, isObject(m.labels) ? m.labels : undefined) || !fieldsMatch(fields, s.obj))
            continue;
          const r = this.doDelete(
            ctx,
            info,
            str(m.namespace),
            str(m.name),
            {
              propagationPolicy: req.propagationPolicy,
              orphanDependents: req.orphanDependents,
              gracePeriodSeconds: req.gracePeriodSeconds,
              dryRun: req.dryRun,
            },
            hooks,
          );
          if (r.response.ok) items.push(r.response.object);
        }
        const rv = String(this.store.currentRevision());
        const list: KubeObject = {
          apiVersion: apiVersionOf(info),
          kind: info.listKind,
          metadata: { resourceVersion: rv },
          items,
        };
        return { ...base, response: ok(200, list), rvStored: rv, details: selectorDetails(req) };
      }
    }
  }

  /** Route: unknown resources and wrong scope have no handler (go-restful / CRD handler 404s). */
  private route(req: ApiRequest): ResourceInfo {
    const info = this.registry.lookup(req);
    if (!info) throw new Abort(noRoute());
    const ns = req.namespace ?? '';
    if (!info.namespaced && ns !== '') throw new Abort(noRoute());
    const named = 'name' in req;
    const needsNs =
      info.namespaced && ns === '' && (named || req.verb === 'create' || req.verb === 'deletecollection');
    if (needsNs) {
      // the cluster-wide collection path of a built-in kind exists (LIST, WATCH): another method there is
      // a 405, which dispatch answers once the request is authorized (the filter chain comes first)
      if (info.builtin) {
        if (named) throw new Abort(noRoute());
        return info;
      }
      // CRDs: the CRD handler delegates to the not-found handler, a plain-text 404; client-go turns it into
      // `the server could not find the requested resource (<verb> <resource> <name>)` ([AX] customresource_handler.go)
      const gr = info.group === '' ? info.resource : `${info.resource}.${info.group}`;
      const suffix = named
        ? ` (${req.verb === 'update' ? 'put' : req.verb} ${gr} ${(req as { name: string }).name})`
        : ` (${req.verb === 'create' ? 'post' : req.verb} ${gr})`;
      throw new Abort(
        new StatusError({
          kind: 'Status',
          apiVersion: 'v1',
          metadata: {},
          status: 'Failure',
          message: `the server could not find the requested resource${suffix}`,
          reason: 'NotFound',
          details: {
            kind: info.resource,
            group: info.group || undefined,
            ...(named ? { name: (req as { name: string }).name } : {}),
            causes: [{ reason: 'UnexpectedServerResponse', message: '404 page not found' }],
          },
          code: 404,
        }),
      );
    }
    if ('name' in req && req.name === '') throw new Abort(noRoute());
    return info;
  }

  private authorize(
    ctx: RequestContext,
    verb: string,
    info: ResourceInfo,
    sub: string,
    ns: string,
    name: string,
    out: { d: Decision },
  ): void {
    const attrs: Attributes = {
      user: ctx.user,
      verb,
      apiGroup: info.group,
      resource: info.resource,
      subresource: sub,
      namespace: ns,
      name,
    };
    const d = authorize(this.rbacReader, attrs);
    out.d = d;
    if (d.kind === 'deny') throw new Abort(forbiddenError(attrs, d.reason));
  }

  private readonly rbacReader = withBootstrapPolicy({
    list: (resource: string, namespace?: string): KubeObject[] =>
      this.store
        .list(ObjectStore.tableKey('rbac.authorization.k8s.io', resource), namespace)
        .map((s) => s.obj),
    get: (resource: string, namespace: string, name: string): KubeObject | undefined =>
      this.store.get(ObjectStore.tableKey('rbac.authorization.k8s.io', resource), namespace, name)?.obj,
  });

  private selectors(
    info: ResourceInfo,
    labelSelector?: string,
    fieldSelector?: string,
  ): { label: LabelSelector; fields: FieldRequirement[] } {
    let label: LabelSelector;
    let fields: FieldRequirement[];
    try {
      label = parseLabelSelector(labelSelector ?? '');
      fields = parseFieldSelector(fieldSelector ?? '');
    } catch (e) {
      if (e instanceof SelectorParseError) throw new Abort(badRequest(e.message));
      throw e;
    }
    // A built-in kind with fields of its own has a field label conversion function that names only
    // the label (kubernetes pkg/apis/core/v1/conversion.go: `field label not supported: %s`; Namespace
    // and Node offer no metadata.namespace); the others fall back to
    // runtime.DefaultMetaV1FieldSelectorConversion ([AM] pkg/runtime/conversion.go).
    const own = info.builtin && info.selectableFields !== undefined;
    const allowed = [
      'metadata.name',
      ...(own && !info.namespaced ? [] : ['metadata.namespace']),
      ...(info.selectableFields ?? []),
    ];
    for (const f of fields) {
      if (!allowed.includes(f.field))
        throw new Abort(
          badRequest(
            own
              ? `field label not supported: ${f.field}`
              : `${goQuote(f.field)} is not a known field selector: only ${allowed.map(goQuote).join(', ')}`,
          ),
        );
    }
    // events.k8s.io's labels name the core fields they are matched on
    if (info.storageGroup !== undefined)
      fields = fields.map((f) => ({
        ...f,
        field: f.field
          .replace(/^regarding\./, 'involvedObject.')
          .replace(/^reportingController$/, 'reportingComponent'),
      }));
    if (info.builtin)
      fields = fields.map((f) =>
        f.field in BUILTIN_FIELD_ZEROS ? { ...f, zero: BUILTIN_FIELD_ZEROS[f.field] } : f,
      );
    return { label, fields };
  }

  private mustGet(info: ResourceInfo, ns: string, name: string, sub: string) {
    if (sub !== '' && sub !== 'status' && !(sub === 'scale' && info.scale !== undefined))
      throw new Abort(noRoute());
    if (sub === 'status' && !info.statusSubresource) throw new Abort(this.statusNotServed(info, name));
    const stored = this.store.get(tableOf(info), ns, name);
    if (!stored) throw new Abort(notFound(grOf(info), name));
    return stored;
  }

  /** /status on a kind without the subresource: CRDs answer NewNotFound ([AX] customresource_handler.go:346); built-ins have no route. */
  private statusNotServed(info: ResourceInfo, name: string): StatusError {
    return info.builtin ? noRoute() : notFound(grOf(info), name);
  }

  /**
   * The object as the endpoint of info's version answers it: converted from the version it is in
   * (storage, or the body's) by the CRD's conversion strategy, with apiVersion and kind set.
   */
  private present(info: ResourceInfo, o: KubeObject, hooks?: WebhookCall[]): KubeObject {
    if (info.storageVersion !== undefined && !inVersion(o, info.version))
      o = this.convert(info, o, info.version, hooks);
    // (a body without apiVersion is in the endpoint's own version)
    const av = str(o.apiVersion);
    if (info.storageGroup !== undefined && av !== '' && parseApiVersion(av).group !== info.group)
      o = convertEvent(o, true);
    o.apiVersion = apiVersionOf(info);
    o.kind = info.kind;
    return o;
  }

  /** The object as it is written to storage: in the CRD's storage version. */
  /** The cluster IPs and node ports of the stored Services but ns/name, as the allocators hold them. */
  private holdServiceAllocations(info: ResourceInfo, ns: string, name: string): void {
    const ips = new Set<string>();
    const ports = new Set<number>();
    for (const { obj } of this.store.list(tableOf(info), undefined)) {
      const meta = metaOf(obj);
      if (str(meta.namespace) === ns && str(meta.name) === name) continue;
      const spec = isObject(obj.spec) ? obj.spec : {};
      if (Array.isArray(spec.clusterIPs)) for (const ip of spec.clusterIPs) ips.add(str(ip));
      for (const p of Array.isArray(spec.ports) ? spec.ports : [])
        if (isObject(p) && typeof p.nodePort === 'number') ports.add(p.nodePort);
      if (typeof spec.healthCheckNodePort === 'number') ports.add(spec.healthCheckNodePort);
    }
    this.allocators.hold(ips, ports);
  }

  private forStorage(info: ResourceInfo, o: KubeObject, hooks?: WebhookCall[]): KubeObject {
    if (info.storageGroup !== undefined) return convertEvent(o, false);
    if (info.storageVersion === undefined || inVersion(o, info.storageVersion)) return o;
    return this.convert(info, o, info.storageVersion, hooks);
  }

  private convert(info: ResourceInfo, o: KubeObject, version: string, hooks?: WebhookCall[]): KubeObject {
    const calls: ConversionCall[] = [];
    try {
      return convertVersion(
        info,
        o,
        version,
        {
          network: this.network,
          now: this.clock.now(),
          service: (n, s) => this.store.get('services', n, s)?.obj,
          nextUid: () => this.random.uid(),
        },
        calls,
      );
    } catch (e) {
      if (e instanceof StatusError) throw new Abort(e);
      throw e;
    } finally {
      // the webhook client's name for it ([AX] webhookClientConfigForCRD)
      for (const c of calls)
        hooks?.push({
          webhook: `conversion_webhook_for_${info.crdName ?? ''}`,
          configuration: info.crdName ?? '',
          mutating: false,
          url: c.url,
          outcome: c.ok ? 'allowed' : 'failedClosed',
          message: c.message,
        });
    }
  }

  // ---- create ----------------------------------------------------------------------------------------

  /** The CRD is being deleted: a deletionTimestamp, or its Terminating condition True. */
  private crdTerminating(crdName: string): boolean {
    const stored = this.store.get('customresourcedefinitions.apiextensions.k8s.io', '', crdName);
    if (stored === undefined) return false;
    const crd = JSON.parse(stored.json) as KubeObject;
    if (isObject(crd.metadata) && crd.metadata.deletionTimestamp != null) return true;
    const conditions =
      isObject(crd.status) && Array.isArray(crd.status.conditions) ? crd.status.conditions : [];
    return conditions.some((c) => isObject(c) && c.type === 'Terminating' && c.status === 'True');
  }

  private doCreate(
    ctx: RequestContext,
    info: ResourceInfo,
    ns: string,
    body: KubeObject,
    opts: { dryRun?: boolean; fieldManager?: string; fieldValidation?: string },
    hooks: WebhookCall[],
    managed?: (o: JsonObject) => void,
    createValidation?: (name: string) => void,
  ): Omit<Outcome, 'rvSent' | 'authorization' | 'webhooks' | 'noop'> & { noop: boolean } {
    if (!isObject(body)) throw new Abort(badRequest('the body of the request was in an unknown format'));
    let obj = deepCopy(body) as KubeObject;
    const warnings: string[] = [];
    this.checkTypeMeta(info, obj);
    obj = this.present(info, obj);
    if (info.builtin) this.decodeBuiltin(info, obj);
    const meta = metaOf(obj);
    this.reconcileNamespace(info, ns, meta);
    if (str(meta.resourceVersion) !== '')
      throw new Abort(unknownInternal('resourceVersion should not be set on objects to be created'));
    if (str(meta.name) === '' && str(meta.generateName) !== '')
      meta.name = str(meta.generateName) + this.random.nameSuffix();
    const name = str(meta.name);
    // a terminating CRD's handler wraps admission in forbidCreateAdmission, first in the chain; the
    // attributes' name is the request's (a generated name comes later, in BeforeCreate)
    // ([AX] pkg/apiserver/customresource_handler.go serveResource)
    if (info.crdName !== undefined && this.crdTerminating(info.crdName))
      throw new Abort(
        forbidden(
          grOf(info),
          isObject(body.metadata) ? str(body.metadata.name) : '',
          'create not allowed while custom resource definition is terminating',
        ),
      );
    // NamespaceLifecycle admission
    if (info.namespaced) this.checkNamespaceForCreate(info, ns, name);
    // Decoding defaults the object ([AS] handlers/create.go decodes with the scheme's defaulter; a
    // CRD's codec defaults and prunes by its schema), so webhooks see it defaulted: decode → default →
    // mutating admission → validation → validating admission.
    if (info.builtin) defaultBuiltin(info.kind, obj);
    warnings.push(...this.crdStructural(info, obj, 'create', opts.fieldValidation));
    // mutating admission: the built-in plugins, then the webhooks
    if (info.group === '' && info.resource === 'pods') {
      const refused = this.podAdmission.admit(obj, ns, name, {
        serviceAccount: (n, sa) => {
          const o = this.store.get('serviceaccounts', n, sa);
          return o === undefined ? undefined : (JSON.parse(o.json) as JsonObject);
        },
        priorityClasses: () =>
          this.store
            .list('priorityclasses.scheduling.k8s.io', undefined)
            .map((o) => JSON.parse(o.json) as JsonObject),
      });
      if (refused) throw new Abort(refused);
    }
    obj = this.admit(true, 'CREATE', ctx, info, '', ns, name, obj, undefined, !!opts.dryRun, hooks, warnings);
    // RBAC escalation prevention (the rbac registries' policybased storage)
    const escalation = checkEscalation(
      this.rbacReader,
      ctx.user,
      info.group,
      info.resource,
      ns,
      obj,
      undefined,
    );
    if (escalation) throw new Abort(escalation);
    // PrepareForCreate
    const m2 = metaOf(obj);
    delete m2.deletionTimestamp;
    delete m2.deletionGracePeriodSeconds;
    m2.uid = this.random.uid();
    m2.creationTimestamp = rfc3339(this.clock.now());
    if (info.generation !== 'none') m2.generation = 1;
    else delete m2.generation;
    if (info.statusSubresource) {
      if (info.builtin) initialStatus(info.kind, obj, str(m2.creationTimestamp));
      else delete obj.status;
    }
    if (info.builtin) {
      // The mutating webhooks' patched object is decoded and defaulted again ([AS] admission/plugin/
      // webhook/mutating/dispatcher.go); what it adds unknown is dropped without a warning, which
      // belongs to the request's own body.
      defaultBuiltin(info.kind, obj);
      if (info.kind === 'Service') this.holdServiceAllocations(info, ns, name);
      const early = prepareForCreate(info.kind, obj, this.allocators);
      if (early.length > 0) throw new Abort(invalid(info.group, info.kind, name, early));
    }
    this.crdStructural(info, obj, 'create');
    // validation
    const errs = validateObjectMeta(m2, info.nameRule, kubeFinalizerNames(info));
    if (info.builtin) errs.push(...validateBuiltin(info.kind, obj), ...validateWorkload(info.kind, obj));
    if (info.schema) {
      errs.push(...validateSchema(obj, info.schema), ...validateListSetsAndMaps(obj, info.schema));
      if (info.scale !== undefined) errs.push(...validateCrdScaleSpec(info.scale, obj));
      errs.push(...validateRules(obj, undefined, info.schema, errs).errs);
    }
    if (errs.length > 0) throw new Abort(invalid(info.group, info.kind, name, errs));
    // rest.BeforeCreate: the strategy's WarningsOnCreate once the object is valid
    if (info.builtin) warnings.push(...warningsOnCreate(info.kind, obj));
    createValidation?.(name);
    this.admit(false, 'CREATE', ctx, info, '', ns, name, obj, undefined, !!opts.dryRun, hooks, warnings);
    if (this.store.get(tableOf(info), ns, name)) throw new Abort(alreadyExists(grOf(info), name));
    if (managed) managed(obj);
    else recordUpdate(undefined, obj, this.ownership(ctx, info, '', opts.fieldManager));
    if (opts.dryRun)
      return { response: { ok: true, code: 201, object: obj, warnings }, rvStored: '', noop: false };
    const rv = this.store.nextRevision();
    metaOf(obj).resourceVersion = String(rv);
    const saved = this.store.put(
      tableOf(info),
      ns,
      name,
      this.forStorage(info, obj, hooks),
      rv,
      isCustom(info),
    );
    this.afterWrite(info, obj);
    return {
      response: { ok: true, code: 201, object: this.present(info, JSON.parse(saved.json), hooks), warnings },
      rvStored: String(rv),
      noop: false,
    };
  }

  /**
   * A built-in body's quantities and a Secret's stringData decoded (decode.ts); a value a quantity
   * cannot hold fails as the create and update handlers report a decode error ([AS] handlers/rest.go
   * transformDecodeError). The rest of the typed decoding is done where the body is (decodedBody, the
   * REST layer, a patch's decodePatched).
   */
  private decodeBuiltin(info: ResourceInfo, obj: KubeObject): void {
    const error = decodeBuiltinBody(info.kind, obj);
    if (error !== undefined)
      throw new Abort(
        badRequest(
          `${info.kind} in version ${JSON.stringify(info.version)} cannot be handled as a ${info.kind}: ${error}`,
        ),
      );
  }

  private checkTypeMeta(info: ResourceInfo, obj: KubeObject): void {
    const kind = str(obj.kind);
    const av = str(obj.apiVersion);
    if (kind !== '' && kind !== info.kind) {
      throw new Abort(
        badRequest(
          `the API version in the data (${av}) does not match the expected API version (${apiVersionOf(info)})`,
        ),
      );
    }
    if (av !== '') {
      const { group } = parseApiVersion(av);
      if (group !== info.group)
        throw new Abort(
          badRequest(
            `the API version in the data (${av}) does not match the expected API version (${apiVersionOf(info)})`,
          ),
        );
    }
  }

  /** [AS] pkg/registry/rest/meta.go EnsureObjectNamespaceMatchesRequestNamespace. */
  private reconcileNamespace(info: ResourceInfo, ns: string, meta: JsonObject): void {
    if (!info.namespaced) {
      delete meta.namespace; // cluster-scoped: clear
      return;
    }
    const objNs = str(meta.namespace);
    if (objNs === '') meta.namespace = ns;
    else if (objNs !== ns)
      throw new Abort(
        badRequest('the namespace of the provided object does not match the namespace sent on the request'),
      );
  }

  private checkNamespaceForCreate(info: ResourceInfo, ns: string, name: string): void {
    const nsObj = this.store.get('namespaces', '', ns);
    if (!nsObj) throw new Abort(notFound({ group: '', resource: 'namespaces' }, ns));
    const meta = nsObj.obj.metadata as JsonObject;
    if (meta.deletionTimestamp) {
      throw new Abort(
        forbidden(
          grOf(info),
          name,
          `unable to create new content in namespace ${ns} because it is being terminated`,
        ),
      );
    }
  }

  // ---- update ----------------------------------------------------------------------------------------

  private doUpdate(
    ctx: RequestContext,
    info: ResourceInfo,
    ns: string,
    name: string,
    sub: string,
    body: KubeObject,
    opts: { dryRun?: boolean; fieldManager?: string; fieldValidation?: string },
    hooks: WebhookCall[],
    managed?: (old: JsonObject, o: JsonObject) => void,
  ): Omit<Outcome, 'rvSent' | 'authorization' | 'webhooks'> {
    if (!isObject(body)) throw new Abort(badRequest('the body of the request was in an unknown format'));
    let obj = deepCopy(body) as KubeObject;
    const warnings: string[] = [];
    this.checkTypeMeta(info, obj);
    obj = this.present(info, obj);
    if (info.builtin) this.decodeBuiltin(info, obj);
    const meta = metaOf(obj);
    // the handler checks the body's namespace, then its name, before the store reads the object
    // ([AS] pkg/endpoints/handlers/update.go: EnsureObjectNamespaceMatchesRequestNamespace, checkName)
    this.reconcileNamespace(info, ns, meta);
    if (str(meta.name) !== name)
      throw new Abort(
        badRequest(`the name of the object (${str(meta.name)}) does not match the name on the URL (${name})`),
      );
    const stored = this.mustGet(info, ns, name, sub);
    const old = this.present(info, JSON.parse(stored.json) as KubeObject, hooks);
    // defaulted on decode, before mutating admission (as doCreate)
    if (info.builtin) defaultBuiltin(info.kind, obj);
    warnings.push(
      ...this.crdStructural(info, obj, sub === 'status' ? 'status' : 'update', opts.fieldValidation),
    );
    // through /scale mutating admission ran on the Scale (doScale)
    if (sub !== 'scale')
      obj = this.admit(true, 'UPDATE', ctx, info, sub, ns, name, obj, old, !!opts.dryRun, hooks, warnings);
    const escalation = checkEscalation(this.rbacReader, ctx.user, info.group, info.resource, ns, obj, old);
    if (escalation) throw new Abort(escalation);
    const m = metaOf(obj);
    // optimistic concurrency ([AS] registry/store.go Update)
    const sentRv = str(m.resourceVersion);
    if (sentRv === '') {
      if (!info.unconditionalUpdate)
        throw new Abort(
          invalid(info.group, info.resource, name, [
            fieldErr.invalid('metadata.resourceVersion', 0, 'must be specified for an update'),
          ]),
        );
      m.resourceVersion = String(stored.rv);
    } else if (sentRv !== String(stored.rv)) {
      throw new Abort(conflict(grOf(info), name, OPTIMISTIC_LOCK_MSG));
    }
    const oldMeta = metaOf(old);
    // strategy PrepareForUpdate
    if (sub === 'status' && info.builtin) {
      // in-tree status strategies (e.g. deployment statusStrategy.PrepareForUpdate) reset spec and labels only
      obj.spec = deepCopy(old.spec ?? {});
      if (old.spec === undefined) delete obj.spec;
      const olabels = metaOf(old).labels;
      if (olabels === undefined) delete metaOf(obj).labels;
      else metaOf(obj).labels = deepCopy(olabels);
    } else if (sub === 'status') {
      // CRDs ([AX] status_strategy.go): keep the whole old object but managedFields and status
      const status = obj.status;
      const managedFields = m.managedFields;
      obj = deepCopy(old);
      const nm = metaOf(obj);
      if (managedFields !== undefined) nm.managedFields = managedFields;
      else delete nm.managedFields;
      if (status === undefined) delete obj.status;
      else obj.status = status;
    } else if (info.statusSubresource) {
      if (old.status === undefined) delete obj.status;
      else obj.status = deepCopy(old.status);
    }
    const nm = metaOf(obj);
    // rest.BeforeUpdate: system fields the client cannot change ([AS] pkg/registry/rest/update.go)
    if (str(nm.uid) === '') nm.uid = oldMeta.uid;
    nm.creationTimestamp = oldMeta.creationTimestamp;
    // an update can never remove or change a deletion timestamp, nor remove a grace period
    if (oldMeta.deletionTimestamp !== undefined) nm.deletionTimestamp = oldMeta.deletionTimestamp;
    if (oldMeta.deletionGracePeriodSeconds != null && nm.deletionGracePeriodSeconds == null)
      nm.deletionGracePeriodSeconds = oldMeta.deletionGracePeriodSeconds;
    // ValidateObjectMetaAccessorUpdate's own checks, which follow the create-time ObjectMeta checks
    // (rest.validateCommonFields runs ValidateObjectMetaAccessor first)
    const metaUpdate: FieldError[] = [];
    if (oldMeta.deletionTimestamp !== undefined) {
      const oldF = Array.isArray(oldMeta.finalizers) ? oldMeta.finalizers.map(String) : [];
      const newF = Array.isArray(nm.finalizers) ? nm.finalizers.map(String) : [];
      const added = [...new Set(newF.filter((f) => !oldF.includes(f)))].sort();
      if (added.length > 0)
        metaUpdate.push(
          fieldErr.forbidden(
            'metadata.finalizers',
            `no new finalizers can be added if the object is being deleted, found new finalizers []string{${added.map((f) => goQuote(f)).join(', ')}}`,
          ),
        );
    }
    if (str(nm.uid) !== str(oldMeta.uid))
      metaUpdate.push(fieldErr.invalid('metadata.uid', str(nm.uid), 'field is immutable'));
    if ((nm.deletionTimestamp ?? null) !== (oldMeta.deletionTimestamp ?? null))
      metaUpdate.push(
        fieldErr.invalid('metadata.deletionTimestamp', nm.deletionTimestamp ?? null, 'field is immutable'),
      );
    if ((nm.deletionGracePeriodSeconds ?? null) !== (oldMeta.deletionGracePeriodSeconds ?? null))
      metaUpdate.push(
        fieldErr.invalid(
          'metadata.deletionGracePeriodSeconds',
          nm.deletionGracePeriodSeconds ?? null,
          'field is immutable',
        ),
      );
    const errs: FieldError[] = [];
    if (oldMeta.generation !== undefined) nm.generation = oldMeta.generation;
    else delete nm.generation;
    // an update through /scale is an update of the whole object with the strategy's rules
    const whole = sub === '' || sub === 'scale';
    if (info.builtin) {
      defaultBuiltin(info.kind, obj);
      if (info.statusSubresource) fillStatusZeros(info.kind, obj);
      if (whole) {
        if (info.kind === 'Service') this.holdServiceAllocations(info, ns, name);
        const early = prepareForUpdate(info.kind, obj, old, this.allocators);
        if (early.length > 0) throw new Abort(invalid(info.group, info.kind, name, early));
      }
    }
    this.crdStructural(info, obj, sub === 'status' ? 'status' : 'update');
    if (info.generation !== 'none' && sub !== 'status' && this.specChanged(info, old, obj))
      nm.generation = (typeof oldMeta.generation === 'number' ? oldMeta.generation : 0) + 1;
    errs.push(...validateObjectMeta(nm, info.nameRule, kubeFinalizerNames(info)), ...metaUpdate);
    if (info.builtin && whole) {
      const content = [...validateBuiltin(info.kind, obj, old), ...validateWorkload(info.kind, obj)];
      const update = validateBuiltinUpdate(info.kind, obj, old);
      // ValidateConfigMapUpdate, ValidateSecretUpdate and ValidateServiceUpdate check what may not
      // change before the new object
      errs.push(
        ...(info.kind === 'ConfigMap' || info.kind === 'Secret' || info.kind === 'Service'
          ? [...update, ...content]
          : [...content, ...update]),
      );
    }
    if (info.builtin && sub === 'status' && info.kind === 'Job')
      errs.push(...validateJobStatusUpdate(obj, old));
    if (info.schema) {
      if (sub === 'status') {
        const st = propertySchema(info.schema, 'status');
        if (st && obj.status !== undefined)
          errs.push(...validateSchema({ status: obj.status }, { properties: { status: st } }));
      } else {
        errs.push(...validateSchema(obj, info.schema));
        if (info.scale !== undefined) errs.push(...validateCrdScaleSpec(info.scale, obj));
      }
      // [AX] customresource strategy.go / status_strategy.go ValidateUpdate: ratcheting, the list
      // invariants are checked only when the old object kept them
      if (validateListSetsAndMaps(old, info.schema).length === 0)
        errs.push(...validateListSetsAndMaps(obj, info.schema));
      const rules = validateRules(obj, old, info.schema, errs);
      errs.push(...rules.errs);
      warnings.push(...rules.warnings);
    }
    if (errs.length > 0) throw new Abort(invalid(info.group, info.kind, name, errs));
    // rest.BeforeUpdate: the strategy's WarningsOnUpdate once the update is valid
    if (info.builtin && whole) warnings.push(...warningsOnUpdate(info.kind, obj, old));
    // through /scale validating admission sees the Scales of the new and the old object
    // (toScaleUpdateValidation)
    const scaled = (o: KubeObject) =>
      sub === 'scale' && info.scale !== undefined ? scaleOf(info.scale, o).scale : o;
    this.admit(
      false,
      'UPDATE',
      ctx,
      info,
      sub,
      ns,
      name,
      scaled(obj),
      scaled(old),
      !!opts.dryRun,
      hooks,
      warnings,
    );
    // no-op: identical bytes are not written ([AS] etcd3/store.go GuaranteedUpdate)
    if (sameIgnoringManagedFields(old, obj)) {
      return {
        response: { ok: true, code: 200, object: this.present(info, old), warnings },
        rvStored: String(stored.rv),
        noop: true,
      };
    }
    if (managed) managed(old, obj);
    else recordUpdate(old, obj, this.ownership(ctx, info, sub, opts.fieldManager));
    if (opts.dryRun)
      return {
        response: { ok: true, code: 200, object: obj, warnings },
        rvStored: String(stored.rv),
        noop: false,
      };
    const rv = this.store.nextRevision();
    metaOf(obj).resourceVersion = String(rv);
    // the last finalizer removed from an object being deleted: it goes away now
    const fin = metaOf(obj).finalizers;
    if (metaOf(obj).deletionTimestamp !== undefined && (!Array.isArray(fin) || fin.length === 0)) {
      this.store.remove(tableOf(info), ns, name, this.forStorage(info, obj, hooks), rv, isCustom(info));
      this.afterDelete(info, obj);
      return {
        response: { ok: true, code: 200, object: deepCopy(obj), warnings },
        rvStored: String(rv),
        noop: false,
      };
    }
    const saved = this.store.put(
      tableOf(info),
      ns,
      name,
      this.forStorage(info, obj, hooks),
      rv,
      isCustom(info),
    );
    this.afterWrite(info, obj);
    return {
      response: { ok: true, code: 200, object: this.present(info, JSON.parse(saved.json), hooks), warnings },
      rvStored: String(rv),
      noop: false,
      // a stored status write that left .status as it was (`{}` for none): the object's
      // resourceVersion moved, nothing a reader of the status sees did
      ...(sub === 'status' ? { statusChanged: !jsonEqual(old.status ?? {}, obj.status ?? {}) } : {}),
    };
  }

  private specChanged(info: ResourceInfo, old: KubeObject, obj: KubeObject): boolean {
    if (info.generation === 'spec') return !jsonEqual(old.spec, obj.spec);
    // Deployments also bump on annotation changes ([K8S] pkg/registry/apps/deployment/strategy.go PrepareForUpdate)
    if (info.generation === 'specOrAnnotations')
      return !jsonEqual(old.spec, obj.spec) || !jsonEqual(metaOf(old).annotations, metaOf(obj).annotations);
    // CRDs: every top-level key but metadata (and status when it has its own endpoint)
    const strip = (o: KubeObject) => {
      const c: JsonObject = { ...o };
      delete c.metadata;
      delete c.apiVersion;
      delete c.kind;
      if (info.statusSubresource) delete c.status;
      return c;
    };
    return !jsonEqual(strip(old), strip(obj));
  }

  /** CRD defaulting, pruning (with warnings) for the parts this endpoint writes. */
  private crdStructural(
    info: ResourceInfo,
    obj: KubeObject,
    mode: 'create' | 'update' | 'status',
    fieldValidation?: string,
  ): string[] {
    if (!info.schema) return [];
    applyDefaults(obj, info.schema);
    const unknown = prune(obj, info.schema);
    if (fieldValidation === 'Ignore') return [];
    // unknown metadata fields are dropped by the ObjectMeta decoder too
    return unknown
      .filter(
        (p) => mode !== 'status' || p === 'status' || p.startsWith('status.') || p.startsWith('status['),
      )
      .map((p) => `unknown field ${goQuote(p)}`);
  }

  // ---- scale -----------------------------------------------------------------------------------------

  /**
   * GET, PUT and PATCH of `<resource>/<name>/scale`: the parent read as an autoscaling/v1 Scale, and
   * a Scale's replicas written back into the parent through the parent's own update (its strategy,
   * validation, generation and resourceVersion check), answered as the Scale of the result
   * ([K8S] pkg/registry/apps/deployment/storage/storage.go ScaleREST, [AX] customresource/etcd.go).
   * Admission webhooks registered for `<resource>/scale` see Scales (kind autoscaling/v1 Scale).
   */
  private doScale(
    ctx: RequestContext,
    req: ApiRequest,
    info: ResourceInfo,
    ns: string,
    hooks: WebhookCall[],
  ): Omit<Outcome, 'rvSent' | 'authorization' | 'webhooks'> {
    const sc = info.scale!;
    if (req.verb !== 'get' && req.verb !== 'update' && req.verb !== 'patch') throw new Abort(noRoute());
    const stored = this.mustGet(info, ns, req.name, '');
    const parent = this.present(info, JSON.parse(stored.json) as KubeObject, hooks);
    const old = scaleOf(sc, parent);
    if (req.verb === 'get') {
      if (!old.replicasFound && !info.builtin)
        throw new Abort(
          internalError(`the spec replicas field ${goQuote(sc.specReplicasPath)} does not exist`),
        );
      return { response: ok(200, old.scale), rvStored: String(stored.rv), noop: false };
    }
    let next: KubeObject;
    if (req.verb === 'update') {
      if (!isObject(req.body))
        throw new Abort(badRequest('the body of the request was in an unknown format'));
      next = deepCopy(req.body) as KubeObject;
      this.checkScaleBody(next);
    } else {
      // a Scale has no lists: a strategic merge patch (and an apply's fields) merge as JSON does
      const patched = patchedDocument(req.patchType === 'json' ? 'json' : 'merge', old.scale, req.patch);
      if (!isObject(patched)) throw new Abort(badRequest('the body of the request was in an unknown format'));
      next = patched as KubeObject;
      // a patch without resourceVersion applies to the current object
      const pm = isObject(next.metadata) ? next.metadata : (next.metadata = {});
      if (str(pm.resourceVersion) === '') pm.resourceVersion = String(stored.rv);
    }
    const name = req.name;
    // mutating admission sees the Scale asked for and the object's own, before ValidateScale
    // (scaleUpdatedObjectInfo.UpdatedObject runs the request's transformers on the Scale)
    next.kind = 'Scale';
    next.apiVersion = 'autoscaling/v1';
    const nmeta = isObject(next.metadata) ? next.metadata : (next.metadata = {});
    if (info.namespaced && str(nmeta.namespace) === '') nmeta.namespace = ns;
    const warnings: string[] = [];
    next = this.admit(
      true,
      'UPDATE',
      ctx,
      info,
      'scale',
      ns,
      name,
      next,
      old.scale,
      !!req.dryRun,
      hooks,
      warnings,
    );
    if (
      !old.replicasFound &&
      !info.builtin &&
      !(isObject(next.spec) && typeof next.spec.replicas === 'number')
    )
      throw new Abort(badRequest(`the spec replicas field ${goQuote(sc.specReplicasPath)} cannot be empty`));
    if (info.builtin) {
      const errs = validateScale(next);
      if (errs.length > 0) throw new Abort(invalid('autoscaling', 'Scale', name, errs));
    }
    const nm = isObject(next.metadata) ? next.metadata : {};
    const pmeta = metaOf(parent);
    if (str(nm.uid) !== '' && str(nm.uid) !== str(pmeta.uid))
      throw new Abort(
        conflict(
          { group: info.group, resource: `${info.resource}/scale` },
          name,
          `Precondition failed: UID in precondition: ${str(nm.uid)}, UID in object meta: ${str(pmeta.uid)}`,
        ),
      );
    const updated = withReplicas(sc, deepCopy(parent) as KubeObject, replicasOf(next));
    // the Scale's resourceVersion is the update's precondition; a CRD keeps its own when none is sent
    const rv = str(nm.resourceVersion);
    if (rv !== '' || info.builtin) metaOf(updated).resourceVersion = rv;
    const opts = { dryRun: req.dryRun, fieldManager: req.fieldManager };
    const out = this.doUpdate(ctx, info, ns, name, 'scale', updated, opts, hooks);
    if (!out.response.ok) return out;
    const object = scaleOf(sc, out.response.object).scale;
    return {
      ...out,
      response: { ...out.response, object, warnings: [...warnings, ...out.response.warnings] },
    };
  }

  /**
   * The body of a PUT to /scale is decoded into an autoscaling Scale: another built-in kind (the
   * Deployment itself sent as the body) has no conversion to it ([AS] handlers/rest.go
   * transformDecodeError; apimachinery conversion/converter.go Convert: `converting (%s) to (%s):
   * unknown conversion` with the Go types, the versioned one named by its package, the version).
   */
  private checkScaleBody(body: KubeObject): void {
    const kind = str(body.kind);
    const { group, version } = parseApiVersion(str(body.apiVersion));
    if (kind === '' || (kind === 'Scale' && group === 'autoscaling')) return;
    const info = this.registry.lookupKind({ group, version, kind });
    if (info === undefined || !info.builtin) return;
    throw new Abort(
      badRequest(
        `${kind} in version ${JSON.stringify(version)} cannot be handled as a Scale: converting (${version}.${kind}) to (autoscaling.Scale): unknown conversion`,
      ),
    );
  }

  // ---- patch -----------------------------------------------------------------------------------------

  private doPatch(
    ctx: RequestContext,
    info: ResourceInfo,
    ns: string,
    req: Extract<ApiRequest, { verb: 'patch' }>,
    hooks: WebhookCall[],
  ): Omit<Outcome, 'rvSent' | 'authorization' | 'webhooks'> {
    const sub = req.subresource ?? '';
    const details = patchDetails(req);
    if (req.patchType === 'apply') {
      if (!req.fieldManager)
        throw new Abort(
          invalid('meta.k8s.io', 'PatchOptions', '', [
            fieldErr.required('fieldManager', 'is required for apply patch'),
          ]),
        );
      return { ...this.doApply(ctx, info, ns, req, sub, hooks), details };
    }
    if (req.force !== undefined)
      throw new Abort(
        invalid('meta.k8s.io', 'PatchOptions', '', [
          fieldErr.forbidden('force', 'may not be specified for non-apply patch'),
        ]),
      );
    if (req.patchType === 'strategic' && !info.builtin)
      throw new Abort(
        new StatusError({
          kind: 'Status',
          apiVersion: 'v1',
          metadata: {},
          status: 'Failure',
          message:
            'the body of the request was in an unknown format - accepted media types include: application/json-patch+json, application/merge-patch+json, application/apply-patch+yaml',
          reason: 'UnsupportedMediaType' as never,
          code: 415,
        }),
      );
    const stored = this.mustGet(info, ns, req.name, sub);
    const current = this.present(info, JSON.parse(stored.json) as KubeObject, hooks);
    const patched = patchedDocument(req.patchType, current, req.patch, info);
    if (!isObject(patched)) throw new Abort(badRequest('the body of the request was in an unknown format'));
    // the patched document is decoded into metav1.ObjectMeta (a custom resource's metadata too:
    // apiextensions-apiserver schema/objectmeta SetObjectMeta), whose lists are omitempty: a
    // strategic `$patch: delete` of the last owner reference or finalizer leaves none, not []
    if (isObject(patched.metadata))
      for (const k of ['ownerReferences', 'finalizers'])
        if (Array.isArray(patched.metadata[k]) && (patched.metadata[k] as Json[]).length === 0)
          delete patched.metadata[k];
    // The result decoded into the kind's Go type; a value it cannot hold (a quantity that does not
    // parse) fails before strict decoding's unknown fields are looked at ("non-strict errors trump").
    if (info.builtin) {
      const error = decodeBuiltinBody(info.kind, deepCopy(patched) as KubeObject);
      if (error !== undefined)
        throw new Abort(patchDecodeInvalid(req, current, patched as KubeObject, error));
    }
    let decodeWarnings: string[] = [];
    // in process, the bound decoding stands in for the REST layer's (typed-decode.ts)
    const decodePatched =
      'decoded' in req || !info.builtin || ctx.clientPath === 'internal'
        ? req.decodePatched
        : builtinDecoding()?.patched(info, req.patchType, req.patch);
    if (decodePatched) {
      const d = decodePatched(current, patched as KubeObject);
      if (!d.ok) throw new Abort(new StatusError(d.status));
      decodeWarnings = d.warnings;
    }
    // a custom resource's patched document decoded strictly: the fields its schema prunes are an
    // Invalid on `patch` quoting the document json-patch made (map keys sorted, as the unstructured
    // encoding and json-patch v4's partialDoc marshal them) ([AS] handlers/patch.go
    // applyPatchToCurrentObject, under Strict)
    if (!info.builtin && info.schema && req.fieldValidation === 'Strict' && req.patchType !== 'strategic') {
      const unknown = prune(deepCopy(patched) as JsonObject, info.schema).filter(
        (p) => sub !== 'status' || p === 'status' || p.startsWith('status.') || p.startsWith('status['),
      );
      if (unknown.length > 0)
        throw new Abort(
          invalid('', '', '', [
            fieldErr.invalid(
              'patch',
              goMarshal(sortedKeys(patched)),
              `strict decoding error: ${unknown.map((p) => `unknown field ${goQuote(p)}`).join(', ')}`,
            ),
          ]),
        );
    }
    const pm = metaOf(patched as KubeObject);
    // a patch without resourceVersion applies to the current object: no optimistic lock
    if (str(pm.resourceVersion) === '') pm.resourceVersion = String(stored.rv);
    const updated = this.doUpdate(ctx, info, ns, req.name, sub, patched as KubeObject, req, hooks);
    if (decodeWarnings.length > 0)
      updated.response = { ...updated.response, warnings: [...decodeWarnings, ...updated.response.warnings] };
    return { ...updated, details };
  }

  private doApply(
    ctx: RequestContext,
    info: ResourceInfo,
    ns: string,
    req: Extract<ApiRequest, { verb: 'patch' }>,
    sub: string,
    hooks: WebhookCall[],
  ): Omit<Outcome, 'rvSent' | 'authorization' | 'webhooks'> {
    if (!isObject(req.patch)) throw new Abort(badRequest('the body of the request was in an unknown format'));
    const applied = deepCopy(req.patch) as KubeObject;
    const own = this.ownership(ctx, info, sub, req.fieldManager);
    own.manager = req.fieldManager ?? own.manager;
    // The applied object must name the endpoint's kind: a typed Go object whose TypeMeta was left
    // empty sends none ([AM] managedfields/internal/versioncheck.go versionCheckManager.Apply, the
    // outermost manager: schema.GroupVersionKind's String, "group/version, Kind=kind").
    const av = str(applied.apiVersion);
    const slash = av.split('/').length;
    const [ag, avv] = slash === 2 ? av.split('/') : slash === 1 ? ['', av] : ['', ''];
    const ak = slash > 2 ? '' : str(applied.kind);
    if (ag !== req.group || avv !== req.version || ak !== info.kind)
      throw new Abort(badRequest(`invalid object type: ${ag}/${avv}, Kind=${ak}`));
    // An applied object may not carry managedFields, even an empty list (an object read back and
    // applied as it is): [AM] managedfields/internal/structuredmerge.go Apply, GetManagedFields() != nil
    if (isObject(applied.metadata) && Array.isArray(applied.metadata.managedFields))
      throw new Abort(badRequest('metadata.managedFields must be nil'));
    // The applied object made typed, duplicates not allowed: a plain error, so a 500 without a
    // reason ([AM] managedfields/internal/structuredmerge.go Apply, objectGVKNN; kubectl prints it
    // as "Error from server: failed to create typed patch object (...)").
    const typedErr = typedApplyErrors(
      applied,
      this.appliedListKinds(info),
      info.builtin
        ? builtinDecoding()?.applySchema?.(info)
        : info.schema !== undefined
          ? crdApplySchema(info.schema)
          : undefined,
    );
    if (typedErr !== undefined) {
      const am = metaOf(applied);
      const [g, v] = str(applied.apiVersion).includes('/')
        ? str(applied.apiVersion).split('/', 2)
        : ['', str(applied.apiVersion)];
      throw new Abort(
        unknownInternal(
          `failed to create typed patch object (${str(am.namespace)}/${str(am.name)}; ${g}/${v}, Kind=${str(applied.kind)}): ${typedErr}`,
        ),
      );
    }
    // A value the kind's Go type cannot hold that the schema walk above does not see (an integer
    // field given 1.5, a number out of the field's range): the decoder's error stands in, so that
    // it is not stored
    const typedDecode = info.builtin ? builtinDecoding()?.body(info, deepCopy(applied)) : undefined;
    if (typedDecode && !typedDecode.ok) throw new Abort(new StatusError(typedDecode.status));
    const stored = this.store.get(tableOf(info), ns, req.name);
    if (sub === 'status' && !info.statusSubresource) throw new Abort(this.statusNotServed(info, req.name));
    if (!stored) {
      if (sub !== '') throw new Abort(notFound(grOf(info), req.name));
      const body = deepCopy(applied);
      const meta = metaOf(body);
      if (str(meta.name) === '') meta.name = req.name;
      // An apply that creates the object is also authorized as create of that name, after validation
      // and before validating admission ([AS] handlers/patch.go: createAuthorizerAttributes with Verb
      // "create", checked by withAuthorization in create-on-update's createValidation, which answers
      // NewForbidden(gr, name, fmt.Errorf("%v", reason)): the authorizer's reason, not the filter's
      // "User ... cannot ..." sentence).
      const createValidation = (name: string): void => {
        const d = authorize(this.rbacReader, {
          user: ctx.user,
          verb: 'create',
          apiGroup: info.group,
          resource: info.resource,
          subresource: '',
          namespace: ns,
          name,
        });
        if (d.kind === 'deny')
          throw new Abort(forbidden(grOf(info), name, d.reason), { ...d, verb: 'create' });
      };
      return this.doCreate(
        ctx,
        info,
        ns,
        body,
        req,
        hooks,
        (o) => {
          // The applier owns what it applied, not what defaulting filled in afterwards ([AS]
          // fieldmanager/internal/structuredmerge.go Apply: the merge, then objectDefaulter.Default).
          const r = serverSideApply(undefined, applied, own, true);
          if (r.kind === 'ok') metaOf(o).managedFields = metaOf(r.object).managedFields ?? [];
        },
        createValidation,
      );
    }
    const live = this.present(info, JSON.parse(stored.json) as KubeObject, hooks);
    const r = serverSideApply(live, applied, own, !!req.force);
    if (r.kind === 'conflict') throw new Abort(r.error);
    const merged = r.object as KubeObject;
    const managedFields = metaOf(merged).managedFields;
    const sentRv = str(metaOf(applied).resourceVersion);
    metaOf(merged).resourceVersion = sentRv === '' ? String(stored.rv) : sentRv;
    return this.doUpdate(ctx, info, ns, req.name, sub, merged, req, hooks, (_old, o) => {
      if (managedFields !== undefined) metaOf(o).managedFields = managedFields;
    });
  }

  private ownership(
    ctx: RequestContext,
    info: ResourceInfo,
    sub: string,
    fieldManager: string | undefined,
  ): Ownership {
    const agent = (ctx.userAgent ?? '').split('/')[0];
    const top = sub === 'status';
    // a built-in's zero object has nodes of its own (its non-pointer structs); a custom resource's none
    const zeroNode = info.builtin ? zeroNodeOf(info) : undefined;
    return {
      lists: this.listKinds(info),
      exclude: (k) => (top ? k !== 'status' : info.statusSubresource && k === 'status'),
      manager: fieldManager ?? (agent || 'unknown'),
      apiVersion: apiVersionOf(info),
      time: rfc3339(this.clock.now()),
      subresource: sub,
      nodes: !info.builtin || zeroNode !== undefined,
      zeroNode,
    };
  }

  /**
   * The list kinds the typed check of an applied object holds to. For built-ins only the lists whose
   * Go types are `+listType=map` in the places a pod spec, a Service, status conditions and owner
   * references put them; other lists that merge by a key of the same name are left to the merge.
   */
  private appliedListKinds(info: ResourceInfo): ListKindResolver {
    const lists = this.listKinds(info);
    if (!info.builtin) return lists;
    const field = (e: PathElement | undefined) => (e !== undefined && 'f' in e ? e.f : undefined);
    const applied: ListKindResolver = (path, name) => {
      const lk = lists(path, name);
      if (lk.kind !== 'map') return lk;
      const n = path.length;
      const inContainer =
        n >= 3 &&
        'k' in path[n - 2] &&
        ['containers', 'initContainers', 'ephemeralContainers'].includes(field(path[n - 3]) ?? '');
      const known =
        (['containers', 'initContainers', 'volumes'].includes(name) && field(path[n - 2]) === 'spec') ||
        (['env', 'volumeMounts', 'ports'].includes(name) && inContainer) ||
        (name === 'ports' && n === 2 && info.kind === 'Service') ||
        (name === 'conditions' && n === 2 && field(path[0]) === 'status') ||
        (name === 'ownerReferences' && n === 2 && field(path[0]) === 'metadata');
      return known ? lk : { kind: 'atomic' };
    };
    applied.atomicObject = lists.atomicObject;
    return applied;
  }

  private listKinds(info: ResourceInfo): ListKindResolver {
    const resolver: ListKindResolver = (path, field) => {
      if (info.builtin) return builtinListKind(path, field);
      if (field === 'finalizers') return { kind: 'set' };
      if (field === 'ownerReferences') return { kind: 'map', keys: ['uid'] };
      const s = schemaAt(info.schema, path);
      if (s && s['x-kubernetes-list-type'] === 'map' && Array.isArray(s['x-kubernetes-list-map-keys'])) {
        const keys = s['x-kubernetes-list-map-keys'].map(String);
        const props = isObject(s.items) && isObject(s.items.properties) ? s.items.properties : {};
        const defaults: JsonObject = {};
        for (const k of keys) {
          const d = isObject(props[k]) ? props[k].default : undefined;
          if (d !== undefined) defaults[k] = d;
        }
        return { kind: 'map', keys, ...(Object.keys(defaults).length > 0 ? { defaults } : {}) };
      }
      if (s && s['x-kubernetes-list-type'] === 'set') return { kind: 'set' };
      return { kind: 'atomic' };
    };
    resolver.atomicObject = (path, field) => atomicObjectAt(info, path, field);
    return resolver;
  }

  // ---- delete ----------------------------------------------------------------------------------------

  private doDelete(
    ctx: RequestContext,
    info: ResourceInfo,
    ns: string,
    name: string,
    opts: {
      propagationPolicy?: RequestedPropagation;
      orphanDependents?: boolean;
      preconditions?: { uid?: string; resourceVersion?: string };
      dryRun?: boolean;
      gracePeriodSeconds?: number;
    },
    hooks: WebhookCall[],
  ): Omit<Outcome, 'rvSent' | 'authorization' | 'webhooks'> {
    const stored = this.mustGet(info, ns, name, '');
    const obj = JSON.parse(stored.json) as KubeObject;
    const meta = metaOf(obj);
    const warnings: string[] = [];
    // the CRD registry's Delete ([AX] pkg/registry/customresourcedefinition/etcd.go): the first delete
    // adds the cleanup finalizer and the Terminating condition; the finalizer controller
    // (finalizeCRDs) deletes the custom resources, then removes it
    if (isCrd(info) && meta.deletionTimestamp === undefined) {
      const fin = Array.isArray(meta.finalizers) ? meta.finalizers.map(String) : [];
      if (!fin.includes(CRD_CLEANUP_FINALIZER)) meta.finalizers = [...fin, CRD_CLEANUP_FINALIZER];
      obj.status = withCrdCondition(
        obj.status,
        {
          type: 'Terminating',
          status: 'True',
          reason: 'InstanceDeletionPending',
          message: 'CustomResourceDefinition marked for deletion; CustomResource deletion will begin soon',
        },
        this.clock.now(),
      );
    }
    const details = opts.propagationPolicy ? { propagationPolicy: opts.propagationPolicy } : undefined;
    const pre = opts.preconditions;
    if (pre) {
      // rest.BeforeDelete ([AS] pkg/registry/rest/delete.go): a Conflict on GroupResource{Group: gvk.Group,
      // Resource: gvk.Kind}, so the message names the Kind (`Memcached.cache.example.com`)
      const kindResource = { group: info.group, resource: info.kind };
      if (pre.uid !== undefined && pre.uid !== str(meta.uid))
        throw new Abort(
          conflict(
            kindResource,
            name,
            `the UID in the precondition (${pre.uid}) does not match the UID in record (${str(meta.uid)}). The object might have been deleted and then recreated`,
          ),
        );
      if (pre.resourceVersion !== undefined && pre.resourceVersion !== String(stored.rv))
        throw new Abort(
          conflict(
            kindResource,
            name,
            `the ResourceVersion in the precondition (${pre.resourceVersion}) does not match the ResourceVersion in record (${stored.rv}). The object might have been modified`,
          ),
        );
    }
    this.admit(
      false,
      'DELETE',
      ctx,
      info,
      '',
      ns,
      name,
      undefined,
      this.present(info, deepCopy(obj), hooks),
      !!opts.dryRun,
      hooks,
      warnings,
    );
    // the store's shouldOrphanDependents / shouldDeleteDependents: a policy first, then OrphanDependents
    const { finalizers, changed: finalizersChanged } = deletionFinalizers(
      Array.isArray(meta.finalizers) ? meta.finalizers.map(String) : [],
      opts.propagationPolicy,
      opts.orphanDependents,
    );
    const isNamespace = info.group === '' && info.resource === 'namespaces';
    const nsFinalizers =
      isNamespace && isObject(obj.spec) && Array.isArray(obj.spec.finalizers) ? obj.spec.finalizers : [];
    const period = gracePeriod(info, obj, opts.gracePeriodSeconds);
    const current =
      typeof meta.deletionGracePeriodSeconds === 'number' ? meta.deletionGracePeriodSeconds : undefined;
    // rest.BeforeDelete: a pod being deleted gracefully may only have its grace period shortened
    const shorten = period > 0 && current !== undefined && period < current;
    // no finalizer left and no grace period: deleted at once (a second delete may take the policy
    // finalizer an earlier one added)
    const graceful = finalizers.length > 0 || nsFinalizers.length > 0 || period > 0;
    if (graceful) {
      // Store.Delete → updateForGracefulDeletionAndFinalizers: mark deleting, set the policy finalizer
      const was = meta.deletionTimestamp !== undefined;
      if (finalizersChanged) {
        if (finalizers.length > 0) meta.finalizers = finalizers;
        else delete meta.finalizers;
      }
      if (!was || shorten) {
        if (!was && typeof meta.generation === 'number' && meta.generation > 0)
          meta.generation = meta.generation + 1;
        meta.deletionTimestamp = rfc3339(this.clock.now() + period * 1000);
        meta.deletionGracePeriodSeconds = period;
        if (isNamespace) obj.status = { ...(isObject(obj.status) ? obj.status : {}), phase: 'Terminating' };
      }
      const before = JSON.parse(stored.json) as KubeObject;
      if (sameIgnoringManagedFields(before, obj) || opts.dryRun)
        return {
          response: { ok: true, code: 200, object: this.present(info, obj, hooks), warnings },
          rvStored: String(stored.rv),
          noop: true,
          details,
        };
      const rv = this.store.nextRevision();
      meta.resourceVersion = String(rv);
      this.store.put(tableOf(info), ns, name, obj, rv, isCustom(info));
      this.gcPending = true;
      return {
        response: { ok: true, code: 200, object: this.present(info, deepCopy(obj), hooks), warnings },
        rvStored: String(rv),
        noop: false,
        details,
      };
    }
    if (opts.dryRun)
      return {
        response: { ok: true, code: 200, object: this.present(info, obj, hooks), warnings },
        rvStored: String(stored.rv),
        noop: false,
        details,
      };
    const rv = this.store.nextRevision();
    meta.resourceVersion = String(rv);
    this.store.remove(tableOf(info), ns, name, obj, rv, isCustom(info));
    this.afterDelete(info, obj);
    return {
      response: { ok: true, code: 200, object: this.present(info, deepCopy(obj), hooks), warnings },
      rvStored: String(rv),
      noop: false,
      details,
    };
  }

  // ---- admission -------------------------------------------------------------------------------------

  private admit(
    mutating: boolean,
    operation: Operation,
    ctx: RequestContext,
    info: ResourceInfo,
    sub: string,
    ns: string,
    name: string,
    obj: KubeObject | undefined,
    old: KubeObject | undefined,
    dryRun: boolean,
    hooks: WebhookCall[],
    warnings: string[],
  ): KubeObject {
    // webhook configurations themselves are never subject to webhooks
    if (info.group === 'admissionregistration.k8s.io') return obj as KubeObject;
    // through /scale the webhooks see Scales, which no CRD conversion applies to
    const scale = sub === 'scale' && info.scale !== undefined;
    const attrs: AdmissionAttributes = {
      operation,
      group: info.group,
      version: info.version,
      kind: info.kind,
      resource: info.resource,
      subresource: sub,
      namespaced: info.namespaced,
      namespace: ns,
      name,
      object: obj,
      oldObject: old,
      user: ctx.user,
      dryRun,
      ...(scale ? { objectKind: SCALE_KIND } : {}),
    };
    const res = runWebhooks(mutating, attrs, {
      network: this.network,
      now: this.clock.now(),
      configurations: (m) =>
        this.store
          .list(
            ObjectStore.tableKey(
              'admissionregistration.k8s.io',
              m ? 'mutatingwebhookconfigurations' : 'validatingwebhookconfigurations',
            ),
            undefined,
          )
          .map((s) => s.obj),
      namespaceLabels: (n) => {
        const o = this.store.get('namespaces', '', n)?.obj;
        const m = o && isObject(o.metadata) ? o.metadata : undefined;
        return m && isObject(m.labels) ? m.labels : undefined;
      },
      service: (n, s) => this.store.get('services', n, s)?.obj,
      nextUid: () => this.random.uid(),
      // a CRD's other served versions, converted through its strategy (EquivalentResourceRegistry)
      equivalentVersions: () =>
        info.crdName === undefined
          ? []
          : this.registry
              .all()
              .filter(
                (r) =>
                  r.crdName === info.crdName && r.resource === info.resource && r.version !== info.version,
              )
              .map((r) => r.version),
      // a conversion webhook's failure reaches the dispatcher as its Status (not an Abort)
      convert: (o, version) => {
        if (scale) return deepCopy(o);
        try {
          return this.convert(info, deepCopy(o) as KubeObject, version, hooks);
        } catch (e) {
          throw e instanceof Abort ? e.error : e;
        }
      },
    });
    hooks.push(...res.calls);
    warnings.push(...res.warnings);
    // a webhook's warnings reach the client with its denial: the dispatcher adds them to the
    // request's warning recorder before it returns the error ([K] apiserver webhook/validating
    // dispatcher.go, warning.AddWarning)
    if (res.kind === 'error') throw new Abort(res.error, undefined, [...warnings]);
    return (res.object as KubeObject) ?? (obj as KubeObject);
  }

  // ---- side effects of writes ----------------------------------------------------------------------

  private afterWrite(info: ResourceInfo, obj: KubeObject): void {
    if (info.group === 'apiextensions.k8s.io' && info.resource === 'customresourcedefinitions')
      this.syncCRD(obj);
  }

  private afterDelete(info: ResourceInfo, obj: KubeObject): void {
    if (info.group === 'apiextensions.k8s.io' && info.resource === 'customresourcedefinitions') {
      for (const r of this.registry.all()) if (r.crdName === str(metaOf(obj).name)) this.registry.remove(r);
    }
    this.gcPending = true;
  }

  /**
   * Serve the versions of a stored CRD, and write the status the naming and establishing controllers give it
   * (NamesAccepted / Established conditions, acceptedNames, storedVersions). The real server does both
   * asynchronously; here they happen right after the write.
   */
  private syncCRD(crd: KubeObject): void {
    const crdName = str(metaOf(crd).name);
    for (const r of this.registry.all()) if (r.crdName === crdName) this.registry.remove(r);
    for (const r of Registry.fromCRD(crd)) this.registry.add(r);
    const status = isObject(crd.status) ? crd.status : {};
    const conditions = Array.isArray(status.conditions) ? status.conditions : [];
    if (conditions.some((c) => isObject(c) && c.type === 'Established')) return;
    const spec = isObject(crd.spec) ? crd.spec : {};
    const names: JsonObject = isObject(spec.names) ? { ...spec.names } : {};
    if (names.singular === undefined) names.singular = str(names.kind).toLowerCase();
    if (names.listKind === undefined) names.listKind = `${str(names.kind)}List`;
    const now = rfc3339(this.clock.now());
    const versions = Array.isArray(spec.versions) ? spec.versions : [];
    const stored = versions
      .filter((v) => isObject(v) && v.storage === true)
      .map((v) => str((v as JsonObject).name));
    const body = deepCopy(crd);
    body.status = {
      conditions: [
        {
          type: 'NamesAccepted',
          status: 'True',
          lastTransitionTime: now,
          reason: 'NoConflicts',
          message: 'no conflicts found',
        },
        {
          type: 'Established',
          status: 'True',
          lastTransitionTime: now,
          reason: 'InitialNamesAccepted',
          message: 'the initial names have been accepted',
        },
      ],
      acceptedNames: names,
      storedVersions: stored,
    };
    this.updateCrd(crdName, body, 'status');
  }

  /** An update of CRD `name` (or of its `subresource`) by the apiextensions controllers. */
  private updateCrd(name: string, body: KubeObject, subresource?: 'status'): void {
    this.internal(CRD_CONTROLLER_USER, {
      verb: 'update',
      group: 'apiextensions.k8s.io',
      version: 'v1',
      resource: 'customresourcedefinitions',
      name,
      ...(subresource === undefined ? {} : { subresource }),
      body,
    });
  }

  /**
   * The CRD finalizer ([AX] pkg/controller/finalizer/crd_finalizer.go sync, deleteInstances): for a CRD
   * being deleted with the cleanup finalizer, the Terminating condition, a delete of every custom
   * resource, then, once none is left, `removed all instances` and the finalizer removed (the CRD goes).
   * Instances a finalizer keeps hold the CRD: the real controller polls for a minute, then reports
   * InstanceDeletionCheck and tries again; here the report comes at once. Returns whether it wrote.
   */
  private finalizeCRDs(): boolean {
    let changed = false;
    for (const s of this.store.list(
      ObjectStore.tableKey('apiextensions.k8s.io', 'customresourcedefinitions'),
      undefined,
    )) {
      const crd = JSON.parse(s.json) as KubeObject;
      const meta = metaOf(crd);
      const fin = Array.isArray(meta.finalizers) ? meta.finalizers.map(String) : [];
      if (meta.deletionTimestamp === undefined || !fin.includes(CRD_CLEANUP_FINALIZER)) continue;
      const crdName = str(meta.name);
      const info = this.registry.all().find((r) => r.crdName === crdName);
      const items =
        info === undefined
          ? []
          : this.store.list(tableOf(info), undefined).map((o) => JSON.parse(o.json) as KubeObject);
      const writeStatus = (c: { status: string; reason: string; message: string }) => {
        const cur = this.storedCrd(crdName);
        if (cur === undefined) return;
        const before = JSON.stringify(cur.status);
        cur.status = withCrdCondition(cur.status, { type: 'Terminating', ...c }, this.clock.now());
        if (JSON.stringify(cur.status) === before) return;
        changed = true;
        this.updateCrd(crdName, cur, 'status');
      };
      const live = items.filter((o) => metaOf(o).deletionTimestamp === undefined);
      if (info !== undefined && live.length > 0) {
        writeStatus({
          status: 'True',
          reason: 'InstanceDeletionInProgress',
          message: 'CustomResource deletion is in progress',
        });
        for (const o of live) {
          const m = metaOf(o);
          this.internal(CRD_CONTROLLER_USER, {
            verb: 'delete',
            group: info.group,
            version: info.version,
            resource: info.resource,
            namespace: info.namespaced ? str(m.namespace) : undefined,
            name: str(m.name),
          });
        }
        changed = true;
      }
      const left = info === undefined ? 0 : this.store.list(tableOf(info), undefined).length;
      if (left > 0) {
        writeStatus({
          status: 'True',
          reason: 'InstanceDeletionCheck',
          message: 'could not confirm zero CustomResources remaining: context deadline exceeded',
        });
        continue;
      }
      writeStatus({ status: 'False', reason: 'InstanceDeletionCompleted', message: 'removed all instances' });
      const cur = this.storedCrd(crdName);
      if (cur === undefined) continue;
      const curMeta = metaOf(cur);
      const rest = (Array.isArray(curMeta.finalizers) ? curMeta.finalizers.map(String) : []).filter(
        (f) => f !== CRD_CLEANUP_FINALIZER,
      );
      if (rest.length > 0) curMeta.finalizers = rest;
      else delete curMeta.finalizers;
      changed = true;
      this.updateCrd(crdName, cur);
    }
    return changed;
  }

  private storedCrd(name: string): KubeObject | undefined {
    const o = this.store.get(
      ObjectStore.tableKey('apiextensions.k8s.io', 'customresourcedefinitions'),
      '',
      name,
    );
    return o === undefined ? undefined : (JSON.parse(o.json) as KubeObject);
  }

  /** A request by a cluster component (GC, namespace controller, bootstrap): recorded, never RBAC-denied. */
  private internal(user: UserInfo, req: ApiRequest): ApiResponse {
    return this.handle(
      {
        user: { username: user.username, groups: [...user.groups, 'system:masters'] },
        clientPath: 'internal',
        userAgent: 'kube-controller-manager',
      },
      req,
    );
  }

  // ---- trace -----------------------------------------------------------------------------------------

  private recordCall(
    ctx: RequestContext,
    req: ApiRequest,
    out: Outcome,
    time: number,
    verbOverride?: string,
  ): void {
    if (!this.trace || this.bootstrapping || this.silent > 0) return;
    const r = out.response;
    const result = r.ok
      ? { code: r.code, reason: '', message: '' }
      : { code: r.status.code, reason: r.status.reason, message: r.status.message };
    const internalUser = ctx.clientPath === 'internal';
    this.trace.record({
      kind: 'api',
      time,
      identity: {
        username: ctx.user.username,
        groups: internalUser ? ctx.user.groups.filter((g) => g !== 'system:masters') : [...ctx.user.groups],
      },
      clientPath: ctx.clientPath ?? 'unknown',
      verb: verbOverride ?? req.verb,
      group: req.group,
      version: req.version,
      resource: req.resource,
      subresource: 'subresource' in req ? (req.subresource ?? '') : '',
      // the request's own namespace, as the audit log's objectRef has it: a cluster-scoped kind
      // asked for in a namespace (client-go's dynamic client puts it in the path) is traced as asked
      namespace: req.namespace ?? '',
      name:
        'name' in req && req.name !== undefined
          ? req.name
          : req.verb === 'create'
            ? str(r.ok ? metaOf(r.object).name : metaOf(req.body).name)
            : '',
      rvSent: out.rvSent,
      rvStored: out.rvStored,
      authorization: internalUser
        ? { decision: 'allow', reason: 'cluster component' }
        : {
            decision: out.authorization.kind,
            reason: out.authorization.reason,
            ...(out.authorization.verb !== undefined ? { verb: out.authorization.verb } : {}),
          },
      result,
      warnings: r.warnings,
      webhooks: out.webhooks,
      noop: out.noop,
      ...(ctx.callSite ? { callSite: ctx.callSite } : {}),
      // a dry run (?dryRun=All) answers as if stored and stores nothing: its entry says so
      ...(out.details || ('dryRun' in req && req.dryRun)
        ? { details: { ...out.details, ...('dryRun' in req && req.dryRun ? { dryRun: 'All' } : {}) } }
        : {}),
      ...(out.statusChanged !== undefined ? { statusChanged: out.statusChanged } : {}),
      ...(req.verb === 'list' && r.ok && Array.isArray(r.object.items)
        ? { returned: listReturned(r.object.items as KubeObject[]) }
        : {}),
    });
  }
}

// ---- helpers -------------------------------------------------------------------------------------------

/**
 * Built-in fields whose Go type is `+structType=atomic` or `+mapType=atomic` (k8s.io/api,
 * k8s.io/apimachinery meta/v1 types.go), by where they sit: an OwnerReference (every kind's
 * metadata), a LabelSelector (a workload's or a PodDisruptionBudget's spec.selector, affinity terms,
 * spread constraints, webhooks, network policies), a Service's or ReplicationController's selector and
 * a pod's nodeSelector (atomic maps), the env var sources (ConfigMapKeySelector, SecretKeySelector,
 * ObjectFieldSelector, ResourceFieldSelector, FileKeySelector), NodeSelector and NodeSelectorTerm in
 * node affinity, LocalObjectReference items of imagePullSecrets and volume sources' secretRef, and
 * the object references (an Event's involvedObject/related/regarding, a PV's claimRef, a target
 * reference, an HPA's scaleTargetRef, a binding's roleRef). Custom resources' schemas say it with
 * x-kubernetes-map-type.
 */
const ATOMIC_ANYWHERE = new Set([
  'labelSelector',
  'namespaceSelector',
  'objectSelector',
  'podSelector',
  'nodeSelector',
  'configMapKeyRef',
  'secretKeyRef',
  'fieldRef',
  'resourceFieldRef',
  'fileKeyRef',
  'preference',
  'secretRef',
  'targetRef',
  'claimRef',
  'scaleTargetRef',
  'roleRef',
]);

function atomicObjectAt(info: ResourceInfo, path: FieldPath, field: string): boolean {
  const n = path.length;
  const last = path[n - 1];
  const fieldAt = (i: number) => {
    const e = path[i];
    return e !== undefined && 'f' in e ? e.f : undefined;
  };
  if (last !== undefined && 'k' in last) {
    // a list item: OwnerReference and LocalObjectReference are atomic structs
    if (field === 'ownerReferences') return n === 3 && fieldAt(0) === 'metadata';
    return info.builtin && field === 'imagePullSecrets';
  }
  if (info.builtin) {
    if (n === 2 && fieldAt(0) === 'spec' && field === 'selector') return true;
    if (ATOMIC_ANYWHERE.has(field)) return true;
    if (field === 'requiredDuringSchedulingIgnoredDuringExecution') return fieldAt(n - 2) === 'nodeAffinity';
    if (n === 1 && info.kind === 'Event')
      return info.group === ''
        ? field === 'involvedObject' || field === 'related'
        : field === 'regarding' || field === 'related';
    return false;
  }
  return schemaAt(info.schema, path)?.['x-kubernetes-map-type'] === 'atomic';
}

/** What a patch's trace entry carries beside the request: its type and field manager. */
function patchDetails(req: Extract<ApiRequest, { verb: 'patch' }>): Record<string, string> {
  return { patchType: req.patchType, ...(req.fieldManager ? { fieldManager: req.fieldManager } : {}) };
}

/**
 * A patch whose result its Go type cannot hold: the patch handlers answer an Invalid on `patch` that
 * quotes the document they decoded, with the decoder's error ([AS] pkg/endpoints/handlers/patch.go:
 * jsonPatcher.applyPatchToCurrentObject quotes string(patchedObjJS), the current object's encoding
 * patched by json-patch; applyPatchToObject quotes the strategic patch's map as "%+v").
 */
function patchDecodeInvalid(
  req: Extract<ApiRequest, { verb: 'patch' }>,
  current: KubeObject,
  patched: KubeObject,
  error: string,
): StatusError {
  const order = req.typedOrder ?? builtinDecoding()?.order ?? ((o: KubeObject) => o);
  let value: string;
  if (req.patchType === 'strategic') value = goPrintValue(req.patch);
  else if (req.patchType === 'merge' && isObject(req.patch))
    value = goMarshal(mergePatchedDocument(order(current), req.patch));
  else {
    let doc: Json = deepCopy(patched);
    try {
      doc = jsonPatch(order(current), req.patch as JsonPatchOp[]);
    } catch {
      // the zero fields of the encoding can change what an operation finds: the result stands in
    }
    value = goMarshal(isObject(doc) ? jsonPatchedDocument(doc, req.patch) : doc);
  }
  return invalid('', '', '', [fieldErr.invalid('patch', value, error)]);
}

/** A built-in kind's zero-object nodes, for a path of field names (rest/patchmeta.ts zeroObjectNodes). */
function zeroNodeOf(info: ResourceInfo): ((p: FieldPath) => boolean) | undefined {
  // bound with the REST layer's type layout (typed-decode.ts); unbound, no node of a built-in is owned
  const has = builtinDecoding()?.zeroNodes?.(info);
  if (!has) return undefined;
  return (p) => p.every((e) => 'f' in e) && has(p.map((e) => (e as { f: string }).f));
}

/** A JSON value with every object's keys in byte order, as encoding/json marshals a Go map. */
function sortedKeys(v: Json): Json {
  if (Array.isArray(v)) return v.map(sortedKeys);
  if (!isObject(v)) return v;
  const out: JsonObject = {};
  for (const k of Object.keys(v).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))) out[k] = sortedKeys(v[k]);
  return out;
}

/**
 * [AS] handlers/patch.go interpretStrategicMergePatchError: mergepatch's format errors are a
 * BadRequest, a list of lists and a patch that does not match its $retainKeys the generic 422, any
 * other error (a missing merge key, an unknown directive) a plain error: a 500 with its text.
 */
function strategicPatchError(e: SmpError): StatusError {
  switch (e.sentinel) {
    case 'ErrBadJSONDoc':
    case 'ErrBadPatchFormatForPrimitiveList':
    case 'ErrBadPatchFormatForRetainKeys':
    case 'ErrBadPatchFormatForSetElementOrderList':
    case 'ErrUnsupportedStrategicMergePatchFormat':
      return badRequest(e.message);
    case 'ErrNoListOfLists':
    case 'ErrPatchContentNotMatchRetainKeys':
      return unprocessableEntity();
    default:
      return unknownInternal(e.message);
  }
}

/** `current` with a merge, strategic merge or JSON patch applied; a patch that does not apply is a 422. */
function patchedDocument(
  type: 'merge' | 'strategic' | 'json',
  current: KubeObject,
  patch: Json,
  info?: ResourceInfo,
): Json {
  // a body of the wrong JSON type, as the handler reads it under the default fieldValidation, Warn
  // (patchbody.ts decodePatchBody answers the bytes of a REST request before they get here)
  if (type === 'merge' && !isObject(patch))
    throw new Abort(
      badRequest(
        `error decoding patch: json: cannot unmarshal ${Array.isArray(patch) ? 'array' : typeof patch === 'string' ? 'string' : typeof patch === 'boolean' ? 'bool' : 'number'} into Go value of type map[string]interface {}`,
      ),
    );
  if (type === 'json' && !Array.isArray(patch))
    throw new Abort(
      badRequest(
        'error decoding patch: json: cannot unmarshal object into Go value of type []handlers.jsonPatchOp',
      ),
    );
  if (type === 'json') {
    try {
      return jsonPatch(current, patch as JsonPatchOp[]);
    } catch (e) {
      // [AS] handlers/patch.go applyJSPatch: a patch that does not apply (a failed test, a missing path)
      // is NewGenericServerResponse(422, "", GroupResource{}, "", err.Error(), 0, false), which keeps
      // its own message and drops json-patch's ([AM] pkg/api/errors/errors.go)
      if (e instanceof PatchError) throw new Abort(unprocessableEntity());
      throw e;
    }
  }
  // a built-in kind: StrategicMergeMapPatch along its Go type's patch metadata (merge keys,
  // $retainKeys, $setElementOrder), its errors as interpretStrategicMergePatchError answers them
  // (bound with the REST layer's type layout: typed-decode.ts; unbound, the merge keys by field name)
  const schema =
    type === 'strategic' && isObject(patch) && info?.builtin
      ? builtinDecoding()?.patchSchema?.(info)
      : undefined;
  if (schema) {
    try {
      return strategicMergePatchTyped(deepCopy(current), deepCopy(patch) as JsonObject, schema);
    } catch (e) {
      if (!(e instanceof SmpError)) throw e;
      throw new Abort(strategicPatchError(e));
    }
  }
  try {
    if (type === 'merge') return mergePatch(current, patch);
    return strategicMergePatch(current, patch);
  } catch (e) {
    if (e instanceof PatchError)
      throw new Abort(new StatusError({ ...badRequest(e.message).status, code: 422, reason: 'Invalid' }));
    throw e;
  }
}

function ok(code: number, object: KubeObject): ApiResponse {
  return { ok: true, code, object, warnings: [] };
}

function tableOf(info: ResourceInfo): string {
  return ObjectStore.tableKey(info.storageGroup ?? info.group, info.resource);
}

function rvOfRequest(req: ApiRequest): string {
  if ('body' in req && isObject(req.body)) return str(metaOf(req.body).resourceVersion);
  if (req.verb === 'patch' && isObject(req.patch) && isObject(req.patch.metadata))
    return str(req.patch.metadata.resourceVersion);
  if (req.verb === 'delete' && req.preconditions?.resourceVersion) return req.preconditions.resourceVersion;
  return '';
}

function selectorDetails(req: {
  labelSelector?: string;
  fieldSelector?: string;
}): Record<string, string> | undefined {
  const d: Record<string, string> = {};
  if (req.labelSelector) d.labelSelector = req.labelSelector;
  if (req.fieldSelector) d.fieldSelector = req.fieldSelector;
  return Object.keys(d).length > 0 ? d : undefined;
}

function sameIgnoringManagedFields(a: KubeObject, b: KubeObject): boolean {
  const strip = (o: KubeObject) => {
    const c = { ...o, metadata: { ...metaOf(o) } } as KubeObject;
    delete (c.metadata as JsonObject).managedFields;
    delete c.apiVersion;
    delete c.kind;
    return c;
  };
  return canonicalJson(strip(a)) === canonicalJson(strip(b));
}

function withRv(o: KubeObject, rv: number): KubeObject {
  metaOf(o).resourceVersion = String(rv);
  return o;
}

function schemaAt(
  schema: JsonObject | undefined,
  path: { f?: string }[] | unknown[],
): JsonObject | undefined {
  let s: JsonObject | undefined = schema;
  for (const e of path as Record<string, unknown>[]) {
    if (!s) return undefined;
    if ('f' in e) {
      const props: Json | undefined = s.properties;
      const next: Json | undefined = isObject(props) ? props[e.f as string] : undefined;
      s = isObject(next) ? next : isObject(s.additionalProperties) ? s.additionalProperties : undefined;
    } else {
      s = isObject(s.items) ? s.items : undefined;
    }
  }
  return s;
}

export type { GroupResource };

/**
 * The grace period of a delete ([K8S] pkg/registry/core/pod/strategy.go CheckGracefulDelete): pods
 * only; the option, else spec.terminationGracePeriodSeconds; 0 for a pod on no node or already
 * finished; a negative one is 1. Other resources are not deleted gracefully (0).
 */
function gracePeriod(info: ResourceInfo, obj: KubeObject, option: number | undefined): number {
  if (info.group !== '' || info.resource !== 'pods') return 0;
  const spec = isObject(obj.spec) ? obj.spec : {};
  let period =
    option ??
    (typeof spec.terminationGracePeriodSeconds === 'number' ? spec.terminationGracePeriodSeconds : 0);
  if (str(spec.nodeName) === '') period = 0;
  const phase = isObject(obj.status) ? str(obj.status.phase) : '';
  if (phase === 'Failed' || phase === 'Succeeded') period = 0;
  if (period < 0) period = 1;
  return period;
}

const CRD_CLEANUP_FINALIZER = 'customresourcecleanup.apiextensions.k8s.io';

/**
 * Whether metadata.finalizers get validateKubeFinalizerName's check (kubernetes pkg/apis/core/validation
 * ValidateObjectMeta, which Kubernetes' own kinds use); CustomResourceDefinitions are validated with
 * apimachinery's ValidateObjectMeta, without it (their cleanup finalizer has no slash).
 */
function kubeFinalizerNames(info: ResourceInfo): boolean {
  return info.builtin && !isCrd(info);
}

function isCrd(info: ResourceInfo): boolean {
  return info.group === 'apiextensions.k8s.io' && info.resource === 'customresourcedefinitions';
}

/** SetCRDCondition: a condition replaced in place, its transition time kept unless the status changes. */
function withCrdCondition(
  status: Json | undefined,
  c: { type: string; status: string; reason: string; message: string },
  nowMs: number,
): JsonObject {
  const st: JsonObject = isObject(status) ? { ...status } : {};
  const conditions = (Array.isArray(st.conditions) ? st.conditions : []).filter(isObject);
  const i = conditions.findIndex((x) => x.type === c.type);
  const prev = i >= 0 ? conditions[i] : undefined;
  const next: JsonObject = {
    type: c.type,
    status: c.status,
    lastTransitionTime: prev && prev.status === c.status ? (prev.lastTransitionTime ?? null) : rfc3339(nowMs),
    reason: c.reason,
    message: c.message,
  };
  st.conditions = i >= 0 ? conditions.map((x, j) => (j === i ? next : x)) : [...conditions, next];
  return st;
}

/** A custom resource (served from a CRD): stored as unstructured JSON (store.ts storedOrder). */
function isCustom(info: ResourceInfo): boolean {
  return info.crdName !== undefined;
}

/**
 * ValidateDeleteOptions' check of the policy ([AM] pkg/apis/meta/v1/validation/validation.go), which
 * the delete and deletecollection handlers run after authorization and answer with
 * NewInvalid(DeleteOptions.meta.k8s.io, "", errs) ([AS] pkg/endpoints/handlers/delete.go).
 */
/**
 * deletionFinalizersForGarbageCollection ([AS] pkg/registry/generic/registry/store.go): the finalizers
 * a delete leaves. shouldOrphanDependents and shouldDeleteDependents decide by OrphanDependents, else
 * the policy, else the policy finalizer the object already has (the first of the two in its list);
 * both policy finalizers are dropped, then the one the decision calls for is added at the end.
 * `changed`: the set differs from the object's (an update is due).
 */
export function deletionFinalizers(
  current: readonly string[],
  policy: RequestedPropagation | undefined,
  orphanDependents: boolean | undefined,
): { finalizers: string[]; changed: boolean } {
  const existing = current.find((f) => f === 'orphan' || f === 'foregroundDeletion');
  const orphan =
    orphanDependents !== undefined
      ? orphanDependents
      : policy !== undefined
        ? policy === 'Orphan'
        : existing === 'orphan';
  const foreground =
    orphanDependents !== undefined
      ? false
      : policy !== undefined
        ? policy === 'Foreground'
        : existing === 'foregroundDeletion';
  const finalizers = current.filter((f) => f !== 'orphan' && f !== 'foregroundDeletion');
  if (orphan) finalizers.push('orphan');
  if (foreground) finalizers.push('foregroundDeletion');
  const a = new Set(current);
  const b = new Set(finalizers);
  const changed = a.size !== b.size || [...a].some((f) => !b.has(f));
  return { finalizers: changed ? finalizers : [...current], changed };
}

export function deleteOptionsErrors(
  policy: RequestedPropagation | undefined,
  orphanDependents: boolean | undefined,
): FieldError[] {
  const errs: FieldError[] = [];
  if (orphanDependents !== undefined && policy !== undefined)
    errs.push(
      fieldErr.invalid(
        'propagationPolicy',
        policy,
        'orphanDependents and deletionPropagation cannot be both set',
      ),
    );
  if (policy !== undefined && policy !== 'Foreground' && policy !== 'Background' && policy !== 'Orphan')
    errs.push(
      fieldErr.notSupported('propagationPolicy', policy, ['Foreground', 'Background', 'Orphan', 'nil']),
    );
  return errs;
}

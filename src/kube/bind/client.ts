// The Go `client.Client` over the simulated cluster: natives of sigs.k8s.io/controller-runtime/pkg/client
// (the `*client` type declared in src/kube/gopkg/controller-runtime/client-sim.ts) calling the
// runtime's ManagerClient (cached reads, direct writes), DirectClient or FakeClient.
//
// Object handling follows controller-runtime v0.24 ([CR] pkg/client/typed_client.go,
// apiutil/apimachinery.go, cache/internal/cache_reader.go):
// - the request body is json.Marshal(obj) with apiVersion/kind set from the scheme (the versioning
//   encoder), whatever obj.TypeMeta says;
// - every successful write and every direct read replaces obj with the server's reply: zeroed, then
//   decoded (targetZeroingDecoder); the decoder is WithoutVersionDecoder, so TypeMeta comes back
//   EMPTY — except that Update/Patch (and the status writer) restore a TypeMeta the caller had set
//   (client.resetGroupVersionKind, done in Go), and a cached Get sets the GVK
//   (CacheReader.Get: `out.GetObjectKind().SetGroupVersionKind(c.groupVersionKind)`);
// - a cached List replaces only Items (apimeta.SetList); a direct List replaces the whole list.
// Errors are real Go values: *errors.StatusError for API errors, plain errors for client-side ones.

import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { FatalError } from '../../go/interp/panic.ts';
import { ptrTo, type RType } from '../../go/interp/rtype.ts';
import { budgetRefill, R, whereOf } from '../../go/interp/state.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import { Iface, Slice, zero } from '../../go/interp/values.ts';
import { continueTokenError, issuedContinueOffset, issuedContinueToken } from '../apiserver/continuetoken.ts';
import { decodePatchBody } from '../apiserver/patchbody.ts';
import type { LabelOp, LabelSelector } from '../apiserver/selectors.ts';
import type { RequestedPropagation } from '../apiserver/server.ts';
import { badRequest } from '../apiserver/status.ts';
import type { Json, JsonObject, KubeObject } from '../apiserver/types.ts';
import { goMarshal, isObject, metaOf, str } from '../apiserver/types.ts';
import type { CacheRead, GVK, Informer } from '../runtime/cache.ts';
import { informerSyncTimeout } from '../runtime/cache.ts';
import type {
  Client,
  ClientResult,
  ListOptions,
  Patch,
  ReadResult,
  SubresourceParent,
} from '../runtime/client.ts';
import { DirectClient, gvkOf as gvkOfJson, ManagerClient } from '../runtime/client.ts';
import type { GoError } from '../runtime/errors.ts';
import { noKindMatch, statusError } from '../runtime/errors.ts';
import { FakeClient, guessResource } from '../runtime/fake.ts';
import { type CallSite, listReturned, type TraceEvent } from '../trace.ts';
import { identityOfConfig } from './client-identity.ts';
import { createTwoWayMergePatch, SmpError } from './client-strategic.ts';
import { watchNatives } from './client-watch.ts';
import { bytesOf, bytesSlice, CodecError, decodeGo, decodeGoInto, encodeGo } from './codec.ts';
import { controllerRuntimeMinorNative, pinnedControllerRuntimeMinor } from './cr-minor.ts';
import { goCallSite, type KubeEnv, kubeEnv, maybeKubeEnv, withCallSite } from './env.ts';
import { goErrorValue, noKindMatchValue, plainErrorValue } from './errors.ts';
import {
  CLIENTGO_SCHEME_NAME,
  GoScheme,
  gvkOfGoObject,
  gvString,
  isSchemeError,
  isUnstructured,
  listItemGVK,
  partialKindOf,
  schemeErrorValue,
  setSchemeName,
  unstructuredKindOf,
} from './scheme.ts';

export const CLIENT_PKG = 'sigs.k8s.io/controller-runtime/pkg/client';
const SCHEMA_PKG = 'k8s.io/apimachinery/pkg/runtime/schema';

/** What a Go client value calls: the manager's cached client, a direct client or the fake client. */
export type ClientBackend = Client;

export interface ClientState {
  backend: ClientBackend;
  env: KubeEnv;
  /** The API server's warnings of the last write, until the Go side logs them (takeWarnings). */
  warnings?: string[];
}

/** Client struct object → its backend. */
const states = new WeakMap<object, ClientState>();

export interface GoClientOptions {
  /** The Go `*runtime.Scheme` (struct object); null/undefined → the env's scheme. */
  scheme?: any;
  /** A Go meta.RESTMapper interface value; default: the simulated discovery mapper. */
  mapper?: Iface | null;
  dryRun?: boolean;
  fieldOwner?: string;
  /** Default: the current environment. */
  env?: KubeEnv;
}

/** A Go `client.Client` (an Iface holding `*client.client`) over `backend`. */
export function goClientValue(ctx: NativeContext, backend: ClientBackend, opts: GoClientOptions = {}): Iface {
  const env = opts.env ?? kubeEnv();
  const t = ctx.typeOf(CLIENT_PKG, 'client');
  const c = zero(t);
  c.scheme = opts.scheme ?? env.scheme.value;
  c.mapper = opts.mapper ?? restMapperValue(ctx);
  c.dryRun = opts.dryRun ?? false;
  c.fieldOwner = goString(opts.fieldOwner ?? '');
  states.set(c, { backend, env });
  return new Iface(ptrTo(t), c);
}

/** The backend of a Go client value made by goClientValue (undefined for other clients). */
export function backendOf(client: Iface | null): ClientBackend | undefined {
  return client === null || client.v === null ? undefined : states.get(client.v)?.backend;
}

const APIUTIL_PKG = 'sigs.k8s.io/controller-runtime/pkg/client/apiutil';

/** client.New's default mapper: apiutil.NewDynamicRESTMapper's `*apiutil.mapper`. */
function restMapperValue(ctx: NativeContext): Iface {
  const t = ctx.typeOf(APIUTIL_PKG, 'mapper');
  return new Iface(ptrTo(t), zero(t));
}

// ---------------------------------------------------------------------------------------------
// Helpers.

export function stateOf(ctx: NativeContext, c: any): ClientState {
  const st = c === null ? undefined : states.get(c);
  if (st !== undefined) return st;
  // A zero client.client{} (never built by a constructor): use the current cluster directly.
  const env = maybeKubeEnv();
  if (env === undefined)
    throw ctx.panic(
      ctx.errorf(
        goString(
          'client: no simulated cluster is attached to this run (build clients with client.New or a manager)',
        ),
      ),
    );
  const fresh: ClientState = { backend: new DirectClient(env.server, { user: env.identity }), env };
  if (c !== null) states.set(c, fresh);
  return fresh;
}

function callSiteOf(ctx: NativeContext): CallSite | undefined {
  return goCallSite(ctx);
}

function schemeOfClient(c: any, env: KubeEnv): GoScheme {
  return c.scheme === null ? env.scheme : new GoScheme(c.scheme);
}

/** GVK of a Go object through the client's scheme, or a Go error. */
export function gvkOfObj(ctx: NativeContext, c: any, env: KubeEnv, obj: Iface | null): GVK | Iface {
  const g = gvkOfGoObject(ctx, obj, schemeOfClient(c, env));
  return isSchemeError(g) ? schemeErrorValue(ctx, g) : g;
}

function isErr(x: unknown): x is Iface {
  return x instanceof Iface;
}

/** json.Marshal(obj) with apiVersion/kind from `gvk` (the versioning encoder). */
function bodyOf(ctx: NativeContext, obj: Iface, gvk: GVK): KubeObject {
  const j = encodeGo(ctx, obj.v, obj.t) as JsonObject;
  const out: KubeObject = { apiVersion: gvString(gvk), kind: gvk.kind };
  for (const k of Object.keys(j)) if (k !== 'apiVersion' && k !== 'kind') out[k] = j[k];
  return out;
}

/** Set or clear the embedded TypeMeta of a struct object. */
function setTypeMeta(v: any, t: RType, gvk: GVK | undefined): void {
  if (v === null || t.kind !== 'struct') return;
  const f = t.fields.find((x) => x.embedded && x.name === 'TypeMeta');
  if (f === undefined) return;
  const tm = v[f.key];
  tm.APIVersion = gvk === undefined ? '' : goString(gvString(gvk));
  tm.Kind = gvk === undefined ? '' : goString(gvk.kind);
}

/** Replace obj (a `*T` in an interface) with `json`; TypeMeta cleared, or set to `gvk`. */
function replaceObj(ctx: NativeContext, obj: Iface, json: Json, gvk?: GVK): Iface | null {
  if (obj.t.kind !== 'ptr' || obj.v === null)
    return plainErrorValue(ctx, 'unable to decode into a nil object');
  try {
    decodeGoInto(ctx, json, obj.v, obj.t.elem!);
  } catch (e) {
    if (e instanceof CodecError) return plainErrorValue(ctx, e.message);
    throw e;
  }
  setTypeMeta(obj.v, obj.t.elem!, gvk);
  return null;
}

function encodeErr(ctx: NativeContext, e: unknown): Iface {
  if (e instanceof CodecError) return plainErrorValue(ctx, e.message);
  throw e;
}

/**
 * What one client call costs in interpreter steps: a floor under its CPU cost counted in empty loop
 * iterations. The budget stands for CPU time; without this a Reconcile that loops over r.Get would
 * run until the host's CPU limit (20 s in the grader, 60 s in `oplab run`) instead of stopping like
 * an empty loop. Measured (session 12): an empty loop step costs ~3 ns under `go run` (2^28 steps in
 * ~0.9 s), a Get with its trace event well over 10 µs; 2,000 steps let such a Reconcile run ~2.1 s of
 * CPU in `grade`, 3,000 ~1.9 s. Kept far below the measured cost so that solutions keep their margin
 * (the behaviour suite grades every solution with a 64th of the budget: ~87 calls a scenario).
 */
export const CLIENT_CALL_STEPS = 3000;

/** Backend call with the Go call site attached to the trace events it records. */
function traced<T>(ctx: NativeContext, env: KubeEnv, fn: () => T): T {
  if ((R.steps -= CLIENT_CALL_STEPS) < 0) budgetRefill(whereOf(R.sites, R.depth));
  return withCallSite(env, callSiteOf(ctx), fn);
}

/** A write through `traced` whose answer's warnings the Go side then logs (client-sim logWarnings). */
function tracedWrite<T extends ClientResult<unknown>>(ctx: NativeContext, st: ClientState, fn: () => T): T {
  const r = traced(ctx, st.env, fn);
  keepWarnings(st, r);
  return r;
}

/**
 * The warnings of a request's answer, for client-sim's logWarnings: the REST client hands every
 * response's Warning headers to the config's handler, reads' too ([CG] rest/request.go
 * handleWarnings); a read from the cache makes no request and has none.
 */
function keepWarnings(st: ClientState, r: { ok: boolean; warnings?: string[] }): void {
  st.warnings = r.ok && r.warnings !== undefined && r.warnings.length > 0 ? [...r.warnings] : undefined;
}

function takeWarnings(ctx: NativeContext, c: any): Slice | null {
  const st = stateOf(ctx, c);
  const w = st.warnings;
  st.warnings = undefined;
  return w === undefined ? null : Slice.of(w.map(goString));
}

function isCachedRead(backend: ClientBackend, gvk: GVK): boolean {
  return backend instanceof ManagerClient && backend.isCached(gvk);
}

/**
 * The backend a read of `obj` goes to: a manager's client reads unstructured objects straight from
 * the API server unless client.Options.Cache.Unstructured is set ([CR] pkg/client/client.go
 * shouldBypassCache).
 */
function readerFor(backend: ClientBackend, obj: Iface | null): ClientBackend {
  return backend instanceof ManagerClient && !backend.cacheUnstructured && isUnstructured(obj)
    ? backend.direct
    : backend;
}

/** context.Context's deadline in virtual ms, if it has one. */
function deadlineOf(ctx: NativeContext, goCtx: Iface | null): number | undefined {
  if (goCtx === null) return undefined;
  const [t, ok] = ctx.callMethod(goCtx, 'Deadline') as [any, boolean];
  if (!ok) return undefined;
  return (t.sec - 62135596800) * 1000 + Math.floor(t.nsec / 1e6);
}

/**
 * A cached read whose informer has not synced: block the goroutine ([CR] informers.go Get →
 * cache.WaitForCacheSync) while the cluster's clock runs (watch delivery, reflector retries), until the
 * informer syncs — then redo the read — or the context's deadline passes (`Timeout: failed waiting for
 * *v1.X Informer to sync`). Without a deadline the real reconcile hangs; here it ends at the run's
 * virtual-time limit (env.deadlineMs) with a fatal error saying so.
 */
function blockUntilSynced(
  ctx: NativeContext,
  env: KubeEnv,
  goCtx: Iface | null,
  inf: Informer,
  retry: () => Iface | null,
): any {
  const deadline = deadlineOf(ctx, goCtx);
  // Without a run limit, stop after a virtual day rather than spin forever on reflector retries.
  const limit = env.deadlineMs ?? env.clock.now() + MAX_BLOCK_MS;
  let timerPending = false;
  const ready = (): boolean => {
    if (inf.synced) return true;
    const now = env.clock.now();
    if (deadline !== undefined && now >= deadline) return true;
    if (now >= limit)
      throw new FatalError(
        `virtual time limit reached: a goroutine is still blocked waiting for the ${inf.info.version}.${inf.info.kind} informer to sync (cache.WaitForCacheSync never returns without a context deadline)\n`,
      );
    if (!timerPending) {
      const candidates = [env.clock.nextTimerAt(), deadline, limit].filter(
        (x): x is number => x !== undefined,
      );
      if (candidates.length === 0) return false;
      const at = Math.max(now, Math.min(...candidates));
      timerPending = true;
      ctx.afterFunc(Math.max(1, Math.ceil((at - now) * 1e6)), () => {
        timerPending = false;
      });
    }
    return false;
  };
  return ctx.block({ reason: 'select', ready }, () =>
    inf.synced ? retry() : goErrorValue(ctx, informerSyncTimeout(inf)),
  );
}

/** Longest a goroutine waits on an informer when the run sets no virtual-time limit (24 h). */
const MAX_BLOCK_MS = 24 * 3600 * 1000;

function notSyncedOf<T>(r: ReadResult<T>): Informer | undefined {
  return !r.ok && 'notSynced' in r
    ? (r.notSynced as CacheRead<T> & { informer: Informer }).informer
    : undefined;
}

const PATCH_TYPES: Record<string, Patch['type']> = {
  'application/merge-patch+json': 'merge',
  'application/strategic-merge-patch+json': 'strategic',
  'application/json-patch+json': 'json',
  'application/apply-patch+yaml': 'apply',
  'application/apply-patch+cbor': 'apply',
};

/** The policy as sent ("" when unset); the server refuses one it does not know. */
function propagation(p: string): RequestedPropagation | undefined {
  return p === '' ? undefined : p;
}

/** `a=b,c==d` → { a: 'b', c: 'd' } (MatchingFields selectors are exact-match conjunctions). */
function fieldsOf(sel: string): Record<string, string> | undefined {
  if (sel === '') return undefined;
  const out: Record<string, string> = {};
  for (const part of sel.split(',')) {
    const m = /^([^=!]+)==?(.*)$/.exec(part);
    if (m === null) return undefined;
    out[m[1]] = m[2];
  }
  return out;
}

function writeResult(ctx: NativeContext, r: ClientResult, into: Iface, gvk?: GVK): Iface | null {
  if (!r.ok) return goErrorValue(ctx, r.error);
  return replaceObj(ctx, into, r.value, gvk);
}

// ---------------------------------------------------------------------------------------------
// Natives of the *client type.

function get(
  ctx: NativeContext,
  c: any,
  goCtx: Iface | null,
  ns: string,
  name: string,
  obj: Iface | null,
): any {
  const st = stateOf(ctx, c);
  const gvk = gvkOfObj(ctx, c, st.env, obj);
  if (isErr(gvk)) return gvk;
  const key = { namespace: jsString(ns), name: jsString(name) };
  const backend = readerFor(st.backend, obj);
  const cached = isCachedRead(backend, gvk);
  // PartialObjectMetadata: the metadata client restores the GVK it was given (metadata_client.go Get)
  const partial = partialKindOf(obj!.t.elem!) !== undefined;
  const read = () => {
    const r = traced(ctx, st.env, () =>
      backend.get(gvk, key, undefined, { metadataOnly: partial }),
    ) as ReadResult;
    keepWarnings(st, r);
    return r;
  };
  const done = (r: ReadResult, inf?: Informer): Iface | null => {
    if (r.ok) return replaceObj(ctx, obj!, r.value, cached || partial ? gvk : undefined);
    if ('error' in r) return goErrorValue(ctx, r.error);
    return goErrorValue(ctx, informerSyncTimeout(inf ?? r.notSynced.informer));
  };
  const r = read();
  const inf = notSyncedOf(r);
  if (inf !== undefined) return blockUntilSynced(ctx, st.env, goCtx, inf, () => done(read(), inf));
  return done(r);
}

function list(
  ctx: NativeContext,
  c: any,
  goCtx: Iface | null,
  obj: Iface | null,
  ns: string,
  labelSel: string,
  fieldSel: string,
  limit: number | bigint,
  cont: string,
  resourceVersion: string,
  rawLabelSel?: string,
  rawFieldSel?: string,
  labelReqs?: string,
): any {
  const st = stateOf(ctx, c);
  const listGVK = gvkOfObj(ctx, c, st.env, obj);
  if (isErr(listGVK)) return listGVK;
  const gvk = listItemGVK(listGVK);
  const backend = readerFor(st.backend, obj);
  const cached = isCachedRead(backend, gvk);
  // ListOptions.Raw: the REST client sends its selectors when the typed ones are unset
  // ([CR] pkg/client/options.go AsListOptions); the cache (pkg/cache/internal/cache_reader.go
  // CacheReader.List) and the fake client filter by LabelSelector / FieldSelector only.
  // a selector without requirements (MatchingFields{}): "\x1d" from client-sim.go List. Its String()
  // is "", which replaces Raw's, and the cache and the fake client refuse it ([CR]
  // pkg/internal/field/selector/utils.go RequiresExactMatch is false without requirements).
  const noReqs = jsString(fieldSel) === '\x1d';
  if (noReqs) fieldSel = goString('');
  const raw = {
    labelSelector: rawLabelSel === undefined || labelSel !== '' ? '' : jsString(rawLabelSel),
    fieldSelector: rawFieldSel === undefined || fieldSel !== '' || noReqs ? '' : jsString(rawFieldSel),
  };
  const rawIgnored = cached || backend instanceof FakeClient;
  if (!rawIgnored) {
    if (raw.labelSelector !== '') labelSel = goString(raw.labelSelector);
    if (raw.fieldSelector !== '') fieldSel = goString(raw.fieldSelector);
  }
  const fields = fieldsOf(jsString(fieldSel));
  if ((fieldSel !== '' || noReqs) && fields === undefined && cached)
    return plainErrorValue(ctx, 'non-exact field matches are not supported by the cache');
  if ((fieldSel !== '' || noReqs) && fields === undefined && backend instanceof FakeClient)
    return plainErrorValue(
      ctx,
      `field selector ${jsString(fieldSel)} is not in one of the two supported forms "key==val" or "key=val"`,
    );
  const partial = partialKindOf(obj!.t.elem!) === 'list';
  const opts: ListOptions = {
    metadataOnly: partial,
    namespace: jsString(ns),
    labelSelector: labelSel === '' ? undefined : jsString(labelSel),
    labelRequirements: labelReqs === undefined ? undefined : decodeLabelRequirements(jsString(labelReqs)),
    matchingFields: fields,
    ...(cont !== '' ? { continue: jsString(cont), resourceVersion: jsString(resourceVersion) } : {}),
  };
  if (cached && cont !== '')
    return plainErrorValue(ctx, 'continue list option is not supported by the cache');
  // the trace entry of this List (the API server's or the cache's), whose summary of what came back
  // is the page the code got once a Limit is applied below
  let entry: TraceEvent | undefined;
  const finish = (items: KubeObject[]): Iface | null => {
    const n = Number(limit);
    let start = 0;
    if (!cached && cont !== '') {
      const offset = issuedContinueOffset(jsString(cont));
      if (offset === undefined) {
        const why = continueTokenError(jsString(cont));
        if (why !== undefined)
          return goErrorValue(ctx, statusError(badRequest(`invalid continue token: ${why}`).status));
      }
      // after the token decodes, a resourceVersion beside it is refused, as over HTTP ([AS]
      // pkg/storage/etcd3/store.go GetList)
      const rv = jsString(resourceVersion);
      if (rv !== '' && rv !== '0' && !(backend instanceof FakeClient))
        return goErrorValue(
          ctx,
          statusError(badRequest('specifying resource version is not allowed when using continue').status),
        );
      start = offset ?? 0;
    }
    let page = items.slice(start);
    const whole = page.length;
    let next = '';
    let remaining: number | undefined;
    if (n > 0 && page.length > n) {
      // only for a list without selectors ([AS] pkg/storage/etcd3/store.go GetList: opts.Predicate.Empty())
      if (labelSel === '' && fieldSel === '') remaining = page.length - n;
      page = page.slice(0, n);
      next = continueToken(st.env, start + n);
    }
    // the trace shows what the code got: a request with ?limit= is answered with one page by the API
    // server; the cache stops reading at the limit ([CR] pkg/cache/internal/cache_reader.go List)
    if (n > 0 && entry?.kind === 'cacheRead') {
      entry.returned = listReturned(page);
      if (whole > n) entry.limited = { limit: n, matched: whole };
    } else if (n > 0 && entry?.kind === 'api') {
      entry.returned = listReturned(page);
      entry.details = { ...entry.details, limit: String(n) };
    }
    if (cached) {
      const err = setListItems(ctx, obj!, page);
      // from v0.21 the cache stamps every List it serves with a continue token that is not one: a
      // List given it back fails ([CR] pkg/cache/internal/cache_reader.go List: SetContinue)
      if (err === null && (pinnedControllerRuntimeMinor() >= 21 || pinnedControllerRuntimeMinor() === 0))
        setListContinue(ctx, obj!, CACHE_CONTINUE);
      return err;
    }
    const json: JsonObject = {
      // the list's own kind, as the API server sends it (an UnstructuredList keeps it; typed lists drop it)
      ...(isUnstructured(obj) ? { apiVersion: gvString(listGVK), kind: listGVK.kind } : {}),
      metadata: {
        resourceVersion: st.env.server.currentResourceVersion(),
        ...(next !== '' ? { continue: next } : {}),
        ...(remaining !== undefined ? { remainingItemCount: remaining } : {}),
      },
      // as=PartialObjectMetadataList: the API server sends each item as meta.k8s.io/v1
      // PartialObjectMetadata (apiserver handlers/response.go asPartialObjectMetadataList)
      items: (partial
        ? page.map((o) => ({ ...o, apiVersion: 'meta.k8s.io/v1', kind: 'PartialObjectMetadata' }))
        : page) as Json[],
    };
    // metadata_client.go List sets the list's GVK to the item kind ("List" trimmed), as the real one
    return replaceObj(ctx, obj!, json, partial ? gvk : undefined);
  };
  const noted = rawIgnored && (raw.labelSelector !== '' || raw.fieldSelector !== '');
  const run = () => {
    const before = st.env.trace.lastSeq;
    const r = traced(ctx, st.env, () => backend.list(gvk, opts)) as ReadResult<KubeObject[]>;
    keepWarnings(st, r);
    const last = st.env.trace.events().at(-1);
    entry = last !== undefined && last.seq > before ? last : undefined;
    const e = noted ? entry : undefined;
    if (e?.kind === 'cacheRead') e.ignoredRaw = raw;
    return r;
  };
  const r = run();
  const inf = notSyncedOf(r);
  if (inf !== undefined)
    return blockUntilSynced(ctx, st.env, goCtx, inf, () => {
      const again = run();
      if (!again.ok)
        return 'error' in again
          ? goErrorValue(ctx, again.error)
          : goErrorValue(ctx, informerSyncTimeout(inf));
      return finish(again.value);
    });
  if (!r.ok) return goErrorValue(ctx, (r as { error: GoError }).error);
  return finish(r.value);
}

/**
 * The requirements client-sim.go labelRequirements encodes: "" none, "\x1d" labels.Nothing(), else
 * "\x1e" and per requirement key, operator and values separated by "\x1f" ("==" is "=").
 */
function decodeLabelRequirements(s: string): LabelSelector | 'nothing' | undefined {
  if (s === '') return undefined;
  if (s === '\x1d') return 'nothing';
  const requirements = s
    .slice(1)
    .split('\x1e')
    .filter((r) => r !== '')
    .map((r) => {
      const [key, op, ...values] = r.split('\x1f');
      return { key, op: (op === '==' ? '=' : op) as LabelOp, values };
    });
  return { requirements };
}

/** apimeta.SetList: only the Items field is replaced (the cache reader). */
function setListItems(ctx: NativeContext, obj: Iface, items: KubeObject[]): Iface | null {
  if (obj.t.kind !== 'ptr' || obj.v === null)
    return plainErrorValue(ctx, 'unable to decode into a nil object');
  const lt = obj.t.elem!;
  const f = lt.fields.find((x) => x.name === 'Items');
  if (f === undefined) return plainErrorValue(ctx, `no Items field in this object`);
  try {
    obj.v[f.key] = decodeGo(ctx, items as Json[], f.type);
  } catch (e) {
    return encodeErr(ctx, e);
  }
  return null;
}

/** The continue token controller-runtime's cache sets on every List it serves (v0.21 on). */
const CACHE_CONTINUE = 'continue-not-supported';

/**
 * The list's SetContinue: ListMeta.Continue of a typed list or a PartialObjectMetadataList, and
 * metadata.continue in an UnstructuredList's Object (one the cache serves with client.Options
 * Cache.Unstructured: cache_reader.go calls out.SetContinue on whatever list it fills).
 */
function setListContinue(ctx: NativeContext, obj: Iface, token: string): void {
  if (obj.t.kind !== 'ptr' || obj.v === null) return;
  if (unstructuredKindOf(obj.t.elem!) === 'list') {
    ctx.callMethod(obj, 'SetContinue', goString(token));
    return;
  }
  const meta = obj.t.elem!.fields.find((x) => x.name === 'ListMeta');
  const cont = meta?.type.fields.find((x) => x.name === 'Continue');
  if (meta !== undefined && cont !== undefined) obj.v[meta.key][cont.key] = goString(token);
}

function continueToken(env: KubeEnv, offset: number): string {
  return issuedContinueToken(Number(env.server.currentResourceVersion()), offset);
}

function create(
  ctx: NativeContext,
  c: any,
  _goCtx: Iface | null,
  obj: Iface | null,
  dryRun: boolean,
  fm: string,
): any {
  return createIn(ctx, c, obj, dryRun, fm, undefined);
}

/**
 * client-go's typed and dynamic clients (gentype.go, simple.go): the request goes to the client's
 * namespace, whatever the body names ([CG] gentype/type.go NamespaceIfScoped(c.namespace, ...)).
 */
function rawCreate(
  ctx: NativeContext,
  c: any,
  _goCtx: Iface | null,
  namespace: string,
  obj: Iface | null,
  dryRun: boolean,
  fm: string,
): any {
  return createIn(ctx, c, obj, dryRun, fm, jsString(namespace));
}

function createIn(
  ctx: NativeContext,
  c: any,
  obj: Iface | null,
  dryRun: boolean,
  fm: string,
  requestNamespace: string | undefined,
): any {
  const st = stateOf(ctx, c);
  const gvk = gvkOfObj(ctx, c, st.env, obj);
  if (isErr(gvk)) return gvk;
  let body: KubeObject;
  try {
    body = bodyOf(ctx, obj!, gvk);
  } catch (e) {
    return encodeErr(ctx, e);
  }
  const opts = {
    dryRun: dryRun || undefined,
    fieldManager: fm === '' ? undefined : jsString(fm),
    typed: !isUnstructured(obj!) || undefined,
  };
  const r = tracedWrite(ctx, st, () =>
    requestNamespace === undefined
      ? st.backend.create(body, opts)
      : (st.backend as DirectClient).create(body, opts, requestNamespace),
  );
  return writeResult(ctx, r, obj!);
}

function update(
  ctx: NativeContext,
  c: any,
  _goCtx: Iface | null,
  obj: Iface | null,
  bodyObj: Iface | null,
  subresource: string,
  dryRun: boolean,
  fm: string,
): any {
  return updateIn(ctx, c, obj, bodyObj, subresource, dryRun, fm, undefined);
}

/** The typed and dynamic clients' PUT: to the client's namespace, as rawCreate. */
function rawUpdate(
  ctx: NativeContext,
  c: any,
  _goCtx: Iface | null,
  namespace: string,
  obj: Iface | null,
  subresource: string,
  dryRun: boolean,
  fm: string,
): any {
  return updateIn(ctx, c, obj, null, subresource, dryRun, fm, jsString(namespace));
}

function updateIn(
  ctx: NativeContext,
  c: any,
  obj: Iface | null,
  bodyObj: Iface | null,
  subresource: string,
  dryRun: boolean,
  fm: string,
  requestNamespace: string | undefined,
): any {
  const st = stateOf(ctx, c);
  const gvk = gvkOfObj(ctx, c, st.env, obj);
  if (isErr(gvk)) return gvk;
  const target = bodyObj ?? obj;
  const sub = jsString(subresource);
  let body: KubeObject;
  let bgvk: GVK | Iface = gvk;
  let parent: { parent?: SubresourceParent };
  try {
    if (!sameObject(target, obj)) bgvk = gvkOfObj(ctx, c, st.env, target);
    if (isErr(bgvk)) return bgvk;
    body = bodyOf(ctx, target!, bgvk);
    parent = parentOf(ctx, st, obj!, gvk, target!, sub);
  } catch (e) {
    return encodeErr(ctx, e);
  }
  const opts = {
    dryRun: dryRun || undefined,
    fieldManager: fm === '' ? undefined : jsString(fm),
    typed: !isUnstructured(target!) || undefined,
    ...(sub !== '' ? { subresource: sub } : {}),
    ...parent,
  };
  const r = tracedWrite(ctx, st, () =>
    requestNamespace === undefined
      ? st.backend.update(body, opts)
      : (st.backend as DirectClient).update(body, opts, requestNamespace),
  );
  return subresourceResult(ctx, r, target!, bgvk, sub);
}

function sameObject(a: Iface | null, b: Iface | null): boolean {
  return a === b || (a !== null && b !== null && a.v === b.v);
}

/**
 * A subresource write whose body is not the object (client.WithSubResourceBody: a Scale for "scale"):
 * the request goes to the object's path. The fake client writes the body as an object of its own.
 */
function parentOf(
  ctx: NativeContext,
  st: ClientState,
  obj: Iface,
  gvk: GVK,
  body: Iface,
  sub: string,
): { parent?: SubresourceParent } {
  if (sub === '' || sameObject(obj, body) || st.backend instanceof FakeClient) return {};
  return { parent: { gvk, ...keyOf(ctx, obj) } };
}

/** The namespace and name of a Go object (typed or unstructured). */
function keyOf(ctx: NativeContext, obj: Iface): { namespace: string; name: string } {
  const m = metaOf(encodeGo(ctx, obj.v, obj.t) as KubeObject);
  return { namespace: str(m.namespace), name: str(m.name) };
}

/**
 * Result.Into for a subresource's answer: one of another kind than `into` (the Scale a PATCH of
 * `/scale` answers, decoded into the Deployment passed as the body) is decoded into a new object of
 * its own kind, and `into` keeps what it had ([CG] rest/request.go Result.Into; apimachinery's json
 * serializer Decode, runtime.UseOrCreateObject). An unstructured `into` takes whatever came.
 */
function subresourceResult(
  ctx: NativeContext,
  r: ClientResult,
  into: Iface,
  intoGvk: GVK | Iface,
  sub: string,
): Iface | null {
  if (!r.ok || sub === '' || isErr(intoGvk) || isUnstructured(into)) return writeResult(ctx, r, into);
  const got = gvkOfJson(r.value);
  if (got.kind !== intoGvk.kind || got.group !== intoGvk.group || got.version !== intoGvk.version)
    return null;
  return writeResult(ctx, r, into);
}

function patch(
  ctx: NativeContext,
  c: any,
  _goCtx: Iface | null,
  obj: Iface | null,
  bodyObj: Iface | null,
  subresource: string,
  patchType: string,
  data: Slice | null,
  force: boolean,
  dryRun: boolean,
  fm: string,
): any {
  const st = stateOf(ctx, c);
  const gvk = gvkOfObj(ctx, c, st.env, obj);
  if (isErr(gvk)) return gvk;
  const type = PATCH_TYPES[jsString(patchType)];
  if (type === undefined)
    return plainErrorValue(
      ctx,
      `the server responded with the status code 415 but did not return more information`,
    );
  // The body goes to the server as bytes, which it decodes for the patch type (an apply patch is YAML)
  // and answers a body it cannot decode with a BadRequest once the request is authorized.
  const decodedBody = decodePatchBody(type, bytesOf(data));
  const sub = jsString(subresource);
  const target = bodyObj ?? obj;
  let body: KubeObject;
  let bgvk: GVK | Iface = gvk;
  let parent: { parent?: SubresourceParent };
  try {
    if (!sameObject(target, obj)) bgvk = gvkOfObj(ctx, c, st.env, target);
    if (isErr(bgvk)) return bgvk;
    body = bodyOf(ctx, target!, bgvk);
    parent = parentOf(ctx, st, obj!, gvk, target!, sub);
  } catch (e) {
    return encodeErr(ctx, e);
  }
  const p = { type, data: decodedBody.ok ? decodedBody.value : {} } as Patch;
  const opts = {
    ...(decodedBody.ok ? {} : { decoded: { ok: false as const, status: decodedBody.status } }),
    dryRun: dryRun || undefined,
    fieldManager: fm === '' ? undefined : jsString(fm),
    force: force || undefined,
    ...(sub !== '' ? { subresource: sub } : {}),
    ...parent,
  };
  const r = tracedWrite(ctx, st, () => st.backend.patch(body, p, opts));
  return subresourceResult(ctx, r, target!, bgvk, sub);
}

/** The typed and dynamic clients' PATCH: to the object's own path, the answer decoded into it. */
function rawPatch(
  ctx: NativeContext,
  c: any,
  goCtx: Iface | null,
  obj: Iface | null,
  subresource: string,
  patchType: string,
  data: Slice | null,
  force: boolean,
  dryRun: boolean,
  fm: string,
): any {
  return patch(ctx, c, goCtx, obj, obj, subresource, patchType, data, force, dryRun, fm);
}

function apply(
  ctx: NativeContext,
  c: any,
  _goCtx: Iface | null,
  cfg: Iface | null,
  subresource: string,
  force: boolean,
  dryRun: boolean,
  fm: string,
): any {
  const st = stateOf(ctx, c);
  if (cfg === null) return plainErrorValue(ctx, 'apply configuration must not be nil');
  const sub = jsString(subresource);
  let body: KubeObject;
  try {
    body = encodeGo(ctx, cfg.v, cfg.t) as KubeObject;
  } catch (e) {
    return encodeErr(ctx, e);
  }
  const opts = {
    dryRun: dryRun || undefined,
    fieldManager: fm === '' ? undefined : jsString(fm),
    force: force || undefined,
    ...(sub !== '' ? { subresource: sub } : {}),
  };
  const r = tracedWrite(ctx, st, () => st.backend.patch(body, { type: 'apply', data: body }, opts));
  if (!r.ok) return goErrorValue(ctx, r.error);
  if (cfg.t.kind === 'ptr' && cfg.v !== null) {
    try {
      decodeGoInto(ctx, r.value, cfg.v, cfg.t.elem!);
    } catch (e) {
      return encodeErr(ctx, e);
    }
  }
  return null;
}

function del(
  ctx: NativeContext,
  c: any,
  _goCtx: Iface | null,
  obj: Iface | null,
  policy: string,
  orphan: number | bigint,
  uid: string,
  hasUID: boolean,
  rv: string,
  hasRV: boolean,
  grace: number | bigint,
  dryRun: boolean,
): any {
  const st = stateOf(ctx, c);
  const gvk = gvkOfObj(ctx, c, st.env, obj);
  if (isErr(gvk)) return gvk;
  let body: KubeObject;
  try {
    body = bodyOf(ctx, obj!, gvk);
  } catch (e) {
    return encodeErr(ctx, e);
  }
  const preconditions =
    hasUID || hasRV
      ? { ...(hasUID ? { uid: jsString(uid) } : {}), ...(hasRV ? { resourceVersion: jsString(rv) } : {}) }
      : undefined;
  const r = tracedWrite(ctx, st, () =>
    st.backend.delete(body, {
      propagationPolicy: propagation(jsString(policy)),
      // -1: OrphanDependents not set
      ...(Number(orphan) >= 0 ? { orphanDependents: Number(orphan) === 1 } : {}),
      preconditions,
      dryRun: dryRun || undefined,
      // -1: GracePeriodSeconds not set (client-sim.go)
      ...(Number(grace) >= 0 ? { gracePeriodSeconds: Number(grace) } : {}),
    }),
  );
  return r.ok ? null : goErrorValue(ctx, r.error);
}

function deleteAllOf(
  ctx: NativeContext,
  c: any,
  _goCtx: Iface | null,
  obj: Iface | null,
  ns: string,
  labelSel: string,
  fieldSel: string,
  policy: string,
  orphan: number | bigint,
  grace: number | bigint,
  dryRun: boolean,
): any {
  const st = stateOf(ctx, c);
  const gvk = gvkOfObj(ctx, c, st.env, obj);
  if (isErr(gvk)) return gvk;
  const b = st.backend;
  const r = tracedWrite(ctx, st, () =>
    b.deleteAllOf(gvk, {
      namespace: jsString(ns),
      labelSelector: labelSel === '' ? undefined : jsString(labelSel),
      matchingFields: fieldsOf(jsString(fieldSel)),
      propagationPolicy: propagation(jsString(policy)),
      // -1: not set (client-sim.go)
      ...(Number(orphan) >= 0 ? { orphanDependents: Number(orphan) === 1 } : {}),
      ...(Number(grace) >= 0 ? { gracePeriodSeconds: Number(grace) } : {}),
      dryRun: dryRun || undefined,
    }),
  );
  return r.ok ? null : goErrorValue(ctx, r.error);
}

function getSubResource(
  ctx: NativeContext,
  c: any,
  _goCtx: Iface | null,
  obj: Iface | null,
  subObj: Iface | null,
  subresource: string,
): any {
  const st = stateOf(ctx, c);
  const gvk = gvkOfObj(ctx, c, st.env, obj);
  if (isErr(gvk)) return gvk;
  const sub = jsString(subresource);
  let key: { namespace: string; name: string };
  try {
    key = keyOf(ctx, obj!);
  } catch (e) {
    return encodeErr(ctx, e);
  }
  const into = subObj ?? obj!;
  const ig = gvkOfObj(ctx, c, st.env, into);
  // a subresource is read from the API server, never from the cache (the fake has its own Go)
  const direct = st.backend instanceof ManagerClient ? st.backend.direct : st.backend;
  if (!(direct instanceof DirectClient))
    return plainErrorValue(ctx, `fakeSubResourceClient does not support get for ${sub}`);
  const r = traced(ctx, st.env, () => direct.getSubresource(gvk, key, sub));
  return subresourceResult(ctx, r, into, ig, sub);
}

/** POST of a subresource (a ServiceAccount's token): to the object's path, the answer into subObj. */
function createSubResource(
  ctx: NativeContext,
  c: any,
  _goCtx: Iface | null,
  obj: Iface | null,
  subObj: Iface | null,
  subresource: string,
  dryRun: boolean,
  fm: string,
): any {
  const st = stateOf(ctx, c);
  const gvk = gvkOfObj(ctx, c, st.env, obj);
  if (isErr(gvk)) return gvk;
  const sg = gvkOfObj(ctx, c, st.env, subObj);
  if (isErr(sg)) return sg;
  const sub = jsString(subresource);
  let body: KubeObject;
  let key: { namespace: string; name: string };
  try {
    body = bodyOf(ctx, subObj!, sg);
    key = keyOf(ctx, obj!);
  } catch (e) {
    return encodeErr(ctx, e);
  }
  const direct = st.backend instanceof ManagerClient ? st.backend.direct : st.backend;
  if (!(direct instanceof DirectClient))
    return plainErrorValue(ctx, `fakeSubResourceWriter does not support create for ${sub}`);
  const opts = { dryRun: dryRun || undefined, fieldManager: fm === '' ? undefined : jsString(fm) };
  const r = tracedWrite(ctx, st, () => direct.createSubresource(body, { gvk, ...key }, sub, opts));
  return subresourceResult(ctx, r, subObj!, sg, sub);
}

function gvkFor(ctx: NativeContext, c: any, obj: Iface | null): [any, Iface | null] {
  const st = stateOf(ctx, c);
  const out = zero(ctx.typeOf(SCHEMA_PKG, 'GroupVersionKind'));
  const g = gvkOfObj(ctx, c, st.env, obj);
  if (isErr(g)) return [out, g];
  out.Group = goString(g.group);
  out.Version = goString(g.version);
  out.Kind = goString(g.kind);
  return [out, null];
}

function isNamespaced(ctx: NativeContext, c: any, obj: Iface | null): [boolean, Iface | null] {
  const st = stateOf(ctx, c);
  const g = gvkOfObj(ctx, c, st.env, obj);
  if (isErr(g)) return [false, g];
  const info = kindInfo(st.env, g);
  if (info === undefined) {
    const e = noKindMatch(g.group, g.version, g.kind);
    return [false, plainErrorValue(ctx, `failed to get restmapping: ${e.kind === 'plain' ? e.message : ''}`)];
  }
  return [info.namespaced, null];
}

/**
 * The registry entry of a kind; `<Kind>List` maps to its item's scope, as discovery's RESTMapper
 * registers every kind's list kind beside it (k8s.io/client-go/restmapper discovery.go).
 */
function kindInfo(env: KubeEnv, g: GVK) {
  const info = env.server.registry.lookupKind(g);
  if (info !== undefined || !g.kind.endsWith('List')) return info;
  return env.server.registry.lookupKind({ ...g, kind: g.kind.slice(0, -4) });
}

function newClient(
  ctx: NativeContext,
  config: any,
  scheme: any,
  mapper: Iface | null,
  dryRun: boolean,
  fieldOwner: string,
  _fieldValidation: string,
): [any, Iface | null] {
  const env = maybeKubeEnv();
  if (env === undefined)
    return [
      null,
      plainErrorValue(
        ctx,
        `Get "${jsString(config.Host)}/api?timeout=32s": dial tcp: connect: connection refused`,
      ),
    ];
  const user = identityOfConfig(config, env.identity);
  const ua = jsString(config.UserAgent as string);
  const backend = new DirectClient(env.server, {
    user,
    userAgent: ua === '' ? 'main/v0.0.0 (linux/amd64) kubernetes/$Format' : ua,
  });
  const iv = goClientValue(ctx, backend, { scheme, mapper, dryRun, fieldOwner: jsString(fieldOwner), env });
  return [iv.v, null];
}

// ---------------------------------------------------------------------------------------------
// RESTMapper over the registry.

function gvrValue(ctx: NativeContext, group: string, version: string, resource: string): any {
  const v = zero(ctx.typeOf(SCHEMA_PKG, 'GroupVersionResource'));
  v.Group = goString(group);
  v.Version = goString(version);
  v.Resource = goString(resource);
  return v;
}

function gvkValue(ctx: NativeContext, g: GVK): any {
  const v = zero(ctx.typeOf(SCHEMA_PKG, 'GroupVersionKind'));
  v.Group = goString(g.group);
  v.Version = goString(g.version);
  v.Kind = goString(g.kind);
  return v;
}

function mapperEnv(ctx: NativeContext): KubeEnv {
  const env = maybeKubeEnv();
  if (env === undefined)
    throw ctx.panic(ctx.errorf(goString('RESTMapper: no simulated cluster is attached to this run')));
  return env;
}

function findResource(env: KubeEnv, gvr: { Group: string; Version: string; Resource: string }) {
  const group = jsString(gvr.Group);
  const version = jsString(gvr.Version);
  const res = jsString(gvr.Resource).toLowerCase();
  return env.server.registry
    .all()
    .find(
      (i) =>
        i.group === group &&
        (version === '' || i.version === version) &&
        (i.resource === res || i.singular === res || i.kind.toLowerCase() === res),
    );
}

function noResourceMatch(
  ctx: NativeContext,
  gvr: { Group: string; Version: string; Resource: string },
): Iface {
  return plainErrorValue(
    ctx,
    `no matches for ${[jsString(gvr.Group), jsString(gvr.Version), jsString(gvr.Resource)].filter((x) => x !== '').join('/')}`,
  );
}

export const mapperNatives: NativeTable = {
  '*mapper.KindFor': (ctx, _m, gvr) => {
    const info = findResource(mapperEnv(ctx), gvr);
    if (info === undefined)
      return [zero(ctx.typeOf(SCHEMA_PKG, 'GroupVersionKind')), noResourceMatch(ctx, gvr)];
    return [gvkValue(ctx, info), null];
  },
  '*mapper.ResourceFor': (ctx, _m, gvr) => {
    const info = findResource(mapperEnv(ctx), gvr);
    if (info === undefined) return [gvrValue(ctx, '', '', ''), noResourceMatch(ctx, gvr)];
    return [gvrValue(ctx, info.group, info.version, info.resource), null];
  },
  '*mapper.mapping': (ctx, _m, group: string, kind: string, version: string) => {
    const env = mapperEnv(ctx);
    const g = jsString(group);
    const k = jsString(kind);
    const v = jsString(version);
    const find = (kind: string) =>
      env.server.registry
        .all()
        .find((i) => i.group === g && i.kind === kind && (v === '' || i.version === v));
    const item = k.endsWith('List') ? find(k.slice(0, -4)) : undefined;
    const info =
      find(k) ?? (item === undefined ? undefined : { ...item, kind: k, resource: guessResource(k) });
    if (info === undefined) {
      const msg =
        v === ''
          ? `no matches for kind "${k}" in group "${g}"`
          : `no matches for kind "${k}" in version "${gvString({ group: g, version: v })}"`;
      return [
        gvrValue(ctx, '', '', ''),
        false,
        gvkValue(ctx, { group: '', version: '', kind: '' }),
        noKindMatchValue(ctx, { group: g, kind: k, versions: v === '' ? [] : [v] }, msg),
      ];
    }
    return [
      gvrValue(ctx, info.group, info.version, info.resource),
      info.namespaced,
      gvkValue(ctx, info),
      null,
    ];
  },
  '*mapper.ResourceSingularizer': (ctx, _m, resource: string) => {
    const env = mapperEnv(ctx);
    const r = jsString(resource);
    const info = env.server.registry.all().find((i) => i.resource === r);
    if (info === undefined)
      return ['', plainErrorValue(ctx, `no singular of resource ${r} has been defined`)];
    return [goString(info.singular), null];
  },
};

// ---------------------------------------------------------------------------------------------
// Patch data (patch.go): json.Marshal of objects and the merge patch between two of them.

function marshalObject(ctx: NativeContext, obj: Iface | null): [Slice | null, Iface | null] {
  if (obj === null) return [bytesSlice('null'), null];
  try {
    return [bytesSlice(goString(goMarshal(encodeGo(ctx, obj.v, obj.t)))), null];
  } catch (e) {
    return [null, encodeErr(ctx, e)];
  }
}

/** jsonpatch.CreateMergePatch(original, modified) ([CR] patch.go mergeFromPatch.Data). */
function createMergePatchNative(
  ctx: NativeContext,
  original: Iface | null,
  modified: Iface | null,
): [Slice | null, Iface | null] {
  try {
    const a = original === null ? null : encodeGo(ctx, original.v, original.t);
    const b = modified === null ? null : encodeGo(ctx, modified.v, modified.t);
    // the patch is a map[string]interface{}: json.Marshal sorts its keys
    return [bytesSlice(goString(goMarshal(mergeDiff(a, b), true))), null];
  } catch (e) {
    return [null, encodeErr(ctx, e)];
  }
}

/** strategicpatch.CreateTwoWayMergePatch(original, modified, obj) ([CR] patch.go, StrategicMergeFrom). */
function createStrategicMergePatchNative(
  ctx: NativeContext,
  original: Iface | null,
  modified: Iface | null,
): [Slice | null, Iface | null] {
  try {
    const a = original === null ? null : encodeGo(ctx, original.v, original.t);
    const b = modified === null ? null : encodeGo(ctx, modified.v, modified.t);
    const t = modified ?? original;
    const diff = t === null ? {} : createTwoWayMergePatch(a, b, t.t);
    return [bytesSlice(goString(goMarshal(diff, true))), null];
  } catch (e) {
    if (e instanceof SmpError) return [null, plainErrorValue(ctx, e.message)];
    return [null, encodeErr(ctx, e)];
  }
}

function mergeDiff(original: Json, modified: Json): Json {
  if (!isObject(original) || !isObject(modified)) return modified;
  const out: JsonObject = {};
  for (const k of Object.keys(modified)) {
    const a = original[k];
    const b = modified[k];
    if (a === undefined) out[k] = b;
    else if (isObject(a) && isObject(b)) {
      const sub = mergeDiff(a, b) as JsonObject;
      if (Object.keys(sub).length > 0) out[k] = sub;
    } else if (JSON.stringify(a) !== JSON.stringify(b)) out[k] = b;
  }
  for (const k of Object.keys(original)) if (!(k in modified)) out[k] = null;
  return out;
}

// ---------------------------------------------------------------------------------------------

/** Natives of package sigs.k8s.io/controller-runtime/pkg/client. */
export const clientNatives: NativeTable = {
  nameClientGoScheme: (_ctx, s) => {
    if (s !== null) setSchemeName(s, CLIENTGO_SCHEME_NAME);
  },
  newClient,
  '*client.GroupVersionKindFor': gvkFor,
  '*client.isObjectNamespaced': isNamespaced,
  '*client.create': create,
  '*client.update': update,
  '*client.delete': del,
  '*client.deleteAllOf': deleteAllOf,
  '*client.patch': patch,
  '*client.apply': apply,
  '*client.get': get,
  '*client.list': list,
  controllerRuntimeMinor: controllerRuntimeMinorNative,
  '*client.getSubResource': getSubResource,
  '*client.createSubResource': createSubResource,
  '*client.takeWarnings': takeWarnings,
  marshalObject,
  createMergePatch: createMergePatchNative,
  createStrategicMergePatch: createStrategicMergePatchNative,
  discoveryMapper: (ctx: NativeContext, m: Iface | null) =>
    m !== null && m.t === ptrTo(ctx.typeOf(APIUTIL_PKG, 'mapper')),
  '*client.startWatch': watchNatives['*client.startWatch'],
};

/**
 * client-go's typed clientset (src/kube/gopkg/client-go/clientset/gentype.go): its REST client is a
 * direct client as the config's user, and its requests are the direct client's.
 */
function attachClientset(ctx: NativeContext, c: any, config: any): Iface | null {
  const env = maybeKubeEnv();
  if (env === undefined)
    return plainErrorValue(
      ctx,
      `Get "${jsString(config.Host)}/api?timeout=32s": dial tcp: connect: connection refused`,
    );
  const ua = jsString(config.UserAgent as string);
  const backend = new DirectClient(
    env.server,
    {
      user: identityOfConfig(config, env.identity),
      userAgent: ua === '' ? 'main/v0.0.0 (linux/amd64) kubernetes/$Format' : ua,
    },
    true,
  );
  states.set(c, { backend, env });
  return null;
}

export const clientsetNatives: NativeTable = {
  attach: attachClientset,
  '*Raw.get': get,
  '*Raw.list': list,
  '*Raw.create': rawCreate,
  '*Raw.update': rawUpdate,
  '*Raw.delete': del,
  '*Raw.deleteAllOf': deleteAllOf,
  '*Raw.patch': rawPatch,
  '*Raw.getSubResource': getSubResource,
  '*Raw.updateSubResource': update,
  '*Raw.startWatch': watchNatives['*client.startWatch'],
};

/**
 * The events of the watches the clientsets, the dynamic client and WithWatch start, for the one
 * decoder of the simulated k8s.io/client-go/rest (rest-client.go NewSimulatedWatch). Imported from
 * here rather than from client-watch.ts, whose import of this module would otherwise run first.
 */
export const clientWatchNatives: NativeTable = {
  nextWatchEvent: watchNatives.nextWatchEvent,
  notifyWatch: watchNatives.notifyWatch,
  stopWatch: watchNatives.stopWatch,
};

// Natives of pkg/cache: the informerCache a manager hands out or cache.New returns. cache.New's
// options are checked as [CR] pkg/cache/cache.go defaultOpts checks them; the simulated cache is
// built when a manager adopts the cache (manager.Options.NewCache) or on its first use alone. Field
// indexes' extractors are the learner's Go functions (IndexField), feeding client.MatchingFields.

import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { ptrTo } from '../../go/interp/rtype.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import { type GoMap, Iface, type Slice, zero } from '../../go/interp/values.ts';
import type { KubeObject } from '../apiserver/types.ts';
import {
  type CacheOptions,
  type EventHandler,
  type Informer,
  reflectorName,
  type SelectorConfig,
  type Transform,
} from '../runtime/cache.ts';
import { Manager } from '../runtime/manager.ts';
import { goClientValue } from './client.ts';
import { identityOfConfig } from './client-identity.ts';
import { decodeGoInto, encodeGo } from './codec.ts';
import { goObjectFrom, informerObjects } from './controller.ts';
import { gvkOf } from './controller-scheme.ts';
import { type KubeEnv, maybeKubeEnv } from './env.ts';
import { goErrorValue } from './errors.ts';
import { type ManagerBinding, managerByHandle, runState } from './manager-state.ts';
import { GoScheme, isSchemeError, newGoObject } from './scheme.ts';

export const CACHE_PKG = 'sigs.k8s.io/controller-runtime/pkg/cache';

function mapKeys(m: GoMap | null): string[] {
  if (m === null) return [];
  const out: string[] = [];
  for (const [k] of m.entries()) out.push(jsString(k as string));
  return out;
}

/** A labels.Selector / fields.Selector interface value as its String() form; nil → undefined (defaulted). */
function selectorString(ctx: NativeContext, iv: Iface | null): string | undefined {
  return iv === null ? undefined : jsString(ctx.callMethod(iv, 'String'));
}

type GoTransform = ((obj: Iface | null) => [Iface | null, Iface | null]) | null;

/**
 * A Go transform func (toolscache.TransformFunc) as the simulated informer's transform: each object
 * is decoded into a new value of its kind's Go type, handed to the func as `*T`, and what it returns
 * is encoded back. An error leaves the object as it came.
 */
function transformOf(ctx: NativeContext, scheme: GoScheme, fn: GoTransform): Transform | undefined {
  if (fn === null) return undefined;
  return (o) => {
    const [g, v] = String(o.apiVersion).includes('/')
      ? String(o.apiVersion).split('/')
      : ['', String(o.apiVersion)];
    const obj = newGoObject(ctx, { group: g, version: v, kind: String(o.kind) }, scheme);
    if (isSchemeError(obj)) return o;
    decodeGoInto(ctx, o, obj.v, obj.t.elem!);
    const [out, err] = fn(obj);
    if (err !== null || out === null) return o;
    return encodeGo(ctx, out.v, out.t) as KubeObject;
  };
}

/** A cache.Config (or ByObject's Label/Field/Transform) → its selectors and transform. */
function selectorsOf(
  ctx: NativeContext,
  scheme: GoScheme,
  label: Iface | null,
  field: Iface | null,
  transform: GoTransform,
): SelectorConfig {
  const l = selectorString(ctx, label);
  const f = selectorString(ctx, field);
  const t = transformOf(ctx, scheme, transform);
  return {
    ...(l !== undefined ? { label: l } : {}),
    ...(f !== undefined ? { field: f } : {}),
    ...(t !== undefined ? { transform: t } : {}),
  };
}

/** map[string]cache.Config → namespace keys and each key's selectors. */
function namespaceConfigsOf(ctx: NativeContext, scheme: GoScheme, m: GoMap): Record<string, SelectorConfig> {
  const out: Record<string, SelectorConfig> = {};
  for (const [k, cfg] of m.entries())
    out[jsString(k as string)] = selectorsOf(
      ctx,
      scheme,
      cfg.LabelSelector,
      cfg.FieldSelector,
      cfg.Transform,
    );
  return out;
}

/** cache.Options (Go struct object) → the simulated cache's options, or a Go error message. */
export function cacheOptionsOf(
  ctx: NativeContext,
  scheme: GoScheme,
  opts: any,
): CacheOptions | { error: string } {
  const out: CacheOptions = {};
  const dn = opts.DefaultNamespaces as GoMap | null;
  if (dn !== null && dn.size > 0) {
    out.defaultNamespaces = mapKeys(dn);
    out.defaultNamespaceConfigs = namespaceConfigsOf(ctx, scheme, dn);
  }
  out.defaultSelectors = selectorsOf(
    ctx,
    scheme,
    opts.DefaultLabelSelector,
    opts.DefaultFieldSelector,
    opts.DefaultTransform,
  );
  out.readerFailOnMissingInformer = opts.ReaderFailOnMissingInformer as boolean;
  // a Go program's cache refuses reads until it starts, as controller-runtime's informerCache
  out.failBeforeStart = true;
  const by = opts.ByObject as GoMap | null;
  if (by !== null) {
    const byObject: NonNullable<CacheOptions['byObject']> = {};
    for (const [k, v] of by.entries()) {
      const gvk = gvkOf(ctx, scheme.value, k as Iface | null);
      if (isSchemeError(gvk)) return gvk;
      const key = `${gvk.group === '' ? '' : `${gvk.group}/`}${gvk.version}/${gvk.kind}`;
      const ns = v.Namespaces as GoMap | null;
      byObject[key] = {
        ...selectorsOf(ctx, scheme, v.Label, v.Field, v.Transform),
        ...(ns === null
          ? {}
          : { namespaces: mapKeys(ns), namespaceConfigs: namespaceConfigsOf(ctx, scheme, ns) }),
      };
    }
    out.byObject = byObject;
  }
  return out;
}

/** The client options a manager's cached client takes from client.Options. */
export type ClientCacheOptions = { uncachedTypes: string[]; cacheUnstructured: boolean };

/**
 * A simulated manager (informer cache, cached client, API reader) for a Go manager or a cache used on
 * its own, registered in the run's state: its binding, or the message of the cache options' error.
 */
export function bindManager(
  ctx: NativeContext,
  env: KubeEnv,
  config: any,
  goScheme: GoScheme,
  cache: CacheOptions,
  client: ClientCacheOptions,
): ManagerBinding | { error: string } {
  const identity = identityOfConfig(config, env.identity);
  let mgr: Manager;
  try {
    mgr = new Manager({
      server: env.server,
      clock: env.clock,
      user: identity,
      cache,
      uncachedTypes: client.uncachedTypes,
      cacheUnstructured: client.cacheUnstructured,
      trace: env.trace,
      logs: env.logs,
      reflectorName: reflectorName(
        env.moduleSite?.gomod ?? env.files?.find((f) => f.name === 'go.mod')?.src ?? '',
      ),
    });
  } catch (e) {
    // cache option errors (ByObject.Namespaces on a cluster-scoped type)
    return { error: e instanceof Error ? e.message : String(e) };
  }
  const state = runState(env);
  const binding: ManagerBinding = {
    h: state.managers.length,
    env,
    mgr,
    scheme: goScheme,
    identity,
    ctx,
    client: null,
    apiReader: null,
    started: false,
    stopped: false,
    startError: undefined,
  };
  state.managers.push(binding);
  binding.client = goClientValue(ctx, mgr.client, { scheme: goScheme.value, env });
  binding.apiReader = goClientValue(ctx, mgr.apiReader, { scheme: goScheme.value, env });
  return binding;
}

/** Points a Go informerCache at a simulated manager's cache. */
export function attachCache(ic: any, m: ManagerBinding): void {
  ic.h = m.h;
  ic.reader = m.client;
  ic.config = null;
  ic.opts = null;
}

/** A fresh *informerCache of manager m, as an interface value. */
export function newCacheValue(ctx: NativeContext, m: ManagerBinding): Iface {
  const ct = ctx.typeOf(CACHE_PKG, 'informerCache');
  const ic = zero(ct);
  attachCache(ic, m);
  return new Iface(ptrTo(ct), ic);
}

/** The cache.New value inside an interface value, when it is one no manager has adopted yet. */
export function unboundCache(c: Iface | null): any {
  if (c === null || c.v === null || c.t.kind !== 'ptr') return undefined;
  const e = c.t.elem!;
  if (e.name !== 'informerCache' || e.pkgPath !== CACHE_PKG) return undefined;
  return c.v.opts === null ? undefined : c.v;
}

/**
 * cache.New's checks ([CR] pkg/cache/cache.go defaultOpts, New): every ByObject key has a kind in
 * the scheme; a cluster-scoped type has no ByObject.Namespaces.
 */
function checkOptions(ctx: NativeContext, ic: any): Iface | null {
  const opts = ic.opts;
  const by = opts.ByObject as GoMap | null;
  const env = maybeKubeEnv();
  if (by !== null) {
    for (const [k, v] of by.entries()) {
      const obj = k as Iface | null;
      const gvk = gvkOf(ctx, opts.Scheme, obj);
      const typ = obj === null ? '<nil>' : obj.t.String();
      if (isSchemeError(gvk))
        return ctx.errorf(goString(`failed to determine if ${typ} is namespaced: ${gvk.error}`));
      const info = env?.server.registry.lookupKind(gvk);
      if (info !== undefined && !info.namespaced && v.Namespaces !== null)
        return ctx.errorf(
          goString(`type ${typ} is not namespaced, but its ByObject.Namespaces setting is not nil`),
        );
    }
  }
  if (env !== undefined) runState(env).newCaches.push(ic);
  return null;
}

/** A cache from cache.New used on its own: its own simulated manager (no controllers). */
function bindStandalone(ctx: NativeContext, ic: any): void {
  const env = maybeKubeEnv();
  if (env === undefined)
    throw ctx.panic(
      ctx.errorf(
        goString(
          'no simulated cluster is attached to this run: a cache needs the program to run through the cluster runner (oplab run)',
        ),
      ),
    );
  const goScheme = new GoScheme(ic.opts.Scheme);
  const copts = cacheOptionsOf(ctx, goScheme, ic.opts);
  if ('error' in copts) throw ctx.panic(ctx.errorf(goString(copts.error)));
  const m = bindManager(ctx, env, ic.config, goScheme, copts, {
    uncachedTypes: [],
    cacheUnstructured: false,
  });
  if ('error' in m) throw ctx.panic(ctx.errorf(goString(m.error)));
  attachCache(ic, m);
}

function indexField(
  ctx: NativeContext,
  ic: any,
  _goCtx: Iface | null,
  obj: Iface | null,
  field: string,
  extract: (o: Iface) => Slice | null,
): Iface | null {
  const m = managerByHandle(ic.h);
  const gvk = gvkOf(ctx, m.scheme.value, obj);
  if (isSchemeError(gvk)) return ctx.errorf(goString(gvk.error));
  const t = obj!.t.elem!;
  const err = m.mgr.cache.indexField(gvk, jsString(field), (o: KubeObject) => {
    const vals = extract(goObjectFrom(ctx, t, o));
    return vals === null ? [] : vals.toArray().map((v: string) => jsString(v));
  });
  if (err === undefined) return null;
  return ctx.errorf(goString(err.kind === 'plain' ? err.message : err.status.message));
}

function waitForCacheSync(_ctx: NativeContext, ic: any, _goCtx: Iface | null): boolean {
  const m = managerByHandle(ic.h);
  return m.mgr.cache.informersList().every((i) => i.synced);
}

/**
 * The manager cache's informers for obj's type (started, as GetInformer starts them), or the
 * RESTMapper's error for a kind the server does not serve ([CR] pkg/cache/informer_cache.go
 * GetInformer, internal/informers.go Get).
 */
function informersOf(ctx: NativeContext, ic: any, obj: Iface | null): Informer[] | Iface {
  const m = managerByHandle(ic.h);
  const gvk = gvkOf(ctx, m.scheme.value, obj);
  if (isSchemeError(gvk)) return ctx.errorf(goString(gvk.error));
  const infs = m.mgr.cache.getInformers(gvk);
  return Array.isArray(infs) ? infs : goErrorValue(ctx, infs);
}

/** What an Informer's AddEventHandler registered: the handler on each informer of the type. */
const registrations = new WeakMap<object, { infs: Informer[]; handler: EventHandler }>();

function startInformer(ctx: NativeContext, ic: any, obj: Iface | null): Iface | null {
  const infs = informersOf(ctx, ic, obj);
  return Array.isArray(infs) ? null : infs;
}

function addInformerHandler(
  ctx: NativeContext,
  ic: any,
  obj: Iface | null,
  reg: object,
  dispatch: (typ: number, oldObj: Iface | null, newObj: Iface | null, initial: boolean) => void,
): Iface | null {
  const infs = informersOf(ctx, ic, obj);
  if (!Array.isArray(infs)) return infs;
  const toGo = informerObjects(ctx, obj!.t.elem!, false);
  const handler: EventHandler = {
    onAdd: (o, initial) => dispatch(0, null, toGo(o), initial === true),
    onUpdate: (o, n) => dispatch(1, toGo(o), toGo(n), false),
    onDelete: (o) => dispatch(2, toGo(o), null, false),
  };
  registrations.set(reg, { infs, handler });
  for (const inf of infs) inf.addEventHandler(handler);
  return null;
}

function removeInformerHandler(_ctx: NativeContext, reg: object): void {
  const r = registrations.get(reg);
  if (r === undefined) return;
  for (const inf of r.infs) inf.removeEventHandler(r.handler);
  registrations.delete(reg);
}

/** HasSynced (which === 0) or IsStopped (1) of the type's informers. */
function informerState(ctx: NativeContext, ic: any, obj: Iface | null, which: number): boolean {
  const infs = informersOf(ctx, ic, obj);
  if (!Array.isArray(infs)) return false;
  return which === 0 ? infs.every((i) => i.synced) : infs.some((i) => i.isStopped);
}

function removeInformer(ctx: NativeContext, ic: any, obj: Iface | null): Iface | null {
  const m = managerByHandle(ic.h);
  const gvk = gvkOf(ctx, m.scheme.value, obj);
  if (isSchemeError(gvk)) return ctx.errorf(goString(gvk.error));
  const err = m.mgr.cache.removeInformers(gvk);
  return err === undefined ? null : goErrorValue(ctx, err);
}

/** The scheme of the manager behind the cache (GetInformerForKind's scheme.New). */
function cacheScheme(_ctx: NativeContext, ic: any): unknown {
  return managerByHandle(ic.h).scheme.value;
}

export const cacheNatives: NativeTable = {
  checkOptions,
  bindStandalone,
  '*informerCache.indexField': indexField,
  '*informerCache.waitForCacheSync': waitForCacheSync,
  '*informerCache.startInformer': startInformer,
  '*informerCache.isStarted': (_ctx: NativeContext, ic: any) => managerByHandle(ic.h).mgr.cache.isStarted,
  '*informerCache.start': (_ctx: NativeContext, ic: any) => {
    managerByHandle(ic.h).mgr.cache.start();
  },
  '*informerCache.scheme': cacheScheme,
  '*informerCache.removeInformer': removeInformer,
  addInformerHandler,
  removeInformerHandler,
  informerState,
};

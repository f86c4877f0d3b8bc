/**
 * The manager's cache ([CR] pkg/cache): one informer per type (and per namespace when DefaultNamespaces /
 * ByObject restrict it), started lazily on first read with a list+watch under the manager's identity.
 * Watch events land after a lag on the virtual clock, so a read right after a write can be stale.
 */
import type { ResourceInfo } from '../apiserver/registry.ts';
import { type LabelSelector, labelsMatch, parseLabelSelector } from '../apiserver/selectors.ts';
import type { ApiServer, RequestContext, WatchEvent } from '../apiserver/server.ts';
import { notFound, timeoutError } from '../apiserver/status.ts';
import type { JsonObject, KubeObject } from '../apiserver/types.ts';
import { deepCopy, isObject, metaOf, str } from '../apiserver/types.ts';
import type { Trace } from '../trace.ts';
import type { VirtualClock } from './clock.ts';
import type { GoError } from './errors.ts';
import { errorMessage, noKindMatch, plain, statusError } from './errors.ts';
import type { Logger } from './log.ts';

export type GVK = { group: string; version: string; kind: string };

export type EventHandler = {
  /** `initial`: the object came with the informer's first list (client-go's isInInitialList) */
  onAdd?(obj: KubeObject, initial?: boolean): void;
  onUpdate?(oldObj: KubeObject, newObj: KubeObject): void;
  onDelete?(obj: KubeObject): void;
};

/** `*v1.Pod`, `*v1.Guestbook`: the Go type as reflector and cache messages print it. */
export function goTypeName(info: { version: string; kind: string }): string {
  return `*${info.version}.${info.kind}`;
}

const ALL_NAMESPACES_INDEX = '__all_namespaces';

/** One reflector + indexer for one type in one namespace ('' = all). */
export class Informer {
  readonly info: ResourceInfo;
  readonly namespace: string;
  private readonly store = new Map<string, KubeObject>();
  /** keys by namespace (the informer's NamespaceIndex): a namespaced list reads only its namespace */
  private readonly byNs = new Map<string, Set<string>>();
  private readonly indexers = new Map<string, (o: KubeObject) => string[]>();
  private readonly indices = new Map<string, Map<string, Set<string>>>();
  private readonly handlers: EventHandler[] = [];
  private readonly syncWaiters: (() => void)[] = [];
  synced = false;
  started = false;
  lastSyncResourceVersion = '';
  failures = 0;
  lastError: string | undefined;
  private stopped = false;
  private stopWatch: (() => void) | undefined;
  private readonly env: CacheEnv;

  /** the ListWatch's selectors (cache.Config / ByObject / Default*Selector), as String() forms */
  readonly selectors: { label: string; field: string };
  /** the transform of the same Config level (none for metadata-only informers) */
  readonly transform: Transform | undefined;

  constructor(
    env: CacheEnv,
    info: ResourceInfo,
    namespace: string,
    selectors: { label: string; field: string; transform?: Transform } = { label: '', field: '' },
  ) {
    this.env = env;
    this.info = info;
    this.namespace = namespace;
    this.selectors = { label: selectors.label, field: selectors.field };
    this.transform = selectors.transform;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    this.listAndWatch();
  }

  stop(): void {
    this.stopped = true;
    this.stopWatch?.();
  }

  /** DefaultWatchErrorHandler ([CG] tools/cache/reflector.go): `Failed to watch` through HandleErrorWithContext. */
  private failed(err: string): void {
    this.lastError = err;
    const typeName = goTypeName(this.info);
    this.env.log
      .withName('UnhandledError')
      .error(
        err,
        'Failed to watch',
        'reflector',
        this.env.reflectorName ?? reflectorName(''),
        'type',
        typeName,
      );
    this.relistLater();
  }

  /** The reflector's backoff before the next ListAndWatch: 800ms, ×2, capped at 30s (no jitter: deterministic). */
  private relistLater(): void {
    this.failures++;
    const delay = Math.min(800 * 2 ** (this.failures - 1), 30_000);
    this.env.clock.after(delay, () => {
      if (!this.stopped) this.listAndWatch();
    });
  }

  /** Reflector.ListAndWatch: list, then watch from the list's resourceVersion; on failure retry with backoff. */
  private listAndWatch(): void {
    const target = {
      group: this.info.group,
      version: this.info.version,
      resource: this.info.resource,
      namespace: this.namespace || undefined,
    };
    // internal.Selector.ApplyToList: the informer lists and watches only what its selectors match
    const sel = {
      ...(this.selectors.label !== '' ? { labelSelector: this.selectors.label } : {}),
      ...(this.selectors.field !== '' ? { fieldSelector: this.selectors.field } : {}),
    };
    const list = this.env.server.list(this.env.ctx, target, sel);
    if (!list.ok) {
      this.failed(`failed to list ${goTypeName(this.info)}: ${list.status.message}`);
      return;
    }
    const items = Array.isArray(list.object.items) ? (list.object.items as KubeObject[]) : [];
    const rv = str(metaOf(list.object).resourceVersion);
    const seen = new Set<string>();
    for (const item of items) {
      const o = this.withGVK(item);
      seen.add(this.keyOf(o));
      this.upsert(o, !this.synced);
    }
    for (const k of [...this.store.keys()]) if (!seen.has(k)) this.remove(this.store.get(k)!);
    this.lastSyncResourceVersion = rv;
    const w = this.env.server.watch(this.env.ctx, { ...target, ...sel, resourceVersion: rv }, (e) =>
      this.onWatchEvent(e),
    );
    // client-go ≥ v0.35 first tries a streaming list over WATCH and falls back to LIST when it
    // fails, so the cache is populated (synced) by the LIST even when WATCH is forbidden; the failed
    // watch then makes the reflector relist after its backoff.
    this.synced = true;
    for (const f of this.syncWaiters.splice(0)) f();
    if (w.ok) {
      this.stopWatch = w.stop;
      this.failures = 0;
      this.lastError = undefined;
    } else this.failed(w.status.message);
  }

  /** Watch events reach the indexer after the cache lag. */
  private onWatchEvent(e: WatchEvent): void {
    if (e.type === 'ERROR') {
      // the watch's last event (the server closes it): the reflector's watch ends with the Status as
      // its error and ListAndWatch starts again after the backoff; 410 Expired is logged only at V(4)
      // ("Watch closed"), any other as "Warning: watch ended with error" ([CG] tools/cache/reflector.go
      // watchWithResync, handleAnyWatch)
      const status = e.object;
      this.env.clock.after(this.env.lagMs, () => {
        this.stopWatch?.();
        this.stopWatch = undefined;
        if (this.stopped) return;
        if (status.code !== 410)
          this.env.log.info(
            'Warning: watch ended with error',
            'reflector',
            this.env.reflectorName ?? reflectorName(''),
            'type',
            goTypeName(this.info),
            'err',
            status.message,
          );
        this.relistLater();
      });
      return;
    }
    const obj = this.withGVK(deepCopy(e.object));
    this.env.clock.after(this.env.lagMs, () => {
      if (e.type === 'DELETED') this.remove(obj);
      else this.upsert(obj);
      this.lastSyncResourceVersion = str(metaOf(obj).resourceVersion);
      if (this.env.trace?.recordWatchEvents) {
        const m = metaOf(obj);
        this.env.trace.record({
          kind: 'watchEvent',
          time: this.env.clock.now(),
          identity: { username: this.env.ctx.user.username, groups: [...this.env.ctx.user.groups] },
          type: e.type,
          rv: str(m.resourceVersion),
          group: this.info.group,
          version: this.info.version,
          resource: this.info.resource,
          subresource: '',
          namespace: str(m.namespace),
          name: str(m.name),
        });
      }
    });
  }

  private withGVK(o: KubeObject): KubeObject {
    o.apiVersion = this.info.group === '' ? this.info.version : `${this.info.group}/${this.info.version}`;
    o.kind = this.info.kind;
    return this.transform === undefined ? o : this.transform(o);
  }

  /** MetaNamespaceKeyFunc: `namespace/name`, or `name` for cluster-scoped objects. */
  private keyOf(o: KubeObject): string {
    const m = metaOf(o);
    const ns = str(m.namespace);
    return ns === '' ? str(m.name) : `${ns}/${str(m.name)}`;
  }

  private upsert(o: KubeObject, initial = false): void {
    const key = this.keyOf(o);
    const old = this.store.get(key);
    if (old) this.unindex(key, old);
    else {
      const ns = str(metaOf(o).namespace);
      let keys = this.byNs.get(ns);
      if (!keys) this.byNs.set(ns, (keys = new Set()));
      keys.add(key);
    }
    this.store.set(key, o);
    this.index(key, o);
    for (const h of this.handlers) {
      if (old) h.onUpdate?.(deepCopy(old), deepCopy(o));
      else h.onAdd?.(deepCopy(o), initial);
    }
  }

  private remove(o: KubeObject): void {
    const key = this.keyOf(o);
    const old = this.store.get(key);
    if (!old) return;
    this.unindex(key, old);
    this.store.delete(key);
    this.byNs.get(str(metaOf(old).namespace))?.delete(key);
    for (const h of this.handlers) h.onDelete?.(deepCopy(o));
  }

  private index(key: string, o: KubeObject): void {
    for (const [name, fn] of this.indexers) {
      const idx = this.indices.get(name)!;
      for (const v of fn(o)) {
        let set = idx.get(v);
        if (!set) idx.set(v, (set = new Set()));
        set.add(key);
      }
    }
  }

  private unindex(key: string, o: KubeObject): void {
    for (const [name, fn] of this.indexers) {
      const idx = this.indices.get(name)!;
      for (const v of fn(o)) idx.get(v)?.delete(key);
    }
  }

  addIndexer(name: string, fn: (o: KubeObject) => string[]): void {
    this.indexers.set(name, fn);
    this.indices.set(name, new Map());
    for (const [k, o] of this.store) this.index(k, o);
  }

  addEventHandler(h: EventHandler): void {
    this.handlers.push(h);
    for (const o of this.store.values()) h.onAdd?.(deepCopy(o), true);
  }

  /** SharedInformer.RemoveEventHandler: the handler gets no more events (a no-op when not added). */
  removeEventHandler(h: EventHandler): void {
    const i = this.handlers.indexOf(h);
    if (i >= 0) this.handlers.splice(i, 1);
  }

  /** SharedInformer.IsStopped. */
  get isStopped(): boolean {
    return this.stopped;
  }

  onSynced(f: () => void): void {
    if (this.synced) f();
    else this.syncWaiters.push(f);
  }

  getByKey(key: string): KubeObject | undefined {
    const o = this.store.get(key);
    return o ? deepCopy(o) : undefined;
  }

  all(): KubeObject[] {
    return [...this.store.keys()].sort().map((k) => deepCopy(this.store.get(k)!));
  }

  byNamespace(ns: string): KubeObject[] {
    const keys = this.byNs.get(ns);
    if (!keys) return [];
    return [...keys].sort().map((k) => deepCopy(this.store.get(k)!));
  }

  /** The index function registered under `name` (GetIndexers()[name]). */
  indexFunc(name: string): ((o: KubeObject) => string[]) | undefined {
    return this.indexers.get(name);
  }

  byIndex(name: string, value: string): KubeObject[] | GoError {
    const idx = this.indices.get(name);
    if (!idx) return plain(`Index with name ${name} does not exist`);
    return [...(idx.get(value) ?? [])].sort().map((k) => deepCopy(this.store.get(k)!));
  }
}

type CacheEnv = {
  server: ApiServer;
  ctx: RequestContext;
  clock: VirtualClock;
  log: Logger;
  lagMs: number;
  trace?: Trace;
  /** the reflectors' name (reflectorName of the project's go.mod) */
  reflectorName?: string;
};

/**
 * [CG] tools/cache/reflector.go per minor: the line of NewReflectorWithOptions'
 * `naming.GetNameFromCallsite(internalPackages...)` call (the same in every patch release of a
 * minor, read from each tag v0.27.0-v0.36.3).
 */
const REFLECTOR_NAME_LINE: Readonly<Record<number, number>> = {
  27: 231,
  28: 229,
  29: 229,
  30: 232,
  31: 243,
  32: 251,
  33: 285,
  34: 290,
  35: 289,
  36: 343,
};

/**
 * A reflector's default name: GetNameFromCallsite's first frame outside the ignored
 * "client-go/tools/cache/" — which a module-cache path (`k8s.io/client-go@v0.32.1/tools/cache/`)
 * never contains, so it is NewReflectorWithOptions' own line, the path cut at "/pkg/"
 * ([AM] pkg/util/naming/from_stack.go trimPackagePrefix). The version is the k8s.io/client-go go.mod
 * requires, else the one controller-runtime's minor pins (v0.<minor+12>.0), else v0.36.0.
 */
export function reflectorName(gomod: string): string {
  const direct = /^\s*(?:require\s+)?k8s\.io\/client-go\s+(v\d+\.(\d+)\.\d+\S*)/m.exec(gomod);
  const cr = /^\s*(?:require\s+)?sigs\.k8s\.io\/controller-runtime\s+v0\.(\d+)\./m.exec(gomod);
  let version = 'v0.36.0';
  if (direct !== null && REFLECTOR_NAME_LINE[Number(direct[2])] !== undefined) version = direct[1];
  else if (cr !== null && REFLECTOR_NAME_LINE[Number(cr[1]) + 12] !== undefined)
    version = `v0.${Number(cr[1]) + 12}.0`;
  const minor = Number(/^v0\.(\d+)\./.exec(version)![1]);
  return `pkg/mod/k8s.io/client-go@${version}/tools/cache/reflector.go:${REFLECTOR_NAME_LINE[minor]}`;
}

/**
 * The selectors of a cache.Config / ByObject / the Default*Selector options, as their String()
 * forms; undefined = nil (defaulted from the next level), '' = a non-nil selector that selects
 * everything (labels.Everything(): it stops the defaulting).
 */
export type SelectorConfig = { label?: string; field?: string; transform?: Transform };

/** A cache transform (cache.Options.DefaultTransform, ByObject.Transform, Config.Transform): run on each
 * object an informer lists or watches, before it is stored and handed to the handlers. */
export type Transform = (o: KubeObject) => KubeObject;

export type CacheOptions = {
  /** cache.Options.DefaultNamespaces keys ('' = all other namespaces); empty/undefined = cluster-wide */
  defaultNamespaces?: string[];
  /** the Config of each DefaultNamespaces key (its LabelSelector / FieldSelector) */
  defaultNamespaceConfigs?: Record<string, SelectorConfig>;
  /** DefaultLabelSelector / DefaultFieldSelector */
  defaultSelectors?: SelectorConfig;
  /**
   * ByObject, keyed by `group/version/Kind` (core: `v1/Pod`): Namespaces (keys, and each key's
   * Config), Label and Field.
   */
  byObject?: Record<
    string,
    { namespaces?: string[]; namespaceConfigs?: Record<string, SelectorConfig> } & SelectorConfig
  >;
  /** virtual ms between a committed write and its watch event reaching the cache (default 2) */
  lagMs?: number;
  /** ReaderFailOnMissingInformer: reads of types without a started informer fail instead of starting one */
  readerFailOnMissingInformer?: boolean;
  /**
   * Reads before start() fail with ErrCacheNotStarted, as controller-runtime's informerCache does
   * (the type's informer is still made, and starts with the cache): Go programs' caches. Without
   * it a read starts its informer (the TypeScript runtime's own managers).
   */
  failBeforeStart?: boolean;
};

export type CacheRead<T> =
  | { kind: 'ok'; value: T }
  | { kind: 'error'; error: GoError }
  /** the informer has not synced (e.g. list/watch forbidden): a Go caller blocks in WaitForCacheSync */
  | { kind: 'notSynced'; informer: Informer };

export type CacheListOptions = {
  /** PartialObjectMetadata: served by the type's metadata-only informer, beside the typed one */
  metadataOnly?: boolean;
  namespace?: string;
  labelSelector?: string;
  /** as ListOptions.labelRequirements (runtime/client.ts): matched in place of labelSelector */
  labelRequirements?: LabelSelector | 'nothing';
  matchingFields?: Record<string, string>;
};

/**
 * The label filter of a cache or fake-client List: the Go selector's requirements when the caller
 * gave them, else its parsed string; undefined when nothing is filtered.
 */
export function labelFilter(opts: {
  labelSelector?: string;
  labelRequirements?: LabelSelector | 'nothing';
}): ((o: KubeObject) => boolean) | undefined {
  const r = opts.labelRequirements;
  if (r === 'nothing') return () => false;
  const sel = r ?? (opts.labelSelector ? parseLabelSelector(opts.labelSelector) : undefined);
  if (sel === undefined) return undefined;
  return (o) => labelsMatch(sel, isObject(metaOf(o).labels) ? (metaOf(o).labels as JsonObject) : undefined);
}

export type CacheReadObserver = (e: {
  verb: 'get' | 'list';
  info: ResourceInfo;
  namespace: string;
  name: string;
  result: CacheRead<unknown>;
  rvCache: string;
}) => void;

export class InformerCache {
  private readonly env: CacheEnv;
  private readonly opts: CacheOptions;
  private readonly informers = new Map<string, Informer>();
  private readonly fieldIndexes = new Map<string, Map<string, (o: KubeObject) => string[]>>();
  private started = false;
  observer: CacheReadObserver | undefined;

  constructor(
    env: {
      server: ApiServer;
      ctx: RequestContext;
      clock: VirtualClock;
      log: Logger;
      trace?: Trace;
      reflectorName?: string;
    },
    opts: CacheOptions = {},
  ) {
    // A watch event reaches the informer a moment after the write (1-2ms on a local cluster): under
    // the rate limiter's first retry (5ms), so a retried reconcile reads what it wrote.
    this.env = { ...env, lagMs: opts.lagMs ?? 2 };
    this.opts = opts;
    for (const [key, cfg] of Object.entries(opts.byObject ?? {})) {
      const info = this.lookupKey(key);
      if (info && !info.namespaced && cfg.namespaces !== undefined)
        throw new Error(
          `type ${goTypeName(info)} is not namespaced, but its ByObject.Namespaces setting is not nil`,
        );
    }
  }

  private lookupKey(key: string): ResourceInfo | undefined {
    const parts = key.split('/');
    const kind = parts.pop()!;
    const version = parts.pop()!;
    const group = parts.join('/');
    return this.env.server.registry.lookupKind({ group, version, kind });
  }

  private resolve(gvk: GVK): ResourceInfo | GoError {
    const info = this.env.server.registry.lookupKind(gvk);
    if (!info) return noKindMatch(gvk.group, gvk.version, gvk.kind);
    return info;
  }

  /**
   * The label and field selectors of the informer for this type in `namespace` ('' = the
   * cluster-wide one, or the AllNamespaces key), as [CR] pkg/cache/cache.go defaultOpts resolves
   * them: a namespace's Config, then ByObject's Label/Field, then DefaultNamespaces' Config for
   * that namespace, then DefaultLabelSelector/DefaultFieldSelector; the AllNamespaces key also
   * excludes every namespace that has its own entry (namespaceAllSelector).
   */
  selectorsFor(
    info: ResourceInfo,
    namespace: string,
  ): { label: string; field: string; transform?: Transform } {
    const o = this.opts;
    const dflt = o.defaultSelectors ?? {};
    const dns = o.defaultNamespaceConfigs ?? {};
    const by = o.byObject?.[kindKey(info)];
    // each setting from the first level that has it (defaultConfig), the transform too
    const pick = (...levels: (SelectorConfig | undefined)[]) => {
      const transform = levels.find((l) => l?.transform !== undefined)?.transform;
      return {
        label: levels.find((l) => l?.label !== undefined)?.label ?? '',
        field: levels.find((l) => l?.field !== undefined)?.field ?? '',
        ...(transform !== undefined ? { transform } : {}),
      };
    };
    const nss = this.namespacesFor(info);
    if (nss === undefined) return pick(by, dflt);
    const own = by?.namespaces !== undefined ? by.namespaceConfigs?.[namespace] : dns[namespace];
    const sel = by?.namespaces !== undefined ? pick(own, by, dns[namespace], dflt) : pick(own, by, dflt);
    if (namespace !== '') return sel;
    const others = nss
      .filter((n) => n !== '')
      .sort()
      .map((n) => `metadata.namespace!=${n}`);
    return { ...sel, field: [...others, sel.field].filter((f) => f !== '').join(',') };
  }

  /** The namespaces this type is cached for; undefined = cluster-wide (single informer). */
  private namespacesFor(info: ResourceInfo): string[] | undefined {
    if (!info.namespaced) return undefined;
    const by = this.opts.byObject?.[kindKey(info)];
    const ns = by?.namespaces ?? this.opts.defaultNamespaces;
    return ns && ns.length > 0 ? ns : undefined;
  }

  private informerFor(info: ResourceInfo, namespace: string, metadataOnly = false): Informer {
    // a metadata-only informer is a second list+watch of the same type ([CR] informers.go keeps
    // structured, unstructured and metadata informers in separate maps)
    const key = `${info.group}/${info.resource}|${namespace}${metadataOnly ? '|metadata' : ''}`;
    let inf = this.informers.get(key);
    if (!inf) {
      const sel = this.selectorsFor(info, namespace);
      // the transform decodes into the kind's Go type: not for PartialObjectMetadata
      inf = new Informer(
        this.env,
        info,
        namespace,
        metadataOnly ? { label: sel.label, field: sel.field } : sel,
      );
      const indexes = this.fieldIndexes.get(`${info.group}/${info.resource}`);
      if (indexes)
        for (const [field, fn] of indexes) inf.addIndexer(`field:${field}`, indexFunc(fn, info.namespaced));
      this.informers.set(key, inf);
    }
    return inf;
  }

  /** Informers for a type (starting them lazily): one cluster-wide, or one per configured namespace. */
  getInformers(gvk: GVK, opts: { metadataOnly?: boolean } = {}): Informer[] | GoError {
    const ri = this.resolve(gvk);
    if (!isInfo(ri)) return ri;
    const nss = this.namespacesFor(ri);
    const meta = opts.metadataOnly === true;
    const infs =
      nss === undefined ? [this.informerFor(ri, '', meta)] : nss.map((n) => this.informerFor(ri, n, meta));
    for (const i of infs) i.start();
    return infs;
  }

  /** The informer serving `namespace` of a type, or the multi-namespace "unknown namespace" miss. */
  private informerForRead(info: ResourceInfo, namespace: string, metadataOnly = false): Informer | undefined {
    const nss = this.namespacesFor(info);
    if (nss === undefined) return this.informerFor(info, '', metadataOnly);
    if (nss.includes(namespace) && namespace !== '') return this.informerFor(info, namespace, metadataOnly);
    if (nss.includes('')) return this.informerFor(info, '', metadataOnly);
    return undefined;
  }

  get(
    gvk: GVK,
    key: { namespace: string; name: string },
    opts: { metadataOnly?: boolean } = {},
  ): CacheRead<KubeObject> {
    const info = this.resolve(gvk);
    if (!isInfo(info))
      return this.observe('get', undefined, key.namespace, key.name, { kind: 'error', error: info });
    const ns = info.namespaced ? key.namespace : '';
    const inf = this.informerForRead(info, ns, opts.metadataOnly);
    if (!inf)
      return this.observe('get', info, key.namespace, key.name, {
        kind: 'error',
        error: plain(
          `unable to get: ${key.namespace}/${key.name} because of unknown namespace for the cache`,
        ),
      });
    if (!inf.started && this.opts.readerFailOnMissingInformer)
      return this.observe('get', info, key.namespace, key.name, {
        kind: 'error',
        error: notCachedError(info),
      });
    if (this.opts.failBeforeStart && !this.started)
      return this.observe('get', info, key.namespace, key.name, { kind: 'error', error: NOT_STARTED });
    inf.start();
    if (!inf.synced)
      return this.observe('get', info, key.namespace, key.name, { kind: 'notSynced', informer: inf });
    const storeKey = ns === '' ? key.name : `${ns}/${key.name}`;
    const o = inf.getByKey(storeKey);
    if (!o)
      // "Resource gets set as Kind in the error so this is fine" ([CR] cache_reader.go Get)
      return this.observe(
        'get',
        info,
        key.namespace,
        key.name,
        {
          kind: 'error',
          error: statusError(notFound({ group: info.group, resource: info.kind }, key.name).status),
        },
        inf,
      );
    return this.observe('get', info, key.namespace, key.name, { kind: 'ok', value: o }, inf);
  }

  list(gvk: GVK, opts: CacheListOptions = {}): CacheRead<KubeObject[]> {
    const info = this.resolve(gvk);
    if (!isInfo(info))
      return this.observe('list', undefined, opts.namespace ?? '', '', { kind: 'error', error: info });
    const ns = opts.namespace ?? '';
    const nss = this.namespacesFor(info);
    let infs: Informer[];
    const meta = opts.metadataOnly === true;
    if (nss === undefined) infs = [this.informerFor(info, '', meta)];
    else if (ns === '') infs = nss.map((n) => this.informerFor(info, n, meta));
    else {
      const inf = this.informerForRead(info, ns, meta);
      if (!inf)
        return this.observe('list', info, ns, '', {
          kind: 'error',
          error: plain(`unable to list: ${ns} because of unknown namespace for the cache`),
        });
      infs = [inf];
    }
    const out: KubeObject[] = [];
    for (const inf of infs) {
      if (!inf.started && this.opts.readerFailOnMissingInformer)
        return this.observe('list', info, ns, '', { kind: 'error', error: notCachedError(info) });
      if (this.opts.failBeforeStart && !this.started)
        return this.observe('list', info, ns, '', { kind: 'error', error: NOT_STARTED });
      inf.start();
      if (!inf.synced) return this.observe('list', info, ns, '', { kind: 'notSynced', informer: inf });
      let objs: KubeObject[];
      const fields = Object.entries(opts.matchingFields ?? {});
      if (fields.length > 0) {
        const r = byIndexes(inf, fields, ns);
        if (!Array.isArray(r)) return this.observe('list', info, ns, '', { kind: 'error', error: r });
        objs = r;
      } else if (ns !== '') {
        // cluster-scoped objects are indexed under "": a namespace selects nothing
        objs = inf.byNamespace(ns);
      } else objs = inf.all();
      const selected = labelFilter(opts);
      if (selected) objs = objs.filter(selected);
      out.push(...objs);
    }
    return this.observe('list', info, ns, '', { kind: 'ok', value: out }, infs[0]);
  }

  /** FieldIndexer.IndexField: `field:<name>` index over extract(obj), namespaced keys as controller-runtime builds them. */
  indexField(gvk: GVK, field: string, extract: (o: KubeObject) => string[]): GoError | undefined {
    const info = this.resolve(gvk);
    if (!isInfo(info)) return info;
    // IndexField gets the type's informer ([CR] pkg/cache/informer_cache.go IndexField calls
    // GetInformer): indexing a type makes the cache list and watch it, from the cache's start (or
    // now, when it has started) — reads or not.
    for (const n of this.namespacesFor(info) ?? ['']) {
      const inf = this.informerFor(info, n);
      if (this.started) inf.start();
    }
    const key = `${info.group}/${info.resource}`;
    let m = this.fieldIndexes.get(key);
    if (!m) this.fieldIndexes.set(key, (m = new Map()));
    // a second index of the same name is refused and the first one kept (client-go
    // tools/cache/thread_safe_store.go addIndexers: "indexer conflict: %v" of the sets.String of
    // the names both have)
    if (m.has(field)) return plain(`indexer conflict: map[field:${field}:{}]`);
    m.set(field, extract);
    for (const inf of this.informers.values())
      if (inf.info.group === info.group && inf.info.resource === info.resource)
        inf.addIndexer(`field:${field}`, indexFunc(extract, info.namespaced));
    return undefined;
  }

  /**
   * Informers.RemoveInformer: the type's informers are stopped and forgotten; a later read or
   * GetInformer makes new ones ([CR] pkg/cache/internal/informers.go Remove).
   */
  removeInformers(gvk: GVK): GoError | undefined {
    const info = this.resolve(gvk);
    if (!isInfo(info)) return info;
    for (const [key, inf] of [...this.informers])
      if (inf.info.group === info.group && inf.info.resource === info.resource) {
        inf.stop();
        this.informers.delete(key);
      }
    return undefined;
  }

  /** Whether start() ran (reads before it fail when failBeforeStart). */
  get isStarted(): boolean {
    return this.started;
  }

  /** The cache's Start: the informers created so far (by IndexField) begin to list and watch. */
  start(): void {
    this.started = true;
    for (const i of this.informers.values()) i.start();
  }

  informersList(): Informer[] {
    return [...this.informers.values()];
  }

  stop(): void {
    for (const i of this.informers.values()) i.stop();
  }

  private observe<T>(
    verb: 'get' | 'list',
    info: ResourceInfo | undefined,
    namespace: string,
    name: string,
    result: CacheRead<T>,
    inf?: Informer,
  ): CacheRead<T> {
    if (info && this.observer)
      this.observer({ verb, info, namespace, name, result, rvCache: inf?.lastSyncResourceVersion ?? '' });
    return result;
  }
}

/**
 * [CR] pkg/cache/internal/cache_reader.go byIndexes (v0.17+): every requirement of an exact field
 * selector is an index. The first is read with the indexer's ByIndex (client-go's "Index with name
 * %s does not exist"); the objects it gives are filtered by each further requirement's index function
 * (missing: controller-runtime's own "index with name %s does not exist"), and an empty set ends the
 * walk, so a later index is not looked for once nothing is left.
 */
function byIndexes(inf: Informer, requires: [string, string][], ns: string): KubeObject[] | GoError {
  let objs: KubeObject[] = [];
  for (const [i, [field, value]] of requires.entries()) {
    const indexName = `field:${field}`;
    const indexed = ns !== '' ? `${ns}/${value}` : `${ALL_NAMESPACES_INDEX}/${value}`;
    if (i === 0) {
      const r = inf.byIndex(indexName, indexed);
      if (!Array.isArray(r)) return r;
      objs = r;
    } else {
      const fn = inf.indexFunc(indexName);
      if (fn === undefined) return plain(`index with name ${indexName} does not exist`);
      objs = objs.filter((o) => fn(o).includes(indexed));
    }
    if (objs.length === 0) return [];
  }
  return objs;
}

/** The ByObject key of a type: `group/version/Kind`, `v1/Pod` for core. */
function kindKey(info: { group: string; version: string; kind: string }): string {
  return `${info.group === '' ? '' : `${info.group}/`}${info.version}/${info.kind}`;
}

function isInfo(x: ResourceInfo | GoError): x is ResourceInfo {
  return 'resource' in x;
}

/** controller-runtime indexByField: every value under `<ns>/<v>` and `__all_namespaces/<v>`. */
function indexFunc(extract: (o: KubeObject) => string[], namespaced: boolean): (o: KubeObject) => string[] {
  return (o) => {
    const vals = extract(o);
    const ns = str(metaOf(o).namespace);
    const out: string[] = [];
    for (const v of vals) {
      out.push(`${ALL_NAMESPACES_INDEX}/${v}`);
      if (namespaced && ns !== '') out.push(`${ns}/${v}`);
    }
    return out;
  };
}

/**
 * ErrResourceNotCached.Error(): `<group>/<version>, Kind=<Kind> is not cached` (schema.GroupVersionKind
 * String), for Get and List alike ([CR] pkg/cache/internal/informers.go Informers.Get).
 */
function notCached(info: { group: string; version: string; kind: string }): string {
  return `${info.group}/${info.version}, Kind=${info.kind} is not cached`;
}

function notCachedError(info: { group: string; version: string; kind: string }): GoError {
  const gvk = { group: info.group, version: info.version, kind: info.kind };
  return { kind: 'plain', message: notCached(info), cache: { type: 'notCached', gvk } };
}

/** ErrCacheNotStarted.Error() ([CR] pkg/cache/informer_cache.go). */
const NOT_STARTED: GoError = {
  kind: 'plain',
  message: 'the cache is not started, can not read objects',
  cache: { type: 'notStarted' },
};

/** Informers.Get with a context deadline: `Timeout: failed waiting for *v1.Secret Informer to sync` ([CR] informers.go). */
export function informerSyncTimeout(inf: Informer): GoError {
  return statusError(timeoutError(`failed waiting for ${goTypeName(inf.info)} Informer to sync`, 0).status);
}

export { errorMessage };

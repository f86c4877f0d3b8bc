/**
 * Manager and builder ([CR] pkg/manager, pkg/builder): one cache and client for every controller, the manager's
 * identity on every request, controllers fed by informer events (For / Owns / Watches, predicates), cache-sync
 * waits with CacheSyncTimeout, and a run loop on the virtual clock.
 */
import type { ApiServer, RequestContext } from '../apiserver/server.ts';
import type { KubeObject, UserInfo } from '../apiserver/types.ts';
import { metaOf, parseApiVersion, str } from '../apiserver/types.ts';
import { listReturned, type Trace } from '../trace.ts';
import type { CacheOptions, GVK, Informer } from './cache.ts';
import { goTypeName, InformerCache } from './cache.ts';
import { DirectClient, ManagerClient } from './client.ts';
import type { VirtualClock } from './clock.ts';
import type { Reconciler } from './controller.ts';
import { Controller } from './controller.ts';
import { controllerOf } from './controllerutil.ts';
import { Logger, LogSink } from './log.ts';
import type { Request } from './reconcile.ts';
import { eventCause } from './workqueue.ts';

export type Predicate = {
  create?(obj: KubeObject): boolean;
  update?(oldObj: KubeObject, newObj: KubeObject): boolean;
  delete?(obj: KubeObject): boolean;
};

/** predicate.GenerationChangedPredicate: updates pass only when metadata.generation changed. */
export const generationChangedPredicate: Predicate = {
  update: (o, n) => metaOf(o).generation !== metaOf(n).generation,
};

export type ManagerOptions = {
  server: ApiServer;
  clock: VirtualClock;
  /** the manager's identity: usually its ServiceAccount */
  user: UserInfo;
  userAgent?: string;
  /** the informers' reflector name (cache.ts reflectorName of the project's go.mod) */
  reflectorName?: string;
  cache?: CacheOptions;
  /** client.Options.Cache.DisableFor, `group/version/Kind` keys */
  uncachedTypes?: string[];
  /** client.Options.Cache.Unstructured */
  cacheUnstructured?: boolean;
  controllerRuntimeMinor?: number;
  /** default 2 minutes */
  cacheSyncTimeoutMs?: number;
  trace?: Trace;
  /** where logs go (default: a sink of the manager's own) */
  logs?: LogSink;
};

type Watch = { gvk: GVK; map: (obj: KubeObject) => Request[]; predicates: Predicate[] };

export class Manager {
  readonly server: ApiServer;
  readonly clock: VirtualClock;
  readonly logs: LogSink;
  readonly log: Logger;
  readonly cache: InformerCache;
  readonly client: ManagerClient;
  readonly apiReader: DirectClient;
  readonly controllers: Controller[] = [];
  private readonly opts: ManagerOptions;
  private readonly pendingWatches: { controller: Controller; watches: Watch[] }[] = [];
  started = false;
  /** the error mgr.Start returned, if any */
  startError: string | undefined;

  constructor(opts: ManagerOptions) {
    this.opts = opts;
    this.server = opts.server;
    this.clock = opts.clock;
    this.logs = opts.logs ?? new LogSink(opts.clock);
    this.log = new Logger(this.logs);
    const ctx: RequestContext = {
      user: opts.user,
      userAgent: opts.userAgent ?? 'manager/v0.0.0 (linux/amd64) kubernetes/$Format',
      clientPath: 'direct',
    };
    this.apiReader = new DirectClient(opts.server, ctx);
    this.cache = new InformerCache(
      {
        server: opts.server,
        ctx: { ...ctx, clientPath: 'cache' },
        clock: opts.clock,
        log: this.log,
        trace: opts.trace ?? opts.server.trace,
        reflectorName: opts.reflectorName,
      },
      opts.cache,
    );
    const trace = opts.trace ?? opts.server.trace;
    if (trace) {
      this.cache.observer = (e) => {
        const res = e.result;
        const result =
          res.kind === 'ok'
            ? { code: 200, reason: '', message: '' }
            : res.kind === 'notSynced'
              ? {
                  code: 0,
                  reason: 'NotSynced',
                  message: `waiting for ${goTypeName(e.info)} informer to sync`,
                }
              : res.error.kind === 'status'
                ? {
                    code: res.error.status.code,
                    reason: res.error.status.reason,
                    message: res.error.status.message,
                  }
                : { code: 0, reason: '', message: res.error.message };
        trace.record({
          kind: 'cacheRead',
          time: this.clock.now(),
          identity: { username: opts.user.username, groups: [...opts.user.groups] },
          verb: e.verb,
          group: e.info.group,
          version: e.info.version,
          resource: e.info.resource,
          subresource: '',
          namespace: e.namespace,
          name: e.name,
          rvCache:
            res.kind === 'ok' && e.verb === 'get'
              ? str(metaOf(res.value as KubeObject).resourceVersion)
              : e.rvCache,
          rvServer: this.server.currentResourceVersion(),
          result,
          ...(e.verb === 'list' && res.kind === 'ok' && Array.isArray(res.value)
            ? { returned: listReturned(res.value as KubeObject[]) }
            : {}),
        });
      };
    }
    this.client = new ManagerClient(this.apiReader, this.cache, opts.uncachedTypes, opts.cacheUnstructured);
  }

  newControllerManagedBy(): Builder {
    return new Builder(this);
  }

  /** @internal */
  register(controller: Controller, watches: Watch[]): void {
    this.controllers.push(controller);
    this.pendingWatches.push({ controller, watches });
    if (this.started) this.startController(controller, watches);
  }

  /** mgr.Start: start the watched informers, wait for each controller's caches (CacheSyncTimeout), then run. */
  start(): void {
    if (this.started) return;
    this.started = true;
    // the cache runnable starts before the controllers ([CR] pkg/manager/runnable_group.go)
    this.cache.start();
    for (const { controller, watches } of this.pendingWatches) this.startController(controller, watches);
  }

  private startController(controller: Controller, watches: Watch[]): void {
    const informers: Informer[] = [];
    for (const w of watches) {
      const infs = this.cache.getInformers(w.gvk);
      if (!Array.isArray(infs)) {
        this.startError = infs.kind === 'plain' ? infs.message : infs.status.message;
        return;
      }
      for (const inf of infs) {
        informers.push(inf);
        inf.addEventHandler({
          onAdd: (o) => {
            if (w.predicates.every((p) => p.create?.(o) ?? true))
              for (const r of w.map(o)) controller.enqueue(r, eventCause('create', o, this.clock.now()));
          },
          // TypedEnqueueRequestForObject.Update enqueues unconditionally; only predicates filter
          onUpdate: (o, n) => {
            if (w.predicates.every((p) => p.update?.(o, n) ?? true))
              for (const r of w.map(n)) controller.enqueue(r, eventCause('update', n, this.clock.now()));
          },
          onDelete: (o) => {
            if (w.predicates.every((p) => p.delete?.(o) ?? true))
              for (const r of w.map(o)) controller.enqueue(r, eventCause('delete', o, this.clock.now()));
          },
        });
      }
    }
    const timeout = this.opts.cacheSyncTimeoutMs ?? 120_000;
    const pending = informers.filter((i) => !i.synced);
    if (pending.length === 0) return;
    this.clock.after(timeout, () => {
      const stuck = informers.find((i) => !i.synced);
      if (!stuck) return;
      const source = `kind source: ${goTypeName(stuck.info)}`;
      const err = `failed to wait for ${controller.name} caches to sync ${source}: timed out waiting for cache to be synced for ${source}`;
      this.log.withValues('controller', controller.name).error(err, 'Could not wait for Cache to sync');
      this.startError ??= err;
      this.stop();
    });
  }

  stop(): void {
    for (const c of this.controllers) c.stop();
    this.cache.stop();
  }

  /** Run the virtual clock until nothing is scheduled before `limitMs` from now (or mgr.Start failed). */
  runFor(limitMs: number): void {
    const until = this.clock.now() + limitMs;
    while (!this.startError && this.clock.step(until)) {}
    if (!this.startError) this.clock.runUntil(until);
  }
}

export class Builder {
  private readonly mgr: Manager;
  private forGvk: GVK | undefined;
  private readonly sources: Watch[] = [];
  private readonly eventFilters: Predicate[] = [];
  private name: string | undefined;

  constructor(mgr: Manager) {
    this.mgr = mgr;
  }

  for(gvk: GVK, ...predicates: Predicate[]): Builder {
    this.forGvk = gvk;
    this.sources.push({
      gvk,
      map: (o) => [{ namespace: str(metaOf(o).namespace), name: str(metaOf(o).name) }],
      predicates,
    });
    return this;
  }

  /** EnqueueRequestForOwner(OnlyControllerOwner) on the For type. */
  owns(gvk: GVK, ...predicates: Predicate[]): Builder {
    this.sources.push({
      gvk,
      map: (o) => {
        const ref = controllerOf(o);
        const f = this.forGvk;
        if (!ref || !f) return [];
        if (parseApiVersion(str(ref.apiVersion)).group !== f.group || str(ref.kind) !== f.kind) return [];
        return [{ namespace: str(metaOf(o).namespace), name: str(ref.name) }];
      },
      predicates,
    });
    return this;
  }

  watches(gvk: GVK, map: (obj: KubeObject) => Request[], ...predicates: Predicate[]): Builder {
    this.sources.push({ gvk, map, predicates });
    return this;
  }

  withEventFilter(p: Predicate): Builder {
    this.eventFilters.push(p);
    return this;
  }

  named(name: string): Builder {
    this.name = name;
    return this;
  }

  complete(reconciler: Reconciler): Controller {
    const f = this.forGvk;
    if (!f) throw new Error('must provide an object for reconciliation');
    const c = new Controller({
      name: this.name ?? f.kind.toLowerCase(),
      group: f.group,
      kind: f.kind,
      clock: this.mgr.clock,
      log: this.mgr.log,
      reconciler,
      controllerRuntimeMinor: undefined,
    });
    const watches = this.sources.map((w) => ({ ...w, predicates: [...this.eventFilters, ...w.predicates] }));
    this.mgr.register(c, watches);
    return c;
  }
}

// Natives of pkg/controller and pkg/source: the Go controller (src/kube/gopkg/controller-runtime/
// controller.ts) drives a simulated Controller (src/kube/runtime/controller.ts) — work queue, rate
// limiter, the requeue rules — whose worker calls back into the Go reconcileHandler. A Kind source
// subscribes to the manager's informers; each event is decoded into a fresh Go object (K1's codec)
// and handed to the Go dispatch closure (predicates, then the event handler, which adds requests to
// the queue through the queue natives below).

import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { ptrTo, type RType, tBool, tInt, tString } from '../../go/interp/rtype.ts';
import { R } from '../../go/interp/state.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import { Iface, Slice, zero } from '../../go/interp/values.ts';
import type { KubeObject } from '../apiserver/types.ts';
import type { Informer } from '../runtime/cache.ts';
import { Controller } from '../runtime/controller.ts';
import { errorMessage } from '../runtime/errors.ts';
import { Logger, LogSink } from '../runtime/log.ts';
import { ReconcileError, type Request, requestFromKey, requestKey } from '../runtime/reconcile.ts';
import { eventCause, type QueueCause, type RateLimiter } from '../runtime/workqueue.ts';
import type { CallSite } from '../trace.ts';
import { CodecError, decodeGoInto } from './codec.ts';
import { gvkOf } from './controller-scheme.ts';
import { controllerRuntimeMinorNative, pinnedControllerRuntimeMinor } from './cr-minor.ts';
import { goCallSite, isLibraryFile, type KubeEnv, kubeEnv, maybeKubeEnv } from './env.ts';
import {
  type ControllerBinding,
  controllerByHandle,
  type ManagerBinding,
  managerByHandle,
  runState,
  type SourceBinding,
} from './manager-state.ts';
import { gvkOfGoObject, isSchemeError, partialKindOf } from './scheme.ts';

const CONTROLLER_PKG = 'sigs.k8s.io/controller-runtime/pkg/controller';
const CACHE_PKG = 'sigs.k8s.io/controller-runtime/pkg/cache';

/** A Go `any` holding a JS string / number / boolean (for log key-value pairs). */
export function goAny(v: string | number | boolean): Iface {
  if (typeof v === 'string') return new Iface(tString, goString(v));
  if (typeof v === 'number') return new Iface(tInt, v);
  return new Iface(tBool, v);
}

/** A Go `...any` tail. */
function kvSlice(kv: unknown[]): Slice | null {
  if (kv.length === 0) return null;
  return Slice.of(kv.map((v) => (v instanceof Iface ? v : goAny(v as string | number | boolean))));
}

/**
 * The watch event being dispatched to the Go handlers, if any: what an Add made meanwhile is queued
 * for (dispatch runs the predicates and the handler synchronously).
 */
let dispatching: QueueCause | undefined;

function during(cause: QueueCause, f: () => void): void {
  const outer = dispatching;
  dispatching = cause;
  try {
    f();
  } finally {
    dispatching = outer;
  }
}

/** What an Add of the Go queue is for: the event being dispatched, else the program's own Add. */
const causeNow = (): QueueCause => dispatching ?? { kind: 'add', at: kubeEnv().clock.now() };

function nsToMs(ns: number | bigint): number {
  const n = typeof ns === 'bigint' ? Number(ns) : ns;
  return n <= 0 ? 0 : Math.ceil(n / 1_000_000);
}

/** The Go controller's rateLimiterFuncs (controller.go): the program's workqueue.TypedRateLimiter. */
interface GoRateLimiter {
  When: (namespace: string, name: string) => number | bigint;
  Forget: (namespace: string, name: string) => void;
  NumRequeues: (namespace: string, name: string) => number | bigint;
}

/** The queue's RateLimiter over the program's, for the queue's namespace/name keys. */
function programRateLimiter(l: GoRateLimiter): RateLimiter {
  const args = (key: string): [string, string] => {
    const r = requestFromKey(key);
    return [goString(r.namespace), goString(r.name)];
  };
  return {
    when: (key) => nsToMs(l.When(...args(key))),
    forget: (key) => l.Forget(...args(key)),
    numRequeues: (key) => Number(l.NumRequeues(...args(key))),
  };
}

/** reconcile.Request struct object → Request. */
function requestOf(item: any): Request {
  const nn = item.NamespacedName;
  return { namespace: jsString(nn.Namespace), name: jsString(nn.Name) };
}

/** The simulated controller behind a Go `*controller.queue` value (or undefined for other queues). */
function controllerOfQueue(q: Iface | null): ControllerBinding | undefined {
  if (q === null || q.v === null || q.t.kind !== 'ptr') return undefined;
  const e = q.t.elem!;
  if (e.name !== 'queue' || e.pkgPath !== CONTROLLER_PKG) return undefined;
  return controllerByHandle(q.v.h as number);
}

/** The simulated manager behind a Go cache.Cache made by the manager (or undefined). */
export function managerOfCache(c: Iface | null): ManagerBinding | undefined {
  if (c === null || c.v === null) return undefined;
  const e = c.t.elem;
  if (c.t.kind === 'ptr' && e!.name === 'informerCache' && e!.pkgPath === CACHE_PKG) {
    // a cache.New cache no manager adopted has no simulated cache until its own first use
    return c.v.opts !== null ? undefined : managerByHandle(c.v.h as number);
  }
  // the cache a manager's NewCache returned, when it wraps the adopted one
  const h = typeof c.v === 'object' ? runState().cacheOwners.get(c.v) : undefined;
  return h === undefined ? undefined : managerByHandle(h);
}

/** A fresh Go `*T` decoded from a cluster object, as an interface value. */
export function goObjectFrom(ctx: NativeContext, t: RType, o: KubeObject): Iface {
  const v = zero(t);
  decodeGoInto(ctx, o, v, t);
  return new Iface(ptrTo(t), v);
}

// ---------------------------------------------------------------------------------------------
// Controller lifecycle.

function startWorkers(c: ControllerBinding): void {
  if (c.workersStarted || c.syncFailed || !c.sourcesStarted) return;
  if (!c.sources.every((s) => s.missing === undefined && !s.pending && s.informers.every((i) => i.synced)))
    return;
  c.workersStarted = true;
  // v0.19 logs it before waiting for the caches (controller.go StartSources, in Go)
  if (pinnedControllerRuntimeMinor() !== 19) c.logInfo('Starting Controller');
  c.logInfo('Starting workers', 'worker count', c.workers);
  c.ctrl.start();
}

/** CacheSyncTimeout: the first source not synced fails the controller and mgr.Start. */
function armSyncTimeout(c: ControllerBinding): void {
  const m = c.manager;
  if (m === undefined) return;
  m.env.clock.after(c.cacheSyncTimeoutMs, () => {
    if (c.workersStarted || m.stopped) return;
    const stuck = c.sources.find(
      (s) => s.missing !== undefined || s.pending === true || !s.informers.every((i) => i.synced),
    );
    if (stuck === undefined) return;
    c.syncFailed = true;
    // the wording per minor ([CR] pkg/internal/controller/controller.go Start, and
    // pkg/internal/source/kind.go WaitForSync: `for Kind %T` until v0.23, `for %s` from v0.24);
    // v0.19 and the older minors a project may pin (v0.15-v0.18: `caches to sync: %w`, logged
    // without the source) name no source
    const minor = pinnedControllerRuntimeMinor();
    const noSource = minor !== 0 && minor <= 19;
    const typ = stuck.name.replace(/^kind source: /, '');
    const timedOut =
      minor !== 0 && minor < 24
        ? `timed out waiting for cache to be synced for Kind ${typ}`
        : `timed out waiting for cache to be synced for ${stuck.name}`;
    const err = noSource
      ? `failed to wait for ${c.name} caches to sync: ${timedOut}`
      : `failed to wait for ${c.name} caches to sync ${stuck.name}: ${timedOut}`;
    if (noSource) c.logError('Could not wait for Cache to sync', err);
    else c.logError('Could not wait for Cache to sync', err, 'source', stuck.name);
    m.startError ??= err;
  });
}

const SOURCE_PKG = 'sigs.k8s.io/controller-runtime/pkg/source';

/** The object of a source.Kind (its unexported Type field), or null for any other source. */
export function kindSourceObject(src: Iface | null): Iface | null {
  const t = src?.t;
  const e = t?.kind === 'ptr' ? t.elem : undefined;
  if (src?.v == null || e?.kind !== 'struct' || e.pkgPath !== SOURCE_PKG) return null;
  const f = e.fields.find((x) => x.name === 'Type');
  const v = f === undefined ? null : src.v[f.key];
  return f === undefined || v === null || v === undefined ? null : new Iface(f.type, v);
}

/**
 * The program's own call of Controller.Watch: the frame that called Watch (below the controller
 * package's frames) is a project file. A call from the builder (a library file) is not: the builder
 * files its watches itself, with the For/Owns/Watches line.
 */
function programWatchSite(ctx: NativeContext): CallSite | undefined {
  for (let d = R.depth; d >= 0; d--) {
    const s = R.sites[d];
    if (s === undefined || s.file.startsWith(CONTROLLER_DIR)) continue;
    return isLibraryFile(s.file) ? undefined : goCallSite(ctx, true);
  }
  return undefined;
}

const CONTROLLER_DIR = 'sigs.k8s.io/controller-runtime/pkg/controller/';

/** Where the program called controller.New, by controller name, per run. */
const newSites = new WeakMap<KubeEnv, Map<string, CallSite>>();

/**
 * A Watch call's site with only the callers up to the function that called controller.New (main's
 * call of SetupWithManager is not part of the watch), as the builder trims its own.
 */
function withinController(at: CallSite, origin: CallSite | undefined): CallSite {
  const { callers, ...site } = at;
  if (callers === undefined || origin === undefined || at.function === origin.function) return site;
  const i = callers.findIndex((c) => c.function === origin.function && c.file === origin.file);
  return i < 0 ? site : { ...site, callers: callers.slice(0, i + 1) };
}

export const controllerNatives: NativeTable = {
  controllerRuntimeMinor: controllerRuntimeMinorNative,
  registerProgramController: (ctx: NativeContext, name: string) => {
    const env = maybeKubeEnv();
    const site = env === undefined ? undefined : programWatchSite(ctx);
    if (env === undefined || site === undefined) return;
    let m = newSites.get(env);
    if (m === undefined) newSites.set(env, (m = new Map()));
    m.set(jsString(name), site);
  },
  registerProgramWatch: (ctx: NativeContext, controller: string, src: Iface | null) => {
    const env = maybeKubeEnv();
    if (env === undefined) return;
    const at = programWatchSite(ctx);
    if (at === undefined) return;
    const site = withinController(at, newSites.get(env)?.get(jsString(controller)));
    const obj = kindSourceObject(src);
    // the kind through the schemes of the run's managers (the controller's is one of them)
    const st = runState(env);
    const gvk =
      obj === null
        ? undefined
        : st.managers.map((m) => gvkOfGoObject(ctx, obj, m.scheme)).find((g) => !isSchemeError(g));
    st.watches.push({
      controller: jsString(controller),
      via: 'Watch',
      ...(gvk === undefined || isSchemeError(gvk) ? {} : { gvk }),
      site,
    });
  },
  checkName: (ctx: NativeContext, name: string) => {
    const names = runState().controllerNames;
    const n = jsString(name);
    if (names.has(n))
      return ctx.errorf(
        goString(
          `controller with name ${n} already exists. Controller names must be unique to avoid multiple controllers reporting the same metric. This validation can be disabled via the SkipNameValidation option`,
        ),
      );
    names.add(n);
    return null;
  },

  newController: (
    ctx: NativeContext,
    name: string,
    workers: number,
    cacheSyncTimeoutNs: number | bigint,
    _recoverPanic: boolean,
    priorityQueue: boolean,
    reconcileFn: (ns: string, name: string, id: string) => any[],
    logInfo: (msg: string, kv: Slice | null) => void,
    logError: (msg: string, err: string, kv: Slice | null) => void,
    limiter: GoRateLimiter | null,
  ): number => {
    const env = kubeEnv();
    const state = runState(env);
    const h = state.controllers.length;
    const ctrlName = jsString(name);
    const ctrl = new Controller({
      ...(limiter === null ? {} : { rateLimiter: programRateLimiter(limiter) }),
      name: ctrlName,
      group: '',
      kind: '',
      clock: env.clock,
      // the Go reconcileHandler logs through the program's logger; the simulated one stays quiet
      log: new Logger(new LogSink(env.clock)),
      // The Go controller recovers the program's panics itself (RecoverPanic, in Go); anything that
      // still escapes the Go code ends the program (step budget, os.Exit, runtime.Goexit, a panic with
      // RecoverPanic false), so the simulated controller must not treat it as a recovered panic.
      recoverPanic: false,
      priorityQueue,
      workers,
      seed: 99 + h,
      startPaused: true,
      traceSeq: () => env.trace.lastSeq,
      reconciler: (req, reconcileID) => {
        const mark = { controller: ctrlName, namespace: req.namespace, name: req.name, reconcileID };
        env.hooks.reconcile?.('start', mark, env);
        try {
          const [requeue, afterNs, failed, terminal, panicked, msg, priority, hasPriority] = reconcileFn(
            goString(req.namespace),
            goString(req.name),
            goString(reconcileID),
          );
          if (failed) {
            const at = panicked ? R.lastRecovered?.sites.find((s) => !isLibraryFile(s.file)) : undefined;
            return {
              error: new ReconcileError(jsString(msg), terminal),
              ...(hasPriority ? { result: { priority } } : {}),
              panicked,
              ...(at ? { panicAt: { file: at.file, line: at.line, col: at.col } } : {}),
            };
          }
          return {
            result: { requeue, requeueAfter: nsToMs(afterNs), ...(hasPriority ? { priority } : {}) },
          };
        } finally {
          env.hooks.reconcile?.('end', mark, env);
        }
      },
    });
    const binding: ControllerBinding = {
      h,
      name: ctrlName,
      ctrl,
      ctx,
      workers,
      cacheSyncTimeoutMs: nsToMs(cacheSyncTimeoutNs),
      logInfo: (msg, ...kv) => logInfo(goString(msg), kvSlice(kv)),
      logError: (msg, err, ...kv) => logError(goString(msg), goString(err), kvSlice(kv)),
      manager: undefined,
      sources: [],
      sourcesStarted: false,
      workersStarted: false,
      syncFailed: false,
    };
    state.controllers.push(binding);
    return h;
  },

  startController: (_ctx: NativeContext, h: number) => {
    const c = controllerByHandle(h);
    c.sourcesStarted = true;
    startWorkers(c);
    if (!c.workersStarted) armSyncTimeout(c);
    return null;
  },

  '*queue.Add': (_ctx: NativeContext, q: any, item: any) => {
    controllerByHandle(q.h).ctrl.enqueue(requestOf(item), causeNow());
  },
  '*queue.AddWithPriority': (_ctx: NativeContext, q: any, item: any, priority: number) => {
    controllerByHandle(q.h).ctrl.enqueue(requestOf(item), causeNow(), priority);
  },
  '*queue.IsPriorityQueue': (_ctx: NativeContext, q: any) => controllerByHandle(q.h).ctrl.queue.isPriority,
  '*queue.AddAfter': (_ctx: NativeContext, q: any, item: any, d: number | bigint) => {
    controllerByHandle(q.h).ctrl.queue.addAfter(requestKey(requestOf(item)), nsToMs(d), causeNow());
  },
  '*queue.AddRateLimited': (_ctx: NativeContext, q: any, item: any) => {
    controllerByHandle(q.h).ctrl.queue.addRateLimited(requestKey(requestOf(item)), causeNow());
  },
  '*queue.Forget': (_ctx: NativeContext, q: any, item: any) => {
    controllerByHandle(q.h).ctrl.queue.forget(requestKey(requestOf(item)));
  },
  '*queue.NumRequeues': (_ctx: NativeContext, q: any, item: any) =>
    controllerByHandle(q.h).ctrl.queue.numRequeues(requestKey(requestOf(item))),
  '*queue.Len': (_ctx: NativeContext, q: any) => controllerByHandle(q.h).ctrl.queue.len(),
  '*queue.Get': (ctx: NativeContext, q: any) => {
    const c = controllerByHandle(q.h);
    const t = ctx.typeOf('sigs.k8s.io/controller-runtime/pkg/reconcile', 'Request');
    const item = zero(t);
    const key = c.ctrl.queue.get();
    if (key === undefined) return [item, true];
    const i = key.indexOf('/');
    item.NamespacedName.Namespace = goString(i < 0 ? '' : key.slice(0, i));
    item.NamespacedName.Name = goString(i < 0 ? key : key.slice(i + 1));
    return [item, false];
  },
  '*queue.Done': (_ctx: NativeContext, q: any, item: any) => {
    controllerByHandle(q.h).ctrl.queue.done(requestKey(requestOf(item)));
  },
  '*queue.ShutDown': (_ctx: NativeContext, q: any) => {
    controllerByHandle(q.h).ctrl.stop();
  },
  '*queue.ShutDownWithDrain': (_ctx: NativeContext, q: any) => {
    controllerByHandle(q.h).ctrl.stop();
  },
  '*queue.ShuttingDown': (_ctx: NativeContext, q: any) => {
    const c = controllerByHandle(q.h);
    return c.manager?.stopped ?? false;
  },
};

/**
 * How an informer's objects reach Go handlers of type `t` (the source's or GetInformer's object
 * type): a fresh `*T` each, null when the object does not decode. A typed informer's objects come
 * out of client-go's decoder without apiVersion and kind (the typed codec drops TypeMeta,
 * kubernetes-sigs/controller-runtime#1735, #2382), so a predicate or map function that keys on
 * GetObjectKind() sees an empty GVK. Unstructured and metadata-only objects keep theirs.
 */
export function informerObjects(
  ctx: NativeContext,
  t: RType,
  metadataOnly: boolean,
): (o: KubeObject) => Iface | null {
  const typeMeta =
    metadataOnly || t.kind !== 'struct'
      ? undefined
      : t.fields.find((f) => f.embedded && f.name === 'TypeMeta');
  return (o: KubeObject): Iface | null => {
    try {
      const obj = goObjectFrom(ctx, t, o);
      if (typeMeta !== undefined) {
        const tm = obj.v[typeMeta.key];
        tm.APIVersion = goString('');
        tm.Kind = goString('');
      }
      return obj;
    } catch (e) {
      if (e instanceof CodecError) return null;
      throw e;
    }
  };
}

/**
 * source.Kind.Start: subscribe `dispatch(typ, old, new, initial)` to the manager's informers for obj's type.
 * Go errors: a cache not made by a manager, an unregistered type.
 */
export function startKindNative(
  ctx: NativeContext,
  cache: Iface | null,
  obj: Iface | null,
  name: string,
  queue: Iface | null,
  dispatch: (typ: number, oldObj: Iface | null, newObj: Iface | null, initial: boolean) => void,
  synced: () => void,
  logErr: (msg: string, err: string, kv: Slice | null) => void,
): Iface | null {
  const m = managerOfCache(cache);
  if (m === undefined)
    return ctx.errorf(goString('source.Kind: the cache is not a manager cache (use mgr.GetCache())'));
  const gvk = gvkOf(ctx, m.scheme.value, obj);
  if (isSchemeError(gvk)) return ctx.errorf(goString(gvk.error));
  const t = obj!.t.elem!;
  // builder.OnlyMetadata / WatchesMetadata: a *PartialObjectMetadata source watches through the
  // type's metadata-only informer, and its events carry PartialObjectMetadata objects
  const metadataOnly = partialKindOf(t) !== undefined;
  const sourceName = jsString(name);
  const c = controllerOfQueue(queue);
  if (c !== undefined) c.manager ??= m;
  const toGo = informerObjects(ctx, t, metadataOnly);
  const wire = (source: SourceBinding, infs: Informer[]) => {
    source.informers = infs;
    source.missing = undefined;
    for (const inf of infs) {
      const now = () => m.env.clock.now();
      inf.addEventHandler({
        onAdd: (o, initial) =>
          during(eventCause('create', o, now()), () => dispatch(0, null, toGo(o), initial === true)),
        onUpdate: (o, n) =>
          during(eventCause('update', n, now()), () => dispatch(1, toGo(o), toGo(n), false)),
        onDelete: (o) => during(eventCause('delete', o, now()), () => dispatch(2, toGo(o), null, false)),
      });
      inf.onSynced(() => {
        if (infs.every((i) => i.synced)) synced();
        if (c !== undefined) startWorkers(c);
      });
    }
  };
  const infs = m.mgr.cache.getInformers(gvk, { metadataOnly });
  if (!Array.isArray(infs)) {
    // A kind the API server does not serve (a CRD not installed): controller-runtime polls
    // GetInformer every 10s, logging this, until it succeeds (the CRD was installed meanwhile; the
    // REST mapper re-reads discovery on a no-match) or CacheSyncTimeout passes
    // ([CR] pkg/internal/source/kind.go Start).
    const source: SourceBinding = { name: sourceName, informers: [], missing: errorMessage(infs) };
    c?.sources.push(source);
    const kindName = gvk.group === '' ? gvk.kind : `${gvk.kind}.${gvk.group}`;
    const retry = (first: boolean) => {
      if (m.stopped || c?.syncFailed || c?.workersStarted) return;
      const again = first ? infs : m.mgr.cache.getInformers(gvk, { metadataOnly });
      if (Array.isArray(again)) {
        wire(source, again);
        return;
      }
      logErr(
        goString('if kind is a CRD, it should be installed before calling Start'),
        goString(errorMessage(again)),
        kvSlice(['kind', kindName]),
      );
      m.env.clock.after(10_000, () => retry(false));
    };
    retry(true);
    return null;
  }
  const source: SourceBinding = { name: sourceName, informers: [] };
  c?.sources.push(source);
  if (pinnedControllerRuntimeMinor() === 19) {
    // v0.19's Kind.Start gets the informer and adds its handler from a goroutine, and the
    // controller logs "Starting Controller" before waiting for it ([CR] pkg/internal/source/kind.go,
    // pkg/internal/controller/controller.go): the initial list reaches the handler after that line
    source.pending = true;
    m.env.clock.after(0, () => {
      source.pending = false;
      wire(source, infs);
      if (c !== undefined) startWorkers(c);
    });
    return null;
  }
  wire(source, infs);
  return null;
}

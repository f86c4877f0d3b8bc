/**
 * The timeline of a run, for time travel: every API call and cache read in order (a "step"), with
 * the objects each one wrote, the watch events the informers received before it, where the cache
 * lagged the server, and the reconcile it belongs to. The cluster after step N is the objects at the
 * start plus the writes of steps 1..N (clusterAt), so a run carries each object version once.
 *
 * Recorded by observing a run (runProject's `observe`): the store's change feed gives every write
 * with its resulting object, the trace gives the calls, and the reconcile hook the reconcile bounds.
 * Plain JSON, like the trace: it crosses the worker boundary and is printed by `oplab run --json`.
 */
import { ObjectStore, type StoreEvent } from './apiserver/store.ts';
import type { KubeObject } from './apiserver/types.ts';
import type { KubeEnv, ReconcileMark } from './bind/env.ts';
import type { ReconcileRecord } from './runtime/controller.ts';
import type {
  ApiCallEvent,
  CacheReadEvent,
  ClientErrorEvent,
  TraceEvent,
  WatchDeliveryEvent,
} from './trace.ts';

/** `deployments.apps/default/web`: the store's table, namespace and name ('' namespace for cluster scope). */
export type ObjectKey = string;

export const objectKeyOf = (table: string, namespace: string, name: string): ObjectKey =>
  `${table}/${namespace}/${name}`;

/** One write a step made: the object as stored after it (for DELETED: its last state). */
export interface TimelineChange {
  type: 'ADDED' | 'MODIFIED' | 'DELETED';
  key: ObjectKey;
  rv: string;
  object: KubeObject;
}

/** An object the controller's cache holds at a version other than the server's (null: absent there). */
export interface CacheLag {
  key: ObjectKey;
  cacheRv: string | null;
  serverRv: string | null;
}

export type StepEvent = ApiCallEvent | CacheReadEvent | ClientErrorEvent;

export interface TimelineStep {
  /** 1-based: "the cluster after call n" */
  n: number;
  event: StepEvent;
  /** index into Timeline.reconciles, when the call was made inside a Reconcile */
  reconcile?: number;
  changes: TimelineChange[];
  /** watch events the informers received after the previous step, before this call */
  watch: WatchDeliveryEvent[];
  /** after this call: objects the cache (informers that have listed) sees at another version */
  cacheLag: CacheLag[];
}

export interface TimelineReconcile {
  index: number;
  controller: string;
  reconcileID: string;
  namespace: string;
  name: string;
  /** virtual clock at start and end (ms since the epoch) */
  start: number;
  end: number;
  /** steps made inside it: firstStep..lastStep (lastStep < firstStep when it made none) */
  firstStep: number;
  lastStep: number;
  result?: { requeue: boolean; requeueAfterMs: number };
  error?: string;
  /** what the workqueue did next (controller-runtime's reconcileHandler) */
  action?: ReconcileRecord['action'];
}

export interface Timeline {
  /** virtual clock when main started */
  start: number;
  /** the cluster when main started: CRDs, RBAC, the applied objects */
  initial: { key: ObjectKey; object: KubeObject }[];
  steps: TimelineStep[];
  reconciles: TimelineReconcile[];
  /** watch events delivered after the last step */
  trailingWatch: WatchDeliveryEvent[];
}

const isStep = (e: TraceEvent): e is StepEvent =>
  e.kind === 'api' || e.kind === 'cacheRead' || e.kind === 'clientError';

const tableOf = (r: { group: string; resource: string }) => ObjectStore.tableKey(r.group, r.resource);

export interface TimelineRecorder {
  /** Pass as RunProjectRequest.observe. */
  observe(env: KubeEnv): void;
  /** After the run: the timeline, with each reconcile's outcome from the run's records. */
  finish(reconciles?: readonly (ReconcileRecord & { controller?: string })[]): Timeline;
}

export function recordTimeline(): TimelineRecorder {
  const initial: { key: ObjectKey; object: KubeObject }[] = [];
  const steps: TimelineStep[] = [];
  const reconciles: TimelineReconcile[] = [];
  let pending: TimelineChange[] = [];
  let watch: WatchDeliveryEvent[] = [];
  let open: TimelineReconcile | undefined;
  let start = 0;
  /** server: key → rv now; cache: key → rv the informers hold; listed: tables/namespaces informers listed */
  const server = new Map<ObjectKey, string>();
  const cache = new Map<ObjectKey, string>();
  const listed = new Set<string>();

  const inListed = (key: ObjectKey) => {
    const [table, ns] = key.split('/');
    return listed.has(`${table}/`) || listed.has(`${table}/${ns}`);
  };

  const lagNow = (): CacheLag[] => {
    const out: CacheLag[] = [];
    const keys = new Set([...server.keys(), ...cache.keys()]);
    for (const key of [...keys].sort()) {
      if (!inListed(key)) continue;
      const s = server.get(key) ?? null;
      const c = cache.get(key) ?? null;
      if (s !== c) out.push({ key, cacheRv: c, serverRv: s });
    }
    return out;
  };

  const onStore = (e: StoreEvent) => {
    const key = objectKeyOf(e.table, e.namespace, e.name);
    if (e.type === 'DELETED') server.delete(key);
    else server.set(key, String(e.rv));
    pending.push({ type: e.type, key, rv: String(e.rv), object: JSON.parse(e.json) as KubeObject });
  };

  const onTrace = (e: TraceEvent) => {
    if (e.kind === 'watchEvent') {
      const key = objectKeyOf(tableOf(e), e.namespace, e.name);
      if (e.type === 'DELETED') cache.delete(key);
      else cache.set(key, e.rv);
      watch.push(e);
      return;
    }
    if (!isStep(e)) return;
    // An informer's LIST fills its cache with what the server holds in that scope.
    if (e.kind === 'api' && e.clientPath === 'cache' && e.verb === 'list' && e.result.code < 400) {
      const table = tableOf(e);
      const scope = `${table}/${e.namespace}`;
      listed.add(scope);
      for (const [key, rv] of server)
        if (key.startsWith(e.namespace ? `${scope}/` : `${table}/`)) cache.set(key, rv);
    }
    const step: TimelineStep = {
      n: steps.length + 1,
      event: e,
      ...(open ? { reconcile: open.index } : {}),
      changes: pending,
      watch,
      cacheLag: lagNow(),
    };
    pending = [];
    watch = [];
    steps.push(step);
  };

  const onReconcile = (phase: 'start' | 'end', r: ReconcileMark, env: KubeEnv) => {
    if (phase === 'start') {
      open = {
        index: reconciles.length,
        controller: r.controller,
        reconcileID: r.reconcileID,
        namespace: r.namespace,
        name: r.name,
        start: env.clock.now(),
        end: env.clock.now(),
        firstStep: steps.length + 1,
        lastStep: steps.length,
      };
      reconciles.push(open);
    } else if (open && open.reconcileID === r.reconcileID) {
      open.end = env.clock.now();
      open.lastStep = steps.length;
      open = undefined;
    }
  };

  return {
    observe(env) {
      start = env.clock.now();
      const tables = new Set<string>();
      for (const info of env.server.registry.all()) {
        const table = ObjectStore.tableKey(info.group, info.resource);
        if (tables.has(table)) continue;
        tables.add(table);
        for (const o of env.server.store.list(table, undefined)) {
          const object = JSON.parse(o.json) as KubeObject;
          const meta = (object.metadata ?? {}) as { namespace?: string; name?: string };
          const key = objectKeyOf(table, meta.namespace ?? '', meta.name ?? '');
          initial.push({ key, object });
          server.set(key, String(o.rv));
        }
      }
      initial.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
      env.trace.recordWatchEvents = true;
      env.server.store.subscribe(onStore);
      env.trace.subscribe(onTrace);
      const hooks = env.hooks;
      env.hooks = {
        ...hooks,
        reconcile(phase, r, e) {
          onReconcile(phase, r, e);
          hooks.reconcile?.(phase, r, e);
        },
      };
    },
    finish(records = []) {
      const byId = new Map(records.map((r) => [r.reconcileID, r]));
      for (const r of reconciles) {
        const rec = byId.get(r.reconcileID);
        if (!rec) continue;
        if (rec.error !== undefined) r.error = rec.error;
        else r.result = { requeue: !!rec.result.requeue, requeueAfterMs: rec.result.requeueAfter ?? 0 };
        r.action = rec.action;
      }
      // Writes after the last call (none normally): they belong to the last step.
      const last = steps.at(-1);
      if (last && pending.length > 0) last.changes.push(...pending);
      pending = [];
      return { start, initial, steps, reconciles, trailingWatch: watch };
    },
  };
}

/** The cluster after step n (0: when main started), by key. */
export function clusterAt(t: Timeline, n: number): Map<ObjectKey, KubeObject> {
  const out = new Map(t.initial.map((o) => [o.key, o.object]));
  for (const s of t.steps) {
    if (s.n > n) break;
    for (const c of s.changes) {
      if (c.type === 'DELETED') out.delete(c.key);
      else out.set(c.key, c.object);
    }
  }
  return out;
}

/** The object as it was before step n's change to it (undefined: it did not exist). */
export function objectBefore(t: Timeline, n: number, key: ObjectKey): KubeObject | undefined {
  return clusterAt(t, n - 1).get(key);
}

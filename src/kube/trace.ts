/**
 * The trace: every API call and every cache read, with who made it, through which client, against which
 * resourceVersion, what RBAC decided and what came back. It is the grader's evidence and the learner's main
 * view, so events are plain JSON-serialisable data, in the order they happened on the virtual clock.
 */
import type { WebhookCall } from './apiserver/admission.ts';

/**
 * Which client the learner's code went through (set by the client layer; `internal` for cluster
 * controllers; `fake` for controller-runtime's fake client, which asks no server).
 */
export type ClientPath = 'cache' | 'direct' | 'internal' | 'fake' | 'unknown';

/** A frame of the program's own code below a call site: the line in `function` that made the call. */
export type CallerFrame = { file: string; line: number; function: string };

/**
 * Where the program made a call: its innermost frame in the program's own code, and — when that
 * frame was called by more of the program's own code (a helper, a closure passed to retry) — those
 * callers, innermost first, so evidence can name the Reconcile line as well as the helper's.
 */
export type CallSite = { file: string; line: number; function: string; callers?: CallerFrame[] };

export type Identity = { username: string; groups: readonly string[] };

/**
 * Who made a call: the Go program (the learner's code, directly or through a Go helper package such
 * as controllerutil: a Go call site was in progress), the manager's own machinery (informers: no Go
 * frame, or the cache's list/watch even when a learner's first cached read started it), or someone
 * else (the scenario's actors and the runner's setup, whose writes happen inside a learner's call and
 * so may carry its call site). The grader's checks and actors read it off traced events, the API
 * server's refuse hook off a request not yet traced: one rule for both.
 */
export type Caller = 'learner' | 'manager' | 'other';

export function callerOf(r: {
  username: string;
  managerUser: string;
  clientPath: ClientPath | undefined;
  inGoCall: boolean;
}): Caller {
  if (r.username !== r.managerUser) return 'other';
  if (r.clientPath === 'cache') return 'manager';
  return r.inGoCall ? 'learner' : 'manager';
}

export type ResourceRef = {
  group: string;
  version: string;
  resource: string;
  subresource: string;
  namespace: string;
  name: string;
};

/** `verb`: the verb denied when it is not the request's own (an apply that creates is also a create). */
export type Authorization = { decision: 'allow' | 'deny'; reason: string; verb?: string };

/** What a successful list returned: how many items, from which namespaces (sorted, '' for cluster-scoped). */
export type ListReturned = { count: number; namespaces: string[] };

/** The `returned` summary of a list's items. */
export function listReturned(items: readonly { metadata?: unknown }[]): ListReturned {
  const namespaces = new Set<string>();
  for (const o of items) {
    const ns = (o.metadata as { namespace?: unknown } | undefined)?.namespace;
    namespaces.add(typeof ns === 'string' ? ns : '');
  }
  return { count: items.length, namespaces: [...namespaces].sort() };
}

export type CallResult = { code: number; reason: string; message: string };

/** A request that reached the API server. */
export type ApiCallEvent = ResourceRef & {
  kind: 'api';
  seq: number;
  time: number;
  identity: Identity;
  clientPath: ClientPath;
  verb: string;
  /** metadata.resourceVersion the client sent (in the body, the patch, or the watch/list request) */
  rvSent: string;
  /** resourceVersion stored after the call (or of the object read); '' when nothing was stored/read */
  rvStored: string;
  authorization: Authorization;
  result: CallResult;
  warnings: string[];
  webhooks: WebhookCall[];
  /** a write that changed nothing: no new resourceVersion, no watch event */
  noop: boolean;
  callSite?: CallSite;
  /** patch type, field manager, propagation policy, selectors: what shaped the request */
  details?: Record<string, string>;
  /** a successful list: what came back */
  returned?: ListReturned;
  /** a stored write to the status subresource: false when .status came out as it was */
  statusChanged?: boolean;
};

/** A read served by the informer cache, with no request to the API server. */
export type CacheReadEvent = ResourceRef & {
  kind: 'cacheRead';
  seq: number;
  time: number;
  identity: Identity;
  verb: 'get' | 'list';
  /** resourceVersion of the object (get) or the cache's last-synced version (list) */
  rvCache: string;
  /** resourceVersion the server holds at the same instant: differs when the cache lags */
  rvServer: string;
  result: CallResult;
  /** a list served from the cache: what came back */
  returned?: ListReturned;
  /** ListOptions.Raw selectors the cache did not apply (it reads only LabelSelector / FieldSelector) */
  ignoredRaw?: { labelSelector: string; fieldSelector: string };
  /** ListOptions.Limit cut this list short: the cache returns the first `limit` of the `matched`
   * objects (and, from v0.21, a continue token it refuses to take back) */
  limited?: { limit: number; matched: number };
  callSite?: CallSite;
};

/** A watch event delivered to a subscriber (informer). */
export type WatchDeliveryEvent = ResourceRef & {
  kind: 'watchEvent';
  seq: number;
  time: number;
  identity: Identity;
  type: 'ADDED' | 'MODIFIED' | 'DELETED';
  rv: string;
};

/** A client-side error that never reached the server (client-go preflight checks, cache errors). */
export type ClientErrorEvent = ResourceRef & {
  kind: 'clientError';
  seq: number;
  time: number;
  identity: Identity;
  clientPath: ClientPath;
  verb: string;
  message: string;
  callSite?: CallSite;
};

export type TraceEvent = ApiCallEvent | CacheReadEvent | WatchDeliveryEvent | ClientErrorEvent;

type WithoutSeq<T> = T extends unknown ? Omit<T, 'seq'> : never;

export class Trace {
  private readonly list: TraceEvent[] = [];
  private readonly subscribers = new Set<(e: TraceEvent) => void>();
  private seq = 0;
  /** watch deliveries are numerous; record them only when asked */
  recordWatchEvents = false;
  /** With `bound`: how many of the first events are kept, and the ring of the last ones. */
  private head = Number.POSITIVE_INFINITY;
  private ring: TraceEvent[] = [];
  private ringSize = 0;
  private ringNext = 0;
  private droppedCount = 0;

  /**
   * Keeps only the first `head` events and the last `tail` (counting those in between as dropped):
   * for a host that shows a run's beginning and end (oplab run's report), so that a Reconcile that
   * loops over r.Get for millions of calls does not keep every one. Indexes into `events()` are then
   * no longer positions in the run: graders, which cite events by index, keep the whole trace.
   */
  bound(head: number, tail: number): void {
    this.head = head;
    this.ringSize = tail;
  }

  /** Events left out between the kept head and tail (`bound`). */
  get dropped(): number {
    return this.droppedCount;
  }

  record(e: WithoutSeq<TraceEvent>): TraceEvent {
    if (e.kind === 'watchEvent' && !this.recordWatchEvents) return { ...e, seq: -1 } as TraceEvent;
    const ev = { ...e, seq: ++this.seq } as TraceEvent;
    if (this.list.length < this.head) this.list.push(ev);
    else this.keepLast(ev);
    for (const s of this.subscribers) s(ev);
    return ev;
  }

  private keepLast(ev: TraceEvent): void {
    if (this.ring.length < this.ringSize) {
      this.ring.push(ev);
      return;
    }
    if (this.ringSize === 0) {
      this.droppedCount++;
      return;
    }
    this.ring[this.ringNext] = ev;
    this.ringNext = (this.ringNext + 1) % this.ringSize;
    this.droppedCount++;
  }

  /** Every event in order; with `bound`, the kept head and tail (see `dropped`). */
  events(): readonly TraceEvent[] {
    if (this.ring.length === 0) return this.list;
    const n = this.ringNext;
    return [...this.list, ...this.ring.slice(n), ...this.ring.slice(0, n)];
  }

  /** The seq of the last recorded event (0 before any): marks where a span of calls begins and ends. */
  get lastSeq(): number {
    return this.seq;
  }

  apiCalls(): ApiCallEvent[] {
    return this.events().filter((e): e is ApiCallEvent => e.kind === 'api');
  }

  subscribe(fn: (e: TraceEvent) => void): () => void {
    this.subscribers.add(fn);
    return () => this.subscribers.delete(fn);
  }

  clear(): void {
    this.list.length = 0;
    this.ring = [];
    this.ringNext = 0;
    this.droppedCount = 0;
  }
}

/** One line per event for logs and the CLI: `GET apps/v1 deployments default/web → 404 NotFound`. */
export function formatTraceEvent(e: TraceEvent): string {
  const gv = (r: ResourceRef) => (r.group === '' ? r.version : `${r.group}/${r.version}`);
  const res = (r: ResourceRef) => (r.subresource ? `${r.resource}/${r.subresource}` : r.resource);
  const target = (r: ResourceRef) => (r.namespace ? `${r.namespace}/${r.name}` : r.name || '(cluster)');
  const at = (r: { callSite?: CallSite }) => (r.callSite ? ` @ ${r.callSite.file}:${r.callSite.line}` : '');
  switch (e.kind) {
    case 'api': {
      const outcome =
        e.result.code < 400 ? `${e.result.code}` : `${e.result.code} ${e.result.reason}: ${e.result.message}`;
      const rv = e.rvSent || e.rvStored ? ` rv ${e.rvSent || '-'}→${e.rvStored || '-'}` : '';
      return `[${e.clientPath}] ${e.identity.username} ${e.verb.toUpperCase()} ${gv(e)} ${res(e)} ${target(e)}${rv} → ${outcome}${e.noop ? ' (no-op)' : ''}${at(e)}`;
    }
    case 'cacheRead':
      return `[cache] ${e.identity.username} ${e.verb.toUpperCase()} ${gv(e)} ${res(e)} ${target(e)} rv ${e.rvCache} (server ${e.rvServer}) → ${e.result.code}${e.result.code >= 400 ? ' ' + e.result.message : ''}${at(e)}`;
    case 'watchEvent':
      return `[watch] ${e.type} ${gv(e)} ${res(e)} ${target(e)} rv ${e.rv}`;
    case 'clientError':
      return `[${e.clientPath}] ${e.identity.username} ${e.verb.toUpperCase()} ${gv(e)} ${res(e)} ${target(e)} → client error: ${e.message}${at(e)}`;
  }
}

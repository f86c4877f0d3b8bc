// Event recorders over the simulated cluster: k8s.io/client-go/tools/record (core/v1 Events, the
// API of mgr.GetEventRecorderFor) and k8s.io/client-go/tools/events (events.k8s.io, the API of
// mgr.GetEventRecorder). Events are built as the real recorders build them ([CG] tools/record/event.go
// generateEvent/makeEvent, tools/events/recorder.go) and written as the recorder's identity; repeats
// of the same event are folded into one object with a growing count, as the EventCorrelator does.
// Writes happen at once (the real broadcaster writes from a goroutine shortly after); a rejected
// write is logged `Server rejected event (will not retry!)` like the broadcaster's sink.
//
// For K2's manager: goEventRecorderValue / goEventsRecorderValue build the Go values.

import { wrapI64 } from '../../go/interp/int64.ts';
import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { ptrTo } from '../../go/interp/rtype.ts';
import { jsString } from '../../go/interp/strings.ts';
import { type GoMap, Iface, zero } from '../../go/interp/values.ts';
import type { JsonObject, KubeObject, UserInfo } from '../apiserver/types.ts';
import { rfc3339 } from '../apiserver/types.ts';
import { Logger } from '../runtime/log.ts';
import type { CallSite } from '../trace.ts';
import clientEventsEventsGo from './client-events-events.go?raw';
import clientEventsRecordGo from './client-events-record.go?raw';
import clientEventsRecordCacheGo from './client-events-record-cache.go?raw';
import clientEventsRecordFakeGo from './client-events-record-fake.go?raw';
import { goCallSite, type KubeEnv, maybeKubeEnv, withCallSite } from './env.ts';
import { GoScheme, gvkOfGoObject, gvString, isSchemeError } from './scheme.ts';

const RECORD = 'k8s.io/client-go/tools/record';
const EVENTS = 'k8s.io/client-go/tools/events';
const EVENTS_TARGET = { group: '', version: 'v1', resource: 'events' };

interface RecorderState {
  env: KubeEnv;
  user: UserInfo;
  component: string;
  host: string;
  scheme: GoScheme;
}

const recorders = new WeakMap<object, RecorderState>();
/** EventCorrelator's cache per cluster: event key → stored name, count, first timestamp. */
const seenEvents = new WeakMap<
  KubeEnv,
  Map<string, { name: string; namespace: string; count: number; first: string }>
>();

export interface RecorderOptions {
  env?: KubeEnv;
  /** Identity the events are written as (default: the env's). */
  user?: UserInfo;
  /** Go `*runtime.Scheme` struct object used for references (default: the env's scheme). */
  scheme?: any;
  /** EventSource.Host (controller-runtime's provider leaves it empty). */
  host?: string;
}

function stateFor(component: string, opts: RecorderOptions): RecorderState {
  const env = opts.env ?? maybeKubeEnv();
  if (env === undefined) throw new Error('event recorder: no simulated cluster attached to this run');
  return {
    env,
    user: opts.user ?? env.identity,
    component,
    host: opts.host ?? '',
    scheme: opts.scheme ? new GoScheme(opts.scheme) : env.scheme,
  };
}

/** A Go `record.EventRecorder` (core/v1 Events) for `component`, as mgr.GetEventRecorderFor(name). */
export function goEventRecorderValue(
  ctx: NativeContext,
  component: string,
  opts: RecorderOptions = {},
): Iface {
  const t = ctx.typeOf(RECORD, 'recorderImpl');
  const r = zero(t);
  recorders.set(r, stateFor(component, opts));
  return new Iface(ptrTo(t), r);
}

/** A Go `events.EventRecorder` (events.k8s.io) for `component`, as mgr.GetEventRecorder(name). */
export function goEventsRecorderValue(
  ctx: NativeContext,
  component: string,
  opts: RecorderOptions = {},
): Iface {
  const t = ctx.typeOf(EVENTS, 'recorderImpl');
  const r = zero(t);
  recorders.set(r, stateFor(component, opts));
  return new Iface(ptrTo(t), r);
}

function callSiteOf(ctx: NativeContext): CallSite | undefined {
  return goCallSite(ctx);
}

/** ref.GetReference: kind/apiVersion from the object's TypeMeta, else from the scheme. */
function referenceOf(
  ctx: NativeContext,
  st: RecorderState,
  obj: Iface | null,
): JsonObject | { error: string } {
  if (obj === null || obj.v === null) return { error: 'object is nil' };
  const v = obj.v;
  let apiVersion = v.TypeMeta ? jsString(v.TypeMeta.APIVersion) : '';
  let kind = v.TypeMeta ? jsString(v.TypeMeta.Kind) : '';
  if (kind === '' || apiVersion === '') {
    const g = gvkOfGoObject(ctx, obj, st.scheme);
    if (isSchemeError(g)) return g;
    apiVersion = gvString(g);
    kind = g.kind;
  }
  const m = v.ObjectMeta;
  const ref: JsonObject = { kind };
  if (m && m.Namespace !== '') ref.namespace = jsString(m.Namespace);
  if (m && m.Name !== '') ref.name = jsString(m.Name);
  if (m && m.UID !== '') ref.uid = jsString(m.UID);
  ref.apiVersion = apiVersion;
  if (m && m.ResourceVersion !== '') ref.resourceVersion = jsString(m.ResourceVersion);
  return ref;
}

function logger(st: RecorderState): Logger {
  return new Logger(st.env.logs, 'events');
}

/** Last event-name nanos per clock: two events in one virtual instant still get distinct names (real clocks move). */
const lastNanos = new WeakMap<object, bigint>();

function eventNanos(clock: { now(): number | bigint }): bigint {
  let ns = BigInt(clock.now());
  const last = lastNanos.get(clock);
  if (last !== undefined && ns <= last) ns = last + 1n;
  lastNanos.set(clock, ns);
  return ns;
}

function nowParts(st: RecorderState): { ms: number; nanoHex: string; micro: string } {
  const ns = eventNanos(st.env.goClock);
  const ms = Number(ns / 1_000_000n);
  const micro = String((ns / 1000n) % 1_000_000n).padStart(6, '0');
  return { ms, nanoHex: ns.toString(16), micro };
}

/** Write (or fold into an earlier identical) event; rejected writes are logged, never returned. */
function record(ctx: NativeContext, st: RecorderState, ev: KubeObject, key: string): void {
  const env = st.env;
  const meta = ev.metadata as JsonObject;
  const ns = String(meta.namespace);
  const client = {
    user: st.user,
    userAgent: 'manager/v0.0.0 (linux/amd64) kubernetes/$Format',
    clientPath: 'direct' as const,
  };
  let seen = seenEvents.get(env);
  if (seen === undefined) seenEvents.set(env, (seen = new Map()));
  const prev = seen.get(key);
  withCallSite(env, callSiteOf(ctx), () => {
    if (prev !== undefined) {
      prev.count++;
      const r = env.server.patch(
        client,
        { ...EVENTS_TARGET, namespace: prev.namespace },
        prev.name,
        'strategic',
        {
          count: prev.count,
          lastTimestamp: ev.lastTimestamp ?? null,
          message: ev.message ?? '',
        },
      );
      if (r.ok) return;
    }
    const r = env.server.create(client, { ...EVENTS_TARGET, namespace: ns }, ev);
    if (r.ok) {
      seen!.set(key, {
        name: String(meta.name),
        namespace: ns,
        count: 1,
        first: String(ev.firstTimestamp ?? ''),
      });
      return;
    }
    logger(st).error(r.status.message, 'Server rejected event (will not retry!)', 'event', ev);
  });
}

/** eventObserve for an event the spam filter then drops: a known repeat still counts. */
function observeOnly(env: KubeEnv, key: string): void {
  const prev = seenEvents.get(env)?.get(key);
  if (prev !== undefined) prev.count++;
}

/**
 * The EventCorrelator a broadcaster gives its core/v1 recorders ([CG] tools/record/events_cache.go,
 * NewEventCorrelatorWithOptions with the defaults): the aggregator turns the 10th distinct message
 * of one source, object, type and reason within 10 minutes into a new event
 * "(combined from similar events): <message>" that later ones count on; the spam filter lets
 * 25 events per source, object and type through, then one every 5 minutes (a token bucket). One per
 * cluster, as controller-runtime's provider keeps one broadcaster per manager.
 */
interface Correlator {
  aggregates: Map<string, { localKeys: Set<string>; lastMs: number }>;
  buckets: Map<string, { tokens: number; lastMs: number }>;
}
const correlators = new WeakMap<KubeEnv, Correlator>();
const AGGREGATE_MAX_EVENTS = 10;
const AGGREGATE_INTERVAL_MS = 600_000;
const SPAM_BURST = 25;
const SPAM_QPS = 1 / 300;

function refField(ev: KubeObject, f: string): string {
  const r = ev.involvedObject as JsonObject;
  return typeof r[f] === 'string' ? (r[f] as string) : '';
}
function sourceParts(ev: KubeObject): string[] {
  const src = (ev.source ?? {}) as JsonObject;
  return [String(src.component ?? ''), String(src.host ?? '')];
}
/** getEventKey: the cache key of an event that is not aggregated. */
function eventKey(ev: KubeObject): string {
  return [
    ...sourceParts(ev),
    refField(ev, 'kind'),
    refField(ev, 'namespace'),
    refField(ev, 'name'),
    refField(ev, 'fieldPath'),
    refField(ev, 'uid'),
    refField(ev, 'apiVersion'),
    String(ev.type ?? ''),
    String(ev.reason ?? ''),
    String(ev.message ?? ''),
  ].join('');
}

function correlate(
  st: RecorderState,
  ev: KubeObject,
  nowMs: number,
  nanos: (clock: { now(): number | bigint }) => bigint,
): { event: KubeObject; key: string } | undefined {
  let c = correlators.get(st.env);
  if (c === undefined) correlators.set(st.env, (c = { aggregates: new Map(), buckets: new Map() }));
  const object = [
    ...sourceParts(ev),
    refField(ev, 'kind'),
    refField(ev, 'namespace'),
    refField(ev, 'name'),
    refField(ev, 'uid'),
    refField(ev, 'apiVersion'),
    String(ev.type ?? ''),
  ];
  // EventAggregatorByReasonFunc: the message is the local key
  const aggregateKey = [
    ...object,
    String(ev.reason ?? ''),
    String(ev.reportingComponent ?? ''),
    String(ev.reportingInstance ?? ''),
  ].join('');
  let rec = c.aggregates.get(aggregateKey);
  if (rec === undefined || nowMs - rec.lastMs > AGGREGATE_INTERVAL_MS) {
    rec = { localKeys: new Set(), lastMs: nowMs };
    c.aggregates.set(aggregateKey, rec);
  }
  rec.localKeys.add(String(ev.message ?? ''));
  rec.lastMs = nowMs;
  let out = ev;
  let key = eventKey(ev);
  if (rec.localKeys.size >= AGGREGATE_MAX_EVENTS) {
    // PopAny: which one leaves does not matter, the set stays one short of the maximum
    rec.localKeys.delete(rec.localKeys.values().next().value as string);
    const ts = rfc3339(nowMs);
    const ref = ev.involvedObject as JsonObject;
    out = {
      apiVersion: 'v1',
      kind: 'Event',
      metadata: {
        name: `${String(ref.name ?? '')}.${nanos(st.env.goClock).toString(16)}`,
        namespace: (ev.metadata as JsonObject).namespace ?? '',
      },
      involvedObject: ref,
      reason: ev.reason ?? '',
      message: `(combined from similar events): ${String(ev.message ?? '')}`,
      source: ev.source ?? {},
      firstTimestamp: ts,
      lastTimestamp: ts,
      count: 1,
      type: ev.type ?? '',
      eventTime: null,
      reportingComponent: '',
      reportingInstance: '',
    };
    key = aggregateKey;
  }
  // EventSourceObjectSpamFilter: a token bucket per source, object and type
  const spamKey = object.join('');
  let b = c.buckets.get(spamKey);
  if (b === undefined) c.buckets.set(spamKey, (b = { tokens: SPAM_BURST, lastMs: nowMs }));
  b.tokens = Math.min(SPAM_BURST, b.tokens + ((nowMs - b.lastMs) / 1000) * SPAM_QPS);
  b.lastMs = nowMs;
  if (b.tokens < 1) {
    // eventObserve ran before the filter: the repeat is counted even when it is dropped
    observeOnly(st.env, key);
    return undefined;
  }
  b.tokens -= 1;
  return { event: out, key };
}

function validType(t: string): boolean {
  return t === 'Normal' || t === 'Warning';
}

function annotationsOf(m: GoMap | null): JsonObject | undefined {
  if (m === null || m.size === 0) return undefined;
  const out: JsonObject = {};
  for (const [k, v] of m.entries()) out[jsString(k)] = jsString(v);
  return out;
}

const recordNatives: NativeTable = {
  // func eventNanos() int64: the broadcaster's recorders' clock (the same bump as the manager's).
  eventNanos: (ctx) => {
    const env = maybeKubeEnv();
    return wrapI64(eventNanos(env?.goClock ?? ctx.clock));
  },
  // func (r *recorderImpl) simEvent(object runtime.Object, annotations map[string]string, eventtype, reason, message string)
  '*recorderImpl.simEvent': (
    ctx,
    r: object,
    obj: Iface | null,
    annotations: GoMap | null,
    eventtype: string,
    reason: string,
    message: string,
  ) => {
    const st = recorders.get(r);
    if (st === undefined) return; // a zero recorderImpl records nothing
    const ref = referenceOf(ctx, st, obj);
    if ('error' in ref) {
      logger(st).error(ref.error as string, 'Could not construct reference, will not report event');
      return;
    }
    const type = jsString(eventtype);
    if (!validType(type)) {
      logger(st).error(undefined, 'Unsupported event type', 'eventType', type);
      return;
    }
    const t = nowParts(st);
    const ts = rfc3339(t.ms);
    const namespace = typeof ref.namespace === 'string' ? ref.namespace : 'default';
    const anns = annotationsOf(annotations);
    const ev: KubeObject = {
      apiVersion: 'v1',
      kind: 'Event',
      metadata: {
        name: `${ref.name ?? ''}.${t.nanoHex}`,
        namespace,
        ...(anns ? { annotations: anns } : {}),
      },
      involvedObject: ref,
      reason: jsString(reason),
      message: jsString(message),
      source: st.host === '' ? { component: st.component } : { component: st.component, host: st.host },
      firstTimestamp: ts,
      lastTimestamp: ts,
      count: 1,
      type,
      eventTime: null,
      reportingComponent: st.component,
      reportingInstance: st.host,
    };
    const corr = correlate(st, ev, t.ms, eventNanos);
    if (corr === undefined) return; // the spam filter dropped it
    record(ctx, st, corr.event, corr.key);
  },
};

const eventsNatives: NativeTable = {
  // func (r *recorderImpl) generateEvent(regarding, related runtime.Object, eventtype, reason, action, note string)
  '*recorderImpl.generateEvent': (
    ctx,
    r: object,
    regarding: Iface | null,
    related: Iface | null,
    eventtype: string,
    reason: string,
    action: string,
    note: string,
  ) => {
    const st = recorders.get(r);
    if (st === undefined) return;
    const ref = referenceOf(ctx, st, regarding);
    if ('error' in ref) {
      logger(st).error(ref.error as string, 'Could not construct reference, will not report event');
      return;
    }
    const rel = related === null ? undefined : referenceOf(ctx, st, related);
    const type = jsString(eventtype);
    if (!validType(type)) {
      logger(st).error(undefined, 'Unsupported event type', 'eventType', type);
      return;
    }
    const t = nowParts(st);
    const namespace = typeof ref.namespace === 'string' ? ref.namespace : 'default';
    const relRef = rel !== undefined && !('error' in rel) ? rel : undefined;
    // makeEvent's events.k8s.io/v1 Event, as encoding/json writes it (omitempty strings left out)
    const ev: KubeObject = {
      apiVersion: 'events.k8s.io/v1',
      kind: 'Event',
      metadata: { name: `${ref.name ?? ''}.${t.nanoHex}`, namespace },
      eventTime: microTime(t),
      reportingController: st.component,
      reportingInstance: `${st.component}-${st.host === '' ? 'oplab' : st.host}`,
      action: jsString(action),
      reason: jsString(reason),
      regarding: ref,
      ...(relRef !== undefined ? { related: relRef } : {}),
      note: jsString(note),
      type,
      deprecatedSource: {},
      deprecatedFirstTimestamp: null,
      deprecatedLastTimestamp: null,
    };
    for (const k of ['action', 'reason', 'note', 'reportingController']) if (ev[k] === '') delete ev[k];
    const key = JSON.stringify([type, ev.action, ev.reason, ev.reportingInstance, ref, relRef]);
    recordSeries(ctx, st, ev, key, t);
  },
};

function microTime(t: { ms: number; micro: string }): string {
  return `${rfc3339(t.ms).replace(/Z$/, '')}.${t.micro}Z`;
}

/** The events broadcaster's isomorphic-event cache per cluster: key → the first event and its series count. */
const seriesCache = new WeakMap<KubeEnv, Map<string, { ev: KubeObject; count: number }>>();

/**
 * [CG] tools/events/event_broadcaster.go recordToSink/recordEvent: an event is keyed by type, action,
 * reason, reporting controller and instance, regarding and related (not its note). The first is
 * created; the second makes the cached one a series of 2, a strategic merge patch of `series` onto
 * it (a create when it is gone); later ones only count in the cache (the 6-minute finishSeries and
 * 30-minute refresh tickers that write them are not modelled). A refused write is logged and
 * dropped, but the event stays cached.
 */
function recordSeries(
  ctx: NativeContext,
  st: RecorderState,
  ev: KubeObject,
  key: string,
  t: { ms: number; micro: string },
): void {
  const env = st.env;
  const client = {
    user: st.user,
    userAgent: 'manager/v0.0.0 (linux/amd64) kubernetes/$Format',
    clientPath: 'direct' as const,
  };
  let cache = seriesCache.get(env);
  if (cache === undefined) seriesCache.set(env, (cache = new Map()));
  const prev = cache.get(key);
  if (prev !== undefined && ++prev.count > 2) return;
  if (prev === undefined) cache.set(key, { ev, count: 1 });
  const write = prev?.ev ?? ev;
  const meta = write.metadata as JsonObject;
  const target = {
    group: 'events.k8s.io',
    version: 'v1',
    resource: 'events',
    namespace: String(meta.namespace),
  };
  withCallSite(env, callSiteOf(ctx), () => {
    if (prev !== undefined) {
      const series = { count: 2, lastObservedTime: microTime(t) };
      prev.ev = { ...prev.ev, series };
      const r = env.server.patch(client, target, String(meta.name), 'strategic', { series });
      if (r.ok || r.status.code !== 404) return done(r, prev.ev);
    }
    done(env.server.create(client, target, prev?.ev ?? ev), prev?.ev ?? ev);
  });
  function done(r: ReturnType<typeof env.server.create>, sent: KubeObject): void {
    if (!r.ok) logger(st).error(r.status.message, 'Server rejected event (will not retry!)', 'event', sent);
  }
}

export const recordSrc = clientEventsRecordGo;
export const recordCacheSrc = clientEventsRecordCacheGo;
export const recordFakeSrc = clientEventsRecordFakeGo;

export const eventsSrc = clientEventsEventsGo;

export { eventsNatives, recordNatives };

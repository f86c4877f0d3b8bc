// The learner's side of a workshop, in the browser: the session (kept in localStorage, the token
// itself only in an HttpOnly cookie), a queue of events that survives being offline and reloads,
// and the live stream of pacing and messages. Nothing here runs unless the learner has joined.
import {
  applyLearnerEvent,
  CHECK_ID,
  EXERCISE_ID,
  LESSON_PATH,
  type LearnerView,
  type StoredEvent,
} from '../model.ts';

import { SESSION_KEY } from './session-key.ts';

export { SESSION_KEY };
export const QUEUE_KEY = 'oplab.workshop.queue';
const QUEUE_MAX = 500;
const BATCH = 50;

export interface Session {
  view: LearnerView;
  /** Exercise titles in the page's locale, from the join page (the server does not know them). */
  titles: Record<string, string>;
  /** The kind of page each exercise has: `/exercises/<id>/` or `/terminal/<id>/`. */
  paths: Record<string, string>;
  status: 'ok' | 'ended' | 'removed' | 'expired';
}

export type QueuedEvent =
  | { id: string; at: number; kind: 'opened'; exercise: string }
  | { id: string; at: number; kind: 'hint'; exercise: string; hint: number }
  | {
      id: string;
      at: number;
      kind: 'check';
      exercise: string;
      status: 'pass' | 'fail' | 'error';
      checks: { id: string; status: 'pass' | 'fail' | 'error' | 'skip'; lesson?: string }[];
      ms: number;
    };

export interface KeyValue {
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
  removeItem(k: string): void;
}

export function loadSession(store: KeyValue): Session | undefined {
  try {
    const s = JSON.parse(store.getItem(SESSION_KEY) ?? 'null') as Session | null;
    return s && typeof s === 'object' && s.view && typeof s.view.id === 'string' ? s : undefined;
  } catch {
    return undefined;
  }
}

export function saveSession(store: KeyValue, s: Session): void {
  try {
    store.setItem(SESSION_KEY, JSON.stringify(s));
  } catch {
    // Storage full or disabled: the bar still works for this page.
  }
}

function loadQueue(store: KeyValue): QueuedEvent[] {
  try {
    const q = JSON.parse(store.getItem(QUEUE_KEY) ?? '[]') as unknown;
    return Array.isArray(q) ? (q as QueuedEvent[]) : [];
  } catch {
    return [];
  }
}

function saveQueue(store: KeyValue, q: QueuedEvent[]): void {
  try {
    store.setItem(QUEUE_KEY, JSON.stringify(q.slice(-QUEUE_MAX)));
  } catch {
    // As above.
  }
}

function eventId(): string {
  return typeof crypto?.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 12)}`;
}

/**
 * A Check result as the workspace announces it (`oplab:check`, src/workspace/events.ts), reduced to
 * what the server accepts: no code. A Check the page stopped (deadline, crash) is no grade and is
 * not reported.
 */
export function checkEvent(detail: unknown, at: number): QueuedEvent | undefined {
  const d = detail as {
    exercise?: unknown;
    status?: unknown;
    checks?: { id?: unknown; status?: unknown; lesson?: unknown }[];
    durationMs?: unknown;
  };
  if (typeof d?.exercise !== 'string' || !EXERCISE_ID.test(d.exercise)) return undefined;
  if (d.status === 'stopped') return undefined;
  const status = d.status === 'pass' || d.status === 'fail' ? d.status : 'error';
  const checks = (Array.isArray(d.checks) ? d.checks : []).slice(0, 100).flatMap((c) => {
    if (typeof c?.id !== 'string' || !CHECK_ID.test(c.id) || c.id.length > 96) return [];
    const st: 'pass' | 'fail' | 'error' | 'skip' =
      c.status === 'pass' || c.status === 'fail' || c.status === 'skip' ? c.status : 'error';
    const lesson =
      typeof c.lesson === 'string' && c.lesson.length <= 200 && LESSON_PATH.test(c.lesson)
        ? c.lesson
        : undefined;
    return [{ id: c.id, status: st, ...(lesson ? { lesson } : {}) }];
  });
  const ms =
    typeof d.durationMs === 'number' && d.durationMs >= 0 ? Math.min(3_600_000, Math.round(d.durationMs)) : 0;
  return { id: eventId(), at, kind: 'check', exercise: d.exercise, status, checks, ms };
}

export interface LearnerClientOptions {
  store: KeyValue;
  fetch: typeof fetch;
  /** Called whenever the session or the queue changes. */
  onChange: (s: Session, queued: number, online: boolean) => void;
  EventSource?: typeof EventSource;
  now?: () => number;
}

/** Sends queued events in order, keeps them until the server acknowledges them, and follows the stream. */
export class LearnerClient {
  session: Session;
  online = true;
  private readonly o: LearnerClientOptions;
  private flushing = false;
  private retryMs = 1000;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private source: EventSource | undefined;

  constructor(session: Session, o: LearnerClientOptions) {
    this.session = session;
    this.o = o;
  }

  private now(): number {
    return (this.o.now ?? Date.now)();
  }

  private changed(): void {
    saveSession(this.o.store, this.session);
    this.o.onChange(this.session, loadQueue(this.o.store).length, this.online);
  }

  inWorkshop(exercise: string): boolean {
    return this.session.view.exercises.some((e) => e.id === exercise);
  }

  enqueue(e: QueuedEvent): void {
    if (!this.inWorkshop(e.exercise) || this.session.status !== 'ok') return;
    const q = loadQueue(this.o.store);
    q.push(e);
    saveQueue(this.o.store, q);
    this.changed();
    void this.flush();
  }

  opened(exercise: string): void {
    this.enqueue({ id: eventId(), at: this.now(), kind: 'opened', exercise });
  }

  hint(exercise: string, hint: number): void {
    this.enqueue({ id: eventId(), at: this.now(), kind: 'hint', exercise, hint });
  }

  checked(detail: unknown): void {
    const e = checkEvent(detail, this.now());
    if (e) this.enqueue(e);
  }

  private stop(status: Session['status']): void {
    this.session.status = status;
    this.source?.close();
    this.source = undefined;
    this.changed();
  }

  /** A 401/403/409 from the server settles what this session is. */
  private settle(status: number, body: { error?: string }): boolean {
    if (status === 401) this.stop('expired');
    else if (status === 403 && body.error === 'removed') this.stop('removed');
    else if (status === 409 && body.error === 'ended') this.stop('ended');
    else return false;
    return true;
  }

  private later(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.flush(), this.retryMs);
    this.retryMs = Math.min(30_000, this.retryMs * 2);
  }

  async flush(): Promise<void> {
    if (this.flushing || this.session.status !== 'ok') return;
    this.flushing = true;
    try {
      for (;;) {
        const q = loadQueue(this.o.store);
        if (q.length === 0) break;
        const batch = q.slice(0, BATCH);
        let r: Response;
        try {
          r = await this.o.fetch('/api/learner/events', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            credentials: 'same-origin',
            body: JSON.stringify({ events: batch }),
          });
        } catch {
          this.setOnline(false);
          this.later();
          return;
        }
        this.setOnline(true);
        const body = (await r.json().catch(() => ({}))) as { error?: string; acked?: { id: string }[] };
        if (this.settle(r.status, body)) return;
        if (r.status === 429 || r.status >= 500) {
          this.later();
          return;
        }
        // Acknowledged (200), or refused for good (another 4xx: it would be refused again).
        const done = new Set(r.ok ? (body.acked ?? []).map((a) => a.id) : batch.map((e) => e.id));
        saveQueue(
          this.o.store,
          loadQueue(this.o.store).filter((e) => !done.has(e.id)),
        );
        this.retryMs = 1000;
        this.changed();
      }
    } finally {
      this.flushing = false;
    }
  }

  private setOnline(on: boolean): void {
    if (this.online === on) return;
    this.online = on;
    this.changed();
    if (on) this.follow();
  }

  /** Fetches the current view, then follows the stream from there. */
  async refresh(): Promise<void> {
    try {
      const r = await this.o.fetch('/api/learner/state', { credentials: 'same-origin' });
      const body = (await r.json().catch(() => ({}))) as { error?: string; view?: LearnerView };
      if (this.settle(r.status, body)) return;
      if (r.ok && body.view) {
        this.session.view = body.view;
        this.session.status = body.view.removed ? 'removed' : body.view.ended ? 'ended' : 'ok';
        this.online = true;
        this.changed();
      }
    } catch {
      this.setOnline(false);
      this.later();
      return;
    }
    this.follow();
    void this.flush();
  }

  private follow(): void {
    const ES = this.o.EventSource ?? (typeof EventSource === 'undefined' ? undefined : EventSource);
    if (!ES || this.source || this.session.status !== 'ok') return;
    const es = new ES(`/api/learner/stream?after=${this.session.view.lastSeq}`);
    this.source = es;
    es.onmessage = (m) => {
      try {
        applyLearnerEvent(this.session.view, JSON.parse(m.data) as StoredEvent);
      } catch {
        return;
      }
      if (this.session.view.removed) this.stop('removed');
      else if (this.session.view.ended) this.stop('ended');
      else this.changed();
    };
    es.onopen = () => this.setOnline(true);
    es.onerror = () => {
      // The browser reconnects by itself (with Last-Event-ID) unless the server refused the stream.
      if (es.readyState === 2) {
        this.source = undefined;
        setTimeout(() => void this.refresh(), 3000);
      }
      this.setOnline(false);
    };
  }

  leave(): void {
    this.source?.close();
    this.source = undefined;
    this.o.store.removeItem(SESSION_KEY);
    this.o.store.removeItem(QUEUE_KEY);
  }

  queued(): number {
    return loadQueue(this.o.store).length;
  }

  /** Sends the learner's files of an exercise; only ever on the learner's own request. */
  async share(exercise: string, files: Record<string, string>): Promise<string | undefined> {
    try {
      const r = await this.o.fetch('/api/learner/share', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        credentials: 'same-origin',
        body: JSON.stringify({ exercise, files }),
      });
      if (r.ok) return undefined;
      const body = (await r.json().catch(() => ({}))) as { error?: string; message?: string };
      this.settle(r.status, body);
      return body.message ?? `HTTP ${r.status}`;
    } catch (err) {
      return (err as Error).message;
    }
  }
}

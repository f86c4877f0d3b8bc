// Live updates inside one server process. The store announces every committed append (SQLite: this
// process; PostgreSQL: any process, by NOTIFY); the hub then reads the new events once per workshop,
// in sequence order, keeps the recent ones in memory, folds them into a cached dashboard, and hands
// them to every open stream of that workshop. A stream that (re)connects with Last-Event-ID gets
// what it missed from memory or, if that is too old, from the database.
import { applyEvent, type DashboardState, emptyDashboard, type StoredEvent } from './model.ts';
import type { WorkshopStore } from './store.ts';

export interface Subscriber {
  /** The last sequence number this subscriber has been sent. */
  lastSeq: number;
  send(events: StoredEvent[]): void;
}

interface Room {
  head: number;
  recent: StoredEvent[];
  subscribers: Set<Subscriber>;
  dashboard: DashboardState;
  pumping: Promise<void> | undefined;
  again: boolean;
}

const RECENT = 4096;

export class Hub {
  private readonly rooms = new Map<string, Room>();
  private readonly off: () => void;
  private readonly store: WorkshopStore;

  constructor(store: WorkshopStore) {
    this.store = store;
    this.off = store.db.onAppend((w, seq) => {
      if (w === '*') {
        for (const id of this.rooms.keys()) this.news(id);
        return;
      }
      const room = this.rooms.get(w);
      if (room && seq > room.head) this.news(w);
    });
  }

  /** Pumps on news of a commit; a failed read (the database went away) is tried again shortly. */
  private news(id: string): void {
    this.pump(id).catch(() => {
      setTimeout(() => {
        if (this.rooms.has(id)) this.news(id);
      }, 1000).unref?.();
    });
  }

  private room(id: string): Room {
    let r = this.rooms.get(id);
    if (!r) {
      r = {
        head: 0,
        recent: [],
        subscribers: new Set(),
        dashboard: emptyDashboard(id),
        pumping: undefined,
        again: false,
      };
      this.rooms.set(id, r);
    }
    return r;
  }

  /**
   * Reads every event after the room's head, folds and delivers them; one read at a time per room.
   * The room stops pumping in the same synchronous step that finds nothing more to do: news of a
   * commit can arrive from inside a promise chain (the SQLite driver announces in a microtask), and
   * if it landed between the last read and the room being marked idle, it would be folded into a
   * pump that had already finished and wait for the next event.
   */
  pump(id: string): Promise<void> {
    const r = this.room(id);
    r.again = true;
    if (r.pumping) return r.pumping;
    const run: Promise<void> = (async () => {
      await undefined; // `r.pumping` is set below before any of this runs, so `finally` clears this run's
      try {
        while (r.again) {
          r.again = false;
          for (;;) {
            const batch = await this.store.eventsSince(id, r.head, 2000);
            if (batch.length === 0) break;
            for (const e of batch) applyEvent(r.dashboard, e);
            r.head = batch[batch.length - 1]!.seq;
            r.recent.push(...batch);
            if (r.recent.length > RECENT) r.recent.splice(0, r.recent.length - RECENT);
            for (const s of r.subscribers) deliver(s, batch);
            if (batch.length < 2000) break;
          }
        }
      } finally {
        r.pumping = undefined;
      }
    })();
    r.pumping = run;
    return run;
  }

  /** The dashboard folded up to the newest committed event. */
  async dashboard(id: string): Promise<DashboardState> {
    await this.pump(id);
    return structuredClone(this.room(id).dashboard);
  }

  /**
   * Registers a stream that has seen everything up to `after`: it is first sent what it missed,
   * then every new event as it commits.
   */
  async subscribe(id: string, sub: Subscriber): Promise<() => void> {
    await this.pump(id);
    const r = this.room(id);
    // Older than memory: from the database, up to what memory holds.
    for (;;) {
      // Re-read each time: the pump may trim memory while the database answers.
      const oldest = r.recent[0]?.seq ?? r.head + 1;
      if (sub.lastSeq >= oldest - 1) break;
      const batch = await this.store.eventsSince(id, sub.lastSeq, 2000);
      const part = batch.filter((e) => e.seq < oldest);
      if (part.length === 0) break;
      deliver(sub, part);
    }
    deliver(
      sub,
      r.recent.filter((e) => e.seq > sub.lastSeq),
    );
    r.subscribers.add(sub);
    return () => r.subscribers.delete(sub);
  }

  subscriberCount(id: string): number {
    return this.rooms.get(id)?.subscribers.size ?? 0;
  }

  close(): void {
    this.off();
    this.rooms.clear();
  }
}

function deliver(s: Subscriber, events: StoredEvent[]): void {
  const fresh = events.filter((e) => e.seq > s.lastSeq);
  if (fresh.length === 0) return;
  s.lastSeq = fresh[fresh.length - 1]!.seq;
  s.send(fresh);
}

// The workshop store: one interface, two databases (SQLite through node:sqlite, PostgreSQL through
// pg). Both drivers run the same SQL, written with `?` placeholders (the pg driver numbers them), so
// the rules — per-workshop sequence numbers, idempotent learner events, what each event changes —
// live here once. Only parameterised statements: no value is ever spliced into SQL text.
import type { ExerciseSpec, StoredEvent, WorkshopEvent, WorkshopLocale } from './model.ts';

export type Row = Record<string, unknown>;

export interface Queryable {
  all(sql: string, params?: unknown[]): Promise<Row[]>;
  run(sql: string, params?: unknown[]): Promise<void>;
}

/** What a driver provides: statements, transactions, and news of appended events. */
export interface SqlDriver extends Queryable {
  readonly dialect: 'sqlite' | 'postgres';
  /** Runs fn in one transaction; a transaction that appends events announces them after commit. */
  tx<T>(fn: (q: Queryable, announce: (workshop: string, seq: number) => void) => Promise<T>): Promise<T>;
  /** Calls back for every commit that appended events, in this process or (PostgreSQL) any other. */
  onAppend(listener: (workshop: string, seq: number) => void): () => void;
  close(): Promise<void>;
}

/** Schema versions, applied in order on first start; each runs once (schema_migrations). */
export const MIGRATIONS: string[][] = [
  [
    `CREATE TABLE workshops (
      id TEXT PRIMARY KEY,
      title TEXT NOT NULL,
      locale TEXT NOT NULL,
      exercises TEXT NOT NULL,
      join_code TEXT NOT NULL UNIQUE,
      instructor_hash TEXT NOT NULL UNIQUE,
      created_at BIGINT NOT NULL,
      ended_at BIGINT,
      last_seq BIGINT NOT NULL DEFAULT 0
    )`,
    `CREATE TABLE learners (
      id TEXT PRIMARY KEY,
      workshop_id TEXT NOT NULL REFERENCES workshops(id),
      name TEXT NOT NULL,
      token_hash TEXT NOT NULL UNIQUE,
      joined_at BIGINT NOT NULL,
      removed_at BIGINT
    )`,
    `CREATE INDEX learners_workshop ON learners (workshop_id)`,
    `CREATE TABLE events (
      workshop_id TEXT NOT NULL REFERENCES workshops(id),
      seq BIGINT NOT NULL,
      at BIGINT NOT NULL,
      kind TEXT NOT NULL,
      learner_id TEXT,
      body TEXT NOT NULL,
      dedupe TEXT,
      PRIMARY KEY (workshop_id, seq)
    )`,
    `CREATE UNIQUE INDEX events_dedupe ON events (workshop_id, dedupe)`,
    `CREATE TABLE shared_code (
      workshop_id TEXT NOT NULL REFERENCES workshops(id),
      learner_id TEXT NOT NULL REFERENCES learners(id),
      exercise TEXT NOT NULL,
      files TEXT NOT NULL,
      at BIGINT NOT NULL,
      PRIMARY KEY (learner_id, exercise)
    )`,
  ],
];

export interface WorkshopRow {
  id: string;
  title: string;
  locale: WorkshopLocale;
  exercises: ExerciseSpec[];
  joinCode: string;
  createdAt: number;
  endedAt?: number;
  lastSeq: number;
}

export interface LearnerRecord {
  id: string;
  workshopId: string;
  name: string;
  joinedAt: number;
  removed: boolean;
}

export interface AppendResult {
  seq: number;
  /** The event was already stored under this dedupe key: nothing new was written. */
  duplicate: boolean;
}

export interface AppendOptions {
  /** A learner event's client id: a resend is stored once. */
  dedupe?: string;
  /** For learner.joined: the new learner's token digest. */
  tokenHash?: string;
  /** For code.shared: the files, stored in the same transaction as the event. */
  files?: Record<string, string>;
}

function num(v: unknown): number {
  return typeof v === 'number' ? v : Number(v);
}

function toWorkshop(r: Row): WorkshopRow {
  return {
    id: String(r.id),
    title: String(r.title),
    locale: r.locale as WorkshopLocale,
    exercises: JSON.parse(String(r.exercises)) as ExerciseSpec[],
    joinCode: String(r.join_code),
    createdAt: num(r.created_at),
    endedAt: r.ended_at === null || r.ended_at === undefined ? undefined : num(r.ended_at),
    lastSeq: num(r.last_seq),
  };
}

function toLearner(r: Row): LearnerRecord {
  return {
    id: String(r.id),
    workshopId: String(r.workshop_id),
    name: String(r.name),
    joinedAt: num(r.joined_at),
    removed: r.removed_at !== null && r.removed_at !== undefined,
  };
}

export class WorkshopStore {
  readonly db: SqlDriver;

  constructor(db: SqlDriver) {
    this.db = db;
  }

  get dialect(): SqlDriver['dialect'] {
    return this.db.dialect;
  }

  async migrate(): Promise<void> {
    await this.db.tx(async (q) => {
      if (this.db.dialect === 'postgres') {
        // Several servers may start at once against one database: one migrates, the others wait.
        await q.all('SELECT pg_advisory_xact_lock(7318001)');
      }
      await q.run('CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY)');
      const done = new Set((await q.all('SELECT version FROM schema_migrations')).map((r) => num(r.version)));
      for (let v = 1; v <= MIGRATIONS.length; v++) {
        if (done.has(v)) continue;
        for (const stmt of MIGRATIONS[v - 1]!) await q.run(stmt);
        await q.run('INSERT INTO schema_migrations (version) VALUES (?)', [v]);
      }
    });
  }

  async createWorkshop(w: {
    id: string;
    title: string;
    locale: WorkshopLocale;
    exercises: ExerciseSpec[];
    joinCode: string;
    instructorHash: string;
    at: number;
  }): Promise<void> {
    await this.db.tx(async (q, announce) => {
      await q.run(
        `INSERT INTO workshops (id, title, locale, exercises, join_code, instructor_hash, created_at, last_seq)
         VALUES (?, ?, ?, ?, ?, ?, ?, 1)`,
        [w.id, w.title, w.locale, JSON.stringify(w.exercises), w.joinCode, w.instructorHash, w.at],
      );
      const event: WorkshopEvent = {
        kind: 'workshop.created',
        title: w.title,
        locale: w.locale,
        exercises: w.exercises,
        joinCode: w.joinCode,
      };
      await q.run(
        'INSERT INTO events (workshop_id, seq, at, kind, learner_id, body) VALUES (?, 1, ?, ?, NULL, ?)',
        [w.id, w.at, event.kind, JSON.stringify(event)],
      );
      announce(w.id, 1);
    });
  }

  async workshop(id: string): Promise<WorkshopRow | undefined> {
    const [r] = await this.db.all('SELECT * FROM workshops WHERE id = ?', [id]);
    return r ? toWorkshop(r) : undefined;
  }

  async workshopByInstructor(hash: string): Promise<WorkshopRow | undefined> {
    const [r] = await this.db.all('SELECT * FROM workshops WHERE instructor_hash = ?', [hash]);
    return r ? toWorkshop(r) : undefined;
  }

  async workshopByJoinCode(code: string): Promise<WorkshopRow | undefined> {
    const [r] = await this.db.all('SELECT * FROM workshops WHERE join_code = ?', [code]);
    return r ? toWorkshop(r) : undefined;
  }

  async learnerByToken(hash: string): Promise<LearnerRecord | undefined> {
    const [r] = await this.db.all('SELECT * FROM learners WHERE token_hash = ?', [hash]);
    return r ? toLearner(r) : undefined;
  }

  async learner(workshopId: string, id: string): Promise<LearnerRecord | undefined> {
    const [r] = await this.db.all('SELECT * FROM learners WHERE id = ? AND workshop_id = ?', [
      id,
      workshopId,
    ]);
    return r ? toLearner(r) : undefined;
  }

  /**
   * Appends an event with the workshop's next sequence number. The workshop row is locked first
   * (PostgreSQL: FOR UPDATE; SQLite: one writer), so numbers are given and committed in order and a
   * reader that saw seq n never later finds a smaller one appear.
   */
  async append(
    workshopId: string,
    event: WorkshopEvent,
    at: number,
    opts: AppendOptions = {},
  ): Promise<AppendResult> {
    return this.db.tx(async (q, announce) => {
      const lock = this.db.dialect === 'postgres' ? ' FOR UPDATE' : '';
      const [w] = await q.all(`SELECT last_seq FROM workshops WHERE id = ?${lock}`, [workshopId]);
      if (!w) throw new Error(`no workshop ${workshopId}`);
      if (opts.dedupe !== undefined) {
        const [dup] = await q.all('SELECT seq FROM events WHERE workshop_id = ? AND dedupe = ?', [
          workshopId,
          opts.dedupe,
        ]);
        if (dup) return { seq: num(dup.seq), duplicate: true };
      }
      const seq = num(w.last_seq) + 1;
      await q.run('UPDATE workshops SET last_seq = ? WHERE id = ?', [seq, workshopId]);
      const learner = 'learner' in event ? event.learner : null;
      await q.run(
        'INSERT INTO events (workshop_id, seq, at, kind, learner_id, body, dedupe) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [workshopId, seq, at, event.kind, learner, JSON.stringify(event), opts.dedupe ?? null],
      );
      switch (event.kind) {
        case 'learner.joined':
          if (!opts.tokenHash) throw new Error('learner.joined needs a token digest');
          await q.run(
            'INSERT INTO learners (id, workshop_id, name, token_hash, joined_at) VALUES (?, ?, ?, ?, ?)',
            [event.learner, workshopId, event.name, opts.tokenHash, at],
          );
          break;
        case 'learner.removed':
          await q.run('UPDATE learners SET removed_at = ? WHERE id = ? AND workshop_id = ?', [
            at,
            event.learner,
            workshopId,
          ]);
          break;
        case 'joincode.rotated':
          await q.run('UPDATE workshops SET join_code = ? WHERE id = ?', [event.joinCode, workshopId]);
          break;
        case 'workshop.ended':
          await q.run('UPDATE workshops SET ended_at = ? WHERE id = ?', [at, workshopId]);
          break;
        case 'code.shared':
          if (!opts.files) throw new Error('code.shared needs the files');
          await q.run(
            `INSERT INTO shared_code (workshop_id, learner_id, exercise, files, at) VALUES (?, ?, ?, ?, ?)
             ON CONFLICT (learner_id, exercise) DO UPDATE SET files = excluded.files, at = excluded.at`,
            [workshopId, event.learner, event.exercise, JSON.stringify(opts.files), at],
          );
          break;
        default:
          break;
      }
      announce(workshopId, seq);
      return { seq, duplicate: false };
    });
  }

  async eventsSince(workshopId: string, afterSeq: number, limit = 5000): Promise<StoredEvent[]> {
    const rows = await this.db.all(
      'SELECT seq, at, body FROM events WHERE workshop_id = ? AND seq > ? ORDER BY seq LIMIT ?',
      [workshopId, afterSeq, limit],
    );
    return rows.map((r) => ({
      seq: num(r.seq),
      at: num(r.at),
      event: JSON.parse(String(r.body)) as WorkshopEvent,
    }));
  }

  async countEvents(workshopId: string): Promise<number> {
    const [r] = await this.db.all('SELECT COUNT(*) AS n FROM events WHERE workshop_id = ?', [workshopId]);
    return num(r?.n);
  }

  async sharedCode(
    workshopId: string,
    learnerId: string,
    exercise: string,
  ): Promise<{ files: Record<string, string>; at: number } | undefined> {
    const [r] = await this.db.all(
      'SELECT files, at FROM shared_code WHERE workshop_id = ? AND learner_id = ? AND exercise = ?',
      [workshopId, learnerId, exercise],
    );
    return r ? { files: JSON.parse(String(r.files)) as Record<string, string>, at: num(r.at) } : undefined;
  }

  close(): Promise<void> {
    return this.db.close();
  }
}

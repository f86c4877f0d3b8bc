// The SQLite driver: node:sqlite (built into Node 22), one file in WAL mode. node:sqlite is
// synchronous; transactions from concurrent requests are queued one after another so that no
// statement of one request runs inside another's open transaction.
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import type { Queryable, Row, SqlDriver } from './store.ts';

type Param = string | number | null;

function params(p: unknown[] | undefined): Param[] {
  return (p ?? []).map((v) => (v === undefined ? null : (v as Param)));
}

export function openSqlite(file: string): SqlDriver {
  const db = new DatabaseSync(file);
  db.exec('PRAGMA journal_mode = WAL');
  // WAL + NORMAL: a commit survives the process being killed (it is in the OS's hands), which is
  // what "acknowledged" promises here; only a power cut can lose the last transactions.
  db.exec('PRAGMA synchronous = NORMAL');
  db.exec('PRAGMA foreign_keys = ON');
  db.exec('PRAGMA busy_timeout = 5000');
  const statements = new Map<string, StatementSync>();
  const prepare = (sql: string) => {
    let s = statements.get(sql);
    if (!s) {
      s = db.prepare(sql);
      statements.set(sql, s);
    }
    return s;
  };
  const q: Queryable = {
    all: async (sql, p) => prepare(sql).all(...params(p)) as Row[],
    run: async (sql, p) => {
      prepare(sql).run(...params(p));
    },
  };
  const listeners = new Set<(w: string, seq: number) => void>();
  let queue: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const next = queue.then(fn, fn);
    queue = next.catch(() => undefined);
    return next;
  };
  let closed = false;
  return {
    dialect: 'sqlite',
    all: (sql, p) => serial(() => q.all(sql, p)),
    run: (sql, p) => serial(() => q.run(sql, p)),
    tx: (fn) =>
      serial(async () => {
        const news: [string, number][] = [];
        db.exec('BEGIN IMMEDIATE');
        try {
          const out = await fn(q, (w, seq) => news.push([w, seq]));
          db.exec('COMMIT');
          for (const [w, seq] of news) for (const l of listeners) l(w, seq);
          return out;
        } catch (err) {
          if (db.isTransaction) db.exec('ROLLBACK');
          throw err;
        }
      }),
    onAppend(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    async close() {
      if (closed) return;
      closed = true;
      await queue;
      db.close();
    },
  };
}

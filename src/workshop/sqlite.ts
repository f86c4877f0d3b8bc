// The SQLite driver: node:sqlite (built into Node 22), one file in WAL mode. node:sqlite is
// synchronous; transactions from concurrent requests are queued one after another so that no
// statement of one request runs inside another's open transaction.
import { statSync } from 'node:fs';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { HttpError } from './http.ts';
import type { Queryable, Row, SqlDriver } from './store.ts';

type Param = string | number | null;

function params(p: unknown[] | undefined): Param[] {
  return (p ?? []).map((v) => (v === undefined ? null : (v as Param)));
}

/** The file's identity: a file deleted or replaced under the server is another (or no) inode. */
function identity(file: string): string | undefined {
  const st = statSync(file, { throwIfNoEntry: false });
  return st ? `${st.dev}:${st.ino}` : undefined;
}

/**
 * SQLite's result codes a client can do nothing about but wait or call the operator
 * (https://www.sqlite.org/rescode.html): a clear 503 instead of a 500 "internal server error".
 */
function storeError(err: unknown, file: string): unknown {
  const e = err as { code?: string; errcode?: number; errstr?: string };
  if (e?.code !== 'ERR_SQLITE_ERROR' || typeof e.errcode !== 'number') return err;
  // The primary code is the low byte (SQLITE_IOERR_WRITE is 778 = 10 | 3 << 8).
  switch (e.errcode & 0xff) {
    case 5: // SQLITE_BUSY
    case 6: // SQLITE_LOCKED
      return new HttpError(
        503,
        'busy',
        `the database is locked by another process (${e.errstr}); try again`,
        {
          'retry-after': '1',
        },
      );
    case 8: // SQLITE_READONLY
      return new HttpError(503, 'read-only', `the database ${file} cannot be written (${e.errstr})`);
    case 10: // SQLITE_IOERR
    case 13: // SQLITE_FULL
      return new HttpError(503, 'storage', `the database ${file} cannot be written (${e.errstr})`);
    default:
      return err;
  }
}

export function openSqlite(file: string): SqlDriver {
  const db = new DatabaseSync(file);
  const inMemory = file === ':memory:' || file === '';
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
  const opened = inMemory ? undefined : identity(file);
  // A write to a database file deleted (or replaced) while the server runs goes to an inode no one
  // will open again: it would be acknowledged and lost at the next start. Refuse it, and say why.
  const writable = () => {
    if (opened !== undefined && identity(file) !== opened)
      throw new HttpError(
        503,
        'database-gone',
        `the database file ${file} was deleted or replaced while the server was running; nothing more is written: restart the server`,
      );
  };
  const mapped = async <T>(fn: () => Promise<T>): Promise<T> => {
    try {
      return await fn();
    } catch (err) {
      throw storeError(err, file);
    }
  };
  let closed = false;
  return {
    dialect: 'sqlite',
    all: (sql, p) => serial(() => mapped(() => q.all(sql, p))),
    run: (sql, p) =>
      serial(() =>
        mapped(async () => {
          writable();
          await q.run(sql, p);
        }),
      ),
    tx: (fn) =>
      serial(async () => {
        writable();
        const news: [string, number][] = [];
        await mapped(async () => db.exec('BEGIN IMMEDIATE'));
        try {
          const out = await fn(q, (w, seq) => news.push([w, seq]));
          db.exec('COMMIT');
          for (const [w, seq] of news) for (const l of listeners) l(w, seq);
          return out;
        } catch (err) {
          if (db.isTransaction) db.exec('ROLLBACK');
          throw storeError(err, file);
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

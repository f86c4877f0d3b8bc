// The PostgreSQL driver (pg). Several `oplab workshop serve` processes can share one database: an
// appended event is announced with NOTIFY inside its transaction (PostgreSQL delivers it on commit,
// in commit order), and every process LISTENs, so any process can serve any dashboard.
import pg from 'pg';
import type { Queryable, Row, SqlDriver } from './store.ts';

const CHANNEL = 'oplab_workshop';

/** `?` placeholders to `$1, $2, …` (the store's SQL has no `?` anywhere else). */
export function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

// int8 (COUNT, BIGINT columns) as numbers: our values are ms timestamps and counters, far below 2^53.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === 20 ? (v: string) => Number(v) : pg.types.getTypeParser(oid, format as 'text'),
};

export async function openPostgres(url: string): Promise<SqlDriver> {
  const pool = new pg.Pool({ connectionString: url, max: 10, types });
  // An idle client's error (the server restarted) must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const wrap = (c: pg.Pool | pg.PoolClient): Queryable => ({
    all: async (sql, p) => (await c.query(numberPlaceholders(sql), p ?? [])).rows as Row[],
    run: async (sql, p) => {
      await c.query(numberPlaceholders(sql), p ?? []);
    },
  });
  const listeners = new Set<(w: string, seq: number) => void>();
  let listener: pg.Client | undefined;
  let closed = false;
  const emit = (w: string, seq: number) => {
    for (const l of listeners) l(w, seq);
  };
  const listen = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, types });
    c.on('notification', (m) => {
      const [w, seq] = (m.payload ?? '').split(' ');
      if (w && seq) emit(w, Number(seq));
    });
    c.on('error', () => {
      if (closed) return;
      listener = undefined;
      c.end().catch(() => undefined);
      // Reconnect; whatever was announced meanwhile is caught up by a resync of every workshop.
      setTimeout(() => void listen().then(() => emit('*', 0), retry), 500);
    });
    await c.connect();
    await c.query(`LISTEN ${CHANNEL}`);
    listener = c;
  };
  const retry = () => {
    if (!closed) setTimeout(() => void listen().then(() => emit('*', 0), retry), 1000);
  };
  await listen();
  const base = wrap(pool);
  return {
    dialect: 'postgres',
    all: base.all,
    run: base.run,
    async tx(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const q = wrap(client);
        const news: string[] = [];
        const out = await fn(q, (w, seq) => news.push(`${w} ${seq}`));
        for (const n of news) await client.query('SELECT pg_notify($1, $2)', [CHANNEL, n]);
        await client.query('COMMIT');
        return out;
      } catch (err) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        client.release();
      }
    },
    onAppend(l) {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => undefined);
      await pool.end();
    },
  };
}

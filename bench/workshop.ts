// Workshop server under a class's load, on loopback, bounded in time and count: N simulated learners
// post Check summaries for S seconds while D dashboards follow the live stream. Midway the server is
// killed (SIGKILL) and started again on the same database. Learners resend what was not
// acknowledged (same event id: stored once); dashboards reconnect with Last-Event-ID.
// Prints events sent, acknowledged, stored, delivered to each dashboard, what was lost (must be
// none), and p50/p99 from post to dashboard.
//   node bench/workshop.ts [--learners 300] [--seconds 60] [--dashboards 5] [--store sqlite|postgres]
//                          [--restart-at SECONDS (0: none)] [--port 4346]
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { freshDatabase, postgresServer, stopOurCluster } from '../test/workshop/postgres.ts';

const { values } = parseArgs({
  options: {
    learners: { type: 'string', default: '300' },
    seconds: { type: 'string', default: '60' },
    dashboards: { type: 'string', default: '5' },
    store: { type: 'string', default: 'sqlite' },
    'restart-at': { type: 'string' },
    port: { type: 'string', default: '4346' },
  },
});
const LEARNERS = Math.min(1000, Number(values.learners));
const SECONDS = Math.min(600, Number(values.seconds));
const DASHBOARDS = Math.min(20, Number(values.dashboards));
const RESTART_AT = Number(values['restart-at'] ?? Math.round(SECONDS / 2));
const PORT = Number(values.port);
const BASE = `http://127.0.0.1:${PORT}`;
/** Each learner posts about every this many ms (a class checks often, not constantly). */
const PERIOD_MS = 2000;

const root = join(import.meta.dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'oplab-bench-ws-'));
const storeArgs =
  values.store === 'postgres'
    ? ['--database-url', await freshDatabase(postgresServer().url, `oplab_bench_${process.pid}`)]
    : ['--db', join(dir, 'bench.db')];

let server: ChildProcess | undefined;
process.on('exit', () => server?.kill('SIGKILL'));
async function startServer(): Promise<void> {
  const child = spawn(
    process.execPath,
    [join(root, 'src/cli/oplab.ts'), 'workshop', 'serve', '--port', String(PORT), ...storeArgs],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  server = child;
  let out = '';
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  for (let i = 0; i < 300 && !out.includes('Workshop server on'); i++) await sleep(50);
  if (!out.includes('Workshop server on')) throw new Error(`server did not start:\n${out}`);
}

function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

async function post(path: string, body: unknown, token?: string): Promise<{ status: number; json: any }> {
  const r = await fetch(BASE + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: r.status, json: await r.json().catch(() => undefined) };
}

const CHECKS = [
  'scope.get-namespace',
  'scope.list-namespace',
  'status.subresource',
  'outcome.credentials-found',
];

// ——— the class ———
await startServer();
const created = await post('/api/workshops', {
  title: 'Bench class',
  locale: 'en',
  exercises: [{ id: 'scope-get' }, { id: 'scope-list' }, { id: 'status-subresource' }],
});
const instructor = created.json.instructorToken as string;
const joinCode = created.json.joinCode as string;
const tokens: string[] = [];
for (let i = 0; i < LEARNERS; i++) {
  const r = await post('/api/join', { code: joinCode, name: `learner ${i + 1}` });
  if (r.status !== 201) throw new Error(`join ${i}: ${r.status} ${JSON.stringify(r.json)}`);
  tokens.push(r.json.learnerToken);
}

// ——— dashboards ———
interface Dash {
  seen: Map<number, number>; // seq → time received
  last: number;
  reconnects: number;
}
const dashes: Dash[] = [];
let stopping = false;
async function follow(d: Dash): Promise<void> {
  while (!stopping) {
    const ac = new AbortController();
    try {
      const r = await fetch(`${BASE}/api/instructor/stream`, {
        headers: { authorization: `Bearer ${instructor}`, 'last-event-id': String(d.last) },
        signal: ac.signal,
      });
      if (r.status !== 200) throw new Error(String(r.status));
      const reader = r.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buf = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done || stopping) break;
        buf += value;
        let i = buf.indexOf('\n\n');
        while (i >= 0) {
          const block = buf.slice(0, i);
          buf = buf.slice(i + 2);
          const id = /^id: (\d+)$/m.exec(block);
          if (id) {
            const seq = Number(id[1]);
            if (!d.seen.has(seq)) d.seen.set(seq, performance.now());
            d.last = Math.max(d.last, seq);
          }
          i = buf.indexOf('\n\n');
        }
      }
    } catch {
      // The server went away: reconnect like EventSource (retry: 1000).
    }
    ac.abort();
    if (!stopping) {
      d.reconnects++;
      await sleep(1000);
    }
  }
}
for (let i = 0; i < DASHBOARDS; i++) {
  const d: Dash = { seen: new Map(), last: 0, reconnects: 0 };
  dashes.push(d);
  void follow(d);
}

// ——— learners ———
let sent = 0;
let attempts = 0;
let failedAttempts = 0;
const acked = new Map<string, number>(); // event id → seq
const postedAt = new Map<number, number>(); // seq → time the event was first posted
const firstPost = new Map<string, number>();
const t0 = performance.now();
const until = t0 + SECONDS * 1000;

async function learner(i: number): Promise<void> {
  await sleep(Math.random() * PERIOD_MS);
  let n = 0;
  while (performance.now() < until) {
    const id = `bench-${i}-${++n}`;
    const failing = Math.random() < 0.7 ? CHECKS[(i + n) % CHECKS.length] : undefined;
    const event = {
      id,
      kind: 'check',
      exercise: 'scope-get',
      status: failing ? 'fail' : 'pass',
      checks: [{ id: 'compile', status: 'pass' }, ...(failing ? [{ id: failing, status: 'fail' }] : [])],
      ms: 100 + ((i * 7 + n) % 900),
    };
    sent++;
    firstPost.set(id, performance.now());
    // Until acknowledged: the server may be down (restart); a resend is stored once.
    for (;;) {
      attempts++;
      try {
        const r = await post('/api/learner/events', { events: [event] }, tokens[i]);
        if (r.status === 200) {
          const seq = r.json.acked[0].seq as number;
          acked.set(id, seq);
          postedAt.set(seq, firstPost.get(id)!);
          break;
        }
        // Refused for good: a bug in this bench, not a lost event.
        if (r.status >= 400 && r.status < 500 && r.status !== 429)
          throw new Error(`${r.status} ${JSON.stringify(r.json)}`);
        failedAttempts++;
        if (process.env.BENCH_DEBUG) console.error('post', r.status, JSON.stringify(r.json));
      } catch (err) {
        if (!(err instanceof TypeError)) throw err;
        failedAttempts++;
        if (process.env.BENCH_DEBUG) console.error('post failed', (err as Error).message);
      }
      await sleep(250);
    }
    await sleep(PERIOD_MS * (0.5 + Math.random()));
  }
}

let restartedAt: number | undefined;
const restart = (async () => {
  if (!(RESTART_AT > 0 && RESTART_AT < SECONDS)) return;
  await sleep(RESTART_AT * 1000);
  server?.kill('SIGKILL');
  restartedAt = performance.now() - t0;
  await sleep(500);
  await startServer();
})();

await Promise.all([...tokens.map((_, i) => learner(i)), restart]);
const postsDone = performance.now();

// Let the dashboards catch up (bounded).
const maxSeq = Math.max(0, ...acked.values());
for (let i = 0; i < 100 && dashes.some((d) => d.last < maxSeq); i++) await sleep(100);
stopping = true;

// ——— what the database holds ———
const exported = await fetch(`${BASE}/api/instructor/export.json`, {
  headers: { authorization: `Bearer ${instructor}` },
});
const exportJson = (await exported.json()) as { rows: { attempts: number }[] };
const storedAttempts = exportJson.rows.reduce((a, r) => a + r.attempts, 0);

const ackedSeqs = [...acked.values()];
const deliveredTo = dashes.map((d) => ackedSeqs.filter((s) => d.seen.has(s)).length);
const latencies: number[] = [];
for (const d of dashes)
  for (const s of ackedSeqs) if (d.seen.has(s)) latencies.push(d.seen.get(s)! - postedAt.get(s)!);
// Away from the restart (posted more than 5 s before or after it): the steady state.
const steady: number[] = [];
for (const d of dashes) {
  for (const s of ackedSeqs) {
    const at = postedAt.get(s)! - t0;
    if (!d.seen.has(s) || (restartedAt !== undefined && Math.abs(at - restartedAt) < 5000)) continue;
    steady.push(d.seen.get(s)! - postedAt.get(s)!);
  }
}
latencies.sort((a, b) => a - b);
steady.sort((a, b) => a - b);
const pctOf = (xs: number[], p: number) =>
  xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))] ?? NaN;
const pct = (p: number) => pctOf(latencies, p);

console.log(
  `workshop bench: ${LEARNERS} learners, ${DASHBOARDS} dashboards, ${SECONDS} s, store ${values.store}`,
);
console.log(
  `  server killed (SIGKILL) and restarted at ${restartedAt === undefined ? 'never' : `${(restartedAt / 1000).toFixed(1)} s`}`,
);
console.log(
  `  check events sent:          ${sent} (${attempts} POSTs, ${failedAttempts} failed while the server was down)`,
);
console.log(`  acknowledged:               ${acked.size}`);
console.log(`  stored (attempts in export): ${storedAttempts}`);
console.log(
  `  delivered to each dashboard: ${deliveredTo.join(', ')} (reconnects ${dashes.map((d) => d.reconnects).join(', ')})`,
);
const lost = acked.size - storedAttempts;
const undelivered = deliveredTo.map((n) => acked.size - n);
console.log(`  lost: ${lost} stored, ${undelivered.join('/')} delivered`);
console.log(
  `  post → dashboard: p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, max ${(latencies.at(-1) ?? NaN).toFixed(1)} ms (${latencies.length} deliveries; includes the restart)`,
);
console.log(
  `  steady (posted > 5 s from the restart): p50 ${pctOf(steady, 50).toFixed(1)} ms, p99 ${pctOf(steady, 99).toFixed(1)} ms (${steady.length} deliveries)`,
);
console.log(`  throughput: ${(acked.size / ((postsDone - t0) / 1000)).toFixed(0)} events/s acknowledged`);

server?.kill('SIGTERM');
await sleep(300);
rmSync(dir, { recursive: true, force: true });
stopOurCluster();
if (lost !== 0 || undelivered.some((n) => n !== 0)) {
  console.log('FAIL: acknowledged events were lost');
  process.exitCode = 1;
}
process.exit();

// `oplab workshop serve` killed (SIGKILL: no shutdown handler runs) while learners are sending check
// results, then started again on the same database, as an instructor would after a crash. Every event
// the server acknowledged must still be there, once, with the sequence number it was acknowledged with;
// events cut off before their acknowledgement are taken when the learner's client resends them.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join as pathJoin } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, checkEvent, createWorkshop, join } from './harness.ts';
import { freshDatabase, postgresServer } from './postgres.ts';

const dir = mkdtempSync(pathJoin(tmpdir(), 'oplab-ws-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

interface Serving {
  base: string;
  proc: ChildProcess;
  exited: Promise<unknown>;
}

async function serve(database: string[]): Promise<Serving> {
  const port = await freePort();
  const proc = spawn(
    process.execPath,
    ['src/cli/oplab.ts', 'workshop', 'serve', '--port', String(port), ...database, '--site', dir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  proc.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise((r) => proc.on('exit', r));
  for (let waited = 0; !out.includes('Workshop server on'); waited += 100) {
    if (proc.exitCode !== null || waited > 60_000) throw new Error(`workshop serve did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { base: `http://127.0.0.1:${port}`, proc, exited };
}

type Event = ReturnType<typeof checkEvent>;

describe.each(['sqlite', 'postgres'] as const)('a workshop server on %s killed mid-run', (kind) => {
  it('keeps every acknowledged event, and takes the cut-off ones when they are resent', async () => {
    const database =
      kind === 'sqlite'
        ? ['--db', pathJoin(dir, 'class.db')]
        : [
            '--database-url',
            await freshDatabase(
              postgresServer().url,
              `oplab_ws_restart_${process.pid}_${Date.now() % 100000}`,
            ),
          ];
    let s = await serve(database);
    let killed = false;
    try {
      const w = await createWorkshop(s.base, ['scope-get']);
      const learners = await Promise.all(['Ann', 'Bo', 'Cy', 'Di'].map((n) => join(s.base, w.joinCode, n)));
      const sent = new Map<string, Event[]>(learners.map((l) => [l.token, []]));
      const acked = new Map<string, number>(); // token:event id -> seq
      let ackCount = 0;
      let cutOff = 0;

      // Each learner sends batches of three results back to back, as the site does after a run of Checks.
      const sender = async (token: string) => {
        while (!killed) {
          const batch = [0, 1, 2].map((i) =>
            checkEvent('scope-get', i === 2 ? undefined : 'scope.get-namespace'),
          );
          sent.get(token)!.push(...batch);
          try {
            const r = await call(s.base, 'POST', '/api/learner/events', { token, body: { events: batch } });
            expect(r.status).toBe(200);
            for (const a of r.json.acked as { id: string; seq: number }[]) {
              acked.set(`${token}:${a.id}`, a.seq);
              ackCount++;
            }
          } catch (e) {
            // Only the kill may cut a request off.
            if (!killed) throw e;
            cutOff++;
          }
        }
      };
      const senders = learners.map((l) => sender(l.token));
      while (ackCount < 150) await new Promise((r) => setTimeout(r, 5));
      killed = true;
      s.proc.kill('SIGKILL');
      await s.exited;
      await Promise.all(senders);
      expect(ackCount).toBeGreaterThanOrEqual(150);

      s = await serve(database);
      // Resent after the restart, as the learner's client resends what it holds unacknowledged (and,
      // here, everything): an acknowledged event comes back with its first seq, so it was stored once.
      const allSeqs: number[] = [];
      for (const l of learners) {
        const events = sent.get(l.token)!;
        for (let i = 0; i < events.length; i += 20) {
          const batch = events.slice(i, i + 20);
          const r = await call(s.base, 'POST', '/api/learner/events', {
            token: l.token,
            body: { events: batch },
          });
          expect(r.status).toBe(200);
          for (const a of r.json.acked as { id: string; seq: number }[]) {
            const before = acked.get(`${l.token}:${a.id}`);
            if (before !== undefined)
              expect(a.seq, `event ${a.id} acknowledged before the kill`).toBe(before);
            allSeqs.push(a.seq);
          }
        }
      }
      expect(new Set(allSeqs).size).toBe(allSeqs.length);

      // The dashboard counts each result once: every Check sent, whether acknowledged first or resent.
      const d = await call(s.base, 'GET', '/api/instructor/dashboard', { token: w.instructorToken });
      expect(d.status).toBe(200);
      for (const l of learners) {
        expect(d.json.state.learners[l.id].cells['scope-get'].attempts).toBe(sent.get(l.token)!.length);
      }
      expect(cutOff).toBeLessThanOrEqual(learners.length);
    } finally {
      s.proc.kill('SIGKILL');
      await s.exited;
    }
  }, 120_000);
});

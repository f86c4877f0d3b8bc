// `oplab workshop serve` killed (SIGKILL: no shutdown handler runs) while learners are sending check
// results, then started again on the same database, as an instructor would after a crash. Every event
// the server acknowledged must still be there, once, with the sequence number it was acknowledged with;
// events cut off before their acknowledgement are taken when the learner's client resends them.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as pathJoin } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { call, checkEvent, createWorkshop, join, serveCli } from './harness.ts';
import { freshDatabase, postgresServer } from './postgres.ts';

const dir = mkdtempSync(pathJoin(tmpdir(), 'oplab-ws-restart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

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
    let s = await serveCli(database, dir);
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

      s = await serveCli(database, dir);
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

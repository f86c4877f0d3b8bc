// The workshop server, driven over HTTP the way the site and the bench drive it, against both stores:
// a SQLite file and PostgreSQL (CI's cluster, or one these tests start).
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join as pathJoin } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOIN_ALPHABET } from '../../src/workshop/inputs.ts';
import {
  type Backend,
  backend,
  call,
  checkEvent,
  createWorkshop,
  join,
  type Running,
  readStream,
  start,
} from './harness.ts';

// Tests create many workshops from one address.
const MANY = { create: { perSecond: 100, burst: 100 } };

describe.each(['sqlite', 'postgres'] as const)('workshop server on %s', (kind) => {
  let b: Backend;
  let srv: Running;
  let base: string;

  beforeAll(async () => {
    b = await backend(kind);
    srv = await start(b, { limits: MANY });
    base = srv.base;
  }, 60_000);

  afterAll(async () => {
    await srv?.close();
    b?.dispose();
  });

  const count = (id: string) => srv.ws.store.countEvents(id);

  it('creates a workshop with a join code without look-alikes, tokens of 256 bits, stored hashed', async () => {
    const r = await call(base, 'POST', '/api/workshops', {
      body: {
        title: 'Operators 101',
        locale: 'en',
        exercises: [{ id: 'scope-get', minutes: 15 }, { id: 'scope-list' }],
      },
    });
    expect(r.status).toBe(201);
    expect(r.json.joinCode).toMatch(new RegExp(`^[${JOIN_ALPHABET}]{8}$`));
    expect(r.json.joinCode).not.toMatch(/[01OIL]/);
    expect(r.json.instructorToken).toMatch(/^oi_[A-Za-z0-9_-]{43}$/);
    expect(r.json.instructorPath).toBe(`/en/workshop/instructor/#${r.json.instructorToken}`);
    const cookie = r.headers.get('set-cookie')!;
    expect(cookie).toContain(`oplab_instructor=${r.json.instructorToken}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const l = await join(base, r.json.joinCode, 'Ann');
    const db = srv.ws.store.db;
    const rows = JSON.stringify([
      ...(await db.all('SELECT * FROM workshops')),
      ...(await db.all('SELECT * FROM learners')),
      ...(await db.all('SELECT * FROM events')),
    ]);
    expect(rows).not.toContain(r.json.instructorToken);
    expect(rows).not.toContain(l.token);
    expect(rows).toContain(createHash('sha256').update(l.token).digest('hex'));
  });

  it('join codes are read case- and dash-insensitively; a cookie session works like a bearer token', async () => {
    const w = await createWorkshop(base);
    const code = `${w.joinCode.slice(0, 4).toLowerCase()}-${w.joinCode.slice(4)}`;
    const r = await call(base, 'POST', '/api/join', { body: { code, name: 'Bo' } });
    expect(r.status).toBe(201);
    const cookie = r.headers.get('set-cookie')!.split(';')[0]!;
    const state = await call(base, 'GET', '/api/learner/state', { headers: { cookie } });
    expect(state.status).toBe(200);
    expect(state.json.view.you.name).toBe('Bo');
    expect(state.json.view.exercises.map((e: { id: string }) => e.id)).toEqual([
      'scope-get',
      'scope-list',
      'status-subresource',
    ]);
  });

  it('the dashboard shows the grid, the failing check, a learner stuck after three same failures, and a pass', async () => {
    const w = await createWorkshop(base);
    const ann = await join(base, w.joinCode, 'Ann');
    const bo = await join(base, w.joinCode, 'Bo');
    const cy = await join(base, w.joinCode, 'Cy');
    await call(base, 'POST', '/api/learner/events', {
      token: ann.token,
      body: { events: [{ id: 'open-ann-1', kind: 'opened', exercise: 'scope-get' }] },
    });
    for (let i = 0; i < 3; i++) {
      const r = await call(base, 'POST', '/api/learner/events', {
        token: ann.token,
        body: { events: [checkEvent('scope-get', 'scope.get-namespace')] },
      });
      expect(r.status).toBe(200);
    }
    await call(base, 'POST', '/api/learner/events', {
      token: bo.token,
      body: { events: [checkEvent('scope-get', 'scope.get-namespace'), checkEvent('scope-get', undefined)] },
    });
    await call(base, 'POST', '/api/learner/events', {
      token: cy.token,
      body: { events: [{ id: 'hint-cy-1', kind: 'hint', exercise: 'scope-list', hint: 1 }] },
    });
    const d = await call(base, 'GET', '/api/instructor/dashboard', { token: w.instructorToken });
    expect(d.status).toBe(200);
    const s = d.json.state;
    expect(s.order).toEqual([ann.id, bo.id, cy.id]);
    expect(s.learners[ann.id].cells['scope-get']).toMatchObject({
      status: 'failing',
      failing: 'scope.get-namespace',
      attempts: 3,
      sameFailCount: 3,
    });
    expect(s.learners[bo.id].cells['scope-get']).toMatchObject({ status: 'passed', attempts: 2 });
    expect(s.learners[cy.id].cells['scope-list']).toMatchObject({ status: 'working', hintsUsed: 2 });
    const json = await call(base, 'GET', '/api/instructor/export.json', { token: w.instructorToken });
    expect(json.json.stuck).toEqual([
      expect.objectContaining({
        learner: ann.id,
        name: 'Ann',
        check: 'scope.get-namespace',
        reason: 'same-check',
      }),
    ]);
    expect(json.json.failing).toEqual([
      {
        exercise: 'scope-get',
        check: 'scope.get-namespace',
        lesson: '/lessons/scope/#get-takes-a-key',
        count: 1,
      },
    ]);
    const csv = await call(base, 'GET', '/api/instructor/export.csv', { token: w.instructorToken });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines).toHaveLength(1 + 3 * 3);
    expect(lines[0]).toBe(
      'learner,name,removed,exercise,status,failingCheck,attempts,hintsUsed,timeSpentSeconds,sharedCode',
    );
    expect(lines[1]).toMatch(
      new RegExp(`^${ann.id},Ann,false,scope-get,failing,scope.get-namespace,3,0,\\d+,false$`),
    );
    expect(lines[4]).toMatch(new RegExp(`^${bo.id},Bo,false,scope-get,passed,,2,0,\\d+,false$`));
  });

  it('a resent event (same client id) is stored once', async () => {
    const w = await createWorkshop(base);
    const ann = await join(base, w.joinCode, 'Ann');
    const e = checkEvent('scope-get', 'scope.get-namespace');
    const first = await call(base, 'POST', '/api/learner/events', {
      token: ann.token,
      body: { events: [e] },
    });
    const before = await count(w.id);
    const again = await call(base, 'POST', '/api/learner/events', {
      token: ann.token,
      body: { events: [e] },
    });
    expect(again.json.acked).toEqual(first.json.acked);
    expect(await count(w.id)).toBe(before);
  });

  it('pacing and messages reach learners; a learner stream carries nothing of other learners', async () => {
    const w = await createWorkshop(base);
    const ann = await join(base, w.joinCode, 'Ann');
    const bo = await join(base, w.joinCode, 'Bo');
    await call(base, 'POST', '/api/learner/events', {
      token: bo.token,
      body: { events: [checkEvent('scope-get', 'scope.get-namespace')] },
    });
    const t = w.instructorToken;
    expect(
      (
        await call(base, 'POST', '/api/instructor/lock', {
          token: t,
          body: { exercise: 'scope-list', locked: true },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(base, 'POST', '/api/instructor/move', { token: t, body: { exercise: 'scope-get' } }))
        .status,
    ).toBe(200);
    const msg = '<b>Break</b> in 5 minutes';
    expect(
      (await call(base, 'POST', '/api/instructor/message', { token: t, body: { text: msg } })).status,
    ).toBe(200);
    const st = await call(base, 'GET', '/api/learner/state', { token: ann.token });
    expect(st.json.view).toMatchObject({ locked: ['scope-list'], current: 'scope-get', ended: false });
    expect(st.json.view.messages.map((m: { text: string }) => m.text)).toEqual([msg]);
    const { events } = await readStream(base, '/api/learner/stream', ann.token, (evs) => evs.length >= 3);
    expect(events.map((e) => e.event.kind)).toEqual(['exercise.locked', 'pacing.moved', 'message.sent']);
    expect(JSON.stringify(events)).not.toContain(bo.id);
    // A learner's token opens nothing of the instructor's.
    for (const path of [
      '/api/instructor/dashboard',
      '/api/instructor/export.csv',
      '/api/instructor/stream',
    ]) {
      const r = await call(base, 'GET', path, { token: ann.token });
      expect(r.status).toBe(401);
      expect(r.json.message).toBe('not a valid instructor token');
    }
    const code = await call(base, 'GET', `/api/instructor/code?learner=${bo.id}&exercise=scope-get`, {
      token: ann.token,
    });
    expect(code.status).toBe(401);
  });

  it('the instructor sees a learner’s code only once it is shared', async () => {
    const w = await createWorkshop(base);
    const ann = await join(base, w.joinCode, 'Ann');
    const q = `/api/instructor/code?learner=${ann.id}&exercise=scope-get`;
    const before = await call(base, 'GET', q, { token: w.instructorToken });
    expect(before.status).toBe(404);
    expect(before.json.message).toBe('Ann has not shared code for scope-get');
    const files = { 'internal/controller/app_controller.go': 'package controller\n' };
    const s = await call(base, 'POST', '/api/learner/share', {
      token: ann.token,
      body: { exercise: 'scope-get', files },
    });
    expect(s.status).toBe(200);
    const after = await call(base, 'GET', q, { token: w.instructorToken });
    expect(after.status).toBe(200);
    expect(after.json.files).toEqual(files);
    const d = await call(base, 'GET', '/api/instructor/dashboard', { token: w.instructorToken });
    expect(d.json.state.learners[ann.id].cells['scope-get'].shared).toBe(true);
  });

  it('another workshop’s ids: a clear 4xx and nothing changed', async () => {
    const a = await createWorkshop(base);
    const other = await createWorkshop(base, ['webhook-local']);
    const theirs = await join(base, other.joinCode, 'Zed');
    await call(base, 'POST', '/api/learner/share', {
      token: theirs.token,
      body: { exercise: 'webhook-local', files: { 'main.go': 'package main\n' } },
    });
    const before = [await count(a.id), await count(other.id)];
    const code = await call(base, 'GET', `/api/instructor/code?learner=${theirs.id}&exercise=webhook-local`, {
      token: a.instructorToken,
    });
    expect(code.status).toBe(404);
    expect(code.json.message).toBe(`no learner ${theirs.id} in this workshop`);
    const rm = await call(base, 'POST', '/api/instructor/remove', {
      token: a.instructorToken,
      body: { learner: theirs.id },
    });
    expect(rm.status).toBe(404);
    const lock = await call(base, 'POST', '/api/instructor/lock', {
      token: a.instructorToken,
      body: { exercise: 'webhook-local', locked: true },
    });
    expect(lock.status).toBe(400);
    expect(lock.json.message).toBe('exercise webhook-local is not part of this workshop');
    const ev = await call(base, 'POST', '/api/learner/events', {
      token: theirs.token,
      body: { events: [checkEvent('scope-get', 'x.y')] },
    });
    expect(ev.status).toBe(400);
    expect([await count(a.id), await count(other.id)]).toEqual(before);
  });

  it('bad input gets a clear 4xx and changes nothing', async () => {
    const w = await createWorkshop(base);
    const ann = await join(base, w.joinCode, 'Ann');
    const t = ann.token;
    const before = await count(w.id);
    const cases: [string, Promise<Awaited<ReturnType<typeof call>>>, number, string | RegExp][] = [
      [
        'oversized body',
        call(base, 'POST', '/api/learner/events', {
          token: t,
          raw: JSON.stringify({ events: [], pad: 'x'.repeat(40_000) }),
        }),
        413,
        /over the limit|limit here is/,
      ],
      [
        'malformed JSON',
        call(base, 'POST', '/api/learner/events', { token: t, raw: '{"events": [' }),
        400,
        /^malformed JSON/,
      ],
      [
        'not JSON',
        call(base, 'POST', '/api/learner/events', {
          token: t,
          raw: 'events',
          headers: { 'content-type': 'text/plain' },
        }),
        415,
        'the body must be JSON (Content-Type: application/json)',
      ],
      [
        'wrong token',
        call(base, 'POST', '/api/learner/events', {
          token: `ol_${'A'.repeat(43)}`,
          body: { events: [checkEvent('scope-get', undefined)] },
        }),
        401,
        'unknown learner token',
      ],
      [
        'garbage token',
        call(base, 'GET', '/api/learner/state', { token: "' OR 1=1 --" }),
        401,
        'not a valid learner token',
      ],
      [
        'unknown field',
        call(base, 'POST', '/api/learner/events', {
          token: t,
          body: { events: [{ ...checkEvent('scope-get', undefined), code: 'x' }] },
        }),
        400,
        /^events\.0: /,
      ],
      [
        'SQL in an exercise id',
        call(base, 'POST', '/api/learner/events', {
          token: t,
          body: { events: [{ ...checkEvent("scope-get'; DROP TABLE events; --", undefined) }] },
        }),
        400,
        'events.0.exercise: not an exercise id',
      ],
      [
        'control characters in a name',
        call(base, 'POST', '/api/join', { body: { code: w.joinCode, name: 'Ann\u0000\nBo' } }),
        400,
        'name: must not contain control characters',
      ],
      [
        'a name too long',
        call(base, 'POST', '/api/join', { body: { code: w.joinCode, name: 'x'.repeat(41) } }),
        400,
        'name: must be at most 40 characters',
      ],
      [
        'a look-alike in a join code',
        call(base, 'POST', '/api/join', { body: { code: 'ABCD-EF0O', name: 'Ann' } }),
        400,
        'code: has a character that is not in join codes',
      ],
      [
        'an unknown join code',
        call(base, 'POST', '/api/join', { body: { code: 'ZZZZ-ZZZZ', name: 'Ann' } }),
        404,
        'no workshop has this join code',
      ],
      [
        'too many events in a batch',
        call(base, 'POST', '/api/learner/events', {
          token: t,
          body: { events: Array.from({ length: 51 }, () => checkEvent('scope-get', undefined)) },
        }),
        400,
        /^events: /,
      ],
      [
        'a cross-origin post',
        call(base, 'POST', '/api/instructor/message', {
          token: w.instructorToken,
          body: { text: 'hi' },
          headers: { origin: 'https://evil.example' },
        }),
        403,
        'cross-origin requests are not accepted',
      ],
      ['an unknown route', call(base, 'GET', '/api/nope', {}), 404, 'no API route /api/nope'],
      ['a wrong method', call(base, 'GET', '/api/join', {}), 405, 'GET is not allowed on /api/join'],
      [
        'a bad Last-Event-ID',
        call(base, 'GET', '/api/learner/stream', { token: t, headers: { 'last-event-id': '1; DROP' } }),
        400,
        'Last-Event-ID: must be an event number',
      ],
    ];
    for (const [what, reply, status, message] of cases) {
      const r = await reply;
      expect(r.status, what).toBe(status);
      if (typeof message === 'string') expect(r.json?.message, what).toBe(message);
      else expect(r.json?.message, what).toMatch(message);
    }
    expect(await count(w.id)).toBe(before);
  });

  it('names are kept as the text they are: HTML and SQL-looking names are stored verbatim, tables intact', async () => {
    const w = await createWorkshop(base);
    const names = [
      '<img src=x onerror=alert(1)>',
      "Robert'); DROP TABLE learners;--",
      '=HYPERLINK("http://x")',
    ];
    const ids = [];
    for (const n of names) ids.push((await join(base, w.joinCode, n)).id);
    const d = await call(base, 'GET', '/api/instructor/dashboard', { token: w.instructorToken });
    expect(ids.map((id) => d.json.state.learners[id].name)).toEqual(names);
    expect(d.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const csv = await call(base, 'GET', '/api/instructor/export.csv', { token: w.instructorToken });
    // A spreadsheet must not read a name as a formula.
    expect(csv.text).toContain(`"'=HYPERLINK(""http://x"")"`);
    const [n] = await srv.ws.store.db.all('SELECT COUNT(*) AS n FROM learners WHERE workshop_id = ?', [w.id]);
    expect(Number(n?.n)).toBe(3);
  });

  it('rotating the join code retires the old one; a removed learner is locked out', async () => {
    const w = await createWorkshop(base);
    const ann = await join(base, w.joinCode, 'Ann');
    const r = await call(base, 'POST', '/api/instructor/rotate-code', { token: w.instructorToken });
    expect(r.status).toBe(200);
    expect(r.json.joinCode).not.toBe(w.joinCode);
    expect((await call(base, 'POST', '/api/join', { body: { code: w.joinCode, name: 'Late' } })).status).toBe(
      404,
    );
    expect(
      (await call(base, 'POST', '/api/join', { body: { code: r.json.joinCode, name: 'Late' } })).status,
    ).toBe(201);
    const rm = await call(base, 'POST', '/api/instructor/remove', {
      token: w.instructorToken,
      body: { learner: ann.id },
    });
    expect(rm.status).toBe(200);
    const after = await call(base, 'POST', '/api/learner/events', {
      token: ann.token,
      body: { events: [checkEvent('scope-get', undefined)] },
    });
    expect(after.status).toBe(403);
    expect(after.json.message).toBe('you were removed from this workshop');
    const d = await call(base, 'GET', '/api/instructor/dashboard', { token: w.instructorToken });
    expect(d.json.state.learners[ann.id].removed).toBe(true);
  });

  it('an ended workshop is read-only', async () => {
    const w = await createWorkshop(base);
    const ann = await join(base, w.joinCode, 'Ann');
    expect((await call(base, 'POST', '/api/instructor/end', { token: w.instructorToken })).status).toBe(200);
    const before = await count(w.id);
    const tries = [
      call(base, 'POST', '/api/learner/events', {
        token: ann.token,
        body: { events: [checkEvent('scope-get', undefined)] },
      }),
      call(base, 'POST', '/api/join', { body: { code: w.joinCode, name: 'Late' } }),
      call(base, 'POST', '/api/instructor/message', { token: w.instructorToken, body: { text: 'hello' } }),
      call(base, 'POST', '/api/instructor/end', { token: w.instructorToken }),
    ];
    for (const r of await Promise.all(tries)) {
      expect(r.status).toBe(409);
      expect(r.json.message).toBe('the workshop has ended; it is read-only now');
    }
    expect(await count(w.id)).toBe(before);
    expect((await call(base, 'GET', '/api/instructor/export.csv', { token: w.instructorToken })).status).toBe(
      200,
    );
    expect((await call(base, 'GET', '/api/learner/state', { token: ann.token })).json.view.ended).toBe(true);
  });

  it('the dashboard stream resumes from Last-Event-ID, also after a server restart', async () => {
    const w = await createWorkshop(base);
    const ann = await join(base, w.joinCode, 'Ann');
    const first = await readStream(
      base,
      '/api/instructor/stream',
      w.instructorToken,
      (evs) => evs.length >= 2,
    );
    expect(first.events.map((e) => e.event.kind)).toEqual(['workshop.created', 'learner.joined']);
    const last = first.ids[first.ids.length - 1]!;
    await call(base, 'POST', '/api/learner/events', {
      token: ann.token,
      body: { events: [checkEvent('scope-get', 'a.b')] },
    });
    // Restart: a new server process on the same database.
    await srv.close();
    srv = await start(b, { limits: MANY });
    base = srv.base;
    await call(base, 'POST', '/api/learner/events', {
      token: ann.token,
      body: { events: [checkEvent('scope-get', undefined)] },
    });
    const resumed = await readStream(
      base,
      '/api/instructor/stream',
      w.instructorToken,
      (evs) => evs.length >= 2,
      {
        lastEventId: last,
      },
    );
    expect(resumed.events.map((e) => [e.seq, e.event.kind])).toEqual([
      [last + 1, 'check.reported'],
      [last + 2, 'check.reported'],
    ]);
  });

  it('live: a check posted reaches an open dashboard stream', async () => {
    const w = await createWorkshop(base);
    const ann = await join(base, w.joinCode, 'Ann');
    const reading = readStream(base, '/api/instructor/stream', w.instructorToken, (evs) =>
      evs.some((e) => e.event.kind === 'check.reported'),
    );
    await new Promise((r) => setTimeout(r, 200));
    const t0 = performance.now();
    await call(base, 'POST', '/api/learner/events', {
      token: ann.token,
      body: { events: [checkEvent('scope-get', undefined)] },
    });
    const { events } = await reading;
    expect(performance.now() - t0).toBeLessThan(1000);
    expect(events.at(-1)?.event).toMatchObject({ kind: 'check.reported', learner: ann.id, status: 'pass' });
  });
});

describe.each(['sqlite', 'postgres'] as const)('limits and headers on %s', (kind) => {
  let b: Backend;
  beforeAll(async () => {
    b = await backend(kind);
  }, 60_000);
  afterAll(() => b?.dispose());

  it('rate limits per token and per address answer 429 with Retry-After', async () => {
    const srv = await start(b, {
      limits: { token: { perSecond: 1, burst: 3 }, ip: { perSecond: 1, burst: 30 } },
    });
    try {
      const w = await createWorkshop(srv.base);
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await call(srv.base, 'GET', '/api/instructor/dashboard', { token: w.instructorToken })).status,
        );
      }
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
      const r = await call(srv.base, 'GET', '/api/instructor/dashboard', { token: w.instructorToken });
      expect(r.headers.get('retry-after')).toBe('1');
      let ip = 0;
      for (let i = 0; i < 40; i++) if ((await call(srv.base, 'GET', '/api/nope')).status === 429) ip++;
      expect(ip).toBeGreaterThan(0);
    } finally {
      await srv.close();
    }
  });

  it('serves the site with a Content-Security-Policy that names no other origin', async () => {
    const dist = mkdtempSync(pathJoin(tmpdir(), 'oplab-dist-'));
    const inline = 'document.documentElement.dataset.x="1"';
    writeFileSync(pathJoin(dist, 'index.html'), `<!doctype html><script>${inline}</script><p>hi</p>`);
    writeFileSync(pathJoin(dist, '404.html'), '<!doctype html><p>missing</p>');
    const srv = await start(b, { distDir: dist });
    try {
      const r = await fetch(`${srv.base}/`);
      expect(r.status).toBe(200);
      const csp = r.headers.get('content-security-policy')!;
      const hash = createHash('sha256').update(inline).digest('base64');
      expect(csp).toContain(`'sha256-${hash}'`);
      expect(csp).toContain("default-src 'self'");
      expect(csp).not.toMatch(/https?:|\*/);
      expect(csp).not.toContain("'unsafe-inline' 'sha256"); // scripts: hashes only
      expect(r.headers.get('x-content-type-options')).toBe('nosniff');
      const traversal = await fetch(`${srv.base}/..%2f..%2fetc%2fpasswd`);
      expect(traversal.status).toBe(404);
    } finally {
      await srv.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('several servers on one PostgreSQL database', () => {
  it('a dashboard on one server sees what learners post to another (LISTEN/NOTIFY)', async () => {
    const b = await backend('postgres');
    const one = await start(b);
    const two = await start(b);
    try {
      const w = await createWorkshop(one.base);
      const ann = await join(two.base, w.joinCode, 'Ann');
      const reading = readStream(one.base, '/api/instructor/stream', w.instructorToken, (evs) =>
        evs.some((e) => e.event.kind === 'check.reported'),
      );
      await new Promise((r) => setTimeout(r, 200));
      await call(two.base, 'POST', '/api/learner/events', {
        token: ann.token,
        body: { events: [checkEvent('scope-get', 'scope.get-namespace')] },
      });
      const { events } = await reading;
      expect(events.map((e) => e.event.kind)).toEqual([
        'workshop.created',
        'learner.joined',
        'check.reported',
      ]);
      // And concurrent appends through both servers get distinct, gapless sequence numbers.
      const posts = [];
      for (let i = 0; i < 20; i++) {
        posts.push(
          call(i % 2 ? one.base : two.base, 'POST', '/api/learner/events', {
            token: ann.token,
            body: { events: [checkEvent('scope-get', 'scope.get-namespace')] },
          }),
        );
      }
      const seqs = (await Promise.all(posts)).map((r) => r.json.acked[0].seq).sort((a, b) => a - b);
      expect(seqs).toEqual(Array.from({ length: 20 }, (_, i) => 4 + i));
    } finally {
      await one.close();
      await two.close();
      b.dispose();
    }
  }, 30_000);
});

// `oplab workshop serve` started as an instructor starts it (the CLI, a real port, a real SQLite file)
// and sent hostile or broken requests: each gets a clear, specific answer, the server lives on, and
// nothing is acknowledged that the database did not keep.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, expect, test } from 'vitest';
import { type Serving, serveCli } from './harness.ts';

const dir = mkdtempSync(join(tmpdir(), 'oplab-ws-hostile-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const serve = (db: string) => serveCli(['--db', db], dir);

async function call(s: Serving, path: string, body?: unknown, token?: string) {
  const r = await fetch(s.base + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await r.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: r.status, json, text, headers: r.headers };
}

async function workshop(s: Serving) {
  const w = await call(s, '/api/workshops', { title: 'T', locale: 'en', exercises: [{ id: 'scope-get' }] });
  expect(w.status).toBe(201);
  const l = await call(s, '/api/join', { code: w.json.joinCode, name: 'Ada' });
  expect(l.status).toBe(201);
  return { instructor: w.json.instructorToken as string, learner: l.json.learnerToken as string };
}

/** Writes bytes as they are and reads until the server closes (or `waitMs`). */
function raw(s: Serving, data: string, waitMs = 5000): Promise<string> {
  return new Promise((resolve) => {
    const sock = connect(s.port, '127.0.0.1', () => sock.write(Buffer.from(data, 'latin1')));
    let got = '';
    sock.on('data', (c: Buffer) => (got += c.toString('latin1')));
    sock.on('error', () => undefined);
    const timer = setTimeout(() => sock.destroy(), waitMs);
    sock.on('close', () => {
      clearTimeout(timer);
      resolve(got);
    });
  });
}

test('the database file deleted while the server runs: writes are refused with a clear 503, not acknowledged and lost', async () => {
  const db = join(dir, 'deleted.db');
  const s = await serve(db);
  try {
    const { instructor } = await workshop(s);
    expect((await call(s, '/api/instructor/message', { text: 'before' }, instructor)).status).toBe(200);
    for (const f of [db, `${db}-wal`, `${db}-shm`]) rmSync(f, { force: true });
    const after = await call(s, '/api/instructor/message', { text: 'after' }, instructor);
    expect(after.status).toBe(503);
    expect(after.json).toEqual({
      error: 'database-gone',
      message: `the database file ${db} was deleted or replaced while the server was running; nothing more is written: restart the server`,
    });
    expect(s.out()).toContain('workshop: 503 database-gone: ');
    // What it already has, it still shows.
    const dash = await call(s, '/api/instructor/dashboard', undefined, instructor);
    expect(dash.status).toBe(200);
    expect(dash.json.state.messages.map((m: { text: string }) => m.text)).toEqual(['before']);
  } finally {
    expect(await s.stop()).toBe(0);
  }
}, 90_000);

test('the database locked by another process: 503 busy with Retry-After, then served once the lock is gone', async () => {
  const db = join(dir, 'locked.db');
  const s = await serve(db);
  try {
    const { instructor } = await workshop(s);
    const other = new DatabaseSync(db);
    other.exec('BEGIN EXCLUSIVE');
    const locked = await call(s, '/api/instructor/message', { text: 'locked' }, instructor).finally(() => {
      other.exec('ROLLBACK');
      other.close();
    });
    expect(locked.status).toBe(503);
    expect(locked.json).toEqual({
      error: 'busy',
      message: 'the database is locked by another process (database is locked); try again',
    });
    expect(locked.headers.get('retry-after')).toBe('1');
    expect((await call(s, '/api/instructor/message', { text: 'free' }, instructor)).status).toBe(200);
  } finally {
    expect(await s.stop()).toBe(0);
  }
}, 90_000);

test('hostile requests get specific answers and the server lives on; SIGTERM with open streams exits cleanly', async () => {
  const s = await serve(join(dir, 'hostile.db'));
  try {
    const { instructor, learner } = await workshop(s);
    // A 5 MB Go file shared, declared or chunked: 413 before it is read.
    const big = { exercise: 'scope-get', files: { 'main.go': `package main\n//${'x'.repeat(5_000_000)}` } };
    const share = await call(s, '/api/learner/share', big, learner);
    expect(share.status).toBe(413);
    expect(share.json.error).toBe('too-large');
    const chunked = await raw(
      s,
      `POST /api/join HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n100000\r\n${'x'.repeat(0x100000)}\r\n0\r\n\r\n`,
    );
    expect(chunked).toMatch(/^HTTP\/1\.1 413 /);
    // Binary junk, deep nesting, wrong type, unknown method.
    const junk = await call(s, '/api/learner/share', '\x00\xff\xfe\x01binary', learner);
    expect(junk.status).toBe(400);
    expect(junk.json.error).toBe('malformed-json');
    const deep = await call(s, '/api/learner/events', `${'['.repeat(5000)}${']'.repeat(5000)}`, learner);
    expect(deep.status).toBe(400);
    expect(deep.json.error).toBe('invalid');
    const form = await fetch(`${s.base}/api/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'code=x',
    });
    expect(form.status).toBe(415);
    expect(await raw(s, 'BREW /api/join HTTP/1.1\r\nHost: x\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 /);
    expect(await raw(s, 'GET http://[/api HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(
      /^HTTP\/1\.1 400 /,
    );
    // Tokens: forged, of the other role, absurdly long.
    const forged = `${learner.slice(0, -2)}${learner.endsWith('AA') ? 'BB' : 'AA'}`;
    expect((await call(s, '/api/learner/state', undefined, forged)).json).toEqual({
      error: 'unauthenticated',
      message: 'unknown learner token',
    });
    expect((await call(s, '/api/learner/state', undefined, instructor)).json.message).toBe(
      'not a valid learner token',
    );
    expect((await call(s, '/api/learner/state', undefined, 'a'.repeat(10_000))).status).toBe(401);
    // Paths that climb out of the site, plain or encoded: 404.
    for (const p of ['/../../etc/passwd', '/%2e%2e/%2e%2e/etc/passwd', '/..%2f..%2fetc%2fpasswd'])
      expect(await raw(s, `GET ${p} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`)).toMatch(
        /^HTTP\/1\.1 404 /,
      );
    // A burst on one token: the bucket's 40, then 429 with Retry-After.
    const burst = await Promise.all(
      Array.from({ length: 60 }, () => call(s, '/api/learner/state', undefined, learner)),
    );
    const limited = burst.filter((r) => r.status === 429);
    expect(limited.length).toBeGreaterThan(0);
    expect(limited[0]?.headers.get('retry-after')).toMatch(/^\d+$/);
    // Dashboards that connect and vanish, many times: the server still answers.
    for (let i = 0; i < 40; i++)
      await raw(
        s,
        `GET /api/instructor/stream HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${instructor}\r\n\r\n`,
        20,
      );
    await new Promise((r) => setTimeout(r, 1000));
    const dash = await call(s, '/api/instructor/dashboard', undefined, instructor);
    expect(dash.status).toBe(200);
    // Graceful shutdown with a stream open: the stream ends, the process exits 0.
    const open = raw(
      s,
      `GET /api/instructor/stream HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${instructor}\r\n\r\n`,
      30_000,
    );
    await new Promise((r) => setTimeout(r, 500));
    const t0 = Date.now();
    expect(await s.stop()).toBe(0);
    expect(await open).toContain('retry: 1000');
    expect(Date.now() - t0).toBeLessThan(10_000);
  } finally {
    await s.stop();
  }
}, 120_000);

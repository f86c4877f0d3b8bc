// `oplab workshop serve` as an instructor starts it: arguments, then a real process on a SQLite file.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseServe } from '../../src/cli/workshop.ts';

describe('oplab workshop serve', () => {
  it('reads its arguments: SQLite by default, PostgreSQL from --database-url or DATABASE_URL', () => {
    expect(parseServe([], {})).toMatchObject({
      port: 4330,
      host: '127.0.0.1',
      store: { kind: 'sqlite', file: 'oplab-workshop.db' },
    });
    expect(parseServe(['--port', '4400', '--db', 'x.db'], {})).toMatchObject({
      port: 4400,
      store: { kind: 'sqlite', file: 'x.db' },
    });
    expect(parseServe([], { DATABASE_URL: 'postgresql://u@h/db' })).toMatchObject({
      store: { kind: 'postgres', url: 'postgresql://u@h/db' },
    });
    expect(parseServe(['--database-url', 'postgresql://a@b/c'], {})).toMatchObject({
      store: { kind: 'postgres', url: 'postgresql://a@b/c' },
    });
    expect(parseServe(['--db', 'x.db', '--database-url', 'postgresql://a@b/c'], {})).toBe(
      '--db and --database-url name two databases; give one',
    );
    expect(parseServe(['--port', 'eighty'], {})).toBe('invalid --port eighty');
    expect(parseServe(['--bogus'], {})).toMatch(/Unknown option '--bogus'/);
  });

  it('starts, creates its database, serves the API, and stops cleanly on SIGTERM', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'oplab-cli-ws-'));
    const db = join(dir, 'class.db');
    const port = 4345;
    const child = spawn(
      process.execPath,
      ['src/cli/oplab.ts', 'workshop', 'serve', '--port', String(port), '--db', db, '--site', dir],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (err += d));
    try {
      for (let i = 0; i < 100 && !out.includes('Workshop server on'); i++)
        await new Promise((r) => setTimeout(r, 100));
      expect(out).toContain(`Workshop server on http://127.0.0.1:${port}/ (SQLite ${db})`);
      expect(err).toContain('no built site in');
      expect(err).not.toContain('ExperimentalWarning');
      const r = await fetch(`http://127.0.0.1:${port}/api/workshops`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ title: 'Class', locale: 'en', exercises: [{ id: 'scope-get' }] }),
      });
      expect(r.status).toBe(201);
      const exited = new Promise<number | null>((ok) => child.on('exit', (code) => ok(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 30_000);
});

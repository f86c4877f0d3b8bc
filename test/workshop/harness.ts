// Test harness for the workshop server: a store of either kind, a server on a free loopback port,
// a small JSON client, and an SSE reader.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join as joinPath } from 'node:path';
import type { RateLimits } from '../../src/workshop/api.ts';
import type { StoredEvent } from '../../src/workshop/model.ts';
import {
  createWorkshopServer,
  openStore,
  type StoreConfig,
  type WorkshopServer,
} from '../../src/workshop/server.ts';
import { freshDatabase, postgresServer } from './postgres.ts';

export type StoreKind = 'sqlite' | 'postgres';

export interface Backend {
  kind: StoreKind;
  config: StoreConfig;
  dispose(): void;
}

let counter = 0;

/** A fresh, empty database of the given kind. */
export async function backend(kind: StoreKind): Promise<Backend> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(joinPath(tmpdir(), 'oplab-ws-'));
    return {
      kind,
      config: { kind: 'sqlite', file: joinPath(dir, 'workshop.db') },
      dispose: () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  const server = postgresServer();
  const url = await freshDatabase(server.url, `oplab_ws_${process.pid}_${++counter}_${Date.now() % 100000}`);
  return { kind, config: { kind: 'postgres', url }, dispose: () => undefined };
}

export interface Running {
  ws: WorkshopServer;
  base: string;
  close(): Promise<void>;
}

export async function start(
  b: Backend,
  opts: { limits?: Partial<RateLimits>; distDir?: string; now?: () => number; port?: number } = {},
): Promise<Running> {
  const store = await openStore(b.config);
  const ws = createWorkshopServer({ store, limits: opts.limits, distDir: opts.distDir, now: opts.now });
  const port = await ws.listen(opts.port ?? 0);
  return { ws, base: `http://127.0.0.1:${port}`, close: () => ws.close() };
}

export interface Reply {
  status: number;
  json: any;
  headers: Headers;
  text: string;
}

export async function call(
  base: string,
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.raw !== undefined) body = opts.raw;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type')) {
    headers['content-type'] = 'application/json';
  }
  const r = await fetch(base + path, { method, headers, body });
  const text = await r.text();
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: r.status, json, headers: r.headers, text };
}

export interface Workshop {
  id: string;
  joinCode: string;
  instructorToken: string;
}

export async function createWorkshop(
  base: string,
  exercises = ['scope-get', 'scope-list', 'status-subresource'],
) {
  const r = await call(base, 'POST', '/api/workshops', {
    body: { title: 'Operators 101', locale: 'en', exercises: exercises.map((id) => ({ id })) },
  });
  if (r.status !== 201) throw new Error(`create: ${r.status} ${r.text}`);
  return r.json as Workshop & { instructorPath: string };
}

export async function join(base: string, code: string, name: string): Promise<{ token: string; id: string }> {
  const r = await call(base, 'POST', '/api/join', { body: { code, name } });
  if (r.status !== 201) throw new Error(`join: ${r.status} ${r.text}`);
  return { token: r.json.learnerToken, id: r.json.view.you.id };
}

let eventNo = 0;
export function checkEvent(exercise: string, failing: string | undefined, at?: number) {
  return {
    // Event ids are at least 8 characters (the server's schema): a 3-digit pid made `ev123x1` too short.
    id: `ev${String(process.pid).padStart(7, '0')}x${++eventNo}`,
    kind: 'check' as const,
    exercise,
    status: failing ? ('fail' as const) : ('pass' as const),
    checks: [
      { id: 'compile', status: 'pass' as const },
      failing
        ? { id: failing, status: 'fail' as const, lesson: '/lessons/scope/#get-takes-a-key' }
        : { id: 'scope.get-namespace', status: 'pass' as const },
    ],
    ms: 120,
    ...(at === undefined ? {} : { at }),
  };
}

/** Reads an SSE stream until `done` says enough (or the timeout), then closes it. */
export async function readStream(
  base: string,
  path: string,
  token: string,
  done: (events: StoredEvent[], ids: number[]) => boolean,
  opts: { lastEventId?: number; timeoutMs?: number } = {},
): Promise<{ events: StoredEvent[]; ids: number[] }> {
  const ac = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (opts.lastEventId !== undefined) headers['last-event-id'] = String(opts.lastEventId);
  const events: StoredEvent[] = [];
  const ids: number[] = [];
  const timer = setTimeout(() => ac.abort(), opts.timeoutMs ?? 5000);
  try {
    const r = await fetch(base + path, { headers, signal: ac.signal });
    if (r.status !== 200) throw new Error(`stream ${path}: ${r.status} ${await r.text()}`);
    const reader = r.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buf = '';
    for (;;) {
      if (done(events, ids)) break;
      const { value, done: end } = await reader.read();
      if (end) break;
      buf += value;
      let i = buf.indexOf('\n\n');
      while (i >= 0) {
        const block = buf.slice(0, i);
        buf = buf.slice(i + 2);
        const id = /^id: (\d+)$/m.exec(block);
        const data = /^data: (.*)$/m.exec(block);
        if (id) ids.push(Number(id[1]));
        if (data) events.push(JSON.parse(data[1]!) as StoredEvent);
        i = buf.indexOf('\n\n');
      }
    }
  } catch (err) {
    if ((err as Error).name !== 'AbortError') throw err;
  } finally {
    clearTimeout(timer);
    ac.abort();
  }
  return { events, ids };
}

/** A free loopback port (for a server started as a separate process). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

export interface Serving {
  base: string;
  port: number;
  out: () => string;
  proc: ChildProcess;
  exited: Promise<number | null>;
  /** SIGTERM, and the exit status. */
  stop(): Promise<number | null>;
}

/** `oplab workshop serve` as an instructor starts it: the CLI on a real port, `database` its flags. */
export async function serveCli(database: string[], siteDir: string): Promise<Serving> {
  const port = await freePort();
  const proc = spawn(
    process.execPath,
    ['src/cli/oplab.ts', 'workshop', 'serve', '--port', String(port), ...database, '--site', siteDir],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  proc.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((r) => proc.on('exit', (code) => r(code)));
  for (let waited = 0; !out.includes('Workshop server on'); waited += 100) {
    if (proc.exitCode !== null || waited > 60_000) throw new Error(`workshop serve did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    out: () => out,
    proc,
    exited,
    stop: () => {
      if (proc.exitCode === null) proc.kill('SIGTERM');
      return exited;
    },
  };
}

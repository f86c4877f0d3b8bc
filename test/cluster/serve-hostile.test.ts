// `oplab cluster serve` started as a user starts it (the CLI, a real port) and sent hostile or broken
// requests over raw TLS: each gets the answer kube-apiserver (or Go's net/http under it) gives, and the
// server lives on to answer the next client.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'oplab-serve-hostile-'));
let proc: ChildProcess;
let port = 0;
let out = '';
let creds: { cert: string; key: string };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => resolve(p));
    });
  });
}

beforeAll(async () => {
  port = await freePort();
  const kubeconfig = join(dir, 'kubeconfig');
  proc = spawn(
    process.execPath,
    ['src/cli/oplab.ts', 'cluster', 'serve', '--port', String(port), '--kubeconfig', kubeconfig],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  proc.stdout?.on('data', (c: Buffer) => (out += c.toString()));
  proc.stderr?.on('data', (c: Buffer) => (out += c.toString()));
  for (let waited = 0; !out.includes('export KUBECONFIG='); waited += 100) {
    if (proc.exitCode !== null || waited > 60_000) throw new Error(`cluster serve did not start:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const kc = readFileSync(kubeconfig, 'utf8');
  const field = (name: string) =>
    Buffer.from(new RegExp(`${name}: (\\S+)`).exec(kc)?.[1] ?? '', 'base64').toString('utf8');
  creds = { cert: field('client-certificate-data'), key: field('client-key-data') };
}, 90_000);

afterAll(async () => {
  if (proc.exitCode === null) {
    const exited = new Promise((r) => proc.on('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
  rmSync(dir, { recursive: true, force: true });
});

interface Raw {
  status: number;
  headers: string;
  body: string;
}

/** Writes `data` as it is on a fresh TLS connection and reads until the server closes it (or `waitMs`). */
function raw(data: Buffer | string, waitMs = 10_000): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const s = connect({ port, host: '127.0.0.1', ...creds, rejectUnauthorized: false }, () =>
      s.write(typeof data === 'string' ? Buffer.from(data, 'latin1') : data),
    );
    const chunks: Buffer[] = [];
    s.on('data', (c: Buffer) => chunks.push(c));
    const done = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const end = text.indexOf('\r\n\r\n');
      const head = end < 0 ? text : text.slice(0, end);
      let body = end < 0 ? '' : text.slice(end + 4);
      if (/transfer-encoding: chunked/i.test(head)) body = dechunk(body);
      resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(head)?.[1] ?? 0), headers: head, body });
    };
    const timer = setTimeout(() => s.destroy(), waitMs);
    s.on('close', done);
    s.on('error', (e: NodeJS.ErrnoException) => (e.code === 'ECONNRESET' ? undefined : reject(e)));
  });
}

function dechunk(b: string): string {
  let rest = b;
  let outText = '';
  for (;;) {
    const nl = rest.indexOf('\r\n');
    if (nl < 0) return outText + rest;
    const n = Number.parseInt(rest.slice(0, nl), 16);
    if (!(n > 0)) return outText;
    outText += rest.slice(nl + 2, nl + 2 + n);
    rest = rest.slice(nl + 4 + n);
  }
}

const request = (line: string, headers = '', body = '') =>
  `${line} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n${body}`;

/** The server still answers: a plain GET after each attack. */
async function alive(): Promise<void> {
  const r = await raw(request('GET /version'));
  expect(r.status, out).toBe(200);
  expect(JSON.parse(r.body).gitVersion).toMatch(/^v1\./);
}

describe('requests Go net/http refuses before any handler', () => {
  test('a request target that is no URL: 400 in plain text, and the server lives on', async () => {
    const r = await raw(request('GET http://[/api'));
    expect(r.status).toBe(400);
    expect(r.headers).toMatch(/content-type: text\/plain; charset=utf-8/i);
    expect(r.body).toBe('400 Bad Request');
    await alive();
  });

  test('a request line that is not HTTP: 400 in plain text, not a dropped connection', async () => {
    const r = await raw('GARBAGE\r\n\r\n');
    expect(r.status).toBe(400);
    expect(r.body).toBe('400 Bad Request');
    await alive();
  });

  test('headers up to 1 MiB are read (a long URL is answered by the API); over it, 431', async () => {
    const long = await raw(request(`GET /api/v1/namespaces/${'a'.repeat(20_000)}`));
    expect(long.status).toBe(404);
    expect(JSON.parse(long.body)).toMatchObject({ kind: 'Status', reason: 'NotFound', code: 404 });
    // The server closes its side after the answer and resets the connection 500 ms later, as Go's
    // closeWriteAndWait does (rstAvoidanceDelay); on a loaded machine this client may still be writing
    // then, and the reset drops the answer unread (status 0). Such a try is made again, up to 3 times.
    let huge = await raw(request('GET /version', `X-Junk: ${'j'.repeat(1_100_000)}\r\n`));
    for (let i = 0; i < 3 && huge.status === 0; i++)
      huge = await raw(request('GET /version', `X-Junk: ${'j'.repeat(1_100_000)}\r\n`));
    expect(huge.status).toBe(431);
    expect(huge.body).toBe('431 Request Header Fields Too Large');
    await alive();
  });
});

describe('the API answers with a Status', () => {
  test('a watch that replays from an earlier resourceVersion streams its events instead of crashing', async () => {
    const body = JSON.stringify({ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'replayed' } });
    const created = await raw(
      request(
        'POST /api/v1/namespaces/default/configmaps',
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n`,
        body,
      ),
    );
    expect(created.status).toBe(201);
    const rv = Number(JSON.parse(created.body).metadata.resourceVersion);
    const w = await raw(
      request(`GET /api/v1/namespaces/default/configmaps?watch=1&resourceVersion=${rv - 1}&timeoutSeconds=1`),
    );
    expect(w.status).toBe(200);
    const events = w.body
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(events.map((e) => `${e.type} ${e.object.metadata.name}`)).toContain('ADDED replayed');
    await alive();
  });

  test('bodies over 3 MiB (MaxRequestBodyBytes), declared or chunked: 413 with the real text', async () => {
    const big = 'x'.repeat(3 * 1024 * 1024 + 1);
    for (const headers of [
      `Content-Type: application/json\r\nContent-Length: ${big.length}\r\n`,
      `Content-Type: application/json\r\nTransfer-Encoding: chunked\r\n`,
    ]) {
      const body = headers.includes('chunked') ? `${big.length.toString(16)}\r\n${big}\r\n0\r\n\r\n` : big;
      const r = await raw(request('POST /api/v1/namespaces/default/configmaps', headers, body));
      expect(r.status, `${headers} ${r.body.slice(0, 300)}`).toBe(413);
      expect(JSON.parse(r.body)).toMatchObject({
        kind: 'Status',
        message: 'Request entity too large: limit is 3145728',
        reason: 'RequestEntityTooLarge',
        code: 413,
      });
    }
    await alive();
  }, 60_000);

  test('malformed bodies, wrong types, bad selectors and continue tokens: 400 or 415 Status', async () => {
    const post = (type: string, body: string) =>
      raw(
        request(
          'POST /api/v1/namespaces/default/configmaps',
          `Content-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body, 'latin1')}\r\n`,
          body,
        ),
      );
    const json = await post('application/json', '{"a":');
    expect(json.status).toBe(400);
    expect(JSON.parse(json.body)).toMatchObject({ reason: 'BadRequest', code: 400 });
    const type = await post('text/plain', '{}');
    expect(type.status).toBe(415);
    expect(JSON.parse(type.body)).toMatchObject({ reason: 'UnsupportedMediaType', code: 415 });
    const pb = await post('application/vnd.kubernetes.protobuf', 'k8s\x00\xff\xff');
    expect(pb.status).toBe(400);
    const label = await raw(request('GET /api/v1/namespaces/default/configmaps?labelSelector=a%20in'));
    expect(label.status).toBe(400);
    expect(JSON.parse(label.body).message).toMatch(/^unable to parse requirement: /);
    const cont = await raw(request('GET /api/v1/namespaces/default/configmaps?limit=1&continue=garbage'));
    expect(cont.status).toBe(400);
    expect(JSON.parse(cont.body).message).toMatch(/^invalid continue token: continue key is not valid: /);
    // Integer parameters that are not integers: strconv.ParseInt's error, on a list or a watch.
    for (const [query, text] of [
      ['limit=abc', 'strconv.ParseInt: parsing "abc": invalid syntax'],
      ['limit=99999999999999999999', 'strconv.ParseInt: parsing "99999999999999999999": value out of range'],
      ['watch=1&timeoutSeconds=abc', 'strconv.ParseInt: parsing "abc": invalid syntax'],
    ]) {
      const r = await raw(request(`GET /api/v1/namespaces/default/configmaps?${query}`));
      expect(r.status, query).toBe(400);
      expect(JSON.parse(r.body)).toMatchObject({ reason: 'BadRequest', message: text, code: 400 });
    }
    const unknown = await raw(request('GET /nope'));
    expect(JSON.parse(unknown.body)).toMatchObject({ reason: 'NotFound', code: 404 });
    await alive();
  });

  test('clients that go away mid-watch, many times over, leave the server answering', async () => {
    for (let i = 0; i < 40; i++) await raw(request('GET /api/v1/namespaces/default/configmaps?watch=1'), 50);
    await Promise.all(
      Array.from({ length: 30 }, () =>
        raw(request('GET /api/v1/namespaces/default/configmaps?watch=1'), 200),
      ),
    );
    await alive();
  }, 60_000);
});

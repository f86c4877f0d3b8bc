/**
 * `oplab cluster serve` under load, as outside clients see it: requests per second for GET, LIST of
 * 1,000 ConfigMaps and merge PATCH over HTTPS on loopback (the server in its own process, started as
 * a user starts it, with --objects), and watch fan-out: the time from a write being answered to each
 * of 50 watchers having its event. Every number is measured in this run; the machine may be shared.
 * Run: node bench/cluster.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';

const OBJECTS = 1000;
const WATCHERS = 50;
const SECONDS = 3;
const CONCURRENCY = 8;

const dir = mkdtempSync(join(tmpdir(), 'oplab-bench-cluster-'));
const objects = join(dir, 'objects.yaml');
writeFileSync(
  objects,
  Array.from(
    { length: OBJECTS },
    (_, i) =>
      `apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: cm-${i}\n  namespace: default\n  labels: {idx: "${i}"}\ndata:\n  key: value-${i}\n`,
  ).join('---\n'),
);
const kubeconfig = join(dir, 'kubeconfig');
const root = join(import.meta.dirname, '..');
const proc = spawn(
  process.execPath,
  ['src/cli/oplab.ts', 'cluster', 'serve', '--objects', objects, '--kubeconfig', kubeconfig],
  { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
);
const stop = () => {
  proc.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
};
process.on('exit', stop);

const url = await new Promise<string>((resolve, reject) => {
  let out = '';
  proc.stdout.on('data', (c: Buffer) => {
    out += c.toString();
    const m = /Simulated cluster at (https:\/\/\S+)/.exec(out);
    if (m?.[1]) resolve(m[1]);
  });
  proc.on('exit', (code) => reject(new Error(`oplab cluster serve exited ${code}`)));
});

interface KubeconfigDoc {
  clusters: { cluster: { 'certificate-authority-data': string } }[];
  users: { name: string; user: { 'client-certificate-data': string; 'client-key-data': string } }[];
}
const kc = parse(readFileSync(kubeconfig, 'utf8')) as KubeconfigDoc;
const b64 = (s: string) => Buffer.from(s, 'base64');
const admin = kc.users[0]?.user;
const agent = new Agent({
  keepAlive: true,
  maxSockets: CONCURRENCY + WATCHERS + 4,
  ca: b64(kc.clusters[0]?.cluster['certificate-authority-data'] ?? ''),
  cert: b64(admin?.['client-certificate-data'] ?? ''),
  key: b64(admin?.['client-key-data'] ?? ''),
});

function call(method: string, path: string, body?: string, contentType = 'application/json') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const r = request(
      `${url}${path}`,
      {
        method,
        agent,
        headers: body ? { 'content-type': contentType, 'content-length': Buffer.byteLength(body) } : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      },
    );
    r.on('error', reject);
    r.end(body);
  });
}

/** Requests per second of `one` over SECONDS, CONCURRENCY at a time; every answer must be `want`. */
async function rate(name: string, want: number, one: (i: number) => Promise<{ status: number }>) {
  const end = performance.now() + SECONDS * 1000;
  let n = 0;
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const r = await one(n++);
        if (r.status !== want) throw new Error(`${name}: status ${r.status}`);
      }
    }),
  );
  const secs = (performance.now() - start) / 1000;
  console.log(
    `  ${name.padEnd(44)} ${(n / secs).toFixed(0).padStart(6)} req/s  (${n} in ${secs.toFixed(2)} s)`,
  );
}

const list = JSON.parse((await call('GET', '/api/v1/namespaces/default/configmaps')).body);
if (list.items.length !== OBJECTS)
  throw new Error(`expected ${OBJECTS} objects, listed ${list.items.length}`);
console.log(`oplab cluster serve (own process), ${OBJECTS} ConfigMaps, ${CONCURRENCY} requests in flight:`);
await rate('GET one ConfigMap', 200, (i) =>
  call('GET', `/api/v1/namespaces/default/configmaps/cm-${i % OBJECTS}`),
);
await rate(`LIST ${OBJECTS} ConfigMaps`, 200, () => call('GET', '/api/v1/namespaces/default/configmaps'));
await rate('LIST with labelSelector idx=7 (1 match)', 200, () =>
  call('GET', '/api/v1/namespaces/default/configmaps?labelSelector=idx%3D7'),
);
await rate('PATCH (merge) one ConfigMap', 200, (i) =>
  call(
    'PATCH',
    `/api/v1/namespaces/default/configmaps/cm-${i % OBJECTS}`,
    JSON.stringify({ data: { n: String(i) } }),
    'application/merge-patch+json',
  ),
);

// Watch fan-out: WATCHERS streams on the namespace's ConfigMaps from now; each write's event is
// timed from the write's answer to its arrival at each watcher.
const rv = JSON.parse((await call('GET', '/api/v1/namespaces/default/configmaps?limit=1')).body).metadata
  .resourceVersion as string;
const arrivals = new Map<string, number[]>();
let connected = 0;
const streams = Array.from(
  { length: WATCHERS },
  () =>
    new Promise<() => void>((resolve, reject) => {
      const r = request(
        `${url}/api/v1/namespaces/default/configmaps?watch=true&resourceVersion=${rv}&fieldSelector=metadata.name%3Dcm-0`,
        { agent },
        (res) => {
          connected++;
          let buf = '';
          res.on('data', (c: Buffer) => {
            buf += c.toString();
            let nl = buf.indexOf('\n');
            while (nl >= 0) {
              const e = JSON.parse(buf.slice(0, nl));
              buf = buf.slice(nl + 1);
              const v = e.object?.data?.n as string | undefined;
              if (v) arrivals.set(v, [...(arrivals.get(v) ?? []), performance.now()]);
              nl = buf.indexOf('\n');
            }
          });
          resolve(() => r.destroy());
        },
      );
      r.on('error', reject);
      r.end();
    }),
);
const closers = await Promise.all(streams);
if (connected !== WATCHERS) throw new Error(`${connected} watchers connected`);
const EVENTS = 20;
const lastLatency: number[] = [];
const allLatency: number[] = [];
for (let i = 0; i < EVENTS; i++) {
  const v = `w${i}`;
  const r = await call(
    'PATCH',
    '/api/v1/namespaces/default/configmaps/cm-0',
    JSON.stringify({ data: { n: v } }),
    'application/merge-patch+json',
  );
  const answered = performance.now();
  if (r.status !== 200) throw new Error(`watch write: ${r.status}`);
  const deadline = answered + 10_000;
  while ((arrivals.get(v)?.length ?? 0) < WATCHERS && performance.now() < deadline)
    await new Promise((res) => setTimeout(res, 1));
  const got = arrivals.get(v) ?? [];
  if (got.length < WATCHERS) throw new Error(`event ${v}: ${got.length}/${WATCHERS} watchers`);
  const lat = got.map((t) => Math.max(0, t - answered));
  allLatency.push(...lat);
  lastLatency.push(Math.max(...lat));
}
for (const close of closers) close();
const pct = (a: number[], p: number) =>
  [...a].sort((x, y) => x - y)[Math.min(a.length - 1, Math.floor(a.length * p))] ?? 0;
console.log(
  `  watch fan-out to ${WATCHERS} watchers (${EVENTS} writes): after the write's answer, p50 ${pct(allLatency, 0.5).toFixed(1)} ms per watcher, ` +
    `last watcher p50 ${pct(lastLatency, 0.5).toFixed(1)} ms, max ${Math.max(...lastLatency).toFixed(1)} ms`,
);
agent.destroy();
stop();
process.exit(0);

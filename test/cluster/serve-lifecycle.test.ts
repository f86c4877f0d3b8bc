// A long-running `oplab cluster serve`: its trace does not grow with requests unless --trace-json
// asks to keep it; killed and restarted with the same --objects, clients see connection refused and
// then recover with the new kubeconfig, while a kubeconfig of the first run is refused as a real
// cluster refuses it (a new CA: the server is not trusted, and the old client certificate is a 401).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as k8s from '@kubernetes/client-node';
import { afterAll, describe, expect, test } from 'vitest';
import { serveTrace } from '../../src/cli/cluster.ts';
import { makePki } from '../../src/cluster/pki.ts';
import { startClusterServer } from '../../src/cluster/server.ts';
import { ApiServer } from '../../src/kube/apiserver/index.ts';

const dir = mkdtempSync(join(tmpdir(), 'oplab-serve-life-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function get(
  url: string,
  tls: { ca?: string; cert?: string; key?: string; rejectUnauthorized?: boolean },
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const r = httpsRequest(url, { method: 'GET', ...tls }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    r.on('error', reject);
    r.end();
  });
}

describe('the trace of a long-running server', () => {
  test('with --trace alone every request is printed and none is kept; --trace-json keeps them', async () => {
    for (const keep of [false, true]) {
      const traced = serveTrace({ printing: true, keep });
      const api = new ApiServer({ clock: { now: () => Date.now() }, trace: traced?.trace });
      const pki = await makePki([{ name: 'admin', groups: ['system:masters'] }]);
      const server = await startClusterServer({ api, pki });
      const lines: string[] = [];
      traced?.follow((l) => lines.push(l));
      const admin = pki.clients.get('admin');
      const N = 300;
      for (let i = 0; i < N; i++) {
        const r = await get(`${server.url}/api/v1/namespaces/default/configmaps`, {
          ca: pki.ca.cert,
          cert: admin?.cert,
          key: admin?.key,
        });
        expect(r.status).toBe(200);
      }
      await server.close();
      expect(lines.filter((l) => l.includes('LIST v1 configmaps'))).toHaveLength(N);
      expect(traced?.trace.events().length).toBe(keep ? lines.length : 0);
    }
    // Neither flag: no trace at all.
    expect(serveTrace({ printing: false, keep: false })).toBeUndefined();
  }, 120_000);
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

function serve(port: number, objects: string, kubeconfig: string) {
  const p = spawn(
    process.execPath,
    [
      'src/cli/oplab.ts',
      'cluster',
      'serve',
      '--port',
      String(port),
      '--objects',
      objects,
      '--kubeconfig',
      kubeconfig,
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let out = '';
  p.stdout.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<number | null>((r) => p.on('exit', (code) => r(code)));
  return {
    out: () => out,
    stop: () => {
      p.kill('SIGTERM');
      return exited;
    },
  };
}

const readSeed = (kubeconfig: string) => {
  const kc = new k8s.KubeConfig();
  kc.loadFromString(readFileSync(kubeconfig, 'utf8'));
  return kc.makeApiClient(k8s.CoreV1Api).readNamespacedConfigMap({ name: 'seed', namespace: 'default' });
};

/** client-node uses fetch: the socket's error code is on the error's cause. */
function errCode(e: unknown): string {
  let cur = e as { code?: unknown; cause?: unknown } | undefined;
  for (let i = 0; i < 4 && cur; i++) {
    if (typeof cur.code === 'string') return cur.code;
    cur = cur.cause as typeof cur;
  }
  return String(e);
}

const kubectl = process.env.KUBECTL ?? 'kubectl';
const haveKubectl = spawnSync(kubectl, ['version', '--client'], { encoding: 'utf8' }).status === 0;

test('killed and restarted with the same --objects: refused, then recovered; the first kubeconfig is refused as a real cluster refuses it', async () => {
  const objects = join(dir, 'objects.yaml');
  writeFileSync(objects, 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: seed\ndata:\n  a: b\n');
  const port = await freePort();
  const first = join(dir, 'first.kubeconfig');
  const second = join(dir, 'second.kubeconfig');
  const a = serve(port, objects, first);
  await expect.poll(a.out, { timeout: 60_000 }).toContain('export KUBECONFIG=');
  expect(a.out()).toContain('A restart makes a new CA: export the kubeconfig it writes again.');
  expect((await readSeed(first)).data).toEqual({ a: 'b' });
  expect(await a.stop()).toBe(0);

  // Down: the client's own error.
  const down = await readSeed(first).catch((e: unknown) => e);
  expect(errCode(down)).toBe('ECONNREFUSED');

  const b = serve(port, objects, second);
  await expect.poll(b.out, { timeout: 60_000 }).toContain('export KUBECONFIG=');
  try {
    expect((await readSeed(second)).data).toEqual({ a: 'b' });
    // The first kubeconfig's CA does not sign the new server certificate.
    const distrust = await readSeed(first).catch((e: unknown) => e);
    expect(errCode(distrust)).toMatch(
      /SELF_SIGNED_CERT_IN_CHAIN|UNABLE_TO_VERIFY_LEAF_SIGNATURE|DEPTH_ZERO_SELF_SIGNED_CERT/,
    );
    // Its client certificate, from the old CA, is a 401 (not anonymous).
    const old = readFileSync(first, 'utf8');
    const field = (name: string) =>
      Buffer.from(new RegExp(`${name}: (\\S+)`).exec(old)?.[1] ?? '', 'base64').toString('utf8');
    const r = await get(`https://127.0.0.1:${port}/api/v1/namespaces/default/configmaps/seed`, {
      cert: field('client-certificate-data'),
      key: field('client-key-data'),
      rejectUnauthorized: false,
    });
    expect(r.status).toBe(401);
    // kube-apiserver's bytes: encoding/json's field order and the Encoder's newline.
    expect(r.body).toBe(
      '{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","message":"Unauthorized","reason":"Unauthorized","code":401}\n',
    );
    if (haveKubectl) {
      const k = spawnSync(kubectl, ['--kubeconfig', first, 'get', 'cm'], {
        encoding: 'utf8',
        env: { ...process.env, HOME: dir },
      });
      expect(k.stderr).toContain('x509: certificate signed by unknown authority');
      const skip = spawnSync(kubectl, ['--kubeconfig', first, '--insecure-skip-tls-verify', 'get', 'cm'], {
        encoding: 'utf8',
        env: { ...process.env, HOME: dir },
      });
      // client-go words a 401 with a Status body this way; discovery logs it first, as against a real cluster.
      expect(skip.stderr.trim().split('\n').at(-1)).toBe(
        'error: You must be logged in to the server (the server has asked for the client to provide credentials)',
      );
    } else console.log('serve-lifecycle: kubectl checks skipped: no kubectl on this machine');
  } finally {
    expect(await b.stop()).toBe(0);
  }
}, 180_000);

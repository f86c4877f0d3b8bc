// A real client-go program (testdata/client-go/main.go), compiled by real Go, against the served
// cluster through the kubeconfig `oplab cluster serve` writes: create, update, a 409 for a stale
// update, a list with a selector and a 404, with the real errors as client-go sees them.
// It needs a Go toolchain and a module cache that already holds client-go (no module proxy is
// reachable from CI); without them it is skipped and says why. README: "Real clients".
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { kubeconfigYaml } from '../../src/cluster/kubeconfig.ts';
import { makePki } from '../../src/cluster/pki.ts';
import { type ClusterServer, startClusterServer } from '../../src/cluster/server.ts';
import { ApiServer } from '../../src/kube/apiserver/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const candidates = [process.env.GO, '/usr/lib/go-1.23/bin/go', 'go'].filter(
  (g): g is string => typeof g === 'string' && g !== '',
);
const go = candidates.find((g) => spawnSync(g, ['version'], { encoding: 'utf8' }).status === 0);

/** The newest client-go in the module cache, e.g. `v0.34.1`, or why there is none. */
function cachedClientGo(): { version: string } | { why: string } {
  if (go === undefined) return { why: 'no Go toolchain on this machine' };
  const modcache = spawnSync(go, ['env', 'GOMODCACHE'], { encoding: 'utf8' }).stdout.trim();
  const dir = join(modcache, 'k8s.io');
  const versions = existsSync(dir)
    ? readdirSync(dir)
        .filter((d) => d.startsWith('client-go@v0.'))
        .map((d) => d.slice('client-go@'.length))
    : [];
  if (versions.length === 0) return { why: `no k8s.io/client-go in the module cache (${modcache})` };
  const minor = (v: string) => Number(v.split('.')[1]);
  return { version: versions.sort((a, b) => minor(a) - minor(b)).at(-1) as string };
}

const found = cachedClientGo();
if ('why' in found) console.log(`test/cluster/client-go.test.ts: skipped: ${found.why}`);

let server: ClusterServer;
let dir: string;
const env = () => ({ ...process.env, GOPROXY: 'off', GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' });

describe.skipIf('why' in found)('a client-go program against oplab cluster serve', () => {
  let tidy = '';
  beforeAll(async () => {
    const api = new ApiServer({ clock: { now: () => Date.now() } });
    const pki = await makePki([{ name: 'admin', groups: ['system:masters'] }]);
    server = await startClusterServer({ api, pki });
    dir = mkdtempSync(join(tmpdir(), 'oplab-client-go-'));
    writeFileSync(join(dir, 'kubeconfig'), kubeconfigYaml(server.url, pki, 'admin'));
    copyFileSync(join(import.meta.dirname, 'testdata/client-go/main.go'), join(dir, 'main.go'));
    const version = 'version' in found ? found.version : '';
    writeFileSync(join(dir, 'go.mod'), `module clientgo\n\ngo 1.23\n\nrequire k8s.io/client-go ${version}\n`);
    const r = spawnSync(go as string, ['mod', 'tidy'], { cwd: dir, env: env(), encoding: 'utf8' });
    if (r.status !== 0) tidy = r.stderr;
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    if (dir) removeScratch(dir);
  });

  test('create, update, a stale update is a Conflict, a selector list, a NotFound', async (ctx) => {
    if (tidy !== '') {
      console.log(
        `test/cluster/client-go.test.ts: skipped: the module cache lacks client-go's dependencies:\n${tidy}`,
      );
      ctx.skip();
    }
    // Async, so this process's server keeps answering while the program runs.
    const r = await new Promise<{ code: number; out: string; err: string }>((resolve) => {
      const p = spawn(go as string, ['run', '.', join(dir, 'kubeconfig')], { cwd: dir, env: env() });
      let out = '';
      let err = '';
      p.stdout.on('data', (c: Buffer) => (out += c.toString()));
      p.stderr.on('data', (c: Buffer) => (err += c.toString()));
      p.on('close', (code) => resolve({ code: code ?? -1, out, err }));
    });
    expect(r.err).toBe('');
    expect(r.out.split('\n')).toEqual([
      'create client-go-made v1',
      'stale update conflict: true',
      'Operation cannot be fulfilled on configmaps "client-go-made": the object has been modified; please apply your changes to the latest version and try again',
      'list 0',
      'get true secrets "nowhere" not found',
      '',
    ]);
    expect(r.code).toBe(0);
  }, 600_000);
});

// A real Go client against the served cluster: a plain net/http program (testdata/go-client/main.go;
// only the standard library, as no module proxy is reachable to fetch client-go) lists, watches from
// the list's resourceVersion, creates, updates, and gets a 409 Conflict for a stale resourceVersion.
// Skipped, with the reason printed, where no Go toolchain is installed.
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { makePki, type Pki } from '../../src/cluster/pki.ts';
import { type ClusterServer, startClusterServer } from '../../src/cluster/server.ts';
import { ApiServer } from '../../src/kube/apiserver/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const candidates = [process.env.GO, '/usr/lib/go-1.23/bin/go', '/usr/lib/go-1.19/bin/go', 'go'].filter(
  (g): g is string => typeof g === 'string' && g !== '',
);
const go = candidates.find((g) => spawnSync(g, ['version'], { encoding: 'utf8' }).status === 0);
if (!go) console.log('test/cluster/go-client.test.ts: skipped: no Go toolchain on this machine');

let pki: Pki;
let server: ClusterServer;
let dir: string;

describe.skipIf(!go)('a Go program over net/http against the served cluster', () => {
  beforeAll(async () => {
    const api = new ApiServer({ clock: { now: () => Date.now() } });
    pki = await makePki([{ name: 'admin', groups: ['system:masters'] }]);
    server = await startClusterServer({ api, pki });
    dir = mkdtempSync(join(tmpdir(), 'oplab-go-client-'));
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    if (dir) removeScratch(dir);
  });

  test('list, watch in order after the list, create, update, and a stale update is a 409', async () => {
    const admin = pki.clients.get('admin');
    writeFileSync(join(dir, 'ca.crt'), pki.ca.cert);
    writeFileSync(join(dir, 'admin.crt'), admin?.cert ?? '');
    writeFileSync(join(dir, 'admin.key'), admin?.key ?? '');
    const src = join(dir, 'src');
    mkdirSync(src);
    copyFileSync(join(import.meta.dirname, 'testdata/go-client/main.go'), join(src, 'main.go'));
    writeFileSync(join(src, 'go.mod'), 'module goclient\n\ngo 1.19\n');
    // The build cache is kept between runs (the standard library's net/http is slow to build).
    const cache = join(tmpdir(), 'oplab-go-client-cache');
    if (!existsSync(cache)) mkdirSync(cache);
    const env = {
      ...process.env,
      GOCACHE: cache,
      GOPATH: join(dir, 'gopath'),
      GOPROXY: 'off',
      GOFLAGS: '-mod=mod',
      GOTOOLCHAIN: 'local',
      HOME: dir,
    };
    // Async, so this process's server keeps answering while the program runs.
    const r = await new Promise<{ code: number; out: string; err: string }>((resolve) => {
      const p = spawn(
        go ?? 'go',
        ['run', '.', server.url, join(dir, 'ca.crt'), join(dir, 'admin.crt'), join(dir, 'admin.key')],
        { cwd: src, env },
      );
      let out = '';
      let err = '';
      p.stdout.on('data', (c: Buffer) => (out += c.toString()));
      p.stderr.on('data', (c: Buffer) => (err += c.toString()));
      p.on('close', (code) => resolve({ code: code ?? -1, out, err }));
    });
    expect(r.err).toBe('');
    expect(r.out.split('\n')).toEqual([
      'list 200 ConfigMapList 0',
      'create 201 go-made',
      'update 200',
      'stale update 409 Conflict Operation cannot be fulfilled on configmaps "go-made": the object has been modified; please apply your changes to the latest version and try again',
      'watch ADDED go-made 1',
      'watch MODIFIED go-made 2',
      '',
    ]);
    expect(r.code).toBe(0);
  }, 600_000);
});

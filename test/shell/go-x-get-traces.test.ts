// -x traces the go command's HTTP requests as cmd/go/internal/web/http.go prints them on stderr:
// `# get URL` before each request and `# get URL: <error>` or `# get URL: 404 Not Found (0.002s)`
// after it. The lines show which requests go makes: a listed module whose .info fails still has
// its .mod read (modload moduleInfo, for the go version) when go.sum has its line; a failed
// path@version query does not. Each line whose requests go makes one after another runs with the
// machine's go and in the terminal, on the gomod-proxy exercise's project, against a refused proxy.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTerminalExercise } from '../../src/shell/exercises/definition.ts';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const GO = '/usr/lib/go-1.23/bin/go';
const PROJECT = '/home/user/memcached-operator';
const PROXY = 'http://127.0.0.1:9';

const work = mkdtempSync(join(tmpdir(), 'oplab-xget-'));
afterAll(() => removeScratch(work));

function files(): Record<string, string> {
  const ex = loadTerminalExercise('gomod-proxy');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(ex.files)) if (k.startsWith(`${PROJECT}/`)) out[k] = v;
  return out;
}

function real(line: string, fs: Record<string, string>): string {
  const dir = mkdtempSync(join(work, 'run-'));
  for (const [k, v] of Object.entries(fs)) {
    const p = join(dir, k);
    mkdirSync(dirname(p), { recursive: true });
    writeFileSync(p, v);
  }
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: join(dir, PROJECT),
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: '/usr/lib/go-1.23/bin:/usr/bin:/bin',
      HOME: join(dir, 'home/user'),
      GOCACHE: join(work, 'cache'),
      GOPROXY: PROXY,
      GOFLAGS: '-modcacherw',
      GOTOOLCHAIN: 'local',
    },
  });
  return r.stdout;
}

async function simulated(line: string, fs: Record<string, string>, proxy = PROXY): Promise<string> {
  const s = await ShellSession.create({ files: fs, cwd: PROJECT, profile: 'open' });
  await s.run(`export GOPROXY=${proxy}`);
  const r = await s.run(line);
  return r.chunks.map((c) => c.text).join('');
}

describe.skipIf(!existsSync(GO))('go -x: the # get lines of each request', () => {
  it('listed modules: .info, then .mod; a path@version query: .info alone; GOFLAGS=-x too', async () => {
    for (const line of [
      'go mod download -x k8s.io/api sigs.k8s.io/controller-runtime; echo "st $?"',
      'go mod download -x -json k8s.io/api@v0.28.0; echo "st $?"',
      'go list -x -m -versions k8s.io/api; echo "st $?"',
      'GOFLAGS=-x go list -m -e -json k8s.io/api; echo "st $?"',
      'go mod download k8s.io/api; echo "st $?"',
    ]) {
      const fs = files();
      expect({ line, out: await simulated(line, fs) }).toEqual({ line, out: real(line, fs) });
    }
  });

  it('go mod tidy -x: each zip request, traced with its go: downloading line', async () => {
    // the downloads run in parallel, so the lines interleave differently from run to run: each
    // request's two lines are compared as a set
    const line = 'go mod tidy -x; echo "st $?"';
    const traces = (out: string) =>
      out
        .split('\n')
        .filter((l) => l.startsWith('# get ') || l.startsWith('go: downloading '))
        .sort();
    const fs = files();
    const sim = await simulated(line, fs);
    expect(traces(sim)).toEqual(traces(real(line, fs)));
    expect(sim).toMatch(
      /^go: downloading k8s\.io\/api v0\.28\.0\n# get http:\/\/127\.0\.0\.1:9\/k8s\.io\/api\/@v\/v0\.28\.0\.zip\n/,
    );
  });
});

describe.skipIf(!existsSync(GO))('go -x while the module graph loads', () => {
  it('every root’s .mod is asked for, in parallel; the first root’s failure is reported', async () => {
    // modload.readModGraph loads the roots' go.mod files through a par.Queue: each request is
    // traced (in an order that varies, so compared as a set), and the error is the first root's
    const sorted = (out: string) => {
      const lines = out.split('\n');
      return [
        ...lines.filter((l) => l.startsWith('# get ')).sort(),
        ...lines.filter((l) => !l.startsWith('# get ')),
      ];
    };
    for (const line of [
      'go mod download -x; echo "st $?"',
      'go get -x k8s.io/api@v0.28.0; echo "st $?"',
      'go mod graph -x; echo "st $?"',
    ]) {
      const fs = files();
      const sim = sorted(await simulated(line, fs));
      expect({ line, out: sim }).toEqual({ line, out: sorted(real(line, fs)) });
      expect(sim.filter((l) => l.endsWith('.mod')).length).toBeGreaterThan(1);
    }
  });
});

describe('go -x against a proxy that answers', () => {
  it('an HTTP status is traced with the time the request took', async () => {
    // [CAPTURED] go1.23.5: `# get http://…/k8s.io/api/@v/v0.28.0.info: 404 Not Found (0.002s)`
    const out = await simulated(
      'go mod download -x example.com/nope@v1.0.0',
      files(),
      'https://proxy.golang.org',
    );
    const lines = out.split('\n');
    expect(lines[0]).toBe('# get https://proxy.golang.org/example.com/nope/@v/v1.0.0.info');
    expect(lines[1]).toMatch(
      /^# get https:\/\/proxy\.golang\.org\/example\.com\/nope\/@v\/v1\.0\.0\.info: 404 Not Found \(\d+\.\d{3}s\)$/,
    );
  });
});

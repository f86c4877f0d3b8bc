// An import that cannot be loaded is reported from the package that imports it, as the go
// command's loader walks the main module (modload loader.buildStacks, loadPkg.stackText): `go:
// example.com/m/cmd imports\n\tP: …`, a test's import `… tested by\n\t….test imports\n\tP`, in the
// walk's order (each package's imports, then its test). Each line runs with the machine's go1.23.5
// and in the terminal, on the gomod-proxy exercise's project (internal/controller imports
// apimachinery's runtime package as cmd does), against a proxy whose port refuses
// connections (the same `connect: connection refused` text in both).
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

const work = mkdtempSync(join(tmpdir(), 'oplab-stacks-'));
afterAll(() => removeScratch(work));

/** The exercise's project, with a test file that imports logr, which go.mod requires without a go.sum line. */
function files(withSums: boolean): Record<string, string> {
  const ex = loadTerminalExercise('gomod-proxy');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(ex.files)) if (k.startsWith(`${PROJECT}/`)) out[k] = v;
  out[`${PROJECT}/go.mod`] += 'require github.com/go-logr/logr v1.2.4\n';
  out[`${PROJECT}/internal/controller/x_test.go`] =
    'package controller\n\nimport (\n\t"testing"\n\n\t"github.com/go-logr/logr"\n)\n\nfunc TestX(t *testing.T) { _ = logr.Discard() }\n';
  if (!withSums) delete out[`${PROJECT}/go.sum`];
  return out;
}

/** `go: downloading` lines come as go's parallel downloads start: each run of them is sorted. */
function normalise(out: string): string {
  const lines = out.split('\n');
  const dl = (l: string) => l.startsWith('go: downloading ');
  for (let i = 0; i < lines.length; i++) {
    if (!dl(lines[i])) continue;
    let j = i;
    while (j < lines.length && dl(lines[j])) j++;
    lines.splice(i, j - i, ...lines.slice(i, j).sort());
    i = j;
  }
  return lines.join('\n');
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
    env: {
      PATH: '/usr/lib/go-1.23/bin:/usr/bin:/bin',
      HOME: join(dir, 'home/user'),
      GOCACHE: join(work, 'cache'),
      GOPROXY: PROXY,
      GOFLAGS: '-modcacherw',
      GOTOOLCHAIN: 'local',
    },
  });
  return normalise(r.stdout);
}

async function simulated(line: string, fs: Record<string, string>): Promise<string> {
  const s = await ShellSession.create({ files: fs, cwd: PROJECT, profile: 'open' });
  await s.run(`export GOPROXY=${PROXY}`);
  const r = await s.run(line);
  return normalise(r.chunks.map((c) => c.text).join(''));
}

describe.skipIf(!existsSync(GO))('import errors name the importing package', () => {
  it('go mod tidy: each download failure from the package that imports it, a test import through its test', async () => {
    for (const line of ['go mod tidy; echo "st $?"']) {
      const fs = files(true);
      expect({ line, out: await simulated(line, fs) }).toEqual({ line, out: real(line, fs) });
    }
  });

  it('go build/vet/run/test: each import of a module that failed to download, once, at its first importer, from the named packages', async () => {
    for (const line of [
      'go build ./...; echo "st $?"',
      'go vet ./...; echo "st $?"',
      'go run ./cmd; echo "st $?"',
      'cd cmd && go build; echo "st $?"',
      'go test ./...; echo "st $?"',
    ]) {
      const fs = files(true);
      expect({ line, out: await simulated(line, fs) }).toEqual({ line, out: real(line, fs) });
    }
  });

  it('go build: a missing go.sum line is reported once per package, imported by the package that imports it', async () => {
    for (const line of ['go build ./...; echo "st $?"', 'go build ./internal/...; echo "st $?"']) {
      const fs = files(false);
      expect({ line, out: await simulated(line, fs) }).toEqual({ line, out: real(line, fs) });
    }
  });

  it('go mod why: the answer comes after the downloads of the packages it loaded', async () => {
    for (const line of [
      'go mod why k8s.io/api/core/v1; echo "st $?"',
      // no argument: the current directory's package (none in the module root), or the main module
      'go mod why; echo "st $?"',
      'cd cmd && go mod why; echo "st $?"',
      'go mod why -m; echo "st $?"',
    ]) {
      const fs = files(true);
      expect({ line, out: await simulated(line, fs) }).toEqual({ line, out: real(line, fs) });
    }
  });

  it('go mod vendor: a missing go.sum line names the importer and `go get -t` for a test', async () => {
    for (const line of ['go mod vendor; echo "st $?"']) {
      const fs = files(false);
      expect({ line, out: await simulated(line, fs) }).toEqual({ line, out: real(line, fs) });
    }
  });
});

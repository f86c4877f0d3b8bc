// `go list` of the main module's packages when their imports cannot be loaded, as go1.23.5 answers
// (cmd/go/internal/list/list.go): with -pgo=auto (the default) and more than one package named, the
// whole package list is walked and each loaded package's error is printed at its import (a failed
// zip download, a missing go.sum line), before the listing, with status 1; one package, -pgo=off
// or -e list quietly with status 0. The zips come down in parallel, and the listing follows the
// go command's own lines. `go list -m -versions` looks up the main module's version list too.
// Each line runs with the machine's go and in the terminal, on the gomod-proxy exercise's project.
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

const work = mkdtempSync(join(tmpdir(), 'oplab-listpkg-'));
afterAll(() => removeScratch(work));

function files(withSums: boolean): Record<string, string> {
  const ex = loadTerminalExercise('gomod-proxy');
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(ex.files)) if (k.startsWith(`${PROJECT}/`)) out[k] = v;
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
  return normalise(r.stdout);
}

async function simulated(line: string, fs: Record<string, string>): Promise<string> {
  const s = await ShellSession.create({ files: fs, cwd: PROJECT, profile: 'open' });
  await s.run(`export GOPROXY=${PROXY}`);
  const r = await s.run(line);
  return normalise(r.chunks.map((c) => c.text).join(''));
}

describe.skipIf(!existsSync(GO))('go list of packages whose imports cannot be loaded', () => {
  it('a refused proxy: the errors of several packages are printed before the listing, status 1', async () => {
    for (const line of [
      'go list ./...; echo "st $?"',
      'go list -f "{{.Name}}" ./cmd ./internal/controller; echo "st $?"',
      'go list ./cmd; echo "st $?"',
      'cd cmd && go list ./...; echo "st $?"',
      'go list -pgo=off ./...; echo "st $?"',
      'go list -e ./...; echo "st $?"',
    ]) {
      const fs = files(true);
      expect({ line, out: await simulated(line, fs) }).toEqual({ line, out: real(line, fs) });
    }
  });

  it('no go.sum: missing go.sum lines, and nothing is downloaded', async () => {
    for (const line of ['go list ./...; echo "st $?"', 'go list ./cmd; echo "st $?"']) {
      const fs = files(false);
      expect({ line, out: await simulated(line, fs) }).toEqual({ line, out: real(line, fs) });
    }
  });

  it('go list -m -versions asks for the main module versions too', async () => {
    for (const line of [
      'go list -m -versions; echo "st $?"',
      'go list -m -versions -json example.com/memcached-operator; echo "st $?"',
      'go list -m -e -versions; echo "st $?"',
      'go list -m -versions all; echo "st $?"',
    ]) {
      const fs = files(true);
      expect({ line, out: await simulated(line, fs) }).toEqual({ line, out: real(line, fs) });
    }
  });
});

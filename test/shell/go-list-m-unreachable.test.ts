// `go list -m` against a proxy that refuses connections, as go1.23.5 answers (modload/list.go
// listModules): a module go.mod lists is looked up alone (its .info) when the graph is pruned (go
// 1.17 and later), without loading the module graph; `all` needs the graph, whose error -e leaves
// out; -versions still asks for the list of a module whose .info failed. `go mod download M` finds
// M's version the same way. Each line runs with the machine's go and in the terminal, on the
// gomod-proxy exercise's project.
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

const work = mkdtempSync(join(tmpdir(), 'oplab-listm-'));
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

/** `go: downloading` lines come as go's parallel downloads start: compared as a set, first. */
function normalise(out: string): string {
  const lines = out.split('\n');
  const downloads = lines.filter((l) => l.startsWith('go: downloading ')).sort();
  return [...downloads, ...lines.filter((l) => !l.startsWith('go: downloading '))].join('\n');
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

describe.skipIf(!existsSync(GO))('go list -m with the proxy unreachable', () => {
  it('names only the listed modules, loads the graph for all, and -e lists what go.mod requires', async () => {
    for (const line of [
      'go list -m k8s.io/api; echo "st $?"',
      'go list -m -json sigs.k8s.io/controller-runtime; echo "st $?"',
      'go list -m -versions sigs.k8s.io/controller-runtime k8s.io/api; echo "st $?"',
      'go list -m -e -versions k8s.io/api; echo "st $?"',
      'go list -m all; echo "st $?"',
      'go list -m -e all; echo "st $?"',
      'go list -m -u all; echo "st $?"',
    ]) {
      const fs = files(true);
      expect({ line, out: await simulated(line, fs) }).toEqual({ line, out: real(line, fs) });
    }
  });

  it('go mod download of a listed module reports its .info failure, as JSON with -json', async () => {
    for (const line of [
      'go mod download -json k8s.io/api; echo "st $?"',
      'go mod download k8s.io/api sigs.k8s.io/controller-runtime; echo "st $?"',
    ]) {
      const fs = files(true);
      expect({ line, out: await simulated(line, fs) }).toEqual({ line, out: real(line, fs) });
    }
  });
});

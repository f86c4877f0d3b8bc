// `go env -w` and `go env -u` refuse what the real go1.23.5 refuses (envcmd/env.go checkEnvWrite and
// checkBuildConfig: read-only and OS-only variables, unknown names, bad GO111MODULE, relative paths,
// GOOS/GOARCH pairs, experiments, repeated keys, flag combinations), and `go env -changed` lists
// what was changed. Each line is run by the machine's bash and go and by the terminal.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const GO = '/usr/lib/go-1.23/bin/go';
const GO_MOD = 'module example.com/app\n\ngo 1.23\n';
const MAIN = 'package main\n\nfunc main() {}\n';

const work = mkdtempSync(join(tmpdir(), 'oplab-goenv-'));
afterAll(() => removeScratch(work));

/** The machine's bash and go in /home/user/app of a fresh home; stderr into the same pipe. */
function real(line: string): string {
  const root = join(work, Math.random().toString(36).slice(2));
  const dir = join(root, 'home/user/app');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'go.mod'), GO_MOD);
  writeFileSync(join(dir, 'main.go'), MAIN);
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: '/usr/lib/go-1.23/bin:/usr/bin:/bin', HOME: join(root, 'home/user') },
  });
  return r.stdout.replaceAll(root, '');
}

async function simulated(line: string): Promise<string> {
  const s = await ShellSession.create({
    files: { '/home/user/app/go.mod': GO_MOD, '/home/user/app/main.go': MAIN },
    cwd: '/home/user/app',
    goToolchain: srcGoToolchain,
  });
  const r = await s.run(line);
  return r.chunks.map((c) => c.text).join('');
}

describe.skipIf(!existsSync(GO))('go env -w, -u and -changed', () => {
  it('refuse and warn with go1.23.5’s words and status', async () => {
    for (const line of [
      'go env -w GOVERSION=go1.22; echo "st $?"',
      'go env -u GOVERSION; echo "st $?"',
      'go env -w GOWORK=off; echo "st $?"',
      'go env -w GODEBUG=x=1; echo "st $?"',
      'go env -w GOTELEMETRY=off; echo "st $?"',
      'go env -w GOARM=7; echo "st $?"; cat ~/.config/go/env',
      'go env -w; echo "st $?"',
      'go env -u; echo "st $?"',
      'go env -w GO111MODULE=bad; echo "st $?"',
      'go env -w GOPATH=relative; echo "st $?"',
      `go env -w 'GOPATH=~/go'; echo "st $?"`,
      'go env -w GOMODCACHE=rel; echo "st $?"',
      'go env -w CC=./gcc; echo "st $?"',
      'go env -w GOTMPDIR=rel; echo "st $?"',
      'go env -w GOOS=plan10; echo "st $?"',
      'go env -w GOARCH=wasm; echo "st $?"',
      'go env -w GOARCH=arm GOOS=plan9; echo "st $?"; cat ~/.config/go/env',
      'go env -w GOEXPERIMENT=nope; echo "st $?"',
      'GOPROXY=off go env -w GOPROXY=a GOPROXY=b; echo "st $?"',
      'go env -w -json GOPROXY=x; echo "st $?"',
      'go env -u -w GOPROXY; echo "st $?"',
      'go env FOO=bar; echo "st $?"',
      'go env GOPROXY -w; echo "st $?"',
      'GOENV=off go env GOENV; GOENV=off go env -w GOBIN=/x; echo "st $?"; cat ~/.config/go/env',
      'go env -w GOFLAGS=-mod=mod GOOS=windows; cat ~/.config/go/env; go env -u GOOS GOFLAGS; echo "st $?"; cat ~/.config/go/env',
      // -u rewrites the env file, which must be there
      'go env -u GOPROXY; echo "st $?"',
      'go env -u GOOS GOARCH=x; echo "st $?"',
    ]) {
      expect({ line, out: await simulated(line) }).toEqual({ line, out: real(line) });
    }
  }, 300_000);

  it('-changed lists what differs from the defaults', async () => {
    for (const line of [
      'go env -changed; echo "st $?"',
      'go env -w GOPROXY=off GOFLAGS=-v; go env -changed; go env -changed -json; go env -json -changed GOSUMDB; go env -changed GOFLAGS GOPROXY GOOS',
      'GOTOOLCHAIN=auto GOSUMDB=sum.golang.org GOOS=windows go env -changed',
      'GO111MODULE=on GOMODCACHE=/x CGO_ENABLED=0 GOPRIVATE=a.com go env -changed',
      'go env -w CGO_ENABLED=0 GONOSUMDB=b.com; go env -changed',
    ]) {
      expect({ line, out: await simulated(line) }).toEqual({ line, out: real(line) });
    }
  }, 300_000);
});

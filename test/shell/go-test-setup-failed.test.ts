// go test and go vet load each package's tests: an import of a _test.go file that no requirement
// provides, or whose module has no go.sum line, is that package's setup failure (`# pkg`, the error,
// `FAIL pkg [setup failed]`), and the other packages are still tested. go build ignores tests. An
// error's file is named relative to the current directory (base.ShortPath). Each line runs with
// the machine's go1.23.5 against a file:// proxy and in the terminal.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const GO = '/usr/lib/go-1.23/bin/go';
const APP = '/home/user/app';
const GO_MOD = 'module example.com/app\n\ngo 1.23\n';
const MAIN = 'package main\n\nfunc main() {}\n';
const MAIN_TEST =
  'package main\n\nimport (\n\t"testing"\n\n\t"github.com/go-logr/logr"\n)\n\nfunc TestX(t *testing.T) { _ = logr.Discard() }\n';
// an external test: its first failing import in path order is example.com/zz
const X_TEST =
  'package main_test\n\nimport (\n\t"testing"\n\n\t"github.com/go-logr/logr/funcr"\n\t"example.com/zz"\n)\n\nfunc TestY(t *testing.T) {}\n';
const A = 'package a\n\nfunc A() int { return 1 }\n';
const A_TEST = 'package a\n\nimport "testing"\n\nfunc TestA(t *testing.T) {}\n';

const work = mkdtempSync(join(tmpdir(), 'oplab-setup-'));
afterAll(() => removeScratch(work));
beforeAll(() => {
  // the proxy serves logr's go.mod, enough for go to see the requirement it has no go.sum line for
  const d = join(work, 'proxy/github.com/go-logr/logr/@v');
  mkdirSync(d, { recursive: true });
  writeFileSync(join(d, 'list'), 'v1.4.1\n');
  writeFileSync(join(d, 'v1.4.1.mod'), 'module github.com/go-logr/logr\n\ngo 1.18\n');
  writeFileSync(join(d, 'v1.4.1.info'), '{"Version":"v1.4.1","Time":"2023-12-21T15:57:58Z"}');
});

function real(line: string, files: Record<string, string>): string {
  const home = join(work, 'home');
  removeScratch(home);
  for (const [k, v] of Object.entries(files)) {
    const p = join(work, k);
    mkdirSync(join(p, '..'), { recursive: true });
    writeFileSync(p, v);
  }
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: join(work, APP),
    encoding: 'utf8',
    env: {
      PATH: '/usr/lib/go-1.23/bin:/usr/bin:/bin',
      HOME: join(home, 'user'),
      GOCACHE: join(work, 'cache'),
      GOPROXY: `file://${work}/proxy`,
      GOSUMDB: 'off',
      GOFLAGS: '-modcacherw',
    },
  });
  // the terminal's tests take a fixed 0.012s (test.ts TEST_ELAPSED)
  return r.stdout.replaceAll(work, '').replace(/\t\d+\.\d{3}s\n/g, '\t0.012s\n');
}

async function simulated(line: string, files: Record<string, string>): Promise<string> {
  const s = await ShellSession.create({ files, cwd: APP, goToolchain: srcGoToolchain });
  const r = await s.run(line);
  return r.chunks.map((c) => c.text).join('');
}

async function same(files: Record<string, string>, lines: string[]): Promise<void> {
  for (const line of lines)
    expect({ line, out: await simulated(line, files) }).toEqual({ line, out: real(line, files) });
}

describe.skipIf(!existsSync(GO))('a test file’s import that cannot be loaded', () => {
  it('fails the setup of its package: go test frames it, go vet prints it, go build ignores it', async () => {
    await same({ [`${APP}/go.mod`]: GO_MOD, [`${APP}/main.go`]: MAIN, [`${APP}/main_test.go`]: MAIN_TEST }, [
      'go test .; echo "st $?"',
      'go test; echo "st $?"',
      'go vet .; echo "st $?"',
      'go test -json .; echo "st $?"',
      'go build . && echo built',
    ]);
  }, 300_000);

  it('the other packages are still tested; internal tests before external ones; paths from the current directory', async () => {
    const files = {
      [`${APP}/go.mod`]: GO_MOD,
      [`${APP}/main.go`]: MAIN,
      [`${APP}/main_test.go`]: MAIN_TEST,
      [`${APP}/x_test.go`]: X_TEST,
      [`${APP}/a/a.go`]: A,
      [`${APP}/a/a_test.go`]: A_TEST,
    };
    await same(files, [
      'go test -count=1 ./...; echo "st $?"',
      'go vet ./...; echo "st $?"',
      'cd a && go test -count=1 ./.. ../a; echo "st $?"',
    ]);
    await same({ [`${APP}/go.mod`]: GO_MOD, [`${APP}/main.go`]: MAIN, [`${APP}/x_test.go`]: X_TEST }, [
      'go test .; echo "st $?"',
    ]);
  }, 300_000);

  it('a required module with no go.sum line is added with go get -t', async () => {
    const goMod = `${GO_MOD}\nrequire github.com/go-logr/logr v1.4.1\n`;
    await same({ [`${APP}/go.mod`]: goMod, [`${APP}/main.go`]: MAIN, [`${APP}/main_test.go`]: MAIN_TEST }, [
      'go test .; echo "st $?"',
      'go vet .; echo "st $?"',
    ]);
  }, 300_000);
});

// Module queries where there is no module and with paths that are no module paths, compared line for
// line with the machine's go1.23: outside a module `go list -m` lists command-line-arguments, refuses
// all/patterns/bare paths as modload listModules does and still answers path@version queries; `go mod
// download` wants modules named; `go list` of a local directory needs go.mod while a local wildcard
// names its directory prefix; module.CheckPath's `malformed module path` comes before any lookup
// (modload lookupRepo), printed as modget reportError and list's modinfoError print it.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const GO = '/usr/lib/go-1.23/bin/go';
const GO_MOD = 'module example.com/app\n\ngo 1.23\n';
const MAIN = 'package main\n\nfunc main() {}\n';

const work = mkdtempSync(join(tmpdir(), 'oplab-noroot-'));
afterAll(() => removeScratch(work));

function real(line: string): string {
  const dir = join(work, `app${Math.random().toString(36).slice(2)}`);
  const home = `${dir}-home`;
  mkdirSync(dir, { recursive: true });
  mkdirSync(home, { recursive: true });
  writeFileSync(join(dir, 'go.mod'), GO_MOD);
  writeFileSync(join(dir, 'main.go'), MAIN);
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: '/usr/lib/go-1.23/bin:/usr/bin:/bin',
      HOME: home,
      GOCACHE: join(work, 'cache'),
      GOPATH: join(work, 'gopath'),
      GOTOOLCHAIN: 'local',
      GOPROXY: 'off',
    },
  });
  return r.stdout.replaceAll(dir, '/home/user/app');
}

async function simulated(line: string): Promise<string> {
  const s = await ShellSession.create({
    files: { '/home/user/app/go.mod': GO_MOD, '/home/user/app/main.go': MAIN },
    cwd: '/home/user/app',
    env: { GOPROXY: 'off' },
  });
  const r = await s.run(line);
  return r.chunks.map((c) => c.text).join('');
}

// a directory with no go.mod above it: the scratch directory's sibling of the module
const OUT = 'mkdir -p ../w/x && cd ../w && ';

describe.skipIf(!existsSync(GO))(
  'module queries outside a module and on malformed paths, as go1.23.5',
  () => {
    it.each([
      [`${OUT}go list -m`],
      [`${OUT}go list -m -json`],
      [`${OUT}go list -m -f '{{.Path}} {{.Main}} {{.GoVersion}}'`],
      [`${OUT}go list -m -u`],
      [`${OUT}go list -m -versions`],
      [`${OUT}go list -m all`],
      [`${OUT}go list -m ...`],
      [`${OUT}go list -m x`],
      [`${OUT}go list -m github.com/x/y@upgrade`],
      [`${OUT}go list -m github.com/x/y@latest`],
      [`${OUT}go list -m github.com/x/y@v1.0.0`],
      [`${OUT}go list -m -versions github.com/x/y`],
      [`${OUT}go mod download`],
      [`${OUT}go mod download all`],
      [`${OUT}go mod download x`],
      [`${OUT}go mod download -json x@v1.0.0`],
      [`${OUT}go mod download github.com/x/y@v1.0.0`],
      [`${OUT}go list`],
      [`${OUT}go list ./x`],
      [`${OUT}go list ./x/...`],
      [`${OUT}go list ./...`],
      [`${OUT}go list . fmt`],
      ['cd /tmp && go list ../...'],
      ['go list -m ./x'],
      ["go list -m 'a\\b'"],
      ['go list -m github.com/x/y@v1.0.0'],
      ['go list -m -e -json github.com/x/y@latest'],
      ['go list -m -e -json x@v1.0.0'],
      ['go get x'],
      ['go get x@v1.0.0'],
      ['go get x/y/z'],
      ['go get -u x'],
      ['go get Example.com/x@v1.0.0'],
      ['go list -m x@latest'],
      ['go list -m -versions x'],
      ['go mod download x@v1.0.0'],
    ])('%s', async (cmd) => {
      const line = `${cmd}; echo "st $?"`;
      expect(await simulated(line)).toBe(real(line));
    });
  },
);

// The packages go build / vet / test / install / run name, as the go command loads them
// ([SOURCE] go1.23 cmd/go/internal/load/pkg.go PackagesAndErrors, modload/load.go and import.go):
// `.go` arguments are files only when one of them is an existing file, else package paths
// (`go build nosuch.go` looks for the package "nosuch.go"); a directory that does not exist is `stat
// DIR: directory not found`; a path outside std that no required module provides (the main
// module's included) is `no required module provides package P; to add it:`. Before, the terminal
// said `stat nosuch.go: no such file or directory`, `no Go files in /home/user/app/example.org/x`,
// and `go test example.org/x` passed with `[no test files]`. Each line runs in the machine's bash
// with go1.23.5 and in the terminal (GOROOT differs: the machine's is Debian's, so no line here
// names it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const GO = '/usr/lib/go-1.23/bin/go';
const FILES: Record<string, string> = {
  'go.mod': 'module example.com/app\n\ngo 1.23\n',
  'main.go': 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hi")\n}\n',
};

const work = mkdtempSync(join(tmpdir(), 'oplab-named-'));
afterAll(() => removeScratch(work));

function real(line: string): string {
  const root = mkdtempSync(join(work, 'r-'));
  const dir = join(root, 'home/user/app');
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of Object.entries(FILES)) writeFileSync(join(dir, name), text);
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: dir,
    encoding: 'utf8',
    env: {
      PATH: '/usr/lib/go-1.23/bin:/usr/bin:/bin',
      HOME: join(root, 'home/user'),
      GOTOOLCHAIN: 'local',
      GOPROXY: 'off',
      GOCACHE: join(work, 'gocache'),
    },
  });
  return r.stdout.replaceAll(root, '');
}

async function simulated(line: string): Promise<string> {
  const s = await ShellSession.create({
    files: Object.fromEntries(Object.entries(FILES).map(([n, t]) => [`/home/user/app/${n}`, t])),
    cwd: '/home/user/app',
    goToolchain: srcGoToolchain,
    env: { GOPROXY: 'off' },
  });
  return (await s.run(line)).chunks.map((c) => c.text).join('');
}

describe.skipIf(!existsSync(GO))('packages named on the command line', () => {
  it('load or fail as go1.23 loads them', async () => {
    for (const line of [
      'go build nosuch.go; echo "st $?"',
      'go vet nosuch.go; echo "st $?"',
      'go test nosuch.go; echo "st $?"',
      'mkdir d.go; go build d.go; echo "st $?"',
      // an existing file among them: all are files
      'go build main.go nosuch.go; echo "st $?"',
      'go run nosuch.go; echo "st $?"',
      'go build ./nosuch.go; echo "st $?"',
      'go build ./nosuchdir ../app/gone; echo "st $?"',
      'go build example.org/x; echo "st $?"',
      'go test example.org/x; echo "st $?"',
      'go install example.org/x example.org/y; echo "st $?"',
      'go run example.org/x; echo "st $?"',
      'go build -mod=readonly example.org/x; echo "st $?"',
      'go build example.com/app/nosuch; echo "st $?"',
      'mkdir -p sub; printf "package sub\\n" > sub/s.go; go build example.com/app/sub . ./sub; echo "st $?"',
    ]) {
      expect({ line, out: await simulated(line) }).toEqual({ line, out: real(line) });
    }
  }, 180_000);
});

// `oplab go run` finds the module above the working directory as the go command does: `go run .` in
// cmd/hello builds the module's package (its imports of the module resolve), file names print from
// the directory (`../c/main.go`), an import path of the module runs its directory, and names that are
// no package get the go command's errors. Expectations are go1.23.5's in the same tree; where that go
// is installed, it is run too.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { removeScratch } from '../remove-scratch.ts';

const GO = '/usr/lib/go-1.23/bin/go';

const MODULE: Record<string, string> = {
  'go.mod': 'module example.com/m\n\ngo 1.23\n',
  'a/a.go': 'package a\n\nimport "fmt"\n\nfunc F() { fmt.Println("a.F") }\n',
  'b/b.go': 'package b\n\nfunc G() {}\n',
  'c/main.go': 'package main\n\nimport "fmt"\n\nfunc main() { x := 1; fmt.Println("c") }\n',
  'cmd/hello/main.go':
    'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/m/a"\n)\n\nfunc main() { a.F(); fmt.Println("hello") }\n',
};

const work = mkdtempSync(join(tmpdir(), 'oplab-gorun-pkgs-'));
afterAll(() => removeScratch(work));
for (const [name, src] of Object.entries(MODULE)) {
  mkdirSync(dirname(join(work, 'm', name)), { recursive: true });
  writeFileSync(join(work, 'm', name), src);
}

// [directory under the module, arguments, both streams as go1.23.5 prints them, status]
const CASES: [string, string, (w: string) => string, number][] = [
  ['cmd/hello', '.', () => 'a.F\nhello\n', 0],
  ['cmd/hello', 'main.go', () => 'a.F\nhello\n', 0],
  ['b', 'example.com/m/cmd/hello', () => 'a.F\nhello\n', 0],
  ['b', '../c', () => '# example.com/m/c\n../c/main.go:5:15: declared and not used: x\n', 1],
  ['cmd/hello', '../../b', () => 'package example.com/m/b is not a main package\n', 1],
  ['b', './c', (w) => `stat ${w}/m/b/c: directory not found\n`, 1],
  ['b', 'main.go', () => 'stat main.go: no such file or directory\n', 1],
  ['b', 'fmt', () => 'package fmt is not a main package\n', 1],
];

function oplab(cwd: string, args: string[]) {
  const r = spawnSync(process.execPath, [join(process.cwd(), 'src/cli/oplab.ts'), 'go', 'run', ...args], {
    cwd,
    timeout: 100_000,
    env: { ...process.env, OPLAB_FROM_SOURCE: '1', GOFLAGS: '' },
  });
  return { out: r.stdout.toString() + r.stderr.toString(), status: r.status };
}

describe('oplab go run: packages named from the working directory', { timeout: 300_000 }, () => {
  it.each(CASES)('in %s, go run %s', (dir, args, out, status) => {
    expect(oplab(join(work, 'm', dir), args.split(' '))).toEqual({ out: out(work), status });
  });

  it('outside any module, names that need one get the go command’s error', () => {
    const none = join(work, 'none');
    mkdirSync(none, { recursive: true });
    const noMod =
      "go.mod file not found in current directory or any parent directory; see 'go help modules'\n";
    expect(oplab(none, ['./x'])).toEqual({ out: `go: ${noMod}`, status: 1 });
    expect(oplab(none, ['example.com/m'])).toEqual({
      out: `no required module provides package example.com/m: ${noMod}`,
      status: 1,
    });
  });

  it.skipIf(!existsSync(GO))('agrees with the machine’s go1.23', () => {
    for (const [dir, args, out, status] of CASES) {
      const r = spawnSync(GO, ['run', ...args.split(' ')], {
        cwd: join(work, 'm', dir),
        env: {
          ...process.env,
          GOTOOLCHAIN: 'local',
          GOFLAGS: '-mod=mod',
          GOPROXY: 'off',
          GOCACHE: join(work, '.cache'),
        },
      });
      expect({ dir, args, out: r.stdout.toString() + r.stderr.toString(), status: r.status }).toEqual({
        dir,
        args,
        out: out(work),
        status,
      });
    }
  });
});

// The go command in a subdirectory of its module: packages named from there (`go build` alone is the
// directory's package, `..` the root's) and the compiler's and vet's file names printed from there
// (`./b.go`, `../main.go`). The terminal built and vetted the root package instead. Expectations are
// go1.23.5's in the same tree; where that go is installed, it is run too.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { srcGoToolchain } from '../../src/shell/go-toolchain.ts';
import { removeScratch } from '../remove-scratch.ts';
import { PROJECT, terminal } from './helpers.ts';

const GO = '/usr/lib/go-1.23/bin/go';

const MODULE: Record<string, string> = {
  'go.mod': 'module example.com/m\n\ngo 1.23\n',
  'a/a.go': 'package a\n\nimport "fmt"\n\nfunc F() {\n\tfmt.Printf("%d\\n", "x")\n}\n',
  'b/b.go': 'package b\n\nfunc G() { var x int }\n',
  'cmd/hello/main.go': 'package main\n\nimport "fmt"\n\nfunc main() { fmt.Println("hello") }\n',
  'main.go':
    'package main\n\nimport (\n\t"fmt"\n\t_ "example.com/m/a"\n)\n\nfunc main() { fmt.Printf("%s\\n", 1) }\n',
};

// [directory, command, what go1.23.5 prints (both streams), its status]
const CASES: [string, string, string, number][] = [
  [
    'a',
    'go vet',
    '# example.com/m/a\n./a.go:6:2: fmt.Printf format %d has arg "x" of wrong type string\n',
    1,
  ],
  ['b', 'go build', '# example.com/m/b\n./b.go:3:16: declared and not used: x\n', 1],
  ['b', 'go build ./...', '# example.com/m/b\n./b.go:3:16: declared and not used: x\n', 1],
  ['a', 'go build ../...', '# example.com/m/b\n../b/b.go:3:16: declared and not used: x\n', 1],
  ['cmd/hello', 'go vet ../../b', '# example.com/m/b\nvet: ../../b/b.go:3:16: declared and not used: x\n', 1],
  ['b', 'go run ..', '%!s(int=1)\n', 0],
  ['cmd/hello', 'go run .', 'hello\n', 0],
  ['cmd/hello', 'go run main.go', 'hello\n', 0],
  ['.', 'go build ./b', '# example.com/m/b\nb/b.go:3:16: declared and not used: x\n', 1],
];

const work = mkdtempSync(join(tmpdir(), 'oplab-gosubdir-'));
afterAll(() => removeScratch(work));

describe('go in a subdirectory of the module', { timeout: 120_000 }, () => {
  it('builds, vets and runs the packages named from there, and prints file names from there', async () => {
    const files = Object.fromEntries(Object.entries(MODULE).map(([n, s]) => [`${PROJECT}/${n}`, s]));
    const t = await terminal({ goToolchain: srcGoToolchain, files } as never);
    for (const [dir, line, out, code] of CASES) {
      const r = await t.run(`cd ${PROJECT}/${dir} && ${line}`);
      expect({ dir, line, out: r.out, code: r.code }).toEqual({ dir, line, out, code });
    }
    // a directory of the module named by its absolute path is that package, not an import path
    const abs = await t.run(`cd ${PROJECT}/b && go build ${PROJECT}/b`);
    expect({ out: abs.out, code: abs.code }).toEqual({ out: CASES[1][2], code: 1 });
  });

  it.skipIf(!existsSync(GO))('agrees with the machine’s go1.23', () => {
    for (const [name, src] of Object.entries(MODULE)) {
      mkdirSync(dirname(join(work, name)), { recursive: true });
      writeFileSync(join(work, name), src);
    }
    for (const [dir, line, out, code] of CASES) {
      const r = spawnSync(GO, line.split(' ').slice(1), {
        cwd: join(work, dir),
        env: {
          ...process.env,
          GOTOOLCHAIN: 'local',
          GOFLAGS: '-mod=mod',
          GOPROXY: 'off',
          GOCACHE: join(work, '.cache'),
          HOME: work,
          GOPATH: join(work, '.gopath'),
        },
      });
      expect({ line, out: r.stdout.toString() + r.stderr.toString(), code: r.status }).toEqual({
        line,
        out,
        code,
      });
    }
  });
});

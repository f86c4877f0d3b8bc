// `oplab go vet`: go1.23's analyzers over the module's packages or named files, as the terminal's
// `go vet` runs them, with the go command's lines and exit statuses. Expectations captured from
// go1.23.5 in the same directories (`go vet ... > out 2>&1`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'oplab-govet-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  }
  return dir;
}

function vet(cwd: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [join(process.cwd(), 'src/cli/oplab.ts'), 'go', 'vet', ...args], {
    cwd,
    timeout: 100_000,
    env: { ...process.env, OPLAB_FROM_SOURCE: '1', GOFLAGS: '' },
  });
  return { stdout: r.stdout.toString(), stderr: r.stderr.toString(), status: r.status };
}

const MODULE = {
  'go.mod': 'module example.com/m\n\ngo 1.23\n',
  'a/a.go': 'package a\n\nimport "fmt"\n\nfunc F() {\n\tfmt.Printf("%d\\n", "x")\n}\n',
  'main.go': 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hi")\n\tx := 1\n\tx = x\n}\n',
};

describe('oplab go vet', { timeout: 120_000 }, () => {
  it('vets a package of the module named by its directory', () => {
    const r = vet(tree(MODULE), './a');
    expect(r).toEqual({
      status: 1,
      stdout: '',
      stderr: '# example.com/m/a\na/a.go:6:2: fmt.Printf format %d has arg "x" of wrong type string\n',
    });
  });

  it("vets the working directory's package when none is named", () => {
    const r = vet(tree(MODULE));
    expect(r).toEqual({
      status: 1,
      stdout: '',
      stderr: '# example.com/m\n# [example.com/m]\n./main.go:8:2: self-assignment of x to x\n',
    });
  });

  it('names packages and prints file names from a subdirectory, as the go command does', () => {
    const a = join(tree(MODULE), 'a');
    expect(vet(a)).toEqual({
      status: 1,
      stdout: '',
      stderr: '# example.com/m/a\n./a.go:6:2: fmt.Printf format %d has arg "x" of wrong type string\n',
    });
    expect(vet(a, '..').stderr).toBe(
      '# example.com/m\n# [example.com/m]\n../main.go:8:2: self-assignment of x to x\n',
    );
  });

  it('vets named files outside any module, and says what is missing', () => {
    const dir = tree({
      'x.go': 'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Printf("%s\\n", 1)\n}\n',
    });
    expect(vet(dir, 'x.go')).toEqual({
      status: 1,
      stdout: '',
      stderr:
        '# command-line-arguments\n# [command-line-arguments]\n./x.go:6:2: fmt.Printf format %s has arg 1 of wrong type int\n',
    });
    expect(vet(dir).stderr).toBe(
      "go: go.mod file not found in current directory or any parent directory; see 'go help modules'\n",
    );
    expect(vet(dir, 'y.go').stderr).toBe(
      "no required module provides package y.go: go.mod file not found in current directory or any parent directory; see 'go help modules'\n",
    );
    expect(vet(dir, 'x.go', 'y.go').stderr).toBe('stat y.go: no such file or directory\n');
  });

  it('is quiet with status 0 for a clean package', () => {
    const r = vet(
      tree({
        'go.mod': 'module example.com/c\n\ngo 1.23\n',
        'c.go': 'package c\n\nfunc C() int { return 1 }\n',
      }),
    );
    expect(r).toEqual({ status: 0, stdout: '', stderr: '' });
  });
});

// `oplab go test` writes stdout and stderr in the order the go command does: a package that does not
// build prints its compiler lines on stderr before its FAIL line on stdout, then the next package's
// result. Both streams into one file read as go1.23's `go test ./... > out 2>&1` (it printed every
// result first and the compiler's lines last).
import { spawnSync } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function module(): string {
  const dir = mkdtempSync(join(tmpdir(), 'oplab-gotest-order-'));
  const put = (name: string, text: string) => {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), text);
  };
  put('go.mod', 'module example.com/m\n\ngo 1.23\n');
  put('a/a.go', 'package a\n\nfunc F() int { return x }\n');
  put('a/a_test.go', 'package a\n\nimport "testing"\n\nfunc TestF(t *testing.T) { F() }\n');
  put('b/b.go', 'package b\n\nfunc G() int { return 1 }\n');
  put(
    'b/b_test.go',
    'package b\n\nimport "testing"\n\nfunc TestG(t *testing.T) {\n\tif G() != 1 {\n\t\tt.Fatal("x")\n\t}\n}\n',
  );
  return dir;
}

describe('oplab go test output order', { timeout: 120_000 }, () => {
  it("puts a build failure's lines before its FAIL line, as go test does", () => {
    const dir = module();
    const out = join(dir, 'out.txt');
    const fd = openSync(out, 'w');
    const r = spawnSync(process.execPath, [join(process.cwd(), 'src/cli/oplab.ts'), 'go', 'test', './...'], {
      cwd: dir,
      timeout: 100_000,
      stdio: ['ignore', fd, fd],
      env: { ...process.env, OPLAB_FROM_SOURCE: '1', GOFLAGS: '' },
    });
    closeSync(fd);
    expect(r.status).toBe(1);
    // go1.23.5, `go test ./... > out 2>&1` in the same module (the time aside)
    expect(readFileSync(out, 'utf8').replace(/\t[0-9.]+s\n/, '\t0.003s\n')).toBe(
      [
        '# example.com/m/a [example.com/m/a.test]',
        'a/a.go:3:23: undefined: x',
        'FAIL\texample.com/m/a [build failed]',
        'ok  \texample.com/m/b\t0.003s',
        'FAIL',
        '',
      ].join('\n'),
    );
  });
});

// Go source files are bytes: a file that is not valid UTF-8 is reported as go1.23 reports it, by the
// go command (go/scanner's "illegal UTF-8 encoding", first error only, no `#` heading) when the bad
// byte is in the package clause and imports, by gc ("invalid UTF-8 encoding", the byte skipped, with
// the type errors) further down. Expected output recorded with go1.23.5 (`go run main.go`).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeSource } from '../../src/go/build/source-bytes.ts';

const oplab = join(process.cwd(), 'src/cli/oplab.ts');

function goRun(src: string) {
  const dir = mkdtempSync(join(tmpdir(), 'oplab-utf8-'));
  writeFileSync(join(dir, 'main.go'), Buffer.from(src, 'latin1'));
  const r = spawnSync(process.execPath, [oplab, 'go', 'run', 'main.go'], { cwd: dir, timeout: 60_000 });
  return { code: r.status, stdout: r.stdout.toString('latin1'), stderr: r.stderr.toString('latin1') };
}

describe('oplab go run on a source file with invalid UTF-8', () => {
  it('in a string literal: gc lists it with the type errors, one per line', () => {
    const r = goRun(
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tx := 1\n\tfmt.Println("a\xffb\xfe\xc3")\n\ty := "\xe2\x82"\n}\n',
    );
    expect(r.stderr).toBe(
      '# command-line-arguments\n./main.go:6:2: declared and not used: x\n./main.go:7:16: invalid UTF-8 encoding\n./main.go:8:2: declared and not used: y\n./main.go:8:8: invalid UTF-8 encoding\n',
    );
    expect(r.code).toBe(1);
  }, 90_000);

  it('in comments, raw strings, rune literals and names: the byte is skipped', () => {
    const r = goRun(
      'package main\n\nimport "fmt"\n\nfunc main() {\n\t// c\xffx\n\tfmt.Println(`r\xffq`)\n\tfmt.Println(\'\xff\')\n}\n\nvar z\xff = 1\n',
    );
    expect(r.stderr).toBe(
      "# command-line-arguments\n./main.go:6:6: invalid UTF-8 encoding\n./main.go:7:16: invalid UTF-8 encoding\n./main.go:8:15: invalid UTF-8 encoding\n./main.go:8:16: empty rune literal or unescaped '\n./main.go:11:6: invalid UTF-8 encoding\n",
    );
    expect(r.code).toBe(1);
  }, 90_000);

  it('in the header (before the first declaration that is not an import): the go command, first error only', () => {
    const r = goRun(
      'package main\n\n// a\xff\n// b\xff\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("hi")\n}\n',
    );
    expect(r.stderr).toBe('main.go:3:5: illegal UTF-8 encoding\n');
    expect(r.code).toBe(1);
    const s = goRun('package main\n\nimport "fmt"\n\n// c\xffx\nfunc main() {\n\tfmt.Println(`r\xffq`)\n}\n');
    expect(s.stderr).toBe('main.go:5:5: illegal UTF-8 encoding\n');
  }, 90_000);

  it('a U+FFFD written in the file is valid UTF-8 and runs', () => {
    const r = goRun(
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Println("\xef\xbf\xbd\xc3\xa9")\n}\n',
    );
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('\xef\xbf\xbd\xc3\xa9\n');
    expect(r.code).toBe(0);
  }, 90_000);
});

describe('decodeSource', () => {
  it('decodes valid UTF-8 and keeps each invalid byte as U+DC80..U+DCFF (utf8.DecodeRune rules)', () => {
    const b = (s: string) => new Uint8Array(Buffer.from(s, 'latin1'));
    expect(decodeSource(b('h\xc3\xa9\xf0\x9f\x98\x80'))).toBe('hé😀');
    // overlong, surrogate, truncated and stray continuation bytes are one invalid byte each
    expect(decodeSource(b('\xc0\xaf|\xed\xa0\x80|\xe2\x82|\x80'))).toBe(
      '\udcc0\udcaf|\udced\udca0\udc80|\udce2\udc82|\udc80',
    );
  });
});

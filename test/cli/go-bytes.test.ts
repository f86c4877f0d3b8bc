// `oplab go run` passes the program's output on as the bytes it wrote: Go strings are byte
// sequences, so invalid UTF-8 must reach stdout/stderr unchanged (not as U+FFFD), and the toolchain's
// own messages still arrive as UTF-8 text.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = mkdtempSync(join(tmpdir(), 'oplab-bytes-'));

function goRun(src: string) {
  const file = join(dir, 'main.go');
  writeFileSync(file, src);
  const r = spawnSync(process.execPath, ['src/cli/oplab.ts', 'go', 'run', file], { timeout: 60_000 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('oplab go run output bytes', () => {
  it('writes invalid UTF-8 unchanged on stdout and stderr', () => {
    const r = goRun(
      'package main\n\nimport "os"\n\nfunc main() {\n\tos.Stdout.WriteString("\\xff\\xfe|\\u00e9\\n")\n\tos.Stderr.Write([]byte{0xc3})\n}\n',
    );
    expect(r.code).toBe(0);
    expect([...r.stdout]).toEqual([0xff, 0xfe, 0x7c, 0xc3, 0xa9, 0x0a]);
    expect([...r.stderr]).toEqual([0xc3]);
  }, 90_000);

  it('keeps the toolchain messages as UTF-8 text', () => {
    const r = goRun('package main\n\nfunc main() {\n\tx := "é"\n}\n');
    expect(r.code).toBe(1);
    expect(r.stderr.toString('utf8')).toMatch(/main\.go:4:2: declared and not used: x\n$/);
  }, 90_000);
});

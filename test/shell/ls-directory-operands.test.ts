// `ls -d` without -l, as GNU ls 9.1 prints it: every operand listed as a file in one sorted list
// (-r, -t, -S order it), one name a line as the terminal prints ls, -F/-p marks, `cannot access`
// for a missing operand (status 2). just-bash printed each operand as a block of its own with blank
// lines between (`ls -d a c` → `a`, ``, `c`) and refused -p. Each line is compared with the
// machine's ls, run by bash in a temporary directory holding the same files (stdout and stderr
// apart: within one command the terminal shows stdout first).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';

const SETUP = "mkdir -p a/b c; touch f; printf '#!/bin/sh\\n' > x.sh; chmod +x x.sh";
const dir = mkdtempSync(join(tmpdir(), 'oplab-ls-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function real(line: string): { stdout: string; stderr: string; exitCode: number } {
  const r = spawnSync('bash', ['-c', `${SETUP}\n${line}`], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', HOME: '/nonexistent', LC_ALL: 'C.UTF-8' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return { stdout: r.stdout, stderr: r.stderr, exitCode: r.status ?? -1 };
}

const LINES = [
  'ls -d a c',
  'ls -d c a/b f a',
  'ls -d',
  'ls -dF a f x.sh',
  'ls -dr a c f',
  'ls -dp a/ c',
  'ls -d a nope c',
];

describe('ls -d lists its operands as files', () => {
  it('as GNU ls does', async () => {
    const s = await ShellSession.create({ cwd: '/home/user' });
    await s.run(SETUP);
    for (const line of LINES) {
      const r = await s.run(line);
      expect({ stdout: r.stdout, stderr: r.stderr, exitCode: r.exitCode }, line).toEqual(real(line));
    }
  });
});

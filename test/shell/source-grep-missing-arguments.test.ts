// `source`/`.` and grep given too little: bash 5.2's `filename argument required` and `invalid
// option` with the builtin's usage line (status 2), `source: d: is a directory` (status 1) where
// just-bash said the file did not exist, and grep 3.8's `option requires an argument` with its usage
// (status 2) for an option that takes a value as the last word. Each line is compared with the
// machine's bash and grep, run in a temporary directory holding the same files; `bash -c` prefixes
// `line 1:`, which an interactive bash does not print.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';

const SETUP = `mkdir -p d; echo 'echo sourced "$@"' > f.sh`;
const dir = mkdtempSync(join(tmpdir(), 'oplab-source-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function real(line: string): string {
  const r = spawnSync('bash', ['-c', `${SETUP}\n{ ${line}\n} 2>&1; echo "st $?"`], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', HOME: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return r.stdout.replace(/^bash: line \d+: /gm, 'bash: ');
}

describe('source and grep without what they need', () => {
  it('print bash’s and grep’s messages and statuses', async () => {
    const s = await ShellSession.create({ cwd: '/home/user' });
    await s.run(SETUP);
    for (const line of [
      'source; echo next',
      '.; echo next',
      'source --',
      'source -x f.sh',
      'source d',
      '. d/',
      'source ./d a b',
      'if . d; then echo y; else echo n; fi',
      'source d > out; cat out',
      'source nope',
      'source f.sh a b',
      '. ./f.sh x',
      'grep -e',
      'echo hi | grep -ie',
      'echo hi | grep hi --regexp',
      'echo hi | grep -e hi -A',
      'echo hi | grep --max-count',
      'echo hi | grep -m1 hi',
      'echo hi | grep -e -- ',
      'echo hi | grep -e hi -e h',
    ]) {
      const r = await s.run(`{ ${line}\n} 2>&1; echo "st $?"`);
      expect({ line, out: r.chunks.map((c) => c.text).join('') }).toEqual({ line, out: real(line) });
    }
  });
});

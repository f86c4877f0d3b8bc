// grep's patterns given as options, as GNU grep 3.8 reads them (getopt_long): `--regexp=P` (an
// empty P matches every line), `--regexp P` and its abbreviations (`--reg=P`), `-eP`, a cluster
// ending in e (`-ie P`, `-ve P`), and several -e patterns, any of which selects a line (with -x,
// -w, -F, -E, -m, -c). The bundled grep knew only `-e P` as a word of its own and kept the last one:
// `--regexp=` was an unrecognized option and `grep -e a -e b` matched b alone. Each line is compared
// with the machine's grep, run by bash in a temporary directory holding the same file.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';

const SETUP = "printf 'a\\nb\\nc\\nab\\na.\\n' > f";
const dir = mkdtempSync(join(tmpdir(), 'oplab-grep-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function real(line: string): string {
  const r = spawnSync('bash', ['-c', `${SETUP}\n{ ${line}\n} 2>&1; echo "st $?"`], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', HOME: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return r.stdout;
}

const LINES = [
  'grep --regexp= f',
  'grep --regexp=a f',
  'grep --regexp a f',
  'grep --reg=b f',
  'grep -c --regexp= f',
  'grep -w --regexp=ab f',
  'grep -e a -e b f',
  'grep -ie A f',
  'grep -ve a f',
  'grep -eb f',
  'grep -e= f',
  'grep -x -e a -e b f',
  'grep -F -e a. -e b f',
  "grep -E -e 'a$' -e '^c' f",
  'grep -m 1 -e b -e c f',
  "printf 'x\\ny\\n' | grep -e y -e x",
];

describe('grep patterns given as options', () => {
  it('select the lines GNU grep selects', async () => {
    const s = await ShellSession.create({ cwd: '/home/user' });
    await s.run(SETUP);
    for (const line of LINES) {
      const r = await s.run(`{ ${line}\n} 2>&1; echo "st $?"`);
      expect(r.stdout, line).toBe(real(line));
    }
  });
});

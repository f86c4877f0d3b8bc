// `cd -` is `cd "$OLDPWD"` in bash (builtins/cd.def): at the first prompt of an interactive shell
// OLDPWD is unset, so it is `bash: cd: OLDPWD not set` with status 1; after a cd it goes back and
// prints the directory. Compared with the machine's bash (-i, as a terminal's shell is, so no
// `line 1:`; a clean environment, where OLDPWD is unset as at a terminal's first prompt). Before,
// the terminal printed the start directory with status 0: just-bash sets OLDPWD to the start
// directory and its cd uses its own previous directory.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const work = mkdtempSync(join(tmpdir(), 'oplab-cd-'));
afterAll(() => removeScratch(work));

const LINES = [
  'echo "[$OLDPWD]"; cd -; echo "rc=$?"',
  'cd sub; cd -; echo "rc=$?"; pwd',
  'cd - > /dev/null; pwd; cd -',
];

it('cd - before any cd, then after one: as bash', async () => {
  const home = join(work, 'home');
  mkdirSync(join(home, 'sub'), { recursive: true });
  const r = spawnSync('bash', ['--norc', '--noprofile', '-i', '-c', `{ ${LINES.join('\n')}\n} 2>&1`], {
    cwd: home,
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', HOME: home },
  });
  const real = r.stdout.replaceAll(home, '/home/user');
  const s = await ShellSession.create({ files: {}, cwd: '/home/user' });
  await s.run('mkdir sub', { record: false });
  let sim = '';
  for (const line of LINES) sim += (await s.run(line)).chunks.map((c) => c.text).join('');
  expect(real).toBe(
    '[]\nbash: cd: OLDPWD not set\nrc=1\n/home/user\nrc=0\n/home/user\n/home/user/sub\n/home/user\n',
  );
  expect(sim).toBe(real);
});

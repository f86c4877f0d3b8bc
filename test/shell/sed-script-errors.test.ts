// A sed script a learner mistypes (a missing closing delimiter in `s/…/…/`, a stray flag, an address
// regex left open) is refused as GNU sed refuses it: `sed: -e expression #N, char M: …`, status 1,
// and `sed -i` leaves the file as it was. Each line runs with the machine's bash and sed and in the
// terminal, on a copy of the same file.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const BASHRC = '# ~/.bashrc\nexport GOPATH=$HOME/go\nexport GOPROXY=https://proxy.golang.org,direct\n';
const work = mkdtempSync(join(tmpdir(), 'oplab-sed-'));
afterAll(() => removeScratch(work));

function real(line: string): string {
  const dir = mkdtempSync(join(work, 'run-'));
  writeFileSync(join(dir, 'bashrc'), BASHRC);
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: dir,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { PATH: '/usr/bin:/bin', HOME: dir, LANG: 'C.UTF-8' },
  });
  return r.stdout;
}

async function simulated(line: string): Promise<string> {
  const s = await ShellSession.create({ files: { '/home/user/bashrc': BASHRC }, cwd: '/home/user' });
  const r = await s.run(line);
  return r.chunks.map((c) => c.text).join('');
}

describe.skipIf(!existsSync('/usr/bin/sed'))('sed scripts that do not compile', () => {
  it('answers as GNU sed, and sed -i writes nothing', async () => {
    for (const line of [
      `sed -i 's/GOPROXY=.*/GOPROXY=https:\\/\\/goproxy.cn' bashrc; echo "st $?"; cat bashrc`,
      `sed 's/proxy.golang.org/goproxy.cn/x' bashrc; echo "st $?"`,
      `sed -i '/GOPROXY d' bashrc; echo "st $?"; cat bashrc`,
      `sed -n -e 's/a/b/p' -e 's/GOPATH/' bashrc; echo "st $?"`,
      `sed -ie 's|GOPROXY|X' bashrc; echo "st $?"`,
      `sed '/GOPROXY/ s/direct/off' bashrc; echo "st $?"`,
      `sed 's/a/b/g;s/c' bashrc; echo "st $?"`,
      `sed 's/a/b/w' bashrc; echo "st $?"`,
      `sed -i '/GOPROXY/d' bashrc; echo "st $?"; cat bashrc`,
      `sed 's/GOPATH/GOBIN/ ; s/go$/bin/' bashrc; echo "st $?"`,
    ]) {
      expect({ line, out: await simulated(line) }).toEqual({ line, out: real(line) });
    }
  });
});

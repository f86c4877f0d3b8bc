// make runs each recipe line with `$(SHELL) $(.SHELLFLAGS) 'line'`: the scaffolded Makefile's
// `SHELL = /usr/bin/env bash -o pipefail` and `.SHELLFLAGS = -ec` make a failing command in a pipe
// or in the middle of a list fail the target (`kustomize build … | kubectl apply -f -` when
// kustomize fails). Before, the terminal's make ran every line without them (and read no
// `.SHELLFLAGS`), so those targets went on and succeeded. bash names itself as SHELL runs it
// (`/bin/bash: line 1:`). Each line runs in the machine's bash with GNU make 4.3 and in the terminal.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const work = mkdtempSync(join(tmpdir(), 'oplab-makeshell-'));
afterAll(() => removeScratch(work));

function real(line: string): string {
  const dir = mkdtempSync(join(work, 'r-'));
  mkdirSync(dir, { recursive: true });
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: dir,
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', HOME: dir, LANG: 'C.UTF-8' },
  });
  return r.stdout;
}

async function simulated(line: string): Promise<string> {
  const s = await ShellSession.create({ files: {}, cwd: '/home/user' });
  return (await s.run(line)).chunks.map((c) => c.text).join('');
}

const SCAFFOLD = 'SHELL = /usr/bin/env bash -o pipefail\\n.SHELLFLAGS = -ec\\n';

describe.skipIf(!existsSync('/usr/bin/make'))('make’s SHELL and .SHELLFLAGS', () => {
  it('run the recipe lines as GNU make runs them', async () => {
    for (const line of [
      `printf '${SCAFFOLD}t:\\n\\tls /nope | cat\\n\\techo next\\n' > M; make -f M; echo "st $?"`,
      `printf '${SCAFFOLD}t:\\n\\tfalse; echo after\\n' > M; make -f M; echo "st $?"`,
      `printf 't:\\n\\tls /nope | cat\\n\\tfalse; echo after\\n' > M; make -f M; echo "st $?"`,
      // the options are the recipe's shell's, not the terminal's
      `printf '${SCAFFOLD}t:\\n\\t@echo $$SHELLOPTS | tr : "\\\\n" | grep -c pipefail\\n' > M; make -f M; [[ -o pipefail ]] && echo on || echo off`,
      `printf 'SHELL = /bin/bash\\n.SHELLFLAGS = -euc\\nt:\\n\\techo $$NOPE; echo after\\n' > M; make -f M; echo "st $?"`,
      `printf 'SHELL = /bin/bash\\nt:\\n\\tnosuchcmd\\n' > M; make -f M; echo "st $?"`,
      `printf '.SHELLFLAGS = -ec\\nt:\\n\\t@false; echo after\\n' > M; make -f M; echo "st $?"`,
    ]) {
      expect({ line, out: await simulated(line) }).toEqual({ line, out: real(line) });
    }
  }, 120_000);
});

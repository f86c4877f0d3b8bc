// `go work`, which the terminal does not simulate beyond its usage: alone it prints its help on
// stderr with exit status 2 (cmd/go/internal/workcmd, base.Usage), `go help work` the same text on
// stdout, a name that is not one of its commands gets go1.23's refusal, and its commands say they are
// not simulated (before, every `go work` line said only that). Compared with the machine's go1.23.5
// where it is installed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HELP } from '../../src/shell/commands/go/help-texts.ts';
import { ShellSession } from '../../src/shell/index.ts';
import { removeScratch } from '../remove-scratch.ts';

const GO = '/usr/lib/go-1.23/bin/go';
const work = mkdtempSync(join(tmpdir(), 'oplab-gowork-'));
afterAll(() => removeScratch(work));

async function simulated(line: string): Promise<string> {
  const s = await ShellSession.create({ cwd: '/home/user' });
  const r = await s.run(line);
  return r.chunks.map((c) => c.text).join('');
}

function real(line: string): string {
  const home = join(work, `h${Math.random().toString(36).slice(2)}`);
  mkdirSync(home, { recursive: true });
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    cwd: home,
    encoding: 'utf8',
    env: {
      PATH: '/usr/lib/go-1.23/bin:/usr/bin:/bin',
      HOME: home,
      GOCACHE: join(work, 'cache'),
      GOPATH: join(work, 'gopath'),
      GOTOOLCHAIN: 'local',
      GOPROXY: 'off',
    },
  });
  return r.stdout;
}

const LINES = ['go work; echo "exit $?"', 'go help work; echo "exit $?"', 'go work ini; echo "exit $?"'];

describe('go work', () => {
  it('prints its usage alone, its help through go help, and refuses a command it does not have', async () => {
    expect(HELP.work.startsWith('Work provides access to operations on workspaces.\n')).toBe(true);
    expect(await simulated('go work 2>/dev/null; echo "exit $?"')).toBe('exit 2\n');
    expect(await simulated('go work 2>&1 >/dev/null')).toBe(HELP.work);
    expect(await simulated('go help work 2>/dev/null; echo "exit $?"')).toBe(`${HELP.work}exit 0\n`);
    expect(await simulated('go work ini; echo "exit $?"')).toBe(
      "go work: unknown command\nRun 'go help work' for usage.\nexit 2\n",
    );
    expect(await simulated('go work init; echo "exit $?"')).toBe(
      "oplab: 'go work init' is not simulated in this terminal.\nexit 2\n",
    );
  });

  it.skipIf(!existsSync(GO)).each(LINES)('%s: as go1.23.5 prints it', async (line) => {
    expect(await simulated(line)).toBe(real(line));
  });
});

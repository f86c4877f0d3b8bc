// export and unset read their words as bash 5.2 does: an option the builtin lacks is `invalid
// option` with the usage line, status 2; a plain `unset` of a word that is no identifier (it could
// name a function) is silent, status 0, where `unset -v` refuses it. Compared with the machine's
// `bash -c`, whose `line 1:` prefix an interactive shell does not print (checked with `bash -i`).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';

function real(line: string): string {
  const r = spawnSync('bash', ['-c', `{ ${line}\n} 2>&1`], {
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', HOME: '/nonexistent' },
  });
  return r.stdout.replace(/^bash: line \d+: /gm, 'bash: ');
}

describe('export and unset options', () => {
  it('answer a wrong option, a non-identifier and the usual forms as bash 5.2', async () => {
    const s = await ShellSession.create({ cwd: '/home/user' });
    for (const line of [
      'export -x; echo "st $?"',
      'export -z FOO=1; echo "st $?"; echo "[$FOO]"',
      'export -nx FOO; echo "st $?"',
      'export 1X=2; echo "st $?"',
      'export -- -x; echo "st $?"',
      'FOO=1; export -n FOO; echo "st $?"',
      'unset -x; echo "st $?"',
      'unset 1X; echo "st $?"',
      'unset A=B 1X-y; echo "st $?"',
      'FOO=1; unset FOO 1X; echo "st $? [$FOO]"',
      'unset -v 1X; echo "st $?"',
      'unset -f 1X; echo "st $?"',
    ]) {
      const r = await s.run(line);
      expect({ line, out: r.chunks.map((c) => c.text).join('') }).toEqual({ line, out: real(line) });
    }
  });
});

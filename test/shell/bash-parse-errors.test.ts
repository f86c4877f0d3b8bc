// A line that does not parse gets an interactive bash 5.2's answer: the machine's `bash -c` gives
// the same text with a script's `-c: line N:` prefix and, for an unexpected token, the line again;
// an interactive shell prints neither (checked with `bash -i` on this machine).
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/index.ts';

function interactive(line: string): { err: string; code: number } {
  const r = spawnSync('bash', ['-c', line], {
    encoding: 'utf8',
    env: { PATH: '/usr/bin:/bin', HOME: '/nonexistent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const err = r.stderr
    .split('\n')
    .filter((l) => !/^bash: -c: line \d+: `/.test(l))
    .map((l) => l.replace(/^bash: -c: line \d+: /, 'bash: '))
    .join('\n');
  return { err, code: r.status ?? -1 };
}

describe('lines that do not parse', () => {
  it('an unterminated quote or substitution, an unclosed if or for, a stray token', async () => {
    const s = await ShellSession.create({ cwd: '/home/user' });
    for (const line of [
      'echo "abc',
      "echo 'abc",
      'echo `abc',
      'echo $(echo hi',
      'echo ${NOPE',
      'echo "a" "b',
      'echo hi; echo "x',
      'if true; then echo x',
      'for x in 1 2; do echo $x',
      'echo )',
      'fi',
    ]) {
      const r = await s.run(line);
      expect({ line, err: r.stderr, out: r.stdout, code: r.exitCode }).toEqual({
        line,
        out: '',
        ...interactive(line),
      });
    }
    // after a failed command the line still parses the same way
    await s.run('false');
    const r = await s.run('echo "abc');
    expect(r.stderr).toBe(interactive('echo "abc').err);
  });
});

// A line that does not parse (an open quote or compound command, a stray token, a pipe or
// redirection with nothing after it), or stops at `${NAME?}` of an unset variable, gets an interactive bash
// 5.2's answer: the machine's `bash -c` gives
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
      // a pipe, && or || with no command after it; a redirection with no file
      'echo hi | ; echo st',
      'cat go.mod |',
      'echo hi | | cat',
      'go mod tidy && ; echo ok',
      'echo a || ',
      'echo hi >; echo st',
      'echo hi >',
      'cat < && echo x',
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

// biome-ignore-start lint/suspicious/noTemplateCurlyInString: bash lines, not templates
describe('${NAME?word} of an unset or empty variable', () => {
  it('names the variable, with the word or bash’s own text, and stops the line', async () => {
    const s = await ShellSession.create({ cwd: '/home/user' });
    for (const line of [
      'echo ${NOPE?}',
      'echo ${NOPE:?}',
      'echo ${NOPE?oops}',
      'echo ${NOPE:?oops here}',
      'E=; echo ${E?x}; echo ${E:?}',
      'echo "${NOPE:?set NOPE first}"',
      'echo a; echo ${NOPE:?x}; echo b',
    ]) {
      const r = await s.run(line);
      const real = spawnSync('bash', ['-c', line], {
        encoding: 'utf8',
        env: { PATH: '/usr/bin:/bin', HOME: '/nonexistent' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // a script's expansion error ends the script (status 127 from -c); the interactive shell
      // only ends the line, with status 1 (checked with `bash -i`)
      expect({ line, out: r.stdout, err: r.stderr, code: r.exitCode }).toEqual({
        line,
        out: real.stdout,
        err: real.stderr.replace(/^bash: line \d+: /m, 'bash: '),
        code: 1,
      });
    }
  });
});
// biome-ignore-end lint/suspicious/noTemplateCurlyInString: bash lines, not templates

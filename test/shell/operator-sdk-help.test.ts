// `operator-sdk init --help` asked for help and got a scaffolded project: cobra answers -h/--help
// before a command runs. The terminal does not reproduce operator-sdk's help texts, so it says so,
// shows the flags, and writes nothing.
import { describe, expect, it } from 'vitest';
import { PROJECT, terminal } from './helpers.ts';

describe('operator-sdk --help', () => {
  it('shows the flags and writes no file, for init and create api', async () => {
    const t = await terminal({ files: { [`${PROJECT}/go.mod`]: 'module example.com/op\n\ngo 1.20\n' } });
    for (const line of [
      'operator-sdk init --help',
      'operator-sdk init --domain x.io -h',
      'operator-sdk create api --help',
    ]) {
      const r = await t.run(line);
      expect(r.code, line).toBe(0);
      expect(r.out, line).toMatch(/^Usage:\n {2}operator-sdk (init|create api) \[flags\]\n/);
      expect(r.out, line).toContain('help text is not reproduced in this terminal; its flags are above.\n');
    }
    expect((await t.run('ls')).out).toBe('go.mod\n');
  });
});

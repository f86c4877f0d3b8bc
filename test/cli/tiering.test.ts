import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { TURBOFAN_INVOCATIONS, tieringFlags } from '../../packages/cli/tiering.js';

// `grade` and `run` are over in about a second: the bin starts V8's TurboFan later for them.
describe('tieringFlags', () => {
  it('starts TurboFan later for grade and run', () => {
    expect(TURBOFAN_INVOCATIONS).toBe(10_000);
    expect(tieringFlags('grade')).toBe('--invocation-count-for-turbofan=10000');
    expect(tieringFlags('run')).toBe('--invocation-count-for-turbofan=10000');
  });

  it('leaves every other command, and none, with V8 as it is', () => {
    for (const first of [
      'go',
      'exercises',
      'shell',
      'workshop',
      'cluster',
      '--help',
      '-v',
      'frobnicate',
      undefined,
    ])
      expect(tieringFlags(first)).toBeUndefined();
  });
});

describe('the oplab bin', () => {
  // A module run before the bin that records its calls of v8.setFlagsFromString, and ends the process
  // at the first one (before the command would run).
  const dir = mkdtempSync(join(tmpdir(), 'oplab-tiering-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const preload = join(dir, 'record-flags.mjs');
  writeFileSync(
    preload,
    [
      "const v8 = process.getBuiltinModule('node:v8');",
      'v8.setFlagsFromString = (flags) => {',
      "  process.stderr.write('flags: ' + flags + '\\n');",
      '  process.exit(0);',
      '};',
    ].join('\n'),
  );
  const bin = (...args: string[]) =>
    spawnSync(process.execPath, ['--import', preload, 'packages/cli/oplab.js', ...args], {
      encoding: 'utf8',
      env: { ...process.env, OPLAB_FROM_SOURCE: '1' },
    });

  it('sets the flag before it loads grade or run', () => {
    for (const command of ['grade', 'run']) {
      const r = bin(command, '--help');
      expect(r.stderr).toBe('flags: --invocation-count-for-turbofan=10000\n');
      expect(r.stdout).toBe('');
      expect(r.status).toBe(0);
    }
  });

  it('sets no flag for another command', () => {
    const r = bin('--version');
    expect(r.stderr).not.toContain('flags:');
    expect(r.status).toBe(0);
  });
});

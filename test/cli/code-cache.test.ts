import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { WRAPPER_HEAD, WRAPPER_TAIL } from '../../packages/cli/code-cache.js';
import { REPO_ROOT } from '../../src/cli/prebuilt.ts';

// packages/cli/code-cache.js runs a command's CommonJS file as Node's loader would. The bundle writes
// the file already in Node's wrapper; a file of an older build (not wrapped) must still run.
const dir = mkdtempSync(join(tmpdir(), 'oplab-code-cache-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// It prints its file's name, whether module, exports and __dirname are Node's, and its own line.
const body = [
  "const { basename, dirname } = require('node:path');",
  'const line = new Error().stack.split("\\n")[1].match(/:(\\d+):\\d+\\)?$/)[1];',
  'const dir = dirname(module.id) === __dirname;',
  'process.stdout.write([basename(__filename), dir, typeof exports, line].join(" ") + "\\n");',
  '',
].join('\n');

function run(file: string, cache: string) {
  const runner = join(dir, 'runner.mjs');
  writeFileSync(
    runner,
    `import { runWithCodeCache } from ${JSON.stringify(pathToFileURL(join(REPO_ROOT, 'packages/cli/code-cache.js')).href)};\nprocess.stdout.write(String(runWithCodeCache(${JSON.stringify(file)}, ${JSON.stringify(cache)})) + '\\n');\n`,
  );
  return spawnSync(process.execPath, [runner], { encoding: 'utf8' });
}

describe('runWithCodeCache', () => {
  it('runs a file written in the wrapper as it is, and one without it wrapped', () => {
    const wrapped = join(dir, 'wrapped.cjs');
    const plain = join(dir, 'plain.cjs');
    writeFileSync(wrapped, WRAPPER_HEAD + body + WRAPPER_TAIL);
    writeFileSync(plain, body);
    for (const [file, name] of [
      [wrapped, 'wrapped.cjs'],
      [plain, 'plain.cjs'],
    ]) {
      const cache = `${file}.v8cache`;
      for (let i = 0; i < 2; i++) {
        const r = run(file, cache);
        // The stack's line is the file's own second line: the wrapper is on the first.
        expect([r.status, r.stdout, r.stderr]).toEqual([0, `${name} true object 2\ntrue\n`, '']);
        expect(readFileSync(cache).length).toBeGreaterThan(0);
      }
    }
    expect(run(join(dir, 'missing.cjs'), join(dir, 'missing.v8cache')).stdout).toBe('false\n');
  });
});

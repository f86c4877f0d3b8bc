// `oplab run --objects FILE` with malformed and hostile objects files: each ends with exit status 1
// and one clear line naming the file and the problem, before the project runs; never a JavaScript
// error, never a hang.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const tmp = mkdtempSync(join(tmpdir(), 'oplab-objects-'));

function runWith(name: string, text: string) {
  const file = join(tmp, name);
  writeFileSync(file, text);
  const t0 = Date.now();
  const r = spawnSync(
    process.execPath,
    ['src/cli/oplab.ts', 'run', 'examples/memcached', '--objects', file],
    {
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { file, code: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - t0 };
}

/** A "billion laughs" file: nine levels of anchors, each alias list repeating the previous one. */
function aliasBomb(): string {
  const lines = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
  let prev = 'a';
  for (const c of 'bcdefghi') {
    lines.push(`${c}: &${c} [${Array(9).fill(`*${prev}`).join(',')}]`);
    prev = c;
  }
  return `${lines.join('\n')}\n`;
}

describe('oplab run --objects with a malformed file', () => {
  it('refuses each with one line naming the file, the place and the problem (exit 1)', () => {
    const cases: Array<[string, string, (file: string) => string]> = [
      ['bomb.yaml', aliasBomb(), (f) => `oplab run: ${f}:1: yaml: document contains excessive aliasing\n`],
      [
        'deep-flow.yaml',
        `a: ${'['.repeat(10_000)}${']'.repeat(10_000)}\n`,
        (f) => `oplab run: ${f}:1:1027: yaml: nesting deeper than 256 levels\n`,
      ],
      [
        'deep-block.yaml',
        Array.from({ length: 10_000 }, (_, i) => `${' '.repeat(i)}k${i}:\n`).join(''),
        (f) => `oplab run: ${f}:1025:1025: yaml: nesting deeper than 256 levels\n`,
      ],
      [
        'deep-300.yaml',
        `a: ${'['.repeat(300)}${']'.repeat(300)}\n`,
        (f) => `oplab run: ${f}:1:259: yaml: nesting deeper than 256 levels\n`,
      ],
      [
        'scalar.yaml',
        'just a string\n',
        (f) =>
          `oplab run: ${f}:1: a document is not an object (a Kubernetes object has apiVersion, kind and metadata)\n`,
      ],
    ];
    for (const [name, text, want] of cases) {
      const r = runWith(name, text);
      expect(r.stderr, name).toBe(want(r.file));
      expect(r.code, name).toBe(1);
      expect(r.stdout, name).toBe('');
    }
  }, 240_000);

  it('reports a YAML syntax error at its line and column', () => {
    const r = runWith('syntax.yaml', 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: x\n');
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/^oplab run: \S+syntax\.yaml:\d+:\d+: [^\n]+\n$/);
    expect(r.stderr).not.toMatch(/Error|at .*\.ts/);
  }, 60_000);
});

import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleCommands } from '../../scripts/bundle-cli.ts';
import type { CommandModule } from '../../src/cli/commands.ts';
import { freshBundle, REPO_ROOT } from '../../src/cli/prebuilt.ts';

// The prebuilt commands must behave exactly like the source and must never be used once stale.
let dir = '';
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'oplab-prebuilt-'));
  await bundleCommands(dir);
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function capture() {
  let out = '';
  let err = '';
  return {
    io: {
      // The program's output arrives as bytes, the command's own lines as text.
      stdout: {
        write: (s: string | Uint8Array) =>
          (out += typeof s === 'string' ? s : Buffer.from(s).toString('utf8')),
      },
      stderr: {
        write: (s: string | Uint8Array) =>
          (err += typeof s === 'string' ? s : Buffer.from(s).toString('utf8')),
      },
      isTTY: false,
    },
    out: () => out,
    err: () => err,
  };
}

describe('prebuilt oplab commands', () => {
  it('bundles `go` and records the sources it was built from', () => {
    const bundle = freshBundle('go', dir);
    expect(bundle).toBe(join(dir, 'go.mjs'));
  });

  it('runs a Go program exactly as the source command does', async () => {
    const file = join(dir, 'main.go');
    writeFileSync(
      file,
      'package main\n\nimport "fmt"\n\nfunc main() {\n\tfmt.Printf("%d %q\\n", 6*7, "ok")\n\tpanic("boom")\n}\n',
    );
    const fromBundle = ((await import(pathToFileURL(join(dir, 'go.mjs')).href)) as { default: CommandModule })
      .default;
    const fromSource = (await import('../../src/cli/go.ts')).default;
    const a = capture();
    const b = capture();
    const codeA = await fromBundle.run(['run', file], a.io);
    const codeB = await fromSource.run(['run', file], b.io);
    expect(a.out()).toBe('42 "ok"\n');
    expect([codeA, a.out(), a.err()]).toEqual([codeB, b.out(), b.err()]);
    expect(codeA).toBe(2);
  }, 60_000);

  it('is not used once any of its sources changed', () => {
    const path = 'src/cli/go.ts';
    const mtime = statSync(join(REPO_ROOT, path)).mtimeMs;
    writeFileSync(join(dir, 'stale.mjs'), 'export default {}\n');
    writeFileSync(join(dir, 'stale.json'), JSON.stringify({ inputs: { [path]: mtime - 1000 } }));
    expect(freshBundle('stale', dir)).toBeUndefined();
    writeFileSync(join(dir, 'stale.json'), JSON.stringify({ inputs: { [path]: mtime } }));
    expect(freshBundle('stale', dir)).toBe(join(dir, 'stale.mjs'));
    writeFileSync(join(dir, 'stale.json'), JSON.stringify({ inputs: { 'src/cli/no-such-file.ts': 1 } }));
    expect(freshBundle('stale', dir)).toBeUndefined();
  });
});

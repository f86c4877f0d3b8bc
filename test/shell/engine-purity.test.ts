// The shell engine must run in a Web Worker and be deterministic: no Node-only modules or globals,
// no wall clock or randomness in src/shell (TOOLCHAIN.md is replayed on a virtual clock).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('src/shell', () => {
  const sources = files('src/shell').map((f) => ({ f, text: readFileSync(f, 'utf8') }));

  it('has sources', () => {
    expect(sources.length).toBeGreaterThan(20);
  });

  it('imports from just-bash only what its browser bundle exports', () => {
    // node_modules/just-bash/dist/bundle/browser.js: export{Bash, InMemoryFs, MountableFs, …}
    const browserExports = new Set([
      'Bash',
      'InMemoryFs',
      'MountableFs',
      'createCommandContext',
      'defineCommand',
      'getCommandNames',
    ]);
    for (const { f, text } of sources) {
      for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'just-bash'/g)) {
        for (const name of m[1]
          .split(',')
          .map((n) => n.trim())
          .filter((n) => n !== '' && !n.startsWith('type '))) {
          expect(browserExports.has(name), `${f}: ${name}`).toBe(true);
        }
      }
    }
  });

  it.each([
    ['node: imports', /from ['"]node:|require\(/],
    ['process', /\bprocess\./],
    ['Buffer', /\bBuffer\b/],
    ['Math.random', /Math\.random/],
    ['Date.now / new Date()', /Date\.now|new Date\(\)/],
    ['DOM globals', /\b(?:document|window)\./],
    ['timers', /\bset(?:Timeout|Interval)\(/],
  ])('uses no %s', (_name, re) => {
    const bad = sources.filter((s) => re.test(s.text)).map((s) => s.f);
    expect(bad).toEqual([]);
  });
});

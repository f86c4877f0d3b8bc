// The site build gives the engine worker's bundle stand-ins for CEL, text/template and the grader's
// check families (scripts/site-lazy-parts.ts): only in that bundle, only for the listed importers,
// and a listed import that is gone fails the build instead of leaving the part in the engine.
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lazyPartsPlugin, SUBSTITUTIONS } from '../../scripts/site-lazy-parts.ts';

const root = join(import.meta.dirname, '..', '..');
const worker = join(root, 'src', 'sandbox', 'worker.ts');
const server = join(root, 'src', 'kube', 'apiserver', 'server.ts');

type Plugin = ReturnType<typeof lazyPartsPlugin>;
const resolveId = (p: Plugin, source: string, importer: string | undefined) =>
  (p.resolveId as unknown as (s: string, i: string | undefined) => Promise<string | null>)(source, importer);

function ended(p: Plugin): string | undefined {
  let message: string | undefined;
  p.buildEnd.call(
    {
      error(m: string): never {
        message = m;
        throw new Error(m);
      },
    },
    undefined,
  );
  return message;
}

describe('the engine parts loaded on demand', () => {
  it('resolve to their stand-ins in the engine worker’s bundle, for the listed importers only', async () => {
    const p = lazyPartsPlugin();
    p.buildStart({ input: [worker] });
    expect(await resolveId(p, './cel/validate.ts', server)).toBe(
      join(root, 'src', 'sandbox', 'lazy', 'cel-validate.ts'),
    );
    // CEL's own modules, and other importers, keep the real one.
    expect(
      await resolveId(p, './validate.ts', join(root, 'src', 'kube', 'apiserver', 'cel', 'x.ts')),
    ).toBeNull();
    expect(
      await resolveId(p, './net.ts', join(root, 'src', 'kube', 'apiserver', 'cel', 'validate.ts')),
    ).toBeNull();
    for (const s of SUBSTITUTIONS) {
      const source = s.module.startsWith('/') ? `./${relative(dirname(s.importer), s.module)}` : s.module;
      expect(await resolveId(p, source, s.importer)).toBe(s.standIn);
    }
    // A package (the YAML parser) is matched by its name, for the listed importers only.
    const yaml = join(root, 'src', 'sandbox', 'lazy', 'yaml.ts');
    expect(await resolveId(p, 'yaml', join(root, 'src', 'kube', 'yamljson.ts'))).toBe(yaml);
    expect(await resolveId(p, 'yaml', join(root, 'src', 'grader', 'load-exercise.ts'))).toBeNull();
    expect(await resolveId(p, 'yaml', yaml)).toBeNull();
  });

  it('leave every other bundle alone', async () => {
    const p = lazyPartsPlugin();
    p.buildStart({ input: [join(root, 'src', 'components', 'terminal', 'shell-worker.ts')] });
    expect(await resolveId(p, './cel/validate.ts', server)).toBeNull();
    expect(() => ended(p)).not.toThrow();
  });

  it('fail the build when a listed import is gone', async () => {
    const p = lazyPartsPlugin();
    p.buildStart({ input: [worker] });
    await resolveId(p, './cel/validate.ts', server);
    expect(() => ended(p)).toThrow(/grade\.ts no longer imports .*checks\/index\.ts/);
  });

  it('write the check families’ stand-in from the grader’s list', () => {
    const p = lazyPartsPlugin();
    p.buildStart({ input: [worker] });
    const code = (p.load as (id: string) => string | null)('\0oplab-lazy-checks.ts') ?? '';
    expect(code).toContain('lazyCheckFamilies');
    expect(code).toMatch(
      /"scope": \(\) => import\(".*\/src\/grader\/checks\/scope\.ts"\)\.then\(\(m\) => m\.scopeChecks\)/,
    );
  });
});

// The engine worker's entry starts fetching the chunks its first imports need (scripts/site-worker-preload.ts).
import { describe, expect, it } from 'vitest';
import { deeperChunks, preloadStatement } from '../../scripts/site-worker-preload.ts';

const chunk = (fileName: string, imports: string[] = [], dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  isEntry: false,
  facadeModuleId: null,
  imports,
  dynamicImports,
  code: '',
});

describe('the engine worker entry chunk', () => {
  // The shape of the site build: the entry loads small chunks with import(), they import the large ones.
  const entry = {
    ...chunk('_astro/worker-A.js', [], ['_astro/dispatch-B.js', '_astro/handlers-C.js', '_astro/grade-D.js']),
    isEntry: true,
  };
  const chunks = new Map(
    [
      entry,
      chunk('_astro/dispatch-B.js', ['_astro/protocol-E.js']),
      chunk(
        '_astro/handlers-C.js',
        ['_astro/go-F.js', '_astro/gopkg-G.js', '_astro/protocol-E.js', '_astro/worker-A.js'],
        ['_astro/rest-H.js'],
      ),
      chunk('_astro/grade-D.js', ['_astro/gopkg-G.js', '_astro/handlers-C.js']),
      chunk('_astro/protocol-E.js'),
      chunk('_astro/go-F.js', ['_astro/text-I.js']),
      chunk('_astro/gopkg-G.js', ['_astro/go-F.js']),
      chunk('_astro/rest-H.js', ['_astro/big-J.js']),
      chunk('_astro/text-I.js'),
      chunk('_astro/big-J.js'),
    ].map((c) => [c.fileName, c]),
  );

  it('preloads what its dynamic imports import, through their imports, once each', () => {
    expect(deeperChunks(entry, chunks)).toEqual([
      '_astro/protocol-E.js',
      '_astro/go-F.js',
      '_astro/text-I.js',
      '_astro/gopkg-G.js',
    ]);
  });

  it('leaves out what is loaded later (a dynamic import of a dynamic import) and the entry itself', () => {
    const got = deeperChunks(entry, chunks);
    expect(got).not.toContain('_astro/rest-H.js');
    expect(got).not.toContain('_astro/big-J.js');
    expect(got).not.toContain('_astro/worker-A.js');
    expect(got).not.toContain('_astro/handlers-C.js');
  });

  it('imports them relative to the entry, ignoring a failure (the engine reports its own)', () => {
    expect(preloadStatement('_astro/worker-A.js', ['_astro/go-F.js', '_astro/gopkg-G.js'])).toBe(
      'import("./go-F.js").catch(()=>{});import("./gopkg-G.js").catch(()=>{});',
    );
  });
});

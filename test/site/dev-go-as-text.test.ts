// `npm start` (the dev server) reads the exercises', the examples' and the playground template's Go
// files as text: a plain request of one is served as `export default "<text>"`, so Vite's import
// analysis never reads Go's `import (` as a dynamic import (a warning per file before).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { goSourceAsText } from '../../scripts/site-go-as-text.ts';

const root = join(import.meta.dirname, '..', '..');

function goFilesUnder(dir: string): string[] {
  return readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.go'))
    .map((f) => join(root, dir, f));
}

describe('the Go files the site reads as text, in dev', () => {
  for (const dir of ['exercises', 'examples', 'src/components/playground/templates']) {
    it(`serves ${dir}' Go files as their text`, () => {
      const files = goFilesUnder(dir);
      expect(files.length).toBeGreaterThan(0);
      for (const f of files) {
        const src = readFileSync(f, 'utf8');
        const out = goSourceAsText.transform(src, f);
        expect(out, f).not.toBeNull();
        expect(out?.code).toBe(`export default ${JSON.stringify(src)};`);
      }
    });
  }

  it("leaves the engine's own Go sources, imported with ?raw, and other files alone", () => {
    const gopkg = goFilesUnder('src/kube/gopkg')[0];
    expect(goSourceAsText.transform('package x', gopkg)).toBeNull();
    expect(goSourceAsText.transform('x', `${join(root, 'examples/memcached/cmd/main.go')}?raw`)).toBeNull();
    expect(goSourceAsText.transform('x', join(root, 'examples/memcached/go.mod'))).toBeNull();
  });
});

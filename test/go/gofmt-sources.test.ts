import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { format } from '@wasm-fmt/gofmt';
import { describe, expect, it } from 'vitest';

// The Go sources of std and the Kubernetes packages are .go files so that gofmt, vet and editors
// see them as Go: they must stay gofmt-clean (`gofmt -l` empty). The formatter is gofmt compiled to
// WebAssembly (go/format), so no Go installation is needed.
const root = join(import.meta.dirname, '..', '..');

function goFiles(dir: string, out: string[] = []): string[] {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, e.name);
    if (e.isDirectory()) goFiles(path, out);
    else if (e.name.endsWith('.go')) out.push(path);
  }
  return out;
}

describe('the Go sources the engine ships', () => {
  const files = [...goFiles(join(root, 'src', 'go')), ...goFiles(join(root, 'src', 'kube'))].sort();

  it('are .go files under src/go and src/kube', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('are gofmt-clean (gofmt -l prints nothing)', () => {
    const unformatted = files.filter((f) => {
      const src = readFileSync(f, 'utf8');
      return format(src) !== src;
    });
    expect(unformatted.map((f) => relative(root, f))).toEqual([]);
  });

  it('the check can fail: a file gofmt would change is seen', () => {
    const src = 'package p\n\nfunc F( ) int { return 1 }\n';
    expect(format(src)).not.toBe(src);
  });
});

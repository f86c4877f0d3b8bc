import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inputFiles, inputsHash } from '../../scripts/site-snapshot.ts';

// The site's package snapshot is reused while its key is unchanged: the Go sources of std and the
// Kubernetes packages (.go files since they left the TypeScript strings) must be part of that key.
describe("the site snapshot's key", () => {
  const root = join(import.meta.dirname, '..', '..');
  it('covers the .go sources of std and the Kubernetes packages', () => {
    const files = inputFiles().map((f) => relative(root, f));
    expect(files).toContain('src/go/std/strings/strings.go');
    expect(files).toContain('src/kube/gopkg/apimachinery/resource.go');
    expect(files.filter((f) => f.endsWith('.go')).length).toBeGreaterThan(100);
  });

  it('changes when a .go file it covers changes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oplab-snapkey-'));
    try {
      const probe = join(dir, 'strings.go');
      writeFileSync(probe, 'package strings\n');
      const before = inputsHash([probe]);
      expect(inputsHash([probe])).toBe(before);
      writeFileSync(probe, 'package strings\n\nfunc Clone(s string) string { return s }\n');
      expect(inputsHash([probe])).not.toBe(before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

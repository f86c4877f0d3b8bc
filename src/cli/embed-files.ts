// The files beside a program's sources that //go:embed may name, read from the disk for `oplab go run`
// and `oplab run` (the build matches the patterns: src/go/build/embed.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { decodeSource } from '../go/build/source-bytes.ts';
import type { SourceFile } from '../go/index.ts';

/**
 * The files a //go:embed directive may name: every file under the directories (relative to `root`,
 * '/'-separated) of the .go files in `files` that hold one, beside those already in `files`. Only
 * version-control directories are left out (cmd/go isBadEmbedName never matches inside them); the
 * go command decides what each pattern embeds (src/go/build/embed.ts).
 */
export function withEmbeddable(root: string, files: SourceFile[]): SourceFile[] {
  const dirs = new Set<string>();
  for (const f of files)
    if (f.name.endsWith('.go') && f.src.includes('//go:embed')) {
      const i = f.name.lastIndexOf('/');
      dirs.add(i < 0 ? '.' : f.name.slice(0, i));
    }
  if (dirs.size === 0) return files;
  const have = new Set(files.map((f) => f.name));
  const out = [...files];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!['.git', '.hg', '.svn', '.bzr'].includes(entry.name)) walk(full);
      } else if (entry.isFile()) {
        const name = relative(root, full).split(sep).join('/');
        if (name.startsWith('..') || have.has(name)) continue;
        have.add(name);
        // Bytes kept as the toolchain's source text keeps them (embed.ts sourceGoBytes turns it back).
        out.push({ name, src: decodeSource(readFileSync(full)) });
      }
    }
  };
  for (const d of [...dirs].sort()) {
    if ([...dirs].some((o) => o !== d && (o === '.' || d.startsWith(`${o}/`)))) continue;
    walk(d === '.' ? root : join(root, d));
  }
  return out;
}

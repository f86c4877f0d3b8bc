// The files beside a program's sources that //go:embed may name, read from the disk for `oplab go run`
// and `oplab run` (the build matches the patterns: src/go/build/embed.ts).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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
  // Named as the package's .go files are (relative, or absolute for a file named so), so that the
  // build finds them under the package directory.
  const walk = (dir: string, prefix: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      const name = prefix + entry.name;
      if (entry.isDirectory()) {
        if (!['.git', '.hg', '.svn', '.bzr'].includes(entry.name)) walk(full, `${name}/`);
      } else if (entry.isFile() && !have.has(name)) {
        have.add(name);
        // Bytes kept as the toolchain's source text keeps them (embed.ts sourceGoBytes turns it back).
        out.push({ name, src: decodeSource(readFileSync(full)) });
      }
    }
  };
  for (const d of [...dirs].sort()) {
    const outside = d.startsWith('../') || d === '..' || d.startsWith('/');
    if ([...dirs].some((o) => o !== d && ((o === '.' && !outside) || d.startsWith(`${o}/`)))) continue;
    walk(resolve(root, d), d === '.' ? '' : `${d}/`);
  }
  return out;
}

// The files beside a module's sources that //go:embed may name, read from the terminal's file
// system for `go run` and the local manager (the build matches the patterns: src/go/build/embed.ts;
// the CLI's counterpart is src/cli/embed-files.ts).
import type { IFileSystem } from 'just-bash';

/**
 * Every file under the directories (relative to `root`) of the .go files in `sources` that hold a
 * //go:embed line, except those `sources` has: name relative to `root` → text. Only version-control
 * directories are left out (cmd/go's isBadEmbedName never embeds from them).
 */
export async function embeddableFiles(
  fs: IFileSystem,
  root: string,
  sources: Iterable<[string, string]>,
): Promise<[string, string][]> {
  const have = new Set<string>();
  const dirs = new Set<string>();
  for (const [name, src] of sources) {
    have.add(name);
    if (name.endsWith('.go') && src.includes('//go:embed')) {
      const i = name.lastIndexOf('/');
      dirs.add(i < 0 ? '' : name.slice(0, i));
    }
  }
  const out: [string, string][] = [];
  const walk = async (dir: string, rel: string): Promise<void> => {
    for (const name of (await fs.readdir(dir)).sort()) {
      const p = `${dir}/${name}`;
      const r = rel ? `${rel}/${name}` : name;
      if ((await fs.stat(p)).isDirectory) {
        if (!['.git', '.hg', '.svn', '.bzr'].includes(name)) await walk(p, r);
      } else if (!have.has(r)) {
        have.add(r);
        out.push([r, await fs.readFile(p)]);
      }
    }
  };
  const sorted = [...dirs].sort();
  for (const d of sorted) {
    // a directory inside another one walked already
    if (sorted.some((o) => o !== d && (o === '' || d.startsWith(`${o}/`)))) continue;
    await walk(d === '' ? root : `${root}/${d}`, d);
  }
  return out;
}

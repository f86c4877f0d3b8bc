// Finds the import paths of the Go files of a module, with their positions, the way the go
// command reports them (`main.go:6:2:`). A small scanner: import declarations only.
import type { IFileSystem } from 'just-bash';

export interface ImportSite {
  path: string;
  /** File relative to the module root, e.g. `cmd/main.go`. */
  file: string;
  line: number;
  col: number;
}

async function goFiles(fs: IFileSystem, root: string, rel = ''): Promise<string[]> {
  const dir = rel ? `${root}/${rel}` : root;
  const out: string[] = [];
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return out;
  }
  for (const name of names.sort()) {
    const child = rel ? `${rel}/${name}` : name;
    const st = await fs.stat(`${root}/${child}`);
    if (st.isDirectory) {
      // cmd/go skips vendor, testdata and directories starting with "." or "_"; bin/ holds tools.
      if (name === 'vendor' || name === 'testdata' || name === 'bin' || /^[._]/.test(name)) continue;
      if (await fs.exists(`${root}/${child}/go.mod`)) continue;
      out.push(...(await goFiles(fs, root, child)));
    } else if (name.endsWith('.go') && !name.endsWith('_test.go')) out.push(child);
  }
  return out;
}

export function scanImports(text: string, file: string): ImportSite[] {
  const sites: ImportSite[] = [];
  const lines = text.split('\n');
  let inBlock = false;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const t = line.trim();
    if (!inBlock) {
      if (/^import\s*\($/.test(t)) {
        inBlock = true;
        continue;
      }
      const single = /^import\s+(?:[\w.]+\s+)?"([^"]+)"/.exec(t);
      if (single)
        sites.push({
          path: single[1],
          file,
          line: i + 1,
          col: line.indexOf('"', line.indexOf('import')) + 1,
        });
      if (/^(func|type|var|const)\b/.test(t)) break;
      continue;
    }
    if (t.startsWith(')')) {
      inBlock = false;
      continue;
    }
    const m = /^(?:[\w.]+\s+)?"([^"]+)"/.exec(t);
    if (m) {
      // gc reports the column of the import spec (its name or path), tabs counting as one column.
      const col = line.length - line.trimStart().length + 1;
      sites.push({ path: m[1], file, line: i + 1, col });
    }
  }
  return sites;
}

export async function moduleImports(fs: IFileSystem, root: string): Promise<ImportSite[]> {
  const sites: ImportSite[] = [];
  for (const f of await goFiles(fs, root)) sites.push(...scanImports(await fs.readFile(`${root}/${f}`), f));
  return sites;
}

/** Standard-library paths have no dot in their first element. */
export function isStdlib(path: string): boolean {
  return !path.split('/')[0].includes('.');
}

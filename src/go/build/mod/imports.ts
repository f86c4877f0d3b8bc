// The imports of a module's files, as the go command lists them before it resolves modules: only
// each file's header (package clause and imports, go/build's importReader in syntax/header.ts) is
// parsed, and positions are the import specs' (`main.go:6:2:`).

import { headerLength } from '../../syntax/header.ts';
import { parseFile } from '../../syntax/parser.ts';

export interface ImportSite {
  path: string;
  /** File relative to the module root, e.g. `cmd/main.go`. */
  file: string;
  line: number;
  col: number;
}

/** The file system a module is read from (the simulated terminal's, or any other host's). */
export interface AsyncDirFS {
  readdir(dir: string): Promise<string[]>;
  stat(path: string): Promise<{ isDirectory: boolean }>;
  readFile(path: string): Promise<string>;
  exists(path: string): Promise<boolean>;
}

/** The import paths of one file, in order, with positions; a malformed header yields what parses. */
export function fileImports(file: string, src: string): ImportSite[] {
  const r = parseFile(file, src.slice(0, headerLength(src)));
  const out: ImportSite[] = [];
  for (const spec of r.file?.imports ?? []) {
    const lit = spec.path.value;
    if (lit.length < 2) continue;
    const path = lit.slice(1, -1);
    if (path === '') continue;
    out.push({ path, file, line: spec.pos.line, col: spec.pos.col });
  }
  return out;
}

/** A directory the go command skips when it walks a module (vendor, testdata, `.x`, `_x`). */
export function skippedDir(name: string): boolean {
  return name === 'vendor' || name === 'testdata' || name.startsWith('.') || name.startsWith('_');
}

async function goFiles(fs: AsyncDirFS, root: string, rel: string, tests = false): Promise<string[]> {
  const dir = rel ? `${root}/${rel}` : root;
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch {
    return [];
  }
  const out: string[] = [];
  for (const name of [...names].sort()) {
    const child = rel ? `${rel}/${name}` : name;
    const st = await fs.stat(`${root}/${child}`);
    if (st.isDirectory) {
      // bin/ holds the Makefile's tools; a directory with its own go.mod is another module.
      if (skippedDir(name) || name === 'bin') continue;
      if (await fs.exists(`${root}/${child}/go.mod`)) continue;
      out.push(...(await goFiles(fs, root, child, tests)));
    } else if (name.endsWith('.go') && (tests || !name.endsWith('_test.go'))) out.push(child);
  }
  return out;
}

/** The module's Go files (test files excluded), relative to `root`, as the go command walks them. */
export function moduleGoFiles(fs: AsyncDirFS, root: string): Promise<string[]> {
  return goFiles(fs, root, '');
}

/**
 * Every import of the module rooted at `root`, file by file: test files excluded, unless `tests`
 * (go mod tidy loads the main module's tests too: modload's `all`).
 */
export async function moduleImports(fs: AsyncDirFS, root: string, tests = false): Promise<ImportSite[]> {
  const sites: ImportSite[] = [];
  for (const f of await goFiles(fs, root, '', tests))
    sites.push(...fileImports(f, await fs.readFile(`${root}/${f}`)));
  return sites;
}

/** The first path element has no dot: the go command treats the path as a standard-library path. */
export function isStdLikePath(path: string): boolean {
  return !path.split('/')[0].includes('.');
}

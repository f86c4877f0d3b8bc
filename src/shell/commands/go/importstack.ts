// Where an import error is reported from: the go command's package loader walks the main module's
// packages breadth first (cmd/go/internal/modload/load.go loader.buildStacks: the roots in order,
// then each package's imports, sorted, and its test after them), gives every package the first
// package that reached it, and prints an error as that chain (loadPkg.stackText): `go:
// example.com/m/cmd imports\n\tP: …`, `go: example.com/m/pkg tested by\n\texample.com/m/pkg.test
// imports\n\tP: …`. Errors come out in the walk's order (load.go, the loop over ld.pkgs).
import { fileImports, skippedDir } from '../../../go/build/mod/imports.ts';
import type { GoRun } from './run.ts';

export interface MainPkg {
  path: string;
  /** The non-test files' imports, sorted, without duplicates. */
  imports: string[];
  /** The _test.go files' imports (internal and external tests), sorted, without the package itself. */
  testImports: string[];
}

const uniqSorted = (xs: string[]) => [...new Set(xs)].sort();

/**
 * The main module's packages in the order the go command walks the module (filepath.WalkDir: a
 * directory's files, then its subdirectories by name), with their imports and their tests'.
 */
export async function mainPackages(run: GoRun, root: string, module: string, rel = ''): Promise<MainPkg[]> {
  const dir = rel ? `${root}/${rel}` : root;
  const names = [...(await run.fs.readdir(dir))].sort();
  const out: MainPkg[] = [];
  const imports: string[] = [];
  const testImports: string[] = [];
  let isPkg = false;
  for (const n of names) {
    if (!n.endsWith('.go') || n.startsWith('.') || n.startsWith('_')) continue;
    if ((await run.fs.stat(`${dir}/${n}`)).isDirectory) continue;
    isPkg = true;
    const sites = fileImports(n, await run.fs.readFile(`${dir}/${n}`)).map((s) => s.path);
    (n.endsWith('_test.go') ? testImports : imports).push(...sites);
  }
  const self = rel ? `${module}/${rel}` : module;
  if (isPkg)
    out.push({
      path: self,
      imports: uniqSorted(imports),
      testImports: uniqSorted(testImports.filter((p) => p !== self)),
    });
  for (const n of names) {
    const child = rel ? `${rel}/${n}` : n;
    if (!(await run.fs.stat(`${root}/${child}`)).isDirectory) continue;
    // bin/ holds the Makefile's tools; a directory with its own go.mod is another module
    if (skippedDir(n) || n === 'bin' || (await run.fs.exists(`${root}/${child}/go.mod`))) continue;
    out.push(...(await mainPackages(run, root, module, child)));
  }
  return out;
}

interface StackNode {
  path: string;
  /** The package this node is the test of (printed `path.test`). */
  testOf?: StackNode;
  stack?: StackNode;
}

/** The main module's side of the loader's walk: who first reaches each package the module imports. */
export interface ImportStacks {
  /** `example.com/m/cmd imports\n\tP` (the chain to P, without the error). */
  stackText(path: string): string;
  /** The package that first imports `path`, and whether it is a test (`go get -t` in hints). */
  importer(path: string): { path: string; test: boolean } | undefined;
  /** The position of `path` in the walk, for ordering errors; unreached paths sort last by name. */
  rank(path: string): number;
}

/**
 * The walk over the main packages and what they import directly. Dependencies' own imports are not
 * followed: the errors reported from here are the main module's imports (a dependency that cannot
 * be loaded contributes none), and a chain through one is built by the caller from this chain.
 */
export async function importStacks(run: GoRun, module: string): Promise<ImportStacks> {
  const root = run.modRoot as string;
  const mains = await mainPackages(run, root, module);
  const byPath = new Map(mains.map((p) => [p.path, p]));
  const nodes = new Map<string, StackNode>();
  const order: StackNode[] = [];
  for (const p of mains) {
    const n: StackNode = { path: p.path };
    nodes.set(p.path, n);
    order.push(n);
  }
  for (let i = 0; i < order.length; i++) {
    const n = order[i];
    const pkg = byPath.get((n.testOf ?? n).path);
    // a dependency's imports are not followed here
    if (pkg === undefined) continue;
    for (const imp of n.testOf ? pkg.testImports : pkg.imports) {
      if (nodes.has(imp)) continue;
      const next: StackNode = { path: imp, stack: n };
      nodes.set(imp, next);
      order.push(next);
    }
    if (n.testOf === undefined && pkg.testImports.length > 0)
      order.push({ path: n.path, testOf: n, stack: n });
  }
  const rank = new Map<string, number>();
  order.forEach((n, i) => {
    if (!n.testOf && !rank.has(n.path)) rank.set(n.path, i);
  });
  const unreached = order.length;
  return {
    stackText(path: string): string {
      const node = nodes.get(path);
      if (node === undefined) return `${module} imports\n\t${path}`;
      const chain: StackNode[] = [];
      for (let p: StackNode | undefined = node; p; p = p.stack) chain.push(p);
      chain.reverse();
      let s = '';
      chain.forEach((p, i) => {
        s += p.testOf ? `${p.path}.test` : p.path;
        const next = chain[i + 1];
        if (next !== undefined) s += next.testOf === p ? ' tested by\n\t' : ' imports\n\t';
      });
      return s;
    },
    importer(path: string) {
      const by = nodes.get(path)?.stack;
      return by === undefined ? undefined : { path: by.path, test: by.testOf !== undefined };
    },
    rank(path: string): number {
      return rank.get(path) ?? unreached;
    },
  };
}

/** Orders package errors as the loader reports them: by the walk, then by path. */
export function byWalk(stacks: ImportStacks, paths: Iterable<string>): string[] {
  return [...paths].sort((a, b) => stacks.rank(a) - stacks.rank(b) || (a < b ? -1 : a > b ? 1 : 0));
}

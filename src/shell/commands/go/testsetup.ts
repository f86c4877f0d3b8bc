// go test and go vet load each package's tests (load.TestPackagesFor) after the build's own
// packages loaded: an import of a _test.go file that no requirement provides (or whose module has
// no go.sum line) is that package's setup error, not a failure of the whole command. The error is
// the first failing import of the internal tests (_test.go files of the package itself) in the
// sorted order of go/build's TestImports, else the first of the external tests (package x_test),
// at the import's first position ([CAPTURED] go1.23.5 against a file:// proxy: `# pkg` and the
// error on stderr, `FAIL\tpkg [setup failed]` on stdout, the other packages still tested).
import { type GoCmdError, renderGoCmdError } from '../../../go/build/mod/errors.ts';
import { type ImportSite, isStdLikePath, moduleImports } from '../../../go/build/mod/imports.ts';
import type { ModFile } from '../../../go/build/mod/modfile.ts';

export interface TestSetupCheck {
  root: string;
  mod: ModFile;
  /** The error (without position) an import outside the main module gets, if any. */
  problem(path: string): 'missing' | 'sum' | undefined;
  /** modload's lookup error in readonly or vendor mode, when the mode was chosen for a reason. */
  queryErr?: string;
  readFile(path: string): Promise<string>;
  fs: Parameters<typeof moduleImports>[0];
}

const dirOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/')));

/** The import path of a package directory of the main module ('' is the root). */
export function packagePath(mod: ModFile, dir: string): string {
  return dir === '' ? mod.module : `${mod.module}/${dir}`;
}

/**
 * The directories (relative to the module root) that a go test / go vet pattern list names among
 * `dirs`; no pattern is the current directory (local directory mode).
 */
export function matchedDirs(
  dirs: readonly string[],
  patterns: readonly string[],
  mod: ModFile,
  root: string,
  cwd: string,
): string[] {
  const norm = (p: string) => {
    const parts: string[] = [];
    for (const s of p.split('/'))
      if (s === '..') parts.pop();
      else if (s !== '.' && s !== '') parts.push(s);
    return `/${parts.join('/')}`;
  };
  const rel = (abs: string) =>
    abs === root ? '' : abs.startsWith(`${root}/`) ? abs.slice(root.length + 1) : undefined;
  const matches = (d: string): boolean =>
    (patterns.length === 0 ? [rel(cwd) ?? '\0'] : patterns).some((p) => {
      if (p === 'all' || p === '...') return true;
      let target: string | undefined;
      const wild = p.endsWith('/...') || p === './...';
      const base = p === './...' ? '.' : wild ? p.slice(0, -4) : p;
      if (patterns.length === 0) target = p;
      else if (base.startsWith('.') || base.startsWith('/'))
        target = rel(norm(base.startsWith('/') ? base : `${cwd}/${base}`));
      else if (base === mod.module) target = '';
      else if (base.startsWith(`${mod.module}/`)) target = base.slice(mod.module.length + 1);
      if (target === undefined) return false;
      return d === target || (wild && (target === '' || d.startsWith(`${target}/`)));
    });
  return dirs.filter(matches);
}

/**
 * The setup error of each named package whose tests import what cannot be loaded, by directory,
 * and the module's test files.
 */
export async function testSetupErrors(
  c: TestSetupCheck,
  patterns: readonly string[],
  cwd: string,
): Promise<{ errors: Map<string, string>; testFiles: string[] }> {
  const sites = (await moduleImports(c.fs, c.root, true)).filter((s) => s.file.endsWith('_test.go'));
  const byDir = new Map<string, ImportSite[]>();
  for (const s of sites) byDir.set(dirOf(s.file), [...(byDir.get(dirOf(s.file)) ?? []), s]);
  const inModule = (p: string) => p === c.mod.module || p.startsWith(`${c.mod.module}/`);
  const external = new Map<string, boolean>();
  const errors = new Map<string, string>();
  for (const dir of matchedDirs([...byDir.keys()].sort(), patterns, c.mod, c.root, cwd)) {
    const own = byDir.get(dir) ?? [];
    for (const s of own)
      if (!external.has(s.file))
        external.set(s.file, /^\s*package\s+\w+_test\b/m.test(await c.readFile(`${c.root}/${s.file}`)));
    // internal tests first, then the external ones; within each, TestImports is sorted by path
    for (const group of [own.filter((s) => !external.get(s.file)), own.filter((s) => external.get(s.file))]) {
      const first = new Map<string, ImportSite>();
      for (const s of group) if (!first.has(s.path)) first.set(s.path, s);
      const failing = [...first.keys()]
        .sort()
        .filter((p) => !isStdLikePath(p) && !inModule(p))
        .map((p) => ({ site: first.get(p) as ImportSite, problem: c.problem(p) }))
        .find((x) => x.problem !== undefined);
      if (failing === undefined) continue;
      const at = {
        file: shortPath(`${c.root}/${failing.site.file}`, cwd),
        line: failing.site.line,
        col: failing.site.col,
      };
      const e: GoCmdError =
        failing.problem === 'missing'
          ? { kind: 'import-missing', at, path: failing.site.path, queryErr: c.queryErr }
          : { kind: 'missing-sum', at, path: failing.site.path, importer: packagePath(c.mod, dir) };
      const text = renderGoCmdError(e);
      // modload.ImportMissingSumError: the module a test imports from is added with `go get -t`
      errors.set(dir, failing.problem === 'sum' ? text.replace(/\n\tgo get /, '\n\tgo get -t ') : text);
      break;
    }
  }
  return { errors, testFiles: [...new Set(sites.map((s) => s.file))] };
}

/** A package directory of the main module as a go command argument written from `cwd`. */
export function dirArg(root: string, dir: string, cwd: string): string {
  const target = (dir === '' ? root : `${root}/${dir}`).split('/').filter(Boolean);
  const from = cwd.split('/').filter(Boolean);
  let i = 0;
  while (i < target.length && i < from.length && target[i] === from[i]) i++;
  const up = from.slice(i).map(() => '..');
  const rest = [...up, ...target.slice(i)];
  return rest.length === 0 ? '.' : up.length > 0 ? rest.join('/') : `./${rest.join('/')}`;
}

/** base.ShortPath: a file as the go command names it, relative to `cwd` when that is shorter. */
export function shortPath(abs: string, cwd: string): string {
  const slash = abs.lastIndexOf('/');
  const dir = dirArg(abs.slice(0, slash), '', cwd);
  const rel = `${dir === '.' ? '' : `${dir.replace(/^\.\//, '')}/`}${abs.slice(slash + 1)}`;
  return rel.length < abs.length ? rel : abs;
}

// `go clean [-i] [-n] [-x] [packages]`: what cmd/go/internal/clean (go1.23.5) removes from each
// package's directory — the executables `go build` writes there (the directory's name and the
// package's DefaultExecName, a name per .go file of package main), test binaries, `.a`/`.o`/`.so`
// files and a.out —, and with -i the installed command. -n/-x print the `cd DIR` and `rm -f …`
// lines as the go command's Shell.ShowCmd does (on stdout).

import { resolvePackages } from './binary.ts';
import { fail, findModRoot, type GoRun, loadMainModule } from './run.ts';

const CLEAN_FILE = new Set(['_testmain.go', 'test.out', 'build.out', 'a.out']);
const CLEAN_EXT = /\.(5|6|8|a|o|so)$/;

async function moduleGoFiles(run: GoRun, root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  const walk = async (dir: string, rel: string) => {
    for (const name of await run.fs.readdir(dir)) {
      const p = `${dir === '/' ? '' : dir}/${name}`;
      const r = rel ? `${rel}/${name}` : name;
      if ((await run.fs.stat(p)).isDirectory) {
        if (!/^[._]|^testdata$|^vendor$/.test(name)) await walk(p, r);
      } else if (name.endsWith('.go') || name === 'go.mod') files[r] = await run.fs.readFile(p);
    }
  };
  await walk(root, '');
  return files;
}

export async function cleanPackages(
  run: GoRun,
  patterns: string[],
  flags: { n: boolean; x: boolean; i: boolean },
): Promise<void> {
  const show = flags.n || flags.x;
  let shownDir = '';
  const showCmd = (dir: string, cmd: string) => {
    if (!show) return;
    if (dir !== '' && dir !== shownDir) {
      run.stdout.push(`cd ${dir}\n`);
      shownDir = dir;
    }
    run.stdout.push(`${cmd}\n`);
  };
  const root = await findModRoot(run.fs, run.cwd);
  // outside a module, only named packages (issue 29925: no package is loaded for a bare go clean)
  if (root === undefined && patterns.length === 0) return;
  type Clean = { dir: string; main: boolean; exe: string; own: Set<string>; target?: string };
  const pkgs: Clean[] = [];
  if (patterns.some((p) => p.endsWith('.go'))) {
    // command-line-arguments: the files' directory
    const dir = run.cwd;
    const first = patterns[0].slice(patterns[0].lastIndexOf('/') + 1);
    pkgs.push({ dir, main: true, exe: first.replace(/\.go$/, ''), own: new Set() });
  } else {
    if (root === undefined) {
      const p = patterns[0];
      if (p.startsWith('.') || p.startsWith('/'))
        fail(
          run,
          `go: go.mod file not found in current directory or any parent directory; see 'go help modules'`,
        );
      fail(run, `package ${p} is not in std (${run.env.GOROOT}/src/${p})`);
    }
    const mod = await loadMainModule(run);
    const files = await moduleGoFiles(run, root);
    const named = patterns.length === 0 ? ['.'] : patterns;
    for (const p of named) {
      if (resolvePackages(files, mod.module, root, run.cwd, [p])?.length) continue;
      if (!p.startsWith('.') && !p.startsWith('/') && p !== mod.module && !p.startsWith(`${mod.module}/`))
        fail(run, `no required module provides package ${p}; to add it:\n\tgo get ${p}`);
      const abs = run.fs.resolvePath(run.cwd, p);
      if (!(await run.fs.exists(abs)) || !(await run.fs.stat(abs)).isDirectory)
        fail(run, `stat ${abs}: directory not found`);
      // a directory without Go files is still cleaned, named by the pattern (its ImportPath)
      pkgs.push({
        dir: abs,
        main: false,
        exe: p === '.' ? '.' : p.slice(p.lastIndexOf('/') + 1),
        own: new Set(),
      });
    }
    const bin = run.osEnv.GOBIN || run.env.GOBIN || `${run.env.GOPATH.split(':')[0]}/bin`;
    for (const pkg of named.flatMap((p) => resolvePackages(files, mod.module, root, run.cwd, [p]) ?? [])) {
      if (
        pkgs.some(
          (q) =>
            q.dir ===
            (pkg.target.kind === 'dir' && pkg.target.dir !== '.' ? `${root}/${pkg.target.dir}` : root),
        )
      )
        continue;
      if (pkg.target.kind !== 'dir') continue;
      const rel = pkg.target.dir;
      const own = new Set(
        Object.keys(files)
          .filter(
            (f) =>
              f.endsWith('.go') && (f.lastIndexOf('/') < 0 ? '.' : f.slice(0, f.lastIndexOf('/'))) === rel,
          )
          .map((f) => f.slice(f.lastIndexOf('/') + 1)),
      );
      pkgs.push({
        dir: rel === '.' ? root : `${root}/${rel}`,
        main: pkg.main,
        exe: pkg.exe,
        // a package not main: its files are its own; every .go file of package main may be a program
        own: pkg.main ? new Set() : own,
        target: pkg.main ? `${bin}/${pkg.exe}` : undefined,
      });
    }
  }
  for (const p of pkgs) {
    const elem = p.dir.slice(p.dir.lastIndexOf('/') + 1);
    const remove = p.main ? [elem, `${elem}.exe`, p.exe, `${p.exe}.exe`] : [];
    remove.push(`${elem}.test`, `${elem}.test.exe`, `${p.exe}.test`, `${p.exe}.test.exe`);
    const entries = (await run.fs.readdir(p.dir)).sort();
    const isDir = new Map<string, boolean>();
    for (const name of entries) isDir.set(name, (await run.fs.stat(`${p.dir}/${name}`)).isDirectory);
    for (const name of entries) {
      if (p.own.has(name) || isDir.get(name)) continue;
      if (name.endsWith('_test.go'))
        remove.push(`${name.slice(0, -8)}.test`, `${name.slice(0, -8)}.test.exe`);
      if (name.endsWith('.go')) remove.push(name.slice(0, -3), `${name.slice(0, -3)}.exe`);
    }
    showCmd(p.dir, `rm -f ${remove.join(' ')}`);
    const gone = new Set(remove);
    for (const name of entries) {
      if (isDir.get(name)) {
        if (name === '_test' || name === '_obj') {
          showCmd('', `rm -r ${p.dir}/${name}`);
          if (!flags.n) await run.fs.rm(`${p.dir}/${name}`, { recursive: true, force: true });
        }
        continue;
      }
      if (flags.n) continue;
      if (CLEAN_FILE.has(name) || CLEAN_EXT.test(name) || gone.has(name))
        await run.fs.rm(`${p.dir}/${name}`, { force: true });
    }
    if (flags.i && p.target !== undefined) {
      showCmd('', `rm -f ${p.target}`);
      if (!flags.n) await run.fs.rm(p.target, { force: true });
    }
  }
}

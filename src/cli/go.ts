// `oplab go`: run Go programs with Operator Lab's Go toolchain (src/go), like the go command.
//
//   oplab go run FILE.go [FILE.go ...] [ARGS...]   named files (package main), like `go run a.go b.go`
//   oplab go run DIR [ARGS...]                     the module rooted at DIR (`cd DIR && go run .`), or
//                                                  a package of the module in the working directory
//                                                  (`go run ./cmd/app`); otherwise DIR's .go files
//                                                  as named files
//   oplab go test [-v] [-run regexp] [-count n] [packages]
//                                                  the module's tests, as `go test` (goTest in
//                                                  src/shell/commands/go/test.ts prints go1.23's lines)
//   oplab go vet [packages | FILE.go ...]          go vet's analyzers (the terminal's go vet)
//   oplab go version
//
// The program gets this process's environment and arguments. As `go run`: a program that exits
// non-zero (2 for a panic, N for os.Exit(N)) ends with `exit status N` on stderr and the command
// exits 1; a build failure exits 1. Output is streamed.

import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import { DEFAULT_GOROOT } from '../go/build/build.ts';
import { goRunExit, goVersionLine, type RunTarget, runGo, type SourceFile } from '../go/index.ts';
import { isStdPackage } from '../go/std/index.ts';
import type { CommandIO, CommandModule } from './commands.ts';
import { withEmbeddable } from './embed-files.ts';
import { goSnapshotFiles, loadProgramSnapshot, programImports, saveGoSnapshot } from './go-snapshot.ts';
import { memoryFlag, parseMemorySize, processCpuMs } from './limits.ts';
import { diskModuleFS } from './modfs.ts';
import { rerunUnlessReady } from './prebuilt.ts';
import { readSource } from './source-file.ts';
import { stdinReader } from './stdin.ts';
import { youngGenerationCap } from './young-gen.ts';

/** go.mod requires a Kubernetes module (the same test as go-kube.ts, without loading it). */
function requiresKubernetes(gomod: string): boolean {
  return /^\s*(?:require\s+)?(?:k8s\.io\/(?:api|apimachinery|client-go|apiextensions-apiserver|utils)|sigs\.k8s\.io\/controller-runtime)\s+v/m.test(
    gomod,
  );
}

const USAGE = `usage: oplab go <command> [arguments]

The commands are:

	run      compile and run a Go program (files, or a module directory)
	test     test the packages of the module in the working directory
	vet      report likely mistakes in packages (go1.23's analyzers), or in named files
	version  print the Go version of this toolchain

oplab go run [-mod=mode] [-memory=SIZE] FILE.go [FILE.go ...] [arguments...]
oplab go run [-mod=mode] [-memory=SIZE] DIR [arguments...]

-memory=SIZE bounds the program's live values (default 1GiB; SIZE as GOMEMLIMIT takes it:
512MiB, 2GiB): beyond it the program stops with Go's "fatal error: runtime: out of memory".
`;

const SKIP_DIRS = new Set(['node_modules', 'testdata', 'vendor']);

/** Every .go file and the go.mod under `root`, named relative to `root` with '/' separators. */
function readTree(root: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name.startsWith('.') || entry.name.startsWith('_') || SKIP_DIRS.has(entry.name)) continue;
        walk(full);
      } else if (entry.name.endsWith('.go') || (dir === root && entry.name === 'go.mod')) {
        out.push({ name: relative(root, full).split(sep).join('/'), src: readSource(full) });
      }
    }
  };
  walk(root);
  return out;
}

const NO_GO_MOD =
  "go: go.mod file not found in current directory or any parent directory; see 'go help modules'\n";

/** The directory of the go.mod that holds `dir`, or undefined. */
function moduleRoot(dir: string): string | undefined {
  for (let d = dir; ; ) {
    if (existsSync(join(d, 'go.mod'))) return d;
    const up = resolve(d, '..');
    if (up === d) return undefined;
    d = up;
  }
}

/** A relative package pattern given in `here` (`./...`, `../api`), as named from the module's `root`. */
function fromModuleRoot(root: string, here: string, p: string): string {
  if (!p.startsWith('.')) return p;
  const rel = (q: string) => relative(root, resolve(here, q)).split(sep).join('/') || '.';
  const dots = p === '...' || p.endsWith('/...');
  const base = rel(dots ? p.replace(/\/?\.\.\.$/, '') || '.' : p);
  return dots ? (base === '.' ? './...' : `${base}/...`) : base;
}

/** The go command's base.ShortPath: the path relative to the working directory when that is shorter. */
function shortPath(cwd: string, file: string): string {
  const abs = resolve(cwd, file);
  const rel = relative(cwd, abs);
  return (rel.length < abs.length ? rel : abs).split(sep).join('/');
}

/**
 * A package argument of go run that is no .go file and no directory here: an import path of the main
 * module is its directory; otherwise the go command's error (cmd/go/internal/load and modload, as
 * go1.23.5 prints them; in a module, a path with a domain not its own is left to the message below it:
 * the go command would look it up).
 */
function missingPackage(
  arg: string,
  here: string,
  module: string | undefined,
): string | { dir: string } | undefined {
  if (arg.startsWith('.') || isAbsolute(arg))
    return module === undefined ? NO_GO_MOD : `stat ${resolve(here, arg)}: directory not found\n`;
  const path = arg.replace(/\/+$/, '');
  const modPath =
    module === undefined
      ? undefined
      : /^\s*module\s+"?([^\s"]+)/m.exec(readSource(join(module, 'go.mod')))?.[1];
  if (modPath !== undefined && module !== undefined && (path === modPath || path.startsWith(`${modPath}/`))) {
    const dir = join(module, path.slice(modPath.length));
    if (existsSync(dir)) return { dir };
  }
  if (isStdPackage(path)) return `package ${path} is not a main package\n`;
  if (!path.split('/')[0].includes('.'))
    return `package ${path} is not in std (${DEFAULT_GOROOT}/src/${path})\n`;
  if (module === undefined)
    return `no required module provides package ${path}: ${NO_GO_MOD.slice('go: '.length)}`;
  return undefined;
}

async function runCommand(args: string[], io: CommandIO): Promise<number> {
  const flagEnd = args.findIndex((a) => !a.startsWith('-'));
  const flags = flagEnd < 0 ? args : args.slice(0, flagEnd);
  const rest = flagEnd < 0 ? [] : args.slice(flagEnd);
  let modFlag: string | undefined;
  let memoryBudget: number | undefined;
  for (const f of flags) {
    if (f === '--') continue;
    const mem = memoryFlag(f);
    if (mem !== undefined) {
      const size = parseMemorySize(mem);
      if (typeof size !== 'number') {
        io.stderr.write(`${size.error}\n`);
        return 2;
      }
      memoryBudget = size;
      continue;
    }
    const mod = /^--?mod=(.*)$/.exec(f);
    if (mod) {
      if (!['vendor', 'readonly', 'mod'].includes(mod[1])) {
        // [SOURCE] cmd/go/internal/work/init.go buildModeInit.
        io.stderr.write(`-mod=${mod[1]} not supported (can be '', 'mod', 'readonly', or 'vendor')\n`);
        return 1;
      }
      modFlag = mod[1];
      continue;
    }
    io.stderr.write(
      `flag provided but not defined: ${f}\nusage: oplab go run [FILE.go ... | DIR] [arguments...]\n`,
    );
    return 2;
  }
  if (rest.length === 0) {
    io.stderr.write('go: no go files listed\n');
    return 1;
  }
  let files: SourceFile[];
  let target: RunTarget;
  let programArgs: string[];
  let cwd: string;
  const first = rest[0];
  const here = process.cwd();
  // the module that holds the working directory, found upwards as the go command finds it
  const module = moduleRoot(here);
  /** `p` (relative to `here`) named from the module's root, if it is inside the module. */
  const inModule = (p: string) => {
    if (module === undefined) return undefined;
    const rel = relative(module, resolve(here, p));
    return rel.startsWith('..') || isAbsolute(rel) ? undefined : rel.split(sep).join('/') || '.';
  };
  // from a subdirectory, the compiler's file names print relative to it
  const dir = module === undefined ? undefined : (inModule('.') as string);
  let pkgDir = first;
  if (!first.endsWith('.go') && !existsSync(first)) {
    const missing = missingPackage(first, here, module);
    if (typeof missing === 'string') {
      io.stderr.write(missing);
      return 1;
    }
    if (missing !== undefined) pkgDir = missing.dir;
  }
  if (!pkgDir.endsWith('.go') && existsSync(pkgDir) && statSync(pkgDir).isDirectory()) {
    const root = resolve(pkgDir);
    programArgs = rest.slice(1);
    const inside = inModule(pkgDir);
    if (existsSync(join(root, 'go.mod'))) {
      files = readTree(root);
      target = { kind: 'dir', dir: '.' };
      cwd = root;
    } else if (module !== undefined && inside !== undefined) {
      // `go run ./cmd/app` (or `go run .` in cmd/app): a package of the module
      files = readTree(module);
      target = { kind: 'dir', dir: inside };
      cwd = module;
    } else {
      cwd = process.cwd();
      const prefix = relative(cwd, root).split(sep).join('/');
      const names = readdirSync(root)
        .filter((n) => n.endsWith('.go') && !n.endsWith('_test.go'))
        .sort();
      files = names.map((n) => ({
        name: prefix === '' ? n : `${prefix}/${n}`,
        src: readSource(join(root, n)),
      }));
      target = { kind: 'files', files: files.map((f) => f.name) };
    }
  } else {
    const count = rest.findIndex((a) => !a.endsWith('.go'));
    const named = count < 0 ? rest : rest.slice(0, count);
    programArgs = count < 0 ? [] : rest.slice(count);
    if (named.length === 0) {
      io.stderr.write(`go: cannot run ${first}: not a .go file or a directory\n`);
      return 1;
    }
    // named as given (cmd/go/internal/load GoFilesPackage stats each file first)
    const gone = named.find((n) => !existsSync(n));
    if (gone !== undefined) {
      io.stderr.write(`stat ${gone}: no such file or directory\n`);
      return 1;
    }
    // Inside a module (go.mod here or above), named files may import the module's packages.
    cwd = module ?? here;
    files = module !== undefined ? readTree(module) : [];
    const have = new Set(files.map((f) => f.name));
    const nameOf = (n: string) => inModule(n) ?? shortPath(cwd, resolve(here, n));
    for (const n of named) {
      const name = nameOf(n);
      if (!have.has(name) && existsSync(n) && statSync(n).isFile()) {
        files.push({ name, src: readSource(n) });
      }
    }
    target = { kind: 'files', files: named.map(nameOf) };
  }
  files = withEmbeddable(cwd, files);
  const env = Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const gomod = files.find((f) => f.name === 'go.mod')?.src ?? '';
  // a module requiring k8s.io/* or controller-runtime: the simulated packages and cluster
  const again = requiresKubernetes(gomod) ? rerunUnlessReady('go', ['src/cli/go-kube.ts']) : undefined;
  if (again !== undefined) return again;
  const kube = requiresKubernetes(gomod) ? await import('./go-kube.ts') : undefined;
  const snapshot = goSnapshotFiles(
    programImports(
      files.filter((f) => f.name.endsWith('.go') && !f.name.endsWith('_test.go')).map((f) => f.src),
    ),
  );
  loadProgramSnapshot(snapshot);
  const young = youngGenerationCap(processCpuMs);
  // The growth factor goes back to V8's default even when the run throws (an engine fault).
  let result: ReturnType<typeof runGo>;
  try {
    result = (kube?.runGoWithCluster ?? runGo)({
      files,
      target,
      cwd,
      ...(cwd === module && dir !== undefined && dir !== '.' ? { dir } : {}),
      args: programArgs,
      env,
      stdin: stdinReader(),
      memoryBudget,
      cpuTime: young.cpuTime,
      onChunk: young.chunk,
      // vendor/, the module cache and replacement directories are read from the disk as needed.
      modules: { env, fs: diskModuleFS(), modFlag },
      // Bytes as the program wrote them: Go strings are bytes, not text.
      onStdoutBytes: (b) => io.stdout.write(b),
      onStderrBytes: (b) => io.stderr.write(b),
    });
  } finally {
    young.release();
  }
  saveGoSnapshot(snapshot?.file);
  return goRunExit(result, (line) => io.stderr.write(line));
}

/** `oplab go test [flags] [packages]` in the module that holds the working directory. */
async function testCommand(args: string[], io: CommandIO): Promise<number> {
  const again = rerunUnlessReady('go', ['src/shell/commands/go/test.ts']);
  if (again !== undefined) return again;
  const { goTest, parseTestArgs } = await import('../shell/commands/go/test.ts');
  const parsed = parseTestArgs(args);
  if ('error' in parsed) {
    io.stderr.write(`${parsed.error}\n`);
    return 2;
  }
  const here = process.cwd();
  const root = moduleRoot(here);
  if (root === undefined) {
    io.stderr.write(NO_GO_MOD);
    return 1;
  }
  const rel = (p: string) => relative(root, resolve(here, p)).split(sep).join('/') || '.';
  const packages = parsed.packages.map((p) => fromModuleRoot(root, here, p));
  const files = withEmbeddable(root, readTree(root));
  const env = Object.fromEntries(
    Object.entries(process.env).filter((e): e is [string, string] => e[1] !== undefined),
  );
  const gomod = files.find((f) => f.name === 'go.mod')?.src ?? '';
  const kubeAgain = requiresKubernetes(gomod)
    ? rerunUnlessReady('go', ['src/cli/go-kube.ts', 'src/kube/run/run.ts'])
    : undefined;
  if (kubeAgain !== undefined) return kubeAgain;
  const kube = requiresKubernetes(gomod) ? await import('./go-kube.ts') : undefined;
  // go test's vet step checks the packages with the same packages the run gets
  const kubeRun = kube ? await import('../kube/run/run.ts') : undefined;
  const r = goTest(Object.fromEntries(files.map((f) => [f.name, f.src])), { ...parsed, packages }, root, {
    localDir: parsed.packages.length === 0 ? rel('.') : undefined,
    dir: rel('.'),
    run: kube?.runGoWithCluster,
    phases: kubeRun?.kubePhases(kubeRun.controllerRuntimeMinor(files)),
    request: { env, modules: { env, fs: diskModuleFS() } },
  });
  // In the order the go command writes them (a build failure's lines on stderr before the package's
  // FAIL line on stdout), each to its own stream: one terminal shows them as go's would.
  if (r.chunks !== undefined) for (const c of r.chunks) (c.fd === 1 ? io.stdout : io.stderr).write(c.text);
  else {
    io.stdout.write(r.stdout);
    io.stderr.write(r.stderr);
  }
  if (r.coverProfile !== undefined && parsed.cover?.profile !== undefined)
    writeFileSync(resolve(here, parsed.cover.profile), r.coverProfile);
  return r.exitCode;
}

/**
 * `oplab go vet [packages]` in the module that holds the working directory, or `oplab go vet
 * FILE.go ...`: go1.23's analyzers (src/go/vet), as the terminal's `go vet` runs them.
 */
async function vetCommand(args: string[], io: CommandIO): Promise<number> {
  const again = rerunUnlessReady('go', ['src/shell/go-toolchain.ts']);
  if (again !== undefined) return again;
  const { srcGoToolchain } = await import('../shell/go-toolchain.ts');
  const here = process.cwd();
  const root = moduleRoot(here);
  let files: Record<string, string>;
  let argv = args;
  if (root === undefined) {
    // named files outside any module form the package command-line-arguments
    const named = args.filter((a) => a.endsWith('.go'));
    if (named.length === 0) {
      io.stderr.write(NO_GO_MOD);
      return 1;
    }
    files = {};
    for (const f of named) {
      const path = resolve(here, f);
      if (!existsSync(path)) {
        // one name that is no file is a package path to the go command (load.GoFilesPackage reads
        // several as files only)
        io.stderr.write(
          named.length === 1
            ? `no required module provides package ${f}: ${NO_GO_MOD.slice('go: '.length)}`
            : `stat ${f}: no such file or directory\n`,
        );
        return 1;
      }
      files[f.replace(/^\.\//, '')] = readSource(path);
    }
    argv = args.map((a) => (a.endsWith('.go') ? a.replace(/^\.\//, '') : a));
  } else {
    files = Object.fromEntries(withEmbeddable(root, readTree(root)).map((f) => [f.name, f.src]));
  }
  // in a subdirectory, the toolchain reads the packages named from there and prints file names so
  const dir = root === undefined ? '.' : relative(root, here).split(sep).join('/') || '.';
  const r = await srcGoToolchain.run(files, ['vet', ...argv], (root ?? here).split(sep).join('/'), { dir });
  if (r.chunks !== undefined) for (const c of r.chunks) (c.fd === 1 ? io.stdout : io.stderr).write(c.text);
  else {
    io.stdout.write(r.stdout);
    io.stderr.write(r.stderr);
  }
  return r.exitCode;
}

const goCommand: CommandModule = {
  async run(args, io) {
    const [sub, ...rest] = args;
    switch (sub) {
      case 'run':
        return runCommand(rest, io);
      case 'test':
        return testCommand(rest, io);
      case 'vet':
        return vetCommand(rest, io);
      case 'version':
        io.stdout.write(`${goVersionLine}\n`);
        return 0;
      case undefined:
      case 'help':
      case '-h':
      case '--help':
        io.stdout.write(USAGE);
        return sub === undefined ? 2 : 0;
      default:
        io.stderr.write(`go ${sub}: unknown command\nRun 'oplab go help' for usage.\n`);
        return 2;
    }
  },
};

export default goCommand;

// `go build`, `go vet`, `go run`, `go mod download`: the module checks that come before compiling
// (missing requirement, missing go.sum entry, downloads), then the Go toolchain if the host has one.

import { type GoCmdError, renderGoCmdError } from '../../../go/build/mod/errors.ts';
import * as gover from '../../../go/build/mod/gover.ts';
import {
  type ImportSite,
  isStdLikePath,
  moduleGoFiles,
  moduleImports,
} from '../../../go/build/mod/imports.ts';
import {
  formatGoSum,
  formatModFile,
  haveSum,
  type ModFile,
  type Requirement,
} from '../../../go/build/mod/modfile.ts';
import { checkModulePath } from '../../../go/build/mod/modpath.ts';
import * as semver from '../../../go/build/mod/semver.ts';
import {
  chooseBuildMode,
  type ModeChoice,
  modFlagOf,
  readVendorList,
  type VendorList,
  vendorInconsistencies,
} from '../../../go/build/mod/vendor.ts';
import { embeddableFiles } from '../../embed-files.ts';
import { buildArgs } from '../../go-run-args.ts';
import { moduleHash, packageExists } from '../../modules/universe.ts';
import type { OutputChunk } from '../../order.ts';
import {
  type BuildTarget,
  type BuiltPrograms,
  buildOutputs,
  resolvePackages,
  writeOutputs,
} from './binary.ts';
import { cacheFile, extractedDir, fetchModuleFile, inCache, proxyListError, storeInCache } from './fetch.ts';
import { parseFlags } from './flags.ts';
import { GOROOT } from './goenv.ts';
import { loadedModules, raisedGoLine, resolveImports } from './loader.ts';
import { loadModGraph } from './modgraph.ts';
import { buildList, downloadZip, fetchErrorText, loadModFile, providingModule, replaced } from './modload.ts';
import {
  errln,
  fail,
  fetchEnv,
  findModRoot,
  GoExit,
  type GoRun,
  loadMainModule,
  traceGets,
  writeGoSum,
  writeModFiles,
} from './run.ts';
import { parseTestArgs } from './test-args.ts';
import { dirArg, matchedDirs, packagePath, shortPath, testSetupErrors } from './testsetup.ts';
import { checkMainGoVersion } from './toolchain.ts';

interface ModuleJSON {
  Path: string;
  Version: string;
  Error?: string;
  Info?: string;
  GoMod?: string;
  Zip?: string;
  Dir?: string;
  Sum?: string;
  GoModSum?: string;
}

/** modcmd/download.go DownloadModule: the .info, the .mod, then the zip, stopping at the first error. */
async function downloadModule(run: GoRun, m: ModuleJSON, query: boolean): Promise<void> {
  const env = fetchEnv(run);
  const info = `${m.Version}.info`;
  // modload queryProxy's lookupRepo checks the path (module.CheckPath) before any lookup
  const badPath = query ? checkModulePath(m.Path) : undefined;
  if (badPath !== undefined) {
    m.Error = `${m.Path}@${m.Version}: ${badPath}`;
    return;
  }
  if (!(await inCache(run.fs, env, m.Path, info))) {
    const r = fetchModuleFile(run.net, env, m.Path, info);
    if (!r.ok) {
      // GOPROXY=off and a refused GOPROXY name no module themselves: download.go's error is the
      // module's ([CAPTURED] go1.23.5 `GOPROXY=off go mod download example.com/lib@v1.0.0`: `go:
      // example.com/lib@v1.0.0: module lookup disabled by GOPROXY=off`)
      const bare =
        r.error.message.startsWith('module lookup disabled') ||
        r.error.message === proxyListError(env.GOPROXY);
      m.Error = bare
        ? `${m.Path}@${m.Version}: ${r.error.message}`
        : fetchErrorText(m.Path, m.Version, r.error);
      // modload moduleInfo still reads a listed module's go.mod for its go version when go.sum has
      // its line ([CAPTURED] go1.23.5 -x: `# get …/v0.28.0.info`, then `# get …/v0.28.0.mod`); a
      // path@version query that failed is not read further
      if (!query && run.sum.has(`${m.Path} ${m.Version}/go.mod`)) await loadModFile(run, m.Path, m.Version);
      return;
    }
    await storeInCache(run.fs, env, m.Path, m.Version, info, r.body);
  }
  m.Info = cacheFile(env, m.Path, info);
  const gomod = await loadModFile(run, m.Path, m.Version);
  if (!gomod.ok) {
    m.Error = gomod.message;
    return;
  }
  m.GoMod = cacheFile(env, m.Path, `${m.Version}.mod`);
  m.GoModSum = moduleHash(m.Path, m.Version, true);
  // `go mod download` fills the cache quietly: no `go: downloading` lines.
  const z = await downloadZip(run, m.Path, m.Version, true);
  if (!z.ok) {
    m.Error = z.message;
    return;
  }
  m.Zip = cacheFile(env, m.Path, `${m.Version}.zip`);
  m.Sum = moduleHash(m.Path, m.Version, false);
  m.Dir = extractedDir(env, m.Path, m.Version);
}

/** `go mod download [-x] [-json] [modules]` (cmd/go/internal/modcmd/download.go). */
export async function goModDownload(run: GoRun, argv: string[] = []): Promise<void> {
  const f = parseFlags(
    run,
    argv,
    { x: 'bool', json: 'bool', reuse: 'value' },
    'go mod download [-x] [-json] [-reuse=old.json] [modules]',
    'mod download',
  );
  traceGets(run, f.bools.has('x'));
  // download.go: outside a module only path@version queries are downloaded (modload listModules
  // refuses the rest), and nothing is recorded in a go.sum
  const hasRoot = run.env.GO111MODULE === 'off' || (await findModRoot(run.fs, run.cwd)) !== undefined;
  if (!hasRoot) {
    const noRoot =
      "go.mod file not found in current directory or any parent directory; see 'go help modules'";
    if (f.args.length === 0) fail(run, "go: no modules specified (see 'go help mod download')");
    for (const arg of f.args) {
      const vers = arg.includes('@') ? arg.slice(arg.indexOf('@') + 1) : undefined;
      if (arg === 'all' || arg.includes('...') || vers === 'upgrade' || vers === 'patch')
        fail(run, `go: cannot match ${JSON.stringify(arg)}: ${noRoot}`);
      if (vers === undefined)
        fail(
          run,
          `go: cannot match ${JSON.stringify(arg)} without -versions or an explicit version: ${noRoot}`,
        );
    }
    run.mod = { module: 'command-line-arguments', require: [], replace: [], exclude: [] };
    run.sum = new Map();
  }
  const mod = await loadMainModule(run);
  if (hasRoot) await checkMainGoVersion(run);
  if (f.values.has('reuse')) fail(run, 'go mod download -reuse cannot be used inside a module');
  const explicit = f.args.length > 0;
  const before = new Set(run.sum.keys());
  const targets: Array<{ path: string; version?: string; error?: string; query?: boolean }> = [];
  if (!explicit) {
    if (mod.require.length === 0) {
      errln(run, 'go: no module dependencies to download');
      return;
    }
    // As of Go 1.17 the full module graph is loaded first ([CAPTURED] TOOLCHAIN.md A2.3: the error
    // names the first requirement's .mod), then go.mod's requirements are downloaded in file order.
    const g = await loadModGraph(run, mod);
    if (!g.ok) fail(run, `go: ${g.message}`);
    for (const r of mod.require) targets.push({ path: r.path, version: replaced(mod, r.path) ?? r.version });
  } else {
    let selected: Map<string, string> | undefined;
    const buildList = async () => {
      if (!selected) {
        const g = await loadModGraph(run, mod);
        if (!g.ok) fail(run, `go: ${g.message}`);
        selected = g.graph.selected;
      }
      return selected;
    };
    for (const arg of f.args) {
      if (arg === mod.module || arg === `${mod.module}@upgrade` || arg === `${mod.module}@patch`) {
        errln(run, `go: skipping download of ${arg} that resolves to the main module`);
        continue;
      }
      const at = arg.indexOf('@');
      if (arg === 'all') {
        for (const [p, v] of [...(await buildList())].sort((a, b) => (a[0] < b[0] ? -1 : 1)))
          targets.push({ path: p, version: v });
      } else if (at >= 0 && semver.isValid(arg.slice(at + 1))) {
        targets.push({ path: arg.slice(0, at), version: arg.slice(at + 1), query: true });
      } else if (at >= 0) {
        fail(run, `oplab: 'go mod download ${arg}': only exact versions (path@vX.Y.Z) are simulated`, 2);
      } else {
        // modload/list.go listModules: a module go.mod lists needs no module graph when the graph
        // is pruned (go 1.17 and later); its version is the requirement's
        const root = mod.require.find((r) => r.path === arg);
        const pruned = gover.compare(mod.go ?? '1.16', '1.17') >= 0;
        const v = root !== undefined && pruned ? root.version : (await buildList()).get(arg);
        if (v) targets.push({ path: arg, version: v });
        else targets.push({ path: arg, error: `module ${arg}: not a known dependency` });
      }
    }
  }
  const mods: ModuleJSON[] = [];
  const infosErrs: string[] = [];
  for (const t of targets) {
    if (!t.version) {
      infosErrs.push(t.error as string);
      continue;
    }
    const m: ModuleJSON = { Path: t.path, Version: t.version };
    mods.push(m);
    await downloadModule(run, m, t.query === true);
  }
  let failed = false;
  if (f.bools.has('json')) {
    const objects: string[] = [];
    for (const m of mods) {
      // encoding/json follows ModuleJSON's field order.
      const ordered = Object.fromEntries(
        (['Path', 'Version', 'Error', 'Info', 'GoMod', 'Zip', 'Dir', 'Sum', 'GoModSum'] as const)
          .filter((k) => m[k] !== undefined)
          .map((k) => [k, m[k]]),
      );
      objects.push(`${JSON.stringify(ordered, null, '\t')}\n`);
      if (m.Error) failed = true;
    }
    // after the command's own stderr lines (-x traces), as it writes them at the end
    emitChunks(run, [{ fd: 1, text: objects.join('') }]);
  } else {
    for (const m of mods)
      if (m.Error) {
        errln(run, `go: ${m.Error}`);
        failed = true;
      }
    if (failed) throw new GoExit(1);
  }
  // Explicit arguments record the sums of the build list's modules in go.sum ("'go mod download
  // mod@version' is a useful way to add a sum"); without arguments go.sum is left alone.
  if (explicit && run.sumDirty && hasRoot) {
    const keep = await loadModGraph(run, mod);
    const inGraph = (k: string) => {
      const [p, v] = k.split(' ');
      return keep.ok && keep.graph.selected.get(p) === v.replace('/go.mod', '');
    };
    const sum = new Map([...run.sum].filter(([k]) => before.has(k) || inGraph(k)));
    await writeGoSum(run, formatGoSum(sum));
  }
  for (const e of infosErrs) errln(run, `go: ${e}`);
  if (failed || infosErrs.length > 0) throw new GoExit(1);
}

export interface CompileResult {
  stdout: string;
  stderr: string;
  exitCode: number;
  /** go test -coverprofile: the merged profile, for the go command to write. */
  coverProfile?: string;
  /** A program's stdout and stderr in the order it wrote them, when it wrote to both (go run). */
  chunks?: OutputChunk[];
}

/** The host's Go toolchain (src/go), when it is wired in: compiles/runs the module's sources. */
/**
 * A host-provided runner for a module's main package (the local manager model of `make run`);
 * undefined when it does not recognise the program, which then goes to the Go toolchain.
 */
export type LocalMain = (
  root: string,
  args: string[],
  env: Record<string, string>,
) => Promise<{ stdout: string; stderr: string; exitCode: number } | undefined>;

export interface GoToolchain {
  /** `files` are relative to the module root (or the named files); `cwd` is the directory shown in messages. */
  /** `printed`: what this go command has printed before it (`go: downloading ...` lines). */
  run(
    files: Record<string, string>,
    args: string[],
    cwd?: string,
    opts?: {
      printed?: string;
      /** Run a program `go build` built (binary.ts): its package and the arguments it was given. */
      exec?: { target: BuildTarget; args: string[]; argv0: string };
      /** go test: the control plane binaries on disk envtest may start (absolute paths). */
      envtestBinaries?: readonly string[];
      /** The go command's directory relative to the module root: packages named and files printed from it. */
      dir?: string;
    },
  ): Promise<CompileResult>;
  /**
   * `controller-gen object`: the zz_generated.deepcopy.go of each package directory in `dirs` that
   * generates one (paths relative to the module root, as `files`), and the generator's errors.
   */
  deepCopy?(
    files: Record<string, string>,
    dirs: string[],
    header: string,
    cwd: string,
  ): Promise<{ written: Record<string, string>; errors: string[] }>;
}

/**
 * The control plane binaries a test binary's envtest may find (pkg/internal/testing/process
 * BinPathFinder): setup-envtest's stores under the module's bin/k8s, the default
 * /usr/local/kubebuilder/bin and the user's ~/.local/share/kubebuilder-envtest/k8s.
 */
async function envtestBinaries(run: GoRun, root: string): Promise<string[]> {
  const out: string[] = [];
  const home = run.osEnv.HOME || '/home/user';
  const walk = async (dir: string, depth: number) => {
    if (!(await run.fs.exists(dir))) return;
    for (const name of await run.fs.readdir(dir)) {
      const p = `${dir}/${name}`;
      if ((await run.fs.stat(p)).isDirectory) {
        if (depth > 0) await walk(p, depth - 1);
      } else out.push(p);
    }
  };
  await walk(`${root}/bin`, 2);
  await walk('/usr/local/kubebuilder/bin', 0);
  await walk(`${home}/.local/share/kubebuilder-envtest/k8s`, 1);
  return out;
}

/**
 * The compile errors a client-go v0.28 build gives when `replace` forces k8s.io/api below v0.28
 * (TOOLCHAIN.md A4 point 3; positions DERIVED from the real container.go).
 */
function skewErrors(
  run: GoRun,
  selected: Map<string, string>,
  used: (p: string) => string,
): string | undefined {
  const cg = selected.get('k8s.io/client-go');
  const api = selected.get('k8s.io/api');
  if (!cg || !api) return undefined;
  const apiUsed = used('k8s.io/api');
  if (semver.compare(semver.majorMinor(cg), 'v0.28') >= 0 && semver.compare(apiUsed, 'v0.28.0') < 0) {
    const dir = `${run.env.GOMODCACHE}/k8s.io/client-go@${cg}/applyconfigurations/core/v1`;
    return `# k8s.io/client-go/applyconfigurations/core/v1\n${dir}/container.go:38:35: undefined: corev1.ContainerRestartPolicy\n${dir}/container.go:167:70: undefined: corev1.ContainerRestartPolicy`;
  }
  return undefined;
}

/**
 * `go test`'s arguments for the toolchain: package patterns relative to the module root, and in
 * local directory mode (no packages) a leading `-oplab.localdir=DIR` naming the directory it ran in.
 */
function testArgs(run: GoRun, root: string, args: string[]): string[] {
  const rel = run.cwd === root ? '.' : run.cwd.startsWith(`${root}/`) ? run.cwd.slice(root.length + 1) : '.';
  const parsed = parseTestArgs(args);
  if ('error' in parsed) return args;
  const pkgs = new Set(parsed.packages);
  const out = args.map((a) => {
    if (!pkgs.has(a) || !a.startsWith('.')) return a;
    const joined = rel === '.' ? a : `${rel}/${a}`;
    const parts: string[] = [];
    for (const p of joined.split('/'))
      if (p === '..') parts.pop();
      else if (p !== '.' && p !== '') parts.push(p);
    return parts.length === 0 ? '.' : parts.join('/');
  });
  return parsed.packages.length === 0 ? [`-oplab.localdir=${rel}`, ...out] : out;
}

/**
 * modload.setDefaultBuildMod: -mod from the command line (the last one wins) over GOFLAGS's,
 * else vendor when vendor/ exists and go.mod says go 1.14 or later.
 */
async function buildMode(
  run: GoRun,
  verb: string,
  args: string[],
  goLine: string | undefined,
  root: string,
): Promise<ModeChoice> {
  let flag = modFlagOf(run.env.GOFLAGS);
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--') break;
    // go run's arguments after the package are the program's; go test takes flags after packages
    if (!a.startsWith('-')) {
      if (verb === 'run') break;
      continue;
    }
    const m = /^--?mod(?:=(.*))?$/.exec(a);
    if (m) flag = m[1] ?? args[++i];
  }
  return chooseBuildMode(flag, goLine, await run.fs.exists(`${root}/vendor`));
}

export async function goBuild(
  run: GoRun,
  verb: 'build' | 'vet' | 'run' | 'test',
  args: string[],
  toolchain: GoToolchain | undefined,
  localMain?: LocalMain,
  out?: {
    /** Where built programs are kept (binary.ts): `go build` writes executables. */
    programs: BuiltPrograms;
    /** `go install`: the directory its executables go to (GOBIN, else GOPATH's bin). */
    installDir?: string;
  },
): Promise<void> {
  // `go run a.go b.go` works outside any module: named files form the package command-line-arguments.
  // For go run only the .go arguments right after its flags are files; what follows is the program's
  // (`go run main.go -in data.go`), as cmd/go/internal/run/run.go reads them.
  const named =
    verb === 'run' ? leadingGoFiles(buildArgs(args).patterns) : args.filter((a) => a.endsWith('.go'));
  if (named.length > 0 && !(await findModRoot(run.fs, run.cwd))) {
    if (!toolchain)
      fail(
        run,
        'oplab: the simulated Go toolchain is not available in this terminal yet; nothing was compiled or run.',
      );
    const files: Record<string, string> = {};
    for (const f of named) {
      const path = f.startsWith('/') ? f : `${run.cwd}/${f.replace(/^\.\//, '')}`;
      if (!(await run.fs.exists(path))) fail(run, `stat ${f}: no such file or directory`);
      files[f.replace(/^\.\//, '')] = await run.fs.readFile(path);
    }
    // files named inside the directory only: they are the program an executable keeps
    const keep = named.some((f) => f.startsWith('/') || f.includes('..')) ? undefined : out;
    // outside a module: the files' directory is the "module" the program is kept for
    const { output, patterns } = buildArgs(args);
    const outputs =
      verb === 'build' && keep
        ? await buildOutputs(run, resolvePackages(files, '', run.cwd, run.cwd, patterns) ?? [], output)
        : [];
    const r = await toolchain.run(files, [verb, ...args], run.cwd);
    if (r.chunks !== undefined)
      run.written = { stdout: run.stdout.length, stderr: run.stderr.length, chunks: r.chunks };
    run.stdout.push(r.stdout);
    run.stderr.push(r.stderr);
    if (r.exitCode !== 0) throw new GoExit(r.exitCode);
    if (keep) {
      run.modRoot = run.cwd;
      await writeOutputs(run, keep.programs, outputs, files, '');
    }
    return;
  }
  let mod = await loadMainModule(run);
  await checkMainGoVersion(run);
  const root = run.modRoot as string;
  const mode = await buildMode(run, verb, args, mod.go, root);
  // A consistent vendor/ is where the build's dependencies come from: the packages modules.txt
  // lists, with no download, no go.sum check and no module graph (modload/import.go importFromModules
  // in vendor mode looks only in vendor/).
  let vendored: VendorList | undefined;
  if (mode.mode === 'vendor') {
    const vendorTxt = `${root}/vendor/modules.txt`;
    const list = readVendorList(
      (await run.fs.exists(vendorTxt)) ? await run.fs.readFile(vendorTxt) : undefined,
    );
    const details = vendorInconsistencies(mod, list);
    if (details.length > 0)
      fail(run, renderGoCmdError({ kind: 'inconsistent-vendoring', dir: root, details }));
    vendored = list;
  }
  // modload/import.go: with -mod=readonly or -mod=vendor set (or chosen for a reason) a missing
  // import is not looked up, and the error says why.
  const queryErr =
    mode.mode === 'mod'
      ? undefined
      : mode.explicit
        ? `import lookup disabled by -mod=${mode.mode}`
        : mode.reason !== ''
          ? `import lookup disabled by -mod=${mode.mode}\n\t(${mode.reason})`
          : undefined;
  const inModule = (p: string) => p === mod.module || p.startsWith(`${mod.module}/`);
  const allSites = await moduleImports(run.fs, root);
  const sites = allSites.filter((s) => !isStdLikePath(s.path) && !inModule(s.path));
  // A package of the main module with no Go files: the go command finds no module that provides it
  // either (modload/import.go, ImportMissingError), in import order with the others.
  const pkgDirs = new Set(
    (await moduleGoFiles(run.fs, root)).map((f) => f.slice(0, Math.max(0, f.lastIndexOf('/')))),
  );
  const missingLocal = new Set(
    allSites.filter((s) => inModule(s.path) && !pkgDirs.has(s.path.slice(mod.module.length + 1))),
  );
  // A module replaced by a directory (`replace example.com/dep => ./dep`) is read from there by the
  // build's own loader (src/go/build/mod/resolve.ts), which words its errors: it needs no download
  // and no go.sum line (cmd/go/internal/modfetch: directory replacements have no checksums).
  const dirReplacement = (p: string) =>
    mod.replace.find((r) => r.newVersion === undefined && (p === r.oldPath || p.startsWith(`${r.oldPath}/`)));
  const dirReplaced = (p: string) => dirReplacement(p) !== undefined;
  if (mode.mode === 'mod') {
    // go test and go vet load the packages' tests too, and resolve what those import
    // ([CAPTURED] go1.23.5: `go test -mod=mod .` finds the module a _test.go file imports)
    const tests =
      verb === 'test' || verb === 'vet'
        ? (await moduleImports(run.fs, root, true)).filter((s) => s.file.endsWith('_test.go'))
        : [];
    const load = [...allSites, ...tests];
    const external = [...sites, ...tests.filter((s) => !isStdLikePath(s.path) && !inModule(s.path))];
    mod = await resolveForBuild(run, mod, load, external, missingLocal, dirReplaced);
  }
  const requires = new Map(mod.require.map((r) => [r.path, r.version]));
  const used = (p: string) => replaced(mod, p) ?? (requires.get(p) as string);
  const problems: GoCmdError[] = [];
  // go test and go vet: the tests' imports (testsetup.ts); with -mod=mod they were resolved above
  const testParse = verb === 'test' ? parseTestArgs(args) : undefined;
  const patterns =
    testParse === undefined ? buildArgs(args).patterns : 'error' in testParse ? [] : testParse.packages;
  if (mode.mode !== 'mod') {
    const named = await namedPackageErrors(run, verb, patterns, mod, queryErr);
    if (named.length > 0) fail(run, named.join('\n'));
  }
  // each imported package once, in the order the go command lists the loaded packages' errors,
  // from the packages the command names
  const reported = reportOrder(
    allSites,
    mod.module,
    namedDirs(verb, patterns, [...new Set(allSites.map((x) => dirOf(x.file)))], mod, root, run.cwd),
  );
  // modload importFromModules: a package no module of the pruned build list provides makes the go
  // command load the whole module graph before it says so; when that fails, its error is the
  // import's ([CAPTURED] go1.23.5 on a file:// proxy: `main.go:7:2: M@V: missing go.sum entry for
  // go.mod file; to add it:`, or behind a refused proxy `main.go:7:2: M@V: Get "…/@v/V.mod": …`)
  // (-mod=readonly needs go.sum lines for the go.mod files it reads, checked before any is fetched)
  let graph: string | null | undefined;
  const graphError = async () => {
    if (graph === undefined) {
      graph = null;
      if (mode.mode !== 'mod')
        for (const r of [...mod.require].sort((x, y) => (x.path < y.path ? -1 : 1))) {
          const v = replaced(mod, r.path) ?? r.version;
          if (dirReplaced(r.path) || run.sum.has(`${r.path} ${v}/go.mod`)) continue;
          graph = `${r.path}@${v}: missing go.sum entry for go.mod file; to add it:\n\tgo mod download ${r.path}`;
          break;
        }
      if (graph === null) {
        const g = await loadModGraph(run, mod);
        if (!g.ok) graph = g.message;
      }
    }
    return graph ?? undefined;
  };
  for (const s of reported) {
    const at = { file: shortPath(`${root}/${s.file}`, run.cwd), line: s.line, col: s.col };
    if (missingLocal.has(s)) {
      problems.push({ kind: 'import-missing', at, path: s.path });
      continue;
    }
    if (!sites.includes(s)) continue;
    if (vendored !== undefined) {
      if (!vendored.pkgModule.has(s.path))
        problems.push({ kind: 'import-missing', at, path: s.path, queryErr });
      continue;
    }
    const r = dirReplacement(s.path);
    if (r !== undefined) {
      const version = requires.get(r.oldPath);
      const dir = r.newPath.startsWith('/') ? r.newPath : `${root}/${r.newPath}`;
      if (version !== undefined && !(await run.fs.exists(dir)))
        problems.push({
          kind: 'module',
          at,
          path: r.oldPath,
          version,
          detail: `replacement directory ${r.newPath} does not exist`,
        });
      continue;
    }
    const m = providingModule(requires, s.path);
    if (!m || !packageExists(m, used(m), s.path)) {
      const detail = await graphError();
      problems.push(
        detail === undefined
          ? { kind: 'import-missing', at, path: s.path, queryErr }
          : { kind: 'fetch', at, detail, path: s.path },
      );
    }
    // [CAPTURED] TOOLCHAIN.md A2.6 "Missing go.sum entry".
    else if (!haveSum(run.sum, m, used(m)))
      problems.push({ kind: 'missing-sum', at, path: s.path, importer: packagePath(mod, dirOf(s.file)) });
  }
  if (problems.length > 0 && vendored === undefined) {
    // the packages that did resolve were still downloaded while the others failed ([CAPTURED]
    // go1.23.5: `go: downloading M V` before the missing import's error, and a failed zip is an
    // error at its imports, in order with the others)
    const bad = new Set(problems.map((p) => ('path' in p ? p.path : undefined)));
    const good = reported.filter(
      (x) =>
        sites.includes(x) &&
        !dirReplaced(x.path) &&
        !bad.has(x.path) &&
        providingModule(requires, x.path) !== undefined,
    );
    const needed = [...new Set(good.map((x) => providingModule(requires, x.path) as string))].sort();
    const steps = await run.net.clock.parallelAsync(needed.map((m) => () => downloadZip(run, m, used(m))));
    const failed = new Map<string, string>();
    needed.forEach((m, i) => {
      const step = steps[i];
      if (!step.ok) failed.set(m, step.message);
    });
    const all: GoCmdError[] = [];
    for (const x of reported) {
      const own = problems.find(
        (p) => 'path' in p && p.path === x.path && 'at' in p && p.at?.line === x.line,
      );
      if (own !== undefined) all.push(own);
      else if (good.includes(x)) {
        const detail = failed.get(providingModule(requires, x.path) as string);
        const at = { file: shortPath(`${root}/${x.file}`, run.cwd), line: x.line, col: x.col };
        if (detail !== undefined) all.push({ kind: 'fetch', at, detail, path: x.path });
      }
    }
    // anything not tied to a reported site keeps its place at the end
    for (const p of problems) if (!all.includes(p)) all.push(p);
    fail(run, all.map(renderGoCmdError).join('\n'));
  }
  if (problems.length > 0) fail(run, problems.map(renderGoCmdError).join('\n'));
  const setup =
    (verb === 'test' || verb === 'vet') && mode.mode !== 'mod'
      ? await testSetupErrors(
          {
            root,
            mod,
            queryErr,
            fs: run.fs,
            readFile: (p) => run.fs.readFile(p),
            problem: (p) => {
              if (dirReplaced(p)) return undefined;
              if (vendored !== undefined) return vendored.pkgModule.has(p) ? undefined : 'missing';
              const m = providingModule(requires, p);
              if (!m || !packageExists(m, used(m), p)) return 'missing';
              return haveSum(run.sum, m, used(m)) ? undefined : 'sum';
            },
          },
          patterns,
          run.cwd,
        )
      : { errors: new Map<string, string>(), testFiles: [] };
  if (vendored === undefined) {
    const needed = [
      ...new Set(
        reported
          .filter((s) => sites.includes(s) && !dirReplaced(s.path))
          .map((s) => providingModule(requires, s.path) as string),
      ),
    ].sort();
    // the zips come down in parallel (a black-holed proxy costs its timeout once), and each import
    // of a module that failed is an error at its position ([CAPTURED] go1.23.5, `go build ./...`
    // against a refused proxy: every `go: downloading`, then `cmd/main.go:17:2: M@V: Get …zip…`)
    const steps = await run.net.clock.parallelAsync(needed.map((m) => () => downloadZip(run, m, used(m))));
    const failed = new Map<string, string>();
    needed.forEach((m, i) => {
      const step = steps[i];
      if (!step.ok) failed.set(m, step.message);
    });
    if (failed.size > 0) {
      const fetches: GoCmdError[] = [];
      for (const s of reported) {
        if (!sites.includes(s) || dirReplaced(s.path)) continue;
        const detail = failed.get(providingModule(requires, s.path) as string);
        if (detail === undefined) continue;
        const at = { file: shortPath(`${root}/${s.file}`, run.cwd), line: s.line, col: s.col };
        fetches.push({ kind: 'fetch', at, detail, path: s.path });
      }
      fail(run, fetches.map(renderGoCmdError).join('\n'));
    }
    const bl = await buildList(run, mod.require, mod);
    if (!bl.ok) fail(run, `go: ${bl.message}`);
    const skew = skewErrors(
      run,
      bl.list.versions,
      (p) => replaced(mod, p) ?? (bl.list.versions.get(p) as string),
    );
    if (skew) fail(run, skew);
  }
  // a package whose tests cannot be set up is reported (`# pkg`, the error, `FAIL pkg [setup
  // failed]` for go test) and left out; the others are still tested or vetted, and go test in
  // package list mode ends with FAIL (not with -json)
  const setupChunks: OutputChunk[] = [];
  let argv = args;
  const json = testParse !== undefined && !('error' in testParse) && testParse.json === true;
  const closingFail = verb === 'test' && patterns.length > 0 && !json;
  if (setup.errors.size > 0) {
    for (const [dir, text] of setup.errors) {
      const path = packagePath(mod, dir);
      if (verb === 'vet') setupChunks.push({ fd: 2, text: `${text}\n` });
      else
        setupChunks.push(
          { fd: 2, text: `# ${path}\n${text}\n` },
          { fd: 1, text: `FAIL\t${path} [setup failed]\n` },
        );
    }
    const dirs = [...new Set([...(await moduleGoFiles(run.fs, root)), ...setup.testFiles].map(dirOf))].filter(
      (d) => !setup.errors.has(d),
    );
    const rest = matchedDirs(dirs.sort(), patterns, mod, root, run.cwd).map((d) => dirArg(root, d, run.cwd));
    if (rest.length === 0) {
      if (closingFail) setupChunks.push({ fd: 1, text: 'FAIL\n' });
      emitChunks(run, setupChunks);
      throw new GoExit(1);
    }
    const at = args.findIndex((a) => patterns.includes(a));
    argv =
      at < 0
        ? [...args, ...rest]
        : [...args.slice(0, at), ...rest, ...args.slice(at).filter((a) => !patterns.includes(a))];
  }
  if (verb === 'run' && localMain) {
    const r = await localMain(root, args, run.osEnv);
    if (r) {
      run.stdout.push(r.stdout);
      run.stderr.push(r.stderr);
      if (r.exitCode !== 0) throw new GoExit(r.exitCode);
      return;
    }
  }
  if (!toolchain) {
    // go test's silence would read as passing tests: say that nothing ran, as for go run
    if (verb === 'run' || verb === 'test') {
      fail(
        run,
        'oplab: the simulated Go toolchain is not available in this terminal yet; module checks passed, nothing was compiled or run.',
      );
    }
    return;
  }
  const files: Record<string, string> = {};
  const walk = async (dir: string, rel: string) => {
    for (const name of await run.fs.readdir(dir)) {
      const p = `${dir}/${name}`;
      const st = await run.fs.stat(p);
      if (st.isDirectory) {
        if (!/^[._]|^vendor$|^bin$|^testdata$/.test(name)) await walk(p, rel ? `${rel}/${name}` : name);
      } else if (
        name.endsWith('.go') ||
        name === 'go.mod' ||
        // a test binary reads the module's manifests (envtest's CRDDirectoryPaths: config/crd/bases)
        (verb === 'test' && /\.(ya?ml|json)$/.test(name))
      )
        files[rel ? `${rel}/${name}` : name] = await run.fs.readFile(p);
    }
  };
  await walk(root, '');
  // a replacement directory outside the module, named relative to its root as go.mod names it
  for (const r of mod.replace) {
    if (r.newVersion !== undefined || !/^\.\.(\/|$)|^\//.test(r.newPath)) continue;
    const dir = r.newPath.startsWith('/') ? r.newPath : `${root}/${r.newPath}`;
    if (await run.fs.exists(dir)) await walk(dir, r.newPath.replace(/\/+$/, ''));
  }
  for (const [name, src] of await embeddableFiles(run.fs, root, Object.entries(files))) files[name] = src;
  // where the executables go, checked before anything compiles (runBuild's -o rules)
  let outputs: Awaited<ReturnType<typeof buildOutputs>> = [];
  if (verb === 'build' && out) {
    const { output, patterns } = buildArgs(args);
    const pkgs = resolvePackages(files, mod.module, root, run.cwd, patterns);
    if (pkgs !== undefined && out.installDir !== undefined)
      outputs = pkgs
        .filter((p) => p.main)
        .map((pkg) => ({ pkg, file: `${out.installDir}/${pkg.exe}`, archive: false }));
    else if (pkgs !== undefined) outputs = await buildOutputs(run, pkgs, output);
  }
  const r = await toolchain.run(
    files,
    [verb, ...(verb === 'test' ? testArgs(run, root, argv) : argv)],
    root,
    {
      printed: run.stderr.join(''),
      dir: run.cwd.startsWith(`${root}/`) ? run.cwd.slice(root.length + 1) : '.',
      ...(verb === 'test' ? { envtestBinaries: await envtestBinaries(run, root) } : {}),
    },
  );
  if (setupChunks.length > 0) {
    const chunks = [
      ...setupChunks,
      ...(r.chunks ?? [
        { fd: 1 as const, text: r.stdout },
        { fd: 2 as const, text: r.stderr },
      ]),
    ];
    // the tests that ran passed: the closing FAIL is still the setup failure's
    if (r.exitCode === 0 && closingFail) chunks.push({ fd: 1, text: 'FAIL\n' });
    emitChunks(run, chunks);
  } else {
    if (r.chunks !== undefined)
      run.written = { stdout: run.stdout.length, stderr: run.stderr.length, chunks: r.chunks };
    run.stdout.push(r.stdout);
    run.stderr.push(r.stderr);
  }
  // -coverprofile names a file relative to the go command's directory (test/cover.go initCoverProfile)
  const parsed = verb === 'test' ? parseTestArgs(args) : undefined;
  const profile = parsed && !('error' in parsed) ? parsed.cover?.profile : undefined;
  if (r.coverProfile !== undefined && profile !== undefined)
    await run.fs.writeFile(profile.startsWith('/') ? profile : `${run.cwd}/${profile}`, r.coverProfile);
  if (r.exitCode !== 0) throw new GoExit(r.exitCode);
  if (setupChunks.length > 0) throw new GoExit(1);
  if (out) await writeOutputs(run, out.programs, outputs, files, mod.module);
}

/** Output whose streams interleave in this order (index.ts replays `written` for the terminal). */
export function emitChunks(run: GoRun, chunks: OutputChunk[]): void {
  run.written = { stdout: run.stdout.length, stderr: run.stderr.length, chunks };
  run.stdout.push(
    chunks
      .filter((c) => c.fd === 1)
      .map((c) => c.text)
      .join(''),
  );
  run.stderr.push(
    chunks
      .filter((c) => c.fd === 2)
      .map((c) => c.text)
      .join(''),
  );
}

const dirOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/')));

/**
 * The import sites whose errors a build reports, in its order: each imported package once, at the
 * first import of the first package that imports it, walking the main packages as load.PackageList
 * does (depth first from each package in the module's walk order, its imports sorted by path, a
 * main-module package's own imports before it).
 */
export function reportOrder(
  sites: readonly ImportSite[],
  module: string,
  roots: readonly string[],
): ImportSite[] {
  const byDir = new Map<string, ImportSite[]>();
  for (const s of sites) {
    const d = dirOf(s.file);
    const list = byDir.get(d);
    if (list === undefined) byDir.set(d, [s]);
    else list.push(s);
  }
  const localDir = (p: string) =>
    p === module ? '' : p.startsWith(`${module}/`) ? p.slice(module.length + 1) : undefined;
  const walked = new Set<string>();
  const seen = new Set<string>();
  const out: ImportSite[] = [];
  const walk = (dir: string) => {
    if (walked.has(dir)) return;
    walked.add(dir);
    const first = new Map<string, ImportSite>();
    for (const s of byDir.get(dir) ?? []) if (!first.has(s.path)) first.set(s.path, s);
    for (const path of [...first.keys()].sort()) {
      const local = localDir(path);
      if (local !== undefined && byDir.has(local)) walk(local);
      if (seen.has(path)) continue;
      seen.add(path);
      out.push(first.get(path) as ImportSite);
    }
  };
  for (const dir of roots.length > 0 ? roots : byDir.keys()) walk(dir);
  return out;
}

/**
 * The module directories a build command names (testsetup.ts matchedDirs): go run's package or the
 * directory of its .go files, the patterns of the others; none matched is every directory (a
 * pattern this terminal does not resolve).
 */
function namedDirs(
  verb: string,
  patterns: readonly string[],
  dirs: readonly string[],
  mod: ModFile,
  root: string,
  cwd: string,
): string[] {
  const files = leadingGoFiles(patterns);
  const named = (verb === 'run' ? (files.length > 0 ? files : patterns.slice(0, 1)) : patterns).map((p) => {
    if (!p.endsWith('.go')) return p;
    const dir = p.includes('/') ? p.slice(0, p.lastIndexOf('/')) : '.';
    return dir.startsWith('.') || dir.startsWith('/') ? dir : `./${dir}`;
  });
  return matchedDirs(dirs, named, mod, root, cwd);
}

/**
 * -mod=mod: the imports no requirement provides are looked up as `go mod tidy` looks them up
 * (loader.ts), and go.mod and go.sum gain what the build loaded: the found modules as direct
 * requirements, the modules of the packages those import as indirect ones, the go line they need.
 * go.mod is written even when some import is still missing, whose error then names its position
 * ([CAPTURED] go1.23.5, `GOFLAGS=-mod=mod go build` against a file:// proxy: `go: finding module for
 * package`, `go: downloading`, `go: found` as tidy prints them; a missing go.sum line or indirect
 * requirement is added silently; `main.go:8:2: cannot find module providing package P: module P:
 * reading …` after the found modules were written to go.mod).
 */
async function resolveForBuild(
  run: GoRun,
  mod: ModFile,
  allSites: ImportSite[],
  sites: ImportSite[],
  missingLocal: Set<ImportSite>,
  dirReplaced: (p: string) => boolean,
): Promise<ModFile> {
  const pkgs = [...new Set(sites.filter((s) => !dirReplaced(s.path)).map((s) => s.path))].sort();
  const r = await resolveImports(run, mod, pkgs);
  let next = mod;
  if (r.selected !== undefined) {
    const selected = r.selected;
    const direct = new Set(pkgs.map((p) => providingModule(selected, p)).filter((m): m is string => !!m));
    const roots = new Set([...mod.require.map((q) => q.path), ...(await loadedModules(pkgs, selected))]);
    const flags = new Map(mod.require.map((q) => [q.path, q.indirect]));
    const require: Requirement[] = [...roots]
      .filter((p) => selected.has(p))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
      .map((path) => ({
        path,
        version: selected.get(path) as string,
        indirect: direct.has(path) ? false : (flags.get(path) ?? true),
      }));
    // go.sum keeps every line it had: only go mod tidy trims it (modfetch.TrimGoSum); a build
    // writes with keepSums(addBuildListZipSums), which drops none of the file's own lines
    // ([CAPTURED] go1.23.5: an unrelated module's lines survive `go build -mod=mod`)
    next = { ...mod, ...raisedGoLine(run, mod, selected), require };
    const text = formatModFile(next);
    if (text !== formatModFile(mod) || run.sumDirty)
      await writeModFiles(run, text, run.sumDirty ? formatGoSum(run.sum) : undefined);
    run.mod = next;
  }
  if (!r.ok) {
    const problems: GoCmdError[] = [];
    for (const s of allSites) {
      const at = { file: shortPath(`${run.modRoot}/${s.file}`, run.cwd), line: s.line, col: s.col };
      if (missingLocal.has(s)) problems.push({ kind: 'import-missing', at, path: s.path });
      const e = r.errors.get(s.path);
      if (e !== undefined) problems.push({ kind: 'fetch', at, detail: e, path: s.path });
    }
    fail(run, problems.map(renderGoCmdError).join('\n'));
  }
  return next;
}

/**
 * The packages a command names that the go command cannot load, in the patterns' order
 * ([SOURCE] go1.23 cmd/go/internal/load/pkg.go PackagesAndErrors, modload/load.go, import.go):
 * `.go` arguments are files only when one of them is an existing file (else they are package
 * paths too: `go build nosuch.go` looks for the package nosuch.go); a directory pattern that does
 * not exist is `stat DIR: directory not found`; a path outside the main module and std that no
 * required module provides is ImportMissingError (`no required module provides package P; to add
 * it:`, or the lookup's error with -mod=readonly/vendor given). A path with no dot in its first
 * element is left to the toolchain's not-in-std check, a `.go` one excepted.
 */
async function namedPackageErrors(
  run: GoRun,
  verb: string,
  patterns: readonly string[],
  mod: ModFile,
  queryErr: string | undefined,
): Promise<string[]> {
  const abs = (p: string) => run.fs.resolvePath(run.cwd, p);
  const isFile = async (p: string) => {
    const path = abs(p);
    return (await run.fs.exists(path)) && (await run.fs.stat(path)).isFile;
  };
  let named: readonly string[] = patterns;
  if (verb === 'run') {
    const files = leadingGoFiles(patterns);
    named = files.length > 0 ? [] : patterns.slice(0, 1);
  } else {
    for (const p of patterns) if (p.endsWith('.go') && (await isFile(p))) return [];
  }
  const errors: string[] = [];
  for (const p of named) {
    if (p.includes('...')) continue;
    if (p === '.' || p === '..' || p.startsWith('./') || p.startsWith('../') || p.startsWith('/')) {
      const path = abs(p);
      if (!(await run.fs.exists(path))) errors.push(`stat ${path}: directory not found`);
      continue;
    }
    if (p === mod.module || p.startsWith(`${mod.module}/`)) {
      // a directory of the main module that does not exist: no module provides the package
      const dir = `${run.modRoot}${p.slice(mod.module.length)}`;
      if (!(await run.fs.exists(dir)))
        errors.push(renderGoCmdError({ kind: 'import-missing', path: p, queryErr }));
      continue;
    }
    const first = p.split('/')[0];
    if (!first.includes('.')) {
      if (p.endsWith('.go')) errors.push(renderGoCmdError({ kind: 'not-in-std', path: p, goroot: GOROOT }));
      continue;
    }
    const provided = [...mod.require.map((r) => r.path), ...mod.replace.map((r) => r.oldPath)].some(
      (m) => p === m || p.startsWith(`${m}/`),
    );
    if (!provided) errors.push(renderGoCmdError({ kind: 'import-missing', path: p, queryErr }));
  }
  return errors;
}

/** The .go files a `go run` names: its first arguments after the flags that end in .go. */
function leadingGoFiles(patterns: readonly string[]): string[] {
  let n = 0;
  while (n < patterns.length && patterns[n].endsWith('.go')) n++;
  return patterns.slice(0, n);
}

// `go list`: modules (`-m`: all, path, path@version, -versions, -u, -json, -f, -e) and the main
// module's packages (`./...`, `.`, directories), as go1.23.5 prints them (cmd/go/internal/list,
// modload/list.go and build.go; checked against the real binary on a file:// proxy).

import { type GoCmdError, renderGoCmdError } from '../../../go/build/mod/errors.ts';
import { joinPath, shortPath as shortDir } from '../../../go/build/mod/fs.ts';
import * as gover from '../../../go/build/mod/gover.ts';
import {
  type ImportSite,
  isStdLikePath,
  moduleGoFiles,
  moduleImports,
  skippedDir,
} from '../../../go/build/mod/imports.ts';
import { haveSum, type ModFile } from '../../../go/build/mod/modfile.ts';
import { checkModulePath } from '../../../go/build/mod/modpath.ts';
import * as semver from '../../../go/build/mod/semver.ts';
import { chooseBuildMode } from '../../../go/build/mod/vendor.ts';
import { modFlagError } from '../../go-run-args.ts';
import { findVersion, packageExists } from '../../modules/universe.ts';
import { emitChunks, reportOrder } from './build.ts';
import { cacheFile, extractedDir, fetchModuleFile, inCache, proxyListError, storeInCache } from './fetch.ts';
import { parseFlags } from './flags.ts';
import { loadModGraph } from './modgraph.ts';
import { downloadZip, fetchErrorText, loadModFile, providingModule, replaced } from './modload.ts';
import { errln, fail, fetchEnv, findModRoot, GoExit, type GoRun, loadMainModule, traceGets } from './run.ts';
import { packagePath, shortPath } from './testsetup.ts';
import { checkMainGoVersion } from './toolchain.ts';

const USAGE = 'go list [-f format] [-json] [-m] [list flags] [build flags] [packages]';

const FLAGS = {
  m: 'bool',
  json: 'bool',
  u: 'bool',
  versions: 'bool',
  retracted: 'bool',
  e: 'bool',
  f: 'value',
  deps: 'bool',
  test: 'bool',
  find: 'bool',
  compiled: 'bool',
  export: 'bool',
  reuse: 'value',
  // the build flags (list/list.go: work.AddBuildFlags(CmdList, work.DefaultBuildFlags)); they
  // change nothing this terminal lists
  mod: 'value',
  modfile: 'value',
  modcacherw: 'bool',
  tags: 'value',
  x: 'bool',
  v: 'bool',
  n: 'bool',
  a: 'bool',
  p: 'int',
  race: 'bool',
  msan: 'bool',
  asan: 'bool',
  cover: 'bool',
  covermode: 'value',
  coverpkg: 'value',
  work: 'bool',
  linkshared: 'bool',
  trimpath: 'bool',
  buildvcs: 'value',
  asmflags: 'value',
  buildmode: 'value',
  compiler: 'value',
  gccgoflags: 'value',
  gcflags: 'value',
  installsuffix: 'value',
  ldflags: 'value',
  overlay: 'value',
  pgo: 'value',
  pkgdir: 'value',
  toolexec: 'value',
} as const;

interface ModulePublic {
  Path: string;
  Version?: string;
  Versions?: string[];
  Replace?: ModulePublic;
  Time?: string;
  Update?: ModulePublic;
  Main?: boolean;
  Indirect?: boolean;
  Dir?: string;
  GoMod?: string;
  GoVersion?: string;
  Error?: { Err: string };
  Sum?: string;
  GoModSum?: string;
}

/** modinfo.ModulePublic's field order, for -json (encoding/json follows the struct). */
const FIELD_ORDER = [
  'Path',
  'Version',
  'Versions',
  'Replace',
  'Time',
  'Update',
  'Main',
  'Indirect',
  'Dir',
  'GoMod',
  'GoVersion',
  'Error',
  'Sum',
  'GoModSum',
] as const;

function ordered(m: ModulePublic): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const k of FIELD_ORDER) {
    const v = m[k];
    if (v === undefined || v === false) continue;
    out[k] = typeof v === 'object' && !Array.isArray(v) && k !== 'Error' ? ordered(v as ModulePublic) : v;
  }
  return out;
}

/** json.MarshalIndent(v, "", "\t"). */
const jsonText = (v: unknown) => `${JSON.stringify(v, null, '\t')}\n`;

/** modinfo.ModulePublic.String (no retractions or deprecations in the simulated universe). */
function moduleString(m: ModulePublic): string {
  let s = m.Path;
  if (m.Version) {
    s += ` ${m.Version}`;
    if (m.Update) s += ` [${m.Update.Version}]`;
  }
  if (m.Replace) {
    s += ` => ${m.Replace.Path}`;
    if (m.Replace.Version) s += ` ${m.Replace.Version}`;
  }
  return s;
}

/**
 * A small part of text/template: `{{.Field}}` and `{{.Field.Sub}}` (what `go list -f` is used for
 * when troubleshooting); anything else is said to be outside the simulation.
 */
function applyTemplate(run: GoRun, tmpl: string, v: Record<string, unknown>): string {
  return tmpl.replace(/\{\{(.*?)\}\}/g, (_, action: string) => {
    const m = /^\s*((?:\.[A-Za-z_]\w*)+)\s*$/.exec(action);
    if (!m)
      fail(
        run,
        `oplab: this terminal's go list -f understands only {{.Field}} actions, not {{${action}}}`,
        2,
      );
    let cur: unknown = v;
    for (const f of m[1].split('.').slice(1)) cur = (cur as Record<string, unknown> | undefined)?.[f];
    if (cur === undefined) return '<no value>';
    if (Array.isArray(cur)) return `[${cur.join(' ')}]`;
    if (typeof cur === 'object' && cur !== null) return `{${Object.values(cur).join(' ')}}`;
    return String(cur);
  });
}

/** The `.info` of a module version: from the cache, else downloaded (and cached). */
async function infoTime(
  run: GoRun,
  path: string,
  version: string,
): Promise<{ ok: true; time?: string } | { ok: false; message: string }> {
  const env = fetchEnv(run);
  const file = `${version}.info`;
  let body: string;
  if (await inCache(run.fs, env, path, file)) body = await run.fs.readFile(cacheFile(env, path, file));
  else {
    const r = fetchModuleFile(run.net, env, path, file);
    if (!r.ok) return { ok: false, message: fetchErrorText(path, version, r.error) };
    body = r.body;
    await storeInCache(run.fs, env, path, version, file, body);
  }
  try {
    const t = (JSON.parse(body) as { Time?: string }).Time;
    return { ok: true, time: t };
  } catch {
    return { ok: true };
  }
}

/** The versions a proxy lists for `path`, sorted (modfetch Versions). */
function listVersions(
  run: GoRun,
  path: string,
): { ok: true; versions: string[] } | { ok: false; message: string; notExist: boolean; bare: boolean } {
  // modload versions → lookupRepo: module.CheckPath first, its error bare
  const badPath = checkModulePath(path);
  if (badPath !== undefined) return { ok: false, message: badPath, notExist: false, bare: true };
  const r = fetchModuleFile(run.net, fetchEnv(run), path, 'list');
  // GOPROXY=off and a GOPROXY the go command refuses fail before any module is looked up: their
  // errors name no module (modfetch errProxyOff; TryProxies' proxyList error)
  // (a direct lookup's error is a module.ModuleError already: `module P: git ls-remote …`)
  const bare =
    !r.ok &&
    (r.error.message.startsWith('module lookup disabled') ||
      r.error.message.startsWith(`module ${path}: `) ||
      r.error.message === proxyListError(fetchEnv(run).GOPROXY));
  if (!r.ok) return { ok: false, message: r.error.message, notExist: r.error.notExist, bare };
  const versions = r.body
    .split('\n')
    .map((v) => v.trim())
    .filter((v) => semver.isValid(v))
    .sort(semver.compare);
  return { ok: true, versions };
}

interface ListOpts {
  json: boolean;
  u: boolean;
  versions: boolean;
  e: boolean;
  f?: string;
  /** -pgo (GOFLAGS or the flag; "auto" by default). */
  pgo: string;
}

const NO_MOD_ROOT =
  "go.mod file not found in current directory or any parent directory; see 'go help modules'";

async function listModules(
  run: GoRun,
  args: string[],
  o: ListOpts,
  readonly: boolean,
  modeFlag: string | undefined,
): Promise<void> {
  // modload listModules: the arguments are looked at first; outside a module only path@version
  // queries (and paths with -versions) can be listed, and the main module is command-line-arguments
  const hasRoot = run.env.GO111MODULE === 'off' || (await findModRoot(run.fs, run.cwd)) !== undefined;
  for (const arg of args) {
    if (arg.includes('\\')) fail(run, 'go: module paths never use backslash');
    if (arg === '.' || arg === '..' || arg.startsWith('./') || arg.startsWith('../'))
      fail(run, `go: cannot use relative path ${arg} to specify module`);
    if (hasRoot) continue;
    const at = arg.indexOf('@');
    const vers = at < 0 ? undefined : arg.slice(at + 1);
    if (arg === 'all' || arg.includes('...') || vers === 'upgrade' || vers === 'patch')
      fail(run, `go: cannot match ${JSON.stringify(arg)}: ${NO_MOD_ROOT}`);
    if (vers === undefined && !o.versions)
      fail(
        run,
        `go: cannot match ${JSON.stringify(arg)} without -versions or an explicit version: ${NO_MOD_ROOT}`,
      );
  }
  if (!hasRoot) {
    run.mod = { module: 'command-line-arguments', require: [], replace: [], exclude: [] };
    run.sum = new Map();
  }
  const mod = await loadMainModule(run);
  if (hasRoot) await checkMainGoVersion(run);
  const root = run.modRoot as string;
  // list/list.go: in vendor mode the module graph is incomplete, so what needs all of it is refused
  if (hasRoot && chooseBuildMode(modeFlag, mod.go, await run.fs.exists(`${root}/vendor`)).mode === 'vendor') {
    const disabled = (action: string) =>
      fail(
        run,
        `go: can't ${action} using the vendor directory\n\t(Use -mod=mod or -mod=readonly to bypass.)`,
      );
    if (o.versions) disabled('determine available versions');
    if (o.u) disabled('determine available upgrades');
    for (const arg of args) {
      if (arg === 'all') disabled("compute 'all'");
      if (arg.includes('...')) disabled('match module patterns');
    }
  }
  // outside a module: no directory nor go.mod, and the go command's own version
  const mainInfo: ModulePublic = hasRoot
    ? {
        Path: mod.module,
        Main: true,
        Dir: root,
        GoMod: `${root === '/' ? '' : root}/go.mod`,
        GoVersion: mod.go,
      }
    : { Path: mod.module, Main: true, GoVersion: run.goVersion };
  const direct = new Set(mod.require.filter((r) => !r.indirect).map((r) => r.path));
  // modload/list.go listModules: "all", a pattern, or a path the requirements do not list needs
  // the whole module graph; a listed one does not when the graph is pruned (go 1.17 and later)
  const pruned = gover.compare(mod.go ?? '1.16', '1.17') >= 0;
  const roots = new Map(mod.require.map((r) => [r.path, r.version]));
  const needGraph =
    hasRoot &&
    args.some(
      (a) =>
        !a.includes('@') &&
        a !== mod.module &&
        (a === 'all' || a.includes('...') || !pruned || !roots.has(a)),
    );
  let selected = roots;
  if (needGraph) {
    // -mod=readonly (go list's default) needs go.sum lines for the go.mod files it reads.
    let graphError: string | undefined;
    if (readonly)
      for (const r of [...mod.require].sort((a, b) => (a.path < b.path ? -1 : 1))) {
        const v = replaced(mod, r.path) ?? r.version;
        if (!run.sum.has(`${r.path} ${v}/go.mod`)) {
          graphError = `${r.path}@${v}: missing go.sum entry for go.mod file; to add it:\n\tgo mod download ${r.path}`;
          break;
        }
      }
    if (graphError === undefined) {
      const g = await loadModGraph(run, mod);
      if (g.ok) selected = g.graph.selected;
      else graphError = g.message;
    }
    if (graphError !== undefined && !o.e) {
      // The main module comes first in what is listed: its version list's error first
      // ([CAPTURED] go1.23.5 `go list -m -versions all` against a refused proxy).
      if (o.versions && args.some((a) => a === 'all' || a === mod.module)) {
        const l = listVersions(run, mod.module);
        if (!l.ok) errln(run, `go: module ${mod.module}: ${l.message}`);
      }
      // The listed modules' .info lookups fail the same way before the graph error is reported.
      for (const r of [...mod.require].sort((a, b) => (a.path < b.path ? -1 : 1))) {
        const t = await infoTime(run, r.path, r.version);
        if (!t.ok) errln(run, `go: ${t.message}`);
      }
      fail(run, `go: ${graphError}`);
    }
    // with -e the graph's error is not reported (list/list.go), and what it holds is listed: the
    // requirements it started from ([CAPTURED] go1.23.5 `go list -m -e all` against a refused
    // proxy: the main module and go.mod's requirements, status 0)
  }

  const moduleInfo = async (path: string, version: string, q?: { query: true }): Promise<ModulePublic> => {
    const m: ModulePublic = { Path: path, Version: version };
    const t = await infoTime(run, path, version);
    if (!t.ok) m.Error = { Err: t.message };
    else if (t.time) m.Time = t.time;
    if (!q && !direct.has(path)) m.Indirect = true;
    const env = fetchEnv(run);
    const sumOk = (suffix: string) => !readonly || run.sum.has(`${path} ${version}${suffix}`);
    const info = findVersion(path, version);
    // modload moduleInfo reads the go.mod for the go version (rawGoModSummary) when go.sum has its
    // line, even after the .info failed; a module without go.mod has no go version to report
    if (sumOk('/go.mod') && (await loadModFile(run, path, version)).ok && info && !info.noGoMod)
      m.GoVersion = info.go;
    if (sumOk('/go.mod')) {
      if (await inCache(run.fs, env, path, `${version}.mod`))
        m.GoMod = cacheFile(env, path, `${version}.mod`);
      const s = run.sum.get(`${path} ${version}/go.mod`);
      if (s) m.GoModSum = s;
    }
    if (sumOk('')) {
      const dir = extractedDir(env, path, version);
      if (await run.fs.exists(dir)) m.Dir = dir;
      const s = run.sum.get(`${path} ${version}`);
      if (s) m.Sum = s;
    }
    const rep = mod.replace.find((r) => r.oldPath === path);
    if (rep) m.Replace = { Path: rep.newPath, Version: rep.newVersion };
    return m;
  };

  const mods: ModulePublic[] = [];
  const targets = args.length === 0 ? [mod.module] : args;
  for (const arg of targets) {
    if (arg === 'all') {
      mods.push(mainInfo);
      for (const p of [...selected.keys()].sort()) mods.push(await moduleInfo(p, selected.get(p) as string));
      continue;
    }
    if (arg === mod.module) {
      mods.push(mainInfo);
      continue;
    }
    const at = arg.indexOf('@');
    if (at >= 0) {
      const path = arg.slice(0, at);
      const query = arg.slice(at + 1);
      let version = query;
      const badPath = checkModulePath(path);
      if (badPath !== undefined) {
        mods.push({
          Path: path,
          Version: query,
          Error: { Err: `${arg}: ${badPath}` },
        });
        continue;
      }
      if (query === 'latest' || query === 'upgrade') {
        const l = listVersions(run, path);
        if (!l.ok || l.versions.length === 0) {
          const msg = !l.ok
            ? l.message.startsWith(`module ${path}: `)
              ? l.message
              : l.bare
                ? `${arg}: ${l.message}`
                : `module ${path}: ${l.message}`
            : `module ${path}: no matching versions for query "${query}"`;
          mods.push({ Path: path, Version: query, Error: { Err: msg } });
          continue;
        }
        version = l.versions[l.versions.length - 1];
      }
      const m = await moduleInfo(path, version, { query: true });
      delete m.Indirect;
      // list.go modinfoError: a query's error that is no module.ModuleError is wrapped in one
      // ([checked] go1.23.5, GOPROXY=off: `go: example.com/m@v1.0.0: module lookup disabled by GOPROXY=off`)
      if (m.Error && !m.Error.Err.startsWith(`${path}@`) && !m.Error.Err.startsWith(`module ${path}: `))
        m.Error.Err = `${path}@${version}: ${m.Error.Err}`;
      mods.push(m);
      continue;
    }
    const v = selected.get(arg);
    if (v) mods.push(await moduleInfo(arg, v));
    else if (o.versions) mods.push({ Path: arg });
    else mods.push({ Path: arg, Error: { Err: `module ${arg}: not a known dependency` } });
  }

  // one goroutine per module (modload.ListModules): a black-holed proxy costs its timeout once
  const lookUp = async (m: ModulePublic) => {
    if (o.versions) {
      // modload addVersions: looked up even for a module whose .info failed, whose error stays, and
      // for the main module too ([CAPTURED] go1.23.5 `go list -m -versions` against a refused
      // proxy: `go: module example.com/memcached-operator: Get "…/@v/list": …`, status 1)
      const l = listVersions(run, m.Path);
      if (l.ok) m.Versions = l.versions;
      else if (!m.Error)
        m.Error = {
          Err: l.bare ? l.message : `module ${m.Path}: ${l.message}`,
        };
    }
    if (o.u && m.Version && !m.Error) {
      const l = listVersions(run, m.Path);
      if (!l.ok) {
        // Unreachable versions are not an update; anything else is (modload addRetraction).
        if (!l.notExist)
          m.Error = { Err: `loading module retractions for ${m.Path}@${m.Version}: ${l.message}` };
      } else {
        const latest = l.versions[l.versions.length - 1];
        if (latest && semver.compare(latest, m.Version) > 0) {
          const t = await infoTime(run, m.Path, latest);
          m.Update = { Path: m.Path, Version: latest, Time: t.ok ? t.time : undefined };
        }
      }
    }
  };
  await run.net.clock.parallelAsync(mods.map((m) => () => lookUp(m)));

  if (!o.e) {
    let bad = false;
    for (const m of mods)
      if (m.Error) {
        errln(run, `go: ${m.Error.Err}`);
        bad = true;
      }
    if (bad) throw new GoExit(1);
  }
  const out: string[] = [];
  for (const m of mods) {
    if (o.json) out.push(jsonText(ordered(m)));
    else if (o.f !== undefined) out.push(`${applyTemplate(run, o.f, ordered(m))}\n`);
    else if (o.versions) out.push(`${m.Path}${(m.Versions ?? []).map((v) => ` ${v}`).join('')}\n`);
    else out.push(`${moduleString(m)}\n`);
  }
  // written at the end, after the command's own stderr lines (-x traces)
  emitChunks(run, [{ fd: 1, text: out.join('') }]);
}

/** The main module's package directories (relative, '' = root) that hold non-test .go files. */
async function packageDirs(run: GoRun, root: string, rel = ''): Promise<string[]> {
  const dir = rel ? `${root}/${rel}` : root;
  const out: string[] = [];
  const names = [...(await run.fs.readdir(dir))].sort();
  if (names.some((n) => n.endsWith('.go') && !n.endsWith('_test.go'))) out.push(rel);
  for (const n of names) {
    const child = rel ? `${rel}/${n}` : n;
    if (!(await run.fs.stat(`${root}/${child}`)).isDirectory) continue;
    if (skippedDir(n) || (await run.fs.exists(`${root}/${child}/go.mod`))) continue;
    out.push(...(await packageDirs(run, root, child)));
  }
  return out;
}

/**
 * What loading the main module's packages `roots` (module-relative directories) and their imports
 * reports, in load.PackageList's order (build.ts reportOrder): a package no module provides, a
 * missing go.sum line, or the failed download of its module, each at its first import. The modules
 * to download come down in parallel first. Only -mod=readonly without vendor/ (go list's default)
 * is checked; the other modes load quietly.
 */
async function importErrors(
  run: GoRun,
  mod: ModFile,
  root: string,
  roots: string[],
  modeFlag: string | undefined,
): Promise<string[]> {
  const mode = chooseBuildMode(modeFlag, mod.go, await run.fs.exists(`${root}/vendor`));
  // vendor/ holds what is loaded: nothing to download (its consistency is not checked here)
  if (mode.mode === 'vendor') return [];
  const inModule = (p: string) => p === mod.module || p.startsWith(`${mod.module}/`);
  const allSites = await moduleImports(run.fs, root);
  const pkgDirs = new Set((await moduleGoFiles(run.fs, root)).map(dirOf));
  const requires = new Map(mod.require.map((r) => [r.path, r.version]));
  const used = (m: string) => replaced(mod, m) ?? (requires.get(m) as string);
  const dirReplaced = (p: string) =>
    mod.replace.some((r) => r.newVersion === undefined && (p === r.oldPath || p.startsWith(`${r.oldPath}/`)));
  const problems: Array<GoCmdError | { module: string; site: ImportSite }> = [];
  for (const s of reportOrder(allSites, mod.module, roots)) {
    if (isStdLikePath(s.path)) continue;
    const at = { file: shortPath(`${root}/${s.file}`, run.cwd), line: s.line, col: s.col };
    if (inModule(s.path)) {
      if (!pkgDirs.has(s.path.slice(mod.module.length + 1)))
        problems.push({ kind: 'import-missing', at, path: s.path });
      continue;
    }
    if (dirReplaced(s.path)) continue;
    const m = providingModule(requires, s.path);
    if (!m || !packageExists(m, used(m), s.path)) problems.push({ kind: 'import-missing', at, path: s.path });
    else if (!haveSum(run.sum, m, used(m)))
      problems.push({ kind: 'missing-sum', at, path: s.path, importer: packagePath(mod, dirOf(s.file)) });
    else problems.push({ module: m, site: s });
  }
  const needed = [...new Set(problems.flatMap((p) => ('module' in p ? [p.module] : [])))].sort();
  const steps = await run.net.clock.parallelAsync(needed.map((m) => () => downloadZip(run, m, used(m))));
  if (mode.mode !== 'readonly') return [];
  const failed = new Map<string, string>();
  needed.forEach((m, i) => {
    const step = steps[i];
    if (!step.ok) failed.set(m, step.message);
  });
  const out: string[] = [];
  for (const p of problems) {
    if (!('module' in p)) {
      out.push(renderGoCmdError(p));
      continue;
    }
    const detail = failed.get(p.module);
    if (detail === undefined) continue;
    const at = { file: shortPath(`${root}/${p.site.file}`, run.cwd), line: p.site.line, col: p.site.col };
    out.push(renderGoCmdError({ kind: 'fetch', at, detail, path: p.site.path }));
  }
  return out;
}

const dirOf = (file: string) => file.slice(0, Math.max(0, file.lastIndexOf('/')));

async function listPackages(
  run: GoRun,
  args: string[],
  o: ListOpts,
  modeFlag: string | undefined,
): Promise<void> {
  if (o.json || o.u || o.versions)
    fail(
      run,
      'oplab: this terminal lists packages as import paths (or with -f); go list -json of packages is not simulated',
      2,
    );
  const modRoot = await findModRoot(run.fs, run.cwd);
  const patterns = args.length === 0 ? ['.'] : args;
  if (!modRoot) {
    // a local wildcard matches no module's directory (modload matchLocalDirs, the prefix before
    // the first ..., as base.ShortPath shows it); a local directory needs the main module (go.mod not found)
    for (const p of patterns) {
      if (!(p === '.' || p === '..' || p.startsWith('./') || p.startsWith('../'))) continue;
      if (!p.includes('...')) break;
      const prefix = shortDir(run.cwd, joinPath(run.cwd, p.slice(0, p.indexOf('...'))));
      fail(
        run,
        `pattern ${p}: directory prefix ${prefix} does not contain main module or its selected dependencies`,
      );
    }
  }
  const mod = await loadMainModule(run);
  await checkMainGoVersion(run);
  const root = run.modRoot as string;
  const dirs = await packageDirs(run, root);
  const importPath = (rel: string) => (rel ? `${mod.module}/${rel}` : mod.module);
  const cwdRel = run.cwd === root ? '' : run.cwd.slice(root.length + 1);
  const matched: string[] = [];
  for (const p of patterns) {
    const recursive = p.endsWith('/...') || p === '...';
    const base = p.replace(/\/?\.\.\.$/, '') || '.';
    let rel: string | undefined;
    if (base === '.' || base.startsWith('./') || base.startsWith('../')) {
      const parts = cwdRel ? cwdRel.split('/') : [];
      for (const seg of base.split('/')) {
        if (seg === '..') parts.pop();
        else if (seg !== '.' && seg !== '') parts.push(seg);
      }
      rel = parts.join('/');
    } else if (base === mod.module || base.startsWith(`${mod.module}/`))
      rel = base.slice(mod.module.length + 1);
    const found = dirs.filter((d) =>
      rel === undefined ? false : recursive ? rel === '' || d === rel || d.startsWith(`${rel}/`) : d === rel,
    );
    if (found.length === 0) {
      if (recursive) errln(run, `go: warning: "${p}" matched no packages`);
      else if (rel !== undefined) fail(run, `no Go files in ${root}${rel ? `/${rel}` : ''}`);
      else
        fail(
          run,
          `oplab: go list of packages outside the main module (${p}) is not simulated in this terminal`,
          2,
        );
    }
    for (const d of found) if (!matched.includes(d)) matched.push(d);
  }
  // Loading the packages downloads the modules that provide their imports (`go: downloading`), in
  // parallel; an import that cannot be loaded is an error of the imported package, at its import.
  const errors = await importErrors(run, mod, root, matched, modeFlag);
  const listing: string[] = [];
  for (const d of [...matched].sort((a, b) => (importPath(a) < importPath(b) ? -1 : 1))) {
    const ip = importPath(d);
    if (o.f !== undefined) {
      const dir = d ? `${root}/${d}` : root;
      const names = (await run.fs.readdir(dir)).filter((n) => n.endsWith('.go') && !n.endsWith('_test.go'));
      const src = names.length ? await run.fs.readFile(`${dir}/${names.sort()[0]}`) : '';
      const name = /^\s*package\s+(\w+)/m.exec(src)?.[1] ?? '';
      listing.push(
        `${applyTemplate(run, o.f, { ImportPath: ip, Name: name, Dir: dir, Module: { Path: mod.module } })}\n`,
      );
    } else listing.push(`${ip}\n`);
  }
  // list/list.go: the loaded packages' errors are printed, not fatal, when the whole package list
  // is walked: with -pgo=auto (the default) and more than one package named, as for -deps (not
  // simulated here). The listing follows them, and the status is 1. One package, or -e, lists quietly.
  const report = !o.e && errors.length > 0 && o.pgo === 'auto' && matched.length > 1;
  if (report) for (const e of errors) errln(run, e);
  // written after the go command's own lines: the downloads and errors of the loading
  emitChunks(run, [{ fd: 1, text: listing.join('') }]);
  if (report) throw new GoExit(1);
}

export async function goList(run: GoRun, argv: string[]): Promise<void> {
  const f = parseFlags(run, argv, FLAGS, USAGE, 'list');
  const modError = modFlagError('list', argv, run.env.GOFLAGS);
  if (modError !== undefined) fail(run, modError);
  const o: ListOpts = {
    json: f.bools.has('json'),
    u: f.bools.has('u'),
    versions: f.bools.has('versions'),
    e: f.bools.has('e'),
    f: f.values.get('f'),
    pgo: f.values.get('pgo') ?? /(?:^|\s)-pgo=(\S+)/.exec(run.env.GOFLAGS)?.[1] ?? 'auto',
  };
  if (f.values.has('f') && o.json) fail(run, 'go list -f cannot be used with -json');
  traceGets(run, f.bools.has('x'));
  const modeFlag = f.values.get('mod') ?? /(?:^|\s)-mod=(\S+)/.exec(run.env.GOFLAGS)?.[1];
  const readonly = modeFlag !== 'mod';
  if (f.bools.has('m')) {
    if (f.bools.has('deps')) fail(run, 'go list -deps cannot be used with -m');
    return listModules(run, f.args, o, readonly, modeFlag);
  }
  if (o.u) fail(run, 'go list -u can only be used with -m');
  if (o.versions) fail(run, 'go list -versions can only be used with -m');
  return listPackages(run, f.args, o, modeFlag);
}

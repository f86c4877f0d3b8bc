// `go get path[@version]...`: resolve the query, upgrade or downgrade it and whatever MVS needs
// with it, and print the changes (`go: upgraded`, `go: downgraded`, `go: added`; TOOLCHAIN.md A2.9, A4).

import * as gover from '../../../go/build/mod/gover.ts';
import { isStdLikePath, moduleImports } from '../../../go/build/mod/imports.ts';
import { formatGoSum, formatModFile, type Requirement } from '../../../go/build/mod/modfile.ts';
import { candidatesPathError } from '../../../go/build/mod/modpath.ts';
import * as semver from '../../../go/build/mod/semver.ts';
import { findModule, findVersion, type ModuleVersion } from '../../modules/universe.ts';
import { fetchModuleFile, proxyListError, queryCandidates } from './fetch.ts';
import {
  buildList,
  candidateModules,
  downloadZip,
  latestOf,
  providingModule,
  statChosen,
} from './modload.ts';
import {
  errln,
  fail,
  fetchEnv,
  findModRoot,
  type GoRun,
  loadMainModule,
  traceGets,
  writeModFiles,
} from './run.ts';
import { checkDependencyGoVersion, checkMainGoVersion } from './toolchain.ts';

const NOT_IN_MODULE = `go: go.mod file not found in current directory or any parent directory.
	'go get' is no longer supported outside a module.
	To build and install a command, use 'go install' with a version,
	like 'go install example.com/cmd@latest'
	For more information, see https://golang.org/doc/go-get-install-deprecation
	or run 'go help get' or 'go help install'.`;

interface Target {
  path: string;
  version: string;
}

/**
 * modget reportError (query.go): the error alone when it already names the argument's path (and its
 * version, when one was typed), else `raw: err`. [checked] go1.23.5: `go: unrecognized import path
 * "example.com/x/y": …`, `go: module github.com/x/y: git ls-remote …`, `go: x@v1.0.0: malformed …`.
 */
function reportError(raw: string, pattern: string, rawVersion: string, err: string): string {
  const esc = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const patternRE = new RegExp(`(?:[ \t("\`]|^)${esc(pattern)}(?:[ @:;)"\`]|$)`, 'm');
  if (patternRE.test(err)) {
    if (rawVersion === '') return `go: ${err}`;
    const versionRE = new RegExp(`(?:[ @("\`]|^)${esc(rawVersion)}(?:[ :;)"\`]|$)`, 'm');
    if (versionRE.test(err)) return `go: ${err}`;
  }
  return `go: ${raw}: ${err}`;
}

/** Resolves `path@query` to a module version through the proxy list. */
function resolve(run: GoRun, arg: string, current: Map<string, string>): Target {
  const at = arg.lastIndexOf('@');
  const path = at < 0 ? arg : arg.slice(0, at);
  const query = at < 0 ? 'upgrade' : arg.slice(at + 1);
  const env = fetchEnv(run);
  if (query === 'none') return { path, version: 'none' };
  // Every module path candidate fails module.CheckPath in lookupRepo when the first element does;
  // reportError prints the error alone when it names the argument (query.go reportError)
  const badPath = candidatesPathError(path);
  if (badPath !== undefined) fail(run, at < 0 ? `go: ${badPath}` : `go: ${arg}: ${badPath}`);
  if (semver.isValid(query)) {
    // A version already in go.mod is known to exist: cmd/go goes straight to its .mod (A1.3);
    // otherwise it asks for .info first (A2.2, `go get k8s.io/api@v0.28.99`).
    const file = current.get(path) === query ? `${query}.mod` : `${query}.info`;
    const r = fetchModuleFile(run.net, env, path, file);
    if (!r.ok) fail(run, reportError(arg, path, query, r.error.message));
    return { path, version: query };
  }
  if (query !== 'latest' && query !== 'upgrade' && query !== 'patch') {
    fail(run, `go: ${path}@${query}: invalid version: unknown revision ${query}`);
  }
  const q = queryCandidates(run.net, env, candidateModules(path), () => 'list');
  const rawVersion = at < 0 ? '' : query;
  if (!q.ok && !q.error.notExist)
    fail(
      run,
      reportError(
        arg,
        path,
        rawVersion,
        q.error.fromProxy ? `module ${q.path}: ${q.error.message}` : q.error.message,
      ),
    );
  if (!q.ok && !q.error.fromProxy && q.error.message !== '')
    fail(run, reportError(arg, path, rawVersion, q.error.message));
  // every candidate answered 404/410: the longest one's error ([CAPTURED] go1.23.5, `go get
  // example.com/zzz/pkg` on a proxy without it: `go: module example.com/zzz/pkg: reading …/@v/list: …`)
  if (!q.ok && q.error.message !== '') fail(run, `go: module ${q.path}: ${q.error.message}`);
  if (q.ok) {
    const have = current.get(q.path);
    // modload queryProxy: `patch` keeps the current major.minor (latest when there is none)
    const listed =
      query === 'patch' && have
        ? q.body
            .split('\n')
            .filter((v) => v.trim() !== '' && semver.majorMinor(v.trim()) === semver.majorMinor(have))
            .join('\n')
        : q.body;
    const latest = latestOf(listed);
    if (latest) {
      const version =
        have && (query === 'upgrade' || query === 'patch') && semver.compare(have, latest) > 0
          ? have
          : latest;
      return { path: q.path, version };
    }
    if (query === 'patch' && have) return { path: q.path, version: have };
  }
  fail(run, `go: module ${path}: no matching versions for query "${query}"`);
}

/**
 * The package in the current directory, as `go get` and `go get .` load it (modget performLocalQueries,
 * then the package's imports): the imports no module of the build list provides, each to be resolved
 * at its latest version as `go get PKG` would (go1.23.5 on a file proxy: `go: downloading
 * example.com/lib v1.1.0`, `go: added example.com/lib v1.1.0`). A directory without Go files is
 * `no package to get in current directory`.
 */
async function missingImportsHere(
  run: GoRun,
  main: string,
  versions: Map<string, string>,
  args: readonly string[],
  upgrade: boolean,
): Promise<string[]> {
  const root = run.modRoot as string;
  const rel =
    run.cwd === root ? '' : run.cwd.startsWith(`${root}/`) ? run.cwd.slice(root.length + 1) : undefined;
  const tests = args.includes('-t');
  const here = (await moduleImports(run.fs, root, tests)).filter(
    (s) => rel !== undefined && s.file.slice(0, Math.max(0, s.file.lastIndexOf('/'))) === rel,
  );
  const files = (await run.fs.readdir(run.cwd)).filter(
    (f) => f.endsWith('.go') && (tests || !f.endsWith('_test.go')),
  );
  if (rel === undefined || files.length === 0) fail(run, 'go: no package to get in current directory');
  const imports = [...new Set(here.map((s) => s.path))]
    .filter((p) => !isStdLikePath(p) && p !== main && !p.startsWith(`${main}/`))
    .sort();
  if (!upgrade) return imports.filter((p) => providingModule(versions, p) === undefined);
  // -u: every imported package's module is upgraded, once per module that provides one
  const seen = new Set<string>();
  return imports.filter((p) => {
    const m = providingModule(versions, p);
    if (m === undefined) return true;
    if (seen.has(m)) return false;
    seen.add(m);
    return true;
  });
}

/** Highest version of `path` not above `cur` whose requirements respect `limits`. */
function highestAllowed(path: string, cur: string, limits: Map<string, string>): ModuleVersion | undefined {
  const versions = findModule(path)?.versions ?? [];
  for (let i = versions.length - 1; i >= 0; i--) {
    const v = versions[i];
    if (semver.compare(v.version, cur) > 0) continue;
    if (
      v.requires.every(
        (r) => !limits.has(r.path) || semver.compare(r.version, limits.get(r.path) as string) <= 0,
      )
    )
      return v;
  }
  return undefined;
}

export async function goGet(run: GoRun, args: string[]): Promise<void> {
  const targets = args.filter((a) => !a.startsWith('-'));
  // modget/get.go: the flag still exists, set from the command line or from GOFLAGS, only to be
  // refused with base.Fatalf (exit status 1).
  const insecure = (f: string) => /^--?insecure(=(true|1|t|T|TRUE|True))?$/.test(f);
  if (run.env.GOFLAGS.split(/\s+/).some(insecure) || args.some(insecure))
    fail(run, 'go: -insecure flag is no longer supported; use GOINSECURE instead', 1);
  for (const flag of args.filter((a) => a.startsWith('-'))) {
    if (!['-u', '-d', '-t', '-v', '-x', '-u=patch'].includes(flag))
      fail(
        run,
        `flag provided but not defined: ${flag.replace(/=.*/, '')}\nusage: go get [-t] [-u] [-v] [build flags] [packages]\nRun 'go help get' for details.`,
        2,
      );
  }
  traceGets(run, args.includes('-x'));
  if (!(await findModRoot(run.fs, run.cwd))) fail(run, NOT_IN_MODULE);
  const mod = await loadMainModule(run);
  await checkMainGoVersion(run);
  const current = new Map(mod.require.map((r) => [r.path, r.version]));
  // `go get` and `go get .` ask for the package in the current directory: the modules its imports
  // need, or with -u the modules of all its imports, at upgrade (or patch); -u's upgrade of those
  // packages' own dependencies is not simulated
  const uFlag = args.find((a) => a === '-u' || a === '-u=patch');

  const reqs = new Map(current);
  const limits = new Map<string, string>();
  const resolved: Target[] = [];
  // The current module graph is loaded first, then the queries run ([CAPTURED] go1.23.5: with a
  // refused proxy, `go get k8s.io/api@latest` fails on the required controller-runtime's .mod).
  const before = await buildList(run, mod.require, mod);
  if (!before.ok) fail(run, `go: ${before.message}`);
  const oldVersions = before.list.versions;
  const queries = targets.length === 0 ? ['.'] : targets;
  if (queries.includes('.')) {
    queries.splice(
      queries.indexOf('.'),
      1,
      ...(await missingImportsHere(run, mod.module, oldVersions, args, uFlag !== undefined)).map((p) =>
        uFlag === '-u=patch' ? `${p}@patch` : p,
      ),
    );
  }
  // the package query of `go get` alone is named by no argument: a GOPROXY element the go command
  // refuses is its whole error ([CAPTURED] go1.23.5 `GOPROXY=htps://goproxy.cn go get`: `go:
  // invalid proxy URL scheme (must be https, http, file): htps://goproxy.cn`)
  const refused = proxyListError(fetchEnv(run).GOPROXY);
  if (targets.length === 0 && queries.length > 0 && refused !== undefined) fail(run, `go: ${refused}`);
  for (const arg of queries) {
    const t = resolve(run, arg, current);
    // a version chosen from the proxy's list is looked up next (its .info, kept in the cache)
    const query = arg.includes('@') ? arg.slice(arg.lastIndexOf('@') + 1) : 'upgrade';
    if (['latest', 'upgrade', 'patch'].includes(query)) {
      const st = await statChosen(run, t.path, t.version);
      if (!st.ok) fail(run, `go: ${arg}: ${st.message}`);
    }
    resolved.push(t);
  }
  for (const t of resolved) {
    const info = findVersion(t.path, t.version);
    if (info && gover.compare(run.goVersion, info.go) < 0 && run.env.GOTOOLCHAIN === 'local') {
      // With GOTOOLCHAIN=local the module is downloaded before its go line is checked
      // ([CAPTURED] TOOLCHAIN.md A2.9: `go: downloading k8s.io/api v0.30.0` comes first).
      const step = await downloadZip(run, t.path, t.version);
      if (!step.ok) fail(run, `go: ${step.message}`);
    }
    if (info) await checkDependencyGoVersion(run, `${t.path}@${t.version}`, info.go);
    if (t.version === 'none') {
      reqs.delete(t.path);
      continue;
    }
    reqs.set(t.path, t.version);
    const old = oldVersions.get(t.path);
    if (old && semver.compare(t.version, old) < 0) limits.set(t.path, t.version);
  }
  // Downgrades: anything that needs more than a lowered module is lowered too (MVS downgrade).
  if (limits.size > 0) {
    for (let changed = true; changed; ) {
      changed = false;
      for (const [path, ver] of oldVersions) {
        if (limits.has(path)) continue;
        const info = findVersion(path, reqs.get(path) ?? ver);
        if (!info) continue;
        const bad = info.requires.some(
          (r) => limits.has(r.path) && semver.compare(r.version, limits.get(r.path) as string) > 0,
        );
        if (!bad) continue;
        const lower = highestAllowed(path, info.version, limits);
        if (lower) {
          reqs.set(path, lower.version);
          limits.set(path, lower.version);
        } else {
          reqs.delete(path);
          limits.set(path, 'v0.0.0');
        }
        changed = true;
      }
    }
  }
  const roots = [...reqs].map(([path, version]) => ({ path, version }));
  const after = await buildList(run, roots, mod);
  if (!after.ok) fail(run, `go: ${after.message}`);
  const selected = after.list.versions;

  // Download what changed: the requested modules first, then the rest in path order.
  const changedPaths = [...selected.keys()].filter((p) => oldVersions.get(p) !== selected.get(p));
  const order = [
    ...resolved.map((t) => t.path).filter((p) => changedPaths.includes(p)),
    ...changedPaths.filter((p) => !resolved.some((t) => t.path === p)).sort(),
  ];
  for (const p of order) {
    const v = selected.get(p) as string;
    const step = await downloadZip(run, p, v);
    if (!step.ok) fail(run, `go: ${step.message}`);
  }

  // The go line follows the dependencies; a raised go line records the running toolchain.
  let goLine = mod.go;
  for (const [p, v] of selected) {
    const info = findVersion(p, v);
    const need = info?.noGoMod ? undefined : info?.go;
    if (need && (!goLine || gover.compare(need, goLine) > 0)) goLine = need;
  }
  let toolchain = mod.toolchain;
  if (goLine !== mod.go) {
    errln(run, `go: upgraded go ${mod.go ?? '1.16'} => ${goLine}`);
    if (!toolchain && gover.compare(run.goVersion, goLine as string) > 0) {
      toolchain = `go${run.goVersion}`;
      errln(run, `go: added toolchain ${toolchain}`);
    }
  }
  // Changes are reported against the previous build list (the whole module graph), so modules that
  // were already reachable are not "added" when go.mod merely gains their requirement: the real
  // kubebuilder init transcript (TOOLCHAIN.md A1.2) prints nothing after `$ go get …`.
  const all = new Set([...oldVersions.keys(), ...selected.keys()]);
  for (const p of [...all].sort()) {
    const o = oldVersions.get(p);
    const n = selected.get(p);
    if (o === n) continue;
    if (!o) errln(run, `go: added ${p} ${n}`);
    else if (!n) errln(run, `go: removed ${p} ${o}`);
    else errln(run, `go: ${semver.compare(n, o) > 0 ? 'upgraded' : 'downgraded'} ${p} ${o} => ${n}`);
  }

  const imports = (await moduleImports(run.fs, run.modRoot as string)).filter((s) => !isStdLikePath(s.path));
  const direct = new Set(
    imports.map((s) => providingModule(selected, s.path)).filter((m): m is string => !!m),
  );
  const flags = new Map(mod.require.map((r) => [r.path, r.indirect]));
  const newRequires: Requirement[] = [...selected.keys()]
    .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
    .map((path) => ({
      path,
      version: selected.get(path) as string,
      indirect: flags.get(path) ?? !direct.has(path),
    }));
  await writeModFiles(
    run,
    formatModFile({ ...mod, go: goLine, toolchain, require: newRequires }),
    run.sumDirty ? formatGoSum(run.sum) : undefined,
  );
}

// Module loading shared by tidy, get, download and build: downloading and verifying module zips
// (go.sum, then the checksum database), reading dependency go.mod files, and minimal version
// selection over the universe's requirement graph.
import type { ModFile } from '../../../go/build/mod/modfile.ts';
import * as semver from '../../../go/build/mod/semver.ts';
import { findVersion, moduleHash, type Requirement, UNIVERSE } from '../../modules/universe.ts';
import {
  type FetchError,
  fetchModuleFile,
  inCache,
  needsSumdb,
  queryCandidates,
  storeInCache,
  sumdbLookup,
} from './fetch.ts';
import { errln, fetchEnv, GoExit, type GoRun } from './run.ts';

/** [SOURCE] cmd/go/internal/modfetch/fetch.go goSumMismatch (TOOLCHAIN.md A2.6). */
export const GO_SUM_MISMATCH = `

SECURITY ERROR
This download does NOT match an earlier download recorded in go.sum.
The bits may have been replaced on the origin server, or an attacker may
have intercepted the download attempt.

For more information, see 'go help module-auth'.`;

/** `notExist`: the proxy answered 404/410 or the lookup is disabled (errors.Is fs.ErrNotExist). */
export type Step = { ok: true } | { ok: false; message: string; notExist?: boolean };

/** `M@V: <error>` for proxy errors; VCS and GOPROXY=off errors stand alone (TOOLCHAIN.md A2.3–A2.4). */
export function fetchErrorText(path: string, version: string, e: FetchError): string {
  return e.fromProxy ? `${path}@${version}: ${e.message}` : e.message;
}

/** Records or checks the hash of a freshly downloaded zip or go.mod. */
async function verify(run: GoRun, path: string, version: string, goMod: boolean): Promise<Step> {
  const key = `${path} ${version}${goMod ? '/go.mod' : ''}`;
  const got = moduleHash(path, version, goMod);
  const want = run.sum.get(key);
  if (want !== undefined) {
    if (want === got) return { ok: true };
    // base.Fatalf: no "go: " prefix, and the command stops here.
    const label = goMod ? `${path}@${version}/go.mod` : `${path}@${version}`;
    errln(
      run,
      `verifying ${label}: checksum mismatch\n\tdownloaded: ${got}\n\tgo.sum:     ${want}${GO_SUM_MISMATCH}`,
    );
    throw new GoExit(1);
  }
  const env = fetchEnv(run);
  if (env.GOSUMDB !== 'off' && needsSumdb(env, path)) {
    const r = sumdbLookup(run.net, env, path, version);
    if (!r.ok) {
      return {
        ok: false,
        // fetch.go checkSumDB: module.VersionError(M@V, "verifying go.mod: " + the sumdb client's
        // `M@V/go.mod: …`), which mvs.BuildListError prints as it is for a root
        message: goMod
          ? `${path}@${version}: verifying go.mod: ${path}@${version}/go.mod: ${r.message}`
          : `${path}@${version}: verifying module: ${path}@${version}: ${r.message}`,
      };
    }
  }
  run.sum.set(key, got);
  run.sumDirty = true;
  return { ok: true };
}

/** Adds the go.sum line of a module already in the cache (no network: the cache holds its hash). */
function recordCachedSum(run: GoRun, path: string, version: string, goMod: boolean): void {
  const key = `${path} ${version}${goMod ? '/go.mod' : ''}`;
  if (!run.sum.has(key)) {
    run.sum.set(key, moduleHash(path, version, goMod));
    run.sumDirty = true;
  }
}

/** Downloads (or finds in the cache) a module's zip, printing `go: downloading M V`. */
/**
 * modload queryProxy: the version a query chose from the list is looked up (repo.Stat), so its
 * `.info` is fetched and kept in the module cache, where `go list -m` finds its time later without
 * the network. [CAPTURED] go1.23.5 -x, `go mod tidy` and `go get example.com/lib/pkg` on an http
 * proxy: `# get …/example.com/lib/@v/list: 200 OK`, then `# get …/example.com/lib/@v/v1.1.0.info`
 * before the `.mod`; the cache then holds v1.1.0.info.
 */
export async function statChosen(run: GoRun, path: string, version: string): Promise<Step> {
  const env = fetchEnv(run);
  const file = `${version}.info`;
  if (await inCache(run.fs, env, path, file)) return { ok: true };
  const r = fetchModuleFile(run.net, env, path, file);
  if (!r.ok)
    return { ok: false, message: fetchErrorText(path, version, r.error), notExist: r.error.notExist };
  await storeInCache(run.fs, env, path, version, file, r.body);
  return { ok: true };
}

export async function downloadZip(run: GoRun, path: string, version: string, quiet = false): Promise<Step> {
  const env = fetchEnv(run);
  if (await inCache(run.fs, env, path, `${version}.zip`)) {
    const want = run.sum.get(`${path} ${version}`);
    if (want !== undefined && want !== moduleHash(path, version, false))
      await verify(run, path, version, false);
    recordCachedSum(run, path, version, false);
    return { ok: true };
  }
  if (!quiet) errln(run, `go: downloading ${path} ${version}`);
  const r = fetchModuleFile(run.net, env, path, `${version}.zip`);
  if (!r.ok)
    return { ok: false, message: fetchErrorText(path, version, r.error), notExist: r.error.notExist };
  const v = await verify(run, path, version, false);
  if (!v.ok) return v;
  await storeInCache(run.fs, env, path, version, `${version}.zip`, r.body);
  return { ok: true };
}

/** Reads a dependency's go.mod (from the cache or the network); silent, as in cmd/go. */
export async function loadModFile(run: GoRun, path: string, version: string): Promise<Step> {
  const env = fetchEnv(run);
  if (await inCache(run.fs, env, path, `${version}.mod`)) {
    recordCachedSum(run, path, version, true);
    return { ok: true };
  }
  const r = fetchModuleFile(run.net, env, path, `${version}.mod`);
  if (!r.ok) {
    // [CAPTURED] `go: k8s.io/api@v0.28.0: module lookup disabled by GOPROXY=off` (go1.23.5, go get).
    const m = r.error.message;
    return { ok: false, message: m.startsWith(`${path}@${version}: `) ? m : `${path}@${version}: ${m}` };
  }
  const v = await verify(run, path, version, true);
  if (!v.ok) return v;
  await storeInCache(run.fs, env, path, version, `${version}.mod`, r.body);
  return { ok: true };
}

/**
 * The roots' go.mod files, read at once as modload.readModGraph does (a par.Queue of loads): every
 * root is asked for even when one fails (go1.23.5 -x shows a `# get …/V.mod` pair for each), and
 * the failure reported is the first in the roots' order. Modules replaced by a directory are read
 * from there.
 */
export async function loadRootModFiles(
  run: GoRun,
  roots: readonly { path: string; version: string }[],
  mod: ModFile,
): Promise<Step> {
  const todo = roots.filter(
    (r) =>
      !mod.replace.some((x) => x.oldPath === r.path && x.newVersion === undefined) &&
      findVersion(r.path, replaced(mod, r.path) ?? r.version) !== undefined,
  );
  const steps = await run.net.clock.parallelAsync(
    todo.map((r) => () => loadModFile(run, r.path, replaced(mod, r.path) ?? r.version)),
  );
  return steps.find((x) => !x.ok) ?? { ok: true };
}

/** The version a `replace` directive substitutes, if any. */
export function replaced(mod: ModFile, path: string): string | undefined {
  return mod.replace.find((r) => r.oldPath === path && r.newPath === path)?.newVersion;
}

export interface BuildList {
  versions: Map<string, string>;
  /** Who required each selected version (for error messages). */
  requiredBy: Map<string, string>;
}

/**
 * Minimal version selection: the maximum version of each module reachable from the main
 * module's requirements. Dependency go.mod files are fetched as needed; `replace` swaps the
 * version actually used.
 */
export async function buildList(
  run: GoRun,
  roots: Requirement[],
  mod: ModFile,
): Promise<{ ok: true; list: BuildList } | { ok: false; message: string }> {
  const versions = new Map<string, string>();
  const requiredBy = new Map<string, string>();
  const first = await loadRootModFiles(run, roots, mod);
  if (!first.ok) return { ok: false, message: first.message };
  const queue: Array<Requirement & { from: string }> = roots.map((r) => ({ ...r, from: mod.module }));
  const visited = new Set<string>();
  while (queue.length > 0) {
    const req = queue.shift() as Requirement & { from: string };
    const cur = versions.get(req.path);
    if (!cur || semver.compare(req.version, cur) > 0) {
      versions.set(req.path, req.version);
      requiredBy.set(req.path, req.from);
    }
    const key = `${req.path}@${req.version}`;
    if (visited.has(key)) continue;
    visited.add(key);
    // a module replaced by a directory is read from there, not fetched
    if (mod.replace.some((r) => r.oldPath === req.path && r.newVersion === undefined)) continue;
    const used = replaced(mod, req.path) ?? req.version;
    const info = findVersion(req.path, used);
    if (!info) continue;
    const step = await loadModFile(run, req.path, used);
    if (!step.ok) return { ok: false, message: step.message };
    for (const dep of info.requires) queue.push({ ...dep, from: key });
  }
  return { ok: true, list: { versions, requiredBy } };
}

/** The module in `versions` providing import path `pkg` (longest prefix), if any. */
export function providingModule(versions: Map<string, string>, pkg: string): string | undefined {
  let best: string | undefined;
  for (const path of versions.keys()) {
    if ((pkg === path || pkg.startsWith(`${path}/`)) && (!best || path.length > best.length)) best = path;
  }
  return best;
}

/** The candidate module paths for an import path, longest first; `/v0`, `/v1` suffixes are not module paths. */
export function candidateModules(pkg: string): string[] {
  const parts = pkg.split('/');
  const out: string[] = [];
  for (let n = parts.length; n >= 1; n--) {
    const last = parts[n - 1];
    if (n === 1 && !last.includes('.')) break;
    if (/^v[01]$/.test(last)) continue;
    out.push(parts.slice(0, n).join('/'));
  }
  return out;
}

export function latestOf(listBody: string): string | undefined {
  let best: string | undefined;
  for (const v of listBody.split('\n')) if (v.trim()) best = best ? semver.max(best, v.trim()) : v.trim();
  return best;
}

/**
 * Finds the module providing `pkg` at its latest version (`go: finding module for package`).
 * Returns the error cmd/go prints after `\t<pkg>: `.
 */
export function queryPackage(
  run: GoRun,
  pkg: string,
): { ok: true; path: string; version: string } | { ok: false; message: string } {
  const env = fetchEnv(run);
  const q = queryCandidates(run.net, env, candidateModules(pkg), () => 'list');
  if (q.ok) {
    const latest = latestOf(q.body);
    if (latest) return { ok: true, path: q.path, version: latest };
  }
  const e = q.ok ? { message: '', fromProxy: false, notExist: true } : q.error;
  const detail = e.message === '' ? '' : e.fromProxy ? `module ${q.path}: ${e.message}` : e.message;
  if (e.notExist) {
    return {
      ok: false,
      message: `cannot find module providing package ${pkg}${detail ? `: ${detail}` : ''}`,
    };
  }
  return { ok: false, message: detail };
}

export function knownModule(path: string): boolean {
  return UNIVERSE.has(path);
}

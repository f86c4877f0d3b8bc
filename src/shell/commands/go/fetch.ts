// Module downloads through GOPROXY, direct VCS access and the checksum database, following
// cmd/go/internal/modfetch/proxy.go (TryProxies: comma vs pipe fallback, `direct`, `off`,
// GONOPROXY) and modfetch/sumdb.go (`<proxy>/sumdb/<db>/supported`), TOOLCHAIN.md A2–A3.
import type { IFileSystem } from 'just-bash';
import {
  downloadCachePath,
  escapeModulePath as escapePath,
  matchPrefixPatterns,
  type ProxyEntry,
  parseGoproxy,
  parseGosumdb,
} from '../../../go/build/mod/proxy.ts';
import { hex, sha256 } from '../../modules/hash.ts';
import { isKnownGoRelease, TOOLCHAIN_MODULE } from '../../modules/toolchains.ts';
import { findModule, findVersion, moduleHash } from '../../modules/universe.ts';
import { type GetResult, httpGet, isNotExist, type Network } from '../../network/transport.ts';

export interface FetchEnv {
  GOPROXY: string;
  GONOPROXY: string;
  GONOSUMDB: string;
  GOSUMDB: string;
  GOMODCACHE: string;
}

export interface FetchError {
  message: string;
  /** Proxy (HTTP) errors get a `path@version: ` prefix where cmd/go prints one; VCS ones do not. */
  fromProxy: boolean;
  notExist: boolean;
}

export type FetchResult = { ok: true; body: string } | { ok: false; error: FetchError };

const VCS_VANITY = new Set(['k8s.io', 'sigs.k8s.io', 'golang.org']);

/** Where a vanity import path's repository lives (the go-import meta tags of the real hosts). */
function repoURL(root: string): string {
  const [host, name] = root.split('/');
  if (host === 'k8s.io') return `https://github.com/kubernetes/${name}`;
  if (host === 'sigs.k8s.io') return `https://github.com/kubernetes-sigs/${name}`;
  if (host === 'golang.org') return `https://go.googlesource.com/${root.split('/')[2] ?? name}`;
  return `https://${root.split('/').slice(0, 3).join('/')}`;
}

/** Repository root of a module path: host/name for vanity hosts, host/org/repo otherwise. */
function repoRoot(path: string): string {
  const parts = path.split('/');
  if (parts[0] === 'golang.org') return parts.slice(0, 3).join('/');
  return parts.slice(0, VCS_VANITY.has(parts[0]) ? 2 : 3).join('/');
}

/** codehost.WorkDir: the repository's directory under the module cache, sha256("git3:" + remote). */
function vcsWorkDir(gomodcache: string, repo: string): string {
  return `${gomodcache}/cache/vcs/${hex(sha256(new TextEncoder().encode(`git3:${repo}`)))}`;
}

/** cmd/go/internal/vcs vcsPaths: github.com import paths name their repository themselves. */
const GITHUB_PATH = /^github\.com\/[\w.-]+\/[\w.-]+(\/[\w.-]+)*$/;

/**
 * `direct`: the repository root (github.com's from the path, vcs.go vcsPaths; other hosts' from
 * their `?go-get=1` meta page, TOOLCHAIN.md A2.4), then `git ls-remote -q origin` of the repository.
 * A failed ls-remote is codehost.RunError's text ("%s: %v:\n\t<git's stderr>", plus git.go's help
 * text when git asked for a user name, which GitHub does for a repository it does not have);
 * coderepo wraps it per request: Versions in module.ModuleError (`module P: `), Stat as an invalid
 * version, GoMod/Zip through findDir (`reading P/go.mod at revision V: `). The git text for a TLS
 * connection that dies is DERIVED; `Could not resolve host` is git's over a resolver that fails
 * ([checked] go1.23.5 here, no network: `go get github.com/x/y@v9.9.9`).
 */
function directFetch(net: Network, gomodcache: string, path: string, file: string): FetchResult {
  const host = path.split('/')[0];
  if (host === 'github.com') {
    if (!GITHUB_PATH.test(path))
      return {
        ok: false,
        // lookupDirect wraps what RepoRootForImportPath says in notExistError
        error: { message: `invalid github.com import path "${path}"`, fromProxy: false, notExist: true },
      };
  } else {
    const meta = httpGet(net, `https://${path}?go-get=1`);
    if (meta.kind !== 'ok') {
      return {
        ok: false,
        error: {
          message: `unrecognized import path "${path}": https fetch: ${meta.message}`,
          fromProxy: false,
          notExist: false,
        },
      };
    }
  }
  const version = file.replace(/\.(info|mod|zip)$/, '');
  const wrap = (detail: string): string =>
    file === 'list'
      ? `module ${path}: ${detail}`
      : file.endsWith('.info')
        ? `${path}@${version}: invalid version: ${detail}`
        : `${path}@${version}: reading ${path}/go.mod at revision ${version}: ${detail}`;
  const mod = findModule(path);
  const gitHost = VCS_VANITY.has(host) || host === 'github.com' || host === 'git.corp.example.com';
  if (gitHost) {
    const repo = repoURL(repoRoot(path));
    const lsRemote = `git ls-remote -q origin in ${vcsWorkDir(gomodcache, repo)}: exit status 128:\n\t`;
    const r = httpGet(net, `${repo}/info/refs?service=git-upload-pack`, 'git');
    if (r.kind === 'transport') {
      const repoHost = new URL(repo).hostname;
      const why = /no such host|network is unreachable/.test(r.message)
        ? `Could not resolve host: ${repoHost}`
        : 'GnuTLS recv error (-110): The TLS connection was non-properly terminated.';
      return {
        ok: false,
        error: {
          message: wrap(`${lsRemote}fatal: unable to access '${repo}/': ${why}`),
          fromProxy: false,
          notExist: false,
        },
      };
    }
    if (!mod) {
      // GitHub asks for credentials for a repository it does not have; cmd/go runs git with
      // GIT_TERMINAL_PROMPT=0, and then finds the page missing (a not-exist error)
      const git = repo.startsWith('https://github.com/')
        ? "fatal: could not read Username for 'https://github.com': terminal prompts disabled\nConfirm the import path was entered correctly.\nIf this is a private repository, see https://golang.org/doc/faq#git_https for additional information."
        : `fatal: repository '${repo}/' not found`;
      return { ok: false, error: { message: wrap(`${lsRemote}${git}`), fromProxy: false, notExist: true } };
    }
  }
  if (!mod) {
    return {
      ok: false,
      error: { message: wrap(`unknown revision ${version}`), fromProxy: false, notExist: true },
    };
  }
  if (file === 'list') return { ok: true, body: mod.versions.map((v) => `${v.version}\n`).join('') };
  if (!findVersion(path, version)) {
    // [SOURCE] modfetch/coderepo.go: Stat (the .info a version query asks for) wraps codehost's
    // "unknown revision" in module.InvalidVersionError ("invalid version: "); GoMod and Zip go
    // through findDir, "reading %s/%s at revision %s: %v".
    return {
      ok: false,
      error: { message: wrap(`unknown revision ${version}`), fromProxy: false, notExist: true },
    };
  }
  return { ok: true, body: '' };
}

function rank(e: FetchError): number {
  // "direct/noproxy errors rank above proxy errors, which rank above not-found errors".
  if (e.notExist) return 0;
  return e.fromProxy ? 1 : 2;
}

/**
 * The error every module lookup gets when GOPROXY holds a value the go command refuses (src/go's
 * parseGoproxy walks it as modfetch/proxy.go proxyList does); TryProxies returns it as is, so the
 * commands print it with no module of its own.
 */
export function proxyListError(goproxy: string): string | undefined {
  const list = parseGoproxy(goproxy);
  return list.ok ? undefined : list.error;
}

/** Fetches `<path>/@v/<file>` (file: list, vX.info, vX.mod, vX.zip) walking the proxy list. */
export function fetchModuleFile(net: Network, env: FetchEnv, path: string, file: string): FetchResult {
  const refused = proxyListError(env.GOPROXY);
  if (refused !== undefined)
    return { ok: false, error: { message: refused, fromProxy: false, notExist: false } };
  let entries: ProxyEntry[];
  if (path !== TOOLCHAIN_MODULE && matchPrefixPatterns(env.GONOPROXY, path) && env.GOPROXY !== 'off') {
    entries = [{ kind: 'noproxy' }];
  } else {
    const list = parseGoproxy(env.GOPROXY);
    entries = list.ok ? list.entries : [];
  }
  let best: FetchError | undefined;
  for (const e of entries) {
    let err: FetchError;
    let fallBack = false;
    if (e.kind === 'off') {
      err = { message: 'module lookup disabled by GOPROXY=off', fromProxy: false, notExist: true };
      best = !best || rank(err) >= rank(best) ? err : best;
      break;
    }
    if (e.kind === 'direct' || e.kind === 'noproxy') {
      const r = directFetch(net, env.GOMODCACHE, path, file);
      if (r.ok) return r;
      err = r.error;
    } else {
      const r: GetResult = httpGet(net, `${e.url}/${escapePath(path)}/@v/${file}`);
      if (r.kind === 'ok') return { ok: true, body: r.body };
      err = { message: r.message, fromProxy: true, notExist: isNotExist(r) };
      fallBack = e.fallBackOnError;
    }
    if (!best || rank(err) >= rank(best)) best = err;
    if (!err.notExist && !fallBack) return { ok: false, error: err };
  }
  return { ok: false, error: best ?? { message: 'no proxy', fromProxy: false, notExist: true } };
}

// ---- checksum database ----

/** Looks a module up in the checksum database; returns its go.sum lines or an error message. */
export function sumdbLookup(
  net: Network,
  env: FetchEnv,
  path: string,
  version: string,
): { ok: true } | { ok: false; message: string } {
  if (env.GOSUMDB === 'off') return { ok: false, message: 'checksum database disabled by GOSUMDB=off' };
  const db = parseGosumdb(env.GOSUMDB);
  if (!db.ok) return { ok: false, message: db.error };
  const lookup = `/lookup/${escapePath(path)}@${version}`;
  // [SOURCE] modfetch/sumdb.go dbClient.initBase: the proxies are walked through TryProxies, so a
  // GOPROXY it refuses is the lookup's error; `direct` and `off` send it to the database itself.
  const list = parseGoproxy(env.GOPROXY);
  if (!list.ok) return { ok: false, message: list.error };
  // dbDial: a URL in GOSUMDB (sum.golang.google.cn is one) bypasses the proxies.
  const entries = db.viaProxies ? list.entries : [];
  for (const e of entries) {
    if (e.kind !== 'url') break;
    const sup = httpGet(net, `${e.url}/sumdb/${db.name}/supported`);
    if (sup.kind === 'ok') {
      const r = httpGet(net, `${e.url}/sumdb/${db.name}${lookup}`);
      return r.kind === 'ok' ? { ok: true } : { ok: false, message: r.message };
    }
    // "Any other response is treated as the database being unavailable."
    if (!isNotExist(sup) && !e.fallBackOnError) return { ok: false, message: sup.message };
  }
  const r = httpGet(net, `${db.url}${lookup}`);
  return r.kind === 'ok' ? { ok: true } : { ok: false, message: r.message };
}

export function needsSumdb(env: FetchEnv, path: string): boolean {
  // "GOPRIVATE and GONOSUMDB patterns do not apply to the toolchain downloads" (go.dev/doc/toolchain).
  if (path === TOOLCHAIN_MODULE) return true;
  return !matchPrefixPatterns(env.GONOSUMDB, path);
}

// ---- module cache ($GOMODCACHE/cache/download) ----

export function cacheFile(env: FetchEnv, path: string, file: string): string {
  return downloadCachePath(env.GOMODCACHE, path, file);
}

export async function inCache(fs: IFileSystem, env: FetchEnv, path: string, file: string): Promise<boolean> {
  return fs.exists(cacheFile(env, path, file));
}

export async function storeInCache(
  fs: IFileSystem,
  env: FetchEnv,
  path: string,
  version: string,
  file: string,
  body: string,
): Promise<void> {
  const target = cacheFile(env, path, file);
  await fs.mkdir(target.slice(0, target.lastIndexOf('/')), { recursive: true });
  await fs.writeFile(target, body);
  if (file.endsWith('.zip') && path !== TOOLCHAIN_MODULE) {
    await fs.writeFile(cacheFile(env, path, `${version}.ziphash`), `${moduleHash(path, version, false)}\n`);
    const dir = extractedDir(env, path, version);
    await fs.mkdir(dir, { recursive: true });
    const goMod = extractedGoMod(path, version);
    if (goMod !== undefined) await fs.writeFile(`${dir}/go.mod`, goMod);
  }
}

/** The go.mod of a module's extracted directory in the module cache (none when the tag has none). */
export function extractedGoMod(path: string, version: string): string | undefined {
  const v = findVersion(path, version);
  if (v?.noGoMod) return undefined;
  return v ? `module ${path}\n\ngo ${v.go}\n` : `module ${path}\n`;
}

/** `$GOMODCACHE/<escaped path>@<version>`, where a module's zip is extracted. */
export function extractedDir(env: FetchEnv, path: string, version: string): string {
  return `${env.GOMODCACHE}/${escapePath(path)}@${version}`;
}

export function isValidToolchain(version: string): boolean {
  return isKnownGoRelease(version);
}

export type CandidateResult =
  | { ok: true; path: string; body: string }
  | { ok: false; path: string; error: FetchError };

/**
 * Queries every candidate module path of an import path in parallel (modload queryPrefixModules):
 * the longest candidate that answers wins; otherwise the longest candidate's error is reported.
 */
export function queryCandidates(
  net: Network,
  env: FetchEnv,
  candidates: string[],
  file: (path: string) => string,
): CandidateResult {
  const results = net.clock.parallel(
    candidates.map((c) => () => ({ c, r: fetchModuleFile(net, env, c, file(c)) })),
  );
  for (const { c, r } of results) if (r.ok) return { ok: true, path: c, body: r.body };
  const first = results[0];
  if (!first || first.r.ok)
    return { ok: false, path: '', error: { message: '', fromProxy: false, notExist: true } };
  const hard = results.find((x) => !x.r.ok && !x.r.error.notExist);
  const pick = hard ?? first;
  return { ok: false, path: pick.c, error: (pick.r as { ok: false; error: FetchError }).error };
}

export { matchPrefixPatterns, parseGoproxy };

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

/**
 * `direct`: the `?go-get=1` meta page of the import path's host (TOOLCHAIN.md A2.4), then
 * `git ls-remote` of the repository it names. The git failure text is DERIVED from cmd/go's
 * vcs runner ("%s in %s: %v:\n%s") and git's curl message for a TLS connection that dies.
 */
function directFetch(net: Network, gomodcache: string, path: string, file: string): FetchResult {
  const host = path.split('/')[0];
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
  const mod = findModule(path);
  if (!mod) {
    return {
      ok: false,
      error: {
        message: `module ${path}: not found at ${repoURL(repoRoot(path))}`,
        fromProxy: false,
        notExist: true,
      },
    };
  }
  if (VCS_VANITY.has(host) || host === 'github.com' || host === 'git.corp.example.com') {
    const repo = repoURL(repoRoot(path));
    const r = httpGet(net, `${repo}/info/refs?service=git-upload-pack`, 'git');
    if (r.kind === 'transport') {
      const dir = `${gomodcache}/cache/vcs/${hex(sha256(new TextEncoder().encode(repo))).slice(0, 64)}`;
      return {
        ok: false,
        error: {
          message: `git ls-remote -q origin in ${dir}: exit status 128:\n\tfatal: unable to access '${repo}/': GnuTLS recv error (-110): The TLS connection was non-properly terminated.`,
          fromProxy: false,
          notExist: false,
        },
      };
    }
  }
  if (file === 'list') return { ok: true, body: mod.versions.map((v) => `${v.version}\n`).join('') };
  const version = file.replace(/\.(info|mod|zip)$/, '');
  if (!findVersion(path, version)) {
    // [SOURCE] modfetch/coderepo.go: Stat (the .info a version query asks for) wraps codehost's
    // "unknown revision" in module.InvalidVersionError ("invalid version: "); GoMod and Zip go
    // through findDir, "reading %s/%s at revision %s: %v".
    const detail = file.endsWith('.info')
      ? `invalid version: unknown revision ${version}`
      : `reading ${path}/go.mod at revision ${version}: unknown revision ${version}`;
    return {
      ok: false,
      error: { message: `${path}@${version}: ${detail}`, fromProxy: false, notExist: true },
    };
  }
  return { ok: true, body: '' };
}

function rank(e: FetchError): number {
  // "direct/noproxy errors rank above proxy errors, which rank above not-found errors".
  if (e.notExist) return 0;
  return e.fromProxy ? 1 : 2;
}

/** Go's %q of an ASCII string: quotes, `\\` and `"` escaped, control bytes as escapes. */
function goQuote(s: string): string {
  const named: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };
  return `"${s.replace(/[\\"\x00-\x1f\x7f]/g, (c) =>
    c === '\\' || c === '"' ? `\\${c}` : (named[c] ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`),
  )}"`;
}

/**
 * What net/url.Parse refuses in a proxy URL (the `parse "URL": …` error), for the cases a typed
 * GOPROXY meets: a control character, a port that is not digits, a character a host name cannot
 * hold (url.go parseHost, unescape with encodeHost; shouldEscape lets letters, digits and
 * `-_.~!$&'()*+,;=:[]<>"` through).
 */
function urlParseError(raw: string): string | undefined {
  const fail = (msg: string) => `parse ${goQuote(raw)}: ${msg}`;
  if (/[\x00-\x1f\x7f]/.test(raw)) return fail('net/url: invalid control character in URL');
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(raw);
  if (raw.startsWith(':')) return fail('missing protocol scheme');
  const rest = scheme ? raw.slice(scheme[0].length) : raw;
  if (!rest.startsWith('//')) return undefined;
  let authority = rest.slice(2);
  const slash = authority.search(/[/?#]/);
  if (slash >= 0) authority = authority.slice(0, slash);
  const host = authority.slice(authority.lastIndexOf('@') + 1);
  if (host.startsWith('[')) return undefined;
  const colon = host.lastIndexOf(':');
  if (colon >= 0 && !/^:\d*$/.test(host.slice(colon)))
    return fail(`invalid port ${goQuote(host.slice(colon))} after host`);
  const bad = /[^A-Za-z0-9\-_.~!$&'()*+,;=:[\]<>"%\x80-\uffff]/.exec(host);
  if (bad) return fail(`invalid character ${goQuote(bad[0])} in host name`);
  return undefined;
}

/**
 * [SOURCE] cmd/go/internal/modfetch/proxy.go proxyList (go1.23): each element is checked with
 * newProxyRepo before any request, and the first refusal is the error of every module lookup
 * (TryProxies returns it as is). An element without `:/` that has `.`, `:` or `/` and is not an
 * absolute path gets `https://`; the URL must parse and its scheme be file, http or https.
 * [CAPTURED] go1.23.5 `GOPROXY=htps://goproxy.cn go mod tidy`: `\texample.com/lib/pkg: invalid
 * proxy URL scheme (must be https, http, file): htps://goproxy.cn`; `GOPROXY='https://goproxy.cn
 * direct'`: `parse "https://goproxy.cn direct": invalid character " " in host name`.
 */
export function proxyListError(goproxy: string): string | undefined {
  let rest = goproxy;
  while (rest !== '') {
    const i = rest.search(/[,|]/);
    let url = (i < 0 ? rest : rest.slice(0, i)).trim();
    rest = i < 0 ? '' : rest.slice(i + 1);
    if (url === '') continue;
    if (url === 'off' || url === 'direct') return undefined;
    if (/[.:/]/.test(url) && !url.includes(':/') && !url.startsWith('/')) url = `https://${url}`;
    const parseError = urlParseError(url);
    if (parseError) return parseError;
    const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(url)?.[1]?.toLowerCase() ?? '';
    if (scheme === 'file') {
      // only a path: no host, user, query, fragment or opaque part
      if (!/^file:(\/\/(\/|$)|\/(?!\/))/i.test(url) || /[?#]/.test(url))
        return `invalid file:// proxy URL with non-path elements: ${url}`;
    } else if (scheme === '') return `invalid proxy URL missing scheme: ${url}`;
    else if (scheme !== 'http' && scheme !== 'https')
      return `invalid proxy URL scheme (must be https, http, file): ${url}`;
  }
  return undefined;
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
    if (!list.ok) return { ok: false, error: { message: list.error, fromProxy: false, notExist: false } };
    entries = list.entries;
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
  const list = parseGoproxy(env.GOPROXY);
  const entries = list.ok ? list.entries : [];
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

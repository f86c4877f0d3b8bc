// What each reachable host serves: the GOPROXY protocol (go.dev/ref/mod#goproxy-protocol), the
// checksum database lookup endpoint, `?go-get=1` meta pages of vanity import hosts, and Git hosts.

import { escapeModulePath, unescapeModulePath } from '../../go/build/mod/proxy.ts';
import { isKnownGoRelease, TOOLCHAIN_MODULE } from '../modules/toolchains.ts';

import { findModule, findVersion, goModText, moduleHash } from '../modules/universe.ts';

export interface HttpResponse {
  status: number;
  body: string;
}

export interface ProxyHost {
  /** Path prefix of the proxy on its host ("" or "/goproxy"). */
  base: string;
  /** Serves modules only its company Git server has. */
  servesPrivate: boolean;
  /** Answers `<proxy>/sumdb/<db>/supported` (TOOLCHAIN.md A3.2: goproxy.cn does). */
  proxiesSumdb: boolean;
  /** Not-found bodies of the capture's fake proxy (`not found: <path>`) instead of proxy.golang.org's. */
  fakeBodies?: boolean;
}

const PROXIES: Record<string, ProxyHost> = {
  'proxy.golang.org': { base: '', servesPrivate: false, proxiesSumdb: true },
  'goproxy.cn': { base: '', servesPrivate: false, proxiesSumdb: true },
  'goproxy.io': { base: '', servesPrivate: false, proxiesSumdb: true },
  'mirrors.aliyun.com': { base: '/goproxy', servesPrivate: false, proxiesSumdb: true },
  'athens.corp.example.com': { base: '', servesPrivate: true, proxiesSumdb: false },
};

const SUMDBS = new Set(['sum.golang.org', 'sum.golang.google.cn']);
const VANITY = new Set(['k8s.io', 'sigs.k8s.io', 'golang.org', 'go.dev']);
const GIT_HOSTS = new Set(['github.com', 'git.corp.example.com']);

/** Module path escaping of the proxy protocol: upper-case letters become `!` + lower case. */
export const escapePath = escapeModulePath;
const unescapePath = unescapeModulePath;

const notFound = (body: string): HttpResponse => ({ status: 404, body });

function versionExists(path: string, version: string, servesPrivate: boolean): boolean {
  if (path === TOOLCHAIN_MODULE) return isKnownGoRelease(version);
  const mod = findModule(path);
  if (!mod || (mod.private && !servesPrivate)) return false;
  return findVersion(path, version) !== undefined;
}

export function serveProxy(host: ProxyHost, rest: string): HttpResponse {
  const sumdb = /^\/sumdb\/([^/]+)\/(supported|lookup\/(.+)@(v[^/]+))$/.exec(rest);
  if (sumdb) {
    if (!host.proxiesSumdb) return notFound(`not found: ${rest}`);
    if (sumdb[2] === 'supported') return { status: 200, body: '' };
    return serveSumdbLookup(sumdb[3], sumdb[4]);
  }
  const m = /^\/(.+)\/@v\/(list|(.+)\.(info|mod|zip))$/.exec(rest);
  if (!m) return notFound(`not found: ${rest}`);
  const path = unescapePath(m[1]);
  const mod = findModule(path);
  if (m[2] === 'list') {
    if (!mod || (mod.private && !host.servesPrivate)) {
      // [CAPTURED fake-server body] TOOLCHAIN.md A2.2.
      return notFound(`not found: ${rest}`);
    }
    return { status: 200, body: mod.versions.map((v) => `${v.version}\n`).join('') };
  }
  const version = m[3];
  if (!versionExists(path, version, host.servesPrivate)) {
    if (host.fakeBodies) return notFound(`not found: ${rest}`);
    // [REAL] golang/go#78907: what proxy.golang.org answers for a version it cannot find.
    return notFound(`not found: ${path}@${version}: invalid version: unknown revision ${version}`);
  }
  if (m[4] === 'mod') {
    const v = findVersion(path, version);
    return { status: 200, body: v ? goModText(path, v) : `module ${path}\n` };
  }
  if (m[4] === 'info') {
    const time = findVersion(path, version)?.time;
    return {
      status: 200,
      body: JSON.stringify(time ? { Version: version, Time: time } : { Version: version }),
    };
  }
  return { status: 200, body: zipBody(path, version) };
}

/** What the simulated proxies serve as a module's zip (`go mod verify` hashes it back). */
export function zipBody(path: string, version: string): string {
  return `zip ${path}@${version}`;
}

function serveSumdbLookup(path: string, version: string): HttpResponse {
  if (!versionExists(path, version, false)) {
    return notFound(`not found: ${path}@${version}: invalid version: unknown revision ${version}`);
  }
  return {
    status: 200,
    body: `${path} ${version} ${moduleHash(path, version, false)}\n${path} ${version}/go.mod ${moduleHash(path, version, true)}\n`,
  };
}

export function serve(url: URL): HttpResponse {
  const host = url.hostname;
  const proxy = PROXIES[host];
  if (proxy && url.pathname.startsWith(proxy.base)) {
    return serveProxy(proxy, url.pathname.slice(proxy.base.length));
  }
  if (SUMDBS.has(host)) {
    const m = /^\/lookup\/(.+)@(v[^/]+)$/.exec(url.pathname);
    return m ? serveSumdbLookup(unescapePath(m[1]), m[2]) : notFound('not found');
  }
  if (VANITY.has(host) && url.search === '?go-get=1') return { status: 200, body: '<meta name="go-import">' };
  if (GIT_HOSTS.has(host)) return { status: 200, body: '' };
  return notFound('404 page not found');
}

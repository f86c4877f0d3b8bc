// The module proxy protocol's configuration as the go command reads it: GOPROXY lists
// (cmd/go/internal/modfetch/proxy.go proxyList: comma vs pipe fallback, `direct`, `off`),
// GONOPROXY/GONOSUMDB/GOPRIVATE patterns (module.MatchPrefixPatterns), GOSUMDB (modfetch/sumdb.go
// dbDial), and where downloads live in the module cache ($GOMODCACHE/cache/download). The requests
// themselves go over the host's network (the simulated terminal's).

import { escapeModulePath } from './resolve.ts';

export { escapeModulePath };

/** module.UnescapePath: `!x` back to `X`. */
export function unescapeModulePath(path: string): string {
  return path.replace(/!([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** `$GOMODCACHE/cache/download/<escaped path>/@v/<file>` (file: list, vX.info, vX.mod, vX.zip). */
export function downloadCachePath(gomodcache: string, path: string, file: string): string {
  return `${gomodcache}/cache/download/${escapeModulePath(path)}/@v/${file}`;
}

export type ProxyEntry =
  | { kind: 'url'; url: string; fallBackOnError: boolean }
  | { kind: 'direct' }
  | { kind: 'off' }
  | { kind: 'noproxy' };

export type ProxyList = { ok: true; entries: ProxyEntry[] } | { ok: false; error: string };

/** Go's %q of an ASCII string: quotes, `\\` and `"` escaped, control bytes as escapes. */
function goQuote(s: string): string {
  const named: Record<string, string> = { '\t': '\\t', '\n': '\\n', '\r': '\\r' };
  return `"${s.replace(/[\\"\x00-\x1f\x7f]/g, (c) =>
    c === '\\' || c === '"' ? `\\${c}` : (named[c] ?? `\\x${c.charCodeAt(0).toString(16).padStart(2, '0')}`),
  )}"`;
}

/** The parts of a URL as net/url.Parse splits them, for what newProxyRepo looks at. */
interface ParsedUrl {
  scheme: string;
  /** `//` followed: an authority (possibly empty) was given. */
  authority: boolean;
  user: string;
  password?: string;
  host: string;
  path: string;
  /** the text after `?` (undefined: no `?`). */
  query?: string;
  fragment?: string;
  /** `scheme:path` with no `//` and a rooted path (url.URL.OmitHost) or not rooted (Opaque). */
  hostless: boolean;
}

/** url.go unescape's check of `%XX` escapes: the first bad one is `invalid URL escape "%zz"`. */
function badEscape(s: string): string | undefined {
  const m = /%(?![0-9A-Fa-f]{2})/.exec(s);
  if (!m) return undefined;
  return `invalid URL escape ${goQuote(s.slice(m.index, m.index + 3))}`;
}

/**
 * [SOURCE] net/url/url.go parse (viaRequest false), getScheme, parseAuthority, parseHost,
 * validOptionalPort, unescape(encodeHost): the errors a typed proxy URL meets, as `parse "URL": …`.
 */
function parseUrl(raw: string): { ok: true; url: ParsedUrl } | { ok: false; error: string } {
  const fail = (msg: string) => ({ ok: false as const, error: `parse ${goQuote(raw)}: ${msg}` });
  if (/[\x00-\x1f\x7f]/.test(raw)) return fail('net/url: invalid control character in URL');
  let rest = raw;
  let fragment: string | undefined;
  const hash = rest.indexOf('#');
  if (hash >= 0) {
    fragment = rest.slice(hash + 1);
    rest = rest.slice(0, hash);
    const bad = badEscape(fragment);
    if (bad) return fail(bad);
  }
  let scheme = '';
  const sm = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(rest);
  if (rest.startsWith(':')) return fail('missing protocol scheme');
  if (sm) {
    scheme = sm[1]!.toLowerCase();
    rest = rest.slice(sm[0].length);
  }
  let query: string | undefined;
  const q = rest.indexOf('?');
  if (q >= 0) {
    query = rest.slice(q + 1);
    rest = rest.slice(0, q);
  }
  const url: ParsedUrl = { scheme, authority: false, user: '', host: '', path: '', hostless: false };
  if (query !== undefined) url.query = query;
  if (fragment !== undefined) url.fragment = fragment;
  if (!rest.startsWith('/')) {
    if (scheme !== '') {
      url.hostless = true; // opaque: scheme:x
      url.path = rest;
      return { ok: true, url };
    }
    const colon = rest.indexOf(':');
    const slash = rest.indexOf('/');
    if (colon >= 0 && (slash < 0 || colon < slash))
      return fail('first path segment in URL cannot contain colon');
  }
  if (rest.startsWith('//') && (scheme !== '' || !rest.startsWith('///'))) {
    url.authority = true;
    rest = rest.slice(2);
    const end = rest.indexOf('/');
    const authority = end < 0 ? rest : rest.slice(0, end);
    rest = end < 0 ? '' : rest.slice(end);
    const at = authority.lastIndexOf('@');
    let host = authority;
    if (at >= 0) {
      const userinfo = authority.slice(0, at);
      if (/[^A-Za-z0-9\-._:~!$&'()*+,;=%@]/.test(userinfo)) return fail('net/url: invalid userinfo');
      const c = userinfo.indexOf(':');
      url.user = c < 0 ? userinfo : userinfo.slice(0, c);
      if (c >= 0) url.password = userinfo.slice(c + 1);
      host = authority.slice(at + 1);
    }
    if (host.startsWith('[')) {
      const close = host.lastIndexOf(']');
      if (close < 0) return fail("missing ']' in host");
      const port = host.slice(close + 1);
      if (!/^(:\d*)?$/.test(port)) return fail(`invalid port ${goQuote(port)} after host`);
    } else {
      const colon = host.lastIndexOf(':');
      if (colon >= 0 && !/^:\d*$/.test(host.slice(colon)))
        return fail(`invalid port ${goQuote(host.slice(colon))} after host`);
    }
    const hostEscape = badEscape(host);
    if (hostEscape) return fail(hostEscape);
    // shouldEscape(encodeHost) lets letters, digits and `-_.~!$&'()*+,;=:[]<>"` through.
    const bad = /[^A-Za-z0-9\-_.~!$&'()*+,;=:[\]<>"%\x80-\uffff]/.exec(host);
    if (bad) return fail(`invalid character ${goQuote(bad[0])} in host name`);
    url.host = host;
  } else if (scheme !== '' && rest.startsWith('/')) {
    url.hostless = true; // url.URL.OmitHost (golang.org/issue/46059)
  }
  const pathEscape = badEscape(rest);
  if (pathEscape) return fail(pathEscape);
  url.path = rest;
  return { ok: true, url };
}

/** url.URL.Redacted of a parsed proxy URL: scheme lowercased, the password as `xxxxx`. */
function redacted(raw: string, u: ParsedUrl): string {
  let s = u.scheme === '' ? raw : `${u.scheme}:${raw.slice(raw.indexOf(':') + 1)}`;
  if (u.password !== undefined) {
    const at = s.indexOf(`${u.user}:${u.password}@`);
    if (at >= 0)
      s = `${s.slice(0, at)}${u.user}:xxxxx@${s.slice(at + u.user.length + u.password.length + 2)}`;
  }
  return s;
}

/**
 * [SOURCE] modfetch/proxy.go newProxyRepo: the URL must parse, its scheme be http, https or file,
 * and a file:// URL hold nothing but a path (`file:///srv/proxy`, not `file:/srv` or `file://host/x`).
 */
function checkProxyUrl(raw: string): string | undefined {
  const r = parseUrl(raw);
  if (!r.ok) return r.error;
  const u = r.url;
  switch (u.scheme) {
    case 'http':
    case 'https':
      return undefined;
    case 'file':
      if (
        u.hostless ||
        u.host !== '' ||
        u.user !== '' ||
        u.password !== undefined ||
        u.query !== undefined ||
        u.fragment !== undefined
      )
        return `invalid file:// proxy URL with non-path elements: ${redacted(raw, u)}`;
      return undefined;
    case '':
      return `invalid proxy URL missing scheme: ${redacted(raw, u)}`;
    default:
      return `invalid proxy URL scheme (must be https, http, file): ${redacted(raw, u)}`;
  }
}

/**
 * [SOURCE] modfetch/proxy.go proxyList (go1.23): split on `,`/`|`, `direct` and `off` end the
 * walk; an element without `:/` that has `.`, `:` or `/` and is not an absolute path gets
 * `https://`, and every element up to there is checked with newProxyRepo before any request. The
 * first refusal is the error of every lookup (TryProxies returns it as is), also for GONOPROXY paths
 * and the checksum database. [CAPTURED] go1.23.5 `go mod download example.com/lib@v1.0.0`:
 * GOPROXY=/abs/path `invalid proxy URL missing scheme: /abs/path`, x:/y `invalid proxy URL scheme
 * (must be https, http, file): x:/y`, htps://user:pw@x `… htps://user:xxxxx@x`, file:/srv
 * `invalid file:// proxy URL with non-path elements: file:/srv`, x:y `parse "https://x:y": invalid
 * port ":y" after host`.
 */
export function parseGoproxy(value: string): ProxyList {
  const entries: ProxyEntry[] = [];
  let rest = value;
  while (rest !== '') {
    const i = rest.search(/[,|]/);
    let url = (i < 0 ? rest : rest.slice(0, i)).trim();
    const fallBackOnError = i >= 0 && rest[i] === '|';
    rest = i < 0 ? '' : rest.slice(i + 1);
    if (url === '') continue;
    if (url === 'off') {
      // "off" always fails hard, so can stop walking list.
      entries.push({ kind: 'off' });
      break;
    }
    if (url === 'direct') {
      // "For now, "direct" is the end of the line … ignore subsequent entries".
      entries.push({ kind: 'direct' });
      break;
    }
    if (/[.:/]/.test(url) && !url.includes(':/') && !url.startsWith('/')) url = `https://${url}`;
    const refused = checkProxyUrl(url);
    if (refused !== undefined) return { ok: false, error: refused };
    // requests go to the scheme as url.Parse lowercased it
    const scheme = url.indexOf(':');
    url = `${url.slice(0, scheme).toLowerCase()}${url.slice(scheme)}`;
    entries.push({ kind: 'url', url: url.replace(/\/+$/, ''), fallBackOnError });
  }
  if (entries.length === 0)
    return { ok: false, error: 'GOPROXY list is not the empty string, but contains no entries' };
  return { ok: true, entries };
}

/** module.MatchPrefixPatterns: comma-separated globs matched against path prefixes. */
export function matchPrefixPatterns(patterns: string, path: string): boolean {
  for (const raw of patterns.split(',')) {
    const pat = raw.trim();
    if (pat === '') continue;
    const n = pat.split('/').length;
    const prefix = path.split('/').slice(0, n).join('/');
    const re = new RegExp(
      `^${pat
        .split('')
        .map((c) => (c === '*' ? '[^/]*' : c === '?' ? '[^/]' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&')))
        .join('')}$`,
    );
    if (path.split('/').length >= n && re.test(prefix)) return true;
  }
  return false;
}

export type SumdbTarget =
  | {
      ok: true;
      name: string;
      url: string;
      /** false when GOSUMDB names the URL (`name url`), which "bypass[es] … any proxies". */
      viaProxies: boolean;
    }
  | { ok: false; error: string };

/** [SOURCE] modfetch/sumdb.go dbDial: sum.golang.google.cn is the sum.golang.org database. */
export function parseGosumdb(value: string): SumdbTarget {
  const f = value.trim().split(/\s+/).filter(Boolean);
  if (f.length > 2) return { ok: false, error: 'invalid GOSUMDB: too many fields' };
  const name = f[0] ?? 'sum.golang.org';
  if (name === 'sum.golang.google.cn')
    return { ok: true, name: 'sum.golang.org', url: 'https://sum.golang.google.cn', viaProxies: false };
  const bare = name.split('+')[0];
  if (bare !== 'sum.golang.org' && !name.includes('+'))
    return { ok: false, error: 'invalid GOSUMDB: malformed verifier id' };
  return { ok: true, name: bare, url: f[1] ?? `https://${bare}`, viaProxies: f[1] === undefined };
}

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

/** [SOURCE] modfetch/proxy.go proxyList: split on `,`/`|`, `direct` and `off` end the walk. */
export function parseGoproxy(value: string): ProxyList {
  const entries: ProxyEntry[] = [];
  let rest = value;
  while (rest !== '') {
    const i = rest.search(/[,|]/);
    const raw = (i < 0 ? rest : rest.slice(0, i)).trim();
    const fallBackOnError = i >= 0 && rest[i] === '|';
    rest = i < 0 ? '' : rest.slice(i + 1);
    if (raw === '') continue;
    if (raw === 'off') {
      entries.push({ kind: 'off' });
      break;
    }
    if (raw === 'direct') {
      // "For now, "direct" is the end of the line … ignore subsequent entries".
      entries.push({ kind: 'direct' });
      break;
    }
    let url = raw;
    if (!/^[a-z]+:\/\//.test(url)) {
      // [CAPTURED] go1.23.5, GOPROXY=y: `invalid proxy URL missing scheme: y`.
      if (!/[.:/]/.test(url)) return { ok: false, error: `invalid proxy URL missing scheme: ${url}` };
      url = `https://${url}`;
    }
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

export type SumdbTarget = { ok: true; name: string; url: string } | { ok: false; error: string };

/** [SOURCE] modfetch/sumdb.go dbDial: sum.golang.google.cn is the sum.golang.org database. */
export function parseGosumdb(value: string): SumdbTarget {
  const f = value.trim().split(/\s+/).filter(Boolean);
  if (f.length > 2) return { ok: false, error: 'invalid GOSUMDB: too many fields' };
  const name = f[0] ?? 'sum.golang.org';
  if (name === 'sum.golang.google.cn')
    return { ok: true, name: 'sum.golang.org', url: 'https://sum.golang.google.cn' };
  const bare = name.split('+')[0];
  if (bare !== 'sum.golang.org' && !name.includes('+'))
    return { ok: false, error: 'invalid GOSUMDB: malformed verifier id' };
  return { ok: true, name: bare, url: f[1] ?? `https://${bare}` };
}

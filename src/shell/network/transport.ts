// One HTTP GET on the simulated network, with the exact error texts of Go's net/http as cmd/go
// prints them (TOOLCHAIN.md A2.1, A2.2) and the time each outcome takes on the virtual clock.
import type { VirtualClock } from '../clock.ts';
import { type NetworkProfile, ruleFor, TIMEOUTS } from './profiles.ts';
import { serve, serveProxy } from './services.ts';

export type GetResult =
  | { kind: 'ok'; body: string }
  /** An HTTP error status; `message` is cmd/go's `reading URL: 404 Not Found\n\tserver response: …`. */
  | { kind: 'http'; status: number; message: string }
  /** A transport error; `message` is `Get "URL": …`. */
  | { kind: 'transport'; message: string };

/**
 * A server on the learner's own machine (loopback), like the small fake proxies TOOLCHAIN.md's
 * captures ran against: keyed by URL prefix, e.g. `http://127.0.0.1:8088/s403`.
 */
export type LocalServer =
  | { kind: 'blackhole' }
  | { kind: 'tls-timeout' }
  | { kind: 'reset' }
  | { kind: 'status'; status: number; body: string }
  /** A module proxy serving the universe; `sumdb` = answers /sumdb/<db>/supported. */
  | { kind: 'goproxy'; sumdb: boolean; toolchains?: boolean }
  /** An HTTP(S) forward proxy (e.g. a local Clash/V2Ray client) with unrestricted access. */
  | { kind: 'http-proxy' };

export interface Network {
  profile: NetworkProfile;
  clock: VirtualClock;
  /** Source port of the next outgoing connection (deterministic). */
  nextPort: number;
  local?: Record<string, LocalServer>;
  /** HTTPS_PROXY / HTTP_PROXY / NO_PROXY of the calling process (net/http ProxyFromEnvironment). */
  proxyEnv?: ProxyEnv;
  /** Set by a go command run with -x: receives the `# get` lines of its requests. */
  trace?: (line: string) => void;
}

export interface ProxyEnv {
  https?: string;
  http?: string;
  noProxy?: string;
}

/** The proxy settings a process sees, upper or lower case (net/http: "or the lowercase versions"). */
export function proxyEnvFrom(env: Record<string, string>): ProxyEnv {
  return {
    https: env.HTTPS_PROXY || env.https_proxy || undefined,
    http: env.HTTP_PROXY || env.http_proxy || undefined,
    noProxy: env.NO_PROXY || env.no_proxy || undefined,
  };
}

/** A view of the network for one process: same clock and profile, its own proxy settings. */
export function withProxyEnv(net: Network, env: Record<string, string>): Network {
  const view: Network = Object.create(net);
  view.proxyEnv = proxyEnvFrom(env);
  return view;
}

function bypassesProxy(host: string, noProxy: string | undefined): boolean {
  // "Requests to localhost are not proxied" (golang.org/x/net/http/httpproxy).
  if (/^127\.|^localhost$/.test(host)) return true;
  for (const raw of (noProxy ?? '').split(',')) {
    const p = raw.trim().replace(/^\*?\./, '');
    if (p === '*') return true;
    if (p !== '' && (host === p || host.endsWith(`.${p}`))) return true;
  }
  return false;
}

function localServer(net: Network, url: string): { server: LocalServer; prefix: string } | undefined {
  let best: string | undefined;
  for (const prefix of Object.keys(net.local ?? {})) {
    if (
      (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`)) &&
      (!best || prefix.length > best.length)
    )
      best = prefix;
  }
  return best === undefined
    ? undefined
    : { server: (net.local as Record<string, LocalServer>)[best], prefix: best };
}

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  410: 'Gone',
  502: 'Bad Gateway',
};

/** 404 and 410 mean "not exist" to cmd/go (web.HTTPError.Is → fs.ErrNotExist). */
export function isNotExist(r: GetResult): boolean {
  return r.kind === 'http' && (r.status === 404 || r.status === 410);
}

/** [SOURCE] cmd/go/internal/web/api.go: "reading %s: %v\n\tserver response:%s%s". */
function httpErrorMessage(url: string, status: number, body: string): string {
  let msg = `reading ${url}: ${status} ${STATUS_TEXT[status] ?? 'Error'}`;
  const lines = body
    .trimEnd()
    .split('\n')
    .filter((l) => l !== '');
  if (lines.length === 1) msg += `\n\tserver response: ${lines[0]}`;
  else if (lines.length > 1) msg += `\n\tserver response:\n\t${lines.join('\n\t')}`;
  return msg;
}

/**
 * GET of a URL by the go command: with -x each request is traced as cmd/go/internal/web/http.go
 * prints it on stderr, `# get URL` before it and `# get URL: <error>` or `# get URL: 200 OK (0.012s)`
 * after it (file:// URLs are read without a trace). `git` requests (git's own HTTP) are never traced.
 */
export function httpGet(net: Network, rawUrl: string, client: 'go' | 'git' = 'go'): GetResult {
  const trace = client === 'go' ? net.trace : undefined;
  if (trace === undefined || !/^https?:\/\//.test(rawUrl)) return get(net, rawUrl);
  const shown = redacted(rawUrl);
  const start = net.clock.now();
  trace(`# get ${shown}`);
  const r = get(net, rawUrl);
  if (r.kind === 'transport') trace(`# get ${shown}: ${r.message}`);
  else {
    const status = r.kind === 'ok' ? 200 : r.status;
    const secs = ((net.clock.now() - start) / 1000).toFixed(3);
    trace(`# get ${shown}: ${status} ${STATUS_TEXT[status] ?? ''} (${secs}s)`);
  }
  return r;
}

/** url.URL.Redacted: a password in the URL is shown as xxxxx. */
function redacted(rawUrl: string): string {
  return rawUrl.replace(/^([a-z]+:\/\/[^/@:]*:)[^/@]*@/, '$1xxxxx@');
}

function get(net: Network, rawUrl: string): GetResult {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return { kind: 'transport', message: `parse "${rawUrl}": invalid URL` };
  }
  const host = url.hostname;
  const port = url.port || (url.protocol === 'http:' ? '80' : '443');
  const get = (detail: string): GetResult => ({ kind: 'transport', message: `Get "${rawUrl}": ${detail}` });
  const resolver = net.profile.resolver;
  const proxy = url.protocol === 'https:' ? net.proxyEnv?.https : net.proxyEnv?.http;
  if (proxy && !bypassesProxy(host, net.proxyEnv?.noProxy)) {
    let p: URL;
    try {
      p = new URL(/^[a-z]+:\/\//.test(proxy) ? proxy : `http://${proxy}`);
    } catch {
      return get(`invalid proxy URL "${proxy}"`);
    }
    const pport = p.port || (p.protocol === 'https:' ? '443' : '80');
    const phost = p.hostname === 'localhost' ? '127.0.0.1' : p.hostname;
    const server =
      net.local?.[`${p.protocol}//${p.hostname}:${pport}`] ?? net.local?.[`http://${p.hostname}:${pport}`];
    if (!/^127\./.test(phost)) {
      net.clock.advance(20, `lookup ${phost}`);
      return get(`proxyconnect tcp: dial tcp: lookup ${phost} on ${resolver}:53: no such host`);
    }
    if (server?.kind !== 'http-proxy') {
      net.clock.advance(1, `dial tcp ${phost}:${pport}`);
      return get(`proxyconnect tcp: dial tcp ${phost}:${pport}: connect: connection refused`);
    }
    // The forward proxy reaches every public host; the profile's faults do not apply.
    net.clock.advance(120, `GET ${rawUrl} via ${phost}:${pport}`);
    const viaProxy = serve(url);
    if (viaProxy.status === 200) return { kind: 'ok', body: viaProxy.body };
    return {
      kind: 'http',
      status: viaProxy.status,
      message: httpErrorMessage(rawUrl, viaProxy.status, viaProxy.body),
    };
  }
  // The simulated network has no file proxy's directory. cmd/go/internal/web/url.go getFile answers
  // a missing file as a 404 carrying the os error, and HTTPError drops the path the URL repeats:
  // `reading file:///p/m/@v/list: no such file or directory` (a not-found, so the next proxy or
  // module candidate is tried).
  if (url.protocol === 'file:')
    return { kind: 'http', status: 404, message: `reading ${rawUrl}: no such file or directory` };
  if (/^127\.|^localhost$/.test(host)) {
    const ip = host === 'localhost' ? '127.0.0.1' : host;
    const local = localServer(net, rawUrl);
    if (!local) {
      net.clock.advance(1, `dial tcp ${ip}:${port}`);
      return get(`dial tcp ${ip}:${port}: connect: connection refused`);
    }
    const srv = local.server;
    switch (srv.kind) {
      case 'blackhole':
        net.clock.advance(TIMEOUTS.dialMs, `dial tcp ${ip}:${port}`);
        return get(`dial tcp ${ip}:${port}: i/o timeout`);
      case 'tls-timeout':
        net.clock.advance(TIMEOUTS.tlsMs, `TLS handshake with ${ip}:${port}`);
        return get('net/http: TLS handshake timeout');
      case 'reset':
        net.clock.advance(1, `read from ${ip}:${port}`);
        return get(`read tcp 127.0.0.1:${net.nextPort++}->${ip}:${port}: read: connection reset by peer`);
      case 'status':
        net.clock.advance(2, `GET ${rawUrl}`);
        return { kind: 'http', status: srv.status, message: httpErrorMessage(rawUrl, srv.status, srv.body) };
      case 'http-proxy':
        net.clock.advance(2, `GET ${rawUrl}`);
        return { kind: 'http', status: 400, message: httpErrorMessage(rawUrl, 400, 'Bad Request') };
      case 'goproxy': {
        net.clock.advance(2, `GET ${rawUrl}`);
        const rest = rawUrl.slice(local.prefix.length).replace(/\?.*$/, '');
        if (srv.toolchains === false && rest.startsWith('/golang.org/toolchain/')) {
          return { kind: 'http', status: 404, message: httpErrorMessage(rawUrl, 404, `not found: ${rest}`) };
        }
        const res = serveProxy(
          { base: '', servesPrivate: false, proxiesSumdb: srv.sumdb, fakeBodies: true },
          rest,
        );
        if (res.status === 200) return { kind: 'ok', body: res.body };
        return { kind: 'http', status: res.status, message: httpErrorMessage(rawUrl, res.status, res.body) };
      }
    }
  }
  const rule = ruleFor(net.profile, host);
  const fault = rule.fault;
  if (fault) {
    switch (fault.kind) {
      case 'dns-unreachable':
        net.clock.advance(1, `lookup ${host}`);
        return get(
          `dial tcp: lookup ${host} on ${resolver}:53: dial udp ${resolver}:53: connect: network is unreachable`,
        );
      case 'no-such-host':
        net.clock.advance(20, `lookup ${host}`);
        return get(`dial tcp: lookup ${host} on ${resolver}:53: no such host`);
      case 'blackhole':
        net.clock.advance(TIMEOUTS.dialMs, `dial tcp ${fault.ip}:${port}`);
        return get(`dial tcp ${fault.ip}:${port}: i/o timeout`);
      case 'tls-timeout':
        net.clock.advance(TIMEOUTS.tlsMs, `TLS handshake with ${host}`);
        return get('net/http: TLS handshake timeout');
      case 'reset': {
        const local = net.nextPort++;
        net.clock.advance(200, `read from ${host}`);
        return get(`read tcp 192.168.1.23:${local}->${fault.ip}:${port}: read: connection reset by peer`);
      }
      case 'refused':
        net.clock.advance(1, `dial tcp ${fault.ip}:${port}`);
        return get(`dial tcp ${fault.ip}:${port}: connect: connection refused`);
    }
  }
  net.clock.advance(rule.latencyMs ?? 40, `GET ${rawUrl}`);
  const res = serve(url);
  if (res.status === 200) return { kind: 'ok', body: res.body };
  return { kind: 'http', status: res.status, message: httpErrorMessage(rawUrl, res.status, res.body) };
}

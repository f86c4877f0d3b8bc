/**
 * Kubernetes' CEL URL library ([apiserver] pkg/cel/library/urls.go): `isURL(s)`, `url(s)` and the URL's
 * getScheme, getHost, getHostname, getPort, getEscapedPath and getQuery. The library parses with Go's
 * net/url: `url.ParseRequestURI` decides validity (an absolute URI or an absolute path, as the OpenAPI
 * `uri` format), then `url.Parse` makes the value. What follows is that parser (go1.23
 * src/net/url/url.go: parse, getScheme, parseAuthority, parseHost, unescape, escape, setPath,
 * EscapedPath, parseQuery, splitHostPort) over the string's UTF-8 bytes, with its error texts.
 */

import { goQuote } from '../status.ts';

/** A parsed URL: the fields of net/url.URL the library reads. */
export class CelURL {
  readonly scheme: string;
  readonly host: string;
  readonly path: string;
  readonly rawPath: string;
  readonly rawQuery: string;
  constructor(scheme: string, host: string, path: string, rawPath: string, rawQuery: string) {
    this.scheme = scheme;
    this.host = host;
    this.path = path;
    this.rawPath = rawPath;
    this.rawQuery = rawQuery;
  }
}

/** A net/url error's text without the `parse "…": ` wrapper. */
class UrlError extends Error {}

type Mode = 'path' | 'host' | 'zone' | 'userPassword' | 'queryComponent' | 'fragment';

const utf8 = new TextEncoder();
const fromUtf8 = new TextDecoder();

const isAlnum = (c: number) =>
  (c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39);
const isHex = (c: number) => (c >= 0x30 && c <= 0x39) || (c >= 0x61 && c <= 0x66) || (c >= 0x41 && c <= 0x46);
const unhex = (c: number) => (c <= 0x39 ? c - 0x30 : (c | 0x20) - 0x61 + 10);
const HOST_OK = new Set([...`!$&'()*+,;=:[]<>"`].map((c) => c.charCodeAt(0)));
const RESERVED = new Set([...'$&+,/:;=?@'].map((c) => c.charCodeAt(0)));

function shouldEscape(c: number, mode: Mode): boolean {
  if (isAlnum(c)) return false;
  if ((mode === 'host' || mode === 'zone') && HOST_OK.has(c)) return false;
  if (c === 0x2d || c === 0x5f || c === 0x2e || c === 0x7e) return false; // - _ . ~
  if (RESERVED.has(c)) {
    const ch = String.fromCharCode(c);
    switch (mode) {
      case 'path':
        return ch === '?';
      case 'userPassword':
        return ch === '@' || ch === '/' || ch === '?' || ch === ':';
      case 'queryComponent':
        return true;
      case 'fragment':
        return false;
    }
  }
  if (mode === 'fragment' && (c === 0x21 || c === 0x28 || c === 0x29 || c === 0x2a)) return false;
  return true;
}

/** The bytes of a Go string held as a JS string. */
const bytesOf = (s: string) => utf8.encode(s);
const latin = (b: Uint8Array) => String.fromCharCode(...b);

function urlUnescape(s: string, mode: Mode): string {
  const b = bytesOf(s);
  let n = 0;
  let hasPlus = false;
  for (let i = 0; i < b.length; ) {
    const c = b[i];
    if (c === 0x25) {
      n++;
      if (i + 2 >= b.length || !isHex(b[i + 1]) || !isHex(b[i + 2]))
        throw new UrlError(`invalid URL escape ${goQuote(fromUtf8.decode(b.subarray(i, i + 3)))}`);
      const three = latin(b.subarray(i, i + 3));
      if (mode === 'host' && unhex(b[i + 1]) < 8 && three !== '%25')
        throw new UrlError(`invalid URL escape ${goQuote(three)}`);
      if (mode === 'zone') {
        const v = (unhex(b[i + 1]) << 4) | unhex(b[i + 2]);
        if (three !== '%25' && v !== 0x20 && shouldEscape(v, 'host'))
          throw new UrlError(`invalid URL escape ${goQuote(three)}`);
      }
      i += 3;
    } else if (c === 0x2b) {
      hasPlus = mode === 'queryComponent';
      i++;
    } else {
      if ((mode === 'host' || mode === 'zone') && c < 0x80 && shouldEscape(c, mode))
        throw new UrlError(`invalid character ${goQuote(String.fromCharCode(c))} in host name`);
      i++;
    }
  }
  if (n === 0 && !hasPlus) return s;
  const out: number[] = [];
  for (let i = 0; i < b.length; i++) {
    if (b[i] === 0x25) {
      out.push((unhex(b[i + 1]) << 4) | unhex(b[i + 2]));
      i += 2;
    } else if (b[i] === 0x2b) out.push(mode === 'queryComponent' ? 0x20 : 0x2b);
    else out.push(b[i]);
  }
  return fromUtf8.decode(new Uint8Array(out));
}

function urlEscape(s: string, mode: Mode): string {
  let out = '';
  for (const c of bytesOf(s)) {
    if (!shouldEscape(c, mode)) out += String.fromCharCode(c);
    else if (c === 0x20 && mode === 'queryComponent') out += '+';
    else out += `%${c.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

function validOptionalPort(port: string): boolean {
  if (port === '') return true;
  if (port[0] !== ':') return false;
  return /^[0-9]*$/.test(port.slice(1));
}

/** Returns [scheme, rest]. */
function getScheme(raw: string): [string, string] {
  for (let i = 0; i < raw.length; i++) {
    const c = raw.charCodeAt(i);
    if ((c >= 0x61 && c <= 0x7a) || (c >= 0x41 && c <= 0x5a)) continue;
    if ((c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2d || c === 0x2e) {
      if (i === 0) return ['', raw];
      continue;
    }
    if (c === 0x3a) {
      if (i === 0) throw new UrlError('missing protocol scheme');
      return [raw.slice(0, i), raw.slice(i + 1)];
    }
    return ['', raw];
  }
  return ['', raw];
}

function parseHost(host: string): string {
  if (host.startsWith('[')) {
    const i = host.lastIndexOf(']');
    if (i < 0) throw new UrlError("missing ']' in host");
    const colonPort = host.slice(i + 1);
    if (!validOptionalPort(colonPort)) throw new UrlError(`invalid port ${goQuote(colonPort)} after host`);
    const zone = host.slice(0, i).indexOf('%25');
    if (zone >= 0)
      return (
        urlUnescape(host.slice(0, zone), 'host') +
        urlUnescape(host.slice(zone, i), 'zone') +
        urlUnescape(host.slice(i), 'host')
      );
  } else {
    const i = host.lastIndexOf(':');
    if (i !== -1) {
      const colonPort = host.slice(i);
      if (!validOptionalPort(colonPort)) throw new UrlError(`invalid port ${goQuote(colonPort)} after host`);
    }
  }
  return urlUnescape(host, 'host');
}

const USERINFO = /^[A-Za-z0-9\-._:~!$&'()*+,;=%@]*$/;

function parseAuthority(authority: string): string {
  const i = authority.lastIndexOf('@');
  const host = parseHost(i < 0 ? authority : authority.slice(i + 1));
  if (i < 0) return host;
  const userinfo = authority.slice(0, i);
  if (!USERINFO.test(userinfo)) throw new UrlError('net/url: invalid userinfo');
  const colon = userinfo.indexOf(':');
  if (colon < 0) urlUnescape(userinfo, 'userPassword');
  else {
    urlUnescape(userinfo.slice(0, colon), 'userPassword');
    urlUnescape(userinfo.slice(colon + 1), 'userPassword');
  }
  return host;
}

function parse(raw: string, viaRequest: boolean): CelURL {
  if (/[\x00-\x1f\x7f]/.test(raw)) throw new UrlError('net/url: invalid control character in URL');
  if (raw === '' && viaRequest) throw new UrlError('empty url');
  if (raw === '*') return new CelURL('', '', '*', '', '');
  let [scheme, rest] = getScheme(raw);
  scheme = scheme.toLowerCase();
  let rawQuery = '';
  if (rest.endsWith('?') && rest.split('?').length === 2) rest = rest.slice(0, -1);
  else {
    const q = rest.indexOf('?');
    if (q >= 0) {
      rawQuery = rest.slice(q + 1);
      rest = rest.slice(0, q);
    }
  }
  if (!rest.startsWith('/')) {
    if (scheme !== '') return new CelURL(scheme, '', '', '', rawQuery); // opaque
    if (viaRequest) throw new UrlError('invalid URI for request');
    const slash = rest.indexOf('/');
    if ((slash < 0 ? rest : rest.slice(0, slash)).includes(':'))
      throw new UrlError('first path segment in URL cannot contain colon');
  }
  let host = '';
  if ((scheme !== '' || (!viaRequest && !rest.startsWith('///'))) && rest.startsWith('//')) {
    let authority = rest.slice(2);
    rest = '';
    const i = authority.indexOf('/');
    if (i >= 0) {
      rest = authority.slice(i);
      authority = authority.slice(0, i);
    }
    host = parseAuthority(authority);
  }
  const path = urlUnescape(rest, 'path');
  const rawPath = urlEscape(path, 'path') === rest ? '' : rest;
  return new CelURL(scheme, host, path, rawPath, rawQuery);
}

/** `parse "<raw>": <why>`, as url.Error prints. */
const wrapped = (raw: string, x: unknown): never => {
  if (x instanceof UrlError) throw new UrlError(`parse ${goQuote(raw)}: ${x.message}`);
  throw x;
};

/** url.ParseRequestURI; throws the error's text. */
export function parseRequestURI(raw: string): CelURL {
  try {
    return parse(raw, true);
  } catch (x) {
    return wrapped(raw, x);
  }
}

/** url.Parse (the fragment cut off and checked). */
export function parseURL(raw: string): CelURL {
  const hash = raw.indexOf('#');
  const u = hash < 0 ? raw : raw.slice(0, hash);
  let url: CelURL;
  try {
    url = parse(u, false);
  } catch (x) {
    return wrapped(u, x);
  }
  if (hash >= 0 && hash + 1 < raw.length) {
    try {
      urlUnescape(raw.slice(hash + 1), 'fragment');
    } catch (x) {
      return wrapped(raw, x);
    }
  }
  return url;
}

/** isURL(s). */
export function isURL(s: string): boolean {
  try {
    parseRequestURI(s);
    return true;
  } catch (x) {
    if (x instanceof UrlError) return false;
    throw x;
  }
}

/** url(s): the library's conversion, its error text on failure (an Error whose message is the CEL error). */
export function toURL(s: string): CelURL {
  try {
    parseRequestURI(s);
    return parseURL(s);
  } catch (x) {
    if (x instanceof UrlError) throw new Error(`URL parse error during conversion from string: ${x.message}`);
    throw x;
  }
}

function splitHostPort(hostPort: string): [string, string] {
  let host = hostPort;
  let port = '';
  const colon = host.lastIndexOf(':');
  if (colon !== -1 && validOptionalPort(host.slice(colon))) {
    port = host.slice(colon + 1);
    host = host.slice(0, colon);
  }
  if (host.startsWith('[') && host.endsWith(']')) host = host.slice(1, -1);
  return [host, port];
}

const VALID_ENCODED = new Set([..."!$&'()*+,;=:@[]%"].map((c) => c.charCodeAt(0)));

function escapedPath(u: CelURL): string {
  if (
    u.rawPath !== '' &&
    [...bytesOf(u.rawPath)].every((c) => VALID_ENCODED.has(c) || !shouldEscape(c, 'path'))
  ) {
    try {
      if (urlUnescape(u.rawPath, 'path') === u.path) return u.rawPath;
    } catch {
      // computed below
    }
  }
  if (u.path === '*') return '*';
  return urlEscape(u.path, 'path');
}

/** u.Query(): ParseQuery with its errors ignored, keys in first-seen order (a CEL map has none). */
function query(u: CelURL): Map<string, string[]> {
  const m = new Map<string, string[]>();
  for (const part of u.rawQuery === '' ? [] : u.rawQuery.split('&')) {
    if (part.includes(';') || part === '') continue;
    const eq = part.indexOf('=');
    let key: string;
    let value: string;
    try {
      key = urlUnescape(eq < 0 ? part : part.slice(0, eq), 'queryComponent');
      value = urlUnescape(eq < 0 ? '' : part.slice(eq + 1), 'queryComponent');
    } catch {
      continue;
    }
    const l = m.get(key);
    if (l) l.push(value);
    else m.set(key, [value]);
  }
  return m;
}

/** The URL's member functions; undefined for a name the library does not have. */
export function urlMember(u: CelURL, fn: string): string | Map<string, string[]> | undefined {
  switch (fn) {
    case 'getScheme':
      return u.scheme;
    case 'getHost':
      return u.host;
    case 'getHostname':
      return splitHostPort(u.host)[0];
    case 'getPort':
      return splitHostPort(u.host)[1];
    case 'getEscapedPath':
      return escapedPath(u);
    case 'getQuery':
      return query(u);
  }
  return undefined;
}

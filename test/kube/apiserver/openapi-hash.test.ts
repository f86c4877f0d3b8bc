/**
 * /openapi/v3 as kube-openapi's handler3 serves it: each group-version's serverRelativeURL carries the
 * upper-case hex SHA-512 of its document as `hash`, the document answers with that ETag, a stale hash
 * is a 301 to the current URL, the current one is cacheable for a year, and If-None-Match is a 304.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER, ApiServer } from '../../../src/kube/apiserver/index.ts';
import { handleRest } from '../../../src/kube/rest/handler.ts';

function cluster() {
  const server = new ApiServer({ clock: { now: () => Date.parse('2026-03-04T05:06:07Z') } });
  const ctx = {
    server,
    user: ADMIN_USER,
    serverAddress: '127.0.0.1:6443',
    gitVersion: 'v1.34.0',
    sha512Hex: (text: string) => createHash('sha512').update(text).digest('hex'),
  };
  // as kubectl's openapi client asks: the path and the query apart
  const get = (url: string, headers: Record<string, string> = {}) => {
    const u = new URL(url, 'https://127.0.0.1:6443');
    const r = handleRest(ctx, {
      method: 'GET',
      path: u.pathname,
      query: u.searchParams,
      headers: { accept: 'application/json', ...headers },
    });
    if (r.kind !== 'response') throw new Error('not a response');
    return r;
  };
  return { get };
}

describe('OpenAPI v3 hashes', () => {
  it('the index hash is the document ETag, and following it gives a year-long cacheable answer', () => {
    const { get } = cluster();
    const index = JSON.parse(get('/openapi/v3').body) as {
      paths: Record<string, { serverRelativeURL: string }>;
    };
    const url = index.paths['apis/apps/v1']?.serverRelativeURL ?? '';
    const hash = new URL(url, 'https://x').searchParams.get('hash') ?? '';
    expect(hash).toMatch(/^[0-9A-F]{128}$/);
    const doc = get(url);
    expect(doc.status).toBe(200);
    expect(hash).toBe(createHash('sha512').update(doc.body).digest('hex').toUpperCase());
    expect(doc.headers).toEqual({
      vary: 'Accept',
      etag: `"${hash}"`,
      'cache-control': 'public, immutable',
      expires: 'Thu, 04 Mar 2027 05:06:07 UTC',
    });
    // without a hash: the ETag only, and a client holding it gets a 304
    const plain = get('/openapi/v3/apis/apps/v1');
    expect(plain.headers).toEqual({ vary: 'Accept', etag: `"${hash}"` });
    expect(get('/openapi/v3/apis/apps/v1', { 'if-none-match': `"${hash}"` }).status).toBe(304);
  });

  it('a stale hash is redirected to the current one', () => {
    const { get } = cluster();
    const r = get('/openapi/v3/api/v1?hash=014FBFF9A07C');
    const current = createHash('sha512').update(get('/openapi/v3/api/v1').body).digest('hex').toUpperCase();
    expect(r.status).toBe(301);
    expect(r.headers?.location).toBe(`/openapi/v3/api/v1?hash=${current}`);
    expect(r.contentType).toBe('text/html; charset=utf-8');
    expect(r.body).toBe(`<a href="/openapi/v3/api/v1?hash=${current}">Moved Permanently</a>.\n\n`);
  });
});

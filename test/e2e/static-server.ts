// A minimal static file server for end-to-end tests: serves a built site the way a plain static host
// would (no rewrites beyond directory index files), on loopback only. Like such hosts, it sends
// scripts, styles and other text assets gzip-compressed to a browser that accepts it (HTML as it is):
// over an emulated network (bench/site.ts) the engine's code then weighs what it would on the web.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { headersFor, parseHeadersFile } from '../../src/embed/headers.ts';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? 4329);
// The build's _headers file (src/embed/headers.ts), applied as static hosts apply it.
const headerRules = (() => {
  try {
    return parseHeadersFile(readFileSync(join(root, '_headers'), 'utf8'));
  } catch {
    return [];
  }
})();

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
};

/** Sent gzip-compressed when the request accepts it (HTML is not: tests rewrite pages in flight). */
const COMPRESSED = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.wasm', '.txt', '.xml']);
/** Compressed once per file and version. */
const gzipped = new Map<string, { mtimeMs: number; body: Buffer }>();

function gzipOf(path: string): Buffer {
  const { mtimeMs } = statSync(path);
  const kept = gzipped.get(path);
  if (kept?.mtimeMs === mtimeMs) return kept.body;
  const body = gzipSync(readFileSync(path));
  gzipped.set(path, { mtimeMs, body });
  return body;
}

function fileFor(urlPath: string): string | undefined {
  const clean = normalize(decodeURIComponent(urlPath.split('?')[0] ?? '/')).replace(/^(\.\.[/\\])+/, '');
  let path = join(root, clean);
  if (!path.startsWith(root)) return undefined;
  try {
    if (statSync(path).isDirectory()) path = join(path, 'index.html');
    statSync(path);
    return path;
  } catch {
    return undefined;
  }
}

createServer((req, res) => {
  const path = fileFor(req.url ?? '/');
  if (!path) {
    const notFound = fileFor('/404.html');
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    if (notFound) createReadStream(notFound).pipe(res);
    else res.end('not found');
    return;
  }
  const extra = Object.fromEntries(headersFor(headerRules, (req.url ?? '/').split('?')[0] ?? '/'));
  const type = types[extname(path)] ?? 'application/octet-stream';
  if (COMPRESSED.has(extname(path)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
    const body = gzipOf(path);
    res.writeHead(200, {
      ...extra,
      'content-type': type,
      'content-encoding': 'gzip',
      'content-length': body.length,
      vary: 'Accept-Encoding',
    });
    res.end(body);
    return;
  }
  res.writeHead(200, { ...extra, 'content-type': type });
  createReadStream(path).pipe(res);
}).listen(port, '127.0.0.1');

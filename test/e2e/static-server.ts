// A minimal static file server for end-to-end tests: serves a built site the way a plain static host
// would (no rewrites beyond directory index files), on loopback only.
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
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
  res.writeHead(200, { ...extra, 'content-type': types[extname(path)] ?? 'application/octet-stream' });
  createReadStream(path).pipe(res);
}).listen(port, '127.0.0.1');

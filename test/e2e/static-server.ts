// A minimal static file server for end-to-end tests: serves a built site the way a plain static host
// would (no rewrites beyond directory index files), on loopback only.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const root = resolve(process.argv[2] ?? 'dist');
const port = Number(process.argv[3] ?? 4329);

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
  res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream' });
  createReadStream(path).pipe(res);
}).listen(port, '127.0.0.1');

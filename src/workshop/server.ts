// The workshop server: the built site (dist/) and the workshop API on one origin, so cookies stay
// first-party and the Content-Security-Policy can name no origin but this one.
import { createHash } from 'node:crypto';
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { type ApiOptions, createApi, type RateLimits } from './api.ts';
import { HttpError, sendError } from './http.ts';
import { Hub } from './hub.ts';
import type { StuckRule } from './model.ts';
import { openPostgres } from './postgres.ts';
import { openSqlite } from './sqlite.ts';
import { WorkshopStore } from './store.ts';

export type StoreConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

export async function openStore(config: StoreConfig): Promise<WorkshopStore> {
  const driver = config.kind === 'sqlite' ? openSqlite(config.file) : await openPostgres(config.url);
  const store = new WorkshopStore(driver);
  await store.migrate();
  return store;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
  '.go': 'text/plain; charset=utf-8',
  '.pf_meta': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
};

/** The inline scripts of a page, as CSP hashes: they run, nothing else inline does. */
export function inlineScriptHashes(html: string): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/type=["']?application\/(?:json|ld\+json)/i.test(m[1] ?? '')) continue;
    out.add(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return [...out];
}

export function contentSecurityPolicy(scriptHashes: string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval' ${scriptHashes.join(' ')}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'DENY',
};

function staticFiles(distDir: string) {
  const root = resolve(distDir);
  const csp = new Map<string, string>();
  const find = (pathname: string): string | undefined => {
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    if (decoded.includes('\0')) return undefined;
    let path = join(root, normalize(decoded));
    if (path !== root && !path.startsWith(root + sep)) return undefined;
    try {
      if (statSync(path).isDirectory()) path = join(path, 'index.html');
      return statSync(path).isFile() ? path : undefined;
    } catch {
      return undefined;
    }
  };
  const policyFor = (path: string): string => {
    let p = csp.get(path);
    if (!p) {
      p = contentSecurityPolicy(inlineScriptHashes(readFileSync(path, 'utf8')));
      csp.set(path, p);
    }
    return p;
  };
  return (pathname: string, res: ServerResponse, head: boolean): void => {
    let path = find(pathname);
    let status = 200;
    if (!path) {
      status = 404;
      path = find('/404.html');
      if (!path) {
        res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...SECURITY_HEADERS });
        res.end('not found');
        return;
      }
    }
    const type = TYPES[extname(path)] ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type, ...SECURITY_HEADERS };
    if (type.startsWith('text/html')) {
      headers['content-security-policy'] = policyFor(path);
      headers['cache-control'] = 'no-cache';
    }
    res.writeHead(status, headers);
    if (head) res.end();
    else createReadStream(path).pipe(res);
  };
}

export interface ServerOptions {
  store: WorkshopStore;
  /** The built site; without it only the API is served. */
  distDir?: string;
  now?: () => number;
  limits?: Partial<RateLimits>;
  stuck?: StuckRule;
}

export interface WorkshopServer {
  server: Server;
  hub: Hub;
  store: WorkshopStore;
  listen(port: number, host?: string): Promise<number>;
  /** Ends every open stream (browsers reconnect to the next server), stops listening, closes the store. */
  close(): Promise<void>;
}

export function createWorkshopServer(opts: ServerOptions): WorkshopServer {
  const hub = new Hub(opts.store);
  const streams = new Set<ServerResponse>();
  const apiOptions: ApiOptions = {
    store: opts.store,
    hub,
    now: opts.now,
    limits: opts.limits,
    stuck: opts.stuck,
    streams,
  };
  const api = createApi(apiOptions);
  const files = opts.distDir ? staticFiles(opts.distDir) : undefined;
  const server = createServer((req, res) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://workshop.invalid');
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      api(req, res, url).catch((err: unknown) => {
        if (!(err instanceof HttpError)) process.stderr.write(`workshop: ${(err as Error)?.stack ?? err}\n`);
        // The store's own trouble (locked, deleted, read-only): the operator must see it too.
        else if (err.status >= 500)
          process.stderr.write(`workshop: ${err.status} ${err.code}: ${err.message}\n`);
        sendError(res, err);
      });
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendError(res, new HttpError(405, 'method-not-allowed', `${req.method} is not allowed here`));
      return;
    }
    if (!files) {
      sendError(res, new HttpError(404, 'not-found', 'this server has no site to serve'));
      return;
    }
    files(url.pathname, res, req.method === 'HEAD');
  });
  server.keepAliveTimeout = 5000;
  return {
    server,
    hub,
    store: opts.store,
    listen(port, host = '127.0.0.1') {
      return new Promise((ok, fail) => {
        server.once('error', fail);
        server.listen(port, host, () => {
          server.off('error', fail);
          const a = server.address();
          ok(typeof a === 'object' && a ? a.port : port);
        });
      });
    },
    async close() {
      for (const res of streams) res.end();
      streams.clear();
      await new Promise<void>((ok) => {
        server.close(() => ok());
        server.closeAllConnections();
      });
      hub.close();
      await opts.store.close();
    },
  };
}

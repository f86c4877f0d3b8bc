// `oplab cluster serve`: the simulated API server over HTTPS on loopback, for real clients (kubectl,
// client-go, @kubernetes/client-node). This file is the Node host: TLS, who is calling (client
// certificate, bearer token, impersonation headers), request bodies and their limit, watch streams.
// What a request means is decided by the host-neutral REST handler (src/kube/rest/handler.ts).

import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import type { TLSSocket } from 'node:tls';
import type { ApiServer, UserInfo } from '../kube/apiserver/index.ts';
import type { JsonObject } from '../kube/apiserver/types.ts';
import { encodeResponse } from '../kube/rest/encode.ts';
import { handleRest, MAX_REQUEST_BODY_BYTES, type RestResult, statusBody } from '../kube/rest/handler.ts';
import { loadOpenApiDocs } from '../kube/rest/openapi-docs.ts';
import { KUBE_GIT_VERSION } from '../kube/rest/version.ts';
import type { Pki } from './pki.ts';

export interface ClusterServerOptions {
  api: ApiServer;
  pki: Pki;
  port?: number;
  /** Bearer tokens and the identity each stands for. */
  tokens?: Map<string, UserInfo>;
  /** How often a watch that allows bookmarks gets one (the real server: about a minute). */
  bookmarkIntervalMs?: number;
  /** Called for each request after it is answered (or its watch started): the host's access log. */
  onRequest?: (r: { user: string; method: string; path: string; status: number }) => void;
  gitVersion?: string;
}

export interface ClusterServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

const ANONYMOUS: UserInfo = { username: 'system:anonymous', groups: ['system:unauthenticated'] };

function asList(v: string | string[] | undefined): string[] {
  if (v === undefined) return [];
  return Array.isArray(v) ? v : [v];
}

/** The caller: a verified client certificate, else a bearer token, else anonymous; a bad certificate or token is a 401. */
function authenticate(
  req: IncomingMessage,
  tokens: Map<string, UserInfo>,
  api: ApiServer,
): UserInfo | 'bad-token' {
  const socket = req.socket as TLSSocket;
  const cert = socket.getPeerCertificate();
  if (socket.authorized) {
    const cn = cert?.subject?.CN;
    if (typeof cn === 'string' && cn !== '') {
      const groups = asList(cert.subject.O as string | string[] | undefined);
      return { username: cn, groups: [...groups, 'system:authenticated'] };
    }
  } else if (cert && Object.keys(cert).length > 0) {
    // A client certificate this CA did not sign (say, from a kubeconfig of an earlier start): the x509
    // authenticator's error fails the request with 401, not anonymous ([K8S] pkg/kubeapiserver/
    // authenticator/config.go: union.NewFailOnError(authenticators, anonymous)).
    return 'bad-token';
  }
  const auth = req.headers.authorization;
  if (auth?.startsWith('Bearer ')) {
    const token = auth.slice('Bearer '.length).trim();
    // the server's own tokens too: TokenRequest's (kubectl create token) until they expire
    const user = tokens.get(token) ?? api.tokens.lookup(token, api.clock.now());
    return user ? { username: user.username, groups: [...user.groups, 'system:authenticated'] } : 'bad-token';
  }
  return ANONYMOUS;
}

function send(res: ServerResponse, r: Extract<RestResult, { kind: 'response' }>): void {
  const headers: Record<string, string | string[]> = {
    ...(r.contentType ? { 'content-type': r.contentType } : {}),
    'cache-control': 'no-cache, private',
    ...r.headers,
  };
  // Warnings as the real server sends them: `Warning: 299 - "text"` ([AS] warning headers).
  if (r.warnings.length > 0) headers.warning = r.warnings.map((w) => `299 - ${JSON.stringify(w)}`);
  res.writeHead(r.status, headers);
  res.end(r.body);
}

function statusResponse(
  code: number,
  reason: Parameters<typeof statusBody>[1],
  message: string,
  details?: JsonObject,
) {
  return {
    kind: 'response' as const,
    status: code,
    contentType: 'application/json',
    // As the handler writes every Status: encoding/json's order and escaping, and Encode's newline.
    body: `${encodeResponse(statusBody(code, reason, message, details) as unknown as JsonObject, true)}\n`,
    warnings: [],
  };
}

interface Denied {
  message: string;
  name: string;
  kind: string;
}

/**
 * The impersonation filter's 403 ([AS] pkg/endpoints/handlers/responsewriters/errors.go Forbidden):
 * forbiddenMessage with &, < and > HTML-escaped, wrapped by apierrors.NewForbidden, whose details name
 * the impersonated object and its resource.
 */
function forbidden(resource: string, name: string, user: UserInfo, scope: string): Denied {
  const html = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const why = html(
    `User "${user.username}" cannot impersonate resource "${resource}" in API group ""${scope}`,
  );
  return { message: `${resource} ${JSON.stringify(name)} is forbidden: ${why}`, name, kind: resource };
}

/** May `user` act as the impersonated user and groups? Asked of the cluster's own RBAC. */
function impersonate(
  api: ApiServer,
  user: UserInfo,
  req: IncomingMessage,
): UserInfo | { denied: Denied } | undefined {
  const as = req.headers['impersonate-user'];
  const groups = asList(req.headers['impersonate-group']);
  if (typeof as !== 'string' || as === '') return undefined;
  const allowed = (resource: 'users' | 'groups' | 'serviceaccounts', name: string, namespace?: string) => {
    const r = api.handle(
      { user: { username: 'system:apiserver', groups: ['system:masters'] } },
      {
        verb: 'create',
        group: 'authorization.k8s.io',
        version: 'v1',
        resource: 'subjectaccessreviews',
        body: {
          apiVersion: 'authorization.k8s.io/v1',
          kind: 'SubjectAccessReview',
          spec: {
            user: user.username,
            groups: [...user.groups],
            resourceAttributes: { verb: 'impersonate', resource, name, ...(namespace ? { namespace } : {}) },
          },
        },
      },
    );
    return r.ok && (r.object.status as { allowed?: boolean } | undefined)?.allowed === true;
  };
  // [AS] pkg/endpoints/filters/impersonation.go: a service account's name is impersonated as the
  // serviceaccount object, and without Impersonate-Group it gets its fixed groups.
  const sa = /^system:serviceaccount:([^:]+):([^:]+)$/.exec(as);
  if (sa) {
    const [, namespace, name] = sa as unknown as [string, string, string];
    if (!allowed('serviceaccounts', name, namespace))
      return {
        denied: forbidden('serviceaccounts', name, user, ` in the namespace "${namespace}"`),
      };
  }
  // Each impersonated name is authorized on its own.
  if (!sa && !allowed('users', as))
    return {
      denied: forbidden('users', as, user, ' at the cluster scope'),
    };
  for (const g of groups) {
    if (!allowed('groups', g))
      return {
        denied: forbidden('groups', g, user, ' at the cluster scope'),
      };
  }
  const fixed =
    sa && groups.length === 0 ? ['system:serviceaccounts', `system:serviceaccounts:${sa[1]}`] : groups;
  return { username: as, groups: [...fixed, 'system:authenticated'] };
}

export async function startClusterServer(opts: ClusterServerOptions): Promise<ClusterServer> {
  await loadOpenApiDocs(); // kubectl explain reads the descriptions from the OpenAPI documents
  const tokens = opts.tokens ?? new Map<string, UserInfo>();
  const watches = new Set<() => void>();
  const bookmarkEvery = opts.bookmarkIntervalMs ?? 60_000;
  let address = '127.0.0.1:0';

  const onRequest = (req: IncomingMessage, res: ServerResponse) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'https://localhost');
    } catch {
      // A request target that is no URL (say `GET http://[/api`): Go's net/http server answers before
      // any handler runs, in plain text, and closes ([GO] src/net/http/server.go, conn.serve: "400 Bad
      // Request"). An uncaught throw here would take the whole server down.
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8', connection: 'close' });
      res.end('400 Bad Request');
      opts.onRequest?.({ user: '', method: req.method ?? 'GET', path: req.url ?? '', status: 400 });
      return;
    }
    const log = (user: string, status: number) =>
      opts.onRequest?.({ user, method: req.method ?? 'GET', path: url.pathname + url.search, status });
    const who = authenticate(req, tokens, opts.api);
    if (who === 'bad-token') {
      send(res, statusResponse(401, 'Unauthorized', 'Unauthorized'));
      log('', 401);
      return;
    }
    let user: UserInfo = who;
    const imp = impersonate(opts.api, who, req);
    if (imp && 'denied' in imp) {
      const d = imp.denied;
      send(res, statusResponse(403, 'Forbidden', d.message, { name: d.name, kind: d.kind }));
      log(who.username, 403);
      return;
    }
    if (imp) user = imp;

    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_REQUEST_BODY_BYTES) {
        tooLarge = true;
        return;
      }
      chunks.push(c);
    });
    req.on('end', () => {
      const body = chunks.length > 0 ? Buffer.concat(chunks).toString('latin1') : undefined;
      const headers: Record<string, string | undefined> = {};
      for (const [k, v] of Object.entries(req.headers) as [string, string | string[] | undefined][])
        headers[k] = Array.isArray(v) ? v.join(', ') : v;
      let result: RestResult;
      try {
        result = handleRest(
          {
            server: opts.api,
            user,
            userAgent: (req.headers['user-agent'] ?? '').split('/')[0] || undefined,
            serverAddress: address,
            gitVersion: opts.gitVersion ?? KUBE_GIT_VERSION,
            sha512Hex: (text) => createHash('sha512').update(text).digest('hex'),
          },
          {
            method: req.method ?? 'GET',
            path: url.pathname,
            query: url.searchParams,
            headers,
            bodyBytes: body,
            // The handler answers 413 where the real one reads the body (after negotiating its type).
            bodyTooLarge: tooLarge,
          },
        );
      } catch (e) {
        // A bug of ours: the client gets the real server's answer for one, and the server lives on.
        result = statusResponse(
          500,
          'InternalError',
          `Internal error occurred: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
      if (result.kind === 'response') {
        send(res, result);
        log(user.username, result.status);
        return;
      }
      // The watch delivers its first events (a replay from resourceVersion, or the ERROR event of a
      // too old one) while it starts, before the status line may be written: they wait here.
      let early: string[] | undefined = [];
      const started = result.start((line) => {
        if (early) early.push(line);
        else res.write(line);
      });
      if ('error' in started) {
        if (started.error.kind === 'response') send(res, started.error);
        log(user.username, started.error.kind === 'response' ? started.error.status : 500);
        return;
      }
      res.writeHead(200, { 'content-type': result.contentType, 'cache-control': 'no-cache, private' });
      res.flushHeaders();
      for (const line of early) res.write(line);
      early = undefined;
      log(user.username, 200);
      if (started.closed) {
        res.end();
        return;
      }
      const timeout = Number(url.searchParams.get('timeoutSeconds') ?? '1800');
      const bookmarkTimer = setInterval(() => started.bookmark(), bookmarkEvery);
      const end = () => {
        clearInterval(bookmarkTimer);
        clearTimeout(endTimer);
        started.stop();
        watches.delete(end);
        res.end();
      };
      const endTimer = setTimeout(end, Math.max(1, Math.min(timeout, 3600)) * 1000);
      watches.add(end);
      // The response closes when the client goes away (a request's own 'close' comes when its body is read).
      res.on('close', end);
    });
  };

  const server: Server = createServer(
    {
      key: opts.pki.server.key,
      cert: opts.pki.server.cert,
      ca: [opts.pki.ca.cert],
      requestCert: true,
      rejectUnauthorized: false,
      // kube-apiserver's http.Server: MaxHeaderBytes 1 << 20 ([AS] pkg/server/secure_serving.go), where
      // Node's default is 16 KiB: a long label selector in a URL is not refused early.
      maxHeaderSize: 1 << 20,
    },
    onRequest,
  );
  // kube-apiserver's http.Server ([AS] pkg/server/secure_serving.go): ReadHeaderTimeout 32 s (a client
  // trickling its headers is cut off then), IdleTimeout 90 s for a kept-alive connection.
  server.headersTimeout = 32_000;
  server.keepAliveTimeout = 90_000;
  // A request Node's parser refuses gets what Go's net/http server writes for one it cannot read
  // ([GO] src/net/http/server.go, conn.serve): 431 for headers over the limit, else a plain 400, and
  // the connection closes. A read timeout (slow headers) or a reset just closes, as there.
  server.on('clientError', (e: NodeJS.ErrnoException, socket) => {
    const inFlight = (socket as { _httpMessage?: { headersSent?: boolean } })._httpMessage?.headersSent;
    if (!socket.writable || inFlight || e.code === 'ECONNRESET' || e.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      socket.destroy();
      return;
    }
    const text = e.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : '400 Bad Request';
    socket.end(
      `HTTP/1.1 ${text}\r\nContent-Type: text/plain; charset=utf-8\r\nConnection: close\r\n\r\n${text}`,
    );
    // As Go's closeWriteAndWait: the write side is closed, and what the client is still sending is read
    // and dropped for rstAvoidanceDelay (500 ms) before the connection goes, so a client still writing
    // an oversized request is not reset before it reads the answer.
    socket.resume();
    setTimeout(() => socket.destroy(), 500).unref();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  address = `127.0.0.1:${port}`;
  return {
    url: `https://127.0.0.1:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const end of [...watches]) end();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

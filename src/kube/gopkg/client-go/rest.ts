// k8s.io/client-go/rest: Config (with ImpersonationConfig) and the helpers programs call, and the
// REST client (rest-client.go) whose requests go to the simulated API server's REST handler
// (src/kube/rest/handler.ts), the same surface `oplab cluster serve` gives real clients, bound by the
// host (bindRestTransport, below). The
// simulated cluster has no TLS: a config's identity travels in TLSClientConfig.CertData as a
// simulated client certificate (see src/kube/bind/identity.ts), so copies of a Config keep it, and
// Impersonate switches the identity the API server authorizes (an impersonated client is subject to
// RBAC as that user).

import type { NativeContext } from '../../../go/interp/native.ts';
import { ptrTo, type RType } from '../../../go/interp/rtype.ts';
import type { Chan } from '../../../go/interp/sched.ts';
import { goString, jsString } from '../../../go/interp/strings.ts';
import { Iface, type Slice, zero } from '../../../go/interp/values.ts';
import { bytesOf, bytesSlice } from '../../../go/std/internal/conv.ts';
import { ADMIN_USER } from '../../apiserver/server.ts';
import { clientWatchNatives } from '../../bind/client.ts';
import { fillConfig, identityOfConfig } from '../../bind/client-identity.ts';
import { goCallSite, type KubeEnv, maybeKubeEnv, withCallSite } from '../../bind/env.ts';
import { idleCheck } from '../../bind/manager-state.ts';
import { WatchStream } from '../../bind/watch-stream.ts';
import type { handleRest, RestResult } from '../../rest/handler.ts';
import { KUBE_GIT_VERSION } from '../../rest/version.ts';
import { goPackage } from '../pkg.ts';
import src from './rest.go?raw';
import clientSrc from './rest-client.go?raw';
import pluginSrc from './rest-plugin.go?raw';

const REST = 'k8s.io/client-go/rest';

/** The k8s.io/api package of a group, for the built-in kinds a typed client decodes. */
function apiPackage(group: string, version: string): string {
  if (group === '') return `k8s.io/api/core/${version}`;
  const first = group.endsWith('.k8s.io') ? group.slice(0, -'.k8s.io'.length).split('.')[0] : group;
  return `k8s.io/api/${first}/${version}`;
}

/**
 * The REST layer this client's requests go to: src/kube/rest/handler.ts handleRest, bound by the host
 * (src/kube/rest/bind-transport.ts) rather than imported here. Node hosts (the CLI, the terminal's
 * shell) bind it statically; the exercise page's engine worker loads the REST layer (~30 KB gzip of
 * handler, tables, protobuf, OpenAPI and discovery) only before a program that names a REST client
 * (src/sandbox/engine-handlers.ts), so a page whose program does not use one never fetches it.
 */
let transport: typeof handleRest | undefined;

/** Binds the REST handler the REST client's requests go to (see `transport`). */
export function bindRestTransport(handle: typeof handleRest): void {
  transport = handle;
}

/** Whether a host has bound the REST handler (src/kube/rest/bind-transport.ts). */
export function restTransportBound(): boolean {
  return transport !== undefined;
}

function request(
  ctx: NativeContext,
  env: KubeEnv,
  config: any,
  method: string,
  path: string,
  rawQuery: string,
  contentType: string,
  body: string | undefined,
): RestResult {
  const ua = jsString(config.UserAgent as string);
  const userAgent = ua === '' ? 'main/v0.0.0 (linux/amd64) kubernetes/$Format' : ua;
  const handle = transport;
  // A host that runs a program naming a REST client binds the handler first; reaching here without
  // it is the host's bug, not the program's.
  if (handle === undefined)
    throw new Error(
      'k8s.io/client-go/rest: no REST transport bound (import src/kube/rest/bind-transport.ts)',
    );
  return withCallSite(env, goCallSite(ctx), () =>
    handle(
      {
        server: env.server,
        user: identityOfConfig(config, env.identity),
        userAgent: userAgent.split('/')[0] || undefined,
        serverAddress: '10.96.0.1:443',
        gitVersion: KUBE_GIT_VERSION,
      },
      {
        method,
        path,
        query: new URLSearchParams(rawQuery),
        headers: {
          accept: 'application/json',
          'user-agent': userAgent,
          ...(contentType !== '' ? { 'content-type': contentType } : {}),
        },
        bodyBytes: body,
      },
    ),
  );
}

/** What a request to a server that is not there answers (the transport's error as a 503 body). */
const REFUSED = JSON.stringify({
  kind: 'Status',
  apiVersion: 'v1',
  metadata: {},
  status: 'Failure',
  message: 'dial tcp 10.96.0.1:443: connect: connection refused',
  reason: 'ServiceUnavailable',
  code: 503,
});

type RestWatch = WatchStream<{ type: string; object: string }>;
const watches = new Map<number, RestWatch>();

function stopWatch(h: number): void {
  const w = watches.get(h);
  if (w === undefined) return;
  watches.delete(h);
  w.close();
}
let nextHandle = 1;

export const restPackage = goPackage({
  path: REST,
  files: { 'config.go': src, 'client.go': clientSrc, 'plugin.go': pluginSrc },
  natives: {
    // The pod's mounted service-account token authenticates as the run's identity.
    inClusterConfig: (ctx: NativeContext, host: string) => {
      const cfg = zero(ctx.typeOf(REST, 'Config'));
      fillConfig(cfg, jsString(host), maybeKubeEnv()?.identity ?? ADMIN_USER);
      return cfg;
    },
    do: (
      ctx: NativeContext,
      config: any,
      verb: string,
      path: string,
      rawQuery: string,
      contentType: string,
      body: Slice | null,
    ): [number, Slice | null] => {
      const env = maybeKubeEnv();
      if (env === undefined) return [503, bytesSlice(REFUSED)];
      const r = request(
        ctx,
        env,
        config,
        jsString(verb),
        jsString(path),
        jsString(rawQuery),
        jsString(contentType),
        body === null ? undefined : bytesOf(body),
      );
      if (r.kind !== 'response') return [500, bytesSlice('')];
      return [r.status, bytesSlice(goString(r.body))];
    },
    watchStart: (
      ctx: NativeContext,
      config: any,
      path: string,
      rawQuery: string,
    ): [number, number, Slice | null] => {
      const env = maybeKubeEnv();
      if (env === undefined) return [0, 503, bytesSlice(REFUSED)];
      const q = new URLSearchParams(jsString(rawQuery));
      q.set('watch', 'true');
      const r = request(ctx, env, config, 'GET', jsString(path), q.toString(), '', undefined);
      if (r.kind === 'response') return [0, r.status, bytesSlice(goString(r.body))];
      const w: RestWatch = new WatchStream();
      const started = withCallSite(env, goCallSite(ctx), () =>
        r.start((line) => {
          const e = JSON.parse(line) as { type: string; object: unknown };
          w.push({ type: e.type, object: JSON.stringify(e.object) });
        }),
      );
      if ('error' in started) {
        const e = started.error;
        return [
          0,
          e.kind === 'response' ? e.status : 500,
          bytesSlice(e.kind === 'response' ? goString(e.body) : ''),
        ];
      }
      w.stop = started.stop;
      idleCheck.arm(ctx);
      const h = nextHandle++;
      watches.set(h, w);
      return [h, 0, null];
    },
    // the next queued event without waiting (ok false if none; more false once the stream ended)
    nextEvent: (_ctx: NativeContext, h: number): [string, Slice | null, boolean, boolean] => {
      const w = watches.get(h);
      if (w === undefined) return [goString(''), null, false, false];
      const { e, more } = w.next();
      if (e === undefined) return [goString(''), null, false, more];
      return [goString(e.type), bytesSlice(goString(e.object)), true, true];
    },
    notifyEvent: (_ctx: NativeContext, h: number, ready: Chan) => {
      const w = watches.get(h);
      if (w === undefined) ready.close();
      else w.notify(ready);
    },
    watchStop: (_ctx: NativeContext, h: number) => stopWatch(h),
    // the clientsets', the dynamic client's and WithWatch's watches (NewSimulatedWatch)
    ...clientWatchNatives,
    newTyped: (ctx: NativeContext, apiVersion: string, kind: string): [Iface | null, boolean] => {
      const av = jsString(apiVersion);
      const slash = av.indexOf('/');
      const [group, version] = slash < 0 ? ['', av] : [av.slice(0, slash), av.slice(slash + 1)];
      let t: RType;
      try {
        t = ctx.typeOf(apiPackage(group, version), jsString(kind));
      } catch {
        return [null, false];
      }
      if (t.kind !== 'struct') return [null, false];
      return [new Iface(ptrTo(t), zero(t)), true];
    },
  },
});

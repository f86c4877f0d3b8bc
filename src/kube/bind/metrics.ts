// The manager's metrics endpoint on the simulated cluster. When the cluster is idle the manager
// serves one scrape of /metrics, as Prometheus (or the scaffold's e2e test with curl) would: a GET
// with the scraper's bearer token through the metrics server's filter. controller-runtime's
// filters.WithAuthenticationAndAuthorization ([CR] pkg/metrics/filters/filters.go) authenticates the
// token with a TokenReview and authorizes `get` on the non-resource path with a SubjectAccessReview,
// both created by the manager's own identity (so the scaffold's metrics-auth-role matters); the
// scraper needs `get /metrics` (the metrics-reader ClusterRole). The scrape is kept for the runner.

import type { NativeContext, NativeTable } from '../../go/interp/native.ts';
import { goString, jsString } from '../../go/interp/strings.ts';
import { Slice } from '../../go/interp/values.ts';
import { serviceAccountUser } from '../apiserver/rbac.ts';
import type { JsonObject, KubeObject, UserInfo } from '../apiserver/types.ts';
import { isObject, str } from '../apiserver/types.ts';
import { type KubeEnv, kubeEnv } from './env.ts';

export interface MetricsScrape {
  /** who scraped (the bearer token's user) */
  scraper: string;
  path: string;
  code: number;
  body: string;
}

const scrapes = new WeakMap<KubeEnv, MetricsScrape[]>();
const scrapers = new WeakMap<KubeEnv, UserInfo>();

/** Who scrapes /metrics in this run (default: the identity the manager runs as). */
export function setMetricsScraper(env: KubeEnv, user: UserInfo): void {
  scrapers.set(env, user);
}

export function metricsScraper(env: KubeEnv): UserInfo {
  return scrapers.get(env) ?? env.identity;
}

/** The scrapes the managers of this run served. */
export function metricsScrapes(env: KubeEnv): readonly MetricsScrape[] {
  return scrapes.get(env) ?? [];
}

/** The default scraper of a deployed kubebuilder project (its e2e test's curl pod runs as it). */
export function managerServiceAccount(namespace: string, name: string): UserInfo {
  return serviceAccountUser(namespace, name);
}

const client = (env: KubeEnv) => ({
  user: env.identity,
  userAgent: 'manager/v0.0.0 (linux/amd64) kubernetes/$Format',
  clientPath: 'direct' as const,
});

/** Go error text of a failed review call (client-go's StatusError message). */
function failure(r: { ok: false; status: { message?: string } }): string {
  return str(r.status.message);
}

function groupList(groups: Slice | null): string[] {
  const out: string[] = [];
  for (let i = 0; groups !== null && i < groups.len; i++) out.push(jsString(groups.get(i) as string));
  return out;
}

export const metricsNatives: NativeTable = {
  // scraperToken: the bearer token of the run's scraper
  scraperToken: () => {
    const env = kubeEnv();
    return goString(env.server.tokens.issue(metricsScraper(env)));
  },
  // recordScrape(path, code, body)
  recordScrape: (_ctx: NativeContext, path: string, code: number, body: string) => {
    const env = kubeEnv();
    let list = scrapes.get(env);
    if (list === undefined) scrapes.set(env, (list = []));
    const token = env.server.tokens.issue(metricsScraper(env));
    list.push({
      scraper: env.server.tokens.lookup(token)?.username ?? '',
      path: jsString(path),
      code: Number(code),
      body: jsString(body),
    });
  },
};

/** filters' natives: TokenReview and SubjectAccessReview as the manager. */
export const filterNatives: NativeTable = {
  // reviewToken(token) (username string, groups []string, ok bool, err string)
  reviewToken: (_ctx: NativeContext, token: string) => {
    const env = kubeEnv();
    const review: KubeObject = {
      apiVersion: 'authentication.k8s.io/v1',
      kind: 'TokenReview',
      metadata: {},
      spec: { token: jsString(token) },
    };
    const r = env.server.create(
      client(env),
      { group: 'authentication.k8s.io', version: 'v1', resource: 'tokenreviews' },
      review,
    );
    if (!r.ok) return ['', null, false, goString(failure(r))];
    const status = isObject(r.object.status) ? r.object.status : {};
    const user = isObject(status.user) ? status.user : {};
    const groups = Array.isArray(user.groups) ? user.groups.map((g) => goString(str(g))) : [];
    return [goString(str(user.username)), Slice.of(groups), status.authenticated === true, ''];
  },
  // reviewAccess(user, groups, verb, path) (allowed bool, reason string, err string)
  reviewAccess: (_ctx: NativeContext, user: string, groups: Slice | null, verb: string, path: string) => {
    const env = kubeEnv();
    const spec: JsonObject = {
      nonResourceAttributes: { path: jsString(path), verb: jsString(verb) },
      user: jsString(user),
      groups: groupList(groups),
    };
    const r = env.server.create(
      client(env),
      { group: 'authorization.k8s.io', version: 'v1', resource: 'subjectaccessreviews' },
      { apiVersion: 'authorization.k8s.io/v1', kind: 'SubjectAccessReview', metadata: {}, spec },
    );
    if (!r.ok) return [false, '', goString(failure(r))];
    const status = isObject(r.object.status) ? r.object.status : {};
    return [status.allowed === true, goString(str(status.reason)), ''];
  },
};

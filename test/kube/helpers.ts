/** Shared fixtures for the kube tests: a virtual clock, a server, identities, a Guestbook CRD. */
import type {
  ApiResponse,
  Clock,
  JsonObject,
  KubeObject,
  RequestContext,
  Target,
} from '../../src/kube/apiserver/index.ts';
import { ADMIN_USER, ApiServer, serviceAccountUser } from '../../src/kube/apiserver/index.ts';
import { Trace } from '../../src/kube/trace.ts';

export class TestClock implements Clock {
  t = Date.UTC(2026, 0, 1, 0, 0, 0);
  now(): number {
    return this.t;
  }
  advance(ms: number): void {
    this.t += ms;
  }
}

export const admin: RequestContext = { user: ADMIN_USER, clientPath: 'direct', userAgent: 'kubectl/v1.36.0' };
export const SA = serviceAccountUser('my-op-system', 'my-op-controller-manager');
export const operator: RequestContext = { user: SA, clientPath: 'direct', userAgent: 'manager/v0.0.0' };

export const pods: Target = { group: '', version: 'v1', resource: 'pods' };
export const configmaps: Target = { group: '', version: 'v1', resource: 'configmaps' };
export const secrets: Target = { group: '', version: 'v1', resource: 'secrets' };
export const namespaces: Target = { group: '', version: 'v1', resource: 'namespaces' };
export const nodes: Target = { group: '', version: 'v1', resource: 'nodes' };
export const services: Target = { group: '', version: 'v1', resource: 'services' };
export const deployments: Target = { group: 'apps', version: 'v1', resource: 'deployments' };
export const guestbooks: Target = { group: 'webapp.my.domain', version: 'v1', resource: 'guestbooks' };
export const crds: Target = {
  group: 'apiextensions.k8s.io',
  version: 'v1',
  resource: 'customresourcedefinitions',
};
export const clusterroles: Target = {
  group: 'rbac.authorization.k8s.io',
  version: 'v1',
  resource: 'clusterroles',
};
export const clusterrolebindings: Target = {
  group: 'rbac.authorization.k8s.io',
  version: 'v1',
  resource: 'clusterrolebindings',
};
export const roles: Target = { group: 'rbac.authorization.k8s.io', version: 'v1', resource: 'roles' };
export const rolebindings: Target = {
  group: 'rbac.authorization.k8s.io',
  version: 'v1',
  resource: 'rolebindings',
};
export const vwcs: Target = {
  group: 'admissionregistration.k8s.io',
  version: 'v1',
  resource: 'validatingwebhookconfigurations',
};
export const mwcs: Target = {
  group: 'admissionregistration.k8s.io',
  version: 'v1',
  resource: 'mutatingwebhookconfigurations',
};

export function ns(t: Target, namespace: string): Target {
  return { ...t, namespace };
}

export function newServer(opts: { trace?: Trace } = {}): {
  server: ApiServer;
  clock: TestClock;
  trace: Trace;
} {
  const clock = new TestClock();
  const trace = opts.trace ?? new Trace();
  const server = new ApiServer({ clock, trace, seed: 42 });
  return { server, clock, trace };
}

export const guestbookSchema: JsonObject = {
  type: 'object',
  properties: {
    apiVersion: { type: 'string' },
    kind: { type: 'string' },
    metadata: { type: 'object' },
    spec: {
      type: 'object',
      required: ['size'],
      properties: {
        size: { type: 'integer', minimum: 0, maximum: 10 },
        image: { type: 'string', default: 'nginx:1.27' },
        mode: { type: 'string', enum: ['fast', 'safe'] },
        name: { type: 'string', pattern: '^[a-z]+$', minLength: 1, maxLength: 8 },
        tags: { type: 'array', maxItems: 2, items: { type: 'string' } },
      },
    },
    status: {
      type: 'object',
      properties: {
        ready: { type: 'integer', minimum: 0 },
        phase: { type: 'string' },
        conditions: {
          type: 'array',
          'x-kubernetes-list-type': 'map',
          'x-kubernetes-list-map-keys': ['type'],
          items: {
            type: 'object',
            required: ['type', 'status'],
            properties: { type: { type: 'string' }, status: { type: 'string' }, reason: { type: 'string' } },
          },
        },
      },
    },
  },
};

export function guestbookCRD(opts: { status?: boolean; scope?: 'Namespaced' | 'Cluster' } = {}): KubeObject {
  return {
    apiVersion: 'apiextensions.k8s.io/v1',
    kind: 'CustomResourceDefinition',
    metadata: { name: 'guestbooks.webapp.my.domain' },
    spec: {
      group: 'webapp.my.domain',
      names: { kind: 'Guestbook', listKind: 'GuestbookList', plural: 'guestbooks', singular: 'guestbook' },
      scope: opts.scope ?? 'Namespaced',
      versions: [
        {
          name: 'v1',
          served: true,
          storage: true,
          schema: { openAPIV3Schema: guestbookSchema },
          ...(opts.status === false ? {} : { subresources: { status: {} } }),
        },
      ],
    },
  };
}

export function installGuestbook(
  server: ApiServer,
  opts: { status?: boolean; scope?: 'Namespaced' | 'Cluster' } = {},
): void {
  expectOk(server.create(admin, crds, guestbookCRD(opts)));
}

export function guestbook(name: string, namespace = 'default', spec: JsonObject = { size: 1 }): KubeObject {
  return { apiVersion: 'webapp.my.domain/v1', kind: 'Guestbook', metadata: { name, namespace }, spec };
}

export function expectOk(r: ApiResponse): KubeObject {
  if (!r.ok) throw new Error(`expected success, got ${r.code} ${r.status.reason}: ${r.status.message}`);
  return r.object;
}

export function expectErr(r: ApiResponse) {
  if (r.ok) throw new Error(`expected an error, got ${r.code}`);
  return r.status;
}

export function rv(o: KubeObject): string {
  return String((o.metadata as JsonObject).resourceVersion);
}

export function meta(o: KubeObject): JsonObject {
  return o.metadata as JsonObject;
}

/** Grant the operator SA a ClusterRole with these rules, bound cluster-wide. */
export function grantCluster(server: ApiServer, rules: JsonObject[], name = 'manager-role'): void {
  expectOk(server.create(admin, clusterroles, { metadata: { name }, rules }));
  expectOk(
    server.create(admin, clusterrolebindings, {
      metadata: { name: `${name}-binding` },
      roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name },
      subjects: [{ kind: 'ServiceAccount', name: 'my-op-controller-manager', namespace: 'my-op-system' }],
    }),
  );
}

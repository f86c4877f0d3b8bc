/**
 * The default ClusterRoles and ClusterRoleBindings kube-apiserver reconciles at start (the rbac/bootstrap-roles
 * post-start hook) that decide non-resource and self-review requests: discovery, health, version and
 * metrics paths, and the self reviews every user may create ([K8S] plugin/pkg/auth/authorizer/rbac/
 * bootstrappolicy/policy.go ClusterRoles / ClusterRoleBindings, testdata/cluster-roles.yaml). They are
 * not stored objects here: the reader serves them where no stored object of the same name exists, as
 * the reconciler leaves an existing object in place.
 */

import type { RbacReader } from './rbac.ts';
import type { KubeObject } from './types.ts';
import { isObject, str } from './types.ts';

const RBAC = 'rbac.authorization.k8s.io';

function role(name: string, rules: KubeObject['rules']): KubeObject {
  return {
    apiVersion: `${RBAC}/v1`,
    kind: 'ClusterRole',
    metadata: {
      name,
      labels: { 'kubernetes.io/bootstrapping': 'rbac-defaults' },
      annotations: { 'rbac.authorization.kubernetes.io/autoupdate': 'true' },
    },
    rules,
  };
}

function binding(name: string, groups: string[]): KubeObject {
  return {
    apiVersion: `${RBAC}/v1`,
    kind: 'ClusterRoleBinding',
    metadata: {
      name,
      labels: { 'kubernetes.io/bootstrapping': 'rbac-defaults' },
      annotations: { 'rbac.authorization.kubernetes.io/autoupdate': 'true' },
    },
    roleRef: { apiGroup: RBAC, kind: 'ClusterRole', name },
    subjects: groups.map((g) => ({ apiGroup: RBAC, kind: 'Group', name: g })),
  };
}

const ROLES: KubeObject[] = [
  role('cluster-admin', [
    { apiGroups: ['*'], resources: ['*'], verbs: ['*'] },
    { nonResourceURLs: ['*'], verbs: ['*'] },
  ]),
  role('system:discovery', [
    {
      nonResourceURLs: [
        '/api',
        '/api/*',
        '/apis',
        '/apis/*',
        '/healthz',
        '/livez',
        '/openapi',
        '/openapi/*',
        '/readyz',
        '/version',
        '/version/',
      ],
      verbs: ['get'],
    },
  ]),
  role('system:monitoring', [
    {
      nonResourceURLs: [
        '/healthz',
        '/healthz/*',
        '/livez',
        '/livez/*',
        '/metrics',
        '/metrics/slis',
        '/readyz',
        '/readyz/*',
      ],
      verbs: ['get'],
    },
  ]),
  role('system:basic-user', [
    {
      apiGroups: ['authorization.k8s.io'],
      resources: ['selfsubjectaccessreviews', 'selfsubjectrulesreviews'],
      verbs: ['create'],
    },
    { apiGroups: ['authentication.k8s.io'], resources: ['selfsubjectreviews'], verbs: ['create'] },
  ]),
  role('system:public-info-viewer', [
    { nonResourceURLs: ['/healthz', '/livez', '/readyz', '/version', '/version/'], verbs: ['get'] },
  ]),
  role('system:service-account-issuer-discovery', [
    { nonResourceURLs: ['/.well-known/openid-configuration', '/openid/v1/jwks'], verbs: ['get'] },
  ]),
];

const BINDINGS: KubeObject[] = [
  binding('cluster-admin', ['system:masters']),
  binding('system:monitoring', ['system:monitoring']),
  binding('system:discovery', ['system:authenticated']),
  binding('system:basic-user', ['system:authenticated']),
  binding('system:public-info-viewer', ['system:authenticated', 'system:unauthenticated']),
  binding('system:service-account-issuer-discovery', ['system:serviceaccounts']),
];

const nameOf = (o: KubeObject): string => (isObject(o.metadata) ? str(o.metadata.name) : '');

function merged(stored: KubeObject[], defaults: KubeObject[]): KubeObject[] {
  const names = new Set(stored.map(nameOf));
  const extra = defaults.filter((o) => !names.has(nameOf(o)));
  if (extra.length === 0) return stored;
  // the store lists by name, as etcd keys are ordered
  return [...stored, ...extra].sort((a, b) => (nameOf(a) < nameOf(b) ? -1 : nameOf(a) > nameOf(b) ? 1 : 0));
}

/** `reader` with the default cluster roles and bindings where the store has none of that name. */
export function withBootstrapPolicy(reader: RbacReader): RbacReader {
  return {
    list: (resource, namespace) => {
      const stored = reader.list(resource, namespace);
      if (resource === 'clusterrolebindings') return merged(stored, BINDINGS);
      if (resource === 'clusterroles') return merged(stored, ROLES);
      return stored;
    },
    get: (resource, namespace, name) =>
      reader.get(resource, namespace, name) ??
      (resource === 'clusterroles' ? ROLES.find((r) => nameOf(r) === name) : undefined),
  };
}

/** A cluster + manager on one virtual clock, for the runtime tests. */
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/index.ts';
import { ADMIN_USER, ApiServer, serviceAccountUser } from '../../../src/kube/apiserver/index.ts';
import type { CacheOptions, ManagerOptions } from '../../../src/kube/runtime/index.ts';
import { Manager, VirtualClock } from '../../../src/kube/runtime/index.ts';
import { Trace } from '../../../src/kube/trace.ts';
import { admin, expectOk, guestbookCRD } from '../helpers.ts';

export const SA = serviceAccountUser('my-op-system', 'my-op-controller-manager');
export const GUESTBOOK = { group: 'webapp.my.domain', version: 'v1', kind: 'Guestbook' };
export const POD = { group: '', version: 'v1', kind: 'Pod' };
export const SECRET = { group: '', version: 'v1', kind: 'Secret' };
export const NODE = { group: '', version: 'v1', kind: 'Node' };
export const CONFIGMAP = { group: '', version: 'v1', kind: 'ConfigMap' };

/** The kubebuilder scaffold's manager-role, plus whatever the test adds. */
export const MANAGER_RULES: JsonObject[] = [
  {
    apiGroups: ['webapp.my.domain'],
    resources: ['guestbooks'],
    verbs: ['get', 'list', 'watch', 'create', 'update', 'patch', 'delete'],
  },
  { apiGroups: ['webapp.my.domain'], resources: ['guestbooks/status'], verbs: ['get', 'update', 'patch'] },
  { apiGroups: ['webapp.my.domain'], resources: ['guestbooks/finalizers'], verbs: ['update'] },
  {
    apiGroups: [''],
    resources: ['configmaps', 'pods', 'nodes'],
    verbs: ['get', 'list', 'watch', 'create', 'update', 'patch', 'delete', 'deletecollection'],
  },
];

export function cluster(
  opts: {
    rules?: JsonObject[];
    status?: boolean;
    cache?: CacheOptions;
    manager?: Partial<ManagerOptions>;
  } = {},
) {
  const clock = new VirtualClock();
  const trace = new Trace();
  const server = new ApiServer({ clock, trace, seed: 3 });
  expectOk(
    server.create(
      admin,
      { group: 'apiextensions.k8s.io', version: 'v1', resource: 'customresourcedefinitions' },
      guestbookCRD({ status: opts.status }),
    ),
  );
  for (const n of ['my-op-system', 'team-a', 'team-b'])
    expectOk(
      server.create(admin, { group: '', version: 'v1', resource: 'namespaces' }, { metadata: { name: n } }),
    );
  const rbac = { group: 'rbac.authorization.k8s.io', version: 'v1' };
  expectOk(
    server.create(
      admin,
      { ...rbac, resource: 'clusterroles' },
      { metadata: { name: 'manager-role' }, rules: opts.rules ?? MANAGER_RULES },
    ),
  );
  expectOk(
    server.create(
      admin,
      { ...rbac, resource: 'clusterrolebindings' },
      {
        metadata: { name: 'manager-rolebinding' },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'ClusterRole', name: 'manager-role' },
        subjects: [{ kind: 'ServiceAccount', name: 'my-op-controller-manager', namespace: 'my-op-system' }],
      },
    ),
  );
  const mgr = new Manager({ server, clock, user: SA, cache: opts.cache, trace, ...opts.manager });
  return { clock, trace, server, mgr };
}

export function gb(name: string, namespace: string, size = 1): KubeObject {
  return {
    apiVersion: 'webapp.my.domain/v1',
    kind: 'Guestbook',
    metadata: { name, namespace },
    spec: { size },
  };
}

export { ADMIN_USER };

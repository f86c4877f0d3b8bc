// RBAC objects the Go programs cannot create themselves (k8s.io/api/rbac/v1 is not among the Go
// packages): created as the cluster admin before the program runs.
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { KubeEnv } from '../../../src/kube/bind/env.ts';

const rbac = { group: 'rbac.authorization.k8s.io', version: 'v1' };

/** Namespace team-a, and a Role in "default" letting the operator's service account get guestbooks. */
export function grantGuestbookGetInDefault(env: KubeEnv): void {
  const admin = { user: ADMIN_USER };
  const must = (r: { ok: boolean }) => {
    if (!r.ok) throw new Error(`setup failed: ${JSON.stringify(r)}`);
  };
  must(
    env.server.create(
      admin,
      { group: '', version: 'v1', resource: 'namespaces' },
      { metadata: { name: 'team-a' } },
    ),
  );
  must(
    env.server.create(
      admin,
      { ...rbac, resource: 'roles', namespace: 'default' },
      {
        metadata: { name: 'guestbook-reader', namespace: 'default' },
        rules: [{ apiGroups: ['webapp.my.domain'], resources: ['guestbooks'], verbs: ['get'] }],
      },
    ),
  );
  must(
    env.server.create(
      admin,
      { ...rbac, resource: 'rolebindings', namespace: 'default' },
      {
        metadata: { name: 'guestbook-reader', namespace: 'default' },
        roleRef: { apiGroup: 'rbac.authorization.k8s.io', kind: 'Role', name: 'guestbook-reader' },
        subjects: [{ kind: 'ServiceAccount', name: 'my-op-controller-manager', namespace: 'my-op-system' }],
      },
    ),
  );
}

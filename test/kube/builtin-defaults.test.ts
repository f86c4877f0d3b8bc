// Defaults of kinds an operator creates besides workloads, as kube-apiserver's defaulters set them:
// rbac/v1 (a binding's roleRef and its User and Group subjects get the RBAC group), networking/v1
// (a NetworkPolicy's policyTypes and port protocols), core/v1 (a claim's volumeMode and Pending phase).
import { expect, test } from 'vitest';
import { ApiServer } from '../../src/kube/apiserver/index.ts';
import type { Json, KubeObject } from '../../src/kube/apiserver/types.ts';

const ctx = {
  user: { username: 'admin', groups: ['system:masters'] },
  userAgent: 'test',
  clientPath: 'direct' as const,
};

function create(group: string, resource: string, body: KubeObject) {
  const api = new ApiServer({ clock: { now: () => Date.parse('2026-12-01T00:00:00Z') } });
  const r = api.create(ctx, { group, version: 'v1', resource, namespace: 'default' }, body);
  if (!r.ok) throw new Error(r.status.message);
  return r.object as any;
}

test('a RoleBinding: roleRef and User/Group subjects get the RBAC group, a ServiceAccount none', () => {
  const o = create('rbac.authorization.k8s.io', 'rolebindings', {
    apiVersion: 'rbac.authorization.k8s.io/v1',
    kind: 'RoleBinding',
    metadata: { name: 'viewers' },
    roleRef: { kind: 'ClusterRole', name: 'view' },
    subjects: [
      { kind: 'User', name: 'jane' },
      { kind: 'ServiceAccount', name: 'op', namespace: 'default' },
      { kind: 'Group', name: 'devs' },
    ],
  });
  expect(o.roleRef).toEqual({ kind: 'ClusterRole', name: 'view', apiGroup: 'rbac.authorization.k8s.io' });
  expect(o.subjects).toEqual([
    { kind: 'User', name: 'jane', apiGroup: 'rbac.authorization.k8s.io' },
    { kind: 'ServiceAccount', name: 'op', namespace: 'default' },
    { kind: 'Group', name: 'devs', apiGroup: 'rbac.authorization.k8s.io' },
  ]);
});

test('a NetworkPolicy: policyTypes from its rules, ports TCP', () => {
  const spec = (egress: Json[] | undefined) =>
    create('networking.k8s.io', 'networkpolicies', {
      apiVersion: 'networking.k8s.io/v1',
      kind: 'NetworkPolicy',
      metadata: { name: 'np' },
      spec: {
        podSelector: {},
        ingress: [{ ports: [{ port: 80 }, { port: 53, protocol: 'UDP' }] }],
        ...(egress === undefined ? {} : { egress }),
      },
    }).spec;
  const both = spec([{}]);
  expect(both.policyTypes).toEqual(['Ingress', 'Egress']);
  expect(both.ingress[0].ports).toEqual([
    { port: 80, protocol: 'TCP' },
    { port: 53, protocol: 'UDP' },
  ]);
  expect(spec(undefined).policyTypes).toEqual(['Ingress']);
});

test('a PersistentVolumeClaim', () => {
  const claim = create('', 'persistentvolumeclaims', {
    apiVersion: 'v1',
    kind: 'PersistentVolumeClaim',
    metadata: { name: 'data' },
    spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
  });
  expect(claim.spec.volumeMode).toBe('Filesystem');
  expect(claim.status).toEqual({ phase: 'Pending' });
});

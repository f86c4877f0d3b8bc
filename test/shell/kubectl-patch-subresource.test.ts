// `kubectl patch --subresource=status` ([K8S] kubectl pkg/cmd/patch/patch.go: the builder GETs the
// subresource, the helper PATCHes it WithSubresource; Validate accepts only status and scale). The
// flag was ignored: the patch went to the main resource, whose strategy drops status changes, so a
// learner setting a custom resource's status by hand saw "patched (no change)" and no status.
import { expect, it } from 'vitest';
import { ShellSession } from '../../src/shell/session.ts';

const CRD = `apiVersion: apiextensions.k8s.io/v1
kind: CustomResourceDefinition
metadata:
  name: memcacheds.cache.example.com
spec:
  group: cache.example.com
  names: {kind: Memcached, listKind: MemcachedList, plural: memcacheds, singular: memcached}
  scope: Namespaced
  versions:
  - name: v1alpha1
    served: true
    storage: true
    subresources:
      status: {}
    schema:
      openAPIV3Schema:
        type: object
        properties:
          apiVersion: {type: string}
          kind: {type: string}
          metadata: {type: object}
          spec:
            type: object
            properties:
              size: {type: integer}
          status:
            type: object
            properties:
              readyReplicas: {type: integer}
`;
const CR = `apiVersion: cache.example.com/v1alpha1
kind: Memcached
metadata: {name: cache}
spec: {size: 2}
`;

it('patches the status subresource with --subresource=status; other values are refused', async () => {
  const s = await ShellSession.create({ files: { '/home/user/crd.yaml': CRD, '/home/user/cache.yaml': CR } });
  expect((await s.run('kubectl apply -f crd.yaml')).stderr).toBe('');
  expect((await s.run('kubectl apply -f cache.yaml')).stderr).toBe('');
  const status = `'{"status":{"readyReplicas":2}}'`;
  // the main resource ignores status
  expect((await s.run(`kubectl patch memcached cache --type=merge -p ${status}`)).stdout).toBe(
    'memcached.cache.example.com/cache patched (no change)\n',
  );
  expect((await s.run(`kubectl get memcached cache -o jsonpath='{.status}'`)).stdout).toBe('');
  expect(
    (await s.run(`kubectl patch memcached cache --subresource=status --type=merge -p ${status}`)).stdout,
  ).toBe('memcached.cache.example.com/cache patched\n');
  expect((await s.run(`kubectl get memcached cache -o jsonpath='{.status.readyReplicas}'`)).stdout).toBe('2');
  // and the status subresource ignores spec
  expect(
    (await s.run(`kubectl patch memcached cache --subresource status --type=merge -p '{"spec":{"size":5}}'`))
      .stdout,
  ).toBe('memcached.cache.example.com/cache patched (no change)\n');
  const bad = await s.run(`kubectl patch memcached cache --subresource=spec --type=merge -p ${status}`);
  expect(bad.stderr).toBe('error: invalid subresource value: "spec". Must be one of [status scale]\n');
  expect(bad.exitCode).toBe(1);
  expect(
    (await s.run(`kubectl patch memcached nope --subresource=status --type=merge -p ${status}`)).stderr,
  ).toBe('Error from server (NotFound): memcacheds.cache.example.com "nope" not found\n');
});

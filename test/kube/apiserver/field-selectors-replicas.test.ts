/**
 * Field selectors on replica counts as kube-apiserver 1.34 serves them: core/v1
 * ReplicationControllers offer `status.replicas` (pkg/apis/core/v1/conversion.go; the registry
 * formats the int32, so an RC whose status has no count yet is `0`), apps/v1 ReplicaSets have no
 * field label conversion of their own and take only the metadata fields. Non-string fields of other
 * built-ins compare their Go zero value when absent (Pod spec.hostNetwork).
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const rcs = ns({ group: '', version: 'v1', resource: 'replicationcontrollers' }, 'default');
const rss = ns({ group: 'apps', version: 'v1', resource: 'replicasets' }, 'default');
const pods = ns({ group: '', version: 'v1', resource: 'pods' }, 'default');

const rc = (name: string): JsonObject => ({
  apiVersion: 'v1',
  kind: 'ReplicationController',
  metadata: { name },
  spec: {
    replicas: 2,
    selector: { app: name },
    template: {
      metadata: { labels: { app: name } },
      spec: { containers: [{ name: 'nginx', image: 'nginx:1.27' }] },
    },
  },
});

const names = (list: JsonObject) =>
  (list.items as JsonObject[]).map((o) => (o.metadata as JsonObject).name as string);

describe('status.replicas field selector', () => {
  it('ReplicationControllers select on status.replicas, an unset count being 0', () => {
    const { server } = newServer();
    expectOk(server.create(admin, rcs, rc('frontend')));
    expectOk(server.create(admin, rcs, rc('backend')));
    const backend = expectOk(server.get(admin, rcs, 'backend'));
    backend.status = { replicas: 2, readyReplicas: 2, availableReplicas: 2, observedGeneration: 1 };
    expectOk(server.update(admin, rcs, backend, { subresource: 'status' }));

    const select = (fieldSelector: string) => names(expectOk(server.list(admin, rcs, { fieldSelector })));
    expect(select('status.replicas=0')).toEqual(['frontend']);
    expect(select('status.replicas=2')).toEqual(['backend']);
    expect(select('status.replicas!=0,metadata.name=backend')).toEqual(['backend']);
    const st = expectErr(server.list(admin, rcs, { fieldSelector: 'spec.replicas=2' }));
    expect(st.code).toBe(400);
    expect(st.message).toBe('field label not supported: spec.replicas');
  });

  it('apps/v1 ReplicaSets have no status.replicas field label', () => {
    const { server } = newServer();
    const st = expectErr(server.list(admin, rss, { fieldSelector: 'status.replicas=0' }));
    expect(st.code).toBe(400);
    expect(st.message).toBe(
      '"status.replicas" is not a known field selector: only "metadata.name", "metadata.namespace"',
    );
  });

  it('a Pod without hostNetwork is selected by spec.hostNetwork=false', () => {
    const { server } = newServer();
    const pod = (name: string, hostNetwork?: boolean): JsonObject => ({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { name },
      spec: {
        ...(hostNetwork ? { hostNetwork } : {}),
        containers: [{ name: 'agent', image: 'fluent/fluent-bit:3.1' }],
      },
    });
    expectOk(server.create(admin, pods, pod('app')));
    expectOk(server.create(admin, pods, pod('node-agent', true)));
    const select = (fieldSelector: string) => names(expectOk(server.list(admin, pods, { fieldSelector })));
    expect(select('spec.hostNetwork=false')).toEqual(['app']);
    expect(select('spec.hostNetwork=true')).toEqual(['node-agent']);
  });
});

// kube-apiserver creates the `kubernetes` Service in default itself (pkg/controlplane/controller/
// kubernetesservice), so an envtest API server has it; its Endpoints and EndpointSlice carry the
// advertise address, which is 127.0.0.1 in envtest and refused by Endpoints validation (loopback),
// so envtest has neither.
import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../../src/kube/apiserver/index.ts';
import { newKubeEnv } from '../../../src/kube/bind/env.ts';
import type { VirtualClock } from '../../../src/kube/runtime/clock.ts';
import { admin, services, TestClock } from '../helpers.ts';

const endpoints = { group: '', version: 'v1', resource: 'endpoints' };
const endpointslices = { group: 'discovery.k8s.io', version: 'v1', resource: 'endpointslices' };

describe('the kubernetes Service of an envtest API server', () => {
  it('is in default from the start, at the range’s first IP, with no Endpoints or EndpointSlice', () => {
    const server = new ApiServer({ clock: new TestClock() });
    const r = server.get(admin, { ...services, namespace: 'default' }, 'kubernetes');
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(r.object.metadata).toMatchObject({
      name: 'kubernetes',
      namespace: 'default',
      labels: { component: 'apiserver', provider: 'kubernetes' },
      resourceVersion: '5',
    });
    expect(r.object.spec).toMatchObject({
      type: 'ClusterIP',
      clusterIP: '10.96.0.1',
      clusterIPs: ['10.96.0.1'],
      sessionAffinity: 'None',
      ports: [{ name: 'https', port: 443, protocol: 'TCP', targetPort: 6443 }],
    });
    const eps = server.list(admin, { ...endpoints, namespace: 'default' });
    const slices = server.list(admin, { ...endpointslices, namespace: 'default' });
    if (!eps.ok || !slices.ok) throw new Error('list failed');
    expect([eps.object.items, slices.object.items]).toEqual([[], []]);
  });
});

describe('kube-apiserver’s loop for the kubernetes Service (kubernetesservice/controller.go Run)', () => {
  it('puts a deleted Service back at its next 10 s tick on envtest, not before', () => {
    const env = newKubeEnv();
    const clock = env.clock as VirtualClock;
    clock.advance(3_000);
    const del = env.server.delete(admin, { ...services, namespace: 'default' }, 'kubernetes');
    expect(del.ok).toBe(true);
    clock.advance(6_999);
    expect(env.server.get(admin, { ...services, namespace: 'default' }, 'kubernetes').ok).toBe(false);
    clock.advance(1);
    const r = env.server.get(admin, { ...services, namespace: 'default' }, 'kubernetes');
    if (!r.ok) throw new Error(JSON.stringify(r));
    expect(r.object.metadata).toMatchObject({ labels: { component: 'apiserver', provider: 'kubernetes' } });
    expect(r.object.spec).toMatchObject({ clusterIP: '10.96.0.1', ports: [{ name: 'https', port: 443 }] });
    // and again on a later deletion, at the tick after it
    env.server.delete(admin, { ...services, namespace: 'default' }, 'kubernetes');
    clock.advance(9_999);
    expect(env.server.get(admin, { ...services, namespace: 'default' }, 'kubernetes').ok).toBe(false);
    clock.advance(1);
    expect(env.server.get(admin, { ...services, namespace: 'default' }, 'kubernetes').ok).toBe(true);
  });
});

/**
 * The Service storage's allocators across Services, as kube-apiserver 1.34 answers before validation
 * (pkg/registry/core/service/storage/alloc.go): a node port or cluster IP another Service holds is
 * already allocated, an IP outside the service range is refused with the range, and deleting a
 * Service gives its IP and node ports back.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, namespaces, newServer, ns, services } from '../helpers.ts';

const svcs = ns(services, 'default');
const other = ns(services, 'monitoring');

function serverWithMonitoring() {
  const { server } = newServer();
  expectOk(
    server.create(admin, namespaces, {
      apiVersion: 'v1',
      kind: 'Namespace',
      metadata: { name: 'monitoring' },
    }),
  );
  return server;
}

const nodePortService = (name: string, nodePort: number): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name },
  spec: {
    type: 'NodePort',
    selector: { 'app.kubernetes.io/name': name },
    ports: [{ name: 'http', port: 80, targetPort: 8080, nodePort }],
  },
});
const fixedIP = (name: string, clusterIP: string): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name },
  spec: { clusterIP, selector: { app: name }, ports: [{ port: 53, protocol: 'UDP' }] },
});

describe('Service allocation across Services', () => {
  it('a node port held by a Service in another namespace is already allocated until that Service is gone', () => {
    const server = serverWithMonitoring();
    expectOk(server.create(admin, other, nodePortService('grafana', 30080)));
    expect(expectErr(server.create(admin, svcs, nodePortService('web', 30080))).message).toBe(
      'Service "web" is invalid: spec.ports[0].nodePort: Invalid value: 30080: provided port is already allocated',
    );
    expectOk(server.delete(admin, other, 'grafana'));
    const web = expectOk(server.create(admin, svcs, nodePortService('web', 30080))) as JsonObject;
    expect(((web.spec as JsonObject).ports as JsonObject[])[0]?.nodePort).toBe(30080);
  });

  it('a cluster IP asked for must be free and in the service range', () => {
    const server = serverWithMonitoring();
    expect(expectErr(server.create(admin, svcs, fixedIP('dns', '10.96.0.1'))).message).toBe(
      'Service "dns" is invalid: spec.clusterIPs: Invalid value: ["10.96.0.1"]: failed to allocate IP 10.96.0.1: provided IP is already allocated',
    );
    expect(expectErr(server.create(admin, svcs, fixedIP('dns', '10.0.0.10'))).message).toBe(
      'Service "dns" is invalid: spec.clusterIPs: Invalid value: ["10.0.0.10"]: failed to allocate IP 10.0.0.10: the provided IP (10.0.0.10) is not in the valid range. The range of valid IPs is 10.96.0.0/16',
    );
    expectOk(server.create(admin, svcs, fixedIP('dns', '10.96.0.10')));
    expect(expectErr(server.create(admin, other, fixedIP('dns', '10.96.0.10'))).code).toBe(422);
    expectOk(server.delete(admin, svcs, 'dns'));
    expectOk(server.create(admin, other, fixedIP('dns', '10.96.0.10')));
  });

  it('dynamic allocation skips an IP another Service asked for', () => {
    const { server } = newServer();
    expectOk(server.create(admin, svcs, fixedIP('pinned', '10.96.0.2')));
    const next = expectOk(
      server.create(admin, svcs, { ...fixedIP('free', ''), spec: { ports: [{ port: 80 }] } }),
    );
    expect(((next as JsonObject).spec as JsonObject).clusterIP).toBe('10.96.0.3');
  });
});

describe('a Service write that does not persist gives its allocations back', () => {
  const web = (name: string, extra: JsonObject = {}): JsonObject => ({
    apiVersion: 'v1',
    kind: 'Service',
    metadata: { name },
    spec: { type: 'NodePort', selector: { app: name }, ports: [{ name: 'http', port: 80 }], ...extra },
  });
  const allocated = (o: JsonObject) => {
    const spec = o.spec as JsonObject;
    return [spec.clusterIP, (spec.ports as JsonObject[])[0]?.nodePort];
  };

  it('a refused create and a dry run leave the next IP and node port where they were', () => {
    const plain = newServer().server;
    const expected = allocated(expectOk(plain.create(admin, svcs, web('api'))));

    const { server } = newServer();
    // refused after the allocation: the port name is not a valid IANA service name
    expectErr(server.create(admin, svcs, web('bad', { ports: [{ name: 'HTTP_', port: 80 }] })));
    const dry = expectOk(server.create(admin, svcs, web('api'), { dryRun: true }));
    expect(allocated(dry)).toEqual(expected);
    expect(allocated(expectOk(server.create(admin, svcs, web('api'))))).toEqual(expected);
  });
});

/**
 * validateService's rules for the type (kube-apiserver 1.34, pkg/apis/core/validation): an
 * ExternalName Service has no cluster IPs (a clusterIP alone fills clusterIPs first, as the
 * strategy's NormalizeClusterIPs does on create), no IP families or family policy, and a DNS-1123
 * subdomain as its name, a trailing dot allowed; a headless NodePort or LoadBalancer is refused.
 * These come after a missing ports error and before each port's own.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns, services } from '../helpers.ts';

const svcs = ns(services, 'default');
const create = (spec: JsonObject) => {
  const { server } = newServer();
  return server.create(admin, svcs, { apiVersion: 'v1', kind: 'Service', metadata: { name: 'db' }, spec });
};
const FORBIDDEN = 'Forbidden: may not be set for ExternalName services';
const SUBDOMAIN =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

describe('ExternalName Services', () => {
  it('take a fully qualified name with its trailing dot, and get no cluster IP', () => {
    const svc = expectOk(create({ type: 'ExternalName', externalName: 'db.example.com.' }));
    expect(svc.spec).toEqual({
      type: 'ExternalName',
      externalName: 'db.example.com.',
      sessionAffinity: 'None',
    });
  });

  it('refuses cluster IPs, families and a family policy, then a name that is no subdomain', () => {
    const err = expectErr(
      create({
        type: 'ExternalName',
        externalName: 'DB_host.',
        clusterIP: '10.96.0.50',
        ipFamilies: ['IPv4'],
        ipFamilyPolicy: 'SingleStack',
      }),
    );
    expect(err.message).toBe(
      `Service "db" is invalid: [spec.clusterIPs: ${FORBIDDEN}, spec.ipFamilies: ${FORBIDDEN}, spec.ipFamilyPolicy: ${FORBIDDEN}, spec.externalName: Invalid value: "DB_host": ${SUBDOMAIN}]`,
    );
  });

  it('requires the name, and reports it before the ports', () => {
    const err = expectErr(create({ type: 'ExternalName', externalName: '.', ports: [{ port: 0 }] }));
    expect(err.details?.causes?.map((c) => c.field)).toEqual([
      'spec.externalName',
      'spec.ports[0].port',
      'spec.ports[0].targetPort',
    ]);
    expect(err.details?.causes?.[0]?.message).toBe('Required value');
  });
});

describe('headless Services of other types', () => {
  it('a NodePort or LoadBalancer Service may not be headless', () => {
    for (const type of ['NodePort', 'LoadBalancer'])
      expect(expectErr(create({ type, clusterIP: 'None', ports: [{ port: 80 }] })).message).toBe(
        `Service "db" is invalid: spec.clusterIPs[0]: Invalid value: "None": may not be set to 'None' for ${type} services`,
      );
  });
});

/**
 * A Service's cluster IPs, type and node ports as kube-apiserver 1.34 judges them: the storage's
 * check before allocating (initIPFamilyFields → ValidateServiceClusterIPsRelatedFields), whose errors
 * are the only ones of the request; the type's NotSupported and node ports on a ClusterIP Service
 * (validateService); and dropTypeDependentFields, which lets a Service sent back with a new type
 * shed the node ports it no longer needs.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, expectErr, expectOk, newServer, ns, services } from '../helpers.ts';

const svcs = ns(services, 'default');

const service = (spec: JsonObject): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name: 'web' },
  spec: { selector: { app: 'web' }, ports: [{ port: 80 }], ...spec },
});

describe('clusterIP and clusterIPs', () => {
  it('clusterIPs[0] must be clusterIP, and that is the only error of the create', () => {
    const { server } = newServer();
    const st = expectErr(
      server.create(
        admin,
        svcs,
        service({ clusterIP: '10.96.0.50', clusterIPs: ['10.96.0.51'], ports: [{ port: 0 }] }),
      ),
    );
    expect(st.code).toBe(422);
    expect(st.message).toBe(
      'Service "web" is invalid: spec.clusterIPs: Invalid value: ["10.96.0.51"]: first value must match `clusterIP`',
    );
    expect(st.details?.causes).toEqual([
      {
        reason: 'FieldValueInvalid',
        message: 'Invalid value: ["10.96.0.51"]: first value must match `clusterIP`',
        field: 'spec.clusterIPs',
      },
    ]);
  });

  it('clusterIPs without clusterIP, a bad address, and too many values', () => {
    const { server } = newServer();
    expect(expectErr(server.create(admin, svcs, service({ clusterIPs: ['10.96.0.51'] }))).message).toBe(
      'Service "web" is invalid: spec.clusterIPs: Invalid value: ["10.96.0.51"]: must be empty when `clusterIP` is not specified',
    );
    expect(expectErr(server.create(admin, svcs, service({ clusterIP: '10.96.0.256' }))).message).toBe(
      'Service "web" is invalid: spec.clusterIPs[0]: Invalid value: "10.96.0.256": must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)',
    );
    const three = ['10.96.0.5', 'fd00::5', '10.96.0.6'];
    expect(
      expectErr(server.create(admin, svcs, service({ clusterIP: '10.96.0.5', clusterIPs: three }))).message,
    ).toBe(
      'Service "web" is invalid: spec.clusterIPs: Invalid value: ["10.96.0.5","fd00::5","10.96.0.6"]: may only hold up to 2 values',
    );
    const two = ['10.96.0.5', '10.96.0.6'];
    expect(
      expectErr(server.create(admin, svcs, service({ clusterIP: '10.96.0.5', clusterIPs: two }))).message,
    ).toBe(
      'Service "web" is invalid: spec.clusterIPs: Invalid value: ["10.96.0.5","10.96.0.6"]: may specify no more than one IP for each IP family',
    );
    expect(
      expectErr(server.create(admin, svcs, service({ clusterIP: '10.96.0.5', ipFamilies: ['IPv6'] })))
        .message,
    ).toBe(
      'Service "web" is invalid: spec.clusterIPs[0]: Invalid value: "10.96.0.5": expected an IPv6 value as indicated by `ipFamilies[0]`',
    );
    expect(expectErr(server.create(admin, svcs, service({ ipFamilyPolicy: 'DualStack' }))).message).toBe(
      'Service "web" is invalid: spec.ipFamilyPolicy: Unsupported value: "DualStack": supported values: "PreferDualStack", "RequireDualStack", "SingleStack"',
    );
    // a matching pair is taken as it is
    const ok = expectOk(
      server.create(admin, svcs, service({ clusterIP: '10.96.0.50', clusterIPs: ['10.96.0.50'] })),
    );
    expect((ok.spec as JsonObject).clusterIPs).toEqual(['10.96.0.50']);
  });

  it('on update the storage check also comes first and alone', () => {
    const { server } = newServer();
    const live = expectOk(server.create(admin, svcs, service({})));
    const spec = live.spec as JsonObject;
    const st = expectErr(
      server.update(admin, svcs, {
        ...live,
        metadata: { ...(live.metadata as JsonObject), labels: { 'bad label': 'x' } },
        spec: { ...spec, clusterIPs: ['10.96.200.200'] },
      }),
    );
    expect(st.message).toBe(
      'Service "web" is invalid: spec.clusterIPs: Invalid value: ["10.96.200.200"]: first value must match `clusterIP`',
    );
  });
});

describe('type and node ports', () => {
  it('an unknown type is not supported; a ClusterIP Service may not name node ports', () => {
    const { server } = newServer();
    expect(expectErr(server.create(admin, svcs, service({ type: 'Internal' }))).message).toBe(
      'Service "web" is invalid: spec.type: Unsupported value: "Internal": supported values: "ClusterIP", "ExternalName", "LoadBalancer", "NodePort"',
    );
    const two = [
      { name: 'http', port: 80, nodePort: 30080 },
      { name: 'https', port: 443, nodePort: 30443 },
    ];
    expect(expectErr(server.create(admin, svcs, service({ ports: two }))).message).toBe(
      "Service \"web\" is invalid: [spec.ports[0].nodePort: Forbidden: may not be used when `type` is 'ClusterIP', spec.ports[1].nodePort: Forbidden: may not be used when `type` is 'ClusterIP']",
    );
  });

  it('a NodePort Service sent back as ClusterIP sheds its node ports; a new node port is refused', () => {
    const { server } = newServer();
    const live = expectOk(server.create(admin, svcs, service({ type: 'NodePort' })));
    const spec = live.spec as JsonObject;
    const nodePort = ((spec.ports as JsonObject[])[0] as JsonObject).nodePort as number;
    expect(nodePort).toBeGreaterThanOrEqual(30000);
    const moved = expectErr(
      server.update(admin, svcs, {
        ...live,
        spec: { ...spec, type: 'ClusterIP', ports: [{ port: 80, protocol: 'TCP', nodePort: nodePort + 1 }] },
      }),
    );
    expect(moved.message).toBe(
      'Service "web" is invalid: spec.ports[0].nodePort: Forbidden: may not be used when `type` is \'ClusterIP\'',
    );
    const back = expectOk(
      server.update(admin, svcs, {
        ...live,
        spec: { ...spec, type: 'ClusterIP', externalTrafficPolicy: 'Cluster' },
      }),
    );
    const backSpec = back.spec as JsonObject;
    expect((backSpec.ports as JsonObject[])[0].nodePort).toBeUndefined();
    expect(backSpec.externalTrafficPolicy).toBeUndefined();
    expect(backSpec.clusterIP).toBe(spec.clusterIP);
  });
});

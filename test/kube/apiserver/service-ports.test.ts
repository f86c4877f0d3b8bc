// A Service's ports as kube-apiserver 1.34 validates them (kubernetes
// pkg/apis/core/validation/validation.go ValidateService and validateServicePort, ValidatePortNumOrName;
// k8s.io/apimachinery pkg/util/validation IsValidPortNum, IsValidPortName).
import { expect, test } from 'vitest';
import { ApiServer, type JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, services, TestClock } from '../helpers.ts';

const at = { ...services, namespace: 'default' };
const svc = (name: string, spec: JsonObject) => ({
  apiVersion: 'v1',
  kind: 'Service',
  metadata: { name },
  spec,
});

function message(r: ReturnType<ApiServer['create']>): string {
  if (r.ok) throw new Error('accepted');
  return r.status.message;
}

test('several ports need names; numbers in range; a named target port is an IANA service name', () => {
  const server = new ApiServer({ clock: new TestClock() });
  const r = server.create(
    admin,
    at,
    svc('web', {
      ports: [
        { port: 80, targetPort: 'http_port' },
        { name: 'metrics', port: 70000, protocol: 'HTTP', targetPort: 9090 },
        { name: 'metrics', port: 443, targetPort: 0 },
      ],
    }),
  );
  expect(message(r)).toBe(
    'Service "web" is invalid: [spec.ports[0].name: Required value, spec.ports[0].targetPort: Invalid value: "http_port": must contain only alpha-numeric characters (a-z, 0-9), and hyphens (-), spec.ports[1].port: Invalid value: 70000: must be between 1 and 65535, inclusive, spec.ports[1].protocol: Unsupported value: "HTTP": supported values: "SCTP", "TCP", "UDP", spec.ports[2].name: Duplicate value: "metrics"]',
  );
});

test('a Service needs ports unless it is headless or ExternalName', () => {
  const server = new ApiServer({ clock: new TestClock() });
  expect(message(server.create(admin, at, svc('bare', { selector: { app: 'x' } })))).toBe(
    'Service "bare" is invalid: spec.ports: Required value',
  );
  expect(server.create(admin, at, svc('headless', { clusterIP: 'None', selector: { app: 'x' } })).ok).toBe(
    true,
  );
  expect(
    server.create(admin, at, svc('ext', { type: 'ExternalName', externalName: 'db.example.com' })).ok,
  ).toBe(true);
});

test('server-side apply of ports without a protocol keeps them: the key field takes its TCP default', () => {
  const server = new ApiServer({ clock: new TestClock() });
  const applied = svc('web', { selector: { app: 'web' }, ports: [{ port: 80, targetPort: 8080 }] });
  const apply = () =>
    server.patch(admin, at, 'web', 'apply', applied, { fieldManager: 'operator', force: true });
  const first = apply();
  expect(first.ok).toBe(true);
  // Applied again, as a reconciler does every time: the ports are the same stored item.
  const again = apply();
  if (!again.ok) throw new Error(again.status.message);
  const spec = again.object.spec as JsonObject;
  expect(spec.ports).toEqual([{ port: 80, protocol: 'TCP', targetPort: 8080 }]);
  // The applier owns the item under its defaulted key, and not the protocol it left out.
  const mf = (again.object.metadata as JsonObject).managedFields as JsonObject[];
  const fields = JSON.stringify(mf.find((m) => m.manager === 'operator')?.fieldsV1);
  expect(fields).toContain(
    '"k:{\\"port\\":80,\\"protocol\\":\\"TCP\\"}":{".":{},"f:port":{},"f:targetPort":{}}',
  );
  // A second port added by the next apply is merged beside it.
  const two = server.patch(
    admin,
    at,
    'web',
    'apply',
    svc('web', {
      selector: { app: 'web' },
      ports: [
        { name: 'http', port: 80, targetPort: 8080 },
        { name: 'metrics', port: 9090 },
      ],
    }),
    { fieldManager: 'operator' },
  );
  if (!two.ok) throw new Error(two.status.message);
  expect(
    ((two.object.spec as JsonObject).ports as JsonObject[]).map((p) => [p.name, p.port, p.protocol]),
  ).toEqual([
    ['http', 80, 'TCP'],
    ['metrics', 9090, 'TCP'],
  ]);
});

test('an appProtocol must be a qualified name', () => {
  const server = new ApiServer({ clock: new TestClock() });
  expect(
    message(
      server.create(
        admin,
        at,
        svc('web', { selector: { app: 'web' }, ports: [{ port: 80, appProtocol: 'h2 c' }] }),
      ),
    ),
  ).toBe(
    "Service \"web\" is invalid: spec.ports[0].appProtocol: Invalid value: \"h2 c\": name part must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]')",
  );
  expect(
    server.create(
      admin,
      at,
      svc('ok', { selector: { app: 'web' }, ports: [{ port: 80, appProtocol: 'kubernetes.io/h2c' }] }),
    ).ok,
  ).toBe(true);
});

test('node ports asked for are allocated before validation: the range, and one port asked for twice', () => {
  const server = new ApiServer({ clock: new TestClock() });
  // the allocator's error is the only one, though neither port has the name two ports need
  expect(
    message(
      server.create(
        admin,
        at,
        svc('np', {
          type: 'NodePort',
          selector: { app: 'web' },
          ports: [{ port: 80 }, { port: 443, nodePort: 8443 }],
        }),
      ),
    ),
  ).toBe(
    'Service "np" is invalid: spec.ports[1].nodePort: Invalid value: 8443: provided port is not in the valid range. The range of valid ports is 30000-32767',
  );
  expect(
    message(
      server.create(
        admin,
        at,
        svc('twice', {
          type: 'NodePort',
          selector: { app: 'web' },
          ports: [
            { name: 'http', port: 80, nodePort: 30080 },
            { name: 'https', port: 443, nodePort: 30080 },
          ],
        }),
      ),
    ),
  ).toBe(
    'Service "twice" is invalid: spec.ports[1].nodePort: Invalid value: 30080: provided port is already allocated',
  );
  // the same port number over TCP and UDP shares its node port
  const dns = server.create(
    admin,
    at,
    svc('dns', {
      type: 'NodePort',
      selector: { app: 'dns' },
      ports: [
        { name: 'dns', port: 53, protocol: 'UDP', nodePort: 30053 },
        { name: 'dns-tcp', port: 53, protocol: 'TCP', nodePort: 30053 },
      ],
    }),
  );
  if (!dns.ok) throw new Error(dns.status.message);
  // on update only a node port the Service did not hold is allocated
  const spec = dns.object.spec as JsonObject;
  const ports = spec.ports as JsonObject[];
  const r = server.update(admin, at, {
    ...dns.object,
    spec: {
      ...spec,
      ports: [ports[0], ports[1], { name: 'metrics', port: 9153, protocol: 'TCP', nodePort: 40000 }],
    },
  });
  if (r.ok) throw new Error('accepted');
  expect(r.status.message).toBe(
    'Service "dns" is invalid: spec.ports[2].nodePort: Invalid value: 40000: provided port is not in the valid range. The range of valid ports is 30000-32767',
  );
});

test('a protocol and port twice, and a node port twice for one protocol, are duplicates', () => {
  const server = new ApiServer({ clock: new TestClock() });
  expect(
    message(
      server.create(
        admin,
        at,
        svc('web', {
          selector: { app: 'web' },
          ports: [
            { name: 'http', port: 80, targetPort: 8080 },
            { name: 'dns', port: 80, protocol: 'UDP' },
            { name: 'alt', port: 80, targetPort: 8081 },
          ],
        }),
      ),
    ),
  ).toBe(
    'Service "web" is invalid: spec.ports[2]: Duplicate value: {"Name":"","Protocol":"TCP","AppProtocol":null,"Port":80,"TargetPort":0,"NodePort":0}',
  );
  const np = server.create(
    admin,
    at,
    svc('np', {
      type: 'NodePort',
      selector: { app: 'web' },
      ports: [{ name: 'http', port: 80, nodePort: 30080 }],
    }),
  );
  if (!np.ok) throw new Error(np.status.message);
  // a node port the Service already holds is not allocated again, so validation finds the duplicate
  const spec = np.object.spec as JsonObject;
  const r = server.update(admin, at, {
    ...np.object,
    spec: {
      ...spec,
      ports: [
        ...(spec.ports as JsonObject[]),
        { name: 'https', port: 443, protocol: 'TCP', nodePort: 30080 },
      ],
    },
  });
  if (r.ok) throw new Error('accepted');
  expect(r.status.message).toBe('Service "np" is invalid: spec.ports[1].nodePort: Duplicate value: 30080');
});

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

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

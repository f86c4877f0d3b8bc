// A pod template's probes, lifecycle hooks, env field selectors and volumes come back defaulted as
// kube-apiserver's generated defaulter leaves them (kubernetes pkg/apis/core/v1/defaults.go and
// zz_generated.defaults.go): an operator comparing its desired Deployment with the live one sees them.
import { expect, test } from 'vitest';
import { ApiServer } from '../../src/kube/apiserver/index.ts';
import type { KubeObject } from '../../src/kube/apiserver/types.ts';

const ctx = {
  user: { username: 'admin', groups: ['system:masters'] },
  userAgent: 'test',
  clientPath: 'direct' as const,
};

test('probes, hooks, env field selectors and volumes of a Deployment template are defaulted', () => {
  const api = new ApiServer({ clock: { now: () => Date.parse('2026-12-01T00:00:00Z') } });
  const body: KubeObject = {
    apiVersion: 'apps/v1',
    kind: 'Deployment',
    metadata: { name: 'web' },
    spec: {
      selector: { matchLabels: { app: 'web' } },
      template: {
        metadata: { labels: { app: 'web' } },
        spec: {
          containers: [
            {
              name: 'web',
              image: 'nginx:1.27',
              env: [{ name: 'POD', valueFrom: { fieldRef: { fieldPath: 'metadata.name' } } }],
              readinessProbe: { httpGet: { port: 8080 } },
              livenessProbe: { grpc: { port: 9090 }, periodSeconds: 0, failureThreshold: 5 },
              startupProbe: { tcpSocket: { port: 8080 }, timeoutSeconds: 3 },
              lifecycle: { preStop: { httpGet: { port: 8080, path: '/drain', scheme: 'HTTPS' } } },
            },
          ],
          volumes: [
            { name: 'config', configMap: { name: 'web' } },
            { name: 'certs', secret: { secretName: 'web-tls', defaultMode: 0o400 } },
            { name: 'host', hostPath: { path: '/var/log' } },
            { name: 'scratch' },
            {
              name: 'token',
              projected: {
                sources: [
                  { serviceAccountToken: { path: 'token', audience: 'vault' } },
                  { downwardAPI: { items: [{ path: 'name', fieldRef: { fieldPath: 'metadata.name' } }] } },
                ],
              },
            },
            {
              name: 'cache',
              ephemeral: {
                volumeClaimTemplate: {
                  spec: { accessModes: ['ReadWriteOnce'], resources: { requests: { storage: '1Gi' } } },
                },
              },
            },
          ],
        },
      },
    },
  };
  const r = api.create(
    ctx,
    { group: 'apps', version: 'v1', resource: 'deployments', namespace: 'default' },
    body,
  );
  if (!r.ok) throw new Error(r.status.message);
  const spec = (r.object.spec as any).template.spec;
  const c = spec.containers[0];
  expect(c.env[0].valueFrom.fieldRef).toEqual({ apiVersion: 'v1', fieldPath: 'metadata.name' });
  expect(c.readinessProbe).toEqual({
    httpGet: { port: 8080, path: '/', scheme: 'HTTP' },
    timeoutSeconds: 1,
    periodSeconds: 10,
    successThreshold: 1,
    failureThreshold: 3,
  });
  expect(c.livenessProbe).toMatchObject({
    grpc: { port: 9090, service: '' },
    periodSeconds: 10,
    failureThreshold: 5,
  });
  expect(c.startupProbe).toMatchObject({ timeoutSeconds: 3, periodSeconds: 10 });
  expect(c.lifecycle.preStop.httpGet).toEqual({ port: 8080, path: '/drain', scheme: 'HTTPS' });
  expect(spec.volumes).toEqual([
    { name: 'config', configMap: { name: 'web', defaultMode: 420 } },
    { name: 'certs', secret: { secretName: 'web-tls', defaultMode: 256 } },
    { name: 'host', hostPath: { path: '/var/log', type: '' } },
    { name: 'scratch', emptyDir: {} },
    {
      name: 'token',
      projected: {
        sources: [
          { serviceAccountToken: { path: 'token', audience: 'vault', expirationSeconds: 3600 } },
          {
            downwardAPI: {
              items: [{ path: 'name', fieldRef: { fieldPath: 'metadata.name', apiVersion: 'v1' } }],
            },
          },
        ],
        defaultMode: 420,
      },
    },
    {
      name: 'cache',
      ephemeral: {
        volumeClaimTemplate: {
          spec: {
            accessModes: ['ReadWriteOnce'],
            resources: { requests: { storage: '1Gi' } },
            volumeMode: 'Filesystem',
          },
        },
      },
    },
  ]);
});

/**
 * Server-side apply of a value the kind's schema cannot hold, or of a field it does not declare:
 * structured-merge-diff refuses it as it makes the applied object typed, a plain error, so a 500
 * without a reason ([AM] managedfields/internal/structuredmerge.go: `failed to create typed patch
 * object (<ns>/<name>; <gvk>): …`). The words are [SMD] typed/validate.go validateScalar (numeric:
 * %T of the unstructured value; string: %#v of its *value.valueUnstructured; boolean: %v of it),
 * typed/helpers.go mapValue/listValue ("expected map, got %v") and visitMapItems ("field not
 * declared in schema", which ends the walk of that map). The apply body is decoded by sigs.k8s.io/yaml,
 * so its numbers are float64.
 */
import { describe, expect, it } from 'vitest';
import '../../../src/kube/rest/bind-transport.ts';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, configmaps, deployments, expectErr, expectOk, newServer, ns } from '../helpers.ts';

const cms = ns(configmaps, 'default');
const deploys = ns(deployments, 'default');

function applyCm(body: JsonObject) {
  const { server } = newServer();
  const obj = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'c', namespace: 'default' }, ...body };
  return { server, r: server.patch(admin, cms, 'c', 'apply', obj, { fieldManager: 'op' }) };
}

const PREFIX = 'failed to create typed patch object (default/c; /v1, Kind=ConfigMap): ';

describe('the schema types of an applied object', () => {
  it('a number where a string is declared: %#v of the value, a 500 and nothing stored', () => {
    const { server, r } = applyCm({ data: { n: 3 } });
    const st = expectErr(r);
    expect(st.code).toBe(500);
    expect(st.reason).toBe('');
    expect(st.message).toBe(`${PREFIX}.data.n: expected string, got &value.valueUnstructured{Value:3}`);
    expect(expectErr(server.get(admin, cms, 'c')).code).toBe(404);
  });

  it('a string where a boolean is declared, and a map where a string is', () => {
    expect(expectErr(applyCm({ immutable: 'yes' }).r).message).toBe(
      `${PREFIX}.immutable: expected boolean, got &{yes}`,
    );
    expect(expectErr(applyCm({ data: { m: { a: 'b' } } }).r).message).toBe(
      `${PREFIX}.data.m: expected string, got &value.valueUnstructured{Value:map[string]interface {}{"a":"b"}}`,
    );
  });

  it('a scalar where a map is declared, and an undeclared field', () => {
    expect(expectErr(applyCm({ data: 'x' }).r).message).toBe(`${PREFIX}.data: expected map, got &{x}`);
    expect(expectErr(applyCm({ sops: { mac: 'x' } }).r).message).toBe(
      `${PREFIX}.sops: field not declared in schema`,
    );
  });

  it('a string where a number is declared: %T of the value; several errors under errors:', () => {
    const { server } = newServer();
    const st = expectErr(
      server.patch(
        admin,
        deploys,
        'web',
        'apply',
        {
          apiVersion: 'apps/v1',
          kind: 'Deployment',
          metadata: { name: 'web', namespace: 'default' },
          spec: { replicas: '3', paused: 1 },
        },
        { fieldManager: 'op' },
      ),
    );
    expect(st.code).toBe(500);
    expect(st.message).toBe(
      'failed to create typed patch object (default/web; apps/v1, Kind=Deployment): errors:\n' +
        '  .spec.paused: expected boolean, got &{1}\n' +
        '  .spec.replicas: expected numeric (int or float), got string',
    );
  });

  it('untyped scalars (Quantity, IntOrString, Time) take a number or a string; a valid apply is stored', () => {
    const { server } = newServer();
    expectOk(
      server.patch(
        admin,
        deploys,
        'web',
        'apply',
        {
          apiVersion: 'apps/v1',
          kind: 'Deployment',
          metadata: { name: 'web', namespace: 'default', creationTimestamp: null },
          spec: {
            selector: { matchLabels: { app: 'web' } },
            strategy: { rollingUpdate: { maxSurge: 1, maxUnavailable: '25%' } },
            template: {
              metadata: { labels: { app: 'web' } },
              spec: {
                containers: [
                  { name: 'web', image: 'nginx', resources: { limits: { cpu: 1, memory: '1Gi' } } },
                ],
              },
            },
          },
        },
        { fieldManager: 'op' },
      ),
    );
  });
});

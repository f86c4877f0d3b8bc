// The names inside a pod spec, validated where ValidatePodSpec checks them (kubernetes
// pkg/apis/core/validation/validation.go): serviceAccountName and nodeName as DNS-1123 subdomains
// (ValidateServiceAccountName, ValidateNodeName) before activeDeadlineSeconds, hostname and
// subdomain as DNS-1123 labels (ValidateDNS1123Label) after it. Before, none was checked: a Pod
// with hostname "Bad_Host" was stored.
import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../../src/kube/apiserver/index.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';

const ctx = {
  user: { username: 'admin', groups: ['system:masters'] },
  userAgent: 'test',
  clientPath: 'direct' as const,
};

const LABEL =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";
const SUBDOMAIN =
  "a lowercase RFC 1123 subdomain must consist of lower case alphanumeric characters, '-' or '.', and must start and end with an alphanumeric character (e.g. 'example.com', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?(\\.[a-z0-9]([-a-z0-9]*[a-z0-9])?)*')";

const spec: JsonObject = {
  serviceAccountName: 'My_SA',
  nodeName: 'node_1',
  activeDeadlineSeconds: 0,
  hostname: 'Bad_Host',
  subdomain: 'x.y',
  containers: [{ name: 'c', image: 'busybox' }],
};

function createError(group: string, resource: string, kind: string, body: JsonObject): string {
  const api = new ApiServer({ clock: { now: () => Date.parse('2026-12-01T00:00:00Z') } });
  const r = api.create(
    ctx,
    { group, version: 'v1', resource, namespace: 'default' },
    { apiVersion: group === '' ? 'v1' : `${group}/v1`, kind, metadata: { name: 'x' }, ...body },
  );
  if (r.ok) throw new Error('stored');
  return r.status.message;
}

describe('names in a pod spec', () => {
  it('a Pod: each name with its rule, in ValidatePodSpec order', () => {
    expect(createError('', 'pods', 'Pod', { spec })).toBe(
      `Pod "x" is invalid: [spec.serviceAccountName: Invalid value: "My_SA": ${SUBDOMAIN}, spec.nodeName: Invalid value: "node_1": ${SUBDOMAIN}, spec.activeDeadlineSeconds: Invalid value: 0: must be between 1 and 2147483647, inclusive, spec.hostname: Invalid value: "Bad_Host": ${LABEL}, spec.subdomain: Invalid value: "x.y": ${LABEL}]`,
    );
  });

  it("a Deployment: its template's, under spec.template.spec", () => {
    const message = createError('apps', 'deployments', 'Deployment', {
      spec: {
        selector: { matchLabels: { app: 'x' } },
        template: {
          metadata: { labels: { app: 'x' } },
          spec: { hostname: 'web.1', containers: [{ name: 'c', image: 'nginx' }] },
        },
      },
    });
    expect(message).toBe(
      `Deployment.apps "x" is invalid: spec.template.spec.hostname: Invalid value: "web.1": ${LABEL}`,
    );
  });
});

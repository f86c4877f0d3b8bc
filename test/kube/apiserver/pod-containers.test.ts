/**
 * A Pod's containers as ValidatePodSpec checks them (kubernetes pkg/apis/core/validation/validation.go
 * validateContainers, validateContainerCommon): at least one; a name that is a DNS-1123 label, unique;
 * an image. Before, a Pod without an image, the mistake a reconciler that builds Pods makes, was stored.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/index.ts';
import { admin, deployments, expectErr, expectOk, newServer, ns, pods } from '../helpers.ts';

const at = ns(pods, 'default');
const pod = (name: string, spec: JsonObject) => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name, namespace: 'default' },
  spec,
});
const LABEL =
  "a lowercase RFC 1123 label must consist of lower case alphanumeric characters or '-', and must start and end with an alphanumeric character (e.g. 'my-name',  or '123-abc', regex used for validation is '[a-z0-9]([-a-z0-9]*[a-z0-9])?')";

describe('Pod containers', () => {
  it('a container without an image is refused', () => {
    const { server } = newServer();
    const st = expectErr(server.create(admin, at, pod('p', { containers: [{ name: 'web' }] })));
    expect(st.code).toBe(422);
    expect(st.message).toBe('Pod "p" is invalid: spec.containers[0].image: Required value');
  });

  it('no containers; a bad name; a repeated name', () => {
    const { server } = newServer();
    expect(expectErr(server.create(admin, at, pod('p', { containers: [] }))).message).toBe(
      'Pod "p" is invalid: spec.containers: Required value',
    );
    const st = expectErr(
      server.create(
        admin,
        at,
        pod('q', {
          containers: [
            { name: 'Web_1', image: 'nginx' },
            { name: 'web', image: 'nginx' },
            { name: 'web', image: 'busybox' },
          ],
        }),
      ),
    );
    expect(st.message).toBe(
      `Pod "q" is invalid: [spec.containers[0].name: Invalid value: "Web_1": ${LABEL}, spec.containers[2].name: Duplicate value: "web"]`,
    );
  });

  it('a valid Pod is stored, and a Deployment template checks container names the same way', () => {
    const { server } = newServer();
    expectOk(server.create(admin, at, pod('ok', { containers: [{ name: 'web', image: 'nginx:1.27' }] })));
    const st = expectErr(
      server.create(admin, ns(deployments, 'default'), {
        apiVersion: 'apps/v1',
        kind: 'Deployment',
        metadata: { name: 'd', namespace: 'default' },
        spec: {
          selector: { matchLabels: { app: 'd' } },
          template: {
            metadata: { labels: { app: 'd' } },
            spec: { containers: [{ name: 'Main', image: 'nginx' }] },
          },
        },
      }),
    );
    expect(st.message).toBe(
      `Deployment.apps "d" is invalid: spec.template.spec.containers[0].name: Invalid value: "Main": ${LABEL}`,
    );
  });
});

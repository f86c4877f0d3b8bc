/**
 * Validation of Deployments (and the other workload kinds) and of immutable ConfigMaps and Secrets,
 * as kube-apiserver does it ([K] pkg/apis/apps/validation ValidateDeploymentSpec / Update,
 * pkg/apis/core/validation ValidateConfigMapUpdate / ValidateSecretUpdate): a selector that does
 * not match the template's labels (the classic first Deployment mistake), a changed selector, a
 * template without containers or images, data changed on an immutable ConfigMap — each the real 422.
 */
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { admin, configmaps, deployments, expectErr, expectOk, newServer, ns, secrets } from '../helpers.ts';

const deps = ns(deployments, 'default');

function deployment(
  selector: JsonObject,
  labels: JsonObject | undefined,
  containers: JsonObject[],
): JsonObject {
  return {
    metadata: { name: 'web' },
    spec: {
      selector,
      template: { metadata: labels ? { labels } : {}, spec: { containers } },
    },
  };
}

describe('Deployment validation', () => {
  it('rejects a selector that does not match the template labels, and a template without containers', () => {
    const { server } = newServer();
    const c = [{ name: 'web', image: 'nginx:1.27' }];
    expect(
      expectErr(
        server.create(admin, deps, deployment({ matchLabels: { app: 'web' } }, { app: 'api', tier: 'x' }, c)),
      ).message,
    ).toBe(
      'Deployment.apps "web" is invalid: spec.template.metadata.labels: Invalid value: map[string]string{"app":"api", "tier":"x"}: `selector` does not match template `labels`',
    );
    expect(
      expectErr(server.create(admin, deps, deployment({ matchLabels: { app: 'web' } }, undefined, [])))
        .message,
    ).toBe(
      'Deployment.apps "web" is invalid: [spec.template.metadata.labels: Invalid value: map[string]string(nil): `selector` does not match template `labels`, spec.template.spec.containers: Required value]',
    );
    expect(
      expectErr(
        server.create(
          admin,
          deps,
          deployment({ matchLabels: { app: 'web' } }, { app: 'web' }, [{ name: 'web' }]),
        ),
      ).message,
    ).toBe('Deployment.apps "web" is invalid: spec.template.spec.containers[0].image: Required value');
    const { spec: _s, ...noSelector } = deployment({}, { app: 'web' }, c);
    expect(
      expectErr(
        server.create(admin, deps, {
          ...noSelector,
          spec: { template: { metadata: { labels: { app: 'web' } }, spec: { containers: c } } },
        }),
      ).message,
    ).toBe('Deployment.apps "web" is invalid: spec.selector: Required value');
  });

  it('rejects a changed selector on update: field is immutable', () => {
    const { server } = newServer();
    const c = [{ name: 'web', image: 'nginx:1.27' }];
    const created = expectOk(
      server.create(admin, deps, deployment({ matchLabels: { app: 'web' } }, { app: 'web' }, c)),
    );
    const spec = created.spec as JsonObject;
    const template = spec.template as JsonObject;
    const changed = {
      ...created,
      spec: {
        ...spec,
        selector: { matchLabels: { app: 'web2' } },
        template: { ...template, metadata: { labels: { app: 'web2' } } },
      },
    };
    expect(expectErr(server.update(admin, deps, changed)).message).toBe(
      'Deployment.apps "web" is invalid: spec.selector: Invalid value: v1.LabelSelector{MatchLabels:map[string]string{"app":"web2"}, MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: field is immutable',
    );
    // the template may change freely while it still matches
    expectOk(server.update(admin, deps, { ...created, spec: { ...spec, replicas: 3 } }));
  });
});

describe('immutable ConfigMaps and Secrets', () => {
  it('forbids changing data or unsetting immutable, and a Secret type change', () => {
    const { server } = newServer();
    const cm = expectOk(
      server.create(admin, ns(configmaps, 'default'), {
        metadata: { name: 'cfg' },
        data: { a: '1' },
        immutable: true,
      }),
    );
    expect(
      expectErr(server.update(admin, ns(configmaps, 'default'), { ...cm, data: { a: '2' } })).message,
    ).toBe('ConfigMap "cfg" is invalid: data: Forbidden: field is immutable when `immutable` is set');
    expect(
      expectErr(server.update(admin, ns(configmaps, 'default'), { ...cm, immutable: false })).message,
    ).toBe('ConfigMap "cfg" is invalid: immutable: Forbidden: field is immutable when `immutable` is set');
    expectOk(
      server.update(admin, ns(configmaps, 'default'), {
        ...cm,
        metadata: { ...(cm.metadata as JsonObject), labels: { a: 'b' } },
      }),
    );
    const s = expectOk(
      server.create(admin, ns(secrets, 'default'), { metadata: { name: 's' }, data: { k: 'dg==' } }),
    );
    expect(
      expectErr(server.update(admin, ns(secrets, 'default'), { ...s, type: 'kubernetes.io/tls' })).message,
    ).toBe('Secret "s" is invalid: type: Invalid value: "kubernetes.io/tls": field is immutable');
  });
});

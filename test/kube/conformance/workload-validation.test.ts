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
      'Deployment.apps "web" is invalid: spec.template.metadata.labels: Invalid value: {"app":"api","tier":"x"}: `selector` does not match template `labels`',
    );
    expect(
      expectErr(server.create(admin, deps, deployment({ matchLabels: { app: 'web' } }, undefined, [])))
        .message,
    ).toBe(
      'Deployment.apps "web" is invalid: [spec.template.metadata.labels: Invalid value: null: `selector` does not match template `labels`, spec.template.spec.containers: Required value]',
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
    ).toBe(
      'Deployment.apps "web" is invalid: [spec.selector: Required value, spec.template.metadata.labels: Invalid value: {"app":"web"}: `selector` does not match template `labels`]',
    );
  });

  it('rejects an empty selector, naming the kind as each validator does', () => {
    const { server } = newServer();
    const c = [{ name: 'web', image: 'nginx:1.27' }];
    const body = (kind: string) => ({ kind, ...deployment({}, { app: 'web' }, c) });
    const msg = (plural: string, kind: string) =>
      expectErr(server.create(admin, ns({ ...deployments, resource: plural }, 'default'), body(kind)))
        .message;
    expect(msg('deployments', 'Deployment')).toBe(
      'Deployment.apps "web" is invalid: spec.selector: Invalid value: {}: empty selector is invalid for deployment',
    );
    // ReplicaSet's validator reuses Deployment's wording
    expect(msg('replicasets', 'ReplicaSet')).toBe(
      'ReplicaSet.apps "web" is invalid: spec.selector: Invalid value: {}: empty selector is invalid for deployment',
    );
    expect(msg('statefulsets', 'StatefulSet')).toBe(
      'StatefulSet.apps "web" is invalid: spec.selector: Invalid value: {}: empty selector is invalid for statefulset',
    );
    expect(msg('daemonsets', 'DaemonSet')).toBe(
      'DaemonSet.apps "web" is invalid: spec.selector: Invalid value: {}: empty selector is invalid for daemonset',
    );
  });

  it("prints selectors and labels as JSON with Go's escaping, expressions in field order", () => {
    const { server } = newServer();
    const sel = { matchExpressions: [{ operator: 'In', key: 'tier', values: ['a'] }] };
    // the label value is no valid one either: ValidatePodTemplateSpec's own error follows the match's
    expect(
      expectErr(
        server.create(admin, deps, deployment(sel, { tier: 'x&y', app: 'z' }, [{ name: 'w', image: 'i' }])),
      ).message,
    ).toBe(
      'Deployment.apps "web" is invalid: [spec.template.metadata.labels: Invalid value: {"app":"z","tier":"x\\u0026y"}: `selector` does not match template `labels`, ' +
        `spec.template.labels: Invalid value: "x&y": a valid label must be an empty string or consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyValue',  or 'my_value',  or '12345', regex used for validation is '(([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9])?')]`,
    );
  });

  it('a DaemonSet without a selector fails the match only; a StatefulSet template is pod-validated too (1.34)', () => {
    const { server } = newServer();
    const { selector: _sel, ...spec } = deployment({}, { app: 'web' }, []).spec as JsonObject;
    expect(
      expectErr(
        server.create(admin, ns({ ...deployments, resource: 'daemonsets' }, 'default'), {
          kind: 'DaemonSet',
          metadata: { name: 'web' },
          spec,
        }),
      ).message,
    ).toBe(
      'DaemonSet.apps "web" is invalid: [spec.template.metadata.labels: Invalid value: {"app":"web"}: `selector` does not match template `labels`, spec.template.spec.containers: Required value]',
    );
    // ValidatePodTemplateSpecForStatefulSet validates the pod spec since 1.34 (kubernetes#131790)
    expect(
      expectErr(
        server.create(admin, ns({ ...deployments, resource: 'statefulsets' }, 'default'), {
          kind: 'StatefulSet',
          metadata: { name: 'web' },
          spec: { ...spec, selector: { matchLabels: { app: 'web' } } },
        }),
      ).message,
    ).toBe('StatefulSet.apps "web" is invalid: spec.template.spec.containers: Required value');
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
      'Deployment.apps "web" is invalid: spec.selector: Invalid value: {"matchLabels":{"app":"web2"}}: field is immutable',
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
    ).toBe(
      // ValidateSecretUpdate: the type's immutability, then ValidateSecret of the new object, whose
      // type requires its keys
      'Secret "s" is invalid: [type: Invalid value: "kubernetes.io/tls": field is immutable, data[tls.crt]: Required value, data[tls.key]: Required value]',
    );
  });
});

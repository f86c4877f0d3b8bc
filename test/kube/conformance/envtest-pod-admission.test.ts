// envtest starts kube-apiserver with --disable-admission-plugins=ServiceAccount and nothing else
// disabled (controller-runtime pkg/internal/testing/controlplane/apiserver.go, defaultArgs), so a Pod
// created there goes through Priority and DefaultTolerationSeconds: a reconciler that compares the
// Pod it built with the one it reads sees those fields it never set.
import { describe, expect, it } from 'vitest';
import { ApiServer } from '../../../src/kube/apiserver/index.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { admin, expectOk, ns, pods, TestClock } from '../helpers.ts';

const pod = (name: string, spec: JsonObject = {}): JsonObject => ({
  apiVersion: 'v1',
  kind: 'Pod',
  metadata: { name },
  spec: { containers: [{ name: 'app', image: 'nginx:1.27' }], ...spec },
});
const defaultTolerations = [
  { key: 'node.kubernetes.io/not-ready', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 300 },
  { key: 'node.kubernetes.io/unreachable', operator: 'Exists', effect: 'NoExecute', tolerationSeconds: 300 },
];

describe('a Pod created on an envtest API server', () => {
  it('gets priority 0, PreemptLowerPriority and the two NoExecute tolerations, but no service account', () => {
    const server = new ApiServer({ clock: new TestClock() });
    const spec = expectOk(server.create(admin, ns(pods, 'default'), pod('web'))).spec as JsonObject;
    expect(spec).toMatchObject({ priority: 0, preemptionPolicy: 'PreemptLowerPriority' });
    expect(spec.tolerations).toEqual(defaultTolerations);
    expect(spec.serviceAccountName).toBeUndefined();
    expect(spec.volumes).toBeUndefined();
    // envtest has no default ServiceAccount, and without the plugin none is needed
    expect(
      server.get(
        admin,
        { group: '', version: 'v1', resource: 'serviceaccounts', namespace: 'default' },
        'default',
      ).ok,
    ).toBe(false);
  });

  it('keeps a toleration the Pod already has and adds only the missing one', () => {
    const server = new ApiServer({ clock: new TestClock() });
    const own = {
      key: 'node.kubernetes.io/unreachable',
      operator: 'Exists',
      effect: 'NoExecute',
      tolerationSeconds: 30,
    };
    const spec = expectOk(server.create(admin, ns(pods, 'default'), pod('web', { tolerations: [own] })))
      .spec as JsonObject;
    expect(spec.tolerations).toEqual([own, defaultTolerations[0]]);
  });

  it('runs the ServiceAccount plugin too where a controller manager keeps default accounts', () => {
    const server = new ApiServer({ clock: new TestClock(), podAdmission: true });
    const r = server.create(admin, ns(pods, 'default'), pod('web'));
    // no controller made the default ServiceAccount in this bare server: the plugin refuses
    expect(r.ok).toBe(false);
    expect(JSON.stringify(r)).toContain('error looking up service account default/default');
  });
});

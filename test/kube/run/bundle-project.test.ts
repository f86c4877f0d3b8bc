// A kubebuilder go/v4 project (test/kube/run/projects/bundle: controller-runtime v0.19.1, k8s.io
// v0.31.2) that embeds its manifests: a directory of YAML files as an embed.FS (`//go:embed base`,
// walked with fs.WalkDir; files named `_…` and `.…` are not embedded) and the Deployment's template
// as a string (`//go:embed deployment.yaml.tmpl`, text/template). Each document is decoded with the
// universal deserializer, named after the Bundle and server-side applied, owned by it; a spec change
// is applied again to the same objects. Loaded as `oplab run` reads a project (src/cli/run.ts).

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'bundle');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));
const BUNDLES = {
  group: 'apps.bundle.example.com',
  version: 'v1alpha1',
  resource: 'bundles',
  namespace: 'default',
};

let scheduled = false;
const r = runProject({
  files,
  objects,
  cluster: 'kind',
  virtualTimeLimitMs: 40_000,
  hooks: {
    afterCall(e, env) {
      if (scheduled || e.kind !== 'api' || e.resource !== 'bundles' || e.subresource !== 'status') return;
      scheduled = true;
      const ctx = { user: ADMIN_USER, clientPath: 'direct' as const };
      env.clock.after(10_000, () => {
        env.server.patch(ctx, BUNDLES, 'shop', 'merge', { spec: { replicas: 3, greeting: 'hello again' } });
      });
    },
  },
});

const meta = (o: JsonObject | undefined) => (o?.metadata ?? {}) as JsonObject;

describe('bundle operator project (manifests and a template through //go:embed)', () => {
  it('hands the embeddable files to the build, the hidden ones too (the build leaves them out)', () => {
    const names = files.map((f) => f.name).filter((n) => n.startsWith('internal/manifests/'));
    expect(names).toContain('internal/manifests/deployment.yaml.tmpl');
    expect(names).toContain('internal/manifests/base/rbac/service_account.yaml');
    expect(names).toContain('internal/manifests/base/_example_secret.yaml');
  });

  it('builds and runs to the end', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
  });

  it('applies every embedded manifest, named after the Bundle and owned by it', () => {
    const bundle = find(r, 'Bundle', 'default', 'shop')!;
    const uid = meta(bundle).uid;
    const config = find(r, 'ConfigMap', 'default', 'shop-config')!;
    const features = find(r, 'ConfigMap', 'default', 'shop-features')!;
    const svc = find(r, 'Service', 'default', 'shop-web')!;
    const sa = find(r, 'ServiceAccount', 'default', 'shop-runner')!;
    const web = find(r, 'Deployment', 'default', 'shop-web')!;
    for (const o of [config, features, svc, sa, web]) {
      expect(meta(o).ownerReferences).toEqual([
        {
          apiVersion: 'apps.bundle.example.com/v1alpha1',
          kind: 'Bundle',
          name: 'shop',
          uid,
          controller: true,
          blockOwnerDeletion: true,
        },
      ]);
      expect(meta(o).labels).toMatchObject({
        'app.kubernetes.io/instance': 'shop',
        'app.kubernetes.io/managed-by': 'bundle-operator',
      });
    }
    expect(config.data).toEqual({ mode: 'production', workers: '4' });
    expect(features.data).toEqual({ search: 'enabled' });
    expect((svc.spec as JsonObject).selector).toEqual({ 'app.kubernetes.io/component': 'web' });
    expect((web.spec as JsonObject).replicas).toBe(3);
    const pod = ((web.spec as JsonObject).template as JsonObject).spec as JsonObject;
    expect(pod.serviceAccountName).toBe('shop-runner');
    const container = (pod.containers as JsonObject[])[0];
    expect(container.image).toBe('ghcr.io/example/shop:2.3.0');
    expect(container.env).toEqual([{ name: 'GREETING', value: 'hello again' }]);
    expect(container.envFrom).toEqual([{ configMapRef: { name: 'shop-config' } }]);
  });

  it('applies nothing from the files embed leaves out (names starting with _ or .)', () => {
    expect(find(r, 'Secret', 'default', 'shop-example')).toBeUndefined();
    expect(find(r, 'ConfigMap', 'default', 'shop-old')).toBeUndefined();
  });

  it('reports the applied objects in the embedded files order and Ready for the latest generation', () => {
    const bundle = find(r, 'Bundle', 'default', 'shop')!;
    const status = bundle.status as JsonObject;
    expect(status.applied).toEqual([
      'ConfigMap/shop-config',
      'ConfigMap/shop-features',
      'ServiceAccount/shop-runner',
      'Service/shop-web',
      'Deployment/shop-web',
    ]);
    const conds = status.conditions as JsonObject[];
    expect(conds.map((c) => [c.type, c.status, c.reason, c.message, c.observedGeneration])).toEqual([
      ['Ready', 'True', 'Applied', '5 objects applied', 2],
    ]);
  });
});

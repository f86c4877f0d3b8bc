// A kubebuilder go/v4 project (test/kube/run/projects/stack: controller-runtime v0.19.1, k8s.io
// v0.31.2) that installs manifests: a Stack renders a multi-document YAML template (text/template),
// splits it with util/yaml's NewYAMLOrJSONDecoder into runtime.RawExtension documents, decodes each
// with serializer.NewCodecFactory(scheme).UniversalDeserializer() into its typed object and
// server-side applies it (client.Apply, ForceOwnership, a FieldOwner) owned by the Stack; the
// status carries the applied objects and a Ready condition (meta.SetStatusCondition). A spec
// change is applied again to the same objects.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'stack');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));
const STACKS = {
  group: 'apps.stack.example.com',
  version: 'v1alpha1',
  resource: 'stacks',
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
      if (scheduled || e.kind !== 'api' || e.resource !== 'stacks' || e.subresource !== 'status') return;
      scheduled = true;
      const ctx = { user: ADMIN_USER, clientPath: 'direct' as const };
      env.clock.after(10_000, () => {
        env.server.patch(ctx, STACKS, 'shop', 'merge', { spec: { replicas: 3, greeting: 'hello again' } });
      });
    },
  },
});

const meta = (o: JsonObject | undefined) => (o?.metadata ?? {}) as JsonObject;

describe('stack operator project (manifests through the universal deserializer, server-side apply)', () => {
  it('builds and runs to the end', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
  });

  it('applies the decoded objects, owned by the Stack, as the field owner', () => {
    const stack = find(r, 'Stack', 'default', 'shop')!;
    const uid = meta(stack).uid;
    const web = find(r, 'Deployment', 'default', 'shop-web')!;
    const cm = find(r, 'ConfigMap', 'default', 'shop-config')!;
    const svc = find(r, 'Service', 'default', 'shop')!;
    for (const o of [web, cm, svc]) {
      expect(meta(o).ownerReferences).toEqual([
        {
          apiVersion: 'apps.stack.example.com/v1alpha1',
          kind: 'Stack',
          name: 'shop',
          uid,
          controller: true,
          blockOwnerDeletion: true,
        },
      ]);
      const managers = (meta(o).managedFields as JsonObject[]).map((m) => [m.manager, m.operation]);
      expect(managers).toContainEqual(['stack-operator', 'Apply']);
    }
    expect((web.spec as JsonObject).replicas).toBe(3);
    const container = (((web.spec as JsonObject).template as JsonObject).spec as JsonObject)
      .containers as JsonObject[];
    expect(container[0].image).toBe('ghcr.io/example/shop:2.3.0');
    expect(container[0].envFrom).toEqual([{ configMapRef: { name: 'shop-config' } }]);
    expect(cm.data).toEqual({ greeting: 'hello again' });
    expect((svc.spec as JsonObject).ports).toEqual([
      { name: 'http', port: 80, protocol: 'TCP', targetPort: 'http' },
    ]);
  });

  it('reports the applied objects and Ready for the latest generation', () => {
    const stack = find(r, 'Stack', 'default', 'shop')!;
    const status = stack.status as JsonObject;
    expect(status.applied).toEqual(['ConfigMap/shop-config', 'Deployment/shop-web', 'Service/shop']);
    const conds = status.conditions as JsonObject[];
    expect(conds.map((c) => [c.type, c.status, c.reason, c.message, c.observedGeneration])).toEqual([
      ['Ready', 'True', 'Applied', '3 objects applied', 2],
    ]);
  });

  it('keeps a custom resource as the real server stores it: keys sorted, built-ins in struct order', () => {
    // apiextensions-apiserver encodes the unstructured map with encoding/json (sorted keys at
    // every level); the Stack was created from YAML (image, replicas, greeting) and its status
    // written from the Go struct (applied, conditions; a Condition's type, status, ...).
    const stack = find(r, 'Stack', 'default', 'shop')!;
    const sorted = (o: unknown) => Object.keys(o as JsonObject);
    expect(sorted(stack)).toEqual(['apiVersion', 'kind', 'metadata', 'spec', 'status']);
    expect(sorted(stack.metadata)).toEqual([
      'creationTimestamp',
      'generation',
      'managedFields',
      'name',
      'namespace',
      'resourceVersion',
      'uid',
    ]);
    expect(sorted((meta(stack).managedFields as JsonObject[])[0])).toEqual([
      'apiVersion',
      'fieldsType',
      'fieldsV1',
      'manager',
      'operation',
      'time',
    ]);
    expect(sorted(stack.spec)).toEqual(['greeting', 'image', 'replicas']);
    const cond = ((stack.status as JsonObject).conditions as JsonObject[])[0];
    expect(sorted(cond)).toEqual([
      'lastTransitionTime',
      'message',
      'observedGeneration',
      'reason',
      'status',
      'type',
    ]);
    const web = find(r, 'Deployment', 'default', 'shop-web')!;
    expect(sorted(web.metadata).slice(0, 3)).toEqual(['name', 'namespace', 'uid']);
  });

  it('applies with server-side apply patches as the stack-operator field manager', () => {
    const applies = r.trace.filter(
      (e) => e.kind === 'api' && e.verb === 'patch' && e.resource === 'deployments',
    );
    expect(applies.length).toBeGreaterThanOrEqual(2);
    for (const a of applies)
      expect(a.kind === 'api' && a.details).toEqual({ patchType: 'apply', fieldManager: 'stack-operator' });
  });
});

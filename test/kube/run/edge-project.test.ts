// A multi-group operator-sdk / kubebuilder go/v4 project (test/kube/run/projects/edge:
// controller-runtime v0.24.1, k8s.io v0.36.0) on a kind cluster: api/network/v1 Gateway and
// api/routing/v1alpha1 Route, controllers in internal/controller/<group>. The Gateway controller owns
// a Deployment and a Service (CreateOrUpdate) and a route-table ConfigMap (CreateOrPatch, watched
// through Owns(..., builder.OnlyMetadata)), finds its Routes through a field index
// (IndexField + MatchingFields) and is enqueued by them through EnqueueRequestsFromMapFunc with
// predicate.Or(GenerationChanged, LabelChanged); it records events and sets a Ready condition with
// meta.SetStatusCondition. The Route controller (other group) reads the Gateway and sets Accepted
// with a Status().Patch(MergeFrom); Gateway creations reach it through the same index. CreateOrPatch
// reports a patched ConfigMap as "updated" (OperationResultUpdated), as controllerutil.go does.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'edge');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));
const GATEWAYS = { group: 'network.edge.acme.io', version: 'v1', resource: 'gateways', namespace: 'default' };
const ROUTES = {
  group: 'routing.edge.acme.io',
  version: 'v1alpha1',
  resource: 'routes',
  namespace: 'default',
};

let scheduled = false;
const r = runProject({
  files,
  objects,
  cluster: 'kind',
  virtualTimeLimitMs: 60_000,
  hooks: {
    afterCall(e, env) {
      if (e.kind !== 'api' || e.resource !== 'gateways' || e.verb !== 'update' || e.subresource !== 'status')
        return;
      if (scheduled) return;
      scheduled = true;
      const ctx = { user: ADMIN_USER, clientPath: 'direct' as const };
      // a third route on the public gateway: the route table and the pods' config hash change
      env.clock.after(10_000, () => {
        env.server.create(ctx, ROUTES, {
          apiVersion: 'routing.edge.acme.io/v1alpha1',
          kind: 'Route',
          metadata: { name: 'docs', namespace: 'default' },
          spec: { gatewayRef: 'public', host: 'docs.example.com', backend: 'docs:80' },
        });
      });
      // the gateway the blog route names appears: its backend has no numeric port
      env.clock.after(20_000, () => {
        env.server.create(ctx, GATEWAYS, {
          apiVersion: 'network.edge.acme.io/v1',
          kind: 'Gateway',
          metadata: { name: 'internal', namespace: 'default' },
          spec: { replicas: 1 },
        });
      });
    },
  },
});

const meta = (o: JsonObject | undefined) => (o?.metadata ?? {}) as JsonObject;
const spec = (o: JsonObject | undefined) => (o?.spec ?? {}) as JsonObject;
const conditions = (o: JsonObject | undefined) =>
  (((o?.status ?? {}) as JsonObject).conditions as JsonObject[]).map((c) => [
    c.type,
    c.status,
    c.reason,
    c.message,
  ]);

describe('edge operator project (multi-group, controller-runtime v0.24.1)', () => {
  it('builds and runs to the end', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
  });

  it('owns the route table, Deployment and Service of each Gateway', () => {
    const gw = find(r, 'Gateway', 'default', 'public')!;
    const owner = {
      apiVersion: 'network.edge.acme.io/v1',
      kind: 'Gateway',
      name: 'public',
      uid: meta(gw).uid,
      controller: true,
      blockOwnerDeletion: true,
    };
    const cm = find(r, 'ConfigMap', 'default', 'public-routes')!;
    expect(meta(cm).ownerReferences).toEqual([owner]);
    expect(cm.data).toEqual({
      'routes.conf':
        'listen 8080\n' +
        'route docs.example.com/ -> docs:80\n' +
        'route shop.example.com/api -> shop-api:8080\n' +
        'route shop.example.com/ -> shop:80\n',
    });
    const dep = find(r, 'Deployment', 'default', 'public')!;
    expect(meta(dep).ownerReferences).toEqual([owner]);
    const template = spec(dep).template as JsonObject;
    const status = gw.status as JsonObject;
    expect((meta(template).annotations as JsonObject)['edge.acme.io/config-hash']).toBe(status.configHash);
    expect(status.attachedRoutes).toBe(3);
    expect(conditions(gw)).toEqual([['Ready', 'True', 'Available', '2/2 replicas available']]);
    const svc = find(r, 'Service', 'default', 'public')!;
    expect(meta(svc).ownerReferences).toEqual([owner]);
    expect(spec(svc).ports).toEqual([{ name: 'http', protocol: 'TCP', port: 80, targetPort: 'http' }]);
    const internal = find(r, 'Gateway', 'default', 'internal')!;
    expect((internal.status as JsonObject).attachedRoutes).toBe(1);
    expect(find(r, 'ConfigMap', 'default', 'internal-routes')!.data).toEqual({
      'routes.conf': 'listen 8080\nroute blog.example.com/ -> blog:http\n',
    });
  });

  it('sets each Route Accepted from its Gateway, across groups', () => {
    expect(conditions(find(r, 'Route', 'default', 'shop'))).toEqual([
      ['Accepted', 'True', 'Attached', 'attached to gateway public'],
    ]);
    expect(conditions(find(r, 'Route', 'default', 'docs'))).toEqual([
      ['Accepted', 'True', 'Attached', 'attached to gateway public'],
    ]);
    // first GatewayNotFound, then (the Gateway's creation mapped through the index) InvalidBackend
    expect(conditions(find(r, 'Route', 'default', 'blog'))).toEqual([
      ['Accepted', 'False', 'InvalidBackend', 'backend "blog:http" has an invalid port'],
    ]);
    const blog = r.logs
      .filter((l) => l.msg === 'route condition' && l.fields.some(([k, v]) => k === 'name' && v === 'blog'))
      .map((l) => l.fields.find(([k]) => k === 'reason')?.[1]);
    expect(blog).toEqual(['GatewayNotFound', 'InvalidBackend']);
  });

  it('records events for route table writes and readiness', () => {
    const events = r.objects
      .filter((o) => o.kind === 'Event' && (o.involvedObject as JsonObject).name === 'public')
      .map((o) => [o.reason, o.message, (o.source as JsonObject).component]);
    expect(events).toEqual([
      ['RoutesSynced', 'Route table public-routes created with 2 route(s)', 'gateway-controller'],
      ['Ready', 'Gateway is serving', 'gateway-controller'],
      ['RoutesSynced', 'Route table public-routes updated with 3 route(s)', 'gateway-controller'],
    ]);
  });

  it('watches the ConfigMaps through metadata only and reads them through a structured informer', () => {
    const informers = r.trace
      .filter((e) => e.kind === 'api' && e.verb === 'watch')
      .map((e) => (e.kind === 'api' ? `${e.resource}` : ''));
    expect(informers.filter((x) => x === 'configmaps').length).toBe(2);
  });
});

// A kubebuilder v4.5 project written as a user would (test/kube/run/projects/website: go.mod with
// controller-runtime v0.20.4 and k8s.io v0.32.1, api/v1 with markers and its controller-gen
// zz_generated.deepcopy.go, the scaffold's cmd/main.go with both certificate watchers): a Website
// owns a ConfigMap, a Deployment and a Service through CreateOrUpdate + SetControllerReference,
// keeps a finalizer that deletes labelled copies (List with InNamespace + MatchingLabels), sets
// Available/Progressing conditions, records events and requeues after 5s until the pods are ready.
// On a kind cluster: the pods become ready, a spec change rolls the Deployment, and deleting the
// Website runs the finalizer and the garbage collector takes the owned objects.
// Found with it: a Status().Update wiped the creator's and the finalizer's managedFields entries
// (fixed in apiserver/managedfields.ts, test/kube/conformance/managed-fields-scope.test.ts).

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { type RunProjectResult, runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'website');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));
const WS = { group: 'web.acme.io', version: 'v1', resource: 'websites', namespace: 'default' };

function run(del: boolean): RunProjectResult {
  let scheduled = false;
  return runProject({
    files,
    objects,
    cluster: 'kind',
    hooks: {
      afterCall(e, env) {
        if (scheduled || e.kind !== 'api' || e.verb !== 'create' || e.resource !== 'deployments') return;
        scheduled = true;
        const ctx = { user: ADMIN_USER, clientPath: 'direct' as const };
        env.clock.after(20_000, () => {
          env.server.patch(ctx, WS, 'blog', 'merge', { spec: { content: '<h1>v2</h1>', replicas: 3 } });
        });
        if (del) env.clock.after(60_000, () => env.server.delete(ctx, WS, 'blog'));
      },
    },
  });
}

describe('website operator project (kubebuilder v4.5, controller-runtime v0.20.4)', () => {
  const r = run(false);

  it('builds, owns its objects and reports Available once the pods are ready', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    const ws = find(r, 'Website', 'default', 'blog')!;
    const uid = (ws.metadata as JsonObject).uid;
    for (const kind of ['Deployment', 'Service']) {
      const o = find(r, kind, 'default', 'blog')!;
      expect((o.metadata as JsonObject).ownerReferences).toEqual([
        {
          apiVersion: 'web.acme.io/v1',
          kind: 'Website',
          name: 'blog',
          uid,
          controller: true,
          blockOwnerDeletion: true,
        },
      ]);
    }
    expect(find(r, 'ConfigMap', 'default', 'blog-content')!.data).toEqual({ 'index.html': '<h1>v2</h1>' });
    const status = ws.status as JsonObject;
    expect(status.readyReplicas).toBe(3);
    expect(status.observedGeneration).toBe(2);
    expect((status.conditions as JsonObject[]).map((c) => [c.type, c.status, c.reason])).toEqual([
      ['Available', 'True', 'Ready'],
      ['Progressing', 'False', 'Complete'],
    ]);
    // RequeueAfter 5s while not ready, then no more
    expect(r.reconciles.some((x) => x.action.kind === 'after' && x.action.delayMs === 5_000)).toBe(true);
  });

  it('keeps every manager’s managedFields entry across status updates', () => {
    const mf = (find(r, 'Website', 'default', 'blog')!.metadata as JsonObject).managedFields as JsonObject[];
    const byManager = mf.map(
      (e) => `${e.manager}/${e.subresource ?? ''}:${Object.keys(e.fieldsV1 as JsonObject)}`,
    );
    expect(byManager).toContain('kubectl/:f:spec');
    expect(byManager).toContain('manager/:f:metadata');
    expect(byManager).toContain('manager/status:f:status');
  });

  it('records events: Created once, Updated aggregated (CreateOrUpdate drops server defaults)', () => {
    const events = r.objects.filter(
      (o) => o.kind === 'Event' && (o.involvedObject as JsonObject).kind === 'Website',
    );
    const created = events.find((e) => e.reason === 'Created')!;
    expect([created.type, created.message, created.count]).toEqual(['Normal', 'Created Deployment blog', 1]);
    expect((created.source as JsonObject).component).toBe('website-controller');
    expect(events.find((e) => e.reason === 'Updated')!.count).toBeGreaterThan(1);
  });

  it('on delete: the finalizer deletes the labelled copy, then the owned objects are collected', () => {
    const d = run(true);
    expect(d.exitCode).toBe(0);
    const msgs = d.logs.map((l) => l.msg);
    expect(msgs).toContain('Cleaning up before deletion');
    expect(msgs).toContain('Website resource not found. Ignoring since object must be deleted');
    for (const [kind, name] of [
      ['Website', 'blog'],
      ['ConfigMap', 'blog-copy'],
      ['ConfigMap', 'blog-content'],
      ['Deployment', 'blog'],
      ['Service', 'blog'],
    ])
      expect(find(d, kind, 'default', name)).toBeUndefined();
    const warning = d.objects.find((o) => o.kind === 'Event' && o.reason === 'Deleting')!;
    expect(warning.message).toBe('Website blog is being deleted from the namespace default');
  });
});

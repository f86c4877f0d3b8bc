// An operator-sdk go/v4 project (test/kube/run/projects/podguard: controller-runtime v0.19.0,
// k8s.io v0.31.0) that reads pods through client-go's typed clientset built from the manager's
// config (kubernetes.NewForConfig(mgr.GetConfig())): CoreV1().Pods(ns).List with a LabelSelector,
// Pods(ns).Delete with a grace period, Events(ns).Create of a hand-made core/v1 Event and
// Events(ns).List with an involvedObject field selector. On kind: the guard counts the Deployment's
// pods every 20 s (RequeueAfter); when a pod's restart count passes the limit it records a
// Warning event and deletes the pod, and the ReplicaSet replaces it. The clientset's calls are
// direct (uncached) requests as the manager's ServiceAccount, as on a real cluster.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { type RunProjectResult, runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'podguard');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/objects.yaml'));
const PODS = { group: '', version: 'v1', resource: 'pods', namespace: 'default' };

let crashed = '';

function run(): RunProjectResult {
  let scheduled = false;
  return runProject({
    files,
    objects,
    cluster: 'kind',
    virtualTimeLimitMs: 70_000,
    hooks: {
      afterCall(e, env) {
        if (scheduled || e.kind !== 'api' || e.resource !== 'podguards' || e.subresource !== 'status') return;
        scheduled = true;
        const ctx = { user: ADMIN_USER, clientPath: 'direct' as const };
        env.clock.after(30_000, () => {
          const list = env.server.list(ctx, PODS, { labelSelector: 'app=checkout' });
          if (!list.ok) throw new Error('pods list failed');
          const pod = (list.object.items as JsonObject[])[0];
          const meta = pod.metadata as JsonObject;
          crashed = meta.name as string;
          const statuses = ((pod.status as JsonObject).containerStatuses as JsonObject[]).map((s) => ({
            ...s,
            restartCount: 5,
          }));
          env.server.patch(
            ctx,
            PODS,
            crashed,
            'merge',
            { status: { containerStatuses: statuses } },
            {
              subresource: 'status',
            },
          );
        });
      },
    },
  });
}

describe('podguard operator project (operator-sdk go/v4, typed clientset, controller-runtime v0.19.0)', () => {
  const r = run();

  it('lists the pods through the clientset, directly, as the manager ServiceAccount', () => {
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    // (the test's own pod lookup is the admin's)
    const lists = r.trace.filter(
      (e) =>
        e.kind === 'api' &&
        e.verb === 'list' &&
        e.resource === 'pods' &&
        e.identity.username !== ADMIN_USER.username,
    );
    expect(lists.length).toBeGreaterThan(2);
    for (const l of lists) {
      expect(l.kind === 'api' && l.clientPath).toBe('direct');
      expect(l.identity.username).toBe(r.identity);
    }
    const checks = r.logs.filter((l) => l.msg === 'checked pods');
    const fields = (i: number) => Object.fromEntries(checks[i].fields);
    // the first check runs before the Deployment has pods; later ones see both Ready
    expect(fields(0)).toMatchObject({ pods: 0, ready: 0 });
    expect(fields(checks.length - 1)).toMatchObject({ pods: 2, ready: 2, events: 1 });
  });

  it('recycles a pod over the restart limit: an Event through Events(ns).Create, a Delete, a replacement pod', () => {
    expect(crashed).not.toBe('');
    const ev = r.objects.find(
      (o) => o.kind === 'Event' && (o.involvedObject as JsonObject).kind === 'PodGuard',
    )!;
    expect([ev.type, ev.reason, ev.message]).toEqual([
      'Warning',
      'TooManyRestarts',
      `Pod ${crashed} restarted 5 times (limit 3)`,
    ]);
    expect((ev.metadata as JsonObject).name).toMatch(/^checkout-guard-[a-z0-9]{5}$/);
    expect(ev.source).toEqual({ component: 'podguard-controller' });
    const del = r.trace.find((e) => e.kind === 'api' && e.verb === 'delete' && e.resource === 'pods');
    expect(del?.kind === 'api' && del.clientPath).toBe('direct');
    expect(find(r, 'Pod', 'default', crashed)).toBeUndefined();
    expect(r.objects.filter((o) => o.kind === 'Pod')).toHaveLength(2);
    const guard = find(r, 'PodGuard', 'default', 'checkout-guard')!;
    expect((guard.status as JsonObject).recycled).toEqual([crashed]);
    expect(r.logs.find((l) => l.msg === 'recycled pod')).toBeDefined();
  });
});

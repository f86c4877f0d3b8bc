// A kubebuilder go/v4 project (test/kube/run/projects/wired: the scaffold's cmd/main.go with its
// metrics, probe, leader-election, webhook and TLS options and ctrl.SetupSignalHandler) whose
// controller is wired without the builder: controller.New, then c.Watch(source.Kind(...)) with a
// typed EnqueueRequestForObject plus GenerationChangedPredicate for the Cache and a typed
// EnqueueRequestForOwner for its ConfigMap. The reconciler keeps a finalizer, writes the ConfigMap
// with controllerutil.CreateOrUpdate and SetControllerReference, records events through
// mgr.GetEventRecorderFor, and sets the Available condition unless IsStatusConditionTrue, stamped
// by an injected k8s.io/utils/clock (which did not exist before: the project did not build). Deleting
// the Cache runs the finalizer path (a Cleanup event, the finalizer removed, the Cache gone).

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'wired');
const files = loadProject(dir);
const objects = loadYaml(join(dir, 'config/samples/cache_v1alpha1_cache.yaml')).map((o) => ({
  ...o,
  metadata: { ...(o.metadata as JsonObject), namespace: 'default' },
}));
const CACHES = {
  group: 'cache.guestbook.dev',
  version: 'v1alpha1',
  resource: 'caches',
  namespace: 'default',
};

describe('a kubebuilder project wired with controller.New and Watch(source.Kind)', () => {
  it('reconciles: finalizer, owned ConfigMap, events, Available; deletion runs the finalizer', () => {
    let scheduled = false;
    const r = runProject({
      files,
      objects,
      hooks: {
        afterCall(e, env) {
          if (scheduled || e.kind !== 'api' || e.resource !== 'caches' || e.subresource !== 'status') return;
          scheduled = true;
          env.clock.after(2_000, () => {
            env.server.delete({ user: ADMIN_USER, clientPath: 'direct' }, CACHES, 'cache-sample');
          });
        },
      },
    });
    expect(r.stage).toBe('run');
    expect(r.exitCode).toBe(0);
    const ops = r.logs
      .filter((l) => l.msg === 'config map reconciled')
      .map((l) => (l.fields as [string, unknown][]).find(([k]) => k === 'operation')?.[1]);
    expect(ops[0]).toBe('created');
    expect(
      r.trace
        .filter((e) => e.kind === 'api')
        .map((e) => `${e.verb} ${e.resource}${e.subresource ? `/${e.subresource}` : ''}`),
    ).toEqual([
      // --leader-elect (config/manager/manager.yaml): the Lease is taken, announced and renewed at
      // once before the controller's sources start
      'get leases',
      'create leases',
      'create events', // "<id> became leader"
      'update leases',
      'list caches',
      'watch caches',
      'list configmaps',
      'watch configmaps',
      'update caches', // the finalizer
      'create configmaps', // CreateOrUpdate: not in the cache, created
      'create events', // Configured
      'update caches/status', // Available
      'delete caches', // the test deletes it: deletionTimestamp, the finalizer holds it
      'update leases', // renewed every RetryPeriod (2 s)
      'create events', // Cleanup
      'update caches', // the finalizer removed: the Cache goes
      'delete configmaps', // its owned ConfigMap is collected
      'create tokenreviews', // /metrics scraped at the end, through the authn/authz filter
      'create subjectaccessreviews',
    ]);
    expect(find(r, 'Cache', 'default', 'cache-sample')).toBeUndefined();
    expect(find(r, 'ConfigMap', 'default', 'cache-sample-config')).toBeUndefined();
    const events = r.objects
      .filter((o) => o.kind === 'Event')
      .map((o) => `${o.type} ${o.reason} ${o.message} ${(o.source as JsonObject | undefined)?.component}`);
    const holder = (find(r, 'Lease', 'guestbook-system', '5e1a9c2f.guestbook.dev')!.spec as JsonObject)
      .holderIdentity;
    expect(events).toEqual([
      'Normal Configured ConfigMap cache-sample-config created cache-controller',
      'Normal Cleanup cleaning up cache-controller',
      // in the manager's namespace (guestbook-system), listed after default's
      `Normal LeaderElection ${holder} became leader ${holder}`,
    ]);
  });
});

// A kubebuilder go/v4 project on controller-runtime v0.19.1 (test/kube/run/projects/secretmirror):
// a cluster-scoped SecretMirror copies a Secret into the namespaces its label selector picks, with
// Owns(Secret), a Watches on the source Secret filtered by predicate.Funcs, and WatchesRawSource
// (source.Kind with handler.TypedEnqueueRequestsFromMapFunc and TypedLabelChangedPredicate) on
// Namespaces; leader election on, LeaderElectionReleaseOnCancel. What the real libraries do and the
// test holds: the Lease is renewed every RetryPeriod and released at shutdown (holder cleared,
// leaseDurationSeconds 1), the elector's OnStoppedLeading then sends "leader election lost" while the
// manager drains its error channel, which logs it as "error received after stop sequence was
// engaged" with zap's stack trace of that goroutine; Events of a cluster-scoped object go to
// "default"; an invalid selector is LabelSelectorAsSelector's field error.
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_USER } from '../../../src/kube/apiserver/server.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { formatLog } from '../../../src/kube/runtime/log.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'secretmirror');
const ctx = { user: ADMIN_USER, clientPath: 'direct' as const };
const NS = { group: '', version: 'v1', resource: 'namespaces', namespace: '' };

let scheduled = false;
const r = runProject({
  files: loadProject(dir),
  objects: loadYaml(join(dir, 'config/samples/objects.yaml')),
  virtualTimeLimitMs: 60_000,
  hooks: {
    afterCall(e, env) {
      if (scheduled || e.kind !== 'api' || e.resource !== 'secretmirrors' || e.subresource !== 'status')
        return;
      scheduled = true;
      env.clock.after(5_000, () => {
        env.server.patch(ctx, NS, 'sandbox', 'merge', {
          metadata: { labels: { 'registry-access': 'true' } },
        });
      });
      env.clock.after(10_000, () => {
        env.server.patch(ctx, NS, 'team-b', 'merge', { metadata: { labels: { 'registry-access': null } } });
      });
      env.clock.after(15_000, () => {
        const secrets = { group: '', version: 'v1', resource: 'secrets', namespace: 'platform' };
        env.server.patch(ctx, secrets, 'registry-pull', 'merge', { data: { '.dockerconfigjson': 'e30=' } });
      });
    },
  },
});
const own = () => r.trace.filter((e) => e.kind === 'api' && e.identity.username === r.identity);

describe('secretmirror project (v0.19: WatchesRawSource, typed predicates, leader election released at shutdown)', () => {
  it('builds and runs to the end', () => {
    expect(r.exitCode).toBe(0);
    expect(r.logs.filter((l) => l.msg === 'Starting EventSource').map((l) => l.fields.at(-1)?.[1])).toEqual([
      'kind source: *v1alpha1.SecretMirror',
      'kind source: *v1.Secret',
      'kind source: *v1.Secret',
      'kind source: *v1.Namespace',
    ]);
  });

  it('follows the selected namespaces and the source data', () => {
    const copies = r.objects
      .filter((o) => o.kind === 'Secret' && (o.metadata as JsonObject).name === 'registry-pull')
      .map((o) => [(o.metadata as JsonObject).namespace, (o.data as JsonObject)['.dockerconfigjson']]);
    expect(copies).toEqual([
      ['platform', 'e30='],
      ['sandbox', 'e30='],
      ['team-a', 'e30='],
    ]);
    const mirror = find(r, 'SecretMirror', '', 'registry-pull')!;
    expect((mirror.status as JsonObject).namespaces).toEqual(['sandbox', 'team-a']);
    const events = r.objects
      .filter((o) => o.kind === 'Event' && (o.involvedObject as JsonObject).kind === 'SecretMirror')
      .map((o) => [(o.metadata as JsonObject).namespace, o.reason, o.message]);
    expect(events).toEqual([['default', 'Removed', 'removed copy from namespace team-b']]);
    const broken = find(r, 'SecretMirror', '', 'broken')!;
    expect(((broken.status as JsonObject).conditions as JsonObject[])[0].message).toBe(
      'values: Invalid value: []string{"gold"}: values set must be empty for exists and does not exist',
    );
  });

  it('renews the Lease every RetryPeriod and releases it at shutdown', () => {
    const leaseWrites = own()
      .filter((e) => e.kind === 'api' && e.resource === 'leases' && e.verb !== 'get')
      .map((e) => e.kind === 'api' && `${e.verb}@${e.time - own()[0].time}`);
    expect(leaseWrites.slice(0, 4)).toEqual(['create@0', 'update@0', 'update@2000', 'update@4000']);
    const lease = find(r, 'Lease', 'secret-mirror-system', 'secret-mirror.mirror.example.io')!;
    expect((lease.spec as JsonObject).holderIdentity).toBe('');
    expect((lease.spec as JsonObject).leaseDurationSeconds).toBe(1);
  });

  it('logs the elector\'s "leader election lost" as an error received after the stop sequence, with its stack', () => {
    const tail = r.logs
      .slice(-2)
      .map((l) => formatLog({ encoding: 'console' } as never, l))
      .join('\n')
      .split('\n');
    expect(tail[0]).toMatch(/\tINFO\tWait completed, proceeding to shutdown the manager$/);
    expect(tail[1]).toMatch(
      /\tERROR\terror received after stop sequence was engaged\t\{"error": "leader election lost"\}$/,
    );
    expect(tail[2]).toBe(
      'sigs.k8s.io/controller-runtime/pkg/manager.(*controllerManager).engageStopProcedure.func1',
    );
    expect(tail[3]).toMatch(
      /^\t\/.*\/sigs\.k8s\.io\/controller-runtime@v0\.19\.1\/pkg\/manager\/internal\.go:512$/,
    );
    expect(tail).toHaveLength(4);
  });
});

// The core path of the kubebuilder CronJob tutorial (examples/cronjob) runs unmodified: child Jobs
// are listed through the `.metadata.controller` field index, a Job is created at each scheduled
// time (owned by the CronJob, named after the time), and the status lists the active Jobs and the
// last schedule time. Deterministic: two runs give identical JSON.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { type RunProjectResult, runProject } from '../../../src/kube/run/index.ts';
import { EXAMPLES, find, loadProject, loadYaml, serialisable } from './helpers.ts';

const dir = join(EXAMPLES, 'cronjob');
const files = loadProject(dir);
const sample = loadYaml(join(dir, 'config/samples/batch_v1_cronjob.yaml'));
// 3.5 minutes of virtual time: runs at 00:01, 00:02, 00:03
const limit = 210_000;

describe('examples/cronjob through runProject', () => {
  let first: RunProjectResult;

  it('creates one owned Job per scheduled minute and lists them as active', () => {
    first = runProject({ files, objects: sample, virtualTimeLimitMs: limit });
    expect(first.stderr).toBe('');
    expect(first.exitCode).toBe(0);
    const jobs = first.objects.filter((o) => o.kind === 'Job');
    const epoch = Date.UTC(2026, 0, 1) / 1000;
    expect(jobs.map((j) => (j.metadata as JsonObject).name)).toEqual(
      [60, 120, 180].map((s) => `cronjob-sample-${epoch + s}`),
    );
    const cj = find(first, 'CronJob', 'default', 'cronjob-sample')!;
    for (const j of jobs) {
      const refs = (j.metadata as JsonObject).ownerReferences as JsonObject[];
      expect(refs).toEqual([
        expect.objectContaining({
          kind: 'CronJob',
          name: 'cronjob-sample',
          uid: (cj.metadata as JsonObject).uid,
          controller: true,
        }),
      ]);
    }
    const status = cj.status as JsonObject;
    expect((status.active as JsonObject[]).map((r) => r.name)).toEqual(
      jobs.map((j) => (j.metadata as JsonObject).name),
    );
    expect(status.lastScheduleTime).toBe('2026-01-01T00:03:00Z');
  }, 120_000); // the first run builds the project cold: 2-10 s, ~45 s on a loaded 2-core machine

  it('read the child Jobs through the field index (cached List with MatchingFields)', () => {
    const lists = first.trace.filter(
      (e) => e.kind === 'cacheRead' && e.verb === 'list' && e.resource === 'jobs',
    );
    expect(lists.length).toBeGreaterThan(0);
    expect(lists.every((e) => e.kind === 'cacheRead' && e.result.code === 200)).toBe(true);
    // requeued for the next scheduled run
    expect(first.reconciles.some((r) => r.action.kind === 'after' && r.action.delayMs > 59_000)).toBe(true);
  });

  it('is deterministic: two runs give identical JSON', () => {
    const again = runProject({ files, objects: sample, virtualTimeLimitMs: limit });
    expect(JSON.stringify(serialisable(again))).toBe(JSON.stringify(serialisable(first)));
  });
});

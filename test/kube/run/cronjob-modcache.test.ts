// The CronJob-style operator of the kubebuilder book (examples/cronjob: a field index on Jobs, Jobs
// on the virtual clock) importing github.com/robfig/cron as the tutorial does, the module taken
// from the module cache (GOMODCACHE) with its go.sum line, its Cron spec "*/1 * * * *" parsed by
// the module's ParseStandard. The module is a fixture (scaffolds/modcache) with robfig/cron's API.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryFS } from '../../../src/go/build/mod/fs.ts';
import type { JsonObject, KubeObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { EXAMPLES, loadProject, loadYaml } from './helpers.ts';

const dir = join(EXAMPLES, 'cronjob');
const CRON = 'github.com/robfig/cron';
const cronSrc = readFileSync(
  join(import.meta.dirname, 'scaffolds', 'modcache', `${CRON}@v1.2.0`, 'cron.go'),
  'utf8',
);

function files(): { name: string; src: string }[] {
  return [
    ...loadProject(dir)
      .filter((f) => f.name !== 'internal/controller/schedule.go')
      .map((f) => {
        if (f.name === 'go.mod')
          return { name: f.name, src: f.src.replace('require (', `require (\n\t${CRON} v1.2.0`) };
        if (f.name === 'internal/controller/cronjob_controller.go')
          return {
            name: f.name,
            src: f.src
              .replace('parseSchedule(cronJob.Spec.Schedule)', 'cron.ParseStandard(cronJob.Spec.Schedule)')
              .replace('import (', `import (\n\t"${CRON}"`),
          };
        return f;
      }),
    { name: 'go.sum', src: `${CRON} v1.2.0 h1:ZjScXvvxeQ63Dbyxy76Fj3AT3Ut0aKsyd2/tl3DTMuQ=\n` },
  ];
}

function sample(schedule: string): KubeObject[] {
  return loadYaml(join(dir, 'config/samples/batch_v1_cronjob.yaml')).map((o) => ({
    ...o,
    spec: { ...(o.spec as JsonObject), schedule },
  }));
}

const cache = () => memoryFS([{ name: `${CRON}@v1.2.0/cron.go`, src: cronSrc }], '/home/gopher/go/pkg/mod');

describe('CronJob operator with github.com/robfig/cron from the module cache', () => {
  it('creates a Job each minute for "*/1 * * * *" on the virtual clock', () => {
    const r = runProject({
      files: files(),
      objects: sample('*/1 * * * *'),
      modules: { env: { GOMODCACHE: '/home/gopher/go/pkg/mod' }, fs: cache() },
      virtualTimeLimitMs: 210_000,
    });
    expect(r.stderr).toBe('');
    expect(r.exitCode).toBe(0);
    const t0 = Date.UTC(2026, 0, 1) / 1000;
    const jobs = r.objects.filter((o) => o.kind === 'Job').map((j) => (j.metadata as JsonObject).name);
    expect(jobs).toEqual([60, 120, 180].map((s) => `cronjob-sample-${t0 + s}`));
  }, 120_000);

  it("reports the module's parse error for a bad spec through the reconciler", () => {
    const r = runProject({
      files: files(),
      objects: sample('*/1 * *'),
      modules: { env: { GOMODCACHE: '/home/gopher/go/pkg/mod' }, fs: cache() },
      virtualTimeLimitMs: 30_000,
    });
    expect(r.exitCode).toBe(0);
    expect(r.objects.filter((o) => o.kind === 'Job')).toEqual([]);
    expect(r.logs.map((l) => JSON.stringify(l)).join('\n')).toContain(
      'Expected exactly 5 fields, found 3: */1 * *',
    );
  }, 120_000);
});

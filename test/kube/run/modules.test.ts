// An operator project that imports a third-party module runs under runProject (what `oplab run`
// does) with the module taken where the go command takes it: vendor/, the module cache, a `replace`
// directory beside the project. The Kubernetes modules always come from the simulator, with one
// line when go.mod pins a version it does not model. The project is examples/cronjob with its
// schedule parsing moved into a small cron module (written for this test).

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { memoryFS } from '../../../src/go/build/mod/fs.ts';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { type RunProjectRequest, runProject } from '../../../src/kube/run/index.ts';
import { EXAMPLES, loadProject, loadYaml } from './helpers.ts';

const dir = join(EXAMPLES, 'cronjob');
const sample = loadYaml(join(dir, 'config/samples/batch_v1_cronjob.yaml'));
const limit = 210_000;

const CRON = `// Package cron parses the "@every <duration>" schedules of a CronJob.
package cron

import (
	"fmt"
	"strings"
	"time"
)

// Schedule describes a job's duty cycle.
type Schedule interface {
	Next(t time.Time) time.Time
}

type ConstantDelaySchedule struct{ Delay time.Duration }

// Next rounds to the second, as robfig/cron does.
func (s ConstantDelaySchedule) Next(t time.Time) time.Time {
	return t.Add(s.Delay - time.Duration(t.Nanosecond())*time.Nanosecond)
}

// ParseStandard accepts "@every <duration>".
func ParseStandard(spec string) (Schedule, error) {
	rest, ok := strings.CutPrefix(spec, "@every ")
	if !ok {
		return nil, fmt.Errorf("unsupported spec %q", spec)
	}
	d, err := time.ParseDuration(rest)
	if err != nil {
		return nil, fmt.Errorf("failed to parse duration %s: %w", spec, err)
	}
	if d < time.Second {
		d = time.Second
	}
	return ConstantDelaySchedule{Delay: d}, nil
}
`;

const MOD = 'example.com/cron';

/** examples/cronjob using example.com/cron instead of its own schedule.go. */
function projectFiles(goModExtra: string, crVersion = 'v0.24.1'): { name: string; src: string }[] {
  return loadProject(dir)
    .filter((f) => f.name !== 'internal/controller/schedule.go')
    .map((f) => {
      if (f.name === 'go.mod')
        return {
          name: f.name,
          src: `${f.src.replace('sigs.k8s.io/controller-runtime v0.24.1', `sigs.k8s.io/controller-runtime ${crVersion}`).replace('require (', `require (\n\t${MOD} v1.0.0`)}${goModExtra}`,
        };
      if (f.name === 'internal/controller/cronjob_controller.go')
        return {
          name: f.name,
          src: f.src
            .replace('parseSchedule(cronJob.Spec.Schedule)', 'cron.ParseStandard(cronJob.Spec.Schedule)')
            .replace('import (', `import (\n\t"${MOD}"`),
        };
      return f;
    });
}

function jobs(req: RunProjectRequest): string[] {
  const r = runProject({ ...req, objects: sample, virtualTimeLimitMs: limit });
  expect(r.stderr).toBe('');
  expect(r.exitCode).toBe(0);
  return r.objects.filter((o) => o.kind === 'Job').map((j) => (j.metadata as JsonObject).name as string);
}

const want = [60, 120, 180].map((s) => `cronjob-sample-${Date.UTC(2026, 0, 1) / 1000 + s}`);

/** vendor/modules.txt for the project: every required module, explicit, with the packages used. */
function modulesTxt(files: { name: string; src: string }[]): string {
  const gomod = files.find((f) => f.name === 'go.mod')!.src;
  const reqs = [...gomod.matchAll(/^\t(\S+) (v\S+)$/gm)].map((m) => [m[1], m[2]]);
  return reqs.map(([p, v]) => `# ${p} ${v}\n## explicit; go 1.22\n${p === MOD ? `${MOD}\n` : ''}`).join('');
}

describe('third-party modules under runProject', () => {
  it('come from vendor/ when the project has one', () => {
    const files = projectFiles('');
    const vendored = [
      ...files,
      { name: 'vendor/modules.txt', src: modulesTxt(files) },
      { name: `vendor/${MOD}/cron.go`, src: CRON },
    ];
    expect(jobs({ files: vendored })).toEqual(want);
  });

  it('come from the module cache, with their go.sum lines', () => {
    const files = [
      ...projectFiles(''),
      { name: 'go.sum', src: `${MOD} v1.0.0 h1:AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=\n` },
    ];
    const cache = memoryFS([{ name: `${MOD}@v1.0.0/cron.go`, src: CRON }], '/home/gopher/go/pkg/mod');
    expect(jobs({ files, modules: { env: { HOME: '/home/gopher' }, fs: cache } })).toEqual(want);
  });

  it('come from a replace directory beside the project', () => {
    const files = projectFiles(`\nreplace ${MOD} => ../cron\n`);
    const beside = memoryFS(
      [
        { name: 'cron.go', src: CRON },
        { name: 'go.mod', src: `module ${MOD}\n` },
      ],
      '/home/gopher/cron',
    );
    expect(jobs({ files, modules: { fs: beside } })).toEqual(want);
  });

  it('fail as the go command fails when the module is nowhere', () => {
    const r = runProject({ files: projectFiles(''), objects: sample, virtualTimeLimitMs: limit });
    expect(r.stage).toBe('load');
    expect(r.stderr).toBe(
      `internal/controller/cronjob_controller.go:4:2: missing go.sum entry for module providing package ${MOD} (imported by tutorial.kubebuilder.io/project/internal/controller); to add:\n\tgo get tutorial.kubebuilder.io/project/internal/controller\n`,
    );
  });

  it('keep the simulated Kubernetes modules whatever version go.mod pins, saying so once', () => {
    const files = [
      ...projectFiles(`\nreplace ${MOD} => ./third_party/cron\n`, 'v0.15.0'),
      { name: 'third_party/cron/cron.go', src: CRON },
    ];
    const r = runProject({ files, objects: sample, virtualTimeLimitMs: limit });
    expect(r.exitCode).toBe(0);
    expect(r.stderr).toBe(
      "oplab: go.mod requires sigs.k8s.io/controller-runtime v0.15.0, a version oplab does not model; its packages come from oplab's simulated sigs.k8s.io/controller-runtime (v0.19 to v0.24)\n",
    );
  });
});

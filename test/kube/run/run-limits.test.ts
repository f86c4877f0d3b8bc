// The step budget of a project run (RUN_STEP_BUDGET, issue 16): the examples run to idle well inside
// it, and a Reconcile that loops, also over r.Get, stops at its own line within it — not after the
// host's CPU limit, and with as many calls in the trace as the budget pays for.

import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLIENT_CALL_STEPS } from '../../../src/kube/bind/client.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { RUN_STEP_BUDGET } from '../../../src/kube/run/run.ts';
import { EXAMPLES, loadProject, loadYaml } from './helpers.ts';

const memcached = join(EXAMPLES, 'memcached');
const sample = loadYaml(join(memcached, 'config/samples/cache_v1alpha1_memcached.yaml'));
const controller = 'internal/controller/memcached_controller.go';

/** memcached's files with `lines` right after the Reconcile's first Get; the first inserted line. */
function withLoop(lines: string[]) {
  let first = 0;
  const files = loadProject(memcached).map((f) => {
    if (!f.name.endsWith(controller)) return f;
    const src = f.src.split('\n');
    const at = src.findIndex((s) => s.includes('err := r.Get(ctx, req.NamespacedName, memcached)')) + 1;
    src.splice(at, 0, ...lines);
    first = at + 1;
    return { ...f, src: src.join('\n') };
  });
  return { files, first };
}

describe('a project run’s step budget', () => {
  it('leaves the examples 32 times what they need', () => {
    for (const [name, objects] of [
      ['memcached', sample],
      ['cronjob', loadYaml(join(EXAMPLES, 'cronjob/config/samples/batch_v1_cronjob.yaml'))],
    ] as const) {
      const r = runProject({
        files: loadProject(join(EXAMPLES, name)),
        objects,
        virtualTimeLimitMs: 300_000,
        stepBudget: RUN_STEP_BUDGET / 32,
      });
      expect(r.stderr, name).not.toContain('step budget');
      expect(r.reconciles.length, name).toBeGreaterThan(3);
    }
  }, 120_000);

  it('stops a Reconcile that loops over r.Get at the Get, after the calls the budget pays for', () => {
    const { files, first } = withLoop([
      '\tfor r != nil {',
      '\t\t_ = r.Get(ctx, req.NamespacedName, memcached)',
      '\t}',
    ]);
    const r = runProject({ files, objects: sample });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain(`step budget exceeded at ./${controller}:${first + 1}:`);
    const calls = r.trace.filter((e) => e.kind === 'cacheRead' || e.kind === 'api').length;
    expect(calls).toBeGreaterThan(RUN_STEP_BUDGET / CLIENT_CALL_STEPS / 2);
    expect(calls).toBeLessThan(RUN_STEP_BUDGET / CLIENT_CALL_STEPS + 100);
  }, 120_000);
});

// A controller on core types only (test/kube/run/projects/nsquota: controller-runtime v0.20.3, no
// CRD): Namespaces filtered by predicate.LabelSelectorPredicate get a ResourceQuota through
// CreateOrPatch, a Watches on ResourceQuotas maps back to the namespace; production zap (JSON). Its
// test is the plain-`testing` envtest style: TestMain starts envtest.Environment, the test runs the
// manager in a goroutine and polls with wait.PollUntilContextTimeout, as `go test` would on a
// machine with the envtest binaries.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../../../src/kube/apiserver/types.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { find, loadProject, loadYaml } from './helpers.ts';

const dir = join(import.meta.dirname, 'projects', 'nsquota');

describe('nsquota project (core types only, LabelSelectorPredicate, CreateOrPatch, envtest in go test)', () => {
  const r = runProject({
    files: loadProject(dir),
    objects: loadYaml(join(dir, 'config/samples/objects.yaml')),
  });

  it('gives only the labelled namespaces of a known tier a quota, created once and then unchanged', () => {
    expect(r.exitCode).toBe(0);
    const ops = r.logs
      .filter((l) => l.msg === 'quota reconciled')
      .map((l) => l.fields.find(([k]) => k === 'operation')?.[1]);
    expect(ops).toEqual(['created', 'unchanged']);
    expect(r.logs.filter((l) => l.msg === 'unknown tier, leaving the namespace alone')).toHaveLength(1);
    const quota = find(r, 'ResourceQuota', 'team-search', 'tier-quota')!;
    expect((quota.spec as JsonObject).hard).toEqual({
      pods: '10',
      'requests.cpu': '2',
      'requests.memory': '4Gi',
    });
    expect(find(r, 'ResourceQuota', 'scratch', 'tier-quota')).toBeUndefined();
    // the predicate keeps the unlabelled namespace out of the queue entirely
    const reads = r.trace.filter(
      (e) => e.kind === 'cacheRead' && e.verb === 'get' && e.resource === 'namespaces',
    );
    expect(reads.map((e) => e.kind === 'cacheRead' && e.name)).toEqual([
      'team-data',
      'team-search',
      'team-search',
    ]);
  });

  it('go test: envtest, the manager in a goroutine, a hand edit put back', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'oplab-nsquota-'));
    cpSync(dir, tmp, { recursive: true });
    const t = spawnSync(
      process.execPath,
      [join(process.cwd(), 'src/cli/oplab.ts'), 'go', 'test', '-v', './...'],
      {
        cwd: tmp,
        timeout: 240_000,
        env: { ...process.env, OPLAB_FROM_SOURCE: '1', GOFLAGS: '' },
      },
    );
    const out = t.stdout.toString();
    expect(t.stderr.toString()).toBe('');
    expect(t.status).toBe(0);
    expect(out).toContain('?   \tgithub.com/platform-eng/nsquota/cmd\t[no test files]\n');
    expect(out).toContain('    namespace_controller_test.go:88: quota: pods=10 requests.memory=4Gi\n');
    expect(out).toContain(
      '    namespace_controller_test.go:107: scratch: resourcequotas "tier-quota" not found\n',
    );
    expect(out).toMatch(
      /--- PASS: TestLabelledNamespaceGetsQuota \([0-9.]+s\)\nPASS\nok {2}\tgithub\.com\/platform-eng\/nsquota\/internal\/controller\t/,
    );
    // the package's time covers its tests' (they ran on the simulated cluster's clock)
    const tests = [...out.matchAll(/^--- PASS: \S+ \(([0-9.]+)s\)$/gm)].map((m) => Number(m[1]));
    const pkg = Number(
      /^ok {2}\tgithub\.com\/platform-eng\/nsquota\/internal\/controller\t([0-9.]+)s$/m.exec(out)?.[1],
    );
    expect(tests.length).toBeGreaterThan(0);
    expect(pkg).toBeGreaterThanOrEqual(tests.reduce((a, b) => a + b, 0));
  }, 300_000);
});

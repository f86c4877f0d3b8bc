// `oplab go test` in a Kubernetes module: a table-driven test of a reconciler with
// controller-runtime's fake client runs on the simulated packages, and a reconciler that writes its
// status with Update instead of Status().Update fails the test with go1.23's lines. (The real fake
// client drops the status of an Update when the type is registered WithStatusSubresource:
// controller-runtime pkg/client/fake/client.go, update with isStatus false copies the old status.)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const EXERCISE = 'exercises/fake-client-status';
const DEEPCOPY = 'test/go/testdata/gotest/app_deepcopy.go.txt';

const TEST = 'test/go/testdata/gotest/app_controller_test.go.txt';

/**
 * The exercise's project, the zz_generated.deepcopy.go controller-gen writes for its types (`make
 * generate`), a controller and the test.
 */
function project(controller: 'solution' | 'starter'): string {
  const dir = mkdtempSync(join(tmpdir(), 'oplab-gotest-'));
  cpSync(join(EXERCISE, 'project'), dir, { recursive: true });
  cpSync(DEEPCOPY, join(dir, 'api/v1/zz_generated.deepcopy.go'));
  mkdirSync(join(dir, 'internal/controller'), { recursive: true });
  cpSync(
    join(EXERCISE, controller, 'internal/controller/app_controller.go'),
    join(dir, 'internal/controller/app_controller.go'),
  );
  cpSync(TEST, join(dir, 'internal/controller/app_controller_test.go'));
  return dir;
}

function goTest(dir: string, ...args: string[]) {
  const r = spawnSync(process.execPath, [join(process.cwd(), 'src/cli/oplab.ts'), 'go', 'test', ...args], {
    cwd: dir,
    timeout: 240_000,
    env: { ...process.env, OPLAB_FROM_SOURCE: '1', GOFLAGS: '' },
  });
  return { stdout: r.stdout.toString(), stderr: r.stderr.toString(), status: r.status };
}

// Each test starts the CLI from source and loads the simulated Kubernetes packages (15-30 s loaded).
describe('oplab go test with the fake client', { timeout: 240_000 }, () => {
  it('runs a table-driven reconciler test: -v over ./...', () => {
    const r = goTest(project('solution'), '-v', './...');
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe(
      [
        '?   \texample.com/lab/api/v1\t[no test files]',
        '?   \texample.com/lab/cmd\t[no test files]',
        '=== RUN   TestReconcile',
        '=== RUN   TestReconcile/first_rollout',
        '=== RUN   TestReconcile/another_version',
        '--- PASS: TestReconcile (0.00s)',
        '    --- PASS: TestReconcile/first_rollout (0.00s)',
        '    --- PASS: TestReconcile/another_version (0.00s)',
        'PASS',
        'ok  \texample.com/lab/internal/controller\t0.012s',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(0);
  });

  it('fails the test of a reconciler that writes status through Update', () => {
    const r = goTest(project('starter'), './internal/...');
    expect(r.stdout).toBe(
      [
        '--- FAIL: TestReconcile (0.00s)',
        '    --- FAIL: TestReconcile/first_rollout (0.00s)',
        '        app_controller_test.go:47: status = {Phase: Version:}, want phase Ready and version 1.4.2',
        '    --- FAIL: TestReconcile/another_version (0.00s)',
        '        app_controller_test.go:47: status = {Phase: Version:}, want phase Ready and version 2.0.0',
        'FAIL',
        'FAIL\texample.com/lab/internal/controller\t0.012s',
        'FAIL',
        '',
      ].join('\n'),
    );
    expect(r.status).toBe(1);
  });

  it("runs go test's vet step with the simulated packages: a printf finding fails the package", () => {
    const dir = project('solution');
    const file = join(dir, 'internal/controller/app_controller_test.go');
    writeFileSync(file, `${readFileSync(file, 'utf8')}\nfunc TestVet(t *testing.T) { t.Logf("%d", "x") }\n`);
    const r = goTest(dir, './internal/...');
    expect(r.stderr).toBe(
      '# example.com/lab/internal/controller\n# [example.com/lab/internal/controller]\ninternal/controller/app_controller_test.go:53:30: (*testing.common).Logf format %d has arg "x" of wrong type string\n',
    );
    expect(r.stdout).toBe('FAIL\texample.com/lab/internal/controller [build failed]\nFAIL\n');
    expect(r.status).toBe(1);
  });
});

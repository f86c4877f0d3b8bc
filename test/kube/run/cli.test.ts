// `oplab run DIR [--objects FILE.yaml] [--json]`: clear errors for a missing directory, a project
// without go.mod, compile errors (gc's format), a YAML file that does not parse; human output with
// the controller's logs and the trace; --json for machines.

import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import runCommand from '../../../src/cli/run.ts';
import { runProject } from '../../../src/kube/run/index.ts';
import { EXAMPLES, loadProject } from './helpers.ts';

/** Runs the command in-process; `both` is stdout and stderr as one terminal shows them, in order. */
async function oplabRun(
  ...args: string[]
): Promise<{ code: number; out: string; err: string; both: string }> {
  let out = '';
  let err = '';
  let both = '';
  const text = (s: string | Uint8Array) => (typeof s === 'string' ? s : new TextDecoder().decode(s));
  const code = await runCommand.run(args, {
    stdout: {
      write: (s: string | Uint8Array) => {
        out += text(s);
        both += text(s);
      },
    },
    stderr: {
      write: (s: string | Uint8Array) => {
        err += text(s);
        both += text(s);
      },
    },
    isTTY: false,
  });
  return { code, out, err, both };
}

function tempProject(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'oplab-run-'));
  for (const [name, src] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), src);
  }
  return dir;
}

describe('oplab run', () => {
  it('a missing directory', async () => {
    const r = await oplabRun('/no/such/project');
    expect(r.code).toBe(1);
    expect(r.err).toBe('oplab run: /no/such/project: no such directory\n');
  });

  it('a directory without go.mod', async () => {
    const dir = tempProject({ 'main.go': 'package main\n\nfunc main() {}\n' });
    const r = await oplabRun(dir);
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      "go: go.mod file not found in current directory or any parent directory; see 'go help modules'\n",
    );
  });

  it('compile errors in gc format', async () => {
    const dir = tempProject({
      'go.mod': 'module example.com/broken\n\ngo 1.26\n',
      'cmd/main.go': 'package main\n\nfunc main() {\n\tx := 1\n}\n',
    });
    const r = await oplabRun(dir);
    expect(r.code).toBe(1);
    expect(r.err).toBe('# example.com/broken/cmd\ncmd/main.go:4:2: declared and not used: x\n');
    const res = runProject({ files: loadProject(dir) });
    expect(res.stage).toBe('compile');
    expect(res.diagnostics).toEqual([
      expect.objectContaining({ file: 'cmd/main.go', line: 4, col: 2, msg: 'declared and not used: x' }),
    ]);
  });

  it('a YAML file that does not parse', async () => {
    const dir = tempProject({ 'objects.yaml': 'apiVersion: v1\nkind: [ConfigMap\n' });
    const r = await oplabRun(join(EXAMPLES, 'memcached'), '--objects', join(dir, 'objects.yaml'));
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/^oplab run: .*objects\.yaml:\d+:\d+: .+\n$/);
  });

  it('an object the cluster rejects stops the run with kubectl’s message', async () => {
    const dir = tempProject({
      'objects.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: c\n  namespace: nowhere\n',
    });
    const r = await oplabRun(join(EXAMPLES, 'memcached'), '--objects', join(dir, 'objects.yaml'));
    expect(r.code).toBe(1);
    expect(r.err).toBe(
      `Error from server (NotFound): error when creating "${join(dir, 'objects.yaml')}": namespaces "nowhere" not found\n`,
    );
  });

  it('an unknown field refuses the object, as kubectl apply --validate=strict (its default) does', async () => {
    // A typo in a built-in kind (`replica`) and in a container, then one in a custom resource's spec:
    // the server's strict decoder names every unknown field and nothing is created.
    const dir = tempProject({
      'deploy.yaml':
        'apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: web\nspec:\n  replica: 2\n' +
        '  selector:\n    matchLabels: {app: web}\n  template:\n    metadata:\n      labels: {app: web}\n' +
        '    spec:\n      containers:\n      - name: web\n        image: nginx\n        imagePullPolicyy: Always\n',
      'cr.yaml':
        'apiVersion: cache.example.com/v1alpha1\nkind: Memcached\nmetadata:\n  name: m\n  namespace: default\n' +
        'spec:\n  size: 1\n  sizee: 2\n',
    });
    const d = await oplabRun(join(EXAMPLES, 'memcached'), '--objects', join(dir, 'deploy.yaml'));
    expect(d.code).toBe(1);
    expect(d.err).toBe(
      `Error from server (BadRequest): error when creating "${join(dir, 'deploy.yaml')}": Deployment in version "v1" cannot be handled as a Deployment: strict decoding error: unknown field "spec.replica", unknown field "spec.template.spec.containers[0].imagePullPolicyy"\n`,
    );
    const c = await oplabRun(join(EXAMPLES, 'memcached'), '--objects', join(dir, 'cr.yaml'));
    expect(c.code).toBe(1);
    expect(c.err).toBe(
      `Error from server (BadRequest): error when creating "${join(dir, 'cr.yaml')}": Memcached in version "v1alpha1" cannot be handled as a Memcached: strict decoding error: unknown field "spec.sizee"\n`,
    );
  });

  it('--json prints the whole result on stdout; the human report (logs, trace) goes to stderr', async () => {
    const sample = join(EXAMPLES, 'memcached/config/samples/cache_v1alpha1_memcached.yaml');
    const json = await oplabRun(join(EXAMPLES, 'memcached'), '--objects', sample, '--json');
    expect(json.code).toBe(0);
    const parsed = JSON.parse(json.out) as { stage: string; objects: { kind: string }[]; trace: unknown[] };
    expect(parsed.stage).toBe('run');
    expect(parsed.objects.some((o) => o.kind === 'Deployment')).toBe(true);
    const human = await oplabRun(join(EXAMPLES, 'memcached'), '--objects', sample, '--time', '2m');
    expect(human.code).toBe(0);
    expect(human.out).toBe('');
    expect(human.err).toContain('\tINFO\tsetup\tStarting manager\n');
    expect(human.err).toMatch(/--- trace: \d+ API calls and cache reads ---\n/);
    expect(human.err).toContain(
      '[direct] system:serviceaccount:memcached-operator-system:memcached-operator-controller-manager CREATE apps/v1 deployments default/memcached-sample',
    );
    expect(human.err.split('\n').filter((l) => /^#\d+ \[/.test(l)).length).toBe(parsed.trace.length);
  });

  it('main gets -- ARGS and --env variables; its stdout stays on stdout, apart from the report', async () => {
    const dir = tempProject({
      'go.mod': 'module example.com/args\n\ngo 1.26\n',
      'cmd/main.go':
        'package main\n\nimport (\n\t"flag"\n\t"fmt"\n\t"os"\n)\n\nfunc main() {\n\tleader := flag.Bool("leader-elect", false, "")\n\tflag.Parse()\n\tfmt.Println(*leader, flag.Args(), os.Getenv("WATCH_NAMESPACE"))\n}\n',
    });
    const r = await oplabRun(dir, '--env', 'WATCH_NAMESPACE=team-a', '--', '--leader-elect', 'extra');
    expect(r.code).toBe(0);
    expect(r.out).toBe('true [extra] team-a\n');
    expect(r.err).toContain('--- trace: 0 API calls and cache reads ---');
    const bad = await oplabRun(dir, '--env', 'NOEQUALS');
    expect(bad.code).toBe(2);
    expect(bad.err).toBe('oplab run: --env needs NAME=VALUE (got "NOEQUALS")\n');
  });

  it('--steps sets the step budget: a loop stops at it, and a bad count is refused', async () => {
    const dir = tempProject({
      'go.mod': 'module example.com/steps\n\ngo 1.26\n',
      'cmd/main.go':
        'package main\n\nimport "fmt"\n\nfunc main() {\n\tn := 0\n\tfor i := 0; i < 100000; i++ {\n\t\tn += i\n\t}\n\tfmt.Println(n)\n}\n',
    });
    const ok = await oplabRun(dir);
    expect(ok.code).toBe(0);
    expect(ok.out).toBe('4999950000\n');
    const stopped = await oplabRun(dir, '--steps=50000');
    expect(stopped.code).toBe(2);
    expect(stopped.err).toContain('step budget exceeded at ./cmd/main.go:7:');
    for (const bad of ['--steps=0', '--steps=many', '-steps=1.5']) {
      const r = await oplabRun(dir, bad);
      expect(r.code, bad).toBe(2);
      expect(r.err, bad).toBe(
        `oplab run: --steps needs a positive whole number, got ${JSON.stringify(bad.split('=')[1])}\n`,
      );
    }
  });

  it('shows the program’s output and its log lines as they happen, in the order it made them', async () => {
    const dir = tempProject({
      'go.mod': 'module example.com/order\n\ngo 1.26.0\n\nrequire sigs.k8s.io/controller-runtime v0.24.1\n',
      'cmd/main.go': [
        'package main',
        '',
        'import (',
        '\t"fmt"',
        '\t"os"',
        '',
        '\tctrl "sigs.k8s.io/controller-runtime"',
        '\t"sigs.k8s.io/controller-runtime/pkg/log/zap"',
        ')',
        '',
        'func main() {',
        '\tctrl.SetLogger(zap.New(zap.UseDevMode(true)))',
        '\tlog := ctrl.Log.WithName("setup")',
        '\tfmt.Println("one")',
        '\tlog.Info("two")',
        '\tfmt.Fprintln(os.Stderr, "three")',
        '\tlog.Info("four")',
        '\tfmt.Println("five")',
        '}',
        '',
      ].join('\n'),
    });
    const r = await oplabRun(dir);
    expect(r.code).toBe(0);
    expect(r.out).toBe('one\nfive\n');
    const lines = r.both.split('\n');
    const at = (re: RegExp) => lines.findIndex((l) => re.test(l));
    const order = [/^one$/, /\tINFO\tsetup\ttwo$/, /^three$/, /\tINFO\tsetup\tfour$/, /^five$/].map(at);
    expect(order.every((i) => i >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // the report follows the program's lines
    expect(at(/^--- trace: /)).toBeGreaterThan(order[4]);
  });

  it('a run with thousands of calls reports the first and the last, and how many are between', async () => {
    const dir = tempProject({
      'go.mod': 'module example.com/many\n\ngo 1.26.0\n\nrequire sigs.k8s.io/controller-runtime v0.24.1\n',
      'cmd/main.go': [
        'package main',
        '',
        'import (',
        '\t"context"',
        '',
        '\tcorev1 "k8s.io/api/core/v1"',
        '\tctrl "sigs.k8s.io/controller-runtime"',
        '\t"sigs.k8s.io/controller-runtime/pkg/client"',
        ')',
        '',
        'func main() {',
        '\tc, err := client.New(ctrl.GetConfigOrDie(), client.Options{})',
        '\tif err != nil {',
        '\t\tpanic(err)',
        '\t}',
        '\tfor i := 0; i < 2500; i++ {',
        '\t\t_ = c.Get(context.Background(), client.ObjectKey{Namespace: "default", Name: "missing"}, &corev1.ConfigMap{})',
        '\t}',
        '}',
        '',
      ].join('\n'),
    });
    const r = await oplabRun(dir);
    expect(r.code).toBe(0);
    expect(r.err).toContain('\n--- trace: 2500 API calls and cache reads ---\n');
    const numbered = r.err.split('\n').filter((l) => /^#\d+ /.test(l));
    expect(numbered.length).toBe(2200);
    expect(numbered[1999]).toMatch(/^#2000 /);
    expect(numbered[2000]).toMatch(/^#2301 /);
    expect(r.err).toContain('\n... 300 more (oplab run --json, or --at N for one)\n#2301 ');
    expect(numbered.at(-1)).toMatch(/^#2500 .*configmaps default\/missing/);
  });
});

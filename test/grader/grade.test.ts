// gradeExercise's pipeline with a stand-in runner: compile diagnostics first and everything else
// skipped; a crashing runner is an error, never the learner's fault; evidence indexes point into the
// report's trace across scenarios; the report validates and is byte-identical on a second run.
import { describe, expect, it } from 'vitest';
import { gradeExercise } from '../../src/grader/grade.ts';
import { Report } from '../../src/grader/report.ts';
import type { RunProject, RunRequest, RunResult } from '../../src/grader/runner.ts';
import type { KubeEnv } from '../../src/kube/bind/env.ts';
import type { CacheReadEvent } from '../../src/kube/trace.ts';
import { load } from './helpers.ts';

const MANAGER = 'system:serviceaccount:lab-system:lab-controller-manager';
const env = {
  identity: { username: MANAGER, groups: [] },
  server: {
    registry: { lookup: () => ({ namespaced: true }) },
    resourceFor: () => ({ resource: 'apps' }),
  },
} as unknown as KubeEnv;

function get(namespace: string, name: string, resource: string, line: number): CacheReadEvent {
  return {
    kind: 'cacheRead',
    seq: 0,
    time: 0,
    identity: env.identity,
    verb: 'get',
    rvCache: '1',
    rvServer: '1',
    result: { code: namespace === '' ? 404 : 200, reason: '', message: '' },
    callSite: { file: 'internal/controller/app_controller.go', line, function: 'Reconcile' },
    group: '',
    version: 'v1',
    resource,
    subresource: '',
    namespace,
    name,
  };
}

function result(over: Partial<RunResult>): RunResult {
  return {
    stage: 'run',
    diagnostics: [],
    exitCode: 0,
    stdout: '',
    stderr: '',
    logs: [],
    trace: [],
    reconciles: [
      { time: 0, request: { namespace: 'team-a', name: 'shop' } },
    ] as unknown as RunResult['reconciles'],
    objects: [
      {
        apiVersion: 'lab.example.com/v1',
        kind: 'App',
        metadata: { name: 'shop', namespace: 'team-a' },
        status: { credentialsFound: true },
      },
    ],
    manifests: { crds: [], rbac: [], webhooks: [] },
    env,
    ...over,
  };
}

describe('gradeExercise', () => {
  const l = load('scope-get');

  it('reports compile errors first, with gc text and positions, and skips the rest', () => {
    const diag = {
      file: 'internal/controller/app_controller.go',
      line: 37,
      col: 42,
      msg: 'cannot use client.InNamespace(app.Namespace) (value of type client.InNamespace) as client.GetOption value in argument to r.Get: client.InNamespace does not implement client.GetOption (missing method ApplyToGet)',
    };
    const runner: RunProject = () =>
      result({ stage: 'compile', exitCode: 1, diagnostics: [diag], trace: [] });
    const r = gradeExercise(l.gradable, l.files('starter'), { runProject: runner });
    expect(r.status).toBe('fail');
    expect(r.diagnostics).toEqual([diag]);
    expect(r.checks[0]).toMatchObject({
      id: 'compile',
      status: 'fail',
      lines: [{ file: diag.file, line: 37, col: 42 }],
    });
    expect(r.checks[0]?.message.en).toContain(`${diag.file}:37:42: ${diag.msg}`);
    expect(r.checks.slice(1).map((c) => c.status)).toEqual(['skip', 'skip']);
  });

  it('words compile errors as gc prints them: sorted by position, at most 10, then too many errors', () => {
    const file = 'internal/controller/app_controller.go';
    // Reported order: the type error first, then the unused variables at the end of the body.
    const diags = [
      { file, line: 50, col: 9, msg: 'undefined: secrt' },
      ...Array.from({ length: 11 }, (_, i) => ({
        file,
        line: 38 + i,
        col: 2,
        msg: `declared and not used: v${i}`,
      })),
    ];
    const runner: RunProject = () => result({ stage: 'compile', exitCode: 1, diagnostics: diags, trace: [] });
    const r = gradeExercise(l.gradable, l.files('starter'), { runProject: runner });
    const text = r.checks[0]?.message.en.split('\n').slice(1);
    expect(text).toEqual([
      ...Array.from({ length: 9 }, (_, i) => `${file}:${38 + i}:2: declared and not used: v${i}`),
      `${file}:50:9: undefined: secrt`,
      `${file}:46:2: too many errors`,
    ]);
    // the check's lines in the same order: the first one is the first error printed
    expect(r.checks[0]?.lines[0]).toEqual({ file, line: 38, col: 2 });
    // the report's diagnostics too, all twelve
    expect(r.diagnostics.map((d) => d.line)).toEqual([...Array.from({ length: 11 }, (_, i) => 38 + i), 50]);
  });

  it('turns a runner crash into an error, not a failure', () => {
    const runner: RunProject = () => {
      throw new Error('boom');
    };
    const r = gradeExercise(l.gradable, l.files('solution'), { runProject: runner });
    expect(r.status).toBe('error');
    expect(r.message?.en).toContain('boom');
    expect(r.checks.find((c) => c.id === 'scope.get-namespace')?.status).toBe('error');
  });

  it('passes the scenario to the runner: objects, hooks, time limit, main package', () => {
    const seen: RunRequest[] = [];
    // A correct reconciler, whatever the scenario: each App's Secret is read in that App's namespace.
    const runner: RunProject = (req) => {
      seen.push(req);
      const apps = (req.objects ?? [])
        .filter((o) => o.kind === 'App')
        .map((o) => o.metadata as { name: string; namespace: string });
      return result({
        trace: apps.map((a) => get(a.namespace, 'db-creds', 'secrets', 37)),
        reconciles: apps.map((a) => ({ time: 0, request: a })) as unknown as RunResult['reconciles'],
        objects: apps.map((a) => ({
          apiVersion: 'lab.example.com/v1',
          kind: 'App',
          metadata: { name: a.name, namespace: a.namespace },
          status: { credentialsFound: true },
        })),
      });
    };
    const r = gradeExercise(l.gradable, l.files('solution'), { runProject: runner });
    expect(r.status).toBe('pass');
    expect(seen).toHaveLength(l.exercise.scenarios.length);
    expect(seen[0]?.main).toBe('cmd');
    expect(seen[0]?.virtualTimeLimitMs).toBe(120_000);
    expect(seen[0]?.objects?.map((o) => `${o.kind}/${(o.metadata as { name: string }).name}`)).toEqual([
      'Namespace/team-a',
      'Namespace/team-b',
      'Secret/db-creds',
      'Secret/db-creds',
      'App/shop',
    ]);
    expect(typeof seen[0]?.hooks?.afterCall).toBe('function');
  });

  it('indexes evidence into the report trace across scenarios', () => {
    const two = {
      ...l.gradable,
      exercise: {
        ...l.exercise,
        scenarios: [l.exercise.scenarios[0], { ...l.exercise.scenarios[0], id: 'second' }],
      },
    } as typeof l.gradable;
    let n = 0;
    const runner: RunProject = () =>
      ++n === 1
        ? result({ trace: [get('team-a', 'shop', 'apps', 30), get('team-a', 'db-creds', 'secrets', 37)] })
        : result({ trace: [get('team-a', 'shop', 'apps', 30), get('', 'db-creds', 'secrets', 37)] });
    const r = gradeExercise(two, l.files('starter'), { runProject: runner });
    const check = r.checks.find((c) => c.id === 'scope.get-namespace');
    expect(check?.status).toBe('fail');
    expect(check?.evidence).toEqual([3]);
    expect(r.trace[3]).toMatchObject({ scenario: 'second', resource: 'secrets', namespace: '' });
    expect(check?.lines).toEqual([{ file: 'internal/controller/app_controller.go', line: 37 }]);
    expect(check?.hint?.en).toBeTruthy();
    expect(check?.lesson).toBe('/lessons/scope/#empty-namespace');
  });

  it('gives a report that validates and is byte-identical on a second run', () => {
    const runner: RunProject = () => result({ trace: [get('', 'db-creds', 'secrets', 37)] });
    const a = gradeExercise(l.gradable, l.files('starter'), { runProject: runner });
    const b = gradeExercise(l.gradable, l.files('starter'), { runProject: runner });
    expect(Report.safeParse(a).success).toBe(true);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadExercise } from '../../src/grader/load-exercise.ts';
import { dispatch } from '../../src/sandbox/dispatch.ts';
import { type EngineLoaders, mainDir, makeEngineHandlers } from '../../src/sandbox/engine-handlers.ts';
import {
  checkedClustersKey,
  checkedExerciseKey,
  type Job,
  PROTOCOL_VERSION,
  type Response,
} from '../../src/sandbox/protocol.ts';
import type { GradeView, RunView } from '../../src/sandbox/results.ts';

// The real scope-get folder as the page bundles it, with a standard-library-only main and
// controller, so the fallback path (go run, no cluster) runs today whatever the Kubernetes packages do.
const root = join(import.meta.dirname, '../../exercises');
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [relative(root, join(dir, d.name))],
  );
const realBundle = Object.fromEntries(
  walk(join(root, 'scope-get')).map((p) => [p, readFileSync(join(root, p), 'utf8')]),
);
const plainMain =
  'package main\n\nimport (\n\t"fmt"\n\n\t"example.com/lab/internal/controller"\n)\n\nfunc main() {\n\tfmt.Println(controller.Hello())\n}\n';
const bundle = { ...realBundle, 'scope-get/project/cmd/main.go': plainMain };
const controller = (body: string) => [
  {
    name: 'internal/controller/app_controller.go',
    content: `package controller\n\nfunc Hello() string {\n${body}\n}\n`,
  },
];

async function job(j: Job, loaders: EngineLoaders = {}) {
  const posted: Response[] = [];
  await dispatch({ v: PROTOCOL_VERSION, id: 1, job: j }, makeEngineHandlers(loaders), (r) => posted.push(r));
  const last = posted.at(-1);
  if (last?.kind !== 'done') throw new Error(`job failed: ${JSON.stringify(last)}`);
  return last.result;
}

describe('Run (run-scenario) and Check (grade) jobs', () => {
  it('without the runner, Run is go run of the project’s main package, output and exit status included', async () => {
    const r = (await job({
      kind: 'run-scenario',
      exercise: 'scope-get',
      files: controller('\treturn "hi"'),
      bundle,
    })) as RunView;
    expect(r).toMatchObject({ engine: 'go-run', stage: 'run', exitCode: 0, stdout: 'hi\n', trace: [] });
    expect(r.scenario?.id).toBe('secret-in-own-namespace');
    expect(r.before.map((o) => o.key)).toContain('App team-a/shop');
  });

  it('an endless loop stops at the step budget with the line named, and the job still ends', async () => {
    const r = (await job({
      kind: 'run-scenario',
      exercise: 'scope-get',
      files: controller('\tfor {\n\t}'),
      bundle,
      stepBudget: 200_000,
    })) as RunView;
    expect(r.exitCode).not.toBe(0);
    expect(r.stderr).toMatch(/step budget exceeded/);
    expect(r.stderr).toContain('app_controller.go:');
  });

  it('read-only files are the exercise’s, whatever the page sends', async () => {
    const sent = [
      ...controller('\treturn "hi"'),
      { name: 'cmd/main.go', content: 'package main\n\nfunc main() { panic("mine") }\n' },
    ];
    const r = (await job({ kind: 'run-scenario', exercise: 'scope-get', files: sent, bundle })) as RunView;
    expect(r.stdout).toBe('hi\n');
  });

  it('with the runner, Run passes the whole project, the cluster objects and main’s directory', async () => {
    let seen:
      | { files: readonly { name: string; src: string }[]; main?: string; objects?: readonly unknown[] }
      | undefined;
    const runner = {
      runProject(req: NonNullable<typeof seen>) {
        seen = req;
        return {
          stage: 'run' as const,
          diagnostics: [],
          exitCode: 0,
          stdout: 'out\n',
          stderr: '',
          logs: [{ time: 0, level: 'INFO' as const, logger: 'setup', msg: 'starting manager', fields: [] }],
          trace: [],
          reconciles: [{}, {}],
          objects: [],
        };
      },
    };
    const r = (await job(
      { kind: 'run-scenario', exercise: 'scope-get', files: controller('\treturn "x"'), bundle: realBundle },
      { runner: async () => runner },
    )) as RunView;
    expect(seen?.main).toBe('cmd');
    expect(seen?.files.map((f) => f.name)).toContain('api/v1/app_types.go');
    expect(seen?.files.find((f) => f.name === 'internal/controller/app_controller.go')?.src).toContain(
      'return "x"',
    );
    expect(seen?.objects).toHaveLength(5);
    expect(r).toMatchObject({ engine: 'runner', reconciles: 2, stdout: 'out\n' });
    expect(r.logs[0]).toContain('starting manager');
    expect(r.after.map((o) => o.change)).toEqual(['removed', 'removed', 'removed', 'removed', 'removed']);
  });

  it('without the grader, Check reports the compile diagnostics at gc’s positions', async () => {
    const r = (await job({
      kind: 'grade',
      exercise: 'scope-get',
      files: controller('\tx := 1\n\treturn "hi"'),
      bundle,
      mode: 'check',
    })) as GradeView;
    expect(r).toMatchObject({
      engine: 'compile-only',
      ok: false,
      diagnostics: [
        { file: 'internal/controller/app_controller.go', line: 4, col: 2, msg: 'declared and not used: x' },
      ],
    });
  });

  it('with the grader, Check hands it the exercise, its folder and the project files', async () => {
    let got: { id: string; yaml: string | undefined; paths: string[] } | undefined;
    const grader = {
      gradeExercise(
        ex: { exercise: { id: string }; text(p: string): string | undefined },
        files: readonly { path: string; content: string }[],
      ) {
        got = { id: ex.exercise.id, yaml: ex.text('cluster.yaml'), paths: files.map((f) => f.path) };
        return {
          version: 1,
          exercise: 'scope-get',
          status: 'pass',
          diagnostics: [],
          checks: [],
          trace: [],
          logs: [],
        };
      },
    };
    const r = (await job(
      {
        kind: 'grade',
        exercise: 'scope-get',
        files: controller('\treturn "x"'),
        bundle: realBundle,
        mode: 'check',
      },
      { grader: async () => grader },
    )) as GradeView;
    expect(r.engine).toBe('grader');
    expect(got?.id).toBe('scope-get');
    expect(got?.yaml).toContain('kind: Secret');
    expect(got?.paths).toEqual([
      'go.mod',
      'api/v1/groupversion_info.go',
      'api/v1/app_types.go',
      'cmd/main.go',
      'internal/controller/app_controller.go',
    ]);
  });

  it('with the grader, Check takes the cluster objects the site’s build parsed while the text is theirs', async () => {
    const seen: (unknown[] | undefined)[] = [];
    const grader = {
      gradeExercise(ex: {
        text(p: string): string | undefined;
        parsedObjects?(p: string, text: string): unknown[] | undefined;
      }) {
        const text = ex.text('cluster.yaml') ?? '';
        seen.push(ex.parsedObjects?.('cluster.yaml', text), ex.parsedObjects?.('cluster.yaml', `${text}\n`));
        return {
          version: 1,
          exercise: 'scope-get',
          status: 'pass',
          diagnostics: [],
          checks: [],
          trace: [],
          logs: [],
        };
      },
    };
    const grade = (b: Record<string, string>) =>
      job(
        { kind: 'grade', exercise: 'scope-get', files: controller('\treturn "x"'), bundle: b, mode: 'check' },
        { grader: async () => grader },
      );
    // Objects no parse of the text gives: only the kept ones can be what the grader gets.
    const marker = [{ kind: 'Kept' }];
    const clusters = { 'cluster.yaml': { text: realBundle['scope-get/cluster.yaml'], objects: marker } };
    await grade({ ...realBundle, [checkedClustersKey('scope-get')]: JSON.stringify(clusters) });
    // Another text (not the kept one): parse it.
    expect(seen).toEqual([marker, undefined]);
    // Fresh objects on each call.
    await grade({ ...realBundle, [checkedClustersKey('scope-get')]: JSON.stringify(clusters) });
    expect(seen[2]).toEqual(marker);
    expect(seen[2]).not.toBe(seen[0]);
    // A bundle without them: the grader parses.
    seen.length = 0;
    await grade(realBundle);
    expect(seen).toEqual([undefined, undefined]);
  });

  it('a bundle that is not a valid exercise fails with the file named', async () => {
    const posted: Response[] = [];
    const broken = { ...realBundle, 'scope-get/exercise.yaml': 'kind: code\nid: scope-get\n' };
    await dispatch(
      {
        v: PROTOCOL_VERSION,
        id: 2,
        job: { kind: 'run-scenario', exercise: 'scope-get', files: controller(''), bundle: broken },
      },
      makeEngineHandlers(),
      (r) => posted.push(r),
    );
    expect(posted.at(-1)).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/^scope-get\/exercise\.yaml: /),
    });
  });

  it('takes the exercise the site’s build validated without parsing exercise.yaml; without it, validates', async () => {
    const posted: Response[] = [];
    const loaded = loadExercise('scope-get', (p) => realBundle[p]);
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    const run = (b: Record<string, string>) =>
      dispatch(
        {
          v: PROTOCOL_VERSION,
          id: 3,
          job: { kind: 'run-scenario', exercise: 'scope-get', files: controller('\treturn "hi"'), bundle: b },
        },
        makeEngineHandlers(),
        (r) => posted.push(r),
      );
    // A page's bundle: exercise.yaml is not read (here it would not even parse).
    const checked = JSON.stringify(loaded.exercise);
    await run({
      ...bundle,
      'scope-get/exercise.yaml': ': not yaml',
      [checkedExerciseKey('scope-get')]: checked,
    });
    expect(posted.at(-1)).toMatchObject({ kind: 'done', result: { engine: 'go-run', stdout: 'hi\n' } });
    // Without it, exercise.yaml is parsed and validated here, as the CLI does.
    await run({ ...bundle, 'scope-get/exercise.yaml': ': not yaml' });
    expect(posted.at(-1)).toMatchObject({
      kind: 'failed',
      message: expect.stringMatching(/^scope-get\/exercise\.yaml: /),
    });
  });

  it('finds main’s directory', () => {
    expect(mainDir([{ name: 'cmd/main.go', src: '// x\npackage main\n' }])).toBe('cmd');
    expect(mainDir([{ name: 'main.go', src: 'package main' }])).toBe('.');
    expect(mainDir([{ name: 'a/b.go', src: 'package mainly' }])).toBe('.');
  });
});

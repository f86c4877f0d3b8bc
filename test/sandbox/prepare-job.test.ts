// The workspace's speculative build (engine.ts prepare → the worker's `prepare` job): made while the
// learner pauses, it is the build the next Check uses, so Check builds nothing itself.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registryCompileCount } from '../../src/go/interp/compile/compiler.ts';
import { buildsMade } from '../../src/kube/run/build.ts';
import { makeEngineHandlers } from '../../src/sandbox/engine-handlers.ts';

const root = join(import.meta.dirname, '../..');
const id = 'scope-get';
const bundle: Record<string, string> = {};
const walk = (d: string) => {
  for (const n of readdirSync(d)) {
    const p = join(d, n);
    if (statSync(p).isDirectory()) walk(p);
    else bundle[relative(join(root, 'exercises'), p)] = readFileSync(p, 'utf8');
  }
};
walk(join(root, 'exercises', id));
const path = 'internal/controller/app_controller.go';
const solution = readFileSync(join(root, 'exercises', id, 'solution', path), 'utf8');

const handlers = makeEngineHandlers({
  grader: () => import('../../src/grader/grade.ts'),
  runner: () => import('../../src/kube/run/index.ts'),
});
const { prepare: prepareJob, grade: gradeJob } = handlers;
if (!prepareJob || !gradeJob) throw new Error('the engine handlers have no prepare or grade job');
const prepare = async (content: string) =>
  (await prepareJob(
    { kind: 'prepare', exercise: id, bundle, files: [{ name: path, content }] },
    () => {},
  )) as {
    built: boolean;
  };
const grade = async (content: string) => {
  const r = (await gradeJob(
    { kind: 'grade', exercise: id, bundle, mode: 'check', files: [{ name: path, content }] },
    () => {},
  )) as { report: { status: string } };
  return r.report.status;
};

describe('a Check after a prepared build', () => {
  it('builds nothing: the prepared build of the same files is the one it runs', async () => {
    const edited = `${solution}\n// edited\n`;
    expect(await prepare(edited)).toMatchObject({ built: true });
    const after = buildsMade();
    expect(await grade(edited)).toBe('pass');
    expect(buildsMade()).toBe(after);
  }, 240_000);

  it('compiles the registry functions a Check runs once: a later Check, prepared or not, compiles none', async () => {
    // A Check of one version: the standard and Kubernetes functions it calls are compiled as called
    // (unless an earlier Check of this process called them).
    expect(await grade(`${solution}\n// first\n`)).toBe('pass');
    const compiled = registryCompileCount();
    expect(compiled).toBeGreaterThan(50);
    // The learner edits and pauses: the prepared build compiles the edited package, and nothing of
    // the registry's again (interp/run.ts ProgramCompiler keeps their code).
    const edited = `${solution}\n// second\n`;
    await prepare(edited);
    expect(await grade(edited)).toBe('pass');
    // A Check whose build was not prepared does not compile them again either.
    expect(await grade(`${solution}\n// third\n`)).toBe('pass');
    expect(registryCompileCount()).toBe(compiled);
  }, 240_000);

  it('builds again when the files changed after the prepared build', async () => {
    await prepare(`${solution}\n// one\n`);
    const after = buildsMade();
    expect(await grade(`${solution}\n// two\n`)).toBe('pass');
    expect(buildsMade()).toBe(after + 1);
  }, 240_000);

  it('reports a project that does not compile as not built, and Check still reports why', async () => {
    const broken = solution.replace(/^func /m, 'func (');
    expect(await prepare(broken)).toMatchObject({ built: false });
    expect(await grade(broken)).toBe('fail');
  }, 240_000);
});

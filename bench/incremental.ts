// Building after a one-file edit, in process, as the workspace does: the `prepare` job (made while
// the learner pauses: the runner's build, registry functions the last Check called compiled ahead),
// then the `grade` job (Check) for an exercise; for a multi-package project the runner's build alone
// (runProject's build, as the playground prepares it). Each round edits one file (a comment appended,
// so its package and its importers are checked again), times the build with the time spent in the
// checker and in the compiler, then for the exercise the Check that follows.
//   npx node bench/incremental.ts [--rounds N]
// Prints medians over the rounds after the first (cold) build.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import '../src/cli/text-imports.ts';

const { makeEngineHandlers } = await import('../src/sandbox/engine-handlers.ts');
const { kubePhases, controllerRuntimeMinor } = await import('../src/kube/run/run.ts');
const { prepareProject } = await import('../src/kube/run/index.ts');

const argv = process.argv.slice(2);
const at = argv.indexOf('--rounds');
const rounds = at >= 0 ? Number(argv[at + 1]) : 9;
const root = join(import.meta.dirname, '..');

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
}

function filesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (d: string) => {
    for (const n of readdirSync(d)) {
      const p = join(d, n);
      if (statSync(p).isDirectory()) walk(p);
      else out[relative(dir, p)] = readFileSync(p, 'utf8');
    }
  };
  walk(dir);
  return out;
}

/** Time spent in the phases' check and compile while `fn` runs (the phases of `minor`, wrapped). */
const spent = { check: 0, compile: 0 };
function wrapPhases(minor: number): void {
  const ph = kubePhases(minor) as unknown as Record<string, (...a: unknown[]) => unknown> & {
    __wrapped?: boolean;
  };
  if (ph.__wrapped) return;
  ph.__wrapped = true;
  for (const k of ['check', 'compile'] as const) {
    const orig = ph[k].bind(ph);
    ph[k] = (...a: unknown[]) => {
      const t = performance.now();
      try {
        return orig(...a);
      } finally {
        spent[k] += performance.now() - t;
      }
    };
  }
}

type Row = { build: number; check: number; compile: number; check2?: number };

function report(name: string, rows: Row[]): void {
  const [cold, ...warm] = rows;
  const f = (x: number) => x.toFixed(1).padStart(7);
  const m = (k: keyof Row) => median(warm.map((r) => r[k] ?? Number.NaN));
  console.log(
    `${name.padEnd(34)} cold build ${f(cold.build)} ms | after an edit: build ${f(m('build'))} ms ` +
      `(check ${f(m('check'))}, compile ${f(m('compile'))})` +
      (cold.check2 === undefined ? '' : `, Check ${f(m('check2'))} ms`),
  );
}

// --- an exercise: prepare (the build) then grade (Check), editing the learner's file
async function exercise(id: string, path: string): Promise<void> {
  const bundle: Record<string, string> = {};
  for (const [p, src] of Object.entries(filesUnder(join(root, 'exercises', id)))) bundle[`${id}/${p}`] = src;
  const solution = bundle[`${id}/solution/${path}`];
  const handlers = makeEngineHandlers({
    grader: () => import('../src/grader/grade.ts'),
    runner: () => import('../src/kube/run/index.ts'),
  });
  wrapPhases(controllerRuntimeMinor([{ name: 'go.mod', src: bundle[`${id}/project/go.mod`] }]));
  const rows: Row[] = [];
  for (let i = 0; i <= rounds; i++) {
    const content = `${solution}\n// edit ${i}\n`;
    spent.check = spent.compile = 0;
    let t = performance.now();
    await handlers.prepare?.(
      { kind: 'prepare', exercise: id, bundle, files: [{ name: path, content }] },
      () => {},
    );
    const build = performance.now() - t;
    const row: Row = { build, check: spent.check, compile: spent.compile };
    t = performance.now();
    const r = (await handlers.grade?.(
      { kind: 'grade', exercise: id, bundle, mode: 'check', files: [{ name: path, content }] },
      () => {},
    )) as { report: { status: string } };
    row.check2 = performance.now() - t;
    if (r.report.status !== 'pass') throw new Error(`${id}: ${r.report.status}`);
    rows.push(row);
  }
  report(`${id} (edit ${path.split('/').slice(-2, -1)[0]})`, rows);
}

// --- a project: the runner's build (prepareProject), editing one file per round
function project(name: string, dir: string, path: string): void {
  const files = Object.entries(filesUnder(join(root, dir))).map(([n, src]) => ({ name: n, src }));
  wrapPhases(controllerRuntimeMinor(files));
  const rows: Row[] = [];
  for (let i = 0; i <= rounds; i++) {
    const edited = files.map((f) =>
      f.name === path ? { name: f.name, src: `${f.src}\n// edit ${i}\n` } : f,
    );
    spent.check = spent.compile = 0;
    const t = performance.now();
    if (!prepareProject({ files: edited }).ok) throw new Error(`${name}: does not build`);
    rows.push({ build: performance.now() - t, check: spent.check, compile: spent.compile });
  }
  report(`${name} (edit ${path.split('/').slice(-2, -1)[0]})`, rows);
}

console.log(`in-process builds after a one-file edit: the first (cold) and the median of ${rounds} more`);
await exercise('scope-get', 'internal/controller/app_controller.go');
project('examples/memcached', 'examples/memcached', 'internal/controller/memcached_controller.go');
project('examples/memcached', 'examples/memcached', 'api/v1alpha1/memcached_types.go');
project('examples/cronjob', 'examples/cronjob', 'internal/controller/cronjob_controller.go');

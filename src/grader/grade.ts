// Grades a code exercise: compile diagnostics first, then every scenario run through the real
// reconcile loop (the runner, src/kube/run) with the scenario's adversity, then each check the
// exercise lists, in order. Pure, synchronous and deterministic: the same files give the same report,
// byte for byte (the runner is deterministic; nothing here reads clocks or randomness).
import { formatCompilerErrors } from '../go/build/errors.ts';
import { checkGo, type Diagnostic as GoDiagnostic, makePhases } from '../go/index.ts';
import { stdPackage } from '../go/std/index.ts';
import type { KubeObject } from '../kube/apiserver/types.ts';
import { kubePackage } from '../kube/gopkg/index.ts';
import { generateManifests } from '../kube/markers/index.ts';
import { formatLogEntry } from '../kube/runtime/log.ts';
import { scenarioActors } from './actors.ts';
import {
  type CheckContext,
  type CheckOutcome,
  type ProjectSource,
  type ScenarioRun,
  withCallers,
} from './checks/context.ts';
import { CHECKS } from './checks/index.ts';
import { clusterObjects } from './cluster-objects.ts';
import type { CodeExercise } from './exercise.ts';
import { type Interruption, interruptionOf, programRunsCheck, reachedOutcome } from './reached.ts';
import type { CheckResult, Localized, Report } from './report.ts';
import { overallStatus, REPORT_VERSION } from './report-status.ts';
import { defaultRunProject } from './run-default.ts';
import type { RunProject, RunResult } from './runner.ts';
import type { Scenario } from './scenario.ts';

/** An exercise definition plus access to its own folder (cluster YAML files). */
export interface GradableExercise {
  exercise: CodeExercise;
  /** A file of the exercise folder by relative path, or undefined. */
  text(path: string): string | undefined;
  /**
   * The objects of cluster file `path` whose text is `text` when known without parsing it (the CLI's
   * build parses the built-in exercises' files: src/cli/checked.ts), fresh objects on each call;
   * undefined: parse the text (cluster-objects.ts).
   */
  parsedObjects?(path: string, text: string): KubeObject[] | undefined;
}

export interface GradeOptions {
  /** The runner; default: src/kube/run's runProject when present. */
  runProject?: RunProject;
  /** Interpreter step budget per scenario (default GRADE_STEP_BUDGET). */
  stepBudget?: number;
  /** Bytes of live Go values per scenario before Go's out-of-memory stop (default GRADE_MEMORY_BUDGET). */
  memoryBudget?: number;
  /** The host's CPU clock (ms): with it each scenario stops after `cpuLimitMs` (default 20 s) of CPU. */
  cpuTime?: () => number;
  cpuLimitMs?: number;
  seed?: number;
}

/**
 * A scenario's memory budget unless the caller sets one: a reconciler needs a few MiB; a class's
 * files graded one after another must not take the machine's memory.
 */
export const GRADE_MEMORY_BUDGET = 256 << 20;

/**
 * A scenario's step budget unless the caller sets one. Every exercise's solution runs its scenarios in
 * under 2^15 steps (loop iterations and calls, with the API calls' cost: runner-limits.test.ts), so
 * 2^24 leaves a reconciler 500 times that and still stops an endless loop in about half a second,
 * where the interpreter's default (2^28, for `go run`) takes ten.
 */
export const GRADE_STEP_BUDGET = 2 ** 24;

// One toolchain over the standard library and the Kubernetes packages, kept for the process: it
// caches the parsed and checked registry packages.
let kubePhases: ReturnType<typeof makePhases> | undefined;
function phases(): ReturnType<typeof makePhases> {
  if (kubePhases === undefined) kubePhases = makePhases((p) => kubePackage(p) ?? stdPackage(p));
  return kubePhases;
}

/**
 * The directory of the project's `package main` (cmd/ in a kubebuilder layout, or the root): the
 * manager's, when a test program is a second package main.
 */
export function mainDir(files: readonly ProjectSource[]): string {
  const isMain = (f: ProjectSource) => f.path.endsWith('.go') && /^package main\b/m.test(f.content);
  if (files.some((f) => isMain(f) && /^cmd\/[^/]+$/.test(f.path))) return 'cmd';
  for (const f of files)
    if (f.path.endsWith('.go') && /^package main\b/m.test(f.content)) {
      const i = f.path.lastIndexOf('/');
      return i < 0 ? '.' : f.path.slice(0, i);
    }
  return '.';
}

interface Compiled {
  ok: boolean;
  diagnostics: GoDiagnostic[];
  /** gc's / the go command's text, as `go build` prints it. */
  text: string;
}

function compileProject(files: readonly ProjectSource[]): Compiled {
  const r = checkGo({
    files: files.map((f) => ({ name: f.path, src: f.content })),
    target: { kind: 'dir', dir: mainDir(files) },
    phases: phases(),
  });
  return { ok: r.ok, diagnostics: r.diagnostics.filter((d) => !d.soft || !r.ok), text: r.stderr };
}

function compiledFromRun(r: RunResult): Compiled {
  return {
    ok: r.stage === 'run',
    diagnostics: r.diagnostics.map((d) => ({ file: d.file, line: d.line, col: d.col, msg: d.msg })),
    text: r.stderr,
  };
}

/**
 * Diagnostics in the order gc prints them (formatCompilerErrors' order): files in the order their
 * first error was reported, then line and column. The check's first line is the text's first error.
 */
function gcOrder(ds: readonly GoDiagnostic[]): GoDiagnostic[] {
  const rank = new Map<string, number>();
  for (const d of ds) if (!rank.has(d.file)) rank.set(d.file, rank.size);
  return [...ds].sort(
    (a, b) => (rank.get(a.file) ?? 0) - (rank.get(b.file) ?? 0) || a.line - b.line || a.col - b.col,
  );
}

function compileCheck(ex: CodeExercise, c: Compiled): CheckResult {
  const title: Localized = { en: 'The code compiles', 'zh-cn': '代码能够编译' };
  if (c.ok)
    return {
      id: 'compile',
      status: 'pass',
      title,
      message: { en: 'The project builds.', 'zh-cn': '项目构建成功。' },
      lines: [],
      evidence: [],
      lesson: ex.lesson,
    };
  // gc's lines, as `go build` prints them: sorted, at most 10 then `too many errors`.
  const text = c.diagnostics.length > 0 ? formatCompilerErrors(c.diagnostics).trimEnd() : c.text.trim();
  return {
    id: 'compile',
    status: 'fail',
    title,
    message: { en: `The project does not build:\n${text}`, 'zh-cn': `项目无法构建：\n${text}` },
    lines: gcOrder(c.diagnostics).map((d) => ({ file: d.file, line: d.line, col: d.col })),
    evidence: [],
    hint: {
      en: 'Fix the first error first: later ones often follow from it.',
      'zh-cn': '先修正第一个错误：后面的错误常常由它引起。',
    },
    lesson: ex.lesson,
  };
}

/** The cluster objects of a scenario: its YAML files (default: the exercise's), then its extras. */
export function scenarioObjects(ex: GradableExercise, s: Scenario): KubeObject[] {
  const paths = s.cluster ?? (ex.exercise.cluster ? [ex.exercise.cluster] : []);
  const out: KubeObject[] = [];
  for (const p of paths) {
    const text = ex.text(p);
    if (text === undefined) throw new Error(`${p}: no such file in the exercise`);
    out.push(...(ex.parsedObjects?.(p, text) ?? clusterObjects(p, text)));
  }
  for (const o of s.objects) out.push(o as unknown as KubeObject);
  return out;
}

/** A CRD with `subresources.status` removed from every version. */
export function withoutStatusSubresource(crd: KubeObject): KubeObject {
  const copy = structuredClone(crd) as KubeObject & {
    spec?: { versions?: { subresources?: Record<string, unknown> }[] };
  };
  for (const v of copy.spec?.versions ?? []) {
    if (v.subresources === undefined) continue;
    delete v.subresources.status;
    if (Object.keys(v.subresources).length === 0) delete v.subresources;
  }
  return copy;
}

function runScenario(
  ex: GradableExercise,
  files: readonly ProjectSource[],
  s: Scenario,
  run: RunProject,
  opts: GradeOptions,
  traceOffset: number,
): ScenarioRun {
  const base: ScenarioRun = { scenario: s, traceOffset, actions: [], managerUser: '' };
  let objects: KubeObject[];
  try {
    objects = scenarioObjects(ex, s);
  } catch (err) {
    return { ...base, error: err instanceof Error ? err.message : String(err) };
  }
  let crds = s.crds;
  if (!s.statusSubresource && s.crds === 'markers') {
    // The CRDs as controller-gen generates them, minus the status subresource: applied first, as
    // `make install` would have, and the runner installs none of its own.
    const generated = generateManifests(files.map((f) => ({ name: f.path, src: f.content }))).crds;
    objects = [...generated.map(withoutStatusSubresource), ...objects];
    crds = 'none';
  }
  // A test program may run with the starter's version of some files: the mistake it must catch.
  const sources = files.map((f) => {
    if (!s.starterFiles.includes(f.path)) return { name: f.path, src: f.content };
    const starter = ex.text(`${ex.exercise.starter}/${f.path}`);
    return { name: f.path, src: starter ?? f.content };
  });
  const actors = scenarioActors(s);
  let result: RunResult;
  try {
    result = run({
      files: sources,
      main: s.program ?? mainDir(files),
      objects,
      rbac: s.rbac,
      crds,
      env: s.env,
      hooks: actors.hooks,
      // Timed actions are armed as main starts, not at the first traced call: a program that
      // makes no call (a webhook nobody configured) still sees its Apps applied on time.
      observe: actors.hooks.onStart,
      virtualTimeLimitMs: s.virtualTimeLimit,
      stepBudget: opts.stepBudget ?? GRADE_STEP_BUDGET,
      memoryBudget: opts.memoryBudget ?? GRADE_MEMORY_BUDGET,
      cpuTime: opts.cpuTime,
      cpuLimitMs: opts.cpuLimitMs ?? 20_000,
      seed: opts.seed ?? 1,
    });
  } catch (err) {
    // A runner crash is the simulator's fault, never the learner's: reported as an error.
    return { ...base, error: `the runner failed: ${err instanceof Error ? err.message : String(err)}` };
  }
  if (actors.log.problems.length > 0)
    return {
      ...base,
      result,
      actions: actors.log.actions,
      // The program still ran as the manager: its calls stay the learner's for the checks.
      managerUser: result.env.identity.username,
      error: `the scenario's actors could not act: ${actors.log.problems.join('; ')}`,
    };
  return {
    ...base,
    result,
    actions: actors.log.actions,
    firedWriters: actors.log.fired,
    managerUser: result.env.identity.username,
  };
}

/**
 * One scenario as Check runs it (its cluster objects, CRDs, RBAC, the actors that apply objects at
 * their moments), for the workspace's Run: the learner sees the same calls the checks judge, and
 * `interrupted` says whether the code was cut short (a panic, an endless loop) and where.
 */
export function runScenarioOf(
  ex: GradableExercise,
  files: readonly ProjectSource[],
  scenarioId?: string,
  opts: GradeOptions = {},
): { run: ScenarioRun; before: KubeObject[]; interrupted?: Interruption } | undefined {
  const run = opts.runProject ?? defaultRunProject;
  const s =
    scenarioId === undefined
      ? ex.exercise.scenarios[0]
      : ex.exercise.scenarios.find((x) => x.id === scenarioId);
  if (run === undefined || s === undefined) return undefined;
  const r = runScenario(ex, files, s, run, opts, 0);
  let before: KubeObject[] = [];
  try {
    before = scenarioObjects(ex, s);
  } catch {
    // the run itself reports a broken scenario file
  }
  const interrupted = interruptionOf({ exercise: ex.exercise, files, runs: [r] });
  return { run: r, before, ...(interrupted ? { interrupted } : {}) };
}

function toResult(ex: CodeExercise, id: string, o: CheckOutcome): CheckResult {
  const def = CHECKS.get(id);
  return {
    id,
    status: o.status,
    title: def?.title ?? { en: id, 'zh-cn': id },
    message: o.message,
    lines: o.lines,
    evidence: o.evidence,
    ...(o.status === 'fail' && def ? { hint: o.hint ?? def.hint } : {}),
    lesson: def?.lesson ?? ex.lesson,
  };
}

function skipped(ex: CodeExercise, id: string, why: Localized): CheckResult {
  return toResult(ex, id, { status: 'skip', message: why, lines: [], evidence: [] });
}

/**
 * Grades `files` (the whole project: read-only files as shipped, editable ones as the learner wrote
 * them) against the exercise. Never throws for bad learner input.
 */
export function gradeExercise(
  ex: GradableExercise,
  files: readonly ProjectSource[],
  opts: GradeOptions = {},
): Report {
  const exercise = ex.exercise;
  const run = opts.runProject ?? defaultRunProject;
  const runs: ScenarioRun[] = [];
  let compiled: Compiled;
  if (run === undefined) {
    compiled = compileProject(files);
  } else {
    // The runner compiles (once per scenario); its first run gives the diagnostics.
    let offset = 0;
    compiled = { ok: true, diagnostics: [], text: '' };
    for (const s of exercise.scenarios) {
      const r = runScenario(ex, files, s, run, opts, offset);
      // A test program that does not build with the starter's files is its check's to report:
      // the learner's own files build (the other scenarios say so).
      if (r.result && r.result.stage !== 'run' && s.starterFiles.length === 0) {
        compiled = compiledFromRun(r.result);
        runs.length = 0;
        break;
      }
      runs.push(r);
      offset += r.result?.trace.length ?? 0;
    }
  }

  const checks: CheckResult[] = [];
  // The code was cut short (a panic, an endless loop, a crash): the report leads with it, and no
  // check passes on evidence that never happened (reached.ts).
  const clusterRuns = runs.filter((r) => r.scenario.program === undefined);
  const programs = runs.filter((r) => r.scenario.program !== undefined);
  const interrupted = compiled.ok ? interruptionOf({ exercise, files, runs: clusterRuns }) : undefined;
  const crash = interrupted && programRunsCheck(interrupted, exercise.lesson);
  const notCompiled: Localized = {
    en: 'Not reached: the code does not compile.',
    'zh-cn': '未执行：代码无法编译。',
  };
  const noRunner: Localized = {
    en: 'Not run: the simulated cluster runner (src/kube/run) is not available in this build.',
    'zh-cn': '未运行：此构建中没有模拟集群运行器（src/kube/run）。',
  };
  const ctx: CheckContext = {
    exercise,
    files,
    runs: clusterRuns,
    programs,
    ...(interrupted ? { interrupted } : {}),
  };
  for (const id of exercise.checks) {
    if (id === 'compile') {
      checks.push(compileCheck(exercise, compiled));
      if (crash !== undefined) checks.push(crash);
      continue;
    }
    if (!compiled.ok) {
      checks.push(skipped(exercise, id, notCompiled));
      continue;
    }
    const def = CHECKS.get(id);
    if (def === undefined) {
      checks.push(
        toResult(exercise, id, {
          status: 'error',
          message: { en: `The grader has no check named ${id}.`, 'zh-cn': `评分器没有名为 ${id} 的检查。` },
          lines: [],
          evidence: [],
        }),
      );
      continue;
    }
    if (run === undefined) {
      checks.push(toResult(exercise, id, { status: 'error', message: noRunner, lines: [], evidence: [] }));
      continue;
    }
    checks.push(
      toResult(exercise, id, reachedOutcome(ctx, withCallers(ctx, def.evaluate(ctx)), interrupted)),
    );
  }
  if (crash !== undefined && !checks.includes(crash)) checks.unshift(crash);

  const trace: unknown[] = [];
  const logs: string[] = [];
  for (const r of runs) {
    const prefix = runs.length > 1 ? `[${r.scenario.id}] ` : '';
    for (const e of r.result?.trace ?? []) trace.push({ scenario: r.scenario.id, ...e });
    for (const l of r.result?.logs ?? []) logs.push(prefix + formatLogEntry(l));
    // A test program's output is its report (PASS / FAIL lines), whatever its exit status.
    if (r.result && r.scenario.program !== undefined)
      for (const line of r.result.stdout.split('\n')) if (line !== '') logs.push(prefix + line);
    if (r.result && r.result.exitCode !== 0)
      for (const line of r.result.stderr.split('\n')) if (line !== '') logs.push(prefix + line);
  }

  const status = overallStatus(checks);
  const errored = checks.find((c) => c.status === 'error');
  return {
    version: REPORT_VERSION,
    exercise: exercise.id,
    status,
    ...(status === 'error' && errored ? { message: errored.message } : {}),
    // every one, in the order gc prints them (the compile check's text stops at 10)
    diagnostics: gcOrder(compiled.diagnostics).map((d) => ({
      file: d.file,
      line: d.line,
      col: d.col,
      msg: d.msg,
    })),
    checks,
    trace,
    logs,
  };
}

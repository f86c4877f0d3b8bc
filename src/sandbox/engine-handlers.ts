// The jobs the engine worker can run, wired to the engine's entry points. The grader
// (src/grader/grade.ts) and the project runner (src/kube/run/index.ts) are passed in as loaders (the
// worker loads them lazily, tests pass fakes); a host without them still runs: Run falls back to
// `go run` of the project's main package and Check to compile diagnostics.
import { checkGo, compilingAhead, type SourceFile as GoSource, makePhases, runGo } from '../go/index.ts';
import { stdPackage, stdPackagePaths } from '../go/std/index.ts';
import type { CodeExercise, Exercise } from '../grader/exercise.ts';
import { exerciseFiles } from '../grader/exercise-files.ts';
import type { Loaded } from '../grader/load-exercise.ts';
import type { Report } from '../grader/report.ts';
import type { KubeObject } from '../kube/apiserver/types.ts';
import { restTransportBound } from '../kube/gopkg/client-go/rest.ts';
import { NAMES_EXTAPI } from '../kube/gopkg/extapi/paths.ts';
import { kubePackage, kubePackagePaths } from '../kube/gopkg/index.ts';
import { formatLogEntry, type LogEntry } from '../kube/runtime/log.ts';
import type { TraceEvent } from '../kube/trace.ts';
import { clusterViews, parseObjects } from './cluster-views.ts';
import type { Handlers } from './dispatch.ts';
import {
  checkedBeyondSnapshot,
  loadEngineSnapshot,
  type SnapshotLoad,
  snapshotInflated,
} from './engine-snapshot.ts';
import { checkPartsFor } from './lazy/grader-checks.ts';
import { lazyParts, loadParts } from './lazy-parts.ts';
import { type ProjectRunner, type ProjectRunView, runProjectJob } from './project-run.ts';
import {
  type CheckedClusters,
  checkedClustersKey,
  checkedExerciseKey,
  type ExerciseBundle,
  type SourceFile,
} from './protocol.ts';
import type { DiagnosticView, GradeView, InterruptedView, RunView } from './results.ts';
import type { PreparedSnapshot } from './snapshot-bytes.ts';

/** Default step budget for a browser run: enough for real programs, small enough to stop fast. */
export const DEFAULT_STEP_BUDGET = 50_000_000;

/**
 * Memory budget of a browser run (bytes of live Go values, src/go/interp/mem.ts): a program that
 * allocates without end stops with Go's out-of-memory error long before the tab's heap is gone.
 */
export const WORKER_MEMORY_BUDGET = 512 << 20;

/** The runner's contract (docs: notes/kube-bind-contract.md), the part the workspace uses. */
export interface RunnerModule {
  runProject(req: {
    files: readonly GoSource[];
    main?: string;
    objects?: readonly KubeObject[];
    stepBudget?: number;
    memoryBudget?: number;
  }): {
    stage: 'load' | 'compile' | 'run';
    diagnostics: readonly DiagnosticView[];
    exitCode: number;
    stdout: string;
    stderr: string;
    logs: readonly LogEntry[];
    trace: readonly TraceEvent[];
    reconciles: readonly unknown[];
    objects: readonly KubeObject[];
  };
  /** The build runProject would make, alone (src/kube/run/index.ts prepareProject). */
  prepareProject?(req: { files: readonly GoSource[]; main?: string }): { ok: boolean };
}

/** The grader's entry point (src/grader/grade.ts), declared structurally so this builds without it. */
export interface GraderModule {
  gradeExercise(
    exercise: { exercise: CodeExercise; text(path: string): string | undefined },
    files: readonly { path: string; content: string }[],
    opts?: { stepBudget?: number },
  ): unknown;
  /** One scenario run as Check runs it (actors included), for Run; see grade.ts runScenarioOf. */
  runScenarioOf?(
    exercise: { exercise: CodeExercise; text(path: string): string | undefined },
    files: readonly { path: string; content: string }[],
    scenarioId?: string,
    opts?: { stepBudget?: number },
  ):
    | {
        run: { result?: ReturnType<RunnerModule['runProject']>; error?: string };
        before: KubeObject[];
        interrupted?: {
          kind: InterruptedView['kind'];
          text: string;
          lines: { file: string; line: number }[];
          panicked: number;
        };
      }
    | undefined;
}

export interface EngineLoaders {
  grader?: () => Promise<GraderModule | undefined>;
  runner?: () => Promise<RunnerModule | undefined>;
  /**
   * The bytes of a snapshot of checked packages (scripts/site-snapshot.ts), or undefined when there
   * is none. Fetched as soon as the handlers are made; every job that builds Go waits for it.
   */
  snapshot?: () => Promise<Uint8Array | PreparedSnapshot | undefined>;
  /**
   * The snapshot already being read (the worker begins as soon as its bytes are there, beside the
   * page's editor): used instead of `snapshot` when given.
   */
  snapshotLoad?: () => Promise<SnapshotLoad>;
  /** When the worker had the snapshot's bytes (fetched, decompressed) and its code, on its own clock (reported by warm). */
  moments?: () => WorkerMoments;
}

/**
 * Moments on the engine worker's own clock (ms since it started), for bench/site.ts: the snapshot's
 * bytes there, decompressed, the toolchain's code there (the reader's module loaded), the rest of
 * the engine's code there; how many groups of function bodies came decompressed with the main part
 * (the pack's hot groups).
 */
export interface WorkerMoments {
  bytesAt?: number;
  unzippedAt?: number;
  readerAt?: number;
  codeAt?: number;
  hotGroups?: number;
  /** When a partial snapshot's hot groups came (decompressed by the snapshot's worker), and when the engine had them. */
  hotAt?: number;
  hotSettledAt?: number;
  /** When the rest of a snapshot that came in two parts was there (its other groups' bytes). */
  restAt?: number;
}

/**
 * What a program must name to reach client-go's REST client: a typed client's RESTClient(),
 * rest.RESTClientFor, or cache.New(Filtered)ListWatchFromClient. No simulated package calls them on
 * a program's behalf, so a program without these names never sends a request through it. Or to
 * write a body its kind's Go type may not hold (the typed decoding the REST layer binds,
 * apiserver/typed-decode.ts): an unstructured or dynamic object, a raw patch.
 */
const NAMES_REST_CLIENT = /RESTClient|ListWatchFromClient|unstructured\.|dynamic\.|RawPatch/;

/**
 * Binds the REST client's transport (src/kube/rest/bind-transport.ts) before a job that builds or
 * runs `files`, when they name the REST client: the page loads the REST layer (~30 KB gzip) only
 * then, not with the engine. Node hosts bind it statically.
 */
export async function restTransportFor(files: readonly { src: string }[]): Promise<void> {
  if (restTransportBound() || !files.some((f) => NAMES_REST_CLIENT.test(f.src))) return;
  await import('../kube/rest/bind-transport.ts');
}

/** What names CEL rules: a CRD's schema, controller-gen's XValidation marker, the Go field for them. */
const NAMES_CEL = /x-kubernetes-validations|XValidation/;
/** An import of text/template (no registry package imports it). */
const NAMES_TEMPLATE = /"text\/template"/;
/** An import of a package of src/go/std/extra.ts (no registry package imports them). */
const NAMES_STD_EXTRA =
  /"(?:encoding\/(?:base32|binary|pem|xml)|crypto\/(?:rand|hmac|subtle|sha512)|image(?:\/color)?|net)"/;
/** An import of math/big (big.Float's natives are a part: no registry package makes a Float). */
const NAMES_BIG = /"math\/big"/;
/** What makes or updates claims: the kind, a StatefulSet's claim templates (the Go field or YAML key). */
const NAMES_PVC = /PersistentVolumeClaim|[vV]olumeClaimTemplates/;
/**
 * YAML to read: a manifest (a project's config/, objects to apply), a program importing a YAML
 * package (sigs.k8s.io/yaml, apimachinery's yaml, envtest's CRD files) or sending an apply patch.
 */
const NAMES_YAML =
  /^apiVersion:|"sigs\.k8s\.io\/yaml"|"k8s\.io\/apimachinery\/pkg\/util\/yaml"|envtest|ApplyPatchType|client\.Apply\b/m;

/**
 * Loads the parts of the engine the page's worker keeps apart (lazy-parts.ts; none in Node) that a
 * job over `files` and the exercise's `bundle` will likely need, before it: CEL when a text names
 * rules, text/template (or a package of std/extra.ts, or third-party API types) when a file imports it, a claim's update rules when a text names claims, the grader's families of the exercise's checks when
 * it grades. A part missed all the same is loaded then, and the job run again (lazy-parts.ts
 * retryingMisses). The stand-ins make their parts as their chunks are evaluated (the grader's with
 * the grader): `after` is the engine's code still loading.
 */
export async function partsFor(
  files: readonly { src: string }[],
  bundle?: ExerciseBundle,
  checks?: readonly string[],
  after?: Promise<unknown>,
  also: readonly string[] = [],
): Promise<void> {
  await after;
  const parts = lazyParts();
  if (parts.size === 0) return;
  const names = checks ? checkPartsFor(checks, parts) : [];
  for (const n of also) if (parts.has(n)) names.push(n);
  const texts = [...files.map((f) => f.src), ...(bundle ? Object.values(bundle) : [])];
  if (texts.some((t) => NAMES_CEL.test(t))) names.push('cel');
  if (files.some((f) => NAMES_TEMPLATE.test(f.src))) names.push('text/template');
  if (files.some((f) => NAMES_STD_EXTRA.test(f.src))) names.push('std-extra');
  if (files.some((f) => NAMES_BIG.test(f.src))) names.push('big-float');
  if (files.some((f) => NAMES_EXTAPI.test(f.src))) names.push('extapi');
  if (texts.some((t) => NAMES_PVC.test(t))) names.push('pvc-update');
  // The job's own files only: every exercise's bundle holds its cluster.yaml, which the site's build
  // parsed already.
  if (files.some((f) => NAMES_YAML.test(f.src))) names.push('yaml');
  await loadParts(names);
}

/** Standard library plus the simulated Kubernetes packages; parsed once per worker. */
let kubePhases: ReturnType<typeof makePhases> | undefined;
function phases() {
  kubePhases ??= makePhases(
    (p) => kubePackage(p) ?? stdPackage(p),
    [...stdPackagePaths, ...kubePackagePaths],
  );
  return kubePhases;
}

/**
 * The exercise of a bundle: as the site's build validated it when the bundle has it (a page's), else
 * exercise.yaml parsed and validated here, with the validator (zod) loaded for it.
 */
async function loadBundle(id: string, bundle: ExerciseBundle): Promise<Extract<Loaded, { ok: true }>> {
  const read = (path: string) => (Object.hasOwn(bundle, path) ? bundle[path] : undefined);
  const checked = read(checkedExerciseKey(id));
  const loaded: Loaded =
    checked === undefined
      ? (await import('../grader/load-exercise.ts')).loadExercise(id, read)
      : checkedExercise(id, JSON.parse(checked) as Exercise, read);
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  if (loaded.exercise.kind !== 'code') throw new Error(`${id} is a terminal exercise, not a code exercise`);
  return loaded;
}

/** A build-validated exercise (its folder's files were checked by the build too), read through `read`. */
function checkedExercise(id: string, exercise: Exercise, read: (path: string) => string | undefined): Loaded {
  if (exercise.id !== id)
    return { ok: false, errors: [`${checkedExerciseKey(id)}: is the exercise ${exercise.id}`] };
  return { ok: true, exercise, files: exerciseFiles(id, exercise, read) };
}

/**
 * The project the engine runs: the learner's version of each editable file, and the exercise's own
 * version of every read-only file (whatever the page sent), so read-only really means read-only.
 */
export function projectFiles(
  loaded: Extract<Loaded, { ok: true }>,
  learner: readonly SourceFile[],
): GoSource[] {
  const mine = new Map(learner.map((f) => [f.name, f.content]));
  return loaded.files('starter').map((f) => ({
    name: f.path,
    src: f.editable ? (mine.get(f.path) ?? f.content) : f.content,
  }));
}

/** The directory of the project's `package main` ('.' for the root), as `go run` would be given it. */
export function mainDir(files: readonly GoSource[]): string {
  const main = files.find((f) => f.name.endsWith('.go') && /^package main\b/m.test(f.src));
  if (!main) return '.';
  const slash = main.name.lastIndexOf('/');
  return slash < 0 ? '.' : main.name.slice(0, slash);
}

function clusterObjects(loaded: Extract<Loaded, { ok: true }>, bundle: ExerciseBundle): KubeObject[] {
  const ex = loaded.exercise;
  if (ex.kind !== 'code' || !ex.cluster) return [];
  const path = `${ex.id}/${ex.cluster}`;
  return parseObjects(bundle[path] ?? '', path);
}

const diagnosticViews = (ds: readonly DiagnosticView[]): DiagnosticView[] =>
  ds.map((d) => ({ file: d.file, line: d.line, col: d.col, msg: d.msg }));

function scenarioOf(loaded: Extract<Loaded, { ok: true }>, id: string | undefined) {
  const ex = loaded.exercise;
  if (ex.kind !== 'code') return undefined;
  const s = id === undefined ? ex.scenarios[0] : ex.scenarios.find((x) => x.id === id);
  if (!s) throw new Error(`${ex.id} has no scenario "${id}"`);
  return { id: s.id, title: s.title };
}

/** The grader's view of the exercise: its definition and its folder's files by relative path. */
function gradable(loaded: Extract<Loaded, { ok: true }>, bundle: ExerciseBundle) {
  const exercise = loaded.exercise as CodeExercise;
  const prefix = `${exercise.id}/`;
  const text = (path: string) => (Object.hasOwn(bundle, prefix + path) ? bundle[prefix + path] : undefined);
  const kept = Object.hasOwn(bundle, checkedClustersKey(exercise.id))
    ? bundle[checkedClustersKey(exercise.id)]
    : undefined;
  if (kept === undefined) return { exercise, text };
  // The site build's parse of a cluster file, while its text is the kept one: fresh objects each
  // call (parsed from the JSON again), as the grader may change them.
  const parsedObjects = (path: string, got: string) => {
    const clusters = JSON.parse(kept) as CheckedClusters;
    const c = Object.hasOwn(clusters, path) ? clusters[path] : undefined;
    return c !== undefined && c.text === got ? (c.objects as KubeObject[]) : undefined;
  };
  return { exercise, text, parsedObjects };
}

function grade(
  grader: GraderModule,
  loaded: Extract<Loaded, { ok: true }>,
  bundle: ExerciseBundle,
  files: GoSource[],
) {
  return grader.gradeExercise(
    gradable(loaded, bundle),
    files.map((f) => ({ path: f.name, content: f.src })),
  );
}

export function makeEngineHandlers(loaders: EngineLoaders = {}): Handlers {
  // Started at once (unless the host has begun it already), beside the engine's code loading; a job
  // that builds waits for it.
  const snapshot: Promise<SnapshotLoad> = loaders.snapshotLoad?.() ?? loadEngineSnapshot(loaders.snapshot);
  // Wall-clock time (ms since the epoch) the engine began its heavy work: the page compares it with
  // its own moments (the editor's readiness) on the same clock.
  const madeAtEpochMs = performance.timeOrigin + performance.now();
  /** The grader's and the runner's code, evaluated (their stand-ins made), failed or not. */
  const engineCode = () => Promise.all([loaders.grader?.(), loaders.runner?.()]).catch(() => {});
  return {
    ping: () => 'pong',
    'go-run': async (job, emit) => {
      await Promise.all([
        snapshot,
        partsFor(
          job.files.map((f) => ({ src: f.content })),
          undefined,
          undefined,
          engineCode(),
        ),
      ]);
      // No cluster behind a plain run: a REST client's requests are refused before any transport.
      const r = runGo({
        files: job.files.map((f) => ({ name: f.name, src: f.content })),
        stepBudget: job.stepBudget ?? DEFAULT_STEP_BUDGET,
        memoryBudget: WORKER_MEMORY_BUDGET,
        onStdout: (t) => emit('stdout', t),
        onStderr: (t) => emit('stderr', t),
      });
      return { exitCode: r.exitCode, stage: r.stage };
    },
    warm: async (job) => {
      // A silent Check of the starter when the grader is there (it loads the grader, the runner and
      // every package they use), else a run, else a type-check: whatever the next job will need.
      const loaded = await loadBundle(job.exercise, job.bundle);
      const files = projectFiles(loaded, []);
      const started = performance.now();
      const [grader, snap] = await Promise.all([
        loaders.grader?.(),
        snapshot,
        restTransportFor(files),
        partsFor(files, job.bundle, (loaded.exercise as CodeExercise).checks, engineCode()),
      ]);
      const runner = grader ? undefined : await loaders.runner?.();
      // Where the time goes (bench/site.ts prints it): loading the engine's code and the snapshot
      // (side by side), then the first job.
      const loadedAt = performance.now();
      if (grader) {
        grade(grader, loaded, job.bundle, files);
      } else if (runner) {
        runner.runProject({ files, main: mainDir(files), objects: clusterObjects(loaded, job.bundle) });
      } else {
        checkGo({ files, phases: phases(), target: { kind: 'dir', dir: mainDir(files) } });
      }
      const done = performance.now();
      return {
        engine: grader ? 'grader' : runner ? 'runner' : 'go',
        ms: Math.round(done - started),
        loadMs: Math.round(loadedAt - started),
        firstJobMs: Math.round(done - loadedAt),
        // The worker's own clock started when its script began: what came before the job.
        workerAgeMs: Math.round(started),
        engineStartedEpochMs: Math.round(madeAtEpochMs),
        snapshot: snap.state,
        snapshotMs: snap.ms,
        snapshotFetchMs: snap.fetchMs,
        snapshotReadStartedEpochMs: snap.readStartedEpochMs,
        snapshotBytes: snap.bytes,
        snapshotGunzipMs: snap.gunzipMs,
        snapshotReadMs: snap.readMs,
        ...loaders.moments?.(),
        // The first job checked registry packages itself: the snapshot lacked them or was stale.
        checkedBeyondSnapshot: checkedBeyondSnapshot(),
        // The packed snapshot's segment groups inflated by then (the first job's bodies), and their cost.
        snapshotInflated: snapshotInflated(),
      };
    },
    'run-scenario': async (job, emit): Promise<RunView> => {
      const loaded = await loadBundle(job.exercise, job.bundle);
      const files = projectFiles(loaded, job.files);
      const scenario = scenarioOf(loaded, job.scenario);
      const stepBudget = job.stepBudget ?? DEFAULT_STEP_BUDGET;
      await Promise.all([
        snapshot,
        restTransportFor(files),
        // A Run shows the cluster as YAML (cluster-views.ts): the YAML parser, loaded with the job.
        partsFor(files, job.bundle, undefined, engineCode(), ['yaml']),
      ]);
      const objects = clusterObjects(loaded, job.bundle);
      // With the grader there, Run is the exercise's scenario exactly as Check runs it: its objects,
      // and the actors that apply Apps at their moments (their admission calls included).
      const grader = await loaders.grader?.();
      const viaGrader = grader?.runScenarioOf?.(
        gradable(loaded, job.bundle),
        files.map((f) => ({ path: f.name, content: f.src })),
        job.scenario,
        // The grader's own budget unless the job sets one: Run stops where Check stops.
        job.stepBudget === undefined ? {} : { stepBudget: job.stepBudget },
      );
      const scenarioRun = viaGrader?.run.result;
      if (viaGrader && scenarioRun) {
        const r = scenarioRun;
        if (r.stdout) emit('stdout', r.stdout);
        if (r.stderr) emit('stderr', r.stderr);
        const views = clusterViews(viaGrader.before, r.objects);
        const i = viaGrader.interrupted;
        const at = i?.lines[0];
        return {
          engine: 'runner',
          scenario,
          stage: r.stage,
          exitCode: r.exitCode,
          stdout: r.stdout,
          stderr: r.stderr,
          diagnostics: diagnosticViews(r.diagnostics),
          logs: r.logs.map(formatLogEntry),
          trace: [...r.trace],
          before: views.before,
          after: views.after,
          events: views.events,
          reconciles: r.reconciles.length,
          ...(i
            ? {
                interrupted: {
                  kind: i.kind,
                  text: i.text,
                  ...(at ? { file: at.file, line: at.line } : {}),
                  panicked: i.panicked,
                },
              }
            : {}),
        };
      }
      const runner = await loaders.runner?.();
      if (runner) {
        const r = runner.runProject({
          files,
          main: mainDir(files),
          objects,
          stepBudget,
          memoryBudget: WORKER_MEMORY_BUDGET,
        });
        if (r.stdout) emit('stdout', r.stdout);
        if (r.stderr) emit('stderr', r.stderr);
        const views = clusterViews(objects, r.objects);
        return {
          engine: 'runner',
          scenario,
          stage: r.stage,
          exitCode: r.exitCode,
          stdout: r.stdout,
          stderr: r.stderr,
          diagnostics: diagnosticViews(r.diagnostics),
          logs: r.logs.map(formatLogEntry),
          trace: [...r.trace],
          before: views.before,
          after: views.after,
          events: views.events,
          reconciles: r.reconciles.length,
        };
      }
      // Fallback: `go run ./cmd` with no cluster behind it (the project's packages still type-check).
      const checked = checkGo({ files, phases: phases(), target: { kind: 'dir', dir: mainDir(files) } });
      const r = checked.ok
        ? runGo({
            files,
            phases: phases(),
            target: { kind: 'dir', dir: mainDir(files) },
            stepBudget,
            memoryBudget: WORKER_MEMORY_BUDGET,
            onStdout: (t) => emit('stdout', t),
            onStderr: (t) => emit('stderr', t),
          })
        : { exitCode: 1, stage: 'compile' as const, stdout: '', stderr: checked.stderr };
      if (!checked.ok) emit('stderr', checked.stderr);
      const views = clusterViews(objects, objects);
      return {
        engine: 'go-run',
        scenario,
        stage: r.stage,
        exitCode: r.exitCode,
        stdout: r.stdout,
        stderr: r.stderr,
        diagnostics: diagnosticViews(checked.diagnostics),
        logs: [],
        trace: [],
        before: views.before,
        after: [],
        events: [],
        reconciles: 0,
      };
    },
    prepare: async (job) => {
      const loaded = await loadBundle(job.exercise, job.bundle);
      const files = projectFiles(loaded, job.files);
      // Binding the REST transport here fetches the REST layer while the learner pauses, not in Check.
      const [runner] = await Promise.all([
        loaders.runner?.(),
        snapshot,
        restTransportFor(files),
        partsFor(files, job.bundle, undefined, engineCode()),
      ]);
      const started = performance.now();
      // Typing has paused: the registry functions the last Check ran are compiled now, not in it.
      const r = compilingAhead(() => runner?.prepareProject?.({ files, main: mainDir(files) }));
      return { built: r?.ok ?? false, ms: Math.round(performance.now() - started) };
    },
    'run-project': async (job): Promise<ProjectRunView> => {
      const projectFiles = job.files.map((f) => ({ src: f.content }));
      await Promise.all([
        snapshot,
        restTransportFor(projectFiles),
        partsFor([...projectFiles, { src: job.objects }], undefined, undefined, engineCode()),
      ]);
      const runner = await loaders.runner?.();
      if (!runner) throw new Error('this engine has no project runner');
      // kubectl apply's strict decoding of the learner's objects: its field tables load only here
      const decodeApplied =
        job.objects.trim() === '' ? undefined : (await import('../kube/rest/handler.ts')).decodeApplied;
      return runProjectJob(runner as unknown as ProjectRunner, job, DEFAULT_STEP_BUDGET, decodeApplied);
    },
    grade: async (job): Promise<GradeView> => {
      if (!job.bundle) throw new Error('a grade job needs the exercise bundle');
      const bundle = job.bundle;
      const loaded = await loadBundle(job.exercise, bundle);
      const files = projectFiles(loaded, job.files);
      const [grader] = await Promise.all([
        loaders.grader?.(),
        snapshot,
        restTransportFor(files),
        partsFor(files, bundle, (loaded.exercise as CodeExercise).checks, engineCode()),
      ]);
      if (grader) {
        return { engine: 'grader', report: grade(grader, loaded, bundle, files) as Report };
      }
      const checked = checkGo({ files, phases: phases(), target: { kind: 'dir', dir: mainDir(files) } });
      return {
        engine: 'compile-only',
        ok: checked.ok,
        diagnostics: diagnosticViews(checked.diagnostics),
        stderr: checked.stderr,
      };
    },
  };
}

/** The handlers with no grader or runner (tests, and hosts that only run Go). */
export const engineHandlers: Handlers = makeEngineHandlers();

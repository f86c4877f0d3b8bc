// The playground's Run: any operator project (all of its files) and the objects YAML of its cluster
// pane, run on a fresh simulated cluster, with the timeline for time travel. Unlike an exercise's
// Run, nothing is fixed by an exercise: every file is the learner's, and the objects are theirs.
import { isGoCommandInput } from '../go/build/mod/fs.ts';
import type { SourceFile as GoSource } from '../go/index.ts';
import type { RunProjectRequest, RunProjectResult } from '../kube/run/index.ts';
import { formatLogEntry } from '../kube/runtime/log.ts';
import { recordTimeline, type Timeline } from '../kube/timeline.ts';
import type { TraceEvent } from '../kube/trace.ts';
import { parseObjectsYaml } from './objects-yaml.ts';
import type { SourceFile } from './protocol.ts';
import type { DiagnosticView } from './results.ts';

/** What the playground sends (validated by the protocol's zod schema). */
export interface ProjectRunJob {
  files: readonly SourceFile[];
  /** The cluster pane's YAML, applied as cluster-admin after the CRDs and RBAC. */
  objects: string;
  objectsName: string;
  rbac: 'markers' | 'admin';
  timeLimitMs?: number;
  stepBudget?: number;
}

export interface ProjectRunView {
  /** 'objects': the cluster pane's YAML did not parse, nothing ran */
  stage: 'objects' | 'load' | 'compile' | 'run';
  exitCode: number;
  stdout: string;
  stderr: string;
  diagnostics: DiagnosticView[];
  /** where the objects YAML is wrong (its syntax, or what the API server said when it was applied) */
  objectsError?: { message: string; line?: number; col?: number };
  logs: string[];
  trace: TraceEvent[];
  timeline: Timeline | undefined;
  reconciles: number;
  identity: string;
}

/** The runner, as much of it as this job uses (the worker loads it lazily). */
export interface ProjectRunner {
  runProject(req: RunProjectRequest): RunProjectResult;
}

/** Files the Go loader reads (Go sources, go.mod/go.sum, vendor/modules.txt); README, YAML and Makefile stay in the tree. */
const isGoInput = isGoCommandInput;

export function runProjectJob(
  runner: ProjectRunner,
  job: ProjectRunJob,
  stepBudget: number,
  decodeApplied?: RunProjectRequest['decodeApplied'],
): ProjectRunView {
  const parsed = parseObjectsYaml(job.objectsName, job.objects);
  const empty = {
    stdout: '',
    diagnostics: [],
    logs: [],
    trace: [],
    timeline: undefined,
    reconciles: 0,
    identity: '',
  };
  if (!parsed.ok) {
    return {
      ...empty,
      stage: 'objects',
      exitCode: 1,
      stderr: `${parsed.error}\n`,
      objectsError: {
        message: parsed.error,
        ...(parsed.line ? { line: parsed.line } : {}),
        ...(parsed.col ? { col: parsed.col } : {}),
      },
    };
  }
  const files: GoSource[] = job.files
    .filter((f) => isGoInput(f.name))
    .map((f) => ({ name: f.name, src: f.content }));
  const recorder = recordTimeline();
  const r = runner.runProject({
    files,
    objects: parsed.objects,
    objectsSource: job.objectsName,
    decodeApplied,
    rbac: job.rbac,
    virtualTimeLimitMs: job.timeLimitMs,
    stepBudget: job.stepBudget ?? stepBudget,
    // The browser's budget (engine-handlers.ts WORKER_MEMORY_BUDGET); 512 MiB here too.
    memoryBudget: 512 << 20,
    observe: recorder.observe,
  });
  // A setup failure that names the objects file is the API server refusing one of the objects.
  const objectsError =
    r.stage === 'load' && r.stderr.includes(`"${job.objectsName}"`)
      ? { message: r.stderr.trim() }
      : undefined;
  const ran = r.stage === 'run';
  return {
    stage: r.stage,
    exitCode: r.exitCode,
    stdout: r.stdout,
    stderr: r.stderr,
    diagnostics: r.diagnostics.map((d) => ({ file: d.file, line: d.line, col: d.col, msg: d.msg })),
    ...(objectsError ? { objectsError } : {}),
    logs: r.logs.map(formatLogEntry),
    // watch deliveries are in the timeline's steps; the trace stays the calls and cache reads
    trace: r.trace.filter((e) => e.kind !== 'watchEvent'),
    timeline: ran ? recorder.finish(r.reconciles) : undefined,
    reconciles: r.reconciles.length,
    identity: r.identity,
  };
}

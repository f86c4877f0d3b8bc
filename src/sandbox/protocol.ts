// The message protocol between a page (or any host) and the engine running in a Worker.
// Validated with zod on both sides: messages cross a thread boundary, so they are external data.
import { z } from 'zod';

export const PROTOCOL_VERSION = 1;

/** A source file as the learner sees it. */
export const SourceFile = z.object({ name: z.string().min(1), content: z.string() });
export type SourceFile = z.infer<typeof SourceFile>;

/** An exercise folder as text: `scope-get/exercise.yaml` → its content. */
export const ExerciseBundle = z.record(z.string().min(1), z.string());
export type ExerciseBundle = z.infer<typeof ExerciseBundle>;

/** What a host can ask the engine to do. Each job kind names one engine entry point. */
export const Job = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('go-run'),
    files: z.array(SourceFile).min(1),
    /** Interpreter steps before the engine stops the program itself (the host's timer is the backstop). */
    stepBudget: z.number().int().positive().optional(),
  }),
  z.object({
    kind: z.literal('grade'),
    exercise: z.string().min(1),
    files: z.array(SourceFile),
    mode: z.enum(['check', 'run']).default('check'),
    /** The exercise folder's text files (paths relative to `exercises/`), so the engine needs no disk. */
    bundle: ExerciseBundle.optional(),
  }),
  /** Run the learner's project once against the exercise's cluster: what happened, not a grade. */
  z.object({
    kind: z.literal('run-scenario'),
    exercise: z.string().min(1),
    files: z.array(SourceFile).min(1),
    bundle: ExerciseBundle,
    /** Scenario id; default: the exercise's first scenario. */
    scenario: z.string().optional(),
    stepBudget: z.number().int().positive().optional(),
  }),
  /** The playground: any project (every file) and its cluster pane's objects, with the run's timeline. */
  z.object({
    kind: z.literal('run-project'),
    files: z.array(SourceFile).min(1),
    /** Multi-document YAML applied as cluster-admin after the CRDs and RBAC, before main starts. */
    objects: z.string().default(''),
    /** The objects file's name, as `kubectl apply -f` quotes it in errors. */
    objectsName: z.string().min(1).default('cluster.yaml'),
    rbac: z.enum(['markers', 'admin']).default('markers'),
    /** Virtual time the manager may run (default: the runner's 10 minutes). */
    timeLimitMs: z.number().int().positive().optional(),
    stepBudget: z.number().int().positive().optional(),
  }),
  /**
   * Builds the learner's project as the next Check or Run will (same build cache), without running
   * it: sent when typing pauses, so that Check then only runs the scenarios.
   */
  z.object({
    kind: z.literal('prepare'),
    exercise: z.string().min(1),
    files: z.array(SourceFile),
    bundle: ExerciseBundle,
  }),
  /** Loads and type-checks the engine's packages once (a silent run of the starter), so the first Run is quick. */
  z.object({ kind: z.literal('warm'), exercise: z.string().min(1), bundle: ExerciseBundle }),
  z.object({ kind: z.literal('ping') }),
]);
export type Job = z.infer<typeof Job>;

export const Request = z.object({
  v: z.literal(PROTOCOL_VERSION),
  id: z.number().int().nonnegative(),
  job: Job,
});
export type Request = z.infer<typeof Request>;

/** Engine → host. `output` streams while a job runs; exactly one `done` or `failed` ends it. */
export const Response = z.discriminatedUnion('kind', [
  z.object({
    v: z.literal(PROTOCOL_VERSION),
    kind: z.literal('output'),
    id: z.number(),
    stream: z.enum(['stdout', 'stderr']),
    text: z.string(),
  }),
  z.object({ v: z.literal(PROTOCOL_VERSION), kind: z.literal('done'), id: z.number(), result: z.unknown() }),
  z.object({
    v: z.literal(PROTOCOL_VERSION),
    kind: z.literal('failed'),
    id: z.number(),
    message: z.string(),
  }),
]);
export type Response = z.infer<typeof Response>;

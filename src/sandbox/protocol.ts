// The message protocol between a page (or any host) and the engine running in a Worker.
// Validated on both sides: messages cross a thread boundary, so they are external data. By hand, not
// with zod: this module is on the engine worker's start path, where compiling zod and building its
// schemas cost ~100-150 ms of the engine thread's CPU before the first Check (bench/README, session
// 18). The messages are zod 4's for the same checks, to the letter (test/sandbox/protocol.test.ts),
// and, as zod's object parsing does, keys a job does not know are left out of what the engine gets.

export const PROTOCOL_VERSION = 1;

/** A source file as the learner sees it. */
export interface SourceFile {
  name: string;
  content: string;
}

/**
 * An exercise folder as text: `scope-get/exercise.yaml` → its content. A bundle the site's build made
 * (src/workspace/exercise-data.ts) also has the exercise as the build validated it, as JSON, under
 * checkedExerciseKey: the engine then neither parses exercise.yaml nor loads the validator.
 */
export type ExerciseBundle = Record<string, string>;

/** The bundle's key of the build-validated exercise: no file of an exercise folder (ids never begin with a dot). */
export const checkedExerciseKey = (id: string) => `.checked/${id}.json`;

/**
 * The bundle's key of the exercise's cluster files as the build parsed them: JSON of
 * CheckedClusters. The engine takes a file's objects from there when its text is the kept text
 * (GradableExercise.parsedObjects), as the CLI does (src/cli/checked.ts), and parses no YAML.
 */
export const checkedClustersKey = (id: string) => `.checked/${id}.clusters.json`;

/** Cluster files by path in the exercise folder: the text, and the objects parsing it gave. */
export type CheckedClusters = Record<string, { text: string; objects: unknown[] }>;

/** What a host can ask the engine to do. Each job kind names one engine entry point. */
export type Job =
  | {
      kind: 'go-run';
      files: SourceFile[];
      /** Interpreter steps before the engine stops the program itself (the host's timer is the backstop). */
      stepBudget?: number;
    }
  | {
      kind: 'grade';
      exercise: string;
      files: SourceFile[];
      mode: 'check' | 'run';
      /** The exercise folder's text files (paths relative to `exercises/`), so the engine needs no disk. */
      bundle?: ExerciseBundle;
    }
  /** Run the learner's project once against the exercise's cluster: what happened, not a grade. */
  | {
      kind: 'run-scenario';
      exercise: string;
      files: SourceFile[];
      bundle: ExerciseBundle;
      /** Scenario id; default: the exercise's first scenario. */
      scenario?: string;
      stepBudget?: number;
    }
  /** The playground: any project (every file) and its cluster pane's objects, with the run's timeline. */
  | {
      kind: 'run-project';
      files: SourceFile[];
      /** Multi-document YAML applied as cluster-admin after the CRDs and RBAC, before main starts (default ''). */
      objects: string;
      /** The objects file's name, as `kubectl apply -f` quotes it in errors (default cluster.yaml). */
      objectsName: string;
      rbac: 'markers' | 'admin';
      /** Virtual time the manager may run (default: the runner's 10 minutes). */
      timeLimitMs?: number;
      stepBudget?: number;
    }
  /**
   * Builds the learner's project as the next Check or Run will (same build cache), without running
   * it: sent when typing pauses, so that Check then only runs the scenarios.
   */
  | { kind: 'prepare'; exercise: string; files: SourceFile[]; bundle: ExerciseBundle }
  /** Loads and type-checks the engine's packages once (a silent run of the starter), so the first Run is quick. */
  | { kind: 'warm'; exercise: string; bundle: ExerciseBundle }
  | { kind: 'ping' };

/** A job as a host may write it: the fields with a default may be left out. */
export type JobInput =
  | Exclude<Job, { kind: 'grade' | 'run-project' }>
  | (Omit<Extract<Job, { kind: 'grade' }>, 'mode'> & { mode?: 'check' | 'run' })
  | (Omit<Extract<Job, { kind: 'run-project' }>, 'objects' | 'objectsName' | 'rbac'> & {
      objects?: string;
      objectsName?: string;
      rbac?: 'markers' | 'admin';
    });

export interface Request {
  v: typeof PROTOCOL_VERSION;
  id: number;
  job: Job;
}

/** Engine → host. `output` streams while a job runs; exactly one `done` or `failed` ends it. */
export type Response =
  | { v: typeof PROTOCOL_VERSION; kind: 'output'; id: number; stream: 'stdout' | 'stderr'; text: string }
  | { v: typeof PROTOCOL_VERSION; kind: 'done'; id: number; result: unknown }
  | { v: typeof PROTOCOL_VERSION; kind: 'failed'; id: number; message: string };

/** The first problem found, as zod reports it: where (keys and indexes), and what. */
export interface Issue {
  path: (string | number)[];
  message: string;
}

export type Parsed<T> = { success: true; data: T } | { success: false; issue: Issue };

/** A problem at `path`, thrown out of the checks below and caught by their entry points. */
class Bad {
  readonly path: (string | number)[];
  readonly message: string;
  constructor(path: (string | number)[], message: string) {
    this.path = path;
    this.message = message;
  }
}

/** zod's name for what a value is, in "received …" (zod/v4/core/util.js parsedType, locales/en.js). */
function received(x: unknown): string {
  if (x === null) return 'null';
  if (Array.isArray(x)) return 'array';
  if (typeof x === 'number') return Number.isFinite(x) ? 'number' : String(x);
  if (
    typeof x === 'object' &&
    Object.getPrototypeOf(x) !== Object.prototype &&
    'constructor' in x &&
    x.constructor
  )
    return (x.constructor as { name: string }).name;
  return typeof x;
}

const invalid = (path: (string | number)[], expected: string, x: unknown) =>
  new Bad(path, `Invalid input: expected ${expected}, received ${received(x)}`);

type Path = (string | number)[];
type Obj = Record<string, unknown>;

function object(x: unknown, path: Path): Obj {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) throw invalid(path, 'object', x);
  return x as Obj;
}

function string(x: unknown, path: Path, min = 0): string {
  if (typeof x !== 'string') throw invalid(path, 'string', x);
  if (x.length < min) throw new Bad(path, `Too small: expected string to have >=${min} characters`);
  return x;
}

/** An integer above 0 (`positive`) or at least 0. */
function int(x: unknown, path: Path, positive: boolean): number {
  if (typeof x !== 'number' || !Number.isFinite(x)) throw invalid(path, 'number', x);
  if (!Number.isInteger(x)) throw invalid(path, 'int', x);
  if (positive ? x <= 0 : x < 0)
    throw new Bad(path, `Too small: expected number to be ${positive ? '>0' : '>=0'}`);
  return x;
}

function optionalInt(o: Obj, key: string, path: Path): { [k: string]: number } {
  return o[key] === undefined ? {} : { [key]: int(o[key], [...path, key], true) };
}

function oneOf<T extends string>(x: unknown, path: Path, options: readonly T[]): T {
  if (!options.includes(x as T))
    throw new Bad(path, `Invalid option: expected one of ${options.map((o) => JSON.stringify(o)).join('|')}`);
  return x as T;
}

function files(x: unknown, path: Path, min: number): SourceFile[] {
  if (!Array.isArray(x)) throw invalid(path, 'array', x);
  const out = x.map((f, i) => {
    const o = object(f, [...path, i]);
    return {
      name: string(o.name, [...path, i, 'name'], 1),
      content: string(o.content, [...path, i, 'content']),
    };
  });
  if (out.length < min) throw new Bad(path, `Too small: expected array to have >=${min} items`);
  return out;
}

function bundle(x: unknown, path: Path): ExerciseBundle {
  if (typeof x !== 'object' || x === null || Array.isArray(x)) throw invalid(path, 'record', x);
  const out: ExerciseBundle = {};
  for (const [k, v] of Object.entries(x)) {
    if (k.length === 0) throw new Bad([...path, k], 'Invalid key in record');
    out[k] = string(v, [...path, k]);
  }
  return out;
}

const KINDS = ['go-run', 'grade', 'run-scenario', 'run-project', 'prepare', 'warm', 'ping'] as const;

function job(x: unknown, path: Path): Job {
  const o = object(x, path);
  const at = (key: string) => [...path, key];
  switch (o.kind) {
    case 'go-run':
      return { kind: o.kind, files: files(o.files, at('files'), 1), ...optionalInt(o, 'stepBudget', path) };
    case 'grade':
      return {
        kind: o.kind,
        exercise: string(o.exercise, at('exercise'), 1),
        files: files(o.files, at('files'), 0),
        mode: o.mode === undefined ? 'check' : oneOf(o.mode, at('mode'), ['check', 'run']),
        ...(o.bundle === undefined ? {} : { bundle: bundle(o.bundle, at('bundle')) }),
      };
    case 'run-scenario':
      return {
        kind: o.kind,
        exercise: string(o.exercise, at('exercise'), 1),
        files: files(o.files, at('files'), 1),
        bundle: bundle(o.bundle, at('bundle')),
        ...(o.scenario === undefined ? {} : { scenario: string(o.scenario, at('scenario')) }),
        ...optionalInt(o, 'stepBudget', path),
      };
    case 'run-project':
      return {
        kind: o.kind,
        files: files(o.files, at('files'), 1),
        objects: o.objects === undefined ? '' : string(o.objects, at('objects')),
        objectsName:
          o.objectsName === undefined ? 'cluster.yaml' : string(o.objectsName, at('objectsName'), 1),
        rbac: o.rbac === undefined ? 'markers' : oneOf(o.rbac, at('rbac'), ['markers', 'admin']),
        ...optionalInt(o, 'timeLimitMs', path),
        ...optionalInt(o, 'stepBudget', path),
      };
    case 'prepare':
      return {
        kind: o.kind,
        exercise: string(o.exercise, at('exercise'), 1),
        files: files(o.files, at('files'), 0),
        bundle: bundle(o.bundle, at('bundle')),
      };
    case 'warm':
      return {
        kind: o.kind,
        exercise: string(o.exercise, at('exercise'), 1),
        bundle: bundle(o.bundle, at('bundle')),
      };
    case 'ping':
      return { kind: o.kind };
    default:
      throw new Bad(
        at('kind'),
        `Invalid discriminator value. Expected ${KINDS.map((k) => `'${k}'`).join(' | ')}`,
      );
  }
}

function checked<T>(check: () => T): Parsed<T> {
  try {
    return { success: true, data: check() };
  } catch (e) {
    if (e instanceof Bad) return { success: false, issue: { path: e.path, message: e.message } };
    throw e;
  }
}

/** A request as the engine runs it (defaults filled in), or the first problem with it. */
export function parseRequest(data: unknown): Parsed<Request> {
  return checked(() => {
    const o = object(data, []);
    if (o.v !== PROTOCOL_VERSION) throw new Bad(['v'], `Invalid input: expected ${PROTOCOL_VERSION}`);
    return { v: PROTOCOL_VERSION, id: int(o.id, ['id'], false), job: job(o.job, ['job']) };
  });
}

/** A message from the engine, or the first problem with it. */
export function parseResponse(data: unknown): Parsed<Response> {
  return checked((): Response => {
    const o = object(data, []);
    const head = () => {
      if (o.v !== PROTOCOL_VERSION) throw new Bad(['v'], `Invalid input: expected ${PROTOCOL_VERSION}`);
      if (typeof o.id !== 'number' || Number.isNaN(o.id) || !Number.isFinite(o.id))
        throw invalid(['id'], 'number', o.id);
      return { v: PROTOCOL_VERSION, id: o.id } as const;
    };
    switch (o.kind) {
      case 'output':
        return {
          ...head(),
          kind: o.kind,
          stream: oneOf(o.stream, ['stream'], ['stdout', 'stderr']),
          text: string(o.text, ['text']),
        };
      case 'done':
        return { ...head(), kind: o.kind, result: o.result };
      case 'failed':
        return { ...head(), kind: o.kind, message: string(o.message, ['message']) };
      default:
        throw new Bad(['kind'], "Invalid discriminator value. Expected 'output' | 'done' | 'failed'");
    }
  });
}

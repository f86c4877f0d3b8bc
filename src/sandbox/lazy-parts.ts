// Parts of the engine the exercise page's worker loads only when a job needs them (its budget:
// test/e2e/engine-start.spec.ts). The site build (scripts/site-lazy-parts.ts) gives the engine
// worker's bundle, in place of a few modules, stand-ins that answer from the real module once it is
// loaded (a chunk of its own) and, before that, either answer without it where the answer is known
// (a CRD without CEL rules) or record the miss and throw. The engine's code is synchronous (a Go
// program runs to its end inside a job), so a part cannot be fetched where it is first needed:
// the handlers load the parts a job is likely to need before it (engine-handlers.ts), and a job that
// missed one anyway is run again once it is loaded (retryingMisses). The engine is deterministic,
// so the second run is the run the job would have had with every part there.
// Node hosts (the CLI, tests) import the real modules: nothing here is used there.
import type { Emit, Handlers } from './dispatch.ts';

export interface LazyPart<T> {
  readonly name: string;
  /** The module, when loaded. */
  readonly loaded: T | undefined;
  /** The module; before it is loaded, records the miss and throws (the job is run again). */
  need(): T;
  /** Loads the module (once). */
  load(): Promise<T>;
}

/** Thrown by a stand-in whose part is not loaded; whatever catches it, the job's result is discarded. */
export class PartNotLoaded extends Error {
  readonly part: string;
  constructor(part: string) {
    super(`the engine's ${part} code is not loaded yet`);
    this.part = part;
  }
}

const parts = new Map<string, LazyPart<unknown>>();
/** Parts a run needed before they were loaded (until loaded), and how many misses so far. */
const missed = new Set<LazyPart<unknown>>();
let misses = 0;

/** A part loaded by `load` (a dynamic import: its own chunk). One per name. */
export function lazyPart<T>(name: string, load: () => Promise<T>): LazyPart<T> {
  const known = parts.get(name);
  if (known) return known as LazyPart<T>;
  let loading: Promise<T> | undefined;
  const part: LazyPart<T> = {
    name,
    loaded: undefined,
    need() {
      if (part.loaded !== undefined) return part.loaded;
      misses++;
      missed.add(part as LazyPart<unknown>);
      throw new PartNotLoaded(name);
    },
    load() {
      loading ??= load().then(
        (m) => {
          (part as { loaded: T | undefined }).loaded = m;
          missed.delete(part as LazyPart<unknown>);
          return m;
        },
        (err: unknown) => {
          // Offline, say: the next job tries again.
          loading = undefined;
          throw new Error(
            `the engine's ${name} code did not load: ${err instanceof Error ? err.message : String(err)}`,
          );
        },
      );
      return loading;
    },
  };
  parts.set(name, part as LazyPart<unknown>);
  return part;
}

/** The parts made so far, by name (stand-ins make theirs when the engine's code is evaluated). */
export function lazyParts(): ReadonlyMap<string, LazyPart<unknown>> {
  return parts;
}

/** Loads the named parts that exist here (none in Node, where nothing is deferred). */
export async function loadParts(names: Iterable<string>): Promise<void> {
  const loads: Promise<unknown>[] = [];
  for (const n of names) {
    const p = parts.get(n);
    if (p && p.loaded === undefined) loads.push(p.load());
  }
  await Promise.all(loads);
}

/**
 * Parts every page's learner is likely to need after its start (a Run's cluster views need the YAML
 * parser), loaded once the engine has been idle after its first job: a page keeps working once loaded,
 * network or not (test/e2e/offline-after-load.spec.ts), while its start stays light.
 */
const KEPT_WHEN_IDLE = ['yaml'];
let keeping = false;

/** The engine finished a job: after `delayMs` idle (a timer runs only between jobs), load the kept parts. */
export function keepPartsWhenIdle(delayMs: number): void {
  if (keeping || parts.size === 0) return;
  keeping = true;
  setTimeout(() => {
    // Offline already: the next idle tries again.
    loadParts(KEPT_WHEN_IDLE).catch(() => void (keeping = false));
  }, delayMs);
}

/** How many times a job is run at most: each run loads what the runs before it missed. */
const MAX_RUNS = 8;

/**
 * The handlers, each run again when a part was missed while it ran (loaded in between). Jobs
 * interleave at their awaits, so a miss during a job's run may be another job's: it is run again
 * all the same (the same result, later). Output a run sends before the miss is the same in the next
 * run (the engine is deterministic), so it is sent once; output after it is dropped with the run.
 */
export function retryingMisses(handlers: Handlers): Handlers {
  const out: Record<string, (job: unknown, emit: Emit) => Promise<unknown>> = {};
  for (const [kind, handler] of Object.entries(handlers) as [
    string,
    (job: unknown, emit: Emit) => unknown,
  ][]) {
    out[kind] = async (job, emit) => {
      const sent = { stdout: 0, stderr: 0 };
      for (let run = 1; ; run++) {
        const at = misses;
        const seen = { stdout: 0, stderr: 0 };
        const runEmit: Emit = (stream, text) => {
          if (misses !== at) return;
          const from = seen[stream];
          seen[stream] += text.length;
          const skip = sent[stream] - from;
          if (skip >= text.length) return;
          sent[stream] = seen[stream];
          emit(stream, skip > 0 ? text.slice(skip) : text);
        };
        let result: unknown;
        let error: unknown;
        let failed = false;
        try {
          result = await handler(job, runEmit);
        } catch (e) {
          failed = true;
          error = e;
        }
        if (misses === at) {
          if (failed) throw error;
          return result;
        }
        if (run >= MAX_RUNS)
          throw new Error(`the engine's code for this job was still missing after ${run} runs`);
        await Promise.all([...missed].map((p) => p.load()));
      }
    };
  }
  return out as Handlers;
}

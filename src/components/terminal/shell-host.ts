// What the terminal's Web Worker does with the page's messages (shell-worker.ts wires it to the
// worker's `self`; tests call it directly): one simulated shell (src/shell), started empty or in a
// terminal exercise's starter state, and the Go toolchain for `go build/vet/test/run`, loaded on the
// first go command that needs it, with its snapshot of checked packages (go-toolchain-loader.ts).

import type { GoProgram, GoToolchainHost } from '../../shell/go-toolchain.ts';
import {
  evaluateChecks,
  type GoToolchain,
  HOME,
  loadTerminalExercise,
  type SessionSnapshot,
  ShellSession,
  screenText,
  startExercise,
  type TerminalExercise,
} from '../../shell/index.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

/**
 * Loads the toolchain for a host (go-toolchain-loader.ts: a chunk of its own, fetched when first
 * asked), with the site's package snapshot when the page gave its URL.
 */
export type LoadGoToolchain = (
  host: GoToolchainHost,
  snapshotUrl: string | undefined,
) => Promise<GoToolchain>;

/**
 * Limits for the programs the terminal runs, in a worker: the memory budget of the exercise pages'
 * engine worker (src/sandbox/engine-handlers.ts WORKER_MEMORY_BUDGET) and a minute of the worker's
 * time (the CLI's `oplab go run` takes a minute of CPU time), so an endless loop or a program
 * printing forever ends without Ctrl-C, its output's tail kept (src/go/output-tail.ts). No step
 * budget: as in a real terminal an endless loop runs until Ctrl-C or that minute, not for the ~1 s
 * the interpreter's default 2^28 steps take.
 */
export const TERMINAL_MEMORY_BUDGET = 512 << 20;
export const TERMINAL_TIME_LIMIT_MS = 60_000;

/**
 * Characters of screen output one message carries at most: a program printing in a loop sends its
 * latest (the page's scrollback keeps 5,000 rows anyway).
 */
export const OUTPUT_TAIL = 64 << 10;
/** How often a go command's screen output goes to the page, at most. */
export const OUTPUT_EVERY_MS = 100;

export interface ShellHostOptions {
  loadGoToolchain: LoadGoToolchain;
  /** The worker's clock (performance.now): the programs' time limit, the output's pace. */
  now: () => number;
}

export function createShellHost(
  post: (m: FromWorker) => void,
  opts: ShellHostOptions,
): (m: ToWorker) => Promise<void> {
  let session: ShellSession | undefined;
  let exercise: TerminalExercise | undefined;
  /** The state the terminal started in: what Ctrl-C during the first line's replayed wait undoes to. */
  let initial: SessionSnapshot | undefined;
  /** The request being answered: what the toolchain's messages belong to. */
  let current = 0;
  let snapshotUrl: string | undefined;

  // What go run/go test put on the screen since the last message (its tail past OUTPUT_TAIL, with
  // the count left out), sent at most every OUTPUT_EVERY_MS while the worker is busy in it (at the
  // output and at a program's chunks of steps), and all of it before the line's result.
  let unsent = '';
  let dropped = 0;
  let sentAt = Number.NEGATIVE_INFINITY;
  const flush = (force: boolean) => {
    if (unsent === '' || (!force && opts.now() - sentAt < OUTPUT_EVERY_MS)) return;
    post({ type: 'output', id: current, text: unsent, dropped });
    sentAt = opts.now();
    unsent = '';
    dropped = 0;
  };
  const host: GoToolchainHost = {
    limits: {
      stepBudget: Number.POSITIVE_INFINITY,
      memoryBudget: TERMINAL_MEMORY_BUDGET,
      cpuTime: opts.now,
      cpuLimitMs: TERMINAL_TIME_LIMIT_MS,
    },
    onProgram: (program: GoProgram) => {
      flush(true);
      post({ type: 'program', id: current, program });
    },
    onScreen: (text) => {
      unsent += text;
      if (unsent.length > 2 * OUTPUT_TAIL) {
        dropped += unsent.length - OUTPUT_TAIL;
        unsent = unsent.slice(-OUTPUT_TAIL);
      }
      flush(false);
    },
    onChunk: () => flush(false),
  };

  let toolchain: Promise<GoToolchain> | undefined;
  /** The Go toolchain, loaded on the first command that needs it: the page says it is loading. */
  const loaded = async (): Promise<GoToolchain | { error: string }> => {
    if (toolchain === undefined) {
      post({ type: 'status', id: current, status: 'go-loading' });
      toolchain = opts.loadGoToolchain(host, snapshotUrl);
      // a failed load (offline, a new deployment) is tried again by the next go command
      toolchain.catch(() => {
        toolchain = undefined;
      });
    }
    try {
      const tc = await toolchain;
      post({ type: 'status', id: current, status: 'go-working' });
      return tc;
    } catch (e) {
      return {
        error: `oplab: the simulated Go toolchain did not load: ${e instanceof Error ? e.message : String(e)}\n`,
      };
    }
  };
  const goToolchain: GoToolchain = {
    async run(files, args, cwd, runOpts) {
      const tc = await loaded();
      if ('error' in tc) return { stdout: '', stderr: tc.error, exitCode: 1 };
      return tc.run(files, args, cwd, runOpts);
    },
    // controller-gen object (make generate) type-checks the API packages with the same toolchain
    async deepCopy(files, dirs, header, cwd) {
      const tc = await loaded();
      if ('error' in tc) return { written: {}, errors: [tc.error.trimEnd()] };
      return tc.deepCopy ? tc.deepCopy(files, dirs, header, cwd) : { written: {}, errors: [] };
    },
  };

  return async (m: ToWorker): Promise<void> => {
    if (m.type === 'start') {
      snapshotUrl = m.goSnapshot;
      try {
        exercise = m.exercise ? loadTerminalExercise(m.exercise) : undefined;
        session = exercise
          ? await startExercise(exercise)
          : await ShellSession.create({ profile: 'open', goToolchain });
        session.world.goToolchain = goToolchain;
        if (m.restore) await session.restore(m.restore.snapshot, m.restore.killedLine, m.restore.exitCode);
        initial = await session.snapshot();
        post({ type: 'ready', cwd: session.cwd, home: HOME });
      } catch (e) {
        post({ type: 'failed', message: e instanceof Error ? e.message : String(e) });
      }
      return;
    }
    if (!session) return;
    current = m.id;
    if (m.type === 'run') {
      const r = await session.run(m.line);
      flush(true);
      post({
        type: 'result',
        id: m.id,
        stdout: r.stdout,
        stderr: r.stderr,
        screen: screenText(r.chunks),
        exitCode: r.exitCode,
        waits: r.waits,
        cwd: session.cwd,
        snapshot: await session.snapshot(),
      });
    } else if (m.type === 'complete') {
      const c = await session.complete(m.line, m.cursor);
      post({ type: 'completion', id: m.id, start: c.start, candidates: c.candidates });
    } else if (m.type === 'cancel') {
      // the page has no snapshot before its first line: the state the terminal started in
      await session.restore(m.snapshot ?? initial, m.line, 130);
      post({ type: 'cancelled', id: m.id, cwd: session.cwd });
    } else if (m.type === 'interrupt') {
      post({ type: 'interrupted', id: m.id, output: session.interrupt() });
    } else if (m.type === 'check') {
      const checks = exercise ? await evaluateChecks(exercise, session) : [];
      post({
        type: 'checks',
        id: m.id,
        status: checks.every((c) => c.status === 'pass') ? 'pass' : 'fail',
        checks,
      });
    }
  };
}

// Messages between the page's terminal and the shell worker (shell-worker.ts). The shell engine runs
// in the worker: no other origin, no server.
import type { GoProgram } from '../../shell/go-toolchain.ts';
import type { CheckResult, SessionSnapshot, Wait } from '../../shell/index.ts';

export type ToWorker =
  /**
   * `restore`: a restarted worker (Ctrl-C ended a command the old one was still running) takes the
   * state the last finished command left, and the killed line goes into the history; `$?` is
   * `exitCode` (130 when omitted).
   */
  | {
      type: 'start';
      exercise?: string;
      /** The site's snapshot of checked Go packages, for the toolchain (go-toolchain-loader.ts). */
      goSnapshot?: string;
      restore?: { snapshot?: SessionSnapshot; killedLine: string; exitCode?: number };
    }
  | { type: 'run'; id: number; line: string }
  | { type: 'complete'; id: number; line: string; cursor: number }
  | { type: 'check'; id: number }
  /**
   * Ctrl-C while the page replays a long virtual wait of a line the worker has finished (go's 30 s
   * dial timeout): the line is undone as a killed one would be (`snapshot`, the state before it;
   * the line stays in the history) and `$?` is 130.
   */
  | { type: 'cancel'; id: number; snapshot?: SessionSnapshot; line: string }
  /** Ctrl-C at the prompt: stops the manager `make run` keeps in the background. */
  | { type: 'interrupt'; id: number };

export type FromWorker =
  | { type: 'ready'; cwd: string; home: string }
  | { type: 'failed'; message: string }
  | {
      type: 'result';
      id: number;
      stdout: string;
      stderr: string;
      /** stdout and stderr in the order the line wrote them: what the terminal shows. */
      screen: string;
      exitCode: number;
      waits: Wait[];
      cwd: string;
      /** The terminal's state after this line, for a restart after Ctrl-C. */
      snapshot: SessionSnapshot;
    }
  | { type: 'completion'; id: number; start: number; candidates: string[] }
  | { type: 'checks'; id: number; status: 'pass' | 'fail'; checks: CheckResult[] }
  /** The line Ctrl-C interrupted is undone: the shell's directory now. */
  | { type: 'cancelled'; id: number; cwd: string }
  /** What the stopped manager printed while shutting down ('' when none was running). */
  | { type: 'interrupted'; id: number; output: string }
  /**
   * While request `id` runs (before its result): the Go toolchain is loading (its chunk and snapshot,
   * the first time), or at work (building, vetting, running).
   */
  | { type: 'status'; id: number; status: 'go-loading' | 'go-working' }
  /** A program began to run for request `id`: go run's, or one of go test's test binaries. */
  | { type: 'program'; id: number; program: GoProgram }
  /**
   * What a go run/go test of request `id` put on the screen since the last message (its stdout and
   * stderr in the order written), after `dropped` characters left out of a flood; the page shows it
   * as it comes where the line is that go command alone.
   */
  | { type: 'output'; id: number; text: string; dropped: number };

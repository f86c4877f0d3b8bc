// Messages between the page's terminal and the shell worker (shell-worker.ts). The shell engine runs
// in the worker: no other origin, no server.
import type { CheckResult, SessionSnapshot, Wait } from '../../shell/index.ts';

export type ToWorker =
  /**
   * `restore`: a restarted worker (Ctrl-C ended a command the old one was still running) takes the
   * state the last finished command left, and the killed line goes into the history.
   */
  | { type: 'start'; exercise?: string; restore?: { snapshot?: SessionSnapshot; killedLine: string } }
  | { type: 'run'; id: number; line: string }
  | { type: 'complete'; id: number; line: string; cursor: number }
  | { type: 'check'; id: number }
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
      exitCode: number;
      waits: Wait[];
      cwd: string;
      /** The terminal's state after this line, for a restart after Ctrl-C. */
      snapshot: SessionSnapshot;
    }
  | { type: 'completion'; id: number; start: number; candidates: string[] }
  | { type: 'checks'; id: number; status: 'pass' | 'fail'; checks: CheckResult[] }
  /** What the stopped manager printed while shutting down ('' when none was running). */
  | { type: 'interrupted'; id: number; output: string };

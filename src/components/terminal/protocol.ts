// Messages between the page's terminal and the shell worker (shell-worker.ts). The shell engine runs
// in the worker: no other origin, no server.
import type { CheckResult, Wait } from '../../shell/index.ts';

export type ToWorker =
  | { type: 'start'; exercise?: string }
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
    }
  | { type: 'completion'; id: number; start: number; candidates: string[] }
  | { type: 'checks'; id: number; status: 'pass' | 'fail'; checks: CheckResult[] }
  /** What the stopped manager printed while shutting down ('' when none was running). */
  | { type: 'interrupted'; id: number; output: string };

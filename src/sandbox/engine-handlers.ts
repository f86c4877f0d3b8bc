// The jobs the engine worker can run, wired to the engine's entry points. Grading joins when the
// grader exists; until then the dispatcher answers a `grade` job with "this engine cannot run".
import { runGo } from '../go/index.ts';
import type { Handlers } from './dispatch.ts';

/** Default step budget for a browser run: enough for real programs, small enough to stop fast. */
export const DEFAULT_STEP_BUDGET = 50_000_000;

export const engineHandlers: Handlers = {
  ping: () => 'pong',
  'go-run': (job, emit) => {
    const r = runGo({
      files: job.files.map((f) => ({ name: f.name, src: f.content })),
      stepBudget: job.stepBudget ?? DEFAULT_STEP_BUDGET,
      onStdout: (t) => emit('stdout', t),
      onStderr: (t) => emit('stderr', t),
    });
    return { exitCode: r.exitCode, stage: r.stage };
  },
};

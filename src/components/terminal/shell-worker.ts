// The terminal's Web Worker: one simulated shell (src/shell), started empty or in a terminal
// exercise's starter state. The page sends command lines, completion requests and "check".
import {
  evaluateChecks,
  HOME,
  loadTerminalExercise,
  ShellSession,
  startExercise,
  type TerminalExercise,
} from '../../shell/index.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

let session: ShellSession | undefined;
let exercise: TerminalExercise | undefined;

const post = (m: FromWorker) => (self as unknown as Worker).postMessage(m);

async function handle(m: ToWorker): Promise<void> {
  if (m.type === 'start') {
    try {
      exercise = m.exercise ? loadTerminalExercise(m.exercise) : undefined;
      session = exercise ? await startExercise(exercise) : await ShellSession.create({ profile: 'open' });
      if (m.restore) await session.restore(m.restore.snapshot, m.restore.killedLine);
      post({ type: 'ready', cwd: session.cwd, home: HOME });
    } catch (e) {
      post({ type: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
    return;
  }
  if (!session) return;
  if (m.type === 'run') {
    const r = await session.run(m.line);
    post({
      type: 'result',
      id: m.id,
      stdout: r.stdout,
      stderr: r.stderr,
      exitCode: r.exitCode,
      waits: r.waits,
      cwd: session.cwd,
      snapshot: await session.snapshot(),
    });
  } else if (m.type === 'complete') {
    const c = await session.complete(m.line, m.cursor);
    post({ type: 'completion', id: m.id, start: c.start, candidates: c.candidates });
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
}

// One message at a time, in order: the shell is one interactive session.
let queue = Promise.resolve();
self.addEventListener('message', (e: MessageEvent<ToWorker>) => {
  queue = queue.then(() => handle(e.data));
});

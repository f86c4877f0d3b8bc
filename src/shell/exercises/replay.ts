// Replays a list of commands in a fresh terminal set up as an exercise's starter state, and
// evaluates the exercise's checks on the end state.
import type { NetworkProfileId } from '../network/profiles.ts';
import { screenText } from '../order.ts';
import { type RunResult, ShellSession } from '../session.ts';
import { type CheckResult, evaluateChecks } from './checks.ts';
import { loadTerminalExercise, type TerminalExercise } from './definition.ts';

export interface TranscriptEntry extends RunResult {
  command: string;
}

export interface EndState {
  cwd: string;
  /** Every file under /home/user except the module cache, by absolute path. */
  files: Record<string, string>;
  variables: Record<string, string>;
  network: NetworkProfileId;
}

export interface Replay {
  exercise: TerminalExercise;
  session: ShellSession;
  transcript: TranscriptEntry[];
  endState: EndState;
}

/** Starts a terminal in the exercise's starter state. */
export async function startExercise(exercise: TerminalExercise): Promise<ShellSession> {
  const session = await ShellSession.create({
    profile: exercise.network as NetworkProfileId,
    files: exercise.files,
    cwd: exercise.cwd,
    goVersion: exercise.goVersion,
  });
  for (const command of exercise.setup ?? []) {
    const r = await session.run(command, { record: false });
    if (r.exitCode !== 0)
      throw new Error(`exercises/${exercise.id}: setup command failed: ${command}\n${r.stdout}${r.stderr}`);
  }
  return session;
}

async function collectFiles(session: ShellSession, dir: string, out: Record<string, string>): Promise<void> {
  for (const name of await session.fs.readdir(dir)) {
    const path = `${dir}/${name}`;
    if (path.endsWith('/go/pkg/mod') || path.endsWith('/.cache')) continue;
    const st = await session.fs.stat(path);
    if (st.isDirectory) await collectFiles(session, path, out);
    else out[path] = await session.fs.readFile(path);
  }
}

export async function endStateOf(session: ShellSession): Promise<EndState> {
  const files: Record<string, string> = {};
  await collectFiles(session, '/home/user', files);
  return { cwd: session.cwd, files, variables: session.variables, network: session.profile };
}

export async function replayCommands(exerciseId: string, commands: string[]): Promise<Replay> {
  const exercise = loadTerminalExercise(exerciseId);
  const session = await startExercise(exercise);
  const transcript: TranscriptEntry[] = [];
  for (const command of commands) transcript.push({ command, ...(await session.run(command)) });
  return { exercise, session, transcript, endState: await endStateOf(session) };
}

export interface TerminalGrade {
  status: 'pass' | 'fail';
  checks: CheckResult[];
  transcript: TranscriptEntry[];
}

/** Replays the commands, then runs the checks (which may run more commands, in new terminals). */
export async function gradeTerminalExercise(exerciseId: string, commands: string[]): Promise<TerminalGrade> {
  const replay = await replayCommands(exerciseId, commands);
  const checks = await evaluateChecks(replay.exercise, replay.session);
  return {
    status: checks.every((c) => c.status === 'pass') ? 'pass' : 'fail',
    checks,
    transcript: replay.transcript,
  };
}

/** Formats a transcript the way a terminal shows it. */
export function formatTranscript(transcript: TranscriptEntry[], prompt = '$ '): string {
  return transcript.map((t) => `${prompt}${t.command}\n${screenText(t.chunks)}`).join('');
}

// The playground's one-line status after a run: what ran, and, when the program ended with a
// non-zero status (a panic, a fatal error, the step budget, os.Exit), why, so that a learner on the
// Time travel tab is not left reading "Ran in … ms" over a program that was stopped.
import type { ProjectRunView } from '../../sandbox/project-run.ts';
import type { PlaygroundStrings } from './strings.ts';

/** At most this many characters of the line quoted from the program's output. */
const MAX_REASON = 200;

/**
 * The line of a run's standard error that says why it ended: Go's own `panic: …` or `fatal error: …`
 * line (the runtime prints it first, the goroutines' traces after it: runtime/panic.go printpanics,
 * runtime/panic.go fatalthrow), otherwise the last line written (log.Fatal's message, the step
 * budget's). Undefined when nothing was written.
 */
export function endReason(stderr: string): string | undefined {
  const lines = stderr.split('\n').map((l) => l.trimEnd());
  const go = lines.find((l) => l.startsWith('panic: ') || l.startsWith('fatal error: '));
  const line = go ?? lines.filter((l) => l.trim() !== '').at(-1);
  if (line === undefined) return undefined;
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
}

/** The status line after a run that reached its `run` stage. */
export function runSummary(t: PlaygroundStrings, run: ProjectRunView, ms: number): string {
  const ran = t.ranIn(ms, run.trace.length, run.reconciles);
  return run.exitCode === 0 ? ran : ran + t.exited(run.exitCode, endReason(run.stderr));
}

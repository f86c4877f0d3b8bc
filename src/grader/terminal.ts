// Terminal exercises (gomod-proxy, ...): the learner's commands are replayed in a fresh simulated
// terminal set up as the exercise's starting state, and the exercise's end-state checks run there —
// all through src/shell's public API (engineer S). This adapter turns the shell's grade into the
// same Report as code exercises: one entry per check, the transcript as the logs.
import {
  CHECK_TITLES,
  formatTranscript,
  gradeTerminalExercise,
  loadTerminalExercise,
  type TerminalExercise,
  terminalExerciseIds,
} from '../shell/index.ts';
import type { CheckResult, Localized, Report } from './report.ts';
import { overallStatus, REPORT_VERSION } from './report-status.ts';

export { terminalExerciseIds };

/** `lessons/x#a` → `/lessons/x/#a`, the site-path form code exercises use. */
function sitePath(link: string): string {
  const [path = '', anchor] = link.replace(/^\/?(en\/)?/, '').split('#');
  return `/${path.replace(/\/?$/, '/')}${anchor ? `#${anchor}` : ''}`;
}

export function isTerminalExercise(id: string): boolean {
  return terminalExerciseIds().includes(id);
}

export function terminalExercise(id: string): TerminalExercise {
  return loadTerminalExercise(id);
}

/**
 * Splits a file of commands into the commands to replay: one per line, blank lines and `#`
 * comments skipped, a leading `$ ` prompt tolerated (a pasted transcript).
 */
export function commandsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*\$\s+/, '').trim())
    .filter((l) => l !== '' && !l.startsWith('#'));
}

/** Replays `commands` for terminal exercise `id` and grades the end state. */
export async function gradeTerminal(id: string, commands: readonly string[]): Promise<Report> {
  const ex = loadTerminalExercise(id);
  const g = await gradeTerminalExercise(id, [...commands]);
  const lesson = sitePath(ex.lesson.en);
  const checks: CheckResult[] = g.checks.map((c) => ({
    id: c.id,
    status: c.status,
    title: (CHECK_TITLES as Record<string, Localized>)[c.id] ?? { en: c.id, 'zh-cn': c.id },
    message: c.message,
    lines: [],
    evidence: [],
    ...(c.status === 'fail'
      ? { hint: { en: ex.hints.en[0] ?? '', 'zh-cn': ex.hints['zh-cn'][0] ?? '' } }
      : {}),
    lesson,
  }));
  const transcript = formatTranscript(g.transcript);
  return {
    version: REPORT_VERSION,
    exercise: id,
    status: overallStatus(checks),
    diagnostics: [],
    checks,
    trace: [],
    logs: transcript === '' ? [] : transcript.replace(/\n$/, '').split('\n'),
  };
}

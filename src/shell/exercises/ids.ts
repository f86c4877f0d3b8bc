// The terminal exercises' ids, without their definitions: `oplab grade` asks only whether an id is a
// terminal exercise, and definition.ts builds zod schemas when loaded (~45 ms of a cold grade with the
// grader's own). definition.ts's table of definitions is typed by this list, so the two cannot differ.
export const TERMINAL_EXERCISE_IDS = ['gomod-proxy', 'gomod-private', 'webhook-local'] as const;
export type TerminalExerciseId = (typeof TERMINAL_EXERCISE_IDS)[number];

export function terminalExerciseIds(): string[] {
  return [...TERMINAL_EXERCISE_IDS];
}

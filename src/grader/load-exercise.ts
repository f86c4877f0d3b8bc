// Loads an exercise folder through a file-reading function, so the same code reads from disk (CLI,
// tests) or from a bundle (browser). Every problem is reported with the file and field it concerns.
import { parse as parseYaml } from 'yaml';
import { type Exercise, parseExercise } from './exercise.ts';
import type { ProjectFile, ReadFile } from './exercise-files.ts';
import { type Loaded, loadParsedExercise } from './load-checked.ts';

export type { Loaded, ProjectFile, ReadFile };

/** exercise.yaml's text parsed and validated: the exercise, or the errors a load reports. */
export function parseExerciseYaml(
  text: string,
  source: string,
): { ok: true; exercise: Exercise } | { ok: false; errors: string[] } {
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (err) {
    return { ok: false, errors: [`${source}: ${err instanceof Error ? err.message : String(err)}`] };
  }
  return parseExercise(data, source);
}

export function loadExercise(id: string, read: ReadFile): Loaded {
  const source = `${id}/exercise.yaml`;
  const text = read(source);
  if (text === undefined) return { ok: false, errors: [`${source}: no such file`] };
  const parsed = parseExerciseYaml(text, source);
  if (!parsed.ok) return parsed;
  return loadParsedExercise(id, parsed.exercise, read);
}

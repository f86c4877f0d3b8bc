// Loads an exercise folder through a file-reading function, so the same code reads from disk (CLI,
// tests) or from a bundle (browser). Every problem is reported with the file and field it concerns.
import { parse as parseYaml } from 'yaml';
import { type Exercise, parseExercise } from './exercise.ts';
import { exerciseFiles, type ProjectFile, type ReadFile } from './exercise-files.ts';

export type { ProjectFile, ReadFile };

export type Loaded =
  | { ok: true; exercise: Exercise; files: (variant: 'starter' | 'solution') => ProjectFile[] }
  | { ok: false; errors: string[] };

export function loadExercise(id: string, read: ReadFile): Loaded {
  const source = `${id}/exercise.yaml`;
  const text = read(source);
  if (text === undefined) return { ok: false, errors: [`${source}: no such file`] };
  let data: unknown;
  try {
    data = parseYaml(text);
  } catch (err) {
    return { ok: false, errors: [`${source}: ${err instanceof Error ? err.message : String(err)}`] };
  }
  const parsed = parseExercise(data, source);
  if (!parsed.ok) return parsed;
  const ex = parsed.exercise;
  const errors: string[] = [];
  if (ex.id !== id) errors.push(`${source}: id: "${ex.id}" does not match the folder name "${id}"`);
  const need = (path: string) => {
    if (read(`${id}/${path}`) === undefined) errors.push(`${source}: names ${path}, which does not exist`);
  };
  need(ex.instructions.en);
  need(ex.instructions['zh-cn']);
  if (ex.kind === 'terminal') {
    need(ex.solution);
  } else {
    if (ex.cluster) need(ex.cluster);
    for (const f of ex.files) {
      if (f.editable) {
        need(`${ex.starter}/${f.path}`);
        need(`${ex.solution}/${f.path}`);
      } else {
        need(`${ex.project}/${f.path}`);
      }
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, exercise: ex, files: exerciseFiles(id, ex, read) };
}

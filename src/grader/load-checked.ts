// What loading an exercise checks once its exercise.yaml is parsed and validated (load-exercise.ts):
// the id against the folder, and that every file it names exists. Apart from load-exercise.ts so that
// `oplab grade` can take an exercise.yaml the CLI's build validated already (src/cli/checked.ts)
// without loading yaml and zod, and still check the folder as a full load does.
import type { Exercise } from './exercise.ts';
import { exerciseFiles, type ProjectFile, type ReadFile } from './exercise-files.ts';

export type Loaded =
  | { ok: true; exercise: Exercise; files: (variant: 'starter' | 'solution') => ProjectFile[] }
  | { ok: false; errors: string[] };

/** The exercise `id` whose `<id>/exercise.yaml` parsed and validated as `ex`, checked against its folder. */
export function loadParsedExercise(id: string, ex: Exercise, read: ReadFile): Loaded {
  const source = `${id}/exercise.yaml`;
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

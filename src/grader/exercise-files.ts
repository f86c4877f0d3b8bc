// An exercise's project files as read through a file-reading function: apart from load-exercise.ts,
// which validates exercise.yaml with zod, so that the site's engine worker can take an exercise its
// build validated already (src/sandbox/engine-handlers.ts) without loading zod.
import type { Exercise } from './exercise.ts';

/** Returns a file's text, or undefined when it does not exist. Paths are relative to `exercises/`. */
export type ReadFile = (path: string) => string | undefined;

export interface ProjectFile {
  path: string;
  content: string;
  editable: boolean;
}

/** The project's files, the editable ones in their starter or solution version (none for a terminal exercise). */
export function exerciseFiles(
  id: string,
  ex: Exercise,
  read: ReadFile,
): (variant: 'starter' | 'solution') => ProjectFile[] {
  return (variant) =>
    ex.kind === 'terminal'
      ? []
      : ex.files.map((f) => {
          const dir = f.editable ? (variant === 'starter' ? ex.starter : ex.solution) : ex.project;
          return { path: f.path, content: read(`${id}/${dir}/${f.path}`) ?? '', editable: f.editable };
        });
}

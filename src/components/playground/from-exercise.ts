// "Open in playground" on an exercise: the learner's current files (editable ones as they are now,
// the exercise's read-only files marked read-only) and the exercise's cluster, as a playground link.
import type { ExerciseData } from '../../workspace/exercise-data.ts';
import { DEFAULT_OPTIONS, encodeShare } from './share.ts';

export function exercisePlaygroundHref(data: ExerciseData, contents: ReadonlyMap<string, string>): string {
  const yaml = data.bundle[`${data.id}/exercise.yaml`] ?? '';
  const cluster = /^cluster:\s*['"]?([^\s'"#]+)/m.exec(yaml)?.[1];
  const objects = cluster ? (data.bundle[`${data.id}/${cluster}`] ?? '') : '';
  const fragment = encodeShare({
    project: {
      files: data.files
        .map((f) => ({ path: f.path, content: contents.get(f.path) ?? f.content }))
        .sort((a, b) => (a.path < b.path ? -1 : 1)),
      objects,
      objectsName: cluster?.split('/').at(-1) ?? 'cluster.yaml',
      readOnly: data.files.filter((f) => !f.editable).map((f) => f.path),
    },
    options: DEFAULT_OPTIONS,
  });
  return `/${data.locale}/playground/#${fragment}&from=${encodeURIComponent(data.id)}`;
}

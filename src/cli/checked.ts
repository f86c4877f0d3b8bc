// The built-in code exercises as the CLI's build parsed and validated them (scripts/bundle-cli.ts
// writes `checked/<id>.json` beside the bundle's chunks with writeChecked below): a cold
// `oplab grade` then loads neither yaml nor zod for exercise.yaml and the cluster files (~65 ms of
// CPU: bench/README, session 19). What is kept is keyed by the files' whole text, not by a name or
// a date: exercise.yaml as edited, or a learner's own exercise, is parsed and validated as always
// (the same messages), and so is a cluster file whose text differs. The site does the same for its
// engine worker (`.checked/<id>.json`, src/sandbox/exercise-files.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CodeExercise } from '../grader/exercise.ts';
import type { KubeObject } from '../kube/apiserver/types.ts';

/** `checked/<id>.json`. */
export interface CheckedFile {
  /** exercise.yaml's text, and what parsing and validating it gave. */
  yaml: string;
  exercise: CodeExercise;
  /** Cluster files by path in the folder: the text, and its objects as JSON. */
  clusters: Record<string, { text: string; objects: string }>;
}

export interface Checked {
  exercise: CodeExercise;
  /** For GradableExercise.parsedObjects: fresh objects when `text` is the kept text of `path`. */
  parsedObjects(path: string, text: string): KubeObject[] | undefined;
}

/** The kept form of exercise `id` when `dir` has one for exactly this exercise.yaml text. */
export function readChecked(dir: string | undefined, id: string, yamlText: string): Checked | undefined {
  if (dir === undefined) return undefined;
  let file: CheckedFile;
  try {
    file = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as CheckedFile;
  } catch {
    return undefined;
  }
  if (file.yaml !== yamlText) return undefined;
  return {
    exercise: file.exercise,
    parsedObjects(path, text) {
      const c = Object.hasOwn(file.clusters, path) ? file.clusters[path] : undefined;
      return c !== undefined && c.text === text ? (JSON.parse(c.objects) as KubeObject[]) : undefined;
    },
  };
}

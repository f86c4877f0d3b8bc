// What an exercise page ships to the browser, built at build time from `exercises/<id>/` and
// validated by the grader's own loader (zod schemas in src/grader/exercise.ts): any problem in an
// exercise folder fails the build with the file and field named, never a broken page.
import { clusterObjects } from '../grader/cluster-objects.ts';
import { loadExercise, type ReadFile } from '../grader/load-exercise.ts';
import {
  type CheckedClusters,
  checkedClustersKey,
  checkedExerciseKey,
  type ExerciseBundle,
} from '../sandbox/protocol.ts';
import { renderInlineMarkdown } from './inline-markdown.ts';

export type SiteLocale = 'en' | 'zh-cn';
export const siteLocales: readonly SiteLocale[] = ['en', 'zh-cn'];

export interface WorkspaceFile {
  path: string;
  content: string;
  editable: boolean;
}

export interface ExerciseData {
  id: string;
  locale: SiteLocale;
  title: string;
  /** The instructions Markdown file in this locale, relative to the exercise folder (rendered by the page). */
  instructionsFile: string;
  /** The lesson section the exercise practises, in this locale: `/en/lessons/scope/#get-takes-a-key`. */
  lessonHref: string;
  /** Editable files first (the learner's work), then the read-only context, each in folder order. */
  files: WorkspaceFile[];
  /** The shipped solution of each editable file. */
  solution: Record<string, string>;
  /** Hints as HTML, nudge first. */
  hints: string[];
  checks: string[];
  scenarioTitle: string;
  /** The exercise folder's text, for the engine worker (it reads no disk). */
  bundle: ExerciseBundle;
}

/** Ids of the code exercises among `paths` (keys like `scope-get/exercise.yaml`), sorted. */
export function exerciseIdsIn(paths: readonly string[]): string[] {
  return paths
    .map((p) => /^([a-z0-9-]+)\/exercise\.yaml$/.exec(p)?.[1])
    .filter((id): id is string => id !== undefined)
    .sort();
}

export class ExerciseDataError extends Error {}

export function exerciseData(
  id: string,
  locale: SiteLocale,
  read: ReadFile,
  allPaths: readonly string[],
): ExerciseData {
  const loaded = loadExercise(id, read);
  if (!loaded.ok) throw new ExerciseDataError(loaded.errors.join('\n'));
  const ex = loaded.exercise;
  if (ex.kind !== 'code') throw new ExerciseDataError(`${id}: a ${ex.kind} exercise has no code workspace`);
  const starter = loaded.files('starter');
  const solution = loaded.files('solution');
  const files = [...starter.filter((f) => f.editable), ...starter.filter((f) => !f.editable)];
  const bundle: ExerciseBundle = {};
  for (const p of allPaths) {
    if (!p.startsWith(`${id}/`)) continue;
    const text = read(p);
    if (text !== undefined) bundle[p] = text;
  }
  // The exercise as validated here: the engine worker takes it as it is (no YAML parse, no zod on its
  // thread before the first Check).
  bundle[checkedExerciseKey(id)] = JSON.stringify(ex);
  // Its cluster files' objects too: parsing them cold (the YAML parser's first run) was ~5% of the
  // engine thread's work before a cold page's engine is ready (bench/README, session 24).
  const clusters = keptClusters(
    [...(ex.cluster ? [ex.cluster] : []), ...ex.scenarios.flatMap((s) => s.cluster ?? [])],
    (p) => read(`${id}/${p}`),
  );
  if (Object.keys(clusters).length > 0) bundle[checkedClustersKey(id)] = JSON.stringify(clusters);
  const scenario = ex.scenarios[0];
  return {
    id,
    locale,
    title: ex.title[locale],
    instructionsFile: ex.instructions[locale],
    lessonHref: `/${locale}${ex.lesson}`,
    files,
    solution: Object.fromEntries(solution.filter((f) => f.editable).map((f) => [f.path, f.content])),
    hints: ex.hints[locale].map(renderInlineMarkdown),
    checks: ex.checks,
    scenarioTitle: scenario ? scenario.title[locale] : '',
    bundle,
  };
}

/** Whether JSON gives `v` back unchanged (plain objects, arrays, strings, finite numbers, booleans, null). */
function sameAfterJson(v: unknown, back: unknown = JSON.parse(JSON.stringify(v) ?? 'null')): boolean {
  if (v === null || typeof v !== 'object') return Object.is(v, back);
  if (back === null || typeof back !== 'object' || Array.isArray(v) !== Array.isArray(back)) return false;
  if (!Array.isArray(v) && Object.getPrototypeOf(v) !== Object.prototype) return false;
  const keys = Object.keys(v);
  const backKeys = Object.keys(back);
  if (keys.length !== backKeys.length) return false;
  return keys.every(
    (k) =>
      Object.hasOwn(back, k) &&
      sameAfterJson((v as Record<string, unknown>)[k], (back as Record<string, unknown>)[k]),
  );
}

/**
 * The cluster files' objects the engine can take as they are: a file that does not parse, or whose
 * objects JSON would change, is left out (the engine parses it, and reports its error, as always).
 */
export function keptClusters(
  paths: readonly string[],
  read: (path: string) => string | undefined,
): CheckedClusters {
  const out: CheckedClusters = {};
  for (const p of new Set(paths)) {
    const text = read(p);
    if (text === undefined) continue;
    let objects: unknown[];
    try {
      objects = clusterObjects(p, text);
    } catch {
      continue;
    }
    if (sameAfterJson(objects)) out[p] = { text, objects };
  }
  return out;
}

/** Code exercises only (terminal exercises have their own pages). */
export function isCodeExercise(id: string, read: ReadFile): boolean {
  const loaded = loadExercise(id, read);
  return loaded.ok && loaded.exercise.kind === 'code';
}

/**
 * A file tab's label: its base name, or its last two path elements when another file of the
 * project has the same base name (`cmd/main.go` and `unit/main.go` for a test program beside main).
 */
export function fileTabLabel(path: string, all: readonly string[]): string {
  const base = (p: string) => p.split('/').at(-1) ?? p;
  const same = all.filter((p) => base(p) === base(path)).length > 1;
  return same ? path.split('/').slice(-2).join('/') : base(path);
}

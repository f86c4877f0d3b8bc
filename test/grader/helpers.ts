// Shared by the grader tests: exercises from disk, the variant files under variants/<exercise>/,
// and the probe that tells whether the runner (src/kube/run) works end to end.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ProjectSource } from '../../src/grader/checks/context.ts';
import type { CodeExercise } from '../../src/grader/exercise.ts';
import { type GradableExercise, mainDir, scenarioObjects } from '../../src/grader/grade.ts';
import { loadExercise, type ProjectFile } from '../../src/grader/load-exercise.ts';
import { defaultRunProject } from '../../src/grader/run-default.ts';
// Graded here as the CLI grades (a Node host): client-go's REST client bound to the REST layer, which
// the exercise page's engine loads only for a program that names a REST client.
import '../../src/kube/rest/bind-transport.ts';

export const EXERCISES = join(import.meta.dirname, '..', '..', 'exercises');
export const VARIANTS = join(import.meta.dirname, 'variants');

const read = (p: string) =>
  existsSync(join(EXERCISES, p)) ? readFileSync(join(EXERCISES, p), 'utf8') : undefined;

export interface Loaded {
  gradable: GradableExercise;
  exercise: CodeExercise;
  files(variant: 'starter' | 'solution'): ProjectFile[];
}

export function load(id: string): Loaded {
  const l = loadExercise(id, read);
  if (!l.ok) throw new Error(l.errors.join('\n'));
  if (l.exercise.kind !== 'code') throw new Error(`${id} is not a code exercise`);
  const exercise = l.exercise;
  return { gradable: { exercise, text: (p) => read(`${id}/${p}`) }, exercise, files: l.files };
}

export function codeExerciseIds(): string[] {
  return readdirSync(EXERCISES)
    .filter((d) => existsSync(join(EXERCISES, d, 'exercise.yaml')))
    .filter((d) => load(d).exercise.kind === 'code')
    .sort();
}

/** A check a variant must fail and the line (in the variant file) it must point at. */
export interface Want {
  check: string;
  line: number;
}

export interface Variant {
  exercise: string;
  name: string;
  kind: 'pass' | 'fail';
  what: string;
  /** The checks that must fail, exactly (fail variants). */
  expect: string[];
  /** The project file it replaces. */
  replaces: string;
  /** Which shipped version provides the other editable files. */
  base: 'starter' | 'solution';
  content: string;
  wants: Want[];
}

/**
 * Header: `// Variant: pass|fail — what`, `// Expect: a, b`, optional `// Replaces: path` and
 * `// Base: starter|solution`. In the body, `// want: check [check...]` at the end of a line, or a
 * line `// want-below: check [check...]`, marks the line failing checks must point at.
 */
export function parseVariant(exercise: string, file: string, content: string, editable: string[]): Variant {
  const header = (key: string) => new RegExp(`^// ${key}: (.*)$`, 'm').exec(content)?.[1];
  const v = /^(pass|fail) — (.*)$/.exec(header('Variant') ?? '');
  if (!v) throw new Error(`${file}: missing "// Variant: pass|fail — what" header`);
  const wants: Want[] = [];
  content.split('\n').forEach((line, i) => {
    const below = /^\s*\/\/ want-below: ([a-z. -]+?)\s*$/.exec(line);
    if (below) for (const check of below[1].split(' ')) wants.push({ check, line: i + 2 });
    const end = /\S.*\/\/ want: ([a-z. -]+?)\s*$/.exec(line);
    if (end && !below) for (const check of end[1].split(' ')) wants.push({ check, line: i + 1 });
  });
  const base = header('Base') ?? 'solution';
  if (base !== 'starter' && base !== 'solution') throw new Error(`${file}: Base must be starter or solution`);
  const controller = editable.find((p) => p.startsWith('internal/')) ?? editable[0];
  return {
    exercise,
    name: file.replace(/\.go$/, ''),
    kind: v[1] as 'pass' | 'fail',
    what: v[2],
    expect: (header('Expect') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s !== ''),
    replaces: header('Replaces') ?? (editable.length === 1 ? editable[0] : controller),
    base,
    content,
    wants,
  };
}

export function variantsOf(exercise: string): Variant[] {
  const dir = join(VARIANTS, exercise);
  if (!existsSync(dir)) return [];
  const editable = load(exercise)
    .exercise.files.filter((f) => f.editable)
    .map((f) => f.path);
  return readdirSync(dir)
    .filter((f) => f.endsWith('.go'))
    .sort()
    .map((f) => parseVariant(exercise, f, readFileSync(join(dir, f), 'utf8'), editable));
}

/** The project with the variant in place of the file it replaces. */
export function projectWith(l: Loaded, v: Variant): ProjectSource[] {
  return l.files(v.base).map((f) => (f.path === v.replaces ? { path: f.path, content: v.content } : f));
}

let ready: boolean | undefined;

/**
 * Whether the runner works end to end: probed by running a real, tiny project (the scope-get
 * solution with its cluster) and looking for a completed run with at least one reconcile — never
 * by a flag. Grader bugs do not hide behind it: it does not grade.
 */
export function runnerReady(): boolean {
  if (ready !== undefined) return ready;
  ready = false;
  if (defaultRunProject === undefined) return ready;
  try {
    const l = load('scope-get');
    const files = l.files('solution');
    const r = defaultRunProject({
      files: files.map((f) => ({ name: f.path, src: f.content })),
      main: mainDir(files),
      objects: scenarioObjects(l.gradable, l.exercise.scenarios[0]),
      virtualTimeLimitMs: 60_000,
    });
    ready = r.stage === 'run' && r.reconciles.length > 0;
  } catch {
    ready = false;
  }
  return ready;
}

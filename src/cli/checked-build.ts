// Makes the CLI's kept form of the built-in code exercises (src/cli/checked.ts); run by
// scripts/bundle-cli.ts. Only what survives JSON unchanged is kept: anything else is simply parsed
// when graded, as without a build.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { clusterObjects } from '../grader/cluster-objects.ts';
import { parseExerciseYaml } from '../grader/load-exercise.ts';
import type { CheckedFile } from './checked.ts';

function sameAfterJson(v: unknown): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(v)), v);
}

/** The kept form of exercise folder `dir/id`, or undefined when there is none to keep. */
export function checkedFile(exercisesDir: string, id: string): CheckedFile | undefined {
  const read = (p: string) => {
    const path = join(exercisesDir, id, p);
    return existsSync(path) ? readFileSync(path, 'utf8') : undefined;
  };
  const yaml = read('exercise.yaml');
  if (yaml === undefined) return undefined;
  const parsed = parseExerciseYaml(yaml, `${id}/exercise.yaml`);
  if (!parsed.ok || parsed.exercise.kind !== 'code' || !sameAfterJson(parsed.exercise)) return undefined;
  const ex = parsed.exercise;
  const clusters: CheckedFile['clusters'] = {};
  const paths = new Set([
    ...(ex.cluster ? [ex.cluster] : []),
    ...ex.scenarios.flatMap((s) => s.cluster ?? []),
  ]);
  for (const p of paths) {
    const text = read(p);
    if (text === undefined) continue;
    let objects: unknown;
    try {
      objects = clusterObjects(p, text);
    } catch {
      continue;
    }
    if (sameAfterJson(objects)) clusters[p] = { text, objects: JSON.stringify(objects) };
  }
  return { yaml, exercise: ex, clusters };
}

/** Writes `outDir/<id>.json` for every exercise under `exercisesDir` that has a kept form. */
export function writeChecked(exercisesDir: string, outDir: string): number {
  mkdirSync(outDir, { recursive: true });
  let n = 0;
  for (const id of readdirSync(exercisesDir).sort()) {
    const file = checkedFile(exercisesDir, id);
    if (file === undefined) continue;
    writeFileSync(join(outDir, `${id}.json`), JSON.stringify(file));
    n++;
  }
  return n;
}

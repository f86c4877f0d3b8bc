// Pieces the site benchmarks share: the machine's load as they print it, and an exercise's solution as
// the draft a learner's progress store would hold.

import { readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** The 1, 5 and 15 minute load averages, as each benchmark prints them beside its figures. */
export function loadAverage(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
}

/** Files of an exercise's solution, as a draft in the progress store (what a learner's draft looks like). */
export function solutionDraft(id: string): Record<string, string> {
  const yaml = readFileSync(join(root, 'exercises', id, 'exercise.yaml'), 'utf8');
  const solutionDir = /^solution:\s*(\S+)/m.exec(yaml)?.[1] ?? 'solution';
  const files: Record<string, string> = {};
  const walk = (dir: string, rel: string) => {
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      if (d.isDirectory()) walk(join(dir, d.name), `${rel}${d.name}/`);
      else files[`${rel}${d.name}`] = readFileSync(join(dir, d.name), 'utf8');
    }
  };
  walk(join(root, 'exercises', id, solutionDir), '');
  return files;
}

// Loads an exercise's Go project (project/ + solution/ or starter/) as SourceFiles, like the runner.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { SourceFile } from '../../../src/kube/markers/index.ts';

const ROOT = join(import.meta.dirname, '../../../exercises');

function walk(dir: string, base: string, out: Map<string, string>): void {
  for (const f of readdirSync(dir)) {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) walk(p, base, out);
    else out.set(p.slice(base.length + 1), readFileSync(p, 'utf8'));
  }
}

export function exerciseFiles(id: string, layer: 'solution' | 'starter' = 'solution'): SourceFile[] {
  const files = new Map<string, string>();
  walk(join(ROOT, id, 'project'), join(ROOT, id, 'project'), files);
  walk(join(ROOT, id, layer), join(ROOT, id, layer), files);
  return [...files].map(([name, src]) => ({ name, src }));
}

export function exerciseIds(): string[] {
  return readdirSync(ROOT).filter((d) => {
    try {
      return statSync(join(ROOT, d, 'project', 'go.mod')).isFile();
    } catch {
      return false;
    }
  });
}

// Shared by the lesson tests: the small guestbook project under testdata/guestbook.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { SourceFile } from '../../src/go/build/load.ts';

/** All files under testdata/<name>, with names relative to it. */
export function lessonProject(name: string): SourceFile[] {
  const root = join(import.meta.dirname, 'testdata', name);
  const out: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir).sort()) {
      const p = join(dir, e);
      if (statSync(p).isDirectory()) walk(p);
      else out.push({ name: relative(root, p), src: readFileSync(p, 'utf8') });
    }
  };
  walk(root);
  return out;
}

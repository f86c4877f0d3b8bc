import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECKS } from '../../src/grader/checks/index.ts';
import { loadExercise } from '../../src/grader/load-exercise.ts';

const root = 'exercises';
const read = (p: string) => (existsSync(join(root, p)) ? readFileSync(join(root, p), 'utf8') : undefined);
// Folders in the shared exercise format (exercise.yaml). Others are still in their area's own format.
const ids = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory() && existsSync(join(root, d.name, 'exercise.yaml')))
  .map((d) => d.name);

describe('every shipped exercise is valid', () => {
  it('finds exercises', () => {
    expect(ids.length).toBeGreaterThan(0);
  });
  for (const id of ids) {
    it(id, () => {
      const r = loadExercise(id, read);
      expect(r.ok ? [] : r.errors).toEqual([]);
      if (r.ok && r.exercise.kind === 'code') {
        const starter = r.files('starter');
        const solution = r.files('solution');
        expect(starter.filter((f) => f.editable).length).toBeGreaterThan(0);
        // The starter and the solution differ only in editable files, and do differ there.
        for (const [i, f] of starter.entries()) {
          if (!f.editable) expect(solution[i]?.content).toBe(f.content);
        }
        expect(starter.some((f, i) => f.editable && f.content !== solution[i]?.content)).toBe(true);
      }
    });
  }
});

describe('loadExercise reports problems precisely', () => {
  it('names a missing file and a mismatched id', () => {
    const files: Record<string, string> = {
      'x/exercise.yaml': readFileSync(join(root, 'scope-get', 'exercise.yaml'), 'utf8'),
    };
    const r = loadExercise('x', (p) => files[p]);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.errors[0]).toBe('x/exercise.yaml: id: "scope-get" does not match the folder name "x"');
      expect(r.errors).toContain('x/exercise.yaml: names instructions.en.md, which does not exist');
    }
  });

  it('reports broken YAML with its position', () => {
    const r = loadExercise('y', () => 'kind: [code');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.errors[0]).toMatch(/^y\/exercise\.yaml: .*line 1/);
  });
});

describe('every exercise links a lesson section that exists', () => {
  // content/ANCHORS.md is generated from the lessons (and tested against them by the site's tests).
  const anchors = readFileSync('content/ANCHORS.md', 'utf8');
  const pages = new Map<string, Set<string>>();
  let current: Set<string> | undefined;
  for (const line of anchors.split('\n')) {
    const page = /^## (\S+) — /.exec(line);
    if (page?.[1]) pages.set(page[1], (current = new Set()));
    const anchor = /^\| `#([a-z0-9-]+)` \|/.exec(line);
    if (anchor?.[1] && current) current.add(anchor[1]);
  }
  for (const id of ids) {
    it(id, () => {
      const r = loadExercise(id, read);
      if (!r.ok) throw new Error(r.errors.join('\n'));
      const [path = '', anchor] = r.exercise.lesson.split('#');
      const page = path.replace(/^\/|\/$/g, '');
      expect([...pages.keys()]).toContain(page);
      if (anchor) expect([...(pages.get(page) ?? [])]).toContain(anchor);
    });
  }
});

describe('every check links a lesson section that exists', () => {
  const anchors = readFileSync('content/ANCHORS.md', 'utf8');
  const known = new Set<string>();
  let page = '';
  for (const line of anchors.split('\n')) {
    const p = /^## (\S+) — /.exec(line);
    if (p?.[1]) page = p[1];
    const a = /^\| `#([a-z0-9-]+)` \|/.exec(line);
    if (a?.[1]) known.add(`/${page}/#${a[1]}`);
  }
  for (const [id, c] of CHECKS)
    if (c.lesson !== undefined)
      it(id, () => {
        expect([...known]).toContain(c.lesson);
      });
});

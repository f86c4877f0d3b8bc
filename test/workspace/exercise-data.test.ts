import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clusterObjects } from '../../src/grader/cluster-objects.ts';
import { loadExercise } from '../../src/grader/load-exercise.ts';
import { type CheckedClusters, checkedClustersKey, checkedExerciseKey } from '../../src/sandbox/protocol.ts';
import {
  ExerciseDataError,
  exerciseData,
  exerciseIdsIn,
  fileTabLabel,
  keptClusters,
} from '../../src/workspace/exercise-data.ts';

const root = join(import.meta.dirname, '../../exercises');
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? walk(join(dir, d.name)) : [relative(root, join(dir, d.name))],
  );
}
const paths = walk(root);
const read = (p: string) => (paths.includes(p) ? readFileSync(join(root, p), 'utf8') : undefined);
const codeIds = exerciseIdsIn(paths).filter((id) => /^kind:\s*code/m.test(read(`${id}/exercise.yaml`) ?? ''));

describe('exercise page data, built from exercises/*', () => {
  it('finds the code exercises (scope-get among them)', () => {
    expect(codeIds).toContain('scope-get');
    expect(codeIds.length).toBeGreaterThanOrEqual(5);
  });

  for (const id of codeIds) {
    it(`${id}: both locales, editable files first, solution of every editable file, bundle of the folder`, () => {
      for (const locale of ['en', 'zh-cn'] as const) {
        const d = exerciseData(id, locale, read, paths);
        expect(d.title.length).toBeGreaterThan(0);
        expect(d.lessonHref.startsWith(`/${locale}/lessons/`)).toBe(true);
        const firstReadOnly = d.files.findIndex((f) => !f.editable);
        expect(
          d.files.slice(firstReadOnly === -1 ? d.files.length : firstReadOnly).every((f) => !f.editable),
        ).toBe(true);
        for (const f of d.files.filter((x) => x.editable)) expect(typeof d.solution[f.path]).toBe('string');
        expect(d.hints).toHaveLength(3);
        expect(d.bundle[`${id}/exercise.yaml`]).toBe(read(`${id}/exercise.yaml`));
        const { [checkedExerciseKey(id)]: checked, [checkedClustersKey(id)]: clusters, ...folder } = d.bundle;
        expect(Object.keys(folder).every((p) => p.startsWith(`${id}/`))).toBe(true);
        // The exercise as the build validated it, for the engine worker: what the grader's loader gives.
        const loaded = loadExercise(id, read);
        expect(loaded.ok && JSON.parse(checked ?? '')).toEqual(loaded.ok && loaded.exercise);
        // Its cluster files as the grader parses them, each with the text it was parsed from.
        if (!loaded.ok || loaded.exercise.kind !== 'code') throw new Error(`${id}: not a code exercise`);
        const clusterPaths = new Set([
          ...(loaded.exercise.cluster ? [loaded.exercise.cluster] : []),
          ...loaded.exercise.scenarios.flatMap((s) => s.cluster ?? []),
        ]);
        const kept = JSON.parse(clusters ?? '{}') as CheckedClusters;
        expect(Object.keys(kept).sort()).toEqual([...clusterPaths].sort());
        for (const p of clusterPaths) {
          const text = read(`${id}/${p}`) ?? '';
          expect(kept[p]).toEqual({ text, objects: clusterObjects(p, text) });
        }
      }
    });
  }

  it('keeps a cluster file’s objects only when it parses and JSON gives them back unchanged', () => {
    const files: Record<string, string> = {
      'ok.yaml': 'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n---\n# only a comment\n',
      'bad.yaml': 'kind: [\n',
      'inf.yaml': 'kind: ConfigMap\ndata: {x: .inf}\n',
    };
    const kept = keptClusters(
      ['ok.yaml', 'bad.yaml', 'inf.yaml', 'missing.yaml', 'ok.yaml'],
      (p) => files[p],
    );
    expect(kept).toEqual({
      'ok.yaml': {
        text: files['ok.yaml'],
        objects: [{ apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'a' } }],
      },
    });
  });

  it('scope-get: the hint code is rendered as code, in the reader’s language', () => {
    const en = exerciseData('scope-get', 'en', read, paths);
    expect(en.hints[2]).toContain(
      '<code>types.NamespacedName{Namespace: app.Namespace, Name: app.Spec.SecretName}</code>',
    );
    const zh = exerciseData('scope-get', 'zh-cn', read, paths);
    expect(zh.title).not.toBe(en.title);
    expect(zh.lessonHref).toBe('/zh-cn/lessons/scope/#get-takes-a-key');
  });

  it('a broken folder fails with the file and field named', () => {
    const broken = (p: string) =>
      p === 'scope-get/exercise.yaml' ? (read(p) ?? '').replace('kind: code', 'kind: cod') : read(p);
    expect(() => exerciseData('scope-get', 'en', broken, paths)).toThrow(ExerciseDataError);
    expect(() => exerciseData('scope-get', 'en', broken, paths)).toThrow(/scope-get\/exercise\.yaml: kind/);
    expect(() => exerciseData('nope', 'en', read, paths)).toThrow(/nope\/exercise\.yaml: no such file/);
  });

  it('fake-client-status: two main.go files get tabs told apart by their folder; unique names stay short', () => {
    const d = exerciseData('fake-client-status', 'en', read, paths);
    const all = d.files.map((f) => f.path);
    const labels = d.files.map((f) => fileTabLabel(f.path, all));
    expect(labels).toContain('unit/main.go');
    expect(labels).toContain('cmd/main.go');
    expect(labels).toContain('app_controller.go');
    expect(new Set(labels).size).toBe(labels.length);
  });
});

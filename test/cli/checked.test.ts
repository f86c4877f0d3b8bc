import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readChecked } from '../../src/cli/checked.ts';
import { checkedFile, writeChecked } from '../../src/cli/checked-build.ts';
import { REPO_ROOT } from '../../src/cli/prebuilt.ts';
import { clusterObjects } from '../../src/grader/cluster-objects.ts';
import { loadExercise } from '../../src/grader/load-exercise.ts';

const EXERCISES = join(REPO_ROOT, 'exercises');
const out = mkdtempSync(join(tmpdir(), 'oplab-checked-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));
const read = (p: string) => {
  try {
    return readFileSync(join(EXERCISES, p), 'utf8');
  } catch {
    return undefined;
  }
};

describe("the CLI's checked exercises (src/cli/checked.ts)", () => {
  it('keeps every built-in code exercise as loading it gives, and its cluster files as parsed', () => {
    const n = writeChecked(EXERCISES, out);
    expect(n).toBeGreaterThan(10);
    for (const id of ['scope-get', 'status-conflict', 'capstone']) {
      const text = read(`${id}/exercise.yaml`) as string;
      const kept = readChecked(out, id, text);
      expect(kept).toBeDefined();
      const loaded = loadExercise(id, read);
      expect(loaded.ok).toBe(true);
      if (!loaded.ok || kept === undefined) continue;
      expect(kept.exercise).toStrictEqual(loaded.exercise);
      const cluster = loaded.exercise.kind === 'code' ? loaded.exercise.cluster : undefined;
      if (cluster === undefined) continue;
      const yaml = read(`${id}/${cluster}`) as string;
      expect(kept.parsedObjects(cluster, yaml)).toStrictEqual(clusterObjects(cluster, yaml));
    }
  });

  it('gives nothing for another exercise.yaml text, another cluster text, or an unknown id', () => {
    const text = read('scope-get/exercise.yaml') as string;
    expect(readChecked(out, 'scope-get', `${text} `)).toBeUndefined();
    expect(readChecked(out, 'no-such-exercise', text)).toBeUndefined();
    expect(readChecked(undefined, 'scope-get', text)).toBeUndefined();
    const kept = readChecked(out, 'scope-get', text);
    const yaml = read('scope-get/cluster.yaml') as string;
    expect(kept?.parsedObjects('cluster.yaml', `${yaml}\n`)).toBeUndefined();
    expect(kept?.parsedObjects('other.yaml', yaml)).toBeUndefined();
    expect(kept?.parsedObjects('__proto__', yaml)).toBeUndefined();
  });

  it('gives fresh objects on each call: a scenario that changes them does not change the next', () => {
    const kept = readChecked(out, 'scope-get', read('scope-get/exercise.yaml') as string);
    const yaml = read('scope-get/cluster.yaml') as string;
    const a = kept?.parsedObjects('cluster.yaml', yaml);
    const b = kept?.parsedObjects('cluster.yaml', yaml);
    expect(a).toStrictEqual(b);
    expect(a?.[0]).not.toBe(b?.[0]);
  });

  it('keeps no exercise that does not validate, nor a cluster file that does not parse', () => {
    const dir = mkdtempSync(join(tmpdir(), 'oplab-checked-ex-'));
    try {
      mkdirSync(join(dir, 'bad'));
      writeFileSync(join(dir, 'bad', 'exercise.yaml'), 'id: bad\nkind: code\n');
      expect(checkedFile(dir, 'bad')).toBeUndefined();
      mkdirSync(join(dir, 'scope-get'));
      writeFileSync(join(dir, 'scope-get', 'exercise.yaml'), read('scope-get/exercise.yaml') as string);
      writeFileSync(join(dir, 'scope-get', 'cluster.yaml'), 'kind: [App\n');
      const kept = checkedFile(dir, 'scope-get');
      expect(kept?.clusters).toEqual({});
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

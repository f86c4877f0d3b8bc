import { describe, expect, it } from 'vitest';
import {
  BACKUP_KEY,
  describeProblem,
  emptyProgress,
  FILE_FORMAT,
  type KeyValueStorage,
  mergeProgress,
  openProgressStore,
  type Progress,
  parseProgressFile,
  STORAGE_KEY,
} from '../../src/site/progress.ts';

/** A Map-backed Web Storage stand-in that can be told to refuse writes, like a full quota. */
function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  let refuse = false;
  const storage: KeyValueStorage & { map: Map<string, string>; refuseWrites(on: boolean): void } = {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => {
      if (refuse) throw new Error('QuotaExceededError');
      map.set(k, v);
    },
    removeItem: (k) => void map.delete(k),
    refuseWrites: (on) => {
      refuse = on;
    },
  };
  return storage;
}

/** A clock that advances one minute per reading, so every write gets a distinct, known time. */
function steppingClock(start = '2026-01-31T12:00:00.000Z') {
  let t = Date.parse(start);
  return () => {
    const d = new Date(t);
    t += 60_000;
    return d;
  };
}

describe('progress store', () => {
  it('starts empty and survives reopening (the data is in storage, not in memory)', () => {
    const storage = memoryStorage();
    const store = openProgressStore(storage, steppingClock());
    expect(store.read()).toEqual(emptyProgress());
    expect(store.markDone('scope-get')).toEqual({ ok: true });
    expect(store.saveDraft('status-conflict', { 'controller.go': 'package controller\n' })).toEqual({
      ok: true,
    });
    expect(
      store.setLastPlace({ path: '/en/lessons/scope/', section: 'get-takes-a-key', title: 'Scope' }),
    ).toEqual({
      ok: true,
    });

    const reopened = openProgressStore(storage, steppingClock());
    expect(reopened.isDone('scope-get')).toBe(true);
    expect(reopened.isDone('status-conflict')).toBe(false);
    expect(reopened.draft('status-conflict')?.files).toEqual({ 'controller.go': 'package controller\n' });
    expect(reopened.read().lastPlace).toEqual({
      path: '/en/lessons/scope/',
      section: 'get-takes-a-key',
      title: 'Scope',
      at: '2026-01-31T12:02:00.000Z',
    });
    expect(reopened.loadProblem).toBeUndefined();
  });

  it('keeps the first completion date when an exercise is done again', () => {
    const store = openProgressStore(memoryStorage(), steppingClock());
    store.markDone('scope-get');
    store.markDone('scope-get');
    expect(store.read().completed['scope-get'].at).toBe('2026-01-31T12:00:00.000Z');
  });

  it('refuses ids and file paths the schema does not allow, and stores nothing', () => {
    const storage = memoryStorage();
    const store = openProgressStore(storage, steppingClock());
    const bad = store.markDone('Scope Get');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.problem.kind).toBe('invalid');
    expect(store.saveDraft('scope-get', { '../etc/passwd': 'x' }).ok).toBe(false);
    expect(store.saveDraft('scope-get', { '/abs.go': 'x' }).ok).toBe(false);
    expect(storage.map.has(STORAGE_KEY)).toBe(false);
  });

  it('reports a storage that refuses writes instead of throwing, and keeps the old state', () => {
    const storage = memoryStorage();
    const store = openProgressStore(storage, steppingClock());
    store.markDone('scope-get');
    storage.refuseWrites(true);
    const result = store.markDone('status-conflict');
    expect(result).toEqual({ ok: false, problem: { kind: 'storage', detail: 'QuotaExceededError' } });
    expect(store.isDone('status-conflict')).toBe(false);
    expect(describeProblem({ kind: 'storage', detail: 'QuotaExceededError' }, 'en')).toBe(
      'The browser refused to store progress (QuotaExceededError).',
    );
  });

  it('sets unreadable stored data aside instead of losing it or crashing', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: '{not json' });
    const store = openProgressStore(storage, steppingClock());
    expect(store.read()).toEqual(emptyProgress());
    expect(store.loadProblem?.kind).toBe('not-json');
    expect(storage.map.get(BACKUP_KEY)).toBe('{not json');
    expect(storage.map.has(STORAGE_KEY)).toBe(false);
  });

  it('recognises data from a newer schema version and keeps it aside', () => {
    const newer = JSON.stringify({ ...emptyProgress(), version: 2 });
    const storage = memoryStorage({ [STORAGE_KEY]: newer });
    const store = openProgressStore(storage, steppingClock());
    expect(store.loadProblem).toEqual({ kind: 'newer-version', version: 2 });
    expect(storage.map.get(BACKUP_KEY)).toBe(newer);
  });
});

describe('progress files', () => {
  const sample = (): Progress => ({
    version: 1,
    completed: { 'scope-get': { at: '2026-01-30T10:00:00.000Z' } },
    drafts: {
      'status-conflict': { savedAt: '2026-01-30T11:00:00.000Z', files: { 'controller.go': 'package x\n' } },
    },
    lastPlace: { path: '/zh-cn/lessons/status/', section: 'conflicts', at: '2026-01-30T11:30:00.000Z' },
  });

  it('round-trips through export and import into an empty browser', () => {
    const from = openProgressStore(
      memoryStorage({ [STORAGE_KEY]: JSON.stringify(sample()) }),
      steppingClock(),
    );
    const file = from.exportFile();
    expect(file.name).toBe('operator-lab-progress-2026-01-31.json');
    expect(JSON.parse(file.text)).toMatchObject({
      format: FILE_FORMAT,
      version: 1,
      exportedAt: '2026-01-31T12:00:00.000Z',
    });

    const to = openProgressStore(memoryStorage(), steppingClock());
    expect(to.importFile(file.text, 'merge')).toEqual({ ok: true, summary: { completed: 1, drafts: 1 } });
    expect(to.read()).toEqual(sample());
  });

  it('names the problem precisely for each kind of bad file', () => {
    const kind = (text: string) => {
      const r = parseProgressFile(text);
      return r.ok ? 'ok' : r.problem;
    };
    expect(kind('  ')).toEqual({ kind: 'empty' });
    expect(kind('{"format": ')).toMatchObject({ kind: 'not-json' });
    expect(kind('[1,2]')).toEqual({ kind: 'not-progress' });
    expect(kind('{"format":"something-else","version":1}')).toEqual({ kind: 'not-progress' });
    expect(kind(JSON.stringify({ format: FILE_FORMAT, version: 7 }))).toEqual({
      kind: 'newer-version',
      version: 7,
    });
    expect(kind(JSON.stringify({ format: FILE_FORMAT, version: '1' }))).toEqual({
      kind: 'unsupported-version',
      version: '1',
    });
    const wrongDate = { format: FILE_FORMAT, exportedAt: '2026-01-31T12:00:00.000Z', ...sample() };
    wrongDate.completed['scope-get'].at = 'yesterday';
    expect(kind(JSON.stringify(wrongDate))).toEqual({
      kind: 'invalid',
      detail: 'completed.scope-get.at: expected an ISO date-time such as 2026-01-31T12:00:00.000Z',
    });
    const extra = { format: FILE_FORMAT, exportedAt: '2026-01-31T12:00:00.000Z', ...sample(), hacked: true };
    expect(kind(JSON.stringify(extra))).toEqual({
      kind: 'invalid',
      detail: '(top level): unknown field "hacked"',
    });
  });

  it('describes problems in both languages', () => {
    expect(describeProblem({ kind: 'newer-version', version: 3 }, 'en')).toBe(
      'This file was written by a newer Operator Lab (progress version 3); this site reads version 1.',
    );
    expect(describeProblem({ kind: 'not-progress' }, 'zh-CN')).toBe(
      '这不是 Operator 实验室的进度文件（缺少 "format": "operator-lab-progress"）。',
    );
  });

  it('leaves stored progress untouched when an import fails', () => {
    const storage = memoryStorage({ [STORAGE_KEY]: JSON.stringify(sample()) });
    const store = openProgressStore(storage, steppingClock());
    const before = storage.map.get(STORAGE_KEY);
    expect(store.importFile('{"format":"nope"}', 'replace').ok).toBe(false);
    expect(storage.map.get(STORAGE_KEY)).toBe(before);
  });

  it('merges: done in either stays done, newer draft and newer place win', () => {
    const mine: Progress = {
      version: 1,
      completed: {
        'scope-get': { at: '2026-01-29T00:00:00.000Z' },
        'rbac-list': { at: '2026-01-29T00:00:00.000Z' },
      },
      drafts: { 'status-conflict': { savedAt: '2026-01-31T00:00:00.000Z', files: { 'a.go': 'mine' } } },
      lastPlace: { path: '/en/lessons/scope/', at: '2026-01-29T00:00:00.000Z' },
    };
    const merged = mergeProgress(mine, sample());
    expect(Object.keys(merged.completed).sort()).toEqual(['rbac-list', 'scope-get']);
    expect(merged.completed['scope-get'].at).toBe('2026-01-29T00:00:00.000Z');
    expect(merged.drafts['status-conflict'].files).toEqual({ 'a.go': 'mine' });
    expect(merged.lastPlace?.path).toBe('/zh-cn/lessons/status/');
  });

  it('replace mode discards what was there', () => {
    const store = openProgressStore(memoryStorage(), steppingClock());
    store.markDone('rbac-list');
    const file = JSON.stringify({ format: FILE_FORMAT, exportedAt: '2026-01-31T12:00:00.000Z', ...sample() });
    store.importFile(file, 'replace');
    expect(store.isDone('rbac-list')).toBe(false);
    expect(store.isDone('scope-get')).toBe(true);
  });
});

describe('progress limits', () => {
  it('rejects a draft with too many files, naming the limit', () => {
    const files = Object.fromEntries(Array.from({ length: 41 }, (_, i) => [`f${i}.go`, '']));
    const store = openProgressStore(memoryStorage(), steppingClock());
    expect(store.saveDraft('scope-get', files)).toEqual({
      ok: false,
      problem: { kind: 'invalid', detail: 'drafts.scope-get.files: has more than 40 entries' },
    });
  });
});

describe('the place note written by lesson pages', () => {
  it('uses the same key as the store', async () => {
    const { PLACE_NOTE_KEY } = await import('../../src/site/remember-place.ts');
    const { PLACE_KEY } = await import('../../src/site/progress.ts');
    expect(PLACE_NOTE_KEY).toBe(PLACE_KEY);
  });

  it('is folded into the document when newer, then removed', async () => {
    const { placeNote } = await import('../../src/site/remember-place.ts');
    const { PLACE_KEY } = await import('../../src/site/progress.ts');
    const note = placeNote(
      '/en/lessons/scope/',
      'cache-namespaces',
      'Scope',
      new Date('2026-02-01T00:00:00.000Z'),
    );
    const storage = memoryStorage({ [PLACE_KEY]: JSON.stringify(note) });
    const store = openProgressStore(storage, steppingClock());
    expect(store.read().lastPlace).toEqual({
      path: '/en/lessons/scope/',
      section: 'cache-namespaces',
      title: 'Scope',
      at: '2026-02-01T00:00:00.000Z',
    });
    expect(storage.map.has(PLACE_KEY)).toBe(false);
    expect(JSON.parse(storage.map.get(STORAGE_KEY)!).lastPlace.section).toBe('cache-namespaces');
  });

  it('is ignored when older than the stored place or malformed', async () => {
    const { PLACE_KEY } = await import('../../src/site/progress.ts');
    const stored = {
      ...emptyProgress(),
      lastPlace: { path: '/en/lessons/status/', at: '2026-03-01T00:00:00.000Z' },
    };
    const older = JSON.stringify({ path: '/en/lessons/scope/', at: '2026-02-01T00:00:00.000Z' });
    const a = openProgressStore(memoryStorage({ [STORAGE_KEY]: JSON.stringify(stored), [PLACE_KEY]: older }));
    expect(a.read().lastPlace?.path).toBe('/en/lessons/status/');
    const malformed = memoryStorage({ [PLACE_KEY]: '{"path":"javascript:alert(1)","at":"x"}' });
    expect(openProgressStore(malformed).read().lastPlace).toBeNull();
    expect(malformed.map.has(PLACE_KEY)).toBe(false);
  });
});

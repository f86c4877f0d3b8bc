// WorkspaceState without a page: drafts, reset that sets the code aside first (and refuses when it
// cannot), restore, and the solution lock, on a Map storage as the site uses localStorage.
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../src/site/progress.ts';
import { checkedKey, memoryStorage, setAsideKey, WorkspaceState } from '../../src/workspace/state.ts';

const EXERCISE = {
  id: 'scope-get',
  files: [
    {
      path: 'internal/controller/app_controller.go',
      content: 'package controller // starter\n',
      editable: true,
    },
    { path: 'api/v1/app_types.go', content: 'package v1\n', editable: false },
  ],
};
const CTRL = EXERCISE.files[0].path;
const TYPES = EXERCISE.files[1].path;

/** A storage whose writes fail once `full` is set (quota exceeded). */
function fillableStorage(): KeyValueStorage & { full: boolean } {
  const inner = memoryStorage();
  const s = {
    full: false,
    getItem: (k: string) => inner.getItem(k),
    setItem: (k: string, v: string) => {
      if (s.full) throw new Error('QuotaExceededError');
      inner.setItem(k, v);
    },
    removeItem: (k: string) => inner.removeItem(k),
  };
  return s;
}

describe('WorkspaceState', () => {
  it('starts from the starter, keeps an edit as a draft and finds it again', () => {
    const storage = memoryStorage();
    const a = new WorkspaceState(EXERCISE, storage);
    expect(a.contents.get(CTRL)).toBe(EXERCISE.files[0].content);
    expect(a.hasDraft).toBe(false);
    expect(a.edit(CTRL, 'package controller // mine\n')).toBe(true);
    expect(a.edit(CTRL, 'package controller // mine\n')).toBe(false);
    expect(a.edit(TYPES, 'package v2\n')).toBe(false);
    expect(a.saveDraft()).toEqual({ ok: true });
    const b = new WorkspaceState(EXERCISE, storage);
    expect(b.hasDraft).toBe(true);
    expect(b.contents.get(CTRL)).toBe('package controller // mine\n');
    expect(b.contents.get(TYPES)).toBe('package v1\n');
  });

  it('keeps no draft when the files equal the starter again', () => {
    const storage = memoryStorage();
    const a = new WorkspaceState(EXERCISE, storage);
    a.edit(CTRL, 'x');
    a.saveDraft();
    a.edit(CTRL, EXERCISE.files[0].content);
    a.saveDraft();
    expect(a.hasDraft).toBe(false);
    expect(new WorkspaceState(EXERCISE, storage).hasDraft).toBe(false);
  });

  it('reset sets the code aside, restore brings it back once', () => {
    const storage = memoryStorage();
    const a = new WorkspaceState(EXERCISE, storage);
    a.edit(CTRL, 'mine');
    a.saveDraft();
    const r = a.reset();
    expect(r.ok).toBe(true);
    expect(a.contents.get(CTRL)).toBe(EXERCISE.files[0].content);
    expect(a.hasSetAside()).toBe(true);
    expect(JSON.parse(storage.getItem(setAsideKey('scope-get')) ?? '')).toEqual({ [CTRL]: 'mine' });
    // a reload in between: the set-aside code survives, the draft is gone
    const b = new WorkspaceState(EXERCISE, storage);
    expect(b.hasDraft).toBe(false);
    expect(b.restore()?.changed).toEqual({ [CTRL]: 'mine' });
    expect(b.contents.get(CTRL)).toBe('mine');
    expect(b.hasDraft).toBe(true);
    expect(b.hasSetAside()).toBe(false);
    expect(b.restore()).toBeUndefined();
  });

  it('does not reset when the code cannot be set aside (never loses it)', () => {
    const storage = fillableStorage();
    const a = new WorkspaceState(EXERCISE, storage);
    a.edit(CTRL, 'mine');
    a.saveDraft();
    storage.full = true;
    expect(a.reset()).toEqual({ ok: false });
    expect(a.contents.get(CTRL)).toBe('mine');
    storage.full = false;
    expect(new WorkspaceState(EXERCISE, storage).contents.get(CTRL)).toBe('mine');
  });

  it('reports a draft that could not be saved, with the storage error', () => {
    const storage = fillableStorage();
    const a = new WorkspaceState(EXERCISE, storage);
    storage.full = true;
    a.edit(CTRL, 'mine');
    const r = a.saveDraft();
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.problem).toContain('QuotaExceededError');
  });

  it('ignores set-aside code that is not readable JSON, and keeps only string files', () => {
    const storage = memoryStorage();
    storage.setItem(setAsideKey('scope-get'), '{not json');
    const a = new WorkspaceState(EXERCISE, storage);
    expect(a.restore()).toBeUndefined();
    storage.setItem(
      setAsideKey('scope-get'),
      JSON.stringify({ [CTRL]: 'ok', [TYPES]: 'package v9\n', x: 3 }),
    );
    expect(a.restore()?.changed).toEqual({ [CTRL]: 'ok' });
    expect(a.contents.get(TYPES)).toBe('package v1\n');
  });

  it('locks the solution until a Check, for this visit even when storage refuses', () => {
    const storage = fillableStorage();
    const a = new WorkspaceState(EXERCISE, storage);
    expect(a.solutionUnlocked()).toBe(false);
    a.noteChecked('2026-01-05T09:00:00.000Z');
    expect(a.solutionUnlocked()).toBe(true);
    expect(storage.getItem(checkedKey('scope-get'))).toBe('2026-01-05T09:00:00.000Z');
    expect(new WorkspaceState(EXERCISE, storage).solutionUnlocked()).toBe(true);
    const full = fillableStorage();
    full.full = true;
    const b = new WorkspaceState(EXERCISE, full);
    b.noteChecked('2026-01-05T09:00:00.000Z');
    expect(b.solutionUnlocked()).toBe(true);
    expect(new WorkspaceState(EXERCISE, full).solutionUnlocked()).toBe(false);
  });

  it('gives the editable files for Run and Check', () => {
    const a = new WorkspaceState(EXERCISE, memoryStorage());
    a.edit(CTRL, 'mine');
    expect(a.editableFiles()).toEqual([{ name: CTRL, content: 'mine' }]);
  });
});

// What one exercise workspace holds, without the page: the learner's text of every file, the draft
// kept in the progress store, reset (the code set aside first, never lost) and restore, and the
// solution lock (open once the learner has pressed Check). Workspace (workspace.ts) renders it and
// wires it to the DOM; this file uses no DOM (checked by tsconfig.engine.json) so it is unit-tested
// on a Map storage.
import { type KeyValueStorage, openProgressStore, type ProgressStore } from '../site/progress.ts';

/** Keys of the workspace's own notes next to the progress store (not part of the exported progress). */
export const checkedKey = (id: string) => `oplab.workspace.${id}.checked`;
export const setAsideKey = (id: string) => `oplab.workspace.${id}.before-reset`;

export interface StateFile {
  path: string;
  content: string;
  editable: boolean;
}

/** Why saving failed, in the words the status line shows (a storage error's detail, or the problem's kind). */
export type SaveResult = { ok: true } | { ok: false; problem: string };

export function memoryStorage(): KeyValueStorage {
  const m = new Map<string, string>();
  return {
    getItem: (k) => m.get(k) ?? null,
    setItem: (k, v) => void m.set(k, v),
    removeItem: (k) => void m.delete(k),
  };
}

export class WorkspaceState {
  readonly id: string;
  readonly files: readonly StateFile[];
  readonly store: ProgressStore;
  /** The learner's current text of every file (read-only files never change). */
  readonly contents = new Map<string, string>();
  /** The editable files differ from the starter (as last saved). */
  hasDraft = false;
  private readonly storage: KeyValueStorage;
  private checkedThisVisit = false;

  constructor(exercise: { id: string; files: readonly StateFile[] }, storage: KeyValueStorage) {
    this.id = exercise.id;
    this.files = exercise.files;
    this.storage = storage;
    this.store = openProgressStore(storage);
    for (const f of this.files) this.contents.set(f.path, f.content);
    const draft = this.store.draft(this.id);
    if (draft) {
      this.hasDraft = true;
      for (const f of this.files) {
        const text = draft.files[f.path];
        if (f.editable && text !== undefined) this.contents.set(f.path, text);
      }
    }
  }

  isEditable(path: string): boolean {
    return this.files.some((f) => f.path === path && f.editable);
  }

  /** The learner typed: true when an editable file's text changed (read-only files are left alone). */
  edit(path: string, content: string): boolean {
    if (!this.isEditable(path) || this.contents.get(path) === content) return false;
    this.contents.set(path, content);
    return true;
  }

  /** Saves the editable files as the exercise's draft; no draft when they equal the starter. */
  saveDraft(): SaveResult {
    const files: Record<string, string> = {};
    let differs = false;
    for (const f of this.files) {
      if (!f.editable) continue;
      const text = this.contents.get(f.path) ?? f.content;
      files[f.path] = text;
      if (text !== f.content) differs = true;
    }
    const r = differs ? this.store.saveDraft(this.id, files) : this.store.discardDraft(this.id);
    this.hasDraft = differs;
    if (r.ok) return { ok: true };
    return { ok: false, problem: r.problem.kind === 'storage' ? r.problem.detail : r.problem.kind };
  }

  /** The editable files' current text, by path. */
  editableNow(): Record<string, string> {
    return Object.fromEntries(
      this.files.filter((f) => f.editable).map((f) => [f.path, this.contents.get(f.path) ?? '']),
    );
  }

  editableFiles(): { name: string; content: string }[] {
    return this.files
      .filter((f) => f.editable)
      .map((f) => ({ name: f.path, content: this.contents.get(f.path) ?? '' }));
  }

  /** Puts editable files to `files` (others ignored) and saves; returns what changed, for the editor. */
  setEditable(files: Record<string, string>): { changed: Record<string, string>; saved: SaveResult } {
    const changed: Record<string, string> = {};
    for (const f of this.files) {
      const text = files[f.path];
      if (!f.editable || text === undefined) continue;
      this.contents.set(f.path, text);
      changed[f.path] = text;
    }
    return { changed, saved: this.saveDraft() };
  }

  /** Code set aside by a reset, waiting for Restore. */
  hasSetAside(): boolean {
    return this.storage.getItem(setAsideKey(this.id)) !== null;
  }

  /**
   * Back to the starter: the current code is set aside first; when it cannot be (storage full or
   * disabled), nothing is reset — the learner's code is never lost.
   */
  reset(): { ok: true; changed: Record<string, string>; saved: SaveResult } | { ok: false } {
    try {
      this.storage.setItem(setAsideKey(this.id), JSON.stringify(this.editableNow()));
    } catch {
      return { ok: false };
    }
    return {
      ok: true,
      ...this.setEditable(
        Object.fromEntries(this.files.filter((f) => f.editable).map((f) => [f.path, f.content])),
      ),
    };
  }

  /** The code set aside by the last reset comes back; undefined when there is none (or it is unreadable). */
  restore(): { changed: Record<string, string>; saved: SaveResult } | undefined {
    const raw = this.storage.getItem(setAsideKey(this.id));
    if (raw === null) return undefined;
    let files: unknown;
    try {
      files = JSON.parse(raw);
    } catch {
      files = undefined;
    }
    if (typeof files !== 'object' || files === null) return undefined;
    const clean: Record<string, string> = {};
    for (const [k, v] of Object.entries(files)) if (typeof v === 'string') clean[k] = v;
    const r = this.setEditable(clean);
    this.storage.removeItem(setAsideKey(this.id));
    return r;
  }

  /** The solution opens once the learner has pressed Check (this visit or an earlier one). */
  solutionUnlocked(): boolean {
    return this.checkedThisVisit || this.storage.getItem(checkedKey(this.id)) !== null;
  }

  /** A Check attempt happened at `at` (ISO time); kept across reloads when storage allows. */
  noteChecked(at: string): void {
    this.checkedThisVisit = true;
    try {
      this.storage.setItem(checkedKey(this.id), at);
    } catch {
      // Not kept across reloads; the solution still opens for this visit.
    }
  }
}

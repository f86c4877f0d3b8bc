// One exercise workspace on a page: files and drafts, tabs, hints, reset and restore, the solution
// diff, and Run/Check through the engine worker. The editor (Monaco) and the engine client load on
// demand, so the page's first JavaScript stays small and the code is readable before either arrives.
import { usableLocalStorage } from '../site/browser-storage.ts';
import type { KeyValueStorage, ProgressStore } from '../site/progress.ts';
import type { EditorHandle } from './editor.ts';
import type { EngineClient } from './engine.ts';
import { emitWorkspaceEvent, onWorkspaceCommand } from './events.ts';
import type { ExerciseData } from './exercise-data.ts';
import { memoryStorage, type SaveResult, WorkspaceState } from './state.ts';
import { stringsFor, type WorkspaceStrings } from './strings.ts';
import { tabKeyTarget } from './tabs.ts';

function browserStorage(): KeyValueStorage {
  return usableLocalStorage() ?? memoryStorage(); // storage disabled: the workspace works, nothing is kept
}

export { checkedKey, setAsideKey } from './state.ts';

/** A pause in typing this long starts a speculative build of the edited files (engine.ts prepare). */
export const PREPARE_AFTER_MS = 400;

export class Workspace {
  readonly root: HTMLElement;
  readonly data: ExerciseData;
  readonly t: WorkspaceStrings;
  /** Files, draft, reset/restore and the solution lock (no DOM: state.ts). */
  readonly state: WorkspaceState;
  private active: string;
  editor: EditorHandle | undefined;
  private engine: Promise<EngineClient> | undefined;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private prepareTimer: ReturnType<typeof setTimeout> | undefined;
  private busy = false;
  private warming = false;

  private readonly editorModule: Promise<typeof import('./editor.ts')> | undefined;

  constructor(root: HTMLElement, editorModule?: Promise<typeof import('./editor.ts')>) {
    this.root = root;
    this.editorModule = editorModule;
    const json = root.querySelector('script[data-ws-data]')?.textContent ?? '';
    this.data = JSON.parse(json) as ExerciseData;
    this.t = stringsFor(this.data.locale);
    this.state = new WorkspaceState(this.data, browserStorage());
    this.active = this.data.files[0]?.path ?? '';
    this.showStatic(this.active);
    this.wireTabs();
    this.wireHints();
    this.wireButtons();
    this.refreshDone();
    this.refreshSolutionButton();
    this.button('restore').hidden = !this.state.hasSetAside();
    this.root.dataset.ready = 'true';
    this.loadEditorWhenNear();
    // An exercise page warms the engine now, beside the editor's load: the worker (started by
    // mount.ts) reads its snapshot and runs the silent first Check on its own thread while the page's
    // thread parses Monaco, so the engine is ready about when the editor is, not a first Check later.
    // A workspace in a lesson waits for its editor (warmEngine on idle, below).
    if (this.root.dataset.embedded !== 'true') this.warmEngine(false);
  }

  /** The learner's current text of every file (read-only files never change). */
  get contents(): Map<string, string> {
    return this.state.contents;
  }

  get store(): ProgressStore {
    return this.state.store;
  }

  /** The editable files differ from the starter (as last saved). */
  get hasDraft(): boolean {
    return this.state.hasDraft;
  }

  // ——— files and editor ———

  private el<T extends HTMLElement = HTMLElement>(sel: string): T {
    const e = this.root.querySelector<T>(sel);
    if (!e) throw new Error(`workspace markup is missing ${sel}`);
    return e;
  }

  button(action: string): HTMLButtonElement {
    return this.el<HTMLButtonElement>(`[data-action="${action}"]`);
  }

  private isEditable(path: string): boolean {
    return this.state.isEditable(path);
  }

  private showStatic(path: string): void {
    const code = this.root.querySelector('[data-static] code');
    if (code) code.textContent = this.contents.get(path) ?? '';
  }

  /**
   * An exercise page loads the editor at once; a workspace embedded in a lesson only when the reader
   * scrolls near it, so reading a lesson never downloads the editor.
   */
  private loadEditorWhenNear(): void {
    if (this.root.dataset.embedded !== 'true' || !('IntersectionObserver' in window)) {
      void this.loadEditor();
      return;
    }
    const io = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        io.disconnect();
        void this.loadEditor();
      },
      { rootMargin: '400px 0px' },
    );
    io.observe(this.root);
  }

  private async loadEditor(): Promise<void> {
    const host = this.el('[data-editor-host]');
    host.setAttribute('aria-busy', 'true');
    try {
      const { createEditor } = await (this.editorModule ?? import('./editor.ts')).catch(
        () => import('./editor.ts'),
      );
      const box = document.createElement('div');
      box.className = 'ws-monaco';
      host.append(box);
      this.editor = createEditor(box, {
        files: this.data.files.map((f) => ({
          path: f.path,
          content: this.contents.get(f.path) ?? '',
          editable: f.editable,
        })),
        readOnlyMessage: this.t.readOnlyMessage,
        ariaLabel: (path) => `${path}${this.isEditable(path) ? '' : ` (${this.t.readOnly})`}`,
        onChange: (path, content) => this.changed(path, content),
      });
      this.editor.show(this.active);
      this.el('[data-static]').hidden = true;
      this.button('format').disabled = !this.isEditable(this.active);
      this.root.dataset.editor = 'ready';
      // Milliseconds since navigation start (measured by bench/site.ts).
      this.root.dataset.editorMs = String(Math.round(performance.now()));
      emitWorkspaceEvent(this.root, 'oplab:ready', {
        exercise: this.data.id,
        kind: 'code',
        locale: this.data.locale,
      });
      // In a lesson the engine warms up now, on idle (an exercise page asked at once, above).
      this.warmEngine(true);
    } catch (e) {
      this.root.dataset.editor = 'failed';
      this.status(`${this.t.editorFailed} (${e instanceof Error ? e.message : String(e)})`);
    } finally {
      host.removeAttribute('aria-busy');
    }
  }

  private changed(path: string, content: string): void {
    if (!this.isEditable(path)) return;
    if (this.state.edit(path, content)) this.markStale();
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.saveDraft(), 300);
    // Typing paused: the engine builds these files now, so Check then only runs the scenarios.
    clearTimeout(this.prepareTimer);
    if (this.warming)
      this.prepareTimer = setTimeout(
        () => void this.engineClient().then((e) => e.prepare(this)),
        PREPARE_AFTER_MS,
      );
  }

  /** Saves the editable files as the exercise's draft; no draft when they equal the starter. */
  saveDraft(): void {
    clearTimeout(this.saveTimer);
    this.saved(this.state.saveDraft());
  }

  private saved(r: SaveResult): void {
    if (!r.ok) this.status(this.t.saveFailed(r.problem));
  }

  selectFile(path: string): void {
    if (!this.contents.has(path)) return;
    this.active = path;
    for (const tab of this.root.querySelectorAll<HTMLElement>('[data-file]')) {
      const on = tab.dataset.file === path;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
      if (on) this.el('[role="tabpanel"].ws-code').setAttribute('aria-labelledby', tab.id);
    }
    this.el('[data-path]').textContent = path;
    this.showStatic(path);
    this.editor?.show(path);
    this.button('format').disabled = !this.editor || !this.isEditable(path);
  }

  /** Is `file` (as a trace or the compiler names it) one of this exercise's project files? */
  hasFile(file: string): boolean {
    return this.contents.has(file.replace(/^\.\//, ''));
  }

  jump(file: string, line: number): void {
    const path = [...this.contents.keys()].find((p) => p === file || p.endsWith(`/${file}`)) ?? file;
    if (!this.contents.has(path)) return;
    this.closeDiff();
    this.selectFile(path);
    this.editor?.reveal(path, line);
  }

  // ——— tabs, hints, buttons ———

  private wireTabs(): void {
    for (const list of this.root.querySelectorAll<HTMLElement>('[role="tablist"]')) {
      list.addEventListener('keydown', (ev) => {
        const tabs = [...list.querySelectorAll<HTMLElement>('[role="tab"]')];
        const target = tabKeyTarget(tabs.indexOf(document.activeElement as HTMLElement), tabs.length, ev.key);
        if (target === undefined) return;
        ev.preventDefault();
        tabs[target]?.focus();
        tabs[target]?.click();
      });
    }
    for (const tab of this.root.querySelectorAll<HTMLElement>('[data-file]')) {
      tab.addEventListener('click', () => this.selectFile(tab.dataset.file ?? ''));
    }
    for (const tab of this.root.querySelectorAll<HTMLElement>('[data-panel-tab]')) {
      tab.addEventListener('click', () => this.selectPanel(tab.dataset.panelTab ?? ''));
    }
  }

  /**
   * The code changed after the panels' results were made: each result panel says so at its top and
   * is dimmed, until the next Run or Check replaces it (a Checks panel never shows an old "passed"
   * as if it were about the code on screen).
   */
  markStale(): void {
    for (const p of this.root.querySelectorAll<HTMLElement>('[data-panel]')) {
      if (p.dataset.filled !== 'true' || p.dataset.stale === 'true') continue;
      p.dataset.stale = 'true';
      const note = document.createElement('p');
      note.className = 'ws-stale-note';
      note.textContent = this.t.stale;
      p.prepend(note);
    }
  }

  selectPanel(id: string): void {
    for (const tab of this.root.querySelectorAll<HTMLElement>('[data-panel-tab]')) {
      const on = tab.dataset.panelTab === id;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
    }
    for (const p of this.root.querySelectorAll<HTMLElement>('[data-panel]'))
      p.hidden = p.dataset.panel !== id;
  }

  panel(id: string): HTMLElement {
    return this.el(`[data-panel="${id}"]`);
  }

  private wireHints(): void {
    const items = [...this.root.querySelectorAll<HTMLElement>('[data-hint]')];
    const button = this.button('hint');
    button.addEventListener('click', () => {
      const next = items.find((i) => i.hidden);
      if (next) next.hidden = false;
      if (!items.some((i) => i.hidden)) {
        button.hidden = true;
        this.el('.ws-hint-end').hidden = false;
      }
      next?.setAttribute('tabindex', '-1');
      next?.focus();
    });
  }

  private wireButtons(): void {
    this.button('run').addEventListener('click', () => void this.run('run'));
    this.button('check').addEventListener('click', () => void this.run('check'));
    this.button('format').addEventListener('click', () => void this.format());
    this.button('reset').addEventListener('click', () => this.askReset());
    this.button('restore').addEventListener('click', () => this.restore());
    this.button('solution').addEventListener('click', () => this.openSolution());
    this.button('close-diff').addEventListener('click', () => this.closeDiff());
    // Open in playground: the link carries the current code (made on click, so it is never stale).
    this.el('[data-action="playground"]').addEventListener('click', (ev) => {
      ev.preventDefault();
      void import('../components/playground/from-exercise.ts').then((m) => {
        location.href = m.exercisePlaygroundHref(this.data, this.contents);
      });
    });
    for (const a of ['run', 'check', 'reset']) this.button(a).disabled = false;
    // The page (an embedding host, through src/embed/bridge.ts) asks: the same actions as the buttons.
    // Reset skips the confirmation: the learner's code is set aside and Restore brings it back.
    onWorkspaceCommand(this.root, (c) => {
      if (c === 'reset') this.reset();
      else void this.run(c);
    });
    // Ctrl/Cmd+Enter runs, with Shift checks: from anywhere in the workspace, editor included.
    this.root.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter' && (ev.ctrlKey || ev.metaKey)) {
        ev.preventDefault();
        void this.run(ev.shiftKey ? 'check' : 'run');
      }
    });
  }

  status(text: string): void {
    this.el('[data-status]').textContent = text;
  }

  refreshDone(): void {
    this.el('[data-done]').hidden = !this.store.isDone(this.data.id);
  }

  hasChecked(): boolean {
    return this.state.solutionUnlocked();
  }

  refreshSolutionButton(): void {
    const b = this.button('solution');
    const open = this.hasChecked();
    b.setAttribute('aria-disabled', String(!open));
    b.title = open ? this.t.solution : this.t.solutionLocked;
  }

  // ——— format, reset, restore, solution ———

  private async format(): Promise<void> {
    if (!this.editor) return;
    const r = await this.editor.format(this.active);
    if (!r.ok) this.status(this.t.formatFailed(r.message));
  }

  /** Shows files the state changed (as an undoable edit when the editor is there). */
  private showChanged(r: { changed: Record<string, string>; saved: SaveResult }): void {
    clearTimeout(this.saveTimer);
    for (const [path, text] of Object.entries(r.changed)) this.editor?.replace(path, text);
    this.showStatic(this.active);
    this.saved(r.saved);
  }

  private askReset(): void {
    const dialog = this.el<HTMLDialogElement>('[data-reset-dialog]');
    dialog.returnValue = '';
    dialog.addEventListener(
      'close',
      () => {
        if (dialog.returnValue === 'reset') this.reset();
        this.button('reset').focus();
      },
      { once: true },
    );
    dialog.showModal();
  }

  reset(): void {
    const r = this.state.reset();
    if (!r.ok) {
      // Could not set the code aside: nothing was reset, the learner's code is not lost.
      this.status(this.t.saveFailed('storage'));
      return;
    }
    this.showChanged(r);
    this.button('restore').hidden = false;
    this.status(this.t.resetDone);
  }

  restore(): void {
    const r = this.state.restore();
    if (r === undefined) return;
    this.showChanged(r);
    this.button('restore').hidden = true;
    this.status(this.t.restored);
  }

  private openSolution(): void {
    if (!this.hasChecked()) {
      this.status(this.t.solutionLocked);
      return;
    }
    if (!this.editor) return;
    const path = this.isEditable(this.active)
      ? this.active
      : (this.data.files.find((f) => f.editable)?.path ?? '');
    this.selectFile(path);
    const diff = this.el('[data-diff]');
    diff.hidden = false;
    this.el('[data-editor-host]').hidden = true;
    this.editor.showDiff(
      this.el('[data-diff-editor]'),
      path,
      this.contents.get(path) ?? '',
      this.data.solution[path] ?? '',
    );
    this.button('close-diff').focus();
  }

  closeDiff(): void {
    const diff = this.el('[data-diff]');
    if (diff.hidden) return;
    this.editor?.hideDiff();
    diff.hidden = true;
    this.el('[data-editor-host]').hidden = false;
    this.editor?.focus();
  }

  // ——— run and check ———

  private engineClient(): Promise<EngineClient> {
    this.engine ??= import('./engine.ts').then((m) => m.engineClient());
    return this.engine;
  }

  /**
   * The engine loads its packages and builds the starter (a silent Check): on an exercise page at once,
   * beside the editor's load; in a lesson on idle once the editor is up. Once per workspace.
   */
  private warmEngine(whenIdle = true): void {
    if (this.warming) return;
    this.warming = true;
    const idle = (fn: () => void) =>
      !whenIdle
        ? fn()
        : 'requestIdleCallback' in window
          ? requestIdleCallback(fn, { timeout: 2000 })
          : setTimeout(fn, 500);
    idle(() => void this.engineClient().then((e) => e.warm(this)));
  }

  private async run(mode: 'run' | 'check'): Promise<void> {
    if (this.busy) return;
    clearTimeout(this.prepareTimer); // this job builds the files itself
    this.busy = true;
    this.root.setAttribute('aria-busy', 'true');
    this.button('run').disabled = true;
    this.button('check').disabled = true;
    this.status(mode === 'run' ? this.t.running : this.t.checking);
    this.saveDraft();
    try {
      const engine = await this.engineClient();
      if (mode === 'run') await engine.run(this);
      else await engine.check(this);
    } catch (e) {
      this.status(this.t.failed(e instanceof Error ? e.message : String(e)));
    } finally {
      this.busy = false;
      this.root.removeAttribute('aria-busy');
      this.button('run').disabled = false;
      this.button('check').disabled = false;
    }
  }

  /** Called by the engine client after a Check attempt. */
  noteChecked(): void {
    this.state.noteChecked(new Date().toISOString());
    this.refreshSolutionButton();
  }

  editableFiles(): { name: string; content: string }[] {
    return this.state.editableFiles();
  }
}

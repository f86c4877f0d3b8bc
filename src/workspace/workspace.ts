// One exercise workspace on a page: files and drafts, tabs, hints, reset and restore, the solution
// diff, and Run/Check through the engine worker. The editor (Monaco, 734 KB gzip, more than the
// page's whole JavaScript budget) loads on the learner's intent: until then the code is a plain text
// field laid out exactly as Monaco lays it out (Workspace.astro), in which a click places the caret and
// typing edits the file; Run and Check read the files from the state, not from the editor. When Monaco
// is up it takes the file text, the caret or selection, the scroll position and the focus from it.
import { usableLocalStorage } from '../site/browser-storage.ts';
import type { KeyValueStorage, ProgressStore } from '../site/progress.ts';
import type { EditorHandle } from './editor.ts';
import type { EngineClient } from './engine.ts';
import { emitWorkspaceEvent, onWorkspaceCommand } from './events.ts';
import type { ExerciseData } from './exercise-data.ts';
import { plainViewLines } from './go-colors.ts';
import type { MarkerSpec } from './markers.ts';
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
  /** The last Run/Check's markers, kept for the editor that loads later. */
  private markers: readonly MarkerSpec[] = [];
  /** An IME composition is under way in the plain view (the editor waits for it to end). */
  private composing = false;
  /** The plain view's file text when it was shown, and per file the text before the learner typed there. */
  private shownBefore = '';
  private readonly typedBefore = new Map<string, string>();

  private editorModule: Promise<typeof import('./editor.ts')> | undefined;
  private editorLoad: Promise<EditorHandle | undefined> | undefined;

  constructor(root: HTMLElement) {
    this.root = root;
    const json = root.querySelector('script[data-ws-data]')?.textContent ?? '';
    this.data = JSON.parse(json) as ExerciseData;
    this.t = stringsFor(this.data.locale);
    this.state = new WorkspaceState(this.data, browserStorage());
    this.active = this.data.files[0]?.path ?? '';
    this.wireStatic();
    this.showStatic(this.active);
    this.wireTabs();
    this.wireHints();
    this.wireButtons();
    this.refreshDone();
    this.refreshSolutionButton();
    this.button('restore').hidden = !this.state.hasSetAside();
    this.root.dataset.ready = 'true';
    // Usable now: the code can be edited (as plain text until the editor loads) and Run and Check
    // work. Told after this task, so listeners set up by the page's other scripts hear it.
    setTimeout(() =>
      emitWorkspaceEvent(this.root, 'oplab:ready', {
        exercise: this.data.id,
        kind: 'code',
        locale: this.data.locale,
      }),
    );
    this.loadEditorOnIntent();
    if (this.root.dataset.embedded === 'true') this.loadEditorWhenNear();
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

  private fileLabel(path: string): string {
    return `${path}${this.isEditable(path) ? '' : ` (${this.t.readOnly})`}`;
  }

  private staticText(): HTMLTextAreaElement {
    return this.el<HTMLTextAreaElement>('[data-static-text]');
  }

  /** The plain view shows `path` (until the editor is up; after, it is hidden and kept in step). */
  private showStatic(path: string): void {
    const text = this.staticText();
    const content = this.contents.get(path) ?? '';
    if (text.value !== content) text.value = content;
    this.shownBefore = content;
    text.readOnly = !this.isEditable(path);
    text.setAttribute('aria-label', this.fileLabel(path));
    this.renderStaticLines(path, content);
  }

  /**
   * The numbered lines behind the text field: one per line of the file, wrapped as the field wraps,
   * coloured as Monaco colours them (the field's own text is transparent: go-colors.ts).
   */
  private renderStaticLines(path: string, content: string): void {
    const lines = this.el('[data-static-lines]');
    lines.replaceChildren(
      ...plainViewLines(path, content).map((spans) => {
        const d = document.createElement('div');
        for (const [c, text] of spans) {
          if (c === '') {
            d.append(text);
            continue;
          }
          const s = document.createElement('span');
          s.className = `tk-${c}`;
          s.textContent = text;
          d.append(s);
        }
        return d;
      }),
    );
  }

  /** Typing in the plain view edits the file (saved, prepared, checked) as typing in Monaco does. */
  private wireStatic(): void {
    const text = this.staticText();
    const lines = this.el('[data-static-lines]');
    text.addEventListener('input', () => {
      if (this.editor) return;
      if (!this.typedBefore.has(this.active)) this.typedBefore.set(this.active, this.shownBefore);
      this.renderStaticLines(this.active, text.value);
      this.changed(this.active, text.value);
    });
    text.addEventListener('scroll', () => {
      lines.scrollTop = text.scrollTop;
    });
    text.addEventListener('compositionstart', () => {
      this.composing = true;
    });
    text.addEventListener('compositionend', () => {
      this.composing = false;
    });
  }

  /** The editor's code: fetched on the first sign of interest, before the editor is needed. */
  private editorCode(): Promise<typeof import('./editor.ts')> {
    this.editorModule ??= import('./editor.ts');
    return this.editorModule;
  }

  /**
   * Monaco loads on intent, not with the page: the pointer entering or touching the code area, the
   * code or a file tab getting focus (typing needs focus first), a button that needs the editor. The
   * pointer entering the workspace's working column (toolbar, files, code, results), or focus
   * reaching it, already fetches and runs the editor's code, so by the time the learner clicks into
   * the code most of the wait is over.
   */
  private loadEditorOnIntent(): void {
    const main = this.el('.ws-main');
    const warm = () => void this.editorCode().catch(() => {}); // a failure is reported by loadEditor
    main.addEventListener('pointerenter', warm, { once: true });
    main.addEventListener('focusin', warm, { once: true });
    const code = this.el('.ws-code');
    const load = () => void this.loadEditor();
    for (const type of ['pointerenter', 'pointerdown', 'touchstart'] as const)
      code.addEventListener(type, load, { once: true, passive: true });
    this.staticText().addEventListener('focus', load, { once: true });
    for (const tab of this.root.querySelectorAll<HTMLElement>('[data-file]'))
      tab.addEventListener('focus', load, { once: true });
    // The code is in the page's HTML and this runs once the workspace's chunk has come, which on a
    // busy machine can be after the learner already clicked into the code or moved over it: the
    // intent shown before is not heard again (pointerenter and focus do not repeat), so act on it.
    const focused = document.activeElement;
    const inMain = focused !== null && main.contains(focused);
    if (focused === this.staticText() || (inMain && focused.matches('[data-file]')) || code.matches(':hover'))
      load();
    else if (inMain || main.matches(':hover')) warm();
  }

  /**
   * A workspace embedded in a lesson also loads its editor when the reader scrolls near it, so
   * reading a lesson never downloads the editor and a workspace scrolled to is ready.
   */
  private loadEditorWhenNear(): void {
    if (!('IntersectionObserver' in window)) {
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

  /** Loads the editor once (later calls get the same promise); undefined if it could not load. */
  loadEditor(): Promise<EditorHandle | undefined> {
    if (this.editorLoad === undefined) {
      // When the intent came, on the page's clock (bench/site.ts: intent → editor ready).
      this.root.dataset.editorIntentMs = String(Math.round(performance.now()));
      this.editorLoad = this.createEditorNow();
    }
    return this.editorLoad;
  }

  private async createEditorNow(): Promise<EditorHandle | undefined> {
    const host = this.el('[data-editor-host]');
    const text = this.staticText();
    const loading = this.el('[data-editor-loading]');
    host.setAttribute('aria-busy', 'true');
    loading.hidden = false;
    text.setAttribute('aria-describedby', loading.id);
    this.root.dataset.editor = 'loading';
    try {
      const { createEditor } = await this.editorCode().catch(() => {
        this.editorModule = undefined; // one more try: a chunk request can fail once
        return this.editorCode();
      });
      // A composition (IME) under way in the plain view ends there: its text would be lost mid-way.
      if (this.composing)
        await new Promise<void>((done) =>
          text.addEventListener('compositionend', () => setTimeout(done), { once: true }),
        );
      const box = document.createElement('div');
      box.className = 'ws-monaco';
      host.append(box);
      // The plain view's font, size and line height, so Monaco's lines fall where its lines were.
      const font = getComputedStyle(this.el('[data-static]'));
      const editor = createEditor(box, {
        files: this.data.files.map((f) => ({
          path: f.path,
          content: this.contents.get(f.path) ?? '',
          editable: f.editable,
          before: this.typedBefore.get(f.path),
        })),
        readOnlyMessage: this.t.readOnlyMessage,
        ariaLabel: (path) => this.fileLabel(path),
        onChange: (path, content) => this.changed(path, content),
        font: {
          family: font.fontFamily,
          size: Number.parseFloat(font.fontSize),
          lineHeight: Number.parseFloat(font.lineHeight),
        },
      });
      this.editor = editor;
      // What the learner did in the plain view carries over: the caret where they clicked (or the
      // selection), the scroll position, the focus.
      editor.takeOver(this.active, {
        start: text.selectionStart,
        end: text.selectionEnd,
        backward: text.selectionDirection === 'backward',
        scrollTop: text.scrollTop,
        focus: document.activeElement === text,
      });
      this.el('[data-static]').hidden = true;
      if (this.markers.length > 0) this.showMarkers(this.markers);
      this.root.dataset.editor = 'ready';
      // Milliseconds since navigation start (measured by bench/site.ts).
      this.root.dataset.editorMs = String(Math.round(performance.now()));
      // In a lesson the engine warms up now, on idle (an exercise page asked at once, above).
      this.warmEngine(true);
      return editor;
    } catch (e) {
      this.root.dataset.editor = 'failed';
      this.status(`${this.t.editorFailed} (${e instanceof Error ? e.message : String(e)})`);
      return undefined;
    } finally {
      host.removeAttribute('aria-busy');
      loading.hidden = true;
      text.removeAttribute('aria-describedby');
    }
  }

  /** A Run's or Check's markers: on the editor, or kept for it until it loads. */
  showMarkers(markers: readonly MarkerSpec[]): void {
    this.markers = markers;
    this.editor?.setMarkers(markers);
    // Mirrors what the editor shows, for assistive checks and tests that cannot read squiggles.
    this.root.dataset.markers = this.editor ? this.editor.markerSummary().join(' ') : '';
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
    this.button('format').disabled = !this.isEditable(path);
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
    if (this.editor) {
      this.editor.reveal(path, line);
      return;
    }
    // Before the editor: the caret on that line of the plain view, which has the focus (so the
    // editor loads and takes both over).
    const text = this.staticText();
    const lines = text.value.split('\n');
    const at = lines.slice(0, Math.max(0, line - 1)).reduce((n, l) => n + l.length + 1, 0);
    text.focus();
    text.setSelectionRange(at, at);
    const lineHeight = Number.parseFloat(getComputedStyle(text).lineHeight) || 19;
    text.scrollTop = Math.max(0, (line - 1) * lineHeight - text.clientHeight / 2);
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
    // Reset and Restore work on the files without the editor; pressing them is still the learner
    // turning to the code, so the editor starts loading.
    this.button('reset').addEventListener('click', () => {
      void this.loadEditor();
      this.askReset();
    });
    this.button('restore').addEventListener('click', () => {
      void this.loadEditor();
      this.restore();
    });
    this.button('solution').addEventListener('click', () => void this.openSolution());
    this.button('close-diff').addEventListener('click', () => this.closeDiff());
    // Open in playground: the link carries the current code (made on click, so it is never stale).
    this.el('[data-action="playground"]').addEventListener('click', (ev) => {
      ev.preventDefault();
      void import('../components/playground/from-exercise.ts').then((m) => {
        location.href = m.exercisePlaygroundHref(this.data, this.contents);
      });
    });
    for (const a of ['run', 'check', 'reset']) this.button(a).disabled = false;
    this.button('format').disabled = !this.isEditable(this.active);
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
    const editor = await this.loadEditor();
    if (!editor) return;
    const r = await editor.format(this.active);
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

  private async openSolution(): Promise<void> {
    if (!this.hasChecked()) {
      this.status(this.t.solutionLocked);
      return;
    }
    const editor = await this.loadEditor();
    if (!editor) return;
    const path = this.isEditable(this.active)
      ? this.active
      : (this.data.files.find((f) => f.editable)?.path ?? '');
    this.selectFile(path);
    const diff = this.el('[data-diff]');
    diff.hidden = false;
    this.el('[data-editor-host]').hidden = true;
    editor.showDiff(
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

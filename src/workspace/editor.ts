// Monaco for the workspace, loaded on demand: the editor API and the Go grammar only (no other
// languages, no TypeScript service), its one worker bundled from this site (no other origin),
// gofmt from a wasm build served with the site. One model per project file; read-only files are
// read-only models; markers and a diff view for the solution.
import type * as Monaco from 'monaco-editor/esm/vs/editor/editor.api.js';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import type { MarkerSpec } from './markers.ts';
import { monaco } from './monaco.ts';

(globalThis as { MonacoEnvironment?: Monaco.Environment }).MonacoEnvironment = {
  getWorker: () => new EditorWorker(),
};

export interface EditorFile {
  path: string;
  content: string;
  editable: boolean;
  /**
   * The file's text before the learner typed into the plain view (undefined when they did not):
   * the model starts from it and `content` is applied as one edit, so Ctrl+Z in the editor undoes
   * the plain view's typing as it undoes its own.
   */
  before?: string;
}

export interface EditorOptions {
  files: readonly EditorFile[];
  readOnlyMessage: string;
  ariaLabel: (path: string) => string;
  onChange: (path: string, content: string) => void;
  /** The text's font, size and line height (px): the exercise's plain view's, so lines do not move. */
  font?: { family: string; size: number; lineHeight: number };
}

/** Where the learner was in the plain text view the editor replaces (offsets into the file's text). */
export interface PlainView {
  start: number;
  end: number;
  /** The selection was made from its end towards its start (the caret at the start). */
  backward: boolean;
  scrollTop: number;
  focus: boolean;
}

export interface EditorHandle {
  show(path: string): void;
  value(path: string): string;
  /** Replaces a file's text as one undoable edit (Ctrl+Z brings the previous text back). */
  replace(path: string, content: string): void;
  setMarkers(markers: readonly MarkerSpec[]): void;
  /** Markers currently set, as `file:line:severity` (what the learner sees as squiggles). */
  markerSummary(): string[];
  reveal(path: string, line: number, col?: number): void;
  format(path: string): Promise<{ ok: true } | { ok: false; message: string }>;
  showDiff(container: HTMLElement, path: string, mine: string, theirs: string): void;
  hideDiff(): void;
  focus(): void;
  /** Shows `path` with the plain view's caret or selection, scroll position and focus. */
  takeOver(path: string, view: PlainView): void;
  /** The playground's file tree: a new file, a deleted one (its model disposed). */
  addFile(file: EditorFile): void;
  removeFile(path: string): void;
  /** Marks one line (time travel's Go line) and scrolls to it without taking focus; undefined clears it. */
  highlight(at: { path: string; line: number } | undefined): void;
}

const OWNER = 'oplab';

// Monaco's own themes with the few token colours that miss WCAG AA contrast (4.5:1) on their
// background made a little lighter or darker; everything else is unchanged.
monaco.editor.defineTheme('oplab-dark', {
  base: 'vs-dark',
  inherit: true,
  rules: [{ token: 'comment', foreground: '8CB77C' }],
  colors: {},
});
monaco.editor.defineTheme('oplab-light', {
  base: 'vs',
  inherit: true,
  rules: [
    { token: 'comment', foreground: '007000' },
    { token: 'number', foreground: '07704C' },
  ],
  colors: {},
});

function currentTheme(): string {
  return document.documentElement.dataset.theme === 'light' ? 'oplab-light' : 'oplab-dark';
}

let gofmt: Promise<(src: string) => string> | undefined;
function loadGofmt(): Promise<(src: string) => string> {
  gofmt ??= import('@wasm-fmt/gofmt/vite').then(async (m) => {
    await m.default();
    return m.format;
  });
  return gofmt;
}

/**
 * Applies what was typed in the plain view to a model holding the text from before it, as one undo
 * step: only the changed middle is replaced (common start and end kept), so an undo puts the caret
 * where the typing was.
 */
function typedInPlainView(model: Monaco.editor.ITextModel, before: string, after: string): void {
  let head = 0;
  const most = Math.min(before.length, after.length);
  while (head < most && before.charCodeAt(head) === after.charCodeAt(head)) head++;
  let tail = 0;
  while (
    tail < most - head &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  )
    tail++;
  const from = model.getPositionAt(head);
  const to = model.getPositionAt(before.length - tail);
  model.pushStackElement();
  model.pushEditOperations(
    [],
    [
      {
        range: new monaco.Range(from.lineNumber, from.column, to.lineNumber, to.column),
        text: after.slice(head, after.length - tail),
      },
    ],
    () => null,
  );
  model.pushStackElement();
}

export function createEditor(container: HTMLElement, opts: EditorOptions): EditorHandle {
  const models = new Map<string, Monaco.editor.ITextModel>();
  const editable = new Map<string, boolean>();
  const addModel = (f: EditorFile) => {
    // Go's grammar for Go sources and go.mod; other files (YAML, Makefile, README) as plain text
    const language = f.path.endsWith('.go') || f.path.endsWith('go.mod') ? 'go' : 'plaintext';
    const before = f.before !== undefined && f.before !== f.content ? f.before : undefined;
    const model = monaco.editor.createModel(before ?? f.content, language, monaco.Uri.file(f.path));
    if (before !== undefined) typedInPlainView(model, before, f.content);
    models.set(f.path, model);
    editable.set(f.path, f.editable);
    model.onDidChangeContent(() => opts.onChange(f.path, model.getValue()));
  };
  for (const f of opts.files) addModel(f);
  let lineMark: Monaco.editor.IEditorDecorationsCollection | undefined;
  const first = opts.files[0];
  const editor = monaco.editor.create(container, {
    model: first ? models.get(first.path) : null,
    theme: currentTheme(),
    automaticLayout: true,
    minimap: { enabled: false },
    scrollBeyondLastLine: false,
    fontSize: opts.font?.size ?? 14,
    ...(opts.font ? { fontFamily: opts.font.family, lineHeight: opts.font.lineHeight } : {}),
    tabSize: 4,
    insertSpaces: false,
    readOnly: first ? !first.editable : true,
    readOnlyMessage: { value: opts.readOnlyMessage },
    ariaLabel: first ? opts.ariaLabel(first.path) : '',
    glyphMargin: true,
    // A line wider than the editor wraps (indented under its start) instead of running off the
    // edge: an exercise's key line is always seen whole, in a lesson column and at 1024 px too, and
    // a pasted file never leaves the view scrolled sideways.
    wordWrap: 'on',
    wrappingIndent: 'indent',
    lineNumbersMinChars: 3,
    fixedOverflowWidgets: true,
  });
  let current = first?.path ?? '';
  let diff: Monaco.editor.IStandaloneDiffEditor | undefined;

  // Follow Starlight's theme switch (it sets data-theme on <html>).
  new MutationObserver(() => monaco.editor.setTheme(currentTheme())).observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['data-theme'],
  });

  const model = (path: string) => {
    const m = models.get(path);
    if (!m) throw new Error(`no file ${path} in this exercise`);
    return m;
  };

  const handle: EditorHandle = {
    show(path) {
      if (path === current) return;
      editor.setModel(model(path));
      editor.updateOptions({ readOnly: !editable.get(path), ariaLabel: opts.ariaLabel(path) });
      current = path;
    },
    value: (path) => model(path).getValue(),
    replace(path, content) {
      const m = model(path);
      if (m.getValue() === content) return;
      m.pushStackElement();
      m.pushEditOperations([], [{ range: m.getFullModelRange(), text: content }], () => null);
      m.pushStackElement();
    },
    setMarkers(markers) {
      for (const [path, m] of models) {
        monaco.editor.setModelMarkers(
          m,
          OWNER,
          markers
            .filter((k) => k.file === path)
            .map((k) => {
              const line = Math.min(Math.max(1, k.line), m.getLineCount());
              const startColumn = k.col ?? m.getLineFirstNonWhitespaceColumn(line) ?? 1;
              return {
                severity:
                  k.severity === 'error' ? monaco.MarkerSeverity.Error : monaco.MarkerSeverity.Warning,
                message: k.message,
                source: k.source,
                startLineNumber: line,
                startColumn: Math.max(1, startColumn),
                endLineNumber: line,
                endColumn: m.getLineMaxColumn(line),
              };
            }),
        );
      }
    },
    markerSummary() {
      return monaco.editor
        .getModelMarkers({ owner: OWNER })
        .map(
          (k) =>
            `${k.resource.path.replace(/^\//, '')}:${k.startLineNumber}:${k.severity === monaco.MarkerSeverity.Error ? 'error' : 'warning'}`,
        );
    },
    reveal(path, line, col = 1) {
      if (!models.has(path)) return;
      handle.show(path);
      editor.revealLineInCenter(line);
      editor.setPosition({ lineNumber: line, column: col });
      editor.focus();
    },
    async format(path) {
      if (!editable.get(path)) return { ok: true };
      try {
        const fmt = await loadGofmt();
        const m = model(path);
        const out = fmt(m.getValue());
        if (out !== m.getValue()) {
          editor.pushUndoStop();
          m.pushEditOperations([], [{ range: m.getFullModelRange(), text: out }], () => null);
          editor.pushUndoStop();
        }
        return { ok: true };
      } catch (e) {
        return { ok: false, message: e instanceof Error ? e.message : String(e) };
      }
    },
    showDiff(box, path, mine, theirs) {
      diff?.dispose();
      diff = monaco.editor.createDiffEditor(box, {
        theme: currentTheme(),
        automaticLayout: true,
        readOnly: true,
        originalEditable: false,
        renderSideBySide: box.clientWidth > 700,
        minimap: { enabled: false },
        scrollBeyondLastLine: false,
        // The differences with a little context; the unchanged stretches fold away (expandable).
        hideUnchangedRegions: { enabled: true, contextLineCount: 3 },
        wordWrap: 'on',
        diffWordWrap: 'on',
      });
      const shown = diff;
      const once = shown.onDidUpdateDiff(() => {
        once.dispose();
        shown.revealFirstDiff();
      });
      diff.setModel({
        original: monaco.editor.createModel(mine, 'go'),
        modified: monaco.editor.createModel(theirs, 'go', monaco.Uri.file(`solution/${path}`)),
      });
    },
    hideDiff() {
      const m = diff?.getModel();
      diff?.dispose();
      m?.original.dispose();
      m?.modified.dispose();
      diff = undefined;
    },
    focus: () => editor.focus(),
    takeOver(path, view) {
      if (!models.has(path)) return;
      handle.show(path);
      const m = model(path);
      const a = m.getPositionAt(view.start);
      const b = m.getPositionAt(view.end);
      editor.setSelection(
        view.backward
          ? new monaco.Selection(b.lineNumber, b.column, a.lineNumber, a.column)
          : new monaco.Selection(a.lineNumber, a.column, b.lineNumber, b.column),
      );
      editor.setScrollTop(view.scrollTop);
      if (view.focus) {
        editor.focus();
        editor.revealPositionInCenterIfOutsideViewport(editor.getPosition() ?? a);
      }
    },
    addFile(f) {
      if (!models.has(f.path)) addModel(f);
    },
    removeFile(path) {
      const m = models.get(path);
      if (!m) return;
      if (current === path) {
        editor.setModel(null);
        current = '';
      }
      models.delete(path);
      editable.delete(path);
      m.dispose();
    },
    highlight(at) {
      lineMark?.clear();
      lineMark = undefined;
      if (!at || !models.has(at.path)) return;
      handle.show(at.path);
      editor.revealLineInCenter(at.line);
      lineMark = editor.createDecorationsCollection([
        {
          range: new monaco.Range(at.line, 1, at.line, 1),
          options: {
            isWholeLine: true,
            className: 'ws-line-mark',
            linesDecorationsClassName: 'ws-line-mark-gutter',
          },
        },
      ]);
    },
  };

  // gofmt as the document formatter, so Monaco's own Format Document (Shift+Alt+F) uses it too.
  monaco.languages.registerDocumentFormattingEditProvider('go', {
    async provideDocumentFormattingEdits(m) {
      const fmt = await loadGofmt();
      const out = fmt(m.getValue());
      return out === m.getValue() ? [] : [{ range: m.getFullModelRange(), text: out }];
    },
  });
  return handle;
}

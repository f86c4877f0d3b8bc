// The playground page: project state (files, objects, options), the file tree and tabs, Monaco (the
// workspace's editor module), Run through the engine worker (run-project), the result panels, time
// travel, share by link, .zip and folder import, .zip download. The work is kept in this browser
// (localStorage) so a reload never loses it.
import type { SandboxHost } from '../../sandbox/host.ts';
import type { ProjectRunView } from '../../sandbox/project-run.ts';
import { usableLocalStorage } from '../../site/browser-storage.ts';
import type { EditorHandle } from '../../workspace/editor.ts';
import type { SiteLocale } from '../../workspace/exercise-data.ts';
import { diagnosticMarkers } from '../../workspace/markers.ts';
import { stringsFor as workspaceStrings } from '../../workspace/strings.ts';
import { tabKeyTarget } from '../../workspace/tabs.ts';
import {
  addFile,
  checkPath,
  deleteFile,
  fileTree,
  newFileContent,
  type PlaygroundProject,
  renameFile,
  type TreeNode,
} from './project.ts';
import { runSummary } from './run-summary.ts';
import { DEFAULT_OPTIONS, decodeShare, encodeShare, MAX_FRAGMENT, type RunOptions } from './share.ts';
import { type PlaygroundStrings, playgroundStrings } from './strings.ts';
import type { TemplateId } from './templates.ts';

interface PageData {
  locale: SiteLocale;
  templates: Record<TemplateId, PlaygroundProject>;
}

const SAVE_KEY = 'oplab.playground.v1';
/** A Run of a whole operator project: longer than an exercise's Run (the project is bigger). */
const RUN_DEADLINE_MS = 45_000;
/** The warm-up runs in the background while the page is read: it may take its time on a slow machine. */
const WARM_DEADLINE_MS = 120_000;

function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | undefined> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined) el.setAttribute(k, v);
  el.append(...children);
  return el;
}

export class Playground {
  readonly root: HTMLElement;
  readonly t: PlaygroundStrings;
  private readonly data: PageData;
  project: PlaygroundProject;
  options: RunOptions = { ...DEFAULT_OPTIONS };
  private open: string[] = [];
  private active = '';
  editor: EditorHandle | undefined;
  private host: SandboxHost | undefined;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private busy = false;
  private scrub: { go(n: number): void } | undefined;

  constructor(root: HTMLElement) {
    this.root = root;
    this.data = JSON.parse(root.querySelector('script[data-pg-data]')?.textContent ?? '{}') as PageData;
    this.t = playgroundStrings(this.data.locale);
    this.project = this.initialProject();
    this.wire();
    this.renderAll();
    this.root.dataset.ready = 'true';
    void this.loadEditor();
  }

  // ——— state ———

  private initialProject(): PlaygroundProject {
    const hash = location.hash;
    const params = new URLSearchParams(hash.replace(/^#/, ''));
    const shared = decodeShare(`p=${params.get('p') ?? ''}`);
    if (params.has('p') && shared) {
      if (shared.ok) {
        this.options = shared.state.options;
        const from = params.get('from');
        queueMicrotask(() => this.status(from ? this.t.fromExercise(from) : this.t.restored));
        return shared.state.project;
      }
      queueMicrotask(() => this.status(this.t.restoreFailed(shared.error)));
    }
    const saved = usableLocalStorage()?.getItem(SAVE_KEY);
    if (saved) {
      const s = decodeShare(saved);
      if (s?.ok) {
        this.options = s.state.options;
        return s.state.project;
      }
    }
    return structuredClone(this.data.templates.empty);
  }

  private changed(): void {
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.save(), 400);
  }

  private save(): void {
    try {
      usableLocalStorage()?.setItem(SAVE_KEY, encodeShare({ project: this.project, options: this.options }));
    } catch {
      // storage full or disabled: the work stays on the page
    }
  }

  private setFile(path: string, content: string): void {
    const f = this.project.files.find((x) => x.path === path);
    if (f) f.content = content;
    this.changed();
  }

  private isReadOnly(path: string): boolean {
    return this.project.readOnly.includes(path);
  }

  /** Replace the whole project (template, import, share): the editor's models follow. */
  replaceProject(p: PlaygroundProject, options: RunOptions = this.options): void {
    for (const f of this.project.files) this.editor?.removeFile(f.path);
    this.project = p;
    this.options = options;
    for (const f of p.files)
      this.editor?.addFile({ path: f.path, content: f.content, editable: !this.isReadOnly(f.path) });
    this.open = [];
    this.active = '';
    this.renderAll();
    this.changed();
    // compile the new project's packages now, so its first Run is quick
    if (this.editor) this.warm();
  }

  // ——— DOM ———

  private el<T extends HTMLElement = HTMLElement>(sel: string): T {
    const e = this.root.querySelector<T>(sel);
    if (!e) throw new Error(`playground markup is missing ${sel}`);
    return e;
  }

  button(action: string): HTMLButtonElement {
    return this.el<HTMLButtonElement>(`[data-action="${action}"]`);
  }

  status(text: string): void {
    this.el('[data-status]').textContent = text;
  }

  panel(id: string): HTMLElement {
    return this.el(`[data-panel="${id}"]`);
  }

  selectPanel(id: string): void {
    for (const tab of this.root.querySelectorAll<HTMLElement>('[data-panel-tab]')) {
      const on = tab.dataset.panelTab === id;
      tab.setAttribute('aria-selected', on ? 'true' : 'false');
      tab.tabIndex = on ? 0 : -1;
    }
    for (const p of this.root.querySelectorAll<HTMLElement>('[data-panel]'))
      p.hidden = p.dataset.panel !== id;
  }

  private renderAll(): void {
    const objects = this.el<HTMLTextAreaElement>('[data-objects]');
    if (objects.value !== this.project.objects) objects.value = this.project.objects;
    this.el('[data-objects-help]').textContent = this.t.clusterHelp(this.project.objectsName);
    this.el<HTMLSelectElement>('[data-rbac]').value = this.options.rbac;
    this.el<HTMLInputElement>('[data-time]').value = String(this.options.timeSeconds);
    const paths = this.project.files.map((f) => f.path);
    this.open = this.open.filter((p) => paths.includes(p));
    if (!paths.includes(this.active)) {
      const first =
        paths.find((p) => /_controller\.go$/.test(p)) ??
        paths.find((p) => p.endsWith('.go')) ??
        paths[0] ??
        '';
      this.active = first;
      if (first && !this.open.includes(first)) this.open.push(first);
    }
    this.renderTree();
    this.renderTabs();
    this.showActive();
  }

  private renderTree(): void {
    const t = this.t;
    const list = (nodes: TreeNode[]): HTMLElement[] =>
      nodes.map((n) => {
        if (n.children)
          return h(
            'li',
            {},
            h('span', { class: 'pg-tree-dir' }, `${n.name}/`),
            h('ul', {}, ...list(n.children)),
          );
        const ro = this.isReadOnly(n.path);
        const b = h(
          'button',
          {
            type: 'button',
            class: 'pg-tree-file',
            'data-tree-file': n.path,
            'aria-current': n.path === this.active ? 'true' : undefined,
            title: n.path,
          },
          h('span', {}, n.name),
          ...(ro ? [h('span', { class: 'ws-ro' }, t.readOnly)] : []),
        );
        b.addEventListener('click', () => this.openFile(n.path));
        return h('li', {}, b);
      });
    this.el('[data-tree]').replaceChildren(...list(fileTree(this.project.files.map((f) => f.path))));
  }

  private renderTabs(): void {
    const tabs = this.el('[data-tabs]');
    tabs.replaceChildren(
      ...this.open.map((path) => {
        const selected = path === this.active;
        const close = h('span', { class: 'pg-tab-close', 'aria-hidden': 'true' }, '×');
        const tab = h(
          'button',
          {
            type: 'button',
            role: 'tab',
            class: 'ws-file',
            'data-file': path,
            'aria-selected': selected ? 'true' : 'false',
            tabindex: selected ? '0' : '-1',
            title: path,
          },
          h('span', {}, path.split('/').at(-1) ?? path),
          ...(this.isReadOnly(path) ? [h('span', { class: 'ws-ro' }, this.t.readOnly)] : []),
          close,
        );
        tab.addEventListener('click', (ev) => {
          if (ev.target === close) this.closeTab(path);
          else this.openFile(path);
        });
        return tab;
      }),
    );
  }

  private closeTab(path: string): void {
    const i = this.open.indexOf(path);
    this.open = this.open.filter((p) => p !== path);
    if (this.active === path) this.active = this.open[Math.min(i, this.open.length - 1)] ?? '';
    this.renderTabs();
    this.renderTree();
    this.showActive();
  }

  openFile(path: string): void {
    if (!this.open.includes(path)) this.open.push(path);
    this.active = path;
    this.renderTabs();
    this.renderTree();
    this.showActive();
  }

  private showActive(): void {
    const path = this.active;
    this.el('[data-path]').textContent = path;
    const file = this.project.files.find((f) => f.path === path);
    const code = this.root.querySelector('[data-static] code');
    if (code) code.textContent = file?.content ?? '';
    if (this.editor && file) this.editor.show(path);
    this.button('format').disabled = !this.editor || !path.endsWith('.go') || this.isReadOnly(path);
  }

  jump(file: string, line: number): void {
    if (!this.project.files.some((f) => f.path === file)) return;
    this.openFile(file);
    this.editor?.reveal(file, line);
  }

  // ——— editor ———

  private async loadEditor(): Promise<void> {
    const host = this.el('[data-editor-host]');
    host.setAttribute('aria-busy', 'true');
    try {
      const { createEditor } = await import('../../workspace/editor.ts');
      const box = document.createElement('div');
      box.className = 'ws-monaco';
      host.append(box);
      this.editor = createEditor(box, {
        files: this.project.files.map((f) => ({
          path: f.path,
          content: f.content,
          editable: !this.isReadOnly(f.path),
        })),
        readOnlyMessage: this.t.readOnlyMessage,
        ariaLabel: (p) => `${this.t.editorAria(p)}${this.isReadOnly(p) ? ` (${this.t.readOnly})` : ''}`,
        onChange: (p, content) => this.setFile(p, content),
      });
      if (this.active) this.editor.show(this.active);
      this.el('[data-static]').hidden = true;
      this.root.dataset.editor = 'ready';
      this.showActive();
    } catch (e) {
      this.root.dataset.editor = 'failed';
      this.status(
        `${workspaceStrings(this.data.locale).editorFailed} (${e instanceof Error ? e.message : String(e)})`,
      );
    } finally {
      host.removeAttribute('aria-busy');
    }
    for (const a of ['run', 'share', 'download', 'sandbox']) this.button(a).disabled = false;
    this.warm();
  }

  // ——— engine ———

  private async sandbox(): Promise<SandboxHost> {
    if (!this.host) {
      const { createSandbox } = await import('../../workspace/sandbox-client.ts');
      this.host = createSandbox();
    }
    return this.host;
  }

  private job() {
    return {
      kind: 'run-project' as const,
      files: this.project.files.map((f) => ({ name: f.path, content: f.content })),
      objects: this.project.objects,
      objectsName: this.project.objectsName,
      rbac: this.options.rbac,
      timeLimitMs: this.options.timeSeconds * 1000,
    };
  }

  /** A silent run of the project as it is, so the engine has loaded its packages before the first Run. */
  private warm(): void {
    // one warm-up at a time: the packages it loads serve every project; a queue of them would
    // only delay the learner's Run
    if (this.root.dataset.engine === 'warming') return;
    this.root.dataset.engine = 'warming';
    void this.sandbox()
      .then((host) => host.run(this.job(), { timeoutMs: WARM_DEADLINE_MS }))
      .then((o) => {
        this.root.dataset.engine = o.kind === 'done' ? 'ready' : 'cold';
      });
  }

  async run(): Promise<void> {
    if (this.busy) return;
    this.busy = true;
    const runButton = this.button('run');
    runButton.disabled = true;
    this.root.dataset.outcome = 'running';
    this.status(this.t.running);
    const started = performance.now();
    try {
      const host = await this.sandbox();
      const outcome = await host.run(this.job(), { timeoutMs: RUN_DEADLINE_MS });
      if (outcome.kind !== 'done') {
        const text =
          outcome.kind === 'timeout'
            ? this.t.timeout(Math.round(outcome.afterMs / 1000))
            : outcome.kind === 'crashed'
              ? this.t.crashed(outcome.message)
              : this.t.failed(outcome.message);
        this.root.dataset.outcome = outcome.kind;
        this.status(text);
        return;
      }
      const { showRun } = await import('./results.ts');
      const run = outcome.result as ProjectRunView;
      this.scrub = showRun(this, run);
      const ms = Math.round(performance.now() - started);
      this.root.dataset.outcome = `run:${run.stage}:${run.exitCode}`;
      // Run → trace rendered, in ms (bench/playground.ts)
      this.root.dataset.runMs = String(ms);
      this.status(
        run.stage === 'run'
          ? runSummary(this.t, run, ms)
          : run.stage === 'compile'
            ? this.t.didNotCompile
            : run.stage === 'objects' || run.objectsError
              ? `${this.t.objectsError} ${run.objectsError?.message ?? ''}`
              : this.t.didNotLoad,
      );
    } finally {
      this.busy = false;
      runButton.disabled = false;
    }
  }

  setObjectsError(e: ProjectRunView['objectsError']): void {
    const box = this.el('[data-objects-error]');
    box.hidden = !e;
    box.textContent = e ? `${this.t.objectsError} ${e.message}` : '';
    const ta = this.el<HTMLTextAreaElement>('[data-objects]');
    if (e) ta.setAttribute('aria-invalid', 'true');
    else ta.removeAttribute('aria-invalid');
  }

  setMarkers(run: ProjectRunView): void {
    this.editor?.setMarkers(diagnosticMarkers(run.diagnostics));
    this.root.dataset.markers = this.editor ? this.editor.markerSummary().join(' ') : '';
  }

  // ——— files ———

  private promptPath(message: string, initial: string, except?: string): string | undefined {
    const raw = window.prompt(message, initial);
    if (raw === null) return undefined;
    const check = checkPath(
      raw,
      this.project.files.map((f) => f.path).filter((p) => p !== except),
    );
    if (!check.ok) {
      this.status(this.t.pathErrors[check.reason]);
      return undefined;
    }
    return check.path;
  }

  addFile(path: string): void {
    const content = newFileContent(this.project, path);
    this.project = addFile(this.project, path, content);
    this.editor?.addFile({ path, content, editable: true });
    this.openFile(path);
    this.changed();
  }

  renameFile(from: string, to: string): void {
    const f = this.project.files.find((x) => x.path === from);
    if (!f || from === to) return;
    const content = this.editor ? this.editor.value(from) : f.content;
    this.editor?.removeFile(from);
    this.project = renameFile(this.project, from, to);
    this.editor?.addFile({ path: to, content, editable: !this.isReadOnly(to) });
    this.open = this.open.map((p) => (p === from ? to : p));
    if (this.active === from) this.active = to;
    this.renderAll();
    this.changed();
  }

  deleteFile(path: string): void {
    this.editor?.removeFile(path);
    this.project = deleteFile(this.project, path);
    this.renderAll();
    this.changed();
  }

  // ——— share, download, import ———

  share(): void {
    const fragment = encodeShare({ project: this.project, options: this.options });
    if (fragment.length > MAX_FRAGMENT) {
      this.status(this.t.shareTooLarge(Math.ceil(fragment.length / 1024), Math.floor(MAX_FRAGMENT / 1024)));
      this.button('download').focus();
      return;
    }
    history.replaceState(null, '', `#${fragment}`);
    this.root.dataset.shareLength = String(location.href.length);
    const url = location.href;
    const done = (copied: boolean) => this.status(copied ? this.t.shareCopied : this.t.shareReady);
    if (navigator.clipboard?.writeText)
      navigator.clipboard.writeText(url).then(
        () => done(true),
        () => done(false),
      );
    else done(false);
  }

  /** The opt-in full sandbox opens beside the playground with the current project (webcontainer/handoff.ts). */
  async openSandbox(): Promise<void> {
    const { handOff } = await import('./webcontainer/handoff.ts');
    const fragment = handOff({ project: this.project, options: this.options }, usableLocalStorage());
    window.open(`/${this.data.locale}/playground/sandbox/#${fragment}`, '_blank', 'noopener');
  }

  async download(): Promise<void> {
    const { projectZip } = await import('./zip.ts');
    const { newProjectName } = await import('./names.ts');
    const name = newProjectName(this.project);
    const bytes = projectZip(this.project, name);
    const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/zip' }));
    const a = h('a', { href: url, download: `${name}.zip` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }

  async importFiles(kind: 'zip' | 'folder', list: FileList): Promise<void> {
    const z = await import('./zip.ts');
    let result: ReturnType<typeof z.importZip>;
    if (kind === 'zip') {
      const file = list[0];
      if (!file) return;
      result = z.importZip(new Uint8Array(await file.arrayBuffer()));
    } else {
      const files = await Promise.all(
        [...list].map(async (f) => ({
          path: (f as File & { webkitRelativePath?: string }).webkitRelativePath || f.name,
          bytes: new Uint8Array(await f.arrayBuffer()),
        })),
      );
      result = z.importFiles(files);
    }
    if (!result.ok) {
      this.status(this.t.importErrors[result.error]);
      return;
    }
    this.replaceProject(result.project);
    this.status(this.t.imported(result.project.files.length, result.skipped.length));
  }

  // ——— wiring ———

  private wire(): void {
    const t = this.t;
    this.button('run').addEventListener('click', () => void this.run());
    this.button('format').addEventListener('click', async () => {
      const r = await this.editor?.format(this.active);
      if (r && !r.ok) this.status(r.message);
    });
    this.button('share').addEventListener('click', () => this.share());
    this.button('download').addEventListener('click', () => void this.download());
    this.button('sandbox').addEventListener('click', () => void this.openSandbox());
    this.button('load').addEventListener('click', () => {
      const id = this.el<HTMLSelectElement>('[data-template]').value as TemplateId;
      const tpl = this.data.templates[id];
      if (!tpl || !window.confirm(t.loadConfirm)) return;
      this.replaceProject(structuredClone(tpl), { ...DEFAULT_OPTIONS });
      this.status(t.templates[id]);
    });
    this.button('add-file').addEventListener('click', () => {
      const dir = this.active.includes('/') ? `${this.active.slice(0, this.active.lastIndexOf('/'))}/` : '';
      const path = this.promptPath(t.newFilePrompt, dir);
      if (path) this.addFile(path);
    });
    this.button('rename-file').addEventListener('click', () => {
      if (!this.active || this.isReadOnly(this.active)) return;
      const to = this.promptPath(t.renamePrompt(this.active), this.active, this.active);
      if (to) this.renameFile(this.active, to);
    });
    this.button('delete-file').addEventListener('click', () => {
      if (!this.active || this.isReadOnly(this.active)) return;
      if (window.confirm(t.deleteConfirm(this.active))) this.deleteFile(this.active);
    });
    this.el<HTMLInputElement>('[data-open-zip]').addEventListener('change', (e) => {
      const input = e.target as HTMLInputElement;
      if (input.files) void this.importFiles('zip', input.files).finally(() => (input.value = ''));
    });
    this.el<HTMLInputElement>('[data-open-folder]').addEventListener('change', (e) => {
      const input = e.target as HTMLInputElement;
      if (input.files) void this.importFiles('folder', input.files).finally(() => (input.value = ''));
    });
    const objects = this.el<HTMLTextAreaElement>('[data-objects]');
    objects.addEventListener('input', () => {
      this.project.objects = objects.value;
      this.changed();
    });
    this.el<HTMLSelectElement>('[data-rbac]').addEventListener('change', (e) => {
      this.options.rbac = (e.target as HTMLSelectElement).value === 'admin' ? 'admin' : 'markers';
      this.changed();
    });
    this.el<HTMLInputElement>('[data-time]').addEventListener('change', (e) => {
      const v = Math.round(Number((e.target as HTMLInputElement).value));
      this.options.timeSeconds =
        Number.isFinite(v) && v > 0 ? Math.min(v, 86_400) : DEFAULT_OPTIONS.timeSeconds;
      this.changed();
    });
    // panel tabs: arrows, Home, End (the workspace's tab behaviour)
    const tabs = [...this.root.querySelectorAll<HTMLElement>('[data-panel-tab]')];
    for (const [i, tab] of tabs.entries()) {
      tab.addEventListener('click', () => this.selectPanel(tab.dataset.panelTab ?? ''));
      tab.addEventListener('keydown', (ev) => {
        const to = tabKeyTarget(i, tabs.length, ev.key);
        if (to === undefined) return;
        ev.preventDefault();
        tabs[to].focus();
        this.selectPanel(tabs[to].dataset.panelTab ?? '');
      });
    }
    this.root.addEventListener('keydown', (ev) => {
      if ((ev.ctrlKey || ev.metaKey) && ev.key === 'Enter') {
        ev.preventDefault();
        void this.run();
      }
    });
  }

  /** The scrubber of the last run (tests and keyboard users go to a step by number). */
  goToStep(n: number): void {
    this.scrub?.go(n);
  }
}

export async function mountPlayground(doc: Document): Promise<void> {
  const root = doc.querySelector<HTMLElement>('[data-playground]');
  if (!root || root.dataset.ready) return;
  const pg = new Playground(root);
  (window as unknown as { oplabPlayground?: Playground }).oplabPlayground = pg;
}

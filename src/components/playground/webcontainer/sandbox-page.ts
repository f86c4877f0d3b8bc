// The full sandbox page in the browser: read the handed-over project, say why a WebContainer cannot
// start here before loading anything, and on the learner's press boot one, mount the project and
// the oplab CLI (fetched from this site), and attach a shell to a terminal.
import { usableLocalStorage } from '../../../site/browser-storage.ts';
import type { SiteLocale } from '../../../workspace/exercise-data.ts';
import type { PlaygroundProject } from '../project.ts';
import { takeHandoff } from './handoff.ts';
import { SANDBOX_CLI_DIR } from './headers.ts';
import { type SandboxStrings, sandboxStrings } from './strings.ts';
import { browserSandboxEnv, sandboxBlockers } from './support.ts';
import { type CliBundle, type MountTree, sandboxCommand, sandboxTree } from './tree.ts';

/** How long to wait for StackBlitz before saying it is unreachable (?timeout=<seconds>, 1–120). */
function bootTimeoutSeconds(search: string): number {
  const n = Number(new URLSearchParams(search).get('timeout'));
  return Number.isFinite(n) && n >= 1 && n <= 120 ? n : 30;
}

function countFiles(tree: MountTree): number {
  let n = 0;
  for (const node of Object.values(tree)) n += 'directory' in node ? countFiles(node.directory) : 1;
  return n;
}

async function fetchCli(base: string): Promise<CliBundle> {
  const res = await fetch(`${base}/manifest.json`);
  if (!res.ok) throw new Error(`${base}/manifest.json: HTTP ${res.status}`);
  const manifest = (await res.json()) as { files: { name: string }[] };
  const files: CliBundle['files'] = {};
  await Promise.all(
    manifest.files.map(async ({ name }) => {
      const r = await fetch(`${base}/${name}`);
      if (!r.ok) throw new Error(`${base}/${name}: HTTP ${r.status}`);
      files[name] = await r.text();
    }),
  );
  return { files };
}

function withTimeout<T>(p: Promise<T>, seconds: number): Promise<T | 'timeout'> {
  return Promise.race([p, new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), seconds * 1000))]);
}

class SandboxPage {
  private readonly t: SandboxStrings;
  private readonly root: HTMLElement;
  constructor(root: HTMLElement, locale: SiteLocale) {
    this.root = root;
    this.t = sandboxStrings(locale);
  }

  private el<T extends HTMLElement>(sel: string): T {
    const e = this.root.querySelector<T>(sel);
    if (!e) throw new Error(`sandbox page: ${sel} missing`);
    return e;
  }

  private status(text: string, state: string): void {
    this.el('[data-sandbox-status]').textContent = text;
    this.root.dataset.state = state;
  }

  start(): void {
    const got = takeHandoff(location.hash, usableLocalStorage());
    if (!got) {
      this.root.dataset.state = 'no-project';
      return;
    }
    if (!got.ok) {
      this.el('[data-sandbox-project]').textContent = this.t.badProject(got.error);
      this.root.dataset.state = 'bad-project';
      return;
    }
    const project = got.state.project;
    this.el('[data-sandbox-project]').textContent = this.t.project(project.files.length);
    const cmd = this.el('[data-sandbox-command]');
    cmd.textContent = sandboxCommand(project);
    cmd.hidden = false;
    const blockers = sandboxBlockers(browserSandboxEnv(globalThis));
    if (blockers.length > 0) {
      const box = this.el('[data-sandbox-blockers]');
      const list = this.el('[data-sandbox-blockers] ul');
      for (const b of blockers) {
        const li = document.createElement('li');
        li.dataset.blocker = b;
        li.textContent = this.t.blockers[b];
        list.append(li);
      }
      box.hidden = false;
      this.root.dataset.state = 'blocked';
      return;
    }
    const button = this.el<HTMLButtonElement>('[data-action="boot"]');
    button.disabled = false;
    button.addEventListener('click', () => {
      button.disabled = true;
      void this.boot(project);
    });
    this.root.dataset.state = 'ready-to-boot';
  }

  private failed(text: string): void {
    const box = this.el('[data-sandbox-blockers]');
    box.querySelector('ul')?.replaceChildren();
    const li = document.createElement('li');
    li.dataset.blocker = 'boot';
    li.textContent = text;
    box.querySelector('ul')?.append(li);
    box.hidden = false;
    this.status('', 'failed');
  }

  private async boot(project: PlaygroundProject): Promise<void> {
    const t = this.t;
    const seconds = bootTimeoutSeconds(location.search);
    this.status(t.loadingApi, 'loading');
    let api: typeof import('@webcontainer/api');
    try {
      api = await import('@webcontainer/api');
    } catch (e) {
      this.failed(t.bootFailed(e instanceof Error ? e.message : String(e)));
      return;
    }
    this.status(t.booting, 'booting');
    let container: import('@webcontainer/api').WebContainer;
    try {
      const booted = await withTimeout(
        api.WebContainer.boot({ coep: 'require-corp', workdirName: 'project' }),
        seconds,
      );
      if (booted === 'timeout') {
        this.failed(t.bootTimeout(seconds));
        return;
      }
      container = booted;
    } catch (e) {
      this.failed(t.bootFailed(e instanceof Error ? e.message : String(e)));
      return;
    }
    this.status(t.loadingCli, 'loading-cli');
    let tree: MountTree;
    try {
      tree = sandboxTree(project, await fetchCli(`/${SANDBOX_CLI_DIR}`));
    } catch (e) {
      this.failed(t.cliFailed(e instanceof Error ? e.message : String(e)));
      return;
    }
    this.status(t.mounting(countFiles(tree)), 'mounting');
    await container.mount(tree);
    await this.shell(container);
    this.status(t.ready(sandboxCommand(project)), 'running');
  }

  private async shell(container: import('@webcontainer/api').WebContainer): Promise<void> {
    const [{ Terminal }, { FitAddon }] = await Promise.all([
      import('@xterm/xterm'),
      import('@xterm/addon-fit'),
      import('@xterm/xterm/css/xterm.css'),
    ]);
    const host = this.el('[data-sandbox-terminal]');
    host.hidden = false;
    const term = new Terminal({ convertEol: true, cursorBlink: true, fontSize: 14 });
    const fit = new FitAddon();
    term.loadAddon(fit);
    term.open(host);
    fit.fit();
    const proc = await container.spawn('jsh', { terminal: { cols: term.cols, rows: term.rows } });
    void proc.output.pipeTo(new WritableStream({ write: (data) => term.write(data) }));
    const input = proc.input.getWriter();
    term.onData((data) => void input.write(data));
    new ResizeObserver(() => {
      fit.fit();
      proc.resize({ cols: term.cols, rows: term.rows });
    }).observe(host);
    term.focus();
  }
}

export async function mountSandbox(doc: Document): Promise<void> {
  const root = doc.querySelector<HTMLElement>('[data-sandbox]');
  if (!root) return;
  new SandboxPage(root, (root.dataset.locale as SiteLocale) ?? 'en').start();
}

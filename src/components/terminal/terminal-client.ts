// Browser side of the terminal: xterm.js for display and keys, LineEditor for the input line, the
// shell in a module Web Worker. History (↑/↓), Tab completion (commands, paths, make targets),
// copy (Ctrl+Shift+C, or Ctrl+C with a selection) and paste (Ctrl+V / Ctrl+Shift+V / the browser's
// paste; pasted lines run in order). Each command's output is also put in an aria-live region.
import { FitAddon } from '@xterm/addon-fit';
import { Terminal } from '@xterm/xterm';
import '@xterm/xterm/css/xterm.css';
import type { GoProgram } from '../../shell/go-toolchain.ts';
import type { CheckResult, SessionSnapshot } from '../../shell/index.ts';
import { afterLive, interruptedOutput, SHOWN_OUTPUT, screenTail, showsLive } from './interrupt.ts';
import { LineEditor } from './line-editor.ts';
import type { FromWorker, ToWorker } from './protocol.ts';

export interface MountedTerminal {
  check(): Promise<{ status: 'pass' | 'fail'; checks: CheckResult[] }>;
  run(line: string): Promise<void>;
}

/**
 * The site build's snapshot of checked Go packages, which the worker's toolchain reads when a go
 * command first compiles (go-toolchain-loader.ts): the asset the exercise pages' engine reads
 * (src/workspace/engine-worker.ts), named here so that it is that file, not a worker build's copy.
 */
const GO_SNAPSHOT = new URL('../../../node_modules/.cache/oplab/site/go-snapshot.bin', import.meta.url).href;

/** What the spinner says while the Go toolchain is at work, in the page's language. */
const GO_STATUS = {
  en: {
    'go-loading': 'loading the Go toolchain',
    'go-working': 'compiling',
    running: 'running (Ctrl-C stops it)',
  },
  'zh-cn': {
    'go-loading': '正在加载 Go 工具链',
    'go-working': '正在编译',
    running: '正在运行（按 Ctrl-C 停止）',
  },
} as const;

const SPINNER = ['⠋', '⠙', '⠹', '⠸', '⠼', '⠴', '⠦', '⠧', '⠇', '⠏'];

export function mountTerminal(
  host: HTMLElement,
  opts: { exercise?: string; live?: HTMLElement; locale?: 'en' | 'zh-cn' },
): MountedTerminal {
  const goStatus = GO_STATUS[opts.locale ?? 'en'];
  const term = new Terminal({
    convertEol: true,
    cursorBlink: true,
    fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    fontSize: 14,
    scrollback: 5000,
    theme: { background: '#1b1e24', foreground: '#e6e6e6' },
  });
  const fit = new FitAddon();
  term.loadAddon(fit);
  term.open(host);
  fit.fit();
  new ResizeObserver(() => fit.fit()).observe(host);

  let worker = new Worker(new URL('./shell-worker.ts', import.meta.url), { type: 'module' });
  const editor = new LineEditor();
  /** The state after the last finished command: what a restarted worker restores after Ctrl-C. */
  let snapshot: SessionSnapshot | undefined;
  /**
   * The line the worker is running (Ctrl-C then ends it), and how to end its pending request; the
   * program it runs, if any (since when, by the page's clock); for a line whose output shows as it
   * comes (a plain go run/go test), how many characters of it the screen has had and whether they
   * ended a line.
   */
  let running:
    | {
        line: string;
        id: number;
        program?: GoProgram;
        since?: number;
        live?: { shown: number; lineEnded: boolean };
      }
    | undefined;
  /** Resolves when a restarted worker is ready again. */
  let restarted: Promise<void> = Promise.resolve();
  let onRestarted: (() => void) | undefined;
  /** Requests answered by the page itself because Ctrl-C ended them. */
  const killed = new Set<number>();
  const pending = new Map<number, (m: FromWorker) => void>();
  let nextId = 1;
  let home = '/home/user';
  let cwd = home;
  let busy = true;
  const queued: string[] = [];

  const request = <T extends FromWorker>(m: ToWorker & { id: number }) =>
    new Promise<T>((resolve) => {
      pending.set(m.id, resolve as (x: FromWorker) => void);
      worker.postMessage(m);
    });
  const prompt = () => {
    const dir = cwd === home ? '~' : cwd.startsWith(`${home}/`) ? `~${cwd.slice(home.length)}` : cwd;
    return `\x1b[1;32muser@laptop\x1b[0m:\x1b[1;34m${dir}\x1b[0m$ `;
  };
  /**
   * A fresh prompt on the cursor's row, which is where output left it, with what the line editor
   * holds (empty, or the unfinished last line of a paste).
   */
  const newPrompt = () => {
    editor.startLine();
    term.write(editor.render(prompt(), term.cols));
  };
  const setState = (s: 'starting' | 'ready' | 'busy' | 'failed') => {
    host.dataset.state = s;
  };
  const announce = (text: string) => {
    if (opts.live) opts.live.textContent = text;
  };

  /**
   * A spinner on the row below the command while the Go toolchain works for it (its chunk and
   * snapshot load the first time): shown after a moment, so a quick build does not flicker.
   */
  let status:
    | { label: string; since: number; timer: ReturnType<typeof setInterval>; shown: boolean }
    | undefined;
  function showStatus(label: string): void {
    if (status) {
      status.label = label;
      return;
    }
    let i = 0;
    const s = {
      label,
      since: performance.now(),
      shown: false,
      timer: setInterval(() => {
        if (performance.now() - s.since < 250) return;
        s.shown = true;
        term.write(`\r\x1b[K\x1b[2m${SPINNER[i++ % SPINNER.length]} ${s.label}…\x1b[0m`);
      }, 80),
    };
    status = s;
  }
  function endStatus(): void {
    if (!status) return;
    clearInterval(status.timer);
    if (status.shown) term.write('\r\x1b[K');
    status = undefined;
  }

  /** Set by Ctrl-C while a long virtual wait is replayed (spin): the line is interrupted there. */
  let spinInterrupted: boolean | undefined;

  /** Shows a wait; false when Ctrl-C interrupted it. */
  async function spin(ms: number, label: string): Promise<boolean> {
    // A long virtual wait (a 30 s dial timeout) shows briefly, in proportion, not in real time.
    const real = Math.min(1500, 200 + ms / 40);
    const seconds = (ms / 1000).toFixed(1);
    const start = performance.now();
    let i = 0;
    spinInterrupted = false;
    while (performance.now() - start < real && !spinInterrupted) {
      term.write(`\r\x1b[K\x1b[2m${SPINNER[i++ % SPINNER.length]} ${label} (${seconds} s)\x1b[0m`);
      await new Promise((r) => setTimeout(r, 80));
    }
    term.write('\r\x1b[K');
    // (set by input() meanwhile)
    const interrupted = (spinInterrupted as boolean | undefined) === true;
    spinInterrupted = undefined;
    return !interrupted;
  }

  async function runLine(line: string): Promise<void> {
    busy = true;
    setState('busy');
    term.write(`${editor.toEnd(prompt(), term.cols, line)}\r\n`);
    if (line.trim() === 'clear') {
      term.clear();
    } else if (line.trim() !== '') {
      const id = nextId++;
      const job: NonNullable<typeof running> = { line, id };
      if (showsLive(line)) job.live = { shown: 0, lineEnded: true };
      running = job;
      const r = await request<Extract<FromWorker, { type: 'result' }>>({ type: 'run', id, line });
      running = undefined;
      endStatus();
      await restarted;
      const wasKilled = killed.delete(id);
      const before = snapshot;
      if (!wasKilled) snapshot = r.snapshot;
      const all = r.screen;
      const shown = job.live?.shown ?? 0;
      // what came as it ran is on the screen (a wait it had is over); Ctrl-C's lines follow it
      let waited = true;
      if (shown === 0) for (const w of r.waits) if (!(waited = await spin(w.ms, w.label))) break;
      if (!waited) {
        // Ctrl-C during the wait (go's 30 s dial timeout): bash would have ended the command there.
        // The worker has finished the line: it goes back to the state before it, `$?` 130, and the
        // screen shows ^C and no more of the line's output.
        term.write('^C\r\n');
        const c = await request<Extract<FromWorker, { type: 'cancelled' }>>({
          type: 'cancel',
          id: nextId++,
          snapshot: before,
          line,
        });
        snapshot = before ?? snapshot;
        announce(`${line}\n^C`);
        cwd = c.cwd;
        queued.length = 0;
        newPrompt();
        busy = false;
        setState('ready');
        drainTypeAhead();
        return;
      }
      const out = screenTail(wasKilled ? all : afterLive(all, shown), SHOWN_OUTPUT);
      term.write(out);
      const ended = out === '' ? (job.live?.lineEnded ?? true) : out.endsWith('\n');
      if ((out !== '' || shown > 0) && !ended) term.write('\r\n');
      announce(`${line}\n${screenTail(shown > 0 && !wasKilled ? all : out, 8 << 10)}`);
      cwd = r.cwd;
    }
    // the next line of a paste runs before keys typed meanwhile: it came first
    const next = queued.shift();
    if (next !== undefined) {
      editor.startLine();
      term.write(editor.render(prompt(), term.cols, next, next.length));
      await runLine(next);
      return;
    }
    newPrompt();
    busy = false;
    setState('ready');
    drainTypeAhead();
  }

  /**
   * Ctrl-C while a command runs: the worker is busy in synchronous code and cannot see a message, so,
   * as a terminal sends SIGINT to the foreground job, the page ends it: the worker is replaced by one
   * that restores the files, directory, variables and history the last finished command left; the
   * line shows `^C`, `$?` is 130 and the prompt comes back. A plain `go run`/`go test` whose program
   * was running shows that program's output so far, `^C`, and what the go command prints when its
   * program ends on SIGINT (`$?` 1). Lines pasted after it and keys typed ahead are dropped, as the
   * terminal flushes its input on ^C. (The simulated cluster starts afresh: it lived in that worker.)
   */
  function interruptRunning(): void {
    const r = running;
    if (r === undefined) return;
    running = undefined;
    queued.length = 0;
    typeAhead.length = 0;
    worker.terminate();
    const { stdout, exitCode } = interruptedOutput(
      r.line,
      r.program && { program: r.program, seconds: (performance.now() - (r.since ?? 0)) / 1000 },
    );
    restarted = new Promise((resolve) => {
      onRestarted = resolve;
    });
    worker = startWorker({ snapshot, killedLine: r.line, exitCode });
    const resolve = pending.get(r.id);
    pending.clear();
    killed.add(r.id);
    resolve?.({
      type: 'result',
      id: r.id,
      stdout,
      stderr: '',
      screen: stdout,
      exitCode,
      waits: [],
      cwd: snapshot?.cwd ?? cwd,
      snapshot: snapshot ?? emptySnapshot(),
    });
  }

  function emptySnapshot(): SessionSnapshot {
    return { cwd, files: {}, variables: {}, network: 'open', history: [] };
  }

  /** Ctrl-C at the prompt: the background manager (if any) shuts down and shows its last lines. */
  async function interrupt(line: string): Promise<void> {
    busy = true;
    term.write(`^C${editor.toEnd(prompt(), term.cols, line)}\r\n`);
    const r = await request<Extract<FromWorker, { type: 'interrupted' }>>({
      type: 'interrupt',
      id: nextId++,
    });
    if (r.output !== '') term.write(r.output);
    newPrompt();
    busy = false;
    drainTypeAhead();
  }

  async function completeLine(): Promise<void> {
    const c = await request<Extract<FromWorker, { type: 'completion' }>>({
      type: 'complete',
      id: nextId++,
      line: editor.buffer,
      cursor: editor.cursor,
    });
    const list = editor.applyCompletion(c.start, c.candidates);
    if (list.length > 0) {
      term.write(`${editor.toEnd(prompt(), term.cols)}\r\n${list.join('  ')}\r\n`);
      editor.startLine();
    }
    term.write(editor.render(prompt(), term.cols));
    completing = false;
    drainTypeAhead();
  }

  let completing = false;
  /**
   * Keys typed while a line runs (or the shell completes, or starts): as a terminal buffers them for
   * bash, they are not lost but edit and run the next line once the prompt is back, in order (an
   * Enter among them runs what precedes it). Ctrl-C while a line runs flushes them.
   */
  const typeAhead: string[] = [];

  function drainTypeAhead(): void {
    while (!busy && !completing && typeAhead.length > 0) input(typeAhead.shift() as string);
  }

  function input(data: string): void {
    const c = busy ? data.lastIndexOf('\x03') : -1;
    if (c >= 0) {
      // ^C ends the running line and flushes the keys typed before it, not those after
      typeAhead.length = 0;
      if (spinInterrupted === false) spinInterrupted = true;
      else interruptRunning();
      if (c + 1 < data.length) typeAhead.push(data.slice(c + 1));
      return;
    }
    if (busy || completing) {
      typeAhead.push(data);
      return;
    }
    // A paste (several characters, or a newline inside) runs its complete lines in order.
    if (data.length > 1 && !data.startsWith('\x1b')) {
      const { lines } = editor.paste(data);
      if (lines.length > 0) {
        const [first, ...rest] = lines;
        queued.push(...rest);
        term.write(editor.render(prompt(), term.cols, first, first.length));
        void runLine(first);
        return;
      }
      term.write(editor.render(prompt(), term.cols));
      return;
    }
    const before = editor.buffer;
    const action = editor.key(data);
    if (action.kind === 'submit') void runLine(action.line);
    else if (action.kind === 'complete') {
      completing = true;
      void completeLine();
    } else if (action.kind === 'interrupt') void interrupt(before);
    else if (action.kind === 'clear-screen') {
      term.clear();
      editor.startLine();
      term.write(editor.render(prompt(), term.cols));
    } else if (action.kind === 'redraw') term.write(editor.render(prompt(), term.cols));
  }

  term.onData(input);
  term.attachCustomKeyEventHandler((e) => {
    if (e.type !== 'keydown') return true;
    const copy =
      (e.ctrlKey && e.shiftKey && e.code === 'KeyC') ||
      (e.ctrlKey && e.code === 'KeyC' && term.hasSelection());
    if (copy) {
      void navigator.clipboard?.writeText(term.getSelection());
      return false;
    }
    if (e.ctrlKey && e.shiftKey && e.code === 'KeyV') {
      void navigator.clipboard?.readText().then((t) => term.paste(t));
      return false;
    }
    return true;
  });

  function onMessage(e: MessageEvent<FromWorker>): void {
    const m = e.data;
    if (m.type === 'ready' && onRestarted !== undefined) {
      onRestarted();
      onRestarted = undefined;
      return;
    }
    if (m.type === 'ready') {
      home = m.home;
      cwd = m.cwd;
      busy = false;
      setState('ready');
      newPrompt();
      term.focus();
      drainTypeAhead();
      return;
    }
    if (m.type === 'failed') {
      setState('failed');
      term.write(`\x1b[31moplab: the terminal could not start: ${m.message}\x1b[0m\r\n`);
      return;
    }
    // What the Go toolchain is doing for the running line (never an answer to a request).
    if (m.type === 'status' || m.type === 'program' || m.type === 'output') {
      if (running?.id !== m.id) return;
      const live = running.live;
      // the spinner takes the cursor's row: only where the output so far ended a line
      const spinner = (label: string) => {
        if (live === undefined || live.lineEnded) showStatus(label);
      };
      if (m.type === 'status') spinner(goStatus[m.status]);
      else if (m.type === 'program') {
        running.program = m.program;
        running.since = performance.now();
        spinner(goStatus.running);
      } else if (live !== undefined && m.text !== '') {
        const label = status?.label;
        endStatus();
        term.write(m.text);
        live.shown += m.dropped + m.text.length;
        live.lineEnded = m.text.endsWith('\n');
        // on the row below, after a moment without output, the spinner again
        if (label !== undefined || running.program !== undefined)
          spinner(running.program !== undefined ? goStatus.running : (label ?? goStatus['go-working']));
      }
      return;
    }
    const resolve = pending.get(m.id);
    pending.delete(m.id);
    resolve?.(m);
  }

  function startWorker(restore?: {
    snapshot?: SessionSnapshot;
    killedLine: string;
    exitCode: number;
  }): Worker {
    const w = restore
      ? new Worker(new URL('./shell-worker.ts', import.meta.url), { type: 'module' })
      : worker;
    w.addEventListener('message', onMessage);
    w.postMessage({
      type: 'start',
      exercise: opts.exercise,
      goSnapshot: GO_SNAPSHOT,
      restore,
    } satisfies ToWorker);
    return w;
  }

  setState('starting');
  startWorker();

  return {
    async check() {
      const r = await request<Extract<FromWorker, { type: 'checks' }>>({ type: 'check', id: nextId++ });
      return { status: r.status, checks: r.checks };
    },
    async run(line: string) {
      if (busy) return;
      term.write(editor.render(prompt(), term.cols, line, line.length));
      await runLine(line);
    },
  };
}

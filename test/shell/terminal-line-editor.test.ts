// The page terminal's input line (src/components/terminal/line-editor.ts) and the shell's Tab
// completion (src/shell/completion.ts): editing keys, history, paste, completion answers.
import xterm from '@xterm/headless';
import { describe, expect, it } from 'vitest';
import { LineEditor } from '../../src/components/terminal/line-editor.ts';
import { ShellSession } from '../../src/shell/session.ts';

function typed(e: LineEditor, text: string) {
  for (const ch of text) e.key(ch);
}

describe('LineEditor', () => {
  it('edits in the middle of the line and submits', () => {
    const e = new LineEditor();
    typed(e, 'go mod tdy');
    e.key('\x1b[D');
    e.key('\x1b[D');
    e.key('i');
    expect(e.buffer).toBe('go mod tidy');
    expect(e.render('$ ', 80)).toBe('\r\x1b[J$ go mod tidy\x1b[2D');
    expect(e.key('\r')).toEqual({ kind: 'submit', line: 'go mod tidy' });
    expect(e.buffer).toBe('');
  });

  it('walks the history with ↑/↓ and keeps the unfinished draft', () => {
    const e = new LineEditor();
    for (const l of ['go env GOPROXY', 'go mod tidy']) {
      typed(e, l);
      e.key('\r');
    }
    typed(e, 'kubectl');
    e.key('\x1b[A');
    expect(e.buffer).toBe('go mod tidy');
    e.key('\x1b[A');
    e.key('\x1b[A');
    expect(e.buffer).toBe('go env GOPROXY');
    e.key('\x1b[B');
    e.key('\x1b[B');
    expect(e.buffer).toBe('kubectl');
  });

  it('Ctrl+C drops the line, Ctrl+U and Ctrl+W delete backwards', () => {
    const e = new LineEditor();
    typed(e, 'make run ENABLE_WEBHOOKS=false');
    e.key('\x17');
    expect(e.buffer).toBe('make run ');
    e.key('\x15');
    expect(e.buffer).toBe('');
    typed(e, 'oops');
    expect(e.key('\x03')).toEqual({ kind: 'interrupt' });
    expect(e.buffer).toBe('');
  });

  it('a paste runs its complete lines and leaves the rest on the line', () => {
    const e = new LineEditor();
    typed(e, 'echo ');
    expect(e.paste('a\nls\r\npw')).toEqual({ lines: ['echo a', 'ls'], rest: 'pw' });
    expect(e.buffer).toBe('pw');
    expect(e.history).toEqual(['echo a', 'ls']);
  });

  it('applies completions: common prefix, a space after a unique file, a list on the second Tab', () => {
    const e = new LineEditor();
    typed(e, 'cat ~/.ba');
    expect(e.applyCompletion(4, ['~/.bashrc'])).toEqual([]);
    expect(e.buffer).toBe('cat ~/.bashrc ');
    const f = new LineEditor();
    typed(f, 'ku');
    f.key('\t');
    expect(f.applyCompletion(0, ['kubebuilder', 'kubectl'])).toEqual([]);
    expect(f.buffer).toBe('kube');
    f.key('\t');
    expect(f.applyCompletion(0, ['kubebuilder', 'kubectl'])).toEqual([]);
    f.key('\t');
    expect(f.applyCompletion(0, ['kubebuilder', 'kubectl'])).toEqual(['kubebuilder', 'kubectl']);
  });
});

// What a real xterm shows after the editor's escape sequences, row by row (trailing spaces cut).
async function screen(cols: number, writes: readonly string[]): Promise<string[]> {
  const term = new xterm.Terminal({ cols, rows: 24, allowProposedApi: true });
  for (const w of writes) await new Promise<void>((resolve) => term.write(w, resolve));
  const rows: string[] = [];
  const buf = term.buffer.active;
  for (let i = 0; i < buf.length; i++) rows.push(buf.getLine(i)?.translateToString(true) ?? '');
  while (rows.length > 0 && rows.at(-1) === '') rows.pop();
  const cursor = { row: buf.cursorY + buf.baseY, col: buf.cursorX };
  term.dispose();
  return [...rows, `cursor ${cursor.row},${cursor.col}`];
}

/** Types `text` one key at a time, writing each redraw as the page does. */
function keystrokes(e: LineEditor, prompt: string, cols: number, keys: Iterable<string>): string[] {
  const out: string[] = [];
  for (const k of keys) {
    const a = e.key(k);
    if (a.kind === 'redraw') out.push(e.render(prompt, cols));
  }
  return out;
}

const PROMPT = '\x1b[1;32muser@laptop\x1b[0m:\x1b[1;34m~\x1b[0m$ ';

describe('LineEditor on a narrow terminal (a phone)', () => {
  it('a command longer than the terminal wraps and every keystroke redraws it in place', async () => {
    const e = new LineEditor();
    e.startLine();
    const cmd = 'kubectl explain deployment.spec.replicas';
    const rows = await screen(20, [e.render(PROMPT, 20), ...keystrokes(e, PROMPT, 20, cmd)]);
    // The prompt is 15 cells: 55 cells in all make three rows, each drawn once.
    expect(rows).toEqual(['user@laptop:~$ kubec', 'tl explain deploymen', 't.spec.replicas', 'cursor 2,15']);
  });

  it('editing in the middle of a wrapped line moves the cursor across rows', async () => {
    const e = new LineEditor();
    const cmd = 'kubectl get deployments -n team-a';
    const writes = [e.render(PROMPT, 20), ...keystrokes(e, PROMPT, 20, cmd)];
    // Home, then → five times, then a character typed on the first row.
    writes.push(...keystrokes(e, PROMPT, 20, ['\x01', ...Array(5).fill('\x1b[C'), 'X']));
    expect(await screen(20, writes)).toEqual([
      'user@laptop:~$ kubec',
      'Xtl get deployments ',
      '-n team-a',
      'cursor 1,1',
    ]);
    // Backspace all the way through the wrap: rows it no longer needs are cleared.
    const more = keystrokes(e, PROMPT, 20, [...Array(6).fill('\x1b[F'), ...Array(30).fill('\x7f')]);
    expect(await screen(20, [...writes, ...more])).toEqual(['user@laptop:~$ kube', 'cursor 0,19']);
  });

  it('a line that ends exactly at the edge puts the cursor on the next row', async () => {
    const e = new LineEditor();
    const writes = [e.render('$ ', 10), ...keystrokes(e, '$ ', 10, '12345678')];
    expect(await screen(10, writes)).toEqual(['$ 12345678', 'cursor 1,0']);
    writes.push(...keystrokes(e, '$ ', 10, '9'));
    expect(await screen(10, writes)).toEqual(['$ 12345678', '9', 'cursor 1,1']);
  });

  it('wide characters take two cells, and Enter leaves the cursor below the whole line', async () => {
    const e = new LineEditor();
    const writes = [e.render('$ ', 10), ...keystrokes(e, '$ ', 10, 'echo 调谐命名空间')];
    expect(await screen(10, writes)).toEqual(['$ echo 调', '谐命名空间', 'cursor 2,0']);
    writes.push(...keystrokes(e, '$ ', 10, ['\x01']));
    const line = e.buffer;
    const a = e.key('\r');
    expect(a).toEqual({ kind: 'submit', line });
    writes.push(`${e.toEnd('$ ', 10, line)}\r\nout\r\n`);
    e.startLine();
    writes.push(e.render('$ ', 10, '', 0));
    expect(await screen(10, writes)).toEqual(['$ echo 调', '谐命名空间', '', 'out', '$ ', 'cursor 4,2']);
  });
});

describe('ShellSession.complete', () => {
  it('completes commands, paths, make targets and subcommands', async () => {
    const s = await ShellSession.create({
      files: {
        '/home/user/.bashrc': 'export A=1\n',
        '/home/user/op/Makefile': '.PHONY: run\nrun: fmt ## Run.\n\tgo run .\nmanifests: controller-gen\n',
        '/home/user/op/config/samples/a.yaml': 'x',
      },
      cwd: '/home/user/op',
    });
    expect((await s.complete('kubec')).candidates).toEqual(['kubectl']);
    expect((await s.complete('GOPROXY=off g')).candidates).toContain('go');
    expect(await s.complete('cat ~/.ba')).toEqual({ start: 4, candidates: ['~/.bashrc'] });
    expect((await s.complete('kubectl apply -f config/sa')).candidates).toEqual(['config/samples/']);
    expect((await s.complete('kubectl apply -f config/samples/')).candidates).toEqual([
      'config/samples/a.yaml',
    ]);
    expect((await s.complete('make m')).candidates).toEqual(['manifests']);
    expect((await s.complete('kubectl ge')).candidates).toEqual(['get']);
    expect((await s.complete('ls | gr')).candidates).toContain('grep');
    expect((await s.complete('cat nothing/')).candidates).toEqual([]);
  });

  it('completes kubectl config and go mod subcommands, and context names after use-context', async () => {
    const s = await ShellSession.create({ cwd: '/home/user' });
    expect((await s.complete('kubectl config ')).candidates).toEqual([
      'current-context',
      'delete-context',
      'get-clusters',
      'get-contexts',
      'get-users',
      'rename-context',
      'set-cluster',
      'set-context',
      'use-context',
      'view',
    ]);
    expect((await s.complete('kubectl config set-')).candidates).toEqual(['set-cluster', 'set-context']);
    expect((await s.complete('go mod ti')).candidates).toEqual(['tidy']);
    expect((await s.complete('kubectl auth c')).candidates).toEqual(['can-i']);
    await s.run('kubectl config set-context kind-dev --cluster=minikube');
    expect((await s.complete('kubectl config use-context ')).candidates).toEqual(['kind-dev', 'minikube']);
    expect((await s.complete('kubectl config use-context mi')).candidates).toEqual(['minikube']);
    // a path after the subcommand's operand, as before
    expect((await s.complete('kubectl config view --kubeconfig ~/.ku')).candidates).toEqual(['~/.kube/']);
  });

  it('cd completes directories only; a name with blanks or shell characters is inserted escaped, as bash does', async () => {
    const s = await ShellSession.create({
      files: {
        '/home/user/app/main.go': 'package main\n',
        '/home/user/apple.txt': 'x\n',
        '/home/user/my notes (1).txt': 'x\n',
      },
    });
    expect(await s.complete('cd ap')).toEqual({ start: 3, candidates: ['app/'] });
    expect((await s.complete('cat ap')).candidates).toEqual(['app/', 'apple.txt']);
    expect(await s.complete('cat my')).toEqual({ start: 4, candidates: ['my\\ notes\\ \\(1\\).txt'] });
    // an escaped blank is part of the word being completed
    expect(await s.complete('cat my\\ no')).toEqual({ start: 4, candidates: ['my\\ notes\\ \\(1\\).txt'] });
    // and the inserted word is the file's name to the shell
    expect((await s.run('cat my\\ notes\\ \\(1\\).txt')).stdout).toBe('x\n');
  });
});
